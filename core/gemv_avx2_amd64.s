// AVX2 + FMA + F16C kernels of the CPU compute engine, for x86-64 CPUs without AVX-512 (the
// same contracts as the AVX-512 kernels in gemv_amd64.s, with 16 ymm registers: one or two
// accumulators of 8 lanes per row, kernel spans of gemvSpanAVX2 columns).

#include "textflag.h"

// HSUM4Y reduces ymm accumulators a, b, c, d to xmm [Σa, Σb, Σc, Σd] in xa (t: scratch).
#define HSUM4Y(ya, yb, yc, yd, xa, xt) \
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

// One-byte element formats (the AVX-512 file's BYTE* kernels with ymm registers): 8 bytes become
// 8 float32 values per conversion (X12/Y12), constants from memory or Y13..Y15.
//   E4M3 (E4M3CONV2F): as binary16, value·2^-8 (the sign-extended byte shifted left by 7, bit 14
//   cleared: Y13 0xBF80 words), the sums times 2^8 at the end; Y15 the bytewise maximum of the
//   magnitudes (Y14 0x7F bytes): a NaN code sends the call to the exact conversion
//   (E4M3CONV2X: the byte as float32 times 2^120, the NaN codes patched to sign | 0x7FC00000).
//   E5M2: the high byte of its binary16. I8, U8: extended and converted.
DATA byte2E4M3Mask<>+0(SB)/4, $0x87f00000
DATA byte2E4M3Mag<>+0(SB)/4, $0x07f00000
DATA byte2Pow120<>+0(SB)/4, $0x7b800000
DATA byte2Sign<>+0(SB)/4, $0x80000000
DATA byte2QNaN<>+0(SB)/4, $0x7fc00000
DATA byte2Pow8<>+0(SB)/4, $0x43800000
DATA byte2F16Mask<>+0(SB)/4, $0xbf80bf80
DATA byte2Mag7F<>+0(SB)/4, $0x7f7f7f7f
GLOBL byte2E4M3Mask<>(SB), RODATA|NOPTR, $4
GLOBL byte2E4M3Mag<>(SB), RODATA|NOPTR, $4
GLOBL byte2Pow120<>(SB), RODATA|NOPTR, $4
GLOBL byte2Sign<>(SB), RODATA|NOPTR, $4
GLOBL byte2QNaN<>(SB), RODATA|NOPTR, $4
GLOBL byte2Pow8<>(SB), RODATA|NOPTR, $4
GLOBL byte2F16Mask<>(SB), RODATA|NOPTR, $4
GLOBL byte2Mag7F<>(SB), RODATA|NOPTR, $4
DATA byte2B80<>+0(SB)/8, $0x8080808080808080
DATA byte2B80<>+8(SB)/8, $0x8080808080808080
GLOBL byte2B80<>(SB), RODATA|NOPTR, $16
DATA byte2NaN8<>+0(SB)/4, $0x7fc00000
DATA byte2NaN8<>+4(SB)/4, $0x7fc00000
DATA byte2NaN8<>+8(SB)/4, $0x7fc00000
DATA byte2NaN8<>+12(SB)/4, $0x7fc00000
DATA byte2NaN8<>+16(SB)/4, $0x7fc00000
DATA byte2NaN8<>+20(SB)/4, $0x7fc00000
DATA byte2NaN8<>+24(SB)/4, $0x7fc00000
DATA byte2NaN8<>+28(SB)/4, $0x7fc00000
GLOBL byte2NaN8<>(SB), RODATA|NOPTR, $32
DATA byte2Pow7x8<>+0(SB)/4, $0x43000000
DATA byte2Pow7x8<>+4(SB)/4, $0x43000000
DATA byte2Pow7x8<>+8(SB)/4, $0x43000000
DATA byte2Pow7x8<>+12(SB)/4, $0x43000000
DATA byte2Pow7x8<>+16(SB)/4, $0x43000000
DATA byte2Pow7x8<>+20(SB)/4, $0x43000000
DATA byte2Pow7x8<>+24(SB)/4, $0x43000000
DATA byte2Pow7x8<>+28(SB)/4, $0x43000000
GLOBL byte2Pow7x8<>(SB), RODATA|NOPTR, $32

#define E4M3CONV2F(src) \
	VPMOVSXBW src, X12 \
	VPSLLW $7, X12, X12 \
	VPAND X13, X12, X12 \
	VCVTPH2PS X12, Y12

// E4M3CONV2X: Y13..Y15 scratch (the exact loop and the decoder use no constants in them).
#define E4M3CONV2X(src) \
	VPMOVSXBD src, Y12 \
	VPSLLD $20, Y12, Y12 \
	VBROADCASTSS byte2E4M3Mask<>(SB), Y13 \
	VPAND Y13, Y12, Y12 \
	VBROADCASTSS byte2E4M3Mag<>(SB), Y14 \
	VPAND Y14, Y12, Y13 \
	VPCMPEQD Y14, Y13, Y13 \
	VBROADCASTSS byte2Pow120<>(SB), Y14 \
	VMULPS Y14, Y12, Y12 \
	VBROADCASTSS byte2Sign<>(SB), Y14 \
	VPAND Y14, Y12, Y14 \
	VBROADCASTSS byte2QNaN<>(SB), Y15 \
	VPOR Y15, Y14, Y14 \
	VPBLENDVB Y13, Y14, Y12, Y12

