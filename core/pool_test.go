package core

import (
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// countTask counts how often each chunk runs; with nest, chunk 0 runs a product of its own on
// the pool (as a kernel calling GEMV from inside a chunk would).
type countTask struct {
	runs []atomic.Int32
	nest bool
}

func (c *countTask) runChunk(i int) {
	c.runs[i].Add(1)
	if c.nest && i == 0 {
		inner := &countTask{runs: make([]atomic.Int32, 9)}
		runChunks(inner, 9, 2)
		for k := range inner.runs {
			if inner.runs[k].Load() != 1 {
				panic("nested call: a chunk did not run exactly once")
			}
		}
	}
}

func checkOnce(t *testing.T, c *countTask, n, threads int) {
	t.Helper()
	for i := range c.runs {
		if got := c.runs[i].Load(); got != 1 {
			t.Fatalf("n=%d threads=%d: chunk %d ran %d times", n, threads, i, got)
		}
	}
}

func TestRunChunksEachOnce(t *testing.T) {
	for _, n := range []int{1, 2, 3, 5, 7, 64, 1000} {
		for _, threads := range []int{1, 2, 3, 8} {
			for _, nest := range []bool{false, true} {
				c := &countTask{runs: make([]atomic.Int32, n), nest: nest}
				runChunks(c, n, threads)
				checkOnce(t, c, n, threads)
			}
		}
	}
}

func TestRunChunksConcurrentCalls(t *testing.T) {
	var wg sync.WaitGroup
	for g := 0; g < 6; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for k := 0; k < 200; k++ {
				n := 1 + (g*37+k*11)%300
				c := &countTask{runs: make([]atomic.Int32, n), nest: k%7 == 0}
				runChunks(c, n, 1+k%4)
				checkOnce(t, c, n, 1+k%4)
			}
		}(g)
	}
	wg.Wait()
}

func TestChunkRangeTake(t *testing.T) {
	var r chunkRange
	r.set(3, 7)
	var got []int
	for _, front := range []bool{true, false, true, false, true} {
		got = append(got, r.take(front))
	}
	want := []int{3, 6, 4, 5, -1}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("takes (front, back, front, back, front) of [3, 7) = %v, want %v", got, want)
		}
	}
	r.set(0, 0)
	if c := r.take(true); c != -1 {
		t.Fatalf("take from an empty range = %d, want -1", c)
	}
}

// stallTask's first chunk to run waits until every other chunk has run: only participants that
// take chunks from the others' ranges can end the call in time.
type stallTask struct {
	n       int
	started atomic.Bool
	done    atomic.Int32
	stalled atomic.Bool // the first chunk gave up waiting
}

func (s *stallTask) runChunk(int) {
	if s.started.CompareAndSwap(false, true) {
		deadline := time.Now().Add(5 * time.Second)
		for s.done.Load() < int32(s.n-1) {
			if time.Now().After(deadline) {
				s.stalled.Store(true)
				break
			}
			runtime.Gosched()
		}
	}
	s.done.Add(1)
}

func TestRunChunksSteals(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("needs GOMAXPROCS ≥ 2 for a helper to run beside the caller")
	}
	for _, n := range []int{2, 4, 9, 40} {
		s := &stallTask{n: n}
		runChunks(s, n, 2)
		if s.stalled.Load() {
			t.Fatalf("n=%d: the other participant did not take the stalled participant's chunks", n)
		}
	}
}
