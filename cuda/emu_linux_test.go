//go:build linux

package cuda

import (
	"bytes"
	"crypto/sha256"
	"fmt"
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
// LOWBIT_REQUIRE_ORACLES=1. By default it covers one variant per kernel family and decoder style
// (emuDefaultCases), in -short mode fewer, with LOWBIT_EMU_ALL=1 every variant; LOWBIT_GPU_CASES
// names the variants (name prefixes) explicitly.
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
	shim, err := filepath.Abs("internal/emu")
	if err != nil {
		t.Fatal(err)
	}
	dir, lib, err := emuBuild(cxx, shim, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cases := os.Getenv("LOWBIT_GPU_CASES")
	if cases == "" && os.Getenv("LOWBIT_EMU_ALL") != "1" {
		// One variant per kernel family and decoder style (LOWBIT_EMU_ALL=1: every variant, which
		// compiles every module with the host compiler and takes a while).
		cases = emuDefaultCases
		if testing.Short() {
			cases = "Q4_0,Q4_K,MLX_AFFINE/b3/g64/BF16,GPTQ/b3/g128/F16/act=true,AWQ_GEMM/zeros=true"
		}
	}
	run := os.Getenv("LOWBIT_EMU_RUN")
	if run == "" {
		run = "^TestGPU"
	}
	cmd := exec.Command(os.Args[0], "-test.run", run, "-test.v", "-test.count=1", "-test.timeout=3h")
	cmd.Env = append(os.Environ(),
		"LOWBIT_EMU=1", "LOWBIT_REQUIRE_GPU=1",
		"LOWBIT_LIBCUDA="+lib, "LOWBIT_NVRTC="+lib, "LOWBIT_EMU_SHIM="+shim, "LOWBIT_EMU_CXX="+cxx,
		"LOWBIT_CUDA_CACHE="+filepath.Join(dir, "cache"), "LOWBIT_EMU_OUT="+filepath.Join(dir, "modules"),
		"LOWBIT_GPU_CASES="+cases)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err = cmd.Run()
	o := out.String()
	if i := strings.Index(o, "largest relative error"); i >= 0 { // the per-format table, whole
		if j := strings.Index(o[i:], "\n--- "); j >= 0 {
			t.Logf("%s", o[i:i+j])
		}
	}
	t.Logf("emulated run (%v, cases %q):\n%s", time.Since(start).Round(time.Second), cases, tail(o, 60))
	if err != nil {
		t.Fatalf("the GPU tests failed on the emulator: %v", err)
	}
	if !strings.Contains(o, "--- PASS: TestGPUFormats") {
		t.Fatalf("TestGPUFormats did not pass on the emulator")
	}
}

const emuDefaultCases = "Q4_0,Q4_K,Q6_K,IQ2_XS,IQ1_M,TQ1_0,NVFP4,F16,F8_E4M3,I32,MLX_AFFINE/b3/g64/BF16,MLX_nvfp4/global," +
	"GPTQ/b3,GPTQ/b4/g128/F16/act=true,AWQ_GEMM/zeros=true,AWQ_GEMV/g32,CT/b4/zeros=true," +
	// the 8-bit-activation decoders (gemv_q8.cuh) the variants above leave out
	"Q8_0,Q5_K,Q5_1,IQ4_XS,MLX_AFFINE/b4/g64/BF16,MLX_AFFINE/b8/g64/BF16"

// emuBuild builds the emulator library into a directory named by the hash of its sources (in the
// user cache, so that modules compiled by earlier runs are reused; tmp if there is none) and
// returns that directory and the library's path.
func emuBuild(cxx, shim, tmp string) (dir, lib string, err error) {
	h := sha256.New()
	for _, f := range []string{"emu_shim.h", "libemu.cpp"} {
		b, err := os.ReadFile(filepath.Join(shim, f))
		if err != nil {
			return "", "", err
		}
		h.Write(b)
	}
	h.Write([]byte(cxx))
	dir = tmp
	if base, err := os.UserCacheDir(); err == nil {
		dir = filepath.Join(base, "lowbit", fmt.Sprintf("cuda-emu-%x", h.Sum(nil)[:8]))
	}
	if err := os.MkdirAll(filepath.Join(dir, "modules"), 0o755); err != nil {
		dir = tmp
		if err := os.MkdirAll(filepath.Join(dir, "modules"), 0o755); err != nil {
			return "", "", err
		}
	}
	lib = filepath.Join(dir, "libemu.so")
	if _, err := os.Stat(lib); err == nil {
		return dir, lib, nil
	}
	part := fmt.Sprintf("%s.%d", lib, os.Getpid())
	build := exec.Command(cxx, "-std=c++17", "-O1", "-fPIC", "-shared", "-pthread", filepath.Join(shim, "libemu.cpp"), "-o", part, "-ldl")
	if out, err := build.CombinedOutput(); err != nil {
		return "", "", fmt.Errorf("building the CUDA emulator: %v\n%s", err, out)
	}
	return dir, lib, os.Rename(part, lib)
}

func tail(s string, lines int) string {
	l := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(l) > lines {
		l = append([]string{"..."}, l[len(l)-lines:]...)
	}
	return strings.Join(l, "\n")
}
