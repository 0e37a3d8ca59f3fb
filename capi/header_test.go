package main

import (
	"os"
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
