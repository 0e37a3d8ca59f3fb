package main

/*
#define LOWBIT_BUILDING_LIBRARY
#include "lowbit.h"
*/
import "C"

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
	"strings"
	"sync"
	"unsafe"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gptq"
	"github.com/lowbit/lowbit/formats/mlx"
	"github.com/lowbit/lowbit/formats/safetensors"
	"github.com/lowbit/lowbit/internal/handle"
)

// hfWriter is what a lowbit_hf_writer* stands for: the tensors (logical layers and plain ones) in
// the order added, for mlx.Write or gptq.Write, and the C strings handed out for them.
type hfWriter struct {
	mu      sync.Mutex
	tensors []*core.Tensor
	byName  map[string]*core.Tensor
	stored  map[string]bool // every name a file will hold: plain tensors and "<layer>.<role>"
	config  map[string]any
	strs    cstrings
}

var hfWriters = handle.New("hf writer", handleBase(3), func(w *hfWriter) { w.strs.free() })

// withHFWriter resolves a writer handle for the duration of fn, holding the writer's lock.
func withHFWriter(h C.uintptr_t, fn func(w *hfWriter) error) C.int {
	return call(func() error {
		w, done, err := hfWriters.Get(uintptr(h))
		if err != nil {
			return fmt.Errorf("%w: %v", errInvalidHandle, err)
		}
		defer done()
		w.mu.Lock()
		defer w.mu.Unlock()
		return fn(w)
	})
}

// callerData reclassifies a validation error about data the caller handed in: the checks are the
// readers' (core.CheckParts), which call a mismatch a malformed file; here it is an argument.
func callerData(err error) error {
	if err != nil && errors.Is(err, core.ErrBadFile) {
		return argErr{err}
	}
	return err
}

type argErr struct{ err error }

func (e argErr) Error() string {
	return strings.Replace(e.err.Error(), core.ErrBadFile.Error(), core.ErrInvalidArgument.Error(), 1)
}
func (e argErr) Is(target error) bool { return target == core.ErrInvalidArgument }

// add appends a tensor after checking that neither it nor its stored parts reuse a name.
func (w *hfWriter) add(t *core.Tensor) error {
	names := []string{t.Name}
	for _, p := range t.Parts {
		names = append(names, p.Name)
	}
	if _, dup := w.byName[t.Name]; dup {
		return argError("tensor %q was already added", t.Name)
	}
	for _, n := range names {
		if w.stored[n] {
			return argError("tensor %q: the name %q is already taken by a tensor added before", t.Name, n)
		}
	}
	for _, n := range names {
		w.stored[n] = true
	}
	w.byName[t.Name] = t
	w.tensors = append(w.tensors, t)
	return nil
}

// dimsArg copies n_dims dims from the caller and checks them.
func dimsArg(what string, nDims C.int32_t, dims *C.int64_t, minDims int) ([]int64, int64, error) {
	if nDims < C.int32_t(minDims) || nDims > C.LOWBIT_MAX_DIMS {
		return nil, 0, argError("%s: n_dims is %d, it must be %d…%d", what, nDims, minDims, C.LOWBIT_MAX_DIMS)
	}
	if dims == nil && nDims > 0 {
		return nil, 0, argError("%s: dims is NULL", what)
	}
	shape := loadSlice[int64](unsafe.Pointer(dims), int(nDims))
	n := int64(1)
	for i, d := range shape {
		if d < 0 {
			return nil, 0, argError("%s: dims[%d] is negative (%d)", what, i, d)
		}
		hi, lo := bits.Mul64(uint64(n), uint64(d))
		if hi != 0 || lo > math.MaxInt64/8 {
			return nil, 0, fmt.Errorf("%s: %w: shape %v overflows a byte count", what, core.ErrOutOfRange, shape)
		}
		n = int64(lo)
	}
	return shape, n, nil
}

