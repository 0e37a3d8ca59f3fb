package gguf

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/hostile"
)

func allValues() []core.KV {
	return []core.KV{
		{Key: "general.architecture", Value: core.Scalar("llama")},
		{Key: "u8", Value: core.Scalar(uint8(200))}, {Key: "i8", Value: core.Scalar(int8(-5))},
		{Key: "u16", Value: core.Scalar(uint16(60000))}, {Key: "i16", Value: core.Scalar(int16(-30000))},
		{Key: "u32", Value: core.Scalar(uint32(4000000000))}, {Key: "i32", Value: core.Scalar(int32(-2000000000))},
		{Key: "f32", Value: core.Scalar(float32(1.5))}, {Key: "bool", Value: core.Scalar(true)},
		{Key: "u64", Value: core.Scalar(uint64(math.MaxUint64))}, {Key: "i64", Value: core.Scalar(int64(math.MinInt64))},
		{Key: "f64", Value: core.Scalar(math.Pi)}, {Key: "empty", Value: core.Scalar("")},
		{Key: "a.u8", Value: core.Array([]uint8{1, 2, 3})}, {Key: "a.i8", Value: core.Array([]int8{-1, 2})},
		{Key: "a.u16", Value: core.Array([]uint16{1, 65535})}, {Key: "a.i16", Value: core.Array([]int16{-1})},
		{Key: "a.u32", Value: core.Array([]uint32{7})}, {Key: "a.i32", Value: core.Array([]int32{-7, 8})},
		{Key: "a.f32", Value: core.Array([]float32{0.5, -2})}, {Key: "a.bool", Value: core.Array([]bool{true, false})},
		{Key: "a.str", Value: core.Array([]string{"a", "", "ünïcode"})}, {Key: "a.u64", Value: core.Array([]uint64{1 << 63})},
		{Key: "a.i64", Value: core.Array([]int64{-1 << 62})}, {Key: "a.f64", Value: core.Array([]float64{1e300})},
		{Key: "a.empty", Value: core.Array([]int32{})},
	}
}

func writeTemp(t *testing.T, b []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "m.gguf")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRoundTrip(t *testing.T) {
	w := NewWriter()
	for _, kv := range allValues() {
		if err := w.AddKV(kv.Key, kv.Value); err != nil {
			t.Fatal(err)
		}
	}
	q4 := make([]byte, 2*18*2) // Q4_0 [2, 64]
	for i := range q4 {
		q4[i] = byte(i * 7)
	}
	f32 := make([]byte, 3*4)
	binary.LittleEndian.PutUint32(f32[4:], math.Float32bits(2.5))
	must(t, w.AddTensor("blk.0.w", core.Q4_0, []int64{2, 64}, q4))
	must(t, w.AddTensor("bias", core.F32, []int64{3}, f32))
	must(t, w.AddTensor("empty", core.F16, []int64{0, 8}, nil))
	must(t, w.AddTensor("cube", core.I8, []int64{2, 1, 2, 3}, make([]byte, 12)))
	var buf bytes.Buffer
	if _, err := w.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	path := writeTemp(t, buf.Bytes())
	m, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if len(m.Metadata) != len(allValues()) {
		t.Fatalf("got %d keys", len(m.Metadata))
	}
	for i, kv := range allValues() {
		got := m.Metadata[i]
		if got.Key != kv.Key || got.Value.Type != kv.Value.Type || got.Value.Elem != kv.Value.Elem ||
			!reflect.DeepEqual(got.Value.Any(), kv.Value.Any()) {
			t.Errorf("key %d: got %q=%v (%s), want %q=%v", i, got.Key, got.Value.Any(), got.Value.Type, kv.Key, kv.Value.Any())
		}
	}
	tensor, err := m.Tensor("blk.0.w")
	must(t, err)
	if !bytes.Equal(tensor.Data, q4) || tensor.Format.ID != core.Q4_0 || !reflect.DeepEqual(tensor.Shape, []int64{2, 64}) {
		t.Errorf("tensor mismatch: %v", tensor)
	}
	if tensor.Offset%DefaultAlignment != 0 {
		t.Errorf("offset %d not aligned", tensor.Offset)
	}
	// zero copy: the tensor's bytes live inside the mapping of the file
	raw, _ := os.ReadFile(path)
	if !bytes.Equal(raw[tensor.Offset:tensor.Offset+int64(len(q4))], q4) {
		t.Error("offset does not point at the tensor bytes")
	}
	bias, _ := m.Tensor("bias")
	out := make([]float32, 3)
	must(t, core.DequantizeF32(bias, 0, 1, out))
	if out[1] != 2.5 {
		t.Errorf("bias = %v", out)
	}
	cube, _ := m.Tensor("cube")
	if cube.Rows() != 4 || cube.Cols() != 3 {
		t.Errorf("cube rows/cols %d %d", cube.Rows(), cube.Cols())
	}
}

