//go:build amd64

#include "textflag.h"
#include "gemm_q8_amd64.h"

// 8-bit-activation GEMV kernels of the other block formats (ActivationsQ8, gemv_q8.go), in the
// conventions of gemv_q8_amd64.s: AVX-512 VL + VNNI on 256-bit registers, four rows per call,
// per block of 32 and row one VPDPBUSD chain whose exact integer sum is converted to float32,
// scaled and FMA'd into the row's float32 accumulator once per 32 columns and lane.
//
// The codes enter VPDPBUSD as unsigned bytes u = q + off; the accumulator starts at −off·Σqs
// (computed once per activation block for the four rows), so that it ends at Σ q·qs exactly.
// The non-linear formats (IQ4_NL, IQ4_XS, MXFP4) look their nibbles up with VPSHUFB in a table of
// level + 128 (off = 128). Q4_1 and Q5_1 (w = d·q + m) need no offset: their rows add
// (d·Σq·qs + m·Σqs)·dx per lane, one term per block, with Σqs per lane computed once per block.
// Q5_0/Q5_1 add the fifth bit as 16 under a byte mask loaded from qh (KMOVD).
//
// Registers: R8..R11 the row pointers, SI the byte offset of the block in the rows, DI the
// activation values, BX their scales, R12 the scale table (fp16Table; MXFP4's E8M0 table), DX the
// prefetch offset, CX blocks left; Y0..Y3 the rows' accumulators; Y9 the level table, Y10 0x0F
// bytes, Y11 the block's activation scale, Y12 zero, Y13 −off·Σqs (Q4_1/Q5_1: Σqs as float32),
// Y14 the block's activation values, Y15 off (or ones) as bytes; Y4..Y8 temporaries. The
// two-block paths (below) add Y16/Y17 (the pair's activations), K2..K5 and R13; Q5_1 keeps 16 as
// bytes in Y18; IQ4_XS's registers are listed at its kernel.

// kvalues_iq4nl + 128 (IQ4_NL, IQ4_XS) and kvalues_fp4 + 128 (MXFP4), as bytes.
DATA q8xIQ4U<>+0(SB)/8, $0x766a5d4f3f2d1801
DATA q8xIQ4U<>+8(SB)/8, $0xf1d9c5b5a6998d81
GLOBL q8xIQ4U<>(SB), RODATA|NOPTR, $16
DATA q8xFP4U<>+0(SB)/8, $0x8c88868483828180
DATA q8xFP4U<>+8(SB)/8, $0x74787a7c7d7e7f80
GLOBL q8xFP4U<>(SB), RODATA|NOPTR, $16

// IQ4_XS constants: the shifts that bring scales_l's nibble ib to bits 0..3 of lane ib, the
// rotations that bring scales_h's bits 2ib, 2ib+1 to bits 4..5, the masks 0x0F and 0x30, 32, and
// the four VPERMPS indices that spread the scales of sub-blocks 2p, 2p+1 over lanes 0..3, 4..7.
DATA q8xXS<>+0(SB)/4, $0
DATA q8xXS<>+4(SB)/4, $4
DATA q8xXS<>+8(SB)/4, $8
DATA q8xXS<>+12(SB)/4, $12
DATA q8xXS<>+16(SB)/4, $16
DATA q8xXS<>+20(SB)/4, $20
DATA q8xXS<>+24(SB)/4, $24
DATA q8xXS<>+28(SB)/4, $28
DATA q8xXS<>+32(SB)/4, $28
DATA q8xXS<>+36(SB)/4, $30
DATA q8xXS<>+40(SB)/4, $0
DATA q8xXS<>+44(SB)/4, $2
DATA q8xXS<>+48(SB)/4, $4
DATA q8xXS<>+52(SB)/4, $6
DATA q8xXS<>+56(SB)/4, $8
DATA q8xXS<>+60(SB)/4, $10
DATA q8xXS<>+64(SB)/4, $0x0f
DATA q8xXS<>+68(SB)/4, $0x30
DATA q8xXS<>+72(SB)/4, $32
DATA q8xXS<>+76(SB)/4, $0
DATA q8xXS<>+80(SB)/8, $0x0000000000000000
DATA q8xXS<>+88(SB)/8, $0x0000000000000000
DATA q8xXS<>+96(SB)/8, $0x0000000100000001
DATA q8xXS<>+104(SB)/8, $0x0000000100000001
DATA q8xXS<>+112(SB)/8, $0x0000000200000002
DATA q8xXS<>+120(SB)/8, $0x0000000200000002
DATA q8xXS<>+128(SB)/8, $0x0000000300000003
DATA q8xXS<>+136(SB)/8, $0x0000000300000003
DATA q8xXS<>+144(SB)/8, $0x0000000400000004
DATA q8xXS<>+152(SB)/8, $0x0000000400000004
DATA q8xXS<>+160(SB)/8, $0x0000000500000005
DATA q8xXS<>+168(SB)/8, $0x0000000500000005
DATA q8xXS<>+176(SB)/8, $0x0000000600000006
DATA q8xXS<>+184(SB)/8, $0x0000000600000006
DATA q8xXS<>+192(SB)/8, $0x0000000700000007
DATA q8xXS<>+200(SB)/8, $0x0000000700000007
GLOBL q8xXS<>(SB), RODATA|NOPTR, $208

// The PDEP masks of the GEMV kernels' IQ4_XS scales (XSSCALES): a nibble, two bits at 4..5 per byte.
DATA q8xXSDep<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA q8xXSDep<>+8(SB)/8, $0x3030303030303030
GLOBL q8xXSDep<>(SB), RODATA|NOPTR, $16

#define XSETUP \
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
	VPXORD Y12, Y12, Y12 \
	MOVL $0x0f0f0f0f, AX \
	VPBROADCASTD AX, Y10

#define XPREFETCH \
	PREFETCHT1 0(R8)(DX*1) \
	PREFETCHT1 0(R9)(DX*1) \
	PREFETCHT1 0(R10)(DX*1) \
	PREFETCHT1 0(R11)(DX*1)

// XBLOCK loads the activation block and computes Y13 = −off·Σqs per group of four.
#define XBLOCK \
	VMOVDQU (DI), Y14 \
	VPXORD Y13, Y13, Y13 \
	VPDPBUSD Y14, Y15, Y13 \
	VPSUBD Y13, Y12, Y13 \
	VBROADCASTSS (BX), Y11

