//go:build amd64 || arm64

package core

import "sync"

// The 8-bit-activation kernels of GPTQ 4-bit tensors (GEMV and GEMM of up to maxBatch vectors):
// groups in column order (no g_idx or the trivial one) of a size dividing kernelSpan and a
// multiple of 32, f16 or bf16 scales, a multiple of 16 output rows. Like the MLX affine ones
// they multiply the integer codes, per group s·(Σq·x̂ − z·Σx̂): GPTQ's weights s·(q − z)
// unrounded, where the dequantized weights are R((q − z)·s) rounded to the scales' dtype (at
// most 2⁻¹² of an f16 weight, 2⁻⁹ of a bf16 one apart). Other GPTQ tensors take the float32
// kernels with x̂. The kernels: gemv_q8gptq_amd64.s (AVX-512, scripts/gemv-asm/q8gptq.py),
// gemv_q8gptq_avx2_amd64.s (q8gptq_avx2.py), gemv_q8_arm64.s (NEON SDOT, neon_q8.py); each
// architecture's gptqQ8CPU and gptqQ8Kernel say which runs.

// gptqQ8WideArgs are the kernels' arguments (offsets fixed in the generators).
type gptqQ8WideArgs struct {
	qw      *byte    // 0: qweight's first word row, the chunk's first row's column
	stride  int      // 8: bytes between word rows (4·out)
	xq      *int8    // 16: the activations (q8Act.gptq: per word row and vector)
	d       *float32 // 24: their block scales (per block and vector)
	gs      *float32 // 32: Σ x̂ of each group (per group and vector)
	sc      *byte    // 40: scales of the first group, the chunk's first row
	sstride int      // 48: bytes between groups' scales
	qz      *byte    // 56: qzeros of the first group, the byte of the chunk's first row's zero
	zstride int      // 64: bytes between groups' zeros
	ngroups int      // 72
	blocks  int      // 80: blocks of 32 per group
	zoff    int      // 88: ZeroOffset
	nvec    int      // 96: vectors interleaved in xq, d and gs (the NEON kernel reads one of them)
	chunks  int      // 104: rows / 16
	f       *float32 // 112: the group accumulators: per 16 rows, 16 per vector (scratch)
	y       *float32 // 120: the results in f's layout, accumulated into (zeroed by the caller)
}

// gptqQ8ArgsPool keeps the arguments off the stack: the kernels are called through function
// values, so a local passed to them would escape to the heap every call.
var gptqQ8ArgsPool = sync.Pool{New: func() any { return new(gptqQ8WideArgs) }}

// gptqQ8Fits reports whether t suits the kernels.
func gptqQ8Fits(t *Tensor) bool {
	g, k := t.Quant.GroupSize, int(t.Cols())
	if !gptqQ8CPU() || t.Quant.Bits != 4 || len(t.Shape) != 2 || t.Shape[0]%16 != 0 ||
		g <= 0 || g%32 != 0 || kernelSpan%g != 0 || k%g != 0 || t.Part(RoleQZeros) == nil {
		return false
	}
	if !t.trivialGIdx(RoleGIdx) {
		return false
	}
	sp := t.Part(RoleScales)
	return sp != nil && (sp.Format.ID == F16 || sp.Format.ID == BF16)
}

// gptqQ8Prep is GPTQ's q8Prep: the activations per word row and vector, and for more than one
// vector the block scales and group sums per block / group and vector.
func gptqQ8Prep(t *Tensor, a *q8Act) bool {
	if !gptqQ8Fits(t) {
		return false
	}
	g, k := t.Quant.GroupSize, int(t.Cols())
	a.prepGroupSums(g)
	a.prepWordNibbles(k)
	if n := len(a.qs) / k; n > 1 {
		a.gptqD = interleaveVectors(a.gptqD, a.d, n, k/32)
		a.gptqGS = interleaveVectors(a.gptqGS, a.groupSums(g), n, k/g)
	}
	return true
}

// interleaveVectors returns dst holding src's n vectors of m values each interleaved:
// dst[i·n+v] = src[v·m+i].
func interleaveVectors(dst, src []float32, n, m int) []float32 {
	if cap(dst) < n*m {
		dst = make([]float32, n*m)
	}
	dst = dst[:n*m]
	for v := range n {
		for i, x := range src[v*m : (v+1)*m] {
			dst[i*n+v] = x
		}
	}
	return dst
}

