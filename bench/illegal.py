"""CPU per illegal deal against CPU per legal deal of the same file, on the fast path.

Why a script of its own: an illegal deal costs the fast path its penalty (the variant's formulas and
their rendered working, `refscore.judge.penalty`), so it is measured apart from the legal deals of the same
file, each with cold memos, as a platform's log mixes them. The lines of each 10%-illegal file are
sorted by what the fast path answers (`LineChecker.check_fast`: illegal, legal); each set is then
checked from a fresh `LineChecker` (its memos cold) and timed with `time.process_time`, best of
`--repeat`, after `json.loads` of the same lines, the baseline measured in the same run.

    python bench/make_corpus.py CORPUS --deals 20000 --realistic --illegal 0.1
    python bench/illegal.py CORPUS [--variant NAME ...] [--repeat 3] [--deals N] [--icount]

`--icount`: instructions instead of CPU time (valgrind's callgrind, counting only inside the loop
over the deals: start-up, imports and the variant's tables excluded), a figure the machine's load
cannot move; about a minute per file and kind.
"""

from __future__ import annotations

import argparse
import functools
import gc
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import icount  # (bench/icount.py: this script runs from bench/)

from refscore.fast.batch_lines import LineChecker
from refscore.load.variant_loader import shipped_variant


def split(path: Path, name: str, deals: int) -> dict[str, list[bytes]]:
    """The first lines of `path` the fast path calls illegal and legal, as many of each (at most
    `deals`)."""
    variant = shipped_variant(name)
    checker = LineChecker(lambda _: variant, str(path))
    kinds: dict[str, list[bytes]] = {"illegal": [], "legal": []}
    for number, line in enumerate(path.read_bytes().splitlines(), 1):
        answer = checker.check_fast(number, line)
        if answer is not None and answer[1] in kinds:
            kinds[answer[1]].append(line)
    size = min(len(kinds["illegal"]), len(kinds["legal"]), deals)
    return {kind: lines[:size] for kind, lines in kinds.items()}


def check_all(name: str, lines: list[bytes]) -> Callable[[], None]:
    """Checking `lines` from a fresh checker (cold memos), as `refscore check` does each line."""
    variant = shipped_variant(name)

    def run() -> None:
        checker = LineChecker(lambda _: variant, name)

        def step(number: int, line: bytes) -> int:
            if checker.check_fast(number, line) is None:
                checker.check(number, line)  # (none here: every line was answered by the fast path)
            return number + 1

        functools.reduce(step, lines, 1)  # (callgrind counts inside `functools_reduce` only)

    return run


def read_all(lines: list[bytes]) -> Callable[[], None]:
    def run() -> None:
        for line in lines:
            json.loads(line)

    return run


def cpu(run: Callable[[], None], repeat: int) -> float:
    """Best CPU seconds of `run` over `repeat` runs."""
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        start = time.process_time()
        run()
        best = min(best, time.process_time() - start)
    return best


def instructions(name: str, lines: list[bytes]) -> int:
    """Instructions of `check_all` on `lines` alone (a child under callgrind)."""
    with tempfile.NamedTemporaryFile("wb", suffix=".jsonl") as file:
        file.write(b"\n".join(lines) + b"\n")
        file.flush()
        return icount.instructions(
            [sys.executable, __file__, "--child", file.name, name],
            ("--toggle-collect=functools_reduce",),
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("corpus", type=Path)
    parser.add_argument("name", nargs="?", help=argparse.SUPPRESS)
    parser.add_argument("--variant", action="append", help="only this variant (repeatable)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument(
        "--deals", type=int, default=100_000, help="at most this many of each kind (the first)"
    )
    parser.add_argument("--icount", action="store_true", help="instructions (callgrind) instead of CPU time")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:  # under callgrind: check the lines of one file
        check_all(args.name, args.corpus.read_bytes().splitlines())()
        return
    print(f"$ python {' '.join(sys.argv)}")
    unit = "Ir" if args.icount else "µs"
    header = (
        f"{'variant':<10} {'deals':>6} {'json.loads':>11} {'legal':>10} {'illegal':>10} {'illegal/legal':>14}"
    )
    print(f"{header}  ({unit} per deal)")
    for path in sorted(args.corpus.glob("*-illegal.jsonl")):
        name = path.name.removesuffix("-illegal.jsonl")
        if args.variant and name not in args.variant:
            continue
        kinds = split(path, name, args.deals)
        size = len(kinds["illegal"])
        if args.icount:
            baseline = float("nan")
            legal, illegal = (instructions(name, kinds[kind]) / size for kind in ("legal", "illegal"))
        else:
            baseline = cpu(read_all(kinds["illegal"]), args.repeat) / size * 1e6
            legal, illegal = (
                cpu(check_all(name, kinds[kind]), args.repeat) / size * 1e6 for kind in ("legal", "illegal")
            )
        print(
            f"{name:<10} {size:6d} {baseline:11.1f} {legal:10,.1f} {illegal:10,.1f} {illegal / legal:14.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
