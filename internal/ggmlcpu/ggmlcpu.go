// Package ggmlcpu runs ggml's CPU backend the way llama.cpp runs it, so that lowbit's CPU kernels
// can be timed and checked side by side with ggml's in one process (`lowbit bench`). It dlopens,
// with purego (no cgo), the build scripts/install-oracles.sh installs into .cache/oracles/ggml
// from the npm package @node-llama-cpp/linux-x64:
//
//   - libggml-base.so, and the best libggml-cpu-<variant>.so for this CPU, chosen as ggml's
//     backend registry chooses it (ggml_backend_load_best in ggml-backend-reg.cpp): every
//     libggml-cpu-*.so in the directory is opened, asked for ggml_backend_score (0 = this CPU
//     lacks the variant's instructions) and the highest score wins;
//   - the backend is built through that variant's ggml_backend_init (the registry entry point),
//     its device and ggml_backend_dev_init, like ggml_backend_init_by_type(CPU);
//   - weights go into the CPU backend's first "extra" buffer type that supports the mul_mat
//     (CPU_REPACK on x86: Q4_0, Q4_K, IQ4_NL, MXFP4, Q2_K on AVX-512, … are repacked into
//     interleaved rows when uploaded), exactly the test llama.cpp's weight_buft_supported does;
//     other weights go into the plain CPU buffer type;
//   - graphs run through ggml_backend_graph_compute on a persistent ggml_threadpool attached with
//     ggml_backend_cpu_set_threadpool (llama.cpp's default polling level 50).
//
// Like internal/ggmlref it is a measuring instrument, not part of lowbit's engine. A Lib is not
// safe for concurrent use.
package ggmlcpu

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"unsafe"

	"github.com/ebitengine/purego"
)

// TypeCount is GGML_TYPE_COUNT of the pinned build (see internal/ggmlref).
const TypeCount = 43

const (
	typeF32  = 0
	typeQ8_1 = 9
	typeQ8_K = 15
)

// ErrMissing is wrapped by Load's error when the library directory or libggml-base.so is absent.
var ErrMissing = errors.New("ggml CPU backend missing")

// VariantScore is one libggml-cpu-*.so and the score it gave this CPU (0: unusable here).
type VariantScore struct {
	File  string
	Score int
}

// Lib is ggml's CPU backend, loaded and initialised.
type Lib struct {
	Dir      string
	Variant  string         // file name of the chosen libggml-cpu-*.so
	Scores   []VariantScore // every candidate, best first
	Version  string         // ggml_version()
	Commit   string         // ggml_commit(), "" if the build lacks it
	Device   string         // ggml_backend_dev_description
	Features []string       // the variant's ggml_backend_get_features, "NAME=VALUE"
	Extra    []string       // names of the extra buffer types, in the order they are tried

	base, cpu    uintptr
	reg, dev     uintptr
	backend      uintptr
	cpuBuft      uintptr
	extraBufts   []uintptr
	pool         uintptr
	poolThreads  int
	tensorOH     uintptr
	fnGraphComp  uintptr
	traits       [TypeCount]typeTraits
	traitsCPU    [TypeCount]cpuTraits
	threadParams [1024]byte // struct ggml_threadpool_params is 528 bytes in this build

	ggmlInit          func(p initParams) uintptr
	ggmlFree          func(ctx uintptr)
	tensorOverhead    func() uintptr
	graphOverheadCust func(size uintptr, grads bool) uintptr
	newTensor2D       func(ctx uintptr, typ int32, ne0, ne1 int64) uintptr
	mulMat            func(ctx, a, b uintptr) uintptr
	newGraphCustom    func(ctx uintptr, size uintptr, grads bool) uintptr
	buildForward      func(g, t uintptr)
	nbytes            func(t uintptr) uintptr
	setName           func(t uintptr, name string) uintptr
	allocCtxTensors   func(ctx, buft uintptr) uintptr
	bufferFree        func(buf uintptr)
	bufferSize        func(buf uintptr) uintptr
	buftName          func(buft uintptr) string
	tensorSet         func(t uintptr, data unsafe.Pointer, off, size uintptr)
	tensorGet         func(t uintptr, data unsafe.Pointer, off, size uintptr)
	devSupportsOp     func(dev, op uintptr) bool
	devBufferType     func(dev uintptr) uintptr
	devInit           func(dev, params uintptr) uintptr
	devDescription    func(dev uintptr) string
	regDevCount       func(reg uintptr) uintptr
	regDevGet         func(reg, i uintptr) uintptr
	regProcAddress    func(reg uintptr, name string) uintptr
	backendFree       func(b uintptr)
	tpParamsInit      func(p unsafe.Pointer, n int32)
	tpNew             func(p unsafe.Pointer) uintptr
	tpFree            func(tp uintptr)
	cpuSetNThreads    func(b uintptr, n int32)
	cpuSetThreadpool  func(b, tp uintptr)
	logSet            func(cb, user uintptr)
	getTypeTraits     func(typ int32) *cTraits
	getTypeTraitsCPU  func(typ int32) *cCPUTraits
	getExtraBufts     func(dev uintptr) *uintptr
	getFeatures       func(reg uintptr) *cFeature
	typeName          func(typ int32) string
}

