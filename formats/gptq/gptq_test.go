package gptq

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/safetensors"
)

// randomCodes makes a layer with random codes, scales and (unless sym) zeros; actOrder gives it
// a non-monotonic g_idx (a random permutation of the columns' groups).
func randomCodes(r *rand.Rand, name string, out, in, bits, group int, sym, actOrder bool, sf core.FormatID) Codes {
	c := Codes{Name: name, Out: out, In: in, Bits: bits, GroupSize: group, ScaleFormat: sf}
	groups := c.groups()
	c.Q = make([]uint8, out*in)
	for i := range c.Q {
		c.Q[i] = uint8(r.IntN(1 << bits))
	}
	c.Scales = make([]float32, out*groups)
	for i := range c.Scales {
		c.Scales[i] = float32(r.Float64()*0.02 + 1e-4)
	}
	if !sym {
		c.Zeros = make([]uint8, out*groups)
		for i := range c.Zeros {
			c.Zeros[i] = uint8(1 + r.IntN(1<<bits-1)) // ≥ 1 so that v1 can store it
		}
	}
	if actOrder {
		gs := c.groupSize()
		c.GIdx = make([]int32, in)
		for i, p := range r.Perm(in) {
			c.GIdx[i] = int32(p / gs)
		}
	}
	return c
}

// expected is the reference dequantization of Codes: (q − z)·s in float32, rounded once to the
// scales' dtype (the scale itself first rounded to it, as stored).
func expected(c Codes) []float32 {
	round := func(v float32) float32 {
		switch c.ScaleFormat {
		case core.F16:
			return core.FP16ToFP32(core.FP32ToFP16(v))
		case core.BF16:
			return core.BF16ToFP32(core.FP32ToBF16(v))
		}
		return v
	}
	out := make([]float32, c.Out*c.In)
	for n := range c.Out {
		for k := range c.In {
			g := c.group(k)
			s := round(c.Scales[n*c.groups()+g])
			d := int32(c.Q[n*c.In+k]) - int32(c.zero(n, g))
			out[n*c.In+k] = round(float32(d) * s)
		}
	}
	return out
}

func dequant(t *testing.T, x *core.Tensor) []float32 {
	t.Helper()
	out := make([]float32, x.Elements())
	if err := core.DequantizeF32(x, 0, x.Rows(), out); err != nil {
		t.Fatal(err)
	}
	return out
}

func sameBits(t *testing.T, what string, got, want []float32) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d values, want %d", what, len(got), len(want))
	}
	bad := 0
	for i := range got {
		if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
			if bad < 5 {
				t.Errorf("%s: [%d] = %g, want %g", what, i, got[i], want[i])
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d values differ", what, bad, len(got))
	}
}

type layout struct {
	name string
	pack func(Codes) (*core.Tensor, error)
	bits []int
}

var layouts = []layout{
	{"gptq_v1", func(c Codes) (*core.Tensor, error) { return PackGPTQ(c, false) }, []int{2, 3, 4, 8}},
	{"gptq_v2", func(c Codes) (*core.Tensor, error) { return PackGPTQ(c, true) }, []int{2, 3, 4, 8}},
	{"awq_gemm", func(c Codes) (*core.Tensor, error) { return PackAWQ(c, false) }, []int{4}},
	{"awq_gemv", func(c Codes) (*core.Tensor, error) { return PackAWQ(c, true) }, []int{4}},
	{"ct", PackCT, []int{2, 4, 8}},
}

