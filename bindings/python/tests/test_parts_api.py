"""The part-based formats through the C API and the Python package: what a logical tensor says
about itself (Tensor.quant, .parts, .part_of, bits_per_weight), opening options (gptq_zeros,
raw), and writing — lowbit.quantize_mlx and lowbit.HFWriter — checked against mlx (mx.quantize,
mx.dequantize, mx.load, mlx-lm style loading through mlx.nn) and against the numpy references of
the GPTQ / AWQ / compressed-tensors layouts (gptq_awq_ref.py).
"""

from __future__ import annotations

import ctypes
import json
import subprocess

import pytest

from lowbit_testutil import cli_path, need

np = need("numpy", "numpy is the package's only dependency")
mx = need("mlx.core", "mlx-cpu is the oracle for MLX checkpoints")
nn = need("mlx.nn", "mlx-cpu's nn.quantize is how mlx-lm loads a quantized model")
lowbit = need("lowbit", "the bindings need build/liblowbit.so or LOWBIT_LIBRARY")

import gptq_awq_ref as ref  # noqa: E402

PART_FORMATS = {"MLX_AFFINE": 2000, "MLX_MXFP4": 2001, "MLX_NVFP4": 2002, "MLX_MXFP8": 2003, "GPTQ": 2010,
                "AWQ_GEMM": 2020, "AWQ_GEMV": 2021, "CT_PACK_QUANTIZED": 2030}


def mx_np(a):
    """An mx array's stored values as numpy: bfloat16 as its uint16 bits."""
    if a.dtype == mx.bfloat16:
        return np.array(a.view(mx.uint16))
    return np.array(a)


def bits_of(a):
    a = np.asarray(a)
    return a.view({4: np.uint32, 2: np.uint16, 1: np.uint8}[a.dtype.itemsize])


def weights(shape, seed):
    w = np.random.default_rng(seed).standard_normal(shape).astype(np.float32)
    w[0] = 0
    w[1] *= 1e3
    return w


# ---- the registry --------------------------------------------------------------------------------

def test_format_constants_come_from_the_registry():
    from lowbit import _formats

    for name, fid in PART_FORMATS.items():
        assert getattr(_formats, name) == fid == getattr(lowbit, name) == lowbit.format_id(name)
        info = lowbit.format_info(fid)
        assert info.parts and info.block_elems == 0 and info.can_dequantize and not info.can_quantize
        assert info.can_quantize_parts == name.startswith("MLX_")
        assert info.can_pack_codes == (not name.startswith("MLX_"))
    assert _formats.Q4_K == lowbit.Q4_K == 12 and lowbit.U32 == lowbit.format_id("U32")
    assert not lowbit.format_info("Q4_0").parts
    assert {f.name for f in lowbit.formats() if f.parts} == set(PART_FORMATS)


# ---- an MLX model written by mlx ------------------------------------------------------------------

LAYERS = {  # name: (mode, bits, group, dtype, with a bias)
    "model.layers.0.self_attn.q_proj": ("affine", 4, 64, mx.float16, True),
    "model.layers.0.self_attn.k_proj": ("affine", 3, 32, mx.bfloat16, False),
    "model.layers.0.mlp.up_proj": ("affine", 8, 128, mx.float32, False),
    "model.layers.0.mlp.down_proj": ("mxfp4", 4, 32, mx.float32, False),
    "model.layers.0.mlp.gate_proj": ("nvfp4", 4, 16, mx.float16, False),
}


