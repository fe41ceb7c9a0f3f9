"""The compiled cores read the kernel's numbers with one reader (refscore/kernel/_kernel_walk.h,
`kw_read_ints` and `kw_read_masks`).

Why: the same card table (points, strengths, keys by suit led, the masks of higher cards) reaches
the fast path's core and the solver's core; each had its own reader of Python int sequences, one
bounds-checked, one truncating masks. A bad table must be refused by both, in the same words: if
one core grows a reader of its own again, these messages part and the test fails.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_fastcore import core_arguments

from refscore.base.cards import Suit
from refscore.fast import checker as fast
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import TrumpKind
from refscore.solver import core as solver_core
from refscore.solver.rules import PlayTable

pytestmark = pytest.mark.skipif(
    fast._fastcore is None or not solver_core.available(), reason="both compiled cores are needed"
)

#: (field, bad value, the words both cores refuse it with)
BAD_TABLES: list[tuple[str, Any, str]] = [
    ("points", ("1",) * 32, "points: item 0 is not an integer"),
    ("points", (0,) * 31, "points: expected 32 integers"),
    ("strength", (0,) * 5 + (None,) * 27, "strength: item 5 is not an integer"),
    ("higher", (-1,) * 32, "higher: item 0 is not a 32-card mask"),
    ("higher", (0, 1 << 32) + (0,) * 30, "higher: item 1 is not a 32-card mask"),
    ("higher", (0,) * 33, "higher: expected 32 masks"),
]
#: the place of each field in the fast core's table (`PlayTable.core_spec`, then the belote cards)
FAST_PLACE = {"points": 0, "strength": 1, "key_by_led": 2, "higher": 3}


def _fast_refusal(field: str, value: Any, monkeypatch: pytest.MonkeyPatch) -> BaseException:
    arguments = core_arguments("coinche", monkeypatch)
    tables = list(arguments["tables"])
    first = next(index for index, table in enumerate(tables) if table is not None)
    table = list(tables[first])
    table[FAST_PLACE[field]] = value
    tables[first] = tuple(table)
    assert fast._fastcore is not None
    with pytest.raises((TypeError, ValueError)) as caught:
        fast._fastcore.Core(**(arguments | {"tables": tuple(tables)}))
    return caught.value


def _solver_refusal(field: str, value: Any) -> BaseException:
    variant = shipped_variant("coinche")
    table = PlayTable(variant, TrumpKind.SUIT, Suit(1))
    spec = solver_core.core_spec(
        variant, table, tuple(variant.team_of(seat) == "NS" for seat in variant.seats)
    )
    with pytest.raises((TypeError, ValueError)) as caught:
        solver_core._solvecore.Core(**(spec | {field: value}))
    return caught.value


@pytest.mark.parametrize(("field", "value", "words"), BAD_TABLES)
def test_both_cores_refuse_a_bad_table_in_the_same_words(
    field: str, value: Any, words: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    in_fast = _fast_refusal(field, value, monkeypatch)
    in_solver = _solver_refusal(field, value)
    assert type(in_fast) is type(in_solver)
    assert str(in_fast) == str(in_solver)
    assert str(in_fast) == words


def _without_line_writer(text: str) -> str:
    """The core's text without `fill`, the writer of a result line's numbers (`batch.LegalLines`):
    it reads a deal's values to print them, not the kernel's configuration."""
    start = text.find("static PyObject *fill(")
    if start < 0:
        return text
    end = text.index("\n}\n", start)
    return text[:start] + text[end:]


def test_neither_core_writes_a_reader_of_its_own() -> None:
    """Structural: the configuration readers live in the header only."""
    root = Path(fast.__file__).parents[1]
    parts = sorted(path.relative_to(root).as_posix() for path in (root / "solver").glob("_solve_*.h"))
    assert parts, "the solver's parts (refscore/solver/_solve_*.h) are not where this test looks"
    for core in ("fast/_fastcore.c", "solver/_solvecore.c", *parts):
        text = _without_line_writer((root / core).read_text(encoding="utf-8"))
        for reader in ("PySequence_Fast(", "PyLong_AsLongLongAndOverflow(", "PyLong_AsUnsignedLongMask("):
            assert reader not in text, f"{core} reads Python ints itself ({reader}): use _kernel_walk.h"
