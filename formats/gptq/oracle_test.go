package gptq

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/formats/safetensors"
	"github.com/lowbit/lowbit/internal/pyoracle"
)

// TestNumpyReference: checkpoints lowbit packs and writes are read by the numpy reference
// dequantizers (bindings/python/tests/gptq_awq_ref.py, written from the reference layouts
// independently of this package) to exactly the values lowbit reads.
func TestNumpyReference(t *testing.T) {
	py := pyoracle.Python(t, "numpy")
	script := filepath.Join(pyoracle.Root(), "bindings", "python", "tests", "gptq_awq_ref.py")
	r := rand.New(rand.NewPCG(11, 12))
	type job struct {
		name     string
		c        Codes
		dir, out string
	}
	var jobs []job
	var args []string
	for _, l := range layouts {
		for _, bits := range l.bits {
			for _, sym := range []bool{true, false} {
				for _, act := range []bool{false, true} {
					if act && strings.HasPrefix(l.name, "awq") {
						continue
					}
					for _, group := range []int{32, -1} {
						if l.name == "awq_gemv" && group == -1 {
							continue
						}
						for _, sf := range []core.FormatID{core.F16, core.BF16, core.F32} {
							name := fmt.Sprintf("%s_b%d_sym%v_act%v_g%d_%s", l.name, bits, sym, act, group, mustLookup(sf).Name)
							c := randomCodes(r, "model.layers.0.self_attn.o_proj", 32, 128, bits, group, sym, act, sf)
							lt, err := l.pack(c)
							if err != nil {
								t.Fatalf("%s: %v", name, err)
							}
							j := job{name: name, c: c, dir: t.TempDir()}
							j.out = filepath.Join(j.dir, "numpy.safetensors")
							if err := Write(j.dir, []*core.Tensor{lt}, WriteOptions{}); err != nil {
								t.Fatal(err)
							}
							jobs = append(jobs, j)
							args = append(args, j.dir, j.out)
						}
					}
				}
			}
		}
	}
	pyoracle.Run(t, py, script, append([]string{"dequant"}, args...)...)
	for _, j := range jobs {
		ref, err := safetensors.Open(j.out)
		if err != nil {
			t.Fatal(err)
		}
		want, err := ref.Tensor(j.c.Name)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Open(j.dir, Options{})
		if err != nil {
			t.Fatal(err)
		}
		got, _ := m.Tensor(j.c.Name)
		sameBits(t, j.name, dequant(t, got), dequant(t, want))
		sameBits(t, j.name+" (formula)", dequant(t, got), expected(j.c))
		m.Close()
		ref.Close()
	}
	t.Logf("%d checkpoints agree with numpy", len(jobs))
}
