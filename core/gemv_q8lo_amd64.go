//go:build amd64

package core

import (
	"encoding/binary"
	"math"
	"sync"

	"golang.org/x/sys/cpu"
)

// 8-bit-activation kernels of the ternary, 1- and 2-bit and IQ formats (gemv_q8lo_amd64.s,
// printed by scripts/gemv-asm/q8lo.py), installed by installQ8Kernels.

//go:noescape
func gemvTQ1_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvTQ2_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvIQ1_Sq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid *uint64)

//go:noescape
func gemvIQ2_XSq8x4L(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid *uint64)

//go:noescape
func gemvIQ2_Sq8x4L(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid *uint64)

//go:noescape
func gemvIQ1_Mq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid *uint64)

//go:noescape
func gemvQ2_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ1_0q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvNVFP4q8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvIQ3_XXSq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, tabs *byte)

//go:noescape
func gemvIQ3_Sq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int, tabs *byte)

//go:noescape
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
// VBMI (VPERMB, VPERMI2B, VPERMT2B, VPMULTISHIFTQB), GFNI (the sign codes' parity, the K-quants'
// high bits) and BITALG (VPSHUFBITQMB). Cascade and Cooper Lake have VNNI without any of them;
// the kernels that need them have forms without (chosen when the kernels are installed).
var (
	hasVBMI     = cpu.X86.HasAVX512VBMI
	hasGFNI     = cpu.X86.HasAVX512GFNI
	hasIQSigned = hasVBMI && hasGFNI && cpu.X86.HasAVX512BITALG
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
	packed(IQ3_XXS, 98, iq3xxsPacked, gemvIQ3_XXSq8x4)
	packed(IQ3_S, 110, iq3sPacked, gemvIQ3_Sq8x4)
	// The grid formats whose GEMV kernels look their grid rows up by scalar loads (indices by
	// PDEP or a mask; faster than the packed lookups): IQ2_XS and IQ2_S in their grids (the signs
	// need VBMI, GFNI and BITALG), IQ1_S and IQ1_M in iq1sCodes.
	scalar := func(id FormatID, bytes int, need bool, grid *uint64, k func(*[4]*byte, *int8, *float32, int, *[4]float32, *float32, int, *uint64)) {
		if need && blockBytes(id, bytes) {
			set(id, &q8Kernel{unit: 256, unitBytes: bytes, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
				k(r, qs, d, nb, o, tab, pf, grid)
			}})
		}
	}
	grid := &iq1sCodes()[0]
	scalar(IQ2_XS, 74, hasIQSigned, &iq2xsGrid[0], gemvIQ2_XSq8x4L)
	scalar(IQ2_S, 82, hasIQSigned, &iq2sGrid[0], gemvIQ2_Sq8x4L)
	scalar(IQ1_S, 50, true, grid, gemvIQ1_Sq8x4)
	scalar(IQ1_M, 56, true, grid, gemvIQ1_Mq8x4)
	gemms := []*gridGEMM{
		{id: IQ1_S, blockBytes: 50, layout: layoutIQ1S, dx: 0.125, kernel: func(r *byte, rb, nr int, p *byte, nb int, o, t *float32) {
			gemmIQ1_Sq8x8(r, rb, nr, p, nb, o, t, grid)
		}},
		{id: IQ1_M, blockBytes: 56, layout: layoutIQ1M, dx: 0.125, kernel: func(r *byte, rb, nr int, p *byte, nb int, o, t *float32) {
			gemmIQ1_Mq8x8(r, rb, nr, p, nb, o, t, grid)
		}},
	}
	if hasIQSigned {
		for _, k := range []struct {
			id    FormatID
			bytes int
			tabs  func() ([]byte, bool)
			gemm  func(row *byte, rb int, nrows int, prep *byte, nb int, out *float32, fp16 *float32, tabs *byte)
			lay   gridLayout
			dx    float32
		}{
			{IQ2_XS, 74, iq2xsPacked, gemmIQ2_XSq8x8, layoutTwoScales, 0.125},
			{IQ2_S, 82, iq2sPacked, gemmIQ2_Sq8x8, layoutTwoScales, 0.125},
			{IQ2_XXS, 66, iq2xxsPacked, gemmIQ2_XXSq8x8, layoutOneScale, 0.125},
			{IQ3_XXS, 98, iq3xxsPacked, gemmIQ3_XXSq8x8, layoutOneScale, 0.25},
			{IQ3_S, 110, iq3sPacked, gemmIQ3_Sq8x8, layoutOneScale, 1},
		} {
			t, ok := k.tabs()
			if !ok {
				continue
			}
			p, kern := &t[0], k.gemm
			gemms = append(gemms, &gridGEMM{id: k.id, blockBytes: k.bytes, layout: k.lay, dx: k.dx, kernel: func(r *byte, rb, nr int, pp *byte, nb int, o, tab *float32) {
				kern(r, rb, nr, pp, nb, o, tab, p)
			}})
		}
	}
	for _, g := range gemms {
		if f := registry[g.id]; f != nil && blockBytes(g.id, g.blockBytes) {
			f.gemmQ8Rows, f.q8Prep = g.gemmRows, g.prep
		}
	}
}

