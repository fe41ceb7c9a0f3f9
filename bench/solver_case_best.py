"""Compare builds of the compiled solver case by case: the best CPU time of each solve, summed.

Why: `solver_builds.py` keeps the best of whole rounds, and on this shared machine one round to the
next moves by 5-15%, more than a change to the table's memory can gain. Here every solve (one deal,
one trump) is run by every build in turn, the order of the builds alternating from one case to the
next, and each case keeps its own best time over the rounds: a burst of load then spoils one case of
one build, not a round. Two copies of the same build show the noise left (1-4% in 2026-12-02's runs;
bench/README.md, "solver-mem").

    cp refscore/_solvecore*.so /tmp/a.so; cp /tmp/a.so /tmp/a2.so   # the same build twice: the noise
    python bench/solver_case_best.py /tmp/a.so NEW.so /tmp/a2.so [--coinche 20] [--contree 6] [--rounds 5]
    python bench/solver_case_best.py /tmp/a.so NEW.so --seeds 1000104 [--variant coinche]
    python bench/solver_case_best.py /tmp/a.so NEW.so /tmp/a2.so --middle 40 --contree 0

`--middle N`: the N coinche deals nearest the median (bench/solver_middle.py) instead of the first
`--coinche`. Besides CPU, each build's minor page faults and system time over all its solves
(getrusage before and after each solve: the kernel's share of a table's memory).

`--seeds`: those random_deal seeds instead of solver_builds.py's sample, every trump mode of the
variant (1000104 is bench_solver.py's slowest deal, seed 1).
"""

from __future__ import annotations

import resource
import time

from solver_builds import Case, deal_start, load, sample, sample_parser

from refscore.base.cards import Suit
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import TrumpKind
from refscore.solver import Solver
from refscore.solver import core as solver_core


def seeded(name: str, seeds: list[int]) -> list[Case]:
    """Every trump mode of `name` for each deal of `seeds`, from the first card."""
    variant = shipped_variant(name)
    trumps: list[tuple[TrumpKind, Suit | None]] = [(TrumpKind.SUIT, Suit(s)) for s in range(4)]
    trumps += [(kind, None) for kind in variant.modes if kind is not TrumpKind.SUIT]
    side = variant.team_of(variant.seats[0])
    cases: list[Case] = []
    for seed in seeds:
        start = deal_start(variant, random_deal(variant, seed))
        cases.extend(("seeds", variant, kind, trump, side, start) for kind, trump in trumps)
    return cases


def main() -> None:
    parser = sample_parser(__doc__, 20, 6, 5)
    parser.add_argument("--seeds", type=int, nargs="*", default=[])
    parser.add_argument("--variant", default="coinche")
    args = parser.parse_args()
    builds = [(path, load(path)) for path in args.builds]
    cases = (
        seeded(args.variant, args.seeds) if args.seeds else sample(args.coinche, args.contree, args.middle)
    )
    best: dict[tuple[str, int], float] = {}
    values: dict[str, list[int]] = {path: [] for path, _ in builds}
    faults = {path: 0 for path, _ in builds}
    system = {path: 0.0 for path, _ in builds}
    for round_ in range(args.rounds):
        for number, (_, variant, kind, trump, side, start) in enumerate(cases):
            order = builds if (round_ + number) % 2 == 0 else builds[::-1]
            for path, module in order:
                solver_core._solvecore = module  # type: ignore[assignment]
                before = resource.getrusage(resource.RUSAGE_SELF)
                tick = time.process_time()
                value = Solver(variant, kind, trump, side).value(start)
                spent = time.process_time() - tick
                after = resource.getrusage(resource.RUSAGE_SELF)
                faults[path] += after.ru_minflt - before.ru_minflt
                system[path] += after.ru_stime - before.ru_stime
                best[(path, number)] = min(best.get((path, number), spent), spent)
                if round_ == 0:
                    values[path].append(value)
    names = sorted({case[0] for case in cases})
    for path, _ in builds:
        for name in names:
            total = sum(best[(path, n)] for n, case in enumerate(cases) if case[0] == name)
            print(f"{name:8} {path:40} sum of each solve's best CPU {total:8.4f} s")
        print(
            f"{'':8} {path:40} page faults {faults[path]:>8,}  system time {system[path]:6.2f} s (all rounds)"
        )
    if len({repr(v) for v in values.values()}) != 1:
        print("VALUES DIFFER between builds")


if __name__ == "__main__":
    main()