// E4M3NZCONV2: F8_E4M3FNUZ as E4M3CONV2F (binary16 of value·2^-7 here), the lanes of code 0x80
// made a NaN (bytewise compare with byte2B80, widened to a lane mask); the factor 2^7 is applied
// to the sums (E4M3NZFIN2) or by the decoder. Y15 is scratch.
#define E4M3NZCONV2(src) \
	E4M3CONV2F(src) \
	VMOVQ src, X15 \
	VPCMPEQB byte2B80<>(SB), X15, X15 \
	VPMOVSXBD X15, Y15 \
	VBLENDVPS Y15, byte2NaN8<>(SB), Y12, Y12

#define E4M3NZFIN2 \
	VMOVUPS byte2Pow7x8<>(SB), Y12 \
	SCALE8Y(Y12)

// SCALE8Y(y): the accumulators Y0…Y7 times y.
#define SCALE8Y(y) \
	VMULPS y, Y0, Y0 \
	VMULPS y, Y1, Y1 \
	VMULPS y, Y2, Y2 \
	VMULPS y, Y3, Y3 \
	VMULPS y, Y4, Y4 \
	VMULPS y, Y5, Y5 \
	VMULPS y, Y6, Y6 \
	VMULPS y, Y7, Y7

#define E4M3NZDEC2(src) \
	E4M3NZCONV2(src) \
	VMULPS byte2Pow7x8<>(SB), Y12, Y12

#define E5M2CONV2(src) \
	VPMOVZXBW src, X12 \
	VPSLLW $8, X12, X12 \
	VCVTPH2PS X12, Y12

#define I8CONV2(src) \
	VPMOVSXBD src, Y12 \
	VCVTDQ2PS Y12, Y12

#define U8CONV2(src) \
	VPMOVZXBD src, Y12 \
	VCVTDQ2PS Y12, Y12

// BYTEROW2 / E4M3ROW2: one row's 32 columns of a step into accumulators a0, a1 (x in Y8..Y11).
#define BYTEROW2(conv, ptr, a0, a1) \
	conv(0(ptr)(SI*1)) \
	VFMADD231PS Y8, Y12, a0 \
	conv(8(ptr)(SI*1)) \
	VFMADD231PS Y9, Y12, a1 \
	conv(16(ptr)(SI*1)) \
	VFMADD231PS Y10, Y12, a0 \
	conv(24(ptr)(SI*1)) \
	VFMADD231PS Y11, Y12, a1

#define E4M3ROW2(conv, ptr, a0, a1) \
	VPAND (ptr)(SI*1), Y14, Y12 \
	VPMAXUB Y12, Y15, Y15 \
	BYTEROW2(conv, ptr, a0, a1)

// E4M3FIN2(nan): to nan if a magnitude was 0x7F, else Y0..Y7 times 2^8.
#define E4M3FIN2(nan) \
	VPCMPEQB Y14, Y15, Y15 \
	VPMOVMSKB Y15, AX \
	TESTL AX, AX \
	JNZ nan \
	VBROADCASTSS byte2Pow8<>(SB), Y12 \
	SCALE8Y(Y12)

// BYTEGEMV2(row, conv, fin, …): the 4-row kernel, 32 columns a step, prefetching the next rows.
#define BYTEGEMV2(row, conv, fin, loop, done) \
	LOADROWS \
	MOVQ x+8(FP), DI \
	MOVQ nb+16(FP), CX \
	MOVQ pf+32(FP), DX \
	VXORPS Y0, Y0, Y0 \
	VXORPS Y1, Y1, Y1 \
	VXORPS Y2, Y2, Y2 \
	VXORPS Y3, Y3, Y3 \
	VXORPS Y4, Y4, Y4 \
	VXORPS Y5, Y5, Y5 \
	VXORPS Y6, Y6, Y6 \
	VXORPS Y7, Y7, Y7 \
	VBROADCASTSS byte2F16Mask<>(SB), Y13 \
	VBROADCASTSS byte2Mag7F<>(SB), Y14 \
	VPXOR Y15, Y15, Y15 \
	XORQ SI, SI \
	TESTQ CX, CX \
	JZ done \
loop: \
	PREFETCHT1 (R8)(DX*1) \
	PREFETCHT1 (R9)(DX*1) \
	PREFETCHT1 (R10)(DX*1) \
	PREFETCHT1 (R11)(DX*1) \
	VMOVUPS (DI), Y8 \
	VMOVUPS 32(DI), Y9 \
	VMOVUPS 64(DI), Y10 \
	VMOVUPS 96(DI), Y11 \
	row(conv, R8, Y0, Y1) \
	row(conv, R9, Y2, Y3) \
	row(conv, R10, Y4, Y5) \
	row(conv, R11, Y6, Y7) \
	ADDQ $32, SI \
	ADDQ $32, DX \
	ADDQ $128, DI \
	DECQ CX \
	JNZ loop \
done: \
	fin \
	VADDPS Y1, Y0, Y0 \
	VADDPS Y3, Y2, Y2 \
	VADDPS Y5, Y4, Y4 \
	VADDPS Y7, Y6, Y6 \
	VHADDPS Y2, Y0, Y0 \
	VHADDPS Y6, Y4, Y4 \
	VHADDPS Y4, Y0, Y0 \
	VEXTRACTF128 $1, Y0, X1 \
	VADDPS X1, X0, X0 \
	MOVQ out+24(FP), AX \
	VMOVUPS X0, (AX) \
	VZEROUPPER \
	RET

// BYTEDECODE2(conv, …): nb units of 32 values (E4M3: the exact conversion).
#define BYTEDECODE2(conv, loop, done) \
	MOVQ dst+0(FP), DI \
	MOVQ src+8(FP), SI \
	MOVQ nb+16(FP), CX \
	TESTQ CX, CX \
	JZ done \
