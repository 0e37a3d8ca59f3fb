out = []
def e(s=''): out.append(s)
ROWS = ['R8', 'R9', 'R10', 'R11']
e('''
// ---------------------------------------------------------------------------------------------
// Q2_K {u8 scales[16]; u8 qs[64]; fp16 d, dmin} (84 B) and Q3_K {u8 hmask[32]; u8 qs[64];
// u8 scales[12]; fp16 d} (110 B), 256 elements in 16 sub-blocks of 16. Element l of sub-block j
// of half h is byte 16·(j%2)+l of the half's 32 qs bytes, bits 2·(j/2); Q3_K adds bit 4h+j/2 of
// hmask[16·(j%2)+l] (set: q+4). Tables per sub-block: Q2_K float32(d·(sc&15)·k) − dmin·(sc>>4)
// for k = 0…3, Q3_K d·(sc−32)·(k−4) for k = 0…7, repeated to 16 entries so that VPERMPS can take
// the shifted bytes as indices without masking (it reads 4 bits; the period ignores the rest).

DATA q2kIota<>+0(SB)/4, $0.0
DATA q2kIota<>+4(SB)/4, $1.0
DATA q2kIota<>+8(SB)/4, $2.0
DATA q2kIota<>+12(SB)/4, $3.0
DATA q2kIota<>+16(SB)/4, $0.0
DATA q2kIota<>+20(SB)/4, $1.0
DATA q2kIota<>+24(SB)/4, $2.0
DATA q2kIota<>+28(SB)/4, $3.0
DATA q2kIota<>+32(SB)/4, $0.0
DATA q2kIota<>+36(SB)/4, $1.0
DATA q2kIota<>+40(SB)/4, $2.0
DATA q2kIota<>+44(SB)/4, $3.0
DATA q2kIota<>+48(SB)/4, $0.0
DATA q2kIota<>+52(SB)/4, $1.0
DATA q2kIota<>+56(SB)/4, $2.0
DATA q2kIota<>+60(SB)/4, $3.0
GLOBL q2kIota<>(SB), RODATA|NOPTR, $64''')
for k in range(16):
    e('DATA q3kLevels<>+%d(SB)/4, $%d.0' % (4*k, (k % 8) - 4))
e('GLOBL q3kLevels<>(SB), RODATA|NOPTR, $64')
e('DATA c32<>+0(SB)/4, $32\nGLOBL c32<>(SB), RODATA|NOPTR, $4')
e('DATA mask3<>+0(SB)/4, $3\nGLOBL mask3<>(SB), RODATA|NOPTR, $4')

def q2Scales(ptr, off):
    # d·(sc&15) for the 16 sub-blocks at off, dmin·(sc>>4) at off+64
    return f'''	VPMOVZXBD ({ptr})(SI*1), Z24
	VPSRLD $4, Z24, Z25
	VPANDD.BCST mask0F32<>(SB), Z24, Z24
	VCVTDQ2PS Z24, Z24
	VCVTDQ2PS Z25, Z25
	VPBROADCASTW 80({ptr})(SI*1), Y26
	VCVTPH2PS Y26, Z26
	VPBROADCASTW 82({ptr})(SI*1), Y27
	VCVTPH2PS Y27, Z27
	VMULPS Z26, Z24, Z24
	VMULPS Z27, Z25, Z25
	VMOVUPS Z24, {off}(SP)
	VMOVUPS Z25, {off+64}(SP)'''

def q3Scales(ptr, off):
    # the 16 signed 6-bit scales (ggml's aux[] shuffle), minus 32, times d, into off(SP)
    return f'''	MOVL 96({ptr})(SI*1), AX
	MOVL 100({ptr})(SI*1), BX
	MOVL 104({ptr})(SI*1), DX
	MOVL AX, R12
	SHRL $4, R12
	ANDL $0x0f0f0f0f, R12
	MOVL DX, R13
	SHRL $4, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, R12
	ANDL $0x0f0f0f0f, AX
	MOVL DX, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, AX
	VMOVD AX, X24
	VMOVD R12, X25
	MOVL BX, AX
	ANDL $0x0f0f0f0f, AX
	MOVL DX, R13
	SHRL $2, R13
	ANDL $0x03030303, R13
	SHLL $4, R13
	ORL R13, AX
	SHRL $4, BX
	ANDL $0x0f0f0f0f, BX
	SHRL $6, DX
	ANDL $0x03030303, DX
	SHLL $4, DX
	ORL DX, BX
	VPINSRD $1, AX, X24, X24
	VPINSRD $1, BX, X25, X25
	VPUNPCKLQDQ X25, X24, X24
	VPMOVZXBD X24, Z24
	VPSUBD.BCST c32<>(SB), Z24, Z24
	VCVTDQ2PS Z24, Z24
	VPBROADCASTW 108({ptr})(SI*1), Y26
	VCVTPH2PS Y26, Z26
	VMULPS Z26, Z24, Z24
	VMOVUPS Z24, {off}(SP)'''

