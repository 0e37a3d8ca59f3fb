"""The format registry: every element type lowbit knows, by stable id."""

from __future__ import annotations

import ctypes
from typing import List, NamedTuple, Union

from . import _lib
from ._errors import InvalidArgumentError

# Format flags (lowbit_format_info.flags)
FORMAT_CAN_DEQUANTIZE = 1 << 0
FORMAT_CAN_QUANTIZE = 1 << 1
FORMAT_NEEDS_IMATRIX = 1 << 2
FORMAT_QUANTIZED = 1 << 3
FORMAT_FLOAT = 1 << 4
FORMAT_INTEGER = 1 << 5
FORMAT_INTERMEDIATE = 1 << 6
FORMAT_USES_IMATRIX = 1 << 7
FORMAT_PARTS = 1 << 8
FORMAT_CAN_QUANTIZE_PARTS = 1 << 9
FORMAT_CAN_PACK_CODES = 1 << 10

# Parameters of a part-based tensor (Tensor.quant.flags, lowbit_quant_params.flags)
QUANT_SYMMETRIC = 1 << 0
QUANT_ACT_ORDER = 1 << 1
QUANT_ZERO_OFFSET = 1 << 2

# The format ids lowbit.h names (GGUF/ggml types keep ggml's numbers). Every other registry row
# (U8 ... C64 from 1000, MLX_AFFINE ... CT_PACK_QUANTIZED from 2000) gets its constant from the
# registry at import (_export_registry_ids below), so the names can never disagree with it.
F32 = 0
F16 = 1
Q4_0 = 2
Q4_1 = 3
Q5_0 = 6
Q5_1 = 7
Q8_0 = 8
Q8_1 = 9
Q2_K = 10
Q3_K = 11
Q4_K = 12
Q5_K = 13
Q6_K = 14
Q8_K = 15
IQ2_XXS = 16
IQ2_XS = 17
IQ3_XXS = 18
IQ1_S = 19
IQ4_NL = 20
IQ3_S = 21
IQ2_S = 22
IQ4_XS = 23
I8 = 24
I16 = 25
I32 = 26
I64 = 27
F64 = 28
IQ1_M = 29
BF16 = 30
TQ1_0 = 34
TQ2_0 = 35
MXFP4 = 39
NVFP4 = 40
Q1_0 = 41
Q2_0 = 42


class FormatInfo(NamedTuple):
    """One row of the registry (lowbit_format_info), with its flags unpacked."""

    id: int
    name: str
    family: str
    block_elems: int
    block_bytes: int
    bits_per_weight: float
    flags: int
    can_dequantize: bool
    can_quantize: bool
    needs_imatrix: bool
    quantized: bool
    is_float: bool
    is_integer: bool
    intermediate: bool
    uses_imatrix: bool  # quantize() accepts an importance matrix for this format
    parts: bool = False  # part-based (MLX, GPTQ, AWQ, compressed-tensors): no blocks, see Tensor.parts
    can_quantize_parts: bool = False  # quantize_mlx() / HFWriter.add_quantized() produce it from floats
    can_pack_codes: bool = False  # HFWriter.add_codes() packs integer codes into it


def _decode(b: bytes) -> str:
    return b.decode("utf-8", "replace") if b else ""


def format_info(fmt: Union[int, str]) -> FormatInfo:
    """The registry row of a format id or (case-insensitive) name.

    Removed ids (4, 5, 31-33, 36-38) and unknown ids raise :class:`UnsupportedError`; unknown
    names raise :class:`NotFoundError`.
    """
    fid = format_id(fmt) if isinstance(fmt, str) else _as_id(fmt)
    info = _lib.new_struct(_lib.lowbit_format_info)
    _lib.check(_lib.lowbit_format_info_get(fid, ctypes.byref(info)))
    fl = int(info.flags)
    return FormatInfo(
        id=int(info.id),
        name=_decode(info.name),
        family=_decode(info.family),
        block_elems=int(info.block_elems),
        block_bytes=int(info.block_bytes),
        bits_per_weight=float(info.bits_per_weight),
        flags=fl,
        can_dequantize=bool(fl & FORMAT_CAN_DEQUANTIZE),
        can_quantize=bool(fl & FORMAT_CAN_QUANTIZE),
        needs_imatrix=bool(fl & FORMAT_NEEDS_IMATRIX),
        quantized=bool(fl & FORMAT_QUANTIZED),
        is_float=bool(fl & FORMAT_FLOAT),
        is_integer=bool(fl & FORMAT_INTEGER),
        intermediate=bool(fl & FORMAT_INTERMEDIATE),
        uses_imatrix=bool(fl & FORMAT_USES_IMATRIX),
        parts=bool(fl & FORMAT_PARTS),
        can_quantize_parts=bool(fl & FORMAT_CAN_QUANTIZE_PARTS),
        can_pack_codes=bool(fl & FORMAT_CAN_PACK_CODES),
    )


def _as_id(fmt) -> int:
    if isinstance(fmt, bool) or not isinstance(fmt, int):
        try:
            import operator

            fmt = operator.index(fmt)
        except TypeError:
            raise InvalidArgumentError(
                "a format is an int id or a str name, not %s" % type(fmt).__name__
            ) from None
    if not -(2**31) <= fmt < 2**31:
        raise InvalidArgumentError("format id %d is outside int32" % fmt)
    return int(fmt)


def format_ids() -> List[int]:
    """Every format id the registry holds (removed ids are left out), in registry order."""
    count = ctypes.c_size_t()
    _lib.check(_lib.lowbit_format_list(None, 0, ctypes.byref(count)))
    n = count.value
    ids = (ctypes.c_int32 * max(n, 1))()
    _lib.check(_lib.lowbit_format_list(ids, n, ctypes.byref(count)))
    return [int(ids[i]) for i in range(min(n, count.value))]


def formats() -> List[FormatInfo]:
    """Every format of the registry, as :class:`FormatInfo` rows (removed ids are absent)."""
    return [format_info(i) for i in format_ids()]


def format_id(name: str) -> int:
    """The id of a format name (case-insensitive): ``format_id("q4_0") == 2``.

    An unknown name raises :class:`NotFoundError`.
    """
    if not isinstance(name, str):
        raise InvalidArgumentError("format name must be a str, not %s" % type(name).__name__)
    out = ctypes.c_int32()
    _lib.check(_lib.lowbit_format_by_name(name.encode("utf-8"), ctypes.byref(out)))
    return int(out.value)


#: Every registry format's name -> id (removed ids are absent), read from the library at import.
FORMAT_IDS = {}


def _export_registry_ids() -> None:
    """Defines a module constant per registry row (``MLX_AFFINE = 2000``, ...), from the library."""
    g = globals()
    for fid in format_ids():
        name = format_info(fid).name
        FORMAT_IDS[name] = fid
        if not name.isidentifier() or name != name.upper():
            continue
        if name in g and g[name] != fid:
            raise ImportError(
                "lowbit: the bindings say %s = %r, the library's registry says %d" % (name, g[name], fid)
            )
        g[name] = fid


_export_registry_ids()
