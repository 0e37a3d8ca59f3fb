# lowbit — see README.md. `make demo` and `make test` are all a fresh machine needs.
GO      ?= go
CC      ?= cc
BUILD   := build
UNAME_S := $(shell uname -s)
ifeq ($(UNAME_S),Darwin)
  LIBEXT := dylib
  RPATH  := -Wl,-rpath,@loader_path
else
  LIBEXT := so
  RPATH  := -Wl,-rpath,'$$ORIGIN'
endif
LIB      := $(BUILD)/liblowbit.$(LIBEXT)
CFLAGS   ?= -O2 -g -Wall -Wextra -Werror -std=c11
EXAMPLES := $(BUILD)/demo $(BUILD)/inspect $(BUILD)/quantize $(BUILD)/test_capi $(BUILD)/test_hardening $(BUILD)/test_gemv
# The C tests again, built with AddressSanitizer + UndefinedBehaviorSanitizer (only the C side:
# liblowbit is Go, which ASan does not instrument; the executable links libasan first, so no
# LD_PRELOAD is needed). A toolchain without the sanitizers leaves a note instead, and
# run_tests.sh says loudly that it skipped them.
ASAN_DIR    := $(BUILD)/asan
ASAN_CFLAGS := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined \
               -Wall -Wextra -Werror -std=c11
ASAN_TESTS  := $(ASAN_DIR)/test_capi $(ASAN_DIR)/test_hardening $(ASAN_DIR)/test_gemv
VENV     := .venv
PY       := $(VENV)/bin/python
FUZZTIME ?= 60s
# Go sources and the assembly they include (an edited kernel must rebuild the library and the CLI)
GO_SRC   := $(shell find . \( -name '*.go' -o -name '*.s' -o -name '*.h' \) -not -path './.cache/*' -not -path './$(VENV)/*' -not -path './$(BUILD)/*') go.mod go.sum include/lowbit.h

.PHONY: all lib cli examples asan demo test test-go test-race test-arm64 test-c test-python oracles bench bench-go fuzz clean

all: lib cli examples

lib: $(LIB)
$(LIB): $(GO_SRC)
	@mkdir -p $(BUILD)
	CGO_ENABLED=1 $(GO) build -trimpath -buildmode=c-shared -o $@ ./capi
	@rm -f $(BUILD)/liblowbit.h # cgo's generated header; include/lowbit.h is the interface

cli: $(BUILD)/lowbit
$(BUILD)/lowbit: $(GO_SRC)
	@mkdir -p $(BUILD)
	$(GO) build -trimpath -o $@ ./cmd/lowbit

examples: $(EXAMPLES)
$(BUILD)/%: examples/c/%.c include/lowbit.h $(LIB)
	$(CC) $(CFLAGS) -Iinclude $< -o $@ -L$(BUILD) -llowbit $(RPATH) -lm -lpthread

asan: $(ASAN_TESTS)
$(ASAN_DIR)/%: examples/c/%.c include/lowbit.h $(LIB)
	@mkdir -p $(ASAN_DIR)
	@rm -f $(ASAN_DIR)/UNAVAILABLE
	@if echo 'int main(void){return 0;}' | $(CC) -fsanitize=address,undefined -x c - -o $(ASAN_DIR)/.probe 2>$(ASAN_DIR)/.probe.err; then \
	    echo "$(CC) $(ASAN_CFLAGS) -Iinclude $< -o $@ -L$(BUILD) -llowbit -Wl,-rpath,'\$$ORIGIN/..' -lm -lpthread"; \
	    $(CC) $(ASAN_CFLAGS) -Iinclude $< -o $@ -L$(BUILD) -llowbit -Wl,-rpath,'$$ORIGIN/..' -lm -lpthread; \
	else \
	    { echo "$(CC) cannot build with -fsanitize=address,undefined:"; cat $(ASAN_DIR)/.probe.err; } > $(ASAN_DIR)/UNAVAILABLE; \
	    cat $(ASAN_DIR)/UNAVAILABLE; \
	fi
	@rm -f $(ASAN_DIR)/.probe $(ASAN_DIR)/.probe.err

# The main job on the embedded default model: write the deterministic demo GGUF, then open it
# through the C API, list its tensors and compare every format with the original weights.
demo: lib cli $(BUILD)/demo
	$(BUILD)/lowbit demo-model $(BUILD)/demo.gguf
	$(BUILD)/demo $(BUILD)/demo.gguf

# Installs every oracle (ggml from npm, gguf-py and numpy into .venv), then runs every suite.
test: oracles lib cli examples
	$(MAKE) -k test-go test-race test-arm64 test-c test-python

oracles:
	@bash scripts/install-oracles.sh

test-go:
	LOWBIT_REQUIRE_ORACLES=1 $(GO) test -count=1 ./...

# core's NEON kernels (arm64) against the generic Go kernels: natively on arm64 hosts, under
# qemu-user elsewhere (see scripts/test-arm64.sh; fails when qemu is missing and
# LOWBIT_REQUIRE_ORACLES=1).
test-arm64:
	LOWBIT_REQUIRE_ORACLES=1 GO=$(GO) bash scripts/test-arm64.sh

