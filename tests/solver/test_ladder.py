"""The bid ladder scored from one line's facts, and one search per trump for two sides: both against
the slow, obvious way, on random deals of shipped and random house variants.

Why these properties: the table scores every rung of the ladder from the facts of one judged line
(`refscore.solver.ladder`) instead of judging the line once per rung, and searches the second side
only where the first side's value does not give it (`analyse._complementary`). Each shortcut is
compared here with what it replaces: a whole `check_deal` per rung, a second search.
"""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from refscore.base.cards import Suit
from refscore.judge.auction_judge import first_player
from refscore.judge.check import check_deal
from refscore.judge.generate import declare_held_annonces, random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import Trump, read_record
from refscore.model.variant import TrumpKind, Variant
from refscore.solver import Position, Solver
from refscore.solver.analyse import _auction_calls, _line_facts, _Taking, _trumps, play_hands
from refscore.solver.ladder import LineFacts, ladder
from tests.strategies_variants import house_variants

SHIPPED = ["coinche", "contree", "coinche-5", "officiel"]


def _variants() -> st.SearchStrategy[Variant]:
    return st.one_of(st.sampled_from(SHIPPED).map(shipped_variant), house_variants())


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=_variants(), seed=st.integers(0, 2**32 - 1))
def test_every_rung_scores_as_a_whole_check(variant: Variant, seed: int) -> None:
    assume(not variant.chien and variant.auction.kind == "bidding")
    record = read_record(random_deal(variant, seed), variant)
    result = check_deal(record, variant)
    assume(result.score is not None and result.contract is not None)
    contract = result.contract
    line = LineFacts.of(result)
    # the recorded contract (coinched or not) scores as the check scored it
    assert line.score_contract(contract) == (result.score.made, result.scores)
    # every rung, bid plain by the same taker on the same play, scores as a check of that auction
    leader = first_player(variant, record.dealer)
    order = [
        variant.seats[(variant.seats.index(leader) + i) % len(variant.seats)]
        for i in range(len(variant.seats))
    ]
    taking = _Taking(contract.taker, play_hands(record, contract), None, None)
    for bid in ladder(variant):
        calls = tuple(_auction_calls(variant, contract.trump, taking, order, bid))
        rung = check_deal(dataclasses.replace(record, calls=calls, claim=None), variant)
        if rung.score is None:  # an auction the house rules refuse (e.g. a special bid's duties)
            continue
        assert line.score(bid) == (rung.score.made, rung.scores), bid


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=_variants(), seed=st.integers(0, 2**32 - 1), suit=st.integers(0, 3))
def test_the_second_side_is_the_points_in_play_less_the_first(variant: Variant, seed: int, suit: int) -> None:
    units = [unit for unit, _ in variant.teams]
    assume(len(units) == 2 and not variant.chien)
    assume(variant.der_capot >= variant.der_value and variant.der_generale >= variant.der_value)
    record = read_record(random_deal(variant, seed), variant)
    start = Position(
        tuple(tuple(sorted(record.hands[seat])) for seat in variant.seats),
        variant.seats.index(first_player(variant, record.dealer)),
    )
    trump = Trump(TrumpKind.SUIT, Suit(suit))
    first = Solver(variant, trump.kind, trump.suit, units[0])
    value = first.value(start)
    total = sum(first.points[card] for hand in start.hands for card in hand) + variant.der_value
    assume(0 < value <= total)  # outside this range the table searches the second side too
    assert Solver(variant, trump.kind, trump.suit, units[1]).value(start) == total - value


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=_variants(), seed=st.integers(0, 2**32 - 1), declare=st.booleans(), data=st.data())
def test_a_lines_facts_without_a_check_are_the_checks(
    variant: Variant, seed: int, declare: bool, data: st.DataObject
) -> None:
    """The table takes a line's facts from its tricks, the belote's holder and the annonces settled
    for its taker (`_line_facts` given the solver); the reference judges the completed record."""
    assume(not variant.chien and variant.auction.kind == "bidding")
    deal = random_deal(variant, seed)
    if declare and variant.annonces.enabled:
        declare_held_annonces(deal, variant)
    record = read_record(deal, variant)
    leader = first_player(variant, record.dealer)
    order = [
        variant.seats[(variant.seats.index(leader) + i) % len(variant.seats)]
        for i in range(len(variant.seats))
    ]
    trump = data.draw(st.sampled_from(_trumps(variant)))  # the trumps the auction allows
    hands = {seat: tuple(sorted(hand)) for seat, hand in record.hands.items()}
    bid = ladder(variant)[-1]
    assume(isinstance(bid, int))
    for unit, members in variant.teams:
        bidder = next(seat for seat in order if seat in members)
        taking = _Taking(bidder, hands, None, None)
        solver = Solver(variant, trump.kind, trump.suit, unit)
        start = Position(tuple(hands[seat] for seat in variant.seats), variant.seats.index(leader))
        line = solver.best_line(start)
        fast = _line_facts(
            record, variant, trump, taking, order, line, bid, solver, variant.seats.index(leader)
        )
        judged = _line_facts(record, variant, trump, taking, order, line, bid)
        assert fast is not None and judged is not None
        assert (fast.facts, fast.taker_side_all, fast.taker_all, fast.defence_all) == (
            judged.facts,
            judged.taker_side_all,
            judged.taker_all,
            judged.defence_all,
        )
        assert fast.contract == judged.contract
