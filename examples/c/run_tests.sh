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
# Misuse, truncated files, a sparse file above 4 GiB, many threads (test_hardening.c).
mkdir -p "$tmp/hardening"
"$build/test_hardening" "$tmp/demo.gguf" "$tmp/hardening"
# Both C tests again under AddressSanitizer + UndefinedBehaviorSanitizer, leak checking on (make
# asan builds them; the Go library is not instrumented, the C side and every buffer it hands
# lowbit are). A toolchain without the sanitizers leaves build/asan/UNAVAILABLE.
if [ -f "$build/asan/UNAVAILABLE" ]; then
    echo "################################################################################" >&2
    echo "# SKIPPED: the AddressSanitizer build of the C tests:" >&2
    sed 's/^/#   /' "$build/asan/UNAVAILABLE" >&2
    echo "################################################################################" >&2
elif [ -x "$build/asan/test_capi" ] && [ -x "$build/asan/test_hardening" ]; then
    mkdir -p "$tmp/asan-capi" "$tmp/asan-hardening"
    export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1
    export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
    "$build/asan/test_capi" "$tmp/demo.gguf" "$tmp/asan-capi" | sed 's/^/asan: /'
    "$build/asan/test_hardening" "$tmp/demo.gguf" "$tmp/asan-hardening" | sed 's/^/asan: /'
    if [ -x "$build/asan/test_gemv" ]; then
        mkdir -p "$tmp/asan-gemv"
        "$build/asan/test_gemv" "$tmp/demo.gguf" "$tmp/asan-gemv" | sed 's/^/asan: /'
    fi
    unset ASAN_OPTIONS UBSAN_OPTIONS
else
    echo "run_tests.sh: $build/asan/test_capi and test_hardening are missing: run make asan (make test-c does)" >&2
    exit 1
fi
# The compute entry points (lowbit_gemv / _gemm / _gemv_gate_up_silu / _get_rows on a device).
"$build/test_gemv" "$tmp/demo.gguf" "$tmp"
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
