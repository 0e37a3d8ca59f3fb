//go:build amd64

package core

import (
	"sync"
	"unsafe"

	"golang.org/x/sys/cpu"
)

// The amd64 kernels of ActivationsQ8 (gemv_q8.go): 4-row assembly kernels that multiply a
// format's integer codes with the int8 activations (AVX-512 VNNI), walked like the float32
// kernels: rows four at a time, columns kernelSpan at a time, the spans' float32 sums added in
// float64.

// hasVNNI says whether this CPU runs the 8-bit-activation kernels (AVX-512 F, BW, VL and VNNI).
var hasVNNI = cpu.X86.HasAVX512VNNI && cpu.X86.HasAVX512VL

//go:noescape
func quantizeQ8ActAVX512(x *float32, nb int, qs *int8, d *float32, xhat *float32) (bad bool)

//go:noescape
func quantizeQ8ActAVX2(x *float32, nb int, qs *int8, d *float32, xhat *float32) (bad bool)

// quantizeQ8Act rounds x to Q8_0 into a (see q8Act.quantize).
func quantizeQ8Act(x []float32, a *q8Act) (bad bool) {
	switch {
	case len(x) == 0 || simdLevel < simdAVX2:
		return quantizeQ8ActGo(x, a)
	case simdLevel < simdAVX512:
		return quantizeQ8ActAVX2(&x[0], len(x)/32, &a.qs[0], &a.d[0], &a.xhat[0])
	}
	return quantizeQ8ActAVX512(&x[0], len(x)/32, &a.qs[0], &a.d[0], &a.xhat[0])
}

// q8GEMM8Kernel computes one row's dot products with 8 interleaved vectors over nb blocks of 32.
type q8GEMM8Kernel func(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)

//go:noescape
func gemmQ8_0q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)

//go:noescape
func gemmQ4_0q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)

// q8GEMM8x2Kernel is q8GEMM8Kernel for two rows at once (out[0:8] row a, out[8:16] row b).
type q8GEMM8x2Kernel func(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)

//go:noescape
func gemmQ8_0q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)

//go:noescape
func gemmQ4_0q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)

// q8GEMM8x4Kernel is q8GEMM8Kernel for four rows at once (out[8r:8r+8] row r), the block's
// activations loaded once for the four.
type q8GEMM8x4Kernel func(rowa, rowb, rowc, rowd *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[32]float32, fp16 *float32, pf int)

//go:noescape
func gemmQ8_0q8x8x4(rowa, rowb, rowc, rowd *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[32]float32, fp16 *float32, pf int)

//go:noescape
func gemmQ4_0q8x8x4(rowa, rowb, rowc, rowd *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[32]float32, fp16 *float32, pf int)

// q8GEMM8x16Kernel is q8GEMM8Kernel for sixteen rows rowBytes apart, a row in each lane of the
// kernel's registers (gemv_q8r16_amd64.s): out[16v+l] is row l's sum against vector v; pf is the
// address from which each block step prefetches 16 blocks' bytes (the next sixteen rows).
type q8GEMM8x16Kernel func(row *byte, rowBytes int, qsi *int8, corr *int32, dxi *float32, nb int, out *[128]float32, pf uintptr)

//go:noescape
func gemmQ4_0q8x8x16(row *byte, rowBytes int, qsi *int8, corr *int32, dxi *float32, nb int, out *[128]float32, pf uintptr)

//go:noescape
func gemmQ8_0q8x8x16(row *byte, rowBytes int, qsi *int8, corr *int32, dxi *float32, nb int, out *[128]float32, pf uintptr)

// q8GEMM is a format's GEMM kernel with 8-bit activations: weight blocks of blockBytes bytes
// covering group (0 taken as 1) activation blocks of 32 values, scales looked up in tab (nil:
// fp16Table; MXFP4 passes its E8M0 table). Rows go four at a time where the format has a gemm8x4
// kernel, then two at a time (two independent dependency chains), the last odd one alone.
type q8GEMM struct {
	blockBytes int
	group      int
	gemm8      q8GEMM8Kernel
	gemm8x2    q8GEMM8x2Kernel
	gemm8x4    q8GEMM8x4Kernel
	gemm8x16   q8GEMM8x16Kernel
	tab        *float32
}

