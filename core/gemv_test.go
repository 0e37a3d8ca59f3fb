package core

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
)

// gemvTol is the bound the GEMV tests hold every format to: |y − Σ w·x| ≤ gemvTol·Σ|w·x|, with
// Σ w·x the float64 dot product of the exactly dequantized row (see the bound in gemv.go).
const gemvTol = 1e-5

// testMatrix builds a rows×cols tensor of format f: quantized from random data when lowbit can
// quantize f, random block bytes otherwise (blocks whose decoded values are not all finite and
// moderate are drawn again, so that random fp16 scale fields cannot make inf/NaN).
func testMatrix(t testing.TB, f *Format, rows, cols int, rng *rand.Rand) *Tensor {
	t.Helper()
	src := make([]float32, rows*cols)
	for i := range src {
		src[i] = float32(rng.NormFloat64())
	}
	name := fmt.Sprintf("%s[%d×%d]", f.Name, rows, cols)
	if f.IsParts() {
		group, bits := MLXDefaults(f)
		if cols%group != 0 {
			group = cols
		}
		// bf16 scales, as MLX checkpoints of bf16 models have them.
		w, err := QuantizeParts(f, QuantParams{Bits: bits, GroupSize: group, Float: BF16}, name, []int64{int64(rows), int64(cols)}, src)
		if err != nil {
			t.Fatalf("%s: QuantizeParts: %v", name, err)
		}
		return w
	}
	rb, err := f.RowBytes(int64(cols))
	if err != nil {
		t.Fatal(err)
	}
	data := make([]byte, int64(rows)*rb)
	switch {
	case f.encode != nil:
		if err := Quantize(f, src, int64(rows), int64(cols), nil, data); err != nil {
			t.Fatalf("%s: Quantize: %v", name, err)
		}
	case f.encodeWeighted != nil && f.Has(FlagQuantized):
		im := make([]float32, cols)
		for i := range im {
			im[i] = 0.5 + rng.Float32()
		}
		if err := Quantize(f, src, int64(rows), int64(cols), im, data); err != nil {
			t.Fatalf("%s: Quantize: %v", name, err)
		}
	default:
		be, bb := f.BlockElems, f.BlockBytes
		vals := make([]float32, be)
		for b := 0; b < len(data)/bb; b++ {
			blk := data[b*bb : (b+1)*bb]
			for try := 0; ; try++ {
				rng.Read(blk)
				if try > 50 { // e.g. I64: random 8 bytes are ~1e19; keep the low half
					clear(blk[len(blk)/2:])
				}
				f.decode(vals, blk)
				if sane(vals) {
					break
				}
				if try > 1000 {
					t.Fatalf("%s: no random block decodes to finite values", f.Name)
				}
			}
		}
	}
	return &Tensor{Name: name, Format: f, Shape: []int64{int64(rows), int64(cols)}, Data: data}
}

func sane(v []float32) bool {
	for _, x := range v {
		if math.IsNaN(float64(x)) || math.Abs(float64(x)) > 1e12 {
			return false
		}
	}
	return true
}

// refProducts returns, per row and vector, the float64 dot product of the dequantized row with x
// and Σ|w·x|.
func refProducts(t testing.TB, w *Tensor, xs []float32, n int) (dot, mag []float64) {
	t.Helper()
	rows, cols := int(w.Rows()), int(w.Cols())
	deq := make([]float32, rows*cols)
	if err := DequantizeF32(w, 0, int64(rows), deq); err != nil {
		t.Fatalf("%s: DequantizeF32: %v", w.Name, err)
	}
	dot, mag = make([]float64, n*rows), make([]float64, n*rows)
	for v := 0; v < n; v++ {
		x := xs[v*cols : (v+1)*cols]
		for r := 0; r < rows; r++ {
			var s, m float64
			for c, wv := range deq[r*cols : (r+1)*cols] {
				p := float64(wv) * float64(x[c])
				s += p
				m += math.Abs(p)
			}
			dot[v*rows+r], mag[v*rows+r] = s, m
		}
	}
	return dot, mag
}

// relErr is |got − want| / Σ|w·x| (0 when both are 0), after taking off the error underflow may
// add: at most 2⁻¹⁵⁰ per product and per sum (see the bound in gemv.go), cols·2⁻¹⁴⁸ in all.
func relErr(got float32, want, mag float64, cols int) float64 {
	d := math.Abs(float64(got)-want) - float64(cols)*0x1p-148
	if d <= 0 {
		return 0
	}
	if mag == 0 {
		return math.Inf(1)
	}
	return d / mag
}

func randVec(rng *rand.Rand, n int) []float32 {
	x := make([]float32, n)
	for i := range x {
		x[i] = float32(rng.NormFloat64())
	}
	return x
}

