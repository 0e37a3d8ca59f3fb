"""Loading liblowbit and declaring its C interface (include/lowbit.h) for ctypes.

The library is searched, in order:

1. ``$LOWBIT_LIBRARY`` - the full path of the shared library; when set, nothing else is tried;
2. beside this package: ``lowbit/liblowbit.so`` (``.dylib`` on macOS, ``lowbit.dll`` on Windows),
   which is where a wheel puts it;
3. a checkout's ``build/`` directory (``<repo>/build/liblowbit.so`` as written by ``make lib``),
   when this package is imported from ``<repo>/bindings/python``.

Every function of lowbit.h is declared below with ``argtypes``/``restype``; its C prototype is
quoted above it. The structs mirror the header's, and callers must set their ``size`` field
(:func:`new_struct` does).
"""

from __future__ import annotations

import ctypes
import os
import sys
from ctypes import (
    POINTER,
    Structure,
    c_char_p,
    c_double,
    c_float,
    c_int,
    c_int32,
    c_int64,
    c_size_t,
    c_uint32,
    c_uint64,
    c_void_p,
)
from pathlib import Path
from typing import List, Optional

from ._errors import error_for

#: The ABI this module was written against (LOWBIT_ABI_VERSION in lowbit.h).
ABI_VERSION = 1
#: LOWBIT_MAX_DIMS in lowbit.h.
MAX_DIMS = 8

if sys.platform == "darwin":
    _LIB_NAMES = ["liblowbit.dylib"]
elif sys.platform == "win32":
    _LIB_NAMES = ["lowbit.dll", "liblowbit.dll"]
else:
    _LIB_NAMES = ["liblowbit.so"]


# ---- structs (include/lowbit.h) -----------------------------------------------------------------

class lowbit_format_info(Structure):
    """typedef struct lowbit_format_info { size_t size; int32_t id; const char *name;
    const char *family; int32_t block_elems; int32_t block_bytes; double bits_per_weight;
    uint32_t flags; } lowbit_format_info;"""

    _fields_ = [
        ("size", c_size_t),
        ("id", c_int32),
        ("name", c_char_p),
        ("family", c_char_p),
        ("block_elems", c_int32),
        ("block_bytes", c_int32),
        ("bits_per_weight", c_double),
        ("flags", c_uint32),
    ]


class lowbit_open_params(Structure):
    """typedef struct lowbit_open_params { size_t size; uint64_t max_string_bytes;
    uint64_t max_array_elems; uint64_t max_tensors; uint64_t max_metadata;
    uint64_t max_header_bytes; int32_t gptq_zeros; int32_t raw; uint64_t max_config_bytes;
    uint64_t max_dims; } lowbit_open_params;"""

    _fields_ = [
        ("size", c_size_t),
        ("max_string_bytes", c_uint64),
        ("max_array_elems", c_uint64),
        ("max_tensors", c_uint64),
        ("max_metadata", c_uint64),
        ("max_header_bytes", c_uint64),
        ("gptq_zeros", c_int32),
        ("raw", c_int32),
        ("max_config_bytes", c_uint64),
        ("max_dims", c_uint64),
    ]


class lowbit_tensor_info(Structure):
    """typedef struct lowbit_tensor_info { size_t size; const char *name; int32_t format;
    const char *format_name; int32_t n_dims; int64_t dims[LOWBIT_MAX_DIMS]; int64_t rows;
    int64_t cols; uint64_t byte_size; uint64_t file_offset; double bits_per_weight;
    int32_t quant_bits; int32_t quant_group_size; uint32_t quant_flags; int32_t n_parts;
    const char *part_of; } lowbit_tensor_info;"""

    _fields_ = [
        ("size", c_size_t),
        ("name", c_char_p),
        ("format", c_int32),
        ("format_name", c_char_p),
        ("n_dims", c_int32),
        ("dims", c_int64 * MAX_DIMS),
        ("rows", c_int64),
        ("cols", c_int64),
        ("byte_size", c_uint64),
        ("file_offset", c_uint64),
        ("bits_per_weight", c_double),
        ("quant_bits", c_int32),
        ("quant_group_size", c_int32),
        ("quant_flags", c_uint32),
        ("n_parts", c_int32),
        ("part_of", c_char_p),
    ]


