package core

import (
	"encoding/binary"
	"fmt"
	"math"
)

// MLX's quantized layouts (ml-explore/mlx: mlx/ops.cpp, mlx/backend/cpu/quantized.cpp,
// python/mlx/nn/layers/quantized.py). A quantized layer <path> is stored as
//
//	<path>.weight  U32 [..., in·bits/32]  every row one little-endian, LSB-first bitstream: code i at bit i·bits
//	<path>.scales  [..., in/group]        affine: F16/BF16/F32; mxfp4/mxfp8: E8M0 bytes; nvfp4: E4M3 bytes
//	<path>.biases  [..., in/group]        affine only, the scales' dtype
//	<path>.bias    [..., out]             optional, the layer's additive bias (not part of the weight)
//	<path>.global_scale  F32 scalar       nvfp4 only, optional
//
// The logical tensor is [..., out, in]. Dequantizing matches mx.dequantize on the CPU bit for bit:
//   - affine: w = q·scale + bias computed in the scales' dtype, rounding after the product and
//     again after the sum (MLX multiplies, then adds, in that dtype);
//   - mxfp4 / mxfp8: w = value·2^(s−127) in float32 (s = 0 gives 2^−127, s = 255 gives +Inf, as
//     MLX's power of two does); exact, so F16/BF16 output is that value rounded once;
//   - nvfp4: w = value·e4m3(s), or with a global scale g: value·float32(e4m3(s)·float32(g/2688)).
//     (mx.dequantize returns float32 then, whatever dtype was asked for.)

// mlxFP4 is the E2M1 table MLX uses (FP4_LUT in mlx/backend/cpu/quantized.cpp).
var mlxFP4 = [16]float32{0, 0.5, 1, 1.5, 2, 3, 4, 6, float32(math.Copysign(0, -1)), -0.5, -1, -1.5, -2, -3, -4, -6}

// mlxE8M0 is 2^(s−127) as MLX computes it: s = 0 is the subnormal 2^−127, s = 255 is +Inf;
// mlxE8M0Half is mlxE8M0/2 (+Inf stays +Inf), the scale of the doubled E2M1 values the
// 8-bit-activation kernel of mxfp4 multiplies (gemv_q8mlx_amd64.go).
var mlxE8M0, mlxE8M0Half [256]float32

func init() {
	for s := range uint32(256) {
		mlxE8M0[s] = math.Float32frombits(s << 23)
	}
	mlxE8M0[0] = math.Float32frombits(1 << 22)
	for s := range mlxE8M0 {
		mlxE8M0Half[s] = mlxE8M0[s] / 2
	}

	row := func(id FormatID, name string, check func(*Tensor) error, dec func(*Tensor, int64, int64, []float32), enc func(*Tensor, []float32) error,
		grain func(*Tensor) int64, span func(*Tensor, int64, int64, int64, []float32)) {
		register(&Format{ID: id, Name: name, Family: FamilyMLX, Flags: FlagQuantized | FlagParts,
			Note:       "part-based: sizes follow from the bits and group size parameters",
			checkParts: check, decodeRows: dec, encodeParts: enc, spanGrain: grain, decodeSpan: span})
	}
	row(MLX_AFFINE, "MLX_AFFINE", checkMLXAffine, decodeMLXAffine, encodeMLXAffine, mlxAffineGrain, decodeMLXAffineSpan)
	row(MLX_MXFP4, "MLX_MXFP4", checkMLXFP, decodeMLXFP, encodeMLXFP, mlxFPGrain, decodeMLXFPSpan)
	row(MLX_NVFP4, "MLX_NVFP4", checkMLXFP, decodeMLXFP, encodeMLXFP, mlxFPGrain, decodeMLXFPSpan)
	row(MLX_MXFP8, "MLX_MXFP8", checkMLXFP, decodeMLXFP, encodeMLXFP, mlxFPGrain, decodeMLXFPSpan)
}