// initParams is struct ggml_init_params, passed by value.
type initParams struct {
	MemSize   uintptr
	MemBuffer uintptr
	NoAlloc   bool
	_         [7]byte
}

// cTraits mirrors struct ggml_type_traits (see internal/ggmlref, which checks the layout).
type cTraits struct {
	typeName           *byte
	blckSize           int64
	blckSizeInterleave int64
	typeSize           uintptr
	isQuantized        bool
	toFloat            uintptr
	fromFloatRef       uintptr
}

// cCPUTraits mirrors struct ggml_type_traits_cpu in ggml-cpu.h.
type cCPUTraits struct {
	fromFloat  uintptr
	vecDot     uintptr
	vecDotType int32
	nrows      int64
}

type cFeature struct{ name, value *byte }

type typeTraits struct {
	name      string
	blockSize int64
	typeSize  int64
	toFloat   uintptr
}

type cpuTraits struct {
	vecDot     uintptr
	vecDotType int32
}

var (
	loadMu  sync.Mutex
	loaded  = map[string]*Lib{}
	loadErr = map[string]error{}
)

// DefaultDir is $LOWBIT_GGML_DIR if set, else the directory of $LOWBIT_GGML_LIB if set, else
// <repo root>/.cache/oracles/ggml (the repo root: the nearest directory at or above the working
// directory holding go.mod).
func DefaultDir() string {
	if d := os.Getenv("LOWBIT_GGML_DIR"); d != "" {
		return d
	}
	if p := os.Getenv("LOWBIT_GGML_LIB"); p != "" {
		return filepath.Dir(p)
	}
	dir, err := os.Getwd()
	if err != nil {
		return filepath.Join(".cache", "oracles", "ggml")
	}
	start := dir
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			dir = start
			break
		}
		dir = parent
	}
	return filepath.Join(dir, ".cache", "oracles", "ggml")
}

// Load opens ggml's CPU backend from dir ("" = DefaultDir()). variant "" picks the best
// libggml-cpu-*.so by score; otherwise it names one ("haswell" or "libggml-cpu-haswell.so"), which
// must still score above 0. A directory is loaded once per process; later calls return the same
// Lib (or error), whatever variant they ask for.
func Load(dir, variant string) (*Lib, error) {
	if dir == "" {
		dir = DefaultDir()
	}
	abs, err := filepath.Abs(dir)
	if err == nil {
		dir = abs
	}
	loadMu.Lock()
	defer loadMu.Unlock()
	if l, ok := loaded[dir]; ok {
		return l, nil
	}
	if err, ok := loadErr[dir]; ok {
		return nil, err
	}
	l, err := load(dir, variant)
	if err != nil {
		loadErr[dir] = err
		return nil, err
	}
	loaded[dir] = l
	return l, nil
}

func load(dir, variant string) (*Lib, error) {
	basePath := filepath.Join(dir, "libggml-base"+libExt)
	if _, err := os.Stat(basePath); errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: %s (install it with scripts/install-oracles.sh, or point LOWBIT_GGML_DIR at a directory holding libggml-base.so and libggml-cpu-*.so)", ErrMissing, basePath)
	}
	l := &Lib{Dir: dir}
	var err error
	if l.base, err = dlopen(basePath); err != nil {
		return nil, fmt.Errorf("ggmlcpu: %s: %w", basePath, err)
	}
	if err := l.pickVariant(variant); err != nil {
		return nil, err
	}
	if err := l.bind(); err != nil {
		return nil, err
	}
	if err := l.initBackend(); err != nil {
		return nil, err
	}
	return l, nil
}

