package core

import (
	"encoding/binary"
	"math"
)

// K-quant quantizers, step for step as ggml-quants.c:
//
//   - encodeQxK is quantize_row_qX_K_ref (what ggml_quantize_chunk runs without an imatrix);
//   - encodeQxKWeighted is quantize_row_qX_K_impl with quant_weights (what ggml_quantize_chunk
//     runs with one), on one row: the weights are the row's importance matrix, one per column.
//
// The shared pieces (make_qx_quants, make_qkx3_quants, nearest_int) live in quant_helpers.go;
// make_q3_quants and make_qp_quants, which only the K-quants use, are here. make_qkx2_quants (the
// reference path) is ggmlMakeQkx3Quants: with non-nil weights the two C functions are the same
// algorithm (their only difference, max == min against max <= min, agrees for every input,
// NaN included, since min ≤ max unless one is NaN).
//
// Bit-exactness rules followed throughout: C float expressions are evaluated in float32 (ggml
// uses f-suffixed literals and sqrtf/fabsf); every product that feeds an addition or subtraction
// is rounded on its own with an explicit float32(…) so that Go never fuses it into an FMA; sums
// run in ggml's order; MAX/MIN on floats keep the C macros' operand order (NaN semantics);
// int→uint8/int8 stores truncate like C; and every rounding goes through ggmlNearestInt, ggml's
// nearest_int bit trick (no float→int conversion, so NaN and huge values give ggml's garbage,
// deterministically), with the product it rounds converted first. Divisions by a power of two
// that feed an addition are rounded explicitly as well: Go turns x/256 into x·2⁻⁸, which it may
// then fuse.

// The reference quantizers and decoders are wired in ggml_types.go; the imatrix paths here. Q8_K
// has none: ggml_quantize_chunk does not handle it (it is only ever made from activations).
func init() {
	registry[Q2_K].encodeWeighted = encodeQ2KWeighted
	registry[Q3_K].encodeWeighted = encodeQ3KWeighted
	registry[Q4_K].encodeWeighted = encodeQ4KWeighted
	registry[Q5_K].encodeWeighted = encodeQ5KWeighted
	registry[Q6_K].encodeWeighted = encodeQ6KWeighted
}

// ggmlMakeQ3Quants is make_q3_quants with do_rmse (the only way ggml calls it): weights x², then
// up to five rounds of moving single quants while that improves the weighted fit. L[i] ends in
// [0, 2·nmax), or all 0 for an all-zero group.
func ggmlMakeQ3Quants(n, nmax int, x []float32, L []int8) float32 {
	x, L = x[:n], L[:n]
	var xmax, amax float32
	for _, v := range x {
		if ax := abs32(v); ax > amax {
			amax, xmax = ax, v
		}
	}
	if amax < groupMaxEps {
		clear(L)
		return 0
	}
	lo, hi := int32(-nmax), int32(nmax-1)
	iscale := float32(-nmax) / xmax
	var sumlx, suml2 float32
	for i, v := range x {
		l := clampI(ggmlNearestInt(float32(iscale*v)), lo, hi)
		L[i] = int8(l)
		w, fl := v*v, float32(l)
		sumlx += float32(w * v * fl)
		suml2 += float32(w * fl * fl)
	}
	for range 5 {
		changed := false
		for i, v := range x {
			w, li := v*v, float32(L[i])
			slx := sumlx - float32(w*v*li)
			if slx > 0 {
				sl2 := suml2 - float32(w*li*li)
				newL := clampI(ggmlNearestInt(v*sl2/slx), lo, hi)
				if newL != int32(L[i]) {
					fn := float32(newL)
					slx += float32(w * v * fn)
					sl2 += float32(w * fn * fn)
					if sl2 > 0 && slx*slx*suml2 > sumlx*sumlx*sl2 {
						L[i], sumlx, suml2 = int8(newL), slx, sl2
						changed = true
					}
				}
			}
		}
		if !changed {
			break
		}
	}
	for i := range L {
		L[i] += int8(nmax)
	}
	if suml2 > 0 {
		return sumlx / suml2
	}
	return 0
}

