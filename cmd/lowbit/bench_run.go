package main

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"github.com/lowbit/lowbit/core"
	"github.com/lowbit/lowbit/internal/ggmlcpu"
	"github.com/lowbit/lowbit/internal/ggmlref"
)

// engineTimes are one engine's results at one thread count; 0 means not measured.
type engineTimes struct {
	gemv, gemm8 time.Duration // per call
}

type threadResult struct {
	threads int
	dram    float64 // GB/s, the highest measured around the rounds
	other   float64 // CPUs busy with other processes while this thread count was measured
	steal   float64 // CPUs stolen by the hypervisor meanwhile
	ggml    engineTimes
	lowbit  [nModes]engineTimes // by activation mode (lowbitModes)
}

// accuracy is the error of one engine's result against the f64 dot of the dequantized rows: the
// largest |y − ref| / Σ|w·x| over the checked rows, and ‖y − ref‖ / ‖ref‖.
type accuracy struct {
	max, l2 float64
	max8    float64 // largest of the n = 8 GEMM
	ok      bool
}

type formatResult struct {
	f         *core.Format
	label     string
	bpw       float64
	matrices  int
	matBytes  int64
	quantizer string
	ggmlBuf   string // ggml buffer type and repacked layout
	ggmlAct   string // what ggml converts the activations to
	threads   []threadResult
	accLowbit [nModes]accuracy // by activation mode (lowbitModes)
	accGGML   accuracy
	// single-threaded dequantization to f32, GB/s of weight bytes; 0: not measured
	deqLowbit, deqGGML float64
	notes              []string
}

type benchSet struct {
	f                  *core.Format
	typ                int
	useGGML, useLowbit bool
	lowbitActs         []core.Activations // the modes of opt.acts lowbit runs this format in
	mats               []*core.Tensor
	x1, x8             [2][]float32
	y1, y8             [2][]float32
	gw                 []*ggmlcpu.Weight
	gm1                []*ggmlcpu.MatMul
	gm8                []*ggmlcpu.MatMul
}

func (s *benchSet) free() {
	for _, m := range s.gm1 {
		m.Free()
	}
	for _, m := range s.gm8 {
		m.Free()
	}
	for _, w := range s.gw {
		w.Free()
	}
	s.gm1, s.gm8, s.gw, s.mats = nil, nil, nil, nil
}

// buildSet quantizes the format's set of matrices and, where ggml multiplies the format, uploads
// them to ggml with their n = 1 (and n = 8) graphs. The caller frees the set.
func buildSet(sp benchSpec, gl *ggmlcpu.Lib, ref *ggmlref.Lib, opt benchOptions) (s *benchSet, res *formatResult, err error) {
	t0 := time.Now()
	f := sp.f
	typ := ggmlType(f)
	s = &benchSet{f: f, typ: typ}
	s.useGGML = gl != nil && typ >= 0 && gl.CanMulMat(typ)
	for _, a := range opt.acts {
		if lowbitSupportsMode(sp, a) {
			s.lowbitActs = append(s.lowbitActs, a)
		}
	}
	s.useLowbit = len(s.lowbitActs) > 0
	if !s.useGGML && !s.useLowbit {
		return nil, nil, fmt.Errorf("neither engine supports it")
	}
	set := s
	defer func() {
		if err != nil {
			set.free()
		}
	}()
	res = &formatResult{f: f, label: sp.label, bpw: f.BitsPerWeight()}
	r := rand.New(rand.NewPCG(opt.seed, uint64(f.ID)))
	if f.IsParts() {
		if err := buildPartsSet(sp, s, res, r, opt); err != nil {
			return nil, nil, err
		}
	} else if err := buildBlockSet(f, s, res, ref, r, opt); err != nil {
		return nil, nil, err
	}
	for si, sh := range benchShapes {
		s.x1[si] = randVec(r, int(sh[1]))
		s.x8[si] = randVec(r, 8*int(sh[1]))
		s.y1[si] = make([]float32, sh[0])
		s.y8[si] = make([]float32, 8*sh[0])
	}
	if s.useGGML {
		res.ggmlAct = gl.VecDotType(typ)
		for k, m := range s.mats {
			w, err := gl.NewWeight(typ, m.Rows(), m.Cols(), m.Data)
			if err != nil {
				return nil, nil, err
			}
			s.gw = append(s.gw, w)
			if k == 0 {
				res.ggmlBuf = w.Buffer
				if w.Layout != "" {
					res.ggmlBuf += " " + w.Layout
				}
			}
			m1, err := gl.NewMatMul(w, 1)
			if err != nil {
				return nil, nil, err
			}
			s.gm1 = append(s.gm1, m1)
			if err := m1.SetInput(s.x1[k%2]); err != nil {
				return nil, nil, err
			}
			if opt.gemm {
				m8, err := gl.NewMatMul(w, 8)
				if err != nil {
					return nil, nil, err
				}
				s.gm8 = append(s.gm8, m8)
				if err := m8.SetInput(s.x8[k%2]); err != nil {
					return nil, nil, err
				}
			}
		}
	}
	fmt.Fprintf(os.Stderr, "bench: %s: %d matrices of %.1f MiB (%.0f MiB), quantized by %s, set up in %.1fs\n",
		sp.label, res.matrices, float64(res.matBytes)/(1<<20), float64(res.matBytes)*float64(res.matrices)/(1<<20), res.quantizer, time.Since(t0).Seconds())
	return s, res, nil
}

