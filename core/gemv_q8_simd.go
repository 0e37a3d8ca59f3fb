//go:build amd64 || arm64

package core

import "sync"

// The architecture-neutral walkers of the 8-bit-activation (ActivationsQ8) kernels: the 4-row
// assembly kernels of each architecture (gemv_q8*_amd64.s, gemv_q8_arm64.s) are driven the same
// way: rows four at a time, columns kernelSpan at a time, the spans' float32 sums added in
// float64.

// q8Rows4Kernel computes out[r] = rows[r]·x̂ over nb units from the int8 activation values qs
// and their per-32 scales d.
type q8Rows4Kernel func(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, pf int)

// q8Kernel is one format's 8-bit-activation kernel: unit elements (a multiple of 32) in
// unitBytes bytes per step.
type q8Kernel struct {
	unit, unitBytes int
	gemv4           q8Rows4Kernel
}

func (k *q8Kernel) gemvRows(t *Tensor, row0 int64, a *q8Act, y []float32) {
	rb := int(t.RowBytes())
	st := getKernState()
	pf := pfRows * rb
	rows4(row0, y, len(a.qs), max(kernelSpan, k.unit)/k.unit*k.unit, func(rows [4]int64, c, n int) *[4]float32 {
		for r, row := range rows {
			st.rows[r] = &t.Data[int(row)*rb+c/k.unit*k.unitBytes]
		}
		k.gemv4(&st.rows, &a.qs[c], &a.d[c/32], n/k.unit, &st.out, pf)
		return &st.out
	}, nil)
	putKernState(st)
}

// q8kMinKernel is the 8-bit-activation kernel of a K-quant with sub-block mins (Q4_K, Q5_K):
// w = d·sc_j·q − dmin·m_j, so Σ w·x̂ needs dx_j·Σqs_j per block of 32 (bx), formed once per call
// for the whole activation vector and read by the 4-row kernel next to the activations.
// Q2_K (sub-blocks of 16) reads dx·Σqs per group of 16 instead (half).
type q8kMinKernel struct {
	unitBytes int
	half      bool
	gemv4     func(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int)
}

var q8kBxPool = sync.Pool{New: func() any { return new([]float32) }}

func (k *q8kMinKernel) gemvRows(t *Tensor, row0 int64, a *q8Act, y []float32) {
	cols := len(a.qs)
	units := cols / kBlock
	per := 32 // values per bx entry
	if k.half {
		per = 16
	}
	bxp := q8kBxPool.Get().(*[]float32)
	if cap(*bxp) < cols/per {
		*bxp = make([]float32, cols/per)
	}
	bx := (*bxp)[:cols/per]
	if units > 0 {
		q8kSums(a, units, k.half, bx)
	}
	rb := int(t.RowBytes())
	st := getKernState()
	pf := pfRows * rb
	rows4(row0, y, units*kBlock, kernelSpan, func(rows [4]int64, c, n int) *[4]float32 {
		for r, row := range rows {
			st.rows[r] = &t.Data[int(row)*rb+c/kBlock*k.unitBytes]
		}
		k.gemv4(&st.rows, &a.qs[c], &a.d[c/32], n/kBlock, &st.out, &bx[c/per], pf)
		return &st.out
	}, nil)
	putKernState(st)
	q8kBxPool.Put(bxp)
}

// q8VectorRows sets y[i] = W[row0+i,:]·x̂_v for i < nrows (vector v of a).
type q8VectorRows func(t *Tensor, row0 int64, nrows int, a *q8Act, v int, y []float32)

// gemmQ8PerVector is the gemmQ8Rows of formats whose q8 kernels take one vector: rows runs once
// per vector over blocks of about gemmSubBytes of weights (a multiple of align rows), so that the
// weights are read from memory once and from L2 the other n−1 times.
func gemmQ8PerVector(rows q8VectorRows, align int, t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	sub := max(align, int(gemmSubBytes/max(1, bytesPerRow(t)))/align*align)
	for i := 0; i < nrows; i += sub {
		m := min(sub, nrows-i)
		for v := 0; v < n; v++ {
			rows(t, row0+int64(i), m, a, v, y[v*ystride+i:][:m])
		}
	}
}

// installQ8GEMMViaGEMV gives every format with an 8-bit-activation GEMV kernel on the plain
// activations but no GEMM kernel a GEMM that runs the GEMV kernel once per vector over
// L2-resident row blocks, for every n (Format.gemmPerVector, perVectorRows): the weights come from
// DRAM once, and each vector's pass costs what the kernel costs on cached rows, instead of the
// float32 kernels with x̂. (The grid formats have GEMM kernels of their own that look the grids
// up once for the eight vectors, gridGEMM; from three vectors on they beat eight GEMV passes.)
func installQ8GEMMViaGEMV() {
	for _, f := range registry {
		if f != nil && f.gemvQ8Rows != nil && f.gemmQ8Rows == nil && f.q8Prep == nil {
			f.gemmPerVector[1] = maxBatch
		}
	}
}

// signBytes256[m] holds the eight signs of bit mask m as bytes 1 or −1 (bit j: value j negative).
var signBytes256 = func() (t [256]uint64) {
	for m := range t {
		for j := range 8 {
			b := uint64(1)
			if m>>j&1 != 0 {
				b = 0xff
			}
			t[m] |= b << (8 * j)
		}
	}
	return t
}()

// iq2SignBytes[c] holds the eight signs of ksigns_iq2xs code c as bytes 1 or −1 (VPSIGNB, NEON MUL).
var iq2SignBytes = func() (t [128]uint64) {
	for c, m := range ksignsIQ2XS {
		t[c] = signBytes256[m]
	}
	return t
}()
