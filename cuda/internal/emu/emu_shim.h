// lowbit's CUDA emulator: the CUDA built-ins lowbit's kernels use, for compiling them as host C++
// (g++ -DLOWBIT_EMU -include emu_shim.h). A launch runs the grid's CTAs one after another; the
// threads of a CTA are fibers, so __syncthreads is a barrier and a warp shuffle is an exchange
// between the 32 threads of a warp. Shared memory is filled with a NaN pattern before each CTA so
// that reading what was never written shows. Loads check their alignment.
//
// This is a test instrument: it checks the kernels' logic, indexing, synchronization and
// numerics on the CPU; it says nothing about speed.
#pragma once

#include <sys/mman.h>
#include <ucontext.h>

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
#define LB_KERNEL_MINB(m) extern "C" void
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

inline dim3 threadIdx, blockIdx; // the running fiber's
inline dim3 blockDim, gridDim;

// ---- arithmetic: IEEE single precision, one rounding per operation (-ffp-contract=off) ----
static inline float __fmul_rn(float a, float b) { return a * b; }
static inline float __fadd_rn(float a, float b) { return a + b; }
static inline float __fsub_rn(float a, float b) { return a - b; }
static inline float __fmaf_rn(float a, float b, float c) { return std::fmaf(a, b, c); }
static inline float __fdiv_rn(float a, float b) { return a / b; }
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

// ---- the CTA: one fiber per thread, barriers, shuffles ----
//
// A CTA's threads are fibers (ucontext) run round-robin on the launching OS thread: a fiber runs
// until it reaches a barrier (__syncthreads, or the warp barrier of a shuffle) and hands control
// back to the scheduler, which resumes the next runnable fiber; a barrier releases its fibers when
// the last one arrives. When no fiber can run and not all have finished, the kernel has a barrier
// some threads never reach: the emulator says so and aborts.

enum { EMU_RUN = 0, EMU_WAIT_BLOCK = 1, EMU_WAIT_WARP = 2, EMU_DONE = 3 };

struct EmuFiber {
	ucontext_t ctx;
	int state;
};

struct EmuCTA {
	unsigned nt = 0, cur = 0;
	unsigned blockArrived = 0, warpArrived[32] = {};
	std::vector<EmuFiber> f;
	ucontext_t sched;
	float fslot[32][32];
	std::vector<unsigned char> smem;
	void (*body)(void*) = nullptr;
	void* arg = nullptr;
};
inline EmuCTA* emu_cta;

static inline void emu_wait(int state) {
	EmuCTA& c = *emu_cta;
	c.f[c.cur].state = state;
	swapcontext(&c.f[c.cur].ctx, &c.sched);
}

static inline void __syncthreads() {
	EmuCTA& c = *emu_cta;
	if (++c.blockArrived == c.nt) {
		c.blockArrived = 0;
		for (auto& f : c.f)
			if (f.state == EMU_WAIT_BLOCK) f.state = EMU_RUN;
		return;
	}
	emu_wait(EMU_WAIT_BLOCK);
}

static inline void emu_warp_barrier() {
	EmuCTA& c = *emu_cta;
	const unsigned w = c.cur / 32;
	if (++c.warpArrived[w] == 32) {
		c.warpArrived[w] = 0;
		for (unsigned i = 32 * w; i < 32 * w + 32; i++)
			if (c.f[i].state == EMU_WAIT_WARP) c.f[i].state = EMU_RUN;
		return;
	}
	emu_wait(EMU_WAIT_WARP);
}

static inline void* emu_dyn_smem() { return emu_cta->smem.data(); }

static inline float emu_shfl_xor_f(float v, int m) {
	EmuCTA& c = *emu_cta;
	const unsigned w = c.cur / 32, l = c.cur % 32;
	c.fslot[w][l] = v;
	emu_warp_barrier();
	const float r = c.fslot[w][l ^ (unsigned)m];
	emu_warp_barrier();
	return r;
}

static void emu_fiber_entry() {
	EmuCTA& c = *emu_cta;
	c.body(c.arg);
	c.f[c.cur].state = EMU_DONE; // returning resumes the scheduler (uc_link)
}

