// Package hostile builds malformed and malicious model files: one small file for every attack
// shape that GGUF and safetensors readers have shipped bugs for (reference/ggml-gguf.md §6,
// reference/mlx-gptq-awq.md §3 and §7), each with the message lowbit must answer it with.
//
// The reader tests run every case, the fuzz targets' seed corpora (testdata/fuzz/) hold them, and
// the memory test builds large versions of the exhaustion cases. The package builds bytes by
// hand, so it depends on no reader.
package hostile

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
)

// Case is one hostile file.
type Case struct {
	Name   string // file-name friendly: letters, digits, '_'
	Attack string // what it attacks, with the public report it comes from where there is one
	Data   []byte
	// Want is a fragment of the error the reader must return; "" means the file is valid and must
	// open (the edge cases: zero-size tensors, a bool byte of 2, …).
	Want string
}

// ---- GGUF ----------------------------------------------------------------------------------

// GGUF value and ggml type ids used here.
const (
	vU8     = 0
	vU32    = 4
	vI32    = 5
	vBool   = 7
	vString = 8
	vArray  = 9
	tF32    = 0
	tQ4_0   = 2
	tQ8_0   = 8
)

// G builds a GGUF file field by field, little-endian.
type G struct{ b []byte }

// NewG starts a file: magic, version, tensor count, metadata count.
func NewG(version uint32, nTensors, nKV uint64) *G {
	g := &G{b: []byte("GGUF")}
	return g.U32(version).U64(nTensors).U64(nKV)
}

func (g *G) U32(v uint32) *G  { g.b = binary.LittleEndian.AppendUint32(g.b, v); return g }
func (g *G) U64(v uint64) *G  { g.b = binary.LittleEndian.AppendUint64(g.b, v); return g }
func (g *G) Raw(b ...byte) *G { g.b = append(g.b, b...); return g }

// Str appends a GGUF string: u64 length, bytes.
func (g *G) Str(s string) *G { return g.U64(uint64(len(s))).Raw([]byte(s)...) }

// KVU32 appends key = u32 v.
func (g *G) KVU32(key string, v uint32) *G { return g.Str(key).U32(vU32).U32(v) }

// KVStr appends key = string v.
func (g *G) KVStr(key, v string) *G { return g.Str(key).U32(vString).Str(v) }

// Tensor appends a tensor info: name, n_dims, ne (ggml order), type, offset.
func (g *G) Tensor(name string, ne []uint64, typ uint32, offset uint64) *G {
	g.Str(name).U32(uint32(len(ne)))
	for _, d := range ne {
		g.U64(d)
	}
	return g.U32(typ).U64(offset)
}

// Pad pads with zeros to a multiple of align, then appends n data bytes (a repeating pattern).
func (g *G) Pad(align int) *G {
	for len(g.b)%align != 0 {
		g.b = append(g.b, 0)
	}
	return g
}

// Data appends n bytes of a repeating pattern.
func (g *G) Data(n int) *G {
	for i := range n {
		g.b = append(g.b, byte(i*37+11))
	}
	return g
}

// Bytes is the file so far.
func (g *G) Bytes() []byte { return g.b }

