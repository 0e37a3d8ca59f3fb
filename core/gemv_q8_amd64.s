//go:build amd64

#include "textflag.h"
#include "gemm_q8_amd64.h"

DATA q4q8Quad<>+0(SB)/8, $0x0908070605040302
DATA q4q8Quad<>+8(SB)/8, $0x11100f0e0d0c0b0a
DATA q4q8Quad<>+16(SB)/8, $0x1b1a191817161514
DATA q4q8Quad<>+24(SB)/8, $0x232221201f1e1d1c
DATA q4q8Quad<>+32(SB)/8, $0x2d2c2b2a29282726
DATA q4q8Quad<>+40(SB)/8, $0x3534333231302f2e
DATA q4q8Quad<>+48(SB)/8, $0x3f3e3d3c3b3a3938
DATA q4q8Quad<>+56(SB)/8, $0x7f7e7d7c7b7a7978
DATA q4q8Quad<>+64(SB)/8, $0x001b001200090000
DATA q4q8Quad<>+72(SB)/8, $0x0000000000000000
DATA q4q8Quad<>+80(SB)/4, $0
DATA q4q8Quad<>+84(SB)/4, $0
DATA q4q8Quad<>+88(SB)/4, $0
DATA q4q8Quad<>+92(SB)/4, $0
DATA q4q8Quad<>+96(SB)/4, $1
DATA q4q8Quad<>+100(SB)/4, $1
DATA q4q8Quad<>+104(SB)/4, $1
DATA q4q8Quad<>+108(SB)/4, $1
DATA q4q8Quad<>+112(SB)/4, $2
DATA q4q8Quad<>+116(SB)/4, $2
DATA q4q8Quad<>+120(SB)/4, $2
DATA q4q8Quad<>+124(SB)/4, $2
DATA q4q8Quad<>+128(SB)/4, $3
DATA q4q8Quad<>+132(SB)/4, $3
DATA q4q8Quad<>+136(SB)/4, $3
DATA q4q8Quad<>+140(SB)/4, $3
GLOBL q4q8Quad<>(SB), RODATA|NOPTR, $144

// 8-bit-activation GEMV kernels (ActivationsQ8, gemv_q8.go): AVX-512 VL + VNNI on 256-bit
// registers. Each computes four rows' dot products with an activation vector rounded to Q8_0
// (int8 values qs, one float32 scale per 32). Per block of 32 and row: the weight codes as
// unsigned bytes u = q + off (off = 128 for Q8_0's signed bytes, Q4_0's nibbles already are
// q + 8), one VPDPBUSD adds Σ u·qs per group of four into an accumulator that starts at
// −off·Σ qs (computed once per block for the four rows), so that it ends at the exact integer
// Σ q·qs; converted to float32 (exact: |Σ| < 2^24) it is scaled by the row's block scale
// (fp16Table, embedded broadcast) and FMA'd with the activation block's scale into the row's
// float32 accumulator.
//
// Registers: R8..R11 the row pointers, SI the byte offset of the block in the rows, DI the
// activation values, BX their scales, R12 fp16Table, DX the prefetch offset, CX blocks left;
// Y0..Y3 the rows' accumulators; Y11 the block's activation scale, Y12 zero, Y13 −off·Σqs,
// Y14 the block's activation values, Y15 off as bytes; Y4..Y6 temporaries.

#define Q8SETUP \
	MOVQ rows+0(FP), AX \
	MOVQ 0(AX), R8 \
	MOVQ 8(AX), R9 \
	MOVQ 16(AX), R10 \
	MOVQ 24(AX), R11 \
	MOVQ qs+8(FP), DI \
	MOVQ d+16(FP), BX \
	MOVQ nb+24(FP), CX \
	MOVQ fp16+40(FP), R12 \
	MOVQ pf+48(FP), DX \
	XORQ SI, SI \
	VPXORD Y0, Y0, Y0 \
	VPXORD Y1, Y1, Y1 \
	VPXORD Y2, Y2, Y2 \
	VPXORD Y3, Y3, Y3 \
	VPXORD Y12, Y12, Y12

// Q8BLOCK loads the activation block and computes Y13 = −off·Σqs per group of four.
#define Q8BLOCK \
	VMOVDQU (DI), Y14 \
	VPXORD Y13, Y13, Y13 \
	VPDPBUSD Y14, Y15, Y13 \
	VPSUBD Y13, Y12, Y13 \
	VBROADCASTSS (BX), Y11

// Q8FINISH: acc (integer Σ q·qs per group) → float32, × the row's block scale (fp16 at
// (ptr)(SI*1)), += × the activation scale into f.
#define Q8FINISH(ptr, acc, f) \
	MOVWLZX (ptr)(SI*1), AX \
	VCVTDQ2PS acc, acc \
	VMULPS.BCST (R12)(AX*4), acc, acc \
	VFMADD231PS Y11, acc, f

#define Q8STORE \
	VEXTRACTF128 $1, Y0, X4 \
	VADDPS X4, X0, X0 \
	VEXTRACTF128 $1, Y1, X4 \
	VADDPS X4, X1, X1 \
	VEXTRACTF128 $1, Y2, X4 \
	VADDPS X4, X2, X2 \
	VEXTRACTF128 $1, Y3, X4 \
	VADDPS X4, X3, X3 \
	VHADDPS X1, X0, X0 \
	VHADDPS X3, X2, X2 \
	VHADDPS X2, X0, X0 \
	MOVQ out+32(FP), AX \
	VMOVUPS X0, (AX) \
	VZEROUPPER \
	RET

// GEMM macros (see the GEMM kernels at the end of the file).

// GEMMROW: one row's block against the 8 interleaved vectors (GXROW, gemm_q8_amd64.h), its
// scale an fp16 code at the block's start. Two rows per step (the x2 kernels) give the core two
// independent chains.
#define GEMMROW(w, s0, s1, s2, s3, a0, a1, a2, a3, ptr, f) GXROW(w, s0, s1, s2, s3, a0, a1, a2, a3, ptr, f, MOVWLZX)

