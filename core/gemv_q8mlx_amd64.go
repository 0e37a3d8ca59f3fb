//go:build amd64

package core

import "unsafe"

// The 8-bit-activation kernels of MLX affine 4- and 8-bit tensors with f16 or bf16 scales
// (gemv_q8mlx_amd64.s). They compute what MLX's quantized_matmul computes: per group
// s·Σ q·x̂ + b·Σ x̂, the codes multiplied in integers, rather than the product with the
// dequantized weights R(R(q·s) + b) (R the rounding to the scales' dtype), which the float32 path
// keeps exactly; the two differ by that rounding of the weights (at most 2⁻⁹ of a bf16 weight,
// 2⁻¹² of an f16 one), documented with ActivationsQ8. AWQ GEMV and compressed-tensors 4-bit
// tensors, whose rows are nibble streams too, take the same kernels with the zeros' term
// −Σ s·z·Σ x̂ in place of the biases' (W = s·(q − z) unrounded). Other tensors of these formats
// take the float32 kernels with x̂.

// mlxQ8Args are the kernels' arguments (offsets fixed in gemv_q8mlx_amd64.s).
type mlxQ8Args struct {
	w, s, b [4]*byte // each row's codes, scales and biases at the span's start
	xq      *int8    // the activations (4-bit: q8Act.nib), at the span's start
	dv      *float32 // their scales (4-bit: q8Act.nibD; 8-bit: one per block)
	gs      *float32 // Σ x̂ of each group
	tab     *float32 // the scales' values: fp16Table or bf16Table
	ngroups int
	steps   int // steps per group: g/64 (4-bit), g/32 (8-bit)
	pf      int
	out     [4]float32
	bf16    int // 1: the scales and biases are bf16, 0: f16
	left    int // the kernel's group counter
	// Zero-point formats (AWQ GEMV, compressed-tensors): the last term is −Σ s·z·Σ x̂.
	zmode int      // 0: MLX's biases; 1: zeros a nibble stream along the groups; 2: one nibble per word
	z     [4]*byte // each row's zeros at the span's first group
	zsh   [4]int32 // zmode 2: each row's nibble shift
	zstep int      // bytes of zeros per eight groups
	pfs   int      // the scales' and biases' prefetch distance in bytes (the rows pfRows ahead)
}

// mlxR16Args are the arguments of the sixteen-row GEMM kernels (gemv_q8r16_amd64.s; offsets
// fixed there): sixteen rows rb bytes apart from w, their scales sRow bytes apart from s, each
// bias boff bytes after its scale; nb blocks of 32 values, groups of gmask+1 blocks.
type mlxR16Args struct {
	w     *byte
	rb    int
	xq    *int8    // 4-bit: q8Act.w4i; 8-bit: q8Act.qsi (at the span's first block)
	dx    *float32 // q8Act.dxi at the span's first block
	gs    *float32 // q8Act.gsi at the span's first group
	s     *byte
	sRow  int
	boff  int
	nb    int
	gmask int
	pf    uintptr // each block step prefetches 16 blocks' codes from here (the next sixteen rows)
	out   *[128]float32
	zp    *byte    // compressed-tensors' zero points (…Z2): the sixteen rows' first word at the span's first group
	zs    int      // the bytes from that word to the next eight rows'
	corr  *int32   // mxfp4: q8Act.corr (offset 128) at the span's first block; nvfp4: q8Act.c16
	tab   *float32 // mxfp4: mlxE8M0Half; nvfp4: nvScaleTable
}

//go:noescape
func wordNibbles8AVX512(src *[8]*int8, nb int, mask uint8, dst *int8)

// wordNibbles8 makes a.w4i for n vectors of cols values with AVX-512 (prepWordNibbles8's
// layout; 5–6× faster than its word operations); false: not on this CPU.
func wordNibbles8(a *q8Act, n, cols int) bool {
	if simdLevel < simdAVX512 || n == 0 || cols < 32 {
		return false
	}
	var src [8]*int8
	for v := range src {
		src[v] = &a.qs[min(v, n-1)*cols] // vectors ≥ n: read, then zeroed by the mask
	}
	wordNibbles8AVX512(&src, cols/32, uint8(1<<n-1), &a.w4i[0])
	return true
}

//go:noescape
func gemmMLXMXFP4q8x8x16(a *mlxR16Args)

