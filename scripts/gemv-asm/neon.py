# Generator of the row-repeated sections of core/gemv_arm64.s (NEON), with WORD encodings of the
# instructions Go's arm64 assembler lacks; prints the sections to stdout.

from neon_enc import *
from neon_grid import grid_d, grid_scales, grid_block
import neon_small as small

out = []
def emit(*ls):
    for l in ls:
        if isinstance(l, list): out.extend(l)
        else: out.append(l)

emit('''// NEON kernels of the compute engine: see gemv_arm64.go (selection, numerics) and
// gemv_asm_arm64.go (contracts). The row-repeated bodies were emitted by a small generator;
// editing by hand is fine as long as each WORD keeps the instruction it encodes in its comment
// (check with llvm-objdump -d on a GOARCH=arm64 build).
//
// Go's arm64 assembler has no vector FADD/FSUB/FMUL/FADDP, SCVTF/UCVTF, SXTL/UXTL, FCVTL, SHLL,
// DUP (element) nor the by-element FMLA/FMUL: they are WORD-encoded, each with the instruction it
// encodes in its comment.
// Registers: Vd.4S float32 lanes; VFMLA Vm, Vn, Vd is FMLA Vd += Vn·Vm.

#include "textflag.h"
''')

def reduce4(d):  # V[d..d+3] -> V[d] (per-lane)
    return [fadd(d, d, d+1), fadd(d+2, d+2, d+3), fadd(d, d, d+2)]

# ---- dotF32NEON
emit('''
// func dotF32NEON(a, b *float32, n int) float32
// n a multiple of 16: 4 accumulators (16 lanes), one FMLA a lane per 16 columns.
TEXT ·dotF32NEON(SB), NOSPLIT, $0-28
	MOVD a+0(FP), R0
	MOVD b+8(FP), R1
	MOVD n+16(FP), R2''')
emit([zero(r) for r in range(16,20)])
emit('''	LSR $4, R2, R2
	CBZ R2, dotf32_done
dotf32_loop:
	VLD1.P 64(R0), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R1), [V4.S4, V5.S4, V6.S4, V7.S4]''')
emit([fmla(16+i, i, 4+i) for i in range(4)])
emit('''	SUBS $1, R2, R2
	BNE dotf32_loop
dotf32_done:''')
emit(reduce4(16))
emit(faddp(16,16,16), faddp_s(16,16))
emit('''	FMOVS F16, ret+24(FP)
	RET''')

# ---- dotNNEON
emit('''
// func dotNNEON(w, xi *float32, n, k int, out *[maxBatch]float32)
// out[v] = Σ w[i]·x_v[i], the vectors interleaved in chunks of 16 (interleaveX); k a multiple of
// 16. One vector at a time (w stays in L1): 4 accumulators, one FMLA a lane per 16 columns.
TEXT ·dotNNEON(SB), NOSPLIT, $0-40
	MOVD w+0(FP), R0
	MOVD xi+8(FP), R1
	MOVD n+16(FP), R2
	MOVD k+24(FP), R3
	MOVD out+32(FP), R4
	LSR $4, R3, R3
	LSL $6, R2, R5
	MOVD $0, R6
dotn_vloop:
	MOVD R0, R7
	ADD R6<<6, R1, R8
	MOVD R3, R9''')
emit([zero(r) for r in range(16,20)])
emit('''	CBZ R9, dotn_cdone
dotn_cloop:
	VLD1.P 64(R7), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1 (R8), [V4.S4, V5.S4, V6.S4, V7.S4]
	ADD R5, R8, R8''')
emit([fmla(16+i, i, 4+i) for i in range(4)])
emit('''	SUBS $1, R9, R9
	BNE dotn_cloop
dotn_cdone:''')
emit(reduce4(16))
emit(faddp(16,16,16), faddp_s(16,16))
emit('''	ADD R6<<2, R4, R10
	FMOVS F16, (R10)
	ADD $1, R6, R6
	CMP R2, R6
	BLT dotn_vloop
	RET''')

LOADROWS = LOAD_ROWS + '''
	MOVD x+8(FP), R4
	MOVD nb+16(FP), R5'''

def store_rows4(a0, a1, a2, a3, label):
    # V[a0..a3] each a row's 4 lanes -> out
    return [f"{label}:", faddp(a0, a0, a1), faddp(a2, a2, a3), faddp(a0, a0, a2),
            "\tMOVD out+24(FP), R6", f"\tVST1 [V{a0}.S4], (R6)", "\tRET"]

# ---- plain float kernels: 16 accumulators V16..V31 (row r: V16+4r..V19+4r), x V0..V7, w V8..V15
def plain(name, conv, bytes_per_unit):
    emit(f'''
// func gemv{name}x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
// nb units of 32 columns; 4 accumulators a row (2 FMLA a lane per 32 columns).
TEXT ·gemv{name}x4NEON(SB), NOSPLIT, $0-40''')
    emit(LOADROWS)
    emit([zero(r) for r in range(16,32)])
    lab = name.lower()
    emit(f'''	CBZ R5, {lab}x4_done
{lab}x4_loop:
	VLD1.P 64(R4), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R4), [V4.S4, V5.S4, V6.S4, V7.S4]''')
    for r in range(4):
        a = 16 + 4*r
        if conv is None:
            emit(f"\tVLD1.P 64(R{r}), [V8.S4, V9.S4, V10.S4, V11.S4]",
                 f"\tVLD1.P 64(R{r}), [V12.S4, V13.S4, V14.S4, V15.S4]")
            emit([fmla(a + i % 4, 8+i, i) for i in range(8)])
        else:
            lo, hi = conv
            emit(f"\tVLD1.P 64(R{r}), [V8.H8, V9.H8, V10.H8, V11.H8]")
            emit(lo(12, 8), hi(13, 8), lo(14, 9), hi(15, 9))
            emit([fmla(a+i, 12+i, i) for i in range(4)])
            emit(lo(12, 10), hi(13, 10), lo(14, 11), hi(15, 11))
            emit([fmla(a+i, 12+i, 4+i) for i in range(4)])
    emit(f'''	SUBS $1, R5, R5
	BNE {lab}x4_loop''')
    emit(f"{lab}x4_done:")
    for r in range(4):
        emit(reduce4(16+4*r))
    emit(store_rows4(16, 20, 24, 28, f"{lab}x4_store")[1:])

