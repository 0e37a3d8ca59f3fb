//go:build amd64

#include "textflag.h"

// AVX-512 helpers of the 4-bit part-based row decoders (parts_nib4_amd64.go): a group's 16 values
// in one zmm, computed in the lanes exactly as the Go decoders compute them (mlxAffineLUT,
// fillLUT: float32 operations, then rounding to the scales' dtype), and the expansion of a nibble
// stream (even element in the low nibble) through that table (VPERMPS).

// 0…15 as int32.
DATA nib4Iota<>+0(SB)/8, $0x0000000100000000
DATA nib4Iota<>+8(SB)/8, $0x0000000300000002
DATA nib4Iota<>+16(SB)/8, $0x0000000500000004
DATA nib4Iota<>+24(SB)/8, $0x0000000700000006
DATA nib4Iota<>+32(SB)/8, $0x0000000900000008
DATA nib4Iota<>+40(SB)/8, $0x0000000b0000000a
DATA nib4Iota<>+48(SB)/8, $0x0000000d0000000c
DATA nib4Iota<>+56(SB)/8, $0x0000000f0000000e
GLOBL nib4Iota<>(SB), RODATA|NOPTR, $64

// VPERMT2PS indices interleaving the even values (0…15) with the odd ones (16…31): the first 16
// outputs, then the next 16.
DATA nib4Lo<>+0(SB)/8, $0x0000001000000000
DATA nib4Lo<>+8(SB)/8, $0x0000001100000001
DATA nib4Lo<>+16(SB)/8, $0x0000001200000002
DATA nib4Lo<>+24(SB)/8, $0x0000001300000003
DATA nib4Lo<>+32(SB)/8, $0x0000001400000004
DATA nib4Lo<>+40(SB)/8, $0x0000001500000005
DATA nib4Lo<>+48(SB)/8, $0x0000001600000006
DATA nib4Lo<>+56(SB)/8, $0x0000001700000007
GLOBL nib4Lo<>(SB), RODATA|NOPTR, $64
DATA nib4Hi<>+0(SB)/8, $0x0000001800000008
DATA nib4Hi<>+8(SB)/8, $0x0000001900000009
DATA nib4Hi<>+16(SB)/8, $0x0000001a0000000a
DATA nib4Hi<>+24(SB)/8, $0x0000001b0000000b
DATA nib4Hi<>+32(SB)/8, $0x0000001c0000000c
DATA nib4Hi<>+40(SB)/8, $0x0000001d0000000d
DATA nib4Hi<>+48(SB)/8, $0x0000001e0000000e
DATA nib4Hi<>+56(SB)/8, $0x0000001f0000000f
GLOBL nib4Hi<>(SB), RODATA|NOPTR, $64

// NIB4ROUND rounds Z0 (float32) in place to the dtype in DX (1: f16, 2: bf16, else: none), as
// roundF16 / roundBF16 do (NaN included: f16 gives the canonical quiet NaN with Z0's sign, bf16
// keeps the payload's top bits and sets the quiet bit). Uses Z1, Z2, K1, AX.
#define NIB4ROUND(f16lab, donelab) \
	CMPQ DX, $1 \
	JEQ f16lab \
	CMPQ DX, $2 \
	JNE donelab \
	VCMPPS $3, Z0, Z0, K1 \
	VPSRLD $16, Z0, Z1 \
	MOVL $1, AX \
	VPBROADCASTD AX, Z2 \
	VPANDD Z2, Z1, Z2 \
	MOVL $0x7fff, AX \
	VPBROADCASTD AX, Z1 \
	VPADDD Z1, Z2, Z2 \
	VPADDD Z0, Z2, Z2 \
	MOVL $0xffff0000, AX \
	VPBROADCASTD AX, Z1 \
	VPANDD Z1, Z2, Z2 \
	VPSRLD $16, Z0, Z1 \
	MOVL $64, AX \
	VPBROADCASTD AX, Z0 \
	VPORD Z0, Z1, Z1 \
	VPSLLD $16, Z1, K1, Z2 \
	VMOVAPS Z2, Z0 \
	JMP donelab \
