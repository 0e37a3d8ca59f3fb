package core

import (
	"encoding/binary"
	"math"
)

// Quantizers of ggml's lattice formats IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S and IQ1_M,
// following quantize_row_*_impl in ggml-quants.c step for step: the same loops, the same float32
// arithmetic in the same order, the same comparisons (ties and NaNs included). Products that ggml
// adds to something are rounded on their own, float32(a*b) + c, so that no compiler fuses them into
// an FMA; ggml's library is built without FMA contraction.
//
// Every format works on 256-element super-blocks of one row. The importance weights of an element
// are imatrix[j]·sqrt(σ² + x[j]²), σ² being the super-block's mean square (times 2 except for
// IQ2_XXS and IQ2_XS). Without an imatrix ggml uses x² (IQ3, IQ1_M) or σ²/4 + x² (IQ2_S), so each
// super-block quantizes on its own and encode can take any run of whole blocks.
//
// ggml requires an imatrix for IQ2_XXS, IQ2_XS and IQ1_S (ggml_quantize_requires_imatrix): those
// have no encode. IQ1_M has no quantize_row_iq1_m_ref, but ggml_quantize_chunk quantizes it without
// an imatrix too, which is what its encode does.
//
// The oracle is the ggml of llama.cpp that scripts/install-oracles.sh pins, which is newer than
// ggml-org/ggml's tree in one place: IQ1_M's split search uses prefix sums (llama.cpp #28706), whose
// float rounding differs from the older triple loop. Quirks of ggml that change the bytes are kept:
// IQ3_S packs the grid indices and signs of the sub-blocks after an all-zero one a slot early.
//
// Where ggml aborts (GGML_ASSERT on a search that found no grid point, or "Oops: found point not
// on grid", which only NaN or overflowing inputs reach) these functions write something
// deterministic instead of panicking: the first neighbour, or grid point 0.

func init() {
	registry[IQ2_XXS].encodeWeighted = quantizeIQ2XXS
	registry[IQ2_XS].encodeWeighted = quantizeIQ2XS
	registry[IQ2_S].encode = func(dst []byte, src []float32) { quantizeIQ2S(dst, src, nil) }
	registry[IQ2_S].encodeWeighted = quantizeIQ2S
	registry[IQ3_XXS].encode = func(dst []byte, src []float32) { quantizeIQ3XXS(dst, src, nil) }
	registry[IQ3_XXS].encodeWeighted = quantizeIQ3XXS
	registry[IQ3_S].encode = func(dst []byte, src []float32) { quantizeIQ3S(dst, src, nil) }
	registry[IQ3_S].encodeWeighted = quantizeIQ3S
	registry[IQ1_S].encodeWeighted = quantizeIQ1S
	registry[IQ1_M].encode = func(dst []byte, src []float32) { quantizeIQ1M(dst, src, nil) }
	registry[IQ1_M].encodeWeighted = quantizeIQ1M
}

const (
	iqSuper = 256 // QK_K: elements per super-block

	iqEpsIQ3XXS = 1e-8  // GROUP_MAX_EPS_IQ3_XXS
	iqEpsIQ2S   = 1e-8  // GROUP_MAX_EPS_IQ2_S
	iqEpsIQ1M   = 1e-7  // GROUP_MAX_EPS_IQ1_M
	iqEpsIQ1S   = 1e-12 // GROUP_MAX_EPS_IQ1_S
)

// iqCMax is C's MAX(a, b) = a > b ? a : b on floats (Go's max differs on NaN and on ±0).
func iqCMax(a, b float32) float32 {
	if a > b {
		return a
	}
	return b
}

func iqClamp(l, lo, hi int32) int32 { return max(lo, min(hi, l)) }

// iqSuperBlockSigma2 is Σx²/256 over one super-block, summed in order, times mul (1 or 2).
func iqSuperBlockSigma2(xbl []float32, mul float32) float32 {
	var sumx2 float32
	for _, v := range xbl[:iqSuper] {
		sumx2 += float32(v * v)
	}
	return float32(mul * sumx2 / iqSuper) // a rounded value: keep it out of a fused multiply-add
}

// iqWeights fills w with qw·sqrt(σ² + x²), or with noWeights(x) when qw is nil.
func iqWeights(w, xb, qw []float32, sigma2 float32, noWeights func(x float32) float32) {
	if qw != nil {
		for i := range w {
			w[i] = qw[i] * sqrt32(sigma2+float32(xb[i]*xb[i]))
		}
		return
	}
	for i := range w {
		w[i] = noWeights(xb[i])
	}
}

func iqSquare(x float32) float32 { return x * x }

// iqEvenSigns fills xval with |xb| for a group of 8 and returns the 7-bit sign code of the IQ2_XXS,
// IQ2_XS and IQ3_XXS layouts, which can only store an even number of negatives: with an odd
// number, the element of least weight·x² keeps its sign flipped (xval negative there).
func iqEvenSigns(xval, xb, weight []float32) uint8 {
	xval, xb, weight = xval[:8], xb[:8], weight[:8]
	nflip := 0
	var s uint8
	for i := 0; i < 8; i++ {
		if xb[i] >= 0 {
			xval[i] = xb[i]
		} else {
			xval[i] = -xb[i]
			nflip++
			s |= 1 << i
		}
	}
	if nflip%2 != 0 {
		imin := 0
		minv := float32(weight[0]*xb[0]) * xb[0]
		for i := 1; i < 8; i++ {
			if ax := float32(weight[i]*xb[i]) * xb[i]; ax < minv {
				minv, imin = ax, i
			}
		}
		xval[imin] = -xval[imin]
		s ^= 1 << imin
	}
	return s & 127
}

// iqAllSigns fills xval with |xb| for a group of 8 and returns the 8 sign bits (IQ2_S, IQ3_S).
func iqAllSigns(xval, xb []float32) uint8 {
	var s uint8
	for i := 0; i < 8; i++ {
		if xb[i] >= 0 {
			xval[i] = xb[i]
		} else {
			xval[i] = -xb[i]
			s |= 1 << i
		}
	}
	return s
}

