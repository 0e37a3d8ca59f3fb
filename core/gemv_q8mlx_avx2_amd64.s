//go:build amd64

#include "textflag.h"

// 8-bit-activation GEMV kernels of MLX affine 4- and 8-bit, mxfp4 and nvfp4 tensors and of the
// 4-bit zero-point formats (AWQ GEMV, compressed-tensors) for AVX2 + FMA (no AVX-512): the arithmetic of gemv_q8mlx_amd64.s's kernels, Σ_groups s·Σ q·x̂ + b·Σ x̂, the
// integer sums by VPMADDUBSW (unsigned codes × signed activations, pairs to 16 bits) and VPMADDWD
// instead of VPDPBUSD. Arguments: mlxQ8Args (offsets in gemv_q8mlx_amd64.s); the zero-point
// formats (zmode 1, 2) have their own 4-bit kernels (…Z1AVX2, …Z2AVX2).
//
// Registers: R8..R11 the rows, BX, DX, R13, R14 their scales, SI the activations, DI their
// scales, R12 tab, R15 the prefetch distance, AX the arguments, CX the step counter and scratch;
// Y0..Y3 the rows' accumulators, Y4..Y7 the group accumulators, Y8/Y9 the step's activations,
// Y11 0x0f bytes, Y12 16-bit ones (4-bit) or the block scale (8-bit), Y13..Y15 scratch.

#define MA2SETUP \
	MOVQ a+0(FP), AX \
	MOVQ 0(AX), R8 \
	MOVQ 8(AX), R9 \
	MOVQ 16(AX), R10 \
	MOVQ 24(AX), R11 \
	MOVQ 32(AX), BX \
	MOVQ 40(AX), DX \
	MOVQ 48(AX), R13 \
	MOVQ 56(AX), R14 \
	MOVQ 96(AX), SI \
	MOVQ 104(AX), DI \
	MOVQ 120(AX), R12 \
	MOVQ 144(AX), R15 \
	VPXOR Y0, Y0, Y0 \
	VPXOR Y1, Y1, Y1 \
	VPXOR Y2, Y2, Y2 \
	VPXOR Y3, Y3, Y3 \
	VPXOR Y4, Y4, Y4 \
	VPXOR Y5, Y5, Y5 \
	VPXOR Y6, Y6, Y6 \
	VPXOR Y7, Y7, Y7 \
	MOVL $0x0f0f0f0f, CX \
	VMOVQ CX, X11 \
	VPBROADCASTD X11, Y11 \
	MOVL $0x00010001, CX \
	VMOVQ CX, X12 \
	VPBROADCASTD X12, Y12 \
	MOVQ 128(AX), CX \
	MOVQ CX, 176(AX)

#define MA2PREFETCH \
	PREFETCHT1 (R8)(R15*1) \
	PREFETCHT1 (R9)(R15*1) \
	PREFETCHT1 (R10)(R15*1) \
	PREFETCHT1 (R11)(R15*1)

// MA2DOT4: g += Σ q·x̂ of one row's 64 columns at (w) (permuted activations Y8 even, Y9 odd),
// per group of four lanes, times the blocks' scales at (DI).
#define MA2DOT4(w, g) \
	VPAND (w), Y11, Y13 \
	VMOVDQU (w), Y14 \
	VPSRLW $4, Y14, Y14 \
	VPAND Y11, Y14, Y14 \
	VPMADDUBSW Y8, Y13, Y13 \
	VPMADDUBSW Y9, Y14, Y14 \
	VPADDW Y14, Y13, Y13 \
	VPMADDWD Y12, Y13, Y13 \
	VCVTDQ2PS Y13, Y13 \
	VFMADD231PS (DI), Y13, g

// MA2GROUP: at a group's end, row r's accumulator f += its scale (at (sp)) × the group sums g,
// plus its bias (its pointer at boff(AX)) × the group's Σ x̂ (at 112(AX)) in lane 0; g cleared.
#define MA2GROUP(sp, boff, g, f) \
	MOVWLZX (sp), CX \
	VBROADCASTSS (R12)(CX*4), Y13 \
	VFMADD231PS Y13, g, f \
	VPXOR g, g, g \
	MOVQ boff(AX), CX \
	MOVWLZX (CX), CX \
	VMOVSS (R12)(CX*4), X13 \
	MOVQ 112(AX), CX \
	VMULSS (CX), X13, X13 \
	VADDPS Y13, f, f \
	ADDQ $2, sp \
	ADDQ $2, boff(AX)

