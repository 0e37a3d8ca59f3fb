//go:build arm64

package core

import (
	"math"
	"sync"

	"golang.org/x/sys/cpu"
)

// The arm64 kernels of ActivationsQ8 (gemv_q8.go): gemv_q8_arm64.s, printed by
// scripts/gemv-asm/neon_q8.py. They multiply the formats' integer codes with the int8 activations
// by SDOT (the ARMv8.2 dot product: Apple M1 and later, Graviton 2 and later, Neoverse, Cortex-A76
// and later), as ggml's NEON code does (the GEMMs of Q8_0, Q4_0, IQ4_NL, MXFP4 and Q4_K–Q6_K by SMMLA where
// the CPU has the int8 matrix multiply: Apple M2 and later, Graviton 3 and later), walked by rows4
// (gemv_simd.go: rows four at a time, columns kernelSpan at a time, the spans' float32 sums added
// in float64) or q8GEMMRows. On cores without the dot product the ActivationsQ8 products take the
// float32 NEON kernels with x̂.
//
// Numerics: each block's Σ code·qx (Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL, MXFP4: 32 values;
// Q4_K, Q5_K, IQ4_XS, TQ2_0, MLX affine, GPTQ: blocks of 32 inside their sub-blocks or groups;
// Q2_K, Q3_K, Q6_K, MLX nvfp4, the grid formats IQ2_XXS–IQ1_M, TQ1_0, Q2_0, Q1_0, NVFP4: groups
// of 16) is exact in int32 and converted to float32 exactly
// (below 2²⁴), then multiplied by its scale product (d·dx, float32(d·sc)·dx: one or two roundings)
// and accumulated by FMLA into a lane per row: at most kernelSpan/32 = 128 terms a lane (the
// block kernels split them between two accumulators; the super-block kernels keep the scaled sums
// and the mins' terms apart; MLX and GPTQ add a group's block sums, then the group's s·G and b·Σx̂
// or −s·z·Σx̂ terms), inside the bound of gemv.go with x̂ for x (TestGEMVActivationsQ8,
// TestMLXAffineActivationsQ8, TestMLXFPActivationsQ8, TestGPTQActivationsQ8,
// TestAWQGEMVAndCTActivationsQ8, at every SIMD level). MLX affine, compressed-tensors and GPTQ
// compute their unrounded affine W (s·q + b, s·(q − z)) as on amd64 (gemv_q8.go).

// hasDotProd says whether this CPU runs the SDOT kernels.
var hasDotProd = cpu.ARM64.HasASIMDDP

// quantizeQ8ActNEON rounds nb blocks of 32 values of x to Q8_0 into qs, d and xhat, bit-exact with
// encodeQ8_0 (TestQuantizeQ8ActMatchesEncoder); bad: x holds an Inf or NaN (what it wrote is then
// meaningless).
//
//go:noescape
func quantizeQ8ActNEON(x *float32, nb int, qs *int8, d *float32, xhat *float32) (bad bool)

//go:noescape
func gemvQ8_0q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32)

//go:noescape
func gemvQ4_0q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32)

//go:noescape
func gemvQ4_1q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32)

//go:noescape
func gemvQ5_0q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32)

//go:noescape
func gemvQ5_1q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32)

//go:noescape
func gemvNL4q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, levels *[16]int8)

//go:noescape
func gemvMXFP4q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, levels *[16]int8, scales *float32)

//go:noescape
func gemvQ4Kq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, fp16 *float32)

//go:noescape
func gemvQ5Kq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, fp16 *float32)

//go:noescape
func gemvQ2Kq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, fp16 *float32)

//go:noescape
func gemvQ3Kq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32)

//go:noescape
func gemvTQ2_0q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32)

//go:noescape
func gemvQ6Kq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32)

//go:noescape
func gemvIQ4XSq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, levels *[16]int8, fp16 *float32)

// The small block formats' SDOT kernels (smallNEON).

//go:noescape
func gemvTQ1_0q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, scales *float32)

//go:noescape
func gemvQ2_0q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, scales *float32)

//go:noescape
func gemvQ1_0q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, scales *float32)

//go:noescape
func gemvNVFP4q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, scales *float32)

// The grid formats' SDOT kernels (gridNEON).

//go:noescape
func gemvIQ2XXSq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)

//go:noescape
func gemvIQ2XSq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)

//go:noescape
func gemvIQ2Sq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)

//go:noescape
func gemvIQ3XXSq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)

//go:noescape
func gemvIQ3Sq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)

//go:noescape
func gemvIQ1Sq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)

//go:noescape
func gemvIQ1Mq8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)

// The block formats' GEMM kernels (q8BlockGEMM: IQ4_NL, MXFP4, Q4_1, Q5_0, Q5_1, whose decoding is
// a good part of the GEMV's work; Q8_0's and Q4_0's GEMM run the GEMV once per vector, as the
// K-quants' do): the four rows' block decoded once for the n ≤ 8
// vectors (vector v's values qstride bytes after vector v−1's, its block scales qstride/8), the
// sums per vector and row in out[4v+r].

//go:noescape
func gemmNL4q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb, n, qstride int, out *[32]float32, levels *[16]int8)

//go:noescape
func gemmMXFP4q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb, n, qstride int, out *[32]float32, levels *[16]int8, scales *float32)

