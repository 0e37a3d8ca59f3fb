/*
 * lowbit — read quantized model weights and compute with them.
 *
 * This header is the whole, stable C interface of liblowbit (.so / .dylib). Conventions:
 *
 *  - Every function returns an int status (lowbit_status); 0 is LOWBIT_OK. Results come back
 *    through pointer arguments, which are never touched on failure.
 *  - On failure lowbit_last_error() returns a message for the calling thread naming the file, the
 *    tensor and the problem. It stays valid until the next lowbit call on that thread.
 *  - Handles are opaque. NULL, freed, forged and wrong-kind handles are reported as
 *    LOWBIT_ERR_INVALID_HANDLE, never a crash; handle values are never reused, so a stale handle
 *    cannot reach a newer object. Freeing NULL is a no-op; a double free is an error (of several
 *    threads freeing one handle at once, exactly one succeeds). Freeing a handle of any kind while
 *    other threads still use it is safe: calls already running finish normally, the object is
 *    released when the last of them returns, and every later call with the handle is
 *    LOWBIT_ERR_INVALID_HANDLE.
 *  - Strings returned by a model (names, keys, string values) are owned by the model and stay valid
 *    until lowbit_model_free; likewise names and values returned by an imatrix handle until
 *    lowbit_imatrix_free, and names and roles returned by an hf writer until lowbit_hf_writer_free. Registry strings (format and file type names) are valid for the process
 *    lifetime. Data passed in (strings, arrays, tensor bytes) is copied before a call returns.
 *  - Structs passed by pointer start with a `size` field the caller sets to sizeof(struct); fields
 *    are only ever appended, so an older caller keeps working with a newer library: the library
 *    reads, and writes, only the fields the caller's `size` covers (a struct from an older
 *    header keeps its old size and gets its old fields; fields past it are never touched), and
 *    fields it does not read keep their zero defaults. A size too small for the struct's first
 *    published version may be refused (LOWBIT_ERR_INVALID_ARGUMENT).
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

/* ---- status codes ------------------------------------------------------------------------
 * Every status but LOWBIT_OK comes with a message (lowbit_last_error) naming the file, the tensor
 * (if any), the byte offset (if any) and what was expected.
 *
 *  code                          when
 *  LOWBIT_OK                     success; lowbit_last_error() is ""
 *  LOWBIT_ERR_INVALID_ARGUMENT   a NULL pointer where one is required (the message names the
 *                                argument), a bad enum value or format id where a specific one is
 *                                needed, a struct size too small, lengths that do not match
 *  LOWBIT_ERR_INVALID_HANDLE     a NULL, freed (use after free, double free), forged or wrong-kind
 *                                handle; handles are never reused
 *  LOWBIT_ERR_NOT_FOUND          no such file, tensor, metadata key, format or file-type name
 *  LOWBIT_ERR_BAD_FILE           the file is malformed or hostile, or goes over a limit of
 *                                lowbit_open_params (the message says where, why, and which limit)
 *  LOWBIT_ERR_UNSUPPORTED        valid, but lowbit cannot handle it (yet): GGUF v1, big-endian files,
 *                                removed or unknown type ids, a device kind not available (for
 *                                CUDA: "CUDA not available: <why>")
 *  LOWBIT_ERR_IO                 the operating system failed (open, mmap, read, write), or a mapped
 *                                file was truncated or changed while open (the fault reading it is
 *                                caught: never SIGBUS), or the CUDA driver failed (out of device
 *                                memory, a launch failure; the message names the driver call)
 *  LOWBIT_ERR_OUT_OF_RANGE       an index, row range, byte range or id outside the object, or a size
 *                                that overflows
 *  LOWBIT_ERR_BUFFER_TOO_SMALL   the caller's buffer is smaller than the result (nothing written;
 *                                the message says how much is needed)
 *  LOWBIT_ERR_TYPE_MISMATCH      a typed metadata getter used on a value of another type
 *  LOWBIT_ERR_INTERNAL           a bug in lowbit (a panic caught at the boundary); please report
 *                                the message */
