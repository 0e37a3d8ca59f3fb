//go:build linux

package cuda

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestEmulatedGPU runs the GPU tests (TestGPU*) on lowbit's CPU emulator of the CUDA kernels
// (internal/emu): a stand-in libcuda and NVRTC, built here with the host C++ compiler, that
// compile the very kernel sources as C++ and run them over a simulated grid (real threads per
// CTA, barriers, warp shuffles, shared memory, alignment checks, guard pages after every device
// allocation). Everything of the package then runs as on a GPU — the purego bindings, NVRTC
// compile and cache, parameter packing, layouts, launch geometry, the kernels' indexing,
// synchronization and numerics — except the GPU itself.
//
// The test binary runs itself again with the emulator as its CUDA (environment variables, so the
// once-loaded driver of this process is not involved). It skips without a C++ compiler, unless
// LOWBIT_REQUIRE_ORACLES=1. In -short mode it covers one variant per kernel family; otherwise
// all (LOWBIT_GPU_CASES narrows it either way).
func TestEmulatedGPU(t *testing.T) {
	if os.Getenv("LOWBIT_EMU") == "1" {
		t.Skip("already running on the emulator")
	}
	cxx := os.Getenv("LOWBIT_EMU_CXX")
	if cxx == "" {
		cxx = "g++"
	}
	if _, err := exec.LookPath(cxx); err != nil {
		if os.Getenv("LOWBIT_REQUIRE_ORACLES") == "1" {
			t.Fatalf("LOWBIT_REQUIRE_ORACLES=1 and no C++ compiler for the CUDA emulator: %v", err)
		}
		t.Skipf("no C++ compiler (%s) for the CUDA emulator", cxx)
	}
	dir := t.TempDir()
	shim, err := filepath.Abs("internal/emu")
	if err != nil {
		t.Fatal(err)
	}
	lib := filepath.Join(dir, "libemu.so")
	build := exec.Command(cxx, "-std=c++17", "-O1", "-fPIC", "-shared", "-pthread", filepath.Join(shim, "libemu.cpp"), "-o", lib, "-ldl")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the emulator: %v\n%s", err, out)
	}
	cases := os.Getenv("LOWBIT_GPU_CASES")
	if cases == "" && testing.Short() {
		// One variant per kernel family and decoder style.
		cases = "Q4_0,Q4_K,Q6_K,IQ2_XS,IQ1_M,TQ1_0,NVFP4,F16,F8_E4M3,I32,MLX_AFFINE/b3/g64/BF16,MLX_nvfp4/global,GPTQ/b3,GPTQ/b4/g128/F16/act=true,AWQ_GEMM/zeros=true,AWQ_GEMV/g32,CT/b4/zeros=true"
	}
	run := os.Getenv("LOWBIT_EMU_RUN")
	if run == "" {
		run = "^TestGPU"
	}
	cmd := exec.Command(os.Args[0], "-test.run", run, "-test.v", "-test.count=1", "-test.timeout=3h")
	cmd.Env = append(os.Environ(),
		"LOWBIT_EMU=1", "LOWBIT_REQUIRE_GPU=1",
		"LOWBIT_LIBCUDA="+lib, "LOWBIT_NVRTC="+lib, "LOWBIT_EMU_SHIM="+shim, "LOWBIT_EMU_CXX="+cxx,
		"LOWBIT_CUDA_CACHE="+filepath.Join(dir, "cache"), "TMPDIR="+dir,
		"LOWBIT_GPU_CASES="+cases)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err = cmd.Run()
	t.Logf("emulated run (%v, cases %q):\n%s", time.Since(start).Round(time.Second), cases, tail(out.String(), 200))
	if err != nil {
		t.Fatalf("the GPU tests failed on the emulator: %v", err)
	}
	if !strings.Contains(out.String(), "--- PASS: TestGPUFormats") {
		t.Fatalf("TestGPUFormats did not pass on the emulator")
	}
}

func tail(s string, lines int) string {
	l := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(l) > lines {
		l = append([]string{"..."}, l[len(l)-lines:]...)
	}
	return strings.Join(l, "\n")
}
