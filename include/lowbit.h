/*
 * lowbit — read quantized model weights and compute with them.
 *
 * This header is the whole, stable C interface of liblowbit (.so / .dylib). Conventions:
 *
 *  - Every function returns an int status (lowbit_status); 0 is LOWBIT_OK. Results come back
 *    through pointer arguments, which are never touched on failure.
 *  - On failure lowbit_last_error() returns a message for the calling thread naming the file, the
 *    tensor and the problem. It stays valid until the next lowbit call on that thread.
 *  - Handles are opaque. NULL, freed and forged handles are reported as
 *    LOWBIT_ERR_INVALID_HANDLE, never a crash. Freeing NULL is a no-op; a double free is an error.
 *    Freeing a model while another thread still uses it is safe: the model is released when the
 *    last call using it returns, and every later call with the handle is an error.
 *  - Strings returned by a model (names, keys, string values) are owned by the model and stay valid
 *    until lowbit_model_free; likewise names and values returned by an imatrix handle until
 *    lowbit_imatrix_free. Registry strings (format and file type names) are valid for the process
 *    lifetime. Data passed in (strings, arrays, tensor bytes) is copied before a call returns.
 *  - Structs passed by pointer start with a `size` field the caller sets to sizeof(struct); fields
 *    are only ever appended, so an older caller keeps working with a newer library.
 *  - Enums only grow; removed values stay reserved. Nothing aborts; no panic crosses this boundary.
 *  - Every function may be called from any thread, concurrently.
 */
#ifndef LOWBIT_H
#define LOWBIT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32) && !defined(__GNUC__)
#define LOWBIT_API __declspec(dllimport)
#else
#define LOWBIT_API __attribute__((visibility("default")))
#endif

#define LOWBIT_VERSION_MAJOR 0
#define LOWBIT_VERSION_MINOR 1
#define LOWBIT_VERSION_PATCH 0
#define LOWBIT_VERSION_STRING "0.1.0"
/* Bumped only if an existing function or struct field ever changes meaning (never so far). */
#define LOWBIT_ABI_VERSION 1

/* ---- status codes ------------------------------------------------------------------------ */
typedef enum lowbit_status {
    LOWBIT_OK = 0,
    LOWBIT_ERR_INVALID_ARGUMENT = 1,  /* NULL pointer, bad enum value, bad struct size      */
    LOWBIT_ERR_INVALID_HANDLE = 2,    /* NULL, freed or never-created handle                */
    LOWBIT_ERR_NOT_FOUND = 3,         /* no such tensor, metadata key, format name, file    */
    LOWBIT_ERR_BAD_FILE = 4,          /* the file is malformed (message says where and why) */
    LOWBIT_ERR_UNSUPPORTED = 5,       /* a valid format or feature lowbit cannot handle yet */
    LOWBIT_ERR_IO = 6,                /* the operating system failed us                     */
    LOWBIT_ERR_OUT_OF_RANGE = 7,      /* index or row range outside the object              */
    LOWBIT_ERR_BUFFER_TOO_SMALL = 8,  /* caller's buffer is smaller than the result         */
    LOWBIT_ERR_TYPE_MISMATCH = 9,     /* typed getter used on a value of another type       */
    LOWBIT_ERR_INTERNAL = 10          /* a bug in lowbit; please report the message         */
} lowbit_status;

/* ---- format ids ---------------------------------------------------------------------------
 * GGUF/ggml types keep ggml's numbers (0…42). Other element types have ids from 1000, part-based
 * formats (MLX, GPTQ, AWQ, …) from 2000. Query the registry (lowbit_format_info) for every id;
 * the constants below are the ones a caller names. */
