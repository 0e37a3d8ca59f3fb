package cuda

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/lowbit/lowbit/core"
)

// The tensor cache's bookkeeping on fake uploads (no GPU): one upload per tensor however many
// goroutines ask, failed uploads not cached, owners released while in use freed after their last
// user, Close, and ReleaseOwner across caches. TestGPUTensorCache runs it on a device.

type fakeUpload struct {
	id    int
	t     *core.Tensor
	freed atomic.Int32
}

type fakeDevice struct {
	mu      sync.Mutex
	uploads int
	live    map[*fakeUpload]bool
	fail    map[*core.Tensor]error
	gate    chan struct{} // when set, uploads wait for it
}

func newFake() *fakeDevice {
	return &fakeDevice{live: map[*fakeUpload]bool{}, fail: map[*core.Tensor]error{}}
}

func (f *fakeDevice) upload(t *core.Tensor) (*fakeUpload, error) {
	if f.gate != nil {
		<-f.gate
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.fail[t]; err != nil {
		return nil, err
	}
	f.uploads++
	u := &fakeUpload{id: f.uploads, t: t}
	f.live[u] = true
	return u, nil
}

func (f *fakeDevice) free(u *fakeUpload) error {
	if u.freed.Add(1) != 1 {
		return fmt.Errorf("upload %d freed twice", u.id)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.live, u)
	return nil
}

func (f *fakeDevice) counts() (uploads, live int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.uploads, len(f.live)
}

func tensorNamed(name string) *core.Tensor { return &core.Tensor{Name: name} }

func TestTensorCacheReuseAndRelease(t *testing.T) {
	f := newFake()
	c := newTCache(f.upload, f.free)
	a, b := tensorNamed("a"), tensorNamed("b")
	m1, m2 := new(int), new(int)

	u1, done1, err := c.get(m1, a)
	if err != nil {
		t.Fatal(err)
	}
	u2, done2, err := c.get(m1, a)
	if err != nil || u2 != u1 {
		t.Fatalf("second Get: %v, %v (want the same upload)", u2, err)
	}
	done2()
	done2() // idempotent
	if _, d, err := c.get(m1, b); err != nil {
		t.Fatal(err)
	} else {
		d()
	}
	if _, d, err := c.get(m2, a); err != nil { // another owner: its own upload
		t.Fatal(err)
	} else {
		d()
	}
	if up, live := f.counts(); up != 3 || live != 3 || c.len() != 3 {
		t.Fatalf("uploads %d, live %d, cached %d; want 3, 3, 3", up, live, c.len())
	}

	// Releasing m1 while u1 is still in use frees b now and u1 only after done1.
	if err := c.release(m1); err != nil {
		t.Fatal(err)
	}
	if _, live := f.counts(); live != 2 || u1.freed.Load() != 0 || c.len() != 1 {
		t.Fatalf("after release: live %d, u1 freed %d, cached %d; want 2, 0, 1", live, u1.freed.Load(), c.len())
	}
	done1()
	done1()
	if _, live := f.counts(); live != 1 || u1.freed.Load() != 1 {
		t.Fatalf("after the last use: live %d, u1 freed %d; want 1, 1", live, u1.freed.Load())
	}
	// A Get after the release uploads again.
	u3, done3, err := c.get(m1, a)
	if err != nil || u3 == u1 {
		t.Fatalf("Get after release: %v, %v", u3, err)
	}
	done3()
	if err := c.release(new(int)); err != nil { // an unknown owner: nothing happens
		t.Fatal(err)
	}

	if err := c.close(); err != nil {
		t.Fatal(err)
	}
	if _, live := f.counts(); live != 0 || c.len() != 0 {
		t.Fatalf("after Close: %d uploads live, %d cached", live, c.len())
	}
	if _, _, err := c.get(m1, a); !errors.Is(err, errCacheClosed) || !errors.Is(err, core.ErrInvalidArgument) {
		t.Fatalf("Get after Close: %v", err)
	}
	if err := c.close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if _, _, err := newTCache(f.upload, f.free).get(m1, nil); !errors.Is(err, core.ErrInvalidArgument) {
		t.Fatalf("nil tensor: %v", err)
	}
}

func TestTensorCacheFailedUpload(t *testing.T) {
	f := newFake()
	c := newTCache(f.upload, f.free)
	a, m := tensorNamed("a"), new(int)
	boom := fmt.Errorf("%w: no kernel", core.ErrUnsupported)
	f.fail[a] = boom
	if _, _, err := c.get(m, a); !errors.Is(err, boom) {
		t.Fatalf("Get: %v, want %v", err, boom)
	}
	if c.len() != 0 {
		t.Fatal("a failed upload stayed cached")
	}
	delete(f.fail, a)
	if _, done, err := c.get(m, a); err != nil { // retried
		t.Fatal(err)
	} else {
		done()
	}
	if err := c.close(); err != nil {
		t.Fatal(err)
	}
	if up, live := f.counts(); up != 1 || live != 0 {
		t.Fatalf("uploads %d, live %d", up, live)
	}
}

// Many goroutines ask for the same tensors at once: one upload each; the waiters get the
// uploader's result (its error too).
func TestTensorCacheConcurrent(t *testing.T) {
	f := newFake()
	f.gate = make(chan struct{})
	c := newTCache(f.upload, f.free)
	tensors := []*core.Tensor{tensorNamed("a"), tensorNamed("b"), tensorNamed("bad")}
	f.fail[tensors[2]] = errors.New("boom")
	m := new(int)
	const G = 16
	var wg sync.WaitGroup
	got := make([][]*fakeUpload, G)
	errs := make([][]error, G)
	for g := 0; g < G; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, tt := range tensors {
				u, done, err := c.get(m, tt)
				got[g] = append(got[g], u)
				errs[g] = append(errs[g], err)
				if done != nil {
					done()
				}
			}
		}()
	}
	time.Sleep(20 * time.Millisecond) // let the Gets pile up behind the first upload
	close(f.gate)
	wg.Wait()
	for g := 0; g < G; g++ {
		if got[g][0] != got[0][0] || got[g][1] != got[0][1] || errs[g][0] != nil || errs[g][1] != nil {
			t.Fatalf("goroutine %d got %v %v (%v), goroutine 0 %v", g, got[g][0], got[g][1], errs[g], got[0][:2])
		}
		if errs[g][2] == nil {
			t.Fatalf("goroutine %d: the failing upload succeeded", g)
		}
	}
	if up, _ := f.counts(); up != 2 {
		t.Fatalf("%d uploads for 2 tensors", up)
	}

	// Release and Get racing: every upload is freed exactly once in the end.
	var stop atomic.Bool
	var wg2 sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			for i := 0; !stop.Load() || i < 200; i++ {
				u, done, err := c.get(m, tensors[i%2])
				if err != nil {
					t.Error(err)
					return
				}
				if u.freed.Load() != 0 {
					t.Error("Get returned a freed upload")
				}
				done()
			}
		}()
	}
	for i := 0; i < 200; i++ {
		if err := c.release(m); err != nil {
			t.Fatal(err)
		}
	}
	stop.Store(true)
	wg2.Wait()
	if err := c.close(); err != nil {
		t.Fatal(err)
	}
	if _, live := f.counts(); live != 0 {
		t.Fatalf("%d uploads never freed", live)
	}
}

