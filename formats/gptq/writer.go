package gptq

import (
	"bufio"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"sort"

	"github.com/bytedance/sonic"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/safetensors"
)

// WriteOptions tune Write.
type WriteOptions struct {
	// Config is the rest of config.json (model_type, …); nil writes only quantization_config.
	Config map[string]any
}

// Write saves packed layers (from PackGPTQ, PackAWQ or PackCT, or opened by Open) and plain
// tensors into dir as the reference tools save a checkpoint: model.safetensors with every part
// under <layer>.<role>, config.json with "quantization_config", and for GPTQ also
// quantize_config.json. All layers must share one method (and, for AWQ, one layout). Layers
// whose scheme differs from the most common one are described per layer: GPTQModel "dynamic"
// rules ("+:^<layer>$") for GPTQ, one config group per scheme targeting the layers by name for
// compressed-tensors; AWQ has no per-layer settings, so its layers must agree.
func Write(dir string, tensors []*core.Tensor, opts WriteOptions) error {
	logical := map[string]bool{}
	for _, t := range tensors {
		if t != nil && t.Format != nil && t.Format.IsParts() {
			logical[t.Name] = true
		}
	}
	var (
		wt     []safetensors.WriteTensor
		method string
		format core.FormatID
		layers []*core.Tensor
	)
	for _, t := range tensors {
		switch {
		case t == nil || t.Format == nil:
			return fmt.Errorf("%w: nil tensor", core.ErrInvalidArgument)
		case t.PartOf != "" && logical[t.PartOf]:
			continue
		case t.Format.IsParts():
			m := map[core.Family]string{core.FamilyGPTQ: MethodGPTQ, core.FamilyAWQ: MethodAWQ, core.FamilyCompressedTensors: MethodCT}[t.Format.Family]
			if m == "" {
				return fmt.Errorf("tensor %q: %w: %s is not a GPTQ, AWQ or compressed-tensors format", t.Name, core.ErrInvalidArgument, t.Format.Name)
			}
			if method != "" && (m != method || t.Format.ID != format) {
				return fmt.Errorf("tensor %q: %w: %s mixed with format id %d in one checkpoint", t.Name, core.ErrInvalidArgument, t.Format.Name, format)
			}
			method, format = m, t.Format.ID
			if err := core.CheckParts(t); err != nil {
				return err
			}
			layers = append(layers, t)
			for _, p := range t.Parts {
				wt = append(wt, safetensors.WriteTensor{Name: t.Name + "." + p.Role, Format: p.Format.ID, Shape: p.Shape, Data: p.Data})
			}
		default:
			wt = append(wt, safetensors.WriteTensor{Name: t.Name, Format: t.Format.ID, Shape: t.Shape, Data: t.Data})
		}
	}
	if method == "" {
		return fmt.Errorf("%w: no GPTQ, AWQ or compressed-tensors layer to write", core.ErrInvalidArgument)
	}
	qc, err := quantConfig(method, format, layers)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("%w: %v", core.ErrIO, err)
	}
	if err := writeFile(filepath.Join(dir, "model.safetensors"), func(w *bufio.Writer) error {
		return safetensors.Write(w, wt, map[string]string{"format": "pt"})
	}); err != nil {
		return err
	}
	cfg := map[string]any{}
	if opts.Config != nil {
		cfg = maps.Clone(opts.Config)
	}
	cfg["quantization_config"] = qc
	if err := writeJSON(filepath.Join(dir, "config.json"), cfg); err != nil {
		return err
	}
	if method == MethodGPTQ {
		return writeJSON(filepath.Join(dir, "quantize_config.json"), qc)
	}
	return nil
}

// scheme of a written layer; GroupSize −1 when it spans the row.
func schemeOf(t *core.Tensor) Scheme {
	g := t.Quant.GroupSize
	if int64(g) == t.Cols() && t.Format.ID != core.AWQ_GEMM && t.Format.ID != core.AWQ_GEMV {
		g = -1
	}
	return Scheme{Bits: t.Quant.Bits, GroupSize: g, Sym: t.Quant.Sym, DescAct: t.Quant.ActOrder}
}

