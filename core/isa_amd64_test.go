//go:build amd64

package core

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// kernelExtensions lists the assembly kernels that use an instruction-set extension beyond
// their SIMD level's baseline (AVX-512: F, BW, DQ, VL and BMI2; the 8-bit-activation kernels,
// named …q8…, also VNNI) and the check their installer makes before installing them. A kernel
// that gains such an instruction must be added here with its installer's check:
// gemvQ4_0q8x4's VPERMT2B ran on every VNNI CPU from 2026-11-23 to 2026-11-25, which would
// have faulted on Cascade and Cooper Lake (VNNI without VBMI).
var kernelExtensions = map[string]struct{ ext, gate string }{
	"gemvQ4_0q8x4":            {"VBMI", "hasVBMI (gemvQ4_0q8x4Pairs otherwise)"},
	"gemvIQ4_NLq8x4Quad":      {"VBMI", "hasVBMI (q8LookupKernels)"},
	"gemvMXFP4q8x4Quad":       {"VBMI", "hasVBMI (q8LookupKernels)"},
	"gemvQ4_1q8x4Quad":        {"VBMI", "hasVBMI (installQ8OtherKernels)"},
	"gemvIQ4_XSq8x4VBMI":      {"VBMI", "hasVBMI (q8LookupKernels)"},
	"gemvTQ1_0q8x4":           {"VBMI", "hasVBMI (installQ8LowBitKernels)"},
	"gemvQ2_0q8x4":            {"VBMI", "hasVBMI (installQ8LowBitKernels)"},
	"gemvNVFP4q8x4":           {"VBMI", "hasVBMI (installQ8LowBitKernels)"},
	"gemvQ5_Kq8x4GFNI":        {"GFNI", "hasGFNI (installQ8KQuantKernels)"},
	"gemvQ5_Kq8x4GFNIL1":      {"GFNI", "hasGFNI (installQ8KQuantKernels)"},
	"gemvQ6_Kq8x4GFNI":        {"GFNI", "hasGFNI (installQ8KQuantKernels)"},
	"gemvQ6_Kq8x4GFNIL1":      {"GFNI", "hasGFNI (installQ8KQuantKernels)"},
	"gemvIQ2_XXSq8x4P":        {"BITALG+GFNI+VBMI", "hasIQSigned (installQ8LowBitKernels)"},
	"gemvIQ2_XSq8x4L":         {"BITALG+GFNI+VBMI", "hasIQSigned"},
	"gemvIQ2_Sq8x4L":          {"BITALG", "hasIQSigned"},
	"gemvIQ3_XXSq8x4":         {"BITALG+GFNI+VBMI", "hasIQSigned"},
	"gemvIQ3_Sq8x4":           {"BITALG+VBMI", "hasIQSigned"},
	"gemmIQ2_XXSq8x8":         {"BITALG+GFNI+VBMI", "hasIQSigned"},
	"gemmIQ2_XSq8x8":          {"BITALG+GFNI+VBMI", "hasIQSigned"},
	"gemmIQ2_Sq8x8":           {"BITALG+VBMI", "hasIQSigned"},
	"gemmIQ3_XXSq8x8":         {"BITALG+GFNI+VBMI", "hasIQSigned"},
	"gemmIQ3_Sq8x8":           {"BITALG+VBMI", "hasIQSigned"},
	"gemvMLXA2BF16NEx4AVX512": {"BF16", "hasBF16Convert (mlxAffineKernelsBF16NE)"},
	"gemvMLXA3BF16NEx4AVX512": {"BF16", "hasBF16Convert"},
	"gemvMLXA4BF16NEx4AVX512": {"BF16", "hasBF16Convert"},
	"gemvMLXA5BF16NEx4AVX512": {"BF16", "hasBF16Convert"},
	"gemvMLXA6BF16NEx4AVX512": {"BF16", "hasBF16Convert"},
	"gemvMLXA8BF16NEx4AVX512": {"BF16", "hasBF16Convert"},
}

