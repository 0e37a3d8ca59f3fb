package core

// GPTQ, AWQ and compressed-tensors layouts (reference/mlx-gptq-awq.md §4–6). The logical tensor
// is the layer's weight [out, in] (N rows of K columns); every format dequantizes as its
// reference does in torch:
//
//	w[n][k] = (q − z)·s   computed in float32 and rounded once to the scales' dtype
//
// (q − z is a small integer, so the product of two fp16/bf16 operands is exact in float32 and the
// one rounding is torch's fp16/bf16 multiply), where, per format:
//
//	GPTQ      q = qweight[k·bits/32][n] bits (k·bits mod 32)…, a column-wise LSB-first bitstream
//	          (3-bit codes straddle words); g = g_idx[k] (or k / group_size);
//	          z = qzeros[g] row bitstream at n·bits, plus ZeroOffset (1 for "gptq" v1 checkpoints);
//	          s = scales[g][n]
//	AWQ GEMM  q = nibble AWQ_REVERSE_ORDER[n%8] of qweight[k][n/8] (4-bit, interleaved [0 2 4 6 1 3 5 7]);
//	          z likewise from qzeros[k/group][n/8] (8 when there are no qzeros); s = scales[k/group][n]
//	AWQ GEMV  q = nibble k%8 of qweight[n][k/8]; z = nibble g%8 of qzeros[n][g/8]; s = scales[n][g]
//	          (qzeros/scales padded on the right, AutoAWQ's calculate_zeros_width)
//	CT pack   q = weight_packed row n bitstream at k·bits (codes stored offset by 2^(bits−1));
//	          z = weight_zero_point[n/pack][g] field n%pack (dim-0 packing), or 2^(bits−1) when
//	          symmetric; s = weight_scale[n][g]; g = weight_g_idx[k] (or k / group_size)

import (
	"encoding/binary"
	"sync"
)

func init() {
	row := func(id FormatID, name string, fam Family, check func(*Tensor) error, dec func(*Tensor, int64, int64, []float32),
		grain func(*Tensor) int64, span func(*Tensor, int64, int64, int64, []float32)) {
		register(&Format{ID: id, Name: name, Family: fam, Flags: FlagQuantized | FlagParts,
			Note:       "part-based: sizes follow from the bits and group size parameters",
			checkParts: check, decodeRows: dec, spanGrain: grain, decodeSpan: span})
	}
	row(GPTQ, "GPTQ", FamilyGPTQ, checkGPTQ, decodeGPTQ, nil, nil)
	row(AWQ_GEMM, "AWQ_GEMM", FamilyAWQ, checkAWQGEMM, decodeAWQGEMM, nil, nil)
	row(AWQ_GEMV, "AWQ_GEMV", FamilyAWQ, checkAWQGEMV, decodeAWQGEMV, zeroLUTGrain, decodeZeroLUTSpan)
	row(CT_PACK_QUANTIZED, "CT_PACK_QUANTIZED", FamilyCompressedTensors, checkCT, decodeCT, zeroLUTGrain, decodeZeroLUTSpan)
}

// awqReverse[j] is the nibble holding output column 8c+j of an AWQ GEMM word.
var awqReverse = [8]uint{0, 4, 1, 5, 2, 6, 3, 7}

// AWQOrder is AutoAWQ's AWQ_ORDER: nibble i of a GEMM word holds output column 8c+AWQOrder[i].
var AWQOrder = [8]int{0, 2, 4, 6, 1, 3, 5, 7}

func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

// checkGIdx validates an optional g_idx part: K int32 group indices in [0, groups).
func checkGIdx(t *Tensor, role string, k, groups int64) error {
	gi, err := optPart(t, role, 1, I32)
	if err != nil || gi == nil {
		return err
	}
	if gi.Shape[0] != k {
		return partErr(t, "part %q (%s) has shape %v, want [%d] (one group index per input column)", role, gi.Name, gi.Shape, k)
	}
	for i := range k {
		if g := int32(binary.LittleEndian.Uint32(gi.Data[4*i:])); g < 0 || int64(g) >= groups {
			return partErr(t, "part %q (%s): g_idx[%d] = %d is outside the %d groups", role, gi.Name, i, g, groups)
		}
	}
	return nil
}

