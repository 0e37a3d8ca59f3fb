"""Errors: every failure is a LowbitError subclass carrying the C status and message."""

from __future__ import annotations

import ctypes
import gc
import os
import re
import struct

import pytest

from lowbit_testutil import need

np = need("numpy", "numpy is the package's only dependency")
lowbit = need("lowbit", "the bindings need build/liblowbit.so or LOWBIT_LIBRARY")

from lowbit import _lib  # noqa: E402


def gguf_bytes(version=3, tensors=(), kv=()):
    """A small GGUF file by hand: tensors are (name, ggml type, ne dims, data bytes)."""

    def s(x):
        b = x.encode()
        return struct.pack("<Q", len(b)) + b

    out = b"GGUF" + struct.pack("<IQQ", version, len(tensors), len(kv))
    for key, u32 in kv:
        out += s(key) + struct.pack("<II", 4, u32)
    offset = 0
    for name, typ, ne, data in tensors:
        out += s(name) + struct.pack("<I", len(ne)) + b"".join(struct.pack("<Q", d) for d in ne)
        out += struct.pack("<IQ", typ, offset)
        offset += (len(data) + 31) // 32 * 32
    out += b"\0" * (-len(out) % 32)
    for i, (_, _, _, data) in enumerate(tensors):
        out += data
        if i < len(tensors) - 1:  # no padding after the last tensor: the file ends with its data
            out += b"\0" * (-len(data) % 32)
    return out


@pytest.fixture
def small(tmp_path):
    """A valid file: w (F32, 3 rows of 4) and v (F16, 8)."""
    path = tmp_path / "small.gguf"
    w = np.arange(12, dtype=np.float32)
    v = np.linspace(-1, 1, 8).astype(np.float16)
    path.write_bytes(
        gguf_bytes(tensors=[("w", 0, [4, 3], w.tobytes()), ("v", 1, [8], v.tobytes())], kv=[("a.b", 7)])
    )
    return path


def test_hand_written_file_reads(small):
    with lowbit.open(small) as m:
        assert [t.name for t in m] == ["w", "v"]
        assert m["w"].shape == (3, 4) and m["v"].shape == (8,)
        assert m.metadata["a.b"] == 7
        np.testing.assert_array_equal(m["w"].dequantize(), np.arange(12, dtype=np.float32).reshape(3, 4))


def test_missing_file(tmp_path):
    path = tmp_path / "no" / "such.gguf"
    with pytest.raises(lowbit.NotFoundError) as e:
        lowbit.open(path)
    assert isinstance(e.value, LookupError) and isinstance(e.value, lowbit.LowbitError)
    assert str(path) in str(e.value)
    assert e.value.status == 3 and e.value.status_name == "LOWBIT_ERR_NOT_FOUND"
    assert str(path) in e.value.message


@pytest.mark.parametrize("cut", [0, 3, 4, 8, 20, 40, 60, -1])
def test_truncated_file(small, tmp_path, cut):
    data = small.read_bytes()
    bad = tmp_path / "truncated.gguf"
    bad.write_bytes(data[:cut] if cut >= 0 else data[: len(data) - 1])
    with pytest.raises(lowbit.BadFileError) as e:
        lowbit.open(bad)
    assert str(bad) in str(e.value)
    assert e.value.status == 4


def test_garbage_files(tmp_path):
    rng = np.random.default_rng(7)
    for name, data in [
        ("garbage.gguf", rng.integers(0, 256, 4096, dtype=np.uint8).tobytes()),
        ("zeros.gguf", bytes(1000)),
        ("text.gguf", b"this is not a model file\n" * 20),
        ("magic-only.gguf", b"GGUF"),
        ("huge-counts.gguf", b"GGUF" + struct.pack("<IQQ", 3, 2**62, 2**62)),
    ]:
        path = tmp_path / name
        path.write_bytes(data)
        with pytest.raises(lowbit.BadFileError):
            lowbit.open(path)


def test_bad_tensor_data(tmp_path):
    # a tensor whose bytes run past the end of the file
    path = tmp_path / "short.gguf"
    data = gguf_bytes(tensors=[("w", 0, [4, 3], bytes(48))])
    path.write_bytes(data[:-20])
    with pytest.raises(lowbit.BadFileError, match="w"):
        lowbit.open(path)
    # an unknown ggml type id
    path.write_bytes(gguf_bytes(tensors=[("w", 99, [32], bytes(64))]))
    with pytest.raises(lowbit.LowbitError, match="99"):
        lowbit.open(path)


