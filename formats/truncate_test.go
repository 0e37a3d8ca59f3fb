//go:build unix

package formats

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gguf"
	"github.com/lowbit/lowbit/formats/safetensors"
)

// A file truncated after it was mapped: every path that reads mapped bytes gives an ErrIO error
// naming the file and the tensor — not a SIGBUS. Dequantize (F32, F16, and the part-based
// decoders, whose CheckParts reads g_idx), DequantizeF32, GEMV, GEMM, GetRows, and
// QuantizeModel (which copies and requantizes tensors); metadata was copied when the file was
// opened and stays readable. For every family: GGUF, plain safetensors, and the MLX, GPTQ, AWQ
// and compressed-tensors checkpoints.
func TestTruncatedWhileOpen(t *testing.T) {
	type model struct{ name, path, weights string }
	var models []model
	for _, c := range checkpoints(t) {
		dir := t.TempDir()
		must(t, os.WriteFile(filepath.Join(dir, c.config), []byte(c.text), 0o644))
		must(t, os.WriteFile(filepath.Join(dir, "model.safetensors"), c.weights, 0o644))
		models = append(models, model{c.name, dir, filepath.Join(dir, "model.safetensors")})
	}
	// GGUF with block formats, big enough to span several pages.
	w := gguf.NewWriter()
	w.AddKV("general.name", core.Scalar("truncated"))
	for _, id := range []core.FormatID{core.Q4_0, core.Q8_0, core.Q4_K, core.F16, core.IQ2_XXS} {
		f, _ := core.Lookup(id)
		rows, cols := int64(64), int64(512)
		n, _ := f.RowBytes(cols)
		data := make([]byte, n*rows)
		for i := range data {
			data[i] = byte(i * 7)
		}
		must(t, w.AddTensor(f.Name, id, []int64{rows, cols}, data))
	}
	ggufPath := filepath.Join(t.TempDir(), "m.gguf")
	must(t, w.WriteFile(ggufPath))
	models = append(models, model{"gguf", ggufPath, ggufPath})
	// Plain safetensors.
	stPath := filepath.Join(t.TempDir(), "plain.safetensors")
	sf, err := os.Create(stPath)
	must(t, err)
	must(t, safetensors.Write(sf, []safetensors.WriteTensor{
		{Name: "w", Format: core.BF16, Shape: []int64{64, 256}, Data: make([]byte, 64*256*2)},
		{Name: "e", Format: core.F32, Shape: []int64{32, 512}, Data: make([]byte, 32*512*4)},
	}, map[string]string{"format": "pt"}))
	must(t, sf.Close())
	models = append(models, model{"safetensors", stPath, stPath})

	for _, md := range models {
		t.Run(md.name, func(t *testing.T) {
			m, err := Open(md.path, Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			keys := len(m.Metadata)
			// Truncate to nothing: every page of the mapping is now past the end of the file.
			must(t, os.Truncate(md.weights, 0))
			checked := 0
			for _, x := range m.Tensors {
				if !x.Format.CanDequantize() || x.Elements() == 0 {
					continue
				}
				checked++
				rows, cols := x.Rows(), x.Cols()
				wantIO := func(what string, err error) {
					t.Helper()
					if !errors.Is(err, core.ErrIO) || !strings.Contains(err.Error(), x.Name) || !strings.Contains(err.Error(), md.weights) {
						t.Errorf("%s of %s on a truncated file: %v, want ErrIO naming %s and the tensor", what, x.Name, err, md.weights)
					}
				}
				wantIO("Dequantize F32", core.Dequantize(x, 0, rows, core.F32, make([]byte, 4*rows*cols)))
				wantIO("Dequantize F16", core.Dequantize(x, rows-1, 1, core.F16, make([]byte, 2*cols)))
				wantIO("DequantizeF32", core.DequantizeF32(x, 0, 1, make([]float32, cols)))
				if len(x.Shape) >= 1 {
					wantIO("GEMV", core.GEMV(x, make([]float32, cols), make([]float32, rows)))
					wantIO("GEMM", core.GEMM(x, make([]float32, 3*cols), 3, make([]float32, 3*rows)))
					wantIO("GetRows", core.GetRows(x, []int64{rows - 1}, make([]float32, cols)))
				}
			}
			if checked == 0 {
				t.Fatal("no tensor checked")
			}
			if len(m.Metadata) != keys || keys == 0 {
				t.Errorf("metadata changed: %d entries, was %d", len(m.Metadata), keys)
			}
			for _, kv := range m.Metadata {
				_ = kv.Value.String() // copied at open time: readable after the truncation
			}
			ft, err := gguf.LookupFileType("Q8_0")
			must(t, err)
			out := filepath.Join(t.TempDir(), "out.gguf")
			_, err = gguf.QuantizeModel(m, out, gguf.QuantizeOptions{FileType: ft, AllowRequantize: true})
			if !errors.Is(err, core.ErrIO) {
				t.Errorf("QuantizeModel of a truncated model: %v, want ErrIO", err)
			}
			if _, serr := os.Stat(out); serr == nil {
				t.Errorf("QuantizeModel left %s behind", out)
			}
			left, _ := filepath.Glob(filepath.Join(filepath.Dir(out), ".*tmp*"))
			if len(left) > 0 {
				t.Errorf("QuantizeModel left temporary files: %v", left)
			}
		})
	}
}
