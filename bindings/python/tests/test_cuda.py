"""CUDA devices from Python: lowbit.Device("cuda") and device="cuda".

Without CUDA (no NVIDIA driver or GPU, or not Linux) opening a CUDA device must fail cleanly with
UnsupportedError "CUDA not available: <why>" (test_cuda_unavailable) and the GPU comparisons skip,
saying why; LOWBIT_REQUIRE_GPU=1 makes the skip a failure (scripts/gpu-check.sh sets it). With a
GPU, every case of test_gemv.py (every format lowbit quantizes, MLX, GPTQ / AWQ /
compressed-tensors) runs on it: GEMV, GEMM (n = 1 … 8), gate·up·SiLU within the documented bound
of the float64 product and within twice it of the CPU device's results, get_rows bit-exact; the
largest relative error per format is printed at the end (pytest -s) and, with
LOWBIT_CUDA_REPORT=path, written there. LOWBIT_CUDA_TEST_FORMATS=Q4_0,MLX_AFFINE narrows the
formats (for the CPU emulator of the kernels; every one by default)."""

from __future__ import annotations

import os
import threading

import pytest

from lowbit_testutil import need

np = need("numpy", "numpy is the package's only dependency")
lowbit = need("lowbit", "the bindings need build/liblowbit.so or LOWBIT_LIBRARY")

# The models and helpers of the CPU tests (pytest finds the imported fixtures here too).
from test_gemv import (  # noqa: E402,F401
    CASES,
    REL,
    activations,
    dense,
    gguf_model,
    mlx_affine_unrounded,
    mlx_model,
    models,
    packed_models,
    partner,
)

REQUIRE_GPU = os.environ.get("LOWBIT_REQUIRE_GPU") == "1"
SELECTED = [f for f in os.environ.get("LOWBIT_CUDA_TEST_FORMATS", "").split(",") if f]


def _cuda_why():
    """None when CUDA device 0 opens, else the library's message."""
    try:
        lowbit.Device("cuda").close()
        return None
    except lowbit.UnsupportedError as e:
        return str(e)


WHY = _cuda_why()


def test_cuda_unavailable(tmp_path):
    """Without CUDA: a clean UnsupportedError from every way of asking for the device."""
    if WHY is None:
        pytest.skip("CUDA is available here (test_cuda_* compare it with the CPU)")
    assert "CUDA not available" in WHY
    with pytest.raises(lowbit.UnsupportedError, match="CUDA not available") as e:
        lowbit.Device("cuda", 0)
    assert e.value.status == lowbit.UnsupportedError.status
    with pytest.raises(lowbit.UnsupportedError, match="CUDA not available"):
        lowbit.Device("cuda:1")
    with pytest.raises(lowbit.UnsupportedError, match="CUDA not available"):
        lowbit.default_device("cuda")
    path = tmp_path / "small.gguf"
    with lowbit.GGUFWriter() as gw:
        gw.add_tensor("w", np.ones((4, 32), np.float32))
        gw.write(path)
    with lowbit.open(path) as m:
        t, x = m["w"], np.ones(32, np.float32)
        for call in (lambda: t.gemv(x, device="cuda"), lambda: lowbit.gemm(t, x[None], device="cuda:0"),
                     lambda: lowbit.gemv_gate_up_silu(t, t, x, device="cuda"), lambda: t.get_rows([0], device="cuda")):
            with pytest.raises(lowbit.UnsupportedError, match="CUDA not available"):
                call()
        assert np.array_equal(t.gemv(x, device="cpu"), np.full(4, 32, np.float32))  # the CPU still works
    if REQUIRE_GPU:
        pytest.fail("LOWBIT_REQUIRE_GPU=1, but " + WHY)


def test_device_names():
    with pytest.raises(lowbit.InvalidArgumentError, match="device kind must be one of"):
        lowbit.Device("cuda:x")
    with pytest.raises(lowbit.InvalidArgumentError, match="disagree"):
        lowbit.Device("cuda:1", index=0)
    with pytest.raises(lowbit.InvalidArgumentError, match="disagree"):
        lowbit.default_device("cpu:0", index=2)
    with pytest.raises(lowbit.OutOfRangeError, match="CPU device index 1"):
        lowbit.Device("cpu:1")
    with lowbit.Device("CPU:0") as d:
        assert d.kind == "cpu" and d.index == 0


