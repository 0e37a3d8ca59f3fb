package main

/*
#define LOWBIT_BUILDING_LIBRARY
#include "lowbit.h"
*/
import "C"

import (
	"fmt"
	"math"
	"sync"
	"unsafe"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gguf"
	"github.com/lowbit/lowbit/internal/handle"
)

// handleBase gives each kind of handle its own range, so that a handle of one kind passed where
// another kind is expected is an invalid handle, never an object of the other kind. Models start
// at 0x10000 (kind 0).
func handleBase(kind uintptr) uintptr {
	if ^uintptr(0)>>32 != 0 {
		return kind << 40
	}
	return kind << 28
}

// writer is what a lowbit_gguf_writer* stands for. gguf.Writer is not safe for concurrent use,
// so calls on one writer are serialized.
type writer struct {
	mu sync.Mutex
	w  *gguf.Writer
}

var writers = handle.New("gguf writer", handleBase(1), func(*writer) {})

// withWriter resolves a writer handle for the duration of fn, holding the writer's lock.
func withWriter(h C.uintptr_t, fn func(w *gguf.Writer) error) C.int {
	return call(func() error {
		w, done, err := writers.Get(uintptr(h))
		if err != nil {
			return fmt.Errorf("%w: %v", errInvalidHandle, err)
		}
		defer done()
		w.mu.Lock()
		defer w.mu.Unlock()
		return fn(w.w)
	})
}

// withWriterKey is withWriter for the calls that add one metadata entry.
func withWriterKey(h C.uintptr_t, key *C.char, fn func(w *gguf.Writer, key string) error) C.int {
	return withWriter(h, func(w *gguf.Writer) error {
		k, err := goString(key, "key")
		if err != nil {
			return err
		}
		if k == gguf.AlignmentKey {
			return argError("metadata %q describes the file layout; set it with lowbit_gguf_writer_set_alignment", k)
		}
		return fn(w, k)
	})
}

// load copies one value of type T from C memory (which need not be aligned for T).
func load[T any](p unsafe.Pointer) T {
	var v T
	copy(unsafe.Slice((*byte)(unsafe.Pointer(&v)), unsafe.Sizeof(v)), unsafe.Slice((*byte)(p), unsafe.Sizeof(v)))
	return v
}

// loadSlice copies n values of type T from C memory into a new Go slice.
func loadSlice[T any](p unsafe.Pointer, n int) []T {
	out := make([]T, n)
	if n > 0 {
		var zero T
		size := int(unsafe.Sizeof(zero)) * n
		copy(unsafe.Slice((*byte)(unsafe.Pointer(&out[0])), size), unsafe.Slice((*byte)(p), size))
	}
	return out
}

func bools(b []uint8) []bool {
	out := make([]bool, len(b))
	for i, x := range b {
		out[i] = x != 0
	}
	return out
}

//export lowbit_gguf_writer_new
func lowbit_gguf_writer_new(out *C.uintptr_t) C.int {
	return call(func() error {
		if out == nil {
			return argError("out is NULL")
		}
		*out = C.uintptr_t(writers.Add(&writer{w: gguf.NewWriter()}))
		return nil
	})
}

//export lowbit_gguf_writer_free
func lowbit_gguf_writer_free(h C.uintptr_t) C.int {
	return call(func() error {
		if h == 0 {
			return nil
		}
		if err := writers.Free(uintptr(h)); err != nil {
			return fmt.Errorf("%w: %v", errInvalidHandle, err)
		}
		return nil
	})
}

//export lowbit_gguf_writer_set_alignment
func lowbit_gguf_writer_set_alignment(h C.uintptr_t, alignment C.uint32_t) C.int {
	return withWriter(h, func(w *gguf.Writer) error {
		if alignment&(alignment-1) != 0 {
			return argError("alignment %d is not a power of two", alignment)
		}
		w.Alignment = uint32(alignment)
		return nil
	})
}

