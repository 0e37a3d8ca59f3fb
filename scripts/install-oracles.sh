#!/usr/bin/env bash
# Installs the bit-exactness oracles the tests compare against into the repo-local cache:
#   .cache/oracles/ggml/libggml-base.so  ggml, from the npm package @node-llama-cpp/linux-x64
#   .venv                                numpy, gguf-py, pytest, mlx (mlx-cpu), NVRTC (nvidia-cuda-nvrtc-cu12)
# Idempotent: what is already there is left alone, so a second run takes well under a second.
# Versions are pinned so the oracles (and therefore the tests) do not move under us.
set -euo pipefail

GGML_NPM_PKG="@node-llama-cpp/linux-x64"
GGML_NPM_VERSION="3.22.1" # bundles llama.cpp's ggml with GGML_TYPE_COUNT = 43 (Q1_0, Q2_0, NVFP4)
# mlx + mlx-cpu: the MLX oracle (mx.quantize / mx.dequantize / mx.quantized_matmul on the CPU);
# on Linux the mlx wheel needs the mlx-cpu backend package beside it.
# nvidia-cuda-nvrtc-cu12: NVRTC (libnvrtc.so.12 + its builtins, under
# .venv/lib/python*/site-packages/nvidia/cuda_nvrtc/lib), which cuda/ uses to compile every kernel
# for sm_80, sm_86, sm_89 and sm_90 in CI — no GPU, no CUDA toolkit needed.
PY_PACKAGES=(numpy==2.4.6 gguf==0.19.0 pytest==9.2.0 mlx==0.32.4 mlx-cpu==0.32.4 nvidia-cuda-nvrtc-cu12==12.9.86)

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cache="$root/.cache/oracles"

# A half-done download is removed however the script ends; the final mv is what makes an install
# visible.
tmp=""
trap '[[ -z "$tmp" ]] || rm -rf "$tmp"' EXIT

install_ggml() {
	local dest="$cache/ggml"
	if [[ -f "$dest/libggml-base.so" ]]; then
		return
	fi
	if [[ "$(uname -s)/$(uname -m)" != "Linux/x86_64" ]]; then
		echo "oracle ggml: skipped, the npm build exists for linux/x86_64 only (this is $(uname -s)/$(uname -m))"
		return
	fi
	if ! command -v npm >/dev/null; then
		echo "oracle ggml: npm not found; install Node.js (npm) and run this script again" >&2
		return 1
	fi
	mkdir -p "$cache"
	tmp="$(mktemp -d "$cache/ggml.tmp.XXXXXX")"
	(cd "$tmp" && npm pack --silent "$GGML_NPM_PKG@$GGML_NPM_VERSION" >/dev/null)
	tar -xzf "$tmp"/*.tgz -C "$tmp"
	mkdir -p "$tmp/ggml"
	cp "$tmp"/package/bins/linux-x64/*.so "$tmp/ggml/"
	rm -rf "$dest"
	mv "$tmp/ggml" "$dest"
	echo "oracle ggml: $GGML_NPM_PKG@$GGML_NPM_VERSION -> ${dest#"$root"/}/libggml-base.so"
}

install_python() {
	local venv="$root/.venv"
	local stamp="$venv/.lowbit-oracles"
	# The stamp records what was installed, so changing a pin here reinstalls.
	if [[ -f "$stamp" && "$(cat "$stamp")" == "${PY_PACKAGES[*]}" ]]; then
		return
	fi
	if [[ ! -x "$venv/bin/python" ]]; then
		python3 -m venv "$venv"
	fi
	"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "${PY_PACKAGES[@]}"
	echo "${PY_PACKAGES[*]}" >"$stamp"
	echo "oracle python: ${PY_PACKAGES[*]} -> .venv"
}

# qemu-user + the arm64 loader and libc: scripts/test-arm64.sh runs core's NEON kernel tests as
# linux/arm64 code under qemu-aarch64 on x86_64 hosts. Installed with apt-get as root; otherwise a
# loud note (a failure with LOWBIT_REQUIRE_ORACLES=1).
install_arm64_emulator() {
	case "$(uname -s)/$(uname -m)" in
	Linux/aarch64 | Darwin/arm64) return ;; # arm64 hosts run the tests natively
	Linux/*) ;;
	*) return ;;
	esac
	if command -v qemu-aarch64 >/dev/null && [[ -e /usr/aarch64-linux-gnu/lib/ld-linux-aarch64.so.1 ]]; then
		return
	fi
	if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null; then
		export DEBIAN_FRONTEND=noninteractive
		apt-get install -y -qq qemu-user libc6-arm64-cross >/dev/null ||
			{ apt-get update -qq && apt-get install -y -qq qemu-user libc6-arm64-cross >/dev/null; }
		echo "oracle arm64: qemu-user libc6-arm64-cross (apt-get)"
		return
	fi
	echo "oracle arm64: qemu-aarch64 or /usr/aarch64-linux-gnu missing and not root: as root, apt-get install -y qemu-user libc6-arm64-cross (scripts/test-arm64.sh skips until then)" >&2
	if [[ "${LOWBIT_REQUIRE_ORACLES:-0}" == "1" ]]; then
		return 1
	fi
}

# GNU objdump and llvm-objdump: core's TestKernelExtensions and TestKernelExtensionsARM64
# disassemble the kernels to check their instruction sets against the installers' CPU checks.
# Installed with apt-get as root; otherwise a loud note (a failure with LOWBIT_REQUIRE_ORACLES=1).
install_disassemblers() {
	[[ "$(uname -s)" == Linux ]] || return 0
	local missing=()
	command -v objdump >/dev/null || missing+=(binutils)
	command -v llvm-objdump >/dev/null || compgen -c llvm-objdump- | grep -q . || missing+=(llvm)
	[[ ${#missing[@]} == 0 ]] && return 0
	if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null; then
		export DEBIAN_FRONTEND=noninteractive
		apt-get install -y -qq "${missing[@]}" >/dev/null ||
			{ apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null; }
		echo "oracle disassemblers: ${missing[*]} (apt-get)"
		return 0
	fi
	echo "oracle disassemblers: ${missing[*]} missing and not root: as root, apt-get install -y ${missing[*]} (the instruction-set tests skip until then)" >&2
	if [[ "${LOWBIT_REQUIRE_ORACLES:-0}" == "1" ]]; then
		return 1
	fi
}

install_ggml
install_python
install_arm64_emulator
install_disassemblers
