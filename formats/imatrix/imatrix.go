// Package imatrix reads llama.cpp importance matrices: per tensor, one mean squared activation
// per input column, which quantizers use as weights.
//
// Two file formats exist and both are read:
//   - the legacy binary ".dat": i32 n_entries, then per entry {i32 name_len, name, i32 ncall,
//     i32 nval, f32 values[nval]}, optionally followed by the last chunk count and the dataset
//     name. Values are sums over ncall calls; like llama-quantize we divide by ncall.
//   - the GGUF format (general.type = "imatrix"): per tensor T, "T.in_sum2" (sums of squared
//     activations, [n_mat, nval]) and "T.counts" ([n_mat]); the weights are in_sum2/count per
//     matrix, and 1 where a matrix (an expert) never saw input, as llama-quantize does.
package imatrix

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"sort"
	"strings"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gguf"
)

// Matrix maps a tensor name (e.g. "blk.0.attn_q.weight") to its weights: nval values per matrix,
// all matrices (experts) of a 3-D tensor one after the other.
type Matrix map[string][]float32

// Names returns the tensor names, sorted.
func (m Matrix) Names() []string {
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Load reads either format, sniffing the GGUF magic.
func Load(path string) (Matrix, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: %v", core.ErrNotFound, err)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %v", core.ErrIO, err)
	}
	if len(data) >= 4 && string(data[:4]) == gguf.Magic {
		return loadGGUF(path)
	}
	return parseLegacy(path, data)
}

func parseLegacy(path string, data []byte) (Matrix, error) {
	bad := func(at int, format string, args ...any) error {
		return fmt.Errorf("%s: %w at byte %d: legacy imatrix: %s", path, core.ErrBadFile, at, fmt.Sprintf(format, args...))
	}
	pos := 0
	i32 := func(what string) (int32, error) {
		if len(data)-pos < 4 {
			return 0, bad(pos, "truncated: %s needs 4 bytes, %d remain", what, len(data)-pos)
		}
		v := int32(binary.LittleEndian.Uint32(data[pos:]))
		pos += 4
		return v, nil
	}
	n, err := i32("entry count")
	if err != nil {
		return nil, err
	}
	// every entry takes at least 16 bytes, so the count is bounded by the file size
	if n < 0 || int64(n)*16 > int64(len(data)-pos) {
		return nil, bad(0, "entry count %d does not fit in a %d-byte file", n, len(data))
	}
	m := make(Matrix, n)
	for e := int32(0); e < n; e++ {
		at := pos
		nameLen, err := i32("name length")
		if err != nil {
			return nil, err
		}
		if nameLen <= 0 || int64(nameLen) > int64(len(data)-pos) {
			return nil, bad(at, "entry %d: name length %d is out of range", e, nameLen)
		}
		name := string(data[pos : pos+int(nameLen)])
		pos += int(nameLen)
		ncall, err := i32("call count of " + name)
		if err != nil {
			return nil, err
		}
		nval, err := i32("value count of " + name)
		if err != nil {
			return nil, err
		}
		if nval < 1 || int64(nval)*4 > int64(len(data)-pos) {
			return nil, bad(at, "entry %q: %d values do not fit in the %d bytes that remain", name, nval, len(data)-pos)
		}
		if _, dup := m[name]; dup {
			return nil, bad(at, "entry %q appears twice", name)
		}
		vals := make([]float32, nval)
		for i := range vals {
			vals[i] = math.Float32frombits(binary.LittleEndian.Uint32(data[pos+4*i:]))
			if ncall > 0 {
				vals[i] /= float32(ncall)
			}
		}
		pos += 4 * int(nval)
		m[name] = vals
	}
	return m, checkFinite(path, m)
}

const (
	sumSuffix   = ".in_sum2"
	countSuffix = ".counts"
)

func loadGGUF(path string) (Matrix, error) {
	model, err := gguf.Open(path)
	if err != nil {
		return nil, err
	}
	defer model.Close()
	m := Matrix{}
	for _, sums := range model.Tensors {
		name, ok := strings.CutSuffix(sums.Name, sumSuffix)
		if !ok {
			continue
		}
		counts, err := model.Tensor(name + countSuffix)
		if err != nil {
			return nil, fmt.Errorf("%s: %w: imatrix tensor %q has no %q beside it", path, core.ErrBadFile, sums.Name, name+countSuffix)
		}
		if sums.Format.ID != core.F32 || counts.Format.ID != core.F32 {
			return nil, fmt.Errorf("%s: %w: imatrix tensors of %q must be F32, not %s and %s", path, core.ErrBadFile, name, sums.Format.Name, counts.Format.Name)
		}
		nval, nmat := sums.Cols(), sums.Rows()
		if counts.Elements() != nmat {
			return nil, fmt.Errorf("%s: %w: %q has %d matrices of sums but %d counts", path, core.ErrBadFile, name, nmat, counts.Elements())
		}
		s := make([]float32, sums.Elements())
		c := make([]float32, counts.Elements())
		if err := core.DequantizeF32(sums, 0, sums.Rows(), s); err != nil {
			return nil, err
		}
		if err := core.DequantizeF32(counts, 0, counts.Rows(), c); err != nil {
			return nil, err
		}
		vals := make([]float32, len(s))
		for j := int64(0); j < nmat; j++ {
			for i := int64(0); i < nval; i++ {
				if c[j] > 0 {
					vals[j*nval+i] = s[j*nval+i] / c[j]
				} else {
					vals[j*nval+i] = 1 // this matrix never saw input during calibration
				}
			}
		}
		m[name] = vals
	}
	if len(m) == 0 {
		return nil, fmt.Errorf("%s: %w: a GGUF file with no *%s tensors is not an imatrix", path, core.ErrBadFile, sumSuffix)
	}
	return m, checkFinite(path, m)
}

// checkFinite rejects NaN and inf weights, as llama-quantize does.
func checkFinite(path string, m Matrix) error {
	for _, name := range m.Names() {
		for i, v := range m[name] {
			if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
				return fmt.Errorf("%s: %w: imatrix entry %q value %d is %v", path, core.ErrBadFile, name, i, v)
			}
		}
	}
	return nil
}

// WriteLegacy writes m in the legacy .dat format with ncall = 1 (tests and tools use it).
func WriteLegacy(path string, m Matrix) error {
	var b []byte
	le := binary.LittleEndian
	b = le.AppendUint32(b, uint32(len(m)))
	for _, name := range m.Names() {
		b = le.AppendUint32(b, uint32(len(name)))
		b = append(b, name...)
		b = le.AppendUint32(b, 1)
		b = le.AppendUint32(b, uint32(len(m[name])))
		for _, v := range m[name] {
			b = le.AppendUint32(b, math.Float32bits(v))
		}
	}
	b = le.AppendUint32(b, 1) // last chunk
	b = le.AppendUint32(b, 0) // empty dataset name
	if err := os.WriteFile(path, b, 0o644); err != nil {
		return fmt.Errorf("%w: %v", core.ErrIO, err)
	}
	return nil
}
