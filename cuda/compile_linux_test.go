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
// module) for every arch of compileArchs with lowbit's own NVRTC binding. NVRTC comes from .venv
// (scripts/install-oracles.sh installs nvidia-cuda-nvrtc-cu12); without it the test skips, or
// fails when LOWBIT_REQUIRE_ORACLES=1. Images land in the module cache, so a second run of the
// same sources with the same NVRTC only reads them back. ptxas's register and spill report of
// fresh compiles is logged (go test -v).
func TestCompileAllKernels(t *testing.T) {
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
			for _, arch := range compileArchs {
				t.Run(fmt.Sprintf("%s/sm_%d", key, arch), func(t *testing.T) {
					t.Parallel()
					if target, ptx := n.target(arch); ptx {
						t.Fatalf("NVRTC %d.%d cannot emit CUBIN for sm_%d (would fall back to %s)", n.major, n.minor, arch, target)
					}
					img, cached, err := moduleImage(n, spec, arch, ptxasVerbose)
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
	t.Logf("%d modules × %d archs (%d compiled now, the rest from the cache) in %v",
		len(mods), len(compileArchs), fresh, time.Since(started).Round(time.Millisecond))
	for _, s := range spills {
		t.Logf("register spill: %s", s)
	}
}

var spillRE = regexp.MustCompile(`(\d+) bytes spill stores`)
