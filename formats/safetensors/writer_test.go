package safetensors

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
)

// Every dtype survives Write → Open: names, formats, shapes, bytes and metadata, in the writer's
// order (descending alignment, then name).
func TestRoundTripEveryDtype(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var in []WriteTensor
	for _, d := range dtypes {
		shape := []int64{2, 3}
		if f, _ := core.Lookup(d.id); f.BlockElems > 1 {
			shape = []int64{2, 2 * int64(f.BlockElems)}
		}
		dt := dtypeByID[d.id]
		n, _ := byteSize(dt, shape)
		data := make([]byte, n)
		for i := range data {
			data[i] = byte(rng.Uint32())
		}
		in = append(in, WriteTensor{Name: "t." + strings.ToLower(d.name), Format: d.id, Shape: shape, Data: data})
	}
	// A second tensor of the most aligned dtype, named to sort before its sibling, and an empty one.
	in = append(in, WriteTensor{Name: "a.u64", Format: core.U64, Shape: []int64{1}, Data: make([]byte, 8)},
		WriteTensor{Name: "empty", Format: core.BF16, Shape: []int64{0, 7}, Data: nil})
	md := map[string]string{"format": "pt", "note": "ünïcode \"quoted\" <tag>\n"}

	var buf bytes.Buffer
	if err := Write(&buf, in, md); err != nil {
		t.Fatal(err)
	}
	raw := buf.Bytes()
	n := binary.LittleEndian.Uint64(raw)
	if n%8 != 0 || !strings.HasPrefix(string(raw[8:]), `{"__metadata__":{"format":"pt","note":`) {
		t.Errorf("header length %d, header %.60q", n, raw[8:])
	}
	path := writeFile(t, raw)
	m, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()

	for k, v := range md {
		got, err := m.Value(k)
		if s, _ := got.Str(); err != nil || s != v {
			t.Errorf("metadata %q = %v, %v", k, got, err)
		}
	}
	if len(m.Metadata) != 2 || m.Metadata[0].Key != "format" {
		t.Errorf("metadata %v", m.Metadata)
	}

	want := slices.Clone(in)
	slices.SortStableFunc(want, func(a, b WriteTensor) int {
		if ra, rb := dtypeByID[a.Format].rank, dtypeByID[b.Format].rank; ra != rb {
			return rb - ra
		}
		return strings.Compare(a.Name, b.Name)
	})
	if len(m.Tensors) != len(want) {
		t.Fatalf("%d tensors, wrote %d", len(m.Tensors), len(want))
	}
	next := int64(8 + n)
	for i, w := range want {
		g := m.Tensors[i]
		if g.Name != w.Name || g.Format.ID != w.Format || !slices.Equal(g.Shape, w.Shape) || !bytes.Equal(g.Data, w.Data) {
			t.Errorf("tensor %d: got %v, wrote %s %v %v", i, g, w.Name, w.Format, w.Shape)
		}
		if g.Offset != next {
			t.Errorf("%s at %d, want %d (packed back to back)", g.Name, g.Offset, next)
		}
		next += int64(len(g.Data))
		out := make([]float32, g.Elements())
		err := core.DequantizeF32(g, 0, g.Rows(), out)
		if g.Format.ID == core.C64 {
			if !errors.Is(err, core.ErrUnsupported) {
				t.Errorf("C64 dequantized: %v", err)
			}
		} else if err != nil {
			t.Errorf("%s: %v", g.Name, err)
		}
	}
	if names := []string{m.Tensors[0].Name, m.Tensors[1].Name, m.Tensors[len(want)-1].Name}; names[0] != "a.u64" || names[1] != "t.u64" || names[2] != "t.bool" {
		t.Errorf("order starts %v…%v, want a.u64 t.u64 … t.bool", names[:2], names[2])
	}
}

// The bytes safetensors' own writer produces for its documented example.
func TestWriteMatchesReference(t *testing.T) {
	var buf bytes.Buffer
	err := Write(&buf, []WriteTensor{{Name: "test", Format: core.I32, Shape: []int64{2, 2}, Data: make([]byte, 16)}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	header := `{"test":{"dtype":"I32","shape":[2,2],"data_offsets":[0,16]}}`
	want := file(header+strings.Repeat(" ", 4), make([]byte, 16))
	if !bytes.Equal(buf.Bytes(), want) {
		t.Errorf("got  %q\nwant %q", buf.Bytes(), want)
	}
}

func TestWriteRejects(t *testing.T) {
	for _, tc := range []struct {
		name string
		t    WriteTensor
		want string
	}{
		{"quantized format", WriteTensor{Name: "q", Format: core.Q4_0, Shape: []int64{32}, Data: make([]byte, 18)}, "format Q4_0 has no safetensors dtype"},
		{"unknown format", WriteTensor{Name: "q", Format: 999, Shape: []int64{1}, Data: make([]byte, 1)}, "unknown format id 999"},
		{"short data", WriteTensor{Name: "w", Format: core.F16, Shape: []int64{3, 2}, Data: make([]byte, 10)}, "F16 [3 2] needs 12 bytes, Data has 10"},
		{"negative dim", WriteTensor{Name: "w", Format: core.F16, Shape: []int64{-1}}, "negative dimension -1"},
		{"odd bits", WriteTensor{Name: "w", Format: core.F4, Shape: []int64{3}, Data: make([]byte, 2)}, "12 bits are not a whole number of bytes"},
		{"reserved name", WriteTensor{Name: "__metadata__", Format: core.U8, Shape: []int64{1}, Data: make([]byte, 1)}, "cannot be named __metadata__"},
		{"bad utf-8", WriteTensor{Name: "\xff", Format: core.U8, Shape: []int64{1}, Data: make([]byte, 1)}, "not valid UTF-8"},
	} {
		err := Write(&bytes.Buffer{}, []WriteTensor{tc.t}, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	dup := WriteTensor{Name: "w", Format: core.U8, Shape: []int64{1}, Data: make([]byte, 1)}
	if err := Write(&bytes.Buffer{}, []WriteTensor{dup, dup}, nil); err == nil || !strings.Contains(err.Error(), `"w": invalid argument: the name is used twice`) {
		t.Errorf("duplicate: %v", err)
	}
}