//go:noescape
func gemmQ4_1q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb, n, qstride int, out *[32]float32)

//go:noescape
func gemmQ5_0q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb, n, qstride int, out *[32]float32)

//go:noescape
func gemmQ5_1q8x4NEON(rows *[4]*byte, qs *int8, d *float32, nb, n, qstride int, out *[32]float32)

// q8BlockGEMM is the gemmQ8Rows of a block format (32 values, unitBytes bytes a block), walked by
// q8GEMMRows (the GEMV's numerics for each vector).
type q8BlockGEMM struct {
	unitBytes int
	gemm4     func(rows *[4]*byte, qs *int8, d *float32, nb, n, qstride int, out *[32]float32)
}

// q8GEMMCall is a pooled call's arguments and results (the kernels are called through function
// values, so locals passed to them would escape).
type q8GEMMCall struct {
	rows    [4]*byte
	out     [32]float32
	scratch [64]float32 // the Q4_K SMMLA kernels' row scales
}

var q8GEMMCallPool = sync.Pool{New: func() any { return new(q8GEMMCall) }}

func (k *q8BlockGEMM) gemmRows(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	cols := int(t.Cols())
	_, _ = a.qs[n*cols-1], a.d[n*cols/32-1]
	q8GEMMRows(t, row0, nrows, n, y, ystride, 32, k.unitBytes, kernelSpan, func(call *q8GEMMCall, c, nb int) {
		k.gemm4(&call.rows, &a.qs[c], &a.d[c/32], nb, n, cols, &call.out)
	}, func(v, r int) int { return 4*v + r })
}

// q8GEMMRows walks the 8-bit GEMM kernels that take four rows and every vector: rows four at a
// time (the last group repeats its last row), columns span at a time; kern runs the kernel on
// call.rows (the four rows' first unit of the span at column c; units of unitElems values in
// unitBytes bytes) over nb blocks of 32, at tells
// where it left vector v's sum of row r in call.out; the spans' sums are added in float64.
func q8GEMMRows(t *Tensor, row0 int64, nrows, n int, y []float32, ystride, unitElems, unitBytes, span int,
	kern func(call *q8GEMMCall, c, nb int), at func(v, r int) int) {
	cols, rb := int(t.Cols()), int(t.RowBytes())
	call := q8GEMMCallPool.Get().(*q8GEMMCall)
	defer q8GEMMCallPool.Put(call)
	for i := 0; i < nrows; i += 4 {
		nr := min(4, nrows-i)
		var acc [4][maxBatch]float64
		for c := 0; c < cols; c += span {
			for r := range call.rows {
				row := int(row0) + i + min(r, nr-1)
				call.rows[r] = &t.Data[row*rb+c/unitElems*unitBytes]
			}
			kern(call, c, min(span, cols-c)/32)
			for v := 0; v < n; v++ {
				for r := 0; r < 4; r++ {
					acc[r][v] += float64(call.out[at(v, r)])
				}
			}
		}
		for v := 0; v < n; v++ {
			for r := 0; r < nr; r++ {
				y[v*ystride+i+r] = float32(acc[r][v])
			}
		}
	}
	call.rows = [4]*byte{}
}

// hasI8MM says whether this CPU runs the SMMLA GEMM kernels (gemv_q8_arm64.s, neon_q8.py).
var hasI8MM = cpu.ARM64.HasI8MM

// The I8MM GEMM kernels of Q8_0, Q4_0, IQ4_NL and MXFP4, by the number of vector pairs (1–4):
// four rows, nb blocks, the activations as q8MMPrep lays them out; out holds the sums of vector
// pair vp and row pair pp in out[8vp+4pp …]: (r0v0, r0v1, r1v0, r1v1).

//go:noescape
func gemmQ8_0mm1x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32)

//go:noescape
func gemmQ8_0mm2x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32)

//go:noescape
func gemmQ8_0mm3x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32)

//go:noescape
func gemmQ8_0mm4x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32)

//go:noescape
func gemmQ4_0mm1x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32)

//go:noescape
func gemmQ4_0mm2x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32)

//go:noescape
func gemmQ4_0mm3x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32)

//go:noescape
func gemmQ4_0mm4x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32)

//go:noescape
func gemmNL4mm1x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, levels *[16]int8)

//go:noescape
func gemmNL4mm2x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, levels *[16]int8)

//go:noescape
func gemmNL4mm3x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, levels *[16]int8)

//go:noescape
func gemmNL4mm4x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, levels *[16]int8)

//go:noescape
func gemmMXFP4mm1x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, levels *[16]int8, scales *float32)

//go:noescape
func gemmMXFP4mm2x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, levels *[16]int8, scales *float32)

//go:noescape
func gemmMXFP4mm3x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, levels *[16]int8, scales *float32)

//go:noescape
func gemmMXFP4mm4x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, levels *[16]int8, scales *float32)

// mmKernel is an I8MM GEMM kernel with its tables bound.
type mmKernel func(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32)