func TestAlignment(t *testing.T) {
	w := NewWriter()
	w.Alignment = 64
	must(t, w.AddTensor("a", core.F32, []int64{3}, make([]byte, 12)))
	must(t, w.AddTensor("b", core.F32, []int64{5}, make([]byte, 20)))
	var buf bytes.Buffer
	_, err := w.WriteTo(&buf)
	must(t, err)
	f, err := Parse("x.gguf", buf.Bytes(), Limits{})
	must(t, err)
	if f.Alignment != 64 || f.Tensors[1].Offset%64 != 0 || f.DataOffset%64 != 0 {
		t.Fatalf("alignment %d offsets %d %d", f.Alignment, f.DataOffset, f.Tensors[1].Offset)
	}
}

// raw builds GGUF bytes by hand, for files the writer refuses to produce.
type raw struct{ bytes.Buffer }

func (r *raw) u32(v uint32) *raw { binary.Write(&r.Buffer, binary.LittleEndian, v); return r }
func (r *raw) u64(v uint64) *raw { binary.Write(&r.Buffer, binary.LittleEndian, v); return r }
func (r *raw) str(s string) *raw { r.u64(uint64(len(s))); r.WriteString(s); return r }
func header(version uint32, nt, nkv uint64) *raw {
	r := &raw{}
	r.WriteString("GGUF")
	return r.u32(version).u64(nt).u64(nkv)
}
func (r *raw) tensor(name string, typ uint32, offset uint64, ne ...uint64) *raw {
	r.str(name).u32(uint32(len(ne)))
	for _, d := range ne {
		r.u64(d)
	}
	return r.u32(typ).u64(offset)
}
func (r *raw) pad16() []byte { return append(r.Bytes(), make([]byte, 16)...) }
func (r *raw) padded(size int) []byte {
	b := r.Bytes()
	for len(b)%32 != 0 {
		b = append(b, 0)
	}
	return append(b, make([]byte, size)...)
}

