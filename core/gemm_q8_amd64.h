// One row's block of 32 against 8 interleaved activation vectors (q8Act.interleave: per block
// and j < 4, 32 bytes for vectors 0…3 — [group j | group j+4], four bytes a lane — then 32 for
// vectors 4…7), shared by the GEMM kernels of gemv_q8_amd64.s and gemv_q8x_amd64.s. EVEX forms
// throughout, so any of Y0..Y31: w the unpacked codes (unsigned bytes), s0..s3 the broadcast
// groups, a0..a3 the accumulators, ptr the row's block (ld loads its 16-bit scale code, looked
// up in the table at R12), f the row's result; x0..x7 the block's activations (memory operands
// at DI, or registers), SI the block's corr (−off·Σqs per vector), BX its activation scales.

// GEMMDOT: the exact integer sums of one row's block against the 8 vectors, per vector in the
// lanes of a1 (a0, a2, a3 clobbered).
#define GEMMDOT(w, s0, s1, s2, s3, a0, a1, a2, a3, x0, x1, x2, x3, x4, x5, x6, x7) \
	VPSHUFD $0x00, w, s0 \
	VPSHUFD $0x55, w, s1 \
	VPSHUFD $0xaa, w, s2 \
	VPSHUFD $0xff, w, s3 \
	VPXORD a0, a0, a0 \
	VPXORD a1, a1, a1 \
	VPXORD a2, a2, a2 \
	VPXORD a3, a3, a3 \
	VPDPBUSD x0, s0, a0 \
	VPDPBUSD x1, s0, a2 \
	VPDPBUSD x2, s1, a1 \
	VPDPBUSD x3, s1, a3 \
	VPDPBUSD x4, s2, a0 \
	VPDPBUSD x5, s2, a2 \
	VPDPBUSD x6, s3, a1 \
	VPDPBUSD x7, s3, a3 \
	VPADDD a1, a0, a0 \
	VPADDD a3, a2, a2 \
	VSHUFI32X4 $0x00, a2, a0, a1 \
	VSHUFI32X4 $0x03, a2, a0, a3 \
	VPADDD a3, a1, a1

// GEMMDOTM: GEMMDOT with the activations read from memory at DI.
#define GEMMDOTM(w, s0, s1, s2, s3, a0, a1, a2, a3) \
	GEMMDOT(w, s0, s1, s2, s3, a0, a1, a2, a3, (DI), 32(DI), 64(DI), 96(DI), 128(DI), 160(DI), 192(DI), 224(DI))

// GEMMROWX: GEMMDOT, plus corr, converted, times the row's scale and FMA'd with the activation
// scales into f.
#define GEMMROWX(w, s0, s1, s2, s3, a0, a1, a2, a3, ptr, f, ld, x0, x1, x2, x3, x4, x5, x6, x7) \
	GEMMDOT(w, s0, s1, s2, s3, a0, a1, a2, a3, x0, x1, x2, x3, x4, x5, x6, x7) \
	VPADDD (SI), a1, a1 \
	ld (ptr), AX \
	VCVTDQ2PS a1, a1 \
	VMULPS.BCST (R12)(AX*4), a1, a1 \
	VFMADD231PS (BX), a1, f

// GXROW: the activations read from memory at DI.
#define GXROW(w, s0, s1, s2, s3, a0, a1, a2, a3, ptr, f, ld) \
	GEMMROWX(w, s0, s1, s2, s3, a0, a1, a2, a3, ptr, f, ld, (DI), 32(DI), 64(DI), 96(DI), 128(DI), 160(DI), 192(DI), 224(DI))

// The GEMM kernels' arguments — func(row *byte, qsi *int8, corr *int32, dxi *float32, nb int,
// out *[8]float32, fp16 *float32, pf int), or rowa, rowb and out *[16]float32 for two rows — their
// results zeroed (Y15, and Y14 for row b); the pointers' steps per block; the results' stores.
// The kernels' last argument pf is a prefetch distance in bytes: each step prefetches the
// rows' bytes that far ahead (the next group of rows: the rows are read from DRAM in a GEMM too,
// and the hardware's prefetcher alone left Q8_0's four-row kernel at 3.5 ns per block and row
// against 2.65 with a prefetch four rows ahead, 512 MiB of rows, one thread).
#define GEMM2SETUP \
	MOVQ rowa+0(FP), R8 \
	MOVQ rowb+8(FP), R9 \
	MOVQ qsi+16(FP), DI \
	MOVQ corr+24(FP), SI \
	MOVQ dxi+32(FP), BX \
	MOVQ nb+40(FP), CX \
	MOVQ fp16+56(FP), R12 \
	MOVQ pf+64(FP), DX \
	VPXORD Y15, Y15, Y15 \
	VPXORD Y14, Y14, Y14

#define GEMM2NEXT(bytes) \
	PREFETCHT0 (R8)(DX*1) \
	PREFETCHT0 (R9)(DX*1) \
	ADDQ $bytes, R8 \
	ADDQ $bytes, R9 \
	ADDQ $256, DI \
	ADDQ $32, SI \
	ADDQ $32, BX \
	DECQ CX

#define GEMM2STORE \
	MOVQ out+48(FP), AX \
	VMOVUPS Y15, (AX) \
	VMOVUPS Y14, 32(AX) \
	VZEROUPPER \
	RET

#define GEMM8SETUP \
	MOVQ row+0(FP), R8 \
	MOVQ qsi+8(FP), DI \
	MOVQ corr+16(FP), SI \
	MOVQ dxi+24(FP), BX \
	MOVQ nb+32(FP), CX \
	MOVQ fp16+48(FP), R12 \
	MOVQ pf+56(FP), DX \
	VPXORD Y15, Y15, Y15

#define GEMM8NEXT(bytes) \
	PREFETCHT0 (R8)(DX*1) \
	ADDQ $bytes, R8 \
	ADDQ $256, DI \
	ADDQ $32, SI \
	ADDQ $32, BX \
	DECQ CX

#define GEMM8STORE \
	MOVQ out+40(FP), AX \
	VMOVUPS Y15, (AX) \
	VZEROUPPER \
	RET
