package core

import "math"

// The small ggml block types (ggml-common.h), decoded and encoded as dequantize_row_* and
// quantize_row_*_ref in ggml-quants.c do:
//
//	TQ1_0 256 {u8 qs[48]; u8 qh[4]; fp16 d}  ternary, five trits a byte (qh: four a byte)
//	TQ2_0 256 {u8 qs[64]; fp16 d}            ternary, two bits a value, code c → (c-1)·d
//	MXFP4  32 {u8 e; u8 qs[16]}              E2M1 nibbles times the E8M0 scale 2^(e-127)
//	NVFP4  64 {u8 d[4]; u8 qs[32]}           E2M1 nibbles, a UE4M3 scale per 16 values
//	Q1_0  128 {fp16 d; u8 qs[16]}            one bit a value: 1 → +d, 0 → −d
//	Q2_0   64 {fp16 d; u8 qs[16]}            two bits a value, code c → (c-1)·d
//
// ggml_quantize_chunk ignores the importance matrix for all six (quantize_tq1_0 … quantize_q2_0
// run the reference quantizer), so their encodeWeighted is the reference quantizer row by row.

const (
	qkTQ     = 256 // QK_K
	qkMXFP4  = 32
	qkNVFP4  = 64
	qkNVSub  = 16 // QK_NVFP4_SUB: elements per UE4M3 scale
	qkQ1_0   = 128
	qkQ2_0   = 64
	tq1Bytes = 54
	tq2Bytes = 66
)

// kvaluesFP4 is ggml's kvalues_fp4 (alias kvalues_mxfp4): the E2M1 values doubled, so that they
// are integers; the scales carry the matching factor ½.
var kvaluesFP4 = [16]int8{0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12}

// e8m0Half is GGML_E8M0_TO_FP32_HALF: 2^(e-128), with the two smallest as float32 subnormals.
func e8m0Half(e uint8) float32 {
	if e < 2 {
		return math.Float32frombits(0x00200000 << e)
	}
	return math.Float32frombits(uint32(e-1) << 23)
}

// ue4m3Half holds ggml_ue4m3_to_fp32 of every byte: the unsigned E4M3 value (bias 7, subnormals
// man·2⁻⁹, 0x7F read as 0, the top bit ignored) times ½. All of them are exact in float32.
var ue4m3Half = func() (t [256]float32) {
	for x := range t {
		if x == 0 || x == 0x7f {
			continue
		}
		exp, man := x>>3&0xf, x&7
		var raw float64
		if exp == 0 {
			raw = math.Ldexp(float64(man), -9)
		} else {
			raw = math.Ldexp(1+float64(man)/8, exp-7)
		}
		t[x] = float32(raw) * 0.5
	}
	return
}()

// trits5[b] holds the five trits of a TQ1_0 byte b, trit n (most significant first) in bits
// 2n…2n+1: trit n is (uint8(b·3ⁿ)·3) >> 8, as dequantize_row_tq1_0 computes it.
var trits5 = func() (t [256]uint16) {
	pow3 := [5]int{1, 3, 9, 27, 81}
	for b := range t {
		for n, p := range pow3 {
			t[b] |= uint16(int(uint8(b*p))*3>>8) << (2 * n)
		}
	}
	return
}()

func init() {
	for _, r := range []struct {
		id  FormatID
		enc func([]byte, []float32)
	}{
		{TQ1_0, encodeTQ1_0}, {TQ2_0, encodeTQ2_0}, {MXFP4, encodeMXFP4},
		{NVFP4, encodeNVFP4}, {Q1_0, encodeQ1_0}, {Q2_0, encodeQ2_0},
	} {
		registry[r.id].encodeWeighted = ignoreWeights(r.enc)
	}
	registry[MXFP4].overflowingScales = mxfp4OverflowingScales
}

// mxfp4OverflowingScales reports whether a block of t has an E8M0 byte of 253 or more: a scale
// (halved) of 2^125 and up, times the largest level 12, overflows float32.
func mxfp4OverflowingScales(t *Tensor) bool {
	for b := 0; b+17 <= len(t.Data); b += 17 {
		if t.Data[b] >= 253 {
			return true
		}
	}
	return false
}

// Decoders.

// codeLevels are the values of the 2-bit codes of TQ1_0, TQ2_0 and Q2_0 (c-1). A variable, not
// constants: Go rewrites -1·d as -d, which flips a NaN's sign, while ggml multiplies.
var codeLevels = [4]float32{-1, 0, 1, 2}