// r16Rows runs a sixteen-row GEMM kernel over the first nrows/16·16 rows from row0 of data (rows
// of rb bytes) and returns how many rows it did: per group of rows and span of up to span units
// (units per row), kernel(i, row, next, u, c, o16) sets o16 to the sums of rows row0+i… over
// units u…u+c−1 (row: the group's first row; next: the address of the group after it, which the
// kernels prefetch). The spans' sums are added in float64 where a row has several.
func r16Rows(data []byte, rb int, row0 int64, nrows, n int, y []float32, ystride, units, span int,
	kernel func(i int, row []byte, next uintptr, u, c int, o16 *[128]float32)) int {
	done := nrows / 16 * 16
	if done == 0 {
		return 0
	}
	o16 := q8Out16Pool.Get().(*[128]float32)
	for i := 0; i < done; i += 16 {
		row := data[(row0+int64(i))*int64(rb):][:rb]
		next := uintptr(unsafe.Pointer(&row[0])) + uintptr(16*rb)
		var acc [128]float64 // the spans' sums, in float64
		for u := 0; u < units; u += span {
			kernel(i, row, next, u, min(span, units-u), o16)
			if units <= span { // one span: its float32 sums are the results
				storeR16(y, ystride, i, n, o16)
				break
			}
			addR16(&acc, o16)
		}
		if units > span {
			storeR16Acc(y, ystride, i, n, &acc)
		}
	}
	q8Out16Pool.Put(o16)
	return done
}

// storeR16 writes a sixteen-row kernel's results for n vectors: y[v·ystride+i+l] = o[16v+l].
func storeR16(y []float32, ystride, i, n int, o *[128]float32) {
	for v := 0; v < n; v++ {
		copy(y[v*ystride+i:][:16], o[16*v:16*v+16])
	}
}

// addR16 adds a span's results to acc.
func addR16(acc *[128]float64, o *[128]float32) {
	for v := range acc {
		acc[v] += float64(o[v])
	}
}

// storeR16Acc is storeR16 of the spans' float64 sums.
func storeR16Acc(y []float32, ystride, i, n int, acc *[128]float64) {
	for v := 0; v < n; v++ {
		for l, s := range acc[16*v : 16*v+16] {
			y[v*ystride+i+l] = float32(s)
		}
	}
}

var (
	q8OutPool   = sync.Pool{New: func() any { return new([32]float32) }}
	q8Out16Pool = sync.Pool{New: func() any { return new([128]float32) }}
)