// ggmlMakeQpQuants is make_qp_quants: quants in [0, nmax] of non-negative values (the sub-block
// scales and mins of the imatrix K-quant paths) under weights qw. Like ggml it stores the first
// candidates unclamped into bytes, and compares new quants against those bytes.
func ggmlMakeQpQuants(n, nmax int, x []float32, L []uint8, qw []float32) float32 {
	x, L, qw = x[:n], L[:n], qw[:n]
	var xmax float32
	for _, v := range x {
		if !(xmax > v) { // MAX(max, x[i])
			xmax = v
		}
	}
	if xmax < groupMaxEps {
		clear(L)
		return 0
	}
	top := int32(nmax)
	iscale := float32(nmax) / xmax
	for i, v := range x {
		L[i] = uint8(ggmlNearestInt(float32(iscale * v)))
	}
	scale := 1 / iscale
	var bestMse float32
	for i, v := range x {
		diff := v - float32(scale*float32(L[i]))
		bestMse += float32(qw[i] * diff * diff)
	}
	for is := -4; is <= 4; is++ {
		if is == 0 {
			continue
		}
		iscaleIs := (float32(0.1*float32(is)) + float32(nmax)) / xmax
		scaleIs := 1 / iscaleIs
		var mse float32
		for i, v := range x {
			l := min(top, ggmlNearestInt(float32(iscaleIs*v)))
			diff := v - float32(scaleIs*float32(l))
			mse += float32(qw[i] * diff * diff)
		}
		if mse < bestMse {
			bestMse, iscale = mse, iscaleIs
		}
	}
	var sumlx, suml2 float32
	for i, v := range x {
		l := min(top, ggmlNearestInt(float32(iscale*v)))
		L[i] = uint8(l)
		w, fl := qw[i], float32(l) // the int, not the byte just stored
		sumlx += float32(w * v * fl)
		suml2 += float32(w * fl * fl)
	}
	for range 5 {
		changed := false
		for i, v := range x {
			w, li := qw[i], float32(L[i])
			slx := sumlx - float32(w*v*li)
			sl2 := suml2 - float32(w*li*li)
			if slx > 0 && sl2 > 0 {
				newL := min(top, ggmlNearestInt(v*sl2/slx))
				if newL != int32(L[i]) {
					fn := float32(newL)
					slx += float32(w * v * fn)
					sl2 += float32(w * fn * fn)
					if slx*slx*suml2 > sumlx*sumlx*sl2 {
						L[i], sumlx, suml2 = uint8(newL), slx, sl2
						changed = true
					}
				}
			}
		}
		if !changed {
			break
		}
	}
	if suml2 > 0 {
		return sumlx / suml2
	}
	return 0
}

func clampI(l, lo, hi int32) int32 { return max(lo, min(hi, l)) }

// sumSquares is Σ x² in order, each square rounded (ggml's sumx2 loops).
func sumSquares(x []float32) float32 {
	var s float32
	for _, v := range x {
		s += float32(v * v)
	}
	return s
}

// imatrixWeights fills w[i] = qw[i]·√(sigma2 + x[i]²), ggml's weighting of importance values by
// the value's own magnitude, and returns Σ w.
func imatrixWeights(w, qw, x []float32, sigma2 float32) float32 {
	var sum float32
	for i, v := range x {
		wi := float32(qw[i] * sqrt32(sigma2+float32(v*v)))
		w[i] = wi
		sum += wi
	}
	return sum
}

// pack2Bit stores 256 2-bit quants in qs[64]: byte l of each 32-byte half holds elements l, l+32,
// l+64 and l+96 of that half's 128.
func pack2Bit(qs *[64]byte, L *[kBlock]uint8) {
	for j := 0; j < kBlock; j += 128 {
		for l := range 32 {
			qs[j/4+l] = L[j+l] | L[j+l+32]<<2 | L[j+l+64]<<4 | L[j+l+96]<<6
		}
	}
}

