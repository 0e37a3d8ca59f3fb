package core

import (
	"encoding/binary"
	"math"
	"sync"
)

// The IQ ("importance") formats of ggml (ggml-common.h), 256-element super-blocks except IQ4_NL:
//
//	IQ2_XXS {fp16 d; u16 qs[32]}                         per 32: 4 grid bytes, u32 of 4×7 sign bits + 4-bit scale
//	IQ2_XS  {fp16 d; u16 qs[32]; u8 scales[8]}           u16 = 9-bit grid index | 7 sign bits
//	IQ2_S   {fp16 d; u8 qs[32]; u8 signs[32]; u8 qh[8]; u8 scales[8]}   10-bit index, explicit signs
//	IQ3_XXS {fp16 d; u8 qs[64]; u8 scales_and_signs[32]} 4 values per grid byte
//	IQ3_S   {fp16 d; u8 qs[64]; u8 qh[8]; u8 signs[32]; u8 scales[4]}   9-bit index
//	IQ1_S   {fp16 d; u8 qs[32]; u16 qh[8]}               11-bit index, 3-bit scale, delta sign
//	IQ1_M   {u8 qs[32]; u8 qh[16]; u8 scales[8]}         fp16 d spread over the scales' top nibbles
//	IQ4_NL  {fp16 d; u8 qs[16]}                          x = d·kvalues_iq4nl[nibble]
//	IQ4_XS  {fp16 d; u16 scales_h; u8 scales_l[4]; u8 qs[128]}   6-bit scales, offset 32
//
// The decoders follow dequantize_row_* step for step, with the grid bytes widened once to float32
// (exact: they are small integers; IQ1's trit + delta sums are exact too) so that the inner loops
// only load and multiply. A sign is applied as
// ggml's compiled code applies it: ggml writes x·(s ? -1.f : 1.f), which the compiler turns into a
// sign flip, so a NaN's sign flips too; here it is an XOR of the sign bit.

const qkIQ = 256 // QK_K, the IQ super-block

// halfAt reads the fp16 at the start of b as FP16ToFP32 does, normal numbers without a call.
func halfAt(b []byte) float32 {
	h := uint32(binary.LittleEndian.Uint16(b))
	if (h&0x7c00)-0x400 < 0x7800 { // exponent 1…30: rebias it (15 → 127), widen the mantissa
		return math.Float32frombits(h&0x8000<<16 | (h&0x7fff+112<<10)<<13)
	}
	return FP16ToFP32(uint16(h))
}

// iqTables are the grids as float32 rows, and sign masks: built on first use (about 78 KiB).
type iqTables struct {
	signs  [256][8]uint32 // sign byte → the sign bit of each of its 8 elements
	iq2xxs [256][8]float32
	iq2xs  [512][8]float32
	iq2s   [1024][8]float32
	iq3xxs [256][4]float32
	iq3s   [512][4]float32
	// IQ1 grid byte (an int8 trit) → trit + IQ1S_DELTA, trit − IQ1S_DELTA (exact sums). Indexed
	// by byte rather than by grid row, it stays in L1 (2 KiB instead of 128 KiB of rows).
	iq1 [2][256]float32
}

var iqTab = sync.OnceValue(func() *iqTables {
	t := new(iqTables)
	for s := range t.signs {
		for j := range 8 {
			t.signs[s][j] = uint32(s>>j&1) << 31
		}
	}
	widen8 := func(dst [][8]float32, grid []uint64) {
		for i, g := range grid {
			for j := range 8 {
				dst[i][j] = float32(uint8(g >> (8 * j)))
			}
		}
	}
	widen4 := func(dst [][4]float32, grid []uint32) {
		for i, g := range grid {
			for j := range 4 {
				dst[i][j] = float32(uint8(g >> (8 * j)))
			}
		}
	}
	widen8(t.iq2xxs[:], iq2xxsGrid[:])
	widen8(t.iq2xs[:], iq2xsGrid[:])
	widen8(t.iq2s[:], iq2sGrid[:])
	widen4(t.iq3xxs[:], iq3xxsGrid[:])
	widen4(t.iq3s[:], iq3sGrid[:])
	for b := range 256 {
		t.iq1[0][b] = float32(int8(b)) + iq1sDelta
		t.iq1[1][b] = float32(int8(b)) - iq1sDelta
	}
	return t
})

// A 32-value sub-block is four groups of 8. The helpers below decode one sub-block from four
// table rows; the 8 values of a group are written out unrolled (Go does not unroll loops, and
// this is the innermost work). db[l/2] scales group l: IQ2_XS, IQ2_S and IQ1_M have one scale
// per 16 values, the other formats pass the same scale twice.

