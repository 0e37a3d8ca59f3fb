#!/usr/bin/env bash
# Runs lowbit's CUDA checks on a GPU machine, from the repository root, with what `make gpu-check`
# built on a machine with Go (the GPU machine needs none): the cuda package's test binary, the
# CUDA benchmark, the kernels prebuilt for sm_90 (so no NVRTC is needed there), the shared library
# with the C API test test_gemv and the demo model (the C API and the Python bindings on a CUDA
# device, against the CPU device), and a PyTorch fp16 GEMV (cuBLAS) peer benchmark. Results go to
# $OUT (or build/gpu/out). See cuda/README.md for the exact invocation through the device tool.
#
#   bash scripts/gpu-check.sh [tests|capi|bench|bench-all|torch|all]   (default all)
#
# Files in $OUT (at most 8, what the device tool brings back): summary.txt, nvidia-smi.txt,
# gpu-tests.txt, capi-tests.txt, bench-perf.md, bench-all.md, bench.log, torch.md.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
gpu="$root/build/gpu"
out="${OUT:-$gpu/out}"
what="${1:-all}"
mkdir -p "$out"
log() { echo "== $*" | tee -a "$out/summary.txt"; }

if [[ ! -x "$gpu/cuda.test" || ! -x "$gpu/lowbit-cudabench" ]]; then
	echo "gpu-check: $gpu/cuda.test or lowbit-cudabench missing: run \`make gpu-check\` on a machine with Go first" >&2
	exit 2
fi
{ nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.memory --format=csv 2>&1 || true; } | tee "$out/nvidia-smi.txt"

# Prebuilt kernels (a CUBIN per module for sm_90), unpacked once.
if [[ -f "$gpu/kernels.tar.gz" && ! -d "$gpu/kernels" ]]; then
	mkdir -p "$gpu/kernels" && tar -xzf "$gpu/kernels.tar.gz" -C "$gpu/kernels"
fi
export LOWBIT_CUDA_KERNELS="${LOWBIT_CUDA_KERNELS-$gpu/kernels}" # set (even empty) to override
export LOWBIT_CUDA_CACHE="${LOWBIT_CUDA_CACHE:-$(mktemp -d)}"
# The machine's own NVRTC, for devices the prebuilt kernels do not cover (and the on-device
# compile test): the CUDA toolkit's, or pip's nvidia wheels in python3's site-packages.
if [[ -z "${LOWBIT_NVRTC:-}" ]]; then
	for d in /usr/local/cuda/lib64 $(python3 - <<'PY' 2>/dev/null
import site, glob, os
for s in site.getsitepackages():
    for d in sorted(glob.glob(os.path.join(s, "nvidia", "cu*", "lib")) + glob.glob(os.path.join(s, "nvidia", "cuda_nvrtc", "lib"))):
        print(d)
PY
	); do
		if compgen -G "$d/libnvrtc.so*" >/dev/null; then export LOWBIT_NVRTC="$d"; break; fi
	done
fi
log "LOWBIT_CUDA_KERNELS=$LOWBIT_CUDA_KERNELS LOWBIT_NVRTC=${LOWBIT_NVRTC:-<none>}"
status=0

if [[ "$what" == all || "$what" == tests ]]; then
	log "GPU tests: every format's GEMV/GEMM/gate·up/dequantize vs the CPU, lifecycle, errors"
	# From the package directory, as go test runs it.
	(cd "$root/cuda" && LOWBIT_REQUIRE_GPU=1 "$gpu/cuda.test" -test.run '^TestGPU|^TestNVRTCOnDevice' -test.v -test.timeout 25m) \
		>"$out/gpu-tests.txt" 2>&1 || status=1
	{ sed -n '/largest relative error/,/^--- /{/^--- /!p}' "$out/gpu-tests.txt"; grep -E '^(--- |ok|FAIL|PASS)' "$out/gpu-tests.txt"; } | tee -a "$out/summary.txt"
fi

if [[ "$what" == all || "$what" == capi ]]; then
	log "C API and Python on CUDA device 0: every product of test_gemv's and test_cuda.py's models vs the CPU device"
	if [[ ! -x "$gpu/test_gemv" || ! -f "$gpu/demo.gguf" ]]; then
		echo "gpu-check: $gpu/test_gemv or demo.gguf missing: run \`make gpu-check\` again" | tee -a "$out/summary.txt" >&2
		status=1
	else
		tmp="$(mktemp -d)"
		{
			echo "== test_gemv (C): LOWBIT_DEVICE_CUDA vs LOWBIT_DEVICE_CPU"
			LOWBIT_REQUIRE_GPU=1 "$gpu/test_gemv" "$gpu/demo.gguf" "$tmp"
			echo "test_gemv exit status $?"
			echo "== pytest bindings/python/tests/test_cuda.py: lowbit.Device(\"cuda\") vs lowbit.Device(\"cpu\")"
			(cd "$root" && LOWBIT_LIBRARY="$gpu/liblowbit.so" LOWBIT_REQUIRE_GPU=1 PYTHONUNBUFFERED=1 PYTHONDONTWRITEBYTECODE=1 \
				python3 -m pytest -q -s -p no:cacheprovider bindings/python/tests/test_cuda.py)
			echo "pytest exit status $?"
		} >"$out/capi-tests.txt" 2>&1
		grep -q '^test_gemv exit status 0$' "$out/capi-tests.txt" && grep -q '^pytest exit status 0$' "$out/capi-tests.txt" || status=1
		rm -rf "$tmp"
		# the per-format tables, the counts, the failures
		grep -E '^(test_gemv|FAIL|  [A-Z0-9_]+ +[0-9]|CUDA: largest|  format|==|pytest exit|[0-9]+ (passed|failed)|FAILED|ERROR)' \
			"$out/capi-tests.txt" | tee -a "$out/summary.txt"
	fi
fi

if [[ "$what" == all || "$what" == bench ]]; then
	log "benchmark: perf formats, 4096×14336, 14336×4096, ≥1 GiB cycled; batch 1 and 8"
	"$gpu/lowbit-cudabench" -formats perf -o "$out/bench-perf.md" >>"$out/bench.log" 2>&1 || status=1
	cat "$out/bench-perf.md" 2>/dev/null | tee -a "$out/summary.txt"
fi
if [[ "$what" == all || "$what" == bench-all ]]; then
	log "benchmark: every format variant, 4096×14336, batch 1"
	"$gpu/lowbit-cudabench" -formats all -shapes 4096x14336 -cycle 0 -batches 1 -iters 20 -o "$out/bench-all.md" >>"$out/bench.log" 2>&1 || status=1
fi

if [[ "$what" == all || "$what" == torch ]]; then
	log "PyTorch fp16 GEMV (cuBLAS) on the same shapes"
	python3 "$root/scripts/gpu_torch_bench.py" >"$out/torch.md" 2>&1 || status=1
	tee -a "$out/summary.txt" <"$out/torch.md"
fi
log "done (status $status); results in $out"
exit $status