// XBLOCKM loads the activation block and computes Y13 = Σqs per group of four as float32
// (Y15 = ones).
#define XBLOCKM \
	VMOVDQU (DI), Y14 \
	VPXORD Y13, Y13, Y13 \
	VPDPBUSD Y14, Y15, Y13 \
	VCVTDQ2PS Y13, Y13 \
	VBROADCASTSS (BX), Y11

// XNIB(ptr, disp): Y4 = the 32 nibbles of the 16 bytes at disp(ptr)(SI*1), element j (low
// nibble of byte j) in byte j, element j+16 (high nibble) in byte j+16.
#define XNIB(ptr, disp) \
	VMOVDQU disp(ptr)(SI*1), X4 \
	VPSRLW $4, X4, X5 \
	VINSERTI128 $1, X5, Y4, Y4 \
	VPANDD Y10, Y4, Y4

// XFIN16(ptr, acc, f): acc (integer Σ q·qs per group) → float32, × the row's fp16 block scale at
// (ptr)(SI*1), += × the activation scale into f.
#define XFIN16(ptr, acc, f) \
	MOVWLZX (ptr)(SI*1), AX \
	VCVTDQ2PS acc, acc \
	VMULPS.BCST (R12)(AX*4), acc, acc \
	VFMADD231PS Y11, acc, f

// XFINM(ptr, acc, f): acc → float32, × d (fp16 at 0), + m (fp16 at 2) × Σqs, × the activation
// scale into f.
#define XFINM(ptr, acc, f) \
	MOVWLZX (ptr)(SI*1), AX \
	VCVTDQ2PS acc, acc \
	VMULPS.BCST (R12)(AX*4), acc, acc \
	MOVWLZX 2(ptr)(SI*1), AX \
	VFMADD231PS.BCST (R12)(AX*4), Y13, acc \
	VFMADD231PS Y11, acc, f

#define XSTORE \
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

#define XSTEP(bytes) \
	ADDQ $bytes, SI \
	ADDQ $bytes, DX \
	ADDQ $32, DI \
	ADDQ $4, BX \
	DECQ CX

// Two blocks at a time (the 32-value formats): the 16 code bytes of blocks b and b+1 are loaded
// as one register [b | b+1], so that one shift and two ANDs give the low nibbles [b 0..15 |
// b+1 0..15] and the high ones [b 16..31 | b+1 16..31]; the activations are rearranged to match
// once per pair for the four rows (Y16 low, Y17 high), and the pair's sums end in lanes 0..3
// (block b) and 4..7 (block b+1) of one accumulator, scaled per half under the masks K2 (lanes
// 0..3) and K3 (lanes 4..7). Y11 holds [dx_b ×4 | dx_b+1 ×4]. An odd last block takes the
// one-block path.

#define XPSETUP \
	MOVL $0x0f, AX \
	KMOVW AX, K2 \
	MOVL $0xf0, AX \
	KMOVW AX, K3

// XPACT: the pair's rearranged activations (Y16, Y17), Y13 = −off·Σqs (Y15 = off) and Y11.
#define XPACT \
	VMOVDQU64 (DI), X4 \
	VINSERTI32X4 $1, 32(DI), Y4, Y16 \
	VMOVDQU64 16(DI), X5 \
	VINSERTI32X4 $1, 48(DI), Y5, Y17 \
	VPXORD Y13, Y13, Y13 \
	VPDPBUSD Y16, Y15, Y13 \
	VPDPBUSD Y17, Y15, Y13 \
	VPSUBD Y13, Y12, Y13 \
	VBROADCASTSS (BX), Y11 \
	VBROADCASTSS 4(BX), K3, Y11

// XPACTM: as XPACT with Y13 = Σqs per lane as float32 (Y15 = ones).
#define XPACTM \
	VMOVDQU64 (DI), X4 \
	VINSERTI32X4 $1, 32(DI), Y4, Y16 \
	VMOVDQU64 16(DI), X5 \
	VINSERTI32X4 $1, 48(DI), Y5, Y17 \
	VPXORD Y13, Y13, Y13 \
	VPDPBUSD Y16, Y15, Y13 \
	VPDPBUSD Y17, Y15, Y13 \
	VCVTDQ2PS Y13, Y13 \
	VBROADCASTSS (BX), Y11 \
	VBROADCASTSS 4(BX), K3, Y11

// XPNIB(ptr, disp, bb): Y5 = low nibbles, Y6 = high nibbles of the pair whose code bytes are at
// disp(ptr)(SI*1) and bb bytes further.
#define XPNIB(ptr, disp, bb) \
	VMOVDQU disp(ptr)(SI*1), X5 \
	VINSERTI128 $1, (disp+bb)(ptr)(SI*1), Y5, Y5 \
	VPSRLW $4, Y5, Y6 \
	VPANDD Y10, Y5, Y5 \
	VPANDD Y10, Y6, Y6

// XPCODES(ptr, disp, bb): Y5, Y6 = the pair's level codes (low / high nibbles) by VPSHUFB of the
// masked nibbles. Y9 holds the levels.
#define XPCODES(ptr, disp, bb) \
	XPNIB(ptr, disp, bb) \
	VPSHUFB Y5, Y9, Y5 \
	VPSHUFB Y6, Y9, Y6

// X4ROWS(ROW): ROW for the four rows and their accumulators.
#define X4ROWS(ROW) \
	ROW(R8, Y0) \
	ROW(R9, Y1) \
	ROW(R10, Y2) \
	ROW(R11, Y3)

// XPHEAD(levels): the set-up of the lookup kernels' pair loops (off = 128, Y9 the levels + 128).
#define XPHEAD(levels) \
	XSETUP \
	MOVL $0x80808080, AX \
	VPBROADCASTD AX, Y15 \
	VBROADCASTI128 levels, Y9 \
	XPSETUP \
	SUBQ $2, CX

// XPSTEP(PAIR, bytes): one pair of blocks (bytes together) for the four rows.
#define XPSTEP(PAIR, bytes) \
	XPREFETCH \
	XPACT \
	X4ROWS(PAIR) \
	ADDQ $bytes, SI \
	ADDQ $bytes, DX \
	ADDQ $64, DI \
	ADDQ $8, BX \
	SUBQ $2, CX

// XTAIL(ROW): the odd last block.
#define XTAIL(ROW) \
	XPREFETCH \
	XBLOCK \
	X4ROWS(ROW)

// XPFIN16(ptr, bb, acc, f): the pair's fp16 scales at (ptr) and bb(ptr) on the halves of acc.
#define XPFIN16(ptr, bb, acc, f) \
	VCVTDQ2PS acc, acc \
	MOVWLZX (ptr)(SI*1), AX \
	VMULPS.BCST (R12)(AX*4), acc, K2, acc \
	MOVWLZX bb(ptr)(SI*1), AX \
	VMULPS.BCST (R12)(AX*4), acc, K3, acc \
	VFMADD231PS Y11, acc, f

