package core

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"
)

// q8Hat rounds x to Q8_0 the way ActivationsQ8 promises: Quantize(Q8_0), then DequantizeF32.
func q8Hat(t testing.TB, x []float32) []float32 {
	t.Helper()
	q8 := registry[Q8_0]
	data := make([]byte, len(x)/32*34)
	if err := Quantize(q8, x, 1, int64(len(x)), nil, data); err != nil {
		t.Fatal(err)
	}
	out := make([]float32, len(x))
	w := &Tensor{Name: "x̂", Format: q8, Shape: []int64{1, int64(len(x))}, Data: data}
	if err := DequantizeF32(w, 0, 1, out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestGEMVActivationsQ8 checks every format's products with 8-bit activations against the
// float64 product of the dequantized weights with x̂ (x rounded to Q8_0), at every SIMD level:
// the integer kernels where a format has one, x̂ through the float32 kernels otherwise.
// q8TestVectors returns eight random vectors of cols values, their blocks of 32 scaled by
// different powers of two (so that per-block scales matter), and x̂: each rounded to Q8_0.
func q8TestVectors(t testing.TB, rng *rand.Rand, cols int) (xs, xh []float32) {
	xs = randVec(rng, 8*cols)
	for i := range xs {
		xs[i] *= float32(math.Ldexp(1, (i/32)%7-3))
	}
	xh = make([]float32, len(xs))
	for v := 0; v < 8; v++ {
		copy(xh[v*cols:], q8Hat(t, xs[v*cols:(v+1)*cols]))
	}
	return xs, xh
}

func TestGEMVActivationsQ8(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(11))
	q8 := MatVecOptions{Activations: ActivationsQ8}
	worst := map[string]float64{}
	kernel := map[string]bool{}
	affine := map[string]bool{}
	for _, f := range computeFormats(t) {
		for _, cols := range shapeCols(f) {
			if cols%32 != 0 {
				continue
			}
			rows := []int{1, 3, 6, 37}
			if testing.Short() || cols > 8192 {
				rows = []int{1, 7}
			}
			for _, nr := range rows {
				w := testMatrix(t, f, nr, cols, rng)
				xs, xh := q8TestVectors(t, rng, cols)
				dotW, magW := refProducts(t, w, xh, 8)
				dotA, magA := dotW, magW
				if w.Format.ID == MLX_AFFINE {
					dotA, magA = refProductsUnrounded(t, w, xh, 8)
				}
				for _, level := range simdLevels() {
					setSIMDLevel(level)
					dot, mag := dotW, magW
					if q8AffineForm(w) {
						dot, mag = dotA, magA
						affine[f.Name] = true
					}
					kernel[f.Name] = kernel[f.Name] || f.gemvQ8Rows != nil
					name := fmt.Sprintf("%s/%dx%d/simd%d", f.Name, nr, cols, level)
					y := make([]float32, nr)
					if err := GEMVWith(w, xs[:cols], y, q8); err != nil {
						t.Fatalf("%s: GEMVWith q8: %v", name, err)
					}
					for r := range y {
						e := relErr(y[r], dot[r], mag[r], cols)
						worst[f.Name] = max(worst[f.Name], e)
						if !(e <= gemvTol) {
							t.Errorf("%s: q8 GEMV row %d = %v, float64 with x̂ %v (Σ|w·x̂| %v): relative error %.3g", name, r, y[r], dot[r], mag[r], e)
						}
					}
					for _, n := range []int{2, 3, 4, 8} { // 2–4: through the GEMV kernels for some formats (perVectorRows)
						yn := make([]float32, n*nr)
						if err := GEMMWith(w, xs[:n*cols], n, yn, q8); err != nil {
							t.Fatalf("%s: GEMMWith q8 n=%d: %v", name, n, err)
						}
						for i := range yn {
							if e := relErr(yn[i], dot[i], mag[i], cols); !(e <= gemvTol) {
								t.Errorf("%s: q8 GEMM n=%d value %d = %v, float64 with x̂ %v: relative error %.3g", name, n, i, yn[i], dot[i], e)
							}
						}
					}
				}
			}
		}
	}
	for _, f := range computeFormats(t) {
		if _, ok := worst[f.Name]; ok {
			t.Logf("%-12s integer kernel %-5v affine form %-5v max relative error %.3g", f.Name, kernel[f.Name], affine[f.Name], worst[f.Name])
		}
	}
}

// refProductsUnrounded is refProducts with the weights the integer kernels of MLX affine and
// GPTQ use, read straight from the parts: s·q + b (MLX's quantized_matmul) and s·(q − z), without
// the rounding to the scales' dtype that dequantization does. Other tensors: refProducts.
func refProductsUnrounded(t testing.TB, w *Tensor, xs []float32, n int) (dot, mag []float64) {
	t.Helper()
	rows, cols := int(w.Rows()), int(w.Cols())
	bits, g := w.Quant.Bits, w.Quant.GroupSize
	word := func(b []byte, i int) uint32 { return binary.LittleEndian.Uint32(b[4*i:]) }
	var weight func(r, c int) float64
	switch w.Format.ID {
	case MLX_AFFINE:
		codes := w.Part(RoleWeight).Data
		sr, br := newScaleReader(w.Part(RoleScales)), newScaleReader(w.Part(RoleBiases))
		weight = func(r, c int) float64 {
			bit := (r*cols + c) * bits // an LSB-first bit stream (codes of 3, 5, 6 bits span bytes)
			var qb int
			for k := range bits {
				qb |= int(codes[(bit+k)/8]>>((bit+k)%8)&1) << k
			}
			q := float64(qb)
			gi := int64(r*(cols/g) + c/g)
			return float64(sr.at(gi))*q + float64(br.at(gi))
		}
	case GPTQ: // column order (the kernels take no other g_idx)
		qw, qz := w.Part(RoleQWeight).Data, w.Part(RoleQZeros).Data
		sr := newScaleReader(w.Part(RoleScales))
		weight = func(r, c int) float64 {
			q := word(qw, c*bits/32*rows+r) >> (c * bits % 32) & (1<<bits - 1)
			gi := c / g
			zw := word(qz, gi*(rows*bits/32)+r*bits/32) >> (r * bits % 32) & (1<<bits - 1)
			z := float64(zw) + float64(w.Quant.ZeroOffset)
			return float64(sr.at(int64(gi*rows+r))) * (float64(q) - z)
		}
	case AWQ_GEMM: // qweight [in, out/8], column 8j+c in nibble awqReverse[c]; no qzeros: z = 8
		qw, sr := w.Part(RoleQWeight).Data, newScaleReader(w.Part(RoleScales))
		qz := w.Part(RoleQZeros)
		weight = func(r, c int) float64 {
			sh := 4 * awqReverse[r%8]
			q := word(qw, c*rows/8+r/8) >> sh & 15
			z := uint32(8)
			if qz != nil {
				z = word(qz.Data, c/g*rows/8+r/8) >> sh & 15
			}
			return float64(sr.at(int64(c/g*rows+r))) * (float64(q) - float64(z))
		}
	case AWQ_GEMV, CT_PACK_QUANTIZED: // rows of LSB-first nibbles; zeros per row (AWQ) or packed along the rows (CT)
		qwp, sp, zp := w.Part(RoleQWeight), w.Part(RoleScales), w.Part(RoleQZeros)
		if w.Format.ID == CT_PACK_QUANTIZED {
			qwp, sp, zp = w.Part(RolePacked), w.Part(RoleScale), w.Part(RoleZeroPoint)
		}
		sr, sRow := newScaleReader(sp), int(sp.Shape[1])
		weight = func(r, c int) float64 {
			q := word(qwp.Data, r*cols/8+c/8) >> (4 * (c % 8)) & 15
			gi := c / g
			z := uint32(8)
			switch {
			case w.Format.ID == AWQ_GEMV:
				z = word(zp.Data, r*int(zp.Shape[1])+gi/8) >> (4 * (gi % 8)) & 15
			case zp != nil:
				z = word(zp.Data, r/8*(cols/g)+gi) >> (4 * (r % 8)) & 15
			}
			return float64(sr.at(int64(r*sRow+gi))) * (float64(q) - float64(z))
		}
	default:
		return refProducts(t, w, xs, n)
	}
	dot, mag = make([]float64, n*rows), make([]float64, n*rows)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			wv := weight(r, c)
			for v := 0; v < n; v++ {
				p := wv * float64(xs[v*cols+c])
				dot[v*rows+r] += p
				mag[v*rows+r] += math.Abs(p)
			}
		}
	}
	return dot, mag
}

