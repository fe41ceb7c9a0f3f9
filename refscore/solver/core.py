"""The door to the compiled search (refscore/_solvecore.c): what it is told, and whether it is there.

Why a module: the C search knows no rule, no variant and no card; everything it reads comes from
here, built from the rules kernel (`PlayKernel`: the table of legal subsets and the fact names it is
indexed by, `ContractCards`: points, strengths, trick-winning keys, `higher` masks) and from the
`Variant` (who maximises, who partners whom, the scoring units, the last trick's three values).
The compiled tier is optional: without it (no C compiler, or REFSCORE_CORE=python, as for the fast
path) `search.Solver` runs its own Python search, which gives identical values.
"""

from __future__ import annotations

import os
from typing import Any

from ..kernel import FEATURES
from ..variant import Variant
from .rules import PlayTable

try:  # built by `pip install .` / `python setup.py build_ext --inplace` when a C compiler is there
    from .. import _solvecore
except ImportError:  # pragma: no cover - depends on the build
    _solvecore = None  # type: ignore[assignment]
if os.environ.get("REFSCORE_CORE") == "python":  # the benchmark and the tests compare both tiers
    _solvecore = None  # type: ignore[assignment]


def available() -> bool:
    """Whether the compiled search is importable (and not switched off by REFSCORE_CORE=python)."""
    return _solvecore is not None


def core_spec(variant: Variant, table: PlayTable, maximises: tuple[bool, ...]) -> dict[str, Any]:
    """Everything the compiled search reads, as keyword arguments of `_solvecore.Core`."""
    cards = table.cards
    seats = variant.seats
    units = [name for name, _ in variant.teams]
    return {
        "legal": table.kernel.table.core_spec(),
        "features": FEATURES,
        "all_trump": bool(table.kernel.all_trump),
        "trump_mask": cards.trump_mask,
        "higher": tuple(cards.higher),
        "key_by_led": tuple(tuple(row) for row in cards.key_by_led),
        "points": tuple(cards.points),
        "strength": tuple(cards.strength),
        "maximises": tuple(int(flag) for flag in maximises),
        "partners": tuple(tuple(int(flag) for flag in row) for row in table.partners),
        "unit_of": tuple(units.index(variant.team_of(seat)) for seat in seats),
        "der": (variant.der_value, variant.der_capot, variant.der_generale),
    }


def compiled_core(variant: Variant, table: PlayTable, maximises: tuple[bool, ...]) -> _solvecore.Core | None:
    """A configured `_solvecore.Core`, or None when the compiled tier is not there."""
    if _solvecore is None:
        return None
    return _solvecore.Core(**core_spec(variant, table, maximises))


__all__ = ["available", "compiled_core", "core_spec"]
