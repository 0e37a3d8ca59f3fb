package main

/*
#define LOWBIT_BUILDING_LIBRARY
#include "lowbit.h"
*/
import "C"

import (
	"fmt"
	"sync/atomic"
	"unsafe"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/handle"
)

// device is what a lowbit_device* stands for: where lowbit_gemv and friends run. A CUDA device
// owns its cuda.Device and the cache of the tensors uploaded to it (capi/cuda.go); the CPU has
// neither.
type device struct {
	kind  C.int32_t
	index C.int32_t
	gpu   *gpuDevice    // LOWBIT_DEVICE_CUDA only
	act   atomic.Uint32 // LOWBIT_ACTIVATIONS_* (lowbit_device_set_activations)
}

// opts are the CPU products' options for the device's activation mode.
func (d *device) opts() core.MatVecOptions {
	return core.MatVecOptions{Activations: core.Activations(d.act.Load())}
}

var devices = handle.New("device", handleBase(4), func(d *device) {
	if d.gpu != nil {
		d.gpu.close()
	}
})

// deviceKinds names every LOWBIT_DEVICE_* value, for messages.
var deviceKinds = map[C.int32_t]string{
	C.LOWBIT_DEVICE_CPU: "CPU", C.LOWBIT_DEVICE_CUDA: "CUDA", C.LOWBIT_DEVICE_METAL: "Metal",
}

func getDevice(h C.uintptr_t) (*device, func(), error) {
	d, done, err := devices.Get(uintptr(h))
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %v", errInvalidHandle, err)
	}
	return d, done, nil
}

// withDevice resolves a device handle for the duration of fn.
func withDevice(h C.uintptr_t, fn func(*device) error) C.int {
	return call(func() error {
		d, done, err := getDevice(h)
		if err != nil {
			return err
		}
		defer done()
		return fn(d)
	})
}

// withDeviceModel resolves a device and a model handle for the duration of fn.
func withDeviceModel(dh, mh C.uintptr_t, fn func(*device, *model) error) C.int {
	return call(func() error {
		d, doneD, err := getDevice(dh)
		if err != nil {
			return err
		}
		defer doneD()
		m, doneM, err := models.Get(uintptr(mh))
		if err != nil {
			return fmt.Errorf("%w: %v", errInvalidHandle, err)
		}
		defer doneM()
		return fn(d, m)
	})
}

//export lowbit_device_open
func lowbit_device_open(kind, index C.int32_t, out *C.uintptr_t) C.int {
	return call(func() error {
		if out == nil {
			return argError("out is NULL")
		}
		d := &device{kind: kind, index: index}
		switch kind {
		case C.LOWBIT_DEVICE_CPU:
			if index != 0 {
				return fmt.Errorf("%w: CPU device index %d: there is one CPU device, index 0", core.ErrOutOfRange, index)
			}
		case C.LOWBIT_DEVICE_CUDA:
			g, err := openGPU(int(index))
			if err != nil {
				return err
			}
			d.gpu = g
		case C.LOWBIT_DEVICE_METAL:
			return fmt.Errorf("%w: %s devices are not available yet (LOWBIT_DEVICE_CPU and LOWBIT_DEVICE_CUDA are)", core.ErrUnsupported, deviceKinds[kind])
		default:
			return argError("device kind %d is not a LOWBIT_DEVICE_* value (LOWBIT_DEVICE_CPU = 0, _CUDA = 1, _METAL = 2)", kind)
		}
		*out = C.uintptr_t(devices.Add(d))
		return nil
	})
}

//export lowbit_device_free
func lowbit_device_free(h C.uintptr_t) C.int {
	return call(func() error {
		if h == 0 {
			return nil
		}
		if err := devices.Free(uintptr(h)); err != nil {
			return fmt.Errorf("%w: %v", errInvalidHandle, err)
		}
		return nil
	})
}

