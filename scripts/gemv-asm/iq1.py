out = []
def e(s=''): out.append(s)
ROWS = ['R8', 'R9', 'R10', 'R11']
GRID, DELTA = 0, 65536
e('''
// ---------------------------------------------------------------------------------------------
// IQ1_S {fp16 d; u8 qs[32]; u16 qh[8]} (50 B) and IQ1_M {u8 qs[32]; u8 qh[16]; u16 scales[4]}
// (56 B): per 8 elements an 11-bit grid index of 8 trits and a delta sign; x = dl·(t ± 1/8)
// (t ± 1/8 exact, the decoder's one product). Grid rows come from a float table, the ±1/8 of two
// 8-element groups from a 4-entry table of vectors.
//
// func gemvIQ1_Sx4AVX512 / gemvIQ1_Mx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iq1Tables, pf int)
// and decode*AVX512(dst, src, nb, fp16, tab).
''')

def rows8(idxs, deltas, dls, a0, a1, store, ib):
    # idxs: 4 asm snippets leaving the grid index in AX; deltas: (snippet leaving 2-bit code in DX for
    # groups 0,1) and (for 2,3); dls: (xreg for zmm0, xreg for zmm1) already broadcast Z22, Z26
    s = []
    for l in range(4):
        zr = ['Y20', 'Z20', 'Y21', 'Z21'][l]
        s.append(idxs[l])
        s.append('	SHLL $5, AX')
        if l % 2 == 0:
            s.append(f'	VMOVUPS {GRID}(R13)(AX*1), {zr}')
        else:
            s.append(f'	VINSERTF32X8 $1, {GRID}(R13)(AX*1), {zr}, {zr}')
    s.append(deltas[0])
    s.append(f'''	SHLL $6, DX
	VADDPS {DELTA}(R13)(DX*1), Z20, Z20''')
    s.append(deltas[1])
    s.append(f'''	SHLL $6, DX
	VADDPS {DELTA}(R13)(DX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21''')
    if store:
        s.append(f'	VMOVUPS Z20, {128*ib}({store})\n	VMOVUPS Z21, {128*ib+64}({store})')
    else:
        s.append(f'	VFMADD231PS Z24, Z20, {a0}\n	VFMADD231PS Z25, Z21, {a1}')
    return '\n'.join(s)

def iq1s(p, ib, dreg, a0, a1, store=None):
    s = [f'''	MOVWLZX {34+2*ib}({p})(SI*1), BX
	MOVL BX, AX
	SHRL $12, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS {dreg}, X22, X22
	VBROADCASTSS X22, Z22
	VMOVAPS Z22, Z26''']
    idxs = []
    for l in range(4):
        idxs.append(f'''	MOVL BX, AX
	SHRL ${3*l}, AX
	ANDL $7, AX
	SHLL $8, AX
	MOVBLZX {2+4*ib+l}({p})(SI*1), DX
	ORL DX, AX''')
    d = f'''	MOVL BX, DX
	SHRL $15, DX
	IMUL3L $3, DX, DX'''
    return '\n'.join(s) + '\n' + rows8(idxs, (d, d), None, a0, a1, store, ib)

