package gptq

import (
	"encoding/binary"
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

// ZeroMode says how GPTQ zero points are read.
type ZeroMode int

const (
	// ZeroAuto follows checkpoint_format, except where the stored zeros contradict it: a
	// symmetric checkpoint labelled "gptq" (v1) whose every stored zero is 2^(bits−1) holds v2
	// zeros (GPTQModel ≥ 5 wrote such files, vllm#38966) and is read as v2; one labelled
	// "gptq_v2" whose every stored zero is 2^(bits−1)−1 is read as v1. The model's metadata says
	// what was found ("gptq.zero_points", "gptq.zero_points_note").
	ZeroAuto       ZeroMode = iota
	ZeroAsLabelled          // trust checkpoint_format
	ZeroV1                  // read every zero as v1: stored + 1
	ZeroV2                  // read every zero as stored
)

// Options tune Open; zero fields take the defaults.
type Options struct {
	Weights        safetensors.Options // limits of the safetensors weights (header size, tensors, dims, …)
	MaxConfigBytes uint64              // limit of each config file (0: hfdir.MaxConfigBytes)
	Zeros          ZeroMode
}

// Sniff reports whether dir holds a GPTQ, AWQ or compressed-tensors checkpoint (by its config).
func Sniff(dir string) bool { return SniffLimit(dir, 0) }

// SniffLimit is Sniff reading config files with a cap of maxConfigBytes (0: the default). It
// decides as ReadConfig would (a config naming one of this package's methods, or one ReadConfig
// would report an error for) without decoding the files: Open reads them again, and decoding
// twice would double what a hostile config costs.
func SniffLimit(dir string, maxConfigBytes uint64) bool {
	for _, name := range ConfigFiles {
		raw, err := hfdir.ReadRaw(filepath.Join(dir, name), maxConfigBytes)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return true // ReadConfig's error to report
		}
		root, ok := hfdir.Lookup(raw)
		if !ok {
			return true
		}
		if name == "config.json" {
			q := root.Get("quantization_config")
			if q == nil || !q.Exists() {
				return false
			}
			if q.Type() != ast.V_OBJECT {
				return true
			}
			root = *q
		}
		method := ""
		for _, k := range []string{"quant_method", "method"} {
			m := root.Get(k)
			if m == nil || !m.Exists() || m.Type() == ast.V_NULL {
				continue
			}
			s, err := m.StrictString()
			if err != nil {
				return true // not a string: an error to report
			}
			method = strings.ToLower(s)
			break
		}
		switch {
		case method == "" && name != "config.json":
			return true // AutoGPTQ's quantize_config.json before quant_method existed, or AutoAWQ's
		case method == MethodGPTQ || method == MethodAWQ || method == MethodCT:
			return true
		case name == "config.json":
			return false
		}
	}
	return false
}

