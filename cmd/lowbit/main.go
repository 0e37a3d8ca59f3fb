// Command lowbit inspects and converts quantized model files.
package main

import (
	"fmt"
	"os"
)

type command struct {
	name, usage string
	run         func(args []string) error
}

var commands = []command{
	{"inspect", "inspect [-parts] [-raw] [-gptq-zeros MODE] FILE  list metadata and tensors", runInspect},
	{"dequant", "dequant FILE TENSOR [ROW [COUNT]]  print dequantized values", runDequant},
	{"quantize", "quantize [-imatrix F] [-pure] IN OUT.gguf TYPE  quantize a model (Q4_K_M, Q8_0, …)", runQuantize},
	{"formats", "formats                 print the format registry as a Markdown table", runFormats},
	{"demo-model", "demo-model OUT.gguf     write the deterministic demo model", runDemoModel},
	{"bench", "bench [-formats Q4_0,…] [-threads 1,2]  time GEMV/GEMM/dequant against ggml's CPU backend", runBench},
}

func main() {
	if len(os.Args) < 2 {
		usage()
		os.Exit(2)
	}
	for _, c := range commands {
		if c.name == os.Args[1] {
			if err := c.run(os.Args[2:]); err != nil {
				fmt.Fprintln(os.Stderr, "lowbit "+c.name+":", err)
				os.Exit(1)
			}
			return
		}
	}
	usage()
	os.Exit(2)
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: lowbit COMMAND ARGS")
	for _, c := range commands {
		fmt.Fprintln(os.Stderr, "  lowbit "+c.usage)
	}
}
