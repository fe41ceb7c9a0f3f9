"""refscore: the reference rules specification and scorer for coinche, belote contrée and house variants.

The engine is pure: `load_variant` reads a variant (shipped name or YAML file), `read_record` reads a
decoded JSON deal record, and `check_deal` judges it. The command-line shell lives in `refscore.cli`.
"""

from __future__ import annotations

from .check import CheckResult, Violation, check_deal
from .errors import RefscoreError
from .record import DealRecord, read_record
from .report import result_to_json
from .variant import Variant
from .variant_loader import load_variant, shipped_names

__version__ = "0.1.0"

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
