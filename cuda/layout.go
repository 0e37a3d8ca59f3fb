package cuda

import (
	"encoding/binary"
	"fmt"
	"math"
	"runtime/debug"

	"github.com/lowbit/lowbit/core"
)

// How a logical tensor lies in device memory: one allocation holding segments (256-byte
// aligned), each filled from the tensor's bytes by a function that can produce any byte range
// (upload streams a segment through a pinned buffer a chunk at a time).
//
//   - ggml blocks are split into a main stream (the quant bytes of every block, rows padded to 16
//     bytes) and a side stream (the rest of each block): spec.Main says which bytes go where;
//     formats whose blocks are already 16-byte multiples with the scales in front (Q4_K, Q5_K)
//     stay whole. The decoders in kernels/formats_ggml.cuh read these streams.
//   - plain types: rows padded to whole units of 8 elements and to 16 bytes; the types without a
//     kernel of their own are widened to float32 rows first (core.DequantizeF32).
//   - row-major parts (MLX, AWQ GEMV, compressed-tensors): the packed-code rows padded to whole
//     units of 32 codes and to 16 bytes; every other part (scales, biases, zeros, g_idx, bias) as
//     it is.
//   - column-packed parts (GPTQ, AWQ GEMM): every part as it is.

const segAlign = 256

type segment struct {
	role string
	off  int64 // in the allocation
	size int64
	fill func(dst []byte, off int64) // writes bytes [off, off+len(dst)) of the segment
}

// devLayout is the plan of one upload.
type devLayout struct {
	segs              []segment
	total             int64
	rows, cols, ucols int64
	args              lbArgs           // pointers still zero; see ptrs
	ptrs              map[string]int64 // args pointer field → segment role
}

func (l *devLayout) add(role string, size int64, fill func(dst []byte, off int64)) {
	l.segs = append(l.segs, segment{role: role, off: l.total, size: size, fill: fill})
	l.total += (size + segAlign - 1) &^ (segAlign - 1)
}

func (l *devLayout) segOff(role string) (int64, bool) {
	for _, s := range l.segs {
		if s.role == role {
			return s.off, true
		}
	}
	return 0, false
}

// resolve returns args with the pointer fields set for an allocation at base.
func (l *devLayout) resolve(base uint64) lbArgs {
	a := l.args
	set := func(field *uint64, role string) {
		if off, ok := l.segOff(role); ok {
			*field = base + uint64(off)
		}
	}
	set(&a.W, "main")
	set(&a.Side, "side")
	set(&a.Sc, "sc")
	set(&a.Bi, "bi")
	set(&a.Zp, "zp")
	set(&a.GIdx, "gidx")
	return a
}

func ceilTo(n, m int64) int64 { return (n + m - 1) / m * m }

// rowFill returns a fill function for a segment of rows of stride bytes, each produced by row
// (which writes one whole row into a zeroed buffer of stride bytes).
func rowFill(stride int64, row func(r int64, dst []byte)) func(dst []byte, off int64) {
	return func(dst []byte, off int64) {
		var scratch []byte
		for len(dst) > 0 {
			r, in := off/stride, off%stride
			n := min(int64(len(dst)), stride-in)
			if in == 0 && n == stride {
				clear(dst[:n])
				row(r, dst[:n])
			} else {
				if scratch == nil {
					scratch = make([]byte, stride)
				}
				clear(scratch)
				row(r, scratch)
				copy(dst[:n], scratch[in:in+n])
			}
			dst, off = dst[n:], off+n
		}
	}
}

// rawFill copies a part's bytes.
func rawFill(data []byte) func(dst []byte, off int64) {
	return func(dst []byte, off int64) { copy(dst, data[off:]) }
}

// planLayout validates t (as core's GEMV does) and plans its device copy.
func planLayout(t *core.Tensor, spec kernelSpec) (*devLayout, error) {
	if err := checkTensor(t); err != nil {
		return nil, err
	}
	l := &devLayout{rows: t.Rows(), cols: t.Cols(), ptrs: map[string]int64{}}
	switch {
	case spec.Fam == famRows && spec.BB > 0:
		planBlocks(l, t, spec)
	case spec.Fam == famRows:
		if err := planRowParts(l, t, spec); err != nil {
			return nil, err
		}
	default:
		if err := planColParts(l, t, spec); err != nil {
			return nil, err
		}
	}
	if l.total == 0 {
		l.total = segAlign
	}
	return l, nil
}

