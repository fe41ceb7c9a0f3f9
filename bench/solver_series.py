"""Run bench_solver.py several times for each installed build, alternating, and sum the runs up.

Why: the solver's main figure (the four suit trumps' median per deal, target <= 20 ms) is one number
per run, and this shared two-core machine's speed drifts by about a third between runs (the baseline
that bench_solver.py measures in the same run, `json.loads` + `check_deal`, moved 1.9-3.1 ms a deal
within one day). One run then says more about the machine than about the solver. This script runs
`bench_solver.py --deals N` with each given interpreter in turn (each one a virtual environment
where a build of refscore is installed), round after round, and prints every run's baseline and
medians, then, per build, the median of the runs' medians and how many runs were at most the target.

    python bench/solver_series.py /tmp/final/bin/python /tmp/start/bin/python [--rounds 6]
        [--deals 1000] [--target 20]

Each run is a separate process started from the system's temporary folder, so that it imports the
refscore installed with that interpreter, not a source tree's. bench_solver.py is copied there.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import subprocess
import tempfile
from pathlib import Path

#: the lines of bench_solver.py's output read here, and the figure each gives
FIGURES = {
    "baseline": re.compile(r"baseline json\.loads \+ check_deal: ([\d.]+) ms"),
    "suits": re.compile(r"four suit trumps, per deal: median ([\d.]+) ms, p95 ([\d.]+) ms, max ([\d.]+) ms"),
    "every": re.compile(
        r"every trump mode \(\d+\), per deal: median ([\d.]+) ms, p95 ([\d.]+) ms, max ([\d.]+) ms"
    ),
    "over": re.compile(r"four suit trumps, per deal: .*over 1 s: (\d+) of"),
}


def run_once(python: str, script: Path, deals: int) -> dict[str, tuple[float, ...]]:
    """One bench_solver.py run with `python`; its figures, or an error naming what was missing."""
    try:
        done = subprocess.run(
            [python, str(script), "--deals", str(deals)],
            cwd=script.parent,
            capture_output=True,
            text=True,
            check=False,
        )
    except OSError as error:
        raise SystemExit(f"{python}: cannot be run ({error.strerror})") from None
    found: dict[str, tuple[float, ...]] = {}
    for name, pattern in FIGURES.items():
        match = pattern.search(done.stdout)
        if match is None:
            raise SystemExit(
                f"{python}: bench_solver.py printed no '{name}' figure "
                f"(exit {done.returncode}):\n{done.stderr}"
            )
        found[name] = tuple(float(group) for group in match.groups())
    return found


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("pythons", nargs="+", help="interpreters, each with a build of refscore installed")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--target", type=float, default=20.0, help="the four suits' median to meet, in ms")
    args = parser.parse_args()
    medians: dict[str, list[float]] = {python: [] for python in args.pythons}
    with tempfile.TemporaryDirectory() as folder:
        script = Path(folder) / "bench_solver.py"
        shutil.copy(Path(__file__).with_name("bench_solver.py"), script)
        figures = "median / p95 / max"
        print(f"| run | build | baseline | four suit trumps: {figures} | every mode: {figures} |")
        print("|---|---|---|---|---|")
        for round_ in range(1, args.rounds + 1):
            for python in args.pythons:
                found = run_once(python, script, args.deals)
                medians[python].append(found["suits"][0])
                suits = " / ".join(f"{value:.1f}" for value in found["suits"])
                every = " / ".join(f"{value:.1f}" for value in found["every"])
                print(
                    f"| {round_} | {python} | {found['baseline'][0]:.2f} ms | {suits} ms "
                    f"(over 1 s: {found['over'][0]:.0f}) | {every} ms |",
                    flush=True,
                )
    for python, values in medians.items():
        met = sum(value <= args.target for value in values)
        print(
            f"{python}: four suit trumps' median {min(values):.1f}-{max(values):.1f} ms over "
            f"{len(values)} runs, median of the runs {statistics.median(values):.1f} ms; "
            f"at most {args.target:g} ms in {met} of {len(values)}"
        )


if __name__ == "__main__":
    main()