//export lowbit_device_set_activations
func lowbit_device_set_activations(h C.uintptr_t, mode C.int32_t) C.int {
	return withDevice(h, func(d *device) error {
		switch mode {
		case C.LOWBIT_ACTIVATIONS_F32, C.LOWBIT_ACTIVATIONS_Q8:
		default:
			return argError("activation mode %d: LOWBIT_ACTIVATIONS_F32 (0) or LOWBIT_ACTIVATIONS_Q8 (1)", mode)
		}
		d.act.Store(uint32(mode))
		return nil
	})
}

//export lowbit_device_set_threads
func lowbit_device_set_threads(h C.uintptr_t, n C.int) C.int {
	return withDevice(h, func(d *device) error {
		if d.gpu != nil {
			return nil // a GPU's parallelism is not a thread count: accepted and ignored
		}
		// The CPU engine has one worker pool and one thread count for the process.
		core.SetThreads(int(n))
		return nil
	})
}

// floats is the caller's n floats at p as a Go slice over the same memory (no copy); p may be
// NULL only when n is 0. The slice must not outlive the call.
func floats(p *C.float, n int64, what string) ([]float32, error) {
	if n == 0 {
		return nil, nil
	}
	if p == nil {
		return nil, argError("%s is NULL", what)
	}
	return unsafe.Slice((*float32)(unsafe.Pointer(p)), n), nil
}

// vecBuffers checks the caller's x (exactly n·cols values) and y (room for at least n·rows
// values) against tensor t and returns them as slices, y cut to n·rows.
func vecBuffers(m *model, t *core.Tensor, fn string, n int64, x *C.float, xLen C.size_t, y *C.float, yLen C.size_t) ([]float32, []float32, error) {
	rows, cols := t.Rows(), t.Cols()
	where := fmt.Sprintf("%s: %s: tensor %q (%s, shape %v: %d rows of %d)", m.Path, fn, t.Name, t.Format.Name, t.Shape, rows, cols)
	wantX := n * cols
	if uint64(xLen) != uint64(wantX) {
		if n == 1 {
			return nil, nil, argError("%s: x_len is %d, want the tensor's row length %d", where, uint64(xLen), wantX)
		}
		return nil, nil, argError("%s: x_len is %d, want n × cols = %d × %d = %d", where, uint64(xLen), n, cols, wantX)
	}
	wantY := n * rows
	if uint64(yLen) < uint64(wantY) {
		if n == 1 {
			return nil, nil, fmt.Errorf("%w: %s: y_len is %d, the result has %d values (one per row)", core.ErrBufferTooSmall, where, uint64(yLen), wantY)
		}
		return nil, nil, fmt.Errorf("%w: %s: y_len is %d, the result has n × rows = %d × %d = %d values", core.ErrBufferTooSmall, where, uint64(yLen), n, rows, wantY)
	}
	xs, err := floats(x, wantX, "x")
	if err != nil {
		return nil, nil, err
	}
	ys, err := floats(y, wantY, "y")
	if err != nil {
		return nil, nil, err
	}
	return xs, ys, nil
}

//export lowbit_gemv
func lowbit_gemv(dh, mh C.uintptr_t, tensor C.int64_t, x *C.float, xLen C.size_t, y *C.float, yLen C.size_t) C.int {
	return withDeviceModel(dh, mh, func(d *device, m *model) error {
		t, err := m.tensor(tensor)
		if err != nil {
			return err
		}
		xs, ys, err := vecBuffers(m, t, "lowbit_gemv", 1, x, xLen, y, yLen)
		if err != nil {
			return err
		}
		if d.gpu != nil {
			return d.gpu.gemm(m, t, xs, 1, ys, d.opts())
		}
		return core.GEMVWith(t, xs, ys, d.opts())
	})
}

