// Package gguf reads and writes GGUF files (v2 and v3, little-endian), the container of ggml.
//
// The reader validates everything before use, as ggml's gguf.cpp does and a little more (see
// Parse), and hands out tensors as zero-copy views of a read-only mapping.
package gguf

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/mmap"
)

const (
	Magic            = "GGUF"
	DefaultAlignment = 32
	MaxDims          = 4  // GGML_MAX_DIMS
	MaxNameLen       = 63 // GGML_MAX_NAME (64) less the NUL
	AlignmentKey     = "general.alignment"
)

// Limits caps what a file may ask the reader to allocate. Zero fields take the defaults, which
// are ggml's own caps.
type Limits struct {
	MaxStringLen uint64 // bytes in one string (default 1 GiB)
	MaxArrayLen  uint64 // elements in one array (default 2^30)
	MaxTensors   uint64 // tensor infos (default 2^24)
	MaxKV        uint64 // metadata entries (default 2^24)
	MaxDims      uint64 // dimensions of one tensor (default and upper bound: ggml's 4)
}

func (l Limits) withDefaults() Limits {
	if l.MaxStringLen == 0 {
		l.MaxStringLen = 1 << 30
	}
	if l.MaxArrayLen == 0 {
		l.MaxArrayLen = 1 << 30
	}
	if l.MaxTensors == 0 {
		l.MaxTensors = 1 << 24
	}
	if l.MaxKV == 0 {
		l.MaxKV = 1 << 24
	}
	if l.MaxDims == 0 || l.MaxDims > MaxDims {
		l.MaxDims = MaxDims
	}
	return l
}

// File is a parsed GGUF file.
type File struct {
	Path       string
	Version    uint32
	Alignment  uint64
	Metadata   []core.KV      // in file order
	Tensors    []*core.Tensor // in file order; Shape is ggml's ne reversed
	DataOffset int64          // absolute offset of the data section
}

// Open maps path and parses it into a model whose tensors view the mapping.
func Open(path string) (*core.Model, error) {
	return OpenWithLimits(path, Limits{})
}

// OpenWithLimits is Open with explicit caps.
func OpenWithLimits(path string, lim Limits) (*core.Model, error) {
	m, err := mmap.Open(path)
	if err != nil {
		return nil, err
	}
	f, err := parseMapped(path, m.Data, lim)
	if err != nil {
		m.Close()
		return nil, err
	}
	model, err := core.NewModel(path, "gguf", f.Metadata, f.Tensors, m.Close)
	if err != nil {
		m.Close()
		return nil, err
	}
	return model, nil
}

// parseMapped is Parse over a mapping: a file truncated underneath us faults (SIGBUS), which
// becomes an I/O error instead of a crash.
func parseMapped(path string, data []byte, lim Limits) (f *File, err error) {
	err = core.GuardMapped(path+": reading the header", func() (err error) {
		f, err = Parse(path, data, lim)
		return err
	})
	return f, err
}

