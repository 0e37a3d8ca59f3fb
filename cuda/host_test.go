package cuda

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/cuda/internal/cudatest"
	"github.com/lowbit/lowbit/cuda/internal/gentables"
)

// Host-side tests: everything of the CUDA backend that runs on the CPU (the registry mapping,
// layouts, argument packing, launch geometry, library search, module cache, generated tables).

// TestEveryFormatHasAKernel walks the registry: every format core can decode has a kernel spec
// (for part formats: for every parameter value the format takes), or a stated reason.
func TestEveryFormatHasAKernel(t *testing.T) {
	for _, f := range core.Formats() {
		if f.Has(core.FlagRemoved) {
			continue
		}
		if !f.CanDequantize() {
			if _, ok := noKernel[f.ID]; !ok {
				t.Errorf("%s cannot be decoded and is not listed in noKernel", f.Name)
			}
			continue
		}
		bitsList := []int{0}
		switch f.ID {
		case core.MLX_AFFINE:
			bitsList = mlxAffineBits
		case core.GPTQ:
			bitsList = gptqBits
		case core.CT_PACK_QUANTIZED:
			bitsList = ctBits
		}
		for _, bits := range bitsList {
			s, err := specFor(&core.Tensor{Format: f, Quant: core.QuantParams{Bits: bits}})
			if err != nil {
				t.Errorf("%s (bits %d): %v", f.Name, bits, err)
				continue
			}
			if s.Key == "" || s.Type == "" || s.Fam == 0 {
				t.Errorf("%s: incomplete spec %+v", f.Name, s)
			}
		}
	}
	c64, _ := core.Lookup(core.C64)
	if _, err := specFor(&core.Tensor{Format: c64}); !errors.Is(err, core.ErrUnsupported) {
		t.Errorf("C64: %v, want ErrUnsupported", err)
	}
	mlx, _ := core.Lookup(core.MLX_AFFINE)
	if _, err := specFor(&core.Tensor{Format: mlx, Quant: core.QuantParams{Bits: 7}}); !errors.Is(err, core.ErrUnsupported) {
		t.Errorf("MLX 7-bit: %v, want ErrUnsupported", err)
	}
	// Module keys are unique and every test case maps to one of them.
	keys := map[string]bool{}
	for _, s := range allSpecs() {
		if keys[s.Key] {
			t.Errorf("duplicate module key %s", s.Key)
		}
		keys[s.Key] = true
	}
	for _, c := range cudatest.Cases() {
		w, err := c.Make(c.Rows(8), c.Cols(64), rand.New(rand.NewSource(1)))
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		s, err := specFor(w)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		if !keys[s.Key] {
			t.Errorf("%s maps to %s, which allSpecs does not list (the compile test would miss it)", c.Name, s.Key)
		}
	}
}

// TestSplitLayouts checks the ggml split specs: main ranges inside the block, in order, disjoint;
// the main stream of every format 16-byte aligned per block where the decoder loads 16 bytes.
func TestSplitLayouts(t *testing.T) {
	for id, s := range ggmlSpecs {
		f, _ := core.Lookup(id)
		if s.BB != f.BlockBytes || s.QK != f.BlockElems {
			t.Errorf("%s: spec block %d bytes / %d elements, registry %d / %d", f.Name, s.BB, s.QK, f.BlockBytes, f.BlockElems)
		}
		last := 0
		for _, r := range s.Main {
			if r.Lo < last || r.Hi <= r.Lo || r.Hi > s.BB {
				t.Errorf("%s: bad main ranges %v", f.Name, s.Main)
			}
			last = r.Hi
		}
		if s.MB()%16 != 0 { // every decoder loads its main bytes 16 at a time
			t.Errorf("%s: main bytes per block %d", f.Name, s.MB())
		}
		if s.QK%s.SUB != 0 {
			t.Errorf("%s: unit %d does not divide the block %d", f.Name, s.SUB, s.QK)
		}
		all := append(append([]rng(nil), s.Main...), complement(s.Main, s.BB)...)
		sort.Slice(all, func(i, j int) bool { return all[i].Lo < all[j].Lo })
		n := 0
		for _, r := range all {
			if r.Lo != n {
				t.Errorf("%s: main + side do not tile the block: %v", f.Name, all)
			}
			n = r.Hi
		}
		if n != s.BB {
			t.Errorf("%s: main + side cover %d of %d bytes", f.Name, n, s.BB)
		}
	}
}

