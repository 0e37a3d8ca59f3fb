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
