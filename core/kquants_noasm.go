//go:build !amd64 || purego

package core

func scaleBytes256(y *[kBlock]float32, q *unpacked, d *[16]float32, off int32) {
	scaleBytes256Go(y, q, d, off)
}

func affineBytes256(y *[kBlock]float32, q *unpacked, d, m *[16]float32) {
	affineBytes256Go(y, q, d, m)
}

func splitNibbles(q *unpacked, qs *[128]byte) { splitNibblesGo(q, qs) }

func splitNibbles5(q *unpacked, qs *[128]byte, qh *[32]byte) { splitNibbles5Go(q, qs, qh) }
