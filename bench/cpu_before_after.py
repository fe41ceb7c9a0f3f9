"""CPU seconds (user + system of the child, start-up included) of `refscore check FILE --format jsonl
-o OUT` for two checkouts, alternating, best of ROUNDS; and of `json.loads` alone on the same lines.

    cd /tmp && python BENCH/cpu_before_after.py FILE BEFORE_TREE AFTER_TREE [ROUNDS]

Each tree is put first on PYTHONPATH (its compiled core built in place); the outputs must be equal
byte for byte, which the last field says. Run from a folder that holds no `refscore` package.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile


def cpu(command: list[str], env: dict[str, str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def main() -> None:
    path, before, after = sys.argv[1:4]
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    best: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        outputs = {name: os.path.join(folder, f"{name}.jsonl") for name in ("before", "after")}
        for _ in range(rounds):
            for name, tree in (("before", before), ("after", after)):
                env = dict(os.environ, PYTHONPATH=tree)
                command = [sys.executable, "-m", "refscore", "check", path, "--format", "jsonl"]
                spent = cpu([*command, "-o", outputs[name]], env)
                best[name] = min(best.get(name, float("inf")), spent)
            read = [
                sys.executable,
                "-c",
                "import json, sys\nfor line in open(sys.argv[1], 'rb'): json.loads(line)",
            ]
            best["json.loads"] = min(
                best.get("json.loads", float("inf")), cpu([*read, path], dict(os.environ))
            )
        with open(outputs["before"], "rb") as one, open(outputs["after"], "rb") as other:
            same = one.read() == other.read()
    figures = ", ".join(f"{name} {seconds:.2f} s" for name, seconds in best.items())
    alone = best["json.loads"]
    ratios = f"json.loads/check before {alone / best['before']:.2f} after {alone / best['after']:.2f}"
    print(f"{os.path.basename(path)}: {figures}; {ratios}; same output: {same}")


if __name__ == "__main__":
    main()
