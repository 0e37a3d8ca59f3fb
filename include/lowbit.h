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
 *    until lowbit_model_free. Registry strings (format names) are valid for the process lifetime.
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
 * GGUF/ggml types keep ggml's numbers (0…42). Other element types have ids from 1000. Query the
 * registry (lowbit_format_info) for every id; the constants below are the ones a caller names. */
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
    LOWBIT_FORMAT_C64 = 1013
};

/* Format capability and kind flags (lowbit_format_info.flags). */
enum {
    LOWBIT_FORMAT_CAN_DEQUANTIZE = 1 << 0,
    LOWBIT_FORMAT_CAN_QUANTIZE = 1 << 1,
    LOWBIT_FORMAT_NEEDS_IMATRIX = 1 << 2,
    LOWBIT_FORMAT_QUANTIZED = 1 << 3,
    LOWBIT_FORMAT_FLOAT = 1 << 4,
    LOWBIT_FORMAT_INTEGER = 1 << 5,
    LOWBIT_FORMAT_INTERMEDIATE = 1 << 6 /* used by ggml for activations only (Q8_1, Q8_K) */
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

#endif /* LOWBIT_BUILDING_LIBRARY */

#ifdef __cplusplus
}
#endif
#endif /* LOWBIT_H */
