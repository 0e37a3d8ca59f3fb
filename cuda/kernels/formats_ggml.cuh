// ggml block formats: one decoder per format, the math of core's decode<Format> written once in
// CUDA C.
//
// Upload splits every block into two streams (cuda/layout.go): the "main" stream holds the block's
// quant bytes (whole blocks of MB bytes, rows padded to 16 bytes, so quant loads are wide and
// aligned) and the "side" stream the rest of the block (SB bytes: scales, d, ...), in the block's
// byte order. Formats with SB == 0 are stored unchanged. The offsets below are offsets into the
// two streams of one block; the comments give the offsets in the original block.
//
// A decoder writes "unit" u of a row: SUB consecutive elements, u·SUB … u·SUB+SUB-1, exactly the
// float32 values core.DequantizeF32 produces (same operations, same order, each rounded once).

// A decoder with SCALED = true also has decs(R, A, u, v, s): the unit's values before one common
// factor s, each exactly a float, with dec(...)[i] == __fmul_rn(v[i], s) bit for bit. The row
// kernels then multiply x by v and apply s once per unit (one product per weight fewer). NOPAD
// says that no unit runs past the end of a row, so the kernels skip the padding test.
//
// A decoder with decq(R, A, u, c, s, m) also runs with 8-bit activations (gemv_q8.cuh, which
// says what c, s, m, Q8H, Q8M and Q8U mean); cuda/spec.go's Q8 column lists those formats.
template <int QK_, int SUB_, int MB_, int SB_>
struct LbGgml {
	static constexpr int QK = QK_, SUB = SUB_, MB = MB_, SB = SB_, NU = QK_ / SUB_;
	static constexpr bool SCALED = false;
	static constexpr bool NOPAD = true; // a row is whole blocks (core's shape rule)
	static constexpr int Q8H = 1;
	static constexpr bool Q8M = false, Q8U = false;
	struct Row {
		const u8* m;
		const u8* s;
	};
	static LB_DEV Row row(const LbArgs& A, i64 r) { return Row{A.w + r * A.ms, A.side + r * A.ss}; }
};

// 32 bytes at a 16-byte aligned address as 8 words.
LB_DEV void lb_ld256(const u8* p, u32* w) {
	lb_words(lb_ld128(p), w);
	lb_words(lb_ld128(p + 16), w + 4);
}

// Byte i of a little-endian word array.
#define LB_BYTE(w, i) (((w)[(i) >> 2] >> (8 * ((i) & 3))) & 0xffu)

// ---- classic 32-element blocks ----

// dec from decs, for the SCALED decoders.
#define LB_DEC_FROM_DECS                                                            \
	static LB_DEV void dec(const Row& R, const LbArgs& A, i64 u, float* v) {       \
		float s;                                                                    \
		decs(R, A, u, v, s);                                                        \
		_Pragma("unroll") for (int i = 0; i < SUB; i++) v[i] = __fmul_rn(v[i], s); \
	}

// The 32 nibbles of 16 bytes as codes (low nibbles = elements 0…15, high = 16…31).
LB_DEV void lb_nibbles16(uint4 q, u32* c) {
	u32 w[4];
	lb_words(q, w);
#pragma unroll
	for (int i = 0; i < 4; i++) {
		c[i] = w[i] & 0x0F0F0F0Fu;
		c[i + 4] = (w[i] >> 4) & 0x0F0F0F0Fu;
	}
}

// Four bits of h (bit k for byte k) as bit 4 of each byte.
LB_DEV u32 lb_bit4(u32 h) { return ((h & 1u) << 4) | ((h & 2u) << 11) | ((h & 4u) << 18) | ((h & 8u) << 25); }

// Q4_0 {fp16 d; u8 qs[16]}: main qs (2..18), side d (0..2). x = (q-8)·d.
struct F_Q4_0 : LbGgml<32, 32, 16, 2> {
	static constexpr bool SCALED = true;
	static LB_DEV void decs(const Row& R, const LbArgs&, i64 u, float* v, float& s) {
		s = lb_f16(lb_ld16(R.s + 2 * u));
		u32 w[4];
		lb_words(lb_ld128(R.m + 16 * u), w);
#pragma unroll
		for (int i = 0; i < 4; i++) {
			const u32 lo = w[i] & 0x0F0F0F0Fu, hi = (w[i] >> 4) & 0x0F0F0F0Fu;
#pragma unroll
			for (int k = 0; k < 4; k++) {
				v[4 * i + k] = __fsub_rn(lb_byte_magic(lo, k), 8388616.0f); // 2^23 + 8
				v[4 * i + k + 16] = __fsub_rn(lb_byte_magic(hi, k), 8388616.0f);
			}
		}
	}
	LB_DEC_FROM_DECS
	static constexpr bool Q8M = true;
	static LB_DEV void decq(const Row& R, const LbArgs&, i64 u, u32* c, float* s, float* m) {
		s[0] = lb_f16(lb_ld16(R.s + 2 * u));
		m[0] = __fmul_rn(-8.0f, s[0]);
		lb_nibbles16(lb_ld128(R.m + 16 * u), c);
	}
};

// Q4_1 {fp16 d, m; u8 qs[16]}: main qs, side d m. x = float32(q·d) + m.
struct F_Q4_1 : LbGgml<32, 32, 16, 4> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const u32 dm = lb_ld32(R.s + 4 * u);
		const float d = lb_f16(dm & 0xffffu), m = lb_f16(dm >> 16);
		u32 w[4];
		lb_words(lb_ld128(R.m + 16 * u), w);
