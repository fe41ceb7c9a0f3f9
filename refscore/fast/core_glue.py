"""The compiled core's glue: one trump choice's tables as the fast tiers read them (`TrumpTable`:
the kernel's `PlayKernel` for it, which the pure tier plays with, and the flat tuples and masks the
compiled core reads), and the compiled core (`_fastcore.Core`) built over a checker's tables
(`compiled_core`).

Why a module: what the C core is handed is said in one place, beside nothing that decides a rule
(the tables are the kernel's; tests/fast/test_fastcore.py checks what the core accepts).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from refscore.fast.record_shape import TOP_KEYS
from refscore.formula.names import SIDE_FACTS
from refscore.kernel.play import FEATURES, PlayKernel
from refscore.model.variant import TrumpKind

if TYPE_CHECKING:
    from refscore.fast import _fastcore

__all__ = ["TrumpTable", "compiled_core"]


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


def compiled_core(checker: Any, fastcore: Any) -> _fastcore.Core | None:
    """The compiled core (`fastcore.Core`: the checker's module `_fastcore`, None when it is not
    built) over the tables of `checker` (a `FastChecker`, not imported: it imports this module), or
    None when the variant has what the core leaves to the pure tier: a deal that is not the 32
    cards, more than 8 special bids."""
    if fastcore is None:
        return None
    variant = checker.variant
    rules = checker.rules
    if (
        variant.hand_size * checker.n + variant.chien + variant.dead_cards != 32
        or len(rules.special_bids) > 8
    ):
        return None
    auction = checker.auction
    core: _fastcore.Core = fastcore.Core(
        seats=tuple(checker.seats),
        unit_of=checker.unit_of,
        units=checker.units,
        cards=checker.cards,
        trumps=checker.trumps,
        top_keys=TOP_KEYS,
        hand_size=variant.hand_size,
        first_offset=checker.first_offset,
        auction=(
            *checker.auction.core_spec(),
            sum(1 << code for code in checker.allowed_codes),
            checker.turned_card,
        ),
        specials=checker.special_index,
        special_values=tuple(zip(auction.special_values, auction.special_facts, strict=True)),
        tables=tuple(
            None if table is None else (*table.core_spec(), checker.belote_masks[code])
            for code, table in enumerate(checker.tables)
        ),
        legal=next(table for table in checker.tables if table is not None).kernel.table.core_spec(),
        features=FEATURES,
        scoring=checker.deal.core_spec(),
        fact_names=tuple(SIDE_FACTS),
        score_facts=checker.scorer.facts,
        deal=(variant.chien, variant.discard, variant.dead_cards),
    )
    return core
