// Plain element types (core/dequant_plain.go, core/plain_types.go) with kernels of their own:
// F32, F16, BF16 and the two FP8 weight formats. A unit is 8 consecutive elements; rows are padded
// to whole units (and to 16 bytes) on upload, and the kernels zero the values past the last
// column. The other plain types are widened to F32 on upload (cuda/spec.go).

template <int MB_>
struct LbPlain {
	static constexpr int QK = 8, SUB = 8, MB = MB_, SB = 0, NU = 1;
	static constexpr bool SCALED = false, NOPAD = false; // formats_ggml.cuh
	struct Row {
		const u8* m;
		const u8* s;
	};
	static LB_DEV Row row(const LbArgs& A, i64 r) { return Row{A.w + r * A.ms, nullptr}; }
};

struct F_F32 : LbPlain<32> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		u32 w[8];
		lb_ld256(R.m + 32 * u, w);
#pragma unroll
		for (int j = 0; j < 8; j++) v[j] = __uint_as_float(w[j]);
	}
};

struct F_F16 : LbPlain<16> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		u32 w[4];
		lb_words(lb_ld128(R.m + 16 * u), w);
#pragma unroll
		for (int j = 0; j < 8; j++) v[j] = lb_f16(w[j >> 1] >> (16 * (j & 1)));
	}
};

struct F_BF16 : LbPlain<16> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		u32 w[4];
		lb_words(lb_ld128(R.m + 16 * u), w);
#pragma unroll
		for (int j = 0; j < 8; j++) v[j] = lb_bf16(w[j >> 1] >> (16 * (j & 1)));
	}
};

// One-byte float formats decode through a table of their 256 values (generated from core).
#define LB_BYTE_TABLE_FORMAT(NAME, TABLE)                                                          \
	struct NAME : LbPlain<8> {                                                                     \
		static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {                     \
			const uint2 q = lb_ld64(R.m + 8 * u);                                                  \
			const u32 w[2] = {q.x, q.y};                                                           \
			_Pragma("unroll") for (int j = 0; j < 8; j++) v[j] = __uint_as_float(TABLE[LB_BYTE(w, j)]); \
		}                                                                                          \
	};

#ifdef LB_NEED_F8
LB_BYTE_TABLE_FORMAT(F_F8_E4M3, lb_e4m3)
LB_BYTE_TABLE_FORMAT(F_F8_E5M2, lb_e5m2)
#endif
