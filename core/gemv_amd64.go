//go:build amd64

package core

// The amd64 kernels of the compute engine and their selection.
//
// installKernels (run once, at the first product) fills the registry rows' gemvRows/gemmRows
// with the best kernels this CPU runs (golang.org/x/sys/cpu): AVX-512 (F, BW, DQ, VL, BMI2) or
// AVX2 (+FMA, F16C); every other row keeps the generic kernel of gemv.go. A SIMD kernel
// (simdKernel) is a 4-row assembly GEMV kernel plus, for GEMM and GetRows, an assembly decoder
// bit-exact with the row's decode; the Go wrappers here walk rows four at a time and columns a
// kernel span at a time, adding the spans' float32 sums in float64.
//
// Memory: each 4-row kernel prefetches the same columns of the next four rows (the rows the next
// call reads), which keeps enough lines in flight (the AVX2 plain float kernels rely on the
// hardware prefetcher alone, as measured before the switch to PREFETCHT1, which lifted the
// AVX-512 F32/F16/BF16 kernels by ~10 %). The prefetches are PREFETCHT1 (to L2; on Zen 5 some
// kernels have copies with PREFETCHT0, prefetchL1 below):
// a PREFETCHT0 holds one of the core's few L1 miss buffers until its line arrives, which capped a
// thread at ~16 GB/s on Zen 4, where L2's many more let it reach ~25 GB/s (Q8_0, measured). Block scales in fp16 are read from a
// 65536-entry float32 table (fp16Table) with one scalar load and an embedded broadcast, cheaper
// than converting them in vector registers.

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// SIMD levels of the amd64 kernels, chosen at run time.
const (
	simdNone    = 0 // pure Go
	simdAVX2    = 1 // AVX2 + FMA + F16C
	simdAVXVNNI = 2 // simdAVX2 + AVX-VNNI (VEX VPDPBUSD: Intel's cores since Alder Lake, Zen 5)
	simdAVX512  = 3 // AVX-512 F, BW, DQ, VL (and BMI2)
)

// simdNames are the levels' names (SIMDLevels), indexed by level.
var simdNames = [...]string{"generic", "avx2", "avxvnni", "avx512"}

// hasAVXVNNI: the CPU has AVX-VNNI. The avxvnni level installs the AVX2 kernels and, where
// hasAVXVNNI holds, the VEX VPDPBUSD ones over them (a CPU with AVX-512 but without AVX-VNNI,
// such as Ice Lake, runs plain AVX2 kernels at that level).
var hasAVXVNNI = cpu.X86.HasAVXVNNI

// avx2Level reports whether the kernels in use are the AVX2 level's (with or without AVX-VNNI).
func avx2Level() bool { return simdLevel == simdAVX2 || simdLevel == simdAVXVNNI }

// simdBest is the best level this CPU has; simdLevel the one in use (tests lower it to check each
// path against the generic kernels).
var (
	simdBest = func() int {
		switch {
		case cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512DQ && cpu.X86.HasAVX512VL && cpu.X86.HasBMI2:
			return simdAVX512
		case cpu.X86.HasAVX2 && cpu.X86.HasFMA && cpu.X86.HasF16C && hasAVXVNNI:
			return simdAVXVNNI
		case cpu.X86.HasAVX2 && cpu.X86.HasFMA && cpu.X86.HasF16C:
			return simdAVX2
		}
		return simdNone
	}()
	simdLevel = simdBest
)

// cpuid executes CPUID with EAX = leaf, ECX = sub.
func cpuid(leaf, sub uint32) (a, b, c, d uint32)

// amdFamily is the CPU's family as AMD numbers it (base plus extended family: 0x19 Zen 3 and 4,
// 0x1a Zen 5), or 0 for another vendor.
func amdFamily() uint32 {
	if _, b, c, d := cpuid(0, 0); b != 0x68747541 || d != 0x69746e65 || c != 0x444d4163 { // "AuthenticAMD"
		return 0
	}
	a, _, _, _ := cpuid(1, 0)
	f := a >> 8 & 0xf
	if f == 0xf {
		f += a >> 20 & 0xff
	}
	return f
}

// prefetchL1 selects the kernels that prefetch the next rows into L1 (PREFETCHT0) where they have
// such a variant (Q8_0, Q2_K, Q4_K–Q6_K, GPTQ 4-bit; names ending in L1): on AMD's family 0x1a
// (Zen 5) those read the bench matrices 2–15 % faster at one thread than with T1 (docs/PERFORMANCE.md,
// "Eighteenth session"). Elsewhere T1 stays: on Zen 4 a PREFETCHT0 held one of the few L1 miss
// buffers until its line arrived and capped a core far lower (the comment at the top of this file).
var prefetchL1 = amdFamily() >= 0x1a

// withPrefetch returns l1, a kernel's copy with PREFETCHT0, where prefetchL1 holds, else t1.
func withPrefetch[K any](t1, l1 K) K {
	if prefetchL1 {
		return l1
	}
	return t1
}

// setPrefetchL1 switches the prefetch variants and returns the previous choice; for tests (not
// safe while kernels run).
func setPrefetchL1(on bool) bool {
	old := prefetchL1
	prefetchL1 = on
	setSIMDLevel(simdLevel)
	return old
}

// q4_0Levels are Q4_0's values q−8 as float32 (IQ4_NL's are iq4Levels).
var q4_0Levels = [16]float32{-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7}

