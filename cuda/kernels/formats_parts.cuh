// Part-based formats (core/mlx.go, core/gptq.go): the packed codes live in one part, scales
// (biases, zeros, g_idx) in others. Upload keeps every part as it is, except that rows of packed
// codes read along a row (MLX, AWQ GEMV, compressed-tensors) are padded to 16 bytes.
//
// Row-major formats (codes packed along the input dimension of a row) use the same unit decoders
// and kernels as the ggml blocks: a unit is 32 consecutive elements of a row. Column-packed
// formats (GPTQ: codes packed along the input dimension of a column; AWQ GEMM: eight outputs per
// word) have their own kernels (gemv_cols.cuh) and decoders that produce a KPU×NPT tile.

// The 32 codes of BITS bits at bit 32·BITS·u of a little-endian, LSB-first row bitstream.
template <int BITS>
LB_DEV void lb_codes32(const u8* row, i64 u, u32* q) {
	const u8* p = row + 4 * BITS * u;
	u32 w[BITS + 1];
	if (BITS % 4 == 0) {
#pragma unroll
		for (int i = 0; i < BITS / 4; i++) lb_words(lb_ld128(p + 16 * i), w + 4 * i);
	} else if (BITS % 2 == 0) {
#pragma unroll
		for (int i = 0; i < BITS / 2; i++) {
			const uint2 t = lb_ld64(p + 8 * i);
			w[2 * i] = t.x;
			w[2 * i + 1] = t.y;
		}
	} else {
#pragma unroll
		for (int i = 0; i < BITS; i++) w[i] = lb_ld32(p + 4 * i);
	}
	w[BITS] = 0;
	const u32 mask = (1u << BITS) - 1u;
#pragma unroll
	for (int i = 0; i < 32; i++) {
		const int pos = i * BITS, wi = pos >> 5, sh = pos & 31;
		u32 c = w[wi] >> sh;
		if (sh + BITS > 32) c |= w[wi + 1] << (32 - sh);
		q[i] = c & mask;
	}
}

// Base of the row-major part formats: Row is the row's code pointer and index.
struct LbPartRow {
	static constexpr int QK = 32, SUB = 32, MB = 0, SB = 0, NU = 1;
	static constexpr bool SCALED = false, NOPAD = false; // formats_ggml.cuh
	struct Row {
		const u8* m;
		i64 r;
	};
	static LB_DEV Row row(const LbArgs& A, i64 r) { return Row{A.w + r * A.ms, r}; }
	// The group of element e of a row, clamped for the padding past the last column.
	static LB_DEV i64 group_of(const LbArgs& A, i64 e) { return lb_min64(e / A.group, A.groups - 1); }
};

// MLX affine: w = q·scale + bias computed in the scales' dtype: round(round(q·s) + b).
LB_DEV float lb_mlx_affine(u32 q, float s, float b, i64 sdt) {
	return lb_round_as(__fadd_rn(lb_round_as(__fmul_rn(lb_u2f(q), s), sdt), b), sdt);
}

// Element i of two parallel float parts (scales and biases); kept out of line so that the
// per-element paths of the decoders stay small.
LB_NOINLINE float2 lb_pair_at(const u8* a, const u8* b, i64 i, i64 sdt) {
	return make_float2(lb_scale_at(a, i, sdt), lb_scale_at(b, i, sdt));
}