// XPFINM(ptr, bb, acc, f): acc·d + m·Σqs per half (d, m fp16 at 0 and 2 of each block).
#define XPFINM(ptr, bb, acc, f) \
	VCVTDQ2PS acc, acc \
	MOVWLZX (ptr)(SI*1), AX \
	VMULPS.BCST (R12)(AX*4), acc, K2, acc \
	MOVWLZX bb(ptr)(SI*1), AX \
	VMULPS.BCST (R12)(AX*4), acc, K3, acc \
	MOVWLZX 2(ptr)(SI*1), AX \
	VFMADD231PS.BCST (R12)(AX*4), Y13, K2, acc \
	MOVWLZX (bb+2)(ptr)(SI*1), AX \
	VFMADD231PS.BCST (R12)(AX*4), Y13, K3, acc \
	VFMADD231PS Y11, acc, f

// GEMM kernels with 8-bit activations ("vectors in lanes", see the GEMM kernels of
// gemv_q8_amd64.s): one or two rows against 8 interleaved activation vectors; the block's 32
// codes unpacked as unsigned bytes u = q + off in element order (Y12, Y13), broadcast per group
// of four by VPSHUFD, 8 VPDPBUSD per row and block with no horizontal reduction; corr (SI) holds
// −off·Σqs per block and vector, dxi (BX) the eight activation scales. The exact integer sums are
// converted, scaled by the row's block scale (ld: MOVWLZX for an fp16 scale in fp16Table,
// MOVBLZX for MXFP4's E8M0 byte in its table; R12 the table) and FMA'd with dxi into Y15 (row a)
// and Y14 (row b).
//
// Registers: R8, R9 the rows, DI qsi, SI corr, BX dxi, CX blocks left, R12 the scale table;
// Y20, Y21 the nibble shifts and 0x0F mask, Y22 the level table (or 16 as bytes for Q5_0).

// GXROW (gemm_q8_amd64.h): one row's block against the 8 interleaved vectors.

// GXSETUP2 / GXSETUP1: the arguments of the two-row / one-row kernels, zeroed results, and the
// nibble constants (Y20: word shifts 0 in the low half, 4 in the high half; Y21: 0x0F bytes).
#define GXSETUP2 \
	GEMM2SETUP \
	GXNIBCONST

#define GXSETUP1 \
	GEMM8SETUP \
	GXNIBCONST

#define GXNIBCONST \
	MOVL $0x0f0f0f0f, AX \
	VPBROADCASTD AX, Y21 \
	MOVQ $0x0004000400040004, AX \
	VMOVQ AX, X11 \
	VPBROADCASTQ X11, Y10 \
	VPXOR X11, X11, X11 \
	VPBLENDD $0x0f, Y11, Y10, Y10 \
	VMOVDQU64 Y10, Y20

// GXNIB(ptr, disp, w): w = the 32 nibbles at disp(ptr) in element order (low nibbles, then high).
#define GXNIB(ptr, disp, w) \
	VBROADCASTI32X4 disp(ptr), w \
	VPSRLVW Y20, w, w \
	VPANDD Y21, w, w

#define GXROWA(ld) GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R8, Y15, ld)
#define GXROWB(ld) GXROW(Y13, Y16, Y17, Y18, Y19, Y4, Y5, Y6, Y7, R9, Y14, ld)

// IQ4_NL: {fp16 d; u8 qs[16]}, 18 bytes.
#define NLPAIR(ptr, f) \
	XPCODES(ptr, 2, 18) \
	VMOVDQA64 Y13, Y7 \
	VPDPBUSD Y16, Y5, Y7 \
	VPDPBUSD Y17, Y6, Y7 \
	XPFIN16(ptr, 18, Y7, f)

#define NLROW(ptr, f) \
	XNIB(ptr, 2) \
	VPSHUFB Y4, Y9, Y4 \
	VMOVDQA64 Y13, Y6 \
	VPDPBUSD Y14, Y4, Y6 \
	XFIN16(ptr, Y6, f)

// func gemvIQ4_NLq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvIQ4_NLq8x4(SB), NOSPLIT, $0-56
	XPHEAD(q8xIQ4U<>(SB))
	JLT nlq8_tail
nlq8_pair:
	XPSTEP(NLPAIR, 36)
	JGE nlq8_pair
nlq8_tail:
	TESTQ $1, CX
	JZ nlq8_done
	XTAIL(NLROW)
nlq8_done:
	XSTORE

// MXFP4: {u8 e; u8 qs[16]}, 17 bytes; the scale is the E8M0 table's entry (R12) for e.
#define MXPAIR(ptr, f) \
	XPCODES(ptr, 1, 17) \
	VMOVDQA64 Y13, Y7 \
	VPDPBUSD Y16, Y5, Y7 \
	VPDPBUSD Y17, Y6, Y7 \
	VCVTDQ2PS Y7, Y7 \
	MOVBLZX (ptr)(SI*1), AX \
	VMULPS.BCST (R12)(AX*4), Y7, K2, Y7 \
	MOVBLZX 17(ptr)(SI*1), AX \
	VMULPS.BCST (R12)(AX*4), Y7, K3, Y7 \
	VFMADD231PS Y11, Y7, f

#define MXROW(ptr, f) \
	XNIB(ptr, 1) \
	VPSHUFB Y4, Y9, Y4 \
	VMOVDQA64 Y13, Y6 \
	VPDPBUSD Y14, Y4, Y6 \
	MOVBLZX (ptr)(SI*1), AX \
	VCVTDQ2PS Y6, Y6 \
	VMULPS.BCST (R12)(AX*4), Y6, Y6 \
	VFMADD231PS Y11, Y6, f

// func gemvMXFP4q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvMXFP4q8x4(SB), NOSPLIT, $0-56
	XPHEAD(q8xFP4U<>(SB))
	JLT mxq8_tail
mxq8_pair:
	XPSTEP(MXPAIR, 34)
	JGE mxq8_pair
mxq8_tail:
	TESTQ $1, CX
	JZ mxq8_done
	XTAIL(MXROW)
mxq8_done:
	XSTORE

