"""What one more illegal deal costs the fast path, against one more legal deal of the same file: two
figures the machine's load cannot move.

Why not `bench/illegal.py` alone: its figures are per deal of a run from a fresh process, so they
hold the one-time costs of the first illegal deal (the variant's `FastChecker` tables, the
`PenaltyPlan`, the import of `refscore.render.report` and `refscore.judge.check`: some 170 M
instructions, a third of its per-deal figure at 1,000 deals). Here:

- `--icount` (default): instructions (callgrind, counting only inside the loop over the deals, as
  `bench/illegal.py --icount`) of the first 2N deals of each kind less those of the first N, over N:
  the marginal cost of a deal, every one-time cost cancelled out; legal deals of the same file are
  the baseline measured in the same run.
- `--opcodes`: Python bytecodes executed per illegal deal (`sys.settrace` with opcode events), after
  one warm-up deal, cold memos otherwise, with the functions that execute most: which Python code an
  illegal deal runs, exactly.

    python bench/illegal_marginal.py /tmp/final --variant coinche-5 [--deals 900]
    python bench/illegal_marginal.py /tmp/final --variant chien-3 --opcodes [--deals 800]

Run with PYTHONPATH=TREE to measure another tree (a `git archive` of a commit, with its built cores).
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path
from types import FrameType
from typing import Any

import illegal  # (bench/illegal.py: this script runs from bench/ or with bench/ on the path)

from refscore.fast.batch_lines import LineChecker
from refscore.load.variant_loader import shipped_variant


def marginal(name: str, lines: list[bytes], deals: int) -> float:
    """Instructions of the deals `deals + 1` to `2 * deals` of `lines` (one more deal, on average)."""
    first = illegal.instructions(name, lines[:deals])
    both = illegal.instructions(name, lines[: 2 * deals])
    return (both - first) / deals


def opcodes(name: str, lines: list[bytes], top: int = 12) -> None:
    """Print the bytecodes executed per deal of `lines` and the functions that run most of them."""
    variant = shipped_variant(name)
    checker = LineChecker(lambda _: variant, name)
    checker.check_fast(0, lines[0])  # (warm-up: the one-time costs out of the count)
    counts: collections.Counter[tuple[str, str]] = collections.Counter()

    def trace(frame: FrameType, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes = True
        if event == "opcode":
            code = frame.f_code
            counts[code.co_filename.rsplit("/", 1)[-1], code.co_name] += 1
        return trace

    sys.settrace(trace)
    for number, line in enumerate(lines[1:], 2):
        checker.check_fast(number, line)
    sys.settrace(None)
    size = len(lines) - 1
    print(f"{name}: {sum(counts.values()) / size:,.0f} opcodes per illegal deal ({size} deals)")
    for (file, function), count in counts.most_common(top):
        print(f"  {count / size:8.1f}  {file}:{function}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--variant", action="append", help="only this variant (repeatable)")
    parser.add_argument("--deals", type=int, default=900, help="N: the marginal of N deals after N")
    parser.add_argument("--opcodes", action="store_true", help="Python bytecodes instead of instructions")
    args = parser.parse_args()
    print(f"$ python {' '.join(sys.argv)}")
    for path in sorted(args.corpus.glob("*-illegal.jsonl")):
        name = path.name.removesuffix("-illegal.jsonl")
        if args.variant and name not in args.variant:
            continue
        kinds = illegal.split(path, name, 2 * args.deals)
        if args.opcodes:
            opcodes(name, kinds["illegal"][: args.deals])
            continue
        if len(kinds["illegal"]) < 2 * args.deals:
            raise SystemExit(f"{path}: fewer than {2 * args.deals} illegal deals; ask for fewer --deals")
        legal, bad = (marginal(name, kinds[kind], args.deals) for kind in ("legal", "illegal"))
        ratio = bad / legal
        print(f"{name:<10} legal {legal:10,.0f}  illegal {bad:10,.0f} ratio {ratio:5.2f} (Ir per deal)")


if __name__ == "__main__":
    main()
