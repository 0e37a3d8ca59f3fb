//go:build amd64

#include "textflag.h"

// GEMM of the plain float formats, and of decoded rows (gemmRowsDecoded, decodedPartsGEMM). x is
// interleaved per chunk of 16 columns (interleaveXStride), xstride bytes from one chunk to the
// next: 512 for the plain formats' stride of 8 vectors (those ≥ n zero), 64·n for the decoded
// rows' n (a kernel's vectors past n read the next chunk's, and their results are dropped). One
// FMA per lane per 16 columns: the Go wrapper calls a kernel for at most 2048 columns (128 terms a
// lane) and adds the results in float64 (the bound of gemv.go). The FMA units, not the loads, are
// the limit: 8 vectors cost 16 FMAs per 32 weights.

// HSUM4Z leaves in X(a) the sums of the four accumulators za..zd (their ymm/xmm views ya.., xa).
#define HSUM4Z(za, zb, zc, zd, ya, yb, yc, yd, xa) \
	VEXTRACTF64X4 $1, za, Y26 \
	VADDPS Y26, ya, ya \
	VEXTRACTF64X4 $1, zb, Y26 \
	VADDPS Y26, yb, yb \
	VEXTRACTF64X4 $1, zc, Y26 \
	VADDPS Y26, yc, yc \
	VEXTRACTF64X4 $1, zd, Y26 \
	VADDPS Y26, yd, yd \
	VHADDPS yb, ya, ya \
	VHADDPS yd, yc, yc \
	VHADDPS yc, ya, ya \
	VEXTRACTF128 $1, ya, X14 \
	VADDPS X14, xa, xa

#define GEMMZERO \
	VPXORD Z0, Z0, Z0 \
	VPXORD Z1, Z1, Z1 \
	VPXORD Z2, Z2, Z2 \
	VPXORD Z3, Z3, Z3 \
	VPXORD Z4, Z4, Z4 \
	VPXORD Z5, Z5, Z5 \
	VPXORD Z6, Z6, Z6 \
	VPXORD Z7, Z7, Z7 \
	VPXORD Z8, Z8, Z8 \
	VPXORD Z9, Z9, Z9 \
	VPXORD Z10, Z10, Z10 \
	VPXORD Z11, Z11, Z11 \
	VPXORD Z12, Z12, Z12 \
	VPXORD Z13, Z13, Z13 \
	VPXORD Z14, Z14, Z14 \
	VPXORD Z15, Z15, Z15

// Four rows against four vectors per step (gemm4x4*): per 16 columns the four rows' weights
// (Z20..Z23) and four vectors' values (Z16..Z19) feed 16 FMAs into Z0..Z15 (row r vector v:
// Z(4r+v)); a row group's span is run twice (vectors 0…3, then 4…7 from L1), halving the x
// traffic of a two-row × eight-vector kernel (measured: 16.2 → 10.9 ms for a 4096×14336 F16
// GEMM of 8 vectors from DRAM). Rows at R8..R11, prefetched pf bytes ahead (PREFETCHT1).
#define GEMM4X4SETUP \
	MOVQ rows+0(FP), AX \
	MOVQ 0(AX), R8 \
	MOVQ 8(AX), R9 \
	MOVQ 16(AX), R10 \
	MOVQ 24(AX), R11 \
	MOVQ xi+8(FP), DI \
	MOVQ nch+16(FP), CX \
	MOVQ pf+32(FP), DX \
	MOVQ xstride+40(FP), R13 \
	XORQ SI, SI

// GEMMF32ROWS: the four float32 rows' next 16 values into Z20..Z23 (prefetching pf bytes ahead).
#define GEMMF32ROWS \
	PREFETCHT1 (R8)(DX*1) \
	PREFETCHT1 (R9)(DX*1) \
	PREFETCHT1 (R10)(DX*1) \
	PREFETCHT1 (R11)(DX*1) \
	VMOVUPS (R8)(SI*1), Z20 \
	VMOVUPS (R9)(SI*1), Z21 \
	VMOVUPS (R10)(SI*1), Z22 \
	VMOVUPS (R11)(SI*1), Z23

#define GEMM4X4FMAS \
	VMOVUPS 0(DI), Z16 \
	VMOVUPS 64(DI), Z17 \
	VMOVUPS 128(DI), Z18 \
	VMOVUPS 192(DI), Z19 \
	VFMADD231PS Z16, Z20, Z0 \
	VFMADD231PS Z17, Z20, Z1 \
	VFMADD231PS Z18, Z20, Z2 \
	VFMADD231PS Z19, Z20, Z3 \
	VFMADD231PS Z16, Z21, Z4 \
	VFMADD231PS Z17, Z21, Z5 \
	VFMADD231PS Z18, Z21, Z6 \
	VFMADD231PS Z19, Z21, Z7 \
	VFMADD231PS Z16, Z22, Z8 \
	VFMADD231PS Z17, Z22, Z9 \
	VFMADD231PS Z18, Z22, Z10 \
	VFMADD231PS Z19, Z22, Z11 \
	VFMADD231PS Z16, Z23, Z12 \
	VFMADD231PS Z17, Z23, Z13 \
	VFMADD231PS Z18, Z23, Z14 \
	VFMADD231PS Z19, Z23, Z15

