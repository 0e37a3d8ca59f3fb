# The grid formats' decoding steps shared by the NEON generators (neon.py: float32 kernels,
# neon_q8.py: SDOT kernels of ActivationsQ8): IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M.
#
from neon_enc import *

# As ggml's NEON code: per block of 32 values the grid entries (8 magnitudes a uint64 or 4 a
# uint32) are looked up by scalar loads (MOVD/MOVWU with the index scaled) and inserted into V4
# (values 0–15) and V5 (16–31); the signs' ±1 bytes (iq2SignBytes for the 7-bit sign codes,
# signBytes256 for explicit sign bytes) likewise into V6/V7 and multiplied in (MUL), which gives
# the signed codes ±g as int8. IQ1's codes are 8·trit ± 1 (the trit shifted left by 3 plus the
# group's delta sign as ±1 bytes), the delta's 1/8 going to the scale. Every group g of 16 values
# has the scale ds_g = d·f·(2·ls_g + 1) (V24…V27, lane g%4 of V24+g/4; f = 1/8, 1/4 or 1 by
# format), exactly the decoders' db (their products d·(0.5 + ls)·0.25 and the like are exact in
# float32), so ds_g·code is the decoded weight (IQ1: dl/8·(8·trit ± 1) = dl·(trit ± 1/8), one
# rounding either way). The scales' raw fields are gathered per format into V0's 16 bytes
# (formats with one scale per 32 values: 8 bytes, each doubled by ZIP1). Registers: R21 the
# grid, R22 the sign table, R12 fp16Table, R0 the super-block; R6–R11 and V0–V7 temporaries;
# V28 holds 1 bytes, V31 0x0f bytes.

def grid_scales(fmt):
    # raw scale fields → V0 (16 bytes, group order), then ds in V24…V27 (d·f in F22)
    per32 = {"IQ2_XXS": [f"\tMOVBU {2 + 8*ib + 7}(R0), R6" for ib in range(8)],
             "IQ3_XXS": [f"\tMOVBU {66 + 4*ib + 3}(R0), R6" for ib in range(8)]}
    s = []
    if fmt in per32:  # the top nibble of a byte per block
        for ib, ld in enumerate(per32[fmt]):
            s += [ld, "\tLSRW $4, R6, R6", f"\tBFI ${8*ib}, R6, $8, R10"]
        s += ["\tVMOV R10, V0.D[0]", zip1(0, 0, 0)]
    elif fmt in ("IQ2_XS", "IQ2_S"):  # scales[8]: low nibble values 0–15, high 16–31
        off = 66 if fmt == "IQ2_XS" else 74
        s += [f"\tMOVD {off}(R0), R10", "\tVMOV R10, V0.D[0]", "\tVAND V31.B16, V0.B16, V1.B16",
              "\tVUSHR $4, V0.B16, V0.B16", zip1(0, 1, 0)]
    elif fmt == "IQ3_S":  # scales[4]: nibble ib%2 of byte ib/2 for block ib
        s += ["\tMOVWU 106(R0), R10", "\tVMOV R10, V0.D[0]", "\tVAND V31.B16, V0.B16, V1.B16",
              "\tVUSHR $4, V0.B16, V0.B16", zip1(0, 1, 0), zip1(0, 0, 0)]
    elif fmt == "IQ1_S":  # bits 12–14 of qh[ib] (u16 at 34 + 2ib)
        for ib in range(8):
            s += [f"\tMOVBU {34 + 2*ib + 1}(R0), R6", "\tUBFX $4, R6, $3, R6", f"\tBFI ${8*ib}, R6, $8, R10"]
        s += ["\tVMOV R10, V0.D[0]", zip1(0, 0, 0)]
    elif fmt == "IQ1_M":  # 3-bit fields 3f of the u16 scale words (four per word, bits 0–11)
        s += ["\tMOVD 48(R0), R9"]
        for half in range(2):
            reg = ("R10", "R11")[half]
            for f in range(8):
                g = 8*half + f
                s += [f"\tUBFX ${16*(g//4) + 3*(g%4)}, R9, $3, R6", f"\tBFI ${8*f}, R6, $8, {reg}"]
        s += ["\tVMOV R10, V0.D[0]", "\tVMOV R11, V0.D[1]"]
    s += ["\tVSHL $1, V0.B16, V0.B16", "\tVORR V28.B16, V0.B16, V0.B16",
          uxtl8h(1, 0), uxtl2_8h(2, 0), uxtl4s(24, 1), uxtl2_4s(25, 1), uxtl4s(26, 2), uxtl2_4s(27, 2)]
    s += [ucvtf(24+i, 24+i) for i in range(4)] + [fmul_e(24+i, 24+i, 22) for i in range(4)]
    return s

def grid_d(fmt, factor):
    # F22 = d·factor
    if fmt == "IQ1_M":  # d: the top nibbles of the four scale words
        s = ["\tMOVD 48(R0), R9", "\tUBFX $12, R9, $4, R7", "\tUBFX $28, R9, $4, R6", "\tBFI $4, R6, $4, R7",
             "\tUBFX $44, R9, $4, R6", "\tBFI $8, R6, $4, R7", "\tLSR $60, R9, R6", "\tBFI $12, R6, $4, R7",
             "\tADD R7<<2, R12, R7", "\tFMOVS (R7), F22"]
    else:
        s = fp16load("R0", 0, 22)
    if factor != 1:
        s += [f"\tFMOVS ${factor}, F23", "\tFMULS F23, F22, F22"]
    return s