func TestMalformed(t *testing.T) {
	kvU32 := func(key string, v uint32) *raw { return header(3, 0, 1).str(key).u32(4).u32(v) }
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "not a GGUF file"},
		{"magic", []byte("GGML\x03\x00\x00\x00"), "not a GGUF file"},
		{"v1", header(1, 0, 0).Bytes(), "GGUF v1 is not supported"},
		{"v4", header(4, 0, 0).Bytes(), "GGUF version 4 is not supported"},
		{"big-endian", header(0x03000000, 0, 0).Bytes(), "big-endian"},
		{"truncated header", header(3, 0, 0).Bytes()[:12], "truncated"},
		{"negative tensors", header(3, 1<<63, 0).Bytes(), "tensor count is negative"},
		{"huge tensors", header(3, 1<<40, 0).Bytes(), "tensor count 1099511627776 exceeds"},
		{"huge kv", header(3, 0, 1000).Bytes(), "cannot fit"},
		{"huge string", header(3, 0, 1).u64(1 << 40).pad16(), "limit"},
		{"string past end", header(3, 0, 1).u64(100).pad16(), "truncated"},
		{"empty key", header(3, 0, 1).str("").u32(0).pad16(), "empty key"},
		{"unknown value type", header(3, 0, 1).str("k").u32(13).pad16(), "unknown value type id 13"},
		{"nested array", header(3, 0, 1).str("k").u32(9).u32(9).u64(0).Bytes(), "nested arrays"},
		{"huge array", header(3, 0, 1).str("k").u32(9).u32(4).u64(1 << 20).Bytes(), "cannot fit"},
		{"array over limit", header(3, 0, 1).str("k").u32(9).u32(0).u64(1 << 31).Bytes(), "exceeds the limit"},
		{"alignment type", header(3, 0, 1).str(AlignmentKey).u32(5).u32(32).Bytes(), "must be a u32"},
		{"alignment zero", kvU32(AlignmentKey, 0).Bytes(), "not a power of two"},
		{"alignment 48", kvU32(AlignmentKey, 48).Bytes(), "not a power of two"},
		{"too many dims", header(3, 1, 0).tensor("t", 0, 0, 1, 1, 1, 1, 1).padded(4), "5 dimensions"},
		{"negative dim", header(3, 1, 0).tensor("t", 0, 0, 1<<63).padded(4), "negative"},
		{"overflow", header(3, 1, 0).tensor("t", 0, 0, 1<<40, 1<<40, 1<<40).padded(4), "overflow"},
		{"unknown type", header(3, 1, 0).tensor("t", 43, 0, 32).padded(64), "unknown ggml type id 43"},
		{"removed type", header(3, 1, 0).tensor("t", 4, 0, 32).padded(64), "removed"},
		{"partial block", header(3, 1, 0).tensor("t", uint32(core.Q4_0), 0, 33).padded(64), "not a multiple of the Q4_0 block size"},
		{"out of file", header(3, 1, 0).tensor("t", 0, 0, 16).padded(32), "not within the file"},
		{"offset past end", header(3, 1, 0).tensor("t", 0, 1<<62, 1).padded(32), "not within the file"},
		{"misaligned offset", header(3, 1, 0).tensor("t", 0, 4, 1).padded(64), "not a multiple of the alignment"},
		{"empty name", header(3, 1, 0).tensor("", 0, 0, 1).padded(4), "empty name"},
		{"long name", header(3, 1, 0).tensor(strings.Repeat("x", 64), 0, 0, 1).padded(4), "the limit is 63"},
		{"duplicate name", header(3, 2, 0).tensor("t", 0, 0, 1).tensor("t", 0, 32, 1).padded(64), `duplicate tensor name "t"`},
		{"overlap", header(3, 2, 0).tensor("a", 0, 0, 16).tensor("b", 0, 32, 1).padded(64), "overlaps"},
	}
	for _, c := range cases {
		if c.want == "" {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("bad.gguf", c.data, Limits{})
			if err == nil {
				t.Fatalf("accepted")
			}
			if !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "bad.gguf") {
				t.Fatalf("error %q does not say %q and name the file", err, c.want)
			}
			if !errors.Is(err, core.ErrBadFile) && !errors.Is(err, core.ErrUnsupported) {
				t.Fatalf("error %q has no class", err)
			}
		})
	}
	dup := header(3, 0, 2).str("k").u32(0)
	dup.WriteByte(1)
	dup.str("k").u32(0).WriteByte(2)
	if _, err := Parse("d.gguf", dup.Bytes(), Limits{}); err == nil || !strings.Contains(err.Error(), `duplicate metadata key "k"`) {
		t.Fatalf("duplicate key: %v", err)
	}
}

// Every prefix of a valid file is rejected with an error, never a panic.
func TestTruncatedPrefixes(t *testing.T) {
	w := NewWriter()
	for _, kv := range allValues() {
		must(t, w.AddKV(kv.Key, kv.Value))
	}
	must(t, w.AddTensor("w", core.Q8_0, []int64{2, 32}, make([]byte, 68)))
	var buf bytes.Buffer
	_, err := w.WriteTo(&buf)
	must(t, err)
	full := buf.Bytes()
	end := file(t, full).Tensors[0].Offset + 68 // the padding after the last tensor is optional
	for n := 0; n < int(end); n++ {
		if _, err := Parse("cut.gguf", full[:n], Limits{}); err == nil {
			t.Fatalf("prefix of %d/%d bytes accepted", n, len(full))
		}
	}
}

// FuzzParse feeds arbitrary bytes to the reader. Seeds: a file with every value type, one with
// a tensor of every format lowbit decodes, and the hostile files (testdata/fuzz/FuzzParse,
// written from internal/hostile by TestSeedCorpus). Whatever Parse accepts must keep every
// promise: tensors inside the file and not overlapping, metadata no larger than the file, and
// every read entry point (hostile.CheckTensor) correct on every tensor; whatever it rejects must
// be a classified error naming the file.
func FuzzParse(f *testing.F) {
	w := NewWriter()
	for _, kv := range allValues() {
		w.AddKV(kv.Key, kv.Value)
	}
	w.AddTensor("w", core.Q4_0, []int64{1, 32}, make([]byte, 18))
	var buf bytes.Buffer
	w.WriteTo(&buf)
	f.Add(buf.Bytes())
	f.Add(header(3, 1, 0).tensor("t", 0, 0, 16).padded(64))
	f.Add(everyFormat())
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Parse("fuzz.gguf", data, Limits{})
		if err != nil {
			if !hostile.Classified(err) || !strings.HasPrefix(err.Error(), "fuzz.gguf: ") {
				t.Fatalf("error without a class or the file name: %v", err)
			}
			return
		}
		checkParsed(t, data, file)
	})
}

