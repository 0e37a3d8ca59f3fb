// Package cudatest makes test and benchmark tensors of every format the CUDA kernels cover, with
// the variants that take different kernel paths (bit widths, scale dtypes, group sizes, g_idx,
// zero points), and the float64 reference products the GPU results are checked against.
package cudatest

import (
	"fmt"
	"math"
	"math/rand"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gptq"
)

// Case is one format variant.
type Case struct {
	Name   string
	Format *core.Format
	// Make builds a rows×cols tensor (cols adjusted with Cols first).
	Make func(rows, cols int, rng *rand.Rand) (*core.Tensor, error)
	// Cols rounds a wanted column count to one the variant accepts.
	Cols func(cols int) int
	// Rows rounds a wanted row count likewise.
	Rows func(rows int) int
	// Perf marks the variants of the performance targets (issue 6).
	Perf bool
}

func roundUp(n, m int) int { return max(m, (n+m-1)/m*m) }

// Cases lists every variant. Formats of the registry that cannot be decoded (C64, removed ids)
// have none.
func Cases() []Case {
	var out []Case
	perf := map[core.FormatID]bool{core.Q4_0: true, core.Q4_K: true, core.Q5_K: true, core.Q6_K: true, core.Q8_0: true, core.IQ4_XS: true}
	for _, f := range core.Formats() {
		if f.IsParts() || !f.CanDequantize() {
			continue
		}
		f := f
		be := f.BlockElems
		out = append(out, Case{
			Name: f.Name, Format: f, Perf: perf[f.ID] || f.ID == core.F16,
			Make: func(rows, cols int, rng *rand.Rand) (*core.Tensor, error) { return Blocks(f, rows, cols, rng) },
			Cols: func(c int) int { return roundUp(c, be) },
			Rows: func(r int) int { return max(r, 1) },
		})
	}
	any := func(r int) int { return max(r, 1) }
	// MLX affine: every bit width, f16/bf16/f32 scales, groups 32/64/128.
	for _, bits := range []int{2, 3, 4, 5, 6, 8} {
		for _, g := range []int{32, 64, 128} {
			for _, fl := range []core.FormatID{core.BF16, core.F16, core.F32} {
				if g != 64 && fl != core.BF16 {
					continue // dtypes at the default group only
				}
				bits, g, fl := bits, g, fl
				out = append(out, Case{
					Name: fmt.Sprintf("MLX_AFFINE/b%d/g%d/%s", bits, g, fmtName(fl)), Format: mlx(core.MLX_AFFINE),
					Perf: (bits == 4 || bits == 8) && g == 64 && fl == core.BF16,
					Make: func(rows, cols int, rng *rand.Rand) (*core.Tensor, error) {
						return core.QuantizeParts(mlx(core.MLX_AFFINE), core.QuantParams{Bits: bits, GroupSize: g, Float: fl}, "w",
							[]int64{int64(rows), int64(cols)}, normal(rows*cols, rng))
					},
					Cols: func(c int) int { return roundUp(c, g) }, Rows: any,
				})
			}
		}
	}
	for _, m := range []struct {
		id    core.FormatID
		group int
	}{{core.MLX_MXFP4, 32}, {core.MLX_NVFP4, 16}, {core.MLX_MXFP8, 32}} {
		for _, global := range []float32{0, 3.5} {
			if global != 0 && m.id != core.MLX_NVFP4 {
				continue
			}
			m, global := m, global
			name := core.MLXMode(mlx(m.id))
			if global != 0 {
				name += "/global"
			}
			out = append(out, Case{
				Name: "MLX_" + name, Format: mlx(m.id),
				Make: func(rows, cols int, rng *rand.Rand) (*core.Tensor, error) {
					g, b := core.MLXDefaults(mlx(m.id))
					return core.QuantizeParts(mlx(m.id), core.QuantParams{Bits: b, GroupSize: g, Float: core.BF16, GlobalScale: global}, "w",
						[]int64{int64(rows), int64(cols)}, normal(rows*cols, rng))
				},
				Cols: func(c int) int { return roundUp(c, m.group) }, Rows: any,
			})
		}
	}
	// GPTQ: every bit width; g_idx (act-order) or not; v1 and v2 zeros; f16 and bf16 scales.
	for _, bits := range []int{2, 3, 4, 8} {
		for _, v := range []struct {
			act, v1 bool
			sf      core.FormatID
			group   int
		}{{false, false, core.F16, 128}, {true, true, core.F16, 128}, {false, true, core.BF16, 32}, {false, false, core.F32, -1}} {
			bits, v := bits, v
			q := 32 / gcd(bits, 32) // columns and rows must fill whole words
			out = append(out, Case{
				Name: fmt.Sprintf("GPTQ/b%d/g%d/%s/act=%v/v1=%v", bits, v.group, fmtName(v.sf), v.act, v.v1), Format: mlx(core.GPTQ),
				Perf: bits == 4 && !v.act && v.sf == core.F16 && v.group == 128,
				Make: func(rows, cols int, rng *rand.Rand) (*core.Tensor, error) {
					c := Codes(rows, cols, bits, v.group, v.sf, v.group != -1, v.act, rng) // per-channel: symmetric
					if v.v1 {                                                              // v1 cannot store a zero point of 0
						for i := range c.Zeros {
							c.Zeros[i] = max(c.Zeros[i], 1)
						}
					}
					return gptq.Pack(core.GPTQ, c, v.v1)
				},
				Cols: func(c int) int { return roundUp(c, max(q, 32)) },
				Rows: func(r int) int { return roundUp(r, q) },
			})
		}
	}
	// AWQ GEMM with and without zero points; AWQ GEMV.
	for _, zeros := range []bool{true, false} {
		zeros := zeros
		out = append(out, Case{
			Name: fmt.Sprintf("AWQ_GEMM/zeros=%v", zeros), Format: mlx(core.AWQ_GEMM), Perf: zeros,
			Make: func(rows, cols int, rng *rand.Rand) (*core.Tensor, error) {
				return gptq.Pack(core.AWQ_GEMM, Codes(rows, cols, 4, 128, core.F16, zeros, false, rng), false)
			},
			Cols: func(c int) int { return roundUp(c, 128) }, Rows: func(r int) int { return roundUp(r, 8) },
		})
	}
	for _, g := range []int{128, 32} {
		g := g
		out = append(out, Case{
			Name: fmt.Sprintf("AWQ_GEMV/g%d", g), Format: mlx(core.AWQ_GEMV),
			Make: func(rows, cols int, rng *rand.Rand) (*core.Tensor, error) {
				return gptq.Pack(core.AWQ_GEMV, Codes(rows, cols, 4, g, core.F16, true, false, rng), false)
			},
			Cols: func(c int) int { return roundUp(c, g) }, Rows: any,
		})
	}
	// compressed-tensors: 2/4/8 bits; symmetric or with zero points; actorder.
	for _, bits := range []int{2, 4, 8} {
		for _, v := range []struct{ zeros, act bool }{{false, false}, {true, false}, {false, true}} {
			bits, v := bits, v
			out = append(out, Case{
				Name: fmt.Sprintf("CT/b%d/zeros=%v/act=%v", bits, v.zeros, v.act), Format: mlx(core.CT_PACK_QUANTIZED),
				Make: func(rows, cols int, rng *rand.Rand) (*core.Tensor, error) {
					return gptq.Pack(core.CT_PACK_QUANTIZED, Codes(rows, cols, bits, 64, core.BF16, v.zeros, v.act, rng), false)
				},
				Cols: func(c int) int { return max(c, 1) }, Rows: any,
			})
		}
	}
	return out
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func fmtName(id core.FormatID) string {
	f, _ := core.Lookup(id)
	return f.Name
}

func mlx(id core.FormatID) *core.Format {
	f, err := core.Lookup(id)
	if err != nil {
		panic(err)
	}
	return f
}

func normal(n int, rng *rand.Rand) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(rng.NormFloat64())
	}
	return v
}