enum {
    LOWBIT_FORMAT_F32 = 0,
    LOWBIT_FORMAT_F16 = 1,
    LOWBIT_FORMAT_Q4_0 = 2,
    LOWBIT_FORMAT_Q4_1 = 3,
    /* 4, 5: Q4_2, Q4_3 — removed from ggml, reserved */
    LOWBIT_FORMAT_Q5_0 = 6,
    LOWBIT_FORMAT_Q5_1 = 7,
    LOWBIT_FORMAT_Q8_0 = 8,
    LOWBIT_FORMAT_Q8_1 = 9,
    LOWBIT_FORMAT_Q2_K = 10,
    LOWBIT_FORMAT_Q3_K = 11,
    LOWBIT_FORMAT_Q4_K = 12,
    LOWBIT_FORMAT_Q5_K = 13,
    LOWBIT_FORMAT_Q6_K = 14,
    LOWBIT_FORMAT_Q8_K = 15,
    LOWBIT_FORMAT_IQ2_XXS = 16,
    LOWBIT_FORMAT_IQ2_XS = 17,
    LOWBIT_FORMAT_IQ3_XXS = 18,
    LOWBIT_FORMAT_IQ1_S = 19,
    LOWBIT_FORMAT_IQ4_NL = 20,
    LOWBIT_FORMAT_IQ3_S = 21,
    LOWBIT_FORMAT_IQ2_S = 22,
    LOWBIT_FORMAT_IQ4_XS = 23,
    LOWBIT_FORMAT_I8 = 24,
    LOWBIT_FORMAT_I16 = 25,
    LOWBIT_FORMAT_I32 = 26,
    LOWBIT_FORMAT_I64 = 27,
    LOWBIT_FORMAT_F64 = 28,
    LOWBIT_FORMAT_IQ1_M = 29,
    LOWBIT_FORMAT_BF16 = 30,
    /* 31–33: Q4_0_4_4, Q4_0_4_8, Q4_0_8_8 — removed, reserved */
    LOWBIT_FORMAT_TQ1_0 = 34,
    LOWBIT_FORMAT_TQ2_0 = 35,
    /* 36–38: IQ4_NL_4_4, IQ4_NL_4_8, IQ4_NL_8_8 — removed, reserved */
    LOWBIT_FORMAT_MXFP4 = 39,
    LOWBIT_FORMAT_NVFP4 = 40,
    LOWBIT_FORMAT_Q1_0 = 41,
    LOWBIT_FORMAT_Q2_0 = 42,
    /* plain element types of safetensors that have no ggml id */
    LOWBIT_FORMAT_U8 = 1000,
    LOWBIT_FORMAT_U16 = 1001,
    LOWBIT_FORMAT_U32 = 1002,
    LOWBIT_FORMAT_U64 = 1003,
    LOWBIT_FORMAT_BOOL = 1004,
    LOWBIT_FORMAT_F8_E4M3 = 1005,
    LOWBIT_FORMAT_F8_E5M2 = 1006,
    LOWBIT_FORMAT_F8_E8M0 = 1007,
    LOWBIT_FORMAT_F8_E4M3FNUZ = 1008,
    LOWBIT_FORMAT_F8_E5M2FNUZ = 1009,
    LOWBIT_FORMAT_F4 = 1010,
    LOWBIT_FORMAT_F6_E2M3 = 1011,
    LOWBIT_FORMAT_F6_E3M2 = 1012,
    LOWBIT_FORMAT_C64 = 1013,
    /* part-based formats (a logical tensor stored as several tensors; bits and group size are
     * parameters, so lowbit_format_info reports no block size for them) */
    LOWBIT_FORMAT_MLX_AFFINE = 2000,
    LOWBIT_FORMAT_MLX_MXFP4 = 2001,
    LOWBIT_FORMAT_MLX_NVFP4 = 2002,
    LOWBIT_FORMAT_MLX_MXFP8 = 2003,
    LOWBIT_FORMAT_GPTQ = 2010,
    LOWBIT_FORMAT_AWQ_GEMM = 2020,
    LOWBIT_FORMAT_AWQ_GEMV = 2021,
    LOWBIT_FORMAT_CT_PACK_QUANTIZED = 2030
};

/* Format capability and kind flags (lowbit_format_info.flags). */
enum {
    LOWBIT_FORMAT_CAN_DEQUANTIZE = 1 << 0,
    LOWBIT_FORMAT_CAN_QUANTIZE = 1 << 1,
    LOWBIT_FORMAT_NEEDS_IMATRIX = 1 << 2,
    LOWBIT_FORMAT_QUANTIZED = 1 << 3,
    LOWBIT_FORMAT_FLOAT = 1 << 4,
    LOWBIT_FORMAT_INTEGER = 1 << 5,
    LOWBIT_FORMAT_INTERMEDIATE = 1 << 6, /* used by ggml for activations only (Q8_1, Q8_K) */
    LOWBIT_FORMAT_USES_IMATRIX = 1 << 7  /* lowbit_quantize accepts an importance matrix for it */
};

