"""lowbit against gguf-py: files written by gguf.GGUFWriter must read back exactly as
gguf.GGUFReader reads them, and dequantize bit for bit as gguf.quants.dequantize does."""

from __future__ import annotations

import math
import struct

import pytest

from lowbit_testutil import need

np = need("numpy", "numpy is the package's only dependency")
gguf = need("gguf", "gguf-py is the oracle for GGUF files")
lowbit = need("lowbit", "the bindings need build/liblowbit.so or LOWBIT_LIBRARY")

from gguf import GGMLQuantizationType as QT  # noqa: E402
from gguf import GGUFValueType as VT  # noqa: E402

# ---- the test file ----------------------------------------------------------------------------

F32_SPECIAL = [
    0.0, -0.0, 1.0, -1.0, 0.1, 1 / 3, math.inf, -math.inf, math.nan,
    65504.0, 65520.0, 70000.0, -1e9,  # f16 max, the first value rounding to f16 inf, beyond
    6.1035156e-05, 5.9604645e-08, 2.9802322e-08, 3e-08, 1e-10,  # f16 normal min, subnormals
    1.0009765625, 1.00048828125, 1.00146484375,  # f16 ulp, a tie to even (down), a tie (up)
    1.00390625, 1.001953125, 1.005859375,  # bf16 ulp, a tie (down), a tie (up)
    1e-40, -1e-45, 3.4028235e38,  # f32 subnormals, f32 max
]

DISTRIBUTIONS = [
    "normal", "uniform", "outliers", "zeros", "constant", "positive", "negative", "tiny", "large",
    "sparse",
]


def distribution(kind: str, n: int, rng) -> "np.ndarray":
    if kind == "normal":
        x = rng.standard_normal(n) * 0.02
    elif kind == "uniform":
        x = rng.uniform(-1.0, 1.0, n)
    elif kind == "outliers":
        x = rng.standard_normal(n) * 0.02
        x[::13] *= 60.0
    elif kind == "zeros":
        x = np.zeros(n)
    elif kind == "constant":
        x = np.full(n, 0.75)
    elif kind == "positive":
        x = np.abs(rng.standard_normal(n)) + 0.1
    elif kind == "negative":
        x = -np.abs(rng.standard_normal(n)) - 0.25
    elif kind == "tiny":  # block scales become f16 subnormals
        x = rng.standard_normal(n) * 1e-6
    elif kind == "large":
        x = rng.standard_normal(n) * 1e3
    elif kind == "sparse":
        x = np.where(rng.uniform(size=n) < 0.1, rng.standard_normal(n), 0.0)
    else:
        raise ValueError(kind)
    return x.astype(np.float32)


def mixed(shape, rng, offset=0) -> "np.ndarray":
    """An array whose rows cycle through the distributions."""
    rows = int(np.prod(shape[:-1])) if len(shape) > 1 else 1
    cols = shape[-1]
    out = np.stack(
        [distribution(DISTRIBUTIONS[(r + offset) % len(DISTRIBUTIONS)], cols, rng) for r in range(rows)]
    )
    return out.reshape(shape)


QUANT_TYPES = [QT.Q4_0, QT.Q4_1, QT.Q5_0, QT.Q5_1, QT.Q8_0]
QUANT_SHAPES = [(256,), (len(DISTRIBUTIONS), 64), (1, 32), (2, 3, 96), (2, 2, 2, 64)]

