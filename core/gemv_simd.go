//go:build amd64 || arm64

package core

// The architecture-neutral half of the SIMD kernels (amd64: gemv_amd64.go, arm64: gemv_arm64.go):
// the 4-row kernel wrappers (simdKernel), the fp16 scale table, the SIMD row decoders GetRows uses
// and the test hooks that switch levels. Each architecture's file defines simdNone/simdBest/
// simdLevel, installKernels, dotF32, dotN and its assembly kernels.

import (
	"math"
	"sync"
	"unsafe"
)

// fp16Table holds FP16ToFP32 of every fp16 code: the kernels look block scales up in it (one
// load, where a conversion in vector registers costs two operations per block and row). The
// scales of real weights use a few thousand codes, so the touched part stays in cache.
var fp16Table *[1 << 16]float32

func initFP16Table() {
	if fp16Table == nil {
		fp16Table = codeTable(FP16ToFP32)
	}
}

// codeTable returns conv of every 16-bit code.
func codeTable(conv func(uint16) float32) *[1 << 16]float32 {
	t := new([1 << 16]float32)
	for i := range t {
		t[i] = conv(uint16(i))
	}
	return t
}

// rows4Kernel computes four dot products over nb units of a format: out[r] = rows[r]·x. Kernels
// that prefetch read ahead pf bytes from each row pointer (the same columns of the next group of
// rows, which the following calls will read).
type rows4Kernel func(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

// blockDecoder decodes nb units (SIMD, bit-exact with the format's decode).
type blockDecoder func(dst *float32, src *byte, nb int)

// simdKernel describes the SIMD kernels of one format: unit is the elements (unitBytes the bytes)
// one step of gemv4/decode handles.
type simdKernel struct {
	unit, unitBytes int
	span            int  // columns per gemv4 call (kernelSpan, or less for kernels with fewer lanes)
	noPrefetch      bool // rows the hardware prefetcher streams as fast alone (some plain float kernels)
	pfAhead         int  // > 0: the kernel prefetches this many bytes ahead in its own rows instead
	gemv4           rows4Kernel
	decode          blockDecoder
}

// kernState is the per-call scratch of the SIMD kernel wrappers (pooled, so that what the
// assembly writes through pointers never needs a fresh allocation).
type kernState struct {
	rows  [4]*byte
	out   [4]float32
	sb    [8]*byte
	part  [maxBatch]float32
	buf   [gemmStep]float32
	rows4 [4][gemmStep]float32 // gemmRowsDecoded's four decoded rows
	out16 [16]float32          // the plain-float GEMM kernels' results (gemv_gemm_amd64.go)
	acc   [gemmRowBlock][maxBatch]float64
}

// gemmStep is the number of elements GEMM decodes at a time for its SIMD kernels.
const gemmStep = 1024

// decodeZeroLUTSpan's buffers (spanGroups groups of at least 32) must hold a step's groups.
var _ [spanGroups*32 - gemmStep]struct{}

func getKernState() *kernState  { return kernStatePool.Get().(*kernState) }
func putKernState(s *kernState) { s.rows = [4]*byte{}; kernStatePool.Put(s) }

var kernStatePool = sync.Pool{New: func() any { return new(kernState) }}

// rows4 walks the rows row0…row0+len(y)−1 four at a time (a last group of fewer repeats its last
// row) and, per group, cols columns span at a time: kern(rows, c, n) runs a 4-row kernel over
// columns c…c+n−1 of rows rows[0..3] and returns its four float32 sums, which are added in float64
// (the bound of gemv.go); tail, if set, adds what the spans left out to the group's sums (i, nr:
// the group's first row and row count); then y holds the sums.
func rows4(row0 int64, y []float32, cols, span int, kern func(rows [4]int64, c, n int) *[4]float32,
	tail func(i, nr int, acc [4]float64) [4]float64) {
	var rows [4]int64
	for i := 0; i < len(y); i += 4 {
		nr := min(4, len(y)-i)
		for r := range rows {
			rows[r] = row0 + int64(i+min(r, nr-1))
		}
		var acc [4]float64
		for c := 0; c < cols; c += span {
			for r, v := range kern(rows, c, min(span, cols-c)) {
				acc[r] += float64(v)
			}
		}
		if tail != nil {
			acc = tail(i, nr, acc)
		}
		for r := range nr {
			y[i+r] = float32(acc[r])
		}
	}
}

// gemvRows turns a 4-row kernel into a gemvRows (rows4): spans of k.span columns (whole units);
// columns beyond the last whole unit (plain formats only) are done by the generic kernel.
func (k *simdKernel) gemvRows(t *Tensor, row0 int64, x, y []float32) {
	rb := int(t.RowBytes())
	whole := len(x) / k.unit * k.unit
	st := getKernState()
	pf := pfRows * rb
	if k.noPrefetch {
		pf = pfPlain // 0: the kernels then touch the lines they read anyway
	}
	if k.pfAhead > 0 {
		pf = k.pfAhead
	}
	kern := func(rows [4]int64, c, n int) *[4]float32 {
		for r, row := range rows {
			st.rows[r] = &t.Data[int(row)*rb+c/k.unit*k.unitBytes]
		}
		k.gemv4(&st.rows, &x[c], n/k.unit, &st.out, pf)
		return &st.out
	}
	var tail func(i, nr int, acc [4]float64) [4]float64
	if whole < len(x) { // plain formats: the last columns
		tail = func(i, nr int, acc [4]float64) [4]float64 {
			be, bb := t.Format.BlockElems, t.Format.BlockBytes
			for r := 0; r < nr; r++ {
				row := t.Data[(row0+int64(i+r))*int64(rb):][:rb]
				acc[r] += float64(genericTail(t.Format, row[whole/be*bb:], x[whole:], &st.buf))
			}
			return acc
		}
	}
	rows4(row0, y, whole, max(k.span, k.unit)/k.unit*k.unit, kern, tail)
	// Rows that come out infinite or NaN are computed again by the generic kernel: the kernels
	// that sum a block's integer codes times x before scaling by the block's scale (Q8_0's and
	// Q4_0's, among others) can overflow float32 in that sum where the weights times x do not
	// (|x| beyond ~1e34 with small scales); rows of infinite or NaN inputs, or whose true sum
	// overflows, come out the same again.
	for i, v := range y {
		if math.IsInf(float64(v), 0) || math.IsNaN(float64(v)) {
			genericGEMV(t, row0+int64(i), x, y[i:i+1])
		}
	}
	putKernState(st)
}

// genericTail is the dot product of fewer than one SIMD unit of a plain format's elements.
func genericTail(f *Format, src []byte, x []float32, buf *[gemmStep]float32) float32 {
	n := len(x)
	f.decode(buf[:n], src[:n/f.BlockElems*f.BlockBytes])
	return dotF32Go(buf[:n], x)
}

// gemmRows decodes gemmStep elements of a row at a time with the SIMD decoder and dots them with
// the n vectors; gemmRowBlock rows go through each step of columns before the next step, so that
// the step's slice of x stays in L1.
func (k *simdKernel) gemmRows(t *Tensor, row0 int64, nrows int, xs []float32, n int, y []float32, ystride int) {
	cols := int(t.Cols())
	rb := int(t.RowBytes())
	st := getKernState()
	f := t.Format
	for r0 := 0; r0 < nrows; r0 += gemmRowBlock {
		nr := min(gemmRowBlock, nrows-r0)
		acc := &st.acc
		clear(acc[:nr])
		for c := 0; c < cols; c += gemmStep {
			e := min(c+gemmStep, cols)
			m := (e - c) / k.unit * k.unit // whole SIMD units
			for i := 0; i < nr; i++ {
				src := t.Data[(row0+int64(r0+i))*int64(rb)+int64(c/k.unit*k.unitBytes):]
				if m > 0 {
					k.decode(&st.buf[0], &src[0], m/k.unit)
				}
				if m < e-c { // plain formats: the last columns
					f.decode(st.buf[m:e-c], src[m/k.unit*k.unitBytes:][:(e-c-m)/f.BlockElems*f.BlockBytes])
				}
				dotN(st.buf[:e-c], xs[c*n:], n, &st.part)
				for v := 0; v < n; v++ {
					acc[i][v] += float64(st.part[v])
				}
			}
		}
		for i := 0; i < nr; i++ {
			for v := 0; v < n; v++ {
				y[v*ystride+r0+i] = float32(acc[i][v])
			}
		}
	}
	putKernState(st)
}

// gemm4x4F32 is the architecture's float32 kernel of four rows against four vectors,
// gemm4x2F32 the same for two vectors; nil where it has none. With them, GEMM of the formats with
// a SIMD decoder runs through gemmRowsDecoded.
var gemm4x4F32, gemm4x2F32 gemm4x4Kernel

// decodedSpans: decodedPartsGEMM decodes the rows of formats with a span decoder a step at a time
// (decodedSpansGEMM), set where measured faster than whole rows: AVX-512 (MLX affine 4-bit, 8
// vectors, one thread, 11.6 → 10.1 ms per bench matrix). At AVX2 whole rows stay (17.2–17.3
// against 18.8–19.1 ms; AWQ GEMV 17.1–17.4 against 18.3–18.7), on arm64 unmeasured.
var decodedSpans bool

// gemm4x4Kernel: out[4r+v] = rows[r]·x_v over nch chunks of 16 float32 columns, for the vectors
// v = 0…3 at xi (interleaved per chunk, xstride bytes from a chunk to the next); pf is the
// prefetch distance from each row pointer. A 4×2 kernel leaves out[4r+2] and out[4r+3] zero.
type gemm4x4Kernel func(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)

// gemmDecoded4 multiplies four float32 rows of nch chunks of 16 columns with the n vectors of xs
// (interleaveX: column c of vector v at xs[(c/16)·16n + 16v + c%16], from the rows' first
// column), four vectors a kernel call (two for the last two), adding into acc. Each call adds
// four sums per row: past the n-th vector they are of no vector (a 4×2 kernel's zeros, or the
// next chunk's columns) and land in acc's unused columns, which callers never read; the fixed
// count costs 40–50 ns less per call than a loop to n (an 8-vector call over 1024 columns: 344
// → 300 ns).
func gemmDecoded4(rows *[4]*byte, xs []float32, nch, n int, out *[16]float32, acc *[4][maxBatch]float64) {
	for v0 := 0; v0 < n && v0+4 <= maxBatch; v0 += 4 {
		k4 := gemm4x4F32
		if n-v0 <= 2 { // half the FMAs
			k4 = gemm4x2F32
		}
		k4(rows, &xs[16*v0], nch, out, 0, 64*n)
		for r := range 4 {
			a, o := (*[4]float64)(acc[r][v0:v0+4]), (*[4]float32)(out[4*r:4*r+4])
			a[0] += float64(o[0])
			a[1] += float64(o[1])
			a[2] += float64(o[2])
			a[3] += float64(o[3])
		}
	}
}

// gemmRowsDecoded is GEMM through decoded rows (gemmSteps) with the SIMD decoder; the bytes the
// next step decodes are prefetched while this one computes (the decoders, most of which do not
// prefetch, otherwise wait for DRAM).
func (k *simdKernel) gemmRowsDecoded(t *Tensor, row0 int64, nrows int, xs []float32, n int, y []float32, ystride int) {
	rb := int64(t.RowBytes())
	f := t.Format
	decode := func(row int64, c, e int, buf []float32) {
		m := (e - c) / k.unit * k.unit // whole SIMD units
		src := t.Data[row*rb+int64(c/k.unit*k.unitBytes):]
		if m > 0 {
			k.decode(&buf[0], &src[0], m/k.unit)
		}
		if m < e-c { // plain formats: the last columns
			f.decode(buf[m:e-c], src[m/k.unit*k.unitBytes:][:(e-c-m)/f.BlockElems*f.BlockBytes])
		}
	}
	prefetch := func(row int64, nr, c, e int) { k.prefetchRows(t, row, nr, c, e) }
	gemmSteps(t, row0, nrows, decodedStep, xs, n, y, ystride, decode, prefetch)
}

// decodedSpansGEMM is GEMM through decoded rows (gemmSteps) of a part-based format whose rows
// decode in spans of grain columns (Format.decodeSpan).
func decodedSpansGEMM(t *Tensor, grain int64, row0 int64, nrows int, xs []float32, n int, y []float32, ystride int) {
	decode := func(row int64, c, e int, buf []float32) { t.Format.decodeSpan(t, row, int64(c), int64(e), buf) }
	codes, bits, cols := spanCodes(t), int64(t.Quant.Bits), t.Cols()
	prefetch := func(row int64, nr, c, e int) {
		for r := row; r < row+int64(nr); r++ {
			prefetchLines(&codes[(r*cols+int64(c))*bits/8], (e-c)*int(bits)/8)
		}
	}
	if codes == nil {
		prefetch = nil
	}
	gemmSteps(t, row0, nrows, decodedStep/int(grain)*int(grain), xs, n, y, ystride, decode, prefetch)
}

// gemmSteps is GEMM through decoded rows: the next step columns of four rows are decoded
// (decode(row, c, e, buf): columns c…e−1 of a row into buf) into an L1-resident buffer, so that
// each weight is decoded once for all the vectors, and multiplied with the vectors by the float32
// 4-row kernels (gemmDecoded4). The last group repeats its last row. prefetch, if set, is called
// with the columns and rows of the next step before a step is decoded.
func gemmSteps(t *Tensor, row0 int64, nrows, step int, xs []float32, n int, y []float32, ystride int,
	decode func(row int64, c, e int, buf []float32), prefetch func(row int64, nr, c, e int)) {
	cols := int(t.Cols())
	st := getKernState()
	for i := 0; i < nrows; i += 4 {
		nr := min(4, nrows-i)
		var acc [4][maxBatch]float64
		for c := 0; c < cols; c += step {
			e := min(c+step, cols)
			w := (e - c + 15) &^ 15 // whole chunks of 16, zero-padded (as x is)
			if prefetch != nil && e < cols {
				prefetch(row0+int64(i), nr, e, min(e+step, cols))
			} else if prefetch != nil && i+4 < nrows {
				prefetch(row0+int64(i+4), min(4, nrows-i-4), 0, min(step, cols))
			}
			for r := 0; r < 4; r++ {
				buf := st.rows4[r][:w]
				decode(row0+int64(i+min(r, nr-1)), c, e, buf)
				clear(buf[e-c:])
				st.rows[r] = (*byte)(unsafe.Pointer(&buf[0]))
			}
			gemmDecoded4(&st.rows, xs[c*n:], w/16, n, &st.out16, &acc)
		}
		for r := 0; r < nr; r++ {
			for v := 0; v < n; v++ {
				y[v*ystride+i+r] = float32(acc[r][v])
			}
		}
	}
	putKernState(st)
}

// prefetchRows prefetches the bytes of columns c…e−1 (whole units) of rows row…row+nr−1.
func (k *simdKernel) prefetchRows(t *Tensor, row int64, nr, c, e int) {
	rb := t.RowBytes()
	off, n := int64(c/k.unit*k.unitBytes), (e-c)/k.unit*k.unitBytes
	if n <= 0 {
		return
	}
	for r := int64(0); r < int64(nr); r++ {
		prefetchLines(&t.Data[(row+r)*rb+off], n)
	}
}

// gemmRowBlock is the number of rows GEMM runs through one step of columns together.
const gemmRowBlock = 16

// f32Decode "decodes" F32 rows: a copy, so that GEMM of F32 runs through the same loop.
func f32Decode(dst *float32, src *byte, n int) {
	copy(unsafe.Slice(dst, n*32), unsafe.Slice((*float32)(unsafe.Pointer(src)), n*32))
}

// installed lists the registry rows whose kernels installKernels set; fastDecoders the SIMD
// row decoders among them (bit-exact with the rows' decode functions), which GetRows and
// dequantization use.
var (
	installed    = map[FormatID]bool{}
	fastDecoders = map[FormatID]func(dst []float32, src []byte){}
)

// rowDecoder returns a SIMD decoder of whole rows of f (cols values), or nil.
func rowDecoder(f *Format) func(dst []float32, src []byte) {
	installKernelsOnce.Do(chooseKernels)
	return fastDecoders[f.ID]
}

// simdRowDecoder makes f's row decoder from k's (made once, at installation: a closure per call
// cost an allocation per dequantization).
func simdRowDecoder(f *Format, k *simdKernel) func(dst []float32, src []byte) {
	step := max(1, rowPrefetchBytes/k.unitBytes) // units a call
	return func(dst []float32, src []byte) {
		n := len(dst) / k.unit
		for i := 0; i < n; i += step {
			if next := (i + step) * k.unitBytes; next < n*k.unitBytes {
				prefetchLines(&src[next], min(step*k.unitBytes, n*k.unitBytes-next))
			}
			k.decode(&dst[i*k.unit], &src[i*k.unitBytes], min(step, n-i))
		}
		if m := n * k.unit; m < len(dst) { // plain formats: the last columns
			f.decode(dst[m:], src[n*k.unitBytes:][:(len(dst)-m)/f.BlockElems*f.BlockBytes])
		}
	}
}

// rowPrefetchBytes is how many source bytes a row decoder decodes per call, the next as many
// prefetched first (most SIMD decoders do not prefetch).
var rowPrefetchBytes = 1024

// setSIMDLevel switches the kernels to a level (clamped to what the CPU has) and returns the level
// in use before; for tests and benchmarks only (not safe while kernels run).
func setSIMDLevel(l int) int {
	installKernelsOnce.Do(chooseKernels)
	old := simdLevel
	simdLevel = min(l, simdBest)
	installKernels()
	return old
}

// pfRows is how many rows ahead the kernels prefetch (the next group of four); pfPlain the
// prefetch distance in bytes of the plain float kernels.
var pfRows, pfPlain = 4, 0

func setPF(rows int) { pfRows = rows }

func setPFPlain(b int) { pfPlain = b }

// installSIMDKernel sets the registry row id's gemvRows/gemmRows to k's wrappers (installKernels
// first calls resetSIMDKernels); a kernel without a decoder gets one from the format's Go decode
// (GEMM), and one with a decoder becomes the row's fast decoder (GetRows).
func installSIMDKernel(id FormatID, k *simdKernel) {
	f := registry[id]
	if f == nil {
		return
	}
	installed[id] = true
	if k.decode != nil {
		fastDecoders[id] = simdRowDecoder(f, k)
	}
	if k.span == 0 {
		k.span = kernelSpan
	}
	if k.decode == nil { // GEMM decodes with the format's Go decoder
		dec, be, bb := f.decode, f.BlockElems, f.BlockBytes
		k.decode = func(dst *float32, src *byte, nb int) {
			dec(unsafe.Slice(dst, nb*k.unit), unsafe.Slice(src, nb*k.unit/be*bb))
		}
	}
	f.gemvRows, f.gemmRows = k.gemvRows, k.gemmRows
	if gemm4x4F32 != nil {
		f.gemmRows = k.gemmRowsDecoded
	}
}

// resetSIMDKernels undoes what installSIMDKernel set (kernels other files set stay).
func resetSIMDKernels() {
	for id := range installed {
		if f := registry[id]; f != nil {
			f.gemvRows, f.gemmRows, f.gemmX8 = nil, nil, false
		}
	}
	clear(installed)
	clear(fastDecoders)
	gemm4x4F32, gemm4x2F32, decodedSpans = nil, nil, false
}

// decodedPartsGEMM is the GEMM of a part-based format through its row decoder: four whole rows
// decoded (Format.decodeRows) into a buffer, each weight once for all the vectors, then multiplied
// with the vectors by the float32 4-row kernels decodedPartsSpan columns at a time (float64
// across spans). The last group repeats its last row.
func decodedPartsGEMM(t *Tensor, row0 int64, nrows int, xs []float32, n int, y []float32, ystride int) {
	if decodedSpans && t.Format.spanGrain != nil {
		if g := t.Format.spanGrain(t); g > 0 && g <= decodedStep {
			decodedSpansGEMM(t, g, row0, nrows, xs, n, y, ystride)
			return
		}
	}
	cols := int(t.Cols())
	w := (cols + 15) &^ 15 // whole chunks of 16, zero-padded (as x is)
	buf := getScratch(4 * w)
	vals := *buf
	st := getKernState()
	for i := 0; i < nrows; i += 4 {
		nr := min(4, nrows-i)
		t.Format.decodeRows(t, row0+int64(i), int64(nr), vals[:nr*cols])
		if w != cols { // rows w apart, the padding zero
			for r := nr - 1; r >= 0; r-- {
				copy(vals[r*w:r*w+cols], vals[r*cols:(r+1)*cols])
				clear(vals[r*w+cols : (r+1)*w])
			}
		}
		var acc [4][maxBatch]float64
		for c := 0; c < w; c += decodedPartsSpan {
			e := min(c+decodedPartsSpan, w)
			for r := 0; r < 4; r++ {
				st.rows[r] = (*byte)(unsafe.Pointer(&vals[min(r, nr-1)*w+c]))
			}
			gemmDecoded4(&st.rows, xs[c*n:], (e-c)/16, n, &st.out16, &acc)
		}
		for r := 0; r < nr; r++ {
			for v := 0; v < n; v++ {
				y[v*ystride+i+r] = float32(acc[r][v])
			}
		}
	}
	putKernState(st)
	putScratch(buf)
}
