package gguf

import (
	"fmt"
	"strings"

	"github.com/lowbit/lowbit/core"
)

// FileType is a llama.cpp model file type ("Q4_K_M", …): a default format plus rules that give
// some tensors more (or fewer) bits. ID is llama.cpp's llama_ftype, written to general.file_type.
type FileType struct {
	ID   uint32
	Name string
	Base core.FormatID
}

// FileTypes lists every mixture lowbit implements, with llama.cpp's ids.
var FileTypes = []FileType{
	{0, "F32", core.F32}, {1, "F16", core.F16}, {32, "BF16", core.BF16},
	{2, "Q4_0", core.Q4_0}, {3, "Q4_1", core.Q4_1}, {8, "Q5_0", core.Q5_0}, {9, "Q5_1", core.Q5_1}, {7, "Q8_0", core.Q8_0},
	{10, "Q2_K", core.Q2_K}, {21, "Q2_K_S", core.Q2_K},
	{11, "Q3_K_S", core.Q3_K}, {12, "Q3_K_M", core.Q3_K}, {13, "Q3_K_L", core.Q3_K},
	{14, "Q4_K_S", core.Q4_K}, {15, "Q4_K_M", core.Q4_K},
	{16, "Q5_K_S", core.Q5_K}, {17, "Q5_K_M", core.Q5_K}, {18, "Q6_K", core.Q6_K},
	{19, "IQ2_XXS", core.IQ2_XXS}, {20, "IQ2_XS", core.IQ2_XS}, {28, "IQ2_S", core.IQ2_XS}, {29, "IQ2_M", core.IQ2_S},
	{22, "IQ3_XS", core.IQ3_S}, {23, "IQ3_XXS", core.IQ3_XXS}, {26, "IQ3_S", core.IQ3_S}, {27, "IQ3_M", core.IQ3_S},
	{24, "IQ1_S", core.IQ1_S}, {31, "IQ1_M", core.IQ1_M},
	{25, "IQ4_NL", core.IQ4_NL}, {30, "IQ4_XS", core.IQ4_XS},
	{36, "TQ1_0", core.TQ1_0}, {37, "TQ2_0", core.TQ2_0}, {38, "MXFP4_MOE", core.MXFP4},
}

// LookupFileType finds a file type by name, case-insensitively.
func LookupFileType(name string) (FileType, error) {
	for _, ft := range FileTypes {
		if strings.EqualFold(ft.Name, name) {
			return ft, nil
		}
	}
	names := make([]string, len(FileTypes))
	for i, ft := range FileTypes {
		names[i] = ft.Name
	}
	return FileType{}, fmt.Errorf("%w: unknown file type %q (known: %s)", core.ErrNotFound, name, strings.Join(names, ", "))
}

// ModelInfo holds the hyper-parameters the rules look at, read from GGUF metadata.
type ModelInfo struct {
	Arch       string
	Layers     int // <arch>.block_count
	Heads      int // <arch>.attention.head_count
	HeadsKV    int // <arch>.attention.head_count_kv (defaults to Heads)
	Experts    int // <arch>.expert_count (0 for dense models)
	HasOutput  bool
	AttnVCount int // tensors named like attn_v / attn_qkv / attn_kv_b
}

// GQA is the number of query heads per key/value head.
func (mi ModelInfo) GQA() int {
	if mi.HeadsKV <= 0 {
		return 1
	}
	return mi.Heads / mi.HeadsKV
}

// InfoOf reads ModelInfo from a model's metadata and tensor names.
func InfoOf(m *core.Model) ModelInfo {
	var mi ModelInfo
	if v, err := m.Value("general.architecture"); err == nil {
		mi.Arch, _ = v.Str()
	}
	num := func(key string) int {
		v, err := m.Value(mi.Arch + "." + key)
		if err != nil {
			return 0
		}
		if n, err := v.Int64(); err == nil {
			return int(n)
		}
		if v.Type == core.TypeArray && v.Len() > 0 { // per-layer arrays: take the first layer
			if e, err := v.Index(0); err == nil {
				n, _ := e.Int64()
				return int(n)
			}
		}
		return 0
	}
	mi.Layers = num("block_count")
	mi.Heads = num("attention.head_count")
	mi.HeadsKV = num("attention.head_count_kv")
	if mi.HeadsKV == 0 {
		mi.HeadsKV = mi.Heads
	}
	mi.Experts = num("expert_count")
	for _, t := range m.Tensors {
		switch {
		case isAttnV(t.Name):
			mi.AttnVCount++
		case t.Name == "output.weight":
			mi.HasOutput = true
		}
	}
	return mi
}

