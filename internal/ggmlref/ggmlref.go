// Package ggmlref calls ggml's own quantizers, dequantizers and half-precision conversions, so
// that tests can check lowbit against them bit for bit. It dlopens libggml-base.so with purego
// (no cgo); scripts/install-oracles.sh installs a pinned build into .cache/oracles/ggml.
//
// It is a test oracle, not part of lowbit: nothing outside tests should import it.
package ggmlref

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"unsafe"

	"github.com/ebitengine/purego"
)

// TypeCount is GGML_TYPE_COUNT of the ggml build the install script pins. ggml's type lookups
// only assert the id in debug builds, so ids at or past it must never reach the library.
const TypeCount = 43

// The few ids this package itself needs; tests use core's constants.
const (
	typeF32  = 0
	typeF16  = 1
	typeQ8_1 = 9
	typeQ8_K = 15
	typeBF16 = 30
)

// Traits is ggml's struct ggml_type_traits for one type, copied out of the library.
type Traits struct {
	Name                string // ggml's lower-case type name ("q4_0"); "DEPRECATED" for removed ids
	BlockSize           int64  // elements per block (0 for removed ids)
	BlockSizeInterleave int64
	TypeSize            int64 // bytes per block
	IsQuantized         bool
	ToFloat             uintptr // ggml_to_float_t, 0 when ggml has none (F32, Q8_1, integers)
	FromFloatRef        uintptr // ggml_from_float_t reference quantizer, 0 when none
}

// cTraits mirrors struct ggml_type_traits in include/ggml.h (checked against ggml at d99724f2):
//
//	const char *type_name; int64_t blck_size; int64_t blck_size_interleave; size_t type_size;
//	bool is_quantized; ggml_to_float_t to_float; ggml_from_float_t from_float_ref;
//
// Go lays the bool out like C: 7 padding bytes before the next pointer. Load checks the layout
// against known types before anyone relies on it.
type cTraits struct {
	typeName           *byte
	blckSize           int64
	blckSizeInterleave int64
	typeSize           uintptr
	isQuantized        bool
	toFloat            uintptr
	fromFloatRef       uintptr
}

// Lib is the loaded library. Its methods are safe for concurrent use.
type Lib struct {
	Path    string
	Version string // ggml_version()

	traits [TypeCount]Traits

	quantizeInit            func(typ int32)
	quantizeRequiresImatrix func(typ int32) bool
	quantizeChunk           func(typ int32, src, dst unsafe.Pointer, start, nrows, nPerRow int64, imatrix unsafe.Pointer) uintptr

	fp16ToFP32 func(uint16) float32
	fp32ToFP16 func(float32) uint16
	// ggml_bf16_t is struct { uint16_t bits; }: by value it travels in an integer register, like a
	// uint16, both as argument and as result (SysV and AAPCS64 alike).
	bf16ToFP32 func(uint16) float32
	fp32ToBF16 func(float32) uint16

	fp16ToFP32Row    uintptr
	fp32ToFP16Row    uintptr
	bf16ToFP32Row    uintptr
	fp32ToBF16RowRef uintptr
}

var (
	loadOnce sync.Once
	loaded   *Lib
	loadErr  error
)

// ErrMissing is wrapped by Load's error when the library file does not exist.
var ErrMissing = errors.New("ggml oracle missing")

// LibPath is the library Load opens: $LOWBIT_GGML_LIB if set, else
// <repo root>/.cache/oracles/ggml/libggml-base.so, the repo root being the nearest directory at or
// above the working directory that holds go.mod.
func LibPath() string {
	if p := os.Getenv("LOWBIT_GGML_LIB"); p != "" {
		return p
	}
	dir, err := os.Getwd()
	if err != nil {
		return filepath.Join(".cache", "oracles", "ggml", "libggml-base.so")
	}
	start := dir
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			dir = start
			break
		}
		dir = parent
	}
	return filepath.Join(dir, ".cache", "oracles", "ggml", "libggml-base.so")
}

// Load opens the library once; later calls return the same result.
func Load() (*Lib, error) {
	loadOnce.Do(func() { loaded, loadErr = load(LibPath()) })
	return loaded, loadErr
}

