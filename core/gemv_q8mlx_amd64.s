//go:build amd64

#include "textflag.h"

// mq8ZShift: the nibble shifts of eight groups' zeros in one word (MQ8ZERO, zmode 1).
DATA mq8ZShift<>+0(SB)/8, $0x0000000400000000
DATA mq8ZShift<>+8(SB)/8, $0x0000000c00000008
DATA mq8ZShift<>+16(SB)/8, $0x0000001400000010
DATA mq8ZShift<>+24(SB)/8, $0x0000001c00000018
GLOBL mq8ZShift<>(SB), RODATA|NOPTR, $32

// mq8Pairs: VPSHUFB control gathering four dwords' low 16-bit halves, then their high halves
// (four rows' scales of two groups: [the first group's four rows, the second's]).
DATA mq8Pairs<>+0(SB)/8, $0x0d0c090805040100
DATA mq8Pairs<>+8(SB)/8, $0x0f0e0b0a07060302
GLOBL mq8Pairs<>(SB), RODATA|NOPTR, $16

// 8-bit-activation GEMV kernels of MLX affine 4- and 8-bit tensors with f16 or bf16 scales
// (gemv_q8mlx_amd64.go): four rows at a time, AVX-512 VL + VNNI on 256-bit registers. They compute
// MLX's quantized_matmul arithmetic, Σ_groups s·Σ q·x̂ + b·Σ x̂: per block of 32 columns and row
// one exact integer Σ q·qs (VPDPBUSD: the codes are unsigned bytes, the activations signed),
// converted and scaled by the block's activation scale into a group accumulator; at the group's end
// the row's scale (looked up in tab: fp16Table or bf16Table) multiplies it into the row's
// accumulator. The biases' term, Σ b·Σ x̂ over the groups (gs: each group's Σ x̂), is one vector
// dot product per row at the end (MQ8BIAS).
//
// 4-bit rows take 64 columns (32 bytes) per step: the low nibbles are the even columns, the high
// nibbles the odd ones, so the activations come permuted per pair of blocks (mlxQ8Prep): the 16
// even values of each block, then the 16 odd ones; dv holds the blocks' scales, four lanes each.
// 8-bit rows take one block (32 bytes) per step with the activations in order and d per block.
//
// Zero-point formats whose rows are nibble streams too (AWQ GEMV, compressed-tensors 4-bit) take
// the same kernels with zmode ≠ 0: their W = s·(q − z), so the last term is −Σ s·z·Σ x̂ (MQ8ZERO),
// the zeros eight groups at a time, either a nibble stream along the groups (zmode 1: AWQ GEMV's
// qzeros, or a constant word of 8s) or one nibble of each 32-bit word along the groups, the row's
// nibble of words packed along the output (zmode 2: compressed-tensors' weight_zero_point).
//
// Arguments (mlxQ8Args): 0 w[4], 32 s[4], 64 b[4] (each row's codes, scales and biases at the
// span's start), 96 xq, 104 dv, 112 gs, 120 tab, 128 ngroups, 136 steps per group, 144 pf,
// 152 out[4], 168 bf16 (1: the scales are bf16, 0: f16), 176 groups left (the kernel's counter),
// 184 zmode, 192 z[4] (each row's zeros at the span's first group), 224 zsh[4] (zmode 2: each
// row's nibble shift, int32), 240 zstep (bytes of zeros per eight groups), 248 pfs (the scales'
// and biases' prefetch distance).
//
// Registers: R8..R11 the rows, BX, DX, R13, R14 their scales, SI the activations, DI their scales,
// R12 tab, CX steps left in the group, R15 the prefetch distance; Y0..Y3 the rows' accumulators,
// Y4..Y7 their bias terms, Y8..Y11 the group accumulators, Y12/Y13 the step's activations, Y15
// 0x0f bytes.

// MQ8PFLINES(off): the first two lines, pfs (CX) bytes on, of the array the pointer at off(AX)
// points into.
#define MQ8PFLINES(off) \
	MOVQ off(AX), R8 \
	PREFETCHT1 (R8)(CX*1) \
	PREFETCHT1 64(R8)(CX*1)

// MQ8SETUP loads the arguments, and first prefetches the first two lines of the scales and the
// biases of the rows pfs bytes ahead: the kernels prefetch the codes as they go but read the
// scales two bytes a group and the biases at the end, whose lines came by demand misses (MLX
// affine 4-bit at one thread from DRAM, builds alternating: 1.53–1.98 → 1.21–1.39 ms per matrix;
// 8-bit 2.70–2.87 → 2.43–2.59).
#define MQ8SETUP \
	MOVQ a+0(FP), AX \
	MOVQ 248(AX), CX \
	MQ8PFLINES(32) \
	MQ8PFLINES(40) \
	MQ8PFLINES(48) \
	MQ8PFLINES(56) \
	MQ8PFLINES(64) \
	MQ8PFLINES(72) \
	MQ8PFLINES(80) \
	MQ8PFLINES(88) \
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
	MOVQ 128(AX), CX \
	MOVQ CX, 176(AX) \
	MOVL $0x0f0f0f0f, CX \
	VPBROADCASTD CX, Y15 \
	VPXORD Y0, Y0, Y0 \
	VPXORD Y1, Y1, Y1 \
	VPXORD Y2, Y2, Y2 \
	VPXORD Y3, Y3, Y3

