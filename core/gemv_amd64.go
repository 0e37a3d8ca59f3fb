//go:build amd64

package core

import (
	"sync"
	"unsafe"

	"golang.org/x/sys/cpu"
)

// SIMD levels of the amd64 kernels, chosen at run time.
const (
	simdNone   = 0 // pure Go
	simdAVX2   = 1 // AVX2 + FMA + F16C
	simdAVX512 = 2 // AVX-512 F, BW, DQ, VL (and BMI2)
)

// simdBest is the best level this CPU has; simdLevel the one in use (tests lower it to check each
// path against the generic kernels).
var (
	simdBest = func() int {
		switch {
		case cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512DQ && cpu.X86.HasAVX512VL && cpu.X86.HasBMI2:
			return simdAVX512
		case cpu.X86.HasAVX2 && cpu.X86.HasFMA && cpu.X86.HasF16C:
			return simdAVX2
		}
		return simdNone
	}()
	simdLevel = simdBest
)

// Assembly kernels (gemv_amd64.s, gemv_avx2_amd64.s).

//go:noescape
func dotF32AVX512(a, b *float32, n int) float32

//go:noescape
func dotNAVX512(w, xi *float32, n, k int, out *[maxBatch]float32)

//go:noescape
func gemvF32x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvF16x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvBF16x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvQ8_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvNL4x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ4_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvQ6_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvIQ4_XSx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func decodeQ4_KAVX512(dst *float32, src *byte, nb int)

//go:noescape
func gemvQ5_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func decodeQ5_KAVX512(dst *float32, src *byte, nb int)

//go:noescape
func decodeQ6_KAVX512(dst *float32, src *byte, nb int)

//go:noescape
func decodeIQ4_XSAVX512(dst *float32, src *byte, nb int)

//go:noescape
func decodeF16AVX512(dst *float32, src *byte, n int)

//go:noescape
func decodeBF16AVX512(dst *float32, src *byte, n int)

//go:noescape
func decodeQ8_0AVX512(dst *float32, src *byte, nb int)

//go:noescape
func decodeNL4AVX512(dst *float32, src *byte, nb int, levels *[16]float32)

// q4_0Levels are Q4_0's values q−8 as float32 (IQ4_NL's are iq4Levels).
var q4_0Levels = [16]float32{-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7}

func gemvQ4_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) {
	gemvNL4x4AVX512(rows, x, nb, out, &q4_0Levels, &fp16Table[0], pf)
}
func gemvIQ4_NLx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) {
	gemvNL4x4AVX512(rows, x, nb, out, &iq4Levels, &fp16Table[0], pf)
}
func gemvQ8_0x4(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) {
	gemvQ8_0x4AVX512(rows, x, nb, out, &fp16Table[0], pf)
}

// fp4Levels are the E2M1 values doubled (ggml's kvalues_fp4), as float32.
var fp4Levels = [16]float32{0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12}

// fp4Scales are the per-code scales of MXFP4 (E8M0, halved) and NVFP4 (UE4M3, halved), read off
// the formats' own decoders so that they match them by construction.
type fp4Scales struct{ mx, nv [256]float32 }

var fp4Tables *fp4Scales

func fp4ScaleTables() *fp4Scales {
	if fp4Tables != nil {
		return fp4Tables
	}
	mx, nv := registry[MXFP4], registry[NVFP4]
	if mx == nil || nv == nil || mx.decode == nil || nv.decode == nil || mx.BlockBytes != 17 || nv.BlockBytes != 36 {
		return nil
	}
	t := new(fp4Scales)
	var bm [17]byte
	var bn [36]byte
	vals := make([]float32, 64)
	for c := range 256 {
		bm[0] = byte(c)
		for i := 1; i < 17; i++ {
			bm[i] = 0x22 // code 2: level 2
		}
		mx.decode(vals[:32], bm[:])
		t.mx[c] = vals[0] / 2
		for i := 0; i < 4; i++ {
			bn[i] = byte(c)
		}
		for i := 4; i < 36; i++ {
			bn[i] = 0x22
		}
		nv.decode(vals, bn[:])
		t.nv[c] = vals[0] / 2
	}
	fp4Tables = t
	return t
}

// fp16Table holds FP16ToFP32 of every fp16 code: the kernels look block scales up in it (one
// load, where a conversion in vector registers costs two operations per block and row). The
// scales of real weights use a few thousand codes, so the touched part stays in cache.
var fp16Table *[1 << 16]float32

