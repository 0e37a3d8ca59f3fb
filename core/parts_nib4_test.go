package core

import (
	"math"
	"math/rand"
	"testing"
)

// TestNib4Helpers checks the SIMD helpers of the 4-bit part decoders bit for bit against the Go
// tables (mlxAffineLUT, fillLUT) on random and special scales (zeros, subnormals, values that
// round to infinity, infinities, NaNs with payloads), and the nibble expansion.
func TestNib4Helpers(t *testing.T) {
	if !partsSIMD() {
		t.Skip("no SIMD helpers on this CPU / architecture: the decoders run their Go loops")
	}
	rng := rand.New(rand.NewSource(31))
	special := []float32{0, float32(math.Copysign(0, -1)), 1, -1, 65504, 65520, 70000, -1e-8, 6e-8, 3e-5, 1e-40, -1e-45,
		float32(math.Inf(1)), float32(math.Inf(-1)), math.Float32frombits(0x7fc01234), math.Float32frombits(0xff812345),
		math.Float32frombits(0x7f7fffff), 3.4e38, 1.17549435e-38}
	vals := func() float32 {
		if rng.Intn(4) == 0 {
			return special[rng.Intn(len(special))]
		}
		return float32(rng.NormFloat64() * math.Ldexp(1, rng.Intn(60)-30))
	}
	same := func(a, b float32) bool { return math.Float32bits(a) == math.Float32bits(b) }
	dtypes := []struct {
		id   FormatID
		code int
	}{{F32, 0}, {F16, 1}, {BF16, 2}}
	for i := 0; i < 20000; i++ {
		s, b := vals(), vals()
		z := int32(rng.Intn(40) - 12)
		for _, dt := range dtypes {
			var want, got [16]float32
			mlxAffineLUT(want[:], s, b, dt.id)
			nib4LUTAffine(&got, s, b, dt.code)
			for q := range want {
				if !same(got[q], want[q]) {
					t.Fatalf("affine %s s=%v (%#x) b=%v (%#x): lut[%d] = %v (%#x), want %v (%#x)", registry[dt.id].Name,
						s, math.Float32bits(s), b, math.Float32bits(b), q, got[q], math.Float32bits(got[q]), want[q], math.Float32bits(want[q]))
				}
			}
			fillLUT(want[:], z, s, dt.id)
			nib4LUTZero(&got, z, s, dt.code)
			for q := range want {
				if !same(got[q], want[q]) {
					t.Fatalf("zero %s s=%v (%#x) z=%d: lut[%d] = %v (%#x), want %v (%#x)", registry[dt.id].Name,
						s, math.Float32bits(s), z, q, got[q], math.Float32bits(got[q]), want[q], math.Float32bits(want[q]))
				}
			}
		}
	}
	for i := 0; i < 3000; i++ {
		s, b := vals(), vals()
		src := make([]byte, 48)
		for j := range src {
			src[j] = byte(rng.Intn(256))
		}
		for _, dt := range dtypes {
			want, got := make([]float32, 48), make([]float32, 48)
			mlxAffineValues8(want, src, s, b, dt.id)
			affine8Group(&got[0], &src[0], 48, s, b, dt.code)
			for j := range want {
				if !same(got[j], want[j]) {
					t.Fatalf("affine8 %s s=%v (%#x) b=%v (%#x) q=%d: %v (%#x), want %v (%#x)", registry[dt.id].Name,
						s, math.Float32bits(s), b, math.Float32bits(b), src[j], got[j], math.Float32bits(got[j]), want[j], math.Float32bits(want[j]))
				}
			}
		}
	}
	var lut [16]float32
	for q := range lut {
		lut[q] = float32(q)*1.5 - 7
	}
	for _, n := range []int{16, 32, 48, 512} {
		src := make([]byte, n+1)
		for i := range src {
			src[i] = byte(rng.Intn(256))
		}
		dst := make([]float32, 2*n+1)
		dst[2*n] = 42
		nib4Expand(&dst[0], &src[0], n, &lut)
		for i := 0; i < n; i++ {
			if dst[2*i] != lut[src[i]&15] || dst[2*i+1] != lut[src[i]>>4] {
				t.Fatalf("expand n=%d: byte %d (%#x) gave %v, %v", n, i, src[i], dst[2*i], dst[2*i+1])
			}
		}
		if dst[2*n] != 42 {
			t.Fatalf("expand n=%d wrote past its end", n)
		}
	}
}
