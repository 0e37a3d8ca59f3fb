//go:build linux

package cuda

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// TestNotAvailable: a missing driver or NVRTC is an ErrNotAvailable error that says what was
// tried, never a crash.
func TestNotAvailable(t *testing.T) {
	_, err := openDriver([]string{"/nonexistent/libcuda.so.1"})
	if !errors.Is(err, ErrNotAvailable) || !strings.HasPrefix(err.Error(), "CUDA not available: ") || !strings.Contains(err.Error(), "/nonexistent/libcuda.so.1") {
		t.Errorf("openDriver: %v", err)
	}
	_, err = openNVRTC([]string{"/nonexistent/libnvrtc.so.12", "libnvrtc-does-not-exist.so"})
	if !errors.Is(err, ErrNotAvailable) || !strings.Contains(err.Error(), "libnvrtc-does-not-exist.so") {
		t.Errorf("openNVRTC: %v", err)
	}
	// A library that is not NVRTC: symbols missing.
	if _, err := os.Stat("/lib/x86_64-linux-gnu/libc.so.6"); err == nil {
		_, err = openNVRTC([]string{"/lib/x86_64-linux-gnu/libc.so.6"})
		if !errors.Is(err, ErrNotAvailable) || !strings.Contains(err.Error(), "symbol nvrtcVersion missing") {
			t.Errorf("openNVRTC(libc): %v", err)
		}
		_, err = openDriver([]string{"/lib/x86_64-linux-gnu/libc.so.6"})
		if !errors.Is(err, ErrNotAvailable) || !strings.Contains(err.Error(), "lacks cuInit") {
			t.Errorf("openDriver(libc): %v", err)
		}
	}
	// This process: whatever the machine has, Available says it without crashing, and Open fails
	// cleanly when it says no.
	if err := Available(); err != nil {
		if !errors.Is(err, ErrNotAvailable) {
			t.Errorf("Available: %v, not ErrNotAvailable", err)
		}
		if _, err2 := Open(0); !errors.Is(err2, ErrNotAvailable) {
			t.Errorf("Open without CUDA: %v", err2)
		}
		if n, err2 := DeviceCount(); n != 0 || err2 == nil {
			t.Errorf("DeviceCount without CUDA: %d, %v", n, err2)
		}
		t.Logf("as expected here: %v", err)
	}
}