template <int BITS>
struct F_MLX_AFFINE : LbPartRow {
	static LB_DEV void dec(const Row& R, const LbArgs& A, i64 u, float* v) {
		u32 q[32];
		lb_codes32<BITS>(R.m, u, q);
		const i64 base = R.r * A.scs;
		if (A.group % 32 == 0) { // one group for the unit
			const float2 sb = lb_pair_at(A.sc, A.bi, base + group_of(A, 32 * u), A.sdt);
#pragma unroll
			for (int i = 0; i < 32; i++) v[i] = lb_mlx_affine(q[i], sb.x, sb.y, A.sdt);
		} else {
#pragma unroll
			for (int i = 0; i < 32; i++) {
				const float2 sb = lb_pair_at(A.sc, A.bi, base + group_of(A, 32 * u + i), A.sdt);
				v[i] = lb_mlx_affine(q[i], sb.x, sb.y, A.sdt);
			}
		}
	}
	// 8-bit activations (gemv_q8.cuh; 4- and 8-bit codes, groups of a multiple of 32, which the
	// host checks): W = scale·q + bias unrounded, as MLX's quantized_matmul and core's integer
	// kernels compute it. 4-bit words hold elements 8k…8k+7 as nibbles 0…7: the low nibbles of
	// a word's bytes are the even elements, the high ones the odd; two PRMTs restore the order.
	static constexpr int Q8H = 1;
	static constexpr bool Q8M = true, Q8U = BITS == 8;
	static LB_DEV void decq(const Row& R, const LbArgs& A, i64 u, u32* c, float* s, float* m) {
		static_assert(BITS == 4 || BITS == 8, "8-bit activations take MLX affine 4- and 8-bit codes");
		const float2 sb = lb_pair_at(A.sc, A.bi, R.r * A.scs + (32 * u) / A.group, A.sdt);
		s[0] = sb.x;
		m[0] = sb.y;
		if constexpr (BITS == 8) {
			lb_ld256(R.m + 32 * u, c);
		} else {
			u32 w[4];
			lb_words(lb_ld128(R.m + 16 * u), w);
#pragma unroll
			for (int k = 0; k < 4; k++) {
				const u32 lo = w[k] & 0x0F0F0F0Fu, hi = (w[k] >> 4) & 0x0F0F0F0Fu;
				c[2 * k] = lb_perm(lo, hi, 0x5140u);
				c[2 * k + 1] = lb_perm(lo, hi, 0x7362u);
			}
		}
	}
};

#ifdef LB_NEED_MLXFP
// mlxFP4 (E2M1) is the plain F4 table; E8M0 scales are 2^(s−127) with s = 0 the subnormal 2^−127
// and s = 255 +Inf, as MLX computes them.
LB_DEV float lb_mlx_e8m0(u32 s) { return __uint_as_float(s == 0 ? 0x00400000u : s << 23); }

// MLX mxfp4 (group 32, E8M0 scales): w = fp4(q)·s.
struct F_MLX_MXFP4 : LbPartRow {
	static LB_DEV void dec(const Row& R, const LbArgs& A, i64 u, float* v) {
		u32 q[32];
		lb_codes32<4>(R.m, u, q);
		const float s = lb_mlx_e8m0(lb_ld8(A.sc + R.r * A.scs + group_of(A, 32 * u)));
#pragma unroll
		for (int i = 0; i < 32; i++) v[i] = __fmul_rn(__uint_as_float(lb_f4[q[i]]), s);
	}
};

// MLX mxfp8 (group 32, E8M0 scales, E4M3 codes): w = e4m3(q)·s.
struct F_MLX_MXFP8 : LbPartRow {
	static LB_DEV void dec(const Row& R, const LbArgs& A, i64 u, float* v) {
		u32 q[32];
		lb_codes32<8>(R.m, u, q);
		const float s = lb_mlx_e8m0(lb_ld8(A.sc + R.r * A.scs + group_of(A, 32 * u)));
#pragma unroll
		for (int i = 0; i < 32; i++) v[i] = __fmul_rn(__uint_as_float(lb_e4m3[q[i]]), s);
	}
};

