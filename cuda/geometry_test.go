package cuda

import (
	"fmt"
	"math/rand"
	"testing"
)

// TestPlanRows checks the row-kernel plans over many shapes, batch sizes and devices: tiles and
// chunks in whole units, shared memory within what the device gives, every column in exactly one
// split, the fused gate·up never split.
func TestPlanRows(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	devs := []devInfo{{SMs: 132, SmemOptin: 227 << 10}, {SMs: 4, SmemOptin: 227 << 10}, {SMs: 28, SmemOptin: 48 << 10}, {SMs: 1}}
	specs := []kernelSpec{ggmlSpecs[2], plainSpecs[1]} // SUB 32 (Q4_0) and 8 (F16)
	shapes := [][2]int64{{4096, 14336}, {14336, 4096}, {1, 32}, {37, 256}, {21, 4096}, {128256, 4096}, {3, 1 << 20}}
	for i := 0; i < 300; i++ {
		shapes = append(shapes, [2]int64{1 + rng.Int63n(20000), 8 * (1 + rng.Int63n(8000))})
	}
	for _, dev := range devs {
		for _, spec := range specs {
			sub := int64(spec.SUB)
			for _, sh := range shapes {
				rows, ucols := sh[0], (sh[1]+sub-1)/sub*sub
				for _, n := range []int{1, 2, 3, 5, 8} {
					for _, gu := range []bool{false, true} {
						if gu && n != 1 {
							continue
						}
						p := planRows(&spec, rows, ucols, n, gu, dev, func(int) int { return 2 })
						ctx := func() string { return fmtPlan(spec.Key, rows, ucols, n, gu, dev, p) }
						if p.XT%sub != 0 || p.XT <= 0 || p.KChunk%sub != 0 || p.KChunk <= 0 {
							t.Fatalf("tiles not in whole units: %s", ctx())
						}
						if int64(p.Splits)*p.KChunk < ucols || int64(p.Splits-1)*p.KChunk >= ucols && ucols > 0 {
							t.Fatalf("splits do not cover the columns exactly: %s", ctx())
						}
						if gu && p.Splits != 1 {
							t.Fatalf("gate·up split: %s", ctx())
						}
						if p.Resident != (p.XT >= p.KChunk) {
							t.Fatalf("resident flag disagrees with the tile: %s", ctx())
						}
						if p.KS < 1 || p.KS > rowsBlock/32 || p.KS&(p.KS-1) != 0 || (rowsBlock/32)%p.KS != 0 {
							t.Fatalf("KS: %s", ctx())
						}
						limit := max(dev.SmemOptin, 48<<10) - smemReserve
						if p.Smem > limit {
							t.Fatalf("shared memory over the device's %d: %s", limit, ctx())
						}
						if p.Grid < 1 || p.Splits < 1 || p.Splits > maxGridY || p.Passes < 1 {
							t.Fatalf("grid: %s", ctx())
						}
						if p.NV < n && !gu {
							t.Fatalf("kernel narrower than the batch: %s", ctx())
						}
						// A row group shared by KS > 1 warps leaves each lane at least four units
						// of every x tile (fewer idled warps on the H100: planRows).
						if tileUnits := min(p.XT, p.KChunk) / sub; p.KS > 1 && tune.ks == 0 && tileUnits < int64(4*32*p.KS) {
							t.Fatalf("KS %d for a tile of %d units: %s", p.KS, tileUnits, ctx())
						}
					}
				}
			}
		}
	}
}

// TestPlanRowsMeasured pins the choices measured on an H100 (docs/PERFORMANCE.md, "CUDA"): Q4_0
// on 4096×14336 splits a row group over two warps at batch 1 and not at batches 2 and 8 (x tiled:
// 519 → 95 µs at batch 8 against four warps), and 14336×4096 keeps one warp per group.
func TestPlanRowsMeasured(t *testing.T) {
	h100 := devInfo{SMs: 132, SmemOptin: 227 << 10}
	q40 := ggmlSpecs[2]
	for _, c := range []struct {
		rows, cols int64
		n, ks      int
	}{{4096, 14336, 1, 2}, {4096, 14336, 2, 1}, {4096, 14336, 8, 1}, {14336, 4096, 1, 1}, {14336, 4096, 8, 1}} {
		if p := planRows(&q40, c.rows, c.cols, c.n, false, h100, func(int) int { return 2 }); p.KS != c.ks {
			t.Errorf("%d×%d n=%d: KS %d, want %d (%s)", c.rows, c.cols, c.n, p.KS, c.ks, fmtPlan(q40.Key, c.rows, c.cols, c.n, false, h100, p))
		}
	}
}

// TestPlanCols checks the column-kernel plans: splits cover K in whole units, a split is at most
// colsMaxChunk columns (the float32 accumulation bound of gemv_cols.cuh), shared memory small.
func TestPlanCols(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for _, bits := range gptqBits {
		spec := gptqSpec(bits)
		for i := 0; i < 400; i++ {
			n := int64(32 * (1 + rng.Intn(500)))
			k := int64(spec.KPU) * (1 + rng.Int63n(4000))
			for _, nv := range []int{1, 2, 4, 8} {
				dev := devInfo{SMs: []int{1, 4, 132}[i%3], SmemOptin: 227 << 10}
				p := planCols(&spec, n, k, nv, dev)
				if p.KChunk%int64(spec.KPU) != 0 || p.KChunk > colsMaxChunk+int64(spec.KPU) {
					t.Fatalf("GPTQ %d bits, %d×%d, n=%d: chunk %d", bits, n, k, nv, p.KChunk)
				}
				if int64(p.Splits)*p.KChunk < k || int64(p.Splits-1)*p.KChunk >= k {
					t.Fatalf("GPTQ %d bits, %d×%d, n=%d: %d splits of %d", bits, n, k, nv, p.Splits, p.KChunk)
				}
				if p.XT%int64(spec.KPU) != 0 || p.Smem > colsXBytes || p.GridX*32*spec.NPT < int(n) {
					t.Fatalf("GPTQ %d bits, %d×%d, n=%d: %+v", bits, n, k, nv, p)
				}
			}
		}
	}
}

func fmtPlan(key string, rows, ucols int64, n int, gu bool, dev devInfo, p rowsPlan) string {
	return key + " " + itoa(rows) + "×" + itoa(ucols) + " n=" + itoa(int64(n)) + map[bool]string{true: " gate·up", false: ""}[gu] +
		" SMs=" + itoa(int64(dev.SMs)) + ": " + planString(p)
}

func itoa(v int64) string { return fmt.Sprint(v) }

func planString(p rowsPlan) string { return fmt.Sprintf("%+v", p) }
