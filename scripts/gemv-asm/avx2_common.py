# Pieces shared by the AVX2 generators (kq_avx2.py, q8_avx2.py).

ROWS = ['R8', 'R9', 'R10', 'R11']


def prefetch(pf_arg, nlines):
    # the same columns of the next four rows: pf bytes (the argument at pf_arg(FP)) past SI
    s = [f'\tMOVQ pf+{pf_arg}(FP), AX', '\tADDQ SI, AX']
    for p in ROWS:
        for l in range(nlines):
            s.append(f'\tPREFETCHT1 {64*l}({p})(AX*1)')
    return '\n'.join(s)


def kscale_bytes(p):
    # Q4_K/Q5_K: the eight 6-bit scales of the super-block at p+SI as bytes in X8, the eight mins
    # in X9 (ggml's get_scale_min_k4 on the 12 bytes at 4, as kxScaleMins does it; uses AX, BX, R14)
    return f'''	MOVL 4({p})(SI*1), AX
	SHRL $6, AX
	ANDL $0x03030303, AX
	SHLL $4, AX
	MOVL 12({p})(SI*1), R14
	ANDL $0x0f0f0f0f, R14
	ORL AX, R14
	MOVL 4({p})(SI*1), AX
	ANDL $0x3f3f3f3f, AX
	SHLQ $32, R14
	ORQ R14, AX
	VMOVQ AX, X8
	MOVL 8({p})(SI*1), BX
	SHRL $6, BX
	ANDL $0x03030303, BX
	SHLL $4, BX
	MOVL 12({p})(SI*1), R14
	SHRL $4, R14
	ANDL $0x0f0f0f0f, R14
	ORL BX, R14
	MOVL 8({p})(SI*1), BX
	ANDL $0x3f3f3f3f, BX
	SHLQ $32, R14
	ORQ R14, BX
	VMOVQ BX, X9'''


# The 4-row float32 kernels of the AVX2 generators (kq_avx2.py, blk_avx2.py): func name(rows
# *[4]*byte, x *float32, nb int, out *[4]float32, fp16 *float32, pf int), one step of `xbytes`
# bytes of x a unit; two accumulators of 8 lanes per row (Y0–Y7). P names the file's macros.
def kernel_macros(P):
    return f'''// {P}ZERO clears the eight accumulators.
#define {P}ZERO \\
	VXORPS Y0, Y0, Y0 \\
	VXORPS Y1, Y1, Y1 \\
	VXORPS Y2, Y2, Y2 \\
	VXORPS Y3, Y3, Y3 \\
	VXORPS Y4, Y4, Y4 \\
	VXORPS Y5, Y5, Y5 \\
	VXORPS Y6, Y6, Y6 \\
	VXORPS Y7, Y7, Y7

// {P}STORE adds each row's two accumulators and stores the four rows' sums to out.
#define {P}STORE \\
	VADDPS Y1, Y0, Y0 \\
	VADDPS Y3, Y2, Y2 \\
	VADDPS Y5, Y4, Y4 \\
	VADDPS Y7, Y6, Y6 \\
	VHADDPS Y2, Y0, Y0 \\
	VHADDPS Y6, Y4, Y4 \\
	VHADDPS Y4, Y0, Y0 \\
	VEXTRACTF128 $1, Y0, X1 \\
	VADDPS X1, X0, X0 \\
	MOVQ out+24(FP), AX \\
	VMOVUPS X0, (AX) \\
	VZEROUPPER \\
	RET

// {P}ROWS loads the four row pointers, x, the step count and the fp16 table.
#define {P}ROWS \\
	MOVQ rows+0(FP), AX \\
	MOVQ 0(AX), R8 \\
	MOVQ 8(AX), R9 \\
	MOVQ 16(AX), R10 \\
	MOVQ 24(AX), R11 \\
	MOVQ x+8(FP), DI \\
	MOVQ nb+16(FP), CX \\
	MOVQ fp16+32(FP), R12
'''


# Sinks: what becomes of a register of 8 decoded weights w for columns at byte offset off of the
# step (x in the GEMV kernels, dst in the decoders).
def fma(w, off, acc):
    return f'\tVFMADD231PS {off}(DI), {w}, {acc}'

def store(w, off, acc):
    return f'\tVMOVUPS {w}, {off}(DI)'

def gemv(e, P, name, label, doc, frame, bytes_, lines, setup, body, xbytes=1024):
    e(doc)
    e(f'''TEXT ·{name}(SB), {frame}
	{P}ROWS
	{P}ZERO
	TESTQ CX, CX
	JZ {label}_done''')
    e(setup)
    e(f'''	XORQ SI, SI
{label}_loop:''')
    e(prefetch(40, lines))
    body()
    e(f'''	ADDQ ${bytes_}, SI
	ADDQ ${xbytes}, DI
	DECQ CX
	JNZ {label}_loop
{label}_done:
	{P}STORE
''')

def decoder(e, name, label, frame, bytes_, setup, body, xbytes=1024):
    # func name(dst *float32, src *byte, nb int, fp16 *float32[, levels *[16]float32])
    e(f'''TEXT ·{name}(SB), {frame}
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), R8
	MOVQ nb+16(FP), CX
	MOVQ fp16+24(FP), R12
	TESTQ CX, CX
	JZ {label}_done''')
    e(setup)
    e(f'''	XORQ SI, SI
{label}_loop:''')
    body()
    e(f'''	ADDQ ${bytes_}, SI
	ADDQ ${xbytes}, DI
	DECQ CX
	JNZ {label}_loop
{label}_done:
	VZEROUPPER
	RET
''')


def scaled_store2x16(regs, off, x, t):
    """asm: a decoder's two 16-element groups: the four 8-lane registers regs (elements 0…31) times
    the groups' factors at off(SP) and off+4(SP) (broadcast into t), stored to x(DI) … x+96(DI)."""
    s = []
    for h in range(2):
        a, b = regs[2*h], regs[2*h + 1]
        s.append(f'''	VBROADCASTSS {off + 4*h}(SP), {t}
	VMULPS {t}, {a}, {a}
	VMULPS {t}, {b}, {b}
	VMOVUPS {a}, {x + 64*h}(DI)
	VMOVUPS {b}, {x + 64*h + 32}(DI)''')
    return '\n'.join(s)