// checkRowBias checks an optional 1-D bias of n values.
func checkRowBias(t *Tensor, n int64) error {
	b, err := optPart(t, RoleBias, 1, F16, BF16, F32)
	if err != nil || b == nil {
		return err
	}
	if b.Shape[0] != n {
		return partErr(t, "part %q (%s) has shape %v, want [%d]", RoleBias, b.Name, b.Shape, n)
	}
	return nil
}

func check2D(t *Tensor) (n, k int64, err error) {
	if len(t.Shape) != 2 {
		return 0, 0, partErr(t, "the shape %v is not [out, in]", t.Shape)
	}
	if t.Quant.GroupSize <= 0 {
		return 0, 0, partErr(t, "group_size %d is not resolved to a positive size", t.Quant.GroupSize)
	}
	return t.Shape[0], t.Shape[1], nil
}

func checkGPTQ(t *Tensor) error {
	n, k, err := check2D(t)
	if err != nil {
		return err
	}
	bits := int64(t.Quant.Bits)
	switch bits {
	case 2, 3, 4, 8:
	default:
		return partErr(t, "bits = %d; GPTQ supports 2, 3, 4 and 8", bits)
	}
	if k*bits%32 != 0 {
		return partErr(t, "%d input columns of %d bits do not fill whole int32 words", k, bits)
	}
	if n*bits%32 != 0 {
		return partErr(t, "%d output columns of %d-bit zeros do not fill whole int32 words", n, bits)
	}
	groups := ceilDiv(k, int64(t.Quant.GroupSize))
	qw, err := needPart(t, RoleQWeight, 2, I32, U32)
	if err != nil {
		return err
	}
	if err := want2D(t, qw, RoleQWeight, k*bits/32, n, "in·bits/32 packed rows by out"); err != nil {
		return err
	}
	qz, err := needPart(t, RoleQZeros, 2, I32, U32)
	if err != nil {
		return err
	}
	if err := want2D(t, qz, RoleQZeros, groups, n*bits/32, "groups by out·bits/32"); err != nil {
		return err
	}
	sc, err := needPart(t, RoleScales, 2, F16, BF16, F32)
	if err != nil {
		return err
	}
	if err := want2D(t, sc, RoleScales, groups, n, "groups by out"); err != nil {
		return err
	}
	if err := checkGIdx(t, RoleGIdx, k, groups); err != nil {
		return err
	}
	return checkRowBias(t, n)
}

// columnGroups maps input columns to groups without allocating: the g_idx part of a role when
// there is one (validated by checkParts), else column / group_size.
type columnGroups struct {
	gidx []byte
	gs   int64
}

func groupsOf(t *Tensor, role string) columnGroups {
	if gi := t.Part(role); gi != nil {
		return columnGroups{gidx: gi.Data}
	}
	return columnGroups{gs: int64(t.Quant.GroupSize)}
}

func (g columnGroups) of(c int64) int64 {
	if g.gidx != nil {
		return int64(int32(binary.LittleEndian.Uint32(g.gidx[4*c:])))
	}
	return c / g.gs
}

// gptqBlockDecoder reports whether decodeGPTQ takes t's rows 16 at a time in SIMD (gptqBlock):
// 4-bit codes, groups of a multiple of 32 in column order.
func gptqBlockDecoder(t *Tensor) bool {
	gs := int64(t.Quant.GroupSize)
	return t.Quant.Bits == 4 && gs > 0 && gs%32 == 0 && t.Cols()%gs == 0 && t.trivialGIdx(RoleGIdx) && gptqBlockRows()
}

