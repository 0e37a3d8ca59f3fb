package gptq

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/lowbit/lowbit/core"
)

// Codes is one quantized layer to pack, in the logical orientation (row n = output channel n):
// integer codes, per-group scales and zero points. The packers lay them out as each reference
// packer does (AutoGPTQ / GPTQModel pack(), AutoAWQ WQLinear_GEMM/GEMV.from_linear,
// compressed-tensors pack_to_int32); the GPTQ quantization algorithm itself (Hessian updates) is
// not here.
type Codes struct {
	Name      string // the layer's path: parts are named <Name>.qweight, …
	Out, In   int
	Bits      int
	GroupSize int // −1: one group per row (per output channel)

	Q      []uint8   // Out×In codes in [0, 2^Bits)
	Scales []float32 // Out×Groups, stored as ScaleFormat (rounded to nearest even)
	// Zeros are Out×Groups zero points in [0, 2^Bits); nil means symmetric: 2^(Bits−1)
	// everywhere (GPTQ and AWQ GEMV store it; AWQ GEMM and compressed-tensors store no zeros).
	Zeros []uint8
	// GIdx maps each input column to its group (GPTQ act-order, compressed-tensors actorder);
	// nil means column / GroupSize, and no g_idx tensor is written.
	GIdx []int32
	// Bias is the layer's optional additive bias (Out values), stored as ScaleFormat.
	Bias        []float32
	ScaleFormat core.FormatID // F16 (what the reference tools write), BF16 or F32 (the zero value)
}

func (c *Codes) groupSize() int {
	if c.GroupSize == -1 {
		return c.In
	}
	return c.GroupSize
}

func (c *Codes) groups() int { return (c.In + c.groupSize() - 1) / c.groupSize() }

func (c *Codes) check(allowed ...int) error {
	ok := false
	for _, b := range allowed {
		ok = ok || c.Bits == b
	}
	switch {
	case !ok:
		return fmt.Errorf("%w: layer %q: %d bits; this layout takes %v", core.ErrInvalidArgument, c.Name, c.Bits, allowed)
	case c.Out <= 0 || c.In <= 0:
		return fmt.Errorf("%w: layer %q: shape [%d %d]", core.ErrInvalidArgument, c.Name, c.Out, c.In)
	case c.GroupSize != -1 && c.GroupSize <= 0:
		return fmt.Errorf("%w: layer %q: group_size %d", core.ErrInvalidArgument, c.Name, c.GroupSize)
	case len(c.Q) != c.Out*c.In:
		return fmt.Errorf("%w: layer %q: %d codes for shape [%d %d]", core.ErrInvalidArgument, c.Name, len(c.Q), c.Out, c.In)
	case len(c.Scales) != c.Out*c.groups():
		return fmt.Errorf("%w: layer %q: %d scales, want %d (out × groups)", core.ErrInvalidArgument, c.Name, len(c.Scales), c.Out*c.groups())
	case c.Zeros != nil && len(c.Zeros) != c.Out*c.groups():
		return fmt.Errorf("%w: layer %q: %d zeros, want %d (out × groups)", core.ErrInvalidArgument, c.Name, len(c.Zeros), c.Out*c.groups())
	case c.GIdx != nil && len(c.GIdx) != c.In:
		return fmt.Errorf("%w: layer %q: %d g_idx values, want %d", core.ErrInvalidArgument, c.Name, len(c.GIdx), c.In)
	case c.ScaleFormat != core.F16 && c.ScaleFormat != core.BF16 && c.ScaleFormat != core.F32:
		return fmt.Errorf("%w: layer %q: scales are stored as F16, BF16 or F32, not format id %d", core.ErrInvalidArgument, c.Name, c.ScaleFormat)
	case c.Bias != nil && len(c.Bias) != c.Out:
		return fmt.Errorf("%w: layer %q: %d bias values, want %d", core.ErrInvalidArgument, c.Name, len(c.Bias), c.Out)
	}
	top := uint8(1<<c.Bits - 1)
	for i, q := range c.Q {
		if q > top {
			return fmt.Errorf("%w: layer %q: code %d at [%d %d] does not fit %d bits", core.ErrInvalidArgument, c.Name, q, i/c.In, i%c.In, c.Bits)
		}
	}
	for i, z := range c.Zeros {
		if z > top {
			return fmt.Errorf("%w: layer %q: zero point %d at [%d %d] does not fit %d bits", core.ErrInvalidArgument, c.Name, z, i/c.groups(), i%c.groups(), c.Bits)
		}
	}
	for i, g := range c.GIdx {
		if g < 0 || int(g) >= c.groups() {
			return fmt.Errorf("%w: layer %q: g_idx[%d] = %d is outside the %d groups", core.ErrInvalidArgument, c.Name, i, g, c.groups())
		}
	}
	return nil
}