def iq1m(p, ib, dreg, a0, a1, store=None):
    # dreg holds d (from the scales' top nibbles); scale word sc[ib/2] >> 6(ib%2)
    sh = 6*(ib % 2)
    s = [f'''	MOVWLZX {48+2*(ib//2)}({p})(SI*1), BX''']
    if sh:
        s.append(f'	SHRL ${sh}, BX')
    s.append(f'''	MOVL BX, AX
	ANDL $7, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS {dreg}, X22, X22
	VBROADCASTSS X22, Z22
	SHRL $3, BX
	ANDL $7, BX
	LEAL 1(BX)(BX*1), BX
	VCVTSI2SSL BX, X26, X26
	VMULSS {dreg}, X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX {32+2*ib}({p})(SI*1), BX
	MOVBLZX {32+2*ib+1}({p})(SI*1), CX''')
    # h0 in BX, h1 in CX -- CX is the loop counter: saved/restored around by the caller
    idxs = []
    for l in range(4):
        h = 'BX' if l < 2 else 'CX'
        sh = 8 if l % 2 == 0 else 4
        idxs.append(f'''	MOVL {h}, AX
	SHLL ${sh}, AX
	ANDL $0x700, AX
	MOVBLZX {4*ib+l}({p})(SI*1), DX
	ORL DX, AX''')
    # delta code for groups (0,1): bit0 = h0>>3&1, bit1 = h0>>7&1 ; (2,3) from h1
    d01 = '''	MOVL BX, DX
	SHRL $3, DX
	ANDL $1, DX
	MOVL BX, AX
	SHRL $6, AX
	ANDL $2, AX
	ORL AX, DX'''
    d23 = d01.replace('BX', 'CX')
    return '\n'.join(s) + '\n' + rows8(idxs, (d01, d23), None, a0, a1, store, ib)

def dIQ1M(p, xreg):
    # d = fp16(sc0>>12 | sc1>>8&0xf0 | sc2>>4&0xf00 | sc3&0xf000) → xreg
    return f'''	MOVWLZX 48({p})(SI*1), AX
	SHRL $12, AX
	MOVWLZX 50({p})(SI*1), DX
	SHRL $8, DX
	ANDL $0xf0, DX
	ORL DX, AX
	MOVWLZX 52({p})(SI*1), DX
	SHRL $4, DX
	ANDL $0xf00, DX
	ORL DX, AX
	MOVWLZX 54({p})(SI*1), DX
	ANDL $0xf000, DX
	ORL DX, AX
	VMOVSS (R12)(AX*4), {xreg}'''

for name, bs, sub, dload in [('IQ1_S', 50, iq1s, lambda p, x: f'	MOVWLZX ({p})(SI*1), AX\n	VMOVSS (R12)(AX*4), {x}'), ('IQ1_M', 56, iq1m, dIQ1M)]:
    lbl = name.lower().replace('_', '')
    frame = 8 if name == 'IQ1_M' else 0
    save = '	MOVQ CX, 0(SP)' if name == 'IQ1_M' else ''
    restore = '	MOVQ 0(SP), CX' if name == 'IQ1_M' else ''
    e(f'''TEXT ·gemv{name}x4AVX512(SB), NOSPLIT, ${frame}-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ {lbl}x4_done
	MOVQ fp16+32(FP), R12
	MOVQ tab+40(FP), R13
	XORQ SI, SI
{lbl}x4_loop:
{save}
	MOVQ pf+48(FP), AX
	ADDQ SI, AX''')
    for p in ROWS:
        e(f'	PREFETCHT1 ({p})(AX*1)')
    for r, p in enumerate(ROWS):
        e(dload(p, 'X%d' % (16+r)))
    for ib in range(8):
        e(f'''	VMOVUPS {128*ib}(DI), Z24
	VMOVUPS {128*ib+64}(DI), Z25''')
        for r, p in enumerate(ROWS):
            e(sub(p, ib, 'X%d' % (16+r), 'Z%d' % (2*r), 'Z%d' % (2*r+1)))
    e(f'''{restore}
	ADDQ ${bs}, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ {lbl}x4_loop
{lbl}x4_done:
	STORE8

TEXT ·decode{name}AVX512(SB), NOSPLIT, ${frame}-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	MOVQ tab+32(FP), R13
	TESTQ CX, CX
	JZ dec{lbl}_done
	XORQ SI, SI
dec{lbl}_loop:
{save}''')
    e(dload('R8', 'X16'))
    for ib in range(8):
        e(sub('R8', ib, 'X16', None, None, store='DI'))
    e(f'''{restore}
	ADDQ ${bs}, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ dec{lbl}_loop
dec{lbl}_done:
	VZEROUPPER
	RET
''')
print('\n'.join(out))