// decodeGPTQTile decodes the columns of groups [g0, g1) of rows [row0, row0+nrows) of a tensor
// gptqBlockDecoder accepts into dst, rows ld values apart (decodeGPTQ: whole rows; the tiles of
// the float32 GEMM, tiledDecodedGEMM). Blocks of 16 rows, group by group: the rows' tables
// (lutZeroBlock), then the group's packed rows expanded for the block's rows (gptqExpandBlock,
// together gptqBlock): the block's words of a packed row are contiguous, where one row's are 4·n
// bytes apart (row by row, 17.5 ns per 32 weights; so, 7.7–8.9, 256×4096 from L2, 8 to 64 rows
// a call).
func decodeGPTQTile(t *Tensor, row0, nrows, g0, g1 int64, dst []float32, ld int64) {
	n := t.Shape[0]
	qw := t.Part(RoleQWeight).Data
	qz := t.Part(RoleQZeros).Data
	sp := t.Part(RoleScales)
	sc := newScaleReader(sp)
	off := int32(t.Quant.ZeroOffset)
	zRow := n / 2 // bytes of a qzeros row (4-bit)
	gs := int64(t.Quant.GroupSize)
	var luts [16][16]float32
	var zs [16]int32
	var ss [16]float32
	dt := dtypeCode(sp.Format.ID)
	for b0 := int64(0); b0 < nrows; b0 += 16 {
		nb := min(16, nrows-b0)
		col0 := row0 + b0
		for g := g0; g < g1; g++ {
			if z := qz[g*zRow+col0/2:]; col0%8 == 0 && nb == 16 { // two words of zero points
				w0, w1 := binary.LittleEndian.Uint32(z), binary.LittleEndian.Uint32(z[4:])
				for r := range 8 {
					zs[r], zs[r+8] = int32(w0>>(4*r)&15)+off, int32(w1>>(4*r)&15)+off
				}
			} else {
				for r := range nb {
					col := col0 + r
					zs[r] = int32(partU32(qz, g*zRow/4+col/8)>>(4*(col%8))&15) + off
				}
			}
			sc.run(g*n+col0, ss[:nb])
			gptqBlock(&dst[b0*ld+(g-g0)*gs], int(ld), &qw[4*(g*gs/8*n+row0+b0)], int(4*n), int(nb), int(gs/16), &luts, &zs, &ss, dt)
		}
	}
}

