"""refscore: the reference rules specification and scorer for coinche, belote contrée and house variants.

The engine is pure: `load_variant` reads a variant (shipped name or YAML file), `read_record` reads a
decoded JSON deal record, and `check_deal` judges it. The command-line shell lives in `refscore.cli`.

The public names are loaded on first use (PEP 562 `__getattr__`): every command imports this
package, if only for `refscore --version`, and need not load the engine, its schemas and its
grammars for that; `from refscore import check_deal` works as it always did.
"""

from __future__ import annotations

import os as _os
from typing import TYPE_CHECKING

from refscore.base.lazy import lazy_names as _lazy_names
from refscore.base.version import __version__

if TYPE_CHECKING:
    from refscore.base.errors import RefscoreError
    from refscore.judge.check import CheckResult, Violation, check_deal
    from refscore.load.variant_loader import load_variant, shipped_names
    from refscore.model.record import DealRecord, read_record
    from refscore.model.variant import Variant
    from refscore.render.report import result_to_json


# In a source checkout the command line is the top-level `cli/` folder, which an install maps to
# `refscore.cli`; adding the checkout's root to this package's path gives `python -m refscore` the
# same layout when it runs from the checkout (an installed package has its own `refscore/cli`).
# (os.path, not pathlib: every command imports this package, and pathlib with what it imports
# costs ~15 M instructions, 4% of `refscore check`'s start-up; bench/startup.py)
_HERE = _os.path.dirname(_os.path.realpath(__file__))
_ROOT = _os.path.dirname(_HERE)
if _os.path.isfile(_os.path.join(_ROOT, "cli", "__init__.py")) and not _os.path.isdir(
    _os.path.join(_HERE, "cli")
):
    __path__.append(_ROOT)


#: The module of each public name, imported when the name is first asked for.
_LAZY: dict[str, str] = {
    "CheckResult": "judge.check",
    "Violation": "judge.check",
    "check_deal": "judge.check",
    "RefscoreError": "base.errors",
    "DealRecord": "model.record",
    "read_record": "model.record",
    "result_to_json": "render.report",
    "Variant": "model.variant",
    "load_variant": "load.variant_loader",
    "shipped_names": "load.variant_loader",
}


if not TYPE_CHECKING:  # a type checker sees the imports above, and so still flags a misspelt name
    __getattr__, __dir__ = _lazy_names(__name__, globals(), _LAZY)


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
