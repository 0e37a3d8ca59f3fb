package core

import (
	"fmt"
	"math"
)

// ValueType is a metadata value's type. The numbers are GGUF's (gguf.h), the richest of the
// families; safetensors metadata is all strings.
type ValueType int32

const (
	TypeU8     ValueType = 0
	TypeI8     ValueType = 1
	TypeU16    ValueType = 2
	TypeI16    ValueType = 3
	TypeU32    ValueType = 4
	TypeI32    ValueType = 5
	TypeF32    ValueType = 6
	TypeBool   ValueType = 7
	TypeString ValueType = 8
	TypeArray  ValueType = 9
	TypeU64    ValueType = 10
	TypeI64    ValueType = 11
	TypeF64    ValueType = 12
)

var valueTypeNames = [...]string{"u8", "i8", "u16", "i16", "u32", "i32", "f32", "bool", "string", "array", "u64", "i64", "f64"}

func (t ValueType) String() string {
	if t >= 0 && int(t) < len(valueTypeNames) {
		return valueTypeNames[t]
	}
	return fmt.Sprintf("type(%d)", int32(t))
}

// Valid reports whether t is a known type id.
func (t ValueType) Valid() bool { return t >= 0 && int(t) < len(valueTypeNames) }

// Size is the encoded byte size of a fixed-size scalar type (0 for string and array).
func (t ValueType) Size() int {
	switch t {
	case TypeU8, TypeI8, TypeBool:
		return 1
	case TypeU16, TypeI16:
		return 2
	case TypeU32, TypeI32, TypeF32:
		return 4
	case TypeU64, TypeI64, TypeF64:
		return 8
	}
	return 0
}

// Value is one typed metadata value. A scalar holds its Go value (uint8 … float64, bool, string);
// an array holds a typed slice ([]uint8 … []float64, []bool, []string) and its element type.
type Value struct {
	Type ValueType
	Elem ValueType // element type when Type == TypeArray
	v    any
}

// Scalar wraps a Go scalar; the type follows the Go type.
func Scalar(v any) Value {
	switch v.(type) {
	case uint8:
		return Value{Type: TypeU8, v: v}
	case int8:
		return Value{Type: TypeI8, v: v}
	case uint16:
		return Value{Type: TypeU16, v: v}
	case int16:
		return Value{Type: TypeI16, v: v}
	case uint32:
		return Value{Type: TypeU32, v: v}
	case int32:
		return Value{Type: TypeI32, v: v}
	case float32:
		return Value{Type: TypeF32, v: v}
	case bool:
		return Value{Type: TypeBool, v: v}
	case string:
		return Value{Type: TypeString, v: v}
	case uint64:
		return Value{Type: TypeU64, v: v}
	case int64:
		return Value{Type: TypeI64, v: v}
	case float64:
		return Value{Type: TypeF64, v: v}
	}
	panic(fmt.Sprintf("core.Scalar: unsupported Go type %T", v))
}

// Array wraps a typed Go slice.
func Array(v any) Value {
	var e ValueType
	switch v.(type) {
	case []uint8:
		e = TypeU8
	case []int8:
		e = TypeI8
	case []uint16:
		e = TypeU16
	case []int16:
		e = TypeI16
	case []uint32:
		e = TypeU32
	case []int32:
		e = TypeI32
	case []float32:
		e = TypeF32
	case []bool:
		e = TypeBool
	case []string:
		e = TypeString
	case []uint64:
		e = TypeU64
	case []int64:
		e = TypeI64
	case []float64:
		e = TypeF64
	default:
		panic(fmt.Sprintf("core.Array: unsupported Go type %T", v))
	}
	return Value{Type: TypeArray, Elem: e, v: v}
}

// Any returns the Go value: a scalar or a typed slice.
func (v Value) Any() any { return v.v }

