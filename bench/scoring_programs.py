"""CPU per legal deal of batch checking, scoring by the compiled programs or by the closures.

Why: `refscore/judge/_scorecore.c` runs the variant's formulas as programs (`formula.Op`) where the
scoring memo of `refscore/fast/checker.py` misses; this measures what that saves, in one run, alternating
the two (the compiled scorer on, then off, best of several), with `time.process_time` in-process,
cold memos (a fresh checker each run), on realistic corpora (`bench/make_corpus.py --realistic`).
The baseline in the same run is `json.loads` of each line of the same file.

    python bench/scoring_programs.py /tmp/final contree officiel chien-3 coinche-5 coinche

For instruction counts, one pass of one scorer over the first N lines, untimed (run it under
``valgrind --tool=callgrind`` with N = 2000 and N = 200: the difference over 1,800 lines is the
per-line count, start-up excluded):

    python bench/scoring_programs.py --pass programs --lines 2000 /tmp/final contree
"""

from __future__ import annotations

import argparse
import gc
import json
import time
from pathlib import Path

from refscore.fast.batch_lines import LineChecker
from refscore.judge import scoring_plan
from refscore.load.variant_loader import shipped_variant

ROUNDS = 3


def per_deal(lines: list[bytes], name: str, programs: bool) -> tuple[float, int]:
    """CPU seconds per line of `LineChecker.check_fast` with fresh memos, and the keys the scoring
    memo kept (its misses; the compiled scorer runs without it)."""
    saved = scoring_plan._scorecore
    if not programs:
        scoring_plan._scorecore = None  # type: ignore[assignment]
    try:
        variant = shipped_variant(name)
        checker = LineChecker(lambda _data: variant, name)
        start = time.process_time()
        for number, line in enumerate(lines):
            checker.check_fast(number, line)
        spent = time.process_time() - start
    finally:
        scoring_plan._scorecore = saved
    fast_checker = next(iter(checker.checkers.values()))[1]
    return spent / len(lines), len(fast_checker.scorer.memo)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("folder", type=Path)
    parser.add_argument("variants", nargs="+")
    parser.add_argument("--pass", dest="one_pass", choices=["closures", "programs"], help="one untimed pass")
    parser.add_argument("--lines", type=int, default=None, help="only the first LINES lines")
    args = parser.parse_args()
    if args.one_pass:
        for name in args.variants:
            lines = (args.folder / f"{name}.jsonl").read_bytes().split(b"\n")[:-1][: args.lines]
            per_deal(lines, name, args.one_pass == "programs")
        return
    folder = args.folder
    gc.freeze()
    print("variant | json.loads µs/line | closures µs/deal | programs µs/deal | saved µs | memo misses")
    for name in args.variants:
        lines = (folder / f"{name}.jsonl").read_bytes().split(b"\n")[:-1][: args.lines]
        best = {True: float("inf"), False: float("inf")}
        loads = float("inf")
        misses = 0
        for _ in range(ROUNDS):
            for programs in (False, True):
                spent, kept = per_deal(lines, name, programs)
                best[programs] = min(best[programs], spent)
                misses = kept if not programs else misses  # (the programs run without the memo)
            start = time.process_time()
            for line in lines:
                json.loads(line)
            loads = min(loads, (time.process_time() - start) / len(lines))
        print(
            f"{name} | {loads * 1e6:.1f} | {best[False] * 1e6:.1f} | {best[True] * 1e6:.1f} | "
            f"{(best[False] - best[True]) * 1e6:.1f} | {misses / len(lines):.0%}"
        )


if __name__ == "__main__":
    main()