// signedRows8 writes y[8l+j] = ±db·grid[l][j], negated where sign[l][j] holds the sign bit.
func signedRows8(y []float32, db [2]float32, grid *[4]*[8]float32, sign *[4]*[8]uint32) {
	out := (*[32]float32)(y)
	for l := range 4 {
		o, g, s, d := (*[8]float32)(out[8*l:]), grid[l], sign[l], db[l/2]
		o[0], o[1], o[2], o[3] = flip(d*g[0], s[0]), flip(d*g[1], s[1]), flip(d*g[2], s[2]), flip(d*g[3], s[3])
		o[4], o[5], o[6], o[7] = flip(d*g[4], s[4]), flip(d*g[5], s[5]), flip(d*g[6], s[6]), flip(d*g[7], s[7])
	}
}

// signedRows4 is signedRows8 for grids of 4 values (IQ3): group l is grid[2l] then grid[2l+1].
func signedRows4(y []float32, db float32, grid *[8]*[4]float32, sign *[4]*[8]uint32) {
	out := (*[32]float32)(y)
	for l := range 4 {
		o, g1, g2, s := (*[8]float32)(out[8*l:]), grid[2*l], grid[2*l+1], sign[l]
		o[0], o[1], o[2], o[3] = flip(db*g1[0], s[0]), flip(db*g1[1], s[1]), flip(db*g1[2], s[2]), flip(db*g1[3], s[3])
		o[4], o[5], o[6], o[7] = flip(db*g2[0], s[4]), flip(db*g2[1], s[5]), flip(db*g2[2], s[6]), flip(db*g2[3], s[7])
	}
}

// flip XORs a sign bit into v.
func flip(v float32, sign uint32) float32 { return math.Float32frombits(math.Float32bits(v) ^ sign) }

// iq1Rows8 writes y[8l+j] = dl·(trit + delta) for the trits of grid[l], delta[l] being
// IQ1S_DELTA's sign (0 +, 1 −) for group l.
func iq1Rows8(y []float32, dl [2]float32, grid *[4]uint64, delta *[4]uint32, t *iqTables) {
	out := (*[32]float32)(y)
	for l := range 4 {
		o, g, v, d := (*[8]float32)(out[8*l:]), grid[l], &t.iq1[delta[l]&1], dl[l/2]
		o[0], o[1], o[2], o[3] = d*v[uint8(g)], d*v[uint8(g>>8)], d*v[uint8(g>>16)], d*v[uint8(g>>24)]
		o[4], o[5], o[6], o[7] = d*v[uint8(g>>32)], d*v[uint8(g>>40)], d*v[uint8(g>>48)], d*v[uint8(g>>56)]
	}
}

func decodeIQ2XXS(dst []float32, src []byte) {
	const bs = 66
	t := iqTab()
	for b := 0; b < len(dst)/qkIQ; b++ {
		blk, y := src[b*bs:b*bs+bs], dst[b*qkIQ:b*qkIQ+qkIQ]
		d := halfAt(blk)
		for ib := 0; ib < 8; ib++ {
			// 4 grid indices, then a u32: four 7-bit sign codes and a 4-bit scale on top.
			q := blk[2+8*ib : 2+8*ib+8]
			aux := binary.LittleEndian.Uint32(q[4:])
			db := d * (0.5 + float32(aux>>28)) * 0.25
			grid := [4]*[8]float32{&t.iq2xxs[q[0]], &t.iq2xxs[q[1]], &t.iq2xxs[q[2]], &t.iq2xxs[q[3]]}
			sign := [4]*[8]uint32{
				&t.signs[ksignsIQ2XS[aux&127]], &t.signs[ksignsIQ2XS[aux>>7&127]],
				&t.signs[ksignsIQ2XS[aux>>14&127]], &t.signs[ksignsIQ2XS[aux>>21&127]],
			}
			signedRows8(y[32*ib:32*ib+32], [2]float32{db, db}, &grid, &sign)
		}
	}
}

