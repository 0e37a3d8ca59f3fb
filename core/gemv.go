package core

import (
	"fmt"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"
)

// The CPU compute engine: matrix-vector products straight from the quantized bytes.
//
// GEMV, GEMM and GEMVGateUpSiLU never write a dequantized weight matrix out: a kernel decodes the
// weights into registers (the SIMD kernels of the common formats) or at most a few blocks at a time
// into a small buffer that stays in L1 (the generic kernel every other format gets from its decode
// function), multiplies them with the activations and accumulates.
//
// Numerics. Activations stay float32. The weights a kernel multiplies are exactly the values
// Dequantize produces; each product is accumulated with a fused multiply-add (or one rounding per
// product and one per sum in the pure-Go kernels) in float32 lanes, and the lanes' partial sums
// are added in float64 every kernelSpan columns or less. For one row the result therefore differs
// from the float64 dot product of the dequantized row with x by at most
//
//	|y − Σ w·x| ≤ (m + log2(L) + 3)·2⁻²⁴ · Σ |w·x|  (+ one float32 rounding of y)
//
// where m is the number of products one float32 lane accumulates before its sum is handed to
// float64 (m ≤ 128 in every kernel: the SIMD kernels give each lane at most one term per 32
// columns of a kernelSpan, the generic ones sum ≤ 1024 columns in ≥ 8 lanes) and L ≤ 32 is the
// number of lanes reduced at the end: ≤ 136·2⁻²⁴ ≈ 8.1e-6 relative to Σ|w·x|, inside the 1e-5
// the tests check on every format (typical errors are far smaller: ~1e-7). The kernels that sum a
// block's products before scaling them by the block's scale (Q8_0 and the like) add one rounding
// per block, which the "+3" covers. Where products or sums are subnormal in float32 (tiny
// weights times tiny activations) each operation may in addition be off by half the subnormal
// spacing, 2⁻¹⁵⁰: at most cols·2⁻¹⁴⁸ in all, an absolute term the relative bound cannot express.
// Nothing is flushed to zero. Inf or NaN weights or activations propagate as in the float64 dot
// product; a sum that overflows float32 is ±Inf. A block's sum of codes times x, which the
// block-scaled kernels form before scaling, can overflow where the weights times x do not (|x|
// beyond ~1e34 with small scales): a SIMD kernel's row that comes out infinite or NaN is computed
// again by the generic kernel (simdKernel.gemvRows), and tensors whose scales make a weight
// infinite (Format.overflowingScales: MXFP4's largest E8M0 scales) take the generic kernels.
//
// GEMVWith, GEMMWith and GEMVGateUpSiLUWith take options; ActivationsQ8 (gemv_q8.go) rounds the
// activations to Q8_0 first, as ggml's CPU backend does, and multiplies in integer arithmetic
// where a format has such a kernel: the bound above then holds with x̂ in place of x.

// kernelSpan is the number of columns a kernel accumulates in float32 before handing a partial sum
// to float64 (see the bound above). Every block size divides it.
const kernelSpan = 4096

// maxBatch is the largest n GEMM accepts.
const maxBatch = 8

// GEMV computes y = W·x: y[r] = Σ_c W[r,c]·x[c] for every row r of w (all leading dimensions
// count as rows). len(x) must be w's row length (Cols) and y must hold Rows values. The weights are
// decoded on the fly, never written out; rows are split across Threads() workers.
func GEMV(w *Tensor, x, y []float32) error {
	if err := checkMatVec("GEMV", w, x, 1, y); err != nil {
		return err
	}
	return runMatVec(opGEMV, w, nil, x, 1, y, nil)
}