//export lowbit_gemm
func lowbit_gemm(dh, mh C.uintptr_t, tensor C.int64_t, n C.int32_t, x *C.float, xLen C.size_t, y *C.float, yLen C.size_t) C.int {
	return withDeviceModel(dh, mh, func(d *device, m *model) error {
		t, err := m.tensor(tensor)
		if err != nil {
			return err
		}
		if n < 1 || n > maxGEMMBatch {
			return argError("lowbit_gemm: n is %d; it takes 1 to %d vectors (call it again for more)", n, maxGEMMBatch)
		}
		xs, ys, err := vecBuffers(m, t, "lowbit_gemm", int64(n), x, xLen, y, yLen)
		if err != nil {
			return err
		}
		if d.gpu != nil {
			return d.gpu.gemm(m, t, xs, int(n), ys, d.opts())
		}
		return core.GEMMWith(t, xs, int(n), ys, d.opts())
	})
}

// maxElems bounds the element counts a caller may claim (2^44: far beyond any real buffer, and
// small enough that a slice of 8-byte elements stays below Go's address-space limit).
const maxElems = 1 << 44

// maxGEMMBatch is the largest n lowbit_gemm takes (core.GEMM's limit).
const maxGEMMBatch = 8

//export lowbit_gemv_gate_up_silu
func lowbit_gemv_gate_up_silu(dh, mh C.uintptr_t, gateIndex, upIndex C.int64_t, x *C.float, xLen C.size_t, y *C.float, yLen C.size_t) C.int {
	return withDeviceModel(dh, mh, func(d *device, m *model) error {
		gate, err := m.tensor(gateIndex)
		if err != nil {
			return err
		}
		up, err := m.tensor(upIndex)
		if err != nil {
			return err
		}
		if gate.Rows() != up.Rows() || gate.Cols() != up.Cols() {
			return argError("%s: lowbit_gemv_gate_up_silu: gate tensor %q has shape %v (%d rows of %d), up tensor %q has shape %v (%d rows of %d); they must have the same rows and columns",
				m.Path, gate.Name, gate.Shape, gate.Rows(), gate.Cols(), up.Name, up.Shape, up.Rows(), up.Cols())
		}
		xs, ys, err := vecBuffers(m, gate, "lowbit_gemv_gate_up_silu", 1, x, xLen, y, yLen)
		if err != nil {
			return err
		}
		if d.gpu != nil {
			return d.gpu.gateUpSiLU(m, gate, up, xs, ys, d.opts())
		}
		return core.GEMVGateUpSiLUWith(gate, up, xs, ys, d.opts())
	})
}

//export lowbit_get_rows
func lowbit_get_rows(dh, mh C.uintptr_t, tensor C.int64_t, ids *C.int64_t, nIDs C.size_t, dst *C.float, dstLen C.size_t) C.int {
	return withDeviceModel(dh, mh, func(d *device, m *model) error {
		t, err := m.tensor(tensor)
		if err != nil {
			return err
		}
		rows, cols := t.Rows(), t.Cols()
		where := fmt.Sprintf("%s: lowbit_get_rows: tensor %q (%s, shape %v: %d rows of %d)", m.Path, t.Name, t.Format.Name, t.Shape, rows, cols)
		if uint64(nIDs) > maxElems || (cols > 0 && uint64(nIDs) > uint64(maxElems/cols)) {
			return argError("%s: n_ids is %d, too many (more rows than any buffer holds)", where, uint64(nIDs))
		}
		n := int64(nIDs)
		if want := n * cols; uint64(dstLen) < uint64(want) {
			return fmt.Errorf("%w: %s: dst_len is %d, %d rows of %d need %d", core.ErrBufferTooSmall, where, uint64(dstLen), n, cols, want)
		}
		var idSlice []int64
		if n > 0 {
			if ids == nil {
				return argError("ids is NULL")
			}
			idSlice = unsafe.Slice((*int64)(unsafe.Pointer(ids)), n)
		}
		out, err := floats(dst, n*cols, "dst")
		if err != nil {
			return err
		}
		// On every device kind the rows are decoded by the CPU (lowbit.h says why).
		return core.GetRows(t, idSlice, out)
	})
}
