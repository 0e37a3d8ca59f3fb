package formats

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gptq"
	"github.com/lowbit/lowbit/formats/mlx"
	"github.com/lowbit/lowbit/internal/hostile"
)

// configNames are the config files FuzzOpen writes, by the low bits of its selector.
var configNames = []string{"config.json", "quantize_config.json", "quant_config.json", ""}

// checkpoint is a small valid checkpoint of one family: one config file and model.safetensors.
type checkpoint struct {
	name    string
	family  string // "mlx", "gptq", "awq", "ct"
	config  string // file name
	text    string
	weights []byte
}

// checkpoints writes one small checkpoint of every part-based format with lowbit's writers and
// reads the files back. Each has a quantized layer named model.layers.0.mlp.up_proj (8×64) and a
// plain F16 tensor.
func checkpoints(t testing.TB) []checkpoint {
	t.Helper()
	const layer = "model.layers.0.mlp.up_proj"
	src := make([]float32, 8*64)
	for i := range src {
		src[i] = float32(i%29)/7 - 2
	}
	f16, _ := core.Lookup(core.F16)
	norm := &core.Tensor{Name: "model.norm.weight", Format: f16, Shape: []int64{64}, Data: make([]byte, 128)}
	var out []checkpoint
	read := func(name, family, dir, config string) {
		text, err := os.ReadFile(filepath.Join(dir, config))
		if err != nil {
			t.Fatal(err)
		}
		weights, err := os.ReadFile(filepath.Join(dir, "model.safetensors"))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, checkpoint{name, family, config, string(text), weights})
	}
	for _, tc := range []struct {
		id   core.FormatID
		q    core.QuantParams
		name string
	}{
		{core.MLX_AFFINE, core.QuantParams{Bits: 4, GroupSize: 32, Float: core.F16}, "mlx_affine_4bit"},
		{core.MLX_AFFINE, core.QuantParams{Bits: 3, GroupSize: 64, Float: core.BF16}, "mlx_affine_3bit"},
		{core.MLX_MXFP4, core.QuantParams{}, "mlx_mxfp4"},
		{core.MLX_NVFP4, core.QuantParams{GlobalScale: 0.5}, "mlx_nvfp4"},
		{core.MLX_MXFP8, core.QuantParams{}, "mlx_mxfp8"},
	} {
		fm, _ := core.Lookup(tc.id)
		x, err := core.QuantizeParts(fm, tc.q, layer, []int64{8, 64}, src)
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		if err := mlx.Write(dir, []*core.Tensor{x, norm}, mlx.WriteOptions{}); err != nil {
			t.Fatal(err)
		}
		read(tc.name, "mlx", dir, "config.json")
	}
	q := make([]uint8, 8*64)
	zeros := make([]uint8, 8*2)
	scales := make([]float32, 8*2)
	gidx := make([]int32, 64)
	for i := range q {
		q[i] = uint8(i*7) % 16
	}
	for i := range zeros {
		zeros[i], scales[i] = uint8(1+i%15), float32(i+1)/16
	}
	for i := range gidx {
		gidx[i] = int32(i*7) % 2
	}
	for _, tc := range []struct {
		id     core.FormatID
		v1     bool
		sym    bool
		gidx   bool
		name   string
		family string
		config string
	}{
		{core.GPTQ, true, false, true, "gptq_v1_actorder", "gptq", "quantize_config.json"},
		{core.GPTQ, false, true, false, "gptq_v2_sym", "gptq", "config.json"},
		{core.AWQ_GEMM, false, false, false, "awq_gemm", "awq", "config.json"},
		{core.AWQ_GEMV, false, false, false, "awq_gemv", "awq", "config.json"},
		{core.CT_PACK_QUANTIZED, false, false, true, "ct_pack_quantized", "ct", "config.json"},
	} {
		c := gptq.Codes{Name: layer, Out: 8, In: 64, Bits: 4, GroupSize: 32, Q: q, Scales: scales, ScaleFormat: core.F16}
		if !tc.sym {
			c.Zeros = zeros
		}
		if tc.gidx {
			c.GIdx = gidx
		}
		x, err := gptq.Pack(tc.id, c, tc.v1)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		dir := t.TempDir()
		if err := gptq.Write(dir, []*core.Tensor{x, norm}, gptq.WriteOptions{}); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		read(tc.name, tc.family, dir, tc.config)
	}
	return out
}

// openFuzz writes a checkpoint directory from the fuzz inputs into dir (a fresh one when "")
// and opens it.
func openFuzz(t *testing.T, dir string, sel byte, config string, weights []byte) (string, error) {
	if dir == "" {
		dir = t.TempDir()
	}
	for _, name := range configNames[:3] {
		os.Remove(filepath.Join(dir, name))
	}
	if name := configNames[sel&3]; name != "" {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(config), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "model.safetensors"), weights, 0o644); err != nil {
		t.Fatal(err)
	}
	path := dir
	if sel&4 != 0 {
		path = filepath.Join(dir, "model.safetensors")
	}
	opts := Options{Raw: sel&8 != 0, GPTQZeros: gptq.ZeroMode(sel >> 4 & 3)}
	m, err := Open(path, opts)
	if err != nil {
		return dir, err
	}
	defer m.Close()
	if err := hostile.CheckModel(m, 1<<12); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return dir, nil
}

