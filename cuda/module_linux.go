//go:build linux

package cuda

import (
	"fmt"
	"os"
	"strings"
)

// ptxasVerbose adds ptxas's register and spill report to the NVRTC log (the compile test prints
// it); it is part of the options, so verbose and quiet builds are cached apart.
var ptxasVerbose = []string{"--ptxas-options=-v"}

// moduleImage returns the compiled image of a module for an arch: a prebuilt CUBIN from
// $LOWBIT_CUDA_KERNELS (what `make gpu-check` ships, so a GPU machine needs no NVRTC), else the
// disk cache, else a fresh NVRTC compile (then cached). spec == nil is the util module.
func moduleImage(spec *kernelSpec, arch int, extra []string) (img *compiled, cached bool, err error) {
	src := moduleSource(spec)
	key := utilKey
	if spec != nil {
		key = spec.Key
	}
	if dir := os.Getenv("LOWBIT_CUDA_KERNELS"); dir != "" && len(extra) == 0 {
		if b := cacheRead(dir, prebuiltName(src, arch)); b != nil {
			return &compiled{image: b}, true, nil
		}
	}
	n, err := loadNVRTC()
	if err != nil {
		return nil, false, err
	}
	target, ptx := n.target(arch)
	name := cacheKey(src, target, n.major, n.minor, append(compileOptions(target), extra...))
	ext := ".cubin"
	if ptx {
		ext = ".ptx"
	}
	dir := cacheDir()
	if b := cacheRead(dir, name+ext); b != nil {
		return &compiled{image: b, ptx: ptx}, true, nil
	}
	c, err := n.compile(key, src, arch, extra)
	if err != nil {
		return nil, false, err
	}
	_ = cacheWrite(dir, name+ext, c.image) // a cache that cannot be written only costs a recompile
	return c, false, nil
}

// prebuiltName names a prebuilt CUBIN: the source and options, not the NVRTC version (a CUBIN
// for an arch runs on any driver that supports the arch).
func prebuiltName(src string, arch int) string {
	target := fmt.Sprintf("sm_%d", arch)
	return cacheKey(src, target, 0, 0, compileOptions(target)) + ".cubin"
}

// ptxasReport condenses ptxas -v output to one line per kernel: registers, spills, stack.
func ptxasReport(log string) string {
	var out []string
	var fn string
	for _, l := range strings.Split(log, "\n") {
		l = strings.TrimSpace(l)
		if i := strings.Index(l, "Function properties for "); i >= 0 {
			fn = l[i+len("Function properties for "):]
			continue
		}
		if fn == "" {
			continue
		}
		if strings.Contains(l, "bytes stack frame") {
			out = append(out, fmt.Sprintf("%s: %s", fn, strings.TrimLeft(l, "ptxas. ")))
		}
		if strings.Contains(l, "Used ") && strings.Contains(l, "registers") {
			out[len(out)-1] += "; " + strings.TrimPrefix(l, "ptxas info    : ")
			fn = ""
		}
	}
	return strings.Join(out, "\n")
}
