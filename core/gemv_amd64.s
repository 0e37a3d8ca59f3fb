// AVX-512 kernels of the CPU compute engine (core/gemv.go, core/gemv_amd64.go).
//
// The GEMV kernels take four row pointers and compute four dot products with one x, so that every
// activation loaded from cache serves four rows. Each row accumulates in two zmm registers (32
// float32 lanes), over at most kernelSpan columns per call; the Go side adds the partial sums in
// float64. The weights are turned into exactly the float32 values Dequantize produces (by table
// lookups with VPERMPS for the 4-bit formats, conversions otherwise) and multiplied with FMAs.

#include "textflag.h"

#define HSUM4(za, zb, zc, zd, ya, yb, yc, yd, xa, yt, xt) \
	VEXTRACTF64X4 $1, za, yt \
	VADDPS yt, ya, ya \
	VEXTRACTF64X4 $1, zb, yt \
	VADDPS yt, yb, yb \
	VEXTRACTF64X4 $1, zc, yt \
	VADDPS yt, yc, yc \
	VEXTRACTF64X4 $1, zd, yt \
	VADDPS yt, yd, yd \
	VHADDPS yb, ya, ya \
	VHADDPS yd, yc, yc \
	VHADDPS yc, ya, ya \
	VEXTRACTF128 $1, ya, xt \
	VADDPS xt, xa, xa

#define LOADROWS \
	MOVQ rows+0(FP), AX \
	MOVQ 0(AX), R8 \
	MOVQ 8(AX), R9 \
	MOVQ 16(AX), R10 \
	MOVQ 24(AX), R11

#define ZERO8 \
	VPXORD Z0, Z0, Z0 \
	VPXORD Z1, Z1, Z1 \
	VPXORD Z2, Z2, Z2 \
	VPXORD Z3, Z3, Z3 \
	VPXORD Z4, Z4, Z4 \
	VPXORD Z5, Z5, Z5 \
	VPXORD Z6, Z6, Z6 \
	VPXORD Z7, Z7, Z7

#define STORE8 \
	VADDPS Z1, Z0, Z0 \
	VADDPS Z3, Z2, Z2 \
	VADDPS Z5, Z4, Z4 \
	VADDPS Z7, Z6, Z6 \
	HSUM4(Z0, Z2, Z4, Z6, Y0, Y2, Y4, Y6, X0, Y8, X8) \
	MOVQ out+24(FP), AX \
	VMOVUPS X0, (AX) \
	VZEROUPPER \
	RET

#define F16ROW(ptr, a0, a1) \
	VCVTPH2PS (ptr)(SI*1), Z16 \
	VCVTPH2PS 32(ptr)(SI*1), Z17 \
	VFMADD231PS Z28, Z16, a0 \
	VFMADD231PS Z29, Z17, a1

#define BF16ROW(ptr, a0, a1) \
	VPMOVZXWD (ptr)(SI*1), Z16 \
	VPMOVZXWD 32(ptr)(SI*1), Z17 \
	VPSLLD $16, Z16, Z16 \
	VPSLLD $16, Z17, Z17 \
	VFMADD231PS Z28, Z16, a0 \
	VFMADD231PS Z29, Z17, a1

#define SCALES4(bs, lbl, lbl2) \
	XORQ SI, SI \
	XORQ BX, BX \
lbl: \
	MOVWLZX (R8)(SI*1), AX \
	MOVW AX, 2048(SP)(BX*2) \
	MOVWLZX (R9)(SI*1), AX \
	MOVW AX, 2304(SP)(BX*2) \
	MOVWLZX (R10)(SI*1), AX \
	MOVW AX, 2560(SP)(BX*2) \
	MOVWLZX (R11)(SI*1), AX \
	MOVW AX, 2816(SP)(BX*2) \
	ADDQ $bs, SI \
	INCQ BX \
	CMPQ BX, CX \
	JLT lbl \
	XORQ BX, BX \
lbl2: \
	VCVTPH2PS 2048(SP)(BX*2), Z16 \
	VCVTPH2PS 2304(SP)(BX*2), Z17 \
	VCVTPH2PS 2560(SP)(BX*2), Z18 \
	VCVTPH2PS 2816(SP)(BX*2), Z19 \
	VMOVUPS Z16, 0(SP)(BX*4) \
	VMOVUPS Z17, 512(SP)(BX*4) \
	VMOVUPS Z18, 1024(SP)(BX*4) \
	VMOVUPS Z19, 1536(SP)(BX*4) \
	ADDQ $16, BX \
	CMPQ BX, CX \
	JLT lbl2

