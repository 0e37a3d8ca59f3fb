package core

import (
	"math"
	"math/rand"
	"testing"
)

// TestQuantizeQ8ActMatchesEncoder checks the activation rounding of every SIMD level against
// the registry's Q8_0 encoder (itself checked against ggml's quantize_row_q8_0_ref), bit for bit,
// on blocks that stress the rounding: ties, values next to ties, zero, subnormal and huge blocks.
func TestQuantizeQ8ActMatchesEncoder(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(21))
	const nb = 4096
	x := make([]float32, nb*32)
	for b := 0; b < nb; b++ {
		blk := x[b*32 : b*32+32]
		scale := float32(math.Ldexp(1, rng.Intn(60)-30))
		switch b % 8 {
		case 0: // exact ties: k + 0.5 multiples of d with amax = 127·d
			for j := range blk {
				blk[j] = (float32(rng.Intn(254)-127) + 0.5) * scale
			}
			blk[0] = 127 * scale
		case 1: // next to ties
			for j := range blk {
				v := (float32(rng.Intn(254)-127) + 0.5) * scale
				blk[j] = math.Nextafter32(v, float32(math.Inf(rng.Intn(2)*2-1)))
			}
			blk[0] = -127 * scale
		case 2:
			clear(blk)
		case 3: // subnormal
			for j := range blk {
				blk[j] = math.Float32frombits(uint32(rng.Intn(1 << 23)))
				if rng.Intn(2) == 0 {
					blk[j] = -blk[j]
				}
			}
		case 4: // up to the fp16 scale's limit
			for j := range blk {
				blk[j] = float32(rng.NormFloat64()) * 2e6
			}
		default:
			for j := range blk {
				blk[j] = float32(rng.NormFloat64()) * scale
			}
		}
	}
	want := getQ8Act(len(x))
	if quantizeQ8ActGo(x, want) {
		t.Fatal("finite input reported as non-finite")
	}
	for _, level := range simdLevels() {
		setSIMDLevel(level)
		got := getQ8Act(len(x))
		if quantizeQ8Act(x, got) {
			t.Fatalf("simd%d: finite input reported as non-finite", level)
		}
		bad := 0
		for i := range x {
			if got.qs[i] != want.qs[i] || math.Float32bits(got.xhat[i]) != math.Float32bits(want.xhat[i]) && !(got.xhat[i] != got.xhat[i] && want.xhat[i] != want.xhat[i]) {
				if bad++; bad < 10 {
					t.Errorf("simd%d: x[%d] = %g: q %d x̂ %g, encoder q %d x̂ %g", level, i, x[i], got.qs[i], got.xhat[i], want.qs[i], want.xhat[i])
				}
			}
		}
		for b := range want.d {
			if math.Float32bits(got.d[b]) != math.Float32bits(want.d[b]) {
				if bad++; bad < 10 {
					t.Errorf("simd%d: block %d scale %g, encoder %g", level, b, got.d[b], want.d[b])
				}
			}
		}
		for _, v := range []float32{float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN())} {
			y := append([]float32(nil), x[:64]...)
			y[40] = v
			if !quantizeQ8Act(y, getQ8Act(64)) {
				t.Errorf("simd%d: %v not reported", level, v)
			}
		}
	}
}
