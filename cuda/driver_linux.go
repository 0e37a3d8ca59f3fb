//go:build linux

package cuda

import (
	"fmt"
	"strings"
	"sync"
	"unsafe"

	"github.com/ebitengine/purego"
)

// The CUDA driver API (libcuda.so.1) through purego: no cgo, no link-time dependency. Functions
// whose ABI changed are bound by their current (_v2) names; every call's CUresult becomes an error
// through cuGetErrorName/cuGetErrorString. Loading happens once; without a driver or a device the
// result is an ErrNotAvailable error that says why, never a crash.

type (
	cuResult   int32
	cuDevice   int32
	cuContext  uintptr
	cuModule   uintptr
	cuFunction uintptr
	cuStream   uintptr
	cuEvent    uintptr
	cuDevPtr   uint64
)

// Driver constants (cuda.h).
const (
	cuAttrMultiprocessorCount  = 16
	cuAttrComputeMajor         = 75
	cuAttrComputeMinor         = 76
	cuAttrSmemPerBlockOptin    = 97
	cuAttrL2CacheSize          = 38
	cuAttrMemoryClockRate      = 36
	cuAttrGlobalMemoryBusWidth = 37

	cuFuncAttrSharedSizeBytes   = 1
	cuFuncAttrNumRegs           = 4
	cuFuncAttrMaxDynamicSmem    = 8
	cuFuncAttrLocalSizeBytes    = 3
	cuJitInfoLogBuffer          = 3
	cuJitInfoLogBufferSizeBytes = 4
	cuJitErrorLogBuffer         = 5
	cuJitErrorLogBufferSize     = 6

	cuStreamDefault = 0 // a blocking stream: ordered after the legacy default stream's work
	cuEventDefault  = 0

	cudaErrorNoDevice = 100
)

type driverAPI struct {
	path    string
	version int // cuDriverGetVersion, e.g. 12080

	cuInit                     func(flags uint32) cuResult
	cuDriverGetVersion         func(v *int32) cuResult
	cuDeviceGetCount           func(n *int32) cuResult
	cuDeviceGet                func(d *cuDevice, ordinal int32) cuResult
	cuDeviceGetName            func(name *byte, n int32, d cuDevice) cuResult
	cuDeviceGetAttribute       func(v *int32, attr int32, d cuDevice) cuResult
	cuDeviceTotalMem           func(bytes *uint64, d cuDevice) cuResult
	cuDevicePrimaryCtxRetain   func(ctx *cuContext, d cuDevice) cuResult
	cuDevicePrimaryCtxRelease  func(d cuDevice) cuResult
	cuCtxSetCurrent            func(ctx cuContext) cuResult
	cuCtxSynchronize           func() cuResult
	cuMemGetInfo               func(free, total *uint64) cuResult
	cuMemAlloc                 func(p *cuDevPtr, size uint64) cuResult
	cuMemFree                  func(p cuDevPtr) cuResult
	cuMemAllocHost             func(p *uintptr, size uint64) cuResult
	cuMemFreeHost              func(p uintptr) cuResult
	cuMemcpyHtoDAsync          func(dst cuDevPtr, src uintptr, n uint64, s cuStream) cuResult
	cuMemcpyDtoHAsync          func(dst uintptr, src cuDevPtr, n uint64, s cuStream) cuResult
	cuMemcpyDtoDAsync          func(dst, src cuDevPtr, n uint64, s cuStream) cuResult
	cuMemsetD8Async            func(dst cuDevPtr, v uint8, n uint64, s cuStream) cuResult
	cuStreamCreate             func(s *cuStream, flags uint32) cuResult
	cuStreamDestroy            func(s cuStream) cuResult
	cuStreamSynchronize        func(s cuStream) cuResult
	cuModuleLoadDataEx         func(m *cuModule, image *byte, n uint32, opts, vals uintptr) cuResult
	cuModuleUnload             func(m cuModule) cuResult
	cuModuleGetFunction        func(f *cuFunction, m cuModule, name *byte) cuResult
	cuFuncGetAttribute         func(v *int32, attr int32, f cuFunction) cuResult
	cuFuncSetAttribute         func(f cuFunction, attr int32, v int32) cuResult
	cuOccupancyMaxActiveBlocks func(n *int32, f cuFunction, block int32, smem uint64) cuResult
	cuLaunchKernel             func(f cuFunction, gx, gy, gz, bx, by, bz, smem uint32, s cuStream, params, extra uintptr) cuResult
	// cuLaunchKernelEx (CUDA 12+; nil when the driver lacks it): launches with attributes, here
	// programmatic dependent launch (launchDependent).
	cuLaunchKernelEx   func(config uintptr, f cuFunction, params, extra uintptr) cuResult
	cuEventCreate      func(e *cuEvent, flags uint32) cuResult
	cuEventRecord      func(e cuEvent, s cuStream) cuResult
	cuEventSynchronize func(e cuEvent) cuResult
	cuEventElapsedTime func(ms *float32, start, end cuEvent) cuResult
	cuEventDestroy     func(e cuEvent) cuResult
	cuGetErrorName     func(r cuResult, s *uintptr) cuResult
	cuGetErrorString   func(r cuResult, s *uintptr) cuResult
}