# The race detector over the packages whose code runs concurrently: the handle table the C API
# uses, the readers (opened and read from many goroutines), the kernels' worker pools (only
# their concurrency tests: the rest is slow under -race), the CUDA tensor cache's bookkeeping.
test-race:
	$(GO) test -race -count=1 ./internal/handle ./formats
	$(GO) test -race -count=1 -run 'Concurren|Parallel|Race|Threads' ./core
	$(GO) test -race -count=1 -run 'TensorCache|ReleaseOwner' ./cuda

test-c: $(EXAMPLES) $(ASAN_TESTS) cli
	bash examples/c/run_tests.sh $(BUILD)

test-python: lib cli
	LOWBIT_LIBRARY=$(abspath $(LIB)) LOWBIT_REQUIRE_ORACLES=1 $(PY) -m pytest -q bindings/python/tests

# The side-by-side table of docs/PERFORMANCE.md: lowbit's CPU GEMV / GEMM / dequantization (both
# activation modes) against ggml's CPU backend on every format, with the DRAM bandwidth measured in
# the same run (~25 minutes; BENCHFLAGS='-formats Q4_0,Q8_0 -rounds 1' for a quick look).
BENCHFLAGS ?= -formats all
bench: oracles cli
	$(BUILD)/lowbit bench $(BENCHFLAGS) -o $(BUILD)/bench.md
	@echo "report: $(BUILD)/bench.md"

# Go micro-benchmarks of the engine (BenchmarkGEMV, BenchmarkGEMVQ8, BenchmarkGEMM8, …).
bench-go:
	$(GO) test -run '^$$' -bench . -benchmem ./core/...

# Each fuzz target for FUZZTIME (a duration, or Nx for N executions), one after another (go test
# fuzzes one target at a time). The seed corpora under */testdata/fuzz/ also run as plain tests
# in test-go. Inputs the fuzzer finds interesting go to Go's cache; a failing one is written to
# testdata/fuzz/<FuzzName>/ and fails the run. Figures: docs/RELIABILITY.md.
FUZZ_TARGETS := formats/gguf:FuzzParse formats/safetensors:FuzzParse formats/mlx:FuzzParseQuantization \
                formats/gptq:FuzzReadConfig formats:FuzzOpen core:FuzzDequantize core:FuzzParts
fuzz:
	@set -e; for t in $(FUZZ_TARGETS); do \
	    pkg=$${t%%:*}; name=$${t##*:}; echo "== $$name ./$$pkg ($(FUZZTIME))"; \
	    $(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) -fuzzminimizetime 10s ./$$pkg; \
	done

clean:
	rm -rf $(BUILD)

# ---- CUDA (cuda/README.md) ----
# Compiles every embedded CUDA kernel for sm_80, sm_86, sm_89 and sm_90 with lowbit's NVRTC binding.
.PHONY: cuda-compile
cuda-compile: oracles
	LOWBIT_REQUIRE_ORACLES=1 LOWBIT_CUDA_COMPILE_ALL=1 $(GO) test -count=1 -timeout 60m -run '^TestCompileAllKernels$$' -v ./cuda

# gpu-check builds here, with Go, what scripts/gpu-check.sh runs on a GPU machine (which needs
# neither Go nor NVRTC): build/gpu/ gets the cuda package's test binary, the CUDA benchmark, the
# shared library with the C API test test_gemv and the demo model it reads (test_cuda.py, the
# Python side, travels with the working tree), and every kernel module compiled for GPU_ARCHS
# (90: H100/H200) by lowbit's NVRTC binding. Run it there through the device tool with carry
# ["build/gpu"], as cuda/README.md shows.
GPU_ARCHS ?= 90
GPU_DIR   := $(BUILD)/gpu
.PHONY: gpu-check
gpu-check: oracles lib cli $(BUILD)/test_gemv
	@rm -rf $(GPU_DIR) && mkdir -p $(GPU_DIR)/kernels
	$(GO) test -c -trimpath -ldflags='-s -w' -o $(GPU_DIR)/cuda.test ./cuda
	$(GO) build -trimpath -ldflags='-s -w' -o $(GPU_DIR)/lowbit-cudabench ./cuda/cmd/lowbit-cudabench
	cp $(LIB) $(BUILD)/test_gemv $(GPU_DIR)/
	$(BUILD)/lowbit demo-model $(GPU_DIR)/demo.gguf
	LOWBIT_CUDA_PREBUILD=$(abspath $(GPU_DIR)/kernels) LOWBIT_CUDA_PREBUILD_ARCHS=$(GPU_ARCHS) \
	    $(GO) test -count=1 -timeout 30m -run '^TestPrebuildKernels$$' ./cuda
	tar -czf $(GPU_DIR)/kernels.tar.gz -C $(GPU_DIR)/kernels . && rm -rf $(GPU_DIR)/kernels
	@du -sh $(GPU_DIR)/* && echo "next, on the GPU machine: bash scripts/gpu-check.sh (see cuda/README.md)"
