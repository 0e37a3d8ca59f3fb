//go:build linux

package cuda

import (
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/lowbit/lowbit/core"
)

// Available reports whether CUDA can be used: nil, or an ErrNotAvailable error that says why
// (no driver library, no device, ...). It loads the driver once; it never crashes.
func Available() error {
	_, err := loadDriver()
	return err
}

// DeviceCount is the number of CUDA devices (0 with the reason when CUDA is not available).
func DeviceCount() (int, error) {
	drv, err := loadDriver()
	if err != nil {
		return 0, err
	}
	var n int32
	if err := drv.check(drv.cuDeviceGetCount(&n), "cuDeviceGetCount"); err != nil {
		return 0, err
	}
	return int(n), nil
}

// Device is an open CUDA device: its primary context, a default stream, the modules loaded on
// it and everything allocated on it. All methods are safe for concurrent use; Close frees what
// is left.
type Device struct {
	drv     *driverAPI
	ordinal int
	dev     cuDevice
	ctx     cuContext
	info    DeviceInfo
	geo     devInfo

	mu      sync.Mutex
	closed  bool
	mods    map[string]*module
	live    map[*Buffer]struct{}
	streams map[*Stream]struct{}
	def     *Stream
}

// Open opens device ordinal (0-based) and retains its primary context.
func Open(ordinal int) (*Device, error) {
	drv, err := loadDriver()
	if err != nil {
		return nil, err
	}
	var n int32
	if err := drv.check(drv.cuDeviceGetCount(&n), "cuDeviceGetCount"); err != nil {
		return nil, err
	}
	if ordinal < 0 || ordinal >= int(n) {
		return nil, fmt.Errorf("%w: CUDA device %d: there are %d devices", core.ErrOutOfRange, ordinal, n)
	}
	d := &Device{drv: drv, ordinal: ordinal, mods: map[string]*module{}, live: map[*Buffer]struct{}{}, streams: map[*Stream]struct{}{}}
	if err := drv.check(drv.cuDeviceGet(&d.dev, int32(ordinal)), "cuDeviceGet(%d)", ordinal); err != nil {
		return nil, err
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if err := drv.check(drv.cuDevicePrimaryCtxRetain(&d.ctx, d.dev), "cuDevicePrimaryCtxRetain(%d)", ordinal); err != nil {
		return nil, err
	}
	if err := drv.check(drv.cuCtxSetCurrent(d.ctx), "cuCtxSetCurrent"); err != nil {
		drv.cuDevicePrimaryCtxRelease(d.dev)
		return nil, err
	}
	if err := d.readInfo(); err != nil {
		drv.cuDevicePrimaryCtxRelease(d.dev)
		return nil, err
	}
	s, err := d.newStream()
	if err != nil {
		drv.cuDevicePrimaryCtxRelease(d.dev)
		return nil, err
	}
	d.def = s
	return d, nil
}

func (d *Device) readInfo() error {
	name := make([]byte, 256)
	if err := d.drv.check(d.drv.cuDeviceGetName(&name[0], int32(len(name)), d.dev), "cuDeviceGetName"); err != nil {
		return err
	}
	for i, c := range name {
		if c == 0 {
			name = name[:i]
			break
		}
	}
	attr := func(a int32) int {
		var v int32
		if d.drv.cuDeviceGetAttribute(&v, a, d.dev) != 0 {
			return 0
		}
		return int(v)
	}
	var mem uint64
	if err := d.drv.check(d.drv.cuDeviceTotalMem(&mem, d.dev), "cuDeviceTotalMem"); err != nil {
		return err
	}
	d.info = DeviceInfo{
		Ordinal:            d.ordinal,
		Name:               string(name),
		ComputeMajor:       attr(cuAttrComputeMajor),
		ComputeMinor:       attr(cuAttrComputeMinor),
		Multiprocessors:    attr(cuAttrMultiprocessorCount),
		MemoryBytes:        int64(mem),
		L2Bytes:            attr(cuAttrL2CacheSize),
		SharedPerBlockOpt:  attr(cuAttrSmemPerBlockOptin),
		MemoryClockKHz:     attr(cuAttrMemoryClockRate),
		MemoryBusWidthBits: attr(cuAttrGlobalMemoryBusWidth),
		DriverVersion:      d.drv.version,
		DriverPath:         d.drv.path,
	}
	d.geo = devInfo{SMs: max(1, d.info.Multiprocessors), SmemOptin: d.info.SharedPerBlockOpt}
	return nil
}

// Info describes the device.
func (d *Device) Info() DeviceInfo { return d.info }

// enter makes the device's context current on a locked OS thread; the returned function undoes
// the lock. Every driver call of a Device goes through it (contexts are per thread).
func (d *Device) enter() (func(), error) {
	d.mu.Lock()
	closed := d.closed
	d.mu.Unlock()
	if closed {
		return nil, errClosed
	}
	runtime.LockOSThread()
	if err := d.drv.check(d.drv.cuCtxSetCurrent(d.ctx), "cuCtxSetCurrent"); err != nil {
		runtime.UnlockOSThread()
		return nil, err
	}
	return runtime.UnlockOSThread, nil
}

var errClosed = fmt.Errorf("%w: the CUDA device is closed", core.ErrInvalidArgument)

// Synchronize waits for all work on the device.
func (d *Device) Synchronize() error {
	leave, err := d.enter()
	if err != nil {
		return err
	}
	defer leave()
	return d.drv.check(d.drv.cuCtxSynchronize(), "cuCtxSynchronize")
}

// Close waits for the device, frees every buffer, tensor, stream and module still there and
// releases the context. A second Close is a no-op.
func (d *Device) Close() error {
	leave, err := d.enter()
	if errors.Is(err, errClosed) {
		return nil
	}
	if err != nil {
		return err
	}
	defer leave()
	errs := []error{d.drv.check(d.drv.cuCtxSynchronize(), "cuCtxSynchronize")}
	d.mu.Lock()
	d.closed = true
	live, streams, mods := d.live, d.streams, d.mods
	d.live, d.streams, d.mods = nil, nil, nil
	d.mu.Unlock()
	for b := range live {
		if b.freed.CompareAndSwap(false, true) {
			errs = append(errs, d.drv.check(d.drv.cuMemFree(b.ptr), "cuMemFree"))
		}
	}
	for s := range streams {
		errs = append(errs, s.destroy())
	}
	for _, m := range mods {
		if m.mod != 0 {
			errs = append(errs, d.drv.check(d.drv.cuModuleUnload(m.mod), "cuModuleUnload"))
		}
	}
	errs = append(errs, d.drv.check(d.drv.cuDevicePrimaryCtxRelease(d.dev), "cuDevicePrimaryCtxRelease"))
	return errors.Join(errs...)
}

// ---- memory ----

// Buffer is device memory: an allocation, or a view into one.
type Buffer struct {
	d     *Device
	ptr   cuDevPtr
	size  int64
	owner *Buffer // nil for an allocation
	freed atomic.Bool
}

// Alloc allocates bytes of device memory (contents undefined).
func (d *Device) Alloc(bytes int64) (*Buffer, error) {
	if bytes < 0 {
		return nil, fmt.Errorf("%w: CUDA Alloc of %d bytes", core.ErrInvalidArgument, bytes)
	}
	leave, err := d.enter()
	if err != nil {
		return nil, err
	}
	defer leave()
	return d.alloc(bytes)
}

func (d *Device) alloc(bytes int64) (*Buffer, error) {
	var p cuDevPtr
	if err := d.drv.check(d.drv.cuMemAlloc(&p, uint64(max(bytes, 1))), "cuMemAlloc(%d bytes)", bytes); err != nil {
		return nil, err
	}
	b := &Buffer{d: d, ptr: p, size: bytes}
	d.mu.Lock()
	if d.closed {
		d.mu.Unlock()
		d.drv.cuMemFree(p)
		return nil, errClosed
	}
	d.live[b] = struct{}{}
	d.mu.Unlock()
	return b, nil
}

// AllocF32 allocates room for n float32 values.
func (d *Device) AllocF32(n int) (*Buffer, error) { return d.Alloc(4 * int64(n)) }

// Size is the buffer's size in bytes.
func (b *Buffer) Size() int64 { return b.size }

// View returns bytes [off, off+size) of b as a buffer that shares its memory (for chaining
// operations into parts of one allocation). Views are not freed; they die with their buffer.
func (b *Buffer) View(off, size int64) (*Buffer, error) {
	if err := b.usable(); err != nil {
		return nil, err
	}
	if off < 0 || size < 0 || off+size > b.size || off%4 != 0 {
		return nil, fmt.Errorf("%w: view [%d, %d) of a %d-byte CUDA buffer (offsets must be multiples of 4)", core.ErrOutOfRange, off, off+size, b.size)
	}
	o := b
	if b.owner != nil {
		o = b.owner
	}
	return &Buffer{d: b.d, ptr: b.ptr + cuDevPtr(off), size: size, owner: o}, nil
}

func (b *Buffer) usable() error {
	if b == nil {
		return fmt.Errorf("%w: nil CUDA buffer", core.ErrInvalidArgument)
	}
	if b.freed.Load() || (b.owner != nil && b.owner.freed.Load()) {
		return fmt.Errorf("%w: the CUDA buffer was freed", core.ErrInvalidArgument)
	}
	return nil
}

// Free releases the buffer. Freeing twice, or freeing a view, is an error.
func (b *Buffer) Free() error {
	if b == nil {
		return nil
	}
	if b.owner != nil {
		return fmt.Errorf("%w: a view of a CUDA buffer cannot be freed; free the buffer", core.ErrInvalidArgument)
	}
	d := b.d
	d.mu.Lock()
	closed := d.closed
	d.mu.Unlock()
	if closed {
		b.freed.Store(true)
		return nil // Close released it
	}
	if !b.freed.CompareAndSwap(false, true) {
		return fmt.Errorf("%w: the CUDA buffer was already freed", core.ErrInvalidArgument)
	}
	d.mu.Lock()
	delete(d.live, b)
	d.mu.Unlock()
	leave, err := d.enter()
	if err != nil {
		if errors.Is(err, errClosed) {
			return nil // Close freed it
		}
		return err
	}
	defer leave()
	return d.drv.check(d.drv.cuMemFree(b.ptr), "cuMemFree")
}

// ---- streams ----

// Stream is a CUDA stream of the device, with the scratch memory its operations need. Work on
// one stream runs in order; a Stream is safe for concurrent use (calls are serialized).
type Stream struct {
	d  *Device
	s  cuStream
	mu sync.Mutex
	ws *Buffer // split-K partial sums, grown as needed
	st *pinned // host staging for the host-memory calls
	xb *Buffer // device scratch of the host-memory calls
	q8 *Buffer // 8-bit activations: status word, codes, block headers, x̂ (ops_q8_linux.go)

	q8Used bool // a quantization ran since the last q8Check
}

// DefaultStream is the stream the Device's own methods use.
func (d *Device) DefaultStream() *Stream { return d.def }

// NewStream creates a stream (a blocking one: it orders after work on the legacy default
// stream).
func (d *Device) NewStream() (*Stream, error) {
	leave, err := d.enter()
	if err != nil {
		return nil, err
	}
	defer leave()
	return d.newStream()
}

func (d *Device) newStream() (*Stream, error) {
	s := &Stream{d: d}
	if err := d.drv.check(d.drv.cuStreamCreate(&s.s, cuStreamDefault), "cuStreamCreate"); err != nil {
		return nil, err
	}
	d.mu.Lock()
	d.streams[s] = struct{}{}
	d.mu.Unlock()
	return s, nil
}

// Synchronize waits for the stream's work and reports the first failure of it.
func (s *Stream) Synchronize() error {
	leave, err := s.d.enter()
	if err != nil {
		return err
	}
	defer leave()
	if err := s.d.drv.check(s.d.drv.cuStreamSynchronize(s.s), "cuStreamSynchronize"); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.q8Check()
}

// Close destroys the stream (after its work). The default stream is closed with the device.
func (s *Stream) Close() error {
	if s == s.d.def {
		return fmt.Errorf("%w: the default stream closes with its device", core.ErrInvalidArgument)
	}
	leave, err := s.d.enter()
	if err != nil {
		return err
	}
	defer leave()
	s.d.mu.Lock()
	_, ok := s.d.streams[s]
	delete(s.d.streams, s)
	s.d.mu.Unlock()
	if !ok {
		return fmt.Errorf("%w: the CUDA stream was already closed", core.ErrInvalidArgument)
	}
	return s.destroy()
}

func (s *Stream) destroy() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	var errs []error
	errs = append(errs, s.d.drv.check(s.d.drv.cuStreamSynchronize(s.s), "cuStreamSynchronize"))
	if s.st != nil {
		errs = append(errs, s.st.free(s.d.drv))
		s.st = nil
	}
	for _, b := range []*Buffer{s.ws, s.xb, s.q8} {
		if b != nil && b.freed.CompareAndSwap(false, true) {
			s.d.mu.Lock()
			if s.d.live != nil {
				delete(s.d.live, b)
			}
			s.d.mu.Unlock()
			errs = append(errs, s.d.drv.check(s.d.drv.cuMemFree(b.ptr), "cuMemFree"))
		}
	}
	s.ws, s.xb, s.q8 = nil, nil, nil
	errs = append(errs, s.d.drv.check(s.d.drv.cuStreamDestroy(s.s), "cuStreamDestroy"))
	return errors.Join(errs...)
}

