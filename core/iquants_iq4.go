package core

import "encoding/binary"

// IQ4_NL and IQ4_XS quantization: ggml's quantize_row_iq4_nl_impl (ggml-quants.c), which fits
// each 32-value block to the 16 non-linear levels kvalues_iq4nl by weighted least squares.
//
//   - IQ4_NL: one block per fp16 scale. The reference quantizer (quantize_row_iq4_nl_ref) takes
//     the first fit (ntry = -1) with weights x²; ggml_quantize_chunk (quantize_iq4_nl) also tries
//     15 scales around the block maximum (ntry = 7), with weights x² or, given an importance
//     matrix, imatrix·sqrt(σ² + x²).
//   - IQ4_XS: eight blocks of 32 share an fp16 scale; each block gets a 6-bit signed scale (offset
//     32, split 4+2 bits). The reference quantizer is quantize_iq4_xs without weights (ntry = 7).
//
// One deliberate difference: for an all-zero block (largest magnitude below GROUP_MAX_EPS) under
// ntry = -1, ggml never writes the level indices and packs whatever its stack array held (the
// previous block's indices, or uninitialised memory for the first block of a call). lowbit writes
// level 8 (+1·d = +0), which is what ggml's ntry = 7 path writes. The scale is 0 either way, so
// the only visible effect of ggml's bytes is the sign of the decoded zeros.

func init() {
	registry[IQ4_NL].encodeWeighted = encodeIQ4NLWeighted
	registry[IQ4_XS].encodeWeighted = encodeIQ4XSWeighted
}

// ggmlBestIndexInt8 is best_index_int8: the index of the value of the ascending table val nearest
// to x (the upper one on ties), by binary search, with C's comparisons (NaN falls to the top).
func ggmlBestIndexInt8(val []int8, x float32) int {
	n := len(val)
	if x <= float32(val[0]) {
		return 0
	}
	if x >= float32(val[n-1]) {
		return n - 1
	}
	ml, mu := 0, n-1
	for mu-ml > 1 {
		mav := (ml + mu) / 2
		if x < float32(val[mav]) {
			mu = mav
		} else {
			ml = mav
		}
	}
	if x-float32(val[mu-1]) < float32(val[mu])-x {
		return mu - 1
	}
	return mu
}

// iq4Scratch is the working memory of one quantizeIQ4 call (ggml's stack arrays).
type iq4Scratch struct {
	scales [qkIQ / 32]float32
	weight [32]float32
	L      [qkIQ]uint8
}