// Four rows a step: the block's 256 bytes of interleaved activations are loaded once into
// Y24..Y31 and serve all four rows (the two-row kernels read them from memory per row, and a
// row's whole qsi — 256 bytes per block, up to 112 KiB — does not stay in L1 between rows).
// GEMMROWR is GEMMROW with the activations in those registers.
#define GEMMROWR(w, s0, s1, s2, s3, a0, a1, a2, a3, ptr, f) GEMMROWX(w, s0, s1, s2, s3, a0, a1, a2, a3, ptr, f, MOVWLZX, Y24, Y25, Y26, Y27, Y28, Y29, Y30, Y31)

#define GEMM4SETUP \
	MOVQ rowa+0(FP), R8 \
	MOVQ rowb+8(FP), R9 \
	MOVQ rowc+16(FP), R10 \
	MOVQ rowd+24(FP), R11 \
	MOVQ qsi+32(FP), DI \
	MOVQ corr+40(FP), SI \
	MOVQ dxi+48(FP), BX \
	MOVQ nb+56(FP), CX \
	MOVQ fp16+72(FP), R12 \
	MOVQ pf+80(FP), DX \
	VPXORD Y0, Y0, Y0 \
	VPXORD Y1, Y1, Y1 \
	VPXORD Y2, Y2, Y2 \
	VPXORD Y3, Y3, Y3

#define GEMM4LOADX \
	VMOVDQU32 (DI), Y24 \
	VMOVDQU32 32(DI), Y25 \
	VMOVDQU32 64(DI), Y26 \
	VMOVDQU32 96(DI), Y27 \
	VMOVDQU32 128(DI), Y28 \
	VMOVDQU32 160(DI), Y29 \
	VMOVDQU32 192(DI), Y30 \
	VMOVDQU32 224(DI), Y31

#define GEMM4NEXT(bytes) \
	PREFETCHT0 (R8)(DX*1) \
	PREFETCHT0 (R9)(DX*1) \
	PREFETCHT0 (R10)(DX*1) \
	PREFETCHT0 (R11)(DX*1) \
	ADDQ $bytes, R8 \
	ADDQ $bytes, R9 \
	ADDQ $bytes, R10 \
	ADDQ $bytes, R11 \
	ADDQ $256, DI \
	ADDQ $32, SI \
	ADDQ $32, BX \
	DECQ CX

#define GEMM4STORE \
	MOVQ out+64(FP), AX \
	VMOVUPS Y0, (AX) \
	VMOVUPS Y1, 32(AX) \
	VMOVUPS Y2, 64(AX) \
	VMOVUPS Y3, 96(AX) \
	VZEROUPPER \
	RET

// Q8_0: {fp16 d; int8 qs[32]}, 34 bytes. u = q XOR 0x80 = q + 128.
#define Q80ROW(ptr, f) \
	VPXORD 2(ptr)(SI*1), Y15, Y4 \
	VMOVDQA64 Y13, Y6 \
	VPDPBUSD Y14, Y4, Y6 \
	Q8FINISH(ptr, Y6, f)

// Q80Q8KERNEL(PF): the body of gemvQ8_0q8x4 (PF = PREFETCHT1) and of gemvQ8_0q8x4L1 (PREFETCHT0),
// PF asking for the line of the next rows at each block's offset.
#define Q80Q8KERNEL(PF) \
	Q8SETUP \
	MOVL $0x80808080, AX \
	VPBROADCASTD AX, Y15 \
	TESTQ CX, CX \
	JZ q80q8_done \
q80q8_loop: \
	PF 0(R8)(DX*1) \
	PF 0(R9)(DX*1) \
	PF 0(R10)(DX*1) \
	PF 0(R11)(DX*1) \
	Q8BLOCK \
	Q80ROW(R8, Y0) \
	Q80ROW(R9, Y1) \
	Q80ROW(R10, Y2) \
	Q80ROW(R11, Y3) \
	ADDQ $34, SI \
	ADDQ $34, DX \
	ADDQ $32, DI \
	ADDQ $4, BX \
	DECQ CX \
	JNZ q80q8_loop \
q80q8_done: \
	Q8STORE

// func gemvQ8_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
// gemvQ8_0q8x4L1 prefetches into L1 (PREFETCHT0), the choice where prefetchL1 holds (Zen 5: the
// bench's Q8_0 read 4–13 % faster than with T1 at one thread, alternating runs).
TEXT ·gemvQ8_0q8x4(SB), NOSPLIT, $0-56
	Q80Q8KERNEL(PREFETCHT1)

// func gemvQ8_0q8x4L1(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ8_0q8x4L1(SB), NOSPLIT, $0-56
	Q80Q8KERNEL(PREFETCHT0)

// Q4_0: {fp16 d; u8 qs[16]}, 18 bytes; element j is the low nibble of qs[j], element j+16 the
// high one, so [qs, qs>>4] & 0x0F (qs broadcast to both halves, shifted per half by VPSRLVW)
// lines the codes up with the activations; off = 8.
#define Q40ROW(ptr, f) \
	VBROADCASTI128 2(ptr)(SI*1), Y4 \
	VPSRLVW Y9, Y4, Y4 \
	VPAND Y10, Y4, Y4 \
	VMOVDQA64 Y13, Y6 \
	VPDPBUSD Y14, Y4, Y6 \
	Q8FINISH(ptr, Y6, f)