// Parse reads a whole GGUF file held in data; path only names it in errors. It checks, before
// anything is used: the magic and version (v1, big-endian and unknown versions are rejected by
// name); counts against the bytes that remain (so a file cannot make the reader allocate much
// more than its own size) and the limits; every string and array length; keys non-empty and
// unique; value types known (nested arrays rejected); general.alignment a u32 power of two;
// tensor names non-empty, < 64 bytes and unique; at most 4 dims, each ≥ 0, no overflow of the
// element or byte count; type ids known and not removed; rows whole blocks; offsets aligned,
// inside the file and not overlapping.
func Parse(path string, data []byte, lim Limits) (*File, error) {
	lim = lim.withDefaults()
	r := &reader{path: path, data: data, lim: lim}
	if len(data) < 4 || string(data[:4]) != Magic {
		return nil, r.errorf(0, "not a GGUF file: the first bytes are %q, not %q", head(data), Magic)
	}
	r.pos = 4
	version, err := r.u32(rd("version", ""))
	if err != nil {
		return nil, err
	}
	switch {
	case version == 1:
		return nil, fmt.Errorf("%s: %w: GGUF v1 is not supported (only v2 and v3 are)", path, core.ErrUnsupported)
	case version&0xffff == 0 && version != 0:
		return nil, fmt.Errorf("%s: %w: version field 0x%08x looks byte-swapped: big-endian GGUF files are not supported", path, core.ErrUnsupported, version)
	case version != 2 && version != 3:
		return nil, fmt.Errorf("%s: %w: GGUF version %d is not supported (only v2 and v3 are)", path, core.ErrUnsupported, version)
	}
	f := &File{Path: path, Version: version, Alignment: DefaultAlignment}

	nTensors, err := r.count(rd("tensor count", ""), lim.MaxTensors, 8+1+4+4+8)
	if err != nil {
		return nil, err
	}
	nKV, err := r.count(rd("metadata count", ""), lim.MaxKV, 8+1+4+1)
	if err != nil {
		return nil, err
	}

	seenKey := make(map[string]bool, nKV)
	f.Metadata = make([]core.KV, 0, nKV)
	for i := uint64(0); i < nKV; i++ {
		at := r.pos
		key, err := r.str(rd("metadata key", ""))
		if err != nil {
			return nil, err
		}
		if key == "" {
			return nil, r.errorf(at, "metadata entry %d has an empty key", i)
		}
		if seenKey[key] {
			return nil, r.errorf(at, "duplicate metadata key %q", key)
		}
		seenKey[key] = true
		v, err := r.value(key)
		if err != nil {
			return nil, err
		}
		if key == AlignmentKey {
			a, ok := v.Any().(uint32)
			if !ok {
				return nil, r.errorf(at, "%s must be a u32, not %s", AlignmentKey, v.Type)
			}
			if a == 0 || a&(a-1) != 0 {
				return nil, r.errorf(at, "%s = %d is not a power of two", AlignmentKey, a)
			}
			f.Alignment = uint64(a)
		}
		f.Metadata = append(f.Metadata, core.KV{Key: key, Value: v})
	}

	type info struct {
		t      *core.Tensor
		offset uint64
		size   int64
		at     int
	}
	infos := make([]info, 0, nTensors)
	seenName := make(map[string]bool, nTensors)
	for i := uint64(0); i < nTensors; i++ {
		at := r.pos
		name, err := r.str(rd("tensor name", ""))
		if err != nil {
			return nil, err
		}
		switch {
		case name == "":
			return nil, r.errorf(at, "tensor %d has an empty name", i)
		case len(name) > MaxNameLen:
			return nil, r.errorf(at, "tensor name %.40q… is %d bytes, the limit is %d", name, len(name), MaxNameLen)
		case seenName[name]:
			return nil, r.errorf(at, "duplicate tensor name %q", name)
		}
		seenName[name] = true
		nDims, err := r.u32(rd("dimension count of tensor ", name))
		if err != nil {
			return nil, err
		}
		if uint64(nDims) > lim.MaxDims {
			return nil, r.errorf(at, "tensor %q has %d dimensions, at most %d are allowed", name, nDims, lim.MaxDims)
		}
		ne := make([]int64, nDims)
		for d := range ne {
			v, err := r.u64(rd("dimension of tensor ", name))
			if err != nil {
				return nil, err
			}
			if v > math.MaxInt64 {
				return nil, r.errorf(at, "tensor %q: dimension %d is negative (%d)", name, d, int64(v))
			}
			ne[d] = int64(v)
		}
		typ, err := r.u32(rd("type of tensor ", name))
		if err != nil {
			return nil, err
		}
		if id := core.FormatID(typ); id < 0 || id >= core.GGMLTypeCount {
			return nil, r.errorf(at, "tensor %q has unknown ggml type id %d (known ids are 0…%d)", name, int32(typ), core.GGMLTypeCount-1)
		}
		format, err := core.Lookup(core.FormatID(typ))
		if err != nil {
			return nil, r.errorf(at, "tensor %q: %v", name, err)
		}
		offset, err := r.u64(rd("data offset of tensor ", name))
		if err != nil {
			return nil, err
		}
		shape := make([]int64, nDims)
		for d := range ne {
			shape[d] = ne[len(ne)-1-d]
		}
		size, err := core.CheckShape(format, shape)
		if err != nil {
			return nil, r.errorf(at, "tensor %q (%s, ne %v): %v", name, format.Name, ne, err)
		}
		infos = append(infos, info{t: &core.Tensor{Name: name, Format: format, Shape: shape, File: path}, offset: offset, size: size, at: at})
	}

	if nTensors > 0 {
		r.pos = padTo(r.pos, f.Alignment)
	}
	if r.pos > len(data) {
		return nil, r.errorf(len(data), "the data section would start at byte %d, past the end of the file", r.pos)
	}
	f.DataOffset = int64(r.pos)

	// Tensors must be aligned, inside the file and must not overlap.
	avail := uint64(len(data)) - uint64(f.DataOffset)
	byOffset := make([]int, len(infos))
	for i, in := range infos {
		t := in.t
		if in.offset%f.Alignment != 0 {
			return nil, r.errorf(in.at, "tensor %q: data offset %d is not a multiple of the alignment %d", t.Name, in.offset, f.Alignment)
		}
		if in.offset > avail || uint64(in.size) > avail-in.offset {
			return nil, r.errorf(in.at, "tensor %q: data [%d, %d) of the data section (at byte %d) is not within the file (%d bytes): corrupted or incomplete",
				t.Name, in.offset, in.offset+uint64(in.size), f.DataOffset, len(data))
		}
		start := f.DataOffset + int64(in.offset)
		t.Offset = start
		t.Data = data[start : start+in.size : start+in.size]
		byOffset[i] = i
	}
	sortByOffset(byOffset, func(i int) uint64 { return infos[i].offset })
	for k := 1; k < len(byOffset); k++ {
		prev, cur := infos[byOffset[k-1]], infos[byOffset[k]]
		if prev.size > 0 && cur.size > 0 && prev.offset+uint64(prev.size) > cur.offset {
			return nil, r.errorf(cur.at, "tensor %q: data [%d, %d) overlaps tensor %q [%d, %d)", cur.t.Name, cur.offset,
				cur.offset+uint64(cur.size), prev.t.Name, prev.offset, prev.offset+uint64(prev.size))
		}
	}
	f.Tensors = make([]*core.Tensor, len(infos))
	for i, in := range infos {
		f.Tensors[i] = in.t
	}
	return f, nil
}