func load(path string) (*Lib, error) {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: %s (install it with `make oracles` or scripts/install-oracles.sh, or point LOWBIT_GGML_LIB at a libggml-base.so)", ErrMissing, path)
	}
	h, err := dlopen(path)
	if err != nil {
		return nil, fmt.Errorf("ggml oracle %s: %w", path, err)
	}
	l := &Lib{Path: path}
	// Symbols are looked up by hand so that a missing one is an error naming it, not a panic.
	syms := []struct {
		name string
		fn   any // *func to register, or *uintptr for functions called with SyscallN
	}{
		{"ggml_quantize_init", &l.quantizeInit},
		{"ggml_quantize_requires_imatrix", &l.quantizeRequiresImatrix},
		{"ggml_quantize_chunk", &l.quantizeChunk},
		{"ggml_fp16_to_fp32", &l.fp16ToFP32},
		{"ggml_fp32_to_fp16", &l.fp32ToFP16},
		{"ggml_bf16_to_fp32", &l.bf16ToFP32},
		{"ggml_fp32_to_bf16", &l.fp32ToBF16},
		{"ggml_fp16_to_fp32_row", &l.fp16ToFP32Row},
		{"ggml_fp32_to_fp16_row", &l.fp32ToFP16Row},
		{"ggml_bf16_to_fp32_row", &l.bf16ToFP32Row},
		{"ggml_fp32_to_bf16_row_ref", &l.fp32ToBF16RowRef},
	}
	for _, s := range syms {
		p, err := dlsym(h, s.name)
		if err != nil {
			return nil, fmt.Errorf("ggml oracle %s: %w", path, err)
		}
		if u, ok := s.fn.(*uintptr); ok {
			*u = p
		} else {
			purego.RegisterFunc(s.fn, p)
		}
	}
	var getTraits func(typ int32) *cTraits
	var version func() string
	for name, fn := range map[string]any{"ggml_get_type_traits": &getTraits, "ggml_version": &version} {
		p, err := dlsym(h, name)
		if err != nil {
			return nil, fmt.Errorf("ggml oracle %s: %w", path, err)
		}
		purego.RegisterFunc(fn, p)
	}
	l.Version = version()

	// Check the struct layout and the type numbering on types whose traits are well known, lowest
	// id first, and the highest id last: that also proves the table has TypeCount rows.
	for _, k := range []struct {
		id   int
		want Traits
	}{
		{0, Traits{Name: "f32", BlockSize: 1, TypeSize: 4}},
		{1, Traits{Name: "f16", BlockSize: 1, TypeSize: 2}},
		{2, Traits{Name: "q4_0", BlockSize: 32, TypeSize: 18, IsQuantized: true}},
		{9, Traits{Name: "q8_1", BlockSize: 32, TypeSize: 36, IsQuantized: true}},
		{12, Traits{Name: "q4_K", BlockSize: 256, TypeSize: 144, IsQuantized: true}},
		{30, Traits{Name: "bf16", BlockSize: 1, TypeSize: 2}},
		{42, Traits{Name: "q2_0", BlockSize: 64, TypeSize: 18, IsQuantized: true}},
	} {
		id, want := k.id, k.want
		c := getTraits(int32(id))
		got := Traits{Name: cString(c.typeName), BlockSize: c.blckSize, TypeSize: int64(c.typeSize), IsQuantized: c.isQuantized}
		if got != want {
			return nil, fmt.Errorf("ggml oracle %s (ggml %s): type %d has traits %+v, want %+v: not the ggml build scripts/install-oracles.sh pins, or struct ggml_type_traits changed",
				path, l.Version, id, got, want)
		}
	}
	for id := range TypeCount {
		c := getTraits(int32(id))
		l.traits[id] = Traits{
			Name: cString(c.typeName), BlockSize: c.blckSize, BlockSizeInterleave: c.blckSizeInterleave,
			TypeSize: int64(c.typeSize), IsQuantized: c.isQuantized, ToFloat: c.toFloat, FromFloatRef: c.fromFloatRef,
		}
	}
	return l, nil
}

func cString(p *byte) string {
	if p == nil {
		return ""
	}
	n := 0
	for *(*byte)(unsafe.Add(unsafe.Pointer(p), n)) != 0 {
		n++
	}
	return string(unsafe.Slice(p, n))
}

// Require returns the library or ends the test: a skip naming the missing file and how to install
// it, or a failure when LOWBIT_REQUIRE_ORACLES=1 (make test sets it, so CI never silently skips).
// A library that exists but does not load is always a failure.
func Require(t testing.TB) *Lib {
	t.Helper()
	l, err := Load()
	switch {
	case err == nil:
		return l
	case errors.Is(err, ErrMissing) && os.Getenv("LOWBIT_REQUIRE_ORACLES") != "1":
		t.Skipf("ggml oracle missing: %s — run scripts/install-oracles.sh", LibPath())
	default:
		t.Fatal(err)
	}
	return nil
}

