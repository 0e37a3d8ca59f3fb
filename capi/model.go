package main

/*
#define LOWBIT_BUILDING_LIBRARY
#include "lowbit.h"
*/
import "C"

import (
	"fmt"
	"runtime/debug"
	"unsafe"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats"
	"github.com/lowbit/lowbit/formats/gguf"
	"github.com/lowbit/lowbit/formats/gptq"
	"github.com/lowbit/lowbit/internal/handle"
)

// model is what a lowbit_model* stands for: the Go model plus the C strings handed out for it.
type model struct {
	*core.Model
	strs cstrings
}

var models = handle.New("model", 0x10000, func(m *model) {
	releaseModelTensors(m) // before the mappings go: CUDA devices drop what they uploaded from it
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
			if fieldIn(params.size, unsafe.Offsetof(params.gptq_zeros), unsafe.Sizeof(params.gptq_zeros)) {
				z, ok := gptqZeroModes[params.gptq_zeros]
				if !ok {
					return argError("lowbit_open_params.gptq_zeros is %d; use LOWBIT_GPTQ_ZEROS_AUTO, _AS_LABELLED, _V1 or _V2", params.gptq_zeros)
				}
				opts.GPTQZeros = z
			}
			if fieldIn(params.size, unsafe.Offsetof(params.raw), unsafe.Sizeof(params.raw)) {
				opts.Raw = params.raw != 0
			}
			if fieldIn(params.size, unsafe.Offsetof(params.max_config_bytes), 8) {
				opts.MaxConfigBytes = uint64(params.max_config_bytes)
			}
			if fieldIn(params.size, unsafe.Offsetof(params.max_dims), 8) {
				opts.GGUF.MaxDims = uint64(params.max_dims)
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

// gptqZeroModes maps LOWBIT_GPTQ_ZEROS_* to the reader's modes.
var gptqZeroModes = map[C.int32_t]gptq.ZeroMode{
	C.LOWBIT_GPTQ_ZEROS_AUTO: gptq.ZeroAuto, C.LOWBIT_GPTQ_ZEROS_AS_LABELLED: gptq.ZeroAsLabelled,
	C.LOWBIT_GPTQ_ZEROS_V1: gptq.ZeroV1, C.LOWBIT_GPTQ_ZEROS_V2: gptq.ZeroV2,
}

// copyOut copies the first min(size, full) bytes of a filled struct to the caller's, so that a
// caller compiled against an older, shorter struct gets exactly the fields it has.
func copyOut(dst, src unsafe.Pointer, size C.size_t, full uintptr) {
	n := min(uintptr(size), full)
	copy(unsafe.Slice((*byte)(dst), n), unsafe.Slice((*byte)(src), n))
}

// quantFlags are a tensor's LOWBIT_QUANT_* flags.
func quantFlags(q core.QuantParams) C.uint32_t {
	var fl C.uint32_t
	if q.Sym {
		fl |= C.LOWBIT_QUANT_SYMMETRIC
	}
	if q.ActOrder {
		fl |= C.LOWBIT_QUANT_ACT_ORDER
	}
	if q.ZeroOffset != 0 {
		fl |= C.LOWBIT_QUANT_ZERO_OFFSET
	}
	return fl
}

// tensorInfo fills the caller's lowbit_tensor_info with t, as far as out.size reaches; strings
// are owned by strs. where names the model (or writer) in messages.
func tensorInfo(strs *cstrings, where string, t *core.Tensor, out *C.lowbit_tensor_info) error {
	var info C.lowbit_tensor_info
	if first := unsafe.Offsetof(info.quant_bits); uintptr(out.size) < first {
		return argError("lowbit_tensor_info.size is %d, want %d (sizeof(lowbit_tensor_info)) or at least %d (its first version)",
			out.size, unsafe.Sizeof(info), first)
	}
	if len(t.Shape) > C.LOWBIT_MAX_DIMS {
		return fmt.Errorf("%s: tensor %q: %w: %d dimensions, the C API reports at most %d", where, t.Name, core.ErrUnsupported, len(t.Shape), C.LOWBIT_MAX_DIMS)
	}
	info.size = out.size
	info.name = strs.get(t.Name)
	info.format = C.int32_t(t.Format.ID)
	info.format_name = staticString(t.Format.Name)
	info.n_dims = C.int32_t(len(t.Shape))
	for i, d := range t.Shape {
		info.dims[i] = C.int64_t(d)
	}
	info.rows, info.cols = C.int64_t(t.Rows()), C.int64_t(t.Cols())
	info.byte_size = C.uint64_t(t.ByteSize())
	info.file_offset = C.uint64_t(t.Offset)
	info.bits_per_weight = C.double(t.BitsPerWeight())
	if len(t.Parts) > 0 {
		info.quant_bits = C.int32_t(t.Quant.Bits)
		info.quant_group_size = C.int32_t(t.Quant.GroupSize)
		info.quant_flags = quantFlags(t.Quant)
		info.n_parts = C.int32_t(len(t.Parts))
	}
	if t.PartOf != "" {
		info.part_of = strs.get(t.PartOf)
	}
	copyOut(unsafe.Pointer(out), unsafe.Pointer(&info), out.size, unsafe.Sizeof(info))
	return nil
}

// tensorPart fills the caller's lowbit_tensor_part with part i of t; index is the part's index in
// its model (−1 when not listed).
func tensorPart(strs *cstrings, where string, t *core.Tensor, i C.int64_t, index int64, out *C.lowbit_tensor_part) (*core.Part, error) {
	var info C.lowbit_tensor_part
	if out == nil {
		return nil, argError("out is NULL")
	}
	if uintptr(out.size) < unsafe.Sizeof(info) {
		return nil, argError("lowbit_tensor_part.size is %d, want %d (sizeof(lowbit_tensor_part))", out.size, unsafe.Sizeof(info))
	}
	if i < 0 || int64(i) >= int64(len(t.Parts)) {
		return nil, fmt.Errorf("%s: tensor %q: %w: part index %d, the tensor has %d parts", where, t.Name, core.ErrOutOfRange, i, len(t.Parts))
	}
	p := &t.Parts[i]
	if len(p.Shape) > C.LOWBIT_MAX_DIMS {
		return nil, fmt.Errorf("%s: tensor %q: %w: %d dimensions, the C API reports at most %d", where, p.Name, core.ErrUnsupported, len(p.Shape), C.LOWBIT_MAX_DIMS)
	}
	info.size = out.size
	info.role = strs.get(p.Role)
	info.name = strs.get(p.Name)
	info.tensor_index = C.int64_t(index)
	info.format = C.int32_t(p.Format.ID)
	info.n_dims = C.int32_t(len(p.Shape))
	for j, d := range p.Shape {
		info.dims[j] = C.int64_t(d)
	}
	info.byte_size = C.uint64_t(len(p.Data))
	info.file_offset = C.uint64_t(p.Offset)
	copyOut(unsafe.Pointer(out), unsafe.Pointer(&info), out.size, unsafe.Sizeof(info))
	return p, nil
}

// readBytes copies data[offset:offset+len(dst)] into dst; a fault reading a mapping (a file
// truncated while open) is an I/O error, not a crash.
func readBytes(where string, data []byte, offset uint64, dst []byte) (err error) {
	if offset > uint64(len(data)) || uint64(len(dst)) > uint64(len(data))-offset {
		return fmt.Errorf("%s: %w: bytes [%d, %d) outside its %d bytes", where, core.ErrOutOfRange, offset, offset+uint64(len(dst)), len(data))
	}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(interface{ Addr() uintptr }); ok {
				err = fmt.Errorf("%s: %w: memory fault reading its bytes (was the file truncated or changed while open?)", where, core.ErrIO)
				return
			}
			panic(r)
		}
	}()
	copy(dst, data[offset:])
	return nil
}

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
		t, err := m.tensor(index)
		if err != nil {
			return err
		}
		return tensorInfo(&m.strs, m.Path, t, out)
	})
}

