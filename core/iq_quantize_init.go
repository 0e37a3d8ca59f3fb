package core

import (
	"fmt"
	"math"
	"slices"
	"sync"
)

// The search structures of ggml's IQ quantizers (iq2xs_init_impl and iq3xs_init_impl in
// ggml-quants.c), built once per lattice on first use.
//
// A lattice is the set of grid points one IQ format can store: 8 coordinates with 3 levels each
// for IQ2_XXS/XS/S and IQ1_S/M, 4 coordinates with 8 levels each for IQ3_XXS/S. The quantizers
// name a point by its level indices l packed 2 (IQ2/IQ1) or 3 (IQ3) bits per coordinate: that
// index u selects the kmap entry, which is the point's grid index when u is on the grid, and
// otherwise leads to u's neighbour list, the grid points at the nwant smallest distances from u.
//
// ggml carries these points twice: as the dequantization grids (ggml-common.h, iq_grids_table.go
// here) and, compressed, as the quantizer's kgrid_* tables, kgrid[j] = Σ l_i << (bits·i). Both list
// the same points in the same order, a grid byte being level l's value (IQ2: 8, 25, 43; IQ3_XXS: 4,
// 12, …, 52, 62; IQ3_S: 1, 3, …, 15; IQ1: −1, 0, 1). So the kgrids are derived here from the
// dequantization grids, the level of a byte being its rank among the grid's distinct values;
// iq_quantize_test.go proves the result equal to ggml's kgrid_* tables.

type iqLatticeID int

const (
	latIQ2XXS iqLatticeID = iota // kgrid_2bit_256, 2 distances of neighbours
	latIQ2XS                     // kgrid_2bit_512, 2
	latIQ2S                      // kgrid_2bit_1024, 1
	latIQ1S                      // kgrid_1bit_2048, 3; shared by IQ1_S and IQ1_M
	latIQ3XXS                    // kgrid_256, 2
	latIQ3S                      // kgrid_512, 3
	numIQLattices
)

// iqNoList marks kmap entries of indices no quantizer can ask for (a 2-bit level of 3: the IQ2 and
// IQ1 quantizers clamp levels to 0…2). ggml builds neighbour lists for those too; they are never read.
const iqNoList = math.MinInt32

type iqLattice struct {
	dim  int  // coordinates per point: 8 or 4
	bits uint // bits per level in a map index: 2 or 3

	// lv holds every point's levels, dim per point: ggml's grid byte is 2·l+1.
	lv []int8
	// q8 (8 coordinates) or q4 (4) holds 2·l+1 as float32, the value ggml's searches multiply by
	// the scale.
	q8 [][8]float32
	q4 [][4]float32
	// kmap is indexed by a packed level index u: a grid index ≥ 0 when u is a grid point,
	// -(off+1) when not, neigh[off] being the length of u's neighbour list and neigh[off+1:] the
	// list (grid indices ordered by distance, then index), or iqNoList.
	kmap  []int32
	neigh []uint16
}

type iqLatticeSpec struct {
	dim, bits, levels int
	kmapSize          int // ggml's: 43692 for the 8-coordinate lattices, 4096 for IQ3
	nwant             int // how many distinct distances a neighbour list covers
	points            func() []uint64
}

func grid64(g []uint64) func() []uint64 { return func() []uint64 { return g } }

func grid32(g []uint32) func() []uint64 {
	return func() []uint64 {
		out := make([]uint64, len(g))
		for i, v := range g {
			out[i] = uint64(v)
		}
		return out
	}
}

var iqLatticeSpecs = [numIQLattices]iqLatticeSpec{
	latIQ2XXS: {8, 2, 3, 43692, 2, grid64(iq2xxsGrid[:])},
	latIQ2XS:  {8, 2, 3, 43692, 2, grid64(iq2xsGrid[:])},
	latIQ2S:   {8, 2, 3, 43692, 1, grid64(iq2sGrid[:])},
	latIQ1S:   {8, 2, 3, 43692, 3, grid64(iq1sGrid[:])},
	latIQ3XXS: {4, 3, 8, 4096, 2, grid32(iq3xxsGrid[:])},
	latIQ3S:   {4, 3, 8, 4096, 3, grid32(iq3sGrid[:])},
}

