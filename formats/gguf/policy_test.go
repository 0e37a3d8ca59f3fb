package gguf

import (
	"fmt"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
)

// synthetic writes a small llama-like model: nLayer layers, 4 query heads sharing 1 KV head.
func synthetic(t *testing.T, nLayer int, embd int64) *core.Model {
	t.Helper()
	w := NewWriter()
	w.AddKV("general.architecture", core.Scalar("llama"))
	w.AddKV("llama.block_count", core.Scalar(uint32(nLayer)))
	w.AddKV("llama.attention.head_count", core.Scalar(uint32(4)))
	w.AddKV("llama.attention.head_count_kv", core.Scalar(uint32(1)))
	w.AddKV("general.file_type", core.Scalar(uint32(0)))
	seed := uint32(1)
	add := func(name string, shape ...int64) {
		n := int64(1)
		for _, d := range shape {
			n *= d
		}
		vals := make([]float32, n)
		for i := range vals {
			seed = seed*1664525 + 1013904223
			vals[i] = float32(int32(seed>>8)-(1<<23)) / (1 << 23) * 0.05
		}
		data := make([]byte, 4*n)
		if err := core.Quantize(mustFormat(core.F32), vals, n/shape[len(shape)-1], shape[len(shape)-1], nil, data); err != nil {
			t.Fatal(err)
		}
		if err := w.AddTensor(name, core.F32, shape, data); err != nil {
			t.Fatal(err)
		}
	}
	add("token_embd.weight", 512, embd)
	for i := 0; i < nLayer; i++ {
		p := fmt.Sprintf("blk.%d.", i)
		add(p+"attn_norm.weight", embd)
		add(p+"attn_q.weight", embd, embd)
		add(p+"attn_k.weight", embd/4, embd)
		add(p+"attn_v.weight", embd/4, embd)
		add(p+"attn_output.weight", embd, embd)
		add(p+"ffn_norm.weight", embd)
		add(p+"ffn_gate.weight", 2*embd, embd)
		add(p+"ffn_up.weight", 2*embd, embd)
		add(p+"ffn_down.weight", embd, 2*embd)
	}
	add("output_norm.weight", embd)
	add("output.weight", 512, embd)
	path := filepath.Join(t.TempDir(), "synthetic.gguf")
	if err := w.WriteFile(path); err != nil {
		t.Fatal(err)
	}
	m, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}

func mustFormat(id core.FormatID) *core.Format {
	f, err := core.Lookup(id)
	if err != nil {
		panic(err)
	}
	return f
}

// choices runs the policy over the model and returns name → format name.
func choices(t *testing.T, m *core.Model, ft string, imatrix bool) map[string]string {
	t.Helper()
	fileType, err := LookupFileType(ft)
	if err != nil {
		t.Fatal(err)
	}
	p := NewPolicy(fileType, InfoOf(m), imatrix)
	out := map[string]string{}
	for _, tensor := range m.Tensors {
		if ShouldQuantize(tensor) {
			out[tensor.Name] = mustFormat(p.Choose(tensor)).Name
		} else {
			out[tensor.Name] = tensor.Format.Name
		}
	}
	return out
}

// The mixtures on an 8-layer model with GQA 4. useMoreBits(i, 8) is true for layers 0, 3, 6, 7.
func TestMixtures(t *testing.T) {
	m := synthetic(t, 8, 256)
	more := map[int]bool{0: true, 3: true, 6: true, 7: true}
	type rule func(layer int) string
	cases := []struct {
		ft                         string
		embd, output               string
		attnQ, attnK, attnV, attnO rule
		ffnGate, ffnUp, ffnDown    rule
	}{
		{ft: "Q4_K_M", embd: "Q4_K", output: "Q6_K",
			attnQ: fixed("Q4_K"), attnK: fixed("Q4_K"), attnO: fixed("Q4_K"), ffnGate: fixed("Q4_K"), ffnUp: fixed("Q4_K"),
			attnV:   func(i int) string { return pick2(more[i], "Q6_K", "Q4_K") },
			ffnDown: func(i int) string { return pick2(more[i], "Q6_K", "Q4_K") }},
		{ft: "Q5_K_M", embd: "Q5_K", output: "Q6_K",
			attnQ: fixed("Q5_K"), attnK: fixed("Q5_K"), attnO: fixed("Q5_K"), ffnGate: fixed("Q5_K"), ffnUp: fixed("Q5_K"),
			attnV:   func(i int) string { return pick2(more[i], "Q6_K", "Q5_K") },
			ffnDown: func(i int) string { return pick2(more[i], "Q6_K", "Q5_K") }},
		{ft: "Q4_K_S", embd: "Q4_K", output: "Q6_K",
			attnQ: fixed("Q4_K"), attnK: fixed("Q4_K"), attnO: fixed("Q4_K"), ffnGate: fixed("Q4_K"), ffnUp: fixed("Q4_K"),
			attnV:   func(i int) string { return pick2(i < 4, "Q5_K", "Q4_K") },
			ffnDown: func(i int) string { return pick2(i < 1, "Q5_K", "Q4_K") }},
		{ft: "Q3_K_M", embd: "Q3_K", output: "Q6_K",
			attnQ: fixed("Q3_K"), attnK: fixed("Q3_K"), attnO: fixed("Q4_K"), ffnGate: fixed("Q3_K"), ffnUp: fixed("Q3_K"),
			attnV:   func(i int) string { return pick2(i < 2, "Q5_K", "Q4_K") },
			ffnDown: fixed("Q4_K")}, // n_layer/16 = 0, and llama is not falcon
		{ft: "Q2_K", embd: "Q2_K", output: "Q6_K",
			attnQ: fixed("Q2_K"), attnK: fixed("Q2_K"), attnO: fixed("Q3_K"), ffnGate: fixed("Q2_K"), ffnUp: fixed("Q2_K"),
			attnV: fixed("Q4_K"), ffnDown: fixed("Q3_K")}, // GQA 4 → Q4_K for attn_v
		{ft: "Q8_0", embd: "Q8_0", output: "Q8_0",
			attnQ: fixed("Q8_0"), attnK: fixed("Q8_0"), attnO: fixed("Q8_0"), ffnGate: fixed("Q8_0"), ffnUp: fixed("Q8_0"),
			attnV: fixed("Q8_0"), ffnDown: fixed("Q8_0")},
		{ft: "Q4_0", embd: "Q4_0", output: "Q6_K",
			attnQ: fixed("Q4_0"), attnK: fixed("Q4_0"), attnO: fixed("Q4_0"), ffnGate: fixed("Q4_0"), ffnUp: fixed("Q4_0"),
			attnV: fixed("Q4_0"), ffnDown: fixed("Q4_0")},
	}
	for _, c := range cases {
		t.Run(c.ft, func(t *testing.T) {
			got := choices(t, m, c.ft, false)
			want := map[string]string{"token_embd.weight": c.embd, "output.weight": c.output, "output_norm.weight": "F32"}
			for i := 0; i < 8; i++ {
				p := fmt.Sprintf("blk.%d.", i)
				want[p+"attn_norm.weight"], want[p+"ffn_norm.weight"] = "F32", "F32"
				want[p+"attn_q.weight"], want[p+"attn_k.weight"], want[p+"attn_v.weight"] = c.attnQ(i), c.attnK(i), c.attnV(i)
				want[p+"attn_output.weight"] = c.attnO(i)
				want[p+"ffn_gate.weight"], want[p+"ffn_up.weight"], want[p+"ffn_down.weight"] = c.ffnGate(i), c.ffnUp(i), c.ffnDown(i)
			}
			for name, w := range want {
				if got[name] != w {
					t.Errorf("%s: %s is %s, want %s", c.ft, name, got[name], w)
				}
			}
		})
	}
}

