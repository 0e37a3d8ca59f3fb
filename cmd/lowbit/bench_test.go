package main

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/ggmlcpu"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

// BenchmarkGEMV is `lowbit bench`'s GEMV and GEMM n=8 measurement as a Go benchmark: for each
// format in $LOWBIT_BENCH_FORMATS (default Q4_0,Q4_K,Q8_0), engine (ggml, lowbit-f32, lowbit-q8)
// and thread count, b.N calls
// cycle through the format's ≥ 512 MiB set of matrices. It reports weight GB/s.
//
//	go test ./cmd/lowbit -run '^$' -bench GEMV -benchtime 100x
func BenchmarkGEMV(b *testing.B) {
	gl, err := ggmlcpu.Load("", "")
	if err != nil {
		if errors.Is(err, ggmlcpu.ErrMissing) && os.Getenv("LOWBIT_REQUIRE_ORACLES") != "1" {
			b.Skip(err)
		}
		b.Fatal(err)
	}
	ref := ggmlref.Require(b)
	names := os.Getenv("LOWBIT_BENCH_FORMATS")
	if names == "" {
		names = "Q4_0,Q4_K,Q8_0"
	}
	opt := benchOptions{threads: []int{1, 2}, setBytes: 512 << 20, gemm: true, poolRows: 256, seed: 1, acts: lowbitModes[:]}
	for _, name := range strings.Split(names, ",") {
		sp, err := parseSpec(name)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(sp.label, func(b *testing.B) {
			s, res, err := buildSet(sp, gl, ref, opt)
			if err != nil {
				b.Skip(err)
			}
			defer s.free()
			n := len(s.mats)
			for _, th := range opt.threads {
				for _, batch := range []int{1, 8} {
					run := func(engine string, ok bool, setup func() error, call func(k int) error) {
						b.Run(fmt.Sprintf("%s/n=%d/threads=%d", engine, batch, th), func(b *testing.B) {
							if !ok {
								b.Skip("not supported")
							}
							if err := setup(); err != nil {
								b.Fatal(err)
							}
							for k := max(0, n-4); k < n; k++ { // warm-up
								if err := call(k); err != nil {
									b.Fatal(err)
								}
							}
							k := 0
							start := time.Now()
							for b.Loop() {
								if err := call(k); err != nil {
									b.Fatal(err)
								}
								if k++; k == n {
									k = 0
								}
							}
							b.ReportMetric(float64(res.matBytes)*float64(b.N)/time.Since(start).Seconds()/1e9, "GB/s")
						})
					}
					run("ggml", s.useGGML, func() error { return gl.SetThreads(th) }, func(k int) error {
						if batch == 1 {
							return s.gm1[k].Compute()
						}
						return s.gm8[k].Compute()
					})
					_ = gl.SetThreads(0)
					for _, a := range lowbitModes {
						o := core.MatVecOptions{Activations: a}
						ok := slices.Contains(s.lowbitActs, a) && (batch == 1 || lowbitGEMM != nil)
						run("lowbit-"+a.String(), ok, func() error { core.SetThreads(th); return nil }, func(k int) error {
							if batch == 1 {
								return lowbitGEMV(s.mats[k], s.x1[k%2], s.y1[k%2], o)
							}
							return lowbitGEMM(s.mats[k], s.x8[k%2], 8, s.y8[k%2], o)
						})
					}
					core.SetThreads(0)
				}
			}
		})
	}
}

func TestParseActivations(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []core.Activations
	}{
		{"f32,q8", []core.Activations{core.ActivationsF32, core.ActivationsQ8}},
		{"q8, f32", []core.Activations{core.ActivationsF32, core.ActivationsQ8}},
		{"f32", []core.Activations{core.ActivationsF32}},
		{"Q8", []core.Activations{core.ActivationsQ8}},
		{"q8,q8", []core.Activations{core.ActivationsQ8}},
	} {
		got, err := parseActivations(c.in)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("parseActivations(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "f16", "f32,", "q4"} {
		if got, err := parseActivations(bad); err == nil {
			t.Errorf("parseActivations(%q) = %v, want an error", bad, got)
		}
	}
	if err := runBench([]string{"-activations", "int8"}); err == nil || !strings.Contains(err.Error(), "-activations") {
		t.Errorf("runBench -activations int8: %v, want an -activations error", err)
	}
}