// setSize is how many matrices of matBytes make a set of at least opt.setBytes, an even number so
// that both shapes come equally often.
func setSize(matBytes int64, opt benchOptions) int {
	n := int((opt.setBytes + matBytes - 1) / matBytes)
	return n + n%2
}

// buildBlockSet fills the set with block-format matrices: a pool of random rows per shape is
// quantized once and every matrix holds the pool's rows in its own order.
func buildBlockSet(f *core.Format, s *benchSet, res *formatResult, ref *ggmlref.Lib, r *rand.Rand, opt benchOptions) error {
	rowBytes, err := f.RowBytes(benchShapes[0][1])
	if err != nil {
		return err
	}
	res.matBytes = rowBytes * benchShapes[0][0]
	res.matrices = setSize(res.matBytes, opt)
	var pools [2][]byte
	for si, sh := range benchShapes {
		pool, who, err := quantizePool(f, ref, r, opt.poolRows, sh[1])
		if err != nil {
			return err
		}
		pools[si], res.quantizer = pool, who
	}
	for k := range res.matrices {
		sh := benchShapes[k%2]
		rows, cols := sh[0], sh[1]
		rb, _ := f.RowBytes(cols)
		data := make([]byte, rows*rb)
		pool := pools[k%2]
		p := int64(opt.poolRows)
		for row := range rows {
			src := (row*7919 + int64(k)*104729) % p // 7919 is prime: a permutation of the pool
			copy(data[row*rb:(row+1)*rb], pool[src*rb:(src+1)*rb])
		}
		s.mats = append(s.mats, &core.Tensor{Name: fmt.Sprintf("bench.%d", k), Format: f, Shape: []int64{rows, cols}, Data: data})
	}
	return nil
}

// buildPartsSet fills the set with part-based matrices: one random matrix per shape is quantized
// (quantizeParts) and the others are copies of it in fresh memory.
func buildPartsSet(sp benchSpec, s *benchSet, res *formatResult, r *rand.Rand, opt benchOptions) error {
	var proto [2]*core.Tensor
	for si, sh := range benchShapes {
		src := randVec(r, int(sh[0]*sh[1]))
		t, err := quantizeParts(sp.f, sp.q, "bench", sh[0], sh[1], src)
		if err != nil {
			return err
		}
		proto[si] = t
	}
	res.quantizer = "lowbit"
	res.matBytes = (proto[0].ByteSize() + proto[1].ByteSize()) / 2
	res.bpw = float64(8*res.matBytes) / float64(benchShapes[0][0]*benchShapes[0][1])
	res.matrices = setSize(res.matBytes, opt)
	for k := range res.matrices {
		t := *proto[k%2]
		t.Name = fmt.Sprintf("bench.%d", k)
		t.Parts = nil
		for _, p := range proto[k%2].Parts {
			pt := *p.Tensor
			pt.Data = append([]byte(nil), p.Data...)
			t.Parts = append(t.Parts, core.Part{Role: p.Role, Tensor: &pt})
		}
		if proto[k%2].Data != nil {
			t.Data = append([]byte(nil), proto[k%2].Data...)
		}
		s.mats = append(s.mats, &t)
	}
	return nil
}

