package core_test

import (
	"encoding/binary"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
)

func part(role string, id core.FormatID, data []byte, shape ...int64) core.Part {
	f, _ := core.Lookup(id)
	size, err := core.CheckShape(f, shape)
	if err != nil || int64(len(data)) < size {
		data = make([]byte, max(size, 0))
	}
	return core.Part{Role: role, Tensor: &core.Tensor{Name: "t." + role, Format: f, Shape: shape, Data: data[:size]}}
}

// FuzzParts builds part-based tensors of every format from fuzzed shapes, parameters and bytes:
// whatever CheckParts accepts must dequantize (all rows, and a row range), GEMV and GEMM without a
// panic; whatever it rejects must be a malformed-file error naming the tensor.
func FuzzParts(f *testing.F) {
	f.Add(uint8(0), uint8(4), uint8(2), uint8(1), uint8(2), uint8(0), []byte{1, 2, 3, 4, 5, 6, 7, 8})
	f.Add(uint8(4), uint8(3), uint8(1), uint8(2), uint8(3), uint8(1), []byte{0xff, 0x80, 0x7f})
	f.Add(uint8(7), uint8(8), uint8(0), uint8(3), uint8(1), uint8(2), []byte{})
	f.Fuzz(func(t *testing.T, which, bits, groupSel, rowsSel, colsSel, variant uint8, data []byte) {
		tt := partsTensor(which, bits, groupSel, rowsSel, colsSel, variant, data)
		if err := core.CheckParts(tt); err != nil {
			if !errors.Is(err, core.ErrBadFile) || !strings.Contains(err.Error(), `"layer"`) {
				t.Fatalf("CheckParts: %v", err)
			}
			return
		}
		out := make([]float32, tt.Elements())
		if err := core.DequantizeF32(tt, 0, tt.Rows(), out); err != nil {
			t.Fatal(err)
		}
		if tt.Rows() > 1 {
			part := make([]float32, tt.Cols())
			if err := core.DequantizeF32(tt, 1, 1, part); err != nil {
				t.Fatal(err)
			}
			for i := range part {
				if a, b := part[i], out[tt.Cols()+int64(i)]; math.Float32bits(a) != math.Float32bits(b) && !(a != a && b != b) {
					t.Fatalf("row 1 alone differs at %d: %g vs %g", i, a, b)
				}
			}
		}
		buf := make([]byte, 2*tt.Elements())
		if err := core.Dequantize(tt, 0, tt.Rows(), core.BF16, buf); err != nil {
			t.Fatal(err)
		}
		x := make([]float32, tt.Cols())
		for i := range x {
			x[i] = 1
		}
		if err := core.GEMV(tt, x, make([]float32, tt.Rows())); err != nil {
			t.Fatal(err)
		}
		// GEMM: the GEMV kernel per vector, or rows decoded once (decodedPartsGEMM)
		xs := make([]float32, 3*tt.Cols())
		for i := range xs {
			xs[i] = 1
		}
		if err := core.GEMM(tt, xs, 3, make([]float32, 3*tt.Rows())); err != nil {
			t.Fatal(err)
		}
	})
}