// Two blocks b, b+1 a step: one register holds both blocks' 16 code bytes, so one shift and two
// ANDs give [b's low nibbles | b+1's low nibbles] and the same of the high ones, and two VPDPBUSD
// against the activations rearranged to match (Y16 = [x_b[0:16] | x_b1[0:16]], Y17 = the
// elements 16…31, formed once per step for the four rows) leave block b's exact sum in lanes 0…3
// and block b+1's in lanes 4…7; the lanes are scaled by [d_b ×4 | d_b1 ×4] (a broadcast and a
// masked broadcast, K1 = 0xf0) and FMA'd with [dx_b ×4 | dx_b1 ×4] (Y19). Y18: −8·Σx per lane.
#define Q40PAIR(ptr, f) \
	VMOVDQU 2(ptr)(SI*1), X4 \
	VINSERTI128 $1, 20(ptr)(SI*1), Y4, Y4 \
	VPSRLW $4, Y4, Y5 \
	VPAND Y10, Y4, Y4 \
	VPAND Y10, Y5, Y5 \
	VMOVDQA64 Y18, Y6 \
	VPDPBUSD Y16, Y4, Y6 \
	VPDPBUSD Y17, Y5, Y6 \
	MOVWLZX (ptr)(SI*1), AX \
	MOVWLZX 18(ptr)(SI*1), R13 \
	VCVTDQ2PS Y6, Y6 \
	VBROADCASTSS (R12)(AX*4), Y20 \
	VBROADCASTSS (R12)(R13*4), K1, Y20 \
	VMULPS Y20, Y6, Y6 \
	VFMADD231PS Y19, Y6, f

// Four blocks a step (zmm): the rows' 72-byte spans are loaded as bytes 0…63 and 8…71; VPERMT2B
// gathers the four blocks' 16 code bytes into the four 128-bit lanes, VPERMW the four fp16
// scales into words 0…3; they are converted and multiplied by the blocks' dx in an xmm and spread
// by VPERMPS (lane i: d·dx of block i/4). A zmm VCVTPH2PS of the spread scales cost 1.4 cycles
// on Zen 4 (convert and shuffle pipes), the xmm one 0.5: 19.5–20.4 → 17.8–19.3 cycles per 256
// values and row from L1. The activations are rearranged once per step for the four rows (Z26:
// each block's elements 0…15, Z27: 16…31, block k in lane k; Z28 = −8·Σx per group of four;
// X29 = the four blocks' dx).
#define Q40QUAD(ptr, f) \
	VMOVDQU64 (ptr)(SI*1), Z4 \
	VPERMW Z4, Z22, Z5 \
	VPERMT2B 8(ptr)(SI*1), Z23, Z4 \
	VCVTPH2PS X5, X5 \
	VMULPS X29, X5, X5 \
	VPERMPS Z5, Z30, Z5 \
	VPSRLW $4, Z4, Z6 \
	VPANDD Z20, Z4, Z4 \
	VPANDD Z20, Z6, Z6 \
	VMOVDQA64 Z28, Z7 \
	VPDPBUSD Z26, Z4, Z7 \
	VPDPBUSD Z27, Z6, Z7 \
	VCVTDQ2PS Z7, Z7 \
	VFMADD231PS Z5, Z7, f

#define Q40FOLD(z, y) \
	VEXTRACTF32X8 $1, z, Y4 \
	VADDPS Y4, y, y

// The four-blocks-a-step kernels of Q4_0, IQ4_NL and MXFP4 (the blocks' 16 bytes of nibbles,
// element j the low nibble of byte j, j + 16 the high one): Q4QSETUP after Q8SETUP and Y15 = the
// offset as bytes; then the format's tables; Q4QQUADS(QUAD, bytes) the quad loop (VBMI: its
// VPERMT2B gather) and Q4QPAIRS(PAIR, ROW, bytes) the two-block loop and the one-block tail on
// what CX leaves, both through the format's row macros (QUAD: zmm, PAIR and ROW: ymm).
#define Q4QSETUP \
	MOVL $0x0f0f0f0f, AX \
	VPBROADCASTD AX, Y10 \
	MOVQ $0x0004000400040004, AX \
	VMOVQ AX, X9 \
	VPBROADCASTQ X9, Y9 \
	VPXOR X8, X8, X8 \
	VPBLENDD $0x0f, Y8, Y9, Y9 \
	MOVL $0xf0, AX \
	KMOVW AX, K1

#define Q4QQUADS(QUAD, bytes) \
	MOVQ CX, R14 \
	SHRQ $2, R14 \
	JZ q4q_quads_done \
	MOVL $0x0f0f0f0f, AX \
	VPBROADCASTD AX, Z20 \
	VPBROADCASTD X15, Z21 \
	VMOVDQU64 q4q8Quad<>+80(SB), Z30 \
	VPXORD Z31, Z31, Z31 \
q4q_quad: \
	PREFETCHT1 0(R8)(DX*1) \
	PREFETCHT1 64(R8)(DX*1) \
	PREFETCHT1 0(R9)(DX*1) \
	PREFETCHT1 64(R9)(DX*1) \
	PREFETCHT1 0(R10)(DX*1) \
	PREFETCHT1 64(R10)(DX*1) \
	PREFETCHT1 0(R11)(DX*1) \
	PREFETCHT1 64(R11)(DX*1) \
	VMOVDQU64 (DI), Z24 \
	VMOVDQU64 64(DI), Z25 \
	VSHUFI64X2 $0x88, Z25, Z24, Z26 \
	VSHUFI64X2 $0xdd, Z25, Z24, Z27 \
	VPXORD Z28, Z28, Z28 \
	VPDPBUSD Z26, Z21, Z28 \
	VPDPBUSD Z27, Z21, Z28 \
	VPSUBD Z28, Z31, Z28 \
	VBROADCASTF32X4 (BX), Y29 \
	QUAD(R8, Z0) \
	QUAD(R9, Z1) \
	QUAD(R10, Z2) \
	QUAD(R11, Z3) \
	ADDQ $(4*bytes), SI \
	ADDQ $(4*bytes), DX \
	ADDQ $128, DI \
	ADDQ $16, BX \
	DECQ R14 \
	JNZ q4q_quad \
	Q40FOLD(Z0, Y0) \
	Q40FOLD(Z1, Y1) \
	Q40FOLD(Z2, Y2) \
	Q40FOLD(Z3, Y3) \
q4q_quads_done: \
	ANDQ $3, CX