// gemvGPTQQ8 is GPTQ's gemvQ8Rows (for the tensors gptqQ8Prep took).
func gemvGPTQQ8(t *Tensor, row0 int64, a *q8Act, y []float32) {
	gptqQ8Rows(t, row0, len(y), a, 1, y, len(y))
}

// gptqQ8Rows sets y[v·ystride+i] = W[row0+i,:]·x̂_v for i < nrows and the n vectors of a, a kernel
// call per kernelSpan columns over the whole chunk, which reads every word row in runs of 4·nrows
// bytes (a chunk
// is a thread's share of the rows: partsChunkRows) and unpacks each word's codes once for all the
// vectors. DRAM streams such runs: on the bench's 4096×14336 and 14336×4096 matrices, 1 thread,
// 1.90 → 1.41–1.44 ms per GEMV against 128-row kernels that read 512 bytes of a word row 4·out
// bytes from the next (the kernel computes at ~50 GB/s on cached rows).
func gptqQ8Rows(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	k, g := int(t.Cols()), t.Quant.GroupSize
	// partsChunkRows gives GPTQ chunks of whole 128-row blocks and gptqQ8Fits wants a multiple of
	// 16 rows; a gate+up pair whose gate has another format chunks by the gate's rows, and such a
	// chunk takes the float32 kernel with x̂.
	if row0%16 != 0 || nrows%16 != 0 {
		gemv, _ := kernels(t.Format)
		for v := range n {
			gemv(t, row0, a.xhat[v*k:(v+1)*k], y[v*ystride:][:nrows])
		}
		return
	}
	out := int(t.Shape[0])
	qw, qz, sp := t.Part(RoleQWeight).Data, t.Part(RoleQZeros).Data, t.Part(RoleScales)
	ss := sp.Format.BlockBytes
	d, gs := a.d, a.groupSums(g)
	if n > 1 {
		d, gs = a.gptqD, a.gptqGS
	}
	args := gptqQ8ArgsPool.Get().(*gptqQ8WideArgs)
	defer gptqQ8ArgsPool.Put(args)
	*args = gptqQ8WideArgs{stride: 4 * out, sstride: ss * out, zstride: out / 2, blocks: g / 32,
		zoff: t.Quant.ZeroOffset, chunks: nrows / 16}
	m := n * nrows
	f, res := getScratch(m), getScratch(m)
	defer putScratch(f)
	defer putScratch(res)
	args.f, args.y = &(*f)[0], &(*res)[0]
	// One call per kernelSpan columns, the calls' float32 sums added in float64 (the bound of
	// gemv.go: a lane adds at most one term per 32 columns of a span in float32).
	var acc []float64
	if k > kernelSpan {
		ap := getScratch64(m)
		defer putScratch64(ap)
		acc = *ap
		clear(acc)
	}
	bf16 := 0
	if sp.Format.ID == BF16 {
		bf16 = 1
	}
	kern, calls, nk := gptqQ8Kernel(bf16, n)
	args.nvec = n
	for v0 := range calls {
		if acc != nil {
			clear(acc)
		}
		for c := 0; c < k; c += kernelSpan {
			gi := c / g
			args.qw = &qw[c/8*args.stride+4*int(row0)]
			args.xq, args.d, args.gs = &a.gptq[c*n+8*v0], &d[c/32*n+v0], &gs[gi*n+v0] // per word row / block / group, then vector
			args.sc, args.qz = &sp.Data[ss*(gi*out+int(row0))], &qz[gi*args.zstride+int(row0)/2]
			args.ngroups = min(kernelSpan, k-c) / g
			clear(*res)
			kern(args)
			if acc != nil {
				for i, v := range (*res)[:nk*nrows] {
					acc[i] += float64(v)
				}
			}
		}
		for c := 0; c < nrows; c += 16 { // [16 rows][vector][16] → y
			for v := range nk {
				dst, o := y[(v0+v)*ystride+c:][:16], c*nk+16*v
				if acc == nil {
					copy(dst, (*res)[o:][:16])
					continue
				}
				for i := range dst {
					dst[i] = float32(acc[o+i])
				}
			}
		}
	}
}

// installQ8GPTQKernels registers GPTQ's 8-bit-activation kernels (called by installQ8Kernels and,
// for the AVX2 ones, installQ8KernelsAVX2).
func installQ8GPTQKernels() {
	if f := registry[GPTQ]; f != nil {
		f.gemvQ8Rows, f.gemmQ8Rows, f.q8Prep = gemvGPTQQ8, gptqQ8Rows, gptqQ8Prep
	}
}