// Stacks of the fibers: 256 KiB each, a PROT_NONE page below each, allocated once.
static inline char* emu_stack(unsigned i) {
	static std::vector<char*> stacks;
	const size_t size = 256 << 10, page = 4096;
	while (stacks.size() <= i) {
		char* m = (char*)mmap(nullptr, size + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (m == MAP_FAILED) {
			std::fprintf(stderr, "lowbit emu: cannot map a fiber stack\n");
			std::abort();
		}
		mprotect(m, page, PROT_NONE);
		stacks.push_back(m + page);
	}
	return stacks[i];
}

// emu_run_cta runs body(arg) as threads 0 … nt−1 of one CTA.
static void emu_run_cta(EmuCTA& c, unsigned nt, void (*body)(void*), void* arg) {
	c.nt = nt;
	c.body = body;
	c.arg = arg;
	c.blockArrived = 0;
	std::memset(c.warpArrived, 0, sizeof c.warpArrived);
	c.f.assign(nt, EmuFiber{});
	for (unsigned i = 0; i < nt; i++) {
		getcontext(&c.f[i].ctx);
		c.f[i].ctx.uc_stack.ss_sp = emu_stack(i);
		c.f[i].ctx.uc_stack.ss_size = 256 << 10;
		c.f[i].ctx.uc_link = &c.sched;
		makecontext(&c.f[i].ctx, emu_fiber_entry, 0);
		c.f[i].state = EMU_RUN;
	}
	for (;;) {
		bool ran = false, done = true;
		for (unsigned i = 0; i < nt; i++) {
			if (c.f[i].state == EMU_DONE) continue;
			done = false;
			if (c.f[i].state != EMU_RUN) continue;
			ran = true;
			c.cur = i;
			threadIdx = dim3{i, 0, 0};
			swapcontext(&c.sched, &c.f[i].ctx);
		}
		if (done) return;
		if (!ran) {
			unsigned b = 0, w = 0, d = 0;
			for (auto& f : c.f) b += f.state == EMU_WAIT_BLOCK, w += f.state == EMU_WAIT_WARP, d += f.state == EMU_DONE;
			std::fprintf(stderr,
			             "lowbit emu: deadlock in block (%u, %u): %u threads wait at __syncthreads, %u at a warp shuffle, %u have "
			             "returned (a barrier not every thread reaches)\n",
			             blockIdx.x, blockIdx.y, b, w, d);
			std::abort();
		}
	}
}

template <class... A, std::size_t... I>
static void emu_call(void (*k)(A...), void** params, std::index_sequence<I...>) {
	k(*(std::remove_reference_t<A>*)params[I]...);
}

// emu_launch runs a kernel over the grid, CTA after CTA. Returns 0, or 1 for a launch the
// device would refuse.
template <class... A>
static int emu_launch(void (*k)(A...), const unsigned* grid, const unsigned* block, unsigned smem, void** params) {
	const unsigned nt = block[0] * block[1] * block[2];
	if (nt == 0 || nt > 1024 || block[0] % 32 != 0 || block[1] != 1 || block[2] != 1 || grid[2] != 1) return 1;
	static EmuCTA cta;
	emu_cta = &cta;
	blockDim = dim3{block[0], 1, 1};
	gridDim = dim3{grid[0], grid[1], 1};
	cta.smem.assign(smem + 16, 0xff);
	struct Call {
		void (*k)(A...);
		void** params;
	} call{k, params};
	for (unsigned by = 0; by < grid[1]; by++)
		for (unsigned bx = 0; bx < grid[0]; bx++) {
			std::memset(cta.smem.data(), 0xff, cta.smem.size()); // NaN pattern for floats and doubles
			blockIdx = dim3{bx, by, 0};
			emu_run_cta(cta, nt, [](void* a) { emu_call(((Call*)a)->k, ((Call*)a)->params, std::index_sequence_for<A...>{}); }, &call);
		}
	emu_cta = nullptr;
	return 0;
}

#define LB_EMU_EXPORT(name)                                                                                \
	extern "C" int lbemu_##name(const unsigned* grid, const unsigned* block, unsigned smem, void** params) { \
		return emu_launch(name, grid, block, smem, params);                                                \
	}