func TestGateUpActivationsQ8(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	for _, pair := range [][2]FormatID{{Q4_0, Q4_0}, {Q8_0, F16}, {Q4_0, Q8_0}} {
		rows, cols := 37, 4096
		g := testMatrix(t, registry[pair[0]], rows, cols, rng)
		u := testMatrix(t, registry[pair[1]], rows, cols, rng)
		x := randVec(rng, cols)
		xh := q8Hat(t, x)
		gd, gm := refProducts(t, g, xh, 1)
		ud, um := refProducts(t, u, xh, 1)
		y := make([]float32, rows)
		if err := GEMVGateUpSiLUWith(g, u, x, y, MatVecOptions{Activations: ActivationsQ8}); err != nil {
			t.Fatal(err)
		}
		for r := range y {
			s := gd[r] / (1 + math.Exp(-gd[r]))
			want := s * ud[r]
			tol := gemvTol * (1.1*math.Abs(ud[r])*gm[r] + math.Abs(s)*um[r])
			if d := math.Abs(float64(y[r]) - want); d > tol+1e-6*math.Abs(want) {
				t.Errorf("%v row %d: %v, want %v (diff %.3g, tol %.3g)", pair, r, y[r], want, d, tol)
			}
		}
	}
}

func TestActivationsQ8Errors(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	q8 := MatVecOptions{Activations: ActivationsQ8}
	w := testMatrix(t, registry[F32], 4, 40, rng)
	err := GEMVWith(w, randVec(rng, 40), make([]float32, 4), q8)
	if !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "multiple of 32") || !strings.Contains(err.Error(), w.Name) {
		t.Errorf("40 columns: %v", err)
	}
	w = testMatrix(t, registry[Q4_0], 4, 64, rng)
	for _, bad := range []float32{float32(math.Inf(1)), float32(math.NaN())} {
		x := randVec(rng, 64)
		x[17] = bad
		err := GEMVWith(w, x, make([]float32, 4), q8)
		if !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "activation 17") {
			t.Errorf("x[17] = %v: %v", bad, err)
		}
	}
	if err := GEMVWith(w, randVec(rng, 64), make([]float32, 4), MatVecOptions{Activations: 7}); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("activation mode 7: %v", err)
	}
}

