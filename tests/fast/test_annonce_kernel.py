"""The kernel of `points.annonces-strongest` (refscore/kernel/annonces.py) and its three consumers.

Why: who scores the declared annonces is decided once, as two tables (`AnnonceTable`); the
reference (`annonces.strongest`), the pure-Python fast tier (`AnnonceBook.settle`, on the rank ints
of `strength_rank`) and the compiled core (`_fastcore.c` `annonce_walk`, fed by the memo of
classes) only compute the facts. The decisions are checked here against spec/rules.md 4.6 worked by
hand; the property draws house variants over every annonce option the schema allows (tie, scored,
trump_sequence_wins_tie, the tables of sequences and carrés) and random declarations, and asks
the three for the points by unit with every leader and taker. One checker per variant is kept
across examples, so a memo key too coarse (a class that forgot the trump, the kind, a rank that
does not order as the strength) answers with an earlier example's class and fails.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from annonce_draws import declared_deal, random_declarations
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies_variants import RANKS, build, enum_values
from test_fast import NO_CORE

from refscore.base.cards import Card
from refscore.fast import checker as fast
from refscore.fast.checker import _CODE_KINDS, _CODE_SUITS, FastChecker
from refscore.judge.auction_judge import Contract
from refscore.judge.declarations import SettledAnnonces, classify, settle_annonces, strength_rank
from refscore.kernel.annonces import (
    BEATS_OTHERS,
    IS_TOP,
    OF_WINNER,
    SCORE_FACTS,
    SCORE_SITUATIONS,
    AnnonceTable,
    Winner,
)
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import Trump
from refscore.model.variant import Variant

needs_core = pytest.mark.skipif(fast._fastcore is None, reason=NO_CORE)


def house(tie: str, scored: str) -> Variant:
    return build({"extends": "contree", "id": "house", "annonces": {"tie": tie, "scored": scored}})


# -- the decisions, worked from spec/rules.md 4.6 ----------------------------------------------------


@pytest.mark.parametrize(
    ("tie", "expected"),
    [
        # "still equal, nobody scores (nobody_scores), or the first in the order of play from the
        # leader (first_in_play_order) or from the taker (first_from_taker)"; a strongest annonce
        # held by one unit alone: that unit, whatever the option
        ("nobody_scores", (Winner.SOLE, Winner.NOBODY)),
        ("first_in_play_order", (Winner.SOLE, Winner.FIRST_FROM_LEADER)),
        ("first_from_taker", (Winner.SOLE, Winner.FIRST_FROM_TAKER)),
    ],
)
def test_the_winner_by_tie(tie: str, expected: tuple[Winner, Winner]) -> None:
    assert AnnonceTable.of(house(tie, "all_of_side").annonces).winner == expected


def test_which_annonces_score() -> None:
    # all_of_side: "the unit holding the strongest annonce scores ... all of its own annonces":
    # an annonce scores iff it is the winner's (situations 1, 3, 5, 7)
    protects = AnnonceTable.of(house("nobody_scores", "all_of_side").annonces).scores
    assert [situation for situation in range(SCORE_SITUATIONS) if protects[situation]] == [1, 3, 5, 7]
    # beating_opponents: "besides the strongest, it scores only those stronger than every annonce of
    # the other units": the winner's top (1|2 = 3, 1|2|4 = 7) and those beating the others (1|4 = 5);
    # the winner's weaker one that does not beat the others (1) does not; nobody else's
    beating = AnnonceTable.of(house("nobody_scores", "beating_opponents").annonces).scores
    assert [situation for situation in range(SCORE_SITUATIONS) if beating[situation]] == [3, 5, 7]
    assert (OF_WINNER, IS_TOP, BEATS_OTHERS) == (1, 2, 4) and len(SCORE_FACTS) == 3


def test_settle_breaks_a_tie_from_the_leader_or_the_taker() -> None:
    # Four seats, partners 0-2 (unit "a") and 1-3 (unit "b"). Seat 1 and seat 2 each hold a strength
    # 5 (tied between the units); seat 0 holds a 3.
    units = ("a", "b", "a", "b")
    declared = [(1, 5), (2, 5), (0, 3)]
    # first_in_play_order with leader 3: the order 3, 0, 1, 2 meets seat 1 before seat 2: "b" wins
    # and scores its one annonce; "a" scores nothing
    leader_rule = AnnonceTable.of(house("first_in_play_order", "all_of_side").annonces)
    assert leader_rule.settle(units, declared, 3, 0) == ("b", [True, False, False])
    # with leader 2, seat 2 comes first: "a" wins and scores both of its annonces (all_of_side)
    assert leader_rule.settle(units, declared, 2, 0) == ("a", [False, True, True])
    # first_from_taker: the taker (2) is read, not the leader (1)
    taker_rule = AnnonceTable.of(house("first_from_taker", "beating_opponents").annonces)
    # "a" wins the tie; its 5 scores (the strongest); its 3 does not beat "b"'s 5: nothing
    assert taker_rule.settle(units, declared, 1, 2) == ("a", [False, True, False])
    # nobody_scores: the tie stands, nothing scores
    nobody = AnnonceTable.of(house("nobody_scores", "all_of_side").annonces)
    assert nobody.settle(units, declared, 0, 0) == (None, [False, False, False])


def test_strength_rank_orders_as_the_strength() -> None:
    rules = shipped_variant("contree").annonces
    kinds = [classify([Card(suit * 8 + rank) for suit in range(4)], rules, None) for rank in range(8)] + [
        classify([Card(suit * 8 + rank) for rank in rules.sequence_order[start : start + length]], rules, 0)
        for suit in range(4)
        for length in (3, 4, 5, 6)
        for start in range(9 - length)
    ]
    strengths = [kind[2] for kind in kinds if not isinstance(kind, str)]
    assert len(strengths) > 50
    for one in strengths:
        for other in strengths:
            assert (strength_rank(one) < strength_rank(other)) == (one < other)
            assert (strength_rank(one) == strength_rank(other)) == (one == other)


@needs_core
def test_the_core_refuses_tables_of_another_kernel() -> None:
    checker = FastChecker(shipped_variant("contree"))
    assert checker.core is not None
    book = checker.annonce_book
    names = tuple(winner.name for winner in Winner)
    with pytest.raises(ValueError, match="Winner codes and SCORE_FACTS"):
        checker.core.annonce_memos(
            book.kinds, book.classes, book.declare, names, ("is_top",), b"\0\1", b"\0" * 8
        )
    with pytest.raises(ValueError, match="Winner codes and SCORE_FACTS"):
        checker.core.annonce_memos(
            book.kinds, book.classes, book.declare, names[::-1], SCORE_FACTS, b"\0\1", b"\0" * 8
        )
    with pytest.raises(ValueError, match="out of range"):
        checker.core.annonce_memos(
            book.kinds, book.classes, book.declare, names, SCORE_FACTS, b"\0\7", b"\0" * 8
        )


# -- the property: random house annonce options, random declarations, three consumers -----------------

#: the shipped variants a house file extends here: 2, 3 and 4 seats, each auction
_BASES = ("chien-2", "chien-3", "contree", "officiel", "belote")


@st.composite
def annonce_options(draw: st.DrawFn) -> dict[str, Any]:
    """A house file's `annonces:` with every option the schema allows drawn."""
    lengths = draw(st.lists(st.integers(2, 8), min_size=1, max_size=4, unique=True))
    ranked = draw(st.lists(st.sampled_from(RANKS), max_size=6, unique=True))
    return {
        "enabled": True,
        "sequence_order": draw(st.permutations(RANKS)),
        "sequences": {str(length): draw(st.sampled_from([0, 20, 50, 100, 10000])) for length in lengths},
        "carres": {rank: draw(st.sampled_from([0, 100, 150, 200, 10000])) for rank in ranked},
        "carre_order": ranked,
        "trump_sequence_wins_tie": draw(st.booleans()),
        "tie": draw(st.sampled_from(enum_values("annonces", "tie"))),
        "scored": draw(st.sampled_from(enum_values("annonces", "scored"))),
        "card_serves": draw(st.sampled_from(enum_values("annonces", "card_serves"))),
    }


