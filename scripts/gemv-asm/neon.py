# Generator of the row-repeated sections of core/gemv_arm64.s (NEON), with WORD encodings of the
# instructions Go's arm64 assembler lacks; prints the sections to stdout.
def W(code, text): return f"\tWORD ${code:#010x} // {text}"
def fadd(d,n,m): return W(0x4E20D400|m<<16|n<<5|d, f"FADD V{d}.4S, V{n}.4S, V{m}.4S")
def faddp(d,n,m): return W(0x6E20D400|m<<16|n<<5|d, f"FADDP V{d}.4S, V{n}.4S, V{m}.4S")
def fmul(d,n,m): return W(0x6E20DC00|m<<16|n<<5|d, f"FMUL V{d}.4S, V{n}.4S, V{m}.4S")
def fmla(d,n,m): return f"\tVFMLA V{m}.S4, V{n}.S4, V{d}.S4 // FMLA V{d}.4S, V{n}.4S, V{m}.4S"
def fmla_e(d,n,m): return W(0x4F801000|m<<16|n<<5|d, f"FMLA V{d}.4S, V{n}.4S, V{m}.S[0]")
def fmul_e(d,n,m): return W(0x4F809000|m<<16|n<<5|d, f"FMUL V{d}.4S, V{n}.4S, V{m}.S[0]")
def scvtf(d,n): return W(0x4E21D800|n<<5|d, f"SCVTF V{d}.4S, V{n}.4S")
def sxtl8h(d,n): return W(0x0F08A400|n<<5|d, f"SXTL V{d}.8H, V{n}.8B")
def sxtl2_8h(d,n): return W(0x4F08A400|n<<5|d, f"SXTL2 V{d}.8H, V{n}.16B")
def sxtl4s(d,n): return W(0x0F10A400|n<<5|d, f"SXTL V{d}.4S, V{n}.4H")
def sxtl2_4s(d,n): return W(0x4F10A400|n<<5|d, f"SXTL2 V{d}.4S, V{n}.8H")
def fcvtl(d,n): return W(0x0E217800|n<<5|d, f"FCVTL V{d}.4S, V{n}.4H")
def fcvtl2(d,n): return W(0x4E217800|n<<5|d, f"FCVTL2 V{d}.4S, V{n}.8H")
def shll16(d,n): return W(0x2E613800|n<<5|d, f"SHLL V{d}.4S, V{n}.4H, #16")
def shll2_16(d,n): return W(0x6E613800|n<<5|d, f"SHLL2 V{d}.4S, V{n}.8H, #16")
def faddp_s(d,n): return W(0x7E30D800|n<<5|d, f"FADDP S{d}, V{n}.2S")
def zero(r): return f"\tVEOR V{r}.B16, V{r}.B16, V{r}.B16"
def regs(first, n, t): return "[" + ", ".join(f"V{(first+i)%32}.{t}" for i in range(n)) + "]"

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
// Go's arm64 assembler has no vector FADD/FMUL/FADDP, SCVTF, SXTL, FCVTL, SHLL nor the by-element
// FMLA/FMUL: they are WORD-encoded, each with the instruction it encodes in its comment.
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

LOADROWS = '''	MOVD rows+0(FP), R9
	MOVD 0(R9), R0
	MOVD 8(R9), R1
	MOVD 16(R9), R2
	MOVD 24(R9), R3
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

# ---- NL4 (Q4_0, IQ4_NL): x V0..V7, acc V8..V11, scales V12..V15, mask V16, table V17, temps V18..V31
emit('''
// func gemvNL4x4NEON(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]int8, fp16 *float32)
// Q4_0 / IQ4_NL: the nibbles (low: values 0-15, high: 16-31) look their int8 code up (TBL),
// widened to float32 (exact); then as gemvQ8_0x4NEON.
TEXT ·gemvNL4x4NEON(SB), NOSPLIT, $0-48''')
emit(LOADROWS)
emit('''	MOVD levels+32(FP), R10
	MOVD fp16+40(FP), R12
	VLD1 (R10), [V17.B16]
	VMOVI $15, V16.B16''')
emit([zero(r) for r in range(8,12)])
emit('''	CBZ R5, nl4x4_done
nl4x4_loop:
	VLD1.P 64(R4), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R4), [V4.S4, V5.S4, V6.S4, V7.S4]''')
cv = [25, 26, 27, 28, 29, 30, 31, 18]  # values 0-3, 4-7, ..., 28-31
for r in range(4):
    emit(scale(f"R{r}", "R12", 12+r))
    emit(f"\tVLD1.P 16(R{r}), [V18.B16]",
         "\tVAND V16.B16, V18.B16, V19.B16",
         "\tVUSHR $4, V18.B16, V20.B16",
         "\tVTBL V19.B16, [V17.B16], V19.B16",
         "\tVTBL V20.B16, [V17.B16], V20.B16")
    emit(sxtl8h(21,19), sxtl2_8h(22,19), sxtl8h(23,20), sxtl2_8h(24,20))
    for i in range(4):
        emit(sxtl4s(cv[2*i], 21+i), sxtl2_4s(cv[2*i+1], 21+i))
    emit([scvtf(c, c) for c in cv])
    emit(fmul(19, cv[0], 0), fmul(20, cv[1], 1))
    emit([fmla(19 + i % 2, cv[i], i) for i in range(2, 8)])
    emit(fadd(19, 19, 20), fmla_e(8+r, 19, 12+r))
emit('''	SUBS $1, R5, R5
	BNE nl4x4_loop
nl4x4_done:''')
emit(store_rows4(8, 9, 10, 11, "nl4x4_store")[1:])

emit('''
// func decodeNL4NEON(dst *float32, src *byte, nb int, levels *[16]int8, fp16 *float32)
// float32(code)·d per value, as decodeQ4_0 / decodeIQ4NL.
TEXT ·decodeNL4NEON(SB), NOSPLIT, $0-40
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD nb+16(FP), R2
	MOVD levels+24(FP), R10
	MOVD fp16+32(FP), R12
	VLD1 (R10), [V17.B16]
	VMOVI $15, V16.B16
	CBZ R2, decnl4_done
decnl4_loop:''')
emit(scale("R1", "R12", 31))
emit("\tVLD1.P 16(R1), [V18.B16]",
     "\tVAND V16.B16, V18.B16, V19.B16",
     "\tVUSHR $4, V18.B16, V20.B16",
     "\tVTBL V19.B16, [V17.B16], V19.B16",
     "\tVTBL V20.B16, [V17.B16], V20.B16")
emit(sxtl8h(21,19), sxtl2_8h(22,19), sxtl8h(23,20), sxtl2_8h(24,20))
for i in range(4):
    emit(sxtl4s(2*i, 21+i), sxtl2_4s(2*i+1, 21+i))
emit([scvtf(i, i) for i in range(8)])
emit([fmul_e(i, i, 31) for i in range(8)])
emit('''	VST1.P [V0.S4, V1.S4, V2.S4, V3.S4], 64(R0)
	VST1.P [V4.S4, V5.S4, V6.S4, V7.S4], 64(R0)
	SUBS $1, R2, R2
	BNE decnl4_loop
decnl4_done:
	RET''')

import sys
open(sys.argv[1], 'w').write("\n".join(out) + "\n")