#pragma unroll
		for (int j = 0; j < 16; j++) {
			const u32 q = LB_BYTE(w, j);
			v[j] = __fadd_rn(__fmul_rn(lb_u2f(q & 15u), d), m);
			v[j + 16] = __fadd_rn(__fmul_rn(lb_u2f(q >> 4), d), m);
		}
	}
	static constexpr bool Q8M = true;
	static LB_DEV void decq(const Row& R, const LbArgs&, i64 u, u32* c, float* s, float* m) {
		const u32 dm = lb_ld32(R.s + 4 * u);
		s[0] = lb_f16(dm & 0xffffu);
		m[0] = lb_f16(dm >> 16);
		lb_nibbles16(lb_ld128(R.m + 16 * u), c);
	}
};

// Q5_0 {fp16 d; u8 qh[4]; u8 qs[16]}: main qs (6..22), side d qh (0..6). x = (q-16)·d.
struct F_Q5_0 : LbGgml<32, 32, 16, 6> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const u8* s = R.s + 6 * u;
		const float d = lb_f16(lb_ld16(s));
		const u32 qh = lb_ld32u2(s + 2);
		u32 w[4];
		lb_words(lb_ld128(R.m + 16 * u), w);
#pragma unroll
		for (int j = 0; j < 16; j++) {
			const u32 q = LB_BYTE(w, j);
			const u32 h0 = ((qh >> j) & 1u) << 4, h1 = ((qh >> (j + 16)) & 1u) << 4;
			v[j] = __fmul_rn(lb_i2f((i32)((q & 15u) | h0) - 16), d);
			v[j + 16] = __fmul_rn(lb_i2f((i32)((q >> 4) | h1) - 16), d);
		}
	}
	static constexpr bool Q8M = true;
	static LB_DEV void decq(const Row& R, const LbArgs&, i64 u, u32* c, float* s, float* m) {
		const u8* S = R.s + 6 * u;
		s[0] = lb_f16(lb_ld16(S));
		m[0] = __fmul_rn(-16.0f, s[0]);
		lb_nibbles16(lb_ld128(R.m + 16 * u), c);
		const u32 qh = lb_ld32u2(S + 2);
#pragma unroll
		for (int i = 0; i < 8; i++) c[i] |= lb_bit4(qh >> (4 * i));
	}
};

// Q5_1 {fp16 d, m; u8 qh[4]; u8 qs[16]}: main qs (8..24), side d m qh (0..8).
struct F_Q5_1 : LbGgml<32, 32, 16, 8> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const uint2 s = lb_ld64(R.s + 8 * u);
		const float d = lb_f16(s.x & 0xffffu), m = lb_f16(s.x >> 16);
		const u32 qh = s.y;
		u32 w[4];
		lb_words(lb_ld128(R.m + 16 * u), w);
#pragma unroll
		for (int j = 0; j < 16; j++) {
			const u32 q = LB_BYTE(w, j);
			const u32 h0 = ((qh >> j) & 1u) << 4, h1 = ((qh >> (j + 16)) & 1u) << 4;
			v[j] = __fadd_rn(__fmul_rn(lb_u2f((q & 15u) | h0), d), m);
			v[j + 16] = __fadd_rn(__fmul_rn(lb_u2f((q >> 4) | h1), d), m);
		}
	}
	static constexpr bool Q8M = true;
	static LB_DEV void decq(const Row& R, const LbArgs&, i64 u, u32* c, float* s, float* m) {
		const uint2 S = lb_ld64(R.s + 8 * u);
		s[0] = lb_f16(S.x & 0xffffu);
		m[0] = lb_f16(S.x >> 16);
		lb_nibbles16(lb_ld128(R.m + 16 * u), c);
#pragma unroll
		for (int i = 0; i < 8; i++) c[i] |= lb_bit4(S.y >> (4 * i));
	}
};

// Q8_0 {fp16 d; i8 qs[32]}: main qs, side d. x = q·d.
struct F_Q8_0 : LbGgml<32, 32, 32, 2> {
	static constexpr bool SCALED = true;
	static LB_DEV void decs(const Row& R, const LbArgs&, i64 u, float* v, float& s) {
		s = lb_f16(lb_ld16(R.s + 2 * u));
		u32 w[8];
		lb_ld256(R.m + 32 * u, w);
#pragma unroll
		for (int i = 0; i < 8; i++) {
			const u32 b = w[i] ^ 0x80808080u; // q + 128, unsigned
#pragma unroll
			for (int k = 0; k < 4; k++) v[4 * i + k] = __fsub_rn(lb_byte_magic(b, k), 8388736.0f); // 2^23 + 128
		}
	}
	LB_DEC_FROM_DECS
	static LB_DEV void decq(const Row& R, const LbArgs&, i64 u, u32* c, float* s, float*) {
		s[0] = lb_f16(lb_ld16(R.s + 2 * u));
		lb_ld256(R.m + 32 * u, c);
	}
};

// Q8_1 {fp16 d, s; i8 qs[32]}: main qs (4..36), side d s. x = q·d.
struct F_Q8_1 : LbGgml<32, 32, 32, 4> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const float d = lb_f16(lb_ld16(R.s + 4 * u));
		u32 w[8];
		lb_ld256(R.m + 32 * u, w);
#pragma unroll
		for (int j = 0; j < 32; j++) v[j] = __fmul_rn(lb_i2f((i32)(i8)LB_BYTE(w, j)), d);
	}
};

