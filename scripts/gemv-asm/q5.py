out = []
def e(s=''): out.append(s)
ROWS = ['R8', 'R9', 'R10', 'R11']
e('''
// ---------------------------------------------------------------------------------------------
// Q4_1 {fp16 d, m; u8 qs[16]} (20 B), Q5_0 {fp16 d; u32 qh; u8 qs[16]} (22 B) and
// Q5_1 {fp16 d, m; u32 qh; u8 qs[16]} (24 B): x = float32(q·d) + m, (q−16)·d and float32(q·d) + m.
// Scales come from the fp16 table (fp16Table); the 5-bit formats look 32-entry tables (two zmm)
// up with VPERMI2PS, the fifth bit (qh bit j for element j) ORed into the index under a k-mask
// loaded straight from qh.

DATA iotaM16<>+0(SB)/4, $-16.0''')
for k in range(1, 16):
    e('DATA iotaM16<>+%d(SB)/4, $%d.0' % (4*k, k-16))
e('GLOBL iotaM16<>(SB), RODATA|NOPTR, $64')
e('DATA c16<>+0(SB)/4, $16\nGLOBL c16<>(SB), RODATA|NOPTR, $4')

# register plan: Z30 iota (0..15), Z29 iota16hi (16..31) or iotaM16 (-16..-1) / Z30 = iota (0..15) for Q5_0 hi part
def block(fmt, ptr, a0, a1, store=None):
    # returns asm for one block of one row; SI = block offset; x in Z28 (lo 16) / Z27 (hi 16)
    s = []
    if fmt == 'Q4_1':
        s.append(f'''	MOVWLZX ({ptr})(SI*1), AX
	MOVWLZX 2({ptr})(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z30, Z16
	VADDPS.BCST (R12)(DX*4), Z16, Z16
	VPMOVZXBD 4({ptr})(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPERMPS Z16, Z17, Z17
	VPERMPS Z16, Z18, Z18''')
    else:
        qh, qs = (2, 6) if fmt == 'Q5_0' else (4, 8)
        if fmt == 'Q5_0':
            s.append(f'''	MOVWLZX ({ptr})(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(AX*4), Z30, Z19''')
        else:
            s.append(f'''	MOVWLZX ({ptr})(SI*1), AX
	MOVWLZX 2({ptr})(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z30, Z16
	VADDPS.BCST (R12)(DX*4), Z16, Z16
	VMULPS.BCST (R12)(AX*4), Z29, Z19
	VADDPS.BCST (R12)(DX*4), Z19, Z19''')
        s.append(f'''	KMOVW {qh}({ptr})(SI*1), K1
	KMOVW {qh+2}({ptr})(SI*1), K2
	VPMOVZXBD {qs}({ptr})(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPANDD.BCST mask0F32<>(SB), Z17, Z17
	VPORD.BCST c16<>(SB), Z17, K1, Z17
	VPORD.BCST c16<>(SB), Z18, K2, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18''')
    if store:
        s.append(f'''	VMOVUPS Z17, (DI)
	VMOVUPS Z18, 64(DI)''')
    else:
        s.append(f'''	VFMADD231PS Z28, Z17, {a0}
	VFMADD231PS Z27, Z18, {a1}''')
    return '\n'.join(s)

for fmt, bs in [('Q4_1', 20), ('Q5_0', 22), ('Q5_1', 24)]:
    lbl = fmt.lower().replace('_', '')
    consts = '''	VMOVUPS iota16<>(SB), Z30'''
    if fmt == 'Q5_0':
        consts = '''	VMOVUPS iotaM16<>(SB), Z31
	VMOVUPS iota16<>(SB), Z30'''
    if fmt == 'Q5_1':
        consts = '''	VMOVUPS iota16<>(SB), Z30
	VMOVUPS iota16hi<>(SB), Z29'''
    e(f'''
// func gemv{fmt}x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemv{fmt}x4AVX512(SB), NOSPLIT, $0-48
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ {lbl}x4_done
{consts}
	MOVQ fp16+32(FP), R12
	MOVQ pf+40(FP), BX
	XORQ SI, SI
{lbl}x4_loop:
	VMOVUPS (DI), Z28
	VMOVUPS 64(DI), Z27''')
    for r, p in enumerate(ROWS):
        e(f'	PREFETCHT1 ({p})(BX*1)')
        e(block(fmt, p, 'Z%d' % (2*r), 'Z%d' % (2*r+1)))
    e(f'''	ADDQ ${bs}, SI
	ADDQ ${bs}, BX
	ADDQ $128, DI
	DECQ CX
	JNZ {lbl}x4_loop
{lbl}x4_done:
	STORE8

// func decode{fmt}AVX512(dst *float32, src *byte, nb int, fp16 *float32)
TEXT ·decode{fmt}AVX512(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	TESTQ CX, CX
	JZ dec{lbl}_done
{consts}
	XORQ SI, SI
dec{lbl}_loop:''')
    e(block(fmt, 'R8', None, None, store=True))
    e(f'''	ADDQ ${bs}, SI
	ADDQ $128, DI
	DECQ CX
	JNZ dec{lbl}_loop
dec{lbl}_done:
	VZEROUPPER
	RET''')
print('\n'.join(out))
