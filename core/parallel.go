package core

import (
	"runtime"
	"sync"
	"sync/atomic"
)

var threads atomic.Int32

// SetThreads sets how many threads CPU kernels use; n ≤ 0 restores the default (GOMAXPROCS).
func SetThreads(n int) {
	if n < 0 {
		n = 0
	}
	threads.Store(int32(n))
}

// Threads reports the number of threads CPU kernels use.
func Threads() int {
	if n := int(threads.Load()); n > 0 {
		return n
	}
	return runtime.GOMAXPROCS(0)
}

// parallelWorkers is how many ranges parallelFor splits [0, n) into. Callers whose work is a
// method value check for 1 first and call it directly: handed to parallelFor, the value escapes to
// the heap on every call.
func parallelWorkers(n, minPer int64) int64 {
	minPer = max(minPer, 1)
	return max(1, min(int64(Threads()), (n+minPer-1)/minPer))
}

// parallelFor splits [0, n) into contiguous ranges of at least minPer items, one per thread, and
// returns the first error.
func parallelFor(n, minPer int64, fn func(lo, hi int64) error) error {
	if n <= 0 {
		return nil
	}
	workers := parallelWorkers(n, minPer)
	if workers <= 1 {
		return fn(0, n)
	}
	per := (n + workers - 1) / workers
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := int64(0); w < workers; w++ {
		lo, hi := w*per, min((w+1)*per, n)
		if lo >= hi {
			break
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[w] = fn(lo, hi)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