#define Q4QPAIRS(PAIR, ROW, bytes) \
	MOVQ CX, R14 \
	SHRQ $1, R14 \
	ANDQ $1, CX \
	TESTQ R14, R14 \
	JZ q4q_tail \
q4q_pairs: \
	PREFETCHT1 0(R8)(DX*1) \
	PREFETCHT1 0(R9)(DX*1) \
	PREFETCHT1 0(R10)(DX*1) \
	PREFETCHT1 0(R11)(DX*1) \
	VMOVDQU (DI), Y14 \
	VMOVDQU 32(DI), Y13 \
	VSHUFI32X4 $0x00, Y13, Y14, Y16 \
	VSHUFI32X4 $0x03, Y13, Y14, Y17 \
	VPXORD Y18, Y18, Y18 \
	VPDPBUSD Y16, Y15, Y18 \
	VPDPBUSD Y17, Y15, Y18 \
	VPSUBD Y18, Y12, Y18 \
	VBROADCASTSS (BX), Y19 \
	VBROADCASTSS 4(BX), K1, Y19 \
	PAIR(R8, Y0) \
	PAIR(R9, Y1) \
	PAIR(R10, Y2) \
	PAIR(R11, Y3) \
	ADDQ $(2*bytes), SI \
	ADDQ $(2*bytes), DX \
	ADDQ $64, DI \
	ADDQ $8, BX \
	DECQ R14 \
	JNZ q4q_pairs \
q4q_tail: \
	TESTQ CX, CX \
	JZ q4q_done \
	Q8BLOCK \
	ROW(R8, Y0) \
	ROW(R9, Y1) \
	ROW(R10, Y2) \
	ROW(R11, Y3) \
q4q_done: \
	Q8STORE

// func gemvQ4_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
// (VBMI CPUs; gemvQ4_0q8x4Pairs on the others: Cascade and Cooper Lake have VNNI without VBMI)
TEXT ·gemvQ4_0q8x4(SB), NOSPLIT, $0-56
	Q8SETUP
	MOVL $0x08080808, AX
	VPBROADCASTD AX, Y15
	Q4QSETUP
	VMOVDQU64 q4q8Quad<>+64(SB), X22
	VMOVDQU64 q4q8Quad<>+0(SB), Z23
	Q4QQUADS(Q40QUAD, 18)
	Q4QPAIRS(Q40PAIR, Q40ROW, 18)

// func gemvQ4_0q8x4Pairs(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ4_0q8x4Pairs(SB), NOSPLIT, $0-56
	Q8SETUP
	MOVL $0x08080808, AX
	VPBROADCASTD AX, Y15
	Q4QSETUP
	Q4QPAIRS(Q40PAIR, Q40ROW, 18)


// IQ4_NL: Q4_0's blocks (fp16 d; 16 bytes of nibbles) with w = d·level[nibble]: the kernels
// are Q4_0's with the codes looked up by VPERMB in the levels + 128 (nlq8Levels, the 16 levels
// four times, so that VPERMB's 5 or 6 index bits need no nibble mask) and off = 128 (VBMI).
DATA nlq8Levels<>+0(SB)/8, $0x766a5d4f3f2d1801
DATA nlq8Levels<>+8(SB)/8, $0xf1d9c5b5a6998d81
DATA nlq8Levels<>+16(SB)/8, $0x766a5d4f3f2d1801
DATA nlq8Levels<>+24(SB)/8, $0xf1d9c5b5a6998d81
DATA nlq8Levels<>+32(SB)/8, $0x766a5d4f3f2d1801
DATA nlq8Levels<>+40(SB)/8, $0xf1d9c5b5a6998d81
DATA nlq8Levels<>+48(SB)/8, $0x766a5d4f3f2d1801
DATA nlq8Levels<>+56(SB)/8, $0xf1d9c5b5a6998d81
GLOBL nlq8Levels<>(SB), RODATA|NOPTR, $64

// LUTQROW / LUTQPAIR(ptr, f, off, [bb,] LOAD): the one- and two-block steps of IQ4_NL's and
// MXFP4's four-block kernels: the codes at off in the block (bb bytes) looked up by VPERMB in Z8's
// levels + 128, the block's scale code loaded by LOAD (fp16: MOVWLZX; E8M0: MOVBLZX) and read from
// the table in R12.
#define LUTQROW(ptr, f, off, LOAD) \
	VBROADCASTI128 off(ptr)(SI*1), Y4 \
	VPSRLVW Y9, Y4, Y4 \
	VPERMB Y8, Y4, Y4 \
	VMOVDQA64 Y13, Y6 \
	VPDPBUSD Y14, Y4, Y6 \
	LOAD (ptr)(SI*1), AX \
	VCVTDQ2PS Y6, Y6 \
	VMULPS.BCST (R12)(AX*4), Y6, Y6 \
	VFMADD231PS Y11, Y6, f

#define LUTQPAIR(ptr, f, off, bb, LOAD) \
	VMOVDQU off(ptr)(SI*1), X4 \
	VINSERTI128 $1, (off+bb)(ptr)(SI*1), Y4, Y4 \
	VPSRLW $4, Y4, Y5 \
	VPERMB Y8, Y4, Y4 \
	VPERMB Y8, Y5, Y5 \
	VMOVDQA64 Y18, Y6 \
	VPDPBUSD Y16, Y4, Y6 \
	VPDPBUSD Y17, Y5, Y6 \
	LOAD (ptr)(SI*1), AX \
	LOAD bb(ptr)(SI*1), R13 \
	VCVTDQ2PS Y6, Y6 \
	VBROADCASTSS (R12)(AX*4), Y20 \
	VBROADCASTSS (R12)(R13*4), K1, Y20 \
	VMULPS Y20, Y6, Y6 \
	VFMADD231PS Y19, Y6, f

