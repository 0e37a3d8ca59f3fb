#!/usr/bin/env bash
# Runs core's GEMV / SIMD-decoder tests as linux/arm64 code, so that the NEON kernels
# (core/gemv_arm64.s) are checked against the generic Go kernels on every amd64 CI machine too.
#
# On an arm64 host the tests run natively. Elsewhere the test binary is cross-built with the host
# Go (GOARCH=arm64) and run under qemu-user; it is dynamically linked (purego), so the arm64 loader
# and libc come from libc6-arm64-cross (qemu-aarch64 -L /usr/aarch64-linux-gnu). Missing pieces are
# installed with apt-get when running as root; otherwise the run is skipped loudly, or fails when
# LOWBIT_REQUIRE_ORACLES=1 (as the other oracles of scripts/install-oracles.sh do).
#
# Emulation is slow (~50x): the selection below takes 1-3 minutes, its three parts run in parallel.
# TestGEMVTruncatedMapping is left out under qemu: qemu-user does not deliver the SIGBUS of a
# truncated mapping the way the kernel does (the test fails identically with the pure-Go kernels).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
GO="${GO:-go}"
sysroot=/usr/aarch64-linux-gnu

# The heavy test alone, everything else beside it.
run_a='^TestGEMVMatchesFloat64$'
run_b='^(TestSIMDDecodersBitExact|TestGEMVRandomCodes|TestGEMVHugeActivations|TestGEMVOverflowingScales|TestGEMVNonFiniteActivations|TestGEMVActivationsQ8|TestMXFP4SmallScalesQ8|TestGEMMQ8EveryN|TestGEMMQ8Extremes|TestMLXAffineActivationsQ8|TestGEMVGateUpSiLU|TestGetRows|TestGEMVNoAlloc|TestGEMVErrors|TestGEMVConcurrent|TestKernelsStayInBounds|TestNEON.*)$'
# The part-based formats' NEON kernels (MLX, GPTQ, AWQ; GPTQ's SDOT kernel too) against the float64 products and the
# reference decoders.
run_c='^(TestGEMVParts|TestGEMVPartsGPTQ4Groups|TestGPTQActivationsQ8|TestPartsQ8Extremes|TestAWQGEMVAndCTActivationsQ8|TestMLXFPActivationsQ8|TestGPTQGEMMVectorsQ8|TestGPTQMixedGateUpQ8|TestGEMVPartsAWQCT|TestGEMVPartsExactCodes|TestGEMVPartsGPTQActOrder|TestMLXFP8NaNLanes|TestPartsDecodeMatchesReference|TestPartsKernelsStayInBounds)$'

skip() {
	echo "" >&2
	echo "!!!!!!!! SKIP test-arm64: $1" >&2
	echo "!!!!!!!! the arm64 NEON kernels were NOT tested" >&2
	echo "" >&2
	if [[ "${LOWBIT_REQUIRE_ORACLES:-0}" == "1" ]]; then
		echo "test-arm64: LOWBIT_REQUIRE_ORACLES=1, failing" >&2
		exit 1
	fi
	exit 0
}

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

case "$(uname -m)" in
aarch64 | arm64)
	# Native: all of core's GEMV tests, TestGEMVTruncatedMapping included.
	exec "$GO" test -count=1 -short -run 'GEMV|SIMD|NEON|GetRows|PartsDecode' ./core
	;;
esac

if [[ "$(uname -s)" != "Linux" ]]; then
	skip "qemu-user runs arm64 Linux binaries on Linux hosts only (this is $(uname -s)/$(uname -m))"
fi
if ! command -v qemu-aarch64 >/dev/null || [[ ! -e "$sysroot/lib/ld-linux-aarch64.so.1" ]]; then
	if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null; then
		echo "test-arm64: installing qemu-user and libc6-arm64-cross (apt-get)"
		export DEBIAN_FRONTEND=noninteractive
		apt-get install -y -qq qemu-user libc6-arm64-cross >/dev/null ||
			{ apt-get update -qq && apt-get install -y -qq qemu-user libc6-arm64-cross >/dev/null; } ||
			skip "apt-get could not install qemu-user libc6-arm64-cross"
	else
		skip "qemu-aarch64 or the arm64 loader ($sysroot/lib/ld-linux-aarch64.so.1) is missing; as root: apt-get install -y qemu-user libc6-arm64-cross"
	fi
fi

echo "test-arm64: building core's tests for linux/arm64"
GOOS=linux GOARCH=arm64 "$GO" test -c -o "$tmp/core_arm64.test" ./core

run() {
	# The package directory, as go test would (testdata).
	(cd core && qemu-aarch64 -L "$sysroot" "$tmp/core_arm64.test" -test.short -test.count=1 -test.timeout=10m -test.run "$1") >"$2" 2>&1
}
echo "test-arm64: running under qemu-aarch64: $run_a, $run_b and $run_c"
start=$SECONDS
rc=0
run "$run_a" "$tmp/a.log" &
pa=$!
run "$run_c" "$tmp/c.log" &
pc=$!
run "$run_b" "$tmp/b.log" || rc=1
wait "$pa" || rc=1
wait "$pc" || rc=1
for l in "$tmp/a.log" "$tmp/b.log" "$tmp/c.log"; do
	if [[ $rc != 0 ]]; then cat "$l"; else tail -n 1 "$l"; fi
done
if [[ $rc != 0 ]]; then
	echo "test-arm64: FAIL ($((SECONDS - start)) s)" >&2
	exit 1
fi
echo "test-arm64: ok ($((SECONDS - start)) s under qemu)"
