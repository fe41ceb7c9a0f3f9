"""Instructions (valgrind's callgrind) or CPU (`time.process_time`) per legal line of the batch's fast
path, `LineChecker.check_fast`, for one or more source trees side by side, with `json.loads` of the
same lines counted the same way as the baseline.

Why: on a shared machine wall-clock figures drift by a third within minutes; the count of instructions
executed inside the loop over the lines (start-up, imports and the variant's tables excluded: callgrind
counts only inside `functools.reduce`) does not. Each tree (a checkout with its compiled cores built in
place, `python setup.py build_ext --inplace`) runs in a child process with `PYTHONPATH` at it, on the
first `--lines` lines of each realistic file (every line a legal deal), the checker built on line 1
beforehand: cold memos, as `refscore check` sees a file.

    python bench/make_corpus.py /tmp/final --deals 20000 --realistic
    python bench/legal_icount.py /tmp/final --tree BEFORE_DIR --tree AFTER_DIR [--lines 3000]
        [--variant NAME ...] [--cpu --rounds 5]

Prints, per variant: `json.loads` per line, then each tree's figure per line and its change from the
first tree's. `--cpu`: `time.process_time` instead (each tree's children alternated, best of
`--rounds`), a figure the machine's load moves; needs no valgrind.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

VARIANTS = ["coinche", "contree", "officiel", "coinche-5", "belote", "chien-3", "chien-2"]


def child(path: str, name: str, lines: int, kind: str) -> None:
    """Under callgrind (or timed): check (or read) the first `lines` lines of `path`."""
    data = Path(path).read_bytes().splitlines()[:lines]
    if kind == "json":
        loads = json.loads

        def step(count: int, line: bytes) -> int:
            loads(line)
            return count + 1

    else:
        from refscore.fast.batch_lines import LineChecker
        from refscore.load.variant_loader import shipped_variant

        variant = shipped_variant(name)
        checker = LineChecker(lambda _: variant, path)
        checker.check_fast(0, data[0])  # tables built, first-use imports done
        fast = checker.check_fast

        def step(count: int, line: bytes) -> int:
            fast(count, line)
            return count + 1

    start = time.process_time()
    functools.reduce(step, data, 1)  # (callgrind counts inside `functools_reduce` only)
    print(f"cpu {time.process_time() - start}")


def run(tree: str | None, path: Path, name: str, lines: int, kind: str, cpu: bool) -> float:
    """Instructions (or CPU seconds) of one child, `tree` first on its path."""
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = tree
    command = [sys.executable, __file__, "--child", kind, str(path), name, "--lines", str(lines)]
    if cpu:
        done = subprocess.run(command, env=env, capture_output=True, text=True, check=True, cwd="/")
        return float(done.stdout.split()[-1])
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            "--toggle-collect=functools_reduce",
            *command,
        ],
        env=env,
        capture_output=True,
        text=True,
        check=False,
        cwd="/",
    )
    found = re.findall(r"Collected : (\d+)", done.stderr)
    if not found:
        raise SystemExit(f"no count from valgrind for {' '.join(command)}:\n{done.stderr[-2000:]}")
    return float(sum(int(count) for count in found))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("corpus")
    parser.add_argument("name", nargs="?", help=argparse.SUPPRESS)
    parser.add_argument("--child", choices=["json", "check"], help=argparse.SUPPRESS)
    parser.add_argument("--tree", action="append", help="a source tree with its cores built (repeatable)")
    parser.add_argument("--lines", type=int, default=3000)
    parser.add_argument("--variant", action="append", help="only this variant (repeatable)")
    parser.add_argument("--cpu", action="store_true", help="process_time instead of instructions")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    if args.child:
        child(args.corpus, args.name, args.lines, args.child)
        return
    print(f"$ python {' '.join(sys.argv)}")
    trees: list[str | None] = list(args.tree or [None])
    unit = "µs" if args.cpu else "Ir"
    scale = 1e6 if args.cpu else 1.0
    columns = " ".join(f"{f'tree {i + 1}':>20}" for i in range(len(trees)))
    header = f"{'variant':<10} {'json.loads':>11} {columns}"
    print(f"{header}  ({unit} per line; trees: {', '.join(str(tree) for tree in trees)})")
    for name in args.variant or VARIANTS:
        path = Path(args.corpus) / f"{name}.jsonl"
        rounds = args.rounds if args.cpu else 1
        best = {tree: float("inf") for tree in trees}
        baseline = float("inf")
        for _ in range(rounds):  # the trees alternated, so a change of load falls on each
            baseline = min(baseline, run(trees[0], path, name, args.lines, "json", args.cpu))
            for tree in trees:
                best[tree] = min(best[tree], run(tree, path, name, args.lines, "check", args.cpu))
        first = best[trees[0]]
        cells = " ".join(
            f"{best[tree] / args.lines * scale:>11,.1f} ({best[tree] / first - 1:+6.1%})" for tree in trees
        )
        print(f"{name:<10} {baseline / args.lines * scale:>11,.1f} {cells}", flush=True)


if __name__ == "__main__":
    main()