// TestMLXAffineActivationsQ8 checks MLX affine products with 8-bit activations for every bit
// width, group size and scale dtype the kernels take or refuse (checkQ8Products).
func TestMLXAffineActivationsQ8(t *testing.T) {
	f := registry[MLX_AFFINE]
	if f == nil || !f.CanQuantizeParts() {
		t.Skip("no MLX affine quantizer")
	}
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(13))
	used := 0
	for _, bits := range []int{2, 3, 4, 5, 6, 8} {
		for _, g := range []int{32, 64, 128} {
			for _, dt := range []FormatID{F16, BF16, F32} {
				for _, shape := range [][2]int{{1, 128}, {19, 4096 + 384}, {37, 512}, {5, 96}, {17, 4096}, {18, 8192}, {32, 256}, {16, 8192 + 4096}} {
					rows, cols := shape[0], shape[1]
					if cols%g != 0 {
						continue
					}
					src := make([]float32, rows*cols)
					for i := range src {
						src[i] = float32(rng.NormFloat64())
					}
					w, err := QuantizeParts(f, QuantParams{Bits: bits, GroupSize: g, Float: dt}, "w", []int64{int64(rows), int64(cols)}, src)
					if err != nil {
						t.Fatal(err)
					}
					used += checkQ8Products(t, fmt.Sprintf("bits %d group %d %s %dx%d", bits, g, registry[dt].Name, rows, cols), w, rng)
				}
			}
		}
	}
	if used == 0 && hasAffineQ8Kernels() {
		t.Error("no product took an affine-form kernel")
	}
	t.Logf("%d products took the affine-form kernels", used)
}

// TestMLXFPActivationsQ8 does the same for MLX mxfp4 and nvfp4 (with and without a global
// scale), every scale byte but the NaN ones drawn at random (nvfp4: E4M3 subnormals included;
// mxfp4: E8M0 around 1 and down to 2^-127), on shapes the integer kernels take (rows of a multiple
// of 64 columns) or leave to the float32 kernels.
func TestMLXFPActivationsQ8(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(17))
	used := 0
	for _, c := range []struct {
		id     FormatID
		group  int
		global float32
	}{{MLX_MXFP4, 32, 0}, {MLX_NVFP4, 16, 0}, {MLX_NVFP4, 16, 3}, {MLX_NVFP4, 16, 1e-3}} {
		for _, shape := range [][2]int{{1, 64}, {19, 4096 + 384}, {37, 512}, {5, 96}, {16, 8192 + 4096}, {4, 4096 + 64}} {
			rows, cols := shape[0], shape[1]
			src := make([]float32, rows*cols)
			for i := range src {
				src[i] = float32(rng.NormFloat64())
			}
			q := QuantParams{Bits: 4, GroupSize: c.group, Float: BF16, GlobalScale: c.global}
			w, err := QuantizeParts(registry[c.id], q, "w", []int64{int64(rows), int64(cols)}, src)
			if err != nil {
				t.Fatal(err)
			}
			sd := w.Part(RoleScales).Data
			for i := range sd {
				v := byte(rng.Intn(256))
				if c.id == MLX_NVFP4 && v&0x7f == 0x7f {
					v ^= 1
				}
				if c.id == MLX_MXFP4 {
					v = byte(115 + rng.Intn(20))
					if rng.Intn(8) == 0 {
						v = byte(rng.Intn(3))
					}
				}
				sd[i] = v
			}
			if setSIMDLevel(simdBest); takesFP4Q8(w) {
				used++
			}
			checkQ8Products(t, fmt.Sprintf("%s global %v %dx%d", registry[c.id].Name, c.global, rows, cols), w, rng)
		}
	}
	if used == 0 && hasVNNIKernels() {
		t.Error("no product took an fp4 integer kernel")
	}
	t.Logf("%d tensors took the fp4 integer kernels", used)
}

// TestAWQActivationsQ8 does the same for AWQ GEMM tensors: group sizes, scale dtypes, with and
// without zeros, row counts the kernels take or leave.
func TestAWQActivationsQ8(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(15))
	used := 0
	for _, c := range []struct{ g, cols, rows int }{
		{128, 512, 1024 + 136}, {32, 96, 8}, {64, 4096 + 128, 264}, {128, 256, 520}, {256, 512, 16}, {16, 64, 16},
		{32, 256, 256 + 8}, {64, 512, 384}, {128, 4096 + 256, 576}, {128, 512, 64}, // the last: multiples of 64 rows (AVX2 kernels)
	} {
		for _, sd := range []FormatID{F16, BF16, F32} {
			for _, zeros := range []bool{true, false} {
				w := awqCTTestMatrix(t, AWQ_GEMM, c.rows, c.cols, c.g, zeros, sd, false, rng)
				used += checkQ8Products(t, fmt.Sprintf("AWQ GEMM g%d %s zeros=%v %dx%d", c.g, registry[sd].Name, zeros, c.rows, c.cols), w, rng)
			}
		}
	}
	if used == 0 && hasVNNIKernels() {
		t.Error("no product took an affine-form kernel")
	}
	t.Logf("%d products took the affine-form kernels", used)
}