// Q4_1: {fp16 d; fp16 m; u8 qs[16]}, 20 bytes; q = nibble, w = d·q + m.
#define Q41PAIR(ptr, f) \
	XPNIB(ptr, 4, 20) \
	VPXORD Y7, Y7, Y7 \
	VPDPBUSD Y16, Y5, Y7 \
	VPDPBUSD Y17, Y6, Y7 \
	XPFINM(ptr, 20, Y7, f)

#define Q41ROW(ptr, f) \
	XNIB(ptr, 4) \
	VPXORD Y6, Y6, Y6 \
	VPDPBUSD Y14, Y4, Y6 \
	XFINM(ptr, Y6, f)

// func gemvQ4_1q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ4_1q8x4(SB), NOSPLIT, $0-56
	XSETUP
	MOVL $0x01010101, AX
	VPBROADCASTD AX, Y15
	XPSETUP
	SUBQ $2, CX
	JLT q41q8_tail
q41q8_pair:
	XPREFETCH
	XPACTM
	Q41PAIR(R8, Y0)
	Q41PAIR(R9, Y1)
	Q41PAIR(R10, Y2)
	Q41PAIR(R11, Y3)
	ADDQ $40, SI
	ADDQ $40, DX
	ADDQ $64, DI
	ADDQ $8, BX
	SUBQ $2, CX
	JGE q41q8_pair
q41q8_tail:
	TESTQ $1, CX
	JZ q41q8_done
	XPREFETCH
	XBLOCKM
	Q41ROW(R8, Y0)
	Q41ROW(R9, Y1)
	Q41ROW(R10, Y2)
	Q41ROW(R11, Y3)
q41q8_done:
	XSTORE

// Q5_0: {fp16 d; u8 qh[4]; u8 qs[16]}, 22 bytes; q = nibble + 16·(bit j of qh), w = d·(q − 16):
// off = 16, and Y15 (16 as bytes) is also what the qh mask adds.
// Q5PMASK(ptr, qh, bb): K4 = [qh_b bits 0..15 | qh_b+1 bits 0..15], K5 = the bits 16..31, for
// the pair's low and high nibbles (qh at qh(ptr) and qh+bb(ptr)).
#define Q5PMASK(ptr, qh, bb) \
	MOVWLZX qh(ptr)(SI*1), AX \
	MOVL (qh+bb)(ptr)(SI*1), R13 \
	SHLL $16, R13 \
	ORL R13, AX \
	KMOVD AX, K4 \
	MOVWLZX (qh+2)(ptr)(SI*1), AX \
	MOVL (qh+bb)(ptr)(SI*1), R13 \
	ANDL $-65536, R13 \
	ORL R13, AX \
	KMOVD AX, K5

#define Q50PAIR(ptr, f) \
	XPNIB(ptr, 6, 22) \
	Q5PMASK(ptr, 2, 22) \
	VPADDB Y15, Y5, K4, Y5 \
	VPADDB Y15, Y6, K5, Y6 \
	VMOVDQA64 Y13, Y7 \
	VPDPBUSD Y16, Y5, Y7 \
	VPDPBUSD Y17, Y6, Y7 \
	XPFIN16(ptr, 22, Y7, f)

#define Q50ROW(ptr, f) \
	XNIB(ptr, 6) \
	KMOVD 2(ptr)(SI*1), K1 \
	VPADDB Y15, Y4, K1, Y4 \
	VMOVDQA64 Y13, Y6 \
	VPDPBUSD Y14, Y4, Y6 \
	XFIN16(ptr, Y6, f)

// func gemvQ5_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ5_0q8x4(SB), NOSPLIT, $0-56
	XSETUP
	MOVL $0x10101010, AX
	VPBROADCASTD AX, Y15
	XPSETUP
	SUBQ $2, CX
	JLT q50q8_tail
q50q8_pair:
	XPREFETCH
	XPACT
	Q50PAIR(R8, Y0)
	Q50PAIR(R9, Y1)
	Q50PAIR(R10, Y2)
	Q50PAIR(R11, Y3)
	ADDQ $44, SI
	ADDQ $44, DX
	ADDQ $64, DI
	ADDQ $8, BX
	SUBQ $2, CX
	JGE q50q8_pair
q50q8_tail:
	TESTQ $1, CX
	JZ q50q8_done
	XPREFETCH
	XBLOCK
	Q50ROW(R8, Y0)
	Q50ROW(R9, Y1)
	Q50ROW(R10, Y2)
	Q50ROW(R11, Y3)
q50q8_done:
	XSTORE

// Q5_1: {fp16 d; fp16 m; u8 qh[4]; u8 qs[16]}, 24 bytes; q = nibble + 16·(bit j of qh),
// w = d·q + m. Y15 is ones (for Σqs), Y18 16 as bytes.
#define Q51PAIR(ptr, f) \
	XPNIB(ptr, 8, 24) \
	Q5PMASK(ptr, 4, 24) \
	VPADDB Y18, Y5, K4, Y5 \
	VPADDB Y18, Y6, K5, Y6 \
	VPXORD Y7, Y7, Y7 \
	VPDPBUSD Y16, Y5, Y7 \
	VPDPBUSD Y17, Y6, Y7 \
	XPFINM(ptr, 24, Y7, f)

#define Q51ROW(ptr, f) \
	XNIB(ptr, 8) \
	KMOVD 4(ptr)(SI*1), K1 \
	VPADDB Y18, Y4, K1, Y4 \
	VPXORD Y6, Y6, Y6 \
	VPDPBUSD Y14, Y4, Y6 \
	XFINM(ptr, Y6, f)

// func gemvQ5_1q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ5_1q8x4(SB), NOSPLIT, $0-56
	XSETUP
	MOVL $0x01010101, AX
	VPBROADCASTD AX, Y15
	MOVL $0x10101010, AX
	VPBROADCASTD AX, Y18
	XPSETUP
	SUBQ $2, CX
	JLT q51q8_tail
q51q8_pair:
	XPREFETCH
	XPACTM
	Q51PAIR(R8, Y0)
	Q51PAIR(R9, Y1)
	Q51PAIR(R10, Y2)
	Q51PAIR(R11, Y3)
	ADDQ $48, SI
	ADDQ $48, DX
	ADDQ $64, DI
	ADDQ $8, BX
	SUBQ $2, CX
	JGE q51q8_pair
q51q8_tail:
	TESTQ $1, CX
	JZ q51q8_done
	XPREFETCH
	XBLOCKM
	Q51ROW(R8, Y0)
	Q51ROW(R9, Y1)
	Q51ROW(R10, Y2)
	Q51ROW(R11, Y3)
q51q8_done:
	XSTORE

