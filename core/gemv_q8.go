package core

import (
	"fmt"
	"math"
	"sync"
	"unsafe"
)

// The 8-bit-activation option of the compute engine.
//
// By default the products keep the activations in float32 (see gemv.go). ActivationsQ8 first
// rounds each activation vector to Q8_0 exactly as Quantize(Q8_0) does — ggml's
// quantize_row_q8_0_ref, which ggml's CPU backend applies to the activations of its Q4_0/Q8_0/…
// products: blocks of 32 values, scale d = max|x|/127 stored as fp16, values round(x/d) — and then
// computes the product with that vector x̂ (x̂[c] = d·q[c], exactly representable in float32).
// Formats with a Q8 kernel multiply their integer codes with the int8 values in integer
// arithmetic (AVX-512 VNNI, AVX2 VPMADDUBSW, arm64 SDOT: gemv_q8*_amd64.go, gemv_q8_arm64.go),
// scaling each block's exact integer sum once; every other format
// multiplies with x̂ through its float32 kernel. Either way the result obeys the float32 path's
// bound with x̂ in place of x: |y − Σ w·x̂| ≤ 1e-5·Σ|w·x̂|, tested on every format. What the option
// changes is x itself: x̂ differs from x by up to d/2 per value (a relative error of up to 1/254 of
// the block's largest value), so y differs from W·x by the rounding of the activations, measured
// and reported by `lowbit bench` (the "accuracy" table) and in docs/PERFORMANCE.md.
//
// Two families compute a different W: MLX affine 4- and 8-bit tensors with f16/bf16 scales
// (gemv_q8mlx_amd64.go; on arm64 4- and 8-bit with f16, bf16 or f32 scales, gemv_q8_arm64.go)
// multiply as MLX's quantized_matmul does, s·Σq·x̂ + b·Σx̂ per group, so
// their W is s·q + b unrounded where the dequantized weights are R(R(q·s) + b), rounded to the
// scales' dtype (at most 2⁻⁹ of a bf16 weight apart); GPTQ 4-bit (gemv_q8gptq_amd64.go), AWQ
// GEMM 4-bit (gemv_q8awq_amd64.go), AWQ GEMV and compressed-tensors 4-bit (the MLX kernels'
// zero-point mode) likewise compute s·(Σq·x̂ − z·Σx̂), W = s·(q − z) unrounded.
// The bound holds for that W (tested).
//
// ActivationsQ8 needs rows whose length is a multiple of 32 (Q8_0's block) and finite
// activations (Q8_0 cannot represent Inf or NaN); anything else is an ErrInvalidArgument naming
// the problem, never a silently different result.

// Activations selects how a product treats its float32 activations.
type Activations uint8

const (
	// ActivationsF32 keeps the activations exact (the default).
	ActivationsF32 Activations = iota
	// ActivationsQ8 rounds each activation vector to Q8_0 first and uses integer dot products
	// where the format has a kernel for them.
	ActivationsQ8
)

func (a Activations) String() string {
	switch a {
	case ActivationsF32:
		return "f32"
	case ActivationsQ8:
		return "q8"
	}
	return fmt.Sprintf("Activations(%d)", uint8(a))
}

// MatVecOptions are the options of GEMVWith, GEMMWith and GEMVGateUpSiLUWith; the zero value is
// what GEMV, GEMM and GEMVGateUpSiLU use.
type MatVecOptions struct {
	Activations Activations
}

func (o MatVecOptions) check() error {
	if o.Activations > ActivationsQ8 {
		return fmt.Errorf("%w: unknown activation mode %d (ActivationsF32 = 0, ActivationsQ8 = 1)", ErrInvalidArgument, o.Activations)
	}
	return nil
}

// GEMVWith is GEMV with options.
func GEMVWith(w *Tensor, x, y []float32, o MatVecOptions) error {
	if err := o.check(); err != nil {
		return err
	}
	if err := checkMatVec("GEMV", w, x, 1, y); err != nil {
		return err
	}
	return runMatVecWith(opGEMV, w, nil, x, 1, y, o)
}