#define NLQROW(ptr, f) LUTQROW(ptr, f, 2, MOVWLZX)
#define NLQPAIR(ptr, f) LUTQPAIR(ptr, f, 2, 18, MOVWLZX)
#define MXQROW(ptr, f) LUTQROW(ptr, f, 1, MOVBLZX)
#define MXQPAIR(ptr, f) LUTQPAIR(ptr, f, 1, 17, MOVBLZX)

// LUTQDOTS(f): the rest of a four-block step once X5 holds the four blocks' scales and Z4 their
// codes (IQ4_NL, MXFP4): the scales times dx spread to the blocks' lanes, the nibbles looked up,
// the dot products with the activations, f += their sums times the scales.
#define LUTQDOTS(f) \
	VMULPS X29, X5, X5 \
	VPERMPS Z5, Z30, Z5 \
	VPSRLW $4, Z4, Z6 \
	VPERMB Z8, Z4, Z4 \
	VPERMB Z8, Z6, Z6 \
	VMOVDQA64 Z28, Z7 \
	VPDPBUSD Z26, Z4, Z7 \
	VPDPBUSD Z27, Z6, Z7 \
	VCVTDQ2PS Z7, Z7 \
	VFMADD231PS Z5, Z7, f

#define NLQQUAD(ptr, f) \
	VMOVDQU64 (ptr)(SI*1), Z4 \
	VPERMW Z4, Z22, Z5 \
	VPERMT2B 8(ptr)(SI*1), Z23, Z4 \
	VCVTPH2PS X5, X5 \
	LUTQDOTS(f)

// func gemvIQ4_NLq8x4Quad(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvIQ4_NLq8x4Quad(SB), NOSPLIT, $0-56
	Q8SETUP
	MOVL $0x80808080, AX
	VPBROADCASTD AX, Y15
	Q4QSETUP
	VMOVDQU64 nlq8Levels<>(SB), Z8
	VMOVDQU64 q4q8Quad<>+64(SB), X22
	VMOVDQU64 q4q8Quad<>+0(SB), Z23
	Q4QQUADS(NLQQUAD, 18)
	Q4QPAIRS(NLQPAIR, NLQROW, 18)


// MXFP4: {u8 e; u8 qs[16]} (17 bytes), the nibbles as Q4_0's, w = 2^(e−128)·level (the levels
// doubled, kvaluesFP4, the scale halved: the E8M0 table passed as the fp16 argument): IQ4_NL's
// kernels with the codes gathered from 17-byte blocks (mxq8Quad: a quad's 68 bytes read as bytes
// 0…63 and 4…67). A quad's four scales are made from their bytes (VPERMB into dwords, converted,
// 0.5·2^(e−127) by VSCALEFPS: exact, the table's values, its subnormals too — measured 0.41–0.43
// against 0.46–0.49 ns per 32 weights and row for four table loads); the pair and single steps
// read the table. Z16: 127.0, Z17: 0.5, Z22: the scale bytes' gather, K2 = 0x1111.
DATA mxq8Quad<>+0(SB)/8, $0x0807060504030201
DATA mxq8Quad<>+8(SB)/8, $0x100f0e0d0c0b0a09
DATA mxq8Quad<>+16(SB)/8, $0x1918171615141312
DATA mxq8Quad<>+24(SB)/8, $0x21201f1e1d1c1b1a
DATA mxq8Quad<>+32(SB)/8, $0x2a29282726252423
DATA mxq8Quad<>+40(SB)/8, $0x3231302f2e2d2c2b
DATA mxq8Quad<>+48(SB)/8, $0x3b3a393837363534
DATA mxq8Quad<>+56(SB)/8, $0x7f7e7d7c3f3e3d3c
DATA mxq8Quad<>+64(SB)/8, $0x0000001100000000
DATA mxq8Quad<>+72(SB)/8, $0x0000003300000022
DATA mxq8Quad<>+80(SB)/8, $0
DATA mxq8Quad<>+88(SB)/8, $0
DATA mxq8Quad<>+96(SB)/8, $0
DATA mxq8Quad<>+104(SB)/8, $0
DATA mxq8Quad<>+112(SB)/8, $0
DATA mxq8Quad<>+120(SB)/8, $0
GLOBL mxq8Quad<>(SB), RODATA|NOPTR, $128
DATA mxq8Levels<>+0(SB)/8, $0x8c88868483828180
DATA mxq8Levels<>+8(SB)/8, $0x74787a7c7d7e7f80
DATA mxq8Levels<>+16(SB)/8, $0x8c88868483828180
DATA mxq8Levels<>+24(SB)/8, $0x74787a7c7d7e7f80
DATA mxq8Levels<>+32(SB)/8, $0x8c88868483828180
DATA mxq8Levels<>+40(SB)/8, $0x74787a7c7d7e7f80
DATA mxq8Levels<>+48(SB)/8, $0x8c88868483828180
DATA mxq8Levels<>+56(SB)/8, $0x74787a7c7d7e7f80
GLOBL mxq8Levels<>(SB), RODATA|NOPTR, $64

#define MXQQUAD(ptr, f) \
	VMOVDQU64 (ptr)(SI*1), Z4 \
	VPERMB.Z Z4, Z22, K2, Z5 \
	VPERMT2B 4(ptr)(SI*1), Z23, Z4 \
	VCVTDQ2PS X5, X5 \
	VSUBPS X16, X5, X5 \
	VSCALEFPS X5, X17, X5 \
	LUTQDOTS(f)

// func gemvMXFP4q8x4Quad(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, scales *float32, pf int)
TEXT ·gemvMXFP4q8x4Quad(SB), NOSPLIT, $0-56
	Q8SETUP
	MOVL $0x80808080, AX
	VPBROADCASTD AX, Y15
	Q4QSETUP
	VMOVDQU64 mxq8Levels<>(SB), Z8
	VMOVDQU64 mxq8Quad<>(SB), Z23
	VMOVDQU64 mxq8Quad<>+64(SB), Z22
	MOVL $0x1111, AX
	KMOVW AX, K2
	MOVL $0x42fe0000, AX
	VPBROADCASTD AX, Z16
	MOVL $0x3f000000, AX
	VPBROADCASTD AX, Z17
	Q4QQUADS(MXQQUAD, 17)
	Q4QPAIRS(MXQPAIR, MXQROW, 17)