//export lowbit_gguf_writer_add_scalar
func lowbit_gguf_writer_add_scalar(h C.uintptr_t, key *C.char, valueType C.int32_t, value unsafe.Pointer) C.int {
	return withWriterKey(h, key, func(w *gguf.Writer, k string) error {
		if value == nil {
			return argError("metadata %q: value is NULL", k)
		}
		var v any
		switch t := core.ValueType(valueType); t {
		case core.TypeU8:
			v = load[uint8](value)
		case core.TypeI8:
			v = load[int8](value)
		case core.TypeU16:
			v = load[uint16](value)
		case core.TypeI16:
			v = load[int16](value)
		case core.TypeU32:
			v = load[uint32](value)
		case core.TypeI32:
			v = load[int32](value)
		case core.TypeF32:
			v = load[float32](value)
		case core.TypeBool:
			v = load[uint8](value) != 0
		case core.TypeU64:
			v = load[uint64](value)
		case core.TypeI64:
			v = load[int64](value)
		case core.TypeF64:
			v = load[float64](value)
		case core.TypeString, core.TypeArray:
			return argError("metadata %q: value type %s is not a scalar; use lowbit_gguf_writer_add_%s", k, t,
				map[core.ValueType]string{core.TypeString: "string", core.TypeArray: "array"}[t])
		default:
			return argError("metadata %q: unknown value type %d", k, valueType)
		}
		return w.AddKV(k, core.Scalar(v))
	})
}

//export lowbit_gguf_writer_add_string
func lowbit_gguf_writer_add_string(h C.uintptr_t, key *C.char, s *C.char, length C.size_t) C.int {
	return withWriterKey(h, key, func(w *gguf.Writer, k string) error {
		if s == nil && length > 0 {
			return argError("metadata %q: s is NULL", k)
		}
		if uint64(length) > math.MaxInt32 {
			return argError("metadata %q: a string of %d bytes is too long", k, length)
		}
		var str string
		if length > 0 {
			str = C.GoStringN(s, C.int(length))
		}
		return w.AddKV(k, core.Scalar(str))
	})
}

//export lowbit_gguf_writer_add_array
func lowbit_gguf_writer_add_array(h C.uintptr_t, key *C.char, elemType C.int32_t, data unsafe.Pointer, count C.uint64_t) C.int {
	return withWriterKey(h, key, func(w *gguf.Writer, k string) error {
		t := core.ValueType(elemType)
		size := t.Size()
		if !t.Valid() || size == 0 {
			if t == core.TypeString {
				return argError("metadata %q: string arrays are added with lowbit_gguf_writer_add_string_array", k)
			}
			return argError("metadata %q: element type %s cannot be in a numeric array", k, t)
		}
		if uint64(count) > uint64(math.MaxInt)/uint64(size) {
			return argError("metadata %q: %d elements overflow a byte count", k, count)
		}
		if data == nil && count > 0 {
			return argError("metadata %q: data is NULL", k)
		}
		n := int(count)
		var a any
		switch t {
		case core.TypeU8:
			a = loadSlice[uint8](data, n)
		case core.TypeI8:
			a = loadSlice[int8](data, n)
		case core.TypeU16:
			a = loadSlice[uint16](data, n)
		case core.TypeI16:
			a = loadSlice[int16](data, n)
		case core.TypeU32:
			a = loadSlice[uint32](data, n)
		case core.TypeI32:
			a = loadSlice[int32](data, n)
		case core.TypeF32:
			a = loadSlice[float32](data, n)
		case core.TypeBool:
			a = bools(loadSlice[uint8](data, n))
		case core.TypeU64:
			a = loadSlice[uint64](data, n)
		case core.TypeI64:
			a = loadSlice[int64](data, n)
		case core.TypeF64:
			a = loadSlice[float64](data, n)
		}
		return w.AddKV(k, core.Array(a))
	})
}