func benchFormat(sp benchSpec, gl *ggmlcpu.Lib, ref *ggmlref.Lib, bw []byte, opt benchOptions) (*formatResult, error) {
	f := sp.f
	s, res, err := buildSet(sp, gl, ref, opt)
	if err != nil {
		return nil, err
	}
	defer s.free()
	typ := s.typ

	if opt.check {
		if err := checkAccuracy(s, res, gl, s.useGGML, opt); err != nil {
			return nil, err
		}
	}

	for _, th := range opt.threads {
		var tr threadResult
		for round := range opt.rounds {
			if opt.quietWait > 0 {
				if other := waitQuiet(opt.quietWait, opt.quietCPUs); other >= opt.quietCPUs {
					fmt.Fprintf(os.Stderr, "bench: %s %d thread(s): other processes still keep %.2f CPUs busy after %v; measuring anyway\n", sp.label, th, other, opt.quietWait)
				}
			}
			got, err := measureThreads(s, gl, th, bw, opt)
			if err != nil {
				return nil, err
			}
			if round == 0 {
				tr = got
			} else {
				tr.merge(got)
			}
		}
		tr.other /= float64(opt.rounds)
		tr.steal /= float64(opt.rounds)
		res.threads = append(res.threads, tr)
		lowbitMS := func(gemm bool) string {
			var parts []string
			for _, a := range opt.acts {
				d := tr.lowbit[a].gemv
				if gemm {
					d = tr.lowbit[a].gemm8
				}
				parts = append(parts, a.String()+" "+msStr(d))
			}
			return strings.Join(parts, " ")
		}
		fmt.Fprintf(os.Stderr, "bench: %s %d thread(s): DRAM %.1f GB/s; GEMV lowbit %s, ggml %s ms; GEMM n=8 lowbit %s, ggml %s ms; other load %.2f CPUs\n",
			sp.label, th, tr.dram, lowbitMS(false), msStr(tr.ggml.gemv), lowbitMS(true), msStr(tr.ggml.gemm8), tr.other)
	}
	if opt.dequant {
		// Each engine's passes in a row, the best counting: a single pass moved with the machine's
		// memory by up to 2× between runs. (Alternating the engines pass by pass made lowbit's
		// passes after ggml's ~25 % slower than those in a row — Q4_K 4.4 against 5.4–6.0 GB/s —
		// and ggml's no faster; why is not known.)
		dst := make([]float32, 8*benchShapes[1][1])
		lowbitDeq := func(t *core.Tensor, r0, nr int64) error {
			return core.DequantizeF32(t, r0, nr, dst[:nr*t.Cols()])
		}
		ggmlDeq := func(t *core.Tensor, r0, nr int64) error {
			rb := t.RowBytes()
			return gl.ToFloat(typ, t.Data[r0*rb:(r0+nr)*rb], dst[:nr*t.Cols()])
		}
		for range max(1, opt.rounds) {
			if f.CanDequantize() {
				core.SetThreads(1)
				gb, err := timeDequant(s.mats, 0, opt, lowbitDeq)
				core.SetThreads(0)
				if err != nil {
					return nil, err
				}
				res.deqLowbit = max(res.deqLowbit, gb)
			}
		}
		for range max(1, opt.rounds) {
			if gl != nil && typ >= 0 && gl.HasToFloat(typ) {
				gb, err := timeDequant(s.mats, len(s.mats)/2, opt, ggmlDeq)
				if err != nil {
					return nil, err
				}
				res.deqGGML = max(res.deqGGML, gb)
			}
		}
		fmt.Fprintf(os.Stderr, "bench: %s dequant 1 thread: lowbit %s ggml %s GB/s\n", sp.label, gbStr(res.deqLowbit), gbStr(res.deqGGML))
	}
	return res, nil
}

// merge keeps the best of two rounds: the shorter times, the higher bandwidth; the loads add up.
func (t *threadResult) merge(o threadResult) {
	best := func(a, b time.Duration) time.Duration {
		if a <= 0 || b > 0 && b < a {
			return b
		}
		return a
	}
	t.dram = max(t.dram, o.dram)
	t.other += o.other
	t.steal += o.steal
	for m := range t.lowbit {
		t.lowbit[m].gemv, t.lowbit[m].gemm8 = best(t.lowbit[m].gemv, o.lowbit[m].gemv), best(t.lowbit[m].gemm8, o.lowbit[m].gemm8)
	}
	t.ggml.gemv, t.ggml.gemm8 = best(t.ggml.gemv, o.ggml.gemv), best(t.ggml.gemm8, o.ggml.gemm8)
}

