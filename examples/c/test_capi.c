/* test_capi: the C API's contract from C — statuses and messages for every kind of misuse,
 * handle safety, concurrent use from several threads, quantizing caller data, writing GGUF files,
 * quantizing whole models, importance matrices, and part-based checkpoints (MLX, GPTQ, …)
 * written with the hf writer and read back. Usage: test_capi demo.gguf TMPDIR */
#include <math.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lowbit.h"

static int passed, failed;

#define EXPECT(cond, ...)                                          \
    do {                                                           \
        if (cond) {                                                \
            passed++;                                              \
        } else {                                                   \
            failed++;                                              \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);   \
            fprintf(stderr, __VA_ARGS__);                          \
            fprintf(stderr, "\n");                                 \
        }                                                          \
    } while (0)

/* status st, and the thread's message mentions `needle` */
#define EXPECT_ERR(call, st, needle)                                                          \
    do {                                                                                      \
        int got_ = (call);                                                                    \
        EXPECT(got_ == (st) && strstr(lowbit_last_error(), (needle)) != NULL,                 \
               "%s: got %s \"%s\", want %s mentioning \"%s\"", #call, lowbit_status_string(got_), \
               lowbit_last_error(), lowbit_status_string(st), (needle));                      \
    } while (0)

#define EXPECT_OK(call)                                                                              \
    do {                                                                                             \
        int got_ = (call);                                                                           \
        EXPECT(got_ == LOWBIT_OK, "%s: %s: %s", #call, lowbit_status_string(got_), lowbit_last_error()); \
    } while (0)

static const char *demo_path;

typedef struct {
    lowbit_model *model;
    int64_t index;
    float *expect;
    size_t n;
    int ok;
} job;

static void *worker(void *arg) {
    job *j = arg;
    float *buf = malloc(j->n * sizeof *buf);
    j->ok = 1;
    for (int rep = 0; rep < 50; rep++) {
        if (lowbit_dequantize(j->model, j->index, 0, -1, LOWBIT_FORMAT_F32, buf, j->n * sizeof *buf) != LOWBIT_OK ||
            memcmp(buf, j->expect, j->n * sizeof *buf) != 0)
            j->ok = 0;
        /* a private model per thread, opened and freed concurrently with the shared one */
        lowbit_model *own = NULL;
        if (lowbit_model_open(demo_path, NULL, &own) != LOWBIT_OK || lowbit_model_free(own) != LOWBIT_OK) j->ok = 0;
    }
    free(buf);
    return NULL;
}


/* ---- quantizing, writing, whole models, importance matrices ------------------------------- */

static char tmpdir[2048];

static void tmp_file(char *out, size_t cap, const char *name) { snprintf(out, cap, "%s/%s", tmpdir, name); }

static int write_file(const char *path, const void *data, size_t n) {
    FILE *f = fopen(path, "wb");
    if (!f) return 0;
    size_t w = fwrite(data, 1, n, f);
    return fclose(f) == 0 && w == n;
}

/* The n bytes at offset of a file, into buf; 1 on success. */
static int read_at(const char *path, uint64_t offset, void *buf, size_t n) {
    FILE *f = fopen(path, "rb");
    if (!f) return 0;
    int ok = fseek(f, (long)offset, SEEK_SET) == 0 && fread(buf, 1, n, f) == n;
    fclose(f);
    return ok;
}

/* llama.cpp's legacy imatrix: i32 n; per entry i32 len, name, i32 ncall, i32 nval, f32 values
 * (sums over ncall calls); then the last chunk count and an empty dataset name. */
static int write_imatrix(const char *path, int n, const char *const *names, const float *const *vals, const int *nvals,
                         int ncall) {
    FILE *f = fopen(path, "wb");
    if (!f) return 0;
    int32_t v = n;
    fwrite(&v, 4, 1, f);
    for (int i = 0; i < n; i++) {
        v = (int32_t)strlen(names[i]);
        fwrite(&v, 4, 1, f);
        fwrite(names[i], 1, strlen(names[i]), f);
        v = ncall;
        fwrite(&v, 4, 1, f);
        v = nvals[i];
        fwrite(&v, 4, 1, f);
        for (int j = 0; j < nvals[i]; j++) {
            float x = vals[i][j] * (float)ncall;
            fwrite(&x, 4, 1, f);
        }
    }
    v = 1;
    fwrite(&v, 4, 1, f);
    v = 0;
    fwrite(&v, 4, 1, f);
    return fclose(f) == 0;
}

static float test_value(int i) { return (float)((i * 7919) % 2000 - 1000) / 997.0f; }

static void test_quantize(void) {
    enum { R = 2, C = 64 };
    float src[R * C];
    for (int i = 0; i < R * C; i++) src[i] = test_value(i);
    uint8_t dst[R * 68], ref[R * 68];
    size_t bytes = 0;

    EXPECT_ERR(lowbit_quantized_size(LOWBIT_FORMAT_Q4_0, 2, 64, NULL), LOWBIT_ERR_INVALID_ARGUMENT, "bytes is NULL");
    EXPECT_OK(lowbit_quantized_size(LOWBIT_FORMAT_Q4_0, 2, 64, &bytes));
    EXPECT(bytes == 2 * 2 * 18, "Q4_0 2x64 takes %zu bytes", bytes);
    EXPECT_OK(lowbit_quantized_size(LOWBIT_FORMAT_Q4_K, 3, 512, &bytes));
    EXPECT(bytes == 3 * 2 * 144, "Q4_K 3x512 takes %zu bytes", bytes);
    EXPECT_ERR(lowbit_quantized_size(LOWBIT_FORMAT_Q4_K, 1, 100, &bytes), LOWBIT_ERR_INVALID_ARGUMENT, "multiple of the block size 256");
    EXPECT_ERR(lowbit_quantized_size(LOWBIT_FORMAT_Q4_0, -1, 64, &bytes), LOWBIT_ERR_INVALID_ARGUMENT, "negative");
    EXPECT_ERR(lowbit_quantized_size(5, 1, 64, &bytes), LOWBIT_ERR_UNSUPPORTED, "removed");
    EXPECT_ERR(lowbit_quantized_size(INT32_MAX, 1, 64, &bytes), LOWBIT_ERR_UNSUPPORTED, "unknown format id");
    EXPECT_ERR(lowbit_quantized_size(LOWBIT_FORMAT_Q8_0, INT64_MAX, 32, &bytes), LOWBIT_ERR_OUT_OF_RANGE, "overflow");

    /* misuse */
    EXPECT_ERR(lowbit_quantize(LOWBIT_FORMAT_Q8_0, NULL, LOWBIT_FORMAT_F32, R, C, NULL, dst, sizeof dst), LOWBIT_ERR_INVALID_ARGUMENT, "src is NULL");
    EXPECT_ERR(lowbit_quantize(LOWBIT_FORMAT_Q8_0, src, LOWBIT_FORMAT_F32, R, C, NULL, NULL, sizeof dst), LOWBIT_ERR_INVALID_ARGUMENT, "dst is NULL");
    EXPECT_ERR(lowbit_quantize(LOWBIT_FORMAT_Q8_0, src, LOWBIT_FORMAT_F32, R, C, NULL, dst, sizeof dst - 1), LOWBIT_ERR_BUFFER_TOO_SMALL, "need 136 bytes");
    EXPECT_ERR(lowbit_quantize(999, src, LOWBIT_FORMAT_F32, R, C, NULL, dst, sizeof dst), LOWBIT_ERR_UNSUPPORTED, "unknown format id 999");
    EXPECT_ERR(lowbit_quantize(4, src, LOWBIT_FORMAT_F32, R, C, NULL, dst, sizeof dst), LOWBIT_ERR_UNSUPPORTED, "removed");
    EXPECT_ERR(lowbit_quantize(LOWBIT_FORMAT_Q4_0, src, LOWBIT_FORMAT_F32, 1, 33, NULL, dst, sizeof dst), LOWBIT_ERR_INVALID_ARGUMENT, "multiple of the block size 32");
    EXPECT_ERR(lowbit_quantize(LOWBIT_FORMAT_Q4_0, src, LOWBIT_FORMAT_F32, -1, C, NULL, dst, sizeof dst), LOWBIT_ERR_INVALID_ARGUMENT, "negative");
    EXPECT_ERR(lowbit_quantize(LOWBIT_FORMAT_Q8_0, src, LOWBIT_FORMAT_Q4_0, R, C, NULL, dst, sizeof dst), LOWBIT_ERR_INVALID_ARGUMENT, "must be F32, F16 or BF16");
    memset(dst, 0xAB, sizeof dst);
    EXPECT_ERR(lowbit_quantize(LOWBIT_FORMAT_Q8_0, src, LOWBIT_FORMAT_F32, R, C, NULL, dst, 10), LOWBIT_ERR_BUFFER_TOO_SMALL, "dst_bytes is 10");
    EXPECT(dst[0] == 0xAB && dst[9] == 0xAB, "nothing written on failure");

    /* every format of the registry: those lowbit cannot quantize say so, and those that need an
     * importance matrix refuse to work without one */
    size_t nf = 0;
    EXPECT_OK(lowbit_format_list(NULL, 0, &nf));
    int32_t *ids = calloc(nf, sizeof *ids);
    EXPECT_OK(lowbit_format_list(ids, nf, &nf));
    static float big[4 * 256], im[256];
    static uint8_t bigdst[4 * 256 * 8];
    for (int i = 0; i < 4 * 256; i++) big[i] = test_value(i);
    for (int i = 0; i < 256; i++) im[i] = 0.5f + (float)(i % 7);
    int not_quantizable = 0, refused = 0, quantized = 0;
    for (size_t i = 0; i < nf; i++) {
        lowbit_format_info fi = {.size = sizeof fi};
        EXPECT_OK(lowbit_format_info_get(ids[i], &fi));
        if (fi.block_elems <= 0 || 256 % fi.block_elems != 0) continue;
        if (!(fi.flags & LOWBIT_FORMAT_CAN_QUANTIZE)) {
            int st = lowbit_quantize(fi.id, big, LOWBIT_FORMAT_F32, 4, 256, NULL, bigdst, sizeof bigdst);
            EXPECT(st == LOWBIT_ERR_UNSUPPORTED && strstr(lowbit_last_error(), "not supported yet") &&
                       strstr(lowbit_last_error(), fi.name),
                   "%s: %s %s", fi.name, lowbit_status_string(st), lowbit_last_error());
            not_quantizable++;
            continue;
        }
        size_t need = 0;
        EXPECT_OK(lowbit_quantized_size(fi.id, 4, 256, &need));
        EXPECT(need <= sizeof bigdst, "%s needs %zu bytes", fi.name, need);
        if (fi.flags & LOWBIT_FORMAT_NEEDS_IMATRIX) {
            int st = lowbit_quantize(fi.id, big, LOWBIT_FORMAT_F32, 4, 256, NULL, bigdst, sizeof bigdst);
            if (st != LOWBIT_OK) {
                EXPECT(st == LOWBIT_ERR_INVALID_ARGUMENT && strstr(lowbit_last_error(), "needs an importance matrix"),
                       "%s without an imatrix: %s %s", fi.name, lowbit_status_string(st), lowbit_last_error());
                refused++;
            }
        }
        const float *w = (fi.flags & LOWBIT_FORMAT_USES_IMATRIX) ? im : NULL;
        int st = lowbit_quantize(fi.id, big, LOWBIT_FORMAT_F32, 4, 256, w, bigdst, need);
        EXPECT(st == LOWBIT_OK, "%s: %s %s", fi.name, lowbit_status_string(st), lowbit_last_error());
        quantized++;
    }
    free(ids);
    EXPECT(not_quantizable >= 1 && refused >= 1 && quantized >= 10, "not quantizable %d, refused %d, quantized %d",
           not_quantizable, refused, quantized);

    /* F16 and BF16 input is widened exactly: quantizing the halves equals quantizing their floats */
    uint16_t half[R * C];
    float widened[R * C];
    for (int fmt = LOWBIT_FORMAT_F16; fmt != -1; fmt = fmt == LOWBIT_FORMAT_F16 ? LOWBIT_FORMAT_BF16 : -1) {
        EXPECT_OK(lowbit_quantize(fmt, src, LOWBIT_FORMAT_F32, R, C, NULL, half, sizeof half));
        EXPECT_OK(lowbit_quantize(LOWBIT_FORMAT_F32, half, fmt, R, C, NULL, widened, sizeof widened));
        EXPECT_OK(lowbit_quantize(LOWBIT_FORMAT_Q8_0, half, fmt, R, C, NULL, dst, sizeof dst));
        EXPECT_OK(lowbit_quantize(LOWBIT_FORMAT_Q8_0, widened, LOWBIT_FORMAT_F32, R, C, NULL, ref, sizeof ref));
        EXPECT(memcmp(dst, ref, sizeof dst) == 0, "format %d input quantizes as its widened floats", fmt);
    }
    /* an importance matrix changes Q4_0's choices */
    float w64[C];
    for (int i = 0; i < C; i++) w64[i] = i < 8 ? 100.0f : 0.01f;
    EXPECT_OK(lowbit_quantize(LOWBIT_FORMAT_Q4_0, src, LOWBIT_FORMAT_F32, R, C, NULL, dst, sizeof dst));
    EXPECT_OK(lowbit_quantize(LOWBIT_FORMAT_Q4_0, src, LOWBIT_FORMAT_F32, R, C, w64, ref, sizeof ref));
    EXPECT(memcmp(dst, ref, 2 * 2 * 18) != 0, "the imatrix made no difference");
    EXPECT_OK(lowbit_quantize(LOWBIT_FORMAT_Q4_0, NULL, LOWBIT_FORMAT_F32, 0, C, NULL, NULL, 0)); /* nothing to do */
}

static void test_writer(lowbit_model *demo) {
    char path[4096], bad[4096];
    tmp_file(path, sizeof path, "writer.gguf");
    snprintf(bad, sizeof bad, "%s/no/such/dir/x.gguf", tmpdir);
    lowbit_gguf_writer *w = NULL;
    EXPECT_ERR(lowbit_gguf_writer_new(NULL), LOWBIT_ERR_INVALID_ARGUMENT, "out is NULL");
    EXPECT_OK(lowbit_gguf_writer_new(&w));
    EXPECT_ERR(lowbit_gguf_writer_set_alignment(w, 48), LOWBIT_ERR_INVALID_ARGUMENT, "not a power of two");
    EXPECT_OK(lowbit_gguf_writer_set_alignment(w, 64));

    /* every scalar type */
    uint8_t u8 = 250, b = 1;
    int8_t i8 = -100;
    uint16_t u16 = 60000;
    int16_t i16 = -30000;
    uint32_t u32 = 4000000000u;
    int32_t i32 = -2000000000;
    float f32 = 0.1f;
    uint64_t u64 = UINT64_MAX;
    int64_t i64 = INT64_MIN;
    double f64 = 1.0 / 3.0;
    EXPECT_OK(lowbit_gguf_writer_add_scalar(w, "t.u8", LOWBIT_VALUE_U8, &u8));
    EXPECT_OK(lowbit_gguf_writer_add_scalar(w, "t.i8", LOWBIT_VALUE_I8, &i8));
    EXPECT_OK(lowbit_gguf_writer_add_scalar(w, "t.u16", LOWBIT_VALUE_U16, &u16));
    EXPECT_OK(lowbit_gguf_writer_add_scalar(w, "t.i16", LOWBIT_VALUE_I16, &i16));
    EXPECT_OK(lowbit_gguf_writer_add_scalar(w, "t.u32", LOWBIT_VALUE_U32, &u32));
    EXPECT_OK(lowbit_gguf_writer_add_scalar(w, "t.i32", LOWBIT_VALUE_I32, &i32));
    EXPECT_OK(lowbit_gguf_writer_add_scalar(w, "t.f32", LOWBIT_VALUE_F32, &f32));
    EXPECT_OK(lowbit_gguf_writer_add_scalar(w, "t.bool", LOWBIT_VALUE_BOOL, &b));
    EXPECT_OK(lowbit_gguf_writer_add_scalar(w, "t.u64", LOWBIT_VALUE_U64, &u64));
    EXPECT_OK(lowbit_gguf_writer_add_scalar(w, "t.i64", LOWBIT_VALUE_I64, &i64));
    EXPECT_OK(lowbit_gguf_writer_add_scalar(w, "t.f64", LOWBIT_VALUE_F64, &f64));
    EXPECT_ERR(lowbit_gguf_writer_add_scalar(w, "t.u8", LOWBIT_VALUE_U8, &u8), LOWBIT_ERR_INVALID_ARGUMENT, "already added");
    EXPECT_ERR(lowbit_gguf_writer_add_scalar(w, "x", LOWBIT_VALUE_STRING, &u8), LOWBIT_ERR_INVALID_ARGUMENT, "lowbit_gguf_writer_add_string");
    EXPECT_ERR(lowbit_gguf_writer_add_scalar(w, "x", 99, &u8), LOWBIT_ERR_INVALID_ARGUMENT, "unknown value type 99");
    EXPECT_ERR(lowbit_gguf_writer_add_scalar(w, "x", LOWBIT_VALUE_U8, NULL), LOWBIT_ERR_INVALID_ARGUMENT, "value is NULL");
    EXPECT_ERR(lowbit_gguf_writer_add_scalar(w, NULL, LOWBIT_VALUE_U8, &u8), LOWBIT_ERR_INVALID_ARGUMENT, "key is NULL");
    EXPECT_ERR(lowbit_gguf_writer_add_scalar(w, "", LOWBIT_VALUE_U8, &u8), LOWBIT_ERR_INVALID_ARGUMENT, "empty");
    EXPECT_ERR(lowbit_gguf_writer_add_scalar(w, "general.alignment", LOWBIT_VALUE_U32, &u32), LOWBIT_ERR_INVALID_ARGUMENT, "set_alignment");

    /* strings and arrays */
    EXPECT_OK(lowbit_gguf_writer_add_string(w, "t.str", "a\0b", 3));
    EXPECT_OK(lowbit_gguf_writer_add_string(w, "t.str.empty", NULL, 0));
    EXPECT_ERR(lowbit_gguf_writer_add_string(w, "x", NULL, 3), LOWBIT_ERR_INVALID_ARGUMENT, "s is NULL");
    int32_t ai32[4] = {INT32_MIN, -1, 0, INT32_MAX};
    double af64[3] = {0.5, -1e300, 1.0 / 3.0};
    uint8_t abool[3] = {1, 0, 7};
    uint64_t au64[2] = {0, UINT64_MAX};
    int8_t ai8[3] = {-128, 0, 127};
    EXPECT_OK(lowbit_gguf_writer_add_array(w, "t.arr.i32", LOWBIT_VALUE_I32, ai32, 4));
    EXPECT_OK(lowbit_gguf_writer_add_array(w, "t.arr.f64", LOWBIT_VALUE_F64, af64, 3));
    EXPECT_OK(lowbit_gguf_writer_add_array(w, "t.arr.bool", LOWBIT_VALUE_BOOL, abool, 3));
    EXPECT_OK(lowbit_gguf_writer_add_array(w, "t.arr.u64", LOWBIT_VALUE_U64, au64, 2));
    EXPECT_OK(lowbit_gguf_writer_add_array(w, "t.arr.i8", LOWBIT_VALUE_I8, ai8, 3));
    EXPECT_OK(lowbit_gguf_writer_add_array(w, "t.arr.empty", LOWBIT_VALUE_F32, NULL, 0));
    EXPECT_ERR(lowbit_gguf_writer_add_array(w, "x", LOWBIT_VALUE_STRING, ai32, 1), LOWBIT_ERR_INVALID_ARGUMENT, "add_string_array");
    EXPECT_ERR(lowbit_gguf_writer_add_array(w, "x", LOWBIT_VALUE_ARRAY, ai32, 1), LOWBIT_ERR_INVALID_ARGUMENT, "cannot be in a numeric array");
    EXPECT_ERR(lowbit_gguf_writer_add_array(w, "x", LOWBIT_VALUE_I32, NULL, 3), LOWBIT_ERR_INVALID_ARGUMENT, "data is NULL");
    EXPECT_ERR(lowbit_gguf_writer_add_array(w, "x", LOWBIT_VALUE_U64, au64, UINT64_MAX / 2), LOWBIT_ERR_INVALID_ARGUMENT, "overflow");
    const char *strs[3] = {"one", "", "thr\0ee"};
    size_t lens[3] = {3, 0, 6};
    EXPECT_OK(lowbit_gguf_writer_add_string_array(w, "t.sarr", strs, lens, 3));
    EXPECT_OK(lowbit_gguf_writer_add_string_array(w, "t.sarr.nul", strs, NULL, 3));
    EXPECT_OK(lowbit_gguf_writer_add_string_array(w, "t.sarr.empty", NULL, NULL, 0));
    const char *with_null[2] = {"a", NULL};
    EXPECT_ERR(lowbit_gguf_writer_add_string_array(w, "x", with_null, NULL, 2), LOWBIT_ERR_INVALID_ARGUMENT, "strs[1] is NULL");
    EXPECT_ERR(lowbit_gguf_writer_add_string_array(w, "x", NULL, NULL, 2), LOWBIT_ERR_INVALID_ARGUMENT, "strs is NULL");

    /* the demo model's metadata, once */
    EXPECT_OK(lowbit_gguf_writer_copy_metadata(w, demo));
    EXPECT_ERR(lowbit_gguf_writer_copy_metadata(w, demo), LOWBIT_ERR_INVALID_ARGUMENT, "already added");
    EXPECT_ERR(lowbit_gguf_writer_copy_metadata(w, (lowbit_model *)w), LOWBIT_ERR_INVALID_HANDLE, "model handle");
    EXPECT_ERR(lowbit_gguf_writer_copy_metadata(w, NULL), LOWBIT_ERR_INVALID_HANDLE, "NULL");

    /* tensors: Q8_0 blocks from lowbit_quantize, F32 and F16 */
    enum { R = 4, C = 64 };
    float src[R * C];
    for (int i = 0; i < R * C; i++) src[i] = test_value(i + 5);
    uint8_t q[R * 68];
    uint16_t h[R * C];
    EXPECT_OK(lowbit_quantize(LOWBIT_FORMAT_Q8_0, src, LOWBIT_FORMAT_F32, R, C, NULL, q, sizeof q));
    EXPECT_OK(lowbit_quantize(LOWBIT_FORMAT_F16, src, LOWBIT_FORMAT_F32, R, C, NULL, h, sizeof h));
    int64_t dims[3] = {R, C, 0}, dims3[3] = {2, 2, C};
    EXPECT_OK(lowbit_gguf_writer_add_tensor(w, "w.q8_0", LOWBIT_FORMAT_Q8_0, 2, dims, q, sizeof q));
    EXPECT_OK(lowbit_gguf_writer_add_tensor(w, "w.f32.3d", LOWBIT_FORMAT_F32, 3, dims3, src, sizeof src));
    EXPECT_OK(lowbit_gguf_writer_add_tensor(w, "w.f16", LOWBIT_FORMAT_F16, 2, dims, h, sizeof h));
    memset(q, 0, sizeof q); /* the writer holds its own copy */
    EXPECT_ERR(lowbit_gguf_writer_add_tensor(w, "w.q8_0", LOWBIT_FORMAT_Q8_0, 2, dims, q, sizeof q), LOWBIT_ERR_INVALID_ARGUMENT, "already added");
    EXPECT_ERR(lowbit_gguf_writer_add_tensor(w, "x", LOWBIT_FORMAT_Q8_0, 2, dims, q, sizeof q - 1), LOWBIT_ERR_INVALID_ARGUMENT, "takes 272 bytes");
    EXPECT_ERR(lowbit_gguf_writer_add_tensor(w, "x", LOWBIT_FORMAT_Q8_0, 2, NULL, q, sizeof q), LOWBIT_ERR_INVALID_ARGUMENT, "dims is NULL");
    EXPECT_ERR(lowbit_gguf_writer_add_tensor(w, "x", LOWBIT_FORMAT_Q8_0, 2, dims, NULL, sizeof q), LOWBIT_ERR_INVALID_ARGUMENT, "data is NULL");
    EXPECT_ERR(lowbit_gguf_writer_add_tensor(w, "x", LOWBIT_FORMAT_Q8_0, 9, dims, q, sizeof q), LOWBIT_ERR_INVALID_ARGUMENT, "n_dims is 9");
    EXPECT_ERR(lowbit_gguf_writer_add_tensor(w, "x", 4, 2, dims, q, sizeof q), LOWBIT_ERR_UNSUPPORTED, "removed");
    EXPECT_ERR(lowbit_gguf_writer_add_tensor(w, "x", LOWBIT_FORMAT_U8, 1, dims, q, 4), LOWBIT_ERR_UNSUPPORTED, "no GGUF type id");
    int64_t odd[2] = {1, 33}, neg[2] = {-1, 32};
    EXPECT_ERR(lowbit_gguf_writer_add_tensor(w, "x", LOWBIT_FORMAT_Q8_0, 2, odd, q, 34), LOWBIT_ERR_INVALID_ARGUMENT, "multiple of the block size 32");
    EXPECT_ERR(lowbit_gguf_writer_add_tensor(w, "x", LOWBIT_FORMAT_Q8_0, 2, neg, q, 34), LOWBIT_ERR_INVALID_ARGUMENT, "negative");
    EXPECT_ERR(lowbit_gguf_writer_add_tensor(w, NULL, LOWBIT_FORMAT_Q8_0, 2, dims, q, sizeof q), LOWBIT_ERR_INVALID_ARGUMENT, "name is NULL");

    EXPECT_ERR(lowbit_gguf_writer_write(w, NULL), LOWBIT_ERR_INVALID_ARGUMENT, "path is NULL");
    EXPECT_ERR(lowbit_gguf_writer_write(w, bad), LOWBIT_ERR_IO, "no such file");
    EXPECT_OK(lowbit_gguf_writer_write(w, path));

    /* use after free, double free, handles of the wrong kind */
    EXPECT_ERR(lowbit_gguf_writer_write((lowbit_gguf_writer *)demo, path), LOWBIT_ERR_INVALID_HANDLE, "gguf writer handle");
    int64_t count = 0;
    EXPECT_ERR(lowbit_model_tensor_count((lowbit_model *)w, &count), LOWBIT_ERR_INVALID_HANDLE, "model handle");
    EXPECT_OK(lowbit_gguf_writer_free(w));
    EXPECT_ERR(lowbit_gguf_writer_add_scalar(w, "y", LOWBIT_VALUE_U8, &u8), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_ERR(lowbit_gguf_writer_add_tensor(w, "y", LOWBIT_FORMAT_F32, 2, dims, src, sizeof src), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_ERR(lowbit_gguf_writer_write(w, path), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_ERR(lowbit_gguf_writer_free(w), LOWBIT_ERR_INVALID_HANDLE, "double free");
    EXPECT_ERR(lowbit_gguf_writer_set_alignment(NULL, 32), LOWBIT_ERR_INVALID_HANDLE, "NULL");
    EXPECT_OK(lowbit_gguf_writer_free(NULL));

    /* read the file back */
    lowbit_model *m = NULL;
    EXPECT_OK(lowbit_model_open(path, NULL, &m));
    if (!m) return;
    uint64_t gu;
    int64_t gi;
    double gd;
    int gb;
    int32_t type = -1, elem = -1;
    uint64_t len = 0;
    EXPECT_OK(lowbit_meta_get_u64(m, "general.alignment", &gu));
    EXPECT(gu == 64, "general.alignment %llu", (unsigned long long)gu);
    const char *first = NULL;
    EXPECT_OK(lowbit_meta_key(m, 0, &first));
    EXPECT(first && strcmp(first, "general.alignment") == 0, "first key %s", first ? first : "(null)");
    struct { const char *key; int32_t type; } types[] = {
        {"t.u8", LOWBIT_VALUE_U8}, {"t.i8", LOWBIT_VALUE_I8}, {"t.u16", LOWBIT_VALUE_U16}, {"t.i16", LOWBIT_VALUE_I16},
        {"t.u32", LOWBIT_VALUE_U32}, {"t.i32", LOWBIT_VALUE_I32}, {"t.f32", LOWBIT_VALUE_F32}, {"t.bool", LOWBIT_VALUE_BOOL},
        {"t.u64", LOWBIT_VALUE_U64}, {"t.i64", LOWBIT_VALUE_I64}, {"t.f64", LOWBIT_VALUE_F64}, {"t.str", LOWBIT_VALUE_STRING},
        {"t.arr.i32", LOWBIT_VALUE_ARRAY}, {"general.name", LOWBIT_VALUE_STRING}, {"lowbit.demo.rows", LOWBIT_VALUE_U32},
    };
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        EXPECT_OK(lowbit_meta_type(m, types[i].key, &type, NULL, NULL));
        EXPECT(type == types[i].type, "%s has type %d, want %d", types[i].key, type, types[i].type);
    }
    EXPECT_OK(lowbit_meta_get_u64(m, "t.u8", &gu));
    EXPECT(gu == 250, "t.u8 %llu", (unsigned long long)gu);
    EXPECT_OK(lowbit_meta_get_i64(m, "t.i8", &gi));
    EXPECT(gi == -100, "t.i8 %lld", (long long)gi);
    EXPECT_OK(lowbit_meta_get_u64(m, "t.u16", &gu));
    EXPECT(gu == 60000, "t.u16");
    EXPECT_OK(lowbit_meta_get_i64(m, "t.i16", &gi));
    EXPECT(gi == -30000, "t.i16");
    EXPECT_OK(lowbit_meta_get_u64(m, "t.u32", &gu));
    EXPECT(gu == 4000000000u, "t.u32");
    EXPECT_OK(lowbit_meta_get_i64(m, "t.i32", &gi));
    EXPECT(gi == -2000000000, "t.i32");
    EXPECT_OK(lowbit_meta_get_f64(m, "t.f32", &gd));
    EXPECT(gd == (double)0.1f, "t.f32 %.17g", gd);
    EXPECT_OK(lowbit_meta_get_bool(m, "t.bool", &gb));
    EXPECT(gb == 1, "t.bool");
    EXPECT_OK(lowbit_meta_get_u64(m, "t.u64", &gu));
    EXPECT(gu == UINT64_MAX, "t.u64");
    EXPECT_OK(lowbit_meta_get_i64(m, "t.i64", &gi));
    EXPECT(gi == INT64_MIN, "t.i64");
    EXPECT_OK(lowbit_meta_get_f64(m, "t.f64", &gd));
    EXPECT(gd == 1.0 / 3.0, "t.f64");
    const char *s = NULL;
    size_t slen = 0;
    EXPECT_OK(lowbit_meta_get_string(m, "t.str", &s, &slen));
    EXPECT(slen == 3 && memcmp(s, "a\0b", 3) == 0, "t.str");
    EXPECT_OK(lowbit_meta_get_string(m, "t.str.empty", &s, &slen));
    EXPECT(slen == 0, "t.str.empty");
    EXPECT_OK(lowbit_meta_get_string(m, "general.name", &s, NULL));
    EXPECT(strcmp(s, "lowbit demo model") == 0, "copied general.name %s", s);
    int32_t gi32[4];
    EXPECT_OK(lowbit_meta_array_copy(m, "t.arr.i32", LOWBIT_VALUE_I32, gi32, sizeof gi32));
    EXPECT(memcmp(gi32, ai32, sizeof ai32) == 0, "t.arr.i32");
    double gf64[3];
    EXPECT_OK(lowbit_meta_array_copy(m, "t.arr.f64", LOWBIT_VALUE_F64, gf64, sizeof gf64));
    EXPECT(memcmp(gf64, af64, sizeof af64) == 0, "t.arr.f64");
    uint8_t gbool[3];
    EXPECT_OK(lowbit_meta_array_copy(m, "t.arr.bool", LOWBIT_VALUE_BOOL, gbool, sizeof gbool));
    EXPECT(gbool[0] == 1 && gbool[1] == 0 && gbool[2] == 1, "t.arr.bool %d %d %d", gbool[0], gbool[1], gbool[2]);
    uint64_t gu64[2];
    EXPECT_OK(lowbit_meta_array_copy(m, "t.arr.u64", LOWBIT_VALUE_U64, gu64, sizeof gu64));
    EXPECT(gu64[1] == UINT64_MAX, "t.arr.u64");
    int8_t gi8[3];
    EXPECT_OK(lowbit_meta_array_copy(m, "t.arr.i8", LOWBIT_VALUE_I8, gi8, sizeof gi8));
    EXPECT(memcmp(gi8, ai8, 3) == 0, "t.arr.i8");
    EXPECT_OK(lowbit_meta_type(m, "t.arr.empty", &type, &elem, &len));
    EXPECT(type == LOWBIT_VALUE_ARRAY && elem == LOWBIT_VALUE_F32 && len == 0, "t.arr.empty");
    EXPECT_OK(lowbit_meta_type(m, "t.sarr", &type, &elem, &len));
    EXPECT(elem == LOWBIT_VALUE_STRING && len == 3, "t.sarr");
    EXPECT_OK(lowbit_meta_array_string(m, "t.sarr", 2, &s, &slen));
    EXPECT(slen == 6 && memcmp(s, "thr\0ee", 6) == 0, "t.sarr[2]");
    EXPECT_OK(lowbit_meta_array_string(m, "t.sarr.nul", 2, &s, &slen));
    EXPECT(slen == 3 && strcmp(s, "thr") == 0, "t.sarr.nul[2] is NUL-terminated: %zu", slen);
    EXPECT_OK(lowbit_meta_type(m, "t.sarr.empty", &type, &elem, &len));
    EXPECT(elem == LOWBIT_VALUE_STRING && len == 0, "t.sarr.empty");
    EXPECT_OK(lowbit_meta_array_string(m, "lowbit.demo.tensors", 7, &s, NULL));
    EXPECT(strcmp(s, "demo.Q4_0") == 0, "copied array %s", s);

    EXPECT_OK(lowbit_model_tensor_count(m, &count));
    EXPECT(count == 3, "%lld tensors", (long long)count);
    int64_t idx = -1;
    lowbit_tensor_info info = {.size = sizeof info};
    EXPECT_OK(lowbit_model_find_tensor(m, "w.q8_0", &idx));
    EXPECT_OK(lowbit_tensor_info_get(m, idx, &info));
    EXPECT(info.format == LOWBIT_FORMAT_Q8_0 && info.n_dims == 2 && info.dims[0] == R && info.dims[1] == C &&
               info.byte_size == sizeof q && info.file_offset % 64 == 0,
           "w.q8_0: format %d dims %lld %lld bytes %llu offset %llu", info.format, (long long)info.dims[0],
           (long long)info.dims[1], (unsigned long long)info.byte_size, (unsigned long long)info.file_offset);
    uint8_t back[sizeof q];
    EXPECT_OK(lowbit_quantize(LOWBIT_FORMAT_Q8_0, src, LOWBIT_FORMAT_F32, R, C, NULL, q, sizeof q));
    EXPECT(read_at(path, info.file_offset, back, sizeof back) && memcmp(back, q, sizeof q) == 0, "w.q8_0 bytes");
    EXPECT_OK(lowbit_model_find_tensor(m, "w.f32.3d", &idx));
    EXPECT_OK(lowbit_tensor_info_get(m, idx, &info));
    EXPECT(info.n_dims == 3 && info.dims[0] == 2 && info.dims[1] == 2 && info.dims[2] == C && info.rows == 4, "w.f32.3d shape");
    float f[R * C];
    EXPECT_OK(lowbit_dequantize(m, idx, 0, -1, LOWBIT_FORMAT_F32, f, sizeof f));
    EXPECT(memcmp(f, src, sizeof src) == 0, "w.f32.3d values");
    EXPECT_OK(lowbit_model_find_tensor(m, "w.f16", &idx));
    uint16_t h2[R * C];
    EXPECT_OK(lowbit_dequantize(m, idx, 0, -1, LOWBIT_FORMAT_F16, h2, sizeof h2));
    EXPECT(memcmp(h2, h, sizeof h) == 0, "w.f16 values");
    EXPECT_OK(lowbit_model_free(m));
}

static void test_file_types(void) {
    size_t n = 0;
    EXPECT_ERR(lowbit_file_type_count(NULL), LOWBIT_ERR_INVALID_ARGUMENT, "count is NULL");
    EXPECT_OK(lowbit_file_type_count(&n));
    EXPECT(n >= 30, "%zu file types", n);
    for (size_t i = 0; i < n; i++) {
        lowbit_file_type_info fi = {.size = sizeof fi};
        EXPECT_OK(lowbit_file_type_get(i, &fi));
        uint32_t id = 0;
        int32_t base = -1;
        EXPECT_OK(lowbit_file_type_by_name(fi.name, &id, &base));
        EXPECT(id == fi.id && base == fi.base_format, "%s: %u/%d vs %u/%d", fi.name, id, base, fi.id, fi.base_format);
    }
    lowbit_file_type_info fi = {.size = sizeof fi};
    EXPECT_ERR(lowbit_file_type_get(n, &fi), LOWBIT_ERR_OUT_OF_RANGE, "file type index");
    fi.size = 4;
    EXPECT_ERR(lowbit_file_type_get(0, &fi), LOWBIT_ERR_INVALID_ARGUMENT, "sizeof(lowbit_file_type_info)");
    uint32_t id = 0;
    int32_t base = -1;
    EXPECT_OK(lowbit_file_type_by_name("q4_k_m", &id, &base));
    EXPECT(id == 15 && base == LOWBIT_FORMAT_Q4_K, "Q4_K_M is %u with base %d", id, base);
    EXPECT_OK(lowbit_file_type_by_name("Q8_0", NULL, NULL));
    EXPECT_ERR(lowbit_file_type_by_name("Q9_X", &id, &base), LOWBIT_ERR_NOT_FOUND, "Q4_K_M");
    EXPECT_ERR(lowbit_file_type_by_name(NULL, &id, &base), LOWBIT_ERR_INVALID_ARGUMENT, "name is NULL");
}

static void test_imatrix(void) {
    char garbage[4096], good[4096], missing[4096];
    tmp_file(garbage, sizeof garbage, "garbage.imatrix");
    tmp_file(good, sizeof good, "good.imatrix");
    tmp_file(missing, sizeof missing, "missing.imatrix");
    const char junk[] = "\xff\xff\xff\x7f this is not an importance matrix";
    EXPECT(write_file(garbage, junk, sizeof junk), "writing %s", garbage);
    lowbit_imatrix *im = NULL;
    EXPECT_ERR(lowbit_imatrix_load(garbage, &im), LOWBIT_ERR_BAD_FILE, garbage);
    EXPECT_ERR(lowbit_imatrix_load(missing, &im), LOWBIT_ERR_NOT_FOUND, "missing.imatrix");
    EXPECT_ERR(lowbit_imatrix_load(NULL, &im), LOWBIT_ERR_INVALID_ARGUMENT, "path is NULL");
    EXPECT(im == NULL, "out untouched on failure");

    float a[4] = {1, 2, 3, 4}, b[2] = {0.5f, 8};
    const char *names[2] = {"zeta.weight", "alpha.weight"};
    const float *vals[2] = {a, b};
    int nvals[2] = {4, 2};
    EXPECT(write_imatrix(good, 2, names, vals, nvals, 2), "writing %s", good);
    EXPECT_ERR(lowbit_imatrix_load(good, NULL), LOWBIT_ERR_INVALID_ARGUMENT, "out is NULL");
    EXPECT_OK(lowbit_imatrix_load(good, &im));
    int64_t count = 0;
    EXPECT_OK(lowbit_imatrix_count(im, &count));
    EXPECT(count == 2, "%lld entries", (long long)count);
    const char *name = NULL;
    EXPECT_OK(lowbit_imatrix_name(im, 0, &name));
    EXPECT(name && strcmp(name, "alpha.weight") == 0, "sorted: %s", name ? name : "(null)");
    EXPECT_OK(lowbit_imatrix_name(im, 1, &name));
    EXPECT(name && strcmp(name, "zeta.weight") == 0, "sorted: %s", name ? name : "(null)");
    EXPECT_ERR(lowbit_imatrix_name(im, 2, &name), LOWBIT_ERR_OUT_OF_RANGE, "imatrix index 2");
    EXPECT_ERR(lowbit_imatrix_name(im, -1, &name), LOWBIT_ERR_OUT_OF_RANGE, "imatrix index -1");
    const float *v = NULL;
    size_t n = 0;
    EXPECT_OK(lowbit_imatrix_get(im, "zeta.weight", &v, &n));
    EXPECT(n == 4 && v && v[0] == 1 && v[3] == 4, "zeta.weight: %zu values (sums / ncall)", n);
    EXPECT_OK(lowbit_imatrix_get(im, "alpha.weight", &v, &n));
    EXPECT(n == 2 && v[0] == 0.5f && v[1] == 8, "alpha.weight");
    EXPECT_ERR(lowbit_imatrix_get(im, "beta.weight", &v, &n), LOWBIT_ERR_NOT_FOUND, "beta.weight");
    EXPECT_ERR(lowbit_imatrix_get(im, "alpha.weight", NULL, &n), LOWBIT_ERR_INVALID_ARGUMENT, "values is NULL");
    EXPECT_ERR(lowbit_imatrix_count((lowbit_imatrix *)0x1234, &count), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_OK(lowbit_imatrix_free(im));
    EXPECT_ERR(lowbit_imatrix_count(im, &count), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_ERR(lowbit_imatrix_free(im), LOWBIT_ERR_INVALID_HANDLE, "double free");
    EXPECT_OK(lowbit_imatrix_free(NULL));
}

static void test_quantize_model(lowbit_model *demo) {
    char out[4096], small[4096], smallq[4096], imat[4096], garbage[4096], missing[4096];
    tmp_file(out, sizeof out, "demo-q8_0.gguf");
    tmp_file(small, sizeof small, "small-f32.gguf");
    tmp_file(smallq, sizeof smallq, "small-q.gguf");
    tmp_file(imat, sizeof imat, "small.imatrix");
    tmp_file(garbage, sizeof garbage, "garbage.imatrix"); /* written by test_imatrix */
    tmp_file(missing, sizeof missing, "missing.gguf");

    lowbit_quantize_params p = {.size = sizeof p, .file_type = "Q8_0"};
    EXPECT_ERR(lowbit_quantize_model(demo_path, out, NULL), LOWBIT_ERR_INVALID_ARGUMENT, "file_type is required");
    lowbit_quantize_params zero = {0};
    EXPECT_ERR(lowbit_quantize_model(demo_path, out, &zero), LOWBIT_ERR_INVALID_ARGUMENT, "sizeof(lowbit_quantize_params)");
    lowbit_quantize_params nofile = {.size = sizeof nofile};
    EXPECT_ERR(lowbit_quantize_model(demo_path, out, &nofile), LOWBIT_ERR_INVALID_ARGUMENT, "file_type is NULL");
    lowbit_quantize_params unknown = {.size = sizeof unknown, .file_type = "Q9_X"};
    EXPECT_ERR(lowbit_quantize_model(demo_path, out, &unknown), LOWBIT_ERR_NOT_FOUND, "unknown file type \"Q9_X\"");
    EXPECT_ERR(lowbit_quantize_model(NULL, out, &p), LOWBIT_ERR_INVALID_ARGUMENT, "in_path is NULL");
    EXPECT_ERR(lowbit_quantize_model(demo_path, NULL, &p), LOWBIT_ERR_INVALID_ARGUMENT, "out_path is NULL");
    EXPECT_ERR(lowbit_quantize_model(missing, out, &p), LOWBIT_ERR_NOT_FOUND, "missing.gguf");
    EXPECT_ERR(lowbit_quantize_model(demo_path, demo_path, &p), LOWBIT_ERR_INVALID_ARGUMENT, "input file");
    lowbit_quantize_params with_garbage = {.size = sizeof with_garbage, .file_type = "Q8_0", .imatrix_path = garbage};
    EXPECT_ERR(lowbit_quantize_model(demo_path, out, &with_garbage), LOWBIT_ERR_BAD_FILE, "garbage.imatrix");

    /* The demo model: its tensors are not named like weights, so the Q8_0 rules copy them; the
     * metadata gets general.file_type. An older caller's struct (only file_type) is read as such:
     * the imatrix_path beyond its size is never looked at. */
    with_garbage.size = offsetof(lowbit_quantize_params, imatrix_path);
    EXPECT_OK(lowbit_quantize_model(demo_path, out, &with_garbage));
    lowbit_model *m = NULL;
    EXPECT_OK(lowbit_model_open(out, NULL, &m));
    if (m) {
        uint64_t ft = 0;
        EXPECT_OK(lowbit_meta_get_u64(m, "general.file_type", &ft));
        EXPECT(ft == 7, "general.file_type %llu", (unsigned long long)ft);
        int64_t n = 0;
        EXPECT_OK(lowbit_model_tensor_count(m, &n));
        EXPECT(n == 8, "%lld tensors", (long long)n);
        lowbit_tensor_info a = {.size = sizeof a}, b = {.size = sizeof b};
        for (int64_t i = 0; i < n; i++) {
            EXPECT_OK(lowbit_tensor_info_get(m, i, &a));
            EXPECT_OK(lowbit_tensor_info_get(demo, i, &b));
            EXPECT(strcmp(a.name, b.name) == 0 && a.format == b.format && a.byte_size == b.byte_size, "tensor %lld", (long long)i);
        }
        EXPECT_OK(lowbit_model_free(m));
    }

    /* A tiny llama-like file written with the writer, from the demo's original 64x256 weights. */
    enum { R = 64, C = 256 };
    static float orig[R * C];
    int64_t idx = -1;
    EXPECT_OK(lowbit_model_find_tensor(demo, "demo.original", &idx));
    EXPECT_OK(lowbit_dequantize(demo, idx, 0, -1, LOWBIT_FORMAT_F32, orig, sizeof orig));
    lowbit_gguf_writer *w = NULL;
    EXPECT_OK(lowbit_gguf_writer_new(&w));
    uint32_t one = 1;
    EXPECT_OK(lowbit_gguf_writer_add_string(w, "general.architecture", "llama", 5));
    EXPECT_OK(lowbit_gguf_writer_add_scalar(w, "llama.block_count", LOWBIT_VALUE_U32, &one));
    int64_t dims[2] = {R, C}, norm_dims[1] = {C};
    EXPECT_OK(lowbit_gguf_writer_add_tensor(w, "blk.0.ffn_up.weight", LOWBIT_FORMAT_F32, 2, dims, orig, sizeof orig));
    EXPECT_OK(lowbit_gguf_writer_add_tensor(w, "blk.0.ffn_norm.weight", LOWBIT_FORMAT_F32, 1, norm_dims, orig, C * sizeof(float)));
    EXPECT_OK(lowbit_gguf_writer_write(w, small));
    EXPECT_OK(lowbit_gguf_writer_free(w));

    static float weights[C];
    for (int i = 0; i < C; i++) weights[i] = 0.1f + (float)(i % 13);
    const char *names[1] = {"blk.0.ffn_up.weight"};
    const float *vals[1] = {weights};
    int nvals[1] = {C};
    EXPECT(write_imatrix(imat, 1, names, vals, nvals, 1), "writing %s", imat);
    const char *types[2] = {"Q8_0", "Q4_0"};
    int32_t formats[2] = {LOWBIT_FORMAT_Q8_0, LOWBIT_FORMAT_Q4_0};
    static uint8_t want[R * C * 2], got[R * C * 2];
    for (int t = 0; t < 2; t++) {
        lowbit_quantize_params qp = {.size = sizeof qp, .file_type = types[t], .imatrix_path = t ? imat : NULL, .pure = 1};
        EXPECT_OK(lowbit_quantize_model(small, smallq, &qp));
        m = NULL;
        EXPECT_OK(lowbit_model_open(smallq, NULL, &m));
        if (!m) continue;
        lowbit_tensor_info info = {.size = sizeof info};
        EXPECT_OK(lowbit_model_find_tensor(m, "blk.0.ffn_up.weight", &idx));
        EXPECT_OK(lowbit_tensor_info_get(m, idx, &info));
        size_t need = 0;
        EXPECT_OK(lowbit_quantized_size(formats[t], R, C, &need));
        EXPECT(info.format == formats[t] && info.byte_size == need, "%s: format %d", types[t], info.format);
        EXPECT_OK(lowbit_quantize(formats[t], orig, LOWBIT_FORMAT_F32, R, C, t ? weights : NULL, want, sizeof want));
        EXPECT(read_at(smallq, info.file_offset, got, need) && memcmp(got, want, need) == 0,
               "%s: the file holds lowbit_quantize's bytes", types[t]);
        EXPECT_OK(lowbit_model_find_tensor(m, "blk.0.ffn_norm.weight", &idx));
        EXPECT_OK(lowbit_tensor_info_get(m, idx, &info));
        EXPECT(info.format == LOWBIT_FORMAT_F32, "norms stay F32");
        EXPECT_OK(lowbit_model_free(m));
    }
    /* quantized input needs allow_requantize */
    char again[4096];
    tmp_file(again, sizeof again, "small-q4_1.gguf");
    lowbit_quantize_params rq = {.size = sizeof rq, .file_type = "Q4_1", .pure = 1};
    EXPECT_ERR(lowbit_quantize_model(smallq, again, &rq), LOWBIT_ERR_INVALID_ARGUMENT, "requantiz");
    rq.allow_requantize = 1;
    EXPECT_OK(lowbit_quantize_model(smallq, again, &rq));
}


/* ---- part-based checkpoints: the hf writer, logical tensors, parts -------------------------- */

/* Finds a tensor by name; -1 (and a failure) when it is missing. */
static int64_t find(lowbit_model *m, const char *name) {
    int64_t idx = -1;
    EXPECT_OK(lowbit_model_find_tensor(m, name, &idx));
    return idx;
}

/* The part of a role, or -1. */
static int64_t part_of_role(lowbit_model *m, int64_t idx, int32_t n_parts, const char *role, lowbit_tensor_part *out) {
    for (int64_t i = 0; i < n_parts; i++) {
        out->size = sizeof *out;
        if (lowbit_tensor_part_get(m, idx, i, out) == LOWBIT_OK && strcmp(out->role, role) == 0) return i;
    }
    return -1;
}

static void test_mlx_writer(void) {
    enum { R = 4, C = 64 };
    static float w[R * C];
    for (int i = 0; i < R * C; i++) w[i] = test_value(i * 3 + 1);
    float norm[C];
    for (int i = 0; i < C; i++) norm[i] = 1.0f + (float)i / 64.0f;
    const char *layer = "model.layers.0.mlp.up_proj";
    int64_t dims[2] = {R, C}, ndims[1] = {C};
    char dir[4096];
    tmp_file(dir, sizeof dir, "mlx-ckpt");

    lowbit_hf_writer *hw = NULL;
    EXPECT_ERR(lowbit_hf_writer_new(NULL), LOWBIT_ERR_INVALID_ARGUMENT, "out is NULL");
    EXPECT_OK(lowbit_hf_writer_new(&hw));
    EXPECT_OK(lowbit_hf_writer_set_config(hw, "{\"model_type\": \"test\", \"hidden_size\": 64}"));
    EXPECT_ERR(lowbit_hf_writer_set_config(hw, "[1, 2]"), LOWBIT_ERR_INVALID_ARGUMENT, "not a JSON object");
    lowbit_quant_params qp = {.size = sizeof qp, .bits = 4, .group_size = 32};
    EXPECT_OK(lowbit_hf_writer_add_quantized(hw, layer, LOWBIT_FORMAT_MLX_AFFINE, &qp, w, LOWBIT_FORMAT_F32, 2, dims));
    EXPECT_ERR(lowbit_hf_writer_add_quantized(hw, layer, LOWBIT_FORMAT_MLX_AFFINE, &qp, w, LOWBIT_FORMAT_F32, 2, dims),
               LOWBIT_ERR_INVALID_ARGUMENT, "already added");
    /* defaults (params NULL: affine 4-bit, group 64) */
    EXPECT_OK(lowbit_hf_writer_add_quantized(hw, "model.layers.0.mlp.down_proj", LOWBIT_FORMAT_MLX_AFFINE, NULL, w, LOWBIT_FORMAT_F32, 2, dims));
    EXPECT_OK(lowbit_hf_writer_add_quantized(hw, "model.layers.0.mlp.gate_proj", LOWBIT_FORMAT_MLX_MXFP4, NULL, w, LOWBIT_FORMAT_F32, 2, dims));
    EXPECT_OK(lowbit_hf_writer_add_tensor(hw, "model.norm.weight", LOWBIT_FORMAT_F32, 1, ndims, norm, sizeof norm));
    /* misuse */
    lowbit_quant_params bad7 = {.size = sizeof bad7, .bits = 7, .group_size = 32};
    EXPECT_ERR(lowbit_hf_writer_add_quantized(hw, "x", LOWBIT_FORMAT_MLX_AFFINE, &bad7, w, LOWBIT_FORMAT_F32, 2, dims),
               LOWBIT_ERR_INVALID_ARGUMENT, "not 7");
    EXPECT_ERR(lowbit_hf_writer_add_quantized(hw, "x", LOWBIT_FORMAT_GPTQ, &qp, w, LOWBIT_FORMAT_F32, 2, dims),
               LOWBIT_ERR_UNSUPPORTED, "lowbit_hf_writer_add_codes");
    EXPECT_ERR(lowbit_hf_writer_add_quantized(hw, "x", LOWBIT_FORMAT_Q4_0, &qp, w, LOWBIT_FORMAT_F32, 2, dims),
               LOWBIT_ERR_INVALID_ARGUMENT, "not a part-based format");
    EXPECT_ERR(lowbit_hf_writer_add_quantized(hw, "x", LOWBIT_FORMAT_MLX_AFFINE, &qp, w, LOWBIT_FORMAT_Q8_0, 2, dims),
               LOWBIT_ERR_INVALID_ARGUMENT, "must be F32, F16 or BF16");
    EXPECT_ERR(lowbit_hf_writer_add_quantized(hw, "x", LOWBIT_FORMAT_MLX_AFFINE, &qp, w, LOWBIT_FORMAT_F32, 1, dims),
               LOWBIT_ERR_INVALID_ARGUMENT, "n_dims is 1");
    EXPECT_ERR(lowbit_hf_writer_add_quantized(hw, "x", LOWBIT_FORMAT_MLX_AFFINE, &qp, NULL, LOWBIT_FORMAT_F32, 2, dims),
               LOWBIT_ERR_INVALID_ARGUMENT, "src is NULL");
    lowbit_quant_params small = {.size = 4};
    EXPECT_ERR(lowbit_hf_writer_add_quantized(hw, "x", LOWBIT_FORMAT_MLX_AFFINE, &small, w, LOWBIT_FORMAT_F32, 2, dims),
               LOWBIT_ERR_INVALID_ARGUMENT, "sizeof(lowbit_quant_params)");
    EXPECT_ERR(lowbit_hf_writer_add_tensor(hw, layer, LOWBIT_FORMAT_F32, 1, ndims, norm, sizeof norm), LOWBIT_ERR_INVALID_ARGUMENT, "already added");
    EXPECT_ERR(lowbit_hf_writer_add_tensor(hw, "model.layers.0.mlp.up_proj.scales", LOWBIT_FORMAT_F32, 1, ndims, norm, sizeof norm),
               LOWBIT_ERR_INVALID_ARGUMENT, "already taken");
    EXPECT_ERR(lowbit_hf_writer_add_tensor(hw, "x", LOWBIT_FORMAT_Q4_0, 1, ndims, norm, 36), LOWBIT_ERR_INVALID_ARGUMENT, "no safetensors dtype");
    EXPECT_ERR(lowbit_hf_writer_add_tensor(hw, "x", LOWBIT_FORMAT_F32, 1, ndims, norm, 3), LOWBIT_ERR_INVALID_ARGUMENT, "takes 256 bytes");

    /* what the writer holds, described as a model's tensor, and its parts' bytes */
    lowbit_tensor_info wi = {.size = sizeof wi};
    EXPECT_OK(lowbit_hf_writer_tensor_info(hw, layer, &wi));
    EXPECT(wi.format == LOWBIT_FORMAT_MLX_AFFINE && wi.quant_bits == 4 && wi.quant_group_size == 32 && wi.n_parts == 3 &&
               wi.part_of == NULL && wi.rows == R && wi.cols == C,
           "writer info: format %d bits %d group %d parts %d", wi.format, wi.quant_bits, wi.quant_group_size, wi.n_parts);
    /* 4 bits + an f32 scale and bias per 32 elements */
    EXPECT(fabs(wi.bits_per_weight - (4.0 + 64.0 / 32.0)) < 1e-9, "writer bpw %g", wi.bits_per_weight);
    EXPECT_ERR(lowbit_hf_writer_tensor_info(hw, "nope", &wi), LOWBIT_ERR_NOT_FOUND, "nope");
    static uint8_t wparts[3][R * C];
    lowbit_tensor_part wp[3];
    for (int i = 0; i < 3; i++) {
        wp[i] = (lowbit_tensor_part){.size = sizeof wp[i]};
        EXPECT_OK(lowbit_hf_writer_part_get(hw, layer, i, &wp[i], wparts[i], sizeof wparts[i]));
    }
    EXPECT(strcmp(wp[0].role, "weight") == 0 && wp[0].format == LOWBIT_FORMAT_U32 && wp[0].n_dims == 2 && wp[0].dims[0] == R &&
               wp[0].dims[1] == C * 4 / 32 && wp[0].byte_size == R * C / 2 && wp[0].tensor_index == -1,
           "weight part %s %d [%lld %lld]", wp[0].role, wp[0].format, (long long)wp[0].dims[0], (long long)wp[0].dims[1]);
    EXPECT(strcmp(wp[1].role, "scales") == 0 && wp[1].format == LOWBIT_FORMAT_F32 && wp[1].dims[1] == 2, "scales part %s", wp[1].role);
    EXPECT(strcmp(wp[2].name, "model.layers.0.mlp.up_proj.biases") == 0, "biases part %s", wp[2].name);
    lowbit_tensor_part tp = {.size = sizeof tp};
    EXPECT_ERR(lowbit_hf_writer_part_get(hw, layer, 3, &tp, NULL, 0), LOWBIT_ERR_OUT_OF_RANGE, "part index 3");
    EXPECT_ERR(lowbit_hf_writer_part_get(hw, layer, 0, &tp, wparts[0], 3), LOWBIT_ERR_BUFFER_TOO_SMALL, "dst_bytes is 3");
    EXPECT_ERR(lowbit_hf_writer_part_get(hw, "model.norm.weight", 0, &tp, NULL, 0), LOWBIT_ERR_OUT_OF_RANGE, "0 parts");

    EXPECT_ERR(lowbit_hf_writer_write(hw, NULL), LOWBIT_ERR_INVALID_ARGUMENT, "dir is NULL");
    EXPECT_OK(lowbit_hf_writer_write(hw, dir));

    /* read it back */
    lowbit_model *m = NULL;
    EXPECT_OK(lowbit_model_open(dir, NULL, &m));
    if (!m) return;
    const char *kind = NULL;
    EXPECT_OK(lowbit_model_kind(m, &kind));
    EXPECT(kind && strcmp(kind, "mlx") == 0, "kind %s", kind ? kind : "(null)");
    int64_t idx = find(m, layer);
    lowbit_tensor_info info = {.size = sizeof info};
    EXPECT_OK(lowbit_tensor_info_get(m, idx, &info));
    EXPECT(info.format == LOWBIT_FORMAT_MLX_AFFINE && info.quant_bits == 4 && info.quant_group_size == 32 && info.n_parts == 3 &&
               info.part_of == NULL && info.n_dims == 2 && info.dims[0] == R && info.dims[1] == C &&
               info.byte_size == wi.byte_size && info.bits_per_weight == wi.bits_per_weight && info.quant_flags == 0,
           "model info: format %d bits %d group %d parts %d bytes %llu", info.format, info.quant_bits, info.quant_group_size,
           info.n_parts, (unsigned long long)info.byte_size);

    /* a caller compiled against the first lowbit_tensor_info (ending at bits_per_weight) */
    union {
        lowbit_tensor_info info;
        unsigned char bytes[sizeof(lowbit_tensor_info)];
    } old;
    memset(&old, 0xAB, sizeof old);
    old.info.size = offsetof(lowbit_tensor_info, quant_bits);
    EXPECT_OK(lowbit_tensor_info_get(m, idx, &old.info));
    int untouched = 1;
    for (size_t i = offsetof(lowbit_tensor_info, quant_bits); i < sizeof old; i++) untouched &= old.bytes[i] == 0xAB;
    EXPECT(untouched && old.info.format == LOWBIT_FORMAT_MLX_AFFINE && old.info.bits_per_weight == info.bits_per_weight &&
               old.info.size == offsetof(lowbit_tensor_info, quant_bits),
           "an old caller's struct gets only its fields");
    old.info.size = offsetof(lowbit_tensor_info, quant_bits) - 1;
    EXPECT_ERR(lowbit_tensor_info_get(m, idx, &old.info), LOWBIT_ERR_INVALID_ARGUMENT, "sizeof(lowbit_tensor_info)");

    /* parts: listed in the model with part_of set, bytes as the writer made them */
    const char *roles[3] = {"weight", "scales", "biases"};
    for (int i = 0; i < 3; i++) {
        lowbit_tensor_part p = {.size = sizeof p};
        int64_t pi = part_of_role(m, idx, info.n_parts, roles[i], &p);
        EXPECT(pi >= 0 && p.tensor_index >= 0 && p.byte_size == wp[i].byte_size && p.format == wp[i].format, "part %s", roles[i]);
        if (pi < 0 || p.tensor_index < 0) continue;
        lowbit_tensor_info pinfo = {.size = sizeof pinfo};
        EXPECT_OK(lowbit_tensor_info_get(m, p.tensor_index, &pinfo));
        EXPECT(pinfo.part_of && strcmp(pinfo.part_of, layer) == 0 && strcmp(pinfo.name, p.name) == 0 && pinfo.n_parts == 0 &&
                   pinfo.quant_bits == 0 && pinfo.file_offset == p.file_offset,
               "the listed part %s", p.name);
        static uint8_t got[R * C];
        EXPECT_OK(lowbit_tensor_read(m, p.tensor_index, 0, got, p.byte_size));
        EXPECT(memcmp(got, wparts[i], p.byte_size) == 0, "part %s: the file holds the writer's bytes", roles[i]);
        EXPECT_ERR(lowbit_tensor_read(m, p.tensor_index, 1, got, p.byte_size), LOWBIT_ERR_OUT_OF_RANGE, "outside");
    }
    lowbit_tensor_part p = {.size = sizeof p};
    EXPECT_ERR(lowbit_tensor_part_get(m, idx, 3, &p), LOWBIT_ERR_OUT_OF_RANGE, "part index 3");
    EXPECT_ERR(lowbit_tensor_part_get(m, idx, -1, &p), LOWBIT_ERR_OUT_OF_RANGE, "part index -1");
    EXPECT_ERR(lowbit_tensor_part_get(m, idx, 0, NULL), LOWBIT_ERR_INVALID_ARGUMENT, "out is NULL");
    p.size = 8;
    EXPECT_ERR(lowbit_tensor_part_get(m, idx, 0, &p), LOWBIT_ERR_INVALID_ARGUMENT, "sizeof(lowbit_tensor_part)");
    p.size = sizeof p;
    EXPECT_ERR(lowbit_tensor_part_get(m, find(m, "model.norm.weight"), 0, &p), LOWBIT_ERR_OUT_OF_RANGE, "0 parts");
    uint8_t b4[4];
    EXPECT_ERR(lowbit_tensor_read(m, idx, 0, b4, 4), LOWBIT_ERR_UNSUPPORTED, "read its 3 parts");
    EXPECT_OK(lowbit_tensor_read(m, find(m, "model.norm.weight"), 4, b4, 4));
    EXPECT(memcmp(b4, &norm[1], 4) == 0, "plain tensor bytes");

    /* dequantize: within one step (the group's scale) of the original */
    static float deq[R * C];
    EXPECT_OK(lowbit_dequantize(m, idx, 0, -1, LOWBIT_FORMAT_F32, deq, sizeof deq));
    float worst = 0;
    const float *scales = (const float *)wparts[1];
    for (int i = 0; i < R * C; i++) worst = fmaxf(worst, fabsf(deq[i] - w[i]) / fabsf(scales[i / 32]));
    EXPECT(worst <= 1.0f, "MLX affine round trip: max |err| %g steps", worst);
    lowbit_tensor_info gi = {.size = sizeof gi};
    EXPECT_OK(lowbit_tensor_info_get(m, find(m, "model.layers.0.mlp.gate_proj"), &gi));
    EXPECT(gi.format == LOWBIT_FORMAT_MLX_MXFP4 && gi.quant_bits == 4 && gi.quant_group_size == 32 && gi.n_parts == 2, "mxfp4 layer");
    EXPECT_OK(lowbit_tensor_info_get(m, find(m, "model.layers.0.mlp.down_proj"), &gi));
    EXPECT(gi.quant_bits == 4 && gi.quant_group_size == 64, "defaults: %d bits, group %d", gi.quant_bits, gi.quant_group_size);
    EXPECT_OK(lowbit_model_free(m));

    /* raw: the stored tensors, no logical ones; an old open_params ends before gptq_zeros */
    lowbit_open_params raw = {.size = sizeof raw, .raw = 1};
    EXPECT_OK(lowbit_model_open(dir, &raw, &m));
    if (m) {
        EXPECT_OK(lowbit_model_kind(m, &kind));
        EXPECT(strcmp(kind, "safetensors") == 0, "raw kind %s", kind);
        int64_t i2 = -1;
        EXPECT_ERR(lowbit_model_find_tensor(m, layer, &i2), LOWBIT_ERR_NOT_FOUND, layer);
        lowbit_tensor_info ri = {.size = sizeof ri};
        EXPECT_OK(lowbit_tensor_info_get(m, find(m, "model.layers.0.mlp.up_proj.weight"), &ri));
        EXPECT(ri.format == LOWBIT_FORMAT_U32 && ri.part_of == NULL && ri.n_parts == 0, "raw weight is a plain U32 tensor");
        EXPECT_OK(lowbit_model_free(m));
    }
    raw.size = offsetof(lowbit_open_params, gptq_zeros);
    raw.gptq_zeros = 99;
    EXPECT_OK(lowbit_model_open(dir, &raw, &m));
    if (m) {
        EXPECT_OK(lowbit_model_kind(m, &kind));
        EXPECT(strcmp(kind, "mlx") == 0, "fields past an old size are not read: kind %s", kind);
        EXPECT_OK(lowbit_model_free(m));
    }
    raw.size = sizeof raw;
    EXPECT_ERR(lowbit_model_open(dir, &raw, &m), LOWBIT_ERR_INVALID_ARGUMENT, "gptq_zeros is 99");

    /* pre-packed parts: 8-bit affine, one group per row, values q·s + b exactly */
    enum { PR = 2, PC = 32 };
    uint32_t pw[PR * PC / 4];
    float ps[PR] = {0.5f, 0.25f}, pb[PR] = {-1.0f, 2.0f};
    for (int r = 0; r < PR; r++)
        for (int k = 0; k < PC / 4; k++)
            pw[r * PC / 4 + k] = (uint32_t)(4 * k) | (uint32_t)(4 * k + 1) << 8 | (uint32_t)(4 * k + 2) << 16 | (uint32_t)(4 * k + 3 + r) << 24;
    int64_t pdims[2] = {PR, PC}, wdims[2] = {PR, PC / 4}, sdims[2] = {PR, 1};
    lowbit_part_data parts[3] = {
        {.role = "weight", .format = LOWBIT_FORMAT_U32, .n_dims = 2, .dims = wdims, .data = pw, .bytes = sizeof pw},
        {.role = "scales", .format = LOWBIT_FORMAT_F32, .n_dims = 2, .dims = sdims, .data = ps, .bytes = sizeof ps},
        {.role = "biases", .format = LOWBIT_FORMAT_F32, .n_dims = 2, .dims = sdims, .data = pb, .bytes = sizeof pb},
    };
    lowbit_quant_params p8 = {.size = sizeof p8, .bits = 8, .group_size = 32};
    lowbit_hf_writer *hw2 = NULL;
    EXPECT_OK(lowbit_hf_writer_new(&hw2));
    EXPECT_ERR(lowbit_hf_writer_add_parts(hw2, "l", LOWBIT_FORMAT_MLX_AFFINE, &p8, 2, pdims, parts, 2),
               LOWBIT_ERR_INVALID_ARGUMENT, "\"biases\" part is missing");
    lowbit_quant_params p4 = {.size = sizeof p4, .bits = 4, .group_size = 32};
    EXPECT_ERR(lowbit_hf_writer_add_parts(hw2, "l", LOWBIT_FORMAT_MLX_AFFINE, &p4, 2, pdims, parts, 3),
               LOWBIT_ERR_INVALID_ARGUMENT, "u32 words per row");
    lowbit_part_data twice[2] = {parts[1], parts[1]};
    EXPECT_ERR(lowbit_hf_writer_add_parts(hw2, "l", LOWBIT_FORMAT_MLX_AFFINE, &p8, 2, pdims, twice, 2),
               LOWBIT_ERR_INVALID_ARGUMENT, "two parts have the role \"scales\"");
    EXPECT_OK(lowbit_hf_writer_add_parts(hw2, "l", LOWBIT_FORMAT_MLX_AFFINE, &p8, 2, pdims, parts, 3));
    char dir2[4096];
    tmp_file(dir2, sizeof dir2, "mlx-parts");
    EXPECT_OK(lowbit_hf_writer_write(hw2, dir2));
    EXPECT_OK(lowbit_hf_writer_free(hw2));
    EXPECT_ERR(lowbit_hf_writer_write(hw2, dir2), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_ERR(lowbit_hf_writer_free(hw2), LOWBIT_ERR_INVALID_HANDLE, "double free");
    EXPECT_ERR(lowbit_hf_writer_write((lowbit_hf_writer *)m, dir2), LOWBIT_ERR_INVALID_HANDLE, "hf writer handle");
    EXPECT_OK(lowbit_hf_writer_free(hw));
    EXPECT_OK(lowbit_hf_writer_free(NULL));
    EXPECT_OK(lowbit_model_open(dir2, NULL, &m));
    if (m) {
        float v[PR * PC];
        EXPECT_OK(lowbit_dequantize(m, find(m, "l"), 0, -1, LOWBIT_FORMAT_F32, v, sizeof v));
        int ok = 1;
        for (int r = 0; r < PR; r++)
            for (int k = 0; k < PC; k++) ok &= v[r * PC + k] == (float)(k + (k % 4 == 3 ? r : 0)) * ps[r] + pb[r];
        EXPECT(ok, "hand-packed MLX parts dequantize to q*s + b");
        EXPECT_OK(lowbit_model_free(m));
    }
}

static void test_gptq_writer(void) {
    enum { R = 32, C = 64, G = 32, NG = C / G };
    static uint8_t q[R * C], z[R * NG];
    static float s[R * NG], bias[R];
    for (int i = 0; i < R * C; i++) q[i] = (uint8_t)((i * 7 + i / C) % 16);
    for (int i = 0; i < R * NG; i++) {
        s[i] = (float)(1 + i % 4) / 8.0f; /* exact in f16 */
        z[i] = (uint8_t)(1 + i % 15);
    }
    for (int i = 0; i < R; i++) bias[i] = (float)i / 4.0f;
    const char *layer = "model.layers.0.self_attn.q_proj";
    char dir[4096];

    for (int v1 = 0; v1 < 2; v1++) {
        lowbit_hf_writer *hw = NULL;
        EXPECT_OK(lowbit_hf_writer_new(&hw));
        lowbit_quant_params qp = {.size = sizeof qp, .bits = 4, .group_size = G, .flags = v1 ? LOWBIT_QUANT_ZERO_OFFSET : 0};
        lowbit_codes codes = {.size = sizeof codes, .q = q, .scales = s, .zeros = z, .bias = bias, .scale_format = LOWBIT_FORMAT_F16};
        EXPECT_OK(lowbit_hf_writer_add_codes(hw, layer, LOWBIT_FORMAT_GPTQ, &qp, R, C, &codes));
        float norm[C];
        for (int i = 0; i < C; i++) norm[i] = 1;
        int64_t ndims[1] = {C};
        EXPECT_OK(lowbit_hf_writer_add_tensor(hw, "model.norm.weight", LOWBIT_FORMAT_F32, 1, ndims, norm, sizeof norm));
        /* misuse */
        lowbit_codes nothing = {.size = sizeof nothing};
        EXPECT_ERR(lowbit_hf_writer_add_codes(hw, "x", LOWBIT_FORMAT_GPTQ, &qp, R, C, &nothing), LOWBIT_ERR_INVALID_ARGUMENT, "required");
        EXPECT_ERR(lowbit_hf_writer_add_codes(hw, "x", LOWBIT_FORMAT_MLX_AFFINE, &qp, R, C, &codes), LOWBIT_ERR_UNSUPPORTED, "not a GPTQ");
        EXPECT_ERR(lowbit_hf_writer_add_codes(hw, "x", LOWBIT_FORMAT_GPTQ, &qp, R, C, NULL), LOWBIT_ERR_INVALID_ARGUMENT, "codes is NULL");
        lowbit_quant_params g0 = {.size = sizeof g0, .bits = 4, .group_size = 0};
        EXPECT_ERR(lowbit_hf_writer_add_codes(hw, "x", LOWBIT_FORMAT_GPTQ, &g0, R, C, &codes), LOWBIT_ERR_INVALID_ARGUMENT, "group_size 0");
        lowbit_quant_params b5 = {.size = sizeof b5, .bits = 5, .group_size = G};
        EXPECT_ERR(lowbit_hf_writer_add_codes(hw, "x", LOWBIT_FORMAT_GPTQ, &b5, R, C, &codes), LOWBIT_ERR_INVALID_ARGUMENT, "5 bits");
        lowbit_quant_params v1awq = {.size = sizeof v1awq, .bits = 4, .group_size = G, .flags = LOWBIT_QUANT_ZERO_OFFSET};
        EXPECT_ERR(lowbit_hf_writer_add_codes(hw, "x", LOWBIT_FORMAT_AWQ_GEMM, &v1awq, R, C, &codes), LOWBIT_ERR_INVALID_ARGUMENT, "only GPTQ");
        if (v1) {
            uint8_t z0 = z[3];
            z[3] = 0;
            EXPECT_ERR(lowbit_hf_writer_add_codes(hw, "x", LOWBIT_FORMAT_GPTQ, &qp, R, C, &codes), LOWBIT_ERR_INVALID_ARGUMENT, "cannot be stored as GPTQ v1");
            z[3] = z0;
        }
        snprintf(dir, sizeof dir, "%s/gptq-v%d", tmpdir, v1 ? 1 : 2);
        EXPECT_OK(lowbit_hf_writer_write(hw, dir));
        EXPECT_OK(lowbit_hf_writer_free(hw));

        for (int force = 0; force < 3; force++) {
            /* as labelled, then forced to the other convention (off by one zero point) */
            lowbit_open_params op = {.size = sizeof op, .gptq_zeros = force == 0 ? LOWBIT_GPTQ_ZEROS_AS_LABELLED : force == 1 ? LOWBIT_GPTQ_ZEROS_AUTO : (v1 ? LOWBIT_GPTQ_ZEROS_V2 : LOWBIT_GPTQ_ZEROS_V1)};
            lowbit_model *m = NULL;
            EXPECT_OK(lowbit_model_open(dir, &op, &m));
            if (!m) continue;
            const char *kind = NULL;
            EXPECT_OK(lowbit_model_kind(m, &kind));
            EXPECT(strcmp(kind, "gptq") == 0, "kind %s", kind);
            int64_t idx = find(m, layer);
            lowbit_tensor_info info = {.size = sizeof info};
            EXPECT_OK(lowbit_tensor_info_get(m, idx, &info));
            uint32_t want_flags = (v1 ^ (force == 2)) ? LOWBIT_QUANT_ZERO_OFFSET : 0;
            EXPECT(info.format == LOWBIT_FORMAT_GPTQ && info.quant_bits == 4 && info.quant_group_size == G && info.n_parts == 5 &&
                       info.quant_flags == want_flags && info.rows == R && info.cols == C,
                   "gptq info: format %d bits %d group %d parts %d flags %u", info.format, info.quant_bits, info.quant_group_size,
                   info.n_parts, info.quant_flags);
            lowbit_tensor_part p = {.size = sizeof p};
            EXPECT(part_of_role(m, idx, info.n_parts, "qweight", &p) >= 0 && p.format == LOWBIT_FORMAT_I32 && p.dims[0] == C * 4 / 32 &&
                       p.dims[1] == R,
                   "qweight [%lld %lld]", (long long)p.dims[0], (long long)p.dims[1]);
            EXPECT(part_of_role(m, idx, info.n_parts, "bias", &p) >= 0 && p.format == LOWBIT_FORMAT_F16, "bias part");
            static float got[R * C];
            EXPECT_OK(lowbit_dequantize(m, idx, 0, -1, LOWBIT_FORMAT_F32, got, sizeof got));
            int exact = 1;
            for (int r = 0; r < R; r++)
                for (int k = 0; k < C; k++) {
                    int g = k / G, zz = z[r * NG + g] + (force == 2 ? (v1 ? -1 : 1) : 0);
                    exact &= got[r * C + k] == (float)((int)q[r * C + k] - zz) * s[r * NG + g];
                }
            EXPECT(exact, "GPTQ v%d read %s: (q - z) * s", v1 ? 1 : 2, force == 2 ? "forced to the other convention" : "as written");
            EXPECT_OK(lowbit_model_free(m));
        }
    }

    /* AWQ GEMM and compressed-tensors, symmetric, one group per row */
    int32_t fmts[3] = {LOWBIT_FORMAT_AWQ_GEMM, LOWBIT_FORMAT_AWQ_GEMV, LOWBIT_FORMAT_CT_PACK_QUANTIZED};
    const char *kinds[3] = {"awq", "awq", "compressed-tensors"};
    for (int f = 0; f < 3; f++) {
        lowbit_hf_writer *hw = NULL;
        EXPECT_OK(lowbit_hf_writer_new(&hw));
        lowbit_quant_params qp = {.size = sizeof qp, .bits = 4, .group_size = f == 1 ? 32 : -1};
        static float s1[R * 2];
        for (int i = 0; i < R * 2; i++) s1[i] = 0.125f * (float)(1 + i % 3);
        lowbit_codes codes = {.size = sizeof codes, .q = q, .scales = s1, .scale_format = LOWBIT_FORMAT_F32};
        EXPECT_OK(lowbit_hf_writer_add_codes(hw, layer, fmts[f], &qp, R, C, &codes));
        snprintf(dir, sizeof dir, "%s/packed-%d", tmpdir, f);
        EXPECT_OK(lowbit_hf_writer_write(hw, dir));
        EXPECT_OK(lowbit_hf_writer_free(hw));
        lowbit_model *m = NULL;
        EXPECT_OK(lowbit_model_open(dir, NULL, &m));
        if (!m) continue;
        const char *kind = NULL;
        EXPECT_OK(lowbit_model_kind(m, &kind));
        EXPECT(strcmp(kind, kinds[f]) == 0, "kind %s", kind);
        int64_t idx = find(m, layer);
        lowbit_tensor_info info = {.size = sizeof info};
        EXPECT_OK(lowbit_tensor_info_get(m, idx, &info));
        EXPECT(info.format == fmts[f] && (info.quant_flags & LOWBIT_QUANT_SYMMETRIC) && info.quant_group_size == (f == 1 ? 32 : C),
               "format %d flags %u group %d", info.format, info.quant_flags, info.quant_group_size);
        static float got[R * C];
        EXPECT_OK(lowbit_dequantize(m, idx, 0, -1, LOWBIT_FORMAT_F32, got, sizeof got));
        int exact = 1;
        for (int r = 0; r < R; r++)
            for (int k = 0; k < C; k++) {
                int ng = f == 1 ? 2 : 1, g = f == 1 ? k / 32 : 0;
                exact &= got[r * C + k] == (float)((int)q[r * C + k] - 8) * s1[r * ng + g];
            }
        EXPECT(exact, "%s: (q - 8) * s", kinds[f]);
        EXPECT_OK(lowbit_model_free(m));
    }

    /* format flags of the part-based rows */
    lowbit_format_info fi = {.size = sizeof fi};
    EXPECT_OK(lowbit_format_info_get(LOWBIT_FORMAT_MLX_AFFINE, &fi));
    EXPECT((fi.flags & LOWBIT_FORMAT_PARTS) && (fi.flags & LOWBIT_FORMAT_CAN_QUANTIZE_PARTS) && !(fi.flags & LOWBIT_FORMAT_CAN_QUANTIZE) &&
               !(fi.flags & LOWBIT_FORMAT_CAN_PACK_CODES) && fi.block_elems == 0,
           "MLX_AFFINE flags %#x", fi.flags);
    EXPECT_OK(lowbit_format_info_get(LOWBIT_FORMAT_GPTQ, &fi));
    EXPECT((fi.flags & LOWBIT_FORMAT_PARTS) && (fi.flags & LOWBIT_FORMAT_CAN_PACK_CODES) && !(fi.flags & LOWBIT_FORMAT_CAN_QUANTIZE_PARTS),
           "GPTQ flags %#x", fi.flags);
    EXPECT_OK(lowbit_format_info_get(LOWBIT_FORMAT_Q4_0, &fi));
    EXPECT(!(fi.flags & (LOWBIT_FORMAT_PARTS | LOWBIT_FORMAT_CAN_QUANTIZE_PARTS | LOWBIT_FORMAT_CAN_PACK_CODES)), "Q4_0 flags %#x", fi.flags);

    /* a GPTQ checkpoint quantized into GGUF: the layer once (requantized), its bias kept, no
     * stored parts */
    char out[4096];
    snprintf(dir, sizeof dir, "%s/gptq-v2", tmpdir);
    tmp_file(out, sizeof out, "gptq-q8_0.gguf");
    lowbit_quantize_params qp = {.size = sizeof qp, .file_type = "Q8_0", .pure = 1};
    EXPECT_ERR(lowbit_quantize_model(dir, out, &qp), LOWBIT_ERR_INVALID_ARGUMENT, "requantiz");
    qp.allow_requantize = 1;
    EXPECT_OK(lowbit_quantize_model(dir, out, &qp));
    lowbit_model *m = NULL;
    EXPECT_OK(lowbit_model_open(out, NULL, &m));
    if (m) {
        int64_t n = 0;
        EXPECT_OK(lowbit_model_tensor_count(m, &n));
        EXPECT(n == 3, "%lld tensors (layer, its bias, the norm)", (long long)n);
        lowbit_tensor_info info = {.size = sizeof info};
        EXPECT_OK(lowbit_tensor_info_get(m, find(m, layer), &info));
        EXPECT(info.format == LOWBIT_FORMAT_Q8_0 && info.rows == R && info.cols == C, "the layer as Q8_0: %s", info.format_name);
        EXPECT_OK(lowbit_tensor_info_get(m, find(m, "model.layers.0.self_attn.q_proj.bias"), &info));
        EXPECT(info.format == LOWBIT_FORMAT_F16 && info.n_dims == 1 && info.dims[0] == R, "the bias stays");
        EXPECT_OK(lowbit_model_free(m));
    }
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s demo.gguf TMPDIR\n", argv[0]);
        return 2;
    }
    demo_path = argv[1];
    char bad_path[4096];
    snprintf(bad_path, sizeof bad_path, "%s/v1.gguf", argv[2]);

    EXPECT(strcmp(lowbit_version(), LOWBIT_VERSION_STRING) == 0, "version %s", lowbit_version());
    EXPECT(lowbit_abi_version() == LOWBIT_ABI_VERSION, "abi %d", lowbit_abi_version());
    EXPECT(strcmp(lowbit_status_string(LOWBIT_ERR_BAD_FILE), "LOWBIT_ERR_BAD_FILE") == 0, "status string");

    /* opening */
    lowbit_model *m = NULL;
    EXPECT_ERR(lowbit_model_open(NULL, NULL, &m), LOWBIT_ERR_INVALID_ARGUMENT, "path is NULL");
    EXPECT_ERR(lowbit_model_open(demo_path, NULL, NULL), LOWBIT_ERR_INVALID_ARGUMENT, "out is NULL");
    EXPECT_ERR(lowbit_model_open("/nonexistent/x.gguf", NULL, &m), LOWBIT_ERR_NOT_FOUND, "/nonexistent/x.gguf");
    FILE *f = fopen(bad_path, "wb");
    fwrite("GGUF\x01\x00\x00\x00", 1, 8, f);
    fclose(f);
    EXPECT_ERR(lowbit_model_open(bad_path, NULL, &m), LOWBIT_ERR_UNSUPPORTED, "GGUF v1 is not supported");
    EXPECT(strstr(lowbit_last_error(), bad_path) != NULL, "message names the file: %s", lowbit_last_error());
    lowbit_open_params bad_params = {.size = 1};
    EXPECT_ERR(lowbit_model_open(demo_path, &bad_params, &m), LOWBIT_ERR_INVALID_ARGUMENT, "sizeof(lowbit_open_params)");
    lowbit_open_params tight = {.size = sizeof tight, .max_metadata = 2};
    EXPECT_ERR(lowbit_model_open(demo_path, &tight, &m), LOWBIT_ERR_BAD_FILE, "exceeds the limit 2");
    EXPECT(m == NULL, "out untouched on failure");
    EXPECT_OK(lowbit_model_open(demo_path, NULL, &m));
    EXPECT(strcmp(lowbit_last_error(), "") == 0, "error cleared after success: %s", lowbit_last_error());

    /* tensors */
    int64_t count = 0, idx = -1;
    EXPECT_ERR(lowbit_model_tensor_count(m, NULL), LOWBIT_ERR_INVALID_ARGUMENT, "count is NULL");
    EXPECT_OK(lowbit_model_tensor_count(m, &count));
    EXPECT(count == 8, "count %lld", (long long)count);
    EXPECT_ERR(lowbit_model_find_tensor(m, "nope", &idx), LOWBIT_ERR_NOT_FOUND, "no tensor named \"nope\"");
    EXPECT_ERR(lowbit_model_find_tensor(m, NULL, &idx), LOWBIT_ERR_INVALID_ARGUMENT, "name is NULL");
    EXPECT_OK(lowbit_model_find_tensor(m, "demo.Q4_0", &idx));
    lowbit_tensor_info info = {.size = 8};
    EXPECT_ERR(lowbit_tensor_info_get(m, idx, &info), LOWBIT_ERR_INVALID_ARGUMENT, "sizeof(lowbit_tensor_info)");
    info.size = sizeof info;
    EXPECT_ERR(lowbit_tensor_info_get(m, 99, &info), LOWBIT_ERR_OUT_OF_RANGE, "tensor index 99");
    EXPECT_ERR(lowbit_tensor_info_get(m, -1, &info), LOWBIT_ERR_OUT_OF_RANGE, "tensor index -1");
    EXPECT_OK(lowbit_tensor_info_get(m, idx, &info));
    EXPECT(info.format == LOWBIT_FORMAT_Q4_0 && info.rows == 64 && info.cols == 256 && info.byte_size == 64 * 8 * 18,
           "info %d %lld %lld %llu", info.format, (long long)info.rows, (long long)info.cols,
           (unsigned long long)info.byte_size);

    /* dequantize */
    float row[256];
    EXPECT_ERR(lowbit_dequantize(m, idx, 0, 2, LOWBIT_FORMAT_F32, row, sizeof row), LOWBIT_ERR_BUFFER_TOO_SMALL, "needs 2048 bytes");
    EXPECT_ERR(lowbit_dequantize(m, idx, 64, 1, LOWBIT_FORMAT_F32, row, sizeof row), LOWBIT_ERR_OUT_OF_RANGE, "rows [64, 65)");
    EXPECT_ERR(lowbit_dequantize(m, idx, -1, 1, LOWBIT_FORMAT_F32, row, sizeof row), LOWBIT_ERR_OUT_OF_RANGE, "outside");
    EXPECT_ERR(lowbit_dequantize(m, idx, 0, 1, LOWBIT_FORMAT_Q4_0, row, sizeof row), LOWBIT_ERR_INVALID_ARGUMENT, "must be F32, F16 or BF16");
    EXPECT_ERR(lowbit_dequantize(m, idx, 0, 1, LOWBIT_FORMAT_F32, NULL, sizeof row), LOWBIT_ERR_INVALID_ARGUMENT, "dst is NULL");
    EXPECT_OK(lowbit_dequantize(m, idx, 63, 1, LOWBIT_FORMAT_F32, row, sizeof row));
    EXPECT_OK(lowbit_dequantize(m, idx, 64, 0, LOWBIT_FORMAT_F32, NULL, 0));

    /* metadata: typed getters never reinterpret */
    int64_t i64;
    uint64_t u64, len;
    double f64;
    int b;
    const char *s;
    int32_t type, elem;
    EXPECT_OK(lowbit_meta_get_u64(m, "lowbit.demo.rows", &u64));
    EXPECT(u64 == 64, "rows %llu", (unsigned long long)u64);
    EXPECT_OK(lowbit_meta_get_i64(m, "lowbit.demo.cols", &i64));
    EXPECT_ERR(lowbit_meta_get_f64(m, "lowbit.demo.rows", &f64), LOWBIT_ERR_TYPE_MISMATCH, "not a float");
    EXPECT_ERR(lowbit_meta_get_i64(m, "general.name", &i64), LOWBIT_ERR_TYPE_MISMATCH, "not an integer");
    EXPECT_ERR(lowbit_meta_get_bool(m, "general.name", &b), LOWBIT_ERR_TYPE_MISMATCH, "not a bool");
    EXPECT_ERR(lowbit_meta_get_string(m, "lowbit.demo.tensors", &s, NULL), LOWBIT_ERR_TYPE_MISMATCH, "an array of string");
    EXPECT_ERR(lowbit_meta_get_string(m, "missing.key", &s, NULL), LOWBIT_ERR_NOT_FOUND, "missing.key");
    EXPECT_OK(lowbit_meta_type(m, "lowbit.demo.tensors", &type, &elem, &len));
    EXPECT(type == LOWBIT_VALUE_ARRAY && elem == LOWBIT_VALUE_STRING && len == 8, "type %d elem %d len %llu", type, elem,
           (unsigned long long)len);
    EXPECT_OK(lowbit_meta_array_string(m, "lowbit.demo.tensors", 7, &s, NULL));
    EXPECT(strcmp(s, "demo.Q4_0") == 0, "element 7 is %s", s);
    EXPECT_ERR(lowbit_meta_array_string(m, "lowbit.demo.tensors", 8, &s, NULL), LOWBIT_ERR_OUT_OF_RANGE, "index 8");
    EXPECT_ERR(lowbit_meta_array_i64(m, "lowbit.demo.tensors", 0, &i64), LOWBIT_ERR_TYPE_MISMATCH, "not an integer");
    char small[4];
    EXPECT_ERR(lowbit_meta_array_copy(m, "lowbit.demo.tensors", LOWBIT_VALUE_STRING, small, sizeof small), LOWBIT_ERR_TYPE_MISMATCH, "cannot be copied");
    EXPECT_ERR(lowbit_meta_array_copy(m, "lowbit.demo.tensors", LOWBIT_VALUE_U8, small, sizeof small), LOWBIT_ERR_TYPE_MISMATCH, "not u8");
    EXPECT_ERR(lowbit_meta_key(m, 100, &s), LOWBIT_ERR_OUT_OF_RANGE, "metadata index 100");

    /* registry */
    lowbit_format_info fi = {.size = sizeof fi};
    int32_t id = -1;
    size_t nformats = 0;
    EXPECT_OK(lowbit_format_info_get(LOWBIT_FORMAT_Q4_K, &fi));
    EXPECT(fi.block_elems == 256 && fi.block_bytes == 144 && (fi.flags & LOWBIT_FORMAT_QUANTIZED), "Q4_K %d %d", fi.block_elems, fi.block_bytes);
    EXPECT_ERR(lowbit_format_info_get(4, &fi), LOWBIT_ERR_UNSUPPORTED, "removed");
    EXPECT_ERR(lowbit_format_info_get(999, &fi), LOWBIT_ERR_UNSUPPORTED, "unknown format id 999");
    EXPECT_OK(lowbit_format_by_name("q8_0", &id));
    EXPECT(id == LOWBIT_FORMAT_Q8_0, "q8_0 is %d", id);
    EXPECT_ERR(lowbit_format_by_name("Q9_9", &id), LOWBIT_ERR_NOT_FOUND, "Q9_9");
    EXPECT_OK(lowbit_format_list(NULL, 0, &nformats));
    EXPECT(nformats >= 35, "%zu formats", nformats);

    /* many threads on the shared handle, and on private ones */
    size_t n = 64 * 256;
    float *expect = malloc(n * sizeof *expect);
    EXPECT_OK(lowbit_dequantize(m, idx, 0, -1, LOWBIT_FORMAT_F32, expect, n * sizeof *expect));
    enum { T = 8 };
    pthread_t th[T];
    job jobs[T];
    for (int t = 0; t < T; t++) {
        jobs[t] = (job){.model = m, .index = idx, .expect = expect, .n = n};
        pthread_create(&th[t], NULL, worker, &jobs[t]);
    }
    for (int t = 0; t < T; t++) {
        pthread_join(th[t], NULL);
        EXPECT(jobs[t].ok, "thread %d saw a failure or different numbers", t);
    }
    free(expect);

    snprintf(tmpdir, sizeof tmpdir, "%s", argv[2]);
    test_quantize();
    test_writer(m);
    test_file_types();
    test_imatrix();
    test_quantize_model(m);
    test_mlx_writer();
    test_gptq_writer();

    /* handles after free */
    EXPECT_OK(lowbit_model_free(m));
    EXPECT_ERR(lowbit_model_tensor_count(m, &count), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_ERR(lowbit_model_free(m), LOWBIT_ERR_INVALID_HANDLE, "double free");
    EXPECT_ERR(lowbit_model_tensor_count((lowbit_model *)0x1234, &count), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_ERR(lowbit_model_tensor_count(NULL, &count), LOWBIT_ERR_INVALID_HANDLE, "NULL");
    EXPECT_OK(lowbit_model_free(NULL));

    printf("test_capi: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
