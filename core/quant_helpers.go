package core

import "math"

// Shared pieces of ggml's quantizers (ggml-quants.c), used by the classic importance-matrix path
// and by the K-quants. Every helper here is named ggml<CName> after the C function it follows
// (nearest_int → ggmlNearestInt), so that the files that use them never define their own copies.
// They follow the C step for step; products that ggml adds to something are rounded on their own
// (float32(a*b) + c) so that no compiler fuses them into an FMA.

// groupMaxEps is GROUP_MAX_EPS: a group whose largest magnitude is below it counts as all zero.
const groupMaxEps = 1e-15

// ggmlNearestInt is nearest_int: round to nearest, ties to even, by adding 1.5·2²³ and reading the
// low mantissa bits back. Valid for |f| ≤ 4194303; outside that (and for inf/NaN) it returns what
// the C bit trick returns, which is what ggml's quantizers then use.
func ggmlNearestInt(f float32) int32 {
	v := math.Float32bits(float32(f) + 12582912) // float32(f): callers pass products, never fuse them
	return int32(v&0x007fffff) - 0x00400000
}

// ggmlMakeQxQuants is make_qx_quants: a symmetric scale for n values on the grid
// [-nmax, nmax-1], chosen by weighted least squares over 19 trial scales. L receives the grid
// indices shifted to [0, 2·nmax-1]. rmseType picks the weight when qw is nil (1: x², 2: 1,
// 3: |x|, other: √|x|); a negative rmseType returns after the first fit, as in ggml.
func ggmlMakeQxQuants(n, nmax int, x []float32, L []int8, rmseType int, qw []float32) float32 {
	x, L = x[:n], L[:n]
	var xmax, amax float32 // the element of largest magnitude, and that magnitude
	for _, v := range x {
		if ax := abs32(v); ax > amax {
			amax, xmax = ax, v
		}
	}
	if amax < groupMaxEps { // all zero
		clear(L)
		return 0
	}
	fnmax := float32(nmax)
	iscale := -fnmax / xmax
	clampL := func(l int32) int32 { return max(int32(-nmax), min(int32(nmax-1), l)) }
	if rmseType == 0 {
		for i, v := range x {
			L[i] = int8(int32(nmax) + clampL(ggmlNearestInt(iscale*v)))
		}
		return 1 / iscale
	}
	returnEarly := false
	if rmseType < 0 {
		rmseType = -rmseType
		returnEarly = true
	}
	weight := func(i int) float32 {
		switch {
		case qw != nil:
			return qw[i]
		case rmseType == 1:
			return x[i] * x[i]
		case rmseType == 2:
			return 1
		case rmseType == 3:
			return abs32(x[i])
		}
		return sqrt32(abs32(x[i]))
	}
	// The first fit decides the result whenever a NaN is involved (every later comparison with it
	// is false), so it also reproduces which NaN survives: ggml's compiled loop forms
	// sumlx + (x·w)·l and suml2 + (w·l)·l, left operands first.
	var sumlx, suml2 float32
	for i, v := range x {
		l := clampL(ggmlNearestInt(iscale * v))
		L[i] = int8(l + int32(nmax))
		w, fl := weight(i), float32(l)
		sumlx = ggmlAdd(sumlx, ggmlMul(ggmlMul(v, w), fl))
		suml2 = ggmlAdd(suml2, ggmlMul(ggmlMul(w, fl), fl))
	}
	var scale float32
	if suml2 != 0 {
		scale = sumlx / suml2
	}
	if returnEarly {
		if suml2 > 0 {
			return 0.5 * (scale + 1/iscale)
		}
		return 1 / iscale
	}
	best := scale * sumlx
	for is := -9; is <= 9; is++ {
		if is == 0 {
			continue
		}
		iscale = -(fnmax + float32(0.1*float32(is))) / xmax
		sumlx, suml2 = 0, 0
		for i, v := range x {
			l := clampL(ggmlNearestInt(iscale * v))
			w, fl := weight(i), float32(l)
			sumlx += float32(w * v * fl)
			suml2 += float32(w * fl * fl)
		}
		if suml2 > 0 && sumlx*sumlx > float32(best*suml2) {
			for i, v := range x {
				L[i] = int8(int32(nmax) + clampL(ggmlNearestInt(iscale*v)))
			}
			scale = sumlx / suml2
			best = scale * sumlx
		}
	}
	return scale
}

