"""Matrix-vector products on a device, straight from the quantized weights (lowbit_gemv & co).

    import numpy as np, lowbit

    with lowbit.open("model.gguf") as m, lowbit.Device("cpu") as dev:
        w = m["blk.0.ffn_up.weight"]                     # (rows, cols), any format
        y = dev.gemv(w, x)                                # float32 (rows,): W @ x
        y = w.gemv(x)                                     # the same on the default CPU device
        Y = lowbit.gemm(w, X)                             # X (n, cols), n <= 8 -> (n, rows)
        h = lowbit.gemv_gate_up_silu(m["blk.0.ffn_gate.weight"], w, x)   # silu(Wg x) * (Wu x)
        e = lowbit.get_rows(m["token_embd.weight"], [1, 42])             # (2, cols) float32

    with lowbit.open("model.gguf") as m, lowbit.Device("cuda", 0) as gpu:   # NVIDIA GPU 0
        y = gpu.gemv(m["blk.0.ffn_up.weight"], x)        # the tensor is uploaded once, then cached
        y = m["blk.0.ffn_up.weight"].gemv(x, device="cuda")  # the process's shared CUDA device 0

``device`` is a :class:`Device`, or a string naming the process's shared device of a kind:
``"cpu"`` (what ``None`` means), ``"cuda"`` (= ``"cuda:0"``), ``"cuda:1"``, ... (see
:func:`default_device`). Without CUDA (no NVIDIA driver or GPU, not Linux) opening a CUDA device
raises :class:`UnsupportedError` whose message starts with "CUDA not available: " and says why.

Inputs are converted to C-contiguous float32 (no copy when they already are); results are new
float32 arrays, or are written into ``out=`` (a preallocated, C-contiguous, writeable float32 array
of the result's size), which is returned. The library writes straight into the array's memory and
releases the GIL while it computes, so calls from several threads run in parallel.
"""

from __future__ import annotations

import ctypes
import operator
import threading
from typing import Optional, Tuple, Union

import numpy as np

from . import _lib
from ._errors import InvalidArgumentError, InvalidHandleError

_KINDS = {"cpu": _lib.DEVICE_CPU, "cuda": _lib.DEVICE_CUDA, "metal": _lib.DEVICE_METAL}
_KIND_NAMES = {v: k for k, v in _KINDS.items()}

#: The largest batch :func:`gemm` takes (lowbit_gemm's limit).
MAX_GEMM_BATCH = 8


