"""Reference GPTQ / AWQ / compressed-tensors packers and dequantizers in numpy, written from the
layouts in ../shared/reference/mlx-gptq-awq.md (§4-6) and the reference code it cites (AutoGPTQ
qlinear_cuda_old, AutoAWQ packing_utils.dequantize_gemm and WQLinear_GEMV, compressed-tensors
pack_to_int32 / unpack_from_int32), independently of lowbit's Go code.

Dequantization follows torch: (q - z) * s with the scales' dtype doing the arithmetic (fp16:
numpy float16, which rounds each product once; bf16: float32 product rounded to bf16).

Also a minimal safetensors reader/writer (numpy only) so tests need no extra package, and a
command line used by the Go tests:

    python gptq_awq_ref.py dequant DIR OUT.safetensors [DIR OUT.safetensors ...]
        dequantizes every quantized layer of each checkpoint DIR to float32 into OUT
"""

from __future__ import annotations

import json
import os
import struct
import sys

import numpy as np

# ---- safetensors ---------------------------------------------------------------------------

_DT = {"F16": np.float16, "F32": np.float32, "F64": np.float64, "I8": np.int8, "U8": np.uint8,
       "I16": np.int16, "U16": np.uint16, "I32": np.int32, "U32": np.uint32, "I64": np.int64,
       "U64": np.uint64, "BF16": np.uint16}


class BF16(np.ndarray):
    """Marks a uint16 array as bfloat16 bits."""


def bf16_bits(x):
    """float32 -> bfloat16 bits, round to nearest even."""
    u = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def bf16_to_f32(bits):
    return (np.asarray(bits, np.uint16).astype(np.uint32) << 16).view(np.float32)


def read_safetensors(path):
    with open(path, "rb") as f:
        n = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(n))
        data = f.read()
    out = {}
    for name, e in header.items():
        if name == "__metadata__":
            continue
        a, b = e["data_offsets"]
        arr = np.frombuffer(data[a:b], dtype=_DT[e["dtype"]]).reshape(e["shape"])
        if e["dtype"] == "BF16":
            arr = arr.view(BF16)
        out[name] = arr
    return out


def write_safetensors(path, tensors, metadata=None):
    header, blobs, off = {}, [], 0
    if metadata is not None:
        header["__metadata__"] = metadata
    for name in sorted(tensors):
        a = tensors[name]
        if isinstance(a, BF16):
            dt = "BF16"
        else:
            dt = {v: k for k, v in _DT.items() if k != "BF16"}[np.dtype(a.dtype).type]
        b = np.ascontiguousarray(a).tobytes()
        header[name] = {"dtype": dt, "shape": list(a.shape), "data_offsets": [off, off + len(b)]}
        blobs.append(b)
        off += len(b)
    h = json.dumps(header).encode()
    h += b" " * (-len(h) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(h)))
        f.write(h)
        for b in blobs:
            f.write(b)


# ---- arithmetic in the scales' dtype --------------------------------------------------------

def scaled(diff, scales):
    """(q - z) * s computed as torch does in the scales' dtype; returns float32."""
    diff = np.asarray(diff, np.float32)
    if isinstance(scales, BF16):
        return bf16_to_f32(bf16_bits(diff * bf16_to_f32(scales)))
    if scales.dtype == np.float16:
        return (diff.astype(np.float16) * scales).astype(np.float32)
    return (diff * scales.astype(np.float32)).astype(np.float32)


def store_scales(values, dtype):
    values = np.asarray(values, np.float32)
    if dtype == "bf16":
        return bf16_bits(values).view(BF16)
    return values.astype(np.float16 if dtype == "f16" else np.float32)


def take(scales, idx, axis=0):
    out = np.take(np.asarray(scales), idx, axis=axis)
    return out.view(BF16) if isinstance(scales, BF16) else out


# ---- GPTQ (§4) -------------------------------------------------------------------------------

def _words_u32(a):
    return np.asarray(a).astype(np.int64) & 0xFFFFFFFF


