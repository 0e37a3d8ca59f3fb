//go:build arm64

package core

// Declarations of the NEON kernels of gemv_arm64.s.
//
// Contracts (as gemv_asm_amd64.go's). dot*: float32 dot products (n, k multiples of 16).
// gemv<Format>x4NEON: four dot products of rows[0..3] with x over nb units of the format (a
// block, or 32 elements of the plain types), out[r] = Σ rows[r]·x, accumulated in float32 lanes
// (≤ 128 terms a lane per neonSpan columns, see gemv_arm64.go). decode*: nb units (n elements for
// F16/BF16) to float32, bit-exact with the format's decode function (TestSIMDDecodersBitExact).
// fp16 points at fp16Table, levels at a format's 16 codes as int8.

//go:noescape
func dotF32NEON(a, b *float32, n int) float32

//go:noescape
func dotNNEON(w, xi *float32, n, k int, out *[maxBatch]float32)

//go:noescape
func gemvF32x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvF16x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvBF16x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvQ8_0x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32)

//go:noescape
func gemvNL4x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]int8, fp16 *float32)

//go:noescape
func gemvMXFP4x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]int8, fp16 *float32)

// Q4_1, Q5_0, Q5_1: 32-value blocks, the fifth bits from qh (gemv_arm64.s).

//go:noescape
func gemvQ4_1x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32)

//go:noescape
func gemvQ5_0x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32)

//go:noescape
func gemvQ5_1x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32)

//go:noescape
func decodeQ4_1NEON(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeQ5_0NEON(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeQ5_1NEON(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeF16NEON(dst *float32, src *byte, n int)

//go:noescape
func decodeBF16NEON(dst *float32, src *byte, n int)

//go:noescape
func decodeQ8_0NEON(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeNL4NEON(dst *float32, src *byte, nb int, levels *[16]int8, fp16 *float32)

// MXFP4: as the NL4 kernels with a one-byte scale code, looked up in the table passed as fp16
// (mxfp4Scales).
//
//go:noescape
func decodeMXFP4NEON(dst *float32, src *byte, nb int, levels *[16]int8, fp16 *float32)

// K-quants (Q2_K–Q6_K) and IQ4_XS: nb super-blocks of 256 elements; the GEMV kernels run the four rows one
// after the other with 4 accumulators (16 lanes), the weights decoded exactly as the Go decoders.

//go:noescape
func gemvQ4Kx4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32)

//go:noescape
func gemvQ5Kx4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32)

//go:noescape
func gemvQ6Kx4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32)

//go:noescape
func gemvIQ4XSx4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]int8, fp16 *float32)

//go:noescape
func gemvQ2Kx4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32)

//go:noescape
func gemvQ3Kx4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32)

//go:noescape
func decodeQ2KNEON(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeQ3KNEON(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeQ4KNEON(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeQ5KNEON(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeQ6KNEON(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeIQ4XSNEON(dst *float32, src *byte, nb int, levels *[16]int8, fp16 *float32)

// The grid formats' float32 kernels (IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M; four
// rows, nb super-blocks) read their grid and sign table as gridNEON lists them.

//go:noescape
func gemvIQ2XXSx4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)

//go:noescape
func gemvIQ2XSx4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)

//go:noescape
func gemvIQ2Sx4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)

//go:noescape
func gemvIQ3XXSx4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)

//go:noescape
func gemvIQ3Sx4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)

//go:noescape
func gemvIQ1Sx4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)

//go:noescape
func gemvIQ1Mx4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)

// The small block formats' float32 kernels and decoders (TQ1_0, TQ2_0, Q2_0, Q1_0, NVFP4; four
// rows, nb blocks; scales: NVFP4's ue4m3Half, nil for the others), as smallNEON lists them.

//go:noescape
func gemvTQ1_0x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, scales *float32)

//go:noescape
func gemvTQ2_0x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, scales *float32)

//go:noescape
func gemvQ2_0x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, scales *float32)

//go:noescape
func gemvQ1_0x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, scales *float32)

//go:noescape
func gemvNVFP4x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, scales *float32)

//go:noescape
func decodeTQ1_0NEON(dst *float32, src *byte, nb int, fp16 *float32, scales *float32)

//go:noescape
func decodeTQ2_0NEON(dst *float32, src *byte, nb int, fp16 *float32, scales *float32)

//go:noescape
func decodeQ2_0NEON(dst *float32, src *byte, nb int, fp16 *float32, scales *float32)

//go:noescape
func decodeNVFP4NEON(dst *float32, src *byte, nb int, fp16 *float32, scales *float32)

// The one-byte element formats' kernels and decoders (I8, U8, F8_E5M2, F8_E4M3; units of 32
// columns, decoders n a multiple of 32; byteNEON).

//go:noescape
func gemvI8x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvU8x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvF8E5M2x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvF8E4M3x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func decodeI8NEON(dst *float32, src *byte, n int)

//go:noescape
func decodeU8NEON(dst *float32, src *byte, n int)

//go:noescape
func decodeF8E5M2NEON(dst *float32, src *byte, n int)

//go:noescape
func decodeF8E4M3NEON(dst *float32, src *byte, n int)

// GEMM of decoded float32 rows: four rows against four (two) vectors (gemm4x4Kernel).

//go:noescape
func gemm4x4F32NEON(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func gemm4x2F32NEON(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

// prefetchLines asks for the n bytes at p to be brought into the caches (no fault on any address).
//
//go:noescape
func prefetchLines(p *byte, n int)