//go:noescape
func gemmMLXNVFP4q8x8x16(a *mlxR16Args)

//go:noescape
func gemmMLXA4q8x8x16(a *mlxR16Args)

//go:noescape
func gemmMLXA4q8x8x16B(a *mlxR16Args)

//go:noescape
func gemmMLXA8q8x8x16(a *mlxR16Args)

//go:noescape
func gemmMLXA8q8x8x16B(a *mlxR16Args)

// The kernels for rows a multiple of 4 KiB apart (and groups of 64 values or more): the
// sixteen rows' lines then share one set of the 8-way L1, so each row's bytes of two blocks are
// read back to back, two blocks a step (8-bit, 14336 rows of 4096 values, one / two threads, ns
// per 256 weights and 8 vectors from DRAM: 27.1 → 21.7 / 24.8 → 16.6). Rows 2 KiB apart (eight
// to a set) are faster with the others (8-bit, 4096 rows of 14336 values: 19.5 against 21).
// 4-bit reads a row's line in two steps (its registers hold two blocks): L2-resident rows of
// 8192 values, 17.8 → 16.5 ns, against 13.1 for rows not 4 KiB apart.

//go:noescape
func gemmMLXA4Lq8x8x16(a *mlxR16Args)

//go:noescape
func gemmMLXA4Lq8x8x16B(a *mlxR16Args)

//go:noescape
func gemmMLXA8Lq8x8x16(a *mlxR16Args)

//go:noescape
func gemmMLXA8Lq8x8x16B(a *mlxR16Args)

// The compressed-tensors forms: zero points 8 (Z8) or packed along the rows (Z2).

//go:noescape
func gemmMLXA4q8x8x16Z8(a *mlxR16Args)

//go:noescape
func gemmMLXA4q8x8x16BZ8(a *mlxR16Args)

//go:noescape
func gemmMLXA4q8x8x16Z2(a *mlxR16Args)

//go:noescape
func gemmMLXA4q8x8x16BZ2(a *mlxR16Args)

// AWQ GEMV: each row's zero points a nibble stream along the groups (Z1).

//go:noescape
func gemmMLXA4q8x8x16Z1(a *mlxR16Args)

//go:noescape
func gemmMLXA4q8x8x16BZ1(a *mlxR16Args)

//go:noescape
func gemvMLXA4q8x4(a *mlxQ8Args)

// The AVX2 forms (gemv_q8mlx_avx2_amd64.s): MLX affine 4-bit in groups of a multiple of 64, and
// 8-bit; the GEMM takes them once per vector.

//go:noescape
func gemvMLXA4q8x4AVX2(a *mlxQ8Args)

//go:noescape
func gemvMLXA8q8x4AVX2(a *mlxQ8Args)

//go:noescape
func gemvMLXNVFP4q8x4AVX2(a *mlxQ8Args)

//go:noescape
func gemvMLXMXFP4q8x4AVX2(a *mlxQ8Args)

// The zero-point formats' AVX2 forms (zmode 1, 2): mlxQ8Args.z[r] advances with the groups; Z1
// reads the nibble at zsh[0] (0 or 4, toggled per group) of a byte, Z2 the one at zsh[r] of a word.

//go:noescape
func gemvMLXA4q8x4Z1AVX2(a *mlxQ8Args)

//go:noescape
func gemvMLXA4q8x4Z2AVX2(a *mlxQ8Args)

//go:noescape
func gemvMLXA4G32q8x4(a *mlxQ8Args)

//go:noescape
func gemvMLXA8q8x4(a *mlxQ8Args)

//go:noescape
func gemvMLXMXFP4q8x4(a *mlxQ8Args)

//go:noescape
func gemvMLXNVFP4q8x4(a *mlxQ8Args)

//go:noescape
func gemvMLXA4G64q8x4Z(a *mlxQ8Args)

//go:noescape
func gemvMLXA4G64q8x4ZB(a *mlxQ8Args)

//go:noescape
func gemvMLXA4q8x4Z(a *mlxQ8Args)

//go:noescape
func gemvMLXA4q8x4ZB(a *mlxQ8Args)

// bf16Table holds the float32 value of every bf16 code, like fp16Table.
var bf16Table *[1 << 16]float32

func initBF16Table() {
	if bf16Table == nil {
		bf16Table = codeTable(BF16ToFP32)
	}
}