//export lowbit_tensor_part_get
func lowbit_tensor_part_get(h C.uintptr_t, index, partIndex C.int64_t, out *C.lowbit_tensor_part) C.int {
	return withModel(h, func(m *model) error {
		t, err := m.tensor(index)
		if err != nil {
			return err
		}
		listed := int64(-1)
		if partIndex >= 0 && int64(partIndex) < int64(len(t.Parts)) {
			p := t.Parts[partIndex].Tensor
			if i, err := m.TensorIndex(p.Name); err == nil && m.Tensors[i] == p {
				listed = int64(i)
			}
		}
		_, err = tensorPart(&m.strs, m.Path, t, partIndex, listed, out)
		return err
	})
}

//export lowbit_tensor_read
func lowbit_tensor_read(h C.uintptr_t, index C.int64_t, offset C.uint64_t, dst unsafe.Pointer, dstBytes C.size_t) C.int {
	return withModel(h, func(m *model) error {
		t, err := m.tensor(index)
		if err != nil {
			return err
		}
		if len(t.Parts) > 0 {
			return fmt.Errorf("%s: tensor %q: %w: a %s tensor has no bytes of its own; read its %d parts (lowbit_tensor_part_get)",
				m.Path, t.Name, core.ErrUnsupported, t.Format.Name, len(t.Parts))
		}
		if dst == nil && dstBytes > 0 {
			return argError("dst is NULL")
		}
		var buf []byte
		if dstBytes > 0 {
			buf = unsafe.Slice((*byte)(dst), int(dstBytes))
		}
		return readBytes(fmt.Sprintf("%s: tensor %q", m.Path, t.Name), t.Data, uint64(offset), buf)
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
