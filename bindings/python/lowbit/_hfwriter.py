"""Writing MLX / GPTQ / AWQ / compressed-tensors checkpoints; quantizing into MLX's formats."""

from __future__ import annotations

import ctypes
import json
import operator
import os
import threading
from typing import Any, Dict, Mapping, Optional, Sequence, Tuple, Union

import numpy as np

from . import _lib
from ._dtypes import dtype_of, format_of, is_bf16
from ._errors import InvalidArgumentError, InvalidHandleError
from ._formats import (
    BF16,
    F16,
    F32,
    QUANT_ACT_ORDER,
    QUANT_SYMMETRIC,
    QUANT_ZERO_OFFSET,
    _as_id,
    format_id,
)
from ._model import Quant

FormatLike = Union[int, str]

#: MLX quantization modes (mx.quantize's ``mode``) and their formats.
MLX_MODES = {"affine": "MLX_AFFINE", "mxfp4": "MLX_MXFP4", "nvfp4": "MLX_NVFP4", "mxfp8": "MLX_MXFP8"}


def _part_format(fmt: FormatLike) -> int:
    """A part-based format from an MLX mode name, a format name or an id."""
    if isinstance(fmt, str):
        return format_id(MLX_MODES.get(fmt.lower(), fmt))
    return _as_id(fmt)


def _dims(shape: Sequence[int], what: str):
    try:
        dims = [operator.index(d) for d in shape]
    except TypeError:
        raise InvalidArgumentError("%s: a shape is a sequence of ints" % what) from None
    if len(dims) > _lib.MAX_DIMS:
        raise InvalidArgumentError("%s has %d dimensions; at most %d" % (what, len(dims), _lib.MAX_DIMS))
    return (ctypes.c_int64 * max(len(dims), 1))(*dims), len(dims)


def _params(bits: Optional[int], group_size: Optional[int], flags: int = 0, global_scale: Optional[float] = None):
    p = _lib.new_struct(_lib.lowbit_quant_params)
    p.bits = 0 if bits is None else operator.index(bits)
    p.group_size = 0 if group_size is None else operator.index(group_size)
    p.flags = flags
    p.global_scale = 0.0 if global_scale is None else float(global_scale)
    return p


def _float_source(array) -> Tuple[np.ndarray, int]:
    """(C-contiguous buffer, source format) of float weights: float32, float16 or bfloat16 as
    they are (MLX computes in that type); other floats rounded to float32."""
    a = np.asarray(array)
    if a.dtype == np.float32:
        return np.ascontiguousarray(a), F32
    if a.dtype == np.float16:
        return np.ascontiguousarray(a), F16
    if is_bf16(a.dtype):
        return np.ascontiguousarray(a).view(np.uint16), BF16
    if a.dtype.kind == "f":
        return np.ascontiguousarray(a, dtype=np.float32), F32
    raise InvalidArgumentError("quantizing takes float32, float16 or bfloat16 weights, not %s" % a.dtype)


def _stored(array, fmt: Optional[FormatLike], what: str) -> Tuple[np.ndarray, int]:
    """(C-contiguous array, plain format) of a tensor to store as is: the dtype's format, or an
    explicit one whose bytes the array holds (e.g. ``uint16`` bit patterns as ``"BF16"``)."""
    a = np.ascontiguousarray(np.asarray(array))
    fid = format_of(a.dtype) if fmt is None else (format_id(fmt) if isinstance(fmt, str) else _as_id(fmt))
    if fid is None:
        raise InvalidArgumentError("%s: no tensor format for dtype %s; pass a format" % (what, a.dtype))
    return a, fid


