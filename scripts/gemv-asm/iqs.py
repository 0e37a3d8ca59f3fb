out = []
def e(s=''): out.append(s)
ROWS = ['R8', 'R9', 'R10', 'R11']
G2, G3, HALF, QUART = 0, 32768, 40960, 41024
e('''
// ---------------------------------------------------------------------------------------------
// IQ2_S {fp16 d; u8 qs[32]; u8 signs[32]; u8 qh[8]; u8 scales[8]} (82 B) and IQ3_S {fp16 d;
// u8 qs[64]; u8 qh[8]; u8 signs[32]; u8 scales[4]} (110 B): grid indices with high bits from qh,
// explicit sign bytes (a 32-bit k-mask per 32 elements straight from memory).
//
// func gemvIQ2_Sx4AVX512 / gemvIQ3_Sx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iqSTables, pf int)
// and decode*AVX512(dst, src, nb, fp16, tab).
''')

def iq2s(p, ib, dreg, a0, a1, store=None):
    s = [f'''	KMOVD {34+4*ib}({p})(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX {74+ib}({p})(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS {HALF}(R13)(AX*4), {dreg}, X22
	VMULSS {QUART}(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS {HALF}(R13)(DX*4), {dreg}, X26
	VMULSS {QUART}(R13), X26, X26
	VBROADCASTSS X26, Z26
	MOVBLZX {66+ib}({p})(SI*1), BX''']
    for l in range(4):
        zr = ['Y20', 'Z20', 'Y21', 'Z21'][l]
        s.append(f'''	MOVL BX, DX
	SHLL ${8-2*l}, DX
	ANDL $0x300, DX
	MOVBLZX {2+4*ib+l}({p})(SI*1), AX
	ORL DX, AX
	SHLL $5, AX''')
        if l % 2 == 0:
            s.append(f'	VMOVUPS {G2}(R13)(AX*1), {zr}')
        else:
            s.append(f'	VINSERTF32X8 $1, {G2}(R13)(AX*1), {zr}, {zr}')
    s.append('''	VMULPS Z22, Z20, Z20
	VMULPS Z26, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21''')
    if store:
        s.append(f'	VMOVUPS Z20, {128*ib}({store})\n	VMOVUPS Z21, {128*ib+64}({store})')
    else:
        s.append(f'	VFMADD231PS Z24, Z20, {a0}\n	VFMADD231PS Z25, Z21, {a1}')
    return '\n'.join(s)

def iq3s(p, ib, dreg, a0, a1, store=None):
    sh = 4*(ib % 2)
    s = [f'''	KMOVD {74+4*ib}({p})(SI*1), K1
	KSHIFTRD $16, K1, K2
	MOVBLZX {106+ib//2}({p})(SI*1), AX''']
    if sh:
        s.append(f'	SHRL ${sh}, AX')
    s.append(f'''	ANDL $15, AX
	LEAL 1(AX)(AX*1), AX
	VCVTSI2SSL AX, X22, X22
	VMULSS {dreg}, X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX {66+ib}({p})(SI*1), BX''')
    for k in range(8):
        zr = 'Z20' if k < 4 else 'Z21'
        xr = 'X20' if k < 4 else 'X21'
        s.append(f'''	MOVL BX, DX
	SHLL ${8-k}, DX
	ANDL $256, DX
	MOVBLZX {2+8*ib+k}({p})(SI*1), AX
	ORL DX, AX
	SHLL $4, AX''')
        if k % 4 == 0:
            s.append(f'	VMOVUPS {G3}(R13)(AX*1), {xr}')
        else:
            s.append(f'	VINSERTF32X4 ${k%4}, {G3}(R13)(AX*1), {zr}, {zr}')
    s.append('''	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21''')
    if store:
        s.append(f'	VMOVUPS Z20, {128*ib}({store})\n	VMOVUPS Z21, {128*ib+64}({store})')
    else:
        s.append(f'	VFMADD231PS Z24, Z20, {a0}\n	VFMADD231PS Z25, Z21, {a1}')
    return '\n'.join(s)

for name, bs, sub in [('IQ2_S', 82, iq2s), ('IQ3_S', 110, iq3s)]:
    lbl = name.lower().replace('_', '')
    e(f'''TEXT ·gemv{name}x4AVX512(SB), NOSPLIT, $0-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ {lbl}x4_done
	MOVQ fp16+32(FP), R12
	MOVQ tab+40(FP), R13
	VPBROADCASTD signBit<>(SB), Z23
	XORQ SI, SI
{lbl}x4_loop:
	MOVQ pf+48(FP), AX
	ADDQ SI, AX''')
    for p in ROWS:
        e(f'	PREFETCHT1 ({p})(AX*1)\n	PREFETCHT1 64({p})(AX*1)')
    for r, p in enumerate(ROWS):
        e(f'''	MOVWLZX ({p})(SI*1), AX
	VMOVSS (R12)(AX*4), X{16+r}''')
    for ib in range(8):
        e(f'''	VMOVUPS {128*ib}(DI), Z24
	VMOVUPS {128*ib+64}(DI), Z25''')
        for r, p in enumerate(ROWS):
            e(sub(p, ib, 'X%d' % (16+r), 'Z%d' % (2*r), 'Z%d' % (2*r+1)))
    e(f'''	ADDQ ${bs}, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ {lbl}x4_loop
{lbl}x4_done:
	STORE8

TEXT ·decode{name}AVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	MOVQ tab+32(FP), R13
	VPBROADCASTD signBit<>(SB), Z23
	TESTQ CX, CX
	JZ dec{lbl}_done
	XORQ SI, SI
dec{lbl}_loop:
	MOVWLZX (R8)(SI*1), AX
	VMOVSS (R12)(AX*4), X16''')
    for ib in range(8):
        e(sub('R8', ib, 'X16', None, None, store='DI'))
    e(f'''	ADDQ ${bs}, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ dec{lbl}_loop
dec{lbl}_done:
	VZEROUPPER
	RET
''')
print('\n'.join(out))
