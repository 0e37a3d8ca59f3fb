"""The compute entry points (lowbit_gemv, lowbit_gemm, lowbit_gemv_gate_up_silu, lowbit_get_rows)
through lowbit.Device / lowbit.gemv & co, against numpy float64 products on the dequantized
matrix: every format lowbit can quantize (lowbit.formats(); with an importance matrix where one is
needed, and a second tensor with one where it is accepted), every MLX format lowbit quantizes
(HFWriter.add_quantized), and every GPTQ / AWQ / compressed-tensors packing (HFWriter.add_codes).

The documented bound: each result is within 1e-5 * sum(|w * x|) of the float64 dot product of x
with the row lowbit.Tensor.dequantize decodes; get_rows is bit-exact with dequantize."""

from __future__ import annotations

import ctypes
import threading
import zlib

import pytest

from lowbit_testutil import need

np = need("numpy", "numpy is the package's only dependency")
lowbit = need("lowbit", "the bindings need build/liblowbit.so or LOWBIT_LIBRARY")

from lowbit import _lib  # noqa: E402

FORMATS = {f.name: f for f in lowbit.formats()}
QUANTIZABLE = sorted((f for f in FORMATS.values() if f.can_quantize), key=lambda f: f.id)
MLX_FORMATS = sorted((f for f in FORMATS.values() if f.can_quantize_parts), key=lambda f: f.id)
PACKED_FORMATS = sorted((f for f in FORMATS.values() if f.can_pack_codes), key=lambda f: f.id)

ROWS = 37  # odd: the kernels' groups of rows have a tail
REL = 1e-5  # the documented bound, relative to sum(|w * x|)