#define MA2NEXTGROUP(label) \
	MA2GROUP(BX, 64, Y4, Y0) \
	MA2GROUP(DX, 72, Y5, Y1) \
	MA2GROUP(R13, 80, Y6, Y2) \
	MA2GROUP(R14, 88, Y7, Y3) \
	ADDQ $4, 112(AX) \
	DECQ 176(AX) \
	JNZ label

#define MA2STORE \
	VEXTRACTF128 $1, Y0, X8 \
	VADDPS X8, X0, X0 \
	VEXTRACTF128 $1, Y1, X8 \
	VADDPS X8, X1, X1 \
	VEXTRACTF128 $1, Y2, X8 \
	VADDPS X8, X2, X2 \
	VEXTRACTF128 $1, Y3, X8 \
	VADDPS X8, X3, X3 \
	VHADDPS X1, X0, X0 \
	VHADDPS X3, X2, X2 \
	VHADDPS X2, X0, X0 \
	VMOVUPS X0, 152(AX) \
	VZEROUPPER \
	RET

// MA2A4STEP: one step of the 4-bit kernels, 64 columns of the four rows into the group sums.
#define MA2A4STEP \
	MA2PREFETCH \
	VMOVDQU (SI), Y8 \
	VMOVDQU 32(SI), Y9 \
	MA2DOT4(R8, Y4) \
	MA2DOT4(R9, Y5) \
	MA2DOT4(R10, Y6) \
	MA2DOT4(R11, Y7) \
	ADDQ $32, R8 \
	ADDQ $32, R9 \
	ADDQ $32, R10 \
	ADDQ $32, R11 \
	ADDQ $64, SI \
	ADDQ $32, DI

// func gemvMLXA4q8x4AVX2(a *mlxQ8Args): 4-bit, groups of a multiple of 64 columns (steps per
// group: g/64), the activations permuted (q8Act.nib, nibD).
TEXT ·gemvMLXA4q8x4AVX2(SB), NOSPLIT, $0-8
	MA2SETUP
	TESTQ CX, CX
	JZ ma4_done
ma4_group:
	MOVQ 136(AX), CX
ma4_step:
	MA2A4STEP
	DECQ CX
	JNZ ma4_step
	MA2NEXTGROUP(ma4_group)
ma4_done:
	MA2STORE

// The zero-point formats (AVX2 forms of zmode 1 and 2): W = s·(q − z), so at a group's end
// f += s × the group sums, and lane 0 −= s·z·Σ x̂; z is read from the row's zeros at z[r]
// (192 + 8r(AX)), R15 (the prefetch distance) serving as scratch until the group ends.

// MA2ZGROUP(sp, g, f): a row's group end, its zero in R15's low nibble.
#define MA2ZGROUP(sp, g, f) \
	MOVWLZX (sp), CX \
	VBROADCASTSS (R12)(CX*4), Y13 \
	VFMADD231PS Y13, g, f \
	VPXOR g, g, g \
	ANDL $15, R15 \
	VXORPS X14, X14, X14 \
	VCVTSI2SSL R15, X14, X14 \
	VMULSS X13, X14, X14 \
	MOVQ 112(AX), CX \
	VMULSS (CX), X14, X14 \
	VSUBPS Y14, f, f \
	ADDQ $2, sp

// MA2Z1(zp, sp, g, f): zmode 1 (AWQ GEMV; compressed-tensors without zero points, z a stream of
// 8s): the zeros a nibble stream along the groups, the group's nibble at zsh[0] (224(AX): 0 or 4,
// all four rows alike) of the byte at (zp(AX)).
#define MA2Z1(zp, sp, g, f) \
	MOVQ zp(AX), R15 \
	MOVBLZX (R15), R15 \
	MOVL 224(AX), CX \
	SHRL CL, R15 \
	MA2ZGROUP(sp, g, f)

// MA2Z2(zp, zs, sp, g, f): zmode 2 (compressed-tensors' zero points packed along the rows): the
// nibble at zsh[r] (zs(AX)) of the word at (zp(AX)), a word per group.
#define MA2Z2(zp, zs, sp, g, f) \
	MOVQ zp(AX), R15 \
	MOVL (R15), R15 \
	MOVL zs(AX), CX \
	SHRL CL, R15 \
	MA2ZGROUP(sp, g, f)

// func gemvMLXA4q8x4Z1AVX2(a *mlxQ8Args) / gemvMLXA4q8x4Z2AVX2: gemvMLXA4q8x4AVX2 with the zeros'
// term of zmode 1 / 2 for the biases'. Z1 moves to the next byte after an odd group (the span
// starts at an even one); Z2 to the next word after each.
TEXT ·gemvMLXA4q8x4Z1AVX2(SB), NOSPLIT, $0-8
	MA2SETUP
	TESTQ CX, CX
	JZ maz1_done