func TestAWQGEMVAndCTActivationsQ8(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(16))
	used := 0
	for _, id := range []FormatID{AWQ_GEMV, CT_PACK_QUANTIZED} {
		for _, c := range []struct{ g, cols, rows int }{
			{128, 4096 + 1024, 37}, {32, 128, 8}, {64, 8192 + 512, 13}, {256, 2048, 4}, {512, 4096, 6}, {32, 96, 5}, {1024, 2048, 3},
			{128, 4096 + 384, 9}, {64, 192, 4}, {32, 320, 7}, {64, 4096 + 384, 19}, {32, 640, 21},
			{4096, 8192, 3}, // a span per group: the second span's zeros start at a byte's high nibble
		} {
			for _, sd := range []FormatID{F16, BF16, F32} {
				for _, zeros := range []bool{true, false} {
					if id == AWQ_GEMV && !zeros {
						continue // AWQ GEMV always has qzeros
					}
					for _, gidx := range []bool{false, true} {
						if gidx && id != CT_PACK_QUANTIZED {
							continue
						}
						w := awqCTTestMatrix(t, id, c.rows, c.cols, c.g, zeros, sd, gidx, rng)
						used += checkQ8Products(t, fmt.Sprintf("%s g%d %s zeros=%v gidx=%v %dx%d", registry[id].Name, c.g, registry[sd].Name, zeros, gidx, c.rows, c.cols), w, rng)
					}
				}
			}
		}
	}
	if used == 0 && hasVNNIKernels() {
		t.Error("no product took an affine-form kernel")
	}
	t.Logf("%d products took the affine-form kernels", used)
}

// TestGPTQActivationsQ8 does the same for GPTQ 4- and 8-bit tensors: group sizes, zero offsets,
// g_idx, scale dtypes and row counts the kernels take (multiples of 16) or leave to the float32
// kernels; 1040 rows make two chunks (partsChunkRows) with two threads.
func TestGPTQActivationsQ8(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(14))
	used := 0
	for _, c := range []struct{ bits, g, cols, rows, zoff int }{
		{4, 128, 4096 + 256, 80, 0}, {4, 32, 512, 16, 1}, {4, 64, 8192 + 128, 144, 1}, {4, 128, 256, 24, 0},
		{4, 4096, 8192, 32, 0}, {4, 256, 512, 64, 1}, {8, 128, 512, 16, 0}, {4, 16, 64, 16, 0}, {4, 128, 512, 1040, 1},
	} {
		for _, sd := range []FormatID{F16, BF16, F32} {
			for _, gidx := range []bool{false, true} {
				w := gptqTestMatrix(t, c.rows, c.cols, c.bits, c.g, false, sd, gidx, rng)
				w.Quant.ZeroOffset = c.zoff
				used += checkQ8Products(t, fmt.Sprintf("GPTQ %d-bit g%d %s zoff=%d gidx=%v %dx%d", c.bits, c.g, registry[sd].Name, c.zoff, gidx, c.rows, c.cols), w, rng)
			}
		}
	}
	if used == 0 && hasGPTQQ8Kernels() {
		t.Error("no product took an affine-form kernel")
	}
	t.Logf("%d products took the affine-form kernels", used)
}

// TestGPTQGEMMVectorsQ8: GPTQ's 8-bit-activation GEMM has a kernel per vector count; each vector's
// result equals that of the GEMV (the integer sums are exact and the float32 steps the same).
func TestGPTQGEMMVectorsQ8(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	q8 := MatVecOptions{Activations: ActivationsQ8}
	for _, sd := range []FormatID{F16, BF16} {
		w := gptqTestMatrix(t, 1040, 512, 4, 64, false, sd, false, rng)
		w.Quant.ZeroOffset = 1
		rows, cols := int(w.Rows()), int(w.Cols())
		xs := randVec(rng, maxBatch*cols)
		want := make([]float32, maxBatch*rows)
		for v := range maxBatch {
			if err := GEMVWith(w, xs[v*cols:(v+1)*cols], want[v*rows:(v+1)*rows], q8); err != nil {
				t.Fatal(err)
			}
		}
		for n := 1; n <= maxBatch; n++ {
			y := make([]float32, n*rows)
			if err := GEMMWith(w, xs[:n*cols], n, y, q8); err != nil {
				t.Fatal(err)
			}
			for i, got := range y {
				if got != want[i] {
					t.Fatalf("%s scales, GEMM n=%d: vector %d row %d = %v, GEMV %v", registry[sd].Name, n, i/rows, i%rows, got, want[i])
				}
			}
		}
	}
}