// FuzzOpen runs the whole Open path — directory sniffing, config parsing, the safetensors reader
// and the MLX / GPTQ / AWQ / compressed-tensors grouping — on a directory holding a fuzzed
// config file (config.json, quantize_config.json, quant_config.json or none, by sel's low bits)
// and a fuzzed model.safetensors, opened as a directory or by its file (sel bit 2), raw or not
// (bit 3), with each GPTQ zero-point mode (bits 4–5). Whatever opens must keep every read
// promise (hostile.CheckModel); whatever fails must be a classified error naming the directory.
// Seeds: a valid checkpoint of every part-based format, each hostile config with its family's
// weights, and each hostile safetensors file with a valid MLX config.
func FuzzOpen(f *testing.F) {
	for _, c := range checkpoints(f) {
		f.Add(selFor(c.config), c.text, c.weights)
	}
	// One directory per process, rewritten by every input: creating and removing a directory per
	// input would be most of the cost. On tmpfs where there is one.
	base := ""
	if st, err := os.Stat("/dev/shm"); err == nil && st.IsDir() {
		base = "/dev/shm"
	}
	var dir string
	f.Cleanup(func() {
		if dir != "" {
			os.RemoveAll(dir)
		}
	})
	f.Fuzz(func(t *testing.T, sel byte, config string, weights []byte) {
		if dir == "" {
			var err error
			if dir, err = os.MkdirTemp(base, "lowbit-fuzzopen-"); err != nil {
				t.Fatal(err)
			}
		}
		_, err := openFuzz(t, dir, sel, config, weights)
		if err != nil {
			if !hostile.Classified(err) {
				t.Fatalf("error of no class: %v", err)
			}
			if !strings.Contains(err.Error(), dir) {
				t.Fatalf("error without the file or directory: %v", err)
			}
		}
	})
}

func selFor(config string) byte {
	for i, n := range configNames {
		if n == config {
			return byte(i)
		}
	}
	return 3
}

// seedsOpen are FuzzOpen's committed seeds.
func seedsOpen(t testing.TB) []hostile.Seed {
	cps := checkpoints(t)
	base := map[string]checkpoint{}
	var seeds []hostile.Seed
	for _, c := range cps {
		if _, ok := base[c.family]; !ok {
			base[c.family] = c
		}
		seeds = append(seeds, hostile.Seed{Name: "valid_" + c.name, Vals: []any{selFor(c.config), c.text, c.weights}})
	}
	for _, c := range hostile.Configs() {
		w := base[familyOf(c.Name)]
		seeds = append(seeds, hostile.Seed{Name: "config_" + c.Name, Vals: []any{selFor(c.File), c.Text, w.weights}})
	}
	mlxConfig := base["mlx"].text
	for _, c := range hostile.Safetensors() {
		seeds = append(seeds, hostile.Seed{Name: "weights_" + c.Name, Vals: []any{selFor("config.json"), mlxConfig, c.Data}})
	}
	return seeds
}

func familyOf(caseName string) string {
	for _, fam := range []string{"mlx", "gptq", "awq", "ct"} {
		if strings.HasPrefix(caseName, fam+"_") {
			return fam
		}
	}
	return "mlx"
}

func TestSeedCorpus(t *testing.T) {
	hostile.CheckCorpus(t, "FuzzOpen", seedsOpen(t))
}

// Every hostile config, in a directory with weights that are valid for its family, is rejected
// with its message, naming the config file; the valid checkpoints open and read correctly.
func TestHostileCheckpoints(t *testing.T) {
	cps := checkpoints(t)
	base := map[string]checkpoint{}
	for _, c := range cps {
		if _, ok := base[c.family]; !ok {
			base[c.family] = c
		}
		dir, err := openFuzz(t, "", selFor(c.config), c.text, c.weights)
		if err != nil {
			t.Errorf("%s (%s): %v", c.name, dir, err)
		}
	}
	for _, c := range hostile.Configs() {
		w := base[familyOf(c.Name)]
		dir, err := openFuzz(t, "", selFor(c.File), c.Text, w.weights)
		switch {
		case c.Want == "" && err != nil:
			t.Errorf("%s: %s: %v", c.Name, c.Attack, err)
		case c.Want != "" && (err == nil || !strings.Contains(err.Error(), c.Want) || !strings.Contains(err.Error(), dir) || !strings.Contains(err.Error(), c.File)):
			t.Errorf("%s: %s:\n got %v\nwant it to name %s and say %q", c.Name, c.Attack, err, c.File, c.Want)
		case err != nil && !hostile.Classified(err):
			t.Errorf("%s: unclassified: %v", c.Name, err)
		}
	}
	// The hostile weights under a valid config: the safetensors reader's messages, naming the file.
	for _, c := range hostile.Safetensors() {
		dir, err := openFuzz(t, "", 0, base["mlx"].text, c.Data)
		if c.Want == "" {
			if err != nil && !errors.Is(err, core.ErrBadFile) {
				t.Errorf("weights %s: %v", c.Name, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.Want) || !strings.Contains(err.Error(), filepath.Join(dir, "model.safetensors")) {
			t.Errorf("weights %s: %v, want %q naming model.safetensors", c.Name, err, c.Want)
		}
	}
}