func iqMaxOf(xval []float32) float32 {
	m := xval[0]
	for _, v := range xval[1:] {
		m = iqCMax(m, v)
	}
	return m
}

// bestNeighbour is iq2_find_best_neighbour / iq3_find_best_neighbour: among the neighbours of the
// off-grid index u, the grid point nearest to xval/scale in weighted distance (the first on ties);
// its levels go to L. The distance is summed in coordinate order, as in ggml.
func (lat *iqLattice) bestNeighbour(u int, xval, waux []float32, scale float32, L []int8) int {
	list := lat.neighbours(u)
	best := float32(math.MaxFloat32)
	gi := -1
	if lat.dim == 8 {
		x, w := (*[8]float32)(xval[:8]), (*[8]float32)(waux[:8])
		for _, j := range list {
			q := &lat.q8[j]
			var d2 float32
			for i := range q {
				diff := float32(scale*q[i]) - x[i]
				d2 += float32(float32(w[i]*diff) * diff)
			}
			if d2 < best {
				best, gi = d2, int(j)
			}
		}
	} else {
		x, w := (*[4]float32)(xval[:4]), (*[4]float32)(waux[:4])
		for _, j := range list {
			q := &lat.q4[j]
			var d2 float32
			for i := range q {
				diff := float32(scale*q[i]) - x[i]
				d2 += float32(float32(w[i]*diff) * diff)
			}
			if d2 < best {
				best, gi = d2, int(j)
			}
		}
	}
	if gi < 0 { // ggml aborts here (every distance NaN or ≥ FLT_MAX)
		gi = int(list[0])
	}
	copy(L[:lat.dim], lat.lv[gi*lat.dim:gi*lat.dim+lat.dim])
	return gi
}

// pack returns the map index of dim levels.
func (lat *iqLattice) pack(L []int8) int {
	u := 0
	for i := 0; i < lat.dim; i++ {
		u |= int(L[i]) << (lat.bits * uint(i))
	}
	return u
}

// onGrid returns the grid index of dim levels; ggml aborts when they are not a grid point, which
// only NaN inputs reach: grid point 0 then.
func (lat *iqLattice) onGrid(L []int8) int {
	u := lat.pack(L)
	if u < 0 || u >= len(lat.kmap) || lat.kmap[u] < 0 {
		return 0
	}
	return int(lat.kmap[u])
}

// iqRound is nearest_int(0.5·(id·x − 1)) clamped to [0, nmax-1]: the level of x at scale 1/id.
func iqRound(id, x float32, nmax int32) int32 {
	return iqClamp(ggmlNearestInt(0.5*(float32(id*x)-1)), 0, nmax-1)
}

// iqSums returns Σ w·x·q and Σ w·q² with q = 2L+1.
func iqSums(weight, xval []float32, L []int8) (sumqx, sumq2 float32) {
	for i := range weight {
		w := weight[i]
		q := float32(2*int32(L[i]) + 1)
		sumqx += float32(float32(w*xval[i]) * q)
		sumq2 += float32(float32(w*q) * q)
	}
	return
}

// iqFit is the scale search IQ2_XS, IQ2_S, IQ3_XXS and IQ3_S share: trial scales around max/(2·nmax−1),
// each group's levels rounded and moved to the best neighbouring grid point when off the grid,
// the weighted least-squares scale of the best trial kept; then the groups that were off the grid
// (every group for IQ3_S) are fitted again at that scale.
type iqFit struct {
	lat     *iqLattice
	nmax    int32   // kMaxQ
	steps   int     // trials is = -steps…steps
	step    float32 // id = (2·nmax − 1 + is·step)/max
	redoAll bool    // IQ3_S: groups start off the grid, and the second pass redoes them all
}

func (f *iqFit) fit(xval, weight, waux []float32, L []int8, maxv float32) float32 {
	lat, dim, n := f.lat, f.lat.dim, len(xval)
	ng := n / dim
	var laux [32]int8
	Laux := laux[:n]
	var onGrid, onGridAux [8]bool
	var best float32
	scale := maxv / float32(2*f.nmax-1)
	for k := 0; k < ng; k++ {
		onGrid[k] = !f.redoAll
	}
	for is := -f.steps; is <= f.steps; is++ {
		id := (float32(2*f.nmax-1) + float32(float32(is)*f.step)) / maxv
		thisScale := 1 / id
		for k := 0; k < ng; k++ {
			g := Laux[dim*k : dim*k+dim]
			for i := range g {
				g[i] = int8(iqRound(id, xval[dim*k+i], f.nmax))
			}
			u := lat.pack(g)
			onGridAux[k] = true
			if lat.kmap[u] < 0 {
				onGridAux[k] = false
				lat.bestNeighbour(u, xval[dim*k:], waux[dim*k:], thisScale, g)
			}
		}
		sumqx, sumq2 := iqSums(weight, xval, Laux)
		if sumq2 > 0 && float32(sumqx*sumqx) > float32(best*sumq2) {
			scale = sumqx / sumq2
			best = scale * sumqx
			copy(L, Laux)
			onGrid = onGridAux
		}
	}
	notOnGrid := 0
	for k := 0; k < ng; k++ {
		if !onGrid[k] {
			notOnGrid++
		}
	}
	if notOnGrid > 0 && scale > 0 {
		id := 1 / scale
		for k := 0; k < ng; k++ {
			if onGrid[k] && !f.redoAll {
				continue
			}
			g := L[dim*k : dim*k+dim]
			for i := range g {
				g[i] = int8(iqRound(id, xval[dim*k+i], f.nmax))
			}
			if u := lat.pack(g); lat.kmap[u] < 0 {
				lat.bestNeighbour(u, xval[dim*k:], waux[dim*k:], scale, g)
			}
		}
		if sumqx, sumq2 := iqSums(weight, xval, L); sumq2 > 0 {
			scale = sumqx / sumq2
		}
	}
	return scale
}

