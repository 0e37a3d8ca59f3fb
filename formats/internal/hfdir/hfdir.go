// Package hfdir holds what the MLX and GPTQ/AWQ readers share about Hugging Face–style model
// directories: config.json (and its siblings) read with sonic, and the safetensors weights of a
// directory (its index, else its shards) opened as one model.
package hfdir

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/bytedance/sonic"
	"github.com/bytedance/sonic/ast"
	"github.com/bytedance/sonic/encoder"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/internal/jsonscan"
	"github.com/lowbit/lowbit/formats/safetensors"
)

// MaxConfigValues caps the JSON values lowbit decodes from one config file: the quantization
// block of config.json, or a whole quantize_config.json / quant_config.json. A decoded value
// costs up to a few hundred bytes, so this bounds what a hostile config can make lowbit allocate
// (~30 MiB) whatever its size; real configs hold a few thousand at most (one entry per layer).
const MaxConfigValues = 1 << 17

// MaxConfigBytes is the default cap on a JSON config file (config.json, quantize_config.json,
// quant_config.json); readers take a smaller or larger one from their options.
const MaxConfigBytes = 64 << 20

var api = sonic.Config{UseNumber: true, ValidateString: true, CopyString: true}.Froze()

// ReadJSON reads a JSON object file of at most MaxConfigBytes. A missing file gives
// (nil, nil, err) with err wrapping fs.ErrNotExist; everything else that is wrong is an error
// naming the file.
func ReadJSON(path string) (map[string]any, []byte, error) { return ReadJSONLimit(path, 0) }

// ReadJSONLimit is ReadJSON with a cap of limit bytes (0: MaxConfigBytes); given keys, only
// those top-level keys are decoded (see ParseJSON).
func ReadJSONLimit(path string, limit uint64, keys ...string) (map[string]any, []byte, error) {
	raw, err := ReadRaw(path, limit)
	if err != nil {
		return nil, nil, err
	}
	obj, err := ParseJSON(path, raw, keys...)
	if err != nil {
		return nil, nil, err
	}
	return obj, raw, nil
}

// ReadRaw reads a config file of at most limit bytes (0: MaxConfigBytes). A missing file is an
// error wrapping fs.ErrNotExist.
func ReadRaw(path string, limit uint64) ([]byte, error) {
	if limit == 0 || limit > 1<<40 {
		limit = MaxConfigBytes
	}
	f, err := os.Open(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		return nil, fmt.Errorf("%w: %v", core.ErrIO, err)
	}
	defer f.Close()
	var buf bytes.Buffer
	if st, err := f.Stat(); err == nil && st.Size() >= 0 && uint64(st.Size()) <= limit {
		buf.Grow(int(st.Size()) + 1) // one allocation, not a doubling series
	}
	if _, err := buf.ReadFrom(io.LimitReader(f, int64(limit)+1)); err != nil {
		return nil, fmt.Errorf("%s: %w: %v", path, core.ErrIO, err)
	}
	if uint64(buf.Len()) > limit {
		return nil, fmt.Errorf("%s: %w: the file is over the limit of %d bytes for a config file (raise max_config_bytes to read it)", path, core.ErrBadFile, limit)
	}
	return buf.Bytes(), nil
}

// Lookup finds the value at a key path of a JSON object text without decoding anything else;
// ok is false when the text is not a valid JSON object or has no value (or null) there. For
// sniffing: deciding which family a directory is costs no decoding.
func Lookup(raw []byte, path ...any) (ast.Node, bool) {
	if ok, _ := encoder.Valid(raw); !ok {
		return ast.Node{}, false
	}
	text := strings.TrimLeft(string(raw), " \t\r\n")
	if !strings.HasPrefix(text, "{") {
		return ast.Node{}, false
	}
	if len(path) == 0 {
		return ast.NewRaw(text), true
	}
	n, err := sonic.GetFromString(text, path...)
	if err != nil || n.Type() == ast.V_NULL {
		return ast.Node{}, false
	}
	return n, true
}

