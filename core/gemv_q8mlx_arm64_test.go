//go:build arm64

package core

// q8AffineForm reports whether t's 8-bit-activation products compute the affine form (the SDOT
// kernels of MLX affine, AWQ GEMV and compressed-tensors 4-bit and GPTQ 4-bit, gemv_q8_arm64.go),
// at the current level.
func q8AffineForm(t *Tensor) bool {
	if t.Format.gemvQ8Rows == nil {
		return false
	}
	switch t.Format.ID {
	case MLX_AFFINE, AWQ_GEMV, CT_PACK_QUANTIZED:
		return affineQ8Fits(t)
	case GPTQ:
		return gptqQ8Fits(t)
	}
	return false
}

// hasVNNIKernels: the mxfp4/nvfp4 and AWQ integer kernels are amd64's only.
func hasVNNIKernels() bool { return false }

func hasAffineQ8Kernels() bool { return hasDotProd }

func takesFP4Q8(*Tensor) bool { return false }

func hasGPTQQ8Kernels() bool { return hasDotProd }
