out = []
def e(s=''): out.append(s)
ROWS = ['R8', 'R9', 'R10', 'R11']
e('''
// ---------------------------------------------------------------------------------------------
// Two-bit and one-bit types. TQ2_0 {u8 qs[64]; fp16 d} (66 B per 256): byte m of half h holds
// elements 128h+m, +32, +64, +96 in bits 0-1 … 6-7, x = (c−1)·d. Q2_0 {fp16 d; u8 qs[16]} (18 B
// per 64): byte i holds elements 4i…4i+3, x = (c−1)·d. Q1_0 {fp16 d; u8 qs[16]} (18 B per 128):
// bit k of byte i is element 8i+k, x = ±d. The 2-bit ones look codes up in the table
// d·[−1, 0, 1, 2] repeated four times (VPERMPS reads 4 bits; the period ignores the upper two);
// Q2_0 regroups x by element mod 4 in registers (shared by the four rows). Q1_0 blends d and −d
// under a k-mask loaded from the bits.
''')
for k in range(16):
    e('DATA tqLevels<>+%d(SB)/4, $%d.0' % (4*k, (k % 4) - 1))
e('GLOBL tqLevels<>(SB), RODATA|NOPTR, $64')
# Q2_0 x gather indices: x_k lane i = x[4i+k]; from (X0,X1) for i<8 (lanes 0-7), (X2,X3) for i>=8
for k in range(4):
    for i in range(16):
        v = (4*i + k) % 32
        e('DATA q20Idx%d<>+%d(SB)/4, $%d' % (k, 4*i, v))
    e('GLOBL q20Idx%d<>(SB), RODATA|NOPTR, $64' % k)
e('DATA signBit<>+0(SB)/4, $0x80000000\nGLOBL signBit<>(SB), RODATA|NOPTR, $4')

# ---- TQ2_0
def tq2HalfFMA(p, h, a0, a1):
    s = [f'''	VPMOVZXBD {32*h}({p})(SI*1), Z20
	VPMOVZXBD {32*h+16}({p})(SI*1), Z21''']
    for k in range(4):
        for half in range(2):
            src = 'Z20' if half == 0 else 'Z21'
            if k:
                s.append(f'	VPSRLD ${2*k}, {src}, Z22')
                idx = 'Z22'
            else:
                idx = src
            g = 2*k + half
            s.append(f'''	VPERMPS Z16, {idx}, Z23
	VFMADD231PS {g*64}(DI), Z23, {a0 if half == 0 else a1}''')
    return '\n'.join(s)

e('''
// func gemvTQ2_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvTQ2_0x4AVX512(SB), NOSPLIT, $0-48
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ tq20x4_done
	VMOVUPS tqLevels<>(SB), Z31
	MOVQ fp16+32(FP), R12
	MOVQ pf+40(FP), BX
	XORQ SI, SI
tq20x4_loop:''')
for r, p in enumerate(ROWS):
    e(f'	PREFETCHT1 ({p})(BX*1)\n	PREFETCHT1 64({p})(BX*1)')
for h in range(2):
    for r, p in enumerate(ROWS):
        e(f'''	MOVWLZX 64({p})(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16''')
        e(tq2HalfFMA(p, h, 'Z%d' % (2*r), 'Z%d' % (2*r+1)))
    e('	ADDQ $512, DI')
e('''	ADDQ $66, SI
	ADDQ $66, BX
	DECQ CX
	JNZ tq20x4_loop
tq20x4_done:
	STORE8

// func decodeTQ2_0AVX512(dst *float32, src *byte, nb int, fp16 *float32)
TEXT ·decodeTQ2_0AVX512(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	VMOVUPS tqLevels<>(SB), Z31
	TESTQ CX, CX
	JZ dectq20_done
	XORQ SI, SI
dectq20_loop:
	MOVWLZX 64(R8)(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16''')
for h in range(2):
    e(f'''	VPMOVZXBD {32*h}(R8)(SI*1), Z20
	VPMOVZXBD {32*h+16}(R8)(SI*1), Z21''')
    for k in range(4):
        for half in range(2):
            src = 'Z20' if half == 0 else 'Z21'
            if k:
                e(f'	VPSRLD ${2*k}, {src}, Z22')
                idx = 'Z22'
            else:
                idx = src
            e(f'''	VPERMPS Z16, {idx}, Z23
	VMOVUPS Z23, {512*h + 64*(2*k+half)}(DI)''')
e('''	ADDQ $66, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ dectq20_loop
dectq20_done:
	VZEROUPPER
	RET''')

# ---- Q2_0
e('''
// func gemvQ2_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ2_0x4AVX512(SB), NOSPLIT, $0-48
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q20x4_done
	VMOVUPS tqLevels<>(SB), Z31
	MOVQ fp16+32(FP), R12
	MOVQ pf+40(FP), BX
	MOVL $0xff00, AX
	KMOVW AX, K1
	XORQ SI, SI
q20x4_loop:
	VMOVUPS (DI), Z16
	VMOVUPS 64(DI), Z17
	VMOVUPS 128(DI), Z18
	VMOVUPS 192(DI), Z19''')
for k in range(4):
    e(f'''	VMOVDQU32 q20Idx{k}<>(SB), Z{24+k}
	VPERMI2PS Z17, Z16, Z{24+k}
	VMOVDQU32 q20Idx{k}<>(SB), Z20
	VPERMI2PS Z19, Z18, Z20
	VMOVAPS Z20, K1, Z{24+k}''')
for r, p in enumerate(ROWS):
    e(f'''	PREFETCHT1 ({p})(BX*1)
	MOVWLZX ({p})(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z20
	VPMOVZXBD 2({p})(SI*1), Z21''')
    for k in range(4):
        if k:
            e(f'	VPSRLD ${2*k}, Z21, Z22')
            idx = 'Z22'
        else:
            idx = 'Z21'
        e(f'''	VPERMPS Z20, {idx}, Z23
	VFMADD231PS Z{24+k}, Z23, Z{2*r + k%2}''')
e('''	ADDQ $18, SI
	ADDQ $18, BX
	ADDQ $256, DI
	DECQ CX
	JNZ q20x4_loop
q20x4_done:
	STORE8
''')
e('''
// func gemvQ1_0x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ1_0x4AVX512(SB), NOSPLIT, $0-48
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ q10x4_done
	MOVQ fp16+32(FP), R12
	MOVQ pf+40(FP), BX
	VPBROADCASTD signBit<>(SB), Z31
	XORQ SI, SI
q10x4_loop:''')
for g in range(8):
    e(f'	VMOVUPS {64*g}(DI), Z{16+g}')
for r, p in enumerate(ROWS):
    e(f'''	PREFETCHT1 ({p})(BX*1)
	MOVWLZX ({p})(SI*1), AX
	VBROADCASTSS (R12)(AX*4), Z24
	VXORPS Z31, Z24, Z25''')
    for g in range(8):
        e(f'''	KMOVW {2+2*g}({p})(SI*1), K2
	VBLENDMPS Z24, Z25, K2, Z26
	VFMADD231PS Z{16+g}, Z26, Z{2*r + g%2}''')
e('''	ADDQ $18, SI
	ADDQ $18, BX
	ADDQ $512, DI
	DECQ CX
	JNZ q10x4_loop
q10x4_done:
	STORE8''')
print('\n'.join(out))