maz1_group:
	MOVQ 136(AX), CX
maz1_step:
	MA2A4STEP
	DECQ CX
	JNZ maz1_step
	MA2Z1(192, BX, Y4, Y0)
	MA2Z1(200, DX, Y5, Y1)
	MA2Z1(208, R13, Y6, Y2)
	MA2Z1(216, R14, Y7, Y3)
	MOVL 224(AX), CX
	XORL $4, 224(AX)
	SHRL $2, CX
	ADDQ CX, 192(AX)
	ADDQ CX, 200(AX)
	ADDQ CX, 208(AX)
	ADDQ CX, 216(AX)
	ADDQ $4, 112(AX)
	MOVQ 144(AX), R15
	DECQ 176(AX)
	JNZ maz1_group
maz1_done:
	MA2STORE

TEXT ·gemvMLXA4q8x4Z2AVX2(SB), NOSPLIT, $0-8
	MA2SETUP
	TESTQ CX, CX
	JZ maz2_done
maz2_group:
	MOVQ 136(AX), CX
maz2_step:
	MA2A4STEP
	DECQ CX
	JNZ maz2_step
	MA2Z2(192, 224, BX, Y4, Y0)
	MA2Z2(200, 228, DX, Y5, Y1)
	MA2Z2(208, 232, R13, Y6, Y2)
	MA2Z2(216, 236, R14, Y7, Y3)
	ADDQ $4, 192(AX)
	ADDQ $4, 200(AX)
	ADDQ $4, 208(AX)
	ADDQ $4, 216(AX)
	ADDQ $4, 112(AX)
	MOVQ 144(AX), R15
	DECQ 176(AX)
	JNZ maz2_group
maz2_done:
	MA2STORE

// MA2DOT8: g += Σ q·x̂ of one row's 32 8-bit codes at (w) (activations as 16-bit words in Y8,
// Y9), times the block's scale Y12: the codes widened to words, VPMADDWD (no 16-bit overflow).
#define MA2DOT8(w, g) \
	VPMOVZXBW (w), Y13 \
	VPMOVZXBW 16(w), Y14 \
	VPMADDWD Y8, Y13, Y13 \
	VPMADDWD Y9, Y14, Y14 \
	VPADDD Y14, Y13, Y13 \
	VCVTDQ2PS Y13, Y13 \
	VFMADD231PS Y12, Y13, g

// func gemvMLXA8q8x4AVX2(a *mlxQ8Args): 8-bit, groups of a multiple of 32 columns (steps per
// group: g/32), the activations in order (q8Act.qs) and one scale per block (q8Act.d).
TEXT ·gemvMLXA8q8x4AVX2(SB), NOSPLIT, $0-8
	MA2SETUP
	TESTQ CX, CX
	JZ ma8_done
ma8_group:
	MOVQ 136(AX), CX
ma8_step:
	MA2PREFETCH
	VPMOVSXBW (SI), Y8
	VPMOVSXBW 16(SI), Y9
	VBROADCASTSS (DI), Y12
	MA2DOT8(R8, Y4)
	MA2DOT8(R9, Y5)
	MA2DOT8(R10, Y6)
	MA2DOT8(R11, Y7)
	ADDQ $32, R8
	ADDQ $32, R9
	ADDQ $32, R10
	ADDQ $32, R11
	ADDQ $32, SI
	ADDQ $4, DI
	DECQ CX
	JNZ ma8_step
	MA2NEXTGROUP(ma8_group)
ma8_done:
	MA2STORE

// mq2FP4S: kvalues_fp4, the E2M1 values doubled, as signed bytes (VPSHUFB lookups).
DATA mq2FP4S<>+0(SB)/8, $0x0c08060403020100
DATA mq2FP4S<>+8(SB)/8, $0xf4f8fafcfdfeff00
GLOBL mq2FP4S<>(SB), RODATA|NOPTR, $16

// MA2FP4DOT(w): Y13 = Σ kv·x̂ of one row's 64 columns at (w) (kv the codes' kvalues_fp4, signed:
// |kv| times x̂ with kv's sign) per two lanes, times the blocks' scales at (DI), as float32.
#define MA2FP4DOT(w) \
	VPAND (w), Y11, Y13 \
	VMOVDQU (w), Y14 \
	VPSRLW $4, Y14, Y14 \
	VPAND Y11, Y14, Y14 \
	VPSHUFB Y13, Y10, Y13 \
	VPSHUFB Y14, Y10, Y14 \
	VPSIGNB Y13, Y8, Y15 \
	VPABSB Y13, Y13 \
	VPMADDUBSW Y15, Y13, Y13 \
	VPSIGNB Y14, Y9, Y15 \
	VPABSB Y14, Y14 \
	VPMADDUBSW Y15, Y14, Y14 \
	VPADDW Y14, Y13, Y13 \
	VPMADDWD Y12, Y13, Y13 \
	VCVTDQ2PS Y13, Y13 \
	VMULPS (DI), Y13, Y13

