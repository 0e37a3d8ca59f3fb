// Format-independent kernels: the split-K reduction, the SiLU·up product of the unfused gate/up
// path, and the plain streaming read the benchmark measures the device's read bandwidth with.

// y[v·ldy + n] = Σ_s ws[(s·nv + v)·rows + n] for s = 0 … ks−1, in that order.
LB_KERNEL lb_splitk_reduce(LbOp op) {
	const i64 total = op.nv * op.rows;
	for (i64 i = (i64)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += (i64)gridDim.x * blockDim.x) {
		const i64 v = i / op.rows, n = i - v * op.rows;
		double s = 0.0;
		// Unrolled so that eight loads are in flight; the sum keeps its order.
#pragma unroll 8
		for (i64 k = 0; k < op.ks; k++) s += op.ws[(k * op.nv + v) * op.rows + n];
		op.y[v * op.ldy + n] = (float)s;
	}
}

// y[i] = silu(g[i])·u[i] (g = op.x, u = op.x + op.ldx), as core.GEMVGateUpSiLU.
LB_KERNEL lb_silu_mul_k(LbOp op) {
	for (i64 i = (i64)blockIdx.x * blockDim.x + threadIdx.x; i < op.rows; i += (i64)gridDim.x * blockDim.x)
		op.y[i] = lb_silu_mul(op.x[i], op.x[op.ldx + i]);
}

// Reads n16 16-byte words with four loads in flight per thread and a grid-wide stride; the XOR of
// everything goes to out[blockIdx.x] only if it equals a value no sane input gives, so the loads
// cannot be optimized away and nothing is written.
LB_KERNEL lb_stream_read(const uint4* p, i64 n16, u32* out) {
	u32 acc = 0;
	const i64 stride = (i64)gridDim.x * blockDim.x;
	i64 i = (i64)blockIdx.x * blockDim.x + threadIdx.x;
	for (; i + 3 * stride < n16; i += 4 * stride) {
		const uint4 a = lb_ld128((const u8*)(p + i)), b = lb_ld128((const u8*)(p + i + stride));
		const uint4 c = lb_ld128((const u8*)(p + i + 2 * stride)), d = lb_ld128((const u8*)(p + i + 3 * stride));
		acc ^= a.x ^ a.y ^ a.z ^ a.w ^ b.x ^ b.y ^ b.z ^ b.w ^ c.x ^ c.y ^ c.z ^ c.w ^ d.x ^ d.y ^ d.z ^ d.w;
	}
	for (; i < n16; i += stride) {
		const uint4 a = lb_ld128((const u8*)(p + i));
		acc ^= a.x ^ a.y ^ a.z ^ a.w;
	}
	if (acc == 0x9e3779b9u && out != nullptr) out[blockIdx.x] = acc;
}

LB_DEV bool lb_finite(float x) { return (__float_as_uint(x) & 0x7f800000u) != 0x7f800000u; }

// 8-bit activations (gemv_q8.cuh): rounds op.nv vectors x of op.cols values (row stride op.ldx;
// cols a multiple of 32) to Q8_0 exactly as core's ActivationsQ8 does — the registry's Q8_0
// encoder, ggml's quantize_row_q8_0_ref: per block of 32, d = max|x|/127, q = roundf(x·(1/d)),
// the scale kept as fp16. One warp per block, lane = element. For vector v and block b (nb =
// cols/32 blocks a vector) it writes the codes to qx[v·cols + 32b …], {float32 d, int16 Σq of
// values 0…15, int16 Σq of values 16…31} to qi[8(v·nb + b) …] and, when xh is set, x̂ = d·q
// to xh[v·cols + 32b …]. *status |= 1 for an x that is not finite, 2 for a scale past fp16's range
// (the codes are then unspecified; the host reports the error).
LB_KERNEL lb_quantize_q8(LbOp op, u8* qx, u8* qi, float* xh, u32* status) {
	lb_grid_release(); // the product after it decodes its first weights meanwhile
	const int lane = threadIdx.x & 31;
	const i64 nb = op.cols / 32, total = op.nv * nb, warps = (i64)gridDim.x * (blockDim.x >> 5);
	for (i64 t = (i64)blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5); t < total; t += warps) {
		const i64 v = t / nb, b = t - v * nb, e = v * op.cols + 32 * b + lane;
		const float x = op.x[v * op.ldx + 32 * b + lane];
		u32 bad = lb_finite(x) ? 0u : 1u;
		float a = bad ? 0.0f : fabsf(x);
#pragma unroll
		for (int m = 16; m > 0; m >>= 1) a = fmaxf(a, lb_shfl_xor_f(a, m));
		const float d = __fdiv_rn(a, 127.0f);
		const float id = d != 0.0f ? __fdiv_rn(1.0f, d) : 0.0f;
		const float qf = bad ? 0.0f : roundf(__fmul_rn(x, id));
		const float dh = lb_round_f16(d);
		if (!lb_finite(dh)) bad |= 2u;
		qx[e] = (u8)(i8)(i32)qf;
		float s = qf; // Σq of each half, exact in float32 (|Σ| ≤ 2032)
#pragma unroll
		for (int m = 8; m > 0; m >>= 1) s = __fadd_rn(s, lb_shfl_xor_f(s, m));
		u8* info = qi + 8 * (v * nb + b);
		if (lane == 0) *(float*)info = dh;
		if ((lane & 15) == 0) *(i16*)(info + 4 + (lane >> 3)) = (i16)(i32)s;
		if (xh != nullptr) xh[e] = __fmul_rn(dh, qf);
		if (bad) lb_atomic_or(status, bad);
	}
}
