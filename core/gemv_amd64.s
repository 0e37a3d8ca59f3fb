// AVX-512 kernels of the CPU compute engine (core/gemv.go, core/gemv_amd64.go).
//
// The GEMV kernels take four row pointers and compute four dot products with one x, so that every
// activation loaded from cache serves four rows. Each row accumulates in two zmm registers (32
// float32 lanes), over at most kernelSpan columns per call; the Go side adds the partial sums in
// float64. The weights are turned into exactly the float32 values Dequantize produces (by table
// lookups with VPERMPS for the 4-bit formats, conversions otherwise) and multiplied with FMAs.

#include "textflag.h"

// Macros (defined before any TEXT so that vet's frame checks see no stray offsets):
//   HSUM4     reduces the zmm accumulators a, b, c, d to one xmm [Σa, Σb, Σc, Σd] in xa (the Y
//             and X names of the same registers passed too; yt/xt is scratch).
//   LOADROWS  loads the four row pointers of rows+0(FP) into R8..R11.
//   ZERO8     clears the accumulators Z0..Z7 (two per row).
//   STORE8    folds the pairs (Z0,Z1) … (Z6,Z7) and stores the four row sums at out+24(FP).
//   F16ROW, BF16ROWEO, Q8ROW, Q4ROW: one row's work per step of the kernels below.

// PFDEC: how far ahead (bytes) the F16/BF16 row decoders prefetch their source (PREFETCHT1):
// measured 8 rows of 4096 into an L2-resident buffer, 1 thread: BF16 9.0 GB/s without, 10.4 at
// 1024, 11.3 at 4096.
#define PFDEC 4096

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

// F16ROW: one row's 32 fp16 values (a 64-byte line) times x into a0, a1. The line is read by one
// 64-byte load and split in registers: two 32-byte VCVTPH2PS loads of the same line read DRAM
// 10–15 % slower (512 MiB set, 1 thread: 20.4–22.0 against 23.1–25.6 GB/s, alternating builds),
// though they are faster from L2 (58 against 48 GB/s).
#define F16ROW(ptr, a0, a1) \
	VMOVDQU64 (ptr)(SI*1), Z17 \
	VCVTPH2PS Y17, Z16 \
	VEXTRACTI64X4 $1, Z17, Y17 \
	VCVTPH2PS Y17, Z17 \
	VFMADD231PS Z28, Z16, a0 \
	VFMADD231PS Z29, Z17, a1

// bf16EvenOdd: VPERMI2PS indices of 32 values' even ones, then their odd ones (the order in which
// a 64-byte line of bf16 values splits into float32 by VPSLLD and VPANDD).
DATA bf16EvenOdd<>+0(SB)/8, $0x0000000200000000
DATA bf16EvenOdd<>+8(SB)/8, $0x0000000600000004
DATA bf16EvenOdd<>+16(SB)/8, $0x0000000a00000008
DATA bf16EvenOdd<>+24(SB)/8, $0x0000000e0000000c
DATA bf16EvenOdd<>+32(SB)/8, $0x0000001200000010
DATA bf16EvenOdd<>+40(SB)/8, $0x0000001600000014
DATA bf16EvenOdd<>+48(SB)/8, $0x0000001a00000018
DATA bf16EvenOdd<>+56(SB)/8, $0x0000001e0000001c
DATA bf16EvenOdd<>+64(SB)/8, $0x0000000300000001
DATA bf16EvenOdd<>+72(SB)/8, $0x0000000700000005
DATA bf16EvenOdd<>+80(SB)/8, $0x0000000b00000009
DATA bf16EvenOdd<>+88(SB)/8, $0x0000000f0000000d
DATA bf16EvenOdd<>+96(SB)/8, $0x0000001300000011
DATA bf16EvenOdd<>+104(SB)/8, $0x0000001700000015
DATA bf16EvenOdd<>+112(SB)/8, $0x0000001b00000019
DATA bf16EvenOdd<>+120(SB)/8, $0x0000001f0000001d
GLOBL bf16EvenOdd<>(SB), RODATA|NOPTR, $128

// BF16ROWEO: a row's 32 bf16 values as one 64-byte line: the even ones (low halves of the dwords)
// by a shift, the odd ones by a mask (Z27: 0xffff0000), against x's even and odd values (Z29, Z28).
#define BF16ROWEO(ptr, a0, a1) \
	VPSLLD $16, (ptr)(SI*1), Z16 \
	VPANDD (ptr)(SI*1), Z27, Z17 \
	VFMADD231PS Z29, Z16, a0 \
	VFMADD231PS Z28, Z17, a1

#define Q8ROW(ptr, acc) \
	MOVWLZX (ptr)(SI*1), AX \
	VPMOVSXBD 2(ptr)(SI*1), Z16 \
	VPMOVSXBD 18(ptr)(SI*1), Z17 \
	VCVTDQ2PS Z16, Z16 \
	VCVTDQ2PS Z17, Z17 \
	VMULPS Z28, Z16, Z16 \
	VFMADD231PS Z29, Z17, Z16 \
	VFMADD231PS.BCST (R12)(AX*4), Z16, acc

#define Q4ROW(ptr, a0, a1) \
	MOVWLZX (ptr)(SI*1), AX \
	PREFETCHT1 (ptr)(BX*1) \
	VMULPS.BCST (R12)(AX*4), Z31, Z16 \
	VPMOVZXBD 2(ptr)(SI*1), Z17 \
	VPSRLD $4, Z17, Z18 \
	VPERMPS Z16, Z17, Z17 \
	VPERMPS Z16, Z18, Z18 \
	VFMADD231PS Z28, Z17, a0 \
	VFMADD231PS Z29, Z18, a1

// One-byte element formats (F8_E4M3, F8_E5M2, I8, U8): 16 bytes become 16 float32 values per
// conversion, bit for bit the formats' decode tables.
//   E4M3: the sign-extended byte shifted left by 20 and masked to sign | 7 magnitude bits is, as a
//   float32, the value times 2^-120 (E4M3 subnormals become float32 subnormals): one product with
//   2^120. The NaN codes (magnitude 0x7F, ±480 so computed) become sign | 0x7FC00000.
//   E5M2: the byte is the high byte of the binary16 of the same value, which VCVTPH2PS widens
//   (subnormals, ±inf, and the NaNs quieted, as the table has them).
//   I8, U8: extended and converted.
// BYTECONSTS: Z20 0x87F00000, Z21 0x07F00000, Z22 2^120, Z23 the sign bit, Z24 0x7FC00000, Z25
// 0xBF80 words, Z26 2^8, Y8 0x7F bytes, Y9 zero (uses AX).
#define BYTECONSTS \
	MOVL $0x87f00000, AX \
	VPBROADCASTD AX, Z20 \
	MOVL $0x07f00000, AX \
	VPBROADCASTD AX, Z21 \
	MOVL $0x7b800000, AX \
	VPBROADCASTD AX, Z22 \
	MOVL $0x80000000, AX \
	VPBROADCASTD AX, Z23 \
	MOVL $0x7fc00000, AX \
	VPBROADCASTD AX, Z24 \
	MOVL $0xbf80bf80, AX \
	VPBROADCASTD AX, Z25 \
	MOVL $0x43800000, AX \
	VPBROADCASTD AX, Z26 \
	MOVL $0x7f7f7f7f, AX \
	VPBROADCASTD AX, Y8 \
	VPXOR Y9, Y9, Y9

#define E4M3CONV(src, z) \
	VPMOVSXBD src, z \
	VPSLLD $20, z, z \
	VPANDD Z20, z, z \
	VPANDD Z21, z, Z19 \
	VPCMPEQD Z21, Z19, K1 \
	VMULPS Z22, z, z \
	VPTERNLOGD $0xea, Z24, Z23, K1, z

// E4M3FAST: E4M3 codes as their values times 2^-8, for rows without NaN codes: the sign-extended
// byte shifted left by 7 in a 16-bit word, bit 14 (a copy of the sign) cleared, is the binary16
// of value·2^-8, subnormals included (E4M3FIN multiplies the sums by 2^8, exactly). The row's
// bytes also go into a bytewise maximum of the magnitudes (E4M3ROW, Y9), so that E4M3FIN can tell
// whether a NaN code (magnitude 0x7F, ±1.875 so converted) was among them: then the call is done
// again with the exact E4M3CONV (never for real weights, which have no NaN codes).
#define E4M3FAST(src, z) \
	VPMOVSXBW src, Y19 \
	VPSLLW $7, Y19, Y19 \
	VPANDD Y25, Y19, Y19 \
	VCVTPH2PS Y19, z

#define E4M3ROW(conv, ptr, a0, a1) \
	VPAND (ptr)(SI*1), Y8, Y10 \
	VPMAXUB Y10, Y9, Y9 \
	BYTEROW(conv, ptr, a0, a1)

// E4M3FIN: to nan if the magnitudes' maximum is 0x7F, else the accumulators Z0..Z7 times 2^8 (Z26).
#define E4M3FIN(nan) \
	VPCMPEQB Y8, Y9, Y9 \
	VPMOVMSKB Y9, AX \
	TESTL AX, AX \
	JNZ nan \
	SCALE8(Z26)

// E4M3NZCONV: F8_E4M3FNUZ (bias 8, 0x80 the only NaN, no infinity) exactly: E4M3FAST's binary16
// is the value times 2^-7 here (0x7F: 1.875, so 240), multiplied by 2^7 (Z30), and code 0x80
// (E4M3FAST's −0) made a NaN (Z24) through a bytewise compare with 0x80 (X31). E4M3NZCONSTS sets
// Z30 and X31 (after BYTECONSTS, which leaves them alone).
#define E4M3NZCONV(src, z) \
	E4M3NZFAST(src, z) \
	VMULPS Z30, z, z

// E4M3NZFAST: E4M3NZCONV without the factor 2^7, which the GEMV kernel applies to its sums at
// the end (E4M3NZFIN; the NaN lanes stay NaN).
#define E4M3NZFAST(src, z) \
	VPMOVSXBW src, Y19 \
	VPSLLW $7, Y19, Y19 \
	VPANDD Y25, Y19, Y19 \
	VCVTPH2PS Y19, z \
	VPCMPEQB src, X31, K2 \
	VMOVAPS Z24, K2, z

#define E4M3NZFIN SCALE8(Z30)

// SCALE8(z): the accumulators Z0…Z7 times z.
#define SCALE8(z) \
	VMULPS z, Z0, Z0 \
	VMULPS z, Z1, Z1 \
	VMULPS z, Z2, Z2 \
	VMULPS z, Z3, Z3 \
	VMULPS z, Z4, Z4 \
	VMULPS z, Z5, Z5 \
	VMULPS z, Z6, Z6 \
	VMULPS z, Z7, Z7

#define E4M3NZCONSTS \
	MOVL $0x43000000, AX \
	VPBROADCASTD AX, Z30 \
	MOVL $0x80808080, AX \
	VPBROADCASTD AX, Z31

#define E5M2CONV(src, z) \
	VPMOVZXBW src, Y19 \
	VPSLLW $8, Y19, Y19 \
	VCVTPH2PS Y19, z

#define I8CONV(src, z) \
	VPMOVSXBD src, z \
	VCVTDQ2PS z, z

#define U8CONV(src, z) \
	VPMOVZXBD src, z \
	VCVTDQ2PS z, z

// BYTEGEMV(row, conv, fin, …): the 4-row kernel of a byte format, 32 columns a step (row: a row's
// step, BYTEROW or E4M3ROW), two accumulators per row, fin applied to them at the end; it prefetches the next rows pf bytes ahead (without,
// four rows read 32 bytes a step at a time came from DRAM at ~13 GB/s on one core).
#define BYTEROW(conv, ptr, a0, a1) \
	conv((ptr)(SI*1), Z16) \
	conv(16(ptr)(SI*1), Z17) \
	VFMADD231PS Z28, Z16, a0 \
	VFMADD231PS Z29, Z17, a1

#define BYTEGEMV(row, conv, fin, loop, done) \
	LOADROWS \
	MOVQ x+8(FP), DI \
	MOVQ nb+16(FP), CX \
	ZERO8 \
	BYTECONSTS \
	MOVQ pf+32(FP), DX \
	XORQ SI, SI \
	TESTQ CX, CX \
	JZ done \
loop: \
	PREFETCHT1 (R8)(DX*1) \
	PREFETCHT1 (R9)(DX*1) \
	PREFETCHT1 (R10)(DX*1) \
	PREFETCHT1 (R11)(DX*1) \
	VMOVUPS (DI), Z28 \
	VMOVUPS 64(DI), Z29 \
	row(conv, R8, Z0, Z1) \
	row(conv, R9, Z2, Z3) \
	row(conv, R10, Z4, Z5) \
	row(conv, R11, Z6, Z7) \
	ADDQ $32, SI \
	ADDQ $32, DX \
	ADDQ $128, DI \
	DECQ CX \
	JNZ loop \
done: \
	fin \
	STORE8

// BYTEDECODE(conv, …): nb units of 32 values.
#define BYTEDECODE(conv, loop, done) \
	MOVQ dst+0(FP), DI \
	MOVQ src+8(FP), SI \
	MOVQ nb+16(FP), CX \
	BYTECONSTS \
	TESTQ CX, CX \
	JZ done \
loop: \
	conv((SI), Z0) \
	conv(16(SI), Z1) \
	VMOVUPS Z0, (DI) \
	VMOVUPS Z1, 64(DI) \
	ADDQ $32, SI \
	ADDQ $128, DI \
	DECQ CX \
	JNZ loop \
done: \
	VZEROUPPER \
	RET

// Q80X4KERNEL(PF): the body of gemvQ8_0x4AVX512 (PF = PREFETCHT1) and of gemvQ8_0x4L1AVX512
// (PREFETCHT0), PF asking for the line of the next rows at each block's offset.
#define Q80X4KERNEL(PF) \
	LOADROWS \
	MOVQ x+8(FP), DI \
	MOVQ nb+16(FP), CX \
	ZERO8 \
	TESTQ CX, CX \
	JZ q80x4_done \
	MOVQ fp16+32(FP), R12 \
	MOVQ pf+40(FP), DX \
	XORQ SI, SI \
q80x4_loop: \
	PF 0(R8)(DX*1) \
	PF 0(R9)(DX*1) \
	PF 0(R10)(DX*1) \
	PF 0(R11)(DX*1) \
	VMOVUPS (DI), Z28 \
	VMOVUPS 64(DI), Z29 \
	Q8ROW(R8, Z0) \
	Q8ROW(R9, Z2) \
	Q8ROW(R10, Z4) \
	Q8ROW(R11, Z6) \
	ADDQ $34, SI \
	ADDQ $34, DX \
	ADDQ $128, DI \
	DECQ CX \
	JNZ q80x4_loop \
q80x4_done: \
	STORE8

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
	VMOVSS X0, ret+24(FP)
	VZEROUPPER
	RET

// func dotNAVX512(w, xi *float32, n, k int, out *[8]float32)
// out[v] = Σ_{i<k} w[i]·x_v[i] for v < n (2 ≤ n ≤ 8), the n vectors interleaved in chunks of 16
// (xi[(i/16)·16n + 16v + i%16], see interleaveX); k is a multiple of 32. Vectors v ≥ n (up to 4
// or 8) read the next chunk and are not stored. Vector v accumulates in Z(2v) and Z(2v+1).
TEXT ·dotNAVX512(SB), NOSPLIT, $0-40
	MOVQ w+0(FP), SI
	MOVQ xi+8(FP), DI
	MOVQ n+16(FP), BX
	SHLQ $6, BX
	MOVQ k+24(FP), CX
	SHRQ $5, CX
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
	TESTQ CX, CX
	JZ dotn_reduce
	CMPQ n+16(FP), $4
	JGT dotn8_loop
dotn4_loop:
	VMOVUPS (SI), Z16
	VMOVUPS 64(SI), Z17
	VFMADD231PS (DI), Z16, Z0
	VFMADD231PS (DI)(BX*1), Z17, Z1
	VFMADD231PS 64(DI), Z16, Z2
	VFMADD231PS 64(DI)(BX*1), Z17, Z3
	VFMADD231PS 128(DI), Z16, Z4
	VFMADD231PS 128(DI)(BX*1), Z17, Z5
	VFMADD231PS 192(DI), Z16, Z6
	VFMADD231PS 192(DI)(BX*1), Z17, Z7
	ADDQ $128, SI
	LEAQ (DI)(BX*2), DI
	DECQ CX
	JNZ dotn4_loop
	JMP dotn_reduce
dotn8_loop:
	VMOVUPS (SI), Z16
	VMOVUPS 64(SI), Z17
	VFMADD231PS (DI), Z16, Z0
	VFMADD231PS (DI)(BX*1), Z17, Z1
	VFMADD231PS 64(DI), Z16, Z2
	VFMADD231PS 64(DI)(BX*1), Z17, Z3
	VFMADD231PS 128(DI), Z16, Z4
	VFMADD231PS 128(DI)(BX*1), Z17, Z5
	VFMADD231PS 192(DI), Z16, Z6
	VFMADD231PS 192(DI)(BX*1), Z17, Z7
	VFMADD231PS 256(DI), Z16, Z8
	VFMADD231PS 256(DI)(BX*1), Z17, Z9
	VFMADD231PS 320(DI), Z16, Z10
	VFMADD231PS 320(DI)(BX*1), Z17, Z11
	VFMADD231PS 384(DI), Z16, Z12
	VFMADD231PS 384(DI)(BX*1), Z17, Z13
	VFMADD231PS 448(DI), Z16, Z14
	VFMADD231PS 448(DI)(BX*1), Z17, Z15
	ADDQ $128, SI
	LEAQ (DI)(BX*2), DI
	DECQ CX
	JNZ dotn8_loop
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
	MOVQ out+32(FP), AX
	VMOVUPS X0, (AX)
	VMOVUPS X8, 16(AX)
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------------------------
// Plain float rows: F32, F16, BF16. nb counts units of 32 elements.

// func gemvF32x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
// pf is unused: one FMA per 64-byte line leaves the hardware prefetchers enough room, and the
// eight PREFETCHT1 per step this kernel had cost 4–6 % (bench matrices, one thread: 35.7–36.6 →
// 37.3–38.8 GB/s in alternating runs, DRAM 41–42).
TEXT ·gemvF32x4AVX512(SB), NOSPLIT, $0-40
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


// func gemvF16x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
// pf: bytes ahead of each row's step that PREFETCHT0 asks for (simdKernel.pfAhead, gemv_amd64.go).
TEXT ·gemvF16x4AVX512(SB), NOSPLIT, $0-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	XORQ SI, SI
	TESTQ CX, CX
	JZ f16x4_done
	MOVQ pf+32(FP), DX
f16x4_loop:
	PREFETCHT0 0(R8)(DX*1)
	PREFETCHT0 0(R9)(DX*1)
	PREFETCHT0 0(R10)(DX*1)
	PREFETCHT0 0(R11)(DX*1)
	VMOVUPS (DI), Z28
	VMOVUPS 64(DI), Z29
	F16ROW(R8, Z0, Z1)
	F16ROW(R9, Z2, Z3)
	F16ROW(R10, Z4, Z5)
	F16ROW(R11, Z6, Z7)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $128, DI
	DECQ CX
	JNZ f16x4_loop
f16x4_done:
	STORE8


// func gemvBF16x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
// Per step x's 32 values are split into even and odd ones (two VPERMI2PS/VPERMT2PS, shared by
// the four rows), so that each row's line takes a shift and a mask instead of two VPMOVZXWD
// (cross-lane shuffles): DRAM-resident 4096×14336 / 14336×4096 sets, 1 thread, 21.2 → 24.3,
// 21.9 → 23.5, 20.9 → 21.8 GB/s in alternating passes (2 threads: the same, at the machine's
// bandwidth). pf as gemvF16x4AVX512's.
TEXT ·gemvBF16x4AVX512(SB), NOSPLIT, $0-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	XORQ SI, SI
	TESTQ CX, CX
	JZ bf16x4_done
	MOVQ pf+32(FP), DX
	MOVL $0xffff0000, AX
	VPBROADCASTD AX, Z27
	VMOVUPS bf16EvenOdd<>+0(SB), Z25
	VMOVUPS bf16EvenOdd<>+64(SB), Z26
bf16x4_loop:
	PREFETCHT0 0(R8)(DX*1)
	PREFETCHT0 0(R9)(DX*1)
	PREFETCHT0 0(R10)(DX*1)
	PREFETCHT0 0(R11)(DX*1)
	VMOVUPS (DI), Z28
	VMOVUPS 64(DI), Z18
	VMOVAPS Z25, Z29
	VPERMI2PS Z18, Z28, Z29
	VPERMT2PS Z18, Z26, Z28
	BF16ROWEO(R8, Z0, Z1)
	BF16ROWEO(R9, Z2, Z3)
	BF16ROWEO(R10, Z4, Z5)
	BF16ROWEO(R11, Z6, Z7)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $128, DI
	DECQ CX
	JNZ bf16x4_loop
bf16x4_done:
	STORE8

