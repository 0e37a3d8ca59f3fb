package core_test

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"unsafe"

	"github.com/ebitengine/purego"
	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

// Single-threaded dequantization of one 4096×14336 matrix (an 8B model's FFN weight) per small
// type: lowbit's decoder (BenchmarkDequantizeSmall) and ggml's to_float on the same bytes
// (BenchmarkGGMLDequantizeSmall, when the oracle library is installed), so one run compares them:
//
//	go test ./core -run '^$' -bench 'DequantizeSmall' -benchtime 10x
//
// Throughput (b.SetBytes) counts the float32 output, so MB/s ÷ 4 is millions of elements per second.

const sqBenchRows, sqBenchCols = 4096, 14336

var sqBenchFormats = []core.FormatID{core.TQ1_0, core.TQ2_0, core.MXFP4, core.NVFP4, core.Q1_0, core.Q2_0}

// sqBenchBlocks quantizes 64 rows of normal values with lowbit's reference quantizer and repeats
// them over the matrix: realistic blocks, no subnormal or non-finite scales.
func sqBenchBlocks(b *testing.B, f *core.Format) []byte {
	const sample = 64
	r := rand.New(rand.NewPCG(7, uint64(f.ID)))
	x := make([]float32, sample*sqBenchCols)
	for i := range x {
		x[i] = float32(r.NormFloat64() * 0.02)
	}
	rowBytes, err := f.RowBytes(sqBenchCols)
	if err != nil {
		b.Fatal(err)
	}
	head := make([]byte, sample*rowBytes)
	if err := core.Quantize(f, x, sample, sqBenchCols, nil, head); err != nil {
		b.Fatal(err)
	}
	data := make([]byte, sqBenchRows*rowBytes)
	for off := 0; off < len(data); off += len(head) {
		copy(data[off:], head)
	}
	return data
}

// sqBenchOutput is the destination matrix, written once so that no timed run pays its page faults.
func sqBenchOutput() []float32 {
	dst := make([]float32, sqBenchRows*sqBenchCols)
	for i := range dst {
		dst[i] = 1
	}
	return dst
}

func BenchmarkDequantizeSmall(b *testing.B) {
	defer core.SetThreads(core.Threads())
	core.SetThreads(1)
	dst := sqBenchOutput()
	for _, id := range sqBenchFormats {
		f, err := core.Lookup(id)
		if err != nil {
			b.Fatal(err)
		}
		t := &core.Tensor{Name: f.Name, Format: f, Shape: []int64{sqBenchRows, sqBenchCols}, Data: sqBenchBlocks(b, f)}
		b.Run(f.Name, func(b *testing.B) {
			b.SetBytes(int64(len(dst)) * 4)
			for b.Loop() {
				if err := core.DequantizeF32(t, 0, sqBenchRows, dst); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkGGMLDequantizeSmall(b *testing.B) {
	l := ggmlref.Require(b)
	dst := sqBenchOutput()
	for _, id := range sqBenchFormats {
		f, err := core.Lookup(id)
		if err != nil {
			b.Fatal(err)
		}
		data := sqBenchBlocks(b, f)
		fn := l.Traits(int(id)).ToFloat
		b.Run(f.Name, func(b *testing.B) {
			if fn == 0 {
				b.Skipf("ggml has no to_float for %s", f.Name)
			}
			b.SetBytes(int64(len(dst)) * 4)
			for b.Loop() {
				// One call over the whole matrix into a buffer allocated once, as lowbit's side does.
				purego.SyscallN(fn, uintptr(unsafe.Pointer(&data[0])), uintptr(unsafe.Pointer(&dst[0])), uintptr(len(dst)))
			}
			runtime.KeepAlive(data)
		})
	}
}
