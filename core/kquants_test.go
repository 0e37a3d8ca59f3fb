package core

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"testing"
	"unsafe"

	"github.com/ebitengine/purego"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

// The K-quants against ggml itself, function by function: decode against to_float on blocks that
// ggml quantized and on random blocks with special scales, encode against quantize_row_*_ref, and
// encodeWeighted against ggml_quantize_chunk with several kinds of importance matrix. The generic
// registry-driven oracle test (ggml_oracle_test.go) covers the same ground for every format; this
// one goes deeper on the imatrix paths (zeros and extreme ranges in the imatrix reach corners of
// make_qp_quants) and names the function that differs.

var kquantIDs = []FormatID{Q2_K, Q3_K, Q4_K, Q5_K, Q6_K, Q8_K}

const (
	kqRows = 12
	kqCols = 1024
)

type kqInput struct {
	name string
	fill func(r *rand.Rand, x []float32)
}

func kqNormal(s float64) func(*rand.Rand, []float32) {
	return func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = float32(r.NormFloat64() * s)
		}
	}
}

var kqInputs = []kqInput{
	{"normal", kqNormal(1)},
	{"uniform", func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = float32(r.Float64()*2 - 1)
		}
	}},
	{"outliers", func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = float32(r.NormFloat64())
			if r.IntN(64) == 0 {
				x[i] *= float32(50 + r.IntN(2000))
			}
		}
	}},
	{"positive", func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = float32(math.Abs(r.NormFloat64()) + 3)
		}
	}},
	{"negative", func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = -float32(math.Abs(r.NormFloat64()) + 0.5)
		}
	}},
	// Few distinct values: ties in nearest_int and in the scale searches.
	{"lattice", func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = float32(r.IntN(9)-4) * 0.25
		}
	}},
	{"sparse", func(r *rand.Rand, x []float32) {
		for i := range x {
			if r.IntN(8) == 0 {
				x[i] = float32(r.NormFloat64())
			}
		}
	}},
	{"zero", func(*rand.Rand, []float32) {}},
	{"constant", func(r *rand.Rand, x []float32) {
		consts := []float32{0.37, -2.5, 1, -1, 7, -8, 65504, -1e-3, 3e-5, 100, -0.1, 8}
		for i := range x {
			x[i] = consts[i/kqCols%len(consts)]
		}
	}},
	{"mixed", func(r *rand.Rand, x []float32) {
		for b := 0; b < len(x); b += 16 {
			s := math.Pow(10, r.Float64()*12-6)
			for i := b; i < b+16; i++ {
				x[i] = float32(r.NormFloat64() * s)
			}
		}
	}},
	{"subnormal-scale", kqNormal(1e-5)},
	{"tiny", kqNormal(1e-30)},
	{"denormal", kqNormal(1e-40)},
	{"large", kqNormal(1e12)},
	{"huge", kqNormal(1e30)},
	{"nonfinite", func(r *rand.Rand, x []float32) {
		sp := []float32{float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), -float32(math.NaN())}
		for i := range x {
			x[i] = float32(r.NormFloat64())
			if r.IntN(40) == 0 {
				x[i] = sp[r.IntN(4)]
			}
		}
	}},
}

// kqImatrices are importance matrices of one weight per column.
var kqImatrices = []kqInput{
	{"imatrix", func(r *rand.Rand, w []float32) {
		for i := range w {
			w[i] = float32(r.Float64()*2 + 0.01)
		}
	}},
	{"imatrix-ones", func(_ *rand.Rand, w []float32) {
		for i := range w {
			w[i] = 1
		}
	}},
	{"imatrix-zeros", func(r *rand.Rand, w []float32) { // some sub-blocks weigh nothing at all
		for i := range w {
			if (i/16)%5 != 0 {
				w[i] = float32(r.Float64())
			}
		}
	}},
	{"imatrix-range", func(r *rand.Rand, w []float32) {
		for i := range w {
			w[i] = float32(math.Pow(10, r.Float64()*16-8))
		}
	}},
}

