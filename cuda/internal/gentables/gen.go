//go:build ignore

// gen writes cuda/kernels/tables_gen.cuh from the Go tables. Run from cuda/ with `go generate`
// (see kernels.go), or: go run ./internal/gentables/gen.go -o kernels/tables_gen.cuh
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/lowbit/lowbit/cuda/internal/gentables"
)

func main() {
	out := flag.String("o", "kernels/tables_gen.cuh", "file to write")
	coreDir := flag.String("core", "../core", "directory of package core")
	flag.Parse()
	tabs, err := gentables.Derive(*coreDir)
	if err == nil {
		err = os.WriteFile(*out, gentables.Source(tabs), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gentables:", err)
		os.Exit(1)
	}
	fmt.Printf("gentables: wrote %s (%d tables)\n", *out, len(tabs))
}
