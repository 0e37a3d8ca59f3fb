/* quantize: quantize a float matrix with lowbit_quantize, write it to a GGUF file with the GGUF
 * writer, read it back and report the error of each format.
 * Usage: quantize OUT.gguf [FORMAT…]   (default formats: Q8_0 Q5_1 Q4_0) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lowbit.h"

#define CHECK(call)                                                                                 \
    do {                                                                                            \
        int st_ = (call);                                                                           \
        if (st_ != LOWBIT_OK) {                                                                     \
            fprintf(stderr, "%s: %s: %s\n", #call, lowbit_status_string(st_), lowbit_last_error()); \
            return 1;                                                                               \
        }                                                                                           \
    } while (0)

enum { ROWS = 64, COLS = 512 };

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s OUT.gguf [FORMAT...]\n", argv[0]);
        return 2;
    }
    const char *defaults[] = {"Q8_0", "Q5_1", "Q4_0"};
    const char **names = argc > 2 ? (const char **)argv + 2 : defaults;
    int n = argc > 2 ? argc - 2 : 3;

    /* a smooth matrix with a few outliers */
    float *w = malloc(sizeof(float) * ROWS * COLS);
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++)
            w[r * COLS + c] = 0.02f * sinf(0.05f * (float)(r * COLS + c)) + (c % 97 == 0 ? 0.3f : 0.0f);

    lowbit_gguf_writer *wr = NULL;
    CHECK(lowbit_gguf_writer_new(&wr));
    CHECK(lowbit_gguf_writer_add_string(wr, "general.architecture", "example", strlen("example")));
    uint32_t rows = ROWS;
    CHECK(lowbit_gguf_writer_add_scalar(wr, "example.rows", LOWBIT_VALUE_U32, &rows));
    int64_t dims[2] = {ROWS, COLS};
    CHECK(lowbit_gguf_writer_add_tensor(wr, "original", LOWBIT_FORMAT_F32, 2, dims, w, sizeof(float) * ROWS * COLS));
    for (int i = 0; i < n; i++) {
        int32_t id;
        size_t bytes;
        CHECK(lowbit_format_by_name(names[i], &id));
        CHECK(lowbit_quantized_size(id, ROWS, COLS, &bytes));
        void *q = malloc(bytes);
        CHECK(lowbit_quantize(id, w, LOWBIT_FORMAT_F32, ROWS, COLS, NULL, q, bytes));
        CHECK(lowbit_gguf_writer_add_tensor(wr, names[i], id, 2, dims, q, bytes));
        free(q); /* the writer keeps its own copy */
    }
    CHECK(lowbit_gguf_writer_write(wr, argv[1]));
    CHECK(lowbit_gguf_writer_free(wr));

    lowbit_model *m = NULL;
    CHECK(lowbit_model_open(argv[1], NULL, &m));
    float *back = malloc(sizeof(float) * ROWS * COLS);
    for (int i = 0; i < n; i++) {
        int64_t idx;
        lowbit_tensor_info info = {.size = sizeof info};
        CHECK(lowbit_model_find_tensor(m, names[i], &idx));
        CHECK(lowbit_tensor_info_get(m, idx, &info));
        CHECK(lowbit_dequantize(m, idx, 0, -1, LOWBIT_FORMAT_F32, back, sizeof(float) * ROWS * COLS));
        double err = 0, ref = 0;
        for (int k = 0; k < ROWS * COLS; k++) {
            err += ((double)back[k] - w[k]) * ((double)back[k] - w[k]);
            ref += (double)w[k] * w[k];
        }
        printf("%-8s %6.3f bits/weight  %8llu bytes  relative RMS error %.5f\n", info.format_name, info.bits_per_weight,
               (unsigned long long)info.byte_size, sqrt(err / ref));
    }
    CHECK(lowbit_model_free(m));
    free(back);
    free(w);
    return 0;
}
