package ggmlcpu

import (
	"runtime"
	"sync"
	"time"
	"unsafe"
)

// sumKernel adds up n bytes at p as 64-bit words; n is a positive multiple of 512. The assembly
// kernels replace the portable one where the CPU has them.
var (
	sumKernel     = sumGo
	sumKernelName = "Go, 8 independent 64-bit accumulators, 64 bytes per iteration"
)

// BandwidthKernel says which streaming loop ReadBandwidth uses.
func BandwidthKernel() string { return sumKernelName }

func sumGo(p *byte, n int) uint64 {
	w := unsafe.Slice((*uint64)(unsafe.Pointer(p)), n/8)
	var a0, a1, a2, a3, a4, a5, a6, a7 uint64
	for i := 0; i+8 <= len(w); i += 8 {
		v := w[i : i+8 : i+8]
		a0 += v[0]
		a1 += v[1]
		a2 += v[2]
		a3 += v[3]
		a4 += v[4]
		a5 += v[5]
		a6 += v[6]
		a7 += v[7]
	}
	return a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7
}

// streamChunk bounds one call into the kernel, so that a pass over a large buffer stays
// preemptible (assembly loops are not) without measurable overhead.
const streamChunk = 1 << 20

var sink uint64

// NewStreamBuffer allocates size bytes (rounded down to whole 1 MiB chunks) and writes every page,
// so that reading it later reads DRAM rather than the kernel's shared zero page.
func NewStreamBuffer(size int) []byte {
	size -= size % streamChunk
	b := make([]byte, size)
	for i := 0; i < len(b); i += 64 {
		b[i] = byte(i>>6) | 1
	}
	return b
}

// ReadBandwidth streams buf with the given number of threads, each summing a contiguous share,
// passes times, and returns the best pass in GB/s (10⁹ bytes per second). Each thread is an OS
// thread of its own (runtime.LockOSThread); len(buf) should be a multiple of threads MiB.
func ReadBandwidth(buf []byte, threads, passes int) float64 {
	if threads < 1 {
		threads = 1
	}
	chunks := len(buf) / streamChunk
	per := chunks / threads
	if per == 0 {
		return 0
	}
	best := 0.0
	for range max(passes, 1) {
		var ready, done sync.WaitGroup
		start := make(chan struct{})
		sums := make([]uint64, threads)
		ready.Add(threads)
		done.Add(threads)
		for t := range threads {
			go func() {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				defer done.Done()
				ready.Done()
				<-start
				var s uint64
				for c := t * per; c < (t+1)*per; c++ {
					s += sumKernel(&buf[c*streamChunk], streamChunk)
				}
				sums[t] = s
			}()
		}
		ready.Wait()
		t0 := time.Now()
		close(start)
		done.Wait()
		el := time.Since(t0).Seconds()
		for _, s := range sums {
			sink += s
		}
		if gbps := float64(threads*per*streamChunk) / el / 1e9; gbps > best {
			best = gbps
		}
	}
	return best
}
