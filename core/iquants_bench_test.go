package core_test

import (
	"encoding/binary"
	"math/rand/v2"
	"runtime"
	"testing"
	"unsafe"

	"github.com/ebitengine/purego"
	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

// Single-threaded dequantization of one 4096×14336 matrix (an 8B model's FFN weight) per IQ
// format: lowbit's decoder (BenchmarkDequantize) and ggml's to_float on the same bytes
// (BenchmarkGGMLDequantize, when the oracle library is installed), so one run compares them:
//
//	go test ./core -run '^$' -bench 'Dequantize/IQ' -benchtime 5x
//
// Throughput (b.SetBytes) counts the float32 output, so MB/s ÷ 4 is millions of elements per second.

const iqdBenchRows, iqdBenchCols = 4096, 14336

var iqdBenchFormats = []core.FormatID{
	core.IQ2_XXS, core.IQ2_XS, core.IQ2_S, core.IQ3_XXS, core.IQ3_S,
	core.IQ1_S, core.IQ1_M, core.IQ4_NL, core.IQ4_XS,
}

// iqdBenchBlocks returns random blocks whose fp16 scales are ordinary values (0.001…0.03), so that
// neither side meets subnormal or non-finite arithmetic.
func iqdBenchBlocks(f *core.Format) []byte {
	r := rand.New(rand.NewPCG(1, uint64(f.ID)))
	nblk := iqdBenchRows * iqdBenchCols / f.BlockElems
	data := make([]byte, nblk*f.BlockBytes)
	for i := 0; i < len(data); i += 8 {
		binary.LittleEndian.PutUint64(data[i:], r.Uint64())
	}
	for b := 0; b < nblk; b++ {
		blk := data[b*f.BlockBytes : (b+1)*f.BlockBytes]
		d := core.FP32ToFP16(float32(0.001 + 0.029*r.Float64()))
		if f.ID == core.IQ1_M { // the scale's nibbles top the four u16 scale words at 48
			for k := range 4 {
				sc := binary.LittleEndian.Uint16(blk[48+2*k:])
				binary.LittleEndian.PutUint16(blk[48+2*k:], sc&0x0fff|(d>>(4*k)&0xf)<<12)
			}
			continue
		}
		binary.LittleEndian.PutUint16(blk, d)
	}
	return data
}

// iqdBenchOutput is the destination matrix, written once so that no timed run pays its page faults.
func iqdBenchOutput() []float32 {
	dst := make([]float32, iqdBenchRows*iqdBenchCols)
	for i := range dst {
		dst[i] = 1
	}
	return dst
}

func BenchmarkDequantize(b *testing.B) {
	defer core.SetThreads(core.Threads())
	core.SetThreads(1)
	dst := iqdBenchOutput()
	for _, id := range iqdBenchFormats {
		f, err := core.Lookup(id)
		if err != nil {
			b.Fatal(err)
		}
		data := iqdBenchBlocks(f)
		t := &core.Tensor{Name: f.Name, Format: f, Shape: []int64{iqdBenchRows, iqdBenchCols}, Data: data}
		b.Run(f.Name, func(b *testing.B) {
			b.SetBytes(int64(len(dst)) * 4)
			for b.Loop() {
				if err := core.DequantizeF32(t, 0, iqdBenchRows, dst); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkGGMLDequantize(b *testing.B) {
	l := ggmlref.Require(b)
	dst := iqdBenchOutput()
	for _, id := range iqdBenchFormats {
		f, err := core.Lookup(id)
		if err != nil {
			b.Fatal(err)
		}
		toFloat := l.Traits(int(id)).ToFloat
		if toFloat == 0 {
			continue
		}
		data := iqdBenchBlocks(f)
		b.Run(f.Name, func(b *testing.B) {
			b.SetBytes(int64(len(dst)) * 4)
			for b.Loop() {
				// One call over the whole matrix into a buffer allocated once, as lowbit's side does.
				purego.SyscallN(toFloat, uintptr(unsafe.Pointer(&data[0])), uintptr(unsafe.Pointer(&dst[0])), uintptr(len(dst)))
			}
			runtime.KeepAlive(data)
		})
	}
}