// shapeCols are the row lengths tested for a format: one block, a few blocks, more than one kernel
// span with a remainder, and 14336.
func shapeCols(f *Format) []int {
	be := max(1, f.BlockElems)
	if f.IsParts() {
		be, _ = MLXDefaults(f)
	}
	cols := []int{be, 3 * be, 6 * be, 7 * be, (kernelSpan + 512) / be * be, 14336 / be * be}
	if be == 1 { // 53 and 595: an odd number of 16-column chunks in a kernel call
		cols = append(cols, 45, 33, 53, 595)
	}
	return cols
}

var shapeRows = []int{1, 3, 6, 37, 130}

// simdLevels are the kernel levels this machine can run, best first, ending with pure Go.
func simdLevels() []int {
	var ls []int
	for l := simdBest; l >= 0; l-- {
		ls = append(ls, l)
	}
	return ls
}

// computeFormats is every registry row GEMV must handle, with a tensor builder.
func computeFormats(t *testing.T) []*Format {
	var fs []*Format
	for _, f := range Formats() {
		if f.Has(FlagRemoved) || !f.CanDequantize() {
			continue
		}
		if f.IsParts() && !f.CanQuantizeParts() {
			continue // no quantizer in core to build a test tensor (the formats packages test them)
		}
		fs = append(fs, f)
	}
	return fs
}

// TestGEMVMatchesFloat64 checks GEMV, GEMM and GEMVGateUpSiLU of every format, at every SIMD
// level, against the float64 product of the dequantized weights, and the SIMD kernels against
// the generic ones, on every shape class.
func TestGEMVMatchesFloat64(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(1))
	worst := map[string]float64{}
	for _, f := range computeFormats(t) {
		for _, cols := range shapeCols(f) {
			rows := shapeRows
			if testing.Short() || cols > 8192 {
				rows = []int{1, 7, 37}
			}
			for _, nr := range rows {
				w := testMatrix(t, f, nr, cols, rng)
				xs := randVec(rng, 8*cols)
				dot, mag := refProducts(t, w, xs, 8)
				var generic []float32
				for _, level := range simdLevels() {
					setSIMDLevel(level)
					name := fmt.Sprintf("%s/%dx%d/simd%d", f.Name, nr, cols, level)
					y := make([]float32, nr)
					if err := GEMV(w, xs[:cols], y); err != nil {
						t.Fatalf("%s: GEMV: %v", name, err)
					}
					for r := range y {
						e := relErr(y[r], dot[r], mag[r], cols)
						worst[f.Name] = max(worst[f.Name], e)
						if !(e <= gemvTol) {
							t.Errorf("%s: GEMV row %d = %v, float64 %v (Σ|w·x| %v): relative error %.3g", name, r, y[r], dot[r], mag[r], e)
						}
					}
					if level == simdNone {
						generic = y
					}
					for _, n := range []int{2, 3, 4, 5, 6, 8} { // 6: a last pass of two vectors (the 4×2 kernels)
						yn := make([]float32, n*nr)
						if err := GEMM(w, xs[:n*cols], n, yn); err != nil {
							t.Fatalf("%s: GEMM n=%d: %v", name, n, err)
						}
						for v := 0; v < n; v++ {
							for r := 0; r < nr; r++ {
								e := relErr(yn[v*nr+r], dot[v*nr+r], mag[v*nr+r], cols)
								worst[f.Name] = max(worst[f.Name], e)
								if !(e <= gemvTol) {
									t.Errorf("%s: GEMM n=%d vector %d row %d = %v, float64 %v: relative error %.3g", name, n, v, r, yn[v*nr+r], dot[v*nr+r], e)
								}
							}
						}
					}
				}
				// The SIMD kernels against the generic one (both within the bound of the
				// float64 result, so within twice the bound of each other).
				setSIMDLevel(simdBest)
				y := make([]float32, nr)
				if err := GEMV(w, xs[:cols], y); err != nil {
					t.Fatal(err)
				}
				for r := range y {
					if e := relErr(y[r], float64(generic[r]), mag[r], cols); !(e <= 2*gemvTol) {
						t.Errorf("%s %dx%d row %d: SIMD %v, generic %v: relative difference %.3g", f.Name, nr, cols, r, y[r], generic[r], e)
					}
				}
			}
		}
	}
	for _, f := range computeFormats(t) {
		t.Logf("%-12s max relative error %.3g", f.Name, worst[f.Name])
	}
}

