"""Writing GGUF files (lowbit_gguf_writer)."""

from __future__ import annotations

import ctypes
import operator
import os
import threading
from typing import Any, Optional, Sequence, Union

import numpy as np

from . import _lib
from ._errors import InvalidArgumentError, InvalidHandleError
from ._formats import BF16, F16, F32, F64, I8, I16, I32, I64, format_info
from ._model import _ARRAY_DTYPES, Model, ValueType, _enc
from ._quantize import FormatLike, _fmt, _is_bf16, quantize

#: The C type of each scalar value type, for lowbit_gguf_writer_add_scalar.
_SCALAR_CTYPES = {
    ValueType.U8: ctypes.c_uint8,
    ValueType.I8: ctypes.c_int8,
    ValueType.U16: ctypes.c_uint16,
    ValueType.I16: ctypes.c_int16,
    ValueType.U32: ctypes.c_uint32,
    ValueType.I32: ctypes.c_int32,
    ValueType.F32: ctypes.c_float,
    ValueType.BOOL: ctypes.c_uint8,
    ValueType.U64: ctypes.c_uint64,
    ValueType.I64: ctypes.c_int64,
    ValueType.F64: ctypes.c_double,
}

_INT_RANGES = {
    ValueType.U8: (0, 2**8), ValueType.I8: (-(2**7), 2**7),
    ValueType.U16: (0, 2**16), ValueType.I16: (-(2**15), 2**15),
    ValueType.U32: (0, 2**32), ValueType.I32: (-(2**31), 2**31),
    ValueType.U64: (0, 2**64), ValueType.I64: (-(2**63), 2**63),
}

_TYPE_NAMES = {
    "u8": ValueType.U8, "uint8": ValueType.U8, "i8": ValueType.I8, "int8": ValueType.I8,
    "u16": ValueType.U16, "uint16": ValueType.U16, "i16": ValueType.I16, "int16": ValueType.I16,
    "u32": ValueType.U32, "uint32": ValueType.U32, "i32": ValueType.I32, "int32": ValueType.I32,
    "u64": ValueType.U64, "uint64": ValueType.U64, "i64": ValueType.I64, "int64": ValueType.I64,
    "f32": ValueType.F32, "float32": ValueType.F32, "f64": ValueType.F64, "float64": ValueType.F64,
    "bool": ValueType.BOOL, "str": ValueType.STRING, "string": ValueType.STRING,
    "array": ValueType.ARRAY,
}

#: numpy dtype -> value type (arrays and numpy scalars)
_DTYPE_TYPES = {np.dtype(dt): vt for vt, dt in _ARRAY_DTYPES.items() if vt != ValueType.BOOL}
_DTYPE_TYPES[np.dtype(np.bool_)] = ValueType.BOOL

#: numpy dtype -> tensor format, for arrays written as they are
_DTYPE_FORMATS = {
    np.dtype(np.float32): F32,
    np.dtype(np.float16): F16,
    np.dtype(np.float64): F64,
    np.dtype(np.int8): I8,
    np.dtype(np.int16): I16,
    np.dtype(np.int32): I32,
    np.dtype(np.int64): I64,
}


def _value_type(t) -> ValueType:
    if isinstance(t, str):
        vt = _TYPE_NAMES.get(t.lower())
        if vt is None:
            raise InvalidArgumentError("unknown metadata type %r (use e.g. \"u32\", \"f64\", \"str\")" % t)
        return vt
    try:
        return ValueType(operator.index(t))
    except (TypeError, ValueError):
        raise InvalidArgumentError("unknown metadata type %r" % (t,)) from None


def _infer_scalar(value) -> ValueType:
    if isinstance(value, (bool, np.bool_)):
        return ValueType.BOOL
    if isinstance(value, np.generic) and value.dtype in _DTYPE_TYPES:
        return _DTYPE_TYPES[value.dtype]
    if isinstance(value, int):
        return ValueType.I64 if value < 2**63 else ValueType.U64
    if isinstance(value, float):
        return ValueType.F32
    if isinstance(value, str):
        return ValueType.STRING
    raise InvalidArgumentError(
        "cannot infer a metadata type for %s; pass type=" % type(value).__name__
    )


