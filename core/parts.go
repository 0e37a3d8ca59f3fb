package core

import (
	"encoding/binary"
	"fmt"
	"math"
	"runtime/debug"
	"strings"
	"sync/atomic"
)

// Part-based formats: a logical tensor whose bytes live in several stored tensors (DESIGN.md,
// "one idea"). MLX keeps a quantized linear layer as <path>.weight (packed codes) + .scales +
// .biases; GPTQ as .qweight + .qzeros + .scales + .g_idx; and so on. The registry has one row per
// scheme; bits and group size travel as parameters (Tensor.Quant), the stored tensors as
// Tensor.Parts. Such rows have BlockElems = BlockBytes = 0 and the flag FlagParts; Dequantize and
// friends reach them through the row's decodeRows hook.

// Families of the part-based formats. Their values sit outside format.go's iota sequence (like
// FamilyPlain) so families added there cannot collide with them.
const (
	FamilyMLX               Family = 101 // ml-explore/mlx: affine, mxfp4, nvfp4, mxfp8
	FamilyGPTQ              Family = 102 // AutoGPTQ / GPTQModel checkpoints
	FamilyAWQ               Family = 103 // AutoAWQ checkpoints
	FamilyCompressedTensors Family = 104 // neuralmagic compressed-tensors "pack-quantized"
)

// FlagParts marks a part-based format: a tensor of it is made of Parts and has parameters in
// Quant; the row has no block size. (A high bit, so flags added to format.go's iota list cannot
// collide with it.)
const FlagParts Flags = 1 << 16

// Part-based format ids: 2000 and up, never reused.
const (
	MLX_AFFINE        FormatID = 2000 // MLX affine: u32 LSB-first codes + scales + biases (f16/bf16/f32)
	MLX_MXFP4         FormatID = 2001 // MLX mxfp4: FP4 E2M1 codes + E8M0 scales, group 32
	MLX_NVFP4         FormatID = 2002 // MLX nvfp4: FP4 E2M1 codes + E4M3 scales, group 16, optional global scale
	MLX_MXFP8         FormatID = 2003 // MLX mxfp8: FP8 E4M3 codes + E8M0 scales, group 32
	GPTQ              FormatID = 2010 // GPTQ: qweight packed along in + qzeros + scales (+ g_idx)
	AWQ_GEMM          FormatID = 2020 // AWQ GEMM: qweight packed along out, interleaved
	AWQ_GEMV          FormatID = 2021 // AWQ GEMV: qweight packed along in, padded zeros/scales
	CT_PACK_QUANTIZED FormatID = 2030 // compressed-tensors pack-quantized (group, channel)
)

// Part roles: what a stored tensor is to the logical tensor it belongs to.
const (
	RoleWeight      = "weight"       // MLX packed codes (u32)
	RoleScales      = "scales"       // per-group scales (MLX, GPTQ, AWQ)
	RoleBiases      = "biases"       // MLX affine per-group biases (the dequantized value of code 0)
	RoleBias        = "bias"         // the layer's additive bias: kept with the layer, never read by dequantize
	RoleGlobalScale = "global_scale" // MLX nvfp4 global scale: a float32 scalar
	RoleQWeight     = "qweight"      // GPTQ / AWQ packed codes (i32)
	RoleQZeros      = "qzeros"       // GPTQ / AWQ packed zero points (i32)
	RoleGIdx        = "g_idx"        // GPTQ / compressed-tensors column → group map (i32)
	RolePacked      = "weight_packed"
	RoleScale       = "weight_scale"
	RoleZeroPoint   = "weight_zero_point"
	RoleShape       = "weight_shape"
)

// Part is one stored tensor of a logical tensor, with its role. The Tensor is the same value the
// model lists under its own name (with PartOf set), a zero-copy view of its file.
type Part struct {
	Role string
	*Tensor
}

// QuantParams are the parameters of a part-based tensor's scheme.
type QuantParams struct {
	Bits      int // bits per code
	GroupSize int // consecutive elements of a row sharing one scale; resolved (per-channel = row length)
	// ZeroOffset is added to every stored zero point before use: 1 for GPTQ "gptq" (v1)
	// checkpoints, whose packer stored zero−1; 0 for gptq_v2 and everything else.
	ZeroOffset int
	Sym        bool // symmetric quantization, as the checkpoint's config says (informational)
	ActOrder   bool // GPTQ desc_act / compressed-tensors actorder: columns map to groups through g_idx (informational)

	// Quantizing only (QuantizeParts): the float type MLX computes in, i.e. the dtype of the
	// weights handed to mx.quantize: F32, F16 or BF16 (0 means F32). Affine scales and biases are
	// stored in it. Inputs are first rounded to it, as the cast to that dtype would.
	Float FormatID
	// Quantizing to MLX_NVFP4 only: the global scale (0 = none). Dequantizing reads the
	// global_scale part instead.
	GlobalScale float32
}