// GEMM computes n ≤ 8 products at once: x holds n vectors of Cols values back to back (n×Cols,
// row-major) and y receives n vectors of Rows values (n×Rows, row-major): y[v·Rows+r] =
// Σ_c W[r,c]·x[v·Cols+c]. Each weight block is read from memory once for all n vectors: decoded
// once for all of them, or, for two to four vectors of most quantized formats, run through the
// GEMV kernel once per vector while it is in L2, which is faster there (perVectorMaxN).
func GEMM(w *Tensor, x []float32, n int, y []float32) error {
	if n < 1 || n > maxBatch {
		return fmt.Errorf("%w: GEMM takes 1 to %d vectors, not %d", ErrInvalidArgument, maxBatch, n)
	}
	if err := checkMatVec("GEMM", w, x, n, y); err != nil {
		return err
	}
	if n == 1 {
		return runMatVec(opGEMV, w, nil, x, 1, y, nil)
	}
	return runMatVec(opGEMM, w, nil, x, n, y, nil)
}

// GEMVGateUpSiLU computes the gated MLP input y = silu(Wg·x) ⊙ (Wu·x) in one pass over the rows:
// y[r] = silu(g)·u with g = Σ_c gate[r,c]·x[c], u = Σ_c up[r,c]·x[c] and silu(g) = g/(1+e^−g)
// (evaluated in float64). gate and up must have the same shape (their formats may differ).
func GEMVGateUpSiLU(gate, up *Tensor, x, y []float32) error {
	if err := checkGateUp(gate, up, x, y); err != nil {
		return err
	}
	return runMatVec(opGateUp, gate, up, x, 1, y, nil)
}

func checkGateUp(gate, up *Tensor, x, y []float32) error {
	if err := checkMatVec("GEMVGateUpSiLU", gate, x, 1, y); err != nil {
		return err
	}
	if err := checkMatVec("GEMVGateUpSiLU", up, x, 1, y); err != nil {
		return err
	}
	if gate.Rows() != up.Rows() || gate.Cols() != up.Cols() {
		return fmt.Errorf("%w: GEMVGateUpSiLU: %s has shape %v, %s has shape %v: the gate and up matrices must have the same rows and columns",
			ErrInvalidArgument, gate.where(), gate.Shape, up.where(), up.Shape)
	}
	return nil
}

// GetRows gathers rows of w (an embedding table) as float32: row ids[i] goes to
// dst[i·Cols : (i+1)·Cols], bit-exact with DequantizeF32 of that row. Every id is checked first;
// the rows are decoded by the workers (with the SIMD decoders where a format has them).
func GetRows(w *Tensor, ids []int64, dst []float32) error {
	if err := checkRange(w, 0, 0); err != nil {
		return err
	}
	cols, rows := w.Cols(), w.Rows()
	if need := int64(len(ids)) * cols; int64(len(dst)) < need {
		return fmt.Errorf("%s: %w: GetRows of %d rows of %d columns needs %d floats, the buffer has %d",
			w.where(), ErrBufferTooSmall, len(ids), cols, need, len(dst))
	}
	for i, id := range ids {
		if id < 0 || id >= rows {
			return fmt.Errorf("%s: %w: GetRows: id %d (index %d) outside the tensor's %d rows", w.where(), ErrOutOfRange, id, i, rows)
		}
	}
	if len(ids) == 0 || cols == 0 {
		return nil
	}
	g := getRowsPool.Get().(*getRows)
	defer func() { *g = getRows{}; getRowsPool.Put(g) }()
	g.w, g.ids, g.dst, g.cols = w, ids, dst, cols
	if !w.Format.IsParts() {
		g.dec = rowDecoder(w.Format)
	}
	total := int64(len(ids)) * bytesPerRow(w)
	threads := Threads()
	if total < parallelMinBytes {
		threads = 1
	}
	g.per = max(1, int(chunkBytesFor(total, threads)/max(1, bytesPerRow(w))))
	chunks := (len(ids) + g.per - 1) / g.per
	runChunks(g, chunks, threads)
	return g.err
}

var getRowsPool = sync.Pool{New: func() any { return new(getRows) }}

type getRows struct {
	w    *Tensor
	ids  []int64
	dst  []float32
	cols int64
	per  int
	dec  func(dst []float32, src []byte)
	mu   sync.Mutex
	err  error
}

