package cuda

import (
	"fmt"
	"sort"

	"github.com/lowbit/lowbit/core"
)

// The registry → kernel mapping. Every format core can decode has a row here (a test walks
// core.Formats() and fails on a format without one); the CUDA decoder type a row names must agree
// with it on unit and block sizes, which every module checks with static_asserts generated from
// these rows (see moduleSource), so the CI compile test catches a mismatch.

// kfam is a kernel family.
type kfam uint8

const (
	famRows kfam = iota + 1 // codes packed along a row: gemv_rows.cuh
	famCols                 // codes packed along a column (GPTQ, AWQ GEMM): gemv_cols.cuh
)

// rng is a byte range [Lo, Hi) of a ggml block.
type rng struct{ Lo, Hi int }

// kernelSpec describes the kernels of one format variant: one NVRTC module per Key and arch.
type kernelSpec struct {
	Key   string   // module key: the format name plus its variant ("MLX_AFFINE_B4", "GPTQ_B3")
	Type  string   // CUDA decoder type
	Fam   kfam     // kernel family
	Needs []string // tables the decoder uses (LB_NEED_<x>)

	// famRows: a unit is SUB consecutive elements of a row; QK elements per block.
	SUB, QK int
	// ggml blocks of BB bytes are split on upload: Main ranges go to the main stream (MB bytes per
	// block), the rest to the side stream (SB bytes), both in block order. Plain types: BB is the
	// bytes of one unit (SUB elements), Main is the whole unit.
	BB   int
	Main []rng
	// Part formats: bits per code of the packed weight part.
	Bits int

	// famCols: NPT outputs per thread, KPU input columns per unit.
	NPT, KPU int

	// Widen: upload converts the tensor to float32 rows and runs the F32 kernels.
	Widen bool
	// Q8: the decoder has decq, so the module has the 8-bit-activation kernels (gemv_q8.cuh).
	Q8 bool
}

// MB and SB are the main and side bytes of one block.
func (s *kernelSpec) MB() int {
	n := 0
	for _, r := range s.Main {
		n += r.Hi - r.Lo
	}
	return n
}

func (s *kernelSpec) SB() int { return s.BB - s.MB() }

// split reports whether upload splits the blocks into two streams.
func (s *kernelSpec) split() bool { return s.Fam == famRows && s.BB > 0 && s.SB() > 0 }

// ggmlSpecs maps the ggml block formats to their decoders and split layouts (the offsets in
// kernels/formats_ggml.cuh). All use units of 32 elements.
var ggmlSpecs = map[core.FormatID]kernelSpec{
	core.Q4_0:    {Type: "F_Q4_0", QK: 32, BB: 18, Main: []rng{{2, 18}}, Q8: true},
	core.Q4_1:    {Type: "F_Q4_1", QK: 32, BB: 20, Main: []rng{{4, 20}}, Q8: true},
	core.Q5_0:    {Type: "F_Q5_0", QK: 32, BB: 22, Main: []rng{{6, 22}}, Q8: true},
	core.Q5_1:    {Type: "F_Q5_1", QK: 32, BB: 24, Main: []rng{{8, 24}}, Q8: true},
	core.Q8_0:    {Type: "F_Q8_0", QK: 32, BB: 34, Main: []rng{{2, 34}}, Q8: true},
	core.Q8_1:    {Type: "F_Q8_1", QK: 32, BB: 36, Main: []rng{{4, 36}}},
	core.Q2_K:    {Type: "F_Q2_K", QK: 256, BB: 84, Main: []rng{{0, 80}}},
	core.Q3_K:    {Type: "F_Q3_K", QK: 256, BB: 110, Main: []rng{{0, 96}}},
	core.Q4_K:    {Type: "F_Q4_K", QK: 256, BB: 144, Main: []rng{{0, 144}}, Q8: true},
	core.Q5_K:    {Type: "F_Q5_K", QK: 256, BB: 176, Main: []rng{{0, 176}}, Q8: true},
	core.Q6_K:    {Type: "F_Q6_K", QK: 256, BB: 210, Main: []rng{{0, 192}}, Q8: true},
	core.Q8_K:    {Type: "F_Q8_K", QK: 256, BB: 292, Main: []rng{{4, 260}}},
	core.IQ2_XXS: {Type: "F_IQ2_XXS", QK: 256, BB: 66, Main: []rng{{2, 66}}, Needs: []string{"IQ2XXS"}},
	core.IQ2_XS:  {Type: "F_IQ2_XS", QK: 256, BB: 74, Main: []rng{{2, 66}}, Needs: []string{"IQ2XS"}},
	core.IQ2_S:   {Type: "F_IQ2_S", QK: 256, BB: 82, Main: []rng{{2, 66}}, Needs: []string{"IQ2S"}},
	core.IQ3_XXS: {Type: "F_IQ3_XXS", QK: 256, BB: 98, Main: []rng{{2, 98}}, Needs: []string{"IQ3XXS"}},
	core.IQ3_S:   {Type: "F_IQ3_S", QK: 256, BB: 110, Main: []rng{{2, 66}, {74, 106}}, Needs: []string{"IQ3S"}},
	core.IQ1_S:   {Type: "F_IQ1_S", QK: 256, BB: 50, Main: []rng{{2, 50}}, Needs: []string{"IQ1S"}},
	core.IQ1_M:   {Type: "F_IQ1_M", QK: 256, BB: 56, Main: []rng{{0, 48}}, Needs: []string{"IQ1S"}},
	core.IQ4_NL:  {Type: "F_IQ4_NL", QK: 32, BB: 18, Main: []rng{{2, 18}}, Needs: []string{"IQ4NL"}, Q8: true},
	core.IQ4_XS:  {Type: "F_IQ4_XS", QK: 256, BB: 136, Main: []rng{{8, 136}}, Needs: []string{"IQ4NL"}, Q8: true},
	core.TQ1_0:   {Type: "F_TQ1_0", QK: 256, BB: 54, Main: []rng{{0, 48}}},
	core.TQ2_0:   {Type: "F_TQ2_0", QK: 256, BB: 66, Main: []rng{{0, 64}}},
	core.MXFP4:   {Type: "F_MXFP4", QK: 32, BB: 17, Main: []rng{{1, 17}}, Needs: []string{"FP4"}},
	core.NVFP4:   {Type: "F_NVFP4", QK: 64, BB: 36, Main: []rng{{4, 36}}, Needs: []string{"FP4"}},
	core.Q1_0:    {Type: "F_Q1_0", QK: 128, BB: 18, Main: []rng{{2, 18}}},
	core.Q2_0:    {Type: "F_Q2_0", QK: 64, BB: 18, Main: []rng{{2, 18}}},
}