// GGUF returns the hostile GGUF files.
func GGUF() []Case {
	const maxU64 = math.MaxUint64
	var cs []Case
	add := func(name, attack, want string, g *G) {
		cs = append(cs, Case{Name: name, Attack: attack, Want: want, Data: g.Bytes()})
	}
	// Strings.
	add("talos_1913_string_len_wraps", "TALOS-2024-1913 / CVE-2024-23496 (gguf_fread_str): a string length of 2^64-1, so length+1 wraps to 0 and the copy overflows the heap",
		"is 18446744073709551615 bytes long, the limit is", NewG(3, 0, 1).U64(maxU64).Raw('k').Data(16))
	add("string_len_past_eof", "string memory exhaustion (llama.cpp#19003): a 512 MiB string in a 40-byte file",
		"truncated: metadata key needs 536870912 bytes", NewG(3, 0, 1).U64(1<<29).Raw([]byte("abcdefghijklmnop")...))
	add("string_value_len_over_limit", "string memory exhaustion: a value string above the 1 GiB cap",
		"is 4294967296 bytes long, the limit is 1073741824", NewG(3, 0, 1).Str("k").U32(vString).U64(1<<32))
	// Counts.
	add("talos_n_tensors_overflows", "TALOS-2024-1914 class (header.n_tensors): n_tensors·sizeof(tensor info) wraps the allocation size",
		"tensor count 576460752303423489 exceeds the limit", NewG(3, 1<<59+1, 0))
	add("talos_n_kv_overflows", "TALOS-2024-1916 class (header.n_kv): n_kv·sizeof(kv) wraps the allocation size",
		"metadata count 2305843009213693953 exceeds the limit", NewG(3, 0, 1<<61+1))
	add("n_tensors_negative", "counts are read as int64 by ggml and must not be negative",
		"tensor count is negative", NewG(3, maxU64, 0))
	add("n_kv_past_eof", "count memory exhaustion: 2^24 metadata entries promised by a 24-byte file",
		"metadata count 16777216 cannot fit in the 0 bytes that remain", NewG(3, 0, 1<<24))
	add("n_tensors_past_eof", "count memory exhaustion: 2^20 tensor infos promised by a 64-byte file",
		"tensor count 1048576 cannot fit in the", NewG(3, 1<<20, 0).Data(40))
	// Arrays.
	add("array_len_over_limit", "array memory exhaustion (ggml#1516): 2^40 elements, above the 2^30 cap",
		"array of 1099511627776 elements exceeds the limit 1073741824", NewG(3, 0, 1).Str("a").U32(vArray).U32(vU8).U64(1<<40))
	add("array_len_past_eof", "array memory exhaustion: 2^30 u32 elements (4 GiB) promised by a small file",
		"array of 1073741824 u32 elements cannot fit", NewG(3, 0, 1).Str("a").U32(vArray).U32(vU32).U64(1<<30).Data(16))
	add("string_array_past_eof", "array memory exhaustion: 2^29 strings, each at least 8 bytes, in a small file",
		"array of 536870912 string elements cannot fit", NewG(3, 0, 1).Str("a").U32(vArray).U32(vString).U64(1<<29).Data(16))
	add("string_array_element_huge", "a string array whose second element claims 2^63 bytes",
		"element 1 of a is 9223372036854775808 bytes long", NewG(3, 0, 1).Str("a").U32(vArray).U32(vString).U64(2).Str("x").U64(1<<63))
	// Type confusion.
	add("array_nested", "array type confusion: an array of arrays (ggml rejects them)",
		"nested arrays are not supported", NewG(3, 0, 1).Str("a").U32(vArray).U32(vArray).U64(1))
	add("array_elem_type_unknown", "array type confusion: element type id 13",
		"unknown value type id 13", NewG(3, 0, 1).Str("a").U32(vArray).U32(13).U64(1).Data(8))
	add("value_type_negative", "value type id -1",
		"unknown value type id -1", NewG(3, 0, 1).Str("a").U32(math.MaxUint32).Data(8))
	add("alignment_as_array", "type confusion (llama.cpp#25596): general.alignment stored as an array of u32",
		"general.alignment must be a u32, not array", NewG(3, 0, 1).Str("general.alignment").U32(vArray).U32(vU32).U64(1).U32(32))
	add("alignment_as_i32", "type confusion (llama.cpp#26318): general.alignment stored as i32 asserts in ggml",
		"general.alignment must be a u32, not i32", NewG(3, 0, 1).Str("general.alignment").U32(vI32).U32(32))
	add("bool_byte_2", "a bool byte of 2: ggml reads any non-zero byte as true, and so does lowbit",
		"", NewG(3, 0, 1).Str("b").U32(vBool).Raw(2))
	// Alignment.
	add("ghsa_96jg_alignment_2_31", "GHSA-96jg-mvhq-q7q7 (GGML_PAD overflow through general.alignment): alignment 2^31 with a tensor",
		"past the end of the file", NewG(3, 1, 1).KVU32("general.alignment", 1<<31).Tensor("t", []uint64{8}, tF32, 0).Data(32))
	add("alignment_zero", "general.alignment 0 (a modulus by zero in other readers)",
		"general.alignment = 0 is not a power of two", NewG(3, 1, 1).KVU32("general.alignment", 0).Tensor("t", []uint64{8}, tF32, 0).Pad(32).Data(32))
	add("alignment_not_pow2", "general.alignment 48",
		"general.alignment = 48 is not a power of two", NewG(3, 0, 1).KVU32("general.alignment", 48))
	add("offset_misaligned", "a tensor offset that is not a multiple of the alignment",
		"data offset 4 is not a multiple of the alignment 32", NewG(3, 1, 0).Tensor("t", []uint64{8}, tF32, 4).Pad(32).Data(64))
	// Shapes.
	add("n_dims_5", "ggml#709 / TALOS-2024-1915 class: n_dims 5 overflows ne[GGML_MAX_DIMS]",
		"has 5 dimensions, at most 4 are allowed", NewG(3, 1, 0).Tensor("t", []uint64{1, 1, 1, 1, 1}, tF32, 0).Pad(32).Data(4))
	add("n_dims_huge", "n_dims 2^32-1",
		"has 4294967295 dimensions, at most 4", NewG(3, 1, 0).Str("t").U32(math.MaxUint32).Data(64))
	add("dim_negative", "a dimension of -1 (int64)",
		"dimension 0 is negative", NewG(3, 1, 0).Tensor("t", []uint64{maxU64}, tF32, 0).Pad(32))
	add("ghsa_vgg9_elements_overflow", "GHSA-vgg9-87g3-85w8 / llama.cpp#18674 class: dimensions 2^42+1 whose element count overflows int64",
		"overflows the element count", NewG(3, 1, 0).Tensor("t", []uint64{1<<42 + 1, 1<<42 + 1}, tF32, 0).Pad(32))
	add("bytes_overflow", "CVE-2026-33298 class (exabyte tensor over a tiny buffer): 2^61 F32 elements, whose byte size overflows",
		"overflows the byte size", NewG(3, 1, 0).Tensor("t", []uint64{1 << 61}, tF32, 0).Pad(32))
	add("zero_dim_sigfpe", "llama.cpp#25596 / ggml#1517: ne[1] = 0 made ggml divide by zero (SIGFPE); a zero-size tensor is valid here",
		"", NewG(3, 1, 0).Tensor("t", []uint64{4, 0, 4, 1}, tF32, 0).Pad(32))
	add("zero_dim_q4_0", "a zero-size Q4_0 tensor next to a normal one",
		"", NewG(3, 2, 0).Tensor("z", []uint64{0, 7}, tQ4_0, 0).Tensor("t", []uint64{32, 2}, tQ4_0, 0).Pad(32).Data(36))
	add("row_not_whole_blocks", "ne[0] = 33 is not a whole number of Q4_0 blocks",
		"row length 33 is not a multiple of the Q4_0 block size 32", NewG(3, 1, 0).Tensor("t", []uint64{33}, tQ4_0, 0).Pad(32).Data(64))
	// Types.
	add("type_unknown", "unknown ggml type id 43 (llama.cpp#22256)",
		"unknown ggml type id 43", NewG(3, 1, 0).Tensor("t", []uint64{8}, 43, 0).Pad(32).Data(64))
	add("type_negative", "ggml type id -1",
		"unknown ggml type id -1", NewG(3, 1, 0).Tensor("t", []uint64{8}, math.MaxUint32, 0).Pad(32).Data(64))
	add("type_removed", "removed ggml type 4 (Q4_2)",
		"was removed from ggml", NewG(3, 1, 0).Tensor("t", []uint64{32}, 4, 0).Pad(32).Data(64))
	// Offsets.
	add("offset_out_of_file", "an out-of-file tensor offset (llama.cpp#6774 mmap crash, PR #6885)",
		"is not within the file", NewG(3, 1, 0).Tensor("t", []uint64{8}, tF32, 1<<40).Pad(32).Data(32))
	add("offset_wraps", "offset + size wraps 2^64",
		"is not within the file", NewG(3, 1, 0).Tensor("t", []uint64{16}, tF32, maxU64-31).Pad(32).Data(64))
	add("data_past_eof", "a tensor whose last bytes are past the end of a truncated file",
		"is not within the file (", NewG(3, 1, 0).Tensor("t", []uint64{32, 4}, tQ8_0, 0).Pad(32).Data(100))
	add("size_accumulation", "llama.cpp#14595: the summed (padded) sizes of huge tensors overflow",
		"is not within the file", NewG(3, 2, 0).Tensor("a", []uint64{1 << 59}, tF32, 0).Tensor("b", []uint64{1 << 59}, tF32, 1<<61).Pad(32).Data(32))
	add("tensors_overlap", "two tensors over the same bytes",
		"overlaps tensor", NewG(3, 2, 0).Tensor("a", []uint64{16}, tF32, 0).Tensor("b", []uint64{16}, tF32, 32).Pad(32).Data(96))
	// Names and keys.
	add("key_empty", "an empty metadata key (llama.cpp#24917)",
		"has an empty key", NewG(3, 0, 1).Str("").U32(vU8).Raw(1).Data(8))
	add("key_duplicate", "a duplicate metadata key (llama.cpp#19856)",
		"duplicate metadata key \"k\"", NewG(3, 0, 2).KVU32("k", 1).KVU32("k", 2))
	add("name_duplicate", "a duplicate tensor name",
		"duplicate tensor name \"t\"", NewG(3, 2, 0).Tensor("t", []uint64{8}, tF32, 0).Tensor("t", []uint64{8}, tF32, 32).Pad(32).Data(64))
	add("name_64_bytes", "a 64-byte tensor name (GGML_MAX_NAME is 64 with the NUL)",
		"is 64 bytes, the limit is 63", NewG(3, 1, 0).Tensor(strings.Repeat("n", 64), []uint64{8}, tF32, 0).Pad(32).Data(32))
	add("name_empty", "an empty tensor name",
		"has an empty name", NewG(3, 1, 0).Tensor("", []uint64{8}, tF32, 0).Pad(32).Data(32))
	// Header.
	add("version_1", "GGUF v1 (rejected by ggml)", "GGUF v1 is not supported", NewG(1, 0, 0))
	add("version_big_endian", "a big-endian file: version 3 byte-swapped",
		"looks byte-swapped", NewG(3<<24, 0, 0))
	add("version_4", "an unknown future version", "GGUF version 4 is not supported", NewG(4, 0, 0))
	add("truncated_header", "the magic alone", "truncated: version needs 4 bytes", &G{b: []byte("GGUF")})
	add("magic_wrong", "not a GGUF file", "not a GGUF file", &G{b: []byte("GGML\x03\x00\x00\x00")})
	return cs
}

