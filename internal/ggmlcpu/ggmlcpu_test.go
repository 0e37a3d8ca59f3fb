package ggmlcpu_test

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/lowbit/lowbit/internal/ggmlcpu"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

func require(t testing.TB) (*ggmlcpu.Lib, *ggmlref.Lib) {
	t.Helper()
	l, err := ggmlcpu.Load("", "")
	switch {
	case err == nil:
	case errors.Is(err, ggmlcpu.ErrMissing) && os.Getenv("LOWBIT_REQUIRE_ORACLES") != "1":
		t.Skipf("ggml CPU backend missing: %v", err)
	default:
		t.Fatal(err)
	}
	return l, ggmlref.Require(t)
}

func TestLoad(t *testing.T) {
	l, _ := require(t)
	t.Logf("ggml %s (%s), %s chosen from %v", l.Version, l.Commit, l.Variant, l.Scores)
	t.Logf("device %q, extra buffer types %v, features %v", l.Device, l.Extra, l.Features)
	if l.Variant == "" || len(l.Scores) == 0 || l.Scores[0].Score <= 0 {
		t.Fatalf("no variant scored: %v", l.Scores)
	}
	for _, typ := range []int{0, 1, 2, 8, 12, 14, 23, 30} {
		if !l.CanMulMat(typ) {
			t.Errorf("type %d (%s): no mul_mat", typ, l.TypeName(typ))
		}
	}
	for _, typ := range []int{9, 15, 24, 4} {
		if l.CanMulMat(typ) {
			t.Errorf("type %d (%s): mul_mat claimed", typ, l.TypeName(typ))
		}
	}
	if got := l.VecDotType(12); got != "q8_K" {
		t.Errorf("q4_K activations: %q, want q8_K", got)
	}
}

// TestMulMat runs ggml's mul_mat on a few types, repacked and not, at 1 and 2 threads and n = 1
// and 8, and compares with an f64 dot of ggml's own dequantized rows. ggml quantizes the
// activations (Q8_0 / Q8_K / F16 …), so the bound is loose.
func TestMulMat(t *testing.T) {
	l, ref := require(t)
	r := rand.New(rand.NewPCG(3, 4))
	const rows, cols = 64, 512
	for _, typ := range []int{0, 1, 2, 3, 8, 10, 12, 13, 14, 20, 23, 30, 39} {
		w := make([]float32, rows*cols)
		for i := range w {
			w[i] = float32(r.NormFloat64())
		}
		q, err := ref.QuantizeChunk(typ, w, rows, cols, nil)
		if err != nil {
			t.Fatal(err)
		}
		deq := make([]float32, rows*cols)
		if typ == 0 {
			copy(deq, w)
		} else if err := l.ToFloat(typ, q, deq); err != nil {
			t.Fatal(err)
		}
		wt, err := l.NewWeight(typ, rows, cols, q)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: buffer %s layout %q, activations as %s", l.TypeName(typ), wt.Buffer, wt.Layout, l.VecDotType(typ))
		for _, n := range []int{1, 8} {
			m, err := l.NewMatMul(wt, n)
			if err != nil {
				t.Fatal(err)
			}
			x := make([]float32, n*cols)
			for i := range x {
				x[i] = float32(r.NormFloat64())
			}
			if err := m.SetInput(x); err != nil {
				t.Fatal(err)
			}
			for _, threads := range []int{1, 2} {
				if err := l.SetThreads(threads); err != nil {
					t.Fatal(err)
				}
				if err := m.Compute(); err != nil {
					t.Fatal(err)
				}
				y := make([]float32, n*rows)
				if err := m.Output(y); err != nil {
					t.Fatal(err)
				}
				worst := 0.0
				for j := range n {
					for i := range rows {
						var dot, mag float64
						for c := range cols {
							p := float64(deq[i*cols+c]) * float64(x[j*cols+c])
							dot += p
							mag += math.Abs(p)
						}
						worst = max(worst, math.Abs(float64(y[j*rows+i])-dot)/mag)
					}
				}
				if bound := 0.02; worst > bound || math.IsNaN(worst) {
					t.Errorf("%s n=%d threads=%d: error %.3g of Σ|w·x|, bound %g", l.TypeName(typ), n, threads, worst, bound)
				}
			}
			m.Free()
		}
		wt.Free()
	}
	if err := l.SetThreads(1); err != nil {
		t.Fatal(err)
	}
}

func TestReadBandwidth(t *testing.T) {
	buf := ggmlcpu.NewStreamBuffer(64 << 20)
	for _, th := range []int{1, 2} {
		gbps := ggmlcpu.ReadBandwidth(buf, th, 2)
		t.Logf("%d thread(s): %.1f GB/s (%s)", th, gbps, ggmlcpu.BandwidthKernel())
		if gbps <= 0 {
			t.Errorf("%d threads: %v GB/s", th, gbps)
		}
	}
}

// BenchmarkComputeOverhead times a graph compute of a tiny mul_mat (64 × 256 Q4_0): what every
// measured GEMV pays on top of its work (the purego call, ggml_graph_plan, waking the threadpool).
func BenchmarkComputeOverhead(b *testing.B) {
	l, ref := require(b)
	const rows, cols = 64, 256
	w := make([]float32, rows*cols)
	q, err := ref.QuantizeChunk(2, w, rows, cols, nil)
	if err != nil {
		b.Fatal(err)
	}
	wt, err := l.NewWeight(2, rows, cols, q)
	if err != nil {
		b.Fatal(err)
	}
	defer wt.Free()
	m, err := l.NewMatMul(wt, 1)
	if err != nil {
		b.Fatal(err)
	}
	defer m.Free()
	for _, th := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", th), func(b *testing.B) {
			if err := l.SetThreads(th); err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if err := m.Compute(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	_ = l.SetThreads(1)
}
