// Package gptq reads and writes GPTQ, AWQ and compressed-tensors ("pack-quantized") checkpoints:
// Hugging Face–style directories whose quantized linear layers are stored as packed int32 codes,
// zero points and scales (reference/mlx-gptq-awq.md §4–6).
//
// The reader groups each layer's stored tensors into one logical tensor named after the layer
// (model.layers.0.mlp.down_proj) of shape [out, in], with a core.GPTQ, core.AWQ_GEMM,
// core.AWQ_GEMV or core.CT_PACK_QUANTIZED format and the bits / group size / zero-point
// convention as parameters; the stored tensors stay in the model under their own names
// (core.Tensor.PartOf names their layer). Unquantized tensors stay plain.
package gptq

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/bytedance/sonic"
	"github.com/bytedance/sonic/ast"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/internal/hfdir"
)

// Methods (quant_method values) this package reads.
const (
	MethodGPTQ = "gptq"
	MethodAWQ  = "awq"
	MethodCT   = "compressed-tensors"
)

// Scheme is the quantization of one layer.
type Scheme struct {
	Bits      int
	GroupSize int  // as configured: −1 means per output channel (the whole row)
	Sym       bool // symmetric
	DescAct   bool // GPTQ act-order (g_idx is then non-monotonic); compressed-tensors actorder
	Skip      bool // the config leaves this layer unquantized
}

// Config is a checkpoint's quantization config.
type Config struct {
	File   string // the file it came from (quantize_config.json, quant_config.json or config.json)
	Method string // MethodGPTQ, MethodAWQ or MethodCT
	Scheme        // the global scheme
	// GPTQ: checkpoint_format (or format): "gptq" (v1, zero points stored minus one) or "gptq_v2".
	// AWQ: version: "gemm" or "gemv".
	Format       string
	StaticGroups bool
	// AWQ zero_point (false: symmetric, no qzeros).
	ZeroPoint bool

	dynamic []dynamicRule             // GPTQModel per-module overrides
	groups  []ctGroup                 // compressed-tensors config_groups
	ignore  []string                  // compressed-tensors ignore / AWQ modules_to_not_convert
	res     map[string]*regexp.Regexp // compressed-tensors "re:" targets, compiled once (nil: invalid)
}

// Caps on the regular expressions a config may ask lowbit to compile: each costs a few KiB, so a
// config of a million one-line rules would take gigabytes. Real configs have a handful.
const (
	MaxPatterns   = 1024 // dynamic rules, or compressed-tensors targets and ignore entries
	MaxPatternLen = 4096 // bytes of one pattern
)

type dynamicRule struct {
	re       *regexp.Regexp
	negative bool
	override map[string]any
}

type ctGroup struct {
	name     string
	targets  []string
	scheme   Scheme
	strategy string
}

// ConfigFiles are where a checkpoint's quantization config is looked for, in order.
var ConfigFiles = []string{"quantize_config.json", "quant_config.json", "config.json"}

// ReadConfig finds and parses dir's quantization config: quantize_config.json (AutoGPTQ,
// GPTQModel), quant_config.json (AutoAWQ, GPTQModel), else config.json's "quantization_config".
// It returns nil (no error) when none names a method of this package.
func ReadConfig(dir string) (*Config, error) { return ReadConfigLimit(dir, 0) }

// ReadConfigLimit is ReadConfig with a cap of maxConfigBytes on each file (0: the default).
func ReadConfigLimit(dir string, maxConfigBytes uint64) (*Config, error) {
	for _, name := range ConfigFiles {
		path := filepath.Join(dir, name)
		var keys []string // a standalone config file is read whole
		if name == "config.json" {
			keys = []string{"quantization_config"}
		}
		obj, raw, err := hfdir.ReadJSONLimit(path, maxConfigBytes, keys...)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		c, err := configFromFile(path, name, obj, raw)
		if err != nil || c != nil || name == "config.json" {
			return c, err
		}
	}
	return nil, nil
}

// configFromFile reads the config of one parsed file (obj, from the text raw) named name (one
// of ConfigFiles); nil, nil when it describes no method of this package.
func configFromFile(path, name string, obj map[string]any, raw []byte) (*Config, error) {
	if name == "config.json" {
		q, ok := obj["quantization_config"]
		if !ok {
			return nil, nil
		}
		if obj, ok = q.(map[string]any); !ok {
			return nil, fmt.Errorf("%s: %w: quantization_config is %s, not an object", path, core.ErrBadFile, hfdir.Describe(q))
		}
	}
	var keyPath []any
	if name == "config.json" {
		keyPath = []any{"quantization_config"}
	}
	return parseConfig(path, obj, name != "config.json", func(key string) []string {
		return orderedKeys(raw, append(keyPath, key)...)
	})
}