#define Q8ROW(ptr, sc, acc) \
	VPMOVSXBD 2(ptr)(SI*1), Z16 \
	VPMOVSXBD 18(ptr)(SI*1), Z17 \
	VCVTDQ2PS Z16, Z16 \
	VCVTDQ2PS Z17, Z17 \
	VMULPS Z28, Z16, Z16 \
	VFMADD231PS Z29, Z17, Z16 \
	VFMADD231PS.BCST sc(SP)(BX*4), Z16, acc

#define Q4ROW(ptr, sc, a0, a1) \
	VMULPS.BCST sc(SP)(BX*4), Z31, Z16 \
	VPMOVZXBD 2(ptr)(SI*1), Z17 \
	VPSRLD $4, Z17, Z18 \
	VPERMPS Z16, Z17, Z17 \
	VPERMPS Z16, Z18, Z18 \
	VFMADD231PS Z28, Z17, a0 \
	VFMADD231PS Z29, Z18, a1

// HSUM4 reduces the four zmm accumulators a, b, c, d to one xmm [Σa, Σb, Σc, Σd] in a (X-form
// names passed separately); t is a scratch register.

// LOADROWS loads the four row pointers of rows+0(FP) into R8..R11.


// STORE8 folds the accumulator pairs (Z0,Z1) … (Z6,Z7) and stores the four row sums at out.

// ---------------------------------------------------------------------------------------------
// Dot products of float32 vectors (the generic kernels and GEMM).

// func dotF32AVX512(a, b *float32, n int) float32
// n is a multiple of 32.
TEXT ·dotF32AVX512(SB), NOSPLIT, $0-28
	MOVQ a+0(FP), SI
	MOVQ b+8(FP), DI
	MOVQ n+16(FP), CX
	VPXORD Z0, Z0, Z0
	VPXORD Z1, Z1, Z1
	XORQ AX, AX
	SHLQ $2, CX
	JZ dotf32_done
dotf32_loop:
	VMOVUPS (SI)(AX*1), Z2
	VMOVUPS 64(SI)(AX*1), Z3
	VFMADD231PS (DI)(AX*1), Z2, Z0
	VFMADD231PS 64(DI)(AX*1), Z3, Z1
	ADDQ $128, AX
	CMPQ AX, CX
	JLT dotf32_loop
dotf32_done:
	VADDPS Z1, Z0, Z0
	VEXTRACTF64X4 $1, Z0, Y1
	VADDPS Y1, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VADDPS X1, X0, X0
	VHADDPS X0, X0, X0
	VHADDPS X0, X0, X0
	MOVSS X0, ret+24(FP)
	VZEROUPPER
	RET

// func dotNAVX512(w, x *float32, stride, n, k int, out *[8]float32)
// out[v] = Σ_{i<k} w[i]·x[v·stride+i] for v < n (2 ≤ n ≤ 8; rows v ≥ n read row 0 and are not
// stored); k is a multiple of 32. Each vector has two accumulators: Z(2v) and Z(2v+1).
TEXT ·dotNAVX512(SB), NOSPLIT, $0-48
	MOVQ w+0(FP), SI
	MOVQ x+8(FP), R8
	MOVQ stride+16(FP), BX
	SHLQ $2, BX
	MOVQ n+24(FP), AX
	MOVQ k+32(FP), CX
	SHLQ $2, CX
	// x pointers of vectors 1..7 in R9..R13, DX, BX (vector 0 for those ≥ n)
	MOVQ R8, R9
	MOVQ R8, R10
	MOVQ R8, R11
	MOVQ R8, R12
	MOVQ R8, R13
	MOVQ R8, DX
	CMPQ AX, $2
	JLT dotn_last
	LEAQ (R8)(BX*1), R9
	CMPQ AX, $3
	JLT dotn_last
	LEAQ (R9)(BX*1), R10
	CMPQ AX, $4
	JLT dotn_last
	LEAQ (R10)(BX*1), R11
	CMPQ AX, $5
	JLT dotn_last
	LEAQ (R11)(BX*1), R12
	CMPQ AX, $6
	JLT dotn_last
	LEAQ (R12)(BX*1), R13
	CMPQ AX, $7
	JLT dotn_last
	LEAQ (R13)(BX*1), DX
	CMPQ AX, $8
	JLT dotn_last
	LEAQ (DX)(BX*1), BX
	JMP dotn_ptrs
dotn_last:
	MOVQ R8, BX
