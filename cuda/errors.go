package cuda

import (
	"errors"
	"fmt"
)

// ErrNotAvailable is wrapped by every error that says CUDA cannot be used here: no driver, no
// device, no NVRTC, or an operating system without CUDA. Its message reads
// "CUDA not available: <why>".
var ErrNotAvailable = errors.New("CUDA not available")

func errParamsTooLarge(n int) error {
	return fmt.Errorf("cuda: %d bytes of kernel parameters exceed the %d-byte block", n, cparamBytes)
}
