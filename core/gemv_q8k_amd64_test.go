package core

import (
	"math"
	"math/rand"
	"testing"
)

// TestQ8KBlockSums checks the assembly forms of q8kBlockSums (AVX-512 where the CPU has it, AVX2)
// against q8kBlockSumsGo bit for bit, with the int8 extremes in every block.
func TestQ8KBlockSums(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	const nb = 24
	qs := make([]int8, nb*kBlock)
	d := make([]float32, nb*8)
	for i := range qs {
		qs[i] = int8(rng.Intn(256) - 128)
	}
	for k := range d {
		d[k] = float32(rng.NormFloat64()) * float32(math.Ldexp(1, rng.Intn(40)-20))
		switch k % 8 {
		case 1: // all −128
			for i := range 32 {
				qs[32*k+i] = -128
			}
		case 2: // all 127
			for i := range 32 {
				qs[32*k+i] = 127
			}
		}
	}
	want := make([]float32, len(d))
	q8kBlockSumsGo(qs, d, want)
	forms := map[string]func(qs *int8, d *float32, nb int, bx *float32){}
	if simdBest >= simdAVX2 {
		forms["avx2"] = q8kBlockSumsAVX2
	}
	if simdBest >= simdAVX512 && hasVNNI {
		forms["avx512"] = q8kBlockSums
	}
	if len(forms) == 0 {
		t.Skip("this CPU has neither AVX2 nor AVX-512: no assembly form to check")
	}
	for name, f := range forms {
		got := make([]float32, len(d))
		f(&qs[0], &d[0], nb, &got[0])
		for k := range want {
			if math.Float32bits(got[k]) != math.Float32bits(want[k]) {
				t.Errorf("%s: block %d: %g, want %g", name, k, got[k], want[k])
			}
		}
	}
}

// q8kBlockSumsGo is q8kBlockSums in Go, the reference TestQ8KBlockSums holds the assembly forms to: the
// exact integer sums, converted and multiplied once.
func q8kBlockSumsGo(qs []int8, d, bx []float32) {
	for k := range len(qs) / 32 {
		var s int32
		for _, q := range qs[32*k : 32*k+32] {
			s += int32(q)
		}
		bx[k] = d[k] * float32(s)
	}
}

// TestQ8ExtensionKernels holds the kernels that use an AVX-512 extension beyond VNNI (GFNI: Q5_K
// and Q6_K; VBMI: IQ4_XS) to the forms without it (the ones Cascade and Cooper Lake run) bit for
// bit (TestQ8QuadKernels checks the four-blocks-a-step ones, whose sums run in another order), on quantized rows with every unit count from 1 to 9 (odd counts take the
// one-block tails) and random activations, so that both stay verified whichever this CPU
// installs; likewise the L1 prefetch variants (prefetchL1) to the kernels they copy.
func TestQ8ExtensionKernels(t *testing.T) {
	if simdBest < simdAVX512 || !hasVNNI {
		t.Skip("this CPU lacks AVX-512 VNNI: none of these kernels can run here")
	}
	initFP16Table()
	rng := rand.New(rand.NewSource(9))
	const maxNB = 9
	qs := make([]int8, maxNB*kBlock)
	for i := range qs {
		qs[i] = int8(rng.Intn(256) - 128)
	}
	qs[5] = -128
	d := make([]float32, maxNB*8)
	for k := range d {
		d[k] = float32(rng.Float64()+0.01) / 127
	}
	bx := make([]float32, maxNB*8)
	q8kBlockSums(&qs[0], &d[0], maxNB, &bx[0])
	bx16 := make([]float32, maxNB*16)
	q8kHalfSums(&qs[0], &d[0], maxNB, &bx16[0])
	type kernel = func(*[4]*byte, *int8, *float32, int, *[4]float32, *float32, int)
	q2K := func(k func(*[4]*byte, *int8, *float32, int, *[4]float32, *float32, int, *float32)) kernel {
		return func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, bx *float32, pf int) {
			k(r, qs, d, nb, o, bx, pf, &fp16Table[0])
		}
	}
	ran := 0
	for _, c := range []struct {
		id         FormatID
		ext        string
		has        bool
		plain, alt kernel
		extra      *float32
	}{
		{Q5_K, "GFNI", hasGFNI, gemvQ5_Kq8x4, gemvQ5_Kq8x4GFNI, &bx[0]},
		{Q6_K, "GFNI", hasGFNI, gemvQ6_Kq8x4, gemvQ6_Kq8x4GFNI, &fp16Table[0]},
		{IQ4_XS, "VBMI", hasVBMI, gemvIQ4_XSq8x4, gemvIQ4_XSq8x4VBMI, &fp16Table[0]},
		{Q8_0, "L1", true, gemvQ8_0q8x4, gemvQ8_0q8x4L1, &fp16Table[0]},
		{Q2_K, "L1", true, q2K(gemvQ2_Kq8x4), q2K(gemvQ2_Kq8x4L1), &bx16[0]},
		{Q4_K, "L1", true, gemvQ4_Kq8x4, gemvQ4_Kq8x4L1, &bx[0]},
		{Q5_K, "L1", true, gemvQ5_Kq8x4, gemvQ5_Kq8x4L1, &bx[0]},
		{Q6_K, "L1", true, gemvQ6_Kq8x4, gemvQ6_Kq8x4L1, &fp16Table[0]},
		{Q5_K, "GFNI L1", hasGFNI, gemvQ5_Kq8x4GFNI, gemvQ5_Kq8x4GFNIL1, &bx[0]},
		{Q6_K, "GFNI L1", hasGFNI, gemvQ6_Kq8x4GFNI, gemvQ6_Kq8x4GFNIL1, &fp16Table[0]},
	} {
		f := registry[c.id]
		if !c.has || c.extra == nil {
			t.Logf("%s: this CPU lacks %s: its %s kernel is not checked here", f.Name, c.ext, c.ext)
			continue
		}
		ran++
		unit := f.BlockElems // values per kernel step: a block of 32 or a super-block of 256
		w := testMatrix(t, f, 4, maxNB*unit, rng)
		rb := int(w.RowBytes())
		for nb := 1; nb <= maxNB; nb++ {
			var rows [4]*byte
			for r := range rows {
				rows[r] = &w.Data[r*rb]
			}
			var want, got [4]float32
			c.plain(&rows, &qs[0], &d[0], nb, &want, c.extra, 0)
			c.alt(&rows, &qs[0], &d[0], nb, &got, c.extra, 0)
			for r := range want {
				if math.Float32bits(got[r]) != math.Float32bits(want[r]) || want[r] == 0 {
					t.Errorf("%s nb=%d row %d: %s kernel %g, the other %g", f.Name, nb, r, c.ext, got[r], want[r])
				}
			}
		}
	}
	if ran == 0 {
		t.Skip("this CPU lacks GFNI and VBMI: no extension kernel to check")
	}
}