typedef enum lowbit_status {
    LOWBIT_OK = 0,
    LOWBIT_ERR_INVALID_ARGUMENT = 1,  /* NULL pointer, bad enum value, bad struct size      */
    LOWBIT_ERR_INVALID_HANDLE = 2,    /* NULL, freed, forged or wrong-kind handle           */
    LOWBIT_ERR_NOT_FOUND = 3,         /* no such tensor, metadata key, format name, file    */
    LOWBIT_ERR_BAD_FILE = 4,          /* the file is malformed or over a limit (says where) */
    LOWBIT_ERR_UNSUPPORTED = 5,       /* a valid format or feature lowbit cannot handle yet */
    LOWBIT_ERR_IO = 6,                /* the OS failed us, or a mapped file shrank          */
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
    LOWBIT_FORMAT_USES_IMATRIX = 1 << 7, /* lowbit_quantize accepts an importance matrix for it */
    LOWBIT_FORMAT_PARTS = 1 << 8,        /* part-based (MLX, GPTQ, AWQ, compressed-tensors): no blocks;
                                            a tensor is made of parts, bits and group size are parameters */
    LOWBIT_FORMAT_CAN_QUANTIZE_PARTS = 1 << 9, /* lowbit_hf_writer_add_quantized makes it from floats */
    LOWBIT_FORMAT_CAN_PACK_CODES = 1 << 10     /* lowbit_hf_writer_add_codes packs integer codes into it */
};

/* Parameters of a part-based tensor (lowbit_tensor_info.quant_flags, lowbit_quant_params.flags). */
enum {
    LOWBIT_QUANT_SYMMETRIC = 1 << 0,   /* symmetric quantization, as the checkpoint's config says */
    LOWBIT_QUANT_ACT_ORDER = 1 << 1,   /* GPTQ desc_act / compressed-tensors actorder: columns map to
                                          groups through g_idx */
    LOWBIT_QUANT_ZERO_OFFSET = 1 << 2  /* stored zero points are zero − 1 (GPTQ "gptq", i.e. v1) */
};

