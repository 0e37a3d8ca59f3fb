//go:build amd64

#include "textflag.h"

// GEMM of the plain float formats: two rows against eight vectors at once. x is interleaved with
// stride 8 (xi[(c/16)·128 + 16v + c%16], interleaveX; vectors ≥ n are zero), so each step of 16
// columns loads the eight vectors' 16 values once (Z16..Z23) and both rows' 16 weights once (Z24,
// Z25) for 16 FMAs into the 16 accumulators Z0..Z15 (row a vector v: Z(v), row b: Z(8+v)). One
// FMA per lane per 16 columns: the Go wrapper calls it for at most 2048 columns (128 terms a
// lane) and adds the results in float64 (the bound of gemv.go). This keeps the FMA units, not the
// loads, the limit: 8 vectors cost 16 FMAs per 32 weights.

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

#define GEMM2X8SETUP \
	MOVQ rowa+0(FP), R8 \
	MOVQ rowb+8(FP), R9 \
	MOVQ xi+16(FP), DI \
	MOVQ nch+24(FP), CX \
	XORQ SI, SI

#define GEMM2X8ZERO \
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

#define GEMM2X8FMAS \
	VMOVUPS 0(DI), Z16 \
	VMOVUPS 64(DI), Z17 \
	VMOVUPS 128(DI), Z18 \
	VMOVUPS 192(DI), Z19 \
	VMOVUPS 256(DI), Z20 \
	VMOVUPS 320(DI), Z21 \
	VMOVUPS 384(DI), Z22 \
	VMOVUPS 448(DI), Z23 \
	VFMADD231PS Z16, Z24, Z0 \
	VFMADD231PS Z16, Z25, Z8 \
	VFMADD231PS Z17, Z24, Z1 \
	VFMADD231PS Z17, Z25, Z9 \
	VFMADD231PS Z18, Z24, Z2 \
	VFMADD231PS Z18, Z25, Z10 \
	VFMADD231PS Z19, Z24, Z3 \
	VFMADD231PS Z19, Z25, Z11 \
	VFMADD231PS Z20, Z24, Z4 \
	VFMADD231PS Z20, Z25, Z12 \
	VFMADD231PS Z21, Z24, Z5 \
	VFMADD231PS Z21, Z25, Z13 \
	VFMADD231PS Z22, Z24, Z6 \
	VFMADD231PS Z22, Z25, Z14 \
	VFMADD231PS Z23, Z24, Z7 \
	VFMADD231PS Z23, Z25, Z15

// The accumulators' sums: out[0:8] row a, out[8:16] row b. Z14 is reduced first: HSUM4Z uses
// X14 as scratch.
#define GEMM2X8STORE \
	MOVQ out+32(FP), AX \
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

// func gemm2x8F32AVX512(rowa, rowb *byte, xi *float32, nch int, out *[16]float32)
TEXT ·gemm2x8F32AVX512(SB), NOSPLIT, $0-40
	GEMM2X8SETUP
	GEMM2X8ZERO
	TESTQ CX, CX
	JZ g2x8f32_done
g2x8f32_loop:
	VMOVUPS (R8)(SI*1), Z24 
	VMOVUPS (R9)(SI*1), Z25
	GEMM2X8FMAS
	ADDQ $64, SI
	ADDQ $512, DI
	DECQ CX
	JNZ g2x8f32_loop
g2x8f32_done:
	GEMM2X8STORE

// func gemm2x8F16AVX512(rowa, rowb *byte, xi *float32, nch int, out *[16]float32)
TEXT ·gemm2x8F16AVX512(SB), NOSPLIT, $0-40
	GEMM2X8SETUP
	GEMM2X8ZERO
	TESTQ CX, CX
	JZ g2x8f16_done
g2x8f16_loop:
	VCVTPH2PS (R8)(SI*1), Z24 
	VCVTPH2PS (R9)(SI*1), Z25
	GEMM2X8FMAS
	ADDQ $32, SI
	ADDQ $512, DI
	DECQ CX
	JNZ g2x8f16_loop
g2x8f16_done:
	GEMM2X8STORE

// func gemm2x8BF16AVX512(rowa, rowb *byte, xi *float32, nch int, out *[16]float32)
TEXT ·gemm2x8BF16AVX512(SB), NOSPLIT, $0-40
	GEMM2X8SETUP
	GEMM2X8ZERO
	TESTQ CX, CX
	JZ g2x8bf16_done
g2x8bf16_loop:
	VPMOVZXWD (R8)(SI*1), Z24 
	VPMOVZXWD (R9)(SI*1), Z25 
	VPSLLD $16, Z24, Z24 
	VPSLLD $16, Z25, Z25
	GEMM2X8FMAS
	ADDQ $32, SI
	ADDQ $512, DI
	DECQ CX
	JNZ g2x8bf16_loop
g2x8bf16_done:
	GEMM2X8STORE
