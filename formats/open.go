// Package formats opens model files of every supported family behind one call.
package formats

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gguf"
	"github.com/lowbit/lowbit/formats/gptq"
	"github.com/lowbit/lowbit/formats/safetensors"
)

// Options carries the reader limits; zero fields take each reader's defaults. Every family
// honours them: GGUF files, safetensors files (each shard of a sharded checkpoint), index files
// and the config files of MLX / GPTQ / AWQ / compressed-tensors checkpoints.
type Options struct {
	// GGUF: one metadata string, one metadata array, tensors and metadata entries per file, and
	// dimensions per tensor (at most ggml's 4). safetensors files take the same caps for tensor
	// names and __metadata__ strings (MaxStringLen), tensors per file (MaxTensors), __metadata__
	// entries (MaxKV) and dimensions (MaxDims, default 64 there).
	GGUF           gguf.Limits
	MaxHeaderBytes uint64 // safetensors JSON header, and a *.safetensors.index.json (default 100 MB)
	MaxConfigBytes uint64 // each JSON config file of an MLX / GPTQ / AWQ / compressed-tensors checkpoint (default 64 MiB)
	// GPTQZeros says how GPTQ zero points are read (gptq.ZeroAuto: as labelled, unless the stored
	// zeros show a mislabelled checkpoint; see gptq.ZeroMode).
	GPTQZeros gptq.ZeroMode
	// Raw opens MLX / GPTQ / AWQ / compressed-tensors checkpoints as the plain safetensors they
	// are stored in, without grouping quantized layers into logical tensors.
	Raw bool
}

// Open sniffs what path is and opens it:
//   - a file starting with "GGUF" or named *.gguf: a GGUF file;
//   - a file named *.index.json: a sharded safetensors checkpoint;
//   - any other file: a safetensors file (its header is validated, so other files fail clearly);
//   - a directory: its model.safetensors.index.json, else its single *.safetensors, else its
//     single *.gguf.
//
// A directory — or a .safetensors file or index inside one — whose config files describe a
// quantized checkpoint opens with that family's reader (family.go): MLX (config.json
// "quantization"), GPTQ, AWQ or compressed-tensors (quantize_config.json, quant_config.json or
// config.json "quantization_config"), unless opts.Raw.
func Open(path string, opts Options) (*core.Model, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", core.ErrNotFound, err)
	}
	if m, ok, err := openFamily(path, st.IsDir(), opts); ok {
		return m, err
	}
	if st.IsDir() {
		return openDir(path, opts)
	}
	if strings.HasSuffix(path, ".index.json") {
		return safetensors.OpenIndexOptions(path, opts.safetensors())
	}
	magic, err := readHead(path, 4)
	if err != nil {
		return nil, err
	}
	if bytes.Equal(magic, []byte(gguf.Magic)) || strings.HasSuffix(path, ".gguf") {
		return gguf.OpenWithLimits(path, opts.GGUF)
	}
	m, err := safetensors.OpenOptions(path, opts.safetensors())
	if err != nil && !strings.HasSuffix(path, ".safetensors") {
		return nil, fmt.Errorf("not a GGUF file (no GGUF magic), and as safetensors: %w", err)
	}
	return m, err
}

// safetensors are the safetensors reader's limits from opts.
func (o Options) safetensors() safetensors.Options {
	return safetensors.Options{MaxHeaderSize: o.MaxHeaderBytes, MaxTensors: o.GGUF.MaxTensors, MaxMetadata: o.GGUF.MaxKV,
		MaxStringLen: o.GGUF.MaxStringLen, MaxDims: o.GGUF.MaxDims}
}

func openDir(dir string, opts Options) (*core.Model, error) {
	index := dir + "/model.safetensors.index.json"
	if _, err := os.Stat(index); err == nil {
		return Open(index, opts)
	}
	for _, pattern := range []string{"*.safetensors", "*.gguf"} {
		matches, _ := globDir(dir, pattern)
		switch len(matches) {
		case 0:
			continue
		case 1:
			return Open(matches[0], opts)
		default:
			return nil, fmt.Errorf("%s: %w: %d %s files and no model.safetensors.index.json; open one file instead",
				dir, core.ErrInvalidArgument, len(matches), pattern)
		}
	}
	return nil, fmt.Errorf("%s: %w: no model.safetensors.index.json, *.safetensors or *.gguf file in the directory", dir, core.ErrNotFound)
}

func readHead(path string, n int) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", core.ErrIO, err)
	}
	defer f.Close()
	b := make([]byte, n)
	k, err := io.ReadFull(f, b)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, fmt.Errorf("%s: %w: %v", path, core.ErrIO, err)
	}
	return b[:k], nil
}
