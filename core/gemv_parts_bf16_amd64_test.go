//go:build amd64

package core

import (
	"encoding/binary"
	"fmt"
	"math/rand"
	"reflect"
	"testing"
)

// mlxBF16Tensor is an MLX affine tensor of rows × cols with bf16 scales and biases.
func mlxBF16Tensor(t *testing.T, bits, g, rows, cols int, rng *rand.Rand) *Tensor {
	t.Helper()
	src := make([]float32, rows*cols)
	for i := range src {
		src[i] = float32(rng.NormFloat64())
	}
	w, err := QuantizeParts(registry[MLX_AFFINE], QuantParams{Bits: bits, GroupSize: g, Float: BF16}, "w", []int64{int64(rows), int64(cols)}, src)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

func sameKernel(a, b mlxAffineKernel) bool {
	return reflect.ValueOf(a).Pointer() == reflect.ValueOf(b).Pointer()
}

// TestMLXBF16ConvertKernels runs MLX affine 2- to 8-bit tensors with bf16 scales through
// both AVX-512 kernels: the VCVTNE2PS2BF16 ones (where the CPU has AVX512_BF16) and the integer
// rounding ones that CPUs without it run, on every shape class and at every SIMD level.
func TestMLXBF16ConvertKernels(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	defer func(v bool) { hasBF16Convert = v }(hasBF16Convert)
	rng := rand.New(rand.NewSource(61))
	modes := []bool{false}
	if hasBF16Convert {
		modes = append(modes, true)
	} else {
		t.Log("this CPU has no AVX512_BF16: only the integer-rounding kernels run")
	}
	for _, conv := range modes {
		hasBF16Convert = conv
		for _, bits := range []int{2, 3, 4, 5, 6, 8} {
			for _, g := range []int{32, 64, 128} {
				for _, sh := range [][2]int{{1, g}, {6, 3 * g}, {37, (kernelSpan + 512) / g * g}, {5, 14336 / g * g}} {
					w := mlxBF16Tensor(t, bits, g, sh[0], sh[1], rng)
					if simdBest >= simdAVX512 {
						setSIMDLevel(simdAVX512)
						if got := mlxAffineKernelFor(w); sameKernel(got, mlxAffineKernelsBF16NE[bits]) != conv {
							t.Fatalf("%d-bit g%d: the VCVTNE2PS2BF16 kernel chosen: %v, want %v", bits, g, !conv, conv)
						}
					}
					checkGEMVAllLevels(t, fmt.Sprintf("MLX affine %d-bit g%d BF16 %dx%d (VCVTNE2PS2BF16 %v)", bits, g, sh[0], sh[1], conv), w, rng)
				}
			}
		}
	}
}

// TestMLXBF16SubnormalScales: a tensor with a subnormal bf16 scale or bias is multiplied by the
// integer-rounding kernel (VCVTNE2PS2BF16 would flush the subnormal products to zero), and its
// products match the float64 reference; forced onto the VCVTNE2PS2BF16 kernel, the same rows
// come out wrong, which shows that the check matters.
func TestMLXBF16SubnormalScales(t *testing.T) {
	if !hasBF16Convert || simdBest < simdAVX512 {
		t.Skip("this CPU has no AVX512_BF16 (the VCVTNE2PS2BF16 kernels do not run here)")
	}
	defer setSIMDLevel(setSIMDLevel(simdAVX512))
	rng := rand.New(rand.NewSource(62))
	const g, rows, cols = 64, 8, 4096
	for _, c := range []struct {
		bits int
		role string
	}{{8, RoleScales}, {8, RoleBiases}, {4, RoleScales}, {4, RoleBiases}} {
		bits, role := c.bits, c.role
		w := mlxBF16Tensor(t, bits, g, rows, cols, rng)
		sd, bd := w.Part(RoleScales).Data, w.Part(RoleBiases).Data
		rb := len(sd) / rows
		// Row 3: subnormal weights — scales 2^-133 (the smallest bf16; s·q subnormal for codes
		// below 128, every 4-bit code) and zero biases, or zero scales and subnormal biases; row 5: one group's
		// scale 2^-120 (normal, but below the bound).
		for i := 3 * rb; i < 4*rb; i += 2 {
			sub, zero := uint16(0x0001), uint16(0)
			if role == RoleBiases {
				sub, zero = zero, uint16(0x0040+i%0x30)
			}
			binary.LittleEndian.PutUint16(sd[i:], sub)
			binary.LittleEndian.PutUint16(bd[i:], zero)
		}
		binary.LittleEndian.PutUint16(sd[5*rb:], (127-120)<<7)
		if mlxBF16Normal(w) {
			t.Fatalf("%d-bit %s: a subnormal value was not found", bits, role)
		}
		if sameKernel(mlxAffineKernelFor(w), mlxAffineKernelsBF16NE[bits]) {
			t.Fatalf("%d-bit %s: the VCVTNE2PS2BF16 kernel was chosen for subnormal values", bits, role)
		}
		x := randVec(rng, cols)
		dot, mag := refProducts(t, w, x, 1)
		y := make([]float32, rows)
		if err := GEMV(w, x, y); err != nil {
			t.Fatal(err)
		}
		for r := range y {
			if e := relErr(y[r], dot[r], mag[r], cols); !(e <= gemvTol) {
				t.Fatalf("%d-bit %s: row %d = %g, float64 %g: relative error %.3g", bits, role, r, y[r], dot[r], e)
			}
		}
		// The same bytes through a new tensor that is told they are normal.
		forced := &Tensor{Name: w.Name, Format: w.Format, Shape: w.Shape, Parts: w.Parts, Quant: w.Quant, bf16Normal: 1}
		if err := GEMV(forced, x, y); err != nil {
			t.Fatal(err)
		}
		if e := relErr(y[3], dot[3], mag[3], cols); e <= gemvTol {
			t.Fatalf("%d-bit %s: the VCVTNE2PS2BF16 kernel got row 3 right (%g, float64 %g): the test cannot see the flush", bits, role, y[3], dot[3])
		}
	}
}
