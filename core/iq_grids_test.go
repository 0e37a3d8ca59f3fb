package core

import (
	"bytes"
	"os"
	"testing"

	"github.com/lowbit/lowbit/core/internal/gengrids"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

// TestIQGridsMatchGGML derives every IQ lookup table from ggml's dequantizers again and compares
// it entry by entry with the tables lowbit carries (the generated iq_grids_table.go and the sign
// tables built from their definitions).
func TestIQGridsMatchGGML(t *testing.T) {
	l := ggmlref.Require(t)
	g, err := gengrids.Derive(l)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	check := func(name string, n int, got, want func(i int) uint64) {
		t.Helper()
		bad := 0
		for i := 0; i < n; i++ {
			checked++
			if got(i) != want(i) {
				if bad < 4 {
					t.Errorf("%s[%d] = %#x, ggml decodes %#x", name, i, got(i), want(i))
				}
				bad++
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d of %d entries differ from ggml", name, bad, n)
		}
	}
	check("iq2xxsGrid", len(iq2xxsGrid), func(i int) uint64 { return iq2xxsGrid[i] }, func(i int) uint64 { return g.IQ2XXS[i] })
	check("iq2xsGrid", len(iq2xsGrid), func(i int) uint64 { return iq2xsGrid[i] }, func(i int) uint64 { return g.IQ2XS[i] })
	check("iq2sGrid", len(iq2sGrid), func(i int) uint64 { return iq2sGrid[i] }, func(i int) uint64 { return g.IQ2S[i] })
	check("iq3xxsGrid", len(iq3xxsGrid), func(i int) uint64 { return uint64(iq3xxsGrid[i]) }, func(i int) uint64 { return uint64(g.IQ3XXS[i]) })
	check("iq3sGrid", len(iq3sGrid), func(i int) uint64 { return uint64(iq3sGrid[i]) }, func(i int) uint64 { return uint64(g.IQ3S[i]) })
	check("iq1sGrid", len(iq1sGrid), func(i int) uint64 { return iq1sGrid[i] }, func(i int) uint64 { return g.IQ1S[i] })
	check("kvaluesIQ4NL", len(kvaluesIQ4NL), func(i int) uint64 { return uint64(kvaluesIQ4NL[i]) }, func(i int) uint64 { return uint64(g.IQ4NL[i]) })
	// ggml applies a sign code s as: element j negated iff ksigns_iq2xs[s] & kmask_iq2xs[j].
	check("ksignsIQ2XS&kmaskIQ2XS", len(ksignsIQ2XS), func(i int) uint64 {
		var bits uint64
		for j, m := range kmaskIQ2XS {
			if ksignsIQ2XS[i]&m != 0 {
				bits |= 1 << j
			}
		}
		return bits
	}, func(i int) uint64 { return uint64(g.KSigns[i]) })
	t.Logf("%d table entries checked against ggml %s", checked, l.Version)
}

// TestIQGridsSourceUpToDate checks that iq_grids_table.go is exactly what the generator writes
// from ggml's tables, so the committed file cannot drift from its generator (or be edited by hand).
func TestIQGridsSourceUpToDate(t *testing.T) {
	l := ggmlref.Require(t)
	g, err := gengrids.Derive(l)
	if err != nil {
		t.Fatal(err)
	}
	want, err := gengrids.Source(g)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("iq_grids_table.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("iq_grids_table.go is not what `go generate ./core` writes; regenerate it")
	}
}