// ParseJSON parses the text of a JSON object file; path names it in errors. Without keys the
// whole object is decoded; with keys, the text is validated whole but only those top-level keys
// are decoded (the others are not in the map): a decoded JSON value costs tens of bytes per byte
// of text for small values, and a config.json may hold anything besides the block a reader
// needs.
func ParseJSON(path string, raw []byte, keys ...string) (map[string]any, error) {
	if len(keys) == 0 {
		if n := jsonscan.Tokens(string(raw)); n > MaxConfigValues {
			return nil, fmt.Errorf("%s: %w: the file holds about %d JSON values; lowbit decodes at most %d from a config file", path, core.ErrBadFile, n, MaxConfigValues)
		}
		var v any
		if err := api.Unmarshal(raw, &v); err != nil {
			return nil, fmt.Errorf("%s: %w: not valid JSON: %v", path, core.ErrBadFile, err)
		}
		obj, ok := v.(map[string]any)
		if !ok {
			return nil, fmt.Errorf("%s: %w: the file must hold a JSON object", path, core.ErrBadFile)
		}
		return obj, nil
	}
	if ok, at := encoder.Valid(raw); !ok {
		return nil, fmt.Errorf("%s: %w: not valid JSON (error near byte %d)", path, core.ErrBadFile, at)
	}
	text := strings.TrimLeft(string(raw), " \t\r\n")
	if !strings.HasPrefix(text, "{") {
		return nil, fmt.Errorf("%s: %w: the file must hold a JSON object", path, core.ErrBadFile)
	}
	obj := map[string]any{}
	for _, key := range keys {
		node, err := sonic.GetFromString(text, key)
		if err != nil {
			continue // not there (the text is valid, so nothing else can fail)
		}
		sub, err := node.Raw()
		if err != nil {
			continue
		}
		if n := jsonscan.Tokens(sub); n > MaxConfigValues {
			return nil, fmt.Errorf("%s: %w: %q holds about %d JSON values; lowbit decodes at most %d from a config file", path, core.ErrBadFile, key, n, MaxConfigValues)
		}
		var v any
		if err := api.UnmarshalFromString(sub, &v); err != nil {
			return nil, fmt.Errorf("%s: %w: %q is not valid JSON: %v", path, core.ErrBadFile, key, err)
		}
		obj[key] = v
	}
	return obj, nil
}

// Exists reports whether path is a regular file.
func Exists(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}

// Int reads an integral JSON number.
func Int(v any) (int, bool) {
	switch n := v.(type) {
	case json.Number:
		i, err := strconv.ParseInt(string(n), 10, 64)
		if err == nil && i >= math.MinInt32 && i <= math.MaxInt32 {
			return int(i), true
		}
		f, err := strconv.ParseFloat(string(n), 64)
		if err == nil && f == math.Trunc(f) && math.Abs(f) <= math.MaxInt32 {
			return int(f), true
		}
	case float64:
		if n == math.Trunc(n) && math.Abs(n) <= math.MaxInt32 {
			return int(n), true
		}
	case int:
		return n, true
	}
	return 0, false
}

// Describe shows a JSON value in messages.
func Describe(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	s := string(b)
	if len(s) > 80 {
		s = s[:77] + "..."
	}
	return s
}

// IntField reads obj[key] as an integer; a missing key gives ok = false, another type an error.
func IntField(file string, obj map[string]any, key string) (int, bool, error) {
	v, ok := obj[key]
	if !ok || v == nil {
		return 0, false, nil
	}
	n, isInt := Int(v)
	if !isInt {
		return 0, false, fmt.Errorf("%s: %w: %q is %s, not an integer", file, core.ErrBadFile, key, Describe(v))
	}
	return n, true, nil
}

// StringField reads a string field; missing gives "", false.
func StringField(file string, obj map[string]any, key string) (string, bool, error) {
	v, ok := obj[key]
	if !ok || v == nil {
		return "", false, nil
	}
	s, isStr := v.(string)
	if !isStr {
		return "", false, fmt.Errorf("%s: %w: %q is %s, not a string", file, core.ErrBadFile, key, Describe(v))
	}
	return s, true, nil
}

// BoolField reads a boolean field; missing gives def.
func BoolField(file string, obj map[string]any, key string, def bool) (bool, error) {
	v, ok := obj[key]
	if !ok || v == nil {
		return def, nil
	}
	b, isBool := v.(bool)
	if !isBool {
		return false, fmt.Errorf("%s: %w: %q is %s, not true or false", file, core.ErrBadFile, key, Describe(v))
	}
	return b, nil
}

