# Generates the K-quant / IQ4 sections of core/gemv_amd64.s.
out = []
def e(s=''): out.append(s)

ROWS = ['R8', 'R9', 'R10', 'R11']

def prefetch(nlines):
    # prefetch the same columns pf bytes ahead (the next group of rows) in each row
    s = ['\tMOVQ pf+32(FP), AX', '\tADDQ SI, AX']
    for p in ROWS:
        for l in range(nlines):
            s.append('\tPREFETCHT1 %d(%s)(AX*1)' % (64*l, p))
    return '\n'.join(s)

# ---------------- Q4_K ----------------
e('''// ---------------------------------------------------------------------------------------------
// Q4_K: {fp16 d, dmin; u8 scales[12]; u8 qs[128]}, 144 bytes per 256 elements. Sub-block j (32
// elements) has a 6-bit scale sc and min m (get_scale_min_k4); x = float32(d·sc·q) − dmin·m.
// Per super-block and row the 16 products [d·sc_j…, dmin·m_j…] are formed once (scalar unpacking
// of the 12 scale bytes as ggml's utmp code does, then one multiply) and stored in the frame; per
// sub-block the table t[k] = float32(k·d·sc) − dmin·m (a multiply and a subtraction, exactly the
// decoder's roundings) turns nibbles into weights with VPERMPS.

DATA q4kDmin<>+0(SB)/4, $0
DATA q4kDmin<>+4(SB)/4, $0
DATA q4kDmin<>+8(SB)/4, $0
DATA q4kDmin<>+12(SB)/4, $0
DATA q4kDmin<>+16(SB)/4, $0
DATA q4kDmin<>+20(SB)/4, $0
DATA q4kDmin<>+24(SB)/4, $0
DATA q4kDmin<>+28(SB)/4, $0
DATA q4kDmin<>+32(SB)/4, $1
DATA q4kDmin<>+36(SB)/4, $1
DATA q4kDmin<>+40(SB)/4, $1
DATA q4kDmin<>+44(SB)/4, $1
DATA q4kDmin<>+48(SB)/4, $1
DATA q4kDmin<>+52(SB)/4, $1
DATA q4kDmin<>+56(SB)/4, $1
DATA q4kDmin<>+60(SB)/4, $1
GLOBL q4kDmin<>(SB), RODATA|NOPTR, $64
''')
e('DATA iota16<>+0(SB)/4, $0.0')
for k in range(1, 16):
    e('DATA iota16<>+%d(SB)/4, $%d.0' % (4*k, k))
e('GLOBL iota16<>(SB), RODATA|NOPTR, $64')
e()

def scalesK(ptr, off, tmp):
    # [d·sc_0..7, dmin·m_0..7] of the super-block at ptr+SI into off(SP); Z31 = q4kDmin index
    return f'''	MOVL 4({ptr})(SI*1), AX
	MOVL 8({ptr})(SI*1), BX
	MOVL 12({ptr})(SI*1), DX
	MOVL DX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL BX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x3f3f3f3f, BX
	ANDL $0x0f0f0f0f, DX
	MOVL AX, R13
	SHRL $6, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, DX
	ANDL $0x3f3f3f3f, AX
	SHLQ $32, DX
	ORQ DX, AX
	SHLQ $32, R12
	ORQ R12, BX
	VMOVQ AX, X16
	VPINSRQ $1, BX, X16, X16
	MOVL 0({ptr})(SI*1), AX
	VMOVD AX, X17
	VCVTPH2PS X17, X17
	VPERMPS Z17, Z31, Z17
	VPMOVZXBD X16, Z16
	VCVTDQ2PS Z16, Z16
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, {off}(SP)'''

def q4kPair(ptr, off, j, a0, a1, xregs=('Z24','Z25','Z26','Z27')):
    return f'''	VMULPS.BCST {off+8*j}(SP), Z30, Z18
	VSUBPS.BCST {off+32+8*j}(SP), Z18, Z18
	VMULPS.BCST {off+8*j+4}(SP), Z30, Z19
	VSUBPS.BCST {off+36+8*j}(SP), Z19, Z19
	VPMOVZXBD {16+32*j}({ptr})(SI*1), Z20
	VPMOVZXBD {32+32*j}({ptr})(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VFMADD231PS {xregs[0]}, Z20, {a0}
	VFMADD231PS {xregs[1]}, Z21, {a1}
	VFMADD231PS {xregs[2]}, Z16, {a0}
	VFMADD231PS {xregs[3]}, Z17, {a1}'''