// Q4_1: {fp16 d; fp16 m; u8 qs[16]} (20 bytes), w = d·q + m (q the nibble): Q4_0's kernels with
// off = 1, the correction −Σx̂ per lane not added to the sums but converted and FMA'd with m·dx
// (q41q8Quad: the quad's code gather, its VPERMW of the scale words d0…d3 m0…m3, the lanes'
// index of their block's m·dx in Z19).
DATA q41q8Quad<>+0(SB)/8, $0x0b0a090807060504
DATA q41q8Quad<>+8(SB)/8, $0x131211100f0e0d0c
DATA q41q8Quad<>+16(SB)/8, $0x1f1e1d1c1b1a1918
DATA q41q8Quad<>+24(SB)/8, $0x2726252423222120
DATA q41q8Quad<>+32(SB)/8, $0x333231302f2e2d2c
DATA q41q8Quad<>+40(SB)/8, $0x3b3a393837363534
DATA q41q8Quad<>+48(SB)/8, $0x7776757473727170
DATA q41q8Quad<>+56(SB)/8, $0x7f7e7d7c7b7a7978
DATA q41q8Quad<>+64(SB)/8, $0x001e0014000a0000
DATA q41q8Quad<>+72(SB)/8, $0x001f0015000b0001
DATA q41q8Quad<>+80(SB)/4, $4
DATA q41q8Quad<>+84(SB)/4, $4
DATA q41q8Quad<>+88(SB)/4, $4
DATA q41q8Quad<>+92(SB)/4, $4
DATA q41q8Quad<>+96(SB)/4, $5
DATA q41q8Quad<>+100(SB)/4, $5
DATA q41q8Quad<>+104(SB)/4, $5
DATA q41q8Quad<>+108(SB)/4, $5
DATA q41q8Quad<>+112(SB)/4, $6
DATA q41q8Quad<>+116(SB)/4, $6
DATA q41q8Quad<>+120(SB)/4, $6
DATA q41q8Quad<>+124(SB)/4, $6
DATA q41q8Quad<>+128(SB)/4, $7
DATA q41q8Quad<>+132(SB)/4, $7
DATA q41q8Quad<>+136(SB)/4, $7
DATA q41q8Quad<>+140(SB)/4, $7
GLOBL q41q8Quad<>(SB), RODATA|NOPTR, $144

#define Q41QROW(ptr, f) \
	VBROADCASTI128 4(ptr)(SI*1), Y4 \
	VPSRLVW Y9, Y4, Y4 \
	VPAND Y10, Y4, Y4 \
	VPXORD Y6, Y6, Y6 \
	VPDPBUSD Y14, Y4, Y6 \
	MOVWLZX (ptr)(SI*1), AX \
	VCVTDQ2PS Y6, Y6 \
	VMULPS.BCST (R12)(AX*4), Y6, Y6 \
	MOVWLZX 2(ptr)(SI*1), AX \
	VCVTDQ2PS Y13, Y7 \
	VFNMADD231PS.BCST (R12)(AX*4), Y7, Y6 \
	VFMADD231PS Y11, Y6, f

#define Q41QPAIR(ptr, f) \
	VMOVDQU 4(ptr)(SI*1), X4 \
	VINSERTI128 $1, 24(ptr)(SI*1), Y4, Y4 \
	VPSRLW $4, Y4, Y5 \
	VPAND Y10, Y4, Y4 \
	VPAND Y10, Y5, Y5 \
	VPXORD Y6, Y6, Y6 \
	VPDPBUSD Y16, Y4, Y6 \
	VPDPBUSD Y17, Y5, Y6 \
	MOVWLZX (ptr)(SI*1), AX \
	MOVWLZX 20(ptr)(SI*1), R13 \
	VCVTDQ2PS Y6, Y6 \
	VBROADCASTSS (R12)(AX*4), Y20 \
	VBROADCASTSS (R12)(R13*4), K1, Y20 \
	VMULPS Y20, Y6, Y6 \
	MOVWLZX 2(ptr)(SI*1), AX \
	MOVWLZX 22(ptr)(SI*1), R13 \
	VBROADCASTSS (R12)(AX*4), Y20 \
	VBROADCASTSS (R12)(R13*4), K1, Y20 \
	VCVTDQ2PS Y18, Y7 \
	VFNMADD231PS Y20, Y7, Y6 \
	VFMADD231PS Y19, Y6, f

#define Q41QQUAD(ptr, f) \
	VMOVDQU64 (ptr)(SI*1), Z4 \
	VPERMW Z4, Z22, Z5 \
	VPERMT2B 16(ptr)(SI*1), Z23, Z4 \
	VCVTPH2PS X5, Y5 \
	VMULPS Y29, Y5, Y5 \
	VPERMPS Z5, Z19, Z6 \
	VPERMPS Z5, Z30, Z5 \
	VPSRLW $4, Z4, Z7 \
	VPANDD Z20, Z4, Z4 \
	VPANDD Z20, Z7, Z7 \
	VPXORD Z8, Z8, Z8 \
	VPDPBUSD Z26, Z4, Z8 \
	VPDPBUSD Z27, Z7, Z8 \
	VCVTDQ2PS Z8, Z8 \
	VFMADD231PS Z5, Z8, f \
	VCVTDQ2PS Z28, Z7 \
	VFNMADD231PS Z6, Z7, f

// func gemvQ4_1q8x4Quad(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ4_1q8x4Quad(SB), NOSPLIT, $0-56
	Q8SETUP
	MOVL $0x01010101, AX
	VPBROADCASTD AX, Y15
	Q4QSETUP
	VMOVDQU64 q41q8Quad<>(SB), Z23
	VMOVDQU64 q41q8Quad<>+64(SB), X22
	VMOVDQU64 q41q8Quad<>+80(SB), Z19
	Q4QQUADS(Q41QQUAD, 20)
	Q4QPAIRS(Q41QPAIR, Q41QROW, 20)

