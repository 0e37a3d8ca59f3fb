// Command lowbit-cudabench measures lowbit's CUDA GEMV/GEMM kernels: for each format, on
// 4096×14336 and 14336×4096 matrices and on a cycled set of matrices of at least 1 GiB (so the
// 50 MB L2 cannot serve them), the kernel time (CUDA events), the GB/s of weight bytes it reads,
// and that as a percentage of the device's read bandwidth measured in the same run with a plain
// streaming-read kernel. Batch 1 and batch 8 (n vectors at once, the weights read once).
//
// It needs a CUDA device (and NVRTC); `make gpu-check` builds it and scripts/gpu-check.sh runs
// it on the GPU machine. Output is a Markdown table (stdout, and -o FILE).
//
//	lowbit-cudabench [-formats Q4_0,Q4_K,...|perf|all] [-shapes 4096x14336,14336x4096]
//	                 [-cycle 1GiB] [-iters 50] [-batches 1,8] [-o results.md]
package main

import (
	"flag"
	"fmt"
	"math/rand"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/cuda"
	"github.com/lowbit/lowbit/cuda/internal/cudatest"
)

func main() {
	formats := flag.String("formats", "perf", `"perf" (the issue's 4- and 8-bit targets), "all", or a comma-separated list of case names (prefixes)`)
	shapes := flag.String("shapes", "4096x14336,14336x4096", "rows×cols of the single matrices")
	cycle := flag.String("cycle", "1GiB", "size of the cycled set (0 to skip)")
	cycleShape := flag.String("cycle-shape", "4096x14336", "shape of the matrices of the cycled set")
	iters := flag.Int("iters", 50, "timed iterations per measurement")
	batches := flag.String("batches", "1,8", "batch sizes")
	device := flag.Int("device", 0, "CUDA device")
	out := flag.String("o", "", "also write the table to this file")
	acts := flag.String("activations", "f32,q8", `activation modes: "f32" (exact, the default of the API), "q8" (core.ActivationsQ8: x rounded to Q8_0 on the device, part of the time)`)
	flag.Parse()
	if err := run(*formats, *shapes, *cycle, *cycleShape, *iters, *batches, *acts, *device, *out); err != nil {
		fmt.Fprintln(os.Stderr, "lowbit-cudabench:", err)
		os.Exit(1)
	}
}

func parseShape(s string) (int, int, error) {
	a, b, ok := strings.Cut(strings.ReplaceAll(s, "×", "x"), "x")
	r, err1 := strconv.Atoi(a)
	c, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || r <= 0 || c <= 0 {
		return 0, 0, fmt.Errorf("bad shape %q (want ROWSxCOLS)", s)
	}
	return r, c, nil
}

func parseBytes(s string) (int64, error) {
	s = strings.TrimSpace(s)
	mult := int64(1)
	for _, u := range []struct {
		suf string
		m   int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"GB", 1e9}, {"MB", 1e6}} {
		if strings.HasSuffix(s, u.suf) {
			s, mult = strings.TrimSuffix(s, u.suf), u.m
			break
		}
	}
	v, err := strconv.ParseFloat(s, 64)
	return int64(v * float64(mult)), err
}

func selectCases(sel string) []cudatest.Case {
	var out []cudatest.Case
	for _, c := range cudatest.Cases() {
		switch sel {
		case "all":
			out = append(out, c)
		case "perf":
			if c.Perf {
				out = append(out, c)
			}
		default:
			for _, p := range strings.Split(sel, ",") {
				if p != "" && (c.Name == p || strings.HasPrefix(c.Name, p+"/")) {
					out = append(out, c)
					break
				}
			}
		}
	}
	return out
}

// makeMatrix builds a rows×cols tensor of a case quickly: block formats replicate a 64-row tile
// (timing does not depend on the values), part formats are made at full size.
func makeMatrix(c cudatest.Case, rows, cols int, rng *rand.Rand) (*core.Tensor, error) {
	rows, cols = c.Rows(rows), c.Cols(cols)
	if c.Format.IsParts() {
		return c.Make(rows, cols, rng)
	}
	tile, err := c.Make(min(rows, 64), cols, rng)
	if err != nil {
		return nil, err
	}
	rb := tile.RowBytes()
	data := make([]byte, int64(rows)*rb)
	for off := 0; off < len(data); off += copy(data[off:], tile.Data) {
	}
	return &core.Tensor{Name: c.Name, Format: c.Format, Shape: []int64{int64(rows), int64(cols)}, Data: data}, nil
}

type result struct {
	name, shape string
	act         core.Activations
	n           int
	sec         float64
	bytes       int64
}