loop: \
	conv(0(SI)) \
	VMOVUPS Y12, (DI) \
	conv(8(SI)) \
	VMOVUPS Y12, 32(DI) \
	conv(16(SI)) \
	VMOVUPS Y12, 64(DI) \
	conv(24(SI)) \
	VMOVUPS Y12, 96(DI) \
	ADDQ $32, SI \
	ADDQ $128, DI \
	DECQ CX \
	JNZ loop \
done: \
	VZEROUPPER \
	RET

// func dotF32AVX2(a, b *float32, n int) float32   n is a multiple of 16
TEXT ·dotF32AVX2(SB), NOSPLIT, $0-28
	MOVQ a+0(FP), SI
	MOVQ b+8(FP), DI
	MOVQ n+16(FP), CX
	VXORPS Y0, Y0, Y0
	VXORPS Y1, Y1, Y1
	SHRQ $4, CX
	JZ dotf32avx2_done
dotf32avx2_loop:
	VMOVUPS (SI), Y2
	VMOVUPS 32(SI), Y3
	VFMADD231PS (DI), Y2, Y0
	VFMADD231PS 32(DI), Y3, Y1
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ dotf32avx2_loop
dotf32avx2_done:
	VADDPS Y1, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VADDPS X1, X0, X0
	VHADDPS X0, X0, X0
	VHADDPS X0, X0, X0
	VMOVSS X0, ret+24(FP)
	VZEROUPPER
	RET

// func dotNAVX2(w, xi *float32, n, k int, out *[8]float32)
// As dotNAVX512 (interleaved vectors, 2 ≤ n ≤ 8); k is a multiple of 16; one accumulator of 8
// lanes per vector.
TEXT ·dotNAVX2(SB), NOSPLIT, $0-40
	MOVQ w+0(FP), SI
	MOVQ xi+8(FP), DI
	MOVQ n+16(FP), BX
	SHLQ $6, BX
	MOVQ k+24(FP), CX
	SHRQ $4, CX
	VXORPS Y0, Y0, Y0
	VXORPS Y1, Y1, Y1
	VXORPS Y2, Y2, Y2
	VXORPS Y3, Y3, Y3
	VXORPS Y4, Y4, Y4
	VXORPS Y5, Y5, Y5
	VXORPS Y6, Y6, Y6
	VXORPS Y7, Y7, Y7
	TESTQ CX, CX
	JZ dotnavx2_reduce
dotnavx2_loop:
	VMOVUPS (SI), Y8
	VMOVUPS 32(SI), Y9
	VFMADD231PS 0(DI), Y8, Y0
	VFMADD231PS 32(DI), Y9, Y0
	VFMADD231PS 64(DI), Y8, Y1
	VFMADD231PS 96(DI), Y9, Y1
	VFMADD231PS 128(DI), Y8, Y2
	VFMADD231PS 160(DI), Y9, Y2
	VFMADD231PS 192(DI), Y8, Y3
	VFMADD231PS 224(DI), Y9, Y3
	VFMADD231PS 256(DI), Y8, Y4
	VFMADD231PS 288(DI), Y9, Y4
	VFMADD231PS 320(DI), Y8, Y5
	VFMADD231PS 352(DI), Y9, Y5
	VFMADD231PS 384(DI), Y8, Y6
	VFMADD231PS 416(DI), Y9, Y6
	VFMADD231PS 448(DI), Y8, Y7
	VFMADD231PS 480(DI), Y9, Y7
	ADDQ $64, SI
	ADDQ BX, DI
	DECQ CX
	JNZ dotnavx2_loop
dotnavx2_reduce:
	HSUM4Y(Y0, Y1, Y2, Y3, X0, X8)
	HSUM4Y(Y4, Y5, Y6, Y7, X4, X8)
	MOVQ out+32(FP), AX
	VMOVUPS X0, (AX)
	VMOVUPS X4, 16(AX)
	VZEROUPPER
	RET

// func gemvF32x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)   units of 32
// pf is unused and the rows are read by the FMAs' memory operands: fewer instructions per line
// let more lines be in flight (bench matrices, one thread, separate loads and PREFETCHT1 of the
// current line before: 32.5–32.6 → 33.8–34.5 GB/s in alternating runs, DRAM 41–42).
TEXT ·gemvF32x4AVX2(SB), NOSPLIT, $0-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
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
	JZ f32x4avx2_done
f32x4avx2_loop:
	VMOVUPS (DI), Y8
	VMOVUPS 32(DI), Y9
	VMOVUPS 64(DI), Y10
	VMOVUPS 96(DI), Y11
	VFMADD231PS 0(R8)(SI*1), Y8, Y0
	VFMADD231PS 32(R8)(SI*1), Y9, Y1
	VFMADD231PS 64(R8)(SI*1), Y10, Y0
	VFMADD231PS 96(R8)(SI*1), Y11, Y1
	VFMADD231PS 0(R9)(SI*1), Y8, Y2
	VFMADD231PS 32(R9)(SI*1), Y9, Y3
	VFMADD231PS 64(R9)(SI*1), Y10, Y2
	VFMADD231PS 96(R9)(SI*1), Y11, Y3
	VFMADD231PS 0(R10)(SI*1), Y8, Y4
	VFMADD231PS 32(R10)(SI*1), Y9, Y5
	VFMADD231PS 64(R10)(SI*1), Y10, Y4
	VFMADD231PS 96(R10)(SI*1), Y11, Y5
	VFMADD231PS 0(R11)(SI*1), Y8, Y6
	VFMADD231PS 32(R11)(SI*1), Y9, Y7
	VFMADD231PS 64(R11)(SI*1), Y10, Y6
	VFMADD231PS 96(R11)(SI*1), Y11, Y7
	ADDQ $128, SI
	ADDQ $128, DI
	DECQ CX
	JNZ f32x4avx2_loop
