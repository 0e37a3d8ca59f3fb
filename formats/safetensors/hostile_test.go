package safetensors

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/hostile"
)

// Every hostile file of internal/hostile is rejected with its message naming the file (and the
// tensor where there is one); the valid edge cases open and read correctly.
func TestHostileFiles(t *testing.T) {
	dir := t.TempDir()
	for _, c := range hostile.Safetensors() {
		t.Run(c.Name, func(t *testing.T) {
			f, err := Parse("hostile.safetensors", c.Data, Options{})
			if c.Want == "" {
				if err != nil {
					t.Fatalf("%s: a valid file is rejected: %v", c.Attack, err)
				}
				checkParsed(t, c.Data, f)
			} else {
				if err == nil {
					t.Fatalf("%s: accepted", c.Attack)
				}
				msg := err.Error()
				if !strings.Contains(msg, c.Want) || !strings.HasPrefix(msg, "hostile.safetensors: ") {
					t.Fatalf("%s:\n got %q\nwant it to name the file and say %q", c.Attack, msg, c.Want)
				}
				if !errors.Is(err, core.ErrBadFile) && !errors.Is(err, core.ErrUnsupported) {
					t.Fatalf("%s: %v is neither ErrBadFile nor ErrUnsupported", c.Attack, err)
				}
			}
			path := filepath.Join(dir, c.Name+".safetensors")
			if err := os.WriteFile(path, c.Data, 0o644); err != nil {
				t.Fatal(err)
			}
			m, err := Open(path)
			if (err == nil) != (c.Want == "") || (err != nil && !strings.Contains(err.Error(), path)) {
				t.Fatalf("Open(%s): %v", path, err)
			}
			if m != nil {
				m.Close()
			}
		})
	}
}

// The limits of Options apply: tensors, metadata entries, string bytes and dimensions.
func TestLimits(t *testing.T) {
	data := file(`{"__metadata__":{"format":"pt","k":"vvvv"},"a":{"dtype":"U8","shape":[1,1,2],"data_offsets":[0,2]},"bb":{"dtype":"U8","shape":[1],"data_offsets":[2,3]}}`, []byte{1, 2, 3})
	for _, tc := range []struct {
		opts Options
		want string
	}{
		{Options{MaxTensors: 1}, "more than 1 tensors, the limit (max_tensors)"},
		{Options{MaxMetadata: 1}, "__metadata__ has more than 1 entries, the limit (max_metadata)"},
		{Options{MaxStringLen: 3}, "a string of 6 bytes is over the limit of 3 (max_string_bytes)"},
		{Options{MaxDims: 2}, `tensor "a": malformed file: the shape has more than 2 dimensions, the limit (max_dims)`},
		{Options{MaxHeaderSize: 10}, "is over the limit of 10 bytes (max_header_bytes)"},
		{Options{MaxTensors: 2, MaxMetadata: 2, MaxStringLen: 6, MaxDims: 3}, ""},
	} {
		_, err := Parse("lim.safetensors", data, tc.opts)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%+v: %v, want %q", tc.opts, err, tc.want)
		}
	}
}

// everyDtype is a file with a small tensor of every dtype, bytes pseudo-random.
func everyDtype() []byte {
	var ts []WriteTensor
	for _, d := range dtypes {
		f, _ := core.Lookup(d.id)
		data := make([]byte, 2*f.BlockBytes)
		for i := range data {
			data[i] = byte(i*97 + int(d.id))
		}
		ts = append(ts, WriteTensor{Name: d.name, Format: d.id, Shape: []int64{2, int64(f.BlockElems)}, Data: data})
	}
	var buf strings.Builder
	if err := Write(&buf, ts, nil); err != nil {
		panic(err)
	}
	return []byte(buf.String())
}

// checkParsed checks the promises Parse makes about a file it accepted.
func checkParsed(t *testing.T, data []byte, file *File) {
	t.Helper()
	var meta int64
	for _, kv := range file.Metadata {
		s, _ := kv.Value.Str()
		meta += int64(len(kv.Key) + len(s))
	}
	if meta > int64(len(data)) {
		t.Fatalf("metadata of %d bytes from a file of %d", meta, len(data))
	}
	end := int64(8 + file.HeaderSize)
	for _, x := range file.Tensors {
		lo, hi := x.Offset, x.Offset+int64(len(x.Data))
		if lo < end || hi > int64(len(data)) || (len(x.Data) > 0 && &data[lo] != &x.Data[0]) {
			t.Fatalf("tensor %s: bytes [%d,%d) are not a view of the buffer [%d,%d)", x.Name, lo, hi, end, len(data))
		}
		if err := hostile.CheckTensor(x, 1<<12); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := core.NewModel("fuzz", Kind, file.Metadata, file.Tensors); err != nil {
		t.Fatalf("a parsed file makes no model: %v", err)
	}
}

// The seed corpus of FuzzParse holds every hostile file.
func TestSeedCorpus(t *testing.T) {
	var seeds []hostile.Seed
	for _, c := range hostile.Safetensors() {
		seeds = append(seeds, hostile.Seed{Name: c.Name, Vals: []any{c.Data}})
	}
	seeds = append(seeds, hostile.Seed{Name: "every_dtype", Vals: []any{everyDtype()}})
	hostile.CheckCorpus(t, "FuzzParse", seeds)
}
