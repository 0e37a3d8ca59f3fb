//go:build amd64

package core

// gemvMLXAffine is MLX affine's gemvRows: the kernels of gemv_parts_amd64.go (2, 3, 4, 5, 6 and
// 8 bits, every scale dtype, groups of a multiple of 32 dividing kernelSpan), the generic kernel
// for other MLX affine tensors. GEMM runs it once per vector (gemmViaGEMV, gemv_parts_amd64.go).
func gemvMLXAffine(t *Tensor, row0 int64, x, y []float32) {
	if kp := mlxAffineKernelFor(t); kp != nil {
		gemvMLXAffineParts(kp, t, row0, x, y)
		return
	}
	genericGEMV(t, row0, x, y)
}