func run(formats, shapes, cycle, cycleShape string, iters int, batchList, actList string, device int, out string) error {
	d, err := cuda.Open(device)
	if err != nil {
		return err
	}
	defer d.Close()
	info := d.Info()
	var batches []int
	for _, b := range strings.Split(batchList, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(b))
		if err != nil || n < 1 || n > 8 {
			return fmt.Errorf("bad batch %q", b)
		}
		batches = append(batches, n)
	}
	var modes []core.Activations
	for _, a := range strings.Split(actList, ",") {
		switch strings.TrimSpace(a) {
		case "f32":
			modes = append(modes, core.ActivationsF32)
		case "q8":
			modes = append(modes, core.ActivationsQ8)
		default:
			return fmt.Errorf("bad activation mode %q (f32 or q8)", a)
		}
	}
	cycleBytes, err := parseBytes(cycle)
	if err != nil {
		return err
	}
	// The device's read bandwidth: a plain streaming read over 2 GiB (or half the memory).
	bwBytes := min(int64(2<<30), info.MemoryBytes/4)
	readBW, err := d.ReadBandwidth(bwBytes, 20)
	if err != nil {
		return fmt.Errorf("read bandwidth: %w", err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "## lowbit CUDA GEMV on %s\n\n", info)
	fmt.Fprintf(&b, "Measured read bandwidth (streaming-read kernel, %d MiB, 16-byte loads): **%.0f GB/s**.\n", bwBytes>>20, readBW/1e9)
	fmt.Fprintf(&b, "Kernel time is the mean of %d launches between CUDA events, x and y already on the device; GB/s counts the\n", iters)
	fmt.Fprintf(&b, "weight bytes (all parts of the quantized tensor) one product reads. Activations f32: exact; q8:\n")
	fmt.Fprintf(&b, "rounded to Q8_0 on the device (core.ActivationsQ8), the quantization's launch included in the time.\n\n")
	fmt.Fprintf(&b, "| format | shape | act | n | µs | GB/s | %% of read BW | n=8 / n=1 time |\n|---|---|---|---|---:|---:|---:|---:|\n")
	fmt.Print(b.String())
	rng := rand.New(rand.NewSource(1))
	type key struct {
		name, shape string
		act         core.Activations
	}
	t1 := map[key]float64{}
	emit := func(r result) {
		gbs := float64(r.bytes) / r.sec / 1e9
		ratio := ""
		k := key{r.name, r.shape, r.act}
		if r.n == 1 {
			t1[k] = r.sec
		} else if s, ok := t1[k]; ok && r.n == 8 {
			ratio = fmt.Sprintf("%.2f×", r.sec/s)
		}
		line := fmt.Sprintf("| %s | %s | %s | %d | %.1f | %.0f | %.1f%% | %s |\n", r.name, r.shape, r.act, r.n, r.sec*1e6, gbs, 100*gbs*1e9/readBW, ratio)
		b.WriteString(line)
		fmt.Print(line)
	}
	for _, c := range selectCases(formats) {
		for _, sh := range strings.Split(shapes, ",") {
			rows, cols, err := parseShape(sh)
			if err != nil {
				return err
			}
			w, err := makeMatrix(c, rows, cols, rng)
			if err != nil {
				return fmt.Errorf("%s: %w", c.Name, err)
			}
			dw, err := d.Upload(w)
			if err != nil {
				return fmt.Errorf("%s: %w", c.Name, err)
			}
			for _, act := range modes {
				for _, n := range batches {
					sec, err := timeProducts(d, []*cuda.Tensor{dw}, n, iters, act)
					if err != nil {
						return fmt.Errorf("%s %s %s n=%d: %w", c.Name, sh, act, n, err)
					}
					emit(result{c.Name, fmt.Sprintf("%d×%d", w.Rows(), w.Cols()), act, n, sec, dw.WeightBytes()})
				}
			}
			dw.Free()
			runtime.GC()
		}
		if cycleBytes > 0 {
			rows, cols, err := parseShape(cycleShape)
			if err != nil {
				return err
			}
			w, err := makeMatrix(c, rows, cols, rng)
			if err != nil {
				return err
			}
			k := int((cycleBytes + w.ByteSize() - 1) / w.ByteSize())
			set := make([]*cuda.Tensor, 0, k)
			for i := 0; i < k; i++ {
				dw, err := d.Upload(w)
				if err != nil {
					return fmt.Errorf("%s: cycled set: %w", c.Name, err)
				}
				set = append(set, dw)
			}
			for _, act := range modes {
				for _, n := range batches {
					sec, err := timeProducts(d, set, n, max(iters, 2*k), act)
					if err != nil {
						return err
					}
					emit(result{c.Name, fmt.Sprintf("%d × %d×%d (%.2f GiB, cycled)", k, w.Rows(), w.Cols(), float64(int64(k)*w.ByteSize())/(1<<30)), act, n, sec, set[0].WeightBytes()})
				}
			}
			for _, t := range set {
				t.Free()
			}
			runtime.GC()
		}
	}
	if out != "" {
		return os.WriteFile(out, []byte(b.String()), 0o644)
	}
	return nil
}

// timeProducts times GEMM with n vectors and the activation mode act over the tensors in turn (x and y on the device) and
// returns seconds per product.
func timeProducts(d *cuda.Device, ws []*cuda.Tensor, n, iters int, act core.Activations) (float64, error) {
	w := ws[0]
	s := d.DefaultStream()
	x, err := d.AllocF32(n * int(w.Cols()))
	if err != nil {
		return 0, err
	}
	defer x.Free()
	y, err := d.AllocF32(n * int(w.Rows()))
	if err != nil {
		return 0, err
	}
	defer y.Free()
	rng := rand.New(rand.NewSource(2))
	if err := s.WriteF32(x, cudatest.Vec(n*int(w.Cols()), rng)); err != nil {
		return 0, err
	}
	i := 0
	enqueue := func() error {
		err := s.GEMMWith(ws[i%len(ws)], x, n, y, core.MatVecOptions{Activations: act})
		i++
		return err
	}
	for k := 0; k < min(len(ws), 3)+2; k++ { // warm-up: compile, load, first touch
		if err := enqueue(); err != nil {
			return 0, err
		}
	}
	if err := s.Synchronize(); err != nil {
		return 0, err
	}
	dt, err := s.Time(iters, enqueue)
	if err != nil {
		return 0, err
	}
	return dt.Seconds(), s.Synchronize()
}