#define MQ8PREFETCH \
	PREFETCHT1 (R8)(R15*1) \
	PREFETCHT1 (R9)(R15*1) \
	PREFETCHT1 (R10)(R15*1) \
	PREFETCHT1 (R11)(R15*1)

// A4DOT: the exact Σ q·qs of one row's 64 columns at (w), per group of four lanes, in Y18.
#define A4DOT(w) \
	VPANDD (w), Y15, Y16 \
	VPSRLW $4, (w), Y17 \
	VPANDD Y15, Y17, Y17 \
	VPXORD Y18, Y18, Y18 \
	VPDPBUSD Y12, Y16, Y18 \
	VPDPBUSD Y13, Y17, Y18 \
	VCVTDQ2PS Y18, Y18

// A8DOT: the same for one row's 32 8-bit codes at (w).
#define A8DOT(w) \
	VMOVDQU32 (w), Y16 \
	VPXORD Y18, Y18, Y18 \
	VPDPBUSD Y12, Y16, Y18 \
	VCVTDQ2PS Y18, Y18

// MQ8GROUP: at a group's end, row r's accumulator f += its scale (at (sp)) × the group
// accumulator g.
#define MQ8GROUP(sp, f, g) \
	MOVWLZX (sp), AX \
	VFMADD231PS.BCST (R12)(AX*4), g, f \
	ADDQ $2, sp

#define MQ8NEXTGROUP(label) \
	MOVQ a+0(FP), AX \
	DECQ 176(AX) \
	JNZ label

// MQ8BIAS: Y4..Y7 = each row's Σ b·Σ x̂ over the groups, the biases eight at a time in the lanes
// (f16 or bf16 as 168(a) says), the last ngroups mod 8 one at a time through tab.
#define MQ8BIAS \
	MOVQ a+0(FP), AX \
	MOVQ 64(AX), R8 \
	MOVQ 72(AX), R9 \
	MOVQ 80(AX), R10 \
	MOVQ 88(AX), R11 \
	MOVQ 112(AX), SI \
	MOVQ 128(AX), CX \
	MOVQ 168(AX), DX \
	VPXORD Y4, Y4, Y4 \
	VPXORD Y5, Y5, Y5 \
	VPXORD Y6, Y6, Y6 \
	VPXORD Y7, Y7, Y7 \
	CMPQ CX, $8 \
	JLT mq8bias_tail \
mq8bias_eight: \
	TESTQ DX, DX \
	JZ mq8bias_f16 \
	VPMOVZXWD (R8), Y16 \
	VPMOVZXWD (R9), Y17 \
	VPMOVZXWD (R10), Y18 \
	VPMOVZXWD (R11), Y19 \
	VPSLLD $16, Y16, Y16 \
	VPSLLD $16, Y17, Y17 \
	VPSLLD $16, Y18, Y18 \
	VPSLLD $16, Y19, Y19 \
	JMP mq8bias_fma \
mq8bias_f16: \
	VCVTPH2PS (R8), Y16 \
	VCVTPH2PS (R9), Y17 \
	VCVTPH2PS (R10), Y18 \
	VCVTPH2PS (R11), Y19 \
mq8bias_fma: \
	VMOVUPS (SI), Y20 \
	VFMADD231PS Y20, Y16, Y4 \
	VFMADD231PS Y20, Y17, Y5 \
	VFMADD231PS Y20, Y18, Y6 \
	VFMADD231PS Y20, Y19, Y7 \
	ADDQ $16, R8 \
	ADDQ $16, R9 \
	ADDQ $16, R10 \
	ADDQ $16, R11 \
	ADDQ $32, SI \
	SUBQ $8, CX \
	CMPQ CX, $8 \
	JGE mq8bias_eight \
mq8bias_tail: \
	TESTQ CX, CX \
	JZ mq8bias_done \
	VMOVSS (SI), X20 \
	MOVWLZX (R8), AX \
	VMOVSS (R12)(AX*4), X16 \
	VFMADD231PS Y20, Y16, Y4 \
	MOVWLZX (R9), AX \
	VMOVSS (R12)(AX*4), X16 \
	VFMADD231PS Y20, Y16, Y5 \
	MOVWLZX (R10), AX \
	VMOVSS (R12)(AX*4), X16 \
	VFMADD231PS Y20, Y16, Y6 \
	MOVWLZX (R11), AX \
	VMOVSS (R12)(AX*4), X16 \
	VFMADD231PS Y20, Y16, Y7 \
	ADDQ $2, R8 \
	ADDQ $2, R9 \
	ADDQ $2, R10 \
	ADDQ $2, R11 \
	ADDQ $4, SI \
	DECQ CX \
	JMP mq8bias_tail \
mq8bias_done: \
	VADDPS Y4, Y0, Y0 \
	VADDPS Y5, Y1, Y1 \
	VADDPS Y6, Y2, Y2 \
	VADDPS Y7, Y3, Y3

