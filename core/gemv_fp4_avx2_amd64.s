//go:build amd64

#include "textflag.h"

// NVFP4 {u8 s[4]; u8 qs[32]}: the AVX2 decoder (its GEMV kernel, gemvNVFP4x4AVX2, is in
// gemv_avx2_amd64.s beside the other 4-bit-level kernels). Four sub-blocks of 16 values, sub-block
// k's byte j holding value j (low nibble) and j + 8 (high). A code's weight is the decoder's
// kvalues_fp4[q]·d (levels: the E2M1 values doubled, d: the UE4M3 scale halved, fp4Scales.nv; the
// product is exact): looked up in the 16-entry levels table with two VPERMPS (AVX2 tables hold
// 8) and a VBLENDVPS on the code's bit 3, times d.

// NV2VALS(k, row): sub-block k's scale to Y14 and its 8 bytes to Y10 (dwords).
#define NV2VALS(k, row) \
	VPMOVZXBD (4+8*k)(row)(SI*1), Y10 \
	MOVBLZX k(row)(SI*1), DX \
	VBROADCASTSS (R12)(DX*4), Y14

// NV2W: the weights of the low nibbles of Y10 (levels Y8/Y9, scale Y14) to Y12.
#define NV2W \
	VPSLLD $28, Y10, Y11 \
	VPERMPS Y8, Y10, Y12 \
	VPERMPS Y9, Y10, Y13 \
	VBLENDVPS Y11, Y13, Y12, Y12 \
	VMULPS Y14, Y12, Y12

// NV2DEC(k): sub-block k of the block at R8 + SI, decoded to dst (DI): the kernel's weights.
#define NV2DEC(k) \
	NV2VALS(k, R8) \
	NV2W \
	VMOVUPS Y12, (64*k)(DI) \
	VPSRLD $4, Y10, Y10 \
	NV2W \
	VMOVUPS Y12, (64*k+32)(DI)

// func decodeNVFP4AVX2(dst *float32, src *byte, nb int, levels *[16]float32, scales *float32)
// NVFP4's AVX2 decoder (GEMM, GetRows, dequantization), bit-exact with decodeNVFP4.
TEXT ·decodeNVFP4AVX2(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ levels+24(FP), AX
	VMOVUPS (AX), Y8
	VMOVUPS 32(AX), Y9
	MOVQ scales+32(FP), R12
	XORQ SI, SI
	TESTQ CX, CX
	JZ decnv2_done
decnv2_loop:
	NV2DEC(0)
	NV2DEC(1)
	NV2DEC(2)
	NV2DEC(3)
	ADDQ $36, SI
	ADDQ $256, DI
	DECQ CX
	JNZ decnv2_loop
decnv2_done:
	VZEROUPPER
	RET
