"""The start-up of `refscore check`: what it costs before the first deal, and what it imports.

Why: start-up is paid by every run, and on a file of 20,000 deals it was 40% of the time the batch's target
allows (a third of the rate of `json.loads`). Run it with the interpreter of an INSTALLED copy (its
bytecode compiled, the compiled core built), from a folder outside the checkout, so that the
checkout is not on `sys.path`:

    python3 -m venv /tmp/su-venv && /tmp/su-venv/bin/pip install '/path/to/refscore[fast]'
    cd /tmp && /tmp/su-venv/bin/python /path/to/refscore/bench/startup.py [--repeat 15] [--no-callgrind]

Each program runs on a one-line JSON Lines file (and a one-deal JSON file) written here, of each
variant asked (`--variant`, default contree). Printed, for each program:
- instructions (valgrind's callgrind, every process included): the figure the machine's load
  cannot move; `python -c pass` and a process that imports json and decodes the same line are the
  baselines measured in the same run;
- CPU seconds (user + system of the process, best of `--repeat` runs, alternating the programs);
- imports: modules loaded, and the sum of `-X importtime`'s self times (best of the runs, in ms;
  *wall-clock, so moved by the machine's load: the module count is exact).
"""

from __future__ import annotations

import argparse
import json
import re
import resource
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

READ_ALONE = "import json, sys\nfor line in open(sys.argv[1], 'rb'):\n    json.loads(line)\n"
LIST_MODULES = (
    "import sys, runpy\nsys.argv = ['refscore', *sys.argv[1:]]\n"
    "try:\n    runpy.run_module('refscore', run_name='__main__')\nexcept SystemExit:\n    pass\n"
    "print(len(sys.modules), file=sys.stderr)\n"
)


def cpu_seconds(command: list[str], folder: Path) -> float:
    """User + system CPU of one run of `command` (its children included)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def instructions(command: list[str], folder: Path) -> int:
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", "--trace-children=yes", *command],
        cwd=folder,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
    )
    return sum(int(count) for count in re.findall(r"Collected : (\d+)", done.stderr))


def import_figures(command: list[str], folder: Path) -> tuple[int, float]:
    """(modules loaded, sum of importtime's self times in ms) of one run."""
    python, args = command[0], command[3:]  # command is [python, "-m", "refscore", ...]
    done = subprocess.run(
        [python, "-X", "importtime", "-c", LIST_MODULES, *args],
        cwd=folder,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
    )
    selfs = [int(m[1]) for m in re.finditer(r"import time:\s+(\d+) \|", done.stderr)]
    modules = int(done.stderr.strip().splitlines()[-1])
    return modules, sum(selfs) / 1000


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--variant", action="append", help="variant of the deal (repeatable; default contree)"
    )
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--no-callgrind", action="store_true")
    args = parser.parse_args()
    print(f"$ {sys.executable} {' '.join(sys.argv)}")
    import refscore
    from refscore.judge.generate import random_deal
    from refscore.load.variant_loader import shipped_variant

    print(f"refscore from {Path(refscore.__file__).parent}")
    python = sys.executable
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for variant in args.variant or ["contree"]:
            deal = random_deal(shipped_variant(variant), 1)
            (folder / "one.jsonl").write_text(json.dumps(deal) + "\n", encoding="utf-8")
            (folder / "deal.json").write_text(json.dumps(deal), encoding="utf-8")
            programs = {
                "python -c pass": [python, "-c", "pass"],
                "json.loads of the line": [python, "-c", READ_ALONE, "one.jsonl"],
                "check one.jsonl --format jsonl -o": [
                    python,
                    "-m",
                    "refscore",
                    "check",
                    "one.jsonl",
                    "--format",
                    "jsonl",
                    "-o",
                    "out.jsonl",
                ],
                "check deal.json": [python, "-m", "refscore", "check", "deal.json"],
            }
            best = dict.fromkeys(programs, float("inf"))
            for _ in range(args.repeat):
                for label, command in programs.items():
                    best[label] = min(best[label], cpu_seconds(command, folder))
            print(f"\nvariant {variant}")
            header = ("program", "instructions", "CPU s (best)", "modules", "importtime ms*")
            print(f"{header[0]:<36} {header[1]:>14} {header[2]:>13} {header[3]:>8} {header[4]:>14}")
            for label, command in programs.items():
                count = (
                    ""
                    if args.no_callgrind or not shutil.which("valgrind")
                    else f"{instructions(command, folder):,}"
                )
                modules, imported = ("", "")
                if "refscore" in command:
                    figures = [import_figures(command, folder) for _ in range(min(args.repeat, 5))]
                    modules, imported = str(figures[0][0]), f"{min(f[1] for f in figures):.1f}"
                print(f"{label:<36} {count:>14} {best[label]:>13.3f} {modules:>8} {imported:>14}")


if __name__ == "__main__":
    main()
