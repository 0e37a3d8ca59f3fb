// Package safetensors reads and writes Hugging Face's safetensors format: an 8-byte little-endian
// header length N, N bytes of a JSON header, then the tensors' bytes back to back.
//
// The reader checks everything safetensors' own reader (Metadata::validate) checks, and a little
// more: duplicate keys, the types of every header field, tensor bytes inside the file. Tensors are
// zero-copy views of the mapped file.
package safetensors

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/bytedance/sonic/ast"
	"github.com/bytedance/sonic/encoder"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/internal/jsonscan"
	"github.com/lowbit/lowbit/internal/mmap"
)

// Kind is the core.Model.Kind of models this package opens.
const Kind = "safetensors"

// DefaultMaxHeaderSize is safetensors' MAX_HEADER_SIZE: longer headers are refused.
const DefaultMaxHeaderSize = 100_000_000

// Defaults of the other limits (Options).
const (
	DefaultMaxTensors   = 1 << 24 // tensors in one file, as the GGUF reader's default
	DefaultMaxMetadata  = 1 << 24 // __metadata__ entries (and an index's metadata entries)
	DefaultMaxStringLen = 1 << 30 // one tensor name, metadata key or value
	DefaultMaxDims      = 64      // dimensions of one tensor (numpy's NPY_MAXDIMS)
)

// Options tune Parse: limits on what a file may ask for. Zero fields take the defaults. The
// header size bounds the rest (a tensor entry takes at least ~50 header bytes), so a hostile
// file cannot make the reader allocate more than a small multiple of its header.
type Options struct {
	// MaxHeaderSize caps the JSON header's length N (and an index file's size); 0 means
	// DefaultMaxHeaderSize.
	MaxHeaderSize uint64
	MaxTensors    uint64 // tensors in one file (DefaultMaxTensors)
	MaxMetadata   uint64 // __metadata__ entries (DefaultMaxMetadata)
	MaxStringLen  uint64 // bytes of one tensor name, metadata key or value (DefaultMaxStringLen)
	MaxDims       uint64 // dimensions of one tensor (DefaultMaxDims)
}

func (o Options) withDefaults() Options {
	if o.MaxHeaderSize == 0 {
		o.MaxHeaderSize = DefaultMaxHeaderSize
	}
	if o.MaxTensors == 0 {
		o.MaxTensors = DefaultMaxTensors
	}
	if o.MaxMetadata == 0 {
		o.MaxMetadata = DefaultMaxMetadata
	}
	if o.MaxStringLen == 0 {
		o.MaxStringLen = DefaultMaxStringLen
	}
	if o.MaxDims == 0 {
		o.MaxDims = DefaultMaxDims
	}
	return o
}

// File is a parsed safetensors file.
type File struct {
	Path       string
	HeaderSize int64          // N, the JSON header's length, padding included
	Metadata   []core.KV      // the __metadata__ map in header order; every value is a string
	Tensors    []*core.Tensor // in header order; Data are views into the parsed buffer
}

// dtypes are safetensors' dtype names in the order of its Dtype enum, which is increasing
// alignment; the writer sorts by that order. Each name is also the name of its registry row.
var dtypes = []struct {
	name string
	id   core.FormatID
}{
	{"BOOL", core.BOOL}, {"F4", core.F4}, {"F6_E2M3", core.F6_E2M3}, {"F6_E3M2", core.F6_E3M2},
	{"U8", core.U8}, {"I8", core.I8}, {"F8_E5M2", core.F8_E5M2}, {"F8_E4M3", core.F8_E4M3},
	{"F8_E8M0", core.F8_E8M0}, {"F8_E4M3FNUZ", core.F8_E4M3FNUZ}, {"F8_E5M2FNUZ", core.F8_E5M2FNUZ},
	{"I16", core.I16}, {"U16", core.U16}, {"F16", core.F16}, {"BF16", core.BF16}, {"I32", core.I32},
	{"U32", core.U32}, {"F32", core.F32}, {"C64", core.C64}, {"F64", core.F64}, {"I64", core.I64},
	{"U64", core.U64},
}

type dtype struct {
	format *core.Format
	rank   int    // position in dtypes: alignment order
	bits   uint64 // bits per element
}

var (
	dtypeByName = map[string]dtype{}
	dtypeByID   = map[core.FormatID]dtype{}
)

