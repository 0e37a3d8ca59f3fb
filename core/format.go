// Package core holds lowbit's format registry, the logical tensor model and the CPU kernels.
//
// The registry has one row per format. Everything that needs to know about formats — readers,
// kernels, tests, the C ABI, the CLI — looks the row up instead of switching on format ids.
package core

import (
	"fmt"
	"sort"
	"strings"
)

// FormatID is a format's stable number. GGUF types keep ggml's numbers (0…42) so that ggml users
// can pass theirs; other families get their own ranges later. Ids are never reused.
type FormatID int32

// Family groups formats by the ecosystem whose reference implementation defines them.
type Family uint8

const (
	FamilyGGML Family = iota + 1 // ggml / GGUF types, block-based with inline scales
)

func (f Family) String() string {
	switch f {
	case FamilyGGML:
		return "ggml"
	case FamilyPlain:
		return "plain"
	case FamilyMLX:
		return "mlx"
	case FamilyGPTQ:
		return "gptq"
	case FamilyAWQ:
		return "awq"
	case FamilyCompressedTensors:
		return "compressed-tensors"
	}
	return fmt.Sprintf("family(%d)", uint8(f))
}

// Flags describe what a format is and what lowbit can do with it.
type Flags uint32

const (
	FlagRemoved      Flags = 1 << iota // id reserved for a type ggml removed; never valid in a file
	FlagFloat                          // plain floating point element type (F32, F16, BF16, F64)
	FlagInteger                        // plain integer element type (I8…I64), dequantized as numbers
	FlagQuantized                      // block-quantized type
	FlagIntermediate                   // ggml uses it only for activations (Q8_1, Q8_K)
	FlagNeedsImatrix                   // quantizing requires an importance matrix
)

// Format is one registry row.
type Format struct {
	ID         FormatID
	Name       string // canonical upper-case name: ggml's, or the safetensors dtype for ids ≥ 1000
	Family     Family
	BlockElems int // elements per block (1 for plain types)
	BlockBytes int // bytes per block
	Flags      Flags
	Note       string // why a removed id is gone

	// decode expands whole blocks: len(dst) is a multiple of BlockElems and
	// len(src) == len(dst)/BlockElems*BlockBytes. nil means not written yet.
	decode func(dst []float32, src []byte)
	// encode is the reference quantizer (byte-exact with ggml's quantize_row_*_ref, which is what
	// ggml_quantize_chunk runs without an importance matrix): whole blocks, the other way round.
	// nil means there is no quantizer without an importance matrix.
	encode func(dst []byte, src []float32)
	// encodeWeighted quantizes one row with per-column importance weights (len(weights) ==
	// len(row)), byte-exact with ggml_quantize_chunk given that imatrix. nil means lowbit cannot
	// use an importance matrix for this format yet.
	encodeWeighted func(dst []byte, row, weights []float32)

	// Part-based formats (FlagParts, core/parts.go) have no blocks; instead:
	// checkParts validates a tensor's parts and parameters against its shape (CheckParts);
	// decodeRows decodes rows [row0, row0+nrows) of a checked tensor into dst (nrows·Cols values);
	// encodeParts quantizes rows into freshly allocated parts (QuantizeParts).
	checkParts  func(t *Tensor) error
	decodeRows  func(t *Tensor, row0, nrows int64, dst []float32)
	encodeParts func(t *Tensor, src []float32) error
	// spanGrain, when set, returns the columns that spans of t's rows start and end on for
	// decodeSpan (0: t's rows decode only whole); decodeSpan decodes columns [c0, c1) of row r
	// (at most gemmStep of them) into dst, as decodeRows would (core/parts_span.go).
	spanGrain  func(t *Tensor) int64
	decodeSpan func(t *Tensor, r, c0, c1 int64, dst []float32)

	// CPU compute kernels (core/gemv.go), set by the kernel files' install functions; nil selects
	// the generic fused kernel built on decode (or decodeRows). gemvRows sets y[i] = W[row0+i,:]·x
	// for i < len(y); gemmRows does the same for nrows rows and 2 ≤ n ≤ 8 vectors (xs laid out by
	// interleaveX, y[v·ystride+i]), decoding each weight block once for all of them.
	gemvRows func(t *Tensor, row0 int64, x, y []float32)
	gemmRows func(t *Tensor, row0 int64, nrows int, xs []float32, n int, y []float32, ystride int)
	// overflowingScales, when set, reports whether some block scale of t is so large that one of
	// its weights is infinite in float32 (MXFP4: E8M0 scales of 2^125 and up). The SIMD and 8-bit
	// kernels scale a block's sum of codes times x once, which is finite where weights times x are
	// not; such tensors take the generic kernels, whose weights are Dequantize's (runMatVec).
	overflowingScales func(t *Tensor) bool
	// gemvQ8Rows, when set, is the format's GEMV with 8-bit activations (ActivationsQ8): y[i] =
	// W[row0+i,:]·x̂ from the int8 values, in integer arithmetic per block (gemv_q8.go).
	gemvQ8Rows gemvQ8Kernel
	// q8Prep, when set, lays the rounded activations out once per product for the format's
	// gemvQ8Rows and gemmQ8Rows (before the threads start, in place of q8Act.interleave) and
	// reports whether they take t; the float32 kernels with x̂ take the product when not.
	q8Prep func(t *Tensor, a *q8Act) bool
	// gemmQ8Rows, when set, is the format's GEMM with 8-bit activations, reading a.qsi/corr/dxi
	// (q8Act.interleave with gemmQ8Off, the offset its codes carry).
	gemmQ8Rows gemmQ8Kernel
	gemmQ8Off  int32
	// gemmX8: the row's gemmRows always multiplies eight vectors and takes x interleaved with
	// stride 8 (interleaveXStride), the vectors past n zero.
	gemmX8 bool
	// gemmPerVector: the largest n ([0]: float32 activations, [1]: 8-bit) whose GEMM runs faster
	// as the GEMV kernel once per vector over L2-resident rows than through the GEMM kernel
	// (perVectorMaxN; set by the kernel installer where measured, 0: never).
	gemmPerVector [2]int8
}

