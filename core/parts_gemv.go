package core

import "fmt"

// PartsGEMV computes y = W·x for a part-based tensor W ([..., out, in], all leading dimensions
// taken as rows): each chunk of rows is decoded with the format's decodeRows into scratch, then
// dotted with x, accumulating in float64. It is the reference compute path of the part-based
// formats until the fused GEMV engine covers them (core.GEMV should call it for formats whose
// row has decodeRows set).
func PartsGEMV(t *Tensor, x, y []float32) error {
	if t == nil || t.Format == nil || t.Format.decodeRows == nil {
		return fmt.Errorf("%w: PartsGEMV needs a part-based tensor", ErrInvalidArgument)
	}
	if err := CheckParts(t); err != nil {
		return err
	}
	rows, cols := t.Rows(), t.Cols()
	if int64(len(x)) != cols || int64(len(y)) < rows {
		return fmt.Errorf("%s: %w: GEMV of a %v tensor needs x of %d values (got %d) and y of %d (got %d)",
			t.where(), ErrInvalidArgument, t.Shape, cols, len(x), rows, len(y))
	}
	per := int64(1)
	if cols > 0 && cols < chunkElems {
		per = chunkElems / cols
	}
	return parallelFor(rows, per, func(r0, r1 int64) error {
		return guard(t, func() {
			scratch := make([]float32, min(per, r1-r0)*cols)
			for r := r0; r < r1; r += per {
				e := min(r+per, r1)
				vals := scratch[:(e-r)*cols]
				t.Format.decodeRows(t, r, e-r, vals)
				for i := range e - r {
					var acc float64
					for k, w := range vals[i*cols : (i+1)*cols] {
						acc += float64(w) * float64(x[k])
					}
					y[r+i] = float32(acc)
				}
			}
		})
	})
}