// MLXModeFormat maps an MLX quantization mode ("affine", "mxfp4", "nvfp4", "mxfp8") to its format.
func MLXModeFormat(mode string) (*Format, error) {
	switch mode {
	case "affine", "":
		return registry[MLX_AFFINE], nil
	case "mxfp4":
		return registry[MLX_MXFP4], nil
	case "nvfp4":
		return registry[MLX_NVFP4], nil
	case "mxfp8":
		return registry[MLX_MXFP8], nil
	}
	return nil, fmt.Errorf("%w: unknown MLX quantization mode %q (affine, mxfp4, nvfp4 or mxfp8)", ErrUnsupported, mode)
}

// MLXMode is the MLX mode name of an MLX format ("" for other formats).
func MLXMode(f *Format) string {
	switch f.ID {
	case MLX_AFFINE:
		return "affine"
	case MLX_MXFP4:
		return "mxfp4"
	case MLX_NVFP4:
		return "nvfp4"
	case MLX_MXFP8:
		return "mxfp8"
	}
	return ""
}

// MLXDefaults returns MLX's fixed (fp modes) or default (affine) group size and bits of a mode.
func MLXDefaults(f *Format) (group, bits int) {
	switch f.ID {
	case MLX_MXFP4:
		return 32, 4
	case MLX_NVFP4:
		return 16, 4
	case MLX_MXFP8:
		return 32, 8
	}
	return 64, 4
}

// checkMLXWeight validates the packed weight against the logical shape and returns it.
func checkMLXWeight(t *Tensor) (*Tensor, error) {
	bits, g := t.Quant.Bits, t.Quant.GroupSize
	w, err := needPart(t, RoleWeight, len(t.Shape), U32)
	if err != nil {
		return nil, err
	}
	cols := t.Cols()
	for i, d := range t.Shape[:len(t.Shape)-1] {
		if w.Shape[i] != d {
			return nil, partErr(t, "part %q (%s) has shape %v, which does not match the tensor's %v", RoleWeight, w.Name, w.Shape, t.Shape)
		}
	}
	if g <= 0 || cols%int64(g) != 0 {
		return nil, partErr(t, "the row length %d is not a multiple of group_size %d", cols, g)
	}
	if cols*int64(bits)%32 != 0 || w.Shape[len(w.Shape)-1] != cols*int64(bits)/32 {
		return nil, partErr(t, "part %q (%s) has shape %v: %d columns of %d bits need %d u32 words per row",
			RoleWeight, w.Name, w.Shape, cols, bits, cols*int64(bits)/32)
	}
	return w, nil
}

// checkGroupPart checks a per-group part ([..., in/group]).
func checkGroupPart(t, p *Tensor, role string) error {
	groups := t.Cols() / int64(t.Quant.GroupSize)
	for i, d := range t.Shape[:len(t.Shape)-1] {
		if p.Shape[i] != d {
			return partErr(t, "part %q (%s) has shape %v, want %v with %d groups last", role, p.Name, p.Shape, t.Shape[:len(t.Shape)-1], groups)
		}
	}
	if p.Shape[len(p.Shape)-1] != groups {
		return partErr(t, "part %q (%s) has shape %v: %d columns in groups of %d make %d groups per row",
			role, p.Name, p.Shape, t.Cols(), t.Quant.GroupSize, groups)
	}
	return nil
}

// checkLayerBias checks the optional additive bias: one float per output row.
func checkLayerBias(t *Tensor) error {
	b, err := optPart(t, RoleBias, len(t.Shape)-1, F32, F16, BF16)
	if err != nil || b == nil {
		return err
	}
	for i, d := range t.Shape[:len(t.Shape)-1] {
		if b.Shape[i] != d {
			return partErr(t, "part %q (%s) has shape %v, want %v (one value per output row)", RoleBias, b.Name, b.Shape, t.Shape[:len(t.Shape)-1])
		}
	}
	return nil
}

