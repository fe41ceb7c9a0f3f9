"""Compare builds of the compiled solver (`refscore/solver/_solvecore*.so`) in one process, on a fixed sample.

Why: the machine is shared, so two runs minutes apart differ by more than most changes to the search.
Loading the builds side by side and alternating them, round after round, on the same positions gives
a before/after in one run: positions searched (`Core.stats`), the best CPU time of the rounds
(`time.process_time`) and a checksum of the values, which must be equal for every build (the
values cannot depend on the search). For instruction counts, run one build and one round under
callgrind (`valgrind --tool=callgrind python bench/solver_builds.py OLD.so --rounds 1`) and subtract
a run with `--coinche 0 --contree 0` (start-up).

    cp refscore/solver/_solvecore*.so /tmp/old.so   # before the change; rebuild, then
    python bench/solver_builds.py /tmp/old.so refscore/solver/_solvecore.cpython-311-x86_64-linux-gnu.so \\
        [--coinche 50] [--contree 20] [--rounds 3]

The sample: the first `--coinche` deals of bench_solver.py's corpus (seed 1) for the four suit
trumps, and the first `--contree` contree deals for every trump mode, from the first card. The
first build named is the baseline the others are read against.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.machinery
import importlib.util
import time
from types import ModuleType
from typing import Any

from refscore.base.cards import Suit, parse_card
from refscore.judge.auction_judge import first_player
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import TrumpKind, Variant
from refscore.solver import Position, Solver, position_of
from refscore.solver import core as solver_core

Case = tuple[str, Variant, TrumpKind, Suit | None, str, Position]


def load(path: str) -> ModuleType:
    """A build of `refscore.solver._solvecore` from its file (each path is its own shared object)."""
    loader = importlib.machinery.ExtensionFileLoader("refscore.solver._solvecore", path)
    spec = importlib.util.spec_from_file_location("refscore.solver._solvecore", path, loader=loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def deal_start(variant: Variant, deal: dict[str, Any]) -> Position:
    """A generated deal's position before its first card, the leader fixed by the dealer."""
    hands = {seat: [parse_card(c) for c in cards] for seat, cards in deal["hands"].items()}
    return position_of(hands, variant, first_player(variant, deal["dealer"]))


def corpus_start(variant: Variant, number: int) -> Position:
    """Deal `number` of bench_solver.py's corpus (seed 1) for `variant`, before its first card: the
    deals every sample here is drawn from."""
    return deal_start(variant, random_deal(variant, 1_000_003 + number))


def sample(coinche: int, contree: int) -> list[Case]:
    cases: list[Case] = []
    for name, count, every_mode in (("coinche", coinche, False), ("contree", contree, True)):
        variant = shipped_variant(name)
        trumps: list[tuple[TrumpKind, Suit | None]] = [(TrumpKind.SUIT, Suit(s)) for s in range(4)]
        if every_mode:
            trumps += [(kind, None) for kind in variant.modes if kind is not TrumpKind.SUIT]
        side = variant.team_of(variant.seats[0])
        for number in range(count):
            start = corpus_start(variant, number)
            cases.extend((name, variant, kind, trump, side, start) for kind, trump in trumps)
    return cases


def sample_parser(
    description: str | None, coinche: int, contree: int, rounds: int
) -> argparse.ArgumentParser:
    """The arguments of a comparison of builds on the sample (this script's and solver_guess.py's):
    the builds' paths, the sample's size and the rounds."""
    parser = argparse.ArgumentParser(
        description=description, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("builds", nargs="+")
    parser.add_argument("--coinche", type=int, default=coinche)
    parser.add_argument("--contree", type=int, default=contree)
    parser.add_argument("--rounds", type=int, default=rounds)
    return parser


def main() -> None:
    args = sample_parser(__doc__, 50, 20, 3).parse_args()
    builds = [(path, load(path)) for path in args.builds]
    cases = sample(args.coinche, args.contree)
    results: dict[tuple[str, str], tuple[int, float, str]] = {}
    for _ in range(args.rounds):
        for path, module in builds:
            solver_core._solvecore = module  # type: ignore[assignment]
            by_variant: dict[str, tuple[int, float, list[int]]] = {}
            for name, variant, kind, trump, side, start in cases:
                tick = time.process_time()
                solver = Solver(variant, kind, trump, side)
                value = solver.value(start)
                spent = time.process_time() - tick
                nodes, cpu, values = by_variant.get(name, (0, 0.0, []))
                by_variant[name] = (nodes + solver.nodes, cpu + spent, [*values, value])
            for name, (nodes, cpu, values) in by_variant.items():
                digest = hashlib.md5(repr(values).encode()).hexdigest()[:10]
                best = results.get((name, path))
                results[(name, path)] = (nodes, cpu if best is None else min(cpu, best[1]), digest)
    for (name, path), (nodes, cpu, digest) in sorted(results.items()):
        print(f"{name:8} {path:50} positions {nodes:>11,}  best CPU {cpu:6.2f} s  values {digest}")


if __name__ == "__main__":
    main()
