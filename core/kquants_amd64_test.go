//go:build amd64 && !purego

package core

func init() {
	kernelForms = append(kernelForms, kernelForm{"SSE2", scaleBytes256SSE2, affineBytes256SSE2, splitNibblesGo, splitNibbles5Go})
	if kquantAVX2 {
		kernelForms = append(kernelForms, kernelForm{"AVX2", scaleBytes256AVX2, affineBytes256AVX2, splitNibblesAVX2, splitNibbles5AVX2})
	}
}