_CHECKERS: dict[int, tuple[FastChecker, FastChecker]] = {}


def checkers(variant: Variant) -> tuple[FastChecker, FastChecker]:
    """The pure and the compiled checker of `variant`, kept across examples (their memos too)."""
    if id(variant) not in _CHECKERS:
        if len(_CHECKERS) > 200:
            _CHECKERS.clear()
        _CHECKERS[id(variant)] = (FastChecker(variant, compiled=False), FastChecker(variant))
    return _CHECKERS[id(variant)]


def groups(variant: Variant, code: int) -> dict[tuple[int, int], list[tuple[Card, ...]]]:
    """Every set of cards the variant classifies as an annonce under trump `code`, by shape: a carré
    by (0, rank), a sequence by (length, place of its top card) — one per suit, equal but for the
    trump (the ties the settlement must break)."""
    rules = variant.annonces
    found: dict[tuple[int, int], list[tuple[Card, ...]]] = {
        (0, rank): [tuple(Card(suit * 8 + rank) for suit in range(4))] for rank in range(8)
    }
    for suit in range(4):
        order = [Card(suit * 8 + rank) for rank in rules.sequence_order]
        for length in range(2, 9):
            for i in range(len(order) - length + 1):
                found.setdefault((length, i), []).append(tuple(order[i : i + length]))
    trump = _CODE_SUITS[code]
    kept = {
        shape: [cards for cards in sets if not isinstance(classify(cards, rules, trump), str)]
        for shape, sets in found.items()
    }
    return {shape: sets for shape, sets in kept.items() if sets}


