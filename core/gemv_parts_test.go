package core

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand"
	"runtime"
	"runtime/debug"
	"testing"
)

// Tests and benchmarks of the part-based formats' GEMV kernels (MLX affine, MLX fp modes, GPTQ).

// gptqTestMatrix builds a GPTQ tensor of rows (out) × cols (in) with random codes, zeros (the
// midpoint when sym) and scales of dtype sd; gidx adds the trivial g_idx (column / group).
func gptqTestMatrix(t testing.TB, rows, cols, bits, group int, sym bool, sd FormatID, gidx bool, rng *rand.Rand) *Tensor {
	t.Helper()
	n, k := int64(rows), int64(cols)
	groups := (k + int64(group) - 1) / int64(group)
	qw := make([]byte, k*int64(bits)/32*n*4)
	qz := make([]byte, groups*n*int64(bits)/32*4)
	sc := make([]byte, groups*n*int64(registry[sd].BlockBytes))
	put := func(b []byte, word int64, sh uint, v uint32) { // OR v << sh into the little-endian word (and the next)
		w := binary.LittleEndian.Uint32(b[4*word:]) | v<<sh
		binary.LittleEndian.PutUint32(b[4*word:], w)
		if sh+uint(bits) > 32 {
			w2 := binary.LittleEndian.Uint32(b[4*(word+n):]) | v>>(32-sh)
			binary.LittleEndian.PutUint32(b[4*(word+n):], w2)
		}
	}
	for c := int64(0); c < k; c++ {
		pos := c * int64(bits)
		for r := int64(0); r < n; r++ {
			q := uint32(rng.Intn(1 << bits))
			put(qw, (pos>>5)*n+r, uint(pos&31), q) // the next word of the column is n words on
		}
	}
	for g := int64(0); g < groups; g++ {
		row := qz[g*n*int64(bits)/8 : (g+1)*n*int64(bits)/8]
		for r := int64(0); r < n; r++ {
			z := uint32(1) << (bits - 1)
			if !sym {
				z = uint32(rng.Intn(1 << bits))
			}
			pos := r * int64(bits)
			for b := 0; b < bits; b++ {
				if z>>b&1 == 1 {
					row[(pos+int64(b))>>3] |= 1 << ((pos + int64(b)) & 7)
				}
			}
		}
	}
	enc := registry[sd].encode
	one := []float32{0}
	sz := int64(registry[sd].BlockBytes)
	for i := int64(0); i < groups*n; i++ {
		one[0] = float32(0.002 + 0.02*rng.Float64())
		enc(sc[i*sz:(i+1)*sz], one)
	}
	w := &Tensor{Name: fmt.Sprintf("gptq%d[%dx%d]", bits, rows, cols), Format: registry[GPTQ], Shape: []int64{n, k},
		Quant: QuantParams{Bits: bits, GroupSize: group, Sym: sym}}
	part := func(role string, id FormatID, shape []int64, data []byte) {
		w.Parts = append(w.Parts, Part{Role: role, Tensor: &Tensor{Name: role, Format: registry[id], Shape: shape, Data: data, PartOf: w.Name}})
	}
	part(RoleQWeight, I32, []int64{k * int64(bits) / 32, n}, qw)
	part(RoleQZeros, I32, []int64{groups, n * int64(bits) / 32}, qz)
	part(RoleScales, sd, []int64{groups, n}, sc)
	if gidx {
		gi := make([]byte, 4*k)
		for c := int64(0); c < k; c++ {
			binary.LittleEndian.PutUint32(gi[4*c:], uint32(c/int64(group)))
		}
		part(RoleGIdx, I32, []int64{k}, gi)
	}
	if err := CheckParts(w); err != nil {
		t.Fatal(err)
	}
	return w
}