func (c *Codes) zero(n, g int) uint32 {
	if c.Zeros == nil {
		return 1 << (c.Bits - 1)
	}
	return uint32(c.Zeros[n*c.groups()+g])
}

func (c *Codes) group(k int) int {
	if c.GIdx != nil {
		return int(c.GIdx[k])
	}
	return k / c.groupSize()
}

// part appends a new part tensor to t.
func part(t *core.Tensor, role string, id core.FormatID, shape ...int64) []byte {
	f, _ := core.Lookup(id)
	size, _ := core.CheckShape(f, shape)
	p := &core.Tensor{Name: t.Name + "." + role, Format: f, Shape: shape, Data: make([]byte, size), PartOf: t.Name}
	t.Parts = append(t.Parts, core.Part{Role: role, Tensor: p})
	return p.Data
}

// put ORs value v (bits wide) into a little-endian word array at bit position pos.
func put(words []byte, pos int64, v uint32, bits int) {
	for b := range bits {
		if v>>b&1 != 0 {
			p := pos + int64(b)
			words[p/8] |= 1 << (p % 8)
		}
	}
}

func putFloats(dst []byte, id core.FormatID, vals []float32) {
	for i, v := range vals {
		switch id {
		case core.F32:
			binary.LittleEndian.PutUint32(dst[4*i:], math.Float32bits(v))
		case core.BF16:
			binary.LittleEndian.PutUint16(dst[2*i:], core.FP32ToBF16(v))
		default:
			binary.LittleEndian.PutUint16(dst[2*i:], core.FP32ToFP16(v))
		}
	}
}

func (c *Codes) finish(t *core.Tensor) (*core.Tensor, error) {
	if c.Bias != nil {
		putFloats(part(t, core.RoleBias, c.sf(), int64(c.Out)), c.sf(), c.Bias)
	}
	if err := core.CheckParts(t); err != nil {
		return nil, err
	}
	return t, nil
}

// sf is the scales' storage format.
func (c *Codes) sf() core.FormatID { return c.ScaleFormat }

// PackGPTQ packs a layer as GPTQ: qweight [In·bits/32, Out] (codes along the input dimension,
// LSB first, 3-bit codes straddling words), qzeros [groups, Out·bits/32], scales [groups, Out],
// g_idx [In] (int32, always written as AutoGPTQ does), bias. v2 false writes the "gptq" (v1)
// convention, zero − 1 stored; a zero point of 0 cannot be stored that way (it becomes −1 and
// spills into its neighbours, AutoGPTQ#325) and is an error: write gptq_v2 instead.
func PackGPTQ(c Codes, v2 bool) (*core.Tensor, error) {
	if err := c.check(2, 3, 4, 8); err != nil {
		return nil, err
	}
	if c.In*c.Bits%32 != 0 || c.Out*c.Bits%32 != 0 {
		return nil, fmt.Errorf("%w: layer %q: [%d %d] at %d bits does not fill whole int32 words along both dimensions",
			core.ErrInvalidArgument, c.Name, c.Out, c.In, c.Bits)
	}
	off := uint32(0)
	if !v2 {
		off = 1
		for n := range c.Out {
			for g := range c.groups() {
				if c.zero(n, g) == 0 {
					return nil, fmt.Errorf("%w: layer %q: zero point 0 (row %d, group %d) cannot be stored as GPTQ v1 (zero−1 = −1 overflows its field); use gptq_v2",
						core.ErrInvalidArgument, c.Name, n, g)
				}
			}
		}
	}
	gs := c.groupSize()
	t := &core.Tensor{Name: c.Name, Shape: []int64{int64(c.Out), int64(c.In)},
		Quant: core.QuantParams{Bits: c.Bits, GroupSize: gs, ZeroOffset: int(off), Sym: c.Zeros == nil, ActOrder: c.GIdx != nil}}
	t.Format, _ = core.Lookup(core.GPTQ)
	n, k, bits := int64(c.Out), int64(c.In), int64(c.Bits)
	qw := part(t, core.RoleQWeight, core.I32, k*bits/32, n)
	// Column n's codes form a bitstream down the rows: code k at bit k·bits of the column.
	for kk := range k {
		pos := kk * bits
		w, sh := pos/32, pos%32
		for col := range n {
			v := uint64(c.Q[col*k+kk]) << sh
			word := qw[4*(w*n+col):]
			binary.LittleEndian.PutUint32(word, binary.LittleEndian.Uint32(word)|uint32(v))
			if v>>32 != 0 {
				next := qw[4*((w+1)*n+col):]
				binary.LittleEndian.PutUint32(next, binary.LittleEndian.Uint32(next)|uint32(v>>32))
			}
		}
	}
	groups := int64(c.groups())
	qz := part(t, core.RoleQZeros, core.I32, groups, n*bits/32)
	rowBytes := n * bits / 8
	for g := range groups {
		for col := range n {
			put(qz[g*rowBytes:], col*bits, c.zero(int(col), int(g))-off, c.Bits)
		}
	}
	sc := part(t, core.RoleScales, c.sf(), groups, n)
	tr := make([]float32, groups*n)
	for col := range n {
		for g := range groups {
			tr[g*n+col] = c.Scales[col*groups+g]
		}
	}
	putFloats(sc, c.sf(), tr)
	gi := part(t, core.RoleGIdx, core.I32, k)
	for kk := range k {
		binary.LittleEndian.PutUint32(gi[4*kk:], uint32(int32(c.group(int(kk)))))
	}
	return c.finish(t)
}

