//go:build arm64

package core

import (
	"fmt"
	"math"
	"math/rand"
	"testing"
	"unsafe"
)

// TestNEONKernelsInstalled checks that the NEON level installs its kernels and decoders (so that
// the level loops of TestGEMVMatchesFloat64 and TestSIMDDecodersBitExact do run them) and that
// the pure-Go level removes them again.
func TestNEONKernelsInstalled(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	ids := []FormatID{F32, F16, BF16, Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL, MXFP4, Q2_K, Q3_K, Q4_K, Q5_K, Q6_K, IQ4_XS,
		TQ1_0, TQ2_0, Q2_0, NVFP4, I8, U8, F8_E5M2, F8_E4M3}
	goDecoded := []FormatID{Q1_0, IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M} // GEMV kernels, Go decoders
	setSIMDLevel(simdNEON)
	if simdLevel != simdNEON {
		t.Fatalf("simdLevel %d after setSIMDLevel(simdNEON)", simdLevel)
	}
	for _, id := range ids {
		f := registry[id]
		if f.gemvRows == nil || f.gemmRows == nil || fastDecoders[id] == nil {
			t.Errorf("%s: no NEON kernel or decoder installed", f.Name)
		}
	}
	for _, id := range goDecoded {
		if f := registry[id]; f.gemvRows == nil || f.gemmRows == nil {
			t.Errorf("%s: no NEON kernel installed", f.Name)
		}
	}
	if hasDotProd {
		for _, id := range append(goDecoded, TQ1_0, TQ2_0, Q2_0, NVFP4) {
			if registry[id].gemvQ8Rows == nil {
				t.Errorf("%s: no SDOT kernel installed", registry[id].Name)
			}
		}
		gemm := []FormatID{IQ4_NL, MXFP4, Q4_1, Q5_0, Q5_1} // SDOT GEMM (I8MM: Q8_0, Q4_0, Q4_K–Q6_K too)
		if hasI8MM {
			gemm = append(gemm, Q8_0, Q4_0, Q4_K, Q5_K, Q6_K)
		}
		for _, id := range gemm {
			if registry[id].gemmQ8Rows == nil {
				t.Errorf("%s: no 8-bit GEMM kernel installed", registry[id].Name)
			}
		}
	}
	ids = append(ids, goDecoded...)
	parts := []FormatID{MLX_AFFINE, MLX_MXFP4, MLX_NVFP4, MLX_MXFP8, GPTQ, AWQ_GEMM, AWQ_GEMV, CT_PACK_QUANTIZED} // GEMV kernels; rows decoded by decodeRows
	for _, id := range parts {
		if registry[id].gemvRows == nil {
			t.Errorf("%s: no NEON GEMV kernel installed", registry[id].Name)
		}
	}
	ids = append(ids, parts...)
	setSIMDLevel(simdNone)
	for _, id := range ids {
		if f := registry[id]; f.gemvRows != nil || fastDecoders[id] != nil {
			t.Errorf("%s: kernel still installed at simdNone", f.Name)
		}
	}
}

// TestNEONDotProducts checks dotF32 and dotN (NEON body plus Go tail) against float64 on lengths
// around the kernels' 16-column steps.
func TestNEONDotProducts(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	setSIMDLevel(simdNEON)
	rng := rand.New(rand.NewSource(21))
	for _, k := range []int{1, 15, 16, 17, 31, 32, 48, 100, 256, 512, 1000} {
		w, x := randVec(rng, k), randVec(rng, maxBatch*k)
		check := func(what string, got float32, xv []float32) {
			var dot, mag float64
			for i := range w {
				dot += float64(w[i]) * float64(xv[i])
				mag += math.Abs(float64(w[i]) * float64(xv[i]))
			}
			if e := math.Abs(float64(got)-dot) / mag; !(e <= gemvTol) {
				t.Errorf("%s k=%d: %v, float64 %v: relative error %.3g", what, k, got, dot, e)
			}
		}
		check("dotF32", dotF32(w, x[:k]), x[:k])
		for n := 2; n <= maxBatch; n++ {
			xi := interleaveX(x[:n*k], n, k, nil)
			var out [maxBatch]float32
			dotN(w, xi, n, &out)
			for v := 0; v < n; v++ {
				check("dotN", out[v], x[v*k:(v+1)*k])
			}
		}
	}
}

