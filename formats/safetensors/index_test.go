package safetensors

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
)

// shardDir writes two shards and an index into a temporary directory and returns the index path.
func shardDir(t *testing.T, index string) string {
	t.Helper()
	dir := t.TempDir()
	shards := map[string][]WriteTensor{
		"model-00001-of-00002.safetensors": {
			{Name: "embed", Format: core.F16, Shape: []int64{2, 2}, Data: []byte{0, 0x3c, 0, 0x40, 0, 0x42, 0, 0x44}},
			{Name: "layer.0", Format: core.U8, Shape: []int64{3}, Data: []byte{1, 2, 3}},
		},
		"model-00002-of-00002.safetensors": {
			{Name: "layer.1", Format: core.U8, Shape: []int64{2}, Data: []byte{4, 5}},
			{Name: "head", Format: core.F32, Shape: []int64{1}, Data: []byte{0, 0, 0x80, 0x3f}},
		},
	}
	meta := map[string]map[string]string{
		"model-00001-of-00002.safetensors": {"format": "pt", "shard": "1"},
		"model-00002-of-00002.safetensors": {"format": "np", "shard": "2", "only2": "x"},
	}
	for name, ts := range shards {
		var buf bytes.Buffer
		if err := Write(&buf, ts, meta[name]); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "model.safetensors.index.json")
	if err := os.WriteFile(path, []byte(index), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

const goodIndex = `{
  "metadata": {"total_size": 21, "total_parameters": 10, "offset": -3, "ratio": 0.5, "big": 1e400,
               "name": "tiny", "sharded": true, "shard": "index", "extra": {"a": [1, 2]}},
  "weight_map": {
    "embed": "model-00001-of-00002.safetensors",
    "head": "model-00002-of-00002.safetensors",
    "layer.0": "./model-00001-of-00002.safetensors",
    "layer.1": "model-00002-of-00002.safetensors"
  }
}`

func TestOpenIndex(t *testing.T) {
	path := shardDir(t, goodIndex)
	m, err := OpenIndex(path)
	if err != nil {
		t.Fatal(err)
	}
	if m.Path != path || m.Kind != Kind {
		t.Errorf("path %q kind %q", m.Path, m.Kind)
	}
	// Shard order (as weight_map first names them), each shard in header order.
	var names []string
	for _, x := range m.Tensors {
		names = append(names, x.Name)
	}
	if got := strings.Join(names, " "); got != "embed layer.0 head layer.1" {
		t.Errorf("tensors %q", got)
	}
	head, _ := m.Tensor("head")
	if filepath.Base(head.File) != "model-00002-of-00002.safetensors" {
		t.Errorf("head lives in %s", head.File)
	}
	v := make([]float32, 1)
	if err := core.DequantizeF32(head, 0, 1, v); err != nil || v[0] != 1 {
		t.Errorf("head = %v, %v", v, err)
	}
	embed, _ := m.Tensor("embed")
	e := make([]float32, 4)
	if err := core.DequantizeF32(embed, 0, 2, e); err != nil || e[0] != 1 || e[3] != 4 {
		t.Errorf("embed = %v, %v", e, err)
	}

	want := []struct {
		key string
		typ core.ValueType
		val any
	}{
		{"total_size", core.TypeU64, uint64(21)}, {"total_parameters", core.TypeU64, uint64(10)},
		{"offset", core.TypeI64, int64(-3)}, {"ratio", core.TypeF64, 0.5},
		{"name", core.TypeString, "tiny"}, {"sharded", core.TypeBool, true},
		{"shard", core.TypeString, "index"}, // the index wins over both shards
		{"extra", core.TypeString, `{"a": [1, 2]}`},
		{"format", core.TypeString, "pt"}, // the first shard wins over the second
		{"only2", core.TypeString, "x"},
	}
	for _, w := range want {
		got, err := m.Value(w.key)
		if err != nil || got.Type != w.typ || got.Any() != w.val {
			t.Errorf("metadata %q = %v (%v), want %v (%v); %v", w.key, got, got.Type, w.val, w.typ, err)
		}
	}
	if big, _ := m.Value("big"); big.Type != core.TypeF64 {
		t.Errorf("1e400 = %v (%v)", big, big.Type)
	}
	if m.Metadata[0].Key != "total_size" || len(m.Metadata) != 11 {
		t.Errorf("metadata order: %v", m.Metadata)
	}

	// Close unmaps every shard.
	dir := filepath.Dir(path)
	for _, s := range []string{"model-00001-of-00002.safetensors", "model-00002-of-00002.safetensors"} {
		if _, _, ok := mappingOf(t, filepath.Join(dir, s)); !ok {
			t.Errorf("%s is not mapped", s)
		}
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"model-00001-of-00002.safetensors", "model-00002-of-00002.safetensors"} {
		if _, _, ok := mappingOf(t, filepath.Join(dir, s)); ok {
			t.Errorf("%s is still mapped after Close", s)
		}
	}
}

func TestOpenIndexRejects(t *testing.T) {
	const s1, s2 = `"model-00001-of-00002.safetensors"`, `"model-00002-of-00002.safetensors"`
	all := `"embed":` + s1 + `,"layer.0":` + s1 + `,"head":` + s2 + `,"layer.1":` + s2
	for _, tc := range []struct {
		name, index string
		class       error
		want        string
	}{
		{"missing tensor", `{"weight_map":{` + all + `,"ghost":` + s2 + `}}`, core.ErrBadFile,
			`tensor "ghost": malformed file: weight_map puts the tensor in model-00002-of-00002.safetensors, but no shard has it`},
		{"wrong shard", `{"weight_map":{"embed":` + s2 + `,"layer.0":` + s1 + `}}`, core.ErrBadFile,
			`tensor "embed": malformed file: weight_map puts the tensor in model-00002-of-00002.safetensors, but it is in `},
		{"absolute path", `{"weight_map":{"embed":"/etc/passwd"}}`, core.ErrBadFile,
			`weight_map["embed"] = "/etc/passwd": a shard must be a relative path inside the index's directory`},
		{"escape", `{"weight_map":{"embed":"../model-00001-of-00002.safetensors"}}`, core.ErrBadFile,
			`weight_map["embed"] = "../model-00001-of-00002.safetensors": a shard must be a relative path`},
		{"sneaky escape", `{"weight_map":{"embed":"a/../../x.safetensors"}}`, core.ErrBadFile, "a shard must be a relative path"},
		{"no weight_map", `{"metadata":{}}`, core.ErrBadFile, "the index has no weight_map"},
		{"weight_map list", `{"weight_map":[]}`, core.ErrBadFile, "weight_map is an array, not an object"},
		{"shard not a string", `{"weight_map":{"embed":1}}`, core.ErrBadFile, `weight_map["embed"] is the number 1, not a file name`},
		{"duplicate tensor", `{"weight_map":{"embed":` + s1 + `,"embed":` + s1 + `}}`, core.ErrBadFile, `weight_map lists tensor "embed" twice`},
		{"duplicate key", `{"weight_map":{},"weight_map":{}}`, core.ErrBadFile, `the index has key "weight_map" twice`},
		{"metadata list", `{"metadata":[],"weight_map":{}}`, core.ErrBadFile, "the index's metadata is an array, not an object"},
		{"not json", `{"weight_map":{}`, core.ErrBadFile, "the index is not valid JSON"},
		{"missing shard", `{"weight_map":{"embed":"model-00003-of-00002.safetensors"}}`, core.ErrIO, "model-00003-of-00002.safetensors"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := shardDir(t, tc.index)
			m, err := OpenIndex(path)
			if err == nil {
				m.Close()
				t.Fatal("opened")
			}
			if !errors.Is(err, tc.class) || !strings.HasPrefix(err.Error(), path+": ") || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q\n  want %v, the index's name and %q", err, tc.class, tc.want)
			}
		})
	}
}