f32x4avx2_done:
	VADDPS Y1, Y0, Y0
	VADDPS Y3, Y2, Y2
	VADDPS Y5, Y4, Y4
	VADDPS Y7, Y6, Y6
	VHADDPS Y2, Y0, Y0
	VHADDPS Y6, Y4, Y4
	VHADDPS Y4, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VADDPS X1, X0, X0
	MOVQ out+24(FP), AX
	VMOVUPS X0, (AX)
	VZEROUPPER
	RET

// func gemvF16x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)   units of 32
TEXT ·gemvF16x4AVX2(SB), NOSPLIT, $0-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	MOVQ pf+32(FP), DX
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
	JZ f16x4avx2_done
f16x4avx2_loop:
	PREFETCHT1 (R8)(DX*1)
	PREFETCHT1 (R9)(DX*1)
	PREFETCHT1 (R10)(DX*1)
	PREFETCHT1 (R11)(DX*1)
	VMOVUPS (DI), Y8
	VMOVUPS 32(DI), Y9
	VMOVUPS 64(DI), Y10
	VMOVUPS 96(DI), Y11
	VCVTPH2PS 0(R8)(SI*1), Y12
	VFMADD231PS Y8, Y12, Y0
	VCVTPH2PS 16(R8)(SI*1), Y12
	VFMADD231PS Y9, Y12, Y1
	VCVTPH2PS 32(R8)(SI*1), Y12
	VFMADD231PS Y10, Y12, Y0
	VCVTPH2PS 48(R8)(SI*1), Y12
	VFMADD231PS Y11, Y12, Y1
	VCVTPH2PS 0(R9)(SI*1), Y12
	VFMADD231PS Y8, Y12, Y2
	VCVTPH2PS 16(R9)(SI*1), Y12
	VFMADD231PS Y9, Y12, Y3
	VCVTPH2PS 32(R9)(SI*1), Y12
	VFMADD231PS Y10, Y12, Y2
	VCVTPH2PS 48(R9)(SI*1), Y12
	VFMADD231PS Y11, Y12, Y3
	VCVTPH2PS 0(R10)(SI*1), Y12
	VFMADD231PS Y8, Y12, Y4
	VCVTPH2PS 16(R10)(SI*1), Y12
	VFMADD231PS Y9, Y12, Y5
	VCVTPH2PS 32(R10)(SI*1), Y12
	VFMADD231PS Y10, Y12, Y4
	VCVTPH2PS 48(R10)(SI*1), Y12
	VFMADD231PS Y11, Y12, Y5
	VCVTPH2PS 0(R11)(SI*1), Y12
	VFMADD231PS Y8, Y12, Y6
	VCVTPH2PS 16(R11)(SI*1), Y12
	VFMADD231PS Y9, Y12, Y7
	VCVTPH2PS 32(R11)(SI*1), Y12
	VFMADD231PS Y10, Y12, Y6
	VCVTPH2PS 48(R11)(SI*1), Y12
	VFMADD231PS Y11, Y12, Y7
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $128, DI
	DECQ CX
	JNZ f16x4avx2_loop
f16x4avx2_done:
	VADDPS Y1, Y0, Y0
	VADDPS Y3, Y2, Y2
	VADDPS Y5, Y4, Y4
	VADDPS Y7, Y6, Y6
	VHADDPS Y2, Y0, Y0
	VHADDPS Y6, Y4, Y4
	VHADDPS Y4, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VADDPS X1, X0, X0
	MOVQ out+24(FP), AX
	VMOVUPS X0, (AX)
	VZEROUPPER
	RET

// func gemvBF16x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)   units of 32
TEXT ·gemvBF16x4AVX2(SB), NOSPLIT, $0-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	MOVQ pf+32(FP), DX
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
	JZ bf16x4avx2_done
bf16x4avx2_loop:
	PREFETCHT1 (R8)(DX*1)
	PREFETCHT1 (R9)(DX*1)
	PREFETCHT1 (R10)(DX*1)
	PREFETCHT1 (R11)(DX*1)
	VMOVUPS (DI), Y8
	VMOVUPS 32(DI), Y9
	VMOVUPS 64(DI), Y10
	VMOVUPS 96(DI), Y11
	VPMOVZXWD 0(R8)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y8, Y12, Y0
	VPMOVZXWD 16(R8)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y9, Y12, Y1
	VPMOVZXWD 32(R8)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y10, Y12, Y0
	VPMOVZXWD 48(R8)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y11, Y12, Y1
	VPMOVZXWD 0(R9)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y8, Y12, Y2
	VPMOVZXWD 16(R9)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y9, Y12, Y3
	VPMOVZXWD 32(R9)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y10, Y12, Y2
	VPMOVZXWD 48(R9)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y11, Y12, Y3
	VPMOVZXWD 0(R10)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y8, Y12, Y4
	VPMOVZXWD 16(R10)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y9, Y12, Y5
	VPMOVZXWD 32(R10)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y10, Y12, Y4
	VPMOVZXWD 48(R10)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y11, Y12, Y5
	VPMOVZXWD 0(R11)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y8, Y12, Y6
	VPMOVZXWD 16(R11)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y9, Y12, Y7
	VPMOVZXWD 32(R11)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y10, Y12, Y6
	VPMOVZXWD 48(R11)(SI*1), Y12
	VPSLLD $16, Y12, Y12
	VFMADD231PS Y11, Y12, Y7
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $128, DI
	DECQ CX
	JNZ bf16x4avx2_loop