// TestGPTQMixedGateUpQ8: a gate+up pair whose gate is Q4_0 chunks by Q4_0's rows, so GPTQ's up
// gets chunks its 16-row kernels do not take; those multiply the dequantized weights with x̂ (the
// float32 kernel), the others GPTQ's unrounded s·(q − z) (gptqQ8Fits' comment): each row equals
// silu(gate)·up of one of the two.
func TestGPTQMixedGateUpQ8(t *testing.T) {
	rng := rand.New(rand.NewSource(18))
	q8 := MatVecOptions{Activations: ActivationsQ8}
	rows, cols := 1040, 512
	gate := testMatrix(t, registry[Q4_0], rows, cols, rng)
	up := gptqTestMatrix(t, rows, cols, 4, 128, false, F16, false, rng)
	x := randVec(rng, cols)
	ga, upInt, upF32, y := make([]float32, rows), make([]float32, rows), make([]float32, rows), make([]float32, rows)
	for _, err := range []error{
		GEMVWith(gate, x, ga, q8), GEMVWith(up, x, upInt, q8), GEMV(up, q8Hat(t, x), upF32),
		GEMVGateUpSiLUWith(gate, up, x, y, q8),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	kinds := map[bool]int{}
	for r := range y {
		a := float64(ga[r])
		s := a / (1 + math.Exp(-a))
		near := func(u float32) bool {
			want := s * float64(u)
			return math.Abs(float64(y[r])-want) <= 1e-4*(math.Abs(want)+1e-3) // summation orders differ by chunk
		}
		if !near(upInt[r]) && !near(upF32[r]) {
			t.Fatalf("row %d: %v, want %v (integer kernel) or %v (float32 kernel)", r, y[r], s*float64(upInt[r]), s*float64(upF32[r]))
		}
		kinds[near(upInt[r])]++
	}
	if kinds[true] == 0 || kinds[false] == 0 {
		t.Errorf("rows by kernel (integer: true): %v; want both", kinds)
	}
}

// checkQ8Products checks w's GEMV, GEMM (n = 2, 8) and gate+up with 8-bit activations at every
// SIMD level, against the unrounded weights (refProductsUnrounded) where a kernel computes that
// form (q8AffineForm), the dequantized weights otherwise, and GEMV/GEMM (n = 4, 8) with the exact
// float32 activations against the dequantized weights; it returns how many levels took the form.
func checkQ8Products(t *testing.T, name string, w *Tensor, rng *rand.Rand) (used int) {
	t.Helper()
	q8 := MatVecOptions{Activations: ActivationsQ8}
	rows, cols := int(w.Rows()), int(w.Cols())
	xs := randVec(rng, 8*cols)
	for i := range xs {
		xs[i] *= float32(math.Ldexp(1, (i/32)%5-2))
	}
	xh := make([]float32, len(xs))
	for v := 0; v < 8; v++ {
		copy(xh[v*cols:], q8Hat(t, xs[v*cols:(v+1)*cols]))
	}
	dotW, magW := refProducts(t, w, xh, 8)
	dotA, magA := refProductsUnrounded(t, w, xh, 8)
	dotX, magX := refProducts(t, w, xs, 8) // the default float32 activations
	for _, level := range simdLevels() {
		setSIMDLevel(level)
		// float32 activations: GEMV, and GEMM through the GEMV kernel or rows decoded once
		yf := make([]float32, 8*rows)
		for _, n := range []int{1, 4, 8} {
			if err := GEMM(w, xs[:n*cols], n, yf[:n*rows]); err != nil {
				t.Fatal(err)
			}
			for i := range yf[:n*rows] {
				if e := relErr(yf[i], dotX[i], magX[i], cols); !(e <= gemvTol) {
					t.Errorf("%s simd%d float32 GEMM n=%d value %d = %v, float64 %v: relative error %.3g", name, level, n, i, yf[i], dotX[i], e)
				}
			}
		}
		dot, mag := dotW, magW
		if q8AffineForm(w) {
			dot, mag = dotA, magA
			used++
		}
		check := func(what string, got []float32, n int) {
			for i := range got[:n*rows] {
				if e := relErr(got[i], dot[i], mag[i], cols); !(e <= gemvTol) {
					t.Errorf("%s simd%d %s value %d = %v, float64 %v: relative error %.3g", name, level, what, i, got[i], dot[i], e)
				}
			}
		}
		y := make([]float32, 8*rows)
		if err := GEMVWith(w, xs[:cols], y[:rows], q8); err != nil {
			t.Fatal(err)
		}
		check("GEMV", y, 1)
		for _, n := range []int{2, 8} {
			if err := GEMMWith(w, xs[:n*cols], n, y[:n*rows], q8); err != nil {
				t.Fatal(err)
			}
			check(fmt.Sprintf("GEMM n=%d", n), y, n)
		}
		// gate+up with the same tensor twice: silu(a)·a of the single product.
		if err := GEMVGateUpSiLUWith(w, w, xs[:cols], y[:rows], q8); err != nil {
			t.Fatal(err)
		}
		for r := 0; r < rows; r++ {
			a := dot[r]
			want := a / (1 + math.Exp(-a)) * a
			tol := 3 * gemvTol * mag[r] * (math.Abs(a) + mag[r])
			if d := math.Abs(float64(y[r]) - want); d > tol {
				t.Errorf("%s simd%d gate+up row %d = %v, want %v", name, level, r, y[r], want)
			}
		}
	}
	return used
}

// TestGEMMQ8LongRows runs the 8-bit GEMMs on rows of 14336 values (four kernel spans) in
// groups of sixteen and their remainders (40 rows: 16 + 16 + 8), which TestGEMVActivationsQ8's
// shapes leave to fewer rows, against the float64 products with x̂.
func TestGEMMQ8LongRows(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	if testing.Short() {
		t.Skip("long rows: skipped in -short")
	}
	rng := rand.New(rand.NewSource(12))
	q8 := MatVecOptions{Activations: ActivationsQ8}
	const nr = 40
	for _, f := range computeFormats(t) {
		if f.gemmQ8Rows == nil {
			continue
		}
		cols := shapeCols(f)[5]
		if cols%32 != 0 {
			continue
		}
		w := testMatrix(t, f, nr, cols, rng)
		xs, xh := q8TestVectors(t, rng, cols)
		dot, mag := refProducts(t, w, xh, 8)
		if q8AffineForm(w) {
			dot, mag = refProductsUnrounded(t, w, xh, 8)
		}
		for _, n := range []int{5, 8} {
			yn := make([]float32, n*nr)
			if err := GEMMWith(w, xs[:n*cols], n, yn, q8); err != nil {
				t.Fatalf("%s: GEMMWith q8 n=%d: %v", w.Name, n, err)
			}
			for i := range yn {
				if e := relErr(yn[i], dot[i], mag[i], cols); !(e <= gemvTol) {
					t.Errorf("%s: q8 GEMM n=%d vector %d row %d = %v, float64 with x̂ %v: relative error %.3g", w.Name, n, i/nr, i%nr, yn[i], dot[i], e)
				}
			}
		}
	}
}

// TestBlockSum checks the word-at-a-time sums (blockSum, halfSum) against plain loops, extremes included.
func TestBlockSum(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 2000; i++ {
		var q [32]int8
		for j := range q {
			switch i {
			case 0:
				q[j] = -128
			case 1:
				q[j] = 127
			default:
				q[j] = int8(rng.Intn(256) - 128)
			}
		}
		var want int32
		for _, v := range q {
			want += int32(v)
		}
		if got := blockSum(&q); got != want {
			t.Fatalf("blockSum(%v) = %d, want %d", q, got, want)
		}
		var half int32
		for _, v := range q[16:] {
			half += int32(v)
		}
		if got := halfSum((*[16]int8)(q[16:])); got != half {
			t.Fatalf("halfSum(%v) = %d, want %d", q[16:], got, half)
		}
	}
}

// TestGroupSums checks prepGroupSums' block-wise sums (d·Σq per block) against the float64 sum
// of x̂ value by value, bit for bit, with block scales spread over many binades, and evenBytes
// against byte moves.
func TestGroupSums(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	x := make([]float32, 4096)
	for i := range x {
		x[i] = float32(rng.NormFloat64() * math.Exp2(float64(rng.Intn(24)-12)))
	}
	a := getQ8Act(len(x))
	defer putQ8Act(a)
	if err := a.quantize(x); err != nil {
		t.Fatal(err)
	}
	for _, g := range []int{16, 32, 64, 128, 4096} {
		a.gsums[0].g, a.gsums[1].g = 0, 0
		a.prepGroupSums(g)
		for k, got := range a.groupSums(g) {
			var s float64
			for _, v := range a.xhat[k*g : (k+1)*g] {
				s += float64(v)
			}
			if got != float32(s) {
				t.Fatalf("group size %d, group %d: sum %v, value by value %v", g, k, got, float32(s))
			}
		}
	}
	for i := 0; i < 1000; i++ {
		w := rng.Uint64()
		var b, want [8]byte
		for j := range b {
			b[j] = byte(w >> (8 * j))
		}
		copy(want[:4], []byte{b[0], b[2], b[4], b[6]})
		copy(want[4:], []byte{b[1], b[3], b[5], b[7]})
		got := evenBytes(w) | evenBytes(w>>8)<<32
		for j := range want {
			if byte(got>>(8*j)) != want[j] {
				t.Fatalf("evenBytes of %#x: %#x", w, got)
			}
		}
	}
}

// TestWordNibbles8 checks the SIMD layout of q8Act.w4i (where there is one) against the word
// operations, for every vector count.
func TestWordNibbles8(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(7))
	for n := 1; n <= maxBatch; n++ {
		for _, cols := range []int{32, 96, 4096} {
			x := make([]float32, n*cols)
			for i := range x {
				x[i] = float32(rng.NormFloat64())
			}
			a := getQ8Act(len(x))
			if err := a.quantize(x); err != nil {
				t.Fatal(err)
			}
			setSIMDLevel(simdBest)
			a.w4i = append(a.w4i[:0], make([]int8, cols/32*256)...) // stale bytes must not survive
			for i := range a.w4i {
				a.w4i[i] = 99
			}
			a.prepWordNibbles8(n, cols)
			got := append([]int8(nil), a.w4i...)
			setSIMDLevel(0) // the portable code
			a.prepWordNibbles8(n, cols)
			for i, want := range a.w4i {
				if got[i] != want {
					t.Fatalf("n=%d cols=%d: w4i[%d] = %d, word operations %d", n, cols, i, got[i], want)
				}
			}
			putQ8Act(a)
		}
	}
}