#: (key, value, type, element type) - every GGUF value type, extremes, and empty arrays.
METADATA = [
    ("t.u8", 255, VT.UINT8, None),
    ("t.u8.zero", 0, VT.UINT8, None),
    ("t.i8", -128, VT.INT8, None),
    ("t.i8.max", 127, VT.INT8, None),
    ("t.u16", 65535, VT.UINT16, None),
    ("t.i16", -32768, VT.INT16, None),
    ("t.u32", 2**32 - 1, VT.UINT32, None),
    ("t.i32", -(2**31), VT.INT32, None),
    ("t.u64", 2**64 - 1, VT.UINT64, None),
    ("t.i64", -(2**63), VT.INT64, None),
    ("t.i64.max", 2**63 - 1, VT.INT64, None),
    ("t.f32", 0.1, VT.FLOAT32, None),
    ("t.f32.neginf", -math.inf, VT.FLOAT32, None),
    ("t.f32.nan", math.nan, VT.FLOAT32, None),
    ("t.f32.negzero", -0.0, VT.FLOAT32, None),
    ("t.f32.subnormal", 1e-45, VT.FLOAT32, None),
    ("t.f64", 1 / 3, VT.FLOAT64, None),
    ("t.f64.min", 5e-324, VT.FLOAT64, None),
    ("t.f64.max", 1.7976931348623157e308, VT.FLOAT64, None),
    ("t.bool.true", True, VT.BOOL, None),
    ("t.bool.false", False, VT.BOOL, None),
    ("t.str", "hello, wörld ✓ 😀", VT.STRING, None),
    ("t.str.empty", "", VT.STRING, None),
    ("t.str.nul", "a\x00b\x00", VT.STRING, None),
    ("t.str.long", "lowbit " * 2000, VT.STRING, None),
    ("t.ключ.🔑", "unicode key", VT.STRING, None),
    ("t.arr.u8", [0, 1, 254, 255], VT.ARRAY, VT.UINT8),
    ("t.arr.i8", [-128, -1, 0, 127], VT.ARRAY, VT.INT8),
    ("t.arr.u16", [0, 65535, 1234], VT.ARRAY, VT.UINT16),
    ("t.arr.i16", [-32768, 32767, -2], VT.ARRAY, VT.INT16),
    ("t.arr.u32", [0, 2**32 - 1, 7], VT.ARRAY, VT.UINT32),
    ("t.arr.i32", [-(2**31), 2**31 - 1, 0, 42], VT.ARRAY, VT.INT32),
    ("t.arr.u64", [0, 2**64 - 1, 2**63], VT.ARRAY, VT.UINT64),
    ("t.arr.i64", [-(2**63), 2**63 - 1, -1], VT.ARRAY, VT.INT64),
    ("t.arr.f32", [0.5, -1.25, 0.1, 3.4028235e38, math.inf, math.nan, -0.0], VT.ARRAY, VT.FLOAT32),
    ("t.arr.f64", [1 / 3, -1e300, 5e-324, -math.inf, math.nan, -0.0], VT.ARRAY, VT.FLOAT64),
    ("t.arr.bool", [True, False, True, True], VT.ARRAY, VT.BOOL),
    ("t.arr.str", ["a", "", "ü", "with\x00nul", "x" * 300], VT.ARRAY, VT.STRING),
    ("t.arr.one", [7], VT.ARRAY, VT.INT32),
    ("t.arr.big", list(range(5000)), VT.ARRAY, VT.UINT32),
    ("t.empty.u8", [], VT.ARRAY, VT.UINT8),
    ("t.empty.i32", [], VT.ARRAY, VT.INT32),
    ("t.empty.u64", [], VT.ARRAY, VT.UINT64),
    ("t.empty.f32", [], VT.ARRAY, VT.FLOAT32),
    ("t.empty.f64", [], VT.ARRAY, VT.FLOAT64),
    ("t.empty.bool", [], VT.ARRAY, VT.BOOL),
    ("t.empty.str", [], VT.ARRAY, VT.STRING),
]


class Writer(gguf.GGUFWriter):
    """GGUFWriter that also writes empty arrays (gguf-py refuses them; the format allows them)."""

    def _pack_val(self, val, vtype, add_vtype, sub_type=None):
        if vtype == VT.ARRAY and len(val) == 0:
            out = bytearray()
            if add_vtype:
                out += self._pack("I", vtype)
            out += self._pack("I", sub_type)
            out += self._pack("Q", 0)
            return bytes(out)
        return super()._pack_val(val, vtype, add_vtype, sub_type=sub_type)


