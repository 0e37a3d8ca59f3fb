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