// partsTensor builds a part-based tensor of format ids[which%len(ids)] from fuzzed parameters:
// shapes consistent with the scheme (bits, group size) and bytes tiled from data.
func partsTensor(which, bits, groupSel, rowsSel, colsSel, variant uint8, data []byte) *core.Tensor {
	ids := []core.FormatID{core.MLX_AFFINE, core.MLX_MXFP4, core.MLX_NVFP4, core.MLX_MXFP8, core.GPTQ, core.AWQ_GEMM, core.AWQ_GEMV, core.CT_PACK_QUANTIZED}
	id := ids[int(which)%len(ids)]
	fm, _ := core.Lookup(id)
	g := []int{16, 32, 64, 128, 8, 0}[int(groupSel)%6]
	n := int64(rowsSel%5) * 8
	k := int64(colsSel%5) * 32
	if variant&8 != 0 {
		k += int64(variant % 7) // odd sizes
	}
	fill := func(size int64) []byte {
		b := make([]byte, max(size, 0))
		for i := range b {
			if len(data) > 0 {
				b[i] = data[i%len(data)] ^ byte(i*131)
			}
		}
		return b
	}
	b := int64(bits % 9)
	tt := &core.Tensor{Name: "layer", Format: fm, Shape: []int64{n, k}, Quant: core.QuantParams{Bits: int(b), GroupSize: g, ZeroOffset: int(variant & 1)}}
	groups := int64(1)
	if g > 0 {
		groups = (k + int64(g) - 1) / int64(g)
	}
	sf := []core.FormatID{core.F16, core.BF16, core.F32}[int(variant>>1)%3]
	switch fm.Family {
	case core.FamilyMLX:
		tt.Parts = []core.Part{
			part(core.RoleWeight, core.U32, fill(4*n*k*b/32), n, k*b/32),
			part(core.RoleScales, map[bool]core.FormatID{true: sf, false: core.U8}[id == core.MLX_AFFINE], fill(4*n*groups), n, groups),
		}
		if id == core.MLX_AFFINE {
			tt.Parts = append(tt.Parts, part(core.RoleBiases, sf, fill(4*n*groups), n, groups))
		}
		if id == core.MLX_NVFP4 && variant&16 != 0 {
			tt.Parts = append(tt.Parts, part(core.RoleGlobalScale, core.F32, fill(4)))
		}
	case core.FamilyGPTQ:
		tt.Parts = []core.Part{
			part(core.RoleQWeight, core.I32, fill(4*k*b/32*n), k*b/32, n),
			part(core.RoleQZeros, core.I32, fill(4*groups*n*b/32), groups, n*b/32),
			part(core.RoleScales, sf, fill(4*groups*n), groups, n),
		}
		if variant&16 != 0 {
			tt.Parts = append(tt.Parts, part(core.RoleGIdx, core.I32, fill(4*k), k))
		}
	case core.FamilyAWQ:
		if id == core.AWQ_GEMM {
			tt.Parts = []core.Part{part(core.RoleQWeight, core.I32, fill(4*k*n/8), k, n/8), part(core.RoleScales, sf, fill(4*groups*n), groups, n)}
			if variant&16 != 0 {
				tt.Parts = append(tt.Parts, part(core.RoleQZeros, core.I32, fill(4*groups*n/8), groups, n/8))
			}
		} else {
			zw := (groups + 7) / 8
			tt.Parts = []core.Part{part(core.RoleQWeight, core.I32, fill(4*n*k/8), n, k/8),
				part(core.RoleQZeros, core.I32, fill(4*n*zw), n, zw), part(core.RoleScales, sf, fill(4*n*zw*8), n, zw*8)}
		}
	default:
		pack := int64(1)
		if b > 0 {
			pack = 32 / b
		}
		tt.Parts = []core.Part{part(core.RolePacked, core.I32, fill(4*n*((k+pack-1)/pack)), n, (k+pack-1)/pack),
			part(core.RoleScale, sf, fill(4*n*groups), n, groups)}
		if variant&16 != 0 {
			tt.Parts = append(tt.Parts, part(core.RoleZeroPoint, core.I32, fill(4*groups*((n+pack-1)/pack)), (n+pack-1)/pack, groups))
		}
		if variant&32 != 0 {
			tt.Parts = append(tt.Parts, part(core.RoleGIdxCT, core.I32, fill(4*k), k))
		}
	}
	return tt
}

// An MLX affine row decoded by hand: 4-bit codes 0..15, f32 scale 0.5 and bias −1.
func TestMLXAffineByHand(t *testing.T) {
	w := make([]byte, 32)
	for i := range 64 {
		w[i/2] |= byte(i%16) << (4 * (i % 2))
	}
	sc := make([]byte, 4)
	bi := make([]byte, 4)
	binary.LittleEndian.PutUint32(sc, math.Float32bits(0.5))
	binary.LittleEndian.PutUint32(bi, math.Float32bits(-1))
	fm, _ := core.Lookup(core.MLX_AFFINE)
	x := &core.Tensor{Name: "l", Format: fm, Shape: []int64{1, 64}, Quant: core.QuantParams{Bits: 4, GroupSize: 64},
		Parts: []core.Part{part(core.RoleWeight, core.U32, w, 1, 8), part(core.RoleScales, core.F32, sc, 1, 1), part(core.RoleBiases, core.F32, bi, 1, 1)}}
	out := make([]float32, 64)
	if err := core.DequantizeF32(x, 0, 1, out); err != nil {
		t.Fatal(err)
	}
	for i, v := range out {
		if want := float32(i%16)*0.5 - 1; v != want {
			t.Fatalf("w[%d] = %g, want %g", i, v, want)
		}
	}
	if bpw := x.BitsPerWeight(); bpw != float64(32+4+4)*8/64 {
		t.Errorf("bits per weight %g", bpw)
	}
	// A missing part is an error naming the tensor, not a crash.
	x.Parts = x.Parts[:2]
	if err := core.DequantizeF32(x, 0, 1, out); err == nil || !strings.Contains(err.Error(), `"biases" part is missing`) {
		t.Errorf("missing biases: %v", err)
	}
}

// MLX fp quantizers: all-zero and tie groups, and the E8M0 scale's exponent (ceil of log2, as
// mlx 0.32 computes it: an exact power of two keeps its exponent).
func TestMLXFPQuantizeEdges(t *testing.T) {
	fm, _ := core.Lookup(core.MLX_MXFP4)
	src := make([]float32, 64)
	for i := 32; i < 64; i++ {
		src[i] = 0.75 // a tie between 0.5 and 1: argmin keeps the first, 0.5 (code 1)
	}
	src[32] = 6 // amax 6: scale 2^ceil(log2(1)) = 1
	x, err := core.QuantizeParts(fm, core.QuantParams{}, "l", []int64{1, 64}, src)
	if err != nil {
		t.Fatal(err)
	}
	sc := x.Part(core.RoleScales).Data
	if sc[0] != 127 || sc[1] != 127 {
		t.Errorf("scale codes %d %d, want 127 127", sc[0], sc[1])
	}
	w := x.Part(core.RoleWeight).Data
	if w[16] != 0x17 || w[17] != 0x11 {
		t.Errorf("codes %#02x %#02x, want 0x17 0x11 (6 → 7, 0.75 → 1)", w[16], w[17])
	}
}