// measureThreads measures the DRAM read bandwidth, ggml's GEMV and GEMM n=8 at th threads, then
// lowbit's in each of its activation modes, and the bandwidth again; ggml's threadpool exists only
// while ggml runs, so none of its threads polls while lowbit runs.
func measureThreads(s *benchSet, gl *ggmlcpu.Lib, th int, bw []byte, opt benchOptions) (tr threadResult, err error) {
	tr.threads = th
	n := len(s.mats)
	cs := sampleCPU()
	tr.dram = ggmlcpu.ReadBandwidth(bw, th, opt.bwPasses)
	if s.useGGML {
		if err := gl.SetThreads(th); err != nil {
			return tr, err
		}
		defer gl.SetThreads(0)
		if tr.ggml.gemv, err = timeSet(n, opt.passes, opt.minTime, func(k int) error { return s.gm1[k].Compute() }); err != nil {
			return tr, err
		}
		if opt.gemm {
			if tr.ggml.gemm8, err = timeSet(n, 1, opt.minTime, func(k int) error { return s.gm8[k].Compute() }); err != nil {
				return tr, err
			}
		}
		if err := gl.SetThreads(0); err != nil {
			return tr, err
		}
	}
	if s.useLowbit {
		core.SetThreads(th)
		defer core.SetThreads(0)
	}
	for _, a := range s.lowbitActs {
		o := core.MatVecOptions{Activations: a}
		lt := &tr.lowbit[a]
		if lt.gemv, err = timeSet(n, opt.passes, opt.minTime, func(k int) error {
			return lowbitGEMV(s.mats[k], s.x1[k%2], s.y1[k%2], o)
		}); err != nil {
			return tr, fmt.Errorf("lowbit %s: %w", a, err)
		}
		if opt.gemm && lowbitGEMM != nil {
			if lt.gemm8, err = timeSet(n, 1, opt.minTime, func(k int) error {
				return lowbitGEMM(s.mats[k], s.x8[k%2], 8, s.y8[k%2], o)
			}); err != nil {
				return tr, fmt.Errorf("lowbit %s: %w", a, err)
			}
		}
	}
	tr.dram = max(tr.dram, ggmlcpu.ReadBandwidth(bw, th, opt.bwPasses))
	tr.other, tr.steal = cs.since()
	return tr, nil
}

// quantizePool makes rows of random weights in format f: lowbit's quantizer where it has one
// (with a random importance matrix where the format needs one), else ggml_quantize_chunk.
func quantizePool(f *core.Format, ref *ggmlref.Lib, r *rand.Rand, rows int, cols int64) ([]byte, string, error) {
	src := make([]float32, int64(rows)*cols)
	for i := range src {
		src[i] = float32(r.NormFloat64())
	}
	im := make([]float32, cols)
	for i := range im {
		im[i] = float32(0.1 + r.Float64())
	}
	rb, err := f.RowBytes(cols)
	if err != nil {
		return nil, "", err
	}
	dst := make([]byte, int64(rows)*rb)
	if f.CanQuantize() {
		var w []float32
		if f.Has(core.FlagNeedsImatrix) {
			w = im
		}
		err := core.Quantize(f, src, int64(rows), cols, w, dst)
		if w == nil && errors.Is(err, core.ErrInvalidArgument) { // weighted quantizer only
			err = core.Quantize(f, src, int64(rows), cols, im, dst)
		}
		if err == nil {
			return dst, "lowbit", nil
		}
		if ref == nil || ggmlType(f) < 0 {
			return nil, "", err
		}
	}
	typ := ggmlType(f)
	if ref == nil || typ < 0 {
		if codes, err := randomCodes(f, r, rows, cols); err == nil {
			return codes, randomCodesName, nil
		}
		return nil, "", fmt.Errorf("lowbit cannot quantize %s and ggml has no such type", f.Name)
	}
	var w []float32
	if ref.RequiresImatrix(typ) {
		w = im
	}
	q, err := ref.QuantizeChunk(typ, src, rows, int(cols), w)
	if err != nil {
		if codes, cerr := randomCodes(f, r, rows, cols); cerr == nil {
			return codes, randomCodesName, nil
		}
		return nil, "", err
	}
	return q, "ggml", nil
}

// randomCodesName is quantizePool's name for weights made by randomCodes.
const randomCodesName = "random codes"

