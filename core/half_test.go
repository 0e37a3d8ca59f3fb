package core_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/x448/float16"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

// Exhaustive checks of core's half-precision conversions against ggml (bit for bit, NaNs
// included) and against github.com/x448/float16, an independent implementation, for non-NaN values.

// mismatches collects the first few differences and counts the rest.
type mismatches struct {
	n     int
	first []string
}

func (m *mismatches) add(format string, args ...any) {
	m.n++
	if len(m.first) < 10 {
		m.first = append(m.first, fmt.Sprintf(format, args...))
	}
}

func (m *mismatches) report(t *testing.T, what string, compared int) {
	t.Helper()
	t.Logf("%s: %d values compared, %d mismatches", what, compared, m.n)
	if m.n > 0 {
		t.Errorf("%s: %d of %d values differ; first: %v", what, m.n, compared, m.first)
	}
}

func allHalves() []uint16 {
	h := make([]uint16, 1<<16)
	for i := range h {
		h[i] = uint16(i)
	}
	return h
}

func TestFP16ToFP32Exhaustive(t *testing.T) {
	l := ggmlref.Require(t)
	h := allHalves()
	want := l.FP16ToFP32Row(h)
	var vsGGML, vsScalar, vsX448 mismatches
	for i, v := range h {
		got := math.Float32bits(core.FP16ToFP32(v))
		if w := math.Float32bits(want[i]); got != w {
			vsGGML.add("%#04x: got %#08x, ggml %#08x", v, got, w)
		}
		// ggml_fp16_to_fp32 must agree with its row variant, or the oracle itself is suspect.
		if s := math.Float32bits(l.FP16ToFP32(v)); s != quiet(math.Float32bits(want[i])) {
			vsScalar.add("%#04x: ggml_fp16_to_fp32 %#08x, row %#08x", v, s, math.Float32bits(want[i]))
		}
		x := float16.Frombits(v)
		if x.IsNaN() {
			if !math.IsNaN(float64(core.FP16ToFP32(v))) {
				vsX448.add("%#04x: NaN became %#08x", v, got)
			}
			continue
		}
		if w := math.Float32bits(x.Float32()); got != w {
			vsX448.add("%#04x: got %#08x, x448 %#08x", v, got, w)
		}
	}
	vsGGML.report(t, "fp16→fp32 vs ggml_fp16_to_fp32_row", len(h))
	vsScalar.report(t, "ggml scalar vs row fp16→fp32", len(h))
	vsX448.report(t, "fp16→fp32 vs x448/float16", len(h))
}

// quiet sets the quiet bit of a NaN's bits.
func quiet(b uint32) uint32 {
	if b&0x7fffffff > 0x7f800000 {
		return b | 0x00400000
	}
	return b
}

func TestBF16ToFP32Exhaustive(t *testing.T) {
	l := ggmlref.Require(t)
	h := allHalves()
	want := l.BF16ToFP32Row(h)
	var vsGGML, vsScalar mismatches
	for i, v := range h {
		got := math.Float32bits(core.BF16ToFP32(v))
		if w := math.Float32bits(want[i]); got != w {
			vsGGML.add("%#04x: got %#08x, ggml %#08x", v, got, w)
		}
		// purego quiets a signalling NaN on the way back (see ggmlref), so the scalar export can
		// only be held to the row variant up to the quiet bit.
		if s := math.Float32bits(l.BF16ToFP32(v)); s != quiet(math.Float32bits(want[i])) {
			vsScalar.add("%#04x: ggml_bf16_to_fp32 %#08x, row %#08x", v, s, math.Float32bits(want[i]))
		}
	}
	vsGGML.report(t, "bf16→fp32 vs ggml_bf16_to_fp32_row", len(h))
	vsScalar.report(t, "ggml scalar vs row bf16→fp32", len(h))
}

