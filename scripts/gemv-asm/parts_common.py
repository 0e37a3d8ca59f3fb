# Pieces shared by the part-based formats' generators (parts.py, parts_avx2.py).


def scale_prefetch(lab):
    """The MLX affine kernels' lines at the group loop's head: every 32 bytes of the scales (and
    biases), into L2 the line spf bytes on — the same groups of the rows four on, which the next
    call reads (the hardware does not follow the eight short streams; MLX affine 4-bit bf16 read
    14 % faster with this). Uses AX and DX."""
    s = ["\tTESTQ $31, R13", "\tJNZ %s_spf" % lab, "\tMOVQ spf+64(FP), DX"]
    for off in range(0, 64, 8):
        s += ["\tMOVQ %d(BX), AX" % off, "\tADDQ DX, AX", "\tPREFETCHT1 (AX)(R13*1)"]
    return s + ["%s_spf:" % lab]
