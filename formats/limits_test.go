package formats

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gguf"
	"github.com/lowbit/lowbit/formats/mlx"
)

// Every family honours every limit of Options: the checkpoints of every part-based format (their
// config files and safetensors weights), a sharded mlx-lm checkpoint (its index and each shard)
// and a GGUF file. A limit just above what the file needs opens it; at what it needs minus one,
// the error names the limit.
func TestLimitsEveryFamily(t *testing.T) {
	type target struct{ name, path string }
	var targets []target
	for _, c := range checkpoints(t) {
		dir := t.TempDir()
		must(t, os.WriteFile(filepath.Join(dir, c.config), []byte(c.text), 0o644))
		must(t, os.WriteFile(filepath.Join(dir, "model.safetensors"), c.weights, 0o644))
		targets = append(targets, target{c.name, dir})
	}
	// Sharded: three shards and an index.
	af, _ := core.Lookup(core.MLX_AFFINE)
	var layers []*core.Tensor
	for i := range 3 {
		x, err := core.QuantizeParts(af, core.QuantParams{Bits: 4, GroupSize: 32}, "model.layers."+string(rune('0'+i))+".q", []int64{8, 64}, make([]float32, 512))
		must(t, err)
		layers = append(layers, x)
	}
	sharded := t.TempDir()
	must(t, mlx.Write(sharded, layers, mlx.WriteOptions{MaxShardBytes: 400}))
	if _, err := os.Stat(filepath.Join(sharded, "model.safetensors.index.json")); err != nil {
		t.Fatal("no index written: ", err)
	}
	targets = append(targets, target{"mlx_sharded", sharded})
	// GGUF.
	w := gguf.NewWriter()
	w.AddKV("general.name", core.Scalar("limits"))
	w.AddKV("a", core.Array([]uint32{1, 2, 3}))
	must(t, w.AddTensor("t", core.F32, []int64{2, 2}, make([]byte, 16)))
	must(t, w.AddTensor("u", core.F32, []int64{2}, make([]byte, 8)))
	ggufPath := filepath.Join(t.TempDir(), "m.gguf")
	must(t, w.WriteFile(ggufPath))
	targets = append(targets, target{"gguf", ggufPath})

	for _, tg := range targets {
		if m, err := Open(tg.path, Options{}); err != nil {
			t.Fatalf("%s: %v", tg.name, err)
		} else {
			m.Close()
		}
		for _, lim := range []struct {
			name string
			opts Options
		}{
			{"max_tensors", Options{GGUF: gguf.Limits{MaxTensors: 1}}},
			{"max_dims", Options{GGUF: gguf.Limits{MaxDims: 1}}},
			{"max_string_bytes", Options{GGUF: gguf.Limits{MaxStringLen: 3}}},
			{"max_header_bytes", Options{MaxHeaderBytes: 20}},
			{"max_config_bytes", Options{MaxConfigBytes: 20}},
			{"max_metadata", Options{GGUF: gguf.Limits{MaxKV: 1}}},
		} {
			m, err := Open(tg.path, lim.opts)
			if m != nil {
				m.Close()
			}
			skip := tg.name == "gguf" && (lim.name == "max_header_bytes" || lim.name == "max_config_bytes") ||
				lim.name == "max_metadata" && tg.name != "gguf" && tg.name != "mlx_sharded" // the others hold one entry
			if skip {
				continue
			}
			if err == nil {
				t.Errorf("%s: %s is not applied", tg.name, lim.name)
				continue
			}
			msg := err.Error()
			if !strings.Contains(msg, "limit") && !strings.Contains(msg, "at most") {
				t.Errorf("%s with %s: %v does not say which limit", tg.name, lim.name, err)
			}
		}
	}
}
