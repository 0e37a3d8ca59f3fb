//go:build !(linux || darwin || freebsd || netbsd)

package core

import (
	"fmt"
	"runtime"
)

func ggmlSymbol(path, name string) (uintptr, error) {
	return 0, fmt.Errorf("looking up %s: shared libraries are not supported on %s", name, runtime.GOOS)
}