func checkMLXAffine(t *Tensor) error {
	switch t.Quant.Bits {
	case 2, 3, 4, 5, 6, 8:
	default:
		return partErr(t, "bits = %d; MLX affine supports 2, 3, 4, 5, 6 and 8", t.Quant.Bits)
	}
	if _, err := checkMLXWeight(t); err != nil {
		return err
	}
	s, err := needPart(t, RoleScales, len(t.Shape), F16, BF16, F32)
	if err != nil {
		return err
	}
	b, err := needPart(t, RoleBiases, len(t.Shape), F16, BF16, F32)
	if err != nil {
		return err
	}
	if s.Format != b.Format {
		return partErr(t, "scales (%s) are %s but biases (%s) are %s; lowbit needs one dtype for both", s.Name, s.Format.Name, b.Name, b.Format.Name)
	}
	if err := checkGroupPart(t, s, RoleScales); err != nil {
		return err
	}
	if err := checkGroupPart(t, b, RoleBiases); err != nil {
		return err
	}
	return checkLayerBias(t)
}

func checkMLXFP(t *Tensor) error {
	group, bits := MLXDefaults(t.Format)
	if t.Quant.Bits != bits || t.Quant.GroupSize != group {
		return partErr(t, "bits = %d, group_size = %d; %s needs bits = %d, group_size = %d",
			t.Quant.Bits, t.Quant.GroupSize, MLXMode(t.Format), bits, group)
	}
	if _, err := checkMLXWeight(t); err != nil {
		return err
	}
	s, err := needPart(t, RoleScales, len(t.Shape), U8, F8_E8M0, F8_E4M3)
	if err != nil {
		return err
	}
	if err := checkGroupPart(t, s, RoleScales); err != nil {
		return err
	}
	if t.Part(RoleBiases) != nil {
		return partErr(t, "mode %s has no biases, but part %q (%s) is there", MLXMode(t.Format), RoleBiases, t.Part(RoleBiases).Name)
	}
	if g := t.Part(RoleGlobalScale); g != nil {
		if t.Format.ID != MLX_NVFP4 {
			return partErr(t, "only nvfp4 has a global scale, but part %q (%s) is there", RoleGlobalScale, g.Name)
		}
		if g.Format.ID != F32 || g.Elements() != 1 {
			return partErr(t, "the global scale (%s) must be one float32 value, not %s %v", g.Name, g.Format.Name, g.Shape)
		}
	}
	return checkLayerBias(t)
}

// decodeMLXAffine: w = q·scale + bias in the scales' dtype (two roundings, as mx.dequantize).
// A group with at least as many elements as codes decodes through a table of its 2^bits values.
func decodeMLXAffine(t *Tensor, row0, nrows int64, dst []float32) {
	w := t.Part(RoleWeight).Data
	sp := t.Part(RoleScales)
	sc, bi := newScaleReader(sp), newScaleReader(t.Part(RoleBiases))
	id := sp.Format.ID
	cols, bits, g := t.Cols(), uint(t.Quant.Bits), int64(t.Quant.GroupSize)
	groups := cols / g
	rowBytes := cols * int64(bits) / 8
	gBytes := g * int64(bits) / 8
	mask := uint64(1)<<bits - 1
	value := func(q, s, b float32) float32 {
		return roundAs(id, roundAs(id, float32(q*s))+b)
	}
	useLUT := int64(1)<<bits <= g
	simd4 := bits == 4 && g%32 == 0 && partsSIMD() // the AVX-512 helpers (parts_nib4_amd64.go)
	simd8 := bits == 8 && g%16 == 0 && partsSIMD()
	dt := dtypeCode(id)
	var lut [256]float32
	var lut16 [16]float32
	wholeRows := mlxAffineGrain(t) > 0
	for r := range nrows {
		row := w[(row0+r)*rowBytes : (row0+r+1)*rowBytes]
		out := dst[r*cols : (r+1)*cols]
		if wholeRows { // scales and biases of one dtype: the row in one call
			decodeMLXAffineSpan(t, row0+r, 0, cols, out)
			continue
		}
		for gi := range groups {
			s, b := sc.at((row0+r)*groups+gi), bi.at((row0+r)*groups+gi)
			grp := out[gi*g : (gi+1)*g]
			src := row[gi*gBytes : (gi+1)*gBytes]
			if !useLUT {
				// Fewer elements than codes (8 bits, 6 bits in groups of 32): each value on its
				// own, with the rounding inlined per dtype (a call per element cost ~9 ns).
				if bits == 8 {
					if simd8 {
						affine8Group(&grp[0], &src[0], len(grp), s, b, dt)
						continue
					}
					mlxAffineValues8(grp, src, s, b, id)
					continue
				}
				for j := range grp {
					grp[j] = value(float32(streamBits(src, int64(j)*int64(bits), bits)), s, b)
				}
				continue
			}
			if simd4 {
				nib4LUTAffine(&lut16, s, b, dt)
				nib4Expand(&grp[0], &src[0], len(src), &lut16)
				continue
			}
			mlxAffineLUT(lut[:1<<bits], s, b, id)
			switch bits {
			case 4:
				j := 0
				for ; j+4 <= len(src); j += 4 {
					v := binary.LittleEndian.Uint32(src[j:])
					o := (*[8]float32)(grp[2*j : 2*j+8])
					o[0], o[1], o[2], o[3] = lut[v&15], lut[v>>4&15], lut[v>>8&15], lut[v>>12&15]
					o[4], o[5], o[6], o[7] = lut[v>>16&15], lut[v>>20&15], lut[v>>24&15], lut[v>>28]
				}
				for ; j < len(src); j++ {
					grp[2*j] = lut[src[j]&15]
					grp[2*j+1] = lut[src[j]>>4]
				}
			case 8:
				for j, c := range src {
					grp[j] = lut[c]
				}
			default:
				var acc uint64
				var have uint
				p := 0
				for j := range grp {
					for have < bits {
						acc |= uint64(src[p]) << have
						p++
						have += 8
					}
					grp[j] = lut[acc&mask]
					acc >>= bits
					have -= bits
				}
			}
		}
	}
}

