package core

import "math"

// Half-precision conversions with exactly ggml's results (ggml-impl.h), including how NaNs come
// out: fp16→fp32 quiets a signalling NaN and keeps its payload; fp32→fp16 rounds to nearest even
// and turns every NaN into 0x7E00 with the sign kept; fp32→bf16 rounds to nearest even and forces
// NaNs quiet.

// FP16ToFP32 widens an IEEE binary16 value exactly.
func FP16ToFP32(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp := uint32(h>>10) & 0x1f
	man := uint32(h) & 0x3ff
	switch {
	case exp == 0x1f: // inf or NaN
		bits := sign | 0x7f800000 | man<<13
		if man != 0 {
			bits |= 0x00400000 // quiet, as ggml's float multiply does
		}
		return math.Float32frombits(bits)
	case exp != 0:
		return math.Float32frombits(sign | (exp+112)<<23 | man<<13)
	case man == 0:
		return math.Float32frombits(sign)
	default: // subnormal: man·2⁻²⁴, exact in float32
		v := float32(man) * (1.0 / (1 << 24))
		return math.Float32frombits(sign | math.Float32bits(v))
	}
}

// FP32ToFP16 narrows with round-to-nearest-even; overflow gives ±inf.
func FP32ToFP16(f float32) uint16 {
	w := math.Float32bits(f)
	sign := uint16(w>>16) & 0x8000
	abs := w & 0x7fffffff
	switch {
	case abs > 0x7f800000:
		return sign | 0x7e00
	case abs >= 0x477ff000: // rounds to ≥ 65520 → inf (and inf itself)
		return sign | 0x7c00
	case abs >= 0x38800000: // normal fp16 range
		// Rebias the exponent, then round the 13 dropped bits to nearest even.
		v := abs - (112 << 23)
		v += 0xfff + (v>>13)&1
		return sign | uint16(v>>13)
	case abs < 0x33000000: // below half the smallest subnormal: ±0
		return sign
	default: // subnormal result
		exp := abs >> 23
		man := abs&0x7fffff | 0x800000
		shift := 126 - exp // 14..24 → number of bits to drop from the 24-bit mantissa
		drop := man & (1<<shift - 1)
		half := uint32(1) << (shift - 1)
		r := man >> shift
		if drop > half || (drop == half && r&1 == 1) {
			r++
		}
		return sign | uint16(r)
	}
}

// BF16ToFP32 widens a bfloat16 value exactly.
func BF16ToFP32(b uint16) float32 { return math.Float32frombits(uint32(b) << 16) }

// FP32ToBF16 narrows with round-to-nearest-even, as ggml_compute_fp32_to_bf16.
func FP32ToBF16(f float32) uint16 {
	u := math.Float32bits(f)
	if u&0x7fffffff > 0x7f800000 {
		return uint16(u>>16) | 64
	}
	return uint16((u + (0x7fff + (u>>16)&1)) >> 16)
}