// scratch returns a device buffer of at least n bytes kept in *slot (grown on demand; the
// stream's order makes reuse safe).
func (s *Stream) scratch(slot **Buffer, n int64) (*Buffer, error) {
	if *slot != nil && (*slot).size >= n {
		return *slot, nil
	}
	if *slot != nil {
		old := *slot
		if err := s.d.drv.check(s.d.drv.cuStreamSynchronize(s.s), "cuStreamSynchronize"); err != nil {
			return nil, err
		}
		old.freed.Store(true)
		s.d.mu.Lock()
		delete(s.d.live, old)
		s.d.mu.Unlock()
		if err := s.d.drv.check(s.d.drv.cuMemFree(old.ptr), "cuMemFree"); err != nil {
			return nil, err
		}
		*slot = nil
	}
	b, err := s.d.alloc(max(n, 1<<20))
	if err != nil {
		return nil, err
	}
	*slot = b
	return b, nil
}

// pinned is page-locked host memory (C memory: the driver may DMA from it asynchronously).
type pinned struct {
	p    uintptr
	size int
}

func (p *pinned) bytes() []byte {
	return unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(nil), p.p)), p.size) //nolint:govet // C memory
}

func (p *pinned) free(drv *driverAPI) error {
	if p.p == 0 {
		return nil
	}
	err := drv.check(drv.cuMemFreeHost(p.p), "cuMemFreeHost")
	p.p = 0
	return err
}