plain("F32", None, 128)
plain("F16", (fcvtl, fcvtl2), 64)
plain("BF16", (shll16, shll2_16), 64)

# ---- decoders F16 / BF16: n elements (multiple of 32)
for name, lo, hi in (("F16", fcvtl, fcvtl2), ("BF16", shll16, shll2_16)):
    lab = name.lower()
    emit(f'''
// func decode{name}NEON(dst *float32, src *byte, n int)
// n (a multiple of 32) values to float32, as decode{name}.
TEXT ·decode{name}NEON(SB), NOSPLIT, $0-24
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD n+16(FP), R2
	LSR $5, R2, R2
	CBZ R2, dec{lab}_done
dec{lab}_loop:
	VLD1.P 64(R1), [V0.H8, V1.H8, V2.H8, V3.H8]''')
    for i in range(4):
        emit(lo(4+2*i, i), hi(5+2*i, i))
    emit(f'''	VST1.P [V4.S4, V5.S4, V6.S4, V7.S4], 64(R0)
	VST1.P [V8.S4, V9.S4, V10.S4, V11.S4], 64(R0)
	SUBS $1, R2, R2
	BNE dec{lab}_loop
dec{lab}_done:
	RET''')

def scale(rp, fp, freg, tmp="R7"):
    # block scale: fp16 code at (rp), post-incremented by 2, looked up in fp16Table
    return [f"\tMOVHU.P 2({rp}), {tmp}", f"\tADD {tmp}<<2, {fp}, {tmp}", f"\tFMOVS ({tmp}), F{freg}"]

# ---- Q8_0: x V0..V7, acc V8..V11, scales V12..V15, temps V16..V31
emit('''
// func gemvQ8_0x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32)
// Per block and row: the 32 int8 codes widened to float32 (exact), their products with x summed
// in 8 lanes (2 chains of 4 FMLA, one FADD), then acc += sum·d (FMLA by element).
TEXT ·gemvQ8_0x4NEON(SB), NOSPLIT, $0-40''')
emit(LOADROWS)
emit("\tMOVD fp16+32(FP), R12")
emit([zero(r) for r in range(8,12)])
emit('''	CBZ R5, q80x4_done
q80x4_loop:
	VLD1.P 64(R4), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R4), [V4.S4, V5.S4, V6.S4, V7.S4]''')
for r in range(4):
    emit(scale(f"R{r}", "R12", 12+r))
    emit(f"\tVLD1.P 32(R{r}), [V16.B16, V17.B16]")
    emit(sxtl8h(18,16), sxtl2_8h(19,16), sxtl8h(20,17), sxtl2_8h(21,17))
    for i in range(4):
        emit(sxtl4s(22+2*i, 18+i), sxtl2_4s(23+2*i, 18+i))
    emit([scvtf(22+i, 22+i) for i in range(8)])
    emit(fmul(30, 22, 0), fmul(31, 23, 1))
    emit([fmla(30 + i % 2, 22+i, i) for i in range(2, 8)])
    emit(fadd(30, 30, 31), fmla_e(8+r, 30, 12+r))
emit('''	SUBS $1, R5, R5
	BNE q80x4_loop
q80x4_done:''')
emit(store_rows4(8, 9, 10, 11, "q80x4_store")[1:])

emit('''
// func decodeQ8_0NEON(dst *float32, src *byte, nb int, fp16 *float32)
// float32(q)·d per value, as decodeQ8_0.
TEXT ·decodeQ8_0NEON(SB), NOSPLIT, $0-32
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD nb+16(FP), R2
	MOVD fp16+24(FP), R12
	CBZ R2, decq80_done
decq80_loop:''')
emit(scale("R1", "R12", 31))
emit("\tVLD1.P 32(R1), [V16.B16, V17.B16]")
emit(sxtl8h(18,16), sxtl2_8h(19,16), sxtl8h(20,17), sxtl2_8h(21,17))
for i in range(4):
    emit(sxtl4s(2*i, 18+i), sxtl2_4s(2*i+1, 18+i))
emit([scvtf(i, i) for i in range(8)])
emit([fmul_e(i, i, 31) for i in range(8)])
emit('''	VST1.P [V0.S4, V1.S4, V2.S4, V3.S4], 64(R0)
	VST1.P [V4.S4, V5.S4, V6.S4, V7.S4], 64(R0)
	SUBS $1, R2, R2
	BNE decq80_loop
decq80_done:
	RET''')

# ---- NL4 (Q4_0, IQ4_NL; MXFP4 with a one-byte scale code): x V0..V7, acc V8..V11, scales
# V12..V15, mask V16, table V17, temps V18..V31
def scale8(rp, fp, freg, tmp="R7"):
    # block scale: one-byte code at (rp), post-incremented by 1, looked up in the table at fp
    return [f"\tMOVBU.P 1({rp}), {tmp}", f"\tADD {tmp}<<2, {fp}, {tmp}", f"\tFMOVS ({tmp}), F{freg}"]

def nl4_codes(rp):
    # the block's 16 code bytes at (rp), post-incremented: nibbles looked up in V17 (TBL), int8
    # values 0-15 widened to V21/V22, 16-31 to V23/V24 (int16)
    return [f"\tVLD1.P 16({rp}), [V18.B16]", "\tVAND V16.B16, V18.B16, V19.B16", "\tVUSHR $4, V18.B16, V20.B16",
            "\tVTBL V19.B16, [V17.B16], V19.B16", "\tVTBL V20.B16, [V17.B16], V20.B16",
            sxtl8h(21,19), sxtl2_8h(22,19), sxtl8h(23,20), sxtl2_8h(24,20)]