// Traits returns ggml's traits of typeID; ids outside [0, TypeCount) give the zero Traits.
func (l *Lib) Traits(typeID int) Traits {
	if typeID < 0 || typeID >= TypeCount {
		return Traits{}
	}
	return l.traits[typeID]
}

// RequiresImatrix is ggml_quantize_requires_imatrix.
func (l *Lib) RequiresImatrix(typeID int) bool {
	if typeID < 0 || typeID >= TypeCount {
		return false
	}
	return l.quantizeRequiresImatrix(int32(typeID))
}

// blocks checks that n elements are whole blocks of a type ggml knows and returns the traits.
func (l *Lib) blocks(typeID, n int) (Traits, error) {
	tr := l.Traits(typeID)
	if tr.BlockSize <= 0 {
		return tr, fmt.Errorf("ggmlref: type %d is not a ggml type", typeID)
	}
	if n < 0 || int64(n)%tr.BlockSize != 0 {
		return tr, fmt.Errorf("ggmlref: %d elements are not whole %s blocks of %d", n, tr.Name, tr.BlockSize)
	}
	return tr, nil
}

// Dequantize decodes n elements of typeID from src with ggml's to_float.
func (l *Lib) Dequantize(typeID int, src []byte, n int) ([]float32, error) {
	tr, err := l.blocks(typeID, n)
	if err != nil {
		return nil, err
	}
	if tr.ToFloat == 0 {
		return nil, fmt.Errorf("ggmlref: ggml has no to_float for %s", tr.Name)
	}
	if need := int64(n) / tr.BlockSize * tr.TypeSize; int64(len(src)) < need {
		return nil, fmt.Errorf("ggmlref: %d %s elements need %d bytes, got %d", n, tr.Name, need, len(src))
	}
	dst := make([]float32, n)
	if n == 0 {
		return dst, nil
	}
	// SyscallN is //go:uintptrescapes, so converting the pointers in the call is safe; the slices
	// hold no Go pointers, which is all the cgo rules ask.
	purego.SyscallN(tr.ToFloat, uintptr(unsafe.Pointer(&src[0])), uintptr(unsafe.Pointer(&dst[0])), uintptr(n))
	runtime.KeepAlive(src)
	return dst, nil
}

// QuantizeRowRef encodes src with ggml's reference quantizer (traits.from_float_ref, i.e.
// quantize_row_*_ref for block types).
func (l *Lib) QuantizeRowRef(typeID int, src []float32) ([]byte, error) {
	tr, err := l.blocks(typeID, len(src))
	if err != nil {
		return nil, err
	}
	if tr.FromFloatRef == 0 {
		return nil, fmt.Errorf("ggmlref: ggml has no from_float_ref for %s", tr.Name)
	}
	dst := make([]byte, int64(len(src))/tr.BlockSize*tr.TypeSize)
	if len(src) == 0 {
		return dst, nil
	}
	// The IQ3_XXS, IQ3_S and IQ2_S reference quantizers read the grids this builds (and abort
	// without them); for every other type it is a no-op.
	l.quantizeInit(int32(typeID))
	purego.SyscallN(tr.FromFloatRef, uintptr(unsafe.Pointer(&src[0])), uintptr(unsafe.Pointer(&dst[0])), uintptr(len(src)))
	runtime.KeepAlive(src)
	return dst, nil
}

