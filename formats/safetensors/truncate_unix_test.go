//go:build unix

package safetensors

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/mmap"
)

// The file truncated between its mapping and the parse: an ErrIO error naming the file, not a
// SIGBUS.
func TestTruncatedBeforeParse(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.safetensors")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := Write(f, []WriteTensor{{Name: "w", Format: core.F32, Shape: []int64{4}, Data: make([]byte, 16)}},
		map[string]string{"pad": strings.Repeat("y", 10000)}); err != nil {
		t.Fatal(err)
	}
	f.Close()
	m, err := mmap.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if err := os.Truncate(path, 0); err != nil {
		t.Fatal(err)
	}
	if _, err := parseMapped(path, m.Data, Options{}); !errors.Is(err, core.ErrIO) || !strings.Contains(err.Error(), path) {
		t.Errorf("%v, want ErrIO naming the file", err)
	}
}