e('''// func gemvQ4_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvQ4_Kx4AVX512(SB), $320-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q4kx4_done
	VMOVUPS iota16<>(SB), Z30
	VMOVUPS q4kDmin<>(SB), Z31
	XORQ SI, SI
q4kx4_loop:''')
e(prefetch(3))
for r, p in enumerate(ROWS):
    e(scalesK(p, 64*r, 256+16*r))
for j in range(4):
    e(f'''	VMOVUPS {256*j}(DI), Z24
	VMOVUPS {256*j+64}(DI), Z25
	VMOVUPS {256*j+128}(DI), Z26
	VMOVUPS {256*j+192}(DI), Z27''')
    for r, p in enumerate(ROWS):
        e(q4kPair(p, 64*r, j, 'Z%d' % (2*r), 'Z%d' % (2*r+1)))
e('''	ADDQ $144, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ q4kx4_loop
q4kx4_done:
	STORE8
''')

# decoder
e('''// func decodeQ4_KAVX512(dst *float32, src *byte, nb int)
TEXT ·decodeQ4_KAVX512(SB), $96-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	TESTQ CX, CX
	JZ decq4k_done
	VMOVUPS iota16<>(SB), Z30
	VMOVUPS q4kDmin<>(SB), Z31
	XORQ SI, SI
decq4k_loop:
	PREFETCHT1 PFDEC(R8)(SI*1)
	PREFETCHT1 PFDEC+64(R8)(SI*1)
	PREFETCHT1 PFDEC+128(R8)(SI*1)''')
e(scalesK('R8', 0, 64))
for j in range(4):
    e(f'''	VMULPS.BCST {8*j}(SP), Z30, Z18
	VSUBPS.BCST {32+8*j}(SP), Z18, Z18
	VMULPS.BCST {8*j+4}(SP), Z30, Z19
	VSUBPS.BCST {36+8*j}(SP), Z19, Z19
	VPMOVZXBD {16+32*j}(R8)(SI*1), Z20
	VPMOVZXBD {32+32*j}(R8)(SI*1), Z21
	VPSRLD $4, Z20, Z16
	VPSRLD $4, Z21, Z17
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VPERMPS Z19, Z16, Z16
	VPERMPS Z19, Z17, Z17
	VMOVUPS Z20, {256*j}(DI)
	VMOVUPS Z21, {256*j+64}(DI)
	VMOVUPS Z16, {256*j+128}(DI)
	VMOVUPS Z17, {256*j+192}(DI)''')
e('''	ADDQ $144, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ decq4k_loop
decq4k_done:
	VZEROUPPER
	RET
''')

# ---------------- Q6_K ----------------
e('''// ---------------------------------------------------------------------------------------------
// Q6_K: {u8 ql[128]; u8 qh[64]; i8 scales[16]; fp16 d}, 210 bytes per 256 elements;
// x = (d·sc)·(q−32), q = 4 bits of ql and 2 of qh, one scale per 16 elements. Per half (128
// elements) the four 32-byte groups of q−32 are assembled with byte operations in ymm registers
// (stored to the frame), then per 16 elements: sign-extend, convert, multiply by d·sc (the
// decoder's product, exact), FMA.

DATA q6kMask0F<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA q6kMask0F<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA q6kMask0F<>+16(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA q6kMask0F<>+24(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL q6kMask0F<>(SB), RODATA|NOPTR, $32
DATA q6kMask30<>+0(SB)/8, $0x3030303030303030
DATA q6kMask30<>+8(SB)/8, $0x3030303030303030
DATA q6kMask30<>+16(SB)/8, $0x3030303030303030
DATA q6kMask30<>+24(SB)/8, $0x3030303030303030
GLOBL q6kMask30<>(SB), RODATA|NOPTR, $32
DATA q6k32<>+0(SB)/8, $0x2020202020202020
DATA q6k32<>+8(SB)/8, $0x2020202020202020
DATA q6k32<>+16(SB)/8, $0x2020202020202020
DATA q6k32<>+24(SB)/8, $0x2020202020202020
GLOBL q6k32<>(SB), RODATA|NOPTR, $32
''')

def q6Scales(ptr, off):
    return f'''	VPMOVSXBD 192({ptr})(SI*1), Z16
	VCVTDQ2PS Z16, Z16
	VPBROADCASTW 208({ptr})(SI*1), Y17
	VCVTPH2PS Y17, Z17
	VMULPS Z17, Z16, Z16
	VMOVUPS Z16, {off}(SP)'''

