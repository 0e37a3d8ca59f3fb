"""The demo model written by `lowbit demo-model`: one 64x256 matrix, stored as F32 and again in
each of several formats."""

from __future__ import annotations

import subprocess

import pytest

from lowbit_testutil import cli_path, need

np = need("numpy", "numpy is the package's only dependency")
lowbit = need("lowbit", "the bindings need build/liblowbit.so or LOWBIT_LIBRARY")

FORMATS = ["F16", "BF16", "Q8_0", "Q5_1", "Q5_0", "Q4_1", "Q4_0"]
#: relative RMS error bounds against the original (about 1.5x what the formats reach)
MAX_REL_RMSE = {"F16": 1e-3, "BF16": 4e-3, "Q8_0": 0.015, "Q5_1": 0.075, "Q5_0": 0.11, "Q4_1": 0.15, "Q4_0": 0.2}


@pytest.fixture(scope="module")
def demo_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("demo") / "demo.gguf"
    subprocess.run([str(cli_path()), "demo-model", str(path)], check=True, capture_output=True)
    return path


@pytest.fixture(scope="module")
def demo(demo_path):
    with lowbit.open(demo_path) as m:
        yield m


def test_directory(demo, demo_path):
    assert demo.kind == "gguf"
    assert demo.path == str(demo_path)
    names = ["demo.original"] + ["demo." + f for f in FORMATS]
    assert [t.name for t in demo] == names
    assert list(demo.metadata["lowbit.demo.tensors"]) == names
    assert demo.metadata["general.architecture"] == "lowbit-demo"
    assert demo.metadata["lowbit.demo.rows"] == 64 and demo.metadata["lowbit.demo.cols"] == 256
    assert demo.metadata.type_of("lowbit.demo.rows").type == lowbit.ValueType.U32
    assert len(demo) == 8
    offsets = []
    for t in demo:
        assert t.shape == (64, 256) and t.rows == 64 and t.cols == 256
        assert t.format == ("F32" if t.name == "demo.original" else t.name[len("demo."):])
        assert t.format_id == lowbit.format_id(t.format)
        info = lowbit.format_info(t.format_id)
        assert t.nbytes == 64 * 256 // info.block_elems * info.block_bytes
        assert t.bits_per_weight == pytest.approx(info.bits_per_weight)
        assert t.file_offset % 32 == 0
        offsets.append((t.file_offset, t.file_offset + t.nbytes))
    offsets.sort()
    assert all(a[1] <= b[0] for a, b in zip(offsets, offsets[1:])), "tensor data overlaps"
    assert offsets[-1][1] <= demo_path.stat().st_size


@pytest.mark.parametrize("fmt", FORMATS)
def test_close_to_original(demo, fmt):
    orig = demo["demo.original"].dequantize().astype(np.float64)
    got = demo["demo." + fmt].dequantize()
    assert got.shape == (64, 256) and got.dtype == np.float32
    assert np.isfinite(got).all()
    rel = np.sqrt(np.mean((got - orig) ** 2)) / np.sqrt(np.mean(orig**2))
    assert 0 < rel < MAX_REL_RMSE[fmt], "%s: relative RMS error %.4g" % (fmt, rel)
    # the float16 output is the float32 output rounded
    assert np.array_equal(demo["demo." + fmt].dequantize("float16"), got.astype(np.float16))


def test_more_bits_less_error(demo):
    orig = demo["demo.original"].dequantize()
    err = {f: float(np.abs(demo["demo." + f].dequantize() - orig).mean()) for f in FORMATS}
    assert err["F16"] < err["BF16"] < err["Q8_0"] < err["Q5_1"] < err["Q5_0"] < err["Q4_0"]
    assert err["Q4_1"] < err["Q4_0"]


def test_same_bytes_as_gguf_py(demo, demo_path):
    """lowbit's quantizers write what gguf-py's write, and decode as gguf-py decodes."""
    gguf = need("gguf", "gguf-py is the oracle for GGUF files")
    reader = gguf.GGUFReader(str(demo_path))
    orig = reader.tensors[0].data
    for rt in reader.tensors[1:]:
        want = np.asarray(gguf.quants.quantize(orig, rt.tensor_type)).view(np.uint8).ravel()
        assert np.array_equal(rt.data.view(np.uint8).ravel(), want), rt.name
        deq = np.asarray(gguf.quants.dequantize(rt.data, rt.tensor_type), dtype=np.float32)
        assert np.array_equal(demo[rt.name].dequantize().view(np.uint32), deq.view(np.uint32)), rt.name


def test_rows(demo):
    t = demo["demo.Q4_K"] if "demo.Q4_K" in demo else demo["demo.Q4_0"]
    full = t.dequantize()
    for a, b in [(0, 1), (5, 17), (63, 64), (0, 64), (32, 32)]:
        assert np.array_equal(t.dequantize(rows=slice(a, b)), full[a:b])
    assert np.array_equal(t.dequantize(rows=7), full[7])