// Len is the number of elements of an array (0 for a scalar).
func (v Value) Len() int {
	if v.Type != TypeArray {
		return 0
	}
	switch a := v.v.(type) {
	case []uint8:
		return len(a)
	case []int8:
		return len(a)
	case []uint16:
		return len(a)
	case []int16:
		return len(a)
	case []uint32:
		return len(a)
	case []int32:
		return len(a)
	case []float32:
		return len(a)
	case []bool:
		return len(a)
	case []string:
		return len(a)
	case []uint64:
		return len(a)
	case []int64:
		return len(a)
	case []float64:
		return len(a)
	}
	return 0
}

// Index returns element i of an array as a scalar Value.
func (v Value) Index(i int) (Value, error) {
	if v.Type != TypeArray {
		return Value{}, fmt.Errorf("%w: value is %s, not an array", ErrTypeMismatch, v.Type)
	}
	if i < 0 || i >= v.Len() {
		return Value{}, fmt.Errorf("%w: index %d outside an array of %d", ErrOutOfRange, i, v.Len())
	}
	var e any
	switch a := v.v.(type) {
	case []uint8:
		e = a[i]
	case []int8:
		e = a[i]
	case []uint16:
		e = a[i]
	case []int16:
		e = a[i]
	case []uint32:
		e = a[i]
	case []int32:
		e = a[i]
	case []float32:
		e = a[i]
	case []bool:
		e = a[i]
	case []string:
		e = a[i]
	case []uint64:
		e = a[i]
	case []int64:
		e = a[i]
	case []float64:
		e = a[i]
	}
	return Scalar(e), nil
}

// Int64 returns an integer value that fits in int64 (any signed or unsigned integer type).
func (v Value) Int64() (int64, error) {
	switch x := v.v.(type) {
	case uint8:
		return int64(x), nil
	case int8:
		return int64(x), nil
	case uint16:
		return int64(x), nil
	case int16:
		return int64(x), nil
	case uint32:
		return int64(x), nil
	case int32:
		return int64(x), nil
	case int64:
		return x, nil
	case uint64:
		if x > math.MaxInt64 {
			return 0, fmt.Errorf("%w: u64 value %d does not fit in i64", ErrOutOfRange, x)
		}
		return int64(x), nil
	}
	return 0, fmt.Errorf("%w: value is %s, not an integer", ErrTypeMismatch, v.describe())
}

// Uint64 returns a non-negative integer value.
func (v Value) Uint64() (uint64, error) {
	if x, ok := v.v.(uint64); ok {
		return x, nil
	}
	i, err := v.Int64()
	if err != nil {
		return 0, err
	}
	if i < 0 {
		return 0, fmt.Errorf("%w: %s value %d is negative", ErrOutOfRange, v.Type, i)
	}
	return uint64(i), nil
}

// Float64 returns a floating-point value (f32 or f64).
func (v Value) Float64() (float64, error) {
	switch x := v.v.(type) {
	case float32:
		return float64(x), nil
	case float64:
		return x, nil
	}
	return 0, fmt.Errorf("%w: value is %s, not a float", ErrTypeMismatch, v.describe())
}

// Bool returns a bool value.
func (v Value) Bool() (bool, error) {
	if x, ok := v.v.(bool); ok {
		return x, nil
	}
	return false, fmt.Errorf("%w: value is %s, not a bool", ErrTypeMismatch, v.describe())
}

// Str returns a string value.
func (v Value) Str() (string, error) {
	if x, ok := v.v.(string); ok {
		return x, nil
	}
	return "", fmt.Errorf("%w: value is %s, not a string", ErrTypeMismatch, v.describe())
}

func (v Value) describe() string {
	if v.Type == TypeArray {
		return "an array of " + v.Elem.String()
	}
	return v.Type.String()
}

func (v Value) String() string {
	if v.Type == TypeArray {
		return fmt.Sprintf("[%d × %s]", v.Len(), v.Elem)
	}
	return fmt.Sprint(v.v)
}

// KV is one metadata entry.
type KV struct {
	Key   string
	Value Value
}