/* How GPTQ zero points are read (lowbit_open_params.gptq_zeros). */
enum {
    LOWBIT_GPTQ_ZEROS_AUTO = 0,        /* as labelled (checkpoint_format), unless every stored zero of
                                          the symmetric layers says otherwise (a mislabelled
                                          checkpoint); the metadata gptq.zero_points says what was used */
    LOWBIT_GPTQ_ZEROS_AS_LABELLED = 1, /* trust checkpoint_format */
    LOWBIT_GPTQ_ZEROS_V1 = 2,          /* every stored zero is zero − 1 ("gptq") */
    LOWBIT_GPTQ_ZEROS_V2 = 3           /* every stored zero is the zero ("gptq_v2") */
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

/* Limits on what a file may make lowbit read and allocate (a file over one is LOWBIT_ERR_BAD_FILE
 * and the message names the limit). Every family honours them: GGUF files, each safetensors file
 * or shard, index files and the JSON config files of MLX / GPTQ / AWQ / compressed-tensors
 * checkpoints. Besides these, every count and length is checked against the bytes left in the file
 * before anything is allocated, so a hostile file cannot make lowbit allocate more than a small
 * multiple of its own size (docs/RELIABILITY.md has the figures). */
typedef struct lowbit_open_params {
    size_t size;                 /* caller sets sizeof(lowbit_open_params) */
    uint64_t max_string_bytes;   /* one metadata string or key, one safetensors tensor name;
                                    0 = default (1 GiB) */
    uint64_t max_array_elems;    /* one GGUF metadata array; 0 = default (2^30)     */
    uint64_t max_tensors;        /* tensors in one file (or index); 0 = default (2^24) */
    uint64_t max_metadata;       /* metadata entries (GGUF KV, safetensors __metadata__, index
                                    metadata); 0 = default (2^24) */
    uint64_t max_header_bytes;   /* safetensors JSON header, and an index file; 0 = default (100 MB) */
    /* appended with the part-based formats (an older caller's size ends before them): */
    int32_t gptq_zeros;          /* LOWBIT_GPTQ_ZEROS_*; 0 = AUTO                   */
    int32_t raw;                 /* non-zero: open MLX / GPTQ / AWQ / compressed-tensors checkpoints
                                    as the plain safetensors they are stored in (no logical tensors) */
    /* appended with the hardening limits: */
    uint64_t max_config_bytes;   /* each JSON config file (config.json, quantize_config.json,
                                    quant_config.json); 0 = default (64 MiB) */
    uint64_t max_dims;           /* dimensions of one tensor; 0 = default (safetensors 64; GGUF
                                    files never have more than ggml's 4) */
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
    double bits_per_weight;      /* storage cost per element; for a part-based tensor all its parts'
                                    bytes (scales, zeros, the layer bias…) over its elements */
    /* Appended with the part-based formats. A caller whose struct ends at bits_per_weight (an
     * older header: size == offsetof(lowbit_tensor_info, quant_bits)) still works and gets only
     * the fields above. For plain and block tensors every field below is 0 / NULL. */
    int32_t quant_bits;          /* bits per code of a part-based tensor */
    int32_t quant_group_size;    /* elements sharing one scale (a whole row for per-channel schemes) */
    uint32_t quant_flags;        /* LOWBIT_QUANT_* */
    int32_t n_parts;             /* stored tensors this logical tensor is made of (lowbit_tensor_part_get) */
    const char *part_of;         /* for a stored part: the name of its logical tensor; else NULL */
} lowbit_tensor_info;

/* One stored tensor of a part-based logical tensor (lowbit_tensor_part_get,
 * lowbit_hf_writer_part_get). A quantized MLX layer has the parts weight, scales and biases; a
 * GPTQ layer qweight, qzeros, scales and g_idx; a layer's additive bias is the part "bias". */
typedef struct lowbit_tensor_part {
    size_t size;                 /* caller sets sizeof(lowbit_tensor_part) */
    const char *role;            /* "weight", "scales", "biases", "bias", "global_scale", "qweight",
                                    "qzeros", "g_idx", "weight_packed", "weight_scale",
                                    "weight_zero_point", "weight_g_idx", "weight_shape" */
    const char *name;            /* the stored tensor's name: "<layer>.<role>" */
    int64_t tensor_index;        /* its index in the model (it is listed with part_of set), or -1 */
    int32_t format;              /* a plain element type: LOWBIT_FORMAT_U32, _I32, _F16, _U8, … */
    int32_t n_dims;
    int64_t dims[LOWBIT_MAX_DIMS]; /* as stored, row-major */
    uint64_t byte_size;
    uint64_t file_offset;        /* absolute offset in its file (0 for a writer's part) */
} lowbit_tensor_part;

typedef struct lowbit_gguf_writer lowbit_gguf_writer; /* opaque: a GGUF file being built */
typedef struct lowbit_imatrix lowbit_imatrix;         /* opaque: a loaded importance matrix */
typedef struct lowbit_hf_writer lowbit_hf_writer;     /* opaque: an MLX / GPTQ / AWQ / compressed-tensors
                                                         checkpoint directory being built */
typedef struct lowbit_device lowbit_device;           /* opaque: where lowbit_gemv and friends run */

/* Device kinds (lowbit_device_open). The same compute entry points run on each kind (see
 * "compute" below). */
enum {
    LOWBIT_DEVICE_CPU = 0,    /* index 0: every core (lowbit_device_set_threads) */
    LOWBIT_DEVICE_CUDA = 1,   /* index = the CUDA device ordinal: an NVIDIA GPU, on Linux; without
                                 one LOWBIT_ERR_UNSUPPORTED ("CUDA not available: <why>") */
    LOWBIT_DEVICE_METAL = 2   /* reserved: LOWBIT_ERR_UNSUPPORTED ("… not available yet") for now */
};

/* How the device's products treat their float32 activations (lowbit_device_set_activations). */
enum {
    LOWBIT_ACTIVATIONS_F32 = 0, /* the default: exact float32 activations (the bound below) */
    LOWBIT_ACTIVATIONS_Q8 = 1   /* each x vector is first rounded to Q8_0 exactly as
                                   lowbit_quantize(…, LOWBIT_FORMAT_Q8_0) and ggml's CPU backend do
                                   (blocks of 32, scale max|x|/127 stored as fp16, values
                                   round(x/scale)), then multiplied in integer arithmetic (AVX-512
                                   VNNI, AVX-VNNI, AVX2, arm64 SDOT) where the format has such a
                                   kernel, in float32 otherwise */
};

/* The scheme of a part-based layer added to a lowbit_hf_writer. */
typedef struct lowbit_quant_params {
    size_t size;                 /* caller sets sizeof(lowbit_quant_params) */
    int32_t bits;                /* bits per code; 0 = MLX's default (affine 4; the fp modes' fixed bits) */
    int32_t group_size;          /* 0 = MLX's default (affine 64; mxfp4/mxfp8 32, nvfp4 16);
                                    -1 = one group per row (GPTQ, AWQ, compressed-tensors) */
    uint32_t flags;              /* LOWBIT_QUANT_*: for lowbit_hf_writer_add_codes only ZERO_OFFSET
                                    (write GPTQ v1 zero points) counts, the others follow from the
                                    codes; lowbit_hf_writer_add_parts takes all three as given */
    float global_scale;          /* MLX_NVFP4 quantizing: the global scale, 0 = none */
} lowbit_quant_params;

/* Integer codes of one layer for lowbit_hf_writer_add_codes, in the logical orientation (row n is
 * output channel n); groups = ceil(cols / group_size). */
typedef struct lowbit_codes {
    size_t size;                 /* caller sets sizeof(lowbit_codes) */
    const uint8_t *q;            /* rows × cols codes in [0, 2^bits), row after row */
    const float *scales;         /* rows × groups scales */
    const uint8_t *zeros;        /* rows × groups zero points in [0, 2^bits), or NULL: symmetric */
    const int32_t *g_idx;        /* cols group indices (act-order), or NULL: column / group_size */
    const float *bias;           /* rows values of the layer's additive bias, or NULL */
    int32_t scale_format;        /* how scales and bias are stored: LOWBIT_FORMAT_F16 (what the
                                    reference tools write), _BF16 or _F32 (0, the zero value) */
} lowbit_codes;

/* One stored tensor handed to lowbit_hf_writer_add_parts. An array element, so unlike the other
 * structs it has no size field; it never changes (a new struct would come with a new function). */
typedef struct lowbit_part_data {
    const char *role;            /* as lowbit_tensor_part.role */
    int32_t format;              /* a plain element type */
    int32_t n_dims;
    const int64_t *dims;         /* row-major */
    const void *data;            /* exactly `bytes` bytes, copied */
    size_t bytes;
} lowbit_part_data;

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
/* Opens a GGUF file, a .safetensors file, a sharded *.safetensors.index.json, or a directory
 * holding one of them; params may be NULL for the defaults. The file is mapped read-only; nothing
 * is copied. A directory (or a .safetensors file or index inside one) whose config files describe
 * an MLX, GPTQ, AWQ or compressed-tensors checkpoint opens as that family unless params->raw:
 * each quantized layer is one logical tensor [out, in] of a part-based format (quant_* and n_parts
 * in lowbit_tensor_info), listed where its first stored tensor was and followed by the stored
 * tensors themselves (part_of set). Callers that want only logical tensors skip part_of != NULL. */
LOWBIT_API int lowbit_model_open(const char *path, const lowbit_open_params *params, lowbit_model **out);
LOWBIT_API int lowbit_model_free(lowbit_model *model);
/* "gguf", "safetensors", "mlx", "gptq", "awq", "compressed-tensors" */
LOWBIT_API int lowbit_model_kind(lowbit_model *model, const char **kind);

LOWBIT_API int lowbit_model_tensor_count(lowbit_model *model, int64_t *count);
LOWBIT_API int lowbit_model_find_tensor(lowbit_model *model, const char *name, int64_t *index);
/* Fills the fields out->size covers: sizeof(lowbit_tensor_info), or the size of an older header's
 * struct (at least offsetof(lowbit_tensor_info, quant_bits)), whose later bytes are left alone. */
LOWBIT_API int lowbit_tensor_info_get(lowbit_model *model, int64_t index, lowbit_tensor_info *out);
/* Part part_index (0 … n_parts-1) of a part-based tensor; a tensor without parts, or an index
 * past the last part, is LOWBIT_ERR_OUT_OF_RANGE. */
LOWBIT_API int lowbit_tensor_part_get(lowbit_model *model, int64_t index, int64_t part_index, lowbit_tensor_part *out);
/* Copies the stored bytes [offset, offset+dst_bytes) of a tensor (as in its file) into dst. A
 * part-based logical tensor has no bytes of its own (LOWBIT_ERR_UNSUPPORTED): read its parts,
 * which the model lists (lowbit_tensor_part.tensor_index). */
LOWBIT_API int lowbit_tensor_read(lowbit_model *model, int64_t index, uint64_t offset, void *dst, size_t dst_bytes);

/* Decodes rows [row_start, row_start+row_count) of tensor `index` into dst as dst_format
 * (LOWBIT_FORMAT_F32, _F16 or _BF16), row after row. row_count < 0 means "to the last row".
 * dst_bytes is the capacity of dst; too small is LOWBIT_ERR_BUFFER_TOO_SMALL and nothing is written.
 * F32 output is bit-exact with ggml's dequantize_row_*; MLX tensors dequantize as mx.dequantize,
 * GPTQ / AWQ / compressed-tensors as the reference loaders ((q − zero)·scale). */
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

/* ---- writing MLX / GPTQ / AWQ / compressed-tensors checkpoints ---------------------------- */
/* An hf writer collects plain tensors and quantized layers in memory and writes a checkpoint
 * directory as the reference tools do: for MLX layers mlx-lm's layout (model.safetensors or
 * model-0000i-of-0000N shards with {"format": "mlx"}, model.safetensors.index.json, config.json
 * with "quantization" / "quantization_config": the most common scheme global, other layers as
 * per-layer entries); for GPTQ / AWQ / compressed-tensors layers model.safetensors and config.json
 * "quantization_config" (plus quantize_config.json for GPTQ). One checkpoint holds one family
 * (and GPTQ one zero-point convention, AWQ one layout and scheme). A layer `name` is stored as
 * "<name>.<role>" tensors ("<name>.weight", "<name>.scales", …). Names must be unique. Everything
 * passed in is copied; calls on one writer are serialized. */
LOWBIT_API int lowbit_hf_writer_new(lowbit_hf_writer **out);
LOWBIT_API int lowbit_hf_writer_free(lowbit_hf_writer *writer); /* NULL is a no-op */
/* The rest of config.json as a JSON object ("model_type", "hidden_size", …); its quantization
 * keys are replaced by the writer's. NULL clears it. */
LOWBIT_API int lowbit_hf_writer_set_config(lowbit_hf_writer *writer, const char *json);
/* A plain tensor (any element type safetensors stores: F32, F16, BF16, I32, U8, …), data holding
 * exactly its bytes. */
LOWBIT_API int lowbit_hf_writer_add_tensor(lowbit_hf_writer *writer, const char *name, int32_t format, int32_t n_dims,
                                           const int64_t *dims, const void *data, size_t bytes);
/* Quantizes a float layer (dims [..., out, in], row-major; src_format LOWBIT_FORMAT_F32, _F16 or
 * _BF16 — MLX computes in, and stores affine scales and biases as, that type, exactly as
 * mx.quantize does given weights of that dtype) into a part-based format that has
 * LOWBIT_FORMAT_CAN_QUANTIZE_PARTS (MLX_AFFINE, _MXFP4, _NVFP4, _MXFP8), bit-exact with MLX's CPU
 * quantizer. Other formats are LOWBIT_ERR_UNSUPPORTED (GPTQ and friends: lowbit_hf_writer_add_codes).
 * params may be NULL for the format's defaults (affine 4-bit, group 64; the fp modes' fixed bits). */
LOWBIT_API int lowbit_hf_writer_add_quantized(lowbit_hf_writer *writer, const char *name, int32_t format,
                                              const lowbit_quant_params *params, const void *src, int32_t src_format,
                                              int32_t n_dims, const int64_t *dims);
/* Packs integer codes + scales (+ zeros, g_idx, bias) of a [rows, cols] layer as format (params is
 * required: the scheme's bits and group_size)
 * (LOWBIT_FORMAT_CAN_PACK_CODES: GPTQ — v2 zero points unless params->flags has
 * LOWBIT_QUANT_ZERO_OFFSET, which cannot store a zero point of 0; AWQ_GEMM / AWQ_GEMV 4-bit;
 * CT_PACK_QUANTIZED), as the reference packers lay them out. */
LOWBIT_API int lowbit_hf_writer_add_codes(lowbit_hf_writer *writer, const char *name, int32_t format,
                                          const lowbit_quant_params *params, int64_t rows, int64_t cols,
                                          const lowbit_codes *codes);
/* A layer from already packed parts (e.g. mx.quantize's weight, scales and biases), with its
 * logical dims ([..., out, in]) and scheme (params NULL: MLX's defaults, as for
 * lowbit_hf_writer_add_quantized); the parts are checked against both as when a checkpoint is
 * read. Every part's role, dims and data must be set. */
LOWBIT_API int lowbit_hf_writer_add_parts(lowbit_hf_writer *writer, const char *name, int32_t format,
                                          const lowbit_quant_params *params, int32_t n_dims, const int64_t *dims,
                                          const lowbit_part_data *parts, size_t n_parts);
/* What was added under name, described as a model's tensor (strings owned by the writer; the
 * file_offset is 0), and its parts by index, with their bytes copied into dst (dst_bytes at least
 * the part's byte_size; dst may be NULL to get only the description). */
LOWBIT_API int lowbit_hf_writer_tensor_info(lowbit_hf_writer *writer, const char *name, lowbit_tensor_info *out);
LOWBIT_API int lowbit_hf_writer_part_get(lowbit_hf_writer *writer, const char *name, int64_t part_index,
                                         lowbit_tensor_part *out, void *dst, size_t dst_bytes);
/* Writes the checkpoint into dir (created if missing; files of the same names are replaced): as
 * GPTQ / AWQ / compressed-tensors if it holds such layers, else in mlx-lm's layout (with only
 * plain tensors: no quantization block in config.json). The writer stays usable. */
LOWBIT_API int lowbit_hf_writer_write(lowbit_hf_writer *writer, const char *dir);

/* ---- quantizing whole models -------------------------------------------------------------- */
/* Reads a model (anything lowbit_model_open opens) and writes a GGUF file at out_path whose
 * tensors follow llama.cpp's rules for params->file_type (llama-quantize's choices; tensors the
 * rules leave alone are copied byte for byte; metadata is copied with general.file_type and
 * general.quantization_version set). Every tensor is planned before anything is written: a format
 * lowbit cannot quantize yet is LOWBIT_ERR_UNSUPPORTED naming the tensor and the format, a tensor
 * that needs an importance matrix and has none is LOWBIT_ERR_INVALID_ARGUMENT. out_path must not
 * be in_path. params is required (file_type has no default).
 * MLX / GPTQ / AWQ / compressed-tensors checkpoints: each quantized layer is written once, as its
 * logical tensor under the layer's name (no renaming to GGUF names), dequantized and quantized
 * again — quantized input, so allow_requantize is required; its stored parts are not written,
 * except a layer's additive bias, which is a plain tensor of its own. */
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

/* ---- compute: matrix-vector products on a device ------------------------------------------- */
/* A device handle says where products run. kind is a LOWBIT_DEVICE_* value:
 *  - LOWBIT_DEVICE_CPU with index 0 (another index is LOWBIT_ERR_OUT_OF_RANGE).
 *  - LOWBIT_DEVICE_CUDA with index = a CUDA device ordinal (0 = the first NVIDIA GPU), on Linux.
 *    Nothing CUDA is linked: the NVIDIA driver (libcuda.so.1; LOWBIT_LIBCUDA = another path) is
 *    loaded when a CUDA device is first opened, and NVRTC (libnvrtc.so) when a kernel is first
 *    compiled. NVRTC is searched in LOWBIT_NVRTC (a file or a directory), $CUDA_PATH, $CUDA_HOME,
 *    $CUDA_ROOT, /usr/local/cuda and /usr/local/cuda-* (newest first), /opt/cuda, the
 *    distribution's library directories, pip's NVIDIA wheels (nvidia/cu*, nvidia/cuda_nvrtc) in
 *    every Python environment found ($VIRTUAL_ENV, $CONDA_PREFIX, a .venv in or above the working
 *    directory or the executable, ~/.local, the system's site-packages), then the loader's path;
 *    kernels are compiled once per GPU architecture and cached on disk (LOWBIT_CUDA_CACHE, default
 *    <user cache dir>/lowbit/cuda), or read prebuilt from LOWBIT_CUDA_KERNELS (then no NVRTC is
 *    needed). Errors: no driver, no GPU, or another system than Linux is LOWBIT_ERR_UNSUPPORTED
 *    with "CUDA not available: <why>" (the paths tried, the driver's error); an index outside
 *    [0, number of GPUs) is LOWBIT_ERR_OUT_OF_RANGE naming the number; NVRTC missing when a kernel
 *    must be compiled is LOWBIT_ERR_UNSUPPORTED "CUDA not available: NVRTC … not found" from the
 *    product that needed it. Nothing crashes and the library loads and works without any CUDA.
 *  - LOWBIT_DEVICE_METAL is reserved and refused with LOWBIT_ERR_UNSUPPORTED for now.
 * Any other kind is LOWBIT_ERR_INVALID_ARGUMENT.
 * A device may be used from several threads at once, with any number of models (calls on one
 * CUDA device are serialized on its stream). Freeing a CUDA device frees everything it uploaded. */
LOWBIT_API int lowbit_device_open(int32_t kind, int32_t index, lowbit_device **out);
LOWBIT_API int lowbit_device_free(lowbit_device *dev); /* NULL is a no-op */
/* Threads the device's kernels use; n <= 0 restores the default (one per core). For the CPU this
 * is, for now, the process-wide count lowbit_set_threads sets: every CPU device (and
 * lowbit_dequantize) shares it. A CUDA device accepts any n and ignores it (LOWBIT_OK). */
LOWBIT_API int lowbit_device_set_threads(lowbit_device *dev, int n);
/* Sets the device's activation mode for its following products (LOWBIT_ACTIVATIONS_*; another
 * value is LOWBIT_ERR_INVALID_ARGUMENT). With LOWBIT_ACTIVATIONS_Q8, y is computed from x̂, the
 * Q8_0 rounding of x, within the bound below with x̂ in place of x. x̂ differs from x by up to
 * half its block's scale (1/254 of the block's largest |x|) per value, so y differs from W·x by up
 * to Σ_c |W[r,c]|·|x[c] − x̂[c]| more: as in ggml's CPU products, which round the same way,
 * measured at most ~3e-4 of Σ|W·x| on rows of 14336 random values (`lowbit bench`,
 * docs/PERFORMANCE.md) and ~3e-3 on rows of 256 (examples/c/test_gemv.c). In exchange the
 * 4- to 8-bit formats with integer kernels run faster. MLX affine 4- and 8-bit tensors and GPTQ
 * 4-bit ones (column-order groups, a multiple of 16 rows), AWQ GEMM 4-bit ones (groups of a
 * multiple of 32) and AWQ GEMV and compressed-tensors 4-bit ones (groups of 32 to 512) with f16
 * or bf16 scales, on CPUs with
 * AVX-512 VNNI, compute from the integer codes q per group, like MLX's quantized_matmul:
 * scale·Σ q·x̂ + bias·Σ x̂, or scale·(Σ q·x̂ − zero·Σ x̂): W there is scale·q + bias or
 * scale·(q − zero) unrounded, where lowbit_dequantize rounds each weight to the scales' dtype (a
 * difference of at most 2^-9 of a bf16 weight, 2^-12 of an f16 one). It needs rows
 * whose length is a multiple of 32 and finite x whose blocks stay below about 8.3e6 (the fp16
 * scale's range); anything else is LOWBIT_ERR_INVALID_ARGUMENT naming the tensor and the value.
 * On a CUDA device x is rounded on the GPU, bit for bit as on the CPU; Q4_0, Q4_1, Q5_0, Q5_1,
 * Q8_0, Q4_K, Q5_K, Q6_K, IQ4_NL, IQ4_XS and MLX affine 4- and 8-bit tensors (groups of a multiple
 * of 32) multiply their codes with x̂'s in integer arithmetic (dp4a; W = scale·code + offset
 * unrounded per 32 or 16 weights — for MLX scale·q + bias, as above —, the same bound), every
 * other format multiplies x̂ in float32 (GPTQ and AWQ included: there W is lowbit_dequantize's).
 * The mode is per device handle; calls running meanwhile see the old or the new mode. */
LOWBIT_API int lowbit_device_set_activations(lowbit_device *dev, int32_t mode);
/* The products read the quantized weights of a model's tensor as they are stored (the weights are
 * decoded on the fly, never written out) and take float32 activations. A tensor's rows are all
 * its dims but the last, cols the last dim (lowbit_tensor_info.rows / .cols); any format
 * lowbit_dequantize decodes works, part-based tensors (MLX, GPTQ, …) included (W is what
 * lowbit_dequantize gives: a layer's additive "bias" part is not added). Lengths are
 * element counts, not bytes: x_len must be exactly what the tensor needs (else
 * LOWBIT_ERR_INVALID_ARGUMENT), y_len / dst_len is the capacity of y / dst (too small is
 * LOWBIT_ERR_BUFFER_TOO_SMALL; exactly the result's values are written); the messages name the
 * tensor and the sizes expected. x and y must not overlap. Nothing is written to y / dst unless the
 * call succeeds (but for a file truncated while open, or a CUDA driver failure, an LOWBIT_ERR_IO
 * after which its contents are unspecified). The library keeps no pointer past the call.
 * Numerics, on every device kind, with the default LOWBIT_ACTIVATIONS_F32: activations stay
 * float32; each y[r] is within
 * 1e-5 · Σ_c |W[r,c]·x[c]| of the float64 dot product of x with row r as lowbit_dequantize (F32)
 * decodes it (typically ~1e-7), plus at most cols·2^-148 where products are subnormal in float32
 * (nothing is flushed to zero). The CUDA kernels decode exactly the values lowbit_dequantize does
 * and sum in a fixed order, so a CUDA device's results are deterministic, but they are not
 * bit-identical with the CPU device's: the two agree within twice the bound.
 * On a CUDA device: x is copied to the GPU and y back in each call; the weights are not. A tensor
 * (every part of it) is uploaded on its first use with that device handle, in the layout the
 * kernels read, and stays cached on the GPU until the device or the model is freed
 * (lowbit_device_free, lowbit_model_free; freeing either while calls run is safe). The cache is
 * per pair of handles: two device handles of one GPU, or two model handles of one file, hold
 * separate copies. Nothing is evicted: a model larger
 * than the GPU's memory fails with LOWBIT_ERR_IO (out of device memory) at the tensor that does
 * not fit. Several threads using a tensor for the first time upload it once. */

/* y[r] = Σ_c W[r,c]·x[c]: x_len == cols, y_len >= rows. */
LOWBIT_API int lowbit_gemv(lowbit_device *dev, lowbit_model *model, int64_t tensor, const float *x, size_t x_len,
                           float *y, size_t y_len);
/* n (1 … 8) products at once, reading the weights once: x holds n vectors of cols values back to
 * back (n × cols, row-major, x_len == n·cols) and y receives n vectors of rows values (n × rows,
 * y_len >= n·rows): y[v·rows + r] = Σ_c W[r,c]·x[v·cols + c]. n outside 1 … 8 is
 * LOWBIT_ERR_INVALID_ARGUMENT (call again for more vectors). */
LOWBIT_API int lowbit_gemm(lowbit_device *dev, lowbit_model *model, int64_t tensor, int32_t n, const float *x,
                           size_t x_len, float *y, size_t y_len);
/* The gated MLP input in one pass: y[r] = silu(g)·u with g = Σ_c gate[r,c]·x[c],
 * u = Σ_c up[r,c]·x[c] and silu(g) = g / (1 + e^−g). gate and up must have the same rows and cols
 * (their formats may differ). x_len == cols, y_len >= rows. */
LOWBIT_API int lowbit_gemv_gate_up_silu(lowbit_device *dev, lowbit_model *model, int64_t gate_tensor,
                                        int64_t up_tensor, const float *x, size_t x_len, float *y, size_t y_len);
/* Embedding lookup: row ids[i] of the tensor, decoded to float32, goes to dst[i·cols … (i+1)·cols),
 * bit-exact with lowbit_dequantize of that row. dst_len >= n_ids·cols. Every id is checked before
 * anything is written (an id outside [0, rows) is LOWBIT_ERR_OUT_OF_RANGE naming it). On every
 * device kind the rows are decoded on the CPU, straight into dst (a CUDA device neither uploads
 * the tensor for it nor uses the GPU). */
LOWBIT_API int lowbit_get_rows(lowbit_device *dev, lowbit_model *model, int64_t tensor, const int64_t *ids,
                               size_t n_ids, float *dst, size_t dst_len);

#endif /* LOWBIT_BUILDING_LIBRARY */

#ifdef __cplusplus
}
#endif
#endif /* LOWBIT_H */