dotn_ptrs:
	VPXORD Z0, Z0, Z0
	VPXORD Z1, Z1, Z1
	VPXORD Z2, Z2, Z2
	VPXORD Z3, Z3, Z3
	VPXORD Z4, Z4, Z4
	VPXORD Z5, Z5, Z5
	VPXORD Z6, Z6, Z6
	VPXORD Z7, Z7, Z7
	VPXORD Z8, Z8, Z8
	VPXORD Z9, Z9, Z9
	VPXORD Z10, Z10, Z10
	VPXORD Z11, Z11, Z11
	VPXORD Z12, Z12, Z12
	VPXORD Z13, Z13, Z13
	VPXORD Z14, Z14, Z14
	VPXORD Z15, Z15, Z15
	XORQ AX, AX
	CMPQ n+24(FP), $4
	JGT dotn8_loop
dotn4_loop:
	VMOVUPS (SI)(AX*1), Z16
	VMOVUPS 64(SI)(AX*1), Z17
	VFMADD231PS (R8)(AX*1), Z16, Z0
	VFMADD231PS 64(R8)(AX*1), Z17, Z1
	VFMADD231PS (R9)(AX*1), Z16, Z2
	VFMADD231PS 64(R9)(AX*1), Z17, Z3
	VFMADD231PS (R10)(AX*1), Z16, Z4
	VFMADD231PS 64(R10)(AX*1), Z17, Z5
	VFMADD231PS (R11)(AX*1), Z16, Z6
	VFMADD231PS 64(R11)(AX*1), Z17, Z7
	ADDQ $128, AX
	CMPQ AX, CX
	JLT dotn4_loop
	JMP dotn_reduce
dotn8_loop:
	VMOVUPS (SI)(AX*1), Z16
	VMOVUPS 64(SI)(AX*1), Z17
	VFMADD231PS (R8)(AX*1), Z16, Z0
	VFMADD231PS 64(R8)(AX*1), Z17, Z1
	VFMADD231PS (R9)(AX*1), Z16, Z2
	VFMADD231PS 64(R9)(AX*1), Z17, Z3
	VFMADD231PS (R10)(AX*1), Z16, Z4
	VFMADD231PS 64(R10)(AX*1), Z17, Z5
	VFMADD231PS (R11)(AX*1), Z16, Z6
	VFMADD231PS 64(R11)(AX*1), Z17, Z7
	VFMADD231PS (R12)(AX*1), Z16, Z8
	VFMADD231PS 64(R12)(AX*1), Z17, Z9
	VFMADD231PS (R13)(AX*1), Z16, Z10
	VFMADD231PS 64(R13)(AX*1), Z17, Z11
	VFMADD231PS (DX)(AX*1), Z16, Z12
	VFMADD231PS 64(DX)(AX*1), Z17, Z13
	VFMADD231PS (BX)(AX*1), Z16, Z14
	VFMADD231PS 64(BX)(AX*1), Z17, Z15
	ADDQ $128, AX
	CMPQ AX, CX
	JLT dotn8_loop
dotn_reduce:
	VADDPS Z1, Z0, Z0
	VADDPS Z3, Z2, Z2
	VADDPS Z5, Z4, Z4
	VADDPS Z7, Z6, Z6
	VADDPS Z9, Z8, Z8
	VADDPS Z11, Z10, Z10
	VADDPS Z13, Z12, Z12
	VADDPS Z15, Z14, Z14
	HSUM4(Z0, Z2, Z4, Z6, Y0, Y2, Y4, Y6, X0, Y1, X1)
	HSUM4(Z8, Z10, Z12, Z14, Y8, Y10, Y12, Y14, X8, Y9, X9)
	MOVQ out+40(FP), AX
	VMOVUPS X0, (AX)
	VMOVUPS X8, 16(AX)
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------------------------
// Plain float rows: F32, F16, BF16. nb counts units of 32 elements.

// func gemvF32x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32)
TEXT ·gemvF32x4AVX512(SB), NOSPLIT, $0-32
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	XORQ SI, SI
	TESTQ CX, CX
	JZ f32x4_done
f32x4_loop:
	VMOVUPS (DI), Z28
	VMOVUPS 64(DI), Z29
	VFMADD231PS (R8)(SI*1), Z28, Z0
	VFMADD231PS 64(R8)(SI*1), Z29, Z1
	VFMADD231PS (R9)(SI*1), Z28, Z2
	VFMADD231PS 64(R9)(SI*1), Z29, Z3
	VFMADD231PS (R10)(SI*1), Z28, Z4
	VFMADD231PS 64(R10)(SI*1), Z29, Z5
	VFMADD231PS (R11)(SI*1), Z28, Z6
	VFMADD231PS 64(R11)(SI*1), Z29, Z7
	ADDQ $128, SI
	ADDQ $128, DI
	DECQ CX
	JNZ f32x4_loop
