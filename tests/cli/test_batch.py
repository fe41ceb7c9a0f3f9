"""Batch checking of JSON Lines: results in input order, identical with --jobs, exit status by
precedence, the summary, atomic -o files, Ctrl-C, a closed pipe, and memory that stays flat.

Why through subprocesses: signals, pipes, worker processes and file renames are the command's
behaviour, so they are tried on the real command (`python -m refscore check`).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from refscore.base.errors import RefscoreError
from refscore.fast.batch_lines import LineChecker
from refscore.fast.checker import lean_result
from refscore.judge.check import check_deal
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.model.record import read_record

HANG_GUARD = 60  # seconds: a guard against a hang, not a timing assertion
COMMAND = [sys.executable, "-m", "refscore", "check"]


def run(*args: str | Path, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    completed = subprocess.run(
        [*COMMAND, *map(str, args)], input=stdin, capture_output=True, timeout=HANG_GUARD, check=False
    )
    assert b"Traceback" not in completed.stderr, completed.stderr.decode()[-2000:]
    return completed


def mixed_lines(count: int) -> list[bytes]:
    """Deals of every variant, some of them broken in each way a batch must report."""
    lines: list[bytes] = []
    names = shipped_names()
    for index in range(count):
        variant = shipped_variant(names[index % len(names)])
        deal = random_deal(variant, index)
        kind = index % 9
        if kind == 1:  # an illegal card or a card not held
            deal["tricks"][2][1], deal["tricks"][3][1] = deal["tricks"][3][1], deal["tricks"][2][1]
        elif kind == 2:  # a wrong claim
            deal["claim"] = {variant.teams[0][0]: 12345}
        elif kind == 3:  # a right claim
            deal["claim"] = dict(check_deal(read_record(deal, variant), variant).scores or {})
        elif kind == 4:  # incomplete
            deal["tricks"].pop()
        elif kind == 5:  # unusable
            lines.append(json.dumps(deal)[:-7].encode())
            continue
        lines.append(json.dumps(deal, ensure_ascii=False).encode())
    return lines


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("batch") / "mixed.jsonl"
    path.write_bytes(b"\n".join(mixed_lines(450)) + b"\n")
    return path


def test_each_line_agrees_with_the_reference_path(mixed: Path) -> None:
    checker = LineChecker(lambda data: shipped_variant(data["variant"]), "mixed.jsonl")
    statuses = set()
    for number, raw in enumerate(mixed.read_bytes().splitlines(), start=1):
        outcome = checker.check(number, raw)
        assert outcome is not None
        statuses.add(outcome.status)
        result = dict(outcome.result)
        assert (result.pop("line"), result.pop("error") is None) == (number, outcome.status != "unusable")
        record_id = result.pop("id")
        if outcome.status == "unusable":
            continue
        data = json.loads(raw)
        variant = shipped_variant(data["variant"])
        assert record_id == data["id"]
        assert result == lean_result(check_deal(read_record(data, variant), variant))
    assert statuses == {"legal", "illegal", "wrong_claim", "incomplete", "unusable"}


def test_results_in_input_order_and_the_same_with_jobs(mixed: Path) -> None:
    single = run(mixed, "--format", "jsonl")
    double = run(mixed, "--format", "jsonl", "--jobs", "2")
    assert single.returncode == double.returncode == 2
    assert single.stdout == double.stdout
    results = [json.loads(line) for line in single.stdout.splitlines()]
    assert [result["line"] for result in results] == list(range(1, 451))
    summary = single.stderr.decode()
    assert "450 deals" in summary and "50 unusable" in summary and "50 wrong claim" in summary
    assert "most frequent violations:" in summary and "claim.match 50" in summary
    assert double.stderr.decode().split(" in ")[0] == summary.split(" in ")[0]


def test_the_full_and_the_text_formats(mixed: Path, tmp_path: Path) -> None:
    head = tmp_path / "head.jsonl"
    head.write_bytes(b"".join(mixed.read_bytes().splitlines(keepends=True)[:12]))
    full = [json.loads(line) for line in run(head, "--format", "json").stdout.splitlines()]
    assert full[0]["format"] == "refscore-result/1" and full[0]["breakdown"] and full[0]["tricks"]
    assert [result["line"] for result in full] == list(range(1, 13))
    assert full[0]["file"] == f"{head}:1"
    text = run(head).stdout.decode().splitlines()
    assert len(text) == 12 and text[0].startswith(f"{head}:1: legal: ")
    assert ": ILLEGAL at trick " in text[1] and ": WRONG CLAIM at " in text[2]
    assert text[5].endswith("[unusable]")


@pytest.mark.parametrize(
    ("kinds", "status"),
    [((0, 3), 0), ((0, 1), 1), ((0, 2), 1), ((0, 4), 0), ((1, 5), 2), ((2, 5, 0), 2)],
)
def test_exit_status_precedence(tmp_path: Path, kinds: tuple[int, ...], status: int) -> None:
    """2 (an unusable line) over 1 (illegal or wrong claim) over 0."""
    every = mixed_lines(9)
    path = tmp_path / "some.jsonl"
    path.write_bytes(b"\n".join(every[kind] for kind in kinds) + b"\n")
    assert run(path, "--format", "jsonl").returncode == status


def test_standard_input(mixed: Path) -> None:
    head = b"".join(mixed.read_bytes().splitlines(keepends=True)[:30])
    completed = run("-", "--format", "jsonl", stdin=head)
    lines = completed.stdout.splitlines()
    from_file = run(mixed, "--format", "jsonl").stdout.splitlines()[:30]
    assert lines == [line.replace(str(mixed).encode(), b"<stdin>") for line in from_file]
    assert len(lines) == 30 and json.loads(lines[0])["line"] == 1
    assert b"<stdin>: 30 deals" in completed.stderr


@pytest.mark.slow
def test_an_output_file_is_written_whole(mixed: Path, tmp_path: Path) -> None:
    target = tmp_path / "out" / "results.jsonl"
    target.parent.mkdir()
    target.write_text("the previous report\n")
    completed = run(mixed, "--format", "jsonl", "-o", target, "--jobs", "2")
    assert completed.returncode == 2 and completed.stdout == b""
    assert target.read_bytes() == run(mixed, "--format", "jsonl").stdout
    assert sorted(os.listdir(target.parent)) == ["results.jsonl"]  # no temporary file left
    assert target.stat().st_mode & 0o777 == 0o666 & ~_umask()


def test_an_output_file_in_a_missing_folder(mixed: Path, tmp_path: Path) -> None:
    completed = run(mixed, "-o", tmp_path / "nowhere" / "out.jsonl")
    assert completed.returncode == 2 and b"cannot write the file" in completed.stderr


def test_options_for_one_deal(tmp_path: Path) -> None:
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(random_deal(shipped_variant("coinche"), 1)))
    for args in (["--format", "jsonl"], ["-o", str(tmp_path / "x")]):
        completed = run(deal, *args)
        assert completed.returncode == 2 and b"need JSON Lines input" in completed.stderr
    assert run(deal, "--jobs", "2").returncode == 0


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _wait_for(predicate: Any, what: str) -> None:
    deadline = time.monotonic() + HANG_GUARD
    while not predicate():
        assert time.monotonic() < deadline, f"waited too long for {what}"
        time.sleep(0.05)


def _waits_on_a_pipe(pid: int) -> bool:
    """Whether a process is blocked reading a pipe (Linux: its kernel wait channel), i.e. it has
    read what was written and waits for more. Why not a fixed sleep: on a loaded machine the command
    may not have started yet, and a Ctrl-C before its handler is set is another test's case."""
    try:
        with open(f"/proc/{pid}/wchan", encoding="ascii") as wchan:
            return "pipe_read" in wchan.read()
    except OSError:  # pragma: no cover - not Linux: no wait channel to read
        time.sleep(2)
        return True


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_prints_the_summary_of_what_was_done(mixed: Path, jobs: str) -> None:
    """Lines come in on standard input and then stop coming; Ctrl-C while the command waits."""
    first = mixed.read_bytes().splitlines(keepends=True)[0]
    process = subprocess.Popen(
        [*COMMAND, "-", "--format", "jsonl", "--jobs", jobs],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(first * 3)
    process.stdin.flush()
    if jobs == "1":
        for _ in range(3):  # the results come as the lines do
            assert json.loads(process.stdout.readline())["status"] == "legal"
    else:  # nothing comes out before a full chunk: wait until the command waits for more input
        _wait_for(lambda: _waits_on_a_pipe(process.pid), "the command to wait for more input")
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=HANG_GUARD)
    assert process.returncode == 130, err.decode()
    assert b"Traceback" not in err
    assert b"interrupted after line" in err and b"<stdin>: " in err
    assert all(json.loads(line)["line"] for line in out.splitlines())