//go:noescape
func gemmIQ2_XSq8x8(row *byte, rb int, nrows int, prep *byte, nb int, out *float32, fp16 *float32, tabs *byte)

//go:noescape
func gemmIQ2_Sq8x8(row *byte, rb int, nrows int, prep *byte, nb int, out *float32, fp16 *float32, tabs *byte)

//go:noescape
func gemmIQ2_XXSq8x8(row *byte, rb int, nrows int, prep *byte, nb int, out *float32, fp16 *float32, tabs *byte)

//go:noescape
func gemmIQ3_XXSq8x8(row *byte, rb int, nrows int, prep *byte, nb int, out *float32, fp16 *float32, tabs *byte)

//go:noescape
func gemmIQ3_Sq8x8(row *byte, rb int, nrows int, prep *byte, nb int, out *float32, fp16 *float32, tabs *byte)

//go:noescape
func gemmIQ1_Sq8x8(row *byte, rb int, nrows int, prep *byte, nb int, out *float32, fp16 *float32, grid *uint64)

//go:noescape
func gemmIQ1_Mq8x8(row *byte, rb int, nrows int, prep *byte, nb int, out *float32, fp16 *float32, grid *uint64)

// gridGEMM is the GEMM with 8-bit activations of a grid format (IQ1_S, IQ1_M; IQ2_XXS, IQ2_XS,
// IQ2_S, IQ3_XXS, IQ3_S): the kernel looks a row's grid rows up once per super-block for eight
// vectors laid out once per product and sets out[8r + v] for nrows rows rb bytes apart. The layout per super-block and
// vector: the four code vectors' activations, each block's group k as qword b of vector k (256
// bytes), then per lane l (block l/2, bytes 4(l%2)…+3 of each group) the corrections and dx/8:
// layoutIQ1S −9·Σqs of the four groups, layoutIQ1M −9·Σqs of groups 0-1 and of 2-3 (their kernels
// add 2 to the codes of the blocks or groups with a positive delta);
// layoutTwoScales −64·Σqs of groups 0-1 and of 2-3 (the codes ±g + 64; two scales per block);
// layoutOneScale −64·Σqs of the four groups (one scale). dx is the
// activation scale's factor in the kernel's scale (1/8 where the weights are eighths of integers).
type gridGEMM struct {
	id         FormatID
	blockBytes int
	layout     gridLayout
	dx         float32
	kernel     func(row *byte, rb int, nrows int, prep *byte, nb int, out *float32, fp16 *float32)
}

type gridLayout uint8

const (
	layoutIQ1S gridLayout = iota
	layoutIQ1M
	layoutTwoScales
	layoutOneScale
)

// gridVecBytes is a vector's bytes per super-block in every layout.
const gridVecBytes = 448