// func quantizeQ8ActAVX512(x *float32, nb int, qs *int8, d *float32, xhat *float32) (bad bool)
//
// Rounds nb blocks of 32 activations to Q8_0 exactly as encodeQ8_0 does (d = max|x|/127 in
// float32, id = 1/d (0 for d = 0), q = roundf(x·id) with round-half-away-from-zero done as
// trunc(v + copysign(0.49999997, v)), exact for |v| ≤ 2^23; int8 by truncation, like Go's
// int8(int32(·)), also for the Inf of a subnormal block), and writes the int8 values, the
// fp16-rounded scale as float32 and x̂ = d16·q. bad reports an Inf or NaN among the inputs.
TEXT ·quantizeQ8ActAVX512(SB), NOSPLIT, $0-41
	MOVQ x+0(FP), SI
	MOVQ nb+8(FP), CX
	MOVQ qs+16(FP), DI
	MOVQ d+24(FP), BX
	MOVQ xhat+32(FP), DX
	MOVL $0x7fffffff, AX
	VPBROADCASTD AX, Z31
	MOVL $0x80000000, AX
	VPBROADCASTD AX, Z28
	MOVL $0x3effffff, AX
	VPBROADCASTD AX, Z30
	MOVL $0x42fe0000, AX // 127.0
	VMOVD AX, X14
	MOVL $0x3f800000, AX // 1.0
	VMOVD AX, X15
	VXORPS X7, X7, X7
	KXORW K3, K3, K3
	TESTQ CX, CX
	JZ q8act_done
q8act_loop:
	VMOVUPS (SI), Z0
	VMOVUPS 64(SI), Z1
	VFPCLASSPSZ $0x99, Z0, K1
	VFPCLASSPSZ $0x99, Z1, K2
	KORW K1, K3, K3
	KORW K2, K3, K3
	VANDPS Z31, Z0, Z2
	VANDPS Z31, Z1, Z3
	VMAXPS Z3, Z2, Z2
	VEXTRACTF64X4 $1, Z2, Y3
	VMAXPS Y3, Y2, Y2
	VEXTRACTF128 $1, Y2, X3
	VMAXPS X3, X2, X2
	VPERMILPS $0x4e, X2, X3
	VMAXPS X3, X2, X2
	VPERMILPS $0xb1, X2, X3
	VMAXPS X3, X2, X2
	VDIVSS X14, X2, X4      // d = amax/127
	VDIVSS X4, X15, X6      // 1/d
	VCMPSS $4, X7, X4, K4   // d != 0
	VMOVAPS.Z X6, K4, X6    // id = d != 0 ? 1/d : 0
	VBROADCASTSS X6, Z6
	VCVTPS2PH $0, X4, X8    // the fp16 scale, rounded to nearest even
	VCVTPH2PS X8, X9
	VMOVSS X9, (BX)
	VBROADCASTSS X9, Z9
	VMULPS Z6, Z0, Z10
	VMULPS Z6, Z1, Z11
	VPANDD Z28, Z10, Z12
	VPANDD Z28, Z11, Z13
	VPORD Z30, Z12, Z12
	VPORD Z30, Z13, Z13
	VADDPS Z12, Z10, Z10
	VADDPS Z13, Z11, Z11
	VCVTTPS2DQ Z10, Z10
	VCVTTPS2DQ Z11, Z11
	VPMOVDB Z10, (DI)
	VPMOVDB Z11, 16(DI)
	VPMOVSXBD (DI), Z10 // x̂ from the stored int8 values
	VPMOVSXBD 16(DI), Z11
	VCVTDQ2PS Z10, Z10
	VCVTDQ2PS Z11, Z11
	VMULPS Z9, Z10, Z10
	VMULPS Z9, Z11, Z11
	VMOVUPS Z10, (DX)
	VMOVUPS Z11, 64(DX)
	ADDQ $128, SI
	ADDQ $32, DI
	ADDQ $4, BX
	ADDQ $128, DX
	DECQ CX
	JNZ q8act_loop
q8act_done:
	KORTESTW K3, K3
	SETNE AX
	MOVB AX, bad+40(FP)
	VZEROUPPER
	RET

// GEMM with 8-bit activations: one row against 8 vectors (fewer are padded with zeros), with the
// vectors in the lanes. Group k of a block is four consecutive values; VPSHUFD broadcasts the
// row's codes of group j within each 128-bit half, so one register holds group j's codes in its
// low half and group j+4's in its high half. qsi matches that: per block b and j < 4, 32 bytes
// for vectors 0…3 ([group j of v0…v3 | group j+4 of v0…v3], four bytes a lane) and 32 for
// vectors 4…7, so each VPDPBUSD adds two groups' products of four vectors and no horizontal
// reduction is needed: the halves of the two accumulators are added once per block. corr holds
// −off·Σqs per block and vector, dxi the eight activation scales of block b; the exact integer
// sums are converted, scaled by the row's block scale and FMA'd with dxi into Y15 (lane v: vector
// v's result).
//
// Registers: R8 the row, DI qsi, SI corr, BX dxi, CX blocks left, R12 fp16Table; Y12 the
// unpacked weights; Y13, Y14 per-format constants.

// func gemmQ8_0q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)
TEXT ·gemmQ8_0q8x8(SB), NOSPLIT, $0-64
	GEMM8SETUP
	MOVL $0x80808080, AX
	VPBROADCASTD AX, Y13
	TESTQ CX, CX
	JZ g80_done
g80_loop:
	VPXOR 2(R8), Y13, Y12
	GEMMROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R8, Y15)
	GEMM8NEXT(34)
	JNZ g80_loop
g80_done:
	GEMM8STORE