def nl4(name, lab, scl, what, dwhat):
    emit(f'''
// func gemv{name}x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]int8, fp16 *float32)
// {what}
TEXT ·gemv{name}x4NEON(SB), NOSPLIT, $0-48''')
    emit(LOADROWS)
    emit('''	MOVD levels+32(FP), R10
	MOVD fp16+40(FP), R12
	VLD1 (R10), [V17.B16]
	VMOVI $15, V16.B16''')
    emit([zero(r) for r in range(8,12)])
    emit(f'''	CBZ R5, {lab}x4_done
{lab}x4_loop:
	VLD1.P 64(R4), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R4), [V4.S4, V5.S4, V6.S4, V7.S4]''')
    cv = [25, 26, 27, 28, 29, 30, 31, 18]  # values 0-3, 4-7, ..., 28-31
    for r in range(4):
        emit(scl(f"R{r}", "R12", 12+r))
        emit(nl4_codes(f"R{r}"))
        for i in range(4):
            emit(sxtl4s(cv[2*i], 21+i), sxtl2_4s(cv[2*i+1], 21+i))
        emit([scvtf(c, c) for c in cv])
        emit(fmul(19, cv[0], 0), fmul(20, cv[1], 1))
        emit([fmla(19 + i % 2, cv[i], i) for i in range(2, 8)])
        emit(fadd(19, 19, 20), fmla_e(8+r, 19, 12+r))
    emit(f'''	SUBS $1, R5, R5
	BNE {lab}x4_loop
{lab}x4_done:''')
    emit(store_rows4(8, 9, 10, 11, f"{lab}x4_store")[1:])

    emit(f'''
// func decode{name}NEON(dst *float32, src *byte, nb int, levels *[16]int8, fp16 *float32)
// {dwhat}
TEXT ·decode{name}NEON(SB), NOSPLIT, $0-40
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD nb+16(FP), R2
	MOVD levels+24(FP), R10
	MOVD fp16+32(FP), R12
	VLD1 (R10), [V17.B16]
	VMOVI $15, V16.B16
	CBZ R2, dec{lab}_done
dec{lab}_loop:''')
    emit(scl("R1", "R12", 31))
    emit(nl4_codes("R1"))
    for i in range(4):
        emit(sxtl4s(2*i, 21+i), sxtl2_4s(2*i+1, 21+i))
    emit([scvtf(i, i) for i in range(8)])
    emit([fmul_e(i, i, 31) for i in range(8)])
    emit(f'''	VST1.P [V0.S4, V1.S4, V2.S4, V3.S4], 64(R0)
	VST1.P [V4.S4, V5.S4, V6.S4, V7.S4], 64(R0)
	SUBS $1, R2, R2
	BNE dec{lab}_loop
dec{lab}_done:
	RET''')

nl4("NL4", "nl4", scale,
    """Q4_0 / IQ4_NL: the nibbles (low: values 0-15, high: 16-31) look their int8 code up (TBL),
// widened to float32 (exact); then as gemvQ8_0x4NEON.""",
    "float32(code)·d per value, as decodeQ4_0 / decodeIQ4NL.")
nl4("MXFP4", "mxfp4", scale8,
    """MXFP4 (17-byte blocks): as gemvNL4x4NEON with the E8M0 scale code (one byte) looked up in
// the table of halved scales passed as fp16, the levels ggml's kvalues_fp4.""",
    "float32(code)·d per value, as decodeMXFP4.")

# ---- Q4_1, Q5_0, Q5_1: x V0..V7, acc V8..V11, d V12 (lane 0), m V13 (every lane), qh tables
# V14 / V15 (byte e/8 of qh for elements 0-15 / 16-31), V17 (bit e%8), V18 (0x10 bytes), mask V16,
# temps V19..V31. The fifth bit of element e is bit e of qh: its byte spread by TBL, tested by
# CMTST. Q5_0: x = float32(q − 16)·d, the block's products with x summed, times d (as Q4_0);
# Q4_1/Q5_1: x = float32(q·d) + m per value (the decoder's two roundings), the block's products
# with x summed (two chains) and added to the row's accumulator.

emit("", q5_data("q5NEON"))

def b32_codes(rp, qh_off, offset_min):
    # the 32 codes of the block at (rp) (after its header) into V20 (elements 0-15), V21 (16-31)
    s = []
    if qh_off:
        s += [f"\tMOVWU.P 4({rp}), R7", "\tVDUP R7, V22.S4",
              tbl1(23, 22, 14), tbl1(24, 22, 15), cmtst(23, 23, 17), cmtst(24, 24, 17),
              "\tVAND V18.B16, V23.B16, V23.B16", "\tVAND V18.B16, V24.B16, V24.B16"]
    s += [f"\tVLD1.P 16({rp}), [V19.B16]", "\tVAND V16.B16, V19.B16, V20.B16", "\tVUSHR $4, V19.B16, V21.B16"]
    if qh_off:
        s += ["\tVORR V23.B16, V20.B16, V20.B16", "\tVORR V24.B16, V21.B16, V21.B16"]
    if offset_min:  # Q5_0: q − 16 as int8
        s += ["\tVSUB V18.B16, V20.B16, V20.B16", "\tVSUB V18.B16, V21.B16, V21.B16"]
    return s

CV = [25, 26, 27, 28, 29, 30, 31, 19]  # values 0-3, 4-7, ..., 28-31
def b32_widen(signed):
    x8, x82, x4, x42, cvt = (sxtl8h, sxtl2_8h, sxtl4s, sxtl2_4s, scvtf) if signed else (uxtl8h, uxtl2_8h, uxtl4s, uxtl2_4s, ucvtf)
    s = [x8(22, 20), x82(23, 20), x8(24, 21), x82(21, 21)]
    for i, src in enumerate((22, 23, 24, 21)):
        s += [x4(CV[2*i], src), x42(CV[2*i+1], src)]
    return s + [cvt(c, c) for c in CV]

