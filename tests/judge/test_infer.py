"""`refscore infer`: the smallest change from a base variant, searched in the data-defined space
`spec/infer-space.yaml`, under which every score written on a sheet is right.

The written scores are worked by hand from shared/RULES.md (`coinche`) in the comments.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

from refscore.base.errors import InputFormatError
from refscore.judge.facts_check import read_facts, score_facts
from refscore.judge.infer import infer_rules, load_space
from refscore.load.facts_line import parse_facts_line
from refscore.load.variant_loader import load_variant, shipped_variant

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "conformance" / "games"
COINCHE = shipped_variant("coinche")
SPACE = load_space(None)


def chute_160() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GAMES / "chute-160.json").read_text(encoding="utf-8"))
    return data


def test_infer_finds_chute_160_instead_of_162(tmp_path: Path) -> None:
    # chute-160.json, worked with a chute of 160 (RULES.md `coinche` says 162):
    #   110 ♥ by S, 124: made, 124 + 110 = 234, EW 38 (no chute involved, right under both);
    #   100 ♦ by N, 90 < 100: failed, EW 160 + 100 = 260 (162 would give 262);
    #   80 ♠ by E, EW 100: made, 100 + 80 = 180, NS 62;
    #   120 ♣ by W written NS 280: failed, 160 + 120 = 280 (162 would give 282).
    found = infer_rules(chute_160(), COINCHE, SPACE, sheet_name="chute-160.json")
    assert found.exit_code == 0 and found.found_base == "coinche"
    assert [choice.label for choice in found.changes] == ["chute 160"]
    assert "extends: coinche" in found.yaml_text and "chute: 160" in found.yaml_text
    house = tmp_path / "house.yaml"
    house.write_text(found.yaml_text, encoding="utf-8")
    variant = load_variant(str(house), lambda path: Path(path).read_text(encoding="utf-8"))
    facts = read_facts(parse_facts_line("100D by N points NS 90"), variant)
    assert score_facts(facts).scores == {"NS": 0, "EW": 260}


def test_a_right_sheet_needs_no_change() -> None:
    sheet = chute_160()
    sheet["deals"] = [
        *sheet["deals"][:1],
        {"facts": "100D by N points NS 90", "scores": {"NS": 0, "EW": 262}},
    ]
    found = infer_rules(sheet, COINCHE, SPACE)
    assert found.exit_code == 0 and found.changes == () and found.found_base == "coinche"


def test_infer_finds_a_surcoinche_of_three() -> None:
    # 80 ♠ by S, coinched by W, surcoinched by N; NS 100 with the dix de der: made. coinche:
    # (100 + 80) x 4 = 720; the table wrote (100 + 80) x 3 = 540, EW 0: surcoinche x3.
    sheet = {
        "deals": [{"facts": "80S by S coinche W surcoinche N points NS 100", "scores": {"NS": 540, "EW": 0}}]
    }
    found = infer_rules(sheet, COINCHE, SPACE)
    assert [choice.option for choice in found.changes] == ["surcoinche-multiplier"]
    assert "multiplier: 3" in found.yaml_text


def test_lines_no_candidate_explains_are_named() -> None:
    # 110 ♥ made with 124 can never score NS 999: no rule of the space gives it.
    sheet = {
        "deals": [
            {"facts": "110H by S points NS 124", "scores": {"NS": 234, "EW": 38}},
            {"facts": "110H by S points NS 124", "scores": {"NS": 999, "EW": 38}},
        ]
    }
    found = infer_rules(sheet, COINCHE, SPACE, max_changes=1)
    assert found.exit_code == 1 and found.found is None
    assert (
        len(found.unexplained) == 1 and "deal 2" in found.unexplained[0] and "NS 999" in found.unexplained[0]
    )


def test_a_sheet_without_written_scores_is_refused() -> None:
    with pytest.raises(InputFormatError, match="no line"):
        infer_rules({"deals": [{"facts": "110H by S points NS 124"}]}, COINCHE, SPACE)


def test_infer_command_output_is_a_valid_variant_file(tmp_path: Path) -> None:
    runner = CliRunner()
    done = runner.invoke(cli, ["infer", str(GAMES / "chute-160.json")])
    assert done.exit_code == 0, done.output
    house = tmp_path / "club.yaml"
    house.write_text(done.output, encoding="utf-8")
    valid = runner.invoke(cli, ["variants", "validate", str(house)])
    assert valid.exit_code == 0, valid.output
    data = json.loads(runner.invoke(cli, ["infer", str(GAMES / "chute-160.json"), "--format", "json"]).output)
    assert data["found"] is True and data["changes"][0]["yaml"] == {"scoring": {"constants": {"chute": 160}}}
    bad_space = tmp_path / "space.yaml"
    bad_space.write_text("format: nope\n", encoding="utf-8")
    refused = runner.invoke(cli, ["infer", str(GAMES / "chute-160.json"), "--space", str(bad_space)])
    assert refused.exit_code == 2 and "infer space" in refused.output
