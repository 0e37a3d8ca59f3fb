package core

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand"
	"runtime"
	"testing"
)

// Reference copies of the part-based decoders before the rewrite (per element, scalar): the
// new decoders must match them bit for bit.

func oldDecodeGPTQ(t *Tensor, row0, nrows int64, dst []float32) {
	k := t.Cols()
	n := t.Shape[0]
	bits := uint(t.Quant.Bits)
	mask := uint32(1)<<bits - 1
	qw := t.Part(RoleQWeight).Data
	qzp := t.Part(RoleQZeros)
	sp := t.Part(RoleScales)
	sc, sid := newScaleReader(sp), sp.Format.ID
	off := int32(t.Quant.ZeroOffset)
	groups := groupsOf(t, RoleGIdx)
	zRow := n * int64(bits) / 8                    // bytes of one qzeros row
	if int64(1)<<bits > int64(t.Quant.GroupSize) { // a table would cost more than the group
		for c := range k {
			g := groups.of(c)
			pos := c * int64(bits)
			w, sh := pos>>5, uint(pos&31)
			for r := range nrows {
				col := row0 + r
				v := partU32(qw, w*n+col) >> sh
				if sh+bits > 32 {
					v |= partU32(qw, (w+1)*n+col) << (32 - sh)
				}
				z := int32(streamBits(qzp.Data[g*zRow:(g+1)*zRow], col*int64(bits), bits)) + off
				dst[r*k+c] = roundAs(sid, float32(int32(v&mask)-z)*sc.at(g*n+col))
			}
		}
		return
	}
	// The values of every code for each (group, row) of the chunk: (q − z)·s, rounded.
	lut := newGroupLUT(qzp.Shape[0], nrows, bits, func(g, r int64, vals []float32) {
		col := row0 + r
		z := int32(streamBits(qzp.Data[g*zRow:(g+1)*zRow], col*int64(bits), bits)) + off
		s := sc.at(g*n + col)
		for q := range vals {
			vals[q] = roundAs(sid, float32(int32(q)-z)*s)
		}
	})
	defer lut.free()
	for c := range k {
		vals := lut.group(groups.of(c))
		pos := c * int64(bits)
		w, sh := pos>>5, uint(pos&31)
		for r := range nrows {
			col := row0 + r
			v := partU32(qw, w*n+col) >> sh
			if sh+bits > 32 {
				v |= partU32(qw, (w+1)*n+col) << (32 - sh)
			}
			dst[r*k+c] = vals[r<<bits+int64(v&mask)]
		}
	}
}

func oldDecodeAWQGEMM(t *Tensor, row0, nrows int64, dst []float32) {
	k, n := t.Cols(), t.Shape[0]
	g := int64(t.Quant.GroupSize)
	qw := t.Part(RoleQWeight).Data
	qzp := t.Part(RoleQZeros)
	sp := t.Part(RoleScales)
	sc, sid := newScaleReader(sp), sp.Format.ID
	w8 := n / 8
	for c := range k {
		gi := c / g
		for r := range nrows {
			col := row0 + r
			sh := 4 * awqReverse[col%8]
			q := int32(partU32(qw, c*w8+col/8) >> sh & 15)
			z := int32(8)
			if qzp != nil {
				z = int32(partU32(qzp.Data, gi*w8+col/8) >> sh & 15)
			}
			dst[r*k+c] = roundAs(sid, float32(q-z)*sc.at(gi*n+col))
		}
	}
}

func oldDecodeAWQGEMV(t *Tensor, row0, nrows int64, dst []float32) {
	k := t.Cols()
	g := int64(t.Quant.GroupSize)
	qw := t.Part(RoleQWeight).Data
	qzp := t.Part(RoleQZeros)
	sp := t.Part(RoleScales)
	sc, sid := newScaleReader(sp), sp.Format.ID
	zw := qzp.Shape[1]
	for r := range nrows {
		row := row0 + r
		out := dst[r*k : (r+1)*k]
		for c := range out {
			gi := int64(c) / g
			q := int32(partU32(qw, row*(k/8)+int64(c)/8) >> (4 * (c % 8)) & 15)
			z := int32(partU32(qzp.Data, row*zw+gi/8) >> (4 * (gi % 8)) & 15)
			out[c] = roundAs(sid, float32(q-z)*sc.at(row*zw*8+gi))
		}
	}
}