// kqGGMLFunc is ggml's dequantizer of id (or, with quant, its reference quantizer): from the type
// traits, or by name for Q8_K, whose traits have neither.
func kqGGMLFunc(t testing.TB, l *ggmlref.Lib, id FormatID, quant bool) uintptr {
	t.Helper()
	tr := l.Traits(int(id))
	fn, name := tr.ToFloat, "dequantize_row_"+tr.Name
	if quant {
		fn, name = tr.FromFloatRef, "quantize_row_"+tr.Name+"_ref"
	}
	if fn != 0 {
		return fn
	}
	fn, err := ggmlSymbol(l.Path, name)
	if err != nil {
		t.Skipf("ggml has no %s: %v", name, err)
	}
	return fn
}

// kqGGML wraps ggml's reference quantizer and dequantizer of id.
func kqGGML(t testing.TB, l *ggmlref.Lib, id FormatID) (quant func(x []float32) []byte, dequant func(data []byte, n int) []float32) {
	t.Helper()
	f := registry[id]
	quantFn, dequantFn := kqGGMLFunc(t, l, id, true), kqGGMLFunc(t, l, id, false)
	quant = func(x []float32) []byte {
		dst := make([]byte, len(x)/f.BlockElems*f.BlockBytes)
		purego.SyscallN(quantFn, uintptr(unsafe.Pointer(&x[0])), uintptr(unsafe.Pointer(&dst[0])), uintptr(len(x)))
		runtime.KeepAlive(x)
		return dst
	}
	dequant = func(data []byte, n int) []float32 {
		y := make([]float32, n)
		purego.SyscallN(dequantFn, uintptr(unsafe.Pointer(&data[0])), uintptr(unsafe.Pointer(&y[0])), uintptr(n))
		runtime.KeepAlive(data)
		return y
	}
	return quant, dequant
}

func kqFill(in kqInput, n int, seed uint64) []float32 {
	x := make([]float32, n)
	in.fill(rand.New(rand.NewPCG(0x6b71, seed)), x)
	return x
}

// blockDiffs counts the blocks of size bs that differ and describes the first few.
func blockDiffs(got, want []byte, bs int, what string, first *[]string) int {
	bad := 0
	for b := 0; b < len(want)/bs; b++ {
		g, w := got[b*bs:(b+1)*bs], want[b*bs:(b+1)*bs]
		if !bytes.Equal(g, w) {
			bad++
			if len(*first) < 4 {
				*first = append(*first, fmt.Sprintf("%s block %d:\n    got  % x\n    ggml % x", what, b, g, w))
			}
		}
	}
	return bad
}

func TestKQuantsEncodeMatchesGGML(t *testing.T) {
	l := ggmlref.Require(t)
	for _, id := range kquantIDs {
		f := registry[id]
		t.Run(f.Name, func(t *testing.T) {
			if f.encode == nil {
				t.Fatalf("%s has no encode", f.Name)
			}
			ref, _ := kqGGML(t, l, id)
			var blocks, bad int
			var first []string
			for i, in := range kqInputs {
				x := kqFill(in, kqRows*kqCols, uint64(i))
				want := ref(x)
				got := make([]byte, len(want))
				for k := range got {
					got[k] = 0xA5 // encode must write every byte ggml writes
				}
				// ggml leaves the bsums of an all-zero Q8_K block untouched (here the zeros of its
				// fresh buffer); lowbit writes zeros there.
				f.encode(got, x)
				blocks += len(want) / f.BlockBytes
				bad += blockDiffs(got, want, f.BlockBytes, in.name, &first)
			}
			t.Logf("%s: %d blocks against ggml's quantize_row_%s_ref, %d differ", f.Name, blocks, l.Traits(int(id)).Name, bad)
			if bad > 0 {
				t.Errorf("%d of %d blocks differ; first:\n  %s", bad, blocks, joinLines(first))
			}
		})
	}
}