// PackAWQ packs a 4-bit layer as AWQ. gemv false: the GEMM layout, qweight [In, Out/8] with
// output columns interleaved (nibble i of word c holds column 8c + AWQ_ORDER[i]), qzeros
// [In/group, Out/8] likewise (none when Zeros is nil: zero_point false), scales [In/group, Out].
// gemv true: qweight [Out, In/8] in natural order, qzeros [Out, W] and scales [Out, 8W] padded
// with zeros to AutoAWQ's calculate_zeros_width W.
func PackAWQ(c Codes, gemv bool) (*core.Tensor, error) {
	if err := c.check(4); err != nil {
		return nil, err
	}
	if c.GIdx != nil {
		return nil, fmt.Errorf("%w: layer %q: AWQ has no g_idx", core.ErrInvalidArgument, c.Name)
	}
	gs := c.groupSize()
	n, k, groups := int64(c.Out), int64(c.In), int64(c.groups())
	if k%int64(gs) != 0 {
		return nil, fmt.Errorf("%w: layer %q: in %d is not a multiple of group_size %d", core.ErrInvalidArgument, c.Name, k, gs)
	}
	t := &core.Tensor{Name: c.Name, Shape: []int64{n, k}, Quant: core.QuantParams{Bits: 4, GroupSize: gs, Sym: c.Zeros == nil}}
	if !gemv {
		if n%8 != 0 {
			return nil, fmt.Errorf("%w: layer %q: AWQ GEMM needs out (%d) to be a multiple of 8", core.ErrInvalidArgument, c.Name, n)
		}
		t.Format, _ = core.Lookup(core.AWQ_GEMM)
		qw := part(t, core.RoleQWeight, core.I32, k, n/8)
		for kk := range k {
			for w := range n / 8 {
				var word uint32
				for i, col := range core.AWQOrder {
					word |= uint32(c.Q[(8*w+int64(col))*k+kk]) << (4 * i)
				}
				binary.LittleEndian.PutUint32(qw[4*(kk*(n/8)+w):], word)
			}
		}
		if c.Zeros != nil {
			qz := part(t, core.RoleQZeros, core.I32, groups, n/8)
			for g := range groups {
				for w := range n / 8 {
					var word uint32
					for i, col := range core.AWQOrder {
						word |= c.zero(int(8*w)+col, int(g)) << (4 * i)
					}
					binary.LittleEndian.PutUint32(qz[4*(g*(n/8)+w):], word)
				}
			}
		}
		tr := make([]float32, groups*n)
		for col := range n {
			for g := range groups {
				tr[g*n+col] = c.Scales[col*groups+g]
			}
		}
		putFloats(part(t, core.RoleScales, c.sf(), groups, n), c.sf(), tr)
		return c.finish(t)
	}
	if k%8 != 0 {
		return nil, fmt.Errorf("%w: layer %q: AWQ GEMV needs in (%d) to be a multiple of 8", core.ErrInvalidArgument, c.Name, k)
	}
	zw, err := ZerosWidth(int(k), gs)
	if err != nil {
		return nil, fmt.Errorf("layer %q: %w", c.Name, err)
	}
	t.Format, _ = core.Lookup(core.AWQ_GEMV)
	qw := part(t, core.RoleQWeight, core.I32, n, k/8)
	for col := range n {
		for kk := range k {
			put(qw[4*(col*(k/8)):], kk*4, uint32(c.Q[col*k+kk]), 4)
		}
	}
	qz := part(t, core.RoleQZeros, core.I32, n, int64(zw))
	vals := make([]float32, n*int64(zw)*8)
	for col := range n {
		for g := range groups {
			put(qz[4*(col*int64(zw)):], g*4, c.zero(int(col), int(g)), 4)
			vals[col*int64(zw)*8+g] = c.Scales[col*groups+g]
		}
	}
	putFloats(part(t, core.RoleScales, c.sf(), n, int64(zw)*8), c.sf(), vals)
	return c.finish(t)
}