// Vec is a random activation vector (normal, as activations are).
func Vec(n int, rng *rand.Rand) []float32 { return normal(n, rng) }

// Codes makes a random GPTQ/AWQ/compressed-tensors layer: codes, per-group scales (rounded to
// sf on packing), zero points when zeros, and a shuffled g_idx when act.
func Codes(rows, cols, bits, group int, sf core.FormatID, zeros, act bool, rng *rand.Rand) gptq.Codes {
	gs := group
	if gs == -1 {
		gs = cols
	}
	groups := (cols + gs - 1) / gs
	c := gptq.Codes{Name: "w", Out: rows, In: cols, Bits: bits, GroupSize: group, ScaleFormat: sf,
		Q: make([]uint8, rows*cols), Scales: make([]float32, rows*groups)}
	for i := range c.Q {
		c.Q[i] = uint8(rng.Intn(1 << bits))
	}
	for i := range c.Scales {
		c.Scales[i] = float32(0.001 + 0.05*rng.Float64())
	}
	if zeros {
		c.Zeros = make([]uint8, rows*groups)
		for i := range c.Zeros {
			c.Zeros[i] = uint8(rng.Intn(1 << bits))
		}
	}
	if act {
		c.GIdx = make([]int32, cols)
		for k := range c.GIdx {
			c.GIdx[k] = int32(k / gs)
		}
		rng.Shuffle(cols, func(i, j int) { c.GIdx[i], c.GIdx[j] = c.GIdx[j], c.GIdx[i] })
	}
	return c
}

