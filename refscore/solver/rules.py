"""The one door between the solver and the rules of play: legal cards, trick winners, card points.

Why one adapter: the obligations of play are decided by the rules kernel alone (today
`refscore.play.legal_cards` and `ContractCards`); the solver never restates them. Swapping the
source of legality is a change to `PlayTable.legal` only. Results are memoised per (seat, hand,
trick) because a search asks the same question many thousands of times.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import DECK, Card, Suit
from ..play import ContractCards, legal_cards
from ..variant import TrumpKind, Variant


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a bit mask (bit n is card n), in card order."""
    return tuple(card for card in DECK if mask >> card & 1)


def mask_of(cards: tuple[Card, ...] | list[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


@dataclass
class PlayTable:
    """The rules of play of one variant under one trump choice, as the solver asks for them."""

    variant: Variant
    kind: TrumpKind
    trump: Suit | None
    cards: ContractCards = field(init=False)
    points: tuple[int, ...] = field(init=False)
    _legal: dict[tuple[int, int, tuple[Card, ...]], tuple[Card, ...]] = field(init=False, repr=False)
    _winner: dict[tuple[Card, ...], int] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.cards = ContractCards.build(self.variant.modes[self.kind], self.trump)
        self.points = self.cards.points
        self._legal = {}
        self._winner = {}

    def legal(self, seat: int, hand: int, trick: tuple[Card, ...]) -> tuple[Card, ...]:
        """The cards of `hand` (a mask) that seat number `seat` may play to `trick` (led by the seat
        `len(trick)` places before him), in card order; the kernel decides."""
        key = (seat, hand, trick)
        found = self._legal.get(key)
        if found is None:
            seats = self.variant.seats
            count = len(seats)
            leader = (seat - len(trick)) % count
            order = [seats[(leader + i) % count] for i in range(count)]
            allowed = legal_cards(
                self.cards,
                self.variant.play,
                cards_of(hand),
                trick,
                order,
                seats[seat],
                self.variant.same_side,
            ).allowed
            found = tuple(sorted(allowed))
            if len(self._legal) > 1_000_000:
                self._legal.clear()
            self._legal[key] = found
        return found

    def winner(self, trick: tuple[Card, ...]) -> int:
        """Index, in play order, of the card winning `trick` so far."""
        found = self._winner.get(trick)
        if found is None:
            found = self.cards.winning_index(trick)
            if len(self._winner) > 1_000_000:
                self._winner.clear()
            self._winner[trick] = found
        return found

    def order_key(self, card: Card) -> int:
        """A number that orders cards of one suit by strength (higher is stronger)."""
        return self.cards.strength[card]