func TestKQuantsEncodeWeightedMatchesGGML(t *testing.T) {
	l := ggmlref.Require(t)
	for _, id := range kquantIDs {
		f := registry[id]
		t.Run(f.Name, func(t *testing.T) {
			if _, err := l.QuantizeChunk(int(id), make([]float32, kqCols), 1, kqCols, make([]float32, kqCols)); err != nil {
				if f.encodeWeighted != nil {
					t.Errorf("ggml_quantize_chunk cannot quantize %s (%v), but lowbit has an encodeWeighted", f.Name, err)
				}
				t.Skipf("ggml_quantize_chunk cannot quantize %s: %v", f.Name, err)
			}
			if f.encodeWeighted == nil {
				t.Fatalf("%s has no encodeWeighted", f.Name)
			}
			var blocks, bad int
			var first []string
			for i, in := range kqInputs {
				x := kqFill(in, kqRows*kqCols, uint64(i))
				for k, im := range kqImatrices {
					w := kqFill(im, kqCols, uint64(100*i+k))
					want, err := l.QuantizeChunk(int(id), x, kqRows, kqCols, w)
					if err != nil {
						t.Fatal(err)
					}
					got := make([]byte, len(want))
					rowBytes := len(want) / kqRows
					for r := range kqRows {
						f.encodeWeighted(got[r*rowBytes:(r+1)*rowBytes], x[r*kqCols:(r+1)*kqCols], w)
					}
					blocks += len(want) / f.BlockBytes
					bad += blockDiffs(got, want, f.BlockBytes, in.name+"+"+im.name, &first)
				}
			}
			t.Logf("%s: %d blocks against ggml_quantize_chunk with an imatrix, %d differ", f.Name, blocks, bad)
			if bad > 0 {
				t.Errorf("%d of %d blocks differ; first:\n  %s", bad, blocks, joinLines(first))
			}
		})
	}
}

// kqScaleOffsets are the fp16 scale fields of each layout (Q8_K's d is a float32 at 0).
var kqScaleOffsets = map[FormatID][]int{
	Q2_K: {80, 82}, Q3_K: {108}, Q4_K: {0, 2}, Q5_K: {0, 2}, Q6_K: {208},
}

func TestKQuantsDecodeMatchesGGML(t *testing.T) {
	l := ggmlref.Require(t)
	halfs := []uint16{0x0000, 0x0001, 0x03ff, 0x3c00, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x7d00, 0x8000, 0xfe00}
	floats := []uint32{0, 1, 0x007fffff, 0x3f800000, 0x7f7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0x7fa00000, 0x80000000}
	for _, id := range kquantIDs {
		f := registry[id]
		t.Run(f.Name, func(t *testing.T) {
			if f.decode == nil {
				t.Fatalf("%s has no decode", f.Name)
			}
			quant, dequant := kqGGML(t, l, id)
			var sets []struct {
				name string
				data []byte
			}
			add := func(name string, data []byte) {
				sets = append(sets, struct {
					name string
					data []byte
				}{name, data})
			}
			// Blocks ggml quantized.
			for i, in := range kqInputs {
				add(in.name, quant(kqFill(in, kqRows*kqCols, uint64(i))))
			}
			// Random blocks, then with every scale field forced to special values.
			r := rand.New(rand.NewPCG(0x6b71, uint64(id)))
			random := func() []byte {
				b := make([]byte, 256*f.BlockBytes)
				for i := range b {
					b[i] = byte(r.Uint32())
				}
				return b
			}
			add("random", random())
			if id == Q8_K {
				for _, v := range floats {
					b := random()
					for k := 0; k < len(b); k += f.BlockBytes {
						binary.LittleEndian.PutUint32(b[k:], v)
					}
					add(fmt.Sprintf("d=%#x", v), b)
				}
			}
			for _, v := range halfs {
				offs := kqScaleOffsets[id]
				for i, off := range offs {
					b := random()
					for k := 0; k < len(b); k += f.BlockBytes {
						binary.LittleEndian.PutUint16(b[k+off:], v)
					}
					add(fmt.Sprintf("scale@%d=%#x", off, v), b)
					if i > 0 { // d and dmin both special (NaN and NaN: whose payload wins)
						for k := 0; k < len(b); k += f.BlockBytes {
							binary.LittleEndian.PutUint16(b[k+offs[0]:], v^uint16(r.IntN(2))<<8)
						}
						add(fmt.Sprintf("all scales≈%#x", v), b)
					}
				}
			}
			var compared, bad int
			var first []string
			for _, s := range sets {
				n := len(s.data) / f.BlockBytes * f.BlockElems
				want := dequant(s.data, n)
				got := make([]float32, n)
				f.decode(got, s.data)
				compared += n
				for i := range got {
					if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
						bad++
						if len(first) < 4 {
							first = append(first, fmt.Sprintf("%s element %d: got %#08x (%g), ggml %#08x (%g)",
								s.name, i, math.Float32bits(got[i]), got[i], math.Float32bits(want[i]), want[i]))
						}
					}
				}
			}
			t.Logf("%s: %d elements in %d sets against ggml's dequantize_row_%s, %d differ", f.Name, compared, len(sets), l.Traits(int(id)).Name, bad)
			if bad > 0 {
				t.Errorf("%d of %d elements differ; first:\n  %s", bad, compared, joinLines(first))
			}
		})
	}
}

