"""Models, tensors and metadata over the lowbit C interface."""

from __future__ import annotations

import ctypes
import operator
import os
import threading
from collections.abc import Mapping
from enum import IntEnum
from typing import Any, Dict, Iterator, List, NamedTuple, Optional, Tuple, Union

import numpy as np

from . import _lib
from ._errors import (
    ERR_NOT_FOUND,
    InvalidArgumentError,
    InvalidHandleError,
    MissingKeyError,
    OutOfRangeError,
    UnsupportedError,
)
from ._dtypes import dtype_of
from ._formats import BF16, F16, F32, QUANT_ACT_ORDER, QUANT_SYMMETRIC, QUANT_ZERO_OFFSET

# Strings from a model are UTF-8 in every format lowbit reads. Bytes that are not valid UTF-8 are
# kept as lone surrogates (errors="surrogateescape"), so a key read from a model can always be
# passed back to it, and `s.encode("utf-8", "surrogateescape")` gives the exact bytes.
_ENC = "utf-8"
_ERRORS = "surrogateescape"


def _dec(b: Optional[bytes]) -> str:
    return b.decode(_ENC, _ERRORS) if b else ""


def _enc(s: str) -> bytes:
    if not isinstance(s, str):
        raise InvalidArgumentError("expected a str, not %s" % type(s).__name__)
    return s.encode(_ENC, _ERRORS)


class ValueType(IntEnum):
    """GGUF metadata value types (lowbit_value_type; GGUF's numbering)."""

    U8 = 0
    I8 = 1
    U16 = 2
    I16 = 3
    U32 = 4
    I32 = 5
    F32 = 6
    BOOL = 7
    STRING = 8
    ARRAY = 9
    U64 = 10
    I64 = 11
    F64 = 12


_UNSIGNED = {ValueType.U8, ValueType.U16, ValueType.U32, ValueType.U64}
_SIGNED = {ValueType.I8, ValueType.I16, ValueType.I32, ValueType.I64}
_FLOATS = {ValueType.F32, ValueType.F64}

#: The numpy dtype of each numeric array element type (native byte order, as the C API copies).
_ARRAY_DTYPES = {
    ValueType.U8: np.dtype(np.uint8),
    ValueType.I8: np.dtype(np.int8),
    ValueType.U16: np.dtype(np.uint16),
    ValueType.I16: np.dtype(np.int16),
    ValueType.U32: np.dtype(np.uint32),
    ValueType.I32: np.dtype(np.int32),
    ValueType.F32: np.dtype(np.float32),
    ValueType.BOOL: np.dtype(np.uint8),  # one byte per bool; returned as np.bool_
    ValueType.U64: np.dtype(np.uint64),
    ValueType.I64: np.dtype(np.int64),
    ValueType.F64: np.dtype(np.float64),
}


class MetaType(NamedTuple):
    """The type of a metadata value: for arrays also the element type and the length."""

    type: ValueType
    elem_type: Optional[ValueType]  # None unless type is ARRAY
    length: Optional[int]  # the number of elements of an array; None for other values


def _value_type(v: int) -> Union[ValueType, int]:
    try:
        return ValueType(v)
    except ValueError:  # a type newer than these bindings
        return v


