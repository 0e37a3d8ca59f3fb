//go:build amd64

package core

// q8AffineForm reports whether a product of t with 8-bit activations computes MLX's affine form
// s·Σq·x̂ + b·Σx̂ (gemv_q8mlx_amd64.go) at the current kernel level.
func q8AffineForm(t *Tensor) bool {
	if f := registry[MLX_AFFINE]; f == nil || f.gemvQ8Rows == nil || t.Format != f {
		return false
	}
	k, _ := mlxQ8KernelFor(t)
	return k != mlxQ8None
}

func hasVNNIKernels() bool { return hasVNNI && simdBest >= simdAVX512 }
