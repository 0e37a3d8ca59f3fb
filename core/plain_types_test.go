package core

import (
	"encoding/binary"
	"math"
	"testing"
)

// spec is the value of a code per the OCP formula, computed in float64 with math.Ldexp: sign bit
// on top, then ebits exponent bits, then mbits mantissa bits; exponent 0 is subnormal.
func spec(code, ebits, mbits, bias int) float64 {
	s := code >> (ebits + mbits) & 1
	e := code >> mbits & (1<<ebits - 1)
	m := code & (1<<mbits - 1)
	var v float64
	if e == 0 {
		v = math.Ldexp(float64(m), 1-bias-mbits)
	} else {
		v = math.Ldexp(float64(1<<mbits+m), e-bias-mbits)
	}
	if s == 1 {
		v = math.Copysign(v, -1)
	}
	return v
}

// decodeAll decodes every code of a format through its registry row.
func decodeAll(t *testing.T, id FormatID, src []byte, n int) []float32 {
	t.Helper()
	f, err := Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	if !f.CanDequantize() {
		t.Fatalf("%s cannot be decoded", f.Name)
	}
	dst := make([]float32, n)
	f.decode(dst, src)
	return dst
}

func allBytes() []byte {
	b := make([]byte, 256)
	for i := range b {
		b[i] = byte(i)
	}
	return b
}

// same compares bit patterns for numbers (so ±0 differ) and NaN-ness for NaNs.
func same(got float32, want float64) bool {
	if math.IsNaN(want) {
		return got != got
	}
	return math.Float32bits(got) == math.Float32bits(float32(want)) && float64(float32(want)) == want
}

func TestFP8AllCodes(t *testing.T) {
	nan := math.NaN()
	cases := []struct {
		id                 FormatID
		ebits, mbits, bias int
		special            func(c int) (float64, bool)
		anchors            map[byte]float64 // values spelled out in the specs
	}{
		{F8_E4M3, 4, 3, 7, func(c int) (float64, bool) { return nan, c&0x7f == 0x7f },
			map[byte]float64{0x7e: 448, 0xfe: -448, 0x08: 0x1p-6, 0x01: 0x1p-9, 0x07: 7 * 0x1p-9, 0x38: 1, 0x80: math.Copysign(0, -1)}},
		{F8_E5M2, 5, 2, 15, func(c int) (float64, bool) {
			switch {
			case c == 0x7c:
				return math.Inf(1), true
			case c == 0xfc:
				return math.Inf(-1), true
			case c&0x7c == 0x7c:
				return nan, true
			}
			return 0, false
		}, map[byte]float64{0x7b: 57344, 0xfb: -57344, 0x04: 0x1p-14, 0x01: 0x1p-16, 0x3c: 1, 0x80: math.Copysign(0, -1)}},
		{F8_E4M3FNUZ, 4, 3, 8, func(c int) (float64, bool) { return nan, c == 0x80 },
			map[byte]float64{0x7f: 240, 0xff: -240, 0x08: 0x1p-7, 0x01: 0x1p-10, 0x40: 1}},
		{F8_E5M2FNUZ, 5, 2, 16, func(c int) (float64, bool) { return nan, c == 0x80 },
			map[byte]float64{0x7f: 57344, 0xff: -57344, 0x04: 0x1p-15, 0x01: 0x1p-17, 0x40: 1}},
	}
	for _, tc := range cases {
		f, _ := Lookup(tc.id)
		got := decodeAll(t, tc.id, allBytes(), 256)
		for c := range 256 {
			want, ok := tc.special(c)
			if !ok {
				want = spec(c, tc.ebits, tc.mbits, tc.bias)
			}
			if !same(got[c], want) {
				t.Errorf("%s code %#02x = %v (%#08x), want %v", f.Name, c, got[c], math.Float32bits(got[c]), want)
			}
		}
		for c, want := range tc.anchors {
			if !same(got[c], want) {
				t.Errorf("%s code %#02x = %v, the spec says %v", f.Name, c, got[c], want)
			}
		}
	}
}

