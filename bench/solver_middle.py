"""The median-deal sample: the coinche deals of bench_solver.py's corpus nearest the median's positions.

Why: the issue's target is the MEDIAN deal's CPU (four suit trumps, ~3-4 ms a solve, ~0.1 M positions a
solve), and the samples of solver_builds.py (the first 50 deals) are summed, which the slow deals
dominate: a fixed cost per solve (building a Solver, zeroing its tables, page faults) that is 5% of a
median deal vanishes there. Positions, unlike CPU, are deterministic, so the sample is reproducible:
the first `--deals` deals of bench_solver.py's corpus (seed 1, `random_deal(coinche, 1_000_003 + n)`),
each solved for the four suit trumps (side of the first seat, from the first card), ordered by their
four suits' positions; bench/solver_middle.json keeps that order's middle (`--keep` deal numbers, the
closest to the median first). solver_builds.py `--middle N` and solver_case_best.py `--middle N` read
the first N of them. Positions depend on the search: the file says which build chose it, and stays
fixed afterwards so that runs compare the same deals.

    python bench/solver_middle.py [--deals 1000] [--keep 200]     # rewrites bench/solver_middle.json
    python bench/solver_middle.py --run BUILD.so [--middle 100] [--rounds 3]

`--run`: one build alone in this process, solving the first `--middle` deals of the file the way
bench_solver.py does (a fresh Solver per trump, the previous one freed once the next is built), each
round timed whole by process_time; prints the best round's CPU, its minor page faults and system
time (getrusage): a build's fixed costs in bench_solver.py's process shape, which solver_case_best.py
(several builds interleaved, each with its own memory) does not have. Alternate processes of the
builds compared, several times: the machine is shared.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import time
from pathlib import Path

from refscore.base.cards import Suit
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import TrumpKind
from refscore.solver import Solver

FILE = Path(__file__).with_name("solver_middle.json")


def middle_deals(count: int) -> list[int]:
    """The `count` deal numbers of the sample nearest the median (bench/solver_middle.json)."""
    numbers: list[int] = json.loads(FILE.read_text(encoding="utf-8"))["deals"]
    if count > len(numbers):
        raise SystemExit(
            f"{FILE.name} keeps {len(numbers)} deals; rerun bench/solver_middle.py --keep {count}"
        )
    return numbers[:count]


def run(build: str, count: int, rounds: int) -> None:
    """The middle deals solved by one build, bench_solver.py's way: best round's CPU, faults, sys."""
    from solver_builds import corpus_start, load

    from refscore.solver import core as solver_core

    solver_core._solvecore = load(build)  # type: ignore[assignment]
    variant = shipped_variant("coinche")
    side = variant.team_of(variant.seats[0])
    starts = [corpus_start(variant, number) for number in middle_deals(count)]
    best: tuple[float, int, float, int] | None = None
    for _ in range(rounds):
        before = resource.getrusage(resource.RUSAGE_SELF)
        tick = time.process_time()
        nodes = 0
        for start in starts:
            for suit in range(4):
                solver = Solver(variant, TrumpKind.SUIT, Suit(suit), side)
                solver.value(start)
                nodes += solver.nodes
        spent = time.process_time() - tick
        after = resource.getrusage(resource.RUSAGE_SELF)
        figures = (spent, after.ru_minflt - before.ru_minflt, after.ru_stime - before.ru_stime, nodes)
        best = figures if best is None or spent < best[0] else best
    assert best is not None
    spent, faults, system, nodes = best
    print(
        f"{build:40} {count} deals x 4 suits: best round {spent:6.3f} s CPU "
        f"({spent / count * 1000:5.2f} ms a deal), page faults {faults:>6,}, system {system:5.2f} s, "
        f"positions {nodes:,}"
    )


def main() -> None:
    from solver_builds import corpus_start

    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--keep", type=int, default=200)
    parser.add_argument("--run", metavar="BUILD.so")
    parser.add_argument("--middle", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    if args.run:
        run(args.run, args.middle, args.rounds)
        return
    variant = shipped_variant("coinche")
    side = variant.team_of(variant.seats[0])
    positions: list[tuple[int, int]] = []
    for number in range(args.deals):
        start = corpus_start(variant, number)
        count = 0
        for suit in range(4):
            solver = Solver(variant, TrumpKind.SUIT, Suit(suit), side)
            solver.value(start)
            count += solver.nodes
        positions.append((count, number))
    median = statistics.median(count for count, _ in positions)
    nearest = sorted(positions, key=lambda p: (abs(p[0] - median), p[1]))[: args.keep]
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=False
    ).stdout.strip()
    FILE.write_text(
        json.dumps(
            {
                "about": "coinche deals of bench_solver.py's corpus (seed 1) nearest the median of the "
                "four suit trumps' positions, nearest first; see bench/solver_middle.py",
                "deals_ranked": args.deals,
                "median_positions": median,
                "chosen_by_commit": commit,
                "positions": {str(n): c for c, n in nearest},
                "deals": [n for _, n in nearest],
            },
            indent=1,
        )
        + "\n",
        encoding="utf-8",
    )
    low, high = min(c for c, _ in nearest), max(c for c, _ in nearest)
    print(f"median {median:.0f} positions (four suits); kept {len(nearest)} deals, {low}-{high}")


if __name__ == "__main__":
    main()
