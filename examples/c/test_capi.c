/* test_capi: the C API's contract from C — statuses and messages for every kind of misuse,
 * handle safety, and concurrent use from several threads. Usage: test_capi demo.gguf TMPDIR */
#include <pthread.h>
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
