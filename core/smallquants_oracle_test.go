package core_test

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

// Edge inputs for the small types and for the importance-matrix path of the classic types, on
// top of the distributions of ggml_oracle_test.go: block maxima a few ulps below powers of two
// (MXFP4's floor(log2f)), float32 subnormals, UE4M3's subnormal and saturated scales, exact
// rounding ties, signed zeros, NaNs of both signs (first in a block, whole blocks, whole rows),
// infinities without NaNs, and importance matrices with zeros and extreme weights. Every encoding
// is compared byte for byte with ggml_quantize_chunk (with and without the imatrix) and with the
// reference quantizer, for several row lengths.

var edgeFormats = []core.FormatID{core.TQ1_0, core.TQ2_0, core.MXFP4, core.NVFP4, core.Q1_0, core.Q2_0,
	core.Q4_0, core.Q4_1, core.Q5_0, core.Q5_1, core.Q8_0}

type edgeInput struct {
	name string
	fill func(r *rand.Rand, x []float32)
}

var (
	nan32  = float32(math.NaN())
	inf32  = float32(math.Inf(1))
	negNaN = math.Float32frombits(0xffc00000)
	negZ   = math.Float32frombits(0x80000000)
)

// perBlock fills each 32-element group from gen, which gets the group index.
func perBlock(gen func(r *rand.Rand, g int, x []float32)) func(*rand.Rand, []float32) {
	return func(r *rand.Rand, x []float32) {
		for g := 0; g < len(x)/32; g++ {
			gen(r, g, x[32*g:32*g+32])
		}
	}
}

var edgeInputs = []edgeInput{
	// Each group's largest magnitude is 2^k·(1 - j·2⁻²⁴), j small: log2f rounds up to k for the
	// smaller j, which moves MXFP4's exponent.
	{"below-pow2", perBlock(func(r *rand.Rand, _ int, x []float32) {
		k := r.IntN(250) - 125
		top := float32(math.Ldexp(1-float64(r.IntN(80))*0x1p-24, k))
		for i := range x {
			x[i] = top * float32(r.Float64()*2-1)
		}
		x[r.IntN(len(x))] = top
		if r.IntN(2) == 0 {
			x[r.IntN(len(x))] = -top
		}
	})},
	{"subnormal", func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = math.Float32frombits(uint32(r.IntN(1 << 23)))
			if r.IntN(2) == 0 {
				x[i] = -x[i]
			}
		}
	}},
	// Group maxima across UE4M3's range: subnormal scales (amax/6 < 2⁻⁶), the top (448·6) and
	// beyond it.
	{"ue4m3-range", perBlock(func(r *rand.Rand, g int, x []float32) {
		top := float32(math.Ldexp(1+r.Float64(), r.IntN(26)-16))
		if g%5 == 0 {
			top = 448 * 6 * float32(0.9+r.Float64()*0.2)
		}
		for i := range x {
			x[i] = top * float32(r.Float64()*2-1)
		}
	})},
	// Multiples of amax/2, amax/4 and amax/8: exact ties for every rounding.
	{"ties", perBlock(func(r *rand.Rand, _ int, x []float32) {
		top := float32(math.Ldexp(1, r.IntN(20)-10))
		div := float32(int(1) << r.IntN(4))
		for i := range x {
			x[i] = top * float32(r.IntN(2*int(div)+1)-int(div)) / div
		}
		x[0] = top
	})},
	{"signed-zeros", func(r *rand.Rand, x []float32) {
		for i := range x {
			switch r.IntN(4) {
			case 0:
				x[i] = negZ
			case 1:
				x[i] = 0
			default:
				x[i] = float32(r.NormFloat64())
			}
		}
	}},
	// NaNs of both signs placed everywhere that decides which one survives, infinities, and rows
	// with infinities but no NaN.
	{"nan-mix", func(r *rand.Rand, x []float32) {
		rowLen := max(len(x)/16, 32)
		for i := range x {
			x[i] = float32(r.NormFloat64())
		}
		for row := 0; row*rowLen < len(x); row++ {
			xr := x[row*rowLen : min(len(x), (row+1)*rowLen)]
			switch row % 8 {
			case 0: // NaNs of both signs sprinkled
				for k := 0; k < 6; k++ {
					xr[r.IntN(len(xr))] = []float32{nan32, negNaN}[k%2]
				}
			case 1: // NaN first in every group
				for g := 0; g < len(xr); g += 32 {
					xr[g] = []float32{nan32, negNaN}[(g/32)%2]
				}
			case 2: // infinities only
				for k := 0; k < 4; k++ {
					xr[r.IntN(len(xr))] = []float32{inf32, -inf32}[k%2]
				}
			case 3: // one group all NaN, of mixed signs
				g := 32 * r.IntN(len(xr)/32)
				for i := g; i < g+32; i++ {
					xr[i] = []float32{nan32, negNaN}[r.IntN(2)]
				}
			case 4: // everything NaN or inf
				for i := range xr {
					xr[i] = []float32{nan32, negNaN, inf32, -inf32}[r.IntN(4)]
				}
			case 5: // a negative NaN before a positive one
				xr[r.IntN(len(xr)/2)] = negNaN
				xr[len(xr)/2+r.IntN(len(xr)/2)] = nan32
			case 6: // a positive NaN before a negative one
				xr[r.IntN(len(xr)/2)] = nan32
				xr[len(xr)/2+r.IntN(len(xr)/2)] = negNaN
			case 7: // inf and NaN together
				xr[r.IntN(len(xr))] = inf32
				xr[r.IntN(len(xr))] = negNaN
			}
		}
	}},
	{"max-finite", func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = math.MaxFloat32 * float32(r.Float64()*2-1)
			if r.IntN(8) == 0 {
				x[i] = math.MaxFloat32
			}
		}
	}},
}

