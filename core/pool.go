package core

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"
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
//
// Handing a job to a parked goroutine, and waking the caller when the last worker is done, each
// cost the Go scheduler a thread wake-up (measured: a 2-thread GEMV over 4.7 MB of L3-resident
// Q4_0 rows took 130 µs through the pool against 92 µs for two goroutines that were already
// running). So, like ggml's threadpool (which polls), a worker polls its channel for workerPoll
// after a job before it parks, and the caller polls for the workers' end before it waits:
// back-to-back products, as a model's layers make them, find their workers awake. An idle pool
// parks within that time and costs nothing after it.

// chunkTask is the work of one call: runChunk(c) does chunk c. It must not panic (callers wrap the
// body in guard and record errors in the task).
type chunkTask interface{ runChunk(c int) }

type poolJob struct {
	task     chunkTask
	n        int64        // chunks
	next     atomic.Int64 // next chunk to take
	helpers  int32        // workers handed the job
	finished atomic.Int32 // helpers that have left work (each then calls wg.Done, its last touch)
	wg       sync.WaitGroup
}

// How long a worker polls for its next job, and the caller for the workers' end, before parking.
// Neither polls when GOMAXPROCS is 1 (the poller would hold the only P the others need).
const (
	workerPoll = 100 * time.Microsecond
	callerPoll = time.Millisecond
)

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
	for {
		j := w.poll()
		if j == nil {
			var ok bool
			if j, ok = <-w.jobs; !ok {
				return
			}
		}
		j.work()
		// Idle again before the caller can see the job end, so that its next call finds this
		// worker (a job handed over meanwhile waits in the channel's buffer).
		workers.mu.Lock()
		workers.idle = append(workers.idle, w)
		workers.mu.Unlock()
		j.finished.Add(1)
		j.wg.Done() // after this the job may be reused: touch it no more
	}
}

// poll returns the worker's next job if one arrives within workerPoll, else nil.
func (w *poolWorker) poll() *poolJob {
	if runtime.GOMAXPROCS(0) < 2 {
		return nil
	}
	start := time.Now()
	for i := 1; ; i++ {
		select {
		case j := <-w.jobs:
			return j // nil if the channel is closed
		default:
		}
		if i%64 == 0 && time.Since(start) > workerPoll {
			return nil
		}
	}
}

// awaitHelpers polls until every helper has left j.work or callerPoll has passed.
func (j *poolJob) awaitHelpers() {
	if runtime.GOMAXPROCS(0) < 2 {
		return
	}
	start := time.Now()
	for i := 1; j.finished.Load() < j.helpers; i++ {
		if i%256 == 0 && time.Since(start) > callerPoll {
			return
		}
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
	j.task, j.n, j.helpers = task, int64(n), 0
	j.next.Store(0)
	j.finished.Store(0)

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
		j.helpers++
		w.jobs <- j // an idle worker's channel is empty: never blocks
	}
	workers.mu.Unlock()

	j.work()
	j.awaitHelpers()
	j.wg.Wait()
	j.task = nil
	jobPool.Put(j)
}