// plainSpecs maps the plain element types with kernels of their own: a unit (and "block") is 8
// elements; BB is its bytes.
var plainSpecs = map[core.FormatID]kernelSpec{
	core.F32:     {Type: "F_F32", BB: 32},
	core.F16:     {Type: "F_F16", BB: 16},
	core.BF16:    {Type: "F_BF16", BB: 16},
	core.F8_E4M3: {Type: "F_F8_E4M3", BB: 8, Needs: []string{"F8"}},
	core.F8_E5M2: {Type: "F_F8_E5M2", BB: 8, Needs: []string{"F8"}},
}

// widened lists the plain types that run on the F32 kernels: upload decodes them with
// core.DequantizeF32 (the values every CPU kernel multiplies too), so results are those of their
// own decoder, at 4 bytes an element. They are integer types, F64 and the float formats that are
// not used as weights; a kernel each would cost compile time for nothing.
var widened = map[core.FormatID]bool{
	core.F64: true, core.I8: true, core.I16: true, core.I32: true, core.I64: true,
	core.U8: true, core.U16: true, core.U32: true, core.U64: true, core.BOOL: true,
	core.F8_E8M0: true, core.F8_E4M3FNUZ: true, core.F8_E5M2FNUZ: true,
	core.F4: true, core.F6_E2M3: true, core.F6_E3M2: true,
}

// noKernel lists the registry rows that have no CUDA kernel, and why. Removed ids are refused by
// core itself.
var noKernel = map[core.FormatID]string{
	core.C64: "complex64 has no real value (core cannot dequantize it either)",
}

var (
	mlxAffineBits = []int{2, 3, 4, 5, 6, 8}
	gptqBits      = []int{2, 3, 4, 8}
	ctBits        = []int{2, 4, 8}
)

func init() {
	for id, s := range ggmlSpecs {
		f, _ := core.Lookup(id)
		s.Key, s.Fam, s.SUB = f.Name, famRows, 32
		ggmlSpecs[id] = s
	}
	for id, s := range plainSpecs {
		f, _ := core.Lookup(id)
		s.Key, s.Fam, s.SUB, s.QK = f.Name, famRows, 8, 8
		s.Main = []rng{{0, s.BB}}
		plainSpecs[id] = s
	}
}

// rowsPart is the spec of a row-major part format.
func rowsPart(key, typ string, bits int, needs ...string) kernelSpec {
	return kernelSpec{Key: key, Type: typ, Fam: famRows, SUB: 32, QK: 32, Bits: bits, Needs: needs}
}

// gptqSpec is GPTQ's spec for a bit width (units and outputs per thread as F_GPTQ<BITS>).
func gptqSpec(bits int) kernelSpec {
	s := kernelSpec{Key: fmt.Sprintf("GPTQ_B%d", bits), Type: fmt.Sprintf("F_GPTQ<%d>", bits), Fam: famCols, Bits: bits}
	switch bits {
	case 3:
		s.NPT, s.KPU = 1, 32
	case 2:
		s.NPT, s.KPU = 2, 16
	default:
		s.NPT, s.KPU = 4, 32/bits
	}
	return s
}

