package main

/*
#define LOWBIT_BUILDING_LIBRARY
#include "lowbit.h"
*/
import "C"

import (
	"encoding/binary"
	"fmt"
	"math"
	"unsafe"

	"github.com/lowbit/lowbit/core"
)

// withValue resolves the model and the key for fn.
func withValue(h C.uintptr_t, key *C.char, fn func(m *model, v core.Value) error) C.int {
	return withModel(h, func(m *model) error {
		k, err := goString(key, "key")
		if err != nil {
			return err
		}
		v, err := m.Value(k)
		if err != nil {
			return err
		}
		if err := fn(m, v); err != nil {
			return fmt.Errorf("%s: metadata %q: %w", m.Path, k, err)
		}
		return nil
	})
}

// withElement is withValue for element index of an array value.
func withElement(h C.uintptr_t, key *C.char, index C.uint64_t, fn func(m *model, v core.Value) error) C.int {
	return withValue(h, key, func(m *model, v core.Value) error {
		if index > math.MaxInt32 {
			return fmt.Errorf("%w: index %d", core.ErrOutOfRange, index)
		}
		e, err := v.Index(int(index))
		if err != nil {
			return err
		}
		return fn(m, e)
	})
}

func notNil[T any](p *T, what string) error {
	if p == nil {
		return argError("%s is NULL", what)
	}
	return nil
}

//export lowbit_meta_count
func lowbit_meta_count(h C.uintptr_t, count *C.int64_t) C.int {
	return withModel(h, func(m *model) error {
		if err := notNil(count, "count"); err != nil {
			return err
		}
		*count = C.int64_t(len(m.Metadata))
		return nil
	})
}

//export lowbit_meta_key
func lowbit_meta_key(h C.uintptr_t, index C.int64_t, key **C.char) C.int {
	return withModel(h, func(m *model) error {
		if err := notNil(key, "key"); err != nil {
			return err
		}
		if index < 0 || int64(index) >= int64(len(m.Metadata)) {
			return fmt.Errorf("%s: %w: metadata index %d, the model has %d entries", m.Path, core.ErrOutOfRange, index, len(m.Metadata))
		}
		*key = m.strs.get(m.Metadata[index].Key)
		return nil
	})
}

//export lowbit_meta_type
func lowbit_meta_type(h C.uintptr_t, key *C.char, typ, elem *C.int32_t, length *C.uint64_t) C.int {
	return withValue(h, key, func(m *model, v core.Value) error {
		if typ != nil {
			*typ = C.int32_t(v.Type)
		}
		if elem != nil {
			*elem = -1
			if v.Type == core.TypeArray {
				*elem = C.int32_t(v.Elem)
			}
		}
		if length != nil {
			*length = C.uint64_t(v.Len())
		}
		return nil
	})
}

func getI64(out *C.int64_t) func(*model, core.Value) error {
	return func(_ *model, v core.Value) error {
		if err := notNil(out, "out"); err != nil {
			return err
		}
		x, err := v.Int64()
		if err == nil {
			*out = C.int64_t(x)
		}
		return err
	}
}

func getU64(out *C.uint64_t) func(*model, core.Value) error {
	return func(_ *model, v core.Value) error {
		if err := notNil(out, "out"); err != nil {
			return err
		}
		x, err := v.Uint64()
		if err == nil {
			*out = C.uint64_t(x)
		}
		return err
	}
}

func getF64(out *C.double) func(*model, core.Value) error {
	return func(_ *model, v core.Value) error {
		if err := notNil(out, "out"); err != nil {
			return err
		}
		x, err := v.Float64()
		if err == nil {
			*out = C.double(x)
		}
		return err
	}
}

func getBool(out *C.int) func(*model, core.Value) error {
	return func(_ *model, v core.Value) error {
		if err := notNil(out, "out"); err != nil {
			return err
		}
		x, err := v.Bool()
		if err == nil {
			*out = 0
			if x {
				*out = 1
			}
		}
		return err
	}
}

