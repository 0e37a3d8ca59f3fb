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
// then works on the job itself. The chunks are split into one contiguous range per participant:
// each takes the chunks of its own range from the front, in order, and when its range is empty
// takes the others' from their back, so a slow or late worker never holds the call up for more
// than one chunk. Contiguous ranges keep each thread's reads one forward stream, which its
// prefetches (the kernels prefetch a few rows ahead, into the next chunk) and the hardware's
// stream prefetcher follow. Chunks dealt from one shared counter made each thread jump every
// chunk and start each chunk cold: measured on the bench's 512 MiB Q4_K set (q8 GEMV, two
// threads) while the machine read 48–51 GB/s, the 14336×4096 matrices ran at 33–37 GB/s in 128
// KiB chunks dealt from a counter and at 40–47 in ranges of 512 KiB chunks, the 4096×14336 ones
// at 29–32 and 38–45.
//
// A worker that is busy with another call is simply not asked: with every worker busy the caller
// does the whole job alone. Nothing waits for a worker that has not started (its range is taken
// by the others), so concurrent calls (and calls from inside a chunk) cannot deadlock. Jobs and
// workers are reused: a call allocates nothing once the pool is warm.
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
	ranges   []chunkRange // one per participant (reused with the job)
	joined   atomic.Int32 // participants that have started work (the next one's range)
	helpers  int32        // workers handed the job
	finished atomic.Int32 // helpers that have left work (each then calls wg.Done, its last touch)
	wg       sync.WaitGroup
	hand     []*poolWorker // the workers being handed the job (reused with the job)
}

// chunkRange is a participant's contiguous range of chunks [front, back), both in one word so
// that the owner (taking the front) and helpers (taking the back) agree by compare-and-swap.
// It fills a cache line so that the participants' ranges do not share one.
type chunkRange struct {
	span atomic.Uint64 // front in the low 32 bits, back in the high 32
	_    [56]byte
}

// maxPoolChunks is the most chunks a call may split into to run on several threads.
const maxPoolChunks = 1<<32 - 1

func (r *chunkRange) set(front, back int) { r.span.Store(uint64(back)<<32 | uint64(front)) }

// take removes one chunk from the range, its first (fromFront) or its last, and returns it, or
// -1 when the range is empty.
func (r *chunkRange) take(fromFront bool) int {
	for {
		v := r.span.Load()
		front, back := uint32(v), uint32(v>>32)
		if front >= back {
			return -1
		}
		if fromFront {
			if r.span.CompareAndSwap(v, v+1) {
				return int(front)
			}
		} else if r.span.CompareAndSwap(v, uint64(back-1)<<32|uint64(front)) {
			return int(back - 1)
		}
	}
}

// How long a worker polls for its next job, and the caller for the workers' end, before parking.
// Neither polls when GOMAXPROCS is 1 (the poller would hold the only P the others need).
const (
	workerPoll = 100 * time.Microsecond
	callerPoll = time.Millisecond
)

// work runs the chunks of the next unclaimed range from its front, then those left in the other
// ranges from their backs, until none is left.
func (j *poolJob) work() {
	p := len(j.ranges)
	own := int(j.joined.Add(1)-1) % p
	for c := j.ranges[own].take(true); c >= 0; c = j.ranges[own].take(true) {
		j.task.runChunk(c)
	}
	for k := 1; k < p; k++ {
		r := &j.ranges[(own+k)%p]
		for c := r.take(false); c >= 0; c = r.take(false) {
			j.task.runChunk(c)
		}
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
	if uint64(n) > maxPoolChunks {
		threads = 1 // chunkRange packs chunk numbers into 32 bits
	}
	if threads <= 1 {
		for c := 0; c < n; c++ {
			task.runChunk(c)
		}
		return
	}
	j := jobPool.Get().(*poolJob)
	j.task = task
	j.joined.Store(0)
	j.finished.Store(0)

	workers.mu.Lock()
	for workers.all < threads-1 { // grow the pool to what this call may use
		w := &poolWorker{jobs: make(chan *poolJob, 1)}
		workers.all++
		workers.idle = append(workers.idle, w)
		go w.loop()
	}
	j.hand = j.hand[:0]
	for len(j.hand) < threads-1 && len(workers.idle) > 0 {
		j.hand = append(j.hand, workers.idle[len(workers.idle)-1])
		workers.idle = workers.idle[:len(workers.idle)-1]
	}
	workers.mu.Unlock()

	// The ranges are set before any worker sees the job: one per participant, sizes within one.
	p := len(j.hand) + 1
	if cap(j.ranges) < p {
		j.ranges = make([]chunkRange, p)
	}
	j.ranges = j.ranges[:p]
	for k := range j.ranges {
		j.ranges[k].set(k*n/p, (k+1)*n/p)
	}
	j.helpers = int32(len(j.hand))
	j.wg.Add(len(j.hand))
	for _, w := range j.hand {
		w.jobs <- j // a worker taken from the idle list has an empty channel: never blocks
	}
	clear(j.hand)

	j.work()
	j.awaitHelpers()
	j.wg.Wait()
	j.task = nil
	jobPool.Put(j)
}
