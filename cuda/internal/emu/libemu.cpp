// lowbit's CUDA emulator library: the subset of the CUDA driver API (libcuda) and of NVRTC that
// lowbit's cuda package binds, implemented on the CPU, so that the package's real code paths —
// the purego bindings, the NVRTC compile and cache, parameter packing, layouts, launch geometry,
// and the kernels themselves — run in tests on machines without a GPU.
//
//   NVRTC   nvrtcCompileProgram writes the source to a temporary file and compiles it with the
//           host C++ compiler ($LOWBIT_EMU_CXX, default g++) as a shared library, with
//           -DLOWBIT_EMU and the shim header (emu_shim.h, found in $LOWBIT_EMU_SHIM) into
//           $LOWBIT_EMU_OUT (default $TMPDIR/lowbit-emu); the "CUBIN" it returns is that
//           library's path.
//   driver  one device ("lowbit CUDA emulator", sm_90, 4 SMs); memory is host memory, each
//           allocation ending at a PROT_NONE page so reads past it fault; copies are synchronous;
//           a module is the compiled library (dlopen), a kernel its lbemu_<name> launcher; launches
//           run synchronously, one at a time.
//
// Build: g++ -std=c++17 -O1 -fPIC -shared -pthread libemu.cpp -o libemu.so -ldl
#include <dlfcn.h>
#include <sys/mman.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

typedef int CUresult;
enum {
	OK = 0,
	ERR_INVALID_VALUE = 1,
	ERR_OUT_OF_MEMORY = 2,
	ERR_NOT_INITIALIZED = 3,
	ERR_INVALID_IMAGE = 200,
	ERR_INVALID_HANDLE = 400,
	ERR_NOT_FOUND = 500,
	ERR_LAUNCH_OUT_OF_RESOURCES = 701,
};

static const char* errName(CUresult r) {
	switch (r) {
	case OK: return "CUDA_SUCCESS";
	case ERR_INVALID_VALUE: return "CUDA_ERROR_INVALID_VALUE";
	case ERR_OUT_OF_MEMORY: return "CUDA_ERROR_OUT_OF_MEMORY";
	case ERR_NOT_INITIALIZED: return "CUDA_ERROR_NOT_INITIALIZED";
	case ERR_INVALID_IMAGE: return "CUDA_ERROR_INVALID_IMAGE";
	case ERR_INVALID_HANDLE: return "CUDA_ERROR_INVALID_HANDLE";
	case ERR_NOT_FOUND: return "CUDA_ERROR_NOT_FOUND";
	case ERR_LAUNCH_OUT_OF_RESOURCES: return "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES";
	}
	return nullptr;
}

static std::mutex mu;
static bool inited;
static const int kSMs = 4, kSmemOptin = 227 * 1024;

// ---- memory: every allocation ends at a guard page ----
struct Alloc {
	void* map;
	size_t mapSize;
};
static std::map<uint64_t, Alloc> allocs;
static std::map<uint64_t, size_t> hostAllocs;