// MQ8ZERO: Y0..Y3 −= each row's Σ s·z·Σ x̂ over the groups, eight at a time (K2 masks the last
// ones): the scales as MQ8BIAS reads biases, the zeros per zmode (Y13 the stream's nibble shifts,
// Y20..Y23 the rows' shifts of zmode 2, Y14 15 per lane).
#define MQ8ZERO \
	MOVQ a+0(FP), AX \
	MOVQ 32(AX), BX \
	MOVQ 40(AX), DX \
	MOVQ 48(AX), R13 \
	MOVQ 56(AX), R14 \
	MOVQ 192(AX), R8 \
	MOVQ 200(AX), R9 \
	MOVQ 208(AX), R10 \
	MOVQ 216(AX), R11 \
	MOVQ 112(AX), SI \
	MOVQ 128(AX), CX \
	MOVQ 240(AX), DI \
	MOVQ 168(AX), R12 \
	MOVQ 184(AX), R15 \
	VPBROADCASTD 224(AX), Y20 \
	VPBROADCASTD 228(AX), Y21 \
	VPBROADCASTD 232(AX), Y22 \
	VPBROADCASTD 236(AX), Y23 \
	VMOVDQU mq8ZShift<>(SB), Y13 \
	MOVL $15, AX \
	VPBROADCASTD AX, Y14 \
	VPXORD Y4, Y4, Y4 \
	VPXORD Y5, Y5, Y5 \
	VPXORD Y6, Y6, Y6 \
	VPXORD Y7, Y7, Y7 \
	TESTQ CX, CX \
	JZ mq8zero_done \
mq8zero_loop: \
	MOVL $0xff, AX \
	CMPQ CX, $8 \
	JGE mq8zero_full \
	MOVL $1, AX \
	SHLL CX, AX \
	DECL AX \
mq8zero_full: \
	KMOVW AX, K2 \
	VMOVUPS.Z (SI), K2, Y24 \
	TESTQ R12, R12 \
	JZ mq8zero_f16 \
	VPMOVZXWD.Z (BX), K2, Y16 \
	VPMOVZXWD.Z (DX), K2, Y17 \
	VPMOVZXWD.Z (R13), K2, Y18 \
	VPMOVZXWD.Z (R14), K2, Y19 \
	VPSLLD $16, Y16, Y16 \
	VPSLLD $16, Y17, Y17 \
	VPSLLD $16, Y18, Y18 \
	VPSLLD $16, Y19, Y19 \
	JMP mq8zero_z \
mq8zero_f16: \
	VCVTPH2PS.Z (BX), K2, Y16 \
	VCVTPH2PS.Z (DX), K2, Y17 \
	VCVTPH2PS.Z (R13), K2, Y18 \
	VCVTPH2PS.Z (R14), K2, Y19 \
mq8zero_z: \
	CMPQ R15, $1 \
	JNE mq8zero_packed \
	VPBROADCASTD (R8), Y25 \
	VPBROADCASTD (R9), Y26 \
	VPBROADCASTD (R10), Y27 \
	VPBROADCASTD (R11), Y28 \
	VPSRLVD Y13, Y25, Y25 \
	VPSRLVD Y13, Y26, Y26 \
	VPSRLVD Y13, Y27, Y27 \
	VPSRLVD Y13, Y28, Y28 \
	JMP mq8zero_fma \
mq8zero_packed: \
	VMOVDQU32.Z (R8), K2, Y25 \
	VMOVDQU32.Z (R9), K2, Y26 \
	VMOVDQU32.Z (R10), K2, Y27 \
	VMOVDQU32.Z (R11), K2, Y28 \
	VPSRLVD Y20, Y25, Y25 \
	VPSRLVD Y21, Y26, Y26 \
	VPSRLVD Y22, Y27, Y27 \
	VPSRLVD Y23, Y28, Y28 \
mq8zero_fma: \
	VPANDD Y14, Y25, Y25 \
	VPANDD Y14, Y26, Y26 \
	VPANDD Y14, Y27, Y27 \
	VPANDD Y14, Y28, Y28 \
	VCVTDQ2PS Y25, Y25 \
	VCVTDQ2PS Y26, Y26 \
	VCVTDQ2PS Y27, Y27 \
	VCVTDQ2PS Y28, Y28 \
	VMULPS Y25, Y16, Y16 \
	VMULPS Y26, Y17, Y17 \
	VMULPS Y27, Y18, Y18 \
	VMULPS Y28, Y19, Y19 \
	VFMADD231PS Y24, Y16, Y4 \
	VFMADD231PS Y24, Y17, Y5 \
	VFMADD231PS Y24, Y18, Y6 \
	VFMADD231PS Y24, Y19, Y7 \
	ADDQ $16, BX \
	ADDQ $16, DX \
	ADDQ $16, R13 \
	ADDQ $16, R14 \
	ADDQ DI, R8 \
	ADDQ DI, R9 \
	ADDQ DI, R10 \
	ADDQ DI, R11 \
	ADDQ $32, SI \
	SUBQ $8, CX \
	JG mq8zero_loop \
mq8zero_done: \
	VSUBPS Y4, Y0, Y0 \
	VSUBPS Y5, Y1, Y1 \
	VSUBPS Y6, Y2, Y2 \
	VSUBPS Y7, Y3, Y3

// MQ8TAIL: the biases' or the zeros' term (zmode), then MQ8STORE.
#define MQ8TAIL \
	MOVQ a+0(FP), AX \
	CMPQ 184(AX), $0 \
	JNE mq8tail_zero \
	MQ8BIAS \
	JMP mq8tail_store \
