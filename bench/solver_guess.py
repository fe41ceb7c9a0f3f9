"""Compare builds of the compiled solver on solves given a guess (`Solver.value(start, guess=...)`).

Why: bench/solver_builds.py solves without a guess, as bench_solver.py does, and never reaches the
driver's path from a guess (refscore analyse passes one: the value before a card, the best value of
another way of taking). Here every position of solver_builds.py's sample is first solved without a
guess (its value, not timed), then, with a fresh solver each time, from the value plus each
`--offsets` point: positions searched (`Core.stats`) and best CPU time of the rounds, per build and
offset, side by side in one process, and a checksum of the values (which must be equal, and equal
to the value without a guess). For instruction counts run one build and one round under callgrind
with `--toggle-collect='Core_value'` (the solves without a guess run first, in the same function:
subtract a run with `--offsets` empty, `--offsets=`).

    python bench/solver_guess.py /tmp/old.so refscore/solver/_solvecore.cpython-311-x86_64-linux-gnu.so \\
        [--coinche 30] [--contree 10] [--rounds 2] [--offsets=0,3,-3,10,-10,25,-25]
"""

from __future__ import annotations

import hashlib
import time

from solver_builds import load, sample, sample_parser

from refscore.solver import Solver
from refscore.solver import core as solver_core


def main() -> None:
    parser = sample_parser(__doc__, 30, 10, 2)
    parser.add_argument("--offsets", default="0,3,-3,10,-10,25,-25")
    args = parser.parse_args()
    offsets = [int(word) for word in args.offsets.split(",") if word]
    builds = [(path, load(path)) for path in args.builds]
    cases = sample(args.coinche, args.contree)
    solver_core._solvecore = builds[0][1]  # type: ignore[assignment]
    exact = [
        Solver(variant, kind, trump, side).value(start) for _, variant, kind, trump, side, start in cases
    ]
    results: dict[tuple[str, int, str], tuple[int, float, str]] = {}
    for _ in range(args.rounds):
        for path, module in builds:
            solver_core._solvecore = module  # type: ignore[assignment]
            for offset in offsets:
                by_variant: dict[str, tuple[int, float, list[int]]] = {}
                for (name, variant, kind, trump, side, start), value in zip(cases, exact, strict=True):
                    tick = time.process_time()
                    solver = Solver(variant, kind, trump, side)
                    got = solver.value(start, guess=value + offset)
                    spent = time.process_time() - tick
                    assert got == value, (
                        f"{name} {kind} {trump}: {got} from guess {value + offset}, not {value}"
                    )
                    nodes, cpu, values = by_variant.get(name, (0, 0.0, []))
                    by_variant[name] = (nodes + solver.nodes, cpu + spent, [*values, got])
                for name, (nodes, cpu, values) in by_variant.items():
                    digest = hashlib.md5(repr(values).encode()).hexdigest()[:10]
                    best = results.get((name, offset, path))
                    results[(name, offset, path)] = (
                        nodes,
                        cpu if best is None else min(cpu, best[1]),
                        digest,
                    )
    for (name, offset, path), (nodes, cpu, digest) in sorted(results.items()):
        print(
            f"{name:8} guess {offset:+4d} {path:50} positions {nodes:>11,}  "
            f"best CPU {cpu:6.2f} s  values {digest}"
        )


if __name__ == "__main__":
    main()