#define GEMM4X4STORE \
	MOVQ out+24(FP), AX \
	HSUM4Z(Z12, Z13, Z14, Z15, Y12, Y13, Y14, Y15, X12) \
	VMOVUPS X12, 48(AX) \
	HSUM4Z(Z0, Z1, Z2, Z3, Y0, Y1, Y2, Y3, X0) \
	VMOVUPS X0, (AX) \
	HSUM4Z(Z4, Z5, Z6, Z7, Y4, Y5, Y6, Y7, X4) \
	VMOVUPS X4, 16(AX) \
	HSUM4Z(Z8, Z9, Z10, Z11, Y8, Y9, Y10, Y11, X8) \
	VMOVUPS X8, 32(AX) \
	VZEROUPPER \
	RET





// The block kernels' bodies that read arguments (defined before any TEXT, for vet's frame
// checks): MXFP4's scale table, the fp16 table of Q4_1, Q5_0 and Q5_1.
#define MXFP4KERNEL \
	VMOVUPS ·fp4Levels(SB), Z31 \
	MOVQ scales+48(FP), R12 \
	GEMMBLK(MXFP4ROW, 17)

#define Q41KERNEL \
	VMOVUPS ·gemmIota16(SB), Z30 \
	MOVQ fp16+48(FP), R12 \
	GEMMBLK(Q41ROW, 20)

#define Q50KERNEL \
	Q5CONST \
	VCVTDQ2PS Z28, Z31 \
	VSUBPS Z31, Z30, Z31 \
	MOVQ fp16+48(FP), R12 \
	GEMMBLK(Q50ROW, 22)

#define Q51KERNEL \
	Q5CONST \
	VCVTDQ2PS Z28, Z31 \
	VADDPS Z31, Z30, Z31 \
	MOVQ fp16+48(FP), R12 \
	GEMMBLK(Q51ROW, 24)

// func gemm4x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
TEXT ·gemm4x4F32AVX512(SB), NOSPLIT, $0-48
	GEMM4X4SETUP
	GEMMZERO
	TESTQ CX, CX
	JZ g4x4f32_done
g4x4f32_loop:
	GEMMF32ROWS
	GEMM4X4FMAS
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ R13, DI
	DECQ CX
	JNZ g4x4f32_loop
g4x4f32_done:
	GEMM4X4STORE

// GEMM4X4PF prefetches the four rows' line pf bytes ahead: the 16-bit kernels step two chunks
// (64 bytes of a row) at a time so that each line is prefetched once (GEMM of 8 vectors, one
// thread, 512-column spans: BF16 8.2–8.6 → 7.6–8.0 ms a matrix, F16 unchanged).
#define GEMM4X4PF \
	PREFETCHT1 (R8)(DX*1) \
	PREFETCHT1 (R9)(DX*1) \
	PREFETCHT1 (R10)(DX*1) \
	PREFETCHT1 (R11)(DX*1)

// F16ROWS(off): the four fp16 rows' 16 values at SI+off as float32 in Z20..Z23. Loaded first
// and converted from the register: a VCVTPH2PS with a memory operand left the GEMM of 8 vectors
// from DRAM 14 % slower (one thread, bench matrices: 8.1–8.8 against 6.9–7.6 ms a matrix; two
// threads 4.2–4.4 against 3.7–3.8), while BF16's VPMOVZXWD is faster with its memory operand
// (7.5–7.6 against 9.2–9.3 ms).
#define F16ROWS(off) \
	VMOVDQU32 off(R8)(SI*1), Y20 \
	VMOVDQU32 off(R9)(SI*1), Y21 \
	VMOVDQU32 off(R10)(SI*1), Y22 \
	VMOVDQU32 off(R11)(SI*1), Y23 \
	VCVTPH2PS Y20, Z20 \
	VCVTPH2PS Y21, Z21 \
	VCVTPH2PS Y22, Z22 \
	VCVTPH2PS Y23, Z23

// BF16ROWS(off): the four bf16 rows' 16 values at SI+off as float32 in Z20..Z23.
#define BF16ROWS(off) \
	VPMOVZXWD off(R8)(SI*1), Z20 \
	VPMOVZXWD off(R9)(SI*1), Z21 \
	VPMOVZXWD off(R10)(SI*1), Z22 \
	VPMOVZXWD off(R11)(SI*1), Z23 \
	VPSLLD $16, Z20, Z20 \
	VPSLLD $16, Z21, Z21 \
	VPSLLD $16, Z22, Z22 \
	VPSLLD $16, Z23, Z23

// GEMM4X4HALF(ROWS): the body of the 16-bit 4×4 kernels, ROWS(off) their rows' conversion:
// two 16-column chunks a step, then the odd last chunk.
#define GEMM4X4HALF(ROWS) \
	GEMM4X4SETUP \
	GEMMZERO \
	MOVQ CX, BX \
	SHRQ $1, CX \
	JZ odd \
loop: \
	GEMM4X4PF \
	ROWS(0) \
	GEMM4X4FMAS \
	ADDQ R13, DI \
	ROWS(32) \
	GEMM4X4FMAS \
	ADDQ R13, DI \
	ADDQ $64, SI \
	ADDQ $64, DX \
	DECQ CX \
	JNZ loop \
