//go:build amd64

package core

// The AVX-512 helpers of the part-based row decoders (parts_nib4_amd64.s): a group's table of its
// 16 values computed in the lanes, bit-exact with mlxAffineLUT / fillLUT (TestNib4Helpers), and
// the expansion of 4-bit codes through it: a nibble stream (nib4Expand; whole rows of MLX affine
// 4/8-bit, mxfp4, nvfp4 and mxfp8, AWQ GEMV and compressed-tensors in one call each:
// mlxAffineRow, fp4Row, mxfp8Row, zeroLUTRow), GPTQ's words along the input for a block of rows
// (lutZeroBlock, gptqExpandBlock), AWQ GEMM's eight output rows of a word column (awqExpand); and
// MLX affine 8-bit's values computed in the lanes (affine8Group, bit-exact with
// mlxAffineValues8). The decoders (decodeMLXAffine, decodeMLXFP, decodeGPTQ, decodeAWQGEMM,
// decodeAWQGEMV, decodeCT) take them for groups of a multiple of 32 (AWQ GEMM and 8-bit: 16)
// elements when partsSIMD says so; the whole-row and block entry points (mlxAffineRow, fp4Row,
// mxfp8Row, zeroLUTRow, gptqBlock, awqBlock) also at the AVX2 level, with the AVX2 decoders of
// parts_rows_avx2_amd64.go (rowsSIMD). All are tested bit for bit against the reference decoders
// at every level (parts_decode_test.go).

//go:noescape
func nib4LUTAffine(lut *[16]float32, s, b float32, dtype int)

//go:noescape
func nib4LUTZero(lut *[16]float32, z int32, s float32, dtype int)

//go:noescape
func nib4Expand(dst *float32, src *byte, n int, lut *[16]float32)

//go:noescape
func awqExpand(dst *float32, k int, src *byte, stride int, luts *[8][16]float32, n int)

//go:noescape
func mlxA4DecodeRow(dst *float32, src *byte, sc, bi *byte, ngroups, gchunks, dtype int, fp16 *float32)

//go:noescape
func mlxA8DecodeRow(dst *float32, src *byte, sc, bi *byte, ngroups, gsteps, dtype int, fp16 *float32)

// mlxAffineRows reports whether decodeMLXAffine decodes whole rows with mlxAffineRow.
func mlxAffineRows(bits, g int) bool {
	return rowsSIMD() && (bits == 4 && g%32 == 0 || bits == 8 && g%16 == 0)
}

// zeroLUTRows reports whether decodeAWQGEMV and decodeCT decode 4-bit rows with zeroLUTRow.
func zeroLUTRows() bool { return rowsSIMD() }

// fp4Rows reports whether decodeMLXFP decodes mxfp4 and nvfp4 rows with fp4Row.
func fp4Rows() bool { return rowsSIMD() }

// mlxAffineRow decodes one MLX affine row of 4-bit codes in groups of g (a multiple of 32:
// mlxA4DecodeRow) or 8-bit ones (g a multiple of 16: mlxA8DecodeRow); f16 scales through
// fp16Table. The AVX2 level takes the …AVX2 decoders (parts_rows_avx2_amd64.go).
func mlxAffineRow(dst []float32, src, sc, bi []byte, bits, g, ngroups, dtype int) {
	avx512 := simdLevel >= simdAVX512
	switch {
	case bits == 8 && avx512:
		mlxA8DecodeRow(&dst[0], &src[0], &sc[0], &bi[0], ngroups, g/16, dtype, &fp16Table[0])
	case bits == 8:
		mlxA8DecodeRowAVX2(&dst[0], &src[0], &sc[0], &bi[0], ngroups, g/16, dtype, &fp16Table[0])
	case avx512:
		mlxA4DecodeRow(&dst[0], &src[0], &sc[0], &bi[0], ngroups, g/32, dtype, &fp16Table[0])
	default:
		mlxA4DecodeRowAVX2(&dst[0], &src[0], &sc[0], &bi[0], ngroups, g/32, dtype, &fp16Table[0])
	}
}

//go:noescape
func fp4DecodeRow(dst *float32, src *byte, sc *byte, ngroups int, levels *[16]float32, tab *[256]float32)

//go:noescape
func fp4DecodeRow16(dst *float32, src *byte, sc *byte, npairs int, levels *[16]float32, tab *[256]float32)

// fp4Row decodes one row of 4-bit codes with a scale code per group, levels·tab[code]: groups of
// 32 (MLX mxfp4: fp4DecodeRow) or of 16 (nvfp4, an even number of them: fp4DecodeRow16).
func fp4Row(dst []float32, src, sc []byte, g, ngroups int, levels *[16]float32, tab *[256]float32) {
	avx512 := simdLevel >= simdAVX512
	switch {
	case g == 16 && avx512:
		fp4DecodeRow16(&dst[0], &src[0], &sc[0], ngroups/2, levels, tab)
	case g == 16:
		fp4DecodeRow16AVX2(&dst[0], &src[0], &sc[0], ngroups/2, levels, tab)
	case avx512:
		fp4DecodeRow(&dst[0], &src[0], &sc[0], ngroups, levels, tab)
	default:
		fp4DecodeRowAVX2(&dst[0], &src[0], &sc[0], ngroups, levels, tab)
	}
}

// mxfp8Rows reports whether decodeMLXFP decodes mxfp8 rows of groups of 32 with mxfp8Row.
func mxfp8Rows() bool { return rowsSIMD() }

// mxfp8Row decodes one MLX mxfp8 row (groups of 32 E4M3 codes: mxfp8DecodeRow, gemv_amd64.s).
func mxfp8Row(dst []float32, src, sc []byte, ngroups int, tab *[256]float32) {
	if simdLevel >= simdAVX512 {
		mxfp8DecodeRow(&dst[0], &src[0], &sc[0], ngroups, tab)
		return
	}
	mxfp8DecodeRowAVX2(&dst[0], &src[0], &sc[0], ngroups, tab)
}

//go:noescape
func zeroLUTDecodeRow(dst *float32, src *byte, zs *int32, ss *float32, ngroups, gchunks, dtype int)

// zeroLUTRow decodes len(zs) groups of g (a multiple of 32) 4-bit codes of a nibble stream with
// zero points zs and scales ss (zeroLUTDecodeRow: AWQ GEMV, compressed-tensors).
func zeroLUTRow(dst []float32, src []byte, zs []int32, ss []float32, g, dtype int) {
	if simdLevel >= simdAVX512 {
		zeroLUTDecodeRow(&dst[0], &src[0], &zs[0], &ss[0], len(zs), g/32, dtype)
		return
	}
	zeroLUTDecodeRowAVX2(&dst[0], &src[0], &zs[0], &ss[0], len(zs), g/32, dtype)
}

//go:noescape
func gptqExpandBlock(dst *float32, k int, words *byte, stride int, nrows, npairs int, luts *[16][16]float32)

//go:noescape
func lutZeroBlock(luts *[16][16]float32, zs *[16]int32, ss *[16]float32, nrows, dtype int)

//go:noescape
func affine8Group(dst *float32, src *byte, n int, s, b float32, dtype int)

// partsSIMD reports whether the helpers run here (AVX-512, and the SIMD level not lowered).
func partsSIMD() bool {
	installKernelsOnce.Do(chooseKernels)
	return simdLevel >= simdAVX512
}
