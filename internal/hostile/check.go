package hostile

import (
	"errors"
	"fmt"
	"math"

	"github.com/lowbit/lowbit/core"
)

// Classified reports whether err wraps one of lowbit's error classes (what the C API turns into a
// status other than LOWBIT_ERR_INTERNAL).
func Classified(err error) bool {
	for _, c := range []error{core.ErrInvalidArgument, core.ErrNotFound, core.ErrBadFile, core.ErrUnsupported,
		core.ErrIO, core.ErrOutOfRange, core.ErrBufferTooSmall, core.ErrTypeMismatch} {
		if errors.Is(err, c) {
			return true
		}
	}
	return false
}

// CheckTensor exercises every read entry point on a tensor a reader handed out (or a fuzz
// target built) and reports the first broken promise:
//   - its bytes are exactly ByteSize() long (block and plain formats);
//   - Dequantize to F32 writes exactly Rows·Cols values: the same values whatever the buffer
//     held before, and not one byte past them;
//   - F16 and BF16 output is the F32 output rounded (FP32ToFP16 / FP32ToBF16), bit for bit;
//   - DequantizeF32 of a single row equals that row of the whole;
//   - a buffer one byte short is ErrBufferTooSmall and rows past the end are ErrOutOfRange;
//   - GEMV and GetRows run without an error.
//
// Tensors with more than maxElems elements are only checked on their first and last rows.
// Formats lowbit cannot decode must say so with ErrUnsupported.
func CheckTensor(t *core.Tensor, maxElems int64) error {
	if !t.Format.IsParts() && int64(len(t.Data)) != t.ByteSize() {
		return fmt.Errorf("tensor %q: %d data bytes, ByteSize %d", t.Name, len(t.Data), t.ByteSize())
	}
	rows, cols := t.Rows(), t.Cols()
	if !t.Format.CanDequantize() {
		if err := core.DequantizeF32(t, 0, min(rows, 1), make([]float32, cols)); !errors.Is(err, core.ErrUnsupported) {
			return fmt.Errorf("tensor %q (%s): dequantizing a format lowbit cannot decode: %v, want ErrUnsupported", t.Name, t.Format.Name, err)
		}
		return nil
	}
	if cols > maxElems {
		return nil // one row is too large to check here
	}
	if err := core.Dequantize(t, rows, 1, core.F32, make([]byte, 4*cols)); !errors.Is(err, core.ErrOutOfRange) {
		return fmt.Errorf("tensor %q: the row after the last: %v, want ErrOutOfRange", t.Name, err)
	}
	if rows == 0 || cols == 0 {
		return core.DequantizeF32(t, 0, rows, nil)
	}
	// Which rows: all of them when small, else the first and the last.
	spans := [][2]int64{{0, rows}}
	if rows*cols > maxElems {
		spans = [][2]int64{{0, 1}, {rows - 1, 1}}
	}
	for _, sp := range spans {
		r0, nr := sp[0], sp[1]
		n := nr * cols
		var outs [2][]byte
		for i, fill := range []byte{0x00, 0xA5} {
			buf := make([]byte, 4*n+8)
			for j := range buf {
				buf[j] = fill
			}
			if err := core.Dequantize(t, r0, nr, core.F32, buf); err != nil {
				return fmt.Errorf("tensor %q rows [%d,%d): %w", t.Name, r0, r0+nr, err)
			}
			for _, b := range buf[4*n:] {
				if b != fill {
					return fmt.Errorf("tensor %q rows [%d,%d): Dequantize wrote past the %d result bytes", t.Name, r0, r0+nr, 4*n)
				}
			}
			outs[i] = buf[:4*n]
		}
		for j := range outs[0] {
			if outs[0][j] != outs[1][j] {
				return fmt.Errorf("tensor %q rows [%d,%d): byte %d of the result depends on what the buffer held (not every value written)", t.Name, r0, r0+nr, j)
			}
		}
		f32 := make([]float32, n)
		for j := range f32 {
			f32[j] = math.Float32frombits(uint32(outs[0][4*j]) | uint32(outs[0][4*j+1])<<8 | uint32(outs[0][4*j+2])<<16 | uint32(outs[0][4*j+3])<<24)
		}
		for _, half := range []core.FormatID{core.F16, core.BF16} {
			buf := make([]byte, 2*n)
			if err := core.Dequantize(t, r0, nr, half, buf); err != nil {
				return fmt.Errorf("tensor %q to %d: %w", t.Name, half, err)
			}
			for j, v := range f32 {
				want := core.FP32ToFP16(v)
				if half == core.BF16 {
					want = core.FP32ToBF16(v)
				}
				got := uint16(buf[2*j]) | uint16(buf[2*j+1])<<8
				if got != want && !(v != v && isNaN16(half, got)) { // a same-format copy keeps NaN payloads
					return fmt.Errorf("tensor %q: element %d as format %d is %#04x, the F32 result %g rounds to %#04x", t.Name, j, half, got, v, want)
				}
			}
			if err := core.Dequantize(t, r0, nr, half, buf[:2*n-1]); !errors.Is(err, core.ErrBufferTooSmall) {
				return fmt.Errorf("tensor %q: a buffer one byte short: %v, want ErrBufferTooSmall", t.Name, err)
			}
		}
		last := make([]float32, cols)
		if err := core.DequantizeF32(t, r0+nr-1, 1, last); err != nil {
			return fmt.Errorf("tensor %q row %d: %w", t.Name, r0+nr-1, err)
		}
		for j, v := range last {
			if w := f32[(nr-1)*cols+int64(j)]; math.Float32bits(v) != math.Float32bits(w) {
				return fmt.Errorf("tensor %q: row %d alone differs at column %d: %g, in the span %g", t.Name, r0+nr-1, j, v, w)
			}
		}
		if r0 == 0 && nr == rows && len(t.Shape) > 0 {
			x := make([]float32, cols)
			for j := range x {
				x[j] = float32(j%7) - 3
			}
			if err := core.GEMV(t, x, make([]float32, rows)); err != nil {
				return fmt.Errorf("tensor %q: GEMV: %w", t.Name, err)
			}
			ids := []int64{rows - 1, 0}
			if err := core.GetRows(t, ids, make([]float32, 2*cols)); err != nil {
				return fmt.Errorf("tensor %q: GetRows: %w", t.Name, err)
			}
		}
	}
	return nil
}

// CheckModel runs CheckTensor on every tensor of a model.
func CheckModel(m *core.Model, maxElems int64) error {
	for _, t := range m.Tensors {
		if err := CheckTensor(t, maxElems); err != nil {
			return err
		}
	}
	return nil
}

func isNaN16(id core.FormatID, h uint16) bool {
	if id == core.BF16 {
		return h&0x7f80 == 0x7f80 && h&0x7f != 0
	}
	return h&0x7c00 == 0x7c00 && h&0x3ff != 0
}