// MLX nvfp4 (group 16, E4M3 scales, optional global scale g): w = fp4(q)·e4m3(s), or
// fp4(q)·float32(e4m3(s)·float32(g/2688)).
struct F_MLX_NVFP4 : LbPartRow {
	static LB_DEV void dec(const Row& R, const LbArgs& A, i64 u, float* v) {
		u32 q[32];
		lb_codes32<4>(R.m, u, q);
#pragma unroll
		for (int h = 0; h < 2; h++) {
			float s = __uint_as_float(lb_e4m3[lb_ld8(A.sc + R.r * A.scs + group_of(A, 32 * u + 16 * h))]);
			if (A.flags & 1u) s = __fmul_rn(s, A.gscale);
#pragma unroll
			for (int i = 0; i < 16; i++) v[16 * h + i] = __fmul_rn(__uint_as_float(lb_f4[q[16 * h + i]]), s);
		}
	}
};
#endif

// (q − z)·s in float32, rounded once to the scales' dtype (GPTQ, AWQ, compressed-tensors).
LB_DEV float lb_qzs(u32 q, i32 z, float s, i64 sdt) { return lb_round_as(__fmul_rn(lb_i2f((i32)q - z), s), sdt); }

// AWQ GEMV: qweight [N][K/8] (nibble k%8 of word k/8), qzeros [N][zw] (nibble g%8 of word g/8),
// scales [N][8·zw].

// (scale, zero) of group g: zrow is the row's zeros, srow its scales.
LB_NOINLINE float2 lb_awq_gemv_sz(const u8* zrow, const u8* sc, i64 sbase, i64 g, i64 sdt) {
	const u32 z = (lb_ld32(zrow + 4 * (g >> 3)) >> (4 * (g & 7))) & 15u;
	return make_float2(lb_scale_at(sc, sbase + g, sdt), __int_as_float((i32)z));
}

struct F_AWQ_GEMV : LbPartRow {
	static LB_DEV void dec(const Row& R, const LbArgs& A, i64 u, float* v) {
		u32 q[32];
		lb_codes32<4>(R.m, u, q);
		const u8* zrow = A.zp + R.r * A.zps;
		const i64 sbase = R.r * A.scs;
		if (A.group % 32 == 0) {
			const float2 sz = lb_awq_gemv_sz(zrow, A.sc, sbase, group_of(A, 32 * u), A.sdt);
#pragma unroll
			for (int i = 0; i < 32; i++) v[i] = lb_qzs(q[i], __float_as_int(sz.y), sz.x, A.sdt);
		} else {
#pragma unroll
			for (int i = 0; i < 32; i++) {
				const float2 sz = lb_awq_gemv_sz(zrow, A.sc, sbase, group_of(A, 32 * u + i), A.sdt);
				v[i] = lb_qzs(q[i], __float_as_int(sz.y), sz.x, A.sdt);
			}
		}
	}
};

// compressed-tensors pack-quantized: row n a bitstream of BITS-bit codes; zero points packed
// along dim 0 ([ceil(N/pack)][groups], field n%pack) or 2^(BITS−1); g = weight_g_idx[k] or k/group.

// (scale, zero) of element e of row r (A.n is the row length, for the g_idx bound).
// (Fields of LbArgs are passed by value: a kernel parameter's address would cost a copy.)
template <int BITS>
LB_NOINLINE float2 lb_ct_sz(const u8* gidx, const u8* zp, const u8* sc, i64 n, i64 group, i64 groups, i64 scs,
                            i64 sdt, u32 flags, i64 r, i64 e) {
	i64 g;
	if (flags & 4u) g = e < n ? (i64)((const i32*)gidx)[e] : 0;
	else g = lb_min64(e / group, groups - 1);
	i32 z = 1 << (BITS - 1);
	if (flags & 2u) {
		const int pack = 32 / BITS;
		const u32 w = lb_ld32(zp + 4 * ((r / pack) * groups + g));
		z = (i32)((w >> ((r % pack) * BITS)) & ((1u << BITS) - 1u));
	}
	return make_float2(lb_scale_at(sc, r * scs + g, sdt), __int_as_float(z));
}
#define LB_CT_SZ(e) lb_ct_sz<BITS>(A.gidx, A.zp, A.sc, A.n, A.group, A.groups, A.scs, A.sdt, A.flags, R.r, (e))