mq8tail_zero: \
	MQ8ZERO \
mq8tail_store: \
	MQ8STORE

// MQ8STORE: out[r] = the sum of row r's lanes.
#define MQ8STORE \
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
	MOVQ a+0(FP), AX \
	VMOVUPS X0, 152(AX) \
	VZEROUPPER \
	RET

// The zmm kernels of 4-bit rows whose span is a multiple of 128 columns: a step takes 128 columns
// (one 64-byte line) of each of the four rows. A row's two VPDPBUSD sums per block land in a
// 128-bit lane of four partial sums (lane b: block b of the step); the four rows' lanes are
// narrowed into one register, lane b = [row 0 … row 3] of block b (VPACKSSDW + VPMADDWD with
// ones, twice: every partial is at most 8·15·128 = 15360 and every pair 30720, so int16 holds
// them), converted once and scaled by the blocks' activation scales and the rows' group scales
// in one FMA. Registers as above, and Z8 the rows' accumulator (lane b·4+r), Z9 the group
// accumulator (groups of 128 and more), Z12/Z13 the step's even/odd activations, Z14 ones
// (int16), Z15 0x0f bytes.

// MQ8ZSETUP: MQ8SETUP, the constants, the accumulator cleared.
#define MQ8ZSETUP \
	MQ8SETUP \
	MOVL $0x0f0f0f0f, CX \
	VPBROADCASTD CX, Z15 \
	MOVL $0x00010001, CX \
	VPBROADCASTD CX, Z14 \
	VPXORD Z8, Z8, Z8

// MQ8ZROW: row w's two VPDPBUSD sums of the step in acc (four partials per block).
#define MQ8ZROW(w, acc) \
	VPANDD (w), Z15, Z16 \
	VPSRLW $4, (w), Z17 \
	VPANDD Z15, Z17, Z17 \
	VPXORD acc, acc, acc \
	VPDPBUSD Z12, Z16, acc \
	VPDPBUSD Z13, Z17, acc

// MQ8ZSTEP: the four rows' exact sums of one step, per block and row in Z4 as float32.
#define MQ8ZSTEP \
	PREFETCHT1 (R8)(R15*1) \
	PREFETCHT1 (R9)(R15*1) \
	PREFETCHT1 (R10)(R15*1) \
	PREFETCHT1 (R11)(R15*1) \
	VMOVDQU64 (SI), Z20 \
	VMOVDQU64 64(SI), Z21 \
	VSHUFI64X2 $0x44, Z21, Z20, Z12 \
	VSHUFI64X2 $0xee, Z21, Z20, Z13 \
	MQ8ZROW(R8, Z0) \
	MQ8ZROW(R9, Z1) \
	MQ8ZROW(R10, Z2) \
	MQ8ZROW(R11, Z3) \
	VPACKSSDW Z1, Z0, Z4 \
	VPACKSSDW Z3, Z2, Z5 \
	VPMADDWD Z14, Z4, Z4 \
	VPMADDWD Z14, Z5, Z5 \
	VPACKSSDW Z5, Z4, Z4 \
	VPMADDWD Z14, Z4, Z4 \
	VCVTDQ2PS Z4, Z4 \
	ADDQ $64, R8 \
	ADDQ $64, R9 \
	ADDQ $64, R10 \
	ADDQ $64, R11 \
	ADDQ $128, SI

// MQ8ZEND: the four rows' sums (Z8) into Y0..Y3 (row r in lane r) for MQ8TAIL.
#define MQ8ZEND \
	VEXTRACTF64X4 $1, Z8, Y9 \
	VADDPS Y9, Y8, Y8 \
	VEXTRACTF128 $1, Y8, X9 \
	VADDPS X9, X8, X8 \
	MOVL $1, AX \
	KMOVW AX, K1 \
	VMOVAPS.Z X8, K1, X0 \
	MOVL $2, AX \
	KMOVW AX, K1 \
	VMOVAPS.Z X8, K1, X1 \
	MOVL $4, AX \
	KMOVW AX, K1 \
	VMOVAPS.Z X8, K1, X2 \
	MOVL $8, AX \
	KMOVW AX, K1 \
	VMOVAPS.Z X8, K1, X3

// MQ8ZPAIR(conv): Z5 = the four rows' scales of the step's two groups of 64 as float32, lanes
// [first, first, second, second] (blocks 0–1 and 2–3), times the blocks' activation scales.
#define MQ8ZPAIR(conv) \
	VMOVD (BX), X5 \
	VPINSRD $1, (DX), X5, X5 \
	VPINSRD $2, (R13), X5, X5 \
	VPINSRD $3, (R14), X5, X5 \
	VPSHUFB mq8Pairs<>(SB), X5, X5 \
	conv \
	VSHUFF32X4 $0x50, Z5, Z5, Z5 \
	VMULPS (DI), Z5, Z5 \
	ADDQ $4, BX \
	ADDQ $4, DX \
	ADDQ $4, R13 \
	ADDQ $4, R14 \
	ADDQ $64, DI

#define MQ8ZF16 VCVTPH2PS X5, Y5
#define MQ8ZBF16 VPMOVZXWD X5, Y5; VPSLLD $16, Y5, Y5

