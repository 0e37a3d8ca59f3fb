package mlx

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"

	"github.com/bytedance/sonic/ast"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/internal/hfdir"
	"github.com/lowbit/lowbit/formats/safetensors"
)

// Kind is the core.Model.Kind of models this package opens.
const Kind = "mlx"

// Options tune Open; zero fields take the defaults.
type Options struct {
	Weights        safetensors.Options // limits of the safetensors weights (header size, tensors, dims, …)
	MaxConfigBytes uint64              // config.json limit (0: hfdir.MaxConfigBytes)
}

// Sniff reports whether dir's config.json describes an MLX-quantized model: it has a
// "quantization" block, or a "quantization_config" without a quant_method of another family.
func Sniff(dir string) bool { return SniffLimit(dir, 0) }

// SniffLimit is Sniff reading config.json with a cap of maxConfigBytes (0: the default). It
// decodes nothing: Open reads the config again, and decoding it twice would double what a
// hostile config costs.
func SniffLimit(dir string, maxConfigBytes uint64) bool {
	raw, err := hfdir.ReadRaw(filepath.Join(dir, "config.json"), maxConfigBytes)
	if err != nil {
		return false
	}
	if _, ok := hfdir.Lookup(raw, "quantization"); ok {
		return true
	}
	qc, ok := hfdir.Lookup(raw, "quantization_config")
	if !ok {
		return false
	}
	if qc.Type() != ast.V_OBJECT {
		return true // a malformed block is MLX's to report
	}
	m := qc.Get("quant_method")
	if m == nil || !m.Exists() {
		return true
	}
	s, err := m.StrictString()
	return err == nil && s == "mlx" // another family's block (gptq, awq, compressed-tensors, …)
}

// Open opens an MLX model: a directory holding config.json and its safetensors weights
// (model.safetensors.index.json, else model*.safetensors), or one .safetensors file or index
// whose directory holds config.json.
//
// Each layer with a <path>.scales tensor (and not marked false in the config) becomes a logical
// tensor <path> of shape [..., out, in]; its parameters are the config's entry for <path>, else
// the global block. Every inconsistency — a missing part, a shape that does not fit the bits and
// group size, an unknown mode, a layer marked false that has scales — is an error naming the
// file and the tensor.
func Open(path string, opts Options) (*core.Model, error) {
	loc, err := hfdir.Locate(path)
	if err != nil {
		return nil, err
	}
	cfgPath := filepath.Join(loc.Dir, "config.json")
	cfg, raw, err := hfdir.ReadJSONLimit(cfgPath, opts.MaxConfigBytes, ConfigKeys...)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%s: %w: an MLX model needs config.json beside its weights", loc.Dir, core.ErrNotFound)
		}
		return nil, err
	}
	q, err := ParseQuantization(cfgPath, cfg)
	if err != nil {
		return nil, err
	}
	weights, err := hfdir.OpenWeights(loc, opts.Weights)
	if err != nil {
		return nil, err
	}
	list, err := Group(weights.Tensors, q)
	if err != nil {
		weights.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	extra := []core.KV{{Key: "config.json", Value: core.Scalar(string(raw))}}
	if q != nil {
		extra = append(extra,
			core.KV{Key: "quantization.mode", Value: core.Scalar(q.Mode)},
			core.KV{Key: "quantization.bits", Value: core.Scalar(uint32(q.Bits))},
			core.KV{Key: "quantization.group_size", Value: core.Scalar(uint32(q.GroupSize))})
	}
	m, err := hfdir.Assemble(path, Kind, weights, list, extra)
	if err != nil {
		weights.Close()
		return nil, err
	}
	return m, nil
}

// partRoles are the suffixes of a quantized layer's stored tensors.
var partRoles = []string{core.RoleWeight, core.RoleScales, core.RoleBiases, core.RoleBias, core.RoleGlobalScale}