// IQ4_XS: {fp16 d; u16 scales_h; u8 scales_l[4]; u8 qs[128]}, 136 bytes per 256; sub-block ib
// (32 values) has the 16 bytes qs[16ib:], scale d·(ls − 32) with ls = nibble ib of scales_l |
// bits 2ib, 2ib+1 of scales_h << 4. Sub-blocks 2p and 2p+1 are taken together: their 32 bytes
// qs[32p:] give the low nibbles [2p 0..15 | 2p+1 0..15] and the high ones [2p 16..31 |
// 2p+1 16..31]; the activations are rearranged to match once per super-block (Y16..Y23), so the
// pair's sums end in lanes 0..3 (sub-block 2p) and 4..7 (2p+1) of one accumulator, which is scaled
// by the lanes of d·(ls − 32)·dx spread by VPERMPS.
//
// Extra registers: Y16..Y19 the pairs' low-nibble activations, Y20..Y23 the high-nibble ones,
// Y24..Y27 the pairs' −128·Σqs, Y28 dx[0..7], Y31 scratch for the permutation indices (loaded
// from memory); R13, R14 the scales' general-register work (XSSCALES).

// XSACT(p, lo, hi, corr) prepares pair p's activations and −128·Σqs.
#define XSACT(p, lo, hi, corr) \
	VMOVDQU64 (64*p)(DI), X4 \
	VINSERTI32X4 $1, (64*p+32)(DI), Y4, lo \
	VMOVDQU64 (64*p+16)(DI), X5 \
	VINSERTI32X4 $1, (64*p+48)(DI), Y5, hi \
	VPXORD corr, corr, corr \
	VPDPBUSD lo, Y15, corr \
	VPDPBUSD hi, Y15, corr \
	VPSUBD corr, Y12, corr

// XSCODES / XSCODESV(ptr, p): Y5, Y6 = pair p's level codes (low / high nibbles), by VPSHUFB
// of the masked nibbles or (VBMI) by VPERMB of the unmasked ones: VPERMB reads the low five bits
// of each byte, and Y9 holds the 16 levels twice.
#define XSCODES(ptr, p) \
	VMOVDQU (8+32*p)(ptr)(SI*1), Y5 \
	VPSRLW $4, Y5, Y6 \
	VPANDD Y10, Y5, Y5 \
	VPANDD Y10, Y6, Y6 \
	VPSHUFB Y5, Y9, Y5 \
	VPSHUFB Y6, Y9, Y6

#define XSCODESV(ptr, p) \
	VMOVDQU (8+32*p)(ptr)(SI*1), Y5 \
	VPSRLW $4, Y5, Y6 \
	VPERMB Y9, Y5, Y5 \
	VPERMB Y9, Y6, Y6

// XSPAIRG(ptr, p, lo, hi, corr, f, CODES): pair p of the row at ptr, its codes by CODES; Y4
// holds the row's 8 scales.
#define XSPAIRG(ptr, p, lo, hi, corr, f, CODES) \
	CODES(ptr, p) \
	VMOVDQA64 corr, Y7 \
	VPDPBUSD lo, Y5, Y7 \
	VPDPBUSD hi, Y6, Y7 \
	VCVTDQ2PS Y7, Y7 \
	VMOVDQU64 q8xXS<>+(80+32*p)(SB), Y31 \
	VPERMPS Y4, Y31, Y8 \
	VFMADD231PS Y8, Y7, f

// XSSCALES(ptr): the row's 8 scales d·(ls − 32)·dx in Y4. The 6-bit ls are put together in a
// general register, which these kernels otherwise leave idle: PDEP spreads scales_l's nibble ib
// to bits 0..3 of byte ib and scales_h's bits 2ib, 2ib+1 to its bits 4..5. That is five vector
// operations less a row than shifting and masking them in a ymm: 18.3 → 17.1 cycles per 256 values
// and row from L1.
#define XSSCALES(ptr) \
	MOVL 4(ptr)(SI*1), AX \
	PDEPQ q8xXSDep<>+0(SB), AX, R13 \
	MOVWLZX 2(ptr)(SI*1), AX \
	PDEPQ q8xXSDep<>+8(SB), AX, R14 \
	ORQ R14, R13 \
	VMOVQ R13, X4 \
	VPMOVZXBD X4, Y4 \
	VPSUBD.BCST q8xXS<>+72(SB), Y4, Y4 \
	VCVTDQ2PS Y4, Y4 \
	MOVWLZX (ptr)(SI*1), AX \
	VMULPS.BCST (R12)(AX*4), Y4, Y4 \
	VMULPS Y28, Y4, Y4

// XSROW(ptr, f): the row's scales (XSSCALES), then its four pairs.
// XSROWG(ptr, f, CODES): the row's scales (XSSCALES), then its four pairs.
#define XSROWG(ptr, f, CODES) \
	XSSCALES(ptr) \
	XSPAIRG(ptr, 0, Y16, Y20, Y24, f, CODES) \
	XSPAIRG(ptr, 1, Y17, Y21, Y25, f, CODES) \
	XSPAIRG(ptr, 2, Y18, Y22, Y26, f, CODES) \
	XSPAIRG(ptr, 3, Y19, Y23, Y27, f, CODES)

#define XSROW(ptr, f) XSROWG(ptr, f, XSCODES)

#define XSROWV(ptr, f) XSROWG(ptr, f, XSCODESV)

// XSSTEP(ROW): one super-block of the four rows.
#define XSSTEP(ROW) \
	XPREFETCH \
	PREFETCHT1 64(R8)(DX*1) \
	PREFETCHT1 64(R9)(DX*1) \
	PREFETCHT1 64(R10)(DX*1) \
	PREFETCHT1 64(R11)(DX*1) \
	PREFETCHT1 128(R8)(DX*1) \
	PREFETCHT1 128(R9)(DX*1) \
	PREFETCHT1 128(R10)(DX*1) \
	PREFETCHT1 128(R11)(DX*1) \
	XSACT(0, Y16, Y20, Y24) \
	XSACT(1, Y17, Y21, Y25) \
	XSACT(2, Y18, Y22, Y26) \
	XSACT(3, Y19, Y23, Y27) \
	VMOVUPS (BX), Y28 \
	X4ROWS(ROW) \
	ADDQ $136, SI \
	ADDQ $136, DX \
	ADDQ $256, DI \
	ADDQ $32, BX \
	DECQ CX

// XSHEAD: the set-up of the IQ4_XS kernels.
#define XSHEAD \
	XSETUP \
	MOVL $0x80808080, AX \
	VPBROADCASTD AX, Y15 \
	VBROADCASTI128 q8xIQ4U<>(SB), Y9 \
	TESTQ CX, CX

