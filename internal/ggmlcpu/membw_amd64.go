package ggmlcpu

import "golang.org/x/sys/cpu"

//go:noescape
func sumAVX512(p *byte, n int) uint64

//go:noescape
func sumAVX2(p *byte, n int) uint64

func init() {
	switch {
	case cpu.X86.HasAVX512F:
		sumKernel, sumKernelName = sumAVX512, "Go assembly, AVX-512: 8 × 64-byte VPADDQ loads per iteration, 4 accumulators"
	case cpu.X86.HasAVX2:
		sumKernel, sumKernelName = sumAVX2, "Go assembly, AVX2: 16 × 32-byte VPADDQ loads per iteration, 4 accumulators"
	}
}
