package handle

import (
	"strings"
	"sync"
	"testing"
)

func TestLifecycle(t *testing.T) {
	released := 0
	tab := New("model", 0x1000, func(int) { released++ })
	h := tab.Add(7)
	v, done, err := tab.Get(h)
	if err != nil || v != 7 {
		t.Fatal(v, err)
	}
	if err := tab.Free(h); err != nil {
		t.Fatal(err)
	}
	if released != 0 {
		t.Fatal("released while in use")
	}
	done()
	done() // idempotent
	if released != 1 {
		t.Fatalf("released %d times", released)
	}
	if _, _, err := tab.Get(h); err == nil || !strings.Contains(err.Error(), "invalid") {
		t.Fatalf("use after free: %v", err)
	}
	if err := tab.Free(h); err == nil {
		t.Fatal("double free accepted")
	}
	if _, _, err := tab.Get(0); err == nil || !strings.Contains(err.Error(), "NULL") {
		t.Fatal(err)
	}
	if _, _, err := tab.Get(12345); err == nil {
		t.Fatal("forged handle accepted")
	}
	if h2 := tab.Add(8); h2 == h {
		t.Fatal("handle reused")
	}
}

func TestConcurrent(t *testing.T) {
	var mu sync.Mutex
	released := 0
	tab := New("x", 0, func(int) { mu.Lock(); released++; mu.Unlock() })
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 1000; i++ {
				h := tab.Add(i)
				if _, done, err := tab.Get(h); err == nil {
					done()
				}
				tab.Free(h)
			}
		}()
	}
	wg.Wait()
	if released != 8000 || tab.Len() != 0 {
		t.Fatalf("released %d, live %d", released, tab.Len())
	}
}

// A handle freed while other goroutines use it (what lowbit_model_free does while other C threads
// call into the same model): calls that got the value keep it until they are done, the value is
// released exactly once and only after the last of them, every Get after the Free fails, and of
// several concurrent Frees exactly one succeeds. Run with -race (make test-race).
func TestFreeWhileInUse(t *testing.T) {
	for round := 0; round < 50; round++ {
		var mu sync.Mutex
		released, inUse := 0, 0
		tab := New("model", 0x10000, func(v *int) {
			mu.Lock()
			defer mu.Unlock()
			if inUse != 0 {
				t.Errorf("released while %d calls use it", inUse)
			}
			released++
			*v = -1 // the value is dead after release
		})
		val := 42
		h := tab.Add(&val)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for g := 0; g < 8; g++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				for i := 0; i < 200; i++ {
					v, done, err := tab.Get(h)
					if err != nil {
						if !strings.Contains(err.Error(), "invalid") {
							t.Errorf("Get after free: %v", err)
						}
						continue
					}
					mu.Lock()
					inUse++
					if *v != 42 {
						t.Errorf("a call sees a released value")
					}
					inUse--
					mu.Unlock()
					done()
					done() // harmless twice
				}
			}()
		}
		var frees [4]error
		for f := range frees {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				frees[f] = tab.Free(h)
			}()
		}
		close(start)
		wg.Wait()
		ok := 0
		for _, err := range frees {
			if err == nil {
				ok++
			} else if !strings.Contains(err.Error(), "double free") {
				t.Errorf("second Free: %v", err)
			}
		}
		if ok != 1 || released != 1 || tab.Len() != 0 {
			t.Fatalf("round %d: %d frees succeeded, released %d times, %d live", round, ok, released, tab.Len())
		}
		if _, _, err := tab.Get(h); err == nil {
			t.Fatal("Get after Free succeeded")
		}
	}
}