// GEMMWith is GEMM with options.
func GEMMWith(w *Tensor, x []float32, n int, y []float32, o MatVecOptions) error {
	if err := o.check(); err != nil {
		return err
	}
	if n < 1 || n > maxBatch {
		return fmt.Errorf("%w: GEMM takes 1 to %d vectors, not %d", ErrInvalidArgument, maxBatch, n)
	}
	if err := checkMatVec("GEMM", w, x, n, y); err != nil {
		return err
	}
	op := opGEMM
	if n == 1 {
		op = opGEMV
	}
	return runMatVecWith(op, w, nil, x, n, y, o)
}

// GEMVGateUpSiLUWith is GEMVGateUpSiLU with options.
func GEMVGateUpSiLUWith(gate, up *Tensor, x, y []float32, o MatVecOptions) error {
	if err := o.check(); err != nil {
		return err
	}
	if err := checkGateUp(gate, up, x, y); err != nil {
		return err
	}
	return runMatVecWith(opGateUp, gate, up, x, 1, y, o)
}

// runMatVecWith runs a product with the activations as o says.
func runMatVecWith(op int, w, up *Tensor, x []float32, n int, y []float32, o MatVecOptions) error {
	if o.Activations != ActivationsQ8 {
		return runMatVec(op, w, up, x, n, y, nil)
	}
	what := "GEMV"
	switch op {
	case opGEMM:
		what = "GEMM"
	case opGateUp:
		what = "GEMVGateUpSiLU"
	}
	cols := int(w.Cols())
	if cols%32 != 0 {
		return fmt.Errorf("%s: %w: %s with 8-bit activations needs rows whose length is a multiple of 32 (Q8_0's block); the %s tensor's rows have %d values",
			w.where(), ErrInvalidArgument, what, w.Format.Name, cols)
	}
	a := getQ8Act(len(x))
	defer putQ8Act(a)
	if err := a.quantize(x); err != nil {
		return fmt.Errorf("%s: %w: %s with 8-bit activations: %v", w.where(), ErrInvalidArgument, what, err)
	}
	return runMatVec(op, w, up, a.xhat, n, y, a)
}

// q8Act is an activation vector (or n of them, back to back) rounded to Q8_0: the int8 values,
// each block's scale as float32 (the fp16 scale, exactly) and x̂ = d·q as float32 for the kernels
// that multiply in float32.
type q8Act struct {
	blocks []byte    // the Q8_0 encoding (portable path)
	qs     []int8    // len(x) values
	d      []float32 // len(x)/32 scales
	xhat   []float32 // len(x) values d·q

	qsi  []int8    // GEMM: the vectors interleaved per block (interleave)
	corr []int32   // GEMM: −off·Σq per block and vector
	dxi  []float32 // GEMM: the scales per block and vector

	// Layouts some formats' kernels read (their q8Prep makes them once per product; quantize
	// forgets them).
	nibOK   bool      // nib and nibD are x's
	nib     []int8    // per pair of blocks: the even values of both, then the odd ones (nibbles' order)
	nibD    []float32 // per pair of blocks: each block's scale four times
	w4i     []int8    // MLX 4-bit GEMM: per block, word (8 values) and vector v < 8: the even four values, then the odd four (zero for v ≥ n)
	gsi     []float32 // MLX GEMM: Σ x̂ per group and vector v < 8 (zero for v ≥ n)
	c16     []int32   // Q6_K/Q3_K GEMM: −off·Σq per half block (16 values) and vector v < 8, [block][half][v]
	b16     []float32 // Q2_K GEMM: dx·Σq per half block and vector v < 8, [block][half][v]
	bx8     []float32 // AVX2 GEMM: corr·dxi per block and vector
	c16w    []int16   // AVX2 GEMM: the pair sums' corrections (avx2C16)
	gptqOK  bool      // gptq is x's
	gptq    []int8    // per 8 values and vector: the even ones, then the odd ones (GPTQ's packed words)
	gptqD   []float32 // GPTQ's GEMM: the block scales per block and vector
	gptqGS  []float32 // GPTQ's GEMM: Σ x̂ per group and vector
	grid8OK bool      // grid8 is x's
	grid8   []byte    // grid formats' GEMM: the vectors regrouped per super-block (gridGEMM.prep)
	mm      []int8    // arm64 I8MM GEMM: per block and vector pair, 8-value chunks of both vectors (q8MMPrep)
	mmD     []float32 // their block scales per block and vector pair
	mmB     []float32 // and dx·Σq per block and vector pair (q8MMPrepK)
	gsums   [2]groupSums
	vecs    []q8Act // GEMM through a GEMV kernel: one view (qs, d, x̂) per vector (vectorViews)
}