// checkTensor is core's own validation of a GEMV operand.
func checkTensor(t *core.Tensor) error {
	if t == nil || t.Format == nil {
		return fmt.Errorf("%w: CUDA upload: nil tensor", core.ErrInvalidArgument)
	}
	f := t.Format
	if f.Has(core.FlagRemoved) {
		_, err := core.Lookup(f.ID)
		return err
	}
	if !f.CanDequantize() {
		return fmt.Errorf("%w: tensor %q: format %s cannot be decoded", core.ErrUnsupported, t.Name, f.Name)
	}
	if len(t.Shape) == 0 {
		return fmt.Errorf("%w: tensor %q: a GEMV operand needs a matrix, the tensor is a scalar", core.ErrInvalidArgument, t.Name)
	}
	if f.IsParts() {
		return core.CheckParts(t)
	}
	size, err := core.CheckShape(f, t.Shape)
	if err != nil {
		return fmt.Errorf("tensor %q: %w", t.Name, err)
	}
	if int64(len(t.Data)) < size {
		return fmt.Errorf("%w: tensor %q: %d data bytes for a %s tensor of shape %v (%d bytes)",
			core.ErrBadFile, t.Name, len(t.Data), f.Name, t.Shape, size)
	}
	return nil
}

// planBlocks: ggml blocks and plain types.
func planBlocks(l *devLayout, t *core.Tensor, spec kernelSpec) {
	rows, cols := l.rows, l.cols
	l.ucols = ceilTo(cols, int64(spec.SUB))
	if cols == 0 {
		l.ucols = 0
	}
	nb := l.ucols / int64(spec.QK) // blocks (plain: units) per row
	mb, sb := int64(spec.MB()), int64(spec.SB())
	ms := ceilTo(max(nb*mb, 1), 16)
	l.args.MS = ms
	src := t.Data
	if spec.Widen {
		l.add("main", rows*ms, rowFill(ms, widenRow(t)))
		return
	}
	rb := t.RowBytes()
	if !spec.split() {
		l.add("main", rows*ms, rowFill(ms, func(r int64, dst []byte) { copy(dst, src[r*rb:(r+1)*rb]) }))
		return
	}
	bb := int64(spec.BB)
	ss := nb * sb
	l.args.SS = ss
	side := complement(spec.Main, spec.BB)
	l.add("main", rows*ms, rowFill(ms, func(r int64, dst []byte) {
		row := src[r*rb : (r+1)*rb]
		for b := int64(0); b < nb; b++ {
			o := dst[b*mb:]
			for _, g := range spec.Main {
				o = o[copy(o, row[b*bb+int64(g.Lo):b*bb+int64(g.Hi)]):]
			}
		}
	}))
	l.add("side", rows*ss, rowFill(max(ss, 1), func(r int64, dst []byte) {
		row := src[r*rb : (r+1)*rb]
		for b := int64(0); b < nb; b++ {
			o := dst[b*sb:]
			for _, g := range side {
				o = o[copy(o, row[b*bb+int64(g.Lo):b*bb+int64(g.Hi)]):]
			}
		}
	}))
}

// complement returns the byte ranges of a block of bb bytes not in main, in order.
func complement(main []rng, bb int) []rng {
	in := make([]bool, bb)
	for _, g := range main {
		for i := g.Lo; i < g.Hi; i++ {
			in[i] = true
		}
	}
	var out []rng
	for i := 0; i < bb; {
		if in[i] {
			i++
			continue
		}
		j := i
		for j < bb && !in[j] {
			j++
		}
		out = append(out, rng{i, j})
		i = j
	}
	return out
}

// widenRow decodes row r of t to float32 (exactly core's values).
func widenRow(t *core.Tensor) func(r int64, dst []byte) {
	cols := t.Cols()
	return func(r int64, dst []byte) {
		vals := make([]float32, cols)
		if err := core.DequantizeF32(t, r, 1, vals); err != nil {
			panic(uploadFault{err})
		}
		for i, v := range vals {
			binary.LittleEndian.PutUint32(dst[4*i:], math.Float32bits(v))
		}
	}
}

// uploadFault carries an error out of a fill function (fills run under recover).
type uploadFault struct{ err error }

// safeFill runs fill, turning a fault on a truncated mapping (SIGBUS) or an uploadFault into an
// error instead of a crash.
func safeFill(t *core.Tensor, fill func()) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			if f, ok := r.(uploadFault); ok {
				err = f.err
				return
			}
			err = fmt.Errorf("%w: tensor %q: reading its bytes failed (truncated or unreadable file?): %v", core.ErrIO, t.Name, r)
		}
	}()
	fill()
	return nil
}

func scaleDType(p *core.Tensor) int64 {
	switch p.Format.ID {
	case core.F16:
		return 1
	case core.BF16:
		return 2
	}
	return 0
}

// addPart uploads a part unchanged under a segment role.
func (l *devLayout) addPart(role string, p *core.Tensor) {
	if p != nil {
		l.add(role, int64(len(p.Data)), rawFill(p.Data))
	}
}

