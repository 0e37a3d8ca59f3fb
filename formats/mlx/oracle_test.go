package mlx

import (
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/safetensors"
	"github.com/lowbit/lowbit/internal/pyoracle"
)

// The MLX oracle (mlx-cpu in .venv) quantizes a model with mx.quantize for every bits × group ×
// dtype and every fp mode; lowbit must open it, dequantize it exactly as mx.dequantize does,
// quantize the same inputs to exactly MLX's bytes, and agree with mx.quantized_matmul.

var (
	oracleOnce sync.Once
	oracleDir  string
	oracleErr  string
)

func oracle(t *testing.T) (model string, ref *core.Model) {
	t.Helper()
	py := pyoracle.Python(t, "mlx.core", "numpy")
	oracleOnce.Do(func() {
		dir, err := os.MkdirTemp("", "lowbit-mlx-oracle-")
		if err != nil {
			oracleErr = err.Error()
			return
		}
		oracleDir = dir
		pyoracle.Run(t, py, filepath.Join("testdata", "mlx_oracle.py"), "gen", dir)
	})
	if oracleErr != "" {
		t.Fatal(oracleErr)
	}
	ref, err := safetensors.Open(filepath.Join(oracleDir, "ref.safetensors"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ref.Close() })
	return filepath.Join(oracleDir, "model"), ref
}

func TestMain(m *testing.M) {
	code := m.Run()
	if oracleDir != "" {
		os.RemoveAll(oracleDir)
	}
	os.Exit(code)
}

func floats(t *testing.T, x *core.Tensor) []float32 {
	t.Helper()
	out := make([]float32, x.Elements())
	if err := core.DequantizeF32(x, 0, x.Rows(), out); err != nil {
		t.Fatal(err)
	}
	return out
}

// sameBits compares float32 slices bit for bit (any NaN matches any NaN), reporting the first
// differences.
func sameBits(t *testing.T, what string, got, want []float32) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d values, want %d", what, len(got), len(want))
	}
	bad := 0
	for i := range got {
		g, w := got[i], want[i]
		if math.Float32bits(g) == math.Float32bits(w) || (g != g && w != w) {
			continue
		}
		if bad < 5 {
			t.Errorf("%s: [%d] = %g (%#08x), want %g (%#08x)", what, i, g, math.Float32bits(g), w, math.Float32bits(w))
		}
		bad++
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d values differ", what, bad, len(got))
	}
}

func TestOracleDequantize(t *testing.T) {
	dir, ref := oracle(t)
	m, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	n := 0
	for _, name := range LayerNames(m) {
		lt, _ := m.Tensor(name)
		d32, err := ref.Tensor(name + ".deq32")
		if err != nil {
			t.Fatal(err)
		}
		t.Run(name, func(t *testing.T) {
			if fmt.Sprint(lt.Shape) != fmt.Sprint(d32.Shape) {
				t.Fatalf("shape %v, mlx says %v", lt.Shape, d32.Shape)
			}
			sameBits(t, "F32", floats(t, lt), floats(t, d32))
			// The default dtype output (the scales' dtype for affine, bf16 for fp modes; f32 for
			// nvfp4 with a global scale) through Dequantize's F16/BF16/F32 paths.
			dn, _ := ref.Tensor(name + ".deqn")
			buf := make([]byte, lt.Elements()*int64(dn.Format.BlockBytes))
			if err := core.Dequantize(lt, 0, lt.Rows(), dn.Format.ID, buf); err != nil {
				t.Fatal(err)
			}
			if string(buf) != string(dn.Data) {
				got := &core.Tensor{Name: "got", Format: dn.Format, Shape: dn.Shape, Data: buf}
				sameBits(t, dn.Format.Name, floats(t, got), floats(t, dn))
			}
			// A row range in the middle equals the same rows of the whole.
			if lt.Rows() > 3 {
				part := make([]float32, 2*lt.Cols())
				if err := core.DequantizeF32(lt, 1, 2, part); err != nil {
					t.Fatal(err)
				}
				sameBits(t, "rows [1,3)", part, floats(t, d32)[lt.Cols():3*lt.Cols()])
			}
		})
		n++
	}
	if n < 68 {
		t.Errorf("only %d quantized layers", n)
	}
	if b, err := m.Tensor("model.layers.biased.bias"); err != nil || b.PartOf != "model.layers.biased" {
		t.Errorf("the bias stays reachable as a part: %v %v", b, err)
	}
	if nw, err := m.Tensor("model.norm.weight"); err != nil || nw.Format.ID != core.F32 || nw.PartOf != "" {
		t.Errorf("plain tensors stay plain: %v %v", nw, err)
	}
}

