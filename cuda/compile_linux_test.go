//go:build linux

package cuda

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// compileArchs are the architectures CI compiles every kernel for: A100 (sm_80), A10/RTX 30
// (sm_86), L4/L40/RTX 40 (sm_89), H100/H200 (sm_90).
var compileArchs = []int{80, 86, 89, 90}

// TestCompileAllKernels compiles every embedded kernel module (every format variant and the util
// module) with lowbit's own NVRTC binding: for sm_90, or for every arch of compileArchs with
// LOWBIT_CUDA_COMPILE_ALL=1 (make cuda-compile). NVRTC comes from .venv
// (scripts/install-oracles.sh installs nvidia-cuda-nvrtc-cu12); without it the test skips, or
// fails when LOWBIT_REQUIRE_ORACLES=1. Images land in the module cache, so a second run of the
// same sources with the same NVRTC only reads them back. ptxas's register and spill report of
// fresh compiles is logged (go test -v).
func TestCompileAllKernels(t *testing.T) {
	// Every module × 4 archs takes NVRTC many minutes on a 2-core machine, too long for
	// `make test`: there every module compiles for sm_90 (about a minute of NVRTC, nothing once
	// cached), so a kernel that does not compile still fails it; `make cuda-compile`
	// (LOWBIT_CUDA_COMPILE_ALL=1) compiles for all four archs.
	archs := []int{90}
	if os.Getenv("LOWBIT_CUDA_COMPILE_ALL") == "1" {
		archs = compileArchs
	}
	n, err := loadNVRTC()
	if err != nil {
		if os.Getenv("LOWBIT_REQUIRE_ORACLES") == "1" {
			t.Fatalf("LOWBIT_REQUIRE_ORACLES=1 and %v", err)
		}
		t.Skip(err)
	}
	t.Logf("NVRTC %d.%d from %s", n.major, n.minor, n.path)
	specs := allSpecs()
	mods := []*kernelSpec{nil}
	for i := range specs {
		mods = append(mods, &specs[i])
	}
	var (
		mu      sync.Mutex
		spills  []string
		fresh   int
		started = time.Now()
	)
	t.Run("modules", func(t *testing.T) {
		for _, spec := range mods {
			key := utilKey
			if spec != nil {
				key = spec.Key
			}
			for _, arch := range archs {
				t.Run(fmt.Sprintf("%s/sm_%d", key, arch), func(t *testing.T) {
					t.Parallel()
					if target, ptx := n.target(arch); ptx {
						t.Fatalf("NVRTC %d.%d cannot emit CUBIN for sm_%d (would fall back to %s)", n.major, n.minor, arch, target)
					}
					img, cached, err := moduleImage(spec, arch, ptxasVerbose)
					if err != nil {
						t.Fatal(err)
					}
					if len(img.image) == 0 {
						t.Fatal("empty image")
					}
					if cached {
						return
					}
					rep := ptxasReport(img.log)
					t.Logf("%d bytes of CUBIN\n%s", len(img.image), rep)
					mu.Lock()
					defer mu.Unlock()
					fresh++
					for _, l := range strings.Split(rep, "\n") {
						if m := spillRE.FindStringSubmatch(l); m != nil {
							if v, _ := strconv.Atoi(m[1]); v > 0 {
								spills = append(spills, fmt.Sprintf("%s sm_%d %s", key, arch, l))
							}
						}
					}
				})
			}
		}
	})
	t.Logf("%d modules × %v (%d compiled now, the rest from the cache) in %v",
		len(mods), archs, fresh, time.Since(started).Round(time.Millisecond))
	for _, s := range spills {
		t.Logf("register spill: %s", s)
	}
}

var spillRE = regexp.MustCompile(`(\d+) bytes spill stores`)

// TestPrebuildKernels writes every module compiled for the archs in LOWBIT_CUDA_PREBUILD_ARCHS
// (default 90) into LOWBIT_CUDA_PREBUILD, under the names moduleImage looks for in
// LOWBIT_CUDA_KERNELS: `make gpu-check` ships them so the GPU machine needs no NVRTC. Skips
// unless LOWBIT_CUDA_PREBUILD is set.
func TestPrebuildKernels(t *testing.T) {
	dir := os.Getenv("LOWBIT_CUDA_PREBUILD")
	if dir == "" {
		t.Skip("LOWBIT_CUDA_PREBUILD is not set")
	}
	n, err := loadNVRTC()
	if err != nil {
		t.Fatal(err)
	}
	archs := []int{90}
	if s := os.Getenv("LOWBIT_CUDA_PREBUILD_ARCHS"); s != "" {
		archs = nil
		for _, f := range strings.Split(s, ",") {
			a, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(f), "sm_"))
			if err != nil {
				t.Fatalf("LOWBIT_CUDA_PREBUILD_ARCHS: %v", err)
			}
			archs = append(archs, a)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	specs := allSpecs()
	mods := []*kernelSpec{nil}
	for i := range specs {
		mods = append(mods, &specs[i])
	}
	var total int64
	var mu sync.Mutex
	t.Run("modules", func(t *testing.T) {
		for _, spec := range mods {
			for _, arch := range archs {
				t.Run(fmt.Sprintf("%v/sm_%d", spec, arch), func(t *testing.T) {
					t.Parallel()
					if _, ptx := n.target(arch); ptx {
						t.Fatalf("NVRTC %d.%d cannot emit CUBIN for sm_%d", n.major, n.minor, arch)
					}
					img, _, err := moduleImage(spec, arch, nil)
					if err != nil {
						t.Fatal(err)
					}
					if err := cacheWrite(dir, prebuiltName(moduleSource(spec), arch), img.image); err != nil {
						t.Fatal(err)
					}
					mu.Lock()
					total += int64(len(img.image))
					mu.Unlock()
				})
			}
		}
	})
	t.Logf("%d modules × %v: %.1f MiB of CUBIN in %s (NVRTC %d.%d)", len(mods), archs, float64(total)/(1<<20), dir, n.major, n.minor)
}