static uint64_t guardedAlloc(size_t size) {
	const size_t page = (size_t)sysconf(_SC_PAGESIZE);
	size_t user = (size + 15) & ~(size_t)15;
	if (user == 0) user = 16;
	const size_t body = (user + page - 1) / page * page;
	void* m = mmap(nullptr, body + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (m == MAP_FAILED) return 0;
	mprotect((char*)m + body, page, PROT_NONE);
	const uint64_t p = (uint64_t)((char*)m + body - user);
	std::memset((void*)p, 0xa5, user); // device memory starts with garbage
	allocs[p] = Alloc{m, body + page};
	return p;
}

extern "C" {

CUresult cuGetErrorName(CUresult r, const char** s) {
	*s = errName(r);
	return *s ? OK : ERR_INVALID_VALUE;
}
CUresult cuGetErrorString(CUresult r, const char** s) {
	*s = errName(r) ? "emulated error" : nullptr;
	return *s ? OK : ERR_INVALID_VALUE;
}
CUresult cuInit(unsigned) {
	inited = true;
	return OK;
}
CUresult cuDriverGetVersion(int* v) {
	*v = 12090;
	return OK;
}
CUresult cuDeviceGetCount(int* n) {
	*n = inited ? 1 : 0;
	return inited ? OK : ERR_NOT_INITIALIZED;
}
CUresult cuDeviceGet(int* d, int ordinal) {
	if (ordinal != 0) return ERR_INVALID_VALUE;
	*d = 0;
	return OK;
}
CUresult cuDeviceGetName(char* name, int n, int) {
	std::snprintf(name, (size_t)n, "lowbit CUDA emulator");
	return OK;
}
CUresult cuDeviceGetAttribute(int* v, int attr, int) {
	switch (attr) {
	case 16: *v = kSMs; break;         // multiprocessors
	case 75: *v = 9; break;            // compute capability major
	case 76: *v = 0; break;            // minor
	case 97: *v = kSmemOptin; break;   // shared memory per block, opt-in
	case 38: *v = 50 << 20; break;     // L2
	case 36: *v = 2619000; break;      // memory clock (kHz)
	case 37: *v = 5120; break;         // bus width
	default: *v = 0;
	}
	return OK;
}
CUresult cuDeviceTotalMem_v2(size_t* b, int) {
	*b = (size_t)16 << 30;
	return OK;
}
CUresult cuDevicePrimaryCtxRetain(void** ctx, int) {
	*ctx = (void*)0x1;
	return OK;
}
CUresult cuDevicePrimaryCtxRelease_v2(int) { return OK; }
CUresult cuCtxSetCurrent(void* ctx) { return ctx == (void*)0x1 ? OK : ERR_INVALID_HANDLE; }
CUresult cuCtxSynchronize() { return OK; }
CUresult cuMemGetInfo_v2(size_t* f, size_t* t) {
	*f = *t = (size_t)16 << 30;
	return OK;
}
CUresult cuMemAlloc_v2(uint64_t* p, size_t size) {
	std::lock_guard<std::mutex> l(mu);
	*p = guardedAlloc(size);
	return *p ? OK : ERR_OUT_OF_MEMORY;
}
CUresult cuMemFree_v2(uint64_t p) {
	std::lock_guard<std::mutex> l(mu);
	auto it = allocs.find(p);
	if (it == allocs.end()) return ERR_INVALID_VALUE; // not an allocation, or freed twice
	munmap(it->second.map, it->second.mapSize);
	allocs.erase(it);
	return OK;
}
CUresult cuMemAllocHost_v2(void** p, size_t size) {
	std::lock_guard<std::mutex> l(mu);
	*p = std::malloc(size ? size : 1);
	if (!*p) return ERR_OUT_OF_MEMORY;
	hostAllocs[(uint64_t)*p] = size;
	return OK;
}
CUresult cuMemFreeHost(void* p) {
	std::lock_guard<std::mutex> l(mu);
	if (!hostAllocs.erase((uint64_t)p)) return ERR_INVALID_VALUE;
	std::free(p);
	return OK;
}

// A device range must lie inside one allocation.
static bool devRange(uint64_t p, size_t n) {
	std::lock_guard<std::mutex> l(mu);
	auto it = allocs.upper_bound(p);
	if (it == allocs.begin()) return false;
	--it;
	const uint64_t end = (uint64_t)it->second.map + it->second.mapSize - (uint64_t)sysconf(_SC_PAGESIZE);
	return p >= it->first && p + n <= end;
}

CUresult cuMemcpyHtoDAsync_v2(uint64_t dst, const void* src, size_t n, void*) {
	if (!devRange(dst, n)) return ERR_INVALID_VALUE;
	std::memcpy((void*)dst, src, n);
	return OK;
}
CUresult cuMemcpyDtoHAsync_v2(void* dst, uint64_t src, size_t n, void*) {
	if (!devRange(src, n)) return ERR_INVALID_VALUE;
	std::memcpy(dst, (const void*)src, n);
	return OK;
}
CUresult cuMemcpyDtoDAsync_v2(uint64_t dst, uint64_t src, size_t n, void*) {
	if (!devRange(dst, n) || !devRange(src, n)) return ERR_INVALID_VALUE;
	std::memmove((void*)dst, (const void*)src, n);
	return OK;
}
CUresult cuMemsetD8Async(uint64_t dst, unsigned char v, size_t n, void*) {
	if (!devRange(dst, n)) return ERR_INVALID_VALUE;
	std::memset((void*)dst, v, n);
	return OK;
}

static std::atomic<int> nstreams{0};
CUresult cuStreamCreate(void** s, unsigned) {
	*s = (void*)(uintptr_t)(0x100 + nstreams++);
	return OK;
}
CUresult cuStreamDestroy_v2(void*) { return OK; }
CUresult cuStreamSynchronize(void*) { return OK; }

// ---- modules: the compiled shared library ----
struct Func {
	int (*launch)(const unsigned*, const unsigned*, unsigned, void**);
	int maxDyn;
	std::string name;
};
static std::vector<Func*> funcs;

CUresult cuModuleLoadDataEx(void** mod, const void* image, unsigned, void*, void*) {
	const char* path = (const char*)image;
	void* h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (!h) {
		std::fprintf(stderr, "lowbit emu: dlopen %s: %s\n", path, dlerror());
		return ERR_INVALID_IMAGE;
	}
	*mod = h;
	return OK;
}
// Modules stay loaded: the thread pool may still be running their code's frames.
CUresult cuModuleUnload(void*) { return OK; }
CUresult cuModuleGetFunction(void** f, void* mod, const char* name) {
	std::string sym = std::string("lbemu_") + name;
	void* p = dlsym(mod, sym.c_str());
	if (!p) return ERR_NOT_FOUND;
	std::lock_guard<std::mutex> l(mu);
	Func* fn = new Func{(int (*)(const unsigned*, const unsigned*, unsigned, void**))p, 48 * 1024, name};
	funcs.push_back(fn);
	*f = fn;
	return OK;
}
CUresult cuFuncGetAttribute(int* v, int attr, void*) {
	*v = attr == 4 ? 64 : 0; // registers; no static shared or local memory reported
	return OK;
}
CUresult cuFuncSetAttribute(void* f, int attr, int v) {
	if (attr == 8) { // max dynamic shared memory
		if (v > kSmemOptin) return ERR_INVALID_VALUE;
		((Func*)f)->maxDyn = v;
	}
	return OK;
}
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int* n, void*, int block, size_t smem) {
	*n = block > 0 ? (int)std::max<size_t>(1, std::min<size_t>(2048 / (size_t)block, smem ? kSmemOptin / smem : 64)) : 0;
	return OK;
}

static std::mutex launchMu;
static std::atomic<long> launches{0};

CUresult cuLaunchKernel(void* f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned smem,
                        void*, void** params, void** extra) {
	Func* fn = (Func*)f;
	if (!fn || extra != nullptr || params == nullptr) return ERR_INVALID_VALUE;
	if ((int)smem > fn->maxDyn) return ERR_INVALID_VALUE;
	if (gx == 0 || gy == 0 || gz == 0 || gy > 65535) return ERR_INVALID_VALUE;
	const unsigned grid[3] = {gx, gy, gz}, block[3] = {bx, by, bz};
	std::lock_guard<std::mutex> l(launchMu);
	launches++;
	return fn->launch(grid, block, smem, params) == 0 ? OK : ERR_LAUNCH_OUT_OF_RESOURCES;
}

// Events: wall-clock stamps (launches are synchronous).
CUresult cuEventCreate(void** e, unsigned) {
	*e = new std::chrono::steady_clock::time_point();
	return OK;
}
CUresult cuEventRecord(void* e, void*) {
	*(std::chrono::steady_clock::time_point*)e = std::chrono::steady_clock::now();
	return OK;
}
CUresult cuEventSynchronize(void*) { return OK; }
CUresult cuEventElapsedTime(float* ms, void* a, void* b) {
	auto d = *(std::chrono::steady_clock::time_point*)b - *(std::chrono::steady_clock::time_point*)a;
	*ms = std::chrono::duration<float, std::milli>(d).count();
	return OK;
}
CUresult cuEventDestroy_v2(void* e) {
	delete (std::chrono::steady_clock::time_point*)e;
	return OK;
}

// lbemu_stats reports launches so far (for tests).
long lbemu_launches() { return launches.load(); }

// ---- NVRTC ----
typedef int nvrtcResult;
struct Prog {
	std::string src, name, log, lib;
};
static std::atomic<int> nprogs{0};

nvrtcResult nvrtcVersion(int* major, int* minor) {
	*major = 99; // never shares a cache entry with a real NVRTC
	*minor = 0;
	return 0;
}
const char* nvrtcGetErrorString(nvrtcResult r) { return r == 0 ? "NVRTC_SUCCESS" : r == 6 ? "NVRTC_ERROR_COMPILATION" : "NVRTC_ERROR"; }
nvrtcResult nvrtcGetNumSupportedArchs(int* n) {
	*n = 4;
	return 0;
}
nvrtcResult nvrtcGetSupportedArchs(int* a) {
	a[0] = 80, a[1] = 86, a[2] = 89, a[3] = 90;
	return 0;
}
nvrtcResult nvrtcCreateProgram(void** prog, const char* src, const char* name, int, const char* const*, const char* const*) {
	Prog* p = new Prog();
	p->src = src;
	p->name = name ? name : "prog";
	*prog = p;
	return 0;
}
nvrtcResult nvrtcDestroyProgram(void** prog) {
	delete (Prog*)*prog;
	*prog = nullptr;
	return 0;
}

static std::string shellQuote(const std::string& s) {
	std::string out = "'";
	for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
	return out + "'";
}

nvrtcResult nvrtcCompileProgram(void* prog, int nopt, const char* const* opts) {
	Prog* p = (Prog*)prog;
	const char* shim = std::getenv("LOWBIT_EMU_SHIM");
	const char* cxx = std::getenv("LOWBIT_EMU_CXX");
	const char* tmp = std::getenv("TMPDIR");
	const char* out = std::getenv("LOWBIT_EMU_OUT");
	std::string dir = out && *out ? std::string(out) : std::string(tmp && *tmp ? tmp : "/tmp") + "/lowbit-emu";
	std::string cmdMk = "mkdir -p " + shellQuote(dir);
	if (std::system(cmdMk.c_str()) != 0) {
		p->log = "cannot create " + dir;
		return 6;
	}
	const int id = nprogs++;
	std::string base = dir + "/" + std::to_string(getpid()) + "-" + std::to_string(id);
	FILE* f = std::fopen((base + ".cu").c_str(), "w");
	if (!f) {
		p->log = "cannot write " + base + ".cu";
		return 6;
	}
	std::fwrite(p->src.data(), 1, p->src.size(), f);
	std::fclose(f);
	std::string defs;
	for (int i = 0; i < nopt; i++) {
		if (std::strncmp(opts[i], "-D", 2) == 0) defs += " " + shellQuote(opts[i]);
	}
	const char* opt = std::getenv("LOWBIT_EMU_OPT");
	std::string cmd = std::string(cxx && *cxx ? cxx : "g++") + " -std=c++17 " + (opt && *opt ? opt : "-O1") +
	                  " -g0 -fPIC -shared -pthread -ffp-contract=off -fno-strict-aliasing -Wno-unknown-pragmas -DLOWBIT_EMU" + defs +
	                  " -include " + shellQuote(std::string(shim ? shim : ".") + "/emu_shim.h") + " -x c++ " + shellQuote(base + ".cu") +
	                  " -o " + shellQuote(base + ".so") + " > " + shellQuote(base + ".log") + " 2>&1";
	const int rc = std::system(cmd.c_str());
	FILE* lf = std::fopen((base + ".log").c_str(), "r");
	if (lf) {
		char buf[4096];
		size_t n;
		while ((n = std::fread(buf, 1, sizeof buf, lf)) > 0) p->log.append(buf, n);
		std::fclose(lf);
	}
	if (rc != 0) {
		p->log = "emulator: " + cmd + "\n" + p->log;
		return 6;
	}
	p->lib = base + ".so";
	return 0;
}
nvrtcResult nvrtcGetProgramLogSize(void* prog, size_t* n) {
	*n = ((Prog*)prog)->log.size() + 1;
	return 0;
}
nvrtcResult nvrtcGetProgramLog(void* prog, char* log) {
	std::memcpy(log, ((Prog*)prog)->log.c_str(), ((Prog*)prog)->log.size() + 1);
	return 0;
}
// The "CUBIN" is the compiled library's path, NUL-terminated.
nvrtcResult nvrtcGetCUBINSize(void* prog, size_t* n) {
	*n = ((Prog*)prog)->lib.size() + 1;
	return ((Prog*)prog)->lib.empty() ? 1 : 0;
}
nvrtcResult nvrtcGetCUBIN(void* prog, char* out) {
	std::memcpy(out, ((Prog*)prog)->lib.c_str(), ((Prog*)prog)->lib.size() + 1);
	return 0;
}
nvrtcResult nvrtcGetPTXSize(void* prog, size_t* n) { return nvrtcGetCUBINSize(prog, n); }
nvrtcResult nvrtcGetPTX(void* prog, char* out) { return nvrtcGetCUBIN(prog, out); }

} // extern "C"
