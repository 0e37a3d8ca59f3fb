//go:build arm64

package core

import "golang.org/x/sys/cpu"

// The arm64 kernels of ActivationsQ8 (gemv_q8.go): gemv_q8_arm64.s, printed by
// scripts/gemv-asm/neon_q8.py. They multiply the formats' integer codes with the int8 activations
// by SDOT (the ARMv8.2 dot product: Apple M1 and later, Graviton 2 and later, Neoverse, Cortex-A76
// and later), as ggml's NEON code does, and are walked like the amd64 ones (q8Kernel,
// q8kMinKernel: rows four at a time, columns kernelSpan at a time, the spans' float32 sums added
// in float64). On cores without the dot product the ActivationsQ8 products take the float32 NEON
// kernels with x̂.
//
// Numerics: each block's (Q8_0, Q4_0, IQ4_NL, MXFP4: 32 values; Q4_K, Q5_K, IQ4_XS: sub-blocks of
// 32; Q6_K: groups of 16) Σ code·qx is exact in int32 and converted to float32 exactly (below
// 2²⁴), then multiplied by its scale product (d·dx, float32(d·sc)·dx: one or two roundings) and
// accumulated by FMLA into a lane per row: at most kernelSpan/32 = 128 terms a lane (the block
// kernels split them between two accumulators; the super-block kernels keep the scaled sums and
// the mins' terms apart), inside the bound of gemv.go with x̂ for x (TestGEMVActivationsQ8, at
// every SIMD level).

// hasDotProd says whether this CPU runs the SDOT kernels.
var hasDotProd = cpu.ARM64.HasASIMDDP

//go:noescape
func gemvQ8_0q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32)

//go:noescape
func gemvNL4q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, levels *[16]int8)

//go:noescape
func gemvMXFP4q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, levels *[16]int8, scales *float32)

//go:noescape
func gemvQ4Kq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, fp16 *float32)

//go:noescape
func gemvQ5Kq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, fp16 *float32)

//go:noescape
func gemvQ6Kq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32)

//go:noescape
func gemvIQ4XSq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, levels *[16]int8, fp16 *float32)

// q8kSums sets bx to d·Σqs per group of 16 (half) or of 32 values over units super-blocks (see
// q8kMinKernel).
func q8kSums(a *q8Act, units int, half bool, bx []float32) {
	if half {
		for g := range bx {
			bx[g] = a.d[g/2] * float32(halfSum((*[16]int8)(a.qs[16*g:])))
		}
		return
	}
	for k := range bx {
		bx[k] = a.d[k] * float32(blockSum((*[32]int8)(a.qs[32*k:])))
	}
}

// installQ8Kernels sets the registry rows' ActivationsQ8 kernels for simdLevel (called by
// installKernels); the formats without one multiply x̂ through their float32 kernels.
func installQ8Kernels() {
	for _, f := range registry {
		if f != nil {
			f.gemvQ8Rows, f.q8Prep, f.gemmQ8Rows, f.gemmQ8Off = nil, nil, nil, 0
			f.gemmPerVector[1] = 0
		}
	}
	if simdLevel < simdNEON || !hasDotProd {
		return
	}
	initFP16Table()
	fp16 := &fp16Table[0]
	set := func(id FormatID, unit, unitBytes int, gemv4 q8Rows4Kernel) {
		if f := registry[id]; f != nil {
			f.gemvQ8Rows = (&q8Kernel{unit: unit, unitBytes: unitBytes, gemv4: gemv4}).gemvRows
		}
	}
	set(Q8_0, 32, 34, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvQ8_0q8x4NEON(r, qs, d, nb, o)
	})
	for _, nl := range []struct {
		id     FormatID
		levels *[16]int8
	}{{Q4_0, &q4_0Codes}, {IQ4_NL, &kvaluesIQ4NL}} {
		levels := nl.levels
		set(nl.id, 32, 18, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
			gemvNL4q8x4NEON(r, qs, d, nb, o, levels)
		})
	}
	mx := &mxfp4Scales[0]
	set(MXFP4, 32, 17, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvMXFP4q8x4NEON(r, qs, d, nb, o, &kvaluesFP4, mx)
	})
	set(Q6_K, kBlock, q6KBytes, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvQ6Kq8x4NEON(r, qs, d, nb, o, fp16)
	})
	set(IQ4_XS, kBlock, 136, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvIQ4XSq8x4NEON(r, qs, d, nb, o, &kvaluesIQ4NL, fp16)
	})
	for _, k := range []struct {
		id    FormatID
		bytes int
		gemv4 func(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, fp16 *float32)
	}{{Q4_K, q4KBytes, gemvQ4Kq8x4NEON}, {Q5_K, q5KBytes, gemvQ5Kq8x4NEON}} {
		g := k.gemv4
		if f := registry[k.id]; f != nil {
			f.gemvQ8Rows = (&q8kMinKernel{unitBytes: k.bytes, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, bx *float32, pf int) {
				g(r, qs, d, nb, o, bx, fp16)
			}}).gemvRows
		}
	}
	installQ8GEMMViaGEMV()
}