// kernelForm is one implementation of the decoders' kernels; kernelForms lists the assembly forms
// this build has (kquants_amd64_test.go), each checked against the Go forms.
type kernelForm struct {
	name   string
	scale  func(y *[kBlock]float32, q *unpacked, d *[16]float32, off int32)
	affine func(y *[kBlock]float32, q *unpacked, d, m *[16]float32)
	split  func(q *unpacked, qs *[128]byte)
	split5 func(q *unpacked, qs *[128]byte, qh *[32]byte)
}

var kernelForms []kernelForm

func TestKQuantKernelsMatchGo(t *testing.T) {
	if len(kernelForms) == 0 {
		t.Skip("no assembly forms in this build")
	}
	specials := []uint32{0, 0x80000000, 1, 0x807fffff, 0x3f800000, 0xbf000000, 0x7f7fffff, 0x7f800000,
		0xff800000, 0x7fc00000, 0xffc12345, 0x7fa00001, 0xff800001, 0x00400000, 0x4b000000}
	r := rand.New(rand.NewPCG(0x6b71, 99))
	factor := func() float32 {
		if r.IntN(3) == 0 {
			return math.Float32frombits(specials[r.IntN(len(specials))])
		}
		return float32(r.NormFloat64() * math.Pow(10, float64(r.IntN(20)-10)))
	}
	for _, k := range kernelForms {
		var mismatches int
		for round := range 2000 {
			var q unpacked
			var qs [128]byte
			var qh [32]byte
			var d, m [16]float32
			for i := range q {
				q[i] = byte(r.Uint32())
			}
			for i := range qs {
				qs[i] = byte(r.Uint32())
			}
			for i := range qh {
				qh[i] = byte(r.Uint32())
			}
			for g := range d {
				d[g], m[g] = factor(), factor()
			}
			off := int32(r.IntN(64)) - 16
			var want, got [kBlock]float32
			same := func(what string) {
				for i := range want {
					if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
						if mismatches++; mismatches <= 5 {
							t.Errorf("%s %s round %d element %d: got %#08x, Go %#08x", k.name, what, round, i,
								math.Float32bits(got[i]), math.Float32bits(want[i]))
						}
					}
				}
			}
			scaleBytes256Go(&want, &q, &d, off)
			k.scale(&got, &q, &d, off)
			same("scale")
			affineBytes256Go(&want, &q, &d, &m)
			k.affine(&got, &q, &d, &m)
			same("affine")
			var qa, qb unpacked
			splitNibblesGo(&qa, &qs)
			k.split(&qb, &qs)
			if qa != qb {
				mismatches++
				t.Errorf("%s splitNibbles round %d differs", k.name, round)
			}
			splitNibbles5Go(&qa, &qs, &qh)
			k.split5(&qb, &qs, &qh)
			if qa != qb {
				mismatches++
				t.Errorf("%s splitNibbles5 round %d differs", k.name, round)
			}
		}
		t.Logf("%s: 2000 rounds of each kernel against the Go forms, %d mismatches", k.name, mismatches)
	}
}

func joinLines(s []string) string {
	var b bytes.Buffer
	for i, l := range s {
		if i > 0 {
			b.WriteString("\n  ")
		}
		b.WriteString(l)
	}
	return b.String()
}