// randomCodes makes rows of random codes for a format neither engine quantizes (the plain
// integer, boolean and 4- to 8-bit float dtypes of safetensors): random bytes, every element whose
// value is not finite (NaN and Inf codes) or above 2^100 in magnitude set to zero, so that the
// products stay finite; float64 gets N(0,1) values instead (random bits are mostly far outside
// float32's range). Formats with more than one element to a block must decode to such values as
// they come.
func randomCodes(f *core.Format, r *rand.Rand, rows int, cols int64) ([]byte, error) {
	if !f.CanDequantize() {
		return nil, fmt.Errorf("lowbit cannot decode %s", f.Name)
	}
	rb, err := f.RowBytes(cols)
	if err != nil {
		return nil, err
	}
	dst := make([]byte, int64(rows)*rb)
	for i := range dst {
		dst[i] = byte(r.Uint32())
	}
	if f.ID == core.F64 {
		for i := 0; i+8 <= len(dst); i += 8 {
			binary.LittleEndian.PutUint64(dst[i:], math.Float64bits(r.NormFloat64()))
		}
	}
	t := &core.Tensor{Name: "random codes", Format: f, Shape: []int64{int64(rows), cols}, Data: dst}
	vals := make([]float32, cols)
	for row := range int64(rows) {
		if err := core.DequantizeF32(t, row, 1, vals); err != nil {
			return nil, err
		}
		for i, v := range vals {
			if math.Abs(float64(v)) <= 0x1p100 {
				continue
			}
			if f.BlockElems != 1 {
				return nil, fmt.Errorf("%s: random bytes decode to %v at row %d, column %d", f.Name, v, row, i)
			}
			b := row*rb + int64(i*f.BlockBytes)
			clear(dst[b : b+int64(f.BlockBytes)])
		}
	}
	return dst, nil
}

func randVec(r *rand.Rand, n int) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(r.NormFloat64())
	}
	return v
}

// timeSet calls fn on every matrix of the set in order — one pass — until it has done at least
// minPasses passes and minTime, and returns the best pass's time per call. It warms up on the last
// few matrices, which the first pass reaches last, when they have long left every cache.
func timeSet(n, minPasses int, minTime time.Duration, fn func(k int) error) (time.Duration, error) {
	for k := max(0, n-4); k < n; k++ {
		if err := fn(k); err != nil {
			return 0, err
		}
	}
	maxTime := max(8*time.Second, 4*minTime)
	best := time.Duration(math.MaxInt64)
	start := time.Now()
	for p := 0; ; p++ {
		el := time.Since(start)
		if p >= minPasses && el >= minTime || p >= 1 && el >= maxTime || p >= 1000 {
			break
		}
		t0 := time.Now()
		for k := range n {
			if err := fn(k); err != nil {
				return 0, err
			}
		}
		best = min(best, time.Since(t0))
	}
	return best / time.Duration(n), nil
}

// timeDequant decodes rows 8 at a time into a small (cache-resident) buffer, walking the set from
// matrix first on, until it has read at least 64 MiB of weights (twice the L3 of the machines this
// runs on) for at least minTime/2, or half the set. It returns weight GB/s.
func timeDequant(mats []*core.Tensor, first int, opt benchOptions, fn func(t *core.Tensor, r0, nr int64) error) (float64, error) {
	const chunk = 8
	if err := fn(mats[first], 0, chunk); err != nil { // warm-up, and the error check
		return 0, err
	}
	var total int64
	var budget int64
	for _, m := range mats {
		budget += m.ByteSize()
	}
	budget /= 2
	start := time.Now()
	for i := 0; ; i++ {
		t := mats[(first+i)%len(mats)]
		rb := t.ByteSize() / t.Rows() // whole rows of a part-based tensor too
		for r0 := int64(0); r0 < t.Rows(); r0 += chunk {
			nr := min(chunk, t.Rows()-r0)
			if err := fn(t, r0, nr); err != nil {
				return 0, err
			}
			total += nr * rb
		}
		if total >= budget || total >= 64<<20 && time.Since(start) >= opt.minTime/2 {
			break
		}
	}
	return float64(total) / time.Since(start).Seconds() / 1e9, nil
}

