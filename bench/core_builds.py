"""Compare builds of the batch cores (`refscore/_fastcore*.so`, `refscore/_scorecore*.so`) on the same
lines: CPU time of `LineChecker.check_fast` per line, builds alternated, best of the rounds.

Why: a compiler flag changes the cores by a few per cent of a line's time, less than the drift of a
shared machine between two runs minutes apart; alternating the builds, round after round, in fresh
processes on the same lines gives a before/after in one run. Each process loads its build's shared
objects in place of the package's (`sys.modules`, before `refscore.fast.checker` imports them), checks the
first `--lines` lines of FILE once to warm the memos, then times a second pass with
`time.process_time`; a digest of the results, which must be equal for every build, is printed beside.

    python bench/core_builds.py FILE VARIANT A_DIR B_DIR [--lines 4000] [--rounds 5]

Each DIR holds one build: `_fastcore*.so` and `_scorecore*.so` (a missing one: the package's own).
For instruction counts of the same program: `--callgrind` prints callgrind's total for one pass
of each build instead (start-up included: subtract a run with `--lines 0`).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys

CHILD = r"""
import gc, glob, hashlib, importlib.machinery, importlib.util, sys, time
folder, path, name, count, passes = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
import refscore
for module, full in (("_fastcore", "refscore.fast._fastcore"), ("_scorecore", "refscore.judge._scorecore")):
    found = glob.glob(f"{folder}/{module}*.so")
    if found:
        loader = importlib.machinery.ExtensionFileLoader(full, found[0])
        spec = importlib.util.spec_from_file_location(full, found[0], loader=loader)
        loaded = importlib.util.module_from_spec(spec)
        loader.exec_module(loaded)
        sys.modules[full] = loaded
from refscore.fast import checker as fast
assert fast._fastcore is not None and fast._fastcore.__file__.startswith(folder), fast._fastcore
from refscore.fast.batch_lines import LineChecker
from refscore.load.variant_loader import shipped_variant
with open(path, "rb") as stream:
    lines = stream.read().split(b"\n")[:count]
variant = shipped_variant(name)
checker = LineChecker(lambda data: variant, path)
check = checker.check_fast
gc.freeze()
results = [check(number + 1, line) for number, line in enumerate(lines)] if passes > 1 else []
tick = time.process_time()
results = [check(number + 1, line) for number, line in enumerate(lines)]
spent = time.process_time() - tick
print(spent, hashlib.md5(repr(results).encode()).hexdigest()[:10])
"""


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("file")
    parser.add_argument("variant")
    parser.add_argument("builds", nargs="+")
    parser.add_argument("--lines", type=int, default=4000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--callgrind", action="store_true")
    args = parser.parse_args()
    best: dict[str, tuple[float, str]] = {}
    for _ in range(1 if args.callgrind else args.rounds):
        for build in args.builds:
            command = [sys.executable, "-c", CHILD, build, args.file, args.variant, str(args.lines)]
            if args.callgrind:
                done = subprocess.run(
                    ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command, "1"],
                    capture_output=True,
                    text=True,
                    check=True,
                )
                count = int(re.findall(r"Collected : (\d+)", done.stderr)[-1])
                best[build] = (count, done.stdout.split()[1])
                continue
            out = subprocess.run([*command, "2"], capture_output=True, text=True, check=True).stdout
            spent, digest = float(out.split()[0]), out.split()[1]
            old = best.get(build)
            best[build] = (spent if old is None else min(spent, old[0]), digest)
    for build, (value, digest) in best.items():
        figure = (
            f"{value:>15,.0f} instructions" if args.callgrind else f"{value / args.lines * 1e6:8.2f} us/line"
        )
        print(f"{build:40} {figure}  results {digest}")


if __name__ == "__main__":
    main()
