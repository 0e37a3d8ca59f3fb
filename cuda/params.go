package cuda

import (
	"encoding/binary"
	"math"
)

// Kernel arguments, packed byte for byte as the C structs of kernels/prelude.cuh lay them out
// (every field 8 bytes, or two 4-byte fields filling 8): LbArgs describes a device tensor, LbOp
// one operation. Every module static_asserts the C sizes against argsSize and opSize.

// lbArgs mirrors struct LbArgs.
type lbArgs struct {
	W, Side, Sc, Bi, Zp, GIdx uint64 // device pointers
	MS, SS                    int64  // row strides (bytes) of the main and side streams
	SCS                       int64  // scales per row (row-major) or per group row (column-packed)
	ZPS                       int64  // bytes of a zeros row
	Group, Groups             int64
	SDT                       int64 // scale dtype: 0 f32, 1 f16, 2 bf16
	ZOff                      int64 // added to every stored zero (GPTQ v1)
	N                         int64 // column-packed: outputs; compressed-tensors: the row length
	GScale                    float32
	Flags                     uint32 // argGlobalScale | argZeros | argGIdx
}

const (
	argGlobalScale = 1 << iota
	argZeros
	argGIdx
)

// lbOp mirrors struct LbOp.
type lbOp struct {
	X, Y, WS   uint64 // device pointers
	LDX, LDY   int64
	Rows, Cols int64
	UCols      int64
	XT, KS     int64
	KChunk     int64
	Flags      int64 // opXAligned
	NV         int64
	Passes     int64
}

const opXAligned = 1

func (a *lbArgs) encode() []byte {
	b := make([]byte, 0, argsSize)
	for _, v := range []uint64{a.W, a.Side, a.Sc, a.Bi, a.Zp, a.GIdx} {
		b = binary.LittleEndian.AppendUint64(b, v)
	}
	for _, v := range []int64{a.MS, a.SS, a.SCS, a.ZPS, a.Group, a.Groups, a.SDT, a.ZOff, a.N} {
		b = binary.LittleEndian.AppendUint64(b, uint64(v))
	}
	b = binary.LittleEndian.AppendUint32(b, math.Float32bits(a.GScale))
	return binary.LittleEndian.AppendUint32(b, a.Flags)
}

func (o *lbOp) encode() []byte {
	b := make([]byte, 0, opSize)
	for _, v := range []uint64{o.X, o.Y, o.WS} {
		b = binary.LittleEndian.AppendUint64(b, v)
	}
	for _, v := range []int64{o.LDX, o.LDY, o.Rows, o.Cols, o.UCols, o.XT, o.KS, o.KChunk, o.Flags, o.NV, o.Passes} {
		b = binary.LittleEndian.AppendUint64(b, uint64(v))
	}
	return b
}

// packParams lays out a kernel's parameter block: the array of pointers cuLaunchKernel reads
// (one per argument) followed by the argument values, each 8-byte aligned. base is the address
// the block will have; the result is written there by the caller (C memory).
func packParams(base uintptr, args [][]byte) ([]byte, error) {
	off := 8 * len(args)
	size := off
	for _, a := range args {
		size += (len(a) + 7) &^ 7
	}
	if size > cparamBytes {
		return nil, errParamsTooLarge(size)
	}
	out := make([]byte, size)
	for i, a := range args {
		binary.LittleEndian.PutUint64(out[8*i:], uint64(base)+uint64(off))
		copy(out[off:], a)
		off += (len(a) + 7) &^ 7
	}
	return out, nil
}

// cparamBytes is the most a parameter block may take (one C memory block).
const cparamBytes = 4096

// u64Arg and friends encode scalar kernel arguments.
func u64Arg(v uint64) []byte { return binary.LittleEndian.AppendUint64(nil, v) }