// ===== Q2_K

func encodeQ2K(dst []byte, src []float32) {
	var L [kBlock]uint8
	var laux [16]uint8
	var weights, mins, scales [16]float32
	for b := range len(src) / kBlock {
		x := (*[kBlock]float32)(src[b*kBlock:])
		blk := (*[q2KBytes]byte)(dst[b*q2KBytes:])
		var maxScale, maxMin float32
		for j := range 16 {
			xs := x[16*j : 16*j+16]
			for l, v := range xs {
				weights[l] = abs32(v)
			}
			scales[j] = ggmlMakeQkx3Quants(16, 3, xs, weights[:], L[16*j:], &mins[j], laux[:], -0.5, 0.1, 15, true)
			if scales[j] > maxScale {
				maxScale = scales[j]
			}
			if mins[j] > maxMin {
				maxMin = mins[j]
			}
		}
		sc := (*[16]byte)(blk[0:])
		if maxScale > 0 {
			iscale := 15 / maxScale
			for j := range sc {
				sc[j] = uint8(ggmlNearestInt(float32(iscale * scales[j])))
			}
			putFP16(blk[:], 80, maxScale/15)
		} else {
			clear(sc[:])
			putFP16(blk[:], 80, 0)
		}
		if maxMin > 0 {
			iscale := 15 / maxMin
			for j := range sc {
				sc[j] |= uint8(ggmlNearestInt(float32(iscale*mins[j])) << 4)
			}
			putFP16(blk[:], 82, maxMin/15)
		} else {
			putFP16(blk[:], 82, 0)
		}
		finishQ2K(blk, x, &L)
	}
}

func encodeQ2KWeighted(dst []byte, row, qw []float32) {
	var L [kBlock]uint8
	var laux [16]uint8
	var Ls, Lm [16]uint8
	var weight, mins, scales, sw [16]float32
	for b := range len(row) / kBlock {
		x := (*[kBlock]float32)(row[b*kBlock:])
		w := qw[b*kBlock : b*kBlock+kBlock]
		blk := (*[q2KBytes]byte)(dst[b*q2KBytes:])
		sigma2 := float32(sumSquares(x[:]) / kBlock)
		for j := range 16 {
			xs := x[16*j : 16*j+16]
			sw[j] = imatrixWeights(weight[:], w[16*j:16*j+16], xs, sigma2)
			scales[j] = ggmlMakeQkx3Quants(16, 3, xs, weight[:], L[16*j:], &mins[j], laux[:], -0.9, 0.05, 36, false)
		}
		dm := ggmlMakeQpQuants(16, 15, scales[:], Ls[:], sw[:])
		mm := ggmlMakeQpQuants(16, 15, mins[:], Lm[:], sw[:])
		putFP16(blk[:], 80, dm)
		putFP16(blk[:], 82, mm)
		for j := range 16 {
			blk[j] = Ls[j] | Lm[j]<<4
		}
		finishQ2K(blk, x, &L)
	}
}

// finishQ2K requantizes every sub-block with its stored (fp16-rounded) scale and min, then packs
// the quants. Sub-blocks whose scale is 0 keep the quants of the first pass.
func finishQ2K(blk *[q2KBytes]byte, x *[kBlock]float32, L *[kBlock]uint8) {
	d, dmin := fp16At(blk[:], 80), fp16At(blk[:], 82)
	for j := range 16 {
		dl := d * float32(blk[j]&0xF)
		if dl == 0 {
			continue
		}
		ml := float32(dmin * float32(blk[j]>>4))
		for i := 16 * j; i < 16*j+16; i++ {
			L[i] = uint8(clampI(ggmlNearestInt((x[i]+ml)/dl), 0, 3))
		}
	}
	pack2Bit((*[64]byte)(blk[16:]), L)
}