// mlxAffineValues8 decodes one 8-bit group: R(R(q·s) + b), R the rounding to id.
func mlxAffineValues8(grp []float32, src []byte, s, b float32, id FormatID) {
	src = src[:len(grp)]
	switch id {
	case BF16:
		for j, c := range src {
			grp[j] = roundBF16(roundBF16(float32(c)*s) + b)
		}
	case F16:
		for j, c := range src {
			grp[j] = roundF16(roundF16(float32(c)*s) + b)
		}
	default:
		for j, c := range src {
			grp[j] = float32(float32(c)*s) + b // no fused multiply-add
		}
	}
}

// mlxAffineLUT sets lut[q] = R(R(q·s) + b), R the rounding to id.
func mlxAffineLUT(lut []float32, s, b float32, id FormatID) {
	switch id {
	case BF16:
		for q := range lut {
			lut[q] = roundBF16(roundBF16(float32(q)*s) + b)
		}
	case F16:
		for q := range lut {
			lut[q] = roundF16(roundF16(float32(q)*s) + b)
		}
	default:
		for q := range lut {
			lut[q] = float32(float32(q)*s) + b // no fused multiply-add
		}
	}
}

// roundBF16 is roundAs(BF16, v), inlinable.
func roundBF16(v float32) float32 {
	u := math.Float32bits(v)
	if u&0x7fffffff > 0x7f800000 {
		u |= 0x400000 // a NaN, quieted as FP32ToBF16 does
	} else {
		u += 0x7fff + (u>>16)&1
	}
	return math.Float32frombits(u &^ 0xffff)
}

// roundF16 is roundAs(F16, v) with the normal range inlined.
func roundF16(v float32) float32 {
	u := math.Float32bits(v)
	a := u & 0x7fffffff
	if a-0x38800000 >= 0x477ff000-0x38800000 { // outside [2^-14, 65520): subnormal, zero, inf, NaN
		return roundF16Slow(v)
	}
	a += 0xfff + (a>>13)&1
	return math.Float32frombits(u&0x80000000 | a&^0x1fff)
}

// roundF16Slow is roundF16 outside float16's normal range (out of line, so that roundF16 inlines).
func roundF16Slow(v float32) float32 { return FP16ToFP32(FP32ToFP16(v)) }