// TestRoundTrip: pack → write → Open (through the config the writer wrote) → dequantize equals
// the reference formula for every layout × bits × sym/asym × group / per-channel × g_idx × dtype.
func TestRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, l := range layouts {
		for _, bits := range l.bits {
			for _, sym := range []bool{true, false} {
				for _, group := range []int{32, -1} {
					for _, act := range []bool{false, true} {
						if act && strings.HasPrefix(l.name, "awq") || l.name == "awq_gemv" && group == -1 {
							continue // AWQ has no g_idx; AutoAWQ's GEMV takes groups of 32, 64 or ≥ 128 only
						}
						sf := []core.FormatID{core.F16, core.BF16, core.F32}[r.IntN(3)]
						name := fmt.Sprintf("%s/b%d/sym=%v/g%d/act=%v/%s", l.name, bits, sym, group, act, mustLookup(sf).Name)
						t.Run(name, func(t *testing.T) {
							c := randomCodes(r, "model.layers.0.mlp.down_proj", 64, 96, bits, group, sym, act, sf)
							lt, err := l.pack(c)
							if err != nil {
								t.Fatal(err)
							}
							sameBits(t, "packed", dequant(t, lt), expected(c))
							checkGEMV(t, lt, r)
							dir := t.TempDir()
							plain := &core.Tensor{Name: "model.norm.weight", Format: mustLookup(core.F32), Shape: []int64{4}, Data: make([]byte, 16)}
							if err := Write(dir, []*core.Tensor{lt, plain}, WriteOptions{Config: map[string]any{"model_type": "llama"}}); err != nil {
								t.Fatal(err)
							}
							m, err := Open(dir, Options{})
							if err != nil {
								t.Fatal(err)
							}
							defer m.Close()
							back, err := m.Tensor(c.Name)
							if err != nil {
								t.Fatal(err)
							}
							if back.Format != lt.Format || fmt.Sprint(back.Shape) != fmt.Sprint(lt.Shape) || back.Quant.ZeroOffset != lt.Quant.ZeroOffset {
								t.Fatalf("read back %s %v %+v, wrote %s %v %+v", back.Format, back.Shape, back.Quant, lt.Format, lt.Shape, lt.Quant)
							}
							sameBits(t, "read back", dequant(t, back), expected(c))
							for _, p := range lt.Parts {
								q, err := m.Tensor(c.Name + "." + p.Role)
								if err != nil || q.PartOf != c.Name || string(q.Data) != string(p.Data) {
									t.Errorf("part %s: %v (part of %q)", p.Role, err, q.PartOf)
								}
							}
							if _, err := m.Tensor("model.norm.weight"); err != nil {
								t.Error(err)
							}
						})
					}
				}
			}
		}
	}
}

func mustLookup(id core.FormatID) *core.Format {
	f, err := core.Lookup(id)
	if err != nil {
		panic(err)
	}
	return f
}

