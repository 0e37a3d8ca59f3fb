//go:build !amd64

package core

// Without the amd64 helpers the 4-bit part-based decoders run their Go loops (arm64 decodes MLX
// affine, mxfp4, nvfp4, AWQ GEMV and compressed-tensors rows with its NEON kernels: mlxAffineRow,
// fp4Row, zeroLUTRow, gemv_parts_arm64.go).

func partsSIMD() bool { return false }

func nib4LUTAffine(lut *[16]float32, s, b float32, dtype int)     { panic("unreachable") }
func nib4LUTZero(lut *[16]float32, z int32, s float32, dtype int) { panic("unreachable") }
func nib4Expand(dst *float32, src *byte, n int, lut *[16]float32) { panic("unreachable") }
func gptqBlock(dst *float32, k int, words *byte, stride, nrows, npairs int, luts *[16][16]float32, zs *[16]int32, ss *[16]float32, dtype int) {
	panic("unreachable")
}
func affine8Group(dst *float32, src *byte, n int, s, b float32, dtype int) {
	panic("unreachable")
}
func awqExpand(dst *float32, k int, src *byte, stride int, luts *[8][16]float32, n int) {
	panic("unreachable")
}

func gptqBlockRows() bool { return false }

func awqBlock(dst *float32, k int, src *byte, stride int, luts *[16][16]float32, zs *[16]int32, ss *[16]float32, g, dtype int) {
	panic("unreachable")
}

func awqBlockRows(g int64) bool { return false }