// mlxQ8 names the kernel a tensor takes.
type mlxQ8 uint8

const (
	mlxQ8None  mlxQ8 = iota
	mlxQ8A4          // 4-bit, groups of a multiple of 64
	mlxQ8A4G32       // 4-bit, groups of 32, rows of a multiple of 64
	mlxQ8A8          // 8-bit, groups of a multiple of 32
	// The zmm kernels of 4-bit rows of a multiple of 128 columns, which narrow the four rows'
	// sums into one register per step: the GEMM's per-vector passes over L2-resident rows take
	// them (groups of 64, 1 thread: 24.6 → 32–39 GB/s of rows from L3); the GEMV keeps the ymm
	// kernels, which read DRAM as fast or faster (AWQ GEMV: 1.16 against 1.27–1.36 ms).
	mlxQ8A4Z64 // groups of 64
	mlxQ8A4Z   // groups of a multiple of 128
)

// nibQ8Layout is where a tensor's codes, scales and biases or zeros lie, for the kernels above:
// MLX affine, and the zero-point formats whose rows are LSB-first nibble streams too (AWQ GEMV,
// compressed-tensors pack-quantized 4-bit).
type nibQ8Layout struct {
	kern  mlxQ8
	kernZ mlxQ8    // the GEMM's kernel: a zmm one where the rows suit it, else kern
	tab   *float32 // the scales' values: fp16Table or bf16Table
	bf16  bool
	w     []byte // codes, rb bytes per row
	rb    int
	s     []byte // scales, sRow per row
	sRow  int
	b     []byte // MLX: biases, one per group and row
	zmode int    // as mlxQ8Args.zmode
	z     []byte // zmode 1: zRow bytes per row (zRow 0: one word for all); zmode 2: words [rows/8, groups]
	zRow  int
}

// ctEights stands for compressed-tensors' absent zero points (8 for 4-bit codes) as a zmode 1 stream.
var ctEights = [4]byte{0x88, 0x88, 0x88, 0x88}

// ctEightsSpan is that stream for a whole span's groups (the AVX2 kernel advances through it).
var ctEightsSpan = func() (b [kernelSpan / 64]byte) {
	for i := range b {
		b[i] = 0x88
	}
	return
}()

// nibQ8LayoutOf returns t's layout, and whether t suits the kernels: 4-bit codes in groups of a
// multiple of 64 (or 32, with rows of a multiple of 64) dividing kernelSpan, MLX also 8-bit in
// groups of a multiple of 32; f16 or bf16 scales; zero-point formats with kernelSpan/g a
// multiple of 8 (a span's zeros start at a word) and no g_idx but the trivial one.
func nibQ8LayoutOf(t *Tensor) (l nibQ8Layout, ok bool) {
	g, cols := t.Quant.GroupSize, t.Cols()
	avx2 := avx2Level() // 4-bit in groups of a multiple of 64, MLX affine also 8-bit
	if !avx2 && (!hasVNNI || simdLevel < simdAVX512) || g <= 0 || kernelSpan%g != 0 || cols%int64(g) != 0 || len(t.Shape) != 2 {
		return l, false
	}
	var sp *Tensor
	switch t.Format.ID {
	case MLX_AFFINE:
		sp, l.w, l.rb = t.Part(RoleScales), t.Part(RoleWeight).Data, int(cols)*t.Quant.Bits/8
		bp := t.Part(RoleBiases)
		if sp == nil || bp == nil || sp.Format != bp.Format {
			return l, false
		}
		l.b, l.sRow = bp.Data, int(cols)/g
	case AWQ_GEMV:
		qz := t.Part(RoleQZeros)
		sp, l.w, l.rb = t.Part(RoleScales), t.Part(RoleQWeight).Data, int(cols)/2
		if sp == nil || qz == nil {
			return l, false
		}
		l.sRow, l.zmode, l.z, l.zRow = int(sp.Shape[1]), 1, qz.Data, 4*int(qz.Shape[1])
	case CT_PACK_QUANTIZED:
		sp, l.w, l.rb = t.Part(RoleScale), t.Part(RolePacked).Data, int(cols)/2
		if sp == nil || cols%8 != 0 {
			return l, false
		}
		if !t.trivialGIdx(RoleGIdxCT) {
			return l, false
		}
		l.sRow = int(sp.Shape[1])
		if zp := t.Part(RoleZeroPoint); zp != nil {
			l.zmode, l.z = 2, zp.Data
		} else {
			l.zmode, l.z = 1, ctEights[:]
		}
	default:
		return l, false
	}
	if l.zmode != 0 && (t.Quant.Bits != 4 || kernelSpan/g%8 != 0) {
		return l, false
	}
	switch sp.Format.ID {
	case F16:
		l.tab = &fp16Table[0]
	case BF16:
		l.tab, l.bf16 = &bf16Table[0], true
	default:
		return l, false
	}
	switch {
	case t.Quant.Bits == 4 && g%64 == 0:
		l.kern = mlxQ8A4
	case t.Quant.Bits == 4 && g == 32 && cols%64 == 0:
		l.kern = mlxQ8A4G32
	case t.Quant.Bits == 8 && g%32 == 0 && l.zmode == 0:
		l.kern = mlxQ8A8
	default:
		return l, false
	}
	l.kernZ = l.kern
	if avx2 && (l.kern == mlxQ8A4G32 || l.zmode != 0 && l.kern != mlxQ8A4) {
		return l, false
	}
	switch {
	case avx2: // no zmm kernels
	case t.Quant.Bits == 4 && cols%128 == 0 && g == 64:
		l.kernZ = mlxQ8A4Z64
	case t.Quant.Bits == 4 && cols%128 == 0 && g%128 == 0:
		l.kernZ = mlxQ8A4Z
	}
	l.s = sp.Data
	return l, true
}

