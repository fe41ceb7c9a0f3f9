"""The runner against the reference engine, in-process and through the example adapter, and its CLI.

The in-process run must pass the whole corpus; the adapter (conformance/examples/adapter.py) must give
the same verdict on every test from a single process (persistent mode), and from one process per
case in simple mode.
"""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

from refscore.conformance.corpus import load_corpus, select
from refscore.conformance.engines import PersistentEngine, ReferenceEngine, SimpleEngine
from refscore.conformance.runner import (
    FAIL,
    PASS,
    SKIP,
    RunReport,
    SkipList,
    render_failure,
    render_report,
    run_tests,
)

ROOT = Path(__file__).resolve().parents[2]
CORPUS = load_corpus(ROOT / "conformance")
ADAPTER = [sys.executable, str(ROOT / "conformance" / "examples" / "adapter.py")]


@dataclass(frozen=True)
class Done:
    returncode: int
    stdout: str
    stderr: str


def refscore(*args: str) -> Done:
    """`refscore conformance ARGS` in-process (click's runner), as a user would type it."""
    result = CliRunner().invoke(cli, ["conformance", *args])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return Done(result.exit_code, result.stdout, result.stderr)


@pytest.fixture(scope="module")
def reference_report() -> RunReport:
    return run_tests(CORPUS.tests(), ReferenceEngine(), engine_label="in-process")


def test_the_reference_engine_passes_the_whole_corpus(reference_report: RunReport) -> None:
    tests = CORPUS.tests()
    report = reference_report
    failures = [line for result in report.failures for line in render_failure(result)]
    assert failures == []
    assert report.count(PASS) == len(tests) and len(tests) > 900
    kinds = {test.case.kind for test in tests}
    assert kinds == {"normative", "generated"}


@pytest.mark.slow
def test_the_adapter_gives_the_same_verdicts_from_one_process(reference_report: RunReport) -> None:
    tests = CORPUS.tests()
    engine = PersistentEngine(ADAPTER, timeout=30)
    report = run_tests(tests, engine, engine_label="persistent")
    reference = reference_report
    assert [(r.test.key, r.outcome) for r in report.results] == [
        (r.test.key, r.outcome) for r in reference.results
    ]
    assert report.ok and report.processes == 1
    assert report.engine is not None and report.engine.name == "refscore-example-adapter"


def test_simple_mode_starts_one_process_per_case() -> None:
    tests = select(CORPUS.tests(), case_globs=["auction-bid-step-85", "legal-must-ruff-chien-3"])
    assert len(tests) == 4
    report = run_tests(tests, SimpleEngine(ADAPTER, timeout=30), engine_label="simple")
    assert report.ok and report.processes == 4


def test_the_report_has_a_table_per_variant_and_per_rule() -> None:
    tests = select(CORPUS.tests(), case_globs=["score-*"])
    text = render_report(run_tests(tests, ReferenceEngine(), engine_label="in-process"))
    assert "variant" in text and "officiel" in text and "chien-3" in text
    assert "score.coinched-made" in text and "points.belote" in text
    assert text.rstrip().endswith("(in-process)") and " 0 failed" in text


def test_the_skip_list_counts_listed_tests_as_skipped_never_as_passed() -> None:
    tests = select(CORPUS.tests(), case_globs=["score-made", "score-failed"])
    listed = SkipList.parse("# known\nscore-made@contree\nscore-failed   # every variant\n")
    report = run_tests(tests, ReferenceEngine(), engine_label="in-process", skip_list=listed)
    outcomes = {result.test.key: result.outcome for result in report.results}
    assert outcomes["score-made@contree"] == SKIP and outcomes["score-made@coinche"] == PASS
    assert {outcomes[f"score-failed@{v}"] for v in ("coinche", "coinche-5", "contree")} == {SKIP}
    strict = run_tests(
        tests, ReferenceEngine(), engine_label="x", skip_list=listed, fail_if_skipped_passes=True
    )
    stale = [result for result in strict.results if result.outcome == FAIL]
    assert len(stale) == 4 and all("passes now" in result.message for result in stale)