def cols_for(f, at_least=512):
    b = max(f.block_elems, 1)
    return b * -(-at_least // b)


def float_weights(rows, cols, seed):
    rng = np.random.default_rng(seed)
    w = rng.standard_normal((rows, cols)).astype(np.float32) * 0.5
    w[:, ::97] *= 8  # some outliers, as real weights have
    w[rows // 3] *= 1e-3  # a row of small weights
    return w


# ---- the models ----------------------------------------------------------------------------------

def gguf_plan():
    """(tensor name, format, rows, cols, needs an imatrix) for every quantizable format."""
    plan = []
    for f in QUANTIZABLE:
        plan.append(("q.%s" % f.name, f.name, ROWS, cols_for(f), f.needs_imatrix))
        if f.uses_imatrix and not f.needs_imatrix:
            plan.append(("q.%s.imatrix" % f.name, f.name, ROWS, cols_for(f), True))
    return plan


GGUF_PLAN = gguf_plan()

# (layer, MLX format, bits, group size, source dtype, global scale): every MLX format, affine at
# every bit width, and half-precision weights (whose scales MLX stores as that dtype).
MLX_PLAN = []
for _f in MLX_FORMATS:
    if _f.name == "MLX_AFFINE":
        for _bits, _group, _dt in [(2, 64, "float32"), (3, 32, "float32"), (4, 64, "float32"), (4, 32, "float16"),
                                   (5, 128, "float32"), (6, 64, "float32"), (8, 32, "float16"), (8, 128, "float32")]:
            MLX_PLAN.append(("mlx.affine%d.g%d.%s" % (_bits, _group, _dt), _f.name, _bits, _group, _dt, None))
    else:
        MLX_PLAN.append(("mlx.%s" % _f.name.lower(), _f.name, None, None, "float32", None))
        if _f.name == "MLX_NVFP4":
            MLX_PLAN.append(("mlx.%s.global" % _f.name.lower(), _f.name, None, None, "float32", 0.75))

# (checkpoint, format, bits, group, symmetric, act-order) for the packers: one checkpoint each (a
# checkpoint holds one family and scheme), with two layers of one shape (gate and up).
PACKED_PLAN = []
for _f in PACKED_FORMATS:
    schemes = {
        "GPTQ": [(4, 32, False, False), (3, 32, True, True), (8, -1, False, False), (2, 64, False, True)],
        "AWQ_GEMM": [(4, 32, False, False), (4, 64, True, False)],
        "AWQ_GEMV": [(4, 32, False, False)],
        "CT_PACK_QUANTIZED": [(4, 32, True, False), (8, -1, False, False), (4, 32, False, True)],
    }.get(_f.name, [(4, 32, False, False)])
    for _s in schemes:
        PACKED_PLAN.append(("%s.b%d.g%d%s%s" % (_f.name.lower(), _s[0], _s[1], ".sym" if _s[2] else "",
                                                ".act" if _s[3] else ""), _f.name) + _s)

PACKED_LAYERS = ("model.layers.0.mlp.gate_proj", "model.layers.0.mlp.up_proj")


@pytest.fixture(scope="module")
def gguf_model(tmp_path_factory):
    path = tmp_path_factory.mktemp("gemv") / "formats.gguf"
    rng = np.random.default_rng(5)
    with lowbit.GGUFWriter() as w:
        for i, (name, fmt, rows, cols, imatrix) in enumerate(GGUF_PLAN):
            x = float_weights(rows, cols, i)
            im = rng.uniform(0.05, 3.0, cols).astype(np.float32) if imatrix else None
            w.add_tensor(name, lowbit.quantize(x, fmt, imatrix=im), format=fmt, shape=x.shape)
        w.add_tensor("big.Q4_K", float_weights(256, 4096, 99), format="Q4_K")  # split across threads
        w.add_tensor("big.Q8_0", float_weights(256, 4096, 98), format="Q8_0")
        w.add_tensor("q8.3d", float_weights(6, 64, 7).reshape(2, 3, 64), format="Q8_0")
        w.add_tensor("one.row", float_weights(1, 96, 8))
        w.add_tensor("plain.i32", np.arange(-6, 6, dtype=np.int32).reshape(3, 4))
        w.write(path)
    m = lowbit.open(path)
    yield m
    m.close()


@pytest.fixture(scope="module")
def mlx_model(tmp_path_factory):
    d = tmp_path_factory.mktemp("gemv-mlx")
    with lowbit.HFWriter({"model_type": "llama"}) as w:
        for i, (name, fmt, bits, group, dt, gs) in enumerate(MLX_PLAN):
            x = float_weights(40, 256, 100 + i).astype(dt)
            w.add_quantized(name, x, fmt, bits=bits, group_size=group, global_scale=gs)
        w.write(d)
    m = lowbit.open(d)
    assert m.kind == "mlx"
    yield m
    m.close()


@pytest.fixture(scope="module")
def packed_models(tmp_path_factory):
    models = {}
    for ckpt, fmt, bits, group, sym, act in PACKED_PLAN:
        d = tmp_path_factory.mktemp("gemv-" + ckpt)
        rng = np.random.default_rng(zlib.crc32(ckpt.encode()))
        n, k = 64, 128
        g = k if group == -1 else group
        with lowbit.HFWriter({"model_type": "llama"}) as w:
            for layer in PACKED_LAYERS:
                q = rng.integers(0, 1 << bits, (n, k))
                scales = rng.uniform(1e-3, 0.05, (n, -(-k // g))).astype(np.float32)
                zeros = None if sym else rng.integers(1, 1 << bits, scales.shape)
                g_idx = (rng.permutation(k) // g) if act else None
                bias = rng.standard_normal(n).astype(np.float32) if fmt == "GPTQ" else None
                w.add_codes(layer, q, scales, fmt, bits=bits, group_size=group, zeros=zeros, g_idx=g_idx, bias=bias)
            w.write(d)
        models[ckpt] = lowbit.open(d)
    yield models
    for m in models.values():
        m.close()


CASES = ([("gguf", p[0]) for p in GGUF_PLAN] + [("gguf", "big.Q4_K"), ("gguf", "big.Q8_0"), ("gguf", "q8.3d"),
                                               ("gguf", "one.row"), ("gguf", "plain.i32")]
         + [("mlx", p[0]) for p in MLX_PLAN]
         + [(p[0], layer) for p in PACKED_PLAN for layer in PACKED_LAYERS])


@pytest.fixture(scope="module")
def models(gguf_model, mlx_model, packed_models):
    return dict(packed_models, gguf=gguf_model, mlx=mlx_model)


def test_plan_covers_every_format():
    covered = {fmt for _, fmt, *_ in GGUF_PLAN} | {p[1] for p in MLX_PLAN} | {p[1] for p in PACKED_PLAN}
    want = {f.name for f in QUANTIZABLE} | {f.name for f in MLX_FORMATS} | {f.name for f in PACKED_FORMATS}
    assert covered == want
    assert len(QUANTIZABLE) >= 30 and MLX_FORMATS and PACKED_FORMATS


# ---- products against float64 --------------------------------------------------------------------

def assert_within(got, want, absum, what):
    got = np.asarray(got, np.float64)
    err = np.abs(got - want)
    bad = np.flatnonzero(err.ravel() > (REL * absum + 1e-35).ravel())
    if bad.size:
        i = int(bad[0])
        raise AssertionError("%s: %d of %d values outside 1e-5*sum|w*x|; first at %d: %.9g, want %.9g (sum|w*x| %.6g)"
                             % (what, bad.size, got.size, i, got.ravel()[i], want.ravel()[i], absum.ravel()[i]))


def dense(t):
    return t.dequantize().reshape(t.rows, t.cols).astype(np.float64)


def activations(rng, *shape):
    x = rng.standard_normal(shape).astype(np.float32)
    x[..., ::7] *= 4
    return x


def partner(m, t):
    """Another tensor of the model with t's shape (for gate + up), or t itself."""
    same = [u for u in m.logical_tensors if u.shape == t.shape and u.name != t.name
            and u.format_id not in (lowbit.I32,) and FORMATS[u.format].can_dequantize]
    return same[(len(t.name) * 7) % len(same)] if same else t


@pytest.mark.parametrize("where,name", CASES, ids=["%s:%s" % c for c in CASES])
def test_products(models, where, name):
    m = models[where]
    t = m[name]
    rng = np.random.default_rng(len(name) * 131 + t.rows)
    w = dense(t)
    wabs = np.abs(w)
    rows_shape = t.shape[:-1]

    # GEMV: module function, tensor method, an explicit device, out=
    x = activations(rng, t.cols)
    x64 = x.astype(np.float64)
    want, absum = w @ x64, wabs @ np.abs(x64)
    y = lowbit.gemv(t, x)
    assert y.dtype == np.float32 and y.shape == rows_shape
    assert_within(y.reshape(-1), want, absum, "%s gemv" % t.format)
    assert np.array_equal(t.gemv(x), y)
    with lowbit.Device("cpu") as dev:
        assert np.array_equal(dev.gemv(t, x), y)
        assert np.array_equal(t.gemv(x, device=dev), y)
    out = np.full(rows_shape, np.nan, np.float32)
    assert t.gemv(x, out=out) is out and np.array_equal(out, y)

    # GEMM: every batch size
    for n in (1, 2, 3, 5, 8):
        X = activations(rng, n, t.cols)
        X64 = X.astype(np.float64)
        Y = lowbit.gemm(t, X)
        assert Y.dtype == np.float32 and Y.shape == (n,) + rows_shape
        assert_within(Y.reshape(n, -1), X64 @ w.T, np.abs(X64) @ wabs.T, "%s gemm n=%d" % (t.format, n))
    out = np.empty((n,) + rows_shape, np.float32)
    assert t.gemm(X, out=out) is out and np.array_equal(out, Y)

    # 8-bit activations: the products with x̂, x rounded to Q8_0 by lowbit.quantize
    if t.cols % 32 == 0:
        with lowbit.Device("cpu", activations="q8") as dq:
            assert dq.activations == "q8"
            xh = q8_round(x)
            w8 = q8_weights(t, w)
            y8 = dq.gemv(t, x)
            assert_within(y8.reshape(-1), w8 @ xh, np.abs(w8) @ np.abs(xh), "%s gemv q8" % t.format)
            X = activations(rng, 3, t.cols)
            Xh = np.stack([q8_round(v) for v in X])
            Y8 = dq.gemm(t, X)
            assert_within(Y8.reshape(3, -1), Xh @ w8.T, np.abs(Xh) @ np.abs(w8).T, "%s gemm q8" % t.format)

    # gate + up + SiLU, with another tensor of this shape as up
    up = partner(m, t)
    wu = dense(up)
    g, u = w @ x64, wu @ x64
    eg, eu = REL * absum, REL * (np.abs(wu) @ np.abs(x64))
    s = g / (1 + np.exp(-g))
    tol = 1.1 * eg * (np.abs(u) + eu) + (np.abs(s) + 1.1 * eg) * eu + 2.4e-7 * np.abs(s * u) + 1e-30
    h = lowbit.gemv_gate_up_silu(t, up, x)
    assert h.dtype == np.float32 and h.shape == rows_shape
    err = np.abs(h.reshape(-1).astype(np.float64) - s * u)
    assert np.all(err <= tol), "%s + %s gate_up: max excess %g" % (t.format, up.format, np.max(err - tol))

    # get_rows: bit-exact with dequantize, any shape of ids
    w32 = t.dequantize().reshape(t.rows, t.cols)
    ids = np.array([t.rows - 1, 0, t.rows // 2, 0], np.int64)
    e = lowbit.get_rows(t, ids)
    assert e.shape == (4, t.cols) and e.dtype == np.float32
    assert np.array_equal(e.view(np.uint32), w32[ids].view(np.uint32))
    e2 = t.get_rows(ids.reshape(2, 2).tolist())
    assert e2.shape == (2, 2, t.cols) and np.array_equal(e2.reshape(4, -1), e)
    assert lowbit.get_rows(t, []).shape == (0, t.cols)


def cpu_has_vnni():
    """Whether this CPU runs lowbit's AVX-512 VNNI kernels (Linux x86-64: /proc/cpuinfo's flags)."""
    try:
        with open("/proc/cpuinfo") as f:
            flags = next((line.split(":", 1)[1].split() for line in f if line.startswith("flags")), [])
    except OSError:
        return False
    return {"avx512f", "avx512bw", "avx512vl", "avx512_vnni"} <= set(flags)


def q8_weights(t, w):
    """The W of t's products with 8-bit activations: on CPUs with AVX-512 VNNI, MLX affine 4- and
    8-bit tensors and GPTQ, AWQ and compressed-tensors 4-bit ones with f16/bf16 scales (in the
    shapes their integer kernels take) compute as mx.quantized_matmul does, with W = scale·q + bias or
    scale·(q − zero) unrounded (lowbit.h, lowbit_device_set_activations); every other tensor with
    its dequantized w."""
    if t.format not in ("MLX_AFFINE", "GPTQ", "AWQ_GEMM", "AWQ_GEMV", "CT_PACK_QUANTIZED") or not cpu_has_vnni():
        return w
    parts, (g, bits) = t.part_arrays(), (t.quant.group_size, t.quant.bits)
    if parts.get("scales", parts.get("weight_scale")).dtype == np.float32 or t.cols % g:
        return w
    f64, nibbles = _f64, _nibbles

    if t.format == "AWQ_GEMM":  # qweight [in, out/8]: column 8j + c in nibble [0 4 1 5 2 6 3 7][c]
        if bits != 4 or g % 32 or t.rows % 8:
            return w
        cols = np.arange(t.rows)
        order = cols // 8 * 8 + np.array([0, 4, 1, 5, 2, 6, 3, 7])[cols % 8]
        q = nibbles(parts["qweight"], 4)[:, order]                       # [in, out]
        z = nibbles(parts["qzeros"], 4)[:, order] if "qzeros" in parts else np.full((t.cols // g, t.rows), 8.0)
        s = f64(parts["scales"])                                          # [in/g, out]
        return ((q - np.repeat(z, g, axis=0)) * np.repeat(s, g, axis=0)).T
    if 4096 % g:
        return w
    if t.format in ("AWQ_GEMV", "CT_PACK_QUANTIZED"):  # rows of LSB-first nibbles
        gidx = parts.get("weight_g_idx")
        if bits != 4 or (4096 // g) % 8 or not (g % 64 == 0 or (g == 32 and t.cols % 64 == 0)) or (
                gidx is not None and not np.array_equal(gidx, np.arange(t.cols) // g)):
            return w
        groups = t.cols // g
        if t.format == "AWQ_GEMV":
            q = nibbles(parts["qweight"], 4)                                # [out, in]
            z = nibbles(parts["qzeros"], 4)[:, :groups]                     # [out, groups]
            s = f64(parts["scales"])[:, :groups]
        else:
            q = nibbles(parts["weight_packed"], 4)[:, :t.cols]
            zp = parts.get("weight_zero_point")                             # [ceil(out/8), groups]
            z = (nibbles(zp.T.copy(), 4).T[:t.rows] if zp is not None else np.full((t.rows, groups), 8.0))
            s = f64(parts["weight_scale"])
        return (q - np.repeat(z, g, axis=1)) * np.repeat(s, g, axis=1)
    if t.format == "MLX_AFFINE":
        if bits not in (4, 8) or (bits == 4 and g % 64 and not (g == 32 and t.cols % 64 == 0)):
            return w
        return mlx_affine_unrounded(t)
    gidx = parts.get("g_idx")
    if bits != 4 or t.rows % 16 or g % 32 or "qzeros" not in parts or (
            gidx is not None and not np.array_equal(gidx, np.arange(t.cols) // g)):
        return w
    q = nibbles(parts["qweight"].T.copy(), 4)                     # [out, in]
    z = nibbles(parts["qzeros"], 4) + t.quant.zero_offset          # [in/g, out]
    s = f64(parts["scales"])                                       # [in/g, out]
    return (q - np.repeat(z.T, g, axis=1)) * np.repeat(s.T, g, axis=1)


def _f64(a):
    """A scales part as float64 (bf16 parts come as their uint16 bits)."""
    if a.dtype == np.uint16 or a.dtype.name == "bfloat16":
        return (a.view(np.uint16).astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return a.astype(np.float64)


def _nibbles(words, bits):
    """The codes of little-endian words, LSB first, along the last axis, as float64."""
    words = words.view(np.uint32).astype(np.uint64)
    shifts = np.arange(0, 32, bits, dtype=np.uint64)
    return ((words[..., None] >> shifts) & ((1 << bits) - 1)).reshape(words.shape[:-1] + (-1,)).astype(np.float64)


def mlx_affine_unrounded(t):
    """An MLX affine 4- or 8-bit tensor's weights scale·q + bias, not rounded to the scales' dtype
    (what integer kernels with 8-bit activations multiply)."""
    g, bits, parts = t.quant.group_size, t.quant.bits, t.part_arrays()
    q = _nibbles(parts["weight"].reshape(t.rows, -1), bits)
    s = np.repeat(_f64(parts["scales"]).reshape(t.rows, -1), g, axis=1)
    b = np.repeat(_f64(parts["biases"]).reshape(t.rows, -1), g, axis=1)
    return s * q + b


def q8_round(x):
    """x rounded to Q8_0 (lowbit.quantize, = ggml's quantize_row_q8_0_ref) and decoded, as float64."""
    blocks = lowbit.quantize(np.asarray(x, np.float32).reshape(1, -1), "Q8_0").reshape(-1, 34)
    d = blocks[:, :2].copy().view(np.float16).astype(np.float64)
    q = blocks[:, 2:].view(np.int8).astype(np.float64)
    return (d * q).reshape(-1)


def test_activations_q8_errors(gguf_model):
    t = gguf_model["q.Q4_0"]
    with pytest.raises(lowbit.InvalidArgumentError, match="f32.*q8"):
        lowbit.Device("cpu", activations="int8")
    with lowbit.Device("cpu") as dev:
        assert dev.activations == "f32"
        dev.set_activations("Q8")
        x = activations(np.random.default_rng(3), t.cols)
        x[7] = np.inf
        with pytest.raises(lowbit.InvalidArgumentError, match="activation 7 is \\+Inf"):
            dev.gemv(t, x)
        x[7] = 1
        assert np.all(np.isfinite(dev.gemv(t, x)))
        dev.set_activations("f32")
        x64 = x.astype(np.float64)
        w = dense(t)
        assert_within(dev.gemv(t, x).reshape(-1), w @ x64, np.abs(w) @ np.abs(x64), "Q4_0 back to f32")


def test_gemv_converts_inputs(gguf_model):
    t = gguf_model["q.Q4_K"]
    x = activations(np.random.default_rng(1), t.cols)
    y = t.gemv(x)
    assert np.array_equal(t.gemv(x.astype(np.float64)), y)  # converted to float32 exactly
    assert np.array_equal(t.gemv(x.tolist()), y)
    strided = np.empty(2 * t.cols, np.float32)[::2]
    strided[:] = x
    assert np.array_equal(t.gemv(strided), y)  # a non-contiguous view is copied


# ---- concurrency ---------------------------------------------------------------------------------

def test_concurrent_calls(gguf_model, mlx_model):
    tensors = [gguf_model["big.Q4_K"], gguf_model["big.Q8_0"], gguf_model["q.IQ4_XS"], mlx_model[MLX_PLAN[0][0]]]
    rng = np.random.default_rng(11)
    xs = [activations(rng, 4, t.cols) for t in tensors]
    lowbit.set_threads(1)
    try:
        want = [(t.gemv(x[0]), t.gemm(x), t.get_rows([3, 1, 0])) for t, x in zip(tensors, xs)]
    finally:
        lowbit.set_threads(0)
    errors = []
    start = threading.Barrier(8)

    def work(k):
        try:
            start.wait()
            own = lowbit.Device("cpu") if k % 2 else None
            for rep in range(25):
                if k == 0:
                    lowbit.default_device().set_threads(rep % 3)  # 0 (default), 1, 2 while others run
                for t, x, (g1, g4, r) in zip(tensors, xs, want):
                    assert np.array_equal(t.gemv(x[0], device=own), g1), "gemv %s" % t.name
                    assert np.array_equal(lowbit.gemm(t, x, device=own), g4), "gemm %s" % t.name
                    assert np.array_equal(lowbit.get_rows(t, [3, 1, 0], device=own), r), "get_rows %s" % t.name
            if own is not None:
                own.close()
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append("thread %d: %r" % (k, e))

    threads = [threading.Thread(target=work, args=(k,)) for k in range(8)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    lowbit.set_threads(0)
    assert not errors, errors


# ---- devices and errors --------------------------------------------------------------------------

def test_devices():
    # CUDA: test_cuda.py
    with pytest.raises(lowbit.UnsupportedError, match="Metal devices are not available yet"):
        lowbit.Device("metal")
    with pytest.raises(lowbit.InvalidArgumentError, match="device kind must be one of"):
        lowbit.Device("tpu")
    with pytest.raises(lowbit.InvalidArgumentError, match="device kind 7"):
        lowbit.Device(7)
    with pytest.raises(lowbit.OutOfRangeError, match="CPU device index 1"):
        lowbit.Device("cpu", 1)
    d = lowbit.Device(0, threads=2)
    assert d.kind == "cpu" and not d.closed and "cpu:0" in repr(d)
    d.set_threads(0)
    d.close()
    d.close()  # idempotent
    assert d.closed
    with pytest.raises(lowbit.InvalidHandleError):
        d.set_threads(1)
    assert lowbit.default_device() is lowbit.default_device()


def test_errors(gguf_model, tmp_path):
    t = gguf_model["q.Q4_0"]
    x = np.ones(t.cols, np.float32)
    with pytest.raises(lowbit.InvalidArgumentError, match=r"tensor \"q.Q4_0\".*x_len is 511, want the tensor's row length 512"):
        t.gemv(x[:-1])
    with pytest.raises(lowbit.InvalidArgumentError, match="x must be 1-D"):
        t.gemv(x.reshape(1, -1))
    with pytest.raises(lowbit.InvalidArgumentError, match="X must be 2-D"):
        t.gemm(x)
    with pytest.raises(lowbit.InvalidArgumentError, match="n is 9; it takes 1 to 8"):
        t.gemm(np.ones((9, t.cols), np.float32))
    with pytest.raises(lowbit.InvalidArgumentError, match="n is 0"):
        t.gemm(np.ones((0, t.cols), np.float32))
    with pytest.raises(lowbit.InvalidArgumentError, match="n × cols = 2 × 512 = 1024"):
        t.gemm(np.ones((2, 100), np.float32))
    with pytest.raises(lowbit.InvalidArgumentError, match="convertible to float32"):
        t.gemv(["a"] * t.cols)
    # out=
    with pytest.raises(lowbit.InvalidArgumentError, match="float32"):
        t.gemv(x, out=np.empty(t.rows, np.float64))
    with pytest.raises(lowbit.InvalidArgumentError, match="has 36 elements"):
        t.gemv(x, out=np.empty(t.rows - 1, np.float32))
    with pytest.raises(lowbit.InvalidArgumentError, match="C-contiguous"):
        t.gemv(x, out=np.empty(2 * t.rows, np.float32)[::2])
    ro = np.empty(t.rows, np.float32)
    ro.flags.writeable = False
    with pytest.raises(lowbit.InvalidArgumentError, match="writeable"):
        t.gemv(x, out=ro)
    buf = np.ones(t.cols + t.rows, np.float32)
    with pytest.raises(lowbit.InvalidArgumentError, match="overlap"):
        t.gemv(buf[: t.cols], out=buf[t.cols - 1: t.cols - 1 + t.rows])
    # get_rows
    with pytest.raises(lowbit.OutOfRangeError, match="id 37 \\(index 1\\)"):
        t.get_rows([0, t.rows])
    with pytest.raises(lowbit.OutOfRangeError, match="id -1"):
        t.get_rows([-1])
    with pytest.raises(lowbit.InvalidArgumentError, match="ids must be integers"):
        t.get_rows([0.5])
    with pytest.raises(lowbit.InvalidArgumentError, match="has 3 elements"):
        t.get_rows([0, 1], out=np.empty(3, np.float32))
    # gate and up
    other = gguf_model["one.row"]
    with pytest.raises(lowbit.InvalidArgumentError, match="must have the same rows and columns"):
        lowbit.gemv_gate_up_silu(t, other, x)
    # not a tensor, not a device
    with pytest.raises(lowbit.InvalidArgumentError, match="lowbit.Tensor"):
        lowbit.gemv(np.ones((2, 2)), x)
    with pytest.raises(lowbit.InvalidArgumentError, match="lowbit.Device or a device name"):
        lowbit.gemv(t, x, device=3)
    with pytest.raises(lowbit.InvalidArgumentError, match="device kind must be one of"):
        lowbit.gemv(t, x, device="tpu")
    assert np.array_equal(lowbit.gemv(t, x, device="cpu"), t.gemv(x))
    assert lowbit.default_device("cpu") is lowbit.default_device() is lowbit.default_device("cpu:0")
    # closed devices and models
    d = lowbit.Device()
    d.close()
    with pytest.raises(lowbit.InvalidHandleError, match="closed"):
        t.gemv(x, device=d)
    path = tmp_path / "small.gguf"
    with lowbit.GGUFWriter() as w:
        w.add_tensor("w", np.ones((4, 32), np.float32))
        w.write(path)
    m = lowbit.open(path)
    w4 = m["w"]
    assert np.array_equal(w4.gemv(np.ones(32, np.float32)), np.full(4, 32, np.float32))
    with pytest.raises(lowbit.InvalidArgumentError, match="same model"):
        lowbit.gemv_gate_up_silu(w4, gguf_model["q.Q8_0"], np.ones(32, np.float32))
    m.close()
    with pytest.raises(lowbit.InvalidHandleError):
        w4.gemv(np.ones(32, np.float32))


def test_c_level_errors(gguf_model):
    """The C functions themselves, through ctypes: handles, NULL pointers, lengths."""
    t = gguf_model["q.Q8_0"]
    mh = gguf_model._h()
    dev = lowbit.default_device()
    dh = dev._h()
    x = np.ones(t.cols, np.float32)
    y = np.full(t.rows, -5, np.float32)
    xp, yp = x.ctypes.data, y.ctypes.data

    def err(status, needle):
        assert _lib.last_error().find(needle) >= 0, _lib.last_error()
        return status

    assert err(_lib.lowbit_gemv(None, mh, t.index, xp, t.cols, yp, t.rows), "device handle is NULL") == 2
    assert err(_lib.lowbit_gemv(12345, mh, t.index, xp, t.cols, yp, t.rows), "device handle") == 2
    assert err(_lib.lowbit_gemv(mh, mh, t.index, xp, t.cols, yp, t.rows), "device handle") == 2  # a model is no device
    assert err(_lib.lowbit_gemv(dh, None, t.index, xp, t.cols, yp, t.rows), "model handle is NULL") == 2
    assert err(_lib.lowbit_gemv(dh, dh, t.index, xp, t.cols, yp, t.rows), "model handle") == 2
    assert err(_lib.lowbit_gemv(dh, mh, -1, xp, t.cols, yp, t.rows), "tensor index -1") == 7
    assert err(_lib.lowbit_gemv(dh, mh, t.index, None, t.cols, yp, t.rows), "x is NULL") == 1
    assert err(_lib.lowbit_gemv(dh, mh, t.index, xp, t.cols, None, t.rows), "y is NULL") == 1
    assert err(_lib.lowbit_gemv(dh, mh, t.index, xp, t.cols, yp, t.rows - 1), "y_len is 36, the result has 37") == 8
    assert err(_lib.lowbit_gemv(dh, mh, t.index, xp, 2**64 - 1, yp, t.rows), "x_len") == 1
    assert np.all(y == -5)  # failed calls wrote nothing
    assert err(_lib.lowbit_gemm(dh, mh, t.index, 9, xp, t.cols, yp, t.rows), "n is 9") == 1
    assert err(_lib.lowbit_gemm(dh, mh, t.index, -1, xp, t.cols, yp, t.rows), "n is -1") == 1
    ids = np.array([0, 1], np.int64)
    assert err(_lib.lowbit_get_rows(dh, mh, t.index, None, 2, yp, 2 * t.cols), "ids is NULL") == 1
    assert err(_lib.lowbit_get_rows(dh, mh, t.index, ids.ctypes.data, 2, yp, 2 * t.cols - 1), "dst_len") == 8
    assert err(_lib.lowbit_get_rows(dh, mh, t.index, ids.ctypes.data, 2**64 - 1, yp, 1), "n_ids") == 1
    assert _lib.lowbit_get_rows(dh, mh, t.index, None, 0, None, 0) == 0
    out = _lib.lowbit_device_p(7)
    assert err(_lib.lowbit_device_open(2, 0, ctypes.byref(out)), "Metal devices are not available yet") == 5 and out.value == 7
    assert err(_lib.lowbit_device_open(3, 0, ctypes.byref(out)), "device kind 3") == 1
    assert err(_lib.lowbit_device_open(0, 0, None), "out is NULL") == 1
    assert _lib.lowbit_device_free(None) == 0
    assert _lib.lowbit_gemv(dh, mh, t.index, xp, t.cols, yp, 2**64 - 1) == 0  # capacity beyond the result
