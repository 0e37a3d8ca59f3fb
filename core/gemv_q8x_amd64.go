//go:build amd64

package core

// 8-bit-activation kernels of the other block formats (gemv_q8x_amd64.s), installed by
// installQ8Kernels: IQ4_NL, IQ4_XS, Q4_1, Q5_0, Q5_1 and MXFP4.

//go:noescape
func gemvIQ4_NLq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvIQ4_XSq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

// gemvIQ4_XSq8x4VBMI looks the codes up with VPERMB in a 32-entry table holding the 16 levels
// twice, which needs no mask of the nibbles (VPSHUFB reads bit 7 of each index): two operations
// fewer per 32 code bytes, 9 % fewer cycles per super-block from L1 on Zen 4. Same sums, same
// results. gemvIQ4_NLq8x4Quad and gemvMXFP4q8x4Quad (gemv_q8_amd64.s) are Q4_0's kernel
// (gemvQ4_0q8x4: four blocks a step in zmm registers) with the nibbles looked up by VPERMB in the
// levels + 128; MXFP4's takes its E8M0 scale table (fp4Scales.mx) in place of fp16Table. CPUs
// with VNNI but without VBMI (Cascade and Cooper Lake) run the VPSHUFB forms of all three.
//
//go:noescape
func gemvIQ4_XSq8x4VBMI(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvIQ4_NLq8x4Quad(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

// gemvQ4_1q8x4Quad is Q4_1's kernel of that form (VBMI; gemvQ4_1q8x4 otherwise).
//
//go:noescape
func gemvQ4_1q8x4Quad(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvMXFP4q8x4Quad(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, scales *float32, pf int)

// q8LookupKernels returns the IQ4_NL, IQ4_XS and MXFP4 kernels this CPU runs.
func q8LookupKernels() (nl, xs, mx func(*[4]*byte, *int8, *float32, int, *[4]float32, *float32, int)) {
	if hasVBMI {
		return gemvIQ4_NLq8x4Quad, gemvIQ4_XSq8x4VBMI, gemvMXFP4q8x4Quad
	}
	return gemvIQ4_NLq8x4, gemvIQ4_XSq8x4, gemvMXFP4q8x4
}

//go:noescape
func gemvQ4_1q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ5_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ5_1q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvMXFP4q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, scales *float32, pf int)

//go:noescape
func gemmIQ4_NLq8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)

//go:noescape
func gemmIQ4_NLq8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)

//go:noescape
func gemmQ5_0q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)

//go:noescape
func gemmQ5_0q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)

//go:noescape
func gemmMXFP4q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, scales *float32, pf int)

//go:noescape
func gemmMXFP4q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, scales *float32, pf int)

// Q4_1: registered with off = 1, corr = −Σqs.
//
//go:noescape
func gemmQ4_1q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)

//go:noescape
func gemmQ4_1q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)

// Q5_1: registered with off = 1, corr = −Σqs, like Q4_1.
//
//go:noescape
func gemmQ5_1q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)

//go:noescape
func gemmQ5_1q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)

// IQ4_XS: nb counts super-blocks of 256 (8 activation blocks each).
//
//go:noescape
func gemmIQ4_XSq8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)

//go:noescape
func gemmQ5_0q8x8x16(row *byte, rowBytes int, qsi *int8, corr *int32, dxi *float32, nb int, out *[128]float32, pf uintptr)

//go:noescape
func gemmQ5_1q8x8x16(row *byte, rowBytes int, qsi *int8, corr *int32, dxi *float32, nb int, out *[128]float32, pf uintptr)

//go:noescape
func gemmQ4_1q8x8x16(row *byte, rowBytes int, qsi *int8, corr *int32, dxi *float32, nb int, out *[128]float32, pf uintptr)

//go:noescape
func gemmIQ4_NLq8x8x16(row *byte, rowBytes int, qsi *int8, corr *int32, dxi *float32, nb int, out *[128]float32, pf uintptr)

//go:noescape
func gemmMXFP4q8x8x16(row *byte, rowBytes int, qsi *int8, corr *int32, dxi *float32, nb int, out *[128]float32, pf uintptr, tab *float32)

//go:noescape
func gemmIQ4_XSq8x8x16(row *byte, rowBytes int, qsi *int8, corr *int32, dxi *float32, nb int, out *[128]float32, pf uintptr)

//go:noescape
func gemmIQ4_XSq8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)