typedef struct lowbit_format_info {
    size_t size;             /* caller sets sizeof(lowbit_format_info) */
    int32_t id;
    const char *name;        /* "Q4_0" */
    const char *family;      /* "ggml", "plain", … */
    int32_t block_elems;     /* elements per block (1 for plain types) */
    int32_t block_bytes;     /* bytes per block */
    double bits_per_weight;
    uint32_t flags;          /* LOWBIT_FORMAT_* */
} lowbit_format_info;

/* ---- metadata value types (GGUF's numbering) ---------------------------------------------- */
typedef enum lowbit_value_type {
    LOWBIT_VALUE_U8 = 0,
    LOWBIT_VALUE_I8 = 1,
    LOWBIT_VALUE_U16 = 2,
    LOWBIT_VALUE_I16 = 3,
    LOWBIT_VALUE_U32 = 4,
    LOWBIT_VALUE_I32 = 5,
    LOWBIT_VALUE_F32 = 6,
    LOWBIT_VALUE_BOOL = 7,
    LOWBIT_VALUE_STRING = 8,
    LOWBIT_VALUE_ARRAY = 9,
    LOWBIT_VALUE_U64 = 10,
    LOWBIT_VALUE_I64 = 11,
    LOWBIT_VALUE_F64 = 12
} lowbit_value_type;

/* ---- handles and structs ------------------------------------------------------------------ */
typedef struct lowbit_model lowbit_model; /* opaque */

typedef struct lowbit_open_params {
    size_t size;                 /* caller sets sizeof(lowbit_open_params) */
    uint64_t max_string_bytes;   /* one metadata string; 0 = default (1 GiB)        */
    uint64_t max_array_elems;    /* one metadata array; 0 = default (2^30)          */
    uint64_t max_tensors;        /* tensors in one file; 0 = default (2^24)         */
    uint64_t max_metadata;       /* metadata entries; 0 = default (2^24)            */
    uint64_t max_header_bytes;   /* safetensors JSON header; 0 = default (100 MB)   */
} lowbit_open_params;

#define LOWBIT_MAX_DIMS 8

typedef struct lowbit_tensor_info {
    size_t size;                 /* caller sets sizeof(lowbit_tensor_info) */
    const char *name;            /* owned by the model */
    int32_t format;              /* registry id (LOWBIT_FORMAT_*) */
    const char *format_name;
    int32_t n_dims;
    int64_t dims[LOWBIT_MAX_DIMS]; /* row-major, outermost first (GGUF's ne reversed) */
    int64_t rows;                /* product of all dims but the last */
    int64_t cols;                /* the last dim: elements per row */
    uint64_t byte_size;
    uint64_t file_offset;        /* absolute offset of the tensor's bytes in its file */
    double bits_per_weight;
} lowbit_tensor_info;

typedef struct lowbit_gguf_writer lowbit_gguf_writer; /* opaque: a GGUF file being built */
typedef struct lowbit_imatrix lowbit_imatrix;         /* opaque: a loaded importance matrix */

/* Whole-model quantization (lowbit_quantize_model). Set size to sizeof(lowbit_quantize_params);
 * the library reads only the fields your size covers, so fields appended later keep their
 * zero defaults for older callers. */
typedef struct lowbit_quantize_params {
    size_t size;                 /* caller sets sizeof(lowbit_quantize_params) */
    const char *file_type;       /* llama.cpp file type name, case-insensitive: "Q8_0", "Q4_K_M", … (required) */
    const char *imatrix_path;    /* importance matrix (.dat or GGUF imatrix), or NULL for none */
    int pure;                    /* non-zero: every quantized tensor gets the base format, no mixture rules */
    int allow_requantize;        /* non-zero: quantized input tensors are dequantized and quantized again */
} lowbit_quantize_params;

/* One llama.cpp file type (lowbit_file_type_get). */
typedef struct lowbit_file_type_info {
    size_t size;                 /* caller sets sizeof(lowbit_file_type_info) */
    uint32_t id;                 /* llama.cpp's llama_ftype, written to general.file_type */
    const char *name;            /* "Q4_K_M"; valid for the process lifetime */
    int32_t base_format;         /* the format most tensors get (LOWBIT_FORMAT_Q4_K for Q4_K_M) */
} lowbit_file_type_info;

