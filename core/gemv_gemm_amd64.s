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