func decodeIQ2XS(dst []float32, src []byte) {
	const bs = 74
	t := iqTab()
	for b := 0; b < len(dst)/qkIQ; b++ {
		blk, y := src[b*bs:b*bs+bs], dst[b*qkIQ:b*qkIQ+qkIQ]
		d := halfAt(blk)
		qs, scales := blk[2:66], blk[66:74]
		for ib := 0; ib < 8; ib++ {
			db := [2]float32{
				d * (0.5 + float32(scales[ib]&0xf)) * 0.25,
				d * (0.5 + float32(scales[ib]>>4)) * 0.25,
			}
			// Each u16: a 9-bit grid index and a 7-bit sign code.
			var grid [4]*[8]float32
			var sign [4]*[8]uint32
			q := qs[8*ib : 8*ib+8]
			for l := range 4 {
				v := binary.LittleEndian.Uint16(q[2*l:])
				grid[l], sign[l] = &t.iq2xs[v&511], &t.signs[ksignsIQ2XS[v>>9]]
			}
			signedRows8(y[32*ib:32*ib+32], db, &grid, &sign)
		}
	}
}

func decodeIQ2S(dst []float32, src []byte) {
	const bs = 82
	t := iqTab()
	for b := 0; b < len(dst)/qkIQ; b++ {
		blk, y := src[b*bs:b*bs+bs], dst[b*qkIQ:b*qkIQ+qkIQ]
		d := halfAt(blk)
		qs, signs, qh, scales := blk[2:34], blk[34:66], blk[66:74], blk[74:82]
		for ib := 0; ib < 8; ib++ {
			db := [2]float32{
				d * (0.5 + float32(scales[ib]&0xf)) * 0.25,
				d * (0.5 + float32(scales[ib]>>4)) * 0.25,
			}
			// Index l: low 8 bits from qs, bits 8–9 from bits 2l, 2l+1 of qh; explicit sign bytes.
			var grid [4]*[8]float32
			var sign [4]*[8]uint32
			q, sg, h := qs[4*ib:4*ib+4], signs[4*ib:4*ib+4], uint32(qh[ib])
			for l := range 4 {
				grid[l], sign[l] = &t.iq2s[uint32(q[l])|h<<(8-2*l)&0x300], &t.signs[sg[l]]
			}
			signedRows8(y[32*ib:32*ib+32], db, &grid, &sign)
		}
	}
}

func decodeIQ3XXS(dst []float32, src []byte) {
	const bs = 98
	t := iqTab()
	for b := 0; b < len(dst)/qkIQ; b++ {
		blk, y := src[b*bs:b*bs+bs], dst[b*qkIQ:b*qkIQ+qkIQ]
		d := halfAt(blk)
		qs, scalesAndSigns := blk[2:66], blk[66:98]
		for ib := 0; ib < 8; ib++ {
			aux := binary.LittleEndian.Uint32(scalesAndSigns[4*ib:])
			db := d * (0.5 + float32(aux>>28)) * 0.5
			var grid [8]*[4]float32
			for k, q := range qs[8*ib : 8*ib+8] {
				grid[k] = &t.iq3xxs[q]
			}
			sign := [4]*[8]uint32{
				&t.signs[ksignsIQ2XS[aux&127]], &t.signs[ksignsIQ2XS[aux>>7&127]],
				&t.signs[ksignsIQ2XS[aux>>14&127]], &t.signs[ksignsIQ2XS[aux>>21&127]],
			}
			signedRows4(y[32*ib:32*ib+32], db, &grid, &sign)
		}
	}
}

func decodeIQ3S(dst []float32, src []byte) {
	const bs = 110
	t := iqTab()
	for b := 0; b < len(dst)/qkIQ; b++ {
		blk, y := src[b*bs:b*bs+bs], dst[b*qkIQ:b*qkIQ+qkIQ]
		d := halfAt(blk)
		qs, qh, signs, scales := blk[2:66], blk[66:74], blk[74:106], blk[106:110]
		for ib := 0; ib < 8; ib++ {
			// Scales pair up the 32-value groups: low nibble for even ib, high for odd.
			db := d * float32(1+2*int32(scales[ib/2]>>(4*(ib%2))&0xf))
			// Index k: low 8 bits from qs, bit 8 from bit k of qh[ib]; explicit sign bytes.
			var grid [8]*[4]float32
			h := uint32(qh[ib])
			for k, q := range qs[8*ib : 8*ib+8] {
				grid[k] = &t.iq3s[uint32(q)|h<<(8-k)&256]
			}
			sg := signs[4*ib : 4*ib+4]
			sign := [4]*[8]uint32{&t.signs[sg[0]], &t.signs[sg[1]], &t.signs[sg[2]], &t.signs[sg[3]]}
			signedRows4(y[32*ib:32*ib+32], db, &grid, &sign)
		}
	}
}

