"""Time `analyse_deal` on a seeded corpus: a full analysis (table of every trump, par, card by card),
the table alone (with par), and the cards alone; median and 95th percentile of CPU time per deal.

Why CPU time of this process (`time.process_time`): the machine is shared and the wall clock counts
the other sessions' work. Why baselines in the same run: CPU time on a loaded machine is inflated
too (shared caches, hyper-threads), so each figure is printed next to `json.loads` + `check_deal`
of the same deals and next to the bare search (the value of the four suit trumps for one side, a
fresh solver each, as bench/bench_solver.py times it): the first says how fast the machine is in
this run, the second what no analysis can go under without a faster search. Each deal goes
through the baseline search and the three analyses in turn, so that the machine's load, which
drifts within minutes, weighs on all four alike.

    python bench/analyse_bench.py [--deals 200] [--seed 1] [--variant coinche]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable

from refscore.base.cards import Suit
from refscore.judge.auction_judge import first_player
from refscore.judge.check import check_deal
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import DealRecord, read_record
from refscore.model.variant import TrumpKind
from refscore.solver import Solver, position_of
from refscore.solver.analyse import analyse_deal


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def timed(records: list[DealRecord], runs: dict[str, Callable[[DealRecord], object]]) -> None:
    """Each record through every run in turn (so that a change of the machine's load falls on all of
    them alike), then each run's figures."""
    times: dict[str, list[float]] = {label: [] for label in runs}
    for record in records:
        for label, run in runs.items():
            tick = time.process_time()
            run(record)
            times[label].append(time.process_time() - tick)
    for label, spent in times.items():
        median = statistics.median(spent)
        print(
            f"{label}: median {median * 1000:.1f} ms, p95 {percentile(spent, 0.95) * 1000:.1f} ms, "
            f"max {max(spent) * 1000:.1f} ms, mean {statistics.mean(spent) * 1000:.1f} ms"
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="coinche")
    args = parser.parse_args()

    variant = shipped_variant(args.variant)
    deals = [random_deal(variant, args.seed * 1_000_003 + n) for n in range(args.deals)]
    lines = [json.dumps(deal) for deal in deals]
    records = [read_record(deal, variant) for deal in deals]
    side = variant.team_of(variant.seats[0])

    def search(record: DealRecord) -> None:
        start = position_of(record.hands, variant, first_player(variant, record.dealer))
        for suit in range(4):
            Solver(variant, TrumpKind.SUIT, Suit(suit), side).value(start)

    print(
        f"machine: {os.cpu_count()} cores, {platform.processor() or platform.machine()}, "
        f"Python {sys.version.split()[0]}; CPU time of one process (the machine is shared)"
    )
    print(f"command: {' '.join(sys.argv)}")
    print(
        f"variant {variant.id}, {len(records)} deals (random_deal, seed {args.seed}), "
        f"trump modes {[kind.value for kind in variant.auction.trump_modes]}"
    )
    analyse_deal(records[0], variant)  # builds the variant's tables once, outside the figures
    started = time.process_time()
    for line in lines:
        check_deal(read_record(json.loads(line), variant), variant)
    spent = (time.process_time() - started) / len(lines)
    print(f"baseline json.loads + check_deal: {spent * 1000:.2f} ms per deal")
    timed(
        records,
        {
            "baseline search alone (four suit trumps, one side)": search,
            "full analysis (table, par, card by card)": lambda r: analyse_deal(r, variant),
            "table and par only": lambda r: analyse_deal(r, variant, cards=False),
            "card by card only": lambda r: analyse_deal(r, variant, table=False),
        },
    )
    print(f"load average at the end: {os.getloadavg()}")


if __name__ == "__main__":
    main()