// extensionOf names the extension an instruction (objdump's mnemonic) needs beyond the levels'
// baselines, or "".
func extensionOf(m string) string {
	switch {
	case m == "vpermb" || m == "vpermi2b" || m == "vpermt2b" || m == "vpmultishiftqb":
		return "VBMI"
	case strings.HasPrefix(m, "vgf2p8"):
		return "GFNI"
	case m == "vpshufbitqmb" || m == "vpopcntb" || m == "vpopcntw":
		return "BITALG"
	case m == "vdpbf16ps" || m == "vcvtne2ps2bf16" || m == "vcvtneps2bf16":
		return "BF16"
	case strings.HasPrefix(m, "vpdpbusd") || strings.HasPrefix(m, "vpdpwssd"):
		return "VNNI"
	case m == "vpopcntd" || m == "vpopcntq":
		return "VPOPCNTDQ"
	case strings.HasPrefix(m, "vpexpand") && (strings.HasSuffix(m, "b") || strings.HasSuffix(m, "w")),
		strings.HasPrefix(m, "vpcompress") && (strings.HasSuffix(m, "b") || strings.HasSuffix(m, "w")),
		strings.HasPrefix(m, "vpshld"), strings.HasPrefix(m, "vpshrd"):
		return "VBMI2"
	case strings.HasPrefix(m, "vpmadd52"):
		return "IFMA"
	case strings.HasPrefix(m, "vpconflict"), strings.HasPrefix(m, "vplzcnt"):
		return "CD"
	}
	return ""
}