func oldDecodeCT(t *Tensor, row0, nrows int64, dst []float32) {
	k := t.Cols()
	bits := uint(t.Quant.Bits)
	pack := int64(32 / bits)
	wp := t.Part(RolePacked).Data
	sp := t.Part(RoleScale)
	sc, sid := newScaleReader(sp), sp.Format.ID
	groups := sp.Shape[1]
	zp := t.Part(RoleZeroPoint)
	gmap := groupsOf(t, RoleGIdxCT)
	rowBytes := ceilDiv(k, pack) * 4
	mask := uint32(1)<<bits - 1
	for r := range nrows {
		row := row0 + r
		data := wp[row*rowBytes : (row+1)*rowBytes]
		out := dst[r*k : (r+1)*k]
		for c := range out {
			g := gmap.of(int64(c))
			u := int32(streamBits(data, int64(c)*int64(bits), bits))
			z := int32(1) << (bits - 1)
			if zp != nil {
				z = int32(partU32(zp.Data, (row/pack)*groups+g) >> (uint(row%pack) * bits) & mask)
			}
			out[c] = roundAs(sid, float32(u-z)*sc.at(row*groups+g))
		}
	}
}

func oldDecodeMLXAffine(t *Tensor, row0, nrows int64, dst []float32) {
	w := t.Part(RoleWeight).Data
	sp := t.Part(RoleScales)
	sc, bi := newScaleReader(sp), newScaleReader(t.Part(RoleBiases))
	id := sp.Format.ID
	cols, bits, g := t.Cols(), uint(t.Quant.Bits), int64(t.Quant.GroupSize)
	groups := cols / g
	rowBytes := cols * int64(bits) / 8
	gBytes := g * int64(bits) / 8
	mask := uint64(1)<<bits - 1
	value := func(q, s, b float32) float32 {
		return roundAs(id, roundAs(id, float32(q*s))+b)
	}
	useLUT := int64(1)<<bits <= g
	var lut [256]float32
	for r := range nrows {
		row := w[(row0+r)*rowBytes : (row0+r+1)*rowBytes]
		out := dst[r*cols : (r+1)*cols]
		for gi := range groups {
			s, b := sc.at((row0+r)*groups+gi), bi.at((row0+r)*groups+gi)
			grp := out[gi*g : (gi+1)*g]
			src := row[gi*gBytes : (gi+1)*gBytes]
			if !useLUT {
				// Fewer elements than codes (8 bits, 6 bits in groups of 32): each value on its
				// own, with the rounding inlined per dtype (a call per element cost ~9 ns).
				if bits == 8 {
					mlxAffineValues8(grp, src, s, b, id)
					continue
				}
				for j := range grp {
					grp[j] = value(float32(streamBits(src, int64(j)*int64(bits), bits)), s, b)
				}
				continue
			}
			for q := range 1 << bits {
				lut[q] = value(float32(q), s, b)
			}
			switch bits {
			case 4:
				for j, c := range src {
					grp[2*j] = lut[c&15]
					grp[2*j+1] = lut[c>>4]
				}
			case 8:
				for j, c := range src {
					grp[j] = lut[c]
				}
			default:
				var acc uint64
				var have uint
				p := 0
				for j := range grp {
					for have < bits {
						acc |= uint64(src[p]) << have
						p++
						have += 8
					}
					grp[j] = lut[acc&mask]
					acc >>= bits
					have -= bits
				}
			}
		}
	}
}

func oldDecodeMLXFP(t *Tensor, row0, nrows int64, dst []float32) {
	w := t.Part(RoleWeight).Data
	sc := t.Part(RoleScales).Data
	cols, g := t.Cols(), int64(t.Quant.GroupSize)
	groups := cols / g
	id := t.Format.ID
	var global float32
	hasGlobal := false
	if gp := t.Part(RoleGlobalScale); gp != nil {
		hasGlobal = true
		global = float32(newScaleReader(gp).at(0) / (448 * 6))
	}
	for r := range nrows {
		out := dst[r*cols : (r+1)*cols]
		for gi := range groups {
			code := sc[(row0+r)*groups+gi]
			var s float32
			switch {
			case id != MLX_NVFP4:
				s = mlxE8M0[code]
			case hasGlobal:
				s = float32(tabE4M3[code] * global)
			default:
				s = tabE4M3[code]
			}
			grp := out[gi*g : (gi+1)*g]
			base := ((row0+r)*cols + gi*g) * int64(t.Quant.Bits) / 8
			if id == MLX_MXFP8 {
				for j := range grp {
					grp[j] = tabE4M3[w[base+int64(j)]] * s
				}
				continue
			}
			for j := 0; j < len(grp); j += 2 {
				b := w[base+int64(j/2)]
				grp[j] = mlxFP4[b&15] * s
				grp[j+1] = mlxFP4[b>>4] * s
			}
		}
	}
}

