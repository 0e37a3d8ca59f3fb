//go:build linux || darwin || freebsd || netbsd

package core

import "github.com/ebitengine/purego"

// ggmlSymbol looks up an exported function of the oracle library that its type traits do not
// expose: Q8_K's traits have neither to_float nor from_float_ref, but libggml-base exports
// dequantize_row_q8_K and quantize_row_q8_K_ref.
func ggmlSymbol(path, name string) (uintptr, error) {
	h, err := purego.Dlopen(path, purego.RTLD_NOW|purego.RTLD_LOCAL)
	if err != nil {
		return 0, err
	}
	return purego.Dlsym(h, name)
}