func (g *getRows) runChunk(c int) {
	lo, hi := c*g.per, min((c+1)*g.per, len(g.ids))
	var err error
	if g.dec == nil {
		for i := lo; i < hi && err == nil; i++ {
			err = DequantizeF32(g.w, g.ids[i], 1, g.dst[int64(i)*g.cols:int64(i+1)*g.cols])
		}
	} else {
		rb := g.w.RowBytes()
		err = guard(g.w, func() {
			for i := lo; i < hi; i++ {
				g.dec(g.dst[int64(i)*g.cols:int64(i+1)*g.cols], g.w.Data[g.ids[i]*rb:(g.ids[i]+1)*rb])
			}
		})
	}
	if err != nil {
		g.mu.Lock()
		if g.err == nil {
			g.err = err
		}
		g.mu.Unlock()
	}
}

// checkMatVec validates a product's tensor and buffers.
func checkMatVec(op string, w *Tensor, x []float32, n int, y []float32) error {
	if w == nil || w.Format == nil {
		return fmt.Errorf("%w: %s: nil tensor", ErrInvalidArgument, op)
	}
	f := w.Format
	if f.Has(FlagRemoved) {
		return fmt.Errorf("%s: %w: %s: format %s was removed from ggml: %s", w.where(), ErrUnsupported, op, f.Name, f.Note)
	}
	if !f.CanDequantize() {
		return fmt.Errorf("%s: %w: %s of a %s tensor is not supported yet", w.where(), ErrUnsupported, op, f.Name)
	}
	if len(w.Shape) == 0 {
		return fmt.Errorf("%s: %w: %s needs a matrix, the tensor is a scalar", w.where(), ErrInvalidArgument, op)
	}
	if f.IsParts() {
		if err := CheckParts(w); err != nil {
			return err
		}
	} else {
		size, err := CheckShape(f, w.Shape)
		if err != nil {
			return fmt.Errorf("%s: %s: %w", w.where(), op, err)
		}
		if int64(len(w.Data)) < size {
			return fmt.Errorf("%s: %w: %d data bytes for a %s tensor of shape %v (%d bytes)",
				w.where(), ErrBadFile, len(w.Data), f.Name, w.Shape, size)
		}
	}
	rows, cols := w.Rows(), w.Cols()
	if int64(len(x)) != int64(n)*cols {
		if n == 1 {
			return fmt.Errorf("%s: %w: %s: x has %d values, the %s tensor of shape %v has rows of %d",
				w.where(), ErrInvalidArgument, op, len(x), f.Name, w.Shape, cols)
		}
		return fmt.Errorf("%s: %w: %s: x has %d values, %d vectors of the %s tensor's %d columns (shape %v) need %d",
			w.where(), ErrInvalidArgument, op, len(x), n, f.Name, cols, w.Shape, int64(n)*cols)
	}
	if int64(len(y)) < int64(n)*rows {
		return fmt.Errorf("%s: %w: %s: y has room for %d values, %d vectors of the tensor's %d rows (shape %v) need %d",
			w.where(), ErrBufferTooSmall, op, len(y), n, rows, w.Shape, int64(n)*rows)
	}
	return nil
}

const (
	opGEMV = iota
	opGEMM
	opGateUp
)

type (
	gemvKernel func(t *Tensor, row0 int64, x, y []float32)
	gemmKernel func(t *Tensor, row0 int64, nrows int, xs []float32, n int, y []float32, ystride int)
)

// matVec is one call's work, split into chunks of rows for the worker pool.
type matVec struct {
	op        int
	w, up     *Tensor
	x, y      []float32
	n         int
	rows      int64
	chunkRows int64
	gemv      gemvKernel
	gemvUp    gemvKernel
	gemm      gemmKernel
	q8        *q8Act // 8-bit activations (x is then their float32 values x̂)
	gemvQ8    gemvQ8Kernel
	gemvQ8Up  gemvQ8Kernel
	gemmQ8    gemmQ8Kernel
	perVector bool // GEMM through the GEMV kernel, one vector at a time (perVectorRows)

	failed atomic.Bool
	errMu  sync.Mutex
	err    error
}

var matVecPool = sync.Pool{New: func() any { return new(matVec) }}

