/* test_hardening: misuse of the C API from C, and nothing crashes.
 *
 *  - NULL for every pointer argument of every function in lowbit.h: a status and a message
 *    naming the argument, or success where the header says NULL is allowed. Every case is a
 *    NULL_ARG(function, argument, ...) line; capi/header_test.go checks that the list covers
 *    every pointer argument the header declares.
 *  - Use after free and double free of every handle kind (model, gguf writer, hf writer, imatrix),
 *    forged handles, buffers too small, wrong format ids, rows and indices out of range.
 *  - A mapped file truncated underneath an open model: dequantize, tensor_read, quantize_model
 *    give LOWBIT_ERR_IO, never SIGBUS.
 *  - A sparse safetensors file above 4 GiB: 64-bit offsets through the C API.
 *  - Many threads opening, dequantizing and reading on shared and private handles at once,
 *    and a model freed while other threads use it (the calls in flight finish; later calls get
 *    LOWBIT_ERR_INVALID_HANDLE).
 *
 * Usage: test_hardening demo.gguf TMPDIR. Built plain and with AddressSanitizer + UBSan. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lowbit.h"

static int passed, failed;
static const char *demo_path;
static char tmpdir[2048];

#define EXPECT(cond, ...)                                        \
    do {                                                         \
        if (cond) {                                              \
            passed++;                                            \
        } else {                                                 \
            failed++;                                            \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
            fprintf(stderr, __VA_ARGS__);                        \
            fprintf(stderr, "\n");                               \
        }                                                        \
    } while (0)

/* status st and a message mentioning needle (a status other than OK always has a message) */
#define EXPECT_ERR(call, st, needle)                                                                       \
    do {                                                                                                   \
        int got_ = (call);                                                                                 \
        const char *msg_ = lowbit_last_error();                                                            \
        EXPECT(got_ == (st) && (got_ == LOWBIT_OK || msg_[0] != '\0') && strstr(msg_, (needle)) != NULL,   \
               "%s: got %s \"%s\", want %s mentioning \"%s\"", #call, lowbit_status_string(got_), msg_,     \
               lowbit_status_string(st), (needle));                                                        \
    } while (0)

#define EXPECT_OK(call) EXPECT_ERR(call, LOWBIT_OK, "")

/* One NULL pointer argument: fn's argument `arg` is NULL, every other argument valid. */
#define NULL_ARG(fn, arg, call, st, needle) EXPECT_ERR(call, st, needle)

static void tmp_path(char *out, size_t cap, const char *name) { snprintf(out, cap, "%s/%s", tmpdir, name); }

/* a legacy llama.cpp imatrix with one entry "demo.Q4_0" of 256 values */
static void write_imatrix(const char *path) {
    FILE *f = fopen(path, "wb");
    if (!f) {
        fprintf(stderr, "cannot write %s\n", path);
        exit(2);
    }
    int32_t v = 1;
    fwrite(&v, 4, 1, f);
    const char *name = "demo.Q4_0";
    v = (int32_t)strlen(name);
    fwrite(&v, 4, 1, f);
    fwrite(name, 1, strlen(name), f);
    v = 1;
    fwrite(&v, 4, 1, f);
    v = 256;
    fwrite(&v, 4, 1, f);
    for (int i = 0; i < 256; i++) {
        float x = 1.0f + (float)(i % 5);
        fwrite(&x, 4, 1, f);
    }
    v = 1;
    fwrite(&v, 4, 1, f);
    v = 0;
    fwrite(&v, 4, 1, f);
    fclose(f);
}

/* ---- NULL for every pointer argument -------------------------------------------------------- */