// decodeGPTQ walks qweight in its natural order: every packed word of a block of output rows,
// the whole word's codes at once, through per-(row, group) tables of the 2^bits values (or,
// when a group has fewer elements than codes, the value computed from hoisted zero and scale).
func decodeGPTQ(t *Tensor, row0, nrows int64, dst []float32) {
	k, n := t.Cols(), t.Shape[0]
	bits := uint(t.Quant.Bits)
	nq := int64(1) << bits
	qw := t.Part(RoleQWeight).Data
	qz := t.Part(RoleQZeros).Data
	sp := t.Part(RoleScales)
	sc, sid := newScaleReader(sp), sp.Format.ID
	off := int32(t.Quant.ZeroOffset)
	ng := sp.Shape[0]
	groups := groupsOf(t, RoleGIdx)
	zRow := n * int64(bits) / 8
	useLUT := nq <= int64(t.Quant.GroupSize)
	per := int64(1) // values per (row, group)
	if useLUT {
		per = nq
	}
	blk := max(1, min(16, 32768/(ng*per)))
	// words per super-word (3-bit codes straddle words: 3 words hold 32 codes) and its codes
	sw, cpw := int64(1), int64(32/bits)
	if bits == 3 {
		sw, cpw = 3, 32
	}
	if gptqBlockDecoder(t) {
		decodeGPTQTile(t, row0, nrows, 0, ng, dst, k)
		return
	}
	buf := lutPool.Get().(*[]float32)
	defer lutPool.Put(buf)
	zbuf := make([]int32, 0)
	var codes [32]uint8
	for b0 := int64(0); b0 < nrows; b0 += blk {
		nb := min(blk, nrows-b0)
		need := nb * ng * per
		if int64(cap(*buf)) < need {
			*buf = make([]float32, need)
		}
		lut := (*buf)[:need]
		if !useLUT {
			if int64(cap(zbuf)) < nb*ng {
				zbuf = make([]int32, nb*ng)
			}
			zbuf = zbuf[:nb*ng]
		}
		for r := range nb {
			col := row0 + b0 + r
			for g := range ng {
				z := int32(streamBits(qz[g*zRow:(g+1)*zRow], col*int64(bits), bits)) + off
				s := sc.at(g*n + col)
				if useLUT {
					fillLUT(lut[(r*ng+g)*nq:(r*ng+g+1)*nq], z, s, sid)
				} else {
					zbuf[r*ng+g] = z
					lut[r*ng+g] = s
				}
			}
		}
		for w0 := int64(0); w0 < k*int64(bits)/32; w0 += sw {
			c0 := w0 * 32 / int64(bits)
			g0 := int64(-1) // the word's one group, if it has one
			if groups.gidx == nil && c0/groups.gs == (c0+cpw-1)/groups.gs {
				g0 = c0 / groups.gs
			}
			for r := range nb {
				col := row0 + b0 + r
				o := dst[(b0+r)*k+c0 : (b0+r)*k+c0+cpw]
				if bits == 4 && g0 >= 0 && useLUT {
					v := partU32(qw, w0*n+col)
					tab := (*[16]float32)(lut[(r*ng+g0)*16 : (r*ng+g0+1)*16])
					o8 := (*[8]float32)(o)
					o8[0], o8[1], o8[2], o8[3] = tab[v&15], tab[v>>4&15], tab[v>>8&15], tab[v>>12&15]
					o8[4], o8[5], o8[6], o8[7] = tab[v>>16&15], tab[v>>20&15], tab[v>>24&15], tab[v>>28]
					continue
				}
				if bits == 3 {
					lo := uint64(partU32(qw, w0*n+col)) | uint64(partU32(qw, (w0+1)*n+col))<<32
					hi := partU32(qw, (w0+2)*n+col)
					for j := range 21 {
						codes[j] = uint8(lo >> (3 * j) & 7)
					}
					codes[21] = uint8(lo>>63 | uint64(hi<<1&6))
					for j := 22; j < 32; j++ {
						codes[j] = uint8(hi >> (3*j - 64) & 7)
					}
				} else {
					v := partU32(qw, w0*n+col)
					m := uint32(nq - 1)
					for j := range cpw {
						codes[j] = uint8(v >> (uint(j) * bits) & m)
					}
				}
				switch {
				case g0 >= 0 && useLUT:
					tab := lut[(r*ng+g0)*nq : (r*ng+g0+1)*nq]
					for j := range o {
						o[j] = tab[codes[j]]
					}
				case useLUT:
					for j := range o {
						g := groups.of(c0 + int64(j))
						o[j] = lut[(r*ng+g)*nq+int64(codes[j])]
					}
				case g0 >= 0:
					z, s := zbuf[r*ng+g0], lut[r*ng+g0]
					switch sid {
					case F16:
						for j := range o {
							o[j] = roundF16(float32(int32(codes[j])-z) * s)
						}
					case BF16:
						for j := range o {
							o[j] = roundBF16(float32(int32(codes[j])-z) * s)
						}
					default:
						for j := range o {
							o[j] = float32(int32(codes[j])-z) * s
						}
					}
				default:
					for j := range o {
						g := g0
						if g < 0 {
							g = groups.of(c0 + int64(j))
						}
						o[j] = roundAs(sid, float32(int32(codes[j])-zbuf[r*ng+g])*lut[r*ng+g])
					}
				}
			}
		}
	}
}

var lutPool = sync.Pool{New: func() any { return new([]float32) }}