/* The library's own build defines LOWBIT_BUILDING_LIBRARY to declare these functions itself. */
#ifndef LOWBIT_BUILDING_LIBRARY

/* ---- library ------------------------------------------------------------------------------ */
LOWBIT_API const char *lowbit_version(void);       /* "0.1.0" */
LOWBIT_API int lowbit_abi_version(void);           /* LOWBIT_ABI_VERSION of the library */
LOWBIT_API const char *lowbit_last_error(void);    /* "" when the last call succeeded */
LOWBIT_API const char *lowbit_status_string(int status); /* "LOWBIT_ERR_BAD_FILE", … */
/* Threads used by CPU kernels; n <= 0 restores the default (one per core). */
LOWBIT_API int lowbit_set_threads(int n);

/* ---- format registry ---------------------------------------------------------------------- */
/* Writes up to cap ids into ids (may be NULL when cap is 0) and the total into *count. */
LOWBIT_API int lowbit_format_list(int32_t *ids, size_t cap, size_t *count);
/* Removed and unknown ids are LOWBIT_ERR_UNSUPPORTED with a message saying which. */
LOWBIT_API int lowbit_format_info_get(int32_t id, lowbit_format_info *out);
LOWBIT_API int lowbit_format_by_name(const char *name, int32_t *id); /* case-insensitive */

/* ---- models ------------------------------------------------------------------------------- */
/* Opens a GGUF file, a .safetensors file, or a sharded *.safetensors.index.json; params may be
 * NULL for the defaults. The file is mapped read-only; nothing is copied. */
LOWBIT_API int lowbit_model_open(const char *path, const lowbit_open_params *params, lowbit_model **out);
LOWBIT_API int lowbit_model_free(lowbit_model *model);
LOWBIT_API int lowbit_model_kind(lowbit_model *model, const char **kind); /* "gguf", "safetensors" */

LOWBIT_API int lowbit_model_tensor_count(lowbit_model *model, int64_t *count);
LOWBIT_API int lowbit_model_find_tensor(lowbit_model *model, const char *name, int64_t *index);
LOWBIT_API int lowbit_tensor_info_get(lowbit_model *model, int64_t index, lowbit_tensor_info *out);

/* Decodes rows [row_start, row_start+row_count) of tensor `index` into dst as dst_format
 * (LOWBIT_FORMAT_F32, _F16 or _BF16), row after row. row_count < 0 means "to the last row".
 * dst_bytes is the capacity of dst; too small is LOWBIT_ERR_BUFFER_TOO_SMALL and nothing is written.
 * F32 output is bit-exact with ggml's dequantize_row_*. */
LOWBIT_API int lowbit_dequantize(lowbit_model *model, int64_t index, int64_t row_start, int64_t row_count,
                                 int32_t dst_format, void *dst, size_t dst_bytes);

/* ---- metadata ----------------------------------------------------------------------------- */
LOWBIT_API int lowbit_meta_count(lowbit_model *model, int64_t *count);
LOWBIT_API int lowbit_meta_key(lowbit_model *model, int64_t index, const char **key);
/* Type of a key; for arrays also the element type and the length (pass NULL for what you skip). */
LOWBIT_API int lowbit_meta_type(lowbit_model *model, const char *key, int32_t *type, int32_t *elem_type,
                                uint64_t *length);
/* Typed getters. Integers convert only when the value fits (u8…u64, i8…i64 → i64 / u64);
 * floats from f32/f64 only; a mismatch is LOWBIT_ERR_TYPE_MISMATCH, never a reinterpretation. */
LOWBIT_API int lowbit_meta_get_i64(lowbit_model *model, const char *key, int64_t *out);
LOWBIT_API int lowbit_meta_get_u64(lowbit_model *model, const char *key, uint64_t *out);
LOWBIT_API int lowbit_meta_get_f64(lowbit_model *model, const char *key, double *out);
LOWBIT_API int lowbit_meta_get_bool(lowbit_model *model, const char *key, int *out);
/* The string is owned by the model; *len (may be NULL) gets its byte length (it may hold NULs). */
LOWBIT_API int lowbit_meta_get_string(lowbit_model *model, const char *key, const char **out, size_t *len);
/* Element `index` of an array value, with the same typing rules as the scalar getters. */
LOWBIT_API int lowbit_meta_array_i64(lowbit_model *model, const char *key, uint64_t index, int64_t *out);
LOWBIT_API int lowbit_meta_array_u64(lowbit_model *model, const char *key, uint64_t index, uint64_t *out);
LOWBIT_API int lowbit_meta_array_f64(lowbit_model *model, const char *key, uint64_t index, double *out);
LOWBIT_API int lowbit_meta_array_bool(lowbit_model *model, const char *key, uint64_t index, int *out);
LOWBIT_API int lowbit_meta_array_string(lowbit_model *model, const char *key, uint64_t index, const char **out,
                                        size_t *len);
