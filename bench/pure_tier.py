"""The pure-Python fast tier (no compiled core): what it costs a line, against the reference path
that would answer the line without it, and how much of `refscore/fast/` it runs.

Why: the pure tier is what an install without a C compiler checks logs with, and what the compiled
tier hands a line it declines. Its size and its speed pull against each other: every kind of line
it leaves to the reference costs that line the reference's reading (the JSON Schema) and words.
This script gives both sides of that choice from one run:

- CPU per line, by the line's status (legal, illegal...), of the pure tier (`check_fast`, then
  `check` where it declines) and of the reference path (`LineChecker(fast=False)`) on the same
  lines, alternated group by group (`time.process_time`, best of `--repeat`);
- `--lines`: the lines of `refscore/fast/*.py` each tier executes on the same lines
  (`sys.settrace`), the pure tier's, the compiled tier's, and those only the pure tier runs.

    python bench/pure_tier.py /tmp/corpus/coinche-auction.jsonl [--deals 3000] [--repeat 3]
    python bench/pure_tier.py /tmp/corpus --lines [--deals 1500]

Run from the checkout (`PYTHONPATH=.`), cores built in place for `--lines`. The pure tier is the
batch with `REFSCORE_CORE=python`, which the fast tier's modules read when imported: the CPU figures
run in a process with it set, and `--lines` runs each tier in a process of its own.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

from refscore.fast.batch_lines import LineChecker
from refscore.load.variant_loader import shipped_variant

FAST = Path(__file__).resolve().parent.parent / "refscore" / "fast"


def _checker(path: Path, *, fast: bool = True) -> LineChecker:
    variant = shipped_variant(path.stem.split("-illegal")[0].split("-auction")[0])
    return LineChecker(lambda _: variant, path.name, fast=fast)


def _run(checker: LineChecker, lines: list[tuple[int, bytes]]) -> None:
    for number, raw in lines:
        if checker.check_fast(number, raw) is None:
            checker.check(number, raw)


def cost(path: Path, deals: int, repeat: int) -> None:
    """Print CPU µs per line of each status, pure tier against reference, best of `repeat`."""
    lines = list(enumerate(path.read_bytes().split(b"\n")[:deals], 1))
    pure, reference = _checker(path), _checker(path, fast=False)
    groups: dict[str, list[tuple[int, bytes]]] = {}
    for number, raw in lines:
        outcome = pure.check(number, raw)
        if outcome is not None:
            groups.setdefault(outcome.status, []).append((number, raw))
    print(f"{path.name}: CPU per line, best of {repeat} (pure tier / reference path)")
    for status, group in sorted(groups.items()):
        best = {"pure": float("inf"), "reference": float("inf")}
        for _ in range(repeat):
            for name, checker in (("pure", pure), ("reference", reference)):
                start = time.process_time()
                _run(checker, group)
                best[name] = min(best[name], (time.process_time() - start) / len(group))
        print(
            f"  {status:12} {len(group):6,} lines  pure {best['pure'] * 1e6:7.0f} µs"
            f"  reference {best['reference'] * 1e6:7.0f} µs  ({best['reference'] / best['pure']:.1f}x)"
        )


def executed(files: list[Path], deals: int) -> list[tuple[str, int]]:
    """The lines of `refscore/fast/*.py` run while checking the first `deals` lines of each file,
    by this process's tier."""
    hits: set[tuple[str, int]] = set()
    root = str(FAST)

    def trace(frame: FrameType, event: str, arg: Any) -> Callable[..., Any] | None:
        name = frame.f_code.co_filename
        if not name.startswith(root):
            return None
        if event == "line":
            hits.add((Path(name).name, frame.f_lineno))
        return trace

    for path in files:
        checker = _checker(path)
        lines = list(enumerate(path.read_bytes().split(b"\n")[:deals], 1))
        sys.settrace(trace)
        try:
            _run(checker, lines)
        finally:
            sys.settrace(None)
    return sorted(hits)


def _tier_lines(path: Path, deals: int, pure: bool) -> set[tuple[str, int]]:
    """`executed` in a process of its own, of the pure or the compiled tier (the modules read
    REFSCORE_CORE when imported)."""
    env = dict(os.environ)
    env.pop("REFSCORE_CORE", None)
    if pure:
        env["REFSCORE_CORE"] = "python"
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        command = [sys.executable, __file__, str(path), "--deals", str(deals), "--trace-to", out.name]
        subprocess.run(command, env=env, check=True)
        return {(name, line) for name, line in json.loads(Path(out.name).read_text())}


def _by_file(hits: set[tuple[str, int]]) -> str:
    counts: dict[str, int] = {}
    for name, _ in hits:
        counts[name] = counts.get(name, 0) + 1
    return ", ".join(f"{name} {count}" for name, count in sorted(counts.items()))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "path", type=Path, help="a corpus file (NAME.jsonl), or with --lines a folder of them"
    )
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--lines", action="store_true", help="count the lines each tier executes")
    parser.add_argument("--trace-to", type=Path, help=argparse.SUPPRESS)  # (`_tier_lines`' child)
    args = parser.parse_args()
    files = sorted(args.path.glob("*.jsonl")) if args.path.is_dir() else [args.path]
    if args.trace_to is not None:
        args.trace_to.write_text(json.dumps(executed(files, args.deals)))
    elif args.lines:
        pure = _tier_lines(args.path, args.deals, pure=True)
        compiled = _tier_lines(args.path, args.deals, pure=False)
        print(f"pure tier: {len(pure)} lines ({_by_file(pure)})")
        print(f"compiled tier: {len(compiled)} lines ({_by_file(compiled)})")
        print(f"only the pure tier: {len(pure - compiled)} lines ({_by_file(pure - compiled)})")
    elif os.environ.get("REFSCORE_CORE") != "python":  # the pure tier: the modules read it on import
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "REFSCORE_CORE": "python"})
    else:
        for path in files:
            cost(path, args.deals, args.repeat)


if __name__ == "__main__":
    main()
