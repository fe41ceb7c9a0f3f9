"""The pruned solver agrees with an exhaustive minimax on whole deals, from the first card.

Why small house variants: a whole deal of 32 cards is far beyond any unpruned search (the last three
or four tricks are what `tests/solver/test_solver.py` compares with `brute_value`). A house variant may deal
fewer cards (`deal.hand_size`, the rest `dead_cards`: spec/variant.schema.json), and a whole deal of
such a variant, from its first card, is where the pruned search uses everything at once: its
transposition table at every trick start, its merged equivalent cards and its move ordering on full
hands. `refscore.solver.exhaustive.exhaustive_value` tries every legal card of every seat and only
remembers exact values at trick starts (spec/analysis.md, "What is proved"). Each drawn deal takes a
shipped variant's rules, shrinks its deal, may redraw its play options, card scale and dix de der
(`house_variant` of tests/solver/test_solver.py), and deals random hands; the leader, the side and the
trump mode are drawn too.

`REFSCORE_SLOW=1` adds larger deals (five cards each with four players, six with three, eight with
two): seconds each, so not in the default run.
"""

from __future__ import annotations

import dataclasses
import os
import random
import tempfile
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_solver import house_variant

from refscore.base.cards import DECK, Suit
from refscore.load.variant_loader import load_variant
from refscore.model.variant import TrumpKind, Variant
from refscore.solver import Position, Solver
from refscore.solver.exhaustive import exhaustive_value

pytestmark = pytest.mark.solver  # (README, "Tests")

#: Each shipped variant with a small deal (4 x 4 + 16 dead = 32; 3 x 5 + 2 + 15; 2 x 7 + 2 + 16).
SMALL = {
    "coinche": "{hand_size: 4, dead_cards: 16}",
    "contree": "{hand_size: 4, dead_cards: 16}",
    "officiel": "{hand_size: 4, dead_cards: 16}",
    "belote": "{hand_size: 4, dead_cards: 16, dealt_before_auction: 3}",
    "chien-3": "{hand_size: 5, chien: 2, discard: 2, dead_cards: 15}",
    "chien-2": "{hand_size: 7, chien: 2, discard: 2, dead_cards: 16}",
}
#: The larger deals of REFSCORE_SLOW=1.
LARGER = {
    "coinche": "{hand_size: 5, dead_cards: 12}",
    "officiel": "{hand_size: 5, dead_cards: 12}",
    "chien-3": "{hand_size: 6, chien: 2, discard: 2, dead_cards: 12}",
    "chien-2": "{hand_size: 8, chien: 2, discard: 2, dead_cards: 14}",
}


@cache
def _folder() -> Path:
    return Path(tempfile.mkdtemp(prefix="refscore-small-"))


@cache
def small_variant(base: str, deal: str) -> Variant:
    """The house variant `base` with a smaller deal, loaded (and so checked) like any variant file."""
    name = f"{base}-small-{abs(hash(deal)) % 10_000}"
    path = _folder() / f"{name}.yaml"
    path.write_text(f"schema_version: 1\nid: {name}\nextends: {base}\ndeal: {deal}\n", encoding="utf-8")
    return load_variant(str(path))


def _check_whole_deal(seed: int, house: bool, deals: dict[str, str]) -> None:
    rng = random.Random(seed)
    base = rng.choice(sorted(deals))
    small = small_variant(base, deals[base])
    variant = small
    if house:  # random play options, card scale and dix de der, on the small deal
        variant = dataclasses.replace(house_variant(rng, base), hand_size=small.hand_size)
    kind = rng.choice(list(variant.modes))
    trump = Suit(rng.randrange(4)) if kind is TrumpKind.SUIT else None
    deck = list(DECK)
    rng.shuffle(deck)
    count, size = len(variant.seats), small.hand_size
    hands = tuple(tuple(sorted(deck[i * size : (i + 1) * size])) for i in range(count))
    side = rng.choice([unit for unit, _ in variant.teams])
    leader = rng.randrange(count)
    expected = exhaustive_value(variant, kind, trump, side, hands, leader)
    assert Solver(variant, kind, trump, side).value(Position(hands, leader)) == expected


def test_the_small_variants_are_valid_house_variants() -> None:
    for base, deal in SMALL.items():
        variant = small_variant(base, deal)
        assert variant.hand_size * len(variant.seats) + variant.chien + variant.dead_cards == 32


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), house=st.booleans())
def test_agrees_with_the_exhaustive_minimax_on_whole_small_deals(seed: int, house: bool) -> None:
    _check_whole_deal(seed, house, SMALL)


@pytest.mark.skipif(not os.environ.get("REFSCORE_SLOW"), reason="seconds per deal: set REFSCORE_SLOW=1")
@pytest.mark.parametrize("seed", range(40))
def test_agrees_on_larger_whole_deals(seed: int) -> None:
    _check_whole_deal(seed, seed % 2 == 1, LARGER)


def test_a_hand_worked_whole_deal() -> None:
    # coinche with four cards each, hearts trump, N to lead, NS the side: N holds JH 9H AH 10H (every
    # live trump but K Q, which are dead), E AS 10S KS QS, S AD 10D KD QD, W AC 10C KC QC. N draws
    # four rounds of trumps and nobody can follow or ruff: NS take every trick, 55 in trumps and
    # 3 x 28 discarded, 139, and the last trick 10 (coinche: capot 10) = 149. The defence: 0.
    variant = small_variant("coinche", SMALL["coinche"])
    cards = "JH 9H AH 10H / AS 10S KS QS / AD 10D KD QD / AC 10C KC QC"
    from refscore.base.cards import parse_cards

    hands = tuple(tuple(sorted(parse_cards(hand.split()))) for hand in cards.split(" / "))
    for side, value in (("NS", 149), ("EW", 0)):
        assert exhaustive_value(variant, TrumpKind.SUIT, Suit(1), side, hands, 0) == value
        assert Solver(variant, TrumpKind.SUIT, Suit(1), side).value(Position(hands, 0)) == value


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_the_exhaustive_minimax_agrees_with_the_memoryless_brute_force(seed: int) -> None:
    # Its memory of trick starts changes no value: on deals of two or three tricks (four players) or
    # three or four (fewer), it gives what brute_value, which remembers nothing, gives.
    from refscore.solver import brute_value

    rng = random.Random(seed)
    base = rng.choice(sorted(SMALL))
    variant = house_variant(rng, base)
    kind = rng.choice(list(variant.modes))
    trump = Suit(rng.randrange(4)) if kind is TrumpKind.SUIT else None
    count = len(variant.seats)
    size = rng.choice((2, 3)) if count == 4 else rng.choice((3, 4))
    deck = list(DECK)
    rng.shuffle(deck)
    hands = tuple(tuple(sorted(deck[i * size : (i + 1) * size])) for i in range(count))
    side = rng.choice([unit for unit, _ in variant.teams])
    leader = rng.randrange(count)
    assert exhaustive_value(variant, kind, trump, side, hands, leader) == brute_value(
        variant, kind, trump, side, hands, leader
    )
