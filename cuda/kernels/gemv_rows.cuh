// GEMV / GEMM (n ≤ 8) / gate·up·SiLU / dequantize for formats stored row by row (ggml blocks,
// plain types, MLX, AWQ GEMV, compressed-tensors), templated on the format's unit decoder F.
//
// Work split. A CTA has W warps; KS consecutive warps share a row group of R rows and split its
// units between them (lane l of warp k takes units l + 32k, l + 32k + 32·KS, ...), so one "pass"
// covers PASS = (W/KS)·R rows. A CTA owns chunks of RB = P·PASS consecutive rows (grid-stride) and,
// with gridDim.y > 1, only the columns [kb, kb + kchunk) of them ("split K"). Each lane decodes
// the same unit of its R rows (every weight byte is read once) and multiplies those values with x
// for all NV vectors: an x value a lane loads serves R rows.
//
// x in shared memory. The CTA stages x (all vectors) in tiles of xt columns; the P passes of a
// chunk all use a tile before the next is staged, and when the CTA's columns fit one tile it is
// staged once for the CTA's lifetime. The layout is granule-major (float4 granule q of unit u of
// vector v at (v·Q + q)·UTP + u, UTP = units per tile + 1), so the 32 lanes of a warp, which read
// the same granule of 32 consecutive units, hit 32 different bank groups.
//
// Batches. Kernels exist for NV = 1, 2, 4 and 8 vectors; a batch of op.nv < NV vectors runs on
// the next wider kernel with zero padding vectors, whose results are not written.
//
// Numerics, as core's CPU engine: a unit's products are summed with FMAs into a fresh float32
// partial (SUB ≤ 32 terms; for a SCALED decoder the products of the unscaled codes, the partial then
// multiplied by the unit's scale in the FMA that adds it: the same bound, one product per weight
// fewer; a partial that overflowed, or is NaN, is summed again from the scaled weights); a lane
// adds its partials of one tile and pass in float32 (at most xt/SUB/32 of them); the warp's lanes
// are summed in float32 (5 levels), the KS warps of a row group and the tiles in float64, K
// splits in float64 (lb_splitk_reduce), all in a fixed order: deterministic, and within the CPU
// engine's bound of the exact dot product.

// Stages x[c0, c0+len) of every vector into xs (layout above). Each thread loads ST granules
// before storing any, so that many loads are in flight: the CTA waits for this before its first
// product. ST shrinks with the batch width (wide batches restage x per tile, and the granules'
// registers made their kernels spill).
template <int NV, int SUB>
LB_DEV void lb_stage_x(float4* xs, const LbOp& op, i64 c0, int len, int utp) {
	constexpr int Q = SUB / 4, ST = LB_STAGE / NV > 0 ? LB_STAGE / NV : 1;
	const int n4 = len / 4, total = NV * n4;
	auto load = [&](int i) {
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
		return t;
	};
	for (int i0 = threadIdx.x; i0 < total; i0 += ST * blockDim.x) {
		float4 t[ST];
#pragma unroll
		for (int k = 0; k < ST; k++)
			if (i0 + k * (int)blockDim.x < total) t[k] = load(i0 + k * blockDim.x);
#pragma unroll
		for (int k = 0; k < ST; k++) {
			const int i = i0 + k * blockDim.x;
			if (i < total) {
				const int v = i / n4, g = i - v * n4, u = g / Q, q = g - u * Q;
				xs[(v * Q + q) * utp + u] = t[k];
			}
		}
	}
}

LB_DEV float lb_warp_sum_f(float v) {
#pragma unroll
	for (int m = 16; m > 0; m >>= 1) v = __fadd_rn(v, lb_shfl_xor_f(v, m));
	return v;
}

