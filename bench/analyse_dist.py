"""Analyse seeded JSON Lines shards in one process and on a local Dask cluster; compare the bytes.

Why: `refscore analyse SHARDS/ --dask local:N` must give exactly what one process gives (the issue's
bar: 1,000 deals). Both runs are `python -m refscore analyse` subprocesses on the same shards; the
script prints each output's SHA-256, whether they are identical, and the wall clock and CPU time of
each run (CPU: the subprocess and its children, `resource.RUSAGE_CHILDREN`; a Dask worker's CPU counts
when its process ends with the cluster).

    python bench/analyse_dist.py [--deals 1000] [--shards 8] [--workers 2] [--seed 1] [--variant coinche]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant


def run(command: list[str]) -> tuple[bytes, float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    done = subprocess.run(command, capture_output=True, check=False)
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode not in (0, 2):
        sys.exit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr.decode()[-2000:]}")
    return done.stdout, wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--shards", type=int, default=8)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="coinche")
    args = parser.parse_args()
    variant = shipped_variant(args.variant)
    with tempfile.TemporaryDirectory() as folder:
        per = -(-args.deals // args.shards)
        for shard in range(args.shards):
            numbers = range(shard * per, min(args.deals, (shard + 1) * per))
            lines = [json.dumps(random_deal(variant, args.seed * 1_000_003 + n)) for n in numbers]
            Path(folder, f"part-{shard:03d}.jsonl").write_text("".join(f"{line}\n" for line in lines))
        base = [sys.executable, "-m", "refscore", "analyse", folder, "--format", "json"]
        one, one_wall, one_cpu = run(base)
        spread, wall, cpu = run([*base, "--dask", f"local:{args.workers}"])
    print(f"command: {' '.join(sys.argv)}; {os.cpu_count()} cores, load average {os.getloadavg()}")
    print(f"{args.deals} deals of {variant.id} in {args.shards} shards (random_deal, seed {args.seed})")
    print(f"one process: {len(one.splitlines())} lines, sha256 {hashlib.sha256(one).hexdigest()}")
    print(f"  wall {one_wall:.1f} s, CPU {one_cpu:.1f} s")
    digest = hashlib.sha256(spread).hexdigest()
    print(f"--dask local:{args.workers}: {len(spread.splitlines())} lines, sha256 {digest}")
    print(f"  wall {wall:.1f} s, CPU {cpu:.1f} s")
    print("identical" if one == spread else "DIFFERENT")
    if one != spread:
        sys.exit(1)


if __name__ == "__main__":
    main()
