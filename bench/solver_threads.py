"""Wall-clock speed-up of the compiled solver on threads: the same solves on 1 thread, then on N.

Why: the compiled search releases the GIL (refscore/solver/_solvecore.c), so one process can use
every core of a machine with threads. The baseline is the same solves on one thread, measured in
the same run and alternated with the threaded runs round by round (the machine is shared: only
figures measured side by side compare). Each solve is one deal of bench_solver.py's corpus (seed 1,
the same `random_deal` seeds) from its first card, for one of the four suit trumps, with a solver
of its own; the values of every run must be equal, and their checksum is printed.

    python bench/solver_threads.py [--deals 50] [--threads 2] [--rounds 3] [--variant coinche]

Wall clock is what threads change (`time.perf_counter`); the speed-up printed is the one-thread
time over the N-thread time of the same round, then the best round of each. CPU/wall (the CPU time
of all the process's threads over the wall clock) says how many cores the run actually had: above 1
only if threads ran at once, which a machine busy with other work may not allow. "Searches under
way together" is the share of the threaded run during which two searches or more had started and
not ended: near 100% when nothing serialises them (the GIL is released, each thread has its own
Core), whatever CPU the machine grants.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from refscore.base.cards import Suit, parse_card
from refscore.judge.auction_judge import first_player
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import TrumpKind, Variant
from refscore.solver import Position, Solver, position_of


def starts(variant: Variant, deals: int, seed: int) -> list[Position]:
    """The first card's position of each deal of bench_solver.py's corpus."""
    out = []
    for n in range(deals):
        deal = random_deal(variant, seed * 1_000_003 + n)
        hands = {seat: [parse_card(card) for card in cards] for seat, cards in deal["hands"].items()}
        out.append(position_of(hands, variant, first_player(variant, deal["dealer"])))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="coinche")
    args = parser.parse_args()

    variant = shipped_variant(args.variant)
    side = variant.team_of(variant.seats[0])
    jobs = [(start, Suit(suit)) for start in starts(variant, args.deals, args.seed) for suit in range(4)]

    spans: list[tuple[float, float]] = []  # (start, end) of each search, whichever thread ran it

    def solve(job: tuple[Position, Suit]) -> int:
        solver = Solver(variant, TrumpKind.SUIT, job[1], side)
        if solver.core is None:
            raise SystemExit("the compiled solver is not built: threads would only share the GIL")
        tick = time.perf_counter()
        value = solver.value(job[0])
        spans.append((tick, time.perf_counter()))
        return value

    def run(threads: int) -> tuple[float, float, str]:
        """(wall clock, CPU time of the process's threads together, checksum of the values)."""
        tick, cpu = time.perf_counter(), time.process_time()
        if threads == 1:
            values = [solve(job) for job in jobs]
        else:
            with ThreadPoolExecutor(max_workers=threads) as pool:
                values = list(pool.map(solve, jobs))
        wall = time.perf_counter() - tick
        return wall, time.process_time() - cpu, hashlib.sha256(repr(values).encode()).hexdigest()[:12]

    def at_once() -> float:
        """The time two searches or more were under way together (the spans since the last call)."""
        events = sorted([(start, 1) for start, _ in spans] + [(end, -1) for _, end in spans])
        spans.clear()
        together, running, since = 0.0, 0, 0.0
        for moment, step in events:
            if running >= 2:
                together += moment - since
            running, since = running + step, moment
        return together

    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; wall clock (a shared machine)")
    print(f"command: {' '.join(sys.argv)}")
    print(f"variant {variant.id}, {args.deals} deals x 4 suit trumps = {len(jobs)} solves, side {side}")
    run(1)  # warm-up: the rules' tables built once per process
    best_one = best_many = float("inf")
    checksums = set()
    for number in range(1, args.rounds + 1):
        one, one_cpu, first = run(1)
        spans.clear()
        many, many_cpu, second = run(args.threads)
        overlap = at_once()
        checksums |= {first, second}
        best_one, best_many = min(best_one, one), min(best_many, many)
        print(
            f"round {number}: baseline 1 thread {one:.2f} s (CPU/wall {one_cpu / one:.2f}), "
            f"{args.threads} threads {many:.2f} s (CPU/wall {many_cpu / many:.2f}, searches under way "
            f"together {overlap / many:.0%} of it), "
            f"speed-up {one / many:.2f}x (load average {os.getloadavg()[0]:.1f})"
        )
    print(
        f"best of {args.rounds}: 1 thread {best_one:.2f} s, {args.threads} threads {best_many:.2f} s, "
        f"speed-up {best_one / best_many:.2f}x"
    )
    print(
        f"value checksums: {', '.join(sorted(checksums))} ({'equal' if len(checksums) == 1 else 'DIFFERENT'})"
    )
    if len(checksums) != 1:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
