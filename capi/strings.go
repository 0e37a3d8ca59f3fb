package main

/*
#include <stdlib.h>
#include <string.h>

// Process-lifetime strings live in a list rooted in a C global, so leak checkers (LeakSanitizer)
// see them as reachable: a pointer held only by Go's heap is invisible to them.
struct lowbit_static_node { struct lowbit_static_node *next; char s[]; };
static struct lowbit_static_node *lowbit_static_head = NULL;
static char *lowbit_static_copy(const char *s, size_t n) {
	struct lowbit_static_node *node = malloc(sizeof *node + n + 1);
	if (node == NULL) return NULL;
	memcpy(node->s, s, n);
	node->s[n] = 0;
	node->next = lowbit_static_head; // callers hold the Go-side lock
	lowbit_static_head = node;
	return node->s;
}
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
var static struct {
	mu sync.Mutex
	m  map[string]*C.char
}

func staticString(s string) *C.char {
	static.mu.Lock()
	defer static.mu.Unlock()
	if p, ok := static.m[s]; ok {
		return p
	}
	if static.m == nil {
		static.m = map[string]*C.char{}
	}
	b := append([]byte(s), 0)
	p := C.lowbit_static_copy((*C.char)(unsafe.Pointer(&b[0])), C.size_t(len(s)))
	static.m[s] = p
	return p
}

// goString copies a C string argument; NULL is an invalid-argument error naming the parameter.
func goString(p *C.char, what string) (string, error) {
	if p == nil {
		return "", argError("%s is NULL", what)
	}
	return C.GoString(p), nil
}
