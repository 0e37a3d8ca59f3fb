package gguf

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"

	"github.com/lowbit/lowbit/core"
)

// Writer builds a GGUF v3 file: metadata in insertion order, then tensor infos, then the tensors'
// bytes, each padded to the alignment.
type Writer struct {
	Alignment uint32 // 0 means DefaultAlignment; anything else is also written as general.alignment
	kv        []core.KV
	tensors   []*core.Tensor
	keys      map[string]bool
	names     map[string]bool
}

// NewWriter returns an empty writer.
func NewWriter() *Writer { return &Writer{keys: map[string]bool{}, names: map[string]bool{}} }

// AddKV appends a metadata entry. Keys must be unique and non-empty.
func (w *Writer) AddKV(key string, v core.Value) error {
	if key == "" || w.keys[key] {
		return fmt.Errorf("%w: metadata key %q is empty or already added", core.ErrInvalidArgument, key)
	}
	if v.Type == core.TypeArray && v.Elem == core.TypeArray || !v.Type.Valid() {
		return fmt.Errorf("%w: metadata %q: value type %s cannot be written", core.ErrInvalidArgument, key, v.Type)
	}
	if key == AlignmentKey { // the layout follows the key, so the file never lies about it
		a, ok := v.Any().(uint32)
		if !ok || a == 0 || a&(a-1) != 0 {
			return fmt.Errorf("%w: %s must be a u32 power of two, got %s %v", core.ErrInvalidArgument, AlignmentKey, v.Type, v.Any())
		}
		w.Alignment = a
	}
	w.keys[key] = true
	w.kv = append(w.kv, core.KV{Key: key, Value: v})
	return nil
}

// AddTensor appends a tensor; shape is row-major (it is written as ggml's ne, reversed) and data
// must hold exactly the tensor's bytes. The data is not copied until WriteTo.
func (w *Writer) AddTensor(name string, format core.FormatID, shape []int64, data []byte) error {
	if format < 0 || format >= core.GGMLTypeCount {
		return fmt.Errorf("%w: tensor %q: format id %d has no GGUF type (GGUF holds ggml types 0…%d)", core.ErrInvalidArgument, name, format, core.GGMLTypeCount-1)
	}
	f, err := core.Lookup(format)
	if err != nil {
		return fmt.Errorf("tensor %q: %w", name, err)
	}
	if name == "" || len(name) > MaxNameLen || w.names[name] {
		return fmt.Errorf("%w: tensor name %q is empty, longer than %d bytes or already added", core.ErrInvalidArgument, name, MaxNameLen)
	}
	if len(shape) > MaxDims {
		return fmt.Errorf("%w: tensor %q has %d dimensions, GGUF allows %d", core.ErrInvalidArgument, name, len(shape), MaxDims)
	}
	size, err := core.CheckShape(f, shape)
	if err != nil {
		return fmt.Errorf("%w: tensor %q: %v", core.ErrInvalidArgument, name, err)
	}
	if int64(len(data)) != size {
		return fmt.Errorf("%w: tensor %q: %s %v needs %d bytes, got %d", core.ErrInvalidArgument, name, f.Name, shape, size, len(data))
	}
	w.names[name] = true
	w.tensors = append(w.tensors, &core.Tensor{Name: name, Format: f, Shape: append([]int64(nil), shape...), Data: data})
	return nil
}

func (w *Writer) alignment() uint64 {
	if w.Alignment == 0 {
		return DefaultAlignment
	}
	return uint64(w.Alignment)
}

