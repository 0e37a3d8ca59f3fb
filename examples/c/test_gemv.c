/* test_gemv: the compute entry points from C — lowbit_device_*, lowbit_gemv, lowbit_gemm,
 * lowbit_gemv_gate_up_silu and lowbit_get_rows. Results are compared with a float64 dot product of
 * what lowbit_dequantize decodes (within the documented 1e-5 · Σ|w·x|; get_rows bit for bit) on
 * every tensor of the demo model and on a model written here with every format lowbit can
 * quantize; then every kind of misuse (handles, lengths, n, device kinds) and concurrent use from
 * several threads. With a CUDA device (LOWBIT_DEVICE_CUDA 0) all of it runs again on the GPU, each
 * result also compared with the CPU device's (within 2e-5 · Σ|w·x|: both are within 1e-5 of the
 * float64 product), and a table gives the largest relative error per format; without one the test
 * checks that opening it fails cleanly (LOWBIT_ERR_UNSUPPORTED, "CUDA not available: …") and skips
 * the comparisons, saying so (LOWBIT_REQUIRE_GPU=1 makes that a failure).
 * LOWBIT_CUDA_TEST_FORMATS=Q4_0,Q8_K narrows the written model's formats run on CUDA (every one by
 * default). Usage: test_gemv demo.gguf TMPDIR */
#include <math.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lowbit.h"

static int passed, failed;

/* The CPU device: a CUDA device's results are compared with its results too. */
static lowbit_device *g_cpu;

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

#define EXPECT_ERR(call, st, needle)                                                              \
    do {                                                                                          \
        int got_ = (call);                                                                        \
        EXPECT(got_ == (st) && strstr(lowbit_last_error(), (needle)) != NULL,                     \
               "%s: got %s \"%s\", want %s mentioning \"%s\"", #call, lowbit_status_string(got_), \
               lowbit_last_error(), lowbit_status_string(st), (needle));                          \
    } while (0)

