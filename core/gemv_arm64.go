//go:build arm64

package core

// The arm64 kernels of the compute engine and their selection.
//
// ASIMD (NEON) is part of every arm64 CPU (Apple Silicon, Graviton, Ampere, Neoverse, Cortex-A),
// so there are two levels: NEON and pure Go (the latter for the tests, which check one against the
// other). installKernels fills the registry rows' gemvRows/gemmRows with the NEON 4-row kernels of
// gemv_arm64.s (F32, F16, BF16, Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL, MXFP4, Q2_K–Q6_K, IQ4_XS,
// the grid formats IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M: gridNEON, the small block
// formats TQ1_0, TQ2_0, Q2_0, Q1_0, NVFP4: smallNEON, and the one-byte element formats I8, U8,
// F8_E5M2, F8_E4M3: byteNEON) through the architecture-neutral wrappers of gemv_simd.go
// (simdKernel: rows four at a time, columns a span at a time, the spans' float32 sums added in
// float64; GEMM decodes 512 columns of four rows at a time and multiplies them with four vectors
// a call, gemm4x4F32NEON), and the part-based formats' kernels of gemv_parts_arm64.s (MLX affine
// 2–8-bit, mxfp4, nvfp4, mxfp8, GPTQ 4/8-bit, AWQ GEMM and GEMV, compressed-tensors 4-bit;
// numerics there; their GEMMs through decodedPartsGEMM and gemm4x4F32NEON); every other row keeps
// the generic kernel of gemv.go, whose dot products (dotF32, dotN) are NEON too. The
// 8-bit-activation kernels (SDOT, SMMLA) are gemv_q8_arm64.go's.
//
// Numerics (the bound in gemv.go). A NEON register holds 4 float32 lanes. The plain float kernels
// (F32, F16, BF16) keep 4 accumulators (16 lanes) per row: 2 terms a lane per 32 columns, m = 128
// at spans of 2048 columns (neonSpan); the block kernels (Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL,
// MXFP4) sum a block's 32 products in two chains of 4 lanes (4 terms each, then one FADD) and
// add that sum (Q4_1, Q5_1: of the exactly decoded float32(q·d) + m) or fuse it times the
// block's scale into one accumulator (4 lanes) per row: 1 term a lane per 32 columns plus at most
// 5 roundings inside the block, m ≤ 64 + 5. The super-block kernels (Q2_K–Q6_K, IQ4_XS)
// decode each weight exactly as the Go decoder does (the same float32 multiplies and subtractions
// in the same order, never fused: Q4_K/Q5_K's float32(d·sc·q) − dmin·m is not a product of the
// codes, so no scale is factored out) and run the four rows one after the other (the span of x
// stays in L1) with 4 accumulators (16 lanes) a row: one FMLA a lane per 16 columns, m = 128 at
// neonSpan, as the plain float kernels. The grid and small-block kernels do the same with each
// weight formed as float32(code)·scale, the decoder's product (scripts/gemv-asm/neon_grid.py,
// neon_small.py); the grid formats and Q1_0 keep the Go decoders for dequantization and GEMM
// (where the decoder negates, a NaN scale's sign could differ). The one-byte kernels keep 2
// accumulators a row (4 terms a lane per 32 columns) at spans of 1024, the 4×4 GEMM kernel 4
// terms a lane per 16 columns at spans of 512: m = 128 in both. dotF32 and dotN keep 16 lanes per
// vector (one term a lane per 16 columns: m ≤ 32 for the ≤ 512 columns the generic kernels and
// GEMM hand them). Products are accumulated with fused multiply-adds (FMLA; a block's first with
// FMUL). Weights are decoded exactly as the formats' decode functions do (int → float32
// conversion exact, one float32 multiply by the block scale read from fp16Table; FCVTL converts
// fp16 like FP16ToFP32, NaNs quieted with their payload, as FPCR.DN is clear under Go); the
// decoders are bit-exact (TestSIMDDecodersBitExact). No kernel prefetches: the arm64 cores'
// stream prefetchers follow four sequential row streams on their own.

import "unsafe"

// SIMD levels of the arm64 kernels.
const (
	simdNone = 0 // pure Go
	simdNEON = 1 // ASIMD: always present on arm64
)

// simdNames are the levels' names (SIMDLevels), indexed by level.
var simdNames = [...]string{"generic", "neon"}

// simdBest is the best level this CPU has; simdLevel the one in use (tests lower it to check each
// path against the generic kernels).
var (
	simdBest  = simdNEON
	simdLevel = simdBest
)

// neonSpan is the columns a NEON kernel accumulates in float32 (see the numerics above).
const neonSpan = 2048

// decodedPartsSpan is the columns decodedPartsGEMM hands gemm4x4F32NEON at a time: it gives each
// lane four terms per 16 columns, so 512 columns keep m = 128; decodedStep, the step of the GEMM
// through decoded rows (gemmSteps), likewise.
const decodedPartsSpan = 512

