"""Instruction counts (valgrind's callgrind) of `refscore check FILE --format jsonl -o OUT` against
`json.loads` alone on the same lines, start-up subtracted: a figure the machine's load cannot move.

Why: on a shared machine the wall-clock ratio of `bench/ratio.py` drifts by a third within minutes;
the count of instructions executed does not, and the ratio of counts tracks the ratio of times
closely (both processes are the same interpreter doing similar work). Each program runs on the first
`--deals` lines of the file and on its first line alone; the difference is the cost of the other
lines, start-up, imports and the variant's tables excluded.

    python bench/make_corpus.py CORPUS --deals 20000 --realistic
    python bench/icount.py CORPUS [--deals 2000] [--variant NAME ...]

Prints, per file: instructions per deal of `refscore check`, per line of `json.loads`, and their
ratio (json.loads / check: the rate ratio it predicts; the target is 1/3 or better).
Needs `valgrind` on the PATH; each file takes about a minute.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

READ_ALONE = "import json, sys\nfor line in open(sys.argv[1], 'rb'):\n    json.loads(line)\n"


def instructions(command: list[str], options: tuple[str, ...] = (), cwd: str = "/") -> int:
    """The instructions `command` executes (every process it starts included); `options`: more
    callgrind options (bench/illegal.py counts only between toggles). Run in `cwd`, not the
    working folder: `python -m` reads a `refscore` there before PYTHONPATH=TREE."""
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            "--trace-children=yes",
            *options,
            *command,
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
        cwd=cwd,
    )
    found = re.findall(r"Collected : (\d+)", done.stderr)
    if not found:
        raise SystemExit(f"no count from valgrind for {' '.join(command)}:\n{done.stderr[-2000:]}")
    return sum(int(count) for count in found)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--variant", action="append", help="only this variant (repeatable)")
    args = parser.parse_args()
    print(f"$ python {' '.join(sys.argv)}")
    files = sorted(args.corpus.glob("*.jsonl"))
    if args.variant:
        files = [f for f in files if f.stem in args.variant]
    print(f"{'file':<20} {'deals':>6} {'check Ir/deal':>14} {'json Ir/line':>13} {'ratio':>6}")
    with tempfile.TemporaryDirectory() as folder:
        out = str(Path(folder) / "out.jsonl")
        for path in files:
            lines = path.read_bytes().splitlines(keepends=True)[: args.deals]
            many, one = Path(folder) / "many.jsonl", Path(folder) / "one.jsonl"
            many.write_bytes(b"".join(lines))
            one.write_bytes(lines[0])
            costs = []
            for program in (
                [sys.executable, "-m", "refscore", "check", "{}", "--format", "jsonl", "-o", out],
                [sys.executable, "-c", READ_ALONE, "{}"],
            ):
                counts = [
                    instructions([str(file) if part == "{}" else part for part in program])
                    for file in (many, one)
                ]
                costs.append((counts[0] - counts[1]) / (len(lines) - 1))
            check, read = costs
            print(f"{path.stem:<20} {len(lines):>6} {check:>14,.0f} {read:>13,.0f} {read / check:>6.3f}")


if __name__ == "__main__":
    main()