// iqKGrid derives ggml's compressed kgrid table of a lattice from its dequantization grid.
func iqKGrid(id iqLatticeID) []uint16 {
	s := &iqLatticeSpecs[id]
	pts := s.points()
	// The grid's distinct byte values (as signed bytes: IQ1's are −1, 0, 1), ascending.
	var values []int8
	for _, p := range pts {
		for i := 0; i < s.dim; i++ {
			if v := int8(p >> (8 * i)); !slices.Contains(values, v) {
				values = append(values, v)
			}
		}
	}
	slices.Sort(values)
	if len(values) != s.levels {
		panic(fmt.Sprintf("core: IQ lattice %d: the grid has %d distinct values, want %d", id, len(values), s.levels))
	}
	kgrid := make([]uint16, len(pts))
	for j, p := range pts {
		var u uint16
		for i := 0; i < s.dim; i++ {
			l := slices.Index(values, int8(p>>(8*i)))
			u |= uint16(l) << (uint(s.bits) * uint(i))
		}
		kgrid[j] = u
	}
	return kgrid
}

// iqLatticeSet builds each lattice on first use; get is safe from many goroutines.
type iqLatticeSet [numIQLattices]struct {
	once sync.Once
	lat  *iqLattice
}

func (s *iqLatticeSet) get(id iqLatticeID) *iqLattice {
	e := &s[id]
	e.once.Do(func() { e.lat = buildIQLattice(id) })
	return e.lat
}

var iqLattices iqLatticeSet

// iqGetLattice returns the lattice, building it on first use.
func iqGetLattice(id iqLatticeID) *iqLattice { return iqLattices.get(id) }

func buildIQLattice(id iqLatticeID) *iqLattice {
	s := &iqLatticeSpecs[id]
	kgrid := iqKGrid(id)
	n, dim, mask := len(kgrid), s.dim, 1<<s.bits-1
	lat := &iqLattice{dim: dim, bits: uint(s.bits), lv: make([]int8, n*dim)}
	if dim == 8 {
		lat.q8 = make([][8]float32, n)
	} else {
		lat.q4 = make([][4]float32, n)
	}
	for j, u := range kgrid {
		for i := 0; i < dim; i++ {
			l := int8(int(u) >> (s.bits * i) & mask)
			lat.lv[j*dim+i] = l
			if dim == 8 {
				lat.q8[j][i] = float32(2*l + 1)
			} else {
				lat.q4[j][i] = float32(2*l + 1)
			}
		}
	}
	lat.kmap = make([]int32, s.kmapSize)
	for i := range lat.kmap {
		lat.kmap[i] = -1
	}
	for j, u := range kgrid {
		lat.kmap[u] = int32(j)
	}

	// Neighbour lists. ggml sorts all grid points by (squared distance, index) and keeps those
	// within the nwant smallest distinct distances; the distances are small integers, so the same
	// list comes out of picking those distances first and then collecting the points in index order.
	maxLevel := s.levels - 1
	d2 := make([]int32, n)
	var pos [8]int32
	for u := range lat.kmap {
		if lat.kmap[u] >= 0 {
			continue
		}
		reachable := true
		for i := 0; i < dim; i++ {
			l := u >> (s.bits * i) & mask
			if l > maxLevel {
				reachable = false
			}
			pos[i] = int32(2*l + 1)
		}
		if !reachable {
			lat.kmap[u] = iqNoList
			continue
		}
		var nearest [3]int32 // the nwant smallest distinct distances, ascending
		have := 0
		for j := 0; j < n; j++ {
			var d int32
			for i := 0; i < dim; i++ {
				t := int32(2*lat.lv[j*dim+i]+1) - pos[i]
				d += t * t
			}
			d2[j] = d
			// Insert d into nearest[:have] if it is new and among the nwant smallest.
			k := 0
			for k < have && nearest[k] < d {
				k++
			}
			if k < have && nearest[k] == d || k == s.nwant {
				continue
			}
			if have < s.nwant {
				have++
			}
			copy(nearest[k+1:have], nearest[k:have-1])
			nearest[k] = d
		}
		off := len(lat.neigh)
		lat.neigh = append(lat.neigh, 0)
		for _, d := range nearest[:have] {
			for j := 0; j < n; j++ {
				if d2[j] == d {
					lat.neigh = append(lat.neigh, uint16(j))
				}
			}
		}
		lat.neigh[off] = uint16(len(lat.neigh) - off - 1)
		lat.kmap[u] = -int32(off) - 1
	}
	return lat
}

// neighbours returns the neighbour list of an index that is not on the grid.
func (lat *iqLattice) neighbours(u int) []uint16 {
	e := lat.kmap[u]
	if e >= 0 || e == iqNoList {
		panic(fmt.Sprintf("core: IQ lattice index %#x has no neighbour list", u))
	}
	off := int(-e - 1)
	return lat.neigh[off+1 : off+1+int(lat.neigh[off])]
}
