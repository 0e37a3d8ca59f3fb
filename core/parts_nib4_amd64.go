//go:build amd64

package core

// The AVX-512 helpers of the 4-bit part-based row decoders (parts_nib4_amd64.s): a group's table
// of its 16 values, bit-exact with mlxAffineLUT / fillLUT (tested against them), and the
// expansion of its nibbles through the table; for MLX affine 8-bit, a group's values computed in
// the lanes (affine8Group, bit-exact with mlxAffineValues8). decodeMLXAffine, decodeAWQGEMV and
// decodeCT take them for groups of a multiple of 32 (8-bit: 16) elements when nib4SIMD says so.

//go:noescape
func nib4LUTAffine(lut *[16]float32, s, b float32, dtype int)

//go:noescape
func nib4LUTZero(lut *[16]float32, z int32, s float32, dtype int)

//go:noescape
func nib4Expand(dst *float32, src *byte, n int, lut *[16]float32)

//go:noescape
func nib4ExpandStrided(dst *float32, src *byte, stride int, n int, lut *[16]float32)

//go:noescape
func awqExpand(dst *float32, k int, src *byte, stride int, luts *[8][16]float32, n int)

//go:noescape
func affine8Group(dst *float32, src *byte, n int, s, b float32, dtype int)

// nib4SIMD reports whether the helpers run here (AVX-512, and the SIMD level not lowered).
func nib4SIMD() bool {
	installKernelsOnce.Do(installKernels)
	return simdLevel >= simdAVX512
}
