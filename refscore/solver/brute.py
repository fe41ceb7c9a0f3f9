"""An unpruned minimax over every legal card, written apart from `search.py` to check it.

Why a second solver: the pruned search (alpha-beta, transposition table, merged equivalent cards,
move ordering) is fast but easy to get subtly wrong; this one tries every legal card of every seat
with no shortcut at all, so it is only usable for the last few tricks, and is the test oracle.
It shares nothing with `search.py` but the rules kernel (`refscore.kernel.play`).
"""

from __future__ import annotations

from collections.abc import Sequence

from refscore.base.cards import Card, Suit
from refscore.kernel.deal import DealTable, sweep_of
from refscore.kernel.play import ContractCards, legal_cards
from refscore.model.variant import TrumpKind, Variant


def brute_value(
    variant: Variant,
    kind: TrumpKind,
    trump: Suit | None,
    side: str,
    hands: Sequence[Sequence[Card]],
    leader: int,
    trick: Sequence[Card] = (),
    winners: Sequence[int] = (),
) -> int:
    """Points (tricks' card points and dix de der) `side` can guarantee; hands by seat number."""
    cards = ContractCards.build(variant.modes[kind], trump)
    seats = variant.seats

    last_trick = DealTable.of(variant).last_trick

    def der_for(all_winners: list[int]) -> int:
        units = {variant.team_of(seats[w]) for w in all_winners}
        return last_trick[sweep_of(len(units) == 1, len(set(all_winners)) == 1)]

    def walk(held: list[list[Card]], lead: int, table: list[Card], won: list[int]) -> int:
        seat = (lead + len(table)) % len(seats)
        order = [seats[(lead + i) % len(seats)] for i in range(len(seats))]
        allowed = legal_cards(cards, variant.play, held[seat], table, order, seats[seat], variant.same_side)
        results = []
        for card in allowed.allowed:
            held[seat].remove(card)
            table.append(card)
            if len(table) == len(seats):
                winner = (lead + cards.winning_index(table)) % len(seats)
                ours = variant.team_of(seats[winner]) == side
                gain = sum(cards.points[c] for c in table) if ours else 0
                finished = list(table)
                table.clear()
                if any(held):
                    result = gain + walk(held, winner, table, [*won, winner])
                else:
                    result = gain + (der_for([*won, winner]) if ours else 0)
                table.extend(finished)
            else:
                result = walk(held, lead, table, won)
            table.pop()
            held[seat].append(card)
            results.append(result)
        if variant.team_of(seats[seat]) == side:
            return max(results)
        return min(results)

    if not any(hands):
        return 0
    return walk([list(hand) for hand in hands], leader, list(trick), list(winners))
