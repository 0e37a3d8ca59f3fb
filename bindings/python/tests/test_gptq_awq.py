"""lowbit against numpy references for GPTQ, AWQ and compressed-tensors checkpoints.

The references (gptq_awq_ref.py) are written from the published layouts, independently of lowbit.
First they are checked on tiny hand-built cases whose values are worked out below; then
checkpoints they pack (random codes, every bits / sym / v1-v2 / g_idx / layout case) are opened
by lowbit, whose logical tensors must dequantize to exactly the reference values.
"""

from __future__ import annotations

import json

import pytest

from lowbit_testutil import need

np = need("numpy", "numpy is the package's only dependency")
lowbit = need("lowbit", "the bindings need build/liblowbit.so or LOWBIT_LIBRARY")

import gptq_awq_ref as ref  # noqa: E402

LAYER = "model.layers.0.mlp.down_proj"


def save(d, tensors, config, config_file="config.json"):
    d.mkdir(parents=True, exist_ok=True)
    named = {LAYER + "." + k: v for k, v in tensors.items() if v is not None}
    named["model.norm.weight"] = np.ones(8, np.float32)
    ref.write_safetensors(str(d / "model.safetensors"), named, {"format": "pt"})
    if config_file == "config.json":
        (d / "config.json").write_text(json.dumps({"model_type": "llama", "quantization_config": config}))
    else:
        (d / "config.json").write_text(json.dumps({"model_type": "llama"}))
        (d / config_file).write_text(json.dumps(config))
    return d


def lowbit_weights(d, **open_kw):
    with lowbit.open(d, **open_kw) as m:
        t = m.tensor(LAYER)
        return t.format, t.shape, t.dequantize("float32")


# ---- hand-built cases ------------------------------------------------------------------------

def test_gptq_4bit_by_hand(tmp_path):
    # 8 outputs x 8 inputs, one group, codes q[n][k] = (n + k) % 16, symmetric zero 8 (stored as 7
    # in v1), scale 0.5: w[n][k] = ((n + k) % 16 - 8) / 2.
    # qweight is [1, 8]: column n packs k = 0..7 into nibbles 0..7, e.g. column 0 = 0x76543210.
    qweight = np.array([[0x76543210, 0x87654321, 0x98765432, 0xA9876543,
                         0xBA987654, 0xCBA98765, 0xDCBA9876, 0xEDCBA987]], np.uint32).view(np.int32)
    qzeros = np.array([[0x77777777]], np.uint32).view(np.int32)
    scales = np.full((1, 8), 0.5, np.float16)
    want = np.array([[((n + k) % 16 - 8) / 2 for k in range(8)] for n in range(8)], np.float32)
    got = ref.gptq_dequant(qweight, qzeros, scales, None, 4, -1, v1=True)
    np.testing.assert_array_equal(got, want)
    d = save(tmp_path, {"qweight": qweight, "qzeros": qzeros, "scales": scales, "g_idx": np.zeros(8, np.int32)},
             {"quant_method": "gptq", "bits": 4, "group_size": -1, "sym": True, "desc_act": False,
              "checkpoint_format": "gptq"}, "quantize_config.json")
    fmt, shape, w = lowbit_weights(d)
    assert (fmt, shape) == ("GPTQ", (8, 8))
    np.testing.assert_array_equal(w, want)
    with lowbit.open(d) as m:
        assert m.kind == "gptq"
        assert m.metadata["gptq.zero_points"] == "v1"
        assert "confirm v1" in m.metadata["gptq.zero_points_note"]