func gemvQ4_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) {
	gemvNL4x4AVX512(rows, x, nb, out, &q4_0Levels, &fp16Table[0], pf)
}
func gemvIQ4_NLx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) {
	gemvNL4x4AVX512(rows, x, nb, out, &iq4Levels, &fp16Table[0], pf)
}
func gemvQ8_0x4(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) {
	gemvQ8_0x4AVX512(rows, x, nb, out, &fp16Table[0], pf)
}
func gemvQ8_0x4L1(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) {
	gemvQ8_0x4L1AVX512(rows, x, nb, out, &fp16Table[0], pf)
}

// fp4Levels are the E2M1 values doubled (ggml's kvalues_fp4), as float32.
var fp4Levels = [16]float32{0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12}

// fp4Scales are the per-code scales of MXFP4 (E8M0, halved) and NVFP4 (UE4M3, halved), read off
// the formats' own decoders so that they match them by construction.
type fp4Scales struct{ mx, nv [256]float32 }

var fp4Tables *fp4Scales

func fp4ScaleTables() *fp4Scales {
	if fp4Tables != nil {
		return fp4Tables
	}
	mx, nv := registry[MXFP4], registry[NVFP4]
	if mx == nil || nv == nil || mx.decode == nil || nv.decode == nil || mx.BlockBytes != 17 || nv.BlockBytes != 36 {
		return nil
	}
	t := new(fp4Scales)
	var bm [17]byte
	var bn [36]byte
	vals := make([]float32, 64)
	for c := range 256 {
		bm[0] = byte(c)
		for i := 1; i < 17; i++ {
			bm[i] = 0x11 // code 1: level 1, so the value is the scale
		}
		mx.decode(vals[:32], bm[:])
		t.mx[c] = vals[0]
		for i := 0; i < 4; i++ {
			bn[i] = byte(c)
		}
		for i := 4; i < 36; i++ {
			bn[i] = 0x11
		}
		nv.decode(vals, bn[:])
		t.nv[c] = vals[0]
	}
	fp4Tables = t
	return t
}

func decodeQ4_0AVX512(dst *float32, src *byte, nb int)   { decodeNL4AVX512(dst, src, nb, &q4_0Levels) }
func decodeIQ4_NLAVX512(dst *float32, src *byte, nb int) { decodeNL4AVX512(dst, src, nb, &iq4Levels) }

// iq2xxsTables are the IQ2_XXS kernel's tables (offsets fixed in gemv_amd64.s): the grid as
// float32 rows, ggml's ksigns_iq2xs, 0.5+s for the 16 scale codes and 0.25.
type iq2xxsTables struct {
	grid    [256][8]float32
	ksigns  [128]byte
	half    [16]float32
	quarter float32
}

var iq2xxsTab *iq2xxsTables

// iqKernelTables are the IQ2_XS and IQ3_XXS kernels' tables (offsets fixed in gemv_amd64.s).
type iqKernelTables struct {
	grid2xs  [512][8]float32
	grid3xxs [256][4]float32
	ksigns   [128]byte
	half     [16]float32 // 0.5 + s
	quarter  float32     // 0.25
	halfc    float32     // 0.5
}

var iqKernelTab *iqKernelTables

// iqSTables are the IQ2_S and IQ3_S kernels' tables (offsets fixed in gemv_amd64.s).
type iqSTables struct {
	grid2s  [1024][8]float32
	grid3s  [512][4]float32
	half    [16]float32 // 0.5 + s
	quarter float32     // 0.25
}

var iqSTab *iqSTables

// iq1Tables are the IQ1_S and IQ1_M kernels' tables (offsets fixed in gemv_amd64.s): the grid's
// trits as float32 rows and, for each pair of delta signs of two 8-element groups, the vector
// [±1/8 ×8, ±1/8 ×8].
type iq1Tables struct {
	grid  [2048][8]float32
	delta [4][16]float32
}

var iq1Tab *iq1Tables

func initIQ1Tables() *iq1Tables {
	if iq1Tab == nil {
		t := new(iq1Tables)
		if unsafe.Offsetof(t.delta) != 65536 {
			panic("core: iq1Tables layout does not match gemv_amd64.s")
		}
		for i, g := range iq1sGrid {
			for j := range 8 {
				t.grid[i][j] = float32(int8(uint8(g >> (8 * j))))
			}
		}
		for k := range t.delta {
			for j := range 16 {
				t.delta[k][j] = iq1sDelta
				if k>>(j/8)&1 == 1 {
					t.delta[k][j] = -iq1sDelta
				}
			}
		}
		iq1Tab = t
	}
	return iq1Tab
}

func initIQSTables() *iqSTables {
	if iqSTab == nil {
		t := new(iqSTables)
		if unsafe.Offsetof(t.half) != 40960 || unsafe.Offsetof(t.quarter) != 41024 {
			panic("core: iqSTables layout does not match gemv_amd64.s")
		}
		for i, g := range iq2sGrid {
			for j := range 8 {
				t.grid2s[i][j] = float32(uint8(g >> (8 * j)))
			}
		}
		for i, g := range iq3sGrid {
			for j := range 4 {
				t.grid3s[i][j] = float32(uint8(g >> (8 * j)))
			}
		}
		for s := range t.half {
			t.half[s] = 0.5 + float32(s)
		}
		t.quarter = 0.25
		iqSTab = t
	}
	return iqSTab
}