func TestOpenIndexTwoShardsOneTensor(t *testing.T) {
	path := shardDir(t, goodIndex)
	// A third shard that also holds "head".
	var buf bytes.Buffer
	Write(&buf, []WriteTensor{{Name: "head", Format: core.U8, Shape: []int64{1}, Data: []byte{9}}}, nil)
	third := filepath.Join(filepath.Dir(path), "extra.safetensors")
	os.WriteFile(third, buf.Bytes(), 0o644)
	index := strings.Replace(goodIndex, `"layer.1"`, `"other": "extra.safetensors", "layer.1"`, 1)
	os.WriteFile(path, []byte(index), 0o644)
	_, err := OpenIndex(path)
	if !errors.Is(err, core.ErrBadFile) || !strings.Contains(err.Error(), `tensor "head": malformed file: the tensor is in two shards`) {
		t.Errorf("%v", err)
	}
}

func TestOpenIndexBadShard(t *testing.T) {
	path := shardDir(t, goodIndex)
	shard := filepath.Join(filepath.Dir(path), "model-00002-of-00002.safetensors")
	os.WriteFile(shard, []byte("garbage"), 0o644)
	_, err := OpenIndex(path)
	if !errors.Is(err, core.ErrBadFile) || !strings.Contains(err.Error(), shard+": malformed file: 7 bytes are too few") {
		t.Errorf("%v", err)
	}
	// The first shard, mapped before the failure, was unmapped again.
	if _, _, ok := mappingOf(t, filepath.Join(filepath.Dir(path), "model-00001-of-00002.safetensors")); ok {
		t.Error("the first shard stayed mapped")
	}
}
