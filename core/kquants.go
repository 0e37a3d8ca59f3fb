package core

import (
	"encoding/binary"
	"math"
)

// The K-quants: 256-element super-blocks split into sub-blocks of 16 or 32 elements, each with
// its own small integer scale (and min), which an fp16 super-block scale multiplies
// (ggml-common.h):
//
//	Q2_K {u8 scales[16]; u8 qs[64]; fp16 d, dmin}            84 B   x = d·(sc&15)·q − dmin·(sc>>4), q 2-bit
//	Q3_K {u8 hmask[32]; u8 qs[64]; u8 scales[12]; fp16 d}    110 B  x = d·(sc−32)·(q−4), q 2 bits + hmask bit, sc 6-bit
//	Q4_K {fp16 d, dmin; u8 scales[12]; u8 qs[128]}          144 B  x = d·sc·q − dmin·m, sc/m 6-bit (kxScaleMins)
//	Q5_K {fp16 d, dmin; u8 scales[12]; u8 qh[32]; qs[128]}  176 B  as Q4_K with a 5th bit in qh
//	Q6_K {u8 ql[128]; u8 qh[64]; i8 scales[16]; fp16 d}      210 B  x = d·sc·(q−32), q 4 bits in ql + 2 in qh
//	Q8_K {f32 d; i8 qs[256]; i16 bsums[16]}                  292 B  x = d·q (activations; bsums = Σ q per 16)
//
// Every 2-bit quant array is laid out in two halves of 128 elements: byte l of a half's 32 holds
// elements l, l+32, l+64, l+96 (bits 0-1, 2-3, 4-5, 6-7). The 4-bit arrays hold element l in the
// low nibble and l+32 in the high nibble of each 32-byte run of 64 elements.
//
// The decoders compute exactly ggml's dequantize_row_*, in two steps per super-block. First they
// unpack the quants into one byte per element (small non-negative values; Q8_K's signed bytes are
// that already) with 64-bit SWAR operations, and form the factors of each group of 16 elements:
// d·sc (and dmin·m), the product the C evaluates first. Then one call computes all 256 elements,
// y = float32(d·q) − m (affineBytes256) or y = d·(q − off) (scaleBytes256): the product is
// rounded on its own, so no FMA is ever fused. That call is SSE2 or AVX2 assembly on amd64
// (kquants_amd64.s) and the Go loops below elsewhere; with AVX2 the nibble unpacking of Q4_K and
// Q5_K (splitNibbles, splitNibbles5) is assembly too. Every assembly form does the Go form's
// operations in the same order and is checked against it bit for bit.

const (
	kBlock = 256 // elements per K-quant super-block (ggml's QK_K)

	q2KBytes = 84
	q3KBytes = 110
	q4KBytes = 144
	q5KBytes = 176
	q6KBytes = 210
	q8KBytes = 292
)

// kxScaleMins unpacks the eight 6-bit scales and mins of Q4_K and Q5_K (ggml's
// get_scale_min_k4 for j = 0…7) into byte j of sc and of m: bytes 0-3 hold the low 6 bits of
// the first four, bytes 8-11 the low nibbles of the last four, whose top 2 bits sit in the top
// bits of bytes 0-7.
func kxScaleMins(s *[12]byte) (sc, m uint64) {
	w0, w1, w2 := le32(s[0:]), le32(s[4:]), le32(s[8:])
	sc = uint64(w0&0x3f3f3f3f) | uint64(w2&0x0f0f0f0f|w0>>6&0x03030303<<4)<<32
	m = uint64(w1&0x3f3f3f3f) | uint64(w2>>4&0x0f0f0f0f|w1>>6&0x03030303<<4)<<32
	return sc, m
}

// q3KScales unpacks the sixteen 6-bit scales of Q3_K, still biased by 32, into byte g of lo
// (g < 8) and of hi (g ≥ 8): the low 4 bits are the nibbles of bytes 0-7, the high 2 bits the
// bit pairs of bytes 8-11 (pair g/4 of byte 8 + g%4).
func q3KScales(s *[12]byte) (lo, hi uint64) {
	l, h := u64(s[0:]), uint64(le32(s[8:]))
	lo = l&mask4 | (h|h<<30)&mask2<<4 // h<<30 moves pair 1 of bytes 8-11 to bits 0-1 of bytes 4-7
	h >>= 4
	hi = l>>4&mask4 | (h|h<<30)&mask2<<4
	return lo, hi
}

