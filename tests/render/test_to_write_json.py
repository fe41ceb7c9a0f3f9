"""The JSON result of one deal opens with what the table should write (`to_write`), as the text and
the HTML do: the scores, who took, who coinched, how the contract ended and the rule that decided,
as data (a sentence key and its values, no prose), valid against spec/result.schema.json. A batch's
lines do not carry it (their bytes are a contract with engines and the fast path).

Every expected value is worked by hand from /work/shared/RULES.md in the comments.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
from click.testing import CliRunner
from refscore.cli.main import cli

ROOT = Path(__file__).resolve().parents[2]
MADE = ROOT / "conformance" / "deals" / "seed002-made.json"
ENGLISH = {"LANG": "en_US.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}
SCHEMA = json.loads((ROOT / "spec" / "result.schema.json").read_text(encoding="utf-8"))


def run_json(args: list[str]) -> tuple[int, dict[str, Any]]:
    done = CliRunner().invoke(cli, [*args, "--format", "json"], env=ENGLISH)
    data: dict[str, Any] = json.loads(done.stdout)
    jsonschema.validate(data, SCHEMA)
    return done.exit_code, data


def test_check_json_opens_with_what_to_write() -> None:
    # seed 002 (RULES.md's worked example, `coinche`): 110 ♥ by S, NS have 124 >= 110: made,
    # NS score 124 + 110 = 234, EW their 38 card points (rule score.made)
    code, data = run_json(["check", str(MADE)])
    assert code == 0
    assert next(iter(data)) == "to_write"
    assert data["to_write"] == {
        "key": "write.scores",
        "scores": {"NS": 234, "EW": 38},
        "taker": "S",
        "side": "NS",
        "contract": "110 H",
        "coinched_by": None,
        "surcoinched_by": None,
        "outcome": "made",
        "rule": "score.made",
        "taker_points": 124,
        "defence_points": None,
        "at_fault": None,
    }


def test_score_json_says_who_coinched_and_why_it_failed() -> None:
    # RULES.md, `contree`: 100 ♥ by N coinched by E; NS 72 card points + belote 20 = 92 < 100:
    # failed; NS keep their belote (20), EW score 162 + 2 x 100 = 362 (rule score.coinched-failed)
    code, data = run_json(["score", "--line", "contree 100H by N coinche E points NS 72 belote N"])
    assert code == 0
    written = data["to_write"]
    assert written["scores"] == {"NS": 20, "EW": 362}
    assert (written["taker"], written["side"], written["contract"]) == ("N", "NS", "100 H")
    assert (written["coinched_by"], written["surcoinched_by"]) == ("E", None)
    assert (written["outcome"], written["rule"], written["taker_points"]) == (
        "failed",
        "score.coinched-failed",
        92,
    )


def test_an_irregularity_gives_the_penalty_to_write(tmp_path: Path) -> None:
    # seed 002 with E playing 7♦ on N's J♠ at trick 1 while holding Q♠ (rule play.follow-suit). RULES.md,
    # "Irregularities": the defence is at fault, so the deal scores as a made contract in which the takers
    # took all 162 points: NS 162 + 110 = 272, EW 0 (no belote in this deal: S has Q♥, E K♥)
    data = json.loads(MADE.read_text(encoding="utf-8"))
    data["tricks"][0][1], data["tricks"][6][3] = "7D", "QS"
    deal = tmp_path / "revoke.json"
    deal.write_text(json.dumps(data), encoding="utf-8")
    code, result = run_json(["check", str(deal)])
    assert code == 1
    written = result["to_write"]
    assert written["key"] == "write.scores"
    assert written["scores"] == {"NS": 272, "EW": 0}
    assert (written["rule"], written["at_fault"], written["outcome"]) == ("penalty.play", "E", "made")


def test_the_language_changes_nothing_in_it() -> None:
    plain = CliRunner().invoke(cli, ["check", str(MADE), "--format", "json"], env=ENGLISH).stdout
    french = CliRunner().invoke(cli, ["check", str(MADE), "--format", "json", "--lang", "fr"]).stdout
    assert plain == french


def test_batch_lines_do_not_carry_it(tmp_path: Path) -> None:
    batch = tmp_path / "deals.jsonl"
    batch.write_text(json.dumps(json.loads(MADE.read_text(encoding="utf-8"))) + "\n", encoding="utf-8")
    for kind in ("jsonl", "json"):
        out = tmp_path / f"out.{kind}"
        done = CliRunner().invoke(cli, ["check", str(batch), "--format", kind, "-o", str(out)], env=ENGLISH)
        assert done.exit_code == 0, done.output
        line = json.loads(out.read_text(encoding="utf-8").splitlines()[0])
        assert line["status"] == "legal" and "to_write" not in line