def lookups(entries, table, dst, bytes_):
    # entries: one index emitter per entry (each leaves the index in R7); entry k goes to lane
    # k % per of V{dst[k // per]}, lane 0 by FMOV, which writes the whole register (so that no
    # block's inserts wait on the previous block's use of it)
    per = 16 // bytes_
    s = []
    for k, idx in enumerate(entries):
        s += idx()
        v, lane = dst[k // per], k % per
        if bytes_ == 8:
            s.append(f"\tMOVD ({table})(R7<<3), R8")
            s.append(f"\tFMOVD R8, F{v}" if lane == 0 else f"\tVMOV R8, V{v}.D[{lane}]")
        else:
            s.append(f"\tMOVWU ({table})(R7<<2), R8")
            s.append(f"\tFMOVS R8, F{v}" if lane == 0 else f"\tVMOV R8, V{v}.S[{lane}]")
    return s

def field(src, lsb, width):
    return lambda: [f"\tUBFX ${lsb}, {src}, ${width}, R7"]

def with_high(src, lsb, hsrc, hlsb, hwidth):
    # (src >> lsb & 0xff) | (hsrc >> hlsb & (2^hwidth − 1)) << 8
    return lambda: [f"\tUBFX ${lsb}, {src}, $8, R7", f"\tUBFX ${hlsb}, {hsrc}, ${hwidth}, R8", "\tORR R8<<8, R7, R7"]

def grid_block(fmt, ib):
    # V4/V5: block ib's 32 signed codes
    s = []
    if fmt == "IQ2_XXS":  # qs: 4 index bytes, then 4 sign codes of 7 bits and the scale
        s += [f"\tMOVD {2 + 8*ib}(R0), R9"]
        s += lookups([field("R9", 8*l, 8) for l in range(4)], "R21", (4, 5), 8)
        s += lookups([field("R9", 32 + 7*l, 7) for l in range(4)], "R22", (6, 7), 8)
    elif fmt == "IQ2_XS":  # four u16: 9-bit index, 7-bit sign code
        s += [f"\tMOVD {2 + 8*ib}(R0), R9"]
        s += lookups([field("R9", 16*l, 9) for l in range(4)], "R21", (4, 5), 8)
        s += lookups([field("R9", 16*l + 9, 7) for l in range(4)], "R22", (6, 7), 8)
    elif fmt == "IQ2_S":  # qs[4], explicit sign bytes at 34, qh byte at 66: bits 2l, 2l+1 of index l
        s += [f"\tMOVWU {2 + 4*ib}(R0), R9", f"\tMOVBU {66 + ib}(R0), R10", f"\tMOVWU {34 + 4*ib}(R0), R11"]
        s += lookups([with_high("R9", 8*l, "R10", 2*l, 2) for l in range(4)], "R21", (4, 5), 8)
        s += lookups([field("R11", 8*l, 8) for l in range(4)], "R22", (6, 7), 8)
    elif fmt == "IQ3_XXS":  # 8 index bytes (4 magnitudes each), sign codes in the word at 66 + 4ib
        s += [f"\tMOVD {2 + 8*ib}(R0), R9", f"\tMOVWU {66 + 4*ib}(R0), R11"]
        s += lookups([field("R9", 8*k, 8) for k in range(8)], "R21", (4, 5), 4)
        s += lookups([field("R11", 7*l, 7) for l in range(4)], "R22", (6, 7), 8)
    elif fmt == "IQ3_S":  # qs[8] at 2, qh byte at 66 (bit k: index k's ninth bit), sign bytes at 74
        s += [f"\tMOVD {2 + 8*ib}(R0), R9", f"\tMOVBU {66 + ib}(R0), R10", f"\tMOVWU {74 + 4*ib}(R0), R11"]
        s += lookups([with_high("R9", 8*k, "R10", k, 1) for k in range(8)], "R21", (4, 5), 4)
        s += lookups([field("R11", 8*l, 8) for l in range(4)], "R22", (6, 7), 8)
    elif fmt in ("IQ1_S", "IQ1_M"):
        if fmt == "IQ1_S":  # qs[4] at 2, qh u16 at 34: bits 3l… index l's high bits, 15 the delta sign
            s += [f"\tMOVWU {2 + 4*ib}(R0), R9", f"\tMOVHU {34 + 2*ib}(R0), R10"]
            s += lookups([with_high("R9", 8*l, "R10", 3*l, 3) for l in range(4)], "R21", (4, 5), 8)
            deltas = [("R10", 15)] * 4
        else:  # qs[4] at 0, qh bytes at 32: bits 0–2 / 4–6 high bits, 3 / 7 delta signs
            s += [f"\tMOVWU {4*ib}(R0), R9", f"\tMOVHU {32 + 2*ib}(R0), R10"]
            s += lookups([with_high("R9", 8*l, "R10", 4*l, 3) for l in range(4)], "R21", (4, 5), 8)
            deltas = [("R10", 4*l + 3) for l in range(4)]
        for l, (src, bit) in enumerate(deltas):  # delta bit set: −1 bytes (all ones), clear: +1
            s += [f"\tUBFX ${bit}, {src}, $1, R7", "\tNEG R7, R7", "\tORR $0x0101010101010101, R7, R7",
                  f"\tFMOVD R7, F{6 + l//2}" if l % 2 == 0 else f"\tVMOV R7, V{6 + l//2}.D[{l % 2}]"]
        return s + ["\tVSHL $3, V4.B16, V4.B16", "\tVSHL $3, V5.B16, V5.B16",
                    "\tVADD V6.B16, V4.B16, V4.B16", "\tVADD V7.B16, V5.B16, V5.B16"]
    return s + [mul16b(4, 4, 6), mul16b(5, 5, 7)]

