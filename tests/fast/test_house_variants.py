"""Batch checking equals the reference path under random HOUSE variants, on both tiers.

Why: tests/fast/test_fast.py proves the fast path on the shipped variants, which use a handful of the
option combinations clubs write. Here the variant itself is drawn (tests/strategies_variants.py:
every play option value of the schema, auction options, annonces on or off, card orders and points,
bonuses, scoring formulas from a small grammar), then a random legal deal of it (refscore.judge.generate),
half the time with every annonce held declared, and half the time with one mutation of the kinds
real records have (tests/fast/test_fast.py). The fast path's lean result must equal the reference one
field by field whenever it answers, and it must answer every clean deal — so an option value the
kernel does not know fails here.

`tier`: `compiled` is `FastChecker(variant)` as batch checking builds it (the C core first, where the
variant deals the 32 cards to the players); `pure` is the Python tier alone (REFSCORE_CORE=python).
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies_variants import PLAY_OPTIONS, house_variants
from test_fast import CLAIM_DELTAS, MUTATIONS, TIERS, _mutate, event, written_claim

from refscore.base.errors import RefscoreError
from refscore.fast.checker import FastChecker, lean_result
from refscore.judge.check import check_deal
from refscore.judge.generate import declare_held_annonces, random_deal
from refscore.kernel.play import legal_table
from refscore.model.record import read_record
from refscore.model.variant import PlayRules, Variant

SETTINGS = settings(
    max_examples=60,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)


def reference(data: Any, variant: Variant) -> dict[str, Any] | None:
    try:
        return lean_result(check_deal(read_record(copy.deepcopy(data), variant), variant))
    except RefscoreError:
        return None


def _agree(variant: Variant, data: dict[str, Any], tier: str) -> dict[str, Any] | None:
    wire = json.loads(json.dumps(data))
    answer = FastChecker(variant, compiled=tier == "compiled").check(wire)
    if tier == "compiled":  # the tiers agree exactly, declining included
        assert answer == FastChecker(variant, compiled=False).check(json.loads(json.dumps(data)))
    expected = reference(wire, variant)
    if answer is not None:
        assert expected is not None, "the fast path accepted an unusable record"
        # an illegal deal is answered only for a card of the play (the first violation, from the
        # kernel) or a call of the auction; a wrong claim of a legal deal or a redeal, with the
        # reference's words
        assert expected["status"] in ("legal", "redeal", "wrong_claim") or (
            expected["status"] == "illegal" and expected["violation"]["phase"] in ("play", "auction")
        ), expected["violation"]
        for key in expected:  # field by field, for a readable failure
            assert answer[key] == expected[key], key
        assert answer == expected
        event(f"fast {answer['status']}")
    else:
        event(f"declined: {'unusable' if expected is None else expected['status']}")
    return answer


@pytest.mark.slow
@pytest.mark.parametrize("tier", TIERS)
@SETTINGS
@given(variant=house_variants(), seed=st.integers(0, 2**32 - 1), mutate=st.booleans(), data=st.data())
def test_house_variants_agree(
    tier: str, variant: Variant, seed: int, mutate: bool, data: st.DataObject
) -> None:
    deal = random_deal(variant, seed)
    if data.draw(st.booleans()):
        declare_held_annonces(deal, variant)  # every annonce held, declared (as real logs have them)
    if not mutate:
        assert _agree(variant, deal, tier) is not None, "a clean deal of a house variant was declined"
        return
    kind = data.draw(st.sampled_from(MUTATIONS))
    try:
        _mutate(deal, kind, data.draw, variant)
    except (IndexError, KeyError, TypeError, AttributeError, ValueError, ZeroDivisionError):
        event("a mutation that did not apply")
    event(kind)
    _agree(variant, deal, tier)


@pytest.mark.slow
@pytest.mark.parametrize("tier", TIERS)
@SETTINGS
@given(
    variant=house_variants(),
    seed=st.integers(0, 2**32 - 1),
    deltas=CLAIM_DELTAS,
    named=st.integers(1, 4),
    redeal=st.integers(0, 5),
    data=st.data(),
)
def test_house_variants_claims_agree(
    tier: str, variant: Variant, seed: int, deltas: list[int], named: int, redeal: int, data: st.DataObject
) -> None:
    """A claim on a clean deal (one time in six a redeal) of a house variant: right, one unit's score
    changed, several, or naming fewer units than score. The fast path answers it, field by field as
    the reference does (a wrong claim: status wrong_claim, rule claim.match, the reference's words)."""
    deal = random_deal(variant, seed)
    if not redeal:
        _mutate(deal, "redeal", lambda _: True, variant)  # everybody passes; no tricks
    elif data.draw(st.booleans()):
        declare_held_annonces(deal, variant)
    judged = reference(json.loads(json.dumps(deal)), variant)
    assert judged is not None and judged["scores"] is not None
    claim, wrong = written_claim(judged["scores"], deltas, named)
    deal["claim"] = claim
    answer = _agree(variant, deal, tier)
    assert answer is not None, "a claim on a clean deal of a house variant was declined"
    assert answer["status"] == ("wrong_claim" if wrong else judged["status"])
    event(f"claim of {len(claim)} units, {'wrong' if wrong else 'right'}")


def test_every_play_option_value_reaches_the_kernel() -> None:
    """Each value the schema allows for each play option builds a table: a value added to the schema
    but not to `PlayRules`' enums or to the kernel's `decide` fails here (ValueError, assert_never)."""
    default = {key: values[0] for key, values in PLAY_OPTIONS.items()}
    for key, values in PLAY_OPTIONS.items():
        for value in values:
            rules = PlayRules.from_data({**default, key: value})
            assert len(legal_table(rules).allowed) == 1024