class Device:
    """Where products run (lowbit_device): ``Device("cpu")`` or ``Device("cuda", index)``
    (``Device("cuda:1")`` too). ``"metal"`` is reserved and raises :class:`UnsupportedError`.

    A CUDA device (Linux, an NVIDIA GPU and driver; see README.md) runs the same four methods on
    the GPU: each tensor is uploaded (all its parts) on its first use and stays cached on the GPU
    until this device is closed or the tensor's model is; :meth:`get_rows` decodes on the CPU (bit
    for bit the same rows). Without CUDA, ``Device("cuda")`` raises :class:`UnsupportedError`
    ("CUDA not available: <why>"); an index past the GPUs there are raises
    :class:`OutOfRangeError` naming their count.

    Use it as a context manager or call :meth:`close` (idempotent; the finalizer closes too);
    a closed device raises :class:`InvalidHandleError`. A device may be used from several threads
    at once. ``threads``: see :meth:`set_threads`; ``activations``: see :meth:`set_activations`.
    """

    def __init__(self, kind: Union[str, int] = "cpu", index: Optional[int] = None, threads: Optional[int] = None,
                 activations: str = "f32"):
        self._handle: Optional[int] = None
        self._lock = threading.Lock()
        if isinstance(kind, str):
            k, parsed = _parse_kind(kind)
            if parsed is not None:
                if index is not None and index != parsed:
                    raise InvalidArgumentError("device %r and index=%r disagree" % (kind, index))
                index = parsed
        else:
            k = _int32(kind, "device kind")
        self.kind: str = _KIND_NAMES.get(k, str(k))
        self.index: int = _int32(0 if index is None else index, "device index")
        h = _lib.lowbit_device_p()
        _lib.check(_lib.lowbit_device_open(k, self.index, ctypes.byref(h)))
        self._handle = h.value
        self.activations: str = "f32"
        try:
            if threads is not None:
                self.set_threads(threads)
            if activations != "f32":
                self.set_activations(activations)
        except BaseException:
            self.close()
            raise

    def _h(self) -> int:
        h = self._handle
        if h is None:
            raise InvalidHandleError("the %s device is closed" % self.kind, None)
        return h

    @property
    def closed(self) -> bool:
        return self._handle is None

    def close(self) -> None:
        """Releases the device. Calling it again does nothing."""
        with self._lock:
            h, self._handle = self._handle, None
        if h is not None:
            _lib.check(_lib.lowbit_device_free(h))

    def __enter__(self) -> "Device":
        self._h()
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __del__(self):
        try:
            if getattr(self, "_handle", None) is not None:
                self.close()
        except Exception:  # never raise from a finalizer
            pass

    def __repr__(self) -> str:
        return "<lowbit.Device %s:%d%s>" % (self.kind, self.index, " (closed)" if self.closed else "")

    def set_threads(self, n: int) -> None:
        """Threads the device's kernels use; ``n <= 0`` restores the default (one per core). For
        the CPU this is, for now, the process-wide count (the same as :func:`lowbit.set_threads`):
        every CPU device shares it. A CUDA device accepts and ignores it."""
        n = operator.index(n)
        _lib.check(_lib.lowbit_device_set_threads(self._h(), max(min(n, 2**31 - 1), -(2**31))))

    def set_activations(self, mode: str) -> None:
        """How this device's products treat x: ``"f32"`` (the default: exact float32) or ``"q8"``
        : each x vector is first rounded to Q8_0 exactly as ``lowbit.quantize(x,
        "Q8_0")`` and ggml's CPU backend do, then multiplied in integer arithmetic where the
        format has such a kernel — faster for most 4- to 8-bit formats, with the activation
        rounding's error (like ggml's; see lowbit.h, lowbit_device_set_activations). MLX affine
        4- and 8-bit, GPTQ, AWQ and compressed-tensors 4-bit tensors then compute as ``mx.quantized_matmul`` does
        (scale·Σq·x̂ + bias·Σx̂ or scale·(Σq·x̂ − zero·Σx̂) per group, the weights not rounded to
        the scales' dtype). "q8" needs
        rows whose length is a multiple of 32 and finite x (:class:`InvalidArgumentError`
        otherwise). On a CUDA device x is rounded on the GPU (the same x̂) and Q4_0…Q8_0, the
        K-quants Q4_K/Q5_K/Q6_K, IQ4_NL/IQ4_XS and MLX affine 4/8-bit (scale·q + bias unrounded)
        multiply in integer arithmetic (dp4a); the other formats multiply x̂ in float32 with their
        dequantized weights."""
        codes = {"f32": _lib.ACTIVATIONS_F32, "q8": _lib.ACTIVATIONS_Q8}
        if not isinstance(mode, str) or mode.lower() not in codes:
            raise InvalidArgumentError("activations must be \"f32\" or \"q8\", not %r" % (mode,))
        _lib.check(_lib.lowbit_device_set_activations(self._h(), codes[mode.lower()]))
        self.activations = mode.lower()

    # -- products -----------------------------------------------------------------------------------

    def gemv(self, tensor, x, out: Optional[np.ndarray] = None) -> np.ndarray:
        """``y = W @ x`` for a :class:`Tensor` W of shape ``(..., cols)``: x has ``cols`` values;
        the result has shape ``tensor.shape[:-1]`` (one value per row). Each value is within
        ``1e-5 * sum(|w * x|)`` of the float64 product with ``tensor.dequantize()`` (on every
        device kind)."""
        h, m = self._h(), _model_h(tensor)
        xa = _f32_in(x, "x", 1)
        y = _out(out, tuple(tensor.shape[:-1]), "gemv", xa)
        _lib.check(_lib.lowbit_gemv(h, m, tensor.index, _ptr(xa), xa.size, _ptr(y), y.size))
        return y

    def gemm(self, tensor, x, out: Optional[np.ndarray] = None) -> np.ndarray:
        """``Y = X @ W.T`` for a batch of 1 to 8 vectors: X is ``(n, cols)``, the result
        ``(n,) + tensor.shape[:-1]``. The weights are read once for the whole batch."""
        h, m = self._h(), _model_h(tensor)
        xa = _f32_in(x, "X", 2)
        n = xa.shape[0]  # 1 <= n <= MAX_GEMM_BATCH, which the library checks (and says so)
        if n >= 2**31:
            raise InvalidArgumentError("gemm: X has %d rows; it takes 1 to %d vectors" % (n, MAX_GEMM_BATCH))
        y = _out(out, (n,) + tuple(tensor.shape[:-1]), "gemm", xa)
        _lib.check(_lib.lowbit_gemm(h, m, tensor.index, n, _ptr(xa), xa.size, _ptr(y), y.size))
        return y

    def gemv_gate_up_silu(self, gate, up, x, out: Optional[np.ndarray] = None) -> np.ndarray:
        """The gated MLP input in one pass: ``silu(Wg @ x) * (Wu @ x)`` with ``silu(g) = g / (1 +
        exp(-g))``; gate and up are tensors of one model with the same shape (formats may
        differ)."""
        h, m = self._h(), _model_h(gate)
        if getattr(up, "_model", None) is not gate._model:
            raise InvalidArgumentError("gemv_gate_up_silu: gate and up must be tensors of the same model")
        xa = _f32_in(x, "x", 1)
        y = _out(out, tuple(gate.shape[:-1]), "gemv_gate_up_silu", xa)
        _lib.check(_lib.lowbit_gemv_gate_up_silu(h, m, gate.index, up.index, _ptr(xa), xa.size, _ptr(y), y.size))
        return y

    def get_rows(self, tensor, ids, out: Optional[np.ndarray] = None) -> np.ndarray:
        """Embedding lookup: rows ``ids`` (ints in ``[0, rows)``, any shape; no negative
        indexing) decoded to float32, bit-exact with :meth:`Tensor.dequantize`; the result has
        shape ``ids.shape + (cols,)``. On every device kind the rows are decoded by the CPU."""
        h, m = self._h(), _model_h(tensor)
        ia = np.asarray(ids)
        if ia.dtype == np.bool_ or not (np.issubdtype(ia.dtype, np.integer) or ia.size == 0):
            raise InvalidArgumentError("get_rows: ids must be integers, not %s" % ia.dtype)
        ia = np.ascontiguousarray(ia, dtype=np.int64)
        y = _out(out, ia.shape + (tensor.cols,), "get_rows")
        _lib.check(_lib.lowbit_get_rows(h, m, tensor.index, _ptr(ia), ia.size, _ptr(y), y.size))
        return y


