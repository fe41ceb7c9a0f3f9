"""The rule tables a Solver reuses (refscore/solver/core.py `prepared`, rules.py `play_rules`) and the
compiled core's copies (`Core.fresh`).

Why: a Solver is built per deal and trump, and its rule tables are now built once per process for
each `SolverRules` and reused. A cache keyed on too little would hand a house variant another
variant's tables (a variant made by `dataclasses.replace` keeps its id and fingerprint): so the
tables a solver gets are compared with ones built directly from its own variant, and its values
with the brute force (refscore/solver/brute.py reads the rules kernel directly, no cache), right
after a solver of the variant it was made from filled the cache for the same trump and side. And a
copy of the compiled core must behave as a newly configured one: its own empty table, the same
answers, nothing of another solve.
"""

from __future__ import annotations

import dataclasses
import random
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_solver import SHIPPED, house_variant, random_position

from refscore.base.cards import Suit
from refscore.kernel.play import ContractCards, PlayKernel
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import TrumpKind, Variant
from refscore.solver import Position, Solver, brute_value, mask_of
from refscore.solver import core as solver_core
from refscore.solver.rules import PlayTable

needs_core = pytest.mark.skipif(not solver_core.available(), reason="refscore.solver._solvecore is not built")


def _direct_tables(v: Variant, kind: TrumpKind, trump: Suit | None, side: str) -> tuple[object, ...]:
    """The tables of a Solver, built from `v` itself by the variant's and the kernel's own methods."""
    kernel = PlayKernel.of(v, kind, trump)
    seats = v.seats
    units = [name for name, _ in v.teams]
    return (
        kernel.table.allowed,
        kernel.cards,
        tuple(tuple(a != b and v.same_side(a, b) for b in seats) for a in seats),
        tuple(units.index(v.team_of(seat)) for seat in seats),
        tuple(v.team_of(seat) == side for seat in seats),
    )


def _solver_tables(solver: Solver) -> tuple[object, ...]:
    table = solver.table
    return (table.kernel.table.allowed, table.cards, table.partners, solver.unit_of, solver.maximises)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_a_house_variant_never_gets_the_tables_of_the_variant_it_was_made_from(seed: int) -> None:
    rng = random.Random(seed)
    base = shipped_variant(rng.choice(SHIPPED))
    house = house_variant(rng, base.id)  # other play options, last-trick values, maybe card scale
    assert (house.id, house.fingerprint) == (base.id, base.fingerprint)  # what a cache must not key on
    kind = rng.choice(list(house.modes))
    trump = Suit(rng.randrange(4)) if kind is TrumpKind.SUIT else None
    side = rng.choice([name for name, _ in house.teams])
    cards = ContractCards.build(house.modes[kind], trump)
    tricks_left = rng.choice((1, 2, 3)) if len(house.seats) == 4 else rng.choice((2, 3))
    position = random_position(rng, house, cards, tricks_left)
    for compiled in (True, False):
        Solver(base, kind, trump, side, compiled=compiled).value(
            Position(position.hands, position.leader)
        )  # the base variant's tables now in the caches, for the same trump and side
        solver = Solver(house, kind, trump, side, compiled=compiled)
        assert _solver_tables(solver) == _direct_tables(house, kind, trump, side)
        expected = brute_value(
            house, kind, trump, side, position.hands, position.leader, position.trick, position.winners
        )
        assert solver.value(position) == expected


def test_the_tables_are_shared_only_between_variants_that_agree_on_every_field_they_read() -> None:
    v = shipped_variant("contree")
    suit = TrumpKind.SUIT
    first = solver_core.prepared(v, suit, None, "NS", compiled=False)
    # the title and the scoring enter no table: the same prepared rules are reused
    renamed = dataclasses.replace(v, title="another title", belote_value=v.belote_value + 20)
    assert solver_core.prepared(renamed, suit, None, "NS", compiled=False) is first
    # each field the tables are built from gives other prepared rules
    others = [
        dataclasses.replace(v, der_value=v.der_value + 1),
        dataclasses.replace(v, der_capot=v.der_capot + 1),
        dataclasses.replace(v, der_generale=v.der_generale + 1),
        dataclasses.replace(
            v, play=dataclasses.replace(v.play, overtrump_partner=not v.play.overtrump_partner)
        ),
        dataclasses.replace(v, teams=tuple(reversed(v.teams))),
    ]
    for other in others:
        assert solver_core.prepared(other, suit, None, "NS", compiled=False) is not first
    assert solver_core.prepared(v, suit, None, "EW", compiled=False) is not first
    # reversed teams: the same seats maximise, the units are numbered the other way
    swapped = solver_core.prepared(others[-1], suit, None, "NS", compiled=False)
    assert swapped.maximises == first.maximises
    assert swapped.unit_of == tuple(1 - unit for unit in first.unit_of)


def test_the_caches_stay_bounded() -> None:
    rng = random.Random(7)
    for _ in range(80):  # 80 house variants, each its own key
        Solver(house_variant(rng, "coinche"), TrumpKind.SUIT, Suit(1), "NS", compiled=False)
    assert solver_core._prepared.cache_info().currsize <= 64


def _coinche_spec() -> tuple[Variant, dict[str, object]]:
    v = shipped_variant("coinche")
    table = PlayTable(v, TrumpKind.SUIT, Suit(1))
    return v, solver_core.core_spec(v, table, tuple(v.team_of(seat) == "NS" for seat in v.seats))


@needs_core
def test_a_fresh_copy_answers_as_a_new_core_with_its_own_empty_table() -> None:
    v, spec = _coinche_spec()
    core_type = solver_core._solvecore.Core
    template = core_type(**spec, table=False)
    rng = random.Random(5)
    cards = ContractCards.build(v.modes[TrumpKind.SUIT], Suit(1))
    positions = [random_position(rng, v, cards, 3) for _ in range(6)]
    first = template.fresh()
    for position in positions:
        hands = tuple(mask_of(hand) for hand in position.hands)
        question = (hands, position.leader, position.trick, 0, -1)
        expected = core_type(**spec).value(*question)
        second = template.fresh()  # made after `first` searched: nothing of it
        assert second.stats() == (0, 0, 1 << 13)  # TT_START_BITS of refscore/solver/_solve_tables.h
        assert first.value(*question) == expected
        assert second.value(*question) == expected
        assert first.stats()[0] > 0
    assert template.stats() == (0, 0, 0)  # no table of its own, nothing searched
    with pytest.raises(RuntimeError, match="template"):
        template.value((1, 2, 4, 8), 0, (), 0, -1)


@needs_core
def test_copies_keep_no_reference_to_their_template() -> None:
    _, spec = _coinche_spec()
    template = solver_core._solvecore.Core(**spec, table=False)
    before = sys.getrefcount(template)
    copies = [template.fresh() for _ in range(50)]
    assert sys.getrefcount(template) == before
    del copies
    assert sys.getrefcount(template) == before


@needs_core
def test_a_solver_gets_a_core_of_its_own() -> None:
    v = shipped_variant("coinche")
    one = Solver(v, TrumpKind.SUIT, Suit(2), "NS")
    two = Solver(v, TrumpKind.SUIT, Suit(2), "NS")
    assert one.core is not None and two.core is not None and one.core is not two.core
    rng = random.Random(11)
    position = random_position(rng, v, one.table.cards, 3)
    one.value(position)
    assert one.nodes > 0 and two.nodes == 0 and two.core.stats()[1] == 0
