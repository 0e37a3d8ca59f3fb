// GEMV / GEMM (n ≤ 8) with 8-bit activations (core.ActivationsQ8): the weights' integer codes
// times the Q8_0 codes of x (lb_quantize_q8, util.cuh) with dp4a, for the row formats whose
// decoder has decq. Everything else of the ActivationsQ8 mode (the x̂ the other formats multiply
// in float32, the errors) is the host's (cuda/ops_linux.go).
//
// decq(R, A, u, c, s, m) gives unit u (32 elements, one Q8_0 block of x) as 32 byte codes c (8
// words, element order; signed bytes, or unsigned with Q8U) and, for each of its Q8H halves
// (1: one scale for the unit, 2: one per 16 elements), a scale s and an offset m: the weight is
// s·c + m (Q8M says whether m is used at all). A unit's product with vector v is then
//     dx · Σ_h (s_h · Σ c·q + m_h · Σ q)        (q: x's codes, dx: x's block scale)
// with the inner sums exact integers (dp4a, and the Σq lb_quantize_q8 stored), each product and
// sum rounded once — the CPU's ActivationsQ8 kernels compute the same W = s·c + m (unrounded),
// within the float32 path's bound with x̂ for x (cuda tests).
//
// Work split, as lb_rows_gemv without the x staging (x's codes are read through L1: 32 bytes
// and an 8-byte block header per unit and vector, shared by the R rows of a warp): KS warps of a
// CTA share a group of R rows, lane l of warp k takes units l + 32k, l + 32k + 32·KS, …. The
// lanes' sums go through warp shuffles, the KS warps' through shared memory in float64, in a
// fixed order. (Decoding two units before multiplying either was measured on an H100: as fast
// for one vector, up to 1.35× slower for eight.)
//
// The kernel is launched as a programmatic dependent of lb_quantize_q8 (Stream.launchDependent):
// it decodes its first unit of weights before lb_grid_wait, so that those loads overlap the
// quantization's end, and reads x's codes and writes y only after it.

// CTAs of 256 threads an SM must hold (the register cap) for the kernels of 1–2 vectors and of
// 4–8 vectors (kernels.go instantiates them with LB_KERNEL_MINB).
#ifndef LB_Q8MINB1
#define LB_Q8MINB1 2
#endif
#ifndef LB_Q8MINB8
#define LB_Q8MINB8 2
#endif

// LB_Q8KEEP: x's codes are loaded with L1::evict_last, so that the weights streaming through L1
// do not evict them (every warp of the SM re-reads them).
#ifndef LB_Q8KEEP
#define LB_Q8KEEP 1
#endif

LB_DEV void lb_ld256_x(const u8* p, u32* w) {
#if LB_Q8KEEP
	lb_words(lb_ld128_keep(p), w);
	lb_words(lb_ld128_keep(p + 16), w + 4);
#else
	lb_ld256(p, w);
#endif
}
LB_DEV uint2 lb_ld64_x(const u8* p) {
#if LB_Q8KEEP
	return lb_ld64_keep(p);
#else
	return lb_ld64(p);
#endif
}