// iqMakeQPQuants is make_qp_quants: a scale for non-negative x on the levels 0…nmax, fitted by
// weighted least squares from 9 trial scales and then refined one level at a time.
func iqMakeQPQuants(nmax int32, x []float32, L []uint8, qw []float32) float32 {
	var maxv float32
	for _, v := range x {
		maxv = iqCMax(maxv, v)
	}
	if maxv < groupMaxEps {
		clear(L[:len(x)])
		return 0
	}
	iscale := float32(nmax) / maxv
	for i, v := range x {
		L[i] = uint8(ggmlNearestInt(iscale * v))
	}
	scale := 1 / iscale
	var bestMSE float32
	for i, v := range x {
		diff := v - float32(scale*float32(L[i]))
		bestMSE += float32(float32(qw[i]*diff) * diff)
	}
	for is := int32(-4); is <= 4; is++ {
		if is == 0 {
			continue
		}
		iscaleIs := (float32(0.1*float32(is)) + float32(nmax)) / maxv
		scaleIs := 1 / iscaleIs
		var mse float32
		for i, v := range x {
			l := min(nmax, ggmlNearestInt(iscaleIs*v))
			diff := v - float32(scaleIs*float32(l))
			mse += float32(float32(qw[i]*diff) * diff)
		}
		if mse < bestMSE {
			bestMSE, iscale = mse, iscaleIs
		}
	}
	var sumlx, suml2 float32
	for i, v := range x {
		l := min(nmax, ggmlNearestInt(iscale*v))
		L[i] = uint8(l)
		w := qw[i]
		sumlx += float32(float32(w*v) * float32(l))
		suml2 += float32(float32(w*float32(l)) * float32(l))
	}
	for itry := 0; itry < 5; itry++ {
		changed := 0
		for i, v := range x {
			w := qw[i]
			li := float32(L[i])
			slx := sumlx - float32(float32(w*v)*li)
			sl2 := suml2 - float32(float32(w*li)*li)
			if slx > 0 && sl2 > 0 {
				newL := min(nmax, ggmlNearestInt(float32(v*sl2)/slx))
				if newL != int32(L[i]) {
					fl := float32(newL)
					slx += float32(float32(w*v) * fl)
					sl2 += float32(float32(w*fl) * fl)
					if float32(float32(slx*slx)*suml2) > float32(float32(sumlx*sumlx)*sl2) {
						L[i] = uint8(newL)
						sumlx, suml2 = slx, sl2
						changed++
					}
				}
			}
		}
		if changed == 0 {
			break
		}
	}
	if suml2 > 0 {
		return sumlx / suml2
	}
	return 0
}

// quantizeIQ2XXS is quantize_row_iq2_xxs_impl (66-byte blocks: fp16 d, then per 32 elements two
// u32: four grid indices; four 7-bit sign codes and a 4-bit scale).
func quantizeIQ2XXS(dst []byte, x, qw []float32) {
	const kMaxQ = 3
	lat := iqGetLattice(latIQ2XXS)
	var scales [8]float32
	var weight, xval, waux [32]float32
	var L, Laux [32]int8
	var signs [4]uint8
	var q2 [16]uint32
	for ibl := 0; ibl < len(x)/iqSuper; ibl++ {
		y := dst[ibl*66 : ibl*66+66]
		clear(q2[:])
		var maxScale float32
		xbl := x[iqSuper*ibl : iqSuper*ibl+iqSuper]
		sigma2 := iqSuperBlockSigma2(xbl, 1)
		for ib := 0; ib < 8; ib++ {
			xb := xbl[32*ib : 32*ib+32]
			iqWeights(weight[:], xb, qw[iqSuper*ibl+32*ib:], sigma2, nil)
			for i := range waux {
				waux[i] = sqrt32(weight[i])
			}
			for k := 0; k < 4; k++ {
				signs[k] = iqEvenSigns(xval[8*k:], xb[8*k:], weight[8*k:])
			}
			maxv := iqMaxOf(xval[:])
			if maxv < groupMaxEps {
				scales[ib] = 0
				continue
			}
			var Lu [32]uint8
			scale := iqMakeQPQuants(kMaxQ+1, xval[:], Lu[:], weight[:])
			for i := range L {
				L[i] = int8(Lu[i])
			}
			effMax := scale * kMaxQ
			if effMax <= 0 {
				scales[ib] = 0
				continue
			}
			var best float32
			for is := -6; is <= 6; is++ {
				id := (float32(2*kMaxQ-1) + float32(float32(is)*0.1)) / effMax
				thisScale := 1 / id
				for k := 0; k < 4; k++ {
					g := Laux[8*k : 8*k+8]
					for i := range g {
						g[i] = int8(iqRound(id, xval[8*k+i], kMaxQ))
					}
					if u := lat.pack(g); lat.kmap[u] < 0 {
						lat.bestNeighbour(u, xval[8*k:], waux[8*k:], thisScale, g)
					}
				}
				sumqx, sumq2 := iqSums(weight[:], xval[:], Laux[:])
				if sumq2 > 0 && float32(sumqx*sumqx) > float32(best*sumq2) {
					scale = sumqx / sumq2
					best = scale * sumqx
					L = Laux
				}
			}
			if scale > 0 {
				id := 1 / scale
				for k := 0; k < 4; k++ {
					g := L[8*k : 8*k+8]
					for i := range g {
						g[i] = int8(iqRound(id, xval[8*k+i], kMaxQ))
					}
					if u := lat.pack(g); lat.kmap[u] < 0 {
						lat.bestNeighbour(u, xval[8*k:], waux[8*k:], scale, g)
					}
				}
				if sumqx, sumq2 := iqSums(weight[:], xval[:], L[:]); sumq2 > 0 {
					scale = sumqx / sumq2
				}
			}
			if scale < 0 { // never happens in ggml either; kept as it is written there
				scale = -scale
				for k := range signs {
					signs[k] = ^signs[k] & 127
				}
			}
			for k := 0; k < 4; k++ {
				q2[2*ib] |= uint32(lat.onGrid(L[8*k:])) << (8 * k)
				q2[2*ib+1] |= uint32(signs[k]) << (7 * k)
			}
			scales[ib] = scale
			maxScale = iqCMax(maxScale, scale)
		}
		clear(y)
		if maxScale == 0 {
			continue
		}
		d := maxScale / 31
		putFP16(y, 0, d)
		id := 1 / d
		for ib := 0; ib < 8; ib++ {
			l := iqClamp(ggmlNearestInt(0.5*(float32(id*scales[ib])-1)), 0, 15)
			q2[2*ib+1] |= uint32(l) << 28
		}
		for i, v := range q2 {
			binary.LittleEndian.PutUint32(y[2+4*i:], v)
		}
	}
}

