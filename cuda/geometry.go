package cuda

import (
	"os"
	"strconv"
	"strings"
)

// Launch geometry: pure functions of the shape, the format's spec and the device's numbers, so
// they are tested without a GPU.
//
// For tuning on a GPU machine without rebuilding, a few of the choices can be overridden from the
// environment (read once): LOWBIT_CUDA_KS (warps per row group: 1, 2, 4 or 8),
// LOWBIT_CUDA_TARGET_WARPS / LOWBIT_CUDA_COLS_WARPS (warps per SM the row / column kernels' split
// heuristics aim at), LOWBIT_CUDA_RESIDENT_KB (largest x kept resident), LOWBIT_CUDA_TILE_KB (x
// tile otherwise), LOWBIT_CUDA_SPLITS (K splits of the row kernels; 0 = heuristic), LOWBIT_CUDA_R
// (rows per warp of the row kernels), LOWBIT_CUDA_DEFINES (comma-separated NAME=VALUE macros every
// module is compiled with, e.g. "LB_MINB=3": see kernels/prelude.cuh; a changed source is compiled
// by NVRTC, not taken from the prebuilt kernels). The 8-bit-activation kernels: LOWBIT_CUDA_Q8R
// (rows per warp; changes the source), LOWBIT_CUDA_Q8_WARPS (warps per SM planQ8 aims at),
// LOWBIT_CUDA_Q8_MINU (units a lane keeps at least when warps share rows); LB_Q8KEEP,
// LB_Q8MINB1 and LB_Q8MINB8 (kernels/gemv_q8.cuh) through LOWBIT_CUDA_DEFINES; LOWBIT_CUDA_PDL=0 launches them without programmatic dependent launch.

// devInfo is what geometry needs to know of a device.
type devInfo struct {
	SMs       int // multiprocessors
	SmemOptin int // dynamic shared memory a block may use after opting in (bytes)
}

// tune holds the overridable choices.
var tune = struct {
	ks, targetWarps, colsWarps, splits, r int
	q8r, q8Warps, q8MinUnits              int
	noPDL                                 bool
	residentBytes, tileBytes              int64
	defines                               []string
}{targetWarps: targetWarpsSM, colsWarps: colsWarpsSM, residentBytes: residentXBytes, tileBytes: tileXBytes, q8Warps: q8WarpsSM, q8MinUnits: q8MinLaneUnits}

func init() {
	get := func(name string, dst *int) {
		if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v >= 0 {
			*dst = v
		}
	}
	var resKB, tileKB int
	get("LOWBIT_CUDA_KS", &tune.ks)
	get("LOWBIT_CUDA_TARGET_WARPS", &tune.targetWarps)
	get("LOWBIT_CUDA_COLS_WARPS", &tune.colsWarps)
	get("LOWBIT_CUDA_SPLITS", &tune.splits)
	get("LOWBIT_CUDA_R", &tune.r)
	get("LOWBIT_CUDA_Q8R", &tune.q8r)
	get("LOWBIT_CUDA_Q8_WARPS", &tune.q8Warps)
	get("LOWBIT_CUDA_Q8_MINU", &tune.q8MinUnits)
	tune.noPDL = os.Getenv("LOWBIT_CUDA_PDL") == "0"
	for _, d := range strings.Split(os.Getenv("LOWBIT_CUDA_DEFINES"), ",") {
		if name, val, _ := strings.Cut(strings.TrimSpace(d), "="); name != "" {
			tune.defines = append(tune.defines, name+" "+val)
		}
	}
	get("LOWBIT_CUDA_RESIDENT_KB", &resKB)
	get("LOWBIT_CUDA_TILE_KB", &tileKB)
	if resKB > 0 {
		tune.residentBytes = int64(resKB) << 10
	}
	if tileKB > 0 {
		tune.tileBytes = int64(tileKB) << 10
	}
	if tune.ks != 0 && (tune.ks > rowsBlock/32 || tune.ks&(tune.ks-1) != 0) {
		tune.ks = 0
	}
	tune.targetWarps = max(1, tune.targetWarps)
	tune.colsWarps = max(1, tune.colsWarps)
	tune.q8Warps = max(1, tune.q8Warps)
	tune.q8MinUnits = max(1, tune.q8MinUnits)
}

