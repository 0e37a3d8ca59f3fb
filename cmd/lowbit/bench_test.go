package main

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/ggmlcpu"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

// BenchmarkGEMV is `lowbit bench`'s GEMV and GEMM n=8 measurement as a Go benchmark: for each
// format in $LOWBIT_BENCH_FORMATS (default Q4_0,Q4_K,Q8_0), engine and thread count, b.N calls
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
	opt := benchOptions{threads: []int{1, 2}, setBytes: 512 << 20, gemm: true, poolRows: 256, seed: 1}
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
					run("lowbit", s.useLowbit && (batch == 1 || lowbitGEMM != nil), func() error { core.SetThreads(th); return nil }, func(k int) error {
						if batch == 1 {
							return lowbitGEMV(s.mats[k], s.x1[k%2], s.y1[k%2])
						}
						return lowbitGEMM(s.mats[k], s.x8[k%2], 8, s.y8[k%2])
					})
					core.SetThreads(0)
				}
			}
		})
	}
}
