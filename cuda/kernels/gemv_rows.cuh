// GEMV / GEMM (n ≤ 8) / gate·up·SiLU / dequantize for formats stored row by row (ggml blocks,
// plain types, MLX, AWQ GEMV, compressed-tensors), templated on the format's unit decoder F.
//
// Work split. A CTA has W warps; KS consecutive warps share a row group of R rows and split its
// units between them (lane l of warp k takes units l + 32k, l + 32k + 32·KS, ...), so a CTA covers
// (W/KS)·R rows at a time and walks row groups with a grid-wide stride. Each lane decodes the same
// unit of its R rows (each weight byte is read once), then multiplies those values with x from
// shared memory for every vector: the x values a lane loads serve R rows.
//
// x in shared memory. The CTA stages x (all NV vectors) in tiles of xt columns; when the whole
// row fits (xt ≥ ucols) it is staged once for the CTA's lifetime. The layout is granule-major
// (float4 granule q of unit u of vector v at (v·Q + q)·UTP + u, UTP = units per tile + 1), so the
// 32 lanes of a warp, which read the same granule of 32 consecutive units, hit 32 different bank
// groups.
//
// Batches. Kernels exist for NV = 1, 2, 4 and 8 vectors; a batch of op.nv < NV vectors runs on
// the next wider kernel with zero padding vectors, whose results are not written.
//
// Numerics, as core's CPU engine: each unit's products are summed with FMAs into a fresh float32
// partial (SUB ≤ 32 terms), the partials of a tile are summed in float32 (≤ xt/SUB/32 terms per
// lane), the tiles in float64, and lanes and warps are reduced in float64 in a fixed order: the
// result is deterministic and within the CPU engine's error bound of the exact dot product.

template <int NV, int SUB>
LB_DEV void lb_stage_x(float4* xs, const LbOp& op, i64 c0, int xt, int utp) {
	constexpr int Q = SUB / 4;
	const int n4 = xt / 4;
	for (int i = threadIdx.x; i < NV * n4; i += blockDim.x) {
		const int v = i / n4, g = i - v * n4;
		const i64 c = c0 + 4 * (i64)g;
		const float* xp = op.x + v * op.ldx + c;
		float4 t;
		if (v >= op.nv) { // a padding vector of a batch run by a wider kernel
			t.x = t.y = t.z = t.w = 0.0f;
		} else if ((op.flags & 1) && c + 3 < op.cols) {
			t = *(const float4*)xp;
		} else {
			t.x = c < op.cols ? xp[0] : 0.0f;
			t.y = c + 1 < op.cols ? xp[1] : 0.0f;
			t.z = c + 2 < op.cols ? xp[2] : 0.0f;
			t.w = c + 3 < op.cols ? xp[3] : 0.0f;
		}
		const int u = g / Q, q = g - u * Q;
		xs[(v * Q + q) * utp + u] = t;
	}
}