f16lab: \
	VCMPPS $3, Z0, Z0, K1 \
	VCVTPS2PH $0, Z0, Y1 \
	VCVTPH2PS Y1, Z1 \
	MOVL $0x80000000, AX \
	VPBROADCASTD AX, Z2 \
	VPANDD Z2, Z0, Z2 \
	MOVL $0x7fc00000, AX \
	VPBROADCASTD AX, Z0 \
	VPORD Z0, Z2, K1, Z1 \
	VMOVAPS Z1, Z0 \
donelab:

// NIB4EXPAND32: the 32 values of the 16 nibble bytes at (SI) through the table Z0 (VPERMPS), the
// even elements' low nibbles and the odd ones' high nibbles interleaved (Z5, Z6: nib4Lo, nib4Hi)
// into 128 bytes at (DI); SI, DI step on. Uses Z1..Z3.
#define NIB4EXPAND32 \
	VPMOVZXBD (SI), Z1 \
	VPSRLD $4, Z1, Z2 \
	VPERMPS Z0, Z1, Z1 \
	VPERMPS Z0, Z2, Z2 \
	VMOVAPS Z1, Z3 \
	VPERMT2PS Z2, Z5, Z3 \
	VPERMT2PS Z2, Z6, Z1 \
	VMOVUPS Z3, (DI) \
	VMOVUPS Z1, 64(DI) \
	ADDQ $16, SI \
	ADDQ $128, DI

// func nib4LUTAffine(lut *[16]float32, s, b float32, dtype int): lut[q] = R(R(q·s) + b).
TEXT ·nib4LUTAffine(SB), NOSPLIT, $0-24
	MOVQ lut+0(FP), DI
	MOVQ dtype+16(FP), DX
	VMOVDQU32 nib4Iota<>(SB), Z0
	VCVTDQ2PS Z0, Z0
	VBROADCASTSS s+8(FP), Z1
	VMULPS Z1, Z0, Z0
	NIB4ROUND(aff1_f16, aff1_done)
	VBROADCASTSS b+12(FP), Z1
	VADDPS Z1, Z0, Z0
	NIB4ROUND(aff2_f16, aff2_done)
	VMOVUPS Z0, (DI)
	VZEROUPPER
	RET

// func nib4LUTZero(lut *[16]float32, z int32, s float32, dtype int): lut[q] = R((q − z)·s).
TEXT ·nib4LUTZero(SB), NOSPLIT, $0-24
	MOVQ lut+0(FP), DI
	MOVQ dtype+16(FP), DX
	VMOVDQU32 nib4Iota<>(SB), Z0
	MOVL z+8(FP), AX
	VPBROADCASTD AX, Z1
	VPSUBD Z1, Z0, Z0
	VCVTDQ2PS Z0, Z0
	VBROADCASTSS s+12(FP), Z1
	VMULPS Z1, Z0, Z0
	NIB4ROUND(zero_f16, zero_done)
	VMOVUPS Z0, (DI)
	VZEROUPPER
	RET