// staging returns the stream's pinned buffer, at least n bytes (grown on demand).
func (s *Stream) staging(n int) (*pinned, error) {
	if s.st != nil && s.st.size >= n {
		return s.st, nil
	}
	if s.st != nil {
		if err := s.d.drv.check(s.d.drv.cuStreamSynchronize(s.s), "cuStreamSynchronize"); err != nil {
			return nil, err
		}
		if err := s.st.free(s.d.drv); err != nil {
			return nil, err
		}
		s.st = nil
	}
	size := max(n, 1<<20)
	p := &pinned{size: size}
	if err := s.d.drv.check(s.d.drv.cuMemAllocHost(&p.p, uint64(size)), "cuMemAllocHost(%d bytes)", size); err != nil {
		return nil, err
	}
	s.st = p
	return p, nil
}

// Write copies host bytes into dst at byte offset off, through the stream's pinned staging
// buffer; it returns when the copy is done.
func (s *Stream) Write(dst *Buffer, off int64, src []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	leave, err := s.d.enter()
	if err != nil {
		return err
	}
	defer leave()
	return s.write(dst, off, src)
}

const stagingChunk = 16 << 20

func (s *Stream) write(dst *Buffer, off int64, src []byte) error {
	if err := dst.usable(); err != nil {
		return err
	}
	if off < 0 || off+int64(len(src)) > dst.size {
		return fmt.Errorf("%w: writing %d bytes at %d into a %d-byte CUDA buffer", core.ErrOutOfRange, len(src), off, dst.size)
	}
	return s.upload(dst.ptr+cuDevPtr(off), int64(len(src)), func(b []byte, o int64) { copy(b, src[o:]) })
}

