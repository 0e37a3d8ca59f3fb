package main

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gguf"
)

// The demo model: one deterministic 64×256 weight matrix, stored as F32 ("demo.original") and
// once in each of several formats, so a reader can compare every format against the original.
const demoRows, demoCols = 64, 256

var demoFormats = []core.FormatID{core.F16, core.BF16, core.Q8_0, core.Q5_1, core.Q5_0, core.Q4_1, core.Q4_0}

// demoWeights looks like a trained layer: roughly normal values with a few outlier columns,
// from a fixed-seed generator so every build writes the same bytes.
func demoWeights() []float32 {
	w := make([]float32, demoRows*demoCols)
	state := uint64(0x9E3779B97F4A7C15)
	next := func() float64 { // xorshift64*, uniform in (0, 1)
		state ^= state >> 12
		state ^= state << 25
		state ^= state >> 27
		return (float64((state*0x2545F4914F6CDD1D)>>11) + 0.5) / (1 << 53)
	}
	for i := range w {
		g := math.Sqrt(-2*math.Log(next())) * math.Cos(2*math.Pi*next()) // Box–Muller
		scale := 0.02
		if i%demoCols == 17 || i%demoCols == 200 {
			scale = 0.2 // outlier columns, as real layers have
		}
		w[i] = float32(g * scale)
	}
	return w
}

func runDemoModel(args []string) error {
	if len(args) != 1 {
		return fmt.Errorf("want one OUT.gguf argument")
	}
	w := gguf.NewWriter()
	names := []string{"demo.original"}
	for _, id := range demoFormats {
		f, _ := core.Lookup(id)
		names = append(names, "demo."+f.Name)
	}
	for _, kv := range []core.KV{
		{Key: "general.architecture", Value: core.Scalar("lowbit-demo")},
		{Key: "general.name", Value: core.Scalar("lowbit demo model")},
		{Key: "lowbit.demo.rows", Value: core.Scalar(uint32(demoRows))},
		{Key: "lowbit.demo.cols", Value: core.Scalar(uint32(demoCols))},
		{Key: "lowbit.demo.original", Value: core.Scalar("demo.original")},
		{Key: "lowbit.demo.tensors", Value: core.Array(names)},
	} {
		if err := w.AddKV(kv.Key, kv.Value); err != nil {
			return err
		}
	}
	orig := demoWeights()
	raw := make([]byte, 4*len(orig))
	for i, v := range orig {
		binary.LittleEndian.PutUint32(raw[4*i:], math.Float32bits(v))
	}
	shape := []int64{demoRows, demoCols}
	if err := w.AddTensor("demo.original", core.F32, shape, raw); err != nil {
		return err
	}
	for _, id := range demoFormats {
		f, _ := core.Lookup(id)
		rowBytes, _ := f.RowBytes(demoCols)
		data := make([]byte, demoRows*rowBytes)
		if err := core.Quantize(f, orig, demoRows, demoCols, nil, data); err != nil {
			return err
		}
		if err := w.AddTensor("demo."+f.Name, id, shape, data); err != nil {
			return err
		}
	}
	return w.WriteFile(args[0])
}