// ===== Q3_K

func encodeQ3K(dst []byte, src []float32) {
	var L [kBlock]int8
	var scales [16]float32
	for b := range len(src) / kBlock {
		x := (*[kBlock]float32)(src[b*kBlock:])
		blk := (*[q3KBytes]byte)(dst[b*q3KBytes:])
		var maxScale, amax float32
		for j := range 16 {
			scales[j] = ggmlMakeQ3Quants(16, 4, x[16*j:], L[16*j:])
			if s := abs32(scales[j]); s > amax {
				amax, maxScale = s, scales[j]
			}
		}
		sc := (*[12]byte)(blk[96:])
		clear(sc[:])
		if maxScale != 0 {
			iscale := -32 / maxScale
			for j := range 16 {
				l := int8(ggmlNearestInt(float32(iscale * scales[j])))
				putQ3KScale(sc, j, int8(clampI(int32(l), -32, 31)+32))
			}
			putFP16(blk[:], 108, 1/iscale)
		} else {
			putFP16(blk[:], 108, 0)
		}
		finishQ3K(blk, x, &L)
	}
}

func encodeQ3KWeighted(dst []byte, row, qw []float32) {
	var L [kBlock]int8
	var Ls [16]int8
	var weight, scales, sw [16]float32
	for b := range len(row) / kBlock {
		x := (*[kBlock]float32)(row[b*kBlock:])
		w := qw[b*kBlock : b*kBlock+kBlock]
		blk := (*[q3KBytes]byte)(dst[b*q3KBytes:])
		sigma2 := float32(2 * sumSquares(x[:]) / kBlock)
		for j := range 16 {
			xs := x[16*j : 16*j+16]
			sw[j] = imatrixWeights(weight[:], w[16*j:16*j+16], xs, sigma2)
			scales[j] = ggmlMakeQxQuants(16, 4, xs, L[16*j:], 1, weight[:])
		}
		sc := (*[12]byte)(blk[96:])
		clear(sc[:])
		dBlock := ggmlMakeQxQuants(16, 32, scales[:], Ls[:], 1, sw[:])
		for j, l := range Ls {
			putQ3KScale(sc, j, l)
		}
		putFP16(blk[:], 108, dBlock)
		finishQ3K(blk, x, &L)
	}
}

// putQ3KScale ORs the 6-bit scale l (0…63) of sub-block j into the cleared packed scales.
func putQ3KScale(sc *[12]byte, j int, l int8) {
	if j < 8 {
		sc[j] = uint8(l & 0xF)
	} else {
		sc[j-8] |= uint8(l&0xF) << 4
	}
	l >>= 4
	sc[j%4+8] |= uint8(l) << (2 * (j / 4))
}

// finishQ3K requantizes with the stored scales, splits off the high bits into hmask (bit k of
// hmask[m] for element 32k+m) and packs the low 2 bits.
func finishQ3K(blk *[q3KBytes]byte, x *[kBlock]float32, L *[kBlock]int8) {
	dAll := fp16At(blk[:], 108)
	lo, hi := q3KScales((*[12]byte)(blk[96:]))
	biased := [2]uint64{lo, hi}
	for j := range 16 {
		d := dAll * float32(int32(uint8(biased[j/8]>>(8*(j%8))))-32)
		if d == 0 {
			continue
		}
		for i := 16 * j; i < 16*j+16; i++ {
			L[i] = int8(clampI(ggmlNearestInt(x[i]/d), -4, 3) + 4)
		}
	}
	hmask := (*[32]byte)(blk[0:])
	clear(hmask[:])
	var low [kBlock]uint8
	for j, l := range L {
		if l > 3 {
			hmask[j%32] |= 1 << (j / 32)
			l -= 4
		}
		low[j] = uint8(l)
	}
	pack2Bit((*[64]byte)(blk[32:]), &low)
}