// specFor returns the kernels of a tensor's format (and, for part formats, its parameters).
func specFor(t *core.Tensor) (kernelSpec, error) {
	f := t.Format
	if s, ok := ggmlSpecs[f.ID]; ok {
		return s, nil
	}
	if s, ok := plainSpecs[f.ID]; ok {
		return s, nil
	}
	if widened[f.ID] {
		s := plainSpecs[core.F32]
		s.Widen = true
		return s, nil
	}
	bits := t.Quant.Bits
	has := func(list []int) bool {
		for _, b := range list {
			if b == bits {
				return true
			}
		}
		return false
	}
	switch f.ID {
	case core.MLX_AFFINE:
		if has(mlxAffineBits) {
			s := rowsPart(fmt.Sprintf("MLX_AFFINE_B%d", bits), fmt.Sprintf("F_MLX_AFFINE<%d>", bits), bits)
			s.Q8 = bits == 4 || bits == 8
			return s, nil
		}
	case core.MLX_MXFP4:
		return rowsPart("MLX_MXFP4", "F_MLX_MXFP4", 4, "MLXFP", "F4", "F8"), nil
	case core.MLX_NVFP4:
		return rowsPart("MLX_NVFP4", "F_MLX_NVFP4", 4, "MLXFP", "F4", "F8"), nil
	case core.MLX_MXFP8:
		return rowsPart("MLX_MXFP8", "F_MLX_MXFP8", 8, "MLXFP", "F4", "F8"), nil
	case core.AWQ_GEMV:
		return rowsPart("AWQ_GEMV", "F_AWQ_GEMV", 4), nil
	case core.CT_PACK_QUANTIZED:
		if has(ctBits) {
			return rowsPart(fmt.Sprintf("CT_B%d", bits), fmt.Sprintf("F_CT<%d>", bits), bits), nil
		}
	case core.GPTQ:
		if has(gptqBits) {
			return gptqSpec(bits), nil
		}
	case core.AWQ_GEMM:
		return kernelSpec{Key: "AWQ_GEMM", Type: "F_AWQ_GEMM", Fam: famCols, Bits: 4, NPT: 8, KPU: 4}, nil
	default:
		if why, ok := noKernel[f.ID]; ok {
			return kernelSpec{}, fmt.Errorf("%w: CUDA: no kernel for format %s: %s", core.ErrUnsupported, f.Name, why)
		}
		return kernelSpec{}, fmt.Errorf("%w: CUDA: no kernel for format %s (id %d)", core.ErrUnsupported, f.Name, f.ID)
	}
	return kernelSpec{}, fmt.Errorf("%w: CUDA: no kernel for %s with %d bits", core.ErrUnsupported, f.Name, bits)
}

// allSpecs lists every module: each format and variant the kernels cover, in a stable order.
func allSpecs() []kernelSpec {
	var out []kernelSpec
	for _, s := range ggmlSpecs {
		out = append(out, s)
	}
	for _, s := range plainSpecs {
		out = append(out, s)
	}
	for _, b := range mlxAffineBits {
		s, _ := specFor(&core.Tensor{Format: mustLookup(core.MLX_AFFINE), Quant: core.QuantParams{Bits: b}})
		out = append(out, s)
	}
	for _, id := range []core.FormatID{core.MLX_MXFP4, core.MLX_NVFP4, core.MLX_MXFP8, core.AWQ_GEMV, core.AWQ_GEMM} {
		s, _ := specFor(&core.Tensor{Format: mustLookup(id)})
		out = append(out, s)
	}
	for _, b := range ctBits {
		s, _ := specFor(&core.Tensor{Format: mustLookup(core.CT_PACK_QUANTIZED), Quant: core.QuantParams{Bits: b}})
		out = append(out, s)
	}
	for _, b := range gptqBits {
		out = append(out, gptqSpec(b))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out
}

func mustLookup(id core.FormatID) *core.Format {
	f, err := core.Lookup(id)
	if err != nil {
		panic(err)
	}
	return f
}

// q8RowsPerWarp is R of the 8-bit-activation kernels (gemv_q8.cuh) of width nv: LOWBIT_CUDA_Q8R,
// or 4 for one or two vectors and 2 for more. Measured on an H100 (docs/PERFORMANCE.md, "CUDA,
// 8-bit activations"), from DRAM: one vector R = 4 as fast as 2 or faster (Q4_K 19.1 vs 22.0 µs),
// eight vectors R = 2 faster than 4 (Q4_0 33.2 vs 45.0 µs, Q8_0 36.7 vs 46.4: the registers of
// 4 rows × 8 sums).
func q8RowsPerWarp(nv int) int {
	if tune.q8r > 0 {
		return min(tune.q8r, 4)
	}
	if nv <= 2 {
		return 4
	}
	return 2
}

// rowsPerWarp is R, the rows one warp decodes per unit, for n vectors (gemv_rows.cuh): as many
// as keep the decoded values of a unit within 64 registers, at most 4.
func (s *kernelSpec) rowsPerWarp(gateUp bool) int {
	r := max(1, min(4, 64/s.SUB))
	if tune.r > 0 {
		r = min(tune.r, 8)
	}
	if gateUp {
		r = max(1, r/2)
	}
	return r
}

func (s *kernelSpec) String() string {
	if s == nil {
		return utilKey
	}
	return s.Key
}
