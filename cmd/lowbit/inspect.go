package main

import (
	"fmt"
	"os"
	"strconv"
	"text/tabwriter"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats"
)

func runInspect(args []string) error {
	if len(args) != 1 {
		return fmt.Errorf("want one FILE argument")
	}
	m, err := formats.Open(args[0], formats.Options{})
	if err != nil {
		return err
	}
	defer m.Close()
	fmt.Printf("%s: %s, %d metadata entries, %d tensors\n\n", m.Path, m.Kind, len(m.Metadata), len(m.Tensors))
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', 0)
	for _, kv := range m.Metadata {
		v := kv.Value.String()
		if len(v) > 60 {
			v = v[:57] + "..."
		}
		fmt.Fprintf(w, "%s\t%s\t%s\n", kv.Key, kv.Value.Type, v)
	}
	w.Flush()
	fmt.Println()
	w = tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "name\tformat\tshape\tbytes\tbpw\t")
	var total int64
	for _, t := range m.Tensors {
		fmt.Fprintf(w, "%s\t%s\t%v\t%d\t%.3f\t\n", t.Name, t.Format.Name, t.Shape, t.ByteSize(), t.Format.BitsPerWeight())
		total += t.ByteSize()
	}
	w.Flush()
	fmt.Printf("\ntotal tensor bytes: %d\n", total)
	return nil
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