// func nib4Expand(dst *float32, src *byte, n int, lut *[16]float32): dst[2i] = lut[src[i]&15],
// dst[2i+1] = lut[src[i]>>4] for i < n (a multiple of 16).
TEXT ·nib4Expand(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ lut+24(FP), AX
	VMOVUPS (AX), Z0
	VMOVDQU32 nib4Lo<>(SB), Z5
	VMOVDQU32 nib4Hi<>(SB), Z6
	SHRQ $4, CX
	JZ nib4x_done
nib4x_loop:
	NIB4EXPAND32
	DECQ CX
	JNZ nib4x_loop
nib4x_done:
	VZEROUPPER
	RET

// func affine8Group(dst *float32, src *byte, n int, s, b float32, dtype int): dst[i] =
// R(R(src[i]·s) + b) for i < n (a multiple of 16): MLX affine 8-bit, mlxAffineValues8's values.
TEXT ·affine8Group(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ dtype+32(FP), DX
	VBROADCASTSS s+24(FP), Z3
	VBROADCASTSS b+28(FP), Z4
	SHRQ $4, CX
	JZ aff8_done
aff8_loop:
	VPMOVZXBD (SI), Z0
	VCVTDQ2PS Z0, Z0
	VMULPS Z3, Z0, Z0
	NIB4ROUND(aff8a_f16, aff8a_done)
	VADDPS Z4, Z0, Z0
	NIB4ROUND(aff8b_f16, aff8b_done)
	VMOVUPS Z0, (DI)
	ADDQ $16, SI
	ADDQ $64, DI
	DECQ CX
	JNZ aff8_loop
aff8_done:
	VZEROUPPER
	RET

// func awqExpand(dst *float32, k int, src *byte, stride int, luts *[8][16]float32, n int): AWQ
// GEMM's eight output rows of one word column over n input rows (a multiple of 16): the words of
// 16 input rows gathered (stride bytes apart) into the lanes, then for output row j the nibble
// awqReverse[j] of every lane looked up in luts[j] and stored at dst + j·k (16 columns).
TEXT ·awqExpand(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ k+8(FP), R9
	SHLQ $2, R9
	LEAQ (R9)(R9*2), R10
	MOVQ src+16(FP), SI
	MOVQ stride+24(FP), DX
	MOVQ luts+32(FP), AX
	MOVQ n+40(FP), CX
	VMOVUPS 0(AX), Z8
	VMOVUPS 64(AX), Z9
	VMOVUPS 128(AX), Z10
	VMOVUPS 192(AX), Z11
	VMOVUPS 256(AX), Z12
	VMOVUPS 320(AX), Z13
	VMOVUPS 384(AX), Z14
	VMOVUPS 448(AX), Z15
	VMOVDQU32 nib4Iota<>(SB), Z7
	VPBROADCASTD DX, Z6
	VPMULLD Z6, Z7, Z7
	SHLQ $4, DX
	SHRQ $4, CX
	JZ awqx_done
awqx_loop:
	KXNORW K1, K1, K1
	VPXORD Z1, Z1, Z1
	VPGATHERDD (SI)(Z7*1), K1, Z1
	LEAQ (DI)(R9*4), R11
	VPERMPS Z8, Z1, Z2
	VMOVUPS Z2, (DI)
	VPSRLD $16, Z1, Z2
	VPERMPS Z9, Z2, Z2
	VMOVUPS Z2, (DI)(R9*1)
	VPSRLD $4, Z1, Z2
	VPERMPS Z10, Z2, Z2
	VMOVUPS Z2, (DI)(R9*2)
	VPSRLD $20, Z1, Z2
	VPERMPS Z11, Z2, Z2
	VMOVUPS Z2, (DI)(R10*1)
	VPSRLD $8, Z1, Z2
	VPERMPS Z12, Z2, Z2
	VMOVUPS Z2, (R11)
	VPSRLD $24, Z1, Z2
	VPERMPS Z13, Z2, Z2
	VMOVUPS Z2, (R11)(R9*1)
	VPSRLD $12, Z1, Z2
	VPERMPS Z14, Z2, Z2
	VMOVUPS Z2, (R11)(R9*2)
	VPSRLD $28, Z1, Z2
	VPERMPS Z15, Z2, Z2
	VMOVUPS Z2, (R11)(R10*1)
	ADDQ DX, SI
	ADDQ $64, DI
	DECQ CX
	JNZ awqx_loop
awqx_done:
	VZEROUPPER
	RET

// A4ROUNDCONSTS loads A4ROUND's constants (uses AX).
#define A4ROUNDCONSTS \
	MOVL $1, AX \
	VPBROADCASTD AX, Z8 \
	MOVL $0x7fff, AX \
	VPBROADCASTD AX, Z9 \
	MOVL $0xffff0000, AX \
	VPBROADCASTD AX, Z10 \
	MOVL $64, AX \
	VPBROADCASTD AX, Z11 \
	MOVL $0x80000000, AX \
	VPBROADCASTD AX, Z12 \
	MOVL $0x7fc00000, AX \
	VPBROADCASTD AX, Z13

// A4SCALEBIAS broadcasts the group's scale (R8) into Z3 and bias (R9) into Z4 as float32, dtype DX
// (0: f32, 1: f16 through the table at R12, 2: bf16), and steps R8, R9 to the next group.
#define A4SCALEBIAS(f16lab, bf16lab, donelab) \
	CMPQ DX, $1 \
	JEQ f16lab \
	CMPQ DX, $2 \
	JEQ bf16lab \
	VBROADCASTSS (R8), Z3 \
	VBROADCASTSS (R9), Z4 \
	ADDQ $4, R8 \
	ADDQ $4, R9 \
	JMP donelab \
f16lab: \
	MOVWLZX (R8), AX \
	VBROADCASTSS (R12)(AX*4), Z3 \
	MOVWLZX (R9), AX \
	VBROADCASTSS (R12)(AX*4), Z4 \
	ADDQ $2, R8 \
	ADDQ $2, R9 \
	JMP donelab \
bf16lab: \
	VPBROADCASTW (R8), Z3 \
	VPSLLD $16, Z3, Z3 \
	VPBROADCASTW (R9), Z4 \
	VPSLLD $16, Z4, Z4 \
	ADDQ $2, R8 \
	ADDQ $2, R9 \
donelab:

// A4ROUND rounds Z0 (float32) in place to dtype DX (1: f16, 2: bf16, else: none) exactly as
// NIB4ROUND does, its constants in registers (Z8 1, Z9 0x7fff, Z10 0xffff0000, Z11 64, Z12 the
// sign bit, Z13 0x7fc00000). Uses Z1, Z2, K1.
#define A4ROUND(f16lab, donelab) \
	CMPQ DX, $1 \
	JEQ f16lab \
	CMPQ DX, $2 \
	JNE donelab \
	VCMPPS $3, Z0, Z0, K1 \
	VPSRLD $16, Z0, Z1 \
	VPANDD Z8, Z1, Z2 \
	VPADDD Z9, Z2, Z2 \
	VPADDD Z0, Z2, Z2 \
	VPANDD Z10, Z2, Z0 \
	VPORD Z11, Z1, Z1 \
	VPSLLD $16, Z1, K1, Z0 \
	JMP donelab \
f16lab: \
	VCMPPS $3, Z0, Z0, K1 \
	VCVTPS2PH $0, Z0, Y1 \
	VCVTPH2PS Y1, Z1 \
	VPANDD Z12, Z0, Z2 \
	VPORD Z13, Z2, K1, Z1 \
	VMOVAPS Z1, Z0 \
donelab:

// func mlxA4DecodeRow(dst *float32, src *byte, sc, bi *byte, ngroups, gchunks, dtype int, fp16 *float32)
// One MLX affine 4-bit row: ngroups groups of 32·gchunks values, group i's scale and bias at
// sc/bi + i·(2 or 4) in dtype (0: f32, 1: f16 through the table at fp16, 2: bf16); per group the
// 16 values R(R(q·s) + b) as nib4LUTAffine makes them, then the group's nibbles expanded as
// nib4Expand does (one call per row: per-group calls cost more than the work of a group of 64).
TEXT ·mlxA4DecodeRow(SB), NOSPLIT, $0-64
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ sc+16(FP), R8
	MOVQ bi+24(FP), R9
	MOVQ ngroups+32(FP), CX
	MOVQ gchunks+40(FP), R10
	MOVQ dtype+48(FP), DX
	MOVQ fp16+56(FP), R12
	VMOVDQU32 nib4Iota<>(SB), Z7
	VCVTDQ2PS Z7, Z7
	VMOVDQU32 nib4Lo<>(SB), Z5
	VMOVDQU32 nib4Hi<>(SB), Z6
	A4ROUNDCONSTS
	TESTQ CX, CX
	JZ a4row_done
a4row_group:
	A4SCALEBIAS(a4row_ldf16, a4row_ldbf16, a4row_lded)
	VMULPS Z3, Z7, Z0
	A4ROUND(a4row1_f16, a4row1_done)
	VADDPS Z4, Z0, Z0
	A4ROUND(a4row2_f16, a4row2_done)
	MOVQ R10, BX
a4row_chunk:
	NIB4EXPAND32
	DECQ BX
	JNZ a4row_chunk
	DECQ CX
	JNZ a4row_group
a4row_done:
	VZEROUPPER
	RET

// func fp4DecodeRow(dst *float32, src *byte, sc *byte, ngroups int, levels *[16]float32, tab *[256]float32)
// One row of 4-bit codes in groups of 32 (MLX mxfp4): group i's 16 values are levels·tab[sc[i]]
// (one product each, as decodeMLXFP makes its table), its 16 bytes of nibbles expanded as
// nib4Expand does.
TEXT ·fp4DecodeRow(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ sc+16(FP), R8
	MOVQ ngroups+24(FP), CX
	MOVQ levels+32(FP), AX
	VMOVUPS (AX), Z7
	MOVQ tab+40(FP), R12
	VMOVDQU32 nib4Lo<>(SB), Z5
	VMOVDQU32 nib4Hi<>(SB), Z6
	TESTQ CX, CX
	JZ fp4row_done
fp4row_group:
	MOVBLZX (R8), AX
	VMULPS.BCST (R12)(AX*4), Z7, Z0
	NIB4EXPAND32
	INCQ R8
	DECQ CX
	JNZ fp4row_group
fp4row_done:
	VZEROUPPER
	RET

// 0 in lanes 0…7, 16 in lanes 8…15: fp4DecodeRow16's second group's half of the 32-entry table.
DATA nib4Hi16<>+0(SB)/8, $0
DATA nib4Hi16<>+8(SB)/8, $0
DATA nib4Hi16<>+16(SB)/8, $0
DATA nib4Hi16<>+24(SB)/8, $0
DATA nib4Hi16<>+32(SB)/8, $0x0000001000000010
DATA nib4Hi16<>+40(SB)/8, $0x0000001000000010
DATA nib4Hi16<>+48(SB)/8, $0x0000001000000010
DATA nib4Hi16<>+56(SB)/8, $0x0000001000000010
GLOBL nib4Hi16<>(SB), RODATA|NOPTR, $64

// func fp4DecodeRow16(dst *float32, src *byte, sc *byte, npairs int, levels *[16]float32, tab *[256]float32)
// fp4DecodeRow for groups of 16 (MLX nvfp4), two groups (16 bytes) a step: the two groups' values
// form a 32-entry table (VPERMT2PS), the second group's nibbles indexing its upper half.
TEXT ·fp4DecodeRow16(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ sc+16(FP), R8
	MOVQ npairs+24(FP), CX
	MOVQ levels+32(FP), AX
	VMOVUPS (AX), Z7
	MOVQ tab+40(FP), R12
	VMOVDQU32 nib4Lo<>(SB), Z5
	VMOVDQU32 nib4Hi<>(SB), Z6
	VMOVDQU32 nib4Hi16<>(SB), Z10
	MOVL $15, AX
	VPBROADCASTD AX, Z9
	TESTQ CX, CX
	JZ fp4row16_done
fp4row16_pair:
	MOVBLZX (R8), AX
	VMULPS.BCST (R12)(AX*4), Z7, Z0
	MOVBLZX 1(R8), AX
	VMULPS.BCST (R12)(AX*4), Z7, Z4
	VPMOVZXBD (SI), Z1
	VPSRLD $4, Z1, Z2
	VPANDD Z9, Z1, Z1
	VPORD Z10, Z1, Z1
	VPORD Z10, Z2, Z2
	VMOVAPS Z0, Z3
	VPERMT2PS Z4, Z1, Z3
	VMOVAPS Z0, Z8
	VPERMT2PS Z4, Z2, Z8
	VMOVAPS Z3, Z1
	VPERMT2PS Z8, Z5, Z1
	VPERMT2PS Z8, Z6, Z3
	VMOVUPS Z1, (DI)
	VMOVUPS Z3, 64(DI)
	ADDQ $2, R8
	ADDQ $16, SI
	ADDQ $128, DI
	DECQ CX
	JNZ fp4row16_pair
fp4row16_done:
	VZEROUPPER
	RET

// func mlxA8DecodeRow(dst *float32, src *byte, sc, bi *byte, ngroups, gsteps, dtype int, fp16 *float32)
// One MLX affine 8-bit row: ngroups groups of 16·gsteps values, each R(R(q·s) + b) as
// affine8Group computes it, scales and biases as mlxA4DecodeRow reads them.
TEXT ·mlxA8DecodeRow(SB), NOSPLIT, $0-64
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ sc+16(FP), R8
	MOVQ bi+24(FP), R9
	MOVQ ngroups+32(FP), CX
	MOVQ gsteps+40(FP), R10
	MOVQ dtype+48(FP), DX
	MOVQ fp16+56(FP), R12
	A4ROUNDCONSTS
	TESTQ CX, CX
	JZ a8row_done
a8row_group:
	A4SCALEBIAS(a8row_ldf16, a8row_ldbf16, a8row_lded)
	MOVQ R10, BX
a8row_step:
	VPMOVZXBD (SI), Z0
	VCVTDQ2PS Z0, Z0
	VMULPS Z3, Z0, Z0
	A4ROUND(a8row1_f16, a8row1_done)
	VADDPS Z4, Z0, Z0
	A4ROUND(a8row2_f16, a8row2_done)
	VMOVUPS Z0, (DI)
	ADDQ $16, SI
	ADDQ $64, DI
	DECQ BX
	JNZ a8row_step
	DECQ CX
	JNZ a8row_group
a8row_done:
	VZEROUPPER
	RET

// func zeroLUTDecodeRow(dst *float32, src *byte, zs *int32, ss *float32, ngroups, gchunks, dtype int)
// One row of 4-bit codes (a nibble stream) in groups of 32·gchunks with zero points zs[i] and
// scales ss[i] (float32 values of the scales' dtype): per group the 16 values R((q − z)·s) as
// nib4LUTZero makes them (A4ROUND), its nibbles expanded as nib4Expand does. AWQ GEMV and
// compressed-tensors rows (a call per row: per-group calls cost more than a group's work).
TEXT ·zeroLUTDecodeRow(SB), NOSPLIT, $0-56
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ zs+16(FP), R8
	MOVQ ss+24(FP), R9
	MOVQ ngroups+32(FP), CX
	MOVQ gchunks+40(FP), R10
	MOVQ dtype+48(FP), DX
	VMOVDQU32 nib4Iota<>(SB), Z7
	VMOVDQU32 nib4Lo<>(SB), Z5
	VMOVDQU32 nib4Hi<>(SB), Z6
	A4ROUNDCONSTS
	TESTQ CX, CX
	JZ zrow_done
zrow_group:
	VPBROADCASTD (R8), Z1
	VPSUBD Z1, Z7, Z0
	VCVTDQ2PS Z0, Z0
	VBROADCASTSS (R9), Z1
	VMULPS Z1, Z0, Z0
	A4ROUND(zrow_f16, zrow_rdone)
	ADDQ $4, R8
	ADDQ $4, R9
	MOVQ R10, BX
zrow_chunk:
	NIB4EXPAND32
	DECQ BX
	JNZ zrow_chunk
	DECQ CX
	JNZ zrow_group
zrow_done:
	VZEROUPPER
	RET

// 0, 4, …, 28, twice: the shifts that bring two 32-bit words' nibbles to the low bits of eight
// lanes each.
DATA nib4WordShift<>+0(SB)/8, $0x0000000400000000
DATA nib4WordShift<>+8(SB)/8, $0x0000000c00000008
DATA nib4WordShift<>+16(SB)/8, $0x0000001400000010
DATA nib4WordShift<>+24(SB)/8, $0x0000001c00000018
DATA nib4WordShift<>+32(SB)/8, $0x0000000400000000
DATA nib4WordShift<>+40(SB)/8, $0x0000000c00000008
DATA nib4WordShift<>+48(SB)/8, $0x0000001400000010
DATA nib4WordShift<>+56(SB)/8, $0x0000001c00000018
GLOBL nib4WordShift<>(SB), RODATA|NOPTR, $64

// func gptqExpandBlock(dst *float32, k int, words *byte, stride int, nrows, npairs int, luts *[16][16]float32)
// GPTQ's 4-bit qweight for a block of nrows (≤ 16) output rows and 2·npairs packed rows (8 input
// columns each): word (p, r) at words + p·stride + 4r holds columns 8p…8p+7 of row r, which go
// through row r's table luts[r] to dst[r·k + 8p …]; two packed rows a step (16 columns: the two
// words broadcast to the lanes' halves, shifted, VPERMPS). The words of a packed row are
// contiguous, so a block reads whole cache lines.
TEXT ·gptqExpandBlock(SB), NOSPLIT, $0-56
	MOVQ dst+0(FP), DI
	MOVQ k+8(FP), R8
	SHLQ $2, R8
	MOVQ words+16(FP), SI
	MOVQ stride+24(FP), R9
	MOVQ nrows+32(FP), R10
	MOVQ npairs+40(FP), CX
	MOVQ luts+48(FP), R11
	VMOVDQU32 nib4WordShift<>(SB), Z7
	MOVW $0xff00, AX
	KMOVW AX, K1
	TESTQ CX, CX
	JZ gpx_done
	TESTQ R10, R10
	JZ gpx_done
gpx_pair:
	XORQ BX, BX
	MOVQ DI, DX
	MOVQ R11, R12
	LEAQ (SI)(R9*1), R13
gpx_row:
	VPBROADCASTD (SI)(BX*4), Z1
	VPBROADCASTD (R13)(BX*4), K1, Z1
	VPSRLVD Z7, Z1, Z1
	VPERMPS (R12), Z1, Z2
	VMOVUPS Z2, (DX)
	ADDQ R8, DX
	ADDQ $64, R12
	INCQ BX
	CMPQ BX, R10
	JLT gpx_row
	LEAQ (SI)(R9*2), SI
	ADDQ $64, DI
	DECQ CX
	JNZ gpx_pair
gpx_done:
	VZEROUPPER
	RET

// func lutZeroBlock(luts *[16][16]float32, zs *[16]int32, ss *[16]float32, nrows, dtype int):
// luts[r][q] = R((q − zs[r])·ss[r]) for r < nrows, as nib4LUTZero computes it (A4ROUND).
TEXT ·lutZeroBlock(SB), NOSPLIT, $0-40
	MOVQ luts+0(FP), DI
	MOVQ zs+8(FP), R8
	MOVQ ss+16(FP), R9
	MOVQ nrows+24(FP), CX
	MOVQ dtype+32(FP), DX
	VMOVDQU32 nib4Iota<>(SB), Z7
	A4ROUNDCONSTS
	TESTQ CX, CX
	JZ lzb_done
lzb_row:
	VPBROADCASTD (R8), Z1
	VPSUBD Z1, Z7, Z0
	VCVTDQ2PS Z0, Z0
	VBROADCASTSS (R9), Z1
	VMULPS Z1, Z0, Z0
	A4ROUND(lzb_f16, lzb_rdone)
	VMOVUPS Z0, (DI)
	ADDQ $4, R8
	ADDQ $4, R9
	ADDQ $64, DI
	DECQ CX
	JNZ lzb_row
lzb_done:
	VZEROUPPER
	RET
