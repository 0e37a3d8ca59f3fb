package mlx

import (
	"bufio"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"

	"github.com/bytedance/sonic"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/safetensors"
)

// DefaultMaxShardBytes is mlx-lm's MAX_FILE_SIZE_GB (5) in bytes.
const DefaultMaxShardBytes = 5 << 30

// WriteOptions tune Write.
type WriteOptions struct {
	// Config is the rest of config.json (model_type, hidden_size, …); nil writes only the
	// quantization blocks. Its "quantization" and "quantization_config" keys are replaced.
	Config map[string]any
	// MaxShardBytes starts a new shard when the next tensor would take a shard past it, as
	// mlx-lm's make_shards does; 0 means DefaultMaxShardBytes.
	MaxShardBytes int64
}

// Write saves tensors into dir as mlx-lm saves a model: model.safetensors, or
// model-00001-of-0000N.safetensors shards, each with __metadata__ {"format": "mlx"};
// model.safetensors.index.json ({"metadata": {"total_size", "total_parameters"}, "weight_map"}
// with sorted keys); and config.json with the quantization block under "quantization" and
// "quantization_config": the most common scheme as the global {group_size, bits, mode}, every
// layer with another scheme as its own entry.
//
// tensors holds logical MLX tensors (their parts are written as <name>.weight, .scales, .biases,
// .bias, .global_scale) and plain tensors of safetensors dtypes, written under their names.
// Stored tensors whose PartOf names a logical tensor in the list are skipped, so a model opened
// by Open can be written back as is.
func Write(dir string, tensors []*core.Tensor, opts WriteOptions) error {
	type item struct {
		name string
		t    *core.Tensor
	}
	var items []item
	layers := map[string]Scheme{}
	logical := map[string]bool{}
	var params int64
	for _, t := range tensors {
		if t != nil && t.Format != nil && t.Format.Family == core.FamilyMLX {
			logical[t.Name] = true
		}
	}
	for _, t := range tensors {
		switch {
		case t == nil || t.Format == nil:
			return fmt.Errorf("%w: nil tensor", core.ErrInvalidArgument)
		case t.PartOf != "" && logical[t.PartOf]:
			continue
		case t.Format.IsParts():
			if t.Format.Family != core.FamilyMLX {
				return fmt.Errorf("tensor %q: %w: %s is not an MLX format; convert it first", t.Name, core.ErrInvalidArgument, t.Format.Name)
			}
			if err := core.CheckParts(t); err != nil {
				return err
			}
			layers[t.Name] = Scheme{Mode: core.MLXMode(t.Format), Bits: t.Quant.Bits, GroupSize: t.Quant.GroupSize}
			for _, p := range t.Parts {
				items = append(items, item{t.Name + "." + p.Role, p.Tensor})
			}
			params += t.Elements()
			if b := t.Part(core.RoleBias); b != nil {
				params += b.Elements()
			}
		default:
			items = append(items, item{t.Name, t})
			params += t.Elements()
		}
	}

	limit := opts.MaxShardBytes
	if limit <= 0 {
		limit = DefaultMaxShardBytes
	}
	var shards [][]item
	var cur []item
	var size, total int64
	for _, it := range items {
		n := int64(len(it.t.Data))
		if len(cur) > 0 && size+n > limit {
			shards = append(shards, cur)
			cur, size = nil, 0
		}
		cur = append(cur, it)
		size += n
		total += n
	}
	shards = append(shards, cur)

	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("%w: %v", core.ErrIO, err)
	}
	weightMap := map[string]any{}
	for i, shard := range shards {
		name := "model.safetensors"
		if len(shards) > 1 {
			name = fmt.Sprintf("model-%05d-of-%05d.safetensors", i+1, len(shards))
		}
		wt := make([]safetensors.WriteTensor, len(shard))
		for j, it := range shard {
			wt[j] = safetensors.WriteTensor{Name: it.name, Format: it.t.Format.ID, Shape: it.t.Shape, Data: it.t.Data}
			weightMap[it.name] = name
		}
		if err := writeFile(filepath.Join(dir, name), func(w *bufio.Writer) error {
			return safetensors.Write(w, wt, map[string]string{"format": "mlx"})
		}); err != nil {
			return err
		}
	}
	index := map[string]any{
		"metadata":   map[string]any{"total_size": total, "total_parameters": params},
		"weight_map": weightMap,
	}
	if err := writeJSON(filepath.Join(dir, "model.safetensors.index.json"), index); err != nil {
		return err
	}

	cfg := map[string]any{}
	if opts.Config != nil {
		cfg = maps.Clone(opts.Config)
	}
	delete(cfg, "quantization")
	delete(cfg, "quantization_config")
	if len(layers) > 0 {
		cfg["quantization"] = Block(layers)
		cfg["quantization_config"] = Block(layers)
	}
	return writeJSON(filepath.Join(dir, "config.json"), cfg)
}

// LayerNames lists the logical tensors' names in a stable order (for tests and tools).
func LayerNames(m *core.Model) []string {
	var out []string
	for _, t := range m.Tensors {
		if t.Format.IsParts() {
			out = append(out, t.Name)
		}
	}
	return slices.Sorted(slices.Values(out))
}

func writeJSON(path string, v any) error {
	b, err := sonic.ConfigStd.MarshalIndent(v, "", "    ")
	if err != nil {
		return fmt.Errorf("%s: %w: %v", path, core.ErrInvalidArgument, err)
	}
	return writeFile(path, func(w *bufio.Writer) error {
		_, err := w.Write(append(b, '\n'))
		return err
	})
}

func writeFile(path string, fill func(*bufio.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("%w: %v", core.ErrIO, err)
	}
	w := bufio.NewWriter(f)
	err = fill(w)
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("%s: %w: %v", path, core.ErrIO, cerr)
	}
	return err
}
