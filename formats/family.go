package formats

import (
	"path/filepath"
	"strings"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gptq"
	"github.com/lowbit/lowbit/formats/mlx"
)

// openFamily opens path with a part-based family's reader when its directory's config files
// describe one: MLX first (config.json "quantization"), then GPTQ / AWQ / compressed-tensors.
// ok is false when path is no such checkpoint (or opts.Raw): the caller goes on as before.
func openFamily(path string, isDir bool, opts Options) (m *core.Model, ok bool, err error) {
	if opts.Raw {
		return nil, false, nil
	}
	dir := path
	if !isDir {
		if !strings.HasSuffix(path, ".safetensors") && !strings.HasSuffix(path, ".safetensors.index.json") {
			return nil, false, nil
		}
		dir = filepath.Dir(path)
	}
	switch {
	case mlx.SniffLimit(dir, opts.MaxConfigBytes):
		m, err = mlx.Open(path, mlx.Options{Weights: opts.safetensors(), MaxConfigBytes: opts.MaxConfigBytes})
	case gptq.SniffLimit(dir, opts.MaxConfigBytes):
		m, err = gptq.Open(path, gptq.Options{Weights: opts.safetensors(), MaxConfigBytes: opts.MaxConfigBytes, Zeros: opts.GPTQZeros})
	default:
		return nil, false, nil
	}
	return m, true, err
}