func initIQKernelTables() *iqKernelTables {
	if iqKernelTab == nil {
		t := new(iqKernelTables)
		if unsafe.Offsetof(t.ksigns) != 20480 || unsafe.Offsetof(t.half) != 20608 || unsafe.Offsetof(t.halfc) != 20676 {
			panic("core: iqKernelTables layout does not match gemv_amd64.s")
		}
		for i, g := range iq2xsGrid {
			for j := range 8 {
				t.grid2xs[i][j] = float32(uint8(g >> (8 * j)))
			}
		}
		for i, g := range iq3xxsGrid {
			for j := range 4 {
				t.grid3xxs[i][j] = float32(uint8(g >> (8 * j)))
			}
		}
		t.ksigns = ksignsIQ2XS
		for s := range t.half {
			t.half[s] = 0.5 + float32(s)
		}
		t.quarter, t.halfc = 0.25, 0.5
		iqKernelTab = t
	}
	return iqKernelTab
}

func initIQ2XXSTables() *iq2xxsTables {
	if iq2xxsTab == nil {
		t := new(iq2xxsTables)
		for i, g := range iq2xxsGrid {
			for j := range 8 {
				t.grid[i][j] = float32(uint8(g >> (8 * j)))
			}
		}
		t.ksigns = ksignsIQ2XS
		for s := range t.half {
			t.half[s] = 0.5 + float32(s)
		}
		t.quarter = 0.25
		iq2xxsTab = t
	}
	return iq2xxsTab
}

