"""Run `LineChecker.check_fast` on N lines of a file after warming its memos on the first 1,000: the
program callgrind counts for the per-line figures of the batch (bench/line_glue.py).

    cd /tmp && PYTHONPATH=TREE valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        python BENCH/check_fast_run.py FILE VARIANT 2000      # and again with 0: the difference / 2000

TREE is the checkout measured (its compiled core built in place), so that two versions compare in
one session; run from a folder that holds no `refscore` package.
"""

from __future__ import annotations

import gc
import sys

from refscore.fast.batch_lines import LineChecker
from refscore.load.variant_loader import shipped_variant

WARM = 1000


def main() -> None:
    path, name, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    with open(path, "rb") as stream:
        lines = stream.read().split(b"\n")
    variant = shipped_variant(name)
    checker = LineChecker(lambda data: variant, path)
    for number in range(WARM):
        checker.check_fast(number + 1, lines[number])
    gc.freeze()
    check = checker.check_fast
    for number in range(WARM, WARM + count):
        check(number + 1, lines[number])


if __name__ == "__main__":
    main()
