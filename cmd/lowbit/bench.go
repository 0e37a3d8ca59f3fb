package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/ggmlcpu"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

// lowbit's CPU engine as the bench calls it, set by bench_engine.go; with them nil (a build
// without that file) the lowbit columns print "n/a" and only ggml is measured.
var (
	lowbitGEMV func(w *core.Tensor, x, y []float32, o core.MatVecOptions) error
	lowbitGEMM func(w *core.Tensor, x []float32, n int, y []float32, o core.MatVecOptions) error
)

// lowbitModes are the activation modes of lowbit the bench can time (-activations), in the order
// the report lists them; threadResult.lowbit and formatResult.accLowbit are indexed by mode.
var lowbitModes = [...]core.Activations{core.ActivationsF32, core.ActivationsQ8}

const nModes = len(lowbitModes)

// parseActivations reads -activations: a comma-separated subset of "f32" and "q8"; the modes come
// back in lowbitModes' order, each once.
func parseActivations(s string) ([]core.Activations, error) {
	var on [nModes]bool
	for _, name := range strings.Split(s, ",") {
		name = strings.ToLower(strings.TrimSpace(name))
		found := false
		for i, m := range lowbitModes {
			if name == m.String() {
				on[i], found = true, true
			}
		}
		if !found {
			return nil, fmt.Errorf("-activations: unknown mode %q (want f32, q8 or f32,q8)", name)
		}
	}
	var out []core.Activations
	for i, m := range lowbitModes {
		if on[i] {
			out = append(out, m)
		}
	}
	return out, nil
}

// benchShapes are the matrices a format's set cycles through, out × in: a Llama-3-8B-sized MLP's
// gate/up (14336 × 4096) and down (4096 × 14336) projections. Both have 4096·14336 elements.
var benchShapes = [2][2]int64{{14336, 4096}, {4096, 14336}}

type benchOptions struct {
	threads   []int
	setBytes  int64
	minTime   time.Duration
	passes    int
	gemm      bool
	dequant   bool
	check     bool
	poolRows  int
	seed      uint64
	bwBytes   int
	bwPasses  int
	checkStep int64
	quietWait time.Duration
	quietCPUs float64
	rounds    int
	acts      []core.Activations // lowbit's activation modes to time
}

// has says whether lowbit's mode a is timed.
func (o benchOptions) has(a core.Activations) bool {
	for _, m := range o.acts {
		if m == a {
			return true
		}
	}
	return false
}