// MQ8ZONE(conv): Z5 = the four rows' scales of the group as float32 in every 128-bit lane.
#define MQ8ZONE(conv) \
	MOVWLZX (BX), AX \
	VMOVD AX, X5 \
	VPINSRW $1, (DX), X5, X5 \
	VPINSRW $2, (R13), X5, X5 \
	VPINSRW $3, (R14), X5, X5 \
	conv \
	VSHUFF32X4 $0x00, Z5, Z5, Z5 \
	ADDQ $2, BX \
	ADDQ $2, DX \
	ADDQ $2, R13 \
	ADDQ $2, R14

// MQ8ZGROUPS(label, conv): groups of a multiple of 128 (steps = g/128 per group): per step the
// sums times the blocks' activation scales into the group accumulator Z9, per group Z9 times the
// rows' scales into Z8.
#define MQ8ZGROUPS(group, step, done, conv) \
	MOVQ 128(AX), CX \
	TESTQ CX, CX \
	JZ done \
group: \
	MOVQ a+0(FP), AX \
	MOVQ 136(AX), CX \
	VPXORD Z9, Z9, Z9 \
step: \
	MQ8ZSTEP \
	VFMADD231PS (DI), Z4, Z9 \
	ADDQ $64, DI \
	DECQ CX \
	JNZ step \
	MQ8ZONE(conv) \
	VFMADD231PS Z5, Z9, Z8 \
	MQ8NEXTGROUP(group) \
done: \
	MQ8ZEND \
	MQ8TAIL

// func gemvMLXA4q8x4(a *mlxQ8Args): 4-bit, groups of a multiple of 64 columns (steps = g/64).
TEXT ·gemvMLXA4q8x4(SB), NOSPLIT, $0-8
	MQ8SETUP
	MOVQ 128(AX), CX
	TESTQ CX, CX
	JZ mla4_done
mla4_group:
	MOVQ a+0(FP), AX
	MOVQ 136(AX), CX
	VPXORD Y8, Y8, Y8
	VPXORD Y9, Y9, Y9
	VPXORD Y10, Y10, Y10
	VPXORD Y11, Y11, Y11
mla4_step:
	MQ8PREFETCH
	VMOVDQU (SI), Y12
	VMOVDQU 32(SI), Y13
	A4DOT(R8)
	VFMADD231PS (DI), Y18, Y8
	A4DOT(R9)
	VFMADD231PS (DI), Y18, Y9
	A4DOT(R10)
	VFMADD231PS (DI), Y18, Y10
	A4DOT(R11)
	VFMADD231PS (DI), Y18, Y11
	ADDQ $32, R8
	ADDQ $32, R9
	ADDQ $32, R10
	ADDQ $32, R11
	ADDQ $64, SI
	ADDQ $32, DI
	DECQ CX
	JNZ mla4_step
	MQ8GROUP(BX, Y0, Y8)
	MQ8GROUP(DX, Y1, Y9)
	MQ8GROUP(R13, Y2, Y10)
	MQ8GROUP(R14, Y3, Y11)
	MQ8NEXTGROUP(mla4_group)
mla4_done:
	MQ8TAIL

// MQ8PAIR: groups of 32 in the 4-bit kernel: a step holds two groups, the low four lanes the
// first, the high four the second (K1 = 0xf0).
#define MQ8PAIR(sp, f) \
	VMULPS (DI), Y18, Y18 \
	MOVWLZX (sp), AX \
	MOVWLZX 2(sp), CX \
	VBROADCASTSS (R12)(AX*4), Y19 \
	VBROADCASTSS (R12)(CX*4), K1, Y19 \
	VFMADD231PS Y19, Y18, f \
	ADDQ $4, sp

// func gemvMLXA4G32q8x4(a *mlxQ8Args): 4-bit, groups of 32 columns, ngroups even.
TEXT ·gemvMLXA4G32q8x4(SB), NOSPLIT, $0-8
	MQ8SETUP
	MOVL $0xf0, CX
	KMOVW CX, K1
	MOVQ 128(AX), CX
	SHRQ $1, CX
	MOVQ CX, 176(AX)
	TESTQ CX, CX
	JZ mla4g32_done
mla4g32_step:
	MQ8PREFETCH
	VMOVDQU (SI), Y12
	VMOVDQU 32(SI), Y13
	A4DOT(R8)
	MQ8PAIR(BX, Y0)
	A4DOT(R9)
	MQ8PAIR(DX, Y1)
	A4DOT(R10)
	MQ8PAIR(R13, Y2)
	A4DOT(R11)
	MQ8PAIR(R14, Y3)
	ADDQ $32, R8
	ADDQ $32, R9
	ADDQ $32, R10
	ADDQ $32, R11
	ADDQ $64, SI
	ADDQ $32, DI
	MQ8NEXTGROUP(mla4g32_step)
mla4g32_done:
	MQ8TAIL

// func gemvMLXA8q8x4(a *mlxQ8Args): 8-bit, groups of a multiple of 32 columns (steps = g/32).
TEXT ·gemvMLXA8q8x4(SB), NOSPLIT, $0-8
	MQ8SETUP
	MOVQ 128(AX), CX
	TESTQ CX, CX
	JZ mla8_done
