package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/lowbit/lowbit/core"
)

// The hand-written header must agree with the registry: every LOWBIT_FORMAT_<NAME> constant is
// the id of the format of that name, and every registry row has a constant.
func TestHeaderFormatIDs(t *testing.T) {
	src, err := os.ReadFile("../include/lowbit.h")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[core.FormatID]bool{}
	for _, m := range regexp.MustCompile(`LOWBIT_FORMAT_([A-Z0-9_]+) = (\d+),?\n`).FindAllSubmatch(src, -1) {
		name, id := string(m[1]), core.FormatID(atoi(t, string(m[2])))
		f, err := core.LookupName(name)
		if err != nil || f.ID != id {
			t.Errorf("lowbit.h: LOWBIT_FORMAT_%s = %d, registry says %v (%v)", name, id, f, err)
			continue
		}
		seen[id] = true
	}
	for _, f := range core.Formats() {
		if !f.Has(core.FlagRemoved) && !seen[f.ID] {
			t.Errorf("lowbit.h has no LOWBIT_FORMAT_%s (= %d)", f.Name, f.ID)
		}
	}
	for _, m := range regexp.MustCompile(`LOWBIT_VALUE_([A-Z0-9]+) = (\d+)`).FindAllSubmatch(src, -1) {
		name, id := string(m[1]), core.ValueType(atoi(t, string(m[2])))
		if want := map[string]string{"STRING": "string", "ARRAY": "array", "BOOL": "bool"}[name]; want != "" && id.String() != want {
			t.Errorf("LOWBIT_VALUE_%s = %d is %s in core", name, id, id)
		}
		if !id.Valid() {
			t.Errorf("LOWBIT_VALUE_%s = %d is not a core value type", name, id)
		}
	}
}

func atoi(t *testing.T, s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// Every function lowbit.h declares is exported by this package, and every export is declared.
func TestHeaderFunctionsExported(t *testing.T) {
	src, err := os.ReadFile("../include/lowbit.h")
	if err != nil {
		t.Fatal(err)
	}
	declared := map[string]bool{}
	for _, m := range regexp.MustCompile(`LOWBIT_API\s+[a-z_0-9 ]+\**\s*\**(lowbit_[a-z0-9_]+)\(`).FindAllSubmatch(src, -1) {
		declared[string(m[1])] = true
	}
	if len(declared) < 40 {
		t.Fatalf("found only %d declarations in lowbit.h; the pattern is out of date", len(declared))
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	exported := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range regexp.MustCompile(`(?m)^//export (lowbit_[a-z0-9_]+)$`).FindAllSubmatch(b, -1) {
			exported[string(m[1])] = true
		}
	}
	for name := range declared {
		if !exported[name] {
			t.Errorf("lowbit.h declares %s, capi does not export it", name)
		}
	}
	for name := range exported {
		if !declared[name] {
			t.Errorf("capi exports %s, lowbit.h does not declare it", name)
		}
	}
}