func TestGEMVGateUpSiLU(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for _, pair := range [][2]FormatID{{Q4_0, Q4_0}, {Q8_0, F16}, {F32, BF16}} {
		for _, shape := range [][2]int{{1, 64}, {37, 4096}, {300, 14336}} {
			rows, cols := shape[0], shape[1]
			g := testMatrix(t, registry[pair[0]], rows, cols, rng)
			u := testMatrix(t, registry[pair[1]], rows, cols, rng)
			x := randVec(rng, cols)
			gd, gm := refProducts(t, g, x, 1)
			ud, um := refProducts(t, u, x, 1)
			y := make([]float32, rows)
			if err := GEMVGateUpSiLU(g, u, x, y); err != nil {
				t.Fatal(err)
			}
			for r := range y {
				s := gd[r] / (1 + math.Exp(-gd[r]))
				want := s * ud[r]
				// d(silu)/dg ≤ 1.1: an error e_g in g moves y by ≤ 1.1·|u|·e_g.
				tol := gemvTol * (1.1*math.Abs(ud[r])*gm[r] + math.Abs(s)*um[r])
				if d := math.Abs(float64(y[r]) - want); d > tol+1e-6*math.Abs(want) {
					t.Errorf("%v %dx%d row %d: %v, want %v (diff %.3g, tol %.3g)", pair, rows, cols, r, y[r], want, d, tol)
				}
			}
		}
	}
}

func TestGEMVErrors(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	w := testMatrix(t, registry[Q4_0], 8, 64, rng)
	x := make([]float32, 64)
	y := make([]float32, 8)
	cases := []struct {
		name string
		err  error
		fn   func() error
	}{
		{"nil", ErrInvalidArgument, func() error { return GEMV(nil, x, y) }},
		{"short x", ErrInvalidArgument, func() error { return GEMV(w, x[:63], y) }},
		{"short y", ErrBufferTooSmall, func() error { return GEMV(w, x, y[:7]) }},
		{"gemm n=0", ErrInvalidArgument, func() error { return GEMM(w, x, 0, y) }},
		{"gemm n=9", ErrInvalidArgument, func() error { return GEMM(w, make([]float32, 9*64), 9, make([]float32, 72)) }},
		{"gemm short y", ErrBufferTooSmall, func() error { return GEMM(w, make([]float32, 2*64), 2, y) }},
		{"truncated data", ErrBadFile, func() error {
			b := *w
			b.Data = b.Data[:len(b.Data)-1]
			return GEMV(&b, x, y)
		}},
		{"gate/up shapes", ErrInvalidArgument, func() error {
			u := testMatrix(t, registry[Q4_0], 4, 64, rng)
			return GEMVGateUpSiLU(w, u, x, y)
		}},
		{"removed format", ErrUnsupported, func() error {
			return GEMV(&Tensor{Name: "old", Format: registry[4], Shape: []int64{1, 32}}, make([]float32, 32), y)
		}},
		{"getrows id", ErrOutOfRange, func() error { return GetRows(w, []int64{8}, make([]float32, 64)) }},
		{"getrows buffer", ErrBufferTooSmall, func() error { return GetRows(w, []int64{1, 2}, make([]float32, 100)) }},
	}
	for _, f := range Formats() {
		if !f.Has(FlagRemoved) && !f.CanDequantize() && !f.IsParts() && f.BlockElems > 0 {
			f := f
			cases = append(cases, struct {
				name string
				err  error
				fn   func() error
			}{"no decode " + f.Name, ErrUnsupported, func() error {
				tw := &Tensor{Name: "w", Format: f, Shape: []int64{1, int64(f.BlockElems)}, Data: make([]byte, f.BlockBytes)}
				return GEMV(tw, make([]float32, f.BlockElems), y)
			}})
			break
		}
	}
	for _, c := range cases {
		err := c.fn()
		if !errors.Is(err, c.err) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.err)
			continue
		}
		t.Logf("%s: %v", c.name, err)
	}
}

func TestGetRows(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	for _, id := range []FormatID{Q4_0, Q8_0, F16, F32} {
		w := testMatrix(t, registry[id], 50, 256, rng)
		all := make([]float32, 50*256)
		if err := DequantizeF32(w, 0, 50, all); err != nil {
			t.Fatal(err)
		}
		ids := []int64{3, 4, 5, 0, 49, 7, 7}
		got := make([]float32, len(ids)*256)
		if err := GetRows(w, ids, got); err != nil {
			t.Fatal(err)
		}
		for i, id := range ids {
			for c := 0; c < 256; c++ {
				if math.Float32bits(got[i*256+c]) != math.Float32bits(all[int(id)*256+c]) {
					t.Fatalf("%s: row %d col %d: %v want %v", w.Format.Name, id, c, got[i*256+c], all[int(id)*256+c])
				}
			}
		}
	}
}