@pytest.fixture(scope="module")
def mlx_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("mlx_parts")
    tensors = {}
    quant = {"group_size": 64, "bits": 4, "mode": "affine"}
    for i, (name, (mode, bits, group, dt, bias)) in enumerate(LAYERS.items()):
        w = mx.array(weights((32, 256), i)).astype(dt)
        out = mx.quantize(w, group_size=group, bits=bits, mode=mode)
        tensors[name + ".weight"], tensors[name + ".scales"] = out[0], out[1]
        if mode == "affine":
            tensors[name + ".biases"] = out[2]
        if bias:
            tensors[name + ".bias"] = mx.arange(32).astype(dt) / 8
        if (mode, bits, group) != ("affine", 4, 64):
            quant[name] = {"group_size": group, "bits": bits, "mode": mode}
    tensors["model.norm.weight"] = mx.ones((256,))
    mx.save_safetensors(str(d / "model.safetensors"), tensors, metadata={"format": "mlx"})
    (d / "config.json").write_text(json.dumps({"model_type": "llama", "quantization": quant}))
    return d, tensors


def test_mlx_logical_tensors(mlx_dir):
    d, tensors = mlx_dir
    with lowbit.open(d) as m:
        assert m.kind == "mlx"
        logical = {t.name for t in m.logical_tensors}
        assert logical == set(LAYERS) | {"model.norm.weight"}
        for name, (mode, bits, group, dt, bias) in LAYERS.items():
            t = m[name]
            assert t.format == "MLX_" + mode.upper() and t.shape == (32, 256) and t.part_of is None
            assert t.quant == lowbit.Quant(bits, group, 0, False, False, 0)
            roles = ["weight", "scales"] + (["biases"] if mode == "affine" else []) + (["bias"] if bias else [])
            assert sorted(t.parts) == sorted(roles)
            # every part is listed by the model, marked as a part of its layer, stored as mlx saved it
            total = 0
            for role, p in t.parts.items():
                assert p.name == name + "." + role and p.role == role
                pt = p.tensor
                assert pt is m[p.name] and pt.part_of == name and pt.quant is None and pt.parts == {}
                assert (p.format, p.shape, p.nbytes, p.file_offset) == (pt.format, pt.shape, pt.nbytes, pt.file_offset)
                assert np.array_equal(p.numpy(), mx_np(tensors[p.name])), p.name
                total += p.nbytes
            assert t.nbytes == total
            assert t.bits_per_weight == pytest.approx(total * 8 / (32 * 256))
            arrays = t.part_arrays()
            assert set(arrays) == set(roles)
            with pytest.raises(lowbit.UnsupportedError, match="read its"):
                t.read_bytes()
        assert m["model.norm.weight"].quant is None and m["model.norm.weight"].part_of is None
        assert m["model.norm.weight"].numpy().tolist() == [1.0] * 256


def test_mlx_dequantize_matches_mx(mlx_dir):
    d, tensors = mlx_dir
    with lowbit.open(d) as m:
        for name, (mode, bits, group, dt, _) in LAYERS.items():
            want = mx.dequantize(tensors[name + ".weight"], tensors[name + ".scales"], tensors.get(name + ".biases"),
                                 group_size=group, bits=bits, mode=mode, dtype=mx.float32)
            got = m[name].dequantize("float32")
            assert np.array_equal(bits_of(got), bits_of(np.array(want))), name


def test_raw_and_bad_options(mlx_dir):
    d, tensors = mlx_dir
    with lowbit.open(d, raw=True) as m:
        assert m.kind == "safetensors"
        assert "model.layers.0.mlp.up_proj" not in m
        t = m["model.layers.0.mlp.up_proj.weight"]
        assert t.format == "U32" and t.part_of is None and t.quant is None
        assert np.array_equal(t.numpy(), np.array(tensors[t.name]))
    with pytest.raises(lowbit.InvalidArgumentError, match="gptq_zeros"):
        lowbit.open(d, gptq_zeros="v3")