odd: \
	TESTQ $1, BX \
	JZ done \
	GEMM4X4PF \
	ROWS(0) \
	GEMM4X4FMAS \
done: \
	GEMM4X4STORE

// func gemm4x4F16AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
TEXT ·gemm4x4F16AVX512(SB), NOSPLIT, $0-48
	GEMM4X4HALF(F16ROWS)

// func gemm4x4BF16AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
TEXT ·gemm4x4BF16AVX512(SB), NOSPLIT, $0-48
	GEMM4X4HALF(BF16ROWS)

// func gemm4x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
// gemm4x4F32AVX512 for two vectors (GEMM of decoded rows, gemmRowsDecoded, when at most two of
// the vectors are left): 8 FMAs per 16 columns into Z0, Z1, Z4, Z5, Z8, Z9, Z12, Z13, the
// accumulators of vectors 2 and 3 stay zero, so out has the 4×4 kernel's layout.
TEXT ·gemm4x2F32AVX512(SB), NOSPLIT, $0-48
	GEMM4X4SETUP
	GEMMZERO
	TESTQ CX, CX
	JZ g4x2f32_done
g4x2f32_loop:
	GEMMF32ROWS
	VMOVUPS 0(DI), Z16
	VMOVUPS 64(DI), Z17
	VFMADD231PS Z16, Z20, Z0
	VFMADD231PS Z17, Z20, Z1
	VFMADD231PS Z16, Z21, Z4
	VFMADD231PS Z17, Z21, Z5
	VFMADD231PS Z16, Z22, Z8
	VFMADD231PS Z17, Z22, Z9
	VFMADD231PS Z16, Z23, Z12
	VFMADD231PS Z17, Z23, Z13
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ R13, DI
	DECQ CX
	JNZ g4x2f32_loop
g4x2f32_done:
	GEMM4X4STORE

// func prefetchLines(p *byte, n int)
// Prefetches the n bytes from p into all cache levels, one PREFETCHT0 per 64-byte line.
TEXT ·prefetchLines(SB), NOSPLIT, $0-16
	MOVQ p+0(FP), AX
	MOVQ n+8(FP), CX
	ADDQ AX, CX
pfl_loop:
	CMPQ AX, CX
	JAE pfl_done
	PREFETCHT0 (AX)
	ADDQ $64, AX
	JMP pfl_loop
pfl_done:
	RET

// Block formats' GEMM (blockGEMM, gemv_gemm_amd64.go): four rows of 32-element blocks against
// four vectors, each block decoded in registers once per pass as its GEMV kernel and decoder do
// (bit-exact weights) and its 16-column halves multiplied with the vectors' chunks (GEMM4X4FMAS'
// accumulators: Z(4r+v)). nch counts 16-column chunks (even); the row pointers step a block
// (BLK bytes) and x two chunks (2·xstride) per iteration. Decoding in the FMA loop keeps the
// vector pipes the FMAs leave free busy: an 8-vector GEMM is bound by its 2 FMAs a cycle, where
// decoding into a buffer first (gemmRowsDecoded) adds the decoder's time to theirs.

// BLKX loads the block's two chunks of the four vectors: low half Z16..Z19, high half Z20..Z23.
#define BLKX \
	VMOVUPS 0(DI), Z16 \
	VMOVUPS 64(DI), Z17 \
	VMOVUPS 128(DI), Z18 \
	VMOVUPS 192(DI), Z19 \
	VMOVUPS 0(DI)(R13*1), Z20 \
	VMOVUPS 64(DI)(R13*1), Z21 \
	VMOVUPS 128(DI)(R13*1), Z22 \
	VMOVUPS 192(DI)(R13*1), Z23

// BLKFMAS multiplies a row's decoded halves (Z25 low, Z26 high) into its accumulators a0..a3.
#define BLKFMAS(a0, a1, a2, a3) \
	VFMADD231PS Z16, Z25, a0 \
	VFMADD231PS Z17, Z25, a1 \
	VFMADD231PS Z18, Z25, a2 \
	VFMADD231PS Z19, Z25, a3 \
	VFMADD231PS Z20, Z26, a0 \
	VFMADD231PS Z21, Z26, a1 \
	VFMADD231PS Z22, Z26, a2 \
	VFMADD231PS Z23, Z26, a3

// NL4ROW: a Q4_0 / IQ4_NL block {fp16 d; 16 bytes of nibbles: element j low, j+16 high} as
// decodeNL4AVX512 decodes it: the 16 levels (Z31) times d, looked up by VPERMPS (low 4 bits).
#define NL4ROW(R, a0, a1, a2, a3) \
	VPBROADCASTW (R)(SI*1), Y24 \
	VCVTPH2PS Y24, Z24 \
	VMULPS Z24, Z31, Z24 \
	VPMOVZXBD 2(R)(SI*1), Z25 \
	VPSRLD $4, Z25, Z26 \
	VPERMPS Z24, Z25, Z25 \
	VPERMPS Z24, Z26, Z26 \
	BLKFMAS(a0, a1, a2, a3)

