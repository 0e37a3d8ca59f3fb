//go:build linux

package cuda

import (
	"fmt"
	"sync/atomic"

	"github.com/lowbit/lowbit/core"
)

// Tensor is a logical tensor uploaded to a device: all its parts in one allocation, laid out for
// the kernels (cuda/layout.go). Upload validates it as core's GEMV does; Free releases it.
type Tensor struct {
	d      *Device
	name   string
	format *core.Format
	shape  []int64
	spec   kernelSpec
	lay    *devLayout
	args   lbArgs
	buf    *Buffer
	bytes  int64 // the quantized bytes of the tensor (all parts), as core.Tensor.ByteSize
	freed  atomic.Bool
}

// Name, Format and Shape are the uploaded tensor's.
func (t *Tensor) Name() string         { return t.name }
func (t *Tensor) Format() *core.Format { return t.format }
func (t *Tensor) Shape() []int64       { return append([]int64(nil), t.shape...) }
func (t *Tensor) Rows() int64          { return t.lay.rows }
func (t *Tensor) Cols() int64          { return t.lay.cols }
func (t *Tensor) Device() *Device      { return t.d }
func (t *Tensor) String() string {
	return fmt.Sprintf("%s %s %v on %s", t.name, t.format.Name, t.shape, t.d.info.Arch())
}

// WeightBytes is the size of the tensor's quantized data (all parts): what one GEMV reads (for the
// plain types widened on upload, their float32 size).
func (t *Tensor) WeightBytes() int64 { return t.bytes }

// DeviceBytes is the size of its device allocation.
func (t *Tensor) DeviceBytes() int64 { return t.buf.size }

// Upload copies a logical tensor (every part) to the device, laid out for the kernels. Upload
// fails with core.ErrUnsupported for a format without a CUDA kernel, and with the validation
// errors of core for malformed tensors; reading a truncated mapping is an error, not a crash.
func (d *Device) Upload(t *core.Tensor) (*Tensor, error) { return d.def.Upload(t) }

// Upload is Device.Upload on this stream.
func (s *Stream) Upload(t *core.Tensor) (*Tensor, error) {
	if err := checkTensor(t); err != nil {
		return nil, err
	}
	spec, err := specFor(t)
	if err != nil {
		return nil, fmt.Errorf("tensor %q: %w", t.Name, err)
	}
	lay, err := planLayout(t, spec)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	leave, err := s.d.enter()
	if err != nil {
		return nil, err
	}
	defer leave()
	buf, err := s.d.alloc(lay.total)
	if err != nil {
		return nil, fmt.Errorf("tensor %q: %w", t.Name, err)
	}
	for _, seg := range lay.segs {
		var ferr error
		err := s.upload(buf.ptr+cuDevPtr(seg.off), seg.size, func(b []byte, o int64) {
			if ferr == nil {
				ferr = safeFill(t, func() { seg.fill(b, o) })
			}
		})
		if err == nil {
			err = ferr
		}
		if err != nil {
			buf.freed.Store(true)
			s.d.mu.Lock()
			delete(s.d.live, buf)
			s.d.mu.Unlock()
			s.d.drv.cuMemFree(buf.ptr)
			return nil, fmt.Errorf("tensor %q: upload: %w", t.Name, err)
		}
	}
	bytes := t.ByteSize()
	if spec.Widen { // the kernels read the float32 rows
		bytes = 4 * lay.rows * lay.cols
	}
	return &Tensor{d: s.d, name: t.Name, format: t.Format, shape: append([]int64(nil), t.Shape...), spec: spec, lay: lay,
		args: lay.resolve(uint64(buf.ptr)), buf: buf, bytes: bytes}, nil
}

// Free releases the tensor's device memory. Using a freed tensor, or freeing it twice, is an
// error.
func (t *Tensor) Free() error {
	if t == nil {
		return nil
	}
	if !t.freed.CompareAndSwap(false, true) {
		return fmt.Errorf("%w: CUDA tensor %q was already freed", core.ErrInvalidArgument, t.name)
	}
	return t.buf.Free()
}

func (t *Tensor) usable(d *Device) error {
	if t == nil {
		return fmt.Errorf("%w: nil CUDA tensor", core.ErrInvalidArgument)
	}
	if t.freed.Load() || t.buf.freed.Load() {
		return fmt.Errorf("%w: CUDA tensor %q was freed", core.ErrInvalidArgument, t.name)
	}
	if t.d != d {
		return fmt.Errorf("%w: CUDA tensor %q lives on another device", core.ErrInvalidArgument, t.name)
	}
	return nil
}
