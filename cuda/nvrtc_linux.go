//go:build linux

package cuda

import (
	"fmt"
	"strings"
	"sync"
	"unsafe"

	"github.com/ebitengine/purego"
)

// NVRTC through purego: no cgo, no link-time dependency. The library is searched as
// nvrtcCandidates says, loaded once, and every entry point is resolved with Dlsym; a missing
// library or symbol is an error naming what was tried.

type nvrtcAPI struct {
	path         string
	major, minor int

	version            func(major, minor *int32) int32
	getErrorString     func(r int32) uintptr
	createProgram      func(prog *uintptr, src *byte, name *byte, numHeaders int32, headers, includeNames uintptr) int32
	compileProgram     func(prog uintptr, numOptions int32, options uintptr) int32
	destroyProgram     func(prog *uintptr) int32
	getProgramLogSize  func(prog uintptr, n *uint64) int32
	getProgramLog      func(prog uintptr, log *byte) int32
	getPTXSize         func(prog uintptr, n *uint64) int32
	getPTX             func(prog uintptr, ptx *byte) int32
	getCUBINSize       func(prog uintptr, n *uint64) int32 // nil before NVRTC 11.1
	getCUBIN           func(prog uintptr, cubin *byte) int32
	getNumSupportedArc func(n *int32) int32 // nil before NVRTC 11.2
	getSupportedArchs  func(archs *int32) int32
}

var (
	nvrtcOnce sync.Once
	nvrtcLib  *nvrtcAPI
	nvrtcErr  error
)

// loadNVRTC loads NVRTC once; the error says where it looked.
func loadNVRTC() (*nvrtcAPI, error) {
	nvrtcOnce.Do(func() { nvrtcLib, nvrtcErr = openNVRTC(nvrtcCandidates(hostSearchEnv())) })
	return nvrtcLib, nvrtcErr
}

func openNVRTC(cands []string) (*nvrtcAPI, error) {
	var tried []string
	for _, p := range cands {
		h, err := purego.Dlopen(p, purego.RTLD_NOW|purego.RTLD_GLOBAL)
		if err != nil {
			if !strings.HasPrefix(p, "/") { // a bare name: the loader's path, say so briefly
				tried = append(tried, p+" (not on the loader path)")
			}
			continue
		}
		n, err := bindNVRTC(h, p)
		if err != nil {
			tried = append(tried, fmt.Sprintf("%s (%v)", p, err))
			continue
		}
		return n, nil
	}
	return nil, fmt.Errorf("%w: NVRTC (libnvrtc.so) not found: set LOWBIT_NVRTC, install the CUDA toolkit, or `pip install nvidia-cuda-nvrtc-cu12` (scripts/install-oracles.sh does, into .venv); tried %s",
		ErrNotAvailable, strings.Join(tried, ", "))
}

func bindNVRTC(h uintptr, path string) (*nvrtcAPI, error) {
	n := &nvrtcAPI{path: path}
	need := []struct {
		fn   any
		name string
	}{
		{&n.version, "nvrtcVersion"}, {&n.getErrorString, "nvrtcGetErrorString"},
		{&n.createProgram, "nvrtcCreateProgram"}, {&n.compileProgram, "nvrtcCompileProgram"},
		{&n.destroyProgram, "nvrtcDestroyProgram"}, {&n.getProgramLogSize, "nvrtcGetProgramLogSize"},
		{&n.getProgramLog, "nvrtcGetProgramLog"}, {&n.getPTXSize, "nvrtcGetPTXSize"}, {&n.getPTX, "nvrtcGetPTX"},
	}
	for _, s := range need {
		addr, err := purego.Dlsym(h, s.name)
		if err != nil {
			return nil, fmt.Errorf("symbol %s missing", s.name)
		}
		purego.RegisterFunc(s.fn, addr)
	}
	for _, s := range []struct {
		fn   any
		name string
	}{{&n.getCUBINSize, "nvrtcGetCUBINSize"}, {&n.getCUBIN, "nvrtcGetCUBIN"},
		{&n.getNumSupportedArc, "nvrtcGetNumSupportedArchs"}, {&n.getSupportedArchs, "nvrtcGetSupportedArchs"}} {
		if addr, err := purego.Dlsym(h, s.name); err == nil {
			purego.RegisterFunc(s.fn, addr)
		}
	}
	var maj, mnr int32
	if r := n.version(&maj, &mnr); r != 0 {
		return nil, fmt.Errorf("nvrtcVersion failed: %s", n.errString(r))
	}
	n.major, n.minor = int(maj), int(mnr)
	return n, nil
}

func (n *nvrtcAPI) errString(r int32) string {
	if n.getErrorString == nil {
		return fmt.Sprintf("nvrtcResult %d", r)
	}
	return fmt.Sprintf("%s (%d)", goString(n.getErrorString(r)), r)
}