def test_old_tensor_info_size(mlx_dir):
    """A caller built against the first lowbit_tensor_info (ending at bits_per_weight) still works;
    nothing past its size is written."""
    from lowbit import _lib

    d, _ = mlx_dir
    with lowbit.open(d) as m:
        old = _lib.lowbit_tensor_info.quant_bits.offset
        buf = (ctypes.c_ubyte * ctypes.sizeof(_lib.lowbit_tensor_info))(*([0xAB] * ctypes.sizeof(_lib.lowbit_tensor_info)))
        info = _lib.lowbit_tensor_info.from_buffer(buf)
        info.size = old
        _lib.check(_lib.lowbit_tensor_info_get(m._h(), m["model.layers.0.mlp.up_proj"].index, ctypes.byref(info)))
        assert info.format == lowbit.MLX_AFFINE and info.cols == 256
        assert bytes(buf[old:]) == b"\xab" * (len(buf) - old)
        info.size = old - 1
        with pytest.raises(lowbit.InvalidArgumentError, match="sizeof"):
            _lib.check(_lib.lowbit_tensor_info_get(m._h(), 0, ctypes.byref(info)))


# ---- quantize_mlx and the writer against mlx -------------------------------------------------------

MLX_CASES = [("affine", b, g, dt) for b in (2, 3, 4, 5, 6, 8) for g in (32, 64, 128) for dt in ("float32", "float16")] + \
    [(mode, None, None, dt) for mode in ("mxfp4", "nvfp4", "mxfp8") for dt in ("float32", "float16")]


@pytest.mark.parametrize("mode,bits,group,dtype", MLX_CASES)
def test_quantize_mlx_equals_mx_quantize(mode, bits, group, dtype):
    w = weights((16, 256), 7).astype(dtype)
    got = lowbit.quantize_mlx(w, bits=bits, group_size=group, mode=mode)
    kw = {"mode": mode}
    if bits is not None:
        kw.update(bits=bits, group_size=group)
    want = mx.quantize(mx.array(w), **kw)
    names = ["weight", "scales", "biases"][: len(want)]
    assert sorted(got) == sorted(names)
    for n, a in zip(names, want):
        assert got[n].shape == tuple(a.shape) and np.array_equal(bits_of(got[n]), bits_of(mx_np(a))), n


@pytest.mark.parametrize("dtype", ["float32", "float16"])
def test_quantize_mlx_nvfp4_global_scale(dtype):
    w = weights((16, 256), 9).astype(dtype)
    g = float(np.abs(w.astype(np.float32)).max()) / (448 * 6)
    got = lowbit.quantize_mlx(w, mode="nvfp4", global_scale=g)
    want = mx.quantize(mx.array(w), mode="nvfp4", global_scale=mx.array(g, dtype=mx.float32))
    assert sorted(got) == ["global_scale", "scales", "weight"]
    assert np.array_equal(got["weight"], np.array(want[0])) and np.array_equal(got["scales"], np.array(want[1]))
    assert got["global_scale"].shape == () and got["global_scale"] == np.float32(g)


def test_quantize_mlx_defaults_and_errors():
    w = weights((4, 128), 1)
    p = lowbit.quantize_mlx(w)  # affine, 4 bits, group 64
    assert p["weight"].dtype == np.uint32 and p["weight"].shape == (4, 16) and p["scales"].shape == (4, 2)
    assert p["scales"].dtype == np.float32
    assert lowbit.quantize_mlx(w.astype(np.float16))["scales"].dtype == np.float16
    with pytest.raises(lowbit.InvalidArgumentError, match="not 7"):
        lowbit.quantize_mlx(w, bits=7)
    with pytest.raises(lowbit.InvalidArgumentError, match="group_size"):
        lowbit.quantize_mlx(w, mode="mxfp4", group_size=64)
    with pytest.raises(lowbit.NotFoundError):
        lowbit.quantize_mlx(w, mode="int3")
    with pytest.raises(lowbit.InvalidArgumentError, match="at least 2 dimensions"):
        lowbit.quantize_mlx(w[0])


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.up_proj = nn.Linear(256, 64, bias=False)
        self.down_proj = nn.Linear(64, 256, bias=True)
        self.gate_proj = nn.Linear(256, 64, bias=False)


class Layer(nn.Module):
    def __init__(self):
        super().__init__()
        self.mlp = MLP()