// Q80ROW: a Q8_0 block {fp16 d; int8 q[32]}: d·q (exact in float32).
#define Q80ROW(R, a0, a1, a2, a3) \
	VPBROADCASTW (R)(SI*1), Y24 \
	VCVTPH2PS Y24, Z24 \
	VPMOVSXBD 2(R)(SI*1), Z25 \
	VPMOVSXBD 18(R)(SI*1), Z26 \
	VCVTDQ2PS Z25, Z25 \
	VCVTDQ2PS Z26, Z26 \
	VMULPS Z24, Z25, Z25 \
	VMULPS Z24, Z26, Z26 \
	BLKFMAS(a0, a1, a2, a3)

// GEMMBLK(ROW, BLK): the kernel body of a block format whose rows ROW decodes.
#define GEMMBLK(ROW, BLK) \
	GEMM4X4SETUP \
	GEMMZERO \
	SHRQ $1, CX \
	JZ done \
loop: \
	PREFETCHT1 (R8)(DX*1) \
	PREFETCHT1 (R9)(DX*1) \
	PREFETCHT1 (R10)(DX*1) \
	PREFETCHT1 (R11)(DX*1) \
	BLKX \
	ROW(R8, Z0, Z1, Z2, Z3) \
	ROW(R9, Z4, Z5, Z6, Z7) \
	ROW(R10, Z8, Z9, Z10, Z11) \
	ROW(R11, Z12, Z13, Z14, Z15) \
	ADDQ $BLK, SI \
	ADDQ $BLK, DX \
	LEAQ (DI)(R13*2), DI \
	DECQ CX \
	JNZ loop \
done: \
	GEMM4X4STORE

// The kernels' bodies (…KERNEL): the 4×4 forms here, the 4×2 forms at the end of the file,
// after BLKX and BLKFMAS are redefined.
#define Q40KERNEL \
	VMOVUPS ·q4_0Levels(SB), Z31 \
	GEMMBLK(NL4ROW, 18)

// func gemmQ4_0x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
TEXT ·gemmQ4_0x4F32AVX512(SB), NOSPLIT, $0-48
	Q40KERNEL

#define IQ4NLKERNEL \
	VMOVUPS ·iq4Levels(SB), Z31 \
	GEMMBLK(NL4ROW, 18)

// func gemmIQ4_NLx4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
TEXT ·gemmIQ4_NLx4F32AVX512(SB), NOSPLIT, $0-48
	IQ4NLKERNEL

#define Q80KERNEL \
	GEMMBLK(Q80ROW, 34)

// func gemmQ8_0x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
TEXT ·gemmQ8_0x4F32AVX512(SB), NOSPLIT, $0-48
	Q80KERNEL

// PF4ROWS(off): prefetch the line at off from the next rows' position (AX: pf + SI) of each row.
#define PF4ROWS(off) \
	PREFETCHT1 off(R8)(AX*1) \
	PREFETCHT1 off(R9)(AX*1) \
	PREFETCHT1 off(R10)(AX*1) \
	PREFETCHT1 off(R11)(AX*1)

// FRAMES4(M, f): M(R, f·r) for the four rows R8…R11, their frames f bytes apart (a super-block
// kernel's per-row frame).
#define FRAMES4(M, f) \
	M(R8, 0) \
	M(R9, f) \
	M(R10, 2*f) \
	M(R11, 3*f)

// Q4KFRAME(R, off): row R's super-block at SI: [d·sc_0…7, dmin·m_0…7] as float32 at off(SP)
// (ggml's get_scale_min_k4 unpacking of the 12 scale bytes, as gemvQ4_Kx4AVX512 does; Z31 holds
// gemmQ4KDmin, the lanes' choice of d or dmin).
#define Q4KFRAME(R, off) \
	MOVL 4(R)(SI*1), AX \
	MOVL 8(R)(SI*1), BX \
	MOVL 12(R)(SI*1), DX \
	MOVL DX, R12 \
	SHRL $4, R12 \
	ANDL $0x0f0f0f0f, R12 \
	MOVL BX, R14 \
	SHRL $6, R14 \
	ANDL $0x03030303, R14 \
	SHLL $4, R14 \
	ORL R14, R12 \
	ANDL $0x3f3f3f3f, BX \
	ANDL $0x0f0f0f0f, DX \
	MOVL AX, R14 \
	SHRL $6, R14 \
	ANDL $0x03030303, R14 \
	SHLL $4, R14 \
	ORL R14, DX \
	ANDL $0x3f3f3f3f, AX \
	SHLQ $32, DX \
	ORQ DX, AX \
	SHLQ $32, R12 \
	ORQ R12, BX \
	VMOVQ AX, X24 \
	VPINSRQ $1, BX, X24, X24 \
	MOVL 0(R)(SI*1), AX \
	VMOVD AX, X25 \
	VCVTPH2PS X25, X25 \
	VPERMPS Z25, Z31, Z25 \
	VPMOVZXBD X24, Z24 \
	VCVTDQ2PS Z24, Z24 \
	VMULPS Z25, Z24, Z24 \
	VMOVUPS Z24, off(SP)