const decodedStep = decodedPartsSpan

// q4_0Codes are Q4_0's values q−8 (IQ4_NL's are kvaluesIQ4NL): the byte table the nibbles index.
var q4_0Codes = [16]int8{-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7}

// mxfp4Scales are MXFP4's block scales by code, e8m0Half (the decoder's values).
var mxfp4Scales = func() (t [256]float32) {
	for c := range t {
		t[c] = e8m0Half(uint8(c))
	}
	return
}()

// dotF32 returns Σ a[i]·b[i] (len(b) ≥ len(a)) in float32 lanes (see the bound in gemv.go).
func dotF32(a, b []float32) float32 {
	n := len(a)
	b = b[:n]
	if simdLevel >= simdNEON && n >= 16 {
		m := n &^ 15
		s := dotF32NEON(unsafe.SliceData(a), unsafe.SliceData(b), m)
		if m == n {
			return s
		}
		return s + dotF32Go(a[m:], b[m:])
	}
	return dotF32Go(a, b)
}

// dotN sets out[v] = Σ_i w[i]·x_v[i] for v < n (n ≥ 2), the vectors interleaved in xi from
// the column of w[0] on (see interleaveX).
func dotN(w, xi []float32, n int, out *[maxBatch]float32) {
	k := len(w)
	if simdLevel >= simdNEON && k >= 16 {
		m := k &^ 15
		_ = xi[(m/16)*16*n-1]
		dotNNEON(unsafe.SliceData(w), unsafe.SliceData(xi), n, m, out)
		if m < k {
			dotNTail(w[m:], xi[(m/16)*16*n:], n, out, true)
		}
		return
	}
	dotNGo(w, xi, n, out)
}

func decodeF16UnitsNEON(dst *float32, src *byte, n int)  { decodeF16NEON(dst, src, n*32) }
func decodeBF16UnitsNEON(dst *float32, src *byte, n int) { decodeBF16NEON(dst, src, n*32) }

// gridKernelNEON is a grid format's 4-row kernel: float32 activations (x) or, for the SDOT
// kernels of gemv_q8_arm64.s, the int8 values and their block scales (x, d).
type (
	gridKernelNEON   func(rows *[4]*byte, x *float32, nb int, out *[4]float32, grid, signs *byte, fp16 *float32)
	gridQ8KernelNEON func(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, grid, signs *byte, fp16 *float32)
)

// gridNEON lists the grid formats' kernels with the tables they read (scripts/gemv-asm/neon_grid.py):
// the grid, and the signs' ±1 bytes (iq2SignBytes for 7-bit sign codes, signBytes256 for explicit
// sign bytes; IQ1_S and IQ1_M have none).
var gridNEON = []struct {
	id          FormatID
	bytes       int
	grid, signs *byte
	f32         gridKernelNEON
	q8          gridQ8KernelNEON
}{
	{IQ2_XXS, 66, bytesOf(&iq2xxsGrid), bytesOf(&iq2SignBytes), gemvIQ2XXSx4NEON, gemvIQ2XXSq8x4NEON},
	{IQ2_XS, 74, bytesOf(&iq2xsGrid), bytesOf(&iq2SignBytes), gemvIQ2XSx4NEON, gemvIQ2XSq8x4NEON},
	{IQ2_S, 82, bytesOf(&iq2sGrid), bytesOf(&signBytes256), gemvIQ2Sx4NEON, gemvIQ2Sq8x4NEON},
	{IQ3_XXS, 98, bytesOf(&iq3xxsGrid), bytesOf(&iq2SignBytes), gemvIQ3XXSx4NEON, gemvIQ3XXSq8x4NEON},
	{IQ3_S, 110, bytesOf(&iq3sGrid), bytesOf(&signBytes256), gemvIQ3Sx4NEON, gemvIQ3Sq8x4NEON},
	{IQ1_S, 50, bytesOf(&iq1sGrid), nil, gemvIQ1Sx4NEON, gemvIQ1Sq8x4NEON},
	{IQ1_M, 56, bytesOf(&iq1sGrid), nil, gemvIQ1Mx4NEON, gemvIQ1Mq8x4NEON},
}