// levels returns (c-1)·d for the codes c = 0…3: the products ggml forms element by element.
func levels(d float32) [4]float32 {
	return [4]float32{codeLevels[0] * d, codeLevels[1] * d, codeLevels[2] * d, codeLevels[3] * d}
}

func decodeTQ1_0(dst []float32, src []byte) {
	for b := 0; b < len(dst)/qkTQ; b++ {
		blk, y := (*[tq1Bytes]byte)(src[b*tq1Bytes:]), (*[qkTQ]float32)(dst[b*qkTQ:])
		v := levels(fp16At(blk[:], 52))
		// Trit n of byte m is element 32n+m for qs[0:32], 160+16n+m for qs[32:48], and 240+4n+m
		// for qh[0:4] (four trits a byte).
		for m := range 32 {
			t := trits5[blk[m]]
			y[m], y[32+m], y[64+m], y[96+m], y[128+m] = v[t&3], v[t>>2&3], v[t>>4&3], v[t>>6&3], v[t>>8&3]
		}
		for m := range 16 {
			t := trits5[blk[32+m]]
			y[160+m], y[176+m], y[192+m], y[208+m], y[224+m] = v[t&3], v[t>>2&3], v[t>>4&3], v[t>>6&3], v[t>>8&3]
		}
		for m := range 4 {
			t := trits5[blk[48+m]]
			y[240+m], y[244+m], y[248+m], y[252+m] = v[t&3], v[t>>2&3], v[t>>4&3], v[t>>6&3]
		}
	}
}

func decodeTQ2_0(dst []float32, src []byte) {
	for b := 0; b < len(dst)/qkTQ; b++ {
		blk, y := (*[tq2Bytes]byte)(src[b*tq2Bytes:]), (*[qkTQ]float32)(dst[b*qkTQ:])
		v := levels(fp16At(blk[:], 64))
		// Byte m of each 32-byte half h holds elements 128h+m, +32, +64, +96 in bits 0-1 … 6-7.
		for h := range 2 {
			qs, yh := (*[32]byte)(blk[32*h:]), (*[128]float32)(y[128*h:])
			for m, q := range qs {
				yh[m], yh[32+m], yh[64+m], yh[96+m] = v[q&3], v[q>>2&3], v[q>>4&3], v[q>>6&3]
			}
		}
	}
}

// kvaluesFP4f is kvaluesFP4 as float32 (exact), so that decoding multiplies without converting.
var kvaluesFP4f = func() (t [16]float32) {
	for i, k := range kvaluesFP4 {
		t[i] = float32(k)
	}
	return
}()

func decodeMXFP4(dst []float32, src []byte) {
	for b := 0; b < len(dst)/qkMXFP4; b++ {
		blk, y := (*[17]byte)(src[b*17:]), (*[qkMXFP4]float32)(dst[b*qkMXFP4:])
		d := e8m0Half(blk[0])
		for j := range 16 {
			q := blk[1+j]
			y[j], y[j+16] = kvaluesFP4f[q&0x0f]*d, kvaluesFP4f[q>>4]*d
		}
	}
}

func decodeNVFP4(dst []float32, src []byte) {
	for b := 0; b < len(dst)/qkNVFP4; b++ {
		blk, y := (*[36]byte)(src[b*36:]), (*[qkNVFP4]float32)(dst[b*qkNVFP4:])
		for s := range 4 {
			d := ue4m3Half[blk[s]]
			qs, ys := (*[8]byte)(blk[4+8*s:]), (*[qkNVSub]float32)(y[qkNVSub*s:])
			for j, q := range qs {
				ys[j], ys[j+8] = kvaluesFP4f[q&0x0f]*d, kvaluesFP4f[q>>4]*d
			}
		}
	}
}

func decodeQ1_0(dst []float32, src []byte) {
	for b := 0; b < len(dst)/qkQ1_0; b++ {
		blk, y := (*[18]byte)(src[b*18:]), (*[qkQ1_0]float32)(dst[b*qkQ1_0:])
		d := fp16At(blk[:], 0)
		v := [2]float32{-d, d} // ggml's bit ? d : -d
		for i := range 16 {
			q, yi := blk[2+i], (*[8]float32)(y[8*i:])
			yi[0], yi[1], yi[2], yi[3] = v[q&1], v[q>>1&1], v[q>>2&1], v[q>>3&1]
			yi[4], yi[5], yi[6], yi[7] = v[q>>4&1], v[q>>5&1], v[q>>6&1], v[q>>7&1]
		}
	}
}