// commonScheme is the most frequent scheme (ties: the first layer's).
func commonScheme(layers []*core.Tensor) Scheme {
	count := map[Scheme]int{}
	best, bestN := schemeOf(layers[0]), 0
	for _, t := range layers {
		s := schemeOf(t)
		count[s]++
		if count[s] > bestN {
			best, bestN = s, count[s]
		}
	}
	return best
}

func quantConfig(method string, format core.FormatID, layers []*core.Tensor) (map[string]any, error) {
	global := commonScheme(layers)
	switch method {
	case MethodGPTQ:
		v := layers[0].Quant.ZeroOffset
		dynamic := map[string]any{}
		for _, t := range layers {
			if t.Quant.ZeroOffset != v {
				return nil, fmt.Errorf("tensor %q: %w: GPTQ v1 and v2 zero points mixed in one checkpoint", t.Name, core.ErrInvalidArgument)
			}
			if s := schemeOf(t); s != global {
				dynamic["+:^"+regexp.QuoteMeta(t.Name)+"$"] = map[string]any{"bits": s.Bits, "group_size": s.GroupSize, "sym": s.Sym, "desc_act": s.DescAct}
			}
		}
		cf := "gptq_v2"
		if v == 1 {
			cf = "gptq"
		}
		qc := map[string]any{"quant_method": "gptq", "bits": global.Bits, "group_size": global.GroupSize, "sym": global.Sym,
			"desc_act": global.DescAct, "static_groups": false, "true_sequential": true, "damp_percent": 0.01,
			"checkpoint_format": cf, "pack_dtype": "int32"}
		if len(dynamic) > 0 {
			qc["dynamic"] = dynamic
		}
		return qc, nil
	case MethodAWQ:
		for _, t := range layers {
			if s := schemeOf(t); s != global {
				return nil, fmt.Errorf("tensor %q: %w: AWQ checkpoints have one scheme; this layer's differs", t.Name, core.ErrInvalidArgument)
			}
		}
		version := "gemm"
		if format == core.AWQ_GEMV {
			version = "gemv"
		}
		return map[string]any{"quant_method": "awq", "bits": global.Bits, "group_size": global.GroupSize,
			"zero_point": !global.Sym, "version": version, "modules_to_not_convert": nil}, nil
	}
	// compressed-tensors: one config group per scheme, the most common targeting "Linear".
	bySchema := map[Scheme][]string{}
	for _, t := range layers {
		s := schemeOf(t)
		if s != global {
			bySchema[s] = append(bySchema[s], t.Name)
		}
	}
	group := func(s Scheme, targets []string) map[string]any {
		w := map[string]any{"num_bits": s.Bits, "type": "int", "symmetric": s.Sym, "dynamic": false}
		if s.GroupSize == -1 {
			w["strategy"], w["group_size"] = "channel", nil
		} else {
			w["strategy"], w["group_size"] = "group", s.GroupSize
		}
		if s.DescAct {
			w["actorder"] = "group"
		}
		return map[string]any{"targets": targets, "weights": w, "input_activations": nil, "output_activations": nil}
	}
	groups := map[string]any{}
	schemes := make([]Scheme, 0, len(bySchema))
	for s := range bySchema {
		schemes = append(schemes, s)
	}
	sort.Slice(schemes, func(i, j int) bool { return bySchema[schemes[i]][0] < bySchema[schemes[j]][0] })
	for i, s := range schemes {
		targets := make([]string, len(bySchema[s]))
		for j, n := range bySchema[s] {
			targets[j] = "re:^" + regexp.QuoteMeta(n) + "$"
		}
		groups[fmt.Sprintf("group_%d", i)] = group(s, targets)
	}
	groups[fmt.Sprintf("group_%d", len(schemes))] = group(global, []string{"Linear"})
	return map[string]any{"quant_method": "compressed-tensors", "format": "pack-quantized", "config_groups": groups,
		"ignore": []string{}, "quantization_status": "compressed"}, nil
}

func writeJSON(path string, v any) error {
	b, err := sonic.ConfigStd.MarshalIndent(v, "", "  ")
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