// func gemvIQ4_XSq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvIQ4_XSq8x4(SB), NOSPLIT, $0-56
	XSHEAD
	JZ xsq8_done
xsq8_loop:
	XSSTEP(XSROW)
	JNZ xsq8_loop
xsq8_done:
	XSTORE

// func gemvIQ4_XSq8x4VBMI(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvIQ4_XSq8x4VBMI(SB), NOSPLIT, $0-56
	XSHEAD
	JZ xsvq8_done
xsvq8_loop:
	XSSTEP(XSROWV)
	JNZ xsvq8_loop
xsvq8_done:
	XSTORE

// GEMM kernels with 8-bit activations (macros GX*, above).

// IQ4_NL (18 bytes): u = kvalues_iq4nl[nibble] + 128 (off = 128).

// func gemmIQ4_NLq8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)
TEXT ·gemmIQ4_NLq8x8x2(SB), NOSPLIT, $0-72
	GXSETUP2
	VBROADCASTI32X4 q8xIQ4U<>(SB), Y22
	TESTQ CX, CX
	JZ gnlx2_done
gnlx2_loop:
	GXNIB(R8, 2, Y12)
	GXNIB(R9, 2, Y13)
	VPSHUFB Y12, Y22, Y12
	VPSHUFB Y13, Y22, Y13
	GXROWA(MOVWLZX)
	GXROWB(MOVWLZX)
	GEMM2NEXT(18)
	JNZ gnlx2_loop
gnlx2_done:
	GEMM2STORE

// func gemmIQ4_NLq8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)
TEXT ·gemmIQ4_NLq8x8(SB), NOSPLIT, $0-64
	GXSETUP1
	VBROADCASTI32X4 q8xIQ4U<>(SB), Y22
	TESTQ CX, CX
	JZ gnl_done
gnl_loop:
	GXNIB(R8, 2, Y12)
	VPSHUFB Y12, Y22, Y12
	GXROWA(MOVWLZX)
	GEMM8NEXT(18)
	JNZ gnl_loop
gnl_done:
	GEMM8STORE

// Q5_0 (22 bytes: fp16 d, qh[4], qs[16]): u = nibble + 16·(bit j of qh) (off = 16), the bit added
// as 16 (Y22) under the mask qh.

// func gemmQ5_0q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)
TEXT ·gemmQ5_0q8x8x2(SB), NOSPLIT, $0-72
	GXSETUP2
	MOVL $0x10101010, AX
	VPBROADCASTD AX, Y22
	TESTQ CX, CX
	JZ g50x2_done
g50x2_loop:
	GXNIB(R8, 6, Y12)
	GXNIB(R9, 6, Y13)
	KMOVD 2(R8), K1
	KMOVD 2(R9), K2
	VPADDB Y22, Y12, K1, Y12
	VPADDB Y22, Y13, K2, Y13
	GXROWA(MOVWLZX)
	GXROWB(MOVWLZX)
	GEMM2NEXT(22)
	JNZ g50x2_loop
g50x2_done:
	GEMM2STORE

// func gemmQ5_0q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)
TEXT ·gemmQ5_0q8x8(SB), NOSPLIT, $0-64
	GXSETUP1
	MOVL $0x10101010, AX
	VPBROADCASTD AX, Y22
	TESTQ CX, CX
	JZ g50_done
g50_loop:
	GXNIB(R8, 6, Y12)
	KMOVD 2(R8), K1
	VPADDB Y22, Y12, K1, Y12
	GXROWA(MOVWLZX)
	GEMM8NEXT(22)
	JNZ g50_loop
g50_done:
	GEMM8STORE

// MXFP4 (17 bytes: E8M0 e, qs[16]): u = 2·kvalues_fp4[nibble] + 128 (off = 128); the scale is the
// E8M0 table's entry (R12, passed in the fp16 argument) for e.

// func gemmMXFP4q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)
TEXT ·gemmMXFP4q8x8x2(SB), NOSPLIT, $0-72
	GXSETUP2
	VBROADCASTI32X4 q8xFP4U<>(SB), Y22
	TESTQ CX, CX
	JZ gmxx2_done
gmxx2_loop:
	GXNIB(R8, 1, Y12)
	GXNIB(R9, 1, Y13)
	VPSHUFB Y12, Y22, Y12
	VPSHUFB Y13, Y22, Y13
	GXROWA(MOVBLZX)
	GXROWB(MOVBLZX)
	GEMM2NEXT(17)
	JNZ gmxx2_loop
gmxx2_done:
	GEMM2STORE

// func gemmMXFP4q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)
TEXT ·gemmMXFP4q8x8(SB), NOSPLIT, $0-64
	GXSETUP1
	VBROADCASTI32X4 q8xFP4U<>(SB), Y22
	TESTQ CX, CX
	JZ gmx_done
gmx_loop:
	GXNIB(R8, 1, Y12)
	VPSHUFB Y12, Y22, Y12
	GXROWA(MOVBLZX)
	GEMM8NEXT(17)
	JNZ gmx_loop
gmx_done:
	GEMM8STORE

// IQ4_XS (136 bytes per 256: fp16 d, u16 scales_h, u8 scales_l[4], qs[128]): per super-block
// the eight sub-block scales d·(ls − 32) of each row are computed as in XSROW (Y23 the
// scales_l shifts, Y24 the scales_h rotations) and kept on the stack (row a at 0(SP), row b at
// 32(SP)); each sub-block of 32 is one activation block: u = kvalues_iq4nl[nibble] + 128
// (off = 128), its scale broadcast from the stack.

// GXSROW is GXROW with the block scale broadcast from off(SP).
#define GXSROW(w, s0, s1, s2, s3, a0, a1, a2, a3, f, off) \
	GEMMDOTM(w, s0, s1, s2, s3, a0, a1, a2, a3) \
	VPADDD (SI), a1, a1 \
	VCVTDQ2PS a1, a1 \
	VMULPS.BCST off(SP), a1, a1 \
	VFMADD231PS (BX), a1, f

// GXSSCALES(ptr, off): the eight scales d·(ls − 32) of the super-block at ptr to off(SP).
#define GXSSCALES(ptr, off) \
	VPBROADCASTD 4(ptr), Y0 \
	VPSRLVD Y23, Y0, Y0 \
	VPANDD.BCST q8xXS<>+64(SB), Y0, Y0 \
	VPBROADCASTD 2(ptr), Y1 \
	VPRORVD Y24, Y1, Y1 \
	VPANDD.BCST q8xXS<>+68(SB), Y1, Y1 \
	VPORD Y1, Y0, Y0 \
	VPSUBD.BCST q8xXS<>+72(SB), Y0, Y0 \
	VCVTDQ2PS Y0, Y0 \
	MOVWLZX (ptr), AX \
	VMULPS.BCST (R12)(AX*4), Y0, Y0 \
	VMOVUPS Y0, off(SP)

