// Package mlx reads and writes MLX-layout checkpoints (ml-explore/mlx, mlx-lm): safetensors files
// whose quantized layers are stored as <path>.weight (packed u32 codes) + <path>.scales
// (+ <path>.biases for affine, + <path>.bias, + <path>.global_scale for nvfp4), described by the
// "quantization" block of config.json.
//
// The reader groups each quantized layer's parts into one logical tensor named <path>, of a
// core.MLX_* format with its bits and group size as parameters; every stored tensor stays in the
// model under its own name too (core.Tensor.PartOf names its layer). Unquantized tensors stay
// plain.
package mlx

import (
	"fmt"
	"sort"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/internal/hfdir"
)

// Scheme is one quantization setting: mode ("affine", "mxfp4", "nvfp4", "mxfp8"), bits, group size.
type Scheme struct {
	Mode      string
	Bits      int
	GroupSize int
}

// Format is the registry row of the scheme's mode.
func (s Scheme) Format() (*core.Format, error) { return core.MLXModeFormat(s.Mode) }

// Quantization is config.json's "quantization" block (or its alias "quantization_config").
type Quantization struct {
	Scheme // the global setting
	// Layers are the per-layer entries: module path → its scheme, or nil where the config says
	// false (not quantized).
	Layers map[string]*Scheme
	Key    string // the config key it came from: "quantization" or "quantization_config"
}

// For returns the scheme of a layer and where it came from (for messages). ok is false when the
// config marks the layer as not quantized.
func (q *Quantization) For(path string) (s Scheme, origin string, ok bool) {
	if l, has := q.Layers[path]; has {
		if l == nil {
			return Scheme{}, fmt.Sprintf("config.json %s[%q] is false", q.Key, path), false
		}
		return *l, fmt.Sprintf("from config.json %s[%q]", q.Key, path), true
	}
	return q.Scheme, fmt.Sprintf("from config.json's global %s block; it has no entry for %q", q.Key, path), true
}

// keys of a quantization block that are neither settings nor layers (mlx-swift-lm skips them too).
var skipKeys = map[string]bool{"quant_method": true, "linear_class": true, "quantization_mode": true}

// ConfigKeys are the keys of config.json the reader looks at.
var ConfigKeys = []string{"quantization", "quantization_config"}

// ParseQuantization reads the quantization block of a parsed config.json: "quantization", else
// "quantization_config" when it is MLX's (no quant_method naming another family). It returns
// nil when there is none.
func ParseQuantization(file string, config map[string]any) (*Quantization, error) {
	key := "quantization"
	block, ok := config[key]
	if !ok {
		key = "quantization_config"
		block, ok = config[key]
		if !ok {
			return nil, nil
		}
		if obj, isObj := block.(map[string]any); isObj {
			if m, has := obj["quant_method"]; has && m != "mlx" {
				return nil, nil // another family's block (gptq, awq, compressed-tensors, …)
			}
		}
	}
	obj, isObj := block.(map[string]any)
	if !isObj {
		return nil, fmt.Errorf("%s: %w: %q is %s, not an object", file, core.ErrBadFile, key, hfdir.Describe(block))
	}
	q := &Quantization{Key: key, Layers: map[string]*Scheme{}}
	global, err := parseScheme(file, key, obj)
	if err != nil {
		return nil, err
	}
	q.Scheme = *global
	for k, v := range obj {
		switch k {
		case "group_size", "bits", "mode":
			continue
		}
		if skipKeys[k] {
			continue
		}
		switch v := v.(type) {
		case bool:
			if v {
				return nil, fmt.Errorf("%s: %w: %s[%q] is true; a layer entry is an object of parameters or false", file, core.ErrBadFile, key, k)
			}
			q.Layers[k] = nil
		case map[string]any:
			s, err := parseScheme(file, fmt.Sprintf("%s[%q]", key, k), v)
			if err != nil {
				return nil, err
			}
			q.Layers[k] = s
		}
		// Other scalar keys are ignored, as mlx-lm's loader ignores them.
	}
	return q, nil
}

// parseScheme reads {group_size, bits, mode}. As mlx-lm passes a layer's entry to
// to_quantized(**entry), a missing mode is "affine" and missing sizes are that mode's defaults —
// not the global block's.
func parseScheme(file, where string, obj map[string]any) (*Scheme, error) {
	s := &Scheme{Mode: "affine"}
	mode, hasMode, err := hfdir.StringField(file, obj, "mode")
	if err != nil {
		return nil, fmt.Errorf("%w (in %s)", err, where)
	}
	if hasMode {
		s.Mode = mode
	}
	f, err := core.MLXModeFormat(s.Mode)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", file, where, err)
	}
	s.GroupSize, s.Bits = core.MLXDefaults(f)
	if g, ok, err := hfdir.IntField(file, obj, "group_size"); err != nil {
		return nil, fmt.Errorf("%w (in %s)", err, where)
	} else if ok {
		s.GroupSize = g
	}
	if b, ok, err := hfdir.IntField(file, obj, "bits"); err != nil {
		return nil, fmt.Errorf("%w (in %s)", err, where)
	} else if ok {
		s.Bits = b
	}
	if s.GroupSize <= 0 || s.Bits <= 0 || s.Bits > 8 {
		return nil, fmt.Errorf("%s: %w: %s: group_size %d, bits %d are not valid", file, core.ErrBadFile, where, s.GroupSize, s.Bits)
	}
	return s, nil
}

// Block builds a quantization block for config.json from each quantized layer's scheme: the most
// common scheme becomes the global setting, every other layer gets an entry.
func Block(layers map[string]Scheme) map[string]any {
	count := map[Scheme]int{}
	for _, s := range layers {
		count[s]++
	}
	var global Scheme
	best := -1
	schemes := make([]Scheme, 0, len(count))
	for s := range count {
		schemes = append(schemes, s)
	}
	sort.Slice(schemes, func(i, j int) bool { // deterministic ties
		a, b := schemes[i], schemes[j]
		if a.Mode != b.Mode {
			return a.Mode < b.Mode
		}
		if a.Bits != b.Bits {
			return a.Bits < b.Bits
		}
		return a.GroupSize < b.GroupSize
	})
	for _, s := range schemes {
		if count[s] > best {
			global, best = s, count[s]
		}
	}
	if best < 0 {
		global = Scheme{Mode: "affine", Bits: 4, GroupSize: 64}
	}
	block := map[string]any{"group_size": global.GroupSize, "bits": global.Bits, "mode": global.Mode}
	for path, s := range layers {
		if s != global {
			block[path] = map[string]any{"group_size": s.GroupSize, "bits": s.Bits, "mode": s.Mode}
		}
	}
	return block
}
