//go:build amd64

package core

// Declarations of the assembly kernels: gemv_amd64.s (AVX-512) and gemv_avx2_amd64.s (AVX2).
//
// Contracts. dot*: float32 dot products (n, k multiples of 32, 16 for AVX2). gemv<Format>x4*:
// four dot products of rows[0..3] with x over nb units of the format (a block, or 32 elements of
// the plain types), out[r] = Σ rows[r]·x, accumulated in float32 lanes (≤ 128 terms a lane per
// kernelSpan columns, see gemv.go); pf is the prefetch distance in bytes (0: none). decode*:
// nb units to float32, bit-exact with the format's decode function (TestSIMDDecodersBitExact).
// fp16 points at fp16Table, levels at a format's 16 code values, scales/tab at the tables below.

//go:noescape
func dotF32AVX512(a, b *float32, n int) float32

//go:noescape
func dotNAVX512(w, xi *float32, n, k int, out *[maxBatch]float32)

//go:noescape
func gemvF32x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvF16x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvBF16x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvQ8_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ8_0x4L1AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvNL4x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ4_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvQ6_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvIQ4_XSx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func decodeQ4_KAVX512(dst *float32, src *byte, nb int)

//go:noescape
func gemvQ5_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func decodeQ5_KAVX512(dst *float32, src *byte, nb int)

//go:noescape
func decodeQ6_KAVX512(dst *float32, src *byte, nb int)

//go:noescape
func decodeIQ4_XSAVX512(dst *float32, src *byte, nb int)

//go:noescape
func decodeF16AVX512(dst *float32, src *byte, n int)

// The one-byte element formats (units of 32 elements).

//go:noescape
func gemvF8E4M3x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvF8E5M2x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvF8E4M3FNUZx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvI8x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvU8x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func decodeF8E4M3AVX512(dst *float32, src *byte, nb int)

//go:noescape
func decodeF8E5M2AVX512(dst *float32, src *byte, nb int)

//go:noescape
func decodeF8E4M3FNUZAVX512(dst *float32, src *byte, nb int)

//go:noescape
func decodeI8AVX512(dst *float32, src *byte, nb int)

//go:noescape
func decodeU8AVX512(dst *float32, src *byte, nb int)

//go:noescape
func mxfp8DecodeRow(dst *float32, src *byte, sc *byte, ngroups int, tab *[256]float32)

//go:noescape
func gemvF8E4M3x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvF8E5M2x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvI8x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvU8x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func decodeF8E4M3AVX2(dst *float32, src *byte, nb int)

//go:noescape
func gemvF8E4M3FNUZx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func decodeF8E4M3FNUZAVX2(dst *float32, src *byte, nb int)

//go:noescape
func decodeF8E5M2AVX2(dst *float32, src *byte, nb int)

//go:noescape
func decodeI8AVX2(dst *float32, src *byte, nb int)

//go:noescape
func decodeU8AVX2(dst *float32, src *byte, nb int)

//go:noescape
func decodeBF16AVX512(dst *float32, src *byte, n int)

//go:noescape
func decodeQ8_0AVX512(dst *float32, src *byte, nb int)

//go:noescape
func decodeNL4AVX512(dst *float32, src *byte, nb int, levels *[16]float32)

//go:noescape
func gemvQ4_1x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func decodeQ4_1AVX512(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func gemvQ5_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func decodeQ5_0AVX512(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func gemvQ5_1x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func decodeQ5_1AVX512(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func gemvQ2_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func decodeQ2_KAVX512(dst *float32, src *byte, nb int)

//go:noescape
func gemvQ3_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func decodeQ3_KAVX512(dst *float32, src *byte, nb int)

//go:noescape
func gemvMXFP4x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]float32, scales *float32, pf int)

//go:noescape
func decodeMXFP4AVX512(dst *float32, src *byte, nb int, levels *[16]float32, scales *float32)

//go:noescape
func gemvNVFP4x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]float32, scales *float32, pf int)

//go:noescape
func decodeNVFP4AVX512(dst *float32, src *byte, nb int, levels *[16]float32, scales *float32)

//go:noescape
func gemvTQ2_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func decodeTQ2_0AVX512(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func gemvQ2_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ1_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvIQ2_XXSx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iq2xxsTables, pf int)

//go:noescape
func decodeIQ2_XXSAVX512(dst *float32, src *byte, nb int, fp16 *float32, tab *iq2xxsTables)