// TQ2_0: nb counts blocks of 256; registered with off = 1 (codes 0…2 for −1…1).
//
//go:noescape
func gemmTQ2_0q8x8(row *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[8]float32, fp16 *float32, pf int)

//go:noescape
func gemmTQ2_0q8x8x2(rowa, rowb *byte, qsi *int8, corr *int32, dxi *float32, nb int, out *[16]float32, fp16 *float32, pf int)

func installQ8OtherKernels(set func(FormatID, *q8Kernel)) {
	tab := &fp16Table[0]
	setQ8GEMM(TQ2_0, 1, &q8GEMM{blockBytes: 66, group: 8, gemm8: gemmTQ2_0q8x8, gemm8x2: gemmTQ2_0q8x8x2})
	setQ8GEMM(IQ4_NL, 128, &q8GEMM{blockBytes: 18, gemm8: gemmIQ4_NLq8x8, gemm8x2: gemmIQ4_NLq8x8x2, gemm8x16: gemmIQ4_NLq8x8x16})
	setQ8GEMM(IQ4_XS, 128, &q8GEMM{blockBytes: 136, group: 8, gemm8: gemmIQ4_XSq8x8, gemm8x2: gemmIQ4_XSq8x8x2, gemm8x16: gemmIQ4_XSq8x8x16})
	setQ8GEMM(Q4_1, 1, &q8GEMM{blockBytes: 20, gemm8: gemmQ4_1q8x8, gemm8x2: gemmQ4_1q8x8x2, gemm8x16: gemmQ4_1q8x8x16})
	setQ8GEMM(Q5_0, 16, &q8GEMM{blockBytes: 22, gemm8: gemmQ5_0q8x8, gemm8x2: gemmQ5_0q8x8x2, gemm8x16: gemmQ5_0q8x8x16})
	setQ8GEMM(Q5_1, 1, &q8GEMM{blockBytes: 24, gemm8: gemmQ5_1q8x8, gemm8x2: gemmQ5_1q8x8x2, gemm8x16: gemmQ5_1q8x8x16})
	if t := fp4ScaleTables(); t != nil {
		mx := &t.mx[0]
		setQ8GEMM(MXFP4, 128, &q8GEMM{blockBytes: 17, gemm8: gemmMXFP4q8x8, gemm8x2: gemmMXFP4q8x8x2, tab: mx,
			gemm8x16: func(row *byte, rowBytes int, qsi *int8, corr *int32, dxi *float32, nb int, out *[128]float32, pf uintptr) {
				gemmMXFP4q8x8x16(row, rowBytes, qsi, corr, dxi, nb, out, pf, mx)
			}})
	}
	// with wraps a kernel that takes a scale table.
	with := func(k func(*[4]*byte, *int8, *float32, int, *[4]float32, *float32, int), tab *float32) q8Rows4Kernel {
		return func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
			k(r, qs, d, nb, o, tab, pf)
		}
	}
	blockBytes := func(id FormatID, n int) bool {
		f := registry[id]
		return f != nil && f.BlockBytes == n
	}
	nl, xs, mx := q8LookupKernels()
	if blockBytes(IQ4_NL, 18) {
		set(IQ4_NL, &q8Kernel{unit: 32, unitBytes: 18, gemv4: with(nl, tab)})
	}
	if blockBytes(IQ4_XS, 136) {
		set(IQ4_XS, &q8Kernel{unit: 256, unitBytes: 136, gemv4: with(xs, tab)})
	}
	if blockBytes(Q4_1, 20) {
		q41 := gemvQ4_1q8x4
		if hasVBMI {
			q41 = gemvQ4_1q8x4Quad
		}
		set(Q4_1, &q8Kernel{unit: 32, unitBytes: 20, gemv4: with(q41, tab)})
	}
	if blockBytes(Q5_0, 22) {
		set(Q5_0, &q8Kernel{unit: 32, unitBytes: 22, gemv4: with(gemvQ5_0q8x4, tab)})
	}
	if blockBytes(Q5_1, 24) {
		set(Q5_1, &q8Kernel{unit: 32, unitBytes: 24, gemv4: with(gemvQ5_1q8x4, tab)})
	}
	if blockBytes(MXFP4, 17) {
		if t := fp4ScaleTables(); t != nil {
			set(MXFP4, &q8Kernel{unit: 32, unitBytes: 17, gemv4: with(mx, &t.mx[0])})
		}
	}
}
