package cuda

import "errors"

// ErrNotAvailable is wrapped by every error that says CUDA cannot be used here: no driver, no
// device, no NVRTC, or an operating system without CUDA. Its message reads
// "CUDA not available: <why>".
var ErrNotAvailable = errors.New("CUDA not available")