// Group turns a plain list of MLX-layout tensors into the model's list: each quantized layer's
// logical tensor, placed where its first stored tensor was, followed by the stored tensors
// themselves (PartOf set). q may be nil (then any layer with .scales is an error: its bits are
// unknown).
func Group(tensors []*core.Tensor, q *Quantization) ([]*core.Tensor, error) {
	byName := make(map[string]*core.Tensor, len(tensors))
	for _, t := range tensors {
		byName[t.Name] = t
	}
	layers := map[string]*core.Tensor{} // path → logical tensor
	var paths []string
	for _, t := range tensors {
		if path, ok := strings.CutSuffix(t.Name, "."+core.RoleScales); ok {
			paths = append(paths, path)
		}
	}
	sort.Strings(paths)
	for _, path := range paths {
		if q == nil {
			return nil, fmt.Errorf("tensor %q: %w: %s.scales exists but config.json has no quantization block", path, core.ErrBadFile, path)
		}
		s, origin, ok := q.For(path)
		if !ok {
			return nil, fmt.Errorf("tensor %q: %w: %s, but %s.scales exists", path, core.ErrBadFile, origin, path)
		}
		lt, err := layer(path, byName, s, origin)
		if err != nil {
			return nil, err
		}
		layers[path] = lt
	}
	// Layers the config quantizes explicitly must have their scales.
	var explicit []string
	for path, s := range q.layersOrNil() {
		if s != nil && layers[path] == nil {
			explicit = append(explicit, path)
		}
	}
	sort.Strings(explicit)
	for _, path := range explicit {
		if w := byName[path+"."+core.RoleWeight]; w != nil {
			return nil, fmt.Errorf("%s: tensor %q: %w: config.json %s[%q] quantizes the layer, but %s.scales is missing",
				w.File, path, core.ErrBadFile, q.Key, path, path)
		}
	}

	list := make([]*core.Tensor, 0, len(tensors)+len(layers))
	emitted := map[string]bool{}
	for _, t := range tensors {
		for _, role := range partRoles {
			path, ok := strings.CutSuffix(t.Name, "."+role)
			if !ok || layers[path] == nil {
				continue
			}
			if !emitted[path] {
				emitted[path] = true
				list = append(list, layers[path])
			}
			t.PartOf = path
			break
		}
		list = append(list, t)
	}
	return list, nil
}

func (q *Quantization) layersOrNil() map[string]*Scheme {
	if q == nil {
		return nil
	}
	return q.Layers
}

// layer builds and validates one logical tensor.
func layer(path string, byName map[string]*core.Tensor, s Scheme, origin string) (*core.Tensor, error) {
	f, err := s.Format()
	if err != nil {
		return nil, fmt.Errorf("tensor %q: %w (%s)", path, err, origin)
	}
	w := byName[path+"."+core.RoleWeight]
	sc := byName[path+"."+core.RoleScales]
	if w == nil {
		return nil, fmt.Errorf("%s: tensor %q: %w: %s.scales exists but %s.weight is missing", sc.File, path, core.ErrBadFile, path, path)
	}
	t := &core.Tensor{Name: path, Format: f, File: w.File, Offset: w.Offset,
		Quant: core.QuantParams{Bits: s.Bits, GroupSize: s.GroupSize}}
	for _, role := range partRoles {
		if p := byName[path+"."+role]; p != nil {
			t.Parts = append(t.Parts, core.Part{Role: role, Tensor: p})
		}
	}
	// The logical shape: the packed weight's, with the last dimension unpacked.
	if len(w.Shape) >= 1 {
		t.Shape = append([]int64(nil), w.Shape...)
		last := w.Shape[len(w.Shape)-1]
		if s.Bits > 0 && last <= (1<<58) {
			t.Shape[len(t.Shape)-1] = last * 32 / int64(s.Bits)
		}
	}
	if err := core.CheckParts(t); err != nil {
		return nil, fmt.Errorf("%w (%s %d-bit, group_size %d, %s)%s", err, s.Mode, s.Bits, s.GroupSize, origin, candidates(w, sc))
	}
	return t, nil
}

// candidates lists the (bits, group_size) pairs the stored shapes would fit, for messages.
func candidates(w, sc *core.Tensor) string {
	if w == nil || sc == nil || len(w.Shape) == 0 || len(sc.Shape) == 0 {
		return ""
	}
	words, groups := w.Shape[len(w.Shape)-1], sc.Shape[len(sc.Shape)-1]
	var fits []string
	for _, bits := range []int64{2, 3, 4, 5, 6, 8} {
		for _, g := range []int64{16, 32, 64, 128} {
			if words*32%bits == 0 && words*32/bits == groups*g {
				fits = append(fits, fmt.Sprintf("bits %d with group_size %d", bits, g))
			}
		}
	}
	if len(fits) == 0 {
		return ""
	}
	return "; the stored shapes would fit " + strings.Join(fits, ", ")
}