// nibQ8Prep is the q8Prep of MLX affine, AWQ GEMV and compressed-tensors.
func nibQ8Prep(t *Tensor, a *q8Act) bool {
	l, ok := nibQ8LayoutOf(t)
	if !ok {
		return false
	}
	a.prepGroupSums(t.Quant.GroupSize)
	cols := int(t.Cols())
	n := len(a.qs) / cols
	// The per-vector kernels' layout, unless the sixteen-row kernels take every row (the
	// threads' chunks are whole groups of sixteen rows).
	if l.kern != mlxQ8A8 && (n < mlxR16MinN || !mlxR16Fits(t, &l) || t.Rows()%16 != 0) {
		a.prepNibbles()
	}
	if n > 1 && mlxR16Fits(t, &l) {
		if t.Quant.Bits == 4 { // the kernels read w4i and the scales
			a.interleaveScales(n, cols)
			a.prepWordNibbles8(n, cols)
		} else {
			a.interleave(n, cols, 0)
		}
		a.prepGroupSumsInterleaved(n, t.Quant.GroupSize)
	}
	return true
}

// mlxR16Fits reports whether the sixteen-row GEMM kernels take t (layout l): MLX affine 4- or
// 8-bit with biases, compressed-tensors 4-bit (zero points 8 or packed along the rows) or AWQ GEMV
// 4-bit (a nibble stream of zero points per row), groups of 32·2^k values.
func mlxR16Fits(t *Tensor, l *nibQ8Layout) bool {
	g := t.Quant.GroupSize
	z := l.zmode == 0 || t.Format.ID == CT_PACK_QUANTIZED && (l.zmode == 2 || l.zmode == 1 && l.zRow == 0) ||
		t.Format.ID == AWQ_GEMV && l.zmode == 1 && l.zRow > 0
	return z && (l.kern == mlxQ8A4 || l.kern == mlxQ8A4G32 || l.kern == mlxQ8A8) &&
		g >= 32 && g&(g-1) == 0 && simdLevel >= simdAVX512
}

// gemvNibQ8 is the gemvQ8Rows of MLX affine, AWQ GEMV and compressed-tensors (for the
// tensors nibQ8Prep took).
func gemvNibQ8(t *Tensor, row0 int64, a *q8Act, y []float32) {
	l, _ := nibQ8LayoutOf(t)
	nibQ8Rows(&l, l.kern, t, row0, len(y), a, 0, y)
}

// gemmNibQ8 is their gemmQ8Rows: MLX affine's rows sixteen at a time where mlxR16Fits (the
// rest, and the other formats: a pass of the zmm kernels per vector over L2-resident rows).
func gemmNibQ8(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	l, _ := nibQ8LayoutOf(t)
	if done := mlxR16Rows(t, &l, row0, nrows, a, n, y, ystride); done > 0 {
		row0, nrows, y = row0+int64(done), nrows-done, y[done:]
		if nrows == 0 {
			return
		}
	}
	rows := func(t *Tensor, row0 int64, nrows int, a *q8Act, v int, y []float32) {
		nibQ8Rows(&l, l.kernZ, t, row0, nrows, a, v, y)
	}
	gemmQ8PerVector(rows, 4, t, row0, nrows, a, n, y, ystride)
}