func le32(b []byte) uint32 { return binary.LittleEndian.Uint32(b) }

// unpacked holds one quant per byte, element i at byte i.
type unpacked = [kBlock]byte

// put8 stores 8 quants, SWAR-unpacked into the bytes of v (least significant first), at q[i:].
func put8(q *unpacked, i int, v uint64) { put64(q[i:i+8], v) }

func put64(b []byte, v uint64) { binary.LittleEndian.PutUint64(b, v) }

// scaleBytes256Go sets y[i] = d[i/16]·float32(q[i] − off), as ggml's d * (q - off).
func scaleBytes256Go(y *[kBlock]float32, q *unpacked, d *[16]float32, off int32) {
	for i, v := range q {
		y[i] = d[i/16] * float32(int32(int8(v))-off)
	}
}

// affineBytes256Go sets y[i] = float32(d[i/16]·q[i]) − m[i/16], as ggml's d * q - m.
func affineBytes256Go(y *[kBlock]float32, q *unpacked, d, m *[16]float32) {
	for i, v := range q {
		y[i] = float32(d[i/16]*float32(int8(v))) - m[i/16]
	}
}

const (
	ones8 = 0x0101010101010101 // 1 in every byte
	mask2 = 3 * ones8          // low 2 bits of every byte
	mask4 = 15 * ones8         // low nibble of every byte
)

func u64(b []byte) uint64 { return binary.LittleEndian.Uint64(b) }

// smallFloats[k] is float32(k): a load instead of an int→float conversion for the 4- and 6-bit
// sub-block scales (the same value either way).
var smallFloats = func() (t [64]float32) {
	for k := range t {
		t[k] = float32(k)
	}
	return t
}()

func decodeQ2K(dst []float32, src []byte) {
	var q unpacked
	var ds, ms [16]float32
	for b := range len(dst) / kBlock {
		blk := (*[q2KBytes]byte)(src[b*q2KBytes:])
		d, dmin := fp16At(blk[:], 80), fp16At(blk[:], 82)
		for g := range 16 { // group g: scales[g]; bits 2·(g%8/2) of 16 bytes at 16·(g%2) in half g/8
			sc := blk[g]
			ds[g], ms[g] = d*smallFloats[sc&0xF], float32(dmin*smallFloats[sc>>4])
			qs := blk[16+32*(g/8)+16*(g%2):]
			shift := uint(2 * (g % 8 / 2))
			put8(&q, 16*g, u64(qs)>>shift&mask2)
			put8(&q, 16*g+8, u64(qs[8:])>>shift&mask2)
		}
		affineBytes256((*[kBlock]float32)(dst[b*kBlock:]), &q, &ds, &ms)
	}
}

func decodeQ3K(dst []float32, src []byte) {
	var q unpacked
	var ds [16]float32
	for b := range len(dst) / kBlock {
		blk := (*[q3KBytes]byte)(src[b*q3KBytes:])
		dAll := fp16At(blk[:], 108)
		lo, hi := q3KScales((*[12]byte)(blk[96:]))
		for g := range 8 {
			ds[g] = dAll * float32(int32(uint8(lo>>(8*g)))-32)
			ds[g+8] = dAll * float32(int32(uint8(hi>>(8*g)))-32)
		}
		for g := range 16 { // as Q2_K, with the third bit in hmask: bit g/2 of 16 bytes at 16·(g%2)
			qs := blk[32+32*(g/8)+16*(g%2):]
			hm := blk[16*(g%2):]
			shift, hshift := uint(2*(g%8/2)), uint(g/2)
			put8(&q, 16*g, u64(qs)>>shift&mask2|(u64(hm)>>hshift&ones8)<<2)
			put8(&q, 16*g+8, u64(qs[8:])>>shift&mask2|(u64(hm[8:])>>hshift&ones8)<<2)
		}
		scaleBytes256((*[kBlock]float32)(dst[b*kBlock:]), &q, &ds, 4)
	}
}

func decodeQ4K(dst []float32, src []byte) {
	var q unpacked
	var ds, ms [16]float32
	for b := range len(dst) / kBlock {
		blk := (*[q4KBytes]byte)(src[b*q4KBytes:])
		kxScales(blk[:], &ds, &ms)
		splitNibbles(&q, (*[128]byte)(blk[16:]))
		affineBytes256((*[kBlock]float32)(dst[b*kBlock:]), &q, &ds, &ms)
	}
}

