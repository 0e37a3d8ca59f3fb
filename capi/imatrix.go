package main

/*
#define LOWBIT_BUILDING_LIBRARY
#include <stdlib.h>
#include <string.h>
#include "lowbit.h"
*/
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/imatrix"
	"github.com/lowbit/lowbit/internal/handle"
)

// imat is what a lowbit_imatrix* stands for: the names (sorted) and values copied into C memory
// at load, so that no Go pointer is ever handed to the caller.
type imat struct {
	path   string // the file it was loaded from, for messages
	names  []*C.char
	values []*C.float
	counts []int
	index  map[string]int
}

var imatrices = handle.New("imatrix", handleBase(2), func(m *imat) {
	for i := range m.names {
		C.free(unsafe.Pointer(m.names[i]))
		C.free(unsafe.Pointer(m.values[i]))
	}
})

func withImatrix(h C.uintptr_t, fn func(*imat) error) C.int {
	return call(func() error {
		m, done, err := imatrices.Get(uintptr(h))
		if err != nil {
			return fmt.Errorf("%w: %v", errInvalidHandle, err)
		}
		defer done()
		return fn(m)
	})
}

//export lowbit_imatrix_load
func lowbit_imatrix_load(path *C.char, out *C.uintptr_t) C.int {
	return call(func() error {
		p, err := goString(path, "path")
		if err != nil {
			return err
		}
		if out == nil {
			return argError("out is NULL")
		}
		loaded, err := imatrix.Load(p)
		if err != nil {
			return err
		}
		names := loaded.Names()
		m := &imat{path: p, index: make(map[string]int, len(names))}
		for i, name := range names {
			vals := loaded[name]
			var cv *C.float
			if len(vals) > 0 {
				cv = (*C.float)(C.malloc(C.size_t(len(vals)) * 4))
				copy(unsafe.Slice((*float32)(unsafe.Pointer(cv)), len(vals)), vals)
			}
			m.names = append(m.names, (*C.char)(C.CBytes(append([]byte(name), 0))))
			m.values = append(m.values, cv)
			m.counts = append(m.counts, len(vals))
			m.index[name] = i
		}
		*out = C.uintptr_t(imatrices.Add(m))
		return nil
	})
}

//export lowbit_imatrix_free
func lowbit_imatrix_free(h C.uintptr_t) C.int {
	return call(func() error {
		if h == 0 {
			return nil
		}
		if err := imatrices.Free(uintptr(h)); err != nil {
			return fmt.Errorf("%w: %v", errInvalidHandle, err)
		}
		return nil
	})
}

//export lowbit_imatrix_count
func lowbit_imatrix_count(h C.uintptr_t, count *C.int64_t) C.int {
	return withImatrix(h, func(m *imat) error {
		if count == nil {
			return argError("count is NULL")
		}
		*count = C.int64_t(len(m.names))
		return nil
	})
}

//export lowbit_imatrix_name
func lowbit_imatrix_name(h C.uintptr_t, index C.int64_t, name **C.char) C.int {
	return withImatrix(h, func(m *imat) error {
		if name == nil {
			return argError("name is NULL")
		}
		if index < 0 || int64(index) >= int64(len(m.names)) {
			return fmt.Errorf("%s: %w: imatrix index %d, the matrix has %d tensors", m.path, core.ErrOutOfRange, index, len(m.names))
		}
		*name = m.names[index]
		return nil
	})
}

//export lowbit_imatrix_get
func lowbit_imatrix_get(h C.uintptr_t, name *C.char, values **C.float, count *C.size_t) C.int {
	return withImatrix(h, func(m *imat) error {
		n, err := goString(name, "name")
		if err != nil {
			return err
		}
		if values == nil {
			return argError("values is NULL")
		}
		if count == nil {
			return argError("count is NULL")
		}
		i, ok := m.index[n]
		if !ok {
			return fmt.Errorf("%s: %w: the imatrix has no entry for tensor %q", m.path, core.ErrNotFound, n)
		}
		*values = m.values[i]
		*count = C.size_t(m.counts[i])
		return nil
	})
}
