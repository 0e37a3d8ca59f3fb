//go:build amd64

package core

// 8-bit-activation kernels of the other block formats (gemv_q8x_amd64.s), installed by
// installQ8Kernels: IQ4_NL, IQ4_XS, Q4_1, Q5_0, Q5_1 and MXFP4.

func gemvIQ4_NLq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
func gemvIQ4_XSq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
func gemvQ4_1q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
func gemvQ5_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
func gemvQ5_1q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
func gemvMXFP4q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, scales *float32, pf int)

func gemmIQ4_NLq8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32)
func gemmIQ4_NLq8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32)
func gemmQ5_0q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32)
func gemmQ5_0q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32)
func gemmMXFP4q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, scales *float32)
func gemmMXFP4q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, scales *float32)

// Q4_1: registered with off = 1, corr = −Σqs.
func gemmQ4_1q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32)
func gemmQ4_1q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32)

// Q5_1: registered with off = 1, corr = −Σqs, like Q4_1.
func gemmQ5_1q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32)
func gemmQ5_1q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32)

// IQ4_XS: nb counts super-blocks of 256 (8 activation blocks each).
func gemmIQ4_XSq8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32)
func gemmIQ4_XSq8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32)

// q8GEMMTab is q8GEMM (gemv_q8_amd64.go) with the kernels' scale table given (fp16Table, or
// MXFP4's E8M0 table): rows two at a time, the last odd one alone, the columns kernelSpan at a
// time with the spans' float32 results added in float64. group is the number of activation blocks
// (32 columns) per weight block (0 taken as 1: IQ4_XS has 8); the kernels count weight blocks.
type q8GEMMTab struct {
	blockBytes int
	group      int
	gemm8      q8GEMM8Kernel
	gemm8x2    q8GEMM8x2Kernel
	tab        *float32
}

func (k *q8GEMMTab) gemmRows(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	nb := int(t.Cols()) / 32
	rb := int(t.RowBytes())
	span := kernelSpan / 32
	g := max(k.group, 1)
	var out [16]float32
	for i := 0; i < nrows; i += 2 {
		rowa := t.Data[(row0+int64(i))*int64(rb):][:rb]
		var acc [16]float64
		if i+1 < nrows {
			rowb := t.Data[(row0+int64(i+1))*int64(rb):][:rb]
			for b := 0; b < nb; b += span {
				c := min(span, nb-b)
				k.gemm8x2(&rowa[b/g*k.blockBytes], &rowb[b/g*k.blockBytes], &a.qsi[b*256], &a.corr[b*8], &a.dxi[b*8], c/g, &out, k.tab)
				for v := range acc {
					acc[v] += float64(out[v])
				}
			}
			for v := 0; v < n; v++ {
				y[v*ystride+i], y[v*ystride+i+1] = float32(acc[v]), float32(acc[8+v])
			}
			continue
		}
		for b := 0; b < nb; b += span {
			c := min(span, nb-b)
			k.gemm8(&rowa[b/g*k.blockBytes], &a.qsi[b*256], &a.corr[b*8], &a.dxi[b*8], c/g, (*[8]float32)(out[:8]), k.tab)
			for v := 0; v < 8; v++ {
				acc[v] += float64(out[v])
			}
		}
		for v := 0; v < n; v++ {
			y[v*ystride+i] = float32(acc[v])
		}
	}
}

func installQ8OtherKernels(set func(FormatID, *q8Kernel)) {
	tab := &fp16Table[0]
	// gemm registers a GEMM with 8-bit activations (blocks of 32, codes carrying off).
	gemm := func(id FormatID, off int32, k *q8GEMMTab) {
		if f := registry[id]; f != nil && f.BlockBytes == k.blockBytes && f.BlockElems == 32*max(k.group, 1) {
			f.gemmQ8Rows, f.gemmQ8Off = k.gemmRows, off
		}
	}
	gemm(IQ4_NL, 128, &q8GEMMTab{blockBytes: 18, gemm8: gemmIQ4_NLq8x8, gemm8x2: gemmIQ4_NLq8x8x2, tab: tab})
	gemm(IQ4_XS, 128, &q8GEMMTab{blockBytes: 136, group: 8, gemm8: gemmIQ4_XSq8x8, gemm8x2: gemmIQ4_XSq8x8x2, tab: tab})
	gemm(Q4_1, 1, &q8GEMMTab{blockBytes: 20, gemm8: gemmQ4_1q8x8, gemm8x2: gemmQ4_1q8x8x2, tab: tab})
	gemm(Q5_0, 16, &q8GEMMTab{blockBytes: 22, gemm8: gemmQ5_0q8x8, gemm8x2: gemmQ5_0q8x8x2, tab: tab})
	gemm(Q5_1, 1, &q8GEMMTab{blockBytes: 24, gemm8: gemmQ5_1q8x8, gemm8x2: gemmQ5_1q8x8x2, tab: tab})
	if t := fp4ScaleTables(); t != nil {
		gemm(MXFP4, 128, &q8GEMMTab{blockBytes: 17, gemm8: gemmMXFP4q8x8, gemm8x2: gemmMXFP4q8x8x2, tab: &t.mx[0]})
	}
	// with wraps a kernel that takes a scale table.
	with := func(k func(*[4]*byte, *int8, *float32, int, *[4]float32, *float32, int), tab *float32) q8Rows4Kernel {
		return func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
			k(r, qs, d, nb, o, tab, pf)
		}
	}
	blockBytes := func(id FormatID, n int) bool {
		f := registry[id]
		return f != nil && f.BlockBytes == n
	}
	if blockBytes(IQ4_NL, 18) {
		set(IQ4_NL, &q8Kernel{unit: 32, unitBytes: 18, gemv4: with(gemvIQ4_NLq8x4, tab)})
	}
	if blockBytes(IQ4_XS, 136) {
		set(IQ4_XS, &q8Kernel{unit: 256, unitBytes: 136, gemv4: with(gemvIQ4_XSq8x4, tab)})
	}
	if blockBytes(Q4_1, 20) {
		set(Q4_1, &q8Kernel{unit: 32, unitBytes: 20, gemv4: with(gemvQ4_1q8x4, tab)})
	}
	if blockBytes(Q5_0, 22) {
		set(Q5_0, &q8Kernel{unit: 32, unitBytes: 22, gemv4: with(gemvQ5_0q8x4, tab)})
	}
	if blockBytes(Q5_1, 24) {
		set(Q5_1, &q8Kernel{unit: 32, unitBytes: 24, gemv4: with(gemvQ5_1q8x4, tab)})
	}
	if blockBytes(MXFP4, 17) {
		if t := fp4ScaleTables(); t != nil {
			set(MXFP4, &q8Kernel{unit: 32, unitBytes: 17, gemv4: with(gemvMXFP4q8x4, &t.mx[0])})
		}
	}
}