// A product's rows are split into chunks of about chunkBytesFor(its weight bytes, threads) (see
// pool.go: each thread takes a contiguous range of chunks, then the others' last ones):
// maxChunkBytes keeps the per-chunk cost (a kernel set-up, a cold start of the prefetches) small
// against the chunk's reading; eight chunks per thread where a product is smaller keep the last
// chunks short enough to balance; parallelMinBytes is the size below which waking workers costs
// more than it saves. Measured (Q4_K q8 GEMV, the bench's 512 MiB set, two threads, the machine
// reading 30 GB/s): chunks of 128 KiB dealt from one counter 26.0 GB/s; contiguous ranges of
// chunks of 128 KiB 28.7, 256 KiB 29.3, 512 KiB 29.5, 1 MiB 29.5.
const (
	maxChunkBytes    = 512 << 10
	minChunkBytes    = 64 << 10
	parallelMinBytes = 192 << 10
)

func chunkBytesFor(total int64, threads int) int64 {
	return min(maxChunkBytes, max(minChunkBytes, total/int64(8*max(1, threads))))
}

// runMatVec runs a product; q8, when not nil, holds x rounded to Q8_0 (and x is then its float32
// values x̂), for the formats with 8-bit-activation kernels.
func runMatVec(op int, w, up *Tensor, x []float32, n int, y []float32, q8 *q8Act) error {
	rows := w.Rows()
	if rows == 0 {
		return nil
	}
	if w.Cols() == 0 {
		clear(y[:int64(n)*rows])
		return nil
	}
	m := matVecPool.Get().(*matVec)
	m.op, m.w, m.up, m.x, m.y, m.n, m.rows = op, w, up, x, y, n, rows
	m.gemv, m.gemm = kernels(w.Format)
	if up != nil {
		m.gemvUp, _ = kernels(up.Format)
	}
	// A tensor with a block scale so large that a weight is infinite (Format.overflowingScales)
	// takes the generic kernels, in both activation modes: the others scale a block's sum once.
	generic := overflowingScales(w) || up != nil && overflowingScales(up)
	if generic {
		m.gemv, m.gemm, q8 = genericGEMV, genericGEMM, nil
		if up != nil {
			m.gemvUp = genericGEMV
		}
	}
	if op == opGEMM && n <= perVectorMaxN(w.Format, q8 != nil) && (q8 == nil || q8.prepVectors(w)) {
		m.perVector = true
		if q8 != nil {
			m.q8, m.gemvQ8 = q8, w.Format.gemvQ8Rows
		}
	}
	if q8 != nil && op == opGEMM && !m.perVector && w.Format.gemmQ8Rows != nil && q8Prepare(w, q8) {
		if w.Format.q8Prep == nil {
			q8.interleave(n, int(w.Cols()), w.Format.gemmQ8Off)
		}
		m.q8, m.gemmQ8 = q8, w.Format.gemmQ8Rows
	}
	if q8 != nil && op != opGEMM && w.Format.gemvQ8Rows != nil && q8Prepare(w, q8) &&
		(up == nil || up.Format.gemvQ8Rows != nil && q8Prepare(up, q8)) {
		m.q8, m.gemvQ8 = q8, w.Format.gemvQ8Rows
		if up != nil {
			m.gemvQ8Up = up.Format.gemvQ8Rows
		}
	}
	rowBytes := bytesPerRow(w)
	if up != nil {
		rowBytes += bytesPerRow(up)
	}
	threads := Threads()
	if rows*rowBytes < parallelMinBytes {
		threads = 1
	}
	m.chunkRows = max(1, chunkBytesFor(rows*rowBytes, threads)/max(1, rowBytes))
	// Formats whose kernels want wide passes over the rows (partsChunkRows, parts.go: GPTQ packs
	// along the input, so few rows per chunk read short runs from rows far apart) get at least
	// that many rows per chunk.
	m.chunkRows = max(m.chunkRows, partsChunkRows(w, m.gemvQ8 != nil, m.gemmQ8 != nil))
	// Whole groups of the SIMD kernels' 4 rows: a chunk of fewer would run a group's kernel for
	// them alone (measured: Q8_0, 64×14336, 2-row chunks 41.6 µs, 4-row 25.5).
	m.chunkRows = max(4, m.chunkRows) &^ 3
	// The 8-bit GEMM kernels take sixteen rows at a time where they can (gemv_q8r16_amd64.s).
	if m.gemmQ8 != nil && rows >= 16 {
		m.chunkRows = max(16, m.chunkRows) &^ 15
	}
	chunks := (rows + m.chunkRows - 1) / m.chunkRows
	var xi *[]float32
	if op == opGEMM && !m.perVector && m.gemmQ8 == nil { // the float32 GEMM kernels' layout of x
		xi = getScratch(0)
		stride := n
		if w.Format.gemmX8 && !generic {
			stride = maxBatch
		}
		*xi = interleaveXStride(x, n, stride, int(w.Cols()), *xi)
		m.x = *xi
	}
	runChunks(m, int(chunks), threads)
	if xi != nil {
		putScratch(xi)
	}
	err := m.err
	m.w, m.up, m.x, m.y, m.gemv, m.gemvUp, m.gemm, m.err = nil, nil, nil, nil, nil, nil, nil, nil
	m.q8, m.gemvQ8, m.gemvQ8Up, m.gemmQ8, m.perVector = nil, nil, nil, nil, false
	m.failed.Store(false)
	matVecPool.Put(m)
	return err
}

