//go:build amd64

package core

// GEMM of F32, F16, BF16 and ten block formats' rows (gemv_gemm_amd64.s): four rows against four
// vectors per step, the weights read once from memory (and decoded in registers, inside the FMA
// loop), the products FMA-bound.

//go:noescape
func gemm4x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemm4x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemm4x4F16AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemm4x4BF16AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

// The block formats' 4×4 kernels (nch: an even number of 16-column chunks, rows at whole blocks).

//go:noescape
func gemmQ4_0x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemmIQ4_NLx4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemmQ8_0x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemmQ4_Kx4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemmIQ4_XSx4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemmQ6_Kx4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

// gemmQ4_1x4F32AVX512, gemmQ5_0x4F32AVX512 and gemmQ5_1x4F32AVX512 take fp16Table.

//go:noescape
func gemmQ4_1x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, fp16 *float32)

//go:noescape
func gemmQ5_0x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, fp16 *float32)

//go:noescape
func gemmQ5_1x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, fp16 *float32)

// gemmMXFP4x4F32AVX512 takes the E8M0 scales' table (fp4ScaleTables).
//
//go:noescape
func gemmMXFP4x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, scales *float32)

// The 4×2 forms of the block kernels (the last one or two vectors of a pass).

//go:noescape
func gemmQ4_0x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemmIQ4_NLx2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemmQ8_0x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemmQ4_Kx2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemmIQ4_XSx2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemmQ6_Kx2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemmQ4_1x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, fp16 *float32)

//go:noescape
func gemmQ5_0x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, fp16 *float32)

//go:noescape
func gemmQ5_1x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, fp16 *float32)

//go:noescape
func gemmMXFP4x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, scales *float32)

// gemmIota16 (0…15) and gemmQ4KDmin (lanes 0–7: 0, 8–15: 1) are gemmQ4_Kx4F32AVX512's constants.
var (
	gemmIota16  = [16]float32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}
	gemmQ4KDmin = [16]int32{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1}
)

// gemmPlainSpan is the most columns one kernel call sums in float32 (one term a lane per 16
// columns; gemv.go's bound is 128 terms).
const gemmPlainSpan = 2048

// gemmPlainSpan2 is directGEMM's span when the vectors take two passes (n > 4): the pass of
// vectors 0…3 reads the span's rows from DRAM, the pass of 4…7 from L1, so the shorter the span,
// the sooner the memory stream resumes. GEMM of 8 vectors, one thread, 4096×14336 and
// 14336×4096 matrices (Zen 5), spans of 2048 / 1024 / 512 columns: F16 8.6–9.0 / 8.3–8.4 /
// 8.1–8.3 ms, BF16 8.6–8.8 / 8.3 / 8.0–8.3 ms (F32 13.0–13.8 ms at each). One pass (n ≤ 4)
// keeps the long span: its stream does not pause, and each call costs its horizontal sums.
const gemmPlainSpan2 = 512

// decodedStep is the columns a step of the GEMM through decoded rows decodes (gemmSteps). Four
// rows of 1024 float32 (16 KiB) and the step's x (8 vectors: 32 KiB) stay in L1/L2; against 512
// columns the kernels' calls and horizontal sums halve (GEMM of 8 vectors, one thread, bench
// matrices: Q4_0 8.4 → 7.5 ms, Q8_0 9.6 → 8.6, Q4_K 9.6 → 8.2; 2048 columns 8.7, 9.5, 9.2). A
// lane of the 4×4 kernels takes one term per 16 columns (AVX-512) or two (AVX2): m = 64 or 128.
const decodedStep = 1024

// decodedPartsSpan is the columns decodedPartsGEMM hands the 4×4 kernels at a time: its rows are
// decoded into a buffer that L2 holds, so the memory argument above does not apply.
const decodedPartsSpan = 2048

// directGEMM is the GEMM of a format whose 4×4 kernel reads its rows directly (F32, F16, BF16
// and the block formats of blockGEMMs): x interleaved with stride 8 (Format.gemmX8). unit
// elements take unitBytes bytes (a plain format's unit is one element).
type directGEMM struct {
	unit, unitBytes int
	k4, k2          gemm4x4Kernel // k2 (optional): the 4×2 form, for a pass over one or two vectors
}

