"""Dialects (the corpus re-judged under an engine's own rules) and the implementations report.

None of these needs the optional engines: the dialects are judged by refscore itself, and the report is
exercised on refscore and on a deliberately wrong engine. Expected scores are worked by hand from the
dialect files' rules on the corpus README's base deals.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

from refscore.conformance import implreport
from refscore.conformance.corpus import load_corpus
from refscore.conformance.dialect import (
    DialectError,
    dialect_paths,
    dialect_reference_engine,
    dialect_tests,
    held_annonces,
    load_dialect,
)
from refscore.conformance.runner import FAIL, PASS, SKIP, RunReport, run_tests
from refscore.conformance.runner import TestResult as Outcome

ROOT = Path(__file__).resolve().parents[2]
CORPUS = load_corpus(ROOT / "conformance")
COLVER = load_dialect(str(ROOT / "conformance" / "dialects" / "colver.yaml"))
BELOTE_CLI = load_dialect(str(ROOT / "conformance" / "dialects" / "belote-cli.yaml"))


def test_shipped_dialects_extend_shipped_variants() -> None:
    names = {Path(path).name for path in dialect_paths()}
    assert {"colver.yaml", "belote-cli.yaml"} <= names
    assert (COLVER.parent, BELOTE_CLI.parent) == ("coinche", "belote")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("schema_version: 1\nid: x\ntitle: x\n", "must extend a shipped variant"),
        ("schema_version: 1\nid: x\nextends: nowhere\ntitle: x\n", "not 'nowhere'"),
        ("[unclosed", "cannot read the dialect"),
    ],
)
def test_a_bad_dialect_is_reported_with_its_file(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DialectError, match=message) as caught:
        load_dialect(str(path))
    assert str(path) in str(caught.value)


def test_a_normative_case_rejudged_under_the_colver_dialect() -> None:
    # deal P: NS 93 + belote 20 = 113 >= 100, coinched and made; colver's rules: the takers take all
    # 162, plus 100 x 2, plus every belote: 162 + 200 + 20 = 382, EW 0 (coinche's own answer is 406)
    tests = {t.case.id: t for t in dialect_tests(CORPUS, COLVER, seeds=0)}
    rejudged = tests["score-coinched-made"]
    assert rejudged.variant == "colver"
    assert rejudged.expectation.data["scores"] == {"NS": 382, "EW": 0}
    assert "units" not in rejudged.expectation.data
    assert "re-judged" in (rejudged.expectation.justification or "")


def test_the_dialect_takes_every_case_of_its_parent_and_its_own_seeds() -> None:
    parent = [case for case in CORPUS.cases if case.expectation("coinche")]
    tests = dialect_tests(CORPUS, COLVER, seeds=5)
    assert len(tests) == len(parent) + 5
    assert [t.case.id for t in tests[-5:]] == [f"dialect-colver-{seed:04d}" for seed in range(1, 6)]


def test_refscore_passes_its_own_rejudged_dialect_tests() -> None:
    tests = dialect_tests(CORPUS, BELOTE_CLI, seeds=20)
    report = run_tests(tests, dialect_reference_engine([BELOTE_CLI]), engine_label="in-process")
    assert report.count(PASS) == len(tests)


def test_held_annonces_finds_runs_and_scoring_carres() -> None:
    # N: a run 7 8 9 10 of hearts (a cinquante) and four jacks (a carré of 200); four sevens score
    # nothing and are no annonce
    hands = {
        "N": ["7H", "8H", "9H", "10H", "JS", "JH", "JD", "JC"],
        "E": ["7S", "7D", "7C", "8S", "AS", "KS", "QS", "9S"],
    }
    found = held_annonces(hands, BELOTE_CLI.variant)
    as_sets = [(a["seat"], set(a["cards"])) for a in found]
    assert ("N", {"JS", "JH", "JD", "JC"}) in as_sets
    assert ("N", {"7H", "8H", "9H", "10H", "JH"}) in as_sets  # the run goes on to the jack
    assert ("E", {"AS", "KS", "QS"}) in as_sets
    assert not any(seat == "E" and "7D" in cards for seat, cards in as_sets)


def _report_with(outcomes: list[str]) -> RunReport:
    tests = dialect_tests(CORPUS, COLVER, seeds=len(outcomes))[-len(outcomes) :]
    report = RunReport(None, "fake")
    report.results = [
        Outcome(t, outcome, "engine said so") for t, outcome in zip(tests, outcomes, strict=True)
    ]
    return report


def test_drops_compare_passes_with_the_recorded_counts() -> None:
    report = _report_with([PASS, PASS, FAIL])
    recorded = {"implementations": {"x": {"passed": 3}, "y": {"passed": 1}}}
    assert implreport.drops(recorded, {"x": report}) == ["x: 2 tests pass, 3 recorded"]
    assert implreport.drops(recorded, {"y": report}) == []


def test_failures_are_explained_or_flagged() -> None:
    report = _report_with([FAIL, FAIL, SKIP])
    first = report.results[0].test.key
    impl = implreport.Implementation("x", None, (), (implreport.Note(first, "engine bug: because"),))
    rows = implreport.failure_rows(impl, report)
    assert [(row[0], row[4]) for row in rows] == [
        (first, "engine bug: because"),
        (report.results[1].test.key, "UNEXPLAINED"),
    ]


def test_markdown_and_html_show_counts_failures_and_gaps() -> None:
    report = _report_with([PASS, FAIL, SKIP])
    impl = implreport.Implementation("x", None, ("colver",))
    text = implreport.render_markdown([impl], {"x": report})
    assert "1/2 passed of the tests it ran (1 failed, 1 skipped, 3 in all)" in text
    assert f"[{report.results[1].test.key}](dialects/colver.yaml)" in text
    assert "## GAPS" in text
    page = implreport.render_html(text)
    assert page.startswith("<!DOCTYPE html>") and "<table>" in page
    assert "<script" not in page and "http" not in page  # self-contained


@pytest.mark.slow
def test_report_command_writes_the_report_and_checks_the_recorded_counts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(implreport, "SEEDS", {"colver": 3, "belote-cli": 3})  # a few seeded deals suffice
    runner = CliRunner()
    out = tmp_path / "out"
    result = runner.invoke(cli, ["conformance", "report", "--only", "refscore", "--output", str(out)])
    assert result.exit_code == 0, result.output
    recorded = json.loads((out / "implementations.json").read_text(encoding="utf-8"))
    passed = recorded["implementations"]["refscore"]["passed"]
    assert passed == recorded["implementations"]["refscore"]["tests"] > 0
    assert (out / "IMPLEMENTATIONS.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    recorded["implementations"]["refscore"]["passed"] = passed + 1
    check = tmp_path / "recorded.json"
    check.write_text(json.dumps(recorded), encoding="utf-8")
    result = runner.invoke(cli, ["conformance", "report", "--only", "refscore", "--check", str(check)])
    assert result.exit_code == 1
    assert f"refscore: {passed} tests pass, {passed + 1} recorded" in result.output


def test_the_committed_report_records_both_engines_on_500_tests() -> None:
    recorded = json.loads((ROOT / "conformance" / "implementations.json").read_text(encoding="utf-8"))
    for engine in ("colver", "belote-cli"):
        counts = recorded["implementations"][engine]
        assert counts["passed"] + counts["failed"] >= 500, engine
    text = (ROOT / "conformance" / "IMPLEMENTATIONS.md").read_text(encoding="utf-8")
    assert "UNEXPLAINED" not in text


def test_every_implementation_has_a_command_that_exists() -> None:
    for impl in implreport.implementations(sys.executable, ROOT / "conformance"):
        if impl.command is not None:
            assert Path(impl.command[1]).is_file(), impl.name


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--only", "nope"], "unknown implementation nope"),
        (["--only", "refscore", "--check", "{missing}"], "cannot read"),
        (["--only", "refscore", "--check", "{list}"], "expected the counts"),
    ],
)
def test_report_command_usage_errors_exit_2(tmp_path: Path, arguments: list[str], message: str) -> None:
    listed = tmp_path / "list.json"
    listed.write_text("[1]", encoding="utf-8")
    paths = {"{missing}": str(tmp_path / "missing.json"), "{list}": str(listed)}
    result = CliRunner().invoke(cli, ["conformance", "report", *[paths.get(a, a) for a in arguments]])
    assert result.exit_code == 2
    assert message in result.output