// mlxR16MinN is the fewest vectors the sixteen-row kernels take: they always compute eight,
// so fewer take the per-vector passes (4096×4096, groups of 64, one thread, ms per matrix,
// sixteen-row / per-vector: 4-bit n=2 1.06 / 0.62, n=3 1.10 / 0.91, n=4 1.10 / 1.14, n=8
// 1.17 / 2.21; 8-bit n=3 1.88 / 1.63, n=4 2.05 / 2.12, n=8 1.98 / 3.78).
const mlxR16MinN = 4

// mlxR16Rows runs the sixteen-row kernels over the first nrows/16·16 rows where they take t,
// and returns how many rows it did.
func mlxR16Rows(t *Tensor, l *nibQ8Layout, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) int {
	if nrows < 16 || n < mlxR16MinN || !mlxR16Fits(t, l) || l.zmode == 2 && row0%8 != 0 {
		return 0
	}
	g, cols, bits := t.Quant.GroupSize, int(t.Cols()), t.Quant.Bits
	xq := a.qsi
	if bits == 4 {
		xq = a.w4i
	}
	var args mlxR16Args
	args.rb, args.sRow, args.gmask = l.rb, 2*l.sRow, g/32-1
	lines := g >= 64 && l.rb%4096 == 0 && l.zmode == 0
	return r16Rows(l.w, l.rb, row0, nrows, n, y, ystride, cols, kernelSpan, func(i int, w []byte, next uintptr, c, span int, o16 *[128]float32) {
		row := int(row0) + i
		sb := l.s[2*row*l.sRow:]
		if l.zmode == 0 {
			args.boff = int(uintptr(unsafe.Pointer(&l.b[2*row*l.sRow])) - uintptr(unsafe.Pointer(&sb[0])))
		}
		o := c * bits / 8
		args.w, args.pf, args.out = &w[o], next+uintptr(16*o), o16
		args.xq, args.dx, args.gs = &xq[c*8], &a.dxi[c/4], &a.gsi[c/g*8]
		args.s, args.nb = &sb[2*(c/g)], span/32
		switch {
		case l.zmode == 2:
			groups := cols / g
			args.zp, args.zs = &l.z[4*(row/8*groups+c/g)], 4*groups
		case l.zmode == 1 && l.zRow > 0: // a span starts at an even group: kernelSpan/g is a multiple of 8
			args.zp, args.zs = &l.z[row*l.zRow+c/g/2], l.zRow
		}
		switch { // direct calls: through a function value args would escape (an allocation per call)
		case l.zmode == 2 && l.bf16:
			gemmMLXA4q8x8x16BZ2(&args)
		case l.zmode == 2:
			gemmMLXA4q8x8x16Z2(&args)
		case l.zmode == 1 && l.zRow > 0 && l.bf16:
			gemmMLXA4q8x8x16BZ1(&args)
		case l.zmode == 1 && l.zRow > 0:
			gemmMLXA4q8x8x16Z1(&args)
		case l.zmode == 1 && l.bf16:
			gemmMLXA4q8x8x16BZ8(&args)
		case l.zmode == 1:
			gemmMLXA4q8x8x16Z8(&args)
		case bits == 4 && lines && l.bf16:
			gemmMLXA4Lq8x8x16B(&args)
		case bits == 4 && lines:
			gemmMLXA4Lq8x8x16(&args)
		case bits == 4 && l.bf16:
			gemmMLXA4q8x8x16B(&args)
		case bits == 4:
			gemmMLXA4q8x8x16(&args)
		case lines && l.bf16:
			gemmMLXA8Lq8x8x16B(&args)
		case lines:
			gemmMLXA8Lq8x8x16(&args)
		case l.bf16:
			gemmMLXA8q8x8x16B(&args)
		default:
			gemmMLXA8q8x8x16(&args)
		}
	})
}