func TestOracleQuantize(t *testing.T) {
	dir, ref := oracle(t)
	m, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	for _, name := range LayerNames(m) {
		lt, _ := m.Tensor(name)
		in, _ := ref.Tensor(name + ".input")
		t.Run(name, func(t *testing.T) {
			q := core.QuantParams{Bits: lt.Quant.Bits, GroupSize: lt.Quant.GroupSize, Float: in.Format.ID}
			if g := lt.Part(core.RoleGlobalScale); g != nil {
				q.GlobalScale = math.Float32frombits(binary.LittleEndian.Uint32(g.Data))
			}
			got, err := core.QuantizeParts(lt.Format, q, name, in.Shape, floats(t, in))
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range got.Parts {
				want := lt.Part(p.Role)
				if want == nil {
					t.Fatalf("lowbit made a %q part, mlx has none", p.Role)
				}
				if fmt.Sprint(p.Shape) != fmt.Sprint(want.Shape) || p.Format != want.Format {
					t.Fatalf("%s: %s %v, mlx has %s %v", p.Role, p.Format.Name, p.Shape, want.Format.Name, want.Shape)
				}
				if string(p.Data) != string(want.Data) {
					diff := 0
					first := -1
					for i := range p.Data {
						if p.Data[i] != want.Data[i] {
							if first < 0 {
								first = i
							}
							diff++
						}
					}
					t.Errorf("%s: %d of %d bytes differ from mx.quantize, first at byte %d: %#02x, want %#02x",
						p.Role, diff, len(p.Data), first, p.Data[first], want.Data[first])
				}
			}
			for _, p := range lt.Parts {
				if p.Role != core.RoleBias && got.Part(p.Role) == nil {
					t.Errorf("mlx has a %q part, lowbit made none", p.Role)
				}
			}
		})
	}
}

// TestOracleMatmul: mx.quantized_matmul(x, w) agrees with the float64 dot of x and lowbit's
// dequantized rows (MLX accumulates in float32, hence the tolerance) and with lowbit's GEMV.
func TestOracleMatmul(t *testing.T) {
	dir, ref := oracle(t)
	m, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	checked := 0
	for _, name := range LayerNames(m) {
		xt, err := ref.Tensor(name + ".x")
		if err != nil {
			continue
		}
		yt, _ := ref.Tensor(name + ".y")
		lt, _ := m.Tensor(name)
		x, y, w := floats(t, xt), floats(t, yt), floats(t, lt)
		rows, cols := lt.Rows(), lt.Cols()
		for i := range xt.Rows() {
			xi := x[i*cols : (i+1)*cols]
			gemv := make([]float32, rows)
			if err := core.GEMV(lt, xi, gemv); err != nil {
				t.Fatal(err)
			}
			for r := range rows {
				var dot, mag float64
				for k := range cols {
					p := float64(xi[k]) * float64(w[r*cols+k])
					dot += p
					mag += math.Abs(p)
				}
				tol := 1e-5*mag + 1e-30
				// MLX's matmul computes affine weights q·s + b in float32, without rounding them to
				// the scales' dtype as mx.dequantize does: compare it with that dot instead.
				mxDot, mxTol := dot, tol
				if lt.Format.ID == core.MLX_AFFINE {
					mxDot, mxTol = affineDot(t, lt, r, xi)
				}
				if got := float64(y[i*rows+r]); math.Abs(got-mxDot) > mxTol {
					t.Errorf("%s: x[%d]·w[%d]: mx.quantized_matmul %g, f64 dot %g (tolerance %g)", name, i, r, got, mxDot, mxTol)
				}
				if got := float64(gemv[r]); math.Abs(got-dot) > tol {
					t.Errorf("%s: x[%d]·w[%d]: lowbit GEMV %g, f64 dot %g (tolerance %g)", name, i, r, got, dot, tol)
				}
			}
		}
		checked++
	}
	if checked < 60 {
		t.Errorf("only %d layers had a matmul reference", checked)
	}
}

