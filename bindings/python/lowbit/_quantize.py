"""Quantizing numpy arrays and whole models; llama.cpp file types; importance matrices."""

from __future__ import annotations

import ctypes
import operator
import os
from typing import Dict, List, NamedTuple, Optional, Tuple, Union

import numpy as np

from . import _lib
from ._errors import InvalidArgumentError
from ._formats import BF16, F16, F32, _as_id, format_id

FormatLike = Union[int, str]

_SRC_NAMES = {
    "f32": F32, "float32": F32, "fp32": F32,
    "f16": F16, "float16": F16, "fp16": F16, "half": F16,
    "bf16": BF16, "bfloat16": BF16,
}


def _fmt(fmt: FormatLike) -> int:
    """A format id from an id or a (case-insensitive) name."""
    return format_id(fmt) if isinstance(fmt, str) else _as_id(fmt)


def _is_bf16(dtype: np.dtype) -> bool:
    return dtype.name == "bfloat16"  # ml_dtypes.bfloat16 (or any dtype of that name)


def _source(array, src_format) -> Tuple[np.ndarray, int]:
    """(C-contiguous array whose buffer the C call reads, lowbit source format id)."""
    if np.ndim(array) == 0:
        raise InvalidArgumentError("cannot quantize a 0-d array: the last dimension is the row")
    if src_format is None:
        a = np.asarray(array)
        dt = a.dtype
        if dt == np.float32:
            return np.ascontiguousarray(a), F32
        if dt == np.float16:
            return np.ascontiguousarray(a), F16
        if _is_bf16(dt):
            return np.ascontiguousarray(a).view(np.uint16), BF16
        if dt.kind == "f":  # float64, longdouble: rounded to float32 first
            return np.ascontiguousarray(a, dtype=np.float32), F32
        raise InvalidArgumentError(
            "quantize takes a float32, float16 or bfloat16 array, not %s; pass uint16 bit patterns "
            "with src_format=\"bf16\" or \"f16\"" % dt
        )
    key = src_format.lower() if isinstance(src_format, str) else None
    sid = _SRC_NAMES.get(key) if key is not None else None
    if sid is None and not isinstance(src_format, str):
        try:
            sid = _as_id(src_format)
        except InvalidArgumentError:
            sid = None
    if sid not in (F32, F16, BF16):
        raise InvalidArgumentError("src_format must be \"f32\", \"f16\" or \"bf16\", not %r" % (src_format,))
    a = np.asarray(array)
    if sid == F32:
        if a.dtype.kind != "f" and not _is_bf16(a.dtype):
            raise InvalidArgumentError("src_format=\"f32\" needs a float array, not %s" % a.dtype)
        return np.ascontiguousarray(a, dtype=np.float32), F32
    want = np.float16 if sid == F16 else None
    if a.dtype == np.uint16 or a.dtype == np.int16:
        return np.ascontiguousarray(a).view(np.uint16), sid
    if sid == F16 and a.dtype == want:
        return np.ascontiguousarray(a), F16
    if sid == BF16 and _is_bf16(a.dtype):
        return np.ascontiguousarray(a).view(np.uint16), BF16
    raise InvalidArgumentError(
        "src_format=%r takes %s values or their uint16 bit patterns, not %s"
        % (src_format, "float16" if sid == F16 else "bfloat16", a.dtype)
    )


def _rows_cols(shape) -> Tuple[int, int]:
    if len(shape) == 0:
        raise InvalidArgumentError("cannot quantize a 0-d array: the last dimension is the row")
    cols = int(shape[-1])
    rows = 1
    for d in shape[:-1]:
        rows *= int(d)
    return rows, cols