/* Copies a whole numeric array whose element type is exactly elem_type into dst (little-endian
 * native values; bool as one byte). dst_bytes must be at least length × element size. */
LOWBIT_API int lowbit_meta_array_copy(lowbit_model *model, const char *key, int32_t elem_type, void *dst,
                                      size_t dst_bytes);

/* ---- quantizing caller data -------------------------------------------------------------- */
/* The bytes `rows` rows of `cols` elements take in `format` (cols must be a whole number of
 * blocks; any registry format, quantizable or not). */
LOWBIT_API int lowbit_quantized_size(int32_t format, int64_t rows, int64_t cols, size_t *bytes);
/* Quantizes rows × cols values (row after row) from src into dst as dst_format, writing
 * lowbit_quantized_size(dst_format, rows, cols) bytes: ggml's block layout, byte-exact with
 * ggml_quantize_chunk (without an imatrix, ggml's quantize_row_*_ref).
 *  - src_format is LOWBIT_FORMAT_F32, _F16 or _BF16; F16/BF16 input is widened exactly to F32 first.
 *  - imatrix is NULL or `cols` importance weights (llama.cpp's imatrix for this tensor, e.g. from
 *    lowbit_imatrix_get). Formats flagged LOWBIT_FORMAT_NEEDS_IMATRIX may require one; formats
 *    without LOWBIT_FORMAT_USES_IMATRIX refuse one (LOWBIT_ERR_UNSUPPORTED).
 *  - dst_bytes is the capacity of dst; too small is LOWBIT_ERR_BUFFER_TOO_SMALL (the message says
 *    how many bytes are needed) and nothing is written.
 * Errors: an unknown or removed format is LOWBIT_ERR_UNSUPPORTED, as is a format lowbit cannot
 * quantize (yet) — the message says so; a missing imatrix, cols that are not a whole number of
 * blocks, negative rows/cols, a bad src_format or a NULL pointer is LOWBIT_ERR_INVALID_ARGUMENT. */
LOWBIT_API int lowbit_quantize(int32_t dst_format, const void *src, int32_t src_format, int64_t rows, int64_t cols,
                               const float *imatrix, void *dst, size_t dst_bytes);

/* ---- writing GGUF files ------------------------------------------------------------------- */
/* A writer collects metadata and tensors in memory and writes a GGUF v3 file: metadata in the
 * order added, then the tensors in the order added, each aligned. Everything passed in is copied,
 * so the caller may free or reuse its buffers as soon as a call returns. Keys and tensor names
 * must be unique (a repeat is LOWBIT_ERR_INVALID_ARGUMENT). A writer may be used from several
 * threads; calls on one writer are serialized. */
LOWBIT_API int lowbit_gguf_writer_new(lowbit_gguf_writer **out);
LOWBIT_API int lowbit_gguf_writer_free(lowbit_gguf_writer *writer); /* NULL is a no-op */
/* The alignment of tensor data: a power of two; 0 restores the default (32). A non-default
 * alignment is also written as general.alignment (u32), which is why that key cannot be added
 * with the functions below. */
LOWBIT_API int lowbit_gguf_writer_set_alignment(lowbit_gguf_writer *writer, uint32_t alignment);
/* A numeric or bool value: value points to one value of the C type value_type names (uint8_t …
 * double; LOWBIT_VALUE_BOOL as one uint8_t, non-zero is true). STRING and ARRAY have their own calls. */
LOWBIT_API int lowbit_gguf_writer_add_scalar(lowbit_gguf_writer *writer, const char *key, int32_t value_type,
                                             const void *value);
/* A string of len bytes (it may hold NULs; s may be NULL when len is 0). */
LOWBIT_API int lowbit_gguf_writer_add_string(lowbit_gguf_writer *writer, const char *key, const char *s, size_t len);
/* An array of count numeric or bool elements of elem_type, native layout (bool as uint8_t);
 * data may be NULL when count is 0. */