def q2Half(ptr, off, h, acc, store=None):
    s = [f'''	VPMOVZXBD {16+32*h}({ptr})(SI*1), Z24
	VPMOVZXBD {32+32*h}({ptr})(SI*1), Z25''']
    for j in range(8):
        sb = 8*h + j
        src = 'Z24' if j % 2 == 0 else 'Z25'
        sh = 2*(j//2)
        if sh:
            s.append(f'	VPSRLD ${sh}, {src}, Z27')
            idx = 'Z27'
        else:
            idx = src
        s.append(f'''	VMULPS.BCST {off+4*sb}(SP), Z31, Z26
	VSUBPS.BCST {off+64+4*sb}(SP), Z26, Z26
	VPERMPS Z26, {idx}, Z26''')
        if store:
            s.append(f'	VMOVUPS Z26, {512*h+64*j}({store})')
        else:
            s.append(f'	VFMADD231PS Z{16+j}, Z26, {acc[j%2]}')
    return '\n'.join(s)

def q3Half(ptr, off, h, acc, store=None):
    s = [f'''	VPMOVZXBD {32+32*h}({ptr})(SI*1), Z24
	VPMOVZXBD {48+32*h}({ptr})(SI*1), Z25''']
    for j in range(8):
        sb = 8*h + j
        src = 'Z24' if j % 2 == 0 else 'Z25'
        hsrc = 'Z28' if j % 2 == 0 else 'Z29'
        sh = 2*(j//2)
        hb = 4*h + j//2  # hmask bit -> position 2
        if sh:
            s.append(f'	VPSRLD ${sh}, {src}, Z27')
        else:
            s.append(f'	VMOVDQA32 {src}, Z27')
        if hb > 2:
            s.append(f'	VPSRLD ${hb-2}, {hsrc}, Z26')
        elif hb < 2:
            s.append(f'	VPSLLD ${2-hb}, {hsrc}, Z26')
        else:
            s.append(f'	VMOVDQA32 {hsrc}, Z26')
        # Z27 = (Z27 & 3) | (Z26 & ~3): imm 0xE4 with C = mask3 (Z30)
        s.append(f'''	VPTERNLOGD $0xE4, Z30, Z26, Z27
	VMULPS.BCST {off+4*sb}(SP), Z31, Z26
	VPERMPS Z26, Z27, Z26''')
        if store:
            s.append(f'	VMOVUPS Z26, {512*h+64*j}({store})')
        else:
            s.append(f'	VFMADD231PS Z{16+j}, Z26, {acc[j%2]}')
    return '\n'.join(s)

for fmt, bs, frame, scales, half, hmask in [('Q2_K', 84, 512, q2Scales, q2Half, False), ('Q3_K', 110, 256, q3Scales, q3Half, True)]:
    lbl = fmt.lower().replace('_', '')
    per = 128 if fmt == 'Q2_K' else 64
    consts = '	VMOVUPS q2kIota<>(SB), Z31' if fmt == 'Q2_K' else '	VMOVUPS q3kLevels<>(SB), Z31\n	VPBROADCASTD mask3<>(SB), Z30'
    e(f'''
// func gemv{fmt}x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)
TEXT ·gemv{fmt}x4AVX512(SB), ${frame}-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ {lbl}x4_done
{consts}
	XORQ SI, SI
{lbl}x4_loop:
	MOVQ pf+32(FP), AX
	ADDQ SI, AX''')
    for p in ROWS:
        e(f'	PREFETCHT1 ({p})(AX*1)\n	PREFETCHT1 64({p})(AX*1)')
    for r, p in enumerate(ROWS):
        e(scales(p, per*r))
    for h in range(2):
        for g in range(8):
            e(f'	VMOVUPS {512*h + 64*g}(DI), Z{16+g}')
        for r, p in enumerate(ROWS):
            if hmask:
                e(f'	VPMOVZXBD ({p})(SI*1), Z28\n	VPMOVZXBD 16({p})(SI*1), Z29')
            e(half(p, per*r, h, ('Z%d' % (2*r), 'Z%d' % (2*r+1))))
    e(f'''	ADDQ ${bs}, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ {lbl}x4_loop
{lbl}x4_done:
	STORE8

// func decode{fmt}AVX512(dst *float32, src *byte, nb int)
TEXT ·decode{fmt}AVX512(SB), ${per}-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	TESTQ CX, CX
	JZ dec{lbl}_done
{consts}
	XORQ SI, SI
dec{lbl}_loop:''')
    e(scales('R8', 0))
    if hmask:
        e('	VPMOVZXBD (R8)(SI*1), Z28\n	VPMOVZXBD 16(R8)(SI*1), Z29')
    for h in range(2):
        e(half('R8', 0, h, None, store='DI'))
    e(f'''	ADDQ ${bs}, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ dec{lbl}_loop
dec{lbl}_done:
	VZEROUPPER
	RET''')
print('\n'.join(out))
