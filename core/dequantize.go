package core

import (
	"encoding/binary"
	"fmt"
	"math"
	"runtime/debug"
	"unsafe"
)

// Dequantize decodes rows [row0, row0+nrows) of t into dst, laid out as dstFormat: F32, F16 or
// BF16, little-endian, row after row. dst must hold at least nrows·Cols elements of dstFormat.
// F32 output is bit-exact with ggml's dequantize_row_*; F16/BF16 output is that value rounded to
// nearest even (a same-format request is a plain copy). Work is split across threads.
func Dequantize(t *Tensor, row0, nrows int64, dstFormat FormatID, dst []byte) error {
	out, err := outputFormat(dstFormat)
	if err != nil {
		if t != nil {
			return fmt.Errorf("%s: %w", t.where(), err)
		}
		return err
	}
	if err := checkRange(t, row0, nrows); err != nil {
		return err
	}
	n := nrows * t.Cols()
	if need := n * int64(out.BlockBytes); int64(len(dst)) < need {
		return fmt.Errorf("%s: %w: dequantizing %d rows to %s needs %d bytes, the buffer has %d",
			t.where(), ErrBufferTooSmall, nrows, out.Name, need, len(dst))
	}
	dst = dst[:n*int64(out.BlockBytes)]
	if t.Format.decodeRows != nil { // part-based (core/parts.go)
		if out.ID == F32 && uintptr(unsafe.Pointer(unsafe.SliceData(dst)))%4 == 0 {
			return decodeRowsParallel(t, row0, nrows, unsafe.Slice((*float32)(unsafe.Pointer(unsafe.SliceData(dst))), n), nil)
		}
		return decodeRowsParallel(t, row0, nrows, nil, func(off int64, vals []float32) {
			writeAs(out.ID, dst[off*int64(out.BlockBytes):], vals)
		})
	}
	src := t.Data[row0*t.RowBytes() : (row0+nrows)*t.RowBytes()]
	if t.Format == out { // same layout: a copy
		return guard(t, func() { copy(dst, src) })
	}
	if out.ID == F32 && uintptr(unsafe.Pointer(unsafe.SliceData(dst)))%4 == 0 {
		return decodeParallel(t, src, n, unsafe.Slice((*float32)(unsafe.Pointer(unsafe.SliceData(dst))), n), nil)
	}
	return decodeParallel(t, src, n, nil, func(off int64, vals []float32) {
		writeAs(out.ID, dst[off*int64(out.BlockBytes):], vals)
	})
}

// DequantizeF32 is Dequantize into a float32 slice.
func DequantizeF32(t *Tensor, row0, nrows int64, dst []float32) error {
	if err := checkRange(t, row0, nrows); err != nil {
		return err
	}
	n := nrows * t.Cols()
	if int64(len(dst)) < n {
		return fmt.Errorf("%s: %w: %d rows need %d floats, the buffer has %d",
			t.where(), ErrBufferTooSmall, nrows, n, len(dst))
	}
	if t.Format.decodeRows != nil { // part-based (core/parts.go)
		return decodeRowsParallel(t, row0, nrows, dst[:n], nil)
	}
	src := t.Data[row0*t.RowBytes() : (row0+nrows)*t.RowBytes()]
	return decodeParallel(t, src, n, dst[:n], nil)
}

func outputFormat(id FormatID) (*Format, error) {
	switch id {
	case F32, F16, BF16:
		return registry[id], nil
	}
	return nil, fmt.Errorf("%w: dequantize output must be F32, F16 or BF16, not format id %d", ErrInvalidArgument, id)
}

