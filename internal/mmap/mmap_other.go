//go:build !unix

package mmap

import (
	"io"
	"os"
)

// Without mmap the file is read into memory; views stay zero-copy from then on.
func mapFile(f *os.File, size int) ([]byte, func([]byte) error, error) {
	data := make([]byte, size)
	if _, err := io.ReadFull(f, data); err != nil {
		return nil, nil, err
	}
	return data, func([]byte) error { return nil }, nil
}
