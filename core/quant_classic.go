package core

import (
	"encoding/binary"
	"math"
)

// The classic 32-element ggml block types (ggml-common.h):
//
//	Q4_0 {fp16 d; u8 qs[16]}           x = (q-8)·d
//	Q4_1 {fp16 d, m; u8 qs[16]}        x = q·d + m
//	Q5_0 {fp16 d; u8 qh[4]; u8 qs[16]} x = (q-16)·d, 5th bit in qh
//	Q5_1 {fp16 d, m; u8 qh[4]; qs[16]} x = q·d + m
//	Q8_0 {fp16 d; i8 qs[32]}           x = q·d
//	Q8_1 {fp16 d, s; i8 qs[32]}        x = q·d (s = d·Σq, used by dot products only)
//
// Nibble j of qs holds element j (low nibble) and element j+16 (high nibble). Products are
// written float32(a*b) + c so that no compiler fuses them into an FMA: ggml's reference rounds
// twice, and bit-exactness depends on doing the same.

const qk = 32

func fp16At(b []byte, off int) float32 { return FP16ToFP32(binary.LittleEndian.Uint16(b[off:])) }

func decodeQ4_0(dst []float32, src []byte) {
	for b := 0; b < len(dst)/qk; b++ {
		blk, y := src[b*18:b*18+18], dst[b*qk:b*qk+qk]
		d := fp16At(blk, 0)
		for j := 0; j < qk/2; j++ {
			q := blk[2+j]
			y[j] = float32(int32(q&0x0f)-8) * d
			y[j+qk/2] = float32(int32(q>>4)-8) * d
		}
	}
}

func decodeQ4_1(dst []float32, src []byte) {
	for b := 0; b < len(dst)/qk; b++ {
		blk, y := src[b*20:b*20+20], dst[b*qk:b*qk+qk]
		d, m := fp16At(blk, 0), fp16At(blk, 2)
		for j := 0; j < qk/2; j++ {
			q := blk[4+j]
			y[j] = float32(float32(q&0x0f)*d) + m
			y[j+qk/2] = float32(float32(q>>4)*d) + m
		}
	}
}

func decodeQ5_0(dst []float32, src []byte) {
	for b := 0; b < len(dst)/qk; b++ {
		blk, y := src[b*22:b*22+22], dst[b*qk:b*qk+qk]
		d := fp16At(blk, 0)
		qh := binary.LittleEndian.Uint32(blk[2:])
		for j := 0; j < qk/2; j++ {
			q := blk[6+j]
			h0 := (qh >> j << 4) & 0x10
			h1 := (qh >> (j + 12)) & 0x10
			y[j] = float32(int32(uint32(q&0x0f)|h0)-16) * d
			y[j+qk/2] = float32(int32(uint32(q>>4)|h1)-16) * d
		}
	}
}

func decodeQ5_1(dst []float32, src []byte) {
	for b := 0; b < len(dst)/qk; b++ {
		blk, y := src[b*24:b*24+24], dst[b*qk:b*qk+qk]
		d, m := fp16At(blk, 0), fp16At(blk, 2)
		qh := binary.LittleEndian.Uint32(blk[4:])
		for j := 0; j < qk/2; j++ {
			q := blk[8+j]
			h0 := (qh >> j << 4) & 0x10
			h1 := (qh >> (j + 12)) & 0x10
			y[j] = float32(float32(uint32(q&0x0f)|h0)*d) + m
			y[j+qk/2] = float32(float32(uint32(q>>4)|h1)*d) + m
		}
	}
}

func decodeQ8_0(dst []float32, src []byte) {
	for b := 0; b < len(dst)/qk; b++ {
		blk, y := src[b*34:b*34+34], dst[b*qk:b*qk+qk]
		d := fp16At(blk, 0)
		for j := range y {
			y[j] = float32(int8(blk[2+j])) * d
		}
	}
}

func decodeQ8_1(dst []float32, src []byte) {
	for b := 0; b < len(dst)/qk; b++ {
		blk, y := src[b*36:b*36+36], dst[b*qk:b*qk+qk]
		d := fp16At(blk, 0)
		for j := range y {
			y[j] = float32(int8(blk[4+j])) * d
		}
	}
}

// Reference quantizers, step for step as ggml's quantize_row_*_ref (ggml-quants.c).

// truncI8 is C's (int8_t)f on amd64: truncate to int32, keep the low byte.
func truncI8(f float32) int32 { return int32(int8(int32(f))) }

func putFP16(b []byte, off int, f float32) { binary.LittleEndian.PutUint16(b[off:], FP32ToFP16(f)) }

// signedAbsMax returns the element of largest magnitude (the first one on ties), as Q4_0/Q5_0 do.
func signedAbsMax(x []float32) float32 {
	var amax, max float32
	for _, v := range x {
		if a := abs32(v); amax < a {
			amax, max = a, v
		}
	}
	return max
}

