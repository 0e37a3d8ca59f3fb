out = []
def e(s=''): out.append(s)
ROWS = ['R8', 'R9', 'R10', 'R11']
e('''
// ---------------------------------------------------------------------------------------------
// MXFP4 {u8 e; u8 qs[16]} (17 B per 32): x = kvalues_fp4[nibble]·2^(e−128), the scale read from a
// 256-entry table; otherwise as Q4_0. NVFP4 {u8 d[4]; u8 qs[32]} (36 B per 64): a UE4M3 scale per
// 16 elements, sub-block s in qs[8s…8s+8] (low nibbles elements 16s+j, high ones 16s+8+j). Two
// sub-blocks are looked up at once in their two tables with VPERMI2PS (index bit 4 = which
// sub-block); x is reordered to match in registers (once per four rows).

DATA nvfp4Hi16<>+0(SB)/8, $0
DATA nvfp4Hi16<>+8(SB)/8, $0
DATA nvfp4Hi16<>+16(SB)/8, $0
DATA nvfp4Hi16<>+24(SB)/8, $0
DATA nvfp4Hi16<>+32(SB)/8, $0x0000001000000010
DATA nvfp4Hi16<>+40(SB)/8, $0x0000001000000010
DATA nvfp4Hi16<>+48(SB)/8, $0x0000001000000010
DATA nvfp4Hi16<>+56(SB)/8, $0x0000001000000010
GLOBL nvfp4Hi16<>(SB), RODATA|NOPTR, $64''')

def mxRow(p, a0, a1, store=None):
    s = [f'''	MOVBLZX ({p})(SI*1), AX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VPMOVZXBD 1({p})(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPERMPS Z16, Z17, Z17
	VPERMPS Z16, Z18, Z18''']
    if store:
        s.append('	VMOVUPS Z17, (DI)\n	VMOVUPS Z18, 64(DI)')
    else:
        s.append(f'	VFMADD231PS Z28, Z17, {a0}\n	VFMADD231PS Z29, Z18, {a1}')
    return '\n'.join(s)

e('''
// func gemvMXFP4x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]float32, scales *float32, pf int)
TEXT ·gemvMXFP4x4AVX512(SB), NOSPLIT, $0-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ mxfp4x4_done
	MOVQ levels+32(FP), AX
	VMOVUPS (AX), Z31
	MOVQ scales+40(FP), R12
	MOVQ pf+48(FP), BX
	XORQ SI, SI
mxfp4x4_loop:
	VMOVUPS (DI), Z28
	VMOVUPS 64(DI), Z29''')
for r, p in enumerate(ROWS):
    e(f'	PREFETCHT1 ({p})(BX*1)')
    e(mxRow(p, 'Z%d' % (2*r), 'Z%d' % (2*r+1)))
e('''	ADDQ $17, SI
	ADDQ $17, BX
	ADDQ $128, DI
	DECQ CX
	JNZ mxfp4x4_loop
mxfp4x4_done:
	STORE8

// func decodeMXFP4AVX512(dst *float32, src *byte, nb int, levels *[16]float32, scales *float32)
TEXT ·decodeMXFP4AVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ levels+24(FP), AX
	VMOVUPS (AX), Z31
	MOVQ scales+32(FP), R12
	TESTQ CX, CX
	JZ decmxfp4_done
	XORQ SI, SI
decmxfp4_loop:''')
e(mxRow('R8', None, None, store=True))
e('''	ADDQ $17, SI
	ADDQ $128, DI
	DECQ CX
	JNZ decmxfp4_loop
decmxfp4_done:
	VZEROUPPER
	RET''')

def nvPair(p, q, a0, a1, store=None, soff=0):
    # sub-blocks 2q, 2q+1 of the block at p+SI; x' in Z24 (lo lanes) / Z25 (hi lanes)
    s = [f'''	MOVBLZX {2*q}({p})(SI*1), AX
	MOVBLZX {2*q+1}({p})(SI*1), DX
	VMULPS.BCST (R12)(AX*4), Z31, Z16
	VMULPS.BCST (R12)(DX*4), Z31, Z19
	VPMOVZXBD {4+16*q}({p})(SI*1), Z17
	VPSRLD $4, Z17, Z18
	VPTERNLOGD $0xEA, Z30, Z26, Z17
	VPORD Z30, Z18, Z18
	VPERMI2PS Z19, Z16, Z17
	VPERMI2PS Z19, Z16, Z18''']
    if store:
        # element order: lanes of Z17 are 16·2q+0..7, 16·(2q+1)+0..7; of Z18 the +8..15 halves
        s.append(f'''	VSHUFF32X4 $0x44, Z18, Z17, Z20
	VSHUFF32X4 $0xEE, Z18, Z17, Z21
	VMOVUPS Z20, {128*q}({store})
	VMOVUPS Z21, {128*q+64}({store})''')
    else:
        s.append(f'	VFMADD231PS Z24, Z17, {a0}\n	VFMADD231PS Z25, Z18, {a1}')
    return '\n'.join(s)

e('''
// func gemvNVFP4x4AVX512(rows *[4]*byte, x *float32, nb int, out *[4]float32, levels *[16]float32, scales *float32, pf int)
TEXT ·gemvNVFP4x4AVX512(SB), NOSPLIT, $0-56
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ nvfp4x4_done
	MOVQ levels+32(FP), AX
	VMOVUPS (AX), Z31
	MOVQ scales+40(FP), R12
	MOVQ pf+48(FP), BX
	VMOVUPS nvfp4Hi16<>(SB), Z30
	VPBROADCASTD mask0F32<>(SB), Z26
	XORQ SI, SI
nvfp4x4_loop:''')
for r, p in enumerate(ROWS):
    e(f'	PREFETCHT1 ({p})(BX*1)')
for q in range(2):
    # x of sub-blocks 2q, 2q+1: X0 = x[32q..32q+16], X1 = x[32q+16..32q+32]
    # lo lanes: x[32q+0..8] ++ x[32q+16..24]; hi lanes: x[32q+8..16] ++ x[32q+24..32]
    e(f'''	VMOVUPS {128*q}(DI), Z28
	VMOVUPS {128*q+64}(DI), Z29
	VSHUFF32X4 $0x44, Z29, Z28, Z24
	VSHUFF32X4 $0xEE, Z29, Z28, Z25''')
    for r, p in enumerate(ROWS):
        e(nvPair(p, q, 'Z%d' % (2*r), 'Z%d' % (2*r+1)))
e('''	ADDQ $36, SI
	ADDQ $36, BX
	ADDQ $256, DI
	DECQ CX
	JNZ nvfp4x4_loop
nvfp4x4_done:
	STORE8

// func decodeNVFP4AVX512(dst *float32, src *byte, nb int, levels *[16]float32, scales *float32)
TEXT ·decodeNVFP4AVX512(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ levels+24(FP), AX
	VMOVUPS (AX), Z31
	MOVQ scales+32(FP), R12
	VMOVUPS nvfp4Hi16<>(SB), Z30
	VPBROADCASTD mask0F32<>(SB), Z26
	TESTQ CX, CX
	JZ decnvfp4_done
	XORQ SI, SI
decnvfp4_loop:''')
for q in range(2):
    e(nvPair('R8', q, None, None, store='DI'))
e('''	ADDQ $36, SI
	ADDQ $256, DI
	DECQ CX
	JNZ decnvfp4_loop
decnvfp4_done:
	VZEROUPPER
	RET''')
print('\n'.join(out))