#define GXSNEXT \
	ADDQ $256, DI \
	ADDQ $32, SI \
	ADDQ $32, BX

#define GXSSUB2(disp, offa, offb) \
	GXNIB(R8, disp, Y12) \
	GXNIB(R9, disp, Y13) \
	VPSHUFB Y12, Y22, Y12 \
	VPSHUFB Y13, Y22, Y13 \
	GXSROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, Y15, offa) \
	GXSROW(Y13, Y16, Y17, Y18, Y19, Y4, Y5, Y6, Y7, Y14, offb) \
	GXSNEXT

#define GXSSUB1(disp, offa) \
	GXNIB(R8, disp, Y12) \
	VPSHUFB Y12, Y22, Y12 \
	GXSROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, Y15, offa) \
	GXSNEXT

#define GXSCONST \
	VBROADCASTI32X4 q8xIQ4U<>(SB), Y22 \
	VMOVDQU64 q8xXS<>+0(SB), Y23 \
	VMOVDQU64 q8xXS<>+32(SB), Y24

// func gemmIQ4_XSq8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)
// nb counts super-blocks (8 activation blocks each).
TEXT ·gemmIQ4_XSq8x8x2(SB), NOSPLIT, $64-72
	GXSETUP2
	GXSCONST
	TESTQ CX, CX
	JZ gxsx2_done
gxsx2_loop:
	GXSSCALES(R8, 0)
	GXSSCALES(R9, 32)
	GXSSUB2(8, 0, 32)
	GXSSUB2(24, 4, 36)
	GXSSUB2(40, 8, 40)
	GXSSUB2(56, 12, 44)
	GXSSUB2(72, 16, 48)
	GXSSUB2(88, 20, 52)
	GXSSUB2(104, 24, 56)
	GXSSUB2(120, 28, 60)
	PREFETCHT0 (R8)(DX*1)
	PREFETCHT0 64(R8)(DX*1)
	PREFETCHT0 128(R8)(DX*1)
	PREFETCHT0 (R9)(DX*1)
	PREFETCHT0 64(R9)(DX*1)
	PREFETCHT0 128(R9)(DX*1)
	ADDQ $136, R8
	ADDQ $136, R9
	DECQ CX
	JNZ gxsx2_loop
gxsx2_done:
	GEMM2STORE

// func gemmIQ4_XSq8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)
TEXT ·gemmIQ4_XSq8x8(SB), NOSPLIT, $32-64
	GXSETUP1
	GXSCONST
	TESTQ CX, CX
	JZ gxs_done
gxs_loop:
	GXSSCALES(R8, 0)
	GXSSUB1(8, 0)
	GXSSUB1(24, 4)
	GXSSUB1(40, 8)
	GXSSUB1(56, 12)
	GXSSUB1(72, 16)
	GXSSUB1(88, 20)
	GXSSUB1(104, 24)
	GXSSUB1(120, 28)
	PREFETCHT0 (R8)(DX*1)
	PREFETCHT0 64(R8)(DX*1)
	PREFETCHT0 128(R8)(DX*1)
	ADDQ $136, R8
	DECQ CX
	JNZ gxs_loop
gxs_done:
	GEMM8STORE

// Q4_1 (20 bytes: fp16 d, fp16 m, qs[16]): u = nibble, registered with off = 1 so that corr holds
// −Σqs per block and vector (as for Q4_K); the row adds (d·Σ q·qs − m·corr)·dx.
#define GXMROW(w, s0, s1, s2, s3, a0, a1, a2, a3, ptr, f) \
	GEMMDOTM(w, s0, s1, s2, s3, a0, a1, a2, a3) \
	VCVTDQ2PS (SI), a0 \
	MOVWLZX (ptr), AX \
	VCVTDQ2PS a1, a1 \
	VMULPS.BCST (R12)(AX*4), a1, a1 \
	MOVWLZX 2(ptr), AX \
	VFNMADD231PS.BCST (R12)(AX*4), a0, a1 \
	VFMADD231PS (BX), a1, f

// func gemmQ4_1q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)
TEXT ·gemmQ4_1q8x8x2(SB), NOSPLIT, $0-72
	GXSETUP2
	TESTQ CX, CX
	JZ g41x2_done
g41x2_loop:
	GXNIB(R8, 4, Y12)
	GXNIB(R9, 4, Y13)
	GXMROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R8, Y15)
	GXMROW(Y13, Y16, Y17, Y18, Y19, Y4, Y5, Y6, Y7, R9, Y14)
	GEMM2NEXT(20)
	JNZ g41x2_loop
g41x2_done:
	GEMM2STORE

// func gemmQ4_1q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)
TEXT ·gemmQ4_1q8x8(SB), NOSPLIT, $0-64
	GXSETUP1
	TESTQ CX, CX
	JZ g41_done
g41_loop:
	GXNIB(R8, 4, Y12)
	GXMROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R8, Y15)
	GEMM8NEXT(20)
	JNZ g41_loop
g41_done:
	GEMM8STORE

// Q5_1 (24 bytes: fp16 d, fp16 m, qh[4], qs[16]): u = nibble + 16·(bit j of qh) (the bit added as
// 16 (Y22) under the mask qh, as for Q5_0), registered with off = 1 like Q4_1 (GXMROW).

// func gemmQ5_1q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)
TEXT ·gemmQ5_1q8x8x2(SB), NOSPLIT, $0-72
	GXSETUP2
	MOVL $0x10101010, AX
	VPBROADCASTD AX, Y22
	TESTQ CX, CX
	JZ g51x2_done
g51x2_loop:
	GXNIB(R8, 8, Y12)
	GXNIB(R9, 8, Y13)
	KMOVD 4(R8), K1
	KMOVD 4(R9), K2
	VPADDB Y22, Y12, K1, Y12
	VPADDB Y22, Y13, K2, Y13
	GXMROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R8, Y15)
	GXMROW(Y13, Y16, Y17, Y18, Y19, Y4, Y5, Y6, Y7, R9, Y14)
	GEMM2NEXT(24)
	JNZ g51x2_loop
g51x2_done:
	GEMM2STORE