// upload streams n bytes produced by fill (fill(b, o) writes bytes [o, o+len(b))) to device
// address at, a staging buffer at a time, and waits for the last copy.
func (s *Stream) upload(at cuDevPtr, n int64, fill func(b []byte, o int64)) error {
	if n == 0 {
		return nil
	}
	st, err := s.staging(int(min(n, stagingChunk)))
	if err != nil {
		return err
	}
	buf := st.bytes()
	for o := int64(0); o < n; o += int64(len(buf)) {
		k := min(int64(len(buf)), n-o)
		// The previous copy out of buf must be done before it is refilled.
		if err := s.d.drv.check(s.d.drv.cuStreamSynchronize(s.s), "cuStreamSynchronize"); err != nil {
			return err
		}
		fill(buf[:k], o)
		if err := s.d.drv.check(s.d.drv.cuMemcpyHtoDAsync(at+cuDevPtr(o), st.p, uint64(k), s.s), "cuMemcpyHtoDAsync(%d bytes)", k); err != nil {
			return err
		}
	}
	return s.d.drv.check(s.d.drv.cuStreamSynchronize(s.s), "cuStreamSynchronize")
}

// Read copies bytes [off, off+len(dst)) of src to host memory; it waits for the stream's earlier
// work first, and reports its failures.
func (s *Stream) Read(dst []byte, src *Buffer, off int64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	leave, err := s.d.enter()
	if err != nil {
		return err
	}
	defer leave()
	if err := s.read(dst, src, off); err != nil {
		return err
	}
	return s.q8Check()
}