func decodeQ2_0(dst []float32, src []byte) {
	for b := 0; b < len(dst)/qkQ2_0; b++ {
		blk, y := (*[18]byte)(src[b*18:]), (*[qkQ2_0]float32)(dst[b*qkQ2_0:])
		v := levels(fp16At(blk[:], 0))
		for i := range 16 {
			q, yi := blk[2+i], (*[4]float32)(y[4*i:])
			yi[0], yi[1], yi[2], yi[3] = v[q&3], v[q>>2&3], v[q>>4&3], v[q>>6&3]
		}
	}
}

// Reference quantizers.

// lroundf is C's lroundf on x86-64 glibc: round half away from zero to a long; NaN and values
// out of range give LONG_MIN (the cvttss2si result), as Go's conversion does on amd64.
func lroundf(v float32) int64 { return int64(math.Round(float64(v))) }

// roundToInt is C's (int)roundf(v): INT_MIN for NaN and out-of-range values on amd64.
func roundToInt(v float32) int32 { return int32(float32(math.Round(float64(v)))) }

// ternaryScale is TQ1_0/TQ2_0's d = amax (ggml's MAX loop) and id = 1/d (0 when d is 0).
func ternaryScale(x []float32) (d, id float32) {
	d = absMax(x)
	return d, inverse(d)
}

// trit is lroundf(v·id)+1 as the uint8 arithmetic of the ternary packers sees it.
func trit(v, id float32) uint8 { return uint8(lroundf(v*id) + 1) }

func encodeTQ1_0(dst []byte, src []float32) {
	for b := 0; b < len(src)/qkTQ; b++ {
		x, blk := src[b*qkTQ:b*qkTQ+qkTQ], dst[b*tq1Bytes:b*tq1Bytes+tq1Bytes]
		d, id := ternaryScale(x)
		putFP16(blk, 52, d)
		// pack folds k trits (first most significant) into a byte, then maps the base-3 number
		// q < 243 onto [0, 256) by ceiling division, so that the decoder's (q·3ⁿ·3)>>8 reads them.
		pack := func(xs []float32, stride, k int) uint8 {
			var q uint8
			for n := range k {
				q = q*3 + trit(xs[n*stride], id)
			}
			if k == 4 {
				q *= 3 // the first value goes to the most significant trit
			}
			return uint8((uint16(q)*256 + 242) / 243)
		}
		for m := range 32 {
			blk[m] = pack(x[m:], 32, 5)
		}
		for m := range 16 {
			blk[32+m] = pack(x[160+m:], 16, 5)
		}
		for j := range 4 {
			blk[48+j] = pack(x[240+j:], 4, 4)
		}
	}
}

func encodeTQ2_0(dst []byte, src []float32) {
	for b := 0; b < len(src)/qkTQ; b++ {
		x, blk := src[b*qkTQ:b*qkTQ+qkTQ], dst[b*tq2Bytes:b*tq2Bytes+tq2Bytes]
		d, id := ternaryScale(x)
		putFP16(blk, 64, d)
		for h := range 2 {
			xh := x[128*h:]
			for m := range 32 {
				var q uint8
				for n := range 4 {
					q += trit(xh[m+32*n], id) & 3 << (2 * n)
				}
				blk[32*h+m] = q
			}
		}
	}
}

// bestIndexFP4 is best_index_mxfp4: the first code whose value kvalues·e is nearest to v.
func bestIndexFP4(v, e float32) uint8 {
	best := uint8(0)
	bestErr := abs32(float32(float32(kvaluesFP4[0])*e) - v)
	for i := 1; i < 16; i++ {
		if err := abs32(float32(float32(kvaluesFP4[i])*e) - v); err < bestErr {
			best, bestErr = uint8(i), err
		}
	}
	return best
}

// nanSkippingAbsMax is the `if (amax < fabsf(v)) amax = fabsf(v)` loop: NaNs never win.
func nanSkippingAbsMax(x []float32) float32 {
	var amax float32
	for _, v := range x {
		if a := abs32(v); amax < a {
			amax = a
		}
	}
	return amax
}

