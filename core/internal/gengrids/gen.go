//go:build ignore

// gen writes core/iq_grids_table.go: the IQ lookup grids, every entry read back from ggml's
// dequantizers (the oracle library of scripts/install-oracles.sh). Run from core/ with
// `go generate` (see iq_grids.go), or: go run ./internal/gengrids/gen.go -o iq_grids_table.go
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/lowbit/lowbit/core/internal/gengrids"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

func main() {
	out := flag.String("o", "iq_grids_table.go", "file to write")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gengrids:", err)
		os.Exit(1)
	}
}

func run(out string) error {
	l, err := ggmlref.Load()
	if err != nil {
		return err
	}
	g, err := gengrids.Derive(l)
	if err != nil {
		return err
	}
	src, err := gengrids.Source(g)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, src, 0o644); err != nil {
		return err
	}
	fmt.Printf("gengrids: wrote %s from ggml %s (%s)\n", out, l.Version, l.Path)
	return nil
}