func initFP16Table() {
	if fp16Table != nil {
		return
	}
	t := new([1 << 16]float32)
	for i := range t {
		t[i] = FP16ToFP32(uint16(i))
	}
	fp16Table = t
}
func decodeQ4_0AVX512(dst *float32, src *byte, nb int)   { decodeNL4AVX512(dst, src, nb, &q4_0Levels) }
func decodeIQ4_NLAVX512(dst *float32, src *byte, nb int) { decodeNL4AVX512(dst, src, nb, &iq4Levels) }

//go:noescape
func dotF32AVX2(a, b *float32, n int) float32

//go:noescape
func dotNAVX2(w, xi *float32, n, k int, out *[maxBatch]float32)

//go:noescape
func gemvF32x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvF16x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvBF16x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func gemvQ8_0x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func gemvNL4x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]float32, fp16 *float32, pf int)

//go:noescape
func gemvQ4_1x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func decodeQ4_1AVX512(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func gemvQ5_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func decodeQ5_0AVX512(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func gemvQ5_1x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)

//go:noescape
func decodeQ5_1AVX512(dst *float32, src *byte, nb int, fp16 *float32)

//go:noescape
func gemvQ2_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func decodeQ2_KAVX512(dst *float32, src *byte, nb int)

//go:noescape
func gemvQ3_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)

//go:noescape
func decodeQ3_KAVX512(dst *float32, src *byte, nb int)

//go:noescape
func gemvMXFP4x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]float32, scales *float32, pf int)

//go:noescape
func decodeMXFP4AVX512(dst *float32, src *byte, nb int, levels *[16]float32, scales *float32)

//go:noescape
func gemvNVFP4x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]float32, scales *float32, pf int)

//go:noescape
func decodeNVFP4AVX512(dst *float32, src *byte, nb int, levels *[16]float32, scales *float32)

// dotF32 returns Σ a[i]·b[i] (len(b) ≥ len(a)) in float32 lanes (see the bound in gemv.go).
func dotF32(a, b []float32) float32 {
	n := len(a)
	b = b[:n]
	if simdLevel >= simdAVX512 && n >= 32 {
		m := n &^ 31
		s := dotF32AVX512(unsafe.SliceData(a), unsafe.SliceData(b), m)
		if m == n {
			return s
		}
		return s + dotF32Go(a[m:], b[m:])
	}
	if simdLevel >= simdAVX2 && n >= 16 {
		m := n &^ 15
		s := dotF32AVX2(unsafe.SliceData(a), unsafe.SliceData(b), m)
		if m == n {
			return s
		}
		return s + dotF32Go(a[m:], b[m:])
	}
	return dotF32Go(a, b)
}

// dotN sets out[v] = Σ_i w[i]·x_v[i] for v < n (n ≥ 2), the vectors interleaved in xi from
// the column of w[0] on (see interleaveX).
func dotN(w, xi []float32, n int, out *[maxBatch]float32) {
	k := len(w)
	if simdLevel >= simdAVX512 && k >= 32 {
		m := k &^ 31
		_ = xi[(m/16)*16*n+16*8-1] // the kernel reads up to 8 vectors of its last chunk
		dotNAVX512(unsafe.SliceData(w), unsafe.SliceData(xi), n, m, out)
		if m < k {
			dotNTail(w[m:], xi[(m/16)*16*n:], n, out, true)
		}
		return
	}
	if simdLevel >= simdAVX2 && k >= 16 {
		m := k &^ 15
		_ = xi[(m/16)*16*n-1]
		dotNAVX2(unsafe.SliceData(w), unsafe.SliceData(xi), n, m, out)
		if m < k {
			dotNTail(w[m:], xi[(m/16)*16*n:], n, out, true)
		}
		return
	}
	dotNGo(w, xi, n, out)
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
	span            int // columns per gemv4 call (kernelSpan, or less for kernels with fewer lanes)
	gemv4           rows4Kernel
	decode          blockDecoder
}

// kernState is the per-call scratch of the SIMD kernel wrappers (pooled, so that what the
// assembly writes through pointers never needs a fresh allocation).
type kernState struct {
	rows [4]*byte
	out  [4]float32
	part [maxBatch]float32
	buf  [gemmStep]float32
	acc  [gemmRowBlock][maxBatch]float64
}

// gemmStep is the number of elements GEMM decodes at a time for its SIMD kernels.
const gemmStep = 512

func getKernState() *kernState  { return kernStatePool.Get().(*kernState) }
func putKernState(s *kernState) { s.rows = [4]*byte{}; kernStatePool.Put(s) }

