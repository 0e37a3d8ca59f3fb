package core

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"runtime"
	"testing"
	"unsafe"

	"github.com/ebitengine/purego"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

// Single-threaded K-quant throughput on one 4096×14336 matrix (an 8B model's FFN weight): lowbit
// (BenchmarkDequantize, BenchmarkQuantize) next to ggml on the same bytes (BenchmarkGGMLDequantize:
// to_float; BenchmarkGGMLQuantize: quantize_row_*_ref and ggml_quantize_chunk with an imatrix),
// when the oracle library is installed, so that one run compares them:
//
//	go test ./core -run '^$' -bench 'Dequantize/Q._K' -benchtime 10x
//	go test ./core -run '^$' -bench 'Quantize/Q._K' -benchtime 1x
//
// Throughput (b.SetBytes) counts float32 bytes (the output of dequantizing, the input of
// quantizing), so MB/s ÷ 4 is millions of elements per second. These live in package core, beside
// the IQ benchmarks of the same names in core_test; both run under one -bench pattern.

const kqBenchRows, kqBenchCols = 4096, 14336

// kqBenchBlocks returns random blocks whose scale fields are ordinary values (fp16 0.001…0.03, or
// a float32 for Q8_K), so that neither side meets subnormal or non-finite arithmetic.
func kqBenchBlocks(f *Format) []byte {
	r := rand.New(rand.NewPCG(2, uint64(f.ID)))
	nblk := kqBenchRows * kqBenchCols / f.BlockElems
	data := make([]byte, nblk*f.BlockBytes)
	for i := 0; i+8 <= len(data); i += 8 {
		binary.LittleEndian.PutUint64(data[i:], r.Uint64())
	}
	for b := 0; b < nblk; b++ {
		blk := data[b*f.BlockBytes : (b+1)*f.BlockBytes]
		d := float32(0.001 + 0.029*r.Float64())
		if f.ID == Q8_K {
			binary.LittleEndian.PutUint32(blk, math.Float32bits(d))
			continue
		}
		for _, off := range kqScaleOffsets[f.ID] {
			binary.LittleEndian.PutUint16(blk[off:], FP32ToFP16(d))
		}
	}
	return data
}

// kqBenchFloats is the matrix the quantize benchmarks encode (normal values) and an imatrix.
func kqBenchFloats() (x, imatrix []float32) {
	r := rand.New(rand.NewPCG(3, 4))
	x = make([]float32, kqBenchRows*kqBenchCols)
	for i := range x {
		x[i] = float32(r.NormFloat64())
	}
	imatrix = make([]float32, kqBenchCols)
	for i := range imatrix {
		imatrix[i] = float32(r.Float64()*2 + 0.01)
	}
	return x, imatrix
}

// kqBenchOutput is the destination matrix, written once so that no timed run pays its page faults.
func kqBenchOutput() []float32 {
	dst := make([]float32, kqBenchRows*kqBenchCols)
	for i := range dst {
		dst[i] = 1
	}
	return dst
}

func BenchmarkDequantize(b *testing.B) {
	defer SetThreads(Threads())
	SetThreads(1)
	dst := kqBenchOutput()
	for _, id := range kquantIDs {
		f := registry[id]
		t := &Tensor{Name: f.Name, Format: f, Shape: []int64{kqBenchRows, kqBenchCols}, Data: kqBenchBlocks(f)}
		b.Run(f.Name, func(b *testing.B) {
			b.SetBytes(int64(len(dst)) * 4)
			for b.Loop() {
				if err := DequantizeF32(t, 0, kqBenchRows, dst); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkGGMLDequantize(b *testing.B) {
	l := ggmlref.Require(b)
	dst := kqBenchOutput()
	for _, id := range kquantIDs {
		f := registry[id]
		data := kqBenchBlocks(f)
		b.Run(f.Name, func(b *testing.B) {
			fn := kqGGMLFunc(b, l, id, false)
			b.SetBytes(int64(len(dst)) * 4)
			for b.Loop() {
				// One call over the whole matrix into a buffer allocated once, as lowbit's side does.
				purego.SyscallN(fn, uintptr(unsafe.Pointer(&data[0])), uintptr(unsafe.Pointer(&dst[0])), uintptr(len(dst)))
			}
			runtime.KeepAlive(data)
		})
	}
}

func BenchmarkQuantize(b *testing.B) {
	defer SetThreads(Threads())
	SetThreads(1)
	x, imatrix := kqBenchFloats()
	for _, id := range kquantIDs {
		f := registry[id]
		rowBytes, _ := f.RowBytes(kqBenchCols)
		dst := make([]byte, kqBenchRows*rowBytes)
		b.Run(f.Name, func(b *testing.B) {
			for _, im := range [][]float32{nil, imatrix} {
				if im != nil && !f.CanQuantizeWeighted() {
					continue
				}
				b.Run(kqBenchVariant(im), func(b *testing.B) {
					b.SetBytes(int64(len(x)) * 4)
					for b.Loop() {
						if err := Quantize(f, x, kqBenchRows, kqBenchCols, im, dst); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		})
	}
}

func BenchmarkGGMLQuantize(b *testing.B) {
	l := ggmlref.Require(b)
	x, imatrix := kqBenchFloats()
	for _, id := range kquantIDs {
		f := registry[id]
		rowBytes, _ := f.RowBytes(kqBenchCols)
		dst := make([]byte, kqBenchRows*rowBytes)
		b.Run(f.Name, func(b *testing.B) {
			b.Run(kqBenchVariant(nil), func(b *testing.B) {
				fn := kqGGMLFunc(b, l, id, true)
				b.SetBytes(int64(len(x)) * 4)
				for b.Loop() {
					purego.SyscallN(fn, uintptr(unsafe.Pointer(&x[0])), uintptr(unsafe.Pointer(&dst[0])), uintptr(len(x)))
				}
				runtime.KeepAlive(x)
			})
			if _, err := l.QuantizeChunk(int(id), x[:kqBenchCols], 1, kqBenchCols, imatrix); err != nil {
				return // ggml_quantize_chunk does not handle this type (Q8_K)
			}
			b.Run(kqBenchVariant(imatrix), func(b *testing.B) {
				b.SetBytes(int64(len(x)) * 4)
				for b.Loop() {
					if _, err := l.QuantizeChunk(int(id), x, kqBenchRows, kqBenchCols, imatrix); err != nil {
						b.Fatal(err)
					}
				}
			})
		})
	}
}

func kqBenchVariant(imatrix []float32) string {
	if imatrix == nil {
		return "ref"
	}
	return "imatrix"
}