func decodeIQ1S(dst []float32, src []byte) {
	const bs = 50
	t := iqTab()
	for b := 0; b < len(dst)/qkIQ; b++ {
		blk, y := src[b*bs:b*bs+bs], dst[b*qkIQ:b*qkIQ+qkIQ]
		d := halfAt(blk)
		qs, qhs := blk[2:34], blk[34:50]
		for ib := 0; ib < 8; ib++ {
			// qh: bits 3l…3l+2 are index l's high bits, 12–14 the scale, 15 the delta sign.
			qh := uint32(binary.LittleEndian.Uint16(qhs[2*ib:]))
			dl := d * float32(2*(qh>>12&7)+1)
			q := qs[4*ib : 4*ib+4]
			grid := [4]uint64{
				iq1sGrid[uint32(q[0])|qh<<8&0x700], iq1sGrid[uint32(q[1])|qh<<5&0x700],
				iq1sGrid[uint32(q[2])|qh<<2&0x700], iq1sGrid[uint32(q[3])|qh>>1&0x700],
			}
			delta := [4]uint32{qh >> 15, qh >> 15, qh >> 15, qh >> 15}
			iq1Rows8(y[32*ib:32*ib+32], [2]float32{dl, dl}, &grid, &delta, t)
		}
	}
}

func decodeIQ1M(dst []float32, src []byte) {
	const bs = 56
	t := iqTab()
	for b := 0; b < len(dst)/qkIQ; b++ {
		blk, y := src[b*bs:b*bs+bs], dst[b*qkIQ:b*qkIQ+qkIQ]
		qs, qhs, scb := blk[0:32], blk[32:48], blk[48:56]
		var sc [4]uint32
		for k := range sc {
			sc[k] = uint32(binary.LittleEndian.Uint16(scb[2*k:]))
		}
		// The fp16 super-block scale is the top nibbles of the four u16 scale words.
		d := FP16ToFP32(uint16(sc[0]>>12 | sc[1]>>8&0x00f0 | sc[2]>>4&0x0f00 | sc[3]&0xf000))
		for ib := 0; ib < 8; ib++ {
			s := sc[ib/2] >> (6 * (ib % 2))
			dl := [2]float32{d * float32(2*(s&7)+1), d * float32(2*(s>>3&7)+1)}
			// Each qh byte: bits 0–2 and 4–6 are two indices' high bits, bits 3 and 7 their
			// delta signs.
			q, h0, h1 := qs[4*ib:4*ib+4], uint32(qhs[2*ib]), uint32(qhs[2*ib+1])
			grid := [4]uint64{
				iq1sGrid[uint32(q[0])|h0<<8&0x700], iq1sGrid[uint32(q[1])|h0<<4&0x700],
				iq1sGrid[uint32(q[2])|h1<<8&0x700], iq1sGrid[uint32(q[3])|h1<<4&0x700],
			}
			delta := [4]uint32{h0 >> 3, h0 >> 7, h1 >> 3, h1 >> 7}
			iq1Rows8(y[32*ib:32*ib+32], dl, &grid, &delta, t)
		}
	}
}

// iq4Levels is kvaluesIQ4NL as float32 (exact), so decoding needs no int→float conversion.
var iq4Levels = func() (t [16]float32) {
	for i, v := range kvaluesIQ4NL {
		t[i] = float32(v)
	}
	return t
}()

// iq4Block32 writes 32 values d·level: element j from the low nibble of qs[j], element j+16 from
// the high nibble.
func iq4Block32(y []float32, d float32, qs []byte) {
	y, qs = y[:32], qs[:16]
	for j, q := range qs {
		y[j] = d * iq4Levels[q&0xf]
		y[j+16] = d * iq4Levels[q>>4]
	}
}

func decodeIQ4NL(dst []float32, src []byte) {
	const bs = 18
	for b := 0; b < len(dst)/32; b++ {
		blk := src[b*bs : b*bs+bs]
		iq4Block32(dst[b*32:], halfAt(blk), blk[2:])
	}
}

func decodeIQ4XS(dst []float32, src []byte) {
	const bs = 136
	for b := 0; b < len(dst)/qkIQ; b++ {
		blk, y := src[b*bs:b*bs+bs], dst[b*qkIQ:b*qkIQ+qkIQ]
		d := halfAt(blk)
		scalesH := uint32(binary.LittleEndian.Uint16(blk[2:]))
		scalesL, qs := blk[4:8], blk[8:136]
		for ib := 0; ib < 8; ib++ {
			ls := int32(scalesL[ib/2]>>(4*(ib%2))&0xf) | int32(scalesH>>(2*ib)&3)<<4
			iq4Block32(y[32*ib:], d*float32(ls-32), qs[16*ib:])
		}
	}
}