// ---- K-quants (256-element super-blocks; a unit is one 32-element sub-block) ----

// Q2_K {u8 scales[16]; u8 qs[64]; fp16 d, dmin}: main scales qs (0..80), side d dmin (80..84).
// Element 32s+l (s = 4h+j): 2 bits at 2j of qs[32h+l]; group 2s + l/16: x = float32(d·sc&15 · q) −
// dmin·(sc>>4).
struct F_Q2_K : LbGgml<256, 32, 80, 4> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const int s = (int)(u & 7), h = s >> 2, j = s & 3;
		const u8* m = R.m + 80 * b;
		const u32 dd = lb_ld32(R.s + 4 * b);
		const float d = lb_f16(dd & 0xffffu), dmin = lb_f16(dd >> 16);
		const u32 sc = lb_ld16(m + 2 * s);
		const float dl0 = __fmul_rn(d, lb_u2f(sc & 15u)), ml0 = __fmul_rn(dmin, lb_u2f((sc >> 4) & 15u));
		const float dl1 = __fmul_rn(d, lb_u2f((sc >> 8) & 15u)), ml1 = __fmul_rn(dmin, lb_u2f(sc >> 12));
		u32 w[8];
		lb_ld256(m + 16 + 32 * h, w);
#pragma unroll
		for (int l = 0; l < 32; l++) {
			const u32 q = (LB_BYTE(w, l) >> (2 * j)) & 3u;
			v[l] = l < 16 ? __fsub_rn(__fmul_rn(dl0, lb_u2f(q)), ml0) : __fsub_rn(__fmul_rn(dl1, lb_u2f(q)), ml1);
		}
	}
};

// Q3_K {u8 hmask[32]; u8 qs[64]; u8 scales[12]; fp16 d}: main hmask qs (0..96), side scales d
// (96..110). Element 32s+l (s = 4h+j): 2 bits at 2j of qs[32h+l] | bit 4h+j of hmask[l] << 2;
// x = d·(sc6−32)·(q−4), sc6 of group 2s + l/16.
struct F_Q3_K : LbGgml<256, 32, 96, 14> {
	static LB_DEV u32 scale6(const u8* S, int g) {
		return ((lb_ld8(S + (g & 7)) >> (4 * (g >> 3))) & 15u) | (((lb_ld8(S + 8 + (g & 3)) >> (2 * (g >> 2))) & 3u) << 4);
	}
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const int s = (int)(u & 7), h = s >> 2, j = s & 3;
		const u8* m = R.m + 96 * b;
		const u8* S = R.s + 14 * b;
		const float dall = lb_f16(lb_ld16(S + 12));
		const float dl0 = __fmul_rn(dall, lb_i2f((i32)scale6(S, 2 * s) - 32));
		const float dl1 = __fmul_rn(dall, lb_i2f((i32)scale6(S, 2 * s + 1) - 32));
		u32 hm[8], qs[8];
		lb_ld256(m, hm);
		lb_ld256(m + 32 + 32 * h, qs);
#pragma unroll
		for (int l = 0; l < 32; l++) {
			const u32 q = ((LB_BYTE(qs, l) >> (2 * j)) & 3u) | (((LB_BYTE(hm, l) >> (4 * h + j)) & 1u) << 2);
			v[l] = __fmul_rn(l < 16 ? dl0 : dl1, lb_i2f((i32)q - 4));
		}
	}
};

// get_scale_min_k4: the 6-bit scale and min of sub-block j of Q4_K/Q5_K from scales[12].
LB_DEV void lb_scale_min_k4(const u8* q, int j, u32& sc, u32& mn) {
	if (j < 4) {
		sc = lb_ld8(q + j) & 63u;
		mn = lb_ld8(q + j + 4) & 63u;
	} else {
		sc = (lb_ld8(q + j + 4) & 15u) | ((lb_ld8(q + j - 4) >> 6) << 4);
		mn = (lb_ld8(q + j + 4) >> 4) | ((lb_ld8(q + j) >> 6) << 4);
	}
}

// d·sc and dmin·m of sub-block j of a Q4_K/Q5_K block, as the dequantizer forms them.
LB_DEV void lb_k4_dm(const u8* blk, int j, float& d1, float& m1) {
	const u32 dd = lb_ld32(blk);
	u32 sc, mn;
	lb_scale_min_k4(blk + 4, j, sc, mn);
	d1 = __fmul_rn(lb_f16(dd & 0xffffu), lb_u2f(sc));
	m1 = __fmul_rn(lb_f16(dd >> 16), lb_u2f(mn));
}

// Q4_K {fp16 d, dmin; u8 scales[12]; u8 qs[128]} (144 bytes, stored whole). Element 32s+l: nibble
// s&1 of qs[32(s/2)+l]; x = float32(d·sc · q) − dmin·m.
struct F_Q4_K : LbGgml<256, 32, 144, 0> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const int s = (int)(u & 7);
		const u8* blk = R.m + 144 * b;
		float d1, m1;
		lb_k4_dm(blk, s, d1, m1);
		u32 w[8];
		lb_ld256(blk + 16 + 32 * (s >> 1), w);
		const int sh = 4 * (s & 1);
