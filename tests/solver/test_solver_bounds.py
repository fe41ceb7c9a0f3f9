"""The bounds the solver reads at trick starts (`start_bounds` in refscore/solver/_solve_bounds.h, the same
`Solver._start_bounds` in refscore/solver/search.py): a floor and a ceiling that must hold the exact
value, which is what lets a null-window question stop without trying a card.

Why tested apart: a bound that is too tight by one point changes values only in the positions where
it is wrong, which the agreement tests may not draw; here every drawn trick start checks both sides
of the bracket against the unpruned brute force.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_solver import hands, random_case

from refscore.base.cards import Suit
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import TrumpKind
from refscore.solver import Position, Solver, brute_value
from refscore.solver import core as solver_core


def bounds(solver: Solver, position: Position) -> tuple[int, int]:
    """The Python tier's (floor, ceiling) of a trick start."""
    hand_masks, sweep = solver._state(position)
    return solver._start_bounds(hand_masks, position.leader, sweep)


def test_masters_for_every_trick_left_give_the_exact_value() -> None:
    # contree, hearts trump, two tricks left, N to lead: N AS 10S; E 7D 8D; S 7C 8C; W 9D 10D. Nobody
    # else holds a spade or a trump, so AS and 10S each win their trick whatever is played: NS take
    # 11 + 10 + 0 + 0 + 0 + 0 + 0 + 10 (10D) = 31 card points and the last trick. N having won the six
    # tricks before: générale, 350 (dix_de_der.generale) -> 381; S one of them: capot, 100 -> 131; E
    # one of them: the dix de der, 10 -> 41. EW take nothing: 0.
    v = shipped_variant("contree")
    held = hands("AS 10S", "7D 8D", "7C 8C", "9D 10D")
    ns = Solver(v, TrumpKind.SUIT, Suit(1), "NS", compiled=False)
    ew = Solver(v, TrumpKind.SUIT, Suit(1), "EW", compiled=False)
    for winners, expected in (((0,) * 6, 381), ((0, 2, 0, 0, 0, 0), 131), ((0, 1, 0, 0, 0, 0), 41)):
        position = Position(held, 0, winners=winners)
        assert bounds(ns, position) == (expected, expected)
        assert bounds(ew, position) == (0, 0)
        assert ns.value(position) == expected


@pytest.mark.skipif(not solver_core.available(), reason="refscore.solver._solvecore is not built")
def test_the_compiled_search_answers_an_exact_position_without_trying_a_card() -> None:
    # The same position (générale flags): each null-window question is settled by the bounds at the
    # root, so the compiled search counts one position per question (at most three: the bracket
    # 0..381+ halves to the value then proves the point above it) and no card is tried.
    v = shipped_variant("contree")
    position = Position(hands("AS 10S", "7D 8D", "7C 8C", "9D 10D"), 0, winners=(0,) * 6)
    solver = Solver(v, TrumpKind.SUIT, Suit(1), "NS")
    assert solver.core is not None
    assert solver.value(position) == 381
    assert solver.nodes <= 3


def test_a_trick_won_by_the_other_side_caps_the_last_trick_at_the_dix_de_der() -> None:
    # contree, hearts trump, two tricks left, N to lead, E having won a trick: N KS 7D; E AS 8D; S 7C
    # 8C; W 9D 10D. No capot nor générale is left for NS, so the ceiling is the 4 + 11 + 10 card
    # points and the dix de der 10: 35 (it was 25 + 350 before the sweep flags were read). N holds
    # no master (AS above KS, 9D and 10D above 7D) and there are no trumps: the floor is 0. By hand:
    # N leads KS, E takes it with AS and leads 8D, W takes it with 10D (or 9D); or N leads 7D, W takes
    # it and leads, E takes KS with AS: NS get 0.
    v = shipped_variant("contree")
    position = Position(hands("KS 7D", "AS 8D", "7C 8C", "9D 10D"), 0, winners=(0, 1, 0, 0, 0, 0))
    solver = Solver(v, TrumpKind.SUIT, Suit(1), "NS", compiled=False)
    assert bounds(solver, position) == (0, 35)
    assert solver.value(position) == 0


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), house=st.booleans())
def test_the_bounds_hold_the_brute_force_value(seed: int, house: bool) -> None:
    v, kind, trump, side, drawn = random_case(seed, house)
    # back to the trick's start: the cards on the table return to the seats that played them
    held = [list(hand) for hand in drawn.hands]
    for step, card in enumerate(drawn.trick):
        held[(drawn.leader + step) % len(held)].append(card)
    position = Position(tuple(tuple(sorted(hand)) for hand in held), drawn.leader, (), drawn.winners)
    solver = Solver(v, kind, trump, side, compiled=False)
    floor, ceiling = bounds(solver, position)
    value = brute_value(v, kind, trump, side, position.hands, position.leader, (), position.winners)
    assert floor <= value <= ceiling