@pytest.fixture(scope="module")
def gpu():
    if WHY is not None:
        if REQUIRE_GPU:
            pytest.fail("LOWBIT_REQUIRE_GPU=1, but " + WHY)
        pytest.skip(WHY)
    d = lowbit.Device("cuda", 0)
    yield d
    d.close()


@pytest.fixture(scope="module")
def cpu():
    with lowbit.Device("cpu") as d:
        yield d


# format -> [tensors, gemv, gemm, gate_up, vs CPU]: the largest error relative to sum(|w*x|)
REPORT: dict = {}


@pytest.fixture(scope="module", autouse=True)
def report():
    yield
    if not REPORT:
        return
    lines = ["CUDA: largest error per format, relative to sum(|w*x|) (gate_up: scaled to its bound, 1e-5 = at it)",
             "  %-20s %7s %10s %10s %10s %10s" % ("format", "tensors", "gemv", "gemm", "gate_up", "vs CPU")]
    for f in sorted(REPORT):
        n, *e = REPORT[f]
        lines.append("  %-20s %7d %10.3g %10.3g %10.3g %10.3g" % ((f, n) + tuple(e)))
    text = "\n".join(lines)
    print("\n" + text)
    path = os.environ.get("LOWBIT_CUDA_REPORT")
    if path:
        with open(path, "w") as fh:
            fh.write(text + "\n")


def _record(fmt, *errs):
    r = REPORT.setdefault(fmt, [0, 0.0, 0.0, 0.0, 0.0])
    r[0] += 1
    for i, e in enumerate(errs):
        r[1 + i] = max(r[1 + i], float(e))


def _rel(got, want, absum):
    err = np.abs(np.asarray(got, np.float64).ravel() - np.asarray(want, np.float64).ravel())
    a = np.asarray(absum, np.float64).ravel()
    return float(np.max(np.where(a > 0, err / np.where(a > 0, a, 1), np.where(err > 0, np.inf, 0)), initial=0))


def _check(got, want, absum, bound, what):
    err = np.abs(np.asarray(got, np.float64).ravel() - np.asarray(want, np.float64).ravel())
    lim = (bound * np.asarray(absum, np.float64) + 2e-35).ravel()
    bad = np.flatnonzero(err > lim)
    assert not bad.size, "%s: %d of %d values outside %g*sum|w*x|; first at %d: %.9g, want %.9g" % (
        what, bad.size, err.size, bound, bad[0], np.asarray(got).ravel()[bad[0]], np.asarray(want).ravel()[bad[0]])