func runBench(args []string) error {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	formatsFlag := fs.String("formats", "", "comma-separated formats (NAME, or NAME:BITS[:GROUP[:SCALES]] for part-based ones such as MLX_AFFINE:8:64 or MLX_AFFINE:8:64:BF16; scales F16 unless named); default: every registry format both lowbit's GEMV and ggml's CPU mul_mat support (ggml's alone until lowbit has GEMV); \"all\": every format either supports, part-based ones at the bit widths the issue's targets name")
	threadsFlag := fs.String("threads", "1,2", "comma-separated thread counts")
	setMiB := fs.Int("set-mib", 512, "minimum MiB of weights per format; the set is cycled so that no cache holds it")
	minTime := fs.Duration("time", 300*time.Millisecond, "minimum measuring time per figure and round")
	passes := fs.Int("passes", 2, "minimum timed passes over the set per round for GEMV n=1 (GEMM n=8: 1); the best pass counts")
	gemm := fs.Bool("gemm", true, "also time GEMM with n=8 activation vectors")
	dequant := fs.Bool("dequant", true, "also time single-threaded dequantization to f32")
	check := fs.Bool("check", true, "check results against an f64 dot of the dequantized rows")
	ggmlDir := fs.String("ggml", "", "directory holding libggml-base.so and libggml-cpu-*.so (default: .cache/oracles/ggml of the repository)")
	variant := fs.String("variant", "", "use this libggml-cpu variant (haswell, zen4, …) instead of the best-scoring one ggml would pick")
	poolRows := fs.Int("pool-rows", 256, "distinct random rows quantized per shape; the matrices hold them in shuffled orders")
	seed := fs.Uint64("seed", 1, "random seed")
	bwMiB := fs.Int("bw-mib", 1024, "buffer MiB of the DRAM read-bandwidth measurement")
	out := fs.String("o", "", "also write the markdown report to this file")
	rounds := fs.Int("rounds", 3, "measuring rounds per format and thread count (DRAM bandwidth, ggml, lowbit's modes, DRAM bandwidth, in turn); each figure is the best over the rounds")
	activations := fs.String("activations", "f32,q8", "lowbit's activation modes to time: f32 (the default, exact activations), q8 (core.ActivationsQ8: activations rounded to Q8_0 as ggml does, integer dot products), or both")
	quietWait := fs.Duration("quiet-wait", 5*time.Second, "before each round, wait up to this long for other processes to go quiet (0: do not wait)")
	quietCPUs := fs.Float64("quiet-cpus", 0.3, "quiet means other processes keep fewer than this many CPUs busy")
	simd := fs.String("simd", "", "cap lowbit's CPU kernels at this level ("+strings.Join(core.SIMDLevels(), ", ")+"; default: the best this CPU has), e.g. -simd avx2 with -variant haswell, or -simd avxvnni with -variant alderlake, to compare both engines' AVX2 code")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	var err error
	if *simd != "" {
		if err := core.LimitSIMD(*simd); err != nil {
			return fmt.Errorf("-simd: %w", err)
		}
	}
	opt := benchOptions{
		setBytes: int64(*setMiB) << 20, minTime: *minTime, passes: max(*passes, 1), gemm: *gemm,
		dequant: *dequant, check: *check, poolRows: max(*poolRows, 8), seed: *seed,
		bwBytes: max(*bwMiB, 64) << 20, bwPasses: 5, checkStep: 16,
		quietWait: *quietWait, quietCPUs: *quietCPUs, rounds: max(*rounds, 1),
	}
	if opt.acts, err = parseActivations(*activations); err != nil {
		return err
	}
	for _, s := range strings.Split(*threadsFlag, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 {
			return fmt.Errorf("-threads: bad thread count %q", s)
		}
		opt.threads = append(opt.threads, n)
	}

	if *ggmlDir != "" {
		// ggmlref (the quantizer of last resort) must open the same libggml-base.so.
		abs, err := filepath.Abs(*ggmlDir)
		if err != nil {
			return err
		}
		os.Setenv("LOWBIT_GGML_LIB", filepath.Join(abs, "libggml-base.so"))
	}
	gl, err := ggmlcpu.Load(*ggmlDir, *variant)
	if err != nil {
		if lowbitGEMV == nil || !errors.Is(err, ggmlcpu.ErrMissing) {
			return err
		}
		fmt.Fprintf(os.Stderr, "bench: %v; the ggml columns will read n/a\n", err)
		gl = nil
	}
	var ref *ggmlref.Lib
	if gl != nil {
		if ref, err = ggmlref.Load(); err != nil {
			return err
		}
	}

	formats, err := benchFormats(*formatsFlag, gl)
	if err != nil {
		return err
	}
	if len(formats) == 0 {
		return fmt.Errorf("no format to measure")
	}

	rep := &benchReport{command: benchCommandLine(), started: time.Now(), loadStart: loadAvg(), lowbit: lowbitGEMV != nil, gl: gl}
	rep.cpuModel, rep.cpus = cpuModel()
	rep.bwKernel = ggmlcpu.BandwidthKernel()
	rep.simd = core.SIMD()
	fmt.Fprintf(os.Stderr, "bench: %d formats %v, threads %v, lowbit activations %v, lowbit kernels %s, ≥ %d MiB per format; load average %s\n",
		len(formats), formatNames(formats), opt.threads, opt.acts, rep.simd, *setMiB, rep.loadStart)
	if gl != nil {
		fmt.Fprintf(os.Stderr, "bench: ggml %s (%s), %s, extra buffer types %v\n", gl.Version, gl.Commit, gl.Variant, gl.Extra)
	}
	if lowbitGEMV == nil {
		fmt.Fprintln(os.Stderr, "bench: lowbit has no GEMV yet (core.GEMV); its columns read n/a")
	}

	bw := ggmlcpu.NewStreamBuffer(opt.bwBytes)
	for _, sp := range formats {
		res, err := benchFormat(sp, gl, ref, bw, opt)
		if err != nil {
			fmt.Fprintf(os.Stderr, "bench: %s: %v\n", sp.label, err)
			rep.skipped = append(rep.skipped, fmt.Sprintf("%s: %v", sp.label, err))
		} else {
			rep.results = append(rep.results, res)
		}
		runtime.GC()
		debug.FreeOSMemory()
	}
	rep.finished = time.Now()
	rep.loadEnd = loadAvg()

	var w io.Writer = os.Stdout
	if *out != "" {
		file, err := os.Create(*out)
		if err != nil {
			return err
		}
		defer file.Close()
		w = io.MultiWriter(os.Stdout, file)
	}
	rep.write(w, opt)
	return nil
}

