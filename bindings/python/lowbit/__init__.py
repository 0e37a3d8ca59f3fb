"""lowbit: read, quantize and write quantized model weights (GGUF, safetensors) through liblowbit.

    import lowbit

    with lowbit.open("model.gguf") as m:
        print(m.kind, len(m), m.metadata["general.architecture"])
        for t in m:
            print(t.name, t.format, t.shape)
        w = m["blk.0.attn_q.weight"].dequantize()            # float32, bit-exact with ggml
        top = m["blk.0.attn_q.weight"].dequantize("float16", rows=slice(0, 8))

    blocks = lowbit.quantize(weights, "Q4_0")                   # uint8 (rows, row_bytes), as ggml
    with lowbit.GGUFWriter() as w:
        w.add_metadata("general.architecture", "llama")
        w.add_tensor("w", blocks, format="Q4_0", shape=weights.shape)
        w.write("out.gguf")
    lowbit.quantize_model("model-f16.gguf", "model-q4_k_m.gguf", "Q4_K_M", imatrix="imatrix.dat")

See README.md for how the shared library is found and how values convert.
"""

from __future__ import annotations

from . import _lib
from ._errors import (
    BadFileError,
    BufferTooSmallError,
    InternalError,
    InvalidArgumentError,
    InvalidHandleError,
    LowbitError,
    LowbitIOError,
    MissingKeyError,
    NotFoundError,
    OutOfRangeError,
    TypeMismatchError,
    UnsupportedError,
)
from ._formats import FormatInfo, format_id, format_ids, format_info, formats
from ._model import Metadata, MetaType, Model, Tensor, ValueType, open
from ._quantize import FileType, file_type, file_types, load_imatrix, quantize, quantize_model, quantized_size
from ._writer import GGUFWriter

__version__ = "0.1.0"

#: LOWBIT_ABI_VERSION these bindings were written for.
ABI_VERSION = _lib.ABI_VERSION


def version() -> str:
    """The library's version string (lowbit_version(), e.g. ``"0.1.0"``)."""
    v = _lib.lowbit_version()
    return v.decode("ascii", "replace") if v else ""


def abi_version() -> int:
    """The library's ABI version (lowbit_abi_version())."""
    return int(_lib.lowbit_abi_version())


def library_path() -> str:
    """The path of the loaded shared library."""
    return str(_lib.lib_path)


def set_threads(n: int) -> None:
    """Sets the number of threads CPU kernels use; ``n <= 0`` restores the default (one per core)."""
    import operator

    n = operator.index(n)
    n = max(min(n, 2**31 - 1), -(2**31))
    _lib.check(_lib.lowbit_set_threads(n))


def status_string(status: int) -> str:
    """The name of a lowbit_status code, e.g. ``"LOWBIT_ERR_BAD_FILE"``."""
    s = _lib.lowbit_status_string(int(status))
    return s.decode("ascii", "replace") if s else ""


__all__ = [
    "ABI_VERSION",
    "BadFileError",
    "BufferTooSmallError",
    "FileType",
    "FormatInfo",
    "GGUFWriter",
    "InternalError",
    "InvalidArgumentError",
    "InvalidHandleError",
    "LowbitError",
    "LowbitIOError",
    "MetaType",
    "Metadata",
    "MissingKeyError",
    "Model",
    "NotFoundError",
    "OutOfRangeError",
    "Tensor",
    "TypeMismatchError",
    "UnsupportedError",
    "ValueType",
    "abi_version",
    "file_type",
    "file_types",
    "format_id",
    "format_ids",
    "format_info",
    "formats",
    "library_path",
    "load_imatrix",
    "open",
    "quantize",
    "quantize_model",
    "quantized_size",
    "set_threads",
    "status_string",
    "version",
]