// decodeMLXFP decodes mxfp4, nvfp4 and mxfp8.
func decodeMLXFP(t *Tensor, row0, nrows int64, dst []float32) {
	w := t.Part(RoleWeight).Data
	sc := t.Part(RoleScales).Data
	cols, g := t.Cols(), int64(t.Quant.GroupSize)
	groups := cols / g
	id := t.Format.ID
	var global float32
	hasGlobal := false
	if gp := t.Part(RoleGlobalScale); gp != nil {
		hasGlobal = true
		global = float32(newScaleReader(gp).at(0) / (448 * 6))
	}
	gBytes := g * int64(t.Quant.Bits) / 8
	var tab [16]float32
	simd4 := partsSIMD()
	// The rows a SIMD call at a time: mxfp4's groups of 32 and nvfp4's of 16 in pairs (fp4Row),
	// mxfp8's groups of 32 (mxfp8Row) through the span decoder (mlxFPGrain); nvfp4 with a global
	// scale through fp4Row with the products of the group scales and the global one in its table.
	spans := mlxFPGrain(t) > 0
	var rowScales *[256]float32
	var globalScales [256]float32
	if !spans && hasGlobal && fp4Rows() && id == MLX_NVFP4 && g == 16 && groups > 0 && groups%2 == 0 {
		for c := range globalScales {
			globalScales[c] = float32(tabE4M3[c] * global)
		}
		rowScales = &globalScales
	}
	for r := range nrows {
		out := dst[r*cols : (r+1)*cols]
		if spans {
			decodeMLXFPSpan(t, row0+r, 0, cols, out)
			continue
		}
		row := w[(row0+r)*groups*gBytes : (row0+r+1)*groups*gBytes]
		codes := sc[(row0+r)*groups : (row0+r+1)*groups]
		if rowScales != nil {
			fp4Row(out, row, codes, int(g), int(groups), &mlxFP4, rowScales)
			continue
		}
		for gi, code := range codes {
			var s float32
			switch {
			case id != MLX_NVFP4:
				s = mlxE8M0[code]
			case hasGlobal:
				s = float32(tabE4M3[code] * global)
			default:
				s = tabE4M3[code]
			}
			grp := out[int64(gi)*g : int64(gi+1)*g]
			src := row[int64(gi)*gBytes : int64(gi+1)*gBytes]
			if id == MLX_MXFP8 {
				src = src[:len(grp)]
				for j, b := range src {
					grp[j] = tabE4M3[b] * s
				}
				continue
			}
			for q := range tab {
				tab[q] = mlxFP4[q] * s
			}
			if simd4 && len(src)%16 == 0 { // the AVX-512 expansion (parts_nib4_amd64.go)
				nib4Expand(&grp[0], &src[0], len(src), &tab)
				continue
			}
			j := 0
			for ; j+4 <= len(src); j += 4 {
				v := binary.LittleEndian.Uint32(src[j:])
				o := (*[8]float32)(grp[2*j : 2*j+8])
				o[0], o[1], o[2], o[3] = tab[v&15], tab[v>>4&15], tab[v>>8&15], tab[v>>12&15]
				o[4], o[5], o[6], o[7] = tab[v>>16&15], tab[v>>20&15], tab[v>>24&15], tab[v>>28]
			}
			for ; j < len(src); j++ {
				grp[2*j] = tab[src[j]&15]
				grp[2*j+1] = tab[src[j]>>4]
			}
		}
	}
}

// ---- quantizing, bit-exact with MLX's CPU quantizer ----

