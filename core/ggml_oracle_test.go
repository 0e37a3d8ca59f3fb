package core_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

// Bit-exactness against ggml itself (libggml-base.so, see internal/ggmlref): every registry format
// that lowbit can dequantize is decoded by both sides from the same bytes, and every format lowbit
// can quantize is encoded by both from the same floats. The format list comes from the registry;
// the only per-format knowledge here is where the scale fields sit (for the adversarial blocks).

const (
	oracleRows = 16
	oracleCols = 1024 // a multiple of every ggml block size (32, 64, 128, 256)
	oracleSeed = 0x6767_6d6c
)

// distribution fills a [rows, cols] matrix.
type distribution struct {
	name string
	fill func(r *rand.Rand, x []float32)
}

func scaled(s float64) func(*rand.Rand, []float32) {
	return func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = float32(r.NormFloat64() * s)
		}
	}
}

var distributions = []distribution{
	{"normal", scaled(1)},
	{"uniform", func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = float32(r.Float64()*2 - 1)
		}
	}},
	{"outliers", func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = float32(r.NormFloat64())
			if r.IntN(100) == 0 {
				x[i] *= float32(100 + r.IntN(900))
			}
		}
	}},
	// All positive with a large offset: the min of Q4_1/Q5_1 is far from zero.
	{"positive", func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = float32(math.Abs(r.NormFloat64()) + 3)
		}
	}},
	{"zero", func(*rand.Rand, []float32) {}},
	// A constant per row: every value sits exactly on the block's extreme.
	{"constant", func(_ *rand.Rand, x []float32) {
		consts := []float32{0.37, -2.5, 1, -1, 7, -8, 65504, -1e-3, 3e-5, 100, -0.1, 8, 15, 31, -127, 0.5}
		for i := range x {
			x[i] = consts[i/oracleCols%len(consts)]
		}
	}},
	// Each block its own magnitude, 1e-6…1e6.
	{"mixed", func(r *rand.Rand, x []float32) {
		for b := 0; b < len(x); b += 32 {
			s := math.Pow(10, r.Float64()*12-6)
			for i := b; i < b+32; i++ {
				x[i] = float32(r.NormFloat64() * s)
			}
		}
	}},
	{"subnormal-scale", scaled(1e-5)}, // scales land among the fp16 subnormals
	{"tiny", scaled(1e-30)},           // scales underflow fp16 to 0
	{"large", scaled(1e12)},           // scales overflow fp16 to inf
	{"huge", scaled(1e30)},            // and their products overflow float32 too
	// ±inf and NaNs among normal values: C's float→int conversions of NaN are undefined, but
	// x86 gives INT_MIN, as Go's conversions do on amd64.
	{"nonfinite", func(r *rand.Rand, x []float32) {
		sp := []float32{float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), -float32(math.NaN())}
		for i := range x {
			x[i] = float32(r.NormFloat64())
			if r.IntN(50) == 0 {
				x[i] = sp[r.IntN(4)]
			}
		}
	}},
}

// latticeQuantizer reports the IQ1/IQ2/IQ3 formats, whose ggml quantizers search a grid and abort
// the process (GGML_ASSERT(grid_index >= 0) and the like) on inputs whose squares overflow float32
// or that hold inf/NaN. Those inputs are not fed to them.
func latticeQuantizer(f *core.Format) bool {
	return strings.HasPrefix(f.Name, "IQ1") || strings.HasPrefix(f.Name, "IQ2") || strings.HasPrefix(f.Name, "IQ3")
}

func abortsGGML(f *core.Format, d distribution) bool {
	return latticeQuantizer(f) && (d.name == "huge" || d.name == "nonfinite")
}

func oracleInput(d distribution, seed uint64) []float32 {
	x := make([]float32, oracleRows*oracleCols)
	d.fill(rand.New(rand.NewPCG(oracleSeed, seed)), x)
	return x
}

func importance(seed uint64) []float32 {
	r := rand.New(rand.NewPCG(oracleSeed, seed))
	w := make([]float32, oracleCols)
	for i := range w {
		w[i] = float32(r.Float64()*2 + 0.01)
	}
	return w
}