// q8MMPrep is the q8Prep of the formats with I8MM GEMM kernels: for a GEMM (n ≥ 2 vectors) it
// regroups the vectors in pairs (the last one of an odd n with zeros): per block and pair, the
// four 8-value chunks of both vectors (chunk c: vector 2p's values 8c…8c+7, then 2p+1's) and their
// two block scales.
func q8MMPrep(t *Tensor, a *q8Act) bool {
	cols := int(t.Cols())
	n := len(a.qs) / cols
	if n < 2 {
		return true
	}
	nb, np := cols/32, (n+1)/2
	if cap(a.mm) < nb*np*64 {
		a.mm, a.mmD = make([]int8, nb*np*64), make([]float32, nb*np*2)
	}
	a.mm, a.mmD = a.mm[:nb*np*64], a.mmD[:nb*np*2]
	for b := 0; b < nb; b++ {
		for p := 0; p < np; p++ {
			dst := (*[64]int8)(a.mm[(b*np+p)*64:])
			for j := 0; j < 2; j++ {
				v := 2*p + j
				if v >= n {
					for c := 0; c < 4; c++ {
						clear(dst[16*c+8 : 16*c+16])
					}
					a.mmD[(b*np+p)*2+j] = 0
					continue
				}
				src := a.qs[v*cols+b*32:]
				for c := 0; c < 4; c++ {
					copy(dst[16*c+8*j:16*c+8*j+8], src[8*c:8*c+8])
				}
				a.mmD[(b*np+p)*2+j] = a.d[v*nb+b]
			}
		}
	}
	return true
}

// q8MMGEMM is the gemmQ8Rows of the formats with I8MM kernels (a kernel per number of vector
// pairs), walked by q8GEMMRows.
type q8MMGEMM struct {
	unitBytes int
	kernels   [4]mmKernel
}

func (k *q8MMGEMM) gemmRows(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	np := (n + 1) / 2
	kern := k.kernels[np-1]
	_, _ = a.mm[int(t.Cols())/32*np*64-1], a.mmD[int(t.Cols())/32*np*2-1]
	q8GEMMRows(t, row0, nrows, n, y, ystride, 32, k.unitBytes, kernelSpan, func(call *q8GEMMCall, c, nb int) {
		kern(&call.rows, &a.mm[c/32*np*64], &a.mmD[c/32*np*2], nb, &call.out)
	}, func(v, r int) int { return (v/2*2+r/2)*4 + r%2*2 + v%2 })
}

// installMMKernels gives Q8_0, Q4_0, IQ4_NL, MXFP4, Q4_K, Q5_K and Q6_K their I8MM GEMMs (installQ8Kernels, when the
// CPU has the int8 matrix multiply).
func installMMKernels() {
	mx, nl, fp4 := &mxfp4Scales[0], &kvaluesIQ4NL, &kvaluesFP4
	for _, k := range []struct {
		id      FormatID
		bytes   int
		kernels [4]mmKernel
	}{
		{Q8_0, 34, [4]mmKernel{gemmQ8_0mm1x4NEON, gemmQ8_0mm2x4NEON, gemmQ8_0mm3x4NEON, gemmQ8_0mm4x4NEON}},
		{Q4_0, 18, [4]mmKernel{gemmQ4_0mm1x4NEON, gemmQ4_0mm2x4NEON, gemmQ4_0mm3x4NEON, gemmQ4_0mm4x4NEON}},
		{IQ4_NL, 18, [4]mmKernel{
			func(r *[4]*byte, qs *int8, d *float32, nb int, o *[32]float32) { gemmNL4mm1x4NEON(r, qs, d, nb, o, nl) },
			func(r *[4]*byte, qs *int8, d *float32, nb int, o *[32]float32) { gemmNL4mm2x4NEON(r, qs, d, nb, o, nl) },
			func(r *[4]*byte, qs *int8, d *float32, nb int, o *[32]float32) { gemmNL4mm3x4NEON(r, qs, d, nb, o, nl) },
			func(r *[4]*byte, qs *int8, d *float32, nb int, o *[32]float32) { gemmNL4mm4x4NEON(r, qs, d, nb, o, nl) },
		}},
		{MXFP4, 17, [4]mmKernel{
			func(r *[4]*byte, qs *int8, d *float32, nb int, o *[32]float32) {
				gemmMXFP4mm1x4NEON(r, qs, d, nb, o, fp4, mx)
			},
			func(r *[4]*byte, qs *int8, d *float32, nb int, o *[32]float32) {
				gemmMXFP4mm2x4NEON(r, qs, d, nb, o, fp4, mx)
			},
			func(r *[4]*byte, qs *int8, d *float32, nb int, o *[32]float32) {
				gemmMXFP4mm3x4NEON(r, qs, d, nb, o, fp4, mx)
			},
			func(r *[4]*byte, qs *int8, d *float32, nb int, o *[32]float32) {
				gemmMXFP4mm4x4NEON(r, qs, d, nb, o, fp4, mx)
			},
		}},
	} {
		if f := registry[k.id]; f != nil {
			f.gemmQ8Rows, f.q8Prep = (&q8MMGEMM{unitBytes: k.bytes, kernels: k.kernels}).gemmRows, q8MMPrep
		}
	}
	for _, k := range []struct {
		id      FormatID
		bytes   int
		kernels [4]kMMKernel
	}{
		{Q4_K, q4KBytes, [4]kMMKernel{gemmQ4Kmm1x4NEON, gemmQ4Kmm2x4NEON, gemmQ4Kmm3x4NEON, gemmQ4Kmm4x4NEON}},
		{Q5_K, q5KBytes, [4]kMMKernel{gemmQ5Kmm1x4NEON, gemmQ5Kmm2x4NEON, gemmQ5Kmm3x4NEON, gemmQ5Kmm4x4NEON}},
		{Q6_K, q6KBytes, [4]kMMKernel{gemmQ6Kmm1x4NEON, gemmQ6Kmm2x4NEON, gemmQ6Kmm3x4NEON, gemmQ6Kmm4x4NEON}},
	} {
		if f := registry[k.id]; f != nil && f.BlockBytes == k.bytes {
			mins := k.id != Q6_K
			prep := q8MMPrep
			if mins {
				prep = q8MMPrepK
			}
			f.gemmQ8Rows, f.q8Prep = (&kQuantMM{superBytes: k.bytes, mins: mins, kernels: k.kernels}).gemmRows, prep
		}
	}
}

