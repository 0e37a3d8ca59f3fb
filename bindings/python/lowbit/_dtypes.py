"""numpy dtypes of lowbit's plain element types, both ways."""

from __future__ import annotations

from typing import Optional

import numpy as np

from ._formats import BF16, F16, F32, F64, FORMAT_IDS, I8, I16, I32, I64

try:  # optional: a real bfloat16 dtype
    import ml_dtypes as _ml_dtypes  # type: ignore

    BF16_DTYPE: Optional[np.dtype] = np.dtype(_ml_dtypes.bfloat16)
except Exception:  # pragma: no cover - depends on the environment
    BF16_DTYPE = None

_BY_ID = {
    F32: np.dtype(np.float32),
    F16: np.dtype(np.float16),
    F64: np.dtype(np.float64),
    I8: np.dtype(np.int8),
    I16: np.dtype(np.int16),
    I32: np.dtype(np.int32),
    I64: np.dtype(np.int64),
}
for _name, _dt in (("U8", np.uint8), ("U16", np.uint16), ("U32", np.uint32), ("U64", np.uint64),
                   ("BOOL", np.bool_), ("F8_E4M3", np.uint8), ("F8_E5M2", np.uint8), ("F8_E8M0", np.uint8),
                   ("F8_E4M3FNUZ", np.uint8), ("F8_E5M2FNUZ", np.uint8), ("C64", np.complex64)):
    if _name in FORMAT_IDS:
        _BY_ID[FORMAT_IDS[_name]] = np.dtype(_dt)

#: The format a numpy dtype is written as (float8 bytes and bool are left to an explicit format).
_BY_DTYPE = {
    np.dtype(np.float32): F32,
    np.dtype(np.float16): F16,
    np.dtype(np.float64): F64,
    np.dtype(np.int8): I8,
    np.dtype(np.int16): I16,
    np.dtype(np.int32): I32,
    np.dtype(np.int64): I64,
}
for _name, _dt in (("U8", np.uint8), ("U16", np.uint16), ("U32", np.uint32), ("U64", np.uint64),
                   ("BOOL", np.bool_), ("C64", np.complex64)):
    if _name in FORMAT_IDS:
        _BY_DTYPE[np.dtype(_dt)] = FORMAT_IDS[_name]


def dtype_of(format_id: int) -> Optional[np.dtype]:
    """The numpy dtype holding one element of a plain format (BF16: ``ml_dtypes.bfloat16`` when
    importable, else ``uint16`` bit patterns; float8 types: ``uint8`` bytes), or None."""
    if format_id == BF16:
        return BF16_DTYPE if BF16_DTYPE is not None else np.dtype(np.uint16)
    return _BY_ID.get(format_id)


def is_bf16(dtype: np.dtype) -> bool:
    return dtype.name == "bfloat16"


def format_of(dtype: np.dtype) -> Optional[int]:
    """The plain format a numpy array of this dtype is stored as, or None."""
    if is_bf16(dtype):
        return BF16
    return _BY_DTYPE.get(np.dtype(dtype))