// driverSymbols lists the exact symbol each binding uses: the _v2 names where cuda.h maps the
// plain name to one (binding the plain name would get the old ABI, e.g. 32-bit device pointers).
func (d *driverAPI) symbols() []struct {
	fn   any
	name string
} {
	return []struct {
		fn   any
		name string
	}{
		{&d.cuInit, "cuInit"}, {&d.cuDriverGetVersion, "cuDriverGetVersion"},
		{&d.cuDeviceGetCount, "cuDeviceGetCount"}, {&d.cuDeviceGet, "cuDeviceGet"},
		{&d.cuDeviceGetName, "cuDeviceGetName"}, {&d.cuDeviceGetAttribute, "cuDeviceGetAttribute"},
		{&d.cuDeviceTotalMem, "cuDeviceTotalMem_v2"},
		{&d.cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain"},
		{&d.cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2"},
		{&d.cuCtxSetCurrent, "cuCtxSetCurrent"}, {&d.cuCtxSynchronize, "cuCtxSynchronize"},
		{&d.cuMemGetInfo, "cuMemGetInfo_v2"}, {&d.cuMemAlloc, "cuMemAlloc_v2"}, {&d.cuMemFree, "cuMemFree_v2"},
		{&d.cuMemAllocHost, "cuMemAllocHost_v2"}, {&d.cuMemFreeHost, "cuMemFreeHost"},
		{&d.cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2"}, {&d.cuMemcpyDtoHAsync, "cuMemcpyDtoHAsync_v2"},
		{&d.cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2"}, {&d.cuMemsetD8Async, "cuMemsetD8Async"},
		{&d.cuStreamCreate, "cuStreamCreate"}, {&d.cuStreamDestroy, "cuStreamDestroy_v2"},
		{&d.cuStreamSynchronize, "cuStreamSynchronize"},
		{&d.cuModuleLoadDataEx, "cuModuleLoadDataEx"}, {&d.cuModuleUnload, "cuModuleUnload"},
		{&d.cuModuleGetFunction, "cuModuleGetFunction"},
		{&d.cuFuncGetAttribute, "cuFuncGetAttribute"}, {&d.cuFuncSetAttribute, "cuFuncSetAttribute"},
		{&d.cuOccupancyMaxActiveBlocks, "cuOccupancyMaxActiveBlocksPerMultiprocessor"},
		{&d.cuLaunchKernel, "cuLaunchKernel"},
		{&d.cuEventCreate, "cuEventCreate"}, {&d.cuEventRecord, "cuEventRecord"},
		{&d.cuEventSynchronize, "cuEventSynchronize"}, {&d.cuEventElapsedTime, "cuEventElapsedTime"},
		{&d.cuEventDestroy, "cuEventDestroy_v2"},
		{&d.cuGetErrorName, "cuGetErrorName"}, {&d.cuGetErrorString, "cuGetErrorString"},
	}
}

var (
	driverOnce sync.Once
	driverLib  *driverAPI
	driverErr  error
)

// loadDriver loads and initializes the driver once.
func loadDriver() (*driverAPI, error) {
	driverOnce.Do(func() { driverLib, driverErr = openDriver(driverCandidates(hostSearchEnv())) })
	return driverLib, driverErr
}

func openDriver(cands []string) (*driverAPI, error) {
	var why []string
	for _, p := range cands {
		h, err := purego.Dlopen(p, purego.RTLD_NOW|purego.RTLD_GLOBAL)
		if err != nil {
			why = append(why, err.Error())
			continue
		}
		d := &driverAPI{path: p}
		var missing []string
		for _, s := range d.symbols() {
			addr, err := purego.Dlsym(h, s.name)
			if err != nil {
				missing = append(missing, s.name)
				continue
			}
			purego.RegisterFunc(s.fn, addr)
		}
		if len(missing) > 0 {
			why = append(why, fmt.Sprintf("%s lacks %s (driver too old?)", p, strings.Join(missing, ", ")))
			continue
		}
		if addr, err := purego.Dlsym(h, "cuLaunchKernelEx"); err == nil { // optional
			purego.RegisterFunc(&d.cuLaunchKernelEx, addr)
		}
		if r := d.cuInit(0); r != 0 {
			return nil, fmt.Errorf("%w: cuInit: %s", ErrNotAvailable, d.errText(r))
		}
		var v int32
		if d.cuDriverGetVersion(&v) == 0 {
			d.version = int(v)
		}
		var n int32
		if r := d.cuDeviceGetCount(&n); r != 0 {
			return nil, fmt.Errorf("%w: cuDeviceGetCount: %s", ErrNotAvailable, d.errText(r))
		}
		if n == 0 {
			return nil, fmt.Errorf("%w: the driver (%s) sees no CUDA device", ErrNotAvailable, p)
		}
		return d, nil
	}
	return nil, fmt.Errorf("%w: no CUDA driver: %s", ErrNotAvailable, strings.Join(why, "; "))
}

// errText is "CUDA_ERROR_X (description)" for a result code.
func (d *driverAPI) errText(r cuResult) string {
	var name, desc uintptr
	if d.cuGetErrorName == nil || d.cuGetErrorName(r, &name) != 0 {
		return fmt.Sprintf("CUresult %d", r)
	}
	n := goString(name)
	if d.cuGetErrorString != nil && d.cuGetErrorString(r, &desc) == 0 {
		return fmt.Sprintf("%s (%s)", n, goString(desc))
	}
	return n
}

// check turns a result into an error naming the call.
func (d *driverAPI) check(r cuResult, call string, args ...any) error {
	if r == 0 {
		return nil
	}
	if len(args) > 0 {
		call = fmt.Sprintf(call, args...)
	}
	return &DriverError{Call: call, Code: int(r), Text: d.errText(r)}
}

// DriverError is a failed driver call.
type DriverError struct {
	Call string // the call and its salient arguments
	Code int    // the CUresult
	Text string // its name and description
}

func (e *DriverError) Error() string { return fmt.Sprintf("cuda: %s: %s", e.Call, e.Text) }

// Is makes every DriverError match ErrDriver.
func (e *DriverError) Is(target error) bool { return target == ErrDriver }

// bytePtr is the address of a byte slice's first element (nil for an empty slice).
func bytePtr(b []byte) *byte {
	if len(b) == 0 {
		return nil
	}
	return unsafe.SliceData(b)
}