// ===== Q4_K and Q5_K

// putScaleMinK4 packs the 6-bit scales ls and mins lm of the 8 sub-blocks into 12 bytes, the
// inverse of kxScaleMins.
func putScaleMinK4(s *[12]byte, ls, lm *[8]uint8) {
	for j := range 8 {
		if j < 4 {
			s[j] = ls[j]
			s[j+4] = lm[j]
		} else {
			s[j+4] = ls[j]&0xF | lm[j]&0xF<<4
			s[j-4] |= ls[j] >> 4 << 6
			s[j] |= lm[j] >> 4 << 6
		}
	}
}

// kxRef is the scale search of quantize_row_q4_K_ref/q5_K_ref: per sub-block of 32, weights
// √(mean x²) + |x| and make_qkx2_quants; then the scales and mins are quantized to 6 bits against
// their maxima, which become the fp16 super-block scale and min (at offsets 0 and 2).
func kxRef(blk []byte, scales *[12]byte, x *[kBlock]float32, L *[kBlock]uint8, nmax int, rmin, rdelta float32, nstep int) {
	var laux [32]uint8
	var weights [32]float32
	var sc, mins [8]float32
	var maxScale, maxMin float32
	for j := range 8 {
		xs := x[32*j : 32*j+32]
		avX := sqrt32(sumSquares(xs) / 32)
		for l, v := range xs {
			weights[l] = avX + abs32(v)
		}
		sc[j] = ggmlMakeQkx3Quants(32, nmax, xs, weights[:], L[32*j:], &mins[j], laux[:], rmin, rdelta, nstep, false)
		if sc[j] > maxScale {
			maxScale = sc[j]
		}
		if mins[j] > maxMin {
			maxMin = mins[j]
		}
	}
	var invScale, invMin float32
	if maxScale > 0 {
		invScale = 63 / maxScale
	}
	if maxMin > 0 {
		invMin = 63 / maxMin
	}
	var ls, lm [8]uint8
	for j := range 8 {
		ls[j] = min(63, uint8(ggmlNearestInt(float32(invScale*sc[j]))))
		lm[j] = min(63, uint8(ggmlNearestInt(float32(invMin*mins[j]))))
	}
	putScaleMinK4(scales, &ls, &lm)
	putFP16(blk, 0, maxScale/63)
	putFP16(blk, 2, maxMin/63)
}

// kxWeighted is the scale search of quantize_row_q4_K_impl/q5_K_impl with quant_weights:
// make_qkx3_quants per sub-block, then make_qp_quants for the scales and the mins. clampLs is
// q5_K's extra MIN(63, …).
func kxWeighted(blk []byte, scales *[12]byte, x *[kBlock]float32, qw []float32, L *[kBlock]uint8, nmax int, clampLs bool) {
	var laux [32]uint8
	var weights [32]float32
	var sc, mins, sw [8]float32
	sigma2 := float32(2 * sumSquares(x[:]) / kBlock)
	for j := range 8 {
		xs := x[32*j : 32*j+32]
		sw[j] = imatrixWeights(weights[:], qw[32*j:32*j+32], xs, sigma2)
		sc[j] = ggmlMakeQkx3Quants(32, nmax, xs, weights[:], L[32*j:], &mins[j], laux[:], -0.9, 0.05, 36, false)
	}
	var ls, lm [8]uint8
	dBlock := ggmlMakeQpQuants(8, 63, sc[:], ls[:], sw[:])
	mBlock := ggmlMakeQpQuants(8, 63, mins[:], lm[:], sw[:])
	if clampLs {
		for j := range 8 {
			ls[j], lm[j] = min(63, ls[j]), min(63, lm[j])
		}
	}
	putScaleMinK4(scales, &ls, &lm)
	putFP16(blk, 0, dBlock)
	putFP16(blk, 2, mBlock)
}

