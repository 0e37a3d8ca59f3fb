// lowbit's CUDA emulator: the CUDA built-ins lowbit's kernels use, for compiling them as host C++
// (g++ -DLOWBIT_EMU -include emu_shim.h). A launch runs the grid's CTAs one after another; the
// threads of a CTA are real threads (a pool), so __syncthreads is a barrier and a warp shuffle is an
// exchange between the 32 threads of a warp. Shared memory is filled with a NaN pattern before each
// CTA so that reading what was never written shows. Loads check their alignment.
//
// This is a test instrument: it checks the kernels' logic, indexing, synchronization and
// numerics on the CPU; it says nothing about speed.
#pragma once

#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#define LB_DEV inline
#define LB_NOINLINE __attribute__((noinline))
#define LB_KERNEL extern "C" void
#define LB_TABLE const
#define __shared__ static
#define LB_DYN_SMEM(T, name) T* name = (T*)emu_dyn_smem()

struct dim3 {
	unsigned x, y, z;
};
struct float2 {
	float x, y;
};
struct float4 {
	float x, y, z, w;
};
struct uint2 {
	unsigned x, y;
};
struct uint4 {
	unsigned x, y, z, w;
};
static inline float2 make_float2(float x, float y) { return float2{x, y}; }

inline thread_local dim3 threadIdx, blockIdx;
inline dim3 blockDim, gridDim;

// ---- arithmetic: IEEE single precision, one rounding per operation (-ffp-contract=off) ----
static inline float __fmul_rn(float a, float b) { return a * b; }
static inline float __fadd_rn(float a, float b) { return a + b; }
static inline float __fsub_rn(float a, float b) { return a - b; }
static inline float __fmaf_rn(float a, float b, float c) { return std::fmaf(a, b, c); }
static inline float __uint_as_float(unsigned u) {
	float f;
	std::memcpy(&f, &u, 4);
	return f;
}
static inline float __int_as_float(int u) { return __uint_as_float((unsigned)u); }
static inline unsigned __float_as_uint(float f) {
	unsigned u;
	std::memcpy(&u, &f, 4);
	return u;
}
static inline int __float_as_int(float f) { return (int)__float_as_uint(f); }
static inline float __int2float_rn(int v) { return (float)v; }
static inline float __uint2float_rn(unsigned v) { return (float)v; }
static inline float __ll2float_rn(long long v) { return (float)v; }
static inline float __ull2float_rn(unsigned long long v) { return (float)v; }
static inline float __double2float_rn(double v) { return (float)v; }

// binary16 → float32, exact (as core.FP16ToFP32).
static inline float emu_f16_to_f32(unsigned short h) {
	unsigned sign = (unsigned)(h & 0x8000) << 16, exp = (h >> 10) & 0x1f, man = h & 0x3ff;
	if (exp == 0x1f) return __uint_as_float(sign | 0x7f800000u | (man << 13) | (man ? 0x00400000u : 0));
	if (exp != 0) return __uint_as_float(sign | ((exp + 112) << 23) | (man << 13));
	if (man == 0) return __uint_as_float(sign);
	return __uint_as_float(sign | __float_as_uint((float)man * (1.0f / 16777216.0f)));
}

// float32 → nearest binary16 (ties to even) → float32 (as core.FP32ToFP16 then FP16ToFP32).
static inline float emu_round_f16(float f) {
	unsigned w = __float_as_uint(f), sign = (w >> 16) & 0x8000, a = w & 0x7fffffff;
	unsigned short h;
	if (a > 0x7f800000u) {
		h = (unsigned short)(sign | 0x7e00);
	} else if (a >= 0x477ff000u) {
		h = (unsigned short)(sign | 0x7c00);
	} else if (a >= 0x38800000u) {
		unsigned v = a - (112u << 23);
		v += 0xfff + ((v >> 13) & 1);
		h = (unsigned short)(sign | (v >> 13));
	} else if (a < 0x33000000u) {
		h = (unsigned short)sign;
	} else {
		unsigned exp = a >> 23, man = (a & 0x7fffff) | 0x800000, shift = 126 - exp;
		unsigned drop = man & ((1u << shift) - 1), half = 1u << (shift - 1), r = man >> shift;
		if (drop > half || (drop == half && (r & 1))) r++;
		h = (unsigned short)(sign | r);
	}
	return emu_f16_to_f32(h);
}