#pragma unroll
		for (int l = 0; l < 32; l++) v[l] = __fsub_rn(__fmul_rn(d1, lb_u2f((LB_BYTE(w, l) >> sh) & 15u)), m1);
	}
	static constexpr bool Q8M = true;
	static LB_DEV void decq(const Row& R, const LbArgs&, i64 u, u32* c, float* s, float* m) {
		const i64 b = u >> 3;
		const int j = (int)(u & 7);
		const u8* blk = R.m + 144 * b;
		float m1;
		lb_k4_dm(blk, j, s[0], m1);
		m[0] = -m1;
		lb_ld256(blk + 16 + 32 * (j >> 1), c);
		const int sh = 4 * (j & 1);
#pragma unroll
		for (int i = 0; i < 8; i++) c[i] = (c[i] >> sh) & 0x0F0F0F0Fu;
	}
};

// Q5_K {fp16 d, dmin; u8 scales[12]; u8 qh[32]; u8 qs[128]} (176 bytes, stored whole). As Q4_K,
// the fifth bit from bit s of qh[l].
struct F_Q5_K : LbGgml<256, 32, 176, 0> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const int s = (int)(u & 7);
		const u8* blk = R.m + 176 * b;
		float d1, m1;
		lb_k4_dm(blk, s, d1, m1);
		u32 w[8], qh[8];
		lb_ld256(blk + 48 + 32 * (s >> 1), w);
		lb_ld256(blk + 16, qh);
		const int sh = 4 * (s & 1);
#pragma unroll
		for (int l = 0; l < 32; l++) {
			const u32 q = ((LB_BYTE(w, l) >> sh) & 15u) | (((LB_BYTE(qh, l) >> s) & 1u) << 4);
			v[l] = __fsub_rn(__fmul_rn(d1, lb_u2f(q)), m1);
		}
	}
	static constexpr bool Q8M = true;
	static LB_DEV void decq(const Row& R, const LbArgs&, i64 u, u32* c, float* s, float* m) {
		const i64 b = u >> 3;
		const int j = (int)(u & 7);
		const u8* blk = R.m + 176 * b;
		float m1;
		lb_k4_dm(blk, j, s[0], m1);
		m[0] = -m1;
		u32 qh[8];
		lb_ld256(blk + 48 + 32 * (j >> 1), c);
		lb_ld256(blk + 16, qh);
		const int sh = 4 * (j & 1);
#pragma unroll
		for (int i = 0; i < 8; i++) c[i] = ((c[i] >> sh) & 0x0F0F0F0Fu) | (((qh[i] >> j) & 0x01010101u) << 4);
	}
};

// Q6_K {u8 ql[128]; u8 qh[64]; i8 scales[16]; fp16 d}: main ql qh (0..192), side scales d
// (192..210). Element 32s+l (s = 4h+k): nibble k>>1 of ql[64h + 32(k&1) + l], bits 2k of
// qh[32h+l]; x = (d·sc)·(q−32), sc of group 2s + l/16.
struct F_Q6_K : LbGgml<256, 32, 192, 18> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const int s = (int)(u & 7), h = s >> 2, k = s & 3;
		const u8* m = R.m + 192 * b;
		const u8* S = R.s + 18 * b;
		const float d = lb_f16(lb_ld16(S + 16));
		const u32 scw = lb_ld16(S + 2 * s);
		const float ds0 = __fmul_rn(d, lb_i2f((i32)(i8)(scw & 0xffu)));
		const float ds1 = __fmul_rn(d, lb_i2f((i32)(i8)(scw >> 8)));
		u32 ql[8], qh[8];
		lb_ld256(m + 64 * h + 32 * (k & 1), ql);
		lb_ld256(m + 128 + 32 * h, qh);
		const int sh = 4 * (k >> 1);
#pragma unroll
		for (int l = 0; l < 32; l++) {
			const u32 q = ((LB_BYTE(ql, l) >> sh) & 15u) | (((LB_BYTE(qh, l) >> (2 * k)) & 3u) << 4);
			v[l] = __fmul_rn(l < 16 ? ds0 : ds1, lb_i2f((i32)q - 32));
		}
	}
	static constexpr int Q8H = 2;
	static constexpr bool Q8M = true;
	static LB_DEV void decq(const Row& R, const LbArgs&, i64 u, u32* c, float* s, float* m) {
		const i64 b = u >> 3;
		const int j = (int)(u & 7), h = j >> 2, k = j & 3;
		const u8* M = R.m + 192 * b;
		const u8* S = R.s + 18 * b;
		const float d = lb_f16(lb_ld16(S + 16));
		const u32 scw = lb_ld16(S + 2 * j);
		s[0] = __fmul_rn(d, lb_i2f((i32)(i8)(scw & 0xffu)));
		s[1] = __fmul_rn(d, lb_i2f((i32)(i8)(scw >> 8)));
		m[0] = __fmul_rn(-32.0f, s[0]);
		m[1] = __fmul_rn(-32.0f, s[1]);
		u32 qh[8];
		lb_ld256(M + 64 * h + 32 * (k & 1), c);
		lb_ld256(M + 128 + 32 * h, qh);
		const int sh = 4 * (k >> 1);
#pragma unroll
		for (int i = 0; i < 8; i++) c[i] = ((c[i] >> sh) & 0x0F0F0F0Fu) | (((qh[i] >> (2 * k)) & 0x03030303u) << 4);
	}
};

// Q8_K {f32 d; i8 qs[256]; i16 bsums[16]}: main qs (4..260), side d bsums. x = d·q.
struct F_Q8_K : LbGgml<256, 32, 256, 36> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const float d = __uint_as_float(lb_ld32(R.s + 36 * b));
		u32 w[8];
		lb_ld256(R.m + 256 * b + 32 * (u & 7), w);