// TestNEONHalfDecodersAllCodes runs every fp16 and bf16 code (NaN payloads, subnormals, ±0, ±Inf)
// through the NEON decoders, bit for bit against FP16ToFP32 and BF16ToFP32.
func TestNEONHalfDecodersAllCodes(t *testing.T) {
	src := make([]uint16, 1<<16)
	for i := range src {
		src[i] = uint16(i)
	}
	dst := make([]float32, len(src))
	b := (*byte)(unsafe.Pointer(&src[0]))
	decodeF16NEON(&dst[0], b, len(src))
	for i, v := range dst {
		if want := FP16ToFP32(uint16(i)); math.Float32bits(v) != math.Float32bits(want) {
			t.Fatalf("fp16 %#04x: NEON %#08x, FP16ToFP32 %#08x", i, math.Float32bits(v), math.Float32bits(want))
		}
	}
	decodeBF16NEON(&dst[0], b, len(src))
	for i, v := range dst {
		if want := BF16ToFP32(uint16(i)); math.Float32bits(v) != math.Float32bits(want) {
			t.Fatalf("bf16 %#04x: NEON %#08x, BF16ToFP32 %#08x", i, math.Float32bits(v), math.Float32bits(want))
		}
	}
}

// neonBenchParts returns the part-based matrices of the NEON benchmarks (rows×cols): every NEON
// kernel of gemv_parts_arm64.s and the SDOT kernels of gemv_q8_arm64.s.
func neonBenchParts(b *testing.B, rows, cols int, rng *rand.Rand) map[string]*Tensor {
	src := randVec(rng, rows*cols)
	mats := map[string]*Tensor{
		"GPTQ4_g128_f16":   gptqTestMatrix(b, rows, cols, 4, 128, false, F16, false, rng),
		"GPTQ8_g128_f16":   gptqTestMatrix(b, rows, cols, 8, 128, false, F16, false, rng),
		"AWQGEMM_g128_f16": awqCTTestMatrix(b, AWQ_GEMM, rows, cols, 128, true, F16, false, rng),
		"AWQGEMV_g128_f16": awqCTTestMatrix(b, AWQ_GEMV, rows, cols, 128, true, F16, false, rng),
		"CT4_g128_bf16":    awqCTTestMatrix(b, CT_PACK_QUANTIZED, rows, cols, 128, false, BF16, false, rng),
	}
	for _, id := range []FormatID{MLX_MXFP4, MLX_NVFP4} {
		g, bits := MLXDefaults(registry[id])
		w, err := QuantizeParts(registry[id], QuantParams{Bits: bits, GroupSize: g, Float: BF16}, "w", []int64{int64(rows), int64(cols)}, src)
		if err != nil {
			b.Fatal(err)
		}
		mats[registry[id].Name] = w
	}
	for _, bits := range []int{3, 4, 6, 8} {
		for _, dt := range []FormatID{F16, BF16} {
			w, err := QuantizeParts(registry[MLX_AFFINE], QuantParams{Bits: bits, GroupSize: 64, Float: dt}, "w", []int64{int64(rows), int64(cols)}, src)
			if err != nil {
				b.Fatal(err)
			}
			mats[fmt.Sprintf("MLX%d_g64_%s", bits, registry[dt].Name)] = w
		}
	}
	return mats
}

