// Package gengrids recovers the IQ lookup grids from ggml itself and writes them as Go source.
//
// ggml's grids (iq2xxs_grid, iq1s_grid, … in ggml-common.h) are data that lowbit must carry bit
// for bit. Rather than typing them, every entry is read back out of ggml's own
// dequantize_row_* by decoding crafted blocks: scale 1 (fp16 0x3C00), block scales 0, no signs,
// and the grid index under test in each index field. With those settings a decoded value is the
// grid byte times a power of two (or plus IQ1S_DELTA), so the byte comes back exactly.
//
// gen.go (go run, from core's //go:generate line) writes core/iq_grids_table.go with it, and
// core/iq_grids_test.go derives everything again at test time and compares.
package gengrids

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"go/format"
	"math"

	"github.com/lowbit/lowbit/internal/ggmlref"
)

// ggml type ids (include/ggml.h); core's constants cannot be imported from here (core's tests
// import this package).
const (
	typeIQ2XXS = 16
	typeIQ2XS  = 17
	typeIQ3XXS = 18
	typeIQ1S   = 19
	typeIQ4NL  = 20
	typeIQ3S   = 21
	typeIQ2S   = 22
)

const (
	qkK = 256    // QK_K: elements per IQ super-block
	one = 0x3C00 // fp16 1.0
)

// Grids holds every table, in ggml's layouts: byte j of an entry is (entry >> 8j) & 0xff.
type Grids struct {
	IQ2XXS [256]uint64
	IQ2XS  [512]uint64
	IQ2S   [1024]uint64
	IQ3XXS [256]uint32
	IQ3S   [512]uint32
	IQ1S   [2048]uint64 // bytes are int8 −1, 0, +1
	IQ4NL  [16]int8     // kvalues_iq4nl
	// KSigns is ksigns_iq2xs as ggml applies it: bit j set means element j of the group of 8 is
	// negated. It is not written to the generated file (core computes it from its definition);
	// the tests compare the two.
	KSigns [128]uint8
}

