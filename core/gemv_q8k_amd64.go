//go:build amd64

package core

// 8-bit-activation kernels of the K-quants (gemv_q8k_amd64.s, printed by
// scripts/gemv-asm/q8k.py), installed by installQ8Kernels.

func gemvQ4_Kq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
func gemvQ5_Kq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)
func gemvQ6_Kq8x4(rows *[4]*byte, qs *int8, d *float32, nb int, out *[4]float32, fp16 *float32, pf int)

func installQ8KQuantKernels(set func(FormatID, *q8Kernel)) {
	tab := &fp16Table[0]
	set(Q4_K, &q8Kernel{unit: 256, unitBytes: 144, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvQ4_Kq8x4(r, qs, d, nb, o, tab, pf)
	}})
	set(Q5_K, &q8Kernel{unit: 256, unitBytes: 176, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvQ5_Kq8x4(r, qs, d, nb, o, tab, pf)
	}})
	set(Q6_K, &q8Kernel{unit: 256, unitBytes: 210, gemv4: func(r *[4]*byte, qs *int8, d *float32, nb int, o *[4]float32, pf int) {
		gemvQ6_Kq8x4(r, qs, d, nb, o, tab, pf)
	}})
}
