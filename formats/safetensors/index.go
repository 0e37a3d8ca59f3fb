package safetensors

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/bytedance/sonic/ast"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/mmap"
)

// OpenIndex opens a sharded checkpoint through its index, a *.safetensors.index.json file:
// {"metadata": {...}, "weight_map": {tensor: shard file}}. Shard files are relative to the
// index's directory and may not leave it.
//
// Every shard is mapped once. Each weight_map entry must name a tensor its shard holds, and no
// tensor may be in two shards. The model holds the union of the shards' tensors, in shard order
// (shards as weight_map first names them, each shard's tensors in header order); a tensor a shard
// holds but weight_map does not list is kept.
//
// Metadata: the index's "metadata" object first, in its order (strings stay strings,
// non-negative integers become u64, negative ones i64, other numbers f64, booleans bool; null,
// arrays and objects keep their JSON text as a string), then each shard's __metadata__ in shard
// order. When a key appears twice the first value wins. Closing the model unmaps every shard.
func OpenIndex(path string) (*core.Model, error) { return OpenIndexOptions(path, Options{}) }

// OpenIndexOptions is OpenIndex with reader options, applied to the index and every shard.
func OpenIndexOptions(path string, opts Options) (*core.Model, error) {
	e := errs(path)
	opts = opts.withDefaults()
	limit := int64(DefaultMaxHeaderSize)
	if opts.MaxHeaderSize < 1<<62 {
		limit = int64(opts.MaxHeaderSize)
	}
	text, err := readSmall(path, limit)
	if err != nil {
		return nil, err
	}
	root, err := parseJSON(e, "index", text)
	if err != nil {
		return nil, err
	}
	var md []core.KV
	type mapping struct{ tensor, shard string }
	var weights []mapping
	hasMap := false
	seen := map[string]bool{}
	it, _ := root.Properties()
	for p := range pairs(&it) {
		if seen[p.Key] {
			return nil, e.bad("", "the index has key %q twice", p.Key)
		}
		seen[p.Key] = true
		switch p.Key {
		case "metadata":
			if md, err = indexMetadata(e, &p.Value, opts.MaxMetadata); err != nil {
				return nil, err
			}
		case "weight_map":
			if p.Value.Type() != ast.V_OBJECT {
				return nil, e.bad("", "weight_map is %s, not an object", kind(&p.Value))
			}
			hasMap = true
			names := map[string]bool{}
			wit, _ := p.Value.Properties()
			for w := range pairs(&wit) {
				if names[w.Key] {
					return nil, e.bad("", "weight_map lists tensor %q twice", w.Key)
				}
				if uint64(len(names)) >= opts.MaxTensors {
					return nil, e.bad("", "weight_map lists more than %d tensors, the limit (max_tensors)", opts.MaxTensors)
				}
				names[w.Key] = true
				shard, err := w.Value.StrictString()
				if err != nil {
					return nil, e.bad("", "weight_map[%q] is %s, not a file name", w.Key, kind(&w.Value))
				}
				if !filepath.IsLocal(shard) {
					return nil, e.bad("", "weight_map[%q] = %q: a shard must be a relative path inside the index's directory", w.Key, shard)
				}
				weights = append(weights, mapping{w.Key, filepath.Clean(shard)})
			}
		}
	}
	if !hasMap {
		return nil, e.bad("", "the index has no weight_map")
	}

	// Map every shard once, in the order weight_map first names them.
	dir := filepath.Dir(path)
	var (
		maps    []*mmap.Mapping
		files   []*File
		byShard = map[string]*File{}
	)
	fail := func(err error) (*core.Model, error) {
		for _, m := range maps {
			m.Close()
		}
		return nil, err
	}
	for _, w := range weights {
		if byShard[w.shard] != nil {
			continue
		}
		m, f, err := openFile(filepath.Join(dir, w.shard), opts)
		if err != nil {
			return fail(fmt.Errorf("%s: %w", path, err))
		}
		maps, files = append(maps, m), append(files, f)
		byShard[w.shard] = f
	}

	var tensors []*core.Tensor
	home := map[string]*File{}
	for _, f := range files {
		for _, t := range f.Tensors {
			if other := home[t.Name]; other != nil {
				return fail(e.bad(t.Name, "the tensor is in two shards, %s and %s", other.Path, f.Path))
			}
			home[t.Name] = f
			tensors = append(tensors, t)
		}
	}
	for _, w := range weights {
		if f := home[w.tensor]; f != byShard[w.shard] {
			where := "no shard has it"
			if f != nil {
				where = "it is in " + f.Path
			}
			return fail(e.bad(w.tensor, "weight_map puts the tensor in %s, but %s", w.shard, where))
		}
	}

	keys := map[string]bool{}
	for _, kv := range md {
		keys[kv.Key] = true
	}
	for _, f := range files {
		for _, kv := range f.Metadata {
			if !keys[kv.Key] {
				keys[kv.Key] = true
				md = append(md, kv)
			}
		}
	}
	closers := make([]func() error, len(maps))
	for i, m := range maps {
		closers[i] = m.Close
	}
	model, err := core.NewModel(path, Kind, md, tensors, closers...)
	if err != nil {
		return fail(err)
	}
	return model, nil
}

// indexMetadata converts the index's "metadata" object (see OpenIndex).
func indexMetadata(e errs, v *ast.Node, limit uint64) ([]core.KV, error) {
	if v.Type() == ast.V_NULL {
		return nil, nil
	}
	if v.Type() != ast.V_OBJECT {
		return nil, e.bad("", "the index's metadata is %s, not an object", kind(v))
	}
	var md []core.KV
	seen := map[string]bool{}
	it, _ := v.Properties()
	for p := range pairs(&it) {
		if seen[p.Key] {
			return nil, e.bad("", "the index's metadata has key %q twice", p.Key)
		}
		seen[p.Key] = true
		if uint64(len(md)) >= limit {
			return nil, e.bad("", "the index's metadata has more than %d entries, the limit (max_metadata)", limit)
		}
		var val core.Value
		switch p.Value.Type() {
		case ast.V_STRING:
			s, _ := p.Value.StrictString()
			val = core.Scalar(s)
		case ast.V_TRUE, ast.V_FALSE:
			val = core.Scalar(p.Value.Type() == ast.V_TRUE)
		case ast.V_NUMBER:
			num, _ := p.Value.Number()
			s := string(num)
			if u, err := strconv.ParseUint(s, 10, 64); err == nil {
				val = core.Scalar(u)
			} else if i, err := strconv.ParseInt(s, 10, 64); err == nil {
				val = core.Scalar(i)
			} else if f, err := strconv.ParseFloat(s, 64); err == nil || errors.Is(err, strconv.ErrRange) {
				val = core.Scalar(f) // ±Inf for numbers beyond float64, as JSON readers do
			} else {
				return nil, e.bad("", "the index's metadata[%q] is the number %s, which cannot be read", p.Key, s)
			}
		default:
			raw, _ := p.Value.Raw()
			val = core.Scalar(strings.Clone(raw))
		}
		md = append(md, core.KV{Key: p.Key, Value: val})
	}
	return md, nil
}

// readSmall reads a whole file that must not be larger than limit bytes.
func readSmall(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", core.ErrIO, err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w: %v", path, core.ErrIO, err)
	}
	if int64(len(data)) > limit {
		return nil, errs(path).bad("", "the index is over the limit of %d bytes", limit)
	}
	return data, nil
}