func head(b []byte) []byte {
	if len(b) > 4 {
		return b[:4]
	}
	return b
}

func padTo(n int, align uint64) int {
	a := int(align)
	if rem := n % a; rem != 0 {
		return n + a - rem
	}
	return n
}

func sortByOffset(idx []int, key func(int) uint64) {
	// insertion sort is fine: files are almost always already in order
	for i := 1; i < len(idx); i++ {
		for j := i; j > 0 && key(idx[j]) < key(idx[j-1]); j-- {
			idx[j], idx[j-1] = idx[j-1], idx[j]
		}
	}
}

// desc says what a read is for, in messages. It is formatted only when an error is: building
// the text for every field read would cost more than the file (a hostile file of a million
// empty strings would make the reader allocate ~12 times its size).
type desc struct {
	what, name, tail string
	elem             int // ≥ 0: "element <elem> of <name>"
}

func rd(what, name string) desc { return desc{what: what, name: name, elem: -1} }

func (w desc) suffix(s string) desc { w.tail = s; return w }

func (w desc) String() string {
	if w.elem >= 0 {
		return fmt.Sprintf("element %d of %s%s", w.elem, w.name, w.tail)
	}
	return w.what + w.name + w.tail
}

// reader is a bounds-checked cursor; every error names the file and the byte offset.
type reader struct {
	path string
	data []byte
	pos  int
	lim  Limits
}

func (r *reader) errorf(at int, format string, args ...any) error {
	return fmt.Errorf("%s: %w at byte %d: %s", r.path, core.ErrBadFile, at, fmt.Sprintf(format, args...))
}

func (r *reader) need(n uint64, what desc) ([]byte, error) {
	if n > uint64(len(r.data)-r.pos) {
		return nil, r.errorf(r.pos, "truncated: %s needs %d bytes, %d remain", what, n, len(r.data)-r.pos)
	}
	b := r.data[r.pos : r.pos+int(n)]
	r.pos += int(n)
	return b, nil
}

func (r *reader) u32(what desc) (uint32, error) {
	b, err := r.need(4, what)
	if err != nil {
		return 0, err
	}
	return binary.LittleEndian.Uint32(b), nil
}

func (r *reader) u64(what desc) (uint64, error) {
	b, err := r.need(8, what)
	if err != nil {
		return 0, err
	}
	return binary.LittleEndian.Uint64(b), nil
}

// count reads a 64-bit count that must be non-negative, within limit, and small enough that
// count·minBytes fits in what remains of the file.
func (r *reader) count(what desc, limit, minBytes uint64) (uint64, error) {
	at := r.pos
	n, err := r.u64(what)
	if err != nil {
		return 0, err
	}
	if int64(n) < 0 {
		return 0, r.errorf(at, "%s is negative (%d)", what, int64(n))
	}
	if n > limit {
		return 0, r.errorf(at, "%s %d exceeds the limit %d", what, n, limit)
	}
	if hi, lo := bits.Mul64(n, minBytes); hi != 0 || lo > uint64(len(r.data)-r.pos) {
		return 0, r.errorf(at, "%s %d cannot fit in the %d bytes that remain", what, n, len(r.data)-r.pos)
	}
	return n, nil
}

