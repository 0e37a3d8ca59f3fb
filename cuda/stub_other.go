//go:build !linux

package cuda

import (
	"fmt"
	"runtime"
	"time"

	"github.com/lowbit/lowbit/core"
)

// CUDA is bound on Linux only (libcuda.so.1 and libnvrtc.so through purego). Elsewhere the same
// API exists and every entry point reports ErrNotAvailable.

var errOS = fmt.Errorf("%w: lowbit's CUDA backend runs on Linux, this is %s", ErrNotAvailable, runtime.GOOS)

// Available reports why CUDA cannot be used: always, on this operating system.
func Available() error { return errOS }

// DeviceCount reports no devices.
func DeviceCount() (int, error) { return 0, errOS }

// Open fails: no CUDA on this operating system.
func Open(ordinal int) (*Device, error) { return nil, errOS }

// Device is a CUDA device (never opened on this operating system).
type Device struct{}

// Stream is a CUDA stream.
type Stream struct{}

// Buffer is device memory.
type Buffer struct{}

// Tensor is a logical tensor on a device.
type Tensor struct{}

func (d *Device) Info() DeviceInfo                                      { return DeviceInfo{} }
func (d *Device) Synchronize() error                                    { return errOS }
func (d *Device) Close() error                                          { return nil }
func (d *Device) Alloc(bytes int64) (*Buffer, error)                    { return nil, errOS }
func (d *Device) AllocF32(n int) (*Buffer, error)                       { return nil, errOS }
func (d *Device) DefaultStream() *Stream                                { return &Stream{} }
func (d *Device) NewStream() (*Stream, error)                           { return nil, errOS }
func (d *Device) Upload(t *core.Tensor) (*Tensor, error)                { return nil, errOS }
func (d *Device) GEMV(w *Tensor, x, y []float32) error                  { return errOS }
func (d *Device) GEMM(w *Tensor, x []float32, n int, y []float32) error { return errOS }
func (d *Device) GEMVGateUpSiLU(gate, up *Tensor, x, y []float32) error { return errOS }
func (d *Device) DequantizeF32(w *Tensor, dst []float32) error          { return errOS }
func (d *Device) GEMVWith(w *Tensor, x, y []float32, o core.MatVecOptions) error {
	return errOS
}
func (d *Device) GEMMWith(w *Tensor, x []float32, n int, y []float32, o core.MatVecOptions) error {
	return errOS
}
func (d *Device) GEMVGateUpSiLUWith(gate, up *Tensor, x, y []float32, o core.MatVecOptions) error {
	return errOS
}
func (s *Stream) GEMVWith(w *Tensor, x, y *Buffer, o core.MatVecOptions) error { return errOS }
func (s *Stream) GEMMWith(w *Tensor, x *Buffer, n int, y *Buffer, o core.MatVecOptions) error {
	return errOS
}
func (s *Stream) GEMVGateUpSiLUWith(gate, up *Tensor, x, y *Buffer, o core.MatVecOptions) error {
	return errOS
}
func (d *Device) ReadBandwidth(bytes int64, iters int) (float64, error)       { return 0, errOS }
func (b *Buffer) Size() int64                                                 { return 0 }
func (b *Buffer) View(off, size int64) (*Buffer, error)                       { return nil, errOS }
func (b *Buffer) Free() error                                                 { return nil }
func (s *Stream) Synchronize() error                                          { return errOS }
func (s *Stream) Close() error                                                { return nil }
func (s *Stream) Write(dst *Buffer, off int64, src []byte) error              { return errOS }
func (s *Stream) Read(dst []byte, src *Buffer, off int64) error               { return errOS }
func (s *Stream) WriteF32(dst *Buffer, src []float32) error                   { return errOS }
func (s *Stream) ReadF32(dst []float32, src *Buffer) error                    { return errOS }
func (s *Stream) Upload(t *core.Tensor) (*Tensor, error)                      { return nil, errOS }
func (s *Stream) GEMV(w *Tensor, x, y *Buffer) error                          { return errOS }
func (s *Stream) GEMM(w *Tensor, x *Buffer, n int, y *Buffer) error           { return errOS }
func (s *Stream) GEMVGateUpSiLU(gate, up *Tensor, x, y *Buffer) error         { return errOS }
func (s *Stream) DequantizeF32(w *Tensor, dst *Buffer) error                  { return errOS }
func (s *Stream) Time(iters int, enqueue func() error) (time.Duration, error) { return 0, errOS }
func (t *Tensor) Name() string                                                { return "" }
func (t *Tensor) Format() *core.Format                                        { return nil }
func (t *Tensor) Shape() []int64                                              { return nil }
func (t *Tensor) Rows() int64                                                 { return 0 }
func (t *Tensor) Cols() int64                                                 { return 0 }
func (t *Tensor) Device() *Device                                             { return nil }
func (t *Tensor) String() string                                              { return "" }
func (t *Tensor) WeightBytes() int64                                          { return 0 }
func (t *Tensor) DeviceBytes() int64                                          { return 0 }
func (t *Tensor) Free() error                                                 { return nil }
