package imatrix

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/gguf"
)

func f32bytes(v ...float32) []byte {
	b := make([]byte, 0, 4*len(v))
	for _, x := range v {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
	}
	return b
}

func TestLegacy(t *testing.T) {
	dir := t.TempDir()
	// hand-built file: ncall = 4, so values are divided by 4
	var b []byte
	le := binary.LittleEndian
	b = le.AppendUint32(b, 2)
	for _, e := range []struct {
		name string
		vals []float32
	}{{"blk.0.attn_q.weight", []float32{4, 8}}, {"output.weight", []float32{2}}} {
		b = le.AppendUint32(b, uint32(len(e.name)))
		b = append(b, e.name...)
		b = le.AppendUint32(b, 4)
		b = le.AppendUint32(b, uint32(len(e.vals)))
		b = append(b, f32bytes(e.vals...)...)
	}
	p := filepath.Join(dir, "im.dat")
	os.WriteFile(p, b, 0o644)
	m, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	want := Matrix{"blk.0.attn_q.weight": {1, 2}, "output.weight": {0.5}}
	if !reflect.DeepEqual(m, want) {
		t.Fatalf("got %v", m)
	}
	// round trip through the writer
	p2 := filepath.Join(dir, "rt.dat")
	if err := WriteLegacy(p2, want); err != nil {
		t.Fatal(err)
	}
	if m2, err := Load(p2); err != nil || !reflect.DeepEqual(m2, want) {
		t.Fatalf("round trip: %v %v", m2, err)
	}
	// every truncation is an error, never a panic
	for n := 0; n < len(b); n++ {
		if _, err := parseLegacy("cut.dat", b[:n]); err == nil {
			t.Fatalf("prefix %d accepted", n)
		}
	}
	nan := le.AppendUint32(nil, 1)                      // one entry
	nan = append(le.AppendUint32(nan, 1), 'x')          // name "x"
	nan = le.AppendUint32(le.AppendUint32(nan, 1), 1)   // ncall 1, nval 1
	nan = append(nan, f32bytes(float32(math.NaN()))...) // the value
	os.WriteFile(p, nan, 0o644)
	if _, err := Load(p); err == nil || !strings.Contains(err.Error(), "NaN") {
		t.Fatalf("NaN accepted: %v", err)
	}
}

func TestGGUF(t *testing.T) {
	w := gguf.NewWriter()
	w.AddKV("general.type", core.Scalar("imatrix"))
	// a 2-expert tensor: expert 1 never saw input
	must(t, w.AddTensor("blk.0.ffn_down_exps.weight.in_sum2", core.F32, []int64{2, 3}, f32bytes(2, 4, 6, 9, 9, 9)))
	must(t, w.AddTensor("blk.0.ffn_down_exps.weight.counts", core.F32, []int64{2}, f32bytes(2, 0)))
	must(t, w.AddTensor("output.weight.in_sum2", core.F32, []int64{2}, f32bytes(3, 6)))
	must(t, w.AddTensor("output.weight.counts", core.F32, []int64{1}, f32bytes(3)))
	p := filepath.Join(t.TempDir(), "im.gguf")
	must(t, w.WriteFile(p))
	m, err := Load(p)
	must(t, err)
	want := Matrix{"blk.0.ffn_down_exps.weight": {1, 2, 3, 1, 1, 1}, "output.weight": {1, 2}}
	if !reflect.DeepEqual(m, want) {
		t.Fatalf("got %v", m)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
