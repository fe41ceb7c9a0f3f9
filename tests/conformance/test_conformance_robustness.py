"""A misbehaving engine fails its own case with a clear message; the runner never crashes or hangs.

The fake engine below answers from an oracle file (the expectations themselves) and misbehaves on
the tests it is told to: it crashes, hangs, writes garbage, answers another case, sends 234.0 for
234, declines ("skipped"), or lies about its protocol. It does not import refscore, so it starts fast.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from refscore.conformance import engines
from refscore.conformance.corpus import Test as CorpusTest
from refscore.conformance.corpus import load_corpus, select
from refscore.conformance.engines import MAX_FAILURES_IN_ROW, PersistentEngine, SimpleEngine
from refscore.conformance.runner import FAIL, PASS, SKIP, RunReport, run_tests

ROOT = Path(__file__).resolve().parents[2]
TESTS = select(
    load_corpus(ROOT / "conformance").tests(), case_globs=["score-made", "auction-bid-range-above-ceiling"]
)
BAD = "score-made@coinche-5"

FAKE_ENGINE = r"""
import json, os, sys, time
answers = json.load(open(sys.argv[1]))
behaviour = json.load(open(sys.argv[2]))
def out(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()
if behaviour.get("die-at-start"):
    sys.stderr.write("cannot load my rules\n")
    sys.exit(3)
first = json.loads(sys.stdin.readline())
persistent = first.get("cmd") == "start"
if persistent:
    hello = {"protocol": 1, "engine": {"name": "fake", "version": "0"}}
    hello.update(behaviour.get("hello", {}))
    out(hello)
    requests = (json.loads(line) for line in sys.stdin)
else:
    requests = iter([first])
for request in requests:
    if request.get("cmd") == "stop":
        break
    key = request["id"] + "@" + request["variant"]["id"]
    act = behaviour.get(key)
    answer = dict(answers[key], id=request["id"])
    if act == "crash":
        sys.stderr.write("segmentation fault (pretend)\n")
        sys.stderr.flush()
        os._exit(5)
    if act == "hang":
        import subprocess
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
        with open(sys.argv[2] + ".child", "w") as pid_file:
            pid_file.write(str(child.pid))
        time.sleep(60)
    if act == "endless-line":
        while True:
            sys.stdout.write("x" * 65536)
    if act == "chatty":
        for _ in range(100):
            sys.stdout.write(" " * 1000 + "\n")
    if act == "garbage":
        sys.stdout.write("Traceback? no: this is not JSON\n")
        sys.stdout.flush()
        continue
    if act == "wrong-id":
        answer["id"] = "another-case"
    if act == "float":
        answer["scores"] = {unit: float(score) for unit, score in answer["scores"].items()}
    if act == "skip":
        answer = {"id": request["id"], "status": "skipped", "reason": "capot not implemented yet"}
    out(answer)
    if not persistent:
        sys.exit(0 if act == "bad-exit" else {"illegal": 1, "wrong_claim": 1}.get(answer["status"], 0))
"""


def _oracle(test: CorpusTest) -> dict[str, Any]:
    """The answer a correct engine gives: the expectation itself."""
    return {key: value for key, value in test.expectation.data.items() if key != "justification"}


def _engine(tmp_path: Path, behaviour: dict[str, Any]) -> list[str]:
    script = tmp_path / "fake_engine.py"
    script.write_text(FAKE_ENGINE, encoding="utf-8")
    answers = tmp_path / "answers.json"
    answers.write_text(json.dumps({test.key: _oracle(test) for test in TESTS}), encoding="utf-8")
    behaviour_file = tmp_path / "behaviour.json"
    behaviour_file.write_text(json.dumps(behaviour), encoding="utf-8")
    return [sys.executable, str(script), str(answers), str(behaviour_file)]


def _run(tmp_path: Path, behaviour: dict[str, Any], timeout: float = 10.0) -> RunReport:
    engine = PersistentEngine(_engine(tmp_path, behaviour), timeout=timeout)
    return run_tests(TESTS, engine, engine_label="persistent")


def _outcomes(report: RunReport) -> dict[str, tuple[str, str]]:
    return {result.test.key: (result.outcome, result.message) for result in report.results}


def test_a_well_behaved_fake_engine_passes(tmp_path: Path) -> None:
    report = _run(tmp_path, {})
    assert len(TESTS) == 6 and report.ok and report.count(PASS) == 6 and report.processes == 1


@pytest.mark.parametrize(
    ("act", "message"),
    [
        (
            "crash",
            "no answer: the engine exited with status 5; its stderr ends: segmentation fault (pretend)",
        ),
        ("garbage", "invalid answer: the engine wrote a line that is not JSON"),
        ("wrong-id", "invalid answer: the answer is for case 'another-case', not 'score-made'"),
        ("float", "invalid answer: `scores.NS` must be an integer, got 213.0"),
    ],
)
def test_a_bad_answer_fails_that_case_only_and_the_engine_is_restarted(
    tmp_path: Path, act: str, message: str
) -> None:
    report = _run(tmp_path, {BAD: act})
    outcomes = _outcomes(report)
    outcome, text = outcomes.pop(BAD)
    assert outcome == FAIL and text.startswith(message), text
    assert {value[0] for value in outcomes.values()} == {PASS}
    assert report.processes == 2


def _gone(pid: int) -> bool:
    """Whether process `pid` is dead (or a zombie, which a container's init may never reap)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return True
    return state in ("Z", "X")


@pytest.mark.slow
def test_a_hanging_engine_is_stopped_after_the_timeout_with_its_children(tmp_path: Path) -> None:
    # A timeout the well-behaved answers never come near, even on a loaded machine: the test
    # waits for it once, for the hanging case, and asserts no duration.
    report = _run(tmp_path, {BAD: "hang"}, timeout=5.0)
    outcomes = _outcomes(report)
    assert outcomes.pop(BAD) == (FAIL, "no answer within 5 s; the engine was stopped")
    assert {value[0] for value in outcomes.values()} == {PASS}
    child = int((tmp_path / "behaviour.json.child").read_text())
    deadline = time.monotonic() + 30  # the kill is sent already; this only lets the kernel finish
    while not _gone(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _gone(child), "the engine's child outlived the kill of its process group"


def test_an_endless_line_is_cut_and_the_engine_stopped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(engines, "MAX_LINE_BYTES", 100_000)
    report = _run(tmp_path, {BAD: "endless-line"})
    outcomes = _outcomes(report)
    assert outcomes.pop(BAD) == (
        FAIL,
        "invalid answer: the engine wrote a line longer than 100,000 bytes",
    )
    assert {value[0] for value in outcomes.values()} == {PASS}


def test_total_output_is_capped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a hundred blank lines of 1,001 bytes before the answer: over a cap of 50,000 bytes in all
    monkeypatch.setattr(engines, "MAX_OUTPUT_BYTES", 50_000)
    report = _run(tmp_path, {BAD: "chatty"})
    outcome, text = _outcomes(report)[BAD]
    assert (outcome, text) == (FAIL, "invalid answer: the engine wrote more than 50,000 bytes")


@pytest.mark.slow
def test_simple_mode_caps_the_answer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engines, "MAX_LINE_BYTES", 100_000)
    engine = SimpleEngine(_engine(tmp_path, {BAD: "endless-line"}), timeout=5.0)
    report = run_tests(TESTS, engine, engine_label="simple")
    outcome, text = _outcomes(report)[BAD]
    # it never ends by itself: stopped at its timeout, with no more than the cap kept meanwhile
    assert (outcome, text) == (FAIL, "no answer within 5 s; the engine was stopped")


def test_an_engine_that_dies_at_start_fails_every_case_once(tmp_path: Path) -> None:
    report = _run(tmp_path, {"die-at-start": True})
    messages = {result.message for result in report.results}
    assert report.count(FAIL) == len(TESTS) and report.processes == 1
    assert messages == {
        "no start answer: the engine exited with status 3; its stderr ends: cannot load my rules"
    }


def test_an_engine_that_always_crashes_is_not_restarted_forever(tmp_path: Path) -> None:
    report = _run(tmp_path, {test.key: "crash" for test in TESTS})
    messages = [result.message for result in report.results]
    assert report.count(FAIL) == len(TESTS) and report.processes == MAX_FAILURES_IN_ROW
    assert messages[-1].startswith(
        f"not restarted after {MAX_FAILURES_IN_ROW} failures in a row; last: no answer"
    )


def test_skipped_answers_are_counted_as_skipped_never_as_passed(tmp_path: Path) -> None:
    report = _run(tmp_path, {BAD: "skip"})
    assert _outcomes(report)[BAD] == (SKIP, "skipped by the engine: capot not implemented yet")
    assert report.count(SKIP) == 1 and report.count(PASS) == 5 and report.ok


def test_variants_and_features_the_engine_lacks_are_skipped(tmp_path: Path) -> None:
    report = _run(tmp_path, {"hello": {"engine": {"name": "fake", "version": "0", "variants": ["coinche"]}}})
    outcomes = _outcomes(report)
    assert outcomes["score-made@coinche"][0] == PASS
    assert outcomes["score-made@contree"] == (SKIP, "the engine does not support the variant contree")
    features = {"engine": {"name": "fake", "version": "0", "features": ["partnerships"]}}
    report = _run(tmp_path, {"hello": features})
    assert _outcomes(report)["score-made@coinche"] == (
        SKIP,
        "the engine does not support the feature(s) belote-declared",
    )


def test_a_protocol_mismatch_is_reported(tmp_path: Path) -> None:
    report = _run(tmp_path, {"hello": {"protocol": 2}})
    assert report.count(FAIL) == len(TESTS)
    assert report.results[0].message == "bad start answer: the engine speaks protocol 2; this runner speaks 1"


def test_simple_mode_checks_the_exit_status(tmp_path: Path) -> None:
    bad_key = "auction-bid-range-above-ceiling@contree"
    engine = SimpleEngine(_engine(tmp_path, {bad_key: "bad-exit"}), timeout=10)
    report = run_tests(TESTS, engine, engine_label="simple")
    outcomes = _outcomes(report)
    assert outcomes.pop(bad_key) == (
        FAIL,
        "the engine answered 'illegal' with exit status 0; the protocol says 1",
    )
    assert {value[0] for value in outcomes.values()} == {PASS}
    assert report.processes == len(TESTS)


@pytest.mark.slow
def test_simple_mode_survives_a_hang(tmp_path: Path) -> None:
    engine = SimpleEngine(_engine(tmp_path, {BAD: "hang"}), timeout=5.0)
    report = run_tests(TESTS, engine, engine_label="simple")
    assert _outcomes(report)[BAD] == (FAIL, "no answer within 5 s; the engine was stopped")