# ---- the default device --------------------------------------------------------------------------

_shared: dict = {}  # (kind, index) -> Device
_default_lock = threading.Lock()


def default_device(kind: Union[str, int] = "cpu", index: Optional[int] = None) -> Device:
    """The process's shared device of a kind and index, opened on first use and kept open (so a
    CUDA device keeps the tensors it uploaded between calls): ``default_device()`` is the CPU
    device ``device=None`` means, ``default_device("cuda")`` (or ``"cuda:0"``) the one
    ``device="cuda"`` means. Opening fails as :class:`Device` does (without CUDA:
    :class:`UnsupportedError`, "CUDA not available: <why>"), and is tried again on the next call.
    Closing a shared device is allowed: the next call opens a new one."""
    if isinstance(kind, str):
        k, parsed = _parse_kind(kind)
        if parsed is not None:
            if index is not None and index != parsed:
                raise InvalidArgumentError("device %r and index=%r disagree" % (kind, index))
            index = parsed
    else:
        k = _int32(kind, "device kind")
    key = (k, _int32(0 if index is None else index, "device index"))
    d = _shared.get(key)
    if d is None or d.closed:
        with _default_lock:
            d = _shared.get(key)
            if d is None or d.closed:
                d = Device(k, key[1])
                _shared[key] = d
    return d


def _device(device: Union[Device, str, None]) -> Device:
    if device is None:
        return default_device()
    if isinstance(device, str):
        return default_device(device)
    if not isinstance(device, Device):
        raise InvalidArgumentError(
            "device must be a lowbit.Device or a device name (\"cpu\", \"cuda\", \"cuda:1\"), not %s"
            % type(device).__name__
        )
    return device


def gemv(tensor, x, out: Optional[np.ndarray] = None, device: Union[Device, str, None] = None) -> np.ndarray:
    """:meth:`Device.gemv` on ``device``: a :class:`Device`, a device name (``"cpu"``,
    ``"cuda"``, ``"cuda:1"``: that kind's shared device, :func:`default_device`), or ``None``
    (the shared CPU device)."""
    return _device(device).gemv(tensor, x, out=out)