// E5M2 is the top byte of an IEEE binary16: widening through FP16ToFP32 must agree bit for bit,
// NaN payloads included.
func TestE5M2MatchesFP16(t *testing.T) {
	got := decodeAll(t, F8_E5M2, allBytes(), 256)
	for c := range 256 {
		if w := FP16ToFP32(uint16(c) << 8); math.Float32bits(got[c]) != math.Float32bits(w) {
			t.Errorf("code %#02x = %#08x, FP16ToFP32 gives %#08x", c, math.Float32bits(got[c]), math.Float32bits(w))
		}
	}
}

func TestE8M0AllCodes(t *testing.T) {
	got := decodeAll(t, F8_E8M0, allBytes(), 256)
	for c := range 256 {
		want := math.Ldexp(1, c-127)
		if c == 0xff {
			want = math.NaN()
		}
		if !same(got[c], want) {
			t.Errorf("E8M0 code %#02x = %v, want %v", c, got[c], want)
		}
	}
	if got[127] != 1 || got[0] != float32(0x1p-127) || got[254] != float32(0x1p127) {
		t.Errorf("E8M0 anchors: 127→%v 0→%v 254→%v", got[127], got[0], got[254])
	}
}

// FP4 E2M1 from the OCP MX spec's table: 0, 0.5, 1, 1.5, 2, 3, 4, 6 and their negatives.
func TestF4AllCodes(t *testing.T) {
	table := []float64{0, 0.5, 1, 1.5, 2, 3, 4, 6}
	// every byte: it holds code b&15 (the first element) and code b>>4 (the second)
	got := decodeAll(t, F4, allBytes(), 512)
	for b := range 256 {
		for k, code := range []int{b & 15, b >> 4} {
			want := table[code&7]
			if code&8 != 0 {
				want = math.Copysign(want, -1)
			}
			if w2 := spec(code, 2, 1, 1); w2 != want || math.Signbit(w2) != math.Signbit(want) {
				t.Fatalf("formula and table disagree on code %#x: %v vs %v", code, w2, want)
			}
			if !same(got[2*b+k], want) {
				t.Errorf("F4 byte %#02x element %d (code %#x) = %v, want %v", b, k, code, got[2*b+k], want)
			}
		}
	}
}

func TestF6AllCodes(t *testing.T) {
	for _, tc := range []struct {
		id                 FormatID
		ebits, mbits, bias int
		max, minSub        float64
	}{
		{F6_E2M3, 2, 3, 1, 7.5, 0.125},
		{F6_E3M2, 3, 2, 3, 28, 0.0625},
	} {
		// 64 codes, 4 per 3 bytes: pack codes 4i..4i+3 least significant first.
		src := make([]byte, 48)
		for i := range 16 {
			var w uint32
			for k := range 4 {
				w |= uint32(4*i+k) << (6 * k)
			}
			src[3*i], src[3*i+1], src[3*i+2] = byte(w), byte(w>>8), byte(w>>16)
		}
		got := decodeAll(t, tc.id, src, 64)
		f, _ := Lookup(tc.id)
		for c := range 64 {
			if want := spec(c, tc.ebits, tc.mbits, tc.bias); !same(got[c], want) {
				t.Errorf("%s code %#02x = %v, want %v", f.Name, c, got[c], want)
			}
		}
		if float64(got[31]) != tc.max || float64(got[63]) != -tc.max || float64(got[1]) != tc.minSub {
			t.Errorf("%s anchors: max %v, -max %v, min subnormal %v", f.Name, got[31], got[63], got[1])
		}
	}
}