// checkGEMVAllLevels runs GEMV (and GEMM n=3 and 5) of w at every SIMD level against the float64
// product of the dequantized weights.
func checkGEMVAllLevels(t *testing.T, name string, w *Tensor, rng *rand.Rand) {
	t.Helper()
	cols := int(w.Cols())
	rows := int(w.Rows())
	xs := randVec(rng, 5*cols)
	dot, mag := refProducts(t, w, xs, 5)
	for _, level := range simdLevels() {
		setSIMDLevel(level)
		y := make([]float32, rows)
		if err := GEMV(w, xs[:cols], y); err != nil {
			t.Fatalf("%s simd%d: %v", name, level, err)
		}
		for r := range y {
			if e := relErr(y[r], dot[r], mag[r], cols); !(e <= gemvTol) {
				t.Errorf("%s simd%d: row %d = %v, float64 %v (Σ|w·x| %v): relative error %.3g", name, level, r, y[r], dot[r], mag[r], e)
				return
			}
		}
		for _, n := range []int{3, 5} { // 5: rows decoded once for every format that can (3: some)
			yn := make([]float32, n*rows)
			if err := GEMM(w, xs[:n*cols], n, yn); err != nil {
				t.Fatalf("%s simd%d: %v", name, level, err)
			}
			for i := range yn {
				if e := relErr(yn[i], dot[i], mag[i], cols); !(e <= gemvTol) {
					t.Errorf("%s simd%d: GEMM n=%d value %d = %v, float64 %v: relative error %.3g", name, level, n, i, yn[i], dot[i], e)
					return
				}
			}
		}
	}
}

// TestGEMVParts covers the part-based kernels on every shape class: MLX affine of every bit width
// with f16/bf16/f32 scales and groups 32/64/128, the MLX fp modes and GPTQ (sym and asym, with and
// without a trivial g_idx).
func TestGEMVParts(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(21))
	rowsList := []int{1, 3, 6, 37, 130}
	colsList := func(g int) []int { return []int{g, 3 * g, (kernelSpan + 512) / g * g, 14336 / g * g} }
	mlx := registry[MLX_AFFINE]
	for _, bits := range []int{2, 3, 4, 5, 6, 8} {
		for _, g := range []int{32, 64, 128} {
			for _, dt := range []FormatID{F16, BF16, F32} {
				if testing.Short() && (g != 64 || bits == 2 || bits == 5) { // short: the common widths (3, 4, 6, 8 bits)
					continue
				}
				for ci, cols := range colsList(g) {
					for ri, rows := range rowsList {
						if (ci+ri)%2 == 1 && !(bits == 4 || bits == 8) || (cols > 8192 && rows > 37) {
							continue
						}
						src := make([]float32, rows*cols)
						for i := range src {
							src[i] = float32(rng.NormFloat64())
						}
						w, err := QuantizeParts(mlx, QuantParams{Bits: bits, GroupSize: g, Float: dt}, "w", []int64{int64(rows), int64(cols)}, src)
						if err != nil {
							t.Fatal(err)
						}
						checkGEMVAllLevels(t, fmt.Sprintf("MLX affine %d-bit g%d %s %dx%d", bits, g, registry[dt].Name, rows, cols), w, rng)
					}
				}
			}
		}
	}
	for _, id := range []FormatID{MLX_MXFP4, MLX_NVFP4, MLX_MXFP8} {
		f := registry[id]
		g, bits := MLXDefaults(f)
		for _, cols := range colsList(g) {
			for _, rows := range rowsList {
				if cols > 8192 && rows > 37 {
					continue
				}
				src := make([]float32, rows*cols)
				for i := range src {
					src[i] = float32(rng.NormFloat64())
				}
				q := QuantParams{Bits: bits, GroupSize: g, Float: BF16}
				if id == MLX_NVFP4 && rows%2 == 1 {
					q.GlobalScale = 3
				}
				w, err := QuantizeParts(f, q, "w", []int64{int64(rows), int64(cols)}, src)
				if err != nil {
					t.Fatal(err)
				}
				checkGEMVAllLevels(t, fmt.Sprintf("%s %dx%d", f.Name, rows, cols), w, rng)
			}
		}
	}
	// GPTQ: rows are output columns (multiples of 32/bits·… for the zeros' packing: 8 for 4-bit).
	for _, bits := range []int{4, 8, 2, 3} {
		for _, g := range []int{32, 128} {
			for _, sd := range []FormatID{F16, BF16, F32} {
				for _, sym := range []bool{true, false} {
					for ci, cols := range []int{g * 3, 4096 + 512, 14336} {
						for ri, rows := range []int{32, 8, 40, 136, 264} {
							if bits == 3 || bits == 2 {
								rows = 32 * (ri + 1)
							}
							if (cols > 8192 && rows > 64) || (bits != 4 && (ci+ri)%3 != 0) || (testing.Short() && (ci+ri)%2 == 1) {
								continue
							}
							gidx := (ci+ri)%2 == 0
							w := gptqTestMatrix(t, rows, cols, bits, g, sym, sd, gidx, rng)
							checkGEMVAllLevels(t, fmt.Sprintf("GPTQ %d-bit g%d %s sym=%v gidx=%v %dx%d", bits, g, registry[sd].Name, sym, gidx, rows, cols), w, rng)
						}
					}
				}
			}
		}
	}
}