LOWBIT_API int lowbit_gguf_writer_add_array(lowbit_gguf_writer *writer, const char *key, int32_t elem_type,
                                            const void *data, uint64_t count);
/* An array of count strings: strs[i] has lens[i] bytes, or is NUL-terminated when lens is NULL. */
LOWBIT_API int lowbit_gguf_writer_add_string_array(lowbit_gguf_writer *writer, const char *key,
                                                   const char *const *strs, const size_t *lens, uint64_t count);
/* Adds every metadata entry of an opened model, in its order and with its types, except
 * general.alignment (the writer's own alignment decides the layout). If a key was already added
 * the call fails with LOWBIT_ERR_INVALID_ARGUMENT naming it; the entries before it stay added. */
LOWBIT_API int lowbit_gguf_writer_copy_metadata(lowbit_gguf_writer *writer, lowbit_model *model);
/* A tensor: dims are row-major, outermost first (n_dims 0…4, as ggml allows; the last dim is the
 * row length and must be a whole number of the format's blocks). data holds exactly
 * lowbit_quantized_size(format, rows, cols) bytes in ggml's layout (e.g. from lowbit_quantize) and
 * `bytes` must equal that; it is copied. */
LOWBIT_API int lowbit_gguf_writer_add_tensor(lowbit_gguf_writer *writer, const char *name, int32_t format,
                                             int32_t n_dims, const int64_t *dims, const void *data, size_t bytes);
/* Writes the file (replacing path). The writer stays usable and may write again. */
LOWBIT_API int lowbit_gguf_writer_write(lowbit_gguf_writer *writer, const char *path);

/* ---- quantizing whole models -------------------------------------------------------------- */
/* Reads a model (anything lowbit_model_open opens) and writes a GGUF file at out_path whose
 * tensors follow llama.cpp's rules for params->file_type (llama-quantize's choices; tensors the
 * rules leave alone are copied byte for byte; metadata is copied with general.file_type and
 * general.quantization_version set). Every tensor is planned before anything is written: a format
 * lowbit cannot quantize yet is LOWBIT_ERR_UNSUPPORTED naming the tensor and the format, a tensor
 * that needs an importance matrix and has none is LOWBIT_ERR_INVALID_ARGUMENT. out_path must not
 * be in_path. params is required (file_type has no default). */
LOWBIT_API int lowbit_quantize_model(const char *in_path, const char *out_path, const lowbit_quantize_params *params);
/* The file types lowbit_quantize_model knows, by index 0 … count-1. */
LOWBIT_API int lowbit_file_type_count(size_t *count);
LOWBIT_API int lowbit_file_type_get(size_t index, lowbit_file_type_info *out);
/* Looks a file type up by name (case-insensitive); id and base_format may be NULL. An unknown
 * name is LOWBIT_ERR_NOT_FOUND and the message lists the known ones. */
LOWBIT_API int lowbit_file_type_by_name(const char *name, uint32_t *id, int32_t *base_format);

/* ---- importance matrices ------------------------------------------------------------------ */
/* Loads a llama.cpp importance matrix: the legacy .dat format (values divided by their call
 * count, as llama-quantize does) or the GGUF format (in_sum2 / counts). Per tensor name it holds
 * one weight per input column, all matrices (experts) of a 3-D tensor one after the other. */
LOWBIT_API int lowbit_imatrix_load(const char *path, lowbit_imatrix **out);
LOWBIT_API int lowbit_imatrix_free(lowbit_imatrix *imatrix); /* NULL is a no-op */
LOWBIT_API int lowbit_imatrix_count(lowbit_imatrix *imatrix, int64_t *count);
/* The tensor names, sorted (byte order) by index; the string is owned by the handle. */
LOWBIT_API int lowbit_imatrix_name(lowbit_imatrix *imatrix, int64_t index, const char **name);
/* The weights of one tensor: *values (owned by the handle, valid until lowbit_imatrix_free) and
 * their number. A name that is not in the matrix is LOWBIT_ERR_NOT_FOUND. */
LOWBIT_API int lowbit_imatrix_get(lowbit_imatrix *imatrix, const char *name, const float **values, size_t *count);

#endif /* LOWBIT_BUILDING_LIBRARY */

#ifdef __cplusplus
}
#endif
#endif /* LOWBIT_H */