#pragma unroll
		for (int j = 0; j < 32; j++) v[j] = __fmul_rn(d, lb_i2f((i32)(i8)LB_BYTE(w, j)));
	}
};

// ---- IQ formats ----

// Eight signed grid values: v[j] = ±(db · grid byte j), negated where bit j of signs is set.
LB_DEV void lb_grid8(float* v, float db, u64 grid, u32 signs) {
#pragma unroll
	for (int j = 0; j < 8; j++) v[j] = lb_flip(__fmul_rn(db, lb_u2f((u32)(grid >> (8 * j)) & 0xffu)), (signs >> j) & 1u);
}
LB_DEV void lb_grid4(float* v, float db, u32 grid, u32 signs) {
#pragma unroll
	for (int j = 0; j < 4; j++) v[j] = lb_flip(__fmul_rn(db, lb_u2f((grid >> (8 * j)) & 0xffu)), (signs >> j) & 1u);
}

#ifdef LB_NEED_IQ2XXS
// IQ2_XXS {fp16 d; u16 qs[32]}: main qs (2..66), side d. Sub-block ib: 4 grid indices, then a u32
// of four 7-bit sign codes and a 4-bit scale; db = d·(0.5 + scale)·0.25.
struct F_IQ2_XXS : LbGgml<256, 32, 64, 2> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const float d = lb_f16(lb_ld16(R.s + 2 * b));
		const uint2 q = lb_ld64(R.m + 64 * b + 8 * (u & 7));
		const u32 aux = q.y;
		const float db = __fmul_rn(__fmul_rn(d, __fadd_rn(0.5f, lb_u2f(aux >> 28))), 0.25f);
#pragma unroll
		for (int l = 0; l < 4; l++)
			lb_grid8(v + 8 * l, db, lb_iq2xxs_grid[(q.x >> (8 * l)) & 0xffu], lb_ksigns((aux >> (7 * l)) & 127u));
	}
};
#endif

#ifdef LB_NEED_IQ2XS
// IQ2_XS {fp16 d; u16 qs[32]; u8 scales[8]}: main qs (2..66), side d scales. Each u16: a 9-bit
// grid index and a 7-bit sign code; one 4-bit scale per 16 values.
struct F_IQ2_XS : LbGgml<256, 32, 64, 10> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const int ib = (int)(u & 7);
		const u8* S = R.s + 10 * b;
		const float d = lb_f16(lb_ld16(S));
		const u32 sc = lb_ld8(S + 2 + ib);
		const float db0 = __fmul_rn(__fmul_rn(d, __fadd_rn(0.5f, lb_u2f(sc & 15u))), 0.25f);
		const float db1 = __fmul_rn(__fmul_rn(d, __fadd_rn(0.5f, lb_u2f(sc >> 4))), 0.25f);
		const uint2 q = lb_ld64(R.m + 64 * b + 8 * ib);
		const u32 qq[4] = {q.x & 0xffffu, q.x >> 16, q.y & 0xffffu, q.y >> 16};
#pragma unroll
		for (int l = 0; l < 4; l++) lb_grid8(v + 8 * l, l < 2 ? db0 : db1, lb_iq2xs_grid[qq[l] & 511u], lb_ksigns(qq[l] >> 9));
	}
};
#endif

#ifdef LB_NEED_IQ2S
// IQ2_S {fp16 d; u8 qs[32]; u8 signs[32]; u8 qh[8]; u8 scales[8]}: main qs signs (2..66), side d
// qh scales. Index l: qs[l] | bits 2l..2l+1 of qh[ib] << 8; explicit sign bytes.
struct F_IQ2_S : LbGgml<256, 32, 64, 18> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const int ib = (int)(u & 7);
		const u8* S = R.s + 18 * b;
		const u8* m = R.m + 64 * b;
		const float d = lb_f16(lb_ld16(S));
		const u32 qh = lb_ld8(S + 2 + ib), sc = lb_ld8(S + 10 + ib);
		const float db0 = __fmul_rn(__fmul_rn(d, __fadd_rn(0.5f, lb_u2f(sc & 15u))), 0.25f);
		const float db1 = __fmul_rn(__fmul_rn(d, __fadd_rn(0.5f, lb_u2f(sc >> 4))), 0.25f);
		const u32 qs = lb_ld32(m + 4 * ib), sg = lb_ld32(m + 32 + 4 * ib);
#pragma unroll
		for (int l = 0; l < 4; l++) {
			const u32 idx = ((qs >> (8 * l)) & 0xffu) | ((qh << (8 - 2 * l)) & 0x300u);
			lb_grid8(v + 8 * l, l < 2 ? db0 : db1, lb_iq2s_grid[idx], (sg >> (8 * l)) & 0xffu);
		}
	}
};
#endif

#ifdef LB_NEED_IQ3XXS
// IQ3_XXS {fp16 d; u8 qs[64]; u8 scales_and_signs[32]}: main qs sas (2..98), side d. Four values
// per grid byte; db = d·(0.5 + scale)·0.5.
struct F_IQ3_XXS : LbGgml<256, 32, 96, 2> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const int ib = (int)(u & 7);
		const u8* m = R.m + 96 * b;
		const float d = lb_f16(lb_ld16(R.s + 2 * b));
		const uint2 q = lb_ld64(m + 8 * ib);
		const u32 aux = lb_ld32(m + 64 + 4 * ib);
		const float db = __fmul_rn(__fmul_rn(d, __fadd_rn(0.5f, lb_u2f(aux >> 28))), 0.5f);
		const u32 qw[2] = {q.x, q.y};
