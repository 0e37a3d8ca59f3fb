package gguf

import (
	"fmt"
	"io"

	"github.com/lowbit/lowbit/core"
)

// QuantizeOptions configures QuantizeModel.
type QuantizeOptions struct {
	FileType        FileType
	Imatrix         map[string][]float32 // per tensor name; nil for none
	Pure            bool                 // every quantized tensor gets the base format, no mixture rules
	AllowRequantize bool                 // allow quantized inputs (they are dequantized first)
	Log             io.Writer            // one line per tensor when not nil
}

// TensorChoice records what QuantizeModel did with one tensor.
type TensorChoice struct {
	Name          string
	From, To      *core.Format
	BytesIn       int64
	BytesOut      int64
	UsedImatrix   bool
	QuantizedHere bool
}

// QuantizeModel writes in as a GGUF file at out whose tensors are quantized by the file type's
// rules (see Policy), with metadata copied and general.file_type / general.quantization_version
// set. Tensors the rules leave alone are copied byte for byte.
func QuantizeModel(in *core.Model, out string, opts QuantizeOptions) ([]TensorChoice, error) {
	ft := opts.FileType
	if ft.Name == "" {
		return nil, fmt.Errorf("%w: no file type given", core.ErrInvalidArgument)
	}
	policy := NewPolicy(ft, InfoOf(in), opts.Imatrix != nil)
	w := NewWriter()
	for _, kv := range in.Metadata {
		switch kv.Key {
		case "general.file_type", "general.quantization_version", AlignmentKey,
			"split.no", "split.count", "split.tensors.count":
			continue
		}
		if err := w.AddKV(kv.Key, kv.Value); err != nil {
			return nil, err
		}
	}
	w.AddKV("general.quantization_version", core.Scalar(uint32(2))) // GGML_QNT_VERSION
	w.AddKV("general.file_type", core.Scalar(ft.ID))

	// Plan every tensor first, so a missing quantizer or importance matrix is reported before
	// any work is done.
	plan := make([]core.FormatID, len(in.Tensors))
	skip := make([]bool, len(in.Tensors))
	for i, t := range in.Tensors {
		plan[i] = t.Format.ID
		if t.PartOf != "" {
			// A stored part of a part-based layer (MLX, GPTQ, …): the layer itself is written,
			// once, as its logical tensor. Only the layer's additive bias is a tensor of its own.
			skip[i] = !isLayerBias(in, t)
			continue
		}
		// A part-based layer is a linear weight whatever its name (no GGUF renaming here), and
		// GGUF has no part-based type: it is always dequantized and quantized again.
		if !ShouldQuantize(t) && !t.Format.IsParts() {
			continue
		}
		if opts.Pure {
			plan[i] = fallback(t, ft.Base)
		} else {
			plan[i] = policy.Choose(t)
		}
		if plan[i] == t.Format.ID {
			continue
		}
		f, err := core.Lookup(plan[i])
		if err != nil {
			return nil, err
		}
		if !f.CanQuantize() {
			return nil, fmt.Errorf("%s: tensor %q: %w: the %s mixture puts it in %s, which lowbit cannot quantize yet", in.Path, t.Name, core.ErrUnsupported, ft.Name, f.Name)
		}
		if policy.NeedsImatrix(t, plan[i]) && opts.Imatrix[t.Name] == nil {
			return nil, fmt.Errorf("%s: tensor %q: %w: %s quantization needs an importance matrix for this tensor (the result would be garbage without one)",
				in.Path, t.Name, core.ErrInvalidArgument, f.Name)
		}
	}

	var report []TensorChoice
	for i, t := range in.Tensors {
		if skip[i] {
			continue
		}
		c := TensorChoice{Name: t.Name, From: t.Format, To: t.Format, BytesIn: t.ByteSize(), BytesOut: t.ByteSize()}
		data := t.Data
		if typ := plan[i]; typ != t.Format.ID {
			var err error
			data, c.UsedImatrix, err = quantizeTensor(in, t, typ, opts)
			if err != nil {
				return nil, err
			}
			c.To, _ = core.Lookup(typ)
			c.BytesOut, c.QuantizedHere = int64(len(data)), true
		}
		if err := w.AddTensor(t.Name, c.To.ID, t.Shape, data); err != nil {
			return nil, err
		}
		if opts.Log != nil {
			fmt.Fprintf(opts.Log, "%-40s %-8s -> %-8s %10d -> %10d bytes%s\n", t.Name, c.From.Name, c.To.Name, c.BytesIn, c.BytesOut,
				map[bool]string{true: "  (imatrix)", false: ""}[c.UsedImatrix])
		}
		report = append(report, c)
	}
	return report, w.WriteFile(out)
}

// isLayerBias reports whether the stored tensor t is the additive bias of the layer it is part of.
func isLayerBias(in *core.Model, t *core.Tensor) bool {
	layer, err := in.Tensor(t.PartOf)
	if err != nil {
		return false
	}
	for _, p := range layer.Parts {
		if p.Tensor == t {
			return p.Role == core.RoleBias
		}
	}
	return false
}

// quantizeTensor converts one tensor; 3-D tensors (experts) are quantized matrix by matrix, each
// with its own slice of the importance matrix, as llama.cpp does.
func quantizeTensor(in *core.Model, t *core.Tensor, typ core.FormatID, opts QuantizeOptions) ([]byte, bool, error) {
	f, err := core.Lookup(typ)
	if err != nil {
		return nil, false, err
	}
	if t.Format.Has(core.FlagQuantized) && !opts.AllowRequantize {
		return nil, false, fmt.Errorf("%s: tensor %q: %w: it is already %s; requantizing loses accuracy, allow it explicitly", in.Path, t.Name, core.ErrInvalidArgument, t.Format.Name)
	}
	cols, rows := t.Cols(), t.Rows()
	mats := int64(1)
	if len(t.Shape) >= 3 {
		mats = rows / t.Shape[len(t.Shape)-2]
	}
	var im []float32
	if opts.Imatrix != nil {
		if v, ok := opts.Imatrix[t.Name]; ok {
			if int64(len(v)) != cols*mats {
				return nil, false, fmt.Errorf("%s: tensor %q: %w: the imatrix has %d values, the tensor needs %d (%d columns × %d matrices)",
					in.Path, t.Name, core.ErrInvalidArgument, len(v), cols*mats, cols, mats)
			}
			im = v
		}
	}
	src := make([]float32, t.Elements())
	if err := core.DequantizeF32(t, 0, rows, src); err != nil {
		return nil, false, err
	}
	rowBytes, err := f.RowBytes(cols)
	if err != nil {
		return nil, false, err
	}
	dst := make([]byte, rows*rowBytes)
	perMat := rows / mats
	for m := int64(0); m < mats; m++ {
		var w []float32
		if im != nil {
			w = im[m*cols : (m+1)*cols]
		}
		s := src[m*perMat*cols : (m+1)*perMat*cols]
		d := dst[m*perMat*rowBytes : (m+1)*perMat*rowBytes]
		if err := core.Quantize(f, s, perMat, cols, w, d); err != nil {
			return nil, false, fmt.Errorf("%s: tensor %q: %w", in.Path, t.Name, err)
		}
	}
	return dst, im != nil, nil
}