//export lowbit_gguf_writer_add_string_array
func lowbit_gguf_writer_add_string_array(h C.uintptr_t, key *C.char, strs **C.char, lens *C.size_t, count C.uint64_t) C.int {
	return withWriterKey(h, key, func(w *gguf.Writer, k string) error {
		if uint64(count) > math.MaxInt32 {
			return argError("metadata %q: %d strings are too many", k, count)
		}
		if strs == nil && count > 0 {
			return argError("metadata %q: strs is NULL", k)
		}
		n := int(count)
		out := make([]string, n)
		var ps []*C.char
		var ls []C.size_t
		if n > 0 {
			ps = unsafe.Slice(strs, n)
			if lens != nil {
				ls = unsafe.Slice(lens, n)
			}
		}
		for i := range out {
			switch {
			case ls == nil && ps[i] == nil:
				return argError("metadata %q: strs[%d] is NULL", k, i)
			case ls == nil:
				out[i] = C.GoString(ps[i])
			case ls[i] == 0:
				out[i] = ""
			case ps[i] == nil:
				return argError("metadata %q: strs[%d] is NULL", k, i)
			case uint64(ls[i]) > math.MaxInt32:
				return argError("metadata %q: string %d of %d bytes is too long", k, i, ls[i])
			default:
				out[i] = C.GoStringN(ps[i], C.int(ls[i]))
			}
		}
		return w.AddKV(k, core.Array(out))
	})
}

//export lowbit_gguf_writer_copy_metadata
func lowbit_gguf_writer_copy_metadata(h C.uintptr_t, mh C.uintptr_t) C.int {
	return withWriter(h, func(w *gguf.Writer) error {
		m, done, err := models.Get(uintptr(mh))
		if err != nil {
			return fmt.Errorf("%w: %v", errInvalidHandle, err)
		}
		defer done()
		for _, kv := range m.Metadata {
			if kv.Key == gguf.AlignmentKey {
				continue
			}
			if err := w.AddKV(kv.Key, kv.Value); err != nil {
				return fmt.Errorf("copying the metadata of %s: %w", m.Path, err)
			}
		}
		return nil
	})
}

//export lowbit_gguf_writer_add_tensor
func lowbit_gguf_writer_add_tensor(h C.uintptr_t, name *C.char, format C.int32_t, nDims C.int32_t, dims *C.int64_t,
	data unsafe.Pointer, nbytes C.size_t) C.int {
	return withWriter(h, func(w *gguf.Writer) error {
		n, err := goString(name, "name")
		if err != nil {
			return err
		}
		if nDims < 0 || nDims > C.LOWBIT_MAX_DIMS {
			return argError("tensor %q: n_dims is %d, it must be 0…%d", n, nDims, C.LOWBIT_MAX_DIMS)
		}
		if dims == nil && nDims > 0 {
			return argError("tensor %q: dims is NULL", n)
		}
		shape := loadSlice[int64](unsafe.Pointer(dims), int(nDims))
		f, err := core.Lookup(core.FormatID(format))
		if err != nil {
			return fmt.Errorf("tensor %q: %w", n, err)
		}
		if f.ID >= core.GGMLTypeCount {
			return fmt.Errorf("tensor %q: %w: %s has no GGUF type id", n, core.ErrUnsupported, f.Name)
		}
		// The size is checked before the caller's buffer is read. (core.CheckShape classifies a
		// bad shape as a malformed file; here it is the caller's argument.)
		for i, d := range shape {
			if d < 0 {
				return argError("tensor %q: dims[%d] is negative (%d)", n, i, d)
			}
		}
		if len(shape) > 0 {
			if _, err := f.RowBytes(shape[len(shape)-1]); err != nil {
				return fmt.Errorf("tensor %q: %w", n, err)
			}
		}
		size, err := core.CheckShape(f, shape)
		if err != nil {
			return fmt.Errorf("tensor %q: %w", n, err)
		}
		if uint64(nbytes) != uint64(size) {
			return argError("tensor %q: %s %v takes %d bytes, bytes is %d", n, f.Name, shape, size, nbytes)
		}
		if data == nil && size > 0 {
			return argError("tensor %q: data is NULL", n)
		}
		return w.AddTensor(n, f.ID, shape, loadSlice[byte](data, int(size)))
	})
}

//export lowbit_gguf_writer_write
func lowbit_gguf_writer_write(h C.uintptr_t, path *C.char) C.int {
	return withWriter(h, func(w *gguf.Writer) error {
		p, err := goString(path, "path")
		if err != nil {
			return err
		}
		return w.WriteFile(p)
	})
}
