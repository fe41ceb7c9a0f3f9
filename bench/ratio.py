"""The ratio, for every shipped variant, of `refscore check FILE --format jsonl -o OUT` to `json.loads`
alone on the same file, on realistic and on 10%-illegal workloads (bench/make_corpus.py).

Why a ratio measured side by side: the machine is shared and its speed drifts within minutes, so the
reference (a process that only reads the file with `json.loads`, start-up included) is timed
alternately with each `refscore check` run, and each figure is the best of `--repeat` runs.

    python bench/make_corpus.py CORPUS --deals 20000 --realistic
    python bench/make_corpus.py CORPUS --deals 20000 --realistic --illegal 0.1
    python bench/make_corpus.py CORPUS --deals 20000 --realistic --illegal 0.1 --auction-faults
    python bench/ratio.py CORPUS [--repeat 3] [--jobs 1 --jobs 2] [--variant NAME ...]

Prints one line per variant and workload: deals/s of `refscore check` (wall clock, start-up
included), lines/s of `json.loads` alone, their ratio, the same ratio in CPU seconds (user + system
of each process, best of the runs: on a loaded machine the wall clock moves far more than it), the
median of the CPU ratios of each run and the reader's run right after it (`paired`: a burst of
load on the machine slows both of a pair, where it may slow only one side's best), and the share
of deals the reference path judged (from the command's own summary).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

READ_ALONE = "import json, sys\nfor line in open(sys.argv[1], 'rb'):\n    json.loads(line)\n"


def _children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def timed(command: list[str], folder: str) -> tuple[float, float, str]:
    """(wall clock, CPU seconds: user + system, stderr) of one run of `command`, in `folder` (not
    the working folder: `python -m` reads a `refscore` there before PYTHONPATH=TREE)."""
    started, cpu = time.perf_counter(), _children_cpu()
    done = subprocess.run(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=False, cwd=folder
    )
    seconds, cpu = time.perf_counter() - started, _children_cpu() - cpu
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed ({done.returncode}):\n{done.stderr}")
    return seconds, cpu, done.stderr


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--jobs", type=int, action="append", help="--jobs values to time (default: 1)")
    parser.add_argument("--variant", action="append", help="only this variant (repeatable)")
    args = parser.parse_args()
    jobs_list = args.jobs or [1]
    print(f"$ python {' '.join(sys.argv)}")
    print(
        f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f};"
        f" python {sys.version.split()[0]}"
    )
    probe = (
        "import os, importlib.util, refscore.fast.checker as f;"
        " print('compiled' if f._fastcore is not None else 'pure Python', 'core;',"
        " 'bytecode', 'cached' if os.path.exists(importlib.util.cache_from_source(f.__file__))"
        " else 'compiled at each start (no __pycache__)')"
    )
    tier = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=False)
    print(f"fast path: {tier.stdout.strip()}")
    files = sorted(args.corpus.glob("*.jsonl"))
    if args.variant:
        files = [f for f in files if f.stem.removesuffix("-illegal").removesuffix("-auction") in args.variant]
    header = (
        f"{'file':<20} {'deals':>7} {'jobs':>4} {'check/s':>9} {'json/s':>9} {'ratio':>6} {'cpu':>5}"
        f" {'paired':>6}"
    )
    print(f"{header} {'reference':>9}")
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "out.jsonl"
        for path in files:
            lines = sum(1 for _ in path.open("rb"))
            path = path.resolve()
            reader = [sys.executable, "-c", READ_ALONE, str(path)]
            for jobs in jobs_list:
                check = [sys.executable, "-m", "refscore", "check", str(path), "--format", "jsonl"]
                check += ["-o", str(out), "--jobs", str(jobs)]
                best_check, best_read, summary = float("inf"), float("inf"), ""
                cpu_check, cpu_read = float("inf"), float("inf")
                pairs: list[float] = []
                for _ in range(args.repeat):
                    seconds, cpu, err = timed(check, folder)
                    if seconds < best_check:
                        best_check, summary = seconds, err
                    cpu_check, checked = min(cpu_check, cpu), cpu
                    seconds, cpu, _ = timed(reader, folder)
                    best_read, cpu_read = min(best_read, seconds), min(cpu_read, cpu)
                    pairs.append(cpu / checked)
                found = re.search(r"\(([\d,]+) by the reference path\)", summary)
                slow = int(found.group(1).replace(",", "")) if found else -1
                rate, read = lines / best_check, lines / best_read
                print(
                    f"{path.stem:<20} {lines:>7,} {jobs:>4} {rate:>9,.0f} {read:>9,.0f} {rate / read:>6.2f}"
                    f" {cpu_read / cpu_check:>5.2f} {statistics.median(pairs):>6.2f} {slow / lines:>8.1%}"
                )
    print("command: refscore check FILE --format jsonl -o OUT --jobs N; reader: json.loads per line")


if __name__ == "__main__":
    main()