// Location says where a model's weights and config live.
type Location struct {
	Dir  string // the directory holding config.json
	File string // one weights file or index the user named, "" to search Dir
}

// Locate resolves a path (a directory, a .safetensors file or an .index.json) to its Location.
func Locate(path string) (Location, error) {
	st, err := os.Stat(path)
	if err != nil {
		return Location{}, fmt.Errorf("%w: %v", core.ErrNotFound, err)
	}
	if st.IsDir() {
		return Location{Dir: path}, nil
	}
	return Location{Dir: filepath.Dir(path), File: path}, nil
}

// OpenWeights opens a model's safetensors weights as one plain model: the file named, else the
// directory's model.safetensors.index.json, else every model*.safetensors in it (as mlx-lm's
// loader globs them), else its single *.safetensors.
func OpenWeights(loc Location, opts safetensors.Options) (*core.Model, error) {
	if loc.File != "" {
		if strings.HasSuffix(loc.File, ".index.json") {
			return safetensors.OpenIndexOptions(loc.File, opts)
		}
		return safetensors.OpenOptions(loc.File, opts)
	}
	index := filepath.Join(loc.Dir, "model.safetensors.index.json")
	if Exists(index) {
		return safetensors.OpenIndexOptions(index, opts)
	}
	files, _ := filepath.Glob(filepath.Join(filepath.Clean(loc.Dir), "model*.safetensors"))
	if len(files) == 0 {
		files, _ = filepath.Glob(filepath.Join(filepath.Clean(loc.Dir), "*.safetensors"))
		if len(files) > 1 {
			return nil, fmt.Errorf("%s: %w: %d *.safetensors files, no model.safetensors.index.json and none named model*.safetensors",
				loc.Dir, core.ErrInvalidArgument, len(files))
		}
	}
	switch len(files) {
	case 0:
		return nil, fmt.Errorf("%s: %w: no model.safetensors.index.json or *.safetensors file in the directory", loc.Dir, core.ErrNotFound)
	case 1:
		return safetensors.OpenOptions(files[0], opts)
	}
	sort.Strings(files)
	return openMany(loc.Dir, files, opts)
}

// openMany opens several safetensors files as one model; a tensor in two files is an error.
func openMany(dir string, files []string, opts safetensors.Options) (*core.Model, error) {
	var (
		models  []*core.Model
		tensors []*core.Tensor
		md      []core.KV
		home    = map[string]string{}
		keys    = map[string]bool{}
	)
	fail := func(err error) (*core.Model, error) {
		for _, m := range models {
			m.Close()
		}
		return nil, err
	}
	for _, f := range files {
		m, err := safetensors.OpenOptions(f, opts)
		if err != nil {
			return fail(err)
		}
		models = append(models, m)
		for _, t := range m.Tensors {
			if other, dup := home[t.Name]; dup {
				return fail(fmt.Errorf("%s: tensor %q: %w: the tensor is in two files, %s and %s", dir, t.Name, core.ErrBadFile, other, f))
			}
			home[t.Name] = f
			tensors = append(tensors, t)
		}
		for _, kv := range m.Metadata {
			if !keys[kv.Key] {
				keys[kv.Key] = true
				md = append(md, kv)
			}
		}
	}
	closers := make([]func() error, len(models))
	for i, m := range models {
		closers[i] = m.Close
	}
	model, err := core.NewModel(dir, safetensors.Kind, md, tensors, closers...)
	if err != nil {
		return fail(err)
	}
	return model, nil
}

// Assemble builds the model a family reader hands out: the weights' tensors regrouped (list),
// the weights' metadata followed by extra, closing the weights model on Close.
func Assemble(path, kind string, weights *core.Model, list []*core.Tensor, extra []core.KV) (*core.Model, error) {
	md := append([]core.KV(nil), weights.Metadata...)
	seen := map[string]bool{}
	for _, kv := range md {
		seen[kv.Key] = true
	}
	for _, kv := range extra {
		if !seen[kv.Key] {
			seen[kv.Key] = true
			md = append(md, kv)
		}
	}
	return core.NewModel(path, kind, md, list, weights.Close)
}