bf16x4avx2_done:
	VADDPS Y1, Y0, Y0
	VADDPS Y3, Y2, Y2
	VADDPS Y5, Y4, Y4
	VADDPS Y7, Y6, Y6
	VHADDPS Y2, Y0, Y0
	VHADDPS Y6, Y4, Y4
	VHADDPS Y4, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VADDPS X1, X0, X0
	MOVQ out+24(FP), AX
	VMOVUPS X0, (AX)
	VZEROUPPER
	RET

// func gemvQ8_0x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ8_0x4AVX2(SB), NOSPLIT, $0-48
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	MOVQ fp16+32(FP), R12
	MOVQ pf+40(FP), DX
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
	JZ q80x4avx2_done
q80x4avx2_loop:
	PREFETCHT1 (R8)(DX*1)
	PREFETCHT1 (R9)(DX*1)
	PREFETCHT1 (R10)(DX*1)
	PREFETCHT1 (R11)(DX*1)
	VMOVUPS (DI), Y4
	VMOVUPS 32(DI), Y5
	VMOVUPS 64(DI), Y6
	VMOVUPS 96(DI), Y7
	MOVWLZX (R8)(SI*1), AX
	VPMOVSXBD 2(R8)(SI*1), Y8
	VPMOVSXBD 10(R8)(SI*1), Y9
	VPMOVSXBD 18(R8)(SI*1), Y10
	VPMOVSXBD 26(R8)(SI*1), Y11
	VCVTDQ2PS Y8, Y8
	VCVTDQ2PS Y9, Y9
	VCVTDQ2PS Y10, Y10
	VCVTDQ2PS Y11, Y11
	VMULPS Y4, Y8, Y8
	VFMADD231PS Y5, Y9, Y8
	VFMADD231PS Y6, Y10, Y8
	VFMADD231PS Y7, Y11, Y8
	VBROADCASTSS (R12)(AX*4), Y9
	VFMADD231PS Y9, Y8, Y0
	MOVWLZX (R9)(SI*1), AX
	VPMOVSXBD 2(R9)(SI*1), Y8
	VPMOVSXBD 10(R9)(SI*1), Y9
	VPMOVSXBD 18(R9)(SI*1), Y10
	VPMOVSXBD 26(R9)(SI*1), Y11
	VCVTDQ2PS Y8, Y8
	VCVTDQ2PS Y9, Y9
	VCVTDQ2PS Y10, Y10
	VCVTDQ2PS Y11, Y11
	VMULPS Y4, Y8, Y8
	VFMADD231PS Y5, Y9, Y8
	VFMADD231PS Y6, Y10, Y8
	VFMADD231PS Y7, Y11, Y8
	VBROADCASTSS (R12)(AX*4), Y9
	VFMADD231PS Y9, Y8, Y1
	MOVWLZX (R10)(SI*1), AX
	VPMOVSXBD 2(R10)(SI*1), Y8
	VPMOVSXBD 10(R10)(SI*1), Y9
	VPMOVSXBD 18(R10)(SI*1), Y10
	VPMOVSXBD 26(R10)(SI*1), Y11
	VCVTDQ2PS Y8, Y8
	VCVTDQ2PS Y9, Y9
	VCVTDQ2PS Y10, Y10
	VCVTDQ2PS Y11, Y11
	VMULPS Y4, Y8, Y8
	VFMADD231PS Y5, Y9, Y8
	VFMADD231PS Y6, Y10, Y8
	VFMADD231PS Y7, Y11, Y8
	VBROADCASTSS (R12)(AX*4), Y9
	VFMADD231PS Y9, Y8, Y2
	MOVWLZX (R11)(SI*1), AX
	VPMOVSXBD 2(R11)(SI*1), Y8
	VPMOVSXBD 10(R11)(SI*1), Y9
	VPMOVSXBD 18(R11)(SI*1), Y10
	VPMOVSXBD 26(R11)(SI*1), Y11
	VCVTDQ2PS Y8, Y8
	VCVTDQ2PS Y9, Y9
	VCVTDQ2PS Y10, Y10
	VCVTDQ2PS Y11, Y11
	VMULPS Y4, Y8, Y8
	VFMADD231PS Y5, Y9, Y8
	VFMADD231PS Y6, Y10, Y8
	VFMADD231PS Y7, Y11, Y8
	VBROADCASTSS (R12)(AX*4), Y9
	VFMADD231PS Y9, Y8, Y3
	ADDQ $34, SI
	ADDQ $34, DX
	ADDQ $128, DI
	DECQ CX
	JNZ q80x4avx2_loop
q80x4avx2_done:
	VHADDPS Y1, Y0, Y0
	VHADDPS Y3, Y2, Y2
	VHADDPS Y2, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VADDPS X1, X0, X0
	MOVQ out+24(FP), AX
	VMOVUPS X0, (AX)
	VZEROUPPER
	RET

