package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gptq"
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
		case f.IsParts() && f.CanQuantizeParts():
			q = append(q, "✓")
		case f.IsParts() && gptq.CanPack(f.ID):
			q = append(q, "packs codes")
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
		// Part-based formats have no blocks: bits and group size are parameters of each tensor.
		block, bytes, bpw := fmt.Sprint(f.BlockElems), fmt.Sprint(f.BlockBytes), fmt.Sprintf("%.4g", f.BitsPerWeight())
		if f.IsParts() {
			block, bytes, bpw = "parts", "—", "params"
		}
		fmt.Fprintf(w, "| %d | %s | %s | %s | %s | %s | %s | %s |\n", f.ID, f.Name, f.Family, block, bytes, bpw, deq, strings.Join(q, " + "))
	}
	return nil
}