// The Q4_K, Q5_K and Q6_K SMMLA GEMM kernels by the number of vector pairs (neon_q8.py:
// q4k_mm_kernel, q6k_mm_kernel); nb blocks of 32 (whole super-blocks), bx the activations' dx·Σq
// per block and vector pair (mmB; Q6_K reads none).

//go:noescape
func gemmQ4Kmm1x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, bx *float32, scratch *[64]float32, fp16 *float32)

//go:noescape
func gemmQ4Kmm2x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, bx *float32, scratch *[64]float32, fp16 *float32)

//go:noescape
func gemmQ4Kmm3x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, bx *float32, scratch *[64]float32, fp16 *float32)

//go:noescape
func gemmQ4Kmm4x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, bx *float32, scratch *[64]float32, fp16 *float32)

//go:noescape
func gemmQ6Kmm1x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, bx *float32, scratch *[64]float32, fp16 *float32)

//go:noescape
func gemmQ6Kmm2x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, bx *float32, scratch *[64]float32, fp16 *float32)

//go:noescape
func gemmQ6Kmm3x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, bx *float32, scratch *[64]float32, fp16 *float32)

//go:noescape
func gemmQ6Kmm4x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, bx *float32, scratch *[64]float32, fp16 *float32)

//go:noescape
func gemmQ5Kmm1x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, bx *float32, scratch *[64]float32, fp16 *float32)

//go:noescape
func gemmQ5Kmm2x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, bx *float32, scratch *[64]float32, fp16 *float32)

//go:noescape
func gemmQ5Kmm3x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, bx *float32, scratch *[64]float32, fp16 *float32)

//go:noescape
func gemmQ5Kmm4x4NEON(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, bx *float32, scratch *[64]float32, fp16 *float32)

// kMMKernel is a Q4_K, Q5_K or Q6_K SMMLA GEMM kernel.
type kMMKernel func(rows *[4]*byte, qs *int8, d *float32, nb int, out *[32]float32, bx *float32, scratch *[64]float32, fp16 *float32)

// kQuantMM is the gemmQ8Rows of Q4_K, Q5_K and Q6_K with I8MM (a kernel per number of vector pairs),
// walked by q8GEMMRows in spans of 2048 columns: the kernels add a sub-block's scaled sum and its
// min term into one accumulator, two terms a lane per 32 columns, so that m = 128 (gemv.go's
// bound).
type kQuantMM struct {
	superBytes int
	mins       bool // Q4_K, Q5_K: the kernels read mmB (q8MMPrepK)
	kernels    [4]kMMKernel
}

// q8MMPrepK is Q4_K's and Q5_K's q8Prep with I8MM: q8MMPrep's layout plus mmB, dx·Σq per block for each
// vector of a pair (q8kSums' bx), the min terms' factor.
func q8MMPrepK(t *Tensor, a *q8Act) bool {
	cols := int(t.Cols())
	n := len(a.qs) / cols
	if n < 2 {
		return true
	}
	q8MMPrep(t, a)
	nb, np := cols/32, (n+1)/2
	if cap(a.mmB) < nb*np*2 {
		a.mmB = make([]float32, nb*np*2)
	}
	a.mmB = a.mmB[:nb*np*2]
	for b := 0; b < nb; b++ {
		for p := 0; p < np; p++ {
			for j := 0; j < 2; j++ {
				var bx float32
				if v := 2*p + j; v < n {
					bx = a.d[v*nb+b] * float32(blockSum((*[32]int8)(a.qs[v*cols+32*b:])))
				}
				a.mmB[(b*np+p)*2+j] = bx
			}
		}
	}
	return true
}

func (k *kQuantMM) gemmRows(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	np := (n + 1) / 2
	kern, fp16 := k.kernels[np-1], &fp16Table[0]
	cols := int(t.Cols())
	bx := a.mmD // Q6_K: no min term, the kernel reads no bx
	if k.mins {
		bx = a.mmB
	}
	_, _, _ = a.mm[cols/32*np*64-1], a.mmD[cols/32*np*2-1], bx[cols/32*np*2-1]
	q8GEMMRows(t, row0, nrows, n, y, ystride, kBlock, k.superBytes, kernelSpan/2, func(call *q8GEMMCall, c, nb int) {
		kern(&call.rows, &a.mm[c/32*np*64], &a.mmD[c/32*np*2], nb, &call.out, &bx[c/32*np*2], &call.scratch, fp16)
	}, func(v, r int) int { return (v/2*2+r/2)*4 + r%2*2 + v%2 })
}

