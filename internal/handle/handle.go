// Package handle maps opaque integer handles given to C callers to Go values.
//
// Handles are never reused, so a freed or forged handle is reported as invalid instead of
// reaching another object. A value is released only when it has been freed and no call is using
// it any more, so freeing a handle while another thread works with it is safe.
package handle

import (
	"fmt"
	"sync"
)

// Table holds the live handles of one kind.
type Table[T any] struct {
	kind    string
	release func(T)
	mu      sync.Mutex
	next    uintptr
	entries map[uintptr]*entry[T]
}

type entry[T any] struct {
	val   T
	users int
	freed bool
}

// New returns a table; release runs once per value, after Free and the last Put.
func New[T any](kind string, base uintptr, release func(T)) *Table[T] {
	return &Table[T]{kind: kind, release: release, next: base, entries: map[uintptr]*entry[T]{}}
}

// Add registers v and returns its handle (never 0).
func (t *Table[T]) Add(v T) uintptr {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.next += 16 // keep handles looking like aligned pointers
	t.entries[t.next] = &entry[T]{val: v}
	return t.next
}

// Get returns the value of h for the duration of one call; the caller must call the returned
// done function when it no longer uses the value.
func (t *Table[T]) Get(h uintptr) (T, func(), error) {
	var zero T
	if h == 0 {
		return zero, nil, fmt.Errorf("%s handle is NULL", t.kind)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	e, ok := t.entries[h]
	if !ok || e.freed {
		return zero, nil, fmt.Errorf("%s handle %#x is invalid (already freed, or never created)", t.kind, h)
	}
	e.users++
	var once sync.Once
	return e.val, func() { once.Do(func() { t.put(h, e) }) }, nil
}

func (t *Table[T]) put(h uintptr, e *entry[T]) {
	t.mu.Lock()
	e.users--
	last := e.freed && e.users == 0
	t.mu.Unlock()
	if last {
		t.release(e.val)
	}
}

// Free invalidates h; the value is released now, or when its last user finishes.
func (t *Table[T]) Free(h uintptr) error {
	t.mu.Lock()
	e, ok := t.entries[h]
	if !ok || e.freed {
		t.mu.Unlock()
		return fmt.Errorf("%s handle %#x is invalid (double free, or never created)", t.kind, h)
	}
	e.freed = true
	delete(t.entries, h)
	now := e.users == 0
	t.mu.Unlock()
	if now {
		t.release(e.val)
	}
	return nil
}

// Len is the number of live handles (for leak checks in tests).
func (t *Table[T]) Len() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.entries)
}