// fillLUT sets vals[q] = (q − z)·s rounded to sid, the rounding inlined.
func fillLUT(vals []float32, z int32, s float32, sid FormatID) {
	switch sid {
	case F16:
		for q := range vals {
			vals[q] = roundF16(float32(int32(q)-z) * s)
		}
	case BF16:
		for q := range vals {
			vals[q] = roundBF16(float32(int32(q)-z) * s)
		}
	default:
		for q := range vals {
			vals[q] = float32(int32(q)-z) * s
		}
	}
}

// dtypeCode is the dtype argument of the nib4 helpers: 1 f16, 2 bf16, 0 float32 (no rounding).
func dtypeCode(id FormatID) int {
	switch id {
	case F16:
		return 1
	case BF16:
		return 2
	}
	return 0
}

func checkAWQGEMM(t *Tensor) error {
	n, k, err := check2D(t)
	if err != nil {
		return err
	}
	if t.Quant.Bits != 4 {
		return partErr(t, "bits = %d; AWQ GEMM is 4-bit only", t.Quant.Bits)
	}
	g := int64(t.Quant.GroupSize)
	if n%8 != 0 || k%g != 0 {
		return partErr(t, "shape %v: out must be a multiple of 8 and in of group_size %d", t.Shape, g)
	}
	qw, err := needPart(t, RoleQWeight, 2, I32, U32)
	if err != nil {
		return err
	}
	if err := want2D(t, qw, RoleQWeight, k, n/8, "in by out/8"); err != nil {
		return err
	}
	if qz, err := optPart(t, RoleQZeros, 2, I32, U32); err != nil {
		return err
	} else if qz != nil {
		if err := want2D(t, qz, RoleQZeros, k/g, n/8, "in/group by out/8"); err != nil {
			return err
		}
	}
	sc, err := needPart(t, RoleScales, 2, F16, BF16, F32)
	if err != nil {
		return err
	}
	if err := want2D(t, sc, RoleScales, k/g, n, "in/group by out"); err != nil {
		return err
	}
	return checkRowBias(t, n)
}

// decodeAWQGEMM walks qweight [in, out/8] word by word: per group and 8-row word, the 8 rows'
// value tables, then each input column's word gives the 8 rows' values at once.
func decodeAWQGEMM(t *Tensor, row0, nrows int64, dst []float32) {
	decodeAWQGEMMTile(t, row0, nrows, 0, t.Cols()/int64(t.Quant.GroupSize), dst, t.Cols())
}

