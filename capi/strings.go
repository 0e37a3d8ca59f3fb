package main

/*
#include <stdlib.h>
*/
import "C"

import (
	"sync"
	"unsafe"
)

// cstrings owns C copies of Go strings handed to C callers, freed all at once.
type cstrings struct {
	mu sync.Mutex
	m  map[string]*C.char
}

func (s *cstrings) get(str string) *C.char {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p, ok := s.m[str]; ok {
		return p
	}
	if s.m == nil {
		s.m = map[string]*C.char{}
	}
	p := (*C.char)(C.CBytes(append([]byte(str), 0)))
	s.m[str] = p
	return p
}

func (s *cstrings) free() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, p := range s.m {
		C.free(unsafe.Pointer(p))
	}
	s.m = nil
}

// process-lifetime strings: registry names, status names, the version
var static cstrings

func staticString(s string) *C.char { return static.get(s) }

// goString copies a C string argument; NULL is an invalid-argument error naming the parameter.
func goString(p *C.char, what string) (string, error) {
	if p == nil {
		return "", argError("%s is NULL", what)
	}
	return C.GoString(p), nil
}