func (s *Stream) read(dst []byte, src *Buffer, off int64) error {
	if err := src.usable(); err != nil {
		return err
	}
	if off < 0 || off+int64(len(dst)) > src.size {
		return fmt.Errorf("%w: reading %d bytes at %d of a %d-byte CUDA buffer", core.ErrOutOfRange, len(dst), off, src.size)
	}
	if len(dst) == 0 {
		return s.d.drv.check(s.d.drv.cuStreamSynchronize(s.s), "cuStreamSynchronize")
	}
	st, err := s.staging(min(len(dst), stagingChunk))
	if err != nil {
		return err
	}
	buf := st.bytes()
	for o := 0; o < len(dst); o += len(buf) {
		k := min(len(buf), len(dst)-o)
		if err := s.d.drv.check(s.d.drv.cuMemcpyDtoHAsync(st.p, src.ptr+cuDevPtr(off+int64(o)), uint64(k), s.s), "cuMemcpyDtoHAsync(%d bytes)", k); err != nil {
			return err
		}
		if err := s.d.drv.check(s.d.drv.cuStreamSynchronize(s.s), "cuStreamSynchronize"); err != nil {
			return err
		}
		copy(dst[o:o+k], buf[:k])
	}
	return nil
}

// WriteF32 copies float32 values into dst (from its start).
func (s *Stream) WriteF32(dst *Buffer, src []float32) error { return s.Write(dst, 0, f32Bytes(src)) }

// ReadF32 copies float32 values out of src (from its start), after the stream's earlier work.
func (s *Stream) ReadF32(dst []float32, src *Buffer) error { return s.Read(f32Bytes(dst), src, 0) }

func f32Bytes(v []float32) []byte {
	if len(v) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(v))), 4*len(v))
}

// memset zeroes n bytes at a device address.
func (s *Stream) zero(at cuDevPtr, n int64) error {
	if n == 0 {
		return nil
	}
	return s.d.drv.check(s.d.drv.cuMemsetD8Async(at, 0, uint64(n), s.s), "cuMemsetD8Async(%d bytes)", n)
}