// groupSums are Σ x̂ over each group of g values (g = 0: none made).
type groupSums struct {
	g int
	s []float32
}

var q8ActPool = sync.Pool{New: func() any { return new(q8Act) }}

func getQ8Act(n int) *q8Act {
	a := q8ActPool.Get().(*q8Act)
	if cap(a.qs) < n {
		a.qs = make([]int8, n)
		a.d = make([]float32, n/32)
		a.xhat = make([]float32, n)
	}
	a.qs, a.d, a.xhat = a.qs[:n], a.d[:n/32], a.xhat[:n]
	return a
}

func putQ8Act(a *q8Act) { q8ActPool.Put(a) }

// quantize rounds x (a multiple of 32 values) to Q8_0, as the registry's Q8_0 encoder does (the
// SIMD version is checked against it bit for bit), and unpacks it.
func (a *q8Act) quantize(x []float32) error {
	a.nibOK, a.gptqOK, a.grid8OK, a.gsums[0].g, a.gsums[1].g = false, false, false, 0, 0
	if quantizeQ8Act(x, a) {
		for i, v := range x {
			if math.IsInf(float64(v), 0) || v != v {
				return fmt.Errorf("activation %d is %v: Q8_0 activations must be finite", i, v)
			}
		}
	}
	for b, d := range a.d {
		if math.IsInf(float64(d), 0) {
			return fmt.Errorf("activations %d…%d reach %v: Q8_0's fp16 scale overflows (its largest value is about 8.3e6)",
				b*32, b*32+31, absMax(x[b*32:b*32+32]))
		}
	}
	return nil
}

// quantizeQ8ActGo is the portable quantize; it reports whether x holds an Inf or NaN (the
// output is then unspecified).
func quantizeQ8ActGo(x []float32, a *q8Act) (bad bool) {
	for _, v := range x {
		if math.IsInf(float64(v), 0) || v != v {
			return true
		}
	}
	if cap(a.blocks) < len(x)/32*34 {
		a.blocks = make([]byte, len(x)/32*34)
	}
	blocks := a.blocks[:len(x)/32*34]
	registry[Q8_0].encode(blocks, x)
	for b := range a.d {
		blk := blocks[b*34 : b*34+34]
		d := FP16ToFP32(uint16(blk[0]) | uint16(blk[1])<<8)
		a.d[b] = d
		for j := 0; j < 32; j++ {
			q := int8(blk[2+j])
			a.qs[b*32+j] = q
			a.xhat[b*32+j] = d * float32(q)
		}
	}
	return false
}

// gemvQ8Kernel sets y[i] = W[row0+i,:]·x̂ for i < len(y) with integer dot products.
type gemvQ8Kernel func(t *Tensor, row0 int64, a *q8Act, y []float32)

// gemmQ8Kernel sets y[v·ystride+i] = W[row0+i,:]·x̂_v for i < nrows and v < n from the
// interleaved activations (q8Act.interleave).
type gemmQ8Kernel func(t *Tensor, row0 int64, nrows int, a *q8Act, n int, y []float32, ystride int)