// checkAccuracy compares both engines (lowbit in each of its activation modes), on the first matrix
// of each shape (every checkStep-th row), with an f64 dot of the rows as ggml's to_float (lowbit's
// dequantizer where ggml has none) decodes them and the exact activations.
func checkAccuracy(s *benchSet, res *formatResult, gl *ggmlcpu.Lib, useGGML bool, opt benchOptions) error {
	if useGGML {
		if err := gl.SetThreads(opt.threads[len(opt.threads)-1]); err != nil {
			return err
		}
		defer gl.SetThreads(0)
	}
	res.accGGML.ok = useGGML
	for _, a := range s.lowbitActs {
		res.accLowbit[a].ok = true
	}
	var ggmlSq, ggmlRef float64
	var lowSq, lowRef [nModes]float64
	for si := range benchShapes {
		t := s.mats[si]
		rows, cols := t.Rows(), t.Cols()
		rb := t.RowBytes()
		var checked []int64
		for r := int64(0); r < rows; r += opt.checkStep {
			checked = append(checked, r)
		}
		deq := make([]float32, int64(len(checked))*cols)
		for i, r := range checked {
			row := deq[int64(i)*cols : int64(i+1)*cols]
			var err error
			switch {
			case s.typ == 0:
				err = core.DequantizeF32(t, r, 1, row)
			case gl != nil && s.typ >= 0 && gl.HasToFloat(s.typ):
				err = gl.ToFloat(s.typ, t.Data[r*rb:(r+1)*rb], row)
			case s.f.CanDequantize():
				err = core.DequantizeF32(t, r, 1, row)
			default:
				return fmt.Errorf("no dequantizer to check against")
			}
			if err != nil {
				return err
			}
		}
		// reference[j][i]: vector j, checked row i; mag: Σ|w·x|
		refDot := func(x []float32, j int) (ref, mag []float64) {
			ref, mag = make([]float64, len(checked)), make([]float64, len(checked))
			xj := x[int64(j)*cols : int64(j+1)*cols]
			for i := range checked {
				row := deq[int64(i)*cols : int64(i+1)*cols]
				var d, m float64
				for c, w := range row {
					p := float64(w) * float64(xj[c])
					d += p
					m += math.Abs(p)
				}
				ref[i], mag[i] = d, m
			}
			return ref, mag
		}
		ref1, mag1 := refDot(s.x1[si], 0)
		compare := func(acc *accuracy, y []float32, n int, sq, rs *float64) {
			for j := range n {
				ref, mag := ref1, mag1
				if n > 1 {
					ref, mag = refDot(s.x8[si], j)
				}
				for i, r := range checked {
					d := float64(y[int64(j)*rows+r]) - ref[i]
					e := math.Abs(d) / mag[i]
					if math.IsNaN(d) {
						e = math.Inf(1)
					}
					if n == 1 {
						acc.max = max(acc.max, e)
						*sq += d * d
						*rs += ref[i] * ref[i]
					} else {
						acc.max8 = max(acc.max8, e)
					}
				}
			}
		}
		if useGGML {
			if err := s.gm1[si].Compute(); err != nil {
				return err
			}
			if err := s.gm1[si].Output(s.y1[si]); err != nil {
				return err
			}
			compare(&res.accGGML, s.y1[si], 1, &ggmlSq, &ggmlRef)
			if opt.gemm {
				if err := s.gm8[si].Compute(); err != nil {
					return err
				}
				if err := s.gm8[si].Output(s.y8[si]); err != nil {
					return err
				}
				compare(&res.accGGML, s.y8[si], 8, nil, nil)
			}
		}
		for _, a := range s.lowbitActs {
			o := core.MatVecOptions{Activations: a}
			if err := lowbitGEMV(t, s.x1[si], s.y1[si], o); err != nil {
				return fmt.Errorf("lowbit %s: %w", a, err)
			}
			compare(&res.accLowbit[a], s.y1[si], 1, &lowSq[a], &lowRef[a])
			if opt.gemm && lowbitGEMM != nil {
				if err := lowbitGEMM(t, s.x8[si], 8, s.y8[si], o); err != nil {
					return fmt.Errorf("lowbit %s: %w", a, err)
				}
				compare(&res.accLowbit[a], s.y8[si], 8, nil, nil)
			}
		}
	}
	if ggmlRef > 0 {
		res.accGGML.l2 = math.Sqrt(ggmlSq / ggmlRef)
	}
	lowbitAcc := ""
	for _, a := range opt.acts {
		if lowRef[a] > 0 {
			res.accLowbit[a].l2 = math.Sqrt(lowSq[a] / lowRef[a])
		}
		lowbitAcc += fmt.Sprintf(", lowbit %s %s", a, accStr(res.accLowbit[a]))
	}
	fmt.Fprintf(os.Stderr, "bench: %s accuracy (error / Σ|w·x|, max / L2): ggml %s%s\n", res.label, accStr(res.accGGML), lowbitAcc)
	return nil
}