def write_test_file(path, alignment=None, seed=1234):
    rng = np.random.default_rng(seed)
    w = Writer(str(path), arch="lowbit-test")
    if alignment is not None:
        w.add_custom_alignment(alignment)
    for key, value, vtype, sub in METADATA:
        w.add_key_value(key, value, vtype, sub_type=sub)

    special = np.array(F32_SPECIAL, dtype=np.float32)
    # plain float types
    w.add_tensor("f32.special", special)
    w.add_tensor("f32.2d", mixed((5, 7), rng))
    w.add_tensor("f32.3d", mixed((2, 3, 4), rng))
    with np.errstate(over="ignore"):
        w.add_tensor("f16.special", special.astype(np.float16))
    w.add_tensor("f16.2d", mixed((6, 33), rng).astype(np.float16))
    w.add_tensor("f16.3d", mixed((3, 2, 16), rng, 3).astype(np.float16))
    for name, data in [
        ("bf16.special", special),
        ("bf16.2d", mixed((4, 64), rng)),
        ("bf16.3d", mixed((2, 2, 10), rng, 5)),
    ]:
        w.add_tensor(name, gguf.quants.quantize(data, QT.BF16), raw_dtype=QT.BF16)
    w.add_tensor("f64.1d", np.array(list(F32_SPECIAL) + [1e300, -1e-300, 1 / 3, 0.1, 1 + 2**-24, 1 + 3 * 2**-24], np.float64))
    w.add_tensor("f64.2d", rng.standard_normal((3, 9)))
    # integer types: full range, and values float32 must round
    w.add_tensor("i8.2d", np.arange(-128, 128, dtype=np.int8).reshape(16, 16))
    w.add_tensor("i16.1d", np.array([-32768, -1, 0, 1, 32767, 12345], np.int16))
    w.add_tensor("i16.3d", rng.integers(-32768, 32767, (2, 3, 5), dtype=np.int16))
    w.add_tensor("i32.2d", np.array([[-(2**31), 2**31 - 1, 2**24 + 1, 2**24 + 3], [0, -7, 16777217, -(2**25 + 2)]], np.int32))
    w.add_tensor("i64.1d", np.array([-(2**63), 2**63 - 1, 2**53 + 1, 2**40 + 2**16 + 1, 0, -3], np.int64))
    w.add_tensor("i64.2d", rng.integers(-(2**62), 2**62, (4, 3), dtype=np.int64))
    # quantized types, quantized by gguf-py from several distributions
    for qt in QUANT_TYPES:
        for i, shape in enumerate(QUANT_SHAPES):
            data = mixed(shape, rng, offset=i)
            w.add_tensor("%s.%dd.%d" % (qt.name.lower(), len(shape), i), gguf.quants.quantize(data, qt), raw_dtype=qt)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()


@pytest.fixture(scope="module", params=[None, 64], ids=["align-default", "align-64"])
def gguf_file(request, tmp_path_factory):
    path = tmp_path_factory.mktemp("gguf") / "test.gguf"
    write_test_file(path, alignment=request.param)
    return path


@pytest.fixture(scope="module")
def pair(gguf_file):
    reader = gguf.GGUFReader(str(gguf_file))
    with lowbit.open(gguf_file) as model:
        yield reader, model


# ---- helpers ----------------------------------------------------------------------------------

def reader_keys(reader):
    return [k for k in reader.fields if not k.startswith("GGUF.")]


def reader_array(reader, field):
    """(element type, numpy array or list[str]) of an array field, as gguf-py read it."""
    elem = VT(int(field.parts[3][0]))
    if elem == VT.STRING:
        return elem, field.contents()
    dtype = reader.gguf_scalar_to_np[elem]
    if not field.data:
        return elem, np.empty(0, dtype=dtype)
    return elem, np.concatenate([field.parts[i] for i in field.data]).astype(dtype)


def same_float(a: float, b: float) -> bool:
    return struct.pack("<d", a) == struct.pack("<d", b)


def logical_shape(rt):
    """gguf-py reports ne order (innermost first); lowbit reports row-major (outermost first)."""
    return tuple(int(d) for d in reversed(rt.shape.tolist()))


def oracle_f32(rt):
    """The float32 values gguf-py gives for a tensor, shaped row-major."""
    shape = logical_shape(rt)
    if rt.tensor_type in (QT.F64, QT.I8, QT.I16, QT.I32, QT.I64):
        # gguf-py has no dequantize for these; numpy's conversion rounds to nearest even.
        with np.errstate(over="ignore", invalid="ignore"):
            return np.ascontiguousarray(rt.data, dtype=np.float32).reshape(shape)
    return np.ascontiguousarray(gguf.quants.dequantize(rt.data, rt.tensor_type), dtype=np.float32).reshape(shape)