// TestQ8KernelsInstalled checks that the AVX-512 VNNI level installs an 8-bit-activation GEMV
// kernel (gemvQ8Rows) and GEMM (gemmQ8Rows, or the GEMV-per-vector fallback) for every quantized
// GGUF format whose kernel this CPU's extensions allow: a format left without one still gives
// right results through the float32 kernels, only slowly, so no accuracy test would notice.
func TestQ8KernelsInstalled(t *testing.T) {
	if simdBest < simdAVX512 || !hasVNNI {
		t.Skip("this CPU lacks AVX-512 VNNI: the 8-bit kernels checked here are not installed")
	}
	defer setSIMDLevel(setSIMDLevel(simdBest))
	setSIMDLevel(simdAVX512)
	ids := []FormatID{Q4_0, Q4_1, Q5_0, Q5_1, Q8_0, Q2_K, Q3_K, Q4_K, Q5_K, Q6_K, IQ4_NL, IQ4_XS, MXFP4, TQ2_0, Q1_0, IQ1_S, IQ1_M}
	if hasVBMI {
		ids = append(ids, TQ1_0, Q2_0, NVFP4)
	}
	if hasIQSigned {
		ids = append(ids, IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S)
	}
	for _, id := range ids {
		f := registry[id]
		if f.gemvQ8Rows == nil {
			t.Errorf("%s: no 8-bit-activation GEMV kernel installed", f.Name)
		}
		if f.gemmQ8Rows == nil && f.gemmPerVector[1] < maxBatch {
			t.Errorf("%s: no 8-bit-activation GEMM installed (neither a kernel nor GEMV passes per vector)", f.Name)
		}
	}
}

