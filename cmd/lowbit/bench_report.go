package main

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/ggmlcpu"
)

type benchReport struct {
	command            string
	started, finished  time.Time
	loadStart, loadEnd string
	cpuModel           string
	cpus               int
	bwKernel           string
	simd               string // lowbit's CPU kernel level (core.SIMD)
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

// gbPctStr is "GB/s (% of peak)".
func gbPctStr(v, peak float64) string {
	if v <= 0 {
		return "n/a"
	}
	if peak <= 0 {
		return gbStr(v)
	}
	return fmt.Sprintf("%.1f (%.0f %%)", v, 100*v/peak)
}

// gemvTargets evaluates the GEMV targets — lowbit ≥ 1.1× ggml, and where bwTarget says so ≥ 85 %
// of peak — for each of lowbit's modes: "met (modes)" names those that meet every target that
// applies, "missed (fastest MODE): …" what the fastest mode misses when none meets them (the
// fastest misses the least: both targets improve with a shorter time), "—" when none applies.
func gemvTargets(r *formatResult, t threadResult, peak float64, acts []core.Activations) string {
	var met []string
	var best core.Activations
	var bestMiss []string
	bestTime := time.Duration(0)
	checked := 0
	for _, a := range acts {
		d := t.lowbit[a].gemv
		if d <= 0 {
			continue
		}
		var miss []string
		n := 0
		if t.ggml.gemv > 0 {
			n++
			if t.ggml.gemv.Seconds() < 1.1*d.Seconds() {
				miss = append(miss, fmt.Sprintf("speed %.2f× < 1.1×", t.ggml.gemv.Seconds()/d.Seconds()))
			}
		}
		if bwTarget(r, t.threads) && peak > 0 {
			n++
			if g := gbps(r.matBytes, d); g < 0.85*peak {
				miss = append(miss, fmt.Sprintf("bandwidth %.0f %% < 85 %%", 100*g/peak))
			}
		}
		checked = max(checked, n)
		if n > 0 && len(miss) == 0 {
			met = append(met, a.String())
		}
		if bestTime == 0 || d < bestTime {
			best, bestTime, bestMiss = a, d, miss
		}
	}
	switch {
	case checked == 0:
		return "—"
	case len(met) > 0:
		return "met (" + strings.Join(met, ", ") + ")"
	}
	return fmt.Sprintf("missed (fastest %s): %s", best, strings.Join(bestMiss, ", "))
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
	} else {
		p("- lowbit's CPU kernels: %s (levels of this architecture: %s).\n", rep.simd, strings.Join(core.SIMDLevels(), ", "))
	}
	p("- DRAM read bandwidth: a streaming sum over %d MiB (%s), best of %d passes, measured before and after each round.\n",
		opt.bwBytes>>20, rep.bwKernel, opt.bwPasses)
	p("- Weights: per format at least %d MiB, matrices alternating %d×%d and %d×%d (out × in), random N(0,1) rows quantized (%d distinct rows per shape, shuffled per matrix; formats neither engine quantizes — safetensors' integer, boolean, float64 and 4- to 8-bit float dtypes — get random codes, every element that is not finite or beyond 2^100 zeroed: the accuracy table's “quantized by” says which), cycled like a model's layers; a time is the best pass over the whole set (per round ≥ %d passes and ≥ %v for GEMV, ≥ 1 pass for GEMM) divided by the matrices in it. GB/s counts weight bytes (10⁹ B/s).\n",
		opt.setBytes>>20, benchShapes[0][0], benchShapes[0][1], benchShapes[1][0], benchShapes[1][1], opt.poolRows, opt.passes, opt.minTime)
	var modeNames []string
	for _, a := range opt.acts {
		modeNames = append(modeNames, a.String())
	}
	p("- lowbit's activation modes timed (-activations): %s. f32 is its default (core.GEMV, core.GEMM): the activations stay exact float32. q8 is its explicit option core.ActivationsQ8 (core.GEMVWith / core.GEMMWith with core.MatVecOptions{Activations: core.ActivationsQ8}), never the default: it rounds each activation vector to Q8_0 as ggml's CPU backend does and multiplies the weights' integer codes with the int8 values in integer (VNNI) dot products where the format has such a kernel, the float32 kernel with the rounded vector otherwise — the like-for-like comparison with ggml, whose products use 8-bit activations too.\n",
		strings.Join(modeNames, " and "))
	p("- Each format and thread count is measured in %d rounds, each round the DRAM bandwidth, then ggml, then lowbit in each mode (%s), then the DRAM bandwidth again; every figure is the best over the rounds (the bandwidth: the highest of its 2×%d measurements).", opt.rounds, strings.Join(modeNames, ", then "), opt.rounds)
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
	// header cells: one per lowbit mode, then ggml's
	cols := func(format string) string {
		var c []string
		for _, m := range modeNames {
			c = append(c, fmt.Sprintf(format, "lowbit "+m))
		}
		return strings.Join(append(c, fmt.Sprintf(format, "ggml")), " | ")
	}
	speedCols := func() string {
		var c []string
		for _, m := range modeNames {
			c = append(c, "lowbit "+m+" speed-up")
		}
		return strings.Join(c, " | ")
	}
	align := func(n int) string { return strings.Repeat("---:|", n) }
	nm := len(opt.acts)

	p("### GEMV, one f32 vector\n\n")
	p("DRAM: the read bandwidth measured around this format's rounds; GB/s (%% DRAM): the weight bytes a call reads per second, and that as a share of the highest bandwidth the run measured at the thread count (%s). Speed-up: ggml's time / lowbit's time in that mode.\n", strings.Join(peaks, ", "))
	p("Targets (issue 5): lowbit ≥ 1.1× ggml; ≥ 85 %% of DRAM bandwidth at 2 threads for formats of ≥ 4 bits per weight. They are checked for each lowbit mode; the column names the modes that meet them all, or, where none does, what lowbit's fastest mode misses.\n\n")
	p("| format | bpw | threads | DRAM GB/s | %s | %s | %s | other CPU / steal | targets |\n", cols("%s ms"), cols("%s GB/s (%% DRAM)"), speedCols())
	p("|---|---:|---:|---:|%s---:|---|\n", align(2*(nm+1)+nm))
	for _, r := range rep.results {
		for _, t := range r.threads {
			var ms, gb, sp []string
			for _, a := range opt.acts {
				d := t.lowbit[a].gemv
				ms = append(ms, msStr(d))
				gb = append(gb, gbPctStr(gbps(r.matBytes, d), peak[t.threads]))
				sp = append(sp, ratioStr(t.ggml.gemv.Seconds(), d.Seconds()))
			}
			ms = append(ms, msStr(t.ggml.gemv))
			gb = append(gb, gbPctStr(gbps(r.matBytes, t.ggml.gemv), peak[t.threads]))
			p("| %s | %.2f | %d | %.1f | %s | %s | %s | %.2f / %.2f | %s |\n",
				r.label, r.bpw, t.threads, t.dram, strings.Join(ms, " | "), strings.Join(gb, " | "), strings.Join(sp, " | "),
				t.other, t.steal, gemvTargets(r, t, peak[t.threads], opt.acts))
		}
	}

	if opt.gemm {
		p("\n### GEMM, n = 8 vectors (W read once)\n\n")
		p("ms (n=8 / n=1): the time of a call with 8 vectors, and that divided by the same engine's and mode's GEMV time; GB/s (%% DRAM) and speed-up as for GEMV. Target: lowbit n=8 time ≤ 2× its n=1 time; the column names the lowbit modes that meet it, and the ratio of those that do not.\n\n")
		p("| format | threads | %s | %s | %s | target |\n", cols("%s ms (n=8 / n=1)"), cols("%s GB/s (%% DRAM)"), speedCols())
		p("|---|---:|%s---|\n", align(2*(nm+1)+nm))
		for _, r := range rep.results {
			for _, t := range r.threads {
				var ms, gb, sp, met, miss []string
				cell := func(e engineTimes) string {
					if e.gemm8 <= 0 {
						return "n/a"
					}
					return fmt.Sprintf("%s (%s)", msStr(e.gemm8), ratioStr(e.gemm8.Seconds(), e.gemv.Seconds()))
				}
				for _, a := range opt.acts {
					e := t.lowbit[a]
					ms = append(ms, cell(e))
					gb = append(gb, gbPctStr(gbps(r.matBytes, e.gemm8), peak[t.threads]))
					sp = append(sp, ratioStr(t.ggml.gemm8.Seconds(), e.gemm8.Seconds()))
					if e.gemm8 > 0 && e.gemv > 0 {
						if e.gemm8.Seconds() <= 2*e.gemv.Seconds() {
							met = append(met, a.String())
						} else {
							miss = append(miss, fmt.Sprintf("%s %.2f×", a, e.gemm8.Seconds()/e.gemv.Seconds()))
						}
					}
				}
				ms = append(ms, cell(t.ggml))
				gb = append(gb, gbPctStr(gbps(r.matBytes, t.ggml.gemm8), peak[t.threads]))
				target := "—"
				switch {
				case len(met) > 0 && len(miss) > 0:
					target = fmt.Sprintf("met (%s); missed: %s", strings.Join(met, ", "), strings.Join(miss, ", "))
				case len(met) > 0:
					target = fmt.Sprintf("met (%s)", strings.Join(met, ", "))
				case len(miss) > 0:
					target = "missed: " + strings.Join(miss, ", ")
				}
				p("| %s | %d | %s | %s | %s | %s |\n", r.label, t.threads,
					strings.Join(ms, " | "), strings.Join(gb, " | "), strings.Join(sp, " | "), target)
			}
		}
	}

	if opt.dequant {
		p("\n### Dequantization to f32, 1 thread\n\n")
		p("8 rows at a time into a cache-resident buffer, weights streamed from DRAM; GB/s of weight bytes, the best of one pass per round (each engine's passes in a row). lowbit: core.DequantizeF32; ggml: ggml_get_type_traits(type)->to_float. Target: lowbit ≥ 1.5× ggml.\n\n")
		p("| format | lowbit GB/s | ggml GB/s | lowbit / ggml |\n")
		p("|---|---:|---:|---:|\n")
		for _, r := range rep.results {
			p("| %s | %s | %s | %s |\n", r.label, gbStr(r.deqLowbit), gbStr(r.deqGGML), ratioStr(r.deqLowbit, r.deqGGML))
		}
	}

	if opt.check {
		p("\n### Accuracy and set-up\n\n")
		p("Error of y against an f64 dot of the rows as ggml's to_float decodes them with the exact activations x, on the first matrix of each shape (every %d-th row): largest |y − ref| / Σ|w·x| over the rows, and ‖y − ref‖ / ‖ref‖. ggml converts the activations to the type in its activations column before its integer dot products, so its error is that 8-bit (or f16/bf16) rounding; lowbit q8 rounds them to Q8_0 likewise and should show a similar error, lowbit f32 keeps them exact.\n\n", opt.checkStep)
		var hdr []string
		for _, m := range modeNames {
			hdr = append(hdr, fmt.Sprintf("lowbit %s error max / L2 | lowbit %s n=8 max", m, m))
		}
		p("| format | set | quantized by | ggml weights in | ggml activations | ggml error max / L2 | ggml n=8 max | %s |\n", strings.Join(hdr, " | "))
		p("|---|---|---|---|---|---:|---:|%s\n", align(2*nm))
		for _, r := range rep.results {
			n8 := func(a accuracy, ok bool) string {
				if !a.ok || !ok {
					return "n/a"
				}
				return fmt.Sprintf("%.1e", a.max8)
			}
			var low []string
			for _, a := range opt.acts {
				low = append(low, accStr(r.accLowbit[a]), n8(r.accLowbit[a], opt.gemm && lowbitGEMM != nil))
			}
			p("| %s | %d × %.1f MiB | %s | %s | %s | %s | %s | %s |\n", r.label, r.matrices, float64(r.matBytes)/(1<<20), r.quantizer,
				orNA(r.ggmlBuf), orNA(r.ggmlAct), accStr(r.accGGML), n8(r.accGGML, opt.gemm), strings.Join(low, " | "))
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