template <int BITS>
struct F_CT : LbPartRow {
	static LB_DEV void dec(const Row& R, const LbArgs& A, i64 u, float* v) {
		u32 q[32];
		lb_codes32<BITS>(R.m, u, q);
		if (!(A.flags & 4u) && A.group % 32 == 0) {
			const float2 sz = LB_CT_SZ(32 * u);
#pragma unroll
			for (int i = 0; i < 32; i++) v[i] = lb_qzs(q[i], __float_as_int(sz.y), sz.x, A.sdt);
		} else {
#pragma unroll
			for (int i = 0; i < 32; i++) {
				const float2 sz = LB_CT_SZ(32 * u + i);
				v[i] = lb_qzs(q[i], __float_as_int(sz.y), sz.x, A.sdt);
			}
		}
	}
};

// ---- column-packed formats ----
//
// A thread owns NPT consecutive outputs n0 … n0+NPT−1 and walks units of KPU consecutive input
// columns; dec fills v[k·NPT + j] = W[n0+j][KPU·ku + k]. State caches the current group's scales
// and zeros (groups change at most once per unit when they are contiguous; g_idx may change them
// at every column).

// GPTQ: qweight [K·BITS/32][N], column n a bitstream along k; qzeros [groups][N·BITS/32] (row
// bitstream at n·BITS, + zoff); scales [groups][N]; g = g_idx[k] or k/group.
// The scales and zeros of NPT consecutive outputs for one group.
template <int NPT>
struct LbGroup {
	float s[NPT];
	i32 z[NPT];
};

// GPTQ's group g for outputs n0 … n0+NPT−1: zeros from row g of qzeros (a bitstream, + zoff),
// scales from row g of scales. Out of line: called once per group, or per column with g_idx.
template <int BITS, int NPT>
LB_NOINLINE LbGroup<NPT> lb_gptq_group(const u8* zp, i64 zps, const u8* sc, i64 scs, i64 sdt, i64 zoff, i64 n0, i64 g) {
	LbGroup<NPT> r;
	const u8* zrow = zp + g * zps;
#pragma unroll
	for (int j = 0; j < NPT; j++) {
		const i64 pos = (n0 + j) * BITS;
		const i64 wi = pos >> 5;
		const int sh = (int)(pos & 31);
		u32 c = lb_ld32(zrow + 4 * wi) >> sh;
		if (sh + BITS > 32) c |= lb_ld32(zrow + 4 * wi + 4) << (32 - sh);
		r.z[j] = (i32)(c & ((1u << BITS) - 1u)) + (i32)zoff;
		r.s[j] = lb_scale_at(sc, g * scs + n0 + j, sdt);
	}
	return r;
}