#define EXPECT_OK(call)                                                                                  \
    do {                                                                                                 \
        int got_ = (call);                                                                               \
        EXPECT(got_ == LOWBIT_OK, "%s: %s: %s", #call, lowbit_status_string(got_), lowbit_last_error()); \
    } while (0)

/* a small deterministic generator: uniform in [-1, 1) */
static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static float urand(void) {
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (float)((double)(rng_state >> 11) / 4503599627370496.0 - 1.0);
}

static void fill_x(float *x, size_t n) {
    for (size_t i = 0; i < n; i++) x[i] = urand() * (i % 7 == 0 ? 4.0f : 1.0f);
}

static int tensor_info(lowbit_model *m, int64_t idx, lowbit_tensor_info *info) {
    memset(info, 0, sizeof *info);
    info->size = sizeof *info;
    return lowbit_tensor_info_get(m, idx, info);
}

/* The whole tensor as float32 through lowbit_dequantize, or NULL. */
static float *dequant_all(lowbit_model *m, int64_t idx, const lowbit_tensor_info *info) {
    size_t n = (size_t)(info->rows * info->cols);
    float *w = malloc((n ? n : 1) * sizeof *w);
    if (lowbit_dequantize(m, idx, 0, -1, LOWBIT_FORMAT_F32, w, n * sizeof *w) != LOWBIT_OK) {
        fprintf(stderr, "dequantize %s: %s\n", info->name, lowbit_last_error());
        free(w);
        return NULL;
    }
    return w;
}

/* The float64 dot of row r with x, and Σ|w·x| (the scale of the error bound). */
static double dot64(const float *w, const float *x, int64_t cols, double *absum) {
    double s = 0, a = 0;
    for (int64_t c = 0; c < cols; c++) {
        double p = (double)w[c] * (double)x[c];
        s += p;
        a += fabs(p);
    }
    *absum = a;
    return s;
}

/* |got − want| ≤ 1e-5 · Σ|w·x| (plus a subnormal-sized absolute slack) */
static int within(double got, double want, double absum) {
    return fabs(got - want) <= 1e-5 * absum + 1e-35;
}

static double silu(double g) { return g / (1.0 + exp(-g)); }

/* The largest error of a device's products per format, relative to Σ|w·x| (gate·up: to its
 * bound), and relative to Σ|w·x| against the CPU device's results. */
typedef struct {
    char format[48];
    int tensors;
    double gemv, gemm, gate_up, vs_cpu;
} format_report;
static format_report reports[160];
static int n_reports;

static format_report *report_for(const char *format) {
    for (int i = 0; i < n_reports; i++)
        if (strcmp(reports[i].format, format) == 0) return &reports[i];
    if (n_reports == (int)(sizeof reports / sizeof reports[0])) return NULL;
    format_report *r = &reports[n_reports++];
    memset(r, 0, sizeof *r);
    snprintf(r->format, sizeof r->format, "%s", format);
    return r;
}

static double maxd(double a, double b) { return a > b ? a : b; }
static double rel_err(double got, double want, double absum) {
    double e = fabs(got - want);
    return absum > 0 ? e / absum : (e > 0 ? INFINITY : 0);
}

/* Every product on tensor idx (and gate+up with tensor up_idx) against the float64 reference. */
static void check_tensor(lowbit_device *dev, lowbit_model *m, int64_t idx, int64_t up_idx) {
    lowbit_tensor_info info, up_info;
    if (tensor_info(m, idx, &info) != LOWBIT_OK || tensor_info(m, up_idx, &up_info) != LOWBIT_OK) {
        EXPECT(0, "tensor_info: %s", lowbit_last_error());
        return;
    }
    const int64_t rows = info.rows, cols = info.cols;
    float *w = dequant_all(m, idx, &info);
    float *wu = dequant_all(m, up_idx, &up_info);
    float *x = malloc(8 * cols * sizeof *x);
    float *y = malloc((8 * rows + 1) * sizeof *y);
    /* another device than the CPU: its results are compared with the CPU device's too */
    const int vs_cpu = dev != g_cpu;
    float *yc = malloc((8 * rows + 1) * sizeof *yc);
    double e_gemv = 0, e_gemm = 0, e_gate_up = 0, e_cpu = 0;
    int bad_cpu = 0;
    if (!w || !wu || !x || !y || !yc) {
        EXPECT(0, "%s: setup failed", info.name);
        goto done;
    }
    fill_x(x, 8 * cols);

    /* GEMV */
    y[rows] = 12345.0f; /* past the result: must stay */
    EXPECT_OK(lowbit_gemv(dev, m, idx, x, cols, y, rows + 1));
    if (vs_cpu) EXPECT_OK(lowbit_gemv(g_cpu, m, idx, x, cols, yc, rows));
    int bad = 0;
    for (int64_t r = 0; r < rows; r++) {
        double a, ref = dot64(w + r * cols, x, cols, &a);
        e_gemv = maxd(e_gemv, rel_err(y[r], ref, a));
        if (vs_cpu) {
            e_cpu = maxd(e_cpu, rel_err(y[r], yc[r], a));
            if (fabs((double)y[r] - yc[r]) > 2e-5 * a + 2e-35) bad_cpu++;
        }
        if (!within(y[r], ref, a)) {
            if (bad++ < 3) EXPECT(0, "%s %s gemv row %lld: %.9g, want %.9g (Σ|w·x| %.6g)", info.name, info.format_name,
                                  (long long)r, y[r], ref, a);
        }
    }
    EXPECT(bad == 0, "%s %s: gemv: %d rows outside 1e-5·Σ|w·x|", info.name, info.format_name, bad);
    EXPECT(y[rows] == 12345.0f, "%s: gemv wrote past rows", info.name);

    /* GEMM, every n */
    for (int n = 1; n <= 8; n++) {
        EXPECT_OK(lowbit_gemm(dev, m, idx, n, x, (size_t)(n * cols), y, (size_t)(n * rows)));
        if (vs_cpu) EXPECT_OK(lowbit_gemm(g_cpu, m, idx, n, x, (size_t)(n * cols), yc, (size_t)(n * rows)));
        bad = 0;
        for (int v = 0; v < n; v++)
            for (int64_t r = 0; r < rows; r++) {
                double a, ref = dot64(w + r * cols, x + v * cols, cols, &a);
                float got = y[v * rows + r];
                e_gemm = maxd(e_gemm, rel_err(got, ref, a));
                if (vs_cpu) {
                    e_cpu = maxd(e_cpu, rel_err(got, yc[v * rows + r], a));
                    if (fabs((double)got - yc[v * rows + r]) > 2e-5 * a + 2e-35) bad_cpu++;
                }
                if (!within(got, ref, a)) bad++;
            }
        EXPECT(bad == 0, "%s %s: gemm n=%d: %d values outside 1e-5·Σ|w·x|", info.name, info.format_name, n, bad);
    }

    /* gate + up + SiLU */
    if (up_info.rows == rows && up_info.cols == cols) {
        EXPECT_OK(lowbit_gemv_gate_up_silu(dev, m, idx, up_idx, x, cols, y, rows));
        if (vs_cpu) EXPECT_OK(lowbit_gemv_gate_up_silu(g_cpu, m, idx, up_idx, x, cols, yc, rows));
        bad = 0;
        for (int64_t r = 0; r < rows; r++) {
            double ag, au;
            double g = dot64(w + r * cols, x, cols, &ag), u = dot64(wu + r * cols, x, cols, &au);
            double eg = 1e-5 * ag, eu = 1e-5 * au, s = silu(g);
            /* silu' ≤ 1.1: the gate's error times |u|, plus the up's error times |silu(g)| */
            double tol = 1.1 * eg * (fabs(u) + eu) + (fabs(s) + 1.1 * eg) * eu + 2.4e-7 * fabs(s * u) + 1e-30;
            /* relative to the bound at 1e-5: a value of 1e-5 means "at the bound" */
            e_gate_up = maxd(e_gate_up, fabs(y[r] - s * u) / tol * 1e-5);
            if (vs_cpu && fabs((double)y[r] - yc[r]) > 2 * tol) bad_cpu++;
            if (fabs(y[r] - s * u) > tol) {
                if (bad++ < 3) EXPECT(0, "%s gate_up row %lld: %.9g, want %.9g (tol %.3g)", info.name, (long long)r, y[r], s * u, tol);
            }
        }
        EXPECT(bad == 0, "%s %s + %s: gate_up_silu: %d rows outside the bound", info.name, info.format_name,
               up_info.format_name, bad);
    }

    EXPECT(bad_cpu == 0, "%s %s: %d values differ from the CPU device's by more than 2e-5·Σ|w·x|", info.name,
           info.format_name, bad_cpu);
    if (vs_cpu) {
        format_report *rep = report_for(info.format_name);
        if (rep) {
            rep->tensors++;
            rep->gemv = maxd(rep->gemv, e_gemv);
            rep->gemm = maxd(rep->gemm, e_gemm);
            rep->gate_up = maxd(rep->gate_up, e_gate_up);
            rep->vs_cpu = maxd(rep->vs_cpu, e_cpu);
        }
    }

    /* get_rows: bit-exact with dequantize */
    int64_t ids[5] = {rows - 1, 0, rows / 2, rows - 1, rows > 1 ? 1 : 0};
    float *dst = malloc(5 * cols * sizeof *dst);
    EXPECT_OK(lowbit_get_rows(dev, m, idx, ids, 5, dst, (size_t)(5 * cols)));
    for (int i = 0; i < 5; i++)
        EXPECT(memcmp(dst + i * cols, w + ids[i] * cols, cols * sizeof *dst) == 0, "%s: get_rows id %lld differs from dequantize",
               info.name, (long long)ids[i]);
    EXPECT_OK(lowbit_get_rows(dev, m, idx, NULL, 0, NULL, 0)); /* no ids: nothing to do */
    free(dst);
done:
    free(w);
    free(wu);
    free(x);
    free(y);
    free(yc);
}

/* ---- a model with every format lowbit can quantize ------------------------------------------- */

#define W_ROWS 37 /* odd: the kernels' row groups have a tail */

static float *weights(int64_t rows, int64_t cols) {
    float *v = malloc((size_t)(rows * cols) * sizeof *v);
    for (int64_t r = 0; r < rows; r++)
        for (int64_t c = 0; c < cols; c++)
            v[r * cols + c] = 0.5f * sinf(0.37f * (float)c + (float)r) + 0.25f * urand() + (c % 97 == 0 ? 3.0f : 0.0f);
    return v;
}

static int add_quantized(lowbit_gguf_writer *w, const char *name, int32_t fmt, int64_t rows, int64_t cols, int need_imatrix) {
    float *src = weights(rows, cols);
    float *im = NULL;
    if (need_imatrix) {
        im = malloc((size_t)cols * sizeof *im);
        for (int64_t c = 0; c < cols; c++) im[c] = 0.1f + (float)(c % 13);
    }
    size_t bytes = 0;
    int ok = lowbit_quantized_size(fmt, rows, cols, &bytes) == LOWBIT_OK;
    void *dst = malloc(bytes ? bytes : 1);
    int64_t dims[2] = {rows, cols};
    ok = ok && lowbit_quantize(fmt, src, LOWBIT_FORMAT_F32, rows, cols, im, dst, bytes) == LOWBIT_OK &&
         lowbit_gguf_writer_add_tensor(w, name, fmt, 2, dims, dst, bytes) == LOWBIT_OK;
    if (!ok) fprintf(stderr, "writing %s: %s\n", name, lowbit_last_error());
    free(src);
    free(im);
    free(dst);
    return ok;
}

/* Writes path with one tensor per quantizable format ("q.<NAME>", W_ROWS rows), a large Q4_K
 * tensor ("big", split across threads), an I32 tensor and an odd-shaped F32 one. */
static int write_model(const char *path, int *n_formats) {
    lowbit_gguf_writer *w = NULL;
    if (lowbit_gguf_writer_new(&w) != LOWBIT_OK) return 0;
    int ok = 1;
    size_t count = 0;
    lowbit_format_list(NULL, 0, &count);
    int32_t *ids = malloc(count * sizeof *ids);
    lowbit_format_list(ids, count, &count);
    *n_formats = 0;
    for (size_t i = 0; i < count && ok; i++) {
        lowbit_format_info fi = {.size = sizeof fi};
        if (lowbit_format_info_get(ids[i], &fi) != LOWBIT_OK) continue;
        if (!(fi.flags & LOWBIT_FORMAT_CAN_QUANTIZE) || !(fi.flags & LOWBIT_FORMAT_CAN_DEQUANTIZE)) continue;
        int64_t be = fi.block_elems > 0 ? fi.block_elems : 1, cols = be * ((512 + be - 1) / be);
        char name[64];
        snprintf(name, sizeof name, "q.%s", fi.name);
        ok = add_quantized(w, name, fi.id, W_ROWS, cols, (fi.flags & LOWBIT_FORMAT_NEEDS_IMATRIX) != 0);
        (*n_formats)++;
    }
    free(ids);
    ok = ok && add_quantized(w, "big", LOWBIT_FORMAT_Q4_K, 300, 4096, 0);
    int32_t ints[6] = {1, 2, 3, 4, 5, 6};
    int64_t d2[2] = {2, 3}, d3[2] = {3, 64};
    float odd[3 * 64];
    for (int i = 0; i < 3 * 64; i++) odd[i] = urand();
    ok = ok && lowbit_gguf_writer_add_tensor(w, "ints", LOWBIT_FORMAT_I32, 2, d2, ints, sizeof ints) == LOWBIT_OK;
    ok = ok && lowbit_gguf_writer_add_tensor(w, "odd", LOWBIT_FORMAT_F32, 2, d3, odd, sizeof odd) == LOWBIT_OK;
    ok = ok && lowbit_gguf_writer_write(w, path) == LOWBIT_OK;
    if (!ok) fprintf(stderr, "write_model: %s\n", lowbit_last_error());
    lowbit_gguf_writer_free(w);
    return ok;
}

/* ---- concurrency ------------------------------------------------------------------------------ */

typedef struct {
    lowbit_device *dev;
    lowbit_model *model;
    int64_t index;
    const float *x;
    const float *want_gemv, *want_gemm;
    int64_t rows, cols;
    int ok;
    int toggler;
    int32_t own_kind;  /* the kind of the private devices (the shared one's) */
    int own_every;     /* a private device every own_every-th repetition */
} job;

static void *worker(void *arg) {
    job *j = arg;
    float *y = malloc((size_t)(4 * j->rows) * sizeof *y);
    j->ok = 1;
    for (int rep = 0; rep < 40; rep++) {
        if (j->toggler) lowbit_device_set_threads(j->dev, rep % 3); /* 0 (default), 1, 2 */
        if (lowbit_gemv(j->dev, j->model, j->index, j->x, (size_t)j->cols, y, (size_t)j->rows) != LOWBIT_OK ||
            memcmp(y, j->want_gemv, (size_t)j->rows * sizeof *y) != 0)
            j->ok = 0;
        if (lowbit_gemm(j->dev, j->model, j->index, 4, j->x, (size_t)(4 * j->cols), y, (size_t)(4 * j->rows)) != LOWBIT_OK ||
            memcmp(y, j->want_gemm, (size_t)(4 * j->rows) * sizeof *y) != 0)
            j->ok = 0;
        /* a private device, opened and freed while the shared one works */
        if (rep % j->own_every != 0) continue;
        lowbit_device *own = NULL;
        if (lowbit_device_open(j->own_kind, 0, &own) != LOWBIT_OK ||
            lowbit_gemv(own, j->model, j->index, j->x, (size_t)j->cols, y, (size_t)j->rows) != LOWBIT_OK ||
            memcmp(y, j->want_gemv, (size_t)j->rows * sizeof *y) != 0 || lowbit_device_free(own) != LOWBIT_OK)
            j->ok = 0;
    }
    free(y);
    return NULL;
}

static void test_concurrency(lowbit_device *dev, int32_t kind, lowbit_model *m, int64_t idx) {
    lowbit_tensor_info info;
    if (tensor_info(m, idx, &info) != LOWBIT_OK) {
        EXPECT(0, "tensor_info: %s", lowbit_last_error());
        return;
    }
    int64_t rows = info.rows, cols = info.cols;
    float *x = malloc((size_t)(4 * cols) * sizeof *x);
    float *g1 = malloc((size_t)rows * sizeof *g1), *g4 = malloc((size_t)(4 * rows) * sizeof *g4);
    fill_x(x, (size_t)(4 * cols));
    EXPECT_OK(lowbit_device_set_threads(dev, 1));
    EXPECT_OK(lowbit_gemv(dev, m, idx, x, (size_t)cols, g1, (size_t)rows));
    EXPECT_OK(lowbit_gemm(dev, m, idx, 4, x, (size_t)(4 * cols), g4, (size_t)(4 * rows)));
    EXPECT_OK(lowbit_device_set_threads(dev, 0));
    enum { T = 8 };
    pthread_t th[T];
    job jobs[T];
    for (int i = 0; i < T; i++) {
        jobs[i] = (job){dev, m, idx, x, g1, g4, rows, cols, 0, i == 0, kind, kind == LOWBIT_DEVICE_CPU ? 1 : 8};
        pthread_create(&th[i], NULL, worker, &jobs[i]);
    }
    for (int i = 0; i < T; i++) {
        pthread_join(th[i], NULL);
        EXPECT(jobs[i].ok, "thread %d: results differ from the single-threaded ones (or a call failed)", i);
    }
    EXPECT_OK(lowbit_device_set_threads(dev, 0));
    free(x);
    free(g1);
    free(g4);
}

/* ---- misuse ----------------------------------------------------------------------------------- */

static void test_devices(void) {
    lowbit_device *d = (lowbit_device *)0x1;
    /* LOWBIT_DEVICE_CUDA: test_cuda */
    EXPECT_ERR(lowbit_device_open(LOWBIT_DEVICE_METAL, 0, &d), LOWBIT_ERR_UNSUPPORTED, "Metal devices are not available yet");
    EXPECT_ERR(lowbit_device_open(99, 0, &d), LOWBIT_ERR_INVALID_ARGUMENT, "device kind 99");
    EXPECT_ERR(lowbit_device_open(-1, 0, &d), LOWBIT_ERR_INVALID_ARGUMENT, "device kind -1");
    EXPECT_ERR(lowbit_device_open(LOWBIT_DEVICE_CPU, 1, &d), LOWBIT_ERR_OUT_OF_RANGE, "CPU device index 1");
    EXPECT_ERR(lowbit_device_open(LOWBIT_DEVICE_CPU, 0, NULL), LOWBIT_ERR_INVALID_ARGUMENT, "out is NULL");
    EXPECT(d == (lowbit_device *)0x1, "a failed lowbit_device_open wrote *out");
    EXPECT_OK(lowbit_device_free(NULL));
    EXPECT_ERR(lowbit_device_set_threads(NULL, 2), LOWBIT_ERR_INVALID_HANDLE, "device handle is NULL");
    lowbit_device *a = NULL;
    EXPECT_OK(lowbit_device_open(LOWBIT_DEVICE_CPU, 0, &a));
    EXPECT(a != NULL, "no device");
    EXPECT_OK(lowbit_device_set_threads(a, 3));
    EXPECT_OK(lowbit_device_set_threads(a, 0));
    EXPECT_OK(lowbit_device_free(a));
    EXPECT_ERR(lowbit_device_free(a), LOWBIT_ERR_INVALID_HANDLE, "device handle");
    EXPECT_ERR(lowbit_device_set_threads(a, 1), LOWBIT_ERR_INVALID_HANDLE, "already freed");
}

static void test_misuse(lowbit_device *dev, lowbit_model *m, const char *path, lowbit_model *written) {
    /* demo.Q4_0: 64 rows of 256 */
    int64_t idx = -1;
    EXPECT_OK(lowbit_model_find_tensor(m, "demo.Q4_0", &idx));
    enum { ROWS = 64, COLS = 256 };
    static float x[9 * COLS], y[9 * ROWS + 1];
    fill_x(x, 9 * COLS);

    /* device handles: NULL, freed, forged, another kind of handle */
    EXPECT_ERR(lowbit_gemv(NULL, m, idx, x, COLS, y, ROWS), LOWBIT_ERR_INVALID_HANDLE, "device handle is NULL");
    lowbit_device *freed = NULL;
    EXPECT_OK(lowbit_device_open(LOWBIT_DEVICE_CPU, 0, &freed));
    EXPECT_OK(lowbit_device_free(freed));
    EXPECT_ERR(lowbit_gemv(freed, m, idx, x, COLS, y, ROWS), LOWBIT_ERR_INVALID_HANDLE, "invalid");
    EXPECT_ERR(lowbit_gemm(freed, m, idx, 2, x, 2 * COLS, y, 2 * ROWS), LOWBIT_ERR_INVALID_HANDLE, "device handle");
    EXPECT_ERR(lowbit_gemv((lowbit_device *)(uintptr_t)0x1230, m, idx, x, COLS, y, ROWS), LOWBIT_ERR_INVALID_HANDLE, "device handle");
    EXPECT_ERR(lowbit_gemv((lowbit_device *)m, m, idx, x, COLS, y, ROWS), LOWBIT_ERR_INVALID_HANDLE, "device handle");
    EXPECT_ERR(lowbit_get_rows((lowbit_device *)m, m, idx, NULL, 0, NULL, 0), LOWBIT_ERR_INVALID_HANDLE, "device handle");

    /* model handles */
    EXPECT_ERR(lowbit_gemv(dev, NULL, idx, x, COLS, y, ROWS), LOWBIT_ERR_INVALID_HANDLE, "model handle is NULL");
    lowbit_model *gone = NULL;
    EXPECT_OK(lowbit_model_open(path, NULL, &gone));
    EXPECT_OK(lowbit_model_free(gone));
    EXPECT_ERR(lowbit_gemv(dev, gone, idx, x, COLS, y, ROWS), LOWBIT_ERR_INVALID_HANDLE, "model handle");
    EXPECT_ERR(lowbit_gemv_gate_up_silu(dev, gone, idx, idx, x, COLS, y, ROWS), LOWBIT_ERR_INVALID_HANDLE, "model handle");
    EXPECT_ERR(lowbit_get_rows(dev, gone, idx, NULL, 0, NULL, 0), LOWBIT_ERR_INVALID_HANDLE, "model handle");
    EXPECT_ERR(lowbit_gemv(dev, (lowbit_model *)dev, idx, x, COLS, y, ROWS), LOWBIT_ERR_INVALID_HANDLE, "model handle");

    /* tensor indices */
    EXPECT_ERR(lowbit_gemv(dev, m, -1, x, COLS, y, ROWS), LOWBIT_ERR_OUT_OF_RANGE, "tensor index -1");
    EXPECT_ERR(lowbit_gemv(dev, m, 1000, x, COLS, y, ROWS), LOWBIT_ERR_OUT_OF_RANGE, "tensor index 1000");
    EXPECT_ERR(lowbit_gemv_gate_up_silu(dev, m, idx, 1000, x, COLS, y, ROWS), LOWBIT_ERR_OUT_OF_RANGE, "tensor index 1000");

    /* lengths: a failed call leaves y alone */
    for (int i = 0; i < ROWS; i++) y[i] = -7.0f;
    EXPECT_ERR(lowbit_gemv(dev, m, idx, x, COLS - 1, y, ROWS), LOWBIT_ERR_INVALID_ARGUMENT, "x_len is 255, want the tensor's row length 256");
    EXPECT_ERR(lowbit_gemv(dev, m, idx, x, COLS + 1, y, ROWS), LOWBIT_ERR_INVALID_ARGUMENT, "demo.Q4_0");
    EXPECT_ERR(lowbit_gemv(dev, m, idx, x, COLS, y, ROWS - 1), LOWBIT_ERR_BUFFER_TOO_SMALL, "y_len is 63, the result has 64 values");
    EXPECT_ERR(lowbit_gemv(dev, m, idx, x, COLS, y, 0), LOWBIT_ERR_BUFFER_TOO_SMALL, "tensor \"demo.Q4_0\"");
    EXPECT_ERR(lowbit_gemv(dev, m, idx, NULL, COLS, y, ROWS), LOWBIT_ERR_INVALID_ARGUMENT, "x is NULL");
    EXPECT_ERR(lowbit_gemv(dev, m, idx, x, COLS, NULL, ROWS), LOWBIT_ERR_INVALID_ARGUMENT, "y is NULL");
    EXPECT_ERR(lowbit_gemv(dev, m, idx, x, (size_t)-1, y, ROWS), LOWBIT_ERR_INVALID_ARGUMENT, "x_len");
    int untouched = 1;
    for (int i = 0; i < ROWS; i++) untouched &= y[i] == -7.0f;
    EXPECT(untouched, "a failed lowbit_gemv wrote to y");
    EXPECT_OK(lowbit_gemv(dev, m, idx, x, COLS, y, (size_t)-1)); /* a capacity beyond the result is fine */

    /* GEMM's n */
    EXPECT_ERR(lowbit_gemm(dev, m, idx, 9, x, 9 * COLS, y, 9 * ROWS), LOWBIT_ERR_INVALID_ARGUMENT, "n is 9; it takes 1 to 8");
    EXPECT_ERR(lowbit_gemm(dev, m, idx, 0, x, 0, y, 0), LOWBIT_ERR_INVALID_ARGUMENT, "n is 0");
    EXPECT_ERR(lowbit_gemm(dev, m, idx, -3, x, COLS, y, ROWS), LOWBIT_ERR_INVALID_ARGUMENT, "n is -3");
    EXPECT_ERR(lowbit_gemm(dev, m, idx, 3, x, 2 * COLS, y, 3 * ROWS), LOWBIT_ERR_INVALID_ARGUMENT, "x_len is 512, want n × cols = 3 × 256 = 768");
    EXPECT_ERR(lowbit_gemm(dev, m, idx, 3, x, 3 * COLS, y, 3 * ROWS - 1), LOWBIT_ERR_BUFFER_TOO_SMALL, "n × rows = 3 × 64 = 192");

    /* gate + up */
    EXPECT_ERR(lowbit_gemv_gate_up_silu(dev, m, idx, idx, x, COLS - 1, y, ROWS), LOWBIT_ERR_INVALID_ARGUMENT, "x_len is 255");
    EXPECT_ERR(lowbit_gemv_gate_up_silu(dev, m, idx, idx, x, COLS, y, 10), LOWBIT_ERR_BUFFER_TOO_SMALL, "y_len is 10");

    /* get_rows */
    int64_t ids[3] = {0, ROWS, 1};
    static float rowsbuf[3 * COLS];
    EXPECT_ERR(lowbit_get_rows(dev, m, idx, ids, 3, rowsbuf, 3 * COLS - 1), LOWBIT_ERR_BUFFER_TOO_SMALL,
               "dst_len is 767, 3 rows of 256 need 768");
    rowsbuf[0] = -9.0f;
    EXPECT_ERR(lowbit_get_rows(dev, m, idx, ids, 3, rowsbuf, 3 * COLS), LOWBIT_ERR_OUT_OF_RANGE, "id 64 (index 1)");
    EXPECT(rowsbuf[0] == -9.0f, "a failed lowbit_get_rows wrote to dst");
    ids[1] = -1;
    EXPECT_ERR(lowbit_get_rows(dev, m, idx, ids, 3, rowsbuf, 3 * COLS), LOWBIT_ERR_OUT_OF_RANGE, "id -1");
    EXPECT_ERR(lowbit_get_rows(dev, m, idx, NULL, 3, rowsbuf, 3 * COLS), LOWBIT_ERR_INVALID_ARGUMENT, "ids is NULL");
    ids[1] = 2;
    EXPECT_ERR(lowbit_get_rows(dev, m, idx, ids, 3, NULL, 3 * COLS), LOWBIT_ERR_INVALID_ARGUMENT, "dst is NULL");
    EXPECT_ERR(lowbit_get_rows(dev, m, idx, ids, (size_t)-1, rowsbuf, 3 * COLS), LOWBIT_ERR_INVALID_ARGUMENT, "n_ids");

    if (!written) return;
    int64_t ints = -1, odd = -1, q8 = -1;
    EXPECT_OK(lowbit_model_find_tensor(written, "ints", &ints));
    EXPECT_OK(lowbit_model_find_tensor(written, "odd", &odd));
    EXPECT_OK(lowbit_model_find_tensor(written, "q.Q8_0", &q8));
    /* integer element types multiply as the floats lowbit_dequantize gives: [[1 2 3] [4 5 6]] */
    float xi[3] = {0.5f, -2.0f, 4.0f}, yi[2] = {0, 0};
    EXPECT_OK(lowbit_gemv(dev, written, ints, xi, 3, yi, 2));
    EXPECT(yi[0] == 8.5f && yi[1] == 16.0f, "I32 gemv: [%g %g], want [8.5 16]", yi[0], yi[1]);
    /* gate and up of different shapes */
    EXPECT_ERR(lowbit_gemv_gate_up_silu(dev, written, q8, odd, x, 512, y, W_ROWS), LOWBIT_ERR_INVALID_ARGUMENT,
               "must have the same rows and columns");
}

/* An element type the engine cannot multiply (C64, stored in a safetensors file): refused. */
static void test_unsupported_format(lowbit_device *dev, const char *tmp) {
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/gemv-c64", tmp);
    lowbit_hf_writer *hw = NULL;
    float c[2 * 4 * 2] = {0};
    int64_t dims[2] = {2, 4};
    EXPECT_OK(lowbit_hf_writer_new(&hw));
    EXPECT_OK(lowbit_hf_writer_add_tensor(hw, "c", LOWBIT_FORMAT_C64, 2, dims, c, sizeof c));
    EXPECT_OK(lowbit_hf_writer_write(hw, dir));
    EXPECT_OK(lowbit_hf_writer_free(hw));
    lowbit_model *m = NULL;
    if (lowbit_model_open(dir, NULL, &m) != LOWBIT_OK) {
        EXPECT(0, "open %s: %s", dir, lowbit_last_error());
        return;
    }
    int64_t idx = -1;
    EXPECT_OK(lowbit_model_find_tensor(m, "c", &idx));
    float x[4] = {1, 2, 3, 4}, y[2] = {-1, -1};
    int64_t ids[1] = {0};
    EXPECT_ERR(lowbit_gemv(dev, m, idx, x, 4, y, 2), LOWBIT_ERR_UNSUPPORTED, "C64");
    EXPECT_ERR(lowbit_gemm(dev, m, idx, 1, x, 4, y, 2), LOWBIT_ERR_UNSUPPORTED, "C64");
    EXPECT_ERR(lowbit_get_rows(dev, m, idx, ids, 1, x, 4), LOWBIT_ERR_UNSUPPORTED, "C64");
    EXPECT(y[0] == -1 && y[1] == -1, "a refused lowbit_gemv wrote to y");
    EXPECT_OK(lowbit_model_free(m));
}

/* ---- CUDA ------------------------------------------------------------------------------------- */

/* Whether the written model's format runs on CUDA here (LOWBIT_CUDA_TEST_FORMATS, default all). */
static int cuda_format_selected(const char *format) {
    const char *sel = getenv("LOWBIT_CUDA_TEST_FORMATS");
    if (!sel || !*sel) return 1;
    size_t n = strlen(format);
    for (const char *p = sel; *p;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len == n && strncmp(p, format, n) == 0) return 1;
        p += len + (end ? 1 : 0);
    }
    return 0;
}

