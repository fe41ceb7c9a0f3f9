"""CPU per line of the batch's path for a legal deal, stage by stage, with cold memos (a fresh checker
per run): what each step adds to reading the line with orjson.

    python bench/legal_stages.py FILE VARIANT [--repeat 3]

Stages, each including the ones above it: `loads` (orjson.loads), `colons` (the duplicate-key check,
`_fastcore.same_colons`), `judge` (the compiled walk, `Core.judge_flat`: deal, auction, play, declared
annonces), `scored` (`FastChecker.check_scored`: the scoring programs, the claim), `line` (the JSON
line, `LegalLines.line`), then `check_fast` (the batch's whole entry for one line). Figures are
`time.process_time` per line, best of `--repeat`, every stage timed in turn in each round (the
machine is shared: compare figures of one run only).
"""

from __future__ import annotations

import argparse
import gc
import time
from collections.abc import Callable
from pathlib import Path

import orjson

from refscore.fast.batch_lines import LegalLines, LineChecker, _same_colons
from refscore.fast.checker import FastChecker
from refscore.load.variant_loader import shipped_variant


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("file", type=Path)
    parser.add_argument("variant")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    lines = args.file.read_bytes().splitlines()
    variant = shipped_variant(args.variant)
    colons = _same_colons
    if colons is None:
        raise SystemExit("the compiled core is not built (python setup.py build_ext --inplace)")
    gc.freeze()

    def loads() -> None:
        for line in lines:
            orjson.loads(line)

    def same_colons() -> None:
        for line in lines:
            colons(line, orjson.loads(line), 254)

    def judge() -> None:
        core = FastChecker(variant).core
        assert core is not None
        for line in lines:
            data = orjson.loads(line)
            colons(line, data, 254)
            core.judge_flat(data)

    def scored() -> None:
        checker = FastChecker(variant)
        for line in lines:
            data = orjson.loads(line)
            colons(line, data, 254)
            checker.check_scored(data)

    def written() -> None:
        checker = FastChecker(variant)
        legal = LegalLines.of(checker)
        assert legal is not None
        for number, line in enumerate(lines, 1):
            data = orjson.loads(line)
            colons(line, data, 254)
            pieces = checker.check_scored(data)
            if isinstance(pieces, tuple):
                legal.line(number, data.get("id"), data.get("claim"), pieces)

    def check_fast() -> None:
        checker = LineChecker(lambda data: variant, str(args.file))
        for number, line in enumerate(lines, 1):
            checker.check_fast(number, line)

    stages: list[tuple[str, Callable[[], None]]] = [
        ("loads", loads),
        ("colons", same_colons),
        ("judge", judge),
        ("scored", scored),
        ("line", written),
        ("check_fast", check_fast),
    ]
    best = dict.fromkeys((name for name, _ in stages), float("inf"))
    for _ in range(args.repeat):
        for name, stage in stages:
            started = time.process_time()
            stage()
            best[name] = min(best[name], time.process_time() - started)
    before = 0.0
    for name, _ in stages:
        micro = best[name] / len(lines) * 1e6
        print(f"{args.variant:<10} {name:<11} {micro:6.1f} µs/line  (+{micro - before:5.1f})")
        before = micro


if __name__ == "__main__":
    main()