// TestKernelExtensions disassembles core's test binary (objdump) and holds every core assembly
// function's instructions to its level: kernels using an extension beyond the baselines must be
// the ones kernelExtensions lists, with exactly those extensions; VNNI only in the 8-bit kernels
// (installed only where hasVNNI), AVX-VNNI's VEX form only in the …q8…AVXVNNI kernels (installed
// only where hasAVXVNNI); the AVX2 and AVX-VNNI kernels (…AVX2…, …AVXVNNI) without EVEX encodings (AVX-512) and
// without BMI1/BMI2 (the AVX2 level does not require them); no kernel with a memory operand that
// must be aligned (MOVDQA, MOVAPS, VMOVDQA64, …: weights sit at any offset of a file, and Go's
// allocator promises 8 bytes); no legacy-SSE instruction on an xmm register but in the …SSE2
// helpers (Go's assembler writes MOVQ AX, X1 in the legacy encoding: VMOVQ is the VEX one); a
// VZEROUPPER in every kernel that touches ymm or zmm registers.
func TestKernelExtensions(t *testing.T) {
	objdump, err := exec.LookPath("objdump")
	if err != nil {
		missingTool(t, "objdump (GNU binutils) is not installed: the kernels' instruction sets are not checked")
	}
	out := coreDisassembly(t, "amd64", objdump, "-d")
	const prefix = "github.com/lowbit/lowbit/core."
	exts := map[string]map[string]bool{} // function → extensions used
	evex, bmi, aligned, legacy := map[string]bool{}, map[string]bool{}, map[string]bool{}, map[string]bool{}
	wide, vzero := map[string]bool{}, map[string]bool{}
	fn := ""
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasSuffix(line, ">:") { // "0000000000718800 <name>:"
			if fn != "" && wide[fn] && !vzero[fn] {
				t.Errorf("%s uses ymm/zmm registers but never VZEROUPPER: Go's SSE code after it would pay for the dirty upper halves", fn)
			}
			name := line[strings.Index(line, "<")+1 : len(line)-2]
			fn = ""
			if strings.HasPrefix(name, prefix) && strings.HasSuffix(name, ".abi0") {
				fn = strings.TrimSuffix(strings.TrimPrefix(name, prefix), ".abi0")
			}
			continue
		}
		f := strings.Split(line, "\t") // address, raw bytes, instruction
		if fn == "" || len(f) < 3 {
			continue
		}
		m := strings.Fields(f[2])
		if len(m) == 0 {
			continue
		}
		if m[0] == "{vex}" && len(m) > 1 && strings.HasPrefix(m[1], "vpdp") { // AVX-VNNI's VEX form
			if exts[fn] == nil {
				exts[fn] = map[string]bool{}
			}
			exts[fn]["AVXVNNI"] = true
			continue
		}
		switch m[0] {
		case "movdqa", "movaps", "movapd", "movntdqa", "vmovdqa", "vmovdqa32", "vmovdqa64", "vmovaps", "vmovapd", "vmovntdqa", "vmovntps", "vmovntpd", "vmovntdq", "movntps", "movntdq":
			if len(m) > 1 && strings.Contains(m[1], "(") && !aligned[fn] {
				aligned[fn] = true
				t.Errorf("%s moves %s to or from memory, which faults unless it is aligned (tensor data need not be): use the unaligned form", fn, m[0])
			}
		}
		if len(m) > 1 && (strings.Contains(m[1], "%ymm") || strings.Contains(m[1], "%zmm")) {
			wide[fn] = true
		}
		if m[0] == "vzeroupper" {
			vzero[fn] = true
		}
		if len(m) > 1 && strings.Contains(m[1], "%xmm") && !strings.HasPrefix(m[0], "v") && !strings.HasSuffix(fn, "SSE2") && !legacy[fn] {
			legacy[fn] = true
			t.Errorf("%s has a legacy-SSE instruction (%s): in an AVX kernel it costs Haswell and Broadwell a state transition (~70 cycles) and later cores a merge; use its VEX form (VMOVQ, VMOVD, VMOVSS…)", fn, m[0])
		}
		if e := extensionOf(m[0]); e != "" {
			if exts[fn] == nil {
				exts[fn] = map[string]bool{}
			}
			exts[fn][e] = true
		}
		if strings.Contains(fn, "AVX2") || strings.Contains(fn, "AVXVNNI") {
			if strings.HasPrefix(strings.TrimSpace(f[1]), "62 ") {
				evex[fn] = true
			}
			switch m[0] {
			case "pdep", "pext", "shlx", "shrx", "sarx", "rorx", "bzhi", "mulx", "andn", "blsr", "blsi", "blsmsk", "tzcnt", "lzcnt":
				bmi[fn] = true
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(exts) == 0 {
		t.Fatal("objdump listed no core kernel using VNNI: the disassembly was not parsed")
	}
	for fn, used := range exts {
		var beyond []string
		for e := range used {
			if e == "VNNI" {
				if !strings.Contains(fn, "q8") {
					t.Errorf("%s uses VNNI but is not an 8-bit kernel (…q8…, installed only where hasVNNI)", fn)
				}
				continue
			}
			if e == "AVXVNNI" {
				if !strings.Contains(fn, "q8") || !strings.HasSuffix(fn, "AVXVNNI") {
					t.Errorf("%s uses AVX-VNNI but is not an 8-bit AVX-VNNI kernel (…q8…AVXVNNI, installed only where hasAVXVNNI)", fn)
				}
				continue
			}
			beyond = append(beyond, e)
		}
		slices.Sort(beyond)
		got := strings.Join(beyond, "+")
		want, listed := kernelExtensions[fn]
		switch {
		case got != "" && !listed:
			t.Errorf("%s uses %s: list it in kernelExtensions with the check its installer makes", fn, got)
		case listed && got != want.ext:
			t.Errorf("%s uses %q, kernelExtensions says %q", fn, got, want.ext)
		}
	}
	for fn, want := range kernelExtensions {
		if exts[fn] == nil {
			t.Errorf("kernelExtensions lists %s (%s), which objdump did not find using it", fn, want.ext)
		}
	}
	for fn := range wide {
		if strings.Contains(fn, "AVXVNNI") && !exts[fn]["AVXVNNI"] {
			t.Errorf("%s is named an AVX-VNNI kernel but objdump found no VEX VPDPBUSD in it", fn)
		}
	}
	for fn := range evex {
		t.Errorf("%s (the AVX2 level) has EVEX-encoded (AVX-512) instructions", fn)
	}
	for fn := range bmi {
		t.Errorf("%s (the AVX2 level) uses BMI1/BMI2, which the AVX2 level does not require", fn)
	}
}

// TestKernelExtensionsARM64 does the same for the arm64 kernels (cross-built here, disassembled
// by llvm-objdump): SDOT/UDOT (FEAT_DotProd) only in the 8-bit kernels (…q8…, installed only
// where hasDotProd), SMMLA (FEAT_I8MM) only in the GEMM kernels named …mm…NEON (installMMKernels,
// only where hasI8MM: Apple M1 has no I8MM), and no half-precision arithmetic, BF16, FHM or SVE
// anywhere (no kernel checks for them).
func TestKernelExtensionsARM64(t *testing.T) {
	objdump := ""
	for _, name := range []string{"llvm-objdump", "llvm-objdump-18", "llvm-objdump-17", "llvm-objdump-16", "llvm-objdump-15", "llvm-objdump-14"} {
		if p, err := exec.LookPath(name); err == nil {
			objdump = p
			break
		}
	}
	if objdump == "" {
		missingTool(t, "llvm-objdump is not installed: the arm64 kernels' instruction sets are not checked")
	}
	out := coreDisassembly(t, "arm64", objdump, "-d", "--mattr=+dotprod,+i8mm,+fullfp16,+bf16,+fp16fml,+sve")
	const prefix = "github.com/lowbit/lowbit/core."
	fn, seen := "", 0
	bad := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasSuffix(line, ">:") {
			name := line[strings.Index(line, "<")+1 : len(line)-2]
			fn = ""
			if strings.HasPrefix(name, prefix) && strings.HasSuffix(name, ".abi0") {
				fn = strings.TrimSuffix(strings.TrimPrefix(name, prefix), ".abi0")
			}
			continue
		}
		f := strings.Split(line, "\t") // address and bytes, mnemonic, operands
		if fn == "" || len(f) < 3 {
			continue
		}
		m, ops := strings.TrimSpace(f[1]), f[2]
		var problem string
		switch {
		case m == "sdot" || m == "udot":
			seen++
			if !strings.Contains(fn, "q8") {
				problem = "uses SDOT/UDOT (FEAT_DotProd) but is not an 8-bit kernel (installed only where hasDotProd)"
			}
		case m == "smmla" || m == "ummla":
			if !strings.Contains(fn, "mm") || !strings.HasSuffix(fn, "NEON") {
				problem = "uses SMMLA (FEAT_I8MM) but is not one of the …mm…NEON GEMM kernels (installed only where hasI8MM)"
			}
		case m == "usmmla" || m == "usdot" || m == "sudot" || strings.HasPrefix(m, "bfdot") || strings.HasPrefix(m, "bfm") || m == "bfcvt" || strings.HasPrefix(m, "bfcvtn"):
			problem = "uses " + m + " (I8MM/BF16), which no installer checks for"
		case strings.HasPrefix(m, "fmlal") || strings.HasPrefix(m, "fmlsl"):
			problem = "uses " + m + " (FEAT_FHM), which no installer checks for"
		case strings.HasPrefix(m, "f") && !strings.HasPrefix(m, "fcvt") && (strings.Contains(ops, ".8h") || strings.Contains(ops, ".4h")):
			problem = "uses half-precision arithmetic (" + m + ", FEAT_FP16), which no installer checks for"
		case strings.Contains(ops, " z") || strings.HasPrefix(ops, "z") || strings.Contains(ops, "{ z"):
			problem = "uses SVE (" + m + "), which no installer checks for"
		}
		if problem != "" && !bad[fn] {
			bad[fn] = true
			t.Errorf("%s %s", fn, problem)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if seen == 0 {
		t.Fatal("llvm-objdump listed no SDOT in core's arm64 kernels: the disassembly was not parsed")
	}
}

// coreDisassembly builds core's tests for goarch with a symbol table (go test links its own
// binaries without one) and returns objdump's listing of them.
func coreDisassembly(t *testing.T, goarch, objdump string, args ...string) []byte {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		gobin = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	exe := filepath.Join(t.TempDir(), "core-"+goarch+".test")
	build := exec.Command(gobin, "test", "-c", "-o", exe, ".")
	build.Env = append(build.Environ(), "GOARCH="+goarch, "CGO_ENABLED=0")
	if msg, err := build.CombinedOutput(); err != nil {
		t.Fatalf("GOARCH=%s go test -c: %v\n%s", goarch, err, msg)
	}
	out, err := exec.Command(objdump, append(args, exe)...).Output()
	if err != nil {
		t.Fatalf("%s %s: %v", objdump, exe, err)
	}
	return out
}

// missingTool skips the test for want of a tool, or fails it where make test asks for every
// check (LOWBIT_REQUIRE_ORACLES=1).
func missingTool(t *testing.T, why string) {
	t.Helper()
	if os.Getenv("LOWBIT_REQUIRE_ORACLES") == "1" {
		t.Fatal("LOWBIT_REQUIRE_ORACLES=1 and " + why)
	}
	t.Skip(why)
}