// benchSpec is one row of the bench: a registry format and, for part-based formats (MLX, GPTQ,
// …), the scheme's parameters.
type benchSpec struct {
	f     *core.Format
	q     core.QuantParams
	label string
}

// parseSpec reads NAME, or NAME:BITS[:GROUP[:SCALES]] for a part-based format (MLX_AFFINE:8:64,
// MLX_AFFINE:8:64:BF16; the scales' dtype F16, BF16 or F32, F16 by default).
func parseSpec(s string) (benchSpec, error) {
	parts := strings.Split(strings.TrimSpace(s), ":")
	f, err := core.LookupName(parts[0])
	if err != nil {
		return benchSpec{}, err
	}
	if !f.IsParts() {
		if len(parts) > 1 {
			return benchSpec{}, fmt.Errorf("format %s has no parameters (%q)", f.Name, s)
		}
		return benchSpec{f: f, label: f.Name}, nil
	}
	if len(parts) > 4 {
		return benchSpec{}, fmt.Errorf("%q: want NAME:BITS[:GROUP[:SCALES]]", s)
	}
	group, bits := core.MLXDefaults(f)
	if f.Family != core.FamilyMLX {
		group, bits = 128, 4
	}
	for i, dst := range []*int{&bits, &group} {
		if len(parts) > i+1 {
			if *dst, err = strconv.Atoi(parts[i+1]); err != nil || *dst < 1 {
				return benchSpec{}, fmt.Errorf("%q: bad number %q", s, parts[i+1])
			}
		}
	}
	spec := partsSpec(f, bits, group)
	if len(parts) == 4 {
		sf, err := core.LookupName(parts[3])
		if err != nil || sf.ID != core.F16 && sf.ID != core.BF16 && sf.ID != core.F32 {
			return benchSpec{}, fmt.Errorf("%q: the scales' dtype %q is not F16, BF16 or F32", s, parts[3])
		}
		spec.q.Float = sf.ID
		spec.label += ":" + sf.Name
	}
	return spec, nil
}

// partsSpec is a part-based format at bits and group, with F16 scales (the label leaves them out).
func partsSpec(f *core.Format, bits, group int) benchSpec {
	return benchSpec{f: f, q: core.QuantParams{Bits: bits, GroupSize: group, Float: core.F16},
		label: fmt.Sprintf("%s:%d:%d", f.Name, bits, group)}
}

