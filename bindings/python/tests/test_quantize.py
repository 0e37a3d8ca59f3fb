"""Quantizing, writing GGUF files, quantizing whole models and importance matrices, against
gguf-py: lowbit.quantize must give gguf.quants.quantize's bytes, files lowbit.GGUFWriter writes
must read back in gguf.GGUFReader exactly, and gguf.quants.dequantize must decode them as lowbit
does, bit for bit.

Everything iterates lowbit.formats(), so formats that gain a quantizer are tested as they land."""

from __future__ import annotations

import ctypes
import math
import re
import struct

import pytest

from lowbit_testutil import REPO, need

np = need("numpy", "numpy is the package's only dependency")
gguf = need("gguf", "gguf-py is the oracle for GGUF files")
lowbit = need("lowbit", "the bindings need build/liblowbit.so or LOWBIT_LIBRARY")

from gguf import GGMLQuantizationType as QT  # noqa: E402
from gguf import GGUFValueType as VT  # noqa: E402

from lowbit import _lib  # noqa: E402

FORMATS = {f.name: f for f in lowbit.formats()}
QUANTIZABLE = [f for f in FORMATS.values() if f.can_quantize]
#: formats gguf.GGUFReader can read: a ggml type id it knows, with the block size lowbit has.
#: (gguf-py 0.19 still has Q8_1's old 40-byte block; ggml's block_q8_1 is 36 bytes: fp16 d and s.)
GGUF_TYPES = {
    qt.name: qt for qt in QT
    if qt.name not in FORMATS
    or tuple(gguf.GGML_QUANT_SIZES[qt]) == (FORMATS[qt.name].block_elems, FORMATS[qt.name].block_bytes)
}


def _gguf_py_can(op, qt) -> bool:
    """Whether gguf-py implements quantize / dequantize for qt (probed on one block of zeros)."""
    block, size = gguf.GGML_QUANT_SIZES[qt]
    try:
        if op == "quantize":
            gguf.quants.quantize(np.zeros((1, block), np.float32), qt)
        else:
            gguf.quants.dequantize(np.zeros((1, size), np.uint8), qt)
    except NotImplementedError:
        return False
    return True


GGUF_PY_QUANTIZES = {n for n, qt in GGUF_TYPES.items() if _gguf_py_can("quantize", qt)}
GGUF_PY_DEQUANTIZES = {n for n, qt in GGUF_TYPES.items() if n in FORMATS and _gguf_py_can("dequantize", qt)}
#: formats both can quantize without an importance matrix: the byte-for-byte comparison
COMMON = sorted(
    (f.name for f in QUANTIZABLE if f.name in GGUF_PY_QUANTIZES and not f.needs_imatrix),
    key=lambda n: FORMATS[n].id,
)


def test_common_formats_are_not_trivial():
    # The classic ggml formats at least; more (TQ1_0, TQ2_0, MXFP4, ...) as both sides have them.
    assert {"Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0", "F16", "BF16"} <= set(COMMON), COMMON
    assert len(COMMON) >= 8, COMMON


# ---- data --------------------------------------------------------------------------------------

KINDS = ["normal", "uniform", "outliers", "zeros", "constant", "positive", "negative", "tiny", "large", "sparse"]


def rows_of(kind: str, n: int, rng) -> "np.ndarray":
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
    elif kind == "tiny":
        x = rng.standard_normal(n) * 1e-6
    elif kind == "large":
        x = rng.standard_normal(n) * 1e3
    else:  # sparse
        x = np.where(rng.uniform(size=n) < 0.1, rng.standard_normal(n), 0.0)
    return x.astype(np.float32)


def mixed(rows: int, cols: int, rng, offset: int = 0) -> "np.ndarray":
    """rows x cols float32 whose rows cycle through KINDS."""
    return np.stack([rows_of(KINDS[(r + offset) % len(KINDS)], cols, rng) for r in range(rows)])