const (
	rowsBlock      = 256       // threads of a row-kernel CTA (8 warps)
	colsBlock      = 128       // threads of a column-kernel CTA (4 warps)
	residentXBytes = 64 << 10  // x stays in shared memory for the CTA's life up to this size
	tileXBytes     = 32 << 10  // otherwise it is staged in tiles of this size
	colsXBytes     = 32 << 10  // x tiles of the column kernels
	colsMaxChunk   = 2048      // columns of one K split of a column kernel, at most
	smemReserve    = 2 << 10   // static shared memory of a row kernel, at most
	targetWarpsSM  = 16        // warps per multiprocessor the row kernels' split heuristics aim at: 2 CTAs of 8 warps (LB_MINB)
	colsWarpsSM    = 32        // the same for the column kernels' K splits (measured on an H100: 16 made GPTQ n=8 1.2× slower)
	q8WarpsSM      = 48        // warps per SM the 8-bit-activation kernels' row sharing aims at (no shared x: small CTAs' registers only)
	q8MinLaneUnits = 4         // units a lane keeps at least when warps share a row group
	maxGridX       = 1<<31 - 1 // CUDA's limit on gridDim.x
	maxGridY       = 65535
)

// rowsPlan is one launch of lb_gemv_n<NV> / lb_gateup (gemv_rows.cuh) and, with Splits > 1, of
// lb_splitk_reduce after it.
type rowsPlan struct {
	NV       int   // kernel width
	R        int   // rows per warp
	KS       int   // warps per row group
	Passes   int   // row groups per chunk of rows (P)
	Splits   int   // K splits (gridDim.y)
	KChunk   int64 // columns per split
	XT       int64 // x tile columns
	Resident bool  // x staged once per CTA
	Smem     int   // dynamic shared memory bytes: the x tile, then the chunk's totals
	Block    int
	Grid     int // gridDim.x
}

// rowsSmem is the shared memory of an x tile of xt columns for nv vectors: nv·(SUB/4) granule rows
// of xt/SUB + 1 float4s.
func rowsSmem(nv, sub int, xt int64) int64 { return int64(nv) * 4 * (xt + int64(sub)) }

// planRows plans a row-kernel launch. occ reports how many CTAs of rowsBlock threads fit on a
// multiprocessor with the given dynamic shared memory (0 when unknown).
//
// x stays resident when the split's columns fit residentXBytes; then a chunk is one pass and
// CTAs persist (as many as fit at once). Otherwise x is staged in tiles of tileXBytes and a chunk
// is ~128 rows (P passes share every tile). When that leaves too few CTAs to fill the device, the
// columns are split (the partial sums go through lb_splitk_reduce); gate·up never splits.
func planRows(spec *kernelSpec, rows, ucols int64, n int, gateUp bool, dev devInfo, occ func(smem int) int) rowsPlan {
	// Warps per row group: split rows when there are too few row groups to fill the device, but
	// leave every lane at least four units of each x tile (with fewer, the warps of a group idle
	// or the per-tile reductions cost as much as the products: measured on an H100, a batch of 8
	// on 4096×14336 took 100 µs with KS = 1 and 519 µs with KS = 4, a batch of 2 28.5 µs with
	// KS = 1 and 38.9 with KS = 2). The tile is only known once the plan is made: plan with the
	// most warps the device wants, then with fewer until the tile holds enough units.
	warps, r := rowsBlock/32, int64(spec.rowsPerWarp(gateUp))
	groups := (rows + r - 1) / r
	ks := 1
	for ks < warps && groups*int64(ks) < int64(max(1, dev.SMs))*int64(tune.targetWarps) {
		ks *= 2
	}
	if tune.ks != 0 {
		return planRowsKS(spec, rows, ucols, n, gateUp, dev, occ, tune.ks)
	}
	for {
		p := planRowsKS(spec, rows, ucols, n, gateUp, dev, occ, ks)
		if ks == 1 || min(p.XT, p.KChunk)/int64(spec.SUB) >= int64(4*32*ks) {
			return p
		}
		ks /= 2
	}
}