def _infer_elem(values) -> ValueType:
    if isinstance(values, np.ndarray):
        if values.dtype in _DTYPE_TYPES:
            return _DTYPE_TYPES[values.dtype]
        if values.dtype.kind in "US":
            return ValueType.STRING
        raise InvalidArgumentError("no GGUF array type for dtype %s" % values.dtype)
    if isinstance(values, (bytes, bytearray, memoryview)):
        return ValueType.U8
    items = list(values)
    if not items:
        raise InvalidArgumentError("an empty array needs its element type: pass type=")
    if all(isinstance(v, (bool, np.bool_)) for v in items):
        return ValueType.BOOL
    if all(isinstance(v, str) for v in items):
        return ValueType.STRING
    if all(isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_)) for v in items):
        return ValueType.I64 if max(int(v) for v in items) < 2**63 else ValueType.U64
    if all(isinstance(v, (int, float, np.integer, np.floating)) and not isinstance(v, (bool, np.bool_))
           for v in items):
        return ValueType.F32
    raise InvalidArgumentError("cannot infer one element type for this list; pass type=")


class GGUFWriter:
    """Builds a GGUF file in memory and writes it (lowbit_gguf_writer).

        with lowbit.GGUFWriter() as w:
            w.add_metadata("general.architecture", "llama")
            w.add_metadata("llama.block_count", 32, "u32")
            w.add_tensor("blk.0.attn_q.weight", weights)                 # float32 -> F32
            w.add_tensor("blk.0.ffn_up.weight", weights, format="Q4_0")  # quantized here
            w.add_tensor("t", lowbit.quantize(x, "Q8_0"), format="Q8_0", shape=x.shape)
            w.write("out.gguf")

    Everything added is copied into the writer at once. Metadata keeps the order added, tensors
    too. ``close()`` (or leaving the ``with`` block) frees the writer; it does not write.
    """

    def __init__(self, alignment: Optional[int] = None):
        self._handle: Optional[int] = None
        self._lock = threading.Lock()
        h = _lib.lowbit_gguf_writer_p()
        _lib.check(_lib.lowbit_gguf_writer_new(ctypes.byref(h)))
        self._handle = h.value
        if alignment is not None:
            try:
                self.set_alignment(alignment)
            except BaseException:
                self.close()
                raise

    # -- lifetime ---------------------------------------------------------------------------------

    def _h(self) -> int:
        h = self._handle
        if h is None:
            raise InvalidHandleError("the GGUF writer is closed", None)
        return h

    @property
    def closed(self) -> bool:
        return self._handle is None

    def close(self) -> None:
        """Frees the writer (nothing is written). Calling it again does nothing."""
        with self._lock:
            h, self._handle = self._handle, None
        if h is not None:
            _lib.check(_lib.lowbit_gguf_writer_free(h))

    def __enter__(self) -> "GGUFWriter":
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

    # -- metadata ---------------------------------------------------------------------------------

    def set_alignment(self, alignment: int) -> None:
        """Tensor data alignment, a power of two (0 = the default, 32). A non-default alignment
        is written as ``general.alignment``."""
        a = operator.index(alignment)
        if not 0 <= a < 2**32:
            raise InvalidArgumentError("alignment %d is outside uint32" % a)
        _lib.check(_lib.lowbit_gguf_writer_set_alignment(self._h(), a))

    def add_metadata(self, key: str, value: Any, type: Any = None) -> None:  # noqa: A002
        """Adds one metadata entry.

        ``type`` (a :class:`ValueType`, its int, or a name such as ``"u32"``, ``"f64"``,
        ``"str"``) is the value's GGUF type; for a list or array it is the element type. Without
        it the type is inferred:

        * ``bool`` -> BOOL; ``int`` -> I64 (U64 above 2**63-1); ``float`` -> F32 (as gguf-py and
          llama.cpp use for float hyper-parameters; pass ``type="f64"`` for doubles);
          ``str`` -> STRING; numpy scalars -> their own type;
        * a numpy array -> an array of its dtype (bool -> BOOL; ``str`` arrays -> STRING);
          ``bytes`` -> U8 array; a list of bools / strs / ints / numbers -> BOOL / STRING /
          I64 (U64 if needed) / F32 array. An empty list needs ``type``.

        llama.cpp reads many integer keys as u32 (``<arch>.block_count``, …): pass ``type="u32"``.
        """
        h = self._h()
        k = _enc(key)
        vt = None if type is None else _value_type(type)
        is_seq = isinstance(value, (list, tuple, np.ndarray, bytes, bytearray, memoryview))
        if isinstance(value, np.ndarray) and value.ndim == 0:
            value, is_seq = value[()], False
        if is_seq:
            elem = vt if vt not in (None, ValueType.ARRAY) else _infer_elem(value)
            self._add_array(h, k, key, elem, value)
            return
        if vt == ValueType.ARRAY:
            raise InvalidArgumentError("metadata %r: type ARRAY needs a list or an array value" % key)
        vt = vt if vt is not None else _infer_scalar(value)
        if vt == ValueType.STRING:
            if not isinstance(value, str):
                raise InvalidArgumentError("metadata %r: a STRING value must be a str" % key)
            b = _enc(value)
            _lib.check(_lib.lowbit_gguf_writer_add_string(h, k, b, len(b)))
            return
        c = self._scalar(key, vt, value)
        _lib.check(_lib.lowbit_gguf_writer_add_scalar(h, k, int(vt), ctypes.byref(c)))

    @staticmethod
    def _scalar(key: str, vt: ValueType, value):
        ctype = _SCALAR_CTYPES.get(vt)
        if ctype is None:
            raise InvalidArgumentError("metadata %r: %s is not a scalar type" % (key, vt))
        if vt == ValueType.BOOL:
            if not isinstance(value, (bool, np.bool_, int, np.integer)):
                raise InvalidArgumentError("metadata %r: a BOOL value must be a bool" % key)
            return ctype(1 if value else 0)
        if vt in (ValueType.F32, ValueType.F64):
            if isinstance(value, (str, bytes)) or isinstance(value, (bool, np.bool_)):
                raise InvalidArgumentError("metadata %r: a %s value must be a number" % (key, vt.name))
            return ctype(float(value))
        if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
            raise InvalidArgumentError("metadata %r: a %s value must be an int, not %s" % (key, vt.name, type(value).__name__))
        lo, hi = _INT_RANGES[vt]
        v = int(value)
        if not lo <= v < hi:
            raise InvalidArgumentError("metadata %r: %d does not fit in %s" % (key, v, vt.name))
        return ctype(v)

    def _add_array(self, h, k: bytes, key: str, elem: ValueType, values) -> None:
        if elem == ValueType.STRING:
            items = [v if isinstance(v, str) else None for v in (values.tolist() if isinstance(values, np.ndarray) else values)]
            if any(v is None for v in items):
                raise InvalidArgumentError("metadata %r: a STRING array takes str elements" % key)
            bufs = [_enc(v) for v in items]
            n = len(bufs)
            ptrs = (ctypes.c_void_p * max(n, 1))()
            lens = (ctypes.c_size_t * max(n, 1))()
            keep = []
            for i, b in enumerate(bufs):
                cb = ctypes.create_string_buffer(b, len(b) or 1)
                keep.append(cb)
                ptrs[i] = ctypes.addressof(cb)
                lens[i] = len(b)
            _lib.check(_lib.lowbit_gguf_writer_add_string_array(h, k, ptrs, lens, n))
            return
        dtype = _ARRAY_DTYPES.get(elem)
        if dtype is None:
            raise InvalidArgumentError("metadata %r: %r cannot be an array element type" % (key, elem))
        if isinstance(values, (bytes, bytearray, memoryview)):
            values = np.frombuffer(bytes(values), dtype=np.uint8)
        if elem == ValueType.BOOL:
            arr = np.ascontiguousarray(np.asarray(values, dtype=np.bool_), dtype=np.uint8)
        elif isinstance(values, np.ndarray):
            if values.dtype.kind not in "biuf" or (values.dtype.kind == "f" and dtype.kind != "f"):
                raise InvalidArgumentError("metadata %r: a %s array cannot hold %s values" % (key, elem.name, values.dtype))
            arr = np.ascontiguousarray(values.astype(dtype, copy=False) if values.dtype != dtype else values)
            if values.dtype != dtype and values.dtype.kind in "iu" and dtype.kind in "iu":
                if not np.array_equal(arr.astype(values.dtype), values):
                    raise InvalidArgumentError("metadata %r: some values do not fit in %s" % (key, elem.name))
        else:
            items = list(values)
            if dtype.kind in "iu":
                info = np.iinfo(dtype)
                for v in items:
                    if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer)):
                        raise InvalidArgumentError("metadata %r: a %s array takes ints" % (key, elem.name))
                    if not info.min <= int(v) <= info.max:
                        raise InvalidArgumentError("metadata %r: %d does not fit in %s" % (key, int(v), elem.name))
            arr = np.ascontiguousarray(np.array(items, dtype=dtype))
        arr = arr.reshape(-1)
        _lib.check(
            _lib.lowbit_gguf_writer_add_array(h, k, int(elem), arr.ctypes.data if arr.size else None, arr.size)
        )

    def copy_metadata(self, model: Model) -> None:
        """Adds every metadata entry of an open :class:`Model` with its type (except
        ``general.alignment``, which this writer's alignment decides)."""
        if not isinstance(model, Model):
            raise InvalidArgumentError("copy_metadata takes a lowbit.Model, not %s" % type(model).__name__)
        _lib.check(_lib.lowbit_gguf_writer_copy_metadata(self._h(), model._h()))

    # -- tensors ----------------------------------------------------------------------------------

    def add_tensor(self, name: str, data, format: Optional[FormatLike] = None,  # noqa: A002
                   shape: Optional[Sequence[int]] = None, imatrix=None) -> None:
        """Adds a tensor; its bytes are copied.

        * Without ``format``, a numpy array is written as its dtype: float32 -> F32, float16 ->
          F16, ``ml_dtypes.bfloat16`` -> BF16, float64 -> F64, int8/16/32/64 -> I8/I16/I32/I64.
        * With ``format`` and float values of another type, the values are quantized first
          (:func:`lowbit.quantize`, with ``imatrix`` if given).
        * With ``format`` and any other array (e.g. the ``uint8`` blocks :func:`lowbit.quantize`
          returns, or ``uint16`` bfloat16 bit patterns), the array's bytes are the tensor's bytes.
          The logical shape is ``shape``, else the array's shape with its last dimension converted
          from bytes to elements (a ``(rows, row_bytes)`` block array becomes ``(rows, cols)``).

        ``shape`` is row-major (outermost first), as lowbit and numpy report shapes.
        """
        h = self._h()
        arr = np.asarray(data)
        dt = arr.dtype
        natural = BF16 if _is_bf16(dt) else _DTYPE_FORMATS.get(dt)
        fid = natural if format is None else _fmt(format)
        if fid is None:
            raise InvalidArgumentError(
                "tensor %r: no tensor format for dtype %s; pass format= (e.g. format=\"Q4_0\" for "
                "quantized blocks)" % (name, dt)
            )
        quantize_here = fid != natural and (dt.kind == "f" or _is_bf16(dt))
        if imatrix is not None and not quantize_here:
            raise InvalidArgumentError("tensor %r: imatrix is only used when float values are quantized here" % name)
        if fid == natural:
            logical = tuple(arr.shape) if shape is None else tuple(shape)
        elif quantize_here:
            logical = tuple(arr.shape) if shape is None else tuple(shape)
            if shape is not None:
                arr = arr.reshape(logical)
            arr = quantize(arr if arr.ndim else arr.reshape(1), fid, imatrix=imatrix)
        else:
            if shape is not None:
                logical = tuple(shape)
            else:
                if arr.ndim == 0:
                    raise InvalidArgumentError("tensor %r: pass shape= for a 0-d array" % name)
                info = format_info(fid)
                row_bytes = arr.shape[-1] * dt.itemsize
                if info.block_bytes <= 0 or row_bytes % info.block_bytes:
                    raise InvalidArgumentError(
                        "tensor %r: rows of %d bytes are not whole %s blocks of %d bytes; pass shape="
                        % (name, row_bytes, info.name, info.block_bytes)
                    )
                logical = tuple(arr.shape[:-1]) + (row_bytes // info.block_bytes * info.block_elems,)
        buf = np.ascontiguousarray(arr)
        try:
            dims_list = [operator.index(d) for d in logical]
        except TypeError:
            raise InvalidArgumentError("tensor %r: shape must be a sequence of ints" % name) from None
        n = len(dims_list)
        if n > _lib.MAX_DIMS:
            raise InvalidArgumentError("tensor %r has %d dimensions; at most %d" % (name, n, _lib.MAX_DIMS))
        dims = (ctypes.c_int64 * max(n, 1))(*dims_list)
        _lib.check(
            _lib.lowbit_gguf_writer_add_tensor(
                h, _enc(name), fid, n, dims, buf.ctypes.data if buf.nbytes else None, buf.nbytes
            )
        )

    # -- output -----------------------------------------------------------------------------------

    def write(self, path: Union[str, os.PathLike]) -> None:
        """Writes the GGUF file (replacing ``path``). The writer stays usable."""
        _lib.check(_lib.lowbit_gguf_writer_write(self._h(), os.fsencode(os.fspath(path))))

    def __repr__(self) -> str:
        return "<lowbit.GGUFWriter%s>" % (" (closed)" if self.closed else "")
