//go:build amd64 && !purego

package core

import "golang.org/x/sys/cpu"

// The K-quant decoders' last step in assembly (kquants_amd64.s): AVX2 where the CPU has it, else
// SSE2, which every amd64 CPU has; and, with AVX2, the nibble unpacking of Q4_K/Q5_K. Each is
// bit-identical to its Go form in kquants.go (kquants_test.go checks them against each other).
// Build with -tags purego for the Go forms.

var kquantAVX2 = cpu.X86.HasAVX2

func scaleBytes256(y *[kBlock]float32, q *unpacked, d *[16]float32, off int32) {
	if kquantAVX2 {
		scaleBytes256AVX2(y, q, d, off)
	} else {
		scaleBytes256SSE2(y, q, d, off)
	}
}

func affineBytes256(y *[kBlock]float32, q *unpacked, d, m *[16]float32) {
	if kquantAVX2 {
		affineBytes256AVX2(y, q, d, m)
	} else {
		affineBytes256SSE2(y, q, d, m)
	}
}

func splitNibbles(q *unpacked, qs *[128]byte) {
	if kquantAVX2 {
		splitNibblesAVX2(q, qs)
	} else {
		splitNibblesGo(q, qs)
	}
}

func splitNibbles5(q *unpacked, qs *[128]byte, qh *[32]byte) {
	if kquantAVX2 {
		splitNibbles5AVX2(q, qs, qh)
	} else {
		splitNibbles5Go(q, qs, qh)
	}
}

//go:noescape
func scaleBytes256SSE2(y *[kBlock]float32, q *unpacked, d *[16]float32, off int32)

//go:noescape
func affineBytes256SSE2(y *[kBlock]float32, q *unpacked, d, m *[16]float32)

//go:noescape
func scaleBytes256AVX2(y *[kBlock]float32, q *unpacked, d *[16]float32, off int32)

//go:noescape
func affineBytes256AVX2(y *[kBlock]float32, q *unpacked, d, m *[16]float32)

//go:noescape
func splitNibblesAVX2(q *unpacked, qs *[128]byte)

//go:noescape
func splitNibbles5AVX2(q *unpacked, qs *[128]byte, qh *[32]byte)