def b32(name, lab, bbytes, has_min, has_qh, what):
    emit(f'''
// func gemv{name}x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32)
// {what}
TEXT ·gemv{name}x4NEON(SB), NOSPLIT, $0-40''')
    emit(LOADROWS)
    emit("\tMOVD fp16+32(FP), R12")
    consts = ["\tVMOVI $15, V16.B16", "\tVMOVI $16, V18.B16"]
    if has_qh:
        consts += ["\tMOVD $q5NEON<>(SB), R10", "\tVLD1.P 32(R10), [V14.B16, V15.B16]", "\tVLD1 (R10), [V17.B16]"]
    emit(consts)
    emit([zero(r) for r in range(8,12)])
    emit(f'''	CBZ R5, {lab}x4_done
{lab}x4_loop:
	VLD1.P 64(R4), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R4), [V4.S4, V5.S4, V6.S4, V7.S4]''')
    for r in range(4):
        emit(scale(f"R{r}", "R12", 12))
        if has_min:
            emit(scale(f"R{r}", "R12", 13), dup_s(13, 13, 0))
        emit(b32_codes(f"R{r}", has_qh, not has_min))
        emit(b32_widen(not has_min))
        if has_min:
            emit([fmul_e(c, c, 12) for c in CV] + [fadd(c, c, 13) for c in CV])
        emit(fmul(20, CV[0], 0), fmul(21, CV[1], 1))
        emit([fmla(20 + i % 2, CV[i], i) for i in range(2, 8)])
        emit(fadd(20, 20, 21), fadd(8+r, 8+r, 20) if has_min else fmla_e(8+r, 20, 12))
    emit(f'''	SUBS $1, R5, R5
	BNE {lab}x4_loop
{lab}x4_done:''')
    emit(store_rows4(8, 9, 10, 11, f"{lab}x4_store")[1:])

    emit(f'''
// func decode{name}NEON(dst *float32, src *byte, nb int, fp16 *float32)
// nb blocks to float32, as decode{name}.
TEXT ·decode{name}NEON(SB), NOSPLIT, $0-32
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD nb+16(FP), R2
	MOVD fp16+24(FP), R12''')
    emit(consts)
    emit(f"\tCBZ R2, dec{lab}_done", f"dec{lab}_loop:")
    emit(scale("R1", "R12", 12))
    if has_min:
        emit(scale("R1", "R12", 13), dup_s(13, 13, 0))
    emit(b32_codes("R1", has_qh, not has_min))
    emit(b32_widen(not has_min))
    emit([fmul_e(c, c, 12) for c in CV])
    if has_min:
        emit([fadd(c, c, 13) for c in CV])
    emit(f'''	VST1.P [V25.S4, V26.S4, V27.S4, V28.S4], 64(R0)
	VST1.P [V29.S4, V30.S4, V31.S4], 48(R0)
	VST1.P [V19.S4], 16(R0)
	SUBS $1, R2, R2
	BNE dec{lab}_loop
dec{lab}_done:
	RET''')

b32("Q4_1", "q41", 20, True, False, "Q4_1 {fp16 d, m; u8 qs[16]}: x = float32(q·d) + m.")
b32("Q5_0", "q50", 22, False, True, "Q5_0 {fp16 d; u32 qh; u8 qs[16]}: x = float32(q − 16)·d, summed per block and scaled as Q4_0.")
b32("Q5_1", "q51", 24, True, True, "Q5_1 {fp16 d, m; u32 qh; u8 qs[16]}: x = float32(q·d) + m.")

# ==== K-quants and IQ4_XS: one super-block (256 elements) at a time, weights decoded exactly as
# the Go decoders (the same roundings in the same order, never fused), 16 at a time into V8..V11
# (elements in order); the GEMV kernels run the four rows one after the other (the span of x
# stays in L1) with 4 accumulators V16..V19 (16 lanes), the decoders store the weights.

def widen_u(src):  # 16 unsigned bytes in V{src} -> float32 in V8..V11
    return [uxtl8h(2, src), uxtl2_8h(3, src), uxtl4s(8, 2), uxtl2_4s(9, 2), uxtl4s(10, 3), uxtl2_4s(11, 3)] + [ucvtf(8+i, 8+i) for i in range(4)]

def widen_s(src):  # 16 signed bytes in V{src} -> float32 in V8..V11
    return [sxtl8h(2, src), sxtl2_8h(3, src), sxtl4s(8, 2), sxtl2_4s(9, 2), sxtl4s(10, 3), sxtl2_4s(11, 3)] + [scvtf(8+i, 8+i) for i in range(4)]