// pickVariant does what ggml_backend_load_best("cpu", …) does for one directory: every file named
// libggml-cpu-*.so is opened and scored; the best one stays open. Without any, libggml-cpu.so.
func (l *Lib) pickVariant(want string) error {
	entries, err := os.ReadDir(l.Dir)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrMissing, err)
	}
	if want != "" && !strings.HasPrefix(want, "libggml-cpu") {
		want = "libggml-cpu-" + want + libExt
	}
	best, bestScore := "", 0
	var bestHandle uintptr
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, "libggml-cpu-") || !strings.HasSuffix(name, libExt) {
			continue
		}
		h, err := dlopen(filepath.Join(l.Dir, name))
		if err != nil {
			l.Scores = append(l.Scores, VariantScore{name, -1})
			continue
		}
		score := 0
		if fn, err := dlsym(h, "ggml_backend_score"); err == nil {
			r, _, _ := purego.SyscallN(fn)
			score = int(int32(r))
		}
		l.Scores = append(l.Scores, VariantScore{name, score})
		pick := score > bestScore
		if want != "" {
			pick = name == want && score > 0
		}
		if pick {
			if bestHandle != 0 {
				dlclose(bestHandle)
			}
			best, bestScore, bestHandle = name, score, h
		} else {
			dlclose(h)
		}
	}
	sort.SliceStable(l.Scores, func(i, j int) bool { return l.Scores[i].Score > l.Scores[j].Score })
	if bestHandle == 0 && want != "" {
		return fmt.Errorf("ggmlcpu: variant %s is not in %s or does not run on this CPU (scores: %v)", want, l.Dir, l.Scores)
	}
	if bestHandle == 0 {
		p := filepath.Join(l.Dir, "libggml-cpu"+libExt)
		h, err := dlopen(p)
		if err != nil {
			return fmt.Errorf("%w: no libggml-cpu-*.so in %s runs on this CPU (scores: %v) and %s: %v", ErrMissing, l.Dir, l.Scores, p, err)
		}
		best, bestHandle = "libggml-cpu"+libExt, h
	}
	l.Variant, l.cpu = best, bestHandle
	return nil
}