func init() {
	for i, d := range dtypes {
		f, err := core.Lookup(d.id)
		if err != nil || f.Name != d.name {
			panic(fmt.Sprintf("safetensors: dtype %s has no registry row of that name: %v", d.name, err))
		}
		dt := dtype{format: f, rank: i, bits: uint64(f.BlockBytes*8) / uint64(f.BlockElems)}
		dtypeByName[d.name], dtypeByID[d.id] = dt, dt
	}
}

// Open maps a .safetensors file and returns its tensors as zero-copy views. Close the model to
// unmap it.
func Open(path string) (*core.Model, error) { return OpenOptions(path, Options{}) }

// OpenOptions is Open with options.
func OpenOptions(path string, opts Options) (*core.Model, error) {
	m, f, err := openFile(path, opts)
	if err != nil {
		return nil, err
	}
	model, err := core.NewModel(path, Kind, f.Metadata, f.Tensors, m.Close)
	if err != nil {
		m.Close()
		return nil, err
	}
	return model, nil
}

// openFile maps and parses one file; the caller owns the mapping.
func openFile(path string, opts Options) (*mmap.Mapping, *File, error) {
	m, err := mmap.Open(path)
	if err != nil {
		return nil, nil, err
	}
	f, err := parseMapped(path, m.Data, opts)
	if err != nil {
		m.Close()
		return nil, nil, err
	}
	return m, f, nil
}

// parseMapped is Parse over a mapping: a file truncated underneath us faults (SIGBUS), which
// becomes an I/O error.
func parseMapped(path string, data []byte, opts Options) (f *File, err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(interface{ Addr() uintptr }); !ok {
				panic(r)
			}
			f, err = nil, fmt.Errorf("%s: %w: memory fault reading the header (was the file truncated while open?)", path, core.ErrIO)
		}
	}()
	return Parse(path, data, opts)
}