// IsParts reports whether f is a part-based format.
func (f *Format) IsParts() bool { return f.Flags&FlagParts != 0 }

// Part returns the part of the given role, or nil.
func (t *Tensor) Part(role string) *Tensor {
	for _, p := range t.Parts {
		if p.Role == role {
			return p.Tensor
		}
	}
	return nil
}

// BitsPerWeight is the storage cost of one element: for a part-based tensor all its parts' bytes
// (the layer bias included) over its elements, otherwise the format's.
func (t *Tensor) BitsPerWeight() float64 {
	if len(t.Parts) == 0 {
		return t.Format.BitsPerWeight()
	}
	if n := t.Elements(); n > 0 {
		return float64(t.ByteSize()) * 8 / float64(n)
	}
	return 0
}

// partsBytes is the byte size of all parts.
func (t *Tensor) partsBytes() int64 {
	var n int64
	for _, p := range t.Parts {
		if p.Tensor != nil {
			n += int64(len(p.Data))
		}
	}
	return n
}

// CheckParts validates a part-based tensor: its parts and parameters against its shape. Readers
// call it for every logical tensor they hand out; Dequantize calls it again.
func CheckParts(t *Tensor) error {
	if t == nil || t.Format == nil {
		return fmt.Errorf("%w: nil tensor", ErrInvalidArgument)
	}
	if !t.Format.IsParts() || t.Format.checkParts == nil {
		return fmt.Errorf("%s: %w: format %s is not a part-based format", t.where(), ErrInvalidArgument, t.Format.Name)
	}
	for _, p := range t.Parts {
		if p.Tensor == nil || p.Format == nil {
			return fmt.Errorf("%s: %w: part %q is nil", t.where(), ErrInvalidArgument, p.Role)
		}
		if p.Format.IsParts() {
			return fmt.Errorf("%s: %w: part %q is itself part-based", t.where(), ErrInvalidArgument, p.Role)
		}
		size, err := CheckShape(p.Format, p.Shape)
		if err != nil {
			return fmt.Errorf("%s: part %q (%s): %w", t.where(), p.Role, p.Name, err)
		}
		if int64(len(p.Data)) < size {
			return fmt.Errorf("%s: %w: part %q (%s) has %d bytes, %s %v needs %d",
				t.where(), ErrBadFile, p.Role, p.Name, len(p.Data), p.Format.Name, p.Shape, size)
		}
	}
	for i, d := range t.Shape {
		if d < 0 {
			return fmt.Errorf("%s: %w: dimension %d is negative (%d)", t.where(), ErrBadFile, i, d)
		}
	}
	if len(t.Shape) < 2 {
		return fmt.Errorf("%s: %w: a %s tensor needs at least 2 dimensions, the shape is %v", t.where(), ErrBadFile, t.Format.Name, t.Shape)
	}
	// The checks read some parts' bytes (g_idx, weight_shape), which may live in a mapping whose
	// file has been truncated since it was opened: a fault there is an error, not a crash.
	var err error
	if ferr := guard(t, func() { err = t.Format.checkParts(t) }); ferr != nil {
		return ferr
	}
	return err
}

// partErr is a part-validation error naming the tensor.
func partErr(t *Tensor, format string, args ...any) error {
	return fmt.Errorf("%s: %w: %s: %s", t.where(), ErrBadFile, t.Format.Name, fmt.Sprintf(format, args...))
}

// needPart returns the part of a role, checking its element type and rank.
func needPart(t *Tensor, role string, rank int, formats ...FormatID) (*Tensor, error) {
	p := t.Part(role)
	if p == nil {
		return nil, partErr(t, "the %q part is missing", role)
	}
	return p, checkPart(t, p, role, rank, formats...)
}

// optPart is needPart for an optional part (nil, nil when absent).
func optPart(t *Tensor, role string, rank int, formats ...FormatID) (*Tensor, error) {
	p := t.Part(role)
	if p == nil {
		return nil, nil
	}
	return p, checkPart(t, p, role, rank, formats...)
}

