"""What a solve costs outside the search: building a `Solver`, freeing it, and `value()`, apart.

Why: bench_solver.py times `Solver(...)` + `.value(start)` together, a fresh Solver per trump, so
the building (the rules' tables, the compiled core's configuration and its transposition table) and
the freeing (the table given back) count in every solve. This script times the three apart, per
solve, with `time.process_time` in one process: `build` is `Solver(variant, kind, trump, side)`,
`value` is `solver.value(start)`, `free` is dropping the solver (the core and its table freed). Each
case (deal, trump) is run by every build and way in turn, the order alternating from one case to
the next, and keeps its best time over the rounds (a burst of load on the shared machine then spoils
one case of one way, not a round). Printed: the medians over the cases, per solve and per deal (the
four suit trumps), the positions and a checksum of the values (equal for every build and way), and
the baseline `json.loads` of the same deals in the same run.

    python bench/solver_overhead.py [BUILD.so ...] [--deals 100] [--rounds 3] [--uncached]

BUILD.so: builds of `refscore.solver._solvecore` compared in one process (default: the tree's; a build
without `Core.fresh` is configured from the spec at every solve, as before it). `--uncached` also
runs each build with the solver's rule caches emptied before every Solver (`core.clear_caches`), in
a pass of its own after the cached one: what a process's first solve of each (rules, trump, side)
costs, about what every solve cost before the caches. The sample: bench_solver.py's
coinche corpus (seed 1), the first `--deals` deals, the four suit trumps, from the first card.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import time
from collections.abc import Callable
from types import ModuleType

from solver_builds import deal_start, load

from refscore.base.cards import Suit
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import TrumpKind, Variant
from refscore.solver import Position, Solver
from refscore.solver import core as solver_core

Way = tuple[str, ModuleType | None, bool]  # (label, build or None for the tree's, caches emptied)


def one_solve(
    variant: Variant, trump: Suit, side: str, start: Position
) -> tuple[float, float, float, int, int]:
    """(build, value, free) CPU seconds of one solve, its value and its positions."""
    tick = time.process_time()
    solver = Solver(variant, TrumpKind.SUIT, trump, side)
    built = time.process_time()
    value = solver.value(start)
    valued = time.process_time()
    nodes = solver.nodes
    del solver
    freed = time.process_time()
    return built - tick, valued - built, freed - valued, value, nodes


def median_us(values: list[float]) -> str:
    return f"{statistics.median(values) * 1e6:8.1f} us"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("builds", nargs="*")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--uncached", action="store_true")
    args = parser.parse_args()

    variant = shipped_variant("coinche")
    side = variant.team_of(variant.seats[0])
    deals = [random_deal(variant, 1_000_003 + n) for n in range(args.deals)]
    lines = [json.dumps(deal) for deal in deals]
    starts = [deal_start(variant, deal) for deal in deals]

    builds: list[tuple[str, ModuleType | None]] = [(path, load(path)) for path in args.builds]
    if not builds:
        builds = [("tree", solver_core._solvecore)]
    # the uncached ways run after the cached ones, in a pass of their own: emptying the caches before
    # each of their solves would otherwise empty them for the cached ways too
    passes: list[list[Way]] = [[(label, module, False) for label, module in builds]]
    if args.uncached:
        passes.append([(f"{label} uncached", module, True) for label, module in builds])
    ways = [way for ways_ in passes for way in ways_]

    # best[way][case] = (build, value, free); results[way] = (values, positions) of the last round
    best: dict[str, list[tuple[float, float, float]]] = {way[0]: [] for way in ways}
    results: dict[str, tuple[list[int], int]] = {}
    loads: list[float] = []
    for _ in range(args.rounds):
        tick = time.process_time()
        for line in lines:
            json.loads(line)
        loads.append((time.process_time() - tick) / len(lines))
        for way in ways:
            results[way[0]] = ([], 0)
        for pass_ in passes:
            case = 0
            for start in starts:
                for suit in range(4):
                    order = pass_ if case % 2 == 0 else pass_[::-1]
                    for label, module, uncached in order:
                        solver_core._solvecore = module  # type: ignore[assignment]
                        before: Callable[[], None] = solver_core.clear_caches if uncached else (lambda: None)
                        before()
                        build, value_time, free, value, nodes = one_solve(variant, Suit(suit), side, start)
                        values, positions = results[label]
                        values.append(value)
                        results[label] = (values, positions + nodes)
                        times = best[label]
                        if len(times) <= case:
                            times.append((build, value_time, free))
                        else:
                            old = times[case]
                            times[case] = (min(old[0], build), min(old[1], value_time), min(old[2], free))
                    case += 1

    print(f"{args.deals} coinche deals x 4 suit trumps, best of {args.rounds} rounds per solve (CPU time)")
    print(f"baseline json.loads of the same deals: {min(loads) * 1e6:.1f} us per deal (best round)")
    for label, _, _ in ways:
        times = best[label]
        builds_ = [t[0] for t in times]
        values_ = [t[1] for t in times]
        frees = [t[2] for t in times]
        overhead = [t[0] + t[2] for t in times]
        per_deal = [sum(overhead[d * 4 : d * 4 + 4]) for d in range(args.deals)]
        solve_deal = [sum(t[0] + t[1] + t[2] for t in times[d * 4 : d * 4 + 4]) for d in range(args.deals)]
        values, positions = results[label]
        digest = hashlib.md5(repr(values).encode()).hexdigest()[:10]
        print(
            f"{label}: per solve build {median_us(builds_)}, free {median_us(frees)}, "
            f"build+free {median_us(overhead)}, value() {median_us(values_)}; per deal build+free "
            f"{median_us(per_deal)} of {statistics.median(solve_deal) * 1e3:.2f} ms; "
            f"positions {positions:,}, values {digest}"
        )


if __name__ == "__main__":
    main()