class lowbit_tensor_part(Structure):
    """typedef struct lowbit_tensor_part { size_t size; const char *role; const char *name;
    int64_t tensor_index; int32_t format; int32_t n_dims; int64_t dims[LOWBIT_MAX_DIMS];
    uint64_t byte_size; uint64_t file_offset; } lowbit_tensor_part;"""

    _fields_ = [
        ("size", c_size_t),
        ("role", c_char_p),
        ("name", c_char_p),
        ("tensor_index", c_int64),
        ("format", c_int32),
        ("n_dims", c_int32),
        ("dims", c_int64 * MAX_DIMS),
        ("byte_size", c_uint64),
        ("file_offset", c_uint64),
    ]


class lowbit_quant_params(Structure):
    """typedef struct lowbit_quant_params { size_t size; int32_t bits; int32_t group_size;
    uint32_t flags; float global_scale; } lowbit_quant_params;"""

    _fields_ = [
        ("size", c_size_t),
        ("bits", c_int32),
        ("group_size", c_int32),
        ("flags", c_uint32),
        ("global_scale", c_float),
    ]


class lowbit_codes(Structure):
    """typedef struct lowbit_codes { size_t size; const uint8_t *q; const float *scales;
    const uint8_t *zeros; const int32_t *g_idx; const float *bias; int32_t scale_format;
    } lowbit_codes;"""

    _fields_ = [
        ("size", c_size_t),
        ("q", c_void_p),
        ("scales", c_void_p),
        ("zeros", c_void_p),
        ("g_idx", c_void_p),
        ("bias", c_void_p),
        ("scale_format", c_int32),
    ]


class lowbit_part_data(Structure):
    """typedef struct lowbit_part_data { const char *role; int32_t format; int32_t n_dims;
    const int64_t *dims; const void *data; size_t bytes; } lowbit_part_data;  (no size field)"""

    _fields_ = [
        ("role", c_char_p),
        ("format", c_int32),
        ("n_dims", c_int32),
        ("dims", POINTER(c_int64)),
        ("data", c_void_p),
        ("bytes", c_size_t),
    ]


class lowbit_quantize_params(Structure):
    """typedef struct lowbit_quantize_params { size_t size; const char *file_type;
    const char *imatrix_path; int pure; int allow_requantize; } lowbit_quantize_params;"""

    _fields_ = [
        ("size", c_size_t),
        ("file_type", c_char_p),
        ("imatrix_path", c_char_p),
        ("pure", c_int),
        ("allow_requantize", c_int),
    ]


class lowbit_file_type_info(Structure):
    """typedef struct lowbit_file_type_info { size_t size; uint32_t id; const char *name;
    int32_t base_format; } lowbit_file_type_info;"""

    _fields_ = [
        ("size", c_size_t),
        ("id", c_uint32),
        ("name", c_char_p),
        ("base_format", c_int32),
    ]


def new_struct(cls):
    """An instance of a lowbit struct with its leading size field set to sizeof(struct)."""
    s = cls()
    s.size = ctypes.sizeof(cls)
    return s


# lowbit_model *, lowbit_gguf_writer *, lowbit_hf_writer * and lowbit_imatrix * are opaque; ctypes
# passes them as pointer-sized integers.
lowbit_model_p = c_void_p
lowbit_gguf_writer_p = c_void_p
lowbit_hf_writer_p = c_void_p
lowbit_imatrix_p = c_void_p


# ---- finding and loading the library ------------------------------------------------------------

def _candidates() -> List[Path]:
    here = Path(__file__).resolve().parent
    paths = [here / n for n in _LIB_NAMES]
    # A checkout: <repo>/bindings/python/lowbit/_lib.py -> <repo>/build/
    repo = here.parent.parent.parent
    if (repo / "include" / "lowbit.h").is_file():
        paths += [repo / "build" / n for n in _LIB_NAMES]
    return paths


def _load() -> ctypes.CDLL:
    env = os.environ.get("LOWBIT_LIBRARY")
    if env:
        tried = [Path(env)]
    else:
        tried = _candidates()
    errors = []
    for p in tried:
        if not p.is_file():
            errors.append("  %s (not found)" % p)
            continue
        try:
            if sys.platform == "win32" and hasattr(os, "add_dll_directory"):
                os.add_dll_directory(str(p.parent))
            return ctypes.CDLL(str(p))
        except OSError as e:
            errors.append("  %s (%s)" % (p, e))
    how = (
        "LOWBIT_LIBRARY is set to %r" % env
        if env
        else "set LOWBIT_LIBRARY to the library's path, build it with `make lib` in a checkout, "
        "or install a wheel that carries it"
    )
    raise ImportError(
        "lowbit: cannot load the lowbit shared library (%s). Tried:\n%s" % (how, "\n".join(errors))
    )


