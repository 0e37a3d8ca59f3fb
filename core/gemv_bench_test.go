package core

import (
	"fmt"
	"math/rand"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"
)

// Benchmarks of the compute engine on a model-sized working set:
//
//	go test ./core -run '^$' -bench 'GEMV/(Q4_0|Q8_0)/' -benchtime 40x
//
// BenchmarkGEMV/<format>/<threads> cycles GEMV through a set of 4096×14336 and 14336×4096
// matrices (a llama-3-8B MLP's down and gate/up shapes) totalling ≥ 512 MiB of weights, so no
// cache can hold them; the reported MB/s is weight bytes per second, ms/op the time of one GEMV.
// BenchmarkGEMM8 does the same for GEMM with 8 vectors; BenchmarkDRAMRead measures the machine's
// streaming read bandwidth (64-byte AVX-512 loads) with 1 and 2 threads, the roofline GEMV is
// measured against. BenchmarkGEMVQ8 / BenchmarkGEMM8Q8 run them with 8-bit activations. LOWBIT_BENCH_MIB changes the working set size.

// benchSetBytes is the working-set size of the GEMV benchmarks.
func benchSetBytes() int64 {
	var mib int64 = 512
	if s := os.Getenv("LOWBIT_BENCH_MIB"); s != "" {
		fmt.Sscan(s, &mib)
	}
	return mib << 20
}

var benchThreads = []int{1, 2}

// benchFormats lists the formats the benchmarks cover: every format GEMV handles (part-based ones
// when core can quantize them).
func benchFormats() []*Format {
	var fs []*Format
	for _, f := range Formats() {
		if f.Has(FlagRemoved) || !f.CanDequantize() || f.Has(FlagIntermediate) {
			continue
		}
		if f.IsParts() && !f.CanQuantizeParts() {
			continue
		}
		if f.Family == FamilyPlain || (f.Has(FlagInteger)) || f.ID == F64 {
			continue // element types of checkpoints, not weight formats of a matmul
		}
		fs = append(fs, f)
	}
	return fs
}

// benchSet builds matrices of the two shapes, alternating, until they hold at least want bytes.
// Each is a copy of one tile quantized from random data (distinct memory, so caches cannot help).
func benchSet(b *testing.B, f *Format, want int64) []*Tensor {
	b.Helper()
	rng := rand.New(rand.NewSource(7))
	shapes := [][2]int{{4096, 14336}, {14336, 4096}}
	var set []*Tensor
	var total int64
	tiles := map[[2]int]*Tensor{}
	for i := 0; total < want; i++ {
		sh := shapes[i%2]
		tile := tiles[sh]
		if tile == nil {
			// A 64-row tile (4096-row tiles for part-based formats, whose parts are per row).
			tile = testMatrix(b, f, 64, sh[1], rng)
			tiles[sh] = tile
		}
		w := tileTensor(tile, sh[0])
		set = append(set, w)
		total += weightBytes(w)
	}
	return set
}

// tileTensor makes a rows-row tensor by repeating tile's rows (all parts of a part-based one).
func tileTensor(tile *Tensor, rows int) *Tensor {
	rep := func(p *Tensor) *Tensor {
		q := *p
		q.Shape = append([]int64(nil), p.Shape...)
		q.Shape[0] = p.Shape[0] * int64(rows) / tile.Shape[0]
		q.Data = make([]byte, len(p.Data)*rows/int(tile.Shape[0]))
		for off := 0; off < len(q.Data); off += len(p.Data) {
			copy(q.Data[off:], p.Data)
		}
		return &q
	}
	w := rep(tile)
	if len(tile.Parts) > 0 {
		w.Data = nil
		w.Parts = nil
		for _, p := range tile.Parts {
			np := p
			if p.Tensor != nil && len(p.Shape) == 2 && p.Shape[0] == tile.Shape[0] {
				np.Tensor = rep(p.Tensor)
			}
			w.Parts = append(w.Parts, np)
		}
	}
	return w
}