// dotF32 returns Σ a[i]·b[i] (len(b) ≥ len(a)) in float32 lanes (see the bound in gemv.go).
func dotF32(a, b []float32) float32 {
	n := len(a)
	b = b[:n]
	if simdLevel >= simdAVX512 && n >= 32 {
		m := n &^ 31
		s := dotF32AVX512(unsafe.SliceData(a), unsafe.SliceData(b), m)
		if m == n {
			return s
		}
		return s + dotF32Go(a[m:], b[m:])
	}
	if simdLevel >= simdAVX2 && n >= 16 {
		m := n &^ 15
		s := dotF32AVX2(unsafe.SliceData(a), unsafe.SliceData(b), m)
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
	if simdLevel >= simdAVX512 && k >= 32 {
		m := k &^ 31
		_ = xi[(m/16)*16*n+16*8-1] // the kernel reads up to 8 vectors of its last chunk
		dotNAVX512(unsafe.SliceData(w), unsafe.SliceData(xi), n, m, out)
		if m < k {
			dotNTail(w[m:], xi[(m/16)*16*n:], n, out, true)
		}
		return
	}
	if simdLevel >= simdAVX2 && k >= 16 {
		m := k &^ 15
		_ = xi[(m/16)*16*n-1]
		dotNAVX2(unsafe.SliceData(w), unsafe.SliceData(xi), n, m, out)
		if m < k {
			dotNTail(w[m:], xi[(m/16)*16*n:], n, out, true)
		}
		return
	}
	dotNGo(w, xi, n, out)
}

func decodeF16Units(dst *float32, src *byte, n int)  { decodeF16AVX512(dst, src, n*32) }
func decodeBF16Units(dst *float32, src *byte, n int) { decodeBF16AVX512(dst, src, n*32) }

// byteKernel is a one-byte element format's 4-row kernel and decoder at one SIMD level (units of
// 32 elements; gemv_amd64.s BYTE*, gemv_avx2_amd64.s BYTE*2).
type byteKernel struct {
	id     FormatID
	gemv4  rows4Kernel
	decode blockDecoder
}

// installByteKernels installs ks (span: columns per kernel call, 0 for kernelSpan).
func installByteKernels(set func(FormatID, *simdKernel), span int, ks []byteKernel) {
	for _, b := range ks {
		if f := registry[b.id]; f != nil && f.BlockElems == 1 && f.BlockBytes == 1 {
			set(b.id, &simdKernel{unit: 32, unitBytes: 32, span: span, gemv4: b.gemv4, decode: b.decode})
		}
	}
}

// perVectorGEMM is, per format, the largest n whose GEMM runs faster through the AVX-512 GEMV
// kernel once per vector (perVectorMaxN), [float32 activations, 8-bit]; 8-bit activations take 2
// for the formats not listed that have a plain 8-bit GEMV kernel. Measured: a GEMM of two vectors
// gained with every such 8-bit kernel (Q4_K 7.1 → 3.3 ms, Q6_K 9.1 → 3.7 per 14336×4096 matrix,
// one thread) and, in float32 mode, for the formats listed (1024×4096 rows, two runs: Q4_0 1.8×,
// Q8_0 1.6–1.9×, IQ4_XS 1.4–2.0×, Q1_0 5–7×), while F32, F16, BF16, Q5_1, Q5_K, TQ1_0 and the grid
// formats measured 0.56–1.35×. Three and four vectors were kept where both one and two threads
// gained ≥ 1.1× (192 MiB sets, docs/PERFORMANCE.md "Fifth session"); Q5_K in float32 mode lost
// already at three (0.87–0.90×).
//
// The grid formats' 8-bit GEMV kernels read the plain activations too (their q8Prep only lays
// them out for their GEMM kernel, gridGEMM); per vector, speed-up at 1 / 2 threads, n = 2:
// IQ2_XXS 1.48/1.53, IQ2_XS 1.40/1.59, IQ3_XXS 1.79/1.68 (n = 3: 1.33/1.15), IQ3_S 1.68/1.54,
// IQ1_S 1.35/1.36, IQ1_M 1.48/1.47; IQ2_S 1.04/1.20 keeps gridGEMM; n = 4 lost for all.
//
// The 8-bit column of the formats with sixteen-row GEMM kernels (gemv_q8r16_amd64.s) was measured
// again against them (20 matrices 4096×4096, ms per matrix, per vector / GEMM kernel, 1 and 2
// threads): two vectors stay per vector for Q4_0 (0.84/1.06, 0.66/0.82), Q4_K (0.84/1.22,
// 0.54/0.67), Q5_K (1.22/1.46, 0.60/0.70), Q6_K (1.12/1.48, 0.62/0.88), IQ4_XS (0.89/1.17,
// 0.57/0.61), MXFP4 and Q8_0 (within 6 % either way); three take the kernel (Q4_0 1.20/0.99,
// 0.97/0.82; Q4_K 1.17/1.20, 0.76/0.65; IQ4_XS 1.63/1.33, 0.87/0.56) but for Q6_K (1.60/1.63,
// 0.85/0.91; four: 2.16/1.56); IQ4_NL takes the kernel from two (1.17/0.99, 0.63/0.58). Q2_K's
// sixteen-row kernel: n=3 1.41/1.41, 0.71/0.77, n=4 1.92/1.48, 0.94/0.78; Q3_K's: n=2 1.29/1.32,
// 1.13/1.12, n=3 2.00/1.28, 1.01/0.67.
//
// The float32 column of the formats whose GEMM decodes in its FMA loop (installBlockGEMM) was
// measured again against that kernel (40 matrices 4096×4096, time per vector / kernel, one and
// two threads, n = 2, 3, 4): with the 4×4 kernel alone Q4_0 0.85/0.86, 1.22/1.21, 1.56/1.56;
// IQ4_NL 0.85/0.87, 1.22/1.22, 1.56/1.59; MXFP4 0.91/0.89, 1.28/1.28, 1.63/1.66; Q8_0
// 1.00/1.09, 1.42/1.39; Q4_K 0.98/0.98, 1.45/1.41; IQ4_XS 0.97/0.96, 1.36/1.36; Q6_K 1.39/1.32,
// 2.10/1.93; with its 4×2 form for passes over two vectors, n = 2: Q4_0 1.22/1.18, IQ4_NL
// 1.20/1.22, MXFP4 1.28/1.31, Q4_1 1.29/1.24, Q5_0 1.84/1.83, Q8_0 1.41/1.17 — the kernel from two
// vectors for all of them.
var perVectorGEMM = map[FormatID][2]int8{
	Q8_0: {0, 2}, Q4_0: {0, 2}, Q4_K: {0, 2}, Q5_K: {0, 2}, Q6_K: {0, 3}, IQ4_XS: {0, 2},
	MXFP4: {0, 2}, TQ2_0: {4, 4},
	Q4_1: {0, 2}, Q5_0: {0, 2}, Q2_K: {2, 3}, Q3_K: {2, 2}, IQ4_NL: {0, 0}, I8: {2, 2},
	NVFP4: {2, 2}, Q1_0: {2, 2}, Q2_0: {2, 2},
	IQ2_XXS: {0, 2}, IQ2_XS: {0, 2}, IQ3_XXS: {0, 3}, IQ3_S: {0, 2}, IQ1_S: {0, 2}, IQ1_M: {0, 2},
}

// perVectorGEMMAVX2 is perVectorGEMM for the AVX2 kernels, float32 activations only (their
// 8-bit GEMM already runs the GEMV kernel per vector: installQ8GEMMViaGEMV). Kept where one and
// two threads gained ≥ 1.1× (128 MiB sets, speed-up 1 / 2 threads): Q8_0 n=2–4 1.92/1.78,
// 1.84/1.62, 1.30/1.30; F16 1.62/1.43 to 1.35/1.41; BF16 1.38/1.29 to 1.16/1.16. Q4_0, Q5_K,
// IQ4_XS, IQ4_NL, Q4_1 and Q5_0 measured 0.49–1.46× without a pattern and keep the GEMM through
// decoded rows, as do Q4_K, Q6_K and MXFP4 since that GEMM prefetches its next step (40 matrices
// 4096×4096, GEMM kernel faster by 1.15/1.18 (Q4_K), 1.36/1.44 (Q6_K), 1.20/1.21 (MXFP4) at n=2,
// one / two threads, where per vector had won 1.12–1.68×); Q8_0, F16 and BF16 still gain per
// vector up to 4 (1.05–1.59×). With the twenty-third session's GEMV kernels (Q4_0, IQ4_NL,
// IQ4_XS, Q4_1, Q5_0, Q5_1, Q3_K, Q5_K, Q6_K faster by 1.15–1.75×) per vector won at n = 2 for
// Q4_0 (1.18–1.19×, one and two threads, two runs) and IQ4_XS (1.19×), and lost or tied from
// n = 3 (0.94–1.12×) and for the others at n = 2 (Q4_1 1.08–1.14, IQ4_NL 1.07, Q6_K 1.09, Q3_K
// 1.01–1.05, Q4_K, Q5_K, Q5_0, Q5_1 0.83–0.98×; 40 matrices 4096×4096 as above).
var perVectorGEMMAVX2 = map[FormatID][2]int8{
	Q8_0: {4, 0}, F16: {4, 0}, BF16: {4, 0},
	Q4_0: {2, 0}, IQ4_XS: {2, 0},
}

// setPerVectorGEMM sets every row's gemmPerVector from table for the kernels just installed;
// a format not in the table whose 8-bit GEMV kernel reads the plain activations (no q8Prep) gets
// q8 (2 at AVX-512). A table's q8 entry must name such a kernel. A format without an 8-bit GEMM
// kernel keeps the all-vectors setting installQ8GEMMViaGEMV gave it.
func setPerVectorGEMM(table map[FormatID][2]int8, q8 int8) {
	for _, f := range registry {
		if f == nil {
			continue
		}
		n, listed := table[f.ID]
		if !listed {
			n = [2]int8{0, 0}
			if f.q8Prep == nil {
				n[1] = q8
			}
		}
		if !installed[f.ID] {
			n[0] = 0
		}
		n[1] = max(n[1], f.gemmPerVector[1])
		f.gemmPerVector = n
	}
}

// installKernels sets the registry rows' kernel fields for simdLevel.
func installKernels() {
	resetSIMDKernels() // gemv_simd.go: only the rows installSIMDKernel set
	for _, f := range registry {
		if f != nil {
			f.gemmPerVector = [2]int8{}
		}
	}
	installQ8Kernels()
	installPartsKernels() // gemv_parts_amd64.go: GPTQ
	set := installSIMDKernel
	if simdLevel >= simdAVX512 {
		initFP16Table()
		gemm4x4F32, gemm4x2F32 = gemm4x4F32AVX512, gemm4x2F32AVX512
		decodedSpans = true
		// F32's kernel has no prefetch at all (gemv_amd64.s). F16/BF16 prefetch (PREFETCHT0) 2 KiB
		// ahead in their own rows, not the next four rows (T1): one thread 4.05–4.10 → 3.85 ms
		// (F16) and 4.10–4.12 → 3.73–3.76 (BF16) per bench matrix with the memory at 42 GB/s a
		// core, two threads alike in its ~45 GB/s mode.
		set(F32, &simdKernel{unit: 32, unitBytes: 128, gemv4: gemvF32x4AVX512, decode: f32Decode, noPrefetch: true})
		set(F16, &simdKernel{unit: 32, unitBytes: 64, gemv4: gemvF16x4AVX512, decode: decodeF16Units, pfAhead: 2048})
		set(BF16, &simdKernel{unit: 32, unitBytes: 64, gemv4: gemvBF16x4AVX512, decode: decodeBF16Units, pfAhead: 2048})
		installPlainGEMM()
		installByteKernels(set, 0, []byteKernel{
			{F8_E4M3, gemvF8E4M3x4AVX512, decodeF8E4M3AVX512},
			{F8_E5M2, gemvF8E5M2x4AVX512, decodeF8E5M2AVX512},
			{F8_E4M3FNUZ, gemvF8E4M3FNUZx4AVX512, decodeF8E4M3FNUZAVX512},
			{I8, gemvI8x4AVX512, decodeI8AVX512},
			{U8, gemvU8x4AVX512, decodeU8AVX512},
		})
		set(Q8_0, &simdKernel{unit: 32, unitBytes: 34, gemv4: withPrefetch(gemvQ8_0x4, gemvQ8_0x4L1), decode: decodeQ8_0AVX512})
		set(Q4_0, &simdKernel{unit: 32, unitBytes: 18, gemv4: gemvQ4_0x4AVX512, decode: decodeQ4_0AVX512})
		set(IQ4_NL, &simdKernel{unit: 32, unitBytes: 18, gemv4: gemvIQ4_NLx4AVX512, decode: decodeIQ4_NLAVX512})
		set(Q4_1, &simdKernel{unit: 32, unitBytes: 20,
			gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
				gemvQ4_1x4AVX512(r, x, nb, o, &fp16Table[0], pf)
			},
			decode: func(d *float32, s *byte, nb int) { decodeQ4_1AVX512(d, s, nb, &fp16Table[0]) }})
		set(Q5_0, &simdKernel{unit: 32, unitBytes: 22,
			gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
				gemvQ5_0x4AVX512(r, x, nb, o, &fp16Table[0], pf)
			},
			decode: func(d *float32, s *byte, nb int) { decodeQ5_0AVX512(d, s, nb, &fp16Table[0]) }})
		set(Q5_1, &simdKernel{unit: 32, unitBytes: 24,
			gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
				gemvQ5_1x4AVX512(r, x, nb, o, &fp16Table[0], pf)
			},
			decode: func(d *float32, s *byte, nb int) { decodeQ5_1AVX512(d, s, nb, &fp16Table[0]) }})
		if t := fp4ScaleTables(); t != nil {
			set(MXFP4, &simdKernel{unit: 32, unitBytes: 17,
				gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
					gemvMXFP4x4AVX512(r, x, nb, o, &fp4Levels, &t.mx[0], pf)
				},
				decode: func(d *float32, s *byte, nb int) { decodeMXFP4AVX512(d, s, nb, &fp4Levels, &t.mx[0]) }})
			set(NVFP4, &simdKernel{unit: 64, unitBytes: 36,
				gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
					gemvNVFP4x4AVX512(r, x, nb, o, &fp4Levels, &t.nv[0], pf)
				},
				decode: func(d *float32, s *byte, nb int) { decodeNVFP4AVX512(d, s, nb, &fp4Levels, &t.nv[0]) }})
		}
		if f := registry[MLX_AFFINE]; f != nil && f.decodeRows != nil {
			f.gemvRows = gemvMLXAffine
			installed[MLX_AFFINE] = true
		}
		installDecodeDotKernels(set)
		set(TQ2_0, &simdKernel{unit: 256, unitBytes: 66,
			gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
				gemvTQ2_0x4AVX512(r, x, nb, o, &fp16Table[0], pf)
			},
			decode: func(d *float32, s *byte, nb int) { decodeTQ2_0AVX512(d, s, nb, &fp16Table[0]) }})
		// Q2_0 and Q1_0 decode (GEMM, GetRows) with their AVX2 decoders: the Go decoders left
		// their float32 GEMM of 8 vectors at 22.5 and 20.0 ms per bench matrix.
		set(Q2_0, &simdKernel{unit: 64, unitBytes: 18,
			gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
				gemvQ2_0x4AVX512(r, x, nb, o, &fp16Table[0], pf)
			},
			decode: func(d *float32, s *byte, nb int) { decodeQ2_0AVX2(d, s, nb, &fp16Table[0]) }})
		set(Q1_0, &simdKernel{unit: 128, unitBytes: 18,
			gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
				gemvQ1_0x4AVX512(r, x, nb, o, &fp16Table[0], pf)
			},
			decode: func(d *float32, s *byte, nb int) { decodeQ1_0AVX2(d, s, nb, &fp16Table[0]) }})
		if f := registry[IQ2_XXS]; f != nil && f.BlockBytes == 66 {
			t := initIQ2XXSTables()
			set(IQ2_XXS, &simdKernel{unit: 256, unitBytes: 66,
				gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
					gemvIQ2_XXSx4AVX512(r, x, nb, o, &fp16Table[0], t, pf)
				},
				decode: func(d *float32, s *byte, nb int) { decodeIQ2_XXSAVX512(d, s, nb, &fp16Table[0], t) }})
		}
		if f, g := registry[IQ2_XS], registry[IQ3_XXS]; f != nil && g != nil && f.BlockBytes == 74 && g.BlockBytes == 98 {
			t := initIQKernelTables()
			set(IQ2_XS, &simdKernel{unit: 256, unitBytes: 74,
				gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
					gemvIQ2_XSx4AVX512(r, x, nb, o, &fp16Table[0], t, pf)
				},
				decode: func(d *float32, s *byte, nb int) { decodeIQ2_XSAVX512(d, s, nb, &fp16Table[0], t) }})
			set(IQ3_XXS, &simdKernel{unit: 256, unitBytes: 98,
				gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
					gemvIQ3_XXSx4AVX512(r, x, nb, o, &fp16Table[0], t, pf)
				},
				decode: func(d *float32, s *byte, nb int) { decodeIQ3_XXSAVX512(d, s, nb, &fp16Table[0], t) }})
		}
		if f, g := registry[IQ2_S], registry[IQ3_S]; f != nil && g != nil && f.BlockBytes == 82 && g.BlockBytes == 110 {
			t := initIQSTables()
			set(IQ2_S, &simdKernel{unit: 256, unitBytes: 82,
				gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
					gemvIQ2_Sx4AVX512(r, x, nb, o, &fp16Table[0], t, pf)
				},
				decode: func(d *float32, s *byte, nb int) { decodeIQ2_SAVX512(d, s, nb, &fp16Table[0], t) }})
			set(IQ3_S, &simdKernel{unit: 256, unitBytes: 110,
				gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
					gemvIQ3_Sx4AVX512(r, x, nb, o, &fp16Table[0], t, pf)
				},
				decode: func(d *float32, s *byte, nb int) { decodeIQ3_SAVX512(d, s, nb, &fp16Table[0], t) }})
		}
		if f, g := registry[IQ1_S], registry[IQ1_M]; f != nil && g != nil && f.BlockBytes == 50 && g.BlockBytes == 56 {
			t := initIQ1Tables()
			set(IQ1_S, &simdKernel{unit: 256, unitBytes: 50,
				gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
					gemvIQ1_Sx4AVX512(r, x, nb, o, &fp16Table[0], t, pf)
				},
				decode: func(d *float32, s *byte, nb int) { decodeIQ1_SAVX512(d, s, nb, &fp16Table[0], t) }})
			set(IQ1_M, &simdKernel{unit: 256, unitBytes: 56,
				gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
					gemvIQ1_Mx4AVX512(r, x, nb, o, &fp16Table[0], t, pf)
				},
				decode: func(d *float32, s *byte, nb int) { decodeIQ1_MAVX512(d, s, nb, &fp16Table[0], t) }})
		}
		set(Q2_K, &simdKernel{unit: 256, unitBytes: 84, gemv4: gemvQ2_Kx4AVX512, decode: decodeQ2_KAVX512})
		set(Q3_K, &simdKernel{unit: 256, unitBytes: 110, gemv4: gemvQ3_Kx4AVX512, decode: decodeQ3_KAVX512})
		set(Q4_K, &simdKernel{unit: 256, unitBytes: 144, gemv4: gemvQ4_Kx4AVX512, decode: decodeQ4_KAVX512})
		set(Q5_K, &simdKernel{unit: 256, unitBytes: 176, gemv4: gemvQ5_Kx4AVX512, decode: decodeQ5_KAVX512})
		set(Q6_K, &simdKernel{unit: 256, unitBytes: 210, gemv4: gemvQ6_Kx4AVX512, decode: decodeQ6_KAVX512})
		set(IQ4_XS, &simdKernel{unit: 256, unitBytes: 136, gemv4: gemvIQ4_XSx4AVX512, decode: decodeIQ4_XSAVX512})
		installBlockGEMM() // after set: in place of the decoded-rows GEMM
		setPerVectorGEMM(perVectorGEMM, 2)
		return
	}
	if simdLevel >= simdAVX2 {
		initFP16Table()
		gemm4x4F32, gemm4x2F32 = gemm4x4F32AVX2, gemm4x2F32AVX2
		// 16 lanes per row (8 for the block-scaled kernels): spans of 2048 columns keep m ≤ 128.
		const span = 2048
		fp16 := &fp16Table[0]
		set(F32, &simdKernel{unit: 32, unitBytes: 128, span: span, gemv4: gemvF32x4AVX2, decode: f32Decode, noPrefetch: true})
		// F16/BF16 prefetch the next four rows (pfRows): one thread 6.3 → 5.1 (F16) and 6.5 → 5.3 ms
		// (BF16) per bench matrix; F32's rows stream faster without (its kernel has no prefetch);
		// 2 KiB ahead in their own rows, as at AVX-512, measured slower (BF16 32 → 29 GB/s).
		set(F16, &simdKernel{unit: 32, unitBytes: 64, span: span, gemv4: gemvF16x4AVX2, decode: decodeF16AVX2})
		set(BF16, &simdKernel{unit: 32, unitBytes: 64, span: span, gemv4: gemvBF16x4AVX2, decode: decodeBF16AVX2})
		set(Q8_0, &simdKernel{unit: 32, unitBytes: 34, span: span,
			gemv4: func(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) {
				gemvQ8_0x4AVX2(rows, x, nb, out, fp16, pf)
			},
			decode: func(dst *float32, src *byte, nb int) { decodeQ8_0AVX2(dst, src, nb, fp16) }})
		// Q4_0 multiplies its codes q − 8 and IQ4_NL its int8 levels (VPSHUFB), each block's sum
		// scaled once; both decode by float32 table lookups (decodeNL4AVX2).
		set(Q4_0, &simdKernel{unit: 32, unitBytes: 18, span: span,
			gemv4: func(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) {
				gemvQ4_0x4AVX2(rows, x, nb, out, fp16, pf)
			},
			decode: func(dst *float32, src *byte, nb int) { decodeNL4AVX2(dst, src, nb, &q4_0Levels, fp16) }})
		set(IQ4_NL, &simdKernel{unit: 32, unitBytes: 18, span: span,
			gemv4: func(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) {
				gemvIQ4_NLx4AVX2(rows, x, nb, out, &kvaluesIQ4NL, fp16, pf)
			},
			decode: func(dst *float32, src *byte, nb int) { decodeNL4AVX2(dst, src, nb, &iq4Levels, fp16) }})
		for _, k := range []struct {
			id     FormatID
			gemv4  func(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
			decode func(dst *float32, src *byte, nb int, fp16 *float32)
		}{
			{Q4_K, gemvQ4_Kx4AVX2, decodeQ4_KAVX2},
			{Q5_K, gemvQ5_Kx4AVX2, decodeQ5_KAVX2},
			{Q6_K, gemvQ6_Kx4AVX2, decodeQ6_KAVX2},
			{IQ4_XS, func(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int) {
				gemvIQ4_XSx4AVX2(rows, x, nb, out, fp16, pf, &kvaluesIQ4NL)
			}, func(dst *float32, src *byte, nb int, fp16 *float32) { decodeIQ4_XSAVX2(dst, src, nb, fp16, &iq4Levels) }},
			{Q4_1, gemvQ4_1x4AVX2, decodeQ4_1AVX2},
			{Q5_0, gemvQ5_0x4AVX2, decodeQ5_0AVX2},
			{Q5_1, gemvQ5_1x4AVX2, decodeQ5_1AVX2},
			{Q2_K, gemvQ2_Kx4AVX2, decodeQ2_KAVX2},
			{Q3_K, gemvQ3_Kx4AVX2, decodeQ3_KAVX2},
			{TQ1_0, gemvTQ1_0x4AVX2, decodeTQ1_0AVX2},
			{TQ2_0, gemvTQ2_0x4AVX2, decodeTQ2_0AVX2},
			{Q2_0, gemvQ2_0x4AVX2, decodeQ2_0AVX2},
			{Q1_0, gemvQ1_0x4AVX2, decodeQ1_0AVX2},
		} {
			f := registry[k.id]
			if f == nil {
				continue
			}
			g, dec := k.gemv4, k.decode
			set(k.id, &simdKernel{unit: f.BlockElems, unitBytes: f.BlockBytes, span: span,
				gemv4:  func(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) { g(rows, x, nb, out, fp16, pf) },
				decode: func(dst *float32, src *byte, nb int) { dec(dst, src, nb, fp16) }})
		}
		if t := fp4ScaleTables(); t != nil {
			set(MXFP4, &simdKernel{unit: 32, unitBytes: 17, span: span,
				gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
					gemvMXFP4x4AVX2(r, x, nb, o, &kvaluesFP4, &t.mx[0], pf)
				},
				decode: func(d *float32, s *byte, nb int) { decodeMXFP4AVX2(d, s, nb, &t.mx[0], &fp4Levels) }})
			set(NVFP4, &simdKernel{unit: 64, unitBytes: 36, span: span,
				gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
					gemvNVFP4x4AVX2(r, x, nb, o, &kvaluesFP4, &t.nv[0], pf)
				},
				decode: func(d *float32, s *byte, nb int) { decodeNVFP4AVX2(d, s, nb, &fp4Levels, &t.nv[0]) }})
		}
		installIQKernelsAVX2(set, span, fp16)
		installByteKernels(set, span, []byteKernel{
			{F8_E4M3, gemvF8E4M3x4AVX2, decodeF8E4M3AVX2},
			{F8_E4M3FNUZ, gemvF8E4M3FNUZx4AVX2, decodeF8E4M3FNUZAVX2},
			{F8_E5M2, gemvF8E5M2x4AVX2, decodeF8E5M2AVX2},
			{I8, gemvI8x4AVX2, decodeI8AVX2},
			{U8, gemvU8x4AVX2, decodeU8AVX2},
		})
		setPerVectorGEMM(perVectorGEMMAVX2, 0)
		for id, n := range q8PerVectorAVX2 {
			if f := registry[id]; f != nil && installed[id] {
				f.gemmPerVector[1] = n
			}
		}
		if simdLevel == simdAVXVNNI && hasAVXVNNI {
			for id, n := range q8PerVectorAVXVNNI {
				if f := registry[id]; f != nil && installed[id] {
					f.gemmPerVector[1] = n
				}
			}
		}
	}
}