// plainTensor copies a caller's buffer into a tensor of a plain element type; bytes must be its
// exact size.
func plainTensor(what, name string, format C.int32_t, shape []int64, data unsafe.Pointer, nbytes C.size_t) (*core.Tensor, error) {
	f, err := core.Lookup(core.FormatID(format))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if f.IsParts() {
		return nil, argError("%s: %s is part-based; add such a layer with lowbit_hf_writer_add_quantized, _add_codes or _add_parts", what, f.Name)
	}
	size, err := core.CheckShape(f, shape)
	if err != nil {
		return nil, callerData(fmt.Errorf("%s: %w", what, err))
	}
	if uint64(nbytes) != uint64(size) {
		return nil, argError("%s: %s %v takes %d bytes, bytes is %d", what, f.Name, shape, size, nbytes)
	}
	if data == nil && size > 0 {
		return nil, argError("%s: data is NULL", what)
	}
	t := &core.Tensor{Name: name, Format: f, Shape: shape, Data: loadSlice[byte](data, int(size))}
	// The safetensors writer's own checks (a dtype safetensors has, the name), now rather than at write.
	if err := safetensors.Write(io.Discard, []safetensors.WriteTensor{{Name: name, Format: f.ID, Shape: shape, Data: t.Data}}, nil); err != nil {
		return nil, err
	}
	return t, nil
}

// quantParams reads the caller's lowbit_quant_params (NULL: zeros) into the scheme of format f:
// MLX's defaults for zero bits / group size, −1 (a whole row) resolved to cols.
func quantParams(p *C.lowbit_quant_params, f *core.Format, cols int64) (core.QuantParams, C.uint32_t, error) {
	var q core.QuantParams
	var flags C.uint32_t
	if p != nil {
		if uintptr(p.size) < unsafe.Sizeof(*p) {
			return q, 0, argError("lowbit_quant_params.size is %d, want %d (sizeof(lowbit_quant_params))", p.size, unsafe.Sizeof(*p))
		}
		q.Bits, q.GroupSize, q.GlobalScale, flags = int(p.bits), int(p.group_size), float32(p.global_scale), p.flags
	}
	if unknown := flags &^ (C.LOWBIT_QUANT_SYMMETRIC | C.LOWBIT_QUANT_ACT_ORDER | C.LOWBIT_QUANT_ZERO_OFFSET); unknown != 0 {
		return q, 0, argError("lowbit_quant_params.flags has unknown bits %#x", unknown)
	}
	if f.Family == core.FamilyMLX {
		group, b := core.MLXDefaults(f)
		if q.Bits == 0 {
			q.Bits = b
		}
		if q.GroupSize == 0 {
			q.GroupSize = group
		}
	}
	if q.GroupSize == -1 {
		q.GroupSize = int(cols)
	}
	q.Sym = flags&C.LOWBIT_QUANT_SYMMETRIC != 0
	q.ActOrder = flags&C.LOWBIT_QUANT_ACT_ORDER != 0
	if flags&C.LOWBIT_QUANT_ZERO_OFFSET != 0 {
		q.ZeroOffset = 1
	}
	return q, flags, nil
}

// partFormat looks up a part-based format.
func partFormat(what string, format C.int32_t) (*core.Format, error) {
	f, err := core.Lookup(core.FormatID(format))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if !f.IsParts() {
		return nil, argError("%s: %s is not a part-based format; add it with lowbit_hf_writer_add_tensor", what, f.Name)
	}
	return f, nil
}