func weightBytes(t *Tensor) int64 {
	if len(t.Parts) == 0 {
		return int64(len(t.Data))
	}
	var n int64
	for _, p := range t.Parts {
		if p.Tensor != nil {
			n += int64(len(p.Data))
		}
	}
	return n
}

func benchMatVec(b *testing.B, n int, o MatVecOptions) {
	if testing.Short() {
		b.Skip("model-sized working set")
	}
	for _, f := range benchFormats() {
		b.Run(f.Name, func(b *testing.B) {
			set := benchSet(b, f, benchSetBytes())
			defer func() { set = nil; runtime.GC(); debug.FreeOSMemory() }()
			var xs, ys [][]float32
			rng := rand.New(rand.NewSource(8))
			for _, w := range set[:2] {
				xs = append(xs, randVec(rng, n*int(w.Cols())))
				ys = append(ys, make([]float32, n*int(w.Rows())))
			}
			for _, th := range benchThreads {
				b.Run(fmt.Sprint(th), func(b *testing.B) {
					defer SetThreads(Threads())
					SetThreads(th)
					var bytes int64
					for _, w := range set {
						bytes += weightBytes(w)
					}
					b.SetBytes(bytes / int64(len(set)))
					b.ResetTimer()
					for i := 0; i < b.N; i++ {
						k := i % len(set)
						var err error
						if n == 1 {
							err = GEMVWith(set[k], xs[k%2], ys[k%2], o)
						} else {
							err = GEMMWith(set[k], xs[k%2], n, ys[k%2], o)
						}
						if err != nil {
							b.Fatal(err)
						}
					}
					b.StopTimer()
					perOp := b.Elapsed().Seconds() / float64(b.N)
					b.ReportMetric(perOp*1e3, "ms/op")
					b.ReportMetric(float64(bytes)/float64(len(set))/perOp/1e9, "GB/s")
				})
			}
		})
	}
}

func BenchmarkGEMV(b *testing.B)  { benchMatVec(b, 1, MatVecOptions{}) }
func BenchmarkGEMM8(b *testing.B) { benchMatVec(b, 8, MatVecOptions{}) }

// BenchmarkGEMVQ8 and BenchmarkGEMM8Q8: the same with 8-bit activations (ActivationsQ8).
func BenchmarkGEMVQ8(b *testing.B)  { benchMatVec(b, 1, MatVecOptions{Activations: ActivationsQ8}) }
func BenchmarkGEMM8Q8(b *testing.B) { benchMatVec(b, 8, MatVecOptions{Activations: ActivationsQ8}) }

// BenchmarkGEMM2 and BenchmarkGEMM2Q8: small batches, which most formats run through their GEMV
// kernel once per vector (perVectorMaxN).
func BenchmarkGEMM2(b *testing.B)   { benchMatVec(b, 2, MatVecOptions{}) }
func BenchmarkGEMM2Q8(b *testing.B) { benchMatVec(b, 2, MatVecOptions{Activations: ActivationsQ8}) }

// BenchmarkDRAMRead streams through 1 GiB with 64-byte loads, split across the threads.
func BenchmarkDRAMRead(b *testing.B) {
	if testing.Short() {
		b.Skip("1 GiB buffer")
	}
	buf := make([]byte, 1<<30)
	for i := 0; i < len(buf); i += 4096 {
		buf[i] = byte(i >> 12)
	}
	for _, th := range benchThreads {
		b.Run(fmt.Sprint(th), func(b *testing.B) {
			b.SetBytes(int64(len(buf)))
			for i := 0; i < b.N; i++ {
				dramRead(buf, th)
			}
			perOp := b.Elapsed().Seconds() / float64(b.N)
			b.ReportMetric(float64(len(buf))/perOp/1e9, "GB/s")
		})
	}
}

var dramSink uint64