// requantKx requantizes the 8 sub-blocks of 32 with the stored scales and mins into [0, nmax].
func requantKx(blk []byte, scales *[12]byte, x *[kBlock]float32, L *[kBlock]uint8, nmax int) {
	d, dmin := fp16At(blk, 0), fp16At(blk, 2)
	scs, ms := kxScaleMins(scales)
	for j := range 8 {
		dd := d * float32(uint8(scs>>(8*j)))
		if dd == 0 {
			continue
		}
		dm := float32(dmin * float32(uint8(ms>>(8*j))))
		for i := 32 * j; i < 32*j+32; i++ {
			L[i] = uint8(clampI(ggmlNearestInt((x[i]+dm)/dd), 0, int32(nmax)))
		}
	}
}

func encodeQ4K(dst []byte, src []float32) {
	var L [kBlock]uint8
	for b := range len(src) / kBlock {
		x := (*[kBlock]float32)(src[b*kBlock:])
		blk := (*[q4KBytes]byte)(dst[b*q4KBytes:])
		kxRef(blk[:], (*[12]byte)(blk[4:]), x, &L, 15, -1, 0.1, 20)
		finishQ4K(blk, x, &L)
	}
}

func encodeQ4KWeighted(dst []byte, row, qw []float32) {
	var L [kBlock]uint8
	for b := range len(row) / kBlock {
		x := (*[kBlock]float32)(row[b*kBlock:])
		blk := (*[q4KBytes]byte)(dst[b*q4KBytes:])
		kxWeighted(blk[:], (*[12]byte)(blk[4:]), x, qw[b*kBlock:b*kBlock+kBlock], &L, 15, false)
		finishQ4K(blk, x, &L)
	}
}

func finishQ4K(blk *[q4KBytes]byte, x *[kBlock]float32, L *[kBlock]uint8) {
	requantKx(blk[:], (*[12]byte)(blk[4:]), x, L, 15)
	for j := range 4 {
		q := (*[32]byte)(blk[16+32*j:])
		for l := range q {
			q[l] = L[64*j+l] | L[64*j+l+32]<<4
		}
	}
}

func encodeQ5K(dst []byte, src []float32) {
	var L [kBlock]uint8
	for b := range len(src) / kBlock {
		x := (*[kBlock]float32)(src[b*kBlock:])
		blk := (*[q5KBytes]byte)(dst[b*q5KBytes:])
		kxRef(blk[:], (*[12]byte)(blk[4:]), x, &L, 31, -0.5, 0.1, 15)
		finishQ5K(blk, x, &L)
	}
}

func encodeQ5KWeighted(dst []byte, row, qw []float32) {
	var L [kBlock]uint8
	for b := range len(row) / kBlock {
		x := (*[kBlock]float32)(row[b*kBlock:])
		blk := (*[q5KBytes]byte)(dst[b*q5KBytes:])
		kxWeighted(blk[:], (*[12]byte)(blk[4:]), x, qw[b*kBlock:b*kBlock+kBlock], &L, 31, true)
		finishQ5K(blk, x, &L)
	}
}

func finishQ5K(blk *[q5KBytes]byte, x *[kBlock]float32, L *[kBlock]uint8) {
	requantKx(blk[:], (*[12]byte)(blk[4:]), x, L, 31)
	qh := (*[32]byte)(blk[16:])
	clear(qh[:])
	for j := range 4 {
		ql := (*[32]byte)(blk[48+32*j:])
		for l := range ql {
			l1, l2 := L[64*j+l], L[64*j+l+32]
			if l1 > 15 {
				l1 -= 16
				qh[l] |= 1 << (2 * j)
			}
			if l2 > 15 {
				l2 -= 16
				qh[l] |= 2 << (2 * j)
			}
			ql[l] = l1 | l2<<4
		}
	}
}

// ===== Q6_K