// q8Prepare runs t's format's q8Prep, if it has one, and reports whether t's 8-bit-activation
// kernels can run (the float32 kernels with x̂ take the product otherwise).
func q8Prepare(t *Tensor, a *q8Act) bool {
	if p := t.Format.q8Prep; p != nil {
		return p(t, a)
	}
	return true
}

// bytesPerRow estimates the weight bytes of one row (all parts of a part-based tensor).
func bytesPerRow(t *Tensor) int64 {
	if !t.Format.IsParts() {
		return t.RowBytes()
	}
	var n int64
	for _, p := range t.Parts {
		if p.Tensor != nil {
			n += int64(len(p.Data))
		}
	}
	return n / max(1, t.Rows())
}

func (m *matVec) runChunk(c int) {
	if m.failed.Load() {
		return
	}
	r0 := int64(c) * m.chunkRows
	r1 := min(r0+m.chunkRows, m.rows)
	if err := guard(m.w, func() { m.rowsDo(r0, r1) }); err != nil {
		m.errMu.Lock()
		if m.err == nil {
			m.err = err
		}
		m.errMu.Unlock()
		m.failed.Store(true)
	}
}

func (m *matVec) rowsDo(r0, r1 int64) {
	switch m.op {
	case opGEMV:
		if m.gemvQ8 != nil {
			m.gemvQ8(m.w, r0, m.q8, m.y[r0:r1])
			return
		}
		m.gemv(m.w, r0, m.x, m.y[r0:r1])
	case opGEMM:
		if m.perVector {
			m.perVectorRows(r0, r1)
			return
		}
		if m.gemmQ8 != nil {
			m.gemmQ8(m.w, r0, int(r1-r0), m.q8, m.n, m.y[r0:], int(m.rows))
			return
		}
		m.gemm(m.w, r0, int(r1-r0), m.x, m.n, m.y[r0:], int(m.rows))
	case opGateUp:
		buf := getScratch(gateUpStep)
		u := (*buf)[:gateUpStep]
		for r := r0; r < r1; r += gateUpStep {
			e := min(r+gateUpStep, r1)
			g := m.y[r:e]
			if m.gemvQ8 != nil {
				m.gemvQ8(m.w, r, m.q8, g)
				m.gemvQ8Up(m.up, r, m.q8, u[:e-r])
			} else {
				m.gemv(m.w, r, m.x, g)
				m.gemvUp(m.up, r, m.x, u[:e-r])
			}
			for i, gv := range g {
				g[i] = float32(float64(gv) / (1 + math.Exp(-float64(gv))) * float64(u[i]))
			}
		}
		putScratch(buf)
	}
}

const gateUpStep = 64