// q8PerVectorAVX2 caps the 8-bit GEMM's passes of the GEMV kernel per vector at the AVX2 level
// (installQ8GEMMViaGEMV: every vector) for the grid formats: from four vectors their rows decoded
// once (the float32 GEMM, on x̂) cost less. Measured (four 14336×4096 matrices, one thread, ms
// per matrix, per vector → decoded): IQ2_XXS n=3 16.2 → 17.2, n=4 21.6 → 18.7, n=8 48.7 →
// 26.1; IQ3_S n=4 29.8 → 24.0, n=8 58.7 → 30.2; IQ1_M n=4 24.8 → 24.6, n=8 50.8 → 29.8. The
// other formats' GEMV passes stay as fast as their decoded rows up to n=8 (Q4_1 17.0 against
// 21.4, Q5_0 22.5 against 22.4 at n=8).
//
// The formats with an AVX2 GEMM kernel (gemm_q8_avx2_amd64.go) run it from the n at which it
// costs less than n GEMV passes. Measured (TestGEMMMicro, LOWBIT_MICRO_SIMD=avx2, 1024 × 4096,
// one thread, ns per 32 weights, GEMV n=1 / the kernel at n=2): Q4_0 0.66 / 2.33, Q4_1 0.82 /
// 2.40, Q5_0 1.08 / 3.03, Q5_1 1.19 / 3.09, MXFP4 0.76 / 2.58, IQ4_NL 1.02 / 4.74, IQ4_XS 0.96 /
// 4.80, Q4_K 0.66 / 2.32, Q5_K 0.86 / 2.70, Q6_K 1.06 / 2.78, Q3_K 1.15 / 2.92, Q2_K 0.68 /
// 2.28, TQ2_0 0.54 / 2.00, Q8_0 0.62 / 3.99, TQ1_0 1.09 / 3.07, Q1_0 0.76 / 2.42, NVFP4 1.09 /
// 3.61.
var q8PerVectorAVX2 = map[FormatID]int8{
	IQ2_XXS: 3, IQ2_XS: 3, IQ2_S: 3, IQ3_XXS: 3, IQ3_S: 3, IQ1_S: 3, IQ1_M: 3,
	Q4_0: 3, MXFP4: 3, Q4_K: 3, Q5_K: 3, Q2_K: 3, TQ2_0: 3, IQ4_NL: 4, IQ4_XS: 4, Q8_0: 6,
	Q4_1: 2, Q5_0: 2, Q5_1: 2, Q6_K: 2, Q3_K: 2, TQ1_0: 2, Q1_0: 3, NVFP4: 3,
}