// log2f stands for glibc's log2f: the float64 logarithm rounded to float32. Only
// floor(log2f(x)) is used, which steps up not at 2ⁿ but a few float32 values below it (where the
// logarithm rounds to the integer); for every positive float32 this floor equals glibc's (2.36,
// checked exhaustively), which is what the oracle library calls.
func log2f(x float32) float32 { return float32(math.Log2(float64(x))) }

// mxfp4Exponent is quantize_row_mxfp4_ref's e = (uint8_t)(floorf(log2f(amax)) - 2 + 127), the
// float converted through a 32-bit int as GCC does on x86-64, so amax = +inf gives 0.
func mxfp4Exponent(amax float32) uint8 {
	if !(amax > 0) {
		return 0
	}
	return uint8(int32(float32(math.Floor(float64(log2f(amax)))) - 2 + 127))
}

func encodeMXFP4(dst []byte, src []float32) {
	for b := 0; b < len(src)/qkMXFP4; b++ {
		x, blk := src[b*qkMXFP4:b*qkMXFP4+qkMXFP4], dst[b*17:b*17+17]
		e := mxfp4Exponent(nanSkippingAbsMax(x))
		d := e8m0Half(e)
		blk[0] = e
		for j := range 16 {
			blk[1+j] = bestIndexFP4(x[j], d) | bestIndexFP4(x[j+16], d)<<4
		}
	}
}

// fp32ToUE4M3 is ggml_fp32_to_ue4m3: round the positive value v to an unsigned E4M3 byte (ties up,
// by the first dropped mantissa bit), clamping to 448; non-positive and NaN give 0.
func fp32ToUE4M3(v float32) uint8 {
	if !(v > 0) {
		return 0
	}
	if v > 448 {
		v = 448
	}
	bits := math.Float32bits(v)
	exp := int32(bits>>23&0xff) - 127 + 7
	man := int32(bits >> 20 & 7)
	if exp <= 0 { // subnormal: man·2⁻⁹
		m := int32(float32(v*512) + 0.5)
		if m > 7 {
			m = 7
		}
		if m < 1 {
			return 0
		}
		return uint8(m)
	}
	if exp >= 15 {
		return 0x7e
	}
	man += int32(bits >> 19 & 1)
	if man > 7 {
		man = 0
		exp++
		if exp >= 15 {
			return 0x7e
		}
	}
	return uint8(exp<<3 | man)
}

func encodeNVFP4(dst []byte, src []float32) {
	for b := 0; b < len(src)/qkNVFP4; b++ {
		x, blk := src[b*qkNVFP4:b*qkNVFP4+qkNVFP4], dst[b*36:b*36+36]
		for s := range 4 {
			xs := x[qkNVSub*s : qkNVSub*s+qkNVSub]
			ue := fp32ToUE4M3(nanSkippingAbsMax(xs) / 6)
			blk[s] = ue
			d := ue4m3Half[ue]
			for j := range 8 {
				blk[4+8*s+j] = bestIndexFP4(xs[j], d) | bestIndexFP4(xs[j+8], d)<<4
			}
		}
	}
}

func encodeQ1_0(dst []byte, src []float32) {
	for b := 0; b < len(src)/qkQ1_0; b++ {
		x, blk := src[b*qkQ1_0:b*qkQ1_0+qkQ1_0], dst[b*18:b*18+18]
		var sumAbs float32
		for _, v := range x {
			sumAbs += abs32(v)
		}
		putFP16(blk, 0, sumAbs/qkQ1_0)
		for i := range 16 {
			var q uint8
			for k, v := range x[8*i : 8*i+8] {
				if v >= 0 {
					q |= 1 << k
				}
			}
			blk[2+i] = q
		}
	}
}

func encodeQ2_0(dst []byte, src []float32) {
	for b := 0; b < len(src)/qkQ2_0; b++ {
		x, blk := src[b*qkQ2_0:b*qkQ2_0+qkQ2_0], dst[b*18:b*18+18]
		amax := nanSkippingAbsMax(x)
		var id float32
		if amax > 0 {
			id = 1 / amax
		}
		putFP16(blk, 0, amax)
		for i := range 16 {
			var q uint8
			for k, v := range x[4*i : 4*i+4] {
				c := max(0, min(3, roundToInt(v*id)+1)) // INT_MIN+1 for NaN/±inf: clamps to 0
				q |= uint8(c) << (2 * k)
			}
			blk[2+i] = q
		}
	}
}