// groupLUT (the old GPTQ decoder's per-chunk table), kept for oldDecodeGPTQ.
type groupLUT struct {
	buf   *[]float32
	per   int64
	table []float32
}

func newGroupLUT(groups, nrows int64, bits uint, fill func(g, r int64, vals []float32)) groupLUT {
	per := nrows << bits
	buf := new([]float32)
	*buf = make([]float32, groups*per)
	l := groupLUT{buf: buf, per: per, table: (*buf)[:groups*per]}
	nq := int64(1) << bits
	for g := range groups {
		for r := range nrows {
			base := g*per + r*nq
			fill(g, r, l.table[base:base+nq])
		}
	}
	return l
}

func (l groupLUT) group(g int64) []float32 { return l.table[g*l.per : (g+1)*l.per] }
func (l groupLUT) free()                   {}

// randPartsTensor builds a random part-based tensor of rows × cols: random packed codes and
// zeros, scales of dtype sd (mostly small, some huge, tiny or negative to reach the rounding's
// overflow and subnormal paths). group ≤ 0 means one group per row. variant bits: 1 zeros/asym,
// 2 g_idx (random act-order), 4 ZeroOffset 1 / nvfp4 global scale.
func randPartsTensor(tb testing.TB, id FormatID, rows, cols, bits, group int, sd FormatID, variant int, rng *rand.Rand) *Tensor {
	tb.Helper()
	n, k := int64(rows), int64(cols)
	if group <= 0 {
		group = cols
	}
	g := int64(group)
	groups := (k + g - 1) / g
	rnd := func(nb int64) []byte { b := make([]byte, nb); rng.Read(b); return b }
	flt := func(cnt int64, fid FormatID) []byte {
		sz := int64(registry[fid].BlockBytes)
		b := make([]byte, cnt*sz)
		one := []float32{0}
		for i := range cnt {
			v := float32(0.002 + 0.02*rng.Float64())
			switch rng.Intn(40) {
			case 0:
				v = float32(300 + 3000*rng.Float64())
			case 1:
				v = float32(1e-7 * rng.Float64())
			case 2:
				v = -v
			case 3:
				v = 0
			case 4: // the decoders' NaN and infinity paths (bit-exact too)
				v = float32(math.NaN())
			case 5:
				v = float32(math.Inf(1 - 2*rng.Intn(2)))
			}
			one[0] = v
			registry[fid].encode(b[i*sz:(i+1)*sz], one)
			if rng.Intn(40) == 0 { // a NaN with a payload, signaling or quiet, either sign
				switch fid {
				case F16:
					binary.LittleEndian.PutUint16(b[i*sz:], uint16(0x7c01+rng.Intn(0x3ff)|rng.Intn(2)<<15))
				case BF16:
					binary.LittleEndian.PutUint16(b[i*sz:], uint16(0x7f81+rng.Intn(0x7f)|rng.Intn(2)<<15))
				case F32:
					binary.LittleEndian.PutUint32(b[i*sz:], uint32(0x7f800001+rng.Intn(0x7fffff))|uint32(rng.Intn(2))<<31)
				}
			}
		}
		return b
	}
	w := &Tensor{Name: fmt.Sprintf("%s%d[%dx%d]g%d", registry[id].Name, bits, rows, cols, group), Format: registry[id], Shape: []int64{n, k},
		Quant: QuantParams{Bits: bits, GroupSize: group}}
	part := func(role string, pid FormatID, shape []int64, data []byte) {
		w.Parts = append(w.Parts, Part{Role: role, Tensor: &Tensor{Name: role, Format: registry[pid], Shape: shape, Data: data, PartOf: w.Name}})
	}
	gidx := func(role string) {
		gi := make([]byte, 4*k)
		for c := range k {
			binary.LittleEndian.PutUint32(gi[4*c:], uint32(rng.Int63n(groups)))
		}
		part(role, I32, []int64{k}, gi)
	}
	b := int64(bits)
	switch id {
	case GPTQ:
		if variant&4 != 0 {
			w.Quant.ZeroOffset = 1
		}
		part(RoleQWeight, I32, []int64{k * b / 32, n}, rnd(k*b/32*n*4))
		part(RoleQZeros, I32, []int64{groups, n * b / 32}, rnd(groups*n*b/8))
		part(RoleScales, sd, []int64{groups, n}, flt(groups*n, sd))
		if variant&2 != 0 {
			gidx(RoleGIdx)
		}
	case AWQ_GEMM:
		part(RoleQWeight, I32, []int64{k, n / 8}, rnd(k*n/2))
		if variant&1 != 0 {
			part(RoleQZeros, I32, []int64{groups, n / 8}, rnd(groups*n/2))
		}
		part(RoleScales, sd, []int64{groups, n}, flt(groups*n, sd))
	case AWQ_GEMV:
		zw := (groups+7)/8 + int64(rng.Intn(2))
		part(RoleQWeight, I32, []int64{n, k / 8}, rnd(n*k/2))
		part(RoleQZeros, I32, []int64{n, zw}, rnd(n*zw*4))
		part(RoleScales, sd, []int64{n, zw * 8}, flt(n*zw*8, sd))
	case CT_PACK_QUANTIZED:
		pack := 32 / b
		part(RolePacked, I32, []int64{n, (k + pack - 1) / pack}, rnd(n*((k+pack-1)/pack)*4))
		part(RoleScale, sd, []int64{n, groups}, flt(n*groups, sd))
		if variant&1 != 0 {
			part(RoleZeroPoint, I32, []int64{(n + pack - 1) / pack, groups}, rnd((n+pack-1)/pack*groups*4))
		}
		if variant&2 != 0 {
			gidx(RoleGIdxCT)
		}
	case MLX_AFFINE:
		part(RoleWeight, U32, []int64{n, k * b / 32}, rnd(n*k*b/8))
		part(RoleScales, sd, []int64{n, groups}, flt(n*groups, sd))
		part(RoleBiases, sd, []int64{n, groups}, flt(n*groups, sd))
	case MLX_MXFP4, MLX_NVFP4, MLX_MXFP8:
		part(RoleWeight, U32, []int64{n, k * b / 32}, rnd(n*k*b/8))
		part(RoleScales, U8, []int64{n, groups}, rnd(n*groups))
		if id == MLX_NVFP4 && variant&4 != 0 {
			part(RoleGlobalScale, F32, []int64{1}, flt(1, F32))
		}
	}
	if err := CheckParts(w); err != nil {
		tb.Fatal(err)
	}
	return w
}

