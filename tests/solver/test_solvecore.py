"""The compiled double-dummy search (refscore/solver/_solvecore.c) gives the Python search's values, which
are the brute force's, and refuses what it cannot use without crashing or leaking.

Why a file of its own: tests/solver/test_solver.py checks `Solver` (whichever tier it runs) against the
unpruned minimax; here both tiers run side by side on the same positions, for shipped variants,
the solver tests' random house variants and house variants drawn from the schema
(tests/strategies_variants.py), and the C object is driven directly with bad configurations and bad
positions, since a C bug is a crash of the interpreter, not a wrong answer. Everything but
`test_ci_keeps_the_compiled_search` is skipped where the extension is not built (CI sets
REFSCORE_REQUIRE_COMPILED=1 so that it cannot lose it unseen).
"""

from __future__ import annotations

import contextlib
import dataclasses
import gc
import json
import os
import random
import subprocess
import sys
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies_variants import house_variants
from test_solver import SHIPPED, house_variant, random_case, random_position

from refscore.base.cards import DECK, Suit, parse_card
from refscore.judge.generate import random_deal
from refscore.kernel.play import FEATURES, ContractCards
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import parse_trump
from refscore.model.variant import TrumpKind, Variant
from refscore.solver import Position, Solver, brute_value, mask_of
from refscore.solver import core as solver_core
from refscore.solver.rules import PlayTable

needs_core = pytest.mark.skipif(
    not solver_core.available(),
    reason="refscore.solver._solvecore is not built (or REFSCORE_CORE=python); "
    "REFSCORE_REQUIRE_COMPILED=1 makes "
    "that a failure",
)
ROOT = Path(__file__).resolve().parents[2]


def both(v: Variant, kind: TrumpKind, trump: Suit | None, side: str) -> tuple[Solver, Solver]:
    """(compiled, Python) solvers of one contract."""
    compiled = Solver(v, kind, trump, side)
    assert compiled.core is not None, "the compiled search is built but Solver does not use it"
    return compiled, Solver(v, kind, trump, side, compiled=False)


def assert_tiers_agree(v: Variant, kind: TrumpKind, trump: Suit | None, side: str, position: Position) -> int:
    """Both tiers give the same value, card values and null-window answers; returns the value."""
    compiled, python = both(v, kind, trump, side)
    value = compiled.value(position)
    assert python.value(position) == value
    values = compiled.card_values(position)
    assert values == python.card_values(position)
    for card in values:
        for target in (value - 1, value, value + 1):
            assert compiled.keeps(position, card, target) == python.keeps(position, card, target)
    # a whole line in one call (Core.line, Core.walk) gives the Python loops' answers card by card
    assert compiled.best_line(position) == python.best_line(position)
    line = compiled.best_line(position, value)
    assert line == python.best_line(position, value)
    rng = random.Random(value * 7919 + len(line))
    played, walked = [], position
    while any(walked.hands):  # a random legal line, then sometimes a card that is not legal
        card = rng.choice(python.legal(walked))
        played.append(card)
        walked, _ = walked.after(card, python.table)
    if played and rng.random() < 0.5:
        cut = rng.randrange(len(played))
        wrong = [card for card in DECK if card not in python.legal(_replay(python, position, played[:cut]))]
        played = [*played[:cut], rng.choice(wrong)]
    assert compiled.walk(position, tuple(played)) == python.walk(position, tuple(played))
    assert compiled.walk(position, tuple(line)) == python.walk(position, tuple(line))
    return value


def _replay(solver: Solver, position: Position, cards: list[Any]) -> Position:
    for card in cards:
        position, _ = position.after(card, solver.table)
    return position


@pytest.mark.skipif(
    os.environ.get("REFSCORE_REQUIRE_COMPILED") != "1",
    reason="REFSCORE_REQUIRE_COMPILED=1 is not set: the compiled search is optional here",
)
def test_ci_keeps_the_compiled_search() -> None:
    assert solver_core.available(), (
        "refscore.solver._solvecore did not import (not built, or REFSCORE_CORE=python)"
    )


# --- same values as the Python search and the brute force -----------------------------------------


