package main

/*
#define LOWBIT_BUILDING_LIBRARY
#include "lowbit.h"
*/
import "C"

import (
	"fmt"
	"math"
	"math/bits"
	"os"
	"unsafe"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats"
	"github.com/lowbit/lowbit/formats/gguf"
	"github.com/lowbit/lowbit/formats/imatrix"
)

// quantizedSize is rows·RowBytes(cols), checked for overflow of the product and of size_t.
func quantizedSize(f *core.Format, rows, cols int64) (int64, error) {
	if rows < 0 || cols < 0 {
		return 0, argError("rows (%d) and cols (%d) must not be negative", rows, cols)
	}
	rowBytes, err := f.RowBytes(cols)
	if err != nil {
		return 0, err
	}
	hi, lo := bits.Mul64(uint64(rows), uint64(rowBytes))
	if hi != 0 || lo > math.MaxInt64 || uint64(lo) > uint64(^C.size_t(0)) {
		return 0, fmt.Errorf("%w: %d rows of %d %s elements overflow a byte count", core.ErrOutOfRange, rows, cols, f.Name)
	}
	return int64(lo), nil
}

//export lowbit_quantized_size
func lowbit_quantized_size(format C.int32_t, rows, cols C.int64_t, out *C.size_t) C.int {
	return call(func() error {
		if out == nil {
			return argError("bytes is NULL")
		}
		f, err := core.Lookup(core.FormatID(format))
		if err != nil {
			return err
		}
		n, err := quantizedSize(f, int64(rows), int64(cols))
		if err != nil {
			return err
		}
		*out = C.size_t(n)
		return nil
	})
}

//export lowbit_quantize
func lowbit_quantize(dstFormat C.int32_t, src unsafe.Pointer, srcFormat C.int32_t, rows, cols C.int64_t,
	im *C.float, dst unsafe.Pointer, dstBytes C.size_t) C.int {
	return call(func() error {
		f, err := core.Lookup(core.FormatID(dstFormat))
		if err != nil {
			return err
		}
		var elemBytes int64
		switch core.FormatID(srcFormat) {
		case core.F32:
			elemBytes = 4
		case core.F16, core.BF16:
			elemBytes = 2
		default:
			return argError("src_format %d must be F32, F16 or BF16", srcFormat)
		}
		r, c := int64(rows), int64(cols)
		need, err := quantizedSize(f, r, c)
		if err != nil {
			return err
		}
		hi, lo := bits.Mul64(uint64(r), uint64(c))
		if hi != 0 || lo > math.MaxInt64/uint64(elemBytes) {
			return fmt.Errorf("%w: %d rows of %d values overflow a byte count", core.ErrOutOfRange, r, c)
		}
		n := int64(lo)
		var weights []float32
		if im != nil {
			weights = unsafe.Slice((*float32)(unsafe.Pointer(im)), int(c))
		}
		// The format's capabilities and the imatrix are checked by core before the input is read.
		if err := core.Quantize(f, nil, 0, c, weights, nil); err != nil {
			return err
		}
		if uint64(dstBytes) < uint64(need) {
			return fmt.Errorf("%w: %d rows of %d %s elements need %d bytes, dst_bytes is %d", core.ErrBufferTooSmall, r, c, f.Name, need, dstBytes)
		}
		if n == 0 {
			return nil
		}
		if src == nil {
			return argError("src is NULL")
		}
		if dst == nil {
			return argError("dst is NULL")
		}
		out := unsafe.Slice((*byte)(dst), int(need))
		var in []float32
		switch core.FormatID(srcFormat) {
		case core.F32:
			in = unsafe.Slice((*float32)(src), int(n))
		case core.F16:
			in = make([]float32, n)
			for i, h := range unsafe.Slice((*uint16)(src), int(n)) {
				in[i] = core.FP16ToFP32(h)
			}
		case core.BF16:
			in = make([]float32, n)
			for i, h := range unsafe.Slice((*uint16)(src), int(n)) {
				in[i] = core.BF16ToFP32(h)
			}
		}
		return core.Quantize(f, in, r, c, weights, out)
	})
}