#pragma unroll
		for (int l = 0; l < 4; l++) {
			const u32 signs = lb_ksigns((aux >> (7 * l)) & 127u);
			lb_grid4(v + 8 * l, db, lb_iq3xxs_grid[(qw[l >> 1] >> (16 * (l & 1))) & 0xffu], signs);
			lb_grid4(v + 8 * l + 4, db, lb_iq3xxs_grid[(qw[l >> 1] >> (16 * (l & 1) + 8)) & 0xffu], signs >> 4);
		}
	}
};
#endif

#ifdef LB_NEED_IQ3S
// IQ3_S {fp16 d; u8 qs[64]; u8 qh[8]; u8 signs[32]; u8 scales[4]}: main qs signs, side d qh
// scales. Index k: qs[k] | bit k of qh[ib] << 8; db = d·(1 + 2·scale nibble).
struct F_IQ3_S : LbGgml<256, 32, 96, 14> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const int ib = (int)(u & 7);
		const u8* m = R.m + 96 * b;
		const u8* S = R.s + 14 * b;
		const float d = lb_f16(lb_ld16(S));
		const u32 qh = lb_ld8(S + 2 + ib);
		const u32 sc = (lb_ld8(S + 10 + (ib >> 1)) >> (4 * (ib & 1))) & 15u;
		const float db = __fmul_rn(d, lb_u2f(1u + 2u * sc));
		const uint2 q = lb_ld64(m + 8 * ib);
		const u32 sg = lb_ld32(m + 64 + 4 * ib);
		const u32 qw[2] = {q.x, q.y};
#pragma unroll
		for (int l = 0; l < 4; l++) {
			const int k0 = 2 * l, k1 = 2 * l + 1;
			const u32 i0 = ((qw[k0 >> 2] >> (8 * (k0 & 3))) & 0xffu) | ((qh << (8 - k0)) & 256u);
			const u32 i1 = ((qw[k1 >> 2] >> (8 * (k1 & 3))) & 0xffu) | ((qh << (8 - k1)) & 256u);
			const u32 signs = (sg >> (8 * l)) & 0xffu;
			lb_grid4(v + 8 * l, db, lb_iq3s_grid[i0], signs);
			lb_grid4(v + 8 * l + 4, db, lb_iq3s_grid[i1], signs >> 4);
		}
	}
};
#endif

#ifdef LB_NEED_IQ1S
// Eight IQ1 values: v[j] = dl·(trit j + delta), trits the int8 bytes of a grid entry.
LB_DEV void lb_iq1_8(float* v, float dl, u64 grid, float delta) {
#pragma unroll
	for (int j = 0; j < 8; j++) v[j] = __fmul_rn(dl, __fadd_rn(lb_i2f((i32)(i8)((grid >> (8 * j)) & 0xffu)), delta));
}

// IQ1_S {fp16 d; u8 qs[32]; u16 qh[8]}: main qs qh (2..50), side d. qh: bits 3l..3l+2 index l's
// high bits, 12..14 the scale, 15 the delta sign.
struct F_IQ1_S : LbGgml<256, 32, 48, 2> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const int ib = (int)(u & 7);
		const u8* m = R.m + 48 * b;
		const float d = lb_f16(lb_ld16(R.s + 2 * b));
		const u32 qs = lb_ld32(m + 4 * ib), qh = lb_ld16(m + 32 + 2 * ib);
		const float dl = __fmul_rn(d, lb_u2f(2u * ((qh >> 12) & 7u) + 1u));
		const float delta = (qh & 0x8000u) ? -0.125f : 0.125f;
#pragma unroll
		for (int l = 0; l < 4; l++)
			lb_iq1_8(v + 8 * l, dl, lb_iq1s_grid[((qs >> (8 * l)) & 0xffu) | (((qh >> (3 * l)) & 7u) << 8)], delta);
	}
};

// IQ1_M {u8 qs[32]; u8 qh[16]; u8 scales[8]}: main qs qh (0..48), side scales. The fp16 d is the
// top nibbles of the four u16 scale words.
struct F_IQ1_M : LbGgml<256, 32, 48, 8> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const int ib = (int)(u & 7);
		const u8* m = R.m + 48 * b;
		const uint2 scw = lb_ld64(R.s + 8 * b);
		const u32 sc[4] = {scw.x & 0xffffu, scw.x >> 16, scw.y & 0xffffu, scw.y >> 16};
		const float d = lb_f16((sc[0] >> 12) | ((sc[1] >> 8) & 0x00f0u) | ((sc[2] >> 4) & 0x0f00u) | (sc[3] & 0xf000u));
		const u32 s = sc[ib >> 1] >> (6 * (ib & 1));
		const float dl0 = __fmul_rn(d, lb_u2f(2u * (s & 7u) + 1u));
		const float dl1 = __fmul_rn(d, lb_u2f(2u * ((s >> 3) & 7u) + 1u));
		const u32 qs = lb_ld32(m + 4 * ib), qh = lb_ld16(m + 32 + 2 * ib);
		const u32 h0 = qh & 0xffu, h1 = qh >> 8;
		const u32 idx[4] = {(qs & 0xffu) | ((h0 << 8) & 0x700u), ((qs >> 8) & 0xffu) | ((h0 << 4) & 0x700u),
		                    ((qs >> 16) & 0xffu) | ((h1 << 8) & 0x700u), (qs >> 24) | ((h1 << 4) & 0x700u)};
		const u32 neg[4] = {h0 & 0x08u, h0 & 0x80u, h1 & 0x08u, h1 & 0x80u};
