package cuda

import (
	"errors"
	"fmt"
)

// ErrNotAvailable is wrapped by every error that says CUDA cannot be used here: no driver, no
// device, no NVRTC, or an operating system without CUDA. Its message reads
// "CUDA not available: <why>".
var ErrNotAvailable = errors.New("CUDA not available")

// ErrDriver is wrapped by every error a CUDA driver call returns (a *DriverError: out of device
// memory, a launch failure, a fault on the device, ...); the message names the call and CUDA's
// error.
var ErrDriver = errors.New("CUDA driver error")

func errParamsTooLarge(n int) error {
	return fmt.Errorf("cuda: %d bytes of kernel parameters exceed the %d-byte block", n, cparamBytes)
}