//export lowbit_quantize_model
func lowbit_quantize_model(inPath, outPath *C.char, params *C.lowbit_quantize_params) C.int {
	return call(func() error {
		in, err := goString(inPath, "in_path")
		if err != nil {
			return err
		}
		out, err := goString(outPath, "out_path")
		if err != nil {
			return err
		}
		if params == nil {
			return argError("params is NULL (lowbit_quantize_params.file_type is required)")
		}
		var p C.lowbit_quantize_params
		if !fieldIn(params.size, unsafe.Offsetof(p.file_type), unsafe.Sizeof(p.file_type)) {
			return argError("lowbit_quantize_params.size is %d; set it to sizeof(lowbit_quantize_params)", params.size)
		}
		ftName, err := goString(params.file_type, "lowbit_quantize_params.file_type")
		if err != nil {
			return err
		}
		ft, err := gguf.LookupFileType(ftName)
		if err != nil {
			return err
		}
		opts := gguf.QuantizeOptions{FileType: ft}
		var imPath *C.char
		if fieldIn(params.size, unsafe.Offsetof(p.imatrix_path), unsafe.Sizeof(p.imatrix_path)) {
			imPath = params.imatrix_path
		}
		if fieldIn(params.size, unsafe.Offsetof(p.pure), unsafe.Sizeof(p.pure)) {
			opts.Pure = params.pure != 0
		}
		if fieldIn(params.size, unsafe.Offsetof(p.allow_requantize), unsafe.Sizeof(p.allow_requantize)) {
			opts.AllowRequantize = params.allow_requantize != 0
		}
		// Writing over the input would truncate the file the input tensors are mapped from.
		if a, errA := os.Stat(in); errA == nil {
			if b, errB := os.Stat(out); errB == nil && os.SameFile(a, b) {
				return argError("out_path %q is the input file; write to another path", out)
			}
		}
		if imPath != nil {
			if opts.Imatrix, err = imatrix.Load(C.GoString(imPath)); err != nil {
				return err
			}
		}
		m, err := formats.Open(in, formats.Options{})
		if err != nil {
			return err
		}
		defer m.Close()
		_, err = gguf.QuantizeModel(m, out, opts)
		return err
	})
}

//export lowbit_file_type_count
func lowbit_file_type_count(count *C.size_t) C.int {
	return call(func() error {
		if count == nil {
			return argError("count is NULL")
		}
		*count = C.size_t(len(gguf.FileTypes))
		return nil
	})
}

//export lowbit_file_type_get
func lowbit_file_type_get(index C.size_t, out *C.lowbit_file_type_info) C.int {
	return call(func() error {
		if out == nil {
			return argError("out is NULL")
		}
		if uintptr(out.size) < unsafe.Sizeof(*out) {
			return argError("lowbit_file_type_info.size is %d, want %d (sizeof(lowbit_file_type_info))", out.size, unsafe.Sizeof(*out))
		}
		if uint64(index) >= uint64(len(gguf.FileTypes)) {
			return fmt.Errorf("%w: file type index %d, there are %d", core.ErrOutOfRange, index, len(gguf.FileTypes))
		}
		ft := gguf.FileTypes[index]
		*out = C.lowbit_file_type_info{size: out.size, id: C.uint32_t(ft.ID), name: staticString(ft.Name), base_format: C.int32_t(ft.Base)}
		return nil
	})
}

//export lowbit_file_type_by_name
func lowbit_file_type_by_name(name *C.char, id *C.uint32_t, base *C.int32_t) C.int {
	return call(func() error {
		n, err := goString(name, "name")
		if err != nil {
			return err
		}
		ft, err := gguf.LookupFileType(n)
		if err != nil {
			return err
		}
		if id != nil {
			*id = C.uint32_t(ft.ID)
		}
		if base != nil {
			*base = C.int32_t(ft.Base)
		}
		return nil
	})
}
