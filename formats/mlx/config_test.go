package mlx

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/formats/internal/hfdir"
	"github.com/lowbit/lowbit/internal/hostile"
)

func parse(t *testing.T, text string) (*Quantization, error) {
	t.Helper()
	p := filepath.Join(t.TempDir(), "config.json")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg, _, err := hfdir.ReadJSON(p)
	if err != nil {
		return nil, err
	}
	return ParseQuantization(p, cfg)
}

func TestParseQuantization(t *testing.T) {
	q, err := parse(t, `{"quantization": {"group_size": 32, "bits": 3, "mode": "affine", "quant_method": "mlx",
		"model.layers.0.mlp.down_proj": {"bits": 8},
		"model.layers.1.mlp.gate": {"group_size": 64, "bits": 8, "mode": "affine"},
		"model.layers.2.router": {"mode": "mxfp4"},
		"lm_head": false, "linear_class": "x"}}`)
	if err != nil {
		t.Fatal(err)
	}
	if q.Scheme != (Scheme{"affine", 3, 32}) || q.Key != "quantization" {
		t.Errorf("global %+v key %s", q.Scheme, q.Key)
	}
	// A layer entry is passed to to_quantized(**entry): missing mode → affine, missing sizes →
	// that mode's defaults (not the global block's).
	for path, want := range map[string]Scheme{
		"model.layers.0.mlp.down_proj": {"affine", 8, 64},
		"model.layers.1.mlp.gate":      {"affine", 8, 64},
		"model.layers.2.router":        {"mxfp4", 4, 32},
		"model.layers.9.other":         {"affine", 3, 32},
	} {
		if s, _, ok := q.For(path); !ok || s != want {
			t.Errorf("%s: %+v %v, want %+v", path, s, ok, want)
		}
	}
	if _, origin, ok := q.For("lm_head"); ok || !strings.Contains(origin, "false") {
		t.Errorf("lm_head: %v %s", ok, origin)
	}
	if len(q.Layers) != 4 {
		t.Errorf("layers %v", q.Layers)
	}

	// The alias, and older checkpoints without a mode.
	q, err = parse(t, `{"quantization_config": {"group_size": 128, "bits": 4}}`)
	if err != nil || q == nil || q.Scheme != (Scheme{"affine", 4, 128}) || q.Key != "quantization_config" {
		t.Errorf("alias: %+v %v", q, err)
	}
	// Another family's quantization_config is not MLX's.
	if q, err := parse(t, `{"quantization_config": {"quant_method": "gptq", "bits": 4}}`); q != nil || err != nil {
		t.Errorf("gptq block: %+v %v", q, err)
	}
	for _, bad := range []string{
		`{"quantization": {"group_size": 64, "bits": 4, "mode": "int3"}}`,
		`{"quantization": {"group_size": "64", "bits": 4}}`,
		`{"quantization": {"group_size": 64, "bits": 4, "a.b": true}}`,
		`{"quantization": [1]}`,
	} {
		if _, err := parse(t, bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

// FuzzParseQuantization parses fuzzed config.json text (in memory: the file read itself is
// trivial) into a quantization block and uses every scheme it holds. Seeds: the hostile MLX
// configs of internal/hostile (testdata/fuzz/FuzzParseQuantization). Errors must be classified
// and name the file.
func FuzzParseQuantization(f *testing.F) {
	f.Add(`{"quantization": {"group_size": 64, "bits": 4, "x.y": {"bits": 8, "mode": "nvfp4"}, "z": false}}`)
	f.Add(`{"quantization_config": {"bits": 2.0, "group_size": 1e2, "mode": null}}`)
	f.Fuzz(func(t *testing.T, text string) {
		const p = "/ckpt/config.json"
		cfg, err := hfdir.ParseJSON(p, []byte(text), ConfigKeys...)
		if err == nil {
			var q *Quantization
			q, err = ParseQuantization(p, cfg)
			if err == nil && q != nil {
				for path := range q.Layers {
					s, _, ok := q.For(path)
					if ok && (s.Bits <= 0 || s.Bits > 8 || s.GroupSize <= 0) {
						t.Fatalf("layer %q: scheme %+v accepted", path, s)
					}
				}
				if q.Bits <= 0 || q.Bits > 8 || q.GroupSize <= 0 {
					t.Fatalf("global scheme %+v accepted", q.Scheme)
				}
				Block(map[string]Scheme{"a": q.Scheme})
			}
		}
		if err != nil && (!hostile.Classified(err) || !strings.HasPrefix(err.Error(), p+": ")) {
			t.Fatalf("error without a class or the file name: %v", err)
		}
	})
}

func TestSeedCorpus(t *testing.T) {
	var seeds []hostile.Seed
	for _, c := range hostile.Configs() {
		if c.File == "config.json" {
			seeds = append(seeds, hostile.Seed{Name: c.Name, Vals: []any{c.Text}})
		}
	}
	hostile.CheckCorpus(t, "FuzzParseQuantization", seeds)
}
