//go:build amd64

package core

import (
	"sync"
	"unsafe"
)

// The AVX2 float32 kernels and decoders of the grid formats (gemv_iq_avx2_amd64.s, printed by
// scripts/gemv-asm/iq_avx2.py). grid points to the Go decoder's float32 grid rows (iqTables;
// iq1Tables' trit rows for IQ1_S/IQ1_M), signs to 8 sign masks per sign byte (iqTables.signs),
// per 7-bit sign code (iqSigns7), or to iq1Tables.delta.

//go:noescape
func gemvIQ2_XXSx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid, signs unsafe.Pointer)

//go:noescape
func gemvIQ2_XSx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid, signs unsafe.Pointer)

//go:noescape
func gemvIQ2_Sx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid, signs unsafe.Pointer)

//go:noescape
func gemvIQ3_XXSx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid, signs unsafe.Pointer)

//go:noescape
func gemvIQ3_Sx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid, signs unsafe.Pointer)

//go:noescape
func gemvIQ1_Sx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid, signs unsafe.Pointer)

//go:noescape
func gemvIQ1_Mx4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid, signs unsafe.Pointer)

//go:noescape
func decodeIQ2_XXSAVX2(dst *float32, src *byte, nb int, fp16 *float32, grid, signs unsafe.Pointer)

//go:noescape
func decodeIQ2_XSAVX2(dst *float32, src *byte, nb int, fp16 *float32, grid, signs unsafe.Pointer)

//go:noescape
func decodeIQ2_SAVX2(dst *float32, src *byte, nb int, fp16 *float32, grid, signs unsafe.Pointer)

//go:noescape
func decodeIQ3_XXSAVX2(dst *float32, src *byte, nb int, fp16 *float32, grid, signs unsafe.Pointer)

//go:noescape
func decodeIQ3_SAVX2(dst *float32, src *byte, nb int, fp16 *float32, grid, signs unsafe.Pointer)

//go:noescape
func decodeIQ1_SAVX2(dst *float32, src *byte, nb int, fp16 *float32, grid, signs unsafe.Pointer)

//go:noescape
func decodeIQ1_MAVX2(dst *float32, src *byte, nb int, fp16 *float32, grid, signs unsafe.Pointer)

// iqSigns7 holds, for each 7-bit sign code, the sign masks of its 8 elements (iqTables.signs of
// ksigns_iq2xs[code]): one table load per 8 weights in the AVX2 kernels.
var iqSigns7 = sync.OnceValue(func() *[128][8]uint32 {
	t, signs := new([128][8]uint32), &iqTab().signs
	for c := range t {
		t[c] = signs[ksignsIQ2XS[c]]
	}
	return t
})

// installIQKernelsAVX2 installs the grid formats' AVX2 kernels (fp16: fp16Table).
func installIQKernelsAVX2(set func(FormatID, *simdKernel), span int, fp16 *float32) {
	t, s7, t1 := iqTab(), unsafe.Pointer(iqSigns7()), initIQ1Tables()
	for _, k := range []struct {
		id          FormatID
		blockBytes  int
		gemv4       func(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int, grid, signs unsafe.Pointer)
		decode      func(dst *float32, src *byte, nb int, fp16 *float32, grid, signs unsafe.Pointer)
		grid, signs unsafe.Pointer
	}{
		{IQ2_XXS, 66, gemvIQ2_XXSx4AVX2, decodeIQ2_XXSAVX2, unsafe.Pointer(&t.iq2xxs), s7},
		{IQ2_XS, 74, gemvIQ2_XSx4AVX2, decodeIQ2_XSAVX2, unsafe.Pointer(&t.iq2xs), s7},
		{IQ2_S, 82, gemvIQ2_Sx4AVX2, decodeIQ2_SAVX2, unsafe.Pointer(&t.iq2s), unsafe.Pointer(&t.signs)},
		{IQ3_XXS, 98, gemvIQ3_XXSx4AVX2, decodeIQ3_XXSAVX2, unsafe.Pointer(&t.iq3xxs), s7},
		{IQ3_S, 110, gemvIQ3_Sx4AVX2, decodeIQ3_SAVX2, unsafe.Pointer(&t.iq3s), unsafe.Pointer(&t.signs)},
		{IQ1_S, 50, gemvIQ1_Sx4AVX2, decodeIQ1_SAVX2, unsafe.Pointer(&t1.grid), unsafe.Pointer(&t1.delta)},
		{IQ1_M, 56, gemvIQ1_Mx4AVX2, decodeIQ1_MAVX2, unsafe.Pointer(&t1.grid), unsafe.Pointer(&t1.delta)},
	} {
		if f := registry[k.id]; f == nil || f.BlockBytes != k.blockBytes || f.BlockElems != qkIQ {
			continue
		}
		g, dec, grid, signs := k.gemv4, k.decode, k.grid, k.signs
		set(k.id, &simdKernel{unit: qkIQ, unitBytes: k.blockBytes, span: span,
			gemv4: func(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) {
				g(rows, x, nb, out, fp16, pf, grid, signs)
			},
			decode: func(dst *float32, src *byte, nb int) { dec(dst, src, nb, fp16, grid, signs) }})
	}
}