template <class F, int NV, int R, bool TWO>
LB_DEV void lb_rows_gemv(const LbArgs& A, const LbArgs& U, const LbOp& op) {
	constexpr int SUB = F::SUB, Q = SUB / 4, RR = TWO ? 2 * R : R, NO = TWO ? 2 : NV;
	static_assert(SUB % 4 == 0, "unit size");
	LB_DYN_SMEM(float4, xs);
	__shared__ float red[LB_MAX_WARPS * RR * NV];
	const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, W = blockDim.x >> 5;
	const int KS = (int)op.ks, wg = warp / KS, kw = warp - wg * KS, NG = W / KS;
	const int P = (int)op.passes, PASS = NG * R, RB = P * PASS;
	const i64 rows = op.rows;
	const int xt = (int)op.xt, utp = xt / SUB + 1;
	const bool padded = op.ucols != op.cols; // the last unit of a row runs past its end
	double* tot = (double*)(xs + NV * Q * utp); // RB·NO totals of the chunk's rows
	const i64 kb = (i64)blockIdx.y * op.kchunk, ke = lb_min64(kb + op.kchunk, op.ucols);
	const bool resident = ke - kb <= xt;
	if (resident) lb_stage_x<NV, SUB>(xs, op, kb, (int)(ke - kb), utp);
	for (i64 cb = (i64)blockIdx.x * RB; cb < rows; cb += (i64)gridDim.x * RB) {
		for (int i = threadIdx.x; i < RB * NO; i += blockDim.x) tot[i] = 0.0;
		__syncthreads();
		for (i64 c0 = kb; c0 < ke; c0 += xt) {
			const int len = (int)lb_min64(xt, ke - c0), ut = len / SUB;
			const i64 ub = c0 / SUB;
			if (!resident) {
				__syncthreads();
				lb_stage_x<NV, SUB>(xs, op, c0, len, utp);
				__syncthreads();
			}
			for (int p = 0; p < P; p++) {
				const i64 pr = cb + (i64)p * PASS;
				if (pr >= rows) break; // uniform across the CTA
				const i64 r0 = pr + (i64)wg * R;
				typename F::Row rp[RR];
#pragma unroll
				for (int rr = 0; rr < RR; rr++) rp[rr] = F::row(rr < R ? A : U, lb_min64(r0 + rr % R, rows - 1));
				float acc[RR][NV];
#pragma unroll
				for (int rr = 0; rr < RR; rr++)
#pragma unroll
					for (int n = 0; n < NV; n++) acc[rr][n] = 0.0f;
				for (int u = lane + 32 * kw; u < ut; u += 32 * KS) {
					float v[RR][SUB], sc[RR];
#pragma unroll
					for (int rr = 0; rr < RR; rr++) {
						if constexpr (F::SCALED) F::decs(rp[rr], rr < R ? A : U, ub + u, v[rr], sc[rr]);
						else F::dec(rp[rr], rr < R ? A : U, ub + u, v[rr]);
					}
					if constexpr (!F::NOPAD) {
						const i64 e0 = (ub + u) * SUB;
						if (padded && e0 + SUB > op.cols) { // padding past the last column
#pragma unroll
							for (int rr = 0; rr < RR; rr++)
#pragma unroll
								for (int i = 0; i < SUB; i++)
									if (e0 + i >= op.cols) v[rr][i] = 0.0f;
						}
					}
#pragma unroll
					for (int n = 0; n < NV; n++) {
						float pp[RR];
#pragma unroll
						for (int rr = 0; rr < RR; rr++) pp[rr] = 0.0f;
#pragma unroll
						for (int q = 0; q < Q; q++) {
							const float4 xq = xs[(n * Q + q) * utp + u];
#pragma unroll
							for (int rr = 0; rr < RR; rr++) {
								pp[rr] = lb_fma(v[rr][4 * q], xq.x, pp[rr]);
								pp[rr] = lb_fma(v[rr][4 * q + 1], xq.y, pp[rr]);
								pp[rr] = lb_fma(v[rr][4 * q + 2], xq.z, pp[rr]);
								pp[rr] = lb_fma(v[rr][4 * q + 3], xq.w, pp[rr]);
							}
						}
#pragma unroll
						for (int rr = 0; rr < RR; rr++) {
							if constexpr (F::SCALED) {
								// The unscaled codes times x overflow where the weights times x
								// need not (|x| ≳ 1e34 with a small scale): such a unit, or one
								// with infinite or NaN x, is summed again from the weights.
								if ((__float_as_uint(pp[rr]) & 0x7f800000u) == 0x7f800000u) {
									float pw = 0.0f;
#pragma unroll
									for (int q = 0; q < Q; q++) {
										const float4 xq = xs[(n * Q + q) * utp + u];
										pw = lb_fma(__fmul_rn(v[rr][4 * q], sc[rr]), xq.x, pw);
										pw = lb_fma(__fmul_rn(v[rr][4 * q + 1], sc[rr]), xq.y, pw);
										pw = lb_fma(__fmul_rn(v[rr][4 * q + 2], sc[rr]), xq.z, pw);
										pw = lb_fma(__fmul_rn(v[rr][4 * q + 3], sc[rr]), xq.w, pw);
									}
									acc[rr][n] = __fadd_rn(acc[rr][n], pw);
								} else {
									acc[rr][n] = lb_fma(pp[rr], sc[rr], acc[rr][n]);
								}
							} else {
								acc[rr][n] = __fadd_rn(acc[rr][n], pp[rr]);
							}
						}
					}
				}
#pragma unroll
				for (int rr = 0; rr < RR; rr++)
#pragma unroll
					for (int n = 0; n < NV; n++) acc[rr][n] = lb_warp_sum_f(acc[rr][n]);
				// (row rr of this pass, output o) → tot index; o is the vector, or gate/up.
#define LB_TOT(rr, n) tot[(p * PASS + wg * R + (rr) % R) * NO + (TWO ? (rr) / R : (n))]
				if (KS == 1) {
					if (lane == 0) {
#pragma unroll
						for (int rr = 0; rr < RR; rr++)
#pragma unroll
							for (int n = 0; n < NV; n++) LB_TOT(rr, n) += (double)acc[rr][n];
					}
				} else {
					if (lane == 0) {
#pragma unroll
						for (int rr = 0; rr < RR; rr++)
#pragma unroll
							for (int n = 0; n < NV; n++) red[(warp * RR + rr) * NV + n] = acc[rr][n];
					}
					__syncthreads();
					if (kw == 0 && lane == 0) {
#pragma unroll
						for (int rr = 0; rr < RR; rr++)
#pragma unroll
							for (int n = 0; n < NV; n++) {
								double s = 0.0;
								for (int k = 0; k < KS; k++) s += (double)red[((warp + k) * RR + rr) * NV + n];
								LB_TOT(rr, n) += s;
							}
					}
					__syncthreads();
				}
#undef LB_TOT
			}
		}
		__syncthreads();
		if (TWO) {
			for (int i = threadIdx.x; i < RB; i += blockDim.x)
				if (cb + i < rows) op.y[cb + i] = lb_silu_mul((float)tot[2 * i], (float)tot[2 * i + 1]);
		} else {
			for (int i = threadIdx.x; i < RB * NV; i += blockDim.x) {
				const int n = i / RB, ri = i - n * RB;
				const i64 r = cb + ri;
				if (n >= op.nv || r >= rows) continue;
				if (gridDim.y == 1) op.y[n * op.ldy + r] = (float)tot[ri * NV + n];
				else op.ws[((i64)blockIdx.y * op.nv + n) * rows + r] = tot[ri * NV + n];
			}
		}
		__syncthreads();
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
