"""MLX oracle for formats/mlx tests: writes an MLX-layout model quantized by mlx itself, plus the
reference outputs lowbit must reproduce bit for bit.

    python mlx_oracle.py gen OUT      OUT/model (config.json + model.safetensors), OUT/ref.safetensors
    python mlx_oracle.py check DIR OUT  loads DIR as mlx-lm does (config.json "quantization",
                                        per-layer entries, .scales present) and writes every
                                        quantized layer's mx.dequantize (float32) to OUT

ref.safetensors holds, per layer <name>: <name>.input (what was quantized, in its dtype),
<name>.deq32 (mx.dequantize to float32), <name>.deqn (mx.dequantize's default dtype),
<name>.x and <name>.y (mx.quantized_matmul(x, w, ...), float32) where MLX has it.
"""

import glob
import json
import os
import sys

import mlx.core as mx
import numpy as np

DTYPES = {"f32": mx.float32, "f16": mx.float16, "bf16": mx.bfloat16}
ROWS, COLS = 14, 256


def rows_of(kind, n, rng):
    if kind == "normal":
        return rng.standard_normal(n) * 0.02
    if kind == "uniform":
        return rng.uniform(-1, 1, n)
    if kind == "outliers":
        x = rng.standard_normal(n) * 0.02
        x[::13] *= 60
        return x
    if kind == "zeros":
        return np.zeros(n)
    if kind == "constant":
        return np.full(n, 0.75)
    if kind == "positive":
        return np.abs(rng.standard_normal(n)) + 0.1
    if kind == "negative":
        return -np.abs(rng.standard_normal(n)) - 0.25
    if kind == "tiny":  # below eps: MLX's scale floor
        return rng.standard_normal(n) * 1e-9
    if kind == "large":
        return rng.standard_normal(n) * 1e3
    if kind == "grid":  # values on a coarse grid: many exact ties
        return rng.integers(-8, 8, n) * 0.125
    if kind == "mixed":  # groups alternate constant / zero / normal
        x = rng.standard_normal(n)
        x[:32] = -2.5
        x[32:64] = 0
        return x
    if kind == "small":
        return rng.standard_normal(n) * 1e-4
    if kind in ("fp4ties", "fp8ties"):
        # every 16th value is the group maximum m·2^k (an exact power-of-two scale), the others
        # sit exactly between two codes: round-half-even and argmin ties decide them
        if kind == "fp4ties":
            m, mids = 6.0, [0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0, 0.0, 1.0]
        else:
            m, mids = 448.0, [0.0087890625, 1.0625, 1.1875, 3.375, 13.0, 104.0, 416.0, 0.5]
        x = rng.choice(mids, n) * rng.choice([-1.0, 1.0], n)
        x[::16] = m * rng.choice([-1.0, 1.0], n // 16)
        return x * 2.0 ** rng.integers(-6, 6)
    raise ValueError(kind)


KINDS = ["normal", "uniform", "outliers", "zeros", "constant", "positive", "negative", "tiny",
         "large", "grid", "mixed", "small", "fp4ties", "fp8ties"]


def weights(shape, rng):
    rows = int(np.prod(shape[:-1]))
    w = np.stack([rows_of(KINDS[r % len(KINDS)], shape[-1], rng) for r in range(rows)])
    return w.reshape(shape).astype(np.float32)


def gen(out):
    rng = np.random.default_rng(20240601)
    model = os.path.join(out, "model")
    os.makedirs(model, exist_ok=True)
    tensors, ref = {}, {}
    quant = {"group_size": 64, "bits": 4, "mode": "affine"}

    def add(name, w, mode, bits, group, global_scale=None, matmul=True):
        kw = dict(group_size=group, bits=bits, mode=mode)
        if global_scale is not None:
            q = mx.quantize(w, global_scale=global_scale, **kw)
        else:
            q = mx.quantize(w, **kw)
        wq, scales = q[0], q[1]
        biases = q[2] if len(q) > 2 else None
        tensors[name + ".weight"] = wq
        tensors[name + ".scales"] = scales
        if biases is not None:
            tensors[name + ".biases"] = biases
        extra = {}
        if global_scale is not None:
            tensors[name + ".global_scale"] = global_scale
            extra["global_scale"] = global_scale
        ref[name + ".input"] = w
        ref[name + ".deq32"] = mx.dequantize(wq, scales, biases, dtype=mx.float32, **kw, **extra)
        ref[name + ".deqn"] = mx.dequantize(wq, scales, biases, **kw, **extra)
        if matmul and global_scale is None:
            x = mx.array(rng.standard_normal((3, w.shape[-1])).astype(np.float32))
            ref[name + ".x"] = x
            ref[name + ".y"] = mx.quantized_matmul(x, wq, scales, biases, transpose=True, **kw)
        if (mode, bits, group) != ("affine", 4, 64):
            quant[name] = {"group_size": group, "bits": bits, "mode": mode}

    for dn, dt in DTYPES.items():
        for bits in (2, 3, 4, 5, 6, 8):
            for group in (32, 64, 128):
                w = mx.array(weights((ROWS, COLS), rng)).astype(dt)
                add("model.layers.%s.affine_b%d_g%d" % (dn, bits, group), w, "affine", bits, group)
        for mode, bits, group in (("mxfp4", 4, 32), ("nvfp4", 4, 16), ("mxfp8", 8, 32)):
            w = mx.array(weights((ROWS, COLS), rng)).astype(dt)
            add("model.layers.%s.%s" % (dn, mode), w, mode, bits, group)
        w = mx.array(weights((ROWS, COLS), rng)).astype(dt)
        amax = float(mx.max(mx.abs(w.astype(mx.float32))).item())
        gs = mx.array(np.float32(448 * 6 / amax))
        add("model.layers.%s.nvfp4_global" % dn, w, "nvfp4", 4, 16, global_scale=gs)
    # batched (MoE experts) layer, and a layer with an additive bias and a plain norm
    w = mx.array(weights((2, 8, 128), rng)).astype(mx.float16)
    add("model.layers.experts.switch_mlp", w, "affine", 4, 64, matmul=False)
    w = mx.array(weights((8, 128), rng)).astype(mx.bfloat16)
    add("model.layers.biased", w, "affine", 8, 32)
    tensors["model.layers.biased.bias"] = mx.array(rng.standard_normal(8).astype(np.float32)).astype(mx.bfloat16)
    tensors["model.norm.weight"] = mx.array(rng.standard_normal(64).astype(np.float32))

    mx.save_safetensors(os.path.join(model, "model.safetensors"), tensors, metadata={"format": "mlx"})
    cfg = {"model_type": "lowbit-test", "quantization": quant, "quantization_config": quant}
    with open(os.path.join(model, "config.json"), "w") as f:
        json.dump(cfg, f, indent=2)
    mx.save_safetensors(os.path.join(out, "ref.safetensors"), ref)


def check(model_dir, out):
    """Loads a model directory the way mlx_lm.utils.load_model does and dequantizes it."""
    with open(os.path.join(model_dir, "config.json")) as f:
        config = json.load(f)
    weights = {}
    for wf in sorted(glob.glob(os.path.join(model_dir, "model*.safetensors"))):
        weights.update(mx.load(wf))
    quantization = config.get("quantization", None)
    if quantization is None:
        quantization = config.get("quantization_config", None)
    result = {}
    for key in sorted(weights):
        if not key.endswith(".scales"):
            continue
        path = key[: -len(".scales")]
        params = quantization.get(path, None) if path in quantization else True
        if params is False:
            raise SystemExit("%s is marked false but has scales" % path)
        if params is True:  # the global setting (mlx-lm passes group_size, bits, mode)
            params = {"group_size": quantization["group_size"], "bits": quantization["bits"],
                      "mode": quantization.get("mode", "affine")}
        mode = params.get("mode", "affine")
        kw = dict(group_size=params.get("group_size"), bits=params.get("bits"), mode=mode)
        extra = {}
        if path + ".global_scale" in weights:
            extra["global_scale"] = weights[path + ".global_scale"]
        result[path] = mx.dequantize(weights[path + ".weight"], weights[key],
                                     weights.get(path + ".biases"), dtype=mx.float32, **kw, **extra)
    mx.save_safetensors(out, result)
    print(len(result), "layers")


if __name__ == "__main__":
    if sys.argv[1] == "gen":
        gen(sys.argv[2])
    elif sys.argv[1] == "check":
        check(sys.argv[2], sys.argv[3])
    else:
        raise SystemExit("usage: mlx_oracle.py gen OUT | check DIR OUT")
