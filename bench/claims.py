"""What the deals of a file cost by verdict, and the whole file, in CPU time: before and after a
change, side by side (written for wrong claims moving to the fast path; any verdict is shown).

Why CPU time, in one run, alternating: the machine is shared and its wall clock drifts by a factor
of two within minutes; each tree is measured by its own process (`PYTHONPATH=TREE`), the trees
taking turns, and each figure is the best of `--repeat` passes.

    python bench/claims.py CORPUS/VARIANT-illegal.jsonl ... [--repeat 3] [--before TREE]

For each file and tree it prints:

- `json.loads`: the CPU time of `json.loads` on every line of the file, in the same process (the
  baseline of the batch's ratio);
- `loop`: the CPU time of the batch's own loop over the file (`LineChecker.check_fast`, then
  `LineChecker.check` when it declines, as `cli/batch.py` runs them; a new checker each pass: cold
  memos), and its ratio to `json.loads`;
- `command`: the CPU time (user + system, start-up included) of `refscore check FILE --format jsonl
  -o OUT`, as its own process, and the same ratio;
- by verdict (status, and `ref` when the reference path judged it): how many deals, CPU per deal
  (µs) and its share of the loop's time.

TREE is a checkout or an unpacked commit of refscore (`git archive COMMIT | tar -x -C TREE`, with the
built `refscore/_fastcore*.so` copied in); without `--before`, only this checkout is measured.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

MEASURE = r"""
import gc, json, sys, time
from refscore.fast.batch_lines import LineChecker
from refscore.load.variant_loader import shipped_variant

path, name, repeat = sys.argv[1], sys.argv[2], int(sys.argv[3])
lines = open(path, "rb").read().split(b"\n")
lines = [line for line in lines if line.strip()]
variant = shipped_variant(name)
gc.freeze()

def reader():
    started = time.process_time()
    for line in lines:
        json.loads(line)
    return time.process_time() - started

def loop():
    checker = LineChecker(lambda _: variant, path)
    clock = time.process_time
    costs = {}
    started = clock()
    for number, raw in enumerate(lines, 1):
        begun = clock()
        done = checker.check_fast(number, raw)
        if done is not None:
            key = done[1]
        else:
            key = "ref " + checker.check(number, raw).status
        spent = clock() - begun
        cost = costs.setdefault(key, [0, 0.0])
        cost[0] += 1
        cost[1] += spent
    return clock() - started, costs

best_read = min(reader() for _ in range(repeat))
best_loop, best_costs = float("inf"), {}
for _ in range(repeat):
    seconds, costs = loop()
    if seconds < best_loop:
        best_loop, best_costs = seconds, costs
print(json.dumps({"read": best_read, "loop": best_loop, "costs": best_costs, "lines": len(lines)}))
"""


def command_cpu(tree: Path, path: Path, out: Path) -> float:
    """CPU seconds (user + system) of one `refscore check` process judging `path`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    command = [sys.executable, "-m", "refscore", "check", str(path), "--format", "jsonl", "-o", str(out)]
    done = subprocess.run(
        command, env={**os.environ, "PYTHONPATH": str(tree)}, cwd="/tmp", capture_output=True, check=False
    )
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed ({done.returncode}):\n{done.stderr.decode()}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def measure(tree: Path, path: Path, repeat: int) -> dict[str, object]:
    name = path.stem.removesuffix("-illegal")
    done = subprocess.run(
        [sys.executable, "-c", MEASURE, str(path), name, str(repeat)],
        env={**os.environ, "PYTHONPATH": str(tree)},
        cwd="/tmp",
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode:
        raise SystemExit(f"measuring {path} with {tree} failed:\n{done.stderr}")
    result: dict[str, object] = json.loads(done.stdout)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("files", type=Path, nargs="+")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--before", type=Path, help="a tree of refscore to measure alternately with this one")
    args = parser.parse_args()
    trees = ([("before", args.before.resolve())] if args.before else []) + [("after", HERE)]
    print(f"$ python {' '.join(sys.argv)}")
    load = os.getloadavg()[0]
    print(f"machine: {os.cpu_count()} cores, load average {load:.1f}; python {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "out.jsonl"
        for path in args.files:
            figures: dict[str, dict[str, object]] = {}
            commands: dict[str, float] = {label: float("inf") for label, _ in trees}
            for _ in range(args.repeat):  # the trees take turns
                for label, tree in trees:
                    commands[label] = min(commands[label], command_cpu(tree, path, out))
            for label, tree in trees:
                figures[label] = measure(tree, path, args.repeat)
            # the same work in every tree: the best of all is the baseline of both ratios
            read = min(float(figures[label]["read"]) for label, _ in trees)  # type: ignore[arg-type]
            for label, _ in trees:
                figure = figures[label]
                loop = float(figure["loop"])  # type: ignore[arg-type]
                print(
                    f"{path.name} [{label}]: {figure['lines']:,} lines; json.loads {read:.3f} s CPU;"
                    f" loop {loop:.3f} s ({read / loop:.2f} of json.loads);"
                    f" command {commands[label]:.3f} s ({read / commands[label]:.2f})"
                )
                costs: dict[str, list[float]] = figure["costs"]  # type: ignore[assignment]
                for key, (count, seconds) in sorted(costs.items()):
                    print(
                        f"    {key:<18} {int(count):>6,} deals {seconds / count * 1e6:>9.1f} µs/deal"
                        f" {seconds / loop:>6.1%} of the loop"
                    )


if __name__ == "__main__":
    main()