// unsplit reassembles the original rows from a planned main (and side) stream.
func unsplit(t *testing.T, l *devLayout, spec kernelSpec, rows int64, rb int64) []byte {
	t.Helper()
	seg := func(role string) []byte {
		for _, s := range l.segs {
			if s.role == role {
				b := make([]byte, s.size)
				// Fill in odd-sized pieces to exercise partial rows.
				for o := int64(0); o < s.size; {
					k := min(int64(37), s.size-o)
					s.fill(b[o:o+k], o)
					o += k
				}
				return b
			}
		}
		return nil
	}
	main, side := seg("main"), seg("side")
	nb := l.ucols / int64(spec.QK)
	mb, sb, bb := int64(spec.MB()), int64(spec.SB()), int64(spec.BB)
	out := make([]byte, rows*rb)
	sideR := complement(spec.Main, spec.BB)
	for r := int64(0); r < rows; r++ {
		mrow := main[r*l.args.MS:]
		for i := mb * nb; i < l.args.MS; i++ {
			if mrow[i] != 0 {
				t.Fatalf("row %d: padding byte %d of the main stream is %d", r, i, mrow[i])
			}
		}
		for b := int64(0); b < nb; b++ {
			blk := out[r*rb+b*bb:]
			m := mrow[b*mb:]
			for _, g := range spec.Main {
				m = m[copy(blk[g.Lo:g.Hi], m):]
			}
			if sb > 0 {
				sd := side[r*l.args.SS+b*sb:]
				for _, g := range sideR {
					sd = sd[copy(blk[g.Lo:g.Hi], sd):]
				}
			}
		}
	}
	return out
}

// TestLayoutRoundTrip: the main and side streams of every ggml format hold exactly the block
// bytes (reassembling them gives the tensor back), rows padded with zeros to 16 bytes; segments
// are aligned and disjoint.
func TestLayoutRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for id, spec := range ggmlSpecs {
		f, _ := core.Lookup(id)
		rows, cols := int64(5), int64(3*f.BlockElems)
		rb, _ := f.RowBytes(cols)
		data := make([]byte, rows*rb)
		rng.Read(data)
		w := &core.Tensor{Name: f.Name, Format: f, Shape: []int64{rows, cols}, Data: data}
		l, err := planLayout(w, spec)
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		if l.args.MS%16 != 0 {
			t.Errorf("%s: main row stride %d is not a multiple of 16", f.Name, l.args.MS)
		}
		if got := unsplit(t, l, spec, rows, rb); !bytes.Equal(got, data) {
			t.Errorf("%s: main + side streams do not reassemble the tensor", f.Name)
		}
		checkSegments(t, f.Name, l)
	}
}

func checkSegments(t *testing.T, name string, l *devLayout) {
	t.Helper()
	end := int64(0)
	for _, s := range l.segs {
		if s.off%segAlign != 0 || s.off < end {
			t.Errorf("%s: segment %s at %d (previous ends at %d)", name, s.role, s.off, end)
		}
		end = s.off + s.size
	}
	if end > l.total {
		t.Errorf("%s: segments end at %d, the allocation is %d", name, end, l.total)
	}
}

