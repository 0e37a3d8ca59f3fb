package main

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/lowbit/lowbit/internal/ggmlcpu"
)

type benchReport struct {
	command            string
	started, finished  time.Time
	loadStart, loadEnd string
	cpuModel           string
	cpus               int
	bwKernel           string
	lowbit             bool
	gl                 *ggmlcpu.Lib
	results            []*formatResult
	skipped            []string
}

func msStr(d time.Duration) string {
	if d <= 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.3f", d.Seconds()*1e3)
}

func gbStr(v float64) string {
	if v <= 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.1f", v)
}

func accStr(a accuracy) string {
	if !a.ok {
		return "n/a"
	}
	return fmt.Sprintf("%.1e / %.1e", a.max, a.l2)
}

func ratioStr(num, den float64) string {
	if num <= 0 || den <= 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.2f×", num/den)
}

// gbps is the weight bytes a call reads per second.
func gbps(bytes int64, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(bytes) / d.Seconds() / 1e9
}

// bwTarget says whether the ≥ 85 % of DRAM bandwidth target applies: formats of 4 bits per weight
// and more (the issue names 4- and 8-bit formats, Q5_K, Q6_K and F16/BF16), at 2 threads.
func bwTarget(f *formatResult, threads int) bool {
	return threads == 2 && f.bpw >= 4
}