// Parse validates a whole safetensors file held in data and returns its tensors as views of data.
// path only names the file in messages and in each Tensor.File. Every error wraps core.ErrBadFile,
// except a valid F4/F6 tensor whose rows do not end on a byte boundary: lowbit cannot address
// such rows, and says so with core.ErrUnsupported.
func Parse(path string, data []byte, opts Options) (*File, error) {
	e := errs(path)
	opts = opts.withDefaults()
	size := uint64(len(data))
	if size < 8 {
		return nil, e.bad("", "%d bytes are too few for the 8-byte header length", size)
	}
	n := binary.LittleEndian.Uint64(data)
	if limit := opts.MaxHeaderSize; n > limit {
		return nil, e.bad("", "header length %d is over the limit of %d bytes (max_header_bytes)", n, limit)
	}
	if n > size-8 {
		return nil, e.bad("", "header length %d runs past the end of the file: only %d bytes follow the length field", n, size-8)
	}
	text, err := validJSON(e, "header", data[8:8+n], 8)
	if err != nil {
		return nil, err
	}

	f := &File{Path: path, HeaderSize: int64(n)}
	var entries []*entry
	sawMetadata := false
	sc := jsonscan.New(text)
	err = sc.Object(func(key string) error {
		if key == "__metadata__" {
			if sawMetadata {
				return e.bad("", "the header has key %q twice", key)
			}
			sawMetadata = true
			var err error
			f.Metadata, err = parseMetadata(e, sc, opts)
			return err
		}
		if uint64(len(entries)) >= opts.MaxTensors {
			return e.bad("", "the header lists more than %d tensors, the limit (max_tensors)", opts.MaxTensors)
		}
		if uint64(len(key)) > opts.MaxStringLen {
			return e.bad("", "a tensor name of %d bytes is over the limit of %d (max_string_bytes)", len(key), opts.MaxStringLen)
		}
		ent, err := parseEntry(e, key, sc, opts)
		if err != nil {
			return err
		}
		entries = append(entries, ent)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if dup, ok := duplicate(len(entries), func(i int) string { return entries[i].name }); ok {
		return nil, e.bad("", "the header has key %q twice", dup)
	}

	// As safetensors' validate(): sorted by offsets, the tensors tile the buffer from 0 without
	// holes or overlaps, and each holds exactly the bytes its dtype and shape need.
	buffer := size - 8 - n
	sorted := slices.Clone(entries)
	slices.SortStableFunc(sorted, func(a, b *entry) int {
		return cmp.Or(cmp.Compare(a.begin, b.begin), cmp.Compare(a.end, b.end))
	})
	// at names a buffer offset as the file byte it is (offsets are relative to the buffer, which
	// starts at file byte 8+N).
	at := func(off uint64) string {
		if off > math.MaxUint64-8-n {
			return fmt.Sprintf("buffer byte %d", off)
		}
		return fmt.Sprintf("file byte %d", 8+n+off)
	}
	var pos uint64
	for i, t := range sorted {
		switch {
		case t.begin != pos && i == 0:
			return nil, e.bad(t.name, "data_offsets %s must start at 0, where the byte buffer begins (file byte %d), not at %s", t.offsets(), 8+n, at(t.begin))
		case t.begin > pos:
			return nil, e.bad(t.name, "data_offsets %s leave a hole of %d bytes after tensor %q, which ends at %d (%s)",
				t.offsets(), t.begin-pos, sorted[i-1].name, pos, at(pos))
		case t.begin < pos:
			return nil, e.bad(t.name, "data_offsets %s overlap tensor %q, which ends at %d (%s)", t.offsets(), sorted[i-1].name, pos, at(pos))
		}
		pos = t.end
		elems := uint64(1)
		for _, d := range t.shape {
			hi, lo := bits.Mul64(elems, d)
			if hi != 0 {
				return nil, e.bad(t.name, "the element count of shape %s overflows 64 bits", dims(t.shape))
			}
			elems = lo
		}
		hi, nbits := bits.Mul64(elems, t.dtype.bits)
		if hi != 0 {
			return nil, e.bad(t.name, "%s %s: %d elements of %d bits overflow 64 bits", t.dtype.format.Name, dims(t.shape), elems, t.dtype.bits)
		}
		if nbits%8 != 0 {
			return nil, e.bad(t.name, "%s %s is %d bits, not a whole number of bytes", t.dtype.format.Name, dims(t.shape), nbits)
		}
		if t.end-t.begin != nbits/8 {
			return nil, e.bad(t.name, "data_offsets %s hold %d bytes, but %s %s needs %d",
				t.offsets(), t.end-t.begin, t.dtype.format.Name, dims(t.shape), nbits/8)
		}
		if t.end > buffer {
			return nil, e.bad(t.name, "data_offsets %s run past the end of the file: the byte buffer after the header has %d bytes (the file ends at byte %d)",
				t.offsets(), buffer, size)
		}
	}
	if pos != buffer {
		return nil, e.bad("", "the tensors cover %d bytes, but %d bytes follow the header: %d bytes at file offset %d belong to no tensor",
			pos, buffer, buffer-pos, 8+n+pos)
	}

	f.Tensors = make([]*core.Tensor, len(entries))
	for i, t := range entries {
		if f.Tensors[i], err = t.tensor(e, data, 8+n); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// entry is one tensor of the header as written there.
type entry struct {
	name       string
	dtype      dtype
	shape      []uint64
	begin, end uint64
}

func (t *entry) offsets() string { return dims([]uint64{t.begin, t.end}) }

// dims formats numbers as the JSON list they came from: [3, 2].
func dims(v []uint64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.FormatUint(x, 10)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

func (t *entry) tensor(e errs, data []byte, start uint64) (*core.Tensor, error) {
	f := t.dtype.format
	shape := make([]int64, len(t.shape))
	for i, d := range t.shape {
		if d > math.MaxInt64 {
			return nil, e.bad(t.name, "shape %s: dimension %d does not fit in int64", dims(t.shape), i)
		}
		shape[i] = int64(d)
	}
	if len(shape) > 0 && shape[len(shape)-1]%int64(f.BlockElems) != 0 {
		return nil, fmt.Errorf("%s: tensor %q: %w: %s %s: rows of %d elements do not end on a byte boundary (%d elements fill %d bytes)",
			e, t.name, core.ErrUnsupported, f.Name, dims(t.shape), shape[len(shape)-1], f.BlockElems, f.BlockBytes)
	}
	if _, err := core.CheckShape(f, shape); err != nil {
		return nil, fmt.Errorf("%s: tensor %q: %w", e, t.name, err)
	}
	lo, hi := start+t.begin, start+t.end
	return &core.Tensor{Name: t.name, Format: f, Shape: shape, Data: data[lo:hi:hi], File: string(e), Offset: int64(lo)}, nil
}

func parseEntry(e errs, name string, sc *jsonscan.Scanner, opts Options) (*entry, error) {
	if sc.Peek() != '{' {
		return nil, e.bad(name, "the header entry is %s, not an object", jsonscan.Describe(sc.Skip()))
	}
	t := &entry{name: name}
	seen := map[string]bool{}
	err := sc.Object(func(key string) error {
		if seen[key] {
			return e.bad(name, "key %q appears twice", key)
		}
		seen[key] = true
		switch key {
		case "dtype":
			if sc.Peek() != '"' {
				return e.bad(name, "dtype is %s, not a string", jsonscan.Describe(sc.Skip()))
			}
			s := sc.Str()
			d, ok := dtypeByName[s]
			if !ok {
				return e.bad(name, "unknown dtype %q", s)
			}
			t.dtype = d
		case "shape":
			shape, err := uints(sc, opts.MaxDims)
			if errors.Is(err, errTooMany) {
				return e.bad(name, "the shape has more than %d dimensions, the limit (max_dims)", opts.MaxDims)
			}
			if err != nil {
				return e.bad(name, "shape must be a list of non-negative integers, but %v", err)
			}
			t.shape = shape
		case "data_offsets":
			off, err := uints(sc, 16)
			if err == nil && len(off) != 2 {
				err = fmt.Errorf("it has %d numbers", len(off))
			}
			if err != nil {
				return e.bad(name, "data_offsets must be [begin, end], two non-negative integers, but %v", err)
			}
			t.begin, t.end = off[0], off[1]
			if t.end < t.begin {
				return e.bad(name, "data_offsets %s end before they begin", t.offsets())
			}
		default:
			sc.Skip() // other keys are ignored, as safetensors' reader does
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, k := range []string{"dtype", "shape", "data_offsets"} {
		if !seen[k] {
			return nil, e.bad(name, "the header entry has no %q", k)
		}
	}
	return t, nil
}

// parseMetadata reads __metadata__: a string→string map, or null for none (serde reads an
// Option, so safetensors accepts null too).
func parseMetadata(e errs, sc *jsonscan.Scanner, opts Options) ([]core.KV, error) {
	switch sc.Peek() {
	case 'n':
		sc.Skip()
		return nil, nil
	case '{':
	default:
		return nil, e.bad("", "__metadata__ is %s, not a string→string map", jsonscan.Describe(sc.Skip()))
	}
	// Sized in advance (the object's ':' count): growing the slice would leave garbage as large
	// as the entries themselves.
	obj := sc.Skip()
	md := make([]core.KV, 0, min(uint64(jsonscan.Tokens(obj)/2+1), opts.MaxMetadata))
	sc = jsonscan.New(obj)
	err := sc.Object(func(key string) error {
		if uint64(len(md)) >= opts.MaxMetadata {
			return e.bad("", "__metadata__ has more than %d entries, the limit (max_metadata)", opts.MaxMetadata)
		}
		if sc.Peek() != '"' {
			return e.bad("", "__metadata__[%q] is %s, not a string", key, jsonscan.Describe(sc.Skip()))
		}
		s := sc.Str()
		if n := uint64(max(len(key), len(s))); n > opts.MaxStringLen {
			return e.bad("", "__metadata__ entry %.40q…: a string of %d bytes is over the limit of %d (max_string_bytes)", key, n, opts.MaxStringLen)
		}
		md = append(md, core.KV{Key: key, Value: core.Scalar(s)})
		return nil
	})
	if err != nil {
		return nil, err
	}
	// Duplicate keys, found by sorting: a map would cost more than the entries themselves.
	if dup, ok := duplicate(len(md), func(i int) string { return md[i].Key }); ok {
		return nil, e.bad("", "__metadata__ has key %q twice", dup)
	}
	return md, nil
}

// duplicate reports a name that occurs twice among n names.
func duplicate(n int, name func(int) string) (string, bool) {
	idx := make([]int32, n)
	for i := range idx {
		idx[i] = int32(i)
	}
	slices.SortFunc(idx, func(a, b int32) int { return strings.Compare(name(int(a)), name(int(b))) })
	for i := 1; i < n; i++ {
		if a := name(int(idx[i])); a == name(int(idx[i-1])) {
			return a, true
		}
	}
	return "", false
}

// errs names a file in messages.
type errs string

// bad is a core.ErrBadFile error naming the file and, if given, the tensor.
func (e errs) bad(tensor, format string, args ...any) error {
	if tensor != "" {
		return fmt.Errorf("%s: tensor %q: %w: %s", string(e), tensor, core.ErrBadFile, fmt.Sprintf(format, args...))
	}
	return fmt.Errorf("%s: %w: %s", string(e), core.ErrBadFile, fmt.Sprintf(format, args...))
}

// parseJSON is validJSON, then the object as a tree (for index files, which are small).
func parseJSON(e errs, what string, raw []byte) (*ast.Node, error) {
	s, err := validJSON(e, what, raw, 0)
	if err != nil {
		return nil, err
	}
	root, perr := ast.NewParser(s).Parse()
	if perr != 0 {
		return nil, e.bad("", "the %s is not valid JSON (%v)", what, perr)
	}
	return &root, nil
}

// validJSON checks that raw is UTF-8 JSON holding one object, with nothing but JSON whitespace
// around it, nested at most 4,096 levels deep (sonic's limit), and returns it as a string (a
// copy: names must outlive a mapping).
//
// safetensors' README says the header MUST begin with '{'; its reader hands the text to serde,
// which also accepts leading whitespace. So does this.
func validJSON(e errs, what string, raw []byte, base int) (string, error) {
	if !utf8.Valid(raw) {
		i := 0
		for i < len(raw) {
			r, n := utf8.DecodeRune(raw[i:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			i += n
		}
		return "", e.bad("", "the %s is not valid UTF-8 (bad byte %#02x at %s byte %d, file byte %d)", what, raw[i], what, i, base+i)
	}
	s := string(raw)
	first := strings.TrimLeft(s, " \t\r\n")
	if first == "" {
		return "", e.bad("", "the %s is empty", what)
	}
	if first[0] != '{' {
		return "", e.bad("", "the %s must be a JSON object, beginning with '{', not %q", what, first[:min(len(first), 16)])
	}
	if ok, at := encoder.Valid(unsafe.Slice(unsafe.StringData(s), len(s))); !ok {
		return "", e.bad("", "the %s is not valid JSON (error near %s byte %d, file byte %d: %q; JSON may nest at most 4096 levels)", what, what, at, base+at, excerpt(s, at))
	}
	// sonic's validator lets raw control characters through inside strings; JSON (and serde)
	// forbid them. The text is valid JSON, so quotes and backslashes pair up as expected.
	in := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case !in:
			in = c == '"'
		case c == '\\':
			i++
		case c == '"':
			in = false
		case c < 0x20:
			return "", e.bad("", "the %s is not valid JSON (control character %#02x inside a string at %s byte %d, file byte %d)", what, c, what, i, base+i)
		}
	}
	return s, nil
}

func excerpt(s string, at int) string {
	at = max(0, min(at, len(s)))
	return s[max(0, at-8):min(len(s), at+8)]
}

// pairs ranges over an object's properties, duplicates included. The text was validated first:
// sonic's lazy iterator stops silently at a syntax error.
func pairs(it *ast.ObjectIterator) func(func(ast.Pair) bool) {
	return func(yield func(ast.Pair) bool) {
		var p ast.Pair
		for it.Next(&p) {
			if !yield(p) {
				return
			}
		}
	}
}

var errTooMany = errors.New("too many elements")

// uints reads a JSON array of at most limit non-negative integers that fit in 64 bits.
func uints(sc *jsonscan.Scanner, limit uint64) ([]uint64, error) {
	if sc.Peek() != '[' {
		return nil, fmt.Errorf("it is %s", jsonscan.Describe(sc.Skip()))
	}
	out := []uint64{}
	err := sc.Array(func() error {
		if uint64(len(out)) >= limit {
			return fmt.Errorf("it has more than %d numbers: %w", limit, errTooMany)
		}
		c := sc.Peek()
		raw := sc.Skip()
		if c != '-' && (c < '0' || c > '9') {
			return fmt.Errorf("element %d is %s", len(out), jsonscan.Describe(raw))
		}
		u, err := strconv.ParseUint(raw, 10, 64)
		if err != nil {
			return fmt.Errorf("element %d is %s", len(out), raw)
		}
		out = append(out, u)
		return nil
	})
	return out, err
}

// kind describes a JSON value for messages.
func kind(v *ast.Node) string {
	switch v.Type() {
	case ast.V_NULL:
		return "null"
	case ast.V_TRUE, ast.V_FALSE:
		return "a boolean"
	case ast.V_NUMBER:
		n, _ := v.Number()
		return "the number " + string(n)
	case ast.V_STRING:
		s, _ := v.StrictString()
		return strconv.Quote(s)
	case ast.V_ARRAY:
		return "an array"
	case ast.V_OBJECT:
		return "an object"
	}
	return "an invalid value"
}