// gemmRows walks the rows four (or two, or one) at a time and the columns kernelSpan at a time,
// adding the spans' float32 results in float64; the kernels prefetch the next group of rows.
func (k *q8GEMM) gemmRows(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	nb := int(t.Cols()) / 32
	rowBytes := int(t.RowBytes())
	span := kernelSpan / 32
	g := max(k.group, 1)
	tab := k.tab
	if tab == nil {
		tab = &fp16Table[0]
	}
	op := q8OutPool.Get().(*[32]float32) // off the stack: the kernel is a function value
	defer q8OutPool.Put(op)
	out := op
	row := func(i int) []byte { return t.Data[(row0+int64(i))*int64(rowBytes):][:rowBytes] }
	i := 0
	if k.gemm8x16 != nil {
		i = r16Rows(t.Data, rowBytes, row0, nrows, n, y, ystride, nb, span, func(_ int, r []byte, next uintptr, b, c int, o16 *[128]float32) {
			o := b / g * k.blockBytes
			k.gemm8x16(&r[o], rowBytes, &a.qsi[b*256], &a.corr[b*8], &a.dxi[b*8], c/g, o16, next+uintptr(16*o))
		})
	}
	for ; k.gemm8x4 != nil && i+4 <= nrows; i += 4 {
		ra, rb, rc, rd := row(i), row(i+1), row(i+2), row(i+3)
		var acc [32]float64
		for b := 0; b < nb; b += span {
			c := min(span, nb-b)
			o := b / g * k.blockBytes
			k.gemm8x4(&ra[o], &rb[o], &rc[o], &rd[o], &a.qsi[b*256], &a.corr[b*8], &a.dxi[b*8], c/g, out, tab, 4*rowBytes)
			for v := range acc {
				acc[v] += float64(out[v])
			}
		}
		for v := 0; v < n; v++ {
			for r := 0; r < 4; r++ {
				y[v*ystride+i+r] = float32(acc[8*r+v])
			}
		}
	}
	for ; i < nrows; i += 2 {
		rowa := row(i)
		var acc [16]float64
		if i+1 < nrows {
			rowb := row(i + 1)
			for b := 0; b < nb; b += span {
				c := min(span, nb-b)
				k.gemm8x2(&rowa[b/g*k.blockBytes], &rowb[b/g*k.blockBytes], &a.qsi[b*256], &a.corr[b*8], &a.dxi[b*8], c/g, (*[16]float32)(out[:16]), tab, 2*rowBytes)
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
			k.gemm8(&rowa[b/g*k.blockBytes], &a.qsi[b*256], &a.corr[b*8], &a.dxi[b*8], c/g, (*[8]float32)(out[:8]), tab, rowBytes)
			for v := 0; v < 8; v++ {
				acc[v] += float64(out[v])
			}
		}
		for v := 0; v < n; v++ {
			y[v*ystride+i] = float32(acc[v])
		}
	}
}

// setQ8GEMM registers k as id's GEMM with 8-bit activations, its codes carrying offset off, when
// the registry row has the block layout k was written for.
func setQ8GEMM(id FormatID, off int32, k *q8GEMM) {
	if f := registry[id]; f != nil && f.BlockBytes == k.blockBytes && f.BlockElems == 32*max(k.group, 1) {
		f.gemmQ8Rows, f.gemmQ8Off = k.gemmRows, off
	}
}

//go:noescape
func gemvQ8_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ8_0q8x4L1(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

// gemvQ4_0q8x4 steps four blocks at a time in zmm registers where it can (its codes gathered by
// VPERMT2B: VBMI); gemvQ4_0q8x4Pairs is the same kernel without that step, for CPUs with VNNI
// but without VBMI (Cascade and Cooper Lake).
//
//go:noescape
func gemvQ4_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ4_0q8x4Pairs(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

// installQ8Kernels sets the registry rows' gemvQ8Rows for this CPU (called by installKernels).
func installQ8Kernels() {
	for _, f := range registry {
		if f != nil {
			f.gemvQ8Rows, f.q8Prep, f.gemmQ8Rows, f.gemmQ8Off = nil, nil, nil, 0
		}
	}
	if simdLevel < simdAVX512 || !hasVNNI {
		if simdLevel >= simdAVX2 {
			installQ8KernelsAVX2()
		}
		return
	}
	initFP16Table()
	setQ8GEMM(Q8_0, 128, &q8GEMM{blockBytes: 34, gemm8: gemmQ8_0q8x8, gemm8x2: gemmQ8_0q8x8x2, gemm8x4: gemmQ8_0q8x8x4, gemm8x16: gemmQ8_0q8x8x16})
	setQ8GEMM(Q4_0, 8, &q8GEMM{blockBytes: 18, gemm8: gemmQ4_0q8x8, gemm8x2: gemmQ4_0q8x8x2, gemm8x4: gemmQ4_0q8x8x4, gemm8x16: gemmQ4_0q8x8x16})
	set := func(id FormatID, k *q8Kernel) {
		if f := registry[id]; f != nil {
			f.gemvQ8Rows = k.gemvRows
		}
	}
	installQ8KQuantKernels(set)
	installQ8OtherKernels(set)
	installQ8LowBitKernels(set)
	installQ8MLXKernels()
	installQ8GPTQKernels()
	installQ8AWQKernels()
	defer installQ8GEMMViaGEMV()
	tab := &fp16Table[0]
	q80 := withPrefetch(gemvQ8_0q8x4, gemvQ8_0q8x4L1)
	set(Q8_0, &q8Kernel{unit: 32, unitBytes: 34, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		q80(r, qs, d, nb, o, tab, pf)
	}})
	q40 := gemvQ4_0q8x4
	if !hasVBMI {
		q40 = gemvQ4_0q8x4Pairs
	}
	set(Q4_0, &q8Kernel{unit: 32, unitBytes: 18, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		q40(r, qs, d, nb, o, tab, pf)
	}})
}

//go:noescape
func gemvQ8_0q8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ4_0q8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ4_1q8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ5_0q8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ5_1q8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ1_0q8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvTQ2_0q8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

// gemvIQ2_XXSq8x4AVX2 reads the grid (iq2xxsGrid) and the sign codes' ±1 bytes (iq2SignBytes).
//
//go:noescape
func gemvIQ2_XXSq8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid *uint64, signs *uint64)