// ggmlFormats returns the registry's ggml rows that ggml's library knows.
func ggmlFormats() []*core.Format {
	var out []*core.Format
	for _, f := range core.Formats() {
		if f.Family == core.FamilyGGML && f.ID >= 0 && int(f.ID) < ggmlref.TypeCount {
			out = append(out, f)
		}
	}
	return out
}

// TestRegistryMatchesGGMLTraits checks every ggml id the registry has (and that it has them all)
// against ggml's type_traits: name, block elements, block bytes, removed ids.
func TestRegistryMatchesGGMLTraits(t *testing.T) {
	l := ggmlref.Require(t)
	seen := map[int]bool{}
	for _, f := range ggmlFormats() {
		id := int(f.ID)
		seen[id] = true
		tr := l.Traits(id)
		if f.Has(core.FlagRemoved) {
			if tr.BlockSize != 0 {
				t.Errorf("%s (%d) is removed in the registry, ggml has it as %s", f.Name, id, tr.Name)
			}
			continue
		}
		if !strings.EqualFold(f.Name, tr.Name) || int64(f.BlockElems) != tr.BlockSize || int64(f.BlockBytes) != tr.TypeSize {
			t.Errorf("%d: registry %s %d elems/%d bytes, ggml %s %d/%d", id, f.Name, f.BlockElems, f.BlockBytes, tr.Name, tr.BlockSize, tr.TypeSize)
		}
		if f.Has(core.FlagNeedsImatrix) != l.RequiresImatrix(id) {
			t.Errorf("%s: needs-imatrix flag %v, ggml_quantize_requires_imatrix says %v", f.Name, f.Has(core.FlagNeedsImatrix), l.RequiresImatrix(id))
		}
		if f.CanQuantize() && f.Has(core.FlagNeedsImatrix) != !f.CanQuantizeUnweighted() {
			t.Errorf("%s: needs-imatrix flag %v but quantizes without one: %v", f.Name, f.Has(core.FlagNeedsImatrix), f.CanQuantizeUnweighted())
		}
		if f.Has(core.FlagQuantized) != tr.IsQuantized {
			t.Errorf("%s: quantized flag %v, ggml says %v", f.Name, f.Has(core.FlagQuantized), tr.IsQuantized)
		}
	}
	for id := range ggmlref.TypeCount {
		if !seen[id] {
			t.Errorf("ggml type %d (%s) has no registry row", id, l.Traits(id).Name)
		}
	}
}

// dataset is one block array to decode: where it came from and its bytes.
type dataset struct {
	name string
	data []byte
}

// quantizedSets encodes every distribution with ggml_quantize_chunk (and, where ggml requires an
// importance matrix or would use one, with random importance weights too), or with the type's
// reference quantizer for the types quantize_chunk does not handle (Q8_1).
func quantizedSets(t *testing.T, l *ggmlref.Lib, f *core.Format) []dataset {
	id := int(f.ID)
	needsIM := l.RequiresImatrix(id) || f.Has(core.FlagNeedsImatrix)
	_, chunkErr := l.QuantizeChunk(id, make([]float32, oracleCols), 1, oracleCols, importance(0))
	if chunkErr != nil && l.Traits(id).FromFloatRef == 0 {
		t.Logf("%s: ggml cannot quantize it: only random blocks are compared", f.Name)
		return nil
	}
	var sets []dataset
	for i, d := range distributions {
		if abortsGGML(f, d) {
			continue
		}
		x := oracleInput(d, uint64(i))
		if chunkErr != nil {
			q, err := l.QuantizeRowRef(id, x)
			if err != nil {
				t.Fatal(err)
			}
			sets = append(sets, dataset{d.name, q})
			continue
		}
		var ims [][]float32
		if !needsIM {
			ims = append(ims, nil)
		}
		if needsIM || d.name == "normal" || d.name == "outliers" || d.name == "mixed" {
			ims = append(ims, importance(uint64(i)))
		}
		for _, im := range ims {
			q, err := l.QuantizeChunk(id, x, oracleRows, oracleCols, im)
			if err != nil {
				t.Fatal(err)
			}
			name := d.name
			if im != nil {
				name += "+imatrix"
			}
			sets = append(sets, dataset{name, q})
		}
	}
	return sets
}