// benchFormats resolves -formats.
func benchFormats(spec string, gl *ggmlcpu.Lib) ([]benchSpec, error) {
	ggmlOK := func(f *core.Format) bool { return gl != nil && ggmlType(f) >= 0 && gl.CanMulMat(ggmlType(f)) }
	if spec != "" && spec != "all" {
		var out []benchSpec
		for _, name := range strings.Split(spec, ",") {
			sp, err := parseSpec(name)
			if err != nil {
				return nil, err
			}
			if !ggmlOK(sp.f) && !lowbitSupports(sp) {
				return nil, fmt.Errorf("format %s: neither lowbit's GEMV nor ggml's CPU mul_mat supports it", sp.label)
			}
			out = append(out, sp)
		}
		return out, nil
	}
	var out []benchSpec
	for _, f := range core.Formats() {
		if f.Has(core.FlagRemoved) || f.Has(core.FlagIntermediate) {
			continue
		}
		if f.IsParts() {
			if spec != "all" {
				continue // ggml has none of them
			}
			// the bit widths the targets name, at each scheme's usual group size
			var specs []benchSpec
			switch {
			case f.ID == core.MLX_AFFINE:
				specs = []benchSpec{partsSpec(f, 4, 64), partsSpec(f, 8, 64)}
			case f.Family == core.FamilyMLX:
				g, b := core.MLXDefaults(f)
				specs = []benchSpec{partsSpec(f, b, g)}
			default:
				specs = []benchSpec{partsSpec(f, 4, 128)}
			}
			for _, sp := range specs {
				if lowbitSupports(sp) {
					out = append(out, sp)
				}
			}
			continue
		}
		sp := benchSpec{f: f, label: f.Name}
		g, lb := ggmlOK(f), lowbitSupports(sp)
		switch {
		case spec == "all" && (g || lb):
		case lowbitGEMV == nil && g:
		case g && lb:
		default:
			continue
		}
		out = append(out, sp)
	}
	return out, nil
}

// ggmlType is the ggml type id of a registry format, -1 when ggml has none.
func ggmlType(f *core.Format) int {
	if f.Family == core.FamilyGGML && f.ID >= 0 && f.ID < core.GGMLTypeCount {
		return int(f.ID)
	}
	return -1
}

// probeTensor is a small all-zero tensor of the spec (4 rows of 256 or more columns, a multiple of
// 32 for block formats so that 8-bit activations can probe it too).
func probeTensor(sp benchSpec) (*core.Tensor, error) {
	f := sp.f
	if f.IsParts() {
		cols := int64(max(256, sp.q.GroupSize))
		return quantizeParts(f, sp.q, "probe", 8, cols, make([]float32, 8*cols)) // GPTQ packs 8 rows a word
	}
	if f.BlockElems <= 0 {
		return nil, fmt.Errorf("format %s has no blocks", f.Name)
	}
	cols := int64(f.BlockElems)
	for cols < 256 || cols%32 != 0 {
		cols *= 2
	}
	rb, err := f.RowBytes(cols)
	if err != nil {
		return nil, err
	}
	return &core.Tensor{Name: "probe", Format: f, Shape: []int64{4, cols}, Data: make([]byte, 4*rb)}, nil
}

// lowbitSupports probes lowbit's GEMV (default f32 activations) with a small zero tensor of the
// spec.
func lowbitSupports(sp benchSpec) bool {
	return lowbitSupportsMode(sp, core.ActivationsF32)
}

// lowbitSupportsMode probes lowbit's GEMV with activation mode a.
func lowbitSupportsMode(sp benchSpec, a core.Activations) bool {
	if lowbitGEMV == nil {
		return false
	}
	t, err := probeTensor(sp)
	if err != nil {
		return false
	}
	return lowbitGEMV(t, make([]float32, t.Cols()), make([]float32, t.Rows()), core.MatVecOptions{Activations: a}) == nil
}

func formatNames(specs []benchSpec) []string {
	var out []string
	for _, sp := range specs {
		out = append(out, sp.label)
	}
	return out
}

func benchCommandLine() string {
	args := make([]string, 0, len(os.Args))
	args = append(args, "lowbit")
	for _, a := range os.Args[1:] {
		if strings.ContainsAny(a, " \t'\"$") {
			a = strconv.Quote(a)
		}
		args = append(args, a)
	}
	return strings.Join(args, " ")
}
