package core

import "encoding/binary"

// The importance-matrix path of the classic types: what ggml_quantize_chunk runs for Q4_0, Q4_1,
// Q5_0 and Q5_1 when it is given quant_weights (quantize_row_q*_impl in ggml-quants.c). Each
// element's weight is its imatrix value times sqrt(σ² + x²), σ² being the row's mean square; the
// scale is then a weighted least-squares fit (make_qx_quants for the symmetric types,
// make_qkx3_quants for the ones with a min). Q8_0 ignores the imatrix: quantize_q8_0 always runs
// the reference quantizer.

func init() {
	registry[Q4_0].encodeWeighted = encodeQ4_0Weighted
	registry[Q4_1].encodeWeighted = encodeQ4_1Weighted
	registry[Q5_0].encodeWeighted = encodeQ5_0Weighted
	registry[Q5_1].encodeWeighted = encodeQ5_1Weighted
	registry[Q8_0].encodeWeighted = ignoreWeights(encodeQ8_0)
}

// ignoreWeights is the encodeWeighted of a type whose ggml quantizer ignores quant_weights.
func ignoreWeights(encode func([]byte, []float32)) func([]byte, []float32, []float32) {
	return func(dst []byte, row, _ []float32) { encode(dst, row) }
}

// rowSigma2 is the row's mean square, summed in order as ggml does. GCC vectorizes the squares
// four at a time and adds them in the order sum+x₀², x₁²+sum, x₂²+sum, sum+x₃² (the rest one by one
// as sum+x²), which decides which NaN survives a row holding NaNs of both signs.
func rowSigma2(x []float32) float32 {
	var sum float32
	n4 := len(x) &^ 3
	for i, v := range x {
		sq := float32(v * v)
		if i < n4 && (i&3 == 1 || i&3 == 2) {
			sum = ggmlAdd(sq, sum)
		} else {
			sum = ggmlAdd(sum, sq)
		}
	}
	return sum / float32(len(x))
}

// blockWeights fills w with qw[j]·sqrt(σ² + x[j]²), computed as ggml's code does: (x²+σ²) and
// sqrt(…)·qw, first operands first.
func blockWeights(w, x, qw []float32, sigma2 float32) {
	for j := range w {
		w[j] = ggmlMul(sqrt32(ggmlAdd(float32(x[j]*x[j]), sigma2)), qw[j])
	}
}

func encodeQ4_0Weighted(dst []byte, row, imatrix []float32) {
	var w [qk]float32
	var L [qk]int8
	sigma2 := rowSigma2(row)
	for b := 0; b < len(row)/qk; b++ {
		x, blk := row[b*qk:b*qk+qk], dst[b*18:b*18+18]
		blockWeights(w[:], x, imatrix[b*qk:], sigma2)
		d := ggmlMakeQxQuants(qk, 8, x, L[:], 1, w[:])
		putFP16(blk, 0, d)
		for j := 0; j < qk/2; j++ {
			blk[2+j] = uint8(L[j]) | uint8(L[j+qk/2])<<4
		}
	}
}

func encodeQ4_1Weighted(dst []byte, row, imatrix []float32) {
	var w [qk]float32
	var L, Laux [qk]uint8
	sigma2 := rowSigma2(row)
	for b := 0; b < len(row)/qk; b++ {
		x, blk := row[b*qk:b*qk+qk], dst[b*20:b*20+20]
		blockWeights(w[:], x, imatrix[b*qk:], sigma2)
		var min float32
		d := ggmlMakeQkx3Quants(qk, 15, x, w[:], L[:], &min, Laux[:], -0.9, 0.05, 36, false)
		putFP16(blk, 0, d)
		putFP16(blk, 2, -min)
		for j := 0; j < qk/2; j++ {
			blk[4+j] = L[j] | L[j+qk/2]<<4
		}
	}
}

func encodeQ5_0Weighted(dst []byte, row, imatrix []float32) {
	var w [qk]float32
	var L [qk]int8
	sigma2 := rowSigma2(row)
	for b := 0; b < len(row)/qk; b++ {
		x, blk := row[b*qk:b*qk+qk], dst[b*22:b*22+22]
		blockWeights(w[:], x, imatrix[b*qk:], sigma2)
		d := ggmlMakeQxQuants(qk, 16, x, L[:], 1, w[:])
		putFP16(blk, 0, d)
		binary.LittleEndian.PutUint32(blk[2:], packQ5(blk[6:6+qk/2], func(j int) uint8 { return uint8(L[j]) }))
	}
}

func encodeQ5_1Weighted(dst []byte, row, imatrix []float32) {
	var w [qk]float32
	var L, Laux [qk]uint8
	sigma2 := rowSigma2(row)
	for b := 0; b < len(row)/qk; b++ {
		x, blk := row[b*qk:b*qk+qk], dst[b*24:b*24+24]
		blockWeights(w[:], x, imatrix[b*qk:], sigma2)
		var min float32
		d := ggmlMakeQkx3Quants(qk, 31, x, w[:], L[:], &min, Laux[:], -0.9, 0.05, 36, false)
		putFP16(blk, 0, d)
		putFP16(blk, 2, -min)
		binary.LittleEndian.PutUint32(blk[4:], packQ5(blk[8:8+qk/2], func(j int) uint8 { return L[j] }))
	}
}

// packQ5 writes the low nibbles of the 32 five-bit codes q(0…31) into qs (element j and j+16
// share byte j) and returns the fifth bits as Q5's qh word.
func packQ5(qs []byte, q func(j int) uint8) uint32 {
	var qh uint32
	for j := 0; j < qk/2; j++ {
		q0, q1 := q(j), q(j+qk/2)
		qs[j] = q0&0x0f | (q1&0x0f)<<4
		qh |= uint32(q0&0x10) >> 4 << j
		qh |= uint32(q1&0x10) >> 4 << (j + qk/2)
	}
	return qh
}
