"""Wall-clock speed-up of the batch analysis on threads: `analyse_deals(..., threads=N)` against one thread.

Why: a full analysis is mostly compiled search, which runs without the GIL (docs/solver.md,
"Threads"), and partly Python (the facts of each line, the ladder, par), which holds it; so the
speed-up of N threads is below N even on N free cores, and this says how far. The baseline is the
same deals on one thread, measured in the same run and alternated with the threaded runs round by
round (the machine is shared: only figures measured side by side compare). The analyses of every
run must be equal (a checksum of their JSON documents is printed).

    python bench/analyse_threads.py [--deals 60] [--threads 2] [--rounds 3] [--variant coinche]

Wall clock is what threads change (`time.perf_counter`); CPU/wall (the CPU time of all the
process's threads over the wall clock) says how many cores the run actually had: near 1 for one
thread, above 1 only if threads ran at once, which a machine busy with other work may not allow.
The load average is printed with each round.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time

from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import read_record
from refscore.solver.analyse import analyse_deals, analysis_to_json


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="coinche")
    args = parser.parse_args()

    variant = shipped_variant(args.variant)
    records = [
        read_record(random_deal(variant, args.seed * 1_000_003 + n), variant) for n in range(args.deals)
    ]

    def run(threads: int) -> tuple[float, float, str]:
        """(wall clock, CPU time of the process's threads together, checksum of the analyses)."""
        tick, cpu = time.perf_counter(), time.process_time()
        documents = [analysis_to_json(a) for a in analyse_deals(records, variant, threads=threads)]
        wall = time.perf_counter() - tick
        digest = hashlib.sha256(json.dumps(documents, sort_keys=True).encode()).hexdigest()[:12]
        return wall, time.process_time() - cpu, digest

    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; wall clock (a shared machine)")
    print(f"command: {' '.join(sys.argv)}")
    print(f"variant {variant.id}, {len(records)} deals (random_deal, seed {args.seed}), full analysis each")
    run(1)  # warm-up: the rules' tables built once per process
    best_one = best_many = float("inf")
    checksums = set()
    for number in range(1, args.rounds + 1):
        one, one_cpu, first = run(1)
        many, many_cpu, second = run(args.threads)
        checksums |= {first, second}
        best_one, best_many = min(best_one, one), min(best_many, many)
        print(
            f"round {number}: 1 thread {one:.2f} s (CPU/wall {one_cpu / one:.2f}), "
            f"{args.threads} threads {many:.2f} s (CPU/wall {many_cpu / many:.2f}), "
            f"speed-up {one / many:.2f}x (load average {os.getloadavg()[0]:.1f})"
        )
    print(
        f"best of {args.rounds}: 1 thread {best_one:.2f} s, {args.threads} threads {best_many:.2f} s, "
        f"speed-up {best_one / best_many:.2f}x"
    )
    verdict = "equal" if len(checksums) == 1 else "DIFFERENT"
    print(f"analysis checksums: {', '.join(sorted(checksums))} ({verdict})")
    if len(checksums) != 1:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
