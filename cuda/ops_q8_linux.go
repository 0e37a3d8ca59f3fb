//go:build linux

package cuda

import (
	"errors"
	"fmt"
	"math"

	"github.com/lowbit/lowbit/core"
)

// The 8-bit-activation option (core.ActivationsQ8) on a GPU. lb_quantize_q8 rounds x to Q8_0 on
// the device exactly as core does (bit for bit: the same Q8_0 encoder); the formats whose spec
// has Q8 then multiply their codes with x's codes in dp4a integer arithmetic (gemv_q8.cuh), every
// other format multiplies x̂ = d·q in float32 through its own kernels — core's semantics, so a
// CUDA product with ActivationsQ8 obeys the same bound with x̂ for x. Rows must be a multiple of
// 32 long and x finite with blocks within fp16's scale range: the host calls check that before
// returning; on a Stream the kernel flags it and the stream's next Synchronize or Read reports it.

// errQ8Activations is reported by a Stream whose 8-bit-activation products met activations Q8_0
// cannot hold.
var errQ8Activations = errors.New("8-bit activations (ActivationsQ8): an activation vector of a product on this stream held a value that is not finite, or a block of 32 whose largest magnitude overflows Q8_0's fp16 scale; its results are unspecified")

// q8Status bits (lb_quantize_q8).
const (
	q8NotFinite = 1
	q8Overflow  = 2
)

// GEMMWith is Stream.GEMMWith with host slices.
func (d *Device) GEMMWith(w *Tensor, x []float32, n int, y []float32, o core.MatVecOptions) error {
	return d.def.hostOpWith("GEMM", w, nil, x, n, y, o)
}

// GEMVWith is GEMMWith with one vector.
func (d *Device) GEMVWith(w *Tensor, x, y []float32, o core.MatVecOptions) error {
	return d.GEMMWith(w, x, 1, y, o)
}

// GEMVGateUpSiLUWith is Stream.GEMVGateUpSiLUWith with host slices.
func (d *Device) GEMVGateUpSiLUWith(gate, up *Tensor, x, y []float32, o core.MatVecOptions) error {
	return d.def.hostOpWith("GEMVGateUpSiLU", gate, up, x, 1, y, o)
}

func checkOptions(o core.MatVecOptions) error {
	if o.Activations > core.ActivationsQ8 {
		return fmt.Errorf("%w: unknown activation mode %d (ActivationsF32 = 0, ActivationsQ8 = 1)", core.ErrInvalidArgument, o.Activations)
	}
	return nil
}

func checkQ8Shape(op string, w *Tensor) error {
	if w.Cols()%32 != 0 {
		return fmt.Errorf("CUDA tensor %q: %w: %s with 8-bit activations needs rows whose length is a multiple of 32 (Q8_0's block); the %s tensor's rows have %d values",
			w.name, core.ErrInvalidArgument, op, w.format.Name, w.Cols())
	}
	return nil
}

// hostOpWith is hostOp with options: with ActivationsQ8 the activations are checked here first
// (as core words it), then the product runs on the device.
func (s *Stream) hostOpWith(op string, w, up *Tensor, x []float32, n int, y []float32, o core.MatVecOptions) error {
	if o.Activations == core.ActivationsF32 {
		return s.hostOp(op, w, up, x, n, y)
	}
	if err := checkOptions(o); err != nil {
		return err
	}
	if err := w.usable(s.d); err != nil {
		return err
	}
	if err := checkQ8Shape(op, w); err != nil {
		return err
	}
	if int64(len(x)) == int64(n)*w.Cols() {
		if err := checkQ8Values(x); err != nil {
			return fmt.Errorf("CUDA tensor %q: %w: %s with 8-bit activations: %v", w.name, core.ErrInvalidArgument, op, err)
		}
	}
	return s.hostOpMode(op, w, up, x, n, y, true)
}

// checkQ8Values reports what core reports for activations Q8_0 cannot hold: the first value that
// is not finite, or the first block of 32 whose scale (max|x|/127, as fp16) overflows.
func checkQ8Values(x []float32) error {
	for i, v := range x {
		if math.IsInf(float64(v), 0) || v != v {
			return fmt.Errorf("activation %d is %v: Q8_0 activations must be finite", i, v)
		}
	}
	for b := 0; b+32 <= len(x); b += 32 {
		var m float32
		for _, v := range x[b : b+32] {
			m = max(m, float32(math.Abs(float64(v))))
		}
		if math.IsInf(float64(core.FP16ToFP32(core.FP32ToFP16(m/127))), 0) {
			return fmt.Errorf("activations %d…%d reach %v: Q8_0's fp16 scale overflows (its largest value is about 8.3e6)", b, b+31, m)
		}
	}
	return nil
}

// q8Layout is where lb_quantize_q8 writes in the stream's q8 scratch: a status word, then the
// codes (n·cols bytes), the block headers (8 bytes a block) and x̂ (4·n·cols bytes).
type q8Layout struct {
	status, qx, qi, xh cuDevPtr
}