static void test_q8_activations(lowbit_model *w, int32_t kind, const char *label);

/* Everything again on CUDA device 0 when there is one; else the clean refusal. */
static void test_cuda(lowbit_model *m, lowbit_model *w, const char *path, const char *tmp) {
    const char *req = getenv("LOWBIT_REQUIRE_GPU");
    const int require = req && strcmp(req, "1") == 0;
    lowbit_device *gpu = (lowbit_device *)0x1;
    int st = lowbit_device_open(LOWBIT_DEVICE_CUDA, 0, &gpu);
    if (st != LOWBIT_OK) {
        char why[1024];
        snprintf(why, sizeof why, "%s", lowbit_last_error());
        EXPECT(st == LOWBIT_ERR_UNSUPPORTED && strncmp(why, "CUDA not available", 18) == 0,
               "lowbit_device_open(CUDA): %s \"%s\", want LOWBIT_ERR_UNSUPPORTED \"CUDA not available: …\"",
               lowbit_status_string(st), why);
        EXPECT(gpu == (lowbit_device *)0x1, "a failed lowbit_device_open(CUDA) wrote *out");
        EXPECT_ERR(lowbit_device_open(LOWBIT_DEVICE_CUDA, 3, &gpu), LOWBIT_ERR_UNSUPPORTED, "CUDA not available");
        EXPECT_ERR(lowbit_device_open(LOWBIT_DEVICE_CUDA, 0, NULL), LOWBIT_ERR_INVALID_ARGUMENT, "out is NULL");
        if (require)
            EXPECT(0, "LOWBIT_REQUIRE_GPU=1, but %s", why);
        else
            printf("test_gemv: SKIPPED the CUDA comparisons (no CUDA device): %s\n", why);
        return;
    }
    printf("test_gemv: CUDA device 0 open: every product again on it, compared with the CPU device\n");
    lowbit_device *bad = (lowbit_device *)0x1;
    EXPECT_ERR(lowbit_device_open(LOWBIT_DEVICE_CUDA, 4096, &bad), LOWBIT_ERR_OUT_OF_RANGE, "CUDA device 4096: there are");
    EXPECT_ERR(lowbit_device_open(LOWBIT_DEVICE_CUDA, -1, &bad), LOWBIT_ERR_OUT_OF_RANGE, "CUDA device -1");
    EXPECT(bad == (lowbit_device *)0x1, "a failed lowbit_device_open(CUDA) wrote *out");
    EXPECT_OK(lowbit_device_set_threads(gpu, 3)); /* accepted and ignored */
    EXPECT_OK(lowbit_device_set_threads(gpu, 0));

    int64_t count = 0;
    EXPECT_OK(lowbit_model_tensor_count(m, &count));
    for (int64_t i = 0; i < count; i++) check_tensor(gpu, m, i, (i + 1) % count);
    if (w) {
        int64_t wc = 0, prev = -1;
        EXPECT_OK(lowbit_model_tensor_count(w, &wc));
        for (int64_t i = 0; i < wc; i++) {
            lowbit_tensor_info info;
            if (tensor_info(w, i, &info) != LOWBIT_OK || strncmp(info.name, "q.", 2) != 0) continue;
            if (!cuda_format_selected(info.format_name)) continue;
            check_tensor(gpu, w, i, prev >= 0 ? prev : i);
            prev = i;
        }
        int64_t big = -1;
        EXPECT_OK(lowbit_model_find_tensor(w, "big", &big));
        if (cuda_format_selected("Q4_K")) {
            check_tensor(gpu, w, big, big);
            test_concurrency(gpu, LOWBIT_DEVICE_CUDA, w, big);
        }
    }
    if (w) test_q8_activations(w, LOWBIT_DEVICE_CUDA, "CUDA");
    test_misuse(gpu, m, path, cuda_format_selected("Q8_0") && cuda_format_selected("I32") ? w : NULL);
    test_unsupported_format(gpu, tmp);

    /* Models freed while the device holds their uploads, devices freed while models live: each
     * upload released with the model or the device (no leak, no use of an unmapped file). */
    int64_t q4 = -1;
    EXPECT_OK(lowbit_model_find_tensor(m, "demo.Q4_0", &q4));
    float x[256], want[64], y[64];
    fill_x(x, 256);
    EXPECT_OK(lowbit_gemv(gpu, m, q4, x, 256, want, 64));
    for (int rep = 0; rep < 6; rep++) {
        lowbit_model *mm = NULL;
        EXPECT_OK(lowbit_model_open(path, NULL, &mm));
        EXPECT_OK(lowbit_gemv(gpu, mm, q4, x, 256, y, 64)); /* uploaded for this handle */
        EXPECT(memcmp(y, want, sizeof y) == 0, "rep %d: another handle of the model computes other values", rep);
        EXPECT_OK(lowbit_model_free(mm));
        EXPECT_ERR(lowbit_gemv(gpu, mm, q4, x, 256, y, 64), LOWBIT_ERR_INVALID_HANDLE, "model handle");
        lowbit_device *g2 = NULL;
        EXPECT_OK(lowbit_device_open(LOWBIT_DEVICE_CUDA, 0, &g2));
        EXPECT_OK(lowbit_gemv(g2, m, q4, x, 256, y, 64));
        EXPECT(memcmp(y, want, sizeof y) == 0, "rep %d: a second CUDA device computes other values", rep);
        EXPECT_OK(lowbit_device_free(g2));
        EXPECT_ERR(lowbit_gemv(g2, m, q4, x, 256, y, 64), LOWBIT_ERR_INVALID_HANDLE, "device handle");
        EXPECT_OK(lowbit_gemv(gpu, m, q4, x, 256, y, 64));
        EXPECT(memcmp(y, want, sizeof y) == 0, "rep %d: the cached upload computes other values", rep);
    }

    printf("test_gemv: CUDA, largest error per format (relative to Σ|w·x|; gate·up scaled to its bound, 1e-5 = at it)\n");
    printf("  %-20s %7s %10s %10s %10s %10s\n", "format", "tensors", "gemv", "gemm", "gate_up", "vs CPU");
    for (int i = 0; i < n_reports; i++)
        printf("  %-20s %7d %10.3g %10.3g %10.3g %10.3g\n", reports[i].format, reports[i].tensors, reports[i].gemv,
               reports[i].gemm, reports[i].gate_up, reports[i].vs_cpu);
    EXPECT(n_reports >= 8, "only %d formats ran on CUDA", n_reports);
    EXPECT_OK(lowbit_device_free(gpu));
}