// narrowingInputs returns the fp32 bit patterns both narrowing tests use: every edge first, then
// random patterns up to at least 10 million.
//
// Edges: for every fp16 and every bf16 value v (as fp32) and its successor, v itself, the exact
// midpoint between them (a rounding tie: fp32 has the bits to hold it), and 1 and 2 ulps of fp32
// either side of both. That covers every rounding boundary, ties to even and odd, the subnormal
// range, 65504/65520 (the largest fp16 and the tie with 65536, which rounds to inf), and the
// overflow to inf. Add ±0, fp32 subnormals, the fp16 underflow threshold, inf and NaNs (quiet,
// signalling, with and without payload, both signs).
func narrowingInputs() (edges, all []uint32) {
	near := func(b uint32) []uint32 { return []uint32{b - 2, b - 1, b, b + 1, b + 2} }
	for _, sign := range []uint32{0, 1 << 31} {
		for h := uint32(0); h < 0x7c00; h++ {
			lo := math.Float32bits(core.FP16ToFP32(uint16(h)))
			hi := uint32(0x477ff000) // 65520: the tie above 65504, treated as the successor's midpoint
			if h+1 < 0x7c00 {
				next := math.Float32bits(core.FP16ToFP32(uint16(h + 1)))
				hi = math.Float32bits((math.Float32frombits(lo) + math.Float32frombits(next)) / 2)
			}
			if lo >= 2 {
				edges = append(edges, near(sign|lo)...)
			} else {
				edges = append(edges, sign|lo, sign|lo+1, sign|lo+2)
			}
			edges = append(edges, near(sign|hi)...)
		}
		for b := uint32(0); b < 0x7f80; b++ {
			lo := b << 16
			mid := lo | 0x8000 // the bf16 tie
			if lo >= 2 {
				edges = append(edges, near(sign|lo)...)
			} else {
				edges = append(edges, sign|lo, sign|lo+1, sign|lo+2)
			}
			edges = append(edges, near(sign|mid)...)
		}
		for _, b := range []uint32{
			0, 1, 2, 0x007fffff, 0x00800000, // ±0, fp32 subnormals, smallest normal
			0x33000000, 0x33000001, 0x32ffffff, // 2⁻²⁵: half the smallest fp16 subnormal
			0x33400000, 0x337fffff, 0x33800000, // 1.5·2⁻²⁵, just below and at 2⁻²⁴
			0x387fc000, 0x387fe000, 0x387fffff, 0x38800000, // fp16 subnormal/normal boundary
			0x477fe000, 0x477fefff, 0x477ff000, 0x477ff001, 0x47800000, // 65504, 65520 tie, 65536
			0x7f7fffff, 0x7f800000, // max fp32, inf
			0x7f800001, 0x7fbfffff, 0x7fc00000, 0x7fc00001, 0x7fffffff, 0x7fa00000, 0x7f802000, // NaNs
		} {
			edges = append(edges, sign|b)
		}
	}
	const total = 10_500_000
	all = make([]uint32, 0, total)
	all = append(all, edges...)
	r := rand.New(rand.NewPCG(0x10b17, 16))
	for len(all) < total {
		u := r.Uint32()
		if len(all)%2 == 0 {
			// Half the random patterns get an exponent near the fp16 range (2⁻²⁶…2¹⁷), where
			// uniformly random bits rarely land.
			u = u&0x807fffff | (101+r.Uint32N(44))<<23
		}
		all = append(all, u)
	}
	return edges, all
}

func floats(bits []uint32) []float32 {
	f := make([]float32, len(bits))
	for i, b := range bits {
		f[i] = math.Float32frombits(b)
	}
	return f
}

func TestFP32ToFP16(t *testing.T) {
	l := ggmlref.Require(t)
	edges, all := narrowingInputs()
	x := floats(all)
	want := l.FP32ToFP16Row(x)
	var vsGGML, vsScalar, vsX448 mismatches
	for i, v := range x {
		got := core.FP32ToFP16(v)
		if got != want[i] {
			vsGGML.add("%#08x: got %#04x, ggml %#04x", all[i], got, want[i])
		}
		if math.IsNaN(float64(v)) {
			continue
		}
		if w := float16.Fromfloat32(v).Bits(); got != w {
			vsX448.add("%#08x: got %#04x, x448 %#04x", all[i], got, w)
		}
	}
	// The scalar export is what ggml's own code calls; it must agree with the row variant.
	for i := range edges {
		if s := l.FP32ToFP16(x[i]); s != want[i] {
			vsScalar.add("%#08x: ggml_fp32_to_fp16 %#04x, row %#04x", all[i], s, want[i])
		}
	}
	t.Logf("%d edge patterns among %d", len(edges), len(all))
	vsGGML.report(t, "fp32→fp16 vs ggml_fp32_to_fp16_row", len(all))
	vsX448.report(t, "fp32→fp16 vs x448/float16 (non-NaN)", len(all))
	vsScalar.report(t, "ggml scalar vs row fp32→fp16", len(edges))
}

func TestFP32ToBF16(t *testing.T) {
	l := ggmlref.Require(t)
	edges, all := narrowingInputs()
	x := floats(all)
	want := l.FP32ToBF16RowRef(x)
	var vsGGML, vsScalar mismatches
	for i, v := range x {
		if got := core.FP32ToBF16(v); got != want[i] {
			vsGGML.add("%#08x: got %#04x, ggml %#04x", all[i], got, want[i])
		}
	}
	for i := range edges {
		if s := l.FP32ToBF16(x[i]); s != want[i] {
			vsScalar.add("%#08x: ggml_fp32_to_bf16 %#04x, row_ref %#04x", all[i], s, want[i])
		}
	}
	vsGGML.report(t, "fp32→bf16 vs ggml_fp32_to_bf16_row_ref", len(all))
	vsScalar.report(t, "ggml scalar vs row fp32→bf16", len(edges))
}