lib = _load()
#: The path of the loaded library.
lib_path: Optional[str] = getattr(lib, "_name", None)


def _declare(name, argtypes, restype=c_int):
    fn = getattr(lib, name)  # AttributeError names a missing symbol: the library is too old
    fn.argtypes = argtypes
    fn.restype = restype
    return fn


# ---- library ------------------------------------------------------------------------------------

# const char *lowbit_version(void);
lowbit_version = _declare("lowbit_version", [], c_char_p)
# int lowbit_abi_version(void);
lowbit_abi_version = _declare("lowbit_abi_version", [], c_int)
# const char *lowbit_last_error(void);
lowbit_last_error = _declare("lowbit_last_error", [], c_char_p)
# const char *lowbit_status_string(int status);
lowbit_status_string = _declare("lowbit_status_string", [c_int], c_char_p)
# int lowbit_set_threads(int n);
lowbit_set_threads = _declare("lowbit_set_threads", [c_int])

# ---- format registry ----------------------------------------------------------------------------

# int lowbit_format_list(int32_t *ids, size_t cap, size_t *count);
lowbit_format_list = _declare("lowbit_format_list", [POINTER(c_int32), c_size_t, POINTER(c_size_t)])
# int lowbit_format_info_get(int32_t id, lowbit_format_info *out);
lowbit_format_info_get = _declare("lowbit_format_info_get", [c_int32, POINTER(lowbit_format_info)])
# int lowbit_format_by_name(const char *name, int32_t *id);
lowbit_format_by_name = _declare("lowbit_format_by_name", [c_char_p, POINTER(c_int32)])

# ---- models -------------------------------------------------------------------------------------

# int lowbit_model_open(const char *path, const lowbit_open_params *params, lowbit_model **out);
lowbit_model_open = _declare(
    "lowbit_model_open", [c_char_p, POINTER(lowbit_open_params), POINTER(lowbit_model_p)]
)
# int lowbit_model_free(lowbit_model *model);
lowbit_model_free = _declare("lowbit_model_free", [lowbit_model_p])
# int lowbit_model_kind(lowbit_model *model, const char **kind);
lowbit_model_kind = _declare("lowbit_model_kind", [lowbit_model_p, POINTER(c_char_p)])
# int lowbit_model_tensor_count(lowbit_model *model, int64_t *count);
lowbit_model_tensor_count = _declare("lowbit_model_tensor_count", [lowbit_model_p, POINTER(c_int64)])
# int lowbit_model_find_tensor(lowbit_model *model, const char *name, int64_t *index);
lowbit_model_find_tensor = _declare(
    "lowbit_model_find_tensor", [lowbit_model_p, c_char_p, POINTER(c_int64)]
)
# int lowbit_tensor_info_get(lowbit_model *model, int64_t index, lowbit_tensor_info *out);
lowbit_tensor_info_get = _declare(
    "lowbit_tensor_info_get", [lowbit_model_p, c_int64, POINTER(lowbit_tensor_info)]
)
# int lowbit_tensor_part_get(lowbit_model *model, int64_t index, int64_t part_index,
#                            lowbit_tensor_part *out);
lowbit_tensor_part_get = _declare(
    "lowbit_tensor_part_get", [lowbit_model_p, c_int64, c_int64, POINTER(lowbit_tensor_part)]
)
# int lowbit_tensor_read(lowbit_model *model, int64_t index, uint64_t offset, void *dst,
#                        size_t dst_bytes);
lowbit_tensor_read = _declare(
    "lowbit_tensor_read", [lowbit_model_p, c_int64, c_uint64, c_void_p, c_size_t]
)
# int lowbit_dequantize(lowbit_model *model, int64_t index, int64_t row_start, int64_t row_count,
#                       int32_t dst_format, void *dst, size_t dst_bytes);
lowbit_dequantize = _declare(
    "lowbit_dequantize", [lowbit_model_p, c_int64, c_int64, c_int64, c_int32, c_void_p, c_size_t]
)