func getString(out **C.char, length *C.size_t) func(*model, core.Value) error {
	return func(m *model, v core.Value) error {
		if err := notNil(out, "out"); err != nil {
			return err
		}
		s, err := v.Str()
		if err != nil {
			return err
		}
		*out = m.strs.get(s)
		if length != nil {
			*length = C.size_t(len(s))
		}
		return nil
	}
}

//export lowbit_meta_get_i64
func lowbit_meta_get_i64(h C.uintptr_t, key *C.char, out *C.int64_t) C.int {
	return withValue(h, key, getI64(out))
}

//export lowbit_meta_get_u64
func lowbit_meta_get_u64(h C.uintptr_t, key *C.char, out *C.uint64_t) C.int {
	return withValue(h, key, getU64(out))
}

//export lowbit_meta_get_f64
func lowbit_meta_get_f64(h C.uintptr_t, key *C.char, out *C.double) C.int {
	return withValue(h, key, getF64(out))
}

//export lowbit_meta_get_bool
func lowbit_meta_get_bool(h C.uintptr_t, key *C.char, out *C.int) C.int {
	return withValue(h, key, getBool(out))
}

//export lowbit_meta_get_string
func lowbit_meta_get_string(h C.uintptr_t, key *C.char, out **C.char, length *C.size_t) C.int {
	return withValue(h, key, getString(out, length))
}

//export lowbit_meta_array_i64
func lowbit_meta_array_i64(h C.uintptr_t, key *C.char, index C.uint64_t, out *C.int64_t) C.int {
	return withElement(h, key, index, getI64(out))
}

//export lowbit_meta_array_u64
func lowbit_meta_array_u64(h C.uintptr_t, key *C.char, index C.uint64_t, out *C.uint64_t) C.int {
	return withElement(h, key, index, getU64(out))
}

//export lowbit_meta_array_f64
func lowbit_meta_array_f64(h C.uintptr_t, key *C.char, index C.uint64_t, out *C.double) C.int {
	return withElement(h, key, index, getF64(out))
}

//export lowbit_meta_array_bool
func lowbit_meta_array_bool(h C.uintptr_t, key *C.char, index C.uint64_t, out *C.int) C.int {
	return withElement(h, key, index, getBool(out))
}

//export lowbit_meta_array_string
func lowbit_meta_array_string(h C.uintptr_t, key *C.char, index C.uint64_t, out **C.char, length *C.size_t) C.int {
	return withElement(h, key, index, getString(out, length))
}

//export lowbit_meta_array_copy
func lowbit_meta_array_copy(h C.uintptr_t, key *C.char, elemType C.int32_t, dst unsafe.Pointer, dstBytes C.size_t) C.int {
	return withValue(h, key, func(m *model, v core.Value) error {
		if dst == nil && dstBytes > 0 {
			return argError("dst is NULL but dst_bytes is %d", dstBytes)
		}
		want := core.ValueType(elemType)
		if v.Type != core.TypeArray {
			return fmt.Errorf("%w: value is %s, not an array", core.ErrTypeMismatch, v.Type)
		}
		if v.Elem != want {
			return fmt.Errorf("%w: array elements are %s, not %s", core.ErrTypeMismatch, v.Elem, want)
		}
		size := want.Size()
		if size == 0 {
			return fmt.Errorf("%w: %s arrays cannot be copied in bulk; use lowbit_meta_array_string", core.ErrTypeMismatch, want)
		}
		need := uint64(v.Len()) * uint64(size)
		if uint64(dstBytes) < need {
			return fmt.Errorf("%w: %d %s elements need %d bytes, the buffer has %d", core.ErrBufferTooSmall, v.Len(), want, need, dstBytes)
		}
		if need == 0 {
			return nil
		}
		if dst == nil {
			return argError("dst is NULL")
		}
		buf := unsafe.Slice((*byte)(dst), int(need))
		_, err := binary.Encode(buf, binary.NativeEndian, v.Any())
		return err
	})
}