def bits32(a):
    return np.ascontiguousarray(a, dtype=np.float32).view(np.uint32)


def f32_to_bf16_bits(x):
    """ggml's fp32 -> bf16: round to nearest even; NaN stays NaN."""
    u = bits32(x).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def assert_bits_equal(got, want, what):
    got_b, want_b = bits32(got), bits32(want)
    assert got.shape == want.shape, "%s: shape %s, want %s" % (what, got.shape, want.shape)
    bad = np.flatnonzero(got_b.ravel() != want_b.ravel())
    if bad.size:
        i = int(bad[0])
        raise AssertionError(
            "%s: %d of %d values differ; first at flat index %d: got %r (0x%08x), want %r (0x%08x)"
            % (what, bad.size, got_b.size, i, float(got.ravel()[i]), int(got_b.ravel()[i]),
               float(want.ravel()[i]), int(want_b.ravel()[i]))
        )


# ---- metadata ---------------------------------------------------------------------------------

def test_metadata_keys_in_file_order(pair):
    reader, model = pair
    assert list(model.metadata) == reader_keys(reader)
    assert len(model.metadata) == len(reader_keys(reader))
    assert list(model.metadata.keys())[0] == "general.architecture"
    assert model.metadata["general.architecture"] == "lowbit-test"


def test_metadata_every_value_and_type(pair):
    reader, model = pair
    md = model.metadata
    for key in reader_keys(reader):
        field = reader.fields[key]
        vtype = VT(int(field.types[0]))
        mt = md.type_of(key)
        assert int(mt.type) == int(vtype), key
        value = md[key]
        if vtype == VT.ARRAY:
            elem, want = reader_array(reader, field)
            assert mt.elem_type is not None and int(mt.elem_type) == int(elem), key
            assert mt.length == int(field.parts[4][0]), key
            if elem == VT.STRING:
                assert isinstance(value, list) and value == want, key
            else:
                assert isinstance(value, np.ndarray), key
                assert value.dtype == want.dtype, (key, value.dtype, want.dtype)
                assert value.shape == want.shape, key
                assert value.tobytes() == want.tobytes(), key  # bit-exact, NaN included
                assert not value.flags.writeable
        else:
            assert mt.elem_type is None and mt.length is None, key
            want = field.contents()
            if vtype in (VT.FLOAT32, VT.FLOAT64):
                assert isinstance(value, float) and same_float(value, float(want)), (key, value, want)
            elif vtype == VT.BOOL:
                assert value is bool(want), key
            elif vtype == VT.STRING:
                assert isinstance(value, str) and value == want, key
            else:
                assert type(value) is int and value == int(want), (key, value, want)


def test_metadata_matches_what_was_written(pair):
    _, model = pair
    md = model.metadata
    for key, value, vtype, sub in METADATA:
        got = md[key]
        if vtype == VT.ARRAY and sub != VT.STRING:
            want = np.array(value, dtype=gguf.GGUFReader.gguf_scalar_to_np[sub])
            if sub in (VT.FLOAT32, VT.FLOAT64):
                np.testing.assert_array_equal(got, want)  # NaN == NaN here
            else:
                assert got.tolist() == want.tolist(), key
        elif vtype in (VT.FLOAT32, VT.FLOAT64):
            if math.isnan(value):
                assert math.isnan(got), key
            else:
                want = float(np.float32(value)) if vtype == VT.FLOAT32 else value
                assert same_float(got, want), (key, got, want)
        else:
            assert got == value, key


def test_metadata_mapping_behaviour(pair):
    _, model = pair
    md = model.metadata
    assert "t.u8" in md and "nope" not in md and 5 not in md
    assert md.get("nope") is None and md.get("nope", 3) == 3
    with pytest.raises(KeyError):
        md["nope"]
    with pytest.raises(lowbit.NotFoundError):
        md.type_of("nope")
    with pytest.raises(TypeError):
        md["t.u8"] = 1  # read-only
    assert dict(md.items())["t.str"] == "hello, wörld ✓ 😀"
    types = model.metadata_types
    assert list(types) == list(md)
    assert types["t.arr.str"] == lowbit.MetaType(lowbit.ValueType.ARRAY, lowbit.ValueType.STRING, 5)
    assert types["t.empty.f64"] == lowbit.MetaType(lowbit.ValueType.ARRAY, lowbit.ValueType.F64, 0)
    assert types["t.u64"] == lowbit.MetaType(lowbit.ValueType.U64, None, None)
    assert md["t.empty.str"] == []
    assert md["t.empty.bool"].dtype == np.bool_