// gemvIQ2_XSq8x4AVX2 reads the grid (iq2xsGrid) and iq2SignBytes.
//
//go:noescape
func gemvIQ2_XSq8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid *uint64, signs *uint64)

// gemvIQ3_Sq8x4AVX2 and gemvIQ2_Sq8x4AVX2 read their grids (iq3sGrid, iq2sGrid); their explicit
// sign bytes are spread in the lanes.
//
//go:noescape
func gemvIQ3_Sq8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid *byte)

//go:noescape
func gemvIQ2_Sq8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid *byte)

// gemvIQ1_Sq8x4AVX2 reads iq1sGridU.
//
//go:noescape
func gemvIQ1_Sq8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid *uint64)

// gemvIQ1_Mq8x4AVX2 reads iq1sGridU.
//
//go:noescape
func gemvIQ1_Mq8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid *uint64)

// iq1sGridU is iq1sGrid with 1 added to every trit (0, 1, 2: unsigned bytes for VPMADDUBSW).
var iq1sGridU = func() (t [2048]uint64) {
	for i, g := range iq1sGrid {
		for j := range 8 {
			t[i] |= uint64(uint8(g>>(8*j))+1) << (8 * j) // byte by byte: −1 (0xff) + 1 carries
		}
	}
	return t
}()

// gemvIQ3_XXSq8x4AVX2 reads the grid (iq3xxsGrid) and iq2SignBytes.
//
//go:noescape
func gemvIQ3_XXSq8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid *uint32, signs *uint64)

//go:noescape
func gemvQ3_Kq8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ2_Kq8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int, fp16 *float32)

//go:noescape
func gemvQ4_Kq8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int, fp16 *float32)

//go:noescape
func gemvIQ4_NLq8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, levels *[16]int8)

// gemvMXFP4q8x4AVX2 takes MXFP4's E8M0 scale table (fp4Scales.mx) where the others take fp16Table.
//
//go:noescape
func gemvMXFP4q8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, levels *[16]int8)

// gemvNVFP4q8x4AVX2 takes NVFP4's halved UE4M3 scale table (fp4Scales.nv) as fp16; nb counts
// 64-value blocks.
//
//go:noescape
func gemvNVFP4q8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, levels *[16]int8)

//go:noescape
func gemvIQ4_XSq8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, levels *[16]int8)

//go:noescape
func gemvTQ1_0q8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ6_Kq8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ5_Kq8x4AVX2(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int, fp16 *float32)

