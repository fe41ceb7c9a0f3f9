"""Irregularities scored (spec/rules.md section 6): the penalty function, `check` in every output
format, and the house alternatives of `spec/examples/`.

Every expected score is worked by hand in a comment from the variant's formulas (seed 002 deal:
contract 110 hearts by S, nobody holds both KH and QH, so there is no belote).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from refscore.fast.checker import LEAN_KEYS, lean_result
from refscore.judge.auction_judge import Contract, Trump
from refscore.judge.check import check_deal
from refscore.judge.penalty import irregularity_of, penalty_score
from refscore.judge.scoring import UnitFacts
from refscore.load.variant_loader import load_variant, shipped_variant
from refscore.model.record import read_record
from refscore.model.variant import TrumpKind, Variant
from refscore.render.html import render_html
from refscore.render.report import result_to_json

ROOT = Path(__file__).resolve().parents[2]
SEED = json.loads((ROOT / "conformance/deals/seed002-made.json").read_text(encoding="utf-8"))
VOID = str(ROOT / "spec/examples/penalty-void.yaml")
REPORT = str(ROOT / "spec/examples/penalty-report.yaml")


def deal(trick3: list[str] | None = None, **changes: Any) -> dict[str, Any]:
    """The seed-002 deal without its claim; `trick3` replaces trick 3 and ends the record there."""
    data = {key: value for key, value in SEED.items() if key != "claim"}
    if trick3 is not None:
        data["tricks"] = [*SEED["tricks"][:2], trick3]
    data.update(changes)
    return data


DEFENCE_REVOKE = ["9S", "7D", "8S", "7S"]  # E holds 10H KH, no spade, N master: he must ruff
TAKERS_REVOKE = ["9S", "KH", "QD", "7S"]  # S holds 8S: he must follow spades


def judge(data: dict[str, Any], variant: Variant) -> Any:
    return check_deal(read_record(data, variant), variant)


def contract(taker: str = "S", value: int = 110, mult: int = 1, coinched_by: str | None = None) -> Contract:
    return Contract(taker, value, None, Trump(TrumpKind.SUIT, 1), mult, coinched_by, None)


# --- the pure function --------------------------------------------------------------------------------


def test_defence_at_fault_scores_a_made_contract_with_every_point() -> None:
    # coinche, 110 H by S, E at fault: NS hold 152 + 10 -> score.made 162 + 110 = 272; EW 0
    penalty = penalty_score(
        shipped_variant("coinche"),
        contract(),
        "play",
        "E",
        play_points=152,
        discard=0,
        belote_unit=None,
        annonces={},
        won={},
    )
    assert penalty is not None
    assert (penalty.rule, penalty.made, penalty.taker_at_fault) == ("penalty.play", True, False)
    assert penalty.scores == {"NS": 272, "EW": 0}


def test_takers_at_fault_score_a_failed_contract_and_keep_their_belote() -> None:
    # coinche, 110 H coinched by W, S at fault, NS hold the belote:
    # score.coinched-failed: NS its belote 20; EW (162 + 110) x 2 + 0 = 544
    penalty = penalty_score(
        shipped_variant("coinche"),
        contract(mult=2, coinched_by="W"),
        "play",
        "S",
        play_points=152,
        discard=0,
        belote_unit="NS",
        annonces={},
        won={"NS": UnitFacts(cards=53, tricks_won=2)},
    )
    assert penalty is not None and penalty.made is False
    assert penalty.scores == {"NS": 20, "EW": 544}


def test_the_side_at_fault_scores_no_annonces_the_other_keeps_its_own() -> None:
    # contree, 110 H by S; E (defence) at fault; NS scored a tierce (20), EW a cinquante (50):
    # made, NS 152 + 10 + 20 annonces + 110 = 292; EW 0 (no annonces for the side at fault)
    penalty = penalty_score(
        shipped_variant("contree"),
        contract(),
        "false_annonce",
        "E",
        play_points=152,
        discard=0,
        belote_unit=None,
        annonces={"NS": 20, "EW": 50},
        won={},
    )
    assert penalty is not None and penalty.rule == "penalty.false-annonce"
    assert penalty.scores == {"NS": 292, "EW": 0}


def test_the_multiplier_applies_in_contree_too() -> None:
    # contree, 110 H coinched by W, E at fault: score.coinched-made 162 + 0 + 110 x 2 + 0 = 382; EW 0
    penalty = penalty_score(
        shipped_variant("contree"),
        contract(mult=2, coinched_by="W"),
        "play",
        "E",
        play_points=152,
        discard=0,
        belote_unit=None,
        annonces={},
        won={},
    )
    assert penalty is not None and penalty.scores == {"NS": 382, "EW": 0}


def test_house_alternatives_void_and_report_only() -> None:
    void = penalty_score(
        load_variant(VOID),
        contract(),
        "play",
        "E",
        play_points=152,
        discard=0,
        belote_unit=None,
        annonces={},
        won={},
    )
    report = penalty_score(
        load_variant(REPORT),
        contract(),
        "play",
        "E",
        play_points=152,
        discard=0,
        belote_unit=None,
        annonces={},
        won={},
    )
    assert void is not None and void.mode == "void" and void.scores == {"NS": 0, "EW": 0}
    assert report is not None and report.mode == "report_only" and report.scores is None


@pytest.mark.parametrize(
    ("rule", "phase", "seat", "kind"),
    [
        ("play.must-ruff", "play", "E", "play"),
        ("play.card-held", "play", "E", "play"),
        ("annonce.valid", "annonce", "E", "false_annonce"),
        ("auction.bid-higher", "auction", "E", None),  # an illegal call has no score
        ("play.complete", "play", None, None),  # a record defect: nobody at fault
        ("belote.valid", "belote", "S", None),
    ],
)
def test_which_irregularities_are_scored(rule: str, phase: str, seat: str | None, kind: str | None) -> None:
    assert irregularity_of(rule, phase, seat) == kind


# --- check: the revoke in trick 3, in every output format ---------------------------------------------


def test_revoke_by_the_defence_in_trick_3_text_json_html() -> None:
    variant = shipped_variant("coinche")
    result = judge(deal(DEFENCE_REVOKE), variant)
    assert result.status == "illegal" and result.violation.rule == "play.must-ruff"
    data = result_to_json(result, "x.json")
    schema = json.loads((ROOT / "spec/result.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(data, schema)
    assert data["exit_code"] == 1 and data["scores"] is None  # the deal itself is still not scored
    assert data["penalty"]["rule"] == "penalty.play"
    assert data["penalty"]["scores"] == {"NS": 272, "EW": 0}  # made: 152 + 10 + 110 = 272
    page = render_html(result, read_record(deal(DEFENCE_REVOKE), variant), lang="fr")
    assert 'id="penalty"' in page and "NS 272, EO 0" in page and "penalty.play" in page  # French: EO


def test_revoke_by_the_takers_in_trick_3_lean_batch_result() -> None:
    variant = shipped_variant("coinche")
    lean = lean_result(judge(deal(TAKERS_REVOKE), variant))
    assert list(lean) == [*LEAN_KEYS, "case"]
    # failed: NS its belote 0, EW 162 + 110 = 272
    assert lean["penalty"]["scores"] == {"NS": 0, "EW": 272} and lean["penalty"]["taker_at_fault"] is True


def test_a_legal_deal_has_no_penalty() -> None:
    variant = shipped_variant("coinche")
    assert result_to_json(judge(deal(), variant))["penalty"] is None


def test_an_illegal_call_has_no_score() -> None:
    variant = shipped_variant("coinche")
    calls = [*SEED["auction"][:3], {"seat": "W", "call": "bid", "value": 100, "trump": "S"}]
    result = judge(deal(auction=calls, tricks=[]), variant)
    assert result.violation.rule == "auction.bid-higher" and result.penalty is None


def test_chien_taker_at_fault_defenders_keep_the_tricks_won_before() -> None:
    # chien-3 deal of conformance/deals: C takes 80 clubs; trick 1 B wins 10D (10), trick 2 A wins JD KD (6);
    # trick 3 C ruffs holding AS: failed, A 80 + 6 = 86, B 80 + 10 = 90, C 0
    data = json.loads((ROOT / "conformance/deals/chien-3-made.json").read_text(encoding="utf-8"))
    del data["claim"]
    data["tricks"] = [*data["tricks"][:2], ["10S", "QS", "8C"]]
    variant = shipped_variant("chien-3")
    result = judge(data, variant)
    assert result.penalty is not None and result.penalty.scores == {"A": 86, "B": 90, "C": 0}


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "refscore", *args], capture_output=True, text=True, cwd=ROOT, check=False
    )


def test_cli_text_and_jsonl_report_the_penalty(tmp_path: Path) -> None:
    single = tmp_path / "revoke.json"
    single.write_text(json.dumps(deal(DEFENCE_REVOKE)), encoding="utf-8")
    text = _cli("check", str(single))
    assert text.returncode == 1
    assert "penalty.play" in text.stdout and "The table writes: NS 272, EW 0." in text.stdout
    lines = tmp_path / "deals.jsonl"
    lines.write_text(json.dumps(deal(TAKERS_REVOKE)) + "\n" + json.dumps(deal()) + "\n", encoding="utf-8")
    batch = _cli("check", str(lines), "--format", "jsonl")
    assert batch.returncode == 1
    first, second = (json.loads(line) for line in batch.stdout.splitlines())
    assert first["penalty"]["scores"] == {"NS": 0, "EW": 272} and second["penalty"] is None
    void = _cli("check", str(single), "--variant", VOID, "--format", "json")
    assert void.returncode == 1 and json.loads(void.stdout)["penalty"]["scores"] == {"NS": 0, "EW": 0}
    report = _cli("check", str(single), "--variant", REPORT)
    assert report.returncode == 1 and "The table writes nothing" in report.stdout