// ggmlMakeQkx3Quants is make_qkx3_quants: an affine fit x ≈ scale·L + min with L in [0, nmax]
// and min ≤ 0, searching nstep+1 trial scales around nmax/(max-min) for the smallest weighted
// squared (or, with useMad, absolute) error. weights nil means x². It returns scale and sets
// *theMin to -min, as ggml does. Laux is scratch of n bytes.
func ggmlMakeQkx3Quants(n, nmax int, x, weights []float32, L []uint8, theMin *float32, Laux []uint8,
	rmin, rdelta float32, nstep int, useMad bool) float32 {
	x, L, Laux = x[:n], L[:n], Laux[:n]
	weight := func(i int) float32 {
		if weights != nil {
			return weights[i]
		}
		return x[i] * x[i]
	}
	errOf := func(diff float32) float32 {
		if useMad {
			return abs32(diff)
		}
		return diff * diff
	}
	lo, hi := x[0], x[0]
	sumW := weight(0)
	sumX := sumW * x[0]
	for i := 1; i < n; i++ {
		if x[i] < lo {
			lo = x[i]
		}
		if x[i] > hi {
			hi = x[i]
		}
		w := weight(i)
		sumW += w
		sumX += float32(w * x[i])
	}
	if lo > 0 {
		lo = 0
	}
	if hi <= lo {
		clear(L)
		*theMin = -lo
		return 0
	}
	fnmax := float32(nmax)
	iscale := fnmax / (hi - lo)
	scale := 1 / iscale
	var bestMad float32
	for i, v := range x {
		l := ggmlNearestInt(iscale * (v - lo))
		L[i] = uint8(max(0, min(int32(nmax), l)))
		diff := float32(scale*float32(L[i])) + lo - v
		bestMad += float32(weight(i) * errOf(diff))
	}
	if nstep < 1 {
		*theMin = -lo
		return scale
	}
	for is := 0; is <= nstep; is++ {
		iscale = (rmin + float32(rdelta*float32(is)) + fnmax) / (hi - lo)
		var sumL, sumL2, sumXL float32
		for i, v := range x {
			l := max(0, min(int32(nmax), ggmlNearestInt(iscale*(v-lo))))
			Laux[i] = uint8(l)
			w, fl := weight(i), float32(l)
			sumL += float32(w * fl)
			sumL2 += float32(w * fl * fl)
			sumXL += float32(w * fl * v)
		}
		D := float32(sumW*sumL2) - float32(sumL*sumL)
		if D > 0 {
			thisScale := (float32(sumW*sumXL) - float32(sumX*sumL)) / D
			thisMin := (float32(sumL2*sumX) - float32(sumL*sumXL)) / D
			if thisMin > 0 {
				thisMin = 0
				thisScale = sumXL / sumL2
			}
			var mad float32
			for i, v := range x {
				diff := float32(thisScale*float32(Laux[i])) + thisMin - v
				mad += float32(weight(i) * errOf(diff))
			}
			if mad < bestMad {
				copy(L, Laux)
				bestMad = mad
				scale = thisScale
				lo = thisMin
			}
		}
	}
	*theMin = -lo
	return scale
}

// ggmlAdd and ggmlMul are a+b and a·b with the NaN that ggml's compiled code produces: x86 SSE
// returns the first operand's NaN (quieted) when both are NaN, and GCC's operand order is known
// from the oracle's machine code, while Go may emit either order. Where only one operand can be a
// NaN, or none, plain operators give the same bits.
func ggmlAdd(a, b float32) float32 {
	if a != a {
		return quietNaN(a)
	}
	return float32(a + b)
}

func ggmlMul(a, b float32) float32 {
	if a != a {
		return quietNaN(a)
	}
	return float32(a * b)
}

func quietNaN(a float32) float32 { return math.Float32frombits(math.Float32bits(a) | 0x00400000) }

// sqrt32 is C's sqrtf: the float64 square root rounded to float32 is the correctly rounded one.
func sqrt32(v float32) float32 { return float32(math.Sqrt(float64(v))) }