var kernStatePool = sync.Pool{New: func() any { return new(kernState) }}

// gemvRows4 turns a 4-row kernel into a gemvRows: rows four at a time (the last group repeats its
// last row), columns kernelSpan at a time with float64 accumulation across spans; columns beyond
// the last whole unit (plain formats only) are done by the generic kernel.
func (k *simdKernel) gemvRows(t *Tensor, row0 int64, x, y []float32) {
	cols := len(x)
	rb := int(t.RowBytes())
	units := cols / k.unit
	span := max(k.span, k.unit) / k.unit
	st := getKernState()
	var off [4]int
	for i := 0; i < len(y); i += 4 {
		nr := min(4, len(y)-i)
		for r := 0; r < 4; r++ {
			off[r] = int(row0+int64(i+min(r, nr-1))) * rb
		}
		var acc [4]float64
		for u := 0; u < units; u += span {
			nb := min(span, units-u)
			for r := 0; r < 4; r++ {
				st.rows[r] = &t.Data[off[r]+u*k.unitBytes]
			}
			k.gemv4(&st.rows, &x[u*k.unit], nb, &st.out, pfRows*rb)
			for r := 0; r < 4; r++ {
				acc[r] += float64(st.out[r])
			}
		}
		if tail := units * k.unit; tail < cols { // plain formats: the last columns
			be, bb := t.Format.BlockElems, t.Format.BlockBytes
			for r := 0; r < nr; r++ {
				row := t.Data[(row0+int64(i+r))*int64(rb):][:rb]
				acc[r] += float64(genericTail(t.Format, row[tail/be*bb:], x[tail:], &st.buf))
			}
		}
		for r := 0; r < nr; r++ {
			y[i+r] = float32(acc[r])
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

// gemmRowBlock is the number of rows GEMM runs through one step of columns together.
const gemmRowBlock = 16

// f32Decode "decodes" F32 rows: a copy, so that GEMM of F32 runs through the same loop.
func f32Decode(dst *float32, src *byte, n int) {
	copy(unsafe.Slice(dst, n*32), unsafe.Slice((*float32)(unsafe.Pointer(src)), n*32))
}

func decodeF16Units(dst *float32, src *byte, n int)  { decodeF16AVX512(dst, src, n*32) }
func decodeBF16Units(dst *float32, src *byte, n int) { decodeBF16AVX512(dst, src, n*32) }

// installKernels sets the registry rows' kernel fields for simdLevel.
func installKernels() {
	for _, f := range registry {
		f.gemvRows, f.gemmRows = nil, nil
	}
	set := func(id FormatID, k *simdKernel) {
		f := registry[id]
		if f == nil {
			return
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
	}
	if simdLevel >= simdAVX512 {
		initFP16Table()
		set(F32, &simdKernel{unit: 32, unitBytes: 128, gemv4: gemvF32x4AVX512, decode: f32Decode})
		set(F16, &simdKernel{unit: 32, unitBytes: 64, gemv4: gemvF16x4AVX512, decode: decodeF16Units})
		set(BF16, &simdKernel{unit: 32, unitBytes: 64, gemv4: gemvBF16x4AVX512, decode: decodeBF16Units})
		set(Q8_0, &simdKernel{unit: 32, unitBytes: 34, gemv4: gemvQ8_0x4, decode: decodeQ8_0AVX512})
		set(Q4_0, &simdKernel{unit: 32, unitBytes: 18, gemv4: gemvQ4_0x4AVX512, decode: decodeQ4_0AVX512})
		set(IQ4_NL, &simdKernel{unit: 32, unitBytes: 18, gemv4: gemvIQ4_NLx4AVX512, decode: decodeIQ4_NLAVX512})
		set(Q4_1, &simdKernel{unit: 32, unitBytes: 20,
			gemv4:  func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) { gemvQ4_1x4AVX512(r, x, nb, o, &fp16Table[0], pf) },
			decode: func(d *float32, s *byte, nb int) { decodeQ4_1AVX512(d, s, nb, &fp16Table[0]) }})
		set(Q5_0, &simdKernel{unit: 32, unitBytes: 22,
			gemv4:  func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) { gemvQ5_0x4AVX512(r, x, nb, o, &fp16Table[0], pf) },
			decode: func(d *float32, s *byte, nb int) { decodeQ5_0AVX512(d, s, nb, &fp16Table[0]) }})
		set(Q5_1, &simdKernel{unit: 32, unitBytes: 24,
			gemv4:  func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) { gemvQ5_1x4AVX512(r, x, nb, o, &fp16Table[0], pf) },
			decode: func(d *float32, s *byte, nb int) { decodeQ5_1AVX512(d, s, nb, &fp16Table[0]) }})
		if t := fp4ScaleTables(); t != nil {
			set(MXFP4, &simdKernel{unit: 32, unitBytes: 17,
				gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
					gemvMXFP4x4AVX512(r, x, nb, o, &fp4Levels, &t.mx[0], pf)
				},
				decode: func(d *float32, s *byte, nb int) { decodeMXFP4AVX512(d, s, nb, &fp4Levels, &t.mx[0]) }})
			set(NVFP4, &simdKernel{unit: 64, unitBytes: 36,
				gemv4: func(r *[4]*byte, x *float32, nb int, o *[4]float32, pf int) {
					gemvNVFP4x4AVX512(r, x, nb, o, &fp4Levels, &t.nv[0], pf)
				},
				decode: func(d *float32, s *byte, nb int) { decodeNVFP4AVX512(d, s, nb, &fp4Levels, &t.nv[0]) }})
		}
		set(Q2_K, &simdKernel{unit: 256, unitBytes: 84, gemv4: gemvQ2_Kx4AVX512, decode: decodeQ2_KAVX512})
		set(Q3_K, &simdKernel{unit: 256, unitBytes: 110, gemv4: gemvQ3_Kx4AVX512, decode: decodeQ3_KAVX512})
		set(Q4_K, &simdKernel{unit: 256, unitBytes: 144, gemv4: gemvQ4_Kx4AVX512, decode: decodeQ4_KAVX512})
		set(Q5_K, &simdKernel{unit: 256, unitBytes: 176, gemv4: gemvQ5_Kx4AVX512, decode: decodeQ5_KAVX512})
		set(Q6_K, &simdKernel{unit: 256, unitBytes: 210, gemv4: gemvQ6_Kx4AVX512, decode: decodeQ6_KAVX512})
		set(IQ4_XS, &simdKernel{unit: 256, unitBytes: 136, gemv4: gemvIQ4_XSx4AVX512, decode: decodeIQ4_XSAVX512})
		return
	}
	if simdLevel >= simdAVX2 {
		initFP16Table()
		// 16 lanes per row (8 for the block-scaled kernels): spans of 2048 columns keep m ≤ 128.
		const span = 2048
		set(F32, &simdKernel{unit: 32, unitBytes: 128, span: span, gemv4: gemvF32x4AVX2, decode: f32Decode})
		set(F16, &simdKernel{unit: 32, unitBytes: 64, span: span, gemv4: gemvF16x4AVX2})
		set(BF16, &simdKernel{unit: 32, unitBytes: 64, span: span, gemv4: gemvBF16x4AVX2})
		set(Q8_0, &simdKernel{unit: 32, unitBytes: 34, span: span, gemv4: func(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) {
			gemvQ8_0x4AVX2(rows, x, nb, out, &fp16Table[0], pf)
		}})
		set(Q4_0, &simdKernel{unit: 32, unitBytes: 18, span: span, gemv4: func(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) {
			gemvNL4x4AVX2(rows, x, nb, out, &q4_0Levels, &fp16Table[0], pf)
		}})
		set(IQ4_NL, &simdKernel{unit: 32, unitBytes: 18, span: span, gemv4: func(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int) {
			gemvNL4x4AVX2(rows, x, nb, out, &iq4Levels, &fp16Table[0], pf)
		}})
	}
}

// setSIMDLevel switches the kernels to a level (clamped to what the CPU has) and returns the level
// in use before; for tests and benchmarks only (not safe while kernels run).
func setSIMDLevel(l int) int {
	installKernelsOnce.Do(installKernels)
	old := simdLevel
	simdLevel = min(l, simdBest)
	installKernels()
	return old
}

//go:noescape
func streamReadAVX512(p *byte, n int) uint64

// streamRead reads p (the DRAM bandwidth reference of the benchmarks) and returns an OR of its
// words so that nothing can be optimized away.
func streamRead(p []byte) uint64 {
	n := len(p) &^ 255
	if simdBest >= simdAVX512 && n > 0 {
		return streamReadAVX512(&p[0], n)
	}
	return streamReadGo(p)
}

// pfRows is how many rows ahead the kernels prefetch (the next group of four).
var pfRows = 4

func setPF(rows int) { pfRows = rows }