// quantizeIQ2XS is quantize_row_iq2_xs_impl (74-byte blocks: fp16 d, 32 u16 = 9-bit grid index
// | 7-bit sign code << 9, 8 bytes of two 4-bit scales).
func quantizeIQ2XS(dst []byte, x, qw []float32) {
	fit := iqFit{lat: iqGetLattice(latIQ2XS), nmax: 3, steps: 9, step: 0.1}
	var scales [16]float32
	var weight, xval, waux [16]float32
	var L [16]int8
	var signs [2]uint8
	var q2 [32]uint16
	for ibl := 0; ibl < len(x)/iqSuper; ibl++ {
		y := dst[ibl*74 : ibl*74+74]
		clear(y)
		clear(q2[:])
		var maxScale float32
		xbl := x[iqSuper*ibl : iqSuper*ibl+iqSuper]
		sigma2 := iqSuperBlockSigma2(xbl, 1)
		for ib := 0; ib < 16; ib++ {
			xb := xbl[16*ib : 16*ib+16]
			iqWeights(weight[:], xb, qw[iqSuper*ibl+16*ib:], sigma2, nil)
			for i := range waux {
				waux[i] = sqrt32(weight[i])
			}
			for k := 0; k < 2; k++ {
				signs[k] = iqEvenSigns(xval[8*k:], xb[8*k:], weight[8*k:])
			}
			maxv := iqMaxOf(xval[:])
			clear(L[:])
			if maxv < groupMaxEps {
				scales[ib] = 0
				continue
			}
			scale := fit.fit(xval[:], weight[:], waux[:], L[:], maxv)
			if scale < 0 {
				scale = -scale
				for k := range signs {
					signs[k] = ^signs[k] & 127
				}
			}
			for k := 0; k < 2; k++ {
				q2[2*ib+k] = uint16(fit.lat.onGrid(L[8*k:])) | uint16(signs[k])<<9
			}
			scales[ib] = scale
			maxScale = iqCMax(maxScale, scale)
		}
		if maxScale == 0 {
			continue
		}
		d := maxScale / 31
		putFP16(y, 0, d)
		id := 1 / d
		for ib := 0; ib < 16; ib++ {
			l := iqClamp(ggmlNearestInt(0.5*(float32(id*scales[ib])-1)), 0, 15)
			y[66+ib/2] |= uint8(l) << (4 * (ib % 2))
		}
		for i, v := range q2 {
			binary.LittleEndian.PutUint16(y[2+2*i:], v)
		}
	}
}

// quantizeIQ2S is quantize_row_iq2_s_impl (82-byte blocks: fp16 d, 32 grid-index low bytes, 32
// sign bytes, 8 bytes of grid-index high bits, 8 bytes of two 4-bit scales).
func quantizeIQ2S(dst []byte, x, qw []float32) {
	fit := iqFit{lat: iqGetLattice(latIQ2S), nmax: 3, steps: 9, step: 0.1}
	var scales [16]float32
	var weight, xval, waux [16]float32
	var L [16]int8
	var signs [2]uint8
	for ibl := 0; ibl < len(x)/iqSuper; ibl++ {
		y := dst[ibl*82 : ibl*82+82]
		clear(y)
		qs, qh, sc := y[2:66], y[66:74], y[74:82]
		var maxScale float32
		xbl := x[iqSuper*ibl : iqSuper*ibl+iqSuper]
		sigma2 := iqSuperBlockSigma2(xbl, 2)
		quarter := float32(0.25 * sigma2)
		for ib := 0; ib < 16; ib++ {
			xb := xbl[16*ib : 16*ib+16]
			var qwb []float32
			if qw != nil {
				qwb = qw[iqSuper*ibl+16*ib:]
			}
			iqWeights(weight[:], xb, qwb, sigma2, func(v float32) float32 { return quarter + float32(v*v) })
			for i := range waux {
				waux[i] = sqrt32(weight[i])
			}
			for k := 0; k < 2; k++ {
				signs[k] = iqAllSigns(xval[8*k:], xb[8*k:])
			}
			maxv := iqMaxOf(xval[:])
			clear(L[:])
			if maxv < iqEpsIQ2S {
				scales[ib] = 0
				continue
			}
			scale := fit.fit(xval[:], weight[:], waux[:], L[:], maxv)
			if scale < 0 {
				scale = -scale
				for k := range signs {
					signs[k] = ^signs[k]
				}
			}
			for k := 0; k < 2; k++ {
				gi := fit.lat.onGrid(L[8*k:])
				i8 := 2*ib + k
				qs[i8] = uint8(gi)
				qh[i8/4] |= uint8(gi>>8) << (2 * (i8 % 4))
				qs[32+i8] = signs[k]
			}
			scales[ib] = scale
			maxScale = iqCMax(maxScale, scale)
		}
		if maxScale == 0 {
			continue
		}
		d := maxScale / 31
		putFP16(y, 0, d*0.9875)
		id := 1 / d
		for ib := 0; ib < 16; ib++ {
			l := iqClamp(ggmlNearestInt(0.5*(float32(id*scales[ib])-1)), 0, 15)
			sc[ib/2] |= uint8(l) << (4 * (ib % 2))
		}
	}
}