class Metadata(Mapping):
    """A model's metadata: an ordered, read-only mapping from key to Python value.

    Values convert as follows:

    * unsigned and signed integers of every width -> ``int``
    * ``F32`` / ``F64`` -> ``float`` (an F32 value is widened exactly)
    * ``BOOL`` -> ``bool``
    * ``STRING`` -> ``str`` (UTF-8; invalid bytes kept as surrogates, see the module notes)
    * arrays of numbers -> a read-only 1-D ``numpy.ndarray`` of the element type (``uint8`` ...
      ``float64``; ``BOOL`` elements as ``numpy.bool_``), copied in one call by
      lowbit_meta_array_copy
    * arrays of strings -> ``list[str]``

    Keys are in file order. Values are read on first access and cached. :meth:`type_of` gives the
    GGUF type of a value (also for empty arrays, whose element type a value cannot show).
    """

    def __init__(self, model: "Model"):
        self._model = model
        h = model._h()
        count = ctypes.c_int64()
        _lib.check(_lib.lowbit_meta_count(h, ctypes.byref(count)))
        keys: List[str] = []
        out = ctypes.c_char_p()
        for i in range(count.value):
            _lib.check(_lib.lowbit_meta_key(h, i, ctypes.byref(out)))
            keys.append(_dec(out.value))
        self._keys = keys
        self._index = {k: i for i, k in enumerate(keys)}
        self._values: Dict[str, Any] = {}
        self._types: Dict[str, MetaType] = {}

    def __len__(self) -> int:
        self._model._h()
        return len(self._keys)

    def __iter__(self) -> Iterator[str]:
        self._model._h()
        return iter(list(self._keys))

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and key in self._index

    def __getitem__(self, key: str) -> Any:
        h = self._model._h()
        if not isinstance(key, str):
            raise MissingKeyError("metadata keys are str, not %s" % type(key).__name__, ERR_NOT_FOUND)
        try:
            return self._values[key]
        except KeyError:
            pass
        if key not in self._index:
            raise MissingKeyError(
                "%s: no metadata key %r" % (self._model.path, key), ERR_NOT_FOUND
            )
        value = self._read(h, key)
        self._values[key] = value
        return value

    def type_of(self, key: str) -> MetaType:
        """The GGUF type of a value (:class:`MetaType`: type, elem_type, length)."""
        h = self._model._h()
        t = self._types.get(key)
        if t is None:
            if not isinstance(key, str) or key not in self._index:
                raise MissingKeyError(
                    "%s: no metadata key %r" % (self._model.path, key), ERR_NOT_FOUND
                )
            typ, elem, length = ctypes.c_int32(), ctypes.c_int32(), ctypes.c_uint64()
            _lib.check(
                _lib.lowbit_meta_type(
                    h, _enc(key), ctypes.byref(typ), ctypes.byref(elem), ctypes.byref(length)
                )
            )
            vt = _value_type(typ.value)
            if vt == ValueType.ARRAY:
                t = MetaType(vt, _value_type(elem.value), int(length.value))
            else:
                t = MetaType(vt, None, None)
            self._types[key] = t
        return t

    def types(self) -> Dict[str, MetaType]:
        """:meth:`type_of` for every key, in file order."""
        return {k: self.type_of(k) for k in self._keys}

    def __repr__(self) -> str:
        if self._model.closed:
            return "<lowbit.Metadata of a closed model>"
        return "<lowbit.Metadata %d keys of %r>" % (len(self._keys), self._model.path)

    # -- reading one value ------------------------------------------------------------------------

    def _read(self, h, key: str) -> Any:
        t = self.type_of(key)
        k = _enc(key)
        vt = t.type
        if vt in _UNSIGNED:
            out = ctypes.c_uint64()
            _lib.check(_lib.lowbit_meta_get_u64(h, k, ctypes.byref(out)))
            return int(out.value)
        if vt in _SIGNED:
            out = ctypes.c_int64()
            _lib.check(_lib.lowbit_meta_get_i64(h, k, ctypes.byref(out)))
            return int(out.value)
        if vt in _FLOATS:
            out = ctypes.c_double()
            _lib.check(_lib.lowbit_meta_get_f64(h, k, ctypes.byref(out)))
            return float(out.value)
        if vt == ValueType.BOOL:
            out = ctypes.c_int()
            _lib.check(_lib.lowbit_meta_get_bool(h, k, ctypes.byref(out)))
            return bool(out.value)
        if vt == ValueType.STRING:
            p, n = ctypes.c_void_p(), ctypes.c_size_t()
            _lib.check(_lib.lowbit_meta_get_string(h, k, ctypes.byref(p), ctypes.byref(n)))
            return _string_at(p, n)
        if vt == ValueType.ARRAY:
            return self._read_array(h, key, k, t)
        raise UnsupportedError(
            "%s: metadata %r has value type %r, which these bindings do not know"
            % (self._model.path, key, vt)
        )

    def _read_array(self, h, key: str, k: bytes, t: MetaType) -> Any:
        elem, n = t.elem_type, t.length or 0
        dtype = _ARRAY_DTYPES.get(elem)  # type: ignore[arg-type]
        if dtype is not None:
            arr = np.empty(n, dtype=dtype)
            _lib.check(
                _lib.lowbit_meta_array_copy(h, k, int(elem), arr.ctypes.data, arr.nbytes)  # type: ignore[arg-type]
            )
            if elem == ValueType.BOOL:
                arr = arr != 0
            arr.flags.writeable = False
            return arr
        if elem == ValueType.STRING:
            p, ln = ctypes.c_void_p(), ctypes.c_size_t()
            out = []
            for i in range(n):
                _lib.check(_lib.lowbit_meta_array_string(h, k, i, ctypes.byref(p), ctypes.byref(ln)))
                out.append(_string_at(p, ln))
            return out
        raise UnsupportedError(
            "%s: metadata %r is an array of %s, which the C API cannot read element by element"
            % (self._model.path, key, getattr(elem, "name", elem))
        )


