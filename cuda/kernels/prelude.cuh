// lowbit CUDA kernels: the prelude every module starts with.
//
// Types, exact-arithmetic helpers and memory helpers. NVRTC compiles the modules with
// --fmad=false, so no a*b+c in a decoder is ever contracted into an FMA: every product and sum
// rounds once, as the Go decoders do. Dot products ask for their FMAs explicitly (lb_fma).
//
// The same source also compiles as host C++ for lowbit's emulator (cuda/internal/emu), which
// defines LOWBIT_EMU and supplies the CUDA built-ins; everything below that the emulator cannot
// take verbatim (inline PTX) has a host branch here.

typedef unsigned char u8;
typedef signed char i8;
typedef unsigned short u16;
typedef short i16;
typedef unsigned int u32;
typedef int i32;
typedef unsigned long long u64;
typedef long long i64;

// Tuning knobs (LOWBIT_CUDA_DEFINES, cuda/geometry.go): LB_MINB, the CTAs of 256 threads an SM
// must be able to hold (2: ≤ 128 registers a thread); LB_STAGE, the x granules a thread loads at
// once when staging one vector of x in shared memory (gemv_rows.cuh; divided by the batch width).
#ifndef LB_MINB
#define LB_MINB 2
#endif
#ifndef LB_STAGE
#define LB_STAGE 8
#endif

#ifndef LOWBIT_EMU
#define LB_DEV __device__ __forceinline__
#define LB_NOINLINE __device__ __noinline__
#define LB_KERNEL extern "C" __global__ void __launch_bounds__(256, LB_MINB)
#define LB_KERNEL_MINB(m) extern "C" __global__ void __launch_bounds__(256, m)
#define LB_DYN_SMEM(T, name) extern __shared__ __align__(16) unsigned char lb_dyn_smem_[]; T* name = (T*)lb_dyn_smem_
#define LB_TABLE __device__ const
#endif

#define LB_MAX_WARPS 8 // blockDim.x <= 256

// Kernel arguments. Every field is 8 bytes wide (pointers, i64, or two 4-byte values) so that the
// Go side packs them without padding rules; cuda/params.go writes the same layout.
struct LbArgs {
	const u8* w;    // main stream: packed weights, rows of ms bytes (16-byte aligned rows)
	const u8* side; // side stream of split ggml blocks (rows of ss bytes), or nullptr
	const u8* sc;   // scales part
	const u8* bi;   // MLX biases part
	const u8* zp;   // zeros part (GPTQ/AWQ qzeros, compressed-tensors zero points)
	const u8* gidx; // int32 column -> group map, or nullptr
	i64 ms, ss;     // byte strides of a main / side row (part formats: main only)
	i64 scs;        // scales: elements per row (row-major scales) or per group row (GPTQ/AWQ)
	i64 zps;        // zeros: bytes per row (per group row for GPTQ/AWQ)
	i64 group;      // group size (part formats)
	i64 groups;     // groups per row (part formats)
	i64 sdt;        // scale dtype: 0 f32, 1 f16, 2 bf16
	i64 zoff;       // added to stored zeros (GPTQ v1: 1)
	i64 n;          // output columns N of a column-packed (GPTQ/AWQ GEMM) tensor
	float gscale;   // MLX nvfp4: float32(global/2688) when flags&1
	u32 flags;      // 1: global scale, 2: has zeros part, 4: has g_idx
};

// One operation: x holds nv vectors (stride ldx floats), y receives nv vectors (stride ldy).
struct LbOp {
	const float* x;
	float* y;
	double* ws; // split-K partial sums (column-packed kernels)
	i64 ldx, ldy;
	i64 rows;   // logical rows (outputs)
	i64 cols;   // logical columns (inputs)
	i64 ucols;  // columns rounded up to the kernel's unit
	i64 xt;     // x tile: columns staged in shared memory at a time
	i64 ks;     // row kernels: warps sharing one row group; column kernels: K splits
	i64 kchunk; // column kernels: columns per K split
	i64 flags;  // 1: x rows are 16-byte aligned
	i64 nv;     // number of vectors (≤ the kernel's width; the rest are zero padding)
	i64 passes; // row kernels: passes (row groups) per chunk of rows
};

// ---- exact conversions ----

