//go:build cgo

package main

import (
	"fmt"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/cuda"
)

// gpuDevice is the CUDA side of a LOWBIT_DEVICE_CUDA handle: the device and the tensors uploaded
// to it, keyed by model (cuda.TensorCache holds the logic: one upload per tensor, concurrent
// first uses included; the model's tensors dropped when the model is freed).
type gpuDevice struct {
	dev     *cuda.Device
	tensors *cuda.TensorCache
}

// openGPU opens CUDA device index: an error wrapping cuda.ErrNotAvailable ("CUDA not available:
// <why>", LOWBIT_ERR_UNSUPPORTED) without a driver or a GPU, core.ErrOutOfRange naming the count
// for an index past it.
func openGPU(index int) (*gpuDevice, error) {
	d, err := cuda.Open(index)
	if err != nil {
		return nil, err
	}
	return &gpuDevice{dev: d, tensors: cuda.NewTensorCache(d)}, nil
}

// close frees every tensor uploaded to the device and releases it (the device handle's release:
// no call uses the device any more).
func (g *gpuDevice) close() {
	_ = g.tensors.Close()
	_ = g.dev.Close()
}

// releaseModelTensors lets every CUDA device free the tensors it uploaded from m (the model
// handle's release: no call uses the model any more, so none of its uploads is in use).
func releaseModelTensors(m *model) { _ = cuda.ReleaseOwner(m) }

// gemm is lowbit_gemv (n = 1) and lowbit_gemm on the device; the arguments are checked.
func (g *gpuDevice) gemm(m *model, t *core.Tensor, x []float32, n int, y []float32, o core.MatVecOptions) error {
	w, done, err := g.tensors.Get(m, t)
	if err != nil {
		return wrapModel(m, err)
	}
	defer done()
	return g.dev.GEMMWith(w, x, n, y, o)
}

// gateUpSiLU is lowbit_gemv_gate_up_silu on the device.
func (g *gpuDevice) gateUpSiLU(m *model, gate, up *core.Tensor, x, y []float32, o core.MatVecOptions) error {
	wg, doneG, err := g.tensors.Get(m, gate)
	if err != nil {
		return wrapModel(m, err)
	}
	defer doneG()
	wu, doneU, err := g.tensors.Get(m, up)
	if err != nil {
		return wrapModel(m, err)
	}
	defer doneU()
	return g.dev.GEMVGateUpSiLUWith(wg, wu, x, y, o)
}

// wrapModel prefixes an upload error with the model's path, as the CPU path's messages start.
func wrapModel(m *model, err error) error { return fmt.Errorf("%s: %w", m.Path, err) }