func checkPart(t, p *Tensor, role string, rank int, formats ...FormatID) error {
	ok := false
	for _, id := range formats {
		ok = ok || p.Format.ID == id
	}
	if !ok {
		var names []string
		for _, id := range formats {
			names = append(names, registry[id].Name)
		}
		return partErr(t, "part %q (%s) is %s, want %s", role, p.Name, p.Format.Name, strings.Join(names, " or "))
	}
	if rank >= 0 && len(p.Shape) != rank {
		return partErr(t, "part %q (%s) has shape %v, want %d dimensions", role, p.Name, p.Shape, rank)
	}
	return nil
}

// want2D checks a part's 2-D shape.
func want2D(t, p *Tensor, role string, rows, cols int64, why string) error {
	if p.Shape[0] != rows || p.Shape[1] != cols {
		return partErr(t, "part %q (%s) has shape %v, want [%d %d] (%s)", role, p.Name, p.Shape, rows, cols, why)
	}
	return nil
}

// ---- float helpers shared by the part-based decoders ----

// scaleReader reads element i of a float part (F32, F16 or BF16) as float32.
type scaleReader struct {
	data []byte
	id   FormatID
}

func newScaleReader(p *Tensor) scaleReader { return scaleReader{p.Data, p.Format.ID} }

func (r scaleReader) at(i int64) float32 {
	switch r.id {
	case F16:
		return FP16ToFP32(binary.LittleEndian.Uint16(r.data[2*i:]))
	case BF16:
		return BF16ToFP32(binary.LittleEndian.Uint16(r.data[2*i:]))
	}
	return math.Float32frombits(binary.LittleEndian.Uint32(r.data[4*i:]))
}

// run reads elements i0, i0+1, … of the part into dst (the dtype switched on once).
func (r scaleReader) run(i0 int64, dst []float32) {
	switch r.id {
	case F16:
		src := r.data[2*i0:][:2*len(dst)]
		for j := range dst {
			dst[j] = FP16ToFP32(binary.LittleEndian.Uint16(src[2*j:]))
		}
	case BF16:
		src := r.data[2*i0:][:2*len(dst)]
		for j := range dst {
			dst[j] = math.Float32frombits(uint32(binary.LittleEndian.Uint16(src[2*j:])) << 16)
		}
	default:
		src := r.data[4*i0:][:4*len(dst)]
		for j := range dst {
			dst[j] = math.Float32frombits(binary.LittleEndian.Uint32(src[4*j:]))
		}
	}
}

// roundAs rounds a float32 to the precision of id (F16 or BF16; F32 leaves it): the result of
// an arithmetic operation done in that type, as torch and MLX do on the CPU (compute in float32,
// round once).
func roundAs(id FormatID, v float32) float32 {
	switch id {
	case F16:
		return FP16ToFP32(FP32ToFP16(v))
	case BF16:
		return BF16ToFP32(FP32ToBF16(v))
	}
	return v
}

// trivialGIdx reports whether t's column-to-group map (the part role: GPTQ's g_idx or
// compressed-tensors' weight_g_idx) is the trivial one, column c in group c/GroupSize, or absent;
// the kernels that assume column-order groups take such tensors too. Computed once per tensor.
func (t *Tensor) trivialGIdx(role string) bool {
	return cachedCheck(&t.gidx, func() bool {
		gi, g := t.Part(role), int64(t.Quant.GroupSize)
		if gi == nil {
			return true
		}
		k := t.Cols()
		ok := g > 0 && int64(len(gi.Data)) >= 4*k
		for c := int64(0); ok && c < k; c++ {
			ok = int64(int32(binary.LittleEndian.Uint32(gi.Data[4*c:]))) == c/g
		}
		return ok
	})
}

// cachedCheck returns check(), computed once and kept in *state (0 not known yet, 1 true,
// 2 false): a scan of a tensor's bytes that its kernels ask about on every call. Concurrent
// first calls may both scan; they store the same answer.
func cachedCheck(state *uint32, check func() bool) bool {
	switch atomic.LoadUint32(state) {
	case 1:
		return true
	case 2:
		return false
	}
	ok := check()
	v := uint32(2)
	if ok {
		v = 1
	}
	atomic.StoreUint32(state, v)
	return ok
}

// partU32 reads the little-endian 32-bit word i.
func partU32(b []byte, i int64) uint32 { return binary.LittleEndian.Uint32(b[4*i:]) }

// streamBits reads `bits` bits (≤ 8) at bit position pos of a little-endian, LSB-first bitstream.
func streamBits(b []byte, pos int64, bits uint) uint32 {
	i := pos >> 3
	sh := uint(pos & 7)
	v := uint32(b[i])
	if sh+bits > 8 {
		v |= uint32(b[i+1]) << 8
	}
	return v >> sh & (1<<bits - 1)
}