@pytest.mark.slow
@settings(max_examples=60, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    base=st.sampled_from(_BASES),
    options=annonce_options(),
    seeds=st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=4),
)
def test_every_tier_settles_as_the_reference(base: str, options: dict[str, Any], seeds: list[int]) -> None:
    variant = build({"extends": base, "id": "house", "annonces": options})
    pure, compiled = checkers(variant)
    seats = variant.seats
    for seed in seeds:  # several deals on the same checkers: their memos meet earlier entries
        rng = random.Random(seed)
        shapes = groups(variant, 0)  # (what is an annonce does not depend on the trump)
        if not shapes:
            continue
        every = [cards for sets in shapes.values() for cards in sets]
        tied = [sets for sets in shapes.values() if len(sets) > 1]
        # half the deals declare equal sequences in several suits (a tie, broken by trump or seat)
        candidates = rng.choice(tied) if tied and rng.random() < 0.5 else every
        declared, held = random_declarations(rng, candidates, seats, 6)
        kinds = [rng.choice([None, None, ""]) for _ in declared]
        written, masks, hands, record = declared_deal(seats, declared, held, kinds)
        # the same cards under two suits, sans atout and tout atout: one class per trump code
        for code, leader, taker in itertools.product((0, 1, 4, 5), seats, seats):
            contract = Contract(taker, 0, None, Trump(_CODE_KINDS[code], _CODE_SUITS[code]), 1, None, None)
            expected = settle_annonces(variant, record, hands, contract, leader)  # (every leader, taker:
            assert isinstance(expected, SettledAnnonces)  # a tie is broken from one of them)
            where = (seats.index(leader), seats.index(taker))
            got = pure.annonces.points(written, code, masks, *where)
            assert {pure.units[unit]: points for unit, points in got.items()} == expected.points
            if compiled.core is not None:
                walked = compiled.core.annonce_points(written, code, tuple(masks), *where)
                assert walked is not None, "the core declined a true declaration"
                assert {compiled.units[unit]: points for unit, points in walked.items()} == expected.points
