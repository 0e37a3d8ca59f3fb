# NEON instruction encoders shared by the arm64 generators (neon.py, neon_parts.py): WORD
# encodings of the instructions Go's arm64 assembler lacks, each with the instruction in its
# comment, and a few helpers for Go-syntax lines.
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
def uxtl8h(d,n): return W(0x2F08A400|n<<5|d, f"UXTL V{d}.8H, V{n}.8B")
def uxtl2_8h(d,n): return W(0x6F08A400|n<<5|d, f"UXTL2 V{d}.8H, V{n}.16B")
def uxtl4s(d,n): return W(0x2F10A400|n<<5|d, f"UXTL V{d}.4S, V{n}.4H")
def uxtl2_4s(d,n): return W(0x6F10A400|n<<5|d, f"UXTL2 V{d}.4S, V{n}.8H")
def ucvtf(d,n): return W(0x6E21D800|n<<5|d, f"UCVTF V{d}.4S, V{n}.4S")
def fsub(d,n,m): return W(0x4EA0D400|m<<16|n<<5|d, f"FSUB V{d}.4S, V{n}.4S, V{m}.4S")
def dup_s(d,n,i): return W(0x4E000400|((i<<3)|4)<<16|n<<5|d, f"DUP V{d}.4S, V{n}.S[{i}]")
def fmul_ei(d,n,m,i): return W(0x4F809000|(i&1)<<21|(i>>1)<<11|m<<16|n<<5|d, f"FMUL V{d}.4S, V{n}.4S, V{m}.S[{i}]")
def fcvtn(d,n): return W(0x0E216800|n<<5|d, f"FCVTN V{d}.4H, V{n}.4S")
def fcvtn2(d,n): return W(0x4E216800|n<<5|d, f"FCVTN2 V{d}.8H, V{n}.4S")
def add4s(d,n,m): return W(0x4EA08400|m<<16|n<<5|d, f"ADD V{d}.4S, V{n}.4S, V{m}.4S")
def tbl1(d,n,m): return W(0x4E000000|m<<16|n<<5|d, f"TBL V{d}.16B, {{V{n}.16B}}, V{m}.16B")
def _perm(op, name):
    def f(d, n, m, t="16B"):
        size = {"16B": 0, "8H": 1, "4S": 2, "2D": 3}[t]
        return W(0x4E000800|size<<22|op<<12|m<<16|n<<5|d, f"{name} V{d}.{t}, V{n}.{t}, V{m}.{t}")
    return f
uzp1, zip1, uzp2, zip2 = _perm(1, "UZP1"), _perm(3, "ZIP1"), _perm(5, "UZP2"), _perm(7, "ZIP2")
def fmla_ei(d,n,m,i): return W(0x4F801000|(i&1)<<21|(i>>1)<<11|m<<16|n<<5|d, f"FMLA V{d}.4S, V{n}.4S, V{m}.S[{i}]")
def sub4s(d,n,m): return W(0x6EA08400|m<<16|n<<5|d, f"SUB V{d}.4S, V{n}.4S, V{m}.4S")
def dup4s_w(d,n): return W(0x4E040C00|n<<5|d, f"DUP V{d}.4S, W{n}")
def usra4s(d,n,sh): return W(0x6F001400|(64-sh)<<16|n<<5|d, f"USRA V{d}.4S, V{n}.4S, #{sh}")
def ushl4s(d,n,m): return W(0x6EA04400|m<<16|n<<5|d, f"USHL V{d}.4S, V{n}.4S, V{m}.4S")

# The four row pointers of a 4-row kernel's rows argument (*[4]*byte at 0(FP)) into R0–R3.
LOAD_ROWS = """\tMOVD rows+0(FP), R9
\tMOVD 0(R9), R0
\tMOVD 8(R9), R1
\tMOVD 16(R9), R2
\tMOVD 24(R9), R3"""

