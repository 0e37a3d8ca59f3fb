package core

// Lookup tables of ggml's IQ formats (ggml-common.h).
//
// The large grids live in iq_grids_table.go, which is generated: every entry is read back out of
// ggml's own dequantize_row_* (core/internal/gengrids), and iq_grids_test.go derives them from
// ggml again on every test run. The two small sign tables below follow from their definitions and
// are checked against ggml by the same test.
//
//	iq2xxsGrid  [256]uint64   IQ2_XXS    8 magnitudes per entry
//	iq2xsGrid   [512]uint64   IQ2_XS
//	iq2sGrid    [1024]uint64  IQ2_S
//	iq3xxsGrid  [256]uint32   IQ3_XXS    4 magnitudes per entry
//	iq3sGrid    [512]uint32   IQ3_S
//	iq1sGrid    [2048]uint64  IQ1_S/M    8 int8 trits per entry, used as trit + IQ1S_DELTA
//	kvaluesIQ4NL [16]int8     IQ4_NL/XS  the non-linear 4-bit levels
//
// Byte j of a grid entry is (entry >> 8j) & 0xff.

//go:generate go run ./internal/gengrids/gen.go -o iq_grids_table.go

// kmaskIQ2XS is kmask_iq2xs: bit j selects element j of a group of 8.
var kmaskIQ2XS = [8]uint8{1, 2, 4, 8, 16, 32, 64, 128}

// ksignsIQ2XS is ksigns_iq2xs: a 7-bit sign code s stores the signs of 8 values whose number of
// negatives is even, so the eighth sign is the parity of the other seven.
var ksignsIQ2XS = func() (t [128]uint8) {
	for s := range t {
		parity := uint8(0)
		for b := s; b != 0; b >>= 1 {
			parity ^= uint8(b & 1)
		}
		t[s] = uint8(s) | parity<<7
	}
	return t
}()

// iq1sDelta is IQ1S_DELTA (= IQ1M_DELTA): the shift IQ1_S and IQ1_M add to every grid value.
const iq1sDelta = 0.125