// quantizeIQ4 is quantize_row_iq4_nl_impl with block_size 32 over one super-block x of 32
// (IQ4_NL) or 256 (IQ4_XS) values. It returns the fp16 scale bits; for IQ4_XS it also fills
// scalesH/scalesL (nil for IQ4_NL). q4 receives len(x)/2 bytes of packed level indices. qw is the
// super-block's importance weights or nil.
func quantizeIQ4(x []float32, q4 []byte, scalesH *uint16, scalesL []byte, qw []float32, ntry int, s *iq4Scratch) uint16 {
	values := kvaluesIQ4NL[:]
	n := len(x)
	nb := n / 32
	L := s.L[:n]
	weight := s.weight[:]

	var sigma2 float32
	for _, v := range x {
		sigma2 += float32(v * v)
	}
	sigma2 = float32(sigma2 * (2 / float32(n))) // rounded here, never fused into a later add

	clear(q4[:n/2])
	dh := FP32ToFP16(0)

	var maxScale, amaxScale float32
	v0 := float32(values[0])
	for ib := 0; ib < nb; ib++ {
		xb, Lb := x[32*ib:32*ib+32], L[32*ib:32*ib+32]
		if qw != nil {
			qb := qw[32*ib : 32*ib+32]
			for j, v := range xb {
				weight[j] = qb[j] * sqrt32(sigma2+float32(v*v))
			}
		} else {
			for j, v := range xb {
				weight[j] = v * v
			}
		}
		var amax, xmax float32
		for _, v := range xb {
			if ax := abs32(v); ax > amax {
				amax, xmax = ax, v
			}
		}
		if amax < groupMaxEps {
			s.scales[ib] = 0
			if ntry < 0 { // see the note at the top of the file
				for j := range Lb {
					Lb[j] = 8
				}
			}
			continue
		}
		var d float32
		if ntry > 0 {
			d = -xmax / v0
		} else {
			d = xmax / v0
		}
		id := 1 / d
		var sumqx, sumq2 float32
		for j, v := range xb {
			l := ggmlBestIndexInt8(values, id*v)
			Lb[j] = uint8(l)
			q, w := float32(values[l]), weight[j]
			sumqx += float32(w * q * v)
			sumq2 += float32(w * q * q)
		}
		d = 0
		if sumq2 > 0 {
			d = sumqx / sumq2
		}
		best := d * sumqx
		for itry := -ntry; itry <= ntry; itry++ {
			id = float32(itry+int(values[0])) / xmax
			sumqx, sumq2 = 0, 0
			for j, v := range xb {
				q, w := float32(values[ggmlBestIndexInt8(values, id*v)]), weight[j]
				sumqx += float32(w * q * v)
				sumq2 += float32(w * q * q)
			}
			if sumq2 > 0 && float32(sumqx*sumqx) > float32(best*sumq2) {
				d = sumqx / sumq2
				best = d * sumqx
			}
		}
		s.scales[ib] = d
		if ad := abs32(d); ad > amaxScale {
			amaxScale, maxScale = ad, d
		}
	}

	if nb > 1 {
		*scalesH = 0
		d := -maxScale / 32
		dh = FP32ToFP16(d)
		id := inverse(d)
		for ib := 0; ib < nb; ib++ {
			l := max(-32, min(31, ggmlNearestInt(id*s.scales[ib])))
			dl := d * float32(l)
			idl := inverse(dl)
			xb, Lb := x[32*ib:32*ib+32], L[32*ib:32*ib+32]
			for j, v := range xb {
				Lb[j] = uint8(ggmlBestIndexInt8(values, idl*v))
			}
			l += 32
			lo, hi := uint8(l&0xf), uint16(l>>4)
			if ib%2 == 0 {
				scalesL[ib/2] = lo
			} else {
				scalesL[ib/2] |= lo << 4
			}
			*scalesH |= hi << (2 * (ib % 8))
		}
	} else {
		dh = FP32ToFP16(s.scales[0])
		if ntry > 0 {
			id := inverse(s.scales[0])
			for j, v := range x {
				L[j] = uint8(ggmlBestIndexInt8(values, id*v))
			}
		}
	}

	for i := 0; i < n/32; i++ {
		for j := 0; j < 16; j++ {
			q4[16*i+j] = L[32*i+j] | L[32*i+16+j]<<4
		}
	}
	return dh
}

func encodeIQ4NLWith(dst []byte, src, qw []float32, ntry int) {
	const bs = 18
	var s iq4Scratch
	var unusedH uint16
	for b := 0; b < len(src)/32; b++ {
		blk := dst[b*bs : b*bs+bs]
		var w []float32
		if qw != nil {
			w = qw[32*b : 32*b+32]
		}
		dh := quantizeIQ4(src[32*b:32*b+32], blk[2:], &unusedH, nil, w, ntry, &s)
		binary.LittleEndian.PutUint16(blk, dh)
	}
}

func encodeIQ4XSWith(dst []byte, src, qw []float32) {
	const bs = 136
	var s iq4Scratch
	for b := 0; b < len(src)/qkIQ; b++ {
		blk := dst[b*bs : b*bs+bs]
		var w []float32
		if qw != nil {
			w = qw[qkIQ*b : qkIQ*b+qkIQ]
		}
		var scalesH uint16
		dh := quantizeIQ4(src[qkIQ*b:qkIQ*b+qkIQ], blk[8:], &scalesH, blk[4:8], w, 7, &s)
		binary.LittleEndian.PutUint16(blk, dh)
		binary.LittleEndian.PutUint16(blk[2:], scalesH)
	}
}

// encodeIQ4NL is quantize_row_iq4_nl_ref.
func encodeIQ4NL(dst []byte, src []float32) { encodeIQ4NLWith(dst, src, nil, -1) }

// encodeIQ4NLWeighted is ggml_quantize_chunk(IQ4_NL) with an importance matrix (quantize_iq4_nl).
func encodeIQ4NLWeighted(dst []byte, row, weights []float32) {
	encodeIQ4NLWith(dst, row, weights, 7)
}

// encodeIQ4XS is quantize_row_iq4_xs_ref (= quantize_iq4_xs without weights).
func encodeIQ4XS(dst []byte, src []float32) { encodeIQ4XSWith(dst, src, nil) }

// encodeIQ4XSWeighted is ggml_quantize_chunk(IQ4_XS) with an importance matrix (quantize_iq4_xs).
func encodeIQ4XSWeighted(dst []byte, row, weights []float32) { encodeIQ4XSWith(dst, row, weights) }