mla8_group:
	MOVQ a+0(FP), AX
	MOVQ 136(AX), CX
	VPXORD Y8, Y8, Y8
	VPXORD Y9, Y9, Y9
	VPXORD Y10, Y10, Y10
	VPXORD Y11, Y11, Y11
mla8_step:
	MQ8PREFETCH
	VMOVDQU (SI), Y12
	A8DOT(R8)
	VFMADD231PS.BCST (DI), Y18, Y8
	A8DOT(R9)
	VFMADD231PS.BCST (DI), Y18, Y9
	A8DOT(R10)
	VFMADD231PS.BCST (DI), Y18, Y10
	A8DOT(R11)
	VFMADD231PS.BCST (DI), Y18, Y11
	ADDQ $32, R8
	ADDQ $32, R9
	ADDQ $32, R10
	ADDQ $32, R11
	ADDQ $32, SI
	ADDQ $4, DI
	DECQ CX
	JNZ mla8_step
	MQ8GROUP(BX, Y0, Y8)
	MQ8GROUP(DX, Y1, Y9)
	MQ8GROUP(R13, Y2, Y10)
	MQ8GROUP(R14, Y3, Y11)
	MQ8NEXTGROUP(mla8_group)
mla8_done:
	MQ8TAIL

// func gemvMLXA4G64q8x4Z(a *mlxQ8Args), gemvMLXA4G64q8x4ZB (bf16 scales): 4-bit, groups of 64,
// ngroups even; a step is two groups.
TEXT ·gemvMLXA4G64q8x4Z(SB), NOSPLIT, $0-8
	MQ8ZSETUP
	MOVQ 128(AX), CX
	SHRQ $1, CX
	JZ mla4z64_done
mla4z64_step:
	MQ8ZSTEP
	MQ8ZPAIR(MQ8ZF16)
	VFMADD231PS Z5, Z4, Z8
	DECQ CX
	JNZ mla4z64_step
mla4z64_done:
	MQ8ZEND
	MQ8TAIL

TEXT ·gemvMLXA4G64q8x4ZB(SB), NOSPLIT, $0-8
	MQ8ZSETUP
	MOVQ 128(AX), CX
	SHRQ $1, CX
	JZ mla4z64b_done
mla4z64b_step:
	MQ8ZSTEP
	MQ8ZPAIR(MQ8ZBF16)
	VFMADD231PS Z5, Z4, Z8
	DECQ CX
	JNZ mla4z64b_step
mla4z64b_done:
	MQ8ZEND
	MQ8TAIL

// func gemvMLXA4q8x4Z(a *mlxQ8Args), gemvMLXA4q8x4ZB (bf16 scales): 4-bit, groups of a multiple
// of 128 (steps = g/128).
TEXT ·gemvMLXA4q8x4Z(SB), NOSPLIT, $0-8
	MQ8ZSETUP
	MQ8ZGROUPS(mla4z_group, mla4z_step, mla4z_done, MQ8ZF16)

TEXT ·gemvMLXA4q8x4ZB(SB), NOSPLIT, $0-8
	MQ8ZSETUP
	MQ8ZGROUPS(mla4zb_group, mla4zb_step, mla4zb_done, MQ8ZBF16)

// MLX mxfp4 (4-bit E2M1 codes as MLX affine's 4-bit nibble stream, one E8M0 scale byte per group
// of 32): gemvMLXMXFP4q8x4(a *mlxQ8Args), groups of 32, ngroups even, tab the halved E8M0 table
// (mlxE8M0Half). The nibbles are looked up as kvalues_fp4 + 128 (the E2M1 values doubled, as
// unsigned bytes; VPSHUFB, Y14); each step's −128·Σ x̂ per lane (Y20, computed once for the four
// rows) starts the rows' VPDPBUSD chains, so they end at the exact Σ kv·x̂; the group pair's
// scales are bytes (MXQ8PAIR). No bias term.
DATA mq8FP4U<>+0(SB)/8, $0x8c88868483828180
DATA mq8FP4U<>+8(SB)/8, $0x74787a7c7d7e7f80
GLOBL mq8FP4U<>(SB), RODATA|NOPTR, $16

// FP4DOT: the exact Σ kv·qs of one row's 64 columns at (w), per group of four lanes, in Y18.
#define FP4DOT(w) \
	VPANDD (w), Y15, Y16 \
	VPSRLW $4, (w), Y17 \
	VPANDD Y15, Y17, Y17 \
	VPSHUFB Y16, Y14, Y16 \
	VPSHUFB Y17, Y14, Y17 \
	VMOVDQA64 Y20, Y18 \
	VPDPBUSD Y12, Y16, Y18 \
	VPDPBUSD Y13, Y17, Y18 \
	VCVTDQ2PS Y18, Y18

// MXQ8PAIR: MQ8PAIR with E8M0 byte scales.
#define MXQ8PAIR(sp, f) \
	VMULPS (DI), Y18, Y18 \
	MOVBLZX (sp), AX \
	MOVBLZX 1(sp), CX \
	VBROADCASTSS (R12)(AX*4), Y19 \
	VBROADCASTSS (R12)(CX*4), K1, Y19 \
	VFMADD231PS Y19, Y18, f \
	ADDQ $2, sp

