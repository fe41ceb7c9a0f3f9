"""Measure `refscore check` on a corpus made by `bench/make_corpus.py`, and the start-up times.

Why wall-clock runs of the real command: that is what a platform pays. Each figure is the best of
`--repeat` runs (the machine may be shared), and every command is printed so it can be re-run.

    python bench/run_bench.py CORPUS_DIR [--variant coinche] [--repeat 3] [--all-variants]

Figures printed:
- `json.loads` alone on the corpus file, in one process (the practical ceiling), and orjson's;
- `refscore check FILE --format jsonl` in one process and with `--jobs 2`, in deals per second,
  from the wall clock of the whole command (start-up included) and from the command's own summary;
  the same with the standard library's JSON reader (REFSCORE_JSON=stdlib), and without the compiled
  core of the fast path (REFSCORE_CORE=python: the pure-Python fast path, as on a machine where
  `pip install .` found no C compiler);
- the ratio of the single-process rate to the rate of `json.loads` alone, and the gain of --jobs 2;
- start-up: `refscore --version`, and checking one deal;
- `refscore conformance run`, when the command exists.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REFSCORE = [sys.executable, "-m", "refscore"]


def shown(command: list[str], env: dict[str, str] | None = None) -> str:
    prefix = " ".join(f"{key}={value}" for key, value in (env or {}).items())
    words = ["refscore" if word == "-m refscore" else word for word in command]
    text = shlex.join(words).replace(shlex.join(REFSCORE), "refscore")
    return f"{prefix} {text}".strip()


def timed(command: list[str], repeat: int, env: dict[str, str] | None = None) -> tuple[float, str]:
    """Best wall-clock seconds of `repeat` runs, and the stderr of the best run."""
    best, best_err = float("inf"), ""
    for _ in range(repeat):
        started = time.perf_counter()
        completed = subprocess.run(
            command,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, **(env or {})},
            check=False,
        )
        seconds = time.perf_counter() - started
        if completed.returncode not in (0, 1):
            raise SystemExit(f"{shown(command, env)} failed ({completed.returncode}):\n{completed.stderr}")
        if seconds < best:
            best, best_err = seconds, completed.stderr
    return best, best_err


def in_process_rate(path: Path, loads_name: str, repeat: int) -> float:
    """Lines per second of a JSON reader alone on the file (bytes read beforehand)."""
    lines = path.read_bytes().splitlines()
    loads: Callable[[bytes], Any]
    if loads_name == "orjson":
        import orjson

        loads = orjson.loads
    else:
        loads = json.loads
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        for line in lines:
            loads(line)
        best = min(best, time.perf_counter() - started)
    return len(lines) / best


def own_rate(stderr: str) -> str:
    found = re.search(r"in ([\d.]+) s, ([\d,]+) deals/s", stderr)
    return f"{found.group(2)}/s in the loop ({found.group(1)} s)" if found else "?"


READ_ALONE = "import {module}, sys\nfor line in open(sys.argv[1], 'rb'):\n    {module}.loads(line)\n"


def reader_command(module: str, path: Path) -> list[str]:
    """A process that only reads the file with `module.loads`: the ceiling, with its start-up."""
    return [sys.executable, "-c", READ_ALONE.format(module=module), str(path)]


def check_rates(path: Path, repeat: int, env: dict[str, str] | None = None) -> dict[str, float]:
    """deals/s of `refscore check` with 1 and 2 jobs, and of `json.loads` alone, each timed
    alternately with the others so that a change in the machine's load touches all of them."""
    lines = sum(1 for _ in path.open("rb"))
    commands = {
        "json": reader_command("json", path),
        "1": [*REFSCORE, "check", str(path), "--format", "jsonl", "--jobs", "1"],
        "2": [*REFSCORE, "check", str(path), "--format", "jsonl", "--jobs", "2"],
    }
    best = dict.fromkeys(commands, (float("inf"), ""))
    for _ in range(repeat):
        for key, command in commands.items():
            measured = timed(command, 1, env if key != "json" else None)
            best[key] = min(best[key], measured)
    rates = {key: lines / seconds for key, (seconds, _) in best.items()}
    print(f"  {rates['json']:>9,.0f} lines/s  json.loads alone  $ {shown(commands['json'])}")
    for jobs in ("1", "2"):
        rate = f"{rates[jobs]:>9,.0f} deals/s  --jobs {jobs}  ({own_rate(best[jobs][1])})"
        print(f"  {rate}  $ {shown(commands[jobs], env)} >/dev/null")
    print(f"  ratio to json.loads alone: {rates['1'] / rates['json']:.2f}", end="")
    print(f"; gain with --jobs 2: {rates['2'] / rates['1']:.2f}x")
    return rates


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("corpus", type=Path, help="the folder bench/make_corpus.py wrote")
    parser.add_argument("--variant", default="coinche", help="the corpus file to time (default coinche)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each command; the best counts")
    parser.add_argument("--all-variants", action="store_true", help="also time every variant's file once")
    args = parser.parse_args()
    path = args.corpus / f"{args.variant}.jsonl"
    lines = sum(1 for _ in path.open("rb"))
    print(f"$ python {' '.join(sys.argv)}")
    print(
        f"machine: {os.cpu_count()} cores; python {sys.version.split()[0]}; corpus {path} ({lines:,} deals)"
    )

    print("\nreading the file alone, in process (no start-up), best of runs:")
    print(f"  {in_process_rate(path, 'json', args.repeat):>9,.0f} lines/s  json.loads")
    try:
        print(f"  {in_process_rate(path, 'orjson', args.repeat):>9,.0f} lines/s  orjson.loads")
    except ImportError:
        print("  orjson is not installed")

    probe = (
        "import refscore.fast.checker as f; "
        "print('compiled' if f._fastcore is not None else 'pure Python', 'core; refscore from', f.__file__)"
    )
    tier = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=False)
    print(f"\nthe fast path: {tier.stdout.strip() or tier.stderr.strip()}")
    print("refscore check: legality + scoring, results as JSON Lines; wall clock, start-up included:")
    check_rates(path, args.repeat)
    print("the same with the standard library's JSON reader (REFSCORE_JSON=stdlib):")
    check_rates(path, args.repeat, {"REFSCORE_JSON": "stdlib"})
    print("the same without the compiled core (REFSCORE_CORE=python):")
    check_rates(path, args.repeat, {"REFSCORE_CORE": "python"})

    if args.all_variants:
        print("\nevery variant, one process:")
        for other in sorted(args.corpus.glob("*.jsonl")):
            count = sum(1 for _ in other.open("rb"))
            command = [*REFSCORE, "check", str(other), "--format", "jsonl"]
            seconds, err = timed(command, 1)
            print(f"  {other.stem:<10} {count / seconds:>9,.0f} deals/s  ({own_rate(err)})")

    print("\nstart-up (median of 5 runs):")
    with tempfile.TemporaryDirectory() as folder:
        one = Path(folder) / "one.json"
        one.write_text(path.open(encoding="utf-8").readline())
        for command in ([*REFSCORE, "--version"], [*REFSCORE, "check", str(one)]):
            runs = [timed(command, 1)[0] for _ in range(5)]
            print(f"  {statistics.median(runs) * 1000:>7.0f} ms  $ {shown(command)}")

    conformance = [*REFSCORE, "conformance", "run"]
    if subprocess.run(
        [*REFSCORE, "conformance", "run", "--help"], capture_output=True, check=False
    ).returncode:
        print("\nrefscore conformance run: not available in this version (skipped)")
    else:
        seconds, _ = timed(conformance, 1)
        print(f"\nfull conformance run: {seconds:.1f} s  $ {shown(conformance)}")


if __name__ == "__main__":
    main()