@pytest.mark.parametrize("where,name", CASES, ids=["%s:%s" % c for c in CASES])
def test_cuda_products(gpu, cpu, models, where, name):
    m = models[where]
    t = m[name]
    if SELECTED and t.format not in SELECTED:
        pytest.skip("LOWBIT_CUDA_TEST_FORMATS leaves out %s" % t.format)
    rng = np.random.default_rng(len(name) * 257 + t.rows)
    w = dense(t)
    wabs = np.abs(w)
    rows_shape = t.shape[:-1]

    x = activations(rng, t.cols)
    x64 = x.astype(np.float64)
    want, absum = w @ x64, wabs @ np.abs(x64)
    y = gpu.gemv(t, x)
    assert y.dtype == np.float32 and y.shape == rows_shape
    _check(y, want, absum, REL, "%s cuda gemv" % t.format)
    yc = cpu.gemv(t, x)
    _check(y, yc, absum, 2 * REL, "%s cuda gemv vs the CPU" % t.format)
    e_gemv, e_cpu = _rel(y, want, absum), _rel(y, yc, absum)
    # the same device through every spelling; the cached upload computes the same bits again
    assert np.array_equal(gpu.gemv(t, x), y)
    assert np.array_equal(t.gemv(x, device=gpu), y)
    assert np.array_equal(lowbit.gemv(t, x, device="cuda"), y)
    out = np.full(rows_shape, np.nan, np.float32)
    assert gpu.gemv(t, x, out=out) is out and np.array_equal(out, y)

    e_gemm = 0.0
    for n in (1, 2, 3, 5, 8):
        X = activations(rng, n, t.cols)
        X64 = X.astype(np.float64)
        Y = gpu.gemm(t, X)
        assert Y.dtype == np.float32 and Y.shape == (n,) + rows_shape
        want2, absum2 = X64 @ w.T, np.abs(X64) @ wabs.T
        _check(Y.reshape(n, -1), want2, absum2, REL, "%s cuda gemm n=%d" % (t.format, n))
        Yc = cpu.gemm(t, X)
        _check(Y.reshape(n, -1), Yc.reshape(n, -1), absum2, 2 * REL, "%s cuda gemm n=%d vs the CPU" % (t.format, n))
        e_gemm = max(e_gemm, _rel(Y, want2, absum2))
        e_cpu = max(e_cpu, _rel(Y, Yc, absum2))
        assert np.array_equal(lowbit.gemm(t, X, device="cuda"), Y)

    up = partner(m, t)
    wu = dense(up)
    g, u = w @ x64, wu @ x64
    eg, eu = REL * absum, REL * (np.abs(wu) @ np.abs(x64))
    s = g / (1 + np.exp(-g))
    tol = 1.1 * eg * (np.abs(u) + eu) + (np.abs(s) + 1.1 * eg) * eu + 2.4e-7 * np.abs(s * u) + 1e-30
    h = gpu.gemv_gate_up_silu(t, up, x)
    assert h.dtype == np.float32 and h.shape == rows_shape
    err = np.abs(h.reshape(-1).astype(np.float64) - s * u)
    assert np.all(err <= tol), "%s + %s cuda gate_up: max excess %g" % (t.format, up.format, np.max(err - tol))
    hc = cpu.gemv_gate_up_silu(t, up, x)
    assert np.all(np.abs(h.reshape(-1).astype(np.float64) - hc.reshape(-1)) <= 2 * tol), "%s cuda gate_up vs the CPU" % t.format
    e_gate_up = float(np.max(err / tol, initial=0)) * REL

    w32 = t.dequantize().reshape(t.rows, t.cols)
    ids = np.array([t.rows - 1, 0, t.rows // 2, 0], np.int64)
    e = gpu.get_rows(t, ids)
    assert np.array_equal(e.view(np.uint32), w32[ids].view(np.uint32))
    assert np.array_equal(t.get_rows(ids, device="cuda").view(np.uint32), e.view(np.uint32))
    assert gpu.get_rows(t, []).shape == (0, t.cols)
    _record(t.format, e_gemv, e_gemm, e_gate_up, e_cpu)


def test_cuda_errors_and_lifetimes(gpu, gguf_model, tmp_path):
    t = gguf_model["q.Q8_0"]
    x = np.ones(t.cols, np.float32)
    with pytest.raises(lowbit.InvalidArgumentError, match="x_len is 511"):
        gpu.gemv(t, x[:-1])
    with pytest.raises(lowbit.InvalidArgumentError, match="n is 9"):
        gpu.gemm(t, np.ones((9, t.cols), np.float32))
    with pytest.raises(lowbit.OutOfRangeError, match="id 37"):
        gpu.get_rows(t, [t.rows])
    with pytest.raises(lowbit.OutOfRangeError, match="there are"):
        lowbit.Device("cuda", 4096)
    gpu.set_threads(4)  # accepted and ignored
    gpu.set_threads(0)
    # a model closed while the device holds its tensors; a device closed while the model lives
    path = tmp_path / "small.gguf"
    with lowbit.GGUFWriter() as gw:
        gw.add_tensor("w", np.arange(4 * 64, dtype=np.float32).reshape(4, 64) / 64, format="Q8_0")
        gw.write(path)
    xs = np.linspace(-1, 1, 64, dtype=np.float32)
    want = None
    for _ in range(4):
        m = lowbit.open(path)
        y = m["w"].gemv(xs, device=gpu)
        if want is None:
            want = y
        assert np.array_equal(y, want)
        with lowbit.Device("cuda") as g2:
            assert np.array_equal(g2.gemv(m["w"], xs), want)
        with pytest.raises(lowbit.InvalidHandleError):
            g2.gemv(m["w"], xs)
        w = m["w"]
        m.close()
        with pytest.raises(lowbit.InvalidHandleError):
            gpu.gemv(w, xs)


def test_cuda_concurrent(gpu, gguf_model):
    tensors = [gguf_model["big.Q4_K"], gguf_model["big.Q8_0"]]
    if SELECTED:
        tensors = [t for t in tensors if t.format in SELECTED]
        if not tensors:
            pytest.skip("LOWBIT_CUDA_TEST_FORMATS leaves out Q4_K and Q8_0")
    rng = np.random.default_rng(3)
    xs = [activations(rng, 4, t.cols) for t in tensors]
    want = [(gpu.gemv(t, x[0]), gpu.gemm(t, x)) for t, x in zip(tensors, xs)]
    errors = []
    start = threading.Barrier(6)

    def work(k):
        try:
            start.wait()
            dev = gpu if k % 2 else "cuda"
            for _ in range(10):
                for t, x, (g1, g4) in zip(tensors, xs, want):
                    assert np.array_equal(lowbit.gemv(t, x[0], device=dev), g1), "gemv %s" % t.name
                    assert np.array_equal(lowbit.gemm(t, x, device=dev), g4), "gemm %s" % t.name
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append("thread %d: %r" % (k, e))

    threads = [threading.Thread(target=work, args=(k,)) for k in range(6)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert not errors, errors


def _xhat(x):
    """x rounded to Q8_0 as lowbit (and ggml's quantize_row_q8_0_ref) does: d = max|x|/127 kept as
    fp16, q = round(x / d) half away from zero; returns d·q as float32."""
    b = x.astype(np.float32).reshape(x.shape[:-1] + (-1, 32))
    d = (np.max(np.abs(b), axis=-1, keepdims=True) / np.float32(127)).astype(np.float32)
    with np.errstate(divide="ignore"):
        inv = np.where(d != 0, np.float32(1) / d, np.float32(0)).astype(np.float32)
    v = (b * inv).astype(np.float64)
    q = np.trunc(v + np.copysign(0.5, v))
    return (d.astype(np.float16).astype(np.float32) * q.astype(np.float32)).reshape(x.shape)


@pytest.fixture(scope="module")
def gpu_q8(gpu):
    d = lowbit.Device("cuda", 0, activations="q8")
    yield d
    d.close()


@pytest.mark.parametrize("where,name", CASES, ids=["%s:%s" % c for c in CASES])
def test_cuda_q8_products(gpu_q8, models, where, name):
    """activations="q8" on the GPU: GEMV, GEMM (n = 1, 3, 8) and gate·up with x̂ within the bound."""
    m = models[where]
    t = m[name]
    if SELECTED and t.format not in SELECTED:
        pytest.skip("LOWBIT_CUDA_TEST_FORMATS leaves out %s" % t.format)
    if t.cols % 32:
        with pytest.raises(lowbit.InvalidArgumentError, match="multiple of 32"):
            gpu_q8.gemv(t, activations(np.random.default_rng(1), t.cols))
        return
    rng = np.random.default_rng(len(name) * 131 + t.rows)
    w = dense(t)
    if t.format == "MLX_AFFINE" and t.quant.bits in (4, 8) and t.quant.group_size % 32 == 0:
        w = mlx_affine_unrounded(t)  # the GPU's integer kernel: scale·q + bias unrounded (lowbit.h)
    for n in (1, 3, 8):
        X = activations(rng, n, t.cols)
        Xh = _xhat(X).astype(np.float64)
        Y = gpu_q8.gemm(t, X).reshape(n, -1)
        _check(Y, Xh @ w.T, np.abs(Xh) @ np.abs(w).T, REL, "%s cuda q8 gemm n=%d" % (t.format, n))
    x = activations(rng, t.cols)
    xh = _xhat(x).astype(np.float64)
    _check(gpu_q8.gemv(t, x), w @ xh, np.abs(w) @ np.abs(xh), REL, "%s cuda q8 gemv" % t.format)
    x[3] = np.inf
    with pytest.raises(lowbit.InvalidArgumentError, match="activation 3 is"):
        gpu_q8.gemv(t, x)