// Hand-built layouts: words worked out from the reference's description.
func TestPackedWordsByHand(t *testing.T) {
	// 4-bit GPTQ, 8×8, one group, codes q[n][k] = (n+k) mod 16, symmetric (zero 8), scale 0.5.
	c := Codes{Name: "l", Out: 8, In: 8, Bits: 4, GroupSize: -1, ScaleFormat: core.F16}
	c.Q = make([]uint8, 64)
	for n := range 8 {
		for k := range 8 {
			c.Q[n*8+k] = uint8((n + k) % 16)
		}
	}
	c.Scales = []float32{0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5}
	lt, err := PackGPTQ(c, false)
	if err != nil {
		t.Fatal(err)
	}
	qw := lt.Part(core.RoleQWeight).Data
	// qweight is [1, 8]: column n holds k = 0..7 in nibbles 0..7.
	for n, want := range []uint32{0x76543210, 0x87654321, 0x98765432, 0xa9876543, 0xba987654, 0xcba98765, 0xdcba9876, 0xedcba987} {
		if got := binary.LittleEndian.Uint32(qw[4*n:]); got != want {
			t.Errorf("qweight[0][%d] = %#08x, want %#08x", n, got, want)
		}
	}
	// v1 stores zero − 1 = 7 in all eight nibbles of the one qzeros word.
	if got := binary.LittleEndian.Uint32(lt.Part(core.RoleQZeros).Data); got != 0x77777777 {
		t.Errorf("qzeros = %#08x, want 0x77777777", got)
	}
	w := dequant(t, lt)
	for n := range 8 {
		for k := range 8 {
			if want := float32((n+k)%16-8) * 0.5; w[n*8+k] != want {
				t.Errorf("w[%d][%d] = %g, want %g", n, k, w[n*8+k], want)
			}
		}
	}

	// AWQ GEMM: one word holds output columns 0..7 of input row k; nibble i holds column
	// AWQ_ORDER[i] = [0 2 4 6 1 3 5 7][i]. With q[n][k] = n the word is 0x75316420.
	a := Codes{Name: "a", Out: 8, In: 8, Bits: 4, GroupSize: 8, ScaleFormat: core.F16, Scales: make([]float32, 8), Zeros: make([]uint8, 8)}
	a.Q = make([]uint8, 64)
	for n := range 8 {
		for k := range 8 {
			a.Q[n*8+k] = uint8(n)
		}
		a.Scales[n] = 0.25
		a.Zeros[n] = 3
	}
	at, err := PackAWQ(a, false)
	if err != nil {
		t.Fatal(err)
	}
	if got := binary.LittleEndian.Uint32(at.Part(core.RoleQWeight).Data); got != 0x75316420 {
		t.Errorf("AWQ qweight[0][0] = %#08x, want 0x75316420", got)
	}
	if got := binary.LittleEndian.Uint32(at.Part(core.RoleQZeros).Data); got != 0x33333333 {
		t.Errorf("AWQ qzeros = %#08x, want 0x33333333", got)
	}
	aw := dequant(t, at)
	for n := range 8 {
		if want := float32(n-3) * 0.25; aw[n*8+5] != want {
			t.Errorf("AWQ w[%d][5] = %g, want %g", n, aw[n*8+5], want)
		}
	}

	// 3-bit GPTQ: the 32 codes of a column fill 3 words as one LSB-first stream: codes 0–9 in
	// word 0, code 10 split over word 0 bits 30–31 and word 1 bit 0, … With code k = k mod 8 the
	// first word is Σ_{k<10} (k mod 8)·8^k + (10 mod 8 = 2, low 2 bits 0b10) << 30.
	g3 := Codes{Name: "g3", Out: 32, In: 32, Bits: 3, GroupSize: 32, ScaleFormat: core.F32, Scales: make([]float32, 32)}
	g3.Q = make([]uint8, 32*32)
	for n := range 32 {
		for k := range 32 {
			g3.Q[n*32+k] = uint8(k % 8)
		}
		g3.Scales[n] = 1
	}
	t3, err := PackGPTQ(g3, true)
	if err != nil {
		t.Fatal(err)
	}
	var w0 uint32
	for k := range 10 {
		w0 |= uint32(k%8) << (3 * k)
	}
	w0 |= 2 << 30
	if got := binary.LittleEndian.Uint32(t3.Part(core.RoleQWeight).Data); got != w0 {
		t.Errorf("3-bit qweight[0][0] = %#08x, want %#08x", got, w0)
	}
	// word 1 bit 0 holds code 10's high bit (2 = 0b010 → 0), then codes 11–20 from bit 1.
	var w1 uint32
	for k := 11; k <= 20; k++ {
		w1 |= uint32(k%8) << (3*(k-11) + 1)
	}
	w1 |= uint32(21%8&1) << 31
	if got := binary.LittleEndian.Uint32(t3.Part(core.RoleQWeight).Data[4*32:]); got != w1 {
		t.Errorf("3-bit qweight[1][0] = %#08x, want %#08x", got, w1)
	}
	sameBits(t, "3-bit", dequant(t, t3), expected(g3))
}

