"""The batch answers a deal whose first fault is a call of the auction on its fast path, with the
bytes the reference path writes for it; and it answers only records the reference reader accepts.

Why a property over house variants drawn from the schema: which calls are faults (coinche rights,
the bid ladder, special bids, turned-card rounds) is the house's, and the line carries the
violation's rule, sentence and legal set, each worded from the state the auction reached. Faults
are made the way logs have them: a call by a seat whose turn it was not, a call after the end,
and the mutations of tests/fast/test_kernel_auction.py (a bid off the ladder or below the standing
one, a coinche or a take where none may be said...). Every line must come from the fast path
(`LineChecker.fallback` stays None), on both entries the batch uses (`check_fast` for JSON Lines,
`check` for the other formats). `certain_shape` is held to the schema on records broken at a
random place: where it says yes, `validate_shape` passes.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st
from strategies_variants import house_variants, house_with_penalties
from test_kernel_auction import _mutate_auction

from refscore.base.errors import RefscoreError
from refscore.fast.batch_lines import Fallback, LineChecker, dumps_line
from refscore.fast.checker import FastChecker
from refscore.fast.record_shape import certain_rest, certain_shape
from refscore.judge.generate import declare_held_annonces, random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import validate_shape
from refscore.model.variant import Variant

SETTINGS = settings(
    max_examples=60,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)
IDS = st.none() | st.text(st.sampled_from('a"\\\n\x00é%'), max_size=5)


def with_an_auction_fault(variant: Variant, seed: int, data: st.DataObject) -> dict[str, Any]:
    """Deal `seed` of `variant` with one faulty call (often the first fault of the deal)."""
    deal = random_deal(variant, seed)
    if data.draw(st.booleans()):
        declare_held_annonces(deal, variant)
    calls = deal["auction"]
    how = data.draw(st.sampled_from(["turn", "after-end", "mutation"]))
    seats = variant.seats
    if how == "turn" and calls:  # a call by another seat than the one whose turn it was
        index = data.draw(st.integers(0, len(calls) - 1))
        shift = data.draw(st.integers(1, len(seats) - 1))
        wrong = seats[(seats.index(calls[index]["seat"]) + shift) % len(seats)]
        calls.insert(index, {"seat": wrong, "call": data.draw(st.sampled_from(["pass", "coinche"]))})
    elif how == "after-end" and calls:  # the auction had ended
        after = seats[(seats.index(calls[-1]["seat"]) + 1) % len(seats)]
        calls.append({"seat": after, "call": "pass"})
    else:
        _mutate_auction(deal, data.draw, variant)
    claim = data.draw(st.sampled_from([None, "some", "all"]))
    if claim is not None:
        units = [unit for unit, _ in variant.teams]
        deal["claim"] = {unit: 10 * n for n, unit in enumerate(units[: 1 if claim == "some" else None])}
    record_id = data.draw(IDS)
    if record_id is not None:
        deal["id"] = record_id
    return deal


def assert_answered_fast(variant: Variant, deal: dict[str, Any], number: int) -> None:
    """The reference's line of an auction fault, byte for byte, from the fast path of both entries."""
    raw = json.dumps(deal, ensure_ascii=False).encode("utf-8")
    reference = LineChecker(lambda _: variant, "x.jsonl", fast=False).check(number, raw)
    assert reference is not None
    violation = reference.result["violation"]
    assume(reference.status == "illegal" and violation["phase"] == "auction")
    checker = LineChecker(lambda _: variant, "x.jsonl")
    answer = checker.check_fast(number, raw)
    assert answer is not None, checker.fallback
    assert checker.fallback is None
    line, status, rule = answer
    assert line == dumps_line(reference.result)
    assert (status, rule) == ("illegal", violation["rule"])
    outcome = checker.check(number, raw)  # the other formats' entry
    assert outcome is not None and outcome.fast
    assert outcome.result == reference.result
    event(f"auction fault: {rule}")


