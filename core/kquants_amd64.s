//go:build amd64 && !purego

#include "textflag.h"

// SSE2 (baseline amd64) forms of scaleBytes256Go and affineBytes256Go in kquants.go, four lanes
// at a time. Each lane does the scalar code's operations in the same order — widen the byte,
// (subtract the offset,) convert exactly to float32, multiply, (subtract the min) — with separate
// roundings and no FMA, so the results are bit-identical, NaN payloads included: SUBPS keeps the
// product as its first operand, as ggml's d*q - m does.

// WIDEN16 sign-extends the 16 bytes at (SI) into four vectors of four int32s: X0 (bytes 0-3),
// X2 (4-7), X1 (8-11), X3 (12-15).
#define WIDEN16 \
	MOVOU     (SI), X0; \
	MOVO      X0, X1; \
	PUNPCKLBW X0, X0; \
	PUNPCKHBW X1, X1; \
	PSRAW     $8, X0; \
	PSRAW     $8, X1; \
	MOVO      X0, X2; \
	MOVO      X1, X3; \
	PUNPCKLWL X0, X0; \
	PUNPCKHWL X2, X2; \
	PUNPCKLWL X1, X1; \
	PUNPCKHWL X3, X3; \
	PSRAL     $16, X0; \
	PSRAL     $16, X2; \
	PSRAL     $16, X1; \
	PSRAL     $16, X3

#define CONVERT_MUL \
	CVTPL2PS X0, X0; \
	CVTPL2PS X2, X2; \
	CVTPL2PS X1, X1; \
	CVTPL2PS X3, X3; \
	MULPS    X6, X0; \
	MULPS    X6, X2; \
	MULPS    X6, X1; \
	MULPS    X6, X3

#define STORE16 \
	MOVUPS X0, (DI); \
	MOVUPS X2, 16(DI); \
	MOVUPS X1, 32(DI); \
	MOVUPS X3, 48(DI)

// func scaleBytes256SSE2(y *[256]float32, q *[256]int8, d *[16]float32, off int32)
TEXT ·scaleBytes256SSE2(SB), NOSPLIT, $0-28
	MOVQ y+0(FP), DI
	MOVQ q+8(FP), SI
	MOVQ d+16(FP), DX
	MOVL off+24(FP), AX
	VMOVD AX, X5
	PSHUFL $0, X5, X5
	MOVQ $16, CX

scaleLoop:
	MOVSS  (DX), X6
	SHUFPS $0, X6, X6
	WIDEN16
	PSUBL  X5, X0
	PSUBL  X5, X2
	PSUBL  X5, X1
	PSUBL  X5, X3
	CONVERT_MUL
	STORE16
	ADDQ   $16, SI
	ADDQ   $64, DI
	ADDQ   $4, DX
	DECQ   CX
	JNZ    scaleLoop
	RET

// func affineBytes256SSE2(y *[256]float32, q *[256]int8, d, m *[16]float32)
TEXT ·affineBytes256SSE2(SB), NOSPLIT, $0-32
	MOVQ y+0(FP), DI
	MOVQ q+8(FP), SI
	MOVQ d+16(FP), DX
	MOVQ m+24(FP), BX
	MOVQ $16, CX

affineLoop:
	MOVSS  (DX), X6
	SHUFPS $0, X6, X6
	MOVSS  (BX), X7
	SHUFPS $0, X7, X7
	WIDEN16
	CONVERT_MUL
	SUBPS  X7, X0
	SUBPS  X7, X2
	SUBPS  X7, X1
	SUBPS  X7, X3
	STORE16
	ADDQ   $16, SI
	ADDQ   $64, DI
	ADDQ   $4, DX
	ADDQ   $4, BX
	DECQ   CX
	JNZ    affineLoop
	RET

// AVX2 forms, eight lanes at a time. Go's operand order is reversed from Intel's: VMULPS d, q, q
// is q = q·d and VSUBPS m, p, p is p = p − m, the product staying the first source.

// func scaleBytes256AVX2(y *[256]float32, q *[256]int8, d *[16]float32, off int32)
TEXT ·scaleBytes256AVX2(SB), NOSPLIT, $0-28
	MOVQ         y+0(FP), DI
	MOVQ         q+8(FP), SI
	MOVQ         d+16(FP), DX
	MOVL         off+24(FP), AX
	VMOVD        AX, X5
	VPBROADCASTD X5, Y5
	MOVQ         $16, CX