@needs_core
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), house=st.booleans())
def test_end_positions_agree_with_python_and_brute_force(seed: int, house: bool) -> None:
    # the solver tests' positions: shipped variants, or random play options, dix de der values and
    # a shuffled plain scale; the last 1-3 tricks (2-4 with two or three seats), sometimes mid-trick
    v, kind, trump, side, position = random_case(seed, house)
    value = assert_tiers_agree(v, kind, trump, side, position)
    assert value == brute_value(
        v, kind, trump, side, position.hands, position.leader, position.trick, position.winners
    )


@pytest.mark.solver
@needs_core
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=house_variants(), seed=st.integers(0, 2**32 - 1))
def test_schema_house_variants_agree_with_python_and_brute_force(variant: Variant, seed: int) -> None:
    # any house file the schema accepts: every play option, card scales, last-trick values
    rng = random.Random(seed)
    kind = rng.choice(list(variant.modes))
    trump = Suit(rng.randrange(4)) if kind is TrumpKind.SUIT else None
    cards = ContractCards.build(variant.modes[kind], trump)
    side = rng.choice([name for name, _ in variant.teams])
    tricks_left = min(variant.hand_size, rng.choice((1, 2, 3) if len(variant.seats) == 4 else (2, 3, 4)))
    position = random_position(rng, variant, cards, tricks_left)
    value = assert_tiers_agree(variant, kind, trump, side, position)
    assert value == brute_value(
        variant, kind, trump, side, position.hands, position.leader, position.trick, position.winners
    )


@needs_core
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), house=st.booleans())
def test_last_tricks_from_their_start_agree_with_python_and_brute_force(seed: int, house: bool) -> None:
    # the start of the last trick but one or but two, every hand holding two or three cards: both
    # tiers search the followers of those tricks with their own end-of-deal routine
    # (`plain_follow`), without table or ordering; random earlier winners exercise the capot and
    # générale values of the last trick
    rng = random.Random(seed)
    base = rng.choice(SHIPPED)
    v = house_variant(rng, base) if house else shipped_variant(base)
    kind = rng.choice(list(v.modes))
    trump = Suit(rng.randrange(4)) if kind is TrumpKind.SUIT else None
    side = rng.choice([name for name, _ in v.teams])
    deck = list(DECK)
    rng.shuffle(deck)
    seats = len(v.seats)
    leader = rng.randrange(seats)
    left = rng.choice((2, 3))
    winners = tuple(rng.choice((leader, rng.randrange(seats))) for _ in range(v.hand_size - left))
    hands = tuple(tuple(sorted(deck[left * i : left * (i + 1)])) for i in range(seats))
    position = Position(hands, leader, (), winners)
    value = assert_tiers_agree(v, kind, trump, side, position)
    assert value == brute_value(v, kind, trump, side, hands, leader, (), winners)


def _later_position(v: Variant, seed: int, played: int) -> Position:
    """A random deal of `v` after `played` random legal cards (the Python tier needs seconds for a
    whole 8-trick deal, so the sample starts a few tricks in; the compiled tier does whole deals)."""
    rng = random.Random(seed)
    deal = random_deal(v, seed)
    hands = tuple(tuple(sorted(parse_card(c) for c in deal["hands"][seat])) for seat in v.seats)
    position = Position(hands, rng.randrange(len(v.seats)))
    table = PlayTable(v, TrumpKind.SUIT, Suit(seed % 4))
    solver = Solver(v, TrumpKind.SUIT, Suit(seed % 4), v.teams[0][0], compiled=False)
    for _ in range(played):
        position, _winner = position.after(rng.choice(solver.legal(position)), table)
    return position


@needs_core
@pytest.mark.parametrize(
    ("name", "seed", "played"),
    [("coinche", 1, 12), ("contree", 2, 13), ("belote", 3, 16), ("chien-3", 4, 9), ("chien-2", 5, 8)],
)
def test_deals_agree_with_python(name: str, seed: int, played: int) -> None:
    # a sample of real-sized deals, a few tricks in (the contree and belote ones mid-trick), where the
    # search has many tricks to look through and its table and merges of equivalent cards matter
    v = shipped_variant(name)
    position = _later_position(v, seed, played)
    for unit, _members in v.teams[:2]:
        assert_tiers_agree(v, TrumpKind.SUIT, Suit(seed % 4), unit, position)