# Helpers shared by the K-quant kernels of neon.py and neon_q8.py (R7–R11, R6 scratch; R12 holds
# fp16Table).
def fp16load(rp, off, freg):
    # fp16 code at off(rp) looked up in fp16Table (R12)
    return [f"\tMOVHU {off}({rp}), R7", "\tADD R7<<2, R12, R7", f"\tFMOVS (R7), F{freg}"]

def kx_scales(rp):
    # Q4_K/Q5_K: ds_j = d·sc_j (V24: j 0-3, V25: 4-7), ms_j = dmin·m_j (V26, V27), as kxScales
    return [f"\tMOVWU 4({rp}), R7", f"\tMOVWU 8({rp}), R8", f"\tMOVWU 12({rp}), R9",
            "\tANDW $0x3f3f3f3f, R7, R10",      # sc 0-3
            "\tANDW $0x3f3f3f3f, R8, R11",      # m 0-3
            "\tLSRW $6, R7, R7", "\tANDW $0x03030303, R7, R7",
            "\tANDW $0x0f0f0f0f, R9, R6", "\tORRW R7<<4, R6, R6",   # sc 4-7
            "\tORR R6<<32, R10, R10",
            "\tLSRW $6, R8, R8", "\tANDW $0x03030303, R8, R8",
            "\tLSRW $4, R9, R9", "\tANDW $0x0f0f0f0f, R9, R9", "\tORRW R8<<4, R9, R9",  # m 4-7
            "\tORR R9<<32, R11, R11",
            "\tVMOV R10, V0.D[0]", "\tVMOV R11, V1.D[0]",
            uxtl8h(0, 0), uxtl8h(1, 1),
            uxtl4s(24, 0), uxtl2_4s(25, 0), uxtl4s(26, 1), uxtl2_4s(27, 1)] + \
           [ucvtf(24+i, 24+i) for i in range(4)] + \
           fp16load(rp, 0, 20) + fp16load(rp, 2, 21) + \
           [fmul_e(24, 24, 20), fmul_e(25, 25, 20), fmul_e(26, 26, 21), fmul_e(27, 27, 21)]

def q3k_scales(rp, dreg):
    # Q3_K: the 16 six-bit scales unpacked as q3KScales (scalar), ds_g = d·(sc_g − 32) in V24..V27
    # (lane g%4 of V24+g/4); d (fp16 at 108) in F{dreg}; temps V0, V1, V4, V5, R8–R11
    s = fp16load(rp, 108, dreg)
    s += [f"\tMOVD 96({rp}), R8", f"\tMOVWU 104({rp}), R9",
          "\tAND $0x0f0f0f0f0f0f0f0f, R8, R10",
          "\tORR R9<<30, R9, R11", "\tAND $0x0303030303030303, R11, R11", "\tORR R11<<4, R10, R10",
          "\tLSR $4, R9, R9", "\tLSR $4, R8, R8", "\tAND $0x0f0f0f0f0f0f0f0f, R8, R8",
          "\tORR R9<<30, R9, R11", "\tAND $0x0303030303030303, R11, R11", "\tORR R11<<4, R8, R8",
          "\tVMOV R10, V0.D[0]", "\tVMOV R8, V0.D[1]", "\tVMOVI $32, V1.B16", "\tVSUB V1.B16, V0.B16, V0.B16"]
    s += [sxtl8h(4, 0), sxtl2_8h(5, 0), sxtl4s(24, 4), sxtl2_4s(25, 4), sxtl4s(26, 5), sxtl2_4s(27, 5)]
    return s + [scvtf(24+i, 24+i) for i in range(4)] + [fmul_e(24+i, 24+i, dreg) for i in range(4)]