// TestWriteReadByMLX: lowbit writes an MLX model (two shards, per-layer entries); mlx loads it
// as mlx-lm does and dequantizes every layer to exactly what lowbit reads back.
func TestWriteReadByMLX(t *testing.T) {
	dir, _ := oracle(t)
	py := pyoracle.Python(t, "mlx.core")
	m, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	out := t.TempDir()
	if err := Write(out, m.Tensors, WriteOptions{Config: map[string]any{"model_type": "lowbit-test"}, MaxShardBytes: 64 << 10}); err != nil {
		t.Fatal(err)
	}
	shards, _ := filepath.Glob(filepath.Join(out, "model-*-of-*.safetensors"))
	if len(shards) < 2 {
		t.Errorf("expected several shards, got %v", shards)
	}
	back, err := Open(out, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	deq := filepath.Join(t.TempDir(), "deq.safetensors")
	pyoracle.Run(t, py, filepath.Join("testdata", "mlx_oracle.py"), "check", out, deq)
	res, err := safetensors.Open(deq)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Close()
	names := LayerNames(back)
	if len(names) != len(LayerNames(m)) || len(res.Tensors) != len(names) {
		t.Fatalf("%d layers written, %d read back, mlx dequantized %d", len(LayerNames(m)), len(names), len(res.Tensors))
	}
	for _, name := range names {
		lt, _ := back.Tensor(name)
		orig, _ := m.Tensor(name)
		want, err := res.Tensor(name)
		if err != nil {
			t.Fatal(err)
		}
		sameBits(t, name+" (mlx reading lowbit's file)", floats(t, lt), floats(t, want))
		sameBits(t, name+" (round trip)", floats(t, lt), floats(t, orig))
	}
	for _, name := range []string{"model.norm.weight", "model.layers.biased.bias"} {
		a, err1 := m.Tensor(name)
		b, err2 := back.Tensor(name)
		if err1 != nil || err2 != nil || string(a.Data) != string(b.Data) {
			t.Errorf("%s not written back unchanged: %v %v", name, err1, err2)
		}
	}
	cfg, err := os.ReadFile(filepath.Join(out, "config.json"))
	if err != nil || !strings.Contains(string(cfg), `"quantization_config"`) || !strings.Contains(string(cfg), `"model_type": "lowbit-test"`) {
		t.Errorf("config.json: %s %v", cfg, err)
	}
}

// affineDot is Σ x·(q·s + b) over row r in float64, with the weights unrounded (as MLX's
// quantized_matmul uses them), and 1e-5 of Σ|x·w| as its tolerance.
func affineDot(t *testing.T, lt *core.Tensor, r int64, x []float32) (dot, tol float64) {
	t.Helper()
	scales, biases := floats(t, lt.Part(core.RoleScales)), floats(t, lt.Part(core.RoleBiases))
	w := lt.Part(core.RoleWeight).Data
	cols, bits, g := lt.Cols(), int64(lt.Quant.Bits), int64(lt.Quant.GroupSize)
	row := w[r*cols*bits/8:]
	var mag float64
	for k := range cols {
		var q uint64
		for b := range bits {
			pos := k*bits + b
			q |= uint64(row[pos/8]>>(pos%8)&1) << b
		}
		s, bias := float64(scales[r*cols/g+k/g]), float64(biases[r*cols/g+k/g])
		p := float64(x[k]) * (float64(q)*s + bias)
		dot += p
		mag += math.Abs(p)
	}
	return dot, 1e-5*mag + 1e-30
}