// Has reports whether all the given flags are set.
func (f *Format) Has(fl Flags) bool { return f.Flags&fl == fl }

// BitsPerWeight is the storage cost of one element.
func (f *Format) BitsPerWeight() float64 {
	if f.BlockElems == 0 {
		return 0
	}
	return float64(f.BlockBytes*8) / float64(f.BlockElems)
}

// CanDequantize reports whether lowbit can decode this format to numbers.
func (f *Format) CanDequantize() bool { return f.decode != nil || f.decodeRows != nil }

// CanQuantize reports whether lowbit can encode numbers into this format (with an importance
// matrix if the format needs one).
func (f *Format) CanQuantize() bool { return f.encode != nil || f.encodeWeighted != nil }

// CanQuantizeUnweighted reports whether lowbit can quantize this format without an importance
// matrix.
func (f *Format) CanQuantizeUnweighted() bool { return f.encode != nil }

// CanQuantizeWeighted reports whether lowbit can quantize this format with an importance matrix.
func (f *Format) CanQuantizeWeighted() bool { return f.encodeWeighted != nil }

// RowBytes returns the bytes of n consecutive elements, which must be whole blocks.
func (f *Format) RowBytes(n int64) (int64, error) {
	if f.BlockElems <= 0 {
		return 0, fmt.Errorf("format %s: %w: %s", f.Name, ErrUnsupported, f.Note)
	}
	if n < 0 || n%int64(f.BlockElems) != 0 {
		return 0, fmt.Errorf("format %s: %w: %d elements is not a multiple of the block size %d",
			f.Name, ErrInvalidArgument, n, f.BlockElems)
	}
	blocks := n / int64(f.BlockElems)
	if blocks > (1<<62)/int64(f.BlockBytes) {
		return 0, fmt.Errorf("format %s: %w: %d elements overflow a byte count", f.Name, ErrOutOfRange, n)
	}
	return blocks * int64(f.BlockBytes), nil
}

func (f *Format) String() string { return f.Name }

var registry = map[FormatID]*Format{}

func register(f *Format) *Format {
	if _, dup := registry[f.ID]; dup {
		panic(fmt.Sprintf("core: format id %d registered twice", f.ID))
	}
	registry[f.ID] = f
	return f
}

// Lookup returns the registry row of id. Unknown ids and ids of removed types are errors that say
// which id and why; the row of a known but not yet implemented type is returned (its
// CanDequantize/CanQuantize say what works).
func Lookup(id FormatID) (*Format, error) {
	f, ok := registry[id]
	if !ok {
		return nil, fmt.Errorf("%w: unknown format id %d", ErrUnsupported, id)
	}
	if f.Has(FlagRemoved) {
		return nil, fmt.Errorf("%w: format id %d (%s) was removed from ggml: %s", ErrUnsupported, id, f.Name, f.Note)
	}
	return f, nil
}

// LookupName finds a format by name, case-insensitively.
func LookupName(name string) (*Format, error) {
	for _, f := range registry {
		if strings.EqualFold(f.Name, name) {
			return Lookup(f.ID)
		}
	}
	return nil, fmt.Errorf("%w: unknown format name %q", ErrNotFound, name)
}

// Formats returns every registry row, removed ids included, ordered by id.
func Formats() []*Format {
	out := make([]*Format, 0, len(registry))
	for _, f := range registry {
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// IsQuantizedID reports whether id is a block-quantized format of the registry.
func IsQuantizedID(id FormatID) bool {
	f, ok := registry[id]
	return ok && f.Has(FlagQuantized)
}