// func decodeF16AVX512(dst *float32, src *byte, n int)   n is a multiple of 32
TEXT ·decodeF16AVX512(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	SHRQ $5, CX
	JZ decf16_done
decf16_loop:
	PREFETCHT1 PFDEC(SI)
	VCVTPH2PS (SI), Z0
	VCVTPH2PS 32(SI), Z1
	VMOVUPS Z0, (DI)
	VMOVUPS Z1, 64(DI)
	ADDQ $64, SI
	ADDQ $128, DI
	DECQ CX
	JNZ decf16_loop
decf16_done:
	VZEROUPPER
	RET

// func decodeBF16AVX512(dst *float32, src *byte, n int)   n is a multiple of 32
TEXT ·decodeBF16AVX512(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n+16(FP), CX
	SHRQ $5, CX
	JZ decbf16_done
decbf16_loop:
	PREFETCHT1 PFDEC(SI)
	VPMOVZXWD (SI), Z0
	VPMOVZXWD 32(SI), Z1
	VPSLLD $16, Z0, Z0
	VPSLLD $16, Z1, Z1
	VMOVUPS Z0, (DI)
	VMOVUPS Z1, 64(DI)
	ADDQ $64, SI
	ADDQ $128, DI
	DECQ CX
	JNZ decbf16_loop
decbf16_done:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------------------------
// Q8_0: {fp16 d; i8 qs[32]}, 34 bytes. Σ w·x per block = d·Σ q·x: the block's products are summed
// in one zmm, then scaled into the row's accumulator. Block scales are read from fp16Table (a
// 65536-entry fp16 → float32 table) with one scalar load and an embedded broadcast.



// func gemvQ8_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
// fp16 is the 65536-entry fp16 → float32 table (fp16Table). gemvQ8_0x4L1AVX512 prefetches into
// L1 (PREFETCHT0), the choice where prefetchL1 holds (Zen 5: 1.99–2.03 → 1.89–1.92 ms per bench
// matrix against T1, one thread, three alternations).
TEXT ·gemvQ8_0x4AVX512(SB), NOSPLIT, $0-48
	Q80X4KERNEL(PREFETCHT1)

// func gemvQ8_0x4L1AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ8_0x4L1AVX512(SB), NOSPLIT, $0-48
	Q80X4KERNEL(PREFETCHT0)

// func decodeQ8_0AVX512(dst *float32, src *byte, nb int)
TEXT ·decodeQ8_0AVX512(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ nb+16(FP), CX
	TESTQ CX, CX
	JZ decq80_done
decq80_loop:
	PREFETCHT1 PFDEC(SI)
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
// high nibble element j+16. Per block and row: the 16 values (k−8)·d form a table (one multiply
// with the scale broadcast from fp16Table), VPERMPS looks the nibbles up (it reads only the low 4
// bits of each index), two FMAs. IQ4_NL is the same with its non-linear levels.


// func gemvNL4x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]float32, fp16 *float32, pf int)
// Q4_0 and IQ4_NL: 18-byte blocks {fp16 d; u8 qs[16]}, x = d·levels[nibble]. pf: prefetch
// distance in bytes (the rows of the next call).
TEXT ·gemvNL4x4AVX512(SB), NOSPLIT, $0-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q40x4_done
	MOVQ levels+32(FP), AX
	VMOVUPS (AX), Z31
	MOVQ fp16+40(FP), R12
	MOVQ pf+48(FP), BX
	XORQ SI, SI
q40x4_loop:
	VMOVUPS (DI), Z28
	VMOVUPS 64(DI), Z29
	Q4ROW(R8, Z0, Z1)
	Q4ROW(R9, Z2, Z3)
	Q4ROW(R10, Z4, Z5)
	Q4ROW(R11, Z6, Z7)
	ADDQ $18, SI
	ADDQ $18, BX
	ADDQ $128, DI
	DECQ CX
	JNZ q40x4_loop
q40x4_done:
	STORE8

// func decodeNL4AVX512(dst *float32, src *byte, nb int, levels *[16]float32)
TEXT ·decodeNL4AVX512(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ nb+16(FP), CX
	MOVQ levels+24(FP), AX
	VMOVUPS (AX), Z31
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

// ---------------------------------------------------------------------------------------------
// Q4_K: {fp16 d, dmin; u8 scales[12]; u8 qs[128]}, 144 bytes per 256 elements. Sub-block j (32
// elements) has a 6-bit scale sc and min m (get_scale_min_k4); x = float32(d·sc·q) − dmin·m.
// Per super-block and row the 16 products [d·sc_j…, dmin·m_j…] are formed once (scalar unpacking
// of the 12 scale bytes as ggml's utmp code does, then one multiply) and stored in the frame; per
// sub-block the table t[k] = float32(k·d·sc) − dmin·m (a multiply and a subtraction, exactly the
// decoder's roundings) turns nibbles into weights with VPERMPS.

DATA q4kDmin<>+0(SB)/4, $0
DATA q4kDmin<>+4(SB)/4, $0
DATA q4kDmin<>+8(SB)/4, $0
DATA q4kDmin<>+12(SB)/4, $0
DATA q4kDmin<>+16(SB)/4, $0
DATA q4kDmin<>+20(SB)/4, $0
DATA q4kDmin<>+24(SB)/4, $0
DATA q4kDmin<>+28(SB)/4, $0
DATA q4kDmin<>+32(SB)/4, $1
DATA q4kDmin<>+36(SB)/4, $1
DATA q4kDmin<>+40(SB)/4, $1
DATA q4kDmin<>+44(SB)/4, $1
DATA q4kDmin<>+48(SB)/4, $1
DATA q4kDmin<>+52(SB)/4, $1
DATA q4kDmin<>+56(SB)/4, $1
DATA q4kDmin<>+60(SB)/4, $1
GLOBL q4kDmin<>(SB), RODATA|NOPTR, $64

DATA iota16<>+0(SB)/4, $0.0
DATA iota16<>+4(SB)/4, $1.0
DATA iota16<>+8(SB)/4, $2.0
DATA iota16<>+12(SB)/4, $3.0
DATA iota16<>+16(SB)/4, $4.0
DATA iota16<>+20(SB)/4, $5.0
DATA iota16<>+24(SB)/4, $6.0
DATA iota16<>+28(SB)/4, $7.0
DATA iota16<>+32(SB)/4, $8.0
DATA iota16<>+36(SB)/4, $9.0
DATA iota16<>+40(SB)/4, $10.0
DATA iota16<>+44(SB)/4, $11.0
DATA iota16<>+48(SB)/4, $12.0
DATA iota16<>+52(SB)/4, $13.0
DATA iota16<>+56(SB)/4, $14.0
DATA iota16<>+60(SB)/4, $15.0
GLOBL iota16<>(SB), RODATA|NOPTR, $64

// func gemvQ4_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvQ4_Kx4AVX512(SB), $320-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q4kx4_done
	VMOVUPS iota16<>(SB), Z30
	VMOVUPS q4kDmin<>(SB), Z31
	XORQ SI, SI
q4kx4_loop:
	MOVQ pf+32(FP), AX
	ADDQ SI, AX
	PREFETCHT1 0(R8)(AX*1)
	PREFETCHT1 64(R8)(AX*1)
	PREFETCHT1 128(R8)(AX*1)
	PREFETCHT1 0(R9)(AX*1)
	PREFETCHT1 64(R9)(AX*1)
	PREFETCHT1 128(R9)(AX*1)
	PREFETCHT1 0(R10)(AX*1)
	PREFETCHT1 64(R10)(AX*1)
	PREFETCHT1 128(R10)(AX*1)
	PREFETCHT1 0(R11)(AX*1)
	PREFETCHT1 64(R11)(AX*1)
	PREFETCHT1 128(R11)(AX*1)
	MOVL 4(R8)(SI*1), AX
	MOVL 8(R8)(SI*1), BX
	MOVL 12(R8)(SI*1), DX
	MOVL DX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL BX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x3f3f3f3f, BX
	ANDL $0x0f0f0f0f, DX
	MOVL AX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, DX
	ANDL $0x3f3f3f3f, AX
	SHLQ $32, DX
	ORQ DX, AX
	SHLQ $32, R12
	ORQ R12, BX
	VMOVQ AX, X16
	VPINSRQ $1, BX, X16, X16
	MOVL 0(R8)(SI*1), AX
	VMOVD AX, X17
	VCVTPH2PS X17, X17
	VPERMPS Z17, Z31, Z17
	VPMOVZXBD X16, Z16
	VCVTDQ2PS Z16, Z16
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 0(SP)
	MOVL 4(R9)(SI*1), AX
	MOVL 8(R9)(SI*1), BX
	MOVL 12(R9)(SI*1), DX
	MOVL DX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL BX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x3f3f3f3f, BX
	ANDL $0x0f0f0f0f, DX
	MOVL AX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, DX
	ANDL $0x3f3f3f3f, AX
	SHLQ $32, DX
	ORQ DX, AX
	SHLQ $32, R12
	ORQ R12, BX
	VMOVQ AX, X16
	VPINSRQ $1, BX, X16, X16
	MOVL 0(R9)(SI*1), AX
	VMOVD AX, X17
	VCVTPH2PS X17, X17
	VPERMPS Z17, Z31, Z17
	VPMOVZXBD X16, Z16
	VCVTDQ2PS Z16, Z16
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 64(SP)
	MOVL 4(R10)(SI*1), AX
	MOVL 8(R10)(SI*1), BX
	MOVL 12(R10)(SI*1), DX
	MOVL DX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL BX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x3f3f3f3f, BX
	ANDL $0x0f0f0f0f, DX
	MOVL AX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, DX
	ANDL $0x3f3f3f3f, AX
	SHLQ $32, DX
	ORQ DX, AX
	SHLQ $32, R12
	ORQ R12, BX
	VMOVQ AX, X16
	VPINSRQ $1, BX, X16, X16
	MOVL 0(R10)(SI*1), AX
	VMOVD AX, X17
	VCVTPH2PS X17, X17
	VPERMPS Z17, Z31, Z17
	VPMOVZXBD X16, Z16
	VCVTDQ2PS Z16, Z16
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 128(SP)
	MOVL 4(R11)(SI*1), AX
	MOVL 8(R11)(SI*1), BX
	MOVL 12(R11)(SI*1), DX
	MOVL DX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL BX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x3f3f3f3f, BX
	ANDL $0x0f0f0f0f, DX
	MOVL AX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, DX
	ANDL $0x3f3f3f3f, AX
	SHLQ $32, DX
	ORQ DX, AX
	SHLQ $32, R12
	ORQ R12, BX
	VMOVQ AX, X16
	VPINSRQ $1, BX, X16, X16
	MOVL 0(R11)(SI*1), AX
	VMOVD AX, X17
	VCVTPH2PS X17, X17
	VPERMPS Z17, Z31, Z17
	VPMOVZXBD X16, Z16
	VCVTDQ2PS Z16, Z16
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 192(SP)
	VMOVUPS 0(DI), Z24
	VMOVUPS 64(DI), Z25
	VMOVUPS 128(DI), Z26
	VMOVUPS 192(DI), Z27
	VMULPS.BCST 0(SP), Z30, Z18
	VSUBPS.BCST 32(SP), Z18, Z18
	VMULPS.BCST 4(SP), Z30, Z19
	VSUBPS.BCST 36(SP), Z19, Z19
	VPMOVZXBD 16(R8)(SI*1), Z20
	VPMOVZXBD 32(R8)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	VFMADD231PS Z26, Z16, Z0
	VFMADD231PS Z27, Z17, Z1
	VMULPS.BCST 64(SP), Z30, Z18
	VSUBPS.BCST 96(SP), Z18, Z18
	VMULPS.BCST 68(SP), Z30, Z19
	VSUBPS.BCST 100(SP), Z19, Z19
	VPMOVZXBD 16(R9)(SI*1), Z20
	VPMOVZXBD 32(R9)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	VFMADD231PS Z26, Z16, Z2
	VFMADD231PS Z27, Z17, Z3
	VMULPS.BCST 128(SP), Z30, Z18
	VSUBPS.BCST 160(SP), Z18, Z18
	VMULPS.BCST 132(SP), Z30, Z19
	VSUBPS.BCST 164(SP), Z19, Z19
	VPMOVZXBD 16(R10)(SI*1), Z20
	VPMOVZXBD 32(R10)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	VFMADD231PS Z26, Z16, Z4
	VFMADD231PS Z27, Z17, Z5
	VMULPS.BCST 192(SP), Z30, Z18
	VSUBPS.BCST 224(SP), Z18, Z18
	VMULPS.BCST 196(SP), Z30, Z19
	VSUBPS.BCST 228(SP), Z19, Z19
	VPMOVZXBD 16(R11)(SI*1), Z20
	VPMOVZXBD 32(R11)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VFMADD231PS Z26, Z16, Z6
	VFMADD231PS Z27, Z17, Z7
	VMOVUPS 256(DI), Z24
	VMOVUPS 320(DI), Z25
	VMOVUPS 384(DI), Z26
	VMOVUPS 448(DI), Z27
	VMULPS.BCST 8(SP), Z30, Z18
	VSUBPS.BCST 40(SP), Z18, Z18
	VMULPS.BCST 12(SP), Z30, Z19
	VSUBPS.BCST 44(SP), Z19, Z19
	VPMOVZXBD 48(R8)(SI*1), Z20
	VPMOVZXBD 64(R8)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	VFMADD231PS Z26, Z16, Z0
	VFMADD231PS Z27, Z17, Z1
	VMULPS.BCST 72(SP), Z30, Z18
	VSUBPS.BCST 104(SP), Z18, Z18
	VMULPS.BCST 76(SP), Z30, Z19
	VSUBPS.BCST 108(SP), Z19, Z19
	VPMOVZXBD 48(R9)(SI*1), Z20
	VPMOVZXBD 64(R9)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	VFMADD231PS Z26, Z16, Z2
	VFMADD231PS Z27, Z17, Z3
	VMULPS.BCST 136(SP), Z30, Z18
	VSUBPS.BCST 168(SP), Z18, Z18
	VMULPS.BCST 140(SP), Z30, Z19
	VSUBPS.BCST 172(SP), Z19, Z19
	VPMOVZXBD 48(R10)(SI*1), Z20
	VPMOVZXBD 64(R10)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	VFMADD231PS Z26, Z16, Z4
	VFMADD231PS Z27, Z17, Z5
	VMULPS.BCST 200(SP), Z30, Z18
	VSUBPS.BCST 232(SP), Z18, Z18
	VMULPS.BCST 204(SP), Z30, Z19
	VSUBPS.BCST 236(SP), Z19, Z19
	VPMOVZXBD 48(R11)(SI*1), Z20
	VPMOVZXBD 64(R11)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VFMADD231PS Z26, Z16, Z6
	VFMADD231PS Z27, Z17, Z7
	VMOVUPS 512(DI), Z24
	VMOVUPS 576(DI), Z25
	VMOVUPS 640(DI), Z26
	VMOVUPS 704(DI), Z27
	VMULPS.BCST 16(SP), Z30, Z18
	VSUBPS.BCST 48(SP), Z18, Z18
	VMULPS.BCST 20(SP), Z30, Z19
	VSUBPS.BCST 52(SP), Z19, Z19
	VPMOVZXBD 80(R8)(SI*1), Z20
	VPMOVZXBD 96(R8)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	VFMADD231PS Z26, Z16, Z0
	VFMADD231PS Z27, Z17, Z1
	VMULPS.BCST 80(SP), Z30, Z18
	VSUBPS.BCST 112(SP), Z18, Z18
	VMULPS.BCST 84(SP), Z30, Z19
	VSUBPS.BCST 116(SP), Z19, Z19
	VPMOVZXBD 80(R9)(SI*1), Z20
	VPMOVZXBD 96(R9)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	VFMADD231PS Z26, Z16, Z2
	VFMADD231PS Z27, Z17, Z3
	VMULPS.BCST 144(SP), Z30, Z18
	VSUBPS.BCST 176(SP), Z18, Z18
	VMULPS.BCST 148(SP), Z30, Z19
	VSUBPS.BCST 180(SP), Z19, Z19
	VPMOVZXBD 80(R10)(SI*1), Z20
	VPMOVZXBD 96(R10)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	VFMADD231PS Z26, Z16, Z4
	VFMADD231PS Z27, Z17, Z5
	VMULPS.BCST 208(SP), Z30, Z18
	VSUBPS.BCST 240(SP), Z18, Z18
	VMULPS.BCST 212(SP), Z30, Z19
	VSUBPS.BCST 244(SP), Z19, Z19
	VPMOVZXBD 80(R11)(SI*1), Z20
	VPMOVZXBD 96(R11)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VFMADD231PS Z26, Z16, Z6
	VFMADD231PS Z27, Z17, Z7
	VMOVUPS 768(DI), Z24
	VMOVUPS 832(DI), Z25
	VMOVUPS 896(DI), Z26
	VMOVUPS 960(DI), Z27
	VMULPS.BCST 24(SP), Z30, Z18
	VSUBPS.BCST 56(SP), Z18, Z18
	VMULPS.BCST 28(SP), Z30, Z19
	VSUBPS.BCST 60(SP), Z19, Z19
	VPMOVZXBD 112(R8)(SI*1), Z20
	VPMOVZXBD 128(R8)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	VFMADD231PS Z26, Z16, Z0
	VFMADD231PS Z27, Z17, Z1
	VMULPS.BCST 88(SP), Z30, Z18
	VSUBPS.BCST 120(SP), Z18, Z18
	VMULPS.BCST 92(SP), Z30, Z19
	VSUBPS.BCST 124(SP), Z19, Z19
	VPMOVZXBD 112(R9)(SI*1), Z20
	VPMOVZXBD 128(R9)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	VFMADD231PS Z26, Z16, Z2
	VFMADD231PS Z27, Z17, Z3
	VMULPS.BCST 152(SP), Z30, Z18
	VSUBPS.BCST 184(SP), Z18, Z18
	VMULPS.BCST 156(SP), Z30, Z19
	VSUBPS.BCST 188(SP), Z19, Z19
	VPMOVZXBD 112(R10)(SI*1), Z20
	VPMOVZXBD 128(R10)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	VFMADD231PS Z26, Z16, Z4
	VFMADD231PS Z27, Z17, Z5
	VMULPS.BCST 216(SP), Z30, Z18
	VSUBPS.BCST 248(SP), Z18, Z18
	VMULPS.BCST 220(SP), Z30, Z19
	VSUBPS.BCST 252(SP), Z19, Z19
	VPMOVZXBD 112(R11)(SI*1), Z20
	VPMOVZXBD 128(R11)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VFMADD231PS Z26, Z16, Z6
	VFMADD231PS Z27, Z17, Z7
	ADDQ $144, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ q4kx4_loop
q4kx4_done:
	STORE8

// func decodeQ4_KAVX512(dst *float32, src *byte, nb int)
TEXT ·decodeQ4_KAVX512(SB), $96-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	TESTQ CX, CX
	JZ decq4k_done
	VMOVUPS iota16<>(SB), Z30
	VMOVUPS q4kDmin<>(SB), Z31
	XORQ SI, SI
decq4k_loop:
	PREFETCHT1 PFDEC(R8)(SI*1)
	PREFETCHT1 PFDEC+64(R8)(SI*1)
	PREFETCHT1 PFDEC+128(R8)(SI*1)
	MOVL 4(R8)(SI*1), AX
	MOVL 8(R8)(SI*1), BX
	MOVL 12(R8)(SI*1), DX
	MOVL DX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL BX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x3f3f3f3f, BX
	ANDL $0x0f0f0f0f, DX
	MOVL AX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, DX
	ANDL $0x3f3f3f3f, AX
	SHLQ $32, DX
	ORQ DX, AX
	SHLQ $32, R12
	ORQ R12, BX
	VMOVQ AX, X16
	VPINSRQ $1, BX, X16, X16
	MOVL 0(R8)(SI*1), AX
	VMOVD AX, X17
	VCVTPH2PS X17, X17
	VPERMPS Z17, Z31, Z17
	VPMOVZXBD X16, Z16
	VCVTDQ2PS Z16, Z16
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 0(SP)
	VMULPS.BCST 0(SP), Z30, Z18
	VSUBPS.BCST 32(SP), Z18, Z18
	VMULPS.BCST 4(SP), Z30, Z19
	VSUBPS.BCST 36(SP), Z19, Z19
	VPMOVZXBD 16(R8)(SI*1), Z20
	VPMOVZXBD 32(R8)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VMOVUPS Z20, 0(DI)
	VMOVUPS Z21, 64(DI)
	VMOVUPS Z16, 128(DI)
	VMOVUPS Z17, 192(DI)
	VMULPS.BCST 8(SP), Z30, Z18
	VSUBPS.BCST 40(SP), Z18, Z18
	VMULPS.BCST 12(SP), Z30, Z19
	VSUBPS.BCST 44(SP), Z19, Z19
	VPMOVZXBD 48(R8)(SI*1), Z20
	VPMOVZXBD 64(R8)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VMOVUPS Z20, 256(DI)
	VMOVUPS Z21, 320(DI)
	VMOVUPS Z16, 384(DI)
	VMOVUPS Z17, 448(DI)
	VMULPS.BCST 16(SP), Z30, Z18
	VSUBPS.BCST 48(SP), Z18, Z18
	VMULPS.BCST 20(SP), Z30, Z19
	VSUBPS.BCST 52(SP), Z19, Z19
	VPMOVZXBD 80(R8)(SI*1), Z20
	VPMOVZXBD 96(R8)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VMOVUPS Z20, 512(DI)
	VMOVUPS Z21, 576(DI)
	VMOVUPS Z16, 640(DI)
	VMOVUPS Z17, 704(DI)
	VMULPS.BCST 24(SP), Z30, Z18
	VSUBPS.BCST 56(SP), Z18, Z18
	VMULPS.BCST 28(SP), Z30, Z19
	VSUBPS.BCST 60(SP), Z19, Z19
	VPMOVZXBD 112(R8)(SI*1), Z20
	VPMOVZXBD 128(R8)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VMOVUPS Z20, 768(DI)
	VMOVUPS Z21, 832(DI)
	VMOVUPS Z16, 896(DI)
	VMOVUPS Z17, 960(DI)
	ADDQ $144, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ decq4k_loop
decq4k_done:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------------------------
// Q6_K: {u8 ql[128]; u8 qh[64]; i8 scales[16]; fp16 d}, 210 bytes per 256 elements;
// x = (d·sc)·(q−32), q = 4 bits of ql and 2 of qh, one scale per 16 elements. Per half (128
// elements) the four 32-byte groups of q−32 are assembled with byte operations in ymm registers
// (stored to the frame), then per 16 elements: sign-extend, convert, multiply by d·sc (the
// decoder's product, exact), FMA.

DATA q6kMask0F<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA q6kMask0F<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA q6kMask0F<>+16(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA q6kMask0F<>+24(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL q6kMask0F<>(SB), RODATA|NOPTR, $32
DATA q6kMask30<>+0(SB)/8, $0x3030303030303030
DATA q6kMask30<>+8(SB)/8, $0x3030303030303030
DATA q6kMask30<>+16(SB)/8, $0x3030303030303030
DATA q6kMask30<>+24(SB)/8, $0x3030303030303030
GLOBL q6kMask30<>(SB), RODATA|NOPTR, $32
DATA q6k32<>+0(SB)/8, $0x2020202020202020
DATA q6k32<>+8(SB)/8, $0x2020202020202020
DATA q6k32<>+16(SB)/8, $0x2020202020202020
DATA q6k32<>+24(SB)/8, $0x2020202020202020
GLOBL q6k32<>(SB), RODATA|NOPTR, $32

// func gemvQ6_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvQ6_Kx4AVX512(SB), $384-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q6kx4_done
	VMOVDQU32 q6kMask0F<>(SB), Y28
	VMOVDQU32 q6kMask30<>(SB), Y29
	VMOVDQU32 q6k32<>(SB), Y30
	XORQ SI, SI
q6kx4_loop:
	MOVQ pf+32(FP), AX
	ADDQ SI, AX
	PREFETCHT1 0(R8)(AX*1)
	PREFETCHT1 64(R8)(AX*1)
	PREFETCHT1 128(R8)(AX*1)
	PREFETCHT1 192(R8)(AX*1)
	PREFETCHT1 0(R9)(AX*1)
	PREFETCHT1 64(R9)(AX*1)
	PREFETCHT1 128(R9)(AX*1)
	PREFETCHT1 192(R9)(AX*1)
	PREFETCHT1 0(R10)(AX*1)
	PREFETCHT1 64(R10)(AX*1)
	PREFETCHT1 128(R10)(AX*1)
	PREFETCHT1 192(R10)(AX*1)
	PREFETCHT1 0(R11)(AX*1)
	PREFETCHT1 64(R11)(AX*1)
	PREFETCHT1 128(R11)(AX*1)
	PREFETCHT1 192(R11)(AX*1)
	VPMOVSXBD 192(R8)(SI*1), Z16
	VCVTDQ2PS Z16, Z16
	VPBROADCASTW 208(R8)(SI*1), Y17
	VCVTPH2PS Y17, Z17
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 0(SP)
	VPMOVSXBD 192(R9)(SI*1), Z16
	VCVTDQ2PS Z16, Z16
	VPBROADCASTW 208(R9)(SI*1), Y17
	VCVTPH2PS Y17, Z17
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 64(SP)
	VPMOVSXBD 192(R10)(SI*1), Z16
	VCVTDQ2PS Z16, Z16
	VPBROADCASTW 208(R10)(SI*1), Y17
	VCVTPH2PS Y17, Z17
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 128(SP)
	VPMOVSXBD 192(R11)(SI*1), Z16
	VCVTDQ2PS Z16, Z16
	VPBROADCASTW 208(R11)(SI*1), Y17
	VCVTPH2PS Y17, Z17
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 192(SP)
	VMOVUPS 0(DI), Z16
	VMOVUPS 64(DI), Z17
	VMOVUPS 128(DI), Z18
	VMOVUPS 192(DI), Z19
	VMOVUPS 256(DI), Z20
	VMOVUPS 320(DI), Z21
	VMOVUPS 384(DI), Z22
	VMOVUPS 448(DI), Z23
	VMOVDQU32 0(R8)(SI*1), Y24
	VMOVDQU32 32(R8)(SI*1), Y25
	VMOVDQU32 128(R8)(SI*1), Y26
	VPSLLW $4, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 256(SP)
	VPSLLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 288(SP)
	VPSRLW $4, Y24, Y24
	VPANDD Y29, Y26, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 320(SP)
	VPSRLW $4, Y25, Y25
	VPSRLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 352(SP)
	VPMOVSXBD 256(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 0(SP), Z31, Z31
	VFMADD231PS Z16, Z31, Z0
	VPMOVSXBD 272(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 4(SP), Z31, Z31
	VFMADD231PS Z17, Z31, Z1
	VPMOVSXBD 288(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 8(SP), Z31, Z31
	VFMADD231PS Z18, Z31, Z0
	VPMOVSXBD 304(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 12(SP), Z31, Z31
	VFMADD231PS Z19, Z31, Z1
	VPMOVSXBD 320(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 16(SP), Z31, Z31
	VFMADD231PS Z20, Z31, Z0
	VPMOVSXBD 336(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 20(SP), Z31, Z31
	VFMADD231PS Z21, Z31, Z1
	VPMOVSXBD 352(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 24(SP), Z31, Z31
	VFMADD231PS Z22, Z31, Z0
	VPMOVSXBD 368(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 28(SP), Z31, Z31
	VFMADD231PS Z23, Z31, Z1
	VMOVDQU32 0(R9)(SI*1), Y24
	VMOVDQU32 32(R9)(SI*1), Y25
	VMOVDQU32 128(R9)(SI*1), Y26
	VPSLLW $4, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 256(SP)
	VPSLLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 288(SP)
	VPSRLW $4, Y24, Y24
	VPANDD Y29, Y26, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 320(SP)
	VPSRLW $4, Y25, Y25
	VPSRLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 352(SP)
	VPMOVSXBD 256(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 64(SP), Z31, Z31
	VFMADD231PS Z16, Z31, Z2
	VPMOVSXBD 272(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 68(SP), Z31, Z31
	VFMADD231PS Z17, Z31, Z3
	VPMOVSXBD 288(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 72(SP), Z31, Z31
	VFMADD231PS Z18, Z31, Z2
	VPMOVSXBD 304(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 76(SP), Z31, Z31
	VFMADD231PS Z19, Z31, Z3
	VPMOVSXBD 320(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 80(SP), Z31, Z31
	VFMADD231PS Z20, Z31, Z2
	VPMOVSXBD 336(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 84(SP), Z31, Z31
	VFMADD231PS Z21, Z31, Z3
	VPMOVSXBD 352(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 88(SP), Z31, Z31
	VFMADD231PS Z22, Z31, Z2
	VPMOVSXBD 368(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 92(SP), Z31, Z31
	VFMADD231PS Z23, Z31, Z3
	VMOVDQU32 0(R10)(SI*1), Y24
	VMOVDQU32 32(R10)(SI*1), Y25
	VMOVDQU32 128(R10)(SI*1), Y26
	VPSLLW $4, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 256(SP)
	VPSLLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 288(SP)
	VPSRLW $4, Y24, Y24
	VPANDD Y29, Y26, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 320(SP)
	VPSRLW $4, Y25, Y25
	VPSRLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 352(SP)
	VPMOVSXBD 256(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 128(SP), Z31, Z31
	VFMADD231PS Z16, Z31, Z4
	VPMOVSXBD 272(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 132(SP), Z31, Z31
	VFMADD231PS Z17, Z31, Z5
	VPMOVSXBD 288(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 136(SP), Z31, Z31
	VFMADD231PS Z18, Z31, Z4
	VPMOVSXBD 304(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 140(SP), Z31, Z31
	VFMADD231PS Z19, Z31, Z5
	VPMOVSXBD 320(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 144(SP), Z31, Z31
	VFMADD231PS Z20, Z31, Z4
	VPMOVSXBD 336(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 148(SP), Z31, Z31
	VFMADD231PS Z21, Z31, Z5
	VPMOVSXBD 352(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 152(SP), Z31, Z31
	VFMADD231PS Z22, Z31, Z4
	VPMOVSXBD 368(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 156(SP), Z31, Z31
	VFMADD231PS Z23, Z31, Z5
	VMOVDQU32 0(R11)(SI*1), Y24
	VMOVDQU32 32(R11)(SI*1), Y25
	VMOVDQU32 128(R11)(SI*1), Y26
	VPSLLW $4, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 256(SP)
	VPSLLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 288(SP)
	VPSRLW $4, Y24, Y24
	VPANDD Y29, Y26, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 320(SP)
	VPSRLW $4, Y25, Y25
	VPSRLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 352(SP)
	VPMOVSXBD 256(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 192(SP), Z31, Z31
	VFMADD231PS Z16, Z31, Z6
	VPMOVSXBD 272(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 196(SP), Z31, Z31
	VFMADD231PS Z17, Z31, Z7
	VPMOVSXBD 288(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 200(SP), Z31, Z31
	VFMADD231PS Z18, Z31, Z6
	VPMOVSXBD 304(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 204(SP), Z31, Z31
	VFMADD231PS Z19, Z31, Z7
	VPMOVSXBD 320(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 208(SP), Z31, Z31
	VFMADD231PS Z20, Z31, Z6
	VPMOVSXBD 336(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 212(SP), Z31, Z31
	VFMADD231PS Z21, Z31, Z7
	VPMOVSXBD 352(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 216(SP), Z31, Z31
	VFMADD231PS Z22, Z31, Z6
	VPMOVSXBD 368(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 220(SP), Z31, Z31
	VFMADD231PS Z23, Z31, Z7
	VMOVUPS 512(DI), Z16
	VMOVUPS 576(DI), Z17
	VMOVUPS 640(DI), Z18
	VMOVUPS 704(DI), Z19
	VMOVUPS 768(DI), Z20
	VMOVUPS 832(DI), Z21
	VMOVUPS 896(DI), Z22
	VMOVUPS 960(DI), Z23
	VMOVDQU32 64(R8)(SI*1), Y24
	VMOVDQU32 96(R8)(SI*1), Y25
	VMOVDQU32 160(R8)(SI*1), Y26
	VPSLLW $4, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 256(SP)
	VPSLLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 288(SP)
	VPSRLW $4, Y24, Y24
	VPANDD Y29, Y26, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 320(SP)
	VPSRLW $4, Y25, Y25
	VPSRLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 352(SP)
	VPMOVSXBD 256(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 32(SP), Z31, Z31
	VFMADD231PS Z16, Z31, Z0
	VPMOVSXBD 272(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 36(SP), Z31, Z31
	VFMADD231PS Z17, Z31, Z1
	VPMOVSXBD 288(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 40(SP), Z31, Z31
	VFMADD231PS Z18, Z31, Z0
	VPMOVSXBD 304(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 44(SP), Z31, Z31
	VFMADD231PS Z19, Z31, Z1
	VPMOVSXBD 320(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 48(SP), Z31, Z31
	VFMADD231PS Z20, Z31, Z0
	VPMOVSXBD 336(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 52(SP), Z31, Z31
	VFMADD231PS Z21, Z31, Z1
	VPMOVSXBD 352(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 56(SP), Z31, Z31
	VFMADD231PS Z22, Z31, Z0
	VPMOVSXBD 368(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 60(SP), Z31, Z31
	VFMADD231PS Z23, Z31, Z1
	VMOVDQU32 64(R9)(SI*1), Y24
	VMOVDQU32 96(R9)(SI*1), Y25
	VMOVDQU32 160(R9)(SI*1), Y26
	VPSLLW $4, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 256(SP)
	VPSLLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 288(SP)
	VPSRLW $4, Y24, Y24
	VPANDD Y29, Y26, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 320(SP)
	VPSRLW $4, Y25, Y25
	VPSRLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 352(SP)
	VPMOVSXBD 256(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 96(SP), Z31, Z31
	VFMADD231PS Z16, Z31, Z2
	VPMOVSXBD 272(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 100(SP), Z31, Z31
	VFMADD231PS Z17, Z31, Z3
	VPMOVSXBD 288(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 104(SP), Z31, Z31
	VFMADD231PS Z18, Z31, Z2
	VPMOVSXBD 304(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 108(SP), Z31, Z31
	VFMADD231PS Z19, Z31, Z3
	VPMOVSXBD 320(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 112(SP), Z31, Z31
	VFMADD231PS Z20, Z31, Z2
	VPMOVSXBD 336(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 116(SP), Z31, Z31
	VFMADD231PS Z21, Z31, Z3
	VPMOVSXBD 352(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 120(SP), Z31, Z31
	VFMADD231PS Z22, Z31, Z2
	VPMOVSXBD 368(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 124(SP), Z31, Z31
	VFMADD231PS Z23, Z31, Z3
	VMOVDQU32 64(R10)(SI*1), Y24
	VMOVDQU32 96(R10)(SI*1), Y25
	VMOVDQU32 160(R10)(SI*1), Y26
	VPSLLW $4, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 256(SP)
	VPSLLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 288(SP)
	VPSRLW $4, Y24, Y24
	VPANDD Y29, Y26, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 320(SP)
	VPSRLW $4, Y25, Y25
	VPSRLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 352(SP)
	VPMOVSXBD 256(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 160(SP), Z31, Z31
	VFMADD231PS Z16, Z31, Z4
	VPMOVSXBD 272(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 164(SP), Z31, Z31
	VFMADD231PS Z17, Z31, Z5
	VPMOVSXBD 288(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 168(SP), Z31, Z31
	VFMADD231PS Z18, Z31, Z4
	VPMOVSXBD 304(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 172(SP), Z31, Z31
	VFMADD231PS Z19, Z31, Z5
	VPMOVSXBD 320(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 176(SP), Z31, Z31
	VFMADD231PS Z20, Z31, Z4
	VPMOVSXBD 336(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 180(SP), Z31, Z31
	VFMADD231PS Z21, Z31, Z5
	VPMOVSXBD 352(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 184(SP), Z31, Z31
	VFMADD231PS Z22, Z31, Z4
	VPMOVSXBD 368(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 188(SP), Z31, Z31
	VFMADD231PS Z23, Z31, Z5
	VMOVDQU32 64(R11)(SI*1), Y24
	VMOVDQU32 96(R11)(SI*1), Y25
	VMOVDQU32 160(R11)(SI*1), Y26
	VPSLLW $4, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 256(SP)
	VPSLLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 288(SP)
	VPSRLW $4, Y24, Y24
	VPANDD Y29, Y26, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 320(SP)
	VPSRLW $4, Y25, Y25
	VPSRLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 352(SP)
	VPMOVSXBD 256(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 224(SP), Z31, Z31
	VFMADD231PS Z16, Z31, Z6
	VPMOVSXBD 272(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 228(SP), Z31, Z31
	VFMADD231PS Z17, Z31, Z7
	VPMOVSXBD 288(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 232(SP), Z31, Z31
	VFMADD231PS Z18, Z31, Z6
	VPMOVSXBD 304(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 236(SP), Z31, Z31
	VFMADD231PS Z19, Z31, Z7
	VPMOVSXBD 320(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 240(SP), Z31, Z31
	VFMADD231PS Z20, Z31, Z6
	VPMOVSXBD 336(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 244(SP), Z31, Z31
	VFMADD231PS Z21, Z31, Z7
	VPMOVSXBD 352(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 248(SP), Z31, Z31
	VFMADD231PS Z22, Z31, Z6
	VPMOVSXBD 368(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 252(SP), Z31, Z31
	VFMADD231PS Z23, Z31, Z7
	ADDQ $210, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ q6kx4_loop
q6kx4_done:
	STORE8

// func decodeQ6_KAVX512(dst *float32, src *byte, nb int)
TEXT ·decodeQ6_KAVX512(SB), $192-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	TESTQ CX, CX
	JZ decq6k_done
	VMOVDQU32 q6kMask0F<>(SB), Y28
	VMOVDQU32 q6kMask30<>(SB), Y29
	VMOVDQU32 q6k32<>(SB), Y30
	XORQ SI, SI
decq6k_loop:
	VPMOVSXBD 192(R8)(SI*1), Z16
	VCVTDQ2PS Z16, Z16
	VPBROADCASTW 208(R8)(SI*1), Y17
	VCVTPH2PS Y17, Z17
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 0(SP)
	VMOVDQU32 0(R8)(SI*1), Y24
	VMOVDQU32 32(R8)(SI*1), Y25
	VMOVDQU32 128(R8)(SI*1), Y26
	VPSLLW $4, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 64(SP)
	VPSLLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 96(SP)
	VPSRLW $4, Y24, Y24
	VPANDD Y29, Y26, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 128(SP)
	VPSRLW $4, Y25, Y25
	VPSRLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 160(SP)
	VPMOVSXBD 64(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 0(SP), Z31, Z31
	VMOVUPS Z31, 0(DI)
	VPMOVSXBD 80(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 4(SP), Z31, Z31
	VMOVUPS Z31, 64(DI)
	VPMOVSXBD 96(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 8(SP), Z31, Z31
	VMOVUPS Z31, 128(DI)
	VPMOVSXBD 112(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 12(SP), Z31, Z31
	VMOVUPS Z31, 192(DI)
	VPMOVSXBD 128(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 16(SP), Z31, Z31
	VMOVUPS Z31, 256(DI)
	VPMOVSXBD 144(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 20(SP), Z31, Z31
	VMOVUPS Z31, 320(DI)
	VPMOVSXBD 160(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 24(SP), Z31, Z31
	VMOVUPS Z31, 384(DI)
	VPMOVSXBD 176(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 28(SP), Z31, Z31
	VMOVUPS Z31, 448(DI)
	VMOVDQU32 64(R8)(SI*1), Y24
	VMOVDQU32 96(R8)(SI*1), Y25
	VMOVDQU32 160(R8)(SI*1), Y26
	VPSLLW $4, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 64(SP)
	VPSLLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 96(SP)
	VPSRLW $4, Y24, Y24
	VPANDD Y29, Y26, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 128(SP)
	VPSRLW $4, Y25, Y25
	VPSRLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, 160(SP)
	VPMOVSXBD 64(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 32(SP), Z31, Z31
	VMOVUPS Z31, 512(DI)
	VPMOVSXBD 80(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 36(SP), Z31, Z31
	VMOVUPS Z31, 576(DI)
	VPMOVSXBD 96(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 40(SP), Z31, Z31
	VMOVUPS Z31, 640(DI)
	VPMOVSXBD 112(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 44(SP), Z31, Z31
	VMOVUPS Z31, 704(DI)
	VPMOVSXBD 128(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 48(SP), Z31, Z31
	VMOVUPS Z31, 768(DI)
	VPMOVSXBD 144(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 52(SP), Z31, Z31
	VMOVUPS Z31, 832(DI)
	VPMOVSXBD 160(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 56(SP), Z31, Z31
	VMOVUPS Z31, 896(DI)
	VPMOVSXBD 176(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST 60(SP), Z31, Z31
	VMOVUPS Z31, 960(DI)
	ADDQ $210, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ decq6k_loop
decq6k_done:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------------------------
// IQ4_XS: {fp16 d; u16 scales_h; u8 scales_l[4]; u8 qs[128]}, 136 bytes per 256 elements; sub-block
// ib has ls = 4 bits of scales_l | 2 bits of scales_h << 4 and x = (d·(ls−32))·level[nibble]. The
// eight ls are spread into bytes with PDEP; per sub-block the table dl·level (one multiply,
// the decoder's product) is looked up with VPERMPS, as for IQ4_NL.

DATA iq4Levels<>+0(SB)/4, $-127.0
DATA iq4Levels<>+4(SB)/4, $-104.0
DATA iq4Levels<>+8(SB)/4, $-83.0
DATA iq4Levels<>+12(SB)/4, $-65.0
DATA iq4Levels<>+16(SB)/4, $-49.0
DATA iq4Levels<>+20(SB)/4, $-35.0
DATA iq4Levels<>+24(SB)/4, $-22.0
DATA iq4Levels<>+28(SB)/4, $-10.0
DATA iq4Levels<>+32(SB)/4, $1.0
DATA iq4Levels<>+36(SB)/4, $13.0
DATA iq4Levels<>+40(SB)/4, $25.0
DATA iq4Levels<>+44(SB)/4, $38.0
DATA iq4Levels<>+48(SB)/4, $53.0
DATA iq4Levels<>+52(SB)/4, $69.0
DATA iq4Levels<>+56(SB)/4, $89.0
DATA iq4Levels<>+60(SB)/4, $113.0
GLOBL iq4Levels<>(SB), RODATA|NOPTR, $64

DATA iq4xs32<>+0(SB)/4, $32
GLOBL iq4xs32<>(SB), RODATA|NOPTR, $4

// func gemvIQ4_XSx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvIQ4_XSx4AVX512(SB), $128-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ iq4xsx4_done
	VMOVUPS iq4Levels<>(SB), Z31
	XORQ SI, SI
iq4xsx4_loop:
	MOVQ pf+32(FP), AX
	ADDQ SI, AX
	PREFETCHT1 0(R8)(AX*1)
	PREFETCHT1 64(R8)(AX*1)
	PREFETCHT1 128(R8)(AX*1)
	PREFETCHT1 0(R9)(AX*1)
	PREFETCHT1 64(R9)(AX*1)
	PREFETCHT1 128(R9)(AX*1)
	PREFETCHT1 0(R10)(AX*1)
	PREFETCHT1 64(R10)(AX*1)
	PREFETCHT1 128(R10)(AX*1)
	PREFETCHT1 0(R11)(AX*1)
	PREFETCHT1 64(R11)(AX*1)
	PREFETCHT1 128(R11)(AX*1)
	MOVL 4(R8)(SI*1), AX
	MOVQ $0x0f0f0f0f0f0f0f0f, BX
	PDEPQ BX, AX, AX
	MOVWLZX 2(R8)(SI*1), DX
	MOVQ $0x3030303030303030, BX
	PDEPQ BX, DX, DX
	ORQ DX, AX
	VMOVQ AX, X16
	VPMOVZXBD X16, Y16
	VPSUBD.BCST iq4xs32<>(SB), Y16, Y16
	VCVTDQ2PS Y16, Y16
	VPBROADCASTW 0(R8)(SI*1), X17
	VCVTPH2PS X17, Y17
	VMULPS Y16, Y17, Y16
	VMOVUPS Y16, 0(SP)
	MOVL 4(R9)(SI*1), AX
	MOVQ $0x0f0f0f0f0f0f0f0f, BX
	PDEPQ BX, AX, AX
	MOVWLZX 2(R9)(SI*1), DX
	MOVQ $0x3030303030303030, BX
	PDEPQ BX, DX, DX
	ORQ DX, AX
	VMOVQ AX, X16
	VPMOVZXBD X16, Y16
	VPSUBD.BCST iq4xs32<>(SB), Y16, Y16
	VCVTDQ2PS Y16, Y16
	VPBROADCASTW 0(R9)(SI*1), X17
	VCVTPH2PS X17, Y17
	VMULPS Y16, Y17, Y16
	VMOVUPS Y16, 32(SP)
	MOVL 4(R10)(SI*1), AX
	MOVQ $0x0f0f0f0f0f0f0f0f, BX
	PDEPQ BX, AX, AX
	MOVWLZX 2(R10)(SI*1), DX
	MOVQ $0x3030303030303030, BX
	PDEPQ BX, DX, DX
	ORQ DX, AX
	VMOVQ AX, X16
	VPMOVZXBD X16, Y16
	VPSUBD.BCST iq4xs32<>(SB), Y16, Y16
	VCVTDQ2PS Y16, Y16
	VPBROADCASTW 0(R10)(SI*1), X17
	VCVTPH2PS X17, Y17
	VMULPS Y16, Y17, Y16
	VMOVUPS Y16, 64(SP)
	MOVL 4(R11)(SI*1), AX
	MOVQ $0x0f0f0f0f0f0f0f0f, BX
	PDEPQ BX, AX, AX
	MOVWLZX 2(R11)(SI*1), DX
	MOVQ $0x3030303030303030, BX
	PDEPQ BX, DX, DX
	ORQ DX, AX
	VMOVQ AX, X16
	VPMOVZXBD X16, Y16
	VPSUBD.BCST iq4xs32<>(SB), Y16, Y16
	VCVTDQ2PS Y16, Y16
	VPBROADCASTW 0(R11)(SI*1), X17
	VCVTPH2PS X17, Y17
	VMULPS Y16, Y17, Y16
	VMOVUPS Y16, 96(SP)
	VMOVUPS 0(DI), Z24
	VMOVUPS 64(DI), Z25
	VMULPS.BCST 0(SP), Z31, Z18
	VPMOVZXBD 8(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	VMULPS.BCST 32(SP), Z31, Z18
	VPMOVZXBD 8(R9)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	VMULPS.BCST 64(SP), Z31, Z18
	VPMOVZXBD 8(R10)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	VMULPS.BCST 96(SP), Z31, Z18
	VPMOVZXBD 8(R11)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 128(DI), Z24
	VMOVUPS 192(DI), Z25
	VMULPS.BCST 4(SP), Z31, Z18
	VPMOVZXBD 24(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	VMULPS.BCST 36(SP), Z31, Z18
	VPMOVZXBD 24(R9)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	VMULPS.BCST 68(SP), Z31, Z18
	VPMOVZXBD 24(R10)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	VMULPS.BCST 100(SP), Z31, Z18
	VPMOVZXBD 24(R11)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 256(DI), Z24
	VMOVUPS 320(DI), Z25
	VMULPS.BCST 8(SP), Z31, Z18
	VPMOVZXBD 40(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	VMULPS.BCST 40(SP), Z31, Z18
	VPMOVZXBD 40(R9)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	VMULPS.BCST 72(SP), Z31, Z18
	VPMOVZXBD 40(R10)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	VMULPS.BCST 104(SP), Z31, Z18
	VPMOVZXBD 40(R11)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 384(DI), Z24
	VMOVUPS 448(DI), Z25
	VMULPS.BCST 12(SP), Z31, Z18
	VPMOVZXBD 56(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	VMULPS.BCST 44(SP), Z31, Z18
	VPMOVZXBD 56(R9)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	VMULPS.BCST 76(SP), Z31, Z18
	VPMOVZXBD 56(R10)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	VMULPS.BCST 108(SP), Z31, Z18
	VPMOVZXBD 56(R11)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 512(DI), Z24
	VMOVUPS 576(DI), Z25
	VMULPS.BCST 16(SP), Z31, Z18
	VPMOVZXBD 72(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	VMULPS.BCST 48(SP), Z31, Z18
	VPMOVZXBD 72(R9)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	VMULPS.BCST 80(SP), Z31, Z18
	VPMOVZXBD 72(R10)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	VMULPS.BCST 112(SP), Z31, Z18
	VPMOVZXBD 72(R11)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 640(DI), Z24
	VMOVUPS 704(DI), Z25
	VMULPS.BCST 20(SP), Z31, Z18
	VPMOVZXBD 88(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	VMULPS.BCST 52(SP), Z31, Z18
	VPMOVZXBD 88(R9)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	VMULPS.BCST 84(SP), Z31, Z18
	VPMOVZXBD 88(R10)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	VMULPS.BCST 116(SP), Z31, Z18
	VPMOVZXBD 88(R11)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 768(DI), Z24
	VMOVUPS 832(DI), Z25
	VMULPS.BCST 24(SP), Z31, Z18
	VPMOVZXBD 104(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	VMULPS.BCST 56(SP), Z31, Z18
	VPMOVZXBD 104(R9)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	VMULPS.BCST 88(SP), Z31, Z18
	VPMOVZXBD 104(R10)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	VMULPS.BCST 120(SP), Z31, Z18
	VPMOVZXBD 104(R11)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 896(DI), Z24
	VMOVUPS 960(DI), Z25
	VMULPS.BCST 28(SP), Z31, Z18
	VPMOVZXBD 120(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	VMULPS.BCST 60(SP), Z31, Z18
	VPMOVZXBD 120(R9)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	VMULPS.BCST 92(SP), Z31, Z18
	VPMOVZXBD 120(R10)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	VMULPS.BCST 124(SP), Z31, Z18
	VPMOVZXBD 120(R11)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	ADDQ $136, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ iq4xsx4_loop
iq4xsx4_done:
	STORE8

// func decodeIQ4_XSAVX512(dst *float32, src *byte, nb int)
TEXT ·decodeIQ4_XSAVX512(SB), $32-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	TESTQ CX, CX
	JZ deciq4xs_done
	VMOVUPS iq4Levels<>(SB), Z31
	XORQ SI, SI
deciq4xs_loop:
	MOVL 4(R8)(SI*1), AX
	MOVQ $0x0f0f0f0f0f0f0f0f, BX
	PDEPQ BX, AX, AX
	MOVWLZX 2(R8)(SI*1), DX
	MOVQ $0x3030303030303030, BX
	PDEPQ BX, DX, DX
	ORQ DX, AX
	VMOVQ AX, X16
	VPMOVZXBD X16, Y16
	VPSUBD.BCST iq4xs32<>(SB), Y16, Y16
	VCVTDQ2PS Y16, Y16
	VPBROADCASTW 0(R8)(SI*1), X17
	VCVTPH2PS X17, Y17
	VMULPS Y16, Y17, Y16
	VMOVUPS Y16, 0(SP)
	VMULPS.BCST 0(SP), Z31, Z18
	VPMOVZXBD 8(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VMOVUPS Z20, 0(DI)
	VMOVUPS Z21, 64(DI)
	VMULPS.BCST 4(SP), Z31, Z18
	VPMOVZXBD 24(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VMOVUPS Z20, 128(DI)
	VMOVUPS Z21, 192(DI)
	VMULPS.BCST 8(SP), Z31, Z18
	VPMOVZXBD 40(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VMOVUPS Z20, 256(DI)
	VMOVUPS Z21, 320(DI)
	VMULPS.BCST 12(SP), Z31, Z18
	VPMOVZXBD 56(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VMOVUPS Z20, 384(DI)
	VMOVUPS Z21, 448(DI)
	VMULPS.BCST 16(SP), Z31, Z18
	VPMOVZXBD 72(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VMOVUPS Z20, 512(DI)
	VMOVUPS Z21, 576(DI)
	VMULPS.BCST 20(SP), Z31, Z18
	VPMOVZXBD 88(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VMOVUPS Z20, 640(DI)
	VMOVUPS Z21, 704(DI)
	VMULPS.BCST 24(SP), Z31, Z18
	VPMOVZXBD 104(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VMOVUPS Z20, 768(DI)
	VMOVUPS Z21, 832(DI)
	VMULPS.BCST 28(SP), Z31, Z18
	VPMOVZXBD 120(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VMOVUPS Z20, 896(DI)
	VMOVUPS Z21, 960(DI)
	ADDQ $136, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ deciq4xs_loop
deciq4xs_done:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------------------------
// Q5_K: {fp16 d, dmin; u8 scales[12]; u8 qh[32]; u8 qs[128]}, 176 bytes per 256 elements; as
// Q4_K with a fifth bit from qh (bit 2j of qh[l] for the low nibbles of pair j, 2j+1 for the high
// ones). The 32-entry table of a sub-block is two zmm registers, VPERMI2PS looks 5-bit indices up
// in them; the index is the nibble with the qh bit moved to bit 4 (a shift and a VPTERNLOGD).

DATA iota16hi<>+0(SB)/4, $16.0
DATA iota16hi<>+4(SB)/4, $17.0
DATA iota16hi<>+8(SB)/4, $18.0
DATA iota16hi<>+12(SB)/4, $19.0
DATA iota16hi<>+16(SB)/4, $20.0
DATA iota16hi<>+20(SB)/4, $21.0
DATA iota16hi<>+24(SB)/4, $22.0
DATA iota16hi<>+28(SB)/4, $23.0
DATA iota16hi<>+32(SB)/4, $24.0
DATA iota16hi<>+36(SB)/4, $25.0
DATA iota16hi<>+40(SB)/4, $26.0
DATA iota16hi<>+44(SB)/4, $27.0
DATA iota16hi<>+48(SB)/4, $28.0
DATA iota16hi<>+52(SB)/4, $29.0
DATA iota16hi<>+56(SB)/4, $30.0
DATA iota16hi<>+60(SB)/4, $31.0
GLOBL iota16hi<>(SB), RODATA|NOPTR, $64
DATA mask0F32<>+0(SB)/4, $0x0f
GLOBL mask0F32<>(SB), RODATA|NOPTR, $4

// func gemvQ5_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvQ5_Kx4AVX512(SB), $320-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q5kx4_done
	VMOVUPS iota16<>(SB), Z30
	VMOVUPS iota16hi<>(SB), Z29
	VPBROADCASTD mask0F32<>(SB), Z28
	VMOVUPS q4kDmin<>(SB), Z31
	XORQ SI, SI
q5kx4_loop:
	MOVQ pf+32(FP), AX
	ADDQ SI, AX
	PREFETCHT1 0(R8)(AX*1)
	PREFETCHT1 64(R8)(AX*1)
	PREFETCHT1 128(R8)(AX*1)
	PREFETCHT1 0(R9)(AX*1)
	PREFETCHT1 64(R9)(AX*1)
	PREFETCHT1 128(R9)(AX*1)
	PREFETCHT1 0(R10)(AX*1)
	PREFETCHT1 64(R10)(AX*1)
	PREFETCHT1 128(R10)(AX*1)
	PREFETCHT1 0(R11)(AX*1)
	PREFETCHT1 64(R11)(AX*1)
	PREFETCHT1 128(R11)(AX*1)
	MOVL 4(R8)(SI*1), AX
	MOVL 8(R8)(SI*1), BX
	MOVL 12(R8)(SI*1), DX
	MOVL DX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL BX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x3f3f3f3f, BX
	ANDL $0x0f0f0f0f, DX
	MOVL AX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, DX
	ANDL $0x3f3f3f3f, AX
	SHLQ $32, DX
	ORQ DX, AX
	SHLQ $32, R12
	ORQ R12, BX
	VMOVQ AX, X16
	VPINSRQ $1, BX, X16, X16
	MOVL 0(R8)(SI*1), AX
	VMOVD AX, X17
	VCVTPH2PS X17, X17
	VPERMPS Z17, Z31, Z17
	VPMOVZXBD X16, Z16
	VCVTDQ2PS Z16, Z16
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 0(SP)
	MOVL 4(R9)(SI*1), AX
	MOVL 8(R9)(SI*1), BX
	MOVL 12(R9)(SI*1), DX
	MOVL DX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL BX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x3f3f3f3f, BX
	ANDL $0x0f0f0f0f, DX
	MOVL AX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, DX
	ANDL $0x3f3f3f3f, AX
	SHLQ $32, DX
	ORQ DX, AX
	SHLQ $32, R12
	ORQ R12, BX
	VMOVQ AX, X16
	VPINSRQ $1, BX, X16, X16
	MOVL 0(R9)(SI*1), AX
	VMOVD AX, X17
	VCVTPH2PS X17, X17
	VPERMPS Z17, Z31, Z17
	VPMOVZXBD X16, Z16
	VCVTDQ2PS Z16, Z16
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 64(SP)
	MOVL 4(R10)(SI*1), AX
	MOVL 8(R10)(SI*1), BX
	MOVL 12(R10)(SI*1), DX
	MOVL DX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL BX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x3f3f3f3f, BX
	ANDL $0x0f0f0f0f, DX
	MOVL AX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, DX
	ANDL $0x3f3f3f3f, AX
	SHLQ $32, DX
	ORQ DX, AX
	SHLQ $32, R12
	ORQ R12, BX
	VMOVQ AX, X16
	VPINSRQ $1, BX, X16, X16
	MOVL 0(R10)(SI*1), AX
	VMOVD AX, X17
	VCVTPH2PS X17, X17
	VPERMPS Z17, Z31, Z17
	VPMOVZXBD X16, Z16
	VCVTDQ2PS Z16, Z16
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 128(SP)
	MOVL 4(R11)(SI*1), AX
	MOVL 8(R11)(SI*1), BX
	MOVL 12(R11)(SI*1), DX
	MOVL DX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL BX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x3f3f3f3f, BX
	ANDL $0x0f0f0f0f, DX
	MOVL AX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, DX
	ANDL $0x3f3f3f3f, AX
	SHLQ $32, DX
	ORQ DX, AX
	SHLQ $32, R12
	ORQ R12, BX
	VMOVQ AX, X16
	VPINSRQ $1, BX, X16, X16
	MOVL 0(R11)(SI*1), AX
	VMOVD AX, X17
	VCVTPH2PS X17, X17
	VPERMPS Z17, Z31, Z17
	VPMOVZXBD X16, Z16
	VCVTDQ2PS Z16, Z16
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 192(SP)
	VMOVUPS 0(DI), Z24
	VMOVUPS 64(DI), Z25
	VMOVUPS 128(DI), Z26
	VMOVUPS 192(DI), Z27
	VMULPS.BCST 0(SP), Z30, Z18
	VSUBPS.BCST 32(SP), Z18, Z18
	VMULPS.BCST 0(SP), Z29, Z19
	VSUBPS.BCST 32(SP), Z19, Z19
	VMULPS.BCST 4(SP), Z30, Z20
	VSUBPS.BCST 36(SP), Z20, Z20
	VMULPS.BCST 4(SP), Z29, Z21
	VSUBPS.BCST 36(SP), Z21, Z21
	VPMOVZXBD 48(R8)(SI*1), Z22
	VPMOVZXBD 16(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $4, Z23, Z16
	VPSLLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z0
	VFMADD231PS Z26, Z17, Z0
	VPMOVZXBD 64(R8)(SI*1), Z22
	VPMOVZXBD 32(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $4, Z23, Z16
	VPSLLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z1
	VFMADD231PS Z27, Z17, Z1
	VMULPS.BCST 64(SP), Z30, Z18
	VSUBPS.BCST 96(SP), Z18, Z18
	VMULPS.BCST 64(SP), Z29, Z19
	VSUBPS.BCST 96(SP), Z19, Z19
	VMULPS.BCST 68(SP), Z30, Z20
	VSUBPS.BCST 100(SP), Z20, Z20
	VMULPS.BCST 68(SP), Z29, Z21
	VSUBPS.BCST 100(SP), Z21, Z21
	VPMOVZXBD 48(R9)(SI*1), Z22
	VPMOVZXBD 16(R9)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $4, Z23, Z16
	VPSLLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z2
	VFMADD231PS Z26, Z17, Z2
	VPMOVZXBD 64(R9)(SI*1), Z22
	VPMOVZXBD 32(R9)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $4, Z23, Z16
	VPSLLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z3
	VFMADD231PS Z27, Z17, Z3
	VMULPS.BCST 128(SP), Z30, Z18
	VSUBPS.BCST 160(SP), Z18, Z18
	VMULPS.BCST 128(SP), Z29, Z19
	VSUBPS.BCST 160(SP), Z19, Z19
	VMULPS.BCST 132(SP), Z30, Z20
	VSUBPS.BCST 164(SP), Z20, Z20
	VMULPS.BCST 132(SP), Z29, Z21
	VSUBPS.BCST 164(SP), Z21, Z21
	VPMOVZXBD 48(R10)(SI*1), Z22
	VPMOVZXBD 16(R10)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $4, Z23, Z16
	VPSLLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z4
	VFMADD231PS Z26, Z17, Z4
	VPMOVZXBD 64(R10)(SI*1), Z22
	VPMOVZXBD 32(R10)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $4, Z23, Z16
	VPSLLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z5
	VFMADD231PS Z27, Z17, Z5
	VMULPS.BCST 192(SP), Z30, Z18
	VSUBPS.BCST 224(SP), Z18, Z18
	VMULPS.BCST 192(SP), Z29, Z19
	VSUBPS.BCST 224(SP), Z19, Z19
	VMULPS.BCST 196(SP), Z30, Z20
	VSUBPS.BCST 228(SP), Z20, Z20
	VMULPS.BCST 196(SP), Z29, Z21
	VSUBPS.BCST 228(SP), Z21, Z21
	VPMOVZXBD 48(R11)(SI*1), Z22
	VPMOVZXBD 16(R11)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $4, Z23, Z16
	VPSLLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z6
	VFMADD231PS Z26, Z17, Z6
	VPMOVZXBD 64(R11)(SI*1), Z22
	VPMOVZXBD 32(R11)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $4, Z23, Z16
	VPSLLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z7
	VFMADD231PS Z27, Z17, Z7
	VMOVUPS 256(DI), Z24
	VMOVUPS 320(DI), Z25
	VMOVUPS 384(DI), Z26
	VMOVUPS 448(DI), Z27
	VMULPS.BCST 8(SP), Z30, Z18
	VSUBPS.BCST 40(SP), Z18, Z18
	VMULPS.BCST 8(SP), Z29, Z19
	VSUBPS.BCST 40(SP), Z19, Z19
	VMULPS.BCST 12(SP), Z30, Z20
	VSUBPS.BCST 44(SP), Z20, Z20
	VMULPS.BCST 12(SP), Z29, Z21
	VSUBPS.BCST 44(SP), Z21, Z21
	VPMOVZXBD 80(R8)(SI*1), Z22
	VPMOVZXBD 16(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $2, Z23, Z16
	VPSLLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z0
	VFMADD231PS Z26, Z17, Z0
	VPMOVZXBD 96(R8)(SI*1), Z22
	VPMOVZXBD 32(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $2, Z23, Z16
	VPSLLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z1
	VFMADD231PS Z27, Z17, Z1
	VMULPS.BCST 72(SP), Z30, Z18
	VSUBPS.BCST 104(SP), Z18, Z18
	VMULPS.BCST 72(SP), Z29, Z19
	VSUBPS.BCST 104(SP), Z19, Z19
	VMULPS.BCST 76(SP), Z30, Z20
	VSUBPS.BCST 108(SP), Z20, Z20
	VMULPS.BCST 76(SP), Z29, Z21
	VSUBPS.BCST 108(SP), Z21, Z21
	VPMOVZXBD 80(R9)(SI*1), Z22
	VPMOVZXBD 16(R9)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $2, Z23, Z16
	VPSLLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z2
	VFMADD231PS Z26, Z17, Z2
	VPMOVZXBD 96(R9)(SI*1), Z22
	VPMOVZXBD 32(R9)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $2, Z23, Z16
	VPSLLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z3
	VFMADD231PS Z27, Z17, Z3
	VMULPS.BCST 136(SP), Z30, Z18
	VSUBPS.BCST 168(SP), Z18, Z18
	VMULPS.BCST 136(SP), Z29, Z19
	VSUBPS.BCST 168(SP), Z19, Z19
	VMULPS.BCST 140(SP), Z30, Z20
	VSUBPS.BCST 172(SP), Z20, Z20
	VMULPS.BCST 140(SP), Z29, Z21
	VSUBPS.BCST 172(SP), Z21, Z21
	VPMOVZXBD 80(R10)(SI*1), Z22
	VPMOVZXBD 16(R10)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $2, Z23, Z16
	VPSLLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z4
	VFMADD231PS Z26, Z17, Z4
	VPMOVZXBD 96(R10)(SI*1), Z22
	VPMOVZXBD 32(R10)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $2, Z23, Z16
	VPSLLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z5
	VFMADD231PS Z27, Z17, Z5
	VMULPS.BCST 200(SP), Z30, Z18
	VSUBPS.BCST 232(SP), Z18, Z18
	VMULPS.BCST 200(SP), Z29, Z19
	VSUBPS.BCST 232(SP), Z19, Z19
	VMULPS.BCST 204(SP), Z30, Z20
	VSUBPS.BCST 236(SP), Z20, Z20
	VMULPS.BCST 204(SP), Z29, Z21
	VSUBPS.BCST 236(SP), Z21, Z21
	VPMOVZXBD 80(R11)(SI*1), Z22
	VPMOVZXBD 16(R11)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $2, Z23, Z16
	VPSLLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z6
	VFMADD231PS Z26, Z17, Z6
	VPMOVZXBD 96(R11)(SI*1), Z22
	VPMOVZXBD 32(R11)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $2, Z23, Z16
	VPSLLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z7
	VFMADD231PS Z27, Z17, Z7
	VMOVUPS 512(DI), Z24
	VMOVUPS 576(DI), Z25
	VMOVUPS 640(DI), Z26
	VMOVUPS 704(DI), Z27
	VMULPS.BCST 16(SP), Z30, Z18
	VSUBPS.BCST 48(SP), Z18, Z18
	VMULPS.BCST 16(SP), Z29, Z19
	VSUBPS.BCST 48(SP), Z19, Z19
	VMULPS.BCST 20(SP), Z30, Z20
	VSUBPS.BCST 52(SP), Z20, Z20
	VMULPS.BCST 20(SP), Z29, Z21
	VSUBPS.BCST 52(SP), Z21, Z21
	VPMOVZXBD 112(R8)(SI*1), Z22
	VPMOVZXBD 16(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z23, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z0
	VFMADD231PS Z26, Z17, Z0
	VPMOVZXBD 128(R8)(SI*1), Z22
	VPMOVZXBD 32(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z23, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z1
	VFMADD231PS Z27, Z17, Z1
	VMULPS.BCST 80(SP), Z30, Z18
	VSUBPS.BCST 112(SP), Z18, Z18
	VMULPS.BCST 80(SP), Z29, Z19
	VSUBPS.BCST 112(SP), Z19, Z19
	VMULPS.BCST 84(SP), Z30, Z20
	VSUBPS.BCST 116(SP), Z20, Z20
	VMULPS.BCST 84(SP), Z29, Z21
	VSUBPS.BCST 116(SP), Z21, Z21
	VPMOVZXBD 112(R9)(SI*1), Z22
	VPMOVZXBD 16(R9)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z23, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z2
	VFMADD231PS Z26, Z17, Z2
	VPMOVZXBD 128(R9)(SI*1), Z22
	VPMOVZXBD 32(R9)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z23, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z3
	VFMADD231PS Z27, Z17, Z3
	VMULPS.BCST 144(SP), Z30, Z18
	VSUBPS.BCST 176(SP), Z18, Z18
	VMULPS.BCST 144(SP), Z29, Z19
	VSUBPS.BCST 176(SP), Z19, Z19
	VMULPS.BCST 148(SP), Z30, Z20
	VSUBPS.BCST 180(SP), Z20, Z20
	VMULPS.BCST 148(SP), Z29, Z21
	VSUBPS.BCST 180(SP), Z21, Z21
	VPMOVZXBD 112(R10)(SI*1), Z22
	VPMOVZXBD 16(R10)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z23, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z4
	VFMADD231PS Z26, Z17, Z4
	VPMOVZXBD 128(R10)(SI*1), Z22
	VPMOVZXBD 32(R10)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z23, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z5
	VFMADD231PS Z27, Z17, Z5
	VMULPS.BCST 208(SP), Z30, Z18
	VSUBPS.BCST 240(SP), Z18, Z18
	VMULPS.BCST 208(SP), Z29, Z19
	VSUBPS.BCST 240(SP), Z19, Z19
	VMULPS.BCST 212(SP), Z30, Z20
	VSUBPS.BCST 244(SP), Z20, Z20
	VMULPS.BCST 212(SP), Z29, Z21
	VSUBPS.BCST 244(SP), Z21, Z21
	VPMOVZXBD 112(R11)(SI*1), Z22
	VPMOVZXBD 16(R11)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z23, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z6
	VFMADD231PS Z26, Z17, Z6
	VPMOVZXBD 128(R11)(SI*1), Z22
	VPMOVZXBD 32(R11)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z23, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z7
	VFMADD231PS Z27, Z17, Z7
	VMOVUPS 768(DI), Z24
	VMOVUPS 832(DI), Z25
	VMOVUPS 896(DI), Z26
	VMOVUPS 960(DI), Z27
	VMULPS.BCST 24(SP), Z30, Z18
	VSUBPS.BCST 56(SP), Z18, Z18
	VMULPS.BCST 24(SP), Z29, Z19
	VSUBPS.BCST 56(SP), Z19, Z19
	VMULPS.BCST 28(SP), Z30, Z20
	VSUBPS.BCST 60(SP), Z20, Z20
	VMULPS.BCST 28(SP), Z29, Z21
	VSUBPS.BCST 60(SP), Z21, Z21
	VPMOVZXBD 144(R8)(SI*1), Z22
	VPMOVZXBD 16(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $2, Z23, Z16
	VPSRLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z0
	VFMADD231PS Z26, Z17, Z0
	VPMOVZXBD 160(R8)(SI*1), Z22
	VPMOVZXBD 32(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $2, Z23, Z16
	VPSRLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z1
	VFMADD231PS Z27, Z17, Z1
	VMULPS.BCST 88(SP), Z30, Z18
	VSUBPS.BCST 120(SP), Z18, Z18
	VMULPS.BCST 88(SP), Z29, Z19
	VSUBPS.BCST 120(SP), Z19, Z19
	VMULPS.BCST 92(SP), Z30, Z20
	VSUBPS.BCST 124(SP), Z20, Z20
	VMULPS.BCST 92(SP), Z29, Z21
	VSUBPS.BCST 124(SP), Z21, Z21
	VPMOVZXBD 144(R9)(SI*1), Z22
	VPMOVZXBD 16(R9)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $2, Z23, Z16
	VPSRLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z2
	VFMADD231PS Z26, Z17, Z2
	VPMOVZXBD 160(R9)(SI*1), Z22
	VPMOVZXBD 32(R9)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $2, Z23, Z16
	VPSRLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z3
	VFMADD231PS Z27, Z17, Z3
	VMULPS.BCST 152(SP), Z30, Z18
	VSUBPS.BCST 184(SP), Z18, Z18
	VMULPS.BCST 152(SP), Z29, Z19
	VSUBPS.BCST 184(SP), Z19, Z19
	VMULPS.BCST 156(SP), Z30, Z20
	VSUBPS.BCST 188(SP), Z20, Z20
	VMULPS.BCST 156(SP), Z29, Z21
	VSUBPS.BCST 188(SP), Z21, Z21
	VPMOVZXBD 144(R10)(SI*1), Z22
	VPMOVZXBD 16(R10)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $2, Z23, Z16
	VPSRLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z4
	VFMADD231PS Z26, Z17, Z4
	VPMOVZXBD 160(R10)(SI*1), Z22
	VPMOVZXBD 32(R10)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $2, Z23, Z16
	VPSRLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z5
	VFMADD231PS Z27, Z17, Z5
	VMULPS.BCST 216(SP), Z30, Z18
	VSUBPS.BCST 248(SP), Z18, Z18
	VMULPS.BCST 216(SP), Z29, Z19
	VSUBPS.BCST 248(SP), Z19, Z19
	VMULPS.BCST 220(SP), Z30, Z20
	VSUBPS.BCST 252(SP), Z20, Z20
	VMULPS.BCST 220(SP), Z29, Z21
	VSUBPS.BCST 252(SP), Z21, Z21
	VPMOVZXBD 144(R11)(SI*1), Z22
	VPMOVZXBD 16(R11)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $2, Z23, Z16
	VPSRLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z24, Z22, Z6
	VFMADD231PS Z26, Z17, Z6
	VPMOVZXBD 160(R11)(SI*1), Z22
	VPMOVZXBD 32(R11)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $2, Z23, Z16
	VPSRLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VFMADD231PS Z25, Z22, Z7
	VFMADD231PS Z27, Z17, Z7
	ADDQ $176, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ q5kx4_loop
q5kx4_done:
	STORE8

// func decodeQ5_KAVX512(dst *float32, src *byte, nb int)
TEXT ·decodeQ5_KAVX512(SB), $96-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	TESTQ CX, CX
	JZ decq5k_done
	VMOVUPS iota16<>(SB), Z30
	VMOVUPS iota16hi<>(SB), Z29
	VPBROADCASTD mask0F32<>(SB), Z28
	VMOVUPS q4kDmin<>(SB), Z31
	XORQ SI, SI
decq5k_loop:
	MOVL 4(R8)(SI*1), AX
	MOVL 8(R8)(SI*1), BX
	MOVL 12(R8)(SI*1), DX
	MOVL DX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL BX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x3f3f3f3f, BX
	ANDL $0x0f0f0f0f, DX
	MOVL AX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, DX
	ANDL $0x3f3f3f3f, AX
	SHLQ $32, DX
	ORQ DX, AX
	SHLQ $32, R12
	ORQ R12, BX
	VMOVQ AX, X16
	VPINSRQ $1, BX, X16, X16
	MOVL 0(R8)(SI*1), AX
	VMOVD AX, X17
	VCVTPH2PS X17, X17
	VPERMPS Z17, Z31, Z17
	VPMOVZXBD X16, Z16
	VCVTDQ2PS Z16, Z16
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, 0(SP)
	VMULPS.BCST 0(SP), Z30, Z18
	VSUBPS.BCST 32(SP), Z18, Z18
	VMULPS.BCST 0(SP), Z29, Z19
	VSUBPS.BCST 32(SP), Z19, Z19
	VMULPS.BCST 4(SP), Z30, Z20
	VSUBPS.BCST 36(SP), Z20, Z20
	VMULPS.BCST 4(SP), Z29, Z21
	VSUBPS.BCST 36(SP), Z21, Z21
	VPMOVZXBD 48(R8)(SI*1), Z22
	VPMOVZXBD 16(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $4, Z23, Z16
	VPSLLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VMOVUPS Z22, 0(DI)
	VMOVUPS Z17, 128(DI)
	VPMOVZXBD 64(R8)(SI*1), Z22
	VPMOVZXBD 32(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $4, Z23, Z16
	VPSLLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VMOVUPS Z22, 64(DI)
	VMOVUPS Z17, 192(DI)
	VMULPS.BCST 8(SP), Z30, Z18
	VSUBPS.BCST 40(SP), Z18, Z18
	VMULPS.BCST 8(SP), Z29, Z19
	VSUBPS.BCST 40(SP), Z19, Z19
	VMULPS.BCST 12(SP), Z30, Z20
	VSUBPS.BCST 44(SP), Z20, Z20
	VMULPS.BCST 12(SP), Z29, Z21
	VSUBPS.BCST 44(SP), Z21, Z21
	VPMOVZXBD 80(R8)(SI*1), Z22
	VPMOVZXBD 16(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $2, Z23, Z16
	VPSLLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VMOVUPS Z22, 256(DI)
	VMOVUPS Z17, 384(DI)
	VPMOVZXBD 96(R8)(SI*1), Z22
	VPMOVZXBD 32(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSLLD $2, Z23, Z16
	VPSLLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VMOVUPS Z22, 320(DI)
	VMOVUPS Z17, 448(DI)
	VMULPS.BCST 16(SP), Z30, Z18
	VSUBPS.BCST 48(SP), Z18, Z18
	VMULPS.BCST 16(SP), Z29, Z19
	VSUBPS.BCST 48(SP), Z19, Z19
	VMULPS.BCST 20(SP), Z30, Z20
	VSUBPS.BCST 52(SP), Z20, Z20
	VMULPS.BCST 20(SP), Z29, Z21
	VSUBPS.BCST 52(SP), Z21, Z21
	VPMOVZXBD 112(R8)(SI*1), Z22
	VPMOVZXBD 16(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z23, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VMOVUPS Z22, 512(DI)
	VMOVUPS Z17, 640(DI)
	VPMOVZXBD 128(R8)(SI*1), Z22
	VPMOVZXBD 32(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $1, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z23, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VMOVUPS Z22, 576(DI)
	VMOVUPS Z17, 704(DI)
	VMULPS.BCST 24(SP), Z30, Z18
	VSUBPS.BCST 56(SP), Z18, Z18
	VMULPS.BCST 24(SP), Z29, Z19
	VSUBPS.BCST 56(SP), Z19, Z19
	VMULPS.BCST 28(SP), Z30, Z20
	VSUBPS.BCST 60(SP), Z20, Z20
	VMULPS.BCST 28(SP), Z29, Z21
	VSUBPS.BCST 60(SP), Z21, Z21
	VPMOVZXBD 144(R8)(SI*1), Z22
	VPMOVZXBD 16(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $2, Z23, Z16
	VPSRLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VMOVUPS Z22, 768(DI)
	VMOVUPS Z17, 896(DI)
	VPMOVZXBD 160(R8)(SI*1), Z22
	VPMOVZXBD 32(R8)(SI*1), Z23
	VPSRLD $4, Z22, Z17
	VPSRLD $2, Z23, Z16
	VPSRLD $3, Z23, Z15
	VPTERNLOGD $0xE4, Z28, Z16, Z22
	VPTERNLOGD $0xE4, Z28, Z15, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17
	VMOVUPS Z22, 832(DI)
	VMOVUPS Z17, 960(DI)
	ADDQ $176, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ decq5k_loop
decq5k_done:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------------------------
// Q4_1 {fp16 d, m; u8 qs[16]} (20 B), Q5_0 {fp16 d; u32 qh; u8 qs[16]} (22 B) and
// Q5_1 {fp16 d, m; u32 qh; u8 qs[16]} (24 B): x = float32(q·d) + m, (q−16)·d and float32(q·d) + m.
// Scales come from the fp16 table (fp16Table); the 5-bit formats look 32-entry tables (two zmm)
// up with VPERMI2PS, the fifth bit (qh bit j for element j) ORed into the index under a k-mask
// loaded straight from qh.

DATA iotaM16<>+0(SB)/4, $-16.0
DATA iotaM16<>+4(SB)/4, $-15.0
DATA iotaM16<>+8(SB)/4, $-14.0
DATA iotaM16<>+12(SB)/4, $-13.0
DATA iotaM16<>+16(SB)/4, $-12.0
DATA iotaM16<>+20(SB)/4, $-11.0
DATA iotaM16<>+24(SB)/4, $-10.0
DATA iotaM16<>+28(SB)/4, $-9.0
DATA iotaM16<>+32(SB)/4, $-8.0
DATA iotaM16<>+36(SB)/4, $-7.0
DATA iotaM16<>+40(SB)/4, $-6.0
DATA iotaM16<>+44(SB)/4, $-5.0
DATA iotaM16<>+48(SB)/4, $-4.0
DATA iotaM16<>+52(SB)/4, $-3.0
DATA iotaM16<>+56(SB)/4, $-2.0
DATA iotaM16<>+60(SB)/4, $-1.0
GLOBL iotaM16<>(SB), RODATA|NOPTR, $64
DATA c16<>+0(SB)/4, $16
GLOBL c16<>(SB), RODATA|NOPTR, $4

// func gemvQ4_1x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ4_1x4AVX512(SB), NOSPLIT, $0-48
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q41x4_done
	VMOVUPS iota16<>(SB), Z30
	MOVQ fp16+32(FP), R12
	MOVQ pf+40(FP), BX
	XORQ SI, SI
q41x4_loop:
	VMOVUPS (DI), Z28
	VMOVUPS 64(DI), Z27
	PREFETCHT1 (R8)(BX*1)
	MOVWLZX (R8)(SI*1), AX
	MOVWLZX 2(R8)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z30, Z16
	VADDPS.BCST (R12)(DX*4), Z16, Z16
	VPMOVZXBD 4(R8)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPERMPS Z16, Z17, Z17
	VPERMPS Z16, Z18, Z18
	VFMADD231PS Z28, Z17, Z0
	VFMADD231PS Z27, Z18, Z1
	PREFETCHT1 (R9)(BX*1)
	MOVWLZX (R9)(SI*1), AX
	MOVWLZX 2(R9)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z30, Z16
	VADDPS.BCST (R12)(DX*4), Z16, Z16
	VPMOVZXBD 4(R9)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPERMPS Z16, Z17, Z17
	VPERMPS Z16, Z18, Z18
	VFMADD231PS Z28, Z17, Z2
	VFMADD231PS Z27, Z18, Z3
	PREFETCHT1 (R10)(BX*1)
	MOVWLZX (R10)(SI*1), AX
	MOVWLZX 2(R10)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z30, Z16
	VADDPS.BCST (R12)(DX*4), Z16, Z16
	VPMOVZXBD 4(R10)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPERMPS Z16, Z17, Z17
	VPERMPS Z16, Z18, Z18
	VFMADD231PS Z28, Z17, Z4
	VFMADD231PS Z27, Z18, Z5
	PREFETCHT1 (R11)(BX*1)
	MOVWLZX (R11)(SI*1), AX
	MOVWLZX 2(R11)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z30, Z16
	VADDPS.BCST (R12)(DX*4), Z16, Z16
	VPMOVZXBD 4(R11)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPERMPS Z16, Z17, Z17
	VPERMPS Z16, Z18, Z18
	VFMADD231PS Z28, Z17, Z6
	VFMADD231PS Z27, Z18, Z7
	ADDQ $20, SI
	ADDQ $20, BX
	ADDQ $128, DI
	DECQ CX
	JNZ q41x4_loop
q41x4_done:
	STORE8

// func decodeQ4_1AVX512(dst *float32, src *byte, nb int, fp16 *float32)
TEXT ·decodeQ4_1AVX512(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	TESTQ CX, CX
	JZ decq41_done
	VMOVUPS iota16<>(SB), Z30
	XORQ SI, SI
decq41_loop:
	MOVWLZX (R8)(SI*1), AX
	MOVWLZX 2(R8)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z30, Z16
	VADDPS.BCST (R12)(DX*4), Z16, Z16
	VPMOVZXBD 4(R8)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPERMPS Z16, Z17, Z17
	VPERMPS Z16, Z18, Z18
	VMOVUPS Z17, (DI)
	VMOVUPS Z18, 64(DI)
	ADDQ $20, SI
	ADDQ $128, DI
	DECQ CX
	JNZ decq41_loop
decq41_done:
	VZEROUPPER
	RET

// func gemvQ5_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ5_0x4AVX512(SB), NOSPLIT, $0-48
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q50x4_done
	VMOVUPS iotaM16<>(SB), Z31
	VMOVUPS iota16<>(SB), Z30
	MOVQ fp16+32(FP), R12
	MOVQ pf+40(FP), BX
	XORQ SI, SI
q50x4_loop:
	VMOVUPS (DI), Z28
	VMOVUPS 64(DI), Z27
	PREFETCHT1 (R8)(BX*1)
	MOVWLZX (R8)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(AX*4), Z30, Z19
	KMOVW 2(R8)(SI*1), K1
	KMOVW 4(R8)(SI*1), K2
	VPMOVZXBD 6(R8)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPANDD.BCST mask0F32<>(SB), Z17, Z17
	VPORD.BCST c16<>(SB), Z17, K1, Z17
	VPORD.BCST c16<>(SB), Z18, K2, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z28, Z17, Z0
	VFMADD231PS Z27, Z18, Z1
	PREFETCHT1 (R9)(BX*1)
	MOVWLZX (R9)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(AX*4), Z30, Z19
	KMOVW 2(R9)(SI*1), K1
	KMOVW 4(R9)(SI*1), K2
	VPMOVZXBD 6(R9)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPANDD.BCST mask0F32<>(SB), Z17, Z17
	VPORD.BCST c16<>(SB), Z17, K1, Z17
	VPORD.BCST c16<>(SB), Z18, K2, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z28, Z17, Z2
	VFMADD231PS Z27, Z18, Z3
	PREFETCHT1 (R10)(BX*1)
	MOVWLZX (R10)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(AX*4), Z30, Z19
	KMOVW 2(R10)(SI*1), K1
	KMOVW 4(R10)(SI*1), K2
	VPMOVZXBD 6(R10)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPANDD.BCST mask0F32<>(SB), Z17, Z17
	VPORD.BCST c16<>(SB), Z17, K1, Z17
	VPORD.BCST c16<>(SB), Z18, K2, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z28, Z17, Z4
	VFMADD231PS Z27, Z18, Z5
	PREFETCHT1 (R11)(BX*1)
	MOVWLZX (R11)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(AX*4), Z30, Z19
	KMOVW 2(R11)(SI*1), K1
	KMOVW 4(R11)(SI*1), K2
	VPMOVZXBD 6(R11)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPANDD.BCST mask0F32<>(SB), Z17, Z17
	VPORD.BCST c16<>(SB), Z17, K1, Z17
	VPORD.BCST c16<>(SB), Z18, K2, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z28, Z17, Z6
	VFMADD231PS Z27, Z18, Z7
	ADDQ $22, SI
	ADDQ $22, BX
	ADDQ $128, DI
	DECQ CX
	JNZ q50x4_loop
q50x4_done:
	STORE8

// func decodeQ5_0AVX512(dst *float32, src *byte, nb int, fp16 *float32)
TEXT ·decodeQ5_0AVX512(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	TESTQ CX, CX
	JZ decq50_done
	VMOVUPS iotaM16<>(SB), Z31
	VMOVUPS iota16<>(SB), Z30
	XORQ SI, SI
decq50_loop:
	MOVWLZX (R8)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(AX*4), Z30, Z19
	KMOVW 2(R8)(SI*1), K1
	KMOVW 4(R8)(SI*1), K2
	VPMOVZXBD 6(R8)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPANDD.BCST mask0F32<>(SB), Z17, Z17
	VPORD.BCST c16<>(SB), Z17, K1, Z17
	VPORD.BCST c16<>(SB), Z18, K2, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VMOVUPS Z17, (DI)
	VMOVUPS Z18, 64(DI)
	ADDQ $22, SI
	ADDQ $128, DI
	DECQ CX
	JNZ decq50_loop
decq50_done:
	VZEROUPPER
	RET

// func gemvQ5_1x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ5_1x4AVX512(SB), NOSPLIT, $0-48
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q51x4_done
	VMOVUPS iota16<>(SB), Z30
	VMOVUPS iota16hi<>(SB), Z29
	MOVQ fp16+32(FP), R12
	MOVQ pf+40(FP), BX
	XORQ SI, SI
q51x4_loop:
	VMOVUPS (DI), Z28
	VMOVUPS 64(DI), Z27
	PREFETCHT1 (R8)(BX*1)
	MOVWLZX (R8)(SI*1), AX
	MOVWLZX 2(R8)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z30, Z16
	VADDPS.BCST (R12)(DX*4), Z16, Z16
	VMULPS.BCST (R12)(AX*4), Z29, Z19
	VADDPS.BCST (R12)(DX*4), Z19, Z19
	KMOVW 4(R8)(SI*1), K1
	KMOVW 6(R8)(SI*1), K2
	VPMOVZXBD 8(R8)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPANDD.BCST mask0F32<>(SB), Z17, Z17
	VPORD.BCST c16<>(SB), Z17, K1, Z17
	VPORD.BCST c16<>(SB), Z18, K2, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z28, Z17, Z0
	VFMADD231PS Z27, Z18, Z1
	PREFETCHT1 (R9)(BX*1)
	MOVWLZX (R9)(SI*1), AX
	MOVWLZX 2(R9)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z30, Z16
	VADDPS.BCST (R12)(DX*4), Z16, Z16
	VMULPS.BCST (R12)(AX*4), Z29, Z19
	VADDPS.BCST (R12)(DX*4), Z19, Z19
	KMOVW 4(R9)(SI*1), K1
	KMOVW 6(R9)(SI*1), K2
	VPMOVZXBD 8(R9)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPANDD.BCST mask0F32<>(SB), Z17, Z17
	VPORD.BCST c16<>(SB), Z17, K1, Z17
	VPORD.BCST c16<>(SB), Z18, K2, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z28, Z17, Z2
	VFMADD231PS Z27, Z18, Z3
	PREFETCHT1 (R10)(BX*1)
	MOVWLZX (R10)(SI*1), AX
	MOVWLZX 2(R10)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z30, Z16
	VADDPS.BCST (R12)(DX*4), Z16, Z16
	VMULPS.BCST (R12)(AX*4), Z29, Z19
	VADDPS.BCST (R12)(DX*4), Z19, Z19
	KMOVW 4(R10)(SI*1), K1
	KMOVW 6(R10)(SI*1), K2
	VPMOVZXBD 8(R10)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPANDD.BCST mask0F32<>(SB), Z17, Z17
	VPORD.BCST c16<>(SB), Z17, K1, Z17
	VPORD.BCST c16<>(SB), Z18, K2, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z28, Z17, Z4
	VFMADD231PS Z27, Z18, Z5
	PREFETCHT1 (R11)(BX*1)
	MOVWLZX (R11)(SI*1), AX
	MOVWLZX 2(R11)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z30, Z16
	VADDPS.BCST (R12)(DX*4), Z16, Z16
	VMULPS.BCST (R12)(AX*4), Z29, Z19
	VADDPS.BCST (R12)(DX*4), Z19, Z19
	KMOVW 4(R11)(SI*1), K1
	KMOVW 6(R11)(SI*1), K2
	VPMOVZXBD 8(R11)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPANDD.BCST mask0F32<>(SB), Z17, Z17
	VPORD.BCST c16<>(SB), Z17, K1, Z17
	VPORD.BCST c16<>(SB), Z18, K2, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z28, Z17, Z6
	VFMADD231PS Z27, Z18, Z7
	ADDQ $24, SI
	ADDQ $24, BX
	ADDQ $128, DI
	DECQ CX
	JNZ q51x4_loop
q51x4_done:
	STORE8

// func decodeQ5_1AVX512(dst *float32, src *byte, nb int, fp16 *float32)
TEXT ·decodeQ5_1AVX512(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	TESTQ CX, CX
	JZ decq51_done
	VMOVUPS iota16<>(SB), Z30
	VMOVUPS iota16hi<>(SB), Z29
	XORQ SI, SI
decq51_loop:
	MOVWLZX (R8)(SI*1), AX
	MOVWLZX 2(R8)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z30, Z16
	VADDPS.BCST (R12)(DX*4), Z16, Z16
	VMULPS.BCST (R12)(AX*4), Z29, Z19
	VADDPS.BCST (R12)(DX*4), Z19, Z19
	KMOVW 4(R8)(SI*1), K1
	KMOVW 6(R8)(SI*1), K2
	VPMOVZXBD 8(R8)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPANDD.BCST mask0F32<>(SB), Z17, Z17
	VPORD.BCST c16<>(SB), Z17, K1, Z17
	VPORD.BCST c16<>(SB), Z18, K2, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VMOVUPS Z17, (DI)
	VMOVUPS Z18, 64(DI)
	ADDQ $24, SI
	ADDQ $128, DI
	DECQ CX
	JNZ decq51_loop
decq51_done:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------------------------
// Q2_K {u8 scales[16]; u8 qs[64]; fp16 d, dmin} (84 B) and Q3_K {u8 hmask[32]; u8 qs[64];
// u8 scales[12]; fp16 d} (110 B), 256 elements in 16 sub-blocks of 16. Element l of sub-block j
// of half h is byte 16·(j%2)+l of the half's 32 qs bytes, bits 2·(j/2); Q3_K adds bit 4h+j/2 of
// hmask[16·(j%2)+l] (set: q+4). Tables per sub-block: Q2_K float32(d·(sc&15)·k) − dmin·(sc>>4)
// for k = 0…3, Q3_K d·(sc−32)·(k−4) for k = 0…7, repeated to 16 entries so that VPERMPS can take
// the shifted bytes as indices without masking (it reads 4 bits; the period ignores the rest).

DATA q2kIota<>+0(SB)/4, $0.0
DATA q2kIota<>+4(SB)/4, $1.0
DATA q2kIota<>+8(SB)/4, $2.0
DATA q2kIota<>+12(SB)/4, $3.0
DATA q2kIota<>+16(SB)/4, $0.0
DATA q2kIota<>+20(SB)/4, $1.0
DATA q2kIota<>+24(SB)/4, $2.0
DATA q2kIota<>+28(SB)/4, $3.0
DATA q2kIota<>+32(SB)/4, $0.0
DATA q2kIota<>+36(SB)/4, $1.0
DATA q2kIota<>+40(SB)/4, $2.0
DATA q2kIota<>+44(SB)/4, $3.0
DATA q2kIota<>+48(SB)/4, $0.0
DATA q2kIota<>+52(SB)/4, $1.0
DATA q2kIota<>+56(SB)/4, $2.0
DATA q2kIota<>+60(SB)/4, $3.0
GLOBL q2kIota<>(SB), RODATA|NOPTR, $64
DATA q3kLevels<>+0(SB)/4, $-4.0
DATA q3kLevels<>+4(SB)/4, $-3.0
DATA q3kLevels<>+8(SB)/4, $-2.0
DATA q3kLevels<>+12(SB)/4, $-1.0
DATA q3kLevels<>+16(SB)/4, $0.0
DATA q3kLevels<>+20(SB)/4, $1.0
DATA q3kLevels<>+24(SB)/4, $2.0
DATA q3kLevels<>+28(SB)/4, $3.0
DATA q3kLevels<>+32(SB)/4, $-4.0
DATA q3kLevels<>+36(SB)/4, $-3.0
DATA q3kLevels<>+40(SB)/4, $-2.0
DATA q3kLevels<>+44(SB)/4, $-1.0
DATA q3kLevels<>+48(SB)/4, $0.0
DATA q3kLevels<>+52(SB)/4, $1.0
DATA q3kLevels<>+56(SB)/4, $2.0
DATA q3kLevels<>+60(SB)/4, $3.0
GLOBL q3kLevels<>(SB), RODATA|NOPTR, $64
DATA c32<>+0(SB)/4, $32
GLOBL c32<>(SB), RODATA|NOPTR, $4
DATA mask3<>+0(SB)/4, $3
GLOBL mask3<>(SB), RODATA|NOPTR, $4

// func gemvQ2_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvQ2_Kx4AVX512(SB), $512-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q2kx4_done
	VMOVUPS q2kIota<>(SB), Z31
	XORQ SI, SI
q2kx4_loop:
	MOVQ pf+32(FP), AX
	ADDQ SI, AX
	PREFETCHT1 (R8)(AX*1)
	PREFETCHT1 64(R8)(AX*1)
	PREFETCHT1 (R9)(AX*1)
	PREFETCHT1 64(R9)(AX*1)
	PREFETCHT1 (R10)(AX*1)
	PREFETCHT1 64(R10)(AX*1)
	PREFETCHT1 (R11)(AX*1)
	PREFETCHT1 64(R11)(AX*1)
	VPMOVZXBD (R8)(SI*1), Z24
	VPSRLD $4, Z24, Z25
	VPANDD.BCST mask0F32<>(SB), Z24, Z24
	VCVTDQ2PS Z24, Z24
	VCVTDQ2PS Z25, Z25
	VPBROADCASTW 80(R8)(SI*1), Y26
	VCVTPH2PS Y26, Z26
	VPBROADCASTW 82(R8)(SI*1), Y27
	VCVTPH2PS Y27, Z27
	VMULPS Z26, Z24, Z24
	VMULPS Z27, Z25, Z25
	VMOVUPS Z24, 0(SP)
	VMOVUPS Z25, 64(SP)
	VPMOVZXBD (R9)(SI*1), Z24
	VPSRLD $4, Z24, Z25
	VPANDD.BCST mask0F32<>(SB), Z24, Z24
	VCVTDQ2PS Z24, Z24
	VCVTDQ2PS Z25, Z25
	VPBROADCASTW 80(R9)(SI*1), Y26
	VCVTPH2PS Y26, Z26
	VPBROADCASTW 82(R9)(SI*1), Y27
	VCVTPH2PS Y27, Z27
	VMULPS Z26, Z24, Z24
	VMULPS Z27, Z25, Z25
	VMOVUPS Z24, 128(SP)
	VMOVUPS Z25, 192(SP)
	VPMOVZXBD (R10)(SI*1), Z24
	VPSRLD $4, Z24, Z25
	VPANDD.BCST mask0F32<>(SB), Z24, Z24
	VCVTDQ2PS Z24, Z24
	VCVTDQ2PS Z25, Z25
	VPBROADCASTW 80(R10)(SI*1), Y26
	VCVTPH2PS Y26, Z26
	VPBROADCASTW 82(R10)(SI*1), Y27
	VCVTPH2PS Y27, Z27
	VMULPS Z26, Z24, Z24
	VMULPS Z27, Z25, Z25
	VMOVUPS Z24, 256(SP)
	VMOVUPS Z25, 320(SP)
	VPMOVZXBD (R11)(SI*1), Z24
	VPSRLD $4, Z24, Z25
	VPANDD.BCST mask0F32<>(SB), Z24, Z24
	VCVTDQ2PS Z24, Z24
	VCVTDQ2PS Z25, Z25
	VPBROADCASTW 80(R11)(SI*1), Y26
	VCVTPH2PS Y26, Z26
	VPBROADCASTW 82(R11)(SI*1), Y27
	VCVTPH2PS Y27, Z27
	VMULPS Z26, Z24, Z24
	VMULPS Z27, Z25, Z25
	VMOVUPS Z24, 384(SP)
	VMOVUPS Z25, 448(SP)
	VMOVUPS 0(DI), Z16
	VMOVUPS 64(DI), Z17
	VMOVUPS 128(DI), Z18
	VMOVUPS 192(DI), Z19
	VMOVUPS 256(DI), Z20
	VMOVUPS 320(DI), Z21
	VMOVUPS 384(DI), Z22
	VMOVUPS 448(DI), Z23
	VPMOVZXBD 16(R8)(SI*1), Z24
	VPMOVZXBD 32(R8)(SI*1), Z25
	VMULPS.BCST 0(SP), Z31, Z26
	VSUBPS.BCST 64(SP), Z26, Z26
	VPERMPS Z26, Z24, Z26
	VFMADD231PS Z16, Z26, Z0
	VMULPS.BCST 4(SP), Z31, Z26
	VSUBPS.BCST 68(SP), Z26, Z26
	VPERMPS Z26, Z25, Z26
	VFMADD231PS Z17, Z26, Z1
	VPSRLD $2, Z24, Z27
	VMULPS.BCST 8(SP), Z31, Z26
	VSUBPS.BCST 72(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z0
	VPSRLD $2, Z25, Z27
	VMULPS.BCST 12(SP), Z31, Z26
	VSUBPS.BCST 76(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z1
	VPSRLD $4, Z24, Z27
	VMULPS.BCST 16(SP), Z31, Z26
	VSUBPS.BCST 80(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z0
	VPSRLD $4, Z25, Z27
	VMULPS.BCST 20(SP), Z31, Z26
	VSUBPS.BCST 84(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z1
	VPSRLD $6, Z24, Z27
	VMULPS.BCST 24(SP), Z31, Z26
	VSUBPS.BCST 88(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z0
	VPSRLD $6, Z25, Z27
	VMULPS.BCST 28(SP), Z31, Z26
	VSUBPS.BCST 92(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z1
	VPMOVZXBD 16(R9)(SI*1), Z24
	VPMOVZXBD 32(R9)(SI*1), Z25
	VMULPS.BCST 128(SP), Z31, Z26
	VSUBPS.BCST 192(SP), Z26, Z26
	VPERMPS Z26, Z24, Z26
	VFMADD231PS Z16, Z26, Z2
	VMULPS.BCST 132(SP), Z31, Z26
	VSUBPS.BCST 196(SP), Z26, Z26
	VPERMPS Z26, Z25, Z26
	VFMADD231PS Z17, Z26, Z3
	VPSRLD $2, Z24, Z27
	VMULPS.BCST 136(SP), Z31, Z26
	VSUBPS.BCST 200(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z2
	VPSRLD $2, Z25, Z27
	VMULPS.BCST 140(SP), Z31, Z26
	VSUBPS.BCST 204(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z3
	VPSRLD $4, Z24, Z27
	VMULPS.BCST 144(SP), Z31, Z26
	VSUBPS.BCST 208(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z2
	VPSRLD $4, Z25, Z27
	VMULPS.BCST 148(SP), Z31, Z26
	VSUBPS.BCST 212(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z3
	VPSRLD $6, Z24, Z27
	VMULPS.BCST 152(SP), Z31, Z26
	VSUBPS.BCST 216(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z2
	VPSRLD $6, Z25, Z27
	VMULPS.BCST 156(SP), Z31, Z26
	VSUBPS.BCST 220(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z3
	VPMOVZXBD 16(R10)(SI*1), Z24
	VPMOVZXBD 32(R10)(SI*1), Z25
	VMULPS.BCST 256(SP), Z31, Z26
	VSUBPS.BCST 320(SP), Z26, Z26
	VPERMPS Z26, Z24, Z26
	VFMADD231PS Z16, Z26, Z4
	VMULPS.BCST 260(SP), Z31, Z26
	VSUBPS.BCST 324(SP), Z26, Z26
	VPERMPS Z26, Z25, Z26
	VFMADD231PS Z17, Z26, Z5
	VPSRLD $2, Z24, Z27
	VMULPS.BCST 264(SP), Z31, Z26
	VSUBPS.BCST 328(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z4
	VPSRLD $2, Z25, Z27
	VMULPS.BCST 268(SP), Z31, Z26
	VSUBPS.BCST 332(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z5
	VPSRLD $4, Z24, Z27
	VMULPS.BCST 272(SP), Z31, Z26
	VSUBPS.BCST 336(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z4
	VPSRLD $4, Z25, Z27
	VMULPS.BCST 276(SP), Z31, Z26
	VSUBPS.BCST 340(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z5
	VPSRLD $6, Z24, Z27
	VMULPS.BCST 280(SP), Z31, Z26
	VSUBPS.BCST 344(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z4
	VPSRLD $6, Z25, Z27
	VMULPS.BCST 284(SP), Z31, Z26
	VSUBPS.BCST 348(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z5
	VPMOVZXBD 16(R11)(SI*1), Z24
	VPMOVZXBD 32(R11)(SI*1), Z25
	VMULPS.BCST 384(SP), Z31, Z26
	VSUBPS.BCST 448(SP), Z26, Z26
	VPERMPS Z26, Z24, Z26
	VFMADD231PS Z16, Z26, Z6
	VMULPS.BCST 388(SP), Z31, Z26
	VSUBPS.BCST 452(SP), Z26, Z26
	VPERMPS Z26, Z25, Z26
	VFMADD231PS Z17, Z26, Z7
	VPSRLD $2, Z24, Z27
	VMULPS.BCST 392(SP), Z31, Z26
	VSUBPS.BCST 456(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z6
	VPSRLD $2, Z25, Z27
	VMULPS.BCST 396(SP), Z31, Z26
	VSUBPS.BCST 460(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z7
	VPSRLD $4, Z24, Z27
	VMULPS.BCST 400(SP), Z31, Z26
	VSUBPS.BCST 464(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z6
	VPSRLD $4, Z25, Z27
	VMULPS.BCST 404(SP), Z31, Z26
	VSUBPS.BCST 468(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z7
	VPSRLD $6, Z24, Z27
	VMULPS.BCST 408(SP), Z31, Z26
	VSUBPS.BCST 472(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z6
	VPSRLD $6, Z25, Z27
	VMULPS.BCST 412(SP), Z31, Z26
	VSUBPS.BCST 476(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z7
	VMOVUPS 512(DI), Z16
	VMOVUPS 576(DI), Z17
	VMOVUPS 640(DI), Z18
	VMOVUPS 704(DI), Z19
	VMOVUPS 768(DI), Z20
	VMOVUPS 832(DI), Z21
	VMOVUPS 896(DI), Z22
	VMOVUPS 960(DI), Z23
	VPMOVZXBD 48(R8)(SI*1), Z24
	VPMOVZXBD 64(R8)(SI*1), Z25
	VMULPS.BCST 32(SP), Z31, Z26
	VSUBPS.BCST 96(SP), Z26, Z26
	VPERMPS Z26, Z24, Z26
	VFMADD231PS Z16, Z26, Z0
	VMULPS.BCST 36(SP), Z31, Z26
	VSUBPS.BCST 100(SP), Z26, Z26
	VPERMPS Z26, Z25, Z26
	VFMADD231PS Z17, Z26, Z1
	VPSRLD $2, Z24, Z27
	VMULPS.BCST 40(SP), Z31, Z26
	VSUBPS.BCST 104(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z0
	VPSRLD $2, Z25, Z27
	VMULPS.BCST 44(SP), Z31, Z26
	VSUBPS.BCST 108(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z1
	VPSRLD $4, Z24, Z27
	VMULPS.BCST 48(SP), Z31, Z26
	VSUBPS.BCST 112(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z0
	VPSRLD $4, Z25, Z27
	VMULPS.BCST 52(SP), Z31, Z26
	VSUBPS.BCST 116(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z1
	VPSRLD $6, Z24, Z27
	VMULPS.BCST 56(SP), Z31, Z26
	VSUBPS.BCST 120(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z0
	VPSRLD $6, Z25, Z27
	VMULPS.BCST 60(SP), Z31, Z26
	VSUBPS.BCST 124(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z1
	VPMOVZXBD 48(R9)(SI*1), Z24
	VPMOVZXBD 64(R9)(SI*1), Z25
	VMULPS.BCST 160(SP), Z31, Z26
	VSUBPS.BCST 224(SP), Z26, Z26
	VPERMPS Z26, Z24, Z26
	VFMADD231PS Z16, Z26, Z2
	VMULPS.BCST 164(SP), Z31, Z26
	VSUBPS.BCST 228(SP), Z26, Z26
	VPERMPS Z26, Z25, Z26
	VFMADD231PS Z17, Z26, Z3
	VPSRLD $2, Z24, Z27
	VMULPS.BCST 168(SP), Z31, Z26
	VSUBPS.BCST 232(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z2
	VPSRLD $2, Z25, Z27
	VMULPS.BCST 172(SP), Z31, Z26
	VSUBPS.BCST 236(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z3
	VPSRLD $4, Z24, Z27
	VMULPS.BCST 176(SP), Z31, Z26
	VSUBPS.BCST 240(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z2
	VPSRLD $4, Z25, Z27
	VMULPS.BCST 180(SP), Z31, Z26
	VSUBPS.BCST 244(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z3
	VPSRLD $6, Z24, Z27
	VMULPS.BCST 184(SP), Z31, Z26
	VSUBPS.BCST 248(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z2
	VPSRLD $6, Z25, Z27
	VMULPS.BCST 188(SP), Z31, Z26
	VSUBPS.BCST 252(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z3
	VPMOVZXBD 48(R10)(SI*1), Z24
	VPMOVZXBD 64(R10)(SI*1), Z25
	VMULPS.BCST 288(SP), Z31, Z26
	VSUBPS.BCST 352(SP), Z26, Z26
	VPERMPS Z26, Z24, Z26
	VFMADD231PS Z16, Z26, Z4
	VMULPS.BCST 292(SP), Z31, Z26
	VSUBPS.BCST 356(SP), Z26, Z26
	VPERMPS Z26, Z25, Z26
	VFMADD231PS Z17, Z26, Z5
	VPSRLD $2, Z24, Z27
	VMULPS.BCST 296(SP), Z31, Z26
	VSUBPS.BCST 360(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z4
	VPSRLD $2, Z25, Z27
	VMULPS.BCST 300(SP), Z31, Z26
	VSUBPS.BCST 364(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z5
	VPSRLD $4, Z24, Z27
	VMULPS.BCST 304(SP), Z31, Z26
	VSUBPS.BCST 368(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z4
	VPSRLD $4, Z25, Z27
	VMULPS.BCST 308(SP), Z31, Z26
	VSUBPS.BCST 372(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z5
	VPSRLD $6, Z24, Z27
	VMULPS.BCST 312(SP), Z31, Z26
	VSUBPS.BCST 376(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z4
	VPSRLD $6, Z25, Z27
	VMULPS.BCST 316(SP), Z31, Z26
	VSUBPS.BCST 380(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z5
	VPMOVZXBD 48(R11)(SI*1), Z24
	VPMOVZXBD 64(R11)(SI*1), Z25
	VMULPS.BCST 416(SP), Z31, Z26
	VSUBPS.BCST 480(SP), Z26, Z26
	VPERMPS Z26, Z24, Z26
	VFMADD231PS Z16, Z26, Z6
	VMULPS.BCST 420(SP), Z31, Z26
	VSUBPS.BCST 484(SP), Z26, Z26
	VPERMPS Z26, Z25, Z26
	VFMADD231PS Z17, Z26, Z7
	VPSRLD $2, Z24, Z27
	VMULPS.BCST 424(SP), Z31, Z26
	VSUBPS.BCST 488(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z6
	VPSRLD $2, Z25, Z27
	VMULPS.BCST 428(SP), Z31, Z26
	VSUBPS.BCST 492(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z7
	VPSRLD $4, Z24, Z27
	VMULPS.BCST 432(SP), Z31, Z26
	VSUBPS.BCST 496(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z6
	VPSRLD $4, Z25, Z27
	VMULPS.BCST 436(SP), Z31, Z26
	VSUBPS.BCST 500(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z7
	VPSRLD $6, Z24, Z27
	VMULPS.BCST 440(SP), Z31, Z26
	VSUBPS.BCST 504(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z6
	VPSRLD $6, Z25, Z27
	VMULPS.BCST 444(SP), Z31, Z26
	VSUBPS.BCST 508(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z7
	ADDQ $84, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ q2kx4_loop
q2kx4_done:
	STORE8

// func decodeQ2_KAVX512(dst *float32, src *byte, nb int)
TEXT ·decodeQ2_KAVX512(SB), $128-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	TESTQ CX, CX
	JZ decq2k_done
	VMOVUPS q2kIota<>(SB), Z31
	XORQ SI, SI
decq2k_loop:
	VPMOVZXBD (R8)(SI*1), Z24
	VPSRLD $4, Z24, Z25
	VPANDD.BCST mask0F32<>(SB), Z24, Z24
	VCVTDQ2PS Z24, Z24
	VCVTDQ2PS Z25, Z25
	VPBROADCASTW 80(R8)(SI*1), Y26
	VCVTPH2PS Y26, Z26
	VPBROADCASTW 82(R8)(SI*1), Y27
	VCVTPH2PS Y27, Z27
	VMULPS Z26, Z24, Z24
	VMULPS Z27, Z25, Z25
	VMOVUPS Z24, 0(SP)
	VMOVUPS Z25, 64(SP)
	VPMOVZXBD 16(R8)(SI*1), Z24
	VPMOVZXBD 32(R8)(SI*1), Z25
	VMULPS.BCST 0(SP), Z31, Z26
	VSUBPS.BCST 64(SP), Z26, Z26
	VPERMPS Z26, Z24, Z26
	VMOVUPS Z26, 0(DI)
	VMULPS.BCST 4(SP), Z31, Z26
	VSUBPS.BCST 68(SP), Z26, Z26
	VPERMPS Z26, Z25, Z26
	VMOVUPS Z26, 64(DI)
	VPSRLD $2, Z24, Z27
	VMULPS.BCST 8(SP), Z31, Z26
	VSUBPS.BCST 72(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 128(DI)
	VPSRLD $2, Z25, Z27
	VMULPS.BCST 12(SP), Z31, Z26
	VSUBPS.BCST 76(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 192(DI)
	VPSRLD $4, Z24, Z27
	VMULPS.BCST 16(SP), Z31, Z26
	VSUBPS.BCST 80(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 256(DI)
	VPSRLD $4, Z25, Z27
	VMULPS.BCST 20(SP), Z31, Z26
	VSUBPS.BCST 84(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 320(DI)
	VPSRLD $6, Z24, Z27
	VMULPS.BCST 24(SP), Z31, Z26
	VSUBPS.BCST 88(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 384(DI)
	VPSRLD $6, Z25, Z27
	VMULPS.BCST 28(SP), Z31, Z26
	VSUBPS.BCST 92(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 448(DI)
	VPMOVZXBD 48(R8)(SI*1), Z24
	VPMOVZXBD 64(R8)(SI*1), Z25
	VMULPS.BCST 32(SP), Z31, Z26
	VSUBPS.BCST 96(SP), Z26, Z26
	VPERMPS Z26, Z24, Z26
	VMOVUPS Z26, 512(DI)
	VMULPS.BCST 36(SP), Z31, Z26
	VSUBPS.BCST 100(SP), Z26, Z26
	VPERMPS Z26, Z25, Z26
	VMOVUPS Z26, 576(DI)
	VPSRLD $2, Z24, Z27
	VMULPS.BCST 40(SP), Z31, Z26
	VSUBPS.BCST 104(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 640(DI)
	VPSRLD $2, Z25, Z27
	VMULPS.BCST 44(SP), Z31, Z26
	VSUBPS.BCST 108(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 704(DI)
	VPSRLD $4, Z24, Z27
	VMULPS.BCST 48(SP), Z31, Z26
	VSUBPS.BCST 112(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 768(DI)
	VPSRLD $4, Z25, Z27
	VMULPS.BCST 52(SP), Z31, Z26
	VSUBPS.BCST 116(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 832(DI)
	VPSRLD $6, Z24, Z27
	VMULPS.BCST 56(SP), Z31, Z26
	VSUBPS.BCST 120(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 896(DI)
	VPSRLD $6, Z25, Z27
	VMULPS.BCST 60(SP), Z31, Z26
	VSUBPS.BCST 124(SP), Z26, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 960(DI)
	ADDQ $84, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ decq2k_loop
decq2k_done:
	VZEROUPPER
	RET

// func gemvQ3_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvQ3_Kx4AVX512(SB), $256-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q3kx4_done
	VMOVUPS q3kLevels<>(SB), Z31
	VPBROADCASTD mask3<>(SB), Z30
	XORQ SI, SI
q3kx4_loop:
	MOVQ pf+32(FP), AX
	ADDQ SI, AX
	PREFETCHT1 (R8)(AX*1)
	PREFETCHT1 64(R8)(AX*1)
	PREFETCHT1 (R9)(AX*1)
	PREFETCHT1 64(R9)(AX*1)
	PREFETCHT1 (R10)(AX*1)
	PREFETCHT1 64(R10)(AX*1)
	PREFETCHT1 (R11)(AX*1)
	PREFETCHT1 64(R11)(AX*1)
	MOVL 96(R8)(SI*1), AX
	MOVL 100(R8)(SI*1), BX
	MOVL 104(R8)(SI*1), DX
	MOVL AX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL DX, R13
	SHRL $4, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x0f0f0f0f, AX
	MOVL DX, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, AX
	VMOVD AX, X24
	VMOVD R12, X25
	MOVL BX, AX
	ANDL $0x0f0f0f0f, AX
	MOVL DX, R13
	SHRL $2, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, AX
	SHRL $4, BX
	ANDL $0x0f0f0f0f, BX
	SHRL $6, DX
	ANDL $0x03030303, DX
	SHLL $4, DX
	ORL DX, BX
	VPINSRD $1, AX, X24, X24
	VPINSRD $1, BX, X25, X25
	VPUNPCKLQDQ X25, X24, X24
	VPMOVZXBD X24, Z24
	VPSUBD.BCST c32<>(SB), Z24, Z24
	VCVTDQ2PS Z24, Z24
	VPBROADCASTW 108(R8)(SI*1), Y26
	VCVTPH2PS Y26, Z26
	VMULPS Z26, Z24, Z24
	VMOVUPS Z24, 0(SP)
	MOVL 96(R9)(SI*1), AX
	MOVL 100(R9)(SI*1), BX
	MOVL 104(R9)(SI*1), DX
	MOVL AX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL DX, R13
	SHRL $4, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x0f0f0f0f, AX
	MOVL DX, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, AX
	VMOVD AX, X24
	VMOVD R12, X25
	MOVL BX, AX
	ANDL $0x0f0f0f0f, AX
	MOVL DX, R13
	SHRL $2, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, AX
	SHRL $4, BX
	ANDL $0x0f0f0f0f, BX
	SHRL $6, DX
	ANDL $0x03030303, DX
	SHLL $4, DX
	ORL DX, BX
	VPINSRD $1, AX, X24, X24
	VPINSRD $1, BX, X25, X25
	VPUNPCKLQDQ X25, X24, X24
	VPMOVZXBD X24, Z24
	VPSUBD.BCST c32<>(SB), Z24, Z24
	VCVTDQ2PS Z24, Z24
	VPBROADCASTW 108(R9)(SI*1), Y26
	VCVTPH2PS Y26, Z26
	VMULPS Z26, Z24, Z24
	VMOVUPS Z24, 64(SP)
	MOVL 96(R10)(SI*1), AX
	MOVL 100(R10)(SI*1), BX
	MOVL 104(R10)(SI*1), DX
	MOVL AX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL DX, R13
	SHRL $4, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x0f0f0f0f, AX
	MOVL DX, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, AX
	VMOVD AX, X24
	VMOVD R12, X25
	MOVL BX, AX
	ANDL $0x0f0f0f0f, AX
	MOVL DX, R13
	SHRL $2, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, AX
	SHRL $4, BX
	ANDL $0x0f0f0f0f, BX
	SHRL $6, DX
	ANDL $0x03030303, DX
	SHLL $4, DX
	ORL DX, BX
	VPINSRD $1, AX, X24, X24
	VPINSRD $1, BX, X25, X25
	VPUNPCKLQDQ X25, X24, X24
	VPMOVZXBD X24, Z24
	VPSUBD.BCST c32<>(SB), Z24, Z24
	VCVTDQ2PS Z24, Z24
	VPBROADCASTW 108(R10)(SI*1), Y26
	VCVTPH2PS Y26, Z26
	VMULPS Z26, Z24, Z24
	VMOVUPS Z24, 128(SP)
	MOVL 96(R11)(SI*1), AX
	MOVL 100(R11)(SI*1), BX
	MOVL 104(R11)(SI*1), DX
	MOVL AX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL DX, R13
	SHRL $4, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x0f0f0f0f, AX
	MOVL DX, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, AX
	VMOVD AX, X24
	VMOVD R12, X25
	MOVL BX, AX
	ANDL $0x0f0f0f0f, AX
	MOVL DX, R13
	SHRL $2, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, AX
	SHRL $4, BX
	ANDL $0x0f0f0f0f, BX
	SHRL $6, DX
	ANDL $0x03030303, DX
	SHLL $4, DX
	ORL DX, BX
	VPINSRD $1, AX, X24, X24
	VPINSRD $1, BX, X25, X25
	VPUNPCKLQDQ X25, X24, X24
	VPMOVZXBD X24, Z24
	VPSUBD.BCST c32<>(SB), Z24, Z24
	VCVTDQ2PS Z24, Z24
	VPBROADCASTW 108(R11)(SI*1), Y26
	VCVTPH2PS Y26, Z26
	VMULPS Z26, Z24, Z24
	VMOVUPS Z24, 192(SP)
	VMOVUPS 0(DI), Z16
	VMOVUPS 64(DI), Z17
	VMOVUPS 128(DI), Z18
	VMOVUPS 192(DI), Z19
	VMOVUPS 256(DI), Z20
	VMOVUPS 320(DI), Z21
	VMOVUPS 384(DI), Z22
	VMOVUPS 448(DI), Z23
	VPMOVZXBD (R8)(SI*1), Z28
	VPMOVZXBD 16(R8)(SI*1), Z29
	VPMOVZXBD 32(R8)(SI*1), Z24
	VPMOVZXBD 48(R8)(SI*1), Z25
	VMOVDQA32 Z24, Z27
	VPSLLD $2, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 0(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z16, Z26, Z0
	VMOVDQA32 Z25, Z27
	VPSLLD $2, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 4(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z17, Z26, Z1
	VPSRLD $2, Z24, Z27
	VPSLLD $1, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 8(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z0
	VPSRLD $2, Z25, Z27
	VPSLLD $1, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 12(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z1
	VPSRLD $4, Z24, Z27
	VMOVDQA32 Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 16(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z0
	VPSRLD $4, Z25, Z27
	VMOVDQA32 Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 20(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z1
	VPSRLD $6, Z24, Z27
	VPSRLD $1, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 24(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z0
	VPSRLD $6, Z25, Z27
	VPSRLD $1, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 28(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z1
	VPMOVZXBD (R9)(SI*1), Z28
	VPMOVZXBD 16(R9)(SI*1), Z29
	VPMOVZXBD 32(R9)(SI*1), Z24
	VPMOVZXBD 48(R9)(SI*1), Z25
	VMOVDQA32 Z24, Z27
	VPSLLD $2, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 64(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z16, Z26, Z2
	VMOVDQA32 Z25, Z27
	VPSLLD $2, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 68(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z17, Z26, Z3
	VPSRLD $2, Z24, Z27
	VPSLLD $1, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 72(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z2
	VPSRLD $2, Z25, Z27
	VPSLLD $1, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 76(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z3
	VPSRLD $4, Z24, Z27
	VMOVDQA32 Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 80(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z2
	VPSRLD $4, Z25, Z27
	VMOVDQA32 Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 84(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z3
	VPSRLD $6, Z24, Z27
	VPSRLD $1, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 88(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z2
	VPSRLD $6, Z25, Z27
	VPSRLD $1, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 92(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z3
	VPMOVZXBD (R10)(SI*1), Z28
	VPMOVZXBD 16(R10)(SI*1), Z29
	VPMOVZXBD 32(R10)(SI*1), Z24
	VPMOVZXBD 48(R10)(SI*1), Z25
	VMOVDQA32 Z24, Z27
	VPSLLD $2, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 128(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z16, Z26, Z4
	VMOVDQA32 Z25, Z27
	VPSLLD $2, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 132(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z17, Z26, Z5
	VPSRLD $2, Z24, Z27
	VPSLLD $1, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 136(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z4
	VPSRLD $2, Z25, Z27
	VPSLLD $1, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 140(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z5
	VPSRLD $4, Z24, Z27
	VMOVDQA32 Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 144(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z4
	VPSRLD $4, Z25, Z27
	VMOVDQA32 Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 148(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z5
	VPSRLD $6, Z24, Z27
	VPSRLD $1, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 152(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z4
	VPSRLD $6, Z25, Z27
	VPSRLD $1, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 156(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z5
	VPMOVZXBD (R11)(SI*1), Z28
	VPMOVZXBD 16(R11)(SI*1), Z29
	VPMOVZXBD 32(R11)(SI*1), Z24
	VPMOVZXBD 48(R11)(SI*1), Z25
	VMOVDQA32 Z24, Z27
	VPSLLD $2, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 192(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z16, Z26, Z6
	VMOVDQA32 Z25, Z27
	VPSLLD $2, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 196(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z17, Z26, Z7
	VPSRLD $2, Z24, Z27
	VPSLLD $1, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 200(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z6
	VPSRLD $2, Z25, Z27
	VPSLLD $1, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 204(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z7
	VPSRLD $4, Z24, Z27
	VMOVDQA32 Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 208(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z6
	VPSRLD $4, Z25, Z27
	VMOVDQA32 Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 212(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z7
	VPSRLD $6, Z24, Z27
	VPSRLD $1, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 216(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z6
	VPSRLD $6, Z25, Z27
	VPSRLD $1, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 220(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z7
	VMOVUPS 512(DI), Z16
	VMOVUPS 576(DI), Z17
	VMOVUPS 640(DI), Z18
	VMOVUPS 704(DI), Z19
	VMOVUPS 768(DI), Z20
	VMOVUPS 832(DI), Z21
	VMOVUPS 896(DI), Z22
	VMOVUPS 960(DI), Z23
	VPMOVZXBD (R8)(SI*1), Z28
	VPMOVZXBD 16(R8)(SI*1), Z29
	VPMOVZXBD 64(R8)(SI*1), Z24
	VPMOVZXBD 80(R8)(SI*1), Z25
	VMOVDQA32 Z24, Z27
	VPSRLD $2, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 32(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z16, Z26, Z0
	VMOVDQA32 Z25, Z27
	VPSRLD $2, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 36(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z17, Z26, Z1
	VPSRLD $2, Z24, Z27
	VPSRLD $3, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 40(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z0
	VPSRLD $2, Z25, Z27
	VPSRLD $3, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 44(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z1
	VPSRLD $4, Z24, Z27
	VPSRLD $4, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 48(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z0
	VPSRLD $4, Z25, Z27
	VPSRLD $4, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 52(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z1
	VPSRLD $6, Z24, Z27
	VPSRLD $5, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 56(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z0
	VPSRLD $6, Z25, Z27
	VPSRLD $5, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 60(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z1
	VPMOVZXBD (R9)(SI*1), Z28
	VPMOVZXBD 16(R9)(SI*1), Z29
	VPMOVZXBD 64(R9)(SI*1), Z24
	VPMOVZXBD 80(R9)(SI*1), Z25
	VMOVDQA32 Z24, Z27
	VPSRLD $2, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 96(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z16, Z26, Z2
	VMOVDQA32 Z25, Z27
	VPSRLD $2, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 100(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z17, Z26, Z3
	VPSRLD $2, Z24, Z27
	VPSRLD $3, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 104(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z2
	VPSRLD $2, Z25, Z27
	VPSRLD $3, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 108(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z3
	VPSRLD $4, Z24, Z27
	VPSRLD $4, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 112(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z2
	VPSRLD $4, Z25, Z27
	VPSRLD $4, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 116(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z3
	VPSRLD $6, Z24, Z27
	VPSRLD $5, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 120(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z2
	VPSRLD $6, Z25, Z27
	VPSRLD $5, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 124(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z3
	VPMOVZXBD (R10)(SI*1), Z28
	VPMOVZXBD 16(R10)(SI*1), Z29
	VPMOVZXBD 64(R10)(SI*1), Z24
	VPMOVZXBD 80(R10)(SI*1), Z25
	VMOVDQA32 Z24, Z27
	VPSRLD $2, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 160(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z16, Z26, Z4
	VMOVDQA32 Z25, Z27
	VPSRLD $2, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 164(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z17, Z26, Z5
	VPSRLD $2, Z24, Z27
	VPSRLD $3, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 168(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z4
	VPSRLD $2, Z25, Z27
	VPSRLD $3, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 172(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z5
	VPSRLD $4, Z24, Z27
	VPSRLD $4, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 176(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z4
	VPSRLD $4, Z25, Z27
	VPSRLD $4, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 180(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z5
	VPSRLD $6, Z24, Z27
	VPSRLD $5, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 184(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z4
	VPSRLD $6, Z25, Z27
	VPSRLD $5, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 188(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z5
	VPMOVZXBD (R11)(SI*1), Z28
	VPMOVZXBD 16(R11)(SI*1), Z29
	VPMOVZXBD 64(R11)(SI*1), Z24
	VPMOVZXBD 80(R11)(SI*1), Z25
	VMOVDQA32 Z24, Z27
	VPSRLD $2, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 224(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z16, Z26, Z6
	VMOVDQA32 Z25, Z27
	VPSRLD $2, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 228(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z17, Z26, Z7
	VPSRLD $2, Z24, Z27
	VPSRLD $3, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 232(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z18, Z26, Z6
	VPSRLD $2, Z25, Z27
	VPSRLD $3, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 236(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z19, Z26, Z7
	VPSRLD $4, Z24, Z27
	VPSRLD $4, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 240(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z20, Z26, Z6
	VPSRLD $4, Z25, Z27
	VPSRLD $4, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 244(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z21, Z26, Z7
	VPSRLD $6, Z24, Z27
	VPSRLD $5, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 248(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z22, Z26, Z6
	VPSRLD $6, Z25, Z27
	VPSRLD $5, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 252(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VFMADD231PS Z23, Z26, Z7
	ADDQ $110, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ q3kx4_loop
q3kx4_done:
	STORE8

// func decodeQ3_KAVX512(dst *float32, src *byte, nb int)
TEXT ·decodeQ3_KAVX512(SB), $64-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	TESTQ CX, CX
	JZ decq3k_done
	VMOVUPS q3kLevels<>(SB), Z31
	VPBROADCASTD mask3<>(SB), Z30
	XORQ SI, SI
decq3k_loop:
	MOVL 96(R8)(SI*1), AX
	MOVL 100(R8)(SI*1), BX
	MOVL 104(R8)(SI*1), DX
	MOVL AX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL DX, R13
	SHRL $4, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x0f0f0f0f, AX
	MOVL DX, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, AX
	VMOVD AX, X24
	VMOVD R12, X25
	MOVL BX, AX
	ANDL $0x0f0f0f0f, AX
	MOVL DX, R13
	SHRL $2, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, AX
	SHRL $4, BX
	ANDL $0x0f0f0f0f, BX
	SHRL $6, DX
	ANDL $0x03030303, DX
	SHLL $4, DX
	ORL DX, BX
	VPINSRD $1, AX, X24, X24
	VPINSRD $1, BX, X25, X25
	VPUNPCKLQDQ X25, X24, X24
	VPMOVZXBD X24, Z24
	VPSUBD.BCST c32<>(SB), Z24, Z24
	VCVTDQ2PS Z24, Z24
	VPBROADCASTW 108(R8)(SI*1), Y26
	VCVTPH2PS Y26, Z26
	VMULPS Z26, Z24, Z24
	VMOVUPS Z24, 0(SP)
	VPMOVZXBD (R8)(SI*1), Z28
	VPMOVZXBD 16(R8)(SI*1), Z29
	VPMOVZXBD 32(R8)(SI*1), Z24
	VPMOVZXBD 48(R8)(SI*1), Z25
	VMOVDQA32 Z24, Z27
	VPSLLD $2, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 0(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 0(DI)
	VMOVDQA32 Z25, Z27
	VPSLLD $2, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 4(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 64(DI)
	VPSRLD $2, Z24, Z27
	VPSLLD $1, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 8(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 128(DI)
	VPSRLD $2, Z25, Z27
	VPSLLD $1, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 12(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 192(DI)
	VPSRLD $4, Z24, Z27
	VMOVDQA32 Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 16(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 256(DI)
	VPSRLD $4, Z25, Z27
	VMOVDQA32 Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 20(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 320(DI)
	VPSRLD $6, Z24, Z27
	VPSRLD $1, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 24(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 384(DI)
	VPSRLD $6, Z25, Z27
	VPSRLD $1, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 28(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 448(DI)
	VPMOVZXBD 64(R8)(SI*1), Z24
	VPMOVZXBD 80(R8)(SI*1), Z25
	VMOVDQA32 Z24, Z27
	VPSRLD $2, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 32(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 512(DI)
	VMOVDQA32 Z25, Z27
	VPSRLD $2, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 36(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 576(DI)
	VPSRLD $2, Z24, Z27
	VPSRLD $3, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 40(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 640(DI)
	VPSRLD $2, Z25, Z27
	VPSRLD $3, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 44(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 704(DI)
	VPSRLD $4, Z24, Z27
	VPSRLD $4, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 48(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 768(DI)
	VPSRLD $4, Z25, Z27
	VPSRLD $4, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 52(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 832(DI)
	VPSRLD $6, Z24, Z27
	VPSRLD $5, Z28, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 56(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 896(DI)
	VPSRLD $6, Z25, Z27
	VPSRLD $5, Z29, Z26
	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST 60(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26
	VMOVUPS Z26, 960(DI)
	ADDQ $110, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ decq3k_loop
decq3k_done:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------------------------
// MXFP4 {u8 e; u8 qs[16]} (17 B per 32): x = kvalues_fp4[nibble]·2^(e−128), the scale read from a
// 256-entry table; otherwise as Q4_0. NVFP4 {u8 d[4]; u8 qs[32]} (36 B per 64): a UE4M3 scale per
// 16 elements, sub-block s in qs[8s…8s+8] (low nibbles elements 16s+j, high ones 16s+8+j). Two
// sub-blocks are looked up at once in their two tables with VPERMI2PS (index bit 4 = which
// sub-block); x is reordered to match in registers (once per four rows).

DATA nvfp4Hi16<>+0(SB)/8, $0
DATA nvfp4Hi16<>+8(SB)/8, $0
DATA nvfp4Hi16<>+16(SB)/8, $0
DATA nvfp4Hi16<>+24(SB)/8, $0
DATA nvfp4Hi16<>+32(SB)/8, $0x0000001000000010
DATA nvfp4Hi16<>+40(SB)/8, $0x0000001000000010
DATA nvfp4Hi16<>+48(SB)/8, $0x0000001000000010
DATA nvfp4Hi16<>+56(SB)/8, $0x0000001000000010
GLOBL nvfp4Hi16<>(SB), RODATA|NOPTR, $64

// func gemvMXFP4x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]float32, scales *float32, pf int)
TEXT ·gemvMXFP4x4AVX512(SB), NOSPLIT, $0-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ mxfp4x4_done
	MOVQ levels+32(FP), AX
	VMOVUPS (AX), Z31
	MOVQ scales+40(FP), R12
	MOVQ pf+48(FP), BX
	XORQ SI, SI
mxfp4x4_loop:
	VMOVUPS (DI), Z28
	VMOVUPS 64(DI), Z29
	PREFETCHT1 (R8)(BX*1)
	MOVBLZX (R8)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 1(R8)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPERMPS Z16, Z17, Z17
	VPERMPS Z16, Z18, Z18
	VFMADD231PS Z28, Z17, Z0
	VFMADD231PS Z29, Z18, Z1
	PREFETCHT1 (R9)(BX*1)
	MOVBLZX (R9)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 1(R9)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPERMPS Z16, Z17, Z17
	VPERMPS Z16, Z18, Z18
	VFMADD231PS Z28, Z17, Z2
	VFMADD231PS Z29, Z18, Z3
	PREFETCHT1 (R10)(BX*1)
	MOVBLZX (R10)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 1(R10)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPERMPS Z16, Z17, Z17
	VPERMPS Z16, Z18, Z18
	VFMADD231PS Z28, Z17, Z4
	VFMADD231PS Z29, Z18, Z5
	PREFETCHT1 (R11)(BX*1)
	MOVBLZX (R11)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 1(R11)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPERMPS Z16, Z17, Z17
	VPERMPS Z16, Z18, Z18
	VFMADD231PS Z28, Z17, Z6
	VFMADD231PS Z29, Z18, Z7
	ADDQ $17, SI
	ADDQ $17, BX
	ADDQ $128, DI
	DECQ CX
	JNZ mxfp4x4_loop
mxfp4x4_done:
	STORE8

// func decodeMXFP4AVX512(dst *float32, src *byte, nb int, levels *[16]float32, scales *float32)
TEXT ·decodeMXFP4AVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ levels+24(FP), AX
	VMOVUPS (AX), Z31
	MOVQ scales+32(FP), R12
	TESTQ CX, CX
	JZ decmxfp4_done
	XORQ SI, SI
decmxfp4_loop:
	MOVBLZX (R8)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 1(R8)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPERMPS Z16, Z17, Z17
	VPERMPS Z16, Z18, Z18
	VMOVUPS Z17, (DI)
	VMOVUPS Z18, 64(DI)
	ADDQ $17, SI
	ADDQ $128, DI
	DECQ CX
	JNZ decmxfp4_loop
decmxfp4_done:
	VZEROUPPER
	RET

// func gemvNVFP4x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]float32, scales *float32, pf int)
TEXT ·gemvNVFP4x4AVX512(SB), NOSPLIT, $0-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ nvfp4x4_done
	MOVQ levels+32(FP), AX
	VMOVUPS (AX), Z31
	MOVQ scales+40(FP), R12
	MOVQ pf+48(FP), BX
	VMOVUPS nvfp4Hi16<>(SB), Z30
	VPBROADCASTD mask0F32<>(SB), Z26
	XORQ SI, SI
nvfp4x4_loop:
	PREFETCHT1 (R8)(BX*1)
	PREFETCHT1 (R9)(BX*1)
	PREFETCHT1 (R10)(BX*1)
	PREFETCHT1 (R11)(BX*1)
	VMOVUPS 0(DI), Z28
	VMOVUPS 64(DI), Z29
	VSHUFF32X4 $0x44, Z29, Z28, Z24
	VSHUFF32X4 $0xEE, Z29, Z28, Z25
	MOVBLZX 0(R8)(SI*1), AX
	MOVBLZX 1(R8)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(DX*4), Z31, Z19
	VPMOVZXBD 4(R8)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPTERNLOGD $0xEA, Z30, Z26, Z17
	VPORD Z30, Z18, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z24, Z17, Z0
	VFMADD231PS Z25, Z18, Z1
	MOVBLZX 0(R9)(SI*1), AX
	MOVBLZX 1(R9)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(DX*4), Z31, Z19
	VPMOVZXBD 4(R9)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPTERNLOGD $0xEA, Z30, Z26, Z17
	VPORD Z30, Z18, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z24, Z17, Z2
	VFMADD231PS Z25, Z18, Z3
	MOVBLZX 0(R10)(SI*1), AX
	MOVBLZX 1(R10)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(DX*4), Z31, Z19
	VPMOVZXBD 4(R10)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPTERNLOGD $0xEA, Z30, Z26, Z17
	VPORD Z30, Z18, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z24, Z17, Z4
	VFMADD231PS Z25, Z18, Z5
	MOVBLZX 0(R11)(SI*1), AX
	MOVBLZX 1(R11)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(DX*4), Z31, Z19
	VPMOVZXBD 4(R11)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPTERNLOGD $0xEA, Z30, Z26, Z17
	VPORD Z30, Z18, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z24, Z17, Z6
	VFMADD231PS Z25, Z18, Z7
	VMOVUPS 128(DI), Z28
	VMOVUPS 192(DI), Z29
	VSHUFF32X4 $0x44, Z29, Z28, Z24
	VSHUFF32X4 $0xEE, Z29, Z28, Z25
	MOVBLZX 2(R8)(SI*1), AX
	MOVBLZX 3(R8)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(DX*4), Z31, Z19
	VPMOVZXBD 20(R8)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPTERNLOGD $0xEA, Z30, Z26, Z17
	VPORD Z30, Z18, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z24, Z17, Z0
	VFMADD231PS Z25, Z18, Z1
	MOVBLZX 2(R9)(SI*1), AX
	MOVBLZX 3(R9)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(DX*4), Z31, Z19
	VPMOVZXBD 20(R9)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPTERNLOGD $0xEA, Z30, Z26, Z17
	VPORD Z30, Z18, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z24, Z17, Z2
	VFMADD231PS Z25, Z18, Z3
	MOVBLZX 2(R10)(SI*1), AX
	MOVBLZX 3(R10)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(DX*4), Z31, Z19
	VPMOVZXBD 20(R10)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPTERNLOGD $0xEA, Z30, Z26, Z17
	VPORD Z30, Z18, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z24, Z17, Z4
	VFMADD231PS Z25, Z18, Z5
	MOVBLZX 2(R11)(SI*1), AX
	MOVBLZX 3(R11)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(DX*4), Z31, Z19
	VPMOVZXBD 20(R11)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPTERNLOGD $0xEA, Z30, Z26, Z17
	VPORD Z30, Z18, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VFMADD231PS Z24, Z17, Z6
	VFMADD231PS Z25, Z18, Z7
	ADDQ $36, SI
	ADDQ $36, BX
	ADDQ $256, DI
	DECQ CX
	JNZ nvfp4x4_loop
nvfp4x4_done:
	STORE8

// func decodeNVFP4AVX512(dst *float32, src *byte, nb int, levels *[16]float32, scales *float32)
TEXT ·decodeNVFP4AVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ levels+24(FP), AX
	VMOVUPS (AX), Z31
	MOVQ scales+32(FP), R12
	VMOVUPS nvfp4Hi16<>(SB), Z30
	VPBROADCASTD mask0F32<>(SB), Z26
	TESTQ CX, CX
	JZ decnvfp4_done
	XORQ SI, SI
decnvfp4_loop:
	MOVBLZX 0(R8)(SI*1), AX
	MOVBLZX 1(R8)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(DX*4), Z31, Z19
	VPMOVZXBD 4(R8)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPTERNLOGD $0xEA, Z30, Z26, Z17
	VPORD Z30, Z18, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VSHUFF32X4 $0x44, Z18, Z17, Z20
	VSHUFF32X4 $0xEE, Z18, Z17, Z21
	VMOVUPS Z20, 0(DI)
	VMOVUPS Z21, 64(DI)
	MOVBLZX 2(R8)(SI*1), AX
	MOVBLZX 3(R8)(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(DX*4), Z31, Z19
	VPMOVZXBD 20(R8)(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPTERNLOGD $0xEA, Z30, Z26, Z17
	VPORD Z30, Z18, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18
	VSHUFF32X4 $0x44, Z18, Z17, Z20
	VSHUFF32X4 $0xEE, Z18, Z17, Z21
	VMOVUPS Z20, 128(DI)
	VMOVUPS Z21, 192(DI)
	ADDQ $36, SI
	ADDQ $256, DI
	DECQ CX
	JNZ decnvfp4_loop
decnvfp4_done:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------------------------
// Two-bit and one-bit types. TQ2_0 {u8 qs[64]; fp16 d} (66 B per 256): byte m of half h holds
// elements 128h+m, +32, +64, +96 in bits 0-1 … 6-7, x = (c−1)·d. Q2_0 {fp16 d; u8 qs[16]} (18 B
// per 64): byte i holds elements 4i…4i+3, x = (c−1)·d. Q1_0 {fp16 d; u8 qs[16]} (18 B per 128):
// bit k of byte i is element 8i+k, x = ±d. The 2-bit ones look codes up in the table
// d·[−1, 0, 1, 2] repeated four times (VPERMPS reads 4 bits; the period ignores the upper two);
// Q2_0 regroups x by element mod 4 in registers (shared by the four rows). Q1_0 blends d and −d
// under a k-mask loaded from the bits.

DATA tqLevels<>+0(SB)/4, $-1.0
DATA tqLevels<>+4(SB)/4, $0.0
DATA tqLevels<>+8(SB)/4, $1.0
DATA tqLevels<>+12(SB)/4, $2.0
DATA tqLevels<>+16(SB)/4, $-1.0
DATA tqLevels<>+20(SB)/4, $0.0
DATA tqLevels<>+24(SB)/4, $1.0
DATA tqLevels<>+28(SB)/4, $2.0
DATA tqLevels<>+32(SB)/4, $-1.0
DATA tqLevels<>+36(SB)/4, $0.0
DATA tqLevels<>+40(SB)/4, $1.0
DATA tqLevels<>+44(SB)/4, $2.0
DATA tqLevels<>+48(SB)/4, $-1.0
DATA tqLevels<>+52(SB)/4, $0.0
DATA tqLevels<>+56(SB)/4, $1.0
DATA tqLevels<>+60(SB)/4, $2.0
GLOBL tqLevels<>(SB), RODATA|NOPTR, $64
DATA q20Idx0<>+0(SB)/4, $0
DATA q20Idx0<>+4(SB)/4, $4
DATA q20Idx0<>+8(SB)/4, $8
DATA q20Idx0<>+12(SB)/4, $12
DATA q20Idx0<>+16(SB)/4, $16
DATA q20Idx0<>+20(SB)/4, $20
DATA q20Idx0<>+24(SB)/4, $24
DATA q20Idx0<>+28(SB)/4, $28
DATA q20Idx0<>+32(SB)/4, $0
DATA q20Idx0<>+36(SB)/4, $4
DATA q20Idx0<>+40(SB)/4, $8
DATA q20Idx0<>+44(SB)/4, $12
DATA q20Idx0<>+48(SB)/4, $16
DATA q20Idx0<>+52(SB)/4, $20
DATA q20Idx0<>+56(SB)/4, $24
DATA q20Idx0<>+60(SB)/4, $28
GLOBL q20Idx0<>(SB), RODATA|NOPTR, $64
DATA q20Idx1<>+0(SB)/4, $1
DATA q20Idx1<>+4(SB)/4, $5
DATA q20Idx1<>+8(SB)/4, $9
DATA q20Idx1<>+12(SB)/4, $13
DATA q20Idx1<>+16(SB)/4, $17
DATA q20Idx1<>+20(SB)/4, $21
DATA q20Idx1<>+24(SB)/4, $25
DATA q20Idx1<>+28(SB)/4, $29
DATA q20Idx1<>+32(SB)/4, $1
DATA q20Idx1<>+36(SB)/4, $5
DATA q20Idx1<>+40(SB)/4, $9
DATA q20Idx1<>+44(SB)/4, $13
DATA q20Idx1<>+48(SB)/4, $17
DATA q20Idx1<>+52(SB)/4, $21
DATA q20Idx1<>+56(SB)/4, $25
DATA q20Idx1<>+60(SB)/4, $29
GLOBL q20Idx1<>(SB), RODATA|NOPTR, $64
DATA q20Idx2<>+0(SB)/4, $2
DATA q20Idx2<>+4(SB)/4, $6
DATA q20Idx2<>+8(SB)/4, $10
DATA q20Idx2<>+12(SB)/4, $14
DATA q20Idx2<>+16(SB)/4, $18
DATA q20Idx2<>+20(SB)/4, $22
DATA q20Idx2<>+24(SB)/4, $26
DATA q20Idx2<>+28(SB)/4, $30
DATA q20Idx2<>+32(SB)/4, $2
DATA q20Idx2<>+36(SB)/4, $6
DATA q20Idx2<>+40(SB)/4, $10
DATA q20Idx2<>+44(SB)/4, $14
DATA q20Idx2<>+48(SB)/4, $18
DATA q20Idx2<>+52(SB)/4, $22
DATA q20Idx2<>+56(SB)/4, $26
DATA q20Idx2<>+60(SB)/4, $30
GLOBL q20Idx2<>(SB), RODATA|NOPTR, $64
DATA q20Idx3<>+0(SB)/4, $3
DATA q20Idx3<>+4(SB)/4, $7
DATA q20Idx3<>+8(SB)/4, $11
DATA q20Idx3<>+12(SB)/4, $15
DATA q20Idx3<>+16(SB)/4, $19
DATA q20Idx3<>+20(SB)/4, $23
DATA q20Idx3<>+24(SB)/4, $27
DATA q20Idx3<>+28(SB)/4, $31
DATA q20Idx3<>+32(SB)/4, $3
DATA q20Idx3<>+36(SB)/4, $7
DATA q20Idx3<>+40(SB)/4, $11
DATA q20Idx3<>+44(SB)/4, $15
DATA q20Idx3<>+48(SB)/4, $19
DATA q20Idx3<>+52(SB)/4, $23
DATA q20Idx3<>+56(SB)/4, $27
DATA q20Idx3<>+60(SB)/4, $31
GLOBL q20Idx3<>(SB), RODATA|NOPTR, $64
DATA signBit<>+0(SB)/4, $0x80000000
GLOBL signBit<>(SB), RODATA|NOPTR, $4

// func gemvTQ2_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvTQ2_0x4AVX512(SB), NOSPLIT, $0-48
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ tq20x4_done
	VMOVUPS tqLevels<>(SB), Z31
	MOVQ fp16+32(FP), R12
	MOVQ pf+40(FP), BX
	XORQ SI, SI
tq20x4_loop:
	PREFETCHT1 (R8)(BX*1)
	PREFETCHT1 64(R8)(BX*1)
	PREFETCHT1 (R9)(BX*1)
	PREFETCHT1 64(R9)(BX*1)
	PREFETCHT1 (R10)(BX*1)
	PREFETCHT1 64(R10)(BX*1)
	PREFETCHT1 (R11)(BX*1)
	PREFETCHT1 64(R11)(BX*1)
	MOVWLZX 64(R8)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 0(R8)(SI*1), Z20
	VPMOVZXBD 16(R8)(SI*1), Z21
	VPERMPS Z16, Z20, Z23
	VFMADD231PS 0(DI), Z23, Z0
	VPERMPS Z16, Z21, Z23
	VFMADD231PS 64(DI), Z23, Z1
	VPSRLD $2, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 128(DI), Z23, Z0
	VPSRLD $2, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 192(DI), Z23, Z1
	VPSRLD $4, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 256(DI), Z23, Z0
	VPSRLD $4, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 320(DI), Z23, Z1
	VPSRLD $6, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 384(DI), Z23, Z0
	VPSRLD $6, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 448(DI), Z23, Z1
	MOVWLZX 64(R9)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 0(R9)(SI*1), Z20
	VPMOVZXBD 16(R9)(SI*1), Z21
	VPERMPS Z16, Z20, Z23
	VFMADD231PS 0(DI), Z23, Z2
	VPERMPS Z16, Z21, Z23
	VFMADD231PS 64(DI), Z23, Z3
	VPSRLD $2, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 128(DI), Z23, Z2
	VPSRLD $2, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 192(DI), Z23, Z3
	VPSRLD $4, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 256(DI), Z23, Z2
	VPSRLD $4, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 320(DI), Z23, Z3
	VPSRLD $6, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 384(DI), Z23, Z2
	VPSRLD $6, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 448(DI), Z23, Z3
	MOVWLZX 64(R10)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 0(R10)(SI*1), Z20
	VPMOVZXBD 16(R10)(SI*1), Z21
	VPERMPS Z16, Z20, Z23
	VFMADD231PS 0(DI), Z23, Z4
	VPERMPS Z16, Z21, Z23
	VFMADD231PS 64(DI), Z23, Z5
	VPSRLD $2, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 128(DI), Z23, Z4
	VPSRLD $2, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 192(DI), Z23, Z5
	VPSRLD $4, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 256(DI), Z23, Z4
	VPSRLD $4, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 320(DI), Z23, Z5
	VPSRLD $6, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 384(DI), Z23, Z4
	VPSRLD $6, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 448(DI), Z23, Z5
	MOVWLZX 64(R11)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 0(R11)(SI*1), Z20
	VPMOVZXBD 16(R11)(SI*1), Z21
	VPERMPS Z16, Z20, Z23
	VFMADD231PS 0(DI), Z23, Z6
	VPERMPS Z16, Z21, Z23
	VFMADD231PS 64(DI), Z23, Z7
	VPSRLD $2, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 128(DI), Z23, Z6
	VPSRLD $2, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 192(DI), Z23, Z7
	VPSRLD $4, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 256(DI), Z23, Z6
	VPSRLD $4, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 320(DI), Z23, Z7
	VPSRLD $6, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 384(DI), Z23, Z6
	VPSRLD $6, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 448(DI), Z23, Z7
	ADDQ $512, DI
	MOVWLZX 64(R8)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 32(R8)(SI*1), Z20
	VPMOVZXBD 48(R8)(SI*1), Z21
	VPERMPS Z16, Z20, Z23
	VFMADD231PS 0(DI), Z23, Z0
	VPERMPS Z16, Z21, Z23
	VFMADD231PS 64(DI), Z23, Z1
	VPSRLD $2, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 128(DI), Z23, Z0
	VPSRLD $2, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 192(DI), Z23, Z1
	VPSRLD $4, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 256(DI), Z23, Z0
	VPSRLD $4, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 320(DI), Z23, Z1
	VPSRLD $6, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 384(DI), Z23, Z0
	VPSRLD $6, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 448(DI), Z23, Z1
	MOVWLZX 64(R9)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 32(R9)(SI*1), Z20
	VPMOVZXBD 48(R9)(SI*1), Z21
	VPERMPS Z16, Z20, Z23
	VFMADD231PS 0(DI), Z23, Z2
	VPERMPS Z16, Z21, Z23
	VFMADD231PS 64(DI), Z23, Z3
	VPSRLD $2, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 128(DI), Z23, Z2
	VPSRLD $2, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 192(DI), Z23, Z3
	VPSRLD $4, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 256(DI), Z23, Z2
	VPSRLD $4, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 320(DI), Z23, Z3
	VPSRLD $6, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 384(DI), Z23, Z2
	VPSRLD $6, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 448(DI), Z23, Z3
	MOVWLZX 64(R10)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 32(R10)(SI*1), Z20
	VPMOVZXBD 48(R10)(SI*1), Z21
	VPERMPS Z16, Z20, Z23
	VFMADD231PS 0(DI), Z23, Z4
	VPERMPS Z16, Z21, Z23
	VFMADD231PS 64(DI), Z23, Z5
	VPSRLD $2, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 128(DI), Z23, Z4
	VPSRLD $2, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 192(DI), Z23, Z5
	VPSRLD $4, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 256(DI), Z23, Z4
	VPSRLD $4, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 320(DI), Z23, Z5
	VPSRLD $6, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 384(DI), Z23, Z4
	VPSRLD $6, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 448(DI), Z23, Z5
	MOVWLZX 64(R11)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 32(R11)(SI*1), Z20
	VPMOVZXBD 48(R11)(SI*1), Z21
	VPERMPS Z16, Z20, Z23
	VFMADD231PS 0(DI), Z23, Z6
	VPERMPS Z16, Z21, Z23
	VFMADD231PS 64(DI), Z23, Z7
	VPSRLD $2, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 128(DI), Z23, Z6
	VPSRLD $2, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 192(DI), Z23, Z7
	VPSRLD $4, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 256(DI), Z23, Z6
	VPSRLD $4, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 320(DI), Z23, Z7
	VPSRLD $6, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 384(DI), Z23, Z6
	VPSRLD $6, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VFMADD231PS 448(DI), Z23, Z7
	ADDQ $512, DI
	ADDQ $66, SI
	ADDQ $66, BX
	DECQ CX
	JNZ tq20x4_loop
tq20x4_done:
	STORE8

// func decodeTQ2_0AVX512(dst *float32, src *byte, nb int, fp16 *float32)
TEXT ·decodeTQ2_0AVX512(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	VMOVUPS tqLevels<>(SB), Z31
	TESTQ CX, CX
	JZ dectq20_done
	XORQ SI, SI
dectq20_loop:
	MOVWLZX 64(R8)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 0(R8)(SI*1), Z20
	VPMOVZXBD 16(R8)(SI*1), Z21
	VPERMPS Z16, Z20, Z23
	VMOVUPS Z23, 0(DI)
	VPERMPS Z16, Z21, Z23
	VMOVUPS Z23, 64(DI)
	VPSRLD $2, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VMOVUPS Z23, 128(DI)
	VPSRLD $2, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VMOVUPS Z23, 192(DI)
	VPSRLD $4, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VMOVUPS Z23, 256(DI)
	VPSRLD $4, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VMOVUPS Z23, 320(DI)
	VPSRLD $6, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VMOVUPS Z23, 384(DI)
	VPSRLD $6, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VMOVUPS Z23, 448(DI)
	VPMOVZXBD 32(R8)(SI*1), Z20
	VPMOVZXBD 48(R8)(SI*1), Z21
	VPERMPS Z16, Z20, Z23
	VMOVUPS Z23, 512(DI)
	VPERMPS Z16, Z21, Z23
	VMOVUPS Z23, 576(DI)
	VPSRLD $2, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VMOVUPS Z23, 640(DI)
	VPSRLD $2, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VMOVUPS Z23, 704(DI)
	VPSRLD $4, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VMOVUPS Z23, 768(DI)
	VPSRLD $4, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VMOVUPS Z23, 832(DI)
	VPSRLD $6, Z20, Z22
	VPERMPS Z16, Z22, Z23
	VMOVUPS Z23, 896(DI)
	VPSRLD $6, Z21, Z22
	VPERMPS Z16, Z22, Z23
	VMOVUPS Z23, 960(DI)
	ADDQ $66, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ dectq20_loop
dectq20_done:
	VZEROUPPER
	RET

// func gemvQ2_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ2_0x4AVX512(SB), NOSPLIT, $0-48
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q20x4_done
	VMOVUPS tqLevels<>(SB), Z31
	MOVQ fp16+32(FP), R12
	MOVQ pf+40(FP), BX
	MOVL $0xff00, AX
	KMOVW AX, K1
	XORQ SI, SI
q20x4_loop:
	VMOVUPS (DI), Z16
	VMOVUPS 64(DI), Z17
	VMOVUPS 128(DI), Z18
	VMOVUPS 192(DI), Z19
	VMOVDQU32 q20Idx0<>(SB), Z24
	VPERMI2PS Z17, Z16, Z24
	VMOVDQU32 q20Idx0<>(SB), Z20
	VPERMI2PS Z19, Z18, Z20
	VMOVAPS Z20, K1, Z24
	VMOVDQU32 q20Idx1<>(SB), Z25
	VPERMI2PS Z17, Z16, Z25
	VMOVDQU32 q20Idx1<>(SB), Z20
	VPERMI2PS Z19, Z18, Z20
	VMOVAPS Z20, K1, Z25
	VMOVDQU32 q20Idx2<>(SB), Z26
	VPERMI2PS Z17, Z16, Z26
	VMOVDQU32 q20Idx2<>(SB), Z20
	VPERMI2PS Z19, Z18, Z20
	VMOVAPS Z20, K1, Z26
	VMOVDQU32 q20Idx3<>(SB), Z27
	VPERMI2PS Z17, Z16, Z27
	VMOVDQU32 q20Idx3<>(SB), Z20
	VPERMI2PS Z19, Z18, Z20
	VMOVAPS Z20, K1, Z27
	PREFETCHT1 (R8)(BX*1)
	MOVWLZX (R8)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z20
	VPMOVZXBD 2(R8)(SI*1), Z21
	VPERMPS Z20, Z21, Z23
	VFMADD231PS Z24, Z23, Z0
	VPSRLD $2, Z21, Z22
	VPERMPS Z20, Z22, Z23
	VFMADD231PS Z25, Z23, Z1
	VPSRLD $4, Z21, Z22
	VPERMPS Z20, Z22, Z23
	VFMADD231PS Z26, Z23, Z0
	VPSRLD $6, Z21, Z22
	VPERMPS Z20, Z22, Z23
	VFMADD231PS Z27, Z23, Z1
	PREFETCHT1 (R9)(BX*1)
	MOVWLZX (R9)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z20
	VPMOVZXBD 2(R9)(SI*1), Z21
	VPERMPS Z20, Z21, Z23
	VFMADD231PS Z24, Z23, Z2
	VPSRLD $2, Z21, Z22
	VPERMPS Z20, Z22, Z23
	VFMADD231PS Z25, Z23, Z3
	VPSRLD $4, Z21, Z22
	VPERMPS Z20, Z22, Z23
	VFMADD231PS Z26, Z23, Z2
	VPSRLD $6, Z21, Z22
	VPERMPS Z20, Z22, Z23
	VFMADD231PS Z27, Z23, Z3
	PREFETCHT1 (R10)(BX*1)
	MOVWLZX (R10)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z20
	VPMOVZXBD 2(R10)(SI*1), Z21
	VPERMPS Z20, Z21, Z23
	VFMADD231PS Z24, Z23, Z4
	VPSRLD $2, Z21, Z22
	VPERMPS Z20, Z22, Z23
	VFMADD231PS Z25, Z23, Z5
	VPSRLD $4, Z21, Z22
	VPERMPS Z20, Z22, Z23
	VFMADD231PS Z26, Z23, Z4
	VPSRLD $6, Z21, Z22
	VPERMPS Z20, Z22, Z23
	VFMADD231PS Z27, Z23, Z5
	PREFETCHT1 (R11)(BX*1)
	MOVWLZX (R11)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z20
	VPMOVZXBD 2(R11)(SI*1), Z21
	VPERMPS Z20, Z21, Z23
	VFMADD231PS Z24, Z23, Z6
	VPSRLD $2, Z21, Z22
	VPERMPS Z20, Z22, Z23
	VFMADD231PS Z25, Z23, Z7
	VPSRLD $4, Z21, Z22
	VPERMPS Z20, Z22, Z23
	VFMADD231PS Z26, Z23, Z6
	VPSRLD $6, Z21, Z22
	VPERMPS Z20, Z22, Z23
	VFMADD231PS Z27, Z23, Z7
	ADDQ $18, SI
	ADDQ $18, BX
	ADDQ $256, DI
	DECQ CX
	JNZ q20x4_loop
q20x4_done:
	STORE8


// func gemvQ1_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ1_0x4AVX512(SB), NOSPLIT, $0-48
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q10x4_done
	MOVQ fp16+32(FP), R12
	MOVQ pf+40(FP), BX
	VPBROADCASTD signBit<>(SB), Z31
	XORQ SI, SI
q10x4_loop:
	VMOVUPS 0(DI), Z16
	VMOVUPS 64(DI), Z17
	VMOVUPS 128(DI), Z18
	VMOVUPS 192(DI), Z19
	VMOVUPS 256(DI), Z20
	VMOVUPS 320(DI), Z21
	VMOVUPS 384(DI), Z22
	VMOVUPS 448(DI), Z23
	PREFETCHT1 (R8)(BX*1)
	MOVWLZX (R8)(SI*1), AX
	VBROADCASTSS (R12)(AX*4), Z24
	VXORPS Z31, Z24, Z25
	KMOVW 2(R8)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z16, Z26, Z0
	KMOVW 4(R8)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z17, Z26, Z1
	KMOVW 6(R8)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z18, Z26, Z0
	KMOVW 8(R8)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z19, Z26, Z1
	KMOVW 10(R8)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z20, Z26, Z0
	KMOVW 12(R8)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z21, Z26, Z1
	KMOVW 14(R8)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z22, Z26, Z0
	KMOVW 16(R8)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z23, Z26, Z1
	PREFETCHT1 (R9)(BX*1)
	MOVWLZX (R9)(SI*1), AX
	VBROADCASTSS (R12)(AX*4), Z24
	VXORPS Z31, Z24, Z25
	KMOVW 2(R9)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z16, Z26, Z2
	KMOVW 4(R9)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z17, Z26, Z3
	KMOVW 6(R9)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z18, Z26, Z2
	KMOVW 8(R9)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z19, Z26, Z3
	KMOVW 10(R9)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z20, Z26, Z2
	KMOVW 12(R9)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z21, Z26, Z3
	KMOVW 14(R9)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z22, Z26, Z2
	KMOVW 16(R9)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z23, Z26, Z3
	PREFETCHT1 (R10)(BX*1)
	MOVWLZX (R10)(SI*1), AX
	VBROADCASTSS (R12)(AX*4), Z24
	VXORPS Z31, Z24, Z25
	KMOVW 2(R10)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z16, Z26, Z4
	KMOVW 4(R10)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z17, Z26, Z5
	KMOVW 6(R10)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z18, Z26, Z4
	KMOVW 8(R10)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z19, Z26, Z5
	KMOVW 10(R10)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z20, Z26, Z4
	KMOVW 12(R10)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z21, Z26, Z5
	KMOVW 14(R10)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z22, Z26, Z4
	KMOVW 16(R10)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z23, Z26, Z5
	PREFETCHT1 (R11)(BX*1)
	MOVWLZX (R11)(SI*1), AX
	VBROADCASTSS (R12)(AX*4), Z24
	VXORPS Z31, Z24, Z25
	KMOVW 2(R11)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z16, Z26, Z6
	KMOVW 4(R11)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z17, Z26, Z7
	KMOVW 6(R11)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z18, Z26, Z6
	KMOVW 8(R11)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z19, Z26, Z7
	KMOVW 10(R11)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z20, Z26, Z6
	KMOVW 12(R11)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z21, Z26, Z7
	KMOVW 14(R11)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z22, Z26, Z6
	KMOVW 16(R11)(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z23, Z26, Z7
	ADDQ $18, SI
	ADDQ $18, BX
	ADDQ $512, DI
	DECQ CX
	JNZ q10x4_loop
q10x4_done:
	STORE8

// ---------------------------------------------------------------------------------------------
// IQ2_XXS {fp16 d; u16 qs[32]} (66 B per 256): per 32 elements 4 grid indices (bytes) and a u32
// of four 7-bit sign codes and a 4-bit scale s; x = ±(db·g) with db = d·(0.5+s)·0.25 and g the
// grid's magnitudes. Grid rows come from a float table (8 floats = one ymm load each), the signs
// (ksigns_iq2xs of each 7-bit code) become a 32-bit k-mask that flips the product's sign bit, as
// the decoder does.
//
// func gemvIQ2_XXSx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iq2xxsTables, pf int)
// func decodeIQ2_XXSAVX512(dst *float32, src *byte, nb int, fp16 *float32, tab *iq2xxsTables)

TEXT ·gemvIQ2_XXSx4AVX512(SB), NOSPLIT, $0-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ iq2xxsx4_done
	MOVQ fp16+32(FP), R12
	MOVQ tab+40(FP), R13
	VPBROADCASTD signBit<>(SB), Z23
	XORQ SI, SI
iq2xxsx4_loop:
	MOVQ pf+48(FP), AX
	ADDQ SI, AX
	PREFETCHT1 (R8)(AX*1)
	PREFETCHT1 64(R8)(AX*1)
	PREFETCHT1 (R9)(AX*1)
	PREFETCHT1 64(R9)(AX*1)
	PREFETCHT1 (R10)(AX*1)
	PREFETCHT1 64(R10)(AX*1)
	PREFETCHT1 (R11)(AX*1)
	PREFETCHT1 64(R11)(AX*1)
	MOVWLZX (R8)(SI*1), AX
	VMOVSS (R12)(AX*4), X16
	MOVWLZX (R9)(SI*1), AX
	VMOVSS (R12)(AX*4), X17
	MOVWLZX (R10)(SI*1), AX
	VMOVSS (R12)(AX*4), X18
	MOVWLZX (R11)(SI*1), AX
	VMOVSS (R12)(AX*4), X19
	VMOVUPS 0(DI), Z24
	VMOVUPS 64(DI), Z25
	MOVL 6(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 2(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 3(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 4(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 5(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 6(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X17, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 2(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 3(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 4(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 5(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 6(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X18, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 2(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 3(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 4(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 5(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 6(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X19, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 2(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 3(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 4(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 5(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 128(DI), Z24
	VMOVUPS 192(DI), Z25
	MOVL 14(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 10(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 11(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 12(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 13(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 14(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X17, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 10(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 11(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 12(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 13(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 14(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X18, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 10(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 11(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 12(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 13(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 14(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X19, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 10(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 11(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 12(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 13(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 256(DI), Z24
	VMOVUPS 320(DI), Z25
	MOVL 22(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 18(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 19(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 20(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 21(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 22(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X17, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 18(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 19(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 20(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 21(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 22(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X18, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 18(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 19(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 20(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 21(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 22(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X19, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 18(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 19(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 20(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 21(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 384(DI), Z24
	VMOVUPS 448(DI), Z25
	MOVL 30(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 26(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 27(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 28(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 29(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 30(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X17, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 26(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 27(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 28(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 29(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 30(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X18, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 26(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 27(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 28(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 29(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 30(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X19, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 26(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 27(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 28(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 29(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 512(DI), Z24
	VMOVUPS 576(DI), Z25
	MOVL 38(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 34(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 35(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 36(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 37(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 38(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X17, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 34(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 35(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 36(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 37(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 38(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X18, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 34(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 35(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 36(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 37(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 38(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X19, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 34(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 35(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 36(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 37(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 640(DI), Z24
	VMOVUPS 704(DI), Z25
	MOVL 46(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 42(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 43(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 44(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 45(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 46(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X17, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 42(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 43(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 44(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 45(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 46(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X18, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 42(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 43(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 44(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 45(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 46(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X19, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 42(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 43(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 44(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 45(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 768(DI), Z24
	VMOVUPS 832(DI), Z25
	MOVL 54(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 50(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 51(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 52(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 53(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 54(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X17, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 50(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 51(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 52(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 53(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 54(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X18, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 50(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 51(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 52(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 53(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 54(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X19, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 50(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 51(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 52(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 53(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 896(DI), Z24
	VMOVUPS 960(DI), Z25
	MOVL 62(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 58(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 59(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 60(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 61(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 62(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X17, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 58(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 59(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 60(R9)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 61(R9)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 62(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X18, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 58(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 59(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 60(R10)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 61(R10)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 62(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X19, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 58(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 59(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 60(R11)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 61(R11)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	ADDQ $66, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ iq2xxsx4_loop
iq2xxsx4_done:
	STORE8

TEXT ·decodeIQ2_XXSAVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	MOVQ tab+32(FP), R13
	VPBROADCASTD signBit<>(SB), Z23
	TESTQ CX, CX
	JZ deciq2xxs_done
	XORQ SI, SI
deciq2xxs_loop:
	MOVWLZX (R8)(SI*1), AX
	VMOVSS (R12)(AX*4), X16
	MOVL 6(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 2(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 3(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 4(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 5(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 0(DI)
	VMOVUPS Z21, 64(DI)
	MOVL 14(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 10(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 11(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 12(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 13(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 128(DI)
	VMOVUPS Z21, 192(DI)
	MOVL 22(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 18(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 19(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 20(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 21(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 256(DI)
	VMOVUPS Z21, 320(DI)
	MOVL 30(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 26(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 27(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 28(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 29(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 384(DI)
	VMOVUPS Z21, 448(DI)
	MOVL 38(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 34(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 35(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 36(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 37(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 512(DI)
	VMOVUPS Z21, 576(DI)
	MOVL 46(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 42(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 43(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 44(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 45(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 640(DI)
	VMOVUPS Z21, 704(DI)
	MOVL 54(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 50(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 51(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 52(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 53(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 768(DI)
	VMOVUPS Z21, 832(DI)
	MOVL 62(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 8192(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 8320(R13)(AX*4), X16, X22
	VMULSS 8384(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 58(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVBLZX 59(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVBLZX 60(R8)(SI*1), AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVBLZX 61(R8)(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 896(DI)
	VMOVUPS Z21, 960(DI)
	ADDQ $66, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ deciq2xxs_loop
deciq2xxs_done:
	VZEROUPPER
	RET

// ---------------------------------------------------------------------------------------------
// IQ2_XS {fp16 d; u16 qs[32]; u8 scales[8]} (74 B per 256): per 8 elements a u16 = 9-bit grid
// index | 7-bit sign code; per 16 elements a 4-bit scale s, db = d·(0.5+s)·0.25.
// IQ3_XXS {fp16 d; u8 qs[64]; u32 scales_and_signs[8]} (98 B per 256): per 8 elements two 4-value
// grid rows and a 7-bit sign code, per 32 a 4-bit scale, db = d·(0.5+s)·0.5. As IQ2_XXS: float
// grid rows, signs as k-masks flipping the sign bit of db·g (the decoder's product).
//
// func gemvIQ2_XSx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iqKernelTables, pf int)
// func gemvIQ3_XXSx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iqKernelTables, pf int)
// and their decode*AVX512(dst, src, nb, fp16, tab).

TEXT ·gemvIQ2_XSx4AVX512(SB), NOSPLIT, $0-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ iq2xsx4_done
	MOVQ fp16+32(FP), R12
	MOVQ tab+40(FP), R13
	VPBROADCASTD signBit<>(SB), Z23
	XORQ SI, SI
iq2xsx4_loop:
	MOVQ pf+48(FP), AX
	ADDQ SI, AX
	PREFETCHT1 (R8)(AX*1)
	PREFETCHT1 64(R8)(AX*1)
	PREFETCHT1 (R9)(AX*1)
	PREFETCHT1 64(R9)(AX*1)
	PREFETCHT1 (R10)(AX*1)
	PREFETCHT1 64(R10)(AX*1)
	PREFETCHT1 (R11)(AX*1)
	PREFETCHT1 64(R11)(AX*1)
	MOVWLZX (R8)(SI*1), AX
	VMOVSS (R12)(AX*4), X16
	MOVWLZX (R9)(SI*1), AX
	VMOVSS (R12)(AX*4), X17
	MOVWLZX (R10)(SI*1), AX
	VMOVSS (R12)(AX*4), X18
	MOVWLZX (R11)(SI*1), AX
	VMOVSS (R12)(AX*4), X19
	VMOVUPS 0(DI), Z24
	VMOVUPS 64(DI), Z25
	MOVWLZX 2(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 4(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 6(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 8(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 66(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 2(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 4(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 6(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 8(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 2(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 4(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 6(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 8(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 66(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X17, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 2(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 4(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 6(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 8(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 2(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 4(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 6(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 8(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 66(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X18, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 2(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 4(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 6(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 8(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 2(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 4(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 6(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 8(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 66(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X19, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 2(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 4(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 6(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 8(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 128(DI), Z24
	VMOVUPS 192(DI), Z25
	MOVWLZX 10(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 12(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 14(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 16(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 67(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 10(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 12(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 14(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 16(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 10(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 12(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 14(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 16(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 67(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X17, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 10(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 12(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 14(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 16(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 10(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 12(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 14(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 16(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 67(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X18, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 10(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 12(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 14(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 16(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 10(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 12(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 14(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 16(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 67(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X19, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 10(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 12(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 14(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 16(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 256(DI), Z24
	VMOVUPS 320(DI), Z25
	MOVWLZX 18(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 20(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 22(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 24(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 68(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 18(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 20(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 22(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 24(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 18(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 20(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 22(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 24(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 68(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X17, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 18(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 20(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 22(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 24(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 18(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 20(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 22(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 24(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 68(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X18, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 18(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 20(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 22(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 24(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 18(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 20(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 22(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 24(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 68(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X19, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 18(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 20(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 22(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 24(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 384(DI), Z24
	VMOVUPS 448(DI), Z25
	MOVWLZX 26(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 28(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 30(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 32(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 69(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 26(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 28(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 30(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 32(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 26(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 28(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 30(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 32(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 69(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X17, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 26(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 28(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 30(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 32(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 26(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 28(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 30(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 32(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 69(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X18, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 26(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 28(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 30(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 32(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 26(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 28(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 30(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 32(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 69(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X19, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 26(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 28(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 30(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 32(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 512(DI), Z24
	VMOVUPS 576(DI), Z25
	MOVWLZX 34(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 36(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 38(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 40(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 70(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 34(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 36(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 38(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 40(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 34(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 36(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 38(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 40(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 70(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X17, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 34(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 36(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 38(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 40(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 34(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 36(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 38(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 40(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 70(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X18, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 34(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 36(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 38(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 40(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 34(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 36(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 38(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 40(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 70(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X19, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 34(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 36(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 38(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 40(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 640(DI), Z24
	VMOVUPS 704(DI), Z25
	MOVWLZX 42(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 44(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 46(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 48(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 71(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 42(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 44(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 46(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 48(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 42(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 44(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 46(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 48(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 71(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X17, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 42(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 44(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 46(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 48(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 42(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 44(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 46(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 48(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 71(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X18, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 42(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 44(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 46(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 48(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 42(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 44(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 46(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 48(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 71(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X19, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 42(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 44(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 46(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 48(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 768(DI), Z24
	VMOVUPS 832(DI), Z25
	MOVWLZX 50(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 52(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 54(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 56(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 72(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 50(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 52(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 54(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 56(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 50(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 52(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 54(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 56(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 72(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X17, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 50(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 52(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 54(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 56(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 50(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 52(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 54(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 56(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 72(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X18, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 50(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 52(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 54(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 56(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 50(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 52(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 54(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 56(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 72(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X19, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 50(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 52(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 54(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 56(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 896(DI), Z24
	VMOVUPS 960(DI), Z25
	MOVWLZX 58(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 60(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 62(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 64(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 73(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 58(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 60(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 62(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 64(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 58(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 60(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 62(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 64(R9)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 73(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X17, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 58(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 60(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 62(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 64(R9)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 58(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 60(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 62(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 64(R10)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 73(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X18, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 58(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 60(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 62(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 64(R10)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 58(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 60(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 62(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 64(R11)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 73(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X19, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 58(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 60(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 62(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 64(R11)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	ADDQ $74, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ iq2xsx4_loop
iq2xsx4_done:
	STORE8

TEXT ·decodeIQ2_XSAVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	MOVQ tab+32(FP), R13
	VPBROADCASTD signBit<>(SB), Z23
	TESTQ CX, CX
	JZ deciq2xs_done
	XORQ SI, SI
deciq2xs_loop:
	MOVWLZX (R8)(SI*1), AX
	VMOVSS (R12)(AX*4), X16
	MOVWLZX 2(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 4(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 6(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 8(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 66(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 2(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 4(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 6(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 8(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 0(DI)
	VMOVUPS Z21, 64(DI)
	MOVWLZX 10(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 12(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 14(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 16(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 67(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 10(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 12(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 14(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 16(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 128(DI)
	VMOVUPS Z21, 192(DI)
	MOVWLZX 18(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 20(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 22(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 24(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 68(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 18(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 20(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 22(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 24(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 256(DI)
	VMOVUPS Z21, 320(DI)
	MOVWLZX 26(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 28(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 30(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 32(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 69(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 26(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 28(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 30(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 32(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 384(DI)
	VMOVUPS Z21, 448(DI)
	MOVWLZX 34(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 36(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 38(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 40(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 70(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 34(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 36(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 38(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 40(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 512(DI)
	VMOVUPS Z21, 576(DI)
	MOVWLZX 42(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 44(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 46(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 48(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 71(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 42(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 44(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 46(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 48(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 640(DI)
	VMOVUPS Z21, 704(DI)
	MOVWLZX 50(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 52(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 54(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 56(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 72(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 50(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 52(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 54(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 56(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 768(DI)
	VMOVUPS Z21, 832(DI)
	MOVWLZX 58(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	MOVL DX, BX
	MOVWLZX 60(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVWLZX 62(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVWLZX 64(R8)(SI*1), DX
	SHRL $9, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 73(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20672(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 20608(R13)(DX*4), X16, X26
	VMULSS 20672(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVWLZX 58(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVWLZX 60(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVWLZX 62(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVWLZX 64(R8)(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 896(DI)
	VMOVUPS Z21, 960(DI)
	ADDQ $74, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ deciq2xs_loop
deciq2xs_done:
	VZEROUPPER
	RET

TEXT ·gemvIQ3_XXSx4AVX512(SB), NOSPLIT, $0-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ iq3xxsx4_done
	MOVQ fp16+32(FP), R12
	MOVQ tab+40(FP), R13
	VPBROADCASTD signBit<>(SB), Z23
	XORQ SI, SI
iq3xxsx4_loop:
	MOVQ pf+48(FP), AX
	ADDQ SI, AX
	PREFETCHT1 (R8)(AX*1)
	PREFETCHT1 64(R8)(AX*1)
	PREFETCHT1 (R9)(AX*1)
	PREFETCHT1 64(R9)(AX*1)
	PREFETCHT1 (R10)(AX*1)
	PREFETCHT1 64(R10)(AX*1)
	PREFETCHT1 (R11)(AX*1)
	PREFETCHT1 64(R11)(AX*1)
	MOVWLZX (R8)(SI*1), AX
	VMOVSS (R12)(AX*4), X16
	MOVWLZX (R9)(SI*1), AX
	VMOVSS (R12)(AX*4), X17
	MOVWLZX (R10)(SI*1), AX
	VMOVSS (R12)(AX*4), X18
	MOVWLZX (R11)(SI*1), AX
	VMOVSS (R12)(AX*4), X19
	VMOVUPS 0(DI), Z24
	VMOVUPS 64(DI), Z25
	MOVL 66(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 2(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 3(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 4(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 5(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 6(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 7(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 8(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 9(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 66(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 2(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 3(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 4(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 5(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 6(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 7(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 8(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 9(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 66(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 2(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 3(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 4(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 5(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 6(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 7(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 8(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 9(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 66(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 2(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 3(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 4(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 5(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 6(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 7(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 8(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 9(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 128(DI), Z24
	VMOVUPS 192(DI), Z25
	MOVL 70(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 10(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 11(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 12(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 13(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 14(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 15(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 16(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 17(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 70(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 10(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 11(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 12(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 13(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 14(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 15(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 16(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 17(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 70(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 10(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 11(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 12(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 13(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 14(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 15(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 16(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 17(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 70(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 10(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 11(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 12(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 13(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 14(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 15(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 16(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 17(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 256(DI), Z24
	VMOVUPS 320(DI), Z25
	MOVL 74(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 18(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 19(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 20(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 21(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 22(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 23(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 24(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 25(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 74(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 18(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 19(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 20(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 21(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 22(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 23(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 24(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 25(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 74(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 18(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 19(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 20(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 21(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 22(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 23(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 24(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 25(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 74(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 18(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 19(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 20(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 21(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 22(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 23(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 24(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 25(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 384(DI), Z24
	VMOVUPS 448(DI), Z25
	MOVL 78(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 26(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 27(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 28(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 29(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 30(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 31(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 32(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 33(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 78(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 26(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 27(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 28(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 29(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 30(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 31(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 32(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 33(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 78(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 26(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 27(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 28(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 29(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 30(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 31(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 32(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 33(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 78(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 26(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 27(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 28(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 29(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 30(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 31(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 32(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 33(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 512(DI), Z24
	VMOVUPS 576(DI), Z25
	MOVL 82(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 34(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 35(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 36(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 37(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 38(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 39(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 40(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 41(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 82(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 34(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 35(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 36(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 37(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 38(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 39(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 40(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 41(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 82(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 34(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 35(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 36(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 37(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 38(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 39(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 40(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 41(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 82(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 34(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 35(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 36(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 37(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 38(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 39(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 40(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 41(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 640(DI), Z24
	VMOVUPS 704(DI), Z25
	MOVL 86(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 42(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 43(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 44(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 45(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 46(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 47(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 48(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 49(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 86(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 42(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 43(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 44(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 45(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 46(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 47(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 48(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 49(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 86(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 42(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 43(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 44(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 45(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 46(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 47(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 48(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 49(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 86(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 42(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 43(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 44(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 45(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 46(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 47(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 48(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 49(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 768(DI), Z24
	VMOVUPS 832(DI), Z25
	MOVL 90(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 50(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 51(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 52(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 53(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 54(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 55(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 56(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 57(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 90(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 50(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 51(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 52(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 53(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 54(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 55(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 56(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 57(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 90(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 50(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 51(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 52(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 53(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 54(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 55(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 56(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 57(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 90(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 50(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 51(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 52(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 53(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 54(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 55(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 56(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 57(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 896(DI), Z24
	VMOVUPS 960(DI), Z25
	MOVL 94(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 58(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 59(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 60(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 61(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 62(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 63(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 64(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 65(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVL 94(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X17, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 58(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 59(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 60(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 61(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 62(R9)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 63(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 64(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 65(R9)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVL 94(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X18, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 58(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 59(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 60(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 61(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 62(R10)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 63(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 64(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 65(R10)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVL 94(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X19, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 58(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 59(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 60(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 61(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 62(R11)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 63(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 64(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 65(R11)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	ADDQ $98, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ iq3xxsx4_loop
iq3xxsx4_done:
	STORE8

TEXT ·decodeIQ3_XXSAVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	MOVQ tab+32(FP), R13
	VPBROADCASTD signBit<>(SB), Z23
	TESTQ CX, CX
	JZ deciq3xxs_done
	XORQ SI, SI
deciq3xxs_loop:
	MOVWLZX (R8)(SI*1), AX
	VMOVSS (R12)(AX*4), X16
	MOVL 66(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 2(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 3(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 4(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 5(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 6(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 7(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 8(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 9(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 0(DI)
	VMOVUPS Z21, 64(DI)
	MOVL 70(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 10(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 11(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 12(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 13(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 14(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 15(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 16(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 17(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 128(DI)
	VMOVUPS Z21, 192(DI)
	MOVL 74(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 18(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 19(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 20(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 21(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 22(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 23(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 24(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 25(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 256(DI)
	VMOVUPS Z21, 320(DI)
	MOVL 78(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 26(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 27(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 28(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 29(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 30(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 31(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 32(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 33(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 384(DI)
	VMOVUPS Z21, 448(DI)
	MOVL 82(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 34(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 35(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 36(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 37(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 38(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 39(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 40(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 41(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 512(DI)
	VMOVUPS Z21, 576(DI)
	MOVL 86(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 42(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 43(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 44(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 45(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 46(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 47(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 48(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 49(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 640(DI)
	VMOVUPS Z21, 704(DI)
	MOVL 90(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 50(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 51(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 52(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 53(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 54(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 55(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 56(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 57(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 768(DI)
	VMOVUPS Z21, 832(DI)
	MOVL 94(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX 20480(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS 20608(R13)(AX*4), X16, X22
	VMULSS 20676(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 58(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X20
	MOVBLZX 59(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 60(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 61(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z20, Z20
	MOVBLZX 62(R8)(SI*1), AX
	SHLL $4, AX
	VMOVUPS 16384(R13)(AX*1), X21
	MOVBLZX 63(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $1, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 64(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $2, 16384(R13)(AX*1), Z21, Z21
	MOVBLZX 65(R8)(SI*1), AX
	SHLL $4, AX
	VINSERTF32X4 $3, 16384(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 896(DI)
	VMOVUPS Z21, 960(DI)
	ADDQ $98, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ deciq3xxs_loop
deciq3xxs_done:
	VZEROUPPER
	RET


// ---------------------------------------------------------------------------------------------
// IQ2_S {fp16 d; u8 qs[32]; u8 signs[32]; u8 qh[8]; u8 scales[8]} (82 B) and IQ3_S {fp16 d;
// u8 qs[64]; u8 qh[8]; u8 signs[32]; u8 scales[4]} (110 B): grid indices with high bits from qh,
// explicit sign bytes (a 32-bit k-mask per 32 elements straight from memory).
//
// func gemvIQ2_Sx4AVX512 / gemvIQ3_Sx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iqSTables, pf int)
// and decode*AVX512(dst, src, nb, fp16, tab).

TEXT ·gemvIQ2_Sx4AVX512(SB), NOSPLIT, $0-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ iq2sx4_done
	MOVQ fp16+32(FP), R12
	MOVQ tab+40(FP), R13
	VPBROADCASTD signBit<>(SB), Z23
	XORQ SI, SI
iq2sx4_loop:
	MOVQ pf+48(FP), AX
	ADDQ SI, AX
	PREFETCHT1 (R8)(AX*1)
	PREFETCHT1 64(R8)(AX*1)
	PREFETCHT1 (R9)(AX*1)
	PREFETCHT1 64(R9)(AX*1)
	PREFETCHT1 (R10)(AX*1)
	PREFETCHT1 64(R10)(AX*1)
	PREFETCHT1 (R11)(AX*1)
	PREFETCHT1 64(R11)(AX*1)
	MOVWLZX (R8)(SI*1), AX
	VMOVSS (R12)(AX*4), X16
	MOVWLZX (R9)(SI*1), AX
	VMOVSS (R12)(AX*4), X17
	MOVWLZX (R10)(SI*1), AX
	VMOVSS (R12)(AX*4), X18
	MOVWLZX (R11)(SI*1), AX
	VMOVSS (R12)(AX*4), X19
	VMOVUPS 0(DI), Z24
	VMOVUPS 64(DI), Z25
	KMOVD 34(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 74(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 66(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 2(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 3(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 4(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 5(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 34(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 74(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X17, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X17, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 66(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 2(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 3(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 4(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 5(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 34(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 74(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X18, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X18, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 66(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 2(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 3(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 4(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 5(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 34(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 74(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X19, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X19, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 66(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 2(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 3(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 4(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 5(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 128(DI), Z24
	VMOVUPS 192(DI), Z25
	KMOVD 38(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 75(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 67(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 6(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 7(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 8(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 9(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 38(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 75(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X17, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X17, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 67(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 6(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 7(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 8(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 9(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 38(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 75(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X18, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X18, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 67(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 6(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 7(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 8(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 9(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 38(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 75(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X19, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X19, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 67(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 6(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 7(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 8(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 9(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 256(DI), Z24
	VMOVUPS 320(DI), Z25
	KMOVD 42(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 76(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 68(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 10(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 11(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 12(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 13(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 42(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 76(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X17, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X17, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 68(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 10(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 11(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 12(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 13(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 42(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 76(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X18, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X18, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 68(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 10(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 11(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 12(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 13(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 42(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 76(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X19, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X19, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 68(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 10(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 11(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 12(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 13(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 384(DI), Z24
	VMOVUPS 448(DI), Z25
	KMOVD 46(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 77(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 69(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 14(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 15(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 16(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 17(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 46(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 77(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X17, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X17, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 69(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 14(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 15(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 16(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 17(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 46(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 77(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X18, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X18, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 69(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 14(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 15(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 16(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 17(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 46(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 77(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X19, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X19, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 69(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 14(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 15(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 16(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 17(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 512(DI), Z24
	VMOVUPS 576(DI), Z25
	KMOVD 50(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 78(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 70(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 18(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 19(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 20(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 21(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 50(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 78(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X17, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X17, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 70(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 18(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 19(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 20(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 21(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 50(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 78(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X18, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X18, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 70(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 18(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 19(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 20(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 21(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 50(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 78(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X19, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X19, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 70(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 18(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 19(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 20(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 21(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 640(DI), Z24
	VMOVUPS 704(DI), Z25
	KMOVD 54(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 79(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 71(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 22(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 23(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 24(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 25(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 54(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 79(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X17, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X17, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 71(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 22(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 23(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 24(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 25(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 54(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 79(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X18, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X18, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 71(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 22(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 23(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 24(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 25(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 54(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 79(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X19, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X19, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 71(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 22(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 23(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 24(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 25(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 768(DI), Z24
	VMOVUPS 832(DI), Z25
	KMOVD 58(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 80(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 72(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 26(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 27(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 28(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 29(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 58(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 80(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X17, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X17, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 72(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 26(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 27(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 28(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 29(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 58(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 80(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X18, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X18, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 72(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 26(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 27(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 28(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 29(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 58(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 80(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X19, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X19, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 72(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 26(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 27(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 28(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 29(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 896(DI), Z24
	VMOVUPS 960(DI), Z25
	KMOVD 62(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 81(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 73(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 30(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 31(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 32(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 33(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 62(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 81(R9)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X17, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X17, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 73(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 30(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 31(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 32(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 33(R9)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 62(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 81(R10)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X18, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X18, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 73(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 30(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 31(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 32(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 33(R10)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 62(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 81(R11)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X19, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X19, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 73(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 30(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 31(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 32(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 33(R11)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	ADDQ $82, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ iq2sx4_loop
iq2sx4_done:
	STORE8

TEXT ·decodeIQ2_SAVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	MOVQ tab+32(FP), R13
	VPBROADCASTD signBit<>(SB), Z23
	TESTQ CX, CX
	JZ deciq2s_done
	XORQ SI, SI
deciq2s_loop:
	MOVWLZX (R8)(SI*1), AX
	VMOVSS (R12)(AX*4), X16
	KMOVD 34(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 74(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 66(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 2(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 3(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 4(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 5(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 0(DI)
	VMOVUPS Z21, 64(DI)
	KMOVD 38(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 75(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 67(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 6(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 7(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 8(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 9(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 128(DI)
	VMOVUPS Z21, 192(DI)
	KMOVD 42(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 76(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 68(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 10(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 11(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 12(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 13(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 256(DI)
	VMOVUPS Z21, 320(DI)
	KMOVD 46(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 77(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 69(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 14(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 15(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 16(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 17(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 384(DI)
	VMOVUPS Z21, 448(DI)
	KMOVD 50(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 78(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 70(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 18(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 19(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 20(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 21(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 512(DI)
	VMOVUPS Z21, 576(DI)
	KMOVD 54(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 79(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 71(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 22(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 23(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 24(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 25(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 640(DI)
	VMOVUPS Z21, 704(DI)
	KMOVD 58(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 80(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 72(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 26(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 27(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 28(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 29(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 768(DI)
	VMOVUPS Z21, 832(DI)
	KMOVD 62(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 81(R8)(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS 40960(R13)(AX*4), X16, X22
	VMULSS 41024(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS 40960(R13)(DX*4), X16, X26
	VMULSS 41024(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 73(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $0x300, DX
	MOVBLZX 30(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $0x300, DX
	MOVBLZX 31(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $0x300, DX
	MOVBLZX 32(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $0x300, DX
	MOVBLZX 33(R8)(SI*1), AX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 896(DI)
	VMOVUPS Z21, 960(DI)
	ADDQ $82, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ deciq2s_loop
deciq2s_done:
	VZEROUPPER
	RET

TEXT ·gemvIQ3_Sx4AVX512(SB), NOSPLIT, $0-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ iq3sx4_done
	MOVQ fp16+32(FP), R12
	MOVQ tab+40(FP), R13
	VPBROADCASTD signBit<>(SB), Z23
	XORQ SI, SI
iq3sx4_loop:
	MOVQ pf+48(FP), AX
	ADDQ SI, AX
	PREFETCHT1 (R8)(AX*1)
	PREFETCHT1 64(R8)(AX*1)
	PREFETCHT1 (R9)(AX*1)
	PREFETCHT1 64(R9)(AX*1)
	PREFETCHT1 (R10)(AX*1)
	PREFETCHT1 64(R10)(AX*1)
	PREFETCHT1 (R11)(AX*1)
	PREFETCHT1 64(R11)(AX*1)
	MOVWLZX (R8)(SI*1), AX
	VMOVSS (R12)(AX*4), X16
	MOVWLZX (R9)(SI*1), AX
	VMOVSS (R12)(AX*4), X17
	MOVWLZX (R10)(SI*1), AX
	VMOVSS (R12)(AX*4), X18
	MOVWLZX (R11)(SI*1), AX
	VMOVSS (R12)(AX*4), X19
	VMOVUPS 0(DI), Z24
	VMOVUPS 64(DI), Z25
	KMOVD 74(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 106(R8)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 66(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 2(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 3(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 4(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 5(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 6(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 7(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 8(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 9(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 74(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 106(R9)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 66(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 2(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 3(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 4(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 5(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 6(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 7(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 8(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 9(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 74(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 106(R10)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 66(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 2(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 3(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 4(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 5(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 6(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 7(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 8(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 9(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 74(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 106(R11)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 66(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 2(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 3(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 4(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 5(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 6(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 7(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 8(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 9(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 128(DI), Z24
	VMOVUPS 192(DI), Z25
	KMOVD 78(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 106(R8)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 67(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 10(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 11(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 12(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 13(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 14(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 15(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 16(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 17(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 78(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 106(R9)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 67(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 10(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 11(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 12(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 13(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 14(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 15(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 16(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 17(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 78(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 106(R10)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 67(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 10(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 11(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 12(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 13(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 14(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 15(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 16(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 17(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 78(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 106(R11)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 67(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 10(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 11(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 12(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 13(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 14(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 15(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 16(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 17(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 256(DI), Z24
	VMOVUPS 320(DI), Z25
	KMOVD 82(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 107(R8)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 68(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 18(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 19(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 20(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 21(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 22(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 23(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 24(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 25(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 82(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 107(R9)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 68(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 18(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 19(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 20(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 21(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 22(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 23(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 24(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 25(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 82(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 107(R10)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 68(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 18(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 19(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 20(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 21(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 22(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 23(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 24(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 25(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 82(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 107(R11)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 68(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 18(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 19(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 20(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 21(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 22(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 23(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 24(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 25(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 384(DI), Z24
	VMOVUPS 448(DI), Z25
	KMOVD 86(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 107(R8)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 69(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 26(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 27(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 28(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 29(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 30(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 31(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 32(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 33(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 86(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 107(R9)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 69(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 26(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 27(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 28(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 29(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 30(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 31(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 32(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 33(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 86(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 107(R10)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 69(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 26(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 27(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 28(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 29(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 30(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 31(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 32(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 33(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 86(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 107(R11)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 69(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 26(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 27(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 28(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 29(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 30(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 31(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 32(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 33(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 512(DI), Z24
	VMOVUPS 576(DI), Z25
	KMOVD 90(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 108(R8)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 70(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 34(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 35(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 36(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 37(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 38(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 39(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 40(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 41(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 90(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 108(R9)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 70(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 34(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 35(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 36(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 37(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 38(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 39(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 40(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 41(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 90(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 108(R10)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 70(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 34(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 35(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 36(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 37(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 38(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 39(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 40(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 41(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 90(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 108(R11)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 70(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 34(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 35(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 36(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 37(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 38(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 39(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 40(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 41(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 640(DI), Z24
	VMOVUPS 704(DI), Z25
	KMOVD 94(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 108(R8)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 71(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 42(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 43(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 44(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 45(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 46(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 47(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 48(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 49(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 94(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 108(R9)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 71(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 42(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 43(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 44(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 45(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 46(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 47(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 48(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 49(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 94(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 108(R10)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 71(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 42(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 43(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 44(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 45(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 46(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 47(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 48(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 49(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 94(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 108(R11)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 71(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 42(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 43(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 44(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 45(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 46(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 47(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 48(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 49(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 768(DI), Z24
	VMOVUPS 832(DI), Z25
	KMOVD 98(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 109(R8)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 72(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 50(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 51(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 52(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 53(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 54(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 55(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 56(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 57(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 98(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 109(R9)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 72(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 50(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 51(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 52(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 53(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 54(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 55(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 56(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 57(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 98(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 109(R10)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 72(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 50(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 51(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 52(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 53(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 54(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 55(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 56(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 57(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 98(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 109(R11)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 72(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 50(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 51(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 52(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 53(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 54(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 55(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 56(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 57(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 896(DI), Z24
	VMOVUPS 960(DI), Z25
	KMOVD 102(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 109(R8)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 73(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 58(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 59(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 60(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 61(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 62(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 63(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 64(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 65(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	KMOVD 102(R9)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 109(R9)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 73(R9)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 58(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 59(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 60(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 61(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 62(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 63(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 64(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 65(R9)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	KMOVD 102(R10)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 109(R10)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 73(R10)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 58(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 59(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 60(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 61(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 62(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 63(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 64(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 65(R10)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	KMOVD 102(R11)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 109(R11)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 73(R11)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 58(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 59(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 60(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 61(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 62(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 63(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 64(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 65(R11)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	ADDQ $110, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ iq3sx4_loop
iq3sx4_done:
	STORE8

TEXT ·decodeIQ3_SAVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	MOVQ tab+32(FP), R13
	VPBROADCASTD signBit<>(SB), Z23
	TESTQ CX, CX
	JZ deciq3s_done
	XORQ SI, SI
deciq3s_loop:
	MOVWLZX (R8)(SI*1), AX
	VMOVSS (R12)(AX*4), X16
	KMOVD 74(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 106(R8)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 66(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 2(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 3(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 4(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 5(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 6(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 7(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 8(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 9(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 0(DI)
	VMOVUPS Z21, 64(DI)
	KMOVD 78(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 106(R8)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 67(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 10(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 11(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 12(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 13(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 14(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 15(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 16(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 17(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 128(DI)
	VMOVUPS Z21, 192(DI)
	KMOVD 82(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 107(R8)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 68(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 18(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 19(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 20(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 21(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 22(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 23(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 24(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 25(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 256(DI)
	VMOVUPS Z21, 320(DI)
	KMOVD 86(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 107(R8)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 69(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 26(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 27(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 28(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 29(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 30(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 31(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 32(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 33(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 384(DI)
	VMOVUPS Z21, 448(DI)
	KMOVD 90(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 108(R8)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 70(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 34(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 35(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 36(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 37(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 38(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 39(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 40(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 41(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 512(DI)
	VMOVUPS Z21, 576(DI)
	KMOVD 94(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 108(R8)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 71(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 42(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 43(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 44(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 45(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 46(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 47(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 48(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 49(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 640(DI)
	VMOVUPS Z21, 704(DI)
	KMOVD 98(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 109(R8)(SI*1), AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 72(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 50(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 51(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 52(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 53(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 54(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 55(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 56(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 57(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 768(DI)
	VMOVUPS Z21, 832(DI)
	KMOVD 102(R8)(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX 109(R8)(SI*1), AX
	SHRL $4, AX
	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX 73(R8)(SI*1), BX
	MOVL BX, DX
	SHLL $8, DX
	ANDL $256, DX
	MOVBLZX 58(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X20
	MOVL BX, DX
	SHLL $7, DX
	ANDL $256, DX
	MOVBLZX 59(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $6, DX
	ANDL $256, DX
	MOVBLZX 60(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $5, DX
	ANDL $256, DX
	MOVBLZX 61(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z20, Z20
	MOVL BX, DX
	SHLL $4, DX
	ANDL $256, DX
	MOVBLZX 62(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VMOVUPS 32768(R13)(AX*1), X21
	MOVL BX, DX
	SHLL $3, DX
	ANDL $256, DX
	MOVBLZX 63(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $1, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $2, DX
	ANDL $256, DX
	MOVBLZX 64(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $2, 32768(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHLL $1, DX
	ANDL $256, DX
	MOVBLZX 65(R8)(SI*1), AX
	ORL DX, AX
	SHLL $4, AX
	VINSERTF32X4 $3, 32768(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21
	VMOVUPS Z20, 896(DI)
	VMOVUPS Z21, 960(DI)
	ADDQ $110, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ deciq3s_loop
deciq3s_done:
	VZEROUPPER
	RET


// ---------------------------------------------------------------------------------------------
// IQ1_S {fp16 d; u8 qs[32]; u16 qh[8]} (50 B) and IQ1_M {u8 qs[32]; u8 qh[16]; u16 scales[4]}
// (56 B): per 8 elements an 11-bit grid index of 8 trits and a delta sign; x = dl·(t ± 1/8)
// (t ± 1/8 exact, the decoder's one product). Grid rows come from a float table, the ±1/8 of two
// 8-element groups from a 4-entry table of vectors.
//
// func gemvIQ1_Sx4AVX512 / gemvIQ1_Mx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iq1Tables, pf int)
// and decode*AVX512(dst, src, nb, fp16, tab).

TEXT ·gemvIQ1_Sx4AVX512(SB), NOSPLIT, $0-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ iq1sx4_done
	MOVQ fp16+32(FP), R12
	MOVQ tab+40(FP), R13
	XORQ SI, SI
iq1sx4_loop:

	MOVQ pf+48(FP), AX
	ADDQ SI, AX
	PREFETCHT1 (R8)(AX*1)
	PREFETCHT1 (R9)(AX*1)
	PREFETCHT1 (R10)(AX*1)
	PREFETCHT1 (R11)(AX*1)
	MOVWLZX (R8)(SI*1), AX
	VMOVSS (R12)(AX*4), X16
	MOVWLZX (R9)(SI*1), AX
	VMOVSS (R12)(AX*4), X17
	MOVWLZX (R10)(SI*1), AX
	VMOVSS (R12)(AX*4), X18
	MOVWLZX (R11)(SI*1), AX
	VMOVSS (R12)(AX*4), X19
	VMOVUPS 0(DI), Z24
	VMOVUPS 64(DI), Z25
	MOVWLZX 34(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 2(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 3(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 4(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 5(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 34(R9)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 2(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 3(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 4(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 5(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 34(R10)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 2(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 3(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 4(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 5(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 34(R11)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 2(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 3(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 4(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 5(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 128(DI), Z24
	VMOVUPS 192(DI), Z25
	MOVWLZX 36(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 6(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 7(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 8(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 9(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 36(R9)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 6(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 7(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 8(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 9(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 36(R10)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 6(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 7(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 8(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 9(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 36(R11)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 6(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 7(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 8(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 9(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 256(DI), Z24
	VMOVUPS 320(DI), Z25
	MOVWLZX 38(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 10(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 11(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 12(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 13(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 38(R9)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 10(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 11(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 12(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 13(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 38(R10)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 10(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 11(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 12(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 13(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 38(R11)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 10(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 11(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 12(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 13(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 384(DI), Z24
	VMOVUPS 448(DI), Z25
	MOVWLZX 40(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 14(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 15(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 16(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 17(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 40(R9)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 14(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 15(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 16(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 17(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 40(R10)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 14(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 15(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 16(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 17(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 40(R11)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 14(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 15(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 16(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 17(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 512(DI), Z24
	VMOVUPS 576(DI), Z25
	MOVWLZX 42(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 18(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 19(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 20(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 21(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 42(R9)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 18(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 19(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 20(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 21(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 42(R10)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 18(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 19(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 20(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 21(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 42(R11)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 18(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 19(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 20(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 21(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 640(DI), Z24
	VMOVUPS 704(DI), Z25
	MOVWLZX 44(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 22(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 23(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 24(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 25(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 44(R9)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 22(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 23(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 24(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 25(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 44(R10)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 22(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 23(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 24(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 25(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 44(R11)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 22(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 23(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 24(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 25(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 768(DI), Z24
	VMOVUPS 832(DI), Z25
	MOVWLZX 46(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 26(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 27(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 28(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 29(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 46(R9)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 26(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 27(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 28(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 29(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 46(R10)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 26(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 27(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 28(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 29(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 46(R11)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 26(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 27(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 28(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 29(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 896(DI), Z24
	VMOVUPS 960(DI), Z25
	MOVWLZX 48(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 30(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 31(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 32(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 33(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 48(R9)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 30(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 31(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 32(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 33(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 48(R10)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 30(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 31(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 32(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 33(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 48(R11)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 30(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 31(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 32(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 33(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7

	ADDQ $50, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ iq1sx4_loop
iq1sx4_done:
	STORE8

TEXT ·decodeIQ1_SAVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	MOVQ tab+32(FP), R13
	TESTQ CX, CX
	JZ deciq1s_done
	XORQ SI, SI
deciq1s_loop:

	MOVWLZX (R8)(SI*1), AX
	VMOVSS (R12)(AX*4), X16
	MOVWLZX 34(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 2(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 3(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 4(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 5(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 0(DI)
	VMOVUPS Z21, 64(DI)
	MOVWLZX 36(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 6(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 7(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 8(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 9(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 128(DI)
	VMOVUPS Z21, 192(DI)
	MOVWLZX 38(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 10(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 11(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 12(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 13(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 256(DI)
	VMOVUPS Z21, 320(DI)
	MOVWLZX 40(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 14(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 15(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 16(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 17(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 384(DI)
	VMOVUPS Z21, 448(DI)
	MOVWLZX 42(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 18(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 19(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 20(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 21(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 512(DI)
	VMOVUPS Z21, 576(DI)
	MOVWLZX 44(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 22(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 23(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 24(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 25(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 640(DI)
	VMOVUPS Z21, 704(DI)
	MOVWLZX 46(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 26(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 27(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 28(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 29(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 768(DI)
	VMOVUPS Z21, 832(DI)
	MOVWLZX 48(R8)(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26
	MOVL BX, AX
	SHRL $0, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 30(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHRL $3, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 31(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL BX, AX
	SHRL $6, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 32(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL BX, AX
	SHRL $9, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX 33(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 896(DI)
	VMOVUPS Z21, 960(DI)

	ADDQ $50, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ deciq1s_loop
deciq1s_done:
	VZEROUPPER
	RET

TEXT ·gemvIQ1_Mx4AVX512(SB), NOSPLIT, $8-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ iq1mx4_done
	MOVQ fp16+32(FP), R12
	MOVQ tab+40(FP), R13
	XORQ SI, SI
iq1mx4_loop:
	MOVQ CX, 0(SP)
	MOVQ pf+48(FP), AX
	ADDQ SI, AX
	PREFETCHT1 (R8)(AX*1)
	PREFETCHT1 (R9)(AX*1)
	PREFETCHT1 (R10)(AX*1)
	PREFETCHT1 (R11)(AX*1)
	MOVWLZX 48(R8)(SI*1), AX
	SHRL $12, AX
	MOVWLZX 50(R8)(SI*1), DX
	SHRL $8, DX
	ANDL $0xf0, DX
	ORL DX, AX
	MOVWLZX 52(R8)(SI*1), DX
	SHRL $4, DX
	ANDL $0xf00, DX
	ORL DX, AX
	MOVWLZX 54(R8)(SI*1), DX
	ANDL $0xf000, DX
	ORL DX, AX
	VMOVSS (R12)(AX*4), X16
	MOVWLZX 48(R9)(SI*1), AX
	SHRL $12, AX
	MOVWLZX 50(R9)(SI*1), DX
	SHRL $8, DX
	ANDL $0xf0, DX
	ORL DX, AX
	MOVWLZX 52(R9)(SI*1), DX
	SHRL $4, DX
	ANDL $0xf00, DX
	ORL DX, AX
	MOVWLZX 54(R9)(SI*1), DX
	ANDL $0xf000, DX
	ORL DX, AX
	VMOVSS (R12)(AX*4), X17
	MOVWLZX 48(R10)(SI*1), AX
	SHRL $12, AX
	MOVWLZX 50(R10)(SI*1), DX
	SHRL $8, DX
	ANDL $0xf0, DX
	ORL DX, AX
	MOVWLZX 52(R10)(SI*1), DX
	SHRL $4, DX
	ANDL $0xf00, DX
	ORL DX, AX
	MOVWLZX 54(R10)(SI*1), DX
	ANDL $0xf000, DX
	ORL DX, AX
	VMOVSS (R12)(AX*4), X18
	MOVWLZX 48(R11)(SI*1), AX
	SHRL $12, AX
	MOVWLZX 50(R11)(SI*1), DX
	SHRL $8, DX
	ANDL $0xf0, DX
	ORL DX, AX
	MOVWLZX 52(R11)(SI*1), DX
	SHRL $4, DX
	ANDL $0xf00, DX
	ORL DX, AX
	MOVWLZX 54(R11)(SI*1), DX
	ANDL $0xf000, DX
	ORL DX, AX
	VMOVSS (R12)(AX*4), X19
	VMOVUPS 0(DI), Z24
	VMOVUPS 64(DI), Z25
	MOVWLZX 48(R8)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 32(R8)(SI*1), BX
	MOVBLZX 33(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 0(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 1(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 2(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 3(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 48(R9)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X17, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 32(R9)(SI*1), BX
	MOVBLZX 33(R9)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 0(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 1(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 2(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 3(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 48(R10)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X18, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 32(R10)(SI*1), BX
	MOVBLZX 33(R10)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 0(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 1(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 2(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 3(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 48(R11)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X19, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 32(R11)(SI*1), BX
	MOVBLZX 33(R11)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 0(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 1(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 2(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 3(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 128(DI), Z24
	VMOVUPS 192(DI), Z25
	MOVWLZX 48(R8)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 34(R8)(SI*1), BX
	MOVBLZX 35(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 4(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 5(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 6(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 7(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 48(R9)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X17, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 34(R9)(SI*1), BX
	MOVBLZX 35(R9)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 4(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 5(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 6(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 7(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 48(R10)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X18, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 34(R10)(SI*1), BX
	MOVBLZX 35(R10)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 4(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 5(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 6(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 7(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 48(R11)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X19, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 34(R11)(SI*1), BX
	MOVBLZX 35(R11)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 4(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 5(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 6(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 7(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 256(DI), Z24
	VMOVUPS 320(DI), Z25
	MOVWLZX 50(R8)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 36(R8)(SI*1), BX
	MOVBLZX 37(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 8(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 9(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 10(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 11(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 50(R9)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X17, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 36(R9)(SI*1), BX
	MOVBLZX 37(R9)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 8(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 9(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 10(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 11(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 50(R10)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X18, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 36(R10)(SI*1), BX
	MOVBLZX 37(R10)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 8(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 9(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 10(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 11(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 50(R11)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X19, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 36(R11)(SI*1), BX
	MOVBLZX 37(R11)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 8(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 9(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 10(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 11(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 384(DI), Z24
	VMOVUPS 448(DI), Z25
	MOVWLZX 50(R8)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 38(R8)(SI*1), BX
	MOVBLZX 39(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 12(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 13(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 14(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 15(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 50(R9)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X17, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 38(R9)(SI*1), BX
	MOVBLZX 39(R9)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 12(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 13(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 14(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 15(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 50(R10)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X18, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 38(R10)(SI*1), BX
	MOVBLZX 39(R10)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 12(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 13(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 14(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 15(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 50(R11)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X19, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 38(R11)(SI*1), BX
	MOVBLZX 39(R11)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 12(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 13(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 14(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 15(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 512(DI), Z24
	VMOVUPS 576(DI), Z25
	MOVWLZX 52(R8)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 40(R8)(SI*1), BX
	MOVBLZX 41(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 16(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 17(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 18(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 19(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 52(R9)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X17, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 40(R9)(SI*1), BX
	MOVBLZX 41(R9)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 16(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 17(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 18(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 19(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 52(R10)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X18, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 40(R10)(SI*1), BX
	MOVBLZX 41(R10)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 16(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 17(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 18(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 19(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 52(R11)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X19, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 40(R11)(SI*1), BX
	MOVBLZX 41(R11)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 16(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 17(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 18(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 19(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 640(DI), Z24
	VMOVUPS 704(DI), Z25
	MOVWLZX 52(R8)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 42(R8)(SI*1), BX
	MOVBLZX 43(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 20(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 21(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 22(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 23(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 52(R9)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X17, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 42(R9)(SI*1), BX
	MOVBLZX 43(R9)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 20(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 21(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 22(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 23(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 52(R10)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X18, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 42(R10)(SI*1), BX
	MOVBLZX 43(R10)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 20(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 21(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 22(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 23(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 52(R11)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X19, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 42(R11)(SI*1), BX
	MOVBLZX 43(R11)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 20(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 21(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 22(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 23(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 768(DI), Z24
	VMOVUPS 832(DI), Z25
	MOVWLZX 54(R8)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 44(R8)(SI*1), BX
	MOVBLZX 45(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 24(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 25(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 26(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 27(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 54(R9)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X17, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 44(R9)(SI*1), BX
	MOVBLZX 45(R9)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 24(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 25(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 26(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 27(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 54(R10)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X18, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 44(R10)(SI*1), BX
	MOVBLZX 45(R10)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 24(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 25(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 26(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 27(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 54(R11)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X19, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 44(R11)(SI*1), BX
	MOVBLZX 45(R11)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 24(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 25(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 26(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 27(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	VMOVUPS 896(DI), Z24
	VMOVUPS 960(DI), Z25
	MOVWLZX 54(R8)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 46(R8)(SI*1), BX
	MOVBLZX 47(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 28(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 29(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 30(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 31(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z0
	VFMADD231PS Z25, Z21, Z1
	MOVWLZX 54(R9)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X17, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X17, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 46(R9)(SI*1), BX
	MOVBLZX 47(R9)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 28(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 29(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 30(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 31(R9)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z2
	VFMADD231PS Z25, Z21, Z3
	MOVWLZX 54(R10)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X18, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X18, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 46(R10)(SI*1), BX
	MOVBLZX 47(R10)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 28(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 29(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 30(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 31(R10)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z4
	VFMADD231PS Z25, Z21, Z5
	MOVWLZX 54(R11)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X19, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X19, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 46(R11)(SI*1), BX
	MOVBLZX 47(R11)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 28(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 29(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 30(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 31(R11)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VFMADD231PS Z24, Z20, Z6
	VFMADD231PS Z25, Z21, Z7
	MOVQ 0(SP), CX
	ADDQ $56, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ iq1mx4_loop
iq1mx4_done:
	STORE8

TEXT ·decodeIQ1_MAVX512(SB), NOSPLIT, $8-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	MOVQ tab+32(FP), R13
	TESTQ CX, CX
	JZ deciq1m_done
	XORQ SI, SI
deciq1m_loop:
	MOVQ CX, 0(SP)
	MOVWLZX 48(R8)(SI*1), AX
	SHRL $12, AX
	MOVWLZX 50(R8)(SI*1), DX
	SHRL $8, DX
	ANDL $0xf0, DX
	ORL DX, AX
	MOVWLZX 52(R8)(SI*1), DX
	SHRL $4, DX
	ANDL $0xf00, DX
	ORL DX, AX
	MOVWLZX 54(R8)(SI*1), DX
	ANDL $0xf000, DX
	ORL DX, AX
	VMOVSS (R12)(AX*4), X16
	MOVWLZX 48(R8)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 32(R8)(SI*1), BX
	MOVBLZX 33(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 0(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 1(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 2(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 3(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 0(DI)
	VMOVUPS Z21, 64(DI)
	MOVWLZX 48(R8)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 34(R8)(SI*1), BX
	MOVBLZX 35(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 4(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 5(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 6(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 7(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 128(DI)
	VMOVUPS Z21, 192(DI)
	MOVWLZX 50(R8)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 36(R8)(SI*1), BX
	MOVBLZX 37(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 8(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 9(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 10(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 11(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 256(DI)
	VMOVUPS Z21, 320(DI)
	MOVWLZX 50(R8)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 38(R8)(SI*1), BX
	MOVBLZX 39(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 12(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 13(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 14(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 15(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 384(DI)
	VMOVUPS Z21, 448(DI)
	MOVWLZX 52(R8)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 40(R8)(SI*1), BX
	MOVBLZX 41(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 16(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 17(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 18(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 19(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 512(DI)
	VMOVUPS Z21, 576(DI)
	MOVWLZX 52(R8)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 42(R8)(SI*1), BX
	MOVBLZX 43(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 20(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 21(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 22(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 23(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 640(DI)
	VMOVUPS Z21, 704(DI)
	MOVWLZX 54(R8)(SI*1), BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 44(R8)(SI*1), BX
	MOVBLZX 45(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 24(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 25(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 26(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 27(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 768(DI)
	VMOVUPS Z21, 832(DI)
	MOVWLZX 54(R8)(SI*1), BX
	SHRL $6, BX
	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS X16, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS X16, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX 46(R8)(SI*1), BX
	MOVBLZX 47(R8)(SI*1), CX
	MOVL BX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 28(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y20
	MOVL BX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 29(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z20, Z20
	MOVL CX, AX
	SHLL $8, AX
	ANDL $0x700, AX
	MOVBLZX 30(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VMOVUPS 0(R13)(AX*1), Y21
	MOVL CX, AX
	SHLL $4, AX
	ANDL $0x700, AX
	MOVBLZX 31(R8)(SI*1), DX
	ORL DX, AX
	SHLL $5, AX
	VINSERTF32X8 $1, 0(R13)(AX*1), Z21, Z21
	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z20, Z20
	MOVL CX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL CX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX
	SHLL $6, DX
	VADDPS 65536(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VMOVUPS Z20, 896(DI)
	VMOVUPS Z21, 960(DI)
	MOVQ 0(SP), CX
	ADDQ $56, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ deciq1m_loop
deciq1m_done:
	VZEROUPPER
	RET


// ---------------------------------------------------------------------------------------------
// One-byte element formats: the kernels of the BYTE* macros above.

// func gemvF8E4M3x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvF8E4M3x4AVX512(SB), NOSPLIT, $0-40
	BYTEGEMV(E4M3ROW, E4M3FAST, E4M3FIN(e4m3x4_nan), e4m3x4_loop, e4m3x4_done)
e4m3x4_nan:
	BYTEGEMV(BYTEROW, E4M3CONV, NOP, e4m3x4_nloop, e4m3x4_ndone)

// func gemvF8E5M2x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvF8E5M2x4AVX512(SB), NOSPLIT, $0-40
	BYTEGEMV(BYTEROW, E5M2CONV, NOP, e5m2x4_loop, e5m2x4_done)

// func gemvF8E4M3FNUZx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvF8E4M3FNUZx4AVX512(SB), NOSPLIT, $0-40
	E4M3NZCONSTS
	BYTEGEMV(BYTEROW, E4M3NZFAST, E4M3NZFIN, e4m3nzx4_loop, e4m3nzx4_done)

// func gemvI8x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvI8x4AVX512(SB), NOSPLIT, $0-40
	BYTEGEMV(BYTEROW, I8CONV, NOP, i8x4_loop, i8x4_done)

// func gemvU8x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvU8x4AVX512(SB), NOSPLIT, $0-40
	BYTEGEMV(BYTEROW, U8CONV, NOP, u8x4_loop, u8x4_done)

// func decodeF8E4M3AVX512(dst *float32, src *byte, nb int)
// Through binary16 (E4M3FAST, times 2^8), the magnitudes' maximum kept as in the GEMV kernel: a
// call whose bytes hold a NaN code is done again with the exact conversion.
TEXT ·decodeF8E4M3AVX512(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ nb+16(FP), CX
	BYTECONSTS
	TESTQ CX, CX
	JZ dece4m3_done
dece4m3_loop:
	VPAND (SI), Y8, Y10
	VPMAXUB Y10, Y9, Y9
	E4M3FAST((SI), Z0)
	E4M3FAST(16(SI), Z1)
	VMULPS Z26, Z0, Z0
	VMULPS Z26, Z1, Z1
	VMOVUPS Z0, (DI)
	VMOVUPS Z1, 64(DI)
	ADDQ $32, SI
	ADDQ $128, DI
	DECQ CX
	JNZ dece4m3_loop
	VPCMPEQB Y8, Y9, Y9
	VPMOVMSKB Y9, AX
	TESTL AX, AX
	JNZ dece4m3_exact
dece4m3_done:
	VZEROUPPER
	RET
dece4m3_exact:
	BYTEDECODE(E4M3CONV, dece4m3_xloop, dece4m3_xdone)

// func decodeF8E5M2AVX512(dst *float32, src *byte, nb int)
TEXT ·decodeF8E5M2AVX512(SB), NOSPLIT, $0-24
	BYTEDECODE(E5M2CONV, dece5m2_loop, dece5m2_done)

// func decodeF8E4M3FNUZAVX512(dst *float32, src *byte, nb int)
TEXT ·decodeF8E4M3FNUZAVX512(SB), NOSPLIT, $0-24
	E4M3NZCONSTS
	BYTEDECODE(E4M3NZCONV, dece4m3nz_loop, dece4m3nz_done)

// func decodeI8AVX512(dst *float32, src *byte, nb int)
TEXT ·decodeI8AVX512(SB), NOSPLIT, $0-24
	BYTEDECODE(I8CONV, deci8_loop, deci8_done)

// func decodeU8AVX512(dst *float32, src *byte, nb int)
TEXT ·decodeU8AVX512(SB), NOSPLIT, $0-24
	BYTEDECODE(U8CONV, decu8_loop, decu8_done)

// func mxfp8DecodeRow(dst *float32, src *byte, sc *byte, ngroups int, tab *[256]float32)
// One MLX mxfp8 row: groups of 32 E4M3 codes, each value tabE4M3[code]·tab[sc[i]] (E4M3CONV, then
// one product with the group's scale, as decodeMLXFP computes it).
TEXT ·mxfp8DecodeRow(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ sc+16(FP), R8
	MOVQ ngroups+24(FP), CX
	MOVQ tab+32(FP), R12
	BYTECONSTS
	TESTQ CX, CX
	JZ mx8row_done
mx8row_group:
	MOVBLZX (R8), AX
	VBROADCASTSS (R12)(AX*4), Z2
	E4M3CONV((SI), Z0)
	E4M3CONV(16(SI), Z1)
	VMULPS Z2, Z0, Z0
	VMULPS Z2, Z1, Z1
	VMOVUPS Z0, (DI)
	VMOVUPS Z1, 64(DI)
	INCQ R8
	ADDQ $32, SI
	ADDQ $128, DI
	DECQ CX
	JNZ mx8row_group
mx8row_done:
	VZEROUPPER
	RET