// edgeImatrices are importance weights: random, with zeros, and with extreme magnitudes.
func edgeImatrices(r *rand.Rand, n int) map[string][]float32 {
	random, zeros, extreme := make([]float32, n), make([]float32, n), make([]float32, n)
	for i := range random {
		random[i] = float32(r.Float64()*2 + 0.01)
		zeros[i] = random[i]
		if r.IntN(3) == 0 {
			zeros[i] = 0
		}
		extreme[i] = float32(math.Ldexp(1, r.IntN(120)-60))
	}
	return map[string][]float32{"random": random, "zeros": zeros, "extreme": extreme}
}

func TestSmallAndWeightedEdgeCasesMatchGGML(t *testing.T) {
	l := ggmlref.Require(t)
	for _, id := range edgeFormats {
		f, err := core.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(f.Name, func(t *testing.T) {
			var blocks, bad int
			var first []string
			compare := func(what string, x, got, want []byte) {
				bb := f.BlockBytes
				for k := 0; k < len(want)/bb; k++ {
					blocks++
					if !bytes.Equal(got[k*bb:(k+1)*bb], want[k*bb:(k+1)*bb]) {
						bad++
						if len(first) < 4 {
							first = append(first, fmt.Sprintf("%s block %d:\n    got  % x\n    ggml % x", what, k, got[k*bb:(k+1)*bb], want[k*bb:(k+1)*bb]))
						}
					}
				}
			}
			for ci, cols := range []int{256, 1024, 4096} {
				rows := 16384 / cols
				for di, in := range edgeInputs {
					r := rand.New(rand.NewPCG(uint64(ci), uint64(di)))
					x := make([]float32, rows*cols)
					in.fill(r, x)
					got := make([]byte, len(x)/f.BlockElems*f.BlockBytes)

					want, err := l.QuantizeRowRef(int(id), x)
					if err != nil {
						t.Fatal(err)
					}
					if err := core.Quantize(f, x, int64(rows), int64(cols), nil, got); err != nil {
						t.Fatal(err)
					}
					compare(fmt.Sprintf("%s cols=%d ref", in.name, cols), nil, got, want)

					for name, im := range edgeImatrices(r, cols) {
						want, err := l.QuantizeChunk(int(id), x, rows, cols, im)
						if err != nil {
							t.Fatal(err)
						}
						if err := core.Quantize(f, x, int64(rows), int64(cols), im, got); err != nil {
							t.Fatal(err)
						}
						compare(fmt.Sprintf("%s cols=%d imatrix=%s", in.name, cols, name), nil, got, want)
					}
				}
			}
			t.Logf("%s: %d blocks compared, %d differ", f.Name, blocks, bad)
			if bad > 0 {
				t.Errorf("%s: %d of %d blocks differ from ggml; first:\n  %s", f.Name, bad, blocks, strings.Join(first, "\n  "))
			}
		})
	}
}

