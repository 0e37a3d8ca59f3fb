//go:build unix

package gguf

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/mmap"
)

// The file truncated between its mapping and the parse (a file replaced while lowbit opens it):
// an ErrIO error naming the file, not a SIGBUS.
func TestTruncatedBeforeParse(t *testing.T) {
	w := NewWriter()
	w.AddKV("general.name", core.Scalar(strings.Repeat("x", 10000)))
	must(t, w.AddTensor("t", core.F32, []int64{2048}, make([]byte, 8192)))
	path := filepath.Join(t.TempDir(), "m.gguf")
	must(t, w.WriteFile(path))
	m, err := mmap.Open(path)
	must(t, err)
	defer m.Close()
	must(t, os.Truncate(path, 0))
	if _, err := parseMapped(path, m.Data, Limits{}); !errors.Is(err, core.ErrIO) || !strings.Contains(err.Error(), path) {
		t.Errorf("%v, want ErrIO naming the file", err)
	}
}
