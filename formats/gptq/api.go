package gptq

import (
	"fmt"

	"github.com/lowbit/lowbit/core"
)

// CanPack reports whether Pack packs integer codes into the format: GPTQ, AWQ_GEMM, AWQ_GEMV and
// CT_PACK_QUANTIZED.
func CanPack(id core.FormatID) bool {
	switch id {
	case core.GPTQ, core.AWQ_GEMM, core.AWQ_GEMV, core.CT_PACK_QUANTIZED:
		return true
	}
	return false
}

// Pack packs a layer's codes into the format's layout with that format's packer (PackGPTQ,
// PackAWQ or PackCT). v1 writes GPTQ's "gptq" zero points (zero − 1); the other formats refuse it.
func Pack(id core.FormatID, c Codes, v1 bool) (*core.Tensor, error) {
	if !CanPack(id) {
		f, err := core.Lookup(id)
		if err != nil {
			return nil, fmt.Errorf("layer %q: %w", c.Name, err)
		}
		return nil, fmt.Errorf("%w: layer %q: %s is not a GPTQ, AWQ or compressed-tensors format; integer codes pack into GPTQ, AWQ_GEMM, AWQ_GEMV or CT_PACK_QUANTIZED",
			core.ErrUnsupported, c.Name, f.Name)
	}
	if v1 && id != core.GPTQ {
		return nil, fmt.Errorf("%w: layer %q: only GPTQ stores zero − 1 (v1) zero points", core.ErrInvalidArgument, c.Name)
	}
	switch id {
	case core.GPTQ:
		return PackGPTQ(c, !v1)
	case core.AWQ_GEMM:
		return PackAWQ(c, false)
	case core.AWQ_GEMV:
		return PackAWQ(c, true)
	}
	return PackCT(c)
}
