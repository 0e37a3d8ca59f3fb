package safetensors

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/binary"
	"fmt"
	"io"
	"maps"
	"math/bits"
	"slices"
	"unicode/utf8"

	"github.com/bytedance/sonic"

	"github.com/lowbit/lowbit/core"
)

// WriteTensor is one tensor to write: Data holds exactly the bytes its format and shape need.
type WriteTensor struct {
	Name   string
	Format core.FormatID // a format with a safetensors dtype (plain types only)
	Shape  []int64       // row-major
	Data   []byte
}

// Write writes a safetensors file as safetensors' own writer lays it out: tensors sorted by
// descending dtype alignment, then by name, packed back to back; the header compact JSON with
// __metadata__ first (keys sorted; omitted when metadata is nil), padded with spaces to a
// multiple of 8 bytes. Errors wrap core.ErrInvalidArgument, or whatever w returns.
func Write(w io.Writer, tensors []WriteTensor, metadata map[string]string) error {
	order := make([]int, len(tensors))
	types := make([]dtype, len(tensors))
	names := map[string]bool{}
	for i, t := range tensors {
		order[i] = i
		d, ok := dtypeByID[t.Format]
		if !ok {
			f, err := core.Lookup(t.Format)
			if err != nil {
				return fmt.Errorf("tensor %q: %w", t.Name, err)
			}
			return fmt.Errorf("tensor %q: %w: format %s has no safetensors dtype", t.Name, core.ErrInvalidArgument, f.Name)
		}
		types[i] = d
		switch {
		case !utf8.ValidString(t.Name):
			return fmt.Errorf("tensor %q: %w: the name is not valid UTF-8", t.Name, core.ErrInvalidArgument)
		case t.Name == "__metadata__":
			return fmt.Errorf("%w: a tensor cannot be named __metadata__", core.ErrInvalidArgument)
		case names[t.Name]:
			return fmt.Errorf("tensor %q: %w: the name is used twice", t.Name, core.ErrInvalidArgument)
		}
		names[t.Name] = true
		need, err := byteSize(d, t.Shape)
		if err != nil {
			return fmt.Errorf("tensor %q: %w: %s %v: %v", t.Name, core.ErrInvalidArgument, d.format.Name, t.Shape, err)
		}
		if uint64(len(t.Data)) != need {
			return fmt.Errorf("tensor %q: %w: %s %v needs %d bytes, Data has %d",
				t.Name, core.ErrInvalidArgument, d.format.Name, t.Shape, need, len(t.Data))
		}
	}
	slices.SortFunc(order, func(a, b int) int {
		return cmp.Or(cmp.Compare(types[b].rank, types[a].rank), cmp.Compare(tensors[a].Name, tensors[b].Name))
	})

	var h bytes.Buffer
	h.WriteByte('{')
	if metadata != nil {
		h.WriteString(`"__metadata__":{`)
		for i, k := range slices.Sorted(maps.Keys(metadata)) {
			if !utf8.ValidString(k) || !utf8.ValidString(metadata[k]) {
				return fmt.Errorf("metadata %q: %w: not valid UTF-8", k, core.ErrInvalidArgument)
			}
			if i > 0 {
				h.WriteByte(',')
			}
			quote(&h, k)
			h.WriteByte(':')
			quote(&h, metadata[k])
		}
		h.WriteByte('}')
	}
	var off int
	for i, j := range order {
		t := tensors[j]
		if i > 0 || metadata != nil {
			h.WriteByte(',')
		}
		quote(&h, t.Name)
		fmt.Fprintf(&h, `:{"dtype":"%s","shape":[`, types[j].format.Name)
		for k, d := range t.Shape {
			if k > 0 {
				h.WriteByte(',')
			}
			fmt.Fprint(&h, d)
		}
		fmt.Fprintf(&h, `],"data_offsets":[%d,%d]}`, off, off+len(t.Data))
		off += len(t.Data)
	}
	h.WriteByte('}')
	for h.Len()%8 != 0 {
		h.WriteByte(' ')
	}

	bw := bufio.NewWriterSize(w, 1<<20)
	bw.Write(binary.LittleEndian.AppendUint64(nil, uint64(h.Len())))
	bw.Write(h.Bytes())
	for _, j := range order {
		bw.Write(tensors[j].Data)
	}
	return bw.Flush()
}

func quote(b *bytes.Buffer, s string) {
	q, _ := sonic.Marshal(s) // cannot fail for a string
	b.Write(q)
}

// byteSize is the bytes of a tensor of dtype d and shape, checked as the reader checks it.
func byteSize(d dtype, shape []int64) (uint64, error) {
	n := uint64(1)
	for _, x := range shape {
		if x < 0 {
			return 0, fmt.Errorf("negative dimension %d", x)
		}
		hi, lo := bits.Mul64(n, uint64(x))
		if hi != 0 {
			return 0, fmt.Errorf("the element count overflows")
		}
		n = lo
	}
	hi, nbits := bits.Mul64(n, d.bits)
	switch {
	case hi != 0:
		return 0, fmt.Errorf("the bit count overflows")
	case nbits%8 != 0:
		return 0, fmt.Errorf("%d bits are not a whole number of bytes", nbits)
	}
	return nbits / 8, nil
}