def _string_at(p: ctypes.c_void_p, n: ctypes.c_size_t) -> str:
    if not n.value:
        return ""
    return ctypes.string_at(p.value, n.value).decode(_ENC, _ERRORS)


# ---- dequantize output types --------------------------------------------------------------------

try:  # optional: a real bfloat16 dtype
    import ml_dtypes as _ml_dtypes  # type: ignore

    _BF16_DTYPE: Optional[np.dtype] = np.dtype(_ml_dtypes.bfloat16)
except Exception:  # pragma: no cover - depends on the environment
    _BF16_DTYPE = None


def _out_format(dtype) -> Tuple[int, np.dtype, Optional[np.dtype]]:
    """(lowbit format id, numpy dtype of the buffer, dtype of the returned view or None)."""
    key = None
    if isinstance(dtype, str):
        key = dtype.lower()
    elif _BF16_DTYPE is not None and _is_dtype(dtype, _BF16_DTYPE):
        key = "bfloat16"
    else:
        try:
            dt = np.dtype(dtype)
        except TypeError:
            dt = None
        if dt == np.float32:
            key = "float32"
        elif dt == np.float16:
            key = "float16"
        elif dt is not None and dt.name == "bfloat16":
            key = "bfloat16"
    if key in ("float32", "f32", "fp32", "single"):
        return F32, np.dtype(np.float32), None
    if key in ("float16", "f16", "fp16", "half"):
        return F16, np.dtype(np.float16), None
    if key in ("bfloat16", "bf16"):
        return BF16, np.dtype(np.uint16), _BF16_DTYPE
    raise InvalidArgumentError(
        "dequantize dtype must be float32, float16 or bfloat16, not %r" % (dtype,)
    )


def _is_dtype(a, b: np.dtype) -> bool:
    try:
        return np.dtype(a) == b
    except TypeError:
        return False


class Quant(NamedTuple):
    """The scheme of a part-based tensor (MLX, GPTQ, AWQ, compressed-tensors): :attr:`Tensor.quant`."""

    bits: int  # bits per code
    group_size: int  # elements sharing one scale (the row length for per-channel schemes)
    flags: int  # QUANT_SYMMETRIC | QUANT_ACT_ORDER | QUANT_ZERO_OFFSET
    symmetric: bool  # symmetric quantization, as the checkpoint's config says
    act_order: bool  # GPTQ desc_act / compressed-tensors actorder: columns map to groups via g_idx
    zero_offset: int  # 1 when stored zero points are zero - 1 (GPTQ "gptq", i.e. v1), else 0