func TestLowbitSupportsModes(t *testing.T) {
	for _, name := range []string{"Q4_0", "Q8_0", "Q4_K", "F16"} {
		sp, err := parseSpec(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range lowbitModes {
			if !lowbitSupportsMode(sp, a) {
				t.Errorf("%s: lowbit's GEMV in mode %s fails on the probe tensor", name, a)
			}
		}
	}
}

func TestGEMVTargets(t *testing.T) {
	r := &formatResult{label: "Q4_0", bpw: 4.5, matBytes: 1e9}
	ms := func(v float64) time.Duration { return time.Duration(v * float64(time.Millisecond)) }
	both := []core.Activations{core.ActivationsF32, core.ActivationsQ8}
	tr := func(th int, f32, q8, ggml float64) threadResult {
		var t threadResult
		t.threads = th
		t.lowbit[core.ActivationsF32].gemv, t.lowbit[core.ActivationsQ8].gemv, t.ggml.gemv = ms(f32), ms(q8), ms(ggml)
		return t
	}
	for _, c := range []struct {
		t    threadResult
		acts []core.Activations
		peak float64
		want string
	}{
		// 1 thread: speed only
		{tr(1, 10, 8, 12), both, 100, "met (f32, q8)"},
		{tr(1, 12, 8, 12), both, 100, "met (q8)"},
		{tr(1, 12, 11, 12), both, 100, "missed (fastest q8): speed 1.09× < 1.1×"},
		{tr(1, 12, 11, 12), both[:1], 100, "missed (fastest f32): speed 1.00× < 1.1×"},
		// 2 threads, ≥ 4 bpw: 1 GB in 10 ms is 100 GB/s
		{tr(2, 10, 8, 12), both, 100, "met (f32, q8)"},
		{tr(2, 10, 8, 12), both, 120, "met (q8)"},
		{tr(2, 10, 9, 12), both, 200, "missed (fastest q8): bandwidth 56 % < 85 %"},
		{tr(2, 10, 9, 0), both, 0, "—"},
		{tr(1, 0, 0, 12), both, 100, "—"},
	} {
		if got := gemvTargets(r, c.t, c.peak, c.acts); got != c.want {
			t.Errorf("gemvTargets(%d threads, %v, %v, peak %v) = %q, want %q", c.t.threads, c.t.lowbit, c.t.ggml, c.peak, got, c.want)
		}
	}
}

// TestBenchReport writes a report of made-up results and checks that every table row has as many
// cells as its header, with both lowbit modes in the columns.
func TestBenchReport(t *testing.T) {
	for _, acts := range [][]core.Activations{lowbitModes[:], {core.ActivationsQ8}} {
		opt := benchOptions{threads: []int{1, 2}, setBytes: 128 << 20, minTime: time.Millisecond, passes: 1, gemm: true,
			dequant: true, check: true, poolRows: 8, bwBytes: 64 << 20, bwPasses: 5, checkStep: 16, rounds: 1, acts: acts}
		ms := func(v float64) time.Duration { return time.Duration(v * float64(time.Millisecond)) }
		f, err := core.LookupName("Q4_0")
		if err != nil {
			t.Fatal(err)
		}
		res := &formatResult{f: f, label: "Q4_0", bpw: 4.5, matrices: 4, matBytes: 33 << 20, quantizer: "lowbit"}
		for _, th := range opt.threads {
			tr := threadResult{threads: th, dram: 20 * float64(th), ggml: engineTimes{ms(3), ms(5)}}
			tr.lowbit[core.ActivationsF32] = engineTimes{ms(2.5), ms(4)}
			tr.lowbit[core.ActivationsQ8] = engineTimes{ms(2), ms(3)}
			res.threads = append(res.threads, tr)
		}
		res.accGGML = accuracy{max: 1e-3, l2: 2e-3, max8: 1e-3, ok: true}
		res.accLowbit[core.ActivationsF32] = accuracy{max: 1e-7, l2: 2e-7, max8: 1e-7, ok: true}
		res.accLowbit[core.ActivationsQ8] = accuracy{max: 1.1e-3, l2: 2.1e-3, max8: 1.1e-3, ok: true}
		rep := &benchReport{command: "lowbit bench", lowbit: true, results: []*formatResult{res}}
		var sb strings.Builder
		rep.write(&sb, opt)
		out := sb.String()
		if strings.Contains(out, "%!") {
			t.Errorf("bad format verb in the report:\n%s", out)
		}
		cells := -1
		for _, line := range strings.Split(out, "\n") {
			if !strings.HasPrefix(line, "|") {
				cells = -1
				continue
			}
			n := strings.Count(line, "|")
			if cells < 0 {
				cells = n
			} else if n != cells {
				t.Errorf("row with %d cells under a header of %d: %s", n-1, cells-1, line)
			}
		}
		for _, a := range acts {
			for _, want := range []string{"lowbit " + a.String() + " ms", "lowbit " + a.String() + " speed-up", "lowbit " + a.String() + " error max / L2"} {
				if !strings.Contains(out, want) {
					t.Errorf("report lacks %q:\n%s", want, out)
				}
			}
		}
		if len(acts) == 1 && strings.Contains(out, "lowbit f32 ms") {
			t.Errorf("-activations q8 report has f32 columns:\n%s", out)
		}
		if !strings.Contains(out, "1.1e-03 / 2.1e-03") {
			t.Errorf("report lacks lowbit q8's accuracy:\n%s", out)
		}
		if testing.Verbose() {
			t.Log("\n" + out)
		}
	}
}

func TestCPUInfoModel(t *testing.T) {
	const zen5 = "processor\t: 0\nvendor_id\t: AuthenticAMD\ncpu family\t: 26\nmodel\t\t: 2\nmodel name\t: AMD EPYC\nstepping\t: 1\n\nprocessor\t: 1\nvendor_id\t: GenuineIntel\ncpu family\t: 6\nmodel\t\t: 143\n"
	for _, c := range []struct{ info, want string }{
		{zen5, "AMD EPYC (family 0x1a model 0x2 stepping 1: Zen 5)"},
		{"vendor_id : AuthenticAMD\ncpu family : 25\nmodel : 17\nmodel name : AMD EPYC 9R14\nstepping : 1\n", "AMD EPYC 9R14 (family 0x19 model 0x11 stepping 1: Zen 4)"},
		{"vendor_id : AuthenticAMD\ncpu family : 25\nmodel : 1\nmodel name : AMD EPYC 7R13\nstepping : 1\n", "AMD EPYC 7R13 (family 0x19 model 0x1 stepping 1: Zen 3)"},
		{"vendor_id : GenuineIntel\ncpu family : 6\nmodel : 143\nmodel name : Intel Xeon\nstepping : 8\n", "Intel Xeon (family 0x6 model 0x8f stepping 8)"},
		{"processor : 0\nBogoMIPS : 50.00\nCPU implementer : 0x41\n", ""}, // arm64: no model name
	} {
		if got := cpuinfoModel(c.info); got != c.want {
			t.Errorf("cpuinfoModel(%q) = %q, want %q", c.info, got, c.want)
		}
	}
}

func TestParseSpecScales(t *testing.T) {
	for in, want := range map[string]string{"MLX_AFFINE:8:64": "MLX_AFFINE:8:64", "MLX_AFFINE:8:64:BF16": "MLX_AFFINE:8:64:BF16", "MLX_AFFINE:4:32:F32": "MLX_AFFINE:4:32:F32"} {
		sp, err := parseSpec(in)
		if err != nil || sp.label != want {
			t.Errorf("parseSpec(%q) = %q, %v; want %q", in, sp.label, err, want)
		}
	}
	if sp, _ := parseSpec("MLX_AFFINE:8:64:BF16"); sp.q.Float != core.BF16 {
		t.Errorf("MLX_AFFINE:8:64:BF16: scales %v, want BF16", sp.q.Float)
	}
	for _, in := range []string{"MLX_AFFINE:8:64:Q4_0", "MLX_AFFINE:8:64:BF16:1", "MLX_AFFINE:8:64:NOPE"} {
		if _, err := parseSpec(in); err == nil {
			t.Errorf("parseSpec(%q): no error", in)
		}
	}
}

func TestRandomCodesFinite(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, name := range []string{"F8_E4M3", "F8_E5M2", "F8_E8M0", "I8", "U16", "I64", "F64", "BOOL", "F4", "F6_E3M2"} {
		f, err := core.LookupName(name)
		if err != nil {
			t.Fatal(err)
		}
		const rows, cols = 8, 256
		codes, err := randomCodes(f, r, rows, cols)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		vals := make([]float32, rows*cols)
		tt := &core.Tensor{Name: name, Format: f, Shape: []int64{rows, cols}, Data: codes}
		if err := core.DequantizeF32(tt, 0, rows, vals); err != nil {
			t.Fatal(err)
		}
		nonzero := 0
		for i, v := range vals {
			if !(math.Abs(float64(v)) <= 0x1p100) {
				t.Fatalf("%s: element %d = %v", name, i, v)
			}
			if v != 0 {
				nonzero++
			}
		}
		if nonzero < len(vals)/4 {
			t.Errorf("%s: only %d of %d elements nonzero", name, nonzero, len(vals))
		}
	}
}