// smallNEON lists the small block formats' kernels (scripts/gemv-asm/neon_small.py): float32
// GEMV, decoder (Q1_0 keeps the Go decoder) and SDOT GEMV (TQ2_0's is gemvTQ2_0q8x4NEON, set with
// the K-quants'); scales: the table NVFP4's kernels read.
var smallNEON = []struct {
	id          FormatID
	unit, bytes int
	scales      *float32
	f32         func(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16, scales *float32)
	decode      func(dst *float32, src *byte, nb int, fp16, scales *float32)
	q8          func(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16, scales *float32)
}{
	{TQ1_0, 256, 54, nil, gemvTQ1_0x4NEON, decodeTQ1_0NEON, gemvTQ1_0q8x4NEON},
	{TQ2_0, 256, 66, nil, gemvTQ2_0x4NEON, decodeTQ2_0NEON, nil},
	{Q2_0, 64, 18, nil, gemvQ2_0x4NEON, decodeQ2_0NEON, gemvQ2_0q8x4NEON},
	{Q1_0, 128, 18, nil, gemvQ1_0x4NEON, nil, gemvQ1_0q8x4NEON},
	{NVFP4, 64, 36, &ue4m3Half[0], gemvNVFP4x4NEON, decodeNVFP4NEON, gemvNVFP4q8x4NEON},
}