# ---- metadata -----------------------------------------------------------------------------------

# int lowbit_meta_count(lowbit_model *model, int64_t *count);
lowbit_meta_count = _declare("lowbit_meta_count", [lowbit_model_p, POINTER(c_int64)])
# int lowbit_meta_key(lowbit_model *model, int64_t index, const char **key);
lowbit_meta_key = _declare("lowbit_meta_key", [lowbit_model_p, c_int64, POINTER(c_char_p)])
# int lowbit_meta_type(lowbit_model *model, const char *key, int32_t *type, int32_t *elem_type,
#                      uint64_t *length);
lowbit_meta_type = _declare(
    "lowbit_meta_type",
    [lowbit_model_p, c_char_p, POINTER(c_int32), POINTER(c_int32), POINTER(c_uint64)],
)
# int lowbit_meta_get_i64(lowbit_model *model, const char *key, int64_t *out);
lowbit_meta_get_i64 = _declare("lowbit_meta_get_i64", [lowbit_model_p, c_char_p, POINTER(c_int64)])
# int lowbit_meta_get_u64(lowbit_model *model, const char *key, uint64_t *out);
lowbit_meta_get_u64 = _declare("lowbit_meta_get_u64", [lowbit_model_p, c_char_p, POINTER(c_uint64)])
# int lowbit_meta_get_f64(lowbit_model *model, const char *key, double *out);
lowbit_meta_get_f64 = _declare("lowbit_meta_get_f64", [lowbit_model_p, c_char_p, POINTER(c_double)])
# int lowbit_meta_get_bool(lowbit_model *model, const char *key, int *out);
lowbit_meta_get_bool = _declare("lowbit_meta_get_bool", [lowbit_model_p, c_char_p, POINTER(c_int)])
# int lowbit_meta_get_string(lowbit_model *model, const char *key, const char **out, size_t *len);
# (out is declared as void ** so that strings holding NUL bytes can be read with their length)
lowbit_meta_get_string = _declare(
    "lowbit_meta_get_string", [lowbit_model_p, c_char_p, POINTER(c_void_p), POINTER(c_size_t)]
)
# int lowbit_meta_array_i64(lowbit_model *model, const char *key, uint64_t index, int64_t *out);
lowbit_meta_array_i64 = _declare(
    "lowbit_meta_array_i64", [lowbit_model_p, c_char_p, c_uint64, POINTER(c_int64)]
)
# int lowbit_meta_array_u64(lowbit_model *model, const char *key, uint64_t index, uint64_t *out);
lowbit_meta_array_u64 = _declare(
    "lowbit_meta_array_u64", [lowbit_model_p, c_char_p, c_uint64, POINTER(c_uint64)]
)
# int lowbit_meta_array_f64(lowbit_model *model, const char *key, uint64_t index, double *out);
lowbit_meta_array_f64 = _declare(
    "lowbit_meta_array_f64", [lowbit_model_p, c_char_p, c_uint64, POINTER(c_double)]
)
# int lowbit_meta_array_bool(lowbit_model *model, const char *key, uint64_t index, int *out);
lowbit_meta_array_bool = _declare(
    "lowbit_meta_array_bool", [lowbit_model_p, c_char_p, c_uint64, POINTER(c_int)]
)
# int lowbit_meta_array_string(lowbit_model *model, const char *key, uint64_t index,
#                              const char **out, size_t *len);
lowbit_meta_array_string = _declare(
    "lowbit_meta_array_string",
    [lowbit_model_p, c_char_p, c_uint64, POINTER(c_void_p), POINTER(c_size_t)],
)
# int lowbit_meta_array_copy(lowbit_model *model, const char *key, int32_t elem_type, void *dst,
#                            size_t dst_bytes);
lowbit_meta_array_copy = _declare(
    "lowbit_meta_array_copy", [lowbit_model_p, c_char_p, c_int32, c_void_p, c_size_t]
)


# ---- quantizing caller data --------------------------------------------------------------------

# int lowbit_quantized_size(int32_t format, int64_t rows, int64_t cols, size_t *bytes);
lowbit_quantized_size = _declare("lowbit_quantized_size", [c_int32, c_int64, c_int64, POINTER(c_size_t)])
# int lowbit_quantize(int32_t dst_format, const void *src, int32_t src_format, int64_t rows,
#                     int64_t cols, const float *imatrix, void *dst, size_t dst_bytes);
lowbit_quantize = _declare(
    "lowbit_quantize", [c_int32, c_void_p, c_int32, c_int64, c_int64, c_void_p, c_void_p, c_size_t]
)