// quantizeIQ3XXS is quantize_row_iq3_xxs_impl with the 256-point grid (98-byte blocks: fp16 d, 64
// grid indices, then per 32 elements a u32 of four 7-bit sign codes and a 4-bit scale).
func quantizeIQ3XXS(dst []byte, x, qw []float32) {
	fit := iqFit{lat: iqGetLattice(latIQ3XXS), nmax: 8, steps: 15, step: 0.2}
	var scales [8]float32
	var weight, xval, waux [32]float32
	var L [32]int8
	var signs [4]uint8
	for ibl := 0; ibl < len(x)/iqSuper; ibl++ {
		y := dst[ibl*98 : ibl*98+98]
		clear(y)
		var maxScale float32
		xbl := x[iqSuper*ibl : iqSuper*ibl+iqSuper]
		sigma2 := iqSuperBlockSigma2(xbl, 2)
		for ib := 0; ib < 8; ib++ {
			xb := xbl[32*ib : 32*ib+32]
			var qwb []float32
			if qw != nil {
				qwb = qw[iqSuper*ibl+32*ib:]
			}
			iqWeights(weight[:], xb, qwb, sigma2, iqSquare)
			for i := range waux {
				waux[i] = sqrt32(weight[i])
			}
			for k := 0; k < 4; k++ {
				signs[k] = iqEvenSigns(xval[8*k:], xb[8*k:], weight[8*k:])
			}
			maxv := iqMaxOf(xval[:])
			clear(L[:])
			if maxv < iqEpsIQ3XXS {
				scales[ib] = 0
				continue
			}
			scale := fit.fit(xval[:], weight[:], waux[:], L[:], maxv)
			if scale < 0 {
				scale = -scale
				for k := range signs {
					signs[k] = ^signs[k] & 127
				}
			}
			for k := 0; k < 8; k++ {
				y[2+8*ib+k] = uint8(fit.lat.onGrid(L[4*k:]))
			}
			ss := uint32(signs[0]) | uint32(signs[1])<<7 | uint32(signs[2])<<14 | uint32(signs[3])<<21
			binary.LittleEndian.PutUint32(y[66+4*ib:], ss)
			scales[ib] = scale
			maxScale = iqCMax(maxScale, scale)
		}
		if maxScale == 0 {
			clear(y)
			continue
		}
		d := maxScale / 31
		putFP16(y, 0, d*1.0125)
		id := 1 / d
		for ib := 0; ib < 8; ib++ {
			l := iqClamp(ggmlNearestInt(0.5*(float32(id*scales[ib])-1)), 0, 15)
			ss := binary.LittleEndian.Uint32(y[66+4*ib:])
			binary.LittleEndian.PutUint32(y[66+4*ib:], ss|uint32(l)<<28)
		}
	}
}

// quantizeIQ3S is quantize_row_iq3_s_impl with 32-element blocks (110-byte blocks: fp16 d, 64
// grid-index low bytes, 8 bytes of grid-index high bits, 32 sign bytes, 4 bytes of two 4-bit
// scales).
func quantizeIQ3S(dst []byte, x, qw []float32) {
	fit := iqFit{lat: iqGetLattice(latIQ3S), nmax: 8, steps: 9, step: 0.2, redoAll: true}
	var scales [8]float32
	var weight, xval, waux [32]float32
	var L [32]int8
	var signs [4]uint8
	for ibl := 0; ibl < len(x)/iqSuper; ibl++ {
		y := dst[ibl*110 : ibl*110+110]
		clear(y)
		qs, qh, sg, sc := y[2:66], y[66:74], y[74:106], y[106:110]
		// ggml advances its qs and signs pointers only past sub-blocks it quantizes (an all-zero
		// sub-block "continue"s before the increments), so the grid indices and signs of the
		// sub-blocks after a zero one land one slot early, while qh stays indexed by sub-block.
		next := 0
		var maxScale float32
		xbl := x[iqSuper*ibl : iqSuper*ibl+iqSuper]
		sigma2 := iqSuperBlockSigma2(xbl, 2)
		for ib := 0; ib < 8; ib++ {
			xb := xbl[32*ib : 32*ib+32]
			var qwb []float32
			if qw != nil {
				qwb = qw[iqSuper*ibl+32*ib:]
			}
			iqWeights(weight[:], xb, qwb, sigma2, iqSquare)
			for i := range waux {
				waux[i] = sqrt32(weight[i])
			}
			for k := 0; k < 4; k++ {
				signs[k] = iqAllSigns(xval[8*k:], xb[8*k:])
			}
			maxv := iqMaxOf(xval[:])
			clear(L[:])
			if maxv == 0 {
				scales[ib] = 0
				continue
			}
			scale := fit.fit(xval[:], weight[:], waux[:], L[:], maxv)
			if scale < 0 {
				scale = -scale
				for k := range signs {
					signs[k] = ^signs[k]
				}
			}
			for k := 0; k < 8; k++ {
				gi := fit.lat.onGrid(L[4*k:])
				qs[8*next+k] = uint8(gi)
				qh[ib] |= uint8(gi>>8) << k
			}
			copy(sg[4*next:], signs[:])
			next++
			scales[ib] = scale
			maxScale = iqCMax(maxScale, scale)
		}
		if maxScale == 0 {
			continue
		}
		d := maxScale / 31
		putFP16(y, 0, d*1.033)
		id := 1 / d
		for ib := 0; ib < 8; ib += 2 {
			l1 := iqClamp(ggmlNearestInt(0.5*(float32(id*scales[ib])-1)), 0, 15)
			l2 := iqClamp(ggmlNearestInt(0.5*(float32(id*scales[ib+1])-1)), 0, 15)
			sc[ib/2] = uint8(l1) | uint8(l2)<<4
		}
	}
}

// iqSortIndex sorts idx (0…n-1) by xb ascending, equal values keeping their order: what glibc's
// qsort (a merge sort) does with ggml's iq1_sort_helper.
func iqSortIndex(idx []int, xb []float32) {
	for j := range idx {
		idx[j] = j
	}
	for j := 1; j < len(idx); j++ {
		v := idx[j]
		k := j
		for k > 0 && xb[v] < xb[idx[k-1]] {
			idx[k] = idx[k-1]
			k--
		}
		idx[k] = v
	}
}

