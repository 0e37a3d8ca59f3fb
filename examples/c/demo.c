/* demo: open the demo model through the C API, list its tensors, dequantize each one and
 * compare it with the original f32 weights stored beside them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "lowbit.h"

#define CHECK(call)                                                                        \
    do {                                                                                   \
        int st_ = (call);                                                                  \
        if (st_ != LOWBIT_OK) {                                                            \
            fprintf(stderr, "%s failed: %s: %s\n", #call, lowbit_status_string(st_),       \
                    lowbit_last_error());                                                  \
            exit(1);                                                                       \
        }                                                                                  \
    } while (0)

static void shape_string(const lowbit_tensor_info *t, char *buf, size_t cap) {
    size_t n = 0;
    n += (size_t)snprintf(buf + n, cap - n, "[");
    for (int d = 0; d < t->n_dims && n < cap; d++)
        n += (size_t)snprintf(buf + n, cap - n, d ? ", %lld" : "%lld", (long long)t->dims[d]);
    if (n < cap) snprintf(buf + n, cap - n, "]");
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s demo.gguf\n", argv[0]);
        return 2;
    }
    printf("lowbit %s (ABI %d)\n", lowbit_version(), lowbit_abi_version());

    lowbit_model *model = NULL;
    CHECK(lowbit_model_open(argv[1], NULL, &model));

    const char *name = NULL, *original = NULL;
    CHECK(lowbit_meta_get_string(model, "general.name", &name, NULL));
    CHECK(lowbit_meta_get_string(model, "lowbit.demo.original", &original, NULL));
    int64_t count = 0;
    CHECK(lowbit_model_tensor_count(model, &count));
    printf("model: %s — %lld tensors\n\n", name, (long long)count);

    /* the reference: the original f32 weights */
    int64_t ref_index = 0;
    CHECK(lowbit_model_find_tensor(model, original, &ref_index));
    lowbit_tensor_info ref = {.size = sizeof ref};
    CHECK(lowbit_tensor_info_get(model, ref_index, &ref));
    size_t n = (size_t)(ref.rows * ref.cols);
    float *want = malloc(n * sizeof *want), *got = malloc(n * sizeof *got);
    CHECK(lowbit_dequantize(model, ref_index, 0, -1, LOWBIT_FORMAT_F32, want, n * sizeof *want));
    double ref_rms = 0;
    for (size_t i = 0; i < n; i++) ref_rms += (double)want[i] * want[i];
    ref_rms = sqrt(ref_rms / (double)n);

    printf("%-14s %-5s %-10s %6s %6s %9s %9s %9s  %s\n", "tensor", "fmt", "shape", "bytes", "bpw",
           "rmse", "rel rmse", "max |err|", "first values (row 0)");
    for (int64_t i = 0; i < count; i++) {
        lowbit_tensor_info t = {.size = sizeof t};
        CHECK(lowbit_tensor_info_get(model, i, &t));
        CHECK(lowbit_dequantize(model, i, 0, -1, LOWBIT_FORMAT_F32, got, n * sizeof *got));
        double se = 0, max_err = 0;
        for (size_t k = 0; k < n; k++) {
            double e = fabs((double)got[k] - want[k]);
            se += e * e;
            if (e > max_err) max_err = e;
        }
        char shape[64];
        shape_string(&t, shape, sizeof shape);
        double rmse = sqrt(se / (double)n);
        printf("%-14s %-5s %-10s %6llu %6.3f %9.2e %8.3f%% %9.2e  %+.5f %+.5f %+.5f\n", t.name,
               t.format_name, shape, (unsigned long long)t.byte_size, t.bits_per_weight, rmse,
               100 * rmse / ref_rms, max_err, got[0], got[1], got[2]);
    }
    printf("\nerrors against %s (rms %.3e); rel rmse = rmse / rms\n", original, ref_rms);

    /* a row range, the embedding-lookup case, straight into f16 */
    int64_t q4 = 0;
    CHECK(lowbit_model_find_tensor(model, "demo.Q4_0", &q4));
    uint16_t row[256];
    CHECK(lowbit_dequantize(model, q4, 5, 1, LOWBIT_FORMAT_F16, row, sizeof row));
    printf("demo.Q4_0 row 5 as f16 bits: %04x %04x %04x %04x …\n", row[0], row[1], row[2], row[3]);

    free(want);
    free(got);
    CHECK(lowbit_model_free(model));
    return 0;
}
