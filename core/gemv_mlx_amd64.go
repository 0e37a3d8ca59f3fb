//go:build amd64

package core

// The MLX affine 4-bit GEMV kernel (gemv_amd64.s): bits = 4, group sizes that are multiples of 32,
// scales and biases in f16 or bf16. gemvMLXAffine prefers the kernels of gemv_parts_amd64.go (2, 3,
// 4, 5, 6 and 8 bits, every scale dtype); other MLX affine tensors take the generic kernel. GEMM
// runs these kernels once per vector (gemmViaGEMV, gemv_parts_amd64.go).

//go:noescape
func gemvMLX4F16x4AVX512(rows *[4]*byte, sb *[8]*byte, x *float32, ngroups, chunks int, out *[4]float32, fp16 *float32)

//go:noescape
func gemvMLX4BF16x4AVX512(rows *[4]*byte, sb *[8]*byte, x *float32, ngroups, chunks int, out *[4]float32, fp16 *float32)

// mlxAffine4 reports whether t suits the 4-bit kernel, and the kernel for its scale dtype.
func mlxAffine4(t *Tensor) func(*[4]*byte, *[8]*byte, *float32, int, int, *[4]float32, *float32) {
	if t.Quant.Bits != 4 || t.Quant.GroupSize <= 0 || t.Quant.GroupSize%32 != 0 || kernelSpan%t.Quant.GroupSize != 0 {
		return nil
	}
	sp, bp, wp := t.Part(RoleScales), t.Part(RoleBiases), t.Part(RoleWeight)
	if sp == nil || bp == nil || wp == nil || sp.Format != bp.Format {
		return nil
	}
	switch sp.Format.ID {
	case F16:
		return gemvMLX4F16x4AVX512
	case BF16:
		return gemvMLX4BF16x4AVX512
	}
	return nil
}

func gemvMLXAffine(t *Tensor, row0 int64, x, y []float32) {
	if kp := mlxAffineKernelFor(t); kp != nil { // gemv_parts_amd64.go: 4 and 8 bits, every scale dtype
		gemvMLXAffineParts(kp, t, row0, x, y)
		return
	}
	k := mlxAffine4(t)
	if k == nil {
		genericGEMV(t, row0, x, y)
		return
	}
	w, s, b := t.Part(RoleWeight).Data, t.Part(RoleScales).Data, t.Part(RoleBiases).Data
	cols, g := len(x), t.Quant.GroupSize
	groups := cols / g
	rb := cols / 2
	st := getKernState()
	for i := 0; i < len(y); i += 4 {
		nr := min(4, len(y)-i)
		var acc [4]float64
		for c := 0; c < cols; c += kernelSpan {
			n := min(kernelSpan, cols-c)
			for r := 0; r < 4; r++ {
				row := int(row0) + i + min(r, nr-1)
				st.rows[r] = &w[row*rb+c/2]
				gi := row*groups + c/g
				st.sb[r], st.sb[4+r] = &s[2*gi], &b[2*gi]
			}
			k(&st.rows, &st.sb, &x[c], n/g, g/32, &st.out, &fp16Table[0])
			for r := 0; r < 4; r++ {
				acc[r] += float64(st.out[r])
			}
		}
		for r := 0; r < nr; r++ {
			y[i+r] = float32(acc[r])
		}
	}
	st.sb = [8]*byte{}
	putKernState(st)
}
