package cuda

import (
	"embed"
	"fmt"
	"strings"
)

//go:generate go run ./internal/gentables/gen.go -o kernels/tables_gen.cuh

// The CUDA C sources, compiled by NVRTC at run time (one module per format variant and arch).
//
//go:embed kernels/*.cuh
var kernelFS embed.FS

func kernelFile(name string) string {
	b, err := kernelFS.ReadFile("kernels/" + name)
	if err != nil {
		panic("cuda: missing embedded kernel source " + name) // a build defect, caught by every test
	}
	return string(b)
}

// Sizes of the kernel argument structs (kernels/prelude.cuh); params.go packs them.
const (
	argsSize = 128
	opSize   = 112
)

// maxNV is the largest batch GEMM takes (as core's).
const maxNV = 8

// batchKernels are the batch widths with a kernel; a batch runs on the narrowest kernel that
// holds it (gemv_rows.cuh, "Batches").
var batchKernels = []int{1, 2, 4, 8}

// kernelNV is the kernel width that runs a batch of n vectors.
func kernelNV(n int) int {
	for _, k := range batchKernels {
		if n <= k {
			return k
		}
	}
	return maxNV
}

// Kernel names of a format module.
func gemvName(nv int) string { return fmt.Sprintf("lb_gemv_n%d", nv) }

// gemvQ8Name is the 8-bit-activation GEMV of width nv (gemv_q8.cuh), in modules of specs with Q8.
func gemvQ8Name(nv int) string { return fmt.Sprintf("lb_gemvq8_n%d", nv) }

const (
	gateUpName  = "lb_gateup"
	dequantName = "lb_dequant"
)

// utilKey is the module of the format-independent kernels (kernels/util.cuh).
const utilKey = "UTIL"

// moduleSource assembles the CUDA source of a module: the prelude, the tables the decoder needs,
// the decoders, the kernel templates and the instantiations (extern "C" kernels with fixed names),
// with static_asserts tying the decoder to the spec. spec == nil gives the util module.
func moduleSource(spec *kernelSpec) string {
	var b strings.Builder
	key := utilKey
	if spec != nil {
		key = spec.Key
	}
	fmt.Fprintf(&b, "// lowbit CUDA module %s (assembled by cuda/kernels.go)\n", key)
	for _, d := range tune.defines {
		fmt.Fprintf(&b, "#define %s\n", d)
	}
	if spec != nil {
		for _, n := range spec.Needs {
			fmt.Fprintf(&b, "#define LB_NEED_%s 1\n", n)
		}
	}
	b.WriteString(kernelFile("prelude.cuh"))
	fmt.Fprintf(&b, "static_assert(sizeof(LbArgs) == %d && sizeof(LbOp) == %d, \"kernel argument layout differs from cuda/params.go\");\n", argsSize, opSize)
	if spec == nil {
		b.WriteString(kernelFile("util.cuh"))
		b.WriteString(emuExports(utilKernels))
		return b.String()
	}
	b.WriteString(kernelFile("tables_gen.cuh"))
	b.WriteString(kernelFile("formats_ggml.cuh"))
	b.WriteString(kernelFile("formats_plain.cuh"))
	b.WriteString(kernelFile("formats_parts.cuh"))
	fmt.Fprintf(&b, "\ntypedef %s LbF;\n", spec.Type)
	var names []string
	switch spec.Fam {
	case famRows:
		b.WriteString(kernelFile("gemv_rows.cuh"))
		fmt.Fprintf(&b, "static_assert(LbF::SUB == %d && LbF::QK == %d && LbF::MB == %d && LbF::SB == %d, \"cuda/spec.go and %s disagree on the %s layout\");\n",
			spec.SUB, spec.QK, spec.MB(), spec.SB(), spec.Type, spec.Key)
		for _, nv := range batchKernels {
			fmt.Fprintf(&b, "LB_KERNEL %s(LbArgs A, LbOp op) { lb_rows_gemv<LbF, %d, %d, false>(A, A, op); }\n", gemvName(nv), nv, spec.rowsPerWarp(false))
			names = append(names, gemvName(nv))
		}
		fmt.Fprintf(&b, "LB_KERNEL %s(LbArgs A, LbArgs U, LbOp op) { lb_rows_gemv<LbF, 1, %d, true>(A, U, op); }\n", gateUpName, spec.rowsPerWarp(true))
		fmt.Fprintf(&b, "LB_KERNEL %s(LbArgs A, LbOp op) { lb_rows_dequant<LbF>(A, op); }\n", dequantName)
		names = append(names, gateUpName, dequantName)
		if spec.Q8 {
			b.WriteString(kernelFile("gemv_q8.cuh"))
			for _, nv := range batchKernels {
				minb := "LB_Q8MINB1"
				if nv > 2 {
					minb = "LB_Q8MINB8"
				}
				fmt.Fprintf(&b, "LB_KERNEL_MINB(%s) %s(LbArgs A, LbOp op, const u8* qx, const u8* qi) { lb_rows_q8<LbF, %d, %d>(A, op, qx, qi); }\n",
					minb, gemvQ8Name(nv), nv, q8RowsPerWarp(nv))
				names = append(names, gemvQ8Name(nv))
			}
		}
	case famCols:
		b.WriteString(kernelFile("gemv_cols.cuh"))
		fmt.Fprintf(&b, "static_assert(LbF::NPT == %d && LbF::KPU == %d, \"cuda/spec.go and %s disagree on the %s tiles\");\n",
			spec.NPT, spec.KPU, spec.Type, spec.Key)
		for _, nv := range batchKernels {
			fmt.Fprintf(&b, "LB_KERNEL %s(LbArgs A, LbOp op) { lb_cols_gemv<LbF, %d>(A, op); }\n", gemvName(nv), nv)
			names = append(names, gemvName(nv))
		}
		fmt.Fprintf(&b, "LB_KERNEL %s(LbArgs A, LbOp op) { lb_cols_dequant<LbF>(A, op); }\n", dequantName)
		names = append(names, dequantName)
	}
	b.WriteString(emuExports(names))
	return b.String()
}

var utilKernels = []string{"lb_splitk_reduce", "lb_silu_mul_k", "lb_stream_read", quantizeQ8Name}

// quantizeQ8Name rounds activations to Q8_0 (util.cuh).
const quantizeQ8Name = "lb_quantize_q8"

// emuExports registers the kernels with lowbit's CPU emulator (cuda/internal/emu); NVRTC never
// sees it.
func emuExports(names []string) string {
	var b strings.Builder
	b.WriteString("\n#ifdef LOWBIT_EMU\n")
	for _, n := range names {
		fmt.Fprintf(&b, "LB_EMU_EXPORT(%s)\n", n)
	}
	b.WriteString("#endif\n")
	return b.String()
}

// moduleKernels lists the kernel names of a module.
func moduleKernels(spec *kernelSpec) []string {
	if spec == nil {
		return utilKernels
	}
	var names []string
	for _, nv := range batchKernels {
		names = append(names, gemvName(nv))
	}
	if spec.Fam == famRows {
		names = append(names, gateUpName)
	}
	names = append(names, dequantName)
	if spec.Q8 {
		for _, nv := range batchKernels {
			names = append(names, gemvQ8Name(nv))
		}
	}
	return names
}

// compileOptions are the NVRTC options of every module. --fmad=false keeps every product and sum
// of the decoders separately rounded, as the Go decoders compute them (the dot products ask for
// their FMAs explicitly).
func compileOptions(target string) []string {
	return []string{"--gpu-architecture=" + target, "-std=c++17", "--fmad=false"}
}