func isAttnV(name string) bool {
	return strings.Contains(name, "attn_v.weight") || strings.Contains(name, "attn_qkv.weight") || strings.Contains(name, "attn_kv_b.weight")
}

// ShouldQuantize says whether llama.cpp's rules quantize a tensor at all: 2-D and 3-D weights,
// except norms, MoE routers, positional/token-type embeddings and a few small special tensors.
func ShouldQuantize(t *core.Tensor) bool {
	name := t.Name
	if !strings.HasSuffix(name, "weight") || len(t.Shape) < 2 {
		return false
	}
	for _, skip := range []string{"_norm.weight", "ffn_gate_inp.weight", "altup", "laurel", "per_layer_model_proj",
		"ssm_conv1d.weight", "shortconv.conv.weight", "time_mix_", "attn_rel_b.weight"} {
		if strings.Contains(name, skip) {
			return false
		}
	}
	return name != "position_embd.weight" && name != "token_types.weight"
}

// Policy chooses each tensor's format for one file type. It keeps counters, so call Choose for
// the tensors in file order, once each.
type Policy struct {
	FT         FileType
	Info       ModelInfo
	HasImatrix bool

	iAttnV, iFFNDown, iFFNGate, iFFNUp int
}

// NewPolicy starts a policy for a model.
func NewPolicy(ft FileType, info ModelInfo, hasImatrix bool) *Policy {
	return &Policy{FT: ft, Info: info, HasImatrix: hasImatrix}
}

// useMoreBits marks the first and last eighth of the layers and every third layer in between.
func useMoreBits(i, n int) bool { return i < n/8 || i >= 7*n/8 || (i-n/8)%3 == 2 }

func (p *Policy) is(names ...string) bool {
	for _, n := range names {
		if p.FT.Name == n {
			return true
		}
	}
	return false
}

// layerOf parses "blk.N." from a name; when absent it falls back to the running counter.
func layerOf(name string, counter int) int {
	var n int
	if _, err := fmt.Sscanf(name, "blk.%d.", &n); err == nil {
		return n
	}
	return counter
}