def gemm(tensor, x, out: Optional[np.ndarray] = None, device: Union[Device, str, None] = None) -> np.ndarray:
    """:meth:`Device.gemm` on ``device``: a :class:`Device`, a device name (``"cpu"``,
    ``"cuda"``, ``"cuda:1"``: that kind's shared device, :func:`default_device`), or ``None``
    (the shared CPU device)."""
    return _device(device).gemm(tensor, x, out=out)


def gemv_gate_up_silu(gate, up, x, out: Optional[np.ndarray] = None, device: Union[Device, str, None] = None) -> np.ndarray:
    """:meth:`Device.gemv_gate_up_silu` on ``device``: a :class:`Device`, a device name (``"cpu"``,
    ``"cuda"``, ``"cuda:1"``: that kind's shared device, :func:`default_device`), or ``None``
    (the shared CPU device)."""
    return _device(device).gemv_gate_up_silu(gate, up, x, out=out)


def get_rows(tensor, ids, out: Optional[np.ndarray] = None, device: Union[Device, str, None] = None) -> np.ndarray:
    """:meth:`Device.get_rows` on ``device``: a :class:`Device`, a device name (``"cpu"``,
    ``"cuda"``, ``"cuda:1"``: that kind's shared device, :func:`default_device`), or ``None``
    (the shared CPU device)."""
    return _device(device).get_rows(tensor, ids, out=out)


# ---- helpers ---------------------------------------------------------------------------------------

def _parse_kind(name: str) -> Tuple[int, Optional[int]]:
    """A device name, "cpu", "cuda", "cuda:1", ...: its LOWBIT_DEVICE_* value and the index it
    names (None when it names none)."""
    base, sep, idx = name.strip().lower().partition(":")
    k = _KINDS.get(base)
    index = None
    if k is not None and sep:
        try:
            index = int(idx, 10)
        except ValueError:
            k = None
    if k is None:
        raise InvalidArgumentError(
            "device kind must be one of %s (optionally with \":<index>\", e.g. \"cuda:1\"), not %r"
            % (", ".join(repr(n) for n in _KINDS), name)
        )
    return k, index


def _int32(v, what: str) -> int:
    try:
        v = operator.index(v)
    except TypeError:
        raise InvalidArgumentError("%s must be an int, not %s" % (what, type(v).__name__)) from None
    if not -(2**31) <= v < 2**31:
        raise InvalidArgumentError("%s %d is outside int32" % (what, v))
    return v


def _model_h(tensor) -> int:
    model = getattr(tensor, "_model", None)
    if model is None or not hasattr(tensor, "index"):
        raise InvalidArgumentError("expected a lowbit.Tensor, not %s" % type(tensor).__name__)
    return model._h()


def _f32_in(x, what: str, ndim: int) -> np.ndarray:
    try:
        a = np.ascontiguousarray(x, dtype=np.float32)
    except (TypeError, ValueError) as e:
        raise InvalidArgumentError("%s must be a real array convertible to float32: %s" % (what, e)) from None
    if a.ndim != ndim:
        raise InvalidArgumentError(
            "%s must be %s, not an array of shape %s" % (what, "1-D (cols,)" if ndim == 1 else "2-D (n, cols)", a.shape)
        )
    return a


def _out(out: Optional[np.ndarray], shape: Tuple[int, ...], what: str, x: Optional[np.ndarray] = None) -> np.ndarray:
    if out is None:
        return np.empty(shape, dtype=np.float32)
    if not isinstance(out, np.ndarray) or out.dtype != np.float32:
        raise InvalidArgumentError("%s: out must be a numpy float32 array" % what)
    if not out.flags.c_contiguous or not out.flags.writeable:
        raise InvalidArgumentError("%s: out must be C-contiguous and writeable" % what)
    want = int(np.prod(shape, dtype=np.int64))
    if out.size != want:
        raise InvalidArgumentError("%s: out has %d elements, the result %s has %d" % (what, out.size, shape, want))
    if x is not None and np.may_share_memory(out, x):
        raise InvalidArgumentError("%s: out must not overlap the input" % what)
    return out


def _ptr(a: np.ndarray):
    return a.ctypes.data if a.size else None


__all__ = ["Device", "MAX_GEMM_BATCH", "default_device", "gemm", "gemv", "gemv_gate_up_silu", "get_rows"]
