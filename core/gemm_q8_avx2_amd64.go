package core

import "sync"

// The AVX2 GEMM of the 8-bit-activation mode (gemm_q8_avx2_amd64.s, printed by
// scripts/gemv-asm/gemm_avx2.py): on CPUs without AVX-512 VNNI a GEMM of 2–8 vectors ran the
// GEMV kernel once per vector over L2-resident rows, decoding every block once per vector
// (7.2–7.9× the GEMV's time at n = 8, 0.77–0.92× ggml's haswell build for Q6_K, IQ4_XS,
// IQ4_NL, Q3_K and Q5_0). These kernels decode a row's block once and multiply it with the eight
// vectors held in the lanes of a register (q8Act.interleave's layout), VPMADDUBSW and VPMADDWD
// standing in for AVX-512's VPDPBUSD, or AVX-VNNI's VEX VPDPBUSD at the avxvnni level.

// gemmAVX2Kernel is the contract of the kernels (see the generator's header): out[8r+v] is row
// r's sum against vector v over nb units, for nrows rows rowBytes apart.
type gemmAVX2Kernel func(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

// The AVX2 kernels (the avx2 level, and the avxvnni level where no AVX-VNNI form is listed below).

//go:noescape
func gemmQ4_0q8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ4_1q8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ5_0q8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ5_1q8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ8_0q8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmIQ4_NLq8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmMXFP4q8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmNVFP4q8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ2_Kq8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ3_Kq8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ4_Kq8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ5_Kq8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ6_Kq8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmIQ4_XSq8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmTQ2_0q8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmTQ1_0q8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ1_0q8AVX2(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

// The AVX-VNNI kernels (VEX VPDPBUSD; the avxvnni level on CPUs with AVX-VNNI).

//go:noescape
func gemmQ4_0q8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ4_1q8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ5_0q8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ5_1q8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ8_0q8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmIQ4_NLq8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmMXFP4q8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmNVFP4q8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ3_Kq8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ4_Kq8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ5_Kq8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ6_Kq8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmIQ4_XSq8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmTQ2_0q8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmTQ1_0q8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

//go:noescape
func gemmQ1_0q8AVXVNNI(row *byte, rowBytes, nrows int, qsi *int8, corr *int32, bx *float32, dxi *float32, nb int, out *float32, tab *float32, c16 *int16, lut *[32]byte)

// q8GEMMAVX2 is a format's AVX2 GEMM with 8-bit activations: units of unit values and
// unitBytes bytes, the codes' offset off (interleave's corr), bx (corr·dxi) for the formats with
// a min term (half: Q2_K's half-block sums b16 instead), c16 words (avx2C16, with offset c16Off)
// for those whose half blocks carry scales.
type q8GEMMAVX2 struct {
	unit, unitBytes int
	off             int32
	bx, half        bool
	c16Off          int32
	kernel          gemmAVX2Kernel
	tab             *float32
	lut             *[32]byte
}

// gemmAVX2Rows is how many rows a kernel call takes: its out holds 8 values a row.
const gemmAVX2Rows = 16

// prep is the format's q8Prep: for a GEMM the interleaved activations and, where the kernel
// reads them, bx and c16 (once per product, before the threads start).
func (k *q8GEMMAVX2) prep(t *Tensor, a *q8Act) bool {
	cols := int(t.Cols())
	n := len(a.qs) / cols
	if n <= 1 {
		return true
	}
	a.interleave(n, cols, k.off)
	if k.bx {
		if cap(a.bx8) < len(a.corr) {
			a.bx8 = make([]float32, len(a.corr))
		}
		a.bx8 = a.bx8[:len(a.corr)]
		for i, c := range a.corr {
			a.bx8[i] = float32(c) * a.dxi[i]
		}
	}
	if k.half {
		a.prepHalfScaledSums(n, cols)
	}
	if k.c16Off != 0 {
		a.avx2C16(cols, k.c16Off)
	}
	return true
}

// avx2C16 makes c16w: per block of 32 and vector quad (0…3, 4…7) the 16 words the AVX2 GEMM
// kernels' VPADDW adds to their pair sums, −off·Σx̂ over the eight values each word holds (word
// 2v + p of lane h: values 16h + 4j + 2p and 16h + 4j + 2p + 1 of vector v of the quad, j < 4).
func (a *q8Act) avx2C16(cols int, off int32) {
	nb := cols / 32
	if cap(a.c16w) < nb*32 {
		a.c16w = make([]int16, nb*32)
	}
	a.c16w = a.c16w[:nb*32]
	for b := 0; b < nb; b++ {
		q := (*[256]int8)(a.qsi[b*256:])
		w := (*[32]int16)(a.c16w[b*32:])
		for quad := 0; quad < 2; quad++ {
			for h := 0; h < 2; h++ {
				for v := 0; v < 4; v++ {
					for p := 0; p < 2; p++ {
						var s int32
						for j := 0; j < 4; j++ {
							i := j*64 + quad*32 + h*16 + v*4 + 2*p
							s += int32(q[i]) + int32(q[i+1])
						}
						w[quad*16+h*8+2*v+p] = int16(-off * s)
					}
				}
			}
		}
	}
}

var gemmAVX2OutPool = sync.Pool{New: func() any { return new([8 * gemmAVX2Rows]float32) }}

// gemmRows walks the rows gemmAVX2Rows at a time and the columns kernelSpan at a time, adding
// the spans' float32 results in float64.
func (k *q8GEMMAVX2) gemmRows(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	units := int(t.Cols()) / k.unit
	rb := int(t.RowBytes())
	span := max(1, kernelSpan/k.unit)
	bpu := k.unit / 32 // activation blocks per unit
	op := gemmAVX2OutPool.Get().(*[8 * gemmAVX2Rows]float32)
	defer gemmAVX2OutPool.Put(op)
	for i := 0; i < nrows; i += gemmAVX2Rows {
		m := min(gemmAVX2Rows, nrows-i)
		row := t.Data[(row0+int64(i))*int64(rb):]
		var acc [8 * gemmAVX2Rows]float64
		for u := 0; u < units; u += span {
			c := min(span, units-u)
			b := u * bpu
			var bx *float32 // what prep made for this product's format, nothing else
			var c16 *int16
			if k.bx {
				bx = &a.bx8[b*8]
			}
			if k.half {
				bx = &a.b16[b*16]
			}
			if k.c16Off != 0 {
				c16 = &a.c16w[b*32]
			}
			k.kernel(&row[u*k.unitBytes], rb, m, &a.qsi[b*256], &a.corr[b*8], bx, &a.dxi[b*8], c, &op[0], k.tab, c16, k.lut)
			if units <= span {
				break
			}
			for l := range acc[:8*m] {
				acc[l] += float64(op[l])
			}
		}
		for v := 0; v < n; v++ {
			o := y[v*ystride+i:][:m]
			for l := range o {
				if units <= span {
					o[l] = op[8*l+v]
				} else {
					o[l] = float32(acc[8*l+v])
				}
			}
		}
	}
}

// installQ8GEMMAVX2 gives the formats with an AVX2 GEMM kernel their gemmQ8Rows (and the q8Prep
// it reads), in place of the GEMV passes per vector.
func installQ8GEMMAVX2() {
	tab := &fp16Table[0]
	for _, k := range []struct {
		id FormatID
		g  *q8GEMMAVX2
	}{
		{Q4_0, &q8GEMMAVX2{unit: 32, unitBytes: 18, off: 8, kernel: gemmQ4_0q8AVX2}},
		{Q4_1, &q8GEMMAVX2{unit: 32, unitBytes: 20, off: 1, bx: true, kernel: gemmQ4_1q8AVX2}},
		{Q5_0, &q8GEMMAVX2{unit: 32, unitBytes: 22, off: 16, kernel: gemmQ5_0q8AVX2}},
		{Q5_1, &q8GEMMAVX2{unit: 32, unitBytes: 24, off: 1, bx: true, kernel: gemmQ5_1q8AVX2}},
		{Q8_0, &q8GEMMAVX2{unit: 32, unitBytes: 34, c16Off: 8, kernel: gemmQ8_0q8AVX2}},
		{Q2_K, &q8GEMMAVX2{unit: kBlock, unitBytes: q2KBytes, half: true, kernel: gemmQ2_Kq8AVX2}},
		{TQ2_0, &q8GEMMAVX2{unit: kBlock, unitBytes: 66, off: 1, kernel: gemmTQ2_0q8AVX2}},
		{TQ1_0, &q8GEMMAVX2{unit: kBlock, unitBytes: 54, off: 1, kernel: gemmTQ1_0q8AVX2}},
		{Q1_0, &q8GEMMAVX2{unit: 128, unitBytes: 18, off: 1, kernel: gemmQ1_0q8AVX2}},
		{Q6_K, &q8GEMMAVX2{unit: kBlock, unitBytes: q6KBytes, c16Off: 32, kernel: gemmQ6_Kq8AVX2}},
		{Q3_K, &q8GEMMAVX2{unit: kBlock, unitBytes: q3KBytes, c16Off: 4, kernel: gemmQ3_Kq8AVX2}},
		{Q4_K, &q8GEMMAVX2{unit: kBlock, unitBytes: q4KBytes, off: 1, bx: true, kernel: gemmQ4_Kq8AVX2}},
		{Q5_K, &q8GEMMAVX2{unit: kBlock, unitBytes: q5KBytes, off: 1, bx: true, kernel: gemmQ5_Kq8AVX2}},
	} {
		k.g.tab = tab
		setGEMMAVX2(k.id, k.g)
	}
	iq4 := levelsLUT(&kvaluesIQ4NL, 128) // gemm_avx2.py: two nibble planes of the level plus 128
	setGEMMAVX2(IQ4_NL, &q8GEMMAVX2{unit: 32, unitBytes: 18, c16Off: 8, kernel: gemmIQ4_NLq8AVX2, tab: tab, lut: iq4})
	setGEMMAVX2(IQ4_XS, &q8GEMMAVX2{unit: kBlock, unitBytes: 136, c16Off: 8, kernel: gemmIQ4_XSq8AVX2, tab: tab, lut: iq4})
	if t := fp4ScaleTables(); t != nil {
		lut := levelsLUT(&kvaluesFP4, 12)
		setGEMMAVX2(MXFP4, &q8GEMMAVX2{unit: 32, unitBytes: 17, off: 12, kernel: gemmMXFP4q8AVX2, tab: &t.mx[0], lut: lut})
		setGEMMAVX2(NVFP4, &q8GEMMAVX2{unit: 64, unitBytes: 36, c16Off: 12, kernel: gemmNVFP4q8AVX2, tab: &t.nv[0], lut: lut})
	}
}

//go:noescape
func gemvQ4_0q8x4AVXVNNI(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvIQ4_NLq8x4AVXVNNI(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, levels *[16]int8)

//go:noescape
func gemvMXFP4q8x4AVXVNNI(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, levels *[16]int8)

// installQ8GEMVAVXVNNI puts the AVX-VNNI GEMV kernels of Q4_0, IQ4_NL and MXFP4
// (gemv_q8_avx2_amd64.s: one VPDPBUSD a block and row) in place of the AVX2 ones. From L2, ns per
// 32 weights and row, AVX2 → AVX-VNNI: Q4_0 0.67 → 0.62, IQ4_NL 0.82 → 0.64, MXFP4 0.75 → 0.63.
func installQ8GEMVAVXVNNI() {
	tab := &fp16Table[0]
	for _, k := range []struct {
		id    FormatID
		bytes int
		gemv4 func(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
	}{
		{Q4_0, 18, gemvQ4_0q8x4AVXVNNI},
		{IQ4_NL, 18, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, fp16 *float32, pf int) {
			gemvIQ4_NLq8x4AVXVNNI(r, qs, d, nb, o, fp16, pf, &kvaluesIQ4NL)
		}},
	} {
		if f := registry[k.id]; f != nil && f.BlockBytes == k.bytes && f.gemvQ8Rows != nil {
			g := k.gemv4
			f.gemvQ8Rows = (&q8Kernel{unit: 32, unitBytes: k.bytes, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
				g(r, qs, d, nb, o, tab, pf)
			}}).gemvRows
		}
	}
	if t := fp4ScaleTables(); t != nil && registry[MXFP4].gemvQ8Rows != nil {
		registry[MXFP4].gemvQ8Rows = (&q8Kernel{unit: 32, unitBytes: 17, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
			gemvMXFP4q8x4AVXVNNI(r, qs, d, nb, o, &t.mx[0], pf, &kvaluesFP4)
		}}).gemvRows
	}
}

// installQ8GEMMAVXVNNI puts the AVX-VNNI kernels (VPDPBUSD: no int16 step) in place of the AVX2
// ones where a format has one: the avxvnni level on CPUs with AVX-VNNI.
func installQ8GEMMAVXVNNI() {
	tab := &fp16Table[0]
	for _, k := range []struct {
		id FormatID
		g  *q8GEMMAVX2
	}{
		{Q4_0, &q8GEMMAVX2{unit: 32, unitBytes: 18, off: 8, kernel: gemmQ4_0q8AVXVNNI}},
		{Q4_1, &q8GEMMAVX2{unit: 32, unitBytes: 20, off: 1, bx: true, kernel: gemmQ4_1q8AVXVNNI}},
		{Q5_0, &q8GEMMAVX2{unit: 32, unitBytes: 22, off: 16, kernel: gemmQ5_0q8AVXVNNI}},
		{Q5_1, &q8GEMMAVX2{unit: 32, unitBytes: 24, off: 1, bx: true, kernel: gemmQ5_1q8AVXVNNI}},
		{Q8_0, &q8GEMMAVX2{unit: 32, unitBytes: 34, off: 128, kernel: gemmQ8_0q8AVXVNNI}},
		{TQ2_0, &q8GEMMAVX2{unit: kBlock, unitBytes: 66, off: 1, kernel: gemmTQ2_0q8AVXVNNI}},
		{TQ1_0, &q8GEMMAVX2{unit: kBlock, unitBytes: 54, off: 1, kernel: gemmTQ1_0q8AVXVNNI}},
		{Q1_0, &q8GEMMAVX2{unit: 128, unitBytes: 18, off: 1, kernel: gemmQ1_0q8AVXVNNI}},
		{Q4_K, &q8GEMMAVX2{unit: kBlock, unitBytes: q4KBytes, off: 1, bx: true, kernel: gemmQ4_Kq8AVXVNNI}},
		{Q5_K, &q8GEMMAVX2{unit: kBlock, unitBytes: q5KBytes, off: 1, bx: true, kernel: gemmQ5_Kq8AVXVNNI}},
		{Q6_K, &q8GEMMAVX2{unit: kBlock, unitBytes: q6KBytes, c16Off: 32, kernel: gemmQ6_Kq8AVXVNNI}},
		{Q3_K, &q8GEMMAVX2{unit: kBlock, unitBytes: q3KBytes, c16Off: 4, kernel: gemmQ3_Kq8AVXVNNI}},
	} {
		k.g.tab = tab
		setGEMMAVX2(k.id, k.g)
	}
	iq4 := levelsLUT(&kvaluesIQ4NL, 128)
	setGEMMAVX2(IQ4_NL, &q8GEMMAVX2{unit: 32, unitBytes: 18, off: 128, kernel: gemmIQ4_NLq8AVXVNNI, tab: tab, lut: iq4})
	setGEMMAVX2(IQ4_XS, &q8GEMMAVX2{unit: kBlock, unitBytes: 136, off: 128, kernel: gemmIQ4_XSq8AVXVNNI, tab: tab, lut: iq4})
	if t := fp4ScaleTables(); t != nil {
		lut := levelsLUT(&kvaluesFP4, 12)
		setGEMMAVX2(MXFP4, &q8GEMMAVX2{unit: 32, unitBytes: 17, off: 12, kernel: gemmMXFP4q8AVXVNNI, tab: &t.mx[0], lut: lut})
		setGEMMAVX2(NVFP4, &q8GEMMAVX2{unit: 64, unitBytes: 36, c16Off: 12, kernel: gemmNVFP4q8AVXVNNI, tab: &t.nv[0], lut: lut})
	}
}

// levelsLUT is a 16-entry level table plus bias as bytes, in both 128-bit lanes (the kernels'
// VPSHUFB table: IQ4_NL/IQ4_XS's levels, plus 128 where the AVX-VNNI kernels take them unsigned;
// MXFP4's kvalues_fp4 plus 12).
func levelsLUT(levels *[16]int8, bias int) *[32]byte {
	t := new([32]byte)
	for i, v := range levels {
		t[i], t[16+i] = byte(int(v)+bias), byte(int(v)+bias)
	}
	return t
}

// setGEMMAVX2 installs k as id's GEMM when the registry row has the layout k was written for.
func setGEMMAVX2(id FormatID, k *q8GEMMAVX2) {
	f := registry[id]
	if f == nil || f.BlockBytes*k.unit != k.unitBytes*max(1, f.BlockElems) || f.gemvQ8Rows == nil {
		return
	}
	f.gemmQ8Rows, f.q8Prep, f.gemmQ8Off = k.gemmRows, k.prep, k.off
}
