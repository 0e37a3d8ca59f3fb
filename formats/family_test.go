package formats

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gptq"
	"github.com/lowbit/lowbit/formats/mlx"
)

func TestOpenSniffsPartFamilies(t *testing.T) {
	af, _ := core.Lookup(core.MLX_AFFINE)
	src := make([]float32, 8*64)
	for i := range src {
		src[i] = float32(i%13) - 6
	}
	layer, err := core.QuantizeParts(af, core.QuantParams{Bits: 4, GroupSize: 32, Float: core.F16}, "model.layers.0.q_proj", []int64{8, 64}, src)
	if err != nil {
		t.Fatal(err)
	}
	mlxDir := t.TempDir()
	if err := mlx.Write(mlxDir, []*core.Tensor{layer}, mlx.WriteOptions{}); err != nil {
		t.Fatal(err)
	}
	c := gptq.Codes{Name: "model.layers.0.q_proj", Out: 8, In: 32, Bits: 4, GroupSize: -1, ScaleFormat: core.F16,
		Q: make([]uint8, 8*32), Scales: make([]float32, 8)}
	g, err := gptq.PackGPTQ(c, true)
	if err != nil {
		t.Fatal(err)
	}
	gptqDir := t.TempDir()
	if err := gptq.Write(gptqDir, []*core.Tensor{g}, gptq.WriteOptions{}); err != nil {
		t.Fatal(err)
	}
	plainDir := t.TempDir()
	if err := os.WriteFile(filepath.Join(plainDir, "config.json"), []byte(`{"model_type": "llama"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(filepath.Join(gptqDir, "model.safetensors"))
	os.WriteFile(filepath.Join(plainDir, "model.safetensors"), data, 0o644)

	for _, tc := range []struct {
		path string
		opts Options
		kind string
		has  string
	}{
		{mlxDir, Options{}, "mlx", "model.layers.0.q_proj"},
		{filepath.Join(mlxDir, "model.safetensors"), Options{}, "mlx", "model.layers.0.q_proj"},
		{filepath.Join(mlxDir, "model.safetensors.index.json"), Options{}, "mlx", "model.layers.0.q_proj"},
		{mlxDir, Options{Raw: true}, "safetensors", "model.layers.0.q_proj.scales"},
		{gptqDir, Options{}, "gptq", "model.layers.0.q_proj"},
		{gptqDir, Options{GPTQZeros: gptq.ZeroV1}, "gptq", "model.layers.0.q_proj"},
		{plainDir, Options{}, "safetensors", "model.layers.0.q_proj.qweight"},
	} {
		m, err := Open(tc.path, tc.opts)
		if err != nil {
			t.Errorf("%s: %v", tc.path, err)
			continue
		}
		if m.Kind != tc.kind {
			t.Errorf("%s: kind %s, want %s", tc.path, m.Kind, tc.kind)
		}
		x, err := m.Tensor(tc.has)
		if err != nil {
			t.Errorf("%s: %v", tc.path, err)
		} else if tc.kind != "safetensors" && !x.Format.IsParts() {
			t.Errorf("%s: %s is %s", tc.path, tc.has, x.Format)
		}
		if tc.opts.GPTQZeros == gptq.ZeroV1 && x != nil && x.Quant.ZeroOffset != 1 {
			t.Errorf("ZeroV1 not applied")
		}
		m.Close()
	}
}
