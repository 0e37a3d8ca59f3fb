// GEMV / GEMM (n ≤ 8) / dequantize for the column-packed formats (GPTQ, AWQ GEMM), templated on
// the tile decoder F (formats_parts.cuh).
//
// Work split. Lane l of every warp of CTA (bx, by) owns the NPT outputs starting at
// (32·bx + l)·NPT, so a warp reads 32·NPT consecutive outputs' words of one packed row at a time
// (coalesced). The input columns are split twice: across gridDim.y "K splits" of kchunk columns
// and, inside a split, across the CTA's warps (warp w takes units w, w + W, ...). Warps are reduced
// through shared memory in a fixed order; K splits write float64 partial sums to op.ws that
// lb_splitk_reduce adds in order (with one split the CTA writes y itself). x is staged in tiles of
// xt columns; every lane of a warp reads the same x value (a shared-memory broadcast).
//
// Numerics: a unit's KPU products per output are summed with FMAs into a fresh float32 partial,
// a lane adds its partials of the split in float32, warps and splits are added in float64.

template <class F, int NV>
LB_DEV void lb_cols_gemv(const LbArgs& A, const LbOp& op) {
	constexpr int NPT = F::NPT, KPU = F::KPU;
	LB_DYN_SMEM(float, xs);
	__shared__ double red[LB_MAX_WARPS * 32 * NPT];
	const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, W = blockDim.x >> 5;
	const i64 n0 = ((i64)blockIdx.x * 32 + lane) * NPT;
	const bool act = n0 < op.rows;
	const i64 kb = (i64)blockIdx.y * op.kchunk, ke = lb_min64(kb + op.kchunk, op.ucols);
	const int xt = (int)op.xt;
	typename F::State st;
	F::init(st);
	// A split is at most kchunk (≤ 2048, cuda/geometry.go) columns, so a float32 accumulator
	// takes at most kchunk/KPU/W unit partials.
	float acc[NPT][NV];
#pragma unroll
	for (int j = 0; j < NPT; j++)
#pragma unroll
		for (int n = 0; n < NV; n++) acc[j][n] = 0.0f;
	for (i64 c0 = kb; c0 < ke; c0 += xt) {
		const int len = (int)lb_min64(xt, ke - c0);
		__syncthreads();
		for (int i = threadIdx.x; i < NV * xt; i += blockDim.x) {
			const int v = i / xt, c = i - v * xt;
			xs[i] = (v < op.nv && c < len && c0 + c < op.cols) ? op.x[v * op.ldx + c0 + c] : 0.0f;
		}
		__syncthreads();
		if (!act) continue;
		const int units = len / KPU;
		for (int u = warp; u < units; u += W) {
			float v[KPU * NPT];
			F::dec(A, st, n0, c0 / KPU + u, v);
#pragma unroll
			for (int n = 0; n < NV; n++) {
				float p[NPT];
#pragma unroll
				for (int j = 0; j < NPT; j++) p[j] = 0.0f;
#pragma unroll
				for (int k = 0; k < KPU; k++) {
					const float xk = xs[n * xt + u * KPU + k];
#pragma unroll
					for (int j = 0; j < NPT; j++) p[j] = lb_fma(v[k * NPT + j], xk, p[j]);
				}
#pragma unroll
				for (int j = 0; j < NPT; j++) acc[j][n] = __fadd_rn(acc[j][n], p[j]);
			}
		}
	}
	// Reduce the warps in float64, one vector at a time (the buffer holds NPT values per lane
	// and warp).
#pragma unroll
	for (int n = 0; n < NV; n++) {
		if (n >= op.nv) break; // uniform: padding vectors are not written
		__syncthreads();
#pragma unroll
		for (int j = 0; j < NPT; j++) red[(warp * 32 + lane) * NPT + j] = (double)acc[j][n];
		__syncthreads();
		if (warp == 0 && act) {
#pragma unroll
			for (int j = 0; j < NPT; j++) {
				double s = 0.0;
				for (int w = 0; w < W; w++) s += red[(w * 32 + lane) * NPT + j];
				const i64 o = n0 + j;
				if (o >= op.rows) break;
				if (gridDim.y == 1) op.y[n * op.ldy + o] = (float)s;
				else op.ws[((i64)blockIdx.y * op.nv + n) * op.rows + o] = s;
			}
		}
	}
}

// Dequantize: y[n·cols + k] = W[n][k], one unit tile per thread.
template <class F>
LB_DEV void lb_cols_dequant(const LbArgs& A, const LbOp& op) {
	constexpr int NPT = F::NPT, KPU = F::KPU;
	const i64 nt = (op.rows + NPT - 1) / NPT, units = op.ucols / KPU, total = nt * units;
	for (i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x; t < total; t += (i64)gridDim.x * blockDim.x) {
		const i64 ku = t / nt, n0 = (t - ku * nt) * NPT;
		typename F::State st;
		F::init(st);
		float v[KPU * NPT];
		F::dec(A, st, n0, ku, v);
#pragma unroll
		for (int k = 0; k < KPU; k++) {
			const i64 kk = ku * KPU + k;
			if (kk >= op.cols) break;
#pragma unroll
			for (int j = 0; j < NPT; j++)
				if (n0 + j < op.rows) op.y[(n0 + j) * op.cols + kk] = v[k * NPT + j];
		}
	}
}
