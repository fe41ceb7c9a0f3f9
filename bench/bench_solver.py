"""Time the double-dummy solver on a seeded corpus of random deals: median, 95th percentile, maximum.

Why these figures: the issue's targets are per deal (the four suit trumps: median <= 20 ms, none
over 1 s), on one core. Each deal is solved from the first card, leader fixed by the dealer, for
the side of the first seat (`Solver(...).value`), one trump after another with a fresh solver (no
table shared between trumps or deals). The baseline, measured in the same run, is
`json.loads` + `check_deal` of the same deals (what reading and judging them costs).

    python bench/bench_solver.py [--deals 1000] [--seed 1] [--variant coinche] [--modes suits|all]
        [--limit SECONDS]

`--limit` stops the run after that many seconds of solving (the figures then cover the deals done,
and say so).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time

from refscore.auction import first_player
from refscore.cards import Suit, parse_card
from refscore.check import check_deal
from refscore.generate import random_deal
from refscore.record import read_record
from refscore.solver import Solver, position_of
from refscore.variant import TrumpKind
from refscore.variant_loader import shipped_variant


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="coinche")
    parser.add_argument("--modes", choices=("suits", "all"), default="suits")
    parser.add_argument("--limit", type=float, default=None)
    args = parser.parse_args()

    variant = shipped_variant(args.variant)
    trumps: list[tuple[TrumpKind, Suit | None]] = [(TrumpKind.SUIT, Suit(s)) for s in range(4)]
    if args.modes == "all":
        trumps += [(kind, None) for kind in variant.modes if kind is not TrumpKind.SUIT]
    deals = [random_deal(variant, args.seed * 1_000_003 + n) for n in range(args.deals)]
    lines = [json.dumps(deal) for deal in deals]

    started = time.perf_counter()
    for line in lines:
        check_deal(read_record(json.loads(line), variant), variant)
    baseline = (time.perf_counter() - started) / len(lines)

    side = variant.team_of(variant.seats[0])
    times: list[float] = []
    nodes: list[int] = []
    budget_start = time.perf_counter()
    for deal in deals:
        hands = {seat: [parse_card(card) for card in cards] for seat, cards in deal["hands"].items()}
        start = position_of(hands, variant, first_player(variant, deal["dealer"]))
        tick = time.perf_counter()
        count = 0
        for kind, trump in trumps:
            solver = Solver(variant, kind, trump, side)
            solver.value(start)
            count += solver.nodes
        times.append(time.perf_counter() - tick)
        nodes.append(count)
        if args.limit is not None and time.perf_counter() - budget_start > args.limit:
            break

    print(
        f"machine: {os.cpu_count()} cores, {platform.processor() or platform.machine()}, "
        f"Python {sys.version.split()[0]}"
    )
    print(f"load average at the end: {os.getloadavg()}")
    print(f"command: {' '.join(sys.argv)}")
    print(f"variant {variant.id}, {len(trumps)} trumps ({args.modes}), side {side}, seed {args.seed}")
    print(f"deals solved: {len(times)} of {len(deals)}")
    print(f"baseline json.loads + check_deal: {baseline * 1000:.2f} ms per deal")
    print(
        f"per deal: median {statistics.median(times) * 1000:.0f} ms, "
        f"p95 {percentile(times, 0.95) * 1000:.0f} ms, "
        f"max {max(times) * 1000:.0f} ms; over 1 s: {sum(t > 1 for t in times)}"
    )
    print(f"nodes per deal: median {statistics.median(nodes):.0f}, max {max(nodes)}")


if __name__ == "__main__":
    main()