// MA2NV4(w, sp, f): f += MA2FP4DOT(w), each two lanes times their group's scale (the four E4M3
// scale bytes at (sp), a group per 16 columns, looked up in tab: R12).
#define MA2NV4(w, sp, f) \
	MA2FP4DOT(w) \
	MOVBLZX (sp), CX \
	VBROADCASTSS (R12)(CX*4), Y14 \
	MOVBLZX 1(sp), CX \
	VBROADCASTSS (R12)(CX*4), Y15 \
	VBLENDPS $0x0c, Y15, Y14, Y14 \
	MOVBLZX 2(sp), CX \
	VBROADCASTSS (R12)(CX*4), Y15 \
	VBLENDPS $0x30, Y15, Y14, Y14 \
	MOVBLZX 3(sp), CX \
	VBROADCASTSS (R12)(CX*4), Y15 \
	VBLENDPS $0xc0, Y15, Y14, Y14 \
	VFMADD231PS Y14, Y13, f \
	ADDQ $4, sp

// MA2MX4(w, sp, f): f += MA2FP4DOT(w), lanes 0–3 times the first E8M0 scale byte at (sp) and
// lanes 4–7 times the second (a group per 32 columns; tab: mlxE8M0Half).
#define MA2MX4(w, sp, f) \
	MA2FP4DOT(w) \
	MOVBLZX (sp), CX \
	VBROADCASTSS (R12)(CX*4), Y14 \
	MOVBLZX 1(sp), CX \
	VBROADCASTSS (R12)(CX*4), Y15 \
	VBLENDPS $0xf0, Y15, Y14, Y14 \
	VFMADD231PS Y14, Y13, f \
	ADDQ $2, sp

// func gemvMLXNVFP4q8x4AVX2(a *mlxQ8Args): MLX nvfp4, 8-bit activations (q8Act.nib, nibD),
// ngroups counting steps of 64 columns; the sums are of the doubled E2M1 values (the caller halves
// them), as gemvMLXNVFP4q8x4's.
TEXT ·gemvMLXNVFP4q8x4AVX2(SB), NOSPLIT, $0-8
	MA2SETUP
	VBROADCASTI128 mq2FP4S<>(SB), Y10
	TESTQ CX, CX
	JZ mnv2_done
mnv2_step:
	MA2PREFETCH
	VMOVDQU (SI), Y8
	VMOVDQU 32(SI), Y9
	MA2NV4(R8, BX, Y0)
	MA2NV4(R9, DX, Y1)
	MA2NV4(R10, R13, Y2)
	MA2NV4(R11, R14, Y3)
	ADDQ $32, R8
	ADDQ $32, R9
	ADDQ $32, R10
	ADDQ $32, R11
	ADDQ $64, SI
	ADDQ $32, DI
	DECQ 176(AX)
	JNZ mnv2_step
mnv2_done:
	MA2STORE

// func gemvMLXMXFP4q8x4AVX2(a *mlxQ8Args): MLX mxfp4, 8-bit activations (q8Act.nib, nibD),
// ngroups counting steps of 64 columns (two groups of 32), tab mlxE8M0Half (the kvalues are
// doubled): gemvMLXMXFP4q8x4's sums.
TEXT ·gemvMLXMXFP4q8x4AVX2(SB), NOSPLIT, $0-8
	MA2SETUP
	VBROADCASTI128 mq2FP4S<>(SB), Y10
	TESTQ CX, CX
	JZ mmx2_done
mmx2_step:
	MA2PREFETCH
	VMOVDQU (SI), Y8
	VMOVDQU 32(SI), Y9
	MA2MX4(R8, BX, Y0)
	MA2MX4(R9, DX, Y1)
	MA2MX4(R10, R13, Y2)
	MA2MX4(R11, R14, Y3)
	ADDQ $32, R8
	ADDQ $32, R9
	ADDQ $32, R10
	ADDQ $32, R11
	ADDQ $64, SI
	ADDQ $32, DI
	DECQ 176(AX)
	JNZ mmx2_step
mmx2_done:
	MA2STORE