// planRowParts: MLX, AWQ GEMV, compressed-tensors.
func planRowParts(l *devLayout, t *core.Tensor, spec kernelSpec) error {
	rows, cols := l.rows, l.cols
	l.ucols = ceilTo(cols, 32)
	g := int64(t.Quant.GroupSize)
	l.args.Group = g
	l.args.N = cols
	var w *core.Tensor
	var wr int64 // bytes of a stored code row
	switch t.Format.ID {
	case core.MLX_AFFINE, core.MLX_MXFP4, core.MLX_NVFP4, core.MLX_MXFP8:
		w = t.Part(core.RoleWeight)
		wr = cols * int64(spec.Bits) / 8
		sc := t.Part(core.RoleScales)
		l.args.Groups = cols / g
		l.args.SCS = cols / g
		l.addPart("sc", sc)
		if t.Format.ID == core.MLX_AFFINE {
			l.args.SDT = scaleDType(sc)
			l.addPart("bi", t.Part(core.RoleBiases))
		}
		if gp := t.Part(core.RoleGlobalScale); gp != nil {
			v := math.Float32frombits(binary.LittleEndian.Uint32(gp.Data))
			l.args.GScale = float32(v / (448 * 6)) // as core's decodeMLXFP
			l.args.Flags |= argGlobalScale
		}
	case core.AWQ_GEMV:
		w = t.Part(core.RoleQWeight)
		wr = cols / 8 * 4
		qz, sc := t.Part(core.RoleQZeros), t.Part(core.RoleScales)
		l.args.Groups = cols / g
		l.args.ZPS = qz.Shape[1] * 4
		l.args.SCS = qz.Shape[1] * 8
		l.args.SDT = scaleDType(sc)
		l.args.Flags |= argZeros
		l.addPart("sc", sc)
		l.addPart("zp", qz)
	case core.CT_PACK_QUANTIZED:
		w = t.Part(core.RolePacked)
		pack := int64(32 / spec.Bits)
		wr = (cols + pack - 1) / pack * 4
		sc := t.Part(core.RoleScale)
		l.args.Groups = sc.Shape[1]
		l.args.SCS = sc.Shape[1]
		l.args.SDT = scaleDType(sc)
		l.addPart("sc", sc)
		if zp := t.Part(core.RoleZeroPoint); zp != nil {
			l.args.Flags |= argZeros
			l.addPart("zp", zp)
		}
		if gi := t.Part(core.RoleGIdxCT); gi != nil {
			l.args.Flags |= argGIdx
			l.addPart("gidx", gi)
		}
	default:
		return fmt.Errorf("%w: CUDA: no row layout for %s", core.ErrUnsupported, t.Format.Name)
	}
	if g <= 0 {
		return fmt.Errorf("%w: tensor %q: group size %d", core.ErrBadFile, t.Name, g)
	}
	ms := ceilTo(max(wr, l.ucols*int64(spec.Bits)/8, 1), 16)
	l.args.MS = ms
	data := w.Data
	l.add("main", rows*ms, rowFill(ms, func(r int64, dst []byte) { copy(dst, data[r*wr:(r+1)*wr]) }))
	if b := t.Part(core.RoleBias); b != nil {
		l.addPart("bias", b)
	}
	return nil
}

// planColParts: GPTQ and AWQ GEMM.
func planColParts(l *devLayout, t *core.Tensor, spec kernelSpec) error {
	n, k := t.Shape[0], t.Shape[1]
	g := int64(t.Quant.GroupSize)
	l.ucols = ceilTo(k, int64(spec.KPU))
	l.args.N = n
	l.args.Group = g
	qw, sc := t.Part(core.RoleQWeight), t.Part(core.RoleScales)
	l.args.SDT = scaleDType(sc)
	l.args.SCS = n
	switch t.Format.ID {
	case core.GPTQ:
		bits := int64(t.Quant.Bits)
		l.args.MS = 4 * n
		l.args.ZPS = n * bits / 32 * 4
		l.args.Groups = (k + g - 1) / g
		l.args.ZOff = int64(t.Quant.ZeroOffset)
		l.args.Flags |= argZeros
		l.addPart("main", qw)
		l.addPart("sc", sc)
		l.addPart("zp", t.Part(core.RoleQZeros))
		if gi := t.Part(core.RoleGIdx); gi != nil && !trivialGIdx(gi.Data, k, g) {
			l.args.Flags |= argGIdx
			l.addPart("gidx", gi)
		}
	case core.AWQ_GEMM:
		l.args.MS = n / 8 * 4
		l.args.ZPS = n / 8 * 4
		l.args.Groups = k / g
		l.addPart("main", qw)
		l.addPart("sc", sc)
		if qz := t.Part(core.RoleQZeros); qz != nil {
			l.args.Flags |= argZeros
			l.addPart("zp", qz)
		}
	default:
		return fmt.Errorf("%w: CUDA: no column layout for %s", core.ErrUnsupported, t.Format.Name)
	}
	if b := t.Part(core.RoleBias); b != nil {
		l.addPart("bias", b)
	}
	return nil
}

// trivialGIdx reports whether a g_idx maps column c to c / group for every column (GPTQ writes one
// even without act-order); the kernels then need not read it.
func trivialGIdx(data []byte, k, group int64) bool {
	for c := int64(0); c < k; c++ {
		if int64(int32(binary.LittleEndian.Uint32(data[4*c:]))) != c/group {
			return false
		}
	}
	return true
}