// q8TakesAll is the q8Prep of the formats whose GEMM kernels read the vectors as quantized
// (q8BlockGEMM): nothing to lay out.
func q8TakesAll(*Tensor, *q8Act) bool { return true }

// mlxQ8Args are the MLX affine kernels' arguments (offsets fixed in gemv_q8_arm64.s).
type mlxQ8Args struct {
	w, s, b [4]*byte // the four rows' codes, scales and biases at the span's first column / group
	qs      *int8    // the int8 activations of the span
	d       *float32 // their block scales
	gs      *float32 // Σ x̂ per group (q8Act.prepGroupSums)
	ngroups int
	bpg     int // blocks of 32 per group
	out     *[4]float32
	unpack  *[32]uint32 // 2, 3, 5, 6 bits: mlxUnpackConsts[bits]
	zsh     [4]uint32   // the zero-point kernels' nibble shifts (zeroQ8NEON)
}

// mlxQ8Call is a pooled call's arguments and results (the kernels are called through function
// values, so locals passed to them would escape).
type mlxQ8Call struct {
	args mlxQ8Args
	out  [4]float32
}

var mlxQ8CallPool = sync.Pool{New: func() any { return new(mlxQ8Call) }}

//go:noescape
func gemvMLX2F32q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX2F16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX2BF16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX3F32q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX3F16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX3BF16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX4F32q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX4F16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX4BF16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX5F32q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX5F16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX5BF16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX6F32q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX6F16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX6BF16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX8F32q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX8F16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvMLX8BF16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvZ4AF32q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvZ4AF16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvZ4ABF16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvZ4CF32q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvZ4CF16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvZ4CBF16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvCT4F32q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvCT4F16q8x4NEON(a *mlxQ8Args)

//go:noescape
func gemvCT4BF16q8x4NEON(a *mlxQ8Args)

// mlxQ8NEON are the MLX affine kernels by bits and the scales' dtypeCode.
var mlxQ8NEON = [9][3]func(*mlxQ8Args){
	2: {gemvMLX2F32q8x4NEON, gemvMLX2F16q8x4NEON, gemvMLX2BF16q8x4NEON},
	3: {gemvMLX3F32q8x4NEON, gemvMLX3F16q8x4NEON, gemvMLX3BF16q8x4NEON},
	4: {gemvMLX4F32q8x4NEON, gemvMLX4F16q8x4NEON, gemvMLX4BF16q8x4NEON},
	5: {gemvMLX5F32q8x4NEON, gemvMLX5F16q8x4NEON, gemvMLX5BF16q8x4NEON},
	6: {gemvMLX6F32q8x4NEON, gemvMLX6F16q8x4NEON, gemvMLX6BF16q8x4NEON},
	8: {gemvMLX8F32q8x4NEON, gemvMLX8F16q8x4NEON, gemvMLX8BF16q8x4NEON},
}

// ctQ8NEON are the compressed-tensors kernels (4-bit, zero point 8) by the scales' dtypeCode.
var ctQ8NEON = [3]func(*mlxQ8Args){gemvCT4F32q8x4NEON, gemvCT4F16q8x4NEON, gemvCT4BF16q8x4NEON}

// zeroQ8NEON are the zero-point kernels by zmode (1: AWQ GEMV's nibble stream of zeros per row,
// 2: compressed-tensors' words packed across eight rows) and the scales' dtypeCode.
var zeroQ8NEON = [3][3]func(*mlxQ8Args){
	1: {gemvZ4AF32q8x4NEON, gemvZ4AF16q8x4NEON, gemvZ4ABF16q8x4NEON},
	2: {gemvZ4CF32q8x4NEON, gemvZ4CF16q8x4NEON, gemvZ4CBF16q8x4NEON},
}

// affineQ8Layout is where the affine SDOT kernels find a tensor's codes, scales and biases or
// zero points: MLX affine of 2, 3, 4, 5, 6 or 8 bits with scales and biases of one float dtype;
// 4-bit AWQ GEMV and compressed-tensors in column order (zero points or not); groups of a multiple
// of 32 values that divide kernelSpan.
type affineQ8Layout struct {
	w, s, b []byte // codes (rb bytes a row), scales (sRow a row), MLX's biases (as the scales)
	rb      int
	sRow    int
	dtype   int    // the scales' dtypeCode
	zmode   int    // 0: MLX's biases or compressed-tensors' zero point 8; 1, 2: zeroQ8NEON's
	z       []byte // zmode 1: zRow bytes a row; zmode 2: words [rows/8, groups]
	zRow    int
}

