"""The violation of an illegal call on the fast path (`refscore.fast.auction_faults`): worded from
the kernel's verdict with the reference's word functions, it is the reference's, byte for byte,
whether its parts were kept from an earlier record or not; and two calls in one situation that
differ only in what they say are not confused.

Why: the call as read is kept by its index and what is written in it, the legal calls by the facts
they read; a key missing a part would answer a later record with an earlier one's words. The
property runs several faulty deals through one checker, twice each, so that later answers come from
what was kept.
"""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st
from strategies_variants import house_variants
from test_illegal_auction_line import SETTINGS, with_an_auction_fault

from refscore.fast.batch_lines import LineChecker, dumps_line
from refscore.fast.checker import FastChecker
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import Variant


@SETTINGS
@given(
    variant=house_variants(),
    seeds=st.lists(st.integers(0, 2**32 - 1), min_size=2, max_size=4),
    data=st.data(),
)
def test_faults_answered_from_the_memo_are_the_reference_lines(
    variant: Variant, seeds: list[int], data: st.DataObject
) -> None:
    deals = [with_an_auction_fault(variant, seed, data) for seed in seeds]
    raws = [json.dumps(deal, ensure_ascii=False).encode("utf-8") for deal in deals]
    checker = LineChecker(lambda _: variant, "x.jsonl")  # one checker: its memos carry over
    for _ in range(2):
        for number, raw in enumerate(raws, 1):
            reference = LineChecker(lambda _: variant, "x.jsonl", fast=False).check(number, raw)
            assert reference is not None
            answer = checker.check_fast(number, raw)
            violation = reference.result.get("violation") or {}
            if reference.status == "illegal" and violation.get("phase") == "auction":
                # an auction fault is always the fast path's, first seen or kept
                assert answer is not None, checker.fallback
            if answer is not None:
                assert answer[0] == dumps_line(reference.result)


def _out_of_turn(seed: int, seat: str, call: str) -> dict[str, object]:
    # contree, dealer N: E speaks first (first_speaker 1), so any call by another seat before
    # E's breaks auction.turn, whatever the cards and the calls after it
    deal = random_deal(shipped_variant("contree"), seed)
    deal["dealer"] = "N"
    deal["auction"] = [{"seat": seat, "call": call}, *deal["auction"]]
    return deal


def test_one_situation_kept_once_and_calls_told_apart() -> None:
    checker = FastChecker(shipped_variant("contree"))
    first = checker.check(_out_of_turn(11, "S", "pass"))
    assert first is not None and checker.auction_faults is not None
    violation = first["violation"]
    assert (violation["rule"], violation["seat"], violation["action"]) == ("auction.turn", "S", "pass")
    assert (violation["place"], violation["legal"]) == ("$.auction[0]", ["a call by E"])
    assert violation["message"] == "it was E's turn to call, not S's"
    kept = len(checker.auction_faults.calls)
    # another deal (other cards, other calls after the fault), the same situation: the same words
    again = checker.check(_out_of_turn(12, "S", "pass"))
    assert again is not None and again["violation"] == violation
    assert len(checker.auction_faults.calls) == kept
    # the same seat and state, another call: its own action; another seat: its own seat and words
    coinche = checker.check(_out_of_turn(11, "S", "coinche"))
    assert coinche is not None and coinche["violation"]["action"] == "coinche"
    west = checker.check(_out_of_turn(11, "W", "pass"))
    assert west is not None and (west["violation"]["seat"], west["violation"]["action"]) == ("W", "pass")
    assert west["violation"]["message"] == "it was E's turn to call, not W's"
    assert len(checker.auction_faults.calls) == kept + 2


def test_a_bid_not_higher_by_hand_names_the_standing_bid_and_what_was_legal() -> None:
    # contree, dealer N: E opens 100 S, S bids 90 H: not higher (rule auction.bid-higher). S, in
    # turn, could pass, bid from 110 to the ceiling or a special bid, or coinche E's bid (contree:
    # coinche by an opponent)
    variant = shipped_variant("contree")
    deal = random_deal(variant, 11)
    deal["dealer"] = "N"
    deal["auction"] = [
        {"seat": "E", "call": "bid", "value": 100, "trump": "S"},
        {"seat": "S", "call": "bid", "value": 90, "trump": "H"},
    ]
    for checker in (FastChecker(variant), FastChecker(variant, compiled=False)):
        lean = checker.check(deal)
        assert lean is not None
        violation = lean["violation"]
        assert (violation["rule"], violation["place"], violation["action"]) == (
            "auction.bid-higher",
            "$.auction[1]",
            "90 H",
        )
        assert violation["message"] == "90 does not exceed the last bid, 100"
        assert violation["legal"][0] == "pass" and violation["legal"][-1] == "coinche"
        assert violation["legal"][1].startswith("a bid from 110 to ")