def q6Bytes(ptr, h, tmp):
    # q−32 of the four groups of half h into tmp..tmp+128 (SP)
    return f'''	VMOVDQU32 {64*h}({ptr})(SI*1), Y24
	VMOVDQU32 {64*h+32}({ptr})(SI*1), Y25
	VMOVDQU32 {128+32*h}({ptr})(SI*1), Y26
	VPSLLW $4, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, {tmp}(SP)
	VPSLLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, {tmp+32}(SP)
	VPSRLW $4, Y24, Y24
	VPANDD Y29, Y26, Y27
	VPTERNLOGD $0xF8, Y28, Y24, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, {tmp+64}(SP)
	VPSRLW $4, Y25, Y25
	VPSRLW $2, Y26, Y27
	VPANDD Y29, Y27, Y27
	VPTERNLOGD $0xF8, Y28, Y25, Y27
	VPSUBB Y30, Y27, Y27
	VMOVDQU32 Y27, {tmp+96}(SP)'''

def q6Mul(sc, h, tmp, a0, a1):
    s = []
    for k in range(4):
        for i in range(2):
            g = 2*k + i
            s.append(f'''	VPMOVSXBD {tmp+32*k+16*i}(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST {sc + 4*(8*h + i + 2*k)}(SP), Z31, Z31
	VFMADD231PS Z{16+g}, Z31, {a0 if i == 0 else a1}''')
    return '\n'.join(s)

e('''// func gemvQ6_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvQ6_Kx4AVX512(SB), $384-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q6kx4_done
	VMOVDQU32 q6kMask0F<>(SB), Y28
	VMOVDQU32 q6kMask30<>(SB), Y29
	VMOVDQU32 q6k32<>(SB), Y30
	XORQ SI, SI
q6kx4_loop:''')
e(prefetch(4))
for r, p in enumerate(ROWS):
    e(q6Scales(p, 64*r))
for h in range(2):
    for g in range(8):
        e(f'	VMOVUPS {512*h + 64*g}(DI), Z{16+g}')
    for r, p in enumerate(ROWS):
        e(q6Bytes(p, h, 256))
        e(q6Mul(64*r, h, 256, 'Z%d' % (2*r), 'Z%d' % (2*r+1)))
e('''	ADDQ $210, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ q6kx4_loop
q6kx4_done:
	STORE8
''')

e('''// func decodeQ6_KAVX512(dst *float32, src *byte, nb int)
TEXT ·decodeQ6_KAVX512(SB), $192-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	TESTQ CX, CX
	JZ decq6k_done
	VMOVDQU32 q6kMask0F<>(SB), Y28
	VMOVDQU32 q6kMask30<>(SB), Y29
	VMOVDQU32 q6k32<>(SB), Y30
	XORQ SI, SI
decq6k_loop:''')
e(q6Scales('R8', 0))
for h in range(2):
    e(q6Bytes('R8', h, 64))
    for k in range(4):
        for i in range(2):
            e(f'''	VPMOVSXBD {64+32*k+16*i}(SP), Z31
	VCVTDQ2PS Z31, Z31
	VMULPS.BCST {4*(8*h + i + 2*k)}(SP), Z31, Z31
	VMOVUPS Z31, {512*h + 128*k + 64*i}(DI)''')
e('''	ADDQ $210, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ decq6k_loop
decq6k_done:
	VZEROUPPER
	RET
''')

# ---------------- IQ4_XS ----------------
e('''// ---------------------------------------------------------------------------------------------
// IQ4_XS: {fp16 d; u16 scales_h; u8 scales_l[4]; u8 qs[128]}, 136 bytes per 256 elements; sub-block
// ib has ls = 4 bits of scales_l | 2 bits of scales_h << 4 and x = (d·(ls−32))·level[nibble]. The
// eight ls are spread into bytes with PDEP; per sub-block the table dl·level (one multiply,
// the decoder's product) is looked up with VPERMPS, as for IQ4_NL.

DATA iq4Levels<>+0(SB)/4, $-127.0
DATA iq4Levels<>+4(SB)/4, $-104.0
DATA iq4Levels<>+8(SB)/4, $-83.0
DATA iq4Levels<>+12(SB)/4, $-65.0
DATA iq4Levels<>+16(SB)/4, $-49.0
DATA iq4Levels<>+20(SB)/4, $-35.0
DATA iq4Levels<>+24(SB)/4, $-22.0
DATA iq4Levels<>+28(SB)/4, $-10.0
DATA iq4Levels<>+32(SB)/4, $1.0
DATA iq4Levels<>+36(SB)/4, $13.0
DATA iq4Levels<>+40(SB)/4, $25.0
DATA iq4Levels<>+44(SB)/4, $38.0
DATA iq4Levels<>+48(SB)/4, $53.0
DATA iq4Levels<>+52(SB)/4, $69.0
DATA iq4Levels<>+56(SB)/4, $89.0
DATA iq4Levels<>+60(SB)/4, $113.0
GLOBL iq4Levels<>(SB), RODATA|NOPTR, $64

DATA iq4xs32<>+0(SB)/4, $32
GLOBL iq4xs32<>(SB), RODATA|NOPTR, $4
''')