// ---- modules and launches ----

// module is one compiled module loaded on the device.
type module struct {
	once sync.Once
	err  error
	mod  cuModule
	fns  map[string]*kfunc
}

// kfunc is a kernel of a loaded module.
type kfunc struct {
	f          cuFunction
	name       string
	staticSmem int
	maxDyn     int // dynamic shared memory the launch may use
	regs       int
	localBytes int
}

// kernel returns a kernel of a spec's module (spec nil: the util module), compiling or reading
// the module from the cache and loading it on first use.
func (d *Device) kernel(spec *kernelSpec, name string) (*kfunc, error) {
	key := utilKey
	if spec != nil {
		key = spec.Key
	}
	d.mu.Lock()
	if d.closed {
		d.mu.Unlock()
		return nil, errClosed
	}
	m := d.mods[key]
	if m == nil {
		m = &module{}
		d.mods[key] = m
	}
	d.mu.Unlock()
	m.once.Do(func() { m.err = d.loadModule(m, spec, key) })
	if m.err != nil {
		return nil, m.err
	}
	f := m.fns[name]
	if f == nil {
		return nil, fmt.Errorf("cuda: module %s has no kernel %s", key, name)
	}
	return f, nil
}

// loadModule runs with the context current (callers hold enter()).
func (d *Device) loadModule(m *module, spec *kernelSpec, key string) error {
	arch := 10*d.info.ComputeMajor + d.info.ComputeMinor
	img, _, err := moduleImage(spec, arch, nil)
	if err != nil {
		return err
	}
	blk, err := cmemGet()
	if err != nil {
		return err
	}
	defer cmemPut(blk)
	// JIT options (PTX images are compiled by the driver): the error and info logs, in C memory.
	const logSize = 1024
	opts, vals, logErr, logInfo := 0, 64, 128, 128+logSize
	for i, o := range []struct{ opt, val uintptr }{
		{cuJitErrorLogBuffer, blk.p + uintptr(logErr)}, {cuJitErrorLogBufferSize, logSize},
		{cuJitInfoLogBuffer, blk.p + uintptr(logInfo)}, {cuJitInfoLogBufferSizeBytes, logSize},
	} {
		*(*int32)(blk.ptr(opts + 4*i)) = int32(o.opt)
		blk.putPtr(vals+8*i, o.val)
	}
	image := img.image
	if img.ptx && (len(image) == 0 || image[len(image)-1] != 0) {
		image = append(image, 0)
	}
	if err := d.drv.check(d.drv.cuModuleLoadDataEx(&m.mod, bytePtr(image), 4, blk.p+uintptr(opts), blk.p+uintptr(vals)), "cuModuleLoadDataEx(%s)", key); err != nil {
		if log := goString(blk.p + uintptr(logErr)); log != "" {
			err = fmt.Errorf("%w\n%s", err, log)
		}
		return err
	}
	m.fns = map[string]*kfunc{}
	for _, name := range moduleKernels(spec) {
		nameZ := append([]byte(name), 0)
		f := &kfunc{name: name}
		if err := d.drv.check(d.drv.cuModuleGetFunction(&f.f, m.mod, &nameZ[0]), "cuModuleGetFunction(%s, %s)", key, name); err != nil {
			return err
		}
		var v int32
		if d.drv.cuFuncGetAttribute(&v, cuFuncAttrSharedSizeBytes, f.f) == 0 {
			f.staticSmem = int(v)
		}
		if d.drv.cuFuncGetAttribute(&v, cuFuncAttrNumRegs, f.f) == 0 {
			f.regs = int(v)
		}
		if d.drv.cuFuncGetAttribute(&v, cuFuncAttrLocalSizeBytes, f.f) == 0 {
			f.localBytes = int(v)
		}
		f.maxDyn = 48<<10 - f.staticSmem
		if opt := d.info.SharedPerBlockOpt - f.staticSmem; opt > f.maxDyn {
			if d.drv.cuFuncSetAttribute(f.f, cuFuncAttrMaxDynamicSmem, int32(opt)) == 0 {
				f.maxDyn = opt
			}
		}
		m.fns[name] = f
	}
	return nil
}