f32x4_done:
	STORE8


// func gemvF16x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32)
TEXT ·gemvF16x4AVX512(SB), NOSPLIT, $0-32
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	XORQ SI, SI
	TESTQ CX, CX
	JZ f16x4_done
f16x4_loop:
	VMOVUPS (DI), Z28
	VMOVUPS 64(DI), Z29
	F16ROW(R8, Z0, Z1)
	F16ROW(R9, Z2, Z3)
	F16ROW(R10, Z4, Z5)
	F16ROW(R11, Z6, Z7)
	ADDQ $64, SI
	ADDQ $128, DI
	DECQ CX
	JNZ f16x4_loop
f16x4_done:
	STORE8


// func gemvBF16x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32)
TEXT ·gemvBF16x4AVX512(SB), NOSPLIT, $0-32
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	XORQ SI, SI
	TESTQ CX, CX
	JZ bf16x4_done
bf16x4_loop:
	VMOVUPS (DI), Z28
	VMOVUPS 64(DI), Z29
	BF16ROW(R8, Z0, Z1)
	BF16ROW(R9, Z2, Z3)
	BF16ROW(R10, Z4, Z5)
	BF16ROW(R11, Z6, Z7)
	ADDQ $64, SI
	ADDQ $128, DI
	DECQ CX
	JNZ bf16x4_loop
bf16x4_done:
	STORE8

