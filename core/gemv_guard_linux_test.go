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
// inaccessible page, at every SIMD level and in both activation modes (AWQ GEMV and
// compressed-tensors as well): a kernel that loads past the last word, scale or zero would fault
// here. The results must equal those from unguarded copies bit for bit.
func TestPartsKernelsStayInBounds(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(41))
	const rows, cols = 136, 512
	for _, c := range []struct {
		id    FormatID
		zeros bool
		sd    FormatID
	}{{AWQ_GEMM, true, F16}, {AWQ_GEMM, false, BF16}, {AWQ_GEMV, true, F16}, {CT_PACK_QUANTIZED, true, BF16}, {CT_PACK_QUANTIZED, false, F16}} {
		f := registry[c.id]
		w := awqCTTestMatrix(t, c.id, rows, cols, 128, c.zeros, c.sd, false, rng)
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
		x := randVec(rng, 2*cols)
		for _, level := range simdLevels() {
			setSIMDLevel(level)
			for _, o := range []MatVecOptions{{}, {Activations: ActivationsQ8}} {
				want, got := make([]float32, 2*rows), make([]float32, 2*rows)
				if err := GEMVWith(w, x[:cols], want[:rows], o); err != nil {
					t.Fatalf("%s simd%d: %v", f.Name, level, err)
				}
				if err := GEMVWith(&g, x[:cols], got[:rows], o); err != nil {
					t.Fatalf("%s simd%d: %v", f.Name, level, err)
				}
				if err := GEMMWith(&g, x, 2, got, o); err != nil {
					t.Fatalf("%s simd%d: GEMM: %v", f.Name, level, err)
				}
				if err := GEMMWith(w, x, 2, want, o); err != nil {
					t.Fatalf("%s simd%d: GEMM: %v", f.Name, level, err)
				}
				for i := range want {
					if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
						t.Errorf("%s (zeros %v, %s scales) simd%d %v: value %d = %v guarded, %v unguarded", f.Name, c.zeros, registry[c.sd].Name, level, o.Activations, i, got[i], want[i])
						break
					}
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