// interleave lays the n vectors of a out for the GEMM kernels, which hold the eight vectors in
// the lanes of a register: qsi holds, for block b and each j < 4, the four values of group j
// (values 4j…4j+3) and of group j+4 of vectors 0…3, then the same of vectors 4…7, in the order
// gemv_q8_amd64.s describes (vectors ≥ n are zero), corr the −off·Σq of each vector and block (the correction for codes stored with offset
// off), dxi the eight scales of block b.
func (a *q8Act) interleave(n, cols int, off int32) {
	nb := cols / 32
	if cap(a.qsi) < nb*256 {
		a.qsi, a.corr, a.dxi = make([]int8, nb*256), make([]int32, nb*8), make([]float32, nb*8)
	}
	a.qsi, a.corr, a.dxi = a.qsi[:nb*256], a.corr[:nb*8], a.dxi[:nb*8]
	for v := 0; v < maxBatch; v++ {
		lane := v/4*32 + v%4*4 // vector v's four bytes in each 32-byte half of a group pair
		for b := 0; b < nb; b++ {
			dst := (*[256]int8)(a.qsi[b*256:])
			if v >= n { // padding: zero values, scale and correction
				for j := 0; j < 4; j++ {
					*(*uint32)(unsafe.Pointer(&dst[j*64+lane])) = 0
					*(*uint32)(unsafe.Pointer(&dst[j*64+16+lane])) = 0
				}
				a.corr[b*8+v], a.dxi[b*8+v] = 0, 0
				continue
			}
			src := (*[32]int8)(a.qs[v*cols+b*32:])
			for j := 0; j < 4; j++ { // groups j and j+4 (values 4j… and 16+4j…)
				*(*uint32)(unsafe.Pointer(&dst[j*64+lane])) = *(*uint32)(unsafe.Pointer(&src[4*j]))
				*(*uint32)(unsafe.Pointer(&dst[j*64+16+lane])) = *(*uint32)(unsafe.Pointer(&src[16+4*j]))
			}
			a.corr[b*8+v] = -off * blockSum(src)
			a.dxi[b*8+v] = a.d[v*nb+b]
		}
	}
}

// interleaveScales makes only interleave's dxi (for kernels that read their values in another
// layout, such as MLX 4-bit's w4i).
func (a *q8Act) interleaveScales(n, cols int) {
	nb := cols / 32
	if cap(a.dxi) < nb*8 {
		a.dxi = make([]float32, nb*8)
	}
	a.dxi = a.dxi[:nb*8]
	clear(a.dxi)
	for v := 0; v < n; v++ {
		for b, d := range a.d[v*nb : (v+1)*nb] {
			a.dxi[b*8+v] = d
		}
	}
}

// blockSum is Σq of a block of 32 values, eight at a time (byteLanes).
func blockSum(q *[32]int8) int32 {
	w := (*[4]uint64)(unsafe.Pointer(q))
	return foldLanes(byteLanes(w[0])+byteLanes(w[1])+byteLanes(w[2])+byteLanes(w[3]), 32)
}

// halfSum is Σq of 16 values.
func halfSum(q *[16]int8) int32 {
	w := (*[2]uint64)(unsafe.Pointer(q))
	return foldLanes(byteLanes(w[0])+byteLanes(w[1]), 16)
}

// byteLanes adds the eight int8 values of w, each with its sign bit flipped (q + 128: 0…255),
// in pairs into four 16-bit lanes; up to eight words' lanes can be added (≤ 16·255 each). The
// sums were loops over the values: 60 % of a 14336-column GEMM's set-up.
func byteLanes(w uint64) uint64 {
	const flip, low = 0x8080808080808080, 0x00ff00ff00ff00ff
	w ^= flip
	return w&low + w>>8&low
}

// foldLanes is Σq of the count values whose byteLanes were added into lanes.
func foldLanes(lanes uint64, count int32) int32 {
	return int32(lanes*0x0001000100010001>>48) - 128*count
}

// vectorViews makes vecs: views of each vector's qs, d and x̂ (len(qs)/cols of them), for the
// GEMV kernels that read one vector (their a.qs is exactly one row long).
func (a *q8Act) vectorViews(cols int) {
	n := len(a.qs) / cols
	if cap(a.vecs) < n {
		a.vecs = make([]q8Act, n)
	}
	a.vecs = a.vecs[:n]
	for v := range a.vecs {
		e := &a.vecs[v]
		e.qs, e.d, e.xhat = a.qs[v*cols:(v+1)*cols], a.d[v*cols/32:(v+1)*cols/32], a.xhat[v*cols:(v+1)*cols]
		e.nibOK, e.gptqOK, e.grid8OK, e.gsums[0].g, e.gsums[1].g = false, false, false, 0, 0
	}
}

