//go:build !(linux || darwin || freebsd || netbsd)

package ggmlcpu

import (
	"fmt"
	"runtime"
)

func dlopen(path string) (uintptr, error) {
	return 0, fmt.Errorf("loading shared libraries is not supported on %s", runtime.GOOS)
}

func dlsym(uintptr, string) (uintptr, error) { panic("unreachable: dlopen always fails here") }

func dlclose(uintptr) {}

const libExt = ".so"