#pragma unroll
		for (int l = 0; l < 4; l++) lb_iq1_8(v + 8 * l, l < 2 ? dl0 : dl1, lb_iq1s_grid[idx[l]], neg[l] ? -0.125f : 0.125f);
	}
};
#endif

#ifdef LB_NEED_IQ4NL
// 32 values d·level: element j from the low nibble of qs[j], j+16 from the high nibble.
LB_DEV void lb_iq4_32(float* v, float d, const u32* w) {
#pragma unroll
	for (int j = 0; j < 16; j++) {
		const u32 q = LB_BYTE(w, j);
		v[j] = __fmul_rn(d, __uint_as_float(lb_kvalues_iq4nl[q & 15u]));
		v[j + 16] = __fmul_rn(d, __uint_as_float(lb_kvalues_iq4nl[q >> 4]));
	}
}

// The 32 codes of 16 bytes of IQ4 nibbles as the int8 levels of kvalues_iq4nl (element order).
// Two PRMTs look up the eight nibbles of a word in the table's lower and upper eight bytes, a
// third picks one by each nibble's bit 3; the last two put the low nibbles' values (elements
// j…j+3) and the high ones' (j+16…j+19) in separate words.
LB_DEV void lb_iq4_codes(uint4 q, u32* c) {
	// kvalues_iq4nl = −127 −104 −83 −65 −49 −35 −22 −10 1 13 25 38 53 69 89 113 as bytes
	const u32 T0 = 0xBFAD9881u, T1 = 0xF6EADDCFu, T2 = 0x26190D01u, T3 = 0x71594535u;
	u32 w[4];
	lb_words(q, w);
#pragma unroll
	for (int i = 0; i < 4; i++) {
		const u32 ix = w[i] & 0x77777777u, hi = (w[i] & 0x88888888u) >> 1;
		const u32 t0 = lb_perm(lb_perm(T0, T1, ix & 0xffffu), lb_perm(T2, T3, ix & 0xffffu), 0x3210u | (hi & 0xffffu));
		const u32 t1 = lb_perm(lb_perm(T0, T1, ix >> 16), lb_perm(T2, T3, ix >> 16), 0x3210u | (hi >> 16));
		c[i] = lb_perm(t0, t1, 0x6420u);
		c[i + 4] = lb_perm(t0, t1, 0x7531u);
	}
}

// IQ4_NL {fp16 d; u8 qs[16]}: main qs, side d.
struct F_IQ4_NL : LbGgml<32, 32, 16, 2> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		u32 w[4];
		lb_words(lb_ld128(R.m + 16 * u), w);
		lb_iq4_32(v, lb_f16(lb_ld16(R.s + 2 * u)), w);
	}
	static LB_DEV void decq(const Row& R, const LbArgs&, i64 u, u32* c, float* s, float*) {
		s[0] = lb_f16(lb_ld16(R.s + 2 * u));
		lb_iq4_codes(lb_ld128(R.m + 16 * u), c);
	}
};

// IQ4_XS {fp16 d; u16 scales_h; u8 scales_l[4]; u8 qs[128]}: main qs (8..136), side d scales.
// Sub-block ib: 6-bit scale ls, dl = d·(ls − 32).
struct F_IQ4_XS : LbGgml<256, 32, 128, 8> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const int ib = (int)(u & 7);
		const uint2 S = lb_ld64(R.s + 8 * b);
		const float d = lb_f16(S.x & 0xffffu);
		const u32 sh = S.x >> 16;
		const u32 ls = ((((S.y >> (8 * (ib >> 1))) & 0xffu) >> (4 * (ib & 1))) & 15u) | (((sh >> (2 * ib)) & 3u) << 4);
		u32 w[4];
		lb_words(lb_ld128(R.m + 128 * b + 16 * ib), w);
		lb_iq4_32(v, __fmul_rn(d, lb_i2f((i32)ls - 32)), w);
	}
	static LB_DEV void decq(const Row& R, const LbArgs&, i64 u, u32* c, float* s, float*) {
		const i64 b = u >> 3;
		const int ib = (int)(u & 7);
		const uint2 S = lb_ld64(R.s + 8 * b);
		const u32 sh = S.x >> 16;
		const u32 ls = ((((S.y >> (8 * (ib >> 1))) & 0xffu) >> (4 * (ib & 1))) & 15u) | (((sh >> (2 * ib)) & 3u) << 4);
		s[0] = __fmul_rn(lb_f16(S.x & 0xffffu), lb_i2f((i32)ls - 32));
		lb_iq4_codes(lb_ld128(R.m + 128 * b + 16 * ib), c);
	}
};
#endif

// ---- ternary, FP4 and 1/2-bit blocks ----

// (c−1)·d for the 2-bit codes of TQ1_0, TQ2_0 and Q2_0, products as ggml forms them.
LB_DEV float lb_level(u32 c, float d) { return __fmul_rn(lb_i2f((i32)c - 1), d); }

// Trit n of a TQ1_0 byte: (uint8(b·3^n)·3) >> 8.
LB_DEV u32 lb_trit(u32 b, int n) {
	const u32 p = n == 0 ? 1u : n == 1 ? 3u : n == 2 ? 9u : n == 3 ? 27u : 81u;
	return (((b * p) & 0xffu) * 3u) >> 8;
}