//go:noescape
func streamReadAVX512(p *byte, n int) uint64

// gemvNVFP4x4AVX2 is NVFP4's AVX2 float32 kernel (gemv_avx2_amd64.s): levels kvaluesFP4, scales
// fp4Scales.nv; nb counts 64-value blocks.
//
//go:noescape
func gemvNVFP4x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]int8, scales *float32, pf int)

// decodeNVFP4AVX2 is its decoder (gemv_fp4_avx2_amd64.s; levels fp4Levels), bit-exact with
// decodeNVFP4.
//
//go:noescape
func decodeNVFP4AVX2(dst *float32, src *byte, nb int, levels *[16]float32, scales *float32)

//go:noescape
func dotF32AVX2(a, b *float32, n int) float32

//go:noescape
func dotNAVX2(w, xi *float32, n, k int, out *[maxBatch]float32)

//go:noescape
func gemvF32x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvF16x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvBF16x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvQ8_0x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ4_0x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvIQ4_NLx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]int8, scales *float32, pf int)

//go:noescape
func gemvMXFP4x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]int8, scales *float32, pf int)

// The AVX2 float32 kernels and decoders of Q4_1, Q5_0, Q5_1, Q2_K, Q3_K, TQ1_0, TQ2_0, Q2_0 and
// Q1_0 (gemv_blk_avx2_amd64.s, printed by scripts/gemv-asm/blk_avx2.py).

//go:noescape
func gemvQ4_1x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ5_0x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ5_1x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ2_Kx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ3_Kx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvTQ1_0x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvTQ2_0x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ2_0x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ1_0x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func decodeQ4_1AVX2(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeQ5_0AVX2(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeQ5_1AVX2(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeQ2_KAVX2(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeQ3_KAVX2(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeTQ1_0AVX2(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeTQ2_0AVX2(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeQ2_0AVX2(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeQ1_0AVX2(dst *float32, src *byte, nb int, fp16 *float32)

// The AVX2 K-quant and IQ4_XS kernels (gemv_kq_avx2_amd64.s, printed by scripts/gemv-asm/kq_avx2.py).

//go:noescape
func gemvQ4_Kx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ5_Kx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ6_Kx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemm4x2F32AVX2(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

//go:noescape
func decodeQ4_KAVX2(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeQ5_KAVX2(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeQ6_KAVX2(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeIQ4_XSAVX2(dst *float32, src *byte, nb int, fp16 *float32, levels *[16]float32)

//go:noescape
func decodeMXFP4AVX2(dst *float32, src *byte, nb int, scales *float32, levels *[16]float32)

//go:noescape
func decodeF16AVX2(dst *float32, src *byte, nb int)

//go:noescape
func decodeBF16AVX2(dst *float32, src *byte, nb int)

//go:noescape
func decodeQ8_0AVX2(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func decodeNL4AVX2(dst *float32, src *byte, nb int, levels *[16]float32, fp16 *float32)

//go:noescape
func gemvIQ4_XSx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int, levels *[16]int8)

//go:noescape
func gemvIQ2_XSx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iqKernelTables, pf int)

//go:noescape
func decodeIQ2_XSAVX512(dst *float32, src *byte, nb int, fp16 *float32, tab *iqKernelTables)

//go:noescape
func gemvIQ3_XXSx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iqKernelTables, pf int)

//go:noescape
func decodeIQ3_XXSAVX512(dst *float32, src *byte, nb int, fp16 *float32, tab *iqKernelTables)

//go:noescape
func gemvIQ2_Sx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iqSTables, pf int)

//go:noescape
func decodeIQ2_SAVX512(dst *float32, src *byte, nb int, fp16 *float32, tab *iqSTables)

//go:noescape
func gemvIQ3_Sx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iqSTables, pf int)

//go:noescape
func decodeIQ3_SAVX512(dst *float32, src *byte, nb int, fp16 *float32, tab *iqSTables)

//go:noescape
func gemvIQ1_Sx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iq1Tables, pf int)

//go:noescape
func decodeIQ1_SAVX512(dst *float32, src *byte, nb int, fp16 *float32, tab *iq1Tables)

//go:noescape
func gemvIQ1_Mx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iq1Tables, pf int)

//go:noescape
func decodeIQ1_MAVX512(dst *float32, src *byte, nb int, fp16 *float32, tab *iq1Tables)
