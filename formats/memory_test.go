package formats

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/lowbit/lowbit/internal/hostile"
)

// allocated is the number of bytes fn allocates (runtime.MemStats.TotalAlloc: every allocation,
// garbage included, so an upper bound on what fn ever holds).
func allocated(fn func()) uint64 {
	var a, b runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&a)
	fn()
	runtime.ReadMemStats(&b)
	return b.TotalAlloc - a.TotalAlloc
}

// TestMemoryBound: a hostile file cannot make lowbit allocate more than a small multiple of its
// own size. Each file of hostile.Large is the shape that costs a reader most per byte (zero-size
// tensors, one-byte metadata entries, arrays of empty strings, long JSON arrays in ignored keys,
// config files of tiny per-layer entries or GPTQ dynamic rules, just under the caps on config
// values and patterns, …), most about 4 MiB; opening it — the whole Open path, mapping and
// validation included — may allocate at most maxFactor times the file's size plus fixed (config
// values and compiled patterns are capped in number, not per byte). The figures are in
// docs/RELIABILITY.md; the test logs them.
func TestMemoryBound(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	const size = 4 << 20
	const maxFactor, fixed = 16, 32 << 20
	dir := t.TempDir()
	for _, c := range hostile.Large(size) {
		sub := filepath.Join(dir, c.Name)
		os.Mkdir(sub, 0o755)
		var path string
		switch c.Kind {
		case "gguf":
			path = filepath.Join(sub, "m.gguf")
			must(t, os.WriteFile(path, c.Data, 0o644))
		case "safetensors":
			path = filepath.Join(sub, "model.safetensors")
			must(t, os.WriteFile(path, c.Data, 0o644))
		default: // a config file next to a small valid model
			path = sub
			must(t, os.WriteFile(filepath.Join(sub, c.Kind), c.Data, 0o644))
			must(t, os.WriteFile(filepath.Join(sub, "model.safetensors"), hostile.ST(`{"w":{"dtype":"F16","shape":[2],"data_offsets":[0,4]}}`, make([]byte, 4)), 0o644))
		}
		var openErr error
		n := allocated(func() {
			m, err := Open(path, Options{})
			if err == nil {
				m.Close()
			}
			openErr = err
		})
		factor := float64(n) / float64(len(c.Data))
		t.Logf("%-28s %8d bytes: %10d allocated, %5.1f× (open: %v)", c.Name, len(c.Data), n, factor, short(openErr))
		if n > maxFactor*uint64(len(c.Data))+fixed {
			t.Errorf("%s: opening a %d-byte file allocated %d bytes, %.1f× its size (the bound is %d× + %d MiB)", c.Name, len(c.Data), n, factor, maxFactor, fixed>>20)
		}
	}
}

func short(err error) string {
	if err == nil {
		return "ok"
	}
	s := err.Error()
	if len(s) > 90 {
		s = s[len(s)-90:]
	}
	return fmt.Sprintf("…%s", s)
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