def quantized_size(format: FormatLike, rows: int, cols: int) -> int:  # noqa: A002
    """The bytes ``rows`` rows of ``cols`` elements take in ``format`` (lowbit_quantized_size).

    ``cols`` must be a multiple of the format's block size (:class:`InvalidArgumentError`).
    """
    out = ctypes.c_size_t()
    rows, cols = operator.index(rows), operator.index(cols)
    for what, v in (("rows", rows), ("cols", cols)):
        if not -(2**63) <= v < 2**63:
            raise InvalidArgumentError("%s %d is outside int64" % (what, v))
    _lib.check(_lib.lowbit_quantized_size(_fmt(format), rows, cols, ctypes.byref(out)))
    return int(out.value)


def quantize(array, format: FormatLike, imatrix=None, src_format=None) -> np.ndarray:  # noqa: A002
    """Quantizes an array into ``format``'s blocks (lowbit_quantize): bytes identical to ggml's.

    Args:
        array: float32, float16 or bfloat16 (``ml_dtypes.bfloat16``) values, 1-D or of any shape
            whose last dimension is the row (the rows are the product of the other dimensions).
            float64 is rounded to float32 first. With ``src_format="bf16"`` (or ``"f16"``) a
            ``uint16`` array of bit patterns is read as bfloat16 (float16). F16/BF16 input is widened
            exactly to float32 before quantizing.
        format: the target format, a name (``"Q4_0"``, case-insensitive) or an id.
        imatrix: ``None``, or one importance weight per column (array-like of ``cols`` values, e.g.
            ``load_imatrix(path)[tensor_name]``). Formats with ``needs_imatrix`` require one.
        src_format: ``None`` (from the dtype), ``"f32"``, ``"f16"`` or ``"bf16"``.

    Returns:
        a new ``uint8`` array of shape ``(rows, row_bytes)``: row ``r`` holds the blocks of row
        ``r``. ``quantize(x, "F16")`` gives the float16 bytes, and so on.

    Raises :class:`UnsupportedError` for a format lowbit cannot quantize (yet),
    :class:`InvalidArgumentError` when ``cols`` is not a multiple of the block size or an imatrix is
    needed and missing.
    """
    fid = _fmt(format)
    src, sid = _source(array, src_format)
    rows, cols = _rows_cols(src.shape)
    row_bytes = quantized_size(fid, 1, cols)
    out = np.empty((rows, row_bytes), dtype=np.uint8)
    im_ptr = None
    im = None
    if imatrix is not None:
        im = np.ascontiguousarray(imatrix, dtype=np.float32).reshape(-1)
        if im.size != cols:
            raise InvalidArgumentError(
                "the importance matrix has %d values, the rows have %d columns" % (im.size, cols)
            )
        im_ptr = im.ctypes.data
    _lib.check(
        _lib.lowbit_quantize(
            fid, src.ctypes.data if src.size else None, sid, rows, cols, im_ptr,
            out.ctypes.data if out.size else None, out.nbytes,
        )
    )
    return out


# ---- llama.cpp file types and whole models ------------------------------------------------------

class FileType(NamedTuple):
    """A llama.cpp model file type (lowbit_file_type_info): ``FileType(15, "Q4_K_M", 12, "Q4_K")``."""

    id: int  # llama_ftype, written to general.file_type
    name: str
    base_format: int  # the format id most tensors get
    base_format_name: str


def _file_type(info: _lib.lowbit_file_type_info) -> FileType:
    from ._formats import format_info

    base = int(info.base_format)
    return FileType(int(info.id), (info.name or b"").decode("utf-8", "replace"), base, format_info(base).name)


def file_types() -> List[FileType]:
    """Every file type :func:`quantize_model` knows, in lowbit's order."""
    count = ctypes.c_size_t()
    _lib.check(_lib.lowbit_file_type_count(ctypes.byref(count)))
    out = []
    for i in range(count.value):
        info = _lib.new_struct(_lib.lowbit_file_type_info)
        _lib.check(_lib.lowbit_file_type_get(i, ctypes.byref(info)))
        out.append(_file_type(info))
    return out


