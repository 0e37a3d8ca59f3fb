# The small ggml block formats' decoding steps shared by the NEON generators (neon.py: float32
# kernels, neon_q8.py: SDOT kernels of ActivationsQ8): TQ1_0, TQ2_0, Q2_0, Q1_0 and NVFP4.
#
# A unit (a block, or TQ's super-block of 256) is read as groups of 16 consecutive values, each
# group's int8 codes in one register, and a scale per group: the block's d (fp16, in F28) or, for
# NVFP4, the sub-block's UE4M3 scale halved (ue4m3Half, lane s of V20) with the doubled E2M1
# levels as codes. A decoded weight is float32(code)·scale, the decoders' one product (TQ1_0,
# TQ2_0, Q2_0: (c − 1)·d from codeLevels; NVFP4: kvaluesFP4f[q]·d); Q1_0's codes are ±1 (±d, so
# a NaN d keeps its sign where the decoder negates it: these rows keep the Go decoders).
#
# Registers: R0 the unit, R12 fp16Table, R21 the NVFP4 scale table; temporaries R6–R8, V0, V1,
# V4–V7, V20; constants in V21–V27 (consts); the codes of a group in V4 or V5.
#
# TQ2_0 {u8 qs[64]; fp16 d}: value 128h + 32l + m is bits 2l of qs[32h + m].
# TQ1_0 {u8 qs[48]; u8 qh[4]; fp16 d}: trit n of byte b is (uint8(b·3ⁿ)·3) >> 8, i.e.
#   (y > 85) + (y > 170) for y = uint8(b·3ⁿ) (MUL, two CMHI, their sum −t, and NOT: t − 1);
#   qs[0:32]'s trit n is value 32n + m, qs[32:48]'s 160 + 16n + m, qh's 240 + 4n + m (the four
#   bytes repeated in the lanes, multiplied by 3ⁿ of lane 4n + m).
# Q2_0 {fp16 d; u8 qs[16]} (64 values): value 4i + k is bits 2k of qs[i]: bytes spread four
#   lanes each by TBL, shifted right by USHL (0, 2, 4, 6), masked.
# Q1_0 {fp16 d; u8 qs[16]} (128 values): value 8i + j is bit j of qs[i]: bytes spread eight lanes
#   each by TBL (the index advanced by 2 a group), CMTST against the bit, (mask & 2) − 1.
# NVFP4 {u8 d[4]; u8 qs[32]} (64 values): sub-block s's 8 bytes at 4 + 8s, low nibbles values
#   16s…16s+7, high ones 16s+8…: for two sub-blocks at once, the nibbles (AND, USHR) put back in
#   order by ZIP1/ZIP2 of their 64-bit halves, then TBL of the doubled E2M1 levels.

from neon_enc import *

DREG = 28  # the block scale d (F28)

UNIT = {"TQ1_0": (256, 54), "TQ2_0": (256, 66), "Q2_0": (64, 18), "Q1_0": (128, 18), "NVFP4": (64, 36)}

def cmhi(d, n, m): return W(0x6E203400 | m << 16 | n << 5 | d, f"CMHI V{d}.16B, V{n}.16B, V{m}.16B")
def not16b(d, n): return W(0x6E205800 | n << 5 | d, f"NOT V{d}.16B, V{n}.16B")

def consts(fmt):
    # constant registers (set once per call); tables from the DATA symbol smallNEON<>
    if fmt == "TQ2_0":
        return ["\tVMOVI $3, V21.B16", "\tVMOVI $1, V22.B16"]
    if fmt == "TQ1_0":
        return ["\tVMOVI $85, V21.B16", "\tVMOVI $170, V22.B16", "\tVMOVI $3, V23.B16", "\tVMOVI $9, V24.B16",
                "\tVMOVI $27, V25.B16", "\tVMOVI $81, V26.B16", "\tMOVD $smallNEON<>(SB), R7", "\tVLD1 (R7), [V27.B16]"]
    if fmt == "Q2_0":  # V23–V26: TBL indices of bytes 4k…4k+3, V27: USHL counts 0, −2, −4, −6
        return ["\tVMOVI $3, V21.B16", "\tVMOVI $1, V22.B16", "\tMOVD $smallNEON<>+16(SB), R7",
                "\tVLD1 (R7), [V23.B16, V24.B16, V25.B16, V26.B16]", "\tADD $64, R7, R7", "\tVLD1 (R7), [V27.B16]"]
    if fmt == "Q1_0":  # V23: bytes 0, 1 spread, V24: 2 bytes, V25: the bits 1…128 twice
        return ["\tVMOVI $2, V21.B16", "\tVMOVI $1, V22.B16", "\tVMOVI $2, V24.B16", "\tMOVD $smallNEON<>+96(SB), R7",
                "\tVLD1 (R7), [V23.B16]", "\tADD $32, R7, R7", "\tVLD1 (R7), [V25.B16]"]
    if fmt == "NVFP4":  # V26: the doubled E2M1 levels (kvaluesFP4), V21: 0x0f
        return ["\tVMOVI $15, V21.B16", "\tMOVD $smallNEON<>+144(SB), R7", "\tVLD1 (R7), [V26.B16]"]