func (l *Lib) bind() error {
	syms := []struct {
		lib  uintptr
		name string
		fn   any
	}{
		{l.base, "ggml_init", &l.ggmlInit},
		{l.base, "ggml_free", &l.ggmlFree},
		{l.base, "ggml_tensor_overhead", &l.tensorOverhead},
		{l.base, "ggml_graph_overhead_custom", &l.graphOverheadCust},
		{l.base, "ggml_new_tensor_2d", &l.newTensor2D},
		{l.base, "ggml_mul_mat", &l.mulMat},
		{l.base, "ggml_new_graph_custom", &l.newGraphCustom},
		{l.base, "ggml_build_forward_expand", &l.buildForward},
		{l.base, "ggml_nbytes", &l.nbytes},
		{l.base, "ggml_set_name", &l.setName},
		{l.base, "ggml_backend_alloc_ctx_tensors_from_buft", &l.allocCtxTensors},
		{l.base, "ggml_backend_buffer_free", &l.bufferFree},
		{l.base, "ggml_backend_buffer_get_size", &l.bufferSize},
		{l.base, "ggml_backend_buft_name", &l.buftName},
		{l.base, "ggml_backend_tensor_set", &l.tensorSet},
		{l.base, "ggml_backend_tensor_get", &l.tensorGet},
		{l.base, "ggml_backend_dev_supports_op", &l.devSupportsOp},
		{l.base, "ggml_backend_dev_buffer_type", &l.devBufferType},
		{l.base, "ggml_backend_dev_init", &l.devInit},
		{l.base, "ggml_backend_dev_description", &l.devDescription},
		{l.base, "ggml_backend_reg_dev_count", &l.regDevCount},
		{l.base, "ggml_backend_reg_dev_get", &l.regDevGet},
		{l.base, "ggml_backend_reg_get_proc_address", &l.regProcAddress},
		{l.base, "ggml_backend_free", &l.backendFree},
		{l.base, "ggml_threadpool_params_init", &l.tpParamsInit},
		{l.base, "ggml_log_set", &l.logSet},
		{l.base, "ggml_get_type_traits", &l.getTypeTraits},
		{l.base, "ggml_type_name", &l.typeName},
		{l.cpu, "ggml_threadpool_new", &l.tpNew},
		{l.cpu, "ggml_threadpool_free", &l.tpFree},
		{l.cpu, "ggml_backend_cpu_set_n_threads", &l.cpuSetNThreads},
		{l.cpu, "ggml_backend_cpu_set_threadpool", &l.cpuSetThreadpool},
		{l.cpu, "ggml_get_type_traits_cpu", &l.getTypeTraitsCPU},
	}
	for _, s := range syms {
		p, err := dlsym(s.lib, s.name)
		if err != nil {
			return fmt.Errorf("ggmlcpu: %s: %w", l.Variant, err)
		}
		purego.RegisterFunc(s.fn, p)
	}
	var err error
	if l.fnGraphComp, err = dlsym(l.base, "ggml_backend_graph_compute"); err != nil {
		return fmt.Errorf("ggmlcpu: %w", err)
	}
	var version func() string
	if p, err := dlsym(l.base, "ggml_version"); err == nil {
		purego.RegisterFunc(&version, p)
		l.Version = version()
	}
	if p, err := dlsym(l.base, "ggml_commit"); err == nil {
		purego.RegisterFunc(&version, p)
		l.Commit = version()
	}
	installLogger(l)
	for id := range TypeCount {
		if c := l.getTypeTraits(int32(id)); c != nil {
			l.traits[id] = typeTraits{name: cString(c.typeName), blockSize: c.blckSize, typeSize: int64(c.typeSize), toFloat: c.toFloat}
		}
		if c := l.getTypeTraitsCPU(int32(id)); c != nil {
			l.traitsCPU[id] = cpuTraits{vecDot: c.vecDot, vecDotType: c.vecDotType}
		}
	}
	// The layout checks ggmlref makes, on the two fields this package relies on.
	if t := l.traits[2]; t.name != "q4_0" || t.blockSize != 32 || t.typeSize != 18 {
		return fmt.Errorf("ggmlcpu: %s: q4_0 traits %+v: not the ggml build scripts/install-oracles.sh pins", l.Dir, t)
	}
	if t := l.traits[42]; t.name != "q2_0" || t.blockSize != 64 || t.typeSize != 18 {
		return fmt.Errorf("ggmlcpu: %s: type 42 traits %+v: not the ggml build scripts/install-oracles.sh pins", l.Dir, t)
	}
	l.tensorOH = l.tensorOverhead()
	return nil
}

func (l *Lib) initBackend() error {
	initFn, err := dlsym(l.cpu, "ggml_backend_init")
	if err != nil {
		return fmt.Errorf("ggmlcpu: %s has no ggml_backend_init: %w", l.Variant, err)
	}
	r, _, _ := purego.SyscallN(initFn)
	l.reg = r
	if l.reg == 0 || l.regDevCount(l.reg) == 0 {
		return fmt.Errorf("ggmlcpu: %s: ggml_backend_init gave no CPU device", l.Variant)
	}
	l.dev = l.regDevGet(l.reg, 0)
	l.Device = l.devDescription(l.dev)
	if l.backend = l.devInit(l.dev, 0); l.backend == 0 {
		return fmt.Errorf("ggmlcpu: %s: ggml_backend_dev_init failed", l.Variant)
	}
	l.cpuBuft = l.devBufferType(l.dev)
	if p := l.regProcAddress(l.reg, "ggml_backend_dev_get_extra_bufts"); p != 0 {
		purego.RegisterFunc(&l.getExtraBufts, p)
		if arr := l.getExtraBufts(l.dev); arr != nil {
			for i := 0; ; i++ {
				b := *(*uintptr)(unsafe.Add(unsafe.Pointer(arr), i*int(unsafe.Sizeof(uintptr(0)))))
				if b == 0 {
					break
				}
				l.extraBufts = append(l.extraBufts, b)
				l.Extra = append(l.Extra, l.buftName(b))
			}
		}
	}
	if p := l.regProcAddress(l.reg, "ggml_backend_get_features"); p != 0 {
		purego.RegisterFunc(&l.getFeatures, p)
		if f := l.getFeatures(l.reg); f != nil {
			for i := 0; ; i++ {
				e := (*cFeature)(unsafe.Add(unsafe.Pointer(f), i*int(unsafe.Sizeof(cFeature{}))))
				if e.name == nil {
					break
				}
				l.Features = append(l.Features, cString(e.name)+"="+cString(e.value))
			}
		}
	}
	return l.SetThreads(1)
}