// Open opens a checkpoint directory (or one of its .safetensors files or its index): the config
// (ReadConfig), the weights (the index, else model*.safetensors), every quantized layer grouped
// and validated. Inconsistencies are errors naming the file and the tensor.
func Open(path string, opts Options) (*core.Model, error) {
	loc, err := hfdir.Locate(path)
	if err != nil {
		return nil, err
	}
	cfg, err := ReadConfigLimit(loc.Dir, opts.MaxConfigBytes)
	if err != nil {
		return nil, err
	}
	if cfg == nil {
		return nil, fmt.Errorf("%s: %w: no GPTQ, AWQ or compressed-tensors quantization config (%s)", loc.Dir, core.ErrNotFound, strings.Join(ConfigFiles, ", "))
	}
	weights, err := hfdir.OpenWeights(loc, opts.Weights)
	if err != nil {
		return nil, err
	}
	// group reads a few stored bytes (zero points, weight_shape) of the mapped weights.
	var (
		list  []*core.Tensor
		extra []core.KV
	)
	err = core.GuardMapped("reading the quantized layers' zero points and shapes", func() (err error) {
		list, extra, err = group(weights.Tensors, cfg, opts)
		return err
	})
	if err != nil {
		weights.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	m, err := hfdir.Assemble(path, cfg.Method, weights, list, extra)
	if err != nil {
		weights.Close()
		return nil, err
	}
	return m, nil
}

// roles of each method's stored tensors, the first being the packed codes that mark a layer.
var roles = map[string][]string{
	MethodGPTQ: {core.RoleQWeight, core.RoleQZeros, core.RoleScales, core.RoleGIdx, core.RoleBias},
	MethodAWQ:  {core.RoleQWeight, core.RoleQZeros, core.RoleScales, core.RoleBias},
	MethodCT:   {core.RolePacked, core.RoleScale, core.RoleZeroPoint, core.RoleGIdxCT, core.RoleShape, core.RoleBias},
}

// group builds the logical tensors and the model list (see mlx.Group for the order).
func group(tensors []*core.Tensor, cfg *Config, opts Options) ([]*core.Tensor, []core.KV, error) {
	byName := make(map[string]*core.Tensor, len(tensors))
	for _, t := range tensors {
		byName[t.Name] = t
	}
	rs := roles[cfg.Method]
	var paths []string
	for _, t := range tensors {
		if p, ok := strings.CutSuffix(t.Name, "."+rs[0]); ok {
			paths = append(paths, p)
		}
	}
	sort.Strings(paths)
	layers := map[string]*core.Tensor{}
	for _, path := range paths {
		s, err := cfg.For(path)
		if err != nil {
			return nil, nil, err
		}
		if s.Skip {
			return nil, nil, fmt.Errorf("tensor %q: %w: %s leaves the layer unquantized, but %s.%s exists", path, core.ErrBadFile, cfg.File, path, rs[0])
		}
		lt, err := layer(path, byName, rs, cfg, s)
		if err != nil {
			return nil, nil, err
		}
		layers[path] = lt
	}
	extra := []core.KV{
		{Key: "quantization.method", Value: core.Scalar(cfg.Method)},
		{Key: "quantization.bits", Value: core.Scalar(uint32(cfg.Bits))},
		{Key: "quantization.group_size", Value: core.Scalar(int32(cfg.GroupSize))},
		{Key: "quantization.sym", Value: core.Scalar(cfg.Sym)},
		{Key: "quantization.format", Value: core.Scalar(cfg.Format)},
		{Key: "quantization.config_file", Value: core.Scalar(cfg.File)},
	}
	if cfg.Method == MethodGPTQ {
		kv, err := settleZeros(layers, paths, cfg, opts.Zeros)
		if err != nil {
			return nil, nil, err
		}
		extra = append(extra, kv...)
	}

	list := make([]*core.Tensor, 0, len(tensors)+len(layers))
	emitted := map[string]bool{}
	for _, t := range tensors {
		for _, role := range rs {
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
	return list, extra, nil
}

// layer builds and validates one logical tensor.
func layer(path string, byName map[string]*core.Tensor, rs []string, cfg *Config, s Scheme) (*core.Tensor, error) {
	codes := byName[path+"."+rs[0]]
	t := &core.Tensor{Name: path, File: codes.File, Offset: codes.Offset,
		Quant: core.QuantParams{Bits: s.Bits, Sym: s.Sym, ActOrder: s.DescAct}}
	for _, role := range rs {
		if p := byName[path+"."+role]; p != nil {
			t.Parts = append(t.Parts, core.Part{Role: role, Tensor: p})
		}
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: tensor %q: %w: %s", codes.File, path, core.ErrBadFile, fmt.Sprintf(format, args...))
	}
	if len(codes.Shape) != 2 {
		return nil, bad("%s has shape %v, not 2-D", codes.Name, codes.Shape)
	}
	r, c := codes.Shape[0], codes.Shape[1]
	var n, k int64
	switch cfg.Method {
	case MethodGPTQ:
		t.Format, _ = core.Lookup(core.GPTQ)
		n, k = c, r*32/int64(s.Bits)
		if cfg.Format == "gptq" {
			t.Quant.ZeroOffset = 1
		}
	case MethodAWQ:
		if cfg.Format == "gemv" {
			t.Format, _ = core.Lookup(core.AWQ_GEMV)
			n, k = r, c*8
		} else {
			t.Format, _ = core.Lookup(core.AWQ_GEMM)
			n, k = c*8, r
		}
		if cfg.Format == "gemm" && !cfg.ZeroPoint && byName[path+"."+core.RoleQZeros] != nil {
			return nil, bad("%s says zero_point false, but %s.qzeros exists", cfg.File, path)
		}
		if cfg.ZeroPoint && byName[path+"."+core.RoleQZeros] == nil {
			return nil, bad("%s.qzeros is missing (zero_point is true)", path)
		}
	case MethodCT:
		t.Format, _ = core.Lookup(core.CT_PACK_QUANTIZED)
		n, k = r, c*int64(32/s.Bits)
		if ws := byName[path+"."+core.RoleShape]; ws != nil && ws.Elements() == 2 && len(ws.Data) >= 8 {
			switch ws.Format.ID {
			case core.I32:
				n, k = int64(int32(binary.LittleEndian.Uint32(ws.Data))), int64(int32(binary.LittleEndian.Uint32(ws.Data[4:])))
			case core.I64:
				n, k = int64(binary.LittleEndian.Uint64(ws.Data)), int64(binary.LittleEndian.Uint64(ws.Data[8:]))
			}
		}
		if !s.Sym && byName[path+"."+core.RoleZeroPoint] == nil {
			return nil, bad("%s.weight_zero_point is missing (the config group is asymmetric)", path)
		}
		if s.Sym && byName[path+"."+core.RoleZeroPoint] != nil {
			return nil, bad("%s.weight_zero_point exists, but the config group is symmetric", path)
		}
	}
	if n < 0 || k < 0 {
		return nil, bad("negative shape [%d %d]", n, k)
	}
	t.Shape = []int64{n, k}
	t.Quant.GroupSize = s.GroupSize
	if s.GroupSize == -1 {
		t.Quant.GroupSize = int(k)
	}
	if s.GroupSize == -1 && k == 0 {
		t.Quant.GroupSize = 1
	}
	if err := core.CheckParts(t); err != nil {
		return nil, fmt.Errorf("%w (%d-bit, group_size %d, from %s)", err, s.Bits, s.GroupSize, cfg.File)
	}
	return t, nil
}

// settleZeros applies the zero-point convention to every GPTQ layer (see ZeroMode) and returns
// the metadata that reports it.
func settleZeros(layers map[string]*core.Tensor, paths []string, cfg *Config, mode ZeroMode) ([]core.KV, error) {
	labelled := "v1"
	if cfg.Format == "gptq_v2" {
		labelled = "v2"
	}
	read, note := labelled, ""
	switch mode {
	case ZeroV1:
		read, note = "v1", "forced by the caller"
	case ZeroV2:
		read, note = "v2", "forced by the caller"
	case ZeroAuto:
		if found, ok := detectZeros(layers, paths); ok && found != labelled {
			read = found
			note = fmt.Sprintf("%s says checkpoint_format %q (%s), but every stored zero point of the symmetric layers is %s, the %s convention: read as %s",
				cfg.File, cfg.Format, labelled, map[string]string{"v1": "2^(bits-1)-1", "v2": "2^(bits-1)"}[found], found, found)
		} else if ok {
			note = "the stored zero points confirm " + labelled
		} else {
			note = "the stored zero points cannot confirm the label (asymmetric or mixed); read as labelled"
		}
	}
	for _, t := range layers {
		t.Quant.ZeroOffset = 0
		if read == "v1" {
			t.Quant.ZeroOffset = 1
		}
	}
	kv := []core.KV{{Key: "gptq.checkpoint_format", Value: core.Scalar(cfg.Format)}, {Key: "gptq.zero_points", Value: core.Scalar(read)}}
	if note != "" {
		kv = append(kv, core.KV{Key: "gptq.zero_points_note", Value: core.Scalar(note)})
	}
	return kv, nil
}

// detectZeros looks at the stored zeros of the symmetric GPTQ layers: all 2^(bits−1) means v2,
// all 2^(bits−1)−1 means v1; anything else (or no symmetric layer) decides nothing.
func detectZeros(layers map[string]*core.Tensor, paths []string) (string, bool) {
	v1, v2, seen := true, true, false
	for _, p := range paths {
		t := layers[p]
		if !t.Quant.Sym {
			continue
		}
		seen = true
		bits := t.Quant.Bits
		mid := uint32(1) << (bits - 1)
		all := func(want uint32) bool { return ZerosAll(t, want) }
		v2 = v2 && all(mid)
		v1 = v1 && all(mid-1)
		if !v1 && !v2 {
			return "", false
		}
	}
	switch {
	case !seen:
		return "", false
	case v2 && !v1:
		return "v2", true
	case v1 && !v2:
		return "v1", true
	}
	return "", false
}

// ZerosAll reports whether every stored zero point of a GPTQ layer equals want.
func ZerosAll(t *core.Tensor, want uint32) bool {
	qz := t.Part(core.RoleQZeros)
	if qz == nil {
		return false
	}
	bits := uint(t.Quant.Bits)
	n := t.Shape[0]
	groups := qz.Shape[0]
	rowBytes := n * int64(bits) / 8
	for g := range groups {
		row := qz.Data[g*rowBytes : (g+1)*rowBytes]
		for i := range n {
			pos := i * int64(bits)
			v := uint32(row[pos/8]) >> (pos % 8)
			if pos%8+int64(bits) > 8 {
				v |= uint32(row[pos/8+1]) << (8 - pos%8)
			}
			if v&(1<<bits-1) != want {
				return false
			}
		}
	}
	return true
}