/* fp16 bits → float (exact), for the Q8_0 scales below. */
static float half_to_float(uint16_t h) {
    const uint32_t sign = (uint32_t)(h >> 15) << 31, exp = (h >> 10) & 0x1f, man = h & 0x3ff;
    float v;
    if (exp == 0) v = ldexpf((float)man, -24);
    else if (exp == 31) v = man ? NAN : INFINITY;
    else v = ldexpf((float)(man | 0x400), (int)exp - 25);
    return sign ? -v : v;
}

/* LOWBIT_ACTIVATIONS_Q8: every product of every format in w with x̂ (x rounded to Q8_0 by
 * lowbit_quantize) within the documented bound, the mode's errors, and that the default stays
 * exact; on a device of the given kind (its device 0). */
static void test_q8_activations(lowbit_model *w, int32_t kind, const char *label) {
    lowbit_device *dev = NULL;
    EXPECT_OK(lowbit_device_open(kind, 0, &dev));
    EXPECT_ERR(lowbit_device_set_activations(dev, 7), LOWBIT_ERR_INVALID_ARGUMENT, "activation mode 7");
    EXPECT_OK(lowbit_device_set_activations(dev, LOWBIT_ACTIVATIONS_Q8));
    int64_t wc = 0;
    EXPECT_OK(lowbit_model_tensor_count(w, &wc));
    int checked = 0;
    double worst = 0, worst_vs_exact = 0;
    for (int64_t i = 0; i < wc; i++) {
        lowbit_tensor_info info;
        if (tensor_info(w, i, &info) != LOWBIT_OK || info.cols % 32 != 0 || info.rows == 0) continue;
        const int64_t rows = info.rows, cols = info.cols;
        float *wt = dequant_all(w, i, &info);
        float *x = malloc(cols * sizeof *x), *xh = malloc(cols * sizeof *xh);
        float *y = malloc(rows * sizeof *y), *yn = malloc(2 * rows * sizeof *yn);
        unsigned char *q = malloc(cols / 32 * 34);
        if (!wt || !x || !xh || !y || !yn || !q) {
            EXPECT(0, "%s: setup failed", info.name);
        } else {
            fill_x(x, cols);
            EXPECT_OK(lowbit_quantize(LOWBIT_FORMAT_Q8_0, x, LOWBIT_FORMAT_F32, 1, cols, NULL, q, cols / 32 * 34));
            for (int64_t b = 0; b < cols / 32; b++) {
                const float d = half_to_float((uint16_t)(q[b * 34] | q[b * 34 + 1] << 8));
                for (int j = 0; j < 32; j++) xh[b * 32 + j] = d * (float)(signed char)q[b * 34 + 2 + j];
            }
            EXPECT_OK(lowbit_gemv(dev, w, i, x, cols, y, rows));
            int bad = 0;
            for (int64_t r = 0; r < rows; r++) {
                double a, ref = dot64(wt + r * cols, xh, cols, &a);
                const double e = rel_err(y[r], ref, a);
                worst = maxd(worst, e);
                if (!within(y[r], ref, a) && bad++ < 3)
                    EXPECT(0, "%s q8 row %lld: %g, float64 with x̂ %g", info.name, (long long)r, y[r], ref);
                double ax, exact = dot64(wt + r * cols, x, cols, &ax);
                worst_vs_exact = maxd(worst_vs_exact, rel_err(y[r], exact, ax));
            }
            /* the same through lowbit_gemm (n = 1 and 2) */
            EXPECT_OK(lowbit_gemm(dev, w, i, 1, x, cols, yn, rows));
            for (int64_t r = 0; r < rows; r++) {
                double a, ref = dot64(wt + r * cols, xh, cols, &a);
                if (!within(yn[r], ref, a) && bad++ < 3) EXPECT(0, "%s q8 gemm row %lld", info.name, (long long)r);
            }
            checked++;
            EXPECT(!bad, "%s: %d rows outside the bound with 8-bit activations", info.name, bad);
        }
        free(wt);
        free(x);
        free(xh);
        free(y);
        free(yn);
        free(q);
    }
    EXPECT(checked >= 30, "only %d tensors checked with 8-bit activations", checked);
    printf("test_gemv: 8-bit activations on the %s device: %d tensors, max error vs x̂ %.3g, vs exact x %.3g (of Σ|w·x|)\n", label, checked,
           worst, worst_vs_exact);
    /* non-finite activations are refused, naming the value */
    {
        int64_t big = -1;
        lowbit_tensor_info info;
        if (lowbit_model_find_tensor(w, "big", &big) == LOWBIT_OK && tensor_info(w, big, &info) == LOWBIT_OK) {
            float *x = calloc(info.cols, sizeof *x), *y = calloc(info.rows, sizeof *y);
            x[5] = INFINITY;
            EXPECT_ERR(lowbit_gemv(dev, w, big, x, info.cols, y, info.rows), LOWBIT_ERR_INVALID_ARGUMENT, "activation 5 is +Inf");
            free(x);
            free(y);
        }
    }
    EXPECT_OK(lowbit_device_set_activations(dev, LOWBIT_ACTIVATIONS_F32));
    EXPECT_OK(lowbit_device_free(dev));
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s demo.gguf TMPDIR\n", argv[0]);
        return 2;
    }
    const char *demo = argv[1];
    lowbit_device *dev = NULL;
    EXPECT_OK(lowbit_device_open(LOWBIT_DEVICE_CPU, 0, &dev));
    g_cpu = dev;
    lowbit_model *m = NULL;
    if (lowbit_model_open(demo, NULL, &m) != LOWBIT_OK) {
        fprintf(stderr, "open %s: %s\n", demo, lowbit_last_error());
        return 1;
    }

    /* every tensor of the demo model (F32, F16, BF16, Q8_0, Q5_1, Q5_0, Q4_1, Q4_0) */
    int64_t count = 0;
    EXPECT_OK(lowbit_model_tensor_count(m, &count));
    EXPECT(count >= 8, "demo model has %lld tensors", (long long)count);
    for (int64_t i = 0; i < count; i++) check_tensor(dev, m, i, (i + 1) % count);

    /* every quantizable format, written here */
    char path[4096];
    snprintf(path, sizeof path, "%s/gemv-formats.gguf", argv[2]);
    int n_formats = 0;
    lowbit_model *w = NULL;
    if (write_model(path, &n_formats) && lowbit_model_open(path, NULL, &w) == LOWBIT_OK) {
        int64_t wc = 0;
        EXPECT_OK(lowbit_model_tensor_count(w, &wc));
        EXPECT(n_formats >= 30, "only %d quantizable formats", n_formats);
        int64_t prev = -1;
        for (int64_t i = 0; i < wc; i++) {
            lowbit_tensor_info info;
            if (tensor_info(w, i, &info) != LOWBIT_OK || strncmp(info.name, "q.", 2) != 0) continue;
            /* gate = this format, up = the previous format (same shape only when cols agree) */
            check_tensor(dev, w, i, prev >= 0 ? prev : i);
            prev = i;
        }
        int64_t big = -1;
        EXPECT_OK(lowbit_model_find_tensor(w, "big", &big));
        check_tensor(dev, w, big, big);
        test_concurrency(dev, LOWBIT_DEVICE_CPU, w, big);
    } else {
        EXPECT(0, "writing or opening %s: %s", path, lowbit_last_error());
    }

    test_devices();
    if (w) test_q8_activations(w, LOWBIT_DEVICE_CPU, "CPU");
    test_misuse(dev, m, demo, w);
    test_unsupported_format(dev, argv[2]);
    test_cuda(m, w, demo, argv[2]);

    EXPECT_OK(lowbit_model_free(w));
    EXPECT_OK(lowbit_model_free(m));
    EXPECT_OK(lowbit_device_free(dev));
    printf("test_gemv: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