func affineQ8LayoutOf(t *Tensor) (l affineQ8Layout, ok bool) {
	g, bits, cols := t.Quant.GroupSize, t.Quant.Bits, t.Cols()
	if g <= 0 || g%32 != 0 || kernelSpan%g != 0 || cols%int64(g) != 0 || len(t.Shape) != 2 {
		return l, false
	}
	var sp *Tensor
	switch t.Format.ID {
	case MLX_AFFINE:
		wp, bp := t.Part(RoleWeight), t.Part(RoleBiases)
		sp = t.Part(RoleScales)
		if bits < 2 || bits > 8 || bits == 7 || wp == nil || sp == nil || bp == nil || sp.Format != bp.Format {
			return l, false
		}
		l.w, l.b, l.sRow = wp.Data, bp.Data, int(cols)/g
	case AWQ_GEMV:
		wp, qz := t.Part(RoleQWeight), t.Part(RoleQZeros)
		sp = t.Part(RoleScales)
		if bits != 4 || wp == nil || qz == nil || sp == nil {
			return l, false
		}
		l.w, l.sRow, l.zmode, l.z, l.zRow = wp.Data, int(sp.Shape[1]), 1, qz.Data, 4*int(qz.Shape[1])
	case CT_PACK_QUANTIZED:
		wp := t.Part(RolePacked)
		sp = t.Part(RoleScale)
		if bits != 4 || wp == nil || sp == nil || !t.trivialGIdx(RoleGIdxCT) {
			return l, false
		}
		l.w, l.sRow = wp.Data, int(sp.Shape[1])
		if zp := t.Part(RoleZeroPoint); zp != nil {
			l.zmode, l.z = 2, zp.Data
		}
	default:
		return l, false
	}
	switch sp.Format.ID {
	case F32, F16, BF16:
		l.s, l.dtype, l.rb = sp.Data, dtypeCode(sp.Format.ID), int(cols)*bits/8
		return l, true
	}
	return l, false
}

// affineQ8Fits reports whether the affine SDOT kernels take t (affineQ8LayoutOf).
func affineQ8Fits(t *Tensor) bool {
	_, ok := affineQ8LayoutOf(t)
	return ok
}

// affineQ8Prep is the q8Prep of MLX affine, AWQ GEMV and compressed-tensors: the group sums B_g
// the kernels read.
func affineQ8Prep(t *Tensor, a *q8Act) bool {
	if !affineQ8Fits(t) {
		return false
	}
	a.prepGroupSums(t.Quant.GroupSize)
	return true
}

// gemvAffineQ8 is the gemvQ8Rows of MLX affine, AWQ GEMV and compressed-tensors (for the tensors
// affineQ8Prep took), walked by rows4: per span of kernelSpan columns
// Σ_g s_g·Σ_b dx_b·Σq·qx + b_g·B_g (compressed-tensors without zero points: b_g = −8·s_g; with
// them, and AWQ GEMV: b_g = −z_g·s_g).
func gemvAffineQ8(t *Tensor, row0 int64, a *q8Act, y []float32) {
	g, bits := t.Quant.GroupSize, t.Quant.Bits
	l, _ := affineQ8LayoutOf(t)
	var kern func(*mlxQ8Args)
	switch {
	case l.zmode != 0:
		kern = zeroQ8NEON[l.zmode][l.dtype]
	case l.b != nil:
		kern = mlxQ8NEON[bits][l.dtype]
	default:
		kern = ctQ8NEON[l.dtype]
	}
	ss := [3]int{4, 2, 2}[l.dtype]
	gsum := a.groupSums(g)
	cols := len(a.qs)
	groups := cols / g
	last := int(row0) + len(y) - 1 // the last row: bounds checked once, not per call
	_ = l.w[(last+1)*l.rb-1]
	_ = l.s[(last*l.sRow+groups)*ss-1]
	switch l.zmode {
	case 0:
		if l.b != nil {
			_ = l.b[(last*l.sRow+groups)*ss-1]
		}
	case 1:
		_ = l.z[last*l.zRow+(groups-1)/2]
	case 2:
		_ = l.z[4*(last/8*groups+groups)-1]
	}
	_ = gsum[groups-1]
	call := mlxQ8CallPool.Get().(*mlxQ8Call)
	defer mlxQ8CallPool.Put(call)
	args := &call.args
	*args = mlxQ8Args{bpg: g / 32, out: &call.out}
	if bits != 4 && bits != 8 {
		args.unpack = &mlxUnpackConsts[bits]
	}
	rows4(row0, y, cols, kernelSpan, func(rows [4]int64, c, n int) *[4]float32 {
		for r, row := range rows {
			gi := int(row)*l.sRow + c/g
			args.w[r], args.s[r] = &l.w[int(row)*l.rb+c*bits/8], &l.s[ss*gi]
			switch l.zmode {
			case 0:
				args.b[r] = args.s[r] // compressed-tensors: the kernel reads no biases
				if l.b != nil {
					args.b[r] = &l.b[ss*gi]
				}
			case 1: // the span's first group's byte; the nibble (shared by the rows) at zsh[0]
				args.b[r], args.zsh[0] = &l.z[int(row)*l.zRow+c/g/2], uint32(4*(c/g%2))
			case 2:
				args.b[r], args.zsh[r] = &l.z[4*(int(row)/8*groups+c/g)], uint32(4*(row%8))
			}
		}
		args.qs, args.d, args.gs, args.ngroups = &a.qs[c], &a.d[c/32], &gsum[c/g], n/g
		kern(args)
		return &call.out
	}, nil)
}

// mlxFP4Q8Args are the MLX mxfp4/nvfp4 kernels' arguments (offsets fixed in gemv_q8_arm64.s).
type mlxFP4Q8Args struct {
	w, sc  [4]*byte // the four rows' codes and scale bytes at the span's first column / group
	qs     *int8
	d      *float32
	nb     int // blocks of 32 columns
	out    *[4]float32
	levels *[16]int8 // kvaluesFP4: the doubled E2M1 values
	tab    *float32  // the scale codes' values, halved
}