// QuantizeChunk encodes nrows rows of nPerRow values with ggml_quantize_chunk, the quantizer
// llama-quantize uses (with imatrix weights when given: nPerRow of them, or nil).
func (l *Lib) QuantizeChunk(typeID int, src []float32, nrows, nPerRow int, imatrix []float32) ([]byte, error) {
	tr, err := l.blocks(typeID, nPerRow)
	if err != nil {
		return nil, err
	}
	// ggml_quantize_chunk aborts the process on types its switch lacks: the activation-only
	// Q8_1/Q8_K and the integer and F64 types.
	if !(tr.IsQuantized && typeID != typeQ8_1 && typeID != typeQ8_K || typeID == typeF32 || typeID == typeF16 || typeID == typeBF16) {
		return nil, fmt.Errorf("ggmlref: ggml_quantize_chunk does not handle %s", tr.Name)
	}
	if nrows < 0 || len(src) < nrows*nPerRow {
		return nil, fmt.Errorf("ggmlref: %d rows of %d need %d values, got %d", nrows, nPerRow, nrows*nPerRow, len(src))
	}
	var im unsafe.Pointer
	switch {
	case imatrix != nil && len(imatrix) != nPerRow:
		return nil, fmt.Errorf("ggmlref: imatrix has %d weights, want %d", len(imatrix), nPerRow)
	case imatrix != nil:
		im = unsafe.Pointer(&imatrix[0])
	case l.RequiresImatrix(typeID): // ggml would abort
		return nil, fmt.Errorf("ggmlref: ggml cannot quantize %s without an imatrix", tr.Name)
	}
	dst := make([]byte, int64(nrows)*int64(nPerRow)/tr.BlockSize*tr.TypeSize)
	if len(dst) == 0 {
		return dst, nil
	}
	l.quantizeInit(int32(typeID))
	got := l.quantizeChunk(int32(typeID), unsafe.Pointer(&src[0]), unsafe.Pointer(&dst[0]), 0, int64(nrows), int64(nPerRow), im)
	runtime.KeepAlive(src)
	runtime.KeepAlive(imatrix)
	if int(got) != len(dst) {
		return nil, fmt.Errorf("ggmlref: ggml_quantize_chunk(%s) wrote %d bytes, want %d", tr.Name, got, len(dst))
	}
	return dst, nil
}

// The scalar conversions call ggml's exported scalar functions. purego moves float32 arguments
// and results through float64, which on x86 quiets a signalling NaN: BF16ToFP32 returns a
// signalling NaN quieted, and the NaN the narrowing functions see is quieted (neither changes their
// result: ggml_fp32_to_fp16 makes every NaN 0x7E00 and ggml_fp32_to_bf16 sets the quiet bit
// anyway). The Row variants pass raw bits and are exact; bit-for-bit tests use them.

// FP16ToFP32 is ggml_fp16_to_fp32.
func (l *Lib) FP16ToFP32(h uint16) float32 { return l.fp16ToFP32(h) }

// FP32ToFP16 is ggml_fp32_to_fp16.
func (l *Lib) FP32ToFP16(f float32) uint16 { return l.fp32ToFP16(f) }

// BF16ToFP32 is ggml_bf16_to_fp32.
func (l *Lib) BF16ToFP32(b uint16) float32 { return l.bf16ToFP32(b) }

// FP32ToBF16 is ggml_fp32_to_bf16.
func (l *Lib) FP32ToBF16(f float32) uint16 { return l.fp32ToBF16(f) }

// The row variants convert whole slices in one call; a call through purego costs far more than
// one conversion, so bulk tests use these.

// FP16ToFP32Row is ggml_fp16_to_fp32_row.
func (l *Lib) FP16ToFP32Row(src []uint16) []float32 {
	dst := make([]float32, len(src))
	purego.SyscallN(l.fp16ToFP32Row, uintptr(unsafe.Pointer(unsafe.SliceData(src))), uintptr(unsafe.Pointer(unsafe.SliceData(dst))), uintptr(len(src)))
	runtime.KeepAlive(src)
	return dst
}

// FP32ToFP16Row is ggml_fp32_to_fp16_row.
func (l *Lib) FP32ToFP16Row(src []float32) []uint16 {
	dst := make([]uint16, len(src))
	purego.SyscallN(l.fp32ToFP16Row, uintptr(unsafe.Pointer(unsafe.SliceData(src))), uintptr(unsafe.Pointer(unsafe.SliceData(dst))), uintptr(len(src)))
	runtime.KeepAlive(src)
	return dst
}

// BF16ToFP32Row is ggml_bf16_to_fp32_row.
func (l *Lib) BF16ToFP32Row(src []uint16) []float32 {
	dst := make([]float32, len(src))
	purego.SyscallN(l.bf16ToFP32Row, uintptr(unsafe.Pointer(unsafe.SliceData(src))), uintptr(unsafe.Pointer(unsafe.SliceData(dst))), uintptr(len(src)))
	runtime.KeepAlive(src)
	return dst
}

// FP32ToBF16RowRef is ggml_fp32_to_bf16_row_ref: the portable rounding ggml_fp32_to_bf16 does too
// (ggml_fp32_to_bf16_row may use AVX512-BF16, which flushes subnormals).
func (l *Lib) FP32ToBF16RowRef(src []float32) []uint16 {
	dst := make([]uint16, len(src))
	purego.SyscallN(l.fp32ToBF16RowRef, uintptr(unsafe.Pointer(unsafe.SliceData(src))), uintptr(unsafe.Pointer(unsafe.SliceData(dst))), uintptr(len(src)))
	runtime.KeepAlive(src)
	return dst
}