// q8PerVectorAVXVNNI is q8PerVectorAVX2 for the avxvnni level's GEMM kernels (VPDPBUSD).
// Measured as there (GEMV n=1 / the kernel at n=4): Q4_0 0.62 / 1.89, Q4_1 0.80 / 2.13, Q5_0
// 1.08 / 2.45, Q8_0 0.66 / 2.11 (n=8), IQ4_NL 0.64 / 2.18 (n=8), MXFP4 0.63 / 2.03 (Q4_0's,
// IQ4_NL's and MXFP4's GEMV with AVX-VNNI too), TQ2_0 0.58 /
// 1.72, TQ1_0 1.14 / 2.55, Q1_0 0.82 / 2.04, IQ4_XS 0.93 / 2.26 (n=8), Q4_K 0.64 / 2.10, Q5_K
// 0.80 / 2.24, NVFP4 1.08 / 2.76, Q6_K 1.01 / 2.55, Q3_K 1.09 / 2.51.
var q8PerVectorAVXVNNI = map[FormatID]int8{
	Q4_0: 2, Q4_1: 2, Q5_0: 2, Q5_1: 2, Q8_0: 3, IQ4_NL: 3, MXFP4: 3, TQ2_0: 2, TQ1_0: 2, Q1_0: 2,
	IQ4_XS: 2, Q4_K: 3, Q5_K: 2, NVFP4: 2, Q6_K: 2, Q3_K: 2,
}

// gemm4x4F32AVX2 is the AVX2 level's four-vector GEMM kernel: two passes of gemm4x2F32AVX2 (four
// rows × four vectors of accumulators would take all sixteen ymm registers), vectors 2 and 3 from
// 16 columns further in each chunk.
func gemm4x4F32AVX2(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int) {
	var hi [16]float32
	gemm4x2F32AVX2(rows, xi, nch, out, pf, xstride)
	gemm4x2F32AVX2(rows, (*float32)(unsafe.Add(unsafe.Pointer(xi), 2*16*4)), nch, &hi, pf, xstride)
	for r := range 4 {
		out[4*r+2], out[4*r+3] = hi[4*r], hi[4*r+1]
	}
}

// streamRead reads p (the DRAM bandwidth reference of the benchmarks) and returns an OR of its
// words so that nothing can be optimized away.
func streamRead(p []byte) uint64 {
	n := len(p) &^ 255
	if simdBest >= simdAVX512 && n > 0 {
		return streamReadAVX512(&p[0], n)
	}
	return streamReadGo(p)
}