@pytest.mark.solver
@needs_core
def test_whole_deals_agree_with_python() -> None:
    # two whole deals from the first card (about 3 s each for the Python tier)
    v = shipped_variant("coinche")
    for seed in (7, 8):
        deal = random_deal(v, seed)
        start = Position(tuple(tuple(sorted(parse_card(c) for c in deal["hands"][s])) for s in v.seats), 0)
        compiled, python = both(v, TrumpKind.SUIT, Suit(seed % 4), "NS")
        assert compiled.value(start) == python.value(start)


@needs_core
def test_a_tiny_table_keeps_the_values_exact() -> None:
    # 2^10 slots for the trick starts with four tricks or more left (those with three or fewer go to
    # the small table of their own): seven tricks to search fill them, so entries get replaced, and
    # the table only ever holds bounds, so the value stays the Python tier's
    v = shipped_variant("contree")
    position = _later_position(v, 11, 4)
    table = PlayTable(v, TrumpKind.SUIT, Suit(3))
    maximises = tuple(v.team_of(seat) == "NS" for seat in v.seats)
    spec = solver_core.core_spec(v, table, maximises)
    tiny = solver_core._solvecore.Core(**spec, tt_max_bits=10)
    roomy = solver_core._solvecore.Core(**spec)
    python = Solver(v, TrumpKind.SUIT, Suit(3), "NS", compiled=False)
    hands = tuple(mask_of(hand) for hand in position.hands)
    assert tiny.value(hands, position.leader, (), 0, -1) == python.value(position)
    assert roomy.value(hands, position.leader, (), 0, -1) == python.value(position)
    nodes, used, slots = tiny.stats()
    assert slots == 1024 and used <= slots
    assert nodes != roomy.stats()[0]  # entries were lost to replacement: the test reaches it


@needs_core
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), house=st.booleans(), played=st.integers(0, 24))
def test_the_four_seat_followers_search_what_the_general_ones_do(seed: int, house: bool, played: int) -> None:
    # With four seats a trick's followers are searched by flat_follow, flat_two and flat_three
    # (refscore/solver/_solve_search.h), a second writing of follower and plain_follower kept for speed.
    # Core(flat=False) searches with the general ones: the same positions must be searched, in the
    # same order (equal counts), with the same value; a change to the ordering or the killer cards
    # made in one writing and not the other fails here.
    rng = random.Random(seed)
    base = rng.choice([name for name in SHIPPED if len(shipped_variant(name).seats) == 4])
    v = house_variant(rng, base) if house else shipped_variant(base)
    position = _later_position(v, seed % 10_000, played)
    kind = rng.choice(list(v.modes))
    trump = Suit(rng.randrange(4)) if kind is TrumpKind.SUIT else None
    side = rng.choice([name for name, _ in v.teams])
    maximises = tuple(v.team_of(seat) == side for seat in v.seats)
    spec = solver_core.core_spec(v, PlayTable(v, kind, trump), maximises)
    flat = solver_core._solvecore.Core(**spec)
    general = solver_core._solvecore.Core(**spec, flat=False)
    hands = tuple(mask_of(hand) for hand in position.hands)
    values = [core.value(hands, position.leader, position.trick, 0, -1) for core in (flat, general)]
    assert values[0] == values[1]
    assert flat.stats()[0] == general.stats()[0]