def test_gguf_v1_is_unsupported(tmp_path):
    path = tmp_path / "v1.gguf"
    path.write_bytes(b"GGUF" + struct.pack("<IIII", 1, 0, 0, 0))
    with pytest.raises(lowbit.UnsupportedError) as e:
        lowbit.open(path)
    assert re.search(r"\bv1\b|version 1\b", str(e.value)), str(e.value)
    assert isinstance(e.value, NotImplementedError) and e.value.status == 5


def test_limits(small):
    with pytest.raises(lowbit.BadFileError, match="limit"):
        lowbit.open(small, max_tensors=1)
    with pytest.raises(lowbit.BadFileError, match="limit"):
        lowbit.open(small, max_string_bytes=2)
    with lowbit.open(small, max_tensors=2, max_metadata=1, max_string_bytes=3) as m:
        assert len(m) == 2
    with pytest.raises(TypeError):
        lowbit.open(small, max_everything=1)
    # the limits appended later: dims (w is 2-D) and config files
    with pytest.raises(lowbit.BadFileError, match="at most 1 are allowed"):
        lowbit.open(small, max_dims=1)
    with lowbit.open(small, max_dims=2, max_config_bytes=10) as m:
        assert len(m) == 2


def test_unknown_tensor_and_key(small):
    with lowbit.open(small) as m:
        with pytest.raises(KeyError) as e:
            m["nope"]
        assert isinstance(e.value, lowbit.NotFoundError) and isinstance(e.value, LookupError)
        assert "nope" in str(e.value)
        with pytest.raises(lowbit.NotFoundError):
            m.tensor("nope")
        assert "nope" not in m and "w" in m
        with pytest.raises(KeyError):
            m.metadata["nope"]
        with pytest.raises(IndexError):
            m[2]
        assert m[-1].name == "v"


def test_rows_out_of_range(small):
    with lowbit.open(small) as m:
        w = m["w"]
        for rows in [slice(0, 4), slice(3, 5), slice(4, 5), 3, -4, slice(-5, 2), range(2, 9)]:
            with pytest.raises(IndexError) as e:
                w.dequantize(rows=rows)
            assert isinstance(e.value, lowbit.OutOfRangeError), rows
            assert e.value.status == 7 and "w" in str(e.value)
        assert w.dequantize(rows=slice(3, 3)).shape == (0, 4)  # empty, at the end
        assert w.dequantize(rows=slice(2, 1)).shape == (0, 4)


def test_use_after_close(small):
    m = lowbit.open(small)
    t = m["w"]
    md = m.metadata
    handle = m._handle
    m.close()
    m.close()  # idempotent
    assert m.closed
    for use in [
        lambda: m["w"],
        lambda: m.tensor("w"),
        lambda: m.tensors,
        lambda: len(m),
        lambda: list(m),
        lambda: m.metadata,
        lambda: md["a.b"],
        lambda: m.kind,
        lambda: t.dequantize(),
        lambda: m.dequantize("w"),
    ]:
        with pytest.raises(lowbit.InvalidHandleError, match="closed"):
            use()
    assert isinstance(lowbit.InvalidHandleError("x"), ValueError)
    assert t.name == "w" and t.shape == (3, 4)  # the snapshot stays readable
    assert "closed" in repr(m)

    # The C side checks handles too: a freed handle is an error, never a crash.
    buf = np.empty(12, np.float32)
    assert _lib.lowbit_dequantize(handle, 0, 0, -1, 0, buf.ctypes.data, buf.nbytes) == 2
    assert "handle" in _lib.last_error()
    assert _lib.lowbit_model_free(handle) == 2  # double free
    assert _lib.lowbit_model_free(None) == 0  # freeing NULL is a no-op
    count = ctypes.c_int64()
    assert _lib.lowbit_model_tensor_count(None, ctypes.byref(count)) == 2
    assert _lib.lowbit_model_tensor_count(12345, ctypes.byref(count)) == 2  # forged


def test_context_manager_and_finalizer(small):
    with lowbit.open(small) as m:
        assert not m.closed
    assert m.closed
    with pytest.raises(lowbit.InvalidHandleError):
        with m:
            pass
    m2 = lowbit.open(small)
    h = m2._handle
    del m2
    gc.collect()
    count = ctypes.c_int64()
    assert _lib.lowbit_model_tensor_count(h, ctypes.byref(count)) == 2  # the finalizer freed it


