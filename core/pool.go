package core

import (
	"sync"
	"sync/atomic"
)

// A persistent pool of worker goroutines for the compute kernels (GEMV, GEMM, …).
//
// A call splits its work into numbered chunks and hands the job to up to Threads()-1 idle workers,
// then works on the job itself; every participant takes the next chunk from an atomic counter until
// none is left, so a slow or late worker never holds the call up for more than one chunk. A worker
// that is busy with another call is simply not asked: with every worker busy the caller does the
// whole job alone. Nothing waits for a worker that has not started, so concurrent calls (and calls
// from inside a chunk) cannot deadlock. Jobs and workers are reused: a call allocates nothing once
// the pool is warm.

// chunkTask is the work of one call: runChunk(c) does chunk c. It must not panic (callers wrap the
// body in guard and record errors in the task).
type chunkTask interface{ runChunk(c int) }

type poolJob struct {
	task chunkTask
	n    int64        // chunks
	next atomic.Int64 // next chunk to take
	wg   sync.WaitGroup
}

// work takes chunks until none is left.
func (j *poolJob) work() {
	for {
		c := j.next.Add(1) - 1
		if c >= j.n {
			return
		}
		j.task.runChunk(int(c))
	}
}

type poolWorker struct{ jobs chan *poolJob }

var workers struct {
	mu   sync.Mutex
	idle []*poolWorker
	all  int // workers started
}

var jobPool = sync.Pool{New: func() any { return new(poolJob) }}

func (w *poolWorker) loop() {
	for j := range w.jobs {
		j.work()
		j.wg.Done() // after this the job may be reused: touch it no more
		workers.mu.Lock()
		workers.idle = append(workers.idle, w)
		workers.mu.Unlock()
	}
}

// runChunks runs task.runChunk(c) for every c in [0, n) on up to threads goroutines (the caller's
// included) and returns when all are done.
func runChunks(task chunkTask, n, threads int) {
	if threads > n {
		threads = n
	}
	if threads <= 1 {
		for c := 0; c < n; c++ {
			task.runChunk(c)
		}
		return
	}
	j := jobPool.Get().(*poolJob)
	j.task, j.n = task, int64(n)
	j.next.Store(0)

	workers.mu.Lock()
	for workers.all < threads-1 { // grow the pool to what this call may use
		w := &poolWorker{jobs: make(chan *poolJob, 1)}
		workers.all++
		workers.idle = append(workers.idle, w)
		go w.loop()
	}
	for k := 0; k < threads-1 && len(workers.idle) > 0; k++ {
		w := workers.idle[len(workers.idle)-1]
		workers.idle = workers.idle[:len(workers.idle)-1]
		j.wg.Add(1)
		w.jobs <- j // an idle worker's channel is empty: never blocks
	}
	workers.mu.Unlock()

	j.work()
	j.wg.Wait()
	j.task = nil
	jobPool.Put(j)
}
