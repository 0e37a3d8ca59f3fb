package core

import (
	"math/rand"
	"testing"
	"time"
)

// TestGEMVMicro measures kernel cost on an L2-resident matrix (min of many runs), in ns per 32
// weights per row, single thread.
func TestGEMVMicro(t *testing.T) {
	if testing.Short() {
		t.Skip()
	}
	rng := rand.New(rand.NewSource(1))
	defer SetThreads(Threads())
	SetThreads(1)
	for _, id := range []FormatID{F32, F16, BF16, Q8_0, Q4_0, IQ4_NL, Q4_K, Q6_K, IQ4_XS, Q5_K, Q3_K, Q2_K, IQ2_XXS} {
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
