"""Time the double-dummy solver on a seeded corpus of random deals: median, 95th percentile, maximum.

Why these figures: the targets are per deal (the four suit trumps: median <= 20 ms, none
over 1 s), on one core. Each deal is solved from the first card, leader fixed by the dealer, for
the side of the first seat (`Solver(...).value`), one trump after another with a fresh solver (no
table shared between trumps or deals). Times are CPU time of this process (`time.process_time`):
the machine is shared with other sessions, and the wall clock counts their work too. The baseline,
measured in the same run, is `json.loads` + `check_deal` of the same deals (what reading and
judging them costs). The tier used (compiled `refscore.solver._solvecore` or the Python search;
REFSCORE_CORE=python forces the latter) is printed.

    python bench/bench_solver.py [--deals 1000] [--seed 1] [--variant coinche] [--modes suits|all]
        [--limit SECONDS] [--analyse N] [--jobs 2] [--slowest 5]

`--modes all` (the default) times every trump mode of the variant and reports the four suit trumps
apart; `--limit` stops the run after that many seconds of solving (the figures then cover the deals
done, and say so); `--analyse N` also times `refscore analyse FILE.jsonl --format json` on the
first N deals (wall clock, one process and `--jobs`); `--slowest N` lists the N slowest solves
(deal, trump, positions: the deals over one second and the p95 are studied from them).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from refscore.base.cards import SUIT_NAMES, Suit, parse_card
from refscore.judge.auction_judge import first_player
from refscore.judge.check import check_deal
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import read_record
from refscore.model.variant import TrumpKind
from refscore.solver import Solver, position_of


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def figures(label: str, times: list[float]) -> str:
    return (
        f"{label}: median {statistics.median(times) * 1000:.1f} ms, "
        f"p95 {percentile(times, 0.95) * 1000:.1f} ms, max {max(times) * 1000:.1f} ms; "
        f"over 1 s: {sum(t > 1 for t in times)} of {len(times)}"
    )


def time_analyse(lines: list[str], jobs: int) -> None:
    """Wall-clock throughput of `refscore analyse FILE.jsonl --format json` (one process, then
    `--jobs`), the command a club would run over a season's deals."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "deals.jsonl"
        path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
        for count in sorted({1, jobs}):
            command = [sys.executable, "-m", "refscore", "analyse", str(path), "--format", "json"]
            command += ["--jobs", str(count)]
            tick = time.perf_counter()
            done = subprocess.run(command, capture_output=True, text=True, check=False)
            wall = time.perf_counter() - tick
            analysed = sum(1 for line in done.stdout.splitlines() if line.strip())
            print(
                f"refscore analyse --jobs {count}: {analysed} deals in {wall:.1f} s wall, "
                f"{analysed / wall:.2f} deals/s (exit {done.returncode})"
            )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="coinche")
    parser.add_argument("--modes", choices=("suits", "all"), default="all")
    parser.add_argument("--limit", type=float, default=None)
    parser.add_argument("--analyse", type=int, default=0, metavar="N")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--slowest", type=int, default=5)
    args = parser.parse_args()

    variant = shipped_variant(args.variant)
    suits: list[tuple[TrumpKind, Suit | None]] = [(TrumpKind.SUIT, Suit(s)) for s in range(4)]
    trumps = list(suits)
    if args.modes == "all":
        trumps += [(kind, None) for kind in variant.modes if kind is not TrumpKind.SUIT]
    deals = [random_deal(variant, args.seed * 1_000_003 + n) for n in range(args.deals)]
    lines = [json.dumps(deal) for deal in deals]

    started = time.process_time()
    for line in lines:
        check_deal(read_record(json.loads(line), variant), variant)
    baseline = (time.process_time() - started) / len(lines)

    side = variant.team_of(variant.seats[0])
    by_trump: list[list[float]] = [[] for _ in trumps]
    solves: list[tuple[float, int, int, int]] = []  # (time, deal number, trump index, nodes)
    nodes: list[int] = []
    tier = "?"
    budget_start = time.process_time()
    for deal in deals:
        hands = {seat: [parse_card(card) for card in cards] for seat, cards in deal["hands"].items()}
        start = position_of(hands, variant, first_player(variant, deal["dealer"]))
        count = 0
        for index, (kind, trump) in enumerate(trumps):
            tick = time.process_time()
            solver = Solver(variant, kind, trump, side)
            solver.value(start)
            by_trump[index].append(time.process_time() - tick)
            solves.append((by_trump[index][-1], len(nodes), index, solver.nodes))
            count += solver.nodes
            tier = (
                "compiled (refscore.solver._solvecore)"
                if solver.core is not None
                else "Python (refscore.solver)"
            )
        nodes.append(count)
        if args.limit is not None and time.process_time() - budget_start > args.limit:
            break
    done = len(nodes)
    suit_times = [sum(by_trump[i][d] for i in range(4)) for d in range(done)]
    all_times = [sum(times[d] for times in by_trump) for d in range(done)]

    print(
        f"machine: {os.cpu_count()} cores, {platform.processor() or platform.machine()}, "
        f"Python {sys.version.split()[0]}; CPU time of one process (the machine is shared)"
    )
    print(f"load average at the end: {os.getloadavg()}")
    print(f"command: {' '.join(sys.argv)}")
    print(f"solver tier: {tier}")
    print(f"variant {variant.id}, {len(trumps)} trumps ({args.modes}), side {side}, seed {args.seed}")
    print(f"deals solved: {done} of {len(deals)}")
    print(f"baseline json.loads + check_deal: {baseline * 1000:.2f} ms per deal")
    print(figures("four suit trumps, per deal", suit_times))
    if len(trumps) > 4:
        print(figures(f"every trump mode ({len(trumps)}), per deal", all_times))
    names = [kind.value if trump is None else f"{kind.value} {SUIT_NAMES[trump]}" for kind, trump in trumps]
    for name, times in zip(names, by_trump, strict=True):
        print(figures(f"  {name}, per solve", times[:done]))
    print(f"nodes per deal: median {statistics.median(nodes):.0f}, max {max(nodes)}; in all {sum(nodes)}")
    for spent, number, index, count in sorted(solves, reverse=True)[: args.slowest]:
        print(
            f"  slow: deal {number} (random_deal seed {args.seed * 1_000_003 + number}), {names[index]}: "
            f"{spent * 1000:.0f} ms, {count} nodes"
        )
    if args.analyse:
        time_analyse(lines[: args.analyse], args.jobs)


if __name__ == "__main__":
    main()
