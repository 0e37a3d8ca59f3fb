//go:build !amd64 && !arm64

package core

// q8AffineForm: only amd64 and arm64 have kernels that compute MLX's affine form with 8-bit activations.
func q8AffineForm(t *Tensor) bool { return false }

func hasVNNIKernels() bool { return false }

func takesFP4Q8(*Tensor) bool { return false }

func hasAffineQ8Kernels() bool { return false }

func hasGPTQQ8Kernels() bool { return false }