// func gemmQ4_0q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)
TEXT ·gemmQ4_0q8x8(SB), NOSPLIT, $0-64
	GEMM8SETUP
	MOVL $0x0f0f0f0f, AX
	VPBROADCASTD AX, Y14
	MOVQ $0x0004000400040004, AX
	VMOVQ AX, X13
	VPBROADCASTQ X13, Y13
	VPXOR X11, X11, X11
	VPBLENDD $0x0f, Y11, Y13, Y13
	TESTQ CX, CX
	JZ g40_done
g40_loop:
	VBROADCASTI128 2(R8), Y12
	VPSRLVW Y13, Y12, Y12
	VPAND Y14, Y12, Y12
	GEMMROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R8, Y15)
	GEMM8NEXT(18)
	JNZ g40_loop
g40_done:
	GEMM8STORE

// Two rows a step: func(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32)

// func gemmQ8_0q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)
TEXT ·gemmQ8_0q8x8x2(SB), NOSPLIT, $0-72
	GEMM2SETUP
	MOVL $0x80808080, AX
	VPBROADCASTD AX, Y20
	TESTQ CX, CX
	JZ g80x2_done
g80x2_loop:
	VPXORD 2(R8), Y20, Y12
	VPXORD 2(R9), Y20, Y13
	GEMMROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R8, Y15)
	GEMMROW(Y13, Y16, Y17, Y18, Y19, Y4, Y5, Y6, Y7, R9, Y14)
	GEMM2NEXT(34)
	JNZ g80x2_loop
g80x2_done:
	GEMM2STORE

// func gemmQ4_0q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)
TEXT ·gemmQ4_0q8x8x2(SB), NOSPLIT, $0-72
	GEMM2SETUP
	MOVL $0x0f0f0f0f, AX
	VPBROADCASTD AX, Y21
	MOVQ $0x0004000400040004, AX
	VMOVQ AX, X11
	VPBROADCASTQ X11, Y10
	VPXOR X11, X11, X11
	VPBLENDD $0x0f, Y11, Y10, Y10
	VMOVDQU64 Y10, Y20
	TESTQ CX, CX
	JZ g40x2_done
g40x2_loop:
	VBROADCASTI32X4 2(R8), Y12
	VBROADCASTI32X4 2(R9), Y13
	VPSRLVW Y20, Y12, Y12
	VPSRLVW Y20, Y13, Y13
	VPANDD Y21, Y12, Y12
	VPANDD Y21, Y13, Y13
	GEMMROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R8, Y15)
	GEMMROW(Y13, Y16, Y17, Y18, Y19, Y4, Y5, Y6, Y7, R9, Y14)
	GEMM2NEXT(18)
	JNZ g40x2_loop
g40x2_done:
	GEMM2STORE

// func gemmQ8_0q8x8x4(rowa, rowb, rowc, rowd *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[32]float32, fp16 *float32, pf int)
TEXT ·gemmQ8_0q8x8x4(SB), NOSPLIT, $0-88
	GEMM4SETUP
	MOVL $0x80808080, AX
	VPBROADCASTD AX, Y22
	TESTQ CX, CX
	JZ g80x4_done
g80x4_loop:
	GEMM4LOADX
	VPXORD 2(R8), Y22, Y4
	VPXORD 2(R9), Y22, Y13
	GEMMROWR(Y4, Y5, Y6, Y7, Y8, Y9, Y10, Y11, Y12, R8, Y0)
	GEMMROWR(Y13, Y14, Y15, Y16, Y17, Y18, Y19, Y20, Y21, R9, Y1)
	VPXORD 2(R10), Y22, Y4
	VPXORD 2(R11), Y22, Y13
	GEMMROWR(Y4, Y5, Y6, Y7, Y8, Y9, Y10, Y11, Y12, R10, Y2)
	GEMMROWR(Y13, Y14, Y15, Y16, Y17, Y18, Y19, Y20, Y21, R11, Y3)
	GEMM4NEXT(34)
	JNZ g80x4_loop
g80x4_done:
	GEMM4STORE

// func gemmQ4_0q8x8x4(rowa, rowb, rowc, rowd *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[32]float32, fp16 *float32, pf int)
TEXT ·gemmQ4_0q8x8x4(SB), NOSPLIT, $0-88
	GEMM4SETUP
	MOVL $0x0f0f0f0f, AX
	VPBROADCASTD AX, Y22
	MOVQ $0x0004000400040004, AX
	VMOVQ AX, X5
	VPBROADCASTQ X5, Y5
	VPXOR X4, X4, X4
	VPBLENDD $0x0f, Y4, Y5, Y5
	VMOVDQU64 Y5, Y23
	TESTQ CX, CX
	JZ g40x4_done
g40x4_loop:
	GEMM4LOADX
	VBROADCASTI32X4 2(R8), Y4
	VBROADCASTI32X4 2(R9), Y13
	VPSRLVW Y23, Y4, Y4
	VPSRLVW Y23, Y13, Y13
	VPANDD Y22, Y4, Y4
	VPANDD Y22, Y13, Y13
	GEMMROWR(Y4, Y5, Y6, Y7, Y8, Y9, Y10, Y11, Y12, R8, Y0)
	GEMMROWR(Y13, Y14, Y15, Y16, Y17, Y18, Y19, Y20, Y21, R9, Y1)
	VBROADCASTI32X4 2(R10), Y4
	VBROADCASTI32X4 2(R11), Y13
	VPSRLVW Y23, Y4, Y4
	VPSRLVW Y23, Y13, Y13
	VPANDD Y22, Y4, Y4
	VPANDD Y22, Y13, Y13
	GEMMROWR(Y4, Y5, Y6, Y7, Y8, Y9, Y10, Y11, Y12, R10, Y2)
	GEMMROWR(Y13, Y14, Y15, Y16, Y17, Y18, Y19, Y20, Y21, R11, Y3)
	GEMM4NEXT(18)
	JNZ g40x4_loop
g40x4_done:
	GEMM4STORE