// gemmSubBytes is the weight bytes one pass over the vectors covers when a GEMM runs a GEMV
// kernel once per vector (perVectorRows, gemmViaGEMV): well inside L2, so that the weights come
// from memory once and from L2 for the other vectors.
const gemmSubBytes = 192 << 10

// perVectorRows is a GEMM chunk run through the GEMV kernel once per vector, gemmSubBytes of
// rows at a time. Each result is exactly that GEMV's.
func (m *matVec) perVectorRows(r0, r1 int64) {
	sub := max(4, gemmSubBytes/max(1, bytesPerRow(m.w))) &^ 3
	cols := m.w.Cols()
	for r := r0; r < r1; r += sub {
		e := min(r+sub, r1)
		for v := int64(0); v < int64(m.n); v++ {
			y := m.y[v*m.rows+r : v*m.rows+e]
			if m.gemvQ8 != nil {
				m.gemvQ8(m.w, r, &m.q8.vecs[v], y)
			} else {
				m.gemv(m.w, r, m.x[v*cols:(v+1)*cols], y)
			}
		}
	}
}

// perVectorMaxN is the largest batch whose GEMM over f runs as one GEMV per vector over
// L2-resident rows (perVectorRows) instead of through f's GEMM kernel (0: never). The GEMM kernels
// do the work of eight vectors whatever n is (8-bit: eight lanes; float32: a decoded row against
// four vectors at a time), so for a few vectors GEMV passes, all but the first from L2, cost
// less. How few depends on the format and the mode: the kernel installer sets
// Format.gemmPerVector where it was measured (gemv_amd64.go, perVectorGEMM).
func perVectorMaxN(f *Format, q8 bool) int {
	if q8 {
		if f.gemvQ8Rows == nil {
			return 0
		}
		return int(f.gemmPerVector[1]) // where set, prepVectors runs the format's q8Prep per vector
	}
	if f.gemvRows == nil {
		return 0
	}
	return int(f.gemmPerVector[0])
}

// kernels returns the GEMV and GEMM kernels of a format: its own, or the generic ones.
func kernels(f *Format) (gemvKernel, gemmKernel) {
	installKernelsOnce.Do(chooseKernels)
	var gemv gemvKernel = f.gemvRows
	var gemm gemmKernel = f.gemmRows
	if gemv == nil {
		gemv = genericGEMV
	}
	if gemm == nil {
		gemm = genericGEMM
	}
	return gemv, gemm
}

var installKernelsOnce sync.Once

// The cap LimitSIMD sets (−1: none) and whether the kernels have been chosen, under simdMu.
var (
	simdMu        sync.Mutex
	simdCap       = -1
	kernelsChosen bool
)

// chooseKernels applies LimitSIMD's cap and installs the kernels (once, at the first product).
func chooseKernels() {
	simdMu.Lock()
	defer simdMu.Unlock()
	if simdCap >= 0 {
		simdLevel = min(simdCap, simdBest)
	}
	kernelsChosen = true
	installKernels()
}

// SIMDLevels names the CPU kernel levels of this architecture, lowest first: "generic" (pure Go)
// and then, on amd64, "avx2" (AVX2 + FMA + F16C), "avxvnni" (AVX2 with AVX-VNNI's VPDPBUSD in
// the 8-bit-activation GEMM kernels, where the CPU has it: Intel's cores since Alder Lake) and
// "avx512" (AVX-512 F/BW/DQ/VL + BMI2; the 8-bit-activation kernels also need VNNI), on arm64
// "neon".
func SIMDLevels() []string { return append([]string(nil), simdNames[:]...) }

// SIMD names the kernel level in use (the best this CPU has, unless LimitSIMD lowered it).
func SIMD() string {
	installKernelsOnce.Do(chooseKernels)
	return simdNames[simdLevel]
}

