"""Shared helpers of the rule tests: build a variant from a YAML override, and ask which cards are legal.

Why helpers: the play tests state each position as card lists written by hand ("7H 9H AS 8D"), so
that every expectation can be checked against spec/rules.md §3 by reading the test alone.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from refscore.base.cards import card_name, parse_card, parse_cards
from refscore.kernel.play import ContractCards, Legality, legal_cards
from refscore.load.variant_loader import load_variant, shipped_variant
from refscore.model.record import parse_trump
from refscore.model.variant import Variant

#: The tests run against this checkout's sources, never a copy installed earlier (which may be
#: stale): pyproject.toml puts the checkout first on pytest's path, and this puts it first for the
#: `python -m refscore` the tests start, whatever their working folder. CI tests the built wheel
#: separately (.ci/run, in a second environment).
CHECKOUT = Path(__file__).resolve().parent.parent
os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(CHECKOUT), os.environ.get("PYTHONPATH")]))

_counter = itertools.count()


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


@pytest.fixture(scope="session")
def make_variant(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Variant]:
    """Build a variant from YAML text such as ``"extends: coinche\\nplay:\\n  underruff: forced\\n"``."""
    folder: Path = tmp_path_factory.mktemp("variants")
    built: dict[str, Variant] = {}

    def make(text: str) -> Variant:
        if text not in built:
            path = folder / f"test-variant-{next(_counter)}.yaml"
            path.write_text(text, encoding="utf-8")
            built[text] = load_variant(str(path))
        return built[text]

    return make
