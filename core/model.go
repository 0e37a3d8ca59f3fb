package core

import (
	"errors"
	"fmt"
)

// Model is an opened model: metadata in file order, tensors in file order, and whatever keeps
// their bytes alive (mappings), released by Close.
type Model struct {
	Path     string
	Kind     string // "gguf", "safetensors", …
	Metadata []KV
	Tensors  []*Tensor

	byName  map[string]int
	byKey   map[string]int
	closers []func() error
}

// NewModel indexes metadata and tensors; duplicate names are an error naming them.
func NewModel(path, kind string, md []KV, tensors []*Tensor, closers ...func() error) (*Model, error) {
	m := &Model{Path: path, Kind: kind, Metadata: md, Tensors: tensors, closers: closers,
		byName: make(map[string]int, len(tensors)), byKey: make(map[string]int, len(md))}
	for i, kv := range md {
		if _, dup := m.byKey[kv.Key]; dup {
			return nil, fmt.Errorf("%s: %w: duplicate metadata key %q", path, ErrBadFile, kv.Key)
		}
		m.byKey[kv.Key] = i
	}
	for i, t := range tensors {
		if _, dup := m.byName[t.Name]; dup {
			return nil, fmt.Errorf("%s: %w: duplicate tensor name %q", path, ErrBadFile, t.Name)
		}
		m.byName[t.Name] = i
	}
	return m, nil
}

// Tensor finds a tensor by name.
func (m *Model) Tensor(name string) (*Tensor, error) {
	i, err := m.TensorIndex(name)
	if err != nil {
		return nil, err
	}
	return m.Tensors[i], nil
}

// TensorIndex finds a tensor's position by name.
func (m *Model) TensorIndex(name string) (int, error) {
	if i, ok := m.byName[name]; ok {
		return i, nil
	}
	return -1, fmt.Errorf("%s: %w: no tensor named %q", m.Path, ErrNotFound, name)
}

// Value finds a metadata value by key.
func (m *Model) Value(key string) (Value, error) {
	if i, ok := m.byKey[key]; ok {
		return m.Metadata[i].Value, nil
	}
	return Value{}, fmt.Errorf("%s: %w: no metadata key %q", m.Path, ErrNotFound, key)
}

// Close releases the mappings. The tensors' Data must not be used afterwards.
func (m *Model) Close() error {
	var errs []error
	for _, c := range m.closers {
		errs = append(errs, c())
	}
	m.closers = nil
	return errors.Join(errs...)
}