// prep is the format's q8Prep: for a GEMM (more than one vector) it lays the vectors out in
// a.grid8, once per product; a GEMV needs nothing.
func (g *gridGEMM) prep(t *Tensor, a *q8Act) bool {
	cols := int(t.Cols())
	n := len(a.qs) / cols
	if n < 2 || a.grid8OK {
		return true
	}
	units := cols / kBlock
	vb := gridVecBytes
	sb := 8 * vb
	need := units * sb
	if cap(a.grid8) < need {
		a.grid8 = make([]byte, need)
	}
	p := a.grid8[:need]
	clear(p)
	for u := 0; u < units; u++ {
		for v := 0; v < n; v++ {
			qs := a.qs[v*cols+u*kBlock:][:kBlock]
			d := a.d[(v*cols+u*kBlock)/32:][:8]
			o := p[u*sb+v*vb:][:vb]
			var sum [4][16]int32 // per group k and lane
			for k := 0; k < 4; k++ {
				for b := 0; b < 8; b++ {
					for j := 0; j < 8; j++ {
						q := qs[32*b+8*k+j]
						o[64*k+8*b+j] = byte(q)
						sum[k][2*b+j/4] += int32(q)
					}
				}
			}
			put := func(off int, v int32) { binary.LittleEndian.PutUint32(o[off:], uint32(v)) }
			for l := 0; l < 16; l++ {
				s01, s23 := sum[0][l]+sum[1][l], sum[2][l]+sum[3][l]
				switch g.layout {
				case layoutIQ1S:
					put(256+4*l, -9*(s01+s23))
				case layoutIQ1M:
					put(256+4*l, -9*s01)
					put(320+4*l, -9*s23)
				case layoutTwoScales:
					put(256+4*l, -64*s01)
					put(320+4*l, -64*s23)
				case layoutOneScale:
					put(256+4*l, -64*(s01+s23))
				}
				binary.LittleEndian.PutUint32(o[vb-64+4*l:], math.Float32bits(d[l/2]*g.dx))
			}
		}
	}
	a.grid8OK = true
	return true
}

// gridGEMMPrepBytes bounds the prep one kernel call reads (its span of super-blocks), so that it
// stays in L1 while the call walks its rows.
const gridGEMMPrepBytes = 28 << 10

// gemmRows is the format's gemmQ8Rows: row blocks of up to 32 rows walk the columns a span of
// super-blocks at a time, the calls' float32 sums added in float64.
// gridRowBlock is how many rows a gridGEMM kernel call covers.
const gridRowBlock = 32

var gridOutPool = sync.Pool{New: func() any { return new([gridRowBlock * 8]float32) }}

func (g *gridGEMM) gemmRows(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	const rowBlock = gridRowBlock
	units := int(t.Cols()) / kBlock
	rb := int(t.RowBytes())
	sb := 8 * gridVecBytes
	span := max(1, gridGEMMPrepBytes/sb)
	tab := &fp16Table[0]
	out := gridOutPool.Get().(*[gridRowBlock * 8]float32) // off the stack: the kernel is a function value
	defer gridOutPool.Put(out)
	var acc [rowBlock][8]float64
	for r0 := 0; r0 < nrows; r0 += rowBlock {
		nr := min(rowBlock, nrows-r0)
		acc = [rowBlock][8]float64{}
		base := (row0 + int64(r0)) * int64(rb)
		for u := 0; u < units; u += span {
			nb := min(span, units-u)
			g.kernel(&t.Data[base+int64(u*g.blockBytes)], rb, nr, &a.grid8[u*sb], nb, &out[0], tab)
			for r := 0; r < nr; r++ {
				for v := 0; v < n; v++ {
					acc[r][v] += float64(out[8*r+v])
				}
			}
		}
		for r := 0; r < nr; r++ {
			for v := 0; v < n; v++ {
				y[v*ystride+r0+r] = float32(acc[r][v])
			}
		}
	}
}