// TestGEMVConcurrent runs many products at once on different threads settings (go test -race).
func TestGEMVConcurrent(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	w := testMatrix(t, registry[Q4_0], 512, 1024, rng)
	x := randVec(rng, 1024)
	want := make([]float32, 512)
	if err := GEMV(w, x, want); err != nil {
		t.Fatal(err)
	}
	old := Threads()
	defer SetThreads(old)
	SetThreads(4)
	var wg sync.WaitGroup
	for g := 0; g < 2*runtime.GOMAXPROCS(0)+2; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			y := make([]float32, 512)
			for it := 0; it < 20; it++ {
				if err := GEMV(w, x, y); err != nil {
					t.Error(err)
					return
				}
				for i := range y {
					if y[i] != want[i] {
						t.Errorf("row %d: %v, want %v", i, y[i], want[i])
						return
					}
				}
			}
		}()
	}
	wg.Wait()
}

// TestGEMVNoAlloc checks that a warm GEMV, GEMM and gate+up allocate nothing, for every format in
// both activation modes at every SIMD level but the generic one (kernels called through function
// values must not take stack buffers, which would escape to the heap every call), nor a small
// dequantization or GetRows.
func TestGEMVNoAlloc(t *testing.T) {
	if raceEnabled {
		t.Skip("sync.Pool drops items at random under the race detector")
	}
	defer setSIMDLevel(setSIMDLevel(simdBest))
	for _, level := range simdLevels() {
		if level == simdNone {
			// The generic kernels (the fallback without SIMD) are not held to it: in the full
			// suite MLX affine's generic GEMM allocated once per call in some runs (a pooled
			// buffer missed; not reproducible alone), which the SIMD paths never did.
			continue
		}
		setSIMDLevel(level)
		testNoAlloc(t, fmt.Sprintf("simd%d", level))
	}
}

func testNoAlloc(t *testing.T, level string) {
	rng := rand.New(rand.NewSource(6))
	for _, f := range computeFormats(t) {
		rows := 256
		if f.ID == GPTQ || f.ID == AWQ_GEMM {
			rows = 1024 // their 8-bit kernels cover whole 128-row blocks
		}
		w := testMatrix(t, f, rows, 2048, rng)
		x, y := randVec(rng, 2048), make([]float32, rows)
		x4, y4 := randVec(rng, 4*2048), make([]float32, 4*rows)
		dst, ids := make([]float32, 8*2048), []int64{1, 5, 9, 200}
		for name, call := range map[string]func(){
			"DequantizeF32 of 8 rows": func() { _ = DequantizeF32(w, 8, 8, dst) },
			"GetRows of 4 rows":       func() { _ = GetRows(w, ids, dst) },
		} {
			call()
			if a := testing.AllocsPerRun(10, call); a > 0 {
				t.Errorf("%s %s: %s allocates %v times per call", f.Name, level, name, a)
			}
		}
		for _, o := range []MatVecOptions{{}, {Activations: ActivationsQ8}} {
			for _, c := range []struct {
				name string
				call func()
			}{
				{"GEMV", func() { _ = GEMVWith(w, x, y, o) }},
				{"GEMM 4", func() { _ = GEMMWith(w, x4, 4, y4, o) }},
				{"gate+up", func() { _ = GEMVGateUpSiLUWith(w, w, x, y, o) }},
			} {
				c.call()
				if a := testing.AllocsPerRun(10, c.call); a > 0 {
					t.Errorf("%s %s: %s (%v activations) allocates %v times per call", f.Name, level, c.name, o.Activations, a)
				}
			}
		}
	}
}

// TestGEMVMLXAffine covers the MLX affine kernels' parameter space: bits, group sizes and the
// scales' dtype, against the float64 product of the dequantized weights.
// TestGEMVMLXAffine checks GEMV and GEMM of MLX affine tensors (4 and 8 bits, each group size and
// scale dtype) against the float64 product, at every SIMD level.
func TestGEMVMLXAffine(t *testing.T) {
	f := registry[MLX_AFFINE]
	if f == nil || !f.CanQuantizeParts() {
		t.Skip("no MLX affine quantizer")
	}
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(9))
	for _, bits := range []int{4, 8} {
		for _, g := range []int{32, 64, 128} {
			for _, dt := range []FormatID{F16, BF16, F32} {
				for _, shape := range [][2]int{{1, 128}, {7, 4096 + 384}, {37, 512}} {
					rows, cols := shape[0], shape[1]
					src := make([]float32, rows*cols)
					for i := range src {
						src[i] = float32(rng.NormFloat64())
					}
					w, err := QuantizeParts(f, QuantParams{Bits: bits, GroupSize: g, Float: dt}, "w", []int64{int64(rows), int64(cols)}, src)
					if err != nil {
						t.Fatal(err)
					}
					x := randVec(rng, 8*cols)
					dot, mag := refProducts(t, w, x, 8)
					for _, level := range simdLevels() {
						setSIMDLevel(level)
						// GEMV, and GEMM (the GEMV kernel per vector, or rows decoded once)
						for _, n := range []int{1, 2, 3, 5, 8} {
							y := make([]float32, n*rows)
							if err := GEMM(w, x[:n*cols], n, y); err != nil {
								t.Fatal(err)
							}
							for i := range y {
								if e := relErr(y[i], dot[i], mag[i], cols); !(e <= gemvTol) {
									t.Errorf("bits %d group %d %s %dx%d simd%d n=%d vector %d row %d: %v, float64 %v: relative error %.3g",
										bits, g, registry[dt].Name, rows, cols, level, n, i/rows, i%rows, y[i], dot[i], e)
								}
							}
						}
					}
				}
			}
		}
	}
}