TEXT ·gemvMLXMXFP4q8x4(SB), NOSPLIT, $0-8
	MQ8SETUP
	MOVL $0xf0, CX
	KMOVW CX, K1
	VBROADCASTI128 mq8FP4U<>(SB), Y14
	MOVL $0x80808080, CX
	VPBROADCASTD CX, Y21
	VPXORD Y22, Y22, Y22
	MOVQ 128(AX), CX
	SHRQ $1, CX
	MOVQ CX, 176(AX)
	TESTQ CX, CX
	JZ mlmx4_done
mlmx4_step:
	MQ8PREFETCH
	VMOVDQU (SI), Y12
	VMOVDQU 32(SI), Y13
	VPXORD Y20, Y20, Y20
	VPDPBUSD Y12, Y21, Y20
	VPDPBUSD Y13, Y21, Y20
	VPSUBD Y20, Y22, Y20
	FP4DOT(R8)
	MXQ8PAIR(BX, Y0)
	FP4DOT(R9)
	MXQ8PAIR(DX, Y1)
	FP4DOT(R10)
	MXQ8PAIR(R13, Y2)
	FP4DOT(R11)
	MXQ8PAIR(R14, Y3)
	ADDQ $32, R8
	ADDQ $32, R9
	ADDQ $32, R10
	ADDQ $32, R11
	ADDQ $64, SI
	ADDQ $32, DI
	MQ8NEXTGROUP(mlmx4_step)
mlmx4_done:
	MQ8STORE

// NVQ8QUAD: MQ8PAIR for MLX nvfp4's groups of 16: a step's four groups, two lanes each, their
// E4M3 scale bytes looked up in tab (nvScaleTable: the values times the global scale).
#define NVQ8QUAD(sp, f) \
	VMULPS (DI), Y18, Y18 \
	MOVBLZX (sp), AX \
	MOVBLZX 1(sp), CX \
	VBROADCASTSS (R12)(AX*4), Y19 \
	VBROADCASTSS (R12)(CX*4), K1, Y19 \
	MOVBLZX 2(sp), AX \
	MOVBLZX 3(sp), CX \
	VBROADCASTSS (R12)(AX*4), K2, Y19 \
	VBROADCASTSS (R12)(CX*4), K3, Y19 \
	VFMADD231PS Y19, Y18, f \
	ADDQ $4, sp

// func gemvMLXNVFP4q8x4(a *mlxQ8Args): gemvMLXMXFP4q8x4 with a scale per 16 columns; ngroups
// counts steps of 64 columns. The sums are of the doubled E2M1 values (the caller halves them).
TEXT ·gemvMLXNVFP4q8x4(SB), NOSPLIT, $0-8
	MQ8SETUP
	MOVL $0x0c, CX
	KMOVW CX, K1
	MOVL $0x30, CX
	KMOVW CX, K2
	MOVL $0xc0, CX
	KMOVW CX, K3
	VBROADCASTI128 mq8FP4U<>(SB), Y14
	MOVL $0x80808080, CX
	VPBROADCASTD CX, Y21
	VPXORD Y22, Y22, Y22
	CMPQ 128(AX), $0
	JEQ mlnv4_done
mlnv4_step:
	MQ8PREFETCH
	VMOVDQU (SI), Y12
	VMOVDQU 32(SI), Y13
	VPXORD Y20, Y20, Y20
	VPDPBUSD Y12, Y21, Y20
	VPDPBUSD Y13, Y21, Y20
	VPSUBD Y20, Y22, Y20
	FP4DOT(R8)
	NVQ8QUAD(BX, Y0)
	FP4DOT(R9)
	NVQ8QUAD(DX, Y1)
	FP4DOT(R10)
	NVQ8QUAD(R13, Y2)
	FP4DOT(R11)
	NVQ8QUAD(R14, Y3)
	ADDQ $32, R8
	ADDQ $32, R9
	ADDQ $32, R10
	ADDQ $32, R11
	ADDQ $64, SI
	ADDQ $32, DI
	MQ8NEXTGROUP(mlnv4_step)
mlnv4_done:
	MQ8STORE

// Byte order of a 4-bit word's activations (q8Act.w4i): per 8 values the even four, then the
// odd four, in each 128-bit lane.
DATA w4iShuf<>+0(SB)/8, $0x0705030106040200
DATA w4iShuf<>+8(SB)/8, $0x0f0d0b090e0c0a08
GLOBL w4iShuf<>(SB), RODATA|NOPTR, $16