// decodeAWQGEMMTile decodes the columns of groups [g0, g1) of rows [row0, row0+nrows) into dst,
// rows ld values apart (awqTiledGEMM's tiles; decodeAWQGEMM: the whole rows).
func decodeAWQGEMMTile(t *Tensor, row0, nrows, g0, g1 int64, dst []float32, ld int64) {
	n := t.Shape[0]
	g := int64(t.Quant.GroupSize)
	k := ld // the output's row stride (the loops below index columns from group g0's first)
	qw := t.Part(RoleQWeight).Data
	qzp := t.Part(RoleQZeros)
	sp := t.Part(RoleScales)
	sc, sid := newScaleReader(sp), sp.Format.ID
	w8 := n / 8
	var tabs [8][16]float32
	row1 := row0 + nrows
	simd := g > 0 && awqBlockRows(g) // the SIMD helpers (awqBlock)
	dt := dtypeCode(sid)
	var luts [16][16]float32 // awqBlock's tables, zero points and scales
	var zs [16]int32
	var ss [16]float32
	for gi := g0; gi < g1; gi++ {
		c0 := (gi - g0) * g // the group's first column in dst
		for wi := row0 / 8; wi*8 < row1; wi++ {
			jlo, jhi := max(row0-wi*8, 0), min(row1-wi*8, 8)
			full := jlo == 0 && jhi == 8
			for j := jlo; j < jhi; j++ {
				col := wi*8 + j
				sh := 4 * awqReverse[j]
				z := int32(8)
				if qzp != nil {
					z = int32(partU32(qzp.Data, gi*w8+wi) >> sh & 15)
				}
				if simd && full {
					zs[j], ss[j] = z, sc.at(gi*n+col)
					continue
				}
				fillLUT(tabs[j][:], z, sc.at(gi*n+col), sid)
			}
			base := (wi*8 - row0) * k // output offset of row wi*8 (may be negative for a partial word)
			if simd && full {
				awqBlock(&dst[base+c0], int(k), &qw[4*(gi*g*w8+wi)], int(4*w8), &luts, &zs, &ss, int(g), dt)
				continue
			}
			if full {
				d := dst[base+c0 : base+7*k+c0+g]
				for c := range g {
					v := partU32(qw, (gi*g+c)*w8+wi)
					d[c] = tabs[0][v&15]
					d[k+c] = tabs[1][v>>16&15]
					d[2*k+c] = tabs[2][v>>4&15]
					d[3*k+c] = tabs[3][v>>20&15]
					d[4*k+c] = tabs[4][v>>8&15]
					d[5*k+c] = tabs[5][v>>24&15]
					d[6*k+c] = tabs[6][v>>12&15]
					d[7*k+c] = tabs[7][v>>28]
				}
				continue
			}
			for c := range g {
				v := partU32(qw, (gi*g+c)*w8+wi)
				for j := jlo; j < jhi; j++ {
					dst[base+j*k+c0+c] = tabs[j][v>>(4*awqReverse[j])&15]
				}
			}
		}
	}
}

func checkAWQGEMV(t *Tensor) error {
	n, k, err := check2D(t)
	if err != nil {
		return err
	}
	if t.Quant.Bits != 4 {
		return partErr(t, "bits = %d; AWQ GEMV is 4-bit only", t.Quant.Bits)
	}
	g := int64(t.Quant.GroupSize)
	if k%8 != 0 || k%g != 0 {
		return partErr(t, "shape %v: in must be a multiple of 8 and of group_size %d", t.Shape, g)
	}
	groups := k / g
	qw, err := needPart(t, RoleQWeight, 2, I32, U32)
	if err != nil {
		return err
	}
	if err := want2D(t, qw, RoleQWeight, n, k/8, "out by in/8"); err != nil {
		return err
	}
	qz, err := needPart(t, RoleQZeros, 2, I32, U32)
	if err != nil {
		return err
	}
	if qz.Shape[0] != n || qz.Shape[1] < ceilDiv(groups, 8) {
		return partErr(t, "part %q (%s) has shape %v, want [%d, ≥%d] (out by the padded zeros width)", RoleQZeros, qz.Name, qz.Shape, n, ceilDiv(groups, 8))
	}
	sc, err := needPart(t, RoleScales, 2, F16, BF16, F32)
	if err != nil {
		return err
	}
	if err := want2D(t, sc, RoleScales, n, qz.Shape[1]*8, "out by 8 × the zeros width"); err != nil {
		return err
	}
	return checkRowBias(t, n)
}