// prepVectors makes the views of every vector for t (vectorViews) and runs t's q8Prep on each;
// it reports whether t's GEMV kernel takes them.
func (a *q8Act) prepVectors(t *Tensor) bool {
	a.vectorViews(int(t.Cols()))
	for v := range a.vecs {
		if !q8Prepare(t, &a.vecs[v]) {
			return false
		}
	}
	return true
}

// prepGroupSums makes Σ x̂ per group of g values (g divides len(x̂)), for up to two group sizes
// per product (a gate and an up tensor may differ).
func (a *q8Act) prepGroupSums(g int) {
	if a.groupSums(g) != nil {
		return
	}
	i := 0
	if a.gsums[0].g != 0 {
		i = 1
	}
	gs := &a.gsums[i]
	n := len(a.xhat) / g
	if cap(gs.s) < n {
		gs.s = make([]float32, n)
	}
	gs.s = gs.s[:n]
	if g%32 == 0 {
		// A block's x̂ = d·q are exact (d is an fp16 value), so its Σx̂ is d·Σq exactly in
		// float64: the same sums as value by value (but for roundings when a group's scales lie
		// more than 2^30 apart), a word at a time (a 14336-column GEMM's set-up: 29 % → 3 %).
		per := g / 32
		for k := range gs.s {
			var s float64
			for b := k * per; b < (k+1)*per; b++ {
				s += float64(a.d[b]) * float64(blockSum((*[32]int8)(a.qs[32*b:])))
			}
			gs.s[k] = float32(s)
		}
	} else {
		for k := range gs.s {
			var s float64
			for _, v := range a.xhat[k*g : (k+1)*g] {
				s += float64(v)
			}
			gs.s[k] = float32(s)
		}
	}
	gs.g = g
}

// groupSums returns the sums prepGroupSums made for g, or nil.
func (a *q8Act) groupSums(g int) []float32 {
	for i := range a.gsums {
		if a.gsums[i].g == g {
			return a.gsums[i].s
		}
	}
	return nil
}

// prepNibbles lays the int8 values out for codes packed two per byte with the even column in the
// low nibble (MLX's 4-bit words): per pair of blocks the 16 even values of each, then the 16 odd
// ones of each, and each block's scale four times (len(x̂) a multiple of 64).
func (a *q8Act) prepNibbles() {
	if a.nibOK {
		return
	}
	n := len(a.qs)
	if cap(a.nib) < n {
		a.nib, a.nibD = make([]int8, n), make([]float32, n/8)
	}
	a.nib, a.nibD = a.nib[:n], a.nibD[:n/8]
	for p := 0; p < n/64; p++ {
		src, dst := a.qs[p*64:p*64+64], a.nib[p*64:p*64+64]
		for i := 0; i < 16; i++ {
			dst[i], dst[16+i] = src[2*i], src[32+2*i]
			dst[32+i], dst[48+i] = src[2*i+1], src[32+2*i+1]
		}
		for i := 0; i < 4; i++ {
			a.nibD[p*8+i], a.nibD[p*8+4+i] = a.d[2*p], a.d[2*p+1]
		}
	}
	a.nibOK = true
}

// prepWordNibbles8 makes w4i for the n vectors of cols values (a multiple of 32): the activations
// of 32-bit words of eight 4-bit codes, the even values in the low nibbles, eight vectors wide
// (the sixteen-row GEMM kernels broadcast each vector's four bytes).
func (a *q8Act) prepWordNibbles8(n, cols int) {
	nb := cols / 32
	if cap(a.w4i) < nb*256 {
		a.w4i = make([]int8, nb*256)
	}
	a.w4i = a.w4i[:nb*256]
	if wordNibbles8(a, n, cols) {
		return
	}
	for b := 0; b < nb; b++ {
		for j := 0; j < 4; j++ {
			for v := 0; v < maxBatch; v++ {
				dst := (*uint64)(unsafe.Pointer(&a.w4i[b*256+j*64+v*8]))
				if v >= n {
					*dst = 0
					continue
				}
				w := *(*uint64)(unsafe.Pointer(&a.qs[v*cols+b*32+8*j]))
				*dst = evenBytes(w) | evenBytes(w>>8)<<32
			}
		}
	}
}