// Q4KLO / Q4KHI(R, sc, mn, q, a0, a1, a2, a3): a Q4_K sub-block of row R — the low (even
// sub-block) or high (odd) nibbles of the 32 code bytes at q — through the table
// t[k] = float32(k·d·sc) − dmin·m (sc, mn: its factors' frame offsets), the decoder's roundings.
#define Q4KLO(R, sc, mn, q, a0, a1, a2, a3) \
	VMULPS.BCST sc(SP), Z30, Z24 \
	VSUBPS.BCST mn(SP), Z24, Z24 \
	VPMOVZXBD q(R)(SI*1), Z25 \
	VPMOVZXBD q+16(R)(SI*1), Z26 \
	VPERMPS Z24, Z25, Z25 \
	VPERMPS Z24, Z26, Z26 \
	BLKFMAS(a0, a1, a2, a3)

#define Q4KHI(R, sc, mn, q, a0, a1, a2, a3) \
	VMULPS.BCST sc(SP), Z30, Z24 \
	VSUBPS.BCST mn(SP), Z24, Z24 \
	VPMOVZXBD q(R)(SI*1), Z25 \
	VPMOVZXBD q+16(R)(SI*1), Z26 \
	VPSRLD $4, Z25, Z25 \
	VPSRLD $4, Z26, Z26 \
	VPERMPS Z24, Z25, Z25 \
	VPERMPS Z24, Z26, Z26 \
	BLKFMAS(a0, a1, a2, a3)

// Q4KSUB(M, s, q): sub-block s/4 of the four rows (M: Q4KLO or Q4KHI; s: its factors' offset in
// a row's frame, q: its code bytes), then x on to the next sub-block.
#define Q4KSUB(M, s, q) \
	BLKX \
	M(R8, s, s+32, q, Z0, Z1, Z2, Z3) \
	M(R9, s+64, s+96, q, Z4, Z5, Z6, Z7) \
	M(R10, s+128, s+160, q, Z8, Z9, Z10, Z11) \
	M(R11, s+192, s+224, q, Z12, Z13, Z14, Z15) \
	LEAQ (DI)(R13*2), DI

// func gemmQ4_Kx4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
// The block kernel of Q4_K (GEMMBLK's scheme): per super-block the four rows' scale factors into
// the frame, then per 32-element sub-block the vectors' two chunks and each row's table lookups.
// nch is a multiple of 16 (whole super-blocks).
// Q4KBODY: gemmQ4_Kx4F32AVX512's body (gemmQ4_Kx2F32AVX512's with the 4×2 macros).
#define Q4KBODY \
	GEMM4X4SETUP \
	GEMMZERO \
	VMOVUPS ·gemmIota16(SB), Z30 \
	VMOVUPS ·gemmQ4KDmin(SB), Z31 \
	SHRQ $4, CX \
	JZ q4kg_done \
q4kg_loop: \
	MOVQ pf+32(FP), AX \
	ADDQ SI, AX \
	PF4ROWS(0) \
	PF4ROWS(64) \
	PF4ROWS(128) \
	FRAMES4(Q4KFRAME, 64) \
	Q4KSUB(Q4KLO, 0, 16) \
	Q4KSUB(Q4KHI, 4, 16) \
	Q4KSUB(Q4KLO, 8, 48) \
	Q4KSUB(Q4KHI, 12, 48) \
	Q4KSUB(Q4KLO, 16, 80) \
	Q4KSUB(Q4KHI, 20, 80) \
	Q4KSUB(Q4KLO, 24, 112) \
	Q4KSUB(Q4KHI, 28, 112) \
	ADDQ $144, SI \
	DECQ CX \
	JNZ q4kg_loop \
q4kg_done: \
	GEMM4X4STORE

TEXT ·gemmQ4_Kx4F32AVX512(SB), $256-48
	Q4KBODY

// IQ4XSFRAME(R, off): row R's IQ4_XS super-block at SI: its eight factors d·(ls − 32) as float32
// at off(SP) (6-bit ls from scales_l and scales_h, as decodeIQ4_XSAVX512; Y29: 32 per lane).
#define IQ4XSFRAME(R, off) \
	MOVL 4(R)(SI*1), AX \
	MOVQ $0x0f0f0f0f0f0f0f0f, BX \
	PDEPQ BX, AX, AX \
	MOVWLZX 2(R)(SI*1), DX \
	MOVQ $0x3030303030303030, BX \
	PDEPQ BX, DX, DX \
	ORQ DX, AX \
	VMOVQ AX, X24 \
	VPMOVZXBD X24, Y24 \
	VPSUBD Y29, Y24, Y24 \
	VCVTDQ2PS Y24, Y24 \
	VPBROADCASTW 0(R)(SI*1), X25 \
	VCVTPH2PS X25, Y25 \
	VMULPS Y24, Y25, Y24 \
	VMOVUPS Y24, off(SP)