template <class F, int NV, int R>
LB_DEV void lb_rows_q8(const LbArgs& A, const LbOp& op, const u8* qx, const u8* qi) {
	constexpr int H = F::Q8H;
	static_assert(F::SUB == 32 && (H == 1 || H == 2), "8-bit activations need 32-element units");
	__shared__ float red[LB_MAX_WARPS * R * NV];
	const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, W = blockDim.x >> 5;
	const int KS = (int)op.ks, wg = warp / KS, kw = warp - wg * KS, NG = W / KS;
	const i64 rows = op.rows, nb = op.cols / 32;
	const int nv = (int)op.nv;
	bool waiting = true; // lb_grid_wait not yet passed
	for (i64 cb = (i64)blockIdx.x * NG * R; cb < rows; cb += (i64)gridDim.x * NG * R) {
		const i64 r0 = cb + (i64)wg * R;
		typename F::Row rp[R];
#pragma unroll
		for (int rr = 0; rr < R; rr++) rp[rr] = F::row(A, lb_min64(r0 + rr, rows - 1));
		float acc[R][NV];
#pragma unroll
		for (int rr = 0; rr < R; rr++)
#pragma unroll
			for (int n = 0; n < NV; n++) acc[rr][n] = 0.0f;
		// One unit: decode the R rows, then multiply with every vector (a padding vector of a
		// wider kernel re-reads the last real one; its results are not written).
		auto unit = [&](const i64 u, u32 (&c)[R][8], float (&s)[R][2], float (&m)[R][2]) {
#pragma unroll
			for (int rr = 0; rr < R; rr++) F::decq(rp[rr], A, u, c[rr], s[rr], m[rr]);
		};
		auto mul = [&](const i64 u, const u32 (&c)[R][8], const float (&s)[R][2], const float (&m)[R][2]) {
#pragma unroll
			for (int n = 0; n < NV; n++) {
				const i64 vn = n < nv ? n : nv - 1;
				u32 xq[8];
				lb_ld256_x(qx + vn * op.cols + 32 * u, xq);
				const uint2 hd = lb_ld64_x(qi + 8 * (vn * nb + u));
				const float dx = __uint_as_float(hd.x);
				const float q0 = lb_i2f((i32)(i16)(hd.y & 0xffffu)), q1 = lb_i2f((i32)(i16)(hd.y >> 16));
#pragma unroll
				for (int rr = 0; rr < R; rr++) {
					i32 d0 = 0, d1 = 0;
#pragma unroll
					for (int k = 0; k < 4; k++) {
						if constexpr (F::Q8U) {
							d0 = lb_dp4a_us(c[rr][k], xq[k], d0);
							d1 = lb_dp4a_us(c[rr][k + 4], xq[k + 4], d1);
						} else {
							d0 = lb_dp4a(c[rr][k], xq[k], d0);
							d1 = lb_dp4a(c[rr][k + 4], xq[k + 4], d1);
						}
					}
					float t;
					if constexpr (H == 1) {
						t = __fmul_rn(s[rr][0], lb_i2f(d0 + d1));
						if constexpr (F::Q8M) t = lb_fma(m[rr][0], __fadd_rn(q0, q1), t);
					} else {
						t = __fmul_rn(s[rr][0], lb_i2f(d0));
						t = lb_fma(s[rr][1], lb_i2f(d1), t);
						if constexpr (F::Q8M) {
							t = lb_fma(m[rr][0], q0, t);
							t = lb_fma(m[rr][1], q1, t);
						}
					}
					acc[rr][n] = lb_fma(dx, t, acc[rr][n]);
				}
			}
		};
		const i64 step = 32 * (i64)KS;
		i64 u = lane + 32 * (i64)kw;
		if (waiting) { // the first unit's weights load before the wait, outside the loop
			u32 c[R][8];
			float s[R][2], m[R][2];
			if (u < nb) unit(u, c, s, m);
			lb_grid_wait();
			waiting = false;
			if (u < nb) mul(u, c, s, m);
			u += step;
		}
		for (; u < nb; u += step) {
			u32 c[R][8];
			float s[R][2], m[R][2];
			unit(u, c, s, m);
			mul(u, c, s, m);
		}
#pragma unroll
		for (int rr = 0; rr < R; rr++)
#pragma unroll
			for (int n = 0; n < NV; n++) acc[rr][n] = lb_warp_sum_f(acc[rr][n]);
		if (KS > 1) {
			__syncthreads(); // the previous chunk's readers are done with red
			if (lane == 0) {
#pragma unroll
				for (int rr = 0; rr < R; rr++)
#pragma unroll
					for (int n = 0; n < NV; n++) red[(warp * R + rr) * NV + n] = acc[rr][n];
			}
			__syncthreads();
		}
		if (kw == 0 && lane == 0) {
#pragma unroll
			for (int rr = 0; rr < R; rr++) {
				const i64 r = r0 + rr;
#pragma unroll
				for (int n = 0; n < NV; n++) {
					double t = (double)acc[rr][n];
					for (int k = 1; k < KS; k++) t += (double)red[((warp + k) * R + rr) * NV + n];
					if (r < rows && n < nv) op.y[n * op.ldy + r] = (float)t;
				}
			}
		}
	}
}