// floatsArg reads n values of src_format (F32, F16 or BF16; halves widen exactly) as float32.
func floatsArg(src unsafe.Pointer, srcFormat C.int32_t, n int64) ([]float32, error) {
	switch core.FormatID(srcFormat) {
	case core.F32, core.F16, core.BF16:
	default:
		return nil, argError("src_format %d must be F32, F16 or BF16", srcFormat)
	}
	if n == 0 {
		return nil, nil
	}
	if src == nil {
		return nil, argError("src is NULL")
	}
	switch core.FormatID(srcFormat) {
	case core.F16:
		in := make([]float32, n)
		for i, h := range unsafe.Slice((*uint16)(src), int(n)) {
			in[i] = core.FP16ToFP32(h)
		}
		return in, nil
	case core.BF16:
		in := make([]float32, n)
		for i, h := range unsafe.Slice((*uint16)(src), int(n)) {
			in[i] = core.BF16ToFP32(h)
		}
		return in, nil
	}
	return loadSlice[float32](src, int(n)), nil
}

//export lowbit_hf_writer_new
func lowbit_hf_writer_new(out *C.uintptr_t) C.int {
	return call(func() error {
		if out == nil {
			return argError("out is NULL")
		}
		*out = C.uintptr_t(hfWriters.Add(&hfWriter{byName: map[string]*core.Tensor{}, stored: map[string]bool{}}))
		return nil
	})
}

//export lowbit_hf_writer_free
func lowbit_hf_writer_free(h C.uintptr_t) C.int {
	return call(func() error {
		if h == 0 {
			return nil
		}
		if err := hfWriters.Free(uintptr(h)); err != nil {
			return fmt.Errorf("%w: %v", errInvalidHandle, err)
		}
		return nil
	})
}

//export lowbit_hf_writer_set_config
func lowbit_hf_writer_set_config(h C.uintptr_t, js *C.char) C.int {
	return withHFWriter(h, func(w *hfWriter) error {
		if js == nil {
			w.config = nil
			return nil
		}
		dec := json.NewDecoder(bytes.NewReader([]byte(C.GoString(js))))
		dec.UseNumber()
		var cfg map[string]any
		if err := dec.Decode(&cfg); err != nil || cfg == nil {
			return argError("the config is not a JSON object: %v", err)
		}
		if dec.More() {
			return argError("the config has more than one JSON value")
		}
		w.config = cfg
		return nil
	})
}

//export lowbit_hf_writer_add_tensor
func lowbit_hf_writer_add_tensor(h C.uintptr_t, name *C.char, format C.int32_t, nDims C.int32_t, dims *C.int64_t,
	data unsafe.Pointer, nbytes C.size_t) C.int {
	return withHFWriter(h, func(w *hfWriter) error {
		n, err := goString(name, "name")
		if err != nil {
			return err
		}
		what := fmt.Sprintf("tensor %q", n)
		shape, _, err := dimsArg(what, nDims, dims, 0)
		if err != nil {
			return err
		}
		t, err := plainTensor(what, n, format, shape, data, nbytes)
		if err != nil {
			return err
		}
		return w.add(t)
	})
}

//export lowbit_hf_writer_add_quantized
func lowbit_hf_writer_add_quantized(h C.uintptr_t, name *C.char, format C.int32_t, params *C.lowbit_quant_params,
	src unsafe.Pointer, srcFormat C.int32_t, nDims C.int32_t, dims *C.int64_t) C.int {
	return withHFWriter(h, func(w *hfWriter) error {
		n, err := goString(name, "name")
		if err != nil {
			return err
		}
		what := fmt.Sprintf("tensor %q", n)
		f, err := partFormat(what, format)
		if err != nil {
			return err
		}
		shape, elems, err := dimsArg(what, nDims, dims, 2)
		if err != nil {
			return err
		}
		q, _, err := quantParams(params, f, shape[len(shape)-1])
		if err != nil {
			return err
		}
		if !f.CanQuantizeParts() {
			return fmt.Errorf("%s: %w: lowbit cannot quantize floats into %s; pack integer codes with lowbit_hf_writer_add_codes", what, core.ErrUnsupported, f.Name)
		}
		in, err := floatsArg(src, srcFormat, elems)
		if err != nil {
			return err
		}
		q.Float = core.FormatID(srcFormat)
		t, err := core.QuantizeParts(f, q, n, shape, in)
		if err != nil {
			return callerData(err)
		}
		return w.add(t)
	})
}

