package formats

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gguf"
	"github.com/lowbit/lowbit/formats/safetensors"
)

func writeGGUF(t *testing.T, path string) {
	w := gguf.NewWriter()
	if err := w.AddTensor("g", core.F32, []int64{2}, make([]byte, 8)); err != nil {
		t.Fatal(err)
	}
	if err := w.WriteFile(path); err != nil {
		t.Fatal(err)
	}
}

func writeSafetensors(t *testing.T, path string) {
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	err = safetensors.Write(f, []safetensors.WriteTensor{{Name: "s", Format: core.F16, Shape: []int64{2}, Data: make([]byte, 4)}}, nil)
	if err != nil {
		t.Fatal(err)
	}
}

func TestOpenSniffs(t *testing.T) {
	dir := t.TempDir()
	writeGGUF(t, filepath.Join(dir, "a.gguf"))
	writeSafetensors(t, filepath.Join(dir, "weights.bin")) // sniffed by content, not by name
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("hello, this is not a model"), 0o644)

	for path, want := range map[string]string{"a.gguf": "gguf", "weights.bin": "safetensors"} {
		m, err := Open(filepath.Join(dir, path), Options{})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if m.Kind != want {
			t.Errorf("%s opened as %s", path, m.Kind)
		}
		m.Close()
	}
	_, err := Open(filepath.Join(dir, "notes.txt"), Options{})
	if err == nil || !strings.Contains(err.Error(), "not a GGUF file") || !strings.Contains(err.Error(), "notes.txt") {
		t.Errorf("text file: %v", err)
	}
	if _, err := Open(filepath.Join(dir, "missing.gguf"), Options{}); !errors.Is(err, core.ErrNotFound) {
		t.Errorf("missing file: %v", err)
	}
}

func TestOpenDirectory(t *testing.T) {
	dir := t.TempDir()
	writeSafetensors(t, filepath.Join(dir, "model.safetensors"))
	m, err := Open(dir, Options{})
	if err != nil || m.Kind != "safetensors" {
		t.Fatalf("dir with one safetensors: %v", err)
	}
	m.Close()

	writeSafetensors(t, filepath.Join(dir, "other.safetensors"))
	if _, err := Open(dir, Options{}); err == nil || !strings.Contains(err.Error(), "2 *.safetensors files") {
		t.Errorf("ambiguous dir: %v", err)
	}
	empty := t.TempDir()
	if _, err := Open(empty, Options{}); !errors.Is(err, core.ErrNotFound) {
		t.Errorf("empty dir: %v", err)
	}
	gdir := t.TempDir()
	writeGGUF(t, filepath.Join(gdir, "x.gguf"))
	if m, err := Open(gdir, Options{}); err != nil || m.Kind != "gguf" {
		t.Errorf("dir with one gguf: %v", err)
	} else {
		m.Close()
	}
}