// SetThreads gives the backend a new persistent threadpool of n threads (the calling thread is
// one of them), freeing the previous one. n ≤ 0 frees the pool without making another, so that no
// ggml thread polls while something else is measured; call SetThreads again before computing.
func (l *Lib) SetThreads(n int) error {
	if l.pool != 0 {
		l.cpuSetThreadpool(l.backend, 0) // pauses it
		l.tpFree(l.pool)
		l.pool, l.poolThreads = 0, 0
	}
	if n <= 0 {
		return nil
	}
	clear(l.threadParams[:])
	l.tpParamsInit(unsafe.Pointer(&l.threadParams[0]), int32(n))
	if l.pool = l.tpNew(unsafe.Pointer(&l.threadParams[0])); l.pool == 0 {
		return fmt.Errorf("ggmlcpu: ggml_threadpool_new(%d) failed", n)
	}
	l.poolThreads = n
	l.cpuSetNThreads(l.backend, int32(n))
	l.cpuSetThreadpool(l.backend, l.pool)
	return nil
}

// Threads is the size of the current threadpool (0: none).
func (l *Lib) Threads() int { return l.poolThreads }

// TypeName is ggml's name of a type id ("q4_K"), "" for ids it does not have.
func (l *Lib) TypeName(typ int) string {
	if typ < 0 || typ >= TypeCount {
		return ""
	}
	return l.traits[typ].name
}

// CanMulMat reports whether ggml's CPU backend multiplies weights of this type (it has a vec_dot
// for it). The activation-only Q8_1 and Q8_K are excluded.
func (l *Lib) CanMulMat(typ int) bool {
	if typ < 0 || typ >= TypeCount || typ == typeQ8_1 || typ == typeQ8_K {
		return false
	}
	return l.traits[typ].blockSize > 0 && l.traitsCPU[typ].vecDot != 0
}

// VecDotType is the type ggml's CPU backend converts f32 activations to before the dot products
// with weights of typ (Q8_0, Q8_1, Q8_K, F16, …), by ggml's name.
func (l *Lib) VecDotType(typ int) string {
	if typ < 0 || typ >= TypeCount {
		return ""
	}
	return l.TypeName(int(l.traitsCPU[typ].vecDotType))
}

// HasToFloat reports whether ggml has a to_float (dequantizer) for typ.
func (l *Lib) HasToFloat(typ int) bool {
	return typ >= 0 && typ < TypeCount && l.traits[typ].toFloat != 0
}

// ToFloat decodes len(dst) elements of typ from src with ggml's to_float (the function
// ggml_get_type_traits(typ)->to_float, which get_rows and llama.cpp's dequantization use). src
// must hold whole blocks for them; nothing is allocated.
func (l *Lib) ToFloat(typ int, src []byte, dst []float32) error {
	if !l.HasToFloat(typ) {
		return fmt.Errorf("ggmlcpu: ggml has no to_float for type %d (%s)", typ, l.TypeName(typ))
	}
	t := l.traits[typ]
	n := int64(len(dst))
	if n%t.blockSize != 0 || int64(len(src)) < n/t.blockSize*t.typeSize {
		return fmt.Errorf("ggmlcpu: %d %s elements need whole blocks and %d bytes, got %d", n, t.name, n/t.blockSize*t.typeSize, len(src))
	}
	if n == 0 {
		return nil
	}
	purego.SyscallN(t.toFloat, uintptr(unsafe.Pointer(&src[0])), uintptr(unsafe.Pointer(&dst[0])), uintptr(n))
	runtime.KeepAlive(src)
	runtime.KeepAlive(dst)
	return nil
}

// Close frees the threadpool and the backend. The libraries stay loaded.
func (l *Lib) Close() {
	_ = l.SetThreads(0)
	if l.backend != 0 {
		l.backendFree(l.backend)
		l.backend = 0
	}
	loadMu.Lock()
	delete(loaded, l.Dir)
	loadMu.Unlock()
}

func cString(p *byte) string {
	if p == nil {
		return ""
	}
	n := 0
	for *(*byte)(unsafe.Add(unsafe.Pointer(p), n)) != 0 {
		n++
	}
	return string(unsafe.Slice(p, n))
}