// TestLayoutParts plans every part-format test case: the pointers the kernels get resolve into
// the allocation, codes rows are padded to 16 bytes, and the recorded strides match the parts.
func TestLayoutParts(t *testing.T) {
	for _, c := range cudatest.Cases() {
		rng := rand.New(rand.NewSource(2))
		w, err := c.Make(c.Rows(12), c.Cols(200), rng)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		spec, err := specFor(w)
		if err != nil {
			t.Fatal(err)
		}
		l, err := planLayout(w, spec)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		checkSegments(t, c.Name, l)
		a := l.resolve(1 << 40)
		for _, p := range []uint64{a.W, a.Side, a.Sc, a.Bi, a.Zp, a.GIdx} {
			if p != 0 && (p < 1<<40 || p >= 1<<40+uint64(l.total)) {
				t.Errorf("%s: pointer %#x outside the allocation", c.Name, p)
			}
		}
		if a.W == 0 {
			t.Errorf("%s: no weights pointer", c.Name)
		}
		if spec.Fam == famRows && l.args.MS%16 != 0 {
			t.Errorf("%s: code rows of %d bytes", c.Name, l.args.MS)
		}
		if l.ucols < l.cols || (spec.Fam == famRows && l.ucols%int64(spec.SUB) != 0) || (spec.Fam == famCols && l.ucols%int64(spec.KPU) != 0) {
			t.Errorf("%s: ucols %d for %d columns", c.Name, l.ucols, l.cols)
		}
	}
}

// TestTrivialGIdx: a g_idx of c/group everywhere is dropped (the fast path), any other kept.
func TestTrivialGIdx(t *testing.T) {
	g := make([]byte, 4*256)
	for c := 0; c < 256; c++ {
		binary.LittleEndian.PutUint32(g[4*c:], uint32(c/64))
	}
	if !trivialGIdx(g, 256, 64) {
		t.Error("c/64 is trivial")
	}
	binary.LittleEndian.PutUint32(g[4*70:], 0)
	if trivialGIdx(g, 256, 64) {
		t.Error("a changed entry is not trivial")
	}
}

// TestParamLayout pins the byte layout of the kernel argument structs (kernels/prelude.cuh) and
// of the parameter block cuLaunchKernel reads.
func TestParamLayout(t *testing.T) {
	a := lbArgs{W: 1, Side: 2, Sc: 3, Bi: 4, Zp: 5, GIdx: 6, MS: 7, SS: 8, SCS: 9, ZPS: 10, Group: 11, Groups: 12, SDT: 13, ZOff: 14, N: 15, GScale: 1.5, Flags: 16}
	b := a.encode()
	if len(b) != argsSize {
		t.Fatalf("LbArgs encodes to %d bytes, want %d", len(b), argsSize)
	}
	for i := 0; i < 15; i++ {
		if v := binary.LittleEndian.Uint64(b[8*i:]); v != uint64(i+1) {
			t.Errorf("LbArgs field %d at offset %d = %d", i, 8*i, v)
		}
	}
	if binary.LittleEndian.Uint32(b[120:]) != 0x3fc00000 || binary.LittleEndian.Uint32(b[124:]) != 16 {
		t.Errorf("LbArgs gscale/flags at 120/124: % x", b[120:])
	}
	o := lbOp{X: 1, Y: 2, WS: 3, LDX: 4, LDY: 5, Rows: 6, Cols: 7, UCols: 8, XT: 9, KS: 10, KChunk: 11, Flags: 12, NV: 13, Passes: 14}
	ob := o.encode()
	if len(ob) != opSize {
		t.Fatalf("LbOp encodes to %d bytes, want %d", len(ob), opSize)
	}
	for i := 0; i < 14; i++ {
		if v := binary.LittleEndian.Uint64(ob[8*i:]); v != uint64(i+1) {
			t.Errorf("LbOp field %d at offset %d = %d", i, 8*i, v)
		}
	}
	base := uintptr(0x10000)
	p, err := packParams(base, [][]byte{b, ob, u64Arg(7)})
	if err != nil {
		t.Fatal(err)
	}
	want := []uint64{uint64(base) + 24, uint64(base) + 24 + argsSize, uint64(base) + 24 + argsSize + opSize}
	for i, w := range want {
		if got := binary.LittleEndian.Uint64(p[8*i:]); got != w {
			t.Errorf("parameter pointer %d = %#x, want %#x", i, got, w)
		}
	}
	if !bytes.Equal(p[24:24+argsSize], b) || !bytes.Equal(p[24+argsSize:24+argsSize+opSize], ob) || binary.LittleEndian.Uint64(p[24+argsSize+opSize:]) != 7 {
		t.Error("parameter values are not where their pointers say")
	}
	if _, err := packParams(base, [][]byte{make([]byte, cparamBytes)}); err == nil {
		t.Error("an oversized parameter block was accepted")
	}
}