// parseConfig reads one config object. A standalone file (quantize_config.json) without a method
// is GPTQ, as AutoGPTQ wrote them before quant_method existed.
// order lists an object's keys in file order (GPTQModel's dynamic rules are tried in order).
func parseConfig(file string, obj map[string]any, standalone bool, order func(key string) []string) (*Config, error) {
	method := ""
	for _, k := range []string{"quant_method", "method"} {
		s, ok, err := hfdir.StringField(file, obj, k)
		if err != nil {
			return nil, err
		}
		if ok {
			method = strings.ToLower(s)
			break
		}
	}
	if method == "" && standalone {
		method = MethodGPTQ
		if _, ok := obj["w_bit"]; ok {
			method = MethodAWQ // AutoAWQ's quant_config.json
		}
	}
	c := &Config{File: file, Method: method}
	var err error
	switch method {
	case MethodGPTQ:
		err = c.parseGPTQ(obj, order("dynamic"))
	case MethodAWQ:
		err = c.parseAWQ(obj)
	case MethodCT:
		err = c.parseCT(obj)
	default:
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return c, nil
}

func (c *Config) bad(format string, args ...any) error {
	return fmt.Errorf("%s: %w: %s", c.File, core.ErrBadFile, fmt.Sprintf(format, args...))
}

// intKey reads the first present key of a list of aliases.
func (c *Config) intKey(obj map[string]any, def int, keys ...string) (int, error) {
	for _, k := range keys {
		v, ok, err := hfdir.IntField(c.File, obj, k)
		if err != nil || ok {
			return v, err
		}
	}
	return def, nil
}

func (c *Config) parseGPTQ(obj map[string]any, dynamicOrder []string) error {
	var err error
	if c.Bits, err = c.intKey(obj, 4, "bits"); err != nil {
		return err
	}
	if c.GroupSize, err = c.intKey(obj, 128, "group_size"); err != nil {
		return err
	}
	if c.Sym, err = hfdir.BoolField(c.File, obj, "sym", true); err != nil {
		return err
	}
	if c.DescAct, err = hfdir.BoolField(c.File, obj, "desc_act", false); err != nil {
		return err
	}
	if c.StaticGroups, err = hfdir.BoolField(c.File, obj, "static_groups", false); err != nil {
		return err
	}
	c.Format = "gptq"
	for _, k := range []string{"checkpoint_format", "format"} {
		s, ok, err := hfdir.StringField(c.File, obj, k)
		if err != nil {
			return err
		}
		if ok {
			c.Format = strings.ToLower(s)
			break
		}
	}
	switch c.Format {
	case "gptq", "gptq_v2":
	default:
		return fmt.Errorf("%s: %w: GPTQ checkpoint_format %q; lowbit reads \"gptq\" (v1) and \"gptq_v2\"", c.File, core.ErrUnsupported, c.Format)
	}
	if err := checkBits(c, c.Bits, 2, 3, 4, 8); err != nil {
		return err
	}
	if c.GroupSize == 0 || c.GroupSize < -1 {
		return c.bad("group_size %d: must be −1 or positive", c.GroupSize)
	}
	if d, ok := obj["dynamic"]; ok && d != nil {
		rules, isObj := d.(map[string]any)
		if !isObj {
			return c.bad("dynamic is %s, not an object", hfdir.Describe(d))
		}
		if len(rules) > MaxPatterns {
			return c.bad("dynamic has %d rules; lowbit reads at most %d", len(rules), MaxPatterns)
		}
		for _, pat := range dynamicOrder {
			v, ok := rules[pat]
			if !ok {
				continue
			}
			if len(pat) > MaxPatternLen {
				return c.bad("dynamic rule %.40q… is %d bytes long; lowbit reads patterns of at most %d", pat, len(pat), MaxPatternLen)
			}
			r := dynamicRule{}
			expr := pat
			switch {
			case strings.HasPrefix(pat, "-:"):
				r.negative, expr = true, pat[2:]
			case strings.HasPrefix(pat, "+:"):
				expr = pat[2:]
			}
			re, err := regexp.Compile(`^(?:` + expr + `)`)
			if err != nil {
				return c.bad("dynamic rule %q is not a regular expression lowbit can use: %v", pat, err)
			}
			r.re = re
			if o, ok := v.(map[string]any); ok {
				r.override = o
			}
			c.dynamic = append(c.dynamic, r)
		}
	}
	return nil
}

func (c *Config) parseAWQ(obj map[string]any) error {
	var err error
	if c.Bits, err = c.intKey(obj, 4, "bits", "w_bit"); err != nil {
		return err
	}
	if c.GroupSize, err = c.intKey(obj, 128, "group_size", "q_group_size"); err != nil {
		return err
	}
	if c.ZeroPoint, err = hfdir.BoolField(c.File, obj, "zero_point", true); err != nil {
		return err
	}
	c.Sym = !c.ZeroPoint
	c.Format = "gemm"
	for _, k := range []string{"version", "format"} {
		s, ok, err := hfdir.StringField(c.File, obj, k)
		if err != nil {
			return err
		}
		if ok {
			c.Format = strings.ToLower(s)
			break
		}
	}
	switch c.Format {
	case "gemm", "gemv":
	default:
		return fmt.Errorf("%s: %w: AWQ version %q; lowbit reads \"gemm\" and \"gemv\"", c.File, core.ErrUnsupported, c.Format)
	}
	if err := checkBits(c, c.Bits, 4); err != nil {
		return err
	}
	if c.GroupSize == 0 || c.GroupSize < -1 {
		return c.bad("group_size %d: must be −1 or positive", c.GroupSize)
	}
	if c.ignore, err = stringList(c.File, obj, "modules_to_not_convert"); err != nil {
		return err
	}
	if len(c.ignore) > MaxPatterns {
		return c.bad("modules_to_not_convert has %d entries; lowbit reads at most %d", len(c.ignore), MaxPatterns)
	}
	return nil
}

func (c *Config) parseCT(obj map[string]any) error {
	format, _, err := hfdir.StringField(c.File, obj, "format")
	if err != nil {
		return err
	}
	c.Format = format
	if c.ignore, err = stringList(c.File, obj, "ignore"); err != nil {
		return err
	}
	groups, ok := obj["config_groups"].(map[string]any)
	if !ok {
		return c.bad("compressed-tensors config has no config_groups object")
	}
	names := make([]string, 0, len(groups))
	for n := range groups {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		g, ok := groups[name].(map[string]any)
		if !ok {
			return c.bad("config_groups[%q] is %s, not an object", name, hfdir.Describe(groups[name]))
		}
		gf, hasFormat, err := hfdir.StringField(c.File, g, "format")
		if err != nil {
			return err
		}
		if !hasFormat {
			gf = format
		}
		if gf != "pack-quantized" {
			return fmt.Errorf("%s: %w: compressed-tensors format %q (config group %q); lowbit reads \"pack-quantized\"", c.File, core.ErrUnsupported, gf, name)
		}
		w, ok := g["weights"].(map[string]any)
		if !ok {
			return c.bad("config_groups[%q] has no weights object", name)
		}
		cg := ctGroup{name: name}
		if cg.targets, err = stringList(c.File, g, "targets"); err != nil {
			return err
		}
		if cg.scheme.Bits, err = c.intKey(w, 4, "num_bits"); err != nil {
			return err
		}
		typ, _, err := hfdir.StringField(c.File, w, "type")
		if err != nil {
			return err
		}
		if typ != "" && typ != "int" {
			return fmt.Errorf("%s: %w: config_groups[%q] weights type %q; pack-quantized holds int codes", c.File, core.ErrUnsupported, name, typ)
		}
		if cg.scheme.Sym, err = hfdir.BoolField(c.File, w, "symmetric", true); err != nil {
			return err
		}
		if cg.strategy, _, err = hfdir.StringField(c.File, w, "strategy"); err != nil {
			return err
		}
		switch cg.strategy {
		case "group":
			if cg.scheme.GroupSize, err = c.intKey(w, 0, "group_size"); err != nil {
				return err
			}
			if cg.scheme.GroupSize <= 0 {
				return c.bad("config_groups[%q]: strategy group needs a positive group_size", name)
			}
		case "channel":
			cg.scheme.GroupSize = -1
		default:
			return fmt.Errorf("%s: %w: config_groups[%q] strategy %q; lowbit reads group and channel", c.File, core.ErrUnsupported, name, cg.strategy)
		}
		if err := checkBits(c, cg.scheme.Bits, 2, 4, 8); err != nil {
			return err
		}
		if ao, ok := w["actorder"]; ok && ao != nil && ao != false {
			cg.scheme.DescAct = true
		}
		c.groups = append(c.groups, cg)
	}
	if len(c.groups) == 0 {
		return c.bad("compressed-tensors config_groups is empty")
	}
	patterns := append([]string(nil), c.ignore...)
	for _, g := range c.groups {
		patterns = append(patterns, g.targets...)
	}
	if len(patterns) > MaxPatterns {
		return c.bad("config_groups targets and ignore hold %d patterns; lowbit reads at most %d", len(patterns), MaxPatterns)
	}
	c.res = map[string]*regexp.Regexp{}
	for _, p := range patterns {
		expr, ok := strings.CutPrefix(p, "re:")
		if !ok {
			continue
		}
		if len(p) > MaxPatternLen {
			return c.bad("target %.40q… is %d bytes long; lowbit reads patterns of at most %d", p, len(p), MaxPatternLen)
		}
		if _, done := c.res[p]; !done {
			re, err := regexp.Compile(`^(?:` + expr + `)`)
			if err != nil {
				re = nil // as compressed-tensors' re.match would fail: the target matches nothing
			}
			c.res[p] = re
		}
	}
	c.Scheme = c.groups[0].scheme
	c.Format = "pack-quantized"
	return nil
}

func checkBits(c *Config, bits int, allowed ...int) error {
	for _, a := range allowed {
		if bits == a {
			return nil
		}
	}
	return fmt.Errorf("%s: %w: %s with %d bits; lowbit reads %v", c.File, core.ErrUnsupported, c.Method, bits, allowed)
}

func stringList(file string, obj map[string]any, key string) ([]string, error) {
	v, ok := obj[key]
	if !ok || v == nil {
		return nil, nil
	}
	arr, isArr := v.([]any)
	if !isArr {
		return nil, fmt.Errorf("%s: %w: %q is %s, not a list of strings", file, core.ErrBadFile, key, hfdir.Describe(v))
	}
	out := make([]string, len(arr))
	for i, e := range arr {
		s, isStr := e.(string)
		if !isStr {
			return nil, fmt.Errorf("%s: %w: %q[%d] is %s, not a string", file, core.ErrBadFile, key, i, hfdir.Describe(e))
		}
		out[i] = s
	}
	return out, nil
}

// For returns a layer's scheme: GPTQModel's dynamic rules (a "-:" rule leaves the layer
// unquantized, the first other matching rule overrides bits / group_size / sym / desc_act),
// compressed-tensors' config groups (the first group whose targets match) and ignore list.
func (c *Config) For(path string) (Scheme, error) {
	s := c.Scheme
	switch c.Method {
	case MethodGPTQ:
		for _, r := range c.dynamic {
			if !r.re.MatchString(path) {
				continue
			}
			if r.negative {
				s.Skip = true
				return s, nil
			}
			var err error
			if s.Bits, err = c.intKey(r.override, s.Bits, "bits"); err != nil {
				return s, err
			}
			if s.GroupSize, err = c.intKey(r.override, s.GroupSize, "group_size"); err != nil {
				return s, err
			}
			if s.Sym, err = hfdir.BoolField(c.File, r.override, "sym", s.Sym); err != nil {
				return s, err
			}
			if s.DescAct, err = hfdir.BoolField(c.File, r.override, "desc_act", s.DescAct); err != nil {
				return s, err
			}
			return s, checkBits(c, s.Bits, 2, 3, 4, 8)
		}
	case MethodAWQ:
		for _, m := range c.ignore {
			if path == m || strings.HasSuffix(path, "."+m) || strings.Contains(path+".", "."+m+".") {
				s.Skip = true
			}
		}
	case MethodCT:
		for _, ig := range c.ignore {
			if c.targetMatches(ig, path) {
				s.Skip = true
				return s, nil
			}
		}
		for _, g := range c.groups {
			for _, tg := range g.targets {
				if c.targetMatches(tg, path) {
					return g.scheme, nil
				}
			}
		}
		// Targets that name module classes ("Linear") cannot be matched without the model: the
		// first group with such a target (or the only group) applies to every other packed layer.
		for _, g := range c.groups {
			for _, tg := range g.targets {
				if !strings.HasPrefix(tg, "re:") && !strings.Contains(tg, ".") {
					return g.scheme, nil
				}
			}
		}
		if len(c.groups) == 1 {
			return c.groups[0].scheme, nil
		}
		return s, fmt.Errorf("%s: %w: no config group targets layer %q", c.File, core.ErrBadFile, path)
	}
	return s, nil
}

// targetMatches is compressed-tensors' is_match for names: "re:<regex>" (re.match) or the exact
// module name (or a dotted suffix of it). Class-name targets ("Linear") match nothing here.
func (c *Config) targetMatches(target, path string) bool {
	if strings.HasPrefix(target, "re:") {
		re := c.res[target] // compiled by parseCT
		return re != nil && re.MatchString(path)
	}
	return target == path || strings.HasSuffix(path, "."+target)
}

// orderedKeys lists the keys of the object at path inside raw, in file order.
func orderedKeys(raw []byte, path ...any) []string {
	node, err := sonic.Get(raw, path...)
	if err != nil {
		return nil
	}
	it, err := node.Properties()
	if err != nil {
		return nil
	}
	var keys []string
	var p ast.Pair
	for it.Next(&p) {
		keys = append(keys, p.Key)
	}
	return keys
}