static inline void emu_check_align(const void* p, unsigned n) {
	if ((uintptr_t)p % n != 0) {
		std::fprintf(stderr, "lowbit emu: misaligned %u-byte load at %p (block %u, thread %u)\n", n, p, blockIdx.x, threadIdx.x);
		std::abort();
	}
}

// ---- the CTA: a pool of threads, barriers, shuffles ----

struct EmuBarrier {
	std::mutex mu;
	std::condition_variable cv;
	unsigned n = 0, count = 0, gen = 0;
	void reset(unsigned parties) {
		n = parties;
		count = 0;
	}
	void wait() {
		std::unique_lock<std::mutex> l(mu);
		unsigned g = gen;
		if (++count == n) {
			count = 0;
			gen++;
			cv.notify_all();
			return;
		}
		if (!cv.wait_for(l, std::chrono::seconds(120), [&] { return gen != g; })) {
			std::fprintf(stderr, "lowbit emu: barrier timeout (a __syncthreads or shuffle not reached by every thread) in block %u thread %u\n",
			             blockIdx.x, threadIdx.x);
			std::abort();
		}
	}
};

struct EmuCTA {
	EmuBarrier block;
	EmuBarrier warp[32];
	float fslot[32][32];
	std::vector<unsigned char> smem;
};
inline EmuCTA* emu_cta;

static inline void __syncthreads() { emu_cta->block.wait(); }
static inline void* emu_dyn_smem() { return emu_cta->smem.data(); }

static inline float emu_shfl_xor_f(float v, int m) {
	const unsigned w = threadIdx.x / 32, l = threadIdx.x % 32;
	emu_cta->fslot[w][l] = v;
	emu_cta->warp[w].wait();
	const float r = emu_cta->fslot[w][l ^ (unsigned)m];
	emu_cta->warp[w].wait();
	return r;
}

// The thread pool lives in the emulator library (libemu.cpp), which outlives every module:
// emu_run_threads runs fn(arg, tid) for tid < n on n threads and waits for all of them.
extern "C" void emu_run_threads(unsigned n, void (*fn)(void*, unsigned), void* arg);

template <class... A, std::size_t... I>
static void emu_call(void (*k)(A...), void** params, std::index_sequence<I...>) {
	k(*(std::remove_reference_t<A>*)params[I]...);
}

// emu_launch runs a kernel over the grid. Returns 0, or 1 for a launch the device would refuse.
template <class... A>
static int emu_launch(void (*k)(A...), const unsigned* grid, const unsigned* block, unsigned smem, void** params) {
	const unsigned nt = block[0] * block[1] * block[2];
	if (nt == 0 || nt > 1024 || block[0] % 32 != 0 || block[1] != 1 || block[2] != 1 || grid[2] != 1) return 1;
	EmuCTA cta;
	emu_cta = &cta;
	blockDim = dim3{block[0], 1, 1};
	gridDim = dim3{grid[0], grid[1], 1};
	cta.block.reset(nt);
	for (unsigned w = 0; w < nt / 32; w++) cta.warp[w].reset(32);
	cta.smem.assign(smem + 16, 0xff); // NaN pattern for floats and doubles
	for (unsigned by = 0; by < grid[1]; by++)
		for (unsigned bx = 0; bx < grid[0]; bx++) {
			std::memset(cta.smem.data(), 0xff, cta.smem.size());
			auto body = [&](unsigned tid) {
				threadIdx = dim3{tid, 0, 0};
				blockIdx = dim3{bx, by, 0};
				emu_call(k, params, std::index_sequence_for<A...>{});
			};
			emu_run_threads(nt, [](void* b, unsigned tid) { (*(decltype(body)*)b)(tid); }, &body);
		}
	emu_cta = nullptr;
	return 0;
}

#define LB_EMU_EXPORT(name)                                                                                \
	extern "C" int lbemu_##name(const unsigned* grid, const unsigned* block, unsigned smem, void** params) { \
		return emu_launch(name, grid, block, smem, params);                                                \
	}
