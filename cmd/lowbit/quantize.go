package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/lowbit/lowbit/formats"
	"github.com/lowbit/lowbit/formats/gguf"
	"github.com/lowbit/lowbit/formats/imatrix"
)

func runQuantize(args []string) error {
	fs := flag.NewFlagSet("quantize", flag.ContinueOnError)
	imPath := fs.String("imatrix", "", "importance matrix (llama.cpp .dat or GGUF imatrix)")
	pure := fs.Bool("pure", false, "no mixture rules: every quantized tensor gets TYPE's base format")
	requant := fs.Bool("allow-requantize", false, "allow quantized input tensors")
	quiet := fs.Bool("q", false, "do not list the tensors")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 3 {
		return fmt.Errorf("want IN OUT.gguf TYPE (TYPE: Q4_K_M, Q8_0, IQ4_XS, …; see docs/QUANTIZATION.md)")
	}
	ft, err := gguf.LookupFileType(fs.Arg(2))
	if err != nil {
		return err
	}
	in, err := formats.Open(fs.Arg(0), formats.Options{})
	if err != nil {
		return err
	}
	defer in.Close()
	opts := gguf.QuantizeOptions{FileType: ft, Pure: *pure, AllowRequantize: *requant}
	if !*quiet {
		opts.Log = os.Stdout
	}
	if *imPath != "" {
		if opts.Imatrix, err = imatrix.Load(*imPath); err != nil {
			return err
		}
	}
	report, err := gguf.QuantizeModel(in, fs.Arg(1), opts)
	if err != nil {
		return err
	}
	var before, after int64
	for _, c := range report {
		before, after = before+c.BytesIn, after+c.BytesOut
	}
	fmt.Printf("%s: %s, %d tensors, %.2f MiB -> %.2f MiB\n", fs.Arg(1), ft.Name, len(report), float64(before)/(1<<20), float64(after)/(1<<20))
	return nil
}