func (r *reader) str(what desc) (string, error) {
	at := r.pos
	n, err := r.u64(what.suffix(" length"))
	if err != nil {
		return "", err
	}
	if n > r.lim.MaxStringLen {
		return "", r.errorf(at, "%s is %d bytes long, the limit is %d", what, n, r.lim.MaxStringLen)
	}
	b, err := r.need(n, what)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

func (r *reader) valueType(what desc) (core.ValueType, error) {
	at := r.pos
	t, err := r.u32(what)
	if err != nil {
		return 0, err
	}
	vt := core.ValueType(int32(t))
	if !vt.Valid() {
		return 0, r.errorf(at, "%s: unknown value type id %d", what, int32(t))
	}
	return vt, nil
}

func (r *reader) value(key string) (core.Value, error) {
	vt, err := r.valueType(rd("value type of ", key))
	if err != nil {
		return core.Value{}, err
	}
	if vt != core.TypeArray {
		return r.scalar(vt, key)
	}
	at := r.pos
	et, err := r.valueType(rd("array element type of ", key))
	if err != nil {
		return core.Value{}, err
	}
	if et == core.TypeArray {
		return core.Value{}, r.errorf(at, "metadata %q: nested arrays are not supported", key)
	}
	minSize := uint64(et.Size())
	if et == core.TypeString {
		minSize = 8
	}
	at = r.pos
	n, err := r.u64(rd("array length of ", key))
	if err != nil {
		return core.Value{}, err
	}
	if n > r.lim.MaxArrayLen {
		return core.Value{}, r.errorf(at, "metadata %q: array of %d elements exceeds the limit %d", key, n, r.lim.MaxArrayLen)
	}
	if hi, lo := bits.Mul64(n, minSize); hi != 0 || lo > uint64(len(r.data)-r.pos) {
		return core.Value{}, r.errorf(at, "metadata %q: array of %d %s elements cannot fit in the %d bytes that remain", key, n, et, len(r.data)-r.pos)
	}
	return r.array(et, int(n), key)
}

func (r *reader) scalar(t core.ValueType, key string) (core.Value, error) {
	if t == core.TypeString {
		s, err := r.str(rd("string value of ", key))
		return core.Scalar(s), err
	}
	b, err := r.need(uint64(t.Size()), rd("value of ", key))
	if err != nil {
		return core.Value{}, err
	}
	return core.Scalar(decodeScalar(t, b)), nil
}

func decodeScalar(t core.ValueType, b []byte) any {
	le := binary.LittleEndian
	switch t {
	case core.TypeU8:
		return b[0]
	case core.TypeI8:
		return int8(b[0])
	case core.TypeU16:
		return le.Uint16(b)
	case core.TypeI16:
		return int16(le.Uint16(b))
	case core.TypeU32:
		return le.Uint32(b)
	case core.TypeI32:
		return int32(le.Uint32(b))
	case core.TypeF32:
		return math.Float32frombits(le.Uint32(b))
	case core.TypeBool:
		return b[0] != 0 // as ggml: any non-zero byte is true
	case core.TypeU64:
		return le.Uint64(b)
	case core.TypeI64:
		return int64(le.Uint64(b))
	case core.TypeF64:
		return math.Float64frombits(le.Uint64(b))
	}
	panic("gguf: decodeScalar of " + t.String())
}

func (r *reader) array(et core.ValueType, n int, key string) (core.Value, error) {
	if et == core.TypeString {
		out := make([]string, n)
		for i := range out {
			s, err := r.str(desc{name: key, elem: i})
			if err != nil {
				return core.Value{}, err
			}
			out[i] = s
		}
		return core.Array(out), nil
	}
	size := et.Size()
	b, _ := r.need(uint64(n*size), rd("", key)) // length already checked against the remaining bytes
	return core.Array(decodeArray(et, b, n)), nil
}

func decodeArray(et core.ValueType, b []byte, n int) any {
	le := binary.LittleEndian
	switch et {
	case core.TypeU8:
		return append([]uint8(nil), b...)
	case core.TypeI8:
		return fill(n, func(i int) int8 { return int8(b[i]) })
	case core.TypeU16:
		return fill(n, func(i int) uint16 { return le.Uint16(b[2*i:]) })
	case core.TypeI16:
		return fill(n, func(i int) int16 { return int16(le.Uint16(b[2*i:])) })
	case core.TypeU32:
		return fill(n, func(i int) uint32 { return le.Uint32(b[4*i:]) })
	case core.TypeI32:
		return fill(n, func(i int) int32 { return int32(le.Uint32(b[4*i:])) })
	case core.TypeF32:
		return fill(n, func(i int) float32 { return math.Float32frombits(le.Uint32(b[4*i:])) })
	case core.TypeBool:
		return fill(n, func(i int) bool { return b[i] != 0 })
	case core.TypeU64:
		return fill(n, func(i int) uint64 { return le.Uint64(b[8*i:]) })
	case core.TypeI64:
		return fill(n, func(i int) int64 { return int64(le.Uint64(b[8*i:])) })
	case core.TypeF64:
		return fill(n, func(i int) float64 { return math.Float64frombits(le.Uint64(b[8*i:])) })
	}
	panic("gguf: decodeArray of " + et.String())
}

func fill[T any](n int, at func(int) T) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = at(i)
	}
	return out
}
