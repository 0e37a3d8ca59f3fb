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