def test_gptq_3bit_by_hand():
    # 3-bit: 32 codes of a column in 3 words; codes 0-9 in word 0 at bit 3k, code 10 split (word 0
    # bits 30-31 = its low two bits, word 1 bit 0 = its high bit), 11-20 from word 1 bit 1, ...
    codes = np.arange(32) % 8
    w0 = sum(int(codes[k]) << (3 * k) for k in range(10)) | ((int(codes[10]) & 3) << 30)
    w1 = (int(codes[10]) >> 2) | sum(int(codes[k]) << (3 * (k - 11) + 1) for k in range(11, 21)) | ((int(codes[21]) & 1) << 31)
    w2 = (int(codes[21]) >> 1) | sum(int(codes[k]) << (3 * (k - 22) + 2) for k in range(22, 32))
    qweight = np.array([[w0], [w1], [w2]], np.uint32).view(np.int32)
    np.testing.assert_array_equal(ref.gptq_unpack_cols(qweight, 3, 32)[:, 0], codes)
    # the same words come out of the generic LSB-first bitstream packer
    packed = ref.gptq_pack(codes.reshape(1, 32).repeat(32, 0), np.ones((32, 1)), np.full((32, 1), 4), None, 3, v1=False)
    np.testing.assert_array_equal(packed["qweight"][:, 0], qweight[:, 0])


def test_awq_gemm_by_hand(tmp_path):
    # One input row, 8 outputs: word nibble i holds output column AWQ_ORDER[i] = [0,2,4,6,1,3,5,7][i].
    # With q[n] = n the word is 0x75316420; zeros 3, scale 0.25: w[n][k] = (n - 3) / 4.
    qweight = np.full((32, 1), 0x75316420, np.uint32).view(np.int32)
    qzeros = np.array([[0x33333333]], np.uint32).view(np.int32)
    scales = np.full((1, 8), 0.25, np.float16)
    want = np.repeat(((np.arange(8) - 3) / 4).astype(np.float32)[:, None], 32, axis=1)
    np.testing.assert_array_equal(ref.awq_gemm_dequant(qweight, qzeros, scales, 32), want)
    d = save(tmp_path, {"qweight": qweight, "qzeros": qzeros, "scales": scales},
             {"quant_method": "awq", "bits": 4, "group_size": 32, "zero_point": True, "version": "gemm"})
    fmt, shape, w = lowbit_weights(d)
    assert (fmt, shape) == ("AWQ_GEMM", (8, 32))
    np.testing.assert_array_equal(w, want)


def test_compressed_tensors_by_hand(tmp_path):
    # Signed int4 codes -8..7 are stored +8, packed 8 per int32 along the input: a row of codes
    # -8..-1 is stored as 0..7, the word 0x76543210. Symmetric: w = code * scale.
    codes = np.tile(np.arange(-8, 8, dtype=np.int8), (2, 2))  # (2, 32)
    packed = ref.ct_pack_to_int32(codes, 4)
    assert packed.view(np.uint32)[0, 0] == 0x76543210 and packed.view(np.uint32)[0, 1] == 0xFEDCBA98
    scale = np.array([[0.5], [2.0]], np.float16)
    want = (codes.astype(np.float32) * np.array([[0.5], [2.0]], np.float32))
    got = ref.ct_dequant(packed, scale, None, None, (2, 32), 4)
    np.testing.assert_array_equal(got, want)
    cfg = {"quant_method": "compressed-tensors", "format": "pack-quantized", "ignore": ["lm_head"],
           "config_groups": {"group_0": {"targets": ["Linear"], "weights": {
               "num_bits": 4, "type": "int", "symmetric": True, "strategy": "channel"}}}}
    d = save(tmp_path, {"weight_packed": packed, "weight_scale": scale,
                        "weight_shape": np.array([2, 32], np.int32)}, cfg)
    fmt, shape, w = lowbit_weights(d)
    assert (fmt, shape) == ("CT_PACK_QUANTIZED", (2, 32))
    np.testing.assert_array_equal(w, want)


# ---- random checkpoints: lowbit == numpy for every case --------------------------------------