func fixed(s string) func(int) string { return func(int) string { return s } }
func pick2(c bool, a, b string) string {
	if c {
		return a
	}
	return b
}

// Rows that are not whole K-quant blocks fall back as llama.cpp does.
func TestFallback(t *testing.T) {
	m := synthetic(t, 2, 96) // 96 columns: no 256-element block fits
	got := choices(t, m, "Q4_K_M", false)
	if got["blk.0.attn_q.weight"] != "Q5_0" || got["output.weight"] != "Q8_0" || got["blk.1.ffn_down.weight"] != "Q8_0" {
		t.Errorf("fallbacks: q %s, output %s, ffn_down %s", got["blk.0.attn_q.weight"], got["output.weight"], got["blk.1.ffn_down.weight"])
	}
}

// End to end: every mixture whose formats lowbit can produce writes a file that reopens with the
// chosen formats, metadata carried over, and values close to the originals.
func TestQuantizeModel(t *testing.T) {
	m := synthetic(t, 8, 256)
	for _, ft := range []string{"Q8_0", "Q4_0", "Q5_1", "Q4_K_M", "Q5_K_M", "Q4_K_S", "Q3_K_M", "Q2_K"} {
		t.Run(ft, func(t *testing.T) {
			fileType, _ := LookupFileType(ft)
			out := filepath.Join(t.TempDir(), ft+".gguf")
			report, err := QuantizeModel(m, out, QuantizeOptions{FileType: fileType})
			if err != nil {
				t.Fatal(err)
			}
			q, err := Open(out)
			if err != nil {
				t.Fatal(err)
			}
			defer q.Close()
			want := choices(t, m, ft, false)
			for _, c := range report {
				got, _ := q.Tensor(c.Name)
				if got.Format.Name != want[c.Name] {
					t.Errorf("%s: written as %s, policy says %s", c.Name, got.Format.Name, want[c.Name])
				}
			}
			v, _ := q.Value("general.file_type")
			if n, _ := v.Int64(); n != int64(fileType.ID) {
				t.Errorf("general.file_type = %d", n)
			}
			orig, _ := m.Tensor("blk.3.ffn_down.weight")
			qt, _ := q.Tensor("blk.3.ffn_down.weight")
			a, b := make([]float32, orig.Elements()), make([]float32, qt.Elements())
			core.DequantizeF32(orig, 0, orig.Rows(), a)
			core.DequantizeF32(qt, 0, qt.Rows(), b)
			var se, ss float64
			for i := range a {
				se += float64((a[i] - b[i]) * (a[i] - b[i]))
				ss += float64(a[i] * a[i])
			}
			if rel := math.Sqrt(se / ss); rel > 0.35 {
				t.Errorf("relative rms error %.3f on blk.3.ffn_down", rel)
			}
		})
	}
}

func TestQuantizeModelNeedsImatrix(t *testing.T) {
	m := synthetic(t, 2, 256)
	ft, _ := LookupFileType("IQ2_XXS")
	_, err := QuantizeModel(m, filepath.Join(t.TempDir(), "x.gguf"), QuantizeOptions{FileType: ft})
	if err == nil || !strings.Contains(err.Error(), `tensor "blk.0.attn_q.weight"`) || !strings.Contains(err.Error(), "IQ2_XXS quantization needs an importance matrix") {
		t.Fatalf("IQ2_XXS without imatrix: %v", err)
	}
	if _, err := LookupFileType("Q9_K"); err == nil || !strings.Contains(err.Error(), "Q4_K_M") {
		t.Fatalf("unknown file type: %v", err)
	}
}