@needs_core
def test_one_core_asked_about_another_deal_forgets_the_first() -> None:
    # The table is keyed on the cards in the hands and on each card's seat as first seen: a position
    # where cards sit with other seats (another deal) must empty it, or the first deal's entries
    # would answer. The sharpest case: the same cards, same leader, North's and East's hands
    # exchanged, so that every key of the second search is a key of the first.
    v = shipped_variant("contree")
    table = PlayTable(v, TrumpKind.SUIT, Suit(2))
    maximises = tuple(v.team_of(seat) == "NS" for seat in v.seats)
    python = Solver(v, TrumpKind.SUIT, Suit(2), "NS", compiled=False)
    position = _later_position(v, 21, 16)
    first, second, *rest = position.hands
    swapped = Position((second, first, *rest), position.leader)
    expected = [python.value(position), python.value(swapped)]
    assert expected[0] != expected[1]  # else the test could not see a stale entry
    shared = solver_core._solvecore.Core(**solver_core.core_spec(v, table, maximises))
    for case, value in zip((position, swapped, position), expected + expected[:1], strict=True):
        hands = tuple(mask_of(hand) for hand in case.hands)
        assert shared.value(hands, case.leader, (), 0, -1) == value


# --- the double-dummy conformance corpus, both tiers -------------------------------------------------

CASES: list[dict[str, Any]] = json.loads(
    (ROOT / "conformance" / "double-dummy" / "cases.json").read_text(encoding="utf-8")
)["cases"]


@pytest.mark.parametrize("compiled", [True, False], ids=["compiled", "python"])
def test_conformance_cases_on_both_tiers(compiled: bool) -> None:
    if compiled and not solver_core.available():
        pytest.skip("refscore.solver._solvecore is not built")
    for case in CASES:
        v = shipped_variant(case["variant"])
        trump = parse_trump(case["trump"], "$.trump")
        position = Position(
            tuple(tuple(sorted(parse_card(c) for c in case["hands"][seat])) for seat in v.seats),
            v.seats.index(case["leader"]),
            tuple(parse_card(c) for c in case["trick"]),
            tuple(v.seats.index(seat) for seat in case["winners"]),
        )
        solver = Solver(v, trump.kind, trump.suit, case["side"], compiled=compiled)
        assert (solver.core is not None) == compiled
        assert solver.value(position) == case["value"], case["id"]


# --- the constructor and the questions refuse what they cannot use ----------------------------------


def _spec(name: str = "coinche") -> dict[str, Any]:
    v = shipped_variant(name)
    table = PlayTable(v, TrumpKind.SUIT, Suit(1))
    return solver_core.core_spec(v, table, tuple(v.team_of(seat) == "NS" for seat in v.seats))


BAD_SPECS: list[tuple[str, dict[str, Any], type[Exception], str]] = [
    ("legal too short", {"legal": bytes(1023)}, ValueError, "1024 bytes"),
    ("subset code out of range", {"legal": bytes([7]) * 1024}, ValueError, "subset index"),
    ("facts in another order", {"features": tuple(reversed(FEATURES))}, ValueError, "facts"),
    ("facts missing", {"features": FEATURES[:9]}, ValueError, "10 situation facts"),
    ("legal not bytes", {"legal": "x" * 1024}, TypeError, "must be bytes"),
    ("negative points", {"points": (-1,) + (0,) * 31}, ValueError, "points"),
    ("huge points", {"points": (10**30,) + (0,) * 31}, ValueError, "points"),
    ("31 points", {"points": (0,) * 31}, ValueError, "points"),
    ("points not ints", {"points": ("1",) * 32}, TypeError, "points"),
    ("two cards equally strong", {"strength": (1,) * 32}, ValueError, "equally strong"),
    ("mask beyond 32 cards", {"trump_mask": 1 << 32}, ValueError, "trump_mask"),
    ("higher mask negative", {"higher": (-1,) * 32}, ValueError, "higher"),
    ("key rows", {"key_by_led": ((0,) * 32,) * 3}, ValueError, "key_by_led"),
    ("five seats", {"maximises": (1, 0, 1, 0, 1)}, ValueError, "2 to 4 seats"),
    ("one seat", {"maximises": (1,)}, ValueError, "2 to 4 seats"),
    ("partners rows", {"partners": ((0, 0, 1, 0),)}, ValueError, "partners"),
    ("unit out of range", {"unit_of": (0, 1, 0, 9)}, ValueError, "unit_of"),
    ("negative dix de der", {"der": (-10, 10, 10)}, ValueError, "der"),
    ("der not three", {"der": (10, 10)}, ValueError, "der"),
    ("table too large", {"tt_max_bits": 40}, ValueError, "tt_max_bits"),
]