// Q40ROWAVX2: one row's Q4_0 block times x (Y4..Y7) into acc, as d·Σ(q−8)·x: the codes q are
// widened from memory (VPMOVZXBD of each 8-byte half, a low and a high nibble per lane), q−8
// converted exactly and multiplied with x, and the block's sum scaled once, as gemvQ8_0x4AVX2
// does (d·(q−8) is exact in float32, so these are Dequantize's weights; the scaling adds one
// rounding per block, which gemv.go's bound covers). Against looking the weights up
// (gemvNL4x4AVX2: two VPERMPS and a blend per 8 values) this takes 21 instructions per block and
// row instead of 29.
#define Q40ROWAVX2(ptr, acc) \
	VPMOVZXBD 2(ptr)(SI*1), Y10 \
	VPMOVZXBD 10(ptr)(SI*1), Y11 \
	VPAND Y13, Y10, Y12 \
	VPSRLD $4, Y10, Y10 \
	VPSUBD Y14, Y12, Y12 \
	VPSUBD Y14, Y10, Y10 \
	VCVTDQ2PS Y12, Y12 \
	VCVTDQ2PS Y10, Y10 \
	VMULPS Y4, Y12, Y12 \
	VFMADD231PS Y6, Y10, Y12 \
	VPAND Y13, Y11, Y10 \
	VPSRLD $4, Y11, Y11 \
	VPSUBD Y14, Y10, Y10 \
	VPSUBD Y14, Y11, Y11 \
	VCVTDQ2PS Y10, Y10 \
	VCVTDQ2PS Y11, Y11 \
	VFMADD231PS Y5, Y10, Y12 \
	VFMADD231PS Y7, Y11, Y12 \
	MOVWLZX (ptr)(SI*1), AX \
	VBROADCASTSS (R12)(AX*4), Y9 \
	VFMADD231PS Y9, Y12, acc

// func gemvQ4_0x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ4_0x4AVX2(SB), NOSPLIT, $0-48
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	MOVQ fp16+32(FP), R12
	MOVQ pf+40(FP), DX
	VXORPS Y0, Y0, Y0
	VXORPS Y1, Y1, Y1
	VXORPS Y2, Y2, Y2
	VXORPS Y3, Y3, Y3
	VPBROADCASTD q40Mask<>+0(SB), Y13
	VPBROADCASTD q40Eight<>+0(SB), Y14
	XORQ SI, SI
	TESTQ CX, CX
	JZ q40x4avx2_done
q40x4avx2_loop:
	PREFETCHT1 (R8)(DX*1)
	PREFETCHT1 (R9)(DX*1)
	PREFETCHT1 (R10)(DX*1)
	PREFETCHT1 (R11)(DX*1)
	VMOVUPS (DI), Y4
	VMOVUPS 32(DI), Y5
	VMOVUPS 64(DI), Y6
	VMOVUPS 96(DI), Y7
	Q40ROWAVX2(R8, Y0)
	Q40ROWAVX2(R9, Y1)
	Q40ROWAVX2(R10, Y2)
	Q40ROWAVX2(R11, Y3)
	ADDQ $18, SI
	ADDQ $18, DX
	ADDQ $128, DI
	DECQ CX
	JNZ q40x4avx2_loop
q40x4avx2_done:
	HSUM4Y(Y0, Y1, Y2, Y3, X0, X1)
	MOVQ out+24(FP), AX
	VMOVUPS X0, (AX)
	VZEROUPPER
	RET

DATA q40Mask<>+0(SB)/4, $0x0000000f
GLOBL q40Mask<>(SB), RODATA|NOPTR, $4
DATA q40Eight<>+0(SB)/4, $0x00000008
GLOBL q40Eight<>(SB), RODATA|NOPTR, $4

// NL4BYTESAVX2: Σ level[q]·x of one row's block of 32 4-bit codes (16 bytes at qoff(ptr)) into
// Y12: the bytes split into low and high nibbles (VPSRLW, VPAND), looked up as int8 levels by
// VPSHUFB (X14: the format's levels), widened (VPMOVSXBD), converted and multiplied with x (Y4..Y7).
// IQ4NLROWAVX2 / MXFP4ROWAVX2 then scale the block's sum once by its fp16 d or E8M0 scale
// (d·level is exact in float32 — MXFP4's scales of 2^125 and up, whose weights overflow, send
// the tensor to the generic kernels: Format.overflowingScales —, so these are Dequantize's
// weights; the scaling adds one rounding per block, which gemv.go's bound covers). 23
// instructions per block and row against the VPERMPS tables' 29.
#define NL4BYTESAVX2(ptr, qoff) \
	VMOVDQU qoff(ptr)(SI*1), X10 \
	VPSRLW $4, X10, X11 \
	VPAND X13, X10, X10 \
	VPAND X13, X11, X11 \
	VPSHUFB X10, X14, X10 \
	VPSHUFB X11, X14, X11 \
	VPMOVSXBD X10, Y12 \
	VCVTDQ2PS Y12, Y12 \
	VMULPS Y4, Y12, Y12 \
	VPSHUFD $0x4e, X10, X10 \
	VPMOVSXBD X10, Y10 \
	VCVTDQ2PS Y10, Y10 \
	VFMADD231PS Y5, Y10, Y12 \
	VPMOVSXBD X11, Y10 \
	VCVTDQ2PS Y10, Y10 \
	VFMADD231PS Y6, Y10, Y12 \
	VPSHUFD $0x4e, X11, X11 \
	VPMOVSXBD X11, Y11 \
	VCVTDQ2PS Y11, Y11 \
	VFMADD231PS Y7, Y11, Y12

