package core

import (
	"encoding/binary"
	"math"
)

// Decoders of the plain element types. Integers become the nearest float32, as a cast would.

func decodeF32(dst []float32, src []byte) {
	for i := range dst {
		dst[i] = math.Float32frombits(binary.LittleEndian.Uint32(src[4*i:]))
	}
}

func decodeF16(dst []float32, src []byte) {
	for i := range dst {
		dst[i] = FP16ToFP32(binary.LittleEndian.Uint16(src[2*i:]))
	}
}

func decodeBF16(dst []float32, src []byte) {
	for i := range dst {
		dst[i] = BF16ToFP32(binary.LittleEndian.Uint16(src[2*i:]))
	}
}

func decodeF64(dst []float32, src []byte) {
	for i := range dst {
		dst[i] = float32(math.Float64frombits(binary.LittleEndian.Uint64(src[8*i:])))
	}
}

func decodeI8(dst []float32, src []byte) {
	for i := range dst {
		dst[i] = float32(int8(src[i]))
	}
}

func decodeI16(dst []float32, src []byte) {
	for i := range dst {
		dst[i] = float32(int16(binary.LittleEndian.Uint16(src[2*i:])))
	}
}

func decodeI32(dst []float32, src []byte) {
	for i := range dst {
		dst[i] = float32(int32(binary.LittleEndian.Uint32(src[4*i:])))
	}
}

func decodeI64(dst []float32, src []byte) {
	for i := range dst {
		dst[i] = float32(int64(binary.LittleEndian.Uint64(src[8*i:])))
	}
}

// Encoders of the float types: rounding to nearest even, as ggml's fp32→fp16/bf16 row functions.

func encodeF32(dst []byte, src []float32) {
	for i, v := range src {
		binary.LittleEndian.PutUint32(dst[4*i:], math.Float32bits(v))
	}
}

func encodeF16(dst []byte, src []float32) {
	for i, v := range src {
		binary.LittleEndian.PutUint16(dst[2*i:], FP32ToFP16(v))
	}
}

func encodeBF16(dst []byte, src []float32) {
	for i, v := range src {
		binary.LittleEndian.PutUint16(dst[2*i:], FP32ToBF16(v))
	}
}