def test_status_classes_from_c(small):
    with lowbit.open(small) as m:
        h = m._handle
        s = ctypes.c_void_p()
        st = _lib.lowbit_meta_get_string(h, b"a.b", ctypes.byref(s), None)
        with pytest.raises(lowbit.TypeMismatchError) as e:
            _lib.check(st)
        assert isinstance(e.value, TypeError) and "a.b" in str(e.value)
        small_buf = np.empty(3, np.float32)
        st = _lib.lowbit_dequantize(h, 0, 0, -1, 0, small_buf.ctypes.data, small_buf.nbytes)
        with pytest.raises(lowbit.BufferTooSmallError):
            _lib.check(st)
        st = _lib.lowbit_dequantize(h, 0, 0, -1, 2, small_buf.ctypes.data, small_buf.nbytes)  # Q4_0 out
        with pytest.raises(lowbit.InvalidArgumentError):
            _lib.check(st)
        st = _lib.lowbit_model_open(None, None, ctypes.byref(ctypes.c_void_p()))
        with pytest.raises(lowbit.InvalidArgumentError):
            _lib.check(st)
        info = _lib.lowbit_tensor_info()  # size left 0
        with pytest.raises(lowbit.InvalidArgumentError, match="size"):
            _lib.check(_lib.lowbit_tensor_info_get(h, 0, ctypes.byref(info)))
        assert "size" in _lib.last_error()  # the message stays until the next call
        assert _lib.lowbit_model_tensor_count(h, ctypes.byref(ctypes.c_int64())) == 0
        assert _lib.last_error() == ""  # "" when the last call succeeded
    assert lowbit.status_string(4) == "LOWBIT_ERR_BAD_FILE"
    assert lowbit.status_string(0) == "LOWBIT_OK"
    for code, cls in [(1, ValueError), (2, ValueError), (3, LookupError), (5, NotImplementedError),
                      (6, OSError), (7, IndexError), (8, ValueError), (9, TypeError), (10, RuntimeError)]:
        err = lowbit._errors.error_for(code, "msg")
        assert isinstance(err, cls) and isinstance(err, lowbit.LowbitError) and err.status == code
        assert err.status_name == lowbit.status_string(code)
    assert isinstance(lowbit._errors.error_for(99, "?"), lowbit.InternalError)


def test_version_and_threads():
    assert lowbit.version() == "0.1.0"
    assert lowbit.abi_version() == lowbit.ABI_VERSION == 1
    assert os.path.exists(lowbit.library_path())
    lowbit.set_threads(2)
    lowbit.set_threads(0)


REMOVED_IDS = [4, 5, 31, 32, 33, 36, 37, 38]


def test_formats_registry():
    fs = lowbit.formats()
    by_name = {f.name: f for f in fs}
    q40 = by_name["Q4_0"]
    assert (q40.id, q40.block_elems, q40.block_bytes) == (2, 32, 18)
    assert q40.bits_per_weight == pytest.approx(4.5)
    assert q40.can_dequantize and q40.quantized and not q40.needs_imatrix and q40.family == "ggml"
    assert by_name["F32"].is_float and by_name["I32"].is_integer and by_name["Q8_1"].intermediate
    ids = [f.id for f in fs]
    assert ids == lowbit.format_ids() and len(set(ids)) == len(ids)
    assert len(set(by_name)) == len(fs)
    for rid in REMOVED_IDS:
        assert rid not in ids
        with pytest.raises(lowbit.UnsupportedError, match=str(rid)):
            lowbit.format_info(rid)
    with pytest.raises(lowbit.UnsupportedError):
        lowbit.format_info(4242)
    for f in fs:
        assert lowbit.format_id(f.name) == f.id == lowbit.format_id(f.name.lower())
        assert lowbit.format_info(f.name) == f
        if f.family in ("ggml", "plain"):
            assert f.block_elems > 0 and f.block_bytes > 0
            assert f.bits_per_weight == pytest.approx(8.0 * f.block_bytes / f.block_elems)
        else:  # part-based (MLX, GPTQ, ...): bits and group size are parameters, there is no block
            assert f.block_elems == 0 and f.block_bytes == 0 and f.quantized
    assert lowbit.format_id("q8_0") == 8
    with pytest.raises(lowbit.NotFoundError):
        lowbit.format_id("Q9_9")
    assert sorted(i for i in ids if i < 1000) == sorted(set(range(43)) - set(REMOVED_IDS))


def test_formats_match_gguf_py():
    gguf = need("gguf", "gguf-py is the oracle for GGUF files")
    ids = set(lowbit.format_ids())
    for qt, (block, size) in gguf.GGML_QUANT_SIZES.items():
        if qt.name == "Q8_1" and size == 40:
            # gguf-py (0.19.0) still lists the old 40-byte layout (f32 d and s); ggml's block_q8_1
            # is two halves and 32 int8: 36 bytes (static_assert in ggml-common.h).
            size = 36
        if int(qt) in REMOVED_IDS:
            continue
        assert int(qt) in ids, qt.name
        f = lowbit.format_info(int(qt))
        assert f.name == qt.name, (int(qt), f.name, qt.name)
        assert (f.block_elems, f.block_bytes) == (block, size), qt.name
