package core

// Column spans of part-based rows. The float32 GEMM through decoded rows (decodedPartsGEMM)
// decodes decodedStep columns of four rows at a time into an L1-resident buffer where a format can
// start a row anywhere on a group boundary (Format.spanGrain, Format.decodeSpan); whole rows of
// 14336 columns (four: 224 KiB) went to L2 and back.

// mlxAffineGrain: MLX affine rows decode in spans of whole groups where mlxAffineRow takes them
// (scales and biases of one dtype).
func mlxAffineGrain(t *Tensor) int64 {
	sp, bp := t.Part(RoleScales), t.Part(RoleBiases)
	g := int64(t.Quant.GroupSize)
	if g <= 0 || sp == nil || bp == nil || sp.Format.ID != bp.Format.ID || t.Cols() < g || !mlxAffineRows(t.Quant.Bits, int(g)) {
		return 0
	}
	return g
}

// decodeMLXAffineSpan decodes columns c0…c1−1 of row r (mlxAffineGrain).
func decodeMLXAffineSpan(t *Tensor, r, c0, c1 int64, dst []float32) {
	sp, bp := t.Part(RoleScales), t.Part(RoleBiases)
	cols, bits, g := t.Cols(), int64(t.Quant.Bits), int64(t.Quant.GroupSize)
	gi, ss := r*(cols/g)+c0/g, int64(sp.Format.BlockBytes)
	src := t.Part(RoleWeight).Data[(r*cols+c0)*bits/8:]
	mlxAffineRow(dst[:c1-c0], src, sp.Data[gi*ss:], bp.Data[gi*ss:], int(bits), int(g), int((c1-c0)/g), dtypeCode(sp.Format.ID))
}

// mlxFPGrain: mxfp4's groups of 32 (fp4Row), nvfp4's pairs of groups of 16 without a global
// scale (fp4Row), mxfp8's groups of 32 (mxfp8Row).
func mlxFPGrain(t *Tensor) int64 {
	g, id := int64(t.Quant.GroupSize), t.Format.ID
	if g <= 0 || t.Cols() < g {
		return 0
	}
	switch {
	case id == MLX_MXFP4 && g == 32 && fp4Rows(), id == MLX_MXFP8 && g == 32 && mxfp8Rows():
		return 32
	case id == MLX_NVFP4 && g == 16 && t.Cols()%32 == 0 && t.Part(RoleGlobalScale) == nil && fp4Rows():
		return 32
	}
	return 0
}

// decodeMLXFPSpan decodes columns c0…c1−1 of row r (mlxFPGrain).
func decodeMLXFPSpan(t *Tensor, r, c0, c1 int64, dst []float32) {
	g := int64(t.Quant.GroupSize)
	groups, gBytes := t.Cols()/g, g*int64(t.Quant.Bits)/8
	g0, ng := r*groups+c0/g, int((c1-c0)/g)
	src, codes := t.Part(RoleWeight).Data[g0*gBytes:], t.Part(RoleScales).Data[g0:][:ng]
	switch t.Format.ID {
	case MLX_MXFP8:
		mxfp8Row(dst[:c1-c0], src, codes, ng, &mlxE8M0)
	case MLX_MXFP4:
		fp4Row(dst[:c1-c0], src, codes, int(g), ng, &mlxFP4, &mlxE8M0)
	default:
		fp4Row(dst[:c1-c0], src, codes, int(g), ng, &mlxFP4, &tabE4M3)
	}
}

// zeroLUTGrain: AWQ GEMV's and compressed-tensors' 4-bit rows in groups of a multiple of 32
// (zeroLUTRow; compressed-tensors without a column → group map of its own).
func zeroLUTGrain(t *Tensor) int64 {
	g, k := int64(t.Quant.GroupSize), t.Cols()
	if t.Quant.Bits != 4 || g <= 0 || g%32 != 0 || k%g != 0 || k == 0 || !zeroLUTRows() ||
		t.Format.ID == CT_PACK_QUANTIZED && !t.trivialGIdx(RoleGIdxCT) {
		return 0
	}
	return g
}

// decodeZeroLUTSpan decodes columns c0…c1−1 of row r (zeroLUTGrain), at most spanGroups groups.
func decodeZeroLUTSpan(t *Tensor, r, c0, c1 int64, dst []float32) {
	var zs [spanGroups]int32
	var ss [spanGroups]float32
	g := int64(t.Quant.GroupSize)
	g0, ng := c0/g, (c1-c0)/g
	var words []byte
	var sp *Tensor
	if t.Format.ID == AWQ_GEMV {
		words, sp = t.Part(RoleQWeight).Data[r*t.Cols()/2:], t.Part(RoleScales)
		awqGEMVGroups(t, r, g0, zs[:ng], ss[:ng])
	} else {
		words, sp = t.Part(RolePacked).Data[r*t.Cols()/2:], t.Part(RoleScale)
		ctGroups(t, r, g0, zs[:ng], ss[:ng])
	}
	zeroLUTRow(dst[:c1-c0], words[c0/2:], zs[:ng], ss[:ng], int(g), dtypeCode(sp.Format.ID))
}

// decodeZeroLUTRow decodes row r of an AWQ GEMV or compressed-tensors tensor whole
// (zeroLUTGrain), spanGroups groups a call.
func decodeZeroLUTRow(t *Tensor, r int64, dst []float32) {
	k, step := t.Cols(), spanGroups*int64(t.Quant.GroupSize)
	for c := int64(0); c < k; c += step {
		decodeZeroLUTSpan(t, r, c, min(c+step, k), dst[c:])
	}
}

// spanGroups is the most groups decodeZeroLUTSpan takes in a call: a span of gemmStep (1024)
// columns.
const spanGroups = 1024 / 32

// spanCodes returns the codes of a tensor with a spanGrain: rows of Cols·bits/8 bytes back to
// back (decodedSpansGEMM prefetches the next span's); nil if it has none of the codes' roles.
func spanCodes(t *Tensor) []byte {
	for _, role := range [...]string{RoleWeight, RoleQWeight, RolePacked} {
		if p := t.Part(role); p != nil {
			return p.Data
		}
	}
	return nil
}
