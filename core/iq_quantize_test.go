package core

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/lowbit/lowbit/internal/ggmlref"
)

// ggml's quantizer-side compressed grids (ggml-quants.c at ggml d99724f2: kgrid_2bit_256 in
// iq2xs_init_impl and so on), as SHA-256 of the uint16 tables in little-endian order. The tables
// are function-local statics that libggml-base.so does not export, so their digests stand in for
// them; they are sorted ascending, which the test checks too.
var ggmlKGridSHA256 = [numIQLattices]struct {
	name, sum string
	n         int
}{
	latIQ2XXS: {"kgrid_2bit_256", "915952ebc4af8ddba8113583ca1316fc818843f7b825bbf1a25ae1c39bf0e16d", 256},
	latIQ2XS:  {"kgrid_2bit_512", "f66435966ca8d64e9e4a6e3c91e64afcf9015e700ec85962f527283ebae207b9", 512},
	latIQ2S:   {"kgrid_2bit_1024", "e6e75e121b65e8afa5c1f92b71463cfbe217b83893f438acde22fd5db06a43f7", 1024},
	latIQ1S:   {"kgrid_1bit_2048", "e9ffebfc997ad6023063a667c0bf4eedd8ebf7f56b3da399cbc7d1b1f7ea52c6", 2048},
	latIQ3XXS: {"kgrid_256", "c9678803c61b2210fbd8cbbb3f965a835409cd7d88a04d086d236261bd221d11", 256},
	latIQ3S:   {"kgrid_512", "353274c58dd7d8dc5ee960dc8fc54ff9164eaf2b49206b841cd49415cf393f81", 512},
}

// TestIQKGridsDerivedFromDequantGrids proves that the kgrid tables derived from the dequantization
// grids are ggml's quantizer tables, so lowbit carries one copy of each lattice.
func TestIQKGridsDerivedFromDequantGrids(t *testing.T) {
	for id := range numIQLattices {
		want := ggmlKGridSHA256[id]
		kg := iqKGrid(id)
		b := make([]byte, 2*len(kg))
		for i, v := range kg {
			binary.LittleEndian.PutUint16(b[2*i:], v)
		}
		sum := sha256.Sum256(b)
		if got := hex.EncodeToString(sum[:]); len(kg) != want.n || got != want.sum {
			t.Errorf("%s: derived %d entries with SHA-256 %s, ggml's table has %d with %s", want.name, len(kg), got, want.n, want.sum)
		}
		if !slices.IsSorted(kg) {
			t.Errorf("%s: derived table is not ascending as ggml's is", want.name)
		}
	}
}

// TestIQLatticeNeighbours checks the neighbour lists against a direct transcription of ggml's
// construction (sort every grid point by distance and index, keep nwant distinct distances) on a
// sample of off-grid indices of every lattice.
func TestIQLatticeNeighbours(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for id := range numIQLattices {
		s := &iqLatticeSpecs[id]
		lat := iqGetLattice(id)
		n := len(lat.lv) / lat.dim
		checked := 0
		for try := 0; try < 400; try++ {
			u := r.IntN(len(lat.kmap))
			if lat.kmap[u] >= 0 || lat.kmap[u] == iqNoList {
				continue
			}
			type pair struct{ d2, j int }
			ps := make([]pair, n)
			for j := range ps {
				d := 0
				for i := 0; i < lat.dim; i++ {
					t := int(2*lat.lv[j*lat.dim+i]+1) - (2*(u>>(s.bits*i)&(1<<s.bits-1)) + 1)
					d += t * t
				}
				ps[j] = pair{d, j}
			}
			slices.SortFunc(ps, func(a, b pair) int {
				if a.d2 != b.d2 {
					return a.d2 - b.d2
				}
				return a.j - b.j
			})
			var want []uint16
			d2, have := ps[0].d2, 1
			for _, p := range ps {
				if p.d2 > d2 {
					if have == s.nwant {
						break
					}
					d2 = p.d2
					have++
				}
				want = append(want, uint16(p.j))
			}
			if got := lat.neighbours(u); !slices.Equal(got, want) {
				t.Fatalf("lattice %d index %#x: neighbours %v, want %v", id, u, got, want)
			}
			checked++
		}
		if checked == 0 {
			t.Errorf("lattice %d: no off-grid index sampled", id)
		}
	}
}

// The inputs of the oracle comparison: 16 rows of 1024 columns per distribution.
const (
	iqTestRows = 16
	iqTestCols = 1024
)