class Part:
    """One stored tensor of a part-based tensor (lowbit_tensor_part): ``role`` (``"weight"``,
    ``"scales"``, ``"qweight"``, ...), ``name`` (``"<layer>.<role>"``), ``format`` / ``format_id``
    (a plain element type), ``shape`` (as stored), ``nbytes``, ``file_offset`` and ``tensor_index``
    (its index in the model, which lists it too; -1 if not). :attr:`tensor` is that
    :class:`Tensor`; :meth:`numpy` its stored values."""

    __slots__ = ("_model", "role", "name", "format", "format_id", "shape", "nbytes", "file_offset", "tensor_index")

    def __init__(self, model: "Model", p: _lib.lowbit_tensor_part):
        from ._formats import format_info

        self._model = model
        self.role: str = _dec(p.role)
        self.name: str = _dec(p.name)
        self.format_id: int = int(p.format)
        self.format: str = format_info(self.format_id).name
        self.shape: Tuple[int, ...] = tuple(int(p.dims[i]) for i in range(p.n_dims))
        self.nbytes: int = int(p.byte_size)
        self.file_offset: int = int(p.file_offset)
        self.tensor_index: int = int(p.tensor_index)

    @property
    def tensor(self) -> Optional["Tensor"]:
        """The model's :class:`Tensor` for this part (``None`` if the model does not list it)."""
        return self._model[self.tensor_index] if self.tensor_index >= 0 else None

    def numpy(self) -> np.ndarray:
        """The stored values (:meth:`Tensor.numpy` of :attr:`tensor`)."""
        t = self.tensor
        if t is None:
            raise UnsupportedError("part %r of a model that does not list it" % self.name)
        return t.numpy()

    def __repr__(self) -> str:
        return "<lowbit.Part %r %s %s shape=%s>" % (self.role, self.name, self.format, self.shape)