@needs_core
@pytest.mark.parametrize(("label", "change", "error", "words"), BAD_SPECS, ids=[c[0] for c in BAD_SPECS])
def test_a_bad_configuration_is_refused_clearly(
    label: str, change: dict[str, Any], error: type[Exception], words: str
) -> None:
    with pytest.raises(error, match=words):
        solver_core._solvecore.Core(**{**_spec(), **change})


@needs_core
def test_missing_arguments_and_an_unconfigured_core_are_refused() -> None:
    with pytest.raises(TypeError):
        solver_core._solvecore.Core()  # type: ignore[call-arg]
    bare = solver_core._solvecore.Core.__new__(solver_core._solvecore.Core)
    with pytest.raises(RuntimeError, match="not configured"):
        bare.value((1, 2, 4, 8), 0, (), 0, -1)


_N, _E, _S, _W = (1 << parse_card("AS"), 1 << parse_card("7S"), 1 << parse_card("10S"), 1 << parse_card("8S"))
BAD_QUESTIONS: list[tuple[str, tuple[Any, ...], type[Exception], str]] = [
    ("three hands", ((_N, _E, _S), 0, (), 0, -1), ValueError, "hands"),
    ("a card held twice", ((_N, _N, _S, _W), 0, (), 0, -1), ValueError, "held twice"),
    ("a hand beyond 32 cards", ((1 << 32, _E, _S, _W), 0, (), 0, -1), ValueError, "32-card mask"),
    ("a negative hand", ((-1, _E, _S, _W), 0, (), 0, -1), ValueError, "32-card mask"),
    ("hands not a tuple", ([_N, _E, _S, _W], 0, (), 0, -1), TypeError, "must be tuple"),
    ("leader out of range", ((_N, _E, _S, _W), 4, (), 0, -1), ValueError, "leader"),
    ("card 32 on the table", ((_N, _E, _S, 0), 3, (32,), 0, -1), ValueError, "trick"),
    ("a held card on the table", ((_N, _E, _S, _W), 3, (parse_card("AS"),), 0, -1), ValueError, "held"),
    ("five cards on the table", ((0, 0, 0, 0), 0, (0, 1, 2, 3, 4), 0, -1), ValueError, "trick"),
    ("sweep out of range", ((_N, _E, _S, _W), 0, (), 300, -1), ValueError, "sweep"),
    ("a huge guess", ((_N, _E, _S, _W), 0, (), 0, 10**30), OverflowError, "too large"),
]


@needs_core
@pytest.mark.parametrize(
    ("label", "args", "error", "words"), BAD_QUESTIONS, ids=[c[0] for c in BAD_QUESTIONS]
)
def test_a_bad_position_is_refused_clearly(
    label: str, args: tuple[Any, ...], error: type[Exception], words: str
) -> None:
    core = solver_core._solvecore.Core(**_spec())
    with pytest.raises(error, match=words):
        core.value(*args)


@needs_core
def test_a_bad_window_is_refused() -> None:
    core = solver_core._solvecore.Core(**_spec())
    with pytest.raises(ValueError, match="alpha < beta"):
        core.bound((_N, _E, _S, _W), 0, (), 0, 5, 5)
    # the last trick by hand: NS lead AS, win 11 + 0 + 10 + 0 and the dix de der 10 = 31
    assert core.value((_N, _E, _S, _W), 0, (), 0, -1) == 31
    assert core.bound((_N, _E, _S, _W), 0, (), 0, 30, 31) >= 31


# --- no leak of references or memory ------------------------------------------------------------------