// planRowsKS is planRows with KS warps per row group.
func planRowsKS(spec *kernelSpec, rows, ucols int64, n int, gateUp bool, dev devInfo, occ func(smem int) int, ks int) rowsPlan {
	p := rowsPlan{NV: kernelNV(n), R: spec.rowsPerWarp(gateUp), KS: ks, Block: rowsBlock, Splits: 1, KChunk: max(ucols, 1)}
	no := p.NV
	if gateUp {
		p.NV, no = 1, 2
	}
	sub := int64(spec.SUB)
	warps := rowsBlock / 32
	sms := int64(max(1, dev.SMs))
	units := ucols / sub
	// The kernel's own static shared memory (a few KiB at most) comes off the device's limit.
	budget := min(tune.residentBytes, int64(max(dev.SmemOptin, 48<<10)-smemReserve))
	pass := int64(warps/p.KS) * int64(p.R)
	p.Passes = 1
	if rowsSmem(p.NV, spec.SUB, ucols)+pass*int64(no)*8 > budget {
		p.Passes = int(max(1, 128/pass))
	}
	rb := pass * int64(p.Passes)
	tot := rb * int64(no) * 8 // the chunk's totals, after the x tile
	fits := func(cols int64) bool { return rowsSmem(p.NV, spec.SUB, cols)+tot <= budget }
	need := (rows + rb - 1) / rb
	if !gateUp && (need < 2*sms && units >= 128 || tune.splits > 0) {
		splits := min((2*sms+need-1)/need, units/64)
		if tune.splits > 0 {
			splits = min(int64(tune.splits), units)
		}
		if splits > 1 {
			chunk := (units + splits - 1) / splits
			p.KChunk = chunk * sub
			p.Splits = int((ucols + p.KChunk - 1) / p.KChunk)
		}
	}
	if fits(p.KChunk) {
		p.XT, p.Resident = p.KChunk, true
	} else {
		p.XT = max(sub, (min(tune.tileBytes, budget-tot)/int64(4*p.NV)-sub)/sub*sub)
	}
	p.Smem = int(rowsSmem(p.NV, spec.SUB, p.XT) + tot)
	grid := need
	if p.Resident && p.Splits == 1 && occ != nil {
		// x is staged once per CTA: persistent CTAs, as many as run at once.
		if o := occ(p.Smem); o > 0 {
			grid = min(need, sms*int64(o))
		}
	}
	p.Grid = int(max(1, min(grid, maxGridX)))
	return p
}

// colsPlan is one launch of a column kernel (gemv_cols.cuh) and, with Splits > 1, of
// lb_splitk_reduce after it.
type colsPlan struct {
	NV     int
	Splits int   // K splits (gridDim.y)
	KChunk int64 // columns per split
	XT     int64
	Smem   int
	Block  int
	GridX  int
}

func planCols(spec *kernelSpec, n, ucols int64, nv int, dev devInfo) colsPlan {
	p := colsPlan{NV: kernelNV(nv), Block: colsBlock}
	kpu := int64(spec.KPU)
	warps := colsBlock / 32
	gx := (n + int64(32*spec.NPT) - 1) / int64(32*spec.NPT)
	units := ucols / kpu
	target := int64(max(1, dev.SMs*tune.colsWarps))
	splits := (target + gx*int64(warps) - 1) / (gx * int64(warps))
	splits = max(1, min(splits, units/int64(4*warps), maxGridY))
	// A split's columns are summed in float32 per lane (gemv_cols.cuh): at most colsMaxChunk.
	splits = max(splits, (ucols+colsMaxChunk-1)/colsMaxChunk)
	chunkUnits := (units + splits - 1) / max(splits, 1)
	p.KChunk = max(kpu, chunkUnits*kpu)
	p.Splits = int(max(1, (ucols+p.KChunk-1)/p.KChunk))
	xt := int64(colsXBytes) / int64(4*p.NV) / kpu * kpu
	p.XT = max(kpu, min(p.KChunk, xt))
	p.Smem = int(int64(p.NV) * p.XT * 4)
	p.GridX = int(max(1, gx))
	return p
}

// flatPlan is a grid-stride launch over total items (dequantize, reductions).
func flatPlan(total int64, dev devInfo) (grid, block int) {
	block = 256
	g := (total + int64(block) - 1) / int64(block)
	if lim := int64(max(1, dev.SMs) * 16); g > lim {
		g = lim
	}
	return int(max(1, g)), block
}

// q8Plan is one launch of lb_gemvq8_n<NV> (gemv_q8.cuh).
type q8Plan struct {
	NV, R, KS   int
	Block, Grid int
}

// planQ8 plans an 8-bit-activation product: R rows per warp; rows are shared by KS warps (a
// power of two ≤ 8) while there are fewer warps than the device wants and every lane keeps at
// least q8MinUnits units of 32 columns.
func planQ8(rows, cols int64, n int, dev devInfo) q8Plan {
	p := q8Plan{NV: kernelNV(n), Block: rowsBlock, KS: 1}
	p.R = q8RowsPerWarp(p.NV)
	warps := rowsBlock / 32
	groups := (rows + int64(p.R) - 1) / int64(p.R)
	units := cols / 32
	want := int64(max(1, dev.SMs)) * int64(tune.q8Warps)
	for p.KS < warps && groups*int64(p.KS) < want && units >= int64(32*2*p.KS*tune.q8MinUnits) {
		p.KS *= 2
	}
	if tune.ks != 0 {
		p.KS = tune.ks
	}
	perCTA := int64(warps/p.KS) * int64(p.R)
	p.Grid = int(max(1, min((rows+perCTA-1)/perCTA, maxGridX)))
	return p
}