// Choose returns the format for tensor t (which ShouldQuantize accepted). The rules are
// llama.cpp's llama_tensor_get_type; docs/QUANTIZATION.md lists them as a table.
func (p *Policy) Choose(t *core.Tensor) core.FormatID {
	name, mi := t.Name, p.Info
	typ := p.FT.Base
	if !core.IsQuantizedID(typ) {
		return typ
	}
	veryLow := p.is("IQ2_XXS", "IQ2_XS", "IQ1_S", "IQ2_S", "IQ2_M", "IQ1_M")
	nLayer := mi.Layers
	switch {
	case name == "output.weight" || (!mi.HasOutput && name == "token_embd.weight"):
		switch {
		case p.is("MXFP4_MOE") || mi.Arch == "falcon" || blockMisfit(t, typ):
			typ = core.Q8_0
		case p.is("IQ2_XXS", "IQ2_XS", "IQ3_XXS", "IQ1_S", "IQ2_S", "IQ2_M", "IQ1_M"):
			typ = core.Q5_K
		case typ != core.Q8_0:
			typ = core.Q6_K
		}
	case p.is("MXFP4_MOE"):
		if len(t.Shape) >= 3 && t.Shape[0] > 1 {
			typ = core.MXFP4
		} else {
			typ = core.Q8_0
		}
	case name == "token_embd.weight" || name == "per_layer_token_embd.weight":
		switch {
		case p.is("IQ2_XXS", "IQ2_XS", "IQ1_S", "IQ1_M"):
			typ = core.Q2_K
		case p.is("IQ2_S", "IQ2_M", "IQ3_XXS"):
			typ = core.IQ3_S
		case p.is("TQ1_0", "TQ2_0"):
			typ = core.Q4_K
		}
	case veryLow:
		iq3 := p.is("IQ2_S", "IQ2_M")
		switch {
		case strings.Contains(name, "attn_v.weight"):
			switch {
			case mi.GQA() >= 4 || mi.Experts >= 4:
				typ = core.Q4_K
			case iq3:
				typ = core.IQ3_S
			default:
				typ = core.Q2_K
			}
			p.iAttnV++
		case mi.Experts == 8 && strings.Contains(name, "attn_k.weight"):
			typ = core.Q4_K
		case strings.Contains(name, "ffn_down"):
			if p.iFFNDown < nLayer/8 {
				typ = pick(iq3, core.IQ3_S, core.Q2_K)
			}
			p.iFFNDown++
		case strings.Contains(name, "attn_output.weight"):
			switch {
			case mi.Experts == 8:
				typ = core.Q5_K
			case p.is("IQ1_S", "IQ1_M"):
				typ = core.IQ2_XXS
			case iq3:
				typ = core.IQ3_S
			}
		}
	case strings.Contains(name, "attn_v.weight"):
		i, n := p.iAttnV, mi.AttnVCount
		switch {
		case p.is("Q2_K"):
			typ = pick(mi.GQA() >= 4, core.Q4_K, core.Q3_K)
		case p.is("Q2_K_S") && mi.GQA() >= 4:
			typ = core.Q4_K
		case p.is("IQ3_XXS"):
			typ = pick(mi.GQA() >= 4, core.Q4_K, pick(!p.HasImatrix, core.IQ3_S, core.IQ3_XXS))
		case p.is("IQ3_XS", "IQ3_S") && mi.GQA() >= 4:
			typ = core.Q4_K
		case p.is("IQ3_M"):
			typ = core.Q4_K
		case p.is("Q3_K_M"):
			typ = pick(i < 2, core.Q5_K, core.Q4_K)
		case p.is("Q3_K_L"):
			typ = core.Q5_K
		case p.is("IQ4_NL", "IQ4_XS") && mi.GQA() >= 4:
			typ = core.Q5_K
		case p.is("Q4_K_M", "Q5_K_M") && useMoreBits(i, n):
			typ = core.Q6_K
		case p.is("Q4_K_S") && i < 4:
			typ = core.Q5_K
		}
		if mi.Experts == 8 {
			typ = core.Q8_0
		}
		p.iAttnV++
	case strings.Contains(name, "attn_k.weight"):
		switch {
		case mi.Experts == 8:
			typ = core.Q8_0
		case p.is("IQ3_XS"):
			typ = core.IQ3_XXS
		case p.is("IQ3_XXS"):
			typ = core.IQ2_S
		}
	case strings.Contains(name, "attn_q.weight"):
		switch {
		case p.is("IQ3_XS"):
			typ = core.IQ3_XXS
		case p.is("IQ3_XXS"):
			typ = core.IQ2_S
		}
	case strings.Contains(name, "ffn_down"):
		i := layerOf(name, p.iFFNDown)
		switch {
		case p.is("Q2_K"):
			typ = core.Q3_K
		case p.is("Q2_K_S"):
			if i < nLayer/8 {
				typ = core.Q4_K
			}
		case p.is("IQ3_XXS") && !p.HasImatrix:
			typ = pick(i < nLayer/8, core.Q4_K, core.Q3_K)
		case p.is("Q3_K_M"):
			typ = pick(i < nLayer/16, core.Q5_K, pick(mi.Arch != "falcon" || useMoreBits(i, nLayer), core.Q4_K, core.Q3_K))
		case p.is("IQ3_M") && (i < nLayer/8 || (mi.Experts == 8 && useMoreBits(i, nLayer))):
			typ = core.Q4_K
		case p.is("Q3_K_L"):
			typ = pick(mi.Arch == "falcon", core.Q4_K, core.Q5_K)
		case p.is("Q4_K_M"):
			if mi.Arch == "falcon" {
				typ = pick(i < nLayer/16, core.Q6_K, pick(useMoreBits(i, nLayer), core.Q5_K, core.Q4_K))
			} else if useMoreBits(i, nLayer) {
				typ = core.Q6_K
			}
		case i < nLayer/8 && p.is("IQ4_NL", "IQ4_XS") && !p.HasImatrix:
			typ = core.Q5_K
		case p.is("Q5_K_M") && useMoreBits(i, nLayer):
			typ = core.Q6_K
		case p.is("Q4_K_S") && mi.Arch != "falcon" && i < nLayer/8:
			typ = core.Q5_K
		case p.is("Q4_0", "Q5_0") && p.HasImatrix && i < nLayer/8:
			typ = pick(p.is("Q4_0"), core.Q4_1, core.Q5_1)
		}
		p.iFFNDown++
	case strings.Contains(name, "attn_output.weight"):
		switch {
		case mi.Arch == "falcon":
			if p.is("Q3_K_L") {
				typ = core.Q4_K
			}
		case mi.Experts == 8:
			if p.is("Q2_K", "IQ3_XS", "IQ3_XXS", "Q3_K_S", "Q3_K_M", "IQ4_NL", "Q4_K_S", "Q4_K_M", "IQ3_S", "IQ3_M", "IQ4_XS") {
				typ = core.Q5_K
			}
		case p.is("Q2_K"):
			typ = core.Q3_K
		case p.is("IQ3_XXS"):
			typ = core.IQ3_S
		case p.is("Q3_K_M", "IQ3_M"):
			typ = core.Q4_K
		case p.is("Q3_K_L"):
			typ = core.Q5_K
		}
	case strings.Contains(name, "attn_qkv.weight"):
		switch {
		case p.is("Q3_K_M", "Q3_K_L", "IQ3_M"):
			typ = core.Q4_K
		case p.is("Q4_K_M"):
			typ = core.Q5_K
		case p.is("Q5_K_M"):
			typ = core.Q6_K
		}
	case strings.Contains(name, "ffn_gate"), strings.Contains(name, "ffn_up"):
		counter := &p.iFFNGate
		if strings.Contains(name, "ffn_up") {
			counter = &p.iFFNUp
		}
		i := layerOf(name, *counter)
		if p.is("IQ3_XS") && i >= nLayer/8 && i < 7*nLayer/8 {
			typ = core.IQ3_XXS
		}
		*counter++
	}
	return fallback(t, typ)
}

