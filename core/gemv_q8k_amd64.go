//go:build amd64

package core

import "sync"

// 8-bit-activation kernels of the K-quants (gemv_q8k_amd64.s, printed by
// scripts/gemv-asm/q8k.py), installed by installQ8Kernels.

func gemvQ4_Kq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int)
func gemvQ5_Kq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int)
func gemvQ6_Kq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

// q8kBlockSums sets bx[k] = d[k]·Σ qs[32k…32k+31] for the 8·nb blocks of 32 of nb super-blocks.
func q8kBlockSums(qs *int8, d *float32, nb int, bx *float32)

// q8kMinKernel is the 8-bit-activation kernel of a K-quant with sub-block mins (Q4_K, Q5_K):
// w = d·sc_j·q − dmin·m_j, so Σ w·x̂ needs dx_j·Σqs_j per block of 32 (bx), formed once per call
// for the whole activation vector and read by the 4-row kernel next to the activations.
type q8kMinKernel struct {
	unitBytes int
	gemv4     func(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, pf int)
}

var q8kBxPool = sync.Pool{New: func() any { return new([]float32) }}

func (k *q8kMinKernel) gemvRows(t *Tensor, row0 int64, a *q8Act, y []float32) {
	cols := len(a.qs)
	units := cols / kBlock
	bxp := q8kBxPool.Get().(*[]float32)
	if cap(*bxp) < len(a.d) {
		*bxp = make([]float32, len(a.d))
	}
	bx := (*bxp)[:len(a.d)]
	if units > 0 {
		q8kBlockSums(&a.qs[0], &a.d[0], units, &bx[0])
	}
	rb := int(t.RowBytes())
	span := kernelSpan / kBlock
	st := getKernState()
	pf := pfRows * rb
	var off [4]int
	for i := 0; i < len(y); i += 4 {
		nr := min(4, len(y)-i)
		for r := 0; r < 4; r++ {
			off[r] = int(row0+int64(i+min(r, nr-1))) * rb
		}
		var acc [4]float64
		for u := 0; u < units; u += span {
			nb := min(span, units-u)
			for r := 0; r < 4; r++ {
				st.rows[r] = &t.Data[off[r]+u*k.unitBytes]
			}
			c := u * kBlock
			k.gemv4(&st.rows, &a.qs[c], &a.d[c/32], nb, &st.out, &bx[c/32], pf)
			for r := 0; r < 4; r++ {
				acc[r] += float64(st.out[r])
			}
		}
		for r := 0; r < nr; r++ {
			y[i+r] = float32(acc[r])
		}
	}
	putKernState(st)
	q8kBxPool.Put(bxp)
}

func installQ8KQuantKernels(set func(FormatID, *q8Kernel)) {
	for _, k := range []struct {
		id FormatID
		k  *q8kMinKernel
	}{
		{Q4_K, &q8kMinKernel{unitBytes: q4KBytes, gemv4: gemvQ4_Kq8x4}},
		{Q5_K, &q8kMinKernel{unitBytes: q5KBytes, gemv4: gemvQ5_Kq8x4}},
	} {
		if f := registry[k.id]; f != nil {
			f.gemvQ8Rows = k.k.gemvRows
		}
	}
	tab := &fp16Table[0]
	set(Q6_K, &q8Kernel{unit: 256, unitBytes: q6KBytes, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvQ6_Kq8x4(r, qs, d, nb, o, tab, pf)
	}})
}