def random_layer(rng, n, k, bits, group, sym, act):
    g = k if group == -1 else group
    groups = -(-k // g)
    q = rng.integers(0, 1 << bits, (n, k))
    scales = rng.uniform(1e-4, 0.02, (n, groups)).astype(np.float32)
    zeros = np.full((n, groups), 1 << (bits - 1)) if sym else rng.integers(1, 1 << bits, (n, groups))
    g_idx = (rng.permutation(k) // g) if act else (np.arange(k) // g)
    return q, scales, zeros, g_idx


CASES = [("gptq", b, sym, v1, act, sdt) for b in (2, 3, 4, 8) for sym in (True, False)
         for v1 in (True, False) for act in (False, True) for sdt in ("f16", "bf16")]


@pytest.mark.parametrize("method,bits,sym,v1,act,sdt", CASES)
def test_gptq_random(tmp_path, method, bits, sym, v1, act, sdt):
    rng = np.random.default_rng([bits, sym, v1, act, len(sdt)])
    n, k, group = 32, 128, 32
    q, scales, zeros, g_idx = random_layer(rng, n, k, bits, group, sym, act)
    t = ref.gptq_pack(q, scales, zeros, g_idx, bits, v1, sdt)
    want = ref.gptq_dequant(t["qweight"], t["qzeros"], t["scales"], t["g_idx"], bits, group, v1)
    d = save(tmp_path, t, {"quant_method": "gptq", "bits": bits, "group_size": group, "sym": sym, "desc_act": act,
                           "checkpoint_format": "gptq" if v1 else "gptq_v2"}, "quantize_config.json")
    fmt, shape, w = lowbit_weights(d)
    assert (fmt, shape) == ("GPTQ", (n, k))
    np.testing.assert_array_equal(w.view(np.uint32), want.view(np.uint32))


@pytest.mark.parametrize("group", [32, -1])
def test_gptq_per_channel_and_groups(tmp_path, group):
    rng = np.random.default_rng(3)
    q, scales, zeros, g_idx = random_layer(rng, 64, 96, 4, group, False, False)
    t = ref.gptq_pack(q, scales, zeros, g_idx, 4, False)
    want = ref.gptq_dequant(t["qweight"], t["qzeros"], t["scales"], None, 4, group, False)
    d = save(tmp_path, t, {"quant_method": "gptq", "bits": 4, "group_size": group, "sym": False,
                           "checkpoint_format": "gptq_v2"})
    np.testing.assert_array_equal(lowbit_weights(d)[2], want)


@pytest.mark.parametrize("version,zero_point,group", [("gemm", True, 32), ("gemm", False, 64), ("gemm", True, -1),
                                                      ("gemv", True, 32), ("gemv", True, 64), ("gemv", True, 128)])
def test_awq_random(tmp_path, version, zero_point, group):
    rng = np.random.default_rng(17)
    n, k = 64, 256
    q, scales, zeros, _ = random_layer(rng, n, k, 4, group, not zero_point, False)
    g = k if group == -1 else group
    if version == "gemm":
        t = ref.awq_gemm_pack(q, scales, zeros if zero_point else None, g)
        want = ref.awq_gemm_dequant(t["qweight"], t.get("qzeros"), t["scales"], g)
    else:
        t = ref.awq_gemv_pack(q, scales, zeros, g)
        want = ref.awq_gemv_dequant(t["qweight"], t["qzeros"], t["scales"], g)
    d = save(tmp_path, t, {"quant_method": "awq", "bits": 4, "group_size": group, "zero_point": zero_point,
                           "version": version.upper()})
    fmt, shape, w = lowbit_weights(d)
    assert (fmt, shape) == ("AWQ_" + version.upper(), (n, k))
    np.testing.assert_array_equal(w, want)


@pytest.mark.parametrize("bits,sym,strategy,act,sdt", [(b, s, st, a, sdt) for b in (4, 8) for s in (True, False)
                                                       for st in ("group", "channel") for a in (False, True)
                                                       for sdt in ("bf16", "f32") if not (a and st == "channel")])
def test_compressed_tensors_random(tmp_path, bits, sym, strategy, act, sdt):
    rng = np.random.default_rng(bits * 7 + sym)
    n, k, group = 20, 100, 20  # k not a multiple of the pack factor: padded rows
    g = group if strategy == "group" else -1
    q, scales, zeros, g_idx = random_layer(rng, n, k, bits, g, sym, act)
    off = 1 << (bits - 1)
    t = {"weight_packed": ref.ct_pack_to_int32(q - off, bits), "weight_scale": ref.store_scales(scales, sdt),
         "weight_shape": np.array([n, k], np.int32)}
    if not sym:
        t["weight_zero_point"] = ref.ct_pack_to_int32(zeros - off, bits, packed_dim=0)
    if act:
        t["weight_g_idx"] = g_idx.astype(np.int32)
    want = ref.ct_dequant(t["weight_packed"], t["weight_scale"], t.get("weight_zero_point"), t.get("weight_g_idx"),
                          (n, k), bits)
    w = {"num_bits": bits, "type": "int", "symmetric": sym, "strategy": strategy}
    if strategy == "group":
        w["group_size"] = group
    if act:
        w["actorder"] = "group"
    d = save(tmp_path, t, {"quant_method": "compressed-tensors", "format": "pack-quantized",
                           "config_groups": {"group_0": {"targets": ["Linear"], "weights": w}}, "ignore": []})
    fmt, shape, got = lowbit_weights(d)
    assert (fmt, shape) == ("CT_PACK_QUANTIZED", (n, k))
    np.testing.assert_array_equal(got, want)


# ---- v1 / v2 zero points and errors -----------------------------------------------------------

def test_v1_label_with_v2_zeros_is_detected(tmp_path):
    """GPTQModel v5 wrote checkpoint_format "gptq" with v2 zeros (8 for sym 4-bit; reference §7.2)."""
    rng = np.random.default_rng(5)
    q, scales, zeros, g_idx = random_layer(rng, 32, 64, 4, 32, True, False)
    t = ref.gptq_pack(q, scales, zeros, g_idx, 4, v1=False)  # stores 8
    d = save(tmp_path, t, {"quant_method": "gptq", "bits": 4, "group_size": 32, "sym": True,
                           "checkpoint_format": "gptq"}, "quantize_config.json")
    v2 = ref.gptq_dequant(t["qweight"], t["qzeros"], t["scales"], None, 4, 32, v1=False)
    with lowbit.open(d) as m:
        assert m.metadata["gptq.zero_points"] == "v2"
        assert "read as v2" in m.metadata["gptq.zero_points_note"]
        np.testing.assert_array_equal(m.tensor(LAYER).dequantize(), v2)


def test_g_idx_out_of_range(tmp_path):
    rng = np.random.default_rng(6)
    q, scales, zeros, g_idx = random_layer(rng, 32, 64, 4, 32, False, True)
    t = ref.gptq_pack(q, scales, zeros, g_idx, 4, v1=False)
    t["g_idx"] = t["g_idx"].copy()
    t["g_idx"][9] = 2
    d = save(tmp_path, t, {"quant_method": "gptq", "bits": 4, "group_size": 32, "sym": False, "desc_act": True,
                           "checkpoint_format": "gptq_v2"})
    with pytest.raises(lowbit.LowbitError, match=r"down_proj.*g_idx\[9\] = 2 is outside the 2 groups"):
        lowbit.open(d)


def test_missing_qzeros(tmp_path):
    rng = np.random.default_rng(7)
    q, scales, zeros, g_idx = random_layer(rng, 32, 64, 4, 32, False, False)
    t = ref.gptq_pack(q, scales, zeros, g_idx, 4, v1=False)
    del t["qzeros"]
    d = save(tmp_path, t, {"quant_method": "gptq", "bits": 4, "group_size": 32, "checkpoint_format": "gptq_v2"})
    with pytest.raises(lowbit.LowbitError, match=r'down_proj.*"qzeros" part is missing'):
        lowbit.open(d)