// IQ4_NL {fp16 d; u8 qs[16]}: d from fp16Table (R12).
#define IQ4NLROWAVX2(ptr, acc) \
	NL4BYTESAVX2(ptr, 2) \
	MOVWLZX (ptr)(SI*1), AX \
	VBROADCASTSS (R12)(AX*4), Y9 \
	VFMADD231PS Y9, Y12, acc

// MXFP4 {u8 e; u8 qs[16]}: the halved E8M0 scale from its table (R12, fp4Scales.mx).
#define MXFP4ROWAVX2(ptr, acc) \
	NL4BYTESAVX2(ptr, 1) \
	MOVBLZX (ptr)(SI*1), AX \
	VBROADCASTSS (R12)(AX*4), Y9 \
	VFMADD231PS Y9, Y12, acc

// NL4XAVX2: a block's 32 values of x into Y4..Y7 (the rows of IQ4_NL and MXFP4 read them there;
// NVFP4's, whose blocks are 64 values, from memory: NOXAVX2).
#define NL4XAVX2 \
	VMOVUPS (DI), Y4 \
	VMOVUPS 32(DI), Y5 \
	VMOVUPS 64(DI), Y6 \
	VMOVUPS 96(DI), Y7

#define NOXAVX2

// NL4BKERNELAVX2: the loop of the 4-bit-level kernels gemvIQ4_NLx4AVX2, gemvMXFP4x4AVX2 and
// gemvNVFP4x4AVX2 (ROW: the row macro, X: the x loads, bb: block bytes, xb: x bytes a block);
// args (rows, x, nb, out, levels *[16]int8, scales *float32, pf).
#define NL4BKERNELAVX2(ROW, X, bb, xb, loop, done) \
	LOADROWS \
	MOVQ x+8(FP), DI \
	MOVQ nb+16(FP), CX \
	MOVQ levels+32(FP), AX \
	VMOVDQU (AX), X14 \
	MOVQ scales+40(FP), R12 \
	MOVQ pf+48(FP), DX \
	VXORPS Y0, Y0, Y0 \
	VXORPS Y1, Y1, Y1 \
	VXORPS Y2, Y2, Y2 \
	VXORPS Y3, Y3, Y3 \
	VPBROADCASTD iq4nlMask<>+0(SB), X13 \
	XORQ SI, SI \
	TESTQ CX, CX \
	JZ done \
loop: \
	PREFETCHT1 (R8)(DX*1) \
	PREFETCHT1 (R9)(DX*1) \
	PREFETCHT1 (R10)(DX*1) \
	PREFETCHT1 (R11)(DX*1) \
	X \
	ROW(R8, Y0) \
	ROW(R9, Y1) \
	ROW(R10, Y2) \
	ROW(R11, Y3) \
	ADDQ $bb, SI \
	ADDQ $bb, DX \
	ADDQ $xb, DI \
	DECQ CX \
	JNZ loop \
done: \
	HSUM4Y(Y0, Y1, Y2, Y3, X0, X1) \
	MOVQ out+24(FP), AX \
	VMOVUPS X0, (AX) \
	VZEROUPPER \
	RET

// func gemvIQ4_NLx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]int8, scales *float32, pf int)
TEXT ·gemvIQ4_NLx4AVX2(SB), NOSPLIT, $0-56
	NL4BKERNELAVX2(IQ4NLROWAVX2, NL4XAVX2, 18, 128, iq4nlx4avx2_loop, iq4nlx4avx2_done)

// func gemvMXFP4x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]int8, scales *float32, pf int)
TEXT ·gemvMXFP4x4AVX2(SB), NOSPLIT, $0-56
	NL4BKERNELAVX2(MXFP4ROWAVX2, NL4XAVX2, 17, 128, mxfp4x4avx2_loop, mxfp4x4avx2_done)

// NVFP4 {u8 s[4]; u8 qs[32]} (36 bytes per 64 values): sub-block k (16 values) has the halved
// UE4M3 scale s[k] (R12: fp4Scales.nv) and bytes 8k … 8k+7, value j in byte j's low nibble and
// j + 8 in its high one. NVFP4PAIRAVX2 takes sub-blocks 2p and 2p+1 (16 bytes): the levels by
// VPSHUFB as NL4BYTESAVX2's, each sub-block's sum scaled once (scale·level is exact in float32:
// the decoder's weights, one rounding per sub-block). 26 instructions per 32 values and row
// against the VPERMPS tables' 32.
#define NVFP4PAIRAVX2(ptr, p, acc) \
	VMOVDQU (4+16*p)(ptr)(SI*1), X10 \
	VPSRLW $4, X10, X11 \
	VPAND X13, X10, X10 \
	VPAND X13, X11, X11 \
	VPSHUFB X10, X14, X10 \
	VPSHUFB X11, X14, X11 \
	VPMOVSXBD X10, Y12 \
	VCVTDQ2PS Y12, Y12 \
	VMULPS (128*p)(DI), Y12, Y12 \
	VPMOVSXBD X11, Y15 \
	VCVTDQ2PS Y15, Y15 \
	VFMADD231PS (128*p+32)(DI), Y15, Y12 \
	MOVBLZX (2*p)(ptr)(SI*1), AX \
	VBROADCASTSS (R12)(AX*4), Y15 \
	VFMADD231PS Y15, Y12, acc \
	VPSHUFD $0x4e, X10, X10 \
	VPMOVSXBD X10, Y12 \
	VCVTDQ2PS Y12, Y12 \
	VMULPS (128*p+64)(DI), Y12, Y12 \
	VPSHUFD $0x4e, X11, X11 \
	VPMOVSXBD X11, Y15 \
	VCVTDQ2PS Y15, Y15 \
	VFMADD231PS (128*p+96)(DI), Y15, Y12 \
	MOVBLZX (2*p+1)(ptr)(SI*1), AX \
	VBROADCASTSS (R12)(AX*4), Y15 \
	VFMADD231PS Y15, Y12, acc

