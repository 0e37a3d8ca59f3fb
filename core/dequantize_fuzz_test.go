package core_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/hostile"
)

// FuzzDequantize decodes arbitrary bytes as every format of the registry (core.Formats()): block
// and plain formats as a rows×cols tensor whose bytes are the fuzz input tiled to its size,
// part-based formats as a layer whose parts are built from the input (partsTensor) with each
// bit width. Whatever is decodable must keep every promise of hostile.CheckTensor — exactly
// rows·cols values written, nothing past them, F16/BF16 the rounded F32, a single row equal to
// the whole, buffers too small and rows out of range refused, GEMV and GetRows working; formats
// lowbit cannot decode must say ErrUnsupported; part-based layers CheckParts refuses must be
// malformed-file errors naming the layer. Removed ids must be refused by Lookup.
func FuzzDequantize(f *testing.F) {
	f.Add(uint8(0), uint8(1), []byte{})
	f.Add(uint8(1), uint8(2), []byte{0xff, 0xff, 0x7f, 0x80, 0, 1, 2, 3})
	f.Add(uint8(0x12), uint8(0), []byte("\x00\x7c\x00\xfc\x01\x7c\xff\x7f"))
	f.Add(uint8(0x27), uint8(3), []byte{0x3c, 0x00, 0xbc, 0x55, 0xaa})
	f.Fuzz(func(t *testing.T, sel, rowsSel uint8, data []byte) {
		for _, fm := range core.Formats() {
			if fm.Has(core.FlagRemoved) {
				if _, err := core.Lookup(fm.ID); !errors.Is(err, core.ErrUnsupported) {
					t.Fatalf("removed id %d: Lookup %v", fm.ID, err)
				}
				continue
			}
			if fm.IsParts() {
				checkPartsFormat(t, fm, sel, rowsSel, data)
				continue
			}
			rows := int64(rowsSel % 5)
			cols := int64(fm.BlockElems) * int64(1+sel%3)
			if sel&0x10 != 0 {
				cols = 0
			}
			size, err := core.CheckShape(fm, []int64{rows, cols})
			if err != nil {
				t.Fatalf("%s [%d %d]: %v", fm.Name, rows, cols, err)
			}
			tt := &core.Tensor{Name: "fuzz", Format: fm, Shape: []int64{rows, cols}, Data: tile(data, size, int(fm.ID))}
			if sel&0x20 != 0 && rows > 0 { // a 1-D or 3-D view of the same bytes
				tt.Shape = []int64{1, rows, cols}
			}
			if err := hostile.CheckTensor(tt, 1<<14); err != nil {
				t.Fatalf("%s: %v", fm.Name, err)
			}
		}
	})
}

// checkPartsFormat builds layers of one part-based format from the fuzz input, one per bit width
// the selector picks, and checks them.
func checkPartsFormat(t *testing.T, fm *core.Format, sel, rowsSel uint8, data []byte) {
	ids := []core.FormatID{core.MLX_AFFINE, core.MLX_MXFP4, core.MLX_NVFP4, core.MLX_MXFP8, core.GPTQ, core.AWQ_GEMM, core.AWQ_GEMV, core.CT_PACK_QUANTIZED}
	which := -1
	for i, id := range ids {
		if id == fm.ID {
			which = i
		}
	}
	if which < 0 {
		t.Fatalf("part-based format %s is not covered by partsTensor; add it", fm.Name)
	}
	for _, bits := range []uint8{2, 3, 4, 8, sel % 9} {
		tt := partsTensor(uint8(which), bits, sel>>2, rowsSel, 1+rowsSel>>3, sel, data)
		if err := core.CheckParts(tt); err != nil {
			if !errors.Is(err, core.ErrBadFile) || !strings.Contains(err.Error(), `"layer"`) {
				t.Fatalf("%s: CheckParts: %v", fm.Name, err)
			}
			continue
		}
		if err := hostile.CheckTensor(tt, 1<<14); err != nil {
			t.Fatalf("%s %d-bit: %v", fm.Name, bits, err)
		}
	}
}

// tile repeats data to n bytes (an empty input gives a position pattern).
func tile(data []byte, n int64, salt int) []byte {
	b := make([]byte, n)
	for i := range b {
		if len(data) > 0 {
			b[i] = data[i%len(data)]
		} else {
			b[i] = byte(i*131 + salt)
		}
	}
	return b
}

// The committed seeds of FuzzDequantize: edge shapes and bytes that make every scale NaN, Inf,
// zero or subnormal.
func TestSeedCorpus(t *testing.T) {
	ff := make([]byte, 64)
	for i := range ff {
		ff[i] = 0xff
	}
	inf16 := []byte{0x00, 0x7c, 0x00, 0xfc, 0x80, 0x7f, 0x80, 0xff} // ±Inf in F16 and BF16
	sub := []byte{0x01, 0x00, 0x01, 0x80, 0x00, 0x00, 0x01, 0x00}
	hostile.CheckCorpus(t, "FuzzDequantize", []hostile.Seed{
		{Name: "zero_rows", Vals: []any{uint8(0), uint8(0), []byte{1, 2, 3}}},
		{Name: "zero_cols", Vals: []any{uint8(0x10), uint8(3), []byte{1, 2, 3}}},
		{Name: "three_d", Vals: []any{uint8(0x21), uint8(4), []byte{9, 8, 7, 6}}},
		{Name: "all_ff_nan_scales", Vals: []any{uint8(2), uint8(4), ff}},
		{Name: "inf_scales", Vals: []any{uint8(1), uint8(2), inf16}},
		{Name: "subnormal_scales", Vals: []any{uint8(0), uint8(3), sub}},
		{Name: "zeros", Vals: []any{uint8(2), uint8(4), make([]byte, 64)}},
	})
}
