//go:build linux

package core

import (
	"math"
	"math/rand"
	"testing"

	"golang.org/x/sys/unix"
)

// guardedCopy returns a copy of b that ends where an inaccessible page begins, so that a kernel
// reading past its end faults.
func guardedCopy(t *testing.T, b []byte) []byte {
	t.Helper()
	page := unix.Getpagesize()
	n := (len(b) + page - 1) / page * page
	m, err := unix.Mmap(-1, 0, n+page, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { unix.Munmap(m) })
	if err := unix.Mprotect(m[n:], unix.PROT_NONE); err != nil {
		t.Fatal(err)
	}
	c := m[n-len(b) : n]
	copy(c, b)
	return c
}

// TestPartsKernelsStayInBounds multiplies part-based tensors whose output columns end inside a
// kernel's block (AWQ GEMM: 17 words, one past a 128-column block), each part's data ending at an
// inaccessible page, at every SIMD level and in both activation modes (AWQ GEMV,
// compressed-tensors, MLX affine 4- and 8-bit, mxfp4, nvfp4, mxfp8 and GPTQ 4-bit as well; GEMM of
// four vectors, which takes the row decoders, and GetRows of the last row): a kernel or decoder
// that loads past the last word, scale or zero would fault here. The results must equal those
// from unguarded copies bit for bit.
func TestPartsKernelsStayInBounds(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(41))
	const rows, cols, nv = 136, 512, 4
	awq := func(id FormatID, zeros bool, sd FormatID) func() *Tensor {
		return func() *Tensor { return awqCTTestMatrix(t, id, rows, cols, 128, zeros, sd, false, rng) }
	}
	mlx := func(bits int, sd FormatID) func() *Tensor {
		return func() *Tensor {
			src := randVec(rng, rows*cols)
			w, err := QuantizeParts(registry[MLX_AFFINE], QuantParams{Bits: bits, GroupSize: 64, Float: sd}, "w", []int64{rows, cols}, src)
			if err != nil {
				t.Fatal(err)
			}
			return w
		}
	}
	fp := func(id FormatID) func() *Tensor {
		return func() *Tensor { return testMatrix(t, registry[id], rows, cols, rng) }
	}
	for _, c := range []struct {
		name  string
		build func() *Tensor
	}{
		{"AWQ_GEMM zeros f16", awq(AWQ_GEMM, true, F16)}, {"AWQ_GEMM bf16", awq(AWQ_GEMM, false, BF16)},
		{"AWQ_GEMV f16", awq(AWQ_GEMV, true, F16)}, {"CT zeros bf16", awq(CT_PACK_QUANTIZED, true, BF16)},
		{"CT f16", awq(CT_PACK_QUANTIZED, false, F16)}, {"MLX 4-bit bf16", mlx(4, BF16)}, {"MLX 8-bit f16", mlx(8, F16)},
		{"mxfp4", fp(MLX_MXFP4)}, {"nvfp4", fp(MLX_NVFP4)}, {"mxfp8", fp(MLX_MXFP8)},
		{"GPTQ 4-bit", func() *Tensor { return gptqTestMatrix(t, rows, cols, 4, 128, false, F16, false, rng) }},
	} {
		w := c.build()
		g := *w
		g.Parts = append([]Part(nil), w.Parts...)
		for i, p := range g.Parts {
			if p.Tensor == nil {
				continue
			}
			pt := *p.Tensor
			pt.Data = guardedCopy(t, p.Data)
			g.Parts[i].Tensor = &pt
		}
		x := randVec(rng, nv*cols)
		for _, level := range simdLevels() {
			setSIMDLevel(level)
			for _, o := range []MatVecOptions{{}, {Activations: ActivationsQ8}} {
				want, got := make([]float32, (1+nv)*rows), make([]float32, (1+nv)*rows)
				for _, r := range []struct {
					w *Tensor
					y []float32
				}{{w, want}, {&g, got}} {
					if err := GEMVWith(r.w, x[:cols], r.y[:rows], o); err != nil {
						t.Fatalf("%s simd%d: %v", c.name, level, err)
					}
					if err := GEMMWith(r.w, x, nv, r.y[rows:], o); err != nil {
						t.Fatalf("%s simd%d: GEMM: %v", c.name, level, err)
					}
				}
				for i := range want {
					if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
						t.Errorf("%s simd%d %v: value %d = %v guarded, %v unguarded", c.name, level, o.Activations, i, got[i], want[i])
						break
					}
				}
			}
			want, got := make([]float32, cols), make([]float32, cols)
			if err := GetRows(w, []int64{rows - 1}, want); err != nil {
				t.Fatalf("%s simd%d: GetRows: %v", c.name, level, err)
			}
			if err := GetRows(&g, []int64{rows - 1}, got); err != nil {
				t.Fatalf("%s simd%d: GetRows: %v", c.name, level, err)
			}
			for i := range want {
				if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
					t.Errorf("%s simd%d: GetRows value %d = %v guarded, %v unguarded", c.name, level, i, got[i], want[i])
					break
				}
			}
		}
	}
}

// TestKernelsStayInBounds is TestPartsKernelsStayInBounds for the single-buffer formats: each
// tensor's data ends at an inaccessible page (7 rows, so the last group of four rows repeats its
// last row; columns of whole blocks and super-blocks, more than a kernel span), every SIMD level,
// both activation modes, GEMV, GEMM and the row decoders (GetRows of the last row).
func TestKernelsStayInBounds(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(43))
	for _, f := range computeFormats(t) {
		if f.IsParts() {
			continue
		}
		be := max(1, f.BlockElems)
		cols := (kernelSpan + 256) / (be * 256 / gcd(be, 256)) * (be * 256 / gcd(be, 256))
		const rows = 7
		w := testMatrix(t, f, rows, cols, rng)
		g := *w
		g.Data = guardedCopy(t, w.Data)
		x := randVec(rng, 2*cols)
		for _, level := range simdLevels() {
			setSIMDLevel(level)
			for _, o := range []MatVecOptions{{}, {Activations: ActivationsQ8}} {
				want, got := make([]float32, 2*rows), make([]float32, 2*rows)
				for _, c := range []struct {
					w *Tensor
					y []float32
				}{{w, want}, {&g, got}} {
					if err := GEMVWith(c.w, x[:cols], c.y[:rows], o); err != nil {
						t.Fatalf("%s simd%d: %v", f.Name, level, err)
					}
					if err := GEMMWith(c.w, x, 2, c.y, o); err != nil {
						t.Fatalf("%s simd%d: GEMM: %v", f.Name, level, err)
					}
				}
				for i := range want {
					if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
						t.Errorf("%s simd%d %v: value %d = %v guarded, %v unguarded", f.Name, level, o.Activations, i, got[i], want[i])
						break
					}
				}
			}
			dst := make([]float32, cols)
			if err := GetRows(&g, []int64{rows - 1}, dst); err != nil {
				t.Fatalf("%s simd%d: GetRows: %v", f.Name, level, err)
			}
		}
	}
}