def test_a_batch_started_with_ctrl_c_ignored_leaves_it_ignored(mixed: Path) -> None:
    """A script's background job (`refscore check - &`) starts with SIGINT ignored, so that the
    Ctrl-C meant for the script does not stop it: the batch keeps it ignored while it waits for
    input (rather than taking it over with its own handler) and ends as if nothing came."""
    first = mixed.read_bytes().splitlines(keepends=True)[0]
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)  # (an ignored signal stays so at exec)
    try:
        process = subprocess.Popen(
            [*COMMAND, "-", "--format", "jsonl", "--jobs", "1"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
    finally:
        signal.signal(signal.SIGINT, previous)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(first)
    process.stdin.flush()
    assert json.loads(process.stdout.readline())["status"] == "legal"
    _wait_for(lambda: _waits_on_a_pipe(process.pid), "the command to wait for more input")
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(first, timeout=HANG_GUARD)
    assert process.returncode == 0, err.decode()
    assert b"interrupted" not in err and b"2 deals" in err
    assert [json.loads(line)["line"] for line in out.splitlines()] == [2]


def test_ctrl_c_leaves_no_output_file(mixed: Path, tmp_path: Path) -> None:
    target = tmp_path / "results.jsonl"
    process = subprocess.Popen(
        [*COMMAND, "-", "--format", "jsonl", "-o", str(target)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdin is not None
    process.stdin.write(mixed.read_bytes().splitlines(keepends=True)[0] * 5)
    process.stdin.flush()
    _wait_for(lambda: any(name.endswith(".tmp") for name in os.listdir(tmp_path)), "the temporary file")
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=HANG_GUARD)
    assert process.returncode == 130 and b"Traceback" not in err
    assert b"the output file was not written" in err
    assert os.listdir(tmp_path) == []


def test_a_closed_pipe_stops_quietly(mixed: Path, tmp_path: Path) -> None:
    big = tmp_path / "big.jsonl"
    big.write_bytes(mixed.read_bytes() * 20)
    process = subprocess.Popen(
        [*COMMAND, str(big), "--format", "jsonl"], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.readline()
    process.stdout.close()
    err = process.stderr.read()
    process.wait(timeout=HANG_GUARD)
    assert b"Traceback" not in err and b"BrokenPipe" not in err


@pytest.mark.slow
def test_memory_stays_flat(mixed: Path, tmp_path: Path) -> None:
    """Peak memory for 8 times the lines stays near that of the lines once (a bound, not a timing)."""
    lines = mixed.read_bytes()
    peaks = []
    for copies in (1, 8):
        path = tmp_path / f"x{copies}.jsonl"
        path.write_bytes(lines * copies)
        command = [*COMMAND, str(path), "--format", "jsonl", "-o", str(tmp_path / "out.jsonl")]
        probe = (
            "import resource, subprocess, sys;"
            f"subprocess.run({command!r});"
            "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
        )
        measured = subprocess.run(
            [sys.executable, "-c", probe], capture_output=True, text=True, timeout=HANG_GUARD * 3, check=True
        )
        peaks.append(int(measured.stdout.split()[-1]))
    assert peaks[1] < peaks[0] + 20_000, peaks  # kilobytes


def test_a_variant_that_cannot_load_is_reported_on_each_line(tmp_path: Path) -> None:
    deal = random_deal(shipped_variant("coinche"), 2)
    deal["variant"] = "club.yaml"
    (tmp_path / "club.yaml").write_text(
        "schema_version: 1\nextends: coinche\ntitle: x\nscoring: {made: nope}\n"
    )
    path = tmp_path / "club.jsonl"
    path.write_text((json.dumps(deal) + "\n") * 3)
    completed = run(path, "--format", "jsonl")
    assert completed.returncode == 2
    errors = [json.loads(line)["error"]["text"] for line in completed.stdout.splitlines()]
    assert len(errors) == 3 and all(
        "club.yaml:4:" in text and "unknown name 'nope'" in text for text in errors
    )
    assert errors[1].startswith(f"{path}:2: ")


def test_the_variant_option_overrides_every_record(mixed: Path) -> None:
    checker = LineChecker(lambda data: shipped_variant("contree"), "x.jsonl")
    outcome = checker.check(1, json.dumps(random_deal(shipped_variant("coinche"), 4)).encode())
    assert outcome is not None and outcome.result["variant"] == "contree"
    outcome = checker.check(2, mixed.read_bytes().splitlines()[0])  # classic belote: a turned card
    assert outcome is not None and outcome.status == "unusable" and outcome.result["variant"] == "contree"
    with pytest.raises(RefscoreError):
        LineChecker(lambda data: shipped_variant("nowhere"), "x.jsonl").resolve({})


def test_the_same_results_with_or_without_orjson(mixed: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """orjson, when installed, only reads faster: every line gives the same text either way."""
    import refscore.fast.batch_lines as batch

    def outputs() -> list[bytes]:
        checker = LineChecker(lambda data: shipped_variant(data["variant"]), "mixed.jsonl")
        lines = mixed.read_bytes().splitlines()
        return [
            batch.dumps_line(outcome.result)
            for n, raw in enumerate(lines, 1)
            if (outcome := checker.check(n, raw))
        ]

    accelerated = outputs()
    monkeypatch.setattr(batch, "_orjson", None)
    assert outputs() == accelerated
