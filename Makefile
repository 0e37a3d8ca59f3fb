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
EXAMPLES := $(BUILD)/demo $(BUILD)/inspect $(BUILD)/quantize $(BUILD)/test_capi
VENV     := .venv
PY       := $(VENV)/bin/python
FUZZTIME ?= 60s
GO_SRC   := $(shell find . -name '*.go' -not -path './.cache/*' -not -path './$(VENV)/*') go.mod go.sum include/lowbit.h

.PHONY: all lib cli examples demo test test-go test-c test-python oracles bench fuzz clean

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

# The main job on the embedded default model: write the deterministic demo GGUF, then open it
# through the C API, list its tensors and compare every format with the original weights.
demo: lib cli $(BUILD)/demo
	$(BUILD)/lowbit demo-model $(BUILD)/demo.gguf
	$(BUILD)/demo $(BUILD)/demo.gguf

# Installs every oracle (ggml from npm, gguf-py and numpy into .venv), then runs every suite.
test: oracles lib cli examples
	$(MAKE) -k test-go test-c test-python

oracles:
	@bash scripts/install-oracles.sh

test-go:
	LOWBIT_REQUIRE_ORACLES=1 $(GO) test -count=1 ./...

test-c: $(EXAMPLES) cli
	bash examples/c/run_tests.sh $(BUILD)

test-python: lib cli
	LOWBIT_LIBRARY=$(abspath $(LIB)) LOWBIT_REQUIRE_ORACLES=1 $(PY) -m pytest -q bindings/python/tests

bench:
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