def data():
    b = lambda vals: "".join(f"{v & 0xff:02x}" for v in reversed(vals))
    rows = [
        [1, 1, 1, 1, 3, 3, 3, 3, 9, 9, 9, 9, 27, 27, 27, 27],  # +0: TQ1_0 qh multipliers 3ⁿ
        *[[4*k + i // 4 for i in range(16)] for k in range(4)],  # +16: Q2_0 spread indices
        [0, -2, -4, -6] * 4,  # +80: Q2_0 shifts
        [i // 8 for i in range(16)],  # +96: Q1_0 spread (bytes 0, 1)
        [0] * 16,  # +112: unused
        [1 << (i % 8) for i in range(16)],  # +128: Q1_0 bits
        [0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12],  # +144: kvaluesFP4
    ]
    s = []
    for r, vals in enumerate(rows):
        s += [f"DATA smallNEON<>+{16*r}(SB)/8, $0x{b(vals[:8])}", f"DATA smallNEON<>+{16*r + 8}(SB)/8, $0x{b(vals[8:])}"]
    return "\n".join(s + [f"GLOBL smallNEON<>(SB), RODATA|NOPTR, ${16*len(rows)}"])

def prologue(fmt):
    # at a unit's start: d in F28 (NVFP4: the four scales in V20); bytes into V0, V1, V6, V7
    if fmt == "TQ2_0":
        return fp16load("R0", 64, DREG)
    if fmt == "TQ1_0":
        return fp16load("R0", 52, DREG) + ["\tVLD1 (R0), [V0.B16, V1.B16]", "\tADD $32, R0, R7", "\tVLD1 (R7), [V6.B16]", "\tMOVWU 48(R0), R7", "\tVDUP R7, V7.S4"]
    if fmt in ("Q2_0", "Q1_0"):
        return fp16load("R0", 0, DREG) + ["\tADD $2, R0, R7", "\tVLD1 (R7), [V0.B16]"]
    if fmt == "NVFP4":
        s = []
        for i in range(4):
            s += [f"\tMOVBU {i}(R0), R7", "\tADD R7<<2, R21, R7", f"\tVLD1 (R7), V20.S[{i}]"]
        return s + ["\tADD $4, R0, R7", "\tVLD1 (R7), [V0.B16, V1.B16]"]

def trit(src, n, dst):
    # V{dst} = trit − 1 of the bytes in V{src} multiplied by 3ⁿ (n: the multiplier register or None)
    s = [mul16b(20, src, n)] if n is not None else []
    y = 20 if n is not None else src
    return s + [cmhi(dst, y, 21), cmhi(20, y, 22), "\tVADD V20.B16, V%d.B16, V%d.B16" % (dst, dst), not16b(dst, dst)]

def groups(fmt):
    # [(lines, code register, scale)] for the unit's groups of 16 in order; scale: None (d in F28)
    # or the lane of V20
    g = []
    if fmt == "TQ2_0":
        for h in range(2):
            for l in range(4):
                for k in range(2):
                    s = [f"\tADD ${32*h}, R0, R7", "\tVLD1 (R7), [V0.B16, V1.B16]"] if l == 0 and k == 0 else []
                    r = 4 + k
                    s += [f"\tVAND V21.B16, V{k}.B16, V{r}.B16"] if l == 0 else \
                         [f"\tVUSHR ${2*l}, V{k}.B16, V{r}.B16", f"\tVAND V21.B16, V{r}.B16, V{r}.B16"]
                    s.append(f"\tVSUB V22.B16, V{r}.B16, V{r}.B16")
                    g.append((s, r, None))
    elif fmt == "TQ1_0":
        mult = [None, 23, 24, 25, 26]
        for n in range(5):  # qs[0:32]: values 32n…32n+31
            for k in range(2):
                g.append((trit(k, mult[n], 4 + k), 4 + k, None))
        for n in range(5):  # qs[32:48]: values 160 + 16n…
            g.append((trit(6, mult[n], 4 + n % 2), 4 + n % 2, None))
        g.append((trit(7, 27, 5), 5, None))  # qh: values 240…255
    elif fmt == "Q2_0":
        for k in range(4):
            r = 4 + k % 2
            g.append(([tbl1(r, 0, 23 + k), ushl16b(r, r, 27), f"\tVAND V21.B16, V{r}.B16, V{r}.B16",
                       f"\tVSUB V22.B16, V{r}.B16, V{r}.B16"], r, None))
    elif fmt == "Q1_0":
        for k in range(8):
            r = 4 + k % 2
            s = ["\tVORR V23.B16, V23.B16, V1.B16"] if k == 0 else ["\tVADD V24.B16, V1.B16, V1.B16"]
            s += [tbl1(r, 0, 1), cmtst(r, r, 25), f"\tVAND V21.B16, V{r}.B16, V{r}.B16", f"\tVSUB V22.B16, V{r}.B16, V{r}.B16"]
            g.append((s, r, None))
    elif fmt == "NVFP4":
        for p in range(2):  # sub-blocks 2p, 2p+1 from V{p}
            lo = ["\tVAND V21.B16, V%d.B16, V6.B16" % p, "\tVUSHR $4, V%d.B16, V7.B16" % p,
                  zip1(4, 6, 7, "2D"), zip2(5, 6, 7, "2D"), "\tVTBL V4.B16, [V26.B16], V4.B16",
                  "\tVTBL V5.B16, [V26.B16], V5.B16"]
            g.append((lo, 4, 2*p))
            g.append(([], 5, 2*p + 1))
    return g