// iq1BestNeighbour is iq1_find_best_neighbour2: among the neighbours of the off-grid index u, the
// grid point whose values xg[l]·scale are nearest to xb[off:off+8] in weighted distance.
func (lat *iqLattice) iq1BestNeighbour(u int, row []float32, off int, weight []float32, scale float32, xg *[3]float32, L []int8) int {
	xval := row[off : off+8]
	list := lat.neighbours(u)
	best := float32(math.MaxFloat32)
	gi := -1
	for _, j := range list {
		lv := lat.lv[int(j)*8 : int(j)*8+8]
		var d2 float32
		for i := 0; i < 8; i++ {
			diff := float32(scale*xg[lv[i]]) - xval[i]
			d2 += float32(float32(weight[i]*diff) * diff)
		}
		if d2 < best {
			best, gi = d2, int(j)
		}
	}
	if gi < 0 {
		// ggml then searches the whole grid, comparing every point's 8 values with xval[i], i
		// being the grid index: it reads the row past the group (and past the row's end for most
		// i, which is undefined; those count as NaN here, never chosen).
		for i := 0; i < len(lat.lv)/8; i++ {
			xi := float32(math.NaN())
			if off+i < len(row) {
				xi = row[off+i]
			}
			lv := lat.lv[i*8 : i*8+8]
			var d2 float32
			for j := 0; j < 8; j++ {
				diff := float32(scale*xg[lv[j]]) - xi
				d2 += float32(float32(weight[j]*diff) * diff)
			}
			if d2 < best {
				best, gi = d2, i
			}
		}
	}
	if gi < 0 { // ggml aborts
		gi = int(list[0])
	}
	copy(L[:8], lat.lv[gi*8:gi*8+8])
	return gi
}

var (
	iq1XP = [3]float32{-1 + iq1sDelta, iq1sDelta, 1 + iq1sDelta}
	iq1XM = [3]float32{-1 - iq1sDelta, -iq1sDelta, 1 - iq1sDelta}
)

// The constants of IQ1_M's split search: v[2] and differences of squares, all exact in float32.
const (
	iq1P2  = 1 + iq1sDelta
	iq1M2  = 1 - iq1sDelta
	iq1CP1 = (-1+iq1sDelta)*(-1+iq1sDelta) - iq1sDelta*iq1sDelta
	iq1CP2 = iq1sDelta*iq1sDelta - (1+iq1sDelta)*(1+iq1sDelta)
	iq1CM1 = (-1-iq1sDelta)*(-1-iq1sDelta) - iq1sDelta*iq1sDelta
	iq1CM2 = iq1sDelta*iq1sDelta - (1-iq1sDelta)*(1-iq1sDelta)
)

// quantizeIQ1S is quantize_row_iq1_s_impl (50-byte blocks: fp16 d, 32 grid-index low bytes, per
// 32 elements a u16 of four 3-bit grid-index high parts, a 3-bit scale and the delta sign).
func quantizeIQ1S(dst []byte, x, qw []float32) {
	const bs = 32
	lat := iqGetLattice(latIQ1S)
	var scales [8]float32
	var shifts [8]int8
	var weight [bs]float32
	var sumx, sumw [bs + 1]float32
	var idx [bs]int
	var L [bs]int8
	var index [4]int
	var qh [8]uint16
	for ibl := 0; ibl < len(x)/iqSuper; ibl++ {
		y := dst[ibl*50 : ibl*50+50]
		clear(y)
		clear(qh[:])
		qs := y[2:34]
		var maxScale float32
		xbl := x[iqSuper*ibl : iqSuper*ibl+iqSuper]
		sigma2 := iqSuperBlockSigma2(xbl, 2)
		for ib := 0; ib < iqSuper/bs; ib++ {
			xb := xbl[bs*ib : bs*ib+bs]
			iqWeights(weight[:], xb, qw[iqSuper*ibl+bs*ib:], sigma2, nil)
			maxv := abs32(xb[0])
			for _, v := range xb[1:] {
				maxv = iqCMax(maxv, abs32(v))
			}
			if maxv < iqEpsIQ1S {
				scales[ib], shifts[ib] = 0, 1
				continue
			}
			// The exact weighted fit over the 3 levels: sort, then try every pair of boundaries.
			iqSortIndex(idx[:], xb)
			for j, i := range idx {
				sumx[j+1] = sumx[j] + float32(weight[i]*xb[i])
				sumw[j+1] = sumw[j] + weight[i]
			}
			// The products that depend on i1 alone or on i2 alone are computed once: the same
			// float32 values as ggml's inner loop computes.
			var aP, aM, cP, cM, waP, waM, wcP, wcM [bs + 1]float32
			for i := 0; i <= bs; i++ {
				a, c := sumx[i]-sumx[0], sumx[bs]-sumx[i]
				wa, wc := sumw[i]-sumw[0], sumw[bs]-sumw[i]
				aP[i], aM[i] = float32(a*iq1XP[0]), float32(a*iq1XM[0])
				cP[i], cM[i] = float32(c*iq1XP[2]), float32(c*iq1XM[2])
				waP[i], waM[i] = float32(float32(wa*iq1XP[0])*iq1XP[0]), float32(float32(wa*iq1XM[0])*iq1XM[0])
				wcP[i], wcM[i] = float32(float32(wc*iq1XP[2])*iq1XP[2]), float32(float32(wc*iq1XM[2])*iq1XM[2])
			}
			bestScore, scale := float32(-math.MaxFloat32), maxv
			besti1, besti2, bestShift := -1, -1, 0
			for i1 := 0; i1 <= bs; i1++ {
				for i2 := i1; i2 <= bs; i2++ {
					b, wb := sumx[i2]-sumx[i1], sumw[i2]-sumw[i1]
					sumqx := aP[i1] + float32(b*iq1XP[1]) + cP[i2]
					sumq2 := waP[i1] + float32(float32(wb*iq1XP[1])*iq1XP[1]) + wcP[i2]
					if sumq2 > 0 && float32(sumqx*sumqx) > float32(bestScore*sumq2) {
						scale = sumqx / sumq2
						bestScore = scale * sumqx
						besti1, besti2, bestShift = i1, i2, 1
					}
					sumqx = aM[i1] + float32(b*iq1XM[1]) + cM[i2]
					sumq2 = waM[i1] + float32(float32(wb*iq1XM[1])*iq1XM[1]) + wcM[i2]
					if sumq2 > 0 && float32(sumqx*sumqx) > float32(bestScore*sumq2) {
						scale = sumqx / sumq2
						bestScore = scale * sumqx
						besti1, besti2, bestShift = i1, i2, -1
					}
				}
			}
			if besti1 < 0 || besti2 < 0 || bestShift == 0 {
				scales[ib], shifts[ib] = 0, 1
				continue
			}
			for j, i := range idx {
				switch {
				case j < besti1:
					L[i] = 0
				case j < besti2:
					L[i] = 1
				default:
					L[i] = 2
				}
			}
			if scale < 0 {
				for j := range L {
					L[j] = 2 - L[j]
				}
				scale, bestShift = -scale, -bestShift
			}
			xx := &iq1XP
			if bestShift != 1 {
				xx = &iq1XM
			}
			allOnGrid := true
			for k := 0; k < bs/8; k++ {
				u := lat.pack(L[8*k:])
				gi := int(lat.kmap[u])
				if gi < 0 {
					allOnGrid = false
					gi = lat.iq1BestNeighbour(u, x, iqSuper*ibl+bs*ib+8*k, weight[8*k:], scale, xx, L[8*k:])
				}
				index[k] = gi
			}
			if !allOnGrid {
				var sumqx, sumq2 float32
				for k := 0; k < bs/8; k++ {
					lv := lat.lv[index[k]*8 : index[k]*8+8]
					for j := 0; j < 8; j++ {
						w := weight[8*k+j]
						q := xx[lv[j]]
						sumqx += float32(float32(w*q) * xb[8*k+j])
						sumq2 += float32(float32(w*q) * q)
					}
				}
				if sumqx > 0 && sumq2 > 0 {
					scale = sumqx / sumq2
				}
			}
			var h uint16
			for k := 0; k < bs/8; k++ {
				qs[(bs/8)*ib+k] = uint8(index[k])
				h |= uint16(index[k]>>8) << (3 * k)
			}
			qh[ib] = h
			scales[ib], shifts[ib] = scale, int8(bestShift)
			maxScale = iqCMax(maxScale, scale)
		}
		if maxScale != 0 {
			d := maxScale / 15
			putFP16(y, 0, d*1.125)
			id := 1 / d
			for ib := 0; ib < iqSuper/bs; ib++ {
				l := iqClamp(ggmlNearestInt(0.5*(float32(id*scales[ib])-1)), 0, 7)
				if shifts[ib] == -1 {
					l |= 8
				}
				qh[ib] |= uint16(l) << 12
			}
		}
		for ib, h := range qh {
			binary.LittleEndian.PutUint16(y[34+2*ib:], h)
		}
	}
}