// IQ4XSSUB(R, s, q, a0, a1, a2, a3): sub-block of row R with factor s(SP) and its 16 code bytes
// at q (element j low nibble, j+16 high): the levels (Z31) times the factor, looked up.
#define IQ4XSSUB(R, s, q, a0, a1, a2, a3) \
	VMULPS.BCST s(SP), Z31, Z24 \
	VPMOVZXBD q(R)(SI*1), Z25 \
	VPSRLD $4, Z25, Z26 \
	VPERMPS Z24, Z25, Z25 \
	VPERMPS Z24, Z26, Z26 \
	BLKFMAS(a0, a1, a2, a3)

// IQ4XSSUB4(s, q): sub-block s/4 of the four rows (s: its factor's offset in a row's frame, q: its
// code bytes), then x on to the next sub-block.
#define IQ4XSSUB4(s, q) \
	BLKX \
	IQ4XSSUB(R8, s, q, Z0, Z1, Z2, Z3) \
	IQ4XSSUB(R9, s+32, q, Z4, Z5, Z6, Z7) \
	IQ4XSSUB(R10, s+64, q, Z8, Z9, Z10, Z11) \
	IQ4XSSUB(R11, s+96, q, Z12, Z13, Z14, Z15) \
	LEAQ (DI)(R13*2), DI

// func gemmIQ4_XSx4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
// The block kernel of IQ4_XS (as gemmQ4_Kx4F32AVX512): nch a multiple of 16.
// IQ4XSBODY: gemmIQ4_XSx4F32AVX512's body.
#define IQ4XSBODY \
	GEMM4X4SETUP \
	GEMMZERO \
	VMOVUPS ·iq4Levels(SB), Z31 \
	MOVL $32, AX \
	VPBROADCASTD AX, Y29 \
	SHRQ $4, CX \
	JZ iq4xsg_done \
iq4xsg_loop: \
	MOVQ pf+32(FP), AX \
	ADDQ SI, AX \
	PF4ROWS(0) \
	PF4ROWS(64) \
	PF4ROWS(128) \
	FRAMES4(IQ4XSFRAME, 32) \
	IQ4XSSUB4(0, 8) \
	IQ4XSSUB4(4, 24) \
	IQ4XSSUB4(8, 40) \
	IQ4XSSUB4(12, 56) \
	IQ4XSSUB4(16, 72) \
	IQ4XSSUB4(20, 88) \
	IQ4XSSUB4(24, 104) \
	IQ4XSSUB4(28, 120) \
	ADDQ $136, SI \
	DECQ CX \
	JNZ iq4xsg_loop \
iq4xsg_done: \
	GEMM4X4STORE

TEXT ·gemmIQ4_XSx4F32AVX512(SB), $128-48
	IQ4XSBODY

// Q6KBYTES(R, ql, qh, off): the 128 values q − 32 of a half (ql at 64h, qh at 128+32h) of row R's
// Q6_K super-block as bytes at off(SP), in element order (as gemvQ6_Kx4AVX512 assembles them;
// Y28: 0x0f, Y29: 0x30, Y30: 32 in every byte).
#define Q6KBYTES(R, ql, qh, off) \
	VMOVDQU32 ql(R)(SI*1), Y24 \
	VMOVDQU32 ql+32(R)(SI*1), Y25 \
	VMOVDQU32 qh(R)(SI*1), Y26 \
	VPSLLW $4, Y26, Y27 \
	VPANDD Y29, Y27, Y27 \
	VPTERNLOGD $0xF8, Y28, Y24, Y27 \
	VPSUBB Y30, Y27, Y27 \
	VMOVDQU32 Y27, off(SP) \
	VPSLLW $2, Y26, Y27 \
	VPANDD Y29, Y27, Y27 \
	VPTERNLOGD $0xF8, Y28, Y25, Y27 \
	VPSUBB Y30, Y27, Y27 \
	VMOVDQU32 Y27, off+32(SP) \
	VPSRLW $4, Y24, Y24 \
	VPANDD Y29, Y26, Y27 \
	VPTERNLOGD $0xF8, Y28, Y24, Y27 \
	VPSUBB Y30, Y27, Y27 \
	VMOVDQU32 Y27, off+64(SP) \
	VPSRLW $4, Y25, Y25 \
	VPSRLW $2, Y26, Y27 \
	VPANDD Y29, Y27, Y27 \
	VPTERNLOGD $0xF8, Y28, Y25, Y27 \
	VPSUBB Y30, Y27, Y27 \
	VMOVDQU32 Y27, off+96(SP)

// Q6KSCALES(R, off): row R's sixteen factors d·sc as float32 at off(SP).
#define Q6KSCALES(R, off) \
	VPMOVSXBD 192(R)(SI*1), Z24 \
	VCVTDQ2PS Z24, Z24 \
	VPBROADCASTW 208(R)(SI*1), Y25 \
	VCVTPH2PS Y25, Z25 \
	VMULPS Z25, Z24, Z24 \
	VMOVUPS Z24, off(SP)

// Q6KGROUP(q, s, a0, a1, a2, a3): 32 elements of a row — bytes q − 32 at q(SP), the factors of
// their two sub-blocks at s(SP) and s+4(SP) — into its accumulators.
#define Q6KGROUP(q, s, a0, a1, a2, a3) \
	VPMOVSXBD q(SP), Z25 \
	VPMOVSXBD q+16(SP), Z26 \
	VCVTDQ2PS Z25, Z25 \
	VCVTDQ2PS Z26, Z26 \
	VMULPS.BCST s(SP), Z25, Z25 \
	VMULPS.BCST s+4(SP), Z26, Z26 \
	BLKFMAS(a0, a1, a2, a3)