// BenchmarkNEONParts times the part-based formats' GEMV (every NEON kernel of
// gemv_parts_arm64.s) at the NEON and the generic level, one thread, 256×4096 (L2-resident: the
// kernels' compute rate). Under qemu the ratio only reflects
// the instructions executed; speed needs an arm64 machine.
func BenchmarkNEONParts(b *testing.B) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	defer SetThreads(Threads())
	SetThreads(1)
	const rows, cols = 256, 4096
	rng := rand.New(rand.NewSource(9))
	mats := neonBenchParts(b, rows, cols, rng)
	x, y := randVec(rng, cols), make([]float32, rows)
	for name, w := range mats {
		for _, level := range []int{simdNEON, simdNone} {
			b.Run(fmt.Sprintf("%s/%s", name, simdNames[level]), func(b *testing.B) {
				setSIMDLevel(level)
				b.SetBytes(weightBytes(w))
				for b.Loop() {
					if err := GEMV(w, x, y); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkNEONQ8 times the GEMV of every format with an SDOT kernel (gemv_q8_arm64.s) in both
// activation modes at the NEON level, one thread, 256×4096 (L2-resident): the q8 rows are the
// SDOT kernels (with the activations' rounding), the f32 rows the float32 kernels they replace in
// that mode. Speed needs an arm64 machine with the dot product.
func BenchmarkNEONQ8(b *testing.B) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	defer SetThreads(Threads())
	SetThreads(1)
	const rows, cols = 256, 4096
	rng := rand.New(rand.NewSource(10))
	mats := neonBenchParts(b, rows, cols, rng)
	for _, id := range []FormatID{Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL, MXFP4, Q2_K, Q3_K, Q4_K, Q5_K, Q6_K, IQ4_XS, TQ2_0,
		IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M, TQ1_0, Q2_0, Q1_0, NVFP4} {
		mats[registry[id].Name] = testMatrix(b, registry[id], rows, cols, rng)
	}
	x, y := randVec(rng, cols), make([]float32, rows)
	for name, w := range mats {
		if w.Format.gemvQ8Rows == nil {
			continue
		}
		for _, a := range []Activations{ActivationsQ8, ActivationsF32} {
			b.Run(fmt.Sprintf("%s/%s", name, a), func(b *testing.B) {
				b.SetBytes(weightBytes(w))
				for b.Loop() {
					if err := GEMVWith(w, x, y, MatVecOptions{Activations: a}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkNEONFormats times the float32 GEMV of every block and one-byte format with a NEON
// kernel (F32, F16, BF16, the GGUF block formats, the grid, small and one-byte formats) at the
// NEON and the generic level (the Go decoder and dotF32), one thread, 256×4096 (L2-resident: the
// kernels' compute rate). Speed needs an arm64 machine; under qemu the ratio reflects emulation.
func BenchmarkNEONFormats(b *testing.B) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	defer SetThreads(Threads())
	SetThreads(1)
	const rows, cols = 256, 4096
	rng := rand.New(rand.NewSource(12))
	x, y := randVec(rng, cols), make([]float32, rows)
	setSIMDLevel(simdNEON)
	var fs []*Format
	for _, f := range Formats() {
		if !f.IsParts() && f.gemvRows != nil && cols%max(1, f.BlockElems) == 0 {
			fs = append(fs, f)
		}
	}
	for _, f := range fs {
		w := testMatrix(b, f, rows, cols, rng)
		for _, level := range []int{simdNEON, simdNone} {
			b.Run(fmt.Sprintf("%s/%s", f.Name, simdNames[level]), func(b *testing.B) {
				setSIMDLevel(level)
				b.SetBytes(weightBytes(w))
				for b.Loop() {
					if err := GEMV(w, x, y); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkNEONGEMMQ8 times the 8-bit-activation GEMM of n = 2, 4 and 8 vectors, one thread,
// 256×4096 (L2-resident), for the formats with a GEMM kernel on arm64 (q8BlockGEMM, and with I8MM
// q8MMGEMM and the K-quants' kQuantMM; without I8MM those run their GEMV once per vector): the per-vector
// cost against BenchmarkNEONQ8's GEMV rows. Speed needs an arm64 machine (the SMMLA rows one with the int8 matrix multiply).
func BenchmarkNEONGEMMQ8(b *testing.B) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	defer SetThreads(Threads())
	SetThreads(1)
	const rows, cols = 256, 4096
	rng := rand.New(rand.NewSource(16))
	q8 := MatVecOptions{Activations: ActivationsQ8}
	for _, id := range []FormatID{Q8_0, Q4_0, IQ4_NL, MXFP4, Q4_1, Q5_0, Q5_1, Q4_K, Q5_K, Q6_K} {
		w := testMatrix(b, registry[id], rows, cols, rng)
		for _, n := range []int{2, 4, 8} {
			x, y := randVec(rng, n*cols), make([]float32, n*rows)
			b.Run(fmt.Sprintf("%s/n=%d", w.Format.Name, n), func(b *testing.B) {
				b.SetBytes(weightBytes(w))
				for b.Loop() {
					if err := GEMMWith(w, x, n, y, q8); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
