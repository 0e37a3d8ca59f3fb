out = []
def e(s=''): out.append(s)
ROWS = ['R8', 'R9', 'R10', 'R11']
# Tables (Go struct iqKernelTables): grid2xs [512][8]float32 @0 (16384 B), grid3xxs [256][4]float32 @16384 (4096 B),
# ksigns [128]byte @20480, half [16]float32 @20608, quarter f32 @20672, halfc f32 @20676
G2, G3, KSIG, HALF, QUART, HALFC = 0, 16384, 20480, 20608, 20672, 20676
e('''
// ---------------------------------------------------------------------------------------------
// IQ2_XS {fp16 d; u16 qs[32]; u8 scales[8]} (74 B per 256): per 8 elements a u16 = 9-bit grid
// index | 7-bit sign code; per 16 elements a 4-bit scale s, db = d·(0.5+s)·0.25.
// IQ3_XXS {fp16 d; u8 qs[64]; u32 scales_and_signs[8]} (98 B per 256): per 8 elements two 4-value
// grid rows and a 7-bit sign code, per 32 a 4-bit scale, db = d·(0.5+s)·0.5. As IQ2_XXS: float
// grid rows, signs as k-masks flipping the sign bit of db·g (the decoder's product).
//
// func gemvIQ2_XSx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iqKernelTables, pf int)
// func gemvIQ3_XXSx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iqKernelTables, pf int)
// and their decode*AVX512(dst, src, nb, fp16, tab).
''')

def signs4(codes):
    # codes: list of 4 (reg-producing asm, reg) that leave the 7-bit code in DX; builds BX mask
    pass

def iq2xs(p, ib, dreg, a0, a1, store=None):
    s = []
    # sign mask from the 4 u16's high 7 bits
    for l in range(4):
        s.append(f'''	MOVWLZX {2+8*ib+2*l}({p})(SI*1), DX
	SHRL $9, DX
	MOVBLZX {KSIG}(R13)(DX*1), DX''')
        if l == 0:
            s.append('	MOVL DX, BX')
        else:
            s.append(f'	SHLL ${8*l}, DX\n	ORL DX, BX')
    s.append('''	KMOVD BX, K1
	KSHIFTRD $16, K1, K2''')
    # scales: low nibble for l=0,1, high for l=2,3
    s.append(f'''	MOVBLZX {66+ib}({p})(SI*1), AX
	MOVL AX, DX
	ANDL $15, AX
	SHRL $4, DX
	VMULSS {HALF}(R13)(AX*4), {dreg}, X22
	VMULSS {QUART}(R13), X22, X22
	VBROADCASTSS X22, Z22
	VMULSS {HALF}(R13)(DX*4), {dreg}, X26
	VMULSS {QUART}(R13), X26, X26
	VBROADCASTSS X26, Z26''')
    for l, (zr, ins) in enumerate([('Y20', 'VMOVUPS'), ('Z20', 'INS'), ('Y21', 'VMOVUPS'), ('Z21', 'INS')]):
        s.append(f'''	MOVWLZX {2+8*ib+2*l}({p})(SI*1), AX
	ANDL $511, AX
	SHLL $5, AX''')
        if ins == 'VMOVUPS':
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

def iq3xxs(p, ib, dreg, a0, a1, store=None):
    s = [f'''	MOVL {66+4*ib}({p})(SI*1), AX
	MOVL AX, DX
	ANDL $127, DX
	MOVBLZX {KSIG}(R13)(DX*1), BX
	MOVL AX, DX
	SHRL $7, DX
	ANDL $127, DX
	MOVBLZX {KSIG}(R13)(DX*1), DX
	SHLL $8, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $14, DX
	ANDL $127, DX
	MOVBLZX {KSIG}(R13)(DX*1), DX
	SHLL $16, DX
	ORL DX, BX
	MOVL AX, DX
	SHRL $21, DX
	ANDL $127, DX
	MOVBLZX {KSIG}(R13)(DX*1), DX
	SHLL $24, DX
	ORL DX, BX
	KMOVD BX, K1
	KSHIFTRD $16, K1, K2
	SHRL $28, AX
	VMULSS {HALF}(R13)(AX*4), {dreg}, X22
	VMULSS {HALFC}(R13), X22, X22
	VBROADCASTSS X22, Z22''']
    # 8 grid rows of 4 floats: elements 32ib + 4k, k = 0..7, from qs[8ib + k]
    for k in range(8):
        zr = 'Z20' if k < 4 else 'Z21'
        xr = 'X20' if k < 4 else 'X21'
        s.append(f'''	MOVBLZX {2+8*ib+k}({p})(SI*1), AX
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

for name, bs, sub, lines in [('IQ2_XS', 74, iq2xs, 2), ('IQ3_XXS', 98, iq3xxs, 2)]:
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