// TestZeroPointDetection: a symmetric checkpoint labelled "gptq" (v1) that stores v2 zeros
// (2^(bits−1)) is read as v2 by default and reported; the caller can insist on the label.
func TestZeroPointDetection(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	c := randomCodes(r, "model.layers.0.self_attn.q_proj", 32, 64, 4, 32, true, false, core.F16)
	lt, err := PackGPTQ(c, true) // v2 zeros: 8
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := Write(dir, []*core.Tensor{lt}, WriteOptions{}); err != nil {
		t.Fatal(err)
	}
	// Relabel as v1, as GPTQModel v5 did.
	for _, f := range []string{"config.json", "quantize_config.json"} {
		p := filepath.Join(dir, f)
		b, _ := os.ReadFile(p)
		if err := os.WriteFile(p, []byte(strings.Replace(string(b), `"gptq_v2"`, `"gptq"`, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want := expected(c)
	m, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	lt2, _ := m.Tensor(c.Name)
	sameBits(t, "auto", dequant(t, lt2), want)
	if v, _ := m.Value("gptq.zero_points"); v.String() != "v2" {
		t.Errorf("gptq.zero_points = %v, want v2", v)
	}
	if v, err := m.Value("gptq.zero_points_note"); err != nil || !strings.Contains(v.String(), "read as v2") {
		t.Errorf("gptq.zero_points_note = %v %v", v, err)
	}
	m.Close()

	m, err = Open(dir, Options{Zeros: ZeroAsLabelled})
	if err != nil {
		t.Fatal(err)
	}
	lt3, _ := m.Tensor(c.Name)
	got := dequant(t, lt3)
	if lt3.Quant.ZeroOffset != 1 || got[0] == want[0] {
		t.Errorf("as labelled: zero offset %d, w[0] %g (auto %g)", lt3.Quant.ZeroOffset, got[0], want[0])
	}
	m.Close()

	// A genuine v1 checkpoint is confirmed, not changed.
	lt4, _ := PackGPTQ(c, false)
	dir2 := t.TempDir()
	if err := Write(dir2, []*core.Tensor{lt4}, WriteOptions{}); err != nil {
		t.Fatal(err)
	}
	m, err = Open(dir2, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	lt5, _ := m.Tensor(c.Name)
	sameBits(t, "v1", dequant(t, lt5), want)
	if v, _ := m.Value("gptq.zero_points_note"); !strings.Contains(v.String(), "confirm v1") {
		t.Errorf("note: %v", v)
	}
}

// TestErrors: every inconsistency is an error naming the tensor.
func TestErrors(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	c := randomCodes(r, "model.layers.1.mlp.up_proj", 32, 64, 4, 32, false, true, core.F16)
	lt, err := PackGPTQ(c, true)
	if err != nil {
		t.Fatal(err)
	}
	write := func(t *testing.T, edit func(map[string]*core.Tensor)) string {
		parts := map[string]*core.Tensor{}
		for _, p := range lt.Parts {
			cp := *p.Tensor
			cp.Data = append([]byte(nil), p.Data...)
			parts[p.Role] = &cp
		}
		edit(parts)
		var wt []safetensors.WriteTensor
		for role, p := range parts {
			wt = append(wt, safetensors.WriteTensor{Name: c.Name + "." + role, Format: p.Format.ID, Shape: p.Shape, Data: p.Data})
		}
		dir := t.TempDir()
		f, _ := os.Create(filepath.Join(dir, "model.safetensors"))
		if err := safetensors.Write(f, wt, nil); err != nil {
			t.Fatal(err)
		}
		f.Close()
		cfg := `{"bits": 4, "group_size": 32, "sym": false, "desc_act": true, "checkpoint_format": "gptq_v2", "quant_method": "gptq"}`
		os.WriteFile(filepath.Join(dir, "quantize_config.json"), []byte(cfg), 0o644)
		return dir
	}
	cases := []struct {
		name string
		edit func(map[string]*core.Tensor)
		want string
	}{
		{"missing qzeros", func(p map[string]*core.Tensor) { delete(p, core.RoleQZeros) }, `"qzeros" part is missing`},
		{"missing scales", func(p map[string]*core.Tensor) { delete(p, core.RoleScales) }, `"scales" part is missing`},
		{"g_idx out of range", func(p map[string]*core.Tensor) {
			binary.LittleEndian.PutUint32(p[core.RoleGIdx].Data[4*5:], 7)
		}, "g_idx[5] = 7 is outside the 2 groups"},
		{"scales shape", func(p map[string]*core.Tensor) {
			s := p[core.RoleScales]
			s.Shape = []int64{1, 64}
			s.Data = s.Data[:128]
		}, `part "scales"`},
		{"qweight dtype", func(p map[string]*core.Tensor) {
			q := p[core.RoleQWeight]
			q.Format = mustLookup(core.F32)
		}, "is F32, want I32 or U32"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := write(t, tc.edit)
			_, err := Open(dir, Options{})
			if err == nil {
				t.Fatal("opened")
			}
			if !strings.Contains(err.Error(), c.Name) || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, core.ErrBadFile) {
				t.Errorf("error %q should name %q and say %q", err, c.Name, tc.want)
			}
		})
	}
	// An unknown checkpoint_format is unsupported, naming the file.
	dir := write(t, func(map[string]*core.Tensor) {})
	os.WriteFile(filepath.Join(dir, "quantize_config.json"), []byte(`{"bits": 4, "group_size": 32, "checkpoint_format": "marlin"}`), 0o644)
	if _, err := Open(dir, Options{}); err == nil || !errors.Is(err, core.ErrUnsupported) || !strings.Contains(err.Error(), "marlin") {
		t.Errorf("marlin: %v", err)
	}
	// Bits that do not match the shapes.
	os.WriteFile(filepath.Join(dir, "quantize_config.json"), []byte(`{"bits": 8, "group_size": 32, "sym": false, "checkpoint_format": "gptq_v2"}`), 0o644)
	if _, err := Open(dir, Options{}); err == nil || !strings.Contains(err.Error(), c.Name) {
		t.Errorf("bits 8: %v", err)
	}
	// A v1 zero point of 0 cannot be packed.
	c.Zeros[3] = 0
	if _, err := PackGPTQ(c, false); err == nil || !strings.Contains(err.Error(), "gptq_v2") {
		t.Errorf("v1 zero 0: %v", err)
	}
}

// TestDynamicAndGroups: GPTQModel dynamic rules and compressed-tensors config groups give layers
// their own schemes; the writer records them and the reader applies them.
func TestDynamicAndGroups(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, l := range []layout{layouts[1], layouts[4]} {
		t.Run(l.name, func(t *testing.T) {
			a := randomCodes(r, "model.layers.0.mlp.gate_proj", 32, 64, 4, 32, false, false, core.F16)
			b := randomCodes(r, "model.layers.0.mlp.down_proj", 32, 64, 8, -1, true, false, core.F16)
			ta, err := l.pack(a)
			if err != nil {
				t.Fatal(err)
			}
			tb, err := l.pack(b)
			if err != nil {
				t.Fatal(err)
			}
			c := randomCodes(r, "model.layers.1.mlp.gate_proj", 32, 64, 4, 32, false, false, core.F16)
			tc, _ := l.pack(c)
			dir := t.TempDir()
			if err := Write(dir, []*core.Tensor{ta, tb, tc}, WriteOptions{}); err != nil {
				t.Fatal(err)
			}
			m, err := Open(dir, Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			for _, x := range []Codes{a, b, c} {
				lt, err := m.Tensor(x.Name)
				if err != nil {
					t.Fatal(err)
				}
				sameBits(t, x.Name, dequant(t, lt), expected(x))
			}
		})
	}
}

// checkGEMV: core.GEMV of a part-based tensor agrees with the float64 dot of its dequantized rows.
func checkGEMV(t *testing.T, lt *core.Tensor, r *rand.Rand) {
	t.Helper()
	w := dequant(t, lt)
	rows, cols := lt.Rows(), lt.Cols()
	x := make([]float32, cols)
	for i := range x {
		x[i] = float32(r.NormFloat64())
	}
	y := make([]float32, rows)
	if err := core.GEMV(lt, x, y); err != nil {
		t.Fatal(err)
	}
	for i := range rows {
		var dot, mag float64
		for k := range cols {
			p := float64(w[i*cols+k]) * float64(x[k])
			dot += p
			mag += math.Abs(p)
		}
		if math.Abs(float64(y[i])-dot) > 1e-5*mag+1e-30 {
			t.Errorf("GEMV row %d: %g, f64 dot %g", i, y[i], dot)
		}
	}
}
