package formats

import (
	"math"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gguf"
)

// Many goroutines at once on models of every family: opening and closing their own models,
// and dequantizing, running GEMV and GetRows on a shared one, with the kernels' own worker
// threads changing underneath (SetThreads). Every result must equal the one computed alone.
// Run under the race detector by make test-race.
func TestConcurrentReaders(t *testing.T) {
	var paths []string
	for _, c := range checkpoints(t) {
		dir := t.TempDir()
		must(t, os.WriteFile(filepath.Join(dir, c.config), []byte(c.text), 0o644))
		must(t, os.WriteFile(filepath.Join(dir, "model.safetensors"), c.weights, 0o644))
		paths = append(paths, dir)
	}
	w := gguf.NewWriter()
	for _, id := range []core.FormatID{core.Q4_K, core.Q8_0, core.IQ4_XS, core.BF16} {
		f, _ := core.Lookup(id)
		n, _ := f.RowBytes(256)
		data := make([]byte, 32*n)
		for i := range data {
			data[i] = byte(i*13 + int(id))
		}
		if id == core.Q4_K || id == core.IQ4_XS || id == core.Q8_0 { // keep scales finite
			for i := range data {
				data[i] &= 0x3b
			}
		}
		must(t, w.AddTensor(f.Name, id, []int64{32, 256}, data))
	}
	g := filepath.Join(t.TempDir(), "m.gguf")
	must(t, w.WriteFile(g))
	paths = append(paths, g)

	type result struct {
		deq, gemv []float32
	}
	x := func(cols int64) []float32 {
		v := make([]float32, cols)
		for i := range v {
			v[i] = float32(i%5) - 2
		}
		return v
	}
	compute := func(m *core.Model) (map[string]result, error) {
		out := map[string]result{}
		for _, tt := range m.Tensors {
			if !tt.Format.CanDequantize() || len(tt.Shape) < 2 {
				continue
			}
			r := result{deq: make([]float32, tt.Elements()), gemv: make([]float32, tt.Rows())}
			if err := core.DequantizeF32(tt, 0, tt.Rows(), r.deq); err != nil {
				return nil, err
			}
			if err := core.GEMV(tt, x(tt.Cols()), r.gemv); err != nil {
				return nil, err
			}
			out[tt.Name] = r
		}
		return out, nil
	}
	same := func(a, b []float32) bool {
		for i := range a {
			if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
				return false
			}
		}
		return true
	}
	for _, p := range paths {
		shared, err := Open(p, Options{})
		must(t, err)
		core.SetThreads(1)
		want, err := compute(shared)
		must(t, err)
		var wg sync.WaitGroup
		for gr := 0; gr < 8; gr++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for rep := 0; rep < 3; rep++ {
					core.SetThreads(1 + (gr+rep)%3)
					got, err := compute(shared)
					if err != nil {
						t.Error(err)
						return
					}
					for name, r := range want {
						// GEMV may sum in another order with another thread count; dequantizing may not.
						if !same(got[name].deq, r.deq) {
							t.Errorf("%s: %s dequantized differently", p, name)
						}
					}
					own, err := Open(p, Options{})
					if err != nil {
						t.Error(err)
						return
					}
					for _, tt := range own.Tensors {
						if r, ok := want[tt.Name]; ok {
							rows := make([]float32, 2*tt.Cols())
							if err := core.GetRows(tt, []int64{tt.Rows() - 1, 0}, rows); err != nil {
								t.Error(err)
							} else if !same(rows[:tt.Cols()], r.deq[(tt.Rows()-1)*tt.Cols():]) {
								t.Errorf("%s: %s GetRows differs", p, tt.Name)
							}
						}
					}
					own.Close()
				}
			}()
		}
		wg.Wait()
		shared.Close()
	}
	core.SetThreads(0)
}