// occupancy is how many CTAs of block threads and smem dynamic bytes fit a multiprocessor.
func (d *Device) occupancy(f *kfunc, block, smem int) int {
	var n int32
	if d.drv.cuOccupancyMaxActiveBlocks(&n, f.f, int32(block), uint64(smem)) != 0 {
		return 0
	}
	return int(n)
}

// launch enqueues a kernel; args are the encoded kernel arguments, copied into a C memory
// parameter block (the driver reads them during the call).
func (s *Stream) launch(f *kfunc, gx, gy, block, smem int, args ...[]byte) error {
	return s.launchWith(false, f, gx, gy, block, smem, args...)
}

// launchDependent is launch with programmatic dependent launch where the device has it (compute
// capability 9.0+, a driver with cuLaunchKernelEx): the kernel may start while the stream's
// previous kernel still runs, and must wait for it (lb_grid_wait, prelude.cuh) before reading
// what that kernel writes. Elsewhere it is launch.
func (s *Stream) launchDependent(f *kfunc, gx, gy, block, smem int, args ...[]byte) error {
	return s.launchWith(s.d.drv.cuLaunchKernelEx != nil && s.d.info.ComputeMajor >= 9 && !tune.noPDL, f, gx, gy, block, smem, args...)
}

// CUlaunchConfig and CUlaunchAttribute (cuda.h): the config's 8-byte fields and the attribute
// (a 4-byte id, padding, a 64-byte value union) laid out in C memory after the parameters.
const (
	launchConfigBytes   = 56
	launchAttrBytes     = 72
	cuLaunchAttrProgSer = 6 // CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION
)

func (s *Stream) launchWith(dependent bool, f *kfunc, gx, gy, block, smem int, args ...[]byte) error {
	if smem > f.maxDyn {
		return fmt.Errorf("cuda: %s needs %d bytes of shared memory, the device allows %d", f.name, smem, f.maxDyn)
	}
	blk, err := cmemGet()
	if err != nil {
		return err
	}
	defer cmemPut(blk)
	params, err := packParams(blk.p, args)
	if err != nil {
		return err
	}
	copy(blk.bytes(), params)
	if !dependent {
		return s.d.drv.check(s.d.drv.cuLaunchKernel(f.f, uint32(gx), uint32(gy), 1, uint32(block), 1, 1, uint32(smem), s.s, blk.p, 0),
			"cuLaunchKernel(%s, grid %d×%d, block %d, smem %d)", f.name, gx, gy, block, smem)
	}
	cfgOff := (len(params) + 15) &^ 15
	if cfgOff+launchConfigBytes+launchAttrBytes > cparamBytes {
		return errParamsTooLarge(cfgOff + launchConfigBytes + launchAttrBytes)
	}
	b := blk.bytes()[cfgOff : cfgOff+launchConfigBytes+launchAttrBytes]
	clear(b)
	le := binary.LittleEndian
	for i, v := range []uint32{uint32(gx), uint32(gy), 1, uint32(block), 1, 1, uint32(smem)} {
		le.PutUint32(b[4*i:], v)
	}
	le.PutUint64(b[32:], uint64(s.s))
	le.PutUint64(b[40:], uint64(blk.p)+uint64(cfgOff+launchConfigBytes)) // attrs
	le.PutUint32(b[48:], 1)                                              // numAttrs
	le.PutUint32(b[launchConfigBytes:], cuLaunchAttrProgSer)
	le.PutUint32(b[launchConfigBytes+8:], 1) // value.programmaticStreamSerializationAllowed
	return s.d.drv.check(s.d.drv.cuLaunchKernelEx(blk.p+uintptr(cfgOff), f.f, blk.p, 0),
		"cuLaunchKernelEx(%s, grid %d×%d, block %d, smem %d, programmatic dependent launch)", f.name, gx, gy, block, smem)
}