@SETTINGS
@given(variant=house_variants(), seed=st.integers(0, 2**32 - 1), data=st.data())
def test_an_auction_fault_is_the_reference_line_on_house_variants(
    variant: Variant, seed: int, data: st.DataObject
) -> None:
    assert_answered_fast(variant, with_an_auction_fault(variant, seed, data), 3)


@settings(SETTINGS, max_examples=25)
@given(variant=house_with_penalties(), seed=st.integers(0, 2**32 - 1), data=st.data())
def test_an_auction_fault_under_penalties_is_the_reference_line(
    variant: Variant, seed: int, data: st.DataObject
) -> None:
    # an irregularity of the auction scores no penalty in the reference (check_deal stops there):
    # whatever it gives, the fast line gives the same
    assert_answered_fast(variant, with_an_auction_fault(variant, seed, data), 10**9)


def test_an_out_of_turn_call_by_hand() -> None:
    # contree, dealer N: E speaks first (first_speaker 1). S calling first breaks auction.turn.
    variant = shipped_variant("contree")
    deal = random_deal(variant, 11)
    deal["dealer"] = "N"
    deal["auction"] = [{"seat": "S", "call": "pass"}, *deal["auction"]]
    raw = json.dumps(deal).encode()
    checker = LineChecker(lambda _: variant, "x.jsonl")
    answer = checker.check_fast(1, raw)
    assert answer is not None
    result = json.loads(answer[0])
    assert (answer[1], answer[2]) == ("illegal", "auction.turn")
    assert result["violation"]["seat"] == "S" and result["violation"]["place"] == "$.auction[0]"
    assert result["contract"] is None and result["scores"] is None


def test_an_auction_fault_in_a_record_the_reader_refuses_is_left_to_the_reference() -> None:
    # the reader refuses the record (a card that is no card in a trick; a seat that is none):
    # the reference calls it unusable, so the fast path must not call it illegal
    variant = shipped_variant("contree")
    deal = random_deal(variant, 11)
    deal["auction"] = [{"seat": "S", "call": "pass"}, *deal["auction"]]
    for broken in (
        {**deal, "tricks": [["ZZ", *deal["tricks"][0][1:]], *deal["tricks"][1:]]},
        {**deal, "belote": "X"},
        {**deal, "players": {str(n): "p" for n in range(20)}},  # schema-valid, beyond certain_shape
        # what the walk had not read when the first call stopped it (`certain_rest`)
        {**deal, "auction": [*deal["auction"], {"seat": "X", "call": "pass"}]},
        {**deal, "auction": [*deal["auction"], {"seat": "N", "call": "bid", "value": 90, "trump": "Q"}]},
        {**deal, "annonces": [{"seat": "X", "cards": ["7S", "8S", "9S"]}]},
        {**deal, "annonces": [{"seat": "N", "cards": ["7S", "8S", "ZZ"]}]},
        {**deal, "tricks": [{"leader": "X", "cards": deal["tricks"][0]}, *deal["tricks"][1:]]},
        {**deal, "claim": {"XY": 10}},
        {**deal, "discard": ["ZZ"]},
    ):
        raw = json.dumps(broken).encode()
        checker = LineChecker(lambda _: variant, "x.jsonl")
        assert checker.check_fast(1, raw) is None
        assert checker.fallback is Fallback.DECLINED
        outcome = checker.check(1, raw)
        assert outcome is not None and not outcome.fast


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 200_000) | st.floats(0, 2) | st.text(max_size=14),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