def kx_weights(j):
    # V8..V11 (unsigned codes as float32) -> float32(ds_j·q) − ms_j
    return [fmul_ei(8+i, 8+i, 24 + j//4, j % 4) for i in range(4)] + [dup_s(29, 26 + j//4, j % 4)] + \
           [fsub(8+i, 8+i, 29) for i in range(4)]

def body_q4k(rp, consume, q5=False):
    # rp at the super-block; advanced past it
    s = kx_scales(rp)
    if q5:
        s += [f"\tADD $16, {rp}, R7", "\tVLD1 (R7), [V30.B16, V31.B16]", f"\tADD $48, {rp}, R7"]
    else:
        s += [f"\tADD $16, {rp}, R7"]
    for p in range(4):
        s.append("\tVLD1.P 32(R7), [V0.B16, V1.B16]")
        for hi in (0, 1):
            j = 2*p + hi
            for k in (0, 1):
                if hi == 0:
                    s.append(f"\tVAND V28.B16, V{k}.B16, V4.B16")
                else:
                    s.append(f"\tVUSHR $4, V{k}.B16, V4.B16")
                if q5:
                    sh = 2*p + hi
                    if sh:
                        s.append(f"\tVUSHR ${sh}, V{30+k}.B16, V5.B16")
                        s.append("\tVAND V23.B16, V5.B16, V5.B16")
                    else:
                        s.append(f"\tVAND V23.B16, V{30+k}.B16, V5.B16")
                    s += ["\tVSHL $4, V5.B16, V5.B16", "\tVORR V5.B16, V4.B16, V4.B16"]
                s += widen_u(4) + kx_weights(j) + consume
    s.append(f"\tADD ${176 if q5 else 144}, {rp}, {rp}")
    return s

def body_q6k(rp, consume):
    s = [f"\tADD $192, {rp}, R7", "\tVLD1 (R7), [V0.B16]"] + fp16load(rp, 208, 22) + \
        [sxtl8h(1, 0), sxtl2_8h(2, 0), sxtl4s(24, 1), sxtl2_4s(25, 1), sxtl4s(26, 2), sxtl2_4s(27, 2)] + \
        [scvtf(24+i, 24+i) for i in range(4)] + [fmul_e(24+i, 24+i, 22) for i in range(4)]
    # ds_g = d·sc_g: V24..V27 (lane g%4 of V24+g/4)
    for h in range(2):
        s += [f"\tADD ${64*h}, {rp}, R7", "\tVLD1.P 32(R7), [V0.B16, V1.B16]", "\tVLD1 (R7), [V6.B16, V7.B16]",
              f"\tADD ${128+32*h}, {rp}, R7", "\tVLD1 (R7), [V20.B16, V21.B16]"]
        # quarter qq: elements 128h+32qq+l, l < 32: nibble (low for qq<2) of ql[64h+32(qq%2)+l], bits 2qq of qh[l]
        for qq in range(4):
            for k in (0, 1):
                ql = [0, 1, 6, 7][2*(qq % 2) + k]
                if qq < 2:
                    s.append(f"\tVAND V28.B16, V{ql}.B16, V4.B16")
                else:
                    s.append(f"\tVUSHR $4, V{ql}.B16, V4.B16")
                if qq == 0:
                    s.append(f"\tVAND V29.B16, V{20+k}.B16, V5.B16")
                elif qq == 3:
                    s.append(f"\tVUSHR $6, V{20+k}.B16, V5.B16")
                else:
                    s += [f"\tVUSHR ${2*qq}, V{20+k}.B16, V5.B16", "\tVAND V29.B16, V5.B16, V5.B16"]
                s += ["\tVSHL $4, V5.B16, V5.B16", "\tVORR V5.B16, V4.B16, V4.B16",
                      "\tVSUB V30.B16, V4.B16, V4.B16"]  # q − 32 as int8
                g = (128*h + 32*qq + 16*k) // 16
                s += widen_s(4) + [fmul_ei(8+i, 8+i, 24 + g//4, g % 4) for i in range(4)] + consume
    s.append(f"\tADD $210, {rp}, {rp}")
    return s

def body_iq4xs(rp, consume):
    s = fp16load(rp, 0, 22) + [f"\tMOVHU 2({rp}), R8", f"\tMOVWU 4({rp}), R9", f"\tADD $8, {rp}, R10"]
    for ib in range(8):
        s += [f"\tUBFX ${4*ib}, R9, $4, R11", f"\tUBFX ${2*ib}, R8, $2, R6", "\tORR R6<<4, R11, R11",
              "\tSUB $32, R11, R11", "\tSCVTFWS R11, F21", "\tFMULS F21, F22, F21",  # dl = d·float32(ls − 32)
              "\tVLD1.P 16(R10), [V0.B16]"]
        for hi in (0, 1):
            s.append("\tVAND V28.B16, V0.B16, V4.B16" if hi == 0 else "\tVUSHR $4, V0.B16, V4.B16")
            s.append("\tVTBL V4.B16, [V29.B16], V4.B16")
            s += widen_s(4) + [fmul_e(8+i, 8+i, 21) for i in range(4)] + consume
    s.append(f"\tADD $136, {rp}, {rp}")
    return s

def plane2(k, j):
    # V4: bits 2j…2j+1 of the 16 bytes in V{k} (V28: 0x03 bytes): Q2_K's and Q3_K's code planes
    if j == 0:
        return [f"\tVAND V28.B16, V{k}.B16, V4.B16"]
    return [f"\tVUSHR ${2*j}, V{k}.B16, V4.B16", "\tVAND V28.B16, V4.B16, V4.B16"]

def body_q2k(rp, consume):
    # Q2_K {u8 scales[16]; u8 qs[64]; fp16 d, dmin}: group g's ds = d·(sc & 15) (V24..V27, lane
    # g%4 of V24+g/4) and ms = dmin·(sc >> 4) (V20..V23); its codes bits 2·(g%8/2) of 16 bytes at
    # 16 + 32·(g/8) + 16·(g%2); x = float32(ds·q) − ms (decodeQ2K)
    s = fp16load(rp, 80, 30) + fp16load(rp, 82, 31)
    s += [f"\tVLD1 ({rp}), [V0.B16]", "\tVMOVI $15, V1.B16", "\tVAND V1.B16, V0.B16, V2.B16",
          "\tVUSHR $4, V0.B16, V3.B16"]
    for src, dst in ((2, 24), (3, 20)):
        s += [uxtl8h(4, src), uxtl2_8h(5, src), uxtl4s(dst, 4), uxtl2_4s(dst+1, 4), uxtl4s(dst+2, 5), uxtl2_4s(dst+3, 5)]
    s += [ucvtf(r, r) for r in range(20, 28)]
    s += [fmul_e(24+i, 24+i, 30) for i in range(4)] + [fmul_e(20+i, 20+i, 31) for i in range(4)]
    for h in range(2):
        s += [f"\tADD ${16+32*h}, {rp}, R7", "\tVLD1 (R7), [V0.B16, V1.B16]"]
        for j in range(4):
            for k in range(2):
                g = 8*h + 2*j + k
                s += plane2(k, j) + widen_u(4) + [fmul_ei(8+i, 8+i, 24 + g//4, g % 4) for i in range(4)]
                s += [dup_s(29, 20 + g//4, g % 4)] + [fsub(8+i, 8+i, 29) for i in range(4)] + consume
    s.append(f"\tADD $84, {rp}, {rp}")
    return s

def body_q3k(rp, consume):
    # Q3_K {u8 hmask[32]; u8 qs[64]; u8 scales[12]; fp16 d}: the 16 six-bit scales unpacked as
    # q3KScales (scalar), ds = d·(sc − 32) (V24..V27); group g's code: bits 2·(g%8/2) of 16 bytes
    # at 32 + 32·(g/8) + 16·(g%2), bit g/2 of hmask's 16 bytes at 16·(g%2) above them; x = ds·(q − 4)
    s = q3k_scales(rp, 31)
    s.append(f"\tVLD1 ({rp}), [V6.B16, V7.B16]")
    for h in range(2):
        s += [f"\tADD ${32+32*h}, {rp}, R7", "\tVLD1 (R7), [V0.B16, V1.B16]"]
        for j in range(4):
            for k in range(2):
                g = 8*h + 2*j + k
                s += plane2(k, j)
                if g // 2 == 0:
                    s.append(f"\tVAND V23.B16, V{6+k}.B16, V5.B16")
                else:
                    s += [f"\tVUSHR ${g//2}, V{6+k}.B16, V5.B16", "\tVAND V23.B16, V5.B16, V5.B16"]
                s += ["\tVSHL $2, V5.B16, V5.B16", "\tVORR V5.B16, V4.B16, V4.B16", "\tVSUB V30.B16, V4.B16, V4.B16"]
                s += widen_s(4) + [fmul_ei(8+i, 8+i, 24 + g//4, g % 4) for i in range(4)] + consume
    s.append(f"\tADD $110, {rp}, {rp}")
    return s

def kconsts(fmt):
    if fmt in ("Q2K", "Q3K"):
        return ["\tVMOVI $3, V28.B16"] + (["\tVMOVI $1, V23.B16", "\tVMOVI $4, V30.B16"] if fmt == "Q3K" else [])
    s = ["\tVMOVI $15, V28.B16"]
    if fmt == "Q5K":
        s.append("\tVMOVI $1, V23.B16")
    if fmt == "Q6K":
        s += ["\tVMOVI $3, V29.B16", "\tVMOVI $32, V30.B16"]
    return s

def rows_kernel(lab, body):
    # the rest of a row-at-a-time GEMV kernel (R13 rows, R14 out): R15 rows left; per row nb units
    # of body (x at R4), 4 accumulators V16..V19 reduced into the row's out
    emit(f"""	MOVD $4, R15
{lab}x4_row:
	MOVD.P 8(R13), R0
	MOVD x+8(FP), R4
	MOVD nb+16(FP), R5""")
    emit([zero(r) for r in range(16, 20)])
    emit(f"\tCBZ R5, {lab}x4_rdone", f"{lab}x4_loop:")
    emit(body)
    emit(f"""	SUBS $1, R5, R5
	BNE {lab}x4_loop
{lab}x4_rdone:""")
    emit(reduce4(16))
    emit(faddp(16, 16, 16), faddp_s(16, 16))
    emit(f"""	FMOVS F16, (R14)
	ADD $4, R14, R14
	SUBS $1, R15, R15
	BNE {lab}x4_row
	RET""")

def decode_loop(lab, body):
    # the rest of a decoder: nb units (R5) of body
    emit(f"\tCBZ R5, dec{lab}_done", f"dec{lab}_loop:")
    emit(body)
    emit(f"""	SUBS $1, R5, R5
	BNE dec{lab}_loop
dec{lab}_done:
	RET""")

kfmts = [("Q4K", lambda rp, c: body_q4k(rp, c), "Q4_K: x = float32(d·sc·q) − dmin·m (decodeQ4K)"),
         ("Q5K", lambda rp, c: body_q4k(rp, c, q5=True), "Q5_K: as Q4_K with the fifth bit in qh (decodeQ5K)"),
         ("Q6K", body_q6k, "Q6_K: x = (d·sc)·(q − 32) (decodeQ6K)"),
         ("IQ4XS", body_iq4xs, "IQ4_XS: x = (d·(ls − 32))·kvalues[q] (decodeIQ4XS)"),
         ("Q2K", body_q2k, "Q2_K: x = float32(d·sc·q) − dmin·m (decodeQ2K)"),
         ("Q3K", body_q3k, "Q3_K: x = (d·(sc − 32))·(q − 4) (decodeQ3K)")]
gemv_consume = ["\tVLD1.P 64(R4), [V12.S4, V13.S4, V14.S4, V15.S4]"] + [fmla(16+i, 8+i, 12+i) for i in range(4)]
dec_consume = ["\tVST1.P [V8.S4, V9.S4, V10.S4, V11.S4], 64(R1)"]
for name, body, doc in kfmts:
    lab = name.lower()
    tbl = name == "IQ4XS"
    args = "levels *[16]int8, " if tbl else ""
    fsize = 48 if tbl else 40
    emit(f"""
// func gemv{name}x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, {args}fp16 *float32)
// {doc}; the rows one after the other, nb super-blocks each, 4 accumulators (16 lanes, one
// FMLA a lane per 16 columns).
TEXT ·gemv{name}x4NEON(SB), NOSPLIT, $0-{fsize}
	MOVD rows+0(FP), R13
	MOVD out+24(FP), R14""")
    if tbl:
        emit("\tMOVD levels+32(FP), R6", "\tVLD1 (R6), [V29.B16]", "\tMOVD fp16+40(FP), R12")
    else:
        emit("\tMOVD fp16+32(FP), R12")
    emit(kconsts(name))
    rows_kernel(lab, body("R0", gemv_consume))
    dsize = 40 if tbl else 32
    emit(f"""
// func decode{name}NEON(dst *float32, src *byte, nb int, {args}fp16 *float32)
// nb super-blocks, bit-exact with the Go decoder.
TEXT ·decode{name}NEON(SB), NOSPLIT, $0-{dsize}
	MOVD dst+0(FP), R1
	MOVD src+8(FP), R0
	MOVD nb+16(FP), R5""")
    if tbl:
        emit("\tMOVD levels+24(FP), R6", "\tVLD1 (R6), [V29.B16]", "\tMOVD fp16+32(FP), R12")
    else:
        emit("\tMOVD fp16+24(FP), R12")
    emit(kconsts(name))
    decode_loop(lab, body("R0", dec_consume))

# ---- the grid formats (IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M): the signed codes of
# a block (neon_grid.py) widened to float32 (exact) and multiplied by their group's ds_g, which
# gives the decoded weights (see neon_grid.py; a NaN scale's sign may differ from the decoder's,
# so these rows keep the Go decoders for dequantization), then as the K-quants' kernels.
def body_grid(fmt, factor, bs, consume):
    s = grid_d(fmt, factor) + grid_scales(fmt)
    for ib in range(8):
        s += grid_block(fmt, ib)
        for k in range(2):
            g = 2*ib + k
            s += widen_s(4 + k) + [fmul_ei(8+i, 8+i, 24 + g//4, g % 4) for i in range(4)] + consume
    return s + [f"\tADD ${bs}, R0, R0"]

for fmt, factor, bs in (("IQ2_XXS", 0.125, 66), ("IQ2_XS", 0.125, 74), ("IQ2_S", 0.125, 82),
                        ("IQ3_XXS", 0.25, 98), ("IQ3_S", 1, 110), ("IQ1_S", 0.125, 50), ("IQ1_M", 0.125, 56)):
    name = fmt.replace("_", "")
    lab = name.lower()
    emit(f"""
// func gemv{name}x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, grid *byte, signs *byte, fp16 *float32)
// {fmt}: the weights as its decoder's (neon_grid.py); the rows one after the other, nb
// super-blocks each, 4 accumulators (16 lanes, one FMLA a lane per 16 columns).
TEXT ·gemv{name}x4NEON(SB), NOSPLIT, $0-56
	MOVD rows+0(FP), R13
	MOVD out+24(FP), R14
	MOVD grid+32(FP), R21
	MOVD signs+40(FP), R22
	MOVD fp16+48(FP), R12
	VMOVI $1, V28.B16
	VMOVI $15, V31.B16""")
    rows_kernel(lab, body_grid(fmt, factor, bs, gemv_consume))

# ---- the small block formats (TQ1_0, TQ2_0, Q2_0, Q1_0, NVFP4): a group of 16 codes at a time
# (neon_small.py) widened to float32 (exact) and multiplied by the group's scale, the decoders'
# one product; then as the K-quants' kernels. Q1_0 keeps the Go decoder (see neon_small.py).
def body_small(fmt, consume):
    s = small.prologue(fmt)
    for lines, r, lane in small.groups(fmt):
        s += lines + widen_s(r)
        s += [fmul_e(8+i, 8+i, small.DREG) for i in range(4)] if lane is None else [fmul_ei(8+i, 8+i, 20, lane) for i in range(4)]
        s += consume
    return s + [f"\tADD ${small.UNIT[fmt][1]}, R0, R0"]

emit("", small.data())
for fmt in ("TQ1_0", "TQ2_0", "Q2_0", "Q1_0", "NVFP4"):
    name = fmt
    lab = "s" + name.lower()
    emit(f"""
// func gemv{name}x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, scales *float32)
// {fmt} (neon_small.py): the rows one after the other, nb blocks each, 4 accumulators (16 lanes,
// one FMLA a lane per 16 columns).
TEXT ·gemv{name}x4NEON(SB), NOSPLIT, $0-48
	MOVD rows+0(FP), R13
	MOVD out+24(FP), R14
	MOVD fp16+32(FP), R12
	MOVD scales+40(FP), R21""")
    emit(small.consts(fmt))
    rows_kernel(lab, body_small(fmt, gemv_consume))
    if fmt == "Q1_0":
        continue
    emit(f"""
// func decode{name}NEON(dst *float32, src *byte, nb int, fp16 *float32, scales *float32)
// nb blocks, bit-exact with the Go decoder.
TEXT ·decode{name}NEON(SB), NOSPLIT, $0-40
	MOVD dst+0(FP), R1
	MOVD src+8(FP), R0
	MOVD nb+16(FP), R5
	MOVD fp16+24(FP), R12
	MOVD scales+32(FP), R21""")
    emit(small.consts(fmt))
    decode_loop(lab, body_small(fmt, dec_consume))

# ---- one-byte element formats (I8, U8, F8_E5M2, F8_E4M3): 16 bytes at a time to float32, exactly
# as the decoders' tables: I8/U8 widened and converted; E5M2 is binary16's top byte (SHLL #8, then
# FCVTL, which quiets a NaN keeping its payload as FP16ToFP32 does); E4M3's bits are moved into
# binary16's (b << 8, arithmetic shift right by 1, bit 14 cleared: sign, then exponent and
# mantissa in place, the value divided by 2⁸ — exact, subnormals included) and the product with
# 256 restores it; its NaN codes (S.1111.111, 0x3f80 in binary16 after the move) are first
# replaced by binary16's 0x7e00 (sign kept), which widens to the table's 0x7fc00000.
# Constants (byte kernels and decoders): V24 0xbfff, V25 0x7fff, V26 0x3f80, V27 0x7e00 (8H
# lanes), V28 256.0. The GEMV kernels: x V0..V7, a row's 32 bytes V8/V9, converted V10..V13,
# temporaries V14/V15, two accumulators a row (row r: V16+2r, V17+2r).
def byte_conv(fmt, src):
    # 16 bytes in V{src} -> float32 in V10..V13
    if fmt == "I8":
        return [sxtl8h(14, src), sxtl2_8h(15, src), sxtl4s(10, 14), sxtl2_4s(11, 14), sxtl4s(12, 15),
                sxtl2_4s(13, 15)] + [scvtf(10+i, 10+i) for i in range(4)]
    if fmt == "U8":
        return [uxtl8h(14, src), uxtl2_8h(15, src), uxtl4s(10, 14), uxtl2_4s(11, 14), uxtl4s(12, 15),
                uxtl2_4s(13, 15)] + [ucvtf(10+i, 10+i) for i in range(4)]
    if fmt == "F8_E5M2":
        return [shll8(14, src), shll2_8(15, src), fcvtl(10, 14), fcvtl2(11, 14), fcvtl(12, 15), fcvtl2(13, 15)]
    return e4m3_conv(src, 10, 14, 15, (24, 25, 26, 27, 28))  # F8_E4M3

BYTE_CONSTS = ["\tMOVD $byteNEON<>(SB), R7", "\tVLD1 (R7), [V24.H8, V25.H8, V26.H8, V27.H8]", "\tFMOVS $256.0, F28"]
emit("", e4m3_data("byteNEON"))
for fmt in ("I8", "U8", "F8_E5M2", "F8_E4M3"):
    name = fmt.replace("_", "")
    lab = name.lower()
    emit(f"""
// func gemv{name}x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
// nb units of 32 columns; 2 accumulators a row (4 FMLA a lane per 32 columns).
TEXT ·gemv{name}x4NEON(SB), NOSPLIT, $0-40""")
    emit(LOADROWS)
    if fmt == "F8_E4M3":
        emit(BYTE_CONSTS)
    emit([zero(r) for r in range(16, 24)])
    emit(f"""	CBZ R5, {lab}x4_done
{lab}x4_loop:
	VLD1.P 64(R4), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R4), [V4.S4, V5.S4, V6.S4, V7.S4]""")
    for r in range(4):
        emit(f"\tVLD1.P 32(R{r}), [V8.B16, V9.B16]")
        for half in range(2):
            emit(byte_conv(fmt, 8 + half), [fmla(16 + 2*r + i % 2, 10 + i, 4*half + i) for i in range(4)])
    emit(f"""	SUBS $1, R5, R5
	BNE {lab}x4_loop
{lab}x4_done:""")
    emit([fadd(16 + 2*r, 16 + 2*r, 17 + 2*r) for r in range(4)])
    emit(store_rows4(16, 18, 20, 22, f"{lab}x4_store")[1:])
    emit(f"""
// func decode{name}NEON(dst *float32, src *byte, n int)
// n (a multiple of 32) values to float32, bit-exact with the Go decoder.
TEXT ·decode{name}NEON(SB), NOSPLIT, $0-24
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD n+16(FP), R2""")
    if fmt == "F8_E4M3":
        emit(BYTE_CONSTS)
    emit(f"""	LSR $4, R2, R2
	CBZ R2, dec{lab}_done
dec{lab}_loop:
	VLD1.P 16(R1), [V8.B16]""")
    emit(byte_conv(fmt, 8))
    emit(f"""	VST1.P [V10.S4, V11.S4, V12.S4, V13.S4], 64(R0)
	SUBS $1, R2, R2
	BNE dec{lab}_loop
dec{lab}_done:
	RET""")

# ---- GEMM of decoded rows (gemm4x4F32 / gemm4x2F32, gemmRowsDecoded): four float32 rows against
# four (two) vectors over nch chunks of 16 columns, the vectors interleaved per chunk (vector v's
# 16 values at 64·v bytes, the next chunk xstride bytes on). Per chunk and quarter (4 columns): the
# rows' 4 values (V16..V19) and the vectors' (V20..V23), 16 (8) FMLA into the accumulators
# V0..V15 (row r, vector v: V[4r+v]): 4 terms a lane per chunk, m = 128 at gemmStep = 512.
def gemm_f32(nv):
    name = f"gemm4x{nv}F32NEON"
    lab = name.lower()
    emit(f"""
// func {name}(rows *[4]*byte, xi *float32, nch int, out *[16]float32, pf, xstride int)
// out[4r+v] = rows[r]·x_v for v < {nv}{'' if nv == 4 else ' (out[4r+2], out[4r+3] zero)'}; see gemm4x4Kernel.
TEXT ·{name}(SB), NOSPLIT, $0-48
{LOAD_ROWS}
	MOVD xi+8(FP), R4
	MOVD nch+16(FP), R5
	MOVD xstride+40(FP), R6""")
    emit([zero(r) for r in range(16)])
    emit(f"\tCBZ R5, {lab}_done", f"{lab}_loop:")
    for q in range(4):
        emit([f"\tVLD1.P 16(R{r}), [V{16+r}.S4]" for r in range(4)])
        emit([f"\tFMOVQ {64*v + 16*q}(R4), F{20+v}" for v in range(nv)])
        emit([fmla(4*r + v, 16 + r, 20 + v) for r in range(4) for v in range(nv)])
    emit("\tADD R6, R4, R4", "\tSUBS $1, R5, R5", f"\tBNE {lab}_loop", f"{lab}_done:", "\tMOVD out+24(FP), R7")
    for r in range(4):
        a = 4*r
        emit(faddp(a, a, a + 1), faddp(a + 2, a + 2, a + 3), faddp(a, a, a + 2), f"\tVST1.P [V{a}.S4], 16(R7)")
    emit("\tRET")

gemm_f32(4)
gemm_f32(2)

import sys
open(sys.argv[1], 'w').write("\n".join(out) + "\n")
