"""The violation of an illegal call, kept by its situation (`refscore.fast.auction_faults`): a fault
answered from the memo is the reference's, byte for byte, and two calls in one situation that
differ only in what they say are not confused.

Why: the memo's key is the whole of what the judge reads (the dealer, the turned card, the state
before the call, the call's index and the call as written); a key missing a part would answer a
later record with an earlier one's words. The property runs several faulty deals through one
checker, twice each, so that later answers come from the memo.
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
    kept = len(checker.auction_faults.memo)
    # another deal (other cards, other calls after the fault), the same situation: the same words
    again = checker.check(_out_of_turn(12, "S", "pass"))
    assert again is not None and again["violation"] == violation
    assert len(checker.auction_faults.memo) == kept
    # the same seat and state, another call: its own action; another seat: its own seat
    coinche = checker.check(_out_of_turn(11, "S", "coinche"))
    assert coinche is not None and coinche["violation"]["action"] == "coinche"
    west = checker.check(_out_of_turn(11, "W", "pass"))
    assert west is not None and (west["violation"]["seat"], west["violation"]["action"]) == ("W", "pass")
    assert len(checker.auction_faults.memo) == kept + 2
