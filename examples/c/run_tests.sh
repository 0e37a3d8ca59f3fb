#!/usr/bin/env bash
# Runs the C examples against the built library: the demo, the inspector, and the C API tests.
set -euo pipefail
build=${1:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$build/lowbit" demo-model "$tmp/demo.gguf"
"$build/demo" "$tmp/demo.gguf" > "$tmp/demo.out"
grep -q "demo.Q4_0" "$tmp/demo.out"
"$build/inspect" "$tmp/demo.gguf" > "$tmp/inspect.out"
grep -q 'meta general.name = "lowbit demo model"' "$tmp/inspect.out"
grep -q 'tensor demo.Q4_0 Q4_0 \[64, 256\] bytes 9216' "$tmp/inspect.out"
"$build/test_capi" "$tmp/demo.gguf" "$tmp"
# The checkpoints test_capi wrote with the hf writer: one logical tensor per layer, its parts under it.
"$build/inspect" "$tmp/mlx-ckpt" > "$tmp/mlx.inspect"
grep -q '^kind mlx' "$tmp/mlx.inspect"
grep -q '^tensor model.layers.0.mlp.up_proj MLX_AFFINE \[4, 64\]' "$tmp/mlx.inspect"
grep -q '^  scheme 4-bit group 32 flags 0, 6.000 bits per weight' "$tmp/mlx.inspect"
grep -q '^  part scales: model.layers.0.mlp.up_proj.scales F32 \[4, 2\] bytes 32' "$tmp/mlx.inspect"
if grep -q '^tensor model.layers.0.mlp.up_proj.scales' "$tmp/mlx.inspect"; then echo "inspect lists a part twice" >&2; exit 1; fi
"$build/inspect" "$tmp/gptq-v1" > "$tmp/gptq.inspect"
grep -q '^  part qweight: model.layers.0.self_attn.q_proj.qweight I32 \[8, 32\]' "$tmp/gptq.inspect"
# The quantize example, when built (make build/quantize): it writes a GGUF file and reads it back.
if [ -x "$build/quantize" ]; then
    "$build/quantize" "$tmp/quantize.gguf" Q8_0 Q4_0 > "$tmp/quantize.out"
    grep -q '^Q4_0 .*relative RMS error' "$tmp/quantize.out"
    "$build/inspect" "$tmp/quantize.gguf" > "$tmp/quantize.inspect"
    grep -q 'tensor Q8_0 Q8_0 \[64, 512\]' "$tmp/quantize.inspect"
fi
