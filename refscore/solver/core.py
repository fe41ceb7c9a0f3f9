"""The door to the compiled search (refscore/solver/_solvecore.c): what it is told, and whether it is there.

Why a module: the C search knows no rule, no variant and no card; everything it reads comes from
here, built from the rules kernel (`PlayKernel`: the table of legal subsets and the fact names it is
indexed by, `ContractCards`: points, strengths, trick-winning keys, `higher` masks) and from the
`Variant` (who maximises, who partners whom, the scoring units, the last trick's three values).
The compiled tier is optional: without it (no C compiler, or REFSCORE_CORE=python, as for the fast
path) `search.Solver` runs its own Python search, which gives identical values.

Why `prepared`: a Solver is built per deal and trump (a fresh transposition table each time, which
is what bench_solver.py times), but what it reads from the rules depends only on the rules of play,
the card scale, the trump, the seats and teams, the side and the last trick's values
(`SolverRules`). Those are built once per process for each such key (an LRU of 64) and reused:
the scoring units, the maximising seats, and a configured compiled core without a table (a
template), of which each solver gets a copy with its own empty table (`Core.fresh`). Only rules
are shared, never a search's result (docs/solver.md).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any, NamedTuple

from refscore.base.cards import Suit
from refscore.kernel.deal import DealTable
from refscore.model.variant import PlayRules, TrumpKind, TrumpMode, Variant

from ..kernel.play import FEATURES, PlayKernel
from .rules import PlayTable, Teams, play_rules, seat_teams, seat_units

try:  # built by `pip install .` / `python setup.py build_ext --inplace` when a C compiler is there
    from refscore.solver import _solvecore
except ImportError:  # pragma: no cover - depends on the build
    _solvecore = None  # type: ignore[assignment]
if os.environ.get("REFSCORE_CORE") == "python":  # the benchmark and the tests compare both tiers
    _solvecore = None  # type: ignore[assignment]


def available() -> bool:
    """Whether the compiled search is importable (and not switched off by REFSCORE_CORE=python)."""
    return _solvecore is not None


def core_spec(variant: Variant, table: PlayTable, maximises: tuple[bool, ...]) -> dict[str, Any]:
    """Everything the compiled search reads, as keyword arguments of `_solvecore.Core`."""
    unit_of = seat_units(variant.seats, variant.teams)
    return _spec(table.kernel, table.partners, maximises, unit_of, last_trick_values(variant))


def last_trick_values(variant: Variant) -> tuple[int, int, int]:
    """The last trick's three values the search reads: dix de der, capot, générale."""
    return DealTable.of(variant).last_trick


def _spec(
    kernel: PlayKernel,
    partners: tuple[tuple[bool, ...], ...],
    maximises: tuple[bool, ...],
    unit_of: tuple[int, ...],
    der: tuple[int, int, int],
) -> dict[str, Any]:
    cards = kernel.cards
    return {
        "legal": kernel.table.core_spec(),
        "features": FEATURES,
        "all_trump": bool(kernel.all_trump),
        "trump_mask": cards.trump_mask,
        "higher": tuple(cards.higher),
        "key_by_led": tuple(tuple(row) for row in cards.key_by_led),
        "points": tuple(cards.points),
        "strength": tuple(cards.strength),
        "maximises": tuple(int(flag) for flag in maximises),
        "partners": tuple(tuple(int(flag) for flag in row) for row in partners),
        "unit_of": unit_of,
        "der": der,
    }


class SolverRules(NamedTuple):
    """Every field a Solver's rule tables are built from: `prepared`'s cache key. Nothing else of
    the variant is read to build them, so a variant that differs in any of them (a house variant
    made by `dataclasses.replace` keeps its id and fingerprint) gets its own tables."""

    mode: TrumpMode
    trump: Suit | None
    play: PlayRules
    seats: tuple[str, ...]
    teams: Teams
    side: str
    der: tuple[int, int, int]  # dix de der, capot, générale

    @classmethod
    def of(cls, variant: Variant, kind: TrumpKind, trump: Suit | None, side: str) -> SolverRules:
        der = last_trick_values(variant)
        return cls(variant.modes[kind], trump, variant.play, variant.seats, variant.teams, side, der)


@dataclass(frozen=True)
class Prepared:
    """What a Solver reads from its rules, built once per `SolverRules` (and build of the core)."""

    unit_of: tuple[int, ...]  # each seat's scoring unit (its team's place in `teams`)
    maximises: tuple[bool, ...]  # each seat: on the side whose points are counted
    make_core: Callable[[], _solvecore.Core] | None  # a new configured core, its table empty

    def core(self) -> _solvecore.Core | None:
        """A compiled core of its own for one solver (None: the Python search)."""
        return None if self.make_core is None else self.make_core()


def prepared(variant: Variant, kind: TrumpKind, trump: Suit | None, side: str, *, compiled: bool) -> Prepared:
    """The prepared rules of a Solver; `compiled=False` (or no compiled tier) gives no core."""
    return _prepared(SolverRules.of(variant, kind, trump, side), _solvecore if compiled else None)


@functools.lru_cache(maxsize=64)
def _prepared(rules: SolverRules, module: ModuleType | None) -> Prepared:
    """Built from `rules` alone. The build of the compiled core is part of the key: the benchmarks
    swap builds in one process (bench/solver_builds.py); one without `Core.fresh` (an older build)
    is configured from the spec at every solve."""
    team = seat_teams(rules.seats, rules.teams)
    unit_of = seat_units(rules.seats, rules.teams)
    maximises = tuple(name == rules.side for name in team)
    make_core: Callable[[], _solvecore.Core] | None = None
    if module is not None:
        kernel, partners = play_rules(rules.mode, rules.trump, rules.play, rules.seats, rules.teams)
        spec = _spec(kernel, partners, maximises, unit_of, rules.der)
        if hasattr(module.Core, "fresh"):
            make_core = module.Core(**spec, table=False).fresh
        else:
            make_core = functools.partial(module.Core, **spec)
    return Prepared(unit_of, maximises, make_core)


def clear_caches() -> None:
    """Forget every prepared rule table (the benchmark times a process's first solve with it)."""
    _prepared.cache_clear()
    play_rules.cache_clear()


__all__ = ["Prepared", "SolverRules", "available", "clear_caches", "core_spec", "prepared"]