// TestGEMVPartsGPTQ4Groups covers the lanes-along-the-input GPTQ 4-bit kernel's other group
// shapes: small groups, a group larger than its 2048-column span (per-channel style), v1 zero
// offsets, and row counts that take the 16-lane kernel instead (not multiples of 8).
func TestGEMVPartsGPTQ4Groups(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(22))
	for _, c := range []struct{ g, cols, rows, zoff int }{
		{16, 48, 8, 0}, {16, 4096 + 16, 40, 1}, {64, 14336, 24, 0}, {64, 192, 136, 1},
		{4096, 8192, 16, 0}, {4096, 4096, 264, 1}, {2048, 6144, 8, 0}, {256, 2048 + 256, 48, 1},
		{8, 64, 8, 0}, {96, 96 * 5, 16, 0},
	} {
		for _, sd := range []FormatID{F16, BF16, F32} {
			w := gptqTestMatrix(t, c.rows, c.cols, 4, c.g, false, sd, c.g == 64, rng)
			w.Quant.ZeroOffset = c.zoff
			checkGEMVAllLevels(t, fmt.Sprintf("GPTQ 4-bit g%d %s zoff=%d %dx%d", c.g, registry[sd].Name, c.zoff, c.rows, c.cols), w, rng)
		}
	}
}

// TestGEMVPartsGPTQActOrder covers GPTQ 4-bit with act-order: g_idx a shuffled assignment of the
// input columns to the groups (each group keeps its size), every scale dtype, zeros and zero
// offsets, row counts that end in a partial 16-row chunk, and 8-bit activations (their integer
// kernels leave act-order to the float32 kernels with x̂).
func TestGEMVPartsGPTQActOrder(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(23))
	for _, c := range []struct{ g, cols, rows, zoff int }{
		{128, 4096, 40, 0}, {32, 512, 16, 1}, {64, 1024 + 128, 24, 0}, {128, 14336, 8, 0}, {16, 128, 136, 1},
	} {
		for _, sd := range []FormatID{F16, BF16, F32} {
			w := gptqTestMatrix(t, c.rows, c.cols, 4, c.g, false, sd, true, rng)
			w.Quant.ZeroOffset = c.zoff
			gi := w.Part(RoleGIdx).Data
			perm := rng.Perm(c.cols)
			for col, p := range perm {
				binary.LittleEndian.PutUint32(gi[4*col:], uint32(p/c.g))
			}
			if w.trivialGIdx(RoleGIdx) {
				t.Fatal("the shuffled g_idx reads as trivial")
			}
			name := fmt.Sprintf("GPTQ 4-bit act-order g%d %s zoff=%d %dx%d", c.g, registry[sd].Name, c.zoff, c.rows, c.cols)
			checkGEMVAllLevels(t, name, w, rng)
			checkQ8Products(t, name, w, rng)
		}
	}
}

