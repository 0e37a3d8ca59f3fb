package core

import (
	"fmt"
	"runtime/debug"
)

// GuardMapped runs fn, which reads bytes of a memory-mapped file, and turns a memory fault (the
// SIGBUS of a file truncated or shrunk underneath its mapping) into an ErrIO error naming what
// was being read, instead of a crash. Any other panic is re-raised. Readers use it for the few
// reads of tensor bytes they do at open time (GPTQ zero points, compressed-tensors shapes) and
// writers for copying a mapped model's bytes; Dequantize, CheckParts and the products guard
// their own reads.
//
// The fault is caught on the calling goroutine only (debug.SetPanicOnFault is per goroutine):
// fn must not hand the reads to other goroutines.
func GuardMapped(what string, fn func() error) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			if f, ok := r.(interface{ Addr() uintptr }); ok {
				err = fmt.Errorf("%s: %w: memory fault at address %#x reading a mapped file (was the file truncated or changed while open?)",
					what, ErrIO, f.Addr())
				return
			}
			panic(r)
		}
	}()
	return fn()
}
