package ggmlcpu

import (
	"fmt"
	"runtime"
	"strings"
	"unsafe"

	"github.com/ebitengine/purego"
)

// Weight is a weight matrix of rows × cols elements (ggml ne = [cols, rows]) held by ggml in the
// buffer type llama.cpp would choose for it.
type Weight struct {
	Type       int
	Rows, Cols int64
	Bytes      int64  // ggml_nbytes: the block data as a GGUF file stores it
	Alloc      int64  // size of the ggml buffer holding it
	Buffer     string // buffer type name: "CPU_REPACK" (repacked on upload) or "CPU"
	Layout     string // ggml's repacked layout ("q4_0_8x8"), "" when stored as given

	lib         *Lib
	ctx, buf, t uintptr
}

// NewWeight uploads data, rows × cols elements of typ in ggml's block layout (lowbit's layout too),
// into the first of the CPU backend's extra buffer types whose supports_op accepts a mul_mat of it
// by f32 activations, else into the plain CPU buffer type; llama.cpp places weights the same way
// (weight_buft_supported, extra buffer types first). The extra buffer's set_tensor repacks.
func (l *Lib) NewWeight(typ int, rows, cols int64, data []byte) (*Weight, error) {
	if !l.CanMulMat(typ) {
		return nil, fmt.Errorf("ggmlcpu: ggml's CPU backend has no mul_mat for type %d (%s)", typ, l.TypeName(typ))
	}
	w := &Weight{Type: typ, Rows: rows, Cols: cols, lib: l}
	for i, buft := range l.extraBufts {
		if err := w.alloc(buft); err != nil {
			continue
		}
		if l.supportsMulMat(w.t, cols) {
			w.Buffer = l.Extra[i]
			break
		}
		w.Free()
	}
	if w.buf == 0 {
		if err := w.alloc(l.cpuBuft); err != nil {
			return nil, err
		}
		w.Buffer = l.buftName(l.cpuBuft)
	}
	if int64(len(data)) != w.Bytes {
		w.Free()
		return nil, fmt.Errorf("ggmlcpu: %d×%d %s needs %d bytes, got %d", rows, cols, l.TypeName(typ), w.Bytes, len(data))
	}
	TakeLog()
	l.tensorSet(w.t, unsafe.Pointer(unsafe.SliceData(data)), 0, uintptr(len(data)))
	runtime.KeepAlive(data)
	for _, line := range TakeLog() {
		if _, after, ok := strings.Cut(line, "repack tensor "); ok {
			if _, layout, ok := strings.Cut(after, " with "); ok {
				w.Layout = strings.TrimSpace(layout)
			}
		}
	}
	return w, nil
}

func (w *Weight) alloc(buft uintptr) error {
	l := w.lib
	w.ctx = l.ggmlInit(initParams{MemSize: 2 * l.tensorOH, NoAlloc: true})
	if w.ctx == 0 {
		return fmt.Errorf("ggmlcpu: ggml_init failed")
	}
	w.t = l.newTensor2D(w.ctx, int32(w.Type), w.Cols, w.Rows)
	l.setName(w.t, "w")
	w.Bytes = int64(l.nbytes(w.t))
	w.buf = l.allocCtxTensors(w.ctx, buft)
	if w.buf == 0 {
		l.ggmlFree(w.ctx)
		w.ctx, w.t = 0, 0
		return fmt.Errorf("ggmlcpu: allocating %d bytes in %s failed", w.Bytes, l.buftName(buft))
	}
	w.Alloc = int64(l.bufferSize(w.buf))
	return nil
}

// supportsMulMat asks the device, as llama.cpp does, whether it runs mul_mat(t, f32 x) with t
// where it now lives.
func (l *Lib) supportsMulMat(t uintptr, cols int64) bool {
	ctx := l.ggmlInit(initParams{MemSize: 4 * l.tensorOH, NoAlloc: true})
	defer l.ggmlFree(ctx)
	x := l.newTensor2D(ctx, typeF32, cols, 1)
	return l.devSupportsOp(l.dev, l.mulMat(ctx, t, x))
}

// Free releases the weight's buffer. MatMuls using it must be freed first.
func (w *Weight) Free() {
	if w.buf != 0 {
		w.lib.bufferFree(w.buf)
		w.buf = 0
	}
	if w.ctx != 0 {
		w.lib.ggmlFree(w.ctx)
		w.ctx, w.t = 0, 0
	}
}

// MatMul is the graph y = ggml_mul_mat(W, x) for n activation vectors: x is f32 [n][Cols], y f32
// [n][Rows], both row after row as lowbit's GEMM lays them out.
type MatMul struct {
	W *Weight
	N int

	ctx, buf, x, y, graph uintptr
}

// NewMatMul builds the graph and allocates x and y in the CPU buffer type.
func (l *Lib) NewMatMul(w *Weight, n int) (*MatMul, error) {
	if w.t == 0 {
		return nil, fmt.Errorf("ggmlcpu: weight was freed")
	}
	m := &MatMul{W: w, N: n}
	m.ctx = l.ggmlInit(initParams{MemSize: 4*l.tensorOH + l.graphOverheadCust(8, false), NoAlloc: true})
	if m.ctx == 0 {
		return nil, fmt.Errorf("ggmlcpu: ggml_init failed")
	}
	m.x = l.newTensor2D(m.ctx, typeF32, w.Cols, int64(n))
	l.setName(m.x, "x")
	m.y = l.mulMat(m.ctx, w.t, m.x)
	l.setName(m.y, "y")
	m.graph = l.newGraphCustom(m.ctx, 8, false)
	l.buildForward(m.graph, m.y)
	if m.buf = l.allocCtxTensors(m.ctx, l.cpuBuft); m.buf == 0 {
		l.ggmlFree(m.ctx)
		return nil, fmt.Errorf("ggmlcpu: allocating the activations failed")
	}
	return m, nil
}

// SetInput copies x (N·Cols values) into the graph's input.
func (m *MatMul) SetInput(x []float32) error {
	if int64(len(x)) != int64(m.N)*m.W.Cols {
		return fmt.Errorf("ggmlcpu: x has %d values, want %d×%d", len(x), m.N, m.W.Cols)
	}
	m.W.lib.tensorSet(m.x, unsafe.Pointer(unsafe.SliceData(x)), 0, uintptr(4*len(x)))
	runtime.KeepAlive(x)
	return nil
}

// Compute runs the graph on the backend's threadpool (Lib.SetThreads).
func (m *MatMul) Compute() error {
	l := m.W.lib
	r, _, _ := purego.SyscallN(l.fnGraphComp, l.backend, m.graph)
	if st := int32(r); st != 0 {
		return fmt.Errorf("ggmlcpu: ggml_backend_graph_compute: status %d", st)
	}
	return nil
}

// Output copies the result (N·Rows values) into y.
func (m *MatMul) Output(y []float32) error {
	if int64(len(y)) != int64(m.N)*m.W.Rows {
		return fmt.Errorf("ggmlcpu: y has %d values, want %d×%d", len(y), m.N, m.W.Rows)
	}
	m.W.lib.tensorGet(m.y, unsafe.Pointer(unsafe.SliceData(y)), 0, uintptr(4*len(y)))
	runtime.KeepAlive(y)
	return nil
}

// Free releases the graph and its activations.
func (m *MatMul) Free() {
	l := m.W.lib
	if m.buf != 0 {
		l.bufferFree(m.buf)
		m.buf = 0
	}
	if m.ctx != 0 {
		l.ggmlFree(m.ctx)
		m.ctx = 0
	}
}
