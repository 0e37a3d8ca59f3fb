#!/usr/bin/env bash
# Tuning sweeps on a GPU machine, in one device call: reruns the CUDA benchmark once per
# configuration, each a set of the LOWBIT_CUDA_* variables of cuda/geometry.go (LOWBIT_CUDA_DEFINES
# recompiles the modules with the device's NVRTC), and prints one table: a row per
# (format, shape, batch), a column of µs (and % of the read bandwidth) per configuration.
# Needs what `make gpu-check` built (build/gpu); see cuda/README.md "Tuning on a GPU".
#
#   FORMATS=Q4_0,Q8_0 SHAPES=4096x14336,14336x4096 BATCHES=1,8 ACTS=f32,q8 CYCLE=1GiB \
#     bash scripts/gpu-sweep.sh "" "LOWBIT_CUDA_KS=1" "LOWBIT_CUDA_DEFINES=LB_STAGE=1"
#
# Each argument is one configuration: space-separated NAME=VALUE assignments ("" = the defaults).
# Output: the table on stdout and in $OUT/sweep.md (raw benchmark lines in $OUT/sweep.log).
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
gpu="$root/build/gpu"
out="${OUT:-$gpu/out}"
mkdir -p "$out"
if [[ ! -x "$gpu/lowbit-cudabench" ]]; then
	echo "gpu-sweep: $gpu/lowbit-cudabench missing: run \`make gpu-check\` on a machine with Go first" >&2
	exit 2
fi
if [[ -f "$gpu/kernels.tar.gz" && ! -d "$gpu/kernels" ]]; then
	mkdir -p "$gpu/kernels" && tar -xzf "$gpu/kernels.tar.gz" -C "$gpu/kernels"
fi
export LOWBIT_CUDA_KERNELS="${LOWBIT_CUDA_KERNELS-$gpu/kernels}"
export LOWBIT_CUDA_CACHE="${LOWBIT_CUDA_CACHE:-$(mktemp -d)}"
[[ -n "${LOWBIT_NVRTC:-}" || ! -d /usr/local/cuda/lib64 ]] || export LOWBIT_NVRTC=/usr/local/cuda/lib64
[[ $# -gt 0 ]] || set -- ""

: >"$out/sweep.log"
i=0
for cfg in "$@"; do
	echo "######## $i ${cfg:-(defaults)}" >>"$out/sweep.log"
	# shellcheck disable=SC2086 # the configuration is a list of assignments
	env $cfg timeout "${TIMEOUT:-120}" "$gpu/lowbit-cudabench" -formats "${FORMATS:-Q4_0,Q8_0,F16}" \
		-shapes "${SHAPES:-4096x14336,14336x4096}" -cycle "${CYCLE:-0}" -batches "${BATCHES:-1,8}" -iters "${ITERS:-50}" -activations "${ACTS:-f32,q8}" \
		2>&1 | grep -E '^\| [A-Z]|rror|not available' >>"$out/sweep.log"
	i=$((i + 1))
done
python3 - "$out/sweep.log" "$@" <<'PY' | tee "$out/sweep.md"
import sys
log, cfgs = sys.argv[1], sys.argv[2:]
rows, cur = {}, None
for line in open(log):
    if line.startswith("########"):
        cur = int(line.split()[1])
    elif line.startswith("| "):
        f = [c.strip() for c in line.strip().strip("|").split("|")]
        rows.setdefault((f[0], f[1], f[2], f[3]), {})[cur] = f"{f[4]} ({f[6]})"
    elif cur is not None:
        print(f"config {cur}: {line.strip()}")
print("| format | shape | act | n | " + " | ".join(f"{i}: {c or 'defaults'}" for i, c in enumerate(cfgs)) + " |")
print("|---|---|---|---|" + "---:|" * len(cfgs))
for (fmt, shape, act, n), v in rows.items():
    print(f"| {fmt} | {shape} | {act} | {n} | " + " | ".join(v.get(i, "–") for i in range(len(cfgs))) + " |")
PY
