"""`check` tells the score without formula names; `check --detail` adds the breakdown.

The expected scores are the source's worked example (seed 002, /work/shared/RULES.md): 110 ♥ by S,
NS take 124 card-and-der points (>= 110, made): NS 124 + 110 = 234, EW keep their 162 - 124 = 38
(rule score.made). The failed twin: NS take 96 < 110, chuté: EW 162 + 110 = 272, NS 0 (rule
score.failed).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from refscore.cli.render import render_text

from refscore.judge.check import check_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import read_record

ROOT = Path(__file__).resolve().parents[2]
MADE = ROOT / "conformance" / "deals" / "seed002-made.json"
FAILED = ROOT / "conformance" / "deals" / "seed002-failed.json"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "refscore", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )


def _formula_names(text: str, variant_name: str) -> list[str]:
    """The names of the variant's scoring quantities (`taker_total` ...) that appear in `text`."""
    names = [name for name, _ in shipped_variant(variant_name).scoring.quantities]
    assert names, variant_name  # the check below must have something to look for
    return [name for name in names if re.search(rf"\b{re.escape(name)}\b", text)]


@pytest.mark.parametrize("variant_name", ["coinche", "contree", "coinche-5"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_default_text_has_no_formula_name(variant_name: str, lang: str) -> None:
    variant = shipped_variant(variant_name)
    record = read_record(json.loads(MADE.read_text(encoding="utf-8")), variant)
    result = check_deal(record, variant)
    plain = render_text(result, record, "deal.json", "fr" if lang == "fr" else "en")
    detailed = render_text(result, record, "deal.json", "fr" if lang == "fr" else "en", detail=True)
    assert _formula_names(plain, variant_name) == []
    assert _formula_names(detailed, variant_name) != []  # the same names are there with --detail


def test_check_tells_the_final_scores_with_the_case_rule_in_english() -> None:
    done = run("check", str(MADE), "--lang", "en")
    assert done.returncode == 0, done.stderr
    assert "Score: NS 234, EW 38 (rule score.made)" in done.stdout
    assert "Verdict: LEGAL, contract made (5.3 " in done.stdout  # the verdict keeps its numbered rule
    assert "Score breakdown" not in done.stdout and "[points." not in done.stdout
    assert _formula_names(done.stdout, "coinche") == []


def test_check_tells_the_final_scores_with_the_case_rule_in_french() -> None:
    done = run("check", str(FAILED), "--lang", "fr")
    assert done.returncode == 0, done.stderr
    assert "Marque : NS 0, EO 272 (règle score.failed)" in done.stdout
    assert "Le détail de la marque" not in done.stdout and "[points." not in done.stdout
    assert _formula_names(done.stdout, "coinche") == []


@pytest.mark.parametrize(
    ("lang", "heading", "card_points"),
    [("en", "Score breakdown", "card points"), ("fr", "Le détail de la marque", "points des cartes")],
)
def test_check_detail_shows_the_breakdown(lang: str, heading: str, card_points: str) -> None:
    done = run("check", str(MADE), "--detail", "--lang", lang)
    assert done.returncode == 0, done.stderr
    assert heading in done.stdout and card_points in done.stdout
    assert "own_total + contract = 124 + 110" in done.stdout and "[score.made]" in done.stdout
    assert "[points.dix-de-der]" in done.stdout


@pytest.mark.parametrize("output_format", ["json", "jsonl"])
def test_detail_is_refused_with_json(output_format: str) -> None:
    deal = str(MADE) if output_format == "json" else str(ROOT / "conformance" / "deals" / "deals.jsonl")
    done = run("check", deal, "--detail", "--format", output_format)
    assert done.returncode == 2
    assert "--detail has no effect" in done.stderr and done.stdout == ""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_penalty_is_summed_up_without_formula_names(lang: str) -> None:
    """penalty-revoke-trick3-defence (conformance/cases/penalties.json): E revokes, the defence EW
    loses the deal, scored as made with every card point and the last trick to NS: 152 + 10 = 162,
    + 110 = 272 (rule penalty.play). The summary and the score to write stay; the breakdown waits."""
    variant = shipped_variant("coinche")
    cases = json.loads((ROOT / "conformance" / "cases" / "penalties.json").read_text(encoding="utf-8"))
    (case,) = [case for case in cases["cases"] if case["id"] == "penalty-revoke-trick3-defence"]
    record = read_record(case["record"], variant)
    result = check_deal(record, variant)
    told_in = "fr" if lang == "fr" else "en"
    plain = render_text(result, record, "deal.json", told_in)
    detailed = render_text(result, record, "deal.json", told_in, detail=True)
    write = "La table marque : NS 272, EO 0." if lang == "fr" else "The table writes: NS 272, EW 0."
    assert write in plain and "penalty.play" in plain
    assert _formula_names(plain, "coinche") == [] and "[points." not in plain
    assert _formula_names(detailed, "coinche") != [] and "[points.card-values]" in detailed