// TestSIMDDecodersBitExact checks the SIMD decoders GEMM and GetRows use against the formats'
// decode functions bit for bit, on quantized data and on random block bytes (scales included).
func TestSIMDDecodersBitExact(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(12))
	for _, level := range simdLevels() {
		setSIMDLevel(level)
		for _, f := range computeFormats(t) {
			dec := rowDecoder(f)
			if dec == nil {
				continue
			}
			cols := 4 * kernelSpan / max(1, f.BlockElems) * max(1, f.BlockElems)
			w := testMatrix(t, f, 3, cols, rng)
			rnd := make([]byte, len(w.Data))
			rng.Read(rnd)
			for _, data := range [][]byte{w.Data, rnd} {
				rb := int(w.RowBytes())
				for r := 0; r < 3; r++ {
					src := data[r*rb : (r+1)*rb]
					want := make([]float32, cols)
					f.decode(want, src)
					got := make([]float32, cols)
					dec(got, src)
					for i := range want {
						if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
							t.Errorf("%s simd%d: element %d: %v (%#08x), decode gives %v (%#08x)", f.Name, level, i, got[i], math.Float32bits(got[i]), want[i], math.Float32bits(want[i]))
							break
						}
					}
				}
			}
		}
	}
}

// TestGEMVRandomCodes multiplies rows of random bytes in every quantized block format, at every
// SIMD level and in both activation modes, against the float64 product of the Go decoder's rows:
// a quantizer writes only some codes (TQ1_0 bytes below 243, trit patterns, grid indices, sign
// codes, scale nibbles in the range its data gives), so random bytes reach the decoding steps the
// other tests may not. Blocks whose decoded values are not finite or exceed 2²⁰ in magnitude are
// replaced by quantized ones (so that float32 sums cannot overflow where float64 ones do not).
func TestGEMVRandomCodes(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(23))
	q8 := MatVecOptions{Activations: ActivationsQ8}
	for _, f := range computeFormats(t) {
		be := f.BlockElems
		if f.IsParts() || be <= 1 || !f.Has(FlagQuantized) {
			continue
		}
		unit := be * 256 / gcd(be, 256) // whole blocks and whole super-blocks of the kernels
		for _, cols := range []int{unit, (kernelSpan + 3*unit) / unit * unit} {
			const rows = 6
			w := testMatrix(t, f, rows, cols, rng)
			data, replaced := randomCodes(f, w.Data, rng)
			if cols > unit {
				t.Logf("%-8s %d of %d blocks random", f.Name, len(data)/f.BlockBytes-replaced, len(data)/f.BlockBytes)
			}
			w.Data = data
			deq := make([]float32, rows*cols)
			f.decode(deq, data)
			xs, xh := q8TestVectors(t, rng, cols)
			for mode, x := range [][]float32{xs[:cols], xh[:cols]} {
				dot, mag := make([]float64, rows), make([]float64, rows)
				for r := range dot {
					for c, wv := range deq[r*cols : (r+1)*cols] {
						p := float64(wv) * float64(x[c])
						dot[r], mag[r] = dot[r]+p, mag[r]+math.Abs(p)
					}
				}
				for _, level := range simdLevels() {
					setSIMDLevel(level)
					y := make([]float32, rows)
					var err error
					if mode == 0 {
						err = GEMV(w, xs[:cols], y)
					} else {
						err = GEMVWith(w, xs[:cols], y, q8)
					}
					if err != nil {
						t.Fatalf("%s: %v", f.Name, err)
					}
					for r := range y {
						if e := relErr(y[r], dot[r], mag[r], cols); !(e <= gemvTol) {
							t.Errorf("%s %dx%d simd%d %s row %d: %v, float64 %v: relative error %.3g", f.Name, rows, cols, level, [2]string{"f32", "q8"}[mode], r, y[r], dot[r], e)
						}
					}
				}
			}
		}
	}
}

