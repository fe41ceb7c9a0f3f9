"""An exhaustive minimax over whole deals: every legal card of every seat, remembered at trick starts.

Why a third solver: `brute.py` (no memory at all) can only see the last three or four tricks, and a
whole deal is where the pruned search (`search.py`) uses its transposition table at many depths, its
merged cards and its move ordering from the first card. This one prunes nothing, merges nothing and
orders nothing: inside a trick it tries every legal card of every seat; it only remembers, for each
position at the start of a trick, its exact value. That memory cannot change a value: from a trick
start the rest of the play depends only on the hands, the leader and who has won the tricks so far
(as far as the last trick's bonus cares: nobody yet, one seat, one unit, or several units), never on
the points already won. With it, whole deals of small house variants (a few cards each, the rest
dead cards: `deal.hand_size`, `deal.dead_cards`) are within reach. It shares nothing with
`search.py` but the rules of play (`refscore.kernel.play`).
"""

from __future__ import annotations

from collections.abc import Sequence

from refscore.base.cards import Card, Suit
from refscore.kernel.deal import DealTable, sweep_of
from refscore.kernel.play import ContractCards, legal_cards
from refscore.model.variant import TrumpKind, Variant

#: The sweep states that decide the last trick's bonus (with the seat or unit that swept).
_NOBODY = ("nobody", "")
_MIXED = ("mixed", "")


def exhaustive_value(
    variant: Variant,
    kind: TrumpKind,
    trump: Suit | None,
    side: str,
    hands: Sequence[Sequence[Card]],
    leader: int,
) -> int:
    """The points (card points of every trick and the dix de der, with its capot and générale values)
    that `side` can guarantee from the start of a trick (hands by seat number, `leader` to lead),
    assuming no trick has been played yet."""
    cards = ContractCards.build(variant.modes[kind], trump)
    seats = variant.seats
    count = len(seats)
    unit_of = [variant.team_of(seat) for seat in seats]
    ours = [unit == side for unit in unit_of]
    memo: dict[tuple[tuple[tuple[Card, ...], ...], int, tuple[str, str]], int] = {}

    def swept(state: tuple[str, str], winner: int) -> tuple[str, str]:
        """Who has won every trick so far, once `winner` wins one more."""
        if state == _NOBODY:
            return ("seat", seats[winner])
        if state == ("seat", seats[winner]):
            return state
        if state[0] == "seat" and variant.team_of(state[1]) == unit_of[winner]:
            return ("unit", unit_of[winner])
        if state == ("unit", unit_of[winner]):
            return state
        return _MIXED

    last_trick = DealTable.of(variant).last_trick

    def bonus(state: tuple[str, str]) -> int:
        return last_trick[sweep_of(state[0] == "unit", state[0] == "seat")]

    def from_trick_start(held: tuple[tuple[Card, ...], ...], lead: int, state: tuple[str, str]) -> int:
        key = (held, lead, state)
        found = memo.get(key)
        if found is None:
            found = in_trick([list(hand) for hand in held], lead, [], state)
            memo[key] = found
        return found

    def in_trick(held: list[list[Card]], lead: int, table: list[Card], state: tuple[str, str]) -> int:
        seat = (lead + len(table)) % count
        order = [seats[(lead + i) % count] for i in range(count)]
        allowed = legal_cards(cards, variant.play, held[seat], table, order, seats[seat], variant.same_side)
        results = []
        for card in allowed.allowed:
            held[seat].remove(card)
            table.append(card)
            if len(table) < count:
                result = in_trick(held, lead, table, state)
            else:
                winner = (lead + cards.winning_index(table)) % count
                after = swept(state, winner)
                gain = sum(cards.points[c] for c in table) if ours[winner] else 0
                if any(held):
                    rest = tuple(tuple(sorted(hand)) for hand in held)
                    result = gain + from_trick_start(rest, winner, after)
                else:
                    result = gain + (bonus(after) if ours[winner] else 0)
            table.pop()
            held[seat].append(card)
            results.append(result)
        return max(results) if ours[seat] else min(results)

    if not any(hands):
        return 0
    return from_trick_start(tuple(tuple(sorted(hand)) for hand in hands), leader, _NOBODY)