// installQ8KernelsAVX2 gives Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL, MXFP4, NVFP4, Q2_K, Q3_K, Q4_K, Q5_K, Q6_K, IQ4_XS, TQ1_0, TQ2_0, Q1_0, IQ1_S, IQ1_M, IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS and IQ3_S their AVX2
// 8-bit-activation kernels (gemv_q8_avx2_amd64.s, printed by scripts/gemv-asm/q8_avx2.py:
// VPMADDUBSW/VPMADDWD integer sums, as ggml's AVX2 code) on CPUs without AVX-512 VNNI; the GEMM
// of several vectors runs the AVX2 GEMM kernels where a format has one (installQ8GEMMAVX2:
// the block formats, the K-quants, IQ4_XS, TQ2_0) and the GEMV once per vector otherwise
// (installQ8GEMMViaGEMV); the other formats' ActivationsQ8 products there take their float32
// kernels with x̂.
func installQ8KernelsAVX2() {
	initFP16Table()
	tab := &fp16Table[0]
	for _, k := range []struct {
		id    FormatID
		bytes int
		gemv4 func(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
		unit  int
	}{
		{Q8_0, 34, gemvQ8_0q8x4AVX2, 32},
		{Q4_0, 18, gemvQ4_0q8x4AVX2, 32},
		{Q4_1, 20, gemvQ4_1q8x4AVX2, 32},
		{Q5_0, 22, gemvQ5_0q8x4AVX2, 32},
		{Q5_1, 24, gemvQ5_1q8x4AVX2, 32},
		{IQ4_NL, 18, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, fp16 *float32, pf int) {
			gemvIQ4_NLq8x4AVX2(r, qs, d, nb, o, fp16, pf, &kvaluesIQ4NL)
		}, 32},
		{Q6_K, q6KBytes, gemvQ6_Kq8x4AVX2, kBlock},
		{Q3_K, q3KBytes, gemvQ3_Kq8x4AVX2, kBlock},
		{TQ1_0, 54, gemvTQ1_0q8x4AVX2, kBlock},
		{TQ2_0, 66, gemvTQ2_0q8x4AVX2, kBlock},
		{Q1_0, 18, gemvQ1_0q8x4AVX2, 128},
		{IQ2_XXS, 66, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, fp16 *float32, pf int) {
			gemvIQ2_XXSq8x4AVX2(r, qs, d, nb, o, fp16, pf, &iq2xxsGrid[0], &iq2SignBytes[0])
		}, kBlock},
		{IQ2_XS, 74, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, fp16 *float32, pf int) {
			gemvIQ2_XSq8x4AVX2(r, qs, d, nb, o, fp16, pf, &iq2xsGrid[0], &iq2SignBytes[0])
		}, kBlock},
		{IQ1_S, 50, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, fp16 *float32, pf int) {
			gemvIQ1_Sq8x4AVX2(r, qs, d, nb, o, fp16, pf, &iq1sGridU[0])
		}, kBlock},
		{IQ1_M, 56, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, fp16 *float32, pf int) {
			gemvIQ1_Mq8x4AVX2(r, qs, d, nb, o, fp16, pf, &iq1sGridU[0])
		}, kBlock},
		{IQ3_S, 110, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, fp16 *float32, pf int) {
			gemvIQ3_Sq8x4AVX2(r, qs, d, nb, o, fp16, pf, (*byte)(unsafe.Pointer(&iq3sGrid[0])))
		}, kBlock},
		{IQ2_S, 82, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, fp16 *float32, pf int) {
			gemvIQ2_Sq8x4AVX2(r, qs, d, nb, o, fp16, pf, (*byte)(unsafe.Pointer(&iq2sGrid[0])))
		}, kBlock},
		{IQ3_XXS, 98, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, fp16 *float32, pf int) {
			gemvIQ3_XXSq8x4AVX2(r, qs, d, nb, o, fp16, pf, &iq3xxsGrid[0], &iq2SignBytes[0])
		}, kBlock},
		{IQ4_XS, 136, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, fp16 *float32, pf int) {
			gemvIQ4_XSq8x4AVX2(r, qs, d, nb, o, fp16, pf, &kvaluesIQ4NL)
		}, kBlock},
	} {
		g := k.gemv4
		registry[k.id].gemvQ8Rows = (&q8Kernel{unit: k.unit, unitBytes: k.bytes, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
			g(r, qs, d, nb, o, tab, pf)
		}}).gemvRows
	}
	if t := fp4ScaleTables(); t != nil {
		registry[MXFP4].gemvQ8Rows = (&q8Kernel{unit: 32, unitBytes: 17, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
			gemvMXFP4q8x4AVX2(r, qs, d, nb, o, &t.mx[0], pf, &kvaluesFP4)
		}}).gemvRows
		registry[NVFP4].gemvQ8Rows = (&q8Kernel{unit: 64, unitBytes: 36, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
			gemvNVFP4q8x4AVX2(r, qs, d, nb, o, &t.nv[0], pf, &kvaluesFP4)
		}}).gemvRows
	}
	for _, k := range []struct {
		id    FormatID
		bytes int
		gemv4 func(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int, fp16 *float32)
		half  bool
	}{{Q4_K, q4KBytes, gemvQ4_Kq8x4AVX2, false}, {Q5_K, q5KBytes, gemvQ5_Kq8x4AVX2, false}, {Q2_K, q2KBytes, gemvQ2_Kq8x4AVX2, true}} {
		g := k.gemv4
		registry[k.id].gemvQ8Rows = (&q8kMinKernel{unitBytes: k.bytes, half: k.half, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, bx *float32, pf int) {
			g(r, qs, d, nb, o, bx, pf, tab)
		}}).gemvRows
	}
	installQ8GEMMAVX2()
	if simdLevel == simdAVXVNNI && hasAVXVNNI {
		installQ8GEMVAVXVNNI()
		installQ8GEMMAVXVNNI()
	}
	installQ8MLXKernels()
	installQ8GPTQKernels()
	installQ8AWQKernels()
	installQ8GEMMViaGEMV()
}
