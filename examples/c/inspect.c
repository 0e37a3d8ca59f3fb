/* inspect: print every metadata entry (typed) and every tensor of a model file. A part-based
 * layer (MLX, GPTQ, …) is printed with its scheme and its parts; the stored parts, which the
 * model also lists, are not printed again. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "lowbit.h"

static int fail(const char *what, int st) {
    fprintf(stderr, "%s: %s: %s\n", what, lowbit_status_string(st), lowbit_last_error());
    return 1;
}

static void print_scalar(lowbit_model *m, const char *key, int32_t type, int64_t index) {
    int64_t i;
    uint64_t u;
    double f;
    int b;
    const char *s;
    size_t len;
    int arr = index >= 0;
    switch (type) {
    case LOWBIT_VALUE_U8: case LOWBIT_VALUE_U16: case LOWBIT_VALUE_U32: case LOWBIT_VALUE_U64:
        if ((arr ? lowbit_meta_array_u64(m, key, (uint64_t)index, &u) : lowbit_meta_get_u64(m, key, &u)) == 0)
            printf("%" PRIu64, u);
        break;
    case LOWBIT_VALUE_I8: case LOWBIT_VALUE_I16: case LOWBIT_VALUE_I32: case LOWBIT_VALUE_I64:
        if ((arr ? lowbit_meta_array_i64(m, key, (uint64_t)index, &i) : lowbit_meta_get_i64(m, key, &i)) == 0)
            printf("%" PRId64, i);
        break;
    case LOWBIT_VALUE_F32: case LOWBIT_VALUE_F64:
        if ((arr ? lowbit_meta_array_f64(m, key, (uint64_t)index, &f) : lowbit_meta_get_f64(m, key, &f)) == 0)
            printf("%.9g", f);
        break;
    case LOWBIT_VALUE_BOOL:
        if ((arr ? lowbit_meta_array_bool(m, key, (uint64_t)index, &b) : lowbit_meta_get_bool(m, key, &b)) == 0)
            printf("%s", b ? "true" : "false");
        break;
    case LOWBIT_VALUE_STRING:
        if ((arr ? lowbit_meta_array_string(m, key, (uint64_t)index, &s, &len)
                 : lowbit_meta_get_string(m, key, &s, &len)) == 0)
            printf("\"%.*s\"", (int)len, s);
        break;
    }
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s MODEL\n", argv[0]);
        return 2;
    }
    lowbit_model *m = NULL;
    int st = lowbit_model_open(argv[1], NULL, &m);
    if (st) return fail(argv[1], st);

    const char *kind = "";
    int64_t nkv = 0, nt = 0;
    lowbit_model_kind(m, &kind);
    lowbit_meta_count(m, &nkv);
    lowbit_model_tensor_count(m, &nt);
    printf("kind %s, %" PRId64 " metadata entries, %" PRId64 " tensors\n", kind, nkv, nt);

    for (int64_t k = 0; k < nkv; k++) {
        const char *key;
        int32_t type, elem;
        uint64_t len;
        if ((st = lowbit_meta_key(m, k, &key)) || (st = lowbit_meta_type(m, key, &type, &elem, &len)))
            return fail("metadata", st);
        printf("meta %s = ", key);
        if (type == LOWBIT_VALUE_ARRAY) {
            printf("[");
            for (uint64_t e = 0; e < len; e++) {
                if (e) printf(", ");
                if (e == 8) { printf("… (%" PRIu64 " elements)", len); break; }
                print_scalar(m, key, elem, (int64_t)e);
            }
            printf("]");
        } else {
            print_scalar(m, key, type, -1);
        }
        printf("\n");
    }
    for (int64_t t = 0; t < nt; t++) {
        lowbit_tensor_info info = {.size = sizeof info};
        if ((st = lowbit_tensor_info_get(m, t, &info))) return fail("tensor", st);
        if (info.part_of) continue; /* printed under its layer */
        printf("tensor %s %s [", info.name, info.format_name);
        for (int d = 0; d < info.n_dims; d++) printf(d ? ", %" PRId64 : "%" PRId64, info.dims[d]);
        printf("] bytes %" PRIu64 " offset %" PRIu64 "\n", info.byte_size, info.file_offset);
        if (info.n_parts > 0)
            printf("  scheme %d-bit group %d flags %u, %.3f bits per weight\n", info.quant_bits, info.quant_group_size,
                   info.quant_flags, info.bits_per_weight);
        for (int32_t i = 0; i < info.n_parts; i++) {
            lowbit_tensor_part p = {.size = sizeof p};
            if ((st = lowbit_tensor_part_get(m, t, i, &p))) return fail("part", st);
            lowbit_format_info fi = {.size = sizeof fi};
            if ((st = lowbit_format_info_get(p.format, &fi))) return fail("format", st);
            printf("  part %s: %s %s [", p.role, p.name, fi.name);
            for (int d = 0; d < p.n_dims; d++) printf(d ? ", %" PRId64 : "%" PRId64, p.dims[d]);
            printf("] bytes %" PRIu64 "\n", p.byte_size);
        }
    }
    return lowbit_model_free(m) ? fail("free", 1) : 0;
}
