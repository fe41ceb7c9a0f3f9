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
