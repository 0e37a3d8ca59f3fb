//go:build !amd64 && !arm64

package core

// Portable kernels: every format runs the generic fused kernel of gemv.go on these dot products.

func dotF32(a, b []float32) float32 { return dotF32Go(a, b[:len(a)]) }

func dotN(w, xi []float32, n int, out *[maxBatch]float32) { dotNGo(w, xi, n, out) }

func installKernels() {}

func streamRead(p []byte) uint64 { return streamReadGo(p) }

// MLX affine, mxfp4, nvfp4, AWQ GEMV and compressed-tensors rows decode group by group in Go here.
func mlxAffineRows(bits, g int) bool { return false }

func mlxAffineRow(dst []float32, src, sc, bi []byte, bits, g, ngroups, dtype int) {
	panic("unreachable")
}

func fp4Rows() bool { return false }

func mxfp8Rows() bool { return false }

func mxfp8Row(dst []float32, src, sc []byte, ngroups int, tab *[256]float32) { panic("unreachable") }

func zeroLUTRows() bool { return false }

func zeroLUTRow(dst []float32, src []byte, zs []int32, ss []float32, g, dtype int) {
	panic("unreachable")
}

func fp4Row(dst []float32, src, sc []byte, g, ngroups int, levels *[16]float32, tab *[256]float32) {
	panic("unreachable")
}

// SIMD levels: only the portable kernels here.
const simdNone = 0

var simdBest, simdLevel = simdNone, simdNone

// simdNames are the levels' names (SIMDLevels), indexed by level.
var simdNames = [...]string{"generic"}

func setSIMDLevel(l int) int { return simdLevel }

func setPF(rows int) {}

func setPFPlain(b int) {}

func rowDecoder(f *Format) func(dst []float32, src []byte) { return nil }

func quantizeQ8Act(x []float32, a *q8Act) (bad bool) { return quantizeQ8ActGo(x, a) }