// decodeRowsParallel decodes rows [row0, row0+nrows) of a part-based tensor either straight into
// direct, or chunk by chunk into scratch handed to emit(offsetInElements, values).
func decodeRowsParallel(t *Tensor, row0, nrows int64, direct []float32, emit func(int64, []float32)) error {
	cols := t.Cols()
	if cols == 0 {
		return nil // nothing to decode; a file may declare 2^40 empty rows, which must not take 2^40 steps
	}
	per := int64(1)
	if cols > 0 && cols < chunkElems {
		per = chunkElems / cols
	}
	d := rowsDecode{t: t, row0: row0, cols: cols, per: per, direct: direct, emit: emit}
	if parallelWorkers(nrows, per) <= 1 { // one worker: no closures, nothing allocated
		return d.run(0, nrows)
	}
	dp := d // only this copy escapes (to the workers)
	return parallelFor(nrows, per, dp.run)
}

// rowsDecode is one decodeRowsParallel call: rows [r0, r1) (from row0) go to direct (float32) or,
// per rows at a time through a scratch buffer, to emit.
type rowsDecode struct {
	t               *Tensor
	row0, cols, per int64
	direct          []float32
	emit            func(int64, []float32)
}

func (d *rowsDecode) run(r0, r1 int64) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer recoverFault(d.t, &err)
	dec := d.t.Format.decodeRows
	if d.direct != nil {
		// One call for the whole range: the decoders walk their layouts in natural order (GPTQ
		// and AWQ GEMM pack along the rows, so one row per call would read one strided word per
		// packed row) and bound their own scratch.
		dec(d.t, d.row0+r0, r1-r0, d.direct[r0*d.cols:r1*d.cols])
		return nil
	}
	sp := getScratch(int(min(r1-r0, d.per) * d.cols))
	defer putScratch(sp)
	for r := r0; r < r1; r += d.per {
		e := min(r+d.per, r1)
		vals := (*sp)[:(e-r)*d.cols]
		dec(d.t, d.row0+r, e-r, vals)
		d.emit(r*d.cols, vals)
	}
	return nil
}

// partsChunkRows is the fewest rows (output columns) a chunk of a product over t should hold, 0
// for no minimum (see runMatVec in gemv.go). GPTQ's qweight is [in·bits/32, out] int32: a chunk of
// r rows reads r·4 contiguous bytes of every packed row, rows 4·out bytes apart. The 8-bit GEMV
// and GEMM kernels (gptqQ8Rows) read each packed row in one run of the whole chunk, and DRAM
// streams long runs far better than short ones, so there a chunk is a thread's share of the rows
// (GEMM n=8, 1 thread: 4.1 ms with 512-row chunks, 3.3 with one). The float32 kernel
// (gemv_parts_amd64.go) gets 512 rows, covering up to 512 output columns per pass, instead of the
// about 70 rows that maxChunkBytes gives a 14336-column GPTQ 4-bit matrix.
//
// AWQ GEMM's qweight is [in, out/8] int32, packed along the output: a chunk reads r/2 contiguous
// bytes of every input row, rows out/2 bytes apart. Its 8-bit GEMV kernel (awqQ8Wide) sweeps 16
// rows at a time across all the chunk's 128-column blocks, so there too a chunk is a thread's share
// (whole blocks); the other kernels cover 512 output columns (256 bytes of every row) per pass.
//
// The formats whose rows are contiguous get at least 64 rows: their GEMM (gemmViaGEMV,
// gemv_parts_amd64.go) de-interleaves the activations once per chunk, which 16-row chunks of a
// 14336-column matrix would make a quarter of the work.
func partsChunkRows(t *Tensor, q8GEMV, q8GEMM bool) int64 {
	// threadShare is a thread's share of rows rows in whole 128-row blocks, at least 512.
	threadShare := func(rows int64) int64 {
		per := int64(Threads()) * 128
		return max(512, (rows+per-1)/per*128)
	}
	switch t.Format.ID {
	case GPTQ:
		if q8GEMV || q8GEMM {
			return threadShare(t.Rows())
		}
		return 512
	case AWQ_GEMM:
		if q8GEMV {
			return threadShare(t.Rows())
		}
		return 512
	case AWQ_GEMV, CT_PACK_QUANTIZED, MLX_AFFINE, MLX_MXFP4, MLX_NVFP4, MLX_MXFP8:
		return 64
	}
	return 0
}
