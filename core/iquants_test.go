package core_test

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

// IQ4_NL/IQ4_XS quantization beyond the generic oracle test: importance matrices with zeros and
// extreme values, rows mixing zero and non-zero blocks, and the one place where ggml's reference
// quantizer has no defined output.

// iq4Rows returns rows×cols values: normal rows with some blocks zeroed, tiny or scaled far up.
func iq4Rows(seed uint64, rows, cols int) []float32 {
	r := rand.New(rand.NewPCG(7, seed))
	x := make([]float32, rows*cols)
	for b := 0; b < len(x); b += 32 {
		s := float32(1)
		switch r.IntN(8) {
		case 0:
			s = 0
		case 1:
			s = 1e-20 // below GROUP_MAX_EPS once squared… and as a block maximum
		case 2:
			s = 1e4
		}
		for i := b; i < b+32; i++ {
			x[i] = float32(r.NormFloat64()) * s
		}
	}
	return x
}

func TestIQ4WeightedMatchesGGMLEdgeCases(t *testing.T) {
	l := ggmlref.Require(t)
	const rows, cols = 8, 1024
	imatrices := map[string]func(r *rand.Rand, i int) float32{
		"zeros":        func(*rand.Rand, int) float32 { return 0 },
		"ones":         func(*rand.Rand, int) float32 { return 1 },
		"sparse":       func(r *rand.Rand, _ int) float32 { return float32(r.IntN(2)) * r.Float32() },
		"huge":         func(r *rand.Rand, _ int) float32 { return 1e30 * (r.Float32() + 0.5) },
		"tiny":         func(r *rand.Rand, _ int) float32 { return 1e-30 * (r.Float32() + 0.5) },
		"wide":         func(r *rand.Rand, _ int) float32 { return float32(math.Pow(10, r.Float64()*16-8)) },
		"block-zeroes": func(r *rand.Rand, i int) float32 { return float32(i/32%2) * r.Float32() },
	}
	for _, id := range []core.FormatID{core.IQ4_NL, core.IQ4_XS} {
		f, err := core.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		var blocks, bad int
		for name, gen := range imatrices {
			r := rand.New(rand.NewPCG(11, uint64(len(name))))
			im := make([]float32, cols)
			for i := range im {
				im[i] = gen(r, i)
			}
			x := iq4Rows(uint64(id), rows, cols)
			want, err := l.QuantizeChunk(int(id), x, rows, cols, im)
			if err != nil {
				t.Fatal(err)
			}
			got := make([]byte, len(want))
			if err := core.Quantize(f, x, rows, cols, im, got); err != nil {
				t.Fatal(err)
			}
			for b := 0; b < len(got)/f.BlockBytes; b++ {
				blocks++
				g, w := got[b*f.BlockBytes:(b+1)*f.BlockBytes], want[b*f.BlockBytes:(b+1)*f.BlockBytes]
				if !bytes.Equal(g, w) {
					if bad < 4 {
						t.Errorf("%s imatrix %s block %d:\n  got  % x\n  ggml % x", f.Name, name, b, g, w)
					}
					bad++
				}
			}
		}
		t.Logf("%s: %d blocks with edge-case imatrices vs ggml_quantize_chunk, %d differ", f.Name, blocks, bad)
	}
}

// TestIQ4NLRefZeroBlocks pins what lowbit writes where ggml's quantize_row_iq4_nl_ref writes
// memory it never initialised (blocks whose largest magnitude is below GROUP_MAX_EPS): scale 0 and
// level 8 everywhere, so the block decodes to +0. Every other block must equal ggml's bytes.
func TestIQ4NLRefZeroBlocks(t *testing.T) {
	l := ggmlref.Require(t)
	f, err := core.Lookup(core.IQ4_NL)
	if err != nil {
		t.Fatal(err)
	}
	const rows, cols = 8, 1024
	x := iq4Rows(99, rows, cols)
	want, err := l.QuantizeRowRef(int(f.ID), x)
	if err != nil {
		t.Fatal(err)
	}
	got := make([]byte, len(want))
	if err := core.Quantize(f, x, rows, cols, nil, got); err != nil {
		t.Fatal(err)
	}
	var zero, other int
	for b := 0; b < len(got)/f.BlockBytes; b++ {
		g, w := got[b*f.BlockBytes:(b+1)*f.BlockBytes], want[b*f.BlockBytes:(b+1)*f.BlockBytes]
		var amax float32
		for _, v := range x[b*32 : b*32+32] {
			amax = max(amax, float32(math.Abs(float64(v))))
		}
		if amax < 1e-15 {
			zero++
			if binary.LittleEndian.Uint16(w) != 0 || !bytes.Equal(g, append([]byte{0, 0}, bytes.Repeat([]byte{0x88}, 16)...)) {
				t.Errorf("zero block %d: got % x, ggml % x (ggml's nibbles are undefined here, its scale must be 0)", b, g, w)
			}
			continue
		}
		other++
		if !bytes.Equal(g, w) {
			t.Errorf("block %d: got % x, ggml % x", b, g, w)
		}
	}
	if zero == 0 || other == 0 {
		t.Fatalf("test data has %d zero and %d other blocks; want both", zero, other)
	}
	t.Logf("IQ4_NL ref: %d defined blocks equal ggml's, %d all-zero blocks written as level 8", other, zero)
}