// decodeAWQGEMV: rows are contiguous; per group a table of its 16 values, 8 codes per word.
func decodeAWQGEMV(t *Tensor, row0, nrows int64, dst []float32) {
	k := t.Cols()
	g := int64(t.Quant.GroupSize)
	qw := t.Part(RoleQWeight).Data
	qzp := t.Part(RoleQZeros)
	sp := t.Part(RoleScales)
	sc, sid := newScaleReader(sp), sp.Format.ID
	zw := qzp.Shape[1]
	var tab [16]float32
	simd4 := g%32 == 0 && partsSIMD() // the AVX-512 helpers (parts_nib4_amd64.go)
	rows4 := zeroLUTGrain(t) > 0      // the SIMD row decoder (zeroLUTRow, in spans)
	dt := dtypeCode(sid)
	for r := range nrows {
		row := row0 + r
		out := dst[r*k : (r+1)*k]
		if rows4 {
			decodeZeroLUTRow(t, row, out)
			continue
		}
		words := qw[row*(k/8)*4 : (row+1)*(k/8)*4]
		for gi := range k / g {
			z := int32(partU32(qzp.Data, row*zw+gi/8) >> (4 * (gi % 8)) & 15)
			if simd4 {
				nib4LUTZero(&tab, z, sc.at(row*zw*8+gi), dt)
				nib4Expand(&out[gi*g], &words[gi*g/2], int(g/2), &tab)
				continue
			}
			fillLUT(tab[:], z, sc.at(row*zw*8+gi), sid)
			if g%8 != 0 {
				for c := gi * g; c < (gi+1)*g; c++ {
					out[c] = tab[partU32(words, c/8)>>(4*(c%8))&15]
				}
				continue
			}
			for c := gi * g; c < (gi+1)*g; c += 8 {
				v := binary.LittleEndian.Uint32(words[c/2:])
				o := (*[8]float32)(out[c : c+8])
				o[0], o[1], o[2], o[3] = tab[v&15], tab[v>>4&15], tab[v>>8&15], tab[v>>12&15]
				o[4], o[5], o[6], o[7] = tab[v>>16&15], tab[v>>20&15], tab[v>>24&15], tab[v>>28]
			}
		}
	}
}

func checkCT(t *Tensor) error {
	n, k, err := check2D(t)
	if err != nil {
		return err
	}
	bits := int64(t.Quant.Bits)
	switch bits {
	case 2, 4, 8:
	default:
		return partErr(t, "num_bits = %d; pack-quantized int32 packing takes 2, 4 or 8", bits)
	}
	pack := 32 / bits
	groups := ceilDiv(k, int64(t.Quant.GroupSize))
	wp, err := needPart(t, RolePacked, 2, I32, U32)
	if err != nil {
		return err
	}
	if err := want2D(t, wp, RolePacked, n, ceilDiv(k, pack), "out by ceil(in/pack)"); err != nil {
		return err
	}
	if ws, err := optPart(t, RoleShape, 1, I32, I64); err != nil {
		return err
	} else if ws != nil {
		if ws.Shape[0] != 2 {
			return partErr(t, "part %q (%s) has shape %v, want [2]", RoleShape, ws.Name, ws.Shape)
		}
		var d [2]int64
		for i := range d {
			if ws.Format.ID == I32 {
				d[i] = int64(int32(binary.LittleEndian.Uint32(ws.Data[4*i:])))
			} else {
				d[i] = int64(binary.LittleEndian.Uint64(ws.Data[8*i:]))
			}
		}
		if d[0] != n || d[1] != k {
			return partErr(t, "part %q (%s) says [%d %d], the tensor is %v", RoleShape, ws.Name, d[0], d[1], t.Shape)
		}
	}
	sc, err := needPart(t, RoleScale, 2, F16, BF16, F32)
	if err != nil {
		return err
	}
	if err := want2D(t, sc, RoleScale, n, groups, "out by groups"); err != nil {
		return err
	}
	if zp, err := optPart(t, RoleZeroPoint, 2, I32, U32); err != nil {
		return err
	} else if zp != nil {
		if err := want2D(t, zp, RoleZeroPoint, ceilDiv(n, pack), groups, "ceil(out/pack) by groups, packed along dim 0"); err != nil {
			return err
		}
	}
	if err := checkGIdx(t, RoleGIdxCT, k, groups); err != nil {
		return err
	}
	return checkRowBias(t, n)
}

// awqGEMVGroups sets zs and ss to the zero points and scales of AWQ GEMV's groups g0, g0+1, … of
// row.
func awqGEMVGroups(t *Tensor, row, g0 int64, zs []int32, ss []float32) {
	qzp := t.Part(RoleQZeros)
	sc, zw := newScaleReader(t.Part(RoleScales)), qzp.Shape[1]
	for i := range zs {
		gi := g0 + int64(i)
		zs[i] = int32(partU32(qzp.Data, row*zw+gi/8) >> (4 * (gi % 8)) & 15)
		ss[i] = sc.at(row*zw*8 + gi)
	}
}