// QuantizeParts quantizes src (row-major, shape's element count) into a new tensor of the
// part-based format f with parameters q. Parts get fresh memory and their family's names
// (MLX: <name>.weight, <name>.scales, <name>.biases). Rows may be batched ([..., out, in]).
func QuantizeParts(f *Format, q QuantParams, name string, shape []int64, src []float32) (*Tensor, error) {
	if f == nil || !f.IsParts() {
		return nil, fmt.Errorf("%w: QuantizeParts needs a part-based format", ErrInvalidArgument)
	}
	if f.encodeParts == nil {
		return nil, fmt.Errorf("%w: quantizing to %s is not supported; pack integer codes with the formats/gptq packers", ErrUnsupported, f.Name)
	}
	if len(shape) < 2 {
		return nil, fmt.Errorf("%w: tensor %q: %s needs at least 2 dimensions, the shape is %v", ErrInvalidArgument, name, f.Name, shape)
	}
	n := int64(1)
	for _, d := range shape {
		if d < 0 || (d != 0 && n > (1<<40)/d) {
			return nil, fmt.Errorf("%w: tensor %q: bad shape %v", ErrInvalidArgument, name, shape)
		}
		n *= d
	}
	if int64(len(src)) != n {
		return nil, fmt.Errorf("%w: tensor %q: shape %v has %d elements, src has %d", ErrInvalidArgument, name, shape, n, len(src))
	}
	t := &Tensor{Name: name, Format: f, Shape: append([]int64(nil), shape...), Quant: q}
	if err := f.encodeParts(t, src); err != nil {
		return nil, err
	}
	if err := CheckParts(t); err != nil {
		return nil, err
	}
	return t, nil
}

// CanQuantizeParts reports whether QuantizeParts can produce this format from floats.
func (f *Format) CanQuantizeParts() bool { return f.encodeParts != nil }

// newPart allocates a part tensor named <logical>.<role>.
func newPart(t *Tensor, role string, id FormatID, shape []int64) *Tensor {
	f := registry[id]
	size, _ := CheckShape(f, shape)
	name := role
	if t.Name != "" {
		name = t.Name + "." + role
	}
	p := &Tensor{Name: name, Format: f, Shape: shape, Data: make([]byte, size), PartOf: t.Name}
	t.Parts = append(t.Parts, Part{Role: role, Tensor: p})
	return p
}

// mlxFloat resolves QuantParams.Float.
func mlxFloat(t *Tensor) (FormatID, error) {
	switch t.Quant.Float {
	case F32, F16, BF16: // the zero value is F32
		return t.Quant.Float, nil
	}
	return 0, fmt.Errorf("%w: tensor %q: MLX computes in F32, F16 or BF16, not format id %d", ErrInvalidArgument, t.Name, t.Quant.Float)
}

func groupShape(t *Tensor, last int64) []int64 {
	s := append([]int64(nil), t.Shape...)
	s[len(s)-1] = last
	return s
}

// encodeMLXAffine is mlx/backend/cpu/quantized.cpp's quantize(), step by step in float32.
func encodeMLXAffine(t *Tensor, src []float32) error {
	T, err := mlxFloat(t)
	if err != nil {
		return err
	}
	if t.Quant.GroupSize == 0 && t.Quant.Bits == 0 {
		t.Quant.GroupSize, t.Quant.Bits = 64, 4
	}
	bits, g := t.Quant.Bits, t.Quant.GroupSize
	switch {
	case g != 32 && g != 64 && g != 128:
		return fmt.Errorf("%w: tensor %q: MLX affine group_size must be 32, 64 or 128, not %d", ErrInvalidArgument, t.Name, g)
	case bits < 2 || bits > 8 || bits == 7:
		return fmt.Errorf("%w: tensor %q: MLX affine bits must be 2, 3, 4, 5, 6 or 8, not %d", ErrInvalidArgument, t.Name, bits)
	case t.Cols()%int64(g) != 0:
		return fmt.Errorf("%w: tensor %q: the row length %d is not a multiple of group_size %d", ErrInvalidArgument, t.Name, t.Cols(), g)
	}
	cols := t.Cols()
	w := newPart(t, RoleWeight, U32, groupShape(t, cols*int64(bits)/32))
	s := newPart(t, RoleScales, T, groupShape(t, cols/int64(g)))
	b := newPart(t, RoleBiases, T, groupShape(t, cols/int64(g)))
	enc := registry[T].encode
	nGroups := int64(len(src)) / int64(g)
	return parallelFor(nGroups, 64, func(g0, g1 int64) error {
		vals := make([]float32, g)
		one := make([]float32, 1)
		for gi := g0; gi < g1; gi++ {
			for j := range vals {
				vals[j] = roundAs(T, src[gi*int64(g)+int64(j)])
			}
			scale, bias := mlxAffineGroup(vals, bits, w.Data[gi*int64(g*bits/8):(gi+1)*int64(g*bits/8)])
			sz := int64(registry[T].BlockBytes)
			one[0] = scale
			enc(s.Data[gi*sz:(gi+1)*sz], one)
			one[0] = bias
			enc(b.Data[gi*sz:(gi+1)*sz], one)
		}
		return nil
	})
}