// archs returns the real architectures this NVRTC can compile for (e.g. 80 for sm_80), or nil
// when it cannot say.
func (n *nvrtcAPI) archs() []int {
	if n.getNumSupportedArc == nil || n.getSupportedArchs == nil {
		return nil
	}
	var k int32
	if n.getNumSupportedArc(&k) != 0 || k <= 0 || k > 256 {
		return nil
	}
	a := make([]int32, k)
	if n.getSupportedArchs(&a[0]) != 0 {
		return nil
	}
	out := make([]int, k)
	for i, v := range a {
		out[i] = int(v)
	}
	return out
}

// compiled is one compiled module image.
type compiled struct {
	image []byte // CUBIN, or NUL-terminated PTX
	ptx   bool
	log   string // NVRTC's log (warnings, and with ptxas -v register and spill reports)
}

// compile compiles src (the module name is for messages) for arch (e.g. 90 for sm_90): CUBIN when
// this NVRTC can produce it for that arch, PTX for the newest virtual arch it knows otherwise.
// Extra options are appended to lowbit's. Errors carry NVRTC's log.
func (n *nvrtcAPI) compile(name, src string, arch int, extra []string) (*compiled, error) {
	target, ptx := n.target(arch)
	opts := append(compileOptions(target), extra...)
	prog, err := n.create(name, src)
	if err != nil {
		return nil, err
	}
	defer n.destroyProgram(&prog)
	blk, err := cmemGet()
	if err != nil {
		return nil, err
	}
	defer cmemPut(blk)
	off := 8 * len(opts)
	for i, o := range opts {
		var p uintptr
		if p, off, err = blk.cstr(off, o); err != nil {
			return nil, err
		}
		blk.putPtr(8*i, p)
	}
	r := n.compileProgram(prog, int32(len(opts)), blk.p)
	log := n.log(prog)
	if r != 0 {
		return nil, fmt.Errorf("NVRTC %d.%d: compiling module %s for %s failed: %s\n%s", n.major, n.minor, name, target, n.errString(r), log)
	}
	out := &compiled{ptx: ptx, log: log}
	if ptx {
		var sz uint64
		if r := n.getPTXSize(prog, &sz); r != 0 {
			return nil, fmt.Errorf("nvrtcGetPTXSize: %s", n.errString(r))
		}
		out.image = make([]byte, sz)
		if sz > 0 {
			if r := n.getPTX(prog, &out.image[0]); r != 0 {
				return nil, fmt.Errorf("nvrtcGetPTX: %s", n.errString(r))
			}
		}
		return out, nil
	}
	var sz uint64
	if r := n.getCUBINSize(prog, &sz); r != 0 || sz == 0 {
		return nil, fmt.Errorf("nvrtcGetCUBINSize: %s", n.errString(r))
	}
	out.image = make([]byte, sz)
	if r := n.getCUBIN(prog, &out.image[0]); r != 0 {
		return nil, fmt.Errorf("nvrtcGetCUBIN: %s", n.errString(r))
	}
	return out, nil
}

// target picks the -arch value: sm_XX when NVRTC supports it and can emit CUBIN, else compute_YY
// (PTX) for the newest arch ≤ XX it supports.
func (n *nvrtcAPI) target(arch int) (string, bool) {
	supported := n.archs()
	ok := n.getCUBIN != nil
	if supported != nil {
		ok = ok && containsInt(supported, arch)
	}
	if ok {
		return fmt.Sprintf("sm_%d", arch), false
	}
	best := arch
	if supported != nil {
		best = 0
		for _, a := range supported {
			if a <= arch && a > best {
				best = a
			}
		}
		if best == 0 {
			best = arch
		}
	}
	return fmt.Sprintf("compute_%d", best), true
}

func containsInt(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

func (n *nvrtcAPI) create(name, src string) (uintptr, error) {
	srcZ := append([]byte(src), 0)
	nameZ := append([]byte(name+".cu"), 0)
	var prog uintptr
	if r := n.createProgram(&prog, &srcZ[0], &nameZ[0], 0, 0, 0); r != 0 {
		return 0, fmt.Errorf("nvrtcCreateProgram: %s", n.errString(r))
	}
	return prog, nil
}

func (n *nvrtcAPI) log(prog uintptr) string {
	var sz uint64
	if n.getProgramLogSize(prog, &sz) != 0 || sz <= 1 {
		return ""
	}
	b := make([]byte, sz)
	if n.getProgramLog(prog, &b[0]) != 0 {
		return ""
	}
	return strings.TrimRight(string(b[:len(b)-1]), "\n\x00")
}

var _ = unsafe.Pointer(nil)
