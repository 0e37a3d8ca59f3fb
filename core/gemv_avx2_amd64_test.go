package core

import "testing"

// TestAVX2KernelsInstalled checks that the AVX2 level gives every GGUF weight format a float32
// GEMV kernel and a SIMD row decoder (GEMM, GetRows, dequantization), and every part-based
// format its GEMV kernels: a format left on the generic path ran 5–20× slower there than ggml's
// haswell build (docs/PERFORMANCE.md, "Fifteenth session").
func TestAVX2KernelsInstalled(t *testing.T) {
	if simdBest < simdAVX2 {
		t.Skip("this CPU lacks AVX2, FMA or F16C: the AVX2 kernels checked here are not installed")
	}
	defer setSIMDLevel(setSIMDLevel(simdBest))
	setSIMDLevel(simdAVX2)
	for _, id := range []FormatID{F32, F16, BF16, I8, U8, F8_E4M3, F8_E5M2,
		Q4_0, Q4_1, Q5_0, Q5_1, Q8_0, Q2_K, Q3_K, Q4_K, Q5_K, Q6_K, IQ4_NL, IQ4_XS, MXFP4, NVFP4,
		IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M, TQ1_0, TQ2_0, Q1_0, Q2_0} {
		f := registry[id]
		if !installed[id] || f.gemvRows == nil {
			t.Errorf("%s: no AVX2 float32 GEMV kernel installed", f.Name)
		}
		if fastDecoders[id] == nil {
			t.Errorf("%s: no AVX2 row decoder installed", f.Name)
		}
	}
	for _, id := range []FormatID{MLX_AFFINE, MLX_MXFP4, MLX_NVFP4, MLX_MXFP8, GPTQ, AWQ_GEMM, AWQ_GEMV, CT_PACK_QUANTIZED} {
		if f := registry[id]; f.gemvRows == nil {
			t.Errorf("%s: no AVX2 GEMV kernel installed", f.Name)
		}
	}
}

// TestAVX2GEMMQ8Installed checks that the AVX2 level gives the formats with an 8-bit GEMM
// kernel (gemm_q8_avx2_amd64.go) that kernel: without it their GEMM of eight vectors ran the
// GEMV once per vector, 0.77–0.92× ggml's haswell build for Q6_K, IQ4_XS, IQ4_NL, Q3_K, Q5_0
// (docs/PERFORMANCE.md, "Twenty-fifth session").
func TestAVX2GEMMQ8Installed(t *testing.T) {
	if simdBest < simdAVX2 {
		t.Skip("this CPU lacks AVX2, FMA or F16C: the AVX2 kernels checked here are not installed")
	}
	defer setSIMDLevel(setSIMDLevel(simdBest))
	for _, level := range []int{simdAVX2, simdAVXVNNI} {
		setSIMDLevel(level)
		for _, id := range []FormatID{Q4_0, Q4_1, Q5_0, Q5_1, Q8_0, IQ4_NL, MXFP4, Q2_K, Q3_K, Q4_K, Q5_K, Q6_K, IQ4_XS, TQ2_0, TQ1_0, Q1_0, NVFP4} {
			f := registry[id]
			if f.gemmQ8Rows == nil || f.q8Prep == nil {
				t.Errorf("%s %s: no AVX2 8-bit GEMM kernel installed", simdNames[level], f.Name)
			}
			if f.gemmPerVector[1] >= maxBatch {
				t.Errorf("%s %s: the 8-bit GEMM of %d vectors runs the GEMV per vector (gemmPerVector %v)", simdNames[level], f.Name, maxBatch, f.gemmPerVector)
			}
		}
	}
}
