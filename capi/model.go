package main

/*
#define LOWBIT_BUILDING_LIBRARY
#include "lowbit.h"
*/
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats"
	"github.com/lowbit/lowbit/formats/gguf"
	"github.com/lowbit/lowbit/internal/handle"
)

// model is what a lowbit_model* stands for: the Go model plus the C strings handed out for it.
type model struct {
	*core.Model
	strs cstrings
}

var models = handle.New("model", 0x10000, func(m *model) {
	m.Close()
	m.strs.free()
})

// withModel resolves a handle for the duration of fn.
func withModel(h C.uintptr_t, fn func(*model) error) C.int {
	return call(func() error {
		m, done, err := models.Get(uintptr(h))
		if err != nil {
			return fmt.Errorf("%w: %v", errInvalidHandle, err)
		}
		defer done()
		return fn(m)
	})
}

//export lowbit_model_open
func lowbit_model_open(path *C.char, params *C.lowbit_open_params, out *C.uintptr_t) C.int {
	return call(func() error {
		p, err := goString(path, "path")
		if err != nil {
			return err
		}
		if out == nil {
			return argError("out is NULL")
		}
		var opts formats.Options
		if params != nil {
			if params.size < C.size_t(unsafe.Sizeof(C.size_t(0))) {
				return argError("lowbit_open_params.size is %d; set it to sizeof(lowbit_open_params)", params.size)
			}
			// Only read the fields the caller's struct has.
			if fieldIn(params.size, unsafe.Offsetof(params.max_header_bytes), 8) {
				opts.MaxHeaderBytes = uint64(params.max_header_bytes)
			}
			if fieldIn(params.size, unsafe.Offsetof(params.max_metadata), 8) {
				opts.GGUF = gguf.Limits{MaxStringLen: uint64(params.max_string_bytes), MaxArrayLen: uint64(params.max_array_elems),
					MaxTensors: uint64(params.max_tensors), MaxKV: uint64(params.max_metadata)}
			}
		}
		m, err := formats.Open(p, opts)
		if err != nil {
			return err
		}
		*out = C.uintptr_t(models.Add(&model{Model: m}))
		return nil
	})
}

func fieldIn(size C.size_t, offset, width uintptr) bool { return uintptr(size) >= offset+width }

//export lowbit_model_free
func lowbit_model_free(h C.uintptr_t) C.int {
	return call(func() error {
		if h == 0 {
			return nil
		}
		if err := models.Free(uintptr(h)); err != nil {
			return fmt.Errorf("%w: %v", errInvalidHandle, err)
		}
		return nil
	})
}

//export lowbit_model_kind
func lowbit_model_kind(h C.uintptr_t, kind **C.char) C.int {
	return withModel(h, func(m *model) error {
		if kind == nil {
			return argError("kind is NULL")
		}
		*kind = staticString(m.Kind)
		return nil
	})
}

//export lowbit_model_tensor_count
func lowbit_model_tensor_count(h C.uintptr_t, count *C.int64_t) C.int {
	return withModel(h, func(m *model) error {
		if count == nil {
			return argError("count is NULL")
		}
		*count = C.int64_t(len(m.Tensors))
		return nil
	})
}

//export lowbit_model_find_tensor
func lowbit_model_find_tensor(h C.uintptr_t, name *C.char, index *C.int64_t) C.int {
	return withModel(h, func(m *model) error {
		n, err := goString(name, "name")
		if err != nil {
			return err
		}
		if index == nil {
			return argError("index is NULL")
		}
		i, err := m.TensorIndex(n)
		if err != nil {
			return err
		}
		*index = C.int64_t(i)
		return nil
	})
}

func (m *model) tensor(index C.int64_t) (*core.Tensor, error) {
	if index < 0 || int64(index) >= int64(len(m.Tensors)) {
		return nil, fmt.Errorf("%s: %w: tensor index %d, the model has %d tensors", m.Path, core.ErrOutOfRange, index, len(m.Tensors))
	}
	return m.Tensors[index], nil
}

//export lowbit_tensor_info_get
func lowbit_tensor_info_get(h C.uintptr_t, index C.int64_t, out *C.lowbit_tensor_info) C.int {
	return withModel(h, func(m *model) error {
		if out == nil {
			return argError("out is NULL")
		}
		if uintptr(out.size) < unsafe.Sizeof(*out) {
			return argError("lowbit_tensor_info.size is %d, want %d (sizeof(lowbit_tensor_info))", out.size, unsafe.Sizeof(*out))
		}
		t, err := m.tensor(index)
		if err != nil {
			return err
		}
		if len(t.Shape) > C.LOWBIT_MAX_DIMS {
			return fmt.Errorf("%s: tensor %q: %w: %d dimensions, the C API reports at most %d", m.Path, t.Name, core.ErrUnsupported, len(t.Shape), C.LOWBIT_MAX_DIMS)
		}
		info := C.lowbit_tensor_info{size: out.size}
		info.name = m.strs.get(t.Name)
		info.format = C.int32_t(t.Format.ID)
		info.format_name = staticString(t.Format.Name)
		info.n_dims = C.int32_t(len(t.Shape))
		for i, d := range t.Shape {
			info.dims[i] = C.int64_t(d)
		}
		info.rows, info.cols = C.int64_t(t.Rows()), C.int64_t(t.Cols())
		info.byte_size = C.uint64_t(t.ByteSize())
		info.file_offset = C.uint64_t(t.Offset)
		info.bits_per_weight = C.double(t.Format.BitsPerWeight())
		*out = info
		return nil
	})
}

//export lowbit_dequantize
func lowbit_dequantize(h C.uintptr_t, index, rowStart, rowCount C.int64_t, dstFormat C.int32_t, dst unsafe.Pointer, dstBytes C.size_t) C.int {
	return withModel(h, func(m *model) error {
		t, err := m.tensor(index)
		if err != nil {
			return err
		}
		if dst == nil && dstBytes > 0 {
			return argError("dst is NULL")
		}
		n := int64(rowCount)
		if n < 0 {
			n = t.Rows() - int64(rowStart)
		}
		var buf []byte
		if dst != nil {
			buf = unsafe.Slice((*byte)(dst), int(dstBytes))
		}
		return core.Dequantize(t, int64(rowStart), n, core.FormatID(dstFormat), buf)
	})
}
