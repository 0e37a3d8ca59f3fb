package gptq

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/formats/internal/hfdir"
	"github.com/lowbit/lowbit/internal/hostile"
)

func readConfig(t *testing.T, files map[string]string) (*Config, error) {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return ReadConfig(dir)
}

func TestReadConfig(t *testing.T) {
	// GPTQModel: newest keys, dynamic rules applied in file order.
	c, err := readConfig(t, map[string]string{"quantize_config.json": `{"bits": 4, "group_size": 128, "sym": false,
		"desc_act": true, "method": "gptq", "format": "gptq_v2",
		"dynamic": {"-:.*\\.mlp\\.gate$": {}, "+:.*down_proj": {"bits": 8, "group_size": 32}, ".*proj": {"bits": 2}}}`})
	if err != nil {
		t.Fatal(err)
	}
	if c.Method != MethodGPTQ || c.Format != "gptq_v2" || c.Bits != 4 || c.GroupSize != 128 || c.Sym || !c.DescAct {
		t.Errorf("%+v", c)
	}
	for path, want := range map[string]Scheme{
		"model.layers.0.mlp.down_proj": {Bits: 8, GroupSize: 32, DescAct: true},
		"model.layers.0.mlp.up_proj":   {Bits: 2, GroupSize: 128, DescAct: true},
		"model.layers.0.mlp.gate":      {Bits: 4, GroupSize: 128, DescAct: true, Skip: true},
		"lm_head":                      {Bits: 4, GroupSize: 128, DescAct: true},
	} {
		if s, err := c.For(path); err != nil || s != want {
			t.Errorf("%s: %+v %v, want %+v", path, s, err, want)
		}
	}
	// AutoGPTQ: checkpoint_format absent means v1; quant_config.json of AutoAWQ; transformers'
	// config.json block.
	if c, err := readConfig(t, map[string]string{"quantize_config.json": `{"bits": 3, "group_size": -1}`}); err != nil || c.Format != "gptq" || c.GroupSize != -1 || !c.Sym {
		t.Errorf("autogptq: %+v %v", c, err)
	}
	if c, err := readConfig(t, map[string]string{"quant_config.json": `{"zero_point": true, "q_group_size": 64, "w_bit": 4, "version": "GEMV"}`}); err != nil || c.Method != MethodAWQ || c.Format != "gemv" || c.GroupSize != 64 {
		t.Errorf("autoawq: %+v %v", c, err)
	}
	if c, err := readConfig(t, map[string]string{"config.json": `{"quantization_config": {"quant_method": "awq", "bits": 4, "group_size": 128, "zero_point": false, "version": "gemm", "modules_to_not_convert": ["gate"]}}`}); err != nil || c.ZeroPoint || !c.Sym {
		t.Errorf("awq config.json: %+v %v", c, err)
	} else if s, _ := c.For("model.layers.0.mlp.gate"); !s.Skip {
		t.Errorf("modules_to_not_convert not applied")
	}
	if c, err := readConfig(t, map[string]string{"config.json": `{"model_type": "llama"}`}); c != nil || err != nil {
		t.Errorf("plain: %+v %v", c, err)
	}
	for _, bad := range []string{
		`{"bits": 5, "group_size": 128}`,
		`{"bits": 4, "group_size": 0}`,
		`{"bits": 4, "checkpoint_format": "marlin"}`,
		`{"bits": 4, "dynamic": {"+:(": {}}}`,
		`{"bits": "4"}`,
	} {
		if _, err := readConfig(t, map[string]string{"quantize_config.json": bad}); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
	// compressed-tensors: groups by target, ignore.
	c, err = readConfig(t, map[string]string{"config.json": `{"quantization_config": {"quant_method": "compressed-tensors", "format": "pack-quantized",
		"ignore": ["lm_head", "re:.*mlp\\.gate$"],
		"config_groups": {"group_1": {"targets": ["re:.*down_proj$"], "weights": {"num_bits": 8, "type": "int", "symmetric": true, "strategy": "channel"}},
		                  "group_0": {"targets": ["Linear"], "weights": {"num_bits": 4, "type": "int", "symmetric": false, "strategy": "group", "group_size": 32, "actorder": "group"}}}}}`})
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]Scheme{
		"model.layers.0.mlp.down_proj": {Bits: 8, GroupSize: -1, Sym: true},
		"model.layers.0.mlp.up_proj":   {Bits: 4, GroupSize: 32, DescAct: true},
	} {
		if s, err := c.For(path); err != nil || s != want {
			t.Errorf("%s: %+v %v, want %+v", path, s, err, want)
		}
	}
	if s, _ := c.For("model.layers.3.mlp.gate"); !s.Skip {
		t.Error("ignore regex not applied")
	}
}

// FuzzReadConfig parses fuzzed text as each config file (in memory) and asks for the scheme of
// a few layers. Seeds: the hostile GPTQ / AWQ / compressed-tensors configs of internal/hostile
// (testdata/fuzz/FuzzReadConfig). Errors must be classified and name the file; schemes handed
// out must have bits lowbit reads and a usable group size.
func FuzzReadConfig(f *testing.F) {
	f.Add("quantize_config.json", `{"bits": 4, "group_size": 128, "dynamic": {"-:a": {}, "b": {"bits": 8}}}`)
	f.Add("config.json", `{"quantization_config": {"quant_method": "compressed-tensors", "config_groups": {"g": {"targets": ["re:x"], "weights": {"num_bits": 4, "strategy": "group", "group_size": 8}}}}}`)
	f.Add("quant_config.json", `{"w_bit": 4, "version": "gemv"}`)
	f.Fuzz(func(t *testing.T, name, text string) {
		if name != "config.json" && name != "quantize_config.json" && name != "quant_config.json" {
			return
		}
		p := "/ckpt/" + name
		var keys []string
		if name == "config.json" {
			keys = []string{"quantization_config"}
		}
		obj, err := hfdir.ParseJSON(p, []byte(text), keys...)
		var c *Config
		if err == nil {
			c, err = configFromFile(p, name, obj, []byte(text))
		}
		if err != nil {
			if !hostile.Classified(err) || !strings.HasPrefix(err.Error(), p+": ") {
				t.Fatalf("error without a class or the file name: %v", err)
			}
			return
		}
		if c == nil {
			return
		}
		for _, layer := range []string{"model.layers.0.mlp.down_proj", "lm_head", "a", "b.c"} {
			s, err := c.For(layer)
			if err != nil {
				if !hostile.Classified(err) {
					t.Fatalf("For(%q): error of no class: %v", layer, err)
				}
				continue
			}
			if !s.Skip && (s.Bits < 2 || s.Bits > 8 || s.GroupSize == 0 || s.GroupSize < -1) {
				t.Fatalf("For(%q): scheme %+v", layer, s)
			}
		}
	})
}

func TestSeedCorpus(t *testing.T) {
	var seeds []hostile.Seed
	for _, c := range hostile.Configs() {
		if c.Name == "json_deep" || strings.HasPrefix(c.Name, "mlx_") {
			continue
		}
		seeds = append(seeds, hostile.Seed{Name: c.Name, Vals: []any{c.File, c.Text}})
	}
	hostile.CheckCorpus(t, "FuzzReadConfig", seeds)
}
