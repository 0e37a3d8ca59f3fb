package ggmlref_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/lowbit/lowbit/internal/ggmlref"
)

// Block sizes and bytes from ggml-common.h, independent of the library: a wrong struct layout or
// type numbering shows up here.
var wantTraits = map[int]struct {
	name        string
	block, size int64
}{
	0: {"f32", 1, 4}, 1: {"f16", 1, 2}, 2: {"q4_0", 32, 18}, 3: {"q4_1", 32, 20}, 6: {"q5_0", 32, 22},
	7: {"q5_1", 32, 24}, 8: {"q8_0", 32, 34}, 9: {"q8_1", 32, 36}, 10: {"q2_K", 256, 84},
	11: {"q3_K", 256, 110}, 12: {"q4_K", 256, 144}, 13: {"q5_K", 256, 176}, 14: {"q6_K", 256, 210},
	15: {"q8_K", 256, 292}, 16: {"iq2_xxs", 256, 66}, 17: {"iq2_xs", 256, 74}, 18: {"iq3_xxs", 256, 98},
	19: {"iq1_s", 256, 50}, 20: {"iq4_nl", 32, 18}, 21: {"iq3_s", 256, 110}, 22: {"iq2_s", 256, 82},
	23: {"iq4_xs", 256, 136}, 24: {"i8", 1, 1}, 25: {"i16", 1, 2}, 26: {"i32", 1, 4}, 27: {"i64", 1, 8},
	28: {"f64", 1, 8}, 29: {"iq1_m", 256, 56}, 30: {"bf16", 1, 2}, 34: {"tq1_0", 256, 54},
	35: {"tq2_0", 256, 66}, 39: {"mxfp4", 32, 17}, 40: {"nvfp4", 64, 36}, 41: {"q1_0", 128, 18},
	42: {"q2_0", 64, 18},
}

func TestTraits(t *testing.T) {
	l := ggmlref.Require(t)
	t.Logf("ggml %s from %s", l.Version, l.Path)
	for id := range ggmlref.TypeCount {
		tr := l.Traits(id)
		w, ok := wantTraits[id]
		if !ok { // removed ids: no blocks
			if tr.BlockSize != 0 {
				t.Errorf("type %d (%s): block size %d, want 0 for a removed id", id, tr.Name, tr.BlockSize)
			}
			continue
		}
		if tr.Name != w.name || tr.BlockSize != w.block || tr.TypeSize != w.size {
			t.Errorf("type %d: got %s/%d/%d, want %s/%d/%d", id, tr.Name, tr.BlockSize, tr.TypeSize, w.name, w.block, w.size)
		}
	}
	for _, id := range []int{-1, ggmlref.TypeCount} {
		if tr := l.Traits(id); tr != (ggmlref.Traits{}) {
			t.Errorf("Traits(%d) = %+v, want zero", id, tr)
		}
	}
	// Which functions ggml has: Q8_1 is quantize-only, F32 has neither, F16 has both.
	if tr := l.Traits(9); tr.ToFloat != 0 || tr.FromFloatRef == 0 {
		t.Errorf("q8_1: to_float %#x from_float_ref %#x", tr.ToFloat, tr.FromFloatRef)
	}
	if tr := l.Traits(1); tr.ToFloat == 0 || tr.FromFloatRef == 0 {
		t.Errorf("f16: to_float %#x from_float_ref %#x", tr.ToFloat, tr.FromFloatRef)
	}
	if !l.RequiresImatrix(16) || l.RequiresImatrix(2) {
		t.Errorf("RequiresImatrix: iq2_xxs %v, q4_0 %v", l.RequiresImatrix(16), l.RequiresImatrix(2))
	}
}

func TestQ4_0RoundTrip(t *testing.T) {
	l := ggmlref.Require(t)
	// One block with a known answer: amax 8 at index 0 → d = 8/-8 = -1, and every x in [-7, 8] is
	// exact.
	x := make([]float32, 32)
	for i := range x {
		x[i] = float32(i%16) - 7
	}
	x[0] = 8
	q, err := l.QuantizeRowRef(2, x)
	if err != nil {
		t.Fatal(err)
	}
	if len(q) != 18 || q[0] != 0x00 || q[1] != 0xbc { // fp16 -1.0 = 0xbc00, little-endian
		t.Fatalf("q4_0 block % x", q)
	}
	y, err := l.Dequantize(2, q, 32)
	if err != nil {
		t.Fatal(err)
	}
	for i := range x {
		if y[i] != x[i] {
			t.Errorf("y[%d] = %v, want %v", i, y[i], x[i])
		}
	}
	chunk, err := l.QuantizeChunk(2, x, 1, 32, nil)
	if err != nil {
		t.Fatal(err)
	}
	if string(chunk) != string(q) {
		t.Errorf("quantize_chunk % x != quantize_row_ref % x", chunk, q)
	}
}