# ---- tensors ----------------------------------------------------------------------------------

def test_tensor_directory(pair, gguf_file):
    reader, model = pair
    raw = gguf_file.read_bytes()
    assert len(model) == len(reader.tensors)
    assert [t.name for t in model] == [rt.name for rt in reader.tensors]
    assert [t.name for t in model.tensors] == [rt.name for rt in reader.tensors]
    for i, (t, rt) in enumerate(zip(model.tensors, reader.tensors)):
        block, size = gguf.GGML_QUANT_SIZES[rt.tensor_type]
        shape = logical_shape(rt)
        assert t.shape == shape, t.name
        assert t.ndim == len(shape)
        assert t.cols == shape[-1] and t.rows == int(np.prod(shape[:-1])), t.name
        assert t.size == rt.n_elements
        assert t.format_id == int(rt.tensor_type), t.name
        assert t.format == rt.tensor_type.name, t.name
        assert t.nbytes == rt.n_bytes == rt.data.nbytes, t.name
        assert t.file_offset == rt.data_offset, t.name
        assert t.bits_per_weight == pytest.approx(8.0 * size / block), t.name
        assert raw[t.file_offset:t.file_offset + t.nbytes] == rt.data.tobytes(), t.name
        assert model[t.name] is t and model.tensor(t.name) is t and model[i] is t
        assert t.name in model


@pytest.mark.parametrize("fmt", ["F32", "F16", "BF16", "F64", "I8", "I16", "I32", "I64"] + [q.name for q in QUANT_TYPES])
def test_dequantize_bit_exact(pair, fmt):
    reader, model = pair
    tensors = [(model[rt.name], rt) for rt in reader.tensors if rt.tensor_type.name == fmt]
    assert tensors, "the test file has no %s tensor" % fmt
    for t, rt in tensors:
        want = oracle_f32(rt)
        got = t.dequantize()
        assert got.dtype == np.float32 and got.flags.c_contiguous
        assert_bits_equal(got, want, "%s (%s) float32" % (t.name, fmt))

        # float16 output: the float32 values rounded to nearest even, as numpy's astype does
        with np.errstate(over="ignore", invalid="ignore"):
            want16 = want.astype(np.float16)
        got16 = t.dequantize("float16")
        assert got16.dtype == np.float16 and got16.shape == want.shape
        nan = np.isnan(want16)
        bad = np.flatnonzero((got16.view(np.uint16) != want16.view(np.uint16)) & ~nan)
        assert bad.size == 0, "%s float16: %d differ, first %r -> got %r want %r" % (
            t.name, bad.size, float(want.ravel()[bad[0]]), float(got16.ravel()[bad[0]]), float(want16.ravel()[bad[0]]))
        assert np.array_equal(np.isnan(got16), nan), t.name

        # bfloat16 output: ggml's round to nearest even (bit patterns; NaN only checked as NaN)
        gotbf = t.dequantize("bfloat16")
        bfbits = gotbf.view(np.uint16)
        wantbf = f32_to_bf16_bits(want)
        fnan = np.isnan(want)
        assert gotbf.shape == want.shape
        bad = np.flatnonzero((bfbits != wantbf) & ~fnan)
        assert bad.size == 0, "%s bfloat16: %d differ, first %r -> got 0x%04x want 0x%04x" % (
            t.name, bad.size, float(want.ravel()[bad[0]]), int(bfbits.ravel()[bad[0]]), int(wantbf.ravel()[bad[0]]))
        assert np.array_equal((bfbits & 0x7FFF) > 0x7F80, fnan), t.name


def test_f16_and_f32_copies_are_raw_bytes(pair):
    reader, model = pair
    for rt in reader.tensors:
        if rt.tensor_type == QT.F16:
            assert model[rt.name].dequantize("float16").tobytes() == rt.data.tobytes()
        if rt.tensor_type == QT.F32:
            assert model[rt.name].dequantize("float32").tobytes() == rt.data.tobytes()


