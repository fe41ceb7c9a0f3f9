"""Types of the optional compiled scorer (refscore/judge/_scorecore.c): the formulas as programs."""

from typing import Any

MAX_STACK: int

#: a program of `refscore.formula.compiler.Op` instructions
_Program = tuple[int, ...]
#: (when or None, taker, defence, the taker's quantities after the made test, the defence's)
_Case = tuple[_Program | None, _Program, _Program, tuple[int, ...], tuple[int, ...]]

class Scorer:
    def __init__(
        self,
        units: int,
        facts: int,
        specials: int,
        constants: tuple[int, ...],
        quantity_slots: tuple[int, ...],
        quantities: tuple[_Program, ...],
        before: tuple[int, ...],
        made: tuple[_Program, ...],
        cases: tuple[_Case, ...],
        rounding: _Program | None,
        made_slot: int,
        opcodes: dict[str, int],
        max_value: int,
    ) -> None: ...
    def score(self, key: tuple[Any, ...], /) -> tuple[bool, int, tuple[int, ...]] | None:
        """(made, case index, scores by unit) for a scoring key; None when a formula fails."""
    @property
    def programs(self) -> tuple[Any, ...]: ...

def run(program: _Program, values: tuple[int, ...], /) -> int | None:
    """One validated program on `values`: its value, or None where the closures raise."""

class PenaltyLines:
    """The lines of a penalty's breakdown that the variant's formulas give, written from `scorer`'s
    programs (`refscore.fast.penalty_plan.PenaltyPlan`, whose `_lines` joins the same bytes in Python):
    `fact_index` each of the scorer's facts' index in a unit's facts (`SIDE_FACTS`), `quantities` and
    `cases` each formula's line parts (name part, rule part, text, words, shown slots, is_bool),
    `unit_lines` whether each quantity is shown for each unit, `failed` the cases a failed contract
    chooses from, `units` each unit's name as JSON then null, `line_parts` a line's first and last
    bytes."""

    def __init__(
        self,
        scorer: Scorer,
        fact_index: tuple[int, ...],
        quantities: tuple[tuple[Any, ...], ...],
        unit_lines: tuple[bool, ...],
        cases: tuple[tuple[tuple[Any, ...], tuple[Any, ...]], ...],
        failed: tuple[int, ...],
        units: tuple[bytes, ...],
        line_parts: tuple[bytes, bytes],
    ) -> None: ...
    def write(
        self, values: tuple[Any, ...], facts: list[Any], taker_unit: int, made: bool, /
    ) -> tuple[bytes, int, tuple[bytes, ...], tuple[int, ...]] | None:
        """(the lines shown once with the takers' values, the case's index, each unit's lines, each
        unit's deal score before rounding); None where a formula fails (then Python writes them)."""