// LimitSIMD caps the CPU kernels at a level of SIMDLevels (a level above what this CPU has leaves
// its best), to compare kernel levels on one machine or to see what a CPU without the wider units
// would run. The kernels are chosen once, at the first product, so LimitSIMD must come before it;
// afterwards it returns an error, as it does for a name that is not a level of this architecture.
func LimitSIMD(level string) error {
	simdMu.Lock()
	defer simdMu.Unlock()
	i := slices.Index(simdNames[:], level)
	if i < 0 {
		return fmt.Errorf("core: SIMD level %q is not one of %s (%s)", level, strings.Join(simdNames[:], ", "), runtime.GOARCH)
	}
	if kernelsChosen {
		return fmt.Errorf("core: SIMD level %q: the kernels were chosen at the first product (%s); LimitSIMD must come before it", level, simdNames[simdLevel])
	}
	simdCap = i
	return nil
}

// Scratch buffers of float32 for the generic kernels, reused across calls.
var scratchPool sync.Pool

func getScratch(n int) *[]float32 {
	if p, ok := scratchPool.Get().(*[]float32); ok {
		if cap(*p) >= n {
			*p = (*p)[:n]
			return p
		}
	}
	s := make([]float32, n, max(n, genericStep))
	return &s
}

func putScratch(p *[]float32) { scratchPool.Put(p) }

var scratch64Pool sync.Pool

// getScratch64 is getScratch for float64 buffers.
func getScratch64(n int) *[]float64 {
	if p, ok := scratch64Pool.Get().(*[]float64); ok && cap(*p) >= n {
		*p = (*p)[:n]
		return p
	}
	s := make([]float64, n)
	return &s
}

func putScratch64(p *[]float64) { scratch64Pool.Put(p) }

// genericStep is the number of elements the generic kernel decodes at a time (whole blocks; one
// block when a block is larger).
const genericStep = 256

// overflowingScales reports whether t's format has block scales that can make a weight infinite
// and t has one (Format.overflowingScales, cached per tensor).
func overflowingScales(t *Tensor) bool {
	check := t.Format.overflowingScales
	return check != nil && cachedCheck(&t.hugeScales, func() bool { return check(t) })
}

// genericGEMV is the fused kernel every format with a decode function gets: decode a few blocks
// into an L1-resident buffer, dot them with x, accumulate in float64 per genericStep elements.
func genericGEMV(t *Tensor, row0 int64, x, y []float32) {
	genericGEMM(t, row0, len(y), x, 1, y, len(y))
}

// genericGEMM is genericGEMV for n vectors: each decoded piece is dotted with all of them.
func genericGEMM(t *Tensor, row0 int64, nrows int, xs []float32, n int, y []float32, ystride int) {
	if nrows == 0 {
		return
	}
	f := t.Format
	if f.decodeRows != nil {
		partsGEMM(t, row0, nrows, xs, n, y, ystride)
		return
	}
	cols := int(t.Cols())
	be, bb := f.BlockElems, f.BlockBytes
	step := max(be, genericStep/be*be)
	buf := getScratch(step)
	w := *buf
	rb := int(t.RowBytes())
	var part [maxBatch]float32
	for i := 0; i < nrows; i++ {
		row := t.Data[(row0+int64(i))*int64(rb):][:rb]
		var acc [maxBatch]float64
		for c := 0; c < cols; c += step {
			k := min(step, cols-c)
			f.decode(w[:k], row[c/be*bb:(c+k)/be*bb])
			if n == 1 {
				acc[0] += float64(dotF32(w[:k], xs[c:c+k]))
				continue
			}
			dotN(w[:k], xs[c*n:], n, &part)
			for v := 0; v < n; v++ {
				acc[v] += float64(part[v])
			}
		}
		for v := 0; v < n; v++ {
			y[v*ystride+i] = float32(acc[v])
		}
	}
	putScratch(buf)
}