// TestPrefetchL1Kernels holds Q8_0's float32 kernel with the L1 prefetch (prefetchL1) to the one
// with T1 bit for bit, every block count from 1 to 9, and every format with L1 copies to the same
// GEMV under both settings (float32 and 8-bit mode; GPTQ's copy is its 8-bit GEMV kernel).
func TestPrefetchL1Kernels(t *testing.T) {
	if simdBest < simdAVX512 {
		t.Skip("this CPU lacks AVX-512: the kernels with L1 copies cannot run here")
	}
	initFP16Table()
	rng := rand.New(rand.NewSource(11))
	const maxNB = 9
	w := testMatrix(t, registry[Q8_0], 4, maxNB*32, rng)
	x := randVec(rng, maxNB*32)
	rb := int(w.RowBytes())
	var rows [4]*byte
	for r := range rows {
		rows[r] = &w.Data[r*rb]
	}
	for nb := 1; nb <= maxNB; nb++ {
		var want, got [4]float32
		gemvQ8_0x4(&rows, &x[0], nb, &want, 0)
		gemvQ8_0x4L1(&rows, &x[0], nb, &got, 0)
		for r := range want {
			if math.Float32bits(got[r]) != math.Float32bits(want[r]) || want[r] == 0 {
				t.Errorf("nb=%d row %d: L1 kernel %g, the other %g", nb, r, got[r], want[r])
			}
		}
	}
	defer setSIMDLevel(setSIMDLevel(simdBest))
	defer setPrefetchL1(prefetchL1)
	const cols = 4096 + 512
	var ws []*Tensor
	for _, id := range []FormatID{Q8_0, Q2_K, Q4_K, Q5_K, Q6_K} {
		ws = append(ws, testMatrix(t, registry[id], 37, cols, rng))
	}
	for _, sd := range []FormatID{F16, BF16} {
		ws = append(ws, gptqTestMatrix(t, 48, cols, 4, 128, false, sd, false, rng))
	}
	xv := randVec(rng, cols)
	for _, m := range ws {
		for _, o := range []MatVecOptions{{}, {Activations: ActivationsQ8}} {
			var ys [2][]float32
			for i, on := range []bool{false, true} {
				setPrefetchL1(on)
				ys[i] = make([]float32, m.Rows())
				if err := GEMVWith(m, xv, ys[i], o); err != nil {
					t.Fatal(err)
				}
			}
			for r := range ys[0] {
				if math.Float32bits(ys[0][r]) != math.Float32bits(ys[1][r]) {
					t.Errorf("%s %v row %d: %g with prefetchL1, %g without", m.Format.Name, o.Activations, r, ys[1][r], ys[0][r])
				}
			}
		}
	}
}

// TestQ8QuadKernels checks the 8-bit kernels that step four blocks at a time with VBMI (Q4_0,
// Q4_1, IQ4_NL, MXFP4) and the forms without VBMI that Cascade and Cooper Lake run against the float64
// product of the decoded rows with x̂, every block count from 1 to 9 (quads, pairs, one-block
// tails), so that both stay verified whichever this CPU installs.
func TestQ8QuadKernels(t *testing.T) {
	if simdBest < simdAVX512 || !hasVNNI {
		t.Skip("this CPU lacks AVX-512 VNNI: none of these kernels can run here")
	}
	initFP16Table()
	st := fp4ScaleTables()
	if st == nil {
		t.Fatal("no FP4 scale tables")
	}
	rng := rand.New(rand.NewSource(13))
	const maxNB = 9
	x := randVec(rng, maxNB*32)
	a := getQ8Act(len(x))
	defer putQ8Act(a)
	if err := a.quantize(x); err != nil {
		t.Fatal(err)
	}
	type kernel = func(*[4]*byte, *int8, *float32, int, *[4]float32, *float32, int)
	for _, c := range []struct {
		id    FormatID
		name  string
		vbmi  bool
		k     kernel
		table *float32
	}{
		{Q4_0, "pairs", false, gemvQ4_0q8x4Pairs, &fp16Table[0]},
		{Q4_0, "quads", true, gemvQ4_0q8x4, &fp16Table[0]},
		{IQ4_NL, "pairs", false, gemvIQ4_NLq8x4, &fp16Table[0]},
		{IQ4_NL, "quads", true, gemvIQ4_NLq8x4Quad, &fp16Table[0]},
		{Q4_1, "pairs", false, gemvQ4_1q8x4, &fp16Table[0]},
		{Q4_1, "quads", true, gemvQ4_1q8x4Quad, &fp16Table[0]},
		{MXFP4, "pairs", false, gemvMXFP4q8x4, &st.mx[0]},
		{MXFP4, "quads", true, gemvMXFP4q8x4Quad, &st.mx[0]},
	} {
		f := registry[c.id]
		if c.vbmi && !hasVBMI {
			t.Logf("%s %s: this CPU lacks VBMI: not checked here", f.Name, c.name)
			continue
		}
		w := testMatrix(t, f, 4, maxNB*32, rng)
		rb := int(w.RowBytes())
		for nb := 1; nb <= maxNB; nb++ {
			var rows [4]*byte
			for r := range rows {
				rows[r] = &w.Data[r*rb]
			}
			var got [4]float32
			c.k(&rows, &a.qs[0], &a.d[0], nb, &got, c.table, 0)
			dec := make([]float32, nb*32)
			for r := range rows {
				f.decode(dec, w.Data[r*rb:][:nb*f.BlockBytes])
				var dot, mag float64
				for i, v := range dec {
					p := float64(v) * float64(a.xhat[i])
					dot, mag = dot+p, mag+math.Abs(p)
				}
				if e := relErr(got[r], dot, mag, nb*32); !(e <= gemvTol) {
					t.Errorf("%s %s nb=%d row %d: %g, float64 %g", f.Name, c.name, nb, r, got[r], dot)
				}
			}
		}
	}
}
