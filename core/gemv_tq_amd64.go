//go:build amd64

package core

//go:noescape
func decodeTQ1_0AVX512(dst *float32, src *byte, nb int, fp16 *float32)

// installDecodeDotKernels gives the formats that have a SIMD decoder but no fused 4-row kernel
// (TQ1_0, whose five trits a byte make a fused kernel no faster) a GEMV that decodes a row
// gemmStep columns at a time into an L1-resident buffer and dots it with x; GEMM and GetRows use
// the decoder as for every other format.
func installDecodeDotKernels(set func(FormatID, *simdKernel)) {
	k := &simdKernel{unit: 256, unitBytes: 54,
		decode: func(d *float32, s *byte, nb int) { decodeTQ1_0AVX512(d, s, nb, &fp16Table[0]) }}
	set(TQ1_0, k)
	if f := registry[TQ1_0]; f != nil && f.BlockBytes == 54 {
		f.gemvRows = k.decodeDotRows
	}
}

// decodeDotRows is the GEMV of a format with a SIMD decoder and no fused kernel. Each dotF32 sums
// at most gemmStep products in float32 lanes (≤ 64 a lane at AVX-512, 128 at AVX2), the steps are
// added in float64: the bound of gemv.go holds.
func (k *simdKernel) decodeDotRows(t *Tensor, row0 int64, x, y []float32) {
	cols := len(x)
	rb := int64(t.RowBytes())
	st := getKernState()
	for i := range y {
		src := t.Data[(row0+int64(i))*rb:][:rb]
		var acc float64
		for c := 0; c < cols; c += gemmStep {
			e := min(c+gemmStep, cols)
			k.decode(&st.buf[0], &src[c/k.unit*k.unitBytes], (e-c)/k.unit)
			acc += float64(dotF32(st.buf[:e-c], x[c:e]))
		}
		y[i] = float32(acc)
	}
	putKernState(st)
}