type iqDistribution struct {
	name string
	fill func(r *rand.Rand, x []float32)
}

func iqNormal(s float64) func(*rand.Rand, []float32) {
	return func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = float32(r.NormFloat64() * s)
		}
	}
}

var iqDistributions = []iqDistribution{
	{"normal", iqNormal(1)},
	{"uniform", func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = float32(r.Float64()*2 - 1)
		}
	}},
	{"outliers", func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = float32(r.NormFloat64())
			if r.IntN(100) == 0 {
				x[i] *= float32(100 + r.IntN(900))
			}
		}
	}},
	{"positive", func(r *rand.Rand, x []float32) {
		for i := range x {
			x[i] = float32(math.Abs(r.NormFloat64()) + 3)
		}
	}},
	{"zero", func(*rand.Rand, []float32) {}},
	{"constant", func(_ *rand.Rand, x []float32) {
		consts := []float32{0.37, -2.5, 1, -1, 7, -8, 65504, -1e-3, 3e-5, 100, -0.1, 8, 15, 31, -127, 0.5}
		for i := range x {
			x[i] = consts[i/iqTestCols%len(consts)]
		}
	}},
	// Values from a handful of levels, with ±0: ties in every sort and comparison.
	{"levels", func(r *rand.Rand, x []float32) {
		lv := []float32{0, float32(math.Copysign(0, -1)), 1, -1, 0.5, -0.5, 2, -2, 0.25}
		for i := range x {
			x[i] = lv[r.IntN(len(lv))]
		}
	}},
	// Mostly zeros: groups below the epsilons next to live ones.
	{"sparse", func(r *rand.Rand, x []float32) {
		for i := range x {
			if r.IntN(8) == 0 {
				x[i] = float32(r.NormFloat64())
			}
		}
	}},
	{"mixed", func(r *rand.Rand, x []float32) {
		for b := 0; b < len(x); b += 16 {
			s := math.Pow(10, r.Float64()*16-10)
			for i := b; i < b+16; i++ {
				x[i] = float32(r.NormFloat64() * s)
			}
		}
	}},
	{"subnormal-scale", iqNormal(1e-5)},
	{"tiny", iqNormal(1e-30)},
	{"large", iqNormal(1e12)},
}

func iqInput(d iqDistribution, seed uint64) []float32 {
	x := make([]float32, iqTestRows*iqTestCols)
	d.fill(rand.New(rand.NewPCG(0x6971, seed)), x)
	return x
}

// iqImatrices are random importance matrices: positive and moderate, positive over six decades,
// and with a third of the columns at zero (columns llama.cpp's imatrix never saw active).
func iqImatrices(seed uint64) map[string][]float32 {
	r := rand.New(rand.NewPCG(0x696d, seed))
	a, b, c := make([]float32, iqTestCols), make([]float32, iqTestCols), make([]float32, iqTestCols)
	for i := range a {
		a[i] = float32(r.Float64()*2 + 0.01)
		b[i] = float32(math.Pow(10, r.Float64()*6-3))
		if r.IntN(3) != 0 {
			c[i] = float32(r.Float64())
		}
	}
	return map[string][]float32{"imatrix": a, "wide-imatrix": b, "zeros-imatrix": c}
}

var iqQuantizeFormats = []FormatID{IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M}

// TestIQQuantizeMatchesGGML compares every IQ quantizer with ggml_quantize_chunk byte for byte:
// with importance matrices always, and without one where ggml can quantize without.
func TestIQQuantizeMatchesGGML(t *testing.T) {
	l := ggmlref.Require(t)
	for _, id := range iqQuantizeFormats {
		f := registry[id]
		t.Run(f.Name, func(t *testing.T) {
			t.Parallel()
			needsIM := l.RequiresImatrix(int(id))
			if needsIM != (f.encode == nil) {
				t.Errorf("%s: ggml_quantize_requires_imatrix = %v, but encode set = %v", f.Name, needsIM, f.encode != nil)
			}
			if f.encodeWeighted == nil {
				t.Fatalf("%s: no encodeWeighted", f.Name)
			}
			var blocks, bad int
			var first []string
			for di, d := range iqDistributions {
				x := iqInput(d, uint64(di))
				ims := iqImatrices(uint64(di))
				cases := []string{"imatrix", "wide-imatrix", "zeros-imatrix"}
				if !needsIM {
					cases = append(cases, "none")
				}
				for _, c := range cases {
					im := ims[c]
					want, err := l.QuantizeChunk(int(id), x, iqTestRows, iqTestCols, im)
					if err != nil {
						t.Fatal(err)
					}
					got := make([]byte, len(want))
					if err := Quantize(f, x, iqTestRows, iqTestCols, im, got); err != nil {
						t.Fatal(err)
					}
					for b := 0; b < len(got)/f.BlockBytes; b++ {
						blocks++
						g, w := got[b*f.BlockBytes:(b+1)*f.BlockBytes], want[b*f.BlockBytes:(b+1)*f.BlockBytes]
						if bytes.Equal(g, w) {
							continue
						}
						bad++
						if len(first) < 4 {
							first = append(first, fmt.Sprintf("%s/%s block %d:\n    got  % x\n    ggml % x", d.name, c, b, g, w))
						}
					}
				}
			}
			t.Logf("%s: %d blocks compared with ggml_quantize_chunk, %d differ", f.Name, blocks, bad)
			if bad > 0 {
				t.Errorf("%s: %d of %d blocks differ from ggml; first:\n  %s", f.Name, bad, blocks, strings.Join(first, "\n  "))
			}
		})
	}
}