// TestSmallQuantsGGMLIgnoresImatrix pins down what the registry claims for these types: ggml's
// ggml_quantize_chunk gives the same bytes with and without an importance matrix.
func TestSmallQuantsGGMLIgnoresImatrix(t *testing.T) {
	l := ggmlref.Require(t)
	r := rand.New(rand.NewPCG(1, 2))
	x := make([]float32, 8*1024)
	for i := range x {
		x[i] = float32(r.NormFloat64())
	}
	im := edgeImatrices(r, 1024)["zeros"]
	for _, id := range []core.FormatID{core.TQ1_0, core.TQ2_0, core.MXFP4, core.NVFP4, core.Q1_0, core.Q2_0, core.Q8_0} {
		plain, err := l.QuantizeChunk(int(id), x, 8, 1024, nil)
		if err != nil {
			t.Fatal(err)
		}
		weighted, err := l.QuantizeChunk(int(id), x, 8, 1024, im)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(plain, weighted) {
			t.Errorf("format %d: ggml_quantize_chunk uses the importance matrix", id)
		}
	}
}

// TestSmallQuantsEveryScaleMatchesGGML decodes one block per possible scale value — every fp16
// for TQ1_0, TQ2_0, Q1_0 and Q2_0, every E8M0 byte for MXFP4, every UE4M3 byte in each of NVFP4's
// four slots — with quant bytes cycling through all 256 values, and compares with ggml bit for bit.
func TestSmallQuantsEveryScaleMatchesGGML(t *testing.T) {
	l := ggmlref.Require(t)
	for _, c := range []struct {
		id      core.FormatID
		nScales int
		set     func(blk []byte, s int)
	}{
		{core.TQ1_0, 1 << 16, func(blk []byte, s int) { blk[52], blk[53] = byte(s), byte(s>>8) }},
		{core.TQ2_0, 1 << 16, func(blk []byte, s int) { blk[64], blk[65] = byte(s), byte(s>>8) }},
		{core.Q1_0, 1 << 16, func(blk []byte, s int) { blk[0], blk[1] = byte(s), byte(s>>8) }},
		{core.Q2_0, 1 << 16, func(blk []byte, s int) { blk[0], blk[1] = byte(s), byte(s>>8) }},
		{core.MXFP4, 256, func(blk []byte, s int) { blk[0] = byte(s) }},
		{core.NVFP4, 1024, func(blk []byte, s int) { blk[s/256] = byte(s) }},
	} {
		f, err := core.Lookup(c.id)
		if err != nil {
			t.Fatal(err)
		}
		data := make([]byte, c.nScales*f.BlockBytes)
		for i := range data {
			data[i] = byte(i * 7)
		}
		for s := range c.nScales {
			c.set(data[s*f.BlockBytes:], s)
		}
		n := c.nScales * f.BlockElems
		want, err := l.Dequantize(int(c.id), data, n)
		if err != nil {
			t.Fatal(err)
		}
		got := make([]float32, n)
		tensor := &core.Tensor{Name: f.Name, Format: f, Shape: []int64{int64(c.nScales), int64(f.BlockElems)}, Data: data}
		if err := core.DequantizeF32(tensor, 0, int64(c.nScales), got); err != nil {
			t.Fatal(err)
		}
		bad := 0
		for i := range got {
			if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
				if bad < 3 {
					t.Errorf("%s element %d (block %d): got %#08x, ggml %#08x", f.Name, i, i/f.BlockElems, math.Float32bits(got[i]), math.Float32bits(want[i]))
				}
				bad++
			}
		}
		t.Logf("%s: %d blocks, %d elements, %d differ", f.Name, c.nScales, n, bad)
	}
}
