"""refscore: the reference rules specification and scorer for coinche, belote contrée and house variants.

The engine is pure: `load_variant` reads a variant (shipped name or YAML file), `read_record` reads a
decoded JSON deal record, and `check_deal` judges it. The command-line shell lives in `refscore.cli`.
"""

from __future__ import annotations

from pathlib import Path as _Path

from .check import CheckResult, Violation, check_deal
from .errors import RefscoreError
from .record import DealRecord, read_record
from .report import result_to_json
from .variant import Variant
from .variant_loader import load_variant, shipped_names

__version__ = "0.1.0"

# In a source checkout the command line is the top-level `cli/` folder, which an install maps to
# `refscore.cli`; adding the checkout's root to this package's path gives `python -m refscore` the
# same layout when it runs from the checkout (an installed package has its own `refscore/cli`).
_ROOT = _Path(__file__).resolve().parent.parent
if (_ROOT / "cli" / "__init__.py").is_file() and not (_Path(__file__).parent / "cli").is_dir():
    __path__.append(str(_ROOT))


__all__ = [
    "CheckResult",
    "DealRecord",
    "RefscoreError",
    "Variant",
    "Violation",
    "__version__",
    "check_deal",
    "load_variant",
    "read_record",
    "result_to_json",
    "shipped_names",
]
