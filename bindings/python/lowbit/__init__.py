"""lowbit: read, quantize and write quantized model weights (GGUF, safetensors) through liblowbit.

    import lowbit

    with lowbit.open("model.gguf") as m:
        print(m.kind, len(m), m.metadata["general.architecture"])
        for t in m:
            print(t.name, t.format, t.shape)
        w = m["blk.0.attn_q.weight"].dequantize()            # float32, bit-exact with ggml
        y = m["blk.0.attn_q.weight"].gemv(x)                  # W @ x from the quantized bytes
        top = m["blk.0.attn_q.weight"].dequantize("float16", rows=slice(0, 8))

    blocks = lowbit.quantize(weights, "Q4_0")                   # uint8 (rows, row_bytes), as ggml
    with lowbit.GGUFWriter() as w:
        w.add_metadata("general.architecture", "llama")
        w.add_tensor("w", blocks, format="Q4_0", shape=weights.shape)
        w.write("out.gguf")
    lowbit.quantize_model("model-f16.gguf", "model-q4_k_m.gguf", "Q4_K_M", imatrix="imatrix.dat")

    with lowbit.open("Llama-3-8B-4bit-mlx") as m:                # MLX / GPTQ / AWQ / compressed-tensors
        t = m["model.layers.0.mlp.up_proj"]                     # one logical tensor per layer
        print(t.format, t.quant, list(t.parts))                  # MLX_AFFINE Quant(bits=4, ...) ['weight', ...]
        w = t.dequantize()                                       # bit-exact with mx.dequantize
    parts = lowbit.quantize_mlx(weights, bits=4, group_size=64)  # == mx.quantize, bit for bit
    with lowbit.HFWriter({"model_type": "llama"}) as w:
        w.add_quantized("model.layers.0.mlp.up_proj", weights, "affine", bits=4, group_size=64)
        w.write("out-mlx")                                       # mlx-lm's layout + config.json

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
from . import _formats
from ._formats import (
    FORMAT_IDS,
    QUANT_ACT_ORDER,
    QUANT_SYMMETRIC,
    QUANT_ZERO_OFFSET,
    FormatInfo,
    format_id,
    format_ids,
    format_info,
    formats,
)
from ._compute import MAX_GEMM_BATCH, Device, default_device, gemm, gemv, gemv_gate_up_silu, get_rows
from ._hfwriter import HFWriter, quantize_mlx
from ._model import Metadata, MetaType, Model, Part, Quant, Tensor, ValueType, open
from ._quantize import FileType, file_type, file_types, load_imatrix, quantize, quantize_model, quantized_size
from ._writer import GGUFWriter

__version__ = "0.1.0"

# A constant per registry format: lowbit.Q4_0 == 2, lowbit.MLX_AFFINE == 2000, ... (from the library).
globals().update({name: fid for name, fid in FORMAT_IDS.items() if name.isidentifier() and name == name.upper()})

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
    "Device",
    "FORMAT_IDS",
    "FileType",
    "FormatInfo",
    "GGUFWriter",
    "HFWriter",
    "InternalError",
    "InvalidArgumentError",
    "InvalidHandleError",
    "LowbitError",
    "LowbitIOError",
    "MAX_GEMM_BATCH",
    "MetaType",
    "Metadata",
    "MissingKeyError",
    "Model",
    "NotFoundError",
    "OutOfRangeError",
    "Part",
    "QUANT_ACT_ORDER",
    "QUANT_SYMMETRIC",
    "QUANT_ZERO_OFFSET",
    "Quant",
    "Tensor",
    "TypeMismatchError",
    "UnsupportedError",
    "ValueType",
    "abi_version",
    "default_device",
    "file_type",
    "file_types",
    "format_id",
    "format_ids",
    "format_info",
    "formats",
    "gemm",
    "gemv",
    "gemv_gate_up_silu",
    "get_rows",
    "library_path",
    "load_imatrix",
    "open",
    "quantize",
    "quantize_mlx",
    "quantize_model",
    "quantized_size",
    "set_threads",
    "status_string",
    "version",
]
