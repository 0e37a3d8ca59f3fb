out = []
def e(s=''): out.append(s)
e('''// AVX2 + FMA + F16C kernels of the CPU compute engine, for x86-64 CPUs without AVX-512 (the
// same contracts as the AVX-512 kernels in gemv_amd64.s, with 16 ymm registers: one or two
// accumulators of 8 lanes per row, kernel spans of gemvSpanAVX2 columns).

#include "textflag.h"

// HSUM4Y reduces ymm accumulators a, b, c, d to xmm [Σa, Σb, Σc, Σd] in xa (t: scratch).
#define HSUM4Y(ya, yb, yc, yd, xa, xt) \\
	VHADDPS yb, ya, ya \\
	VHADDPS yd, yc, yc \\
	VHADDPS yc, ya, ya \\
	VEXTRACTF128 $1, ya, xt \\
	VADDPS xt, xa, xa

#define LOADROWS \\
	MOVQ rows+0(FP), AX \\
	MOVQ 0(AX), R8 \\
	MOVQ 8(AX), R9 \\
	MOVQ 16(AX), R10 \\
	MOVQ 24(AX), R11

// func dotF32AVX2(a, b *float32, n int) float32   n is a multiple of 16
TEXT ·dotF32AVX2(SB), NOSPLIT, $0-28
	MOVQ a+0(FP), SI
	MOVQ b+8(FP), DI
	MOVQ n+16(FP), CX
	VXORPS Y0, Y0, Y0
	VXORPS Y1, Y1, Y1
	SHRQ $4, CX
	JZ dotf32avx2_done
dotf32avx2_loop:
	VMOVUPS (SI), Y2
	VMOVUPS 32(SI), Y3
	VFMADD231PS (DI), Y2, Y0
	VFMADD231PS 32(DI), Y3, Y1
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ dotf32avx2_loop
dotf32avx2_done:
	VADDPS Y1, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VADDPS X1, X0, X0
	VHADDPS X0, X0, X0
	VHADDPS X0, X0, X0
	VMOVSS X0, ret+24(FP)
	VZEROUPPER
	RET

// func dotNAVX2(w, xi *float32, n, k int, out *[8]float32)
// As dotNAVX512 (interleaved vectors, 2 ≤ n ≤ 8); k is a multiple of 16; one accumulator of 8
// lanes per vector.
TEXT ·dotNAVX2(SB), NOSPLIT, $0-40
	MOVQ w+0(FP), SI
	MOVQ xi+8(FP), DI
	MOVQ n+16(FP), BX
	SHLQ $6, BX
	MOVQ k+24(FP), CX
	SHRQ $4, CX
	VXORPS Y0, Y0, Y0
	VXORPS Y1, Y1, Y1
	VXORPS Y2, Y2, Y2
	VXORPS Y3, Y3, Y3
	VXORPS Y4, Y4, Y4
	VXORPS Y5, Y5, Y5
	VXORPS Y6, Y6, Y6
	VXORPS Y7, Y7, Y7
	TESTQ CX, CX
	JZ dotnavx2_reduce
dotnavx2_loop:
	VMOVUPS (SI), Y8
	VMOVUPS 32(SI), Y9''')
for v in range(8):
    e(f'''	VFMADD231PS {64*v}(DI), Y8, Y{v}
	VFMADD231PS {64*v+32}(DI), Y9, Y{v}''')
e('''	ADDQ $64, SI
	ADDQ BX, DI
	DECQ CX
	JNZ dotnavx2_loop
dotnavx2_reduce:
	HSUM4Y(Y0, Y1, Y2, Y3, X0, X8)
	HSUM4Y(Y4, Y5, Y6, Y7, X4, X8)
	MOVQ out+32(FP), AX
	VMOVUPS X0, (AX)
	VMOVUPS X4, 16(AX)
	VZEROUPPER
	RET
''')

def store8():
    return '''	VADDPS Y1, Y0, Y0
	VADDPS Y3, Y2, Y2
	VADDPS Y5, Y4, Y4
	VADDPS Y7, Y6, Y6
	VHADDPS Y2, Y0, Y0
	VHADDPS Y6, Y4, Y4
	VHADDPS Y4, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VADDPS X1, X0, X0
	MOVQ out+24(FP), AX
	VMOVUPS X0, (AX)
	VZEROUPPER
	RET'''