//go:noescape
func gemvMLXFP4x32q8x4NEON(a *mlxFP4Q8Args)

//go:noescape
func gemvMLXFP4x16q8x4NEON(a *mlxFP4Q8Args)

// nvHalfScales caches, per global scale, nvfp4's 256 scale values halved: float32(tabE4M3[c]·global)/2
// (tabE4M3[c]/2 without a global scale), the decoder's scales (decodeMLXFP) over two.
var nvHalfScales sync.Map // float32 bits of the global scale (noGlobal: none) → *[256]float32

const noGlobal = uint64(1) << 32

func nvHalfScaleTable(t *Tensor) *[256]float32 {
	key, global := noGlobal, float32(0)
	if gp := t.Part(RoleGlobalScale); gp != nil {
		global = float32(newScaleReader(gp).at(0) / (448 * 6))
		key = uint64(math.Float32bits(global))
	}
	if v, ok := nvHalfScales.Load(key); ok {
		return v.(*[256]float32)
	}
	tab := new([256]float32)
	for c := range tab {
		v := tabE4M3[c]
		if key != noGlobal {
			v = float32(tabE4M3[c] * global)
		}
		tab[c] = v / 2
	}
	v, _ := nvHalfScales.LoadOrStore(key, tab)
	return v.(*[256]float32)
}

// fp4Q8Fits reports whether the SDOT kernels take the MLX mxfp4 (groups of 32) or nvfp4 (groups
// of 16) tensor t.
func fp4Q8Fits(t *Tensor) bool {
	g := t.Quant.GroupSize
	ok := t.Format.ID == MLX_MXFP4 && g == 32 || t.Format.ID == MLX_NVFP4 && g == 16
	return ok && len(t.Shape) == 2 && t.Cols()%32 == 0 && t.Part(RoleWeight) != nil && t.Part(RoleScales) != nil
}

func fp4Q8Prep(t *Tensor, a *q8Act) bool { return fp4Q8Fits(t) }

// mlxFP4Call is a pooled call's arguments and results (mlxQ8Call's counterpart).
type mlxFP4Call struct {
	args mlxFP4Q8Args
	out  [4]float32
}

var mlxFP4CallPool = sync.Pool{New: func() any { return new(mlxFP4Call) }}

// gemvFP4Q8 is the gemvQ8Rows of MLX mxfp4 and nvfp4 (for the tensors fp4Q8Prep took), walked by
// rows4 in spans of kernelSpan columns.
func gemvFP4Q8(t *Tensor, row0 int64, a *q8Act, y []float32) {
	g, cols := t.Quant.GroupSize, len(a.qs)
	mx := t.Format.ID == MLX_MXFP4
	w, sc := t.Part(RoleWeight).Data, t.Part(RoleScales).Data
	groups, rb := cols/g, cols/2
	_, _ = w[(int(row0)+len(y))*rb-1], sc[(int(row0)+len(y))*groups-1]
	call := mlxFP4CallPool.Get().(*mlxFP4Call)
	defer mlxFP4CallPool.Put(call)
	args := &call.args
	*args = mlxFP4Q8Args{out: &call.out, levels: &kvaluesFP4, tab: &mlxE8M0Half[0]}
	kern := gemvMLXFP4x32q8x4NEON
	if !mx {
		args.tab, kern = &nvHalfScaleTable(t)[0], gemvMLXFP4x16q8x4NEON
	}
	rows4(row0, y, cols, kernelSpan, func(rows [4]int64, c, n int) *[4]float32 {
		for r, row := range rows {
			args.w[r], args.sc[r] = &w[int(row)*rb+c/2], &sc[int(row)*groups+c/g]
		}
		args.qs, args.d, args.nb = &a.qs[c], &a.d[c/32], n/32
		kern(args)
		return &call.out
	}, nil)
}

// q8kSums sets bx to d·Σqs per group of 16 (half) or of 32 values over units super-blocks (see
// q8kMinKernel).
func q8kSums(a *q8Act, units int, half bool, bx []float32) {
	if half {
		for g := range bx {
			bx[g] = a.d[g/2] * float32(halfSum((*[16]int8)(a.qs[16*g:])))
		}
		return
	}
	for k := range bx {
		bx[k] = a.d[k] * float32(blockSum((*[32]int8)(a.qs[32*k:])))
	}
}

