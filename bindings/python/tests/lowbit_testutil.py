"""Helpers shared by the tests: oracle imports that skip (or fail) with a reason."""

from __future__ import annotations

import importlib
import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
#: With LOWBIT_REQUIRE_ORACLES=1 (as `make test-python` sets) a missing oracle or library is a
#: failure instead of a skip.
REQUIRE = os.environ.get("LOWBIT_REQUIRE_ORACLES") == "1"


def need(module: str, why: str):
    """Imports module, or skips the calling test module (fails under LOWBIT_REQUIRE_ORACLES=1)."""
    try:
        return importlib.import_module(module)
    except ImportError as e:
        msg = "%s is not importable (%s): %s" % (module, why, e)
        if REQUIRE:
            pytest.fail(msg + " [LOWBIT_REQUIRE_ORACLES=1]", pytrace=False)
        pytest.skip(msg, allow_module_level=True)


def cli_path() -> Path:
    """The lowbit CLI: $LOWBIT_CLI, else <repo>/build/lowbit; skips (or fails) if missing."""
    p = Path(os.environ.get("LOWBIT_CLI") or REPO / "build" / "lowbit")
    if not p.is_file():
        msg = "the lowbit CLI is not built (%s); run `make cli` or set LOWBIT_CLI" % p
        if REQUIRE:
            pytest.fail(msg + " [LOWBIT_REQUIRE_ORACLES=1]", pytrace=False)
        pytest.skip(msg)
    return p