func encodeQ6K(dst []byte, src []float32) {
	for b := range len(src) / kBlock {
		encodeQ6KBlock((*[q6KBytes]byte)(dst[b*q6KBytes:]), (*[kBlock]float32)(src[b*kBlock:]), nil)
	}
}

func encodeQ6KWeighted(dst []byte, row, qw []float32) {
	for b := range len(row) / kBlock {
		encodeQ6KBlock((*[q6KBytes]byte)(dst[b*q6KBytes:]), (*[kBlock]float32)(row[b*kBlock:]), qw[b*kBlock:b*kBlock+kBlock])
	}
}

// encodeQ6KBlock is one block of quantize_row_q6_K_ref (qw == nil) or of quantize_row_q6_K_impl,
// which passes the importance values straight to make_qx_quants as weights.
func encodeQ6KBlock(blk *[q6KBytes]byte, x *[kBlock]float32, qw []float32) {
	var L [kBlock]int8
	var scales [16]float32
	var maxScale, maxAbs float32
	for ib := range 16 {
		var w []float32
		if qw != nil {
			w = qw[16*ib : 16*ib+16]
		}
		scales[ib] = ggmlMakeQxQuants(16, 32, x[16*ib:], L[16*ib:], 1, w)
		if a := abs32(scales[ib]); a > maxAbs {
			maxAbs, maxScale = a, scales[ib]
		}
	}
	if maxAbs < groupMaxEps {
		clear(blk[:])
		return
	}
	iscale := -128 / maxScale
	putFP16(blk[:], 208, 1/iscale)
	sc := (*[16]byte)(blk[192:])
	for ib := range sc {
		sc[ib] = uint8(int8(min(127, ggmlNearestInt(float32(iscale*scales[ib])))))
	}
	d := fp16At(blk[:], 208)
	for j := range 16 {
		dd := d * float32(int8(sc[j]))
		if dd == 0 {
			continue
		}
		for i := 16 * j; i < 16*j+16; i++ {
			L[i] = int8(clampI(ggmlNearestInt(x[i]/dd), -32, 31) + 32)
		}
	}
	for half := range 2 {
		ql := (*[64]byte)(blk[64*half:])
		qh := (*[32]byte)(blk[128+32*half:])
		q := (*[128]int8)(L[128*half:])
		for l := range 32 {
			q1, q2, q3, q4 := uint8(q[l]), uint8(q[l+32]), uint8(q[l+64]), uint8(q[l+96])
			ql[l] = q1&0xF | q3&0xF<<4
			ql[l+32] = q2&0xF | q4&0xF<<4
			qh[l] = q1>>4 | q2>>4<<2 | q3>>4<<4 | q4>>4<<6
		}
	}
}

// ===== Q8_K

// encodeQ8K is quantize_row_q8_K_ref: x = d·q with q = round(−127·x/max) (max the value of
// largest magnitude), and bsums the sums of each 16 quants. ggml leaves bsums untouched for an
// all-zero block; lowbit writes zeros there.
func encodeQ8K(dst []byte, src []float32) {
	for b := range len(src) / kBlock {
		x := (*[kBlock]float32)(src[b*kBlock:])
		blk := (*[q8KBytes]byte)(dst[b*q8KBytes:])
		var max, amax float32
		for _, v := range x {
			if ax := abs32(v); ax > amax {
				amax, max = ax, v
			}
		}
		if amax == 0 {
			clear(blk[:])
			continue
		}
		iscale := -127 / max
		qs := (*[kBlock]byte)(blk[4:])
		for g := range 16 {
			var sum int32
			for j := 16 * g; j < 16*g+16; j++ {
				q := int8(min(127, ggmlNearestInt(float32(iscale*x[j]))))
				qs[j] = uint8(q)
				sum += int32(q)
			}
			binary.LittleEndian.PutUint16(blk[260+2*g:], uint16(int16(sum)))
		}
		binary.LittleEndian.PutUint32(blk[0:], math.Float32bits(1/iscale))
	}
}
