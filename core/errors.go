package core

import "errors"

// Error classes. Every error lowbit returns wraps exactly one of these, so callers (and the C ABI,
// which turns them into status codes) can classify a failure with errors.Is while the message
// itself names the file, the tensor and the problem.
var (
	ErrInvalidArgument = errors.New("invalid argument")
	ErrNotFound        = errors.New("not found")
	ErrBadFile         = errors.New("malformed file")
	ErrUnsupported     = errors.New("not supported")
	ErrIO              = errors.New("i/o error")
	ErrOutOfRange      = errors.New("out of range")
	ErrBufferTooSmall  = errors.New("buffer too small")
	ErrTypeMismatch    = errors.New("type mismatch")
)
