"""`refscore analyse` on a deal stopped mid-play: every legal card's value in points and in score.

The deal is tests/render/test_html_analysis.py's (coinche with four cards each, W takes 90 spades
for EW), stopped after E's Q♦ and S's J♦ at trick 3, W to play. W's legal cards: K♣ and A♠ (no
diamond left; his partner E is master, so he need not ruff). Worked there by hand:
- K♣: E's queen wins the trick, E keeps A♦ for the last one, S must ruff with Q♠, W over-ruffs with
  A♠: EW take 118 points; 118 >= 90, made: EW score 118 + 90 = 208, NS 0 (coinche: the takers score
  their points plus the contract, the defence its own, here none);
- A♠: EW 79 points, failed: NS score 162 + 90 = 252, EW 0.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import jsonschema
from click.testing import CliRunner
from refscore.cli.main import cli

from refscore.base.resources import read_text

sys.path.insert(0, str(Path(__file__).parent.parent / "render"))
from test_html_analysis import DEAL

VARIANT = "schema_version: 1\nid: small-coinche\nextends: coinche\ndeal: {hand_size: 4, dead_cards: 16}\n"


def _files(tmp_path: Path) -> tuple[Path, Path]:
    variant = tmp_path / "small.yaml"
    variant.write_text(VARIANT, encoding="utf-8")
    data: dict[str, Any] = json.loads(json.dumps(DEAL))
    data["tricks"] = [*DEAL["tricks"][:2], DEAL["tricks"][2][:2]]
    deal = tmp_path / "mid.json"
    deal.write_text(json.dumps(data), encoding="utf-8")
    return deal, variant


def _analyse(*args: str) -> dict[str, Any]:
    done = CliRunner().invoke(cli, ["analyse", *args, "--format", "json"])
    assert done.exit_code == 0, done.output
    document: dict[str, Any] = json.loads(done.output)
    jsonschema.validate(document, json.loads(read_text("spec", "analysis.schema.json")))
    return document


def test_every_legal_card_in_points_and_score(tmp_path: Path) -> None:
    deal, variant = _files(tmp_path)
    view = _analyse(str(deal), "--variant", str(variant), "--table-only")["position"]
    assert (view["trick"], view["position"], view["seat"], view["unit"], view["mult"]) == (3, 3, "W", "EW", 1)
    assert [
        (choice["card"], choice["value"], choice["best"], choice["made"], choice["scores"])
        for choice in view["choices"]
    ] == [
        ("KC", 118, True, True, {"NS": 0, "EW": 208}),
        ("AS", 79, False, False, {"NS": 252, "EW": 0}),
    ]


def test_the_same_from_notation_and_in_french(tmp_path: Path) -> None:
    deal, variant = _files(tmp_path)
    notation = tmp_path / "mid.deal"
    done = CliRunner().invoke(cli, ["convert", str(deal), "--variant", str(variant), "-o", str(notation)])
    assert done.exit_code == 0, done.output
    view = _analyse(str(notation), "--variant", str(variant), "--table-only")["position"]
    assert [choice["card"] for choice in view["choices"]] == ["KC", "AS"]
    text = (
        CliRunner().invoke(cli, ["analyse", str(notation), "--variant", str(variant), "--lang", "fr"]).output
    )
    assert "pli 3, carte 3, O (EO) doit jouer" in text
    assert "  R♣ : EO 118 points, réussi ; marque NS 0, EO 208 (meilleure)" in text
    assert "  A♠ : EO 79 points, chuté ; marque NS 252, EO 0" in text


def test_a_complete_deal_has_no_position(tmp_path: Path) -> None:
    _, variant = _files(tmp_path)
    deal = tmp_path / "whole.json"
    deal.write_text(json.dumps(DEAL), encoding="utf-8")
    assert _analyse(str(deal), "--variant", str(variant), "--no-table")["position"] is None
