package core

import "fmt"

// Quantize encodes rows of cols float32 values from src into format f, writing whole blocks to
// dst (rows·RowBytes(cols) bytes). imatrix, when not nil, holds one importance weight per column
// (llama.cpp's importance matrix for this tensor). The bytes equal ggml_quantize_chunk's for the
// same input and imatrix: without one, that is ggml's quantize_row_*_ref.
func Quantize(f *Format, src []float32, rows, cols int64, imatrix []float32, dst []byte) error {
	if f == nil {
		return fmt.Errorf("%w: nil format", ErrInvalidArgument)
	}
	if !f.CanQuantize() {
		return fmt.Errorf("%w: quantizing to %s is not supported yet", ErrUnsupported, f.Name)
	}
	if imatrix == nil && f.encode == nil {
		return fmt.Errorf("%w: quantizing to %s needs an importance matrix (imatrix)", ErrInvalidArgument, f.Name)
	}
	if imatrix != nil && f.encodeWeighted == nil {
		return fmt.Errorf("%w: quantizing to %s with an importance matrix is not supported yet", ErrUnsupported, f.Name)
	}
	if imatrix != nil && int64(len(imatrix)) != cols {
		return fmt.Errorf("%w: the importance matrix has %d values, the rows have %d columns", ErrInvalidArgument, len(imatrix), cols)
	}
	rowBytes, err := f.RowBytes(cols)
	if err != nil {
		return err
	}
	if rows < 0 || int64(len(src)) < rows*cols {
		return fmt.Errorf("%w: %d rows of %d need %d input values, got %d", ErrBufferTooSmall, rows, cols, rows*cols, len(src))
	}
	if int64(len(dst)) < rows*rowBytes {
		return fmt.Errorf("%w: %d rows of %s need %d bytes, the buffer has %d", ErrBufferTooSmall, rows, f.Name, rows*rowBytes, len(dst))
	}
	if imatrix != nil {
		return parallelFor(rows, 1, func(r0, r1 int64) error {
			for r := r0; r < r1; r++ {
				f.encodeWeighted(dst[r*rowBytes:(r+1)*rowBytes], src[r*cols:(r+1)*cols], imatrix)
			}
			return nil
		})
	}
	be, bb := int64(f.BlockElems), int64(f.BlockBytes)
	return parallelFor(rows*cols/be, 256, func(b0, b1 int64) error {
		f.encode(dst[b0*bb:b1*bb], src[b0*be:b1*be])
		return nil
	})
}
