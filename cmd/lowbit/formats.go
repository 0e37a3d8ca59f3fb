package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/lowbit/lowbit/core"
)

func runFormats(args []string) error {
	if len(args) != 0 {
		return fmt.Errorf("takes no arguments")
	}
	return formatTable(os.Stdout)
}

// formatTable prints the registry as the Markdown table the README carries (a test keeps the
// two equal).
func formatTable(w io.Writer) error {
	fmt.Fprintln(w, "| id | format | family | block | bytes | bpw | dequantize | quantize |")
	fmt.Fprintln(w, "|---:|---|---|---:|---:|---:|:---:|---|")
	for _, f := range core.Formats() {
		if f.Has(core.FlagRemoved) {
			continue
		}
		deq := "—"
		if f.CanDequantize() {
			deq = "✓"
		}
		var q []string
		switch {
		case !f.CanQuantize():
			q = append(q, "—")
		case !f.CanQuantizeUnweighted():
			q = append(q, "✓ needs imatrix")
		default:
			q = append(q, "✓")
			if f.CanQuantizeWeighted() {
				q = append(q, "imatrix")
			}
		}
		fmt.Fprintf(w, "| %d | %s | %s | %d | %d | %.4g | %s | %s |\n", f.ID, f.Name, f.Family, f.BlockElems, f.BlockBytes,
			f.BitsPerWeight(), deq, strings.Join(q, " + "))
	}
	return nil
}