// quantizeQ8 enqueues lb_quantize_q8 of n vectors x of cols values; withXhat also writes x̂.
func (s *Stream) quantizeQ8(x cuDevPtr, n int, cols int64, withXhat bool) (q8Layout, error) {
	codes := ceilTo(int64(n)*cols, segAlign)
	heads := ceilTo(int64(n)*cols/32*8, segAlign)
	size := int64(segAlign) + codes + heads + 4*int64(n)*cols
	old := s.q8
	if old != nil && old.size < size {
		// The scratch grows, and its status word with it: report what an earlier product flagged
		// now rather than lose it.
		if err := s.q8Check(); err != nil {
			return q8Layout{}, err
		}
	}
	buf, err := s.scratch(&s.q8, size)
	if err != nil {
		return q8Layout{}, err
	}
	l := q8Layout{status: buf.ptr}
	l.qx = buf.ptr + segAlign
	l.qi = l.qx + cuDevPtr(codes)
	l.xh = l.qi + cuDevPtr(heads)
	if buf != old { // a new scratch: its status word starts clear
		if err := s.zero(l.status, 4); err != nil {
			return q8Layout{}, err
		}
	}
	s.q8Used = true
	f, err := s.d.kernel(nil, quantizeQ8Name)
	if err != nil {
		return q8Layout{}, err
	}
	op := lbOp{X: uint64(x), LDX: cols, Cols: cols, NV: int64(n)}
	warpsPerBlock := int64(256 / 32)
	grid := int(max(1, min((int64(n)*cols/32+warpsPerBlock-1)/warpsPerBlock, int64(s.d.geo.SMs)*16)))
	xh := uint64(0)
	if withXhat {
		xh = uint64(l.xh)
	}
	return l, s.launch(f, grid, 1, 256, 0, op.encode(), u64Arg(uint64(l.qx)), u64Arg(uint64(l.qi)), u64Arg(xh), u64Arg(uint64(l.status)))
}

// q8Kernel reports whether w multiplies x's codes directly (else it multiplies x̂): its spec has
// Q8, and a part format's groups are whole units of 32 (decq takes one scale a unit).
func q8Kernel(w *Tensor) bool {
	return w.spec.Q8 && w.spec.Fam == famRows && !w.spec.Widen && (w.spec.Bits == 0 || w.args.Group%32 == 0)
}

// gemmQ8 enqueues y = W·x̂ for n vectors at x.
func (s *Stream) gemmQ8(w *Tensor, x, y cuDevPtr, n int) error {
	if w.Rows() == 0 {
		return nil
	}
	l, err := s.quantizeQ8(x, n, w.Cols(), !q8Kernel(w))
	if err != nil {
		return err
	}
	return s.gemmQ8From(w, l, y, n)
}

// gemmQ8From runs the product from quantized activations.
func (s *Stream) gemmQ8From(w *Tensor, l q8Layout, y cuDevPtr, n int) error {
	rows, cols := w.Rows(), w.Cols()
	if rows == 0 {
		return nil
	}
	if cols == 0 {
		return s.zero(y, 4*int64(n)*rows)
	}
	if !q8Kernel(w) {
		return s.gemm(w, l.xh, y, n)
	}
	p := planQ8(rows, cols, n, s.d.geo)
	f, err := s.d.kernel(&w.spec, gemvQ8Name(p.NV))
	if err != nil {
		return err
	}
	op := baseOp(w, 0, y, n)
	op.KS = int64(p.KS)
	return s.launchDependent(f, p.Grid, 1, p.Block, 0, w.args.encode(), op.encode(), u64Arg(uint64(l.qx)), u64Arg(uint64(l.qi)))
}

// gateUpQ8 enqueues y = silu(gate·x̂) ⊙ (up·x̂); tmp holds 2·rows float32 values of scratch.
func (s *Stream) gateUpQ8(gate, up *Tensor, x, y, tmp cuDevPtr) error {
	rows := gate.Rows()
	if rows == 0 {
		return nil
	}
	if gate.Cols() == 0 { // silu(0)·0
		return s.zero(y, 4*rows)
	}
	l, err := s.quantizeQ8(x, 1, gate.Cols(), !q8Kernel(gate) || !q8Kernel(up))
	if err != nil {
		return err
	}
	g, u := tmp, tmp+cuDevPtr(4*rows)
	if err := s.gemmQ8From(gate, l, g, 1); err != nil {
		return err
	}
	if err := s.gemmQ8From(up, l, u, 1); err != nil {
		return err
	}
	return s.siluMul(g, y, rows)
}

// q8Check reports (and clears) what lb_quantize_q8 flagged since the last check; the stream's
// work is complete when it is called (after a synchronization).
func (s *Stream) q8Check() error {
	if !s.q8Used || s.q8 == nil {
		return nil
	}
	var st [4]byte
	if err := s.read(st[:], s.q8, 0); err != nil {
		return err
	}
	s.q8Used = false
	v := uint32(st[0]) | uint32(st[1])<<8 | uint32(st[2])<<16 | uint32(st[3])<<24
	if v == 0 {
		return nil
	}
	if err := s.zero(s.q8.ptr, 4); err != nil {
		return err
	}
	what := "not finite"
	if v&q8NotFinite == 0 {
		what = "overflowed Q8_0's fp16 scale"
	}
	return fmt.Errorf("%w: %v (%s)", core.ErrInvalidArgument, errQ8Activations, what)
}
