"""A wrong claim is answered on the fast path, with the reference's words (rule claim.match).

The deal is the worked example of seed 002 (conformance/deals/seed002-made.json, coinche): S bids
110 hearts (dealer W, so N leads). Trick by trick (hearts trump: J 20, 9 14, A 11, 10 10, K 4, Q 3;
plain suits A 11, 10 10, K 4, Q 3, J 2):

1. N JS, E QS, S 10S, W KS: the 10 of spades is highest, S wins 2+3+10+4 = 19;
2. S 7H, W 8H, N JH, E 9H: the jack of trump, N wins 0+0+20+14 = 34;
3. N 9S, E KH (ruffs), S 8S, W 7S: E wins 0+4+0+0 = 4;
4. E 10H, S AH, W 7C, N 10C: the ace of trump beats the 10, S wins 10+11+0+10 = 31;
5. S JD, W AC, N 10D, E AD: E wins 2+11+10+11 = 34;
6. E 9D, S QD, W JC, N 8D: S wins 0+3+2+0 = 5;
7. S KC, W QC, N 8C, E 7D: S wins 4+3+0+0 = 7;
8. S QH, W 9C, N AS, E KD: the queen of trump, S wins 3+0+11+4 = 18, and the 10 of der.

NS take 19+34+31+5+7+18 = 114 and the der, 124 >= 110: made, not coinched, so rule score.made
(spec/rules.md 5.3, variants/coinche.yaml): NS score their 124 plus the contract, 234; EW their 38.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import refscore.cli.batch as cli_batch
from test_fast import TIERS

from refscore.fast.batch_lines import LineChecker
from refscore.fast.checker import FastChecker, lean_result
from refscore.judge.check import check_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import read_record

MADE = Path(__file__).resolve().parents[2] / "conformance" / "deals" / "seed002-made.json"
COINCHE = shipped_variant("coinche")


def seed002(claim: dict[str, int], *, redeal: bool = False) -> dict[str, Any]:
    deal: dict[str, Any] = json.loads(MADE.read_text(encoding="utf-8"))
    deal["claim"] = claim
    if redeal:  # dealer W: N, E, S and W pass, and the cards are dealt again (rule score.redeal)
        deal["auction"] = [{"seat": seat, "call": "pass"} for seat in "NESW"]
        del deal["tricks"]
    return deal


def refutation(message: str, legal: list[str]) -> dict[str, Any]:
    """The violation of a refuted claim (spec/rules.md 5.12), its fixed fields written out."""
    return {
        "rule": "claim.match",
        "rule_title": "The score the table wrote down",
        "phase": "claim",
        "place": "$.claim",
        "where": "claimed score",
        "seat": None,
        "action": None,
        "message": message,
        "legal": legal,
    }


def both_ways(deal: dict[str, Any], tier: str) -> dict[str, Any]:
    """The fast path's answer (it must answer), equal to the reference's lean result."""
    answer = FastChecker(COINCHE, compiled=tier == "compiled").check(json.loads(json.dumps(deal)))
    assert answer is not None, "a claim was left to the reference path"
    expected = lean_result(check_deal(read_record(json.loads(json.dumps(deal)), COINCHE), COINCHE))
    for key in expected:
        assert answer[key] == expected[key], key
    return answer


@pytest.mark.parametrize("tier", TIERS)
def test_a_claim_that_forgets_the_der_is_refuted(tier: str) -> None:
    """The table wrote 224 for NS (the 10 of der forgotten): NS is refuted, EW's 38 is right."""
    answer = both_ways(seed002({"NS": 224, "EW": 38}), tier)
    assert answer["status"] == "wrong_claim" and answer["exit_code"] == 1
    assert answer["violation"] == refutation(
        "NS claimed 224, the rules give 234 (by rule score.made)", ["NS 234", "EW 38"]
    )
    assert answer["claim"] == {"claimed": {"NS": 224, "EW": 38}, "confirmed": False}
    assert answer["scores"] == {"NS": 234, "EW": 38} and answer["made"] is True
    assert answer["case"] == "score.made" and answer["penalty"] is None
    assert answer["units"]["NS"]["cards"] == 114 and answer["units"]["NS"]["der"] == 10


