out = []
def e(s=''): out.append(s)
ROWS = ['R8', 'R9', 'R10', 'R11']
# iq2Tables layout (Go struct iq2xxsTables): grid [256][8]float32 at 0 (8192 B), ksigns [128]byte at 8192,
# half [16]float32 at 8320 (0.5+s), quarter float32 at 8384
GRID, KSIG, HALF, QUART = 0, 8192, 8320, 8384
e(f'''
// ---------------------------------------------------------------------------------------------
// IQ2_XXS {{fp16 d; u16 qs[32]}} (66 B per 256): per 32 elements 4 grid indices (bytes) and a u32
// of four 7-bit sign codes and a 4-bit scale s; x = ±(db·g) with db = d·(0.5+s)·0.25 and g the
// grid's magnitudes. Grid rows come from a float table (8 floats = one ymm load each), the signs
// (ksigns_iq2xs of each 7-bit code) become a 32-bit k-mask that flips the product's sign bit, as
// the decoder does.
//
// func gemvIQ2_XXSx4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, tab *iq2xxsTables, pf int)
// func decodeIQ2_XXSAVX512(dst *float32, src *byte, nb int, fp16 *float32, tab *iq2xxsTables)
''')

def sub(p, ib, dreg, a0, a1, store=None):
    return f'''	MOVL {2+8*ib+4}({p})(SI*1), AX
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
	VMULSS {QUART}(R13), X22, X22
	VBROADCASTSS X22, Z22
	MOVBLZX {2+8*ib}({p})(SI*1), AX
	SHLL $5, AX
	VMOVUPS {GRID}(R13)(AX*1), Y20
	MOVBLZX {2+8*ib+1}({p})(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, {GRID}(R13)(AX*1), Z20, Z20
	MOVBLZX {2+8*ib+2}({p})(SI*1), AX
	SHLL $5, AX
	VMOVUPS {GRID}(R13)(AX*1), Y21
	MOVBLZX {2+8*ib+3}({p})(SI*1), AX
	SHLL $5, AX
	VINSERTF32X8 $1, {GRID}(R13)(AX*1), Z21, Z21
	VMULPS Z22, Z20, Z20
	VMULPS Z22, Z21, Z21
	VXORPS Z23, Z20, K1, Z20
	VXORPS Z23, Z21, K2, Z21''' + (f'''
	VFMADD231PS Z24, Z20, {a0}
	VFMADD231PS Z25, Z21, {a1}''' if store is None else f'''
	VMOVUPS Z20, {128*ib}({store})
	VMOVUPS Z21, {128*ib+64}({store})''')

e('''TEXT ·gemvIQ2_XXSx4AVX512(SB), NOSPLIT, $0-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ iq2xxsx4_done
	MOVQ fp16+32(FP), R12
	MOVQ tab+40(FP), R13
	VPBROADCASTD signBit<>(SB), Z23
	XORQ SI, SI
iq2xxsx4_loop:
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
e('''	ADDQ $66, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ iq2xxsx4_loop
iq2xxsx4_done:
	STORE8

TEXT ·decodeIQ2_XXSAVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	MOVQ tab+32(FP), R13
	VPBROADCASTD signBit<>(SB), Z23
	TESTQ CX, CX
	JZ deciq2xxs_done
	XORQ SI, SI
deciq2xxs_loop:
	MOVWLZX (R8)(SI*1), AX
	VMOVSS (R12)(AX*4), X16''')
for ib in range(8):
    e(sub('R8', ib, 'X16', None, None, store='DI'))
e('''	ADDQ $66, SI
	ADDQ $1024, DI
	DECQ CX
	JNZ deciq2xxs_loop
deciq2xxs_done:
	VZEROUPPER
	RET''')
print('\n'.join(out))
