"""The deal's own values: what the last trick is worth, the multiplier, the belote's credit, the card
points in play, and the deal-level names the scoring formulas read.

Why here: these are rule decisions (spec/rules.md `points.dix-de-der`, `score.multiplier`,
`points.belote`, `points.card-values`) that every tier needs — the reference check,
the facts check, penalties, the fast path in Python and in C, and the double-dummy solver. Each is
decided once in this module from the variant's options; the others read `DealTable`'s numbers (the C
cores receive them at construction) and never the options themselves.
"""

from __future__ import annotations

import enum
from functools import cache

from refscore.base.cards import DECK, Suit, suit_of
from refscore.base.precompiled import dataclass
from refscore.model.variant import TrumpKind, TrumpMode, Variant, suit_table

__all__ = ["DealTable", "Sweep", "card_total", "deal_values", "sweep_of"]


class Sweep(enum.IntEnum):
    """Who took every trick of the deal, which sets the last trick's value (rule points.dix-de-der):
    nobody alone (the dix de der), one side (capot) or one player (générale). An index into
    `DealTable.last_trick` (the C cores index their copy the same way)."""

    NONE = 0
    UNIT = 1
    SEAT = 2


def sweep_of(unit_took_all: bool, seat_took_all: bool) -> Sweep:
    """The sweep of a finished deal from whether the last trick's side, and its winner alone, took
    every trick (a player who took every trick is a side that did)."""
    if seat_took_all:
        return Sweep.SEAT
    return Sweep.UNIT if unit_took_all else Sweep.NONE


@cache
def card_total(mode: TrumpMode) -> int:
    """The card points of the whole deck under a trump mode (rule points.card-values): 152 in every
    shipped mode, read from the variant's card tables, never written as a number. Why per mode, not
    per trump suit: a suit mode gives one suit the trump table and the three others the plain one,
    whichever the suit."""
    trump = None if mode.trump_table is None else Suit(0)
    return sum(suit_table(mode, trump, suit_of(card)).points[card & 7] for card in DECK)


@dataclass(frozen=True)
class DealTable:
    """One variant's deal-level values, as plain numbers every tier reads.

    - `last_trick[sweep]`: the last trick's value by `Sweep` (dix de der, capot, générale);
    - `multipliers[doubling]`: 1, the coinche's, the surcoinche's (rule score.multiplier);
    - `belote`: the belote's credit (rule points.belote), `belote_called`: whether it counts only
      when its holder says so (`belote.announce: declared`).
    """

    last_trick: tuple[int, int, int]
    multipliers: tuple[int, int, int]
    belote: int
    belote_called: bool

    @classmethod
    def of(cls, variant: Variant) -> DealTable:
        """The table of `variant` (a few attribute reads: callers that need it often keep it)."""
        auction = variant.auction
        return cls(
            (variant.der_value, variant.der_capot, variant.der_generale),
            (1, auction.coinche_multiplier, auction.surcoinche_multiplier),
            variant.belote_value,
            variant.belote_declared,
        )

    @property
    def last_trick_flat(self) -> bool:
        """Whether the last trick is worth the same whoever took the other tricks (no capot or
        générale bonus): the solver then needs no sweep flags."""
        return len(set(self.last_trick)) == 1

    @property
    def last_trick_top(self) -> int:
        """The most the last trick can be worth."""
        return max(self.last_trick)

    def last_trick_value(self, sweep: Sweep) -> int:
        """The last trick's value for this sweep (rule points.dix-de-der)."""
        return self.last_trick[sweep]

    def multiplier(self, coinched: bool, surcoinched: bool) -> int:
        """The contract's multiplier (rule score.multiplier): a surcoinche's wins over the coinche's."""
        return self.multipliers[2 if surcoinched else 1 if coinched else 0]

    def belote_credit(self, called: bool) -> int:
        """What the belote's holder's side is credited (rule points.belote): its value, or 0 where
        the variant wants it called and the holder did not."""
        return self.belote if called or not self.belote_called else 0

    def core_spec(self) -> tuple[int, ...]:
        """The numbers the compiled fast core reads (`_fastcore.c`, `scoring=`): the coinche's and the
        surcoinche's multipliers, the last trick by sweep, the belote's credit and whether it must be
        called. The C applies them by index; it never reads an option."""
        return (*self.multipliers[1:], *self.last_trick, self.belote, int(self.belote_called))


def deal_values(
    value: int,
    mult: int,
    coinched: bool,
    surcoinched: bool,
    special: bool,
    kind: TrumpKind,
    taker_side_all_tricks: bool,
    taker_all_tricks: bool,
    defence_all_tricks: bool,
) -> tuple[int | bool, ...]:
    """The values of the deal-level names the formulas read (`formula.names.DEAL_NAMES`, in that
    order): the contract's value and multiplier, whether coinched or surcoinched, a special bid, sans
    atout or tout atout, and who took every trick. Written once: the reference's `scoring.deal_names`
    and the fast path's scorer both take them from here."""
    return (
        value,
        mult,
        coinched,
        surcoinched,
        special,
        kind is TrumpKind.NO_TRUMP,
        kind is TrumpKind.ALL_TRUMP,
        taker_side_all_tricks,
        taker_all_tricks,
        defence_all_tricks,
    )