// randomCodes returns random bytes in place of the blocks of quantized (data of format f),
// but for the blocks whose decoded values are not finite or exceed 2²⁰ in magnitude, which keep
// quantized's (so that float32 sums cannot overflow where float64 ones do not), and how many it
// kept.
func randomCodes(f *Format, quantized []byte, rng *rand.Rand) (data []byte, replaced int) {
	data = make([]byte, len(quantized))
	rng.Read(data)
	dec := make([]float32, f.BlockElems)
	for b := 0; b < len(data)/f.BlockBytes; b++ {
		blk := data[b*f.BlockBytes : (b+1)*f.BlockBytes]
		f.decode(dec, blk)
		for _, v := range dec {
			if !(math.Abs(float64(v)) <= 1<<20) {
				copy(blk, quantized[b*f.BlockBytes:])
				replaced++
				break
			}
		}
	}
	return data, replaced
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// TestByteFormatsRandomCodes multiplies F8_E4M3, F8_E5M2, F8_E4M3FNUZ, I8 and U8 rows of random bytes — every
// code, F8's NaN, infinity and subnormal ones included — at every SIMD level: a result is NaN
// (or the infinity) exactly where the float64 product of the decoded rows is, and within the
// bound elsewhere. For F8_E4M3 some calls have no NaN codes (its kernel's fast path) and some do
// (the fallback to the exact conversion); F8_E4M3 (and FNUZ) rows with a single NaN code check each
// byte lane.
func TestByteFormatsRandomCodes(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(21))
	for _, id := range []FormatID{F8_E4M3, F8_E5M2, F8_E4M3FNUZ, I8, U8} {
		f := registry[id]
		for _, cols := range []int{32, 4096 + 96, 8192 + 7} {
			const rows = 9 + 32
			data := make([]byte, rows*cols)
			rng.Read(data)
			for r := 0; r < rows; r++ { // rows 0-4 and 9-40: no NaN or infinity codes
				for c := 0; (r < 5 || r >= 9) && c < cols; c++ {
					if b := &data[r*cols+c]; id == F8_E4M3 && *b&0x7f == 0x7f || id == F8_E5M2 && *b&0x7c == 0x7c {
						*b &^= 1 << 4
					} else if id == F8_E4M3FNUZ && *b == 0x80 {
						*b = 0
					}
				}
			}
			for j := 0; j < 32 && (id == F8_E4M3 || id == F8_E4M3FNUZ); j++ { // row 9+j: one NaN code, at a column ≡ j mod 32
				c := (j + 32*rng.Intn(cols/32+1)) % cols
				nan := 0x7f | byte(rng.Intn(2))<<7
				if id == F8_E4M3FNUZ {
					nan = 0x80
				}
				data[(9+j)*cols+c] = nan
			}
			w := &Tensor{Name: "w", Format: f, Shape: []int64{rows, int64(cols)}, Data: data}
			x := randVec(rng, cols)
			dot, mag := refProducts(t, w, x, 1)
			for _, level := range simdLevels() {
				setSIMDLevel(level)
				y := make([]float32, rows)
				if err := GEMV(w, x, y); err != nil {
					t.Fatal(err)
				}
				for r := range y {
					switch {
					case math.IsNaN(dot[r]) || math.IsInf(dot[r], 0):
						if !(math.IsNaN(float64(y[r])) && math.IsNaN(dot[r]) || float64(y[r]) == dot[r]) {
							t.Errorf("%s %dx%d simd%d row %d: %v, float64 %v", f.Name, rows, cols, level, r, y[r], dot[r])
						}
					case !(relErr(y[r], dot[r], mag[r], cols) <= gemvTol):
						t.Errorf("%s %dx%d simd%d row %d: %v, float64 %v: relative error %.3g", f.Name, rows, cols, level, r, y[r], dot[r], relErr(y[r], dot[r], mag[r], cols))
					}
				}
			}
		}
	}
}

// TestLimitSIMD checks LimitSIMD's errors (the kernels of this test binary are chosen by the
// first product; cmd/lowbit's bench test runs a capped level in its own process).
func TestLimitSIMD(t *testing.T) {
	levels := SIMDLevels()
	if len(levels) == 0 || levels[0] != "generic" {
		t.Fatalf("SIMDLevels() = %q, want generic first", levels)
	}
	cur := SIMD() // chooses the kernels
	if !slices.Contains(levels, cur) {
		t.Fatalf("SIMD() = %q, not in %q", cur, levels)
	}
	if err := LimitSIMD("sse9"); err == nil || !strings.Contains(err.Error(), `"sse9"`) || !strings.Contains(err.Error(), "generic") {
		t.Errorf("LimitSIMD(sse9) = %v, want an error naming the level and the valid ones", err)
	}
	if err := LimitSIMD("generic"); err == nil || !strings.Contains(err.Error(), "first product") {
		t.Errorf("LimitSIMD after the first product = %v, want an error", err)
	}
	if SIMD() != cur {
		t.Errorf("SIMD() changed to %q after a refused LimitSIMD", SIMD())
	}
}

