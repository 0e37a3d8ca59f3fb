//go:build linux

package cuda

import (
	"errors"
	"math/rand"
	"sync"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/cuda/internal/cudatest"
)

// TestGPUTensorCache runs the tensor cache on a device (and on the emulator): cached uploads
// compute what fresh uploads do, concurrent first uses upload once, releasing an owner and closing
// the cache give the device memory back, and a closed cache refuses.
func TestGPUTensorCache(t *testing.T) {
	d := openDevice(t)
	rng := rand.New(rand.NewSource(11))
	q4, _ := core.Lookup(core.Q4_0)
	w1, err := cudatest.Blocks(q4, 24, 256, rng)
	if err != nil {
		t.Fatal(err)
	}
	w2, err := cudatest.Blocks(q4, 24, 256, rng)
	if err != nil {
		t.Fatal(err)
	}
	x := cudatest.Vec(256, rng)
	liveAllocs := func() int { d.mu.Lock(); defer d.mu.Unlock(); return len(d.live) }
	// What a plain upload computes (the kernels are deterministic: cached must be bit-identical).
	fresh, err := d.Upload(w1)
	if err != nil {
		t.Fatal(err)
	}
	want := make([]float32, 24)
	if err := d.GEMV(fresh, x, want); err != nil {
		t.Fatal(err)
	}
	if err := fresh.Free(); err != nil {
		t.Fatal(err)
	}
	base := liveAllocs() // the stream's scratch now included

	c := NewTensorCache(d)
	if c.Device() != d {
		t.Fatal("Device() is not the cache's device")
	}
	owner, other := new(int), new(int)
	var wg sync.WaitGroup
	got := make([]*Tensor, 8)
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dw, done, err := c.Get(owner, w1)
			if err != nil {
				t.Error(err)
				return
			}
			defer done()
			got[g] = dw
			y := make([]float32, 24)
			if err := d.GEMV(dw, x, y); err != nil {
				t.Error(err)
				return
			}
			if i, same := cudatest.SameBits(y, want); !same {
				t.Errorf("cached upload: y[%d] = %g, a fresh upload gives %g", i, y[i], want[i])
			}
		}()
	}
	wg.Wait()
	for g := range got {
		if got[g] == nil || got[g] != got[0] {
			t.Fatalf("goroutine %d got device tensor %p, goroutine 0 %p: uploaded more than once", g, got[g], got[0])
		}
	}
	if _, done, err := c.Get(other, w2); err != nil {
		t.Fatal(err)
	} else {
		done()
	}
	if c.Len() != 2 || liveAllocs() < base+2 {
		t.Fatalf("%d cached, %d allocations (had %d)", c.Len(), liveAllocs(), base)
	}

	// A tensor in use survives its owner's release until done.
	dw, done, err := c.Get(owner, w1)
	if err != nil {
		t.Fatal(err)
	}
	if err := ReleaseOwner(owner); err != nil {
		t.Fatal(err)
	}
	y := make([]float32, 24)
	if err := d.GEMV(dw, x, y); err != nil {
		t.Fatalf("GEMV with a released tensor still in use: %v", err)
	}
	done()
	if err := d.GEMV(dw, x, y); err == nil {
		t.Fatal("GEMV with a released tensor after its last use succeeded")
	}
	if c.Len() != 1 {
		t.Fatalf("%d cached after releasing one of two owners", c.Len())
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if n := liveAllocs(); n != base {
		t.Fatalf("%d allocations after Close, had %d", n, base)
	}
	if _, _, err := c.Get(owner, w1); !errors.Is(err, core.ErrInvalidArgument) {
		t.Fatalf("Get on a closed cache: %v", err)
	}
	if err := ReleaseOwner(other); err != nil { // a closed cache is no longer reached
		t.Fatal(err)
	}
}