class HFWriter:
    """Builds an MLX, GPTQ, AWQ or compressed-tensors checkpoint directory (lowbit_hf_writer).

        with lowbit.HFWriter(config={"model_type": "llama"}) as w:
            w.add_quantized("model.layers.0.mlp.up_proj", weights, "affine", bits=4, group_size=64)
            w.add_tensor("model.norm.weight", norm)                     # plain, as its dtype
            w.write("out-mlx")                                          # mlx-lm's layout

    MLX layers are written as mlx-lm saves a model (``model.safetensors`` or shards, an index, and
    ``config.json`` with ``quantization`` / ``quantization_config``: the most common scheme global,
    the others per layer). GPTQ / AWQ / compressed-tensors layers (:meth:`add_codes`) as the
    reference tools save a checkpoint (``config.json`` ``quantization_config``, plus
    ``quantize_config.json`` for GPTQ). One checkpoint holds one family. A layer ``name`` is stored
    as ``<name>.weight``, ``<name>.scales``, ... Everything added is copied.
    """

    def __init__(self, config: Optional[Mapping[str, Any]] = None):
        self._handle: Optional[int] = None
        self._lock = threading.Lock()
        h = _lib.lowbit_hf_writer_p()
        _lib.check(_lib.lowbit_hf_writer_new(ctypes.byref(h)))
        self._handle = h.value
        if config is not None:
            try:
                self.set_config(config)
            except BaseException:
                self.close()
                raise

    # -- lifetime ---------------------------------------------------------------------------------

    def _h(self) -> int:
        h = self._handle
        if h is None:
            raise InvalidHandleError("the hf writer is closed", None)
        return h

    @property
    def closed(self) -> bool:
        return self._handle is None

    def close(self) -> None:
        """Frees the writer (nothing is written). Calling it again does nothing."""
        with self._lock:
            h, self._handle = self._handle, None
        if h is not None:
            _lib.check(_lib.lowbit_hf_writer_free(h))

    def __enter__(self) -> "HFWriter":
        self._h()
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __del__(self):
        try:
            if getattr(self, "_handle", None) is not None:
                self.close()
        except Exception:
            pass

    # -- adding -----------------------------------------------------------------------------------

    def set_config(self, config: Optional[Mapping[str, Any]]) -> None:
        """The rest of config.json (``model_type``, ``hidden_size``, ...); its quantization keys
        are the writer's. ``None`` clears it."""
        js = None if config is None else json.dumps(dict(config)).encode("utf-8")
        _lib.check(_lib.lowbit_hf_writer_set_config(self._h(), js))

    def add_tensor(self, name: str, array, format: Optional[FormatLike] = None) -> None:  # noqa: A002
        """A plain tensor stored as is: as its dtype's element type (float32 -> F32, bfloat16 ->
        BF16, int32 -> I32, uint8 -> U8, ...), or as ``format`` whose bytes the array holds."""
        a, fid = _stored(array, format, "tensor %r" % name)
        dims, n = _dims(a.shape, "tensor %r" % name)
        _lib.check(_lib.lowbit_hf_writer_add_tensor(self._h(), _enc(name), fid, n, dims,
                                                    a.ctypes.data if a.nbytes else None, a.nbytes))

    def add_quantized(self, name: str, weights, format: FormatLike = "affine", bits: Optional[int] = None,  # noqa: A002
                      group_size: Optional[int] = None, global_scale: Optional[float] = None) -> None:
        """Quantizes float weights ``[..., out, in]`` into an MLX format, bit-exact with
        ``mx.quantize(weights, group_size, bits, mode)`` on the CPU: MLX computes in the weights'
        dtype (float32, float16 or bfloat16), which is also the affine scales' and biases' dtype.

        ``format``: an MLX mode (``"affine"``, ``"mxfp4"``, ``"nvfp4"``, ``"mxfp8"``), a format
        name (``"MLX_AFFINE"``) or id. ``bits`` / ``group_size``: ``None`` for MLX's defaults
        (affine 4 / 64; the fp modes' fixed values). ``global_scale``: nvfp4's optional one.
        """
        fid = _part_format(format)
        src, sid = _float_source(weights)
        if src.ndim < 2:
            raise InvalidArgumentError("tensor %r: a quantized layer has at least 2 dimensions ([out, in])" % name)
        dims, n = _dims(src.shape, "tensor %r" % name)
        p = _params(bits, group_size, 0, global_scale)
        _lib.check(_lib.lowbit_hf_writer_add_quantized(self._h(), _enc(name), fid, ctypes.byref(p),
                                                       src.ctypes.data if src.size else None, sid, n, dims))

    def add_codes(self, name: str, q, scales, format: FormatLike = "GPTQ", bits: int = 4,  # noqa: A002
                  group_size: int = 128, zeros=None, g_idx=None, bias=None, scale_dtype="float16",
                  v1: bool = False) -> None:
        """Packs integer codes of a ``[out, in]`` layer as GPTQ, AWQ_GEMM, AWQ_GEMV or
        CT_PACK_QUANTIZED, laid out as the reference packers do.

        ``q``: ``(out, in)`` codes in ``[0, 2**bits)``; ``scales`` (and ``zeros``, ``None`` for
        symmetric: ``2**(bits-1)``): ``(out, groups)``; ``g_idx``: ``in`` group indices (act-order)
        or ``None``; ``bias``: ``out`` values or ``None``. ``group_size=-1``: one group per row.
        ``scale_dtype``: how scales and bias are stored (``"float16"``, ``"bfloat16"``,
        ``"float32"``). ``v1``: GPTQ's ``"gptq"`` zero points (zero - 1 stored; a zero of 0
        cannot be written so).
        """
        fid = _part_format(format)
        qa = np.ascontiguousarray(q, dtype=np.uint8)
        if qa.ndim != 2:
            raise InvalidArgumentError("layer %r: q must be (out, in), not %s" % (name, qa.shape))
        rows, cols = qa.shape
        if np.any(np.asarray(q) != qa):
            raise InvalidArgumentError("layer %r: codes must be in [0, 256)" % name)
        keep = [qa]
        codes = _lib.new_struct(_lib.lowbit_codes)
        codes.q = qa.ctypes.data
        gs = cols if group_size == -1 else operator.index(group_size)
        groups = -(-cols // gs) if gs > 0 else 0

        def arr(v, dtype, shape, what):
            a = np.ascontiguousarray(v, dtype=dtype)
            if a.size != int(np.prod(shape)):
                raise InvalidArgumentError("layer %r: %s has %d values, want %s" % (name, what, a.size, shape))
            keep.append(a)
            return a.ctypes.data

        codes.scales = arr(scales, np.float32, (rows, groups), "scales")
        if zeros is not None:
            codes.zeros = arr(zeros, np.uint8, (rows, groups), "zeros")
        if g_idx is not None:
            codes.g_idx = arr(g_idx, np.int32, (cols,), "g_idx")
        if bias is not None:
            codes.bias = arr(bias, np.float32, (rows,), "bias")
        sd = {"float16": F16, "f16": F16, "bfloat16": BF16, "bf16": BF16, "float32": F32, "f32": F32}.get(
            str(np.dtype(scale_dtype)) if not isinstance(scale_dtype, str) else scale_dtype.lower())
        if sd is None:
            raise InvalidArgumentError("scale_dtype must be float16, bfloat16 or float32, not %r" % (scale_dtype,))
        codes.scale_format = sd
        p = _params(bits, group_size, QUANT_ZERO_OFFSET if v1 else 0)
        _lib.check(_lib.lowbit_hf_writer_add_codes(self._h(), _enc(name), fid, ctypes.byref(p), rows, cols,
                                                   ctypes.byref(codes)))

    def add_parts(self, name: str, parts: Mapping[str, Any], format: FormatLike, shape: Sequence[int],  # noqa: A002
                  bits: Optional[int] = None, group_size: Optional[int] = None, symmetric: bool = False,
                  act_order: bool = False, zero_offset: int = 0) -> None:
        """A layer from already packed parts, e.g. ``mx.quantize``'s: ``{"weight": w, "scales": s,
        "biases": b}`` (each an array stored as its dtype, or ``(array, format)``), with the
        layer's logical ``shape`` ``[..., out, in]`` and scheme. The parts are checked against both
        as when a checkpoint is read."""
        fid = _part_format(format)
        dims, n = _dims(shape, "tensor %r" % name)
        items = list(parts.items())
        cparts = (_lib.lowbit_part_data * max(len(items), 1))()
        keep = []
        for i, (role, v) in enumerate(items):
            a, pf = _stored(*v, "part %r" % role) if isinstance(v, tuple) else _stored(v, None, "part %r" % role)
            pdims, pn = _dims(a.shape, "part %r" % role)
            r = _enc(role)
            keep += [a, pdims, r]
            cparts[i].role = r
            cparts[i].format = pf
            cparts[i].n_dims = pn
            cparts[i].dims = pdims
            cparts[i].data = a.ctypes.data if a.nbytes else None
            cparts[i].bytes = a.nbytes
        flags = (QUANT_SYMMETRIC if symmetric else 0) | (QUANT_ACT_ORDER if act_order else 0) | \
            (QUANT_ZERO_OFFSET if zero_offset else 0)
        p = _params(bits, group_size, flags)
        _lib.check(_lib.lowbit_hf_writer_add_parts(self._h(), _enc(name), fid, ctypes.byref(p), n, dims, cparts,
                                                   len(items)))

    # -- reading back -----------------------------------------------------------------------------

    def quant(self, name: str) -> Optional[Quant]:
        """The scheme of a layer added under name (``None`` for a plain tensor)."""
        info = _lib.new_struct(_lib.lowbit_tensor_info)
        _lib.check(_lib.lowbit_hf_writer_tensor_info(self._h(), _enc(name), ctypes.byref(info)))
        if info.n_parts == 0:
            return None
        fl = int(info.quant_flags)
        return Quant(int(info.quant_bits), int(info.quant_group_size), fl, bool(fl & QUANT_SYMMETRIC),
                     bool(fl & QUANT_ACT_ORDER), 1 if fl & QUANT_ZERO_OFFSET else 0)

    def parts(self, name: str) -> Dict[str, np.ndarray]:
        """``{role: stored values}`` of a layer added under name, as they will be written (new
        arrays of each part's dtype and shape; see :meth:`Tensor.numpy`)."""
        h = self._h()
        info = _lib.new_struct(_lib.lowbit_tensor_info)
        _lib.check(_lib.lowbit_hf_writer_tensor_info(h, _enc(name), ctypes.byref(info)))
        out: Dict[str, np.ndarray] = {}
        for i in range(int(info.n_parts)):
            p = _lib.new_struct(_lib.lowbit_tensor_part)
            _lib.check(_lib.lowbit_hf_writer_part_get(h, _enc(name), i, ctypes.byref(p), None, 0))
            buf = np.empty(int(p.byte_size), dtype=np.uint8)
            _lib.check(_lib.lowbit_hf_writer_part_get(h, _enc(name), i, ctypes.byref(p),
                                                      buf.ctypes.data if buf.size else None, buf.size))
            shape = tuple(int(p.dims[j]) for j in range(p.n_dims))
            dt = dtype_of(int(p.format))
            out[p.role.decode("utf-8")] = buf.view(dt).reshape(shape) if dt is not None else buf
        return out

    # -- output -----------------------------------------------------------------------------------

    def write(self, directory: Union[str, os.PathLike]) -> None:
        """Writes the checkpoint into ``directory`` (created if missing). The writer stays usable."""
        _lib.check(_lib.lowbit_hf_writer_write(self._h(), os.fsencode(os.fspath(directory))))

    def __repr__(self) -> str:
        return "<lowbit.HFWriter%s>" % (" (closed)" if self.closed else "")


def _enc(s: str) -> bytes:
    if not isinstance(s, str):
        raise InvalidArgumentError("expected a str, not %s" % type(s).__name__)
    return s.encode("utf-8", "surrogateescape")


def quantize_mlx(weights, bits: Optional[int] = None, group_size: Optional[int] = None, mode: str = "affine",
                 global_scale: Optional[float] = None) -> Dict[str, np.ndarray]:
    """Quantizes float weights ``[..., out, in]`` as ``mx.quantize(weights, group_size, bits,
    mode)`` does on the CPU, bit for bit, and returns the parts: ``{"weight": uint32 packed codes,
    "scales": ..., "biases": ...}`` (affine: scales and biases in the weights' dtype; mxfp4 / mxfp8
    / nvfp4: ``uint8`` scale bytes, no biases; nvfp4 with ``global_scale``: also
    ``"global_scale"``). ``bits`` / ``group_size`` ``None``: MLX's defaults (affine 4 / 64).
    """
    with HFWriter() as w:
        w.add_quantized("w", weights, mode, bits=bits, group_size=group_size, global_scale=global_scale)
        return w.parts("w")


__all__ = ["HFWriter", "MLX_MODES", "quantize_mlx"]