type decodeCase struct {
	id                FormatID
	rows, cols        int
	bits, group, vari int
	sd                FormatID
}

func decodeCases() []decodeCase {
	var cs []decodeCase
	sds := []FormatID{F16, BF16, F32}
	for _, sd := range sds {
		for v := range 8 {
			for _, bits := range []int{2, 3, 4, 8} {
				for _, g := range []int{32, 64, 128, -1} {
					cs = append(cs, decodeCase{GPTQ, 96, 512, bits, g, v, sd})
				}
				cs = append(cs, decodeCase{GPTQ, 64, 96, bits, 40, v, sd}) // groups straddling words
			}
			for _, g := range []int{32, 64, 128, -1} {
				cs = append(cs, decodeCase{AWQ_GEMM, 64, 256, 4, g, v, sd}, decodeCase{AWQ_GEMV, 24, 512, 4, g, v, sd})
				for _, bits := range []int{2, 4, 8} {
					cs = append(cs, decodeCase{CT_PACK_QUANTIZED, 21, 512, bits, g, v, sd})
					cs = append(cs, decodeCase{CT_PACK_QUANTIZED, 13, 300, bits, g, v, sd}) // partial groups and words
				}
			}
			cs = append(cs, decodeCase{AWQ_GEMV, 8, 96, 4, 12, v, sd}, decodeCase{AWQ_GEMM, 16, 96, 4, 12, v, sd},
				decodeCase{AWQ_GEMM, 24, 120, 4, 40, v, sd}) // groups of 8·odd rows: AVX2's awqExpand
		}
		for _, bits := range []int{2, 3, 4, 5, 6, 8} {
			for _, g := range []int{32, 64, 128} {
				cs = append(cs, decodeCase{MLX_AFFINE, 11, 768, bits, g, 0, sd})
			}
		}
	}
	for v := range 8 {
		cs = append(cs, decodeCase{MLX_MXFP4, 9, 256, 4, 32, v, U8}, decodeCase{MLX_NVFP4, 9, 256, 4, 16, v, U8},
			decodeCase{MLX_MXFP8, 9, 256, 8, 32, v, U8})
	}
	return cs
}

func oldDecoder(id FormatID) func(*Tensor, int64, int64, []float32) {
	switch id {
	case GPTQ:
		return oldDecodeGPTQ
	case AWQ_GEMM:
		return oldDecodeAWQGEMM
	case AWQ_GEMV:
		return oldDecodeAWQGEMV
	case CT_PACK_QUANTIZED:
		return oldDecodeCT
	case MLX_AFFINE:
		return oldDecodeMLXAffine
	}
	return oldDecodeMLXFP
}

