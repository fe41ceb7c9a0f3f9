"""The compiled search runs without the GIL: threads solve in parallel and get one thread's values.

Why: a platform analysing many deals wants both cores of a machine from one process. The search
(refscore/solver/_solve_search.h) touches no Python object, so `Core.value` and `Core.bound` release
the GIL around it; what threads could then share is guarded instead: the pool of freed tables by a
lock of its own (_solve_tables.h), and each Core by its lock (one question at a time, so a Core
shared by two threads answers both correctly; a template shared by every thread's solvers is copied
under it). The values are checked against one thread's on whole deals; that the GIL is really
released is checked by a thread that can only run while another is inside the search.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest

from refscore.base.cards import Suit, parse_card
from refscore.judge.auction_judge import first_player
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import TrumpKind, Variant
from refscore.solver import Position, Solver, mask_of, position_of
from refscore.solver import core as solver_core

needs_core = pytest.mark.skipif(not solver_core.available(), reason="refscore.solver._solvecore is not built")

#: (variant, seed, trump): whole deals from their first card, every suit of a few deals
JOBS = [(name, seed, suit) for name in ("coinche", "contree") for seed in (31, 32) for suit in range(4)]


def start_of(variant: Variant, seed: int) -> Position:
    deal = random_deal(variant, seed)
    hands = {seat: [parse_card(card) for card in cards] for seat, cards in deal["hands"].items()}
    return position_of(hands, variant, first_player(variant, deal["dealer"]))


def solve(job: tuple[str, int, int]) -> int:
    """One whole deal's value for one trump, with a solver of its own (as a worker thread would)."""
    name, seed, suit = job
    variant = shipped_variant(name)
    solver = Solver(variant, TrumpKind.SUIT, Suit(suit), variant.team_of(variant.seats[0]))
    assert solver.core is not None
    return solver.value(start_of(variant, seed))


@needs_core
def test_two_threads_give_the_values_of_one() -> None:
    alone = [solve(job) for job in JOBS]
    with ThreadPoolExecutor(max_workers=2) as pool:
        together = list(pool.map(solve, JOBS))
    assert together == alone
    assert len(set(alone)) > 1  # different deals and trumps: a mix-up between threads would show


@needs_core
def test_one_core_shared_by_two_threads_answers_both() -> None:
    # Each Core answers one question at a time (its lock): two threads asking the same Core about
    # two different deals (each question empties the table the other filled) get each deal's value.
    variant = shipped_variant("contree")
    side = variant.team_of(variant.seats[0])
    solver = Solver(variant, TrumpKind.SUIT, Suit(0), side)
    core = solver.core
    assert core is not None
    starts = [start_of(variant, seed) for seed in (41, 42)]
    expected = [Solver(variant, TrumpKind.SUIT, Suit(0), side).value(start) for start in starts]
    assert expected[0] != expected[1]
    questions = [(tuple(mask_of(hand) for hand in start.hands), start.leader, (), 0, -1) for start in starts]
    answers: list[list[int]] = [[], []]

    def ask(which: int) -> None:
        for _ in range(3):
            answers[which].append(core.value(*questions[which]))

    threads = [threading.Thread(target=ask, args=(which,)) for which in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert answers == [[expected[0]] * 3, [expected[1]] * 3]


def ran_during(search: Callable[[], object]) -> bool:
    """Whether this thread ran while another thread was inside `search`.

    The switch interval is set far beyond the search's length, so a thread holding the GIL keeps it
    until it blocks or releases it: the other thread, woken by `started`, can only see `inside` true
    if the search let the GIL go."""
    inside = False
    started, done = threading.Event(), threading.Event()

    def worker() -> None:
        nonlocal inside
        inside = True
        started.set()
        search()
        inside = False
        done.set()

    seen = False
    saved = sys.getswitchinterval()
    sys.setswitchinterval(30.0)
    try:
        thread = threading.Thread(target=worker)
        thread.start()
        started.wait()
        while not done.is_set():
            seen = seen or inside
            done.wait(0.001)
        thread.join()
    finally:
        sys.setswitchinterval(saved)
    return seen


@needs_core
def test_the_compiled_search_releases_the_gil() -> None:
    variant = shipped_variant("coinche")
    start = start_of(variant, 33)
    side = variant.team_of(variant.seats[0])

    def search() -> None:  # four whole deals' worth of searching (tens of milliseconds at least)
        for suit in range(4):
            Solver(variant, TrumpKind.SUIT, Suit(suit), side).value(start)

    assert ran_during(search)


def test_the_check_sees_a_search_that_keeps_the_gil() -> None:
    # the same check around the Python tier's search, which holds the GIL throughout: it must say
    # so, or the test above could pass whatever the compiled search does
    variant = shipped_variant("coinche")
    python = Solver(variant, TrumpKind.SUIT, Suit(1), "NS", compiled=False)
    position = start_of(variant, 34)
    for _ in range(20):  # three tricks left: a short search for the Python tier
        position, _winner = position.after(python.legal(position)[0], python.table)
    assert not ran_during(lambda: python.value(position))
