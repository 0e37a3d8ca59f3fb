package cuda

import (
	"errors"
	"fmt"
	"sync"

	"github.com/lowbit/lowbit/core"
)

// TensorCache keeps the uploads of core tensors on one device, for callers that name weights by
// their host tensor (the C API: a model handle and a tensor index). The first Get of a tensor
// uploads it (every part); later Gets return the same device tensor. Entries are grouped by an
// owner (the C API's model): Release(owner), or ReleaseOwner(owner) for every open cache, drops
// an owner's tensors; Close drops all of them. A dropped tensor is freed as soon as no Get that
// returned it is still in use, so freeing an owner while another goroutine computes with one of
// its tensors is safe. All methods are safe for concurrent use; concurrent Gets of one tensor
// upload it once.
//
// The cache never frees a tensor on its own (no eviction): device memory bounds how much of a
// model it holds, and an upload that does not fit fails with the driver's out-of-memory error.
type TensorCache struct {
	d *Device
	c *tcache[*Tensor]
}

// NewTensorCache returns an empty cache of uploads to d. Closing the cache does not close d.
func NewTensorCache(d *Device) *TensorCache {
	tc := &TensorCache{d: d}
	tc.c = newTCache(d.Upload, (*Tensor).Free)
	caches.add(tc.c)
	return tc
}

// Device is the cache's device.
func (c *TensorCache) Device() *Device { return c.d }

// Get returns t uploaded to the cache's device, uploading it on first use, and a function to
// call when the caller no longer uses the device tensor (idempotent). owner groups t for Release
// (any comparable value; the same t must always come with the same owner). t's bytes are read
// only during an upload: the caller must keep them valid (mapped) until Get returns.
func (c *TensorCache) Get(owner any, t *core.Tensor) (*Tensor, func(), error) {
	return c.c.get(owner, t)
}

// Release drops every tensor of owner: each is freed now, or when its last user is done. A
// later Get for owner uploads again.
func (c *TensorCache) Release(owner any) error { return c.c.release(owner) }

// Close drops every tensor, as Release does for all owners; later Gets fail. A second Close is a
// no-op.
func (c *TensorCache) Close() error {
	caches.remove(c.c)
	return c.c.close()
}

// Len is the number of tensors cached (uploaded or being uploaded).
func (c *TensorCache) Len() int { return c.c.len() }

// ReleaseOwner drops owner's tensors from every open TensorCache of the process (the C API calls
// it when a model is freed, so that every device lets go of the model's weights).
func ReleaseOwner(owner any) error { return caches.release(owner) }

// errCacheClosed is what Get returns after Close.
var errCacheClosed = fmt.Errorf("%w: the CUDA tensor cache is closed", core.ErrInvalidArgument)

// tcache is TensorCache over any kind of device value (the tests use fakes, no GPU needed).
type tcache[V any] struct {
	upload func(*core.Tensor) (V, error)
	free   func(V) error

	mu      sync.Mutex
	closed  bool
	entries map[tkey]*tentry[V]
}

type tkey struct {
	owner any
	t     *core.Tensor
}

type tentry[V any] struct {
	ready   chan struct{} // closed when the upload is done (val or err set)
	val     V
	err     error
	users   int  // Gets not yet done, the uploader included
	dropped bool // released or closed: free val when users reaches 0
	freed   bool
}

func newTCache[V any](upload func(*core.Tensor) (V, error), free func(V) error) *tcache[V] {
	return &tcache[V]{upload: upload, free: free, entries: map[tkey]*tentry[V]{}}
}

func (c *tcache[V]) get(owner any, t *core.Tensor) (V, func(), error) {
	var zero V
	if t == nil {
		return zero, nil, fmt.Errorf("%w: CUDA tensor cache: nil tensor", core.ErrInvalidArgument)
	}
	k := tkey{owner, t}
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return zero, nil, errCacheClosed
	}
	e, found := c.entries[k]
	if !found {
		e = &tentry[V]{ready: make(chan struct{})}
		c.entries[k] = e
	}
	e.users++
	c.mu.Unlock()

	if !found {
		v, err := c.upload(t)
		c.mu.Lock()
		e.val, e.err = v, err
		if err != nil && c.entries[k] == e { // a failed upload is not cached: the next Get retries
			delete(c.entries, k)
		}
		c.mu.Unlock()
		close(e.ready)
	} else {
		<-e.ready
	}
	c.mu.Lock()
	err := e.err
	c.mu.Unlock()
	if err != nil {
		c.put(e)
		return zero, nil, err
	}
	var once sync.Once
	return e.val, func() { once.Do(func() { _ = c.put(e) }) }, nil
}

// put ends one use of e; the last use of a dropped entry frees it.
func (c *tcache[V]) put(e *tentry[V]) error {
	c.mu.Lock()
	e.users--
	last := c.freeable(e)
	c.mu.Unlock()
	if last {
		return c.free(e.val)
	}
	return nil
}

// freeable reports (and records) whether e is to be freed now; c.mu is held.
func (c *tcache[V]) freeable(e *tentry[V]) bool {
	if e.users > 0 || !e.dropped || e.freed || e.err != nil {
		return false
	}
	select {
	case <-e.ready:
	default:
		return false // still uploading (cannot happen with users == 0, but be safe)
	}
	e.freed = true
	return true
}

// drop removes the entries match selects and frees those no one uses.
func (c *tcache[V]) drop(match func(tkey) bool) error {
	var free []V
	c.mu.Lock()
	for k, e := range c.entries {
		if !match(k) {
			continue
		}
		delete(c.entries, k)
		e.dropped = true
		if c.freeable(e) {
			free = append(free, e.val)
		}
	}
	c.mu.Unlock()
	var errs []error
	for _, v := range free {
		errs = append(errs, c.free(v))
	}
	return errors.Join(errs...)
}

func (c *tcache[V]) release(owner any) error {
	return c.drop(func(k tkey) bool { return k.owner == owner })
}

func (c *tcache[V]) close() error {
	c.mu.Lock()
	c.closed = true
	c.mu.Unlock()
	return c.drop(func(tkey) bool { return true })
}

func (c *tcache[V]) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries)
}

// releaser is a cache ReleaseOwner reaches.
type releaser interface{ release(owner any) error }

// caches is the set of open TensorCaches.
var caches cacheSet

type cacheSet struct {
	mu  sync.Mutex
	set map[releaser]struct{}
}

func (s *cacheSet) add(c releaser) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.set == nil {
		s.set = map[releaser]struct{}{}
	}
	s.set[c] = struct{}{}
}

func (s *cacheSet) remove(c releaser) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.set, c)
}

func (s *cacheSet) release(owner any) error {
	s.mu.Lock()
	list := make([]releaser, 0, len(s.set))
	for c := range s.set {
		list = append(list, c)
	}
	s.mu.Unlock()
	var errs []error
	for _, c := range list {
		errs = append(errs, c.release(owner))
	}
	return errors.Join(errs...)
}