rows = ['R8', 'R9', 'R10', 'R11']
def plain(name, lbl, step, load):
    e(f'''// func {name}(rows *[4]*byte, x *float32, nb int, out *[4]float32, pf int)   units of 32
TEXT ·{name}(SB), NOSPLIT, $0-40
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	MOVQ pf+32(FP), DX''')
    for i in range(8):
        e(f'	VXORPS Y{i}, Y{i}, Y{i}')
    e(f'''	XORQ SI, SI
	TESTQ CX, CX
	JZ {lbl}_done
{lbl}_loop:''')
    for r in rows:
        e(f'	PREFETCHT1 ({r})(DX*1)')
    e('''	VMOVUPS (DI), Y8
	VMOVUPS 32(DI), Y9
	VMOVUPS 64(DI), Y10
	VMOVUPS 96(DI), Y11''')
    for ri, r in enumerate(rows):
        for g in range(4):
            e(load(r, g, 'Y12'))
            e(f'	VFMADD231PS Y{8+g}, Y12, Y{2*ri + g%2}')
    e(f'''	ADDQ ${step}, SI
	ADDQ ${step}, DX
	ADDQ $128, DI
	DECQ CX
	JNZ {lbl}_loop
{lbl}_done:''')
    e(store8())
    e()

plain('gemvF32x4AVX2', 'f32x4avx2', 128, lambda r, g, d: f'	VMOVUPS {32*g}({r})(SI*1), {d}')
plain('gemvF16x4AVX2', 'f16x4avx2', 64, lambda r, g, d: f'	VCVTPH2PS {16*g}({r})(SI*1), {d}')
plain('gemvBF16x4AVX2', 'bf16x4avx2', 64, lambda r, g, d: f'	VPMOVZXWD {16*g}({r})(SI*1), {d}\n	VPSLLD $16, {d}, {d}')

# Q8_0
e('''// func gemvQ8_0x4AVX2(rows *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int)
TEXT ·gemvQ8_0x4AVX2(SB), NOSPLIT, $0-48
	LOADROWS
	MOVQ x+8(FP), DI
	MOVQ nb+16(FP), CX
	MOVQ fp16+32(FP), R12
	MOVQ pf+40(FP), DX''')
for i in range(8):
    e(f'	VXORPS Y{i}, Y{i}, Y{i}')
e('''	XORQ SI, SI
	TESTQ CX, CX
	JZ q80x4avx2_done
q80x4avx2_loop:''')
for r in rows:
    e(f'	PREFETCHT1 ({r})(DX*1)')
e('''	VMOVUPS (DI), Y4
	VMOVUPS 32(DI), Y5
	VMOVUPS 64(DI), Y6
	VMOVUPS 96(DI), Y7''')
for ri, r in enumerate(rows):
    e(f'''	MOVWLZX ({r})(SI*1), AX
	VPMOVSXBD 2({r})(SI*1), Y8
	VPMOVSXBD 10({r})(SI*1), Y9
	VPMOVSXBD 18({r})(SI*1), Y10
	VPMOVSXBD 26({r})(SI*1), Y11
	VCVTDQ2PS Y8, Y8
	VCVTDQ2PS Y9, Y9
	VCVTDQ2PS Y10, Y10
	VCVTDQ2PS Y11, Y11
	VMULPS Y4, Y8, Y8
	VFMADD231PS Y5, Y9, Y8
	VFMADD231PS Y6, Y10, Y8
	VFMADD231PS Y7, Y11, Y8
	VBROADCASTSS (R12)(AX*4), Y9
	VFMADD231PS Y9, Y8, Y{ri}''')
e('''	ADDQ $34, SI
	ADDQ $34, DX
	ADDQ $128, DI
	DECQ CX
	JNZ q80x4avx2_loop
q80x4avx2_done:
	VHADDPS Y1, Y0, Y0
	VHADDPS Y3, Y2, Y2
	VHADDPS Y2, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VADDPS X1, X0, X0
	MOVQ out+24(FP), AX
	VMOVUPS X0, (AX)
	VZEROUPPER
	RET
''')

print('\n'.join(out))
