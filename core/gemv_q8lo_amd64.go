//go:build amd64

package core

// 8-bit-activation kernels of the ternary, 1- and 2-bit and IQ formats (gemv_q8lo_amd64.s),
// installed by installQ8Kernels.
func installQ8LowBitKernels(set func(FormatID, *q8Kernel)) {}