func minMax(x []float32) (min, max float32) {
	min, max = math.MaxFloat32, -math.MaxFloat32
	for _, v := range x {
		if v < min {
			min = v
		}
		if v > max {
			max = v
		}
	}
	return
}

// absMax is ggml's MAX(amax, fabsf(v)) loop; a NaN element makes the result NaN from then on.
func absMax(x []float32) float32 {
	var amax float32
	for _, v := range x {
		if a := abs32(v); !(amax > a) {
			amax = a
		}
	}
	return amax
}

func abs32(v float32) float32 { return math.Float32frombits(math.Float32bits(v) &^ (1 << 31)) }

func inverse(d float32) float32 {
	if d != 0 {
		return 1 / d
	}
	return 0
}

func encodeQ4_0(dst []byte, src []float32) {
	for b := 0; b < len(src)/qk; b++ {
		x, blk := src[b*qk:b*qk+qk], dst[b*18:b*18+18]
		d := signedAbsMax(x) / -8
		id := inverse(d)
		putFP16(blk, 0, d)
		for j := 0; j < qk/2; j++ {
			q0 := min(15, truncI8(float32(x[j]*id)+8.5))
			q1 := min(15, truncI8(float32(x[j+qk/2]*id)+8.5))
			blk[2+j] = uint8(q0) | uint8(q1)<<4
		}
	}
}

func encodeQ4_1(dst []byte, src []float32) {
	for b := 0; b < len(src)/qk; b++ {
		x, blk := src[b*qk:b*qk+qk], dst[b*20:b*20+20]
		lo, hi := minMax(x)
		d := (hi - lo) / 15
		id := inverse(d)
		putFP16(blk, 0, d)
		putFP16(blk, 2, lo)
		for j := 0; j < qk/2; j++ {
			q0 := min(15, truncI8(float32((x[j]-lo)*id)+0.5))
			q1 := min(15, truncI8(float32((x[j+qk/2]-lo)*id)+0.5))
			blk[4+j] = uint8(q0) | uint8(q1)<<4
		}
	}
}

func encodeQ5_0(dst []byte, src []float32) {
	for b := 0; b < len(src)/qk; b++ {
		x, blk := src[b*qk:b*qk+qk], dst[b*22:b*22+22]
		d := signedAbsMax(x) / -16
		id := inverse(d)
		putFP16(blk, 0, d)
		var qh uint32
		for j := 0; j < qk/2; j++ {
			q0 := uint8(min(31, truncI8(float32(x[j]*id)+16.5)))
			q1 := uint8(min(31, truncI8(float32(x[j+qk/2]*id)+16.5)))
			blk[6+j] = q0&0x0f | (q1&0x0f)<<4
			qh |= uint32(q0&0x10) >> 4 << j
			qh |= uint32(q1&0x10) >> 4 << (j + qk/2)
		}
		binary.LittleEndian.PutUint32(blk[2:], qh)
	}
}

func encodeQ5_1(dst []byte, src []float32) {
	for b := 0; b < len(src)/qk; b++ {
		x, blk := src[b*qk:b*qk+qk], dst[b*24:b*24+24]
		lo, hi := minMax(x)
		d := (hi - lo) / 31
		id := inverse(d)
		putFP16(blk, 0, d)
		putFP16(blk, 2, lo)
		var qh uint32
		for j := 0; j < qk/2; j++ {
			q0 := uint8(int32(float32((x[j]-lo)*id) + 0.5))
			q1 := uint8(int32(float32((x[j+qk/2]-lo)*id) + 0.5))
			blk[8+j] = q0&0x0f | (q1&0x0f)<<4
			qh |= uint32(q0&0x10) >> 4 << j
			qh |= uint32(q1&0x10) >> 4 << (j + qk/2)
		}
		binary.LittleEndian.PutUint32(blk[4:], qh)
	}
}

// roundI8 is (int8_t)roundf(f): round half away from zero.
func roundI8(f float32) int8 { return int8(int32(math.Round(float64(f)))) }

func encodeQ8_0(dst []byte, src []float32) {
	for b := 0; b < len(src)/qk; b++ {
		x, blk := src[b*qk:b*qk+qk], dst[b*34:b*34+34]
		d := absMax(x) / 127
		id := inverse(d)
		putFP16(blk, 0, d)
		for j, v := range x {
			blk[2+j] = uint8(roundI8(v * id))
		}
	}
}

func encodeQ8_1(dst []byte, src []float32) {
	for b := 0; b < len(src)/qk; b++ {
		x, blk := src[b*qk:b*qk+qk], dst[b*36:b*36+36]
		d := absMax(x) / 127
		id := inverse(d)
		putFP16(blk, 0, d)
		var sum int32
		for j, v := range x {
			q := roundI8(v * id)
			blk[4+j] = uint8(q)
			sum += int32(q)
		}
		putFP16(blk, 2, float32(sum)*d)
	}
}