// ---- safetensors ---------------------------------------------------------------------------

// ST builds a safetensors file: the header length, the header text, then data bytes.
func ST(header string, data []byte) []byte {
	b := binary.LittleEndian.AppendUint64(nil, uint64(len(header)))
	return append(append(b, header...), data...)
}

// Safetensors returns the hostile safetensors files.
func Safetensors() []Case {
	var cs []Case
	add := func(name, attack, want string, data []byte) {
		cs = append(cs, Case{Name: name, Attack: attack, Want: want, Data: data})
	}
	u64 := func(n uint64) []byte { return binary.LittleEndian.AppendUint64(nil, n) }
	add("header_over_limit", "a header length over safetensors' MAX_HEADER_SIZE (100,000,000): HeaderTooLarge",
		"header length 100000001 is over the limit of 100000000 bytes", append(u64(100_000_001), "{}"...))
	add("header_len_u64_max", "header length 2^64-1: 8+N overflows",
		"is over the limit", append(u64(math.MaxUint64), "{}"...))
	add("header_past_eof", "a header length past the end of the file: InvalidHeaderLength",
		"header length 1000 runs past the end of the file", append(u64(1000), "{}"...))
	add("file_too_small", "fewer than 8 bytes: HeaderTooSmall", "too few for the 8-byte header length", []byte{1, 0, 0})
	add("offsets_hole", "a hole between tensors: InvalidOffset",
		"leave a hole of 4 bytes", ST(`{"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},"b":{"dtype":"F32","shape":[1],"data_offsets":[8,12]}}`, make([]byte, 12)))
	add("offsets_overlap", "overlapping tensors: InvalidOffset",
		"overlap tensor", ST(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"b":{"dtype":"F32","shape":[2],"data_offsets":[4,12]}}`, make([]byte, 12)))
	add("offsets_alias", "two tensors over the very same bytes",
		"overlap tensor", ST(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"b":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}}`, make([]byte, 8)))
	add("offsets_not_from_zero", "the first tensor does not start at 0",
		"must start at 0", ST(`{"a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}}`, make([]byte, 8)))
	add("offsets_past_eof", "tensor bytes past the end of the file: MetadataIncompleteBuffer",
		"run past the end of the file", ST(`{"a":{"dtype":"U8","shape":[1000],"data_offsets":[0,1000]}}`, make([]byte, 4)))
	add("offsets_huge", "offsets near 2^64",
		"data_offsets", ST(`{"a":{"dtype":"U8","shape":[0],"data_offsets":[18446744073709551615,18446744073709551615]}}`, nil))
	add("offsets_reversed", "end before begin", "end before they begin", ST(`{"a":{"dtype":"U8","shape":[0],"data_offsets":[8,4]}}`, make([]byte, 8)))
	add("trailing_bytes", "bytes after the last tensor that belong to no tensor",
		"belong to no tensor", ST(`{"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}}`, make([]byte, 12)))
	add("size_mismatch", "data_offsets that do not match the shape: TensorInvalidInfo",
		"needs 8", ST(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,4]}}`, make([]byte, 4)))
	add("shape_overflow", "an element count that overflows 64 bits: ValidationOverflow",
		"overflows 64 bits", ST(`{"a":{"dtype":"F32","shape":[4294967296,4294967296,4294967296],"data_offsets":[0,0]}}`, nil))
	add("bytes_overflow", "elements × bits that overflow 64 bits",
		"overflow 64 bits", ST(`{"a":{"dtype":"F64","shape":[4611686018427387904],"data_offsets":[0,0]}}`, nil))
	add("dim_over_u64", "a dimension above 2^64-1", "shape must be a list of non-negative integers",
		ST(`{"a":{"dtype":"U8","shape":[18446744073709551616],"data_offsets":[0,0]}}`, nil))
	add("dim_negative", "a negative dimension", "element 0 is -1", ST(`{"a":{"dtype":"U8","shape":[-1],"data_offsets":[0,0]}}`, nil))
	add("dims_over_limit", "65 dimensions, over the 64 lowbit allows by default",
		"more than 64 dimensions", ST(`{"a":{"dtype":"U8","shape":[`+strings.TrimSuffix(strings.Repeat("1,", 65), ",")+`],"data_offsets":[0,1]}}`, []byte{7}))
	add("zero_size_tensors", "empty and zero-dimension tensors are valid",
		"", ST(`{"a":{"dtype":"U8","shape":[0],"data_offsets":[0,0]},"b":{"dtype":"F32","shape":[3,0],"data_offsets":[0,0]},"c":{"dtype":"F16","shape":[],"data_offsets":[0,2]}}`, []byte{0, 0x3c}))
	add("f4_odd_row", "an F4 row that does not end on a byte boundary",
		"do not end on a byte boundary", ST(`{"a":{"dtype":"F4","shape":[2,3],"data_offsets":[0,3]}}`, make([]byte, 3)))
	add("dtype_unknown", "an unknown dtype", `unknown dtype "Q4"`, ST(`{"a":{"dtype":"Q4","shape":[1],"data_offsets":[0,1]}}`, []byte{0}))
	add("dtype_not_string", "a dtype of the wrong JSON type", "dtype is the number 7, not a string", ST(`{"a":{"dtype":7,"shape":[1],"data_offsets":[0,1]}}`, []byte{0}))
	add("key_duplicate", "a tensor listed twice (serde would keep the last)", `key "a" twice`,
		ST(`{"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]},"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}}`, []byte{0}))
	add("metadata_not_strings", "__metadata__ holding a number", "is the number 1, not a string", ST(`{"__metadata__":{"a":1}}`, nil))
	add("not_utf8", "a header that is not UTF-8", "not valid UTF-8", ST("{\"\xff\":1}", nil))
	add("control_char", "a raw control character inside a JSON string", "control character", ST("{\"a\x01\":1}", nil))
	add("not_object", "a header that is a JSON array", "must be a JSON object", ST(`[1,2]`, nil))
	add("deep_nesting", "5,000 nested arrays (a stack exhaustion in recursive JSON parsers; sonic stops at 4,096 levels)",
		"not valid JSON", ST(`{"a":`+strings.Repeat("[", 5000)+strings.Repeat("]", 5000)+`}`, nil))
	add("entry_missing_offsets", "an entry without data_offsets", `has no "data_offsets"`, ST(`{"a":{"dtype":"U8","shape":[1]}}`, []byte{0}))
	return cs
}

// ---- checkpoint configs (MLX, GPTQ, AWQ, compressed-tensors) --------------------------------

// ConfigCase is a hostile config file of a quantized checkpoint directory.
type ConfigCase struct {
	Name   string
	Attack string
	File   string // config.json, quantize_config.json or quant_config.json
	Text   string
	Want   string // fragment of the error ("" when it must open)
}

// Configs returns hostile quantization configs. They are paired with a checkpoint whose weights
// are valid for the plain scheme (see the formats tests).
func Configs() []ConfigCase {
	return []ConfigCase{
		{"mlx_bits_zero", "MLX bits 0 (a division by zero in unpacking)", "config.json",
			`{"quantization":{"group_size":64,"bits":0}}`, "group_size 64, bits 0 are not valid"},
		{"mlx_bits_huge", "MLX bits 1e300", "config.json", `{"quantization":{"group_size":64,"bits":1e300}}`, `"bits" is 1e300, not an integer`},
		{"mlx_group_negative", "MLX group_size -64", "config.json", `{"quantization":{"group_size":-64,"bits":4}}`, "group_size -64, bits 4 are not valid"},
		{"mlx_group_2_31", "MLX group_size 2^31 (int32 overflow)", "config.json", `{"quantization":{"group_size":2147483648,"bits":4}}`, `"group_size" is 2147483648, not an integer`},
		{"mlx_mode_unknown", "an unknown MLX mode", "config.json", `{"quantization":{"group_size":64,"bits":4,"mode":"int3"}}`, "int3"},
		{"mlx_not_object", "a quantization block that is a string", "config.json", `{"quantization":"4bit"}`, `"quantization" is "4bit", not an object`},
		{"mlx_layer_true", "a per-layer entry of true", "config.json", `{"quantization":{"group_size":64,"bits":4,"x":true}}`, `is true; a layer entry is an object`},
		{"mlx_layer_mismatch", "mlx-vlm#1079: a per-layer entry whose bits do not fit the stored shapes", "config.json",
			`{"quantization":{"group_size":32,"bits":4,"model.layers.0.mlp.up_proj":{"group_size":32,"bits":8}}}`, "the stored shapes would fit"},
		{"json_deep", "deeply nested JSON in config.json", "config.json", `{"a":` + strings.Repeat("[", 5000) + strings.Repeat("]", 5000) + `}`, "not valid JSON"},
		{"json_trailing", "garbage after the config object", "config.json", `{"quantization":{"bits":4}} x`, "not valid JSON"},
		{"gptq_bits_5", "GPTQ bits 5", "quantize_config.json", `{"bits":5,"group_size":128}`, "gptq with 5 bits"},
		{"gptq_group_zero", "GPTQ group_size 0 (a division by zero)", "quantize_config.json", `{"bits":4,"group_size":0}`, "group_size 0"},
		{"gptq_format_unknown", "an unknown checkpoint_format", "quantize_config.json", `{"bits":4,"checkpoint_format":"marlin"}`, `checkpoint_format "marlin"`},
		{"gptq_dynamic_bad_regex", "a dynamic rule that is not a regular expression", "quantize_config.json", `{"bits":4,"dynamic":{"+:(":{"bits":8}}}`, "is not a regular expression"},
		{"gptq_dynamic_not_object", "dynamic of the wrong type", "quantize_config.json", `{"bits":4,"dynamic":[1]}`, "dynamic is [1], not an object"},
		{"awq_bits_3", "AWQ 3-bit", "quant_config.json", `{"w_bit":3,"q_group_size":128,"version":"gemm"}`, "awq with 3 bits"},
		{"awq_version_unknown", "an unknown AWQ version", "quant_config.json", `{"w_bit":4,"version":"marlin"}`, `AWQ version "marlin"`},
		{"ct_no_groups", "compressed-tensors without config_groups", "config.json",
			`{"quantization_config":{"quant_method":"compressed-tensors","format":"pack-quantized"}}`, "no config_groups object"},
		{"ct_strategy_unknown", "a compressed-tensors strategy lowbit does not read", "config.json",
			`{"quantization_config":{"quant_method":"compressed-tensors","format":"pack-quantized","config_groups":{"g":{"targets":["Linear"],"weights":{"num_bits":4,"strategy":"tensor"}}}}}`, `strategy "tensor"`},
		{"quant_config_not_object", "quantization_config of the wrong type", "config.json", `{"quantization_config":[4]}`, "not an object"},
	}
}

// Describe lists every case, for docs and messages.
func Describe() string {
	var b strings.Builder
	for _, c := range GGUF() {
		fmt.Fprintf(&b, "gguf/%s: %s\n", c.Name, c.Attack)
	}
	for _, c := range Safetensors() {
		fmt.Fprintf(&b, "safetensors/%s: %s\n", c.Name, c.Attack)
	}
	for _, c := range Configs() {
		fmt.Fprintf(&b, "config/%s: %s\n", c.Name, c.Attack)
	}
	return b.String()
}

// ---- large exhaustion files (the memory test) -----------------------------------------------

// name3 is a unique 3-byte name for i < 2^24.
func name3(i int) string {
	return string([]byte{byte('a' + i%26), byte(i / 26 % 256), byte(i / 26 / 256 % 256)})
}

// Large returns exhaustion files of about size bytes each: the shapes that make a reader
// allocate most per byte of file. kind is "gguf", "safetensors" or a config file name.
func Large(size int) []struct {
	Name, Kind string
	Data       []byte
} {
	type L = struct {
		Name, Kind string
		Data       []byte
	}
	var out []L
	// GGUF: tensor infos of zero-size tensors (36 bytes each).
	n := size / 36
	g := NewG(3, uint64(n), 0)
	for i := range n {
		g.Tensor(name3(i), []uint64{0}, tF32, 0)
	}
	out = append(out, L{"gguf_many_tensors", "gguf", g.Pad(32).Bytes()})
	// GGUF: u8 metadata entries (16 bytes each).
	n = size / 16
	g = NewG(3, 0, uint64(n))
	for i := range n {
		g.Str(name3(i)).U32(vU8).Raw(1)
	}
	out = append(out, L{"gguf_many_kv", "gguf", g.Bytes()})
	// GGUF: one array of empty strings (8 bytes each).
	n = size / 8
	g = NewG(3, 0, 1).Str("a").U32(vArray).U32(vString).U64(uint64(n))
	g.b = append(g.b, make([]byte, 8*n)...)
	out = append(out, L{"gguf_string_array", "gguf", g.Bytes()})
	// GGUF: one bool array and one u8 array.
	g = NewG(3, 0, 2).Str("b").U32(vArray).U32(vBool).U64(uint64(size / 2))
	g.b = append(g.b, make([]byte, size/2)...)
	g.Str("u").U32(vArray).U32(vU8).U64(uint64(size / 2))
	g.b = append(g.b, make([]byte, size/2)...)
	out = append(out, L{"gguf_byte_arrays", "gguf", g.Bytes()})
	// GGUF: string values (key 3 bytes, empty value: 27 bytes each).
	n = size / 27
	g = NewG(3, 0, uint64(n))
	for i := range n {
		g.KVStr(name3(i), "")
	}
	out = append(out, L{"gguf_many_strings", "gguf", g.Bytes()})

	// safetensors: many empty tensors.
	var b strings.Builder
	b.WriteString("{")
	for i := 0; b.Len() < size; i++ {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"%d":{"dtype":"U8","shape":[0],"data_offsets":[0,0]}`, i)
	}
	b.WriteString("}")
	out = append(out, L{"safetensors_many_tensors", "safetensors", ST(b.String(), nil)})
	// safetensors: many __metadata__ entries.
	b.Reset()
	b.WriteString(`{"__metadata__":{`)
	for i := 0; b.Len() < size; i++ {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"%d":""`, i)
	}
	b.WriteString("}}")
	out = append(out, L{"safetensors_many_metadata", "safetensors", ST(b.String(), nil)})
	// safetensors: an ignored key holding a long array of numbers (2 bytes per element).
	arr := strings.TrimSuffix(strings.Repeat("0,", size/2), ",")
	out = append(out, L{"safetensors_ignored_array", "safetensors",
		ST(`{"a":{"dtype":"U8","shape":[0],"data_offsets":[0,0],"junk":[`+arr+`]}}`, nil)})
	// safetensors: a long array of empty objects in an ignored key.
	objs := strings.TrimSuffix(strings.Repeat("{},", size/3), ",")
	out = append(out, L{"safetensors_ignored_objects", "safetensors",
		ST(`{"a":{"dtype":"U8","shape":[0],"data_offsets":[0,0],"junk":[`+objs+`]}}`, nil)})
	// configs: an array of numbers, and many keys, in config.json.
	out = append(out, L{"config_array", "config.json", []byte(`{"quantization":{"bits":4,"group_size":64},"x":[` + arr + `]}`)})
	b.Reset()
	b.WriteString(`{"quantization":{"bits":4,"group_size":64`)
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, `,"%d":0`, i)
	}
	b.WriteString("}}")
	out = append(out, L{"config_many_layers", "config.json", []byte(b.String())})
	b.Reset()
	b.WriteString(`{"bits":4,"group_size":128,"dynamic":{`)
	for i := 0; b.Len() < size; i++ {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"-:%d":{}`, i)
	}
	b.WriteString("}}")
	out = append(out, L{"gptq_many_dynamic_rules", "quantize_config.json", []byte(b.String())})
	// Just under the caps: 60,000 per-layer entries (about 120,000 JSON values, the cap is
	// 131,072), and 1,024 dynamic rules (the cap) of 4,000-byte patterns.
	b.Reset()
	b.WriteString(`{"quantization":{"bits":4,"group_size":64`)
	for i := range 60_000 {
		fmt.Fprintf(&b, `,"%d":0`, i)
	}
	b.WriteString("}}")
	out = append(out, L{"config_layers_at_cap", "config.json", []byte(b.String())})
	b.Reset()
	b.WriteString(`{"bits":4,"group_size":128,"dynamic":{`)
	for i := range 1024 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"-:%d(%s)":{}`, i, strings.TrimSuffix(strings.Repeat("a|", 1990), "|"))
	}
	b.WriteString("}}")
	out = append(out, L{"gptq_dynamic_rules_at_cap", "quantize_config.json", []byte(b.String())})
	return out
}