@pytest.mark.parametrize("tier", TIERS)
def test_every_wrong_unit_is_named_in_the_claims_order(tier: str) -> None:
    """Both units wrong, written EW first: the message follows the claim, `legal` the variant."""
    answer = both_ways(seed002({"EW": 0, "NS": 162}), tier)
    assert answer["violation"] == refutation(
        "EW claimed 0, the rules give 38; NS claimed 162, the rules give 234 (by rule score.made)",
        ["NS 234", "EW 38"],
    )


@pytest.mark.parametrize("tier", TIERS)
def test_a_claim_naming_one_unit_is_judged_on_that_unit(tier: str) -> None:
    """A claim need not name every unit (spec/deal.schema.json: 1 to 4): EW's 38 is right, 40 not."""
    right = both_ways(seed002({"EW": 38}), tier)
    assert right["status"] == "legal" and right["claim"] == {"claimed": {"EW": 38}, "confirmed": True}
    wrong = both_ways(seed002({"EW": 40}), tier)
    assert wrong["violation"]["message"] == "EW claimed 40, the rules give 38 (by rule score.made)"


@pytest.mark.parametrize("tier", TIERS)
def test_a_claim_on_a_redeal_is_refuted_by_rule_score_redeal(tier: str) -> None:
    """Everybody passed: nobody scores (rule score.redeal), so a claim of 20 for EW is wrong."""
    answer = both_ways(seed002({"NS": 0, "EW": 20}, redeal=True), tier)
    assert answer["status"] == "wrong_claim" and answer["exit_code"] == 1
    assert answer["violation"] == refutation(
        "EW claimed 20, the rules give 0 (by rule score.redeal)", ["NS 0", "EW 0"]
    )
    assert answer["contract"] is None and answer["made"] is None and answer["case"] is None
    assert answer["scores"] == {"NS": 0, "EW": 0}
    assert both_ways(seed002({"NS": 0}, redeal=True), tier)["status"] == "redeal"


def test_the_batch_line_of_a_wrong_claim_is_the_reference_line() -> None:
    """`refscore check --format jsonl` writes the same bytes, status and rule as the reference path,
    now from `check_fast` (no reference check)."""
    raw = json.dumps(seed002({"NS": 224, "EW": 38})).encode()
    fast = LineChecker(lambda _: COINCHE, "deals.jsonl").check_fast(7, raw)
    assert fast is not None
    line, status, rule = fast
    reference = LineChecker(lambda _: COINCHE, "deals.jsonl", fast=False).check(7, raw)
    assert reference is not None and not reference.fast
    assert (status, rule) == (reference.status, reference.rule) == ("wrong_claim", "claim.match")
    assert json.loads(line) == reference.result
    assert list(json.loads(line)) == list(reference.result)  # the same keys in the same order


def test_the_summary_counts_a_wrong_claim_none_by_the_reference_path(tmp_path: Path) -> None:
    """The command's summary, as `cli/batch.py` counts it: one legal deal (its claim right), one
    wrong claim (rule claim.match), and no deal judged by the reference path."""
    path = tmp_path / "deals.jsonl"
    deals = [seed002({"NS": 234, "EW": 38}), seed002({"NS": 224, "EW": 38})]
    path.write_bytes(b"".join(json.dumps(deal).encode() + b"\n" for deal in deals))
    checker = LineChecker(cli_batch.VariantCache(None, str(path)), str(path))
    summary = cli_batch.Summary(str(path))
    written: list[bytes] = []
    with path.open("rb") as stream:
        lines = cli_batch._lines(stream, cli_batch._Stop())
        cli_batch._check_lines(checker, "jsonl", lines, written.append, summary, None)
    assert (summary.counts["legal"], summary.counts["wrong_claim"]) == (1, 1)
    assert summary.rules == {"claim.match": 1} and summary.reference == 0
    assert summary.exit_status() == 1  # a wrong claim: exit status 1 (README, refscore check)
    assert [json.loads(line)["status"] for line in written] == ["legal", "wrong_claim"]