// Q6KGROUP4(q, s): 32 elements of the four rows (q: their bytes in row 0's part of the frame, s:
// their first factor's offset in row 0's), then x on to the next 32.
#define Q6KGROUP4(q, s) \
	BLKX \
	Q6KGROUP(q, s, Z0, Z1, Z2, Z3) \
	Q6KGROUP(q+128, s+64, Z4, Z5, Z6, Z7) \
	Q6KGROUP(q+256, s+128, Z8, Z9, Z10, Z11) \
	Q6KGROUP(q+384, s+192, Z12, Z13, Z14, Z15) \
	LEAQ (DI)(R13*2), DI

// Q6KHALF(ql, qh, s): a half of the four rows' super-blocks: its 128 bytes of each row into the
// frame (256 + 128·r), then its four groups of 32 (s: the half's first factor offset).
#define Q6KHALF(ql, qh, s) \
	Q6KBYTES(R8, ql, qh, 256) \
	Q6KBYTES(R9, ql, qh, 384) \
	Q6KBYTES(R10, ql, qh, 512) \
	Q6KBYTES(R11, ql, qh, 640) \
	Q6KGROUP4(256, s) \
	Q6KGROUP4(288, s+8) \
	Q6KGROUP4(320, s+16) \
	Q6KGROUP4(352, s+24)

// func gemmQ6_Kx4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
// The block kernel of Q6_K (as gemmQ4_Kx4F32AVX512): per super-block the rows' factors, per
// half the rows' values as bytes in the frame, then per 32 elements the four rows' FMAs.
// Q6KBODY: gemmQ6_Kx4F32AVX512's body.
#define Q6KBODY \
	GEMM4X4SETUP \
	GEMMZERO \
	MOVL $0x0f0f0f0f, AX \
	VPBROADCASTD AX, Y28 \
	MOVL $0x30303030, AX \
	VPBROADCASTD AX, Y29 \
	MOVL $0x20202020, AX \
	VPBROADCASTD AX, Y30 \
	SHRQ $4, CX \
	JZ q6kg_done \
q6kg_loop: \
	MOVQ pf+32(FP), AX \
	ADDQ SI, AX \
	PF4ROWS(0) \
	PF4ROWS(64) \
	PF4ROWS(128) \
	PF4ROWS(192) \
	FRAMES4(Q6KSCALES, 64) \
	Q6KHALF(0, 128, 0) \
	Q6KHALF(64, 160, 32) \
	ADDQ $210, SI \
	DECQ CX \
	JNZ q6kg_loop \
q6kg_done: \
	GEMM4X4STORE

TEXT ·gemmQ6_Kx4F32AVX512(SB), $768-48
	Q6KBODY

// MXFP4ROW: an MXFP4 block {E8M0 e; 16 bytes of nibbles} as decodeMXFP4AVX512 decodes it: the
// levels (Z31) times the scale of e from the table at R12, looked up by VPERMPS.
#define MXFP4ROW(R, a0, a1, a2, a3) \
	MOVBLZX (R)(SI*1), AX \
	VMULPS.BCST (R12)(AX*4), Z31, Z24 \
	VPMOVZXBD 1(R)(SI*1), Z25 \
	VPSRLD $4, Z25, Z26 \
	VPERMPS Z24, Z25, Z25 \
	VPERMPS Z24, Z26, Z26 \
	BLKFMAS(a0, a1, a2, a3)

// func gemmMXFP4x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, scales *float32)
TEXT ·gemmMXFP4x4F32AVX512(SB), NOSPLIT, $0-56
	MXFP4KERNEL

// Q41ROW: a Q4_1 block {fp16 d, m; 16 bytes of nibbles} as decodeQ4_1AVX512 decodes it: the
// table k·d + m (Z30: 0…15; d and m from the fp16 table at R12), looked up by VPERMPS.
#define Q41ROW(R, a0, a1, a2, a3) \
	MOVWLZX (R)(SI*1), AX \
	MOVWLZX 2(R)(SI*1), BX \
	VMULPS.BCST (R12)(AX*4), Z30, Z24 \
	VADDPS.BCST (R12)(BX*4), Z24, Z24 \
	VPMOVZXBD 4(R)(SI*1), Z25 \
	VPSRLD $4, Z25, Z26 \
	VPERMPS Z24, Z25, Z25 \
	VPERMPS Z24, Z26, Z26 \
	BLKFMAS(a0, a1, a2, a3)