def iq4xsScales(ptr, off):
    # dl_0..7 (float32) of the super-block at ptr+SI into off(SP)
    return f'''	MOVL 4({ptr})(SI*1), AX
	MOVQ $0x0f0f0f0f0f0f0f0f, BX
	PDEPQ BX, AX, AX
	MOVWLZX 2({ptr})(SI*1), DX
	MOVQ $0x3030303030303030, BX
	PDEPQ BX, DX, DX
	ORQ DX, AX
	VMOVQ AX, X16
	VPMOVZXBD X16, Y16
	VPSUBD.BCST iq4xs32<>(SB), Y16, Y16
	VCVTDQ2PS Y16, Y16
	VPBROADCASTW 0({ptr})(SI*1), X17
	VCVTPH2PS X17, Y17
	VMULPS Y16, Y17, Y16
	VMOVUPS Y16, {off}(SP)'''

def iq4xsSub(ptr, off, ib, a0, a1, x0, x1):
    return f'''	VMULPS.BCST {off+4*ib}(SP), Z31, Z18
	VPMOVZXBD {8+16*ib}({ptr})(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VFMADD231PS {x0}, Z20, {a0}
	VFMADD231PS {x1}, Z21, {a1}'''

e('''// func gemvIQ4_XSx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvIQ4_XSx4AVX512(SB), $128-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ iq4xsx4_done
	VMOVUPS iq4Levels<>(SB), Z31
	XORQ SI, SI
iq4xsx4_loop:''')
e(prefetch(3))
for r, p in enumerate(ROWS):
    e(iq4xsScales(p, 32*r))
for ib in range(8):
    e(f'''	VMOVUPS {128*ib}(DI), Z24
	VMOVUPS {128*ib+64}(DI), Z25''')
    for r, p in enumerate(ROWS):
        e(iq4xsSub(p, 32*r, ib, 'Z%d' % (2*r), 'Z%d' % (2*r+1), 'Z24', 'Z25'))
e('''	ADDQ $136, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ iq4xsx4_loop
iq4xsx4_done:
	STORE8
''')
e('''// func decodeIQ4_XSAVX512(dst *float32, src *byte, nb int)
TEXT ·decodeIQ4_XSAVX512(SB), $32-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	TESTQ CX, CX
	JZ deciq4xs_done
	VMOVUPS iq4Levels<>(SB), Z31
	XORQ SI, SI
deciq4xs_loop:''')
e(iq4xsScales('R8', 0))
for ib in range(8):
    e(f'''	VMULPS.BCST {4*ib}(SP), Z31, Z18
	VPMOVZXBD {8+16*ib}(R8)(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z18, Z20, Z20
	VPERMPS Z18, Z21, Z21
	VMOVUPS Z20, {128*ib}(DI)
	VMOVUPS Z21, {128*ib+64}(DI)''')
e('''	ADDQ $136, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ deciq4xs_loop
deciq4xs_done:
	VZEROUPPER
	RET''')
print('\n'.join(out))

# ---------------- Q5_K ----------------
out.clear()
e('''
// ---------------------------------------------------------------------------------------------
// Q5_K: {fp16 d, dmin; u8 scales[12]; u8 qh[32]; u8 qs[128]}, 176 bytes per 256 elements; as
// Q4_K with a fifth bit from qh (bit 2j of qh[l] for the low nibbles of pair j, 2j+1 for the high
// ones). The 32-entry table of a sub-block is two zmm registers, VPERMI2PS looks 5-bit indices up
// in them; the index is the nibble with the qh bit moved to bit 4 (a shift and a VPTERNLOGD).

DATA iota16hi<>+0(SB)/4, $16.0''')
for k in range(1, 16):
    e('DATA iota16hi<>+%d(SB)/4, $%d.0' % (4*k, 16+k))