// mlxAffineGroup quantizes one group as MLX's CPU quantize() does, writing its codes as an
// LSB-first bitstream into out (len(w)·bits/8 bytes), and returns the float32 scale and bias.
func mlxAffineGroup(w []float32, bits int, out []byte) (scale, bias float32) {
	nBins := float32(int(1)<<bits - 1)
	const eps = float32(1e-7)
	wMin, wMax := float32(math.Inf(1)), float32(math.Inf(-1))
	for _, v := range w {
		if wMax < v { // std::max(w_max, v)
			wMax = v
		}
		if v < wMin { // std::min(w_min, v)
			wMin = v
		}
	}
	mask := abs32(wMin) > abs32(wMax)
	scale = float32(wMax-wMin) / nBins
	if scale < eps { // std::max(scale, eps)
		scale = eps
	}
	if !mask {
		scale = -scale
	}
	edge := wMax
	if mask {
		edge = wMin
	}
	q0 := mlxRint(edge / scale)
	if q0 != 0 {
		scale = edge / q0
		bias = edge
	}
	clear(out)
	var acc uint64
	var have uint
	p := 0
	for _, v := range w {
		q := mlxRint(float32(v-bias) / scale)
		if q < 0 { // std::max(q, 0.0f)
			q = 0
		}
		if nBins < q { // std::min(q, n_bins)
			q = nBins
		}
		code := uint64(0)
		if q == q { // NaN converts to a value whose low bits are zero
			code = uint64(q)
		}
		acc |= code << have
		have += uint(bits)
		for have >= 8 {
			out[p] = byte(acc)
			p++
			acc >>= 8
			have -= 8
		}
	}
	return scale, bias
}

// mlxRint rounds to the nearest integer, ties to even (std::rint in the default rounding mode).
func mlxRint(v float32) float32 { return float32(math.RoundToEven(float64(v))) }

// encodeMLXFP is ops.cpp's fp_quantize fallback (what the CPU runs), each op rounded to the
// weights' dtype T as MLX's element-wise ops on T do.
func encodeMLXFP(t *Tensor, src []float32) error {
	T, err := mlxFloat(t)
	if err != nil {
		return err
	}
	group, bits := MLXDefaults(t.Format)
	if t.Quant.GroupSize == 0 && t.Quant.Bits == 0 {
		t.Quant.GroupSize, t.Quant.Bits = group, bits
	}
	if t.Quant.GroupSize != group || t.Quant.Bits != bits {
		return fmt.Errorf("%w: tensor %q: %s needs group_size %d and bits %d, not %d and %d",
			ErrInvalidArgument, t.Name, MLXMode(t.Format), group, bits, t.Quant.GroupSize, t.Quant.Bits)
	}
	if t.Cols()%int64(group) != 0 {
		return fmt.Errorf("%w: tensor %q: the row length %d is not a multiple of group_size %d", ErrInvalidArgument, t.Name, t.Cols(), group)
	}
	if t.Quant.GlobalScale != 0 && t.Format.ID != MLX_NVFP4 {
		return fmt.Errorf("%w: tensor %q: only nvfp4 takes a global scale", ErrInvalidArgument, t.Name)
	}
	cols := t.Cols()
	w := newPart(t, RoleWeight, U32, groupShape(t, cols*int64(bits)/32))
	s := newPart(t, RoleScales, U8, groupShape(t, cols/int64(group)))
	if t.Quant.GlobalScale != 0 {
		gp := newPart(t, RoleGlobalScale, F32, []int64{})
		encodeF32(gp.Data, []float32{t.Quant.GlobalScale})
	}
	id := t.Format.ID
	nGroups := int64(len(src)) / int64(group)
	gBytes := int64(group * bits / 8)
	return parallelFor(nGroups, 64, func(g0, g1 int64) error {
		vals := make([]float32, group)
		for gi := g0; gi < g1; gi++ {
			for j := range vals {
				vals[j] = roundAs(T, src[gi*int64(group)+int64(j)])
			}
			out := w.Data[gi*gBytes : (gi+1)*gBytes]
			if id == MLX_NVFP4 {
				s.Data[gi] = nvfp4Group(vals, T, t.Quant.GlobalScale, out)
			} else {
				s.Data[gi] = mxGroup(vals, T, bits, out)
			}
		}
		return nil
	})
}