# ---- writing GGUF files -------------------------------------------------------------------------

# int lowbit_gguf_writer_new(lowbit_gguf_writer **out);
lowbit_gguf_writer_new = _declare("lowbit_gguf_writer_new", [POINTER(lowbit_gguf_writer_p)])
# int lowbit_gguf_writer_free(lowbit_gguf_writer *writer);
lowbit_gguf_writer_free = _declare("lowbit_gguf_writer_free", [lowbit_gguf_writer_p])
# int lowbit_gguf_writer_set_alignment(lowbit_gguf_writer *writer, uint32_t alignment);
lowbit_gguf_writer_set_alignment = _declare(
    "lowbit_gguf_writer_set_alignment", [lowbit_gguf_writer_p, c_uint32]
)
# int lowbit_gguf_writer_add_scalar(lowbit_gguf_writer *writer, const char *key, int32_t value_type,
#                                   const void *value);
lowbit_gguf_writer_add_scalar = _declare(
    "lowbit_gguf_writer_add_scalar", [lowbit_gguf_writer_p, c_char_p, c_int32, c_void_p]
)
# int lowbit_gguf_writer_add_string(lowbit_gguf_writer *writer, const char *key, const char *s,
#                                   size_t len);
# (s is declared as void * so that strings holding NUL bytes pass with their length)
lowbit_gguf_writer_add_string = _declare(
    "lowbit_gguf_writer_add_string", [lowbit_gguf_writer_p, c_char_p, c_void_p, c_size_t]
)
# int lowbit_gguf_writer_add_array(lowbit_gguf_writer *writer, const char *key, int32_t elem_type,
#                                  const void *data, uint64_t count);
lowbit_gguf_writer_add_array = _declare(
    "lowbit_gguf_writer_add_array", [lowbit_gguf_writer_p, c_char_p, c_int32, c_void_p, c_uint64]
)
# int lowbit_gguf_writer_add_string_array(lowbit_gguf_writer *writer, const char *key,
#                                         const char *const *strs, const size_t *lens, uint64_t count);
lowbit_gguf_writer_add_string_array = _declare(
    "lowbit_gguf_writer_add_string_array",
    [lowbit_gguf_writer_p, c_char_p, POINTER(c_void_p), POINTER(c_size_t), c_uint64],
)
# int lowbit_gguf_writer_copy_metadata(lowbit_gguf_writer *writer, lowbit_model *model);
lowbit_gguf_writer_copy_metadata = _declare(
    "lowbit_gguf_writer_copy_metadata", [lowbit_gguf_writer_p, lowbit_model_p]
)
# int lowbit_gguf_writer_add_tensor(lowbit_gguf_writer *writer, const char *name, int32_t format,
#                                   int32_t n_dims, const int64_t *dims, const void *data, size_t bytes);
lowbit_gguf_writer_add_tensor = _declare(
    "lowbit_gguf_writer_add_tensor",
    [lowbit_gguf_writer_p, c_char_p, c_int32, c_int32, POINTER(c_int64), c_void_p, c_size_t],
)
# int lowbit_gguf_writer_write(lowbit_gguf_writer *writer, const char *path);
lowbit_gguf_writer_write = _declare("lowbit_gguf_writer_write", [lowbit_gguf_writer_p, c_char_p])

# ---- writing MLX / GPTQ / AWQ / compressed-tensors checkpoints ----------------------------------