// func gemmQ5_1q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)
TEXT ·gemmQ5_1q8x8(SB), NOSPLIT, $0-64
	GXSETUP1
	MOVL $0x10101010, AX
	VPBROADCASTD AX, Y22
	TESTQ CX, CX
	JZ g51_done
g51_loop:
	GXNIB(R8, 8, Y12)
	KMOVD 4(R8), K1
	VPADDB Y22, Y12, K1, Y12
	GXMROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R8, Y15)
	GEMM8NEXT(24)
	JNZ g51_loop
g51_done:
	GEMM8STORE

// TQ2_0 (66 bytes: qs[64], fp16 d): sub-block 4j+l (32 elements) is bits 2l of qs[32j…32j+31],
// u = q ∈ {0, 1, 2} (registered with off = 1: w = d·(u − 1)); R13 / R14 point at the rows' d.

// func gemmTQ2_0q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)
// nb counts blocks of 256 (8 activation blocks each).
TEXT ·gemmTQ2_0q8x8(SB), NOSPLIT, $0-64
	GXSETUP1
	MOVL $0x03030303, AX
	VPBROADCASTD AX, Y22
	TESTQ CX, CX
	JZ gtq2_done
gtq2_loop:
	LEAQ 64(R8), R13
	VMOVDQU 0(R8), Y12
	VPANDD Y22, Y12, Y12
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	VMOVDQU 0(R8), Y12
	VPSRLW $2, Y12, Y12
	VPANDD Y22, Y12, Y12
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	VMOVDQU 0(R8), Y12
	VPSRLW $4, Y12, Y12
	VPANDD Y22, Y12, Y12
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	VMOVDQU 0(R8), Y12
	VPSRLW $6, Y12, Y12
	VPANDD Y22, Y12, Y12
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	VMOVDQU 32(R8), Y12
	VPANDD Y22, Y12, Y12
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	VMOVDQU 32(R8), Y12
	VPSRLW $2, Y12, Y12
	VPANDD Y22, Y12, Y12
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	VMOVDQU 32(R8), Y12
	VPSRLW $4, Y12, Y12
	VPANDD Y22, Y12, Y12
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	VMOVDQU 32(R8), Y12
	VPSRLW $6, Y12, Y12
	VPANDD Y22, Y12, Y12
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	PREFETCHT0 (R8)(DX*1)
	PREFETCHT0 64(R8)(DX*1)
	ADDQ $66, R8
	DECQ CX
	JNZ gtq2_loop
gtq2_done:
	GEMM8STORE

// func gemmTQ2_0q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)
// nb counts blocks of 256 (8 activation blocks each).
TEXT ·gemmTQ2_0q8x8x2(SB), NOSPLIT, $0-72
	GXSETUP2
	MOVL $0x03030303, AX
	VPBROADCASTD AX, Y22
	TESTQ CX, CX
	JZ gtq2x2_done
gtq2x2_loop:
	LEAQ 64(R8), R13
	LEAQ 64(R9), R14
	VMOVDQU 0(R8), Y12
	VPANDD Y22, Y12, Y12
	VMOVDQU 0(R9), Y13
	VPANDD Y22, Y13, Y13
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	GXROW(Y13, Y16, Y17, Y18, Y19, Y4, Y5, Y6, Y7, R14, Y14, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	VMOVDQU 0(R8), Y12
	VPSRLW $2, Y12, Y12
	VPANDD Y22, Y12, Y12
	VMOVDQU 0(R9), Y13
	VPSRLW $2, Y13, Y13
	VPANDD Y22, Y13, Y13
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	GXROW(Y13, Y16, Y17, Y18, Y19, Y4, Y5, Y6, Y7, R14, Y14, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	VMOVDQU 0(R8), Y12
	VPSRLW $4, Y12, Y12
	VPANDD Y22, Y12, Y12
	VMOVDQU 0(R9), Y13
	VPSRLW $4, Y13, Y13
	VPANDD Y22, Y13, Y13
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	GXROW(Y13, Y16, Y17, Y18, Y19, Y4, Y5, Y6, Y7, R14, Y14, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	VMOVDQU 0(R8), Y12
	VPSRLW $6, Y12, Y12
	VPANDD Y22, Y12, Y12
	VMOVDQU 0(R9), Y13
	VPSRLW $6, Y13, Y13
	VPANDD Y22, Y13, Y13
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	GXROW(Y13, Y16, Y17, Y18, Y19, Y4, Y5, Y6, Y7, R14, Y14, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	VMOVDQU 32(R8), Y12
	VPANDD Y22, Y12, Y12
	VMOVDQU 32(R9), Y13
	VPANDD Y22, Y13, Y13
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	GXROW(Y13, Y16, Y17, Y18, Y19, Y4, Y5, Y6, Y7, R14, Y14, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	VMOVDQU 32(R8), Y12
	VPSRLW $2, Y12, Y12
	VPANDD Y22, Y12, Y12
	VMOVDQU 32(R9), Y13
	VPSRLW $2, Y13, Y13
	VPANDD Y22, Y13, Y13
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	GXROW(Y13, Y16, Y17, Y18, Y19, Y4, Y5, Y6, Y7, R14, Y14, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	VMOVDQU 32(R8), Y12
	VPSRLW $4, Y12, Y12
	VPANDD Y22, Y12, Y12
	VMOVDQU 32(R9), Y13
	VPSRLW $4, Y13, Y13
	VPANDD Y22, Y13, Y13
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	GXROW(Y13, Y16, Y17, Y18, Y19, Y4, Y5, Y6, Y7, R14, Y14, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	VMOVDQU 32(R8), Y12
	VPSRLW $6, Y12, Y12
	VPANDD Y22, Y12, Y12
	VMOVDQU 32(R9), Y13
	VPSRLW $6, Y13, Y13
	VPANDD Y22, Y13, Y13
	GXROW(Y12, Y8, Y9, Y10, Y11, Y0, Y1, Y2, Y3, R13, Y15, MOVWLZX)
	GXROW(Y13, Y16, Y17, Y18, Y19, Y4, Y5, Y6, Y7, R14, Y14, MOVWLZX)
	ADDQ $256, DI
	ADDQ $32, SI
	ADDQ $32, BX
	PREFETCHT0 (R8)(DX*1)
	PREFETCHT0 64(R8)(DX*1)
	PREFETCHT0 (R9)(DX*1)
	PREFETCHT0 64(R9)(DX*1)
	ADDQ $66, R8
	ADDQ $66, R9
	DECQ CX
	JNZ gtq2x2_loop
gtq2x2_done:
	GEMM2STORE