func dramRead(buf []byte, th int) {
	var wg sync.WaitGroup
	per := len(buf) / th &^ 4095
	var mu sync.Mutex
	for t := 0; t < th; t++ {
		wg.Add(1)
		go func(p []byte) {
			defer wg.Done()
			s := streamRead(p)
			mu.Lock()
			dramSink |= s
			mu.Unlock()
		}(buf[t*per : (t+1)*per])
	}
	wg.Wait()
}

// TestBenchReport prints a one-screen table of GEMV GB/s per format at 1 and 2 threads with the
// measured DRAM bandwidth, when LOWBIT_GEMV_REPORT=1 (it takes minutes). Each figure is the best
// of LOWBIT_GEMV_PASSES (default 5) passes over the whole working set, which filters out
// interference from other processes on a shared machine (report the load average with it).
func TestBenchReport(t *testing.T) {
	if os.Getenv("LOWBIT_GEMV_REPORT") == "" {
		t.Skip("set LOWBIT_GEMV_REPORT=1 (and optionally LOWBIT_GEMV_FORMATS=Q4_0,Q8_0) to print the table")
	}
	only := os.Getenv("LOWBIT_GEMV_FORMATS")
	passes := 5
	if v := os.Getenv("LOWBIT_GEMV_PASSES"); v != "" {
		fmt.Sscan(v, &passes)
	}
	buf := make([]byte, 1<<30)
	for i := 0; i < len(buf); i += 4096 {
		buf[i] = 1
	}
	best := func(fn func(), reps int) float64 {
		d := time.Duration(1 << 62)
		for i := 0; i < reps; i++ {
			t0 := time.Now()
			fn()
			d = min(d, time.Since(t0))
		}
		return d.Seconds()
	}
	loadavg := func() string {
		b, _ := os.ReadFile("/proc/loadavg")
		return strings.TrimSpace(string(b))
	}
	t.Logf("load average at start: %s", loadavg())
	defer func() { t.Logf("load average at end: %s", loadavg()) }()
	dram := map[int]float64{}
	for _, th := range benchThreads {
		dram[th] = float64(len(buf)) / best(func() { dramRead(buf, th) }, 2*passes) / 1e9
	}
	buf = nil
	t.Logf("DRAM read: %.1f GB/s (1 thread), %.1f GB/s (2 threads)", dram[1], dram[2])
	t.Logf("%-12s %10s %10s %8s %8s %10s %10s", "format", "GEMV 1t", "GEMV 2t", "%DRAM 2t", "ms 2t", "GEMM8 1t", "GEMM8 2t")
	for _, f := range benchFormats() {
		if only != "" && !strings.Contains(","+only+",", ","+f.Name+",") {
			continue
		}
		bb := &testing.B{}
		set := benchSet(bb, f, benchSetBytes())
		rng := rand.New(rand.NewSource(8))
		var x1, x8, y1, y8 [2][]float32
		for k, w := range set[:2] {
			x1[k], x8[k] = randVec(rng, int(w.Cols())), randVec(rng, 8*int(w.Cols()))
			y1[k], y8[k] = make([]float32, w.Rows()), make([]float32, 8*w.Rows())
		}
		var bytes int64
		for _, w := range set {
			bytes += weightBytes(w)
		}
		res := map[string]float64{}
		for _, th := range benchThreads {
			SetThreads(th)
			for _, n := range []int{1, 8} {
				sec := best(func() {
					for k, w := range set {
						if n == 1 {
							_ = GEMV(w, x1[k%2], y1[k%2])
						} else {
							_ = GEMM(w, x8[k%2], 8, y8[k%2])
						}
					}
				}, passes)
				res[fmt.Sprint(n, th)] = float64(bytes) / sec / 1e9
				res[fmt.Sprint("ms", n, th)] = sec / float64(len(set)) * 1e3
			}
		}
		SetThreads(0)
		t.Logf("%-12s %10.1f %10.1f %7.0f%% %8.2f %10.1f %10.1f", f.Name, res["1 1"], res["1 2"], 100*res["1 2"]/dram[2], res["ms1 2"], res["8 1"], res["8 2"])
		set = nil
		runtime.GC()
		debug.FreeOSMemory()
	}
}
