package core_test

import (
	"bytes"
	"sync"
	"testing"

	"github.com/lowbit/lowbit/core"
)

// TestDequantizeConcurrent: many goroutines dequantize the same tensors at once (block formats and
// part-based layers) while the worker count changes underneath; every result equals the one
// computed alone. make test-race runs it under the race detector.
func TestDequantizeConcurrent(t *testing.T) {
	var ts []*core.Tensor
	for _, id := range []core.FormatID{core.Q4_0, core.Q6_K, core.IQ2_XS, core.F16, core.MXFP4} {
		f, _ := core.Lookup(id)
		n, _ := f.RowBytes(512)
		ts = append(ts, &core.Tensor{Name: f.Name, Format: f, Shape: []int64{64, 512}, Data: tile([]byte{0x11, 0x22, 0x33, 0x04}, 64*n, int(id))})
	}
	for which := uint8(0); which < 8; which++ {
		x := partsTensor(which, 4, 2, 3, 4, 0, []byte{1, 2, 3, 4, 5})
		if core.CheckParts(x) == nil {
			ts = append(ts, x)
		}
	}
	core.SetThreads(1)
	want := make([][]byte, len(ts))
	for i, x := range ts {
		want[i] = make([]byte, 4*x.Elements())
		if err := core.Dequantize(x, 0, x.Rows(), core.F32, want[i]); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for rep := 0; rep < 5; rep++ {
				core.SetThreads(1 + (g+rep)%4)
				for i, x := range ts {
					got := make([]byte, 4*x.Elements())
					if err := core.Dequantize(x, 0, x.Rows(), core.F32, got); err != nil {
						t.Error(err)
					} else if !bytes.Equal(got, want[i]) {
						t.Errorf("%s: a concurrent result differs", x.Name)
					}
				}
			}
		}()
	}
	wg.Wait()
	core.SetThreads(0)
	if len(ts) < 10 {
		t.Errorf("only %d tensors checked", len(ts))
	}
}