// BenchmarkGEMVParts times GEMV of part-based formats on the benchmark shapes (4096×14336 and
// 14336×4096, cycled over LOWBIT_BENCH_MIB of weights, default 512): MLX affine 4/8-bit (group
// 64, bf16), the MLX fp modes and GPTQ 4-bit (group 128, f16).
//
//	go test ./core -run '^$' -bench GEMVParts
func BenchmarkGEMVParts(b *testing.B) {
	if testing.Short() {
		b.Skip("model-sized working set")
	}
	type cfg struct {
		name  string
		build func(rows, cols int, rng *rand.Rand) *Tensor
	}
	mlxAffine := func(bits, g int, dt FormatID) func(int, int, *rand.Rand) *Tensor {
		return func(rows, cols int, rng *rand.Rand) *Tensor {
			src := make([]float32, rows*cols)
			for i := range src {
				src[i] = float32(rng.NormFloat64())
			}
			w, err := QuantizeParts(registry[MLX_AFFINE], QuantParams{Bits: bits, GroupSize: g, Float: dt}, "w", []int64{int64(rows), int64(cols)}, src)
			if err != nil {
				b.Fatal(err)
			}
			return w
		}
	}
	mlxFP := func(id FormatID) func(int, int, *rand.Rand) *Tensor {
		return func(rows, cols int, rng *rand.Rand) *Tensor { return testMatrix(b, registry[id], rows, cols, rng) }
	}
	cfgs := []cfg{
		{"MLX4g64bf16", mlxAffine(4, 64, BF16)},
		{"MLX4g64f16", mlxAffine(4, 64, F16)},
		{"MLX8g64bf16", mlxAffine(8, 64, BF16)},
		{"MLX8g64f16", mlxAffine(8, 64, F16)},
		{"MLX3g64bf16", mlxAffine(3, 64, BF16)},
		{"MXFP4", mlxFP(MLX_MXFP4)},
		{"NVFP4", mlxFP(MLX_NVFP4)},
		{"MXFP8", mlxFP(MLX_MXFP8)},
		{"GPTQ4g128f16", func(rows, cols int, rng *rand.Rand) *Tensor {
			return gptqTestMatrix(b, rows, cols, 4, 128, false, F16, false, rng)
		}},
	}
	want := benchSetBytes()
	for _, c := range cfgs {
		b.Run(c.name, func(b *testing.B) {
			rng := rand.New(rand.NewSource(7))
			shapes := [][2]int{{4096, 14336}, {14336, 4096}}
			var set []*Tensor
			var total int64
			tiles := map[[2]int]*Tensor{}
			for i := 0; total < want; i++ {
				sh := shapes[i%2]
				if tiles[sh] == nil {
					if c.name[:4] == "GPTQ" { // rows are not independent in GPTQ's layout
						tiles[sh] = c.build(sh[0], sh[1], rng)
					} else {
						tiles[sh] = c.build(64, sh[1], rng)
					}
				}
				w := tiles[sh]
				if w.Shape[0] != int64(sh[0]) {
					w = tileTensor(w, sh[0])
				} else if i >= 2 { // a copy of every part
					c := *w
					c.Parts = nil
					for _, p := range w.Parts {
						q := *p.Tensor
						q.Data = append([]byte(nil), p.Data...)
						c.Parts = append(c.Parts, Part{Role: p.Role, Tensor: &q})
					}
					w = &c
				}
				set = append(set, w)
				total += weightBytes(w)
			}
			defer func() { set = nil; runtime.GC(); debug.FreeOSMemory() }()
			var xs, ys [][]float32
			for _, w := range set[:2] {
				xs = append(xs, randVec(rng, int(w.Cols())))
				ys = append(ys, make([]float32, int(w.Rows())))
			}
			for _, th := range benchThreads {
				b.Run(fmt.Sprint(th), func(b *testing.B) {
					defer SetThreads(Threads())
					SetThreads(th)
					var bytes int64
					for _, w := range set {
						bytes += weightBytes(w)
					}
					b.SetBytes(bytes / int64(len(set)))
					b.ResetTimer()
					for i := 0; i < b.N; i++ {
						k := i % len(set)
						if err := GEMV(set[k], xs[k%2], ys[k%2]); err != nil {
							b.Fatal(err)
						}
					}
					b.StopTimer()
					perOp := b.Elapsed().Seconds() / float64(b.N)
					b.ReportMetric(perOp*1e3, "ms/op")
					b.ReportMetric(float64(bytes)/float64(len(set))/perOp/1e9, "GB/s")
				})
			}
		})
	}
}

// TestRoundInline checks roundF16/roundBF16 against roundAs on random and edge bit patterns.
func TestRoundInline(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	check := func(u uint32) {
		v := math.Float32frombits(u)
		if a, b := roundF16(v), roundAs(F16, v); math.Float32bits(a) != math.Float32bits(b) {
			t.Fatalf("roundF16(%#x) = %#x, roundAs %#x", u, math.Float32bits(a), math.Float32bits(b))
		}
		if a, b := roundBF16(v), roundAs(BF16, v); math.Float32bits(a) != math.Float32bits(b) {
			t.Fatalf("roundBF16(%#x) = %#x, roundAs %#x", u, math.Float32bits(a), math.Float32bits(b))
		}
	}
	for i := 0; i < 1<<22; i++ {
		check(rng.Uint32())
	}
	for _, e := range []uint32{0x38800000, 0x477ff000, 0x7f800000, 0x33000000} {
		for d := uint32(0); d < 1<<14; d++ {
			check(e - 1<<13 + d)
			check(e - 1<<13 + d | 1<<31)
		}
	}
}

