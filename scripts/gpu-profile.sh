#!/usr/bin/env bash
# Nsight Compute profile of one lowbit CUDA product on a GPU machine (what make gpu-check built):
# the speed-of-light, occupancy, launch, warp-state and memory sections of the kernels whose
# names match KERNELS, one launch each, caches flushed before it (ncu's default), so the weights
# come from DRAM. Reports go to $OUT/profile-<format>-<act>-n<batch>.txt; the lines that matter
# are printed.
#
#   KERNELS='regex:lb_gemv|lb_quantize' bash scripts/gpu-profile.sh Q4_K:q8:1 Q4_0:f32:8 ...
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
gpu="$root/build/gpu"
out="${OUT:-$gpu/out}"
mkdir -p "$out"
if [[ -f "$gpu/kernels.tar.gz" && ! -d "$gpu/kernels" ]]; then
	mkdir -p "$gpu/kernels" && tar -xzf "$gpu/kernels.tar.gz" -C "$gpu/kernels"
fi
export LOWBIT_CUDA_KERNELS="${LOWBIT_CUDA_KERNELS-$gpu/kernels}"
export LOWBIT_CUDA_CACHE="${LOWBIT_CUDA_CACHE:-$(mktemp -d)}"
ncu="$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -1)"
if [[ -z "$ncu" ]]; then
	echo "gpu-profile: no ncu on this machine" >&2
	exit 2
fi
for spec in "$@"; do
	IFS=: read -r format act n <<<"$spec"
	f="$out/profile-${format//\//_}-$act-n$n.txt"
	"$ncu" --kernel-name "${KERNELS:-regex:lb_gemv|lb_quantize}" --launch-skip 6 --launch-count "${COUNT:-2}" \
		--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
		--section SchedulerStats --section MemoryWorkloadAnalysis \
		"$gpu/lowbit-cudabench" -formats "$format" -shapes "${SHAPE:-4096x14336}" -cycle 0 -batches "$n" \
		-activations "$act" -iters 4 >"$f" 2>&1
	echo "== $format $act n=$n"
	grep -E '^  [a-z_]+.*\(|Duration|DRAM Throughput|Memory Throughput|Registers Per|Achieved Occupancy|Theoretical Occupancy|Block Limit|Grid Size|Waves Per SM|Issued Ipc|No Eligible|Stall Long|Warp Cycles Per Issued|L1/TEX Hit|L2 Hit|Compute \(SM\) Throughput' "$f" | grep -v '^    ---' | head -60
done