def sdot(d,n,m): return W(0x4E809400|m<<16|n<<5|d, f"SDOT V{d}.4S, V{n}.16B, V{m}.16B")
def fmls(d,n,m): return W(0x4EA0CC00|m<<16|n<<5|d, f"FMLS V{d}.4S, V{n}.4S, V{m}.4S")
def bic(d,n,m): return W(0x4E601C00|m<<16|n<<5|d, f"BIC V{d}.16B, V{n}.16B, V{m}.16B")
def fabs(d,n): return W(0x4EA0F800|n<<5|d, f"FABS V{d}.4S, V{n}.4S")
def fmax(d,n,m): return W(0x4E20F400|m<<16|n<<5|d, f"FMAX V{d}.4S, V{n}.4S, V{m}.4S")
def fmaxv(d,n): return W(0x6E30F800|n<<5|d, f"FMAXV S{d}, V{n}.4S")
def fcvtas(d,n): return W(0x4E21C800|n<<5|d, f"FCVTAS V{d}.4S, V{n}.4S")
def xtn4h(d,n): return W(0x0E612800|n<<5|d, f"XTN V{d}.4H, V{n}.4S")
def xtn2_8h(d,n): return W(0x4E612800|n<<5|d, f"XTN2 V{d}.8H, V{n}.4S")
def xtn8b(d,n): return W(0x0E212800|n<<5|d, f"XTN V{d}.8B, V{n}.8H")
def xtn2_16b(d,n): return W(0x4E212800|n<<5|d, f"XTN2 V{d}.16B, V{n}.8H")
def fcvt_hs(d,n): return W(0x1E23C000|n<<5|d, f"FCVT H{d}, S{n}")
def fcvt_sh(d,n): return W(0x1EE24000|n<<5|d, f"FCVT S{d}, H{n}")
def cmtst(d,n,m): return W(0x4E208C00|m<<16|n<<5|d, f"CMTST V{d}.16B, V{n}.16B, V{m}.16B")
def ushl8h(d,n,m): return W(0x6E604400|m<<16|n<<5|d, f"USHL V{d}.8H, V{n}.8H, V{m}.8H")

def unpack_bits(bits, rp, out, idx_a, idx_b, sh, mask, t0, t1):
    # 16 codes of an LSB-first stream of `bits`-bit codes (2, 3, 5 or 6 bits: 2·bits bytes at rp,
    # post-incremented, read exactly) as bytes into V{out}: each code's two bytes gathered into a
    # 16-bit lane by TBL (V{idx_a}: codes 0–7, V{idx_b}: 8–15), shifted down by its bit offset
    # (USHL by V{sh}: 8 codes are a whole number of bytes, so both halves shift alike), masked
    # (V{mask}: 2^bits − 1 per lane), narrowed by UZP1; the tables are mlxUnpackConsts'
    # (core/gemv_parts_arm64.go). The lanes past the stream's bytes hold stale bytes; they only
    # reach bits the mask clears. The first load writes the whole register (FMOVS/FMOVD zero the
    # rest), so that no step waits on the previous one's V{out}.
    first, lane = {2: ("S", None), 3: ("S", ("H", 2, 2)), 5: ("D", ("H", 4, 2)), 6: ("D", ("S", 2, 4))}[bits]
    s = [f"\tFMOV{first}.P {4 if first == 'S' else 8}({rp}), F{out}"]
    if lane:
        t, i, n = lane
        s.append(f"\tVLD1.P {n}({rp}), V{out}.{t}[{i}]")
    return s + [tbl1(t0, out, idx_a), tbl1(t1, out, idx_b), ushl8h(t0, t0, sh), ushl8h(t1, t1, sh),
                f"\tVAND V{mask}.B16, V{t0}.B16, V{t0}.B16", f"\tVAND V{mask}.B16, V{t1}.B16, V{t1}.B16",
                uzp1(out, t0, t1)]

