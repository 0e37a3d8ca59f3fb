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
# The quantize example, when built (make build/quantize): it writes a GGUF file and reads it back.
if [ -x "$build/quantize" ]; then
    "$build/quantize" "$tmp/quantize.gguf" Q8_0 Q4_0 > "$tmp/quantize.out"
    grep -q '^Q4_0 .*relative RMS error' "$tmp/quantize.out"
    "$build/inspect" "$tmp/quantize.gguf" > "$tmp/quantize.inspect"
    grep -q 'tensor Q8_0 Q8_0 \[64, 512\]' "$tmp/quantize.inspect"
fi
