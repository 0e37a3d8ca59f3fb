package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats"
	"github.com/lowbit/lowbit/formats/gptq"
)

func runInspect(args []string) error {
	fs := flag.NewFlagSet("inspect", flag.ContinueOnError)
	showParts := fs.Bool("parts", false, "list the stored tensors of each part-based layer (MLX, GPTQ, AWQ, compressed-tensors) under it")
	raw := fs.Bool("raw", false, "open MLX / GPTQ / AWQ / compressed-tensors checkpoints as the plain safetensors they are stored in")
	zeros := fs.String("gptq-zeros", "auto", "how GPTQ zero points are read: auto, as-labelled, v1 or v2")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("want [-parts] [-raw] [-gptq-zeros MODE] FILE")
	}
	mode, ok := map[string]gptq.ZeroMode{"auto": gptq.ZeroAuto, "as-labelled": gptq.ZeroAsLabelled, "v1": gptq.ZeroV1, "v2": gptq.ZeroV2}[*zeros]
	if !ok {
		return fmt.Errorf("-gptq-zeros %q: want auto, as-labelled, v1 or v2", *zeros)
	}
	m, err := formats.Open(fs.Arg(0), formats.Options{Raw: *raw, GPTQZeros: mode})
	if err != nil {
		return err
	}
	defer m.Close()
	fmt.Printf("%s: %s, %d metadata entries, %d tensors\n\n", m.Path, m.Kind, len(m.Metadata), len(m.Tensors))
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', 0)
	for _, kv := range m.Metadata {
		v := strings.Join(strings.Fields(kv.Value.String()), " ") // config files span lines
		if len(v) > 60 {
			v = v[:57] + "..."
		}
		fmt.Fprintf(w, "%s\t%s\t%s\n", kv.Key, kv.Value.Type, v)
	}
	w.Flush()
	fmt.Println()
	// Part-based layers are listed once, as their logical tensor; the stored tensors they are
	// made of (which the model lists too, with PartOf set) only with -parts, under their layer.
	w = tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "name\tformat\tshape\tbytes\tbpw\tscheme\t")
	var total int64
	hidden := 0
	for _, t := range m.Tensors {
		if t.PartOf != "" {
			hidden++
			continue
		}
		fmt.Fprintf(w, "%s\t%s\t%v\t%d\t%.3f\t%s\t\n", t.Name, t.Format.Name, t.Shape, t.ByteSize(), t.BitsPerWeight(), scheme(t))
		total += t.ByteSize()
		if *showParts {
			for _, p := range t.Parts {
				fmt.Fprintf(w, "↳ %s\t%s\t%v\t%d\t\tpart %q\t\n", p.Name, p.Format.Name, p.Shape, len(p.Data), p.Role)
			}
		}
	}
	w.Flush()
	fmt.Printf("\ntotal tensor bytes: %d\n", total)
	if hidden > 0 && !*showParts {
		fmt.Printf("%d stored tensors are parts of the layers above (-parts lists them)\n", hidden)
	}
	return nil
}

// scheme describes a part-based tensor's parameters ("" for other tensors).
func scheme(t *core.Tensor) string {
	if len(t.Parts) == 0 {
		return ""
	}
	s := fmt.Sprintf("%d-bit g%d", t.Quant.Bits, t.Quant.GroupSize)
	if t.Quant.Sym {
		s += " sym"
	}
	if t.Quant.ActOrder {
		s += " act-order"
	}
	if t.Quant.ZeroOffset != 0 {
		s += " v1-zeros"
	}
	return s + fmt.Sprintf(", %d parts", len(t.Parts))
}

func runDequant(args []string) error {
	if len(args) < 2 || len(args) > 4 {
		return fmt.Errorf("want FILE TENSOR [ROW [COUNT]]")
	}
	m, err := formats.Open(args[0], formats.Options{})
	if err != nil {
		return err
	}
	defer m.Close()
	t, err := m.Tensor(args[1])
	if err != nil {
		return err
	}
	row, count := int64(0), t.Rows()
	if len(args) > 2 {
		if row, err = strconv.ParseInt(args[2], 10, 64); err != nil {
			return fmt.Errorf("ROW: %v", err)
		}
		count = 1
	}
	if len(args) > 3 {
		if count, err = strconv.ParseInt(args[3], 10, 64); err != nil {
			return fmt.Errorf("COUNT: %v", err)
		}
	}
	if row < 0 || count < 0 || row > t.Rows() || count > t.Rows()-row {
		return fmt.Errorf("rows [%d, %d) outside the tensor's %d rows: %w", row, row+count, t.Rows(), core.ErrOutOfRange)
	}
	out := make([]float32, count*t.Cols())
	if err := core.DequantizeF32(t, row, count, out); err != nil {
		return err
	}
	for r := int64(0); r < count; r++ {
		fmt.Printf("row %d:", row+r)
		for _, v := range out[r*t.Cols() : (r+1)*t.Cols()] {
			fmt.Printf(" %g", v)
		}
		fmt.Println()
	}
	return nil
}