template <class F, int NV, int R, bool TWO>
LB_DEV void lb_rows_gemv(const LbArgs& A, const LbArgs& U, const LbOp& op) {
	constexpr int SUB = F::SUB, Q = SUB / 4, RR = TWO ? 2 * R : R;
	static_assert(SUB % 4 == 0, "unit size");
	LB_DYN_SMEM(float4, xs);
	__shared__ double red[LB_MAX_WARPS * RR * NV];
	const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, W = blockDim.x >> 5;
	const int KS = (int)op.ks, wg = warp / KS, kw = warp - wg * KS, NG = W / KS;
	const i64 rows = op.rows, ucols = op.ucols;
	const int xt = (int)op.xt, utp = xt / SUB + 1;
	const bool resident = xt >= ucols;
	if (resident) {
		lb_stage_x<NV, SUB>(xs, op, 0, xt, utp);
		__syncthreads();
	}
	for (i64 rb = (i64)blockIdx.x * NG * R; rb < rows; rb += (i64)gridDim.x * NG * R) {
		const i64 r0 = rb + (i64)wg * R;
		typename F::Row rp[RR];
#pragma unroll
		for (int rr = 0; rr < RR; rr++) rp[rr] = F::row(rr < R ? A : U, lb_min64(r0 + rr % R, rows - 1));
		double dacc[RR][NV];
#pragma unroll
		for (int rr = 0; rr < RR; rr++)
#pragma unroll
			for (int n = 0; n < NV; n++) dacc[rr][n] = 0.0;
		for (i64 c0 = 0; c0 < ucols; c0 += xt) {
			if (!resident) {
				__syncthreads();
				lb_stage_x<NV, SUB>(xs, op, c0, xt, utp);
				__syncthreads();
			}
			const int ut = (int)(lb_min64(xt, ucols - c0) / SUB);
			const i64 ub = c0 / SUB;
			float acc[RR][NV];
#pragma unroll
			for (int rr = 0; rr < RR; rr++)
#pragma unroll
				for (int n = 0; n < NV; n++) acc[rr][n] = 0.0f;
			for (int u = lane + 32 * kw; u < ut; u += 32 * KS) {
				float v[RR][SUB];
#pragma unroll
				for (int rr = 0; rr < RR; rr++) F::dec(rp[rr], rr < R ? A : U, ub + u, v[rr]);
				const i64 e0 = (ub + u) * SUB;
				if (e0 + SUB > op.cols) { // padding past the last column
#pragma unroll
					for (int rr = 0; rr < RR; rr++)
#pragma unroll
						for (int i = 0; i < SUB; i++)
							if (e0 + i >= op.cols) v[rr][i] = 0.0f;
				}
#pragma unroll
				for (int n = 0; n < NV; n++) {
					float p[RR];
#pragma unroll
					for (int rr = 0; rr < RR; rr++) p[rr] = 0.0f;
#pragma unroll
					for (int q = 0; q < Q; q++) {
						const float4 xq = xs[(n * Q + q) * utp + u];
#pragma unroll
						for (int rr = 0; rr < RR; rr++) {
							p[rr] = lb_fma(v[rr][4 * q], xq.x, p[rr]);
							p[rr] = lb_fma(v[rr][4 * q + 1], xq.y, p[rr]);
							p[rr] = lb_fma(v[rr][4 * q + 2], xq.z, p[rr]);
							p[rr] = lb_fma(v[rr][4 * q + 3], xq.w, p[rr]);
						}
					}
#pragma unroll
					for (int rr = 0; rr < RR; rr++) acc[rr][n] = __fadd_rn(acc[rr][n], p[rr]);
				}
			}
#pragma unroll
			for (int rr = 0; rr < RR; rr++)
#pragma unroll
				for (int n = 0; n < NV; n++) dacc[rr][n] += (double)acc[rr][n];
		}
#pragma unroll
		for (int rr = 0; rr < RR; rr++)
#pragma unroll
			for (int n = 0; n < NV; n++) dacc[rr][n] = lb_warp_sum(dacc[rr][n]);
		if (KS > 1) {
			if (lane == 0) {
#pragma unroll
				for (int rr = 0; rr < RR; rr++)
#pragma unroll
					for (int n = 0; n < NV; n++) red[(warp * RR + rr) * NV + n] = dacc[rr][n];
			}
			__syncthreads();
			if (kw == 0 && lane == 0) {
				for (int k = 1; k < KS; k++)
#pragma unroll
					for (int rr = 0; rr < RR; rr++)
#pragma unroll
						for (int n = 0; n < NV; n++) dacc[rr][n] += red[((warp + k) * RR + rr) * NV + n];
			}
			__syncthreads();
		}
		if (kw == 0 && lane == 0) {
#pragma unroll
			for (int rr = 0; rr < R; rr++) {
				const i64 r = r0 + rr;
				if (r >= rows) break;
				if (TWO) {
					op.y[r] = lb_silu_mul((float)dacc[rr][0], (float)dacc[rr + (TWO ? R : 0)][0]);
				} else {
#pragma unroll
					for (int n = 0; n < NV; n++)
						if (n < op.nv) op.y[n * op.ldy + r] = (float)dacc[rr][n];
				}
			}
		}
	}
}

// Dequantize rows: y[r·cols + c] = W[r][c] as float32, one unit per thread.
template <class F>
LB_DEV void lb_rows_dequant(const LbArgs& A, const LbOp& op) {
	constexpr int SUB = F::SUB;
	const i64 upr = op.ucols / SUB, total = op.rows * upr;
	for (i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += (i64)gridDim.x * blockDim.x) {
		const i64 r = t / upr, u = t - r * upr;
		float v[SUB];
		F::dec(F::row(A, r), A, u, v);
		float* out = op.y + r * op.cols + u * SUB;
#pragma unroll
		for (int i = 0; i < SUB; i++)
			if (u * SUB + i < op.cols) out[i] = v[i];
	}
}
