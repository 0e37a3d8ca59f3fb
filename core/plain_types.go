package core

import (
	"encoding/binary"
	"math"
)

// Plain element types that ggml has no id for: the rest of safetensors' dtypes. They take ids from
// 1000 on. Names are safetensors' dtype names.
const (
	U8          FormatID = 1000
	U16         FormatID = 1001
	U32         FormatID = 1002
	U64         FormatID = 1003
	BOOL        FormatID = 1004
	F8_E4M3     FormatID = 1005 // OCP FP8 E4M3 (torch float8_e4m3fn): bias 7, no inf, NaN = S.1111.111
	F8_E5M2     FormatID = 1006 // OCP FP8 E5M2 (torch float8_e5m2): bias 15, IEEE-style inf and NaN
	F8_E8M0     FormatID = 1007 // OCP E8M0 scale: 2^(e-127), 0xff = NaN, no sign, no zero
	F8_E4M3FNUZ FormatID = 1008 // bias 8, 0x80 = NaN, no inf, no negative zero
	F8_E5M2FNUZ FormatID = 1009 // bias 16, 0x80 = NaN, no inf, no negative zero
	F4          FormatID = 1010 // OCP FP4 E2M1; two per byte, element 2i in the low nibble
	F6_E2M3     FormatID = 1011 // OCP FP6 E2M3; four per 3 bytes (see decodeF6)
	F6_E3M2     FormatID = 1012 // OCP FP6 E3M2; four per 3 bytes (see decodeF6)
	C64         FormatID = 1013 // complex64: two float32 (re, im); no real value, so no decode
)

// FamilyPlain holds the plain element types outside ggml's id space.
//
// Its value sits outside the iota sequence in format.go so that families added there cannot
// collide with it; Family.String does not know it yet (it prints "family(100)").
const FamilyPlain Family = 100

// Decoding tables, filled by init from the bit layouts (see minifloat).
var (
	tabE4M3, tabE5M2, tabE8M0, tabE4M3FNUZ, tabE5M2FNUZ [256]float32
	tabF4                                               [16]float32
	tabE2M3, tabE3M2                                    [64]float32
)

func init() {
	for c := range uint32(256) {
		tabE4M3[c] = minifloat(c, 4, 3, 7)
		if c&0x7f == 0x7f {
			tabE4M3[c] = math.Float32frombits(c>>7<<31 | 0x7fc00000)
		}
		tabE5M2[c] = minifloat(c, 5, 2, 15)
		if c&0x7c == 0x7c { // exponent all ones: inf (mantissa 0) or NaN, as binary16 widens
			tabE5M2[c] = math.Float32frombits(c>>7<<31 | 0x7f800000 | (c&3)<<21)
			if c&3 != 0 {
				tabE5M2[c] = math.Float32frombits(math.Float32bits(tabE5M2[c]) | 0x00400000)
			}
		}
		tabE4M3FNUZ[c] = minifloat(c, 4, 3, 8)
		tabE5M2FNUZ[c] = minifloat(c, 5, 2, 16)
		switch c {
		case 0x00: // 2^-127 is a float32 subnormal
			tabE8M0[c] = math.Float32frombits(1 << 22)
		case 0xff:
			tabE8M0[c] = float32(math.NaN())
		default:
			tabE8M0[c] = math.Float32frombits(c << 23)
		}
	}
	tabE4M3FNUZ[0x80] = float32(math.NaN())
	tabE5M2FNUZ[0x80] = float32(math.NaN())
	for c := range uint32(64) {
		if c < 16 {
			tabF4[c] = minifloat(c, 2, 1, 1)
		}
		tabE2M3[c] = minifloat(c, 2, 3, 1)
		tabE3M2[c] = minifloat(c, 3, 2, 3)
	}

	plain := func(id FormatID, name string, elems, size int, fl Flags, dec func([]float32, []byte)) {
		register(&Format{ID: id, Name: name, Family: FamilyPlain, BlockElems: elems, BlockBytes: size, Flags: fl, decode: dec})
	}
	plain(U8, "U8", 1, 1, FlagInteger, decodeU8)
	plain(U16, "U16", 1, 2, FlagInteger, decodeU16)
	plain(U32, "U32", 1, 4, FlagInteger, decodeU32)
	plain(U64, "U64", 1, 8, FlagInteger, decodeU64)
	plain(BOOL, "BOOL", 1, 1, FlagInteger, decodeBool)
	plain(F8_E4M3, "F8_E4M3", 1, 1, FlagFloat, byteTable(&tabE4M3))
	plain(F8_E5M2, "F8_E5M2", 1, 1, FlagFloat, byteTable(&tabE5M2))
	plain(F8_E8M0, "F8_E8M0", 1, 1, FlagFloat, byteTable(&tabE8M0))
	plain(F8_E4M3FNUZ, "F8_E4M3FNUZ", 1, 1, FlagFloat, byteTable(&tabE4M3FNUZ))
	plain(F8_E5M2FNUZ, "F8_E5M2FNUZ", 1, 1, FlagFloat, byteTable(&tabE5M2FNUZ))
	plain(F4, "F4", 2, 1, FlagFloat, decodeF4)
	plain(F6_E2M3, "F6_E2M3", 4, 3, FlagFloat, decodeF6(&tabE2M3))
	plain(F6_E3M2, "F6_E3M2", 4, 3, FlagFloat, decodeF6(&tabE3M2))
	plain(C64, "C64", 1, 8, FlagFloat, nil)
}