func decodeQ5K(dst []float32, src []byte) {
	var q unpacked
	var ds, ms [16]float32
	for b := range len(dst) / kBlock {
		blk := (*[q5KBytes]byte)(src[b*q5KBytes:])
		kxScales(blk[:], &ds, &ms)
		splitNibbles5(&q, (*[128]byte)(blk[48:]), (*[32]byte)(blk[16:]))
		affineBytes256((*[kBlock]float32)(dst[b*kBlock:]), &q, &ds, &ms)
	}
}

// splitNibblesGo unpacks the 4-bit quants of Q4_K: each 32 bytes hold 64 elements, the low
// nibbles first, then the high nibbles.
func splitNibblesGo(q *unpacked, qs *[128]byte) {
	for j := range 4 {
		lo, hi, s := (*[32]byte)(q[64*j:]), (*[32]byte)(q[64*j+32:]), (*[32]byte)(qs[32*j:])
		for k := 0; k < 32; k += 8 {
			v := u64(s[k:])
			put64(lo[k:], v&mask4)
			put64(hi[k:], v>>4&mask4)
		}
	}
}

// splitNibbles5Go unpacks the 5-bit quants of Q5_K: as Q4_K, with the fifth bit of element
// 64j+k in bit 2j of qh[k] and that of element 64j+32+k in bit 2j+1.
func splitNibbles5Go(q *unpacked, qs *[128]byte, qh *[32]byte) {
	for j := range 4 {
		lo, hi, s := (*[32]byte)(q[64*j:]), (*[32]byte)(q[64*j+32:]), (*[32]byte)(qs[32*j:])
		for k := 0; k < 32; k += 8 {
			v, h := u64(s[k:]), u64(qh[k:])>>(2*j)
			put64(lo[k:], v&mask4|(h&ones8)<<4)
			put64(hi[k:], v>>4&mask4|(h>>1&ones8)<<4)
		}
	}
}

// kxScales expands the super-block scale and min of Q4_K/Q5_K (fp16 at 0 and 2) and the 6-bit
// sub-block values (12 bytes at 4) into the factors of each 16 elements: d·sc and dmin·m.
func kxScales(blk []byte, ds, ms *[16]float32) {
	d, dmin := fp16At(blk, 0), fp16At(blk, 2)
	sc, m := kxScaleMins((*[12]byte)(blk[4:]))
	for j := range 8 {
		dj := d * smallFloats[sc>>(8*j)&63]
		mj := float32(dmin * smallFloats[m>>(8*j)&63])
		ds[2*j], ds[2*j+1] = dj, dj
		ms[2*j], ms[2*j+1] = mj, mj
	}
}

func decodeQ6K(dst []float32, src []byte) {
	var q unpacked
	var ds [16]float32
	for b := range len(dst) / kBlock {
		blk := (*[q6KBytes]byte)(src[b*q6KBytes:])
		d := fp16At(blk[:], 208)
		for g := range ds { // d·scale first, as ggml's d * sc[is] * q
			ds[g] = d * float32(int8(blk[192+g]))
		}
		for half := range 2 { // elements l, l+32, l+64, l+96: nibbles of ql[l], ql[l+32]; 2 bits of qh[l]
			for k := range 4 {
				a, c := u64(blk[64*half+8*k:]), u64(blk[64*half+32+8*k:])
				h := u64(blk[128+32*half+8*k:])
				o := 128*half + 8*k
				put8(&q, o, a&mask4|(h&mask2)<<4)
				put8(&q, o+32, c&mask4|(h>>2&mask2)<<4)
				put8(&q, o+64, a>>4&mask4|(h>>4&mask2)<<4)
				put8(&q, o+96, c>>4&mask4|(h>>6&mask2)<<4)
			}
		}
		scaleBytes256((*[kBlock]float32)(dst[b*kBlock:]), &q, &ds, 32)
	}
}

func decodeQ8K(dst []float32, src []byte) {
	var ds [16]float32
	for b := range len(dst) / kBlock {
		blk := (*[q8KBytes]byte)(src[b*q8KBytes:])
		d := f32At(blk[:], 0)
		for g := range ds {
			ds[g] = d
		}
		scaleBytes256((*[kBlock]float32)(dst[b*kBlock:]), (*unpacked)(blk[4:]), &ds, 0)
	}
}

func f32At(b []byte, off int) float32 {
	return math.Float32frombits(binary.LittleEndian.Uint32(b[off:]))
}
