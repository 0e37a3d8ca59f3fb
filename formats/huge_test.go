package formats

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/hostile"
)

// sparseFile creates path with the given size as a sparse file (no data blocks), or skips the test
// when the file system cannot hold one (it would take the whole size on disk).
func sparseFile(t *testing.T, path string, size int64) *os.File {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(size); err != nil {
		f.Close()
		t.Skipf("the file system of %s cannot hold a %d-byte file: %v", path, size, err)
	}
	if used, ok := allocatedBytes(f); ok && used > 64<<20 {
		f.Close()
		t.Skipf("the file system of %s does not support sparse files (%d bytes allocated for a hole)", path, used)
	}
	return f
}

// writeAt writes b at off, checking the result.
func writeAt(t *testing.T, f *os.File, b []byte, off int64) {
	t.Helper()
	if _, err := f.WriteAt(b, off); err != nil {
		t.Fatal(err)
	}
}

// A GGUF file of 4.5 GiB, created sparsely: a Q8_0 tensor of 4.5 GiB whose last rows (and a row
// straddling byte 2^32 of the file) hold data, and a tensor after it, at a file offset above
// 4 GiB. Offsets, row addressing and dequantizing are 64-bit throughout.
func TestHugeSparseGGUF(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	const rows, cols = 1 << 20, 4352 // Q8_0: 136 blocks of 34 bytes, 4624 bytes a row: 4.5 GiB
	q8, _ := core.Lookup(core.Q8_0)
	rowBytes, _ := q8.RowBytes(cols)
	bigBytes := uint64(rows * rowBytes)
	g := hostile.NewG(3, 2, 1).KVStr("general.name", "huge").
		Tensor("big", []uint64{cols, rows}, 8, 0).
		Tensor("tail", []uint64{8, 2}, 0, (bigBytes+31)/32*32).Pad(32)
	header := g.Bytes()
	dataOff := int64(len(header))
	tailOff := dataOff + int64((bigBytes+31)/32*32)
	size := tailOff + 64
	if tailOff <= 1<<32 {
		t.Fatalf("the tail tensor is at %d, not above 4 GiB", tailOff)
	}
	path := filepath.Join(t.TempDir(), "huge.gguf")
	f := sparseFile(t, path, size)
	writeAt(t, f, header, 0)
	// A Q8_0 row: every block has scale 1/64 (f16 0x2400) and codes k-64 … so values (k-64)/64.
	row := func(seed int) []byte {
		b := make([]byte, rowBytes)
		for blk := 0; blk < cols/32; blk++ {
			binary.LittleEndian.PutUint16(b[34*blk:], 0x2400)
			for k := range 32 {
				b[34*blk+2+k] = byte(int8((k + blk + seed) % 128))
			}
		}
		return b
	}
	straddle := (int64(1<<32) - dataOff) / rowBytes // the row holding byte 2^32
	marked := []int64{straddle, rows - 2, rows - 1}
	for _, r := range marked {
		writeAt(t, f, row(int(r%97)), dataOff+r*rowBytes)
	}
	tail := make([]byte, 64)
	for i := range 16 {
		binary.LittleEndian.PutUint32(tail[4*i:], math.Float32bits(float32(i)+0.5))
	}
	writeAt(t, f, tail, tailOff)
	must(t, f.Close())

	m, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	big, err := m.Tensor("big")
	must(t, err)
	tt, err := m.Tensor("tail")
	must(t, err)
	if big.Rows() != rows || big.ByteSize() != int64(bigBytes) || tt.Offset != tailOff {
		t.Fatalf("big: %d rows, %d bytes; tail at %d (want %d)", big.Rows(), big.ByteSize(), tt.Offset, tailOff)
	}
	for _, r := range marked {
		got := make([]float32, cols)
		must(t, core.DequantizeF32(big, r, 1, got))
		seed := int(r % 97)
		for c := range got {
			blk, k := c/32, c%32
			if want := float32(int8((k+blk+seed)%128)) / 64; got[c] != want {
				t.Fatalf("row %d (file offset %d) column %d: %g, want %g", r, dataOff+r*rowBytes, c, got[c], want)
			}
		}
	}
	// A row of the hole reads as zeros; GetRows addresses rows above 4 GiB too.
	got := make([]float32, 2*cols)
	must(t, core.GetRows(big, []int64{rows - 1, rows - 3}, got))
	want := make([]float32, cols)
	must(t, core.DequantizeF32(big, rows-1, 1, want))
	for c := range cols {
		if got[c] != want[c] || got[cols+c] != 0 {
			t.Fatalf("GetRows column %d: %g (want %g) and %g (want 0, a hole)", c, got[c], want[c], got[cols+c])
		}
	}
	vals := make([]float32, 16)
	must(t, core.DequantizeF32(tt, 0, 2, vals))
	for i, v := range vals {
		if v != float32(i)+0.5 {
			t.Fatalf("tail[%d] = %g (offset %d)", i, v, tailOff)
		}
	}
}

// A safetensors file of 4.3 GiB, created sparsely: a BF16 tensor of 4.25 GiB and one after it,
// whose data_offsets are above 2^32.
func TestHugeSparseSafetensors(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	const rows, cols = 1 << 20, 2176 // 4352 bytes a row
	bigBytes := int64(rows * cols * 2)
	h := `{"__metadata__":{"format":"pt"},"big":{"dtype":"BF16","shape":[1048576,2176],"data_offsets":[0,` +
		itoa(bigBytes) + `]},"tail":{"dtype":"F32","shape":[2,8],"data_offsets":[` + itoa(bigBytes) + `,` + itoa(bigBytes+64) + `]}}`
	header := hostile.ST(h, nil)
	base := int64(len(header))
	path := filepath.Join(t.TempDir(), "huge.safetensors")
	f := sparseFile(t, path, base+bigBytes+64)
	writeAt(t, f, header, 0)
	last := make([]byte, 2*cols)
	for c := range cols {
		binary.LittleEndian.PutUint16(last[2*c:], core.FP32ToBF16(float32(c%64)-32))
	}
	writeAt(t, f, last, base+bigBytes-int64(len(last)))
	tail := make([]byte, 64)
	for i := range 16 {
		binary.LittleEndian.PutUint32(tail[4*i:], math.Float32bits(-float32(i)))
	}
	writeAt(t, f, tail, base+bigBytes)
	must(t, f.Close())

	m, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	big, err := m.Tensor("big")
	must(t, err)
	tt, err := m.Tensor("tail")
	must(t, err)
	if tt.Offset != base+bigBytes || tt.Offset <= 1<<32 {
		t.Fatalf("tail at %d, want %d", tt.Offset, base+bigBytes)
	}
	got := make([]float32, cols)
	must(t, core.DequantizeF32(big, rows-1, 1, got))
	for c, v := range got {
		if v != float32(c%64)-32 {
			t.Fatalf("last row, column %d: %g", c, v)
		}
	}
	vals := make([]float32, 16)
	must(t, core.DequantizeF32(tt, 0, 2, vals))
	for i, v := range vals {
		if v != -float32(i) {
			t.Fatalf("tail[%d] = %g", i, v)
		}
	}
}

func itoa(n int64) string {
	b := []byte{}
	for {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
		if n == 0 {
			return string(b)
		}
	}
}