// partsGEMM is the generic kernel of the part-based formats: a few rows at a time are decoded with
// decodeRows into a buffer of at most partsStep values, then dotted genericStep columns at a time.
func partsGEMM(t *Tensor, row0 int64, nrows int, xs []float32, n int, y []float32, ystride int) {
	cols := int(t.Cols())
	per := max(1, partsStep/max(1, cols))
	buf := getScratch(min(per, nrows) * cols)
	var part [maxBatch]float32
	for r := 0; r < nrows; r += per {
		e := min(r+per, nrows)
		vals := (*buf)[:(e-r)*cols]
		t.Format.decodeRows(t, row0+int64(r), int64(e-r), vals)
		for i := r; i < e; i++ {
			w := vals[(i-r)*cols : (i-r+1)*cols]
			var acc [maxBatch]float64
			for c := 0; c < cols; c += genericStep {
				k := min(genericStep, cols-c)
				if n == 1 {
					acc[0] += float64(dotF32(w[c:c+k], xs[c:c+k]))
					continue
				}
				dotN(w[c:c+k], xs[c*n:], n, &part)
				for v := 0; v < n; v++ {
					acc[v] += float64(part[v])
				}
			}
			for v := 0; v < n; v++ {
				y[v*ystride+i] = float32(acc[v])
			}
		}
	}
	putScratch(buf)
}

const partsStep = 16384

// dotF32Go is the portable float32 dot product: eight float32 lanes, summed pairwise.
func dotF32Go(a, b []float32) float32 {
	b = b[:len(a)]
	var s [8]float32
	i := 0
	for ; i+8 <= len(a); i += 8 {
		aa, bb := (*[8]float32)(a[i:]), (*[8]float32)(b[i:])
		for k := range s {
			s[k] += aa[k] * bb[k]
		}
	}
	for k := 0; i < len(a); i, k = i+1, k+1 {
		s[k] += a[i] * b[i]
	}
	return ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7]))
}

// dotNGo sets out[v] = Σ_i w[i]·x_v[i] for v < n, the vectors interleaved in xi.
func dotNGo(w, xi []float32, n int, out *[maxBatch]float32) {
	clear(out[:n])
	dotNTail(w, xi, n, out, false)
}

// dotNTail adds (add) or sets Σ_i w[i]·x_v[i] to out[v], the vectors interleaved in xi; eight
// float32 lanes per vector.
func dotNTail(w, xi []float32, n int, out *[maxBatch]float32, add bool) {
	for v := 0; v < n; v++ {
		var s [8]float32
		for i, wv := range w {
			s[i&7] += wv * xi[(i>>4)*16*n+16*v+i&15]
		}
		sum := ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7]))
		if add {
			out[v] += sum
		} else {
			out[v] = sum
		}
	}
}

// interleaveX lays n vectors of cols values out for dotN: chunks of 16 columns, the n vectors'
// chunks one after the other (xi[(c/16)·16n + 16v + c%16] = x[v·cols+c]), zero-padded to whole
// chunks plus 8 chunks of slack that kernels may read. Columns are multiples of 16 wherever a
// kernel starts (every format's steps are), so a kernel's slice of xi starts at xi[c·n:].
func interleaveX(x []float32, n, cols int, xi []float32) []float32 {
	return interleaveXStride(x, n, n, cols, xi)
}

// interleaveXStride is interleaveX with room for stride ≥ n vectors per chunk (the vectors past n
// are zero): xi[(c/16)·16·stride + 16v + c%16] = x_v[c].
func interleaveXStride(x []float32, n, stride, cols int, xi []float32) []float32 {
	chunks := (cols + 15) / 16
	need := chunks*16*stride + 16*8
	if cap(xi) < need {
		xi = make([]float32, need)
	}
	xi = xi[:need]
	clear(xi[chunks*16*stride:])
	for v := 0; v < stride; v++ {
		for ch := 0; ch < chunks; ch++ {
			dst := xi[ch*16*stride+16*v : ch*16*stride+16*v+16]
			k := 0
			if v < n {
				k = copy(dst, x[v*cols+ch*16:v*cols+min(ch*16+16, cols)])
			}
			clear(dst[k:])
		}
	}
	return xi
}

// streamReadGo is the portable streamRead.
func streamReadGo(p []byte) uint64 {
	var acc [4]uint64
	for i := 0; i+32 <= len(p); i += 32 {
		q := (*[4]uint64)(unsafe.Pointer(&p[i]))
		acc[0] |= q[0]
		acc[1] |= q[1]
		acc[2] |= q[2]
		acc[3] |= q[3]
	}
	return acc[0] | acc[1] | acc[2] | acc[3]
}
