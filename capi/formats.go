package main

/*
#define LOWBIT_BUILDING_LIBRARY
#include "lowbit.h"
*/
import "C"

import (
	"unsafe"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gptq"
)

//export lowbit_format_list
func lowbit_format_list(ids *C.int32_t, capacity C.size_t, count *C.size_t) C.int {
	return call(func() error {
		if count == nil {
			return argError("count is NULL")
		}
		if ids == nil && capacity > 0 {
			return argError("ids is NULL but cap is %d", capacity)
		}
		var valid []core.FormatID
		for _, f := range core.Formats() {
			if !f.Has(core.FlagRemoved) {
				valid = append(valid, f.ID)
			}
		}
		if capacity > 0 {
			out := unsafe.Slice((*C.int32_t)(ids), int(capacity))
			for i := 0; i < len(valid) && i < len(out); i++ {
				out[i] = C.int32_t(valid[i])
			}
		}
		*count = C.size_t(len(valid))
		return nil
	})
}

//export lowbit_format_info_get
func lowbit_format_info_get(id C.int32_t, out *C.lowbit_format_info) C.int {
	return call(func() error {
		if out == nil {
			return argError("out is NULL")
		}
		if uintptr(out.size) < unsafe.Sizeof(*out) {
			return argError("lowbit_format_info.size is %d, want %d (sizeof(lowbit_format_info))", out.size, unsafe.Sizeof(*out))
		}
		f, err := core.Lookup(core.FormatID(id))
		if err != nil {
			return err
		}
		info := C.lowbit_format_info{size: out.size, id: id}
		info.name = staticString(f.Name)
		info.family = staticString(f.Family.String())
		info.block_elems = C.int32_t(f.BlockElems)
		info.block_bytes = C.int32_t(f.BlockBytes)
		info.bits_per_weight = C.double(f.BitsPerWeight())
		info.flags = C.uint32_t(formatFlags(f))
		*out = info
		return nil
	})
}

func formatFlags(f *core.Format) uint32 {
	var fl uint32
	set := func(cond bool, bit uint32) {
		if cond {
			fl |= bit
		}
	}
	set(f.CanDequantize(), C.LOWBIT_FORMAT_CAN_DEQUANTIZE)
	set(f.CanQuantize(), C.LOWBIT_FORMAT_CAN_QUANTIZE)
	set(f.Has(core.FlagNeedsImatrix), C.LOWBIT_FORMAT_NEEDS_IMATRIX)
	set(f.Has(core.FlagQuantized), C.LOWBIT_FORMAT_QUANTIZED)
	set(f.Has(core.FlagFloat), C.LOWBIT_FORMAT_FLOAT)
	set(f.Has(core.FlagInteger), C.LOWBIT_FORMAT_INTEGER)
	set(f.Has(core.FlagIntermediate), C.LOWBIT_FORMAT_INTERMEDIATE)
	set(f.CanQuantizeWeighted(), C.LOWBIT_FORMAT_USES_IMATRIX)
	set(f.IsParts(), C.LOWBIT_FORMAT_PARTS)
	set(f.CanQuantizeParts(), C.LOWBIT_FORMAT_CAN_QUANTIZE_PARTS)
	set(gptq.CanPack(f.ID), C.LOWBIT_FORMAT_CAN_PACK_CODES)
	return fl
}

//export lowbit_format_by_name
func lowbit_format_by_name(name *C.char, id *C.int32_t) C.int {
	return call(func() error {
		n, err := goString(name, "name")
		if err != nil {
			return err
		}
		if id == nil {
			return argError("id is NULL")
		}
		f, err := core.LookupName(n)
		if err != nil {
			return err
		}
		*id = C.int32_t(f.ID)
		return nil
	})
}