// gemmRows runs four rows at a time against the vectors four at a time: each span of a row group
// goes through the kernel once for vectors 0…3 and, when n > 4, again for 4…7 (the span's
// weights are then in L1). The last group repeats its last row.
func (g *directGEMM) gemmRows(t *Tensor, row0 int64, nrows int, xs []float32, n int, y []float32, ystride int) {
	cols := int(t.Cols())
	rb := int64(t.RowBytes())
	step := max(16, g.unit) // whole chunks of 16 columns and whole units
	whole := cols / step * step
	f := t.Format
	pf := pfRows * int(rb)
	span := gemmPlainSpan
	if n > 4 && g.unit == 1 {
		span = gemmPlainSpan2
	}
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
		for c := 0; c < whole; c += span {
			e := min(c+span, whole)
			for r := range rows {
				rows[r] = &rowData[r][c/g.unit*g.unitBytes]
			}
			for v0 := 0; v0 < n; v0 += 4 {
				k := g.k4
				if n-v0 <= 2 && g.k2 != nil {
					k = g.k2
				}
				k(rows, &xs[c*maxBatch+16*v0], (e-c)/16, out, pf, 4*16*maxBatch)
				for r := 0; r < 4; r++ {
					for v := 0; v < 4; v++ {
						acc[r][v0+v] += float64(out[4*r+v])
					}
				}
			}
		}
		if whole < cols { // plain formats: the last cols%16 columns, in Go (the chunk's x is zero-padded)
			xc := xs[whole*maxBatch:]
			for r := 0; r < nr; r++ {
				w := tail[:cols-whole]
				f.decode(w, rowData[r][whole*g.unitBytes:])
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

// installPlainGEMM gives F32, F16 and BF16 the four-row GEMM (AVX-512).
func installPlainGEMM() {
	installDirectGEMM([]directGEMMRow{
		{F32, &directGEMM{unit: 1, unitBytes: 4, k4: gemm4x4F32AVX512, k2: gemm4x2F32AVX512}},
		{F16, &directGEMM{unit: 1, unitBytes: 2, k4: gemm4x4F16AVX512}},
		{BF16, &directGEMM{unit: 1, unitBytes: 2, k4: gemm4x4BF16AVX512}},
	})
}

// installBlockGEMM gives Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL, Q8_0, Q4_K, Q6_K, IQ4_XS and MXFP4 the
// four-row GEMM that decodes in its FMA loop (AVX-512), in place of the decoded-rows GEMM
// installSIMDKernel set (gemmRowsDecoded): 8 vectors, one thread, ms per bench matrix, Q4_0
// 7.2 → 5.7, Q8_0 8.2 → 5.9, Q4_K 7.7 → 6.4, Q6_K 8.0 → 6.9, IQ4_XS 7.6 → 5.9 (docs/PERFORMANCE.md,
// "Twenty-second session"). Their spans are gemmPlainSpan for any n: the second pass re-reads a
// few KiB of codes from L1 (Q4_0, 24 matrices 4096×4096, spans of 512 / 1024 / 2048 columns:
// 1.84–1.91 / 1.73 / 1.62–1.64 ms per matrix).
func installBlockGEMM() {
	withFP16 := func(k func(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, fp16 *float32)) gemm4x4Kernel {
		return func(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int) {
			k(rows, xi, nch, out, pf, xstride, &fp16Table[0])
		}
	}
	rows := []directGEMMRow{
		{Q4_0, &directGEMM{32, 18, gemmQ4_0x4F32AVX512, gemmQ4_0x2F32AVX512}},
		{IQ4_NL, &directGEMM{32, 18, gemmIQ4_NLx4F32AVX512, gemmIQ4_NLx2F32AVX512}},
		{Q8_0, &directGEMM{32, 34, gemmQ8_0x4F32AVX512, gemmQ8_0x2F32AVX512}},
		{Q4_1, &directGEMM{32, 20, withFP16(gemmQ4_1x4F32AVX512), withFP16(gemmQ4_1x2F32AVX512)}},
		{Q5_0, &directGEMM{32, 22, withFP16(gemmQ5_0x4F32AVX512), withFP16(gemmQ5_0x2F32AVX512)}},
		{Q5_1, &directGEMM{32, 24, withFP16(gemmQ5_1x4F32AVX512), withFP16(gemmQ5_1x2F32AVX512)}},
		{Q4_K, &directGEMM{256, 144, gemmQ4_Kx4F32AVX512, gemmQ4_Kx2F32AVX512}},
		{IQ4_XS, &directGEMM{256, 136, gemmIQ4_XSx4F32AVX512, gemmIQ4_XSx2F32AVX512}},
		{Q6_K, &directGEMM{256, 210, gemmQ6_Kx4F32AVX512, gemmQ6_Kx2F32AVX512}},
	}
	if t := fp4ScaleTables(); t != nil {
		rows = append(rows, directGEMMRow{MXFP4, &directGEMM{32, 17,
			func(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int) {
				gemmMXFP4x4F32AVX512(rows, xi, nch, out, pf, xstride, &t.mx[0])
			},
			func(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int) {
				gemmMXFP4x2F32AVX512(rows, xi, nch, out, pf, xstride, &t.mx[0])
			}}})
	}
	installDirectGEMM(rows)
}

type directGEMMRow struct {
	id FormatID
	g  *directGEMM
}

// installDirectGEMM sets each listed registry row's gemmRows when its layout is the kernel's.
func installDirectGEMM(rows []directGEMMRow) {
	for _, p := range rows {
		if f := registry[p.id]; f != nil && f.BlockElems == p.g.unit && f.BlockBytes == p.g.unitBytes {
			f.gemmRows, f.gemmX8 = p.g.gemmRows, true
		}
	}
}

// prefetchLines asks for the n bytes at p to be brought into the caches (no fault on any address).
//
//go:noescape
func prefetchLines(p *byte, n int)