// Qword indices for VPERMI2Q: words 0, 1 (w4iP01) or 2, 3 (w4iP23) of vectors 0–3 from two
// registers of two vectors' four words each; then word j of vectors 0–7 from two such results:
// even (w4iE) or odd (w4iO) qwords.
DATA w4iP01<>+0(SB)/8, $0
DATA w4iP01<>+8(SB)/8, $1
DATA w4iP01<>+16(SB)/8, $4
DATA w4iP01<>+24(SB)/8, $5
DATA w4iP01<>+32(SB)/8, $8
DATA w4iP01<>+40(SB)/8, $9
DATA w4iP01<>+48(SB)/8, $12
DATA w4iP01<>+56(SB)/8, $13
GLOBL w4iP01<>(SB), RODATA|NOPTR, $64
DATA w4iP23<>+0(SB)/8, $2
DATA w4iP23<>+8(SB)/8, $3
DATA w4iP23<>+16(SB)/8, $6
DATA w4iP23<>+24(SB)/8, $7
DATA w4iP23<>+32(SB)/8, $10
DATA w4iP23<>+40(SB)/8, $11
DATA w4iP23<>+48(SB)/8, $14
DATA w4iP23<>+56(SB)/8, $15
GLOBL w4iP23<>(SB), RODATA|NOPTR, $64
DATA w4iE<>+0(SB)/8, $0
DATA w4iE<>+8(SB)/8, $2
DATA w4iE<>+16(SB)/8, $4
DATA w4iE<>+24(SB)/8, $6
DATA w4iE<>+32(SB)/8, $8
DATA w4iE<>+40(SB)/8, $10
DATA w4iE<>+48(SB)/8, $12
DATA w4iE<>+56(SB)/8, $14
GLOBL w4iE<>(SB), RODATA|NOPTR, $64
DATA w4iO<>+0(SB)/8, $1
DATA w4iO<>+8(SB)/8, $3
DATA w4iO<>+16(SB)/8, $5
DATA w4iO<>+24(SB)/8, $7
DATA w4iO<>+32(SB)/8, $9
DATA w4iO<>+40(SB)/8, $11
DATA w4iO<>+48(SB)/8, $13
DATA w4iO<>+56(SB)/8, $15
GLOBL w4iO<>(SB), RODATA|NOPTR, $64

// func wordNibbles8AVX512(src *[8]*int8, nb int, mask uint8, dst *int8)
//
// q8Act.prepWordNibbles8's layout: for each of nb blocks, dst[256b + 64j + 8v + k] = the four
// even (k < 4) or odd (k ≥ 4) values of word j (8 values) of vector v's block b, read from
// src[v] on; vectors whose mask bit is clear are zero (their src must still be readable).
TEXT ·wordNibbles8AVX512(SB), NOSPLIT, $0-32
	MOVQ src+0(FP), SI
	MOVQ nb+8(FP), CX
	MOVBLZX mask+16(FP), AX
	KMOVB AX, K1
	MOVQ dst+24(FP), DI
	VBROADCASTI32X4 w4iShuf<>(SB), Z16
	VMOVDQU64 w4iP01<>(SB), Z17
	VMOVDQU64 w4iP23<>(SB), Z18
	VMOVDQU64 w4iE<>(SB), Z19
	VMOVDQU64 w4iO<>(SB), Z20
	MOVQ 0(SI), R8
	MOVQ 8(SI), R9
	MOVQ 16(SI), R10
	MOVQ 24(SI), R11
	MOVQ 32(SI), R12
	MOVQ 40(SI), R13
	MOVQ 48(SI), AX
	MOVQ 56(SI), BX
	TESTQ CX, CX
	JZ w4i_done

w4i_loop:
	VMOVDQU (R8), Y0
	VINSERTI64X4 $1, (R9), Z0, Z0
	VMOVDQU (R10), Y1
	VINSERTI64X4 $1, (R11), Z1, Z1
	VMOVDQU (R12), Y2
	VINSERTI64X4 $1, (R13), Z2, Z2
	VMOVDQU (AX), Y3
	VINSERTI64X4 $1, (BX), Z3, Z3
	VPSHUFB Z16, Z0, Z0
	VPSHUFB Z16, Z1, Z1
	VPSHUFB Z16, Z2, Z2
	VPSHUFB Z16, Z3, Z3
	VMOVDQA64 Z17, Z4
	VPERMI2Q Z1, Z0, Z4 // words 0, 1 of vectors 0–3
	VMOVDQA64 Z18, Z5
	VPERMI2Q Z1, Z0, Z5 // words 2, 3 of vectors 0–3
	VMOVDQA64 Z17, Z6
	VPERMI2Q Z3, Z2, Z6 // words 0, 1 of vectors 4–7
	VMOVDQA64 Z18, Z7
	VPERMI2Q Z3, Z2, Z7 // words 2, 3 of vectors 4–7
	VMOVDQA64 Z19, Z8
	VPERMI2Q Z6, Z4, Z8
	VMOVDQA64 Z20, Z9
	VPERMI2Q Z6, Z4, Z9
	VMOVDQA64 Z19, Z10
	VPERMI2Q Z7, Z5, Z10
	VMOVDQA64 Z20, Z11
	VPERMI2Q Z7, Z5, Z11
	VMOVDQU64.Z Z8, K1, Z8
	VMOVDQU64.Z Z9, K1, Z9
	VMOVDQU64.Z Z10, K1, Z10
	VMOVDQU64.Z Z11, K1, Z11
	VMOVDQU64 Z8, 0(DI)
	VMOVDQU64 Z9, 64(DI)
	VMOVDQU64 Z10, 128(DI)
	VMOVDQU64 Z11, 192(DI)
	ADDQ $32, R8
	ADDQ $32, R9
	ADDQ $32, R10
	ADDQ $32, R11
	ADDQ $32, R12
	ADDQ $32, R13
	ADDQ $32, AX
	ADDQ $32, BX
	ADDQ $256, DI
	DECQ CX
	JNZ w4i_loop

w4i_done:
	VZEROUPPER
	RET