// TestIQLatticeConcurrentInit builds every lattice of a fresh set from many goroutines at once
// (run it with -race): each must come out once, equal to the package's.
func TestIQLatticeConcurrentInit(t *testing.T) {
	var set iqLatticeSet
	got := make([][numIQLattices]*iqLattice, 8)
	var wg sync.WaitGroup
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range numIQLattices {
				id := (iqLatticeID(g) + k) % numIQLattices // every goroutine in its own order
				got[g][id] = set.get(id)
			}
		}()
	}
	wg.Wait()
	for id := range numIQLattices {
		want := iqGetLattice(id)
		for g := range got {
			if got[g][id] != got[0][id] {
				t.Errorf("lattice %d: goroutine %d got another instance", id, g)
			}
		}
		if l := got[0][id]; !slices.Equal(l.kmap, want.kmap) || !slices.Equal(l.neigh, want.neigh) || !slices.Equal(l.lv, want.lv) {
			t.Errorf("lattice %d: built concurrently, it differs from the package's", id)
		}
	}
}

// TestIQQuantizeConcurrent quantizes every IQ format from many goroutines at once; all results
// must agree.
func TestIQQuantizeConcurrent(t *testing.T) {
	x := iqInput(iqDistributions[0], 99)[:4*iqSuper]
	w := iqImatrices(99)["imatrix"][:4*iqSuper]
	for _, id := range iqQuantizeFormats {
		f := registry[id]
		var wg sync.WaitGroup
		out := make([][]byte, 8)
		for g := range out {
			wg.Add(1)
			go func() {
				defer wg.Done()
				out[g] = make([]byte, 4*f.BlockBytes)
				f.encodeWeighted(out[g], x, w)
			}()
		}
		wg.Wait()
		for g := range out {
			if !bytes.Equal(out[g], out[0]) {
				t.Errorf("%s: goroutine %d got different bytes", f.Name, g)
			}
		}
	}
}

// TestIQQuantizeNonFinite feeds what makes ggml abort (inf, NaN, values whose squares overflow):
// lowbit must not panic, and must write every block.
func TestIQQuantizeNonFinite(t *testing.T) {
	inf, nan := float32(math.Inf(1)), float32(math.NaN())
	r := rand.New(rand.NewPCG(7, 8))
	inputs := map[string]func(i int) float32{
		"huge": func(int) float32 { return float32(r.NormFloat64() * 1e30) },
		"inf":  func(i int) float32 { return []float32{inf, -inf, 1, -2}[i%4] },
		"nan":  func(int) float32 { return nan },
		"sprinkled": func(int) float32 {
			if r.IntN(20) == 0 {
				return []float32{inf, -inf, nan, -nan}[r.IntN(4)]
			}
			return float32(r.NormFloat64())
		},
	}
	const n = 2 * iqSuper
	for name, gen := range inputs {
		x := make([]float32, n)
		for i := range x {
			x[i] = gen(i)
		}
		t.Run(name, func(t *testing.T) {
			weights := [][]float32{iqImatrices(1)["imatrix"][:n], make([]float32, n), slices.Repeat([]float32{nan}, n)}
			for _, id := range iqQuantizeFormats {
				f := registry[id]
				dst := make([]byte, 2*f.BlockBytes)
				for _, w := range weights {
					f.encodeWeighted(dst, x, w)
				}
				if f.encode != nil {
					f.encode(dst, x)
				}
			}
		})
	}
}