// TestGEMMQ8EveryN runs the 8-bit-activation GEMM of every format with an integer kernel for every
// n from 2 to 8 (the kernels that take vectors in pairs or groups have a variant per count), on
// 7 rows (a partial group of four) and a row longer than a kernel span, against the float64
// product with x̂.
func TestGEMMQ8EveryN(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(15))
	q8 := MatVecOptions{Activations: ActivationsQ8}
	for _, f := range computeFormats(t) {
		if f.gemvQ8Rows == nil && f.gemmQ8Rows == nil {
			continue
		}
		be := max(1, f.BlockElems)
		if f.IsParts() {
			be, _ = MLXDefaults(f)
		}
		unit := be * 256 / gcd(be, 256)
		for _, cols := range []int{unit, (kernelSpan + unit) / unit * unit} {
			const rows = 7
			w := testMatrix(t, f, rows, cols, rng)
			xs, xh := q8TestVectors(t, rng, cols)
			dot, mag := refProducts(t, w, xh, 8)
			if w.Format.ID == MLX_AFFINE && q8AffineForm(w) {
				dot, mag = refProductsUnrounded(t, w, xh, 8)
			}
			for n := 2; n <= 8; n++ {
				y := make([]float32, n*rows)
				if err := GEMMWith(w, xs[:n*cols], n, y, q8); err != nil {
					t.Fatalf("%s n=%d: %v", f.Name, n, err)
				}
				for i := range y {
					if e := relErr(y[i], dot[i], mag[i], cols); !(e <= gemvTol) {
						t.Errorf("%s %dx%d q8 GEMM n=%d value %d = %v, float64 with x̂ %v: relative error %.3g", f.Name, rows, cols, n, i, y[i], dot[i], e)
						break
					}
				}
			}
		}
	}
}

