out = []
def e(s=''): out.append(s)
ROWS = ['R8', 'R9', 'R10', 'R11']
e('''
// ---------------------------------------------------------------------------------------------
// MLX affine, 4 bits (part-based: packed u32 codes, LSB first, so byte b holds elements 2b (low
// nibble) and 2b+1; per-group scales and biases in f16 or bf16): x = R(R(q·s) + b), R the
// rounding to the scales' dtype (mx.dequantize computes in that dtype). Per group and row the 16
// values form a table (multiply, round, add, round: the decoder's operations, so bit-exact); the
// nibbles are looked up with VPERMPS and multiplied with x split into even and odd elements
// (two VPERMT2PS per 32 columns, shared by the four rows).
//
// func gemvMLX4F16x4AVX512(rows *[4]*byte, sb *[8]*byte, x *float32, ngroups, chunks int, out *[4]float32, fp16 *float32)
// func gemvMLX4BF16x4AVX512(rows *[4]*byte, sb *[8]*byte, x *float32, ngroups, chunks int, out *[4]float32, fp16 *float32)
// sb holds the four rows' scale pointers then their bias pointers (at the first group); a group
// is chunks·32 elements.
''')
e('DATA mlxEven<>+0(SB)/4, $0')
for k in range(1, 16):
    e('DATA mlxEven<>+%d(SB)/4, $%d' % (4*k, 2*k))
e('GLOBL mlxEven<>(SB), RODATA|NOPTR, $64')
for k in range(16):
    e('DATA mlxOdd<>+%d(SB)/4, $%d' % (4*k, 2*k+1))
e('GLOBL mlxOdd<>(SB), RODATA|NOPTR, $64')
e('DATA bf16Round<>+0(SB)/4, $0x7fff\nGLOBL bf16Round<>(SB), RODATA|NOPTR, $4')
e('DATA bf16Mask<>+0(SB)/4, $0xffff0000\nGLOBL bf16Mask<>(SB), RODATA|NOPTR, $4')
e('DATA one32<>+0(SB)/4, $1\nGLOBL one32<>(SB), RODATA|NOPTR, $4')

def rbf16(t, tmp):
    return f'''	VPSRLD $16, {t}, {tmp}
	VPANDD Z23, {tmp}, {tmp}
	VPADDD Z27, {t}, {t}
	VPADDD {tmp}, {t}, {t}
	VPANDD Z22, {t}, {t}'''

def rf16(t, y):
    return f'''	VCVTPS2PH $0, {t}, {y}
	VCVTPH2PS {y}, {t}'''

def table(mode, r, T):
    # scale pointer at 8r(BX) (row r), bias pointer at 32+8r(BX); offset SI2 = 2·group in R13
    s = [f'''	MOVQ {8*r}(BX), AX
	MOVWLZX (AX)(R13*1), AX
	MOVQ {32+8*r}(BX), DX
	MOVWLZX (DX)(R13*1), DX''']
    if mode == 'F16':
        s.append(f'''	VMULPS.BCST (R12)(AX*4), Z30, {T}
{rf16(T, 'Y20')}
	VADDPS.BCST (R12)(DX*4), {T}, {T}
{rf16(T, 'Y20')}''')
    else:
        s.append(f'''	SHLL $16, AX
	SHLL $16, DX
	VPBROADCASTD AX, Z20
	VPBROADCASTD DX, Z21
	VMULPS Z20, Z30, {T}
{rbf16(T, 'Z20')}
	VADDPS Z21, {T}, {T}
{rbf16(T, 'Z20')}''')
    return '\n'.join(s)

for mode in ['F16', 'BF16']:
    name = f'gemvMLX4{mode}x4AVX512'
    lbl = f'mlx4{mode.lower()}'
    e(f'''TEXT ·{name}(SB), NOSPLIT, $0-56
	LOADROWS
	MOVQ sb+8(FP), BX
	MOVQ x+16(FP), DI
	MOVQ ngroups+24(FP), CX
	ZERO8
	TESTQ CX, CX
	JZ {lbl}_done
	MOVQ fp16+48(FP), R12
	VMOVUPS iota16<>(SB), Z30
	VMOVDQU32 mlxEven<>(SB), Z28
	VMOVDQU32 mlxOdd<>(SB), Z29
	VPBROADCASTD bf16Round<>(SB), Z27
	VPBROADCASTD one32<>(SB), Z23
	VPBROADCASTD bf16Mask<>(SB), Z22
	XORQ SI, SI
	XORQ R13, R13
{lbl}_group:''')
    for r in range(4):
        e(table(mode, r, 'Z%d' % (16+r)))
    e(f'''	MOVQ chunks+32(FP), DX
{lbl}_chunk:
	VMOVUPS (DI), Z24
	VMOVUPS (DI), Z25
	VMOVUPS 64(DI), Z26
	VPERMT2PS Z26, Z28, Z24
	VPERMT2PS Z26, Z29, Z25''')
    for r, p in enumerate(ROWS):
        e(f'''	VPMOVZXBD ({p})(SI*1), Z20
	VPSRLD $4, Z20, Z21
	VPERMPS Z{16+r}, Z20, Z20
	VPERMPS Z{16+r}, Z21, Z21
	VFMADD231PS Z24, Z20, Z{2*r}
	VFMADD231PS Z25, Z21, Z{2*r+1}''')
    e(f'''	ADDQ $16, SI
	ADDQ $128, DI
	DECQ DX
	JNZ {lbl}_chunk
	ADDQ $2, R13
	DECQ CX
	JNZ {lbl}_group
{lbl}_done:
	MOVQ out+40(FP), AX
	VADDPS Z1, Z0, Z0
	VADDPS Z3, Z2, Z2
	VADDPS Z5, Z4, Z4
	VADDPS Z7, Z6, Z6
	HSUM4(Z0, Z2, Z4, Z6, Y0, Y2, Y4, Y6, X0, Y8, X8)
	VMOVUPS X0, (AX)
	VZEROUPPER
	RET
''')
print('\n'.join(out))