// scaleField is a scale in a block that the adversarial sets force to special values.
type scaleField struct {
	off  int
	kind int // one of the field kinds below
}

const (
	half  = iota // IEEE binary16
	f32          // float32 (Q8_K's d)
	ubyte        // E8M0 (MXFP4) or UE4M3 (NVFP4) byte
	iq1m         // IQ1_M's fp16 scale, split over the top nibbles of four u16 at off
)

// scaleFields lists the scale fields of each block layout (ggml-common.h). A format missing here
// still gets fully random blocks.
var scaleFields = map[core.FormatID][]scaleField{
	core.F16:     {{0, half}},
	core.Q4_0:    {{0, half}},
	core.Q4_1:    {{0, half}, {2, half}},
	core.Q5_0:    {{0, half}},
	core.Q5_1:    {{0, half}, {2, half}},
	core.Q8_0:    {{0, half}},
	core.Q8_1:    {{0, half}, {2, half}},
	core.Q2_K:    {{80, half}, {82, half}},
	core.Q3_K:    {{108, half}},
	core.Q4_K:    {{0, half}, {2, half}},
	core.Q5_K:    {{0, half}, {2, half}},
	core.Q6_K:    {{208, half}},
	core.Q8_K:    {{0, f32}},
	core.IQ2_XXS: {{0, half}},
	core.IQ2_XS:  {{0, half}},
	core.IQ3_XXS: {{0, half}},
	core.IQ1_S:   {{0, half}},
	core.IQ4_NL:  {{0, half}},
	core.IQ3_S:   {{0, half}},
	core.IQ2_S:   {{0, half}},
	core.IQ4_XS:  {{0, half}},
	core.IQ1_M:   {{48, iq1m}},
	core.TQ1_0:   {{52, half}},
	core.TQ2_0:   {{64, half}},
	core.MXFP4:   {{0, ubyte}},
	core.NVFP4:   {{0, ubyte}, {1, ubyte}, {2, ubyte}, {3, ubyte}},
	core.Q1_0:    {{0, half}},
	core.Q2_0:    {{0, half}},
}

var specials = map[int][]uint32{
	// 0, smallest subnormal, largest subnormal, max, +inf, -inf, quiet NaN, signalling NaN, -0,
	// negative quiet NaN.
	half:  {0x0000, 0x0001, 0x03ff, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x7d00, 0x8000, 0xfe00},
	f32:   {0, 1, 0x007fffff, 0x7f7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0x7fa00000, 0x80000000},
	ubyte: {0x00, 0x01, 0x7e, 0x7f, 0x80, 0xfe, 0xff},
	iq1m:  {0x0000, 0x0001, 0x03ff, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x7d00, 0x8000, 0xfe00},
}

func (s scaleField) set(blk []byte, v uint32) {
	switch s.kind {
	case half:
		binary.LittleEndian.PutUint16(blk[s.off:], uint16(v))
	case f32:
		binary.LittleEndian.PutUint32(blk[s.off:], v)
	case ubyte:
		blk[s.off] = byte(v)
	case iq1m: // scale.u16 = sc[0]>>12 | (sc[1]>>8)&0xf0 | (sc[2]>>4)&0xf00 | sc[3]&0xf000
		for k := range 4 {
			sc := binary.LittleEndian.Uint16(blk[s.off+2*k:])
			sc = sc&0x0fff | uint16(v>>(4*k)&0xf)<<12
			binary.LittleEndian.PutUint16(blk[s.off+2*k:], sc)
		}
	}
}

