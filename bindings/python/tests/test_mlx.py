"""lowbit against MLX (mlx-cpu): a model that mlx quantizes and saves (mx.quantize,
mx.save_safetensors, an mlx-lm style config.json with per-layer entries) opens in lowbit with one
logical tensor per quantized layer, which dequantizes bit for bit as mx.dequantize does, for every
bits x group size x scale dtype and every fp mode.

(lowbit's quantizer is checked against mx.quantize byte for byte, and mx.quantized_matmul against
lowbit's GEMV, by the Go tests in formats/mlx, which drive the same mlx.)
"""

from __future__ import annotations

import json

import pytest

from lowbit_testutil import need

np = need("numpy", "numpy is the package's only dependency")
mx = need("mlx.core", "mlx-cpu is the oracle for MLX checkpoints")
lowbit = need("lowbit", "the bindings need build/liblowbit.so or LOWBIT_LIBRARY")

DTYPES = {"float32": mx.float32, "float16": mx.float16, "bfloat16": mx.bfloat16}
AFFINE = [(b, g) for b in (2, 3, 4, 5, 6, 8) for g in (32, 64, 128)]
FP_MODES = [("mxfp4", 4, 32), ("nvfp4", 4, 16), ("mxfp8", 8, 32)]


def weights(shape, seed):
    rng = np.random.default_rng(seed)
    w = rng.standard_normal(shape).astype(np.float32)
    w[0] = 0  # an all-zero row
    w[1] = 0.5  # a constant row
    w[2] *= 1e-9  # below MLX's eps
    w[3] *= 1e3
    return w


@pytest.fixture(scope="module")
def model(tmp_path_factory):
    d = tmp_path_factory.mktemp("mlx_model")
    tensors, layers = {}, {}
    quant = {"group_size": 64, "bits": 4, "mode": "affine"}
    seed = 0
    for dn, dt in DTYPES.items():
        for bits, group in AFFINE:
            name = "model.layers.%s.affine_%d_%d" % (dn, bits, group)
            seed += 1
            w = mx.array(weights((8, 256), seed)).astype(dt)
            wq, s, b = mx.quantize(w, group_size=group, bits=bits)
            tensors.update({name + ".weight": wq, name + ".scales": s, name + ".biases": b})
            layers[name] = dict(mode="affine", bits=bits, group_size=group, dtype=dn)
            if (bits, group) != (4, 64):
                quant[name] = {"group_size": group, "bits": bits}
        for mode, bits, group in FP_MODES:
            name = "model.layers.%s.%s" % (dn, mode)
            seed += 1
            w = mx.array(weights((8, 256), seed)).astype(dt)
            wq, s = mx.quantize(w, group_size=group, bits=bits, mode=mode)
            tensors.update({name + ".weight": wq, name + ".scales": s})
            layers[name] = dict(mode=mode, bits=bits, group_size=group, dtype=dn)
            quant[name] = {"group_size": group, "bits": bits, "mode": mode}
    tensors["model.norm.weight"] = mx.ones((64,))
    mx.save_safetensors(str(d / "model.safetensors"), tensors, metadata={"format": "mlx"})
    (d / "config.json").write_text(json.dumps({"model_type": "test", "quantization": quant,
                                               "quantization_config": quant}))
    return d, tensors, layers


def mlx_dequant(tensors, name, spec, dtype=None):
    kw = dict(group_size=spec["group_size"], bits=spec["bits"], mode=spec["mode"])
    if dtype is not None:
        kw["dtype"] = dtype
    return mx.dequantize(tensors[name + ".weight"], tensors[name + ".scales"],
                         tensors.get(name + ".biases"), **kw)


def bits_of(a):
    """The bit patterns of an mx array (float32 / float16 / bfloat16) as a numpy array."""
    if a.dtype == mx.bfloat16:
        return np.array(a.view(mx.uint16))
    if a.dtype == mx.float16:
        return np.array(a).view(np.uint16)
    return np.array(a).view(np.uint32)


FORMAT = {"affine": "MLX_AFFINE", "mxfp4": "MLX_MXFP4", "nvfp4": "MLX_NVFP4", "mxfp8": "MLX_MXFP8"}


def test_open_groups_layers(model):
    d, tensors, layers = model
    with lowbit.open(d) as m:
        assert m.kind == "mlx"
        names = set(m.tensor_names() if hasattr(m, "tensor_names") else (t.name for t in m.tensors))
        for name, spec in layers.items():
            assert name in names
            t = m.tensor(name)
            assert t.format == FORMAT[spec["mode"]]
            assert t.shape == (8, 256)
            # the stored parts stay reachable by their own names
            for part in (".weight", ".scales"):
                assert name + part in names
        assert m.tensor("model.norm.weight").format == "F32"


@pytest.mark.parametrize("dtype", ["float32", "native"])
def test_dequantize_bit_exact(model, dtype):
    d, tensors, layers = model
    bad = []
    with lowbit.open(d) as m:
        for name, spec in layers.items():
            t = m.tensor(name)
            if dtype == "float32":
                want = mlx_dequant(tensors, name, spec, mx.float32)
                got = t.dequantize("float32")
            else:
                # mx.dequantize's default dtype: the scales' for affine, bfloat16 for fp modes
                want = mlx_dequant(tensors, name, spec)
                out = {mx.float32: "float32", mx.float16: "float16", mx.bfloat16: "bfloat16"}[want.dtype]
                got = t.dequantize(out)
            g = np.asarray(got).view(np.uint32 if got.dtype.itemsize == 4 else np.uint16)
            if not np.array_equal(g, bits_of(want)):
                bad.append("%s (%s): %d of %d values differ" % (name, dtype, int((g != bits_of(want)).sum()), g.size))
    assert not bad, "\n".join(bad)


def test_row_ranges(model):
    d, tensors, layers = model
    name = "model.layers.bfloat16.affine_3_32"
    want = np.array(mlx_dequant(tensors, name, layers[name], mx.float32))
    with lowbit.open(d) as m:
        t = m.tensor(name)
        np.testing.assert_array_equal(t.dequantize("float32", rows=slice(2, 5)), want[2:5])
        np.testing.assert_array_equal(t.dequantize("float32", rows=7), want[7])


def test_mismatched_config_is_an_error(tmp_path):
    """A per-layer entry that does not match the stored shapes (reference §7.7) names the layer."""
    w = mx.array(weights((8, 256), 99))
    wq, s, b = mx.quantize(w, group_size=64, bits=3)
    mx.save_safetensors(str(tmp_path / "model.safetensors"),
                        {"layers.0.proj.weight": wq, "layers.0.proj.scales": s, "layers.0.proj.biases": b})
    (tmp_path / "config.json").write_text(json.dumps({"quantization": {"group_size": 64, "bits": 4}}))
    with pytest.raises(lowbit.LowbitError) as e:
        lowbit.open(tmp_path)
    msg = str(e.value)
    assert "layers.0.proj" in msg and "bits 3 with group_size 64" in msg


def test_missing_part_is_an_error(tmp_path):
    w = mx.array(weights((8, 128), 7))
    wq, s, b = mx.quantize(w, group_size=64, bits=4)
    mx.save_safetensors(str(tmp_path / "model.safetensors"), {"l.weight": wq, "l.scales": s})
    (tmp_path / "config.json").write_text(json.dumps({"quantization": {"group_size": 64, "bits": 4}}))
    with pytest.raises(lowbit.LowbitError, match=r'"biases" part is missing'):
        lowbit.open(tmp_path)
