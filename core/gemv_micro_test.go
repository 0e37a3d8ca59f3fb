package core

import (
	"math/rand"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Kernel micro-measurements (timings only, no assertions): run with LOWBIT_GEMV_MICRO=1 and -v.

func microOnly(t *testing.T) {
	if os.Getenv("LOWBIT_GEMV_MICRO") == "" {
		t.Skip("set LOWBIT_GEMV_MICRO=1 to run the kernel micro-measurements")
	}
}

// microRows: 256 rows of 4096 (≤ 1.1 MB for the ≤ 8-bit formats) stay in L2 and make the
// per-call work (8-bit activations: rounding x) small next to the rows.
const microRows = 256

// TestGEMVMicro measures kernel cost on an L2-resident matrix (min of many runs), in ns per 32
// weights per row, single thread. LOWBIT_MICRO_FORMATS names the formats, LOWBIT_MICRO_SIMD a
// SIMD level below the CPU's best (e.g. avx2 on an AVX-512 machine), LOWBIT_MICRO_ROWS and
// LOWBIT_MICRO_COLS the matrix.
func TestGEMVMicro(t *testing.T) {
	microOnly(t)
	microLevel(t)
	rng := rand.New(rand.NewSource(1))
	defer SetThreads(Threads())
	SetThreads(1)
	rows, cols := microEnvInt(t, "LOWBIT_MICRO_ROWS", microRows), microEnvInt(t, "LOWBIT_MICRO_COLS", 4096)
	for _, id := range microFormats(t, []FormatID{F32, F16, BF16, F8_E4M3, F8_E5M2, I8, U8, Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL, MXFP4, NVFP4, Q2_K, Q3_K, Q4_K, Q5_K, Q6_K, IQ4_XS, IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M, TQ1_0, TQ2_0, Q1_0, Q2_0}) {
		f := registry[id]
		if !f.CanDequantize() {
			continue
		}
		w := testMatrix(t, f, rows, cols, rng)
		x := randVec(rng, cols)
		y := make([]float32, rows)
		for _, o := range []MatVecOptions{{}, {Activations: ActivationsQ8}} {
			best := time.Hour
			for i := 0; i < 300; i++ {
				t0 := time.Now()
				_ = GEMVWith(w, x, y, o)
				best = min(best, time.Since(t0))
			}
			ns := best.Seconds() * 1e9 / float64(rows*cols/32)
			t.Logf("%-8s %-3v %6.2f ns per 32 weights (%.1f GB/s from L2)", f.Name, o.Activations, ns, float64(len(w.Data))/best.Seconds()/1e9)
		}
	}
}

// microLevel switches the kernels to LOWBIT_MICRO_SIMD's level for the rest of the test.
func microLevel(t *testing.T) {
	name := os.Getenv("LOWBIT_MICRO_SIMD")
	if name == "" {
		return
	}
	level := slices.Index(simdNames[:], name)
	if level < 0 {
		t.Fatalf("LOWBIT_MICRO_SIMD=%q: want one of %v", name, simdNames)
	}
	old := setSIMDLevel(level)
	t.Cleanup(func() { setSIMDLevel(old) })
	t.Logf("SIMD level %s", simdNames[simdLevel])
}

func TestGEMVDRAMMicro(t *testing.T) {
	microOnly(t)
	b := &testing.B{}
	fs := []FormatID{F16, BF16, F32}
	for _, id := range fs {
		set := benchSet(b, registry[id], 512<<20)
		rng := rand.New(rand.NewSource(8))
		var xs, ys [2][]float32
		for k, w := range set[:2] {
			xs[k], ys[k] = randVec(rng, int(w.Cols())), make([]float32, w.Rows())
		}
		var bytes int64
		for _, w := range set {
			bytes += weightBytes(w)
		}
		for _, th := range []int{1} {
			SetThreads(th)
			for _, pf := range []int{0, 512, 1024, 2048, 0, 512, 1024, 2048} {
				setPFPlain(pf)
				best := time.Hour
				for rep := 0; rep < 8; rep++ {
					t0 := time.Now()
					for k, w := range set {
						_ = GEMV(w, xs[k%2], ys[k%2])
					}
					best = min(best, time.Since(t0))
				}
				t.Logf("%s th=%d pf=%d: %.1f GB/s", registry[id].Name, th, pf, float64(bytes)/best.Seconds()/1e9)
			}
		}
		SetThreads(0)
		setPFPlain(0)
	}
}

// TestGEMMMicro times GEMM of 1, 2, 4 and 8 vectors at one thread. LOWBIT_MICRO_ROWS and
// LOWBIT_MICRO_COLS set the matrix (default microRows × 4096: L2-resident; 8192 × 4096 reads it
// from DRAM), LOWBIT_MICRO_FORMATS the formats, LOWBIT_MICRO_SIMD the level (TestGEMVMicro).
func TestGEMMMicro(t *testing.T) {
	microOnly(t)
	rng := rand.New(rand.NewSource(1))
	defer SetThreads(Threads())
	SetThreads(1)
	rows, cols := microEnvInt(t, "LOWBIT_MICRO_ROWS", microRows), microEnvInt(t, "LOWBIT_MICRO_COLS", 4096)
	microLevel(t)
	for _, id := range microFormats(t, []FormatID{F32, F16, Q8_0, Q4_0, Q4_K, Q6_K, Q5_K, Q3_K, IQ4_XS, IQ2_XXS, MXFP4, TQ2_0}) {
		f := registry[id]
		w := testMatrix(t, f, rows, cols, rng)
		x := randVec(rng, 8*cols)
		y := make([]float32, 8*rows)
		for _, o := range []MatVecOptions{{}, {Activations: ActivationsQ8}} {
			var ts [9]time.Duration
			for _, n := range []int{1, 2, 4, 8} {
				best := time.Hour
				for i := 0; i < 100; i++ {
					t0 := time.Now()
					_ = GEMMWith(w, x[:n*cols], n, y[:n*rows], o)
					best = min(best, time.Since(t0))
				}
				ts[n] = best
			}
			per := float64(rows * cols / 32)
			ns := func(n int) float64 { return ts[n].Seconds() * 1e9 / per }
			t.Logf("%-8s %-3v ns per 32 weights n=1 %6.2f  n=2 %6.2f  n=4 %6.2f  n=8 %6.2f: n=8/n=1 %.2f", f.Name, o.Activations, ns(1), ns(2), ns(4), ns(8), ns(8)/ns(1))
		}
	}
}

func TestDotNMicro(t *testing.T) {
	microOnly(t)
	rng := rand.New(rand.NewSource(1))
	w := randVec(rng, 512)
	x := randVec(rng, 8*512)
	xi := interleaveX(x, 8, 512, nil)
	var out [8]float32
	best := time.Hour
	for i := 0; i < 2000; i++ {
		t0 := time.Now()
		for r := 0; r < 64; r++ {
			dotN(w, xi, 8, &out)
		}
		best = min(best, time.Since(t0))
	}
	t.Logf("dotN n=8 k=512: %.2f ns per 32 weights (all 8 vectors)", best.Seconds()*1e9/64/16)
	buf := make([]float32, 512)
	src := make([]byte, 512/32*18)
	best = time.Hour
	for i := 0; i < 2000; i++ {
		t0 := time.Now()
		for r := 0; r < 64; r++ {
			registry[Q4_0].decode(buf, src)
		}
		best = min(best, time.Since(t0))
	}
	t.Logf("Go decode Q4_0: %.2f ns per 32 weights", best.Seconds()*1e9/64/16)
}

func TestMLXMicro(t *testing.T) {
	microOnly(t)
	rng := rand.New(rand.NewSource(1))
	defer SetThreads(Threads())
	SetThreads(1)
	f := registry[MLX_AFFINE]
	for _, dt := range []FormatID{F16, BF16, F32} {
		src := randVec(rng, 64*4096)
		w, err := QuantizeParts(f, QuantParams{Bits: 4, GroupSize: 64, Float: dt}, "w", []int64{64, 4096}, src)
		if err != nil {
			t.Fatal(err)
		}
		x := randVec(rng, 4096)
		y := make([]float32, 64)
		best := time.Hour
		for i := 0; i < 100; i++ {
			t0 := time.Now()
			_ = GEMV(w, x, y)
			best = min(best, time.Since(t0))
		}
		t.Logf("MLX affine 4-bit g64 %s scales: %.2f ns per 32 weights (%.1f GB/s)", registry[dt].Name, best.Seconds()*1e9/(64*128), float64(weightBytes(w))/best.Seconds()/1e9)
	}
}

func TestGetRowsMicro(t *testing.T) {
	microOnly(t)
	rng := rand.New(rand.NewSource(1))
	for _, id := range []FormatID{Q4_0, Q8_0, Q4_K, Q6_K, F16, IQ4_XS} {
		w := testMatrix(t, registry[id], 2048, 4096, rng)
		ids := make([]int64, 256)
		for i := range ids {
			ids[i] = rng.Int63n(2048)
		}
		dst := make([]float32, 256*4096)
		for _, th := range []int{1, 2} {
			SetThreads(th)
			best, bestDQ := time.Hour, time.Hour
			for i := 0; i < 20; i++ {
				t0 := time.Now()
				_ = GetRows(w, ids, dst)
				best = min(best, time.Since(t0))
				t0 = time.Now()
				for j, r := range ids {
					_ = DequantizeF32(w, r, 1, dst[j*4096:(j+1)*4096])
				}
				bestDQ = min(bestDQ, time.Since(t0))
			}
			bytes := float64(256 * w.RowBytes())
			t.Logf("%-7s %dt GetRows 256 rows: %.1f GB/s of weights (%.2f Gfloat/s); DequantizeF32 row by row: %.1f GB/s", registry[id].Name, th, bytes/best.Seconds()/1e9, 256*4096/best.Seconds()/1e9, bytes/bestDQ.Seconds()/1e9)
		}
		SetThreads(0)
	}
}

func TestGEMVScalingMicro(t *testing.T) {
	microOnly(t)
	rng := rand.New(rand.NewSource(1))
	defer SetThreads(Threads())
	for _, id := range []FormatID{Q4_0, Q4_K, F16} {
		w := testMatrix(t, registry[id], 1024, 4096, rng)
		x := randVec(rng, 4096)
		y := make([]float32, 1024)
		for _, th := range []int{1, 2} {
			SetThreads(th)
			best := time.Hour
			for i := 0; i < 300; i++ {
				t0 := time.Now()
				_ = GEMV(w, x, y)
				best = min(best, time.Since(t0))
			}
			t.Logf("%-6s %dt: %.1f µs, %.1f GB/s (L3-resident %d KB)", registry[id].Name, th, best.Seconds()*1e6, float64(len(w.Data))/best.Seconds()/1e9, len(w.Data)>>10)
		}
	}
}

// TestGEMVDRAMBytes: GEMV of the one-byte element formats (no quantizer, so lowbit bench has no
// sets of them) over 512 MiB of 4096×14336 / 14336×4096 matrices, 1 and 2 threads, BF16 beside
// them for the machine's memory; ms per matrix and GB/s of weights (best of 4 passes).
func TestGEMVDRAMBytes(t *testing.T) {
	microOnly(t)
	b := &testing.B{}
	defer SetThreads(Threads())
	x := randVec(rand.New(rand.NewSource(3)), 14336)
	y := make([]float32, 14336)
	for _, id := range []FormatID{F8_E4M3, F8_E5M2, I8, BF16} {
		set := benchSet(b, registry[id], 512<<20)
		var bytes int64
		for _, w := range set {
			bytes += weightBytes(w)
		}
		for _, th := range []int{1, 2} {
			SetThreads(th)
			best := time.Hour
			for rep := 0; rep < 4; rep++ {
				t0 := time.Now()
				for _, w := range set {
					_ = GEMV(w, x[:w.Cols()], y[:w.Rows()])
				}
				best = min(best, time.Since(t0))
			}
			t.Logf("%-8s %d thread(s): %.2f ms per matrix, %.1f GB/s", registry[id].Name, th, best.Seconds()*1e3/float64(len(set)), float64(bytes)/best.Seconds()/1e9)
		}
	}
}

// microEnvInt is the integer in the environment variable name, or def when it is unset.
func microEnvInt(t *testing.T, name string, def int) int {
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	v, err := strconv.Atoi(s)
	if err != nil || v <= 0 {
		t.Fatalf("%s=%q: want a positive integer", name, s)
	}
	return v
}

// microFormats are a micro-measurement's formats: LOWBIT_MICRO_FORMATS (comma-separated registry
// names) or the default set.
func microFormats(t *testing.T, defaults []FormatID) []FormatID {
	s := os.Getenv("LOWBIT_MICRO_FORMATS")
	if s == "" {
		return defaults
	}
	var ids []FormatID
	for _, name := range strings.Split(s, ",") {
		f, err := LookupName(name)
		if err != nil {
			t.Fatalf("LOWBIT_MICRO_FORMATS: %v", err)
		}
		ids = append(ids, f.ID)
	}
	return ids
}
