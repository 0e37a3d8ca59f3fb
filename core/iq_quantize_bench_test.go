package core_test

import (
	"math/rand/v2"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

// Single-threaded IQ quantization of a 256×4096 matrix (the lattice searches are slow, in ggml
// too): lowbit (BenchmarkQuantize) next to ggml_quantize_chunk on the same floats
// (BenchmarkGGMLQuantize, when the oracle library is installed), so one run compares them:
//
//	go test ./core -run '^$' -bench 'Quantize/IQ' -benchtime 3x
//
// Variants: "ref" quantizes without an importance matrix (only the formats ggml allows that for),
// "imatrix" with one. The lattices are built before timing on both sides. Throughput (b.SetBytes)
// counts the float32 input, so MB/s ÷ 4 is millions of elements per second. The K-quants' benchmarks
// of the same names live in package core; both run under one -bench pattern.

const iqqBenchRows, iqqBenchCols = 256, 4096

var iqqBenchFormats = []core.FormatID{
	core.IQ2_XXS, core.IQ2_XS, core.IQ2_S, core.IQ3_XXS, core.IQ3_S, core.IQ1_S, core.IQ1_M,
}

// iqqBenchFloats is the matrix (normal values) and a random positive importance matrix.
func iqqBenchFloats() (x, imatrix []float32) {
	r := rand.New(rand.NewPCG(5, 6))
	x = make([]float32, iqqBenchRows*iqqBenchCols)
	for i := range x {
		x[i] = float32(r.NormFloat64())
	}
	imatrix = make([]float32, iqqBenchCols)
	for i := range imatrix {
		imatrix[i] = float32(r.Float64()*2 + 0.01)
	}
	return x, imatrix
}

func iqqVariants(f *core.Format, imatrix []float32) map[string][]float32 {
	v := map[string][]float32{"imatrix": imatrix}
	if !f.CanQuantizeWeighted() || f.Has(core.FlagNeedsImatrix) && f.ID != core.IQ1_M {
		// ggml requires an imatrix for IQ2_XXS, IQ2_XS and IQ1_S; IQ1_M is flagged because
		// llama.cpp requires one, but ggml_quantize_chunk quantizes it without.
		return v
	}
	v["ref"] = nil
	return v
}

func BenchmarkQuantize(b *testing.B) {
	defer core.SetThreads(core.Threads())
	core.SetThreads(1)
	x, imatrix := iqqBenchFloats()
	for _, id := range iqqBenchFormats {
		f, err := core.Lookup(id)
		if err != nil {
			b.Fatal(err)
		}
		rowBytes, _ := f.RowBytes(iqqBenchCols)
		dst := make([]byte, iqqBenchRows*rowBytes)
		b.Run(f.Name, func(b *testing.B) {
			for _, name := range []string{"ref", "imatrix"} {
				im, ok := iqqVariants(f, imatrix)[name]
				if !ok {
					continue
				}
				b.Run(name, func(b *testing.B) {
					// Build the lattice first, as the ggml side's warm-up call does.
					if err := core.Quantize(f, x[:iqqBenchCols], 1, iqqBenchCols, im, dst); err != nil {
						b.Fatal(err)
					}
					b.SetBytes(int64(len(x)) * 4)
					for b.Loop() {
						if err := core.Quantize(f, x, iqqBenchRows, iqqBenchCols, im, dst); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		})
	}
}

func BenchmarkGGMLQuantize(b *testing.B) {
	l := ggmlref.Require(b)
	x, imatrix := iqqBenchFloats()
	for _, id := range iqqBenchFormats {
		f, err := core.Lookup(id)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(f.Name, func(b *testing.B) {
			for _, name := range []string{"ref", "imatrix"} {
				im, ok := iqqVariants(f, imatrix)[name]
				if !ok {
					continue
				}
				b.Run(name, func(b *testing.B) {
					// ggml_quantize_init builds the lattice on the first call.
					if _, err := l.QuantizeChunk(int(id), x[:iqqBenchCols], 1, iqqBenchCols, im); err != nil {
						b.Fatal(err)
					}
					b.SetBytes(int64(len(x)) * 4)
					for b.Loop() {
						if _, err := l.QuantizeChunk(int(id), x, iqqBenchRows, iqqBenchCols, im); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		})
	}
}