def _places(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _places(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _places(item, (*path, index))
    return found


@settings(SETTINGS, max_examples=400)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_certain_shape_is_never_wider_than_the_schema(seed: int, data: st.DataObject) -> None:
    variant = shipped_variant(data.draw(st.sampled_from(["contree", "belote", "chien-3", "coinche"])))
    deal = random_deal(variant, seed)
    assert certain_shape(deal)
    broken = copy.deepcopy(deal)
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(_places(broken)))
        value = data.draw(JSON_VALUES | st.sampled_from(["pass", "bid", "S", "capot", "capot\n", "AS", 110]))
        if not path:
            continue
        *parent_path, last = path
        parent: Any = broken
        for part in parent_path:
            parent = parent[part]
        if data.draw(st.booleans()) and isinstance(parent, dict):
            parent[data.draw(st.sampled_from(["value", "trump", "leader", "kind", "x", "players"]))] = value
        else:
            parent[last] = value
    if certain_shape(broken):
        try:
            validate_shape(broken)
        except RefscoreError as error:
            raise AssertionError(f"certain_shape accepted what the schema refuses: {error}") from None
        event("certain")
    else:
        event("declined")


@settings(SETTINGS, max_examples=400)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_the_rest_the_core_certifies_is_never_wider_than_the_schema(seed: int, data: st.DataObject) -> None:
    # A deal whose first call is said out of turn (the walk refuses it, having read the dealer and
    # the hands), broken at random places: where the compiled core calls the rest certain, the
    # whole record is of the schema's shape and the reader reads it (`certain_shape`, then
    # `certain_rest`), as `FastChecker._call_violation` takes it to be.
    name = data.draw(st.sampled_from(["contree", "belote", "chien-3", "coinche"]))
    variant = shipped_variant(name)
    checker = FastChecker(variant)
    assert checker.core is not None and checker.walk_reads_shape
    deal = random_deal(variant, seed)
    if data.draw(st.booleans()):
        declare_held_annonces(deal, variant)
    first = variant.seats[(variant.seats.index(deal["dealer"]) + variant.first_speaker) % len(variant.seats)]
    wrong = variant.seats[(variant.seats.index(first) + 1) % len(variant.seats)]
    deal["auction"].insert(0, {"seat": wrong, "call": "pass"})
    broken = copy.deepcopy(deal)
    for _ in range(data.draw(st.integers(0, 3))):
        path = data.draw(st.sampled_from(_places(broken)))
        value = data.draw(
            JSON_VALUES | st.sampled_from(["pass", "bid", "S", "N", "capot", "capot\n", "AS", 110])
        )
        if len(path) < 2 or path[0] in ("hands", "dealer", "turned", "chien", "dead"):
            continue  # (what the walk reads before the call: its own checks)
        *parent_path, last = path
        parent: Any = broken
        for part in parent_path:
            parent = parent[part]
        if data.draw(st.booleans()) and isinstance(parent, dict):
            key = data.draw(
                st.sampled_from(["value", "trump", "leader", "kind", "x", "seat", "cards", "players"])
            )
            parent[key] = value
        else:
            parent[last] = value
    judged = checker.core.judge_flat(broken)
    assume(judged is not None and len(judged) == 13 and judged[0] == 0)
    if checker.core.rest_certain(broken, 0):
        assert certain_shape(broken)
        assert certain_rest(
            broken, checker.seat_index, checker.units, checker.cards, checker._is_card, checker._is_trump
        )
        try:
            validate_shape(broken)
        except RefscoreError as error:
            raise AssertionError(f"the core certified what the schema refuses: {error}") from None
        event("certain")
    else:
        event("declined")
    if judged is not None and broken == deal:
        assert checker.core.rest_certain(broken, 0)  # (an unbroken record: always certain)


def _fast_line(variant: Variant, deal: dict[str, Any]) -> dict[str, Any]:
    """The fast path's line of `deal`, which must answer it (no fall-back) with the reference's bytes."""
    raw = json.dumps(deal, ensure_ascii=False).encode("utf-8")
    checker = LineChecker(lambda _: variant, "x.jsonl")
    answer = checker.check_fast(1, raw)
    assert answer is not None and checker.fallback is None, checker.fallback
    reference = LineChecker(lambda _: variant, "x.jsonl", fast=False).check(1, raw)
    assert reference is not None and answer[0] == dumps_line(reference.result)
    line: dict[str, Any] = json.loads(answer[0])
    return line


@SETTINGS
@given(variant=house_variants(), seed=st.integers(0, 2**32 - 1), data=st.data())
def test_one_call_said_by_another_seat_is_exactly_that_fault(
    variant: Variant, seed: int, data: st.DataObject
) -> None:
    # A legal deal, and one of its calls said by a seat whose turn it was not: the calls before it
    # are the deal's own (legal), and the auction had not ended (more calls followed), so the first
    # fault is that call, breaking auction.turn (rules: "calls are made in turn"), the seat whose
    # turn it was named in the sentence and as the only legal call.
    deal = random_deal(variant, seed)
    calls = deal["auction"]
    assume(calls)
    index = data.draw(st.integers(0, len(calls) - 1))
    seats = variant.seats
    turn = calls[index]["seat"]
    wrong = seats[(seats.index(turn) + data.draw(st.integers(1, len(seats) - 1))) % len(seats)]
    calls[index] = {**calls[index], "seat": wrong}
    violation = _fast_line(variant, deal)["violation"]
    assert violation["rule"] == "auction.turn"
    assert (violation["place"], violation["where"]) == (f"$.auction[{index}]", f"call {index + 1}")
    assert violation["seat"] == wrong
    assert violation["message"] == f"it was {turn}'s turn to call, not {wrong}'s"
    assert violation["legal"] == [f"a call by {turn}"]


@SETTINGS
@given(variant=house_variants(), seed=st.integers(0, 2**32 - 1), data=st.data())
def test_one_bid_at_the_standing_value_is_exactly_that_fault(
    variant: Variant, seed: int, data: st.DataObject
) -> None:
    # Right after a numbered bid, the next seat (who had not passed: no option bars its bid) bids
    # the same value in the same trump: its turn, a bid that may be said, a value on the ladder
    # (the standing bid's), so the first fault is that call, breaking auction.bid-higher ("each bid
    # must be higher than the last").
    deal = random_deal(variant, seed)
    calls = deal["auction"]
    seats = variant.seats
    bids = [
        index
        for index, call in enumerate(calls)
        if call["call"] == "bid"
        and type(call["value"]) is int
        and not any(
            c["call"] == "pass" and c["seat"] == seats[(seats.index(call["seat"]) + 1) % len(seats)]
            for c in calls[:index]
        )
    ]
    assume(bids)
    bid = calls[data.draw(st.sampled_from(bids))]
    index = calls.index(bid) + 1
    after = seats[(seats.index(bid["seat"]) + 1) % len(seats)]
    calls.insert(index, {**bid, "seat": after})
    violation = _fast_line(variant, deal)["violation"]
    value = bid["value"]
    assert violation["rule"] == "auction.bid-higher"
    assert (violation["place"], violation["seat"]) == (f"$.auction[{index}]", after)
    assert violation["message"] == f"{value} does not exceed the last bid, {value}"


def test_a_bid_past_the_ladder_or_in_a_mode_not_played_is_handed_over_by_the_compiled_walk() -> None:
    # contree bids from 80 to 160 (capot 260, générale 500): 5000, said by the first speaker, is
    # outside the range (rule auction.bid-range); coinche plays suit trumps only: a bid in sans atout
    # breaks auction.trump-mode. The walk refuses either call (its state handed over, not declined)
    # and the line is the reference's.
    for name, said, rule in (
        ("contree", {"call": "bid", "value": 5000, "trump": "S"}, "auction.bid-range"),
        ("coinche", {"call": "bid", "value": 80, "trump": "SA"}, "auction.trump-mode"),
    ):
        variant = shipped_variant(name)
        seats = variant.seats
        deal = random_deal(variant, 5)
        first = seats[(seats.index(deal["dealer"]) + variant.first_speaker) % len(seats)]
        deal["auction"] = [{"seat": first, **said}, *deal["auction"]]
        checker = FastChecker(variant)
        assert checker.core is not None
        judged = checker.core.judge_flat(deal)
        assert judged is not None and len(judged) == 13 and judged[0] == 0
        violation = _fast_line(variant, deal)["violation"]
        assert (violation["rule"], violation["place"], violation["seat"]) == (rule, "$.auction[0]", first)