// minifloat widens code, a sign bit followed by ebits exponent bits and mbits mantissa bits, to
// float32, treating every exponent as finite: normals are (1+m/2^mbits)·2^(e-bias), subnormals
// (e = 0) m·2^(1-bias-mbits). Callers patch the codes their format reserves for inf and NaN.
// Exact: every value of these formats is a float32 normal.
func minifloat(code uint32, ebits, mbits uint, bias int) float32 {
	sign := code >> (ebits + mbits) & 1 << 31
	e := int(code>>mbits) & (1<<ebits - 1)
	m := code & (1<<mbits - 1)
	if e != 0 {
		return math.Float32frombits(sign | uint32(e-bias+127)<<23 | m<<(23-mbits))
	}
	scale := math.Float32frombits(uint32(1-bias-int(mbits)+127) << 23)
	return math.Float32frombits(sign | math.Float32bits(float32(m)*scale))
}

func byteTable(tab *[256]float32) func([]float32, []byte) {
	return func(dst []float32, src []byte) {
		for i := range dst {
			dst[i] = tab[src[i]]
		}
	}
}

func decodeF4(dst []float32, src []byte) {
	for i := range len(dst) / 2 {
		b := src[i]
		dst[2*i] = tabF4[b&0x0f]
		dst[2*i+1] = tabF4[b>>4]
	}
}

// decodeF6 returns the decoder of a 6-bit type. No reference defines how safetensors packs them;
// lowbit reads each 3-byte group as a little-endian 24-bit word holding element 4i+k in bits
// [6k, 6k+6), the same least-significant-first order F4 uses.
func decodeF6(tab *[64]float32) func([]float32, []byte) {
	return func(dst []float32, src []byte) {
		for i := range len(dst) / 4 {
			s := src[3*i : 3*i+3]
			w := uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16
			for k := range 4 {
				dst[4*i+k] = tab[w>>(6*k)&0x3f]
			}
		}
	}
}

func decodeU8(dst []float32, src []byte) {
	for i := range dst {
		dst[i] = float32(src[i])
	}
}

func decodeU16(dst []float32, src []byte) {
	for i := range dst {
		dst[i] = float32(binary.LittleEndian.Uint16(src[2*i:]))
	}
}

func decodeU32(dst []float32, src []byte) {
	for i := range dst {
		dst[i] = float32(binary.LittleEndian.Uint32(src[4*i:]))
	}
}

func decodeU64(dst []float32, src []byte) {
	for i := range dst {
		dst[i] = float32(binary.LittleEndian.Uint64(src[8*i:]))
	}
}

// decodeBool reads any non-zero byte as true (1), as numpy and torch do.
func decodeBool(dst []float32, src []byte) {
	for i := range dst {
		if src[i] != 0 {
			dst[i] = 1
		} else {
			dst[i] = 0
		}
	}
}
