package core

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"
)

// q8Hat rounds x to Q8_0 the way ActivationsQ8 promises: Quantize(Q8_0), then DequantizeF32.
func q8Hat(t testing.TB, x []float32) []float32 {
	t.Helper()
	q8 := registry[Q8_0]
	data := make([]byte, len(x)/32*34)
	if err := Quantize(q8, x, 1, int64(len(x)), nil, data); err != nil {
		t.Fatal(err)
	}
	out := make([]float32, len(x))
	w := &Tensor{Name: "x̂", Format: q8, Shape: []int64{1, int64(len(x))}, Data: data}
	if err := DequantizeF32(w, 0, 1, out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestGEMVActivationsQ8 checks every format's products with 8-bit activations against the
// float64 product of the dequantized weights with x̂ (x rounded to Q8_0), at every SIMD level:
// the integer kernels where a format has one, x̂ through the float32 kernels otherwise.
func TestGEMVActivationsQ8(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(11))
	q8 := MatVecOptions{Activations: ActivationsQ8}
	worst := map[string]float64{}
	kernel := map[string]bool{}
	for _, f := range computeFormats(t) {
		for _, cols := range shapeCols(f) {
			if cols%32 != 0 {
				continue
			}
			rows := []int{1, 3, 6, 37}
			if testing.Short() || cols > 8192 {
				rows = []int{1, 7}
			}
			for _, nr := range rows {
				w := testMatrix(t, f, nr, cols, rng)
				xs := randVec(rng, 8*cols)
				// Scale the vectors' blocks differently, so that per-block scales matter.
				for i := range xs {
					xs[i] *= float32(math.Ldexp(1, (i/32)%7-3))
				}
				xh := make([]float32, len(xs))
				for v := 0; v < 8; v++ {
					copy(xh[v*cols:], q8Hat(t, xs[v*cols:(v+1)*cols]))
				}
				dot, mag := refProducts(t, w, xh, 8)
				for _, level := range simdLevels() {
					setSIMDLevel(level)
					kernel[f.Name] = kernel[f.Name] || f.gemvQ8Rows != nil
					name := fmt.Sprintf("%s/%dx%d/simd%d", f.Name, nr, cols, level)
					y := make([]float32, nr)
					if err := GEMVWith(w, xs[:cols], y, q8); err != nil {
						t.Fatalf("%s: GEMVWith q8: %v", name, err)
					}
					for r := range y {
						e := relErr(y[r], dot[r], mag[r], cols)
						worst[f.Name] = max(worst[f.Name], e)
						if !(e <= gemvTol) {
							t.Errorf("%s: q8 GEMV row %d = %v, float64 with x̂ %v (Σ|w·x̂| %v): relative error %.3g", name, r, y[r], dot[r], mag[r], e)
						}
					}
					for _, n := range []int{3, 8} {
						yn := make([]float32, n*nr)
						if err := GEMMWith(w, xs[:n*cols], n, yn, q8); err != nil {
							t.Fatalf("%s: GEMMWith q8 n=%d: %v", name, n, err)
						}
						for i := range yn {
							if e := relErr(yn[i], dot[i], mag[i], cols); !(e <= gemvTol) {
								t.Errorf("%s: q8 GEMM n=%d value %d = %v, float64 with x̂ %v: relative error %.3g", name, n, i, yn[i], dot[i], e)
							}
						}
					}
				}
			}
		}
	}
	for _, f := range computeFormats(t) {
		if _, ok := worst[f.Name]; ok {
			t.Logf("%-12s integer kernel %-5v max relative error %.3g", f.Name, kernel[f.Name], worst[f.Name])
		}
	}
}

func TestGateUpActivationsQ8(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	for _, pair := range [][2]FormatID{{Q4_0, Q4_0}, {Q8_0, F16}, {Q4_0, Q8_0}} {
		rows, cols := 37, 4096
		g := testMatrix(t, registry[pair[0]], rows, cols, rng)
		u := testMatrix(t, registry[pair[1]], rows, cols, rng)
		x := randVec(rng, cols)
		xh := q8Hat(t, x)
		gd, gm := refProducts(t, g, xh, 1)
		ud, um := refProducts(t, u, xh, 1)
		y := make([]float32, rows)
		if err := GEMVGateUpSiLUWith(g, u, x, y, MatVecOptions{Activations: ActivationsQ8}); err != nil {
			t.Fatal(err)
		}
		for r := range y {
			s := gd[r] / (1 + math.Exp(-gd[r]))
			want := s * ud[r]
			tol := gemvTol * (1.1*math.Abs(ud[r])*gm[r] + math.Abs(s)*um[r])
			if d := math.Abs(float64(y[r]) - want); d > tol+1e-6*math.Abs(want) {
				t.Errorf("%v row %d: %v, want %v (diff %.3g, tol %.3g)", pair, r, y[r], want, d, tol)
			}
		}
	}
}

func TestActivationsQ8Errors(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	q8 := MatVecOptions{Activations: ActivationsQ8}
	w := testMatrix(t, registry[F32], 4, 40, rng)
	err := GEMVWith(w, randVec(rng, 40), make([]float32, 4), q8)
	if !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "multiple of 32") || !strings.Contains(err.Error(), w.Name) {
		t.Errorf("40 columns: %v", err)
	}
	w = testMatrix(t, registry[Q4_0], 4, 64, rng)
	for _, bad := range []float32{float32(math.Inf(1)), float32(math.NaN())} {
		x := randVec(rng, 64)
		x[17] = bad
		err := GEMVWith(w, x, make([]float32, 4), q8)
		if !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "activation 17") {
			t.Errorf("x[17] = %v: %v", bad, err)
		}
	}
	if err := GEMVWith(w, randVec(rng, 64), make([]float32, 4), MatVecOptions{Activations: 7}); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("activation mode 7: %v", err)
	}
}