// groupAbsMax is max(abs(w)) over a group.
func groupAbsMax(w []float32) float32 {
	m := float32(math.Inf(-1))
	for _, v := range w {
		if a := abs32(v); a > m {
			m = a
		}
	}
	return m
}

// mxGroup quantizes one mxfp4/mxfp8 group and returns its E8M0 scale code.
func mxGroup(w []float32, T FormatID, bits int, out []byte) uint8 {
	maxval := float32(6)
	if bits == 8 {
		maxval = 448
	}
	scale := roundAs(T, groupAbsMax(w)/maxval)
	var e float32 // the exponent, held in T (MLX's where() promotes to the weights' dtype)
	if scale != 0 {
		l := float32(math.Log2(float64(scale)))
		e = float32(int32(math.Ceil(float64(l))))
	}
	div := roundAs(T, float32(math.Pow(2, float64(e))))
	for j, v := range w {
		q := roundAs(T, v/div)
		if bits == 8 {
			out[j] = mlxToFP8(q)
			continue
		}
		c := fp4Nearest(q, T)
		if j%2 == 0 {
			out[j/2] = c
		} else {
			out[j/2] |= c << 4
		}
	}
	return uint8(int32(e + 127))
}

// nvfp4Group quantizes one nvfp4 group and returns its E4M3 scale code.
func nvfp4Group(w []float32, T FormatID, global float32, out []byte) uint8 {
	scale := roundAs(T, groupAbsMax(w)/6)
	enc := float32(1)
	if global != 0 {
		enc = float32(448*6) / global
	}
	code := mlxToFP8(float32(scale * enc))
	div := roundAs(T, tabE4M3[code])
	for j, v := range w {
		q := float32(roundAs(T, v/div) * enc) // T × float32 → float32
		c := fp4Nearest(q, F32)
		if j%2 == 0 {
			out[j/2] = c
		} else {
			out[j/2] |= c << 4
		}
	}
	return code
}

// fp4Nearest is argmin(|q − lut|) with the differences computed in T: the first minimum wins, a
// NaN difference never does (MLX's CPU argmin keeps the first element unless one is smaller).
func fp4Nearest(q float32, T FormatID) uint8 {
	best := abs32(roundAs(T, q-mlxFP4[0]))
	idx := uint8(0)
	for i := 1; i < 16; i++ {
		if d := abs32(roundAs(T, q-mlxFP4[i])); d < best {
			best, idx = d, uint8(i)
		}
	}
	return idx
}

// mlxToFP8 is MLX's float → FP8 E4M3 conversion (detail::ToFP8): round to nearest even,
// saturating to ±448 (0x7E) from 464 up.
func mlxToFP8(f float32) uint8 {
	const fp8Max = 543 << 21
	const denormMask = 141 << 23
	bits := math.Float32bits(f)
	sign := bits & 0x80000000
	bits ^= sign
	var r uint8
	switch {
	case bits >= fp8Max:
		r = 0x7E
	case bits < 121<<23:
		lo := math.Float32bits(math.Float32frombits(bits) + math.Float32frombits(denormMask))
		r = uint8(lo - denormMask)
	default:
		odd := bits >> 20 & 1
		hi := bits + 0xC4000000 + 0x7FFFF + odd // ((uint32_t)(7 − 127) << 23) + 0x7FFFF, wrapping
		r = uint8(hi >> 20)
	}
	return r | uint8(sign>>24)
}
