package main

import (
	"fmt"
	"math"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gptq"
)

// quantizeParts quantizes rows×cols values into a part-based format for the bench: with
// core.QuantizeParts where core quantizes the format (MLX), else with round-to-nearest integer
// codes (per group: scale (max−min)/(2^bits−1), zero point round(−min/scale), scales in f16),
// packed by formats/gptq's packer of the format (GPTQ, AWQ, compressed-tensors). The bench
// measures speed, so a plain RTN quantizer is enough: the layout is what the kernels read.
func quantizeParts(f *core.Format, q core.QuantParams, name string, rows, cols int64, src []float32) (*core.Tensor, error) {
	if f.CanQuantizeParts() {
		return core.QuantizeParts(f, q, name, []int64{rows, cols}, src)
	}
	if !gptq.CanPack(f.ID) {
		return nil, fmt.Errorf("lowbit cannot quantize %s", f.Name)
	}
	group := q.GroupSize
	if group <= 0 {
		group = int(cols)
	}
	if q.Bits < 1 || q.Bits > 8 || int(cols)%group != 0 {
		return nil, fmt.Errorf("%s: %d bits, group %d for rows of %d", f.Name, q.Bits, q.GroupSize, cols)
	}
	ng := int(cols) / group
	c := gptq.Codes{Name: name, Out: int(rows), In: int(cols), Bits: q.Bits, GroupSize: q.GroupSize,
		Q: make([]uint8, rows*cols), Scales: make([]float32, int(rows)*ng), Zeros: make([]uint8, int(rows)*ng),
		ScaleFormat: core.F16}
	maxq := float64(int(1)<<q.Bits - 1)
	for r := 0; r < int(rows); r++ {
		for g := 0; g < ng; g++ {
			vals := src[r*int(cols)+g*group:][:group]
			lo, hi := 0.0, 0.0
			for _, v := range vals {
				lo, hi = min(lo, float64(v)), max(hi, float64(v))
			}
			s := (hi - lo) / maxq
			if s == 0 {
				s = 1
			}
			z := math.Min(maxq, math.Max(0, math.Round(-lo/s)))
			c.Scales[r*ng+g], c.Zeros[r*ng+g] = float32(s), uint8(z)
			for i, v := range vals {
				c.Q[r*int(cols)+g*group+i] = uint8(math.Min(maxq, math.Max(0, math.Round(float64(v)/s)+z)))
			}
		}
	}
	t, err := gptq.Pack(f.ID, c, false)
	if err != nil && c.Zeros != nil { // a layout without zero points: symmetric codes
		for i := range c.Zeros {
			c.Zeros[i] = uint8(1 << (q.Bits - 1))
		}
		c.Zeros = nil
		t, err = gptq.Pack(f.ID, c, false)
	}
	return t, err
}