func (rep *benchReport) write(w io.Writer, opt benchOptions) {
	p := func(format string, a ...any) { fmt.Fprintf(w, format, a...) }
	p("## lowbit bench, %s\n\n", rep.started.UTC().Format("2006-01-02 15:04 MST"))
	p("Command: `%s` (%.0f s)\n\n", rep.command, rep.finished.Sub(rep.started).Seconds())
	p("- Machine: %s, %d CPUs, %s %s/%s, GOMAXPROCS %d. Load average at start %s, at end %s.\n",
		rep.cpuModel, rep.cpus, runtime.Version(), runtime.GOOS, runtime.GOARCH, runtime.GOMAXPROCS(0), rep.loadStart, rep.loadEnd)
	if gl := rep.gl; gl != nil {
		var others []string
		for _, s := range gl.Scores {
			others = append(others, fmt.Sprintf("%s %d", strings.TrimSuffix(strings.TrimPrefix(s.File, "libggml-cpu-"), ".so"), s.Score))
		}
		p("- ggml %s (commit %s) CPU backend from %s: %s (ggml_backend_score of each variant: %s); features %s; weights in the first extra buffer type that supports them (%s), as llama.cpp places them; persistent threadpool (poll 50).\n",
			gl.Version, gl.Commit, gl.Dir, gl.Variant, strings.Join(others, ", "), strings.Join(gl.Features, " "), strings.Join(gl.Extra, ", "))
	} else {
		p("- ggml: not loaded.\n")
	}
	if !rep.lowbit {
		p("- lowbit: core.GEMV does not exist yet; its columns read n/a.\n")
	}
	p("- DRAM read bandwidth: a streaming sum over %d MiB (%s), best of %d passes, measured before and after each round.\n",
		opt.bwBytes>>20, rep.bwKernel, opt.bwPasses)
	p("- Weights: per format at least %d MiB, matrices alternating %d×%d and %d×%d (out × in), random N(0,1) rows quantized (%d distinct rows per shape, shuffled per matrix), cycled like a model's layers; a time is the best pass over the whole set (per round ≥ %d passes and ≥ %v for GEMV, ≥ 1 pass for GEMM) divided by the matrices in it. GB/s counts weight bytes (10⁹ B/s).\n",
		opt.setBytes>>20, benchShapes[0][0], benchShapes[0][1], benchShapes[1][0], benchShapes[1][1], opt.poolRows, opt.passes, opt.minTime)
	p("- Each format and thread count is measured in %d rounds, each round the DRAM bandwidth, then ggml, then lowbit, then the DRAM bandwidth again; every figure is the best over the rounds (the bandwidth: the highest of its 2×%d measurements).", opt.rounds, opt.rounds)
	if opt.quietWait > 0 {
		p(" Before each round the bench waited up to %v for other processes to keep fewer than %.2f CPUs busy.", opt.quietWait, opt.quietCPUs)
	}
	p(" Other CPU: how many CPUs other processes kept busy on average during the rounds (/proc/stat less this process); steal: the hypervisor's share. Neighbours on the host that compete for memory bandwidth show only in the DRAM column.\n\n")

	// The % columns divide by the highest bandwidth the run measured at the thread count: on a
	// shared machine a format's own DRAM figure may have been taken while a neighbour held the
	// other core or the memory bus, and a low denominator would flatter everyone.
	peak := map[int]float64{}
	for _, r := range rep.results {
		for _, t := range r.threads {
			peak[t.threads] = max(peak[t.threads], t.dram)
		}
	}
	var peaks []string
	for _, th := range opt.threads {
		peaks = append(peaks, fmt.Sprintf("%d thread(s) %.1f GB/s", th, peak[th]))
	}
	p("### GEMV, one f32 vector\n\n")
	p("DRAM: the read bandwidth measured around this format's rounds; the %% DRAM columns divide by the highest the run measured at that thread count (%s).\n", strings.Join(peaks, ", "))
	p("Targets (issue 5): lowbit ≥ 1.1× ggml; ≥ 85 %% of DRAM bandwidth at 2 threads for formats of ≥ 4 bits per weight.\n\n")
	p("| format | bpw | threads | DRAM GB/s | lowbit ms | ggml ms | lowbit GB/s | ggml GB/s | lowbit %% DRAM | ggml %% DRAM | lowbit speed-up | other CPU / steal | targets |\n")
	p("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n")
	for _, r := range rep.results {
		for _, t := range r.threads {
			lg, gg := gbps(r.matBytes, t.lowbit.gemv), gbps(r.matBytes, t.ggml.gemv)
			pct := func(v float64) string {
				if v <= 0 || peak[t.threads] <= 0 {
					return "n/a"
				}
				return fmt.Sprintf("%.0f %%", 100*v/peak[t.threads])
			}
			target := "—"
			if t.lowbit.gemv > 0 {
				var miss []string
				checked := 0
				if t.ggml.gemv > 0 {
					checked++
					if t.ggml.gemv.Seconds() < 1.1*t.lowbit.gemv.Seconds() {
						miss = append(miss, fmt.Sprintf("speed %.2f× < 1.1×", t.ggml.gemv.Seconds()/t.lowbit.gemv.Seconds()))
					}
				}
				if bwTarget(r, t.threads) && peak[t.threads] > 0 {
					checked++
					if lg < 0.85*peak[t.threads] {
						miss = append(miss, fmt.Sprintf("bandwidth %.0f %% < 85 %%", 100*lg/peak[t.threads]))
					}
				}
				switch {
				case len(miss) > 0:
					target = "missed: " + strings.Join(miss, ", ")
				case checked > 0:
					target = "met"
				}
			}
			p("| %s | %.2f | %d | %.1f | %s | %s | %s | %s | %s | %s | %s | %.2f / %.2f | %s |\n",
				r.label, r.bpw, t.threads, t.dram, msStr(t.lowbit.gemv), msStr(t.ggml.gemv),
				gbStr(lg), gbStr(gg), pct(lg), pct(gg), ratioStr(t.ggml.gemv.Seconds(), t.lowbit.gemv.Seconds()), t.other, t.steal, target)
		}
	}

	if opt.gemm {
		p("\n### GEMM, n = 8 vectors (W read once)\n\n")
		p("Target: lowbit n=8 time ≤ 2× its n=1 time.\n\n")
		p("| format | threads | lowbit n=8 ms | lowbit n=8 / n=1 | ggml n=8 ms | ggml n=8 / n=1 | lowbit speed-up |\n")
		p("|---|---:|---:|---:|---:|---:|---:|\n")
		for _, r := range rep.results {
			for _, t := range r.threads {
				p("| %s | %d | %s | %s | %s | %s | %s |\n", r.label, t.threads,
					msStr(t.lowbit.gemm8), ratioStr(t.lowbit.gemm8.Seconds(), t.lowbit.gemv.Seconds()),
					msStr(t.ggml.gemm8), ratioStr(t.ggml.gemm8.Seconds(), t.ggml.gemv.Seconds()),
					ratioStr(t.ggml.gemm8.Seconds(), t.lowbit.gemm8.Seconds()))
			}
		}
	}

	if opt.dequant {
		p("\n### Dequantization to f32, 1 thread\n\n")
		p("8 rows at a time into a cache-resident buffer, weights streamed from DRAM; GB/s of weight bytes. lowbit: core.DequantizeF32; ggml: ggml_get_type_traits(type)->to_float. Target: lowbit ≥ 1.5× ggml.\n\n")
		p("| format | lowbit GB/s | ggml GB/s | lowbit / ggml |\n")
		p("|---|---:|---:|---:|\n")
		for _, r := range rep.results {
			p("| %s | %s | %s | %s |\n", r.label, gbStr(r.deqLowbit), gbStr(r.deqGGML), ratioStr(r.deqLowbit, r.deqGGML))
		}
	}

	if opt.check {
		p("\n### Accuracy and set-up\n\n")
		p("Error of y against an f64 dot of the rows as ggml's to_float decodes them, on the first matrix of each shape (every %d-th row): largest |y − ref| / Σ|w·x| over the rows, and ‖y − ref‖ / ‖ref‖. ggml converts the activations to the type in the column before its integer dot products, so its error is that 8-bit (or f16/bf16) rounding.\n\n", opt.checkStep)
		p("| format | set | quantized by | ggml weights in | ggml activations | ggml error max / L2 | ggml n=8 max | lowbit error max / L2 | lowbit n=8 max |\n")
		p("|---|---|---|---|---|---:|---:|---:|---:|\n")
		for _, r := range rep.results {
			n8 := func(a accuracy, ok bool) string {
				if !a.ok || !ok {
					return "n/a"
				}
				return fmt.Sprintf("%.1e", a.max8)
			}
			p("| %s | %d × %.1f MiB | %s | %s | %s | %s | %s | %s | %s |\n", r.label, r.matrices, float64(r.matBytes)/(1<<20), r.quantizer,
				orNA(r.ggmlBuf), orNA(r.ggmlAct), accStr(r.accGGML), n8(r.accGGML, opt.gemm), accStr(r.accLowbit), n8(r.accLowbit, opt.gemm && lowbitGEMM != nil))
		}
	}
	if len(rep.skipped) > 0 {
		p("\nNot measured:\n\n")
		for _, s := range rep.skipped {
			p("- %s\n", s)
		}
	}
}

func orNA(s string) string {
	if s == "" {
		return "n/a"
	}
	return s
}
