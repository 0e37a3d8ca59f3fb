//go:build amd64

package core

import (
	"sync"

	"golang.org/x/sys/cpu"
)

// 8-bit-activation kernels of the ternary, 1- and 2-bit and IQ formats (gemv_q8lo_amd64.s,
// printed by scripts/gemv-asm/q8lo.py), installed by installQ8Kernels.

func gemvTQ1_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
func gemvTQ2_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

func gemvIQ1_Sq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid *uint64)
func gemvIQ1_Mq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid *uint64)
func gemvQ2_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
func gemvQ1_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
func gemvNVFP4q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
func gemvIQ3_XXSq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, tabs *byte)
func gemvIQ3_Sq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, tabs *byte)
func gemvIQ2_XSq8x4P(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, tabs *byte)
func gemvIQ2_Sq8x4P(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, tabs *byte)
func gemvIQ2_XXSq8x4P(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, tabs *byte)

// packedGrid re-codes a grid of N entries of n byte values (little-endian) as the indices of
// their values among the grid's distinct levels, bits bits each: TL (the codes' low bytes) at 0,
// TH (high bytes) at N, the sorted levels at 2N (16 bytes; the gather-free kernels' tables). ok is
// false if the grid has more levels than bits can index.
func packedGrid(entries []uint64, n, bits int) (t []byte, ok bool) {
	var seen [256]bool
	for _, g := range entries {
		for j := range n {
			seen[uint8(g>>(8*j))] = true
		}
	}
	var lv [256]int
	var levels []byte
	for v := range seen {
		if seen[v] {
			lv[v] = len(levels)
			levels = append(levels, byte(v))
		}
	}
	N := len(entries)
	if len(levels) > 1<<bits || n*bits > 16 {
		return nil, false
	}
	t = make([]byte, 2*N+16)
	for i, g := range entries {
		var c uint16
		for j := range n {
			c |= uint16(lv[uint8(g>>(8*j))]) << (bits * j)
		}
		t[i], t[N+i] = byte(c), byte(c>>8)
	}
	copy(t[2*N:], levels)
	return t, true
}

func widen32(g []uint32) []uint64 {
	w := make([]uint64, len(g))
	for i, v := range g {
		w[i] = uint64(v)
	}
	return w
}

var (
	iq3xxsPacked = sync.OnceValues(func() ([]byte, bool) { return packedGrid(widen32(iq3xxsGrid[:]), 4, 3) })
	iq3sPacked   = sync.OnceValues(func() ([]byte, bool) { return packedGrid(widen32(iq3sGrid[:]), 4, 3) })
	iq2xxsPacked = sync.OnceValues(func() ([]byte, bool) { return packedGrid(iq2xxsGrid[:], 8, 2) })
	iq2xsPacked  = sync.OnceValues(func() ([]byte, bool) { return packedGrid(iq2xsGrid[:], 8, 2) })
	iq2sPacked   = sync.OnceValues(func() ([]byte, bool) { return packedGrid(iq2sGrid[:], 8, 2) })
)

// iq1sCodes is iq1s_grid with each trit t as the byte 8·(t + 1) (the IQ1 kernels' codes).
var iq1sCodes = sync.OnceValue(func() *[2048]uint64 {
	t := new([2048]uint64)
	for i, g := range iq1sGrid {
		for j := range 8 {
			t[i] |= uint64(8*(int8(g>>(8*j))+1)) << (8 * j)
		}
	}
	return t
})

// The extensions the kernels need beyond installQ8Kernels' AVX-512 F/BW/DQ/VL, BMI2 and VNNI:
// VBMI (VPERMB, VPERMI2B, VPERMT2B, VPMULTISHIFTQB), GFNI (the sign codes' parity) and BITALG
// (VPSHUFBITQMB).
var (
	hasVBMI     = cpu.X86.HasAVX512VBMI
	hasIQSigned = cpu.X86.HasAVX512VBMI && cpu.X86.HasAVX512GFNI && cpu.X86.HasAVX512BITALG
)

// installQ8LowBitKernels sets the kernels of this file for the formats whose block layout they
// were written for.
func installQ8LowBitKernels(set func(FormatID, *q8Kernel)) {
	tab := &fp16Table[0]
	blockBytes := func(id FormatID, n int) bool {
		f := registry[id]
		return f != nil && f.BlockBytes == n
	}
	plain := func(id FormatID, unit, bytes int, need bool, k func(*[4]*byte, *int8, *float32, int, *[4]float32, *float32, int)) {
		if need && blockBytes(id, bytes) {
			set(id, &q8Kernel{unit: unit, unitBytes: bytes, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
				k(r, qs, d, nb, o, tab, pf)
			}})
		}
	}
	plain(TQ1_0, 256, 54, hasVBMI, gemvTQ1_0q8x4)
	plain(TQ2_0, 256, 66, true, gemvTQ2_0q8x4)
	plain(Q2_0, 64, 18, hasVBMI, gemvQ2_0q8x4)
	plain(Q1_0, 128, 18, true, gemvQ1_0q8x4)
	plain(NVFP4, 64, 36, hasVBMI, gemvNVFP4q8x4)
	// packed: the gather-free grid kernels, given their tables (packedGrid).
	packed := func(id FormatID, bytes int, tabs func() ([]byte, bool), k func(*[4]*byte, *int8, *float32, int, *[4]float32, *float32, int, *byte)) {
		if !hasIQSigned || !blockBytes(id, bytes) {
			return
		}
		t, ok := tabs()
		if !ok {
			return
		}
		p := &t[0]
		set(id, &q8Kernel{unit: 256, unitBytes: bytes, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
			k(r, qs, d, nb, o, tab, pf, p)
		}})
	}
	packed(IQ2_XXS, 66, iq2xxsPacked, gemvIQ2_XXSq8x4P)
	packed(IQ2_XS, 74, iq2xsPacked, gemvIQ2_XSq8x4P)
	packed(IQ2_S, 82, iq2sPacked, gemvIQ2_Sq8x4P)
	packed(IQ3_XXS, 98, iq3xxsPacked, gemvIQ3_XXSq8x4)
	packed(IQ3_S, 110, iq3sPacked, gemvIQ3_Sq8x4)
	// IQ1_S, IQ1_M: 2048 grid rows, gathered (VPGATHERDQ) from iq1sCodes.
	gathered := func(id FormatID, bytes int, k func(*[4]*byte, *int8, *float32, int, *[4]float32, *float32, int, *uint64)) {
		if !blockBytes(id, bytes) {
			return
		}
		g := &iq1sCodes()[0]
		set(id, &q8Kernel{unit: 256, unitBytes: bytes, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
			k(r, qs, d, nb, o, tab, pf, g)
		}})
	}
	gathered(IQ1_S, 50, gemvIQ1_Sq8x4)
	gathered(IQ1_M, 56, gemvIQ1_Mq8x4)
}