// WriteTo writes the whole file.
func (w *Writer) WriteTo(out io.Writer) (int64, error) {
	align := w.alignment()
	if align&(align-1) != 0 {
		return 0, fmt.Errorf("%w: alignment %d is not a power of two", core.ErrInvalidArgument, align)
	}
	kv := w.kv
	if w.Alignment != 0 && !w.keys[AlignmentKey] && align != DefaultAlignment {
		kv = append([]core.KV{{Key: AlignmentKey, Value: core.Scalar(uint32(align))}}, kv...)
	}
	cw := &countingWriter{w: bufio.NewWriterSize(out, 1<<20)}
	e := encoder{cw}
	e.raw([]byte(Magic))
	e.u32(3)
	e.u64(uint64(len(w.tensors)))
	e.u64(uint64(len(kv)))
	for _, p := range kv {
		e.str(p.Key)
		e.value(p.Value)
	}
	var offset uint64
	for _, t := range w.tensors {
		e.str(t.Name)
		e.u32(uint32(len(t.Shape)))
		for d := len(t.Shape) - 1; d >= 0; d-- {
			e.u64(uint64(t.Shape[d]))
		}
		e.u32(uint32(t.Format.ID))
		e.u64(offset)
		offset += uint64(padTo(len(t.Data), align))
	}
	if len(w.tensors) > 0 {
		e.pad(align)
	}
	for _, t := range w.tensors {
		e.raw(t.Data)
		e.pad(align)
	}
	if cw.err == nil {
		cw.err = cw.w.(*bufio.Writer).Flush()
	}
	return cw.n, cw.err
}

// WriteFile writes the file to a temporary name beside path and renames it into place, so a
// failure never leaves a partial file and a file being read (even the input of a conversion,
// mapped into memory) is not truncated underneath its reader.
func (w *Writer) WriteFile(path string) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("%w: %v", core.ErrIO, err)
	}
	// Tensor bytes may be views of a mapped input file (QuantizeModel copies tensors it leaves
	// alone): a fault reading them (the input truncated meanwhile) is an error, not a crash.
	fault := core.GuardMapped(path, func() error { _, err = w.WriteTo(f); return nil })
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if fault != nil {
		os.Remove(f.Name())
		return fmt.Errorf("%w (copying a tensor's bytes from its input file)", fault)
	}
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("%s: %w: %v", path, core.ErrIO, err)
	}
	return nil
}

type countingWriter struct {
	w   io.Writer
	n   int64
	err error
}

func (c *countingWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.n += int64(n)
	c.err = err
	return n, err
}

type encoder struct{ w *countingWriter }

func (e encoder) raw(b []byte) { e.w.Write(b) }
func (e encoder) u32(v uint32) { e.raw(binary.LittleEndian.AppendUint32(nil, v)) }
func (e encoder) u64(v uint64) { e.raw(binary.LittleEndian.AppendUint64(nil, v)) }
func (e encoder) str(s string) { e.u64(uint64(len(s))); e.raw([]byte(s)) }

func (e encoder) pad(align uint64) {
	if rem := uint64(e.w.n) % align; rem != 0 {
		e.raw(make([]byte, align-rem))
	}
}

func (e encoder) value(v core.Value) {
	e.u32(uint32(v.Type))
	if v.Type != core.TypeArray {
		e.scalar(v.Any())
		return
	}
	e.u32(uint32(v.Elem))
	e.u64(uint64(v.Len()))
	for i := 0; i < v.Len(); i++ {
		el, _ := v.Index(i)
		e.scalar(el.Any())
	}
}

func (e encoder) scalar(v any) {
	switch x := v.(type) {
	case uint8:
		e.raw([]byte{x})
	case int8:
		e.raw([]byte{byte(x)})
	case uint16:
		e.raw(binary.LittleEndian.AppendUint16(nil, x))
	case int16:
		e.raw(binary.LittleEndian.AppendUint16(nil, uint16(x)))
	case uint32:
		e.u32(x)
	case int32:
		e.u32(uint32(x))
	case float32:
		e.u32(math.Float32bits(x))
	case bool:
		if x {
			e.raw([]byte{1})
		} else {
			e.raw([]byte{0})
		}
	case string:
		e.str(x)
	case uint64:
		e.u64(x)
	case int64:
		e.u64(uint64(x))
	case float64:
		e.u64(math.Float64bits(x))
	}
}
