"""`refscore check FILE.jsonl --jobs N` on the real command: the bytes, the summary and the exit status
of `--jobs 1` whatever N and however small the ranges; a file that changes while it is read, a worker
that dies and Ctrl-C each end with a message, their exit status, the old `-o` file kept and no worker
left behind; standard input and FIFOs still work.

Why subprocesses: worker processes, signals and renames are the command's behaviour. Tiny ranges are
forced by running the command with the range sizes of `cli/batch.py` set lower (`PATCHED`), which
makes a file of a few deals hundreds of ranges, every line boundary case included.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_names, shipped_variant

HANG_GUARD = 90  # seconds: a guard against a hang, not a timing assertion

#: The command with RANGE_BYTES and WARM_BYTES of `cli/batch.py` set from its first two arguments;
#: a third, when not "-", is Python run first (to make a worker die, a file grow ...).
PATCHED = """
import sys
import refscore.cli.batch as batch
batch.RANGE_BYTES, batch.WARM_BYTES = int(sys.argv[1]), int(sys.argv[2])
if sys.argv[3] != "-":
    exec(sys.argv[3])
sys.argv = ["refscore", "check", *sys.argv[4:]]
from refscore.cli.main import main
main()
"""

PATCHED_COMMAND = [sys.executable, "-c", PATCHED, "2000", "500", "-"]


def run(
    *args: str | Path, ranges: tuple[int, int] = (1 << 19, 1 << 16), before: str = "-"
) -> subprocess.CompletedProcess[bytes]:
    command = [sys.executable, "-c", PATCHED, str(ranges[0]), str(ranges[1]), before, *map(str, args)]
    completed = subprocess.run(command, capture_output=True, timeout=HANG_GUARD, check=False)
    assert b"Traceback" not in completed.stderr, completed.stderr.decode()[-3000:]
    return completed


def summary_of(completed: subprocess.CompletedProcess[bytes]) -> list[str]:
    """The summary without its timing (`... deals in 0.52 s, 862 deals/s: ...`)."""
    text = re.sub(r" in [\d.]+ s(, [\d,]+ deals/s)?:", ":", completed.stderr.decode())
    assert "deals:" in text, text
    return text.splitlines()


def deal_lines(count: int) -> list[bytes]:
    """Deals of every variant; some illegal, some with a wrong claim, some broken."""
    names = shipped_names()
    lines = []
    for index in range(count):
        deal = random_deal(shipped_variant(names[index % len(names)]), index)
        if index % 7 == 1:
            deal["tricks"][2][1], deal["tricks"][3][1] = deal["tricks"][3][1], deal["tricks"][2][1]
        elif index % 7 == 2:
            deal["claim"] = {"NS": 12345}
        line = json.dumps(deal, ensure_ascii=False).encode()
        lines.append(line[:-11] if index % 7 == 3 else line)
    return lines


def files() -> dict[str, bytes]:
    deals = deal_lines(40)
    crlf = [line + (b"\r" if index % 2 else b"") for index, line in enumerate(deals)]
    long_line = b'{"id": "' + b"x" * 120_000 + b'"}'  # longer than any line may be, and than a range
    return {
        "mixed": b"\n".join(deals) + b"\n",
        "crlf": b"\n".join(crlf) + b"\r\n",
        "no-final-newline": b"\n".join(deals[:9]),
        "blank-lines-and-a-long-one": b"\n".join([b"", *deals[:5], b"   ", long_line, *deals[5:9], b""]),
        "empty": b"",
    }


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("jobs")
    paths = {}
    for name, content in files().items():
        paths[name] = folder / f"{name}.jsonl"
        paths[name].write_bytes(content)
    return paths


@pytest.mark.slow
@pytest.mark.parametrize("name", ["mixed", "crlf", "no-final-newline", "blank-lines-and-a-long-one", "empty"])
def test_every_jobs_and_range_size_gives_the_bytes_of_one_process(
    inputs: dict[str, Path], tmp_path: Path, name: str
) -> None:
    path = inputs[name]
    single = run(path, "--format", "jsonl", "--jobs", "1")
    assert single.returncode == (0 if name == "empty" else 2)
    lines = [json.loads(line)["line"] for line in single.stdout.splitlines()]
    assert lines == sorted(lines) and len(lines) == len(set(lines))
    # default ranges; ranges of a few lines; a range per line (blocks of one byte); three workers;
    # slots of shared memory too small for some results (which then come by the pool's pipe)
    for jobs, ranges, before in (
        ("2", (1 << 19, 1 << 16), "-"),
        ("2", (700, 300), "-"),
        ("2", (1, 1), "-"),
        ("3", (900, 1), "-"),
        ("2", (700, 300), "batch.SLOT_BYTES = 1"),
    ):
        target = tmp_path / f"out-{jobs}-{ranges[0]}.jsonl"
        completed = run(path, "--format", "jsonl", "--jobs", jobs, "-o", target, ranges=ranges, before=before)
        assert completed.returncode == single.returncode, completed.stderr.decode()
        assert target.read_bytes() == single.stdout, (jobs, ranges, before)
        assert summary_of(completed) == summary_of(single), (jobs, ranges, before)
    for other_format in ("text", "json"):  # the people's text and the full results too
        from_workers = run(path, "--format", other_format, "--jobs", "2", ranges=(900, 100))
        assert from_workers.stdout == run(path, "--format", other_format).stdout


def test_jobs_zero_is_every_usable_core(inputs: dict[str, Path]) -> None:
    single = run(inputs["mixed"], "--format", "jsonl")
    every = run(inputs["mixed"], "--format", "jsonl", "--jobs", "0", ranges=(2000, 500))
    assert every.stdout == single.stdout and every.returncode == single.returncode


def _leftovers(marker: str) -> list[str]:
    """Processes still running whose command line names `marker` (a worker is a fork of the command,
    so it has the command's command line)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                cmdline = Path(f"/proc/{entry}/cmdline").read_bytes()
                state = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[0]
            except OSError:
                continue
            if marker.encode() in cmdline and state != "Z":
                found.append(entry)
    return found


def _no_worker_left(marker: str) -> None:
    deadline = time.monotonic() + 10  # the kernel may take a moment to reap what was killed
    while _leftovers(marker):
        assert time.monotonic() < deadline, f"workers left running: {_leftovers(marker)}"
        time.sleep(0.1)


@pytest.fixture
def big(tmp_path: Path) -> Path:
    path = tmp_path / "big.jsonl"
    path.write_bytes(b"\n".join(deal_lines(60) * 4) + b"\n")
    return path


@pytest.mark.skipif(not Path("/proc/self/cmdline").exists(), reason="looks for leftover workers in /proc")
def test_a_worker_that_dies_stops_the_command_and_keeps_the_old_output(big: Path, tmp_path: Path) -> None:
    target = tmp_path / "results.jsonl"
    target.write_bytes(b"the previous report\n")
    die = (
        "import os, signal\n"
        "check = batch._check_range\n"
        "def dying(task):\n"
        "    if task[2].first_line > 100:\n"
        "        os.kill(os.getpid(), signal.SIGKILL)\n"
        "    return check(task)\n"
        "dying.__module__, dying.__qualname__ = '__main__', 'dying'\n"
        "import __main__; __main__.dying = dying\n"
        "batch._check_range = dying\n"
    )
    completed = run(big, "--format", "jsonl", "--jobs", "2", "-o", target, ranges=(4000, 1000), before=die)
    assert completed.returncode == 2
    err = completed.stderr.decode()
    assert f"{big}: a worker process died" in err and "the output file was not written" in err
    assert target.read_bytes() == b"the previous report\n"
    assert sorted(os.listdir(tmp_path)) == ["big.jsonl", "results.jsonl"]  # no temporary file left
    _no_worker_left(str(big))


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_file_that_grows_while_read_is_named_and_refused(big: Path, tmp_path: Path, jobs: str) -> None:
    target = tmp_path / "results.jsonl"
    target.write_bytes(b"the previous report\n")
    grow = (  # once the first range is read (or the first block, with one process), a line is added
        f"path = {str(big)!r}\n"
        "plan, Bounded = batch.plan_ranges, batch.Bounded\n"
        "def growing(*args):\n"
        "    for index, part in enumerate(plan(*args)):\n"
        "        if index == 1:\n"
        "            open(path, 'ab').write(b'{}\\n')\n"
        "        yield part\n"
        "class Growing(Bounded):\n"
        "    def read1(self, size=-1):\n"
        "        if self.position == 0:\n"
        "            open(path, 'ab').write(b'{}\\n')\n"
        "        return super().read1(size)\n"
        "batch.plan_ranges, batch.Bounded = growing, Growing\n"
    )
    completed = run(big, "--format", "jsonl", "--jobs", jobs, "-o", target, ranges=(4000, 1000), before=grow)
    assert completed.returncode == 2, completed.stderr.decode()
    err = completed.stderr.decode()
    assert f"{big}: the file changed while it was read" in err, err
    assert target.read_bytes() == b"the previous report\n"
    _no_worker_left(str(big))


def test_a_file_cut_shorter_while_read_is_refused(big: Path, tmp_path: Path) -> None:
    cut = (
        f"path = {str(big)!r}\n"
        "plan = batch.plan_ranges\n"
        "def cutting(*args):\n"
        "    for index, part in enumerate(plan(*args)):\n"
        "        if index == 1:\n"
        "            os.truncate(path, part.end + 10)\n"
        "        yield part\n"
        "import os\n"
        "batch.plan_ranges = cutting\n"
    )
    completed = run(big, "--format", "jsonl", "--jobs", "2", ranges=(4000, 1000), before=cut)
    assert completed.returncode == 2
    assert f"{big}: the file changed while it was read" in completed.stderr.decode()
    _no_worker_left(str(big))


def _children(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="waits for the workers through /proc")
def test_ctrl_c_stops_the_workers_and_keeps_the_old_output(big: Path, tmp_path: Path) -> None:
    target = tmp_path / "results.jsonl"
    target.write_bytes(b"the previous report\n")
    slow = (  # each range takes a while, so that Ctrl-C comes while the workers work
        "import time\n"
        "check = batch._check_range\n"
        "def slow(task):\n"
        "    time.sleep(0.5)\n"
        "    return check(task)\n"
        "import __main__; __main__.slow = slow; slow.__module__ = '__main__'\n"
        "batch._check_range = slow\n"
    )
    command = [sys.executable, "-c", PATCHED, "4000", "1000", slow, str(big), "--format", "jsonl"]
    process = subprocess.Popen(
        [*command, "--jobs", "2", "-o", str(target)], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    deadline = time.monotonic() + HANG_GUARD
    while len(_children(process.pid)) < 2:
        assert time.monotonic() < deadline and process.poll() is None, "the workers never started"
        time.sleep(0.05)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=HANG_GUARD)
    assert process.returncode == 130, err.decode()
    assert b"Traceback" not in err and b"interrupted after line" in err
    assert b"the output file was not written" in err
    assert target.read_bytes() == b"the previous report\n"
    assert sorted(os.listdir(tmp_path)) == ["big.jsonl", "results.jsonl"]
    _no_worker_left(str(big))


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_a_fifo_is_read_by_the_parent_and_gives_the_same_bytes(
    inputs: dict[str, Path], tmp_path: Path
) -> None:
    content = inputs["crlf"].read_bytes()
    regular = tmp_path / "regular" / "in.jsonl"
    regular.parent.mkdir()
    regular.write_bytes(content)
    fifo = tmp_path / "fifo" / "in.jsonl"
    fifo.parent.mkdir()
    os.mkfifo(fifo)

    def feed() -> None:
        with fifo.open("wb") as out:
            out.write(content)

    writer = threading.Thread(target=feed)
    writer.start()
    command = [*PATCHED_COMMAND, "in.jsonl", "--format", "jsonl", "--jobs", "2"]
    from_fifo = subprocess.run(command, cwd=fifo.parent, capture_output=True, timeout=HANG_GUARD, check=False)
    writer.join(timeout=HANG_GUARD)
    from_file = subprocess.run(
        command, cwd=regular.parent, capture_output=True, timeout=HANG_GUARD, check=False
    )
    assert from_fifo.returncode == from_file.returncode == 2
    assert from_fifo.stdout == from_file.stdout and from_fifo.stdout


@pytest.mark.slow
def test_memory_stays_flat_with_workers(tmp_path: Path) -> None:
    """Peak memory (the largest of the parent and its workers) for 8 times the lines stays near that
    of the lines once: a bounded number of ranges is in flight (a bound, not a timing)."""
    lines = b"\n".join(deal_lines(300)) + b"\n"
    peaks = []
    for copies in (1, 8):
        path = tmp_path / f"x{copies}.jsonl"
        path.write_bytes(lines * copies)
        command = [*PATCHED_COMMAND, str(path), "--format", "jsonl", "--jobs", "2"]
        command += ["-o", str(tmp_path / "out.jsonl")]
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


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal is Linux's")
def test_workers_end_when_the_command_is_killed(big: Path) -> None:
    """SIGKILL leaves the command no time to stop its workers: the kernel does (PR_SET_PDEATHSIG)."""
    slow = (
        "import time\n"
        "check = batch._check_range\n"
        "def slow(task):\n"
        "    time.sleep(0.5)\n"
        "    return check(task)\n"
        "import __main__; __main__.slow = slow\n"
        "batch._check_range = slow\n"
    )
    command = [
        sys.executable,
        "-c",
        PATCHED,
        "4000",
        "1000",
        slow,
        str(big),
        "--format",
        "jsonl",
        "--jobs",
        "2",
    ]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + HANG_GUARD
    while len(_children(process.pid)) < 2:
        assert time.monotonic() < deadline and process.poll() is None, "the workers never started"
        time.sleep(0.05)
    process.kill()
    process.wait(timeout=HANG_GUARD)
    _no_worker_left(str(big))


def test_a_worker_that_raises_is_a_message_not_a_traceback(big: Path) -> None:
    fail = (
        "check = batch._check_range\n"
        "def failing(task):\n"
        "    if task[2].first_line > 100:\n"
        "        raise RuntimeError('a bug')\n"
        "    return check(task)\n"
        "import __main__; __main__.failing = failing\n"
        "batch._check_range = failing\n"
    )
    completed = run(big, "--format", "jsonl", "--jobs", "2", ranges=(4000, 1000), before=fail)
    assert completed.returncode == 2
    assert "a worker process failed after line" in completed.stderr.decode()
    assert "(RuntimeError: a bug)" in completed.stderr.decode()
    _no_worker_left(str(big))