// ctGroups is awqGEMVGroups of compressed-tensors (symmetric: the zero point 2^(bits−1)).
func ctGroups(t *Tensor, row, g0 int64, zs []int32, ss []float32) {
	bits := uint(t.Quant.Bits)
	pack, mask := int64(32/bits), uint32(1)<<bits-1
	sp, zp := t.Part(RoleScale), t.Part(RoleZeroPoint)
	sc, groups := newScaleReader(sp), sp.Shape[1]
	for i := range zs {
		g := g0 + int64(i)
		z := int32(1) << (bits - 1)
		if zp != nil {
			z = int32(partU32(zp.Data, (row/pack)*groups+g) >> (uint(row%pack) * bits) & mask)
		}
		zs[i], ss[i] = z, sc.at(row*groups+g)
	}
}

// RoleGIdxCT is compressed-tensors' name for the column → group map.
const RoleGIdxCT = "weight_g_idx"

// decodeCT: rows are contiguous bitstreams; per row the groups' zero points and scales are
// hoisted, then byte-aligned groups decode through a table of their values, others per element.
func decodeCT(t *Tensor, row0, nrows int64, dst []float32) {
	k := t.Cols()
	bits := uint(t.Quant.Bits)
	pack := int64(32 / bits)
	nq := int64(1) << bits
	wp := t.Part(RolePacked).Data
	sp := t.Part(RoleScale)
	sid := sp.Format.ID
	groups := sp.Shape[1]
	gs := int64(t.Quant.GroupSize)
	gmap := groupsOf(t, RoleGIdxCT)
	rowBytes := ceilDiv(k, pack) * 4
	zs := make([]int32, groups)
	ss := make([]float32, groups)
	var tab [256]float32
	fast := gmap.gidx == nil && gs*int64(bits)%8 == 0 && nq <= gs
	// the SIMD row decoder (zeroLUTRow: AVX-512 or NEON), also with a trivial weight_g_idx
	simd4 := zeroLUTGrain(t) > 0
	for r := range nrows {
		row := row0 + r
		data := wp[row*rowBytes : (row+1)*rowBytes]
		out := dst[r*k : (r+1)*k]
		if simd4 {
			decodeZeroLUTRow(t, row, out)
			continue
		}
		ctGroups(t, row, 0, zs, ss)
		if !fast {
			for c := range out {
				g := gmap.of(int64(c))
				u := int32(streamBits(data, int64(c)*int64(bits), bits))
				out[c] = roundAs(sid, float32(u-zs[g])*ss[g])
			}
			continue
		}
		for g := range groups {
			fillLUT(tab[:nq], zs[g], ss[g], sid)
			c0, c1 := g*gs, min((g+1)*gs, k)
			src := data[c0*int64(bits)/8:]
			o := out[c0:c1]
			switch bits {
			case 4:
				j := 0
				for ; j+8 <= len(o); j += 8 {
					v := binary.LittleEndian.Uint32(src[j/2:])
					o8 := (*[8]float32)(o[j : j+8])
					o8[0], o8[1], o8[2], o8[3] = tab[v&15], tab[v>>4&15], tab[v>>8&15], tab[v>>12&15]
					o8[4], o8[5], o8[6], o8[7] = tab[v>>16&15], tab[v>>20&15], tab[v>>24&15], tab[v>>28]
				}
				for ; j < len(o); j++ {
					o[j] = tab[src[j/2]>>(4*(j&1))&15]
				}
			case 8:
				src = src[:len(o)]
				for j, b := range src {
					o[j] = tab[b]
				}
			default:
				for j := range o {
					o[j] = tab[src[j/4]>>(2*(j&3))&3]
				}
			}
		}
	}
}