// An owner released, or the cache closed, while its tensor is still uploading: freed when the
// upload ends.
func TestTensorCacheReleaseDuringUpload(t *testing.T) {
	for _, how := range []string{"release", "close"} {
		f := newFake()
		f.gate = make(chan struct{})
		c := newTCache(f.upload, f.free)
		m, a := new(int), tensorNamed("a")
		res, proceed := make(chan *fakeUpload), make(chan struct{})
		go func() {
			u, done, err := c.get(m, a)
			if err != nil {
				t.Error(err)
			}
			res <- u
			<-proceed
			done()
			res <- nil
		}()
		for c.len() == 0 {
			time.Sleep(time.Millisecond)
		}
		if how == "release" {
			_ = c.release(m)
		} else {
			_ = c.close()
		}
		close(f.gate)
		u := <-res
		if u == nil || u.freed.Load() != 0 {
			t.Fatalf("%s: the uploading Get got %v", how, u)
		}
		close(proceed)
		<-res
		if u.freed.Load() != 1 {
			t.Fatalf("%s: the upload was not freed after its only use", how)
		}
		_ = c.close()
		if _, live := f.counts(); live != 0 {
			t.Fatalf("%s: %d live", how, live)
		}
	}
}

func TestReleaseOwnerReachesEveryCache(t *testing.T) {
	f := newFake()
	c1, c2 := newTCache(f.upload, f.free), newTCache(f.upload, f.free)
	var set cacheSet
	set.add(c1)
	set.add(c2)
	m, other, a := new(int), new(int), tensorNamed("a")
	for _, c := range []*tcache[*fakeUpload]{c1, c2} {
		for _, o := range []any{m, other} {
			_, done, err := c.get(o, a)
			if err != nil {
				t.Fatal(err)
			}
			done()
		}
	}
	if err := set.release(m); err != nil {
		t.Fatal(err)
	}
	if c1.len() != 1 || c2.len() != 1 {
		t.Fatalf("cached after ReleaseOwner: %d, %d; want 1, 1", c1.len(), c2.len())
	}
	set.remove(c2)
	if err := set.release(other); err != nil {
		t.Fatal(err)
	}
	if c1.len() != 0 || c2.len() != 1 {
		t.Fatalf("a removed cache was reached (or an open one missed): %d, %d", c1.len(), c2.len())
	}
	_ = c2.close()
	if _, live := f.counts(); live != 0 {
		t.Fatalf("%d live", live)
	}
}