# int lowbit_hf_writer_new(lowbit_hf_writer **out);
lowbit_hf_writer_new = _declare("lowbit_hf_writer_new", [POINTER(lowbit_hf_writer_p)])
# int lowbit_hf_writer_free(lowbit_hf_writer *writer);
lowbit_hf_writer_free = _declare("lowbit_hf_writer_free", [lowbit_hf_writer_p])
# int lowbit_hf_writer_set_config(lowbit_hf_writer *writer, const char *json);
lowbit_hf_writer_set_config = _declare("lowbit_hf_writer_set_config", [lowbit_hf_writer_p, c_char_p])
# int lowbit_hf_writer_add_tensor(lowbit_hf_writer *writer, const char *name, int32_t format,
#                                 int32_t n_dims, const int64_t *dims, const void *data, size_t bytes);
lowbit_hf_writer_add_tensor = _declare(
    "lowbit_hf_writer_add_tensor",
    [lowbit_hf_writer_p, c_char_p, c_int32, c_int32, POINTER(c_int64), c_void_p, c_size_t],
)
# int lowbit_hf_writer_add_quantized(lowbit_hf_writer *writer, const char *name, int32_t format,
#                                    const lowbit_quant_params *params, const void *src,
#                                    int32_t src_format, int32_t n_dims, const int64_t *dims);
lowbit_hf_writer_add_quantized = _declare(
    "lowbit_hf_writer_add_quantized",
    [lowbit_hf_writer_p, c_char_p, c_int32, POINTER(lowbit_quant_params), c_void_p, c_int32, c_int32,
     POINTER(c_int64)],
)
# int lowbit_hf_writer_add_codes(lowbit_hf_writer *writer, const char *name, int32_t format,
#                                const lowbit_quant_params *params, int64_t rows, int64_t cols,
#                                const lowbit_codes *codes);
lowbit_hf_writer_add_codes = _declare(
    "lowbit_hf_writer_add_codes",
    [lowbit_hf_writer_p, c_char_p, c_int32, POINTER(lowbit_quant_params), c_int64, c_int64,
     POINTER(lowbit_codes)],
)
# int lowbit_hf_writer_add_parts(lowbit_hf_writer *writer, const char *name, int32_t format,
#                                const lowbit_quant_params *params, int32_t n_dims,
#                                const int64_t *dims, const lowbit_part_data *parts, size_t n_parts);
lowbit_hf_writer_add_parts = _declare(
    "lowbit_hf_writer_add_parts",
    [lowbit_hf_writer_p, c_char_p, c_int32, POINTER(lowbit_quant_params), c_int32, POINTER(c_int64),
     POINTER(lowbit_part_data), c_size_t],
)
# int lowbit_hf_writer_tensor_info(lowbit_hf_writer *writer, const char *name,
#                                  lowbit_tensor_info *out);
lowbit_hf_writer_tensor_info = _declare(
    "lowbit_hf_writer_tensor_info", [lowbit_hf_writer_p, c_char_p, POINTER(lowbit_tensor_info)]
)
# int lowbit_hf_writer_part_get(lowbit_hf_writer *writer, const char *name, int64_t part_index,
#                               lowbit_tensor_part *out, void *dst, size_t dst_bytes);
lowbit_hf_writer_part_get = _declare(
    "lowbit_hf_writer_part_get",
    [lowbit_hf_writer_p, c_char_p, c_int64, POINTER(lowbit_tensor_part), c_void_p, c_size_t],
)
# int lowbit_hf_writer_write(lowbit_hf_writer *writer, const char *dir);
lowbit_hf_writer_write = _declare("lowbit_hf_writer_write", [lowbit_hf_writer_p, c_char_p])

# ---- quantizing whole models --------------------------------------------------------------------

# int lowbit_quantize_model(const char *in_path, const char *out_path,
#                           const lowbit_quantize_params *params);
lowbit_quantize_model = _declare(
    "lowbit_quantize_model", [c_char_p, c_char_p, POINTER(lowbit_quantize_params)]
)
# int lowbit_file_type_count(size_t *count);
lowbit_file_type_count = _declare("lowbit_file_type_count", [POINTER(c_size_t)])
# int lowbit_file_type_get(size_t index, lowbit_file_type_info *out);
lowbit_file_type_get = _declare("lowbit_file_type_get", [c_size_t, POINTER(lowbit_file_type_info)])
# int lowbit_file_type_by_name(const char *name, uint32_t *id, int32_t *base_format);
lowbit_file_type_by_name = _declare(
    "lowbit_file_type_by_name", [c_char_p, POINTER(c_uint32), POINTER(c_int32)]
)

# ---- importance matrices ------------------------------------------------------------------------

