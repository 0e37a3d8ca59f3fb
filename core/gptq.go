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
	row := func(id FormatID, name string, fam Family, check func(*Tensor) error, dec func(*Tensor, int64, int64, []float32)) {
		register(&Format{ID: id, Name: name, Family: fam, Flags: FlagQuantized | FlagParts,
			Note:       "part-based: sizes follow from the bits and group size parameters",
			checkParts: check, decodeRows: dec})
	}
	row(GPTQ, "GPTQ", FamilyGPTQ, checkGPTQ, decodeGPTQ)
	row(AWQ_GEMM, "AWQ_GEMM", FamilyAWQ, checkAWQGEMM, decodeAWQGEMM)
	row(AWQ_GEMV, "AWQ_GEMV", FamilyAWQ, checkAWQGEMV, decodeAWQGEMV)
	row(CT_PACK_QUANTIZED, "CT_PACK_QUANTIZED", FamilyCompressedTensors, checkCT, decodeCT)
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

func decodeGPTQ(t *Tensor, row0, nrows int64, dst []float32) {
	k := t.Cols()
	n := t.Shape[0]
	bits := uint(t.Quant.Bits)
	mask := uint32(1)<<bits - 1
	qw := t.Part(RoleQWeight).Data
	qzp := t.Part(RoleQZeros)
	sp := t.Part(RoleScales)
	sc, sid := newScaleReader(sp), sp.Format.ID
	off := int32(t.Quant.ZeroOffset)
	groups := groupsOf(t, RoleGIdx)
	zRow := n * int64(bits) / 8                    // bytes of one qzeros row
	if int64(1)<<bits > int64(t.Quant.GroupSize) { // a table would cost more than the group
		for c := range k {
			g := groups.of(c)
			pos := c * int64(bits)
			w, sh := pos>>5, uint(pos&31)
			for r := range nrows {
				col := row0 + r
				v := partU32(qw, w*n+col) >> sh
				if sh+bits > 32 {
					v |= partU32(qw, (w+1)*n+col) << (32 - sh)
				}
				z := int32(streamBits(qzp.Data[g*zRow:(g+1)*zRow], col*int64(bits), bits)) + off
				dst[r*k+c] = roundAs(sid, float32(int32(v&mask)-z)*sc.at(g*n+col))
			}
		}
		return
	}
	// The values of every code for each (group, row) of the chunk: (q − z)·s, rounded.
	lut := newGroupLUT(qzp.Shape[0], nrows, bits, func(g, r int64, vals []float32) {
		col := row0 + r
		z := int32(streamBits(qzp.Data[g*zRow:(g+1)*zRow], col*int64(bits), bits)) + off
		s := sc.at(g*n + col)
		for q := range vals {
			vals[q] = roundAs(sid, float32(int32(q)-z)*s)
		}
	})
	defer lut.free()
	for c := range k {
		vals := lut.group(groups.of(c))
		pos := c * int64(bits)
		w, sh := pos>>5, uint(pos&31)
		for r := range nrows {
			col := row0 + r
			v := partU32(qw, w*n+col) >> sh
			if sh+bits > 32 {
				v |= partU32(qw, (w+1)*n+col) << (32 - sh)
			}
			dst[r*k+c] = vals[r<<bits+int64(v&mask)]
		}
	}
}

// groupLUT holds, for a chunk of rows, the dequantized value of every code in every group: at
// most 256 × groups × rows floats, from a pool (decodeRows runs on hot paths such as GEMV).
type groupLUT struct {
	buf   *[]float32
	per   int64 // floats per group: rows << bits
	table []float32
}

var lutPool = sync.Pool{New: func() any { return new([]float32) }}

func newGroupLUT(groups, nrows int64, bits uint, fill func(g, r int64, vals []float32)) groupLUT {
	per := nrows << bits
	buf := lutPool.Get().(*[]float32)
	if int64(cap(*buf)) < groups*per {
		*buf = make([]float32, groups*per)
	}
	l := groupLUT{buf: buf, per: per, table: (*buf)[:groups*per]}
	nq := int64(1) << bits
	for g := range groups {
		for r := range nrows {
			base := g*per + r*nq
			fill(g, r, l.table[base:base+nq])
		}
	}
	return l
}

// group returns group g's values: row r's code q is at [r<<bits + q].
func (l groupLUT) group(g int64) []float32 { return l.table[g*l.per : (g+1)*l.per] }

func (l groupLUT) free() { lutPool.Put(l.buf) }

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

func decodeAWQGEMM(t *Tensor, row0, nrows int64, dst []float32) {
	k, n := t.Cols(), t.Shape[0]
	g := int64(t.Quant.GroupSize)
	qw := t.Part(RoleQWeight).Data
	qzp := t.Part(RoleQZeros)
	sp := t.Part(RoleScales)
	sc, sid := newScaleReader(sp), sp.Format.ID
	w8 := n / 8
	for c := range k {
		gi := c / g
		for r := range nrows {
			col := row0 + r
			sh := 4 * awqReverse[col%8]
			q := int32(partU32(qw, c*w8+col/8) >> sh & 15)
			z := int32(8)
			if qzp != nil {
				z = int32(partU32(qzp.Data, gi*w8+col/8) >> sh & 15)
			}
			dst[r*k+c] = roundAs(sid, float32(q-z)*sc.at(gi*n+col))
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

func decodeAWQGEMV(t *Tensor, row0, nrows int64, dst []float32) {
	k := t.Cols()
	g := int64(t.Quant.GroupSize)
	qw := t.Part(RoleQWeight).Data
	qzp := t.Part(RoleQZeros)
	sp := t.Part(RoleScales)
	sc, sid := newScaleReader(sp), sp.Format.ID
	zw := qzp.Shape[1]
	for r := range nrows {
		row := row0 + r
		out := dst[r*k : (r+1)*k]
		for c := range out {
			gi := int64(c) / g
			q := int32(partU32(qw, row*(k/8)+int64(c)/8) >> (4 * (c % 8)) & 15)
			z := int32(partU32(qzp.Data, row*zw+gi/8) >> (4 * (gi % 8)) & 15)
			out[c] = roundAs(sid, float32(q-z)*sc.at(row*zw*8+gi))
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

// RoleGIdxCT is compressed-tensors' name for the column → group map.
const RoleGIdxCT = "weight_g_idx"

func decodeCT(t *Tensor, row0, nrows int64, dst []float32) {
	k := t.Cols()
	bits := uint(t.Quant.Bits)
	pack := int64(32 / bits)
	wp := t.Part(RolePacked).Data
	sp := t.Part(RoleScale)
	sc, sid := newScaleReader(sp), sp.Format.ID
	groups := sp.Shape[1]
	zp := t.Part(RoleZeroPoint)
	gmap := groupsOf(t, RoleGIdxCT)
	rowBytes := ceilDiv(k, pack) * 4
	mask := uint32(1)<<bits - 1
	for r := range nrows {
		row := row0 + r
		data := wp[row*rowBytes : (row+1)*rowBytes]
		out := dst[r*k : (r+1)*k]
		for c := range out {
			g := gmap.of(int64(c))
			u := int32(streamBits(data, int64(c)*int64(bits), bits))
			z := int32(1) << (bits - 1)
			if zp != nil {
				z = int32(partU32(zp.Data, (row/pack)*groups+g) >> (uint(row%pack) * bits) & mask)
			}
			out[c] = roundAs(sid, float32(u-z)*sc.at(row*groups+g))
		}
	}
}