// TestLimitSIMDCapsKernels runs TestLimitSIMDChild in a fresh process per level, where LimitSIMD
// comes before the first product.
func TestLimitSIMDCapsKernels(t *testing.T) {
	if os.Getenv("LOWBIT_TEST_LIMIT_SIMD") != "" {
		t.Skip("in the child process")
	}
	for _, level := range SIMDLevels() {
		cmd := exec.Command(os.Args[0], "-test.run=^TestLimitSIMDChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), "LOWBIT_TEST_LIMIT_SIMD="+level)
		if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "PASS") {
			t.Errorf("level %s: %v\n%s", level, err, out)
		}
	}
}

// TestLimitSIMDChild caps the kernels at LOWBIT_TEST_LIMIT_SIMD before any product and checks that
// the level holds and a Q4_K product is still right.
func TestLimitSIMDChild(t *testing.T) {
	level := os.Getenv("LOWBIT_TEST_LIMIT_SIMD")
	if level == "" {
		t.Skip("run by TestLimitSIMDCapsKernels")
	}
	if err := LimitSIMD(level); err != nil {
		t.Fatal(err)
	}
	want := level
	if slices.Index(SIMDLevels(), level) > simdBest {
		want = simdNames[simdBest]
	}
	if got := SIMD(); got != want {
		t.Fatalf("SIMD() = %q after LimitSIMD(%q), want %q", got, level, want)
	}
	if simdLevel != slices.Index(SIMDLevels(), want) {
		t.Fatalf("simdLevel = %d, want %s", simdLevel, want)
	}
	rng := rand.New(rand.NewSource(5))
	w := testMatrix(t, registry[Q4_K], 9, 1024, rng)
	x := randVec(rng, 1024)
	y := make([]float32, 9)
	if err := GEMV(w, x, y); err != nil {
		t.Fatal(err)
	}
	row := make([]float32, 1024)
	for r := range 9 {
		if err := DequantizeF32(w, int64(r), 1, row); err != nil {
			t.Fatal(err)
		}
		var ref, mag float64
		for i, v := range row {
			ref += float64(v) * float64(x[i])
			mag += math.Abs(float64(v) * float64(x[i]))
		}
		if math.Abs(float64(y[r])-ref) > 1e-5*mag {
			t.Errorf("row %d: %g, want %g", r, y[r], ref)
		}
	}
}

// TestGEMVHugeActivations multiplies tiny weights with activations near float32's largest
// values, at every SIMD level, GEMV and GEMM: the products and the row sums are finite, but the
// kernels that sum a block's integer codes times x before scaling (Q8_0, Q4_0, …) overflow
// there, and must compute such a row again with the generic kernel (simdKernel.gemvRows).
func TestGEMVHugeActivations(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(5))
	const rows, cols = 8, 512
	for _, f := range computeFormats(t) {
		if !f.IsParts() && f.encode == nil && f.encodeWeighted == nil {
			continue
		}
		src := make([]float32, rows*cols)
		for i := range src {
			src[i] = float32(math.Abs(rng.NormFloat64())) * 1e-6
		}
		x := make([]float32, 8*cols)
		for i := range x {
			x[i] = float32(0.1+0.9*rng.Float64()) * 3e38
		}
		if f.IsParts() {
			group, bits := MLXDefaults(f)
			w, err := QuantizeParts(f, QuantParams{Bits: bits, GroupSize: group, Float: F32}, f.Name, []int64{rows, cols}, src)
			if err != nil {
				t.Fatalf("%s: QuantizeParts: %v", f.Name, err)
			}
			checkHuge(t, w, x, rows, cols)
			continue
		}
		rb, err := f.RowBytes(cols)
		if err != nil {
			t.Fatal(err)
		}
		data := make([]byte, rows*rb)
		var im []float32
		if f.encode == nil {
			im = make([]float32, cols)
			for i := range im {
				im[i] = 1
			}
		}
		if err := Quantize(f, src, rows, cols, im, data); err != nil {
			t.Fatalf("%s: Quantize: %v", f.Name, err)
		}
		checkHuge(t, &Tensor{Name: f.Name, Format: f, Shape: []int64{rows, cols}, Data: data}, x, rows, cols)
	}
}

