//go:build amd64

package core

import "sync"

// 8-bit-activation kernels of the K-quants (gemv_q8k_amd64.s, printed by
// scripts/gemv-asm/q8k.py), installed by installQ8Kernels.

//go:noescape
func gemvQ4_Kq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int)

//go:noescape
func gemvQ5_Kq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int)

//go:noescape
func gemvQ6_Kq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

// gemvQ5_Kq8x4GFNI and gemvQ6_Kq8x4GFNI are gemvQ5_Kq8x4 and gemvQ6_Kq8x4 with the codes' high
// bits moved into place by GF2P8AFFINEQB (one bit-matrix per half register) instead of a shift
// and a mask: 9–11 % faster per super-block from L1 on Zen 4. Same sums, same results.
//
//go:noescape
func gemvQ5_Kq8x4GFNI(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int)

//go:noescape
func gemvQ6_Kq8x4GFNI(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

// The L1 variants: the same kernels prefetching the next rows with PREFETCHT0 (prefetchL1).

//go:noescape
func gemvQ4_Kq8x4L1(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int)

//go:noescape
func gemvQ5_Kq8x4L1(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int)

//go:noescape
func gemvQ6_Kq8x4L1(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ5_Kq8x4GFNIL1(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int)

//go:noescape
func gemvQ6_Kq8x4GFNIL1(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ2_Kq8x4L1(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int, fp16 *float32)

// q8kKernel is the signature of the Q4_K, Q5_K and Q6_K kernels (the last pointer: bx or fp16).
type q8kKernel = func(*[4]*byte, *int8, *float32, int, *[4]float32, *float32, int)

// q8kKernels returns the Q2_K, Q4_K, Q5_K and Q6_K 8-bit-activation kernels this CPU runs.
func q8kKernels() (q2 func(*[4]*byte, *int8, *float32, int, *[4]float32, *float32, int, *float32), q4, q5, q6 q8kKernel) {
	q2, q4 = withPrefetch(gemvQ2_Kq8x4, gemvQ2_Kq8x4L1), withPrefetch(gemvQ4_Kq8x4, gemvQ4_Kq8x4L1)
	if hasGFNI {
		return q2, q4, withPrefetch(gemvQ5_Kq8x4GFNI, gemvQ5_Kq8x4GFNIL1), withPrefetch(gemvQ6_Kq8x4GFNI, gemvQ6_Kq8x4GFNIL1)
	}
	return q2, q4, withPrefetch(gemvQ5_Kq8x4, gemvQ5_Kq8x4L1), withPrefetch(gemvQ6_Kq8x4, gemvQ6_Kq8x4L1)
}

//go:noescape
func gemvQ2_Kq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int, fp16 *float32)

//go:noescape
func gemvQ3_Kq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

// q8kHalfSums sets bx[g] = d[g/2]·Σ qs[16g…16g+15] for the 16·nb groups of 16 of nb super-blocks.
//
//go:noescape
func q8kHalfSums(qs *int8, d *float32, nb int, bx *float32)

// q8kBlockSums sets bx[k] = d[k]·Σ qs[32k…32k+31] for the 8·nb blocks of 32 of nb super-blocks.
//
//go:noescape
func q8kBlockSums(qs *int8, d *float32, nb int, bx *float32)

// q8kBlockSumsAVX2 is q8kBlockSums for the AVX2 kernels (gemv_q8_avx2_amd64.s).
//
//go:noescape
func q8kBlockSumsAVX2(qs *int8, d *float32, nb int, bx *float32)

//go:noescape
func gemmQ4_Kq8x8(row *byte, qsi *int8, bxi *float32, dxi *float32, nb int, out *[8]float32, pf int)

//go:noescape
func gemmQ5_Kq8x8(row *byte, qsi *int8, bxi *float32, dxi *float32, nb int, out *[8]float32, pf int)

//go:noescape
func gemmQ6_Kq8x8(row *byte, qsi *int8, c16 *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)

// q8kGemmC16 sets, for np pairs of interleaved blocks, −32·Σqs per half block and vector in
// gemmQ6_Kq8x8's layout (32 values per pair).
//
//go:noescape
func q8kGemmC16(qsi *int8, np int, c16 *int32)

var q8kC16Pool = sync.Pool{New: func() any { return new([]int32) }}

// q8kGEMMPF is how many rows ahead the K-quants' GEMM kernels prefetch (at the same columns).
// They walk one row at a time, a single forward stream, yet the hardware's prefetcher alone left
// them waiting on DRAM. GEMM n=8 over 512 MiB, one thread, ms per 14336×4096 matrix, prefetching
// none / 1 / 2 / 4 rows ahead: Q4_K 9.5 / 7.2–7.4 / 7.4–7.7 / 8.1, Q5_K 10.6–11.0 / 8.7–8.9 /
// 8.7–8.9 / 8.7–9.3, Q6_K 14.0–14.7 / 9.4–9.6 / 8.7–9.2 / 8.4–9.5.
const q8kGEMMPF = 2

//go:noescape
func gemmQ6_Kq8x8x16(row *byte, rowBytes int, qsi *int8, c16 *int32, dxi *float32, nsb int, out *[128]float32, pf uintptr)

//go:noescape
func gemmQ2_Kq8x8x16(row *byte, rowBytes int, qsi *int8, b16 *float32, dxi *float32, nsb int, out *[128]float32, pf uintptr)

// q2kQ8Prep is Q2_K's q8Prep: for a GEMM, the interleaved activations, q8Act.b16 for the
// sixteen-row kernel and the per-vector views for the rows left over.
func q2kQ8Prep(t *Tensor, a *q8Act) bool {
	cols := int(t.Cols())
	if n := len(a.qs) / cols; n > 1 {
		a.interleave(n, cols, 0)
		a.prepHalfScaledSums(n, cols)
		a.vectorViews(cols)
	}
	return true
}

// q2kGEMMRows is Q2_K's GEMM with 8-bit activations (q3kGEMMRows: Q3_K's).
func q2kGEMMRows(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	r16GEMMRows(t, row0, nrows, a, n, y, ystride, q2KBytes, a.b16, nil)
}

func q3kGEMMRows(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	r16GEMMRows(t, row0, nrows, a, n, y, ystride, q3KBytes, nil, a.c16)
}

//go:noescape
func gemmQ3_Kq8x8x16(row *byte, rowBytes int, qsi *int8, c16 *int32, dxi *float32, nsb int, out *[128]float32, pf uintptr)

// q3kQ8Prep is Q3_K's q8Prep: for a GEMM, the interleaved activations, q8Act.c16 (offset 4) and
// the per-vector views for the rows left over.
func q3kQ8Prep(t *Tensor, a *q8Act) bool {
	cols := int(t.Cols())
	if n := len(a.qs) / cols; n > 1 {
		a.interleave(n, cols, 0)
		a.prepHalfSums(n, cols, 4)
		a.vectorViews(cols)
	}
	return true
}

// r16GEMMRows runs Q2_K's (b16 set) or Q3_K's (c16 set) sixteen-row kernel over the first
// nrows/16·16 rows and the format's GEMV kernel once per vector over the rest.
func r16GEMMRows(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int, unitBytes int, b16 []float32, c16 []int32) {
	units := int(t.Cols()) / kBlock
	rb := int(t.RowBytes())
	done := r16Rows(t.Data, rb, row0, nrows, n, y, ystride, units, kernelSpan/kBlock, func(_ int, row []byte, next uintptr, u, c int, o16 *[128]float32) {
		o := u * unitBytes
		if b16 != nil {
			gemmQ2_Kq8x8x16(&row[o], rb, &a.qsi[u*2048], &b16[u*128], &a.dxi[u*64], c, o16, next+uintptr(16*o))
		} else {
			gemmQ3_Kq8x8x16(&row[o], rb, &a.qsi[u*2048], &c16[u*128], &a.dxi[u*64], c, o16, next+uintptr(16*o))
		}
	})
	if done < nrows {
		gemv := t.Format.gemvQ8Rows
		for v := 0; v < n; v++ {
			gemv(t, row0+int64(done), &a.vecs[v], y[v*ystride+done:][:nrows-done])
		}
	}
}

// q6kQ8Prep is Q6_K's q8Prep: for a GEMM, the interleaved activations (gemmQ8Off 0) and
// q8Act.c16 for the sixteen-row kernel.
func q6kQ8Prep(t *Tensor, a *q8Act) bool {
	cols := int(t.Cols())
	if n := len(a.qs) / cols; n > 1 {
		a.interleave(n, cols, 0)
		a.prepHalfSums(n, cols, 32)
	}
	return true
}

// q6kGEMMRows is the GEMM of Q6_K with 8-bit activations (gemmQ8Off 0): sixteen rows at a time
// (gemmQ6_Kq8x8x16, with q8Act.c16), the rest one at a time (c16 formed per call).
func q6kGEMMRows(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	units := int(t.Cols()) / kBlock
	rb := int(t.RowBytes())
	if done := r16Rows(t.Data, rb, row0, nrows, n, y, ystride, units, kernelSpan/kBlock, func(_ int, row []byte, next uintptr, u, c int, o16 *[128]float32) {
		o := u * q6KBytes
		gemmQ6_Kq8x8x16(&row[o], rb, &a.qsi[u*2048], &a.c16[u*128], &a.dxi[u*64], c, o16, next+uintptr(16*o))
	}); done > 0 {
		if row0, nrows, y = row0+int64(done), nrows-done, y[done:]; nrows == 0 {
			return
		}
	}
	cp := q8kC16Pool.Get().(*[]int32)
	if cap(*cp) < 2*len(a.corr) {
		*cp = make([]int32, 2*len(a.corr))
	}
	c16 := (*cp)[:2*len(a.corr)]
	if units > 0 {
		q8kGemmC16(&a.qsi[0], units*4, &c16[0])
	}
	tab := &fp16Table[0]
	span := kernelSpan / kBlock
	var out [8]float32
	for i := 0; i < nrows; i++ {
		row := t.Data[(row0+int64(i))*int64(rb):][:rb]
		var acc [8]float64
		for u := 0; u < units; u += span {
			c := min(span, units-u)
			gemmQ6_Kq8x8(&row[u*q6KBytes], &a.qsi[u*2048], &c16[u*128], &a.dxi[u*64], c, &out, tab, q8kGEMMPF*rb)
			for v := 0; v < n; v++ {
				acc[v] += float64(out[v])
			}
		}
		for v := 0; v < n; v++ {
			y[v*ystride+i] = float32(acc[v])
		}
	}
	q8kC16Pool.Put(cp)
}

// q8kGEMM is the GEMM of a K-quant with 8-bit activations (interleaved with gemmQ8Off 1, so
// corr = −Σqs per block and vector): bxi = corr·dxi (−dx·Σqs, exact) is formed per call for the
// min terms, then each row is walked kernelSpan columns at a time, the spans added in float64.
type q8kGEMM struct {
	unitBytes int
	gemm8     func(row *byte, qsi *int8, bxi *float32, dxi *float32, nb int, out *[8]float32, pf int)
	// gemm16, when set, takes sixteen rows rowBytes apart, a row in each lane (gemv_q8r16_amd64.s):
	// out[16v+l] is row l's sum against vector v; pf the address from which each super-block
	// step prefetches sixteen super-blocks (the next sixteen rows).
	gemm16 func(row *byte, rowBytes int, qsi *int8, bxi *float32, dxi *float32, nsb int, out *[128]float32, pf uintptr)
}

//go:noescape
func gemmQ5_Kq8x8x16(row *byte, rowBytes int, qsi *int8, bx *float32, dxi *float32, nsb int, out *[128]float32, pf uintptr)

//go:noescape
func gemmQ4_Kq8x8x16(row *byte, rowBytes int, qsi *int8, bx *float32, dxi *float32, nsb int, out *[128]float32, pf uintptr)

func (k *q8kGEMM) gemmRows(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	units := int(t.Cols()) / kBlock
	rb := int(t.RowBytes())
	bxp := q8kBxPool.Get().(*[]float32)
	if cap(*bxp) < len(a.corr) {
		*bxp = make([]float32, len(a.corr))
	}
	bx := (*bxp)[:len(a.corr)]
	for i, c := range a.corr {
		bx[i] = float32(c) * a.dxi[i]
	}
	span := kernelSpan / kBlock
	op := q8OutPool.Get().(*[32]float32) // off the stack: the kernel is a function value
	defer q8OutPool.Put(op)
	out := (*[8]float32)(op[:8])
	i := 0
	if k.gemm16 != nil {
		i = r16Rows(t.Data, rb, row0, nrows, n, y, ystride, units, span, func(_ int, row []byte, next uintptr, u, c int, o16 *[128]float32) {
			o := u * k.unitBytes
			k.gemm16(&row[o], rb, &a.qsi[u*2048], &bx[u*64], &a.dxi[u*64], c, o16, next+uintptr(16*o))
		})
	}
	for ; i < nrows; i++ {
		row := t.Data[(row0+int64(i))*int64(rb):][:rb]
		var acc [8]float64
		for u := 0; u < units; u += span {
			c := min(span, units-u)
			k.gemm8(&row[u*k.unitBytes], &a.qsi[u*2048], &bx[u*64], &a.dxi[u*64], c, out, q8kGEMMPF*rb)
			for v := 0; v < n; v++ {
				acc[v] += float64(out[v])
			}
		}
		for v := 0; v < n; v++ {
			y[v*ystride+i] = float32(acc[v])
		}
	}
	q8kBxPool.Put(bxp)
}

func installQ8KQuantKernels(set func(FormatID, *q8Kernel)) {
	tab := &fp16Table[0]
	q2k, q4k, q5k, q6k := q8kKernels()
	for _, k := range []struct {
		id FormatID
		k  *q8kMinKernel
	}{
		{Q4_K, &q8kMinKernel{unitBytes: q4KBytes, gemv4: q4k}},
		{Q5_K, &q8kMinKernel{unitBytes: q5KBytes, gemv4: q5k}},
		{Q2_K, &q8kMinKernel{unitBytes: q2KBytes, half: true, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, bx *float32, pf int) {
			q2k(r, qs, d, nb, o, bx, pf, tab)
		}}},
	} {
		if f := registry[k.id]; f != nil {
			f.gemvQ8Rows = k.k.gemvRows
		}
	}
	if f := registry[Q4_K]; f != nil {
		f.gemmQ8Rows, f.gemmQ8Off = (&q8kGEMM{unitBytes: q4KBytes, gemm8: gemmQ4_Kq8x8, gemm16: gemmQ4_Kq8x8x16}).gemmRows, 1
	}
	if f := registry[Q5_K]; f != nil {
		f.gemmQ8Rows, f.gemmQ8Off = (&q8kGEMM{unitBytes: q5KBytes, gemm8: gemmQ5_Kq8x8, gemm16: gemmQ5_Kq8x8x16}).gemmRows, 1
	}
	if f := registry[Q6_K]; f != nil {
		f.gemmQ8Rows, f.gemmQ8Off, f.q8Prep = q6kGEMMRows, 0, q6kQ8Prep
	}
	if f := registry[Q2_K]; f != nil && f.BlockBytes == q2KBytes {
		f.gemmQ8Rows, f.gemmQ8Off, f.q8Prep = q2kGEMMRows, 0, q2kQ8Prep
	}
	if f := registry[Q3_K]; f != nil && f.BlockBytes == q3KBytes {
		f.gemmQ8Rows, f.gemmQ8Off, f.q8Prep = q3kGEMMRows, 0, q3kQ8Prep
	}
	set(Q3_K, &q8Kernel{unit: 256, unitBytes: q3KBytes, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvQ3_Kq8x4(r, qs, d, nb, o, tab, pf)
	}})
	set(Q6_K, &q8Kernel{unit: 256, unitBytes: q6KBytes, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		q6k(r, qs, d, nb, o, tab, pf)
	}})
}

// q8kSums sets bx to the activations' scaled sums the K-quant kernels with mins read:
// d·Σqs per group of 16 (half) or of 32 values, over units super-blocks.
func q8kSums(a *q8Act, units int, half bool, bx []float32) {
	switch {
	case half && simdLevel >= simdAVX512:
		q8kHalfSums(&a.qs[0], &a.d[0], units, &bx[0])
	case half:
		for g := range bx {
			bx[g] = a.d[g/2] * float32(halfSum((*[16]int8)(a.qs[16*g:])))
		}
	case simdLevel >= simdAVX512:
		q8kBlockSums(&a.qs[0], &a.d[0], units, &bx[0])
	default:
		q8kBlockSumsAVX2(&a.qs[0], &a.d[0], units, &bx[0])
	}
}