func checkRange(t *Tensor, row0, nrows int64) error {
	if t == nil || t.Format == nil {
		return fmt.Errorf("%w: nil tensor", ErrInvalidArgument)
	}
	if !t.Format.CanDequantize() {
		return fmt.Errorf("%s: %w: dequantizing %s is not supported yet", t.where(), ErrUnsupported, t.Format.Name)
	}
	if row0 < 0 || nrows < 0 || row0 > t.Rows() || nrows > t.Rows()-row0 {
		return fmt.Errorf("%s: %w: rows [%d, %d) outside the tensor's %d rows",
			t.where(), ErrOutOfRange, row0, row0+nrows, t.Rows())
	}
	if t.Format.IsParts() {
		return CheckParts(t)
	}
	if int64(len(t.Data)) < t.ByteSize() {
		return fmt.Errorf("%s: %w: %d data bytes for a %s tensor of shape %v (%d bytes)",
			t.where(), ErrBadFile, len(t.Data), t.Format.Name, t.Shape, t.ByteSize())
	}
	return nil
}

// chunkElems bounds the scratch buffer of one worker step; a multiple of every block size.
const chunkElems = 16384

// decodeParallel decodes n elements from src either straight into direct, or chunk by chunk into
// scratch handed to emit(offsetInElements, values).
func decodeParallel(t *Tensor, src []byte, n int64, direct []float32, emit func(int64, []float32)) error {
	f := t.Format
	d := blockDecode{t: t, src: src, direct: direct, emit: emit, decode: f.decode,
		be: int64(f.BlockElems), bb: int64(f.BlockBytes)}
	if simd := rowDecoder(f); simd != nil { // bit-exact with f.decode (tested), several times faster
		d.decode = simd
	}
	blocks := n / d.be
	d.perChunk = max(1, int64(chunkElems)/d.be)
	if parallelWorkers(blocks, 4*d.perChunk) <= 1 { // one worker: no closures, nothing allocated
		return d.run(0, blocks)
	}
	dp := d // only this copy escapes (to the workers)
	return parallelFor(blocks, 4*d.perChunk, dp.run)
}

// blockDecode is one decodeParallel call: blocks [b0, b1) of src go to direct (float32) or, a
// chunk of perChunk blocks at a time through a scratch buffer, to emit.
type blockDecode struct {
	t        *Tensor
	src      []byte
	direct   []float32
	emit     func(int64, []float32)
	decode   func(dst []float32, src []byte)
	be, bb   int64
	perChunk int64
}

func (d *blockDecode) run(b0, b1 int64) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer recoverFault(d.t, &err)
	var sp *[]float32
	if d.direct == nil {
		sp = getScratch(int(min(b1-b0, d.perChunk) * d.be))
		defer putScratch(sp)
	}
	for c := b0; c < b1; c += d.perChunk {
		e := min(c+d.perChunk, b1)
		s := d.src[c*d.bb : e*d.bb]
		if d.direct != nil {
			d.decode(d.direct[c*d.be:e*d.be], s)
			continue
		}
		vals := (*sp)[:(e-c)*d.be]
		d.decode(vals, s)
		d.emit(c*d.be, vals)
	}
	return nil
}

func writeAs(id FormatID, dst []byte, vals []float32) {
	switch id {
	case F32:
		for i, v := range vals {
			binary.LittleEndian.PutUint32(dst[4*i:], math.Float32bits(v))
		}
	case F16:
		for i, v := range vals {
			binary.LittleEndian.PutUint16(dst[2*i:], FP32ToFP16(v))
		}
	case BF16:
		for i, v := range vals {
			binary.LittleEndian.PutUint16(dst[2*i:], FP32ToBF16(v))
		}
	}
}

// guard runs fn, turning a memory fault (a mapped file truncated underneath us: SIGBUS) into an
// error instead of a crash.
func guard(t *Tensor, fn func()) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer recoverFault(t, &err)
	fn()
	return nil
}

// recoverFault, deferred under debug.SetPanicOnFault, turns a memory fault reading t's bytes into
// an ErrIO error in *err; other panics go on.
func recoverFault(t *Tensor, err *error) {
	if r := recover(); r != nil {
		if _, ok := r.(interface{ Addr() uintptr }); ok {
			*err = fmt.Errorf("%s: %w: memory fault reading the tensor's bytes at file offset %d (was the file truncated or changed while open?)",
				t.where(), ErrIO, t.Offset)
			return
		}
		panic(r)
	}
}