def test_cli_run_prints_the_summary_and_writes_junit(tmp_path: Path) -> None:
    junit = tmp_path / "report.xml"
    done = refscore("run", "--case", "auction-coinche-*", "--junit", str(junit))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "variant" in done.stdout and "auction.coinche" in done.stdout and " 0 failed" in done.stdout
    root = ET.parse(junit).getroot()
    cases = root.findall("./testsuite/testcase")
    assert cases and all(case.find("failure") is None for case in cases)
    assert {suite.get("name") for suite in root.findall("testsuite")} >= {
        "conformance.coinche",
        "conformance.chien-3",
    }


def test_cli_run_fails_with_the_case_the_values_and_the_rule(tmp_path: Path) -> None:
    wrong = f"{sys.executable} {ROOT / 'conformance' / 'examples' / 'wrong_engine.py'} chute-160"
    skip_file = tmp_path / "skip.txt"
    done = refscore("run", "--engine", wrong, "--case", "score-failed", "--write-skip-list", str(skip_file))
    assert done.returncode == 1
    assert "FAIL score-failed@coinche" in done.stdout
    assert "scores: expected {NS: 20, EW: 282}, got {NS: 20, EW: 280} (rule score.failed)" in done.stdout
    assert skip_file.read_text(encoding="utf-8").split() == [
        f"score-failed@{v}" for v in ("coinche", "coinche-5", "contree")
    ]
    again = refscore("run", "--engine", wrong, "--case", "score-failed", "--skip-list", str(skip_file))
    assert again.returncode == 0 and "3 skipped" in again.stdout


def test_cli_list_show_and_dump() -> None:
    listed = refscore("list", "--kind", "normative", "--variant", "chien-2")
    assert listed.returncode == 0 and "legal-must-ruff-chien-2\tnormative\tchien-2" in listed.stdout
    shown = refscore("show", "score-coinched-made")
    assert (
        shown.returncode == 0 and '"justification"' in shown.stdout and "cases/scoring.json" in shown.stdout
    )
    request = json.loads(refscore("show", "score-coinched-made", "--request", "contree").stdout)
    assert (
        request["cmd"] == "run"
        and request["variant"]["id"] == "contree"
        and "expect" not in json.dumps(request)
    )
    assert request["variant"]["scoring"]["constants"]["chute"] == 162  # the resolved variant, no YAML needed
    dumped = json.loads(refscore("dump", "--case", "score-*").stdout)
    assert dumped["tests"] and set(dumped["variants"]) == {t["variant"] for t in dumped["tests"]}
    assert all(t["key"] == f"{t['id']}@{t['variant']}" for t in dumped["tests"])


def test_the_installed_command_reports_a_bad_engine_without_a_traceback() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "refscore", "conformance", "run", "--engine", "/no/such/engine"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2 and done.stderr.startswith("refscore: error: engine not found")
    assert "Traceback" not in done.stderr


def test_cli_usage_errors_exit_2() -> None:
    for args in (
        ["run", "--case", "no-such-case-*"],
        ["run", "--variant", "bridge"],
        ["run", "--engine", "'unbalanced"],
        ["run", "--engine", "/no/such/engine"],
        ["show", "no-such-case"],
    ):
        done = refscore(*args)
        assert done.returncode == 2, args
        assert done.stderr.startswith("refscore: error:") and "Traceback" not in done.stderr, args


def test_cli_lint_reports_problems_and_coverage(tmp_path: Path) -> None:
    """The library lint of the whole corpus: tests/conformance/test_conformance_lint.py; here, the command."""
    corpus = tmp_path / "corpus"
    (corpus / "cases").mkdir(parents=True)
    (corpus / "case.schema.json").write_bytes((ROOT / "conformance" / "case.schema.json").read_bytes())
    source = json.loads((ROOT / "conformance" / "cases" / "claims.json").read_text(encoding="utf-8"))
    source["cases"] = source["cases"][:2]
    (corpus / "cases" / "claims.json").write_text(json.dumps(source), encoding="utf-8")
    done = refscore("lint", "--corpus", str(corpus))
    assert done.returncode == 1 and "rule play.must-ruff: no normative case" in done.stdout
    assert done.stdout.rstrip().endswith("coverage gap(s)") and "2 cases" in done.stdout
    source["cases"].append(source["cases"][0])
    (corpus / "cases" / "claims.json").write_text(json.dumps(source), encoding="utf-8")
    done = refscore("lint", "--corpus", str(corpus))
    assert done.returncode == 1 and "claim-confirmed: duplicate id (also in cases/claims.json)" in done.stdout