// adversarialSets are random blocks: fully random, and with each scale field (then all of them
// together) forced to each special value.
func adversarialSets(f *core.Format, seed uint64) []dataset {
	r := rand.New(rand.NewPCG(oracleSeed, seed))
	nblk := max(64, 32768/f.BlockElems)
	random := func() []byte {
		b := make([]byte, nblk*f.BlockBytes)
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		return b
	}
	sets := []dataset{{"random bytes", random()}}
	fields := scaleFields[f.ID]
	for _, v := range specials[fieldKind(fields)] {
		for fi, fld := range fields {
			data := random()
			for b := 0; b < nblk; b++ {
				fld.set(data[b*f.BlockBytes:], v)
			}
			sets = append(sets, dataset{fmt.Sprintf("scale@%d=%#x", fld.off, v), data})
			if fi == 0 && len(fields) > 1 {
				all := random()
				for b := 0; b < nblk; b++ {
					for _, g := range fields {
						g.set(all[b*f.BlockBytes:], v)
					}
				}
				sets = append(sets, dataset{fmt.Sprintf("all scales=%#x", v), all})
			}
		}
	}
	return sets
}

func fieldKind(fields []scaleField) int {
	if len(fields) == 0 {
		return -1
	}
	return fields[0].kind
}

// compareBits compares float32 slices bit for bit and describes the first differences. NaNs that
// differ only in payload (or the quiet bit) are counted apart: they are still mismatches, but
// point at a different kind of bug than a wrong value.
type bitDiff struct {
	compared, mismatches, nanPayload int
	first                            []string
}

func (d *bitDiff) compare(set string, f *core.Format, data []byte, got, want []float32) {
	d.compared += len(got)
	for i := range got {
		g, w := math.Float32bits(got[i]), math.Float32bits(want[i])
		if g == w {
			continue
		}
		kind := "value"
		if got[i] != got[i] && want[i] != want[i] {
			d.nanPayload++
			kind = "NaN payload"
		} else {
			d.mismatches++
		}
		if len(d.first) < 6 {
			b := i / f.BlockElems
			blk := data[b*f.BlockBytes : (b+1)*f.BlockBytes]
			d.first = append(d.first, fmt.Sprintf("%s: %s element %d (block %d, % x): got %#08x (%g), ggml %#08x (%g)",
				set, kind, i, b, blk, g, got[i], w, want[i]))
		}
	}
}

func (d *bitDiff) report(t *testing.T, what string) {
	t.Helper()
	t.Logf("%s: %d elements compared, %d value mismatches, %d NaN-payload-only mismatches", what, d.compared, d.mismatches, d.nanPayload)
	if d.mismatches+d.nanPayload > 0 {
		t.Errorf("%s: %d value mismatches and %d NaN-payload-only mismatches in %d elements; first:\n  %s",
			what, d.mismatches, d.nanPayload, d.compared, strings.Join(d.first, "\n  "))
	}
}

// independentDecoders stand in for ggml where it has no to_float, written from the block layout
// with ggml's own fp16 conversion.
var independentDecoders = map[core.FormatID]func(l *ggmlref.Lib, data []byte, n int) []float32{
	// ggml's F32 "decode" is the bytes themselves.
	core.F32: func(_ *ggmlref.Lib, data []byte, n int) []float32 {
		y := make([]float32, n)
		for i := range y {
			y[i] = math.Float32frombits(binary.LittleEndian.Uint32(data[4*i:]))
		}
		return y
	},
	// Q8_1 {fp16 d; fp16 s; i8 qs[32]}: x = d·q (s serves dot products only).
	core.Q8_1: func(l *ggmlref.Lib, data []byte, n int) []float32 {
		d := make([]uint16, n/32)
		for b := range d {
			d[b] = binary.LittleEndian.Uint16(data[36*b:])
		}
		df := l.FP16ToFP32Row(d)
		y := make([]float32, n)
		for i := range y {
			y[i] = float32(int8(data[36*(i/32)+4+i%32])) * df[i/32]
		}
		return y
	},
}