// checkHuge runs TestGEMVHugeActivations' products of w with the 8 vectors x at every level.
func checkHuge(t *testing.T, w *Tensor, x []float32, rows, cols int) {
	t.Helper()
	dot, mag := refProducts(t, w, x, 8)
	for _, level := range simdLevels() {
		setSIMDLevel(level)
		for _, n := range []int{1, 2, 4, 8} { // GEMM: per vector, decoded rows, in-loop kernels
			y := make([]float32, n*rows)
			if err := GEMM(w, x[:n*cols], n, y); err != nil {
				t.Fatal(err)
			}
			for i := range y {
				if e := relErr(y[i], dot[i], mag[i], cols); !(e <= gemvTol) {
					t.Errorf("%s simd%d n=%d vector %d row %d: %v, float64 %v", w.Format.Name, level, n, i/rows, i%rows, y[i], dot[i])
					break
				}
			}
		}
	}
}

// TestGEMVOverflowingScales multiplies MXFP4 blocks whose E8M0 scales make some weights infinite
// (bytes 250–255): every kernel, in both activation modes, must give what the float64 product of
// the dequantized rows gives — infinite or NaN rows where it is (runMatVec sends such tensors to
// the generic kernels: the others scale a block's finite sum of codes times x once).
func TestGEMVOverflowingScales(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	f := registry[MXFP4]
	const rows, cols = 4, 256
	rng := rand.New(rand.NewSource(3))
	data := make([]byte, rows*cols/32*17)
	for b := 0; b < len(data)/17; b++ {
		blk := data[b*17 : (b+1)*17]
		rng.Read(blk)
		blk[0] = byte(250 + rng.Intn(6))
	}
	w := &Tensor{Name: "mxfp4", Format: f, Shape: []int64{rows, cols}, Data: data}
	x := randVec(rng, cols)
	for i := range x {
		x[i] *= 1e-3
	}
	dot, mag := refProducts(t, w, x, 1)
	for _, level := range simdLevels() {
		setSIMDLevel(level)
		y := make([]float32, rows)
		if err := GEMV(w, x, y); err != nil {
			t.Fatal(err)
		}
		for r := range y {
			if !matchesFloat64(y[r], dot[r], mag[r], cols) {
				t.Errorf("simd%d row %d: %v, float64 %v", level, r, y[r], dot[r])
			}
		}
		yq := make([]float32, rows) // x̂ has the same signs and zeros: the same rows overflow
		if err := GEMVWith(w, x, yq, MatVecOptions{Activations: ActivationsQ8}); err != nil {
			t.Fatal(err)
		}
		for r := range yq {
			finite := !math.IsInf(float64(yq[r]), 0) && !math.IsNaN(float64(yq[r]))
			if finite != (!math.IsInf(dot[r], 0) && !math.IsNaN(dot[r])) {
				t.Errorf("q8 simd%d row %d: %v, float64 %v", level, r, yq[r], dot[r])
			}
		}
	}
}

// matchesFloat64 reports whether got is the float64 product want: NaN where it is NaN, the same
// infinity where it is infinite, within the bound (relErr) where it is finite.
func matchesFloat64(got float32, want, mag float64, cols int) bool {
	switch {
	case math.IsNaN(want):
		return math.IsNaN(float64(got))
	case math.IsInf(want, 0):
		return float64(got) == want
	}
	return relErr(got, want, mag, cols) <= gemvTol
}

// TestGEMVNonFiniteActivations puts +Inf, −Inf or NaN into x and checks that every format's GEMV
// and GEMM, at every SIMD level, give what the float64 product of the dequantized rows gives: NaN
// where it is NaN, the same infinity where it is infinite, and finite values within the bound
// elsewhere (gemv.go: non-finite inputs propagate as in the float64 dot product).
func TestGEMVNonFiniteActivations(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(9))
	const rows = 6
	for _, f := range computeFormats(t) {
		cols := 512
		if !f.Has(FlagQuantized) && !f.IsParts() && f.BlockElems == 1 {
			cols = 517 // plain formats: a tail past the last SIMD unit
		}
		w := testMatrix(t, f, rows, cols, rng)
		x := randVec(rng, 4*cols)
		for v := 0; v < 4; v++ {
			x[v*cols+rng.Intn(cols)] = []float32{float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), 1}[v]
		}
		dot, mag := refProducts(t, w, x, 4)
		for _, level := range simdLevels() {
			setSIMDLevel(level)
			for _, n := range []int{1, 4} {
				y := make([]float32, n*rows)
				if err := GEMM(w, x[:n*cols], n, y); err != nil {
					t.Fatal(err)
				}
				for i, got := range y {
					if !matchesFloat64(got, dot[i], mag[i], cols) {
						t.Errorf("%s simd%d n=%d vector %d row %d: %v, float64 %v", f.Name, level, n, i/rows, i%rows, got, dot[i])
						break
					}
				}
			}
		}
	}
}