// Derive recovers every table from l's dequantizers.
func Derive(l *ggmlref.Lib) (*Grids, error) {
	g := new(Grids)
	steps := []func(*ggmlref.Lib, *Grids) error{deriveIQ2XXS, deriveIQ2XS, deriveIQ2S, deriveIQ3XXS, deriveIQ3S, deriveIQ1S, deriveIQ4NL, deriveKSigns}
	for _, step := range steps {
		if err := step(l, g); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// decode runs ggml's to_float of typ over nblk blocks built by fill(block index, block bytes).
func decode(l *ggmlref.Lib, typ, blockBytes, blockElems, nblk int, fill func(b int, blk []byte)) ([]float32, error) {
	data := make([]byte, nblk*blockBytes)
	for b := 0; b < nblk; b++ {
		fill(b, data[b*blockBytes:(b+1)*blockBytes])
	}
	return l.Dequantize(typ, data, nblk*blockElems)
}

// toByte turns y = scale·byte back into the byte, failing unless that is exact.
func toByte(y, scale float32, what string, i int) (uint8, error) {
	v := y / scale
	if v != float32(math.Trunc(float64(v))) || v < 0 || v > 255 {
		return 0, fmt.Errorf("gengrids: %s entry %d: ggml decoded %g, not %g times a byte", what, i, y, scale)
	}
	return uint8(v), nil
}

// packBytes reads n consecutive grid bytes, entry after entry, from values that are scale·byte.
func packBytes(y []float32, scale float32, width int, what string, out func(i int, v uint64)) error {
	for i := 0; i < len(y)/width; i++ {
		var v uint64
		for j := 0; j < width; j++ {
			b, err := toByte(y[i*width+j], scale, what, i)
			if err != nil {
				return err
			}
			v |= uint64(b) << (8 * j)
		}
		out(i, v)
	}
	return nil
}

// IQ2_XXS {fp16 d; u16 qs[32]}: per 32 values, four index bytes then a u32 of signs and a 4-bit
// scale; with both zero every value is d·0.5·0.25·grid byte.
func deriveIQ2XXS(l *ggmlref.Lib, g *Grids) error {
	const perBlock = 32
	y, err := decode(l, typeIQ2XXS, 66, qkK, len(g.IQ2XXS)/perBlock, func(b int, blk []byte) {
		binary.LittleEndian.PutUint16(blk, one)
		for ib := 0; ib < 8; ib++ {
			for k := 0; k < 4; k++ {
				blk[2+8*ib+k] = uint8(b*perBlock + 4*ib + k)
			}
		}
	})
	if err != nil {
		return err
	}
	return packBytes(y, 0.125, 8, "iq2xxs_grid", func(i int, v uint64) { g.IQ2XXS[i] = v })
}

// IQ2_XS {fp16 d; u16 qs[32]; u8 scales[8]}: each u16 is a 9-bit index and 7 sign bits.
func deriveIQ2XS(l *ggmlref.Lib, g *Grids) error {
	const perBlock = 32
	y, err := decode(l, typeIQ2XS, 74, qkK, len(g.IQ2XS)/perBlock, func(b int, blk []byte) {
		binary.LittleEndian.PutUint16(blk, one)
		for k := 0; k < perBlock; k++ {
			binary.LittleEndian.PutUint16(blk[2+2*k:], uint16(b*perBlock+k))
		}
	})
	if err != nil {
		return err
	}
	return packBytes(y, 0.125, 8, "iq2xs_grid", func(i int, v uint64) { g.IQ2XS[i] = v })
}

// IQ2_S {fp16 d; u8 qs[32]; u8 signs[32]; u8 qh[8]; u8 scales[8]}: index k of group ib takes its
// low 8 bits from qs[4ib+k] and bits 8–9 from bits 2k, 2k+1 of qh[ib].
func deriveIQ2S(l *ggmlref.Lib, g *Grids) error {
	const perBlock = 32
	y, err := decode(l, typeIQ2S, 82, qkK, len(g.IQ2S)/perBlock, func(b int, blk []byte) {
		binary.LittleEndian.PutUint16(blk, one)
		for k := 0; k < perBlock; k++ {
			idx := b*perBlock + k
			blk[2+k] = uint8(idx)
			blk[66+k/4] |= uint8(idx>>8) << (2 * (k % 4))
		}
	})
	if err != nil {
		return err
	}
	return packBytes(y, 0.125, 8, "iq2s_grid", func(i int, v uint64) { g.IQ2S[i] = v })
}

// IQ3_XXS {fp16 d; u8 qs[64]; u8 scales_and_signs[32]}: one index byte per 4 values; with zero
// scales and signs each value is d·0.5·0.5·grid byte.
func deriveIQ3XXS(l *ggmlref.Lib, g *Grids) error {
	const perBlock = 64
	y, err := decode(l, typeIQ3XXS, 98, qkK, len(g.IQ3XXS)/perBlock, func(b int, blk []byte) {
		binary.LittleEndian.PutUint16(blk, one)
		for k := 0; k < perBlock; k++ {
			blk[2+k] = uint8(b*perBlock + k)
		}
	})
	if err != nil {
		return err
	}
	return packBytes(y, 0.25, 4, "iq3xxs_grid", func(i int, v uint64) { g.IQ3XXS[i] = uint32(v) })
}

// IQ3_S {fp16 d; u8 qs[64]; u8 qh[8]; u8 signs[32]; u8 scales[4]}: index k takes its low 8 bits
// from qs[k] and bit 8 from bit k%8 of qh[k/8]; scale field 0 gives d·1.
func deriveIQ3S(l *ggmlref.Lib, g *Grids) error {
	const perBlock = 64
	y, err := decode(l, typeIQ3S, 110, qkK, len(g.IQ3S)/perBlock, func(b int, blk []byte) {
		binary.LittleEndian.PutUint16(blk, one)
		for k := 0; k < perBlock; k++ {
			idx := b*perBlock + k
			blk[2+k] = uint8(idx)
			blk[66+k/8] |= uint8(idx>>8) << (k % 8)
		}
	})
	if err != nil {
		return err
	}
	return packBytes(y, 1, 4, "iq3s_grid", func(i int, v uint64) { g.IQ3S[i] = uint32(v) })
}

// IQ1_S {fp16 d; u8 qs[32]; u16 qh[8]}: index k of group ib takes its low 8 bits from qs[4ib+k]
// and bits 8–10 from bits 3k…3k+2 of qh[ib]; scale bits 0 and delta sign 0 give d·(grid + 1/8).
func deriveIQ1S(l *ggmlref.Lib, g *Grids) error {
	const perBlock = 32
	y, err := decode(l, typeIQ1S, 50, qkK, len(g.IQ1S)/perBlock, func(b int, blk []byte) {
		binary.LittleEndian.PutUint16(blk, one)
		var qh [8]uint16
		for k := 0; k < perBlock; k++ {
			idx := b*perBlock + k
			blk[2+k] = uint8(idx)
			qh[k/4] |= uint16(idx>>8) << (3 * (k % 4))
		}
		for ib, h := range qh {
			binary.LittleEndian.PutUint16(blk[34+2*ib:], h)
		}
	})
	if err != nil {
		return err
	}
	for i := range g.IQ1S {
		var v uint64
		for j := 0; j < 8; j++ {
			q := y[8*i+j] - 0.125
			if q != -1 && q != 0 && q != 1 {
				return fmt.Errorf("gengrids: iq1s_grid entry %d: ggml decoded %g, not a trit + 1/8", i, y[8*i+j])
			}
			v |= uint64(uint8(int8(q))) << (8 * j)
		}
		g.IQ1S[i] = v
	}
	return nil
}

// IQ4_NL {fp16 d; u8 qs[16]}: nibble j decodes to d·kvalues_iq4nl[j].
func deriveIQ4NL(l *ggmlref.Lib, g *Grids) error {
	y, err := decode(l, typeIQ4NL, 18, 32, 1, func(_ int, blk []byte) {
		binary.LittleEndian.PutUint16(blk, one)
		for j := 0; j < 16; j++ {
			blk[2+j] = uint8(j)
		}
	})
	if err != nil {
		return err
	}
	for j := range g.IQ4NL {
		v := y[j]
		if v != float32(int8(v)) {
			return fmt.Errorf("gengrids: kvalues_iq4nl[%d]: ggml decoded %g, not an int8", j, v)
		}
		g.IQ4NL[j] = int8(v)
	}
	return nil
}

// deriveKSigns decodes IQ2_XXS groups that use grid entry 0 (all bytes non-zero) under each of
// the 128 sign codes and records which elements came out negative.
func deriveKSigns(l *ggmlref.Lib, g *Grids) error {
	const perBlock = 32 // 8 groups of 32 values, 4 codes in each
	y, err := decode(l, typeIQ2XXS, 66, qkK, len(g.KSigns)/perBlock, func(b int, blk []byte) {
		binary.LittleEndian.PutUint16(blk, one)
		for ib := 0; ib < 8; ib++ {
			var aux uint32
			for k := 0; k < 4; k++ {
				aux |= uint32(b*perBlock+4*ib+k) << (7 * k)
			}
			binary.LittleEndian.PutUint32(blk[2+8*ib+4:], aux)
		}
	})
	if err != nil {
		return err
	}
	for s := range g.KSigns {
		var bits uint8
		for j := 0; j < 8; j++ {
			v := y[8*s+j]
			if v == 0 || v != v {
				return fmt.Errorf("gengrids: sign code %d element %d decoded to %g", s, j, v)
			}
			if math.Signbit(float64(v)) {
				bits |= 1 << j
			}
		}
		g.KSigns[s] = bits
	}
	return nil
}

// Source renders the grids (all but KSigns) as a gofmt'd Go file of package core.
func Source(g *Grids) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(`// Code generated by "go run ./internal/gengrids/gen.go"; DO NOT EDIT.

// The IQ lookup grids of ggml-common.h, every entry read back from ggml's own dequantize_row_*
// (see internal/gengrids). iq_grids_test.go derives them from ggml again and compares. Byte j of
// an entry is (entry >> 8j) & 0xff, as ggml reads it through a uint8_t pointer on little-endian.

package core

`)
	u64 := func(doc, name string, vals []uint64) {
		fmt.Fprintf(&b, "// %s\nvar %s = [%d]uint64{\n", doc, name, len(vals))
		for i, v := range vals {
			if i%4 == 0 {
				b.WriteByte('\t')
			}
			fmt.Fprintf(&b, "%#016x,", v)
			if i%4 == 3 || i == len(vals)-1 {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString("}\n\n")
	}
	u32 := func(doc, name string, vals []uint32) {
		fmt.Fprintf(&b, "// %s\nvar %s = [%d]uint32{\n", doc, name, len(vals))
		for i, v := range vals {
			if i%8 == 0 {
				b.WriteByte('\t')
			}
			fmt.Fprintf(&b, "%#08x,", v)
			if i%8 == 7 || i == len(vals)-1 {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString("}\n\n")
	}
	u64("iq2xxsGrid is iq2xxs_grid (IQ2_XXS): 8 magnitudes from {8, 25, 43} per entry.", "iq2xxsGrid", g.IQ2XXS[:])
	u64("iq2xsGrid is iq2xs_grid (IQ2_XS): 8 magnitudes from {8, 25, 43} per entry.", "iq2xsGrid", g.IQ2XS[:])
	u64("iq2sGrid is iq2s_grid (IQ2_S): 8 magnitudes from {8, 25, 43} per entry.", "iq2sGrid", g.IQ2S[:])
	u32("iq3xxsGrid is iq3xxs_grid (IQ3_XXS): 4 magnitudes per entry.", "iq3xxsGrid", g.IQ3XXS[:])
	u32("iq3sGrid is iq3s_grid (IQ3_S): 4 magnitudes per entry.", "iq3sGrid", g.IQ3S[:])
	u64("iq1sGrid is iq1s_grid (IQ1_S, IQ1_M): 8 int8 values from {-1, 0, +1} per entry, used as grid + IQ1S_DELTA.", "iq1sGrid", g.IQ1S[:])
	b.WriteString("// kvaluesIQ4NL is kvalues_iq4nl (IQ4_NL, IQ4_XS): the 16 non-linear 4-bit levels.\nvar kvaluesIQ4NL = [16]int8{")
	for i, v := range g.IQ4NL {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%d", v)
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}