// nibQ8Rows sets y[i] = W[row0+i,:]·x̂_v for i < nrows (vector v of a) with kernel kern of t's
// layout l.
func nibQ8Rows(l *nibQ8Layout, kern mlxQ8, t *Tensor, row0 int64, nrows int, a *q8Act, v int, y []float32) {
	g := t.Quant.GroupSize
	cols, bits := int(t.Cols()), t.Quant.Bits
	gs := a.groupSums(g)[v*cols/g:]
	xo := v * cols // vector v's first value in a.qs and a.nib
	groups := cols / g
	var args mlxQ8Args
	args.tab, args.pf, args.pfs = l.tab, pfRows*l.rb, pfRows*2*l.sRow
	if l.bf16 {
		args.bf16 = 1
	}
	switch kern {
	case mlxQ8A8:
		args.steps = g / 32
	case mlxQ8A4Z:
		args.steps = g / 128
	default:
		args.steps = g / 64
	}
	args.zmode = l.zmode
	switch {
	case l.zmode == 1 && l.zRow > 0:
		args.zstep = 4
	case l.zmode == 2:
		args.zstep = 32
	}
	for i := 0; i < nrows; i += 4 {
		nr := min(4, nrows-i)
		var acc [4]float64
		for c := 0; c < cols; c += kernelSpan {
			n := min(kernelSpan, cols-c)
			for r := 0; r < 4; r++ {
				row := int(row0) + i + min(r, nr-1)
				args.w[r] = &l.w[row*l.rb+c*bits/8]
				args.s[r] = &l.s[2*(row*l.sRow+c/g)]
				switch l.zmode {
				case 0:
					args.b[r] = &l.b[2*(row*groups+c/g)]
				case 1:
					args.z[r] = &l.z[0]
					if l.zRow > 0 { // a span's zeros start at a word: kernelSpan/g is a multiple of 8
						args.z[r] = &l.z[row*l.zRow+c/g/2]
					} else if avx2Level() { // the AVX2 kernel steps through the stream
						args.z[r] = &ctEightsSpan[0]
					}
					args.zsh[0] = 0
				case 2:
					args.z[r], args.zsh[r] = &l.z[4*(row/8*groups+c/g)], int32(4*(row%8))
				}
				if l.zmode != 0 {
					args.b[r] = args.s[r] // no biases: the kernel's prefetch of them takes the scales again
				}
			}
			args.gs, args.ngroups = &gs[c/g], n/g
			switch {
			case avx2Level() && kern == mlxQ8A4:
				args.xq, args.dv = &a.nib[xo+c], &a.nibD[(xo+c)/8]
				switch l.zmode {
				case 0:
					gemvMLXA4q8x4AVX2(&args)
				case 1:
					gemvMLXA4q8x4Z1AVX2(&args)
				default:
					gemvMLXA4q8x4Z2AVX2(&args)
				}
			case avx2Level():
				args.xq, args.dv = &a.qs[xo+c], &a.d[(xo+c)/32]
				gemvMLXA8q8x4AVX2(&args)
			case kern == mlxQ8A4:
				args.xq, args.dv = &a.nib[xo+c], &a.nibD[(xo+c)/8]
				gemvMLXA4q8x4(&args)
			case kern == mlxQ8A4G32:
				args.xq, args.dv = &a.nib[xo+c], &a.nibD[(xo+c)/8]
				gemvMLXA4G32q8x4(&args)
			case kern == mlxQ8A4Z64, kern == mlxQ8A4Z:
				args.xq, args.dv = &a.nib[xo+c], &a.nibD[(xo+c)/8]
				switch {
				case kern == mlxQ8A4Z64 && l.bf16:
					gemvMLXA4G64q8x4ZB(&args)
				case kern == mlxQ8A4Z64:
					gemvMLXA4G64q8x4Z(&args)
				case l.bf16:
					gemvMLXA4q8x4ZB(&args)
				default:
					gemvMLXA4q8x4Z(&args)
				}
			default:
				args.xq, args.dv = &a.qs[xo+c], &a.d[(xo+c)/32]
				gemvMLXA8q8x4(&args)
			}
			for r := 0; r < 4; r++ {
				acc[r] += float64(args.out[r])
			}
		}
		for r := 0; r < nr; r++ {
			y[i+r] = float32(acc[r])
		}
	}
}

