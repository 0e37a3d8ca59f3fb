//go:build amd64

package core

// GEMM of F32, F16 and BF16 rows (gemv_gemm_amd64.s): two rows against eight vectors per step,
// the weights read once and the products FMA-bound.

//go:noescape
func gemm2x8F32AVX512(rowa, rowb *byte, xi *float32, nch int, out *[16]float32)

//go:noescape
func gemm2x8F16AVX512(rowa, rowb *byte, xi *float32, nch int, out *[16]float32)

//go:noescape
func gemm2x8BF16AVX512(rowa, rowb *byte, xi *float32, nch int, out *[16]float32)

type gemm2x8Kernel func(rowa, rowb *byte, xi *float32, nch int, out *[16]float32)

// gemm2x8Span is the columns one kernel call sums in float32: one term a lane per 16 columns,
// 128 terms (the bound of gemv.go).
const gemm2x8Span = 2048

// plainGEMM is the GEMM of a plain float format: x interleaved with stride 8 (Format.gemmX8).
type plainGEMM struct {
	esize int // bytes per element
	k     gemm2x8Kernel
}

func (g *plainGEMM) gemmRows(t *Tensor, row0 int64, nrows int, xs []float32, n int, y []float32, ystride int) {
	cols := int(t.Cols())
	rb := int64(t.RowBytes())
	whole := cols / 16 * 16
	f := t.Format
	var out [16]float32
	var tail [16]float32
	for i := 0; i < nrows; i += 2 {
		j := min(i+1, nrows-1) // the last odd row runs as both rows
		ra := t.Data[(row0+int64(i))*rb:][:rb]
		rbw := t.Data[(row0+int64(j))*rb:][:rb]
		var acc [16]float64
		for c := 0; c < whole; c += gemm2x8Span {
			e := min(c+gemm2x8Span, whole)
			g.k(&ra[c*g.esize], &rbw[c*g.esize], &xs[c*maxBatch], (e-c)/16, &out)
			for v := range acc {
				acc[v] += float64(out[v])
			}
		}
		if whole < cols { // the last cols%16 columns, in Go (the chunk's x is zero-padded)
			xc := xs[whole*maxBatch:]
			for r, row := range [2][]byte{ra, rbw} {
				w := tail[:cols-whole]
				f.decode(w, row[whole*g.esize:])
				for v := 0; v < n; v++ {
					var s float64
					for c, wv := range w {
						s += float64(wv) * float64(xc[16*v+c])
					}
					acc[8*r+v] += s
				}
			}
		}
		for v := 0; v < n; v++ {
			y[v*ystride+i] = float32(acc[v])
			if j != i {
				y[v*ystride+j] = float32(acc[8+v])
			}
		}
	}
}

// installPlainGEMM gives F32, F16 and BF16 the two-row GEMM (AVX-512).
func installPlainGEMM() {
	for _, p := range []struct {
		id FormatID
		g  *plainGEMM
	}{
		{F32, &plainGEMM{4, gemm2x8F32AVX512}},
		{F16, &plainGEMM{2, gemm2x8F16AVX512}},
		{BF16, &plainGEMM{2, gemm2x8BF16AVX512}},
	} {
		if f := registry[p.id]; f != nil && f.BlockElems == 1 && f.BlockBytes == p.g.esize {
			f.gemmRows, f.gemmX8 = p.g.gemmRows, true
		}
	}
}
