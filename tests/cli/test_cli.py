"""The command line, run as a user runs it: exit codes, messages that name the place, no traceback."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
MADE = ROOT / "conformance" / "deals" / "seed002-made.json"


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "refscore", *args], capture_output=True, text=True, cwd=cwd, timeout=120
    )


def made_record() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(MADE.read_text(encoding="utf-8"))
    return data


def write(tmp_path: Path, data: Any, name: str = "deal.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def test_check_prints_the_verdict_and_the_breakdown() -> None:
    done = run("check", str(MADE), "--detail")
    assert done.returncode == 0, done.stderr
    assert "NS 234, EW 38" in done.stdout
    assert "the claimed score is confirmed" in done.stdout
    assert "[points.dix-de-der]" in done.stdout and "own_total + contract = 124 + 110" in done.stdout


def test_check_json_output() -> None:
    done = run("check", str(MADE), "--format", "json")
    assert done.returncode == 0
    result = json.loads(done.stdout)
    assert result["scores"] == {"NS": 234, "EW": 38}
    assert result["status"] == "legal" and result["claim"]["confirmed"] is True
    assert result["contract"]["taker"] == "S" and result["contract"]["value"] == 110


def test_wrong_claim_exits_1_and_names_the_rule(tmp_path: Path) -> None:
    data = made_record()
    data["claim"] = {"NS": 224, "EW": 38}
    done = run("check", str(write(tmp_path, data)))
    assert done.returncode == 1
    assert "WRONG CLAIM" in done.stdout and "NS claimed 224, the rules give 234" in done.stdout
    assert "score.made" in done.stdout


def test_illegal_card_exits_1_with_seat_rule_and_legal_cards(tmp_path: Path) -> None:
    data = made_record()
    # Trick 1: N leads JS; E holds QS (his only spade) but plays 7D instead (7D is E's, played later in
    # trick 7): E must follow suit (rule play.follow-suit); his only legal card was QS.
    tricks = data["tricks"]
    tricks[0][1], tricks[6][3] = "7D", "QS"
    done = run("check", str(write(tmp_path, data)))
    assert done.returncode == 1
    assert "ILLEGAL at trick 1, card 2 ($.tricks[0][1])" in done.stdout
    assert "E 7D" in done.stdout and "play.follow-suit" in done.stdout
    assert "Legal at that moment: QS." in done.stdout


def test_variant_option_overrides_the_record() -> None:
    # Under contree the same deal (no belote, no annonces, not coinched) scores the same, 234 / 38.
    done = run("check", str(MADE), "--variant", "contree")
    assert done.returncode == 0
    assert "variant contree" in done.stdout and "the record says variant 'coinche'" in done.stdout
    # officiel plays counter-clockwise (N W S E): the player after the dealer W is S, not N, so the
    # record's first call is out of turn there.
    done = run("check", str(MADE), "--variant", "officiel")
    assert done.returncode == 1
    assert "it was S's turn to call, not N's" in done.stdout and "auction.turn" in done.stdout


@pytest.mark.parametrize(
    ("content", "fragments"),
    [
        ("", ["deal.json", "the file is empty"]),
        ('{"dealer": "N",', ["deal.json:1:16", "not valid JSON"]),
        ("[" * 100_000, ["deal.json", "nested too deeply"]),
    ],
)
def test_unreadable_input_exits_2(tmp_path: Path, content: str, fragments: list[str]) -> None:
    done = run("check", str(write(tmp_path, content)), "--variant", "coinche")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    for fragment in fragments:
        assert fragment in done.stderr


def test_non_utf8_bytes_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "deal.json"
    path.write_bytes(b'{"dealer": "\xff"}')
    done = run("check", str(path), "--variant", "coinche")
    assert done.returncode == 2 and "not UTF-8" in done.stderr and "Traceback" not in done.stderr


def _mutated(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(made_record())
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "fragments"),
    [
        (
            lambda d: d["hands"]["N"].__setitem__(0, "11S"),
            ["$.hands.N[0]", "'11S' is not a card", "record.card"],
        ),
        (lambda d: d["hands"]["N"].__setitem__(0, "JS"), ["dealt twice", "deal.deck"]),
        (lambda d: d["hands"]["N"].pop(), ["the hand of N has 7 cards", "deal.hand-size"]),
        (lambda d: d.__setitem__("dealer", "X"), ["$.dealer", "unknown seat 'X'"]),
        (lambda d: d["auction"][2].__setitem__("value", "110"), ["$.auction[2].value", "record.format"]),
        (lambda d: d["auction"][2].__setitem__("trump", "Z"), ["$.auction[2].trump", "'Z' is not a trump"]),
        (lambda d: d.__setitem__("claim", {"XY": 3}), ["$.claim.XY", "unknown scoring unit"]),
        (lambda d: d.pop("hands"), ["'hands' is a required property"]),
        (lambda d: d["tricks"][2].pop(), ["$.tricks[2]", "play.complete"]),
    ],
)
def test_bad_records_are_located(tmp_path: Path, change: Any, fragments: list[str]) -> None:
    done = run("check", str(write(tmp_path, _mutated(change))))
    assert "Traceback" not in done.stderr
    output = done.stdout + done.stderr
    for fragment in fragments:
        assert fragment in output
    assert done.returncode in (1, 2)


def test_incomplete_trick_in_the_middle_is_a_violation_and_a_short_deal_is_incomplete(tmp_path: Path) -> None:
    data = made_record()
    data["tricks"] = data["tricks"][:3]
    del data["claim"]
    done = run("check", str(write(tmp_path, data)))
    assert done.returncode == 0 and "incomplete" in done.stdout


def test_unknown_variant_lists_the_shipped_ones() -> None:
    done = run("check", str(MADE), "--variant", "bridge")
    assert done.returncode == 2
    assert (
        "unknown variant 'bridge'" in done.stderr and "coinche" in done.stderr and "officiel" in done.stderr
    )


def test_missing_file_and_missing_variant(tmp_path: Path) -> None:
    done = run("check", str(tmp_path / "nope.json"), "--variant", "coinche")
    assert done.returncode == 2 and "nope.json" in done.stderr and "Traceback" not in done.stderr
    data = made_record()
    del data["variant"]
    done = run("check", str(write(tmp_path, data)))
    assert done.returncode == 2 and "no variant" in done.stderr


def test_variants_list_show_validate(tmp_path: Path) -> None:
    listed = run("variants", "list")
    assert listed.returncode == 0
    names = [line.split()[0] for line in listed.stdout.splitlines()]
    assert sorted(names) == ["belote", "chien-2", "chien-3", "coinche", "coinche-5", "contree", "officiel"]
    shown = run("variants", "show", "coinche-5", "--format", "json")
    assert shown.returncode == 0
    resolved = json.loads(shown.stdout)
    assert (
        resolved["auction"]["step"] == 5 and resolved["auction"]["special_bids"]["generale"]["value"] == 500
    )
    bad = tmp_path / "bad.yaml"
    bad.write_text("extends: coinche\nscoring:\n  made: taker_totl >= contract\n", encoding="utf-8")
    done = run("variants", "validate", str(bad))
    assert done.returncode == 2
    assert f"{bad}:3:9" in done.stderr and "taker_totl" in done.stderr and "taker_total" in done.stderr


def test_usage_error_exits_2() -> None:
    done = run("check")
    assert done.returncode == 2 and "Missing argument" in done.stderr


def test_runs_from_outside_the_source_tree(tmp_path: Path) -> None:
    done = run("check", str(MADE), cwd=tmp_path)
    assert done.returncode == 0 and "NS 234, EW 38" in done.stdout