def q5_data(sym):
    # the Q5 formats' fifth-bit tables as a file-local symbol: TBL indices spreading qh's bytes
    # 0/1 (elements 0–15) and 2/3 (16–31) to their elements, and each element's bit (e % 8)
    return "\n".join([f"DATA {sym}<>+0(SB)/8, $0x0000000000000000", f"DATA {sym}<>+8(SB)/8, $0x0101010101010101",
                      f"DATA {sym}<>+16(SB)/8, $0x0202020202020202", f"DATA {sym}<>+24(SB)/8, $0x0303030303030303",
                      f"DATA {sym}<>+32(SB)/8, $0x8040201008040201", f"DATA {sym}<>+40(SB)/8, $0x8040201008040201",
                      f"GLOBL {sym}<>(SB), RODATA|NOPTR, $48"])
def mul16b(d,n,m): return W(0x4E209C00|m<<16|n<<5|d, f"MUL V{d}.16B, V{n}.16B, V{m}.16B")
def ushl16b(d,n,m): return W(0x6E204400|m<<16|n<<5|d, f"USHL V{d}.16B, V{n}.16B, V{m}.16B")
def shll8(d,n): return W(0x2E213800|n<<5|d, f"SHLL V{d}.8H, V{n}.8B, #8")
def shll2_8(d,n): return W(0x6E213800|n<<5|d, f"SHLL2 V{d}.8H, V{n}.16B, #8")
def sshr8h_1(d,n): return W(0x4F1F0400|n<<5|d, f"SSHR V{d}.8H, V{n}.8H, #1")
def cmeq8h(d,n,m): return W(0x6E608C00|m<<16|n<<5|d, f"CMEQ V{d}.8H, V{n}.8H, V{m}.8H")

def e4m3_conv(src, out, t0, t1, c):
    # 16 F8_E4M3 bytes in V{src} -> float32 in V{out}..V{out+3}, bit-exact with tabE4M3: the bits
    # moved into binary16 (b << 8, arithmetic shift right by 1, bit 14 cleared: the value / 2⁸,
    # subnormals included), NaN codes (0x3f80 after the move) replaced by binary16's 0x7e00 with
    # their sign, widened (FCVTL) and multiplied by 2⁸. c: the registers of e4m3_data's 0xbfff,
    # 0x7fff, 0x3f80, 0x7e00 (8H lanes) and of 256.0 (lane 0); V{out+2}, V{out+3} are temporaries
    # until the widening.
    bfff, m7fff, nan_in, nan_out, f256 = c
    s = [shll8(t0, src), shll2_8(t1, src)]
    for h, t in ((t0, out + 2), (t1, out + 3)):
        s += [sshr8h_1(h, h), f"\tVAND V{bfff}.B16, V{h}.B16, V{h}.B16", f"\tVAND V{m7fff}.B16, V{h}.B16, V{t}.B16",
              cmeq8h(t, t, nan_in), f"\tVAND V{m7fff}.B16, V{t}.B16, V{t}.B16", f"\tVBIT V{t}.B16, V{nan_out}.B16, V{h}.B16"]
    return s + [fcvtl(out, t0), fcvtl2(out + 1, t0), fcvtl(out + 2, t1), fcvtl2(out + 3, t1)] + \
        [fmul_e(out + i, out + i, f256) for i in range(4)]

def e4m3_data(sym):
    # e4m3_conv's 8H constants (64 bytes: 0xbfff, 0x7fff, 0x3f80, 0x7e00)
    rows = [0xbfff, 0x7fff, 0x3f80, 0x7e00]
    s = []
    for i, v in enumerate(rows):
        s += [f"DATA {sym}<>+{16*i}(SB)/8, $0x{v:04x}{v:04x}{v:04x}{v:04x}", f"DATA {sym}<>+{16*i + 8}(SB)/8, $0x{v:04x}{v:04x}{v:04x}{v:04x}"]
    return "\n".join(s + [f"GLOBL {sym}<>(SB), RODATA|NOPTR, $64"])
def smmla(d,n,m): return W(0x4E80A400|m<<16|n<<5|d, f"SMMLA V{d}.4S, V{n}.16B, V{m}.16B")