// ZerosWidth is AutoAWQ's calculate_zeros_width(in, group_size): the int32 words of one GEMV
// qzeros row.
func ZerosWidth(in, group int) (int, error) {
	mult := 0
	switch {
	case group >= 128:
		mult = 1
	case group == 64:
		mult = 2
	case group == 32:
		mult = 4
	default:
		return 0, fmt.Errorf("%w: AWQ GEMV group_size %d (AutoAWQ takes 32, 64 or ≥ 128)", core.ErrInvalidArgument, group)
	}
	base := (in/group + 7) / 8
	return (base + mult - 1) / mult * mult, nil
}

// PackCT packs a layer as compressed-tensors pack-quantized: weight_packed [Out, ceil(In/pack)]
// (codes are stored unsigned, i.e. the signed value + 2^(bits−1), LSB first along the input),
// weight_scale [Out, groups], weight_zero_point [ceil(Out/pack), groups] packed along the
// output dimension (only when Zeros is set: asymmetric), weight_g_idx, weight_shape.
func PackCT(c Codes) (*core.Tensor, error) {
	if err := c.check(2, 4, 8); err != nil {
		return nil, err
	}
	n, k, bits := int64(c.Out), int64(c.In), int64(c.Bits)
	pack := 32 / bits
	groups := int64(c.groups())
	t := &core.Tensor{Name: c.Name, Shape: []int64{n, k},
		Quant: core.QuantParams{Bits: c.Bits, GroupSize: c.groupSize(), Sym: c.Zeros == nil, ActOrder: c.GIdx != nil}}
	t.Format, _ = core.Lookup(core.CT_PACK_QUANTIZED)
	wp := part(t, core.RolePacked, core.I32, n, (k+pack-1)/pack)
	rowBytes := (k + pack - 1) / pack * 4
	for col := range n {
		for kk := range k {
			put(wp[col*rowBytes:], kk*bits, uint32(c.Q[col*k+kk]), c.Bits)
		}
	}
	vals := make([]float32, n*groups)
	copy(vals, c.Scales)
	putFloats(part(t, core.RoleScale, c.sf(), n, groups), c.sf(), vals)
	if c.Zeros != nil {
		zp := part(t, core.RoleZeroPoint, core.I32, (n+pack-1)/pack, groups)
		for col := range n {
			for g := range groups {
				put(zp[4*((col/pack)*groups+g):], (col%pack)*bits, c.zero(int(col), int(g)), c.Bits)
			}
		}
	}
	if c.GIdx != nil {
		gi := part(t, core.RoleGIdxCT, core.I32, k)
		for kk, g := range c.GIdx {
			binary.LittleEndian.PutUint32(gi[4*kk:], uint32(g))
		}
	}
	ws := part(t, core.RoleShape, core.I32, 2)
	binary.LittleEndian.PutUint32(ws, uint32(n))
	binary.LittleEndian.PutUint32(ws[4:], uint32(k))
	return c.finish(t)
}