// BenchmarkGEMVPartsCached times GPTQ 4-bit GEMV on cache-sized matrices (the kernel's compute
// rate; rows of 4096 put every packed row of a column in one L1 set).
func BenchmarkGEMVPartsCached(b *testing.B) {
	for _, sh := range [][2]int{{256, 2048}, {4096, 2048}, {4104, 2048}} {
		b.Run(fmt.Sprint(sh[0], "x", sh[1]), func(b *testing.B) {
			rng := rand.New(rand.NewSource(3))
			w := gptqTestMatrix(b, sh[0], sh[1], 4, 128, false, F16, false, rng)
			x := randVec(rng, sh[1])
			y := make([]float32, sh[0])
			defer SetThreads(Threads())
			SetThreads(1)
			b.SetBytes(weightBytes(w))
			for i := 0; i < b.N; i++ {
				if err := GEMV(w, x, y); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// awqCTTestMatrix builds an AWQ GEMM, AWQ GEMV or compressed-tensors 4-bit tensor of rows (out) ×
// cols (in) with random codes, zeros (none: AWQ GEMM without qzeros, CT symmetric) and scales of
// dtype sd; CT gets a trivial weight_g_idx when gidx.
func awqCTTestMatrix(t testing.TB, id FormatID, rows, cols, group int, zeros bool, sd FormatID, gidx bool, rng *rand.Rand) *Tensor {
	t.Helper()
	n, k, g := int64(rows), int64(cols), int64(group)
	groups := k / g
	sz := int64(registry[sd].BlockBytes)
	nib := func(b []byte, word int64, i int, v uint32) {
		binary.LittleEndian.PutUint32(b[4*word:], binary.LittleEndian.Uint32(b[4*word:])|v<<(4*uint(i)))
	}
	scales := func(cnt int64) []byte {
		sc := make([]byte, cnt*sz)
		one := []float32{0}
		for i := int64(0); i < cnt; i++ {
			one[0] = float32(0.002 + 0.02*rng.Float64())
			registry[sd].encode(sc[i*sz:(i+1)*sz], one)
		}
		return sc
	}
	w := &Tensor{Name: fmt.Sprintf("%s[%dx%d]", registry[id].Name, rows, cols), Format: registry[id], Shape: []int64{n, k},
		Quant: QuantParams{Bits: 4, GroupSize: group}}
	part := func(role string, pid FormatID, shape []int64, data []byte) {
		w.Parts = append(w.Parts, Part{Role: role, Tensor: &Tensor{Name: role, Format: registry[pid], Shape: shape, Data: data, PartOf: w.Name}})
	}
	switch id {
	case AWQ_GEMM:
		qw := make([]byte, k*n/2)
		for c := int64(0); c < k; c++ {
			for r := int64(0); r < n; r++ {
				nib(qw, c*n/8+r/8, int(awqReverse[r%8]), uint32(rng.Intn(16)))
			}
		}
		part(RoleQWeight, I32, []int64{k, n / 8}, qw)
		if zeros {
			qz := make([]byte, groups*n/2)
			for i := int64(0); i < groups*n; i++ {
				nib(qz, i/8, int(awqReverse[i%8]), uint32(rng.Intn(16)))
			}
			part(RoleQZeros, I32, []int64{groups, n / 8}, qz)
		}
		part(RoleScales, sd, []int64{groups, n}, scales(groups*n))
	case AWQ_GEMV:
		zw := (groups+7)/8 + int64(rng.Intn(2)) // padded
		qw := make([]byte, n*k/2)
		for i := int64(0); i < n*k; i++ {
			nib(qw, i/8, int(i%8), uint32(rng.Intn(16)))
		}
		qz := make([]byte, n*zw*4)
		for r := int64(0); r < n; r++ {
			for gi := int64(0); gi < groups; gi++ {
				nib(qz, r*zw+gi/8, int(gi%8), uint32(rng.Intn(16)))
			}
		}
		part(RoleQWeight, I32, []int64{n, k / 8}, qw)
		part(RoleQZeros, I32, []int64{n, zw}, qz)
		part(RoleScales, sd, []int64{n, zw * 8}, scales(n*zw*8))
	case CT_PACK_QUANTIZED:
		qw := make([]byte, n*k/2)
		for i := int64(0); i < n*k; i++ {
			nib(qw, i/8, int(i%8), uint32(rng.Intn(16)))
		}
		part(RolePacked, I32, []int64{n, k / 8}, qw)
		part(RoleScale, sd, []int64{n, groups}, scales(n*groups))
		if zeros {
			zp := make([]byte, (n+7)/8*groups*4)
			for r := int64(0); r < n; r++ {
				for gi := int64(0); gi < groups; gi++ {
					nib(zp, r/8*groups+gi, int(r%8), uint32(rng.Intn(16)))
				}
			}
			part(RoleZeroPoint, I32, []int64{(n + 7) / 8, groups}, zp)
		}
		if gidx {
			gi := make([]byte, 4*k)
			for c := int64(0); c < k; c++ {
				binary.LittleEndian.PutUint32(gi[4*c:], uint32(c/g))
			}
			part(RoleGIdxCT, I32, []int64{k}, gi)
		}
	}
	if err := CheckParts(w); err != nil {
		t.Fatal(err)
	}
	return w
}

// TestGEMVPartsAWQCT covers the AWQ GEMM, AWQ GEMV and compressed-tensors 4-bit kernels (and
// MLX mxfp4's, with TestGEMVParts) on every shape class and scale dtype, and AWQ GEMM's row
// ranges that do not start or end on its 8-column words.
func TestGEMVPartsAWQCT(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(23))
	for _, id := range []FormatID{AWQ_GEMM, AWQ_GEMV, CT_PACK_QUANTIZED} {
		rowsList := []int{1, 3, 6, 37, 130}
		if id == AWQ_GEMM {
			rowsList = []int{8, 24, 40, 136, 520}
		}
		for _, g := range []int{32, 128, 4096, 6144, 14336} {
			cols := []int{g, 3 * g, (kernelSpan + 512) / g * g, 14336 / g * g}
			if g >= 4096 {
				cols = []int{g, 2 * g}[:1+g/4096%2]
			}
			for ci, c := range cols {
				if c == 0 {
					continue
				}
				for ri, rows := range rowsList {
					if (c > 8192 && rows > 40) || (ci+ri)%2 == 1 && g != 128 {
						continue
					}
					for _, sd := range []FormatID{F16, BF16, F32} {
						zeros := (ci+ri)%2 == 0 || id == AWQ_GEMV
						gidx := id == CT_PACK_QUANTIZED && (ci+ri)%3 == 0
						w := awqCTTestMatrix(t, id, rows, c, g, zeros, sd, gidx, rng)
						name := fmt.Sprintf("%s g%d %s zeros=%v gidx=%v %dx%d", registry[id].Name, g, registry[sd].Name, zeros, gidx, rows, c)
						checkGEMVAllLevels(t, name, w, rng)
						if id == AWQ_GEMM && rows >= 24 {
							setSIMDLevel(simdBest)
							x := randVec(rng, c)
							full := make([]float32, rows)
							gemv, _ := kernels(w.Format) // the AWQ_GEMM kernel where there is one
							gemv(w, 0, x, full)
							for _, rg := range [][2]int{{4, 13}, {3, 17}, {12, rows - 12}} {
								y := make([]float32, rg[1]-rg[0])
								gemv(w, int64(rg[0]), x, y)
								for i := range y {
									if y[i] != full[rg[0]+i] {
										t.Fatalf("%s: rows [%d,%d) row %d = %v, full %v", name, rg[0], rg[1], rg[0]+i, y[i], full[rg[0]+i])
									}
								}
							}
						}
					}
				}
			}
		}
	}
}

// TestGEMVPartsExactCodes checks that the kernels of MLX mxfp8, nvfp4 and affine 2/3/5/6-bit use
// exactly the decoder's weights for every code (mxfp8: all 256 E4M3 codes with subnormals and the
// NaN codes, E8M0 scales down to the subnormal 2^-127 and up to 2^127 and +Inf; nvfp4: every UE4M3 scale byte, with and
// without a global scale): with x a unit vector, y is the weight itself; a row holding a NaN gives
// a NaN. GEMM (n = 2, two unit vectors) likewise.
func TestGEMVPartsExactCodes(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(5))
	type tc struct {
		id          FormatID
		bits, group int
		dt          FormatID
		global      float32
	}
	cases := []tc{{MLX_MXFP8, 8, 32, BF16, 0}, {MLX_NVFP4, 4, 16, BF16, 0}, {MLX_NVFP4, 4, 16, BF16, 3},
		{MLX_MXFP4, 4, 32, BF16, 0}}
	for _, b := range []int{2, 3, 5, 6} {
		for _, dt := range []FormatID{F16, BF16, F32} {
			cases = append(cases, tc{MLX_AFFINE, b, 64, dt, 0}, tc{MLX_AFFINE, b, 32, dt, 0})
		}
	}
	for _, c := range cases {
		for _, sh := range [][2]int{{7, 4096 + 512}, {5, 64}, {9, 8192 + 96}} {
			rows, cols := sh[0], sh[1]
			if cols%c.group != 0 {
				continue
			}
			src := make([]float32, rows*cols)
			for i := range src {
				src[i] = float32(rng.NormFloat64())
			}
			q := QuantParams{Bits: c.bits, GroupSize: c.group, Float: c.dt, GlobalScale: c.global}
			w, err := QuantizeParts(registry[c.id], q, "w", []int64{int64(rows), int64(cols)}, src)
			if err != nil {
				t.Fatal(err)
			}
			name := fmt.Sprintf("%s %d-bit g%d %s global %v %dx%d", registry[c.id].Name, c.bits, c.group, registry[c.dt].Name, c.global, rows, cols)
			nanRow := func(r int) bool { return r%4 == 3 && c.id != MLX_AFFINE }
			wd := w.Part(RoleWeight).Data
			rb := len(wd) / rows
			for r := 0; r < rows; r++ {
				row := wd[r*rb : (r+1)*rb]
				rng.Read(row)
				if c.id == MLX_MXFP8 && !nanRow(r) {
					for i, v := range row {
						if v&0x7f == 0x7f {
							row[i] = 0x7e
						}
						if r%4 == 2 { // magnitudes below 1/4: finite weights with scales up to 2^127
							row[i] &= 0x9f
						}
					}
				}
			}
			if c.id != MLX_AFFINE {
				sd := w.Part(RoleScales).Data
				sb := len(sd) / rows
				for r := 0; r < rows; r++ {
					for i := range sd[r*sb : (r+1)*sb] {
						v := byte(rng.Intn(256))
						if c.id == MLX_NVFP4 && v&0x7f == 0x7f && !nanRow(r) {
							v = 0x01
						}
						if c.id != MLX_NVFP4 { // E8M0: mostly near 1, some subnormal 2^-127, no Inf
							v = byte(110 + rng.Intn(30))
							if rng.Intn(8) == 0 {
								v = byte(rng.Intn(3))
							}
							if c.id == MLX_MXFP8 && r%4 == 2 && i == 1 { // up to 2^127 (its codes are small)
								v = byte(247 + rng.Intn(8))
							}
							if c.id == MLX_MXFP8 && r%8 == 6 && i == 0 {
								v = 255 // +Inf
							}
						}
						sd[r*sb+i] = v
					}
				}
			}
			deq := make([]float32, rows*cols)
			if err := DequantizeF32(w, 0, int64(rows), deq); err != nil {
				t.Fatal(err)
			}
			bad := make([]bool, rows)
			for r := range bad {
				for _, v := range deq[r*cols : (r+1)*cols] {
					if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
						bad[r] = true
					}
				}
			}
			for _, level := range simdLevels() {
				setSIMDLevel(level)
				for k := 0; k < 6; k++ {
					c0, c1 := rng.Intn(cols), rng.Intn(cols)
					if k == 0 {
						c0, c1 = 0, cols-1
					}
					xs := make([]float32, 2*cols)
					xs[c0], xs[cols+c1] = 1, 1
					y := make([]float32, 2*rows)
					if err := GEMM(w, xs, 2, y); err != nil {
						t.Fatal(err)
					}
					y1 := make([]float32, rows)
					if err := GEMV(w, xs[:cols], y1); err != nil {
						t.Fatal(err)
					}
					for r := 0; r < rows; r++ {
						for v, col := range []int{c0, c1} {
							got, want := y[v*rows+r], deq[r*cols+col]
							if bad[r] {
								if !math.IsNaN(float64(got)) && !math.IsInf(float64(got), 0) {
									t.Fatalf("%s simd%d: GEMM row %d (holds a NaN or Inf) = %v", name, level, r, got)
								}
								continue
							}
							if got != want {
								t.Fatalf("%s simd%d: GEMM vector %d row %d column %d = %v, weight %v", name, level, v, r, col, got, want)
							}
						}
						if bad[r] && !math.IsNaN(float64(y1[r])) && !math.IsInf(float64(y1[r]), 0) {
							t.Fatalf("%s simd%d: GEMV row %d (holds a NaN or Inf) = %v", name, level, r, y1[r])
						}
						if !bad[r] && y1[r] != deq[r*cols+c0] {
							t.Fatalf("%s simd%d: GEMV row %d column %d = %v, weight %v", name, level, r, c0, y1[r], deq[r*cols+c0])
						}
					}
				}
				// A random x: every group's sum is scaled (the largest E8M0 scales among them).
				xr, yr := randVec(rng, cols), make([]float32, rows)
				if err := GEMV(w, xr, yr); err != nil {
					t.Fatal(err)
				}
				dot, mag := refProducts(t, w, xr, 1)
				for r := range yr {
					if bad[r] {
						if !math.IsNaN(float64(yr[r])) && !math.IsInf(float64(yr[r]), 0) {
							t.Fatalf("%s simd%d: GEMV row %d (holds a NaN or Inf) = %v with a random x", name, level, r, yr[r])
						}
					} else if e := relErr(yr[r], dot[r], mag[r], cols); !(e <= gemvTol) {
						t.Fatalf("%s simd%d: GEMV row %d = %v with a random x, float64 %v: relative error %.3g", name, level, r, yr[r], dot[r], e)
					}
				}
			}
		}
	}
}

// TestMLXFP8NaNLanes puts one NaN code (E4M3 S.1111.111) in each row of an MLX mxfp8 matrix, at
// column r (rows 0–63 of 64 columns), so that every lane position of the kernels' conversion must
// turn it into a NaN product; the other codes are finite and the scales near 1.
func TestMLXFP8NaNLanes(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	rng := rand.New(rand.NewSource(43))
	const rows, cols = 64, 64
	src := randVec(rng, rows*cols)
	w, err := QuantizeParts(registry[MLX_MXFP8], QuantParams{Bits: 8, GroupSize: 32, Float: BF16}, "w", []int64{rows, cols}, src)
	if err != nil {
		t.Fatal(err)
	}
	codes := w.Part(RoleWeight).Data
	for i, v := range codes {
		if v&0x7f == 0x7f {
			codes[i] = v - 1
		}
	}
	for r := 0; r < rows; r++ {
		codes[r*cols+r] = 0x7f | byte(r%2)<<7
	}
	x := randVec(rng, cols)
	for _, level := range simdLevels() {
		setSIMDLevel(level)
		y := make([]float32, rows)
		if err := GEMV(w, x, y); err != nil {
			t.Fatal(err)
		}
		deq := make([]float32, rows*cols)
		if err := DequantizeF32(w, 0, rows, deq); err != nil {
			t.Fatal(err)
		}
		for r := range y {
			if !math.IsNaN(float64(y[r])) {
				t.Errorf("simd%d: row %d (a NaN code at column %d) = %v", level, r, r, y[r])
			}
			if v := deq[r*cols+r]; math.Float32bits(v) != uint32(r%2)<<31|0x7fc00000 {
				t.Errorf("simd%d: row %d column %d decodes to %#08x", level, r, r, math.Float32bits(v))
			}
		}
	}
}

// TestTrivialGIdxPerTensor: whether a g_idx is the trivial map is remembered per tensor, not per
// address: a tensor whose g_idx bytes sit where a trivial one was checked before (a mapping
// closed and another opened at the same address) must be checked again.
func TestTrivialGIdxPerTensor(t *testing.T) {
	rng := rand.New(rand.NewSource(41))
	const rows, cols, g = 64, 512, 128
	w := gptqTestMatrix(t, rows, cols, 4, g, false, F16, true, rng)
	x := randVec(rng, cols)
	y := make([]float32, rows)
	check := func(w *Tensor, what string) {
		t.Helper()
		if err := GEMV(w, x, y); err != nil {
			t.Fatal(err)
		}
		dot, mag := refProducts(t, w, x, 1)
		for i := range y {
			if e := relErr(y[i], dot[i], mag[i], cols); !(e <= gemvTol) {
				t.Fatalf("%s: row %d = %v, float64 %v: relative error %.3g", what, i, y[i], dot[i], e)
			}
		}
	}
	check(w, "trivial g_idx")
	if !w.trivialGIdx(RoleGIdx) {
		t.Fatal("a trivial g_idx was not recognised")
	}
	// The same bytes rewritten to an act-order map (columns 0 and g swap groups), seen through a
	// new tensor as a newly opened file would be.
	gi := w.Part(RoleGIdx).Data
	binary.LittleEndian.PutUint32(gi[0:], 1)
	binary.LittleEndian.PutUint32(gi[4*g:], 0)
	w2 := &Tensor{Name: w.Name, Format: w.Format, Shape: w.Shape, Parts: w.Parts, Quant: w.Quant}
	if w2.trivialGIdx(RoleGIdx) {
		t.Fatal("an act-order g_idx was taken for the trivial one")
	}
	check(w2, "act-order g_idx at the same address")
}