// Blocks makes a rows×cols tensor of a block or plain format: quantized from normal data when
// lowbit can (with a random importance matrix if the format needs one), random blocks that decode
// to finite, moderate values otherwise (integer types get small values).
func Blocks(f *core.Format, rows, cols int, rng *rand.Rand) (*core.Tensor, error) {
	rb, err := f.RowBytes(int64(cols))
	if err != nil {
		return nil, err
	}
	t := &core.Tensor{Name: "w", Format: f, Shape: []int64{int64(rows), int64(cols)}, Data: make([]byte, int64(rows)*rb)}
	src := normal(rows*cols, rng)
	switch {
	case f.CanQuantizeUnweighted() && f.ID != core.Q8_K && f.ID != core.Q8_1:
		return t, core.Quantize(f, src, int64(rows), int64(cols), nil, t.Data)
	case f.CanQuantizeWeighted() && f.Has(core.FlagQuantized):
		im := make([]float32, cols)
		for i := range im {
			im[i] = 0.5 + rng.Float32()
		}
		return t, core.Quantize(f, src, int64(rows), int64(cols), im, t.Data)
	case f.Has(core.FlagInteger):
		for i := 0; i < len(t.Data); i += f.BlockBytes {
			v := int64(rng.Intn(255) - 127)
			if f.Name[0] == 'U' || f.ID == core.BOOL {
				v = int64(rng.Intn(200))
			}
			for b := 0; b < f.BlockBytes; b++ {
				t.Data[i+b] = byte(v >> (8 * b))
			}
		}
		return t, nil
	}
	// Random blocks, drawn again until they decode to finite, moderate values.
	bb, be := f.BlockBytes, f.BlockElems
	vals := make([]float32, be)
	one := &core.Tensor{Name: "block", Format: f, Shape: []int64{1, int64(be)}}
	for b := 0; b < len(t.Data)/bb; b++ {
		blk := t.Data[b*bb : (b+1)*bb]
		for try := 0; ; try++ {
			rng.Read(blk)
			one.Data = blk
			if err := core.DequantizeF32(one, 0, 1, vals); err != nil {
				return nil, err
			}
			if sane(vals) {
				break
			}
			if try > 2000 {
				return nil, fmt.Errorf("%s: no random block decodes to finite values", f.Name)
			}
		}
	}
	return t, nil
}

func sane(v []float32) bool {
	for _, x := range v {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) || math.Abs(float64(x)) > 1e4 {
			return false
		}
	}
	return true
}

// Reference is the float64 product of the exactly dequantized weights with n vectors: dot[v·rows+r]
// and mag[v·rows+r] = Σ|w·x| (the scale of the error bound).
func Reference(w *core.Tensor, x []float32, n int) (dot, mag []float64, err error) {
	rows, cols := w.Rows(), w.Cols()
	vals := make([]float32, rows*cols)
	if err := core.DequantizeF32(w, 0, rows, vals); err != nil {
		return nil, nil, err
	}
	dot, mag = make([]float64, int64(n)*rows), make([]float64, int64(n)*rows)
	for v := 0; v < n; v++ {
		xv := x[int64(v)*cols : int64(v+1)*cols]
		for r := int64(0); r < rows; r++ {
			var s, m float64
			row := vals[r*cols : (r+1)*cols]
			for c, wv := range row {
				p := float64(wv) * float64(xv[c])
				s += p
				m += math.Abs(p)
			}
			dot[int64(v)*rows+r], mag[int64(v)*rows+r] = s, m
		}
	}
	return dot, mag, nil
}

// RelErr is |got − want| / Σ|w·x| (0 when both are 0), with subnormal-scale slack as core's tests.
func RelErr(got float32, want, mag float64, cols int64) float64 {
	d := math.Abs(float64(got) - want)
	slack := float64(cols) * math.Ldexp(1, -148)
	if d <= slack {
		return 0
	}
	if mag == 0 {
		return math.Inf(1)
	}
	return (d - slack) / mag
}

// SameBits reports whether two float32 slices are bit-identical, NaN matching any NaN.
func SameBits(a, b []float32) (int, bool) {
	for i := range a {
		if math.Float32bits(a[i]) != math.Float32bits(b[i]) && !(a[i] != a[i] && b[i] != b[i]) {
			return i, false
		}
	}
	return -1, true
}
