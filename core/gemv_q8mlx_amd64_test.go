//go:build amd64

package core

// q8AffineForm reports whether a product of t with 8-bit activations computes with unrounded
// weights, MLX's affine form s·Σq·x̂ + b·Σx̂ (gemv_q8mlx_amd64.go) or GPTQ's s·(Σq·x̂ − z·Σx̂)
// (gemv_q8gptq_amd64.go), at the current kernel level.
func q8AffineForm(t *Tensor) bool {
	if t.Format.gemvQ8Rows == nil {
		return false
	}
	switch t.Format.ID {
	case MLX_AFFINE, AWQ_GEMV, CT_PACK_QUANTIZED:
		_, ok := nibQ8LayoutOf(t)
		return ok
	case GPTQ:
		return gptqQ8Fits(t)
	case AWQ_GEMM:
		return awqQ8Fits(t)
	}
	return false
}

func hasVNNIKernels() bool { return hasVNNI && simdBest >= simdAVX512 }

// takesFP4Q8 reports whether the mxfp4/nvfp4 integer kernels take w at the current level.
func takesFP4Q8(w *Tensor) bool {
	var l fp4Q8Layout
	return fp4Q8LayoutFor(w, &l)
}

// hasAffineQ8Kernels reports whether MLX affine products with 8-bit activations can take an
// affine-form kernel on this CPU.
func hasAffineQ8Kernels() bool { return hasVNNIKernels() }

// hasGPTQQ8Kernels reports whether GPTQ 4-bit products with 8-bit activations can take an
// affine-form kernel on this CPU.
func hasGPTQQ8Kernels() bool { return hasVNNIKernels() }