#define NVFP4ROWAVX2(ptr, acc) \
	NVFP4PAIRAVX2(ptr, 0, acc) \
	NVFP4PAIRAVX2(ptr, 1, acc)

// func gemvNVFP4x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]int8, scales *float32, pf int)
// nb: blocks of 64 values.
TEXT ·gemvNVFP4x4AVX2(SB), NOSPLIT, $0-56
	NL4BKERNELAVX2(NVFP4ROWAVX2, NOXAVX2, 36, 256, nvfp4x4avx2_loop, nvfp4x4avx2_done)

DATA iq4nlMask<>+0(SB)/4, $0x0f0f0f0f
GLOBL iq4nlMask<>(SB), RODATA|NOPTR, $4

// ---------------------------------------------------------------------------------------------
// One-byte element formats: the kernels of the BYTE*2 macros above.

// func gemvF8E4M3x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvF8E4M3x4AVX2(SB), NOSPLIT, $0-40
	BYTEGEMV2(E4M3ROW2, E4M3CONV2F, E4M3FIN2(e4m3x4avx2_nan), e4m3x4avx2_loop, e4m3x4avx2_done)
e4m3x4avx2_nan:
	BYTEGEMV2(BYTEROW2, E4M3CONV2X, NOP, e4m3x4avx2_nloop, e4m3x4avx2_ndone)

// func gemvF8E5M2x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvF8E5M2x4AVX2(SB), NOSPLIT, $0-40
	BYTEGEMV2(BYTEROW2, E5M2CONV2, NOP, e5m2x4avx2_loop, e5m2x4avx2_done)

// func gemvI8x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvI8x4AVX2(SB), NOSPLIT, $0-40
	BYTEGEMV2(BYTEROW2, I8CONV2, NOP, i8x4avx2_loop, i8x4avx2_done)

// func gemvU8x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvU8x4AVX2(SB), NOSPLIT, $0-40
	BYTEGEMV2(BYTEROW2, U8CONV2, NOP, u8x4avx2_loop, u8x4avx2_done)

// func gemvF8E4M3FNUZx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvF8E4M3FNUZx4AVX2(SB), NOSPLIT, $0-40
	BYTEGEMV2(BYTEROW2, E4M3NZCONV2, E4M3NZFIN2, e4m3nz2_loop, e4m3nz2_done)

// func decodeF8E4M3FNUZAVX2(dst *float32, src *byte, nb int)
TEXT ·decodeF8E4M3FNUZAVX2(SB), NOSPLIT, $0-24
	VBROADCASTSS byte2F16Mask<>(SB), Y13
	BYTEDECODE2(E4M3NZDEC2, dece4m3nz2_loop, dece4m3nz2_done)

// func decodeF8E4M3AVX2(dst *float32, src *byte, nb int)
TEXT ·decodeF8E4M3AVX2(SB), NOSPLIT, $0-24
	BYTEDECODE2(E4M3CONV2X, dece4m3avx2_loop, dece4m3avx2_done)

// func mxfp8DecodeRowAVX2(dst *float32, src *byte, sc *byte, ngroups int, tab *[256]float32)
// mxfp8DecodeRow (gemv_amd64.s) on ymm: groups of 32 E4M3 codes, each value tabE4M3[code]·tab[sc[i]]
// (E4M3CONV2X, then one product with the group's scale).
TEXT ·mxfp8DecodeRowAVX2(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ sc+16(FP), R8
	MOVQ ngroups+24(FP), CX
	MOVQ tab+32(FP), R12
	TESTQ CX, CX
	JZ mx8rowavx2_done
mx8rowavx2_group:
	MOVBLZX (R8), AX
	VBROADCASTSS (R12)(AX*4), Y11
	E4M3CONV2X(0(SI))
	VMULPS Y11, Y12, Y12
	VMOVUPS Y12, (DI)
	E4M3CONV2X(8(SI))
	VMULPS Y11, Y12, Y12
	VMOVUPS Y12, 32(DI)
	E4M3CONV2X(16(SI))
	VMULPS Y11, Y12, Y12
	VMOVUPS Y12, 64(DI)
	E4M3CONV2X(24(SI))
	VMULPS Y11, Y12, Y12
	VMOVUPS Y12, 96(DI)
	INCQ R8
	ADDQ $32, SI
	ADDQ $128, DI
	DECQ CX
	JNZ mx8rowavx2_group
mx8rowavx2_done:
	VZEROUPPER
	RET

// func decodeF8E5M2AVX2(dst *float32, src *byte, nb int)
TEXT ·decodeF8E5M2AVX2(SB), NOSPLIT, $0-24
	BYTEDECODE2(E5M2CONV2, dece5m2avx2_loop, dece5m2avx2_done)

// func decodeI8AVX2(dst *float32, src *byte, nb int)
TEXT ·decodeI8AVX2(SB), NOSPLIT, $0-24
	BYTEDECODE2(I8CONV2, deci8avx2_loop, deci8avx2_done)

// func decodeU8AVX2(dst *float32, src *byte, nb int)
TEXT ·decodeU8AVX2(SB), NOSPLIT, $0-24
	BYTEDECODE2(U8CONV2, decu8avx2_loop, decu8avx2_done)
