//go:build linux

package cuda

import (
	"fmt"
	"sync"
	"unsafe"

	"golang.org/x/sys/unix"
)

// C memory: pages outside the Go heap for what the driver and NVRTC read through pointers that
// sit in memory (kernel parameter arrays, option arrays and the log buffers they point to). The cgo
// pointer rules, which purego inherits, forbid handing C a Go pointer stored in memory; these
// blocks hold no Go pointers and are not Go pointers themselves. Blocks of cblockSize bytes are
// carved from mmap'd regions and recycled through a free list; nothing is ever unmapped.

const (
	cblockSize  = 4096
	cregionSize = 64 * cblockSize
)

var cmem struct {
	mu   sync.Mutex
	free []uintptr
}

// cblock is one block of C memory.
type cblock struct{ p uintptr }

func (b cblock) ptr(off int) unsafe.Pointer { return unsafe.Add(unsafe.Pointer(nil), b.p+uintptr(off)) } //nolint:govet // not a Go pointer

// bytes is the block as a byte slice (C memory; safe to write from Go).
func (b cblock) bytes() []byte { return unsafe.Slice((*byte)(b.ptr(0)), cblockSize) }

func cmemGet() (cblock, error) {
	cmem.mu.Lock()
	defer cmem.mu.Unlock()
	if len(cmem.free) == 0 {
		r, err := unix.Mmap(-1, 0, cregionSize, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON)
		if err != nil {
			return cblock{}, fmt.Errorf("cuda: mapping %d bytes for kernel arguments: %w", cregionSize, err)
		}
		base := uintptr(unsafe.Pointer(unsafe.SliceData(r)))
		for i := cregionSize/cblockSize - 1; i >= 0; i-- {
			cmem.free = append(cmem.free, base+uintptr(i*cblockSize))
		}
	}
	p := cmem.free[len(cmem.free)-1]
	cmem.free = cmem.free[:len(cmem.free)-1]
	return cblock{p}, nil
}

func cmemPut(b cblock) {
	if b.p == 0 {
		return
	}
	clear(b.bytes())
	cmem.mu.Lock()
	cmem.free = append(cmem.free, b.p)
	cmem.mu.Unlock()
}

// cstr writes a NUL-terminated copy of s at off and returns its address and the offset after it.
func (b cblock) cstr(off int, s string) (uintptr, int, error) {
	if off+len(s)+1 > cblockSize {
		return 0, off, fmt.Errorf("cuda: %d bytes of strings do not fit a %d-byte argument block", off+len(s)+1, cblockSize)
	}
	buf := b.bytes()
	copy(buf[off:], s)
	buf[off+len(s)] = 0
	return b.p + uintptr(off), off + len(s) + 1, nil
}

// putPtr stores a pointer-sized value at off.
func (b cblock) putPtr(off int, v uintptr) { *(*uintptr)(b.ptr(off)) = v }

// goString copies a NUL-terminated C string.
func goString(p uintptr) string {
	if p == 0 {
		return ""
	}
	var n int
	for *(*byte)(unsafe.Add(unsafe.Pointer(nil), p+uintptr(n))) != 0 { //nolint:govet // C memory
		n++
	}
	return string(unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(nil), p)), n)) //nolint:govet // C memory
}