// func decodeF16AVX512(dst *float32, src *byte, n int)   n is a multiple of 16
TEXT ·decodeF16AVX512(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	SHRQ $4, CX
	JZ decf16_done
decf16_loop:
	VCVTPH2PS (SI), Z0
	VMOVUPS Z0, (DI)
	ADDQ $32, SI
	ADDQ $64, DI
	DECQ CX
	JNZ decf16_loop
decf16_done:
	VZEROUPPER
	RET

// func decodeBF16AVX512(dst *float32, src *byte, n int)   n is a multiple of 16
TEXT ·decodeBF16AVX512(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	SHRQ $4, CX
	JZ decbf16_done
decbf16_loop:
	VPMOVZXWD (SI), Z0
	VPSLLD $16, Z0, Z0
	VMOVUPS Z0, (DI)
	ADDQ $32, SI
	ADDQ $64, DI
	DECQ CX
	JNZ decbf16_loop
decbf16_done:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------------------------
// Block scales. SCALES4(bs) converts the fp16 scale at offset 0 of each of the nb blocks (bs bytes
// apart) of the four rows R8..R11 to float32, into the frame: row r's at 512·r(SP), up to 128
// blocks. The halves are gathered with scalar moves at 2048(SP)… first.


// ---------------------------------------------------------------------------------------------
// Q8_0: {fp16 d; i8 qs[32]}, 34 bytes. Σ w·x per block = d·Σ q·x: the block's products are summed
// in one zmm, then scaled into the row's accumulator.


// func gemvQ8_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32)   nb ≤ 128
TEXT ·gemvQ8_0x4AVX512(SB), $3072-32
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q80x4_done
	SCALES4(34, q80x4_sc, q80x4_cv)
	XORQ SI, SI
	XORQ BX, BX
q80x4_loop:
	VMOVUPS (DI), Z28
	VMOVUPS 64(DI), Z29
	Q8ROW(R8, 0, Z0)
	Q8ROW(R9, 512, Z2)
	Q8ROW(R10, 1024, Z4)
	Q8ROW(R11, 1536, Z6)
	ADDQ $34, SI
	ADDQ $128, DI
	INCQ BX
	CMPQ BX, CX
	JLT q80x4_loop
q80x4_done:
	STORE8

// func decodeQ8_0AVX512(dst *float32, src *byte, nb int)
TEXT ·decodeQ8_0AVX512(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ nb+16(FP), CX
	TESTQ CX, CX
	JZ decq80_done
decq80_loop:
	VPBROADCASTW (SI), Y2
	VCVTPH2PS Y2, Z2
	VPMOVSXBD 2(SI), Z0
	VPMOVSXBD 18(SI), Z1
	VCVTDQ2PS Z0, Z0
	VCVTDQ2PS Z1, Z1
	VMULPS Z2, Z0, Z0
	VMULPS Z2, Z1, Z1
	VMOVUPS Z0, (DI)
	VMOVUPS Z1, 64(DI)
	ADDQ $34, SI
	ADDQ $128, DI
	DECQ CX
	JNZ decq80_loop
decq80_done:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------------------------
// Q4_0: {fp16 d; u8 qs[16]}, 18 bytes, x = (q−8)·d; the low nibble of qs[j] is element j, the
// high nibble element j+16. Per block and row: the 16 values (k−8)·d form a table (one multiply),
// VPERMPS looks the nibbles up (it reads only the low 4 bits of each index), two FMAs.

DATA q4_0Levels<>+0(SB)/4, $-8.0
DATA q4_0Levels<>+4(SB)/4, $-7.0
DATA q4_0Levels<>+8(SB)/4, $-6.0
DATA q4_0Levels<>+12(SB)/4, $-5.0
DATA q4_0Levels<>+16(SB)/4, $-4.0
DATA q4_0Levels<>+20(SB)/4, $-3.0
DATA q4_0Levels<>+24(SB)/4, $-2.0
DATA q4_0Levels<>+28(SB)/4, $-1.0
DATA q4_0Levels<>+32(SB)/4, $0.0
DATA q4_0Levels<>+36(SB)/4, $1.0
DATA q4_0Levels<>+40(SB)/4, $2.0
DATA q4_0Levels<>+44(SB)/4, $3.0
DATA q4_0Levels<>+48(SB)/4, $4.0
DATA q4_0Levels<>+52(SB)/4, $5.0
DATA q4_0Levels<>+56(SB)/4, $6.0
DATA q4_0Levels<>+60(SB)/4, $7.0
GLOBL q4_0Levels<>(SB), RODATA|NOPTR, $64


// func gemvQ4_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32)   nb ≤ 128
TEXT ·gemvQ4_0x4AVX512(SB), $3072-32
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q40x4_done
	SCALES4(18, q40x4_sc, q40x4_cv)
	VMOVUPS q4_0Levels<>(SB), Z31
	XORQ SI, SI
	XORQ BX, BX
q40x4_loop:
	VMOVUPS (DI), Z28
	VMOVUPS 64(DI), Z29
	Q4ROW(R8, 0, Z0, Z1)
	Q4ROW(R9, 512, Z2, Z3)
	Q4ROW(R10, 1024, Z4, Z5)
	Q4ROW(R11, 1536, Z6, Z7)
	ADDQ $18, SI
	ADDQ $128, DI
	INCQ BX
	CMPQ BX, CX
	JLT q40x4_loop
q40x4_done:
	STORE8

// func decodeQ4_0AVX512(dst *float32, src *byte, nb int)
TEXT ·decodeQ4_0AVX512(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ nb+16(FP), CX
	VMOVUPS q4_0Levels<>(SB), Z31
	TESTQ CX, CX
	JZ decq40_done
decq40_loop:
	VPBROADCASTW (SI), Y2
	VCVTPH2PS Y2, Z2
	VMULPS Z2, Z31, Z2
	VPMOVZXBD 2(SI), Z0
	VPSRLD $4, Z0, Z1
	VPERMPS Z2, Z0, Z0
	VPERMPS Z2, Z1, Z1
	VMOVUPS Z0, (DI)
	VMOVUPS Z1, 64(DI)
	ADDQ $18, SI
	ADDQ $128, DI
	DECQ CX
	JNZ decq40_loop
decq40_done:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------------------------
// func streamReadAVX512(p *byte, n int) uint64
// Reads n bytes (a multiple of 256) with 64-byte loads and ORs them together: the DRAM read
// bandwidth reference of the benchmarks.
TEXT ·streamReadAVX512(SB), NOSPLIT, $0-24
	MOVQ p+0(FP), SI
	MOVQ n+8(FP), CX
	VPXORQ Z0, Z0, Z0
	VPXORQ Z1, Z1, Z1
	VPXORQ Z2, Z2, Z2
	VPXORQ Z3, Z3, Z3
	SHRQ $8, CX
	JZ stream_done
stream_loop:
	VPORQ 0(SI), Z0, Z0
	VPORQ 64(SI), Z1, Z1
	VPORQ 128(SI), Z2, Z2
	VPORQ 192(SI), Z3, Z3
	ADDQ $256, SI
	DECQ CX
	JNZ stream_loop
stream_done:
	VPORQ Z1, Z0, Z0
	VPORQ Z3, Z2, Z2
	VPORQ Z2, Z0, Z0
	VEXTRACTI64X4 $1, Z0, Y1
	VPOR Y1, Y0, Y0
	VEXTRACTI128 $1, Y0, X1
	VPOR X1, X0, X0
	VMOVQ X0, AX
	MOVQ AX, ret+16(FP)
	VZEROUPPER
	RET