// TestMXFP4SmallScalesQ8 multiplies MXFP4 blocks whose E8M0 scales are 2^-128…2^-126 (the two
// smallest float32 subnormals and the smallest normal: the kernels form them from the scale byte
// or read them from a table) in the 8-bit mode at every SIMD level, across the kernels' four-,
// two- and one-block steps.
func TestMXFP4SmallScalesQ8(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(9))
	const rows, cols = 5, 32 * 7
	data := make([]byte, rows*cols/32*17)
	rng.Read(data)
	for b := 0; b < len(data)/17; b++ {
		data[b*17] = byte(b % 3)
	}
	w := &Tensor{Name: "mxfp4", Format: registry[MXFP4], Shape: []int64{rows, cols}, Data: data}
	x := randVec(rng, cols)
	a := getQ8Act(cols)
	defer putQ8Act(a)
	if err := a.quantize(x); err != nil {
		t.Fatal(err)
	}
	dot, mag := refProducts(t, w, a.xhat[:cols], 1)
	for _, level := range simdLevels() {
		setSIMDLevel(level)
		y := make([]float32, rows)
		if err := GEMVWith(w, x, y, MatVecOptions{Activations: ActivationsQ8}); err != nil {
			t.Fatal(err)
		}
		for r := range y {
			if e := relErr(y[r], dot[r], mag[r], cols); !(e <= gemvTol) || y[r] == 0 {
				t.Errorf("simd%d row %d: %g, float64 %g", level, r, y[r], dot[r])
			}
		}
	}
}

// TestGEMMQ8Extremes multiplies rows of random bytes (TestGEMVRandomCodes: every code a format
// can hold, blocks whose values are not finite or beyond 2²⁰ replaced by quantized ones) with
// eight vectors whose rounded values are all ±127 — all +127, all −127, random signs, and the
// sign of the weight (so that every product in a block adds up) — at every SIMD level: the
// largest sums the 8-bit kernels' integer steps meet (the AVX2 GEMM adds products as int16
// words, gemm_avx2.py says why they cannot overflow or saturate).
func TestGEMMQ8Extremes(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(29))
	q8 := MatVecOptions{Activations: ActivationsQ8}
	for _, f := range computeFormats(t) {
		be := f.BlockElems
		if f.IsParts() || be <= 1 || !f.Has(FlagQuantized) {
			continue
		}
		cols := be * 256 / gcd(be, 256) * 2
		const rows = 19 // a group of 16 rows and three more
		w := testMatrix(t, f, rows, cols, rng)
		data, _ := randomCodes(f, w.Data, rng)
		w.Data = data
		deq := make([]float32, rows*cols)
		f.decode(deq, data)
		x := extremeVectors(deq, rows, cols, rng)
		dot, mag := make([]float64, 8*rows), make([]float64, 8*rows)
		for v := 0; v < 8; v++ {
			xh := q8Hat(t, x[v*cols:(v+1)*cols]) // every value its block's ±max: ±127·d
			for r := 0; r < rows; r++ {
				for c, wv := range deq[r*cols : (r+1)*cols] {
					p := float64(wv) * float64(xh[c])
					dot[v*rows+r] += p
					mag[v*rows+r] += math.Abs(p)
				}
			}
		}
		for _, level := range simdLevels() {
			setSIMDLevel(level)
			for _, n := range []int{1, 8} {
				y := make([]float32, n*rows)
				if err := GEMMWith(w, x[:n*cols], n, y, q8); err != nil {
					t.Fatalf("%s: %v", f.Name, err)
				}
				for i := range y {
					if e := relErr(y[i], dot[i], mag[i], cols); !(e <= gemvTol) {
						t.Errorf("%s %dx%d simd%d n=%d vector %d row %d: %v, float64 %v: relative error %.3g", f.Name, rows, cols, level, n, i/rows, i%rows, y[i], dot[i], e)
					}
				}
			}
		}
	}
}