e('GLOBL iota16hi<>(SB), RODATA|NOPTR, $64')
e('DATA mask0F32<>+0(SB)/4, $0x0f\nGLOBL mask0F32<>(SB), RODATA|NOPTR, $4')

def shiftTo4(src, dst, p):
    s = 4 - p
    if s > 0:
        return f'\tVPSLLD ${s}, {src}, {dst}'
    if s < 0:
        return f'\tVPSRLD ${-s}, {src}, {dst}'
    return None

def q5kPair(ptr, off, j, a0, a1, store=None):
    s = [f'''	VMULPS.BCST {off+8*j}(SP), Z30, Z18
	VSUBPS.BCST {off+32+8*j}(SP), Z18, Z18
	VMULPS.BCST {off+8*j}(SP), Z29, Z19
	VSUBPS.BCST {off+32+8*j}(SP), Z19, Z19
	VMULPS.BCST {off+8*j+4}(SP), Z30, Z20
	VSUBPS.BCST {off+36+8*j}(SP), Z20, Z20
	VMULPS.BCST {off+8*j+4}(SP), Z29, Z21
	VSUBPS.BCST {off+36+8*j}(SP), Z21, Z21''']
    xr = ['Z24', 'Z25', 'Z26', 'Z27']
    for half in range(2):
        s.append(f'''	VPMOVZXBD {48+32*j+16*half}({ptr})(SI*1), Z22
	VPMOVZXBD {16+16*half}({ptr})(SI*1), Z23
	VPSRLD $4, Z22, Z17''')
        lo, hi = shiftTo4('Z23', 'Z16', 2*j), shiftTo4('Z23', 'Z15', 2*j+1)
        if lo: s.append(lo)
        if hi: s.append(hi)
        s.append(f'''	VPTERNLOGD $0xE4, Z28, {'Z16' if lo else 'Z23'}, Z22
	VPTERNLOGD $0xE4, Z28, {'Z15' if hi else 'Z23'}, Z17
	VPERMI2PS Z19, Z18, Z22
	VPERMI2PS Z21, Z20, Z17''')
        if store is None:
            s.append(f'''	VFMADD231PS {xr[half]}, Z22, {a0 if half == 0 else a1}
	VFMADD231PS {xr[2+half]}, Z17, {a0 if half == 0 else a1}''')
        else:
            s.append(f'''	VMOVUPS Z22, {256*j+64*half}({store})
	VMOVUPS Z17, {256*j+128+64*half}({store})''')
    return '\n'.join(s)

e('''
// func gemvQ5_Kx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemvQ5_Kx4AVX512(SB), $320-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q5kx4_done
	VMOVUPS iota16<>(SB), Z30
	VMOVUPS iota16hi<>(SB), Z29
	VPBROADCASTD mask0F32<>(SB), Z28
	VMOVUPS q4kDmin<>(SB), Z31
	XORQ SI, SI
q5kx4_loop:''')
e(prefetch(3))
for r, p in enumerate(ROWS):
    e(scalesK(p, 64*r, 256+16*r))
for j in range(4):
    e(f'''	VMOVUPS {256*j}(DI), Z24
	VMOVUPS {256*j+64}(DI), Z25
	VMOVUPS {256*j+128}(DI), Z26
	VMOVUPS {256*j+192}(DI), Z27''')
    for r, p in enumerate(ROWS):
        e(q5kPair(p, 64*r, j, 'Z%d' % (2*r), 'Z%d' % (2*r+1)))
e('''	ADDQ $176, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ q5kx4_loop
q5kx4_done:
	STORE8

// func decodeQ5_KAVX512(dst *float32, src *byte, nb int)
TEXT ·decodeQ5_KAVX512(SB), $96-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	TESTQ CX, CX
	JZ decq5k_done
	VMOVUPS iota16<>(SB), Z30
	VMOVUPS iota16hi<>(SB), Z29
	VPBROADCASTD mask0F32<>(SB), Z28
	VMOVUPS q4kDmin<>(SB), Z31
	XORQ SI, SI
decq5k_loop:''')
e(scalesK('R8', 0, 64))
for j in range(4):
    e(q5kPair('R8', 0, j, None, None, store='DI'))
e('''	ADDQ $176, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ decq5k_loop
decq5k_done:
	VZEROUPPER
	RET''')
import sys
sys.stdout.write('\n'.join(out) + '\n')
