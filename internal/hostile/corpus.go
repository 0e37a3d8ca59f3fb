package hostile

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// CorpusFile encodes one fuzz input in Go's corpus file format ("go test fuzz v1"), as
// testdata/fuzz/<FuzzName>/<file> holds them. It takes the value types lowbit's fuzz targets
// use.
func CorpusFile(vals ...any) []byte {
	var b bytes.Buffer
	b.WriteString("go test fuzz v1\n")
	for _, v := range vals {
		switch t := v.(type) {
		case []byte:
			fmt.Fprintf(&b, "[]byte(%q)\n", t)
		case string:
			fmt.Fprintf(&b, "string(%q)\n", t)
		case byte:
			fmt.Fprintf(&b, "byte(%q)\n", t)
		case bool, int, int64, uint16, uint32, uint64:
			fmt.Fprintf(&b, "%T(%v)\n", t, t)
		default:
			panic(fmt.Sprintf("hostile.CorpusFile: unsupported type %T", v))
		}
	}
	return b.Bytes()
}

// Seed is one committed seed-corpus file of a fuzz target.
type Seed struct {
	Name string // file name under testdata/fuzz/<FuzzName>/
	Vals []any  // the fuzz function's arguments
}

// CheckCorpus verifies that testdata/fuzz/<fuzzName>/ holds exactly these seeds (so the corpus
// committed with the code is the one the hostile cases describe), or rewrites them when
// LOWBIT_UPDATE_CORPUS=1. Files of other names (inputs the fuzzer found and someone committed)
// are left alone.
func CheckCorpus(t *testing.T, fuzzName string, seeds []Seed) {
	t.Helper()
	dir := filepath.Join("testdata", "fuzz", fuzzName)
	update := os.Getenv("LOWBIT_UPDATE_CORPUS") == "1"
	if update {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range seeds {
		want := CorpusFile(s.Vals...)
		path := filepath.Join(dir, s.Name)
		if update {
			if err := os.WriteFile(path, want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s is missing or stale (%v): regenerate the seed corpus with LOWBIT_UPDATE_CORPUS=1 go test -run TestSeedCorpus ./...", path, err)
		}
	}
}
