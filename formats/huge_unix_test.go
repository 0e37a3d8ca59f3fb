//go:build unix

package formats

import (
	"os"
	"syscall"
)

// allocatedBytes is the disk space a file takes (st_blocks × 512).
func allocatedBytes(f *os.File) (int64, bool) {
	st, err := f.Stat()
	if err != nil {
		return 0, false
	}
	sys, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, false
	}
	return int64(sys.Blocks) * 512, true
}
