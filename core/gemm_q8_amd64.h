// One row's block of 32 against 8 interleaved activation vectors (q8Act.interleave: per block
// and j < 4, 32 bytes for vectors 0…3 — [group j | group j+4], four bytes a lane — then 32 for
// vectors 4…7), shared by the GEMM kernels of gemv_q8_amd64.s and gemv_q8x_amd64.s. EVEX forms
// throughout, so any of Y0..Y31: w the unpacked codes (unsigned bytes), s0..s3 the broadcast
// groups, a0..a3 the accumulators, ptr the row's block (ld loads its 16-bit scale code, looked
// up in the table at R12), f the row's result; x0..x7 the block's activations (memory operands
// at DI, or registers), SI the block's corr (−off·Σqs per vector), BX its activation scales.
#define GEMMROWX(w, s0, s1, s2, s3, a0, a1, a2, a3, ptr, f, ld, x0, x1, x2, x3, x4, x5, x6, x7) \
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
	VPADDD a3, a1, a1 \
	VPADDD (SI), a1, a1 \
	ld (ptr), AX \
	VCVTDQ2PS a1, a1 \
	VMULPS.BCST (R12)(AX*4), a1, a1 \
	VFMADD231PS (BX), a1, f

// GXROW: the activations read from memory at DI.
#define GXROW(w, s0, s1, s2, s3, a0, a1, a2, a3, ptr, f, ld) \
	GEMMROWX(w, s0, s1, s2, s3, a0, a1, a2, a3, ptr, f, ld, (DI), 32(DI), 64(DI), 96(DI), 128(DI), 160(DI), 192(DI), 224(DI))