def test_row_ranges(pair):
    reader, model = pair
    for rt in reader.tensors:
        t = model[rt.name]
        want = oracle_f32(rt).reshape(t.rows, t.cols)
        n = t.rows
        ranges = {(0, n), (0, 1), (n - 1, n), (n // 2, n), (0, n // 2), (1, max(1, n - 1)), (n, n)}
        for a, b in sorted(ranges):
            got = t.dequantize(rows=slice(a, b))
            assert got.shape == (b - a, t.cols)
            assert_bits_equal(got, want[a:b], "%s rows [%d, %d)" % (t.name, a, b))
            got = t.dequantize(rows=range(a, b))
            assert_bits_equal(got, want[a:b], "%s range(%d, %d)" % (t.name, a, b))
            with np.errstate(over="ignore", invalid="ignore"):
                w16 = want[a:b].astype(np.float16)
            g16 = t.dequantize("float16", rows=slice(a, b))
            assert np.array_equal(g16, w16, equal_nan=True), "%s f16 rows [%d, %d)" % (t.name, a, b)
        assert_bits_equal(t.dequantize(rows=n - 1), want[n - 1], "%s row %d" % (t.name, n - 1))
        assert_bits_equal(t.dequantize(rows=-1), want[-1], "%s row -1" % t.name)
        if n >= 2:
            assert_bits_equal(t.dequantize(rows=slice(-2, None)), want[-2:], "%s rows [-2:]" % t.name)
            assert_bits_equal(t.dequantize(rows=slice(None, -1)), want[:-1], "%s rows [:-1]" % t.name)
        assert_bits_equal(t.dequantize(rows=slice(None, None)), want, "%s rows [:]" % t.name)


def test_dequantize_into_out(pair):
    reader, model = pair
    rt = next(rt for rt in reader.tensors if rt.tensor_type == QT.Q4_1 and len(rt.shape) == 2)
    t = model[rt.name]
    out = np.full((t.rows, t.cols), np.nan, dtype=np.float32)
    assert t.dequantize(out=out) is out
    assert_bits_equal(out, oracle_f32(rt).reshape(t.rows, t.cols), t.name)
    flat = np.empty(t.cols * 2, dtype=np.float16)
    assert t.dequantize("float16", rows=slice(0, 2), out=flat) is flat
    with pytest.raises(lowbit.InvalidArgumentError):
        t.dequantize(out=np.empty(3, np.float32))
    with pytest.raises(lowbit.InvalidArgumentError):
        t.dequantize(out=np.empty((t.rows, t.cols), np.float64))
    with pytest.raises(ValueError):
        t.dequantize(out=np.empty((t.cols, t.rows), np.float32).T)  # not C-contiguous


def test_dtype_spellings(pair):
    _, model = pair
    t = model.tensors[-1]
    a = t.dequantize()
    assert np.array_equal(t.dequantize(np.float32), a)
    assert np.array_equal(t.dequantize("f32"), a)
    assert t.dequantize(np.float16).dtype == np.float16
    assert t.dequantize("bf16").dtype in (np.uint16,) or t.dequantize("bf16").dtype.name == "bfloat16"
    with pytest.raises(ValueError):
        t.dequantize("int8")
    with pytest.raises(ValueError):
        t.dequantize(rows=slice(0, 2, 2))


def test_threads_do_not_change_results(pair):
    reader, model = pair
    rt = next(rt for rt in reader.tensors if rt.tensor_type == QT.Q5_1)
    t = model[rt.name]
    want = t.dequantize()
    try:
        for n in (1, 3, 0):
            lowbit.set_threads(n)
            assert_bits_equal(t.dequantize(), want, "%s with %d threads" % (t.name, n))
    finally:
        lowbit.set_threads(0)


def test_concurrent_dequantize(pair):
    import concurrent.futures

    reader, model = pair
    wants = {rt.name: oracle_f32(rt) for rt in reader.tensors}
    with concurrent.futures.ThreadPoolExecutor(8) as ex:
        results = list(ex.map(lambda t: (t.name, t.dequantize()), model.tensors * 4))
    for name, got in results:
        assert_bits_equal(got, wants[name], name + " (threaded)")