// installQ8MLXKernels registers the 8-bit-activation kernels of MLX affine, mxfp4 and nvfp4, AWQ
// GEMV and compressed-tensors (called by installQ8Kernels and installQ8KernelsAVX2; the layout
// functions say which tensors each level takes).
func installQ8MLXKernels() {
	initBF16Table()
	for _, id := range []FormatID{MLX_AFFINE, AWQ_GEMV, CT_PACK_QUANTIZED} {
		if f := registry[id]; f != nil {
			f.gemvQ8Rows, f.gemmQ8Rows, f.q8Prep = gemvNibQ8, gemmNibQ8, nibQ8Prep
		}
	}
	for _, id := range []FormatID{MLX_MXFP4, MLX_NVFP4} {
		if f := registry[id]; f != nil {
			f.gemvQ8Rows, f.gemmQ8Rows, f.q8Prep = gemvFP4Q8, gemmFP4Q8, fp4Q8Prep
		}
	}
}

// MLX mxfp4 and nvfp4 with 8-bit activations (gemvMLXMXFP4q8x4, gemvMLXNVFP4q8x4): the rows are
// nibble streams like MLX affine 4-bit's, so the activations take the same permuted layout
// (q8Act.nib); the codes are looked up as kvalues_fp4 (the E2M1 values doubled) and the integer
// sum of a group scaled by its scale: mxfp4's 2^(s−127)/2 (one E8M0 byte per 32 columns), nvfp4's
// E4M3 byte per 16 columns times the global scale where there is one (nvScaleTable, the decoder's
// values; the halving of the doubled values is done on the row's float64 sum). Exact products
// of the dequantized weights with x̂ (the weights are FP4·scale exactly), unlike MLX affine's
// integer path. Tensors: rows of a multiple of 64 columns, the formats' group sizes (32, 16);
// the others take the float32 kernels with x̂. nvfp4, ms per bench matrix, 1 / 2 threads: 3.57 /
// 1.82 through the float32 kernels → 1.84 / 1.11; GEMM n=8 15.2 / 6.9 (a GEMV pass per vector)
// → 5.15 / 3.60 with gemmMLXNVFP4q8x8x16 (docs/PERFORMANCE.md, "Eleventh session").

// fp4Q8Layout is where an mxfp4 or nvfp4 tensor's codes and scales lie.
type fp4Q8Layout struct {
	w, sc    []byte
	rb, sRow int      // bytes of codes and of scales per row
	tab      *float32 // the scale bytes' values (mxfp4: halved)
	nv       bool     // nvfp4: a scale per 16 columns, four per step; the sums halved in Go
}

// fp4Q8LayoutFor fills l for t, or reports that the kernels do not take t.
func fp4Q8LayoutFor(t *Tensor, l *fp4Q8Layout) bool {
	cols := t.Cols()
	wp, sp := t.Part(RoleWeight), t.Part(RoleScales)
	avx2 := avx2Level()
	if !avx2 && (!hasVNNI || simdLevel < simdAVX512) || t.Quant.Bits != 4 || cols%64 != 0 ||
		len(t.Shape) != 2 || wp == nil || sp == nil || sp.Format.BlockBytes != 1 {
		return false
	}
	switch {
	case t.Format.ID == MLX_MXFP4 && t.Quant.GroupSize == 32:
		*l = fp4Q8Layout{w: wp.Data, sc: sp.Data, rb: int(cols) / 2, sRow: int(cols) / 32, tab: &mlxE8M0Half[0]}
	case t.Format.ID == MLX_NVFP4 && t.Quant.GroupSize == 16:
		*l = fp4Q8Layout{w: wp.Data, sc: sp.Data, rb: int(cols) / 2, sRow: int(cols) / 16, tab: nvScaleTable(t), nv: true}
	default:
		return false
	}
	return true
}

// fp4Q8Prep is the q8Prep of MLX mxfp4 and nvfp4 (for an mxfp4 GEMM also the sixteen-row
// kernel's activations).
func fp4Q8Prep(t *Tensor, a *q8Act) bool {
	var l fp4Q8Layout
	if !fp4Q8LayoutFor(t, &l) {
		return false
	}
	a.prepNibbles()
	cols := int(t.Cols())
	if n := len(a.qs) / cols; n >= mxfp4R16MinN && simdLevel >= simdAVX512 {
		if l.nv {
			a.interleaveScales(n, cols)
			a.prepHalfSums(n, cols, 128)
		} else {
			a.interleave(n, cols, 128)
		}
		a.prepWordNibbles8(n, cols)
	}
	return true
}