class Tensor:
    """One tensor of a :class:`Model` (lowbit_tensor_info).

    Attributes: ``name``, ``format`` (the format name, e.g. ``"Q4_0"``), ``format_id`` (the
    registry id), ``shape`` (row-major, outermost first: GGUF's ne order reversed), ``rows`` (the
    product of all dims but the last), ``cols`` (the last dim), ``nbytes`` (bytes in the file),
    ``bits_per_weight`` and ``file_offset`` (absolute offset of the tensor's bytes in its file).

    Part-based tensors (a quantized layer of an MLX, GPTQ, AWQ or compressed-tensors checkpoint:
    one logical tensor ``[out, in]`` stored as several tensors) also have ``quant`` (a
    :class:`Quant`; ``None`` for other tensors) and ``parts`` (``{role: Part}``, in order; empty for
    other tensors); their ``nbytes`` and ``bits_per_weight`` count all parts. The stored tensors are
    listed in the model too, with ``part_of`` set to their layer's name (``None`` otherwise).
    The attributes are a snapshot and stay readable after the model is closed.
    """

    __slots__ = (
        "_model", "index", "name", "format", "format_id", "shape", "rows", "cols", "nbytes",
        "bits_per_weight", "file_offset", "quant", "part_of", "parts",
    )

    def __init__(self, model: "Model", index: int, info: _lib.lowbit_tensor_info):
        self._model = model
        self.index = index
        self.name: str = _dec(info.name)
        self.format: str = _dec(info.format_name)
        self.format_id: int = int(info.format)
        self.shape: Tuple[int, ...] = tuple(int(info.dims[i]) for i in range(info.n_dims))
        self.rows: int = int(info.rows)
        self.cols: int = int(info.cols)
        self.nbytes: int = int(info.byte_size)
        self.bits_per_weight: float = float(info.bits_per_weight)
        self.file_offset: int = int(info.file_offset)
        self.part_of: Optional[str] = _dec(info.part_of) if info.part_of else None
        self.quant: Optional[Quant] = None
        self.parts: Dict[str, Part] = {}
        if info.n_parts > 0:
            fl = int(info.quant_flags)
            self.quant = Quant(int(info.quant_bits), int(info.quant_group_size), fl, bool(fl & QUANT_SYMMETRIC),
                               bool(fl & QUANT_ACT_ORDER), 1 if fl & QUANT_ZERO_OFFSET else 0)
            h = model._h()
            for i in range(int(info.n_parts)):
                p = _lib.new_struct(_lib.lowbit_tensor_part)
                _lib.check(_lib.lowbit_tensor_part_get(h, index, i, ctypes.byref(p)))
                part = Part(model, p)
                self.parts[part.role] = part

    @property
    def model(self) -> "Model":
        return self._model

    @property
    def ndim(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        """The number of elements."""
        return self.rows * self.cols

    def __repr__(self) -> str:
        return "<lowbit.Tensor %r %s shape=%s>" % (self.name, self.format, self.shape)

    def read_bytes(self, offset: int = 0, nbytes: Optional[int] = None) -> np.ndarray:
        """The stored bytes ``[offset, offset + nbytes)`` (all by default) as a new ``uint8`` array
        (lowbit_tensor_read). A part-based tensor has none of its own (:class:`UnsupportedError`):
        read its :attr:`parts`."""
        offset = operator.index(offset)
        n = self.nbytes - offset if nbytes is None else operator.index(nbytes)
        if offset < 0 or n < 0:
            raise OutOfRangeError("%s: bytes [%d, %d) of tensor %r" % (self._model.path, offset, offset + n, self.name))
        buf = np.empty(n, dtype=np.uint8)
        _lib.check(_lib.lowbit_tensor_read(self._model._h(), self.index, offset, buf.ctypes.data if n else None, n))
        return buf

    def numpy(self) -> np.ndarray:
        """The stored values, unconverted: a new array of the element type's numpy dtype and
        :attr:`shape` (``uint32`` for MLX's packed words, ``int32`` for GPTQ's, ``float16`` ...;
        bfloat16 as ``ml_dtypes.bfloat16`` or ``uint16`` bits; float8 as ``uint8`` bytes). Block
        formats (Q4_0 ...) come as ``uint8`` ``(rows, row_bytes)``. For a part-based tensor use
        :meth:`part_arrays`."""
        raw = self.read_bytes()
        dt = dtype_of(self.format_id)
        if dt is None:
            return raw.reshape(self.rows, -1) if self.rows else raw
        return raw.view(dt).reshape(self.shape)

    def part_arrays(self) -> Dict[str, np.ndarray]:
        """``{role: stored values}`` of a part-based tensor (:meth:`numpy` of each part), the same
        shape of result as :func:`lowbit.quantize_mlx`."""
        return {role: p.numpy() for role, p in self.parts.items()}

    def _row_range(self, rows) -> Tuple[int, int, Tuple[int, ...]]:
        """(row_start, row_count, result shape) for the rows argument of dequantize."""
        n = self.rows
        if rows is None:
            return 0, n, self.shape
        if isinstance(rows, (slice, range)):
            if rows.step not in (None, 1):
                raise InvalidArgumentError("row ranges must be contiguous (step 1), not %r" % (rows,))
            start = 0 if rows.start is None else operator.index(rows.start)
            stop = n if rows.stop is None else operator.index(rows.stop)
            # Negative bounds count from the end, as in Python; out-of-range bounds are not
            # clipped but reported (OutOfRangeError, an IndexError) by the library.
            if start < 0:
                start += n
            if stop < 0:
                stop += n
            count = max(0, stop - start)
            return start, count, (count, self.cols)
        try:
            i = operator.index(rows)
        except TypeError:
            raise InvalidArgumentError(
                "rows must be None, a slice, a range or an int, not %s" % type(rows).__name__
            ) from None
        if i < 0:
            i += n
        return i, 1, (self.cols,)

    def dequantize(self, dtype="float32", rows=None, out: Optional[np.ndarray] = None) -> np.ndarray:
        """Decodes the tensor (or some rows of it) into a new numpy array.

        Args:
            dtype: ``"float32"`` (bit-exact with ggml's dequantize_row_*), ``"float16"`` or
                ``"bfloat16"`` (also numpy dtypes). numpy has no bfloat16: the result holds the
                bfloat16 bit patterns as ``uint16``, unless ``ml_dtypes`` is importable, in which
                case it is a view of the same buffer with dtype ``ml_dtypes.bfloat16``.
            rows: ``None`` for the whole tensor (the result has :attr:`shape`); a ``slice`` or
                ``range`` of rows with step 1 (result ``(n_rows, cols)``; negative bounds count
                from the end, bounds outside the tensor raise :class:`OutOfRangeError`); or an
                int row (result ``(cols,)``).
            out: optionally a C-contiguous, writeable array of the output dtype and the result's
                number of elements to decode into; it is returned as is.

        The library writes straight into the array's buffer: no intermediate copy.
        """
        fmt, buf_dtype, view_dtype = _out_format(dtype)
        start, count, shape = self._row_range(rows)
        if out is None:
            arr = np.empty(shape, dtype=buf_dtype)
        else:
            arr = out
            ok = isinstance(arr, np.ndarray) and (
                arr.dtype == buf_dtype or (view_dtype is not None and arr.dtype == view_dtype)
            )
            if not ok:
                raise InvalidArgumentError(
                    "out must be a numpy array of dtype %s" % (view_dtype or buf_dtype)
                )
            if not arr.flags.c_contiguous or not arr.flags.writeable:
                raise InvalidArgumentError("out must be C-contiguous and writeable")
            if arr.size != count * self.cols:
                raise InvalidArgumentError(
                    "out has %d elements; %d rows of %d need %d"
                    % (arr.size, count, self.cols, count * self.cols)
                )
        h = self._model._h()
        _lib.check(
            _lib.lowbit_dequantize(h, self.index, start, count, fmt, arr.ctypes.data, arr.nbytes)
        )
        if out is None and view_dtype is not None:
            arr = arr.view(view_dtype)
        return arr

    # -- products (lowbit_gemv & co, see lowbit._compute) ----------------------------------------

    def gemv(self, x, out: Optional[np.ndarray] = None, device=None) -> np.ndarray:
        """``W @ x`` from the quantized weights: float32 of shape ``shape[:-1]``, within
        ``1e-5 * sum(|w * x|)`` of the float64 product with :meth:`dequantize`'s values. ``device``:
        a :class:`lowbit.Device`, or ``"cpu"`` / ``"cuda"`` / ``"cuda:N"`` (that kind's shared
        device; default: the process's CPU device); ``out``: see :func:`lowbit.gemv`."""
        from ._compute import gemv

        return gemv(self, x, out=out, device=device)

    def gemm(self, x, out: Optional[np.ndarray] = None, device=None) -> np.ndarray:
        """``X @ W.T`` for X of shape ``(n, cols)``, 1 <= n <= 8: ``(n,) + shape[:-1]`` float32,
        the weights read once for the batch (see :func:`lowbit.gemm`)."""
        from ._compute import gemm

        return gemm(self, x, out=out, device=device)

    def get_rows(self, ids, out: Optional[np.ndarray] = None, device=None) -> np.ndarray:
        """Rows ``ids`` as float32, ``ids.shape + (cols,)``, bit-exact with :meth:`dequantize`
        (see :func:`lowbit.get_rows`)."""
        from ._compute import get_rows

        return get_rows(self, ids, out=out, device=device)


class Model:
    """A model file opened by lowbit (GGUF, .safetensors or a sharded safetensors index).

    Use it as a context manager, or call :meth:`close` (idempotent; the finalizer closes too).
    After close every call that needs the file raises :class:`InvalidHandleError`.

    ``model[name]`` / ``model.tensor(name)`` give a :class:`Tensor` (a missing name raises
    :class:`MissingKeyError`, a ``KeyError``); ``model[i]`` the i-th tensor; ``len(model)`` is the
    number of tensors and iterating yields the tensors in file order.
    """

    _LIMITS = ("max_string_bytes", "max_array_elems", "max_tensors", "max_metadata", "max_header_bytes",
               "max_config_bytes", "max_dims")
    _GPTQ_ZEROS = {"auto": 0, "as_labelled": 1, "as-labelled": 1, "v1": 2, "v2": 3}

    def __init__(self, path, gptq_zeros: Optional[str] = None, raw: bool = False, **limits: int):
        self._handle: Optional[int] = None
        self._lock = threading.Lock()
        self.path: str = os.fsdecode(os.fspath(path))
        params = None
        if limits or gptq_zeros is not None or raw:
            params = _lib.new_struct(_lib.lowbit_open_params)
            if gptq_zeros is not None:
                z = self._GPTQ_ZEROS.get(gptq_zeros.lower() if isinstance(gptq_zeros, str) else None)
                if z is None:
                    raise InvalidArgumentError(
                        "gptq_zeros must be \"auto\", \"as_labelled\", \"v1\" or \"v2\", not %r" % (gptq_zeros,)
                    )
                params.gptq_zeros = z
            params.raw = 1 if raw else 0
            for k, v in limits.items():
                if k not in self._LIMITS:
                    raise TypeError(
                        "lowbit.open() got an unexpected keyword argument %r (limits: %s)"
                        % (k, ", ".join(self._LIMITS))
                    )
                if v is None:
                    continue
                v = operator.index(v)
                if not 0 <= v < 2**64:
                    raise InvalidArgumentError("%s must be in [0, 2**64), not %d" % (k, v))
                setattr(params, k, v)
        out = _lib.lowbit_model_p()
        _lib.check(
            _lib.lowbit_model_open(
                os.fsencode(os.fspath(path)), ctypes.byref(params) if params is not None else None,
                ctypes.byref(out),
            )
        )
        self._handle = out.value
        try:
            kind = ctypes.c_char_p()
            _lib.check(_lib.lowbit_model_kind(self._handle, ctypes.byref(kind)))
            self._kind = _dec(kind.value)
            self._tensors = self._read_tensors()
            self._by_name = {t.name: t for t in self._tensors}
            self._metadata = Metadata(self)
        except BaseException:
            self.close()
            raise

    def _read_tensors(self) -> List[Tensor]:
        h = self._h()
        count = ctypes.c_int64()
        _lib.check(_lib.lowbit_model_tensor_count(h, ctypes.byref(count)))
        tensors = []
        for i in range(count.value):
            info = _lib.new_struct(_lib.lowbit_tensor_info)
            _lib.check(_lib.lowbit_tensor_info_get(h, i, ctypes.byref(info)))
            tensors.append(Tensor(self, i, info))
        return tensors

    def _h(self) -> int:
        h = self._handle
        if h is None:
            raise InvalidHandleError(
                "%s: the model is closed" % getattr(self, "path", "lowbit model"), None
            )
        return h

    # -- lifetime ---------------------------------------------------------------------------------

    @property
    def closed(self) -> bool:
        return self._handle is None

    def close(self) -> None:
        """Releases the model. Calling it again does nothing."""
        with self._lock:
            h, self._handle = self._handle, None
        if h is not None:
            _lib.check(_lib.lowbit_model_free(h))

    def __enter__(self) -> "Model":
        self._h()
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __del__(self):
        try:
            if getattr(self, "_handle", None) is not None:
                self.close()
        except Exception:  # never raise from a finalizer (e.g. at interpreter shutdown)
            pass

    # -- contents ---------------------------------------------------------------------------------

    @property
    def kind(self) -> str:
        """``"gguf"``, ``"safetensors"``, ``"mlx"``, ``"gptq"``, ``"awq"`` or ``"compressed-tensors"``."""
        self._h()
        return self._kind

    @property
    def metadata(self) -> Metadata:
        """The metadata, an ordered read-only mapping (see :class:`Metadata`)."""
        self._h()
        return self._metadata

    @property
    def metadata_types(self) -> Dict[str, MetaType]:
        """The GGUF type of every metadata value, in file order (see :meth:`Metadata.type_of`)."""
        return self.metadata.types()

    @property
    def tensors(self) -> List[Tensor]:
        """The tensors, in file order (for a part-based checkpoint: each layer's logical tensor,
        then the stored tensors it is made of, with ``part_of`` set)."""
        self._h()
        return list(self._tensors)

    @property
    def logical_tensors(self) -> List[Tensor]:
        """The tensors that are not stored parts of a part-based layer (``part_of is None``)."""
        self._h()
        return [t for t in self._tensors if t.part_of is None]

    def tensor(self, name: str) -> Tensor:
        """The tensor called name; :class:`MissingKeyError` (a ``KeyError``) if there is none."""
        h = self._h()
        if not isinstance(name, str):
            raise InvalidArgumentError("tensor names are str, not %s" % type(name).__name__)
        t = self._by_name.get(name)
        if t is not None:
            return t
        index = ctypes.c_int64()
        status = _lib.lowbit_model_find_tensor(h, _enc(name), ctypes.byref(index))
        if status == ERR_NOT_FOUND:
            raise MissingKeyError(_lib.last_error() or "no tensor %r" % name, status)
        _lib.check(status)
        return self._tensors[index.value]

    def dequantize(self, name: str, dtype="float32", rows=None, out=None) -> np.ndarray:
        """``model.tensor(name).dequantize(dtype, rows, out)``."""
        return self.tensor(name).dequantize(dtype, rows=rows, out=out)

    def __getitem__(self, key: Union[str, int]) -> Tensor:
        if isinstance(key, str):
            return self.tensor(key)
        self._h()
        try:
            i = operator.index(key)
        except TypeError:
            raise InvalidArgumentError(
                "tensors are looked up by name (str) or index (int), not %s" % type(key).__name__
            ) from None
        try:
            return self._tensors[i]
        except IndexError:
            raise OutOfRangeError(
                "%s: tensor index %d, the model has %d tensors" % (self.path, i, len(self._tensors))
            ) from None

    def __contains__(self, name: object) -> bool:
        self._h()
        return isinstance(name, str) and name in self._by_name

    def __len__(self) -> int:
        self._h()
        return len(self._tensors)

    def __iter__(self) -> Iterator[Tensor]:
        self._h()
        return iter(list(self._tensors))

    def __repr__(self) -> str:
        if self.closed:
            return "<lowbit.Model %r (closed)>" % self.path
        return "<lowbit.Model %r %s, %d tensors, %d metadata keys>" % (
            self.path, self._kind, len(self._tensors), len(self._metadata._keys),
        )


def open(path, gptq_zeros: Optional[str] = None, raw: bool = False, **limits: int) -> Model:  # noqa: A001
    """Opens a model: a GGUF file, a .safetensors file, a *.safetensors.index.json, or a directory
    holding one of them. A directory (or a file in one) whose config files describe an MLX, GPTQ,
    AWQ or compressed-tensors checkpoint opens as that family: each quantized layer is one logical
    tensor (see :class:`Tensor`), followed by the stored tensors it is made of.

    ``gptq_zeros``: how GPTQ zero points are read: ``"auto"`` (the default: as labelled, unless
    the stored zeros show a mislabelled checkpoint; ``metadata["gptq.zero_points"]`` says what was
    used), ``"as_labelled"``, ``"v1"`` (stored zero - 1) or ``"v2"``. ``raw=True`` opens such
    checkpoints as the plain safetensors they are stored in.

    ``limits`` (optional ints, 0 = the library default) bound what an untrusted file may ask for:
    ``max_string_bytes``, ``max_array_elems``, ``max_tensors``, ``max_metadata``, ``max_dims``
    (GGUF and safetensors), ``max_header_bytes`` (safetensors headers and index files) and
    ``max_config_bytes`` (config files of MLX / GPTQ / AWQ checkpoints); see lowbit.h.

    Errors: a missing file raises :class:`NotFoundError`, a malformed one :class:`BadFileError`, an
    unsupported variant (e.g. GGUF v1) :class:`UnsupportedError`, each with the library's message.
    """
    return Model(path, gptq_zeros=gptq_zeros, raw=raw, **limits)
