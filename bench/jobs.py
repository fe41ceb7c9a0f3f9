"""How `refscore check FILE.jsonl --format jsonl -o OUT --jobs N` scales: wall clock, and the CPU time
of the parent and of its workers, for N = 1, 2 and every core.

Why the CPU time of the parent: the machine is shared, so the wall clock of N workers depends on how
many cores the other users leave free; the parent's own CPU time does not. With ranges (cli/ranges.py)
the parent only plans ranges, orders the results and writes them: its share of the total CPU time
bounds the gain of more workers (Amdahl: at most 1 / share), whatever the load.

    python bench/make_corpus.py CORPUS --deals 20000 --realistic [--illegal 0.1]
    python bench/jobs.py CORPUS/coinche.jsonl [--jobs 1 --jobs 2 ...] [--repeat 3]

Each figure is the best wall clock of `--repeat` runs (with that run's CPU times), next to the
baseline measured in the same run: a process that only reads the file with `json.loads`. The start-up
(imports, the variant, its tables: the same with any N) is measured as the CPU time of the command on
the file's first line alone; "beyond start-up" is the parent's share of the CPU time that checking
the rest of the file took, which bounds the speed-up of N workers at 1 / share.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

READ_ALONE = "import json, sys\nfor line in open(sys.argv[1], 'rb'):\n    json.loads(line)\n"

#: Runs the command in this process and, when it exits (its workers joined), writes its own CPU
#: time and its children's (the workers, whom it waited for) to the file named in REFSCORE_RUSAGE.
MEASURED = """
import atexit, json, os, resource, sys
def report():
    own, workers = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(os.environ["REFSCORE_RUSAGE"], "w") as out:
        json.dump({"parent": own.ru_utime + own.ru_stime, "workers": workers.ru_utime + workers.ru_stime,
                   "parent_rss_kb": own.ru_maxrss, "worker_rss_kb": workers.ru_maxrss}, out)
atexit.register(report)
sys.argv = ["refscore", *sys.argv[1:]]
from refscore.cli.main import main
main()
"""


def timed(command: list[str], env: dict[str, str] | None = None) -> float:
    started = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, check=False)
    seconds = time.perf_counter() - started
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed ({done.returncode}):\n{done.stderr.decode()}")
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("file", type=Path)
    parser.add_argument("--jobs", type=int, action="append", help="--jobs values (default: 1, 2, every core)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    jobs_list = args.jobs or sorted({1, 2, cores})
    print(f"$ python {' '.join(sys.argv)}")
    print(f"machine: {os.cpu_count()} cores ({cores} usable), python {sys.version.split()[0]}")
    lines = sum(1 for _ in args.file.open("rb"))
    size = args.file.stat().st_size
    print(f"file: {args.file.name}, {lines:,} lines, {size / 1e6:.1f} MB")
    with tempfile.TemporaryDirectory() as folder:
        out, usage = Path(folder) / "out.jsonl", Path(folder) / "rusage.json"
        env = {**os.environ, "REFSCORE_RUSAGE": str(usage)}
        reader = [sys.executable, "-c", READ_ALONE, str(args.file)]
        first = Path(folder) / "first.jsonl"
        with args.file.open("rb") as lines_in:
            first.write_bytes(lines_in.readline())
        starts = []
        for _ in range(args.repeat):
            timed([sys.executable, "-c", MEASURED, "check", str(first), "--format", "jsonl"], env)
            starts.append(json.loads(usage.read_text())["parent"])
        start = min(starts)
        print(f"start-up: {start:.2f} s of CPU (the command on the first line alone)")
        header = f"{'jobs':>4} {'wall s':>7} {'deals/s':>8} {'speed-up':>8} {'parent s':>8} {'workers s':>9}"
        print(f"{header} {'parent share':>12} {'beyond start-up':>15} {'json/s':>8} {'load':>5}")
        single = None
        for jobs in jobs_list:
            command = [sys.executable, "-c", MEASURED, "check", str(args.file), "--format", "jsonl"]
            command += ["-o", str(out), "--jobs", str(jobs)]
            best, cpu, read = float("inf"), {}, float("inf")
            load = os.getloadavg()[0]
            for _ in range(args.repeat):
                seconds = timed(command, env)
                if seconds < best:
                    best, cpu = seconds, json.loads(usage.read_text())
                read = min(read, timed(reader))
            single = single or best
            total = cpu["parent"] + cpu["workers"]
            beyond = max(0.0, cpu["parent"] - start)
            print(
                f"{jobs:>4} {best:>7.2f} {lines / best:>8,.0f} {single / best:>8.2f} {cpu['parent']:>8.2f}"
                f" {cpu['workers']:>9.2f} {cpu['parent'] / total:>12.1%}"
                f" {beyond / (beyond + cpu['workers']):>15.1%} {lines / read:>8,.0f} {load:>5.1f}"
            )
    print("load: the 1-minute load average when the row's runs started (the machine is shared)")


if __name__ == "__main__":
    main()
