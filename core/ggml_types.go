package core

// ggml type ids (include/ggml.h, enum ggml_type). Removed ids stay reserved.
const (
	F32     FormatID = 0
	F16     FormatID = 1
	Q4_0    FormatID = 2
	Q4_1    FormatID = 3
	Q5_0    FormatID = 6
	Q5_1    FormatID = 7
	Q8_0    FormatID = 8
	Q8_1    FormatID = 9
	Q2_K    FormatID = 10
	Q3_K    FormatID = 11
	Q4_K    FormatID = 12
	Q5_K    FormatID = 13
	Q6_K    FormatID = 14
	Q8_K    FormatID = 15
	IQ2_XXS FormatID = 16
	IQ2_XS  FormatID = 17
	IQ3_XXS FormatID = 18
	IQ1_S   FormatID = 19
	IQ4_NL  FormatID = 20
	IQ3_S   FormatID = 21
	IQ2_S   FormatID = 22
	IQ4_XS  FormatID = 23
	I8      FormatID = 24
	I16     FormatID = 25
	I32     FormatID = 26
	I64     FormatID = 27
	F64     FormatID = 28
	IQ1_M   FormatID = 29
	BF16    FormatID = 30
	TQ1_0   FormatID = 34
	TQ2_0   FormatID = 35
	MXFP4   FormatID = 39
	NVFP4   FormatID = 40
	Q1_0    FormatID = 41
	Q2_0    FormatID = 42

	// GGMLTypeCount is ggml's GGML_TYPE_COUNT: GGUF files may only use ids below it.
	GGMLTypeCount FormatID = 43
)

func init() {
	plain := func(id FormatID, name string, size int, fl Flags, dec func([]float32, []byte), enc func([]byte, []float32)) {
		register(&Format{ID: id, Name: name, Family: FamilyGGML, BlockElems: 1, BlockBytes: size, Flags: fl, decode: dec, encode: enc})
	}
	plain(F32, "F32", 4, FlagFloat, decodeF32, encodeF32)
	plain(F16, "F16", 2, FlagFloat, decodeF16, encodeF16)
	plain(BF16, "BF16", 2, FlagFloat, decodeBF16, encodeBF16)
	plain(F64, "F64", 8, FlagFloat, decodeF64, nil)
	plain(I8, "I8", 1, FlagInteger, decodeI8, nil)
	plain(I16, "I16", 2, FlagInteger, decodeI16, nil)
	plain(I32, "I32", 4, FlagInteger, decodeI32, nil)
	plain(I64, "I64", 8, FlagInteger, decodeI64, nil)

	quant := func(id FormatID, name string, elems, size int, fl Flags, dec func([]float32, []byte), enc func([]byte, []float32)) {
		register(&Format{ID: id, Name: name, Family: FamilyGGML, BlockElems: elems, BlockBytes: size,
			Flags: FlagQuantized | fl, decode: dec, encode: enc})
	}
	quant(Q4_0, "Q4_0", 32, 18, 0, decodeQ4_0, encodeQ4_0)
	quant(Q4_1, "Q4_1", 32, 20, 0, decodeQ4_1, encodeQ4_1)
	quant(Q5_0, "Q5_0", 32, 22, 0, decodeQ5_0, encodeQ5_0)
	quant(Q5_1, "Q5_1", 32, 24, 0, decodeQ5_1, encodeQ5_1)
	quant(Q8_0, "Q8_0", 32, 34, 0, decodeQ8_0, encodeQ8_0)
	quant(Q8_1, "Q8_1", 32, 36, FlagIntermediate, decodeQ8_1, encodeQ8_1)

	// Types whose kernels are not written yet: the rows exist so files that use them open and
	// list correctly, and every attempt to decode them says "not supported yet".
	quant(Q2_K, "Q2_K", 256, 84, 0, decodeQ2K, encodeQ2K)
	quant(Q3_K, "Q3_K", 256, 110, 0, decodeQ3K, encodeQ3K)
	quant(Q4_K, "Q4_K", 256, 144, 0, decodeQ4K, encodeQ4K)
	quant(Q5_K, "Q5_K", 256, 176, 0, decodeQ5K, encodeQ5K)
	quant(Q6_K, "Q6_K", 256, 210, 0, decodeQ6K, encodeQ6K)
	quant(Q8_K, "Q8_K", 256, 292, FlagIntermediate, decodeQ8K, encodeQ8K)
	quant(IQ2_XXS, "IQ2_XXS", 256, 66, FlagNeedsImatrix, decodeIQ2XXS, nil)
	quant(IQ2_XS, "IQ2_XS", 256, 74, FlagNeedsImatrix, decodeIQ2XS, nil)
	quant(IQ3_XXS, "IQ3_XXS", 256, 98, 0, decodeIQ3XXS, nil)
	quant(IQ1_S, "IQ1_S", 256, 50, FlagNeedsImatrix, decodeIQ1S, nil)
	quant(IQ4_NL, "IQ4_NL", 32, 18, 0, decodeIQ4NL, encodeIQ4NL)
	quant(IQ3_S, "IQ3_S", 256, 110, 0, decodeIQ3S, nil)
	quant(IQ2_S, "IQ2_S", 256, 82, 0, decodeIQ2S, nil)
	quant(IQ4_XS, "IQ4_XS", 256, 136, 0, decodeIQ4XS, encodeIQ4XS)
	quant(IQ1_M, "IQ1_M", 256, 56, 0, decodeIQ1M, nil) // llama-quantize wants an imatrix, ggml does not
	quant(TQ1_0, "TQ1_0", 256, 54, 0, decodeTQ1_0, encodeTQ1_0)
	quant(TQ2_0, "TQ2_0", 256, 66, 0, decodeTQ2_0, encodeTQ2_0)
	quant(MXFP4, "MXFP4", 32, 17, 0, decodeMXFP4, encodeMXFP4)
	quant(NVFP4, "NVFP4", 64, 36, 0, decodeNVFP4, encodeNVFP4)
	quant(Q1_0, "Q1_0", 128, 18, 0, decodeQ1_0, encodeQ1_0)
	quant(Q2_0, "Q2_0", 64, 18, 0, decodeQ2_0, encodeQ2_0)

	removed := func(id FormatID, name, why string) {
		register(&Format{ID: id, Name: name, Family: FamilyGGML, Flags: FlagRemoved, Note: why})
	}
	removed(4, "Q4_2", "deprecated in 2023")
	removed(5, "Q4_3", "deprecated in 2023")
	for i, n := range []string{"Q4_0_4_4", "Q4_0_4_8", "Q4_0_8_8"} {
		removed(FormatID(31+i), n, "use Q4_0 with runtime repacking")
	}
	for i, n := range []string{"IQ4_NL_4_4", "IQ4_NL_4_8", "IQ4_NL_8_8"} {
		removed(FormatID(36+i), n, "use IQ4_NL with runtime repacking")
	}
}
