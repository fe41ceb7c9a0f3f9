"""The belote: which cards make it, decided once for every consumer.

Why here: the king and queen of trump make the belote (spec/rules.md, rule `belote.valid` and the
scoring's belote), in the trump modes whose card tables say so (`variants/*.yaml`: `belote` of a
mode). The reference check, the fast path in Python and the compiled core all ask `belote_cards`
for the mask of the pair under a contract and only test whether one hand holds it; none of them
knows which ranks make a belote.
"""

from __future__ import annotations

from refscore.base.cards import Card, Rank, Suit, make_card
from refscore.model.variant import TrumpMode

__all__ = ["BELOTE_RANKS", "belote_cards", "belote_pair"]

#: The ranks of the belote: the queen and the king (rank indexes of `refscore.base.cards.RANKS`).
BELOTE_RANKS: tuple[Rank, Rank] = (Rank(5), Rank(6))


def belote_pair(mode: TrumpMode, trump: Suit | None) -> tuple[Card, ...]:
    """The cards of the belote under this contract (queen and king of trump), or () where the trump
    mode has none (sans atout, tout atout, or a mode whose table says so)."""
    if trump is None or not mode.belote:
        return ()
    return tuple(make_card(rank, trump) for rank in BELOTE_RANKS)


def belote_cards(mode: TrumpMode, trump: Suit | None) -> int:
    """`belote_pair` as a mask of cards (bit ``card``): 0 where there is no belote."""
    return sum(1 << card for card in belote_pair(mode, trump))