// byteNEON lists the one-byte element formats' kernels (neon.py: I8, U8 widened; F8_E5M2 as
// binary16's top byte; F8_E4M3 moved into binary16, NaN codes included, and scaled by 2⁸).
var byteNEON = []struct {
	id     FormatID
	gemv4  func(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
	decode func(dst *float32, src *byte, n int)
}{
	{I8, gemvI8x4NEON, decodeI8NEON},
	{U8, gemvU8x4NEON, decodeU8NEON},
	{F8_E5M2, gemvF8E5M2x4NEON, decodeF8E5M2NEON},
	{F8_E4M3, gemvF8E4M3x4NEON, decodeF8E4M3NEON},
}

// bytesOf is the address of a table's first byte.
func bytesOf[T any](p *T) *byte { return (*byte)(unsafe.Pointer(p)) }

// installKernels sets the registry rows' kernel fields for simdLevel.
func installKernels() {
	resetSIMDKernels()
	installQ8Kernels()
	if simdLevel < simdNEON {
		return
	}
	initFP16Table()
	gemm4x4F32, gemm4x2F32 = gemm4x4F32NEON, gemm4x2F32NEON // GEMM through decoded rows (gemmRowsDecoded)
	set := installSIMDKernel
	set(F32, &simdKernel{unit: 32, unitBytes: 128, span: neonSpan, gemv4: gemvF32x4NEON, decode: f32Decode, noPrefetch: true})
	set(F16, &simdKernel{unit: 32, unitBytes: 64, span: neonSpan, gemv4: gemvF16x4NEON, decode: decodeF16UnitsNEON, noPrefetch: true})
	set(BF16, &simdKernel{unit: 32, unitBytes: 64, span: neonSpan, gemv4: gemvBF16x4NEON, decode: decodeBF16UnitsNEON, noPrefetch: true})
	fp16 := &fp16Table[0]
	set(Q8_0, &simdKernel{unit: 32, unitBytes: 34, span: neonSpan,
		gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
			gemvQ8_0x4NEON(r, x, nb, o, fp16)
		},
		decode: func(d *float32, s *byte, nb int) { decodeQ8_0NEON(d, s, nb, fp16) }})
	for _, nl := range []struct {
		id     FormatID
		levels *[16]int8
	}{{Q4_0, &q4_0Codes}, {IQ4_NL, &kvaluesIQ4NL}} {
		levels := nl.levels
		set(nl.id, &simdKernel{unit: 32, unitBytes: 18, span: neonSpan,
			gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
				gemvNL4x4NEON(r, x, nb, o, levels, fp16)
			},
			decode: func(d *float32, s *byte, nb int) { decodeNL4NEON(d, s, nb, levels, fp16) }})
	}
	mx, fp4 := &mxfp4Scales[0], &kvaluesFP4
	set(MXFP4, &simdKernel{unit: 32, unitBytes: 17, span: neonSpan,
		gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
			gemvMXFP4x4NEON(r, x, nb, o, fp4, mx)
		},
		decode: func(d *float32, s *byte, nb int) { decodeMXFP4NEON(d, s, nb, fp4, mx) }})
	for _, k := range []struct {
		id     FormatID
		bytes  int
		gemv4  func(r *[4]*byte, x *float32, nb int, o *[4]float32, fp16 *float32)
		decode func(d *float32, s *byte, nb int, fp16 *float32)
	}{
		{Q4_1, 20, gemvQ4_1x4NEON, decodeQ4_1NEON},
		{Q5_0, 22, gemvQ5_0x4NEON, decodeQ5_0NEON},
		{Q5_1, 24, gemvQ5_1x4NEON, decodeQ5_1NEON},
	} {
		g, dec := k.gemv4, k.decode
		set(k.id, &simdKernel{unit: 32, unitBytes: k.bytes, span: neonSpan,
			gemv4:  func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) { g(r, x, nb, o, fp16) },
			decode: func(d *float32, s *byte, nb int) { dec(d, s, nb, fp16) }})
	}
	for _, k := range []struct {
		id     FormatID
		bytes  int
		gemv4  func(r *[4]*byte, x *float32, nb int, o *[4]float32, fp16 *float32)
		decode func(d *float32, s *byte, nb int, fp16 *float32)
	}{
		{Q2_K, q2KBytes, gemvQ2Kx4NEON, decodeQ2KNEON},
		{Q3_K, q3KBytes, gemvQ3Kx4NEON, decodeQ3KNEON},
		{Q4_K, q4KBytes, gemvQ4Kx4NEON, decodeQ4KNEON},
		{Q5_K, q5KBytes, gemvQ5Kx4NEON, decodeQ5KNEON},
		{Q6_K, q6KBytes, gemvQ6Kx4NEON, decodeQ6KNEON},
	} {
		g, dec := k.gemv4, k.decode
		set(k.id, &simdKernel{unit: kBlock, unitBytes: k.bytes, span: neonSpan,
			gemv4:  func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) { g(r, x, nb, o, fp16) },
			decode: func(d *float32, s *byte, nb int) { dec(d, s, nb, fp16) }})
	}
	iq4 := &kvaluesIQ4NL
	set(IQ4_XS, &simdKernel{unit: kBlock, unitBytes: 136, span: neonSpan,
		gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
			gemvIQ4XSx4NEON(r, x, nb, o, iq4, fp16)
		},
		decode: func(d *float32, s *byte, nb int) { decodeIQ4XSNEON(d, s, nb, iq4, fp16) }})
	// One-byte formats: two accumulators a row (4 terms a lane per 32 columns), so spans of 1024
	// columns keep m = 128 as neonSpan does for the others.
	for _, k := range byteNEON {
		if f := registry[k.id]; f != nil && f.BlockElems == 1 && f.BlockBytes == 1 {
			dec := k.decode
			set(k.id, &simdKernel{unit: 32, unitBytes: 32, span: neonSpan / 2, gemv4: k.gemv4, noPrefetch: true,
				decode: func(d *float32, s *byte, nb int) { dec(d, s, nb*32) }})
		}
	}
	for _, k := range smallNEON {
		g, dec, sc := k.f32, k.decode, k.scales
		kern := &simdKernel{unit: k.unit, unitBytes: k.bytes, span: neonSpan,
			gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) { g(r, x, nb, o, fp16, sc) }}
		if dec != nil {
			kern.decode = func(d *float32, s *byte, nb int) { dec(d, s, nb, fp16, sc) }
		}
		set(k.id, kern)
	}
	for _, k := range gridNEON { // GEMM and dequantization through the Go decoders (neon.py)
		g, grid, signs := k.f32, k.grid, k.signs
		set(k.id, &simdKernel{unit: kBlock, unitBytes: k.bytes, span: neonSpan,
			gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) { g(r, x, nb, o, grid, signs, fp16) }})
	}
	// MLX affine 2–8-bit, mxfp4, nvfp4, mxfp8, GPTQ 4/8-bit, AWQ and compressed-tensors 4-bit
	// (gemv_parts_arm64.go); their GEMMs decode four rows at a time (decodeRows: MLX's, AWQ GEMV's
	// and compressed-tensors' rows by mlxAffineRow, fp4Row, mxfp8Row and zeroLUTRow) and multiply
	// them with the vectors by gemm4x4F32NEON (decodedPartsGEMM).
	for _, k := range []struct {
		id   FormatID
		gemv gemvKernel
	}{
		{MLX_AFFINE, gemvMLXAffine}, {MLX_MXFP4, gemvMLXFP4}, {MLX_NVFP4, gemvMLXFP4}, {MLX_MXFP8, gemvMLXFP8},
		{AWQ_GEMV, gemvZeroLUT}, {CT_PACK_QUANTIZED, gemvZeroLUT}, {AWQ_GEMM, gemvAWQGEMM},
		{GPTQ, gemvGPTQ}, // 4- and 8-bit, groups in column order
	} {
		if f := registry[k.id]; f != nil {
			installed[k.id] = true
			f.gemvRows, f.gemmRows = k.gemv, decodedPartsGEMM
		}
	}
}

// streamRead reads p (the DRAM bandwidth reference of the benchmarks) and returns an OR of its
// words so that nothing can be optimized away.
func streamRead(p []byte) uint64 { return streamReadGo(p) }

// quantizeQ8Act rounds x to Q8_0 activations (quantizeQ8ActNEON, gemv_q8_arm64.s).
func quantizeQ8Act(x []float32, a *q8Act) (bad bool) {
	if len(x) == 0 || simdLevel < simdNEON {
		return quantizeQ8ActGo(x, a)
	}
	return quantizeQ8ActNEON(&x[0], len(x)/32, &a.qs[0], &a.d[0], &a.xhat[0])
}
