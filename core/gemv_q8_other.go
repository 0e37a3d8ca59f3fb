//go:build !amd64

package core

// wordNibbles8 has no SIMD version here: prepWordNibbles8 uses its word operations.
func wordNibbles8(a *q8Act, n, cols int) bool { return false }
