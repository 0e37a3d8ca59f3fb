package core

import (
	"math"
	"math/rand"
	"testing"
)

// TestQ8KBlockSums checks the assembly forms of q8kBlockSums (AVX-512 where the CPU has it, AVX2)
// against q8kBlockSumsGo bit for bit, with the int8 extremes in every block.
func TestQ8KBlockSums(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	const nb = 24
	qs := make([]int8, nb*kBlock)
	d := make([]float32, nb*8)
	for i := range qs {
		qs[i] = int8(rng.Intn(256) - 128)
	}
	for k := range d {
		d[k] = float32(rng.NormFloat64()) * float32(math.Ldexp(1, rng.Intn(40)-20))
		switch k % 8 {
		case 1: // all −128
			for i := range 32 {
				qs[32*k+i] = -128
			}
		case 2: // all 127
			for i := range 32 {
				qs[32*k+i] = 127
			}
		}
	}
	want := make([]float32, len(d))
	q8kBlockSumsGo(qs, d, want)
	forms := map[string]func(qs *int8, d *float32, nb int, bx *float32){}
	if simdBest >= simdAVX2 {
		forms["avx2"] = q8kBlockSumsAVX2
	}
	if simdBest >= simdAVX512 && hasVNNI {
		forms["avx512"] = q8kBlockSums
	}
	if len(forms) == 0 {
		t.Skip("this CPU has neither AVX2 nor AVX-512: no assembly form to check")
	}
	for name, f := range forms {
		got := make([]float32, len(d))
		f(&qs[0], &d[0], nb, &got[0])
		for k := range want {
			if math.Float32bits(got[k]) != math.Float32bits(want[k]) {
				t.Errorf("%s: block %d: %g, want %g", name, k, got[k], want[k])
			}
		}
	}
}

// q8kBlockSumsGo is q8kBlockSums in Go, the reference TestQ8KBlockSums holds the assembly forms to: the
// exact integer sums, converted and multiplied once.
func q8kBlockSumsGo(qs []int8, d, bx []float32) {
	for k := range len(qs) / 32 {
		var s int32
		for _, q := range qs[32*k : 32*k+32] {
			s += int32(q)
		}
		bx[k] = d[k] * float32(s)
	}
}