func TestDequantizeMatchesGGML(t *testing.T) {
	l := ggmlref.Require(t)
	for _, f := range ggmlFormats() {
		if !f.CanDequantize() {
			continue
		}
		t.Run(f.Name, func(t *testing.T) {
			tr := l.Traits(int(f.ID))
			reference := func(data []byte, n int) []float32 {
				y, err := l.Dequantize(int(f.ID), data, n)
				if err != nil {
					t.Fatal(err)
				}
				return y
			}
			how := "ggml to_float"
			if tr.ToFloat == 0 {
				dec, ok := independentDecoders[f.ID]
				if !ok {
					t.Skipf("ggml has no to_float for %s and there is no independent decoder", tr.Name)
				}
				reference = func(data []byte, n int) []float32 { return dec(l, data, n) }
				how = "an independent decoder"
			}
			var quantized, adversarial bitDiff
			var roundings int
			check := func(d *bitDiff, s dataset) {
				n := len(s.data) / f.BlockBytes * f.BlockElems
				rows := n / oracleCols
				if n%oracleCols != 0 {
					rows = n / f.BlockElems
				}
				tensor := &core.Tensor{Name: f.Name + "/" + s.name, Format: f, Shape: []int64{int64(rows), int64(n / rows)}, Data: s.data}
				got := make([]float32, n)
				if err := core.DequantizeF32(tensor, 0, int64(rows), got); err != nil {
					t.Fatalf("%s: %v", s.name, err)
				}
				d.compare(s.name, f, s.data, got, reference(s.data, n))
				// A row range that does not start at 0 must give the same values.
				if rows > 1 {
					tail := make([]float32, n-n/rows)
					if err := core.DequantizeF32(tensor, 1, int64(rows-1), tail); err != nil {
						t.Fatalf("%s rows 1…: %v", s.name, err)
					}
					for i, v := range tail {
						if math.Float32bits(v) != math.Float32bits(got[n/rows+i]) {
							t.Fatalf("%s: rows 1… element %d differs from the whole-tensor decode", s.name, i)
						}
					}
				}
				roundings += checkNarrowOutputs(t, tensor, s.data, got)
			}
			for _, s := range quantizedSets(t, l, f) {
				check(&quantized, s)
			}
			for _, s := range adversarialSets(f, uint64(f.ID)) {
				check(&adversarial, s)
			}
			quantized.report(t, f.Name+" ggml-quantized rows vs "+how)
			adversarial.report(t, f.Name+" random/special blocks vs "+how)
			t.Logf("%s: %d F16/BF16/F32 outputs of core.Dequantize checked against core's rounding", f.Name, roundings)
		})
	}
}

// checkNarrowOutputs checks core.Dequantize's F32, F16 and BF16 outputs against the F32 result
// rounded by core's own conversions; a same-format request must be a copy of the source bytes.
func checkNarrowOutputs(t *testing.T, tensor *core.Tensor, src []byte, f32 []float32) int {
	t.Helper()
	n := len(f32)
	for _, out := range []struct {
		id    core.FormatID
		size  int
		round func(float32) uint32
	}{
		{core.F32, 4, math.Float32bits},
		{core.F16, 2, func(v float32) uint32 { return uint32(core.FP32ToFP16(v)) }},
		{core.BF16, 2, func(v float32) uint32 { return uint32(core.FP32ToBF16(v)) }},
	} {
		dst := make([]byte, n*out.size)
		if err := core.Dequantize(tensor, 0, tensor.Rows(), out.id, dst); err != nil {
			t.Fatalf("%s to %d: %v", tensor.Name, out.id, err)
		}
		if tensor.Format.ID == out.id {
			if !bytes.Equal(dst, src[:len(dst)]) {
				t.Errorf("%s: dequantizing to its own format is not a copy", tensor.Name)
			}
			continue
		}
		for i, v := range f32 {
			var got uint32
			if out.size == 4 {
				got = binary.LittleEndian.Uint32(dst[4*i:])
			} else {
				got = uint32(binary.LittleEndian.Uint16(dst[2*i:]))
			}
			if want := out.round(v); got != want {
				t.Errorf("%s: output format %d element %d: got %#x, core's rounding of %#08x gives %#x",
					tensor.Name, out.id, i, got, math.Float32bits(v), want)
				break
			}
		}
	}
	return 3 * n
}

