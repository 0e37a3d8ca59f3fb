//go:build linux

package cuda

import (
	"fmt"
	"time"

	"github.com/lowbit/lowbit/core"
)

// The compute entry points, mirroring core's: GEMV, GEMM (n ≤ 8 vectors), GEMVGateUpSiLU and
// DequantizeF32. Stream methods take device buffers and only enqueue (chain them freely; errors
// of the kernels surface at the next Synchronize/Read); Device methods take host slices and
// return when the result is there. Layouts are core's: x is n vectors of Cols values back to
// back, y receives n vectors of Rows values.

// GEMV enqueues y = W·x.
func (s *Stream) GEMV(w *Tensor, x, y *Buffer) error { return s.GEMM(w, x, 1, y) }

// GEMM enqueues y[v·Rows + r] = Σ_c W[r,c]·x[v·Cols + c] for v < n ≤ 8.
func (s *Stream) GEMM(w *Tensor, x *Buffer, n int, y *Buffer) error {
	return s.GEMMWith(w, x, n, y, core.MatVecOptions{})
}

// GEMMWith is GEMM with options (core.MatVecOptions; ActivationsQ8: ops_q8_linux.go).
func (s *Stream) GEMMWith(w *Tensor, x *Buffer, n int, y *Buffer, o core.MatVecOptions) error {
	if err := checkOptions(o); err != nil {
		return err
	}
	if err := s.checkOp("GEMM", w, x, n, y); err != nil {
		return err
	}
	q8 := o.Activations == core.ActivationsQ8
	if q8 {
		if err := checkQ8Shape("GEMM", w); err != nil {
			return err
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	leave, err := s.d.enter()
	if err != nil {
		return err
	}
	defer leave()
	if q8 {
		return s.gemmQ8(w, x.ptr, y.ptr, n)
	}
	return s.gemm(w, x.ptr, y.ptr, n)
}

// GEMVWith is GEMV with options.
func (s *Stream) GEMVWith(w *Tensor, x, y *Buffer, o core.MatVecOptions) error {
	return s.GEMMWith(w, x, 1, y, o)
}

// GEMVGateUpSiLU enqueues y = silu(gate·x) ⊙ (up·x), silu(g) = g/(1+e^−g) evaluated in float64 as
// core does. gate and up must have the same shape; with the same row-major format the two run in
// one fused kernel.
func (s *Stream) GEMVGateUpSiLU(gate, up *Tensor, x, y *Buffer) error {
	return s.GEMVGateUpSiLUWith(gate, up, x, y, core.MatVecOptions{})
}

// GEMVGateUpSiLUWith is GEMVGateUpSiLU with options.
func (s *Stream) GEMVGateUpSiLUWith(gate, up *Tensor, x, y *Buffer, o core.MatVecOptions) error {
	if err := checkOptions(o); err != nil {
		return err
	}
	if err := s.checkOp("GEMVGateUpSiLU", gate, x, 1, y); err != nil {
		return err
	}
	if err := s.checkOp("GEMVGateUpSiLU", up, x, 1, y); err != nil {
		return err
	}
	if gate.Rows() != up.Rows() || gate.Cols() != up.Cols() {
		return fmt.Errorf("%w: GEMVGateUpSiLU: %s has shape %v, %s has shape %v: the gate and up matrices must have the same rows and columns",
			core.ErrInvalidArgument, gate.name, gate.shape, up.name, up.shape)
	}
	q8 := o.Activations == core.ActivationsQ8
	if q8 {
		if err := checkQ8Shape("GEMVGateUpSiLU", gate); err != nil {
			return err
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	leave, err := s.d.enter()
	if err != nil {
		return err
	}
	defer leave()
	if !q8 {
		return s.gateUp(gate, up, x.ptr, y.ptr)
	}
	tmp, err := s.scratch(&s.xb, 8*gate.Rows())
	if err != nil {
		return err
	}
	return s.gateUpQ8(gate, up, x.ptr, y.ptr, tmp.ptr)
}

// DequantizeF32 enqueues dst = W as float32, row-major (bit-exact with core.DequantizeF32).
func (s *Stream) DequantizeF32(w *Tensor, dst *Buffer) error {
	if err := w.usable(s.d); err != nil {
		return err
	}
	if err := dst.usable(); err != nil {
		return err
	}
	if need := 4 * w.Rows() * w.Cols(); dst.size < need {
		return fmt.Errorf("%w: CUDA DequantizeF32 of %s %v needs %d bytes, the buffer has %d", core.ErrBufferTooSmall, w.name, w.shape, need, dst.size)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	leave, err := s.d.enter()
	if err != nil {
		return err
	}
	defer leave()
	return s.dequant(w, dst.ptr)
}

func (s *Stream) checkOp(op string, w *Tensor, x *Buffer, n int, y *Buffer) error {
	if err := w.usable(s.d); err != nil {
		return err
	}
	if n < 1 || n > maxNV {
		return fmt.Errorf("%w: %s takes 1 to %d vectors, not %d", core.ErrInvalidArgument, op, maxNV, n)
	}
	for _, b := range []*Buffer{x, y} {
		if err := b.usable(); err != nil {
			return err
		}
		if b.d != s.d {
			return fmt.Errorf("%w: %s: a buffer lives on another device", core.ErrInvalidArgument, op)
		}
	}
	if need := 4 * int64(n) * w.Cols(); x.size < need {
		return fmt.Errorf("%w: %s of %s %v: x has %d bytes, %d vectors of %d columns need %d", core.ErrBufferTooSmall, op, w.name, w.shape, x.size, n, w.Cols(), need)
	}
	if need := 4 * int64(n) * w.Rows(); y.size < need {
		return fmt.Errorf("%w: %s of %s %v: y has %d bytes, %d vectors of %d rows need %d", core.ErrBufferTooSmall, op, w.name, w.shape, y.size, n, w.Rows(), need)
	}
	return nil
}

// baseOp is the LbOp of a product of w with n vectors at x into y.
func baseOp(w *Tensor, x, y cuDevPtr, n int) lbOp {
	op := lbOp{X: uint64(x), Y: uint64(y), LDX: w.Cols(), LDY: w.Rows(), Rows: w.Rows(), Cols: w.Cols(), UCols: w.lay.ucols, NV: int64(n), Passes: 1}
	if x%16 == 0 && w.Cols()%4 == 0 {
		op.Flags |= opXAligned
	}
	return op
}

func (s *Stream) gemm(w *Tensor, x, y cuDevPtr, n int) error {
	rows, cols := w.Rows(), w.Cols()
	if rows == 0 {
		return nil
	}
	if cols == 0 {
		return s.zero(y, 4*int64(n)*rows)
	}
	op := baseOp(w, x, y, n)
	f, err := s.d.kernel(&w.spec, gemvName(kernelNV(n)))
	if err != nil {
		return err
	}
	args := w.args.encode()
	var gx, gy, block, smem int
	if w.spec.Fam == famRows {
		p := planRows(&w.spec, rows, w.lay.ucols, n, false, s.d.geo, func(sm int) int { return s.d.occupancy(f, rowsBlock, sm) })
		op.XT, op.KS, op.KChunk, op.Passes = p.XT, int64(p.KS), p.KChunk, int64(p.Passes)
		gx, gy, block, smem = p.Grid, p.Splits, p.Block, p.Smem
	} else {
		p := planCols(&w.spec, rows, w.lay.ucols, n, s.d.geo)
		op.XT, op.KS, op.KChunk = p.XT, int64(p.Splits), p.KChunk
		gx, gy, block, smem = p.GridX, p.Splits, p.Block, p.Smem
	}
	if gy > 1 {
		ws, err := s.scratch(&s.ws, int64(gy)*int64(n)*rows*8)
		if err != nil {
			return err
		}
		op.WS = uint64(ws.ptr)
	}
	if err := s.launch(f, gx, gy, block, smem, args, op.encode()); err != nil {
		return err
	}
	if gy > 1 {
		return s.splitReduce(op, gy)
	}
	return nil
}

// splitReduce adds the K splits' partial sums (op.WS) into op.Y.
func (s *Stream) splitReduce(op lbOp, splits int) error {
	f, err := s.d.kernel(nil, "lb_splitk_reduce")
	if err != nil {
		return err
	}
	op.KS = int64(splits)
	grid, block := flatPlan(op.NV*op.Rows, s.d.geo)
	return s.launch(f, grid, 1, block, 0, op.encode())
}

func (s *Stream) gateUp(gate, up *Tensor, x, y cuDevPtr) error {
	rows, cols := gate.Rows(), gate.Cols()
	if rows == 0 {
		return nil
	}
	if cols == 0 { // silu(0)·0
		return s.zero(y, 4*rows)
	}
	if gate.spec.Fam == famRows && gate.spec.Key == up.spec.Key {
		f, err := s.d.kernel(&gate.spec, gateUpName)
		if err != nil {
			return err
		}
		p := planRows(&gate.spec, rows, gate.lay.ucols, 1, true, s.d.geo, func(sm int) int { return s.d.occupancy(f, rowsBlock, sm) })
		op := baseOp(gate, x, y, 1)
		op.XT, op.KS, op.KChunk, op.Passes = p.XT, int64(p.KS), p.KChunk, int64(p.Passes)
		return s.launch(f, p.Grid, 1, p.Block, p.Smem, gate.args.encode(), up.args.encode(), op.encode())
	}
	// Different formats (or column-packed ones): two products into scratch, then silu·up.
	tmp, err := s.scratch(&s.xb, 8*rows)
	if err != nil {
		return err
	}
	g, u := tmp.ptr, tmp.ptr+cuDevPtr(4*rows)
	if err := s.gemm(gate, x, g, 1); err != nil {
		return err
	}
	if err := s.gemm(up, x, u, 1); err != nil {
		return err
	}
	return s.siluMul(g, y, rows)
}

func (s *Stream) dequant(w *Tensor, dst cuDevPtr) error {
	rows, cols := w.Rows(), w.Cols()
	if rows == 0 || cols == 0 {
		return nil
	}
	f, err := s.d.kernel(&w.spec, dequantName)
	if err != nil {
		return err
	}
	op := lbOp{Y: uint64(dst), Rows: rows, Cols: cols, UCols: w.lay.ucols, NV: 1, Passes: 1}
	var total int64
	if w.spec.Fam == famRows {
		total = rows * (w.lay.ucols / int64(w.spec.SUB))
	} else {
		total = (rows + int64(w.spec.NPT) - 1) / int64(w.spec.NPT) * (w.lay.ucols / int64(w.spec.KPU))
	}
	grid, block := flatPlan(total, s.d.geo)
	return s.launch(f, grid, 1, block, 0, w.args.encode(), op.encode())
}

// ---- host-memory conveniences ----

// GEMV computes y = W·x with host slices (len(x) = Cols, len(y) ≥ Rows) on the default stream.
func (d *Device) GEMV(w *Tensor, x, y []float32) error { return d.GEMM(w, x, 1, y) }

// GEMM is Stream.GEMM with host slices: x holds n·Cols values, y receives n·Rows.
func (d *Device) GEMM(w *Tensor, x []float32, n int, y []float32) error {
	return d.def.hostOp("GEMM", w, nil, x, n, y)
}

// GEMVGateUpSiLU is Stream.GEMVGateUpSiLU with host slices.
func (d *Device) GEMVGateUpSiLU(gate, up *Tensor, x, y []float32) error {
	return d.def.hostOp("GEMVGateUpSiLU", gate, up, x, 1, y)
}

// DequantizeF32 decodes the whole tensor into dst (Rows·Cols values) on the default stream.
func (d *Device) DequantizeF32(w *Tensor, dst []float32) error {
	s := d.def
	if err := w.usable(d); err != nil {
		return err
	}
	need := w.Rows() * w.Cols()
	if int64(len(dst)) < need {
		return fmt.Errorf("%w: CUDA DequantizeF32 of %s %v needs %d floats, dst has %d", core.ErrBufferTooSmall, w.name, w.shape, need, len(dst))
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	leave, err := d.enter()
	if err != nil {
		return err
	}
	defer leave()
	out, err := s.scratch(&s.xb, 4*need)
	if err != nil {
		return err
	}
	if err := s.dequant(w, out.ptr); err != nil {
		return err
	}
	return s.read(f32Bytes(dst[:need]), out, 0)
}

func (s *Stream) hostOp(op string, w, up *Tensor, x []float32, n int, y []float32) error {
	return s.hostOpMode(op, w, up, x, n, y, false)
}

// hostOpMode runs a host-memory product, with 8-bit activations when q8 (the caller checked x).
func (s *Stream) hostOpMode(op string, w, up *Tensor, x []float32, n int, y []float32, q8 bool) error {
	if err := w.usable(s.d); err != nil {
		return err
	}
	if up != nil {
		if err := up.usable(s.d); err != nil {
			return err
		}
		if up.Rows() != w.Rows() || up.Cols() != w.Cols() {
			return fmt.Errorf("%w: %s: %s has shape %v, %s has shape %v: the gate and up matrices must have the same rows and columns",
				core.ErrInvalidArgument, op, w.name, w.shape, up.name, up.shape)
		}
	}
	if n < 1 || n > maxNV {
		return fmt.Errorf("%w: %s takes 1 to %d vectors, not %d", core.ErrInvalidArgument, op, maxNV, n)
	}
	rows, cols := w.Rows(), w.Cols()
	if int64(len(x)) != int64(n)*cols {
		return fmt.Errorf("%w: %s: x has %d values, %d vectors of the %s tensor's %d columns (shape %v) need %d",
			core.ErrInvalidArgument, op, len(x), n, w.format.Name, cols, w.shape, int64(n)*cols)
	}
	if int64(len(y)) < int64(n)*rows {
		return fmt.Errorf("%w: %s: y has room for %d values, %d vectors of the tensor's %d rows (shape %v) need %d",
			core.ErrBufferTooSmall, op, len(y), n, rows, w.shape, int64(n)*rows)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	leave, err := s.d.enter()
	if err != nil {
		return err
	}
	defer leave()
	xBytes := ceilTo(4*int64(n)*cols, segAlign)
	scratch, err := s.scratch(&s.xb, xBytes+4*int64(n)*rows+16*rows+16)
	if err != nil {
		return err
	}
	// x at the start, y after it; the gate·up path of gateUp uses s.xb too, so it gets its own
	// scratch past both.
	xp, yp := scratch.ptr, scratch.ptr+cuDevPtr(xBytes)
	if err := s.write(scratch, 0, f32Bytes(x)); err != nil {
		return err
	}
	switch {
	case q8 && up != nil:
		err = s.gateUpQ8(w, up, xp, yp, scratch.ptr+cuDevPtr(ceilTo(xBytes+4*rows, 16)))
	case q8:
		err = s.gemmQ8(w, xp, yp, n)
	case up != nil:
		err = s.gateUpHost(w, up, xp, yp, scratch, xBytes+4*rows)
	default:
		err = s.gemm(w, xp, yp, n)
	}
	if err != nil {
		return err
	}
	if err := s.read(f32Bytes(y[:int64(n)*rows]), scratch, xBytes); err != nil {
		return err
	}
	return s.q8Check()
}

// siluMul enqueues y[i] = silu(g[i])·g[rows + i] (lb_silu_mul_k): the end of an unfused gate·up.
func (s *Stream) siluMul(g, y cuDevPtr, rows int64) error {
	f, err := s.d.kernel(nil, "lb_silu_mul_k")
	if err != nil {
		return err
	}
	op := lbOp{X: uint64(g), Y: uint64(y), LDX: rows, Rows: rows, NV: 1}
	grid, block := flatPlan(rows, s.d.geo)
	return s.launch(f, grid, 1, block, 0, op.encode())
}

// gateUpHost runs gateUp when s.xb is the caller's scratch: the unfused path's two products go
// into that scratch past off.
func (s *Stream) gateUpHost(gate, up *Tensor, x, y cuDevPtr, scratch *Buffer, off int64) error {
	rows := gate.Rows()
	if rows == 0 || gate.Cols() == 0 || (gate.spec.Fam == famRows && gate.spec.Key == up.spec.Key) {
		return s.gateUp(gate, up, x, y)
	}
	g, u := scratch.ptr+cuDevPtr(ceilTo(off, 16)), scratch.ptr+cuDevPtr(ceilTo(off, 16)+4*rows)
	if err := s.gemm(gate, x, g, 1); err != nil {
		return err
	}
	if err := s.gemm(up, x, u, 1); err != nil {
		return err
	}
	return s.siluMul(g, y, rows)
}

// ---- timing ----

// Time runs enqueue iters times on the stream between two CUDA events and returns the mean time
// per iteration the GPU measured (enqueue must only enqueue work on s, e.g. s.GEMV).
func (s *Stream) Time(iters int, enqueue func() error) (time.Duration, error) {
	if iters < 1 {
		return 0, fmt.Errorf("%w: Time needs at least one iteration", core.ErrInvalidArgument)
	}
	leave, err := s.d.enter()
	if err != nil {
		return 0, err
	}
	var ev [2]cuEvent
	for i := range ev {
		if err := s.d.drv.check(s.d.drv.cuEventCreate(&ev[i], cuEventDefault), "cuEventCreate"); err != nil {
			leave()
			return 0, err
		}
	}
	defer func() {
		for _, e := range ev {
			if e != 0 {
				s.d.drv.cuEventDestroy(e)
			}
		}
		leave()
	}()
	if err := s.d.drv.check(s.d.drv.cuEventRecord(ev[0], s.s), "cuEventRecord"); err != nil {
		return 0, err
	}
	for i := 0; i < iters; i++ {
		if err := enqueue(); err != nil {
			return 0, err
		}
	}
	if err := s.d.drv.check(s.d.drv.cuEventRecord(ev[1], s.s), "cuEventRecord"); err != nil {
		return 0, err
	}
	if err := s.d.drv.check(s.d.drv.cuEventSynchronize(ev[1]), "cuEventSynchronize"); err != nil {
		return 0, err
	}
	var ms float32
	if err := s.d.drv.check(s.d.drv.cuEventElapsedTime(&ms, ev[0], ev[1]), "cuEventElapsedTime"); err != nil {
		return 0, err
	}
	return time.Duration(float64(ms) * 1e6 / float64(iters)), nil
}

// ReadBandwidth measures the device's read bandwidth in bytes per second: a plain streaming-read
// kernel (16-byte loads, four in flight per thread) over a buffer of the given size, iters times.
func (d *Device) ReadBandwidth(bytes int64, iters int) (float64, error) {
	bytes = bytes &^ 15
	if bytes <= 0 {
		return 0, fmt.Errorf("%w: ReadBandwidth of %d bytes", core.ErrInvalidArgument, bytes)
	}
	buf, err := d.Alloc(bytes)
	if err != nil {
		return 0, err
	}
	defer buf.Free()
	s := d.def
	leave, err := d.enter()
	if err != nil {
		return 0, err
	}
	f, err := d.kernel(nil, "lb_stream_read")
	if err == nil {
		err = s.zero(buf.ptr, bytes)
	}
	leave()
	if err != nil {
		return 0, err
	}
	grid := d.geo.SMs * 8
	enqueue := func() error {
		leave, err := d.enter()
		if err != nil {
			return err
		}
		defer leave()
		return s.launch(f, grid, 1, 256, 0, u64Arg(uint64(buf.ptr)), u64Arg(uint64(bytes/16)), u64Arg(0))
	}
	if err := enqueue(); err != nil { // warm-up
		return 0, err
	}
	dt, err := s.Time(iters, enqueue)
	if err != nil {
		return 0, err
	}
	return float64(bytes) / dt.Seconds(), nil
}