static void test_null_arguments(void) {
    lowbit_model *m = NULL;
    EXPECT_OK(lowbit_model_open(demo_path, NULL, &m));
    int64_t idx = -1;
    EXPECT_OK(lowbit_model_find_tensor(m, "demo.Q4_0", &idx));
    char imp[4096], out[4096], dir[4096];
    tmp_path(imp, sizeof imp, "null.imatrix");
    tmp_path(out, sizeof out, "null-out.gguf");
    tmp_path(dir, sizeof dir, "null-hf");
    write_imatrix(imp);
    lowbit_imatrix *im = NULL;
    EXPECT_OK(lowbit_imatrix_load(imp, &im));
    lowbit_gguf_writer *gw = NULL;
    EXPECT_OK(lowbit_gguf_writer_new(&gw));
    lowbit_hf_writer *hw = NULL;
    EXPECT_OK(lowbit_hf_writer_new(&hw));

    float f32[256] = {0};
    uint8_t bytes[4096];
    int32_t ids[4];
    size_t count = 0, len = 0;
    int64_t i64 = 0, dims2[2] = {4, 64}, dims1[1] = {8};
    uint64_t u64 = 0;
    double f64 = 0;
    int b = 0;
    uint32_t u32 = 0;
    int32_t i32 = 0, type = 0;
    const char *s = NULL;
    const float *vals = NULL;
    lowbit_format_info fi = {.size = sizeof fi};
    lowbit_tensor_info ti = {.size = sizeof ti};
    lowbit_tensor_part tp = {.size = sizeof tp};
    lowbit_file_type_info ft = {.size = sizeof ft};
    lowbit_quant_params qp = {.size = sizeof qp, .bits = 4, .group_size = 32};
    const int invarg = LOWBIT_ERR_INVALID_ARGUMENT, invh = LOWBIT_ERR_INVALID_HANDLE;

    /* registry */
    NULL_ARG(lowbit_format_list, ids, lowbit_format_list(NULL, 4, &count), invarg, "ids is NULL");
    NULL_ARG(lowbit_format_list, ids, lowbit_format_list(NULL, 0, &count), LOWBIT_OK, ""); /* cap 0: allowed */
    NULL_ARG(lowbit_format_list, count, lowbit_format_list(ids, 4, NULL), invarg, "count is NULL");
    NULL_ARG(lowbit_format_info_get, out, lowbit_format_info_get(LOWBIT_FORMAT_Q4_0, NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_format_by_name, name, lowbit_format_by_name(NULL, &i32), invarg, "name is NULL");
    NULL_ARG(lowbit_format_by_name, id, lowbit_format_by_name("Q4_0", NULL), invarg, "id is NULL");
    (void)fi;

    /* models */
    lowbit_model *m2 = NULL;
    NULL_ARG(lowbit_model_open, path, lowbit_model_open(NULL, NULL, &m2), invarg, "path is NULL");
    NULL_ARG(lowbit_model_open, params, lowbit_model_open(demo_path, NULL, &m2), LOWBIT_OK, ""); /* defaults */
    EXPECT_OK(lowbit_model_free(m2));
    NULL_ARG(lowbit_model_open, out, lowbit_model_open(demo_path, NULL, NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_model_free, model, lowbit_model_free(NULL), LOWBIT_OK, ""); /* a no-op */
    NULL_ARG(lowbit_model_kind, model, lowbit_model_kind(NULL, &s), invh, "NULL");
    NULL_ARG(lowbit_model_kind, kind, lowbit_model_kind(m, NULL), invarg, "kind is NULL");
    NULL_ARG(lowbit_model_tensor_count, model, lowbit_model_tensor_count(NULL, &i64), invh, "NULL");
    NULL_ARG(lowbit_model_tensor_count, count, lowbit_model_tensor_count(m, NULL), invarg, "count is NULL");
    NULL_ARG(lowbit_model_find_tensor, model, lowbit_model_find_tensor(NULL, "demo.Q4_0", &i64), invh, "NULL");
    NULL_ARG(lowbit_model_find_tensor, name, lowbit_model_find_tensor(m, NULL, &i64), invarg, "name is NULL");
    NULL_ARG(lowbit_model_find_tensor, index, lowbit_model_find_tensor(m, "demo.Q4_0", NULL), invarg, "index is NULL");
    NULL_ARG(lowbit_tensor_info_get, model, lowbit_tensor_info_get(NULL, idx, &ti), invh, "NULL");
    NULL_ARG(lowbit_tensor_info_get, out, lowbit_tensor_info_get(m, idx, NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_tensor_part_get, model, lowbit_tensor_part_get(NULL, idx, 0, &tp), invh, "NULL");
    NULL_ARG(lowbit_tensor_part_get, out, lowbit_tensor_part_get(m, idx, 0, NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_tensor_read, model, lowbit_tensor_read(NULL, idx, 0, bytes, 16), invh, "NULL");
    NULL_ARG(lowbit_tensor_read, dst, lowbit_tensor_read(m, idx, 0, NULL, 16), invarg, "dst is NULL");
    NULL_ARG(lowbit_tensor_read, dst, lowbit_tensor_read(m, idx, 0, NULL, 0), LOWBIT_OK, ""); /* nothing to copy */
    NULL_ARG(lowbit_dequantize, model, lowbit_dequantize(NULL, idx, 0, 1, LOWBIT_FORMAT_F32, f32, sizeof f32), invh, "NULL");
    NULL_ARG(lowbit_dequantize, dst, lowbit_dequantize(m, idx, 0, 1, LOWBIT_FORMAT_F32, NULL, sizeof f32), invarg, "dst is NULL");

    /* metadata */
    NULL_ARG(lowbit_meta_count, model, lowbit_meta_count(NULL, &i64), invh, "NULL");
    NULL_ARG(lowbit_meta_count, count, lowbit_meta_count(m, NULL), invarg, "count is NULL");
    NULL_ARG(lowbit_meta_key, model, lowbit_meta_key(NULL, 0, &s), invh, "NULL");
    NULL_ARG(lowbit_meta_key, key, lowbit_meta_key(m, 0, NULL), invarg, "key is NULL");
    NULL_ARG(lowbit_meta_type, model, lowbit_meta_type(NULL, "general.name", &type, &i32, &u64), invh, "NULL");
    NULL_ARG(lowbit_meta_type, key, lowbit_meta_type(m, NULL, &type, &i32, &u64), invarg, "key is NULL");
    NULL_ARG(lowbit_meta_type, type, lowbit_meta_type(m, "general.name", NULL, &i32, &u64), LOWBIT_OK, ""); /* skipped */
    NULL_ARG(lowbit_meta_type, elem_type, lowbit_meta_type(m, "general.name", &type, NULL, &u64), LOWBIT_OK, "");
    NULL_ARG(lowbit_meta_type, length, lowbit_meta_type(m, "general.name", &type, &i32, NULL), LOWBIT_OK, "");
    NULL_ARG(lowbit_meta_get_i64, model, lowbit_meta_get_i64(NULL, "lowbit.demo.rows", &i64), invh, "NULL");
    NULL_ARG(lowbit_meta_get_i64, key, lowbit_meta_get_i64(m, NULL, &i64), invarg, "key is NULL");
    NULL_ARG(lowbit_meta_get_i64, out, lowbit_meta_get_i64(m, "lowbit.demo.rows", NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_meta_get_u64, model, lowbit_meta_get_u64(NULL, "lowbit.demo.rows", &u64), invh, "NULL");
    NULL_ARG(lowbit_meta_get_u64, key, lowbit_meta_get_u64(m, NULL, &u64), invarg, "key is NULL");
    NULL_ARG(lowbit_meta_get_u64, out, lowbit_meta_get_u64(m, "lowbit.demo.rows", NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_meta_get_f64, model, lowbit_meta_get_f64(NULL, "x", &f64), invh, "NULL");
    NULL_ARG(lowbit_meta_get_f64, key, lowbit_meta_get_f64(m, NULL, &f64), invarg, "key is NULL");
    NULL_ARG(lowbit_meta_get_f64, out, lowbit_meta_get_f64(m, "lowbit.demo.rows", NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_meta_get_bool, model, lowbit_meta_get_bool(NULL, "x", &b), invh, "NULL");
    NULL_ARG(lowbit_meta_get_bool, key, lowbit_meta_get_bool(m, NULL, &b), invarg, "key is NULL");
    NULL_ARG(lowbit_meta_get_bool, out, lowbit_meta_get_bool(m, "lowbit.demo.rows", NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_meta_get_string, model, lowbit_meta_get_string(NULL, "general.name", &s, &len), invh, "NULL");
    NULL_ARG(lowbit_meta_get_string, key, lowbit_meta_get_string(m, NULL, &s, &len), invarg, "key is NULL");
    NULL_ARG(lowbit_meta_get_string, out, lowbit_meta_get_string(m, "general.name", NULL, &len), invarg, "out is NULL");
    NULL_ARG(lowbit_meta_get_string, len, lowbit_meta_get_string(m, "general.name", &s, NULL), LOWBIT_OK, ""); /* optional */
    NULL_ARG(lowbit_meta_array_i64, model, lowbit_meta_array_i64(NULL, "lowbit.demo.tensors", 0, &i64), invh, "NULL");
    NULL_ARG(lowbit_meta_array_i64, key, lowbit_meta_array_i64(m, NULL, 0, &i64), invarg, "key is NULL");
    NULL_ARG(lowbit_meta_array_i64, out, lowbit_meta_array_i64(m, "lowbit.demo.tensors", 0, NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_meta_array_u64, model, lowbit_meta_array_u64(NULL, "lowbit.demo.tensors", 0, &u64), invh, "NULL");
    NULL_ARG(lowbit_meta_array_u64, key, lowbit_meta_array_u64(m, NULL, 0, &u64), invarg, "key is NULL");
    NULL_ARG(lowbit_meta_array_u64, out, lowbit_meta_array_u64(m, "lowbit.demo.tensors", 0, NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_meta_array_f64, model, lowbit_meta_array_f64(NULL, "lowbit.demo.tensors", 0, &f64), invh, "NULL");
    NULL_ARG(lowbit_meta_array_f64, key, lowbit_meta_array_f64(m, NULL, 0, &f64), invarg, "key is NULL");
    NULL_ARG(lowbit_meta_array_f64, out, lowbit_meta_array_f64(m, "lowbit.demo.tensors", 0, NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_meta_array_bool, model, lowbit_meta_array_bool(NULL, "lowbit.demo.tensors", 0, &b), invh, "NULL");
    NULL_ARG(lowbit_meta_array_bool, key, lowbit_meta_array_bool(m, NULL, 0, &b), invarg, "key is NULL");
    NULL_ARG(lowbit_meta_array_bool, out, lowbit_meta_array_bool(m, "lowbit.demo.tensors", 0, NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_meta_array_string, model, lowbit_meta_array_string(NULL, "lowbit.demo.tensors", 0, &s, &len), invh, "NULL");
    NULL_ARG(lowbit_meta_array_string, key, lowbit_meta_array_string(m, NULL, 0, &s, &len), invarg, "key is NULL");
    NULL_ARG(lowbit_meta_array_string, out, lowbit_meta_array_string(m, "lowbit.demo.tensors", 0, NULL, &len), invarg, "out is NULL");
    NULL_ARG(lowbit_meta_array_string, len, lowbit_meta_array_string(m, "lowbit.demo.tensors", 0, &s, NULL), LOWBIT_OK, "");
    NULL_ARG(lowbit_meta_array_copy, model, lowbit_meta_array_copy(NULL, "lowbit.demo.tensors", LOWBIT_VALUE_U8, bytes, 8), invh, "NULL");
    NULL_ARG(lowbit_meta_array_copy, key, lowbit_meta_array_copy(m, NULL, LOWBIT_VALUE_U8, bytes, 8), invarg, "key is NULL");
    NULL_ARG(lowbit_meta_array_copy, dst, lowbit_meta_array_copy(m, "lowbit.demo.tensors", LOWBIT_VALUE_STRING, NULL, 8), invarg, "dst is NULL");

    /* quantizing caller data */
    NULL_ARG(lowbit_quantized_size, bytes, lowbit_quantized_size(LOWBIT_FORMAT_Q4_0, 1, 32, NULL), invarg, "bytes is NULL");
    NULL_ARG(lowbit_quantize, src, lowbit_quantize(LOWBIT_FORMAT_Q8_0, NULL, LOWBIT_FORMAT_F32, 1, 256, NULL, bytes, sizeof bytes), invarg, "src is NULL");
    NULL_ARG(lowbit_quantize, imatrix, lowbit_quantize(LOWBIT_FORMAT_Q8_0, f32, LOWBIT_FORMAT_F32, 1, 256, NULL, bytes, sizeof bytes), LOWBIT_OK, "");
    NULL_ARG(lowbit_quantize, dst, lowbit_quantize(LOWBIT_FORMAT_Q8_0, f32, LOWBIT_FORMAT_F32, 1, 256, NULL, NULL, sizeof bytes), invarg, "dst is NULL");

    /* gguf writer */
    NULL_ARG(lowbit_gguf_writer_new, out, lowbit_gguf_writer_new(NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_gguf_writer_free, writer, lowbit_gguf_writer_free(NULL), LOWBIT_OK, "");
    NULL_ARG(lowbit_gguf_writer_set_alignment, writer, lowbit_gguf_writer_set_alignment(NULL, 64), invh, "NULL");
    NULL_ARG(lowbit_gguf_writer_add_scalar, writer, lowbit_gguf_writer_add_scalar(NULL, "k", LOWBIT_VALUE_U32, &u32), invh, "NULL");
    NULL_ARG(lowbit_gguf_writer_add_scalar, key, lowbit_gguf_writer_add_scalar(gw, NULL, LOWBIT_VALUE_U32, &u32), invarg, "key is NULL");
    NULL_ARG(lowbit_gguf_writer_add_scalar, value, lowbit_gguf_writer_add_scalar(gw, "k", LOWBIT_VALUE_U32, NULL), invarg, "value is NULL");
    NULL_ARG(lowbit_gguf_writer_add_string, writer, lowbit_gguf_writer_add_string(NULL, "s", "x", 1), invh, "NULL");
    NULL_ARG(lowbit_gguf_writer_add_string, key, lowbit_gguf_writer_add_string(gw, NULL, "x", 1), invarg, "key is NULL");
    NULL_ARG(lowbit_gguf_writer_add_string, s, lowbit_gguf_writer_add_string(gw, "s", NULL, 1), invarg, "s is NULL");
    NULL_ARG(lowbit_gguf_writer_add_string, s, lowbit_gguf_writer_add_string(gw, "empty", NULL, 0), LOWBIT_OK, ""); /* len 0 */
    NULL_ARG(lowbit_gguf_writer_add_array, writer, lowbit_gguf_writer_add_array(NULL, "a", LOWBIT_VALUE_U8, bytes, 2), invh, "NULL");
    NULL_ARG(lowbit_gguf_writer_add_array, key, lowbit_gguf_writer_add_array(gw, NULL, LOWBIT_VALUE_U8, bytes, 2), invarg, "key is NULL");
    NULL_ARG(lowbit_gguf_writer_add_array, data, lowbit_gguf_writer_add_array(gw, "a", LOWBIT_VALUE_U8, NULL, 2), invarg, "data is NULL");
    NULL_ARG(lowbit_gguf_writer_add_array, data, lowbit_gguf_writer_add_array(gw, "a0", LOWBIT_VALUE_U8, NULL, 0), LOWBIT_OK, "");
    const char *strs[2] = {"a", "b"};
    size_t lens[2] = {1, 1};
    NULL_ARG(lowbit_gguf_writer_add_string_array, writer, lowbit_gguf_writer_add_string_array(NULL, "sa", strs, lens, 2), invh, "NULL");
    NULL_ARG(lowbit_gguf_writer_add_string_array, key, lowbit_gguf_writer_add_string_array(gw, NULL, strs, lens, 2), invarg, "key is NULL");
    NULL_ARG(lowbit_gguf_writer_add_string_array, strs, lowbit_gguf_writer_add_string_array(gw, "sa", NULL, lens, 2), invarg, "strs is NULL");
    NULL_ARG(lowbit_gguf_writer_add_string_array, lens, lowbit_gguf_writer_add_string_array(gw, "sa", strs, NULL, 2), LOWBIT_OK, ""); /* NUL-terminated */
    NULL_ARG(lowbit_gguf_writer_copy_metadata, writer, lowbit_gguf_writer_copy_metadata(NULL, m), invh, "NULL");
    NULL_ARG(lowbit_gguf_writer_copy_metadata, model, lowbit_gguf_writer_copy_metadata(gw, NULL), invh, "NULL");
    NULL_ARG(lowbit_gguf_writer_add_tensor, writer, lowbit_gguf_writer_add_tensor(NULL, "t", LOWBIT_FORMAT_F32, 1, dims1, f32, 32), invh, "NULL");
    NULL_ARG(lowbit_gguf_writer_add_tensor, name, lowbit_gguf_writer_add_tensor(gw, NULL, LOWBIT_FORMAT_F32, 1, dims1, f32, 32), invarg, "name is NULL");
    NULL_ARG(lowbit_gguf_writer_add_tensor, dims, lowbit_gguf_writer_add_tensor(gw, "t", LOWBIT_FORMAT_F32, 1, NULL, f32, 32), invarg, "dims is NULL");
    NULL_ARG(lowbit_gguf_writer_add_tensor, data, lowbit_gguf_writer_add_tensor(gw, "t", LOWBIT_FORMAT_F32, 1, dims1, NULL, 32), invarg, "data is NULL");
    NULL_ARG(lowbit_gguf_writer_write, writer, lowbit_gguf_writer_write(NULL, out), invh, "NULL");
    NULL_ARG(lowbit_gguf_writer_write, path, lowbit_gguf_writer_write(gw, NULL), invarg, "path is NULL");

    /* hf writer */
    lowbit_hf_writer *hw2 = NULL;
    NULL_ARG(lowbit_hf_writer_new, out, lowbit_hf_writer_new(NULL), invarg, "out is NULL");
    (void)hw2;
    NULL_ARG(lowbit_hf_writer_free, writer, lowbit_hf_writer_free(NULL), LOWBIT_OK, "");
    NULL_ARG(lowbit_hf_writer_set_config, writer, lowbit_hf_writer_set_config(NULL, "{}"), invh, "NULL");
    NULL_ARG(lowbit_hf_writer_set_config, json, lowbit_hf_writer_set_config(hw, NULL), LOWBIT_OK, ""); /* clears it */
    NULL_ARG(lowbit_hf_writer_add_tensor, writer, lowbit_hf_writer_add_tensor(NULL, "n", LOWBIT_FORMAT_F32, 1, dims1, f32, 32), invh, "NULL");
    NULL_ARG(lowbit_hf_writer_add_tensor, name, lowbit_hf_writer_add_tensor(hw, NULL, LOWBIT_FORMAT_F32, 1, dims1, f32, 32), invarg, "name is NULL");
    NULL_ARG(lowbit_hf_writer_add_tensor, dims, lowbit_hf_writer_add_tensor(hw, "n", LOWBIT_FORMAT_F32, 1, NULL, f32, 32), invarg, "dims is NULL");
    NULL_ARG(lowbit_hf_writer_add_tensor, data, lowbit_hf_writer_add_tensor(hw, "n", LOWBIT_FORMAT_F32, 1, dims1, NULL, 32), invarg, "data is NULL");
    NULL_ARG(lowbit_hf_writer_add_quantized, writer, lowbit_hf_writer_add_quantized(NULL, "q", LOWBIT_FORMAT_MLX_AFFINE, &qp, f32, LOWBIT_FORMAT_F32, 2, dims2), invh, "NULL");
    NULL_ARG(lowbit_hf_writer_add_quantized, name, lowbit_hf_writer_add_quantized(hw, NULL, LOWBIT_FORMAT_MLX_AFFINE, &qp, f32, LOWBIT_FORMAT_F32, 2, dims2), invarg, "name is NULL");
    NULL_ARG(lowbit_hf_writer_add_quantized, src, lowbit_hf_writer_add_quantized(hw, "q", LOWBIT_FORMAT_MLX_AFFINE, &qp, NULL, LOWBIT_FORMAT_F32, 2, dims2), invarg, "src is NULL");
    NULL_ARG(lowbit_hf_writer_add_quantized, dims, lowbit_hf_writer_add_quantized(hw, "q", LOWBIT_FORMAT_MLX_AFFINE, &qp, f32, LOWBIT_FORMAT_F32, 2, NULL), invarg, "dims is NULL");
    NULL_ARG(lowbit_hf_writer_add_quantized, params, lowbit_hf_writer_add_quantized(hw, "q", LOWBIT_FORMAT_MLX_AFFINE, NULL, f32, LOWBIT_FORMAT_F32, 2, dims2), LOWBIT_OK, ""); /* MLX defaults */
    uint8_t q[4 * 64] = {0};
    float sc[4 * 2] = {1, 1, 1, 1, 1, 1, 1, 1};
    lowbit_codes codes = {.size = sizeof codes, .q = q, .scales = sc, .scale_format = LOWBIT_FORMAT_F16};
    lowbit_quant_params gp = {.size = sizeof gp, .bits = 4, .group_size = 32};
    NULL_ARG(lowbit_hf_writer_add_codes, writer, lowbit_hf_writer_add_codes(NULL, "g", LOWBIT_FORMAT_GPTQ, &gp, 4, 64, &codes), invh, "NULL");
    NULL_ARG(lowbit_hf_writer_add_codes, name, lowbit_hf_writer_add_codes(hw, NULL, LOWBIT_FORMAT_GPTQ, &gp, 4, 64, &codes), invarg, "name is NULL");
    NULL_ARG(lowbit_hf_writer_add_codes, params, lowbit_hf_writer_add_codes(hw, "g", LOWBIT_FORMAT_GPTQ, NULL, 4, 64, &codes), invarg, "params is NULL");
    NULL_ARG(lowbit_hf_writer_add_codes, codes, lowbit_hf_writer_add_codes(hw, "g", LOWBIT_FORMAT_GPTQ, &gp, 4, 64, NULL), invarg, "codes is NULL");
    lowbit_codes noq = codes;
    noq.q = NULL;
    EXPECT_ERR(lowbit_hf_writer_add_codes(hw, "g", LOWBIT_FORMAT_GPTQ, &gp, 4, 64, &noq), invarg, "codes.q and codes.scales are required");
    uint32_t wbuf[4 * 8] = {0};
    float pscale[4 * 2] = {1, 1, 1, 1, 1, 1, 1, 1}, pbias[4 * 2] = {0};
    int64_t wd[2] = {4, 8}, sd[2] = {4, 2};
    lowbit_part_data parts[3] = {
        {"weight", LOWBIT_FORMAT_U32, 2, wd, wbuf, sizeof wbuf},
        {"scales", LOWBIT_FORMAT_F32, 2, sd, pscale, sizeof pscale},
        {"biases", LOWBIT_FORMAT_F32, 2, sd, pbias, sizeof pbias},
    };
    NULL_ARG(lowbit_hf_writer_add_parts, writer, lowbit_hf_writer_add_parts(NULL, "p", LOWBIT_FORMAT_MLX_AFFINE, &qp, 2, dims2, parts, 3), invh, "NULL");
    NULL_ARG(lowbit_hf_writer_add_parts, name, lowbit_hf_writer_add_parts(hw, NULL, LOWBIT_FORMAT_MLX_AFFINE, &qp, 2, dims2, parts, 3), invarg, "name is NULL");
    NULL_ARG(lowbit_hf_writer_add_parts, dims, lowbit_hf_writer_add_parts(hw, "p", LOWBIT_FORMAT_MLX_AFFINE, &qp, 2, NULL, parts, 3), invarg, "dims is NULL");
    NULL_ARG(lowbit_hf_writer_add_parts, parts, lowbit_hf_writer_add_parts(hw, "p", LOWBIT_FORMAT_MLX_AFFINE, &qp, 2, dims2, NULL, 3), invarg, "parts is NULL");
    int64_t sd64[2] = {4, 1}; /* MLX's default group of 64: one scale and bias per row */
    lowbit_part_data parts64[3] = {parts[0], {"scales", LOWBIT_FORMAT_F32, 2, sd64, pscale, 16}, {"biases", LOWBIT_FORMAT_F32, 2, sd64, pbias, 16}};
    NULL_ARG(lowbit_hf_writer_add_parts, params, lowbit_hf_writer_add_parts(hw, "p64", LOWBIT_FORMAT_MLX_AFFINE, NULL, 2, dims2, parts64, 3), LOWBIT_OK, ""); /* MLX defaults */
    lowbit_part_data badparts[3] = {parts[0], parts[1], parts[2]};
    badparts[1].data = NULL;
    EXPECT_ERR(lowbit_hf_writer_add_parts(hw, "p", LOWBIT_FORMAT_MLX_AFFINE, &qp, 2, dims2, badparts, 3), invarg, "NULL");
    badparts[1] = parts[1];
    badparts[0].role = NULL;
    EXPECT_ERR(lowbit_hf_writer_add_parts(hw, "p", LOWBIT_FORMAT_MLX_AFFINE, &qp, 2, dims2, badparts, 3), invarg, "NULL");
    badparts[0] = parts[0];
    badparts[2].dims = NULL;
    EXPECT_ERR(lowbit_hf_writer_add_parts(hw, "p", LOWBIT_FORMAT_MLX_AFFINE, &qp, 2, dims2, badparts, 3), invarg, "NULL");
    EXPECT_OK(lowbit_hf_writer_add_parts(hw, "p", LOWBIT_FORMAT_MLX_AFFINE, &qp, 2, dims2, parts, 3));
    NULL_ARG(lowbit_hf_writer_tensor_info, writer, lowbit_hf_writer_tensor_info(NULL, "p", &ti), invh, "NULL");
    NULL_ARG(lowbit_hf_writer_tensor_info, name, lowbit_hf_writer_tensor_info(hw, NULL, &ti), invarg, "name is NULL");
    NULL_ARG(lowbit_hf_writer_tensor_info, out, lowbit_hf_writer_tensor_info(hw, "p", NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_hf_writer_part_get, writer, lowbit_hf_writer_part_get(NULL, "p", 0, &tp, bytes, sizeof bytes), invh, "NULL");
    NULL_ARG(lowbit_hf_writer_part_get, name, lowbit_hf_writer_part_get(hw, NULL, 0, &tp, bytes, sizeof bytes), invarg, "name is NULL");
    NULL_ARG(lowbit_hf_writer_part_get, out, lowbit_hf_writer_part_get(hw, "p", 0, NULL, bytes, sizeof bytes), invarg, "out is NULL");
    NULL_ARG(lowbit_hf_writer_part_get, dst, lowbit_hf_writer_part_get(hw, "p", 0, &tp, NULL, 0), LOWBIT_OK, ""); /* description only */
    NULL_ARG(lowbit_hf_writer_write, writer, lowbit_hf_writer_write(NULL, dir), invh, "NULL");
    NULL_ARG(lowbit_hf_writer_write, dir, lowbit_hf_writer_write(hw, NULL), invarg, "dir is NULL");

    /* whole models */
    lowbit_quantize_params qm = {.size = sizeof qm, .file_type = "Q8_0", .allow_requantize = 1};
    NULL_ARG(lowbit_quantize_model, in_path, lowbit_quantize_model(NULL, out, &qm), invarg, "in_path is NULL");
    NULL_ARG(lowbit_quantize_model, out_path, lowbit_quantize_model(demo_path, NULL, &qm), invarg, "out_path is NULL");
    NULL_ARG(lowbit_quantize_model, params, lowbit_quantize_model(demo_path, out, NULL), invarg, "file_type is required");
    lowbit_quantize_params noft = {.size = sizeof noft};
    EXPECT_ERR(lowbit_quantize_model(demo_path, out, &noft), invarg, "file_type is NULL");
    NULL_ARG(lowbit_file_type_count, count, lowbit_file_type_count(NULL), invarg, "count is NULL");
    NULL_ARG(lowbit_file_type_get, out, lowbit_file_type_get(0, NULL), invarg, "out is NULL");
    (void)ft;
    NULL_ARG(lowbit_file_type_by_name, name, lowbit_file_type_by_name(NULL, &u32, &i32), invarg, "name is NULL");
    NULL_ARG(lowbit_file_type_by_name, id, lowbit_file_type_by_name("Q8_0", NULL, &i32), LOWBIT_OK, ""); /* optional */
    NULL_ARG(lowbit_file_type_by_name, base_format, lowbit_file_type_by_name("Q8_0", &u32, NULL), LOWBIT_OK, "");

    /* importance matrices */
    lowbit_imatrix *im2 = NULL;
    NULL_ARG(lowbit_imatrix_load, path, lowbit_imatrix_load(NULL, &im2), invarg, "path is NULL");
    NULL_ARG(lowbit_imatrix_load, out, lowbit_imatrix_load(imp, NULL), invarg, "out is NULL");
    NULL_ARG(lowbit_imatrix_free, imatrix, lowbit_imatrix_free(NULL), LOWBIT_OK, "");
    NULL_ARG(lowbit_imatrix_count, imatrix, lowbit_imatrix_count(NULL, &i64), invh, "NULL");
    NULL_ARG(lowbit_imatrix_count, count, lowbit_imatrix_count(im, NULL), invarg, "count is NULL");
    NULL_ARG(lowbit_imatrix_name, imatrix, lowbit_imatrix_name(NULL, 0, &s), invh, "NULL");
    NULL_ARG(lowbit_imatrix_name, name, lowbit_imatrix_name(im, 0, NULL), invarg, "name is NULL");
    NULL_ARG(lowbit_imatrix_get, imatrix, lowbit_imatrix_get(NULL, "demo.Q4_0", &vals, &count), invh, "NULL");
    NULL_ARG(lowbit_imatrix_get, name, lowbit_imatrix_get(im, NULL, &vals, &count), invarg, "name is NULL");
    NULL_ARG(lowbit_imatrix_get, values, lowbit_imatrix_get(im, "demo.Q4_0", NULL, &count), invarg, "values is NULL");
    NULL_ARG(lowbit_imatrix_get, count, lowbit_imatrix_get(im, "demo.Q4_0", &vals, NULL), invarg, "count is NULL");

    /* devices and products (64 rows of 256 in demo.Q4_0) */
    lowbit_device *dev = NULL, *dev2 = NULL;
    NULL_ARG(lowbit_device_open, out, lowbit_device_open(LOWBIT_DEVICE_CPU, 0, NULL), invarg, "out is NULL");
    EXPECT_OK(lowbit_device_open(LOWBIT_DEVICE_CPU, 0, &dev));
    NULL_ARG(lowbit_device_free, dev, lowbit_device_free(NULL), LOWBIT_OK, "");
    NULL_ARG(lowbit_device_set_threads, dev, lowbit_device_set_threads(NULL, 2), invh, "NULL");
    NULL_ARG(lowbit_device_set_activations, dev, lowbit_device_set_activations(NULL, LOWBIT_ACTIVATIONS_Q8), invh, "NULL");
    static float xv[8 * 256], yv[8 * 64], gr[2 * 256];
    int64_t rid[2] = {0, 63};
    NULL_ARG(lowbit_gemv, dev, lowbit_gemv(NULL, m, idx, xv, 256, yv, 64), invh, "NULL");
    NULL_ARG(lowbit_gemv, model, lowbit_gemv(dev, NULL, idx, xv, 256, yv, 64), invh, "NULL");
    NULL_ARG(lowbit_gemv, x, lowbit_gemv(dev, m, idx, NULL, 256, yv, 64), invarg, "x is NULL");
    NULL_ARG(lowbit_gemv, y, lowbit_gemv(dev, m, idx, xv, 256, NULL, 64), invarg, "y is NULL");
    NULL_ARG(lowbit_gemm, dev, lowbit_gemm(NULL, m, idx, 2, xv, 512, yv, 128), invh, "NULL");
    NULL_ARG(lowbit_gemm, model, lowbit_gemm(dev, NULL, idx, 2, xv, 512, yv, 128), invh, "NULL");
    NULL_ARG(lowbit_gemm, x, lowbit_gemm(dev, m, idx, 2, NULL, 512, yv, 128), invarg, "x is NULL");
    NULL_ARG(lowbit_gemm, y, lowbit_gemm(dev, m, idx, 2, xv, 512, NULL, 128), invarg, "y is NULL");
    NULL_ARG(lowbit_gemv_gate_up_silu, dev, lowbit_gemv_gate_up_silu(NULL, m, idx, idx, xv, 256, yv, 64), invh, "NULL");
    NULL_ARG(lowbit_gemv_gate_up_silu, model, lowbit_gemv_gate_up_silu(dev, NULL, idx, idx, xv, 256, yv, 64), invh, "NULL");
    NULL_ARG(lowbit_gemv_gate_up_silu, x, lowbit_gemv_gate_up_silu(dev, m, idx, idx, NULL, 256, yv, 64), invarg, "x is NULL");
    NULL_ARG(lowbit_gemv_gate_up_silu, y, lowbit_gemv_gate_up_silu(dev, m, idx, idx, xv, 256, NULL, 64), invarg, "y is NULL");
    NULL_ARG(lowbit_get_rows, dev, lowbit_get_rows(NULL, m, idx, rid, 2, gr, 512), invh, "NULL");
    NULL_ARG(lowbit_get_rows, model, lowbit_get_rows(dev, NULL, idx, rid, 2, gr, 512), invh, "NULL");
    NULL_ARG(lowbit_get_rows, ids, lowbit_get_rows(dev, m, idx, NULL, 2, gr, 512), invarg, "ids is NULL");
    NULL_ARG(lowbit_get_rows, ids, lowbit_get_rows(dev, m, idx, NULL, 0, gr, 512), LOWBIT_OK, ""); /* no ids */
    NULL_ARG(lowbit_get_rows, dst, lowbit_get_rows(dev, m, idx, rid, 2, NULL, 512), invarg, "dst is NULL");
    /* misuse of the products: sizes, ranges, freed and wrong-kind handles */
    EXPECT_ERR(lowbit_gemv(dev, m, idx, xv, 255, yv, 64), invarg, "x_len is 255");
    EXPECT_ERR(lowbit_gemv(dev, m, idx, xv, 256, yv, 63), LOWBIT_ERR_BUFFER_TOO_SMALL, "y_len is 63");
    EXPECT_ERR(lowbit_gemm(dev, m, idx, 9, xv, 9 * 256, yv, 9 * 64), invarg, "n is 9");
    EXPECT_ERR(lowbit_gemm(dev, m, idx, 0, xv, 0, yv, 0), invarg, "n is 0");
    EXPECT_ERR(lowbit_gemv(dev, m, 1 << 20, xv, 256, yv, 64), LOWBIT_ERR_OUT_OF_RANGE, "tensor index");
    int64_t bad_ids[2] = {0, 64};
    EXPECT_ERR(lowbit_get_rows(dev, m, idx, bad_ids, 2, gr, 512), LOWBIT_ERR_OUT_OF_RANGE, "64");
    bad_ids[1] = INT64_MIN;
    EXPECT_ERR(lowbit_get_rows(dev, m, idx, bad_ids, 2, gr, 512), LOWBIT_ERR_OUT_OF_RANGE, "outside");
    EXPECT_ERR(lowbit_get_rows(dev, m, idx, rid, SIZE_MAX, gr, 512), invarg, "too many");
    EXPECT_ERR(lowbit_gemv((lowbit_device *)m, m, idx, xv, 256, yv, 64), invh, "invalid");
    EXPECT_ERR(lowbit_device_open(LOWBIT_DEVICE_CPU, 1, &dev2), LOWBIT_ERR_OUT_OF_RANGE, "");
    EXPECT_ERR(lowbit_device_open(99, 0, &dev2), invarg, "99");
    EXPECT_OK(lowbit_gemv(dev, m, idx, xv, 256, yv, 64));
    EXPECT_OK(lowbit_device_free(dev));
    EXPECT_ERR(lowbit_gemv(dev, m, idx, xv, 256, yv, 64), invh, "invalid");
    EXPECT_ERR(lowbit_device_free(dev), invh, "invalid");

    /* functions without pointer arguments still answer with a status */
    EXPECT(lowbit_version() != NULL && lowbit_abi_version() == LOWBIT_ABI_VERSION, "version");
    EXPECT(strcmp(lowbit_status_string(-1), "LOWBIT_STATUS_UNKNOWN") == 0, "unknown status %s", lowbit_status_string(-1));
    EXPECT(strcmp(lowbit_status_string(12345), "LOWBIT_STATUS_UNKNOWN") == 0, "unknown status");
    EXPECT_OK(lowbit_set_threads(-5));
    EXPECT_OK(lowbit_set_threads(0));

    EXPECT_OK(lowbit_imatrix_free(im));
    EXPECT_OK(lowbit_gguf_writer_free(gw));
    EXPECT_OK(lowbit_hf_writer_free(hw));
    EXPECT_OK(lowbit_model_free(m));
}

/* ---- handles: use after free, double free, forged ------------------------------------------- */

static void test_handles(void) {
    int64_t n = 0;
    const char *s = NULL;
    float buf[256];
    lowbit_model *m = NULL;
    EXPECT_OK(lowbit_model_open(demo_path, NULL, &m));
    EXPECT_OK(lowbit_model_free(m));
    EXPECT_ERR(lowbit_model_tensor_count(m, &n), LOWBIT_ERR_INVALID_HANDLE, "already freed");
    EXPECT_ERR(lowbit_dequantize(m, 0, 0, 1, LOWBIT_FORMAT_F32, buf, sizeof buf), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_ERR(lowbit_meta_get_string(m, "general.name", &s, NULL), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_ERR(lowbit_model_free(m), LOWBIT_ERR_INVALID_HANDLE, "double free");
    /* a handle is never reused: a new model does not make the old handle valid again */
    lowbit_model *m2 = NULL;
    EXPECT_OK(lowbit_model_open(demo_path, NULL, &m2));
    EXPECT(m2 != m, "a freed handle was reused");
    EXPECT_ERR(lowbit_model_kind(m, &s), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_OK(lowbit_model_free(m2));
    /* forged handles, of every kind and of the wrong kind */
    EXPECT_ERR(lowbit_model_tensor_count((lowbit_model *)(uintptr_t)0xdeadbeef, &n), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_ERR(lowbit_model_free((lowbit_model *)(uintptr_t)1), LOWBIT_ERR_INVALID_HANDLE, "invalid");

    lowbit_gguf_writer *gw = NULL;
    EXPECT_OK(lowbit_gguf_writer_new(&gw));
    EXPECT_ERR(lowbit_model_tensor_count((lowbit_model *)gw, &n), LOWBIT_ERR_INVALID_HANDLE, "invalid"); /* wrong kind */
    EXPECT_OK(lowbit_gguf_writer_free(gw));
    EXPECT_ERR(lowbit_gguf_writer_set_alignment(gw, 64), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_ERR(lowbit_gguf_writer_free(gw), LOWBIT_ERR_INVALID_HANDLE, "invalid");

    lowbit_hf_writer *hw = NULL;
    EXPECT_OK(lowbit_hf_writer_new(&hw));
    EXPECT_ERR(lowbit_gguf_writer_set_alignment((lowbit_gguf_writer *)hw, 64), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_OK(lowbit_hf_writer_free(hw));
    EXPECT_ERR(lowbit_hf_writer_set_config(hw, "{}"), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_ERR(lowbit_hf_writer_free(hw), LOWBIT_ERR_INVALID_HANDLE, "invalid");

    char imp[4096];
    tmp_path(imp, sizeof imp, "handles.imatrix");
    write_imatrix(imp);
    lowbit_imatrix *im = NULL;
    EXPECT_OK(lowbit_imatrix_load(imp, &im));
    EXPECT_OK(lowbit_imatrix_free(im));
    EXPECT_ERR(lowbit_imatrix_count(im, &n), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_ERR(lowbit_imatrix_free(im), LOWBIT_ERR_INVALID_HANDLE, "invalid");
}

/* ---- buffers, format ids, ranges ------------------------------------------------------------ */

static void test_ranges(void) {
    lowbit_model *m = NULL;
    EXPECT_OK(lowbit_model_open(demo_path, NULL, &m));
    int64_t idx = -1, count = 0;
    EXPECT_OK(lowbit_model_find_tensor(m, "demo.Q4_0", &idx)); /* 64 rows of 256 */
    EXPECT_OK(lowbit_model_tensor_count(m, &count));
    float row[256];
    uint16_t half[256];
    uint8_t raw[16];
    /* buffers too small: nothing written */
    memset(row, 0x5a, sizeof row);
    EXPECT_ERR(lowbit_dequantize(m, idx, 0, 1, LOWBIT_FORMAT_F32, row, sizeof row - 1), LOWBIT_ERR_BUFFER_TOO_SMALL, "needs 1024 bytes");
    EXPECT(((uint8_t *)row)[0] == 0x5a, "written on failure");
    EXPECT_ERR(lowbit_dequantize(m, idx, 0, 1, LOWBIT_FORMAT_F16, half, sizeof half - 2), LOWBIT_ERR_BUFFER_TOO_SMALL, "needs 512 bytes");
    EXPECT_ERR(lowbit_dequantize(m, idx, 0, -1, LOWBIT_FORMAT_F32, row, sizeof row), LOWBIT_ERR_BUFFER_TOO_SMALL, "64 rows");
    EXPECT_ERR(lowbit_meta_array_copy(m, "lowbit.demo.cols", LOWBIT_VALUE_U8, raw, 0), LOWBIT_ERR_TYPE_MISMATCH, "not an array");
    char small[4];
    EXPECT_ERR(lowbit_quantize(LOWBIT_FORMAT_Q8_0, row, LOWBIT_FORMAT_F32, 1, 256, NULL, small, sizeof small), LOWBIT_ERR_BUFFER_TOO_SMALL, "need 272 bytes");
    /* tensor_read past the end */
    lowbit_tensor_info ti = {.size = sizeof ti};
    EXPECT_OK(lowbit_tensor_info_get(m, idx, &ti));
    EXPECT_ERR(lowbit_tensor_read(m, idx, ti.byte_size - 8, raw, sizeof raw), LOWBIT_ERR_OUT_OF_RANGE, "outside");
    EXPECT_ERR(lowbit_tensor_read(m, idx, UINT64_MAX, raw, 1), LOWBIT_ERR_OUT_OF_RANGE, "outside");
    EXPECT_ERR(lowbit_tensor_read(m, idx, UINT64_MAX - 4, raw, 8), LOWBIT_ERR_OUT_OF_RANGE, "outside");
    EXPECT_OK(lowbit_tensor_read(m, idx, ti.byte_size - 8, raw, 8));
    /* wrong format ids */
    EXPECT_ERR(lowbit_dequantize(m, idx, 0, 1, LOWBIT_FORMAT_Q8_0, row, sizeof row), LOWBIT_ERR_INVALID_ARGUMENT, "F32, F16 or BF16");
    EXPECT_ERR(lowbit_dequantize(m, idx, 0, 1, -1, row, sizeof row), LOWBIT_ERR_INVALID_ARGUMENT, "format id -1");
    EXPECT_ERR(lowbit_dequantize(m, idx, 0, 1, 1 << 30, row, sizeof row), LOWBIT_ERR_INVALID_ARGUMENT, "format id 1073741824");
    lowbit_format_info fi = {.size = sizeof fi};
    EXPECT_ERR(lowbit_format_info_get(-7, &fi), LOWBIT_ERR_UNSUPPORTED, "unknown format id -7");
    EXPECT_ERR(lowbit_format_info_get(31, &fi), LOWBIT_ERR_UNSUPPORTED, "removed");
    EXPECT_ERR(lowbit_quantize(-1, row, LOWBIT_FORMAT_F32, 1, 256, NULL, raw, sizeof raw), LOWBIT_ERR_UNSUPPORTED, "unknown format id -1");
    EXPECT_ERR(lowbit_quantized_size(INT32_MIN, 1, 32, &(size_t){0}), LOWBIT_ERR_UNSUPPORTED, "unknown format id");
    /* rows and indices out of range */
    EXPECT_ERR(lowbit_dequantize(m, idx, 63, 2, LOWBIT_FORMAT_F32, row, sizeof row), LOWBIT_ERR_OUT_OF_RANGE, "rows [63, 65)");
    EXPECT_ERR(lowbit_dequantize(m, idx, INT64_MAX, 1, LOWBIT_FORMAT_F32, row, sizeof row), LOWBIT_ERR_OUT_OF_RANGE, "outside");
    EXPECT_ERR(lowbit_dequantize(m, idx, 1, INT64_MAX, LOWBIT_FORMAT_F32, row, sizeof row), LOWBIT_ERR_OUT_OF_RANGE, "outside");
    EXPECT_ERR(lowbit_dequantize(m, idx, INT64_MIN, 1, LOWBIT_FORMAT_F32, row, sizeof row), LOWBIT_ERR_OUT_OF_RANGE, "outside");
    EXPECT_ERR(lowbit_dequantize(m, count, 0, 1, LOWBIT_FORMAT_F32, row, sizeof row), LOWBIT_ERR_OUT_OF_RANGE, "tensor index");
    EXPECT_ERR(lowbit_dequantize(m, INT64_MIN, 0, 1, LOWBIT_FORMAT_F32, row, sizeof row), LOWBIT_ERR_OUT_OF_RANGE, "tensor index");
    EXPECT_ERR(lowbit_tensor_info_get(m, INT64_MAX, &ti), LOWBIT_ERR_OUT_OF_RANGE, "tensor index");
    lowbit_tensor_part tp = {.size = sizeof tp};
    EXPECT_ERR(lowbit_tensor_part_get(m, idx, 0, &tp), LOWBIT_ERR_OUT_OF_RANGE, "part index 0");
    const char *s = NULL;
    EXPECT_ERR(lowbit_meta_key(m, -1, &s), LOWBIT_ERR_OUT_OF_RANGE, "metadata index -1");
    EXPECT_ERR(lowbit_meta_array_string(m, "lowbit.demo.tensors", UINT64_MAX, &s, NULL), LOWBIT_ERR_OUT_OF_RANGE, "index");
    size_t nft = 0;
    EXPECT_OK(lowbit_file_type_count(&nft));
    lowbit_file_type_info ft = {.size = sizeof ft};
    EXPECT_ERR(lowbit_file_type_get(nft, &ft), LOWBIT_ERR_OUT_OF_RANGE, "index");
    EXPECT_ERR(lowbit_file_type_get(SIZE_MAX, &ft), LOWBIT_ERR_OUT_OF_RANGE, "index");
    /* struct sizes */
    lowbit_tensor_info tiny = {.size = 1};
    EXPECT_ERR(lowbit_tensor_info_get(m, idx, &tiny), LOWBIT_ERR_INVALID_ARGUMENT, "size");
    lowbit_format_info fsmall = {.size = 0};
    EXPECT_ERR(lowbit_format_info_get(LOWBIT_FORMAT_Q4_0, &fsmall), LOWBIT_ERR_INVALID_ARGUMENT, "size");
    lowbit_open_params op = {.size = 3};
    lowbit_model *m2 = NULL;
    EXPECT_ERR(lowbit_model_open(demo_path, &op, &m2), LOWBIT_ERR_INVALID_ARGUMENT, "sizeof(lowbit_open_params)");
    /* the limits of lowbit_open_params, old and new fields */
    lowbit_open_params lim = {.size = sizeof lim, .max_dims = 1};
    EXPECT_ERR(lowbit_model_open(demo_path, &lim, &m2), LOWBIT_ERR_BAD_FILE, "at most 1 are allowed");
    lim = (lowbit_open_params){.size = sizeof lim, .max_string_bytes = 4};
    EXPECT_ERR(lowbit_model_open(demo_path, &lim, &m2), LOWBIT_ERR_BAD_FILE, "the limit is 4");
    lim = (lowbit_open_params){.size = offsetof(lowbit_open_params, max_config_bytes), .max_dims = 1}; /* an older caller */
    EXPECT_OK(lowbit_model_open(demo_path, &lim, &m2));
    EXPECT_OK(lowbit_model_free(m2));
    EXPECT_OK(lowbit_model_free(m));
}

/* ---- a file truncated under an open model ---------------------------------------------------- */

static int copy_file(const char *from, const char *to) {
    FILE *in = fopen(from, "rb");
    if (!in) return 0;
    FILE *out = fopen(to, "wb");
    if (!out) {
        fclose(in);
        return 0;
    }
    char buf[65536];
    size_t n;
    int ok = 1;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0) ok &= fwrite(buf, 1, n, out) == n;
    fclose(in);
    return fclose(out) == 0 && ok;
}

static void test_truncated(void) {
    char path[4096], out[4096];
    tmp_path(path, sizeof path, "truncated.gguf");
    tmp_path(out, sizeof out, "truncated-out.gguf");
    EXPECT(copy_file(demo_path, path), "copy %s", demo_path);
    lowbit_model *m = NULL;
    EXPECT_OK(lowbit_model_open(path, NULL, &m));
    int64_t idx = -1, count = 0;
    EXPECT_OK(lowbit_model_find_tensor(m, "demo.Q4_0", &idx));
    EXPECT_OK(lowbit_model_tensor_count(m, &count));
    EXPECT(truncate(path, 0) == 0, "truncate: %s", strerror(errno));
    static float buf[64 * 256], xs[256];
    uint8_t raw[64];
    lowbit_device *dev = NULL;
    EXPECT_OK(lowbit_device_open(LOWBIT_DEVICE_CPU, 0, &dev));
    for (int64_t i = 0; i < count; i++) {
        lowbit_tensor_info ti = {.size = sizeof ti};
        EXPECT_OK(lowbit_tensor_info_get(m, i, &ti)); /* descriptions were copied at open */
        EXPECT_ERR(lowbit_dequantize(m, i, 0, -1, LOWBIT_FORMAT_F32, buf, sizeof buf), LOWBIT_ERR_IO, "truncated");
        EXPECT(strstr(lowbit_last_error(), path) != NULL && strstr(lowbit_last_error(), ti.name) != NULL,
               "the message names the file and the tensor: %s", lowbit_last_error());
        EXPECT_ERR(lowbit_dequantize(m, i, 0, 1, LOWBIT_FORMAT_BF16, buf, sizeof buf), LOWBIT_ERR_IO, "truncated");
        EXPECT_ERR(lowbit_tensor_read(m, i, 0, raw, ti.byte_size < sizeof raw ? ti.byte_size : sizeof raw), LOWBIT_ERR_IO, "truncated");
        if (ti.n_dims == 2 && ti.cols == 256 && ti.rows == 64) {
            EXPECT_ERR(lowbit_gemv(dev, m, i, xs, 256, buf, 64), LOWBIT_ERR_IO, "truncated");
            EXPECT_ERR(lowbit_gemm(dev, m, i, 1, xs, 256, buf, 64), LOWBIT_ERR_IO, "truncated");
            int64_t ids[1] = {63};
            EXPECT_ERR(lowbit_get_rows(dev, m, i, ids, 1, buf, 256), LOWBIT_ERR_IO, "truncated");
        }
    }
    EXPECT_OK(lowbit_device_free(dev));
    const char *name = NULL;
    EXPECT_OK(lowbit_meta_get_string(m, "general.name", &name, NULL)); /* metadata was copied at open */
    EXPECT(name && strcmp(name, "lowbit demo model") == 0, "name %s", name);
    EXPECT_OK(lowbit_model_free(m));
    /* the file is empty now: opening it says so */
    EXPECT_ERR(lowbit_model_open(path, NULL, &m), LOWBIT_ERR_BAD_FILE, path);
    /* quantize_model reads the input through a mapping too: truncate a copy while it is being
     * read is racy to arrange, so check the empty input is an error naming it */
    lowbit_quantize_params qp = {.size = sizeof qp, .file_type = "Q8_0", .allow_requantize = 1};
    EXPECT_ERR(lowbit_quantize_model(path, out, &qp), LOWBIT_ERR_BAD_FILE, path);
}

/* ---- 64-bit offsets: a sparse safetensors file above 4 GiB ------------------------------------ */

static void test_huge_sparse(void) {
    char path[4096];
    tmp_path(path, sizeof path, "huge.safetensors");
    const uint64_t big = (uint64_t)1 << 32 | 4096; /* a U8 tensor of 4 GiB + 4 KiB */
    char header[512];
    int n = snprintf(header, sizeof header,
                     "{\"big\":{\"dtype\":\"U8\",\"shape\":[%llu],\"data_offsets\":[0,%llu]},"
                     "\"tail\":{\"dtype\":\"F32\",\"shape\":[2,4],\"data_offsets\":[%llu,%llu]}}",
                     (unsigned long long)big, (unsigned long long)big, (unsigned long long)big, (unsigned long long)big + 32);
    uint64_t hlen = (uint64_t)n, base = 8 + hlen;
    int fd = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0644);
    if (fd < 0 || ftruncate(fd, (off_t)(base + big + 32)) != 0) {
        printf("test_hardening: SKIP huge sparse file: %s cannot hold a %llu-byte file (%s)\n", tmpdir,
               (unsigned long long)(base + big + 32), strerror(errno));
        if (fd >= 0) close(fd);
        unlink(path);
        return;
    }
    struct stat st;
    if (fstat(fd, &st) == 0 && (long long)st.st_blocks * 512 > (64LL << 20)) {
        printf("test_hardening: SKIP huge sparse file: the file system of %s does not support sparse files\n", tmpdir);
        close(fd);
        unlink(path);
        return;
    }
    int ok = pwrite(fd, &hlen, 8, 0) == 8 && pwrite(fd, header, hlen, 8) == (ssize_t)hlen;
    uint8_t last[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    ok = ok && pwrite(fd, last, 8, (off_t)(base + big - 8)) == 8;
    float tail[8] = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f};
    ok = ok && pwrite(fd, tail, sizeof tail, (off_t)(base + big)) == sizeof tail;
    close(fd);
    EXPECT(ok, "writing %s", path);
    lowbit_model *m = NULL;
    EXPECT_OK(lowbit_model_open(path, NULL, &m));
    int64_t bi = -1, ti_ = -1;
    EXPECT_OK(lowbit_model_find_tensor(m, "big", &bi));
    EXPECT_OK(lowbit_model_find_tensor(m, "tail", &ti_));
    lowbit_tensor_info info = {.size = sizeof info};
    EXPECT_OK(lowbit_tensor_info_get(m, bi, &info));
    EXPECT(info.byte_size == big && info.cols == (int64_t)big, "big: %llu bytes", (unsigned long long)info.byte_size);
    EXPECT_OK(lowbit_tensor_info_get(m, ti_, &info));
    EXPECT(info.file_offset == base + big && info.file_offset > ((uint64_t)1 << 32), "tail at %llu",
           (unsigned long long)info.file_offset);
    uint8_t got[8];
    EXPECT_OK(lowbit_tensor_read(m, bi, big - 8, got, 8));
    EXPECT(memcmp(got, last, 8) == 0, "the last bytes of big, above 4 GiB");
    float vals[8];
    EXPECT_OK(lowbit_dequantize(m, ti_, 0, -1, LOWBIT_FORMAT_F32, vals, sizeof vals));
    EXPECT(memcmp(vals, tail, sizeof tail) == 0, "tail values %g %g", vals[0], vals[7]);
    EXPECT_OK(lowbit_model_free(m));
    unlink(path);
}

/* ---- many threads --------------------------------------------------------------------------- */

typedef struct {
    lowbit_model *shared;
    lowbit_device *dev;
    int64_t index;
    const float *expect;
    const float *expect_y; /* lowbit_gemv of the shared tensor with x = 1, 0, 1, 0, … */
    size_t n;
    int ok, invalid_seen;
} worker_job;

static void *worker(void *arg) {
    worker_job *j = arg;
    float *buf = malloc(j->n * sizeof *buf);
    j->ok = 1;
    for (int rep = 0; rep < 40; rep++) {
        /* the shared handle */
        int st = lowbit_dequantize(j->shared, j->index, 0, -1, LOWBIT_FORMAT_F32, buf, j->n * sizeof *buf);
        if (st == LOWBIT_ERR_INVALID_HANDLE) {
            j->invalid_seen = 1;
        } else if (st != LOWBIT_OK || memcmp(buf, j->expect, j->n * sizeof *buf) != 0) {
            j->ok = 0;
        }
        int64_t count = 0;
        st = lowbit_model_tensor_count(j->shared, &count);
        if (st != LOWBIT_OK && st != LOWBIT_ERR_INVALID_HANDLE) j->ok = 0;
        float x[256], y[64];
        for (int c = 0; c < 256; c++) x[c] = (float)(c % 2);
        st = lowbit_gemv(j->dev, j->shared, j->index, x, 256, y, 64);
        if (st == LOWBIT_ERR_INVALID_HANDLE) {
            j->invalid_seen = 1;
        } else if (st != LOWBIT_OK || memcmp(y, j->expect_y, sizeof y) != 0) {
            j->ok = 0;
        }
        /* a private model, opened, used and freed concurrently with the shared one */
        lowbit_model *own = NULL;
        if (lowbit_model_open(demo_path, NULL, &own) != LOWBIT_OK) {
            j->ok = 0;
            continue;
        }
        int64_t idx = -1;
        if (lowbit_model_find_tensor(own, "demo.Q4_0", &idx) != LOWBIT_OK ||
            lowbit_dequantize(own, idx, 3, 2, LOWBIT_FORMAT_F32, buf, 2 * 256 * sizeof *buf) != LOWBIT_OK ||
            memcmp(buf, j->expect + 3 * 256, 2 * 256 * sizeof *buf) != 0)
            j->ok = 0;
        /* errors are per thread: provoke one and check this thread's message */
        if (lowbit_dequantize(own, idx, 64, 1, LOWBIT_FORMAT_F32, buf, 256 * sizeof *buf) != LOWBIT_ERR_OUT_OF_RANGE ||
            strstr(lowbit_last_error(), "rows [64, 65)") == NULL)
            j->ok = 0;
        if (lowbit_model_free(own) != LOWBIT_OK || lowbit_model_free(own) != LOWBIT_ERR_INVALID_HANDLE) j->ok = 0;
        lowbit_gguf_writer *w = NULL;
        if (lowbit_gguf_writer_new(&w) != LOWBIT_OK || lowbit_gguf_writer_free(w) != LOWBIT_OK) j->ok = 0;
    }
    free(buf);
    return NULL;
}

/* Several threads free the same handle at once: exactly one succeeds. */
typedef struct {
    lowbit_model *m;
    atomic_int *go;
    int status;
} free_job;

static void *freer(void *arg) {
    free_job *j = arg;
    while (!atomic_load(j->go)) {
    }
    j->status = lowbit_model_free(j->m);
    return NULL;
}

static void test_threads(void) {
    lowbit_model *m = NULL;
    EXPECT_OK(lowbit_model_open(demo_path, NULL, &m));
    int64_t idx = -1;
    EXPECT_OK(lowbit_model_find_tensor(m, "demo.Q4_0", &idx));
    size_t n = 64 * 256;
    float *expect = malloc(n * sizeof *expect);
    EXPECT_OK(lowbit_dequantize(m, idx, 0, -1, LOWBIT_FORMAT_F32, expect, n * sizeof *expect));
    EXPECT_OK(lowbit_set_threads(2)); /* lowbit's own workers under many caller threads */
    lowbit_device *dev = NULL;
    EXPECT_OK(lowbit_device_open(LOWBIT_DEVICE_CPU, 0, &dev));
    float x[256], expect_y[64];
    for (int c = 0; c < 256; c++) x[c] = (float)(c % 2);
    EXPECT_OK(lowbit_gemv(dev, m, idx, x, 256, expect_y, 64));
    enum { T = 12 };
    pthread_t th[T];
    worker_job jobs[T];
    for (int t = 0; t < T; t++) {
        jobs[t] = (worker_job){.shared = m, .dev = dev, .index = idx, .expect = expect, .expect_y = expect_y, .n = n};
        EXPECT(pthread_create(&th[t], NULL, worker, &jobs[t]) == 0, "pthread_create");
    }
    /* free the shared model while the workers use it: calls in flight finish (the model is
     * released when the last one returns), later calls get LOWBIT_ERR_INVALID_HANDLE */
    usleep(20000);
    EXPECT_OK(lowbit_model_free(m));
    int invalid = 0;
    for (int t = 0; t < T; t++) {
        pthread_join(th[t], NULL);
        EXPECT(jobs[t].ok, "thread %d saw a failure or different numbers", t);
        invalid += jobs[t].invalid_seen;
    }
    int64_t count = 0;
    EXPECT_ERR(lowbit_model_tensor_count(m, &count), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    printf("test_hardening: %d of %d threads saw the shared model freed under them\n", invalid, T);
    EXPECT_OK(lowbit_set_threads(0));
    EXPECT_OK(lowbit_device_free(dev));

    /* a race of frees */
    for (int round = 0; round < 20; round++) {
        lowbit_model *fm = NULL;
        EXPECT_OK(lowbit_model_open(demo_path, NULL, &fm));
        atomic_int go = 0;
        enum { F = 6 };
        pthread_t ft[F];
        free_job fj[F];
        for (int t = 0; t < F; t++) {
            fj[t] = (free_job){.m = fm, .go = &go};
            pthread_create(&ft[t], NULL, freer, &fj[t]);
        }
        atomic_store(&go, 1);
        int oks = 0, invalids = 0;
        for (int t = 0; t < F; t++) {
            pthread_join(ft[t], NULL);
            oks += fj[t].status == LOWBIT_OK;
            invalids += fj[t].status == LOWBIT_ERR_INVALID_HANDLE;
        }
        EXPECT(oks == 1 && invalids == F - 1, "round %d: %d frees succeeded, %d invalid", round, oks, invalids);
    }
    free(expect);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s demo.gguf TMPDIR\n", argv[0]);
        return 2;
    }
    demo_path = argv[1];
    snprintf(tmpdir, sizeof tmpdir, "%s", argv[2]);
    test_null_arguments();
    test_handles();
    test_ranges();
    test_truncated();
    test_huge_sparse();
    test_threads();
    printf("test_hardening: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
