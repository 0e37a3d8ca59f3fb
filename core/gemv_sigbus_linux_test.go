//go:build linux

package core

import (
	"errors"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/sys/unix"
)

// TestGEMVTruncatedMapping maps a file, truncates it underneath the mapping and checks that the
// products fail with ErrIO (the SIGBUS turned into an error) instead of crashing, on every SIMD
// level and with several threads.
func TestGEMVTruncatedMapping(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(11))
	for _, id := range []FormatID{Q4_0, Q4_K, F16, IQ2_XXS} {
		f := registry[id]
		if !f.CanDequantize() {
			continue
		}
		src := testMatrix(t, f, 256, 2048, rng)
		path := filepath.Join(t.TempDir(), "w.bin")
		if err := os.WriteFile(path, src.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		fd, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		data, err := unix.Mmap(int(fd.Fd()), 0, len(src.Data), unix.PROT_READ, unix.MAP_SHARED)
		fd.Close()
		if err != nil {
			t.Fatal(err)
		}
		defer unix.Munmap(data)
		if err := os.Truncate(path, 4096); err != nil {
			t.Fatal(err)
		}
		w := &Tensor{Name: "w", Format: f, Shape: src.Shape, Data: data, File: path}
		x := randVec(rng, 2048)
		for _, level := range simdLevels() {
			setSIMDLevel(level)
			for _, th := range []int{1, 2} {
				SetThreads(th)
				err := GEMV(w, x, make([]float32, 256))
				if !errors.Is(err, ErrIO) {
					t.Errorf("%s simd%d threads %d: GEMV on a truncated mapping: %v, want ErrIO", f.Name, level, th, err)
				}
				err = GEMM(w, randVec(rng, 3*2048), 3, make([]float32, 3*256))
				if !errors.Is(err, ErrIO) {
					t.Errorf("%s simd%d threads %d: GEMM on a truncated mapping: %v, want ErrIO", f.Name, level, th, err)
				}
			}
		}
		SetThreads(0)
	}
}