// TQ1_0 {u8 qs[48]; u8 qh[4]; fp16 d}: main qs, side qh d. Trit n of byte m is element 32n+m for
// qs[0:32], 160+16n+m for qs[32:48], and 240+4n+m for qh[0:4].
struct F_TQ1_0 : LbGgml<256, 32, 48, 6> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const int s = (int)(u & 7);
		const u8* m = R.m + 48 * b;
		const u8* S = R.s + 6 * b;
		const float d = lb_f16(lb_ld16(S + 4));
		if (s < 5) {
			u32 w[8];
			lb_ld256(m, w);
#pragma unroll
			for (int l = 0; l < 32; l++) v[l] = lb_level(lb_trit(LB_BYTE(w, l), s), d);
			return;
		}
		u32 w[4];
		lb_words(lb_ld128(m + 32), w);
		const int t = 2 * (s - 5);
#pragma unroll
		for (int l = 0; l < 16; l++) v[l] = lb_level(lb_trit(LB_BYTE(w, l), t), d);
		if (s < 7) {
#pragma unroll
			for (int l = 0; l < 16; l++) v[16 + l] = lb_level(lb_trit(LB_BYTE(w, l), t + 1), d);
			return;
		}
		const u32 qh = lb_ld16(S) | (lb_ld16(S + 2) << 16);
#pragma unroll
		for (int l = 0; l < 16; l++) v[16 + l] = lb_level(lb_trit((qh >> (8 * (l & 3))) & 0xffu, l >> 2), d);
	}
};

// TQ2_0 {u8 qs[64]; fp16 d}: main qs, side d. Byte m of half h holds elements 128h+m, +32, +64,
// +96 in bits 0-1 … 6-7.
struct F_TQ2_0 : LbGgml<256, 32, 64, 2> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 3;
		const int s = (int)(u & 7);
		const float d = lb_f16(lb_ld16(R.s + 2 * b));
		u32 w[8];
		lb_ld256(R.m + 64 * b + 32 * (s >> 2), w);
#pragma unroll
		for (int l = 0; l < 32; l++) v[l] = lb_level((LB_BYTE(w, l) >> (2 * (s & 3))) & 3u, d);
	}
};

#ifdef LB_NEED_FP4
// kvalues_fp4[nibble] as float32.
LB_DEV float lb_fp4k(u32 nib) { return __uint_as_float(lb_kvalues_fp4[nib]); }

// MXFP4 {u8 e; u8 qs[16]}: main qs (1..17), side e. d = 2^(e−128) (GGML_E8M0_TO_FP32_HALF).
struct F_MXFP4 : LbGgml<32, 32, 16, 1> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const u32 e = lb_ld8(R.s + u);
		const float d = __uint_as_float(e < 2u ? 0x00200000u << e : (e - 1u) << 23);
		u32 w[4];
		lb_words(lb_ld128(R.m + 16 * u), w);
#pragma unroll
		for (int j = 0; j < 16; j++) {
			const u32 q = LB_BYTE(w, j);
			v[j] = __fmul_rn(lb_fp4k(q & 15u), d);
			v[j + 16] = __fmul_rn(lb_fp4k(q >> 4), d);
		}
	}
};

// NVFP4 {u8 d[4]; u8 qs[32]}: main qs (4..36), side d. Sub-block t of 16: UE4M3 scale d[t]
// (halved), qs[8t..8t+8): element j low nibble, j+8 high nibble.
struct F_NVFP4 : LbGgml<64, 32, 32, 4> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 1;
		const int s = (int)(u & 1);
		const u32 dw = lb_ld32(R.s + 4 * b);
		u32 w[4];
		lb_words(lb_ld128(R.m + 32 * b + 16 * s), w);
#pragma unroll
		for (int t = 0; t < 2; t++) {
			const float d = __uint_as_float(lb_ue4m3_half[(dw >> (8 * (2 * s + t))) & 0xffu]);
#pragma unroll
			for (int j = 0; j < 8; j++) {
				const u32 q = LB_BYTE(w, 8 * t + j);
				v[16 * t + j] = __fmul_rn(lb_fp4k(q & 15u), d);
				v[16 * t + j + 8] = __fmul_rn(lb_fp4k(q >> 4), d);
			}
		}
	}
};
#endif

// Q1_0 {fp16 d; u8 qs[16]} (128 elements): main qs, side d. Bit k of qs[i] is element 8i+k:
// 1 → +d, 0 → −d.
struct F_Q1_0 : LbGgml<128, 32, 16, 2> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 2;
		const float d = lb_f16(lb_ld16(R.s + 2 * b));
		const u32 q = lb_ld32(R.m + 16 * b + 4 * (u & 3));
#pragma unroll
		for (int j = 0; j < 32; j++) v[j] = ((q >> j) & 1u) ? d : -d;
	}
};

// Q2_0 {fp16 d; u8 qs[16]} (64 elements): main qs, side d. Bits 2k of qs[i] are element 4i+k:
// code c → (c−1)·d.
struct F_Q2_0 : LbGgml<64, 32, 16, 2> {
	static LB_DEV void dec(const Row& R, const LbArgs&, i64 u, float* v) {
		const i64 b = u >> 1;
		const float d = lb_f16(lb_ld16(R.s + 2 * b));
		const uint2 q = lb_ld64(R.m + 16 * b + 8 * (u & 1));
#pragma unroll
		for (int j = 0; j < 16; j++) {
			v[j] = lb_level((q.x >> (2 * j)) & 3u, d);
			v[16 + j] = lb_level((q.y >> (2 * j)) & 3u, d);
		}
	}
};
