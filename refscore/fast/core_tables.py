"""One trump choice's tables as the fast tiers read them: the kernel's `PlayKernel` for it (the
pure tier plays with it), with the flat tuples and masks the compiled core (`_fastcore.Core`) reads.

Why a module: the checker, the penalty (`penalty_entry`) and the illegal card's words read these
tables, and the compiled core is handed them (`core_spec`); none of them decides a rule.
"""

from __future__ import annotations

from typing import Any

from refscore.kernel.play import PlayKernel
from refscore.model.variant import TrumpKind

__all__ = ["TrumpTable"]


class TrumpTable:
    """One trump choice: the kernel's `PlayKernel` for it, with the flat tuples and masks the
    compiled core reads."""

    __slots__ = (
        "all_trump",
        "higher",
        "kernel",
        "key_by_led",
        "points",
        "strength",
        "trump_mask",
    )

    def __init__(self, kernel: PlayKernel) -> None:
        cards = kernel.cards
        self.kernel = kernel
        self.points = cards.points
        self.strength = cards.strength
        self.trump_mask = cards.trump_mask
        self.all_trump = cards.kind is TrumpKind.ALL_TRUMP
        self.higher = cards.higher
        self.key_by_led = cards.key_by_led

    def core_spec(self) -> tuple[Any, ...]:
        """This table as `_fastcore.Core` reads it."""
        return (self.points, self.strength, self.key_by_led, self.higher, self.trump_mask, self.all_trump)
