"""A guess only changes which null-window questions the solver asks, never the value.

Why a file of its own: `Solver.value(..., guess=)` and `value_after(..., guess=)` gallop from the
guess (2, 4, 8 ... points past each answer on the side it says, then bisect the bracket left), a
different path through the driver (`_mtdf`, the compiled `mtd`) than the bisection without a
guess; refscore analyse passes guesses (the value before a card, the best value of another way of
taking). Every guess must give the brute force's value: right, a point off on either side, far
off, on the bracket's edges (0 and every point still in play) and outside it (ignored).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_solver import random_case

from refscore.base.cards import Suit, parse_card
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import TrumpKind
from refscore.solver import Position, Solver, brute_value
from refscore.solver import core as solver_core


def _guesses(value: int, ceiling: int, rng: random.Random) -> list[int]:
    """Right, near, far, the edges of the bracket and outside it."""
    near = [value + d for d in (-7, -3, -2, -1, 1, 2, 3, 7)]
    return [value, *near, 0, 1, ceiling, ceiling + 1, -5, rng.randrange(ceiling + 1), 10**6]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), house=st.booleans(), compiled=st.booleans())
def test_any_guess_gives_the_brute_force_value(seed: int, house: bool, compiled: bool) -> None:
    # the solver tests' end positions (shipped or random house variants, the last 1-3 tricks,
    # sometimes mid-trick), on either tier, a fresh solver per guess (no table from an earlier
    # question) and then one solver asked every guess in turn (its table filled by the others)
    v, kind, trump, side, position = random_case(seed, house)
    expected = brute_value(
        v, kind, trump, side, position.hands, position.leader, position.trick, position.winners
    )
    shared = Solver(v, kind, trump, side, compiled=compiled)
    # every point still in play and the largest last-trick bonus: the top of the Python tier's
    # bracket (the compiled one's may be lower, its bonus read from who won the tricks so far)
    in_play = [c for hand in position.hands for c in hand] + list(position.trick)
    ceiling = sum(shared.points[c] for c in in_play) + max(v.der_value, v.der_capot, v.der_generale)
    for guess in _guesses(expected, ceiling, random.Random(seed)):
        assert Solver(v, kind, trump, side, compiled=compiled).value(position, guess=guess) == expected
        assert shared.value(position, guess=guess) == expected


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), house=st.booleans(), compiled=st.booleans())
def test_a_guess_after_a_card_gives_the_card_value(seed: int, house: bool, compiled: bool) -> None:
    # value_after with the position's value as the guess (what analyse asks of a card that loses
    # points): the card's value without a guess, whatever the guess
    v, kind, trump, side, position = random_case(seed, house)
    solver = Solver(v, kind, trump, side, compiled=compiled)
    value = solver.value(position)
    for card, card_value in solver.card_values(position).items():
        for guess in (value, card_value, card_value + 1, card_value - 2, value + 40):
            fresh = Solver(v, kind, trump, side, compiled=compiled)
            assert fresh.value_after(position, card, guess=guess) == card_value


@pytest.mark.skipif(not solver_core.available(), reason="the whole deal needs the compiled search")
def test_whole_deal_guesses_on_the_compiled_tier() -> None:
    # a whole coinche deal from the first card: the value without a guess, then with guesses
    # around it; both tiers' drivers are the same code path, the Python one is too slow here
    v = shipped_variant("coinche")
    deal = random_deal(v, 11)
    start = Position(tuple(tuple(sorted(parse_card(c) for c in deal["hands"][s])) for s in v.seats), 0)
    value = Solver(v, TrumpKind.SUIT, Suit(1), "NS").value(start)
    for guess in (value, value - 1, value + 1, value - 12, value + 12, 0, 162, 163):
        assert Solver(v, TrumpKind.SUIT, Suit(1), "NS").value(start, guess=guess) == value