func TestUnsignedAndBool(t *testing.T) {
	b := make([]byte, 8)
	binary.LittleEndian.PutUint64(b, math.MaxUint64)
	if got := decodeAll(t, U64, b, 1)[0]; got != 0x1p64 {
		t.Errorf("U64 max = %v", got)
	}
	binary.LittleEndian.PutUint64(b, 1<<63+1<<39) // exactly half way between two float32: to even
	if got := decodeAll(t, U64, b, 1)[0]; got != 0x1p63 {
		t.Errorf("U64 2^63+2^39 = %v, want 2^63 (ties to even)", got)
	}
	binary.LittleEndian.PutUint32(b, 0xffffffff)
	if got := decodeAll(t, U32, b, 1)[0]; got != 0x1p32 {
		t.Errorf("U32 max = %v", got)
	}
	binary.LittleEndian.PutUint16(b, 0xffff)
	if got := decodeAll(t, U16, b, 1)[0]; got != 65535 {
		t.Errorf("U16 max = %v", got)
	}
	got := decodeAll(t, U8, allBytes(), 256)
	for i, v := range got {
		if v != float32(i) {
			t.Fatalf("U8 %d = %v", i, v)
		}
	}
	got = decodeAll(t, BOOL, []byte{0, 1, 2, 0xff}, 4)
	if got[0] != 0 || got[1] != 1 || got[2] != 1 || got[3] != 1 {
		t.Errorf("BOOL = %v", got)
	}
}

func TestPlainRows(t *testing.T) {
	bits := map[FormatID]float64{U8: 8, U16: 16, U32: 32, U64: 64, BOOL: 8, F8_E4M3: 8, F8_E5M2: 8,
		F8_E8M0: 8, F8_E4M3FNUZ: 8, F8_E5M2FNUZ: 8, F4: 4, F6_E2M3: 6, F6_E3M2: 6, C64: 64}
	for id, want := range bits {
		f, err := Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		if f.Family != FamilyPlain || f.BitsPerWeight() != want || f.Has(FlagQuantized) {
			t.Errorf("%s: family %v, %v bits, flags %b", f.Name, f.Family, f.BitsPerWeight(), f.Flags)
		}
		if g, err := LookupName(f.Name); err != nil || g != f {
			t.Errorf("LookupName(%q) = %v, %v", f.Name, g, err)
		}
	}
	c64, _ := Lookup(C64)
	tt := &Tensor{Name: "z", Format: c64, Shape: []int64{1, 1}, Data: make([]byte, 8)}
	if err := DequantizeF32(tt, 0, 1, make([]float32, 1)); err == nil {
		t.Error("dequantizing C64 succeeded")
	}
}

// Through the public API, with rows: F4 and F6 rows of whole blocks decode in element order.
func TestSubByteDequantize(t *testing.T) {
	f4, _ := Lookup(F4)
	tt := &Tensor{Name: "w", Format: f4, Shape: []int64{2, 4}, Data: []byte{0x21, 0x43, 0xa9, 0xcb}}
	dst := make([]float32, 4)
	if err := DequantizeF32(tt, 1, 1, dst); err != nil {
		t.Fatal(err)
	}
	if want := []float32{-0.5, -1, -1.5, -2}; dst[0] != want[0] || dst[1] != want[1] || dst[2] != want[2] || dst[3] != want[3] {
		t.Errorf("F4 row 1 = %v, want %v", dst, want)
	}
	e2m3, _ := Lookup(F6_E2M3)
	// codes 8 (1.0), 16 (2.0), 24 (4.0), 63 (-7.5) packed least significant first
	w := uint32(8) | 16<<6 | 24<<12 | 63<<18
	tt = &Tensor{Name: "w", Format: e2m3, Shape: []int64{4}, Data: []byte{byte(w), byte(w >> 8), byte(w >> 16)}}
	if err := DequantizeF32(tt, 0, 1, dst); err != nil {
		t.Fatal(err)
	}
	if dst[0] != 1 || dst[1] != 2 || dst[2] != 4 || dst[3] != -7.5 {
		t.Errorf("F6_E2M3 = %v, want [1 2 4 -7.5]", dst)
	}
}