func TestErrors(t *testing.T) {
	l := ggmlref.Require(t)
	if _, err := l.Dequantize(2, make([]byte, 18), 31); err == nil {
		t.Error("partial block accepted")
	}
	if _, err := l.Dequantize(2, make([]byte, 17), 32); err == nil {
		t.Error("short source accepted")
	}
	if _, err := l.Dequantize(9, make([]byte, 36), 32); err == nil {
		t.Error("q8_1 has no to_float, yet Dequantize succeeded")
	}
	if _, err := l.QuantizeChunk(9, make([]float32, 32), 1, 32, nil); err == nil {
		t.Error("quantize_chunk would abort on q8_1, yet it was called")
	}
	if _, err := l.QuantizeChunk(16, make([]float32, 256), 1, 256, nil); err == nil {
		t.Error("quantize_chunk would abort on iq2_xxs without imatrix, yet it was called")
	}
	if _, err := l.Dequantize(4, nil, 0); err == nil {
		t.Error("removed type accepted")
	}
}

// TestQuantizeChunkAll runs every type ggml_quantize_chunk handles, with and without importance
// weights, and decodes the result. Known limits of ggml (this build) that the inputs avoid: the
// IQ2_XXS, IQ2_XS, IQ3_XXS, IQ3_S and IQ2_S quantizers abort (GGML_ASSERT(grid_index >= 0)) on
// values around 1e15 and up, and those and IQ1_M also on inf/NaN inputs.
var slowInit = map[int]bool{16: true, 17: true, 19: true, 22: true, 29: true} // IQ2_XXS, IQ2_XS, IQ1_S, IQ2_S, IQ1_M

func TestQuantizeChunkAll(t *testing.T) {
	l := ggmlref.Require(t)
	r := rand.New(rand.NewPCG(1, 2))
	const cols = 512
	inputs := map[string]func() float32{
		"normal": func() float32 { return float32(r.NormFloat64()) },
		"zero":   func() float32 { return 0 },
		"const":  func() float32 { return 0.37 },
		"tiny":   func() float32 { return float32(r.NormFloat64() * 1e-30) },
		"large":  func() float32 { return float32(r.NormFloat64() * 1e12) },
	}
	im := make([]float32, cols)
	for i := range im {
		im[i] = float32(r.Float64() + 0.01)
	}
	for id := range ggmlref.TypeCount {
		tr := l.Traits(id)
		if tr.BlockSize == 0 || id == 9 || id == 15 || (!tr.IsQuantized && id != 0 && id != 1 && id != 30) {
			continue
		}
		// ggml_quantize_init builds the IQ1_S/IQ1_M and IQ2 grids in seconds each (IQ1_S about 8 s
		// on two cores); the core tests pay that once they decode these types.
		if slowInit[id] {
			continue
		}
		for name, gen := range inputs {
			x := make([]float32, 2*cols)
			for i := range x {
				x[i] = gen()
			}
			for _, w := range [][]float32{nil, im} {
				if w == nil && l.RequiresImatrix(id) {
					continue
				}
				q, err := l.QuantizeChunk(id, x, 2, cols, w)
				if err != nil {
					t.Errorf("%s %s: %v", tr.Name, name, err)
					continue
				}
				if tr.ToFloat != 0 {
					if _, err := l.Dequantize(id, q, len(x)); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}

func quiet(b uint32) uint32 {
	if b&0x7fffffff > 0x7f800000 {
		return b | 0x00400000
	}
	return b
}

func TestHalfScalarMatchesRow(t *testing.T) {
	l := ggmlref.Require(t)
	h := make([]uint16, 1<<16)
	for i := range h {
		h[i] = uint16(i)
	}
	f16 := l.FP16ToFP32Row(h)
	bf := l.BF16ToFP32Row(h)
	for i, v := range h {
		if a, b := l.FP16ToFP32(v), f16[i]; math.Float32bits(a) != math.Float32bits(b) {
			t.Fatalf("fp16 %#04x: scalar %#08x row %#08x", v, math.Float32bits(a), math.Float32bits(b))
		}
		// purego hands float results back through float64, which quiets a signalling NaN.
		if a, b := l.BF16ToFP32(v), bf[i]; math.Float32bits(a) != quiet(math.Float32bits(b)) {
			t.Fatalf("bf16 %#04x: scalar %#08x row %#08x", v, math.Float32bits(a), math.Float32bits(b))
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	x := make([]float32, 1<<16)
	for i := range x {
		x[i] = math.Float32frombits(r.Uint32())
	}
	h16, hb := l.FP32ToFP16Row(x), l.FP32ToBF16RowRef(x)
	for i, v := range x {
		if a := l.FP32ToFP16(v); a != h16[i] {
			t.Fatalf("fp32 %#08x → fp16: scalar %#04x row %#04x", math.Float32bits(v), a, h16[i])
		}
		if a := l.FP32ToBF16(v); a != hb[i] {
			t.Fatalf("fp32 %#08x → bf16: scalar %#04x row %#04x", math.Float32bits(v), a, hb[i])
		}
	}
	// Spot values that pin the calling convention: a float argument and a struct-by-value result.
	if l.FP32ToFP16(1) != 0x3c00 || l.FP16ToFP32(0xc000) != -2 || l.FP32ToBF16(-1.5) != 0xbfc0 || l.BF16ToFP32(0x4040) != 3 {
		t.Error("scalar conversions give wrong values")
	}
}