// installQ8Kernels sets the registry rows' ActivationsQ8 kernels for simdLevel (called by
// installKernels); the formats without one multiply x̂ through their float32 kernels.
func installQ8Kernels() {
	for _, f := range registry {
		if f != nil {
			f.gemvQ8Rows, f.q8Prep, f.gemmQ8Rows, f.gemmQ8Off = nil, nil, nil, 0
			f.gemmPerVector[1] = 0
		}
	}
	if simdLevel < simdNEON || !hasDotProd {
		return
	}
	initFP16Table()
	fp16 := &fp16Table[0]
	set := func(id FormatID, unit, unitBytes int, gemv4 q8Rows4Kernel) {
		if f := registry[id]; f != nil {
			f.gemvQ8Rows = (&q8Kernel{unit: unit, unitBytes: unitBytes, gemv4: gemv4}).gemvRows
		}
	}
	for _, k := range []struct {
		id    FormatID
		bytes int
		gemv4 func(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32)
	}{{Q8_0, 34, gemvQ8_0q8x4NEON}, {Q4_0, 18, gemvQ4_0q8x4NEON}, {Q4_1, 20, gemvQ4_1q8x4NEON}, {Q5_0, 22, gemvQ5_0q8x4NEON}, {Q5_1, 24, gemvQ5_1q8x4NEON}} {
		g := k.gemv4
		set(k.id, 32, k.bytes, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
			g(r, qs, d, nb, o)
		})
	}
	mx := &mxfp4Scales[0]
	for _, k := range []struct {
		id    FormatID
		bytes int
		gemm4 func(rows *[4]*byte, qs *int8, d *float32, nb, n, qstride int, out *[32]float32)
	}{
		{Q4_1, 20, gemmQ4_1q8x4NEON}, {Q5_0, 22, gemmQ5_0q8x4NEON}, {Q5_1, 24, gemmQ5_1q8x4NEON},
		{IQ4_NL, 18, func(r *[4]*byte, qs *int8, d *float32, nb, n, qstride int, o *[32]float32) {
			gemmNL4q8x4NEON(r, qs, d, nb, n, qstride, o, &kvaluesIQ4NL)
		}},
		{MXFP4, 17, func(r *[4]*byte, qs *int8, d *float32, nb, n, qstride int, o *[32]float32) {
			gemmMXFP4q8x4NEON(r, qs, d, nb, n, qstride, o, &kvaluesFP4, mx)
		}},
	} {
		if f := registry[k.id]; f != nil {
			f.gemmQ8Rows, f.q8Prep = (&q8BlockGEMM{unitBytes: k.bytes, gemm4: k.gemm4}).gemmRows, q8TakesAll
		}
	}
	if hasI8MM {
		installMMKernels()
	}
	set(IQ4_NL, 32, 18, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvNL4q8x4NEON(r, qs, d, nb, o, &kvaluesIQ4NL)
	})
	set(MXFP4, 32, 17, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvMXFP4q8x4NEON(r, qs, d, nb, o, &kvaluesFP4, mx)
	})
	set(Q6_K, kBlock, q6KBytes, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvQ6Kq8x4NEON(r, qs, d, nb, o, fp16)
	})
	set(Q3_K, kBlock, q3KBytes, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvQ3Kq8x4NEON(r, qs, d, nb, o, fp16)
	})
	set(TQ2_0, kBlock, 66, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvTQ2_0q8x4NEON(r, qs, d, nb, o, fp16)
	})
	set(IQ4_XS, kBlock, 136, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvIQ4XSq8x4NEON(r, qs, d, nb, o, &kvaluesIQ4NL, fp16)
	})
	for _, k := range smallNEON {
		if g, sc := k.q8, k.scales; g != nil {
			set(k.id, k.unit, k.bytes, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
				g(r, qs, d, nb, o, fp16, sc)
			})
		}
	}
	for _, k := range gridNEON {
		g, grid, signs := k.q8, k.grid, k.signs
		set(k.id, kBlock, k.bytes, func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
			g(r, qs, d, nb, o, grid, signs, fp16)
		})
	}
	for _, k := range []struct {
		id    FormatID
		bytes int
		gemv4 func(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, bx *float32, fp16 *float32)
		half  bool
	}{{Q4_K, q4KBytes, gemvQ4Kq8x4NEON, false}, {Q5_K, q5KBytes, gemvQ5Kq8x4NEON, false}, {Q2_K, q2KBytes, gemvQ2Kq8x4NEON, true}} {
		g := k.gemv4
		if f := registry[k.id]; f != nil {
			f.gemvQ8Rows = (&q8kMinKernel{unitBytes: k.bytes, half: k.half, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, bx *float32, pf int) {
				g(r, qs, d, nb, o, bx, fp16)
			}}).gemvRows
		}
	}
	for _, id := range []FormatID{MLX_AFFINE, AWQ_GEMV, CT_PACK_QUANTIZED} {
		if f := registry[id]; f != nil {
			f.gemvQ8Rows, f.q8Prep = gemvAffineQ8, affineQ8Prep
			f.gemmPerVector[1] = maxBatch // GEMM: the GEMV kernel once per vector (prepVectors runs affineQ8Prep)
		}
	}
	for _, id := range []FormatID{MLX_MXFP4, MLX_NVFP4} {
		if f := registry[id]; f != nil {
			f.gemvQ8Rows, f.q8Prep = gemvFP4Q8, fp4Q8Prep
			f.gemmPerVector[1] = maxBatch
		}
	}
	installQ8GPTQKernels()
	installQ8GEMMViaGEMV()
}

//go:noescape
func gemvGPTQ4q8F16NEON(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16NEON(a *gptqQ8WideArgs)

// gptqQ8CPU reports whether this CPU level runs GPTQ's 8-bit-activation kernels (gemv_q8gptq.go).
func gptqQ8CPU() bool { return simdLevel >= simdNEON && hasDotProd }

// gptqQ8Kernel returns GPTQ's SDOT kernel: a call per vector v of the n interleaved (nk = 1).
func gptqQ8Kernel(bf16, n int) (kern func(*gptqQ8WideArgs), calls, nk int) {
	if bf16 == 1 {
		return gemvGPTQ4q8BF16NEON, n, 1
	}
	return gemvGPTQ4q8F16NEON, n, 1
}
