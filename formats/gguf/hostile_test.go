package gguf

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/hostile"
)

// Every hostile file of internal/hostile is rejected with its message, naming the file (and,
// for structural errors, the byte offset); the valid edge cases open and read correctly. Both
// over bytes in memory (Parse) and through a real mapping (OpenWithLimits).
func TestHostileFiles(t *testing.T) {
	dir := t.TempDir()
	for _, c := range hostile.GGUF() {
		t.Run(c.Name, func(t *testing.T) {
			f, err := Parse("hostile.gguf", c.Data, Limits{})
			if c.Want == "" {
				if err != nil {
					t.Fatalf("%s: a valid file is rejected: %v", c.Attack, err)
				}
				checkParsed(t, c.Data, f)
			} else {
				if err == nil {
					t.Fatalf("%s: accepted", c.Attack)
				}
				msg := err.Error()
				if !strings.Contains(msg, c.Want) || !strings.HasPrefix(msg, "hostile.gguf: ") {
					t.Fatalf("%s:\n got %q\nwant it to name the file and say %q", c.Attack, msg, c.Want)
				}
				if !errors.Is(err, core.ErrBadFile) && !errors.Is(err, core.ErrUnsupported) {
					t.Fatalf("%s: %v is neither ErrBadFile nor ErrUnsupported", c.Attack, err)
				}
				if errors.Is(err, core.ErrBadFile) && !strings.Contains(msg, " at byte ") {
					t.Errorf("%s: %q does not say where in the file", c.Attack, msg)
				}
			}
			path := filepath.Join(dir, c.Name+".gguf")
			if err := os.WriteFile(path, c.Data, 0o644); err != nil {
				t.Fatal(err)
			}
			m, err := Open(path)
			if (err == nil) != (c.Want == "") || (err != nil && !strings.Contains(err.Error(), path)) {
				t.Fatalf("Open(%s): %v", path, err)
			}
			if m != nil {
				m.Close()
			}
		})
	}
}

// The seed corpus of FuzzParse holds every hostile file.
func TestSeedCorpus(t *testing.T) {
	var seeds []hostile.Seed
	for _, c := range hostile.GGUF() {
		seeds = append(seeds, hostile.Seed{Name: c.Name, Vals: []any{c.Data}})
	}
	seeds = append(seeds, hostile.Seed{Name: "every_format", Vals: []any{everyFormat()}})
	hostile.CheckCorpus(t, "FuzzParse", seeds)
}
