package core

import (
	"math/rand"
	"os"
	"testing"
	"time"
)

// Kernel micro-measurements (timings only, no assertions): run with LOWBIT_GEMV_MICRO=1 and -v.

func microOnly(t *testing.T) {
	if os.Getenv("LOWBIT_GEMV_MICRO") == "" {
		t.Skip("set LOWBIT_GEMV_MICRO=1 to run the kernel micro-measurements")
	}
}

// TestGEMVMicro measures kernel cost on an L2-resident matrix (min of many runs), in ns per 32
// weights per row, single thread.
func TestGEMVMicro(t *testing.T) {
	microOnly(t)
	rng := rand.New(rand.NewSource(1))
	defer SetThreads(Threads())
	SetThreads(1)
	for _, id := range []FormatID{F32, F16, BF16, Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL, MXFP4, NVFP4, Q2_K, Q3_K, Q4_K, Q5_K, Q6_K, IQ4_XS, IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M, TQ1_0, TQ2_0, Q1_0, Q2_0} {
		f := registry[id]
		if !f.CanDequantize() {
			continue
		}
		w := testMatrix(t, f, 64, 4096, rng)
		x := randVec(rng, 4096)
		y := make([]float32, 64)
		best := time.Hour
		for i := 0; i < 300; i++ {
			t0 := time.Now()
			_ = GEMV(w, x, y)
			best = min(best, time.Since(t0))
		}
		ns := best.Seconds() * 1e9 / float64(64*4096/32)
		t.Logf("%-8s %6.2f ns per 32 weights (%.1f GB/s from L2)", f.Name, ns, float64(len(w.Data))/best.Seconds()/1e9)
	}
}

func TestGEMVDRAMMicro(t *testing.T) {
	microOnly(t)
	b := &testing.B{}
	for _, id := range []FormatID{Q4_0} {
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
		for _, th := range []int{1, 2} {
			SetThreads(th)
			for _, pf := range []int{0, 4, 8, 0, 4, 8} {
				setPF(pf)
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
		setPF(4)
	}
}

func TestGEMMMicro(t *testing.T) {
	microOnly(t)
	rng := rand.New(rand.NewSource(1))
	defer SetThreads(Threads())
	SetThreads(1)
	for _, id := range []FormatID{F32, F16, Q8_0, Q4_0, Q4_K, Q6_K, Q5_K, Q3_K} {
		f := registry[id]
		w := testMatrix(t, f, 64, 4096, rng)
		x := randVec(rng, 8*4096)
		y := make([]float32, 8*64)
		var ts [9]time.Duration
		for _, n := range []int{1, 8} {
			best := time.Hour
			for i := 0; i < 200; i++ {
				t0 := time.Now()
				_ = GEMM(w, x[:n*4096], n, y[:n*64])
				best = min(best, time.Since(t0))
			}
			ts[n] = best
		}
		t.Logf("%-8s n=1 %6.2f  n=8 %6.2f ns per 32 weights: ratio %.2f", f.Name, ts[1].Seconds()*1e9/(64*128), ts[8].Seconds()*1e9/(64*128), ts[8].Seconds()/ts[1].Seconds())
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