// extremeVectors returns eight vectors of cols values, each its block's largest magnitude
// (rounded to Q8_0: ±127·d; the magnitude steps by powers of two from block to block): all
// positive (vectors 0, 4), all negative (1, 5), random signs (2, 6), and the signs of the
// weights of row v of deq (3, 7), so that every product of a block adds up.
func extremeVectors(deq []float32, rows, cols int, rng *rand.Rand) []float32 {
	x := make([]float32, 8*cols)
	for v := 0; v < 8; v++ {
		for c := 0; c < cols; c++ {
			s := float32(1)
			switch v % 4 {
			case 1:
				s = -1
			case 2:
				s = float32(1 - 2*rng.Intn(2))
			case 3:
				if deq[(v%rows)*cols+c] < 0 {
					s = -1
				}
			}
			x[v*cols+c] = s * float32(math.Ldexp(1, c/32%5-2))
		}
	}
	return x
}

// TestPartsQ8Extremes is TestGEMMQ8Extremes for the part-based formats: MLX affine 4- and 8-bit
// (codes spanning their groups), GPTQ 4- and 8-bit, AWQ GEMM, AWQ GEMV and compressed-tensors
// 4-bit (random codes and zero points), each multiplied at every level with extremeVectors, GEMV
// and GEMM.
func TestPartsQ8Extremes(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(31))
	q8 := MatVecOptions{Activations: ActivationsQ8}
	const rows, cols = 128, 512
	var ws []*Tensor
	if f := registry[MLX_AFFINE]; f != nil && f.CanQuantizeParts() {
		src := make([]float32, rows*cols)
		for i := range src {
			src[i] = float32(rng.Float64()*2 - 1)
		}
		for _, bits := range []int{4, 8} {
			for _, dt := range []FormatID{F16, BF16} {
				w, err := QuantizeParts(f, QuantParams{Bits: bits, GroupSize: 64, Float: dt}, "w", []int64{rows, cols}, src)
				if err != nil {
					t.Fatal(err)
				}
				ws = append(ws, w)
			}
		}
	}
	for _, bits := range []int{4, 8} {
		ws = append(ws, gptqTestMatrix(t, rows, cols, bits, 128, false, F16, false, rng))
	}
	for _, id := range []FormatID{AWQ_GEMM, AWQ_GEMV, CT_PACK_QUANTIZED} {
		ws = append(ws, awqCTTestMatrix(t, id, rows, cols, 64, true, BF16, false, rng))
	}
	affine := 0
	for k, w := range ws {
		name := fmt.Sprintf("%s %d-bit (tensor %d)", w.Format.Name, w.Quant.Bits, k)
		deq := make([]float32, rows*cols)
		if err := DequantizeF32(w, 0, rows, deq); err != nil {
			t.Fatal(err)
		}
		x := extremeVectors(deq, rows, cols, rng)
		xh := make([]float32, len(x))
		for v := 0; v < 8; v++ {
			copy(xh[v*cols:], q8Hat(t, x[v*cols:(v+1)*cols]))
		}
		dotW, magW := refProducts(t, w, xh, 8)
		dotA, magA := refProductsUnrounded(t, w, xh, 8)
		for _, level := range simdLevels() {
			setSIMDLevel(level)
			dot, mag := dotW, magW
			if q8AffineForm(w) {
				dot, mag = dotA, magA
				affine++
			}
			for _, n := range []int{1, 8} {
				y := make([]float32, n*rows)
				if err := GEMMWith(w, x[:n*cols], n, y, q8); err != nil {
					t.Fatal(err)
				}
				for i := range y {
					if e := relErr(y[i], dot[i], mag[i], cols); !(e <= gemvTol) {
						t.Errorf("%s simd%d n=%d vector %d row %d: %v, float64 %v: relative error %.3g", name, level, n, i/rows, i%rows, y[i], dot[i], e)
						break
					}
				}
			}
		}
	}
	if affine == 0 && hasAffineQ8Kernels() {
		t.Error("no product took an affine-form (integer) kernel")
	}
	t.Logf("%d of %d tensor × level products took the affine-form kernels", affine, len(ws)*len(simdLevels()))
}