class Inner(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = [Layer()]
        self.norm = nn.RMSNorm(256)


class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.model = Inner()


def mlx_lm_load(d):
    """What mlx_lm.utils.load_model does with a quantized checkpoint: mx.load every shard, read
    config.json's "quantization", nn.quantize with mlx-lm's class_predicate (per-layer dict, False,
    or `<path>.scales` present), load_weights(strict=True)."""
    index = json.loads((d / "model.safetensors.index.json").read_text())
    w = {}
    for shard in sorted(set(index["weight_map"].values())):
        w.update(mx.load(str(d / shard)))
    assert set(w) == set(index["weight_map"])
    config = json.loads((d / "config.json").read_text())
    q = config["quantization"]
    assert config["quantization_config"] == q

    def predicate(path, module):
        if not hasattr(module, "to_quantized"):
            return False
        if path in q:
            return q[path]
        return f"{path}.scales" in w

    model = Tiny()
    nn.quantize(model, group_size=q["group_size"], bits=q["bits"], mode=q.get("mode", "affine"), class_predicate=predicate)
    model.load_weights(list(w.items()), strict=True)
    return model, w, config


def test_writer_round_trip_through_mlx(tmp_path):
    rng = np.random.default_rng(3)
    up = weights((64, 256), 11)
    down = weights((256, 64), 12).astype(np.float16)
    gate = weights((64, 256), 13)
    bias = rng.standard_normal(256).astype(np.float16)
    norm = np.ones(256, np.float32)
    with lowbit.HFWriter({"model_type": "llama", "hidden_size": 256}) as w:
        w.add_quantized("model.layers.0.mlp.up_proj", up, "affine", bits=4, group_size=64)
        # pre-packed parts (as mx.quantize made them) plus the layer's bias
        dq = mx.quantize(mx.array(down), group_size=32, bits=8)
        w.add_parts("model.layers.0.mlp.down_proj", {"weight": np.array(dq[0]), "scales": np.array(dq[1]),
                                                     "biases": np.array(dq[2]), "bias": bias},
                    "MLX_AFFINE", (256, 64), bits=8, group_size=32)
        w.add_quantized("model.layers.0.mlp.gate_proj", gate, "mxfp4")
        w.add_tensor("model.norm.weight", norm)
        assert w.quant("model.layers.0.mlp.up_proj") == lowbit.Quant(4, 64, 0, False, False, 0)
        assert w.quant("model.norm.weight") is None
        up_parts = w.parts("model.layers.0.mlp.up_proj")
        w.write(tmp_path)
    model, loaded, config = mlx_lm_load(tmp_path)
    assert config["model_type"] == "llama" and config["hidden_size"] == 256
    q = config["quantization"]
    assert (q["bits"], q["group_size"], q["mode"]) in ((4, 64, "affine"), (8, 32, "affine"), (4, 32, "mxfp4"))
    for n, a in up_parts.items():
        assert np.array_equal(bits_of(a), bits_of(mx_np(loaded["model.layers.0.mlp.up_proj." + n]))), n
    want_up = mx.quantize(mx.array(up), group_size=64, bits=4)
    for a, b in zip(want_up, [loaded["model.layers.0.mlp.up_proj." + n] for n in ("weight", "scales", "biases")]):
        assert np.array_equal(bits_of(mx_np(a)), bits_of(mx_np(b)))
    mlp = model.model.layers[0].mlp
    assert isinstance(mlp.up_proj, nn.QuantizedLinear) and mlp.down_proj.bits == 8 and mlp.gate_proj.mode == "mxfp4"
    x = rng.standard_normal((3, 256)).astype(np.float32)
    x64 = rng.standard_normal((3, 64)).astype(np.float16)
    with lowbit.open(tmp_path) as m:
        assert m.kind == "mlx"
        for name, inp, layer in (("up_proj", x, mlp.up_proj), ("gate_proj", x, mlp.gate_proj),
                                 ("down_proj", x64, mlp.down_proj)):
            t = m["model.layers.0.mlp." + name]
            y_mlx = np.array(layer(mx.array(inp)).astype(mx.float32))
            y = inp.astype(np.float32) @ t.dequantize().T
            if "bias" in t.parts:
                y = y + t.parts["bias"].numpy().astype(np.float32)
            np.testing.assert_allclose(y, y_mlx, rtol=2e-2, atol=2e-2 * float(np.abs(y_mlx).max()))


def test_writer_errors(tmp_path):
    w = weights((4, 64), 2)
    with lowbit.HFWriter() as hw:
        hw.add_quantized("l", w, "affine", bits=4, group_size=32)
        with pytest.raises(lowbit.InvalidArgumentError, match="already added"):
            hw.add_quantized("l", w)
        with pytest.raises(lowbit.InvalidArgumentError, match="already taken"):
            hw.add_tensor("l.scales", w)
        with pytest.raises(lowbit.UnsupportedError, match="add_codes"):
            hw.add_quantized("g", w, "GPTQ", bits=4, group_size=32)
        with pytest.raises(lowbit.InvalidArgumentError, match="not a part-based"):
            hw.add_quantized("g", w, "Q4_0")
        with pytest.raises(lowbit.InvalidArgumentError, match='"biases" part is missing'):
            p = lowbit.quantize_mlx(w, group_size=32)
            hw.add_parts("m", {"weight": p["weight"], "scales": p["scales"]}, "affine", (4, 64), bits=4, group_size=32)
        with pytest.raises(lowbit.NotFoundError):
            hw.parts("nope")
        with pytest.raises(lowbit.InvalidArgumentError, match="no tensor format for dtype"):
            hw.add_tensor("s", np.array(["x"]))
        codes = np.zeros((8, 64), np.uint8)
        hw.add_codes("q", codes, np.ones((8, 2)), "GPTQ", bits=4, group_size=32)
        with pytest.raises(lowbit.InvalidArgumentError, match="not a GPTQ"):
            hw.write(tmp_path / "mixed")
    with pytest.raises(lowbit.InvalidHandleError):
        hw.add_tensor("x", w)


# ---- GPTQ / AWQ / compressed-tensors ---------------------------------------------------------------

LAYER = "model.layers.0.self_attn.o_proj"


def gptq_dir(d, v1, act, sym=False, bits=4, group=32):
    rng = np.random.default_rng([bits, v1, act, sym])
    n, k = 64, 128
    g = k if group == -1 else group
    q = rng.integers(0, 1 << bits, (n, k))
    scales = rng.uniform(1e-3, 0.05, (n, k // g)).astype(np.float32)
    zeros = np.full((n, k // g), 1 << (bits - 1)) if sym else rng.integers(1, 1 << bits, (n, k // g))
    g_idx = rng.permutation(k) // g if act else np.arange(k) // g
    t = ref.gptq_pack(q, scales, zeros, g_idx, bits, v1)
    named = {LAYER + "." + r: a for r, a in t.items()}
    named["model.norm.weight"] = np.ones(128, np.float32)
    d.mkdir(parents=True, exist_ok=True)
    ref.write_safetensors(str(d / "model.safetensors"), named, {"format": "pt"})
    cfg = {"quant_method": "gptq", "bits": bits, "group_size": group, "sym": sym, "desc_act": act,
           "checkpoint_format": "gptq" if v1 else "gptq_v2"}
    (d / "config.json").write_text(json.dumps({"model_type": "llama", "quantization_config": cfg}))
    return t, ref.gptq_dequant(t["qweight"], t["qzeros"], t["scales"], t["g_idx"], bits, group, v1)


@pytest.mark.parametrize("v1,act,sym", [(True, False, False), (False, True, False), (True, True, True), (False, False, True)])
def test_gptq_checkpoint(tmp_path, v1, act, sym):
    t, want = gptq_dir(tmp_path, v1, act, sym)
    with lowbit.open(tmp_path) as m:
        assert m.kind == "gptq"
        lt = m[LAYER]
        assert (lt.format, lt.shape, lt.part_of) == ("GPTQ", (64, 128), None)
        flags = (lowbit.QUANT_SYMMETRIC if sym else 0) | (lowbit.QUANT_ACT_ORDER if act else 0) | \
            (lowbit.QUANT_ZERO_OFFSET if v1 else 0)
        assert lt.quant == lowbit.Quant(4, 32, flags, sym, act, 1 if v1 else 0)
        assert list(lt.parts) == ["qweight", "qzeros", "scales", "g_idx"]
        for role, p in lt.parts.items():
            assert p.tensor.part_of == LAYER
            assert np.array_equal(bits_of(p.numpy()), bits_of(t[role])), role
        assert lt.nbytes == sum(a.nbytes for a in t.values())
        assert lt.bits_per_weight == pytest.approx(lt.nbytes * 8 / (64 * 128))
        np.testing.assert_array_equal(lt.dequantize(), want)
        np.testing.assert_array_equal(lt.dequantize(rows=slice(5, 9)), want[5:9])
        assert sorted(x.name for x in m.logical_tensors) == sorted([LAYER, "model.norm.weight"])
    # forcing the other convention moves every zero point by one
    other = "v2" if v1 else "v1"
    with lowbit.open(tmp_path, gptq_zeros=other) as m:
        assert m[LAYER].quant.zero_offset == (0 if v1 else 1)
        alt = ref.gptq_dequant(t["qweight"], t["qzeros"], t["scales"], t["g_idx"], 4, 32, not v1)
        np.testing.assert_array_equal(m[LAYER].dequantize(), alt)
    with lowbit.open(tmp_path, gptq_zeros="as_labelled") as m:
        np.testing.assert_array_equal(m[LAYER].dequantize(), want)
    with lowbit.open(tmp_path, raw=True) as m:
        assert m.kind == "safetensors" and LAYER not in m and m[LAYER + ".qweight"].format == "I32"


def random_codes(rng, n, k, bits, group, sym, act):
    g = k if group == -1 else group
    groups = -(-k // g)
    q = rng.integers(0, 1 << bits, (n, k))
    scales = rng.uniform(1e-3, 0.05, (n, groups)).astype(np.float32)
    zeros = None if sym else rng.integers(1, 1 << bits, (n, groups))
    g_idx = (rng.permutation(k) // g) if act else None
    return q, scales, zeros, g_idx


@pytest.mark.parametrize("fmt,bits,group,sym,act,v1,sdt", [
    ("GPTQ", 4, 32, False, False, True, "float16"),
    ("GPTQ", 3, 32, True, True, False, "bfloat16"),
    ("GPTQ", 8, -1, False, False, False, "float32"),
    ("GPTQ", 2, 64, False, True, True, "float16"),
    ("AWQ_GEMM", 4, 32, False, False, False, "float16"),
    ("AWQ_GEMM", 4, 64, True, False, False, "float16"),
    ("AWQ_GEMV", 4, 32, False, False, False, "float16"),
    ("CT_PACK_QUANTIZED", 4, 32, True, False, False, "bfloat16"),
    ("CT_PACK_QUANTIZED", 8, -1, False, False, False, "float32"),
    ("CT_PACK_QUANTIZED", 4, 32, False, True, False, "float16"),
])
def test_writer_codes_read_by_the_references(tmp_path, fmt, bits, group, sym, act, v1, sdt):
    rng = np.random.default_rng([bits, group % 997, sym, act, v1])
    n, k = 64, 128
    q, scales, zeros, g_idx = random_codes(rng, n, k, bits, group, sym, act)
    bias = rng.standard_normal(n).astype(np.float32)
    with lowbit.HFWriter({"model_type": "llama"}) as w:
        w.add_codes(LAYER, q, scales, fmt, bits=bits, group_size=group, zeros=zeros, g_idx=g_idx,
                    bias=bias if fmt == "GPTQ" else None, scale_dtype=sdt, v1=v1)
        w.add_tensor("model.norm.weight", np.ones(128, np.float32))
        assert w.quant(LAYER).zero_offset == (1 if v1 else 0)
        w.write(tmp_path)
    want = ref.dequant_dir(str(tmp_path))[LAYER]  # the numpy reader of the published layouts
    cfg = ref.load_config(str(tmp_path))
    if fmt == "GPTQ":
        assert cfg["checkpoint_format"] == ("gptq" if v1 else "gptq_v2") and (tmp_path / "quantize_config.json").exists()
    # and the values are the codes': (q - z) * s, computed in the scales' stored dtype
    gi = g_idx if g_idx is not None else np.arange(k) // (k if group == -1 else group)
    z = np.full_like(q, 1 << (bits - 1)) if zeros is None else zeros[:, gi]
    short = {"float32": "f32", "float16": "f16", "bfloat16": "bf16"}[sdt]
    np.testing.assert_array_equal(want, ref.scaled(q - z, ref.store_scales(scales[:, gi], short)))
    with lowbit.open(tmp_path) as m:
        t = m[LAYER]
        assert t.format == fmt and t.quant.bits == bits and t.quant.symmetric == sym and t.quant.act_order == act
        np.testing.assert_array_equal(t.dequantize(), want)
        if fmt == "GPTQ":
            stored = np.asarray(ref.store_scales(bias, short))
            assert np.array_equal(bits_of(t.parts["bias"].numpy()), bits_of(stored))


def test_gptq_v1_zero_point_zero_is_refused():
    q = np.zeros((32, 64), np.uint8)
    zeros = np.ones((32, 2), np.uint8)
    zeros[3, 1] = 0
    with lowbit.HFWriter() as w:
        with pytest.raises(lowbit.InvalidArgumentError, match="cannot be stored as GPTQ v1"):
            w.add_codes(LAYER, q, np.ones((32, 2)), "GPTQ", bits=4, group_size=32, zeros=zeros, v1=True)
        w.add_codes(LAYER, q, np.ones((32, 2)), "GPTQ", bits=4, group_size=32, zeros=zeros)  # v2 stores it


# ---- downstream: GGUF conversion and the CLI ---------------------------------------------------------

def test_quantize_model_from_mlx(mlx_dir, tmp_path):
    d, _ = mlx_dir
    out = tmp_path / "mlx-q8_0.gguf"
    with pytest.raises(lowbit.InvalidArgumentError, match="requantiz"):
        lowbit.quantize_model(d, out, "Q8_0", pure=True)
    lowbit.quantize_model(d, out, "Q8_0", pure=True, allow_requantize=True)
    with lowbit.open(d) as src, lowbit.open(out) as m:
        names = [t.name for t in m]
        assert len(names) == len(set(names))
        want = {t.name for t in src.logical_tensors} | {"model.layers.0.self_attn.q_proj.bias"}
        assert set(names) == want
        for name in LAYERS:
            assert m[name].format == "Q8_0" and m[name].shape == (32, 256)
            x = src[name].dequantize()
            np.testing.assert_allclose(m[name].dequantize(), x, atol=float(np.abs(x).max()) / 100)
        assert m["model.layers.0.self_attn.q_proj.bias"].format == "F16"


def test_cli_inspect_marks_parts(mlx_dir):
    d, _ = mlx_dir
    cli = cli_path()
    out = subprocess.run([str(cli), "inspect", str(d)], check=True, capture_output=True, text=True).stdout
    assert "model.layers.0.mlp.up_proj" in out and "8-bit g128, 3 parts" in out
    assert "model.layers.0.mlp.up_proj.scales" not in out
    assert "stored tensors are parts of the layers above" in out
    out = subprocess.run([str(cli), "inspect", "-parts", str(d)], check=True, capture_output=True, text=True).stdout
    assert "↳ model.layers.0.mlp.up_proj.scales" in out and 'part "scales"' in out
    out = subprocess.run([str(cli), "inspect", "-raw", str(d)], check=True, capture_output=True, text=True).stdout
    assert "safetensors" in out.splitlines()[0] and "parts" not in out.split("scheme")[1]
