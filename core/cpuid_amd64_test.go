//go:build amd64

package core

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestAMDFamily holds amdFamily to the family /proc/cpuinfo reports (Linux), 0 on other vendors.
func TestAMDFamily(t *testing.T) {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		t.Skipf("no /proc/cpuinfo to compare with: %v", err)
	}
	var vendor string
	family := -1
	for _, line := range strings.Split(string(b), "\n") {
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		switch strings.TrimSpace(k) {
		case "vendor_id":
			vendor = strings.TrimSpace(v)
		case "cpu family":
			family, _ = strconv.Atoi(strings.TrimSpace(v))
		}
		if vendor != "" && family >= 0 {
			break
		}
	}
	want := uint32(0)
	if vendor == "AuthenticAMD" {
		want = uint32(family)
	}
	if got := amdFamily(); got != want {
		t.Fatalf("amdFamily() = %#x, /proc/cpuinfo: vendor %q family %d", got, vendor, family)
	}
	t.Logf("vendor %s, family %#x: prefetchL1 %v", vendor, want, prefetchL1)
}
