package core

import "fmt"

// Tensor is a logical tensor: a name, a shape, a format and a zero-copy view of its bytes.
//
// Shape is row-major, outermost dimension first, like numpy and safetensors; the last dimension is
// the row length (ggml's ne[0]). For a GGUF tensor Shape is ggml's ne reversed.
type Tensor struct {
	Name   string
	Format *Format
	Shape  []int64
	Data   []byte // exactly ByteSize() bytes, usually a view into a read-only mapping
	File   string // the file the bytes live in, for messages
	Offset int64  // absolute byte offset of Data in File

	// Part-based formats (MLX, GPTQ, AWQ, compressed-tensors; Format.IsParts): the stored
	// tensors the logical tensor is made of and its scheme's parameters (core/parts.go). Data is
	// then nil, File/Offset are those of the packed-codes part. Empty for single-part tensors.
	Parts []Part
	Quant QuantParams
	// PartOf names the logical tensor this stored tensor is a part of ("" when none).
	PartOf string

	// gidx caches whether the tensor's g_idx part maps column c to c/group (trivialGIdx): 0 not
	// known yet, 1 yes, 2 no. Kept per tensor, not per address: a mapping closed and another
	// opened at the same address must not inherit the answer.
	gidx uint32
	// bf16Normal caches mlxBF16Normal (amd64), hugeScales overflowingScales, as gidx does.
	bf16Normal uint32
	hugeScales uint32
}

// Elements is the product of the dimensions (1 for a 0-d tensor).
func (t *Tensor) Elements() int64 {
	n := int64(1)
	for _, d := range t.Shape {
		n *= d
	}
	return n
}

// Cols is the row length: the last dimension.
func (t *Tensor) Cols() int64 {
	if len(t.Shape) == 0 {
		return 1
	}
	return t.Shape[len(t.Shape)-1]
}

// Rows is the number of rows: the product of every dimension but the last.
func (t *Tensor) Rows() int64 {
	if len(t.Shape) == 0 {
		return 1
	}
	if c := t.Cols(); c != 0 {
		return t.Elements() / c
	}
	n := int64(1)
	for _, d := range t.Shape[:len(t.Shape)-1] {
		n *= d
	}
	return n
}

// RowBytes is the byte size of one row.
func (t *Tensor) RowBytes() int64 {
	n, _ := t.Format.RowBytes(t.Cols())
	return n
}

// ByteSize is the byte size of the whole tensor.
// For a part-based tensor it is the sum of its parts' bytes.
func (t *Tensor) ByteSize() int64 {
	if len(t.Parts) > 0 {
		return t.partsBytes()
	}
	return t.RowBytes() * t.Rows()
}

func (t *Tensor) String() string {
	return fmt.Sprintf("%s %s %v", t.Name, t.Format.Name, t.Shape)
}

// where names the tensor and its file in messages.
func (t *Tensor) where() string {
	if t.File == "" {
		return fmt.Sprintf("tensor %q", t.Name)
	}
	return fmt.Sprintf("%s: tensor %q", t.File, t.Name)
}

// CheckShape validates dims against the format: non-negative, no overflow, whole blocks per row.
// Readers call it for every tensor they hand out.
func CheckShape(f *Format, shape []int64) (bytes int64, err error) {
	n := int64(1)
	for i, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("%w: dimension %d is negative (%d)", ErrBadFile, i, d)
		}
		if d != 0 && n > (1<<62)/d {
			return 0, fmt.Errorf("%w: shape %v overflows the element count", ErrBadFile, shape)
		}
		n *= d
	}
	cols := int64(1)
	if len(shape) > 0 {
		cols = shape[len(shape)-1]
	}
	if f.BlockElems <= 0 {
		return 0, fmt.Errorf("%w: format %s: %s", ErrUnsupported, f.Name, f.Note)
	}
	if cols%int64(f.BlockElems) != 0 {
		return 0, fmt.Errorf("%w: row length %d is not a multiple of the %s block size %d",
			ErrBadFile, cols, f.Name, f.BlockElems)
	}
	blocks := n / int64(f.BlockElems)
	if blocks > (1<<62)/int64(f.BlockBytes) {
		return 0, fmt.Errorf("%w: shape %v overflows the byte size", ErrBadFile, shape)
	}
	return blocks * int64(f.BlockBytes), nil
}
