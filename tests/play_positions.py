"""The play tests' helpers: ask which cards are legal, which rule a card breaks, who wins a trick.

Why helpers: the play tests state each position as card lists written by hand ("7H 9H AS 8D"), so
that every expectation can be checked against spec/rules.md §3 by reading the test alone.
"""

from __future__ import annotations

from refscore.base.cards import card_name, parse_card, parse_cards
from refscore.kernel.play import ContractCards, Legality, legal_cards
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import parse_trump
from refscore.model.variant import Variant


def variant_of(variant: str | Variant) -> Variant:
    return shipped_variant(variant) if isinstance(variant, str) else variant


def contract_cards(variant: Variant, trump: str) -> ContractCards:
    """The card table of a contract written as in a record: a suit letter, `SA` or `TA`."""
    parsed = parse_trump(trump, "$")
    return ContractCards.build(variant.modes[parsed.kind], parsed.suit)


def cards(text: str) -> list[str]:
    return text.split()


def legality(
    variant: str | Variant, *, trump: str, hand: str, trick: str = "", seat_index: int = 0
) -> Legality:
    """What the player at `seat_index` (in the variant's order of play) may play.

    The cards of `trick` were played, in order, by the seats just before him: with one card the
    opponent on his right led; with two, his partner led and the right-hand opponent followed; with
    three, the left-hand opponent led, then his partner, then the right-hand opponent.
    """
    v = variant_of(variant)
    seats = v.seats
    played = parse_cards(cards(trick))
    n = len(seats)
    leader = (seat_index - len(played)) % n
    order = [seats[(leader + i) % n] for i in range(n)]

    def partners(a: str, b: str) -> bool:
        return v.team_of(a) == v.team_of(b)

    return legal_cards(
        contract_cards(v, trump), v.play, parse_cards(cards(hand)), played, order, seats[seat_index], partners
    )


def legal(variant: str | Variant, *, trump: str, hand: str, trick: str = "", seat_index: int = 0) -> set[str]:
    """The legal cards, as a set of canonical names (`10H`, `JS`...)."""
    allowed = legality(variant, trump=trump, hand=hand, trick=trick, seat_index=seat_index).allowed
    return {card_name(c) for c in allowed}


def broken(variant: str | Variant, *, trump: str, hand: str, trick: str, card: str) -> str | None:
    """The rule id `Legality.broken_rule` names for playing `card` (None when legal)."""
    return legality(variant, trump=trump, hand=hand, trick=trick).broken_rule(parse_card(card))


def winner(variant: str | Variant, trump: str, trick: str) -> int:
    return contract_cards(variant_of(variant), trump).winning_index(parse_cards(cards(trick)))