// nanPayloadsVary: outside amd64 a NaN's payload is not part of the comparison. amd64's float32
// arithmetic (Go's and the SIMD decoders') passes the first operand's NaN on, which the decoders
// are written to match bit for bit; arm64's FMUL/FADD pick by operand order too, but the Go
// compiler's order is its own (the old and the new Go decoders differ there), and the NEON
// roundings to f16 keep a NaN's payload where roundF16 makes it the canonical quiet NaN.
const nanPayloadsVary = runtime.GOARCH != "amd64"

// TestPartsDecodeMatchesReference compares every part-based decodeRows with the old per-element
// decoders, bit for bit, on random tensors and random (odd) row ranges, at every SIMD level (the
// row decoders of AVX-512, AVX2 and NEON, and the Go loops); NaNs as nanPayloadsVary says.
func TestPartsDecodeMatchesReference(t *testing.T) {
	defer setSIMDLevel(setSIMDLevel(simdBest))
	for _, level := range simdLevels() {
		setSIMDLevel(level)
		t.Run(fmt.Sprintf("simd%d", level), testPartsDecode)
	}
}

func testPartsDecode(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for _, c := range decodeCases() {
		w := randPartsTensor(t, c.id, c.rows, c.cols, c.bits, c.group, c.sd, c.vari, rng)
		k := int64(c.cols)
		n := int64(c.rows)
		ranges := [][2]int64{{0, n}, {0, 1}, {n - 1, 1}}
		for range 6 {
			r0 := rng.Int63n(n)
			ranges = append(ranges, [2]int64{r0, 1 + rng.Int63n(n-r0)})
		}
		for _, rg := range ranges {
			want := make([]float32, rg[1]*k)
			got := make([]float32, rg[1]*k)
			for i := range got {
				got[i] = float32(math.NaN())
			}
			oldDecoder(c.id)(w, rg[0], rg[1], want)
			w.Format.decodeRows(w, rg[0], rg[1], got)
			for i := range want {
				nans := nanPayloadsVary && want[i] != want[i] && got[i] != got[i]
				if math.Float32bits(want[i]) != math.Float32bits(got[i]) && !nans {
					t.Fatalf("%s %+v rows [%d,+%d): element %d (row %d col %d) = %v (%#x), want %v (%#x)",
						w.Name, c, rg[0], rg[1], i, rg[0]+int64(i)/k, int64(i)%k, got[i], math.Float32bits(got[i]), want[i], math.Float32bits(want[i]))
				}
			}
		}
	}
}

// BenchmarkPartsDequantize: DequantizeF32 of 4096×14336 tensors, 8 rows per call into a
// cache-resident buffer, one thread (as lowbit bench); MB/s of weight bytes.
func BenchmarkPartsDequantize(b *testing.B) {
	defer SetThreads(Threads())
	SetThreads(1)
	const rows, cols = 4096, 14336
	for _, c := range []struct {
		name          string
		id            FormatID
		bits, g, vari int
		sd            FormatID
	}{
		{"MLX_AFFINE4", MLX_AFFINE, 4, 64, 0, BF16},
		{"MLX_AFFINE8", MLX_AFFINE, 8, 64, 0, BF16},
		{"MLX_MXFP4", MLX_MXFP4, 4, 32, 0, U8},
		{"MLX_NVFP4", MLX_NVFP4, 4, 16, 0, U8},
		{"MLX_MXFP8", MLX_MXFP8, 8, 32, 0, U8},
		{"GPTQ4", GPTQ, 4, 128, 1, F16},
		{"GPTQ8", GPTQ, 8, 128, 1, F16},
		{"AWQ_GEMM", AWQ_GEMM, 4, 128, 1, F16},
		{"AWQ_GEMV", AWQ_GEMV, 4, 128, 1, F16},
		{"CT4", CT_PACK_QUANTIZED, 4, 128, 1, BF16},
	} {
		b.Run(c.name, func(b *testing.B) {
			rng := rand.New(rand.NewSource(1))
			w := randPartsTensor(b, c.id, rows, cols, c.bits, c.g, c.sd, c.vari, rng)
			dst := make([]float32, 8*cols)
			b.SetBytes(w.partsBytes() * 8 / rows)
			b.ResetTimer()
			r := int64(0)
			for b.Loop() {
				if err := DequantizeF32(w, r, 8, dst); err != nil {
					b.Fatal(err)
				}
				r = (r + 8) % rows
			}
		})
	}
}
