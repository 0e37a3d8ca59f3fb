//go:build amd64

package core

// The 8-bit-activation kernels of MLX affine 4- and 8-bit tensors with f16 or bf16 scales
// (gemv_q8mlx_amd64.s). They compute what MLX's quantized_matmul computes: per group
// s·Σ q·x̂ + b·Σ x̂, the codes multiplied in integers, rather than the product with the
// dequantized weights R(R(q·s) + b) (R the rounding to the scales' dtype), which the float32 path
// keeps exactly; the two differ by that rounding of the weights (at most 2⁻⁹ of a bf16 weight,
// 2⁻¹² of an f16 one), documented with ActivationsQ8. Other MLX affine tensors take the float32
// kernels with x̂.

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
}

//go:noescape
func gemvMLXA4q8x4(a *mlxQ8Args)

//go:noescape
func gemvMLXA4G32q8x4(a *mlxQ8Args)

//go:noescape
func gemvMLXA8q8x4(a *mlxQ8Args)

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
)

// mlxQ8KernelFor returns t's kernel and the table of its scales (mlxQ8None when t has none).
func mlxQ8KernelFor(t *Tensor) (mlxQ8, *float32) {
	g, cols := t.Quant.GroupSize, t.Cols()
	if !hasVNNI || simdLevel < simdAVX512 || g <= 0 || kernelSpan%g != 0 || cols%int64(g) != 0 {
		return mlxQ8None, nil
	}
	sp, bp, wp := t.Part(RoleScales), t.Part(RoleBiases), t.Part(RoleWeight)
	if sp == nil || bp == nil || wp == nil || sp.Format != bp.Format {
		return mlxQ8None, nil
	}
	var tab *float32
	switch sp.Format.ID {
	case F16:
		tab = &fp16Table[0]
	case BF16:
		tab = &bf16Table[0]
	default:
		return mlxQ8None, nil
	}
	switch {
	case t.Quant.Bits == 4 && g%64 == 0:
		return mlxQ8A4, tab
	case t.Quant.Bits == 4 && g == 32 && cols%64 == 0:
		return mlxQ8A4G32, tab
	case t.Quant.Bits == 8 && g%32 == 0:
		return mlxQ8A8, tab
	}
	return mlxQ8None, nil
}

// mlxQ8Prep is MLX affine's q8Prep.
func mlxQ8Prep(t *Tensor, a *q8Act) bool {
	k, _ := mlxQ8KernelFor(t)
	if k == mlxQ8None {
		return false
	}
	a.prepGroupSums(t.Quant.GroupSize)
	if k != mlxQ8A8 {
		a.prepNibbles()
	}
	return true
}

// gemvMLXAffineQ8 is MLX affine's gemvQ8Rows (for the tensors mlxQ8Prep took).
func gemvMLXAffineQ8(t *Tensor, row0 int64, a *q8Act, y []float32) {
	mlxQ8Rows(t, row0, len(y), a, 0, y)
}

// gemmMLXAffineQ8 is MLX affine's gemmQ8Rows.
func gemmMLXAffineQ8(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int) {
	gemmQ8PerVector(mlxQ8Rows, 4, t, row0, nrows, a, n, y, ystride)
}

// mlxQ8Rows sets y[i] = W[row0+i,:]·x̂_v for i < nrows (vector v of a).
func mlxQ8Rows(t *Tensor, row0 int64, nrows int, a *q8Act, v int, y []float32) {
	k, tab := mlxQ8KernelFor(t)
	g := t.Quant.GroupSize
	w, s, b := t.Part(RoleWeight).Data, t.Part(RoleScales).Data, t.Part(RoleBiases).Data
	cols, bits := int(t.Cols()), t.Quant.Bits
	gs := a.groupSums(g)[v*cols/g:]
	xo := v * cols // vector v's first value in a.qs and a.nib
	groups := cols / g
	rb := cols * bits / 8
	var args mlxQ8Args
	args.tab, args.pf = tab, pfRows*rb
	if t.Part(RoleScales).Format.ID == BF16 {
		args.bf16 = 1
	}
	args.steps = g / 32
	if k != mlxQ8A8 {
		args.steps = g / 64
	}
	for i := 0; i < nrows; i += 4 {
		nr := min(4, nrows-i)
		var acc [4]float64
		for c := 0; c < cols; c += kernelSpan {
			n := min(kernelSpan, cols-c)
			for r := 0; r < 4; r++ {
				row := int(row0) + i + min(r, nr-1)
				args.w[r] = &w[row*rb+c*bits/8]
				gi := 2 * (row*groups + c/g)
				args.s[r], args.b[r] = &s[gi], &b[gi]
			}
			args.gs, args.ngroups = &gs[c/g], n/g
			switch k {
			case mlxQ8A4:
				args.xq, args.dv = &a.nib[xo+c], &a.nibD[(xo+c)/8]
				gemvMLXA4q8x4(&args)
			case mlxQ8A4G32:
				args.xq, args.dv = &a.nib[xo+c], &a.nibD[(xo+c)/8]
				gemvMLXA4G32q8x4(&args)
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

// installQ8MLXKernels registers MLX affine's 8-bit-activation kernels (called by installQ8Kernels).
func installQ8MLXKernels() {
	initBF16Table()
	if f := registry[MLX_AFFINE]; f != nil {
		f.gemvQ8Rows, f.gemmQ8Rows, f.q8Prep = gemvMLXAffineQ8, gemmMLXAffineQ8, mlxQ8Prep
	}
}
