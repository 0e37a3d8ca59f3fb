// Package mmap maps files read-only so tensors can be handed out as zero-copy views.
package mmap

import (
	"fmt"
	"os"

	"github.com/lowbit/lowbit/core"
)

// Mapping is a read-only view of a whole file.
type Mapping struct {
	Path  string
	Data  []byte // the file's bytes; nil for an empty file
	unmap func([]byte) error
}

// Open maps path read-only. Errors name the file.
func Open(path string) (*Mapping, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", core.ErrIO, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", core.ErrIO, err)
	}
	if st.IsDir() {
		return nil, fmt.Errorf("%s: %w: is a directory", path, core.ErrInvalidArgument)
	}
	size := st.Size()
	if size == 0 {
		return &Mapping{Path: path}, nil
	}
	if int64(int(size)) != size {
		return nil, fmt.Errorf("%s: %w: %d bytes do not fit in this process's address space", path, core.ErrOutOfRange, size)
	}
	data, unmap, err := mapFile(f, int(size))
	if err != nil {
		return nil, fmt.Errorf("%s: %w: mmap: %v", path, core.ErrIO, err)
	}
	return &Mapping{Path: path, Data: data, unmap: unmap}, nil
}

// Close unmaps the file; the Data slice must not be used afterwards. Calling it twice is harmless.
func (m *Mapping) Close() error {
	if m == nil || m.unmap == nil {
		return nil
	}
	err := m.unmap(m.Data)
	m.Data, m.unmap = nil, nil
	return err
}