// evenBytes packs bytes 0, 2, 4 and 6 of w into its low four bytes.
func evenBytes(w uint64) uint64 {
	w &= 0x00ff00ff00ff00ff
	w = (w | w>>8) & 0x0000ffff0000ffff
	return (w | w>>16) & 0xffffffff
}

// prepHalfSums makes c16 for the n vectors of cols values: c16[16b + 8h + v] = −off·Σq over
// values 16h…16h+15 of block b of vector v (zero for v ≥ n), for codes stored with offset off
// (Q6_K 32, Q3_K 4).
func (a *q8Act) prepHalfSums(n, cols int, off int32) {
	nb := cols / 32
	if cap(a.c16) < nb*16 {
		a.c16 = make([]int32, nb*16)
	}
	a.c16 = a.c16[:nb*16]
	clear(a.c16)
	for v := 0; v < n; v++ {
		for b := 0; b < nb; b++ {
			for h := 0; h < 2; h++ {
				a.c16[16*b+8*h+v] = -off * halfSum((*[16]int8)(a.qs[v*cols+32*b+16*h:]))
			}
		}
	}
}

// prepHalfScaledSums makes b16 for the n vectors of cols values: b16[16b + 8h + v] = dx·Σq over
// values 16h…16h+15 of block b of vector v (dx the block's scale; zero for v ≥ n), the
// activations' part of Q2_K's min terms (exact in float32: an fp16 scale times |Σ| ≤ 2032). It
// overwrites c16 with the sums.
func (a *q8Act) prepHalfScaledSums(n, cols int) {
	a.prepHalfSums(n, cols, -1)
	nb := cols / 32
	if cap(a.b16) < nb*16 {
		a.b16 = make([]float32, nb*16)
	}
	a.b16 = a.b16[:nb*16]
	for i, s := range a.c16 {
		if v := i % 8; v < n {
			a.b16[i] = a.d[v*nb+i/16] * float32(s)
		} else {
			a.b16[i] = 0
		}
	}
}

// prepGroupSumsInterleaved makes gsi from the sums prepGroupSums(g) made: gsi[k·8+v] is vector
// v's sum over group k (zero for v ≥ n).
func (a *q8Act) prepGroupSumsInterleaved(n, g int) {
	gs := a.groupSums(g)
	groups := len(gs) / n
	if cap(a.gsi) < groups*maxBatch {
		a.gsi = make([]float32, groups*maxBatch)
	}
	a.gsi = a.gsi[:groups*maxBatch]
	for k := 0; k < groups; k++ {
		for v := 0; v < maxBatch; v++ {
			a.gsi[k*maxBatch+v] = 0
			if v < n {
				a.gsi[k*maxBatch+v] = gs[v*groups+k]
			}
		}
	}
}

// prepWordNibbles lays the int8 values out for 32-bit words of eight 4-bit codes (GPTQ's qweight):
// per 8 values the four even ones, then the four odd ones, the low and the high nibbles' partners;
// the vectors (of k values) interleaved per 8 values.
func (a *q8Act) prepWordNibbles(k int) {
	if a.gptqOK {
		return
	}
	n := len(a.qs)
	if cap(a.gptq) < n {
		a.gptq = make([]int8, n)
	}
	a.gptq = a.gptq[:n]
	nv := n / k
	for v := range nv {
		for w := 0; w < k; w += 8 {
			src, dst := a.qs[v*k+w:][:8], a.gptq[(w*nv + 8*v):][:8]
			dst[0], dst[1], dst[2], dst[3] = src[0], src[2], src[4], src[6]
			dst[4], dst[5], dst[6], dst[7] = src[1], src[3], src[5], src[7]
		}
	}
	a.gptqOK = true
}
