package cuda

import "fmt"

// DeviceInfo describes a CUDA device.
type DeviceInfo struct {
	Ordinal            int
	Name               string
	ComputeMajor       int
	ComputeMinor       int
	Multiprocessors    int
	MemoryBytes        int64
	L2Bytes            int
	SharedPerBlockOpt  int // dynamic shared memory a block may use after opting in
	MemoryClockKHz     int // 0 where the driver does not say (newer drivers)
	MemoryBusWidthBits int
	DriverVersion      int // e.g. 12080 for 12.8
	DriverPath         string
}

// Arch is the device's compute capability as NVRTC spells it, e.g. "sm_90".
func (i DeviceInfo) Arch() string { return fmt.Sprintf("sm_%d%d", i.ComputeMajor, i.ComputeMinor) }

func (i DeviceInfo) String() string {
	return fmt.Sprintf("CUDA device %d: %s (%s, %d SMs, %.1f GiB, driver %d.%d)", i.Ordinal, i.Name, i.Arch(),
		i.Multiprocessors, float64(i.MemoryBytes)/(1<<30), i.DriverVersion/1000, i.DriverVersion%1000/10)
}
