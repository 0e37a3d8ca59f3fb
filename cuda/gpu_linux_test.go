//go:build linux

package cuda

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/cuda/internal/cudatest"
	"github.com/lowbit/lowbit/formats/gptq"
)

func gptqPack(c gptq.Codes) (*core.Tensor, error) { return gptq.Pack(core.GPTQ, c, false) }

// The GPU tests (TestGPU*) run on a CUDA device when there is one and skip, saying why, when
// there is none. TestEmulatedGPU (emu_linux_test.go) runs them again on lowbit's CPU emulator of
// the kernels, so they also run in CI. LOWBIT_REQUIRE_GPU=1 turns the skip into a failure.

// gemvTol is core's bound: |y − Σw·x| ≤ gemvTol·Σ|w·x| with Σw·x the float64 dot product of the
// exactly dequantized row.
const gemvTol = 1e-5

func emulated() bool { return os.Getenv("LOWBIT_EMU") == "1" }

func openDevice(t testing.TB) *Device {
	t.Helper()
	d, err := Open(0)
	if err != nil {
		if errors.Is(err, ErrNotAvailable) && os.Getenv("LOWBIT_REQUIRE_GPU") != "1" {
			t.Skipf("no GPU: %v", err)
		}
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := d.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return d
}

// gpuCases are the variants a test run covers: all of them, or with LOWBIT_GPU_CASES a
// comma-separated list of name prefixes.
func gpuCases() []cudatest.Case {
	all := cudatest.Cases()
	sel := os.Getenv("LOWBIT_GPU_CASES")
	if sel == "" {
		return all
	}
	var out []cudatest.Case
	for _, c := range all {
		for _, p := range strings.Split(sel, ",") {
			if p != "" && strings.HasPrefix(c.Name, p) {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// formatReport collects the largest relative error of every case for the table the test prints.
type formatReport struct {
	mu   sync.Mutex
	rows map[string]*reportRow
}

type reportRow struct {
	gemv, gemm, gateUp, vsCore float64
	shapes                     []string
}

func (r *formatReport) add(name, shape string, gemv, gemm, gateUp, vsCore float64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.rows == nil {
		r.rows = map[string]*reportRow{}
	}
	row := r.rows[name]
	if row == nil {
		row = &reportRow{}
		r.rows[name] = row
	}
	row.gemv, row.gemm = math.Max(row.gemv, gemv), math.Max(row.gemm, gemm)
	row.gateUp, row.vsCore = math.Max(row.gateUp, gateUp), math.Max(row.vsCore, vsCore)
	row.shapes = append(row.shapes, shape)
}

func (r *formatReport) String() string {
	var names []string
	for n := range r.rows {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	fmt.Fprintf(&b, "%-34s %10s %10s %10s %10s  shapes\n", "format", "GEMV", "GEMM", "gate·up", "vs core")
	for _, n := range names {
		row := r.rows[n]
		fmt.Fprintf(&b, "%-34s %10.2e %10.2e %10.2e %10.2e  %s\n", n, row.gemv, row.gemm, row.gateUp, row.vsCore, strings.Join(row.shapes, " "))
	}
	return b.String()
}

// testShapes are the shapes every case runs at: small ones on the emulator (they still take the
// resident-x, tiled-x, split-K and multi-warp paths), model-sized ones on a GPU.
func testShapes() [][2]int {
	if emulated() {
		return [][2]int{{37, 256}, {21, 4096}}
	}
	return [][2]int{{37, 256}, {300, 4096}, {512, 14336}, {4099, 1000}}
}

// TestGPUFormats checks every format variant on the device against the CPU: DequantizeF32 bit for
// bit, GEMV and GEMM (n = 1, 2, 3, 8) within core's error bound of the float64 product of the
// dequantized weights, and gate·up·SiLU; it logs the largest relative error per format, also
// against core.GEMV's own result.
func TestGPUFormats(t *testing.T) {
	d := openDevice(t)
	t.Logf("%s", d.Info())
	var rep formatReport
	defer func() {
		t.Logf("largest relative error |y − Σw·x| / Σ|w·x| per format (tolerance %.0e):\n%s", gemvTol, rep.String())
	}()
	t.Run("cases", func(t *testing.T) { runCases(t, d, &rep) })
}

func runCases(t *testing.T, d *Device, rep *formatReport) {
	for _, c := range gpuCases() {
		c := c
		t.Run(c.Name, func(t *testing.T) {
			if !emulated() {
				t.Parallel() // the CPU side (tensors, references) is most of the time on a GPU
			}
			for si, shape := range testShapes() {
				rows, cols := c.Rows(shape[0]), c.Cols(shape[1])
				rng := rand.New(rand.NewSource(int64(1000*si + len(c.Name))))
				w, err := c.Make(rows, cols, rng)
				if err != nil {
					t.Fatalf("%d×%d: %v", rows, cols, err)
				}
				checkFormat(t, d, c, w, rng, rep)
			}
		})
	}
}

func checkFormat(t *testing.T, d *Device, c cudatest.Case, w *core.Tensor, rng *rand.Rand, rep *formatReport) {
	t.Helper()
	rows, cols := w.Rows(), w.Cols()
	shape := fmt.Sprintf("%d×%d", rows, cols)
	dw, err := d.Upload(w)
	if err != nil {
		t.Fatalf("%s: Upload: %v", shape, err)
	}
	defer func() {
		if err := dw.Free(); err != nil {
			t.Errorf("Free: %v", err)
		}
	}()
	// Dequantize: bit-exact.
	want := make([]float32, rows*cols)
	if err := core.DequantizeF32(w, 0, rows, want); err != nil {
		t.Fatal(err)
	}
	got := make([]float32, rows*cols)
	if err := d.DequantizeF32(dw, got); err != nil {
		t.Fatalf("%s: DequantizeF32: %v", shape, err)
	}
	if i, ok := cudatest.SameBits(got, want); !ok {
		t.Fatalf("%s: DequantizeF32 differs from core at [%d][%d]: GPU %v (%#08x), core %v (%#08x)", shape, int64(i)/cols, int64(i)%cols,
			got[i], math.Float32bits(got[i]), want[i], math.Float32bits(want[i]))
	}
	var worst [2]float64
	var vsCore float64
	for _, n := range []int{1, 2, 3, 8} {
		x := cudatest.Vec(n*int(cols), rng)
		y := make([]float32, int64(n)*rows)
		if err := d.GEMM(dw, x, n, y); err != nil {
			t.Fatalf("%s: GEMM n=%d: %v", shape, n, err)
		}
		dot, mag, err := cudatest.Reference(w, x, n)
		if err != nil {
			t.Fatal(err)
		}
		ycpu := make([]float32, len(y))
		if err := core.GEMM(w, x, n, ycpu); err != nil {
			t.Fatal(err)
		}
		for i := range y {
			e := cudatest.RelErr(y[i], dot[i], mag[i], cols)
			k := min(n-1, 1)
			worst[k] = math.Max(worst[k], e)
			if e > gemvTol {
				t.Fatalf("%s: GEMM n=%d: y[%d][%d] = %v, float64 product %v (Σ|w·x| %v): relative error %.3g > %.0e",
					shape, n, int64(i)/rows, int64(i)%rows, y[i], dot[i], mag[i], e, gemvTol)
			}
			vsCore = math.Max(vsCore, cudatest.RelErr(y[i], float64(ycpu[i]), mag[i], cols))
		}
	}
	if cols%32 == 0 {
		checkQ8(t, d, dw, w, shape, rng, rep, c.Name)
	}
	// Gate·up·SiLU, with a second tensor of the same case (the fused kernel when row-major).
	up, err := c.Make(int(rows), int(cols), rng)
	if err != nil {
		t.Fatal(err)
	}
	dup, err := d.Upload(up)
	if err != nil {
		t.Fatalf("%s: Upload up: %v", shape, err)
	}
	defer dup.Free()
	x := cudatest.Vec(int(cols), rng)
	y := make([]float32, rows)
	if err := d.GEMVGateUpSiLU(dw, dup, x, y); err != nil {
		t.Fatalf("%s: GEMVGateUpSiLU: %v", shape, err)
	}
	gd, gm, _ := cudatest.Reference(w, x, 1)
	ud, um, _ := cudatest.Reference(up, x, 1)
	gu := 0.0
	for r := range y {
		// silu(g)·u with g, u exact: the error of g and u (core's bound each) propagates through
		// |silu'| ≤ 1.1 and the product; compare relative to the magnitudes.
		g, u := gd[r], ud[r]
		want := g / (1 + math.Exp(-g)) * u
		scale := gm[r]*math.Abs(u)*1.1 + um[r]*math.Abs(g/(1+math.Exp(-g))) + 1e-30
		e := math.Abs(float64(y[r])-want) / scale
		if math.Abs(float64(y[r])-want) <= 1e-30 {
			e = 0
		}
		gu = math.Max(gu, e)
		if e > 2*gemvTol {
			t.Fatalf("%s: GEMVGateUpSiLU y[%d] = %v, want %v (relative %.3g)", shape, r, y[r], want, e)
		}
	}
	rep.add(c.Name, shape, worst[0], worst[1], gu, vsCore)
}

// TestGPUGateUpMixedFormats runs gate·up with different formats for gate and up (the unfused
// path: two products and lb_silu_mul_k), host and device-buffer paths, against core.
func TestGPUGateUpMixedFormats(t *testing.T) {
	d := openDevice(t)
	rng := rand.New(rand.NewSource(7))
	q4, _ := core.Lookup(core.Q4_0)
	g, err := cudatest.Blocks(q4, 64, 512, rng)
	if err != nil {
		t.Fatal(err)
	}
	u, err := gptqPack(cudatest.Codes(64, 512, 4, 128, core.F16, true, false, rng))
	if err != nil {
		t.Fatal(err)
	}
	dg, err := d.Upload(g)
	if err != nil {
		t.Fatal(err)
	}
	du, err := d.Upload(u)
	if err != nil {
		t.Fatal(err)
	}
	x := cudatest.Vec(512, rng)
	y, want := make([]float32, 64), make([]float32, 64)
	if err := d.GEMVGateUpSiLU(dg, du, x, y); err != nil {
		t.Fatal(err)
	}
	if err := core.GEMVGateUpSiLU(g, u, x, want); err != nil {
		t.Fatal(err)
	}
	for i := range y {
		if d := math.Abs(float64(y[i] - want[i])); d > 1e-4*(1+math.Abs(float64(want[i]))) {
			t.Fatalf("y[%d] = %v, core %v", i, y[i], want[i])
		}
	}
	// The device-buffer path into a view of a larger buffer gives the same bits.
	s := d.DefaultStream()
	xb, err := d.AllocF32(512)
	if err != nil {
		t.Fatal(err)
	}
	defer xb.Free()
	yb, err := d.AllocF32(64 + 36)
	if err != nil {
		t.Fatal(err)
	}
	defer yb.Free()
	if err := s.WriteF32(xb, x); err != nil {
		t.Fatal(err)
	}
	view, err := yb.View(4*36, 4*64)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.GEMVGateUpSiLU(dg, du, xb, view); err != nil {
		t.Fatal(err)
	}
	y2 := make([]float32, 64)
	if err := s.ReadF32(y2, view); err != nil {
		t.Fatal(err)
	}
	if i, ok := cudatest.SameBits(y2, y); !ok {
		t.Fatalf("stream path y[%d] = %v, host path %v", i, y2[i], y[i])
	}
}

// TestGPULifecycle uploads and frees tensors and buffers repeatedly, and checks the errors of
// using freed or foreign objects.
func TestGPULifecycle(t *testing.T) {
	d := openDevice(t)
	rng := rand.New(rand.NewSource(3))
	q4, _ := core.Lookup(core.Q4_K)
	w, err := cudatest.Blocks(q4, 16, 512, rng)
	if err != nil {
		t.Fatal(err)
	}
	base := len(d.live)
	for i := 0; i < 20; i++ {
		dw, err := d.Upload(w)
		if err != nil {
			t.Fatal(err)
		}
		if dw.Rows() != 16 || dw.Cols() != 512 || dw.WeightBytes() != w.ByteSize() {
			t.Fatalf("uploaded tensor says %d×%d, %d bytes", dw.Rows(), dw.Cols(), dw.WeightBytes())
		}
		if err := dw.Free(); err != nil {
			t.Fatal(err)
		}
		if err := dw.Free(); err == nil || !errors.Is(err, core.ErrInvalidArgument) {
			t.Fatalf("second Free: %v, want ErrInvalidArgument", err)
		}
		if err := d.GEMV(dw, make([]float32, 512), make([]float32, 16)); err == nil {
			t.Fatal("GEMV of a freed tensor succeeded")
		}
	}
	if n := len(d.live); n != base {
		t.Fatalf("%d allocations outlive their Free (had %d)", n, base)
	}
	b, err := d.Alloc(1000)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.View(996, 8); !errors.Is(err, core.ErrOutOfRange) {
		t.Fatalf("View past the end: %v", err)
	}
	v, err := b.View(4, 100)
	if err != nil {
		t.Fatal(err)
	}
	if err := v.Free(); err == nil {
		t.Fatal("freeing a view succeeded")
	}
	if err := b.Free(); err != nil {
		t.Fatal(err)
	}
	if err := d.DefaultStream().Write(b, 0, []byte{1}); err == nil {
		t.Fatal("writing a freed buffer succeeded")
	}
	if err := d.DefaultStream().Write(v, 0, []byte{1}); err == nil {
		t.Fatal("writing a view of a freed buffer succeeded")
	}
	s, err := d.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err == nil {
		t.Fatal("second stream Close succeeded")
	}
	if err := d.DefaultStream().Close(); err == nil {
		t.Fatal("closing the default stream succeeded")
	}
	// A second device handle: tensors do not cross.
	d2, err := Open(0)
	if err != nil {
		t.Fatal(err)
	}
	dw, err := d.Upload(w)
	if err != nil {
		t.Fatal(err)
	}
	if err := d2.GEMV(dw, make([]float32, 512), make([]float32, 16)); err == nil || !errors.Is(err, core.ErrInvalidArgument) {
		t.Fatalf("GEMV with a tensor of another Device: %v", err)
	}
	if err := d2.Close(); err != nil {
		t.Fatal(err)
	}
	if err := d2.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if _, err := d2.Alloc(10); err == nil {
		t.Fatal("Alloc on a closed device succeeded")
	}
	if _, err := Open(-1); !errors.Is(err, core.ErrOutOfRange) {
		t.Fatalf("Open(-1): %v", err)
	}
}

// TestGPUErrors checks argument validation: every failure is an error naming the problem.
func TestGPUErrors(t *testing.T) {
	d := openDevice(t)
	rng := rand.New(rand.NewSource(5))
	q8, _ := core.Lookup(core.Q8_0)
	w, err := cudatest.Blocks(q8, 8, 64, rng)
	if err != nil {
		t.Fatal(err)
	}
	dw, err := d.Upload(w)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		err  error
		want error
	}{
		{"x too short", d.GEMV(dw, make([]float32, 63), make([]float32, 8)), core.ErrInvalidArgument},
		{"y too short", d.GEMV(dw, make([]float32, 64), make([]float32, 7)), core.ErrBufferTooSmall},
		{"n = 0", d.GEMM(dw, nil, 0, nil), core.ErrInvalidArgument},
		{"n = 9", d.GEMM(dw, make([]float32, 9*64), 9, make([]float32, 9*8)), core.ErrInvalidArgument},
		{"nil tensor", d.GEMV(nil, nil, nil), core.ErrInvalidArgument},
		{"dequantize into too little", d.DequantizeF32(dw, make([]float32, 10)), core.ErrBufferTooSmall},
	} {
		if tc.err == nil || !errors.Is(tc.err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, tc.err, tc.want)
		}
	}
	// Upload refuses what core refuses.
	c64, _ := core.Lookup(core.C64)
	bad := []*core.Tensor{
		{Name: "truncated", Format: q8, Shape: []int64{8, 64}, Data: w.Data[:100]},
		{Name: "ragged", Format: q8, Shape: []int64{8, 60}, Data: w.Data},
		{Name: "complex", Format: c64, Shape: []int64{2, 2}, Data: make([]byte, 32)},
		{Name: "scalar", Format: q8, Shape: nil, Data: w.Data},
		nil,
	}
	for _, b := range bad {
		if _, err := d.Upload(b); err == nil {
			t.Errorf("Upload of %v succeeded", b)
		} else {
			t.Logf("Upload refuses: %v", err)
		}
	}
	mlxF, _ := core.Lookup(core.MLX_AFFINE)
	odd, err := core.QuantizeParts(mlxF, core.QuantParams{Bits: 4, GroupSize: 32}, "odd", []int64{4, 64}, make([]float32, 256))
	if err != nil {
		t.Fatal(err)
	}
	odd.Quant.Bits = 7 // a bit width neither MLX nor the kernels take
	if _, err := d.Upload(odd); err == nil {
		t.Error("Upload of 7-bit MLX succeeded")
	}
	// Shapes of gate and up must agree.
	w2, _ := cudatest.Blocks(q8, 9, 64, rng)
	dw2, err := d.Upload(w2)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.GEMVGateUpSiLU(dw, dw2, make([]float32, 64), make([]float32, 9)); !errors.Is(err, core.ErrInvalidArgument) {
		t.Errorf("gate·up of different shapes: %v", err)
	}
	// Empty matrices.
	f32, _ := core.Lookup(core.F32)
	empty := &core.Tensor{Name: "empty", Format: f32, Shape: []int64{3, 0}}
	de, err := d.Upload(empty)
	if err != nil {
		t.Fatalf("Upload of a 3×0 tensor: %v", err)
	}
	y := []float32{1, 2, 3}
	if err := d.GEMV(de, nil, y); err != nil || y[0] != 0 || y[2] != 0 {
		t.Errorf("GEMV of a 3×0 tensor: %v, y = %v", err, y)
	}
}

// TestGPUConcurrent runs products from several goroutines on the default stream and on streams
// of their own; every result must equal the serial one bit for bit (the kernels are
// deterministic).
func TestGPUConcurrent(t *testing.T) {
	d := openDevice(t)
	rng := rand.New(rand.NewSource(11))
	q6, _ := core.Lookup(core.Q6_K)
	w, err := cudatest.Blocks(q6, 64, 1024, rng)
	if err != nil {
		t.Fatal(err)
	}
	dw, err := d.Upload(w)
	if err != nil {
		t.Fatal(err)
	}
	x := cudatest.Vec(1024, rng)
	want := make([]float32, 64)
	if err := d.GEMV(dw, x, want); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			y := make([]float32, 64)
			for i := 0; i < 5; i++ {
				if g%2 == 0 {
					if err := d.GEMV(dw, x, y); err != nil {
						errs <- err
						return
					}
				} else {
					s, err := d.NewStream()
					if err != nil {
						errs <- err
						return
					}
					xb, _ := d.AllocF32(1024)
					yb, _ := d.AllocF32(64)
					err = s.WriteF32(xb, x)
					if err == nil {
						err = s.GEMV(dw, xb, yb)
					}
					if err == nil {
						err = s.ReadF32(y, yb)
					}
					xb.Free()
					yb.Free()
					s.Close()
					if err != nil {
						errs <- err
						return
					}
				}
				if i, ok := cudatest.SameBits(y, want); !ok {
					errs <- fmt.Errorf("goroutine %d: y[%d] = %v, serial %v", g, i, y[i], want[i])
					return
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestGPUBandwidthSmoke runs the streaming-read kernel and a timed GEMV (the benchmark's parts).
func TestGPUBandwidthSmoke(t *testing.T) {
	d := openDevice(t)
	size := int64(256 << 20)
	if emulated() {
		size = 1 << 20
	}
	bw, err := d.ReadBandwidth(size, 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("read bandwidth %.1f GB/s over %d MiB", bw/1e9, size>>20)
	if bw <= 0 || math.IsInf(bw, 0) || math.IsNaN(bw) {
		t.Fatalf("read bandwidth %v", bw)
	}
}

// TestNVRTCOnDevice compiles a module with the machine's own NVRTC (not the prebuilt kernels, not
// a cache), loads it and checks a GEMV: the path a user without prebuilt kernels takes. Skips
// without NVRTC.
func TestNVRTCOnDevice(t *testing.T) {
	if _, err := loadNVRTC(); err != nil {
		t.Skip(err)
	}
	t.Setenv("LOWBIT_CUDA_KERNELS", "")
	t.Setenv("LOWBIT_CUDA_CACHE", t.TempDir())
	d := openDevice(t)
	n, _ := loadNVRTC()
	t.Logf("NVRTC %d.%d from %s for %s", n.major, n.minor, n.path, d.Info().Arch())
	rng := rand.New(rand.NewSource(13))
	q4, _ := core.Lookup(core.Q4_K)
	w, err := cudatest.Blocks(q4, 100, 1024, rng)
	if err != nil {
		t.Fatal(err)
	}
	dw, err := d.Upload(w)
	if err != nil {
		t.Fatal(err)
	}
	x := cudatest.Vec(1024, rng)
	y := make([]float32, 100)
	if err := d.GEMV(dw, x, y); err != nil {
		t.Fatal(err)
	}
	dot, mag, _ := cudatest.Reference(w, x, 1)
	for i := range y {
		if e := cudatest.RelErr(y[i], dot[i], mag[i], 1024); e > gemvTol {
			t.Fatalf("y[%d] = %v, want %v (relative %.3g)", i, y[i], dot[i], e)
		}
	}
	entries, _ := os.ReadDir(os.Getenv("LOWBIT_CUDA_CACHE"))
	if len(entries) == 0 {
		t.Error("nothing was written to the module cache")
	}
}

var q8Opts = core.MatVecOptions{Activations: core.ActivationsQ8}

// xhat is x rounded to Q8_0 by core's encoder (what ActivationsQ8 multiplies): d·q per value.
func xhat(t testing.TB, x []float32) []float32 {
	t.Helper()
	q8, _ := core.Lookup(core.Q8_0)
	blk := make([]byte, len(x)/32*34)
	if err := core.Quantize(q8, x, 1, int64(len(x)), nil, blk); err != nil {
		t.Fatal(err)
	}
	out := make([]float32, len(x))
	for b := 0; b < len(x)/32; b++ {
		d := core.FP16ToFP32(uint16(blk[34*b]) | uint16(blk[34*b+1])<<8)
		for j := 0; j < 32; j++ {
			out[32*b+j] = d * float32(int8(blk[34*b+2+j]))
		}
	}
	return out
}

// checkQ8 checks the 8-bit-activation products (GEMM n = 1, 3, 8 and gate·up) against the float64
// product with x̂, and against core's ActivationsQ8 result; the errors go into the report's
// "q8" row of the case.
func checkQ8(t *testing.T, d *Device, dw *Tensor, w *core.Tensor, shape string, rng *rand.Rand, rep *formatReport, name string) {
	t.Helper()
	rows, cols := w.Rows(), w.Cols()
	var worst [2]float64
	var vsCore float64
	for _, n := range []int{1, 3, 8} {
		x := cudatest.Vec(n*int(cols), rng)
		xh := xhat(t, x)
		y := make([]float32, int64(n)*rows)
		if err := d.GEMMWith(dw, x, n, y, q8Opts); err != nil {
			t.Fatalf("%s: GEMM q8 n=%d: %v", shape, n, err)
		}
		dot, mag, err := cudatest.Reference(w, xh, n)
		if err != nil {
			t.Fatal(err)
		}
		if q8Kernel(dw) && w.Format.ID == core.MLX_AFFINE { // W = scale·q + bias unrounded (gemv_q8.cuh)
			dot, mag = mlxAffineUnrounded(t, w, xh, n)
		}
		ycpu := make([]float32, len(y))
		if err := core.GEMMWith(w, x, n, ycpu, q8Opts); err != nil {
			t.Fatal(err)
		}
		for i := range y {
			e := cudatest.RelErr(y[i], dot[i], mag[i], cols)
			worst[min(n-1, 1)] = math.Max(worst[min(n-1, 1)], e)
			if e > gemvTol {
				t.Fatalf("%s: GEMM q8 n=%d: y[%d][%d] = %v, float64 product with x̂ %v (Σ|w·x̂| %v): relative error %.3g > %.0e (kernel %v)",
					shape, n, int64(i)/rows, int64(i)%rows, y[i], dot[i], mag[i], e, gemvTol, q8Kernel(dw))
			}
			vsCore = math.Max(vsCore, cudatest.RelErr(y[i], float64(ycpu[i]), mag[i], cols))
		}
	}
	rep.add(name+" q8", shape, worst[0], worst[1], 0, vsCore)
}

// TestGPUQ8Geometry runs the 8-bit-activation kernels with every row sharing (KS = 1 … 8) and
// batch width on a matrix whose lanes keep several units, against the float64 product with x̂.
func TestGPUQ8Geometry(t *testing.T) {
	d := openDevice(t)
	saved := tune
	defer func() { tune = saved }()
	for _, id := range []core.FormatID{core.Q4_K, core.Q6_K, core.IQ4_XS} {
		f, _ := core.Lookup(id)
		rng := rand.New(rand.NewSource(int64(id)))
		w, err := cudatest.Blocks(f, 19, 4096, rng)
		if err != nil {
			t.Fatal(err)
		}
		dw, err := d.Upload(w)
		if err != nil {
			t.Fatal(err)
		}
		for _, ks := range []int{1, 2, 4, 8} {
			tune.ks = ks
			for _, n := range []int{1, 2, 5, 8} {
				if p := planQ8(w.Rows(), w.Cols(), n, d.geo); p.KS != ks {
					t.Fatalf("planQ8 KS = %d, want %d", p.KS, ks)
				}
				x := cudatest.Vec(n*int(w.Cols()), rng)
				y := make([]float32, int64(n)*w.Rows())
				if err := d.GEMMWith(dw, x, n, y, q8Opts); err != nil {
					t.Fatalf("%s KS=%d n=%d: %v", f.Name, ks, n, err)
				}
				dot, mag, err := cudatest.Reference(w, xhat(t, x), n)
				if err != nil {
					t.Fatal(err)
				}
				for i := range y {
					if e := cudatest.RelErr(y[i], dot[i], mag[i], w.Cols()); e > gemvTol {
						t.Fatalf("%s KS=%d n=%d: y[%d] = %v, want %v (relative error %.3g)", f.Name, ks, n, i, y[i], dot[i], e)
					}
				}
			}
		}
		dw.Free()
	}
}

// TestGPUQ8Errors: activations Q8_0 cannot hold are errors that name the value (host calls) or
// surface at the stream's next Synchronize (device buffers); rows not a multiple of 32 are refused.
func TestGPUQ8Errors(t *testing.T) {
	d := openDevice(t)
	f, _ := core.Lookup(core.Q4_0)
	rng := rand.New(rand.NewSource(7))
	w, err := cudatest.Blocks(f, 8, 256, rng)
	if err != nil {
		t.Fatal(err)
	}
	dw, err := d.Upload(w)
	if err != nil {
		t.Fatal(err)
	}
	defer dw.Free()
	y := make([]float32, 8)
	for _, bad := range []struct {
		at   int
		v    float32
		want string
	}{{5, float32(math.NaN()), "activation 5 is NaN"}, {40, float32(math.Inf(-1)), "activation 40 is -Inf"}, {70, 3e9, "activations 64…95 reach 3e+09"}} {
		x := cudatest.Vec(256, rng)
		x[bad.at] = bad.v
		err := d.GEMVWith(dw, x, y, q8Opts)
		if !errors.Is(err, core.ErrInvalidArgument) || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("GEMV q8 with x[%d] = %v: %v, want ErrInvalidArgument saying %q", bad.at, bad.v, err, bad.want)
		}
		// The same on device buffers: enqueued, reported by Synchronize, and only once.
		s := d.DefaultStream()
		xb, _ := d.AllocF32(256)
		yb, _ := d.AllocF32(8)
		if err := s.WriteF32(xb, x); err != nil {
			t.Fatal(err)
		}
		if err := s.GEMVWith(dw, xb, yb, q8Opts); err != nil {
			t.Fatalf("enqueue: %v", err)
		}
		if err := s.Synchronize(); !errors.Is(err, core.ErrInvalidArgument) || !strings.Contains(err.Error(), "8-bit activations") {
			t.Errorf("Synchronize after a q8 GEMV of x[%d] = %v: %v, want the activations' error", bad.at, bad.v, err)
		}
		if err := s.Synchronize(); err != nil {
			t.Errorf("second Synchronize: %v", err)
		}
		xb.Free()
		yb.Free()
	}
	// A flagged product followed by one whose activations need a larger scratch: the flag is
	// reported (by the second call or the Synchronize after it), not lost with the old scratch.
	{
		s := d.DefaultStream()
		big, err := cudatest.Blocks(f, 2, 32768, rng)
		if err != nil {
			t.Fatal(err)
		}
		dbig, err := d.Upload(big)
		if err != nil {
			t.Fatal(err)
		}
		x := cudatest.Vec(256, rng)
		x[3] = float32(math.NaN())
		xb, _ := d.AllocF32(256)
		yb, _ := d.AllocF32(8)
		xb2, _ := d.AllocF32(8 * 32768)
		yb2, _ := d.AllocF32(16)
		if err := s.WriteF32(xb, x); err != nil {
			t.Fatal(err)
		}
		if err := s.WriteF32(xb2, cudatest.Vec(8*32768, rng)); err != nil {
			t.Fatal(err)
		}
		if err := s.GEMVWith(dw, xb, yb, q8Opts); err != nil {
			t.Fatal(err)
		}
		errA := s.GEMMWith(dbig, xb2, 8, yb2, q8Opts)
		errB := s.Synchronize()
		reported := 0
		for _, e := range []error{errA, errB} {
			if e != nil {
				if !errors.Is(e, core.ErrInvalidArgument) || !strings.Contains(e.Error(), "8-bit activations") {
					t.Errorf("unexpected error: %v", e)
				}
				reported++
			}
		}
		if reported != 1 {
			t.Errorf("a NaN activation before the q8 scratch grew: reported %d times (%v, %v), want once", reported, errA, errB)
		}
		for _, b := range []*Buffer{xb, yb, xb2, yb2} {
			b.Free()
		}
		dbig.Free()
	}
	// Finite activations on device buffers: no error, the right product.
	x := cudatest.Vec(256, rng)
	if err := d.GEMVWith(dw, x, y, q8Opts); err != nil {
		t.Fatal(err)
	}
	// Rows of 48 values: refused with 8-bit activations.
	f16, _ := core.Lookup(core.F16)
	w48, err := cudatest.Blocks(f16, 4, 48, rng)
	if err != nil {
		t.Fatal(err)
	}
	d48, err := d.Upload(w48)
	if err != nil {
		t.Fatal(err)
	}
	defer d48.Free()
	if err := d.GEMVWith(d48, cudatest.Vec(48, rng), y, q8Opts); !errors.Is(err, core.ErrInvalidArgument) || !strings.Contains(err.Error(), "multiple of 32") {
		t.Errorf("q8 GEMV of 48-value rows: %v, want ErrInvalidArgument about multiples of 32", err)
	}
	if err := d.GEMVWith(dw, x, y, core.MatVecOptions{Activations: 7}); !errors.Is(err, core.ErrInvalidArgument) {
		t.Errorf("activation mode 7: %v, want ErrInvalidArgument", err)
	}
}

// mlxAffineUnrounded is the float64 product of n vectors xs with an MLX affine tensor whose
// weights are scale·q + bias, not rounded to the scales' dtype (what the 8-bit-activation kernels
// multiply), and Σ|w·x|.
func mlxAffineUnrounded(t testing.TB, w *core.Tensor, xs []float32, n int) (dot, mag []float64) {
	t.Helper()
	rows, cols := int(w.Rows()), int(w.Cols())
	bits, g := w.Quant.Bits, w.Quant.GroupSize
	codes := w.Part(core.RoleWeight).Data
	rowBytes := len(codes) / rows
	at := func(p *core.Tensor, i int) float64 {
		switch p.Format.ID {
		case core.F16:
			return float64(core.FP16ToFP32(uint16(p.Data[2*i]) | uint16(p.Data[2*i+1])<<8))
		case core.BF16:
			return float64(core.BF16ToFP32(uint16(p.Data[2*i]) | uint16(p.Data[2*i+1])<<8))
		}
		return float64(math.Float32frombits(uint32(p.Data[4*i]) | uint32(p.Data[4*i+1])<<8 | uint32(p.Data[4*i+2])<<16 | uint32(p.Data[4*i+3])<<24))
	}
	sc, bi := w.Part(core.RoleScales), w.Part(core.RoleBiases)
	dot, mag = make([]float64, n*rows), make([]float64, n*rows)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			bit := c * bits // LSB first within the row
			q := 0
			for k := 0; k < bits; k++ {
				q |= int(codes[r*rowBytes+(bit+k)/8]>>((bit+k)%8)&1) << k
			}
			gi := r*(cols/g) + c/g
			wv := at(sc, gi)*float64(q) + at(bi, gi)
			for v := 0; v < n; v++ {
				p := wv * float64(xs[v*cols+c])
				dot[v*rows+r] += p
				mag[v*rows+r] += math.Abs(p)
			}
		}
	}
	return dot, mag
}

// TestGPUHugeActivations multiplies tiny weights with activations near float32's largest values:
// the products and the row sums are finite, but a SCALED decoder's unit sum of codes times x
// overflows there and must be summed again from the weights (gemv_rows.cuh), as core's kernels do.
func TestGPUHugeActivations(t *testing.T) {
	d := openDevice(t)
	rng := rand.New(rand.NewSource(11))
	const rows, cols = 8, 512
	for _, id := range []core.FormatID{core.Q4_0, core.Q8_0, core.Q4_1, core.Q5_0, core.Q5_1, core.IQ4_NL,
		core.Q2_K, core.Q3_K, core.Q4_K, core.Q5_K, core.Q6_K, core.IQ4_XS, core.MXFP4, core.NVFP4, core.TQ2_0} {
		f, err := core.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		src := make([]float32, rows*cols)
		for i := range src {
			src[i] = float32(math.Abs(rng.NormFloat64())) * 1e-6
		}
		rb, err := f.RowBytes(cols)
		if err != nil {
			t.Fatal(err)
		}
		data := make([]byte, rows*rb)
		if err := core.Quantize(f, src, rows, cols, nil, data); err != nil {
			t.Fatalf("%s: Quantize: %v", f.Name, err)
		}
		w := &core.Tensor{Name: f.Name, Format: f, Shape: []int64{rows, cols}, Data: data}
		dw, err := d.Upload(w)
		if err != nil {
			t.Fatalf("%s: Upload: %v", f.Name, err)
		}
		x := make([]float32, 8*cols)
		for i := range x {
			x[i] = float32(0.1+0.9*rng.Float64()) * 3e38
		}
		for _, n := range []int{1, 2, 8} {
			y := make([]float32, n*rows)
			if err := d.GEMM(dw, x[:n*cols], n, y); err != nil {
				t.Fatalf("%s: GEMM n=%d: %v", f.Name, n, err)
			}
			dot, mag, err := cudatest.Reference(w, x[:n*cols], n)
			if err != nil {
				t.Fatal(err)
			}
			for i := range y {
				if e := cudatest.RelErr(y[i], dot[i], mag[i], cols); !(e <= gemvTol) {
					t.Errorf("%s n=%d vector %d row %d: %v, float64 %v", f.Name, n, i/rows, i%rows, y[i], dot[i])
					break
				}
			}
		}
		if err := dw.Free(); err != nil {
			t.Error(err)
		}
	}
}