//export lowbit_hf_writer_add_codes
func lowbit_hf_writer_add_codes(h C.uintptr_t, name *C.char, format C.int32_t, params *C.lowbit_quant_params,
	rows, cols C.int64_t, codes *C.lowbit_codes) C.int {
	return withHFWriter(h, func(w *hfWriter) error {
		n, err := goString(name, "name")
		if err != nil {
			return err
		}
		what := fmt.Sprintf("layer %q", n)
		f, err := partFormat(what, format)
		if err != nil {
			return err
		}
		if codes == nil {
			return argError("%s: codes is NULL", what)
		}
		if params == nil {
			return argError("%s: params is NULL; GPTQ, AWQ and compressed-tensors codes need their bits and group_size", what)
		}
		if uintptr(codes.size) < unsafe.Sizeof(*codes) {
			return argError("lowbit_codes.size is %d, want %d (sizeof(lowbit_codes))", codes.size, unsafe.Sizeof(*codes))
		}
		var bitsN, group int
		var flags C.uint32_t
		if params != nil {
			if uintptr(params.size) < unsafe.Sizeof(*params) {
				return argError("lowbit_quant_params.size is %d, want %d (sizeof(lowbit_quant_params))", params.size, unsafe.Sizeof(*params))
			}
			bitsN, group, flags = int(params.bits), int(params.group_size), params.flags
		}
		r, c := int64(rows), int64(cols)
		if r <= 0 || c <= 0 || r > math.MaxInt32 || c > math.MaxInt32 || r*c > math.MaxInt64/8 {
			return argError("%s: rows %d and cols %d must be positive and fit the codes", what, r, c)
		}
		if group != -1 && group <= 0 {
			return argError("%s: group_size %d (a positive size, or -1 for one group per row)", what, group)
		}
		gs := int64(group)
		if group == -1 {
			gs = c
		}
		groups := (c + gs - 1) / gs
		if codes.q == nil || codes.scales == nil {
			return argError("%s: codes.q and codes.scales are required", what)
		}
		k := gptq.Codes{Name: n, Out: int(r), In: int(c), Bits: bitsN, GroupSize: group,
			Q:           loadSlice[uint8](unsafe.Pointer(codes.q), int(r*c)),
			Scales:      loadSlice[float32](unsafe.Pointer(codes.scales), int(r*groups)),
			ScaleFormat: core.FormatID(codes.scale_format)}
		if codes.zeros != nil {
			k.Zeros = loadSlice[uint8](unsafe.Pointer(codes.zeros), int(r*groups))
		}
		if codes.g_idx != nil {
			k.GIdx = loadSlice[int32](unsafe.Pointer(codes.g_idx), int(c))
		}
		if codes.bias != nil {
			k.Bias = loadSlice[float32](unsafe.Pointer(codes.bias), int(r))
		}
		t, err := gptq.Pack(f.ID, k, flags&C.LOWBIT_QUANT_ZERO_OFFSET != 0)
		if err != nil {
			return callerData(err)
		}
		return w.add(t)
	})
}

