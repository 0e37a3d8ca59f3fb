//go:build amd64

package core

// GEMM of F32, F16 and BF16 rows (gemv_gemm_amd64.s): four rows against four vectors per step,
// the weights read once from memory and the products FMA-bound.

//go:noescape
func gemm4x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemm4x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemm4x4F16AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemm4x4BF16AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

// gemmPlainSpan is the columns one kernel call sums in float32: one term a lane per 16 columns,
// 128 terms (the bound of gemv.go).
const gemmPlainSpan = 2048

// decodedPartsSpan is the columns decodedPartsGEMM hands the 4×4 kernels at a time (gemmPlainSpan).
const decodedPartsSpan = gemmPlainSpan

// plainGEMM is the GEMM of a plain float format: x interleaved with stride 8 (Format.gemmX8).
type plainGEMM struct {
	esize int // bytes per element
	k4    gemm4x4Kernel
}

// gemmRows runs four rows at a time against the vectors four at a time: each 2048-column span of
// a row group goes through the kernel once for vectors 0…3 and, when n > 4, again for 4…7 (the
// span's weights are then in L1). The last group repeats its last row.
func (g *plainGEMM) gemmRows(t *Tensor, row0 int64, nrows int, xs []float32, n int, y []float32, ystride int) {
	cols := int(t.Cols())
	rb := int64(t.RowBytes())
	whole := cols / 16 * 16
	f := t.Format
	pf := pfRows * int(rb)
	st := getKernState() // pooled: what the kernels write through pointers must not escape per call
	defer putKernState(st)
	rows, out, tail := &st.rows, &st.out16, st.buf[:16]
	var rowData [4][]byte
	for i := 0; i < nrows; i += 4 {
		nr := min(4, nrows-i)
		for r := range rowData {
			rowData[r] = t.Data[(row0+int64(i+min(r, nr-1)))*rb:][:rb]
		}
		var acc [4][8]float64
		for c := 0; c < whole; c += gemmPlainSpan {
			e := min(c+gemmPlainSpan, whole)
			for r := range rows {
				rows[r] = &rowData[r][c*g.esize]
			}
			for v0 := 0; v0 < n; v0 += 4 {
				g.k4(rows, &xs[c*maxBatch+16*v0], (e-c)/16, out, pf, 4*16*maxBatch)
				for r := 0; r < 4; r++ {
					for v := 0; v < 4; v++ {
						acc[r][v0+v] += float64(out[4*r+v])
					}
				}
			}
		}
		if whole < cols { // the last cols%16 columns, in Go (the chunk's x is zero-padded)
			xc := xs[whole*maxBatch:]
			for r := 0; r < nr; r++ {
				w := tail[:cols-whole]
				f.decode(w, rowData[r][whole*g.esize:])
				for v := 0; v < n; v++ {
					var s float64
					for c, wv := range w {
						s += float64(wv) * float64(xc[16*v+c])
					}
					acc[r][v] += s
				}
			}
		}
		for r := 0; r < nr; r++ {
			for v := 0; v < n; v++ {
				y[v*ystride+i+r] = float32(acc[r][v])
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
		{F32, &plainGEMM{4, gemm4x4F32AVX512}},
		{F16, &plainGEMM{2, gemm4x4F16AVX512}},
		{BF16, &plainGEMM{2, gemm4x4BF16AVX512}},
	} {
		if f := registry[p.id]; f != nil && f.BlockElems == 1 && f.BlockBytes == p.g.esize {
			f.gemmRows, f.gemmX8 = p.g.gemmRows, true
		}
	}
}