LB_DEV float lb_u2f(u32 q) { // q < 2^23, exact, without I2F
	return __fsub_rn(__uint_as_float(0x4B000000u | q), 8388608.0f);
}
LB_DEV float lb_i2f(i32 v) { // |v| < 2^22, exact, without I2F
	return __fsub_rn(__uint_as_float((u32)(0x4B400000 + v)), 12582912.0f);
}

LB_DEV float lb_f16(u32 h) { // IEEE binary16 (low 16 bits) -> float32, exact
#ifdef LOWBIT_EMU
	return emu_f16_to_f32((u16)h);
#else
	float f;
	asm("{ .reg .b16 t; cvt.u16.u32 t, %1; cvt.f32.f16 %0, t; }" : "=f"(f) : "r"(h));
	return f;
#endif
}

LB_DEV float lb_bf16(u32 b) { return __uint_as_float((b & 0xffffu) << 16); }

// Round a float32 to the nearest binary16 value (ties to even), returned as float32.
LB_DEV float lb_round_f16(float v) {
#ifdef LOWBIT_EMU
	return emu_round_f16(v);
#else
	float f;
	asm("{ .reg .b16 t; cvt.rn.f16.f32 t, %1; cvt.f32.f16 %0, t; }" : "=f"(f) : "f"(v));
	return f;
#endif
}

// Round a float32 to the nearest bfloat16 (ties to even; NaN stays NaN, quiet), as
// core.FP32ToBF16.
LB_DEV float lb_round_bf16(float v) {
	u32 u = __float_as_uint(v);
	if ((u & 0x7fffffffu) > 0x7f800000u) return __uint_as_float((u & 0xffff0000u) | 0x00400000u);
	return __uint_as_float(((u + 0x7fffu + ((u >> 16) & 1u)) >> 16) << 16);
}

// A part's float element (sdt: 0 f32, 1 f16, 2 bf16).
LB_DEV float lb_scale_at(const u8* p, i64 i, i64 sdt) {
	if (sdt == 1) return lb_f16(((const u16*)p)[i]);
	if (sdt == 2) return lb_bf16(((const u16*)p)[i]);
	return ((const float*)p)[i];
}

// roundAs(sdt, v): the float32 v rounded to the scales' dtype.
LB_DEV float lb_round_as(float v, i64 sdt) {
	if (sdt == 1) return lb_round_f16(v);
	if (sdt == 2) return lb_round_bf16(v);
	return v;
}

LB_DEV float lb_flip(float v, u32 neg) { return __uint_as_float(__float_as_uint(v) ^ (neg << 31)); }

LB_DEV float lb_fma(float a, float b, float c) { return __fmaf_rn(a, b, c); }

// ---- loads (the emulator checks alignment) ----

