//go:build arm64

package core

// q8AffineForm reports whether t's 8-bit-activation products compute MLX's affine form (the SDOT
// kernels of MLX affine 4- and 8-bit, gemv_q8_arm64.go).
func q8AffineForm(t *Tensor) bool {
	return t.Format.gemvQ8Rows != nil && t.Format.ID == MLX_AFFINE && mlxQ8Fits(t)
}

// hasVNNIKernels: the mxfp4/nvfp4, AWQ and GPTQ integer kernels are amd64's only.
func hasVNNIKernels() bool { return false }

func hasAffineQ8Kernels() bool { return hasDotProd }

func takesFP4Q8(*Tensor) bool { return false }