func pick(cond bool, a, b core.FormatID) core.FormatID {
	if cond {
		return a
	}
	return b
}

// blockMisfit reports whether rows of t are not whole blocks of typ.
func blockMisfit(t *core.Tensor, typ core.FormatID) bool {
	f, err := core.Lookup(typ)
	return err != nil || t.Cols()%int64(f.BlockElems) != 0
}

// fallback replaces a format whose block does not divide the row length, as llama.cpp does.
func fallback(t *core.Tensor, typ core.FormatID) core.FormatID {
	if !blockMisfit(t, typ) {
		return typ
	}
	switch typ {
	case core.TQ1_0, core.TQ2_0:
		typ = core.Q4_0
	case core.IQ2_XXS, core.IQ2_XS, core.IQ2_S, core.IQ3_XXS, core.IQ3_S, core.IQ1_S, core.IQ1_M, core.Q2_K, core.Q3_K, core.IQ4_XS:
		typ = core.IQ4_NL
	case core.Q4_K:
		typ = core.Q5_0
	case core.Q5_K:
		typ = core.Q5_1
	case core.Q6_K:
		typ = core.Q8_0
	}
	if blockMisfit(t, typ) {
		typ = core.F16
	}
	return typ
}

// NeedsImatrix is llama.cpp's rule for when quantizing without an importance matrix would give
// garbage and must be refused (embeddings and the output head are exempt for IQ1_M and Q2_K_S).
func (p *Policy) NeedsImatrix(t *core.Tensor, typ core.FormatID) bool {
	head := t.Name == "token_embd.weight" || t.Name == "output.weight"
	switch typ {
	case core.IQ2_XXS, core.IQ2_XS, core.IQ2_S, core.IQ1_S:
		return true
	case core.IQ1_M:
		return !head
	case core.Q2_K:
		return p.is("Q2_K_S") && t.Name != "token_embd.weight"
	}
	return false
}