def file_type(name: str) -> FileType:
    """The file type of a name (case-insensitive); unknown names raise :class:`NotFoundError`."""
    if not isinstance(name, str):
        raise InvalidArgumentError("a file type name is a str, not %s" % type(name).__name__)
    fid, base = ctypes.c_uint32(), ctypes.c_int32()
    _lib.check(_lib.lowbit_file_type_by_name(name.encode("utf-8"), ctypes.byref(fid), ctypes.byref(base)))
    from ._formats import format_info

    canonical = next((ft.name for ft in file_types() if ft.id == fid.value), name)
    return FileType(int(fid.value), canonical, int(base.value), format_info(int(base.value)).name)


def _path(p) -> bytes:
    return os.fsencode(os.fspath(p))


def quantize_model(in_path, out_path, file_type: str, imatrix=None, pure: bool = False,  # noqa: F811
                   allow_requantize: bool = False) -> None:
    """Quantizes a model file into a GGUF file with llama.cpp's rules (lowbit_quantize_model).

    Args:
        in_path: anything :func:`lowbit.open` opens (GGUF, .safetensors, a sharded index).
        out_path: the GGUF file to write (not the input file).
        file_type: a llama.cpp file type name: ``"Q8_0"``, ``"Q4_K_M"``, ... (:func:`file_types`).
        imatrix: ``None`` or the path of an importance matrix (llama.cpp's .dat or GGUF format).
        pure: every quantized tensor gets the base format (no mixture rules).
        allow_requantize: quantized input tensors are dequantized and quantized again.

    A format the mixture needs that lowbit cannot quantize yet raises :class:`UnsupportedError`
    naming the tensor, before anything is written.
    """
    if not isinstance(file_type, str):
        raise InvalidArgumentError("file_type is a name such as \"Q4_K_M\", not %s" % type(file_type).__name__)
    params = _lib.new_struct(_lib.lowbit_quantize_params)
    ft = file_type.encode("utf-8")
    im = _path(imatrix) if imatrix is not None else None
    params.file_type = ft
    params.imatrix_path = im
    params.pure = 1 if pure else 0
    params.allow_requantize = 1 if allow_requantize else 0
    _lib.check(_lib.lowbit_quantize_model(_path(in_path), _path(out_path), ctypes.byref(params)))


# ---- importance matrices ------------------------------------------------------------------------

def load_imatrix(path) -> Dict[str, np.ndarray]:
    """Reads an importance matrix (llama.cpp's legacy .dat or GGUF format) (lowbit_imatrix_load).

    Returns ``{tensor name: float32 array}`` in sorted name order: one weight per input column
    (all matrices of a 3-D expert tensor one after the other). Legacy values are divided by their
    call count, as llama-quantize does. The arrays are copies the caller owns.
    """
    h = _lib.lowbit_imatrix_p()
    _lib.check(_lib.lowbit_imatrix_load(_path(path), ctypes.byref(h)))
    try:
        count = ctypes.c_int64()
        _lib.check(_lib.lowbit_imatrix_count(h, ctypes.byref(count)))
        out: Dict[str, np.ndarray] = {}
        name = ctypes.c_char_p()
        values, n = ctypes.c_void_p(), ctypes.c_size_t()
        for i in range(count.value):
            _lib.check(_lib.lowbit_imatrix_name(h, i, ctypes.byref(name)))
            raw = name.value or b""
            _lib.check(_lib.lowbit_imatrix_get(h, raw, ctypes.byref(values), ctypes.byref(n)))
            arr = np.empty(n.value, dtype=np.float32)
            if n.value:
                ctypes.memmove(arr.ctypes.data, values.value, arr.nbytes)
            out[raw.decode("utf-8", "surrogateescape")] = arr
        return out
    finally:
        _lib.check(_lib.lowbit_imatrix_free(h))


__all__ = [
    "FileType",
    "file_type",
    "file_types",
    "load_imatrix",
    "quantize",
    "quantize_model",
    "quantized_size",
]
