//go:build amd64

#include "textflag.h"

// NVFP4 {u8 s[4]; u8 qs[32]} float32 GEMV for AVX2: four sub-blocks of 16 values, sub-block k's
// byte j holding value j (low nibble) and j + 8 (high). A code's weight is the decoder's
// kvalues_fp4[q]·d (levels: the E2M1 values doubled, d: the UE4M3 scale halved, fp4Scales.nv; the
// product is exact): looked up in the 16-entry levels table with two VPERMPS (AVX2 tables hold
// 8) and a VBLENDVPS on the code's bit 3, times d, then an FMA with x: the low nibbles into the
// row's first accumulator, the high ones into its second (a lane adds four terms per block:
// spans of 2048 columns).

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

// NV2SUB(k, row, lo, hi): sub-block k of one row into the accumulators lo and hi.
#define NV2SUB(k, row, lo, hi) \
	NV2VALS(k, row) \
	NV2W \
	VFMADD231PS (64*k)(DI), Y12, lo \
	VPSRLD $4, Y10, Y10 \
	NV2W \
	VFMADD231PS (64*k+32)(DI), Y12, hi

#define NV2BLOCK(k) \
	NV2SUB(k, R8, Y0, Y4) \
	NV2SUB(k, R9, Y1, Y5) \
	NV2SUB(k, R10, Y2, Y6) \
	NV2SUB(k, R11, Y3, Y7)

// func gemvNVFP4x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]float32, scales *float32, pf int)
TEXT ·gemvNVFP4x4AVX2(SB), NOSPLIT, $0-56
	MOVQ rows+0(FP), AX
	MOVQ 0(AX), R8
	MOVQ 8(AX), R9
	MOVQ 16(AX), R10
	MOVQ 24(AX), R11
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	MOVQ levels+32(FP), AX
	VMOVUPS (AX), Y8
	VMOVUPS 32(AX), Y9
	MOVQ scales+40(FP), R12
	MOVQ pf+48(FP), R13
	VXORPS Y0, Y0, Y0
	VXORPS Y1, Y1, Y1
	VXORPS Y2, Y2, Y2
	VXORPS Y3, Y3, Y3
	VXORPS Y4, Y4, Y4
	VXORPS Y5, Y5, Y5
	VXORPS Y6, Y6, Y6
	VXORPS Y7, Y7, Y7
	XORQ SI, SI
	TESTQ CX, CX
	JZ nv2_done
nv2_loop:
	LEAQ (SI)(R13*1), AX
	PREFETCHT1 (R8)(AX*1)
	PREFETCHT1 (R9)(AX*1)
	PREFETCHT1 (R10)(AX*1)
	PREFETCHT1 (R11)(AX*1)
	NV2BLOCK(0)
	NV2BLOCK(1)
	NV2BLOCK(2)
	NV2BLOCK(3)
	ADDQ $36, SI
	ADDQ $256, DI
	DECQ CX
	JNZ nv2_loop
nv2_done:
	VADDPS Y4, Y0, Y0
	VADDPS Y5, Y1, Y1
	VADDPS Y6, Y2, Y2
	VADDPS Y7, Y3, Y3
	VHADDPS Y1, Y0, Y0
	VHADDPS Y3, Y2, Y2
	VHADDPS Y2, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VADDPS X1, X0, X0
	MOVQ out+24(FP), AX
	VMOVUPS X0, (AX)
	VZEROUPPER
	RET

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
