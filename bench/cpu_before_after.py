"""CPU seconds (user + system of the child, start-up included) of `refscore check FILE --format jsonl
-o OUT` for two checkouts, alternating, best and median of ROUNDS; and of `json.loads` alone on the
same lines.

    env -u PYTHONDONTWRITEBYTECODE python bench/cpu_before_after.py FILE BEFORE_TREE AFTER_TREE [ROUNDS]

Each tree is put first on PYTHONPATH (its compiled core built in place, its bytecode compiled); the
children run in a scratch folder, as `python -m` puts the working folder before PYTHONPATH (run
from a checkout, both would be that checkout). The outputs must be equal byte for byte, which the
last field says. Why medians too: on a shared machine a burst of load can slow all of one side's
few runs; alternating runs meet the same load, and the median of many is the steadier figure.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile


def cpu(command: list[str], env: dict[str, str], folder: str) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        command, env=env, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def main() -> None:
    path, before, after = sys.argv[1:4]
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    runs: dict[str, list[float]] = {"before": [], "after": [], "json.loads": []}
    path, before, after = (os.path.abspath(name) for name in (path, before, after))
    with tempfile.TemporaryDirectory() as folder:
        outputs = {name: os.path.join(folder, f"{name}.jsonl") for name in ("before", "after")}
        for _ in range(rounds):
            for name, tree in (("before", before), ("after", after)):
                env = dict(os.environ, PYTHONPATH=tree)
                command = [sys.executable, "-m", "refscore", "check", path, "--format", "jsonl"]
                runs[name].append(cpu([*command, "-o", outputs[name]], env, folder))
            read = [
                sys.executable,
                "-c",
                "import json, sys\nfor line in open(sys.argv[1], 'rb'): json.loads(line)",
            ]
            runs["json.loads"].append(cpu([*read, path], dict(os.environ), folder))
        with open(outputs["before"], "rb") as one, open(outputs["after"], "rb") as other:
            same = one.read() == other.read()
    best = {name: min(seconds) for name, seconds in runs.items()}
    middle = {name: statistics.median(seconds) for name, seconds in runs.items()}
    figures = ", ".join(f"{name} {best[name]:.3f} / {middle[name]:.3f} s" for name in runs)
    ratios = ", ".join(
        f"{name} {best['json.loads'] / best[name]:.2f} / {middle['json.loads'] / middle[name]:.2f}"
        for name in ("before", "after")
    )
    name = os.path.basename(path)
    print(f"{name} (best / median): {figures}; json.loads/check: {ratios}; same output: {same}")


if __name__ == "__main__":
    main()