LB_DEV u32 lb_ld8(const u8* p) { return *p; }
LB_DEV u32 lb_ld16(const u8* p) {
#ifdef LOWBIT_EMU
	emu_check_align(p, 2);
#endif
	return *(const u16*)p;
}
LB_DEV u32 lb_ld32(const u8* p) {
#ifdef LOWBIT_EMU
	emu_check_align(p, 4);
#endif
	return *(const u32*)p;
}
LB_DEV uint2 lb_ld64(const u8* p) {
#ifdef LOWBIT_EMU
	emu_check_align(p, 8);
#endif
	return *(const uint2*)p;
}
LB_DEV uint4 lb_ld128(const u8* p) {
#ifdef LOWBIT_EMU
	emu_check_align(p, 16);
#endif
	return *(const uint4*)p;
}
// Loads that stay in L1 in preference to others (L1::evict_last): data every warp re-reads.
LB_DEV uint4 lb_ld128_keep(const u8* p) {
#ifdef LOWBIT_EMU
	return lb_ld128(p);
#else
	uint4 v;
	asm volatile("ld.global.L1::evict_last.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p));
	return v;
#endif
}
LB_DEV uint2 lb_ld64_keep(const u8* p) {
#ifdef LOWBIT_EMU
	return lb_ld64(p);
#else
	uint2 v;
	asm volatile("ld.global.L1::evict_last.v2.u32 {%0, %1}, [%2];" : "=r"(v.x), "=r"(v.y) : "l"(p));
	return v;
#endif
}

// Small integers straight into floats: byte k (0–3) of w becomes the float 2^23 + byte (the byte in
// the mantissa of 2^23: one PRMT), so that one subtraction of 2^23 + offset gives byte − offset
// exactly.
LB_DEV float lb_byte_magic(u32 w, int k) {
#ifdef LOWBIT_EMU
	return __uint_as_float(0x4B000000u | ((w >> (8 * k)) & 0xffu));
#else
	return __uint_as_float(__byte_perm(w, 0x4B000000u, 0x7540u | (u32)k));
#endif
}

// Two 16-bit loads: a 32-bit little-endian word at a 2-byte aligned address.
LB_DEV u32 lb_ld32u2(const u8* p) { return lb_ld16(p) | (lb_ld16(p + 2) << 16); }

// Words of a 16-byte load as an array.
LB_DEV void lb_words(const uint4 v, u32* w) {
	w[0] = v.x;
	w[1] = v.y;
	w[2] = v.z;
	w[3] = v.w;
}

LB_DEV u32 lb_popc(u32 v) {
#ifdef LOWBIT_EMU
	return (u32)__builtin_popcount(v);
#else
	return __popc(v);
#endif
}

// ksigns_iq2xs[s]: a 7-bit sign code and its parity as the eighth sign.
LB_DEV u32 lb_ksigns(u32 s) { return s | ((lb_popc(s) & 1u) << 7); }

LB_DEV i64 lb_min64(i64 a, i64 b) { return a < b ? a : b; }

// ---- warp and epilogue helpers ----

LB_DEV float lb_shfl_xor_f(float v, int m) {
#ifdef LOWBIT_EMU
	return emu_shfl_xor_f(v, m);
#else
	return __shfl_xor_sync(0xffffffffu, v, m);
#endif
}

// ---- 8-bit activations (gemv_q8.cuh) ----

// c + the four products of the signed bytes of a and b (dp4a).
LB_DEV i32 lb_dp4a(u32 a, u32 b, i32 c) {
#ifdef LOWBIT_EMU
	for (int k = 0; k < 4; k++) c += (i32)(i8)(a >> (8 * k)) * (i32)(i8)(b >> (8 * k));
	return c;
#else
	i32 d;
	asm("dp4a.s32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
	return d;
#endif
}

// The same with the bytes of a unsigned (0…255).
LB_DEV i32 lb_dp4a_us(u32 a, u32 b, i32 c) {
#ifdef LOWBIT_EMU
	for (int k = 0; k < 4; k++) c += (i32)((a >> (8 * k)) & 0xffu) * (i32)(i8)(b >> (8 * k));
	return c;
#else
	i32 d;
	asm("dp4a.u32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
	return d;
#endif
}

// Byte k of the result is byte (s >> 4k) & 7 of the eight bytes {y, x} (x the low four). Callers
// keep bit 3 of every selector nibble clear (PRMT's sign-replication mode).
LB_DEV u32 lb_perm(u32 x, u32 y, u32 s) {
#ifdef LOWBIT_EMU
	const unsigned long long b = ((unsigned long long)y << 32) | x;
	u32 r = 0;
	for (int k = 0; k < 4; k++) r |= (u32)((b >> (8 * ((s >> (4 * k)) & 7u))) & 0xffu) << (8 * k);
	return r;
#else
	return __byte_perm(x, y, s);
#endif
}

// Programmatic dependent launch (sm_90+; Stream.launchDependent): lb_grid_wait blocks the thread
// until the stream's previous kernel has completed and its writes are visible (at once when the
// kernel was launched without it); lb_grid_release lets the next kernel start launching early.
LB_DEV void lb_grid_wait() {
#if !defined(LOWBIT_EMU) && __CUDA_ARCH__ >= 900
	asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
}
LB_DEV void lb_grid_release() {
#if !defined(LOWBIT_EMU) && __CUDA_ARCH__ >= 900
	asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
}

LB_DEV void lb_atomic_or(u32* p, u32 v) {
#ifdef LOWBIT_EMU
	*p |= v; // the emulator runs one thread at a time
#else
	atomicOr(p, v);
#endif
}

// silu(g)·u in float64, rounded once, as core.GEMVGateUpSiLU.
LB_DEV float lb_silu_mul(float g, float u) {
	const double gd = (double)g;
	return (float)(gd / (1.0 + exp(-gd)) * (double)u);
}
