"""pytest setup: import the package from this checkout (bindings/python), no install needed.

Run from the repository root:
    LOWBIT_LIBRARY=$PWD/build/liblowbit.so .venv/bin/python -m pytest -q bindings/python/tests
"""

import sys
from pathlib import Path

PKG_ROOT = Path(__file__).resolve().parent.parent  # bindings/python
if str(PKG_ROOT) not in sys.path:
    sys.path.insert(0, str(PKG_ROOT))