def cols_for(f, at_least: int = 256) -> int:
    b = max(f.block_elems, 1)
    return b * max(1, -(-at_least // b))


def bits32(a):
    return np.ascontiguousarray(a, dtype=np.float32).view(np.uint32)


def assert_bits_equal(got, want, what):
    g, w = bits32(got).ravel(), bits32(want).ravel()
    assert g.shape == w.shape, "%s: %s values, want %s" % (what, g.shape, w.shape)
    bad = np.flatnonzero(g != w)
    if bad.size:
        i = int(bad[0])
        raise AssertionError(
            "%s: %d of %d values differ; first at %d: got %r (0x%08x), want %r (0x%08x)"
            % (what, bad.size, g.size, i, float(g.view(np.float32)[i]), int(g[i]),
               float(w.view(np.float32)[i]), int(w[i]))
        )


def importance(cols: int, rng) -> "np.ndarray":
    return rng.uniform(0.05, 3.0, cols).astype(np.float32)


# ---- lowbit.quantize == gguf.quants.quantize ------------------------------------------------------

@pytest.mark.parametrize("name", COMMON)
def test_quantize_matches_gguf_py(name):
    f, qt = FORMATS[name], GGUF_TYPES[name]
    rng = np.random.default_rng(f.id)
    for rows, cols in [(len(KINDS), cols_for(f)), (3, cols_for(f, 512)), (1, max(f.block_elems, 1))]:
        x = mixed(rows, cols, rng, offset=rows)
        got = lowbit.quantize(x, name)
        block_bytes = f.block_bytes
        assert got.dtype == np.uint8 and got.shape == (rows, cols // f.block_elems * block_bytes)
        assert got.nbytes == lowbit.quantized_size(name, rows, cols)
        want = np.ascontiguousarray(gguf.quants.quantize(x, qt)).view(np.uint8).reshape(rows, -1)
        if not np.array_equal(got, want):
            r = int(np.flatnonzero((got != want).any(axis=1))[0])
            c = int(np.flatnonzero(got[r] != want[r])[0])
            raise AssertionError(
                "%s %dx%d: row %d (%s) differs from gguf-py first at byte %d (block %d): %s vs %s"
                % (name, rows, cols, r, KINDS[(r + rows) % len(KINDS)], c, c // block_bytes,
                   got[r, c:c + 8].tolist(), want[r, c:c + 8].tolist())
            )


def test_quantize_shapes_and_ids():
    rng = np.random.default_rng(1)
    x = mixed(6, 64, rng)
    q = lowbit.quantize(x, "Q8_0")
    assert np.array_equal(lowbit.quantize(x, lowbit.format_id("q8_0")), q)
    assert np.array_equal(lowbit.quantize(x.reshape(2, 3, 64), "q8_0"), q)  # rows = product of the rest
    assert np.array_equal(lowbit.quantize(x[2], "Q8_0"), q[2:3])  # 1-D: one row
    assert np.array_equal(lowbit.quantize(x.astype(np.float64), "Q8_0"), q)  # float64 rounds first
    assert np.array_equal(lowbit.quantize(np.asfortranarray(x), "Q8_0"), q)
    assert lowbit.quantize(np.zeros((0, 64), np.float32), "Q4_0").shape == (0, 36)
    assert lowbit.quantized_size("Q4_0", 3, 64) == 3 * 2 * 18
    assert lowbit.quantized_size("F32", 3, 5) == 60
    assert lowbit.quantized_size("Q4_K", 2, 512) == 2 * 2 * 144  # quantizable or not
    assert lowbit.quantized_size("Q4_0", 0, 0) == 0


def test_quantize_half_inputs_are_widened_exactly():
    rng = np.random.default_rng(2)
    x = mixed(len(KINDS), 256, rng)
    x16 = x.astype(np.float16)
    for name in ["Q4_0", "Q8_0", "Q5_1", "F16", "BF16"]:
        assert np.array_equal(lowbit.quantize(x16, name), lowbit.quantize(x16.astype(np.float32), name)), name
        assert np.array_equal(lowbit.quantize(x16.view(np.uint16), name, src_format="f16"),
                              lowbit.quantize(x16, name)), name
    # bfloat16 as bit patterns, and as ml_dtypes.bfloat16 when available
    bits = (x.view(np.uint32) >> 16).astype(np.uint16)
    widened = (bits.astype(np.uint32) << 16).view(np.float32)
    for name in ["Q4_1", "Q8_0", "F32"]:
        assert np.array_equal(lowbit.quantize(bits, name, src_format="bf16"), lowbit.quantize(widened, name)), name
    assert np.array_equal(lowbit.quantize(bits, "F32", src_format="bf16").view(np.float32).reshape(x.shape), widened)
    try:
        import ml_dtypes
    except ImportError:
        ml_dtypes = None
    if ml_dtypes is not None:
        assert np.array_equal(lowbit.quantize(bits.view(ml_dtypes.bfloat16), "Q8_0"), lowbit.quantize(widened, "Q8_0"))
    with pytest.raises(lowbit.InvalidArgumentError, match="uint16"):
        lowbit.quantize(bits, "Q8_0")  # ambiguous without src_format
    with pytest.raises(lowbit.InvalidArgumentError, match="src_format"):
        lowbit.quantize(x, "Q8_0", src_format="q4_0")


def test_quantize_with_imatrix():
    rng = np.random.default_rng(3)
    x = mixed(len(KINDS), 256, rng)
    im = importance(256, rng)
    users = [f for f in QUANTIZABLE if f.uses_imatrix]
    assert {"Q4_0", "Q4_1", "Q5_0", "Q5_1"} <= {f.name for f in users}
    changed = 0
    for f in users:
        cols = cols_for(f)
        xx = mixed(4, cols, rng) if cols != 256 else x
        ii = importance(cols, rng) if cols != 256 else im
        with_im = lowbit.quantize(xx, f.name, imatrix=ii)
        assert with_im.shape == (xx.shape[0], lowbit.quantized_size(f.name, 1, cols))
        assert np.array_equal(lowbit.quantize(xx, f.name, imatrix=list(ii)), with_im)  # any array-like
        if not f.needs_imatrix:
            changed += not np.array_equal(with_im, lowbit.quantize(xx, f.name))
    assert changed >= 4  # the weights make a difference for the classic formats at least
    with pytest.raises(lowbit.InvalidArgumentError, match="256 columns"):
        lowbit.quantize(x, "Q4_0", imatrix=im[:100])


def test_quantize_errors():
    x = np.ones((2, 64), np.float32)
    with pytest.raises(lowbit.UnsupportedError, match="unknown format id 999"):
        lowbit.quantize(x, 999)
    with pytest.raises(lowbit.UnsupportedError, match="removed"):
        lowbit.quantize(x, 4)
    with pytest.raises(lowbit.NotFoundError):
        lowbit.quantize(x, "Q9_9")
    for f in FORMATS.values():
        if f.can_quantize:
            continue
        with pytest.raises(lowbit.UnsupportedError) as e:
            lowbit.quantize(np.ones((1, cols_for(f)), np.float32), f.name)
        assert f.name in str(e.value)
        if f.block_elems > 0:  # part-based formats (no blocks) say that instead
            assert "not supported yet" in str(e.value), str(e.value)
    # Formats flagged needs_imatrix: those core has no quantizer without weights for say so. (core
    # flags IQ1_M like llama-quantize does, but can quantize it without one, as ggml can.)
    refused = 0
    for f in FORMATS.values():
        if f.can_quantize and f.needs_imatrix:
            try:
                lowbit.quantize(np.ones((1, cols_for(f)), np.float32), f.name)
            except lowbit.InvalidArgumentError as e:
                assert "needs an importance matrix" in str(e) and f.name in str(e), str(e)
                refused += 1
    assert refused >= 1 or not any(f.needs_imatrix and f.can_quantize for f in FORMATS.values())
    with pytest.raises(lowbit.InvalidArgumentError, match="multiple of the block size 32"):
        lowbit.quantize(np.ones((2, 33), np.float32), "Q4_0")
    with pytest.raises(lowbit.InvalidArgumentError, match="multiple"):
        lowbit.quantized_size("Q4_K", 1, 128)
    with pytest.raises(lowbit.InvalidArgumentError, match="0-d"):
        lowbit.quantize(np.float32(1.0), "F32")
    with pytest.raises(lowbit.InvalidArgumentError):
        lowbit.quantize(np.ones((2, 64), np.int32), "Q4_0")
    with pytest.raises(lowbit.InvalidArgumentError, match="negative"):
        lowbit.quantized_size("Q4_0", -1, 64)


def test_quantize_c_level_errors():
    x = np.ones((2, 64), np.float32)
    out = np.empty(2 * 68, np.uint8)
    assert _lib.lowbit_quantize(8, x.ctypes.data, 0, 2, 64, None, out.ctypes.data, out.nbytes - 1) == 8
    assert "need 136 bytes" in _lib.last_error()
    assert _lib.lowbit_quantize(8, None, 0, 2, 64, None, out.ctypes.data, out.nbytes) == 1
    assert "src is NULL" in _lib.last_error()
    assert _lib.lowbit_quantize(8, x.ctypes.data, 0, 2, 64, None, None, out.nbytes) == 1
    assert "dst is NULL" in _lib.last_error()
    assert _lib.lowbit_quantize(8, x.ctypes.data, 2, 2, 64, None, out.ctypes.data, out.nbytes) == 1
    assert "F32, F16 or BF16" in _lib.last_error()
    assert _lib.lowbit_quantize(8, x.ctypes.data, 0, -2, 64, None, out.ctypes.data, out.nbytes) == 1
    assert _lib.lowbit_quantized_size(8, 1, 64, None) == 1
    assert _lib.lowbit_quantize(8, x.ctypes.data, 0, 2, 64, None, out.ctypes.data, out.nbytes) == 0
    assert out.tobytes() == lowbit.quantize(x, "Q8_0").tobytes()


# ---- GGUFWriter: every metadata type, every quantizable format, read by gguf-py --------------------

#: (key, value, type given to add_metadata, GGUF type, element type)
METADATA = [
    ("general.architecture", "lowbit-test", None, VT.STRING, None),
    ("t.u8", 255, "u8", VT.UINT8, None),
    ("t.i8", -128, "i8", VT.INT8, None),
    ("t.u16", 65535, "u16", VT.UINT16, None),
    ("t.i16", -32768, lowbit.ValueType.I16, VT.INT16, None),
    ("t.u32", 2**32 - 1, "u32", VT.UINT32, None),
    ("t.i32", -(2**31), "int32", VT.INT32, None),
    ("t.u64", 2**64 - 1, "u64", VT.UINT64, None),
    ("t.u64.inferred", 2**64 - 1, None, VT.UINT64, None),
    ("t.i64", -(2**63), None, VT.INT64, None),
    ("t.int.inferred", 7, None, VT.INT64, None),
    ("t.f32", 0.1, None, VT.FLOAT32, None),
    ("t.f32.nan", math.nan, "f32", VT.FLOAT32, None),
    ("t.f32.negzero", -0.0, "f32", VT.FLOAT32, None),
    ("t.f64", 1 / 3, "f64", VT.FLOAT64, None),
    ("t.f64.numpy", np.float64(0.1), None, VT.FLOAT64, None),
    ("t.u16.numpy", np.uint16(7), None, VT.UINT16, None),
    ("t.bool.true", True, None, VT.BOOL, None),
    ("t.bool.false", False, "bool", VT.BOOL, None),
    ("t.str", "hello, wörld ✓ 😀", None, VT.STRING, None),
    ("t.str.empty", "", None, VT.STRING, None),
    ("t.str.nul", "a\x00b\x00", None, VT.STRING, None),
    ("t.ключ.🔑", "unicode key", "str", VT.STRING, None),
    ("t.arr.u8", [0, 1, 254, 255], "u8", VT.ARRAY, VT.UINT8),
    ("t.arr.bytes", b"\x00\x01\xff", None, VT.ARRAY, VT.UINT8),
    ("t.arr.i8", np.array([-128, -1, 0, 127], np.int8), None, VT.ARRAY, VT.INT8),
    ("t.arr.u16", [0, 65535, 1234], "u16", VT.ARRAY, VT.UINT16),
    ("t.arr.i16", np.array([-32768, 32767, -2], np.int16), None, VT.ARRAY, VT.INT16),
    ("t.arr.u32", np.array([0, 2**32 - 1, 7], np.uint32), None, VT.ARRAY, VT.UINT32),
    ("t.arr.i32", [-(2**31), 2**31 - 1, 0, 42], "i32", VT.ARRAY, VT.INT32),
    ("t.arr.u64", [0, 2**64 - 1, 2**63], None, VT.ARRAY, VT.UINT64),
    ("t.arr.i64", [-(2**63), 2**63 - 1, -1], None, VT.ARRAY, VT.INT64),
    ("t.arr.f32", [0.5, -1.25, 0.1, 3.4028235e38, math.inf, math.nan, -0.0], None, VT.ARRAY, VT.FLOAT32),
    ("t.arr.f64", np.array([1 / 3, -1e300, 5e-324, -math.inf, math.nan, -0.0]), None, VT.ARRAY, VT.FLOAT64),
    ("t.arr.bool", [True, False, True, True], None, VT.ARRAY, VT.BOOL),
    ("t.arr.bool.np", np.array([False, True]), None, VT.ARRAY, VT.BOOL),
    ("t.arr.str", ["a", "", "ü", "with\x00nul", "x" * 300], None, VT.ARRAY, VT.STRING),
    ("t.arr.big", np.arange(5000, dtype=np.uint32), None, VT.ARRAY, VT.UINT32),
    ("t.empty.i32", [], "i32", VT.ARRAY, VT.INT32),
    ("t.empty.str", [], "str", VT.ARRAY, VT.STRING),
]


def plan_tensors(rng, known_to_gguf_py=True):
    """(name, format name, float values, imatrix or None) for every quantizable format gguf-py knows
    (or, with known_to_gguf_py=False, every other one); formats that accept an imatrix get a
    second tensor quantized with one."""
    out = []
    for f in sorted(QUANTIZABLE, key=lambda f: f.id):
        if (f.name in GGUF_TYPES) != known_to_gguf_py:
            continue
        cols = cols_for(f, 512)
        x = mixed(4, cols, rng, offset=f.id)
        if f.needs_imatrix:
            out.append(("q.%s" % f.name.lower(), f.name, x, importance(cols, rng)))
            continue
        out.append(("q.%s" % f.name.lower(), f.name, x, None))
        if f.uses_imatrix:
            out.append(("q.%s.imatrix" % f.name.lower(), f.name, mixed(4, cols, rng, offset=f.id + 3), importance(cols, rng)))
    return out


@pytest.fixture(scope="module", params=[None, 64], ids=["align-default", "align-64"])
def written(request, tmp_path_factory):
    rng = np.random.default_rng(99)
    path = tmp_path_factory.mktemp("writer") / "lowbit.gguf"
    plan = plan_tensors(rng)
    expect = {}
    with lowbit.GGUFWriter(alignment=request.param) as w:
        for key, value, typ, _, _ in METADATA:
            w.add_metadata(key, value, typ)
        for name, fmt, x, im in plan:
            blocks = lowbit.quantize(x, fmt, imatrix=im)
            w.add_tensor(name, blocks, format=fmt, shape=x.shape)
            expect[name] = (fmt, x.shape, blocks.tobytes())
        # a 3-D tensor quantized by add_tensor itself, and plain float tensors by dtype
        x3 = mixed(6, 64, rng).reshape(2, 3, 64)
        w.add_tensor("q8.3d", x3, format="Q8_0")
        expect["q8.3d"] = ("Q8_0", (2, 3, 64), lowbit.quantize(x3, "Q8_0").tobytes())
        f32 = mixed(3, 10, rng)
        w.add_tensor("plain.f32", f32)
        expect["plain.f32"] = ("F32", (3, 10), f32.tobytes())
        f16 = mixed(2, 8, rng).astype(np.float16)
        w.add_tensor("plain.f16", f16)
        expect["plain.f16"] = ("F16", (2, 8), f16.tobytes())
        i32 = np.arange(12, dtype=np.int32).reshape(3, 4)
        w.add_tensor("plain.i32", i32)
        expect["plain.i32"] = ("I32", (3, 4), i32.tobytes())
        bf = (mixed(2, 16, rng).view(np.uint32) >> 16).astype(np.uint16)
        w.add_tensor("plain.bf16", bf, format="BF16")  # uint16 bit patterns, shape from the array
        expect["plain.bf16"] = ("BF16", (2, 16), bf.tobytes())
        w.write(path)
    return path, expect, request.param


def test_writer_covers_every_quantizable_format(written):
    _, expect, _ = written
    assert {fmt for fmt, _, _ in expect.values()} >= {f.name for f in QUANTIZABLE if f.name in GGUF_TYPES}


def test_formats_gguf_py_does_not_know(tmp_path):
    """Quantizable formats gguf-py does not know (its GGUFReader cannot open a file holding them) or
    knows with another block size are written and read back by lowbit alone."""
    plan = plan_tensors(np.random.default_rng(7), known_to_gguf_py=False)
    if not plan:
        pytest.skip("gguf-py knows every format lowbit can quantize")
    path = tmp_path / "newer.gguf"
    expect = {}
    with lowbit.GGUFWriter() as w:
        w.add_metadata("general.architecture", "lowbit-test")
        for name, fmt, x, im in plan:
            blocks = lowbit.quantize(x, fmt, imatrix=im)
            w.add_tensor(name, blocks, format=fmt, shape=x.shape)
            expect[name] = (fmt, x.shape, blocks.tobytes(), x)
        w.write(path)
    raw = path.read_bytes()
    with lowbit.open(path) as m:
        assert [t.name for t in m] == list(expect)
        for t in m:
            fmt, shape, data, x = expect[t.name]
            assert (t.format, t.shape) == (fmt, shape)
            assert raw[t.file_offset:t.file_offset + t.nbytes] == data
            if FORMATS[fmt].can_dequantize:
                got = t.dequantize().astype(np.float64)
                rel = np.sqrt(np.mean((got - x) ** 2)) / np.sqrt(np.mean(x.astype(np.float64) ** 2))
                assert rel < 1.0, "%s: relative RMS error %.3g" % (t.name, rel)


def test_written_file_reads_in_gguf_py(written):
    path, expect, alignment = written
    reader = gguf.GGUFReader(str(path))
    assert [t.name for t in reader.tensors] == list(expect)
    for rt in reader.tensors:
        fmt, shape, data = expect[rt.name]
        assert rt.tensor_type.name == fmt, rt.name
        assert tuple(int(d) for d in reversed(rt.shape.tolist())) == shape, rt.name
        assert rt.data.tobytes() == data, rt.name
        assert rt.data_offset % (alignment or 32) == 0, rt.name
    keys = [k for k in reader.fields if not k.startswith("GGUF.")]
    want_keys = [m[0] for m in METADATA]
    if alignment is not None:
        assert keys[0] == "general.alignment" and reader.fields["general.alignment"].contents() == alignment
        assert VT(int(reader.fields["general.alignment"].types[0])) == VT.UINT32
        keys = keys[1:]
    assert keys == want_keys
    for key, value, _, vtype, elem in METADATA:
        field = reader.fields[key]
        assert VT(int(field.types[0])) == vtype, key
        got = field.contents()
        if vtype == VT.ARRAY:
            assert VT(int(field.parts[3][0])) == elem, key
            if elem == VT.STRING:
                assert got == list(value), key
            else:
                dtype = gguf.GGUFReader.gguf_scalar_to_np[elem]
                want = np.asarray(list(value) if isinstance(value, bytes) else value, dtype=dtype)
                gotarr = np.asarray(got, dtype=dtype) if len(value) else np.empty(0, dtype)
                assert gotarr.tobytes() == want.tobytes(), key
        elif vtype in (VT.FLOAT32, VT.FLOAT64):
            dt = np.float32 if vtype == VT.FLOAT32 else np.float64
            assert np.asarray(got, dt).tobytes() == np.asarray(value, dt).tobytes(), key
        else:
            assert got == value, key


def test_written_file_reads_in_lowbit(written):
    path, expect, _ = written
    with lowbit.open(path) as m:
        assert [t.name for t in m] == list(expect)
        raw = path.read_bytes()
        for t in m:
            fmt, shape, data = expect[t.name]
            assert (t.format, t.shape) == (fmt, shape)
            assert raw[t.file_offset:t.file_offset + t.nbytes] == data
        md = m.metadata
        assert md["t.u64.inferred"] == 2**64 - 1 and md["t.int.inferred"] == 7
        assert md["t.str.nul"] == "a\x00b\x00"
        assert md.type_of("t.f32").type == lowbit.ValueType.F32
        assert md.type_of("t.empty.str") == lowbit.MetaType(lowbit.ValueType.ARRAY, lowbit.ValueType.STRING, 0)


@pytest.mark.parametrize("name", sorted(n for n in GGUF_PY_DEQUANTIZES if FORMATS[n].can_quantize))
def test_gguf_py_dequantizes_as_lowbit(written, name):
    """On the written file, gguf.quants.dequantize equals lowbit's dequantize bit for bit."""
    path, _, _ = written
    reader = gguf.GGUFReader(str(path))
    tensors = [rt for rt in reader.tensors if rt.tensor_type.name == name]
    assert tensors, "no %s tensor in the file" % name
    with lowbit.open(path) as m:
        for rt in tensors:
            want = np.asarray(gguf.quants.dequantize(rt.data, rt.tensor_type), dtype=np.float32)
            got = m[rt.name].dequantize()
            assert_bits_equal(got, want, "%s (%s)" % (rt.name, name))


def test_quantize_round_trip_error_is_small(written):
    """A sanity check independent of any oracle: dequantized values are close to the input."""
    path, _, _ = written
    plan = {name: (fmt, x, im) for name, fmt, x, im in plan_tensors(np.random.default_rng(99))}
    with lowbit.open(path) as m:
        for name, (fmt, x, im) in plan.items():
            if not FORMATS[fmt].can_dequantize:
                continue
            if im is None and FORMATS[fmt].bits_per_weight < 2:
                # ggml's (and so lowbit's, byte for byte) 1-bit quantizers without an importance
                # matrix give errors larger than the signal; llama.cpp refuses to run them.
                continue
            got = m[name].dequantize().astype(np.float64)
            rel = np.sqrt(np.mean((got - x) ** 2)) / np.sqrt(np.mean(x.astype(np.float64) ** 2))
            bound = 1.0 if FORMATS[fmt].bits_per_weight < 2.5 else 0.6
            assert rel < bound, "%s (%s): relative RMS error %.3g" % (name, fmt, rel)


def test_writer_errors(tmp_path):
    w = lowbit.GGUFWriter()
    w.add_metadata("a", 1)
    with pytest.raises(lowbit.InvalidArgumentError, match="already added"):
        w.add_metadata("a", 2)
    with pytest.raises(lowbit.InvalidArgumentError, match="set_alignment"):
        w.add_metadata("general.alignment", 64, "u32")
    with pytest.raises(lowbit.InvalidArgumentError, match="does not fit"):
        w.add_metadata("b", 256, "u8")
    with pytest.raises(lowbit.InvalidArgumentError, match="does not fit"):
        w.add_metadata("b", [1, 300], "u8")
    with pytest.raises(lowbit.InvalidArgumentError, match="type="):
        w.add_metadata("b", [])
    with pytest.raises(lowbit.InvalidArgumentError):
        w.add_metadata("b", object())
    with pytest.raises(lowbit.InvalidArgumentError, match="power of two"):
        w.set_alignment(48)
    x = np.ones((2, 64), np.float32)
    w.add_tensor("t", x)
    with pytest.raises(lowbit.InvalidArgumentError, match="already added"):
        w.add_tensor("t", x)
    with pytest.raises(lowbit.InvalidArgumentError, match="bytes"):
        w.add_tensor("u", lowbit.quantize(x, "Q4_0"), format="Q4_0", shape=(3, 64))
    with pytest.raises(lowbit.InvalidArgumentError, match="format="):
        w.add_tensor("u", np.ones(4, np.uint8))
    with pytest.raises(lowbit.UnsupportedError, match="removed"):
        w.add_tensor("u", np.ones(18, np.uint8), format=4)
    with pytest.raises(lowbit.UnsupportedError, match="GGUF"):
        w.add_tensor("u", np.ones(4, np.uint8), format="U8")  # a safetensors-only element type
    with pytest.raises(lowbit.LowbitError, match="multiple"):
        w.add_tensor("u", np.ones((2, 33), np.float32), format="Q4_0")
    with pytest.raises(lowbit.InvalidArgumentError, match="dimensions"):
        w.add_tensor("u", np.ones((1, 1, 1, 1, 32), np.float32))
    with pytest.raises(lowbit.LowbitError):
        w.write(tmp_path / "no" / "such" / "dir.gguf")
    w.write(tmp_path / "ok.gguf")  # the writer survives every error above
    with lowbit.open(tmp_path / "ok.gguf") as m:
        assert [t.name for t in m] == ["t"] and list(m.metadata) == ["a"]
    h = w._handle
    w.close()
    w.close()
    assert w.closed and "closed" in repr(w)
    with pytest.raises(lowbit.InvalidHandleError, match="closed"):
        w.add_metadata("c", 1)
    with pytest.raises(lowbit.InvalidHandleError):
        w.write(tmp_path / "x.gguf")
    # the C side checks the handle too
    one = ctypes.c_int32(1)
    assert _lib.lowbit_gguf_writer_add_scalar(h, b"c", 5, ctypes.byref(one)) == 2
    assert _lib.lowbit_gguf_writer_free(h) == 2
    assert _lib.lowbit_gguf_writer_free(None) == 0


def test_copy_metadata(written, tmp_path):
    path, _, alignment = written
    out = tmp_path / "copy.gguf"
    with lowbit.open(path) as src, lowbit.GGUFWriter() as w:
        w.copy_metadata(src)
        with pytest.raises(lowbit.InvalidArgumentError, match="already added"):
            w.copy_metadata(src)
        with pytest.raises(lowbit.InvalidHandleError):
            _lib.check(_lib.lowbit_gguf_writer_copy_metadata(w._handle, w._handle))  # a writer is not a model
        w.write(out)
        want = {k: src.metadata.type_of(k) for k in src.metadata if k != "general.alignment"}
    with lowbit.open(out) as m:
        assert {k: m.metadata.type_of(k) for k in m.metadata} == want
        reader = gguf.GGUFReader(str(out))
        assert "general.alignment" not in reader.fields
        assert reader.fields["t.arr.str"].contents() == ["a", "", "ü", "with\x00nul", "x" * 300]


# ---- quantize_model -----------------------------------------------------------------------------

def write_llama(path, n_layer=2, embd=256, vocab=512, seed=5, dtype=np.float32):
    """A small llama-like model (as formats/gguf/policy_test.go): 4 query heads, 1 KV head."""
    rng = np.random.default_rng(seed)
    tensors = {}
    with lowbit.GGUFWriter() as w:
        w.add_metadata("general.architecture", "llama")
        w.add_metadata("general.name", "lowbit synthetic llama")
        w.add_metadata("llama.block_count", n_layer, "u32")
        w.add_metadata("llama.embedding_length", embd, "u32")
        w.add_metadata("llama.attention.head_count", 4, "u32")
        w.add_metadata("llama.attention.head_count_kv", 1, "u32")
        w.add_metadata("llama.rope.freq_base", 10000.0)
        w.add_metadata("general.file_type", 0, "u32")

        def add(name, *shape):
            x = (rng.standard_normal(shape) * 0.05).astype(dtype)
            tensors[name] = x
            w.add_tensor(name, x)

        add("token_embd.weight", vocab, embd)
        for i in range(n_layer):
            p = "blk.%d." % i
            add(p + "attn_norm.weight", embd)
            add(p + "attn_q.weight", embd, embd)
            add(p + "attn_k.weight", embd // 4, embd)
            add(p + "attn_v.weight", embd // 4, embd)
            add(p + "attn_output.weight", embd, embd)
            add(p + "ffn_norm.weight", embd)
            add(p + "ffn_gate.weight", 2 * embd, embd)
            add(p + "ffn_up.weight", 2 * embd, embd)
            add(p + "ffn_down.weight", embd, 2 * embd)
        add("output_norm.weight", embd)
        add("output.weight", vocab, embd)
        w.write(path)
    return tensors


@pytest.fixture(scope="module")
def llama(tmp_path_factory):
    path = tmp_path_factory.mktemp("llama") / "llama-f32.gguf"
    return path, write_llama(path)


def raw_bytes(model, name):
    t = model[name]
    with open(model.path, "rb") as f:
        f.seek(t.file_offset)
        return f.read(t.nbytes)


def test_quantize_model_q8_0(llama, tmp_path):
    src_path, tensors = llama
    out = tmp_path / "q8_0.gguf"
    lowbit.quantize_model(src_path, out, "q8_0")
    with lowbit.open(out) as m, lowbit.open(src_path) as src:
        assert m.metadata["general.file_type"] == lowbit.file_type("Q8_0").id == 7
        assert m.metadata.type_of("general.file_type").type == lowbit.ValueType.U32
        assert m.metadata["general.quantization_version"] == 2
        assert m.metadata["general.name"] == "lowbit synthetic llama"
        assert m.metadata["llama.block_count"] == 2
        assert [t.name for t in m] == list(tensors)
        for t in m:
            x = tensors[t.name]
            assert t.shape == x.shape
            if x.ndim == 1:  # norms stay as they are
                assert t.format == "F32" and raw_bytes(m, t.name) == raw_bytes(src, t.name)
                continue
            assert t.format == "Q8_0", t.name
            # the same bytes as quantizing the tensor by hand, and as gguf-py
            assert raw_bytes(m, t.name) == lowbit.quantize(x, "Q8_0").tobytes(), t.name
            assert raw_bytes(m, t.name) == np.ascontiguousarray(gguf.quants.quantize(x, QT.Q8_0)).tobytes(), t.name
    reader = gguf.GGUFReader(str(out))
    assert reader.fields["general.file_type"].contents() == 7


def _k_quants_ready(*names):
    return all(FORMATS[n].can_quantize for n in names)


def test_quantize_model_q4_k_m(llama, tmp_path):
    src_path, tensors = llama
    out = tmp_path / "q4_k_m.gguf"
    ft = lowbit.file_type("Q4_K_M")
    assert (ft.id, ft.base_format_name) == (15, "Q4_K")
    if not _k_quants_ready("Q4_K", "Q5_K", "Q6_K"):
        with pytest.raises(lowbit.UnsupportedError) as e:
            lowbit.quantize_model(src_path, out, "Q4_K_M")
        assert re.search(r"cannot quantize yet|not supported yet", str(e.value)), str(e.value)
        assert "Q4_K_M" in str(e.value) or "Q6_K" in str(e.value) or "Q4_K" in str(e.value)
        assert not out.exists()  # planned before anything is written
        return
    lowbit.quantize_model(src_path, out, "Q4_K_M")
    reader = gguf.GGUFReader(str(out))
    with lowbit.open(out) as m:
        assert m.metadata["general.file_type"] == 15
        formats = {t.name: t.format for t in m}
        assert formats["output.weight"] == "Q6_K"
        assert formats["blk.0.attn_norm.weight"] == "F32"
        assert formats["blk.0.attn_q.weight"] == "Q4_K"
        assert set(formats.values()) <= {"F32", "Q4_K", "Q5_K", "Q6_K"}, formats
        assert "Q6_K" in {formats["blk.1.ffn_down.weight"], formats["blk.1.attn_v.weight"]}  # more bits at the end
        for rt in reader.tensors:
            t = m[rt.name]
            if t.format == "F32":
                continue
            assert raw_bytes(m, t.name) == lowbit.quantize(tensors[t.name], t.format).tobytes(), t.name
            if t.format in GGUF_PY_DEQUANTIZES:
                want = np.asarray(gguf.quants.dequantize(rt.data, rt.tensor_type), np.float32)
                assert_bits_equal(t.dequantize(), want, t.name)


def write_legacy_imatrix(path, entries, ncall=2):
    """llama.cpp's legacy .dat: i32 n, then {i32 len, name, i32 ncall, i32 nval, f32[nval]}, then
    the last chunk count and an empty dataset name. Values are sums over ncall calls."""
    out = struct.pack("<i", len(entries))
    for name, values in entries.items():
        b = name.encode()
        vals = np.asarray(values, np.float32) * ncall
        out += struct.pack("<i", len(b)) + b + struct.pack("<ii", ncall, len(vals)) + vals.astype("<f4").tobytes()
    out += struct.pack("<i", 10) + struct.pack("<i", 0)
    path.write_bytes(out)


def test_imatrix_legacy_round_trip(tmp_path):
    rng = np.random.default_rng(11)
    entries = {
        "blk.1.ffn_up.weight": importance(256, rng),
        "blk.0.attn_q.weight": importance(256, rng),
        "token_embd.weight": importance(32, rng),
    }
    path = tmp_path / "imatrix.dat"
    write_legacy_imatrix(path, entries, ncall=4)
    got = lowbit.load_imatrix(path)
    assert list(got) == sorted(entries)
    for name, want in entries.items():
        assert got[name].dtype == np.float32
        np.testing.assert_array_equal(got[name], (want * 4) / np.float32(4))
    got[sorted(entries)[0]][:] = 0  # the arrays are the caller's copies
    assert lowbit.load_imatrix(path)[sorted(entries)[0]][0] != 0


def test_imatrix_gguf_round_trip(tmp_path):
    """The GGUF imatrix format, written with lowbit.GGUFWriter: in_sum2 / counts per matrix, and 1
    where a matrix (an expert) never saw input."""
    rng = np.random.default_rng(12)
    sums = rng.uniform(0, 10, (3, 64)).astype(np.float32)
    counts = np.array([2, 0, 5], np.float32)
    path = tmp_path / "imatrix.gguf"
    with lowbit.GGUFWriter() as w:
        w.add_metadata("general.type", "imatrix")
        w.add_tensor("blk.0.ffn_up_exps.weight.in_sum2", sums)
        w.add_tensor("blk.0.ffn_up_exps.weight.counts", counts)
        w.write(path)
    got = lowbit.load_imatrix(path)
    assert list(got) == ["blk.0.ffn_up_exps.weight"]
    want = np.concatenate([sums[0] / counts[0], np.ones(64, np.float32), sums[2] / counts[2]])
    np.testing.assert_array_equal(got["blk.0.ffn_up_exps.weight"], want)


def test_imatrix_errors(tmp_path):
    garbage = tmp_path / "garbage.dat"
    garbage.write_bytes(b"\xff\xff\xff\x7fnot an imatrix at all" * 3)
    with pytest.raises(lowbit.BadFileError) as e:
        lowbit.load_imatrix(garbage)
    assert str(garbage) in str(e.value)
    with pytest.raises(lowbit.LowbitError) as e:
        lowbit.load_imatrix(tmp_path / "missing.dat")
    assert "missing.dat" in str(e.value)
    nan = tmp_path / "nan.dat"
    write_legacy_imatrix(nan, {"w": [1.0, math.nan]}, ncall=1)
    with pytest.raises(lowbit.BadFileError, match="NaN"):
        lowbit.load_imatrix(nan)
    # the C side: NULLs and handles
    h = _lib.lowbit_imatrix_p()
    assert _lib.lowbit_imatrix_load(None, ctypes.byref(h)) == 1
    assert _lib.lowbit_imatrix_free(None) == 0
    assert _lib.lowbit_imatrix_count(12345, ctypes.byref(ctypes.c_int64())) == 2


def test_quantize_model_with_imatrix(llama, tmp_path):
    src_path, tensors = llama
    rng = np.random.default_rng(13)
    weights = {n: importance(x.shape[-1], rng) for n, x in tensors.items() if x.ndim == 2 and "ffn" in n}
    im_path = tmp_path / "imatrix.dat"
    write_legacy_imatrix(im_path, weights, ncall=1)
    out = tmp_path / "q4_0-imatrix.gguf"
    lowbit.quantize_model(src_path, out, "Q4_0", imatrix=im_path, pure=True)
    plain = tmp_path / "q4_0.gguf"
    lowbit.quantize_model(src_path, plain, "Q4_0", pure=True)
    differs = 0
    with lowbit.open(out) as m, lowbit.open(plain) as p:
        for name, x in tensors.items():
            if x.ndim != 2:
                continue
            assert m[name].format == "Q4_0", name
            if name in weights:
                want = lowbit.quantize(x, "Q4_0", imatrix=weights[name]).tobytes()
                differs += raw_bytes(m, name) != raw_bytes(p, name)
            else:
                want = lowbit.quantize(x, "Q4_0").tobytes()
            assert raw_bytes(m, name) == want, name
            assert raw_bytes(p, name) == lowbit.quantize(x, "Q4_0").tobytes(), name
    assert differs == len(weights)


def test_quantize_model_errors(llama, tmp_path):
    src_path, _ = llama
    with pytest.raises(lowbit.NotFoundError, match="Q4_K_M"):  # the message lists the known types
        lowbit.quantize_model(src_path, tmp_path / "x.gguf", "Q9_X")
    with pytest.raises(lowbit.NotFoundError):
        lowbit.quantize_model(tmp_path / "missing.gguf", tmp_path / "x.gguf", "Q8_0")
    with pytest.raises(lowbit.InvalidArgumentError, match="input file"):
        lowbit.quantize_model(src_path, src_path, "Q8_0")
    garbage = tmp_path / "garbage.dat"
    garbage.write_bytes(b"\x01\x02\x03")
    with pytest.raises(lowbit.BadFileError):
        lowbit.quantize_model(src_path, tmp_path / "x.gguf", "Q8_0", imatrix=garbage)
    # quantized input needs allow_requantize
    q8 = tmp_path / "q8.gguf"
    lowbit.quantize_model(src_path, q8, "Q8_0")
    with pytest.raises(lowbit.InvalidArgumentError, match="requantiz"):
        lowbit.quantize_model(q8, tmp_path / "q4.gguf", "Q4_0")
    lowbit.quantize_model(q8, tmp_path / "q4.gguf", "Q4_0", allow_requantize=True)
    with lowbit.open(tmp_path / "q4.gguf") as m:
        assert m["blk.0.attn_q.weight"].format == "Q4_0"
    # a formats that needs an imatrix, without one
    needy = [ft for ft in lowbit.file_types() if FORMATS[ft.base_format_name].needs_imatrix
             and FORMATS[ft.base_format_name].can_quantize]
    for ft in needy[:1]:
        with pytest.raises(lowbit.InvalidArgumentError, match="importance matrix"):
            lowbit.quantize_model(src_path, tmp_path / "iq.gguf", ft.name)
    # params at the C level
    assert _lib.lowbit_quantize_model(bytes(src_path), b"/tmp/x.gguf", None) == 1
    assert "file_type is required" in _lib.last_error()
    p = _lib.lowbit_quantize_params()  # size 0
    assert _lib.lowbit_quantize_model(bytes(src_path), b"/tmp/x.gguf", ctypes.byref(p)) == 1
    assert "sizeof(lowbit_quantize_params)" in _lib.last_error()


def test_file_types():
    fts = lowbit.file_types()
    names = [ft.name for ft in fts]
    assert {"Q8_0", "Q4_0", "Q4_K_M", "Q6_K", "IQ4_XS", "F16"} <= set(names)
    assert len(set(names)) == len(names)
    for ft in fts:
        assert lowbit.file_type(ft.name.lower()) == ft
        assert FORMATS[ft.base_format_name].id == ft.base_format
    with pytest.raises(lowbit.NotFoundError):
        lowbit.file_type("nope")


# ---- the header and the bindings agree ----------------------------------------------------------

def test_every_header_function_is_declared():
    header = (REPO / "include" / "lowbit.h").read_text()
    names = re.findall(r"LOWBIT_API\s+[a-z_0-9 ]+\**\s*\**(lowbit_[a-z0-9_]+)\(", header)
    assert len(names) >= 40
    missing = [n for n in names if not hasattr(_lib, n)]
    assert not missing, "lowbit/_lib.py does not declare %s" % missing


def test_struct_layouts_match_the_header():
    header = (REPO / "include" / "lowbit.h").read_text()
    for cls in [_lib.lowbit_quantize_params, _lib.lowbit_file_type_info, _lib.lowbit_format_info,
                _lib.lowbit_tensor_info, _lib.lowbit_open_params]:
        body = re.search(r"typedef struct %s \{(.*?)\} %s;" % (cls.__name__, cls.__name__), header, re.S)
        assert body, cls.__name__
        fields = re.findall(r"^\s*[a-z_0-9 ]+?\**\s*\**([a-z_0-9]+)(?:\[[A-Z_]+\])?;", body.group(1), re.M)
        assert fields == [f[0] for f in cls._fields_], cls.__name__


def test_concurrent_quantize_and_write(tmp_path):
    import concurrent.futures

    rng = np.random.default_rng(21)
    xs = [mixed(8, 512, rng, offset=i) for i in range(8)]
    fmts = [f.name for f in QUANTIZABLE if not f.needs_imatrix and f.block_elems and 512 % f.block_elems == 0][:8]
    want = {(i, f): lowbit.quantize(x, f) for i, x in enumerate(xs) for f in fmts}
    with lowbit.GGUFWriter() as w:
        def job(key):
            i, f = key
            q = lowbit.quantize(xs[i], f)
            w.add_tensor("t%d.%s" % (i, f), q, format=f, shape=xs[i].shape)  # one writer, many threads
            return key, q

        with concurrent.futures.ThreadPoolExecutor(8) as ex:
            results = list(ex.map(job, list(want) * 1))
        w.write(tmp_path / "concurrent.gguf")
    for key, q in results:
        assert np.array_equal(q, want[key]), key
    with lowbit.open(tmp_path / "concurrent.gguf") as m:
        assert len(m) == len(want)
        raw = (tmp_path / "concurrent.gguf").read_bytes()
        for (i, f), q in want.items():
            t = m["t%d.%s" % (i, f)]
            assert raw[t.file_offset:t.file_offset + t.nbytes] == q.tobytes()