// gemvFP4Q8 is the gemvQ8Rows of MLX mxfp4 and nvfp4 (for the tensors fp4Q8Prep took).
func gemvFP4Q8(t *Tensor, row0 int64, a *q8Act, y []float32) {
	fp4Q8Rows(t, row0, len(y), a, 0, y)
}

// mxfp4R16MinN is mlxR16MinN for MLX mxfp4 (4096×4096, one thread, ms per matrix, two runs:
// per vector n=2 0.94–0.98, n=3 1.25–1.74; the sixteen-row kernel n=4…8 1.04–1.33).
const mxfp4R16MinN = 3

// gemmFP4Q8 is their gemmQ8Rows: sixteen rows at a time from three vectors on
// (gemmMLXMXFP4q8x8x16, gemmMLXNVFP4q8x8x16), else and for the rows left over a pass of the GEMV kernel per vector
// over L2-resident rows.
func gemmFP4Q8(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	var l fp4Q8Layout
	if fp4Q8LayoutFor(t, &l); n >= mxfp4R16MinN && simdLevel >= simdAVX512 {
		cols := int(t.Cols())
		var args mlxR16Args
		args.rb, args.sRow, args.tab = l.rb, l.sRow, l.tab
		done := r16Rows(l.w, l.rb, row0, nrows, n, y, ystride, cols, kernelSpan, func(i int, row []byte, next uintptr, c, span int, o16 *[128]float32) {
			args.w, args.pf, args.out = &row[c/2], next+uintptr(16*c/2), o16
			args.xq, args.dx, args.nb = &a.w4i[c*8], &a.dxi[c/4], span/32
			if l.nv {
				args.corr, args.s = &a.c16[c/2], &l.sc[(int(row0)+i)*l.sRow+c/16]
				gemmMLXNVFP4q8x8x16(&args)
			} else {
				args.corr, args.s = &a.corr[c/4], &l.sc[(int(row0)+i)*l.sRow+c/32]
				gemmMLXMXFP4q8x8x16(&args)
			}
		})
		if row0, nrows, y = row0+int64(done), nrows-done, y[done:]; nrows == 0 {
			return
		}
	}
	gemmQ8PerVector(fp4Q8Rows, 4, t, row0, nrows, a, n, y, ystride)
}

// fp4Q8Rows sets y[i] = W[row0+i,:]·x̂_v for i < nrows (vector v of a).
func fp4Q8Rows(t *Tensor, row0 int64, nrows int, a *q8Act, v int, y []float32) {
	var l fp4Q8Layout
	fp4Q8LayoutFor(t, &l)
	cols := int(t.Cols())
	xo := v * cols // vector v's first value in a.nib
	half, colsPerScale := 1.0, 32
	if l.nv {
		half, colsPerScale = 0.5, 16
	}
	var args mlxQ8Args
	args.tab, args.pf, args.pfs = l.tab, pfRows*l.rb, pfRows*l.sRow
	for i := 0; i < nrows; i += 4 {
		nr := min(4, nrows-i)
		var acc [4]float64
		for c := 0; c < cols; c += kernelSpan {
			n := min(kernelSpan, cols-c)
			for r := 0; r < 4; r++ {
				row := int(row0) + i + min(r, nr-1)
				args.w[r] = &l.w[row*l.rb+c/2]
				args.s[r] = &l.sc[row*l.sRow+c/colsPerScale]
				args.b[r] = args.s[r] // no biases: the kernel's prefetch of them takes the scales again
			}
			args.xq, args.dv = &a.nib[xo+c], &a.nibD[(xo+c)/8]
			if l.nv { // direct calls: args stays on the stack
				args.ngroups = n / 64 // steps of 64 columns
				if avx2Level() {
					gemvMLXNVFP4q8x4AVX2(&args)
				} else {
					gemvMLXNVFP4q8x4(&args)
				}
			} else if avx2Level() {
				args.ngroups = n / 64 // steps of 64 columns, two groups
				gemvMLXMXFP4q8x4AVX2(&args)
			} else {
				args.ngroups = n / 32
				gemvMLXMXFP4q8x4(&args)
			}
			for r := 0; r < 4; r++ {
				acc[r] += float64(args.out[r])
			}
		}
		for r := 0; r < nr; r++ {
			y[i+r] = float32(half * acc[r])
		}
	}
}