// TestModuleSources checks the assembled sources: kernel names, table guards, the emulator
// exports, the layout asserts.
func TestModuleSources(t *testing.T) {
	for _, s := range allSpecs() {
		src := moduleSource(&s)
		for _, k := range moduleKernels(&s) {
			defined := regexp.MustCompile(`LB_KERNEL(_MINB\([A-Z0-9_]+\))? ` + k + `\(`)
			if !defined.MatchString(src) || !strings.Contains(src, "LB_EMU_EXPORT("+k+")") {
				t.Errorf("%s: kernel %s not defined or not exported to the emulator", s.Key, k)
			}
		}
		for _, n := range s.Needs {
			if !strings.Contains(src, "#define LB_NEED_"+n+" 1") {
				t.Errorf("%s: table %s not enabled", s.Key, n)
			}
		}
		if !strings.Contains(src, "typedef "+s.Type+" LbF;") || !strings.Contains(src, "static_assert(LbF::") {
			t.Errorf("%s: decoder typedef or layout assert missing", s.Key)
		}
	}
	u := moduleSource(nil)
	for _, k := range utilKernels {
		if !strings.Contains(u, "LB_KERNEL "+k+"(") {
			t.Errorf("util module lacks %s", k)
		}
	}
	if kernelNV(1) != 1 || kernelNV(3) != 4 || kernelNV(5) != 8 || kernelNV(8) != 8 {
		t.Error("kernelNV")
	}
}

// TestTablesUpToDate regenerates kernels/tables_gen.cuh from the Go tables and compares: the
// CUDA tables are never edited by hand and cannot drift from core.
func TestTablesUpToDate(t *testing.T) {
	tabs, err := gentables.Derive("../core")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("kernels/tables_gen.cuh")
	if err != nil {
		t.Fatal(err)
	}
	if err := gentables.Check(got, tabs); err != nil {
		t.Errorf("kernels/tables_gen.cuh: %v", err)
	}
	if !bytes.Equal(got, gentables.Source(tabs)) {
		t.Errorf("kernels/tables_gen.cuh is not what `go generate ./cuda` writes; regenerate it")
	}
	embedded := kernelFile("tables_gen.cuh")
	if embedded != string(got) {
		t.Error("the embedded tables differ from the file")
	}
}

// TestCache: keys change with everything that changes the image; writes are atomic.
func TestCache(t *testing.T) {
	k := cacheKey("src", "sm_90", 12, 9, []string{"-a"})
	for _, other := range []string{
		cacheKey("src2", "sm_90", 12, 9, []string{"-a"}),
		cacheKey("src", "sm_89", 12, 9, []string{"-a"}),
		cacheKey("src", "sm_90", 12, 8, []string{"-a"}),
		cacheKey("src", "sm_90", 13, 9, []string{"-a"}),
		cacheKey("src", "sm_90", 12, 9, []string{"-b"}),
	} {
		if other == k {
			t.Errorf("cache key collision: %s", k)
		}
	}
	if !strings.Contains(k, "sm_90") || !strings.Contains(k, "nvrtc12.9") {
		t.Errorf("key %q does not spell out arch and version", k)
	}
	dir := t.TempDir()
	if err := cacheWrite(dir, "m.cubin", []byte("image")); err != nil {
		t.Fatal(err)
	}
	if got := cacheRead(dir, "m.cubin"); string(got) != "image" {
		t.Errorf("read back %q", got)
	}
	if cacheRead(dir, "missing") != nil || cacheRead("", "m.cubin") != nil {
		t.Error("reads of missing entries or of a disabled cache return data")
	}
	left, _ := filepath.Glob(filepath.Join(dir, "*.tmp*"))
	if len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
	if err := cacheWrite("", "x", nil); err == nil {
		t.Error("writing to a disabled cache succeeded")
	}
	t.Setenv("LOWBIT_CUDA_CACHE", dir)
	if cacheDir() != dir {
		t.Error("LOWBIT_CUDA_CACHE ignored")
	}
}