// quantizeIQ1M is quantize_row_iq1_m_impl (56-byte blocks: 32 grid-index low bytes, per 16
// elements a byte of two 3-bit grid-index high parts and two delta signs, then four u16 holding
// sixteen 3-bit scales and, in their top nibbles, the fp16 super-block scale).
func quantizeIQ1M(dst []byte, x, qw []float32) {
	const bs = 16
	lat := iqGetLattice(latIQ1S)
	masks := [4]uint8{0x00, 0x80, 0x08, 0x88}
	var scales [16]float32
	var shifts [16]int8
	var weight [bs]float32
	var idx [bs]int
	var L [bs]int8
	var index [2]int
	var px, pw [2][bs + 1]float32
	for ibl := 0; ibl < len(x)/iqSuper; ibl++ {
		y := dst[ibl*56 : ibl*56+56]
		clear(y)
		qs, qh := y[0:32], y[32:48]
		var sc [4]uint16
		var maxScale float32
		xbl := x[iqSuper*ibl : iqSuper*ibl+iqSuper]
		sigma2 := iqSuperBlockSigma2(xbl, 2)
		blockWeights := func(ib int) {
			var qwb []float32
			if qw != nil {
				qwb = qw[iqSuper*ibl+bs*ib:]
			}
			iqWeights(weight[:], xbl[bs*ib:bs*ib+bs], qwb, sigma2, iqSquare)
		}
		for ib := 0; ib < iqSuper/bs; ib++ {
			xb := xbl[bs*ib : bs*ib+bs]
			blockWeights(ib)
			maxv := abs32(xb[0])
			for _, v := range xb[1:] {
				maxv = iqCMax(maxv, abs32(v))
			}
			if maxv < iqEpsIQ1M {
				scales[ib], shifts[ib] = 0, 0
				continue
			}
			iqSortIndex(idx[:], xb)
			// Prefix sums of w·x and w over the sorted order, kept per half of the block (each
			// half has its own delta sign). Since v[0]-v[1] = v[1]-v[2] = -1 for both value tables,
			// a split's Σw·q·x is T·v[2] - px[i1] - px[i2] (llama.cpp #28706, in the oracle build).
			for j, i := range idx {
				h := i / (bs / 2)
				px[h][j+1] = px[h][j] + float32(weight[i]*xb[i])
				px[1-h][j+1] = px[1-h][j]
				pw[h][j+1] = pw[h][j] + weight[i]
				pw[1-h][j+1] = pw[1-h][j]
			}
			// Every product below depends on one of i1, i2 or neither: computed once, the same
			// float32 values ggml computes in its inner loop.
			var tP, tM, wP, wM [2]float32
			var cp1, cp2, cm1, cm2 [2][bs + 1]float32
			for h := 0; h < 2; h++ {
				tP[h] = float32(px[h][bs] * iq1P2)
				tM[h] = float32(px[h][bs] * iq1M2)
				wP[h] = float32(float32(pw[h][bs]*iq1P2) * iq1P2)
				wM[h] = float32(float32(pw[h][bs]*iq1M2) * iq1M2)
				for i := range cp1[h] {
					cp1[h][i] = float32(pw[h][i] * iq1CP1)
					cp2[h][i] = float32(pw[h][i] * iq1CP2)
					cm1[h][i] = float32(pw[h][i] * iq1CM1)
					cm2[h][i] = float32(pw[h][i] * iq1CM2)
				}
			}
			bestScore, scale := float32(-math.MaxFloat32), maxv
			besti1, besti2, bestK := -1, -1, -1
			// k: 0 both halves x_p, 1 first x_p second x_m, 2 first x_m second x_p, 3 both x_m.
			for i1 := 0; i1 <= bs; i1++ {
				for i2 := i1; i2 <= bs; i2++ {
					sx0 := px[0][i1] + px[0][i2]
					sx1 := px[1][i1] + px[1][i2]
					qxP0, qxM0 := tP[0]-sx0, tM[0]-sx0
					qxP1, qxM1 := tP[1]-sx1, tM[1]-sx1
					q2P0 := wP[0] + cp1[0][i1] + cp2[0][i2]
					q2M0 := wM[0] + cm1[0][i1] + cm2[0][i2]
					q2P1 := wP[1] + cp1[1][i1] + cp2[1][i2]
					q2M1 := wM[1] + cm1[1][i1] + cm2[1][i2]
					// The four sign combinations, in ggml's order (written out: this is the hot loop).
					if sqx, sq2 := qxP0+qxP1, q2P0+q2P1; sq2 > 0 && float32(sqx*sqx) > float32(bestScore*sq2) {
						scale = sqx / sq2
						bestScore = scale * sqx
						besti1, besti2, bestK = i1, i2, 0
					}
					if sqx, sq2 := qxP0+qxM1, q2P0+q2M1; sq2 > 0 && float32(sqx*sqx) > float32(bestScore*sq2) {
						scale = sqx / sq2
						bestScore = scale * sqx
						besti1, besti2, bestK = i1, i2, 1
					}
					if sqx, sq2 := qxM0+qxP1, q2M0+q2P1; sq2 > 0 && float32(sqx*sqx) > float32(bestScore*sq2) {
						scale = sqx / sq2
						bestScore = scale * sqx
						besti1, besti2, bestK = i1, i2, 2
					}
					if sqx, sq2 := qxM0+qxM1, q2M0+q2M1; sq2 > 0 && float32(sqx*sqx) > float32(bestScore*sq2) {
						scale = sqx / sq2
						bestScore = scale * sqx
						besti1, besti2, bestK = i1, i2, 3
					}
				}
			}
			if besti1 < 0 || besti2 < 0 || bestK < 0 {
				scales[ib], shifts[ib] = 0, 0
				continue
			}
			for j, i := range idx {
				switch {
				case j < besti1:
					L[i] = 0
				case j < besti2:
					L[i] = 1
				default:
					L[i] = 2
				}
			}
			if scale < 0 {
				for j := range L {
					L[j] = 2 - L[j]
				}
				scale, bestK = -scale, 3-bestK
			}
			allOnGrid := true
			for k := 0; k < bs/8; k++ {
				xx := iq1mValues(bestK, k)
				u := lat.pack(L[8*k:])
				gi := int(lat.kmap[u])
				if gi < 0 {
					allOnGrid = false
					gi = lat.iq1BestNeighbour(u, x, iqSuper*ibl+bs*ib+8*k, weight[8*k:], scale, xx, L[8*k:])
				}
				index[k] = gi
			}
			if !allOnGrid {
				var sumqx, sumq2 float32
				for k := 0; k < bs/8; k++ {
					xx := iq1mValues(bestK, k)
					lv := lat.lv[index[k]*8 : index[k]*8+8]
					for j := 0; j < 8; j++ {
						w := weight[8*k+j]
						q := xx[lv[j]]
						sumqx += float32(float32(w*q) * xb[8*k+j])
						sumq2 += float32(float32(w*q) * q)
					}
				}
				if sumqx > 0 && sumq2 > 0 {
					scale = sumqx / sumq2
				}
			}
			qs[2*ib] = uint8(index[0])
			qs[2*ib+1] = uint8(index[1])
			qh[ib] = uint8(index[0]>>8) | uint8(index[1]>>8)<<4
			scales[ib], shifts[ib] = scale, int8(bestK)
			maxScale = iqCMax(maxScale, scale)
		}
		if maxScale == 0 {
			continue
		}
		d := maxScale / 15
		id := 1 / d
		var sumqx, sumq2 float32
		for ib := 0; ib < iqSuper/bs; ib++ {
			l := iqClamp(ggmlNearestInt(0.5*(float32(id*scales[ib])-1)), 0, 7)
			sc[ib/4] |= uint16(l) << (3 * (ib % 4))
			qh[ib] |= masks[shifts[ib]]
			xb := xbl[bs*ib : bs*ib+bs]
			blockWeights(ib)
			mul := float32(2*l + 1)
			for k := 0; k < bs/8; k++ {
				xx := iq1mValues(int(shifts[ib]), k)
				gi := int(qs[2*ib+k]) + (int(qh[ib])<<(8-4*k))&0x700
				lv := lat.lv[gi*8 : gi*8+8]
				for j := 0; j < 8; j++ {
					w := weight[8*k+j]
					q := xx[lv[j]] * mul
					sumqx += float32(float32(w*q) * xb[8*k+j])
					sumq2 += float32(float32(w*q) * q)
				}
			}
		}
		if sumq2 > 0 {
			d = sumqx / sumq2
		}
		s := FP32ToFP16(d * 1.1125)
		sc[0] |= (s & 0x000f) << 12
		sc[1] |= (s & 0x00f0) << 8
		sc[2] |= (s & 0x0f00) << 4
		sc[3] |= s & 0xf000
		for i, v := range sc {
			binary.LittleEndian.PutUint16(y[48+2*i:], v)
		}
	}
}

// iq1mValues is the value table of group k (0: first 8 elements, 1: last 8) of an IQ1_M block with
// delta-sign combination k4: x_p or x_m.
func iq1mValues(k4, k int) *[3]float32 {
	if k == 0 && k4 < 2 || k == 1 && k4%2 == 0 {
		return &iq1XP
	}
	return &iq1XM
}