@needs_core
def test_questions_leak_no_reference_and_no_memory() -> None:
    v = shipped_variant("coinche")
    core = solver_core._solvecore.Core(**_spec())
    rng = random.Random(3)
    questions: list[tuple[Any, ...]] = []
    for _ in range(20):
        deck = list(DECK)
        rng.shuffle(deck)
        hands = tuple(mask_of(deck[i * 2 : i * 2 + 2]) for i in range(len(v.seats)))
        questions.append((hands, rng.randrange(4), (), 0, -1))
    bad = ((_N, _N, _S, _W), 0, (), 0, -1)
    shared: list[Any] = [None, True, False, 0, 1, -1, *questions, bad]
    for question in questions * 3:  # warm-up: the table grows once
        core.value(*question)
    gc.collect()
    gc.disable()
    tracemalloc.start()
    try:
        before = [sys.getrefcount(item) for item in shared]
        memory_before = tracemalloc.get_traced_memory()[0]
        for _round in range(200):
            for question in questions:
                core.value(*question)
                core.bound(*question[:4], 10, 11)
            with contextlib.suppress(ValueError):
                core.value(*bad)
        memory_after = tracemalloc.get_traced_memory()[0]
        after = [sys.getrefcount(item) for item in shared]
    finally:
        tracemalloc.stop()
        gc.enable()
    moved = {repr(item)[:60]: b - a for item, a, b in zip(shared, before, after, strict=True) if a != b}
    assert not moved, f"reference counts moved: {moved}"
    assert memory_after - memory_before < 16 * 1024, "the questions kept memory"


def test_refscore_core_python_switches_the_compiled_search_off() -> None:
    # the same switch as the fast path's: the benchmark and a user compare the tiers with it
    code = "from refscore.solver import core; print(core.available())"
    env = {**os.environ, "REFSCORE_CORE": "python"}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


@needs_core
def test_values_beyond_16_bits_stay_exact() -> None:
    # the table stores its bounds in 16 bits (Entry): a bound above 32766 is stored weaker (a lower
    # bound as 32767, an upper bound as none). The schema keeps bonuses to 10000, but the compiled
    # core accepts up to MAX_BONUS (10^6); with a capot and a générale of 40000, a side that can still
    # sweep the last tricks is worth 40000 + the card points, so the table meets such bounds, and the
    # values must still be brute force's (the Python tier stops at 10000: compared to brute force only).
    # Three tricks left, every earlier trick won by the leader (the capot still open to the leader's
    # side): the trick starts with three and two tricks left go through the table.
    v = dataclasses.replace(shipped_variant("coinche"), der_capot=40000, der_generale=40000)
    above = 0
    for seed in range(4):
        rng = random.Random(seed)
        deck = list(DECK)
        rng.shuffle(deck)
        leader = rng.randrange(4)
        hands = tuple(tuple(sorted(deck[4 * i : 4 * (i + 1)])) for i in range(4))
        winners = (leader,) * (v.hand_size - 4)
        trump = Suit(seed % 4)
        for side in ("NS", "EW"):
            compiled = Solver(v, TrumpKind.SUIT, trump, side)
            assert compiled.core is not None
            value = compiled.value(Position(hands, leader, (), winners))
            assert value == brute_value(v, TrumpKind.SUIT, trump, side, hands, leader, (), winners)
            above += value > 32767
    assert above > 0  # the sample did reach values beyond 16 bits


@needs_core
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_a_line_from_a_full_trick_closes_it_first(seed: int) -> None:
    # Core.line and Core.walk read a position whose trick is full as value and bound do: closed first
    v, kind, trump, side, position = random_case(seed, False)
    compiled = Solver(v, kind, trump, side)
    assert compiled.core is not None
    while len(position.trick) != len(v.seats) - 1 and any(position.hands):
        position, _ = position.after(compiled.legal(position)[0], compiled.table)
    if not any(position.hands):
        return
    card = compiled.legal(position)[0]
    after, _ = position.after(card, compiled.table)
    hands, sweep = compiled._state(position)
    hands[position.to_play] &= ~(1 << card)
    full = (tuple(hands), position.leader, (*position.trick, card), sweep)
    assert list(compiled.core.line(*full, -1)) == compiled.best_line(after)
    with pytest.raises(ValueError, match="the trick is full"):  # no card to play: nothing to value
        compiled.core.values(*full)
    value, steps = compiled.core.walk(*full, -1, tuple(compiled.best_line(after)))
    assert value == compiled.value_after(position, card)
    start, expected = compiled.walk(after, tuple(compiled.best_line(after)))
    assert value - compiled.gain(position, card) == start
    assert [(step.legal, step.rest, step.gained, mask_of(step.better)) for step in expected] == list(steps)
