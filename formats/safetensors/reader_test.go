package safetensors

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/lowbit/lowbit/core"
)

// file assembles a safetensors file from a header text and the byte buffer.
func file(header string, data []byte) []byte {
	b := binary.LittleEndian.AppendUint64(nil, uint64(len(header)))
	return append(append(b, header...), data...)
}

// writeFile puts data in a fresh temporary file named model.safetensors.
func writeFile(t *testing.T, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "model.safetensors")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestMalformed(t *testing.T) {
	f16 := `{"w":{"dtype":"F16","shape":[3,2],"data_offsets":[0,12]}}`
	cases := []struct {
		name   string
		data   []byte
		class  error  // nil: core.ErrBadFile
		tensor string // the tensor the message must name, if any
		want   string
	}{
		{"short file", []byte{1, 2, 3}, nil, "", "3 bytes are too few for the 8-byte header length"},
		{"empty file", nil, nil, "", "0 bytes are too few"},
		{"header too large", binary.LittleEndian.AppendUint64(nil, 100_000_001), nil, "", "header length 100000001 is over the limit of 100000000 bytes"},
		{"header past the end", file(f16, make([]byte, 12))[:40], nil, "", "header length 57 runs past the end of the file: only 32 bytes follow"},
		{"not utf-8", file("{\"w\xff\":{}}", nil), nil, "", "not valid UTF-8 (bad byte 0xff at header byte 3, file byte 11)"},
		{"not an object", file(`["w"]`, nil), nil, "", `must be a JSON object, beginning with '{', not "[\"w\"]"`},
		{"empty header", file("   ", nil), nil, "", "the header is empty"},
		{"trailing comma", file(`{"w":1,}`, nil), nil, "", "not valid JSON (error near header byte"},
		{"trailing garbage", file(`{} x`, nil), nil, "", "not valid JSON"},
		{"truncated json", file(`{"w":{"dtype":"F16"`, nil), nil, "", "not valid JSON"},
		{"control character", file("{\"w\x01\":{}}", nil), nil, "", "control character 0x01 inside a string at header byte 3"},
		{"duplicate tensor", file(`{"w":{"dtype":"U8","shape":[1],"data_offsets":[0,1]},"w":{"dtype":"U8","shape":[1],"data_offsets":[1,2]}}`, make([]byte, 2)),
			nil, "", `the header has key "w" twice`},
		{"duplicate tensor, escaped", file(`{"ab":{"dtype":"U8","shape":[1],"data_offsets":[0,1]},"a\u0062":{"dtype":"U8","shape":[1],"data_offsets":[1,2]}}`, make([]byte, 2)),
			nil, "", `the header has key "ab" twice`},
		{"duplicate field", file(`{"w":{"dtype":"U8","dtype":"I8","shape":[1],"data_offsets":[0,1]}}`, make([]byte, 1)), nil, "w", `key "dtype" appears twice`},
		{"duplicate metadata", file(`{"__metadata__":{"a":"1"},"__metadata__":{"b":"2"}}`, nil), nil, "", `the header has key "__metadata__" twice`},
		{"duplicate metadata key", file(`{"__metadata__":{"a":"1","a":"2"}}`, nil), nil, "", `__metadata__ has key "a" twice`},
		{"metadata number", file(`{"__metadata__":{"a":1}}`, nil), nil, "", `__metadata__["a"] is the number 1, not a string`},
		{"metadata nested", file(`{"__metadata__":{"a":{"b":"c"}}}`, nil), nil, "", `__metadata__["a"] is an object, not a string`},
		{"metadata list", file(`{"__metadata__":["a"]}`, nil), nil, "", `__metadata__ is an array, not a string→string map`},
		{"entry not object", file(`{"w":[1]}`, nil), nil, "w", "the header entry is an array, not an object"},
		{"unknown dtype", file(`{"w":{"dtype":"F128","shape":[1],"data_offsets":[0,16]}}`, make([]byte, 16)), nil, "w", `unknown dtype "F128"`},
		{"lower-case dtype", file(`{"w":{"dtype":"f32","shape":[1],"data_offsets":[0,4]}}`, make([]byte, 4)), nil, "w", `unknown dtype "f32"`},
		{"dtype number", file(`{"w":{"dtype":3,"shape":[1],"data_offsets":[0,4]}}`, make([]byte, 4)), nil, "w", `dtype is the number 3, not a string`},
		{"missing dtype", file(`{"w":{"shape":[1],"data_offsets":[0,4]}}`, make([]byte, 4)), nil, "w", `the header entry has no "dtype"`},
		{"missing shape", file(`{"w":{"dtype":"F32","data_offsets":[0,4]}}`, make([]byte, 4)), nil, "w", `the header entry has no "shape"`},
		{"missing offsets", file(`{"w":{"dtype":"F32","shape":[1]}}`, make([]byte, 4)), nil, "w", `the header entry has no "data_offsets"`},
		{"negative dim", file(`{"w":{"dtype":"F32","shape":[-1],"data_offsets":[0,4]}}`, make([]byte, 4)), nil, "w",
			"shape must be a list of non-negative integers, but element 0 is -1"},
		{"fractional dim", file(`{"w":{"dtype":"F32","shape":[1,1.5],"data_offsets":[0,4]}}`, make([]byte, 4)), nil, "w", "but element 1 is 1.5"},
		{"exponent dim", file(`{"w":{"dtype":"F32","shape":[1e0],"data_offsets":[0,4]}}`, make([]byte, 4)), nil, "w", "but element 0 is 1e0"},
		{"string dim", file(`{"w":{"dtype":"F32","shape":["1"],"data_offsets":[0,4]}}`, make([]byte, 4)), nil, "w", `but element 0 is "1"`},
		{"huge dim", file(`{"w":{"dtype":"F32","shape":[18446744073709551616],"data_offsets":[0,4]}}`, make([]byte, 4)), nil, "w", "but element 0 is 18446744073709551616"},
		{"shape not list", file(`{"w":{"dtype":"F32","shape":4,"data_offsets":[0,4]}}`, make([]byte, 4)), nil, "w", "but it is the number 4"},
		{"one offset", file(`{"w":{"dtype":"F32","shape":[1],"data_offsets":[4]}}`, make([]byte, 4)), nil, "w",
			"data_offsets must be [begin, end], two non-negative integers, but it has 1 numbers"},
		{"three offsets", file(`{"w":{"dtype":"F32","shape":[1],"data_offsets":[0,4,4]}}`, make([]byte, 4)), nil, "w", "but it has 3 numbers"},
		{"negative offset", file(`{"w":{"dtype":"F32","shape":[1],"data_offsets":[-4,0]}}`, make([]byte, 4)), nil, "w", "but element 0 is -4"},
		{"offsets object", file(`{"w":{"dtype":"F32","shape":[1],"data_offsets":{}}}`, make([]byte, 4)), nil, "w", "but it is an object"},
		{"end before begin", file(`{"w":{"dtype":"F32","shape":[0],"data_offsets":[4,0]}}`, nil), nil, "w", "data_offsets [4, 0] end before they begin"},
		{"not from zero", file(`{"w":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}}`, make([]byte, 8)), nil, "w",
			"data_offsets [4, 8] must start at 0, where the byte buffer begins"},
		{"hole", file(`{"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},"b":{"dtype":"F32","shape":[1],"data_offsets":[6,10]}}`, make([]byte, 10)),
			nil, "b", `data_offsets [6, 10] leave a hole of 2 bytes after tensor "a", which ends at 4`},
		{"overlap", file(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"b":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}}`, make([]byte, 8)),
			nil, "b", `data_offsets [4, 8] overlap tensor "a", which ends at 8`},
		{"element overflow", file(`{"w":{"dtype":"U8","shape":[4294967296,4294967296],"data_offsets":[0,1]}}`, make([]byte, 1)), nil, "w",
			"the element count of shape [4294967296, 4294967296] overflows 64 bits"},
		{"bit overflow", file(`{"w":{"dtype":"F64","shape":[2305843009213693952],"data_offsets":[0,8]}}`, make([]byte, 8)), nil, "w",
			"F64 [2305843009213693952]: 2305843009213693952 elements of 64 bits overflow 64 bits"},
		{"misaligned F4", file(`{"w":{"dtype":"F4","shape":[3],"data_offsets":[0,2]}}`, make([]byte, 2)), nil, "w",
			"F4 [3] is 12 bits, not a whole number of bytes"},
		{"misaligned F6", file(`{"w":{"dtype":"F6_E3M2","shape":[1],"data_offsets":[0,1]}}`, make([]byte, 1)), nil, "w",
			"F6_E3M2 [1] is 6 bits, not a whole number of bytes"},
		{"size mismatch", file(`{"w":{"dtype":"F16","shape":[3,2],"data_offsets":[0,10]}}`, make([]byte, 10)), nil, "w",
			"data_offsets [0, 10] hold 10 bytes, but F16 [3, 2] needs 12"},
		{"data past the end", file(f16, make([]byte, 11)), nil, "w",
			"data_offsets [0, 12] run past the end of the file: the byte buffer after the header has 11 bytes"},
		{"trailing bytes", file(f16, make([]byte, 13)), nil, "",
			"the tensors cover 12 bytes, but 13 bytes follow the header: 1 bytes at file offset 77 belong to no tensor"},
		{"bytes without tensors", file(`{}`, make([]byte, 3)), nil, "", "the tensors cover 0 bytes, but 3 bytes follow the header"},
		{"dimension beyond int64", file(`{"w":{"dtype":"U8","shape":[0,9223372036854775808],"data_offsets":[0,0]}}`, nil), nil, "w",
			"shape [0, 9223372036854775808]: dimension 1 does not fit in int64"},
		{"F4 row straddles a byte", file(`{"w":{"dtype":"F4","shape":[2,3],"data_offsets":[0,3]}}`, make([]byte, 3)), core.ErrUnsupported, "w",
			"F4 [2, 3]: rows of 3 elements do not end on a byte boundary (2 elements fill 1 bytes)"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := writeFile(t, tc.data)
			m, err := Open(path)
			if err == nil {
				m.Close()
				t.Fatal("opened")
			}
			class := tc.class
			if class == nil {
				class = core.ErrBadFile
			}
			msg := err.Error()
			if !errors.Is(err, class) {
				t.Errorf("error %q does not wrap %v", msg, class)
			}
			if !strings.HasPrefix(msg, path+": ") {
				t.Errorf("error %q does not begin with the file's name", msg)
			}
			if tc.tensor != "" && !strings.Contains(msg, "tensor "+strconv.Quote(tc.tensor)+": ") {
				t.Errorf("error %q does not name tensor %q", msg, tc.tensor)
			}
			if !strings.Contains(msg, tc.want) {
				t.Errorf("error %q\n  lacks %q", msg, tc.want)
			}
		})
	}
}

func TestHeaderLimit(t *testing.T) {
	data := file(`{"w":{"dtype":"U8","shape":[2],"data_offsets":[0,2]}}`, []byte{1, 2})
	if _, err := Parse("x.safetensors", data, Options{MaxHeaderSize: 16}); err == nil ||
		!strings.Contains(err.Error(), "header length 53 is over the limit of 16 bytes") {
		t.Errorf("MaxHeaderSize 16: %v", err)
	}
	if _, err := Parse("x.safetensors", data, Options{MaxHeaderSize: 53}); err != nil {
		t.Errorf("MaxHeaderSize 53: %v", err)
	}
	// 8+N overflows 64 bits: must be a clean error, not a wrap-around.
	huge := binary.LittleEndian.AppendUint64(nil, math.MaxUint64)
	if _, err := Parse("x.safetensors", append(huge, "{}"...), Options{MaxHeaderSize: math.MaxUint64}); err == nil ||
		!strings.Contains(err.Error(), "runs past the end of the file") {
		t.Errorf("N = 2^64-1: %v", err)
	}
}

// What safetensors accepts and we must too: whitespace around the header (serde skips it, the
// writer pads with spaces), null metadata, unknown fields, empty and 0-rank tensors, several
// empty tensors at one offset, and header order differing from offset order.
func TestAccepted(t *testing.T) {
	header := "\n {\"__metadata__\":null," +
		`"scalar":{"dtype":"F32","shape":[],"data_offsets":[4,8],"extra":{"x":[1,2]}},` +
		`"e1":{"dtype":"F16","shape":[0,5],"data_offsets":[4,4]},` +
		`"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]},` +
		`"e2":{"dtype":"BF16","shape":[5,0],"data_offsets":[8,8]}` + "}\t\r\n    "
	data := []byte{1, 2, 3, 4, 0, 0, 0x80, 0x3f}
	buf := file(header, data)
	f, err := Parse("ok.safetensors", buf, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Metadata) != 0 || len(f.Tensors) != 4 {
		t.Fatalf("metadata %v, %d tensors", f.Metadata, len(f.Tensors))
	}
	var names []string
	for _, x := range f.Tensors {
		names = append(names, x.Name)
	}
	if got := strings.Join(names, " "); got != "scalar e1 a e2" {
		t.Errorf("tensor order %q, want header order", got)
	}
	s := f.Tensors[0]
	if len(s.Shape) != 0 || s.Elements() != 1 || s.Offset != int64(8+len(header)+4) {
		t.Errorf("scalar: shape %v, offset %d", s.Shape, s.Offset)
	}
	v := make([]float32, 1)
	if err := core.DequantizeF32(s, 0, 1, v); err != nil || v[0] != 1 {
		t.Errorf("scalar = %v, %v", v, err)
	}
	// Zero copy: every view starts at its place in buf.
	for _, x := range f.Tensors {
		if len(x.Data) > 0 && unsafe.SliceData(x.Data) != &buf[x.Offset] {
			t.Errorf("%s: Data is not a view of the buffer", x.Name)
		}
		if cap(x.Data) != len(x.Data) {
			t.Errorf("%s: cap %d > len %d: appending would overwrite the next tensor", x.Name, cap(x.Data), len(x.Data))
		}
	}
}

// Open's tensors are views of the file mapping: their addresses lie inside a mapping of this file
// in /proc/self/maps, which disappears on Close.
func TestOpenZeroCopy(t *testing.T) {
	var buf bytes.Buffer
	tensors := []WriteTensor{
		{Name: "a", Format: core.F32, Shape: []int64{2, 2}, Data: make([]byte, 16)},
		{Name: "b", Format: core.U8, Shape: []int64{3}, Data: []byte{7, 8, 9}},
	}
	if err := Write(&buf, tensors, map[string]string{"format": "pt"}); err != nil {
		t.Fatal(err)
	}
	path := writeFile(t, buf.Bytes())
	m, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if m.Kind != Kind || m.Path != path {
		t.Errorf("kind %q path %q", m.Kind, m.Path)
	}
	b, err := m.Tensor("b")
	if err != nil {
		t.Fatal(err)
	}
	if b.File != path || string(b.Data) != "\x07\x08\x09" {
		t.Errorf("b: file %q data %v", b.File, b.Data)
	}
	lo, hi, ok := mappingOf(t, path)
	if !ok {
		t.Fatalf("no mapping of %s in /proc/self/maps", path)
	}
	for _, x := range m.Tensors {
		p := uintptr(unsafe.Pointer(unsafe.SliceData(x.Data)))
		if p-uintptr(x.Offset) != lo || p+uintptr(len(x.Data)) > hi {
			t.Errorf("%s at %#x (file offset %d) is not inside the mapping [%#x, %#x)", x.Name, p, x.Offset, lo, hi)
		}
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := mappingOf(t, path); ok {
		t.Error("the file is still mapped after Close")
	}
	if err := m.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
}

// mappingOf finds the address range this process maps path at; it skips the test where
// /proc/self/maps does not exist.
func mappingOf(t *testing.T, path string) (lo, hi uintptr, ok bool) {
	t.Helper()
	f, err := os.Open("/proc/self/maps")
	if err != nil {
		t.Skip("no /proc/self/maps:", err)
	}
	defer f.Close()
	abs, _ := filepath.Abs(path)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasSuffix(line, " "+abs) {
			continue
		}
		r, _, _ := strings.Cut(line, " ")
		a, b, _ := strings.Cut(r, "-")
		l, _ := strconv.ParseUint(a, 16, 64)
		h, _ := strconv.ParseUint(b, 16, 64)
		return uintptr(l), uintptr(h), true
	}
	return 0, 0, false
}

func TestOpenMissing(t *testing.T) {
	_, err := Open(filepath.Join(t.TempDir(), "none.safetensors"))
	if !errors.Is(err, core.ErrIO) || !strings.Contains(err.Error(), "none.safetensors") {
		t.Errorf("missing file: %v", err)
	}
}

func FuzzParse(f *testing.F) {
	var buf bytes.Buffer
	Write(&buf, []WriteTensor{
		{Name: "w", Format: core.F16, Shape: []int64{2, 3}, Data: make([]byte, 12)},
		{Name: "q", Format: core.F4, Shape: []int64{1, 4}, Data: []byte{0x21, 0x43}},
		{Name: "s", Format: core.F8_E8M0, Shape: []int64{}, Data: []byte{127}},
	}, map[string]string{"format": "pt"})
	f.Add(buf.Bytes())
	for _, h := range []string{
		`{}`,
		`{"__metadata__":{"a":"b"}}`,
		`{"w":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}}`,
		`{"w":{"dtype":"F6_E2M3","shape":[4],"data_offsets":[0,3]}}`,
		`{"a":{"dtype":"U8","shape":[0],"data_offsets":[0,0]},"b":{"dtype":"U8","shape":[0],"data_offsets":[0,0]}}`,
		`{"w":{"dtype":"F32","shape":[18446744073709551615,0],"data_offsets":[0,0]}}`,
		`{"w":{"dtype":"F32","shape":[1],"data_offsets":[0,18446744073709551615]}}`,
		`{"w":{"dtype":"F32","shape":[[[[[[[[1]]]]]]]],"data_offsets":[0,4]}}`,
		`{"w":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},"w":1}`,
		"{\"\\ud800\":{}}",
	} {
		f.Add(file(h, make([]byte, 4)))
	}
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, '{', '}'})
	f.Add(everyDtype())
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Parse("fuzz.safetensors", data, Options{})
		if err != nil {
			if !errors.Is(err, core.ErrBadFile) && !errors.Is(err, core.ErrUnsupported) {
				t.Fatalf("error of no class: %v", err)
			}
			if !strings.HasPrefix(err.Error(), "fuzz.safetensors: ") {
				t.Fatalf("error without the file name: %v", err)
			}
			return
		}
		checkParsed(t, data, file)
	})
}