// Q5ROW(R, TABLE, qh, qs): a Q5_0 / Q5_1 block: the 32-entry table TABLE builds in Z24 (codes
// 0…15) and Z27 (16…31), the index the nibble (Z29 masks it) with bit 4 set (Z28: 16) where the
// block's qh bit is (K1: elements 0…15, K2: 16…31), looked up by VPERMI2PS — as the decoders.
#define Q5ROW(R, TABLE, qh, qs, a0, a1, a2, a3) \
	TABLE(R) \
	KMOVW qh(R)(SI*1), K1 \
	KMOVW qh+2(R)(SI*1), K2 \
	VPMOVZXBD qs(R)(SI*1), Z25 \
	VPSRLD $4, Z25, Z26 \
	VPANDD Z29, Z25, Z25 \
	VPORD Z28, Z25, K1, Z25 \
	VPORD Z28, Z26, K2, Z26 \
	VPERMI2PS Z27, Z24, Z25 \
	VPERMI2PS Z27, Z24, Z26 \
	BLKFMAS(a0, a1, a2, a3)

// Q50TABLE: (k − 16)·d (Z31: −16…−1, Z30: 0…15).
#define Q50TABLE(R) \
	MOVWLZX (R)(SI*1), AX \
	VMULPS.BCST (R12)(AX*4), Z31, Z24 \
	VMULPS.BCST (R12)(AX*4), Z30, Z27

// Q51TABLE: k·d + m (Z30: 0…15, Z31: 16…31).
#define Q51TABLE(R) \
	MOVWLZX (R)(SI*1), AX \
	MOVWLZX 2(R)(SI*1), BX \
	VMULPS.BCST (R12)(AX*4), Z30, Z24 \
	VADDPS.BCST (R12)(BX*4), Z24, Z24 \
	VMULPS.BCST (R12)(AX*4), Z31, Z27 \
	VADDPS.BCST (R12)(BX*4), Z27, Z27

#define Q50ROW(R, a0, a1, a2, a3) Q5ROW(R, Q50TABLE, 2, 6, a0, a1, a2, a3)
#define Q51ROW(R, a0, a1, a2, a3) Q5ROW(R, Q51TABLE, 4, 8, a0, a1, a2, a3)

// Q5CONST: Z30 0…15, Z29 0x0f and Z28 16 in every lane.
#define Q5CONST \
	VMOVUPS ·gemmIota16(SB), Z30 \
	MOVL $0x0f, AX \
	VPBROADCASTD AX, Z29 \
	MOVL $16, AX \
	VPBROADCASTD AX, Z28

// func gemmQ4_1x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, fp16 *float32)
TEXT ·gemmQ4_1x4F32AVX512(SB), NOSPLIT, $0-56
	Q41KERNEL

// func gemmQ5_0x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, fp16 *float32)
TEXT ·gemmQ5_0x4F32AVX512(SB), NOSPLIT, $0-56
	Q50KERNEL

// func gemmQ5_1x4F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, fp16 *float32)
TEXT ·gemmQ5_1x4F32AVX512(SB), NOSPLIT, $0-56
	Q51KERNEL

// ---------------------------------------------------------------------------------------------
// The 4×2 forms of the block kernels (directGEMM's pass over the last one or two vectors): the
// same bodies with BLKX and BLKFMAS redefined for vectors 0 and 1 — half the loads and FMAs; the
// accumulators of vectors 2 and 3 stay zero (gemm4x2F32AVX512's layout of out).

#undef BLKX
#define BLKX \
	VMOVUPS 0(DI), Z16 \
	VMOVUPS 64(DI), Z17 \
	VMOVUPS 0(DI)(R13*1), Z20 \
	VMOVUPS 64(DI)(R13*1), Z21

#undef BLKFMAS
#define BLKFMAS(a0, a1, a2, a3) \
	VFMADD231PS Z16, Z25, a0 \
	VFMADD231PS Z17, Z25, a1 \
	VFMADD231PS Z20, Z26, a0 \
	VFMADD231PS Z21, Z26, a1

// func gemmQ4_0x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
TEXT ·gemmQ4_0x2F32AVX512(SB), NOSPLIT, $0-48
	Q40KERNEL

// func gemmIQ4_NLx2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
TEXT ·gemmIQ4_NLx2F32AVX512(SB), NOSPLIT, $0-48
	IQ4NLKERNEL

// func gemmQ8_0x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
TEXT ·gemmQ8_0x2F32AVX512(SB), NOSPLIT, $0-48
	Q80KERNEL

// func gemmQ4_Kx2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
TEXT ·gemmQ4_Kx2F32AVX512(SB), $256-48
	Q4KBODY

// func gemmIQ4_XSx2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
TEXT ·gemmIQ4_XSx2F32AVX512(SB), $128-48
	IQ4XSBODY

// func gemmQ6_Kx2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
TEXT ·gemmQ6_Kx2F32AVX512(SB), $768-48
	Q6KBODY

// func gemmMXFP4x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, scales *float32)
TEXT ·gemmMXFP4x2F32AVX512(SB), NOSPLIT, $0-56
	MXFP4KERNEL

// func gemmQ4_1x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, fp16 *float32)
TEXT ·gemmQ4_1x2F32AVX512(SB), NOSPLIT, $0-56
	Q41KERNEL

// func gemmQ5_0x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, fp16 *float32)
TEXT ·gemmQ5_0x2F32AVX512(SB), NOSPLIT, $0-56
	Q50KERNEL

// func gemmQ5_1x2F32AVX512(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int, fp16 *float32)
TEXT ·gemmQ5_1x2F32AVX512(SB), NOSPLIT, $0-56
	Q51KERNEL