// everyFormat is a file with one small tensor of every format lowbit can decode, its bytes
// pseudo-random.
func everyFormat() []byte {
	w := NewWriter()
	for _, fm := range core.Formats() {
		if fm.Has(core.FlagRemoved) || fm.IsParts() || fm.ID >= core.GGMLTypeCount || !fm.CanDequantize() {
			continue
		}
		data := make([]byte, 2*fm.BlockBytes)
		for i := range data {
			data[i] = byte(i*131 + int(fm.ID)*7)
		}
		if err := w.AddTensor(fm.Name, fm.ID, []int64{2, int64(fm.BlockElems)}, data); err != nil {
			panic(err)
		}
	}
	var buf bytes.Buffer
	w.WriteTo(&buf)
	return buf.Bytes()
}

// checkParsed checks the promises Parse makes about a file it accepted.
func checkParsed(t *testing.T, data []byte, file *File) {
	t.Helper()
	var metaBytes int64
	for _, kv := range file.Metadata {
		metaBytes += int64(len(kv.Key)) + 1
		metaBytes += int64(kv.Value.Len()) // every element took at least one byte of the file
		if str, ok := kv.Value.Any().(string); ok {
			metaBytes += int64(len(str))
		}
	}
	if metaBytes > int64(len(data)) {
		t.Fatalf("%d metadata entries hold more elements (%d) than the file has bytes (%d)", len(file.Metadata), metaBytes, len(data))
	}
	type span struct{ lo, hi int64 }
	var spans []span
	for _, x := range file.Tensors {
		lo, hi := x.Offset, x.Offset+int64(len(x.Data))
		if lo < file.DataOffset || hi > int64(len(data)) || (len(x.Data) > 0 && &data[lo] != &x.Data[0]) {
			t.Fatalf("tensor %s: bytes [%d,%d) are not a view of the file's data section [%d,%d)", x.Name, lo, hi, file.DataOffset, len(data))
		}
		for _, s := range spans {
			if hi > lo && lo < s.hi && s.lo < hi {
				t.Fatalf("tensor %s: bytes [%d,%d) overlap [%d,%d)", x.Name, lo, hi, s.lo, s.hi)
			}
		}
		if hi > lo {
			spans = append(spans, span{lo, hi})
		}
		if err := hostile.CheckTensor(x, 1<<12); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := core.NewModel("fuzz.gguf", "gguf", file.Metadata, file.Tensors); err != nil {
		t.Fatalf("a parsed file makes no model: %v", err)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func file(t *testing.T, b []byte) *File {
	t.Helper()
	f, err := Parse("ok.gguf", b, Limits{})
	must(t, err)
	return f
}

func TestWriterRejects(t *testing.T) {
	w := NewWriter()
	if err := w.AddKV(AlignmentKey, core.Scalar(uint32(48))); err == nil {
		t.Error("alignment 48 accepted")
	}
	if err := w.AddKV(AlignmentKey, core.Scalar(int32(64))); err == nil {
		t.Error("i32 alignment accepted")
	}
	if err := w.AddTensor("x", core.FormatID(1000), []int64{4}, make([]byte, 4)); err == nil || !strings.Contains(err.Error(), "has no GGUF type") {
		t.Errorf("non-GGUF format: %v", err)
	}
	if err := w.AddTensor("x", core.Q4_0, []int64{33}, nil); !errors.Is(err, core.ErrInvalidArgument) {
		t.Errorf("bad shape: %v", err)
	}
	// the alignment key sets the layout
	must(t, w.AddKV(AlignmentKey, core.Scalar(uint32(128))))
	must(t, w.AddTensor("a", core.F32, []int64{3}, make([]byte, 12)))
	must(t, w.AddTensor("b", core.F32, []int64{3}, make([]byte, 12)))
	var buf bytes.Buffer
	_, err := w.WriteTo(&buf)
	must(t, err)
	f := file(t, buf.Bytes())
	if f.Alignment != 128 || f.Tensors[1].Offset%128 != 0 {
		t.Errorf("alignment %d, offset %d", f.Alignment, f.Tensors[1].Offset)
	}
}