# int lowbit_imatrix_load(const char *path, lowbit_imatrix **out);
lowbit_imatrix_load = _declare("lowbit_imatrix_load", [c_char_p, POINTER(lowbit_imatrix_p)])
# int lowbit_imatrix_free(lowbit_imatrix *imatrix);
lowbit_imatrix_free = _declare("lowbit_imatrix_free", [lowbit_imatrix_p])
# int lowbit_imatrix_count(lowbit_imatrix *imatrix, int64_t *count);
lowbit_imatrix_count = _declare("lowbit_imatrix_count", [lowbit_imatrix_p, POINTER(c_int64)])
# int lowbit_imatrix_name(lowbit_imatrix *imatrix, int64_t index, const char **name);
lowbit_imatrix_name = _declare("lowbit_imatrix_name", [lowbit_imatrix_p, c_int64, POINTER(c_char_p)])
# int lowbit_imatrix_get(lowbit_imatrix *imatrix, const char *name, const float **values,
#                        size_t *count);
lowbit_imatrix_get = _declare(
    "lowbit_imatrix_get", [lowbit_imatrix_p, c_char_p, POINTER(c_void_p), POINTER(c_size_t)]
)


# ---- compute: matrix-vector products on a device -------------------------------------------------

# lowbit_device * is opaque too.
lowbit_device_p = c_void_p
#: LOWBIT_DEVICE_* in lowbit.h.
DEVICE_CPU = 0
DEVICE_CUDA = 1
DEVICE_METAL = 2
#: LOWBIT_ACTIVATIONS_* in lowbit.h.
ACTIVATIONS_F32 = 0
ACTIVATIONS_Q8 = 1

# int lowbit_device_open(int32_t kind, int32_t index, lowbit_device **out);
lowbit_device_open = _declare("lowbit_device_open", [c_int32, c_int32, POINTER(lowbit_device_p)])
# int lowbit_device_free(lowbit_device *dev);
lowbit_device_free = _declare("lowbit_device_free", [lowbit_device_p])
# int lowbit_device_set_threads(lowbit_device *dev, int n);
lowbit_device_set_threads = _declare("lowbit_device_set_threads", [lowbit_device_p, c_int])
# int lowbit_device_set_activations(lowbit_device *dev, int32_t mode);
lowbit_device_set_activations = _declare("lowbit_device_set_activations", [lowbit_device_p, c_int32])
# int lowbit_gemv(lowbit_device *dev, lowbit_model *model, int64_t tensor, const float *x, size_t x_len,
#                 float *y, size_t y_len);
lowbit_gemv = _declare(
    "lowbit_gemv", [lowbit_device_p, lowbit_model_p, c_int64, c_void_p, c_size_t, c_void_p, c_size_t]
)
# int lowbit_gemm(lowbit_device *dev, lowbit_model *model, int64_t tensor, int32_t n, const float *x,
#                 size_t x_len, float *y, size_t y_len);
lowbit_gemm = _declare(
    "lowbit_gemm", [lowbit_device_p, lowbit_model_p, c_int64, c_int32, c_void_p, c_size_t, c_void_p, c_size_t]
)
# int lowbit_gemv_gate_up_silu(lowbit_device *dev, lowbit_model *model, int64_t gate_tensor,
#                              int64_t up_tensor, const float *x, size_t x_len, float *y, size_t y_len);
lowbit_gemv_gate_up_silu = _declare(
    "lowbit_gemv_gate_up_silu",
    [lowbit_device_p, lowbit_model_p, c_int64, c_int64, c_void_p, c_size_t, c_void_p, c_size_t],
)
# int lowbit_get_rows(lowbit_device *dev, lowbit_model *model, int64_t tensor, const int64_t *ids,
#                     size_t n_ids, float *dst, size_t dst_len);
lowbit_get_rows = _declare(
    "lowbit_get_rows", [lowbit_device_p, lowbit_model_p, c_int64, c_void_p, c_size_t, c_void_p, c_size_t]
)


# ---- status checking ----------------------------------------------------------------------------

def last_error() -> str:
    """lowbit_last_error() of the calling thread, decoded."""
    msg = lowbit_last_error()
    return msg.decode("utf-8", "replace") if msg else ""


def check(status: int) -> None:
    """Raises the LowbitError subclass for a failed status, with the C library's message."""
    if status != 0:
        raise error_for(status, last_error())


_abi = lowbit_abi_version()
if _abi != ABI_VERSION:
    raise ImportError(
        "lowbit: %s has ABI version %d; these bindings need ABI version %d"
        % (lib_path, _abi, ABI_VERSION)
    )