def gptq_unpack_cols(qweight, bits, k):
    """qweight (K*bits/32, N): input row r*(32/bits)+j at bits [j*bits, (j+1)*bits) of
    qweight[r] (2/4/8 bits); 3-bit: 32 values per 3 words, values 0-9 in word 0, value 10 = word0
    bits 30-31 + word1 bit 0, values 11-20 at word1 bits 1-30, value 21 = word1 bit 31 + word2 bits
    0-1, values 22-31 at word2 bits 2-31."""
    w = _words_u32(qweight)
    n = w.shape[1]
    mask = (1 << bits) - 1
    out = np.zeros((k, n), np.int64)
    if bits in (2, 4, 8):
        per = 32 // bits
        for r in range(w.shape[0]):
            for j in range(per):
                out[r * per + j] = (w[r] >> (j * bits)) & mask
        return out
    assert bits == 3
    for blk in range(k // 32):
        w0, w1, w2 = w[3 * blk], w[3 * blk + 1], w[3 * blk + 2]
        base = 32 * blk
        for j in range(10):
            out[base + j] = (w0 >> (3 * j)) & 7
        out[base + 10] = ((w0 >> 30) & 3) | ((w1 & 1) << 2)
        for j in range(10):
            out[base + 11 + j] = (w1 >> (3 * j + 1)) & 7
        out[base + 21] = ((w1 >> 31) & 1) | ((w2 & 3) << 1)
        for j in range(10):
            out[base + 22 + j] = (w2 >> (3 * j + 2)) & 7
    return out


def gptq_unpack_rows(qzeros, bits, n):
    """qzeros (G, N*bits/32): the same layout along columns."""
    return gptq_unpack_cols(np.ascontiguousarray(np.asarray(qzeros).T), bits, n).T


def gptq_dequant(qweight, qzeros, scales, g_idx, bits, group_size, v1):
    """W (out, in) = scales[g_idx] * (q - zeros[g_idx]), zeros + 1 for v1 ("gptq")."""
    k = qweight.shape[0] * 32 // bits
    n = qweight.shape[1]
    q = gptq_unpack_cols(qweight, bits, k)
    z = gptq_unpack_rows(qzeros, bits, n) + (1 if v1 else 0)
    if g_idx is None:
        g = group_size if group_size != -1 else k
        g_idx = np.arange(k) // g
    g_idx = np.asarray(g_idx, np.int64)
    w = scaled(q - z[g_idx], take(scales, g_idx))
    return w.T.copy()


def gptq_pack(q, scales, zeros, g_idx, bits, v1, sdtype="f16"):
    """q (out, in) codes, scales/zeros (out, groups); the reference layout (qweight along in)."""
    n, k = q.shape
    stream = np.zeros((k * bits // 32, n), np.int64)
    for kk in range(k):
        pos = kk * bits
        for b in range(bits):
            p = pos + b
            stream[p // 32] |= ((q[:, kk].astype(np.int64) >> b) & 1) << (p % 32)
    zs = zeros.T.astype(np.int64) - (1 if v1 else 0)  # (groups, out)
    assert (zs >= 0).all()
    qz = np.zeros((zs.shape[0], n * bits // 32), np.int64)
    for col in range(n):
        pos = col * bits
        for b in range(bits):
            p = pos + b
            qz[:, p // 32] |= ((zs[:, col] >> b) & 1) << (p % 32)
    if g_idx is None:
        g_idx = np.arange(k) // -(-k // zs.shape[0])
    return {"qweight": stream.astype(np.uint32).view(np.int32), "qzeros": qz.astype(np.uint32).view(np.int32),
            "scales": store_scales(scales.T, sdtype), "g_idx": np.asarray(g_idx, np.int32)}


# ---- AWQ (§5) --------------------------------------------------------------------------------

AWQ_ORDER = [0, 2, 4, 6, 1, 3, 5, 7]
AWQ_REVERSE_ORDER = [0, 4, 1, 5, 2, 6, 3, 7]


def awq_unpack_gemm(words):
    """AutoAWQ unpack_awq + reverse_awq_order: (R, C) int32 -> (R, 8C) in column order."""
    w = _words_u32(words)
    nib = np.stack([(w >> s) & 15 for s in range(0, 32, 4)], -1).reshape(w.shape[0], -1)
    rev = np.arange(nib.shape[1]).reshape(-1, 8)[:, AWQ_REVERSE_ORDER].reshape(-1)
    return nib[:, rev]


def awq_gemm_dequant(qweight, qzeros, scales, group_size):
    iw = awq_unpack_gemm(qweight)  # (in, out)
    if qzeros is None:
        iz = np.full((iw.shape[0] // group_size, iw.shape[1]), 8, np.int64)
    else:
        iz = awq_unpack_gemm(qzeros)
    g = np.arange(iw.shape[0]) // group_size
    return scaled(iw - iz[g], take(scales, g)).T.copy()


def awq_gemm_pack(q, scales, zeros, group_size, sdtype="f16"):
    n, k = q.shape
    qw = np.zeros((k, n // 8), np.int64)
    for c in range(n // 8):
        for i, col in enumerate(AWQ_ORDER):
            qw[:, c] |= q[8 * c + col].astype(np.int64) << (4 * i)
    t = {"qweight": qw.astype(np.uint32).view(np.int32), "scales": store_scales(scales.T, sdtype)}
    if zeros is not None:
        zt = zeros.T.astype(np.int64)
        qz = np.zeros((zt.shape[0], n // 8), np.int64)
        for c in range(n // 8):
            for i, col in enumerate(AWQ_ORDER):
                qz[:, c] |= zt[:, 8 * c + col] << (4 * i)
        t["qzeros"] = qz.astype(np.uint32).view(np.int32)
    return t


def zeros_width(in_features, group_size):
    mult = 1 if group_size >= 128 else {64: 2, 32: 4}[group_size]
    base = (in_features // group_size + 7) // 8
    return (base + mult - 1) // mult * mult


def awq_gemv_dequant(qweight, qzeros, scales, group_size):
    w = _words_u32(qweight)
    q = np.stack([(w >> s) & 15 for s in range(0, 32, 4)], -1).reshape(w.shape[0], -1)  # (out, in)
    z = _words_u32(qzeros)
    zn = np.stack([(z >> s) & 15 for s in range(0, 32, 4)], -1).reshape(z.shape[0], -1)
    g = np.arange(q.shape[1]) // group_size
    return scaled(q - zn[:, g], take(scales, g, axis=1))


def awq_gemv_pack(q, scales, zeros, group_size, sdtype="f16"):
    n, k = q.shape
    zw = zeros_width(k, group_size)
    qw = np.zeros((n, k // 8), np.int64)
    for col in range(k // 8):
        for i in range(8):
            qw[:, col] |= q[:, 8 * col + i].astype(np.int64) << (4 * i)
    qz = np.zeros((n, zw), np.int64)
    for gi in range(zeros.shape[1]):
        qz[:, gi // 8] |= zeros[:, gi].astype(np.int64) << (4 * (gi % 8))
    sc = np.zeros((n, zw * 8), np.float32)
    sc[:, : scales.shape[1]] = scales
    return {"qweight": qw.astype(np.uint32).view(np.int32), "qzeros": qz.astype(np.uint32).view(np.int32),
            "scales": store_scales(sc, sdtype)}


# ---- compressed-tensors pack-quantized (§6) --------------------------------------------------

def ct_pack_to_int32(value, num_bits, packed_dim=1):
    """compressed-tensors pack_to_int32: signed int8 codes + 2^(bits-1), LSB first, padded."""
    offset = 1 << (num_bits - 1)
    value = (np.asarray(value, np.int64) + offset).astype(np.uint8)
    pack = 32 // num_bits
    if packed_dim == 0:
        value = value.T
    rows, cols = value.shape
    padded = -(-cols // pack) * pack
    v = np.zeros((rows, padded), np.int64)
    v[:, :cols] = value
    v = v.reshape(rows, padded // pack, pack)
    packed = (v << (np.arange(pack) * num_bits)).sum(axis=2)
    packed = packed.astype(np.uint32).view(np.int32)
    return packed.T.copy() if packed_dim == 0 else packed


def ct_unpack_from_int32(value, num_bits, shape, packed_dim=1):
    w = _words_u32(value)
    pack = 32 // num_bits
    mask = (1 << num_bits) - 1
    if packed_dim == 1:
        out = np.zeros((w.shape[0], w.shape[1] * pack), np.int64)
        for i in range(pack):
            out[:, i::pack] = (w >> (num_bits * i)) & mask
        out = out[:, : shape[1]]
    else:
        out = np.zeros((w.shape[0] * pack, w.shape[1]), np.int64)
        for i in range(pack):
            out[i::pack, :] = (w >> (num_bits * i)) & mask
        out = out[: shape[0], :]
    return out - (1 << num_bits) // 2


def ct_dequant(packed, scale, zero_point, g_idx, shape, num_bits):
    xq = ct_unpack_from_int32(packed, num_bits, shape)
    groups = scale.shape[1]
    if g_idx is None:
        g = np.arange(shape[1]) // (-(-shape[1] // groups))
    else:
        g = np.asarray(g_idx, np.int64)
    if zero_point is not None:
        zp = ct_unpack_from_int32(zero_point, num_bits, (shape[0], groups), packed_dim=0)
        diff = xq - zp[:, g]
    else:
        diff = xq
    return scaled(diff, take(scale, g, axis=1))


# ---- a whole checkpoint -----------------------------------------------------------------------

def load_config(d):
    for name in ("quantize_config.json", "quant_config.json", "config.json"):
        p = os.path.join(d, name)
        if os.path.exists(p):
            with open(p) as f:
                c = json.load(f)
            if name == "config.json":
                c = c.get("quantization_config")
            if c is not None:
                return c
    raise SystemExit("no quantization config in " + d)


def dequant_dir(d):
    cfg = load_config(d)
    t = read_safetensors(os.path.join(d, "model.safetensors"))
    method = cfg.get("quant_method", "gptq")
    out = {}
    if method == "gptq":
        v1 = cfg.get("checkpoint_format", cfg.get("format", "gptq")) == "gptq"
        dyn = cfg.get("dynamic") or {}
        for name in t:
            if not name.endswith(".qweight"):
                continue
            p = name[: -len(".qweight")]
            bits, group = cfg["bits"], cfg["group_size"]
            for pat, o in dyn.items():
                import re
                if not pat.startswith("-:") and re.match(pat.removeprefix("+:"), p):
                    bits, group = o.get("bits", bits), o.get("group_size", group)
                    break
            out[p] = gptq_dequant(t[name], t[p + ".qzeros"], t[p + ".scales"], t.get(p + ".g_idx"), bits, group, v1)
    elif method == "awq":
        gemv = cfg.get("version", "gemm").lower() == "gemv"
        for name in t:
            if not name.endswith(".qweight"):
                continue
            p = name[: -len(".qweight")]
            if gemv:
                out[p] = awq_gemv_dequant(t[name], t[p + ".qzeros"], t[p + ".scales"], cfg["group_size"])
            else:
                out[p] = awq_gemm_dequant(t[name], t.get(p + ".qzeros"), t[p + ".scales"], cfg["group_size"])
    else:
        for name in t:
            if not name.endswith(".weight_packed"):
                continue
            p = name[: -len(".weight_packed")]
            shape = [int(x) for x in t[p + ".weight_shape"]]
            bits = None
            import re
            for g in cfg["config_groups"].values():
                for tg in g["targets"]:
                    if tg.startswith("re:") and re.match(tg[3:], p):
                        bits = g["weights"]["num_bits"]
            if bits is None:
                bits = [g for g in cfg["config_groups"].values() if "Linear" in g["targets"]][0]["weights"]["num_bits"]
            out[p] = ct_dequant(t[name], t[p + ".weight_scale"], t.get(p + ".weight_zero_point"),
                                t.get(p + ".weight_g_idx"), shape, bits)
    return out


if __name__ == "__main__":
    if len(sys.argv) >= 4 and len(sys.argv) % 2 == 0 and sys.argv[1] == "dequant":
        for d, out in zip(sys.argv[2::2], sys.argv[3::2]):
            res = dequant_dir(d)
            write_safetensors(out, {k: np.ascontiguousarray(v, np.float32) for k, v in res.items()})
        print(len(sys.argv) // 2 - 1, "checkpoints")
    else:
        raise SystemExit(__doc__)
