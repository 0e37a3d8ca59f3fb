//go:build amd64

package core

// The amd64 kernels of GPTQ 4-bit with 8-bit activations (gemv_q8gptq.go): AVX-512 VNNI
// (gemv_q8gptq_amd64.s, scripts/gemv-asm/q8gptq.py) and AVX2 (gemv_q8gptq_avx2_amd64.s).

//go:noescape
func gemvGPTQ4q8F16Wide1(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8F16Wide2(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8F16Wide3(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8F16Wide4(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8F16Wide5(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8F16Wide6(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8F16Wide7(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8F16Wide8(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16Wide1(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16Wide2(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16Wide3(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16Wide4(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16Wide5(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16Wide6(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16Wide7(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16Wide8(a *gptqQ8WideArgs)

// The AVX2 kernels (gemv_q8gptq_avx2_amd64.s, scripts/gemv-asm/q8gptq_avx2.py): one vector of n
// interleaved a call.

//go:noescape
func gemvGPTQ4q8F16AVX2s1(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8F16AVX2s2(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8F16AVX2s3(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8F16AVX2s4(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8F16AVX2s5(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8F16AVX2s6(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8F16AVX2s7(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8F16AVX2s8(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16AVX2s1(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16AVX2s2(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16AVX2s3(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16AVX2s4(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16AVX2s5(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16AVX2s6(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16AVX2s7(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16AVX2s8(a *gptqQ8WideArgs)

// gemvGPTQ4q8F16Wide1L1 and gemvGPTQ4q8BF16Wide1L1 are the GEMV kernels prefetching the next
// sweep's rows with PREFETCHT0 (prefetchL1).
//
//go:noescape
func gemvGPTQ4q8F16Wide1L1(a *gptqQ8WideArgs)

//go:noescape
func gemvGPTQ4q8BF16Wide1L1(a *gptqQ8WideArgs)

// gptqQ8AVX2[scale dtype is bf16][vectors−1] are the AVX2 kernels.
var gptqQ8AVX2 = [2][maxBatch]func(*gptqQ8WideArgs){
	{gemvGPTQ4q8F16AVX2s1, gemvGPTQ4q8F16AVX2s2, gemvGPTQ4q8F16AVX2s3, gemvGPTQ4q8F16AVX2s4,
		gemvGPTQ4q8F16AVX2s5, gemvGPTQ4q8F16AVX2s6, gemvGPTQ4q8F16AVX2s7, gemvGPTQ4q8F16AVX2s8},
	{gemvGPTQ4q8BF16AVX2s1, gemvGPTQ4q8BF16AVX2s2, gemvGPTQ4q8BF16AVX2s3, gemvGPTQ4q8BF16AVX2s4,
		gemvGPTQ4q8BF16AVX2s5, gemvGPTQ4q8BF16AVX2s6, gemvGPTQ4q8BF16AVX2s7, gemvGPTQ4q8BF16AVX2s8},
}

// gptqQ8Wide[scale dtype is bf16][vectors−1] are the kernels (gemv_q8gptq_amd64.s).
var gptqQ8Wide = [2][maxBatch]func(*gptqQ8WideArgs){
	{gemvGPTQ4q8F16Wide1, gemvGPTQ4q8F16Wide2, gemvGPTQ4q8F16Wide3, gemvGPTQ4q8F16Wide4,
		gemvGPTQ4q8F16Wide5, gemvGPTQ4q8F16Wide6, gemvGPTQ4q8F16Wide7, gemvGPTQ4q8F16Wide8},
	{gemvGPTQ4q8BF16Wide1, gemvGPTQ4q8BF16Wide2, gemvGPTQ4q8BF16Wide3, gemvGPTQ4q8BF16Wide4,
		gemvGPTQ4q8BF16Wide5, gemvGPTQ4q8BF16Wide6, gemvGPTQ4q8BF16Wide7, gemvGPTQ4q8BF16Wide8},
}

// gptqQ8WideL1[scale dtype is bf16] are the GEMV kernels with PREFETCHT0.
var gptqQ8WideL1 = [2]func(*gptqQ8WideArgs){gemvGPTQ4q8F16Wide1L1, gemvGPTQ4q8BF16Wide1L1}

// gptqQ8CPU reports whether this CPU level runs GPTQ's 8-bit-activation kernels.
func gptqQ8CPU() bool { return hasVNNI && simdLevel >= simdAVX512 || avx2Level() }

// gptqQ8Kernel returns the kernel for n vectors: AVX-512 one call for the n (results [16 rows][n][16]
// per chunk, nk = n), AVX2 a call per vector v of n interleaved (nk = 1).
func gptqQ8Kernel(bf16, n int) (kern func(*gptqQ8WideArgs), calls, nk int) {
	if avx2Level() {
		return gptqQ8AVX2[bf16][n-1], n, 1
	}
	if n == 1 {
		return withPrefetch(gptqQ8Wide[bf16][0], gptqQ8WideL1[bf16]), 1, 1
	}
	return gptqQ8Wide[bf16][n-1], 1, n
}