scaleLoopAVX2:
	VBROADCASTSS (DX), Y6
	VPMOVSXBD    (SI), Y0
	VPMOVSXBD    8(SI), Y1
	VPSUBD       Y5, Y0, Y0
	VPSUBD       Y5, Y1, Y1
	VCVTDQ2PS    Y0, Y0
	VCVTDQ2PS    Y1, Y1
	VMULPS       Y6, Y0, Y0
	VMULPS       Y6, Y1, Y1
	VMOVUPS      Y0, (DI)
	VMOVUPS      Y1, 32(DI)
	ADDQ         $16, SI
	ADDQ         $64, DI
	ADDQ         $4, DX
	DECQ         CX
	JNZ          scaleLoopAVX2
	VZEROUPPER
	RET

// func affineBytes256AVX2(y *[256]float32, q *[256]int8, d, m *[16]float32)
TEXT ·affineBytes256AVX2(SB), NOSPLIT, $0-32
	MOVQ y+0(FP), DI
	MOVQ q+8(FP), SI
	MOVQ d+16(FP), DX
	MOVQ m+24(FP), BX
	MOVQ $16, CX

affineLoopAVX2:
	VBROADCASTSS (DX), Y6
	VBROADCASTSS (BX), Y7
	VPMOVSXBD    (SI), Y0
	VPMOVSXBD    8(SI), Y1
	VCVTDQ2PS    Y0, Y0
	VCVTDQ2PS    Y1, Y1
	VMULPS       Y6, Y0, Y0
	VMULPS       Y6, Y1, Y1
	VSUBPS       Y7, Y0, Y0
	VSUBPS       Y7, Y1, Y1
	VMOVUPS      Y0, (DI)
	VMOVUPS      Y1, 32(DI)
	ADDQ         $16, SI
	ADDQ         $64, DI
	ADDQ         $4, DX
	ADDQ         $4, BX
	DECQ         CX
	JNZ          affineLoopAVX2
	VZEROUPPER
	RET

// func splitNibblesAVX2(q *unpacked, qs *[128]byte)
TEXT ·splitNibblesAVX2(SB), NOSPLIT, $0-16
	MOVQ         q+0(FP), DI
	MOVQ         qs+8(FP), SI
	MOVL         $0x0f0f0f0f, AX
	VMOVD        AX, X7
	VPBROADCASTD X7, Y7
	MOVQ         $4, CX

nibbleLoop:
	VMOVDQU (SI), Y0
	VPSRLW  $4, Y0, Y1 // word shifts: the bits that cross bytes are masked off
	VPAND   Y7, Y0, Y0
	VPAND   Y7, Y1, Y1
	VMOVDQU Y0, (DI)
	VMOVDQU Y1, 32(DI)
	ADDQ    $32, SI
	ADDQ    $64, DI
	DECQ    CX
	JNZ     nibbleLoop
	VZEROUPPER
	RET

// func splitNibbles5AVX2(q *unpacked, qs *[128]byte, qh *[32]byte)
TEXT ·splitNibbles5AVX2(SB), NOSPLIT, $0-24
	MOVQ         q+0(FP), DI
	MOVQ         qs+8(FP), SI
	MOVQ         qh+16(FP), DX
	MOVL         $0x0f0f0f0f, AX
	VMOVD        AX, X7
	VPBROADCASTD X7, Y7
	MOVL         $0x10101010, AX
	VMOVD        AX, X6
	VPBROADCASTD X6, Y6
	VMOVDQU      (DX), Y5 // qh, moved down two bits per round
	MOVQ         $4, CX

nibble5Loop:
	VMOVDQU (SI), Y0
	VPSRLW  $4, Y0, Y1
	VPAND   Y7, Y0, Y0
	VPAND   Y7, Y1, Y1
	VPSLLW  $4, Y5, Y2 // bit 0 of each qh byte to bit 4
	VPAND   Y6, Y2, Y2
	VPOR    Y2, Y0, Y0
	VPSLLW  $3, Y5, Y3 // bit 1 to bit 4
	VPAND   Y6, Y3, Y3
	VPOR    Y3, Y1, Y1
	VPSRLW  $2, Y5, Y5
	VMOVDQU Y0, (DI)
	VMOVDQU Y1, 32(DI)
	ADDQ    $32, SI
	ADDQ    $64, DI
	DECQ    CX
	JNZ     nibble5Loop
	VZEROUPPER
	RET