//export lowbit_hf_writer_add_parts
func lowbit_hf_writer_add_parts(h C.uintptr_t, name *C.char, format C.int32_t, params *C.lowbit_quant_params,
	nDims C.int32_t, dims *C.int64_t, parts *C.lowbit_part_data, nParts C.size_t) C.int {
	return withHFWriter(h, func(w *hfWriter) error {
		n, err := goString(name, "name")
		if err != nil {
			return err
		}
		what := fmt.Sprintf("tensor %q", n)
		f, err := partFormat(what, format)
		if err != nil {
			return err
		}
		shape, _, err := dimsArg(what, nDims, dims, 2)
		if err != nil {
			return err
		}
		q, _, err := quantParams(params, f, shape[len(shape)-1])
		if err != nil {
			return err
		}
		if parts == nil && nParts > 0 {
			return argError("%s: parts is NULL", what)
		}
		if nParts > 64 {
			return argError("%s: %d parts; a layer has a handful", what, nParts)
		}
		t := &core.Tensor{Name: n, Format: f, Shape: shape, Quant: q}
		roles := map[string]bool{}
		for i, pd := range unsafe.Slice(parts, int(nParts)) {
			role, err := goString(pd.role, fmt.Sprintf("parts[%d].role", i))
			if err != nil {
				return err
			}
			if roles[role] {
				return argError("%s: two parts have the role %q", what, role)
			}
			roles[role] = true
			pwhat := fmt.Sprintf("%s: part %q", what, role)
			pshape, _, err := dimsArg(pwhat, pd.n_dims, pd.dims, 0)
			if err != nil {
				return err
			}
			p, err := plainTensor(pwhat, n+"."+role, pd.format, pshape, pd.data, pd.bytes)
			if err != nil {
				return err
			}
			p.PartOf = n
			t.Parts = append(t.Parts, core.Part{Role: role, Tensor: p})
		}
		if err := core.CheckParts(t); err != nil {
			return callerData(err)
		}
		return w.add(t)
	})
}

// lookup finds what was added under name.
func (w *hfWriter) lookup(name *C.char) (*core.Tensor, error) {
	n, err := goString(name, "name")
	if err != nil {
		return nil, err
	}
	t, ok := w.byName[n]
	if !ok {
		return nil, fmt.Errorf("%w: the writer has no tensor named %q", core.ErrNotFound, n)
	}
	return t, nil
}

//export lowbit_hf_writer_tensor_info
func lowbit_hf_writer_tensor_info(h C.uintptr_t, name *C.char, out *C.lowbit_tensor_info) C.int {
	return withHFWriter(h, func(w *hfWriter) error {
		t, err := w.lookup(name)
		if err != nil {
			return err
		}
		if out == nil {
			return argError("out is NULL")
		}
		return tensorInfo(&w.strs, "hf writer", t, out)
	})
}

//export lowbit_hf_writer_part_get
func lowbit_hf_writer_part_get(h C.uintptr_t, name *C.char, partIndex C.int64_t, out *C.lowbit_tensor_part,
	dst unsafe.Pointer, dstBytes C.size_t) C.int {
	return withHFWriter(h, func(w *hfWriter) error {
		t, err := w.lookup(name)
		if err != nil {
			return err
		}
		if partIndex >= 0 && int64(partIndex) < int64(len(t.Parts)) && dst != nil {
			if need := len(t.Parts[partIndex].Data); uint64(dstBytes) < uint64(need) {
				return fmt.Errorf("%w: part %q of %q has %d bytes, dst_bytes is %d", core.ErrBufferTooSmall,
					t.Parts[partIndex].Role, t.Name, need, dstBytes)
			}
		}
		p, err := tensorPart(&w.strs, "hf writer", t, partIndex, -1, out)
		if err != nil {
			return err
		}
		if dst != nil {
			copy(unsafe.Slice((*byte)(dst), len(p.Data)), p.Data)
		}
		return nil
	})
}

//export lowbit_hf_writer_write
func lowbit_hf_writer_write(h C.uintptr_t, dir *C.char) C.int {
	return withHFWriter(h, func(w *hfWriter) error {
		d, err := goString(dir, "dir")
		if err != nil {
			return err
		}
		if d == "" {
			return argError("dir is empty")
		}
		for _, t := range w.tensors {
			switch t.Format.Family {
			case core.FamilyGPTQ, core.FamilyAWQ, core.FamilyCompressedTensors:
				return gptq.Write(d, w.tensors, gptq.WriteOptions{Config: w.config})
			}
		}
		return mlx.Write(d, w.tensors, mlx.WriteOptions{Config: w.config})
	})
}