// TestQuantizeMatchesGGML compares core.Quantize with ggml byte for byte: without an importance
// matrix against the reference quantizer (quantize_row_*_ref), with one against
// ggml_quantize_chunk given the same weights.
func TestQuantizeMatchesGGML(t *testing.T) {
	l := ggmlref.Require(t)
	for _, f := range ggmlFormats() {
		if !f.CanQuantize() {
			continue
		}
		t.Run(f.Name, func(t *testing.T) {
			id := int(f.ID)
			// The reference quantizer; F32 has none, and ggml_quantize_chunk's F32 case is a copy.
			ref := func(x, _ []float32) ([]byte, error) { return l.QuantizeRowRef(id, x) }
			how := "quantize_row_" + strings.ToLower(f.Name) + "_ref"
			if l.Traits(id).FromFloatRef == 0 {
				ref = func(x, _ []float32) ([]byte, error) { return l.QuantizeChunk(id, x, oracleRows, oracleCols, nil) }
				how = "ggml_quantize_chunk"
			}
			weighted := func(x, im []float32) ([]byte, error) {
				return l.QuantizeChunk(id, x, oracleRows, oracleCols, im)
			}
			// Zero rows: an error here can only be "this format needs an importance matrix".
			needsIM := core.Quantize(f, nil, 0, oracleCols, nil, nil) != nil
			var plain, withIM blockDiff
			for i, d := range distributions {
				if abortsGGML(f, d) {
					continue
				}
				x := oracleInput(d, uint64(i))
				if !needsIM {
					plain.compare(t, f, d.name, x, nil, ref)
				}
				if f.CanQuantizeWeighted() {
					withIM.compare(t, f, d.name+"+imatrix", x, importance(uint64(i)), weighted)
				}
			}
			plain.report(t, f.Name+" without imatrix vs "+how)
			withIM.report(t, f.Name+" with imatrix vs ggml_quantize_chunk")
		})
	}
}

// blockDiff counts blocks that differ between core.Quantize and a ggml quantizer.
type blockDiff struct {
	blocks, bad int
	skipped     string
	first       []string
}

func (b *blockDiff) compare(t *testing.T, f *core.Format, name string, x, im []float32, ggml func(x, im []float32) ([]byte, error)) {
	t.Helper()
	want, err := ggml(x, im)
	if err != nil {
		b.skipped = err.Error()
		return
	}
	got := make([]byte, len(want))
	if err := core.Quantize(f, x, oracleRows, oracleCols, im, got); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	bb, be := f.BlockBytes, f.BlockElems
	for k := 0; k < len(got)/bb; k++ {
		b.blocks++
		g, w := got[k*bb:(k+1)*bb], want[k*bb:(k+1)*bb]
		if bytes.Equal(g, w) || uninitialisedIQ4NL(f, im, g, w) {
			continue
		}
		b.bad++
		if len(b.first) < 4 {
			b.first = append(b.first, fmt.Sprintf("%s block %d: input %v\n    got  % x\n    ggml % x", name, k, x[k*be:(k+1)*be], g, w))
		}
	}
}

// uninitialisedIQ4NL accepts the one place where ggml's reference output is not defined:
// quantize_row_iq4_nl_ref never fills its index array for a block whose values are all below
// 1e-15 (scale 0), so ggml packs whatever that stack array held before. lowbit writes index 8
// (+0, what ggml's own imatrix quantizer writes); the scale bytes must still agree.
func uninitialisedIQ4NL(f *core.Format, im []float32, got, want []byte) bool {
	if f.ID != core.IQ4_NL || im != nil || want[0] != 0 || want[1] != 0 || !bytes.Equal(got[:2], want[:2]) {
		return false
	}
	for _, q := range got[2:] {
		if q != 0x88 {
			return false
		}
	}
	return true
}

func (b *blockDiff) report(t *testing.T, what string) {
	t.Helper()
	if b.blocks == 0 {
		if b.skipped != "" {
			t.Logf("%s: not compared: %s", what, b.skipped)
		}
		return
	}
	t.Logf("%s: %d blocks compared, %d differ", what, b.blocks, b.bad)
	if b.bad > 0 {
		t.Errorf("%s: %d of %d blocks differ; first:\n  %s", what, b.bad, b.blocks, strings.Join(b.first, "\n  "))
	}
}