// GPTQ: qweight [K·BITS/32][N], column n a bitstream along k; qzeros [groups][N·BITS/32] (row
// bitstream at n·BITS, + zoff); scales [groups][N]; g = g_idx[k] or k/group.
template <int BITS>
struct F_GPTQ {
	static constexpr int WPU = BITS == 3 ? 3 : 1;         // words (rows of qweight) per unit
	static constexpr int KPU = 32 * WPU / BITS;           // columns per unit
	static constexpr int NPT = BITS == 3 ? 1 : BITS == 2 ? 2 : 4;
	struct State {
		i64 g;
		LbGroup<NPT> grp;
	};
	static LB_DEV void init(State& st) { st.g = -1; }
	static LB_DEV void group(const LbArgs& A, State& st, i64 n0, i64 g) {
		if (g != st.g) {
			st.g = g;
			st.grp = lb_gptq_group<BITS, NPT>(A.zp, A.zps, A.sc, A.scs, A.sdt, A.zoff, n0, g);
		}
	}
	static LB_DEV void dec(const LbArgs& A, State& st, i64 n0, i64 ku, float* v) {
		u32 w[WPU][NPT];
		const u8* base = A.w + (ku * WPU) * A.ms + 4 * n0;
#pragma unroll
		for (int i = 0; i < WPU; i++) {
			const u8* p = base + i * A.ms;
			if (NPT == 4) {
				const uint4 t = lb_ld128(p);
				w[i][0] = t.x;
				w[i][NPT > 1 ? 1 : 0] = t.y;
				w[i][NPT > 2 ? 2 : 0] = t.z;
				w[i][NPT > 3 ? 3 : 0] = t.w;
			} else if (NPT == 2) {
				const uint2 t = lb_ld64(p);
				w[i][0] = t.x;
				w[i][NPT > 1 ? 1 : 0] = t.y;
			} else {
				w[i][0] = lb_ld32(p);
			}
		}
		const bool gi = (A.flags & 4u) != 0;
		const i64 k0 = ku * KPU;
		const bool one = !gi && (k0 + KPU - 1) / A.group == k0 / A.group; // one group for the unit
		if (one) group(A, st, n0, k0 / A.group);
#pragma unroll
		for (int k = 0; k < KPU; k++) {
			if (!one) group(A, st, n0, gi ? (i64)((const i32*)A.gidx)[k0 + k] : (k0 + k) / A.group);
			const int pos = k * BITS, wi = pos >> 5, sh = pos & 31;
#pragma unroll
			for (int j = 0; j < NPT; j++) {
				u32 c = w[wi][j] >> sh;
				if (sh + BITS > 32) c |= w[wi + 1 < WPU ? wi + 1 : wi][j] << (32 - sh);
				v[k * NPT + j] = lb_qzs(c & ((1u << BITS) - 1u), st.grp.z[j], st.grp.s[j], A.sdt);
			}
		}
	}
};

// AWQ GEMM: qweight [K][N/8], output 8c+j in nibble AWQ_REVERSE_ORDER[j] of word c; qzeros
// [K/group][N/8] likewise (8 when absent); scales [K/group][N].
LB_DEV int lb_awq_shift(int j) { return 4 * ((j & 1) * 4 + (j >> 1)); } // 4·[0 4 1 5 2 6 3 7][j]

LB_NOINLINE LbGroup<8> lb_awq_group(const u8* zp, i64 zps, u32 flags, const u8* sc, i64 scs, i64 sdt, i64 n0, i64 g) {
	LbGroup<8> r;
	const u32 zw = (flags & 2u) ? lb_ld32(zp + g * zps + 4 * (n0 >> 3)) : 0x88888888u;
#pragma unroll
	for (int j = 0; j < 8; j++) {
		r.z[j] = (i32)((zw >> lb_awq_shift(j)) & 15u);
		r.s[j] = lb_scale_at(sc, g * scs + n0 + j, sdt);
	}
	return r;
}

struct F_AWQ_GEMM {
	static constexpr int KPU = 4, NPT = 8;
	struct State {
		i64 g;
		LbGroup<NPT> grp;
	};
	static LB_DEV void init(State& st) { st.g = -1; }
	static LB_DEV void dec(const LbArgs& A, State& st, i64 n0, i64 ku, float* v) {
		const i64 c = n0 >> 3;
#pragma unroll
		for (int k = 0; k < KPU; k++) {
			const i64 kk = ku * KPU + k;
			if (kk >= A.groups * A.group) { // past K (K need not be a multiple of KPU)
#pragma unroll
				for (int j = 0; j < NPT; j++) v[k * NPT + j] = 0.0f;
				continue;
			}
			const i64 g = kk / A.group;
			if (g != st.g) {
				st.g = g;
				st.grp = lb_awq_group(A.zp, A.zps, A.flags, A.sc, A.scs, A.sdt, n0, g);
			}
			const u32 w = lb_ld32(A.w + kk * A.ms + 4 * c);
#pragma unroll
			for (int j = 0; j < NPT; j++) v[k * NPT + j] = lb_qzs((w >> lb_awq_shift(j)) & 15u, st.grp.z[j], st.grp.s[j], A.sdt);
		}
	}
};
