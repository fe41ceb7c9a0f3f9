"""Write a seeded corpus of random legal deals, one JSON Lines file per variant, for the benchmarks.

Why a script and not committed files: 100,000 deals of each variant are about 80 MB; the same seed
makes the same corpus anywhere (`refscore.generate.random_deal`), so only the command is kept.

    python bench/make_corpus.py OUT_DIR [--deals 100000] [--variant coinche ...] [--seed 0] [--claims]

`--claims` adds the score the table wrote down (the right one, as the fast path computes it), so
that the check also compares claims, as it would on a real regression corpus.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from pathlib import Path

from refscore.fast import FastChecker
from refscore.generate import random_deal
from refscore.variant_loader import shipped_names, shipped_variant


def write_variant(name: str, folder: Path, deals: int, seed: int, claims: bool) -> tuple[str, int, float]:
    """Write `folder/NAME.jsonl`; returns (name, deals, seconds)."""
    started = time.perf_counter()
    variant = shipped_variant(name)
    checker = FastChecker(variant)
    path = folder / f"{name}.jsonl"
    temporary = path.with_suffix(".jsonl.tmp")
    with temporary.open("w", encoding="utf-8") as out:
        for index in range(deals):
            deal = random_deal(variant, seed + index)
            if claims:
                result = checker.check(json.loads(json.dumps(deal)))
                if result is None or result["scores"] is None:
                    raise SystemExit(f"{name} seed {seed + index}: the fast path declined a random deal")
                deal["claim"] = result["scores"]
            out.write(json.dumps(deal, ensure_ascii=False) + "\n")
    temporary.replace(path)
    return name, deals, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("out", type=Path, help="folder to write NAME.jsonl files into")
    parser.add_argument("--deals", type=int, default=100_000, help="deals per variant (default 100000)")
    parser.add_argument("--variant", action="append", help="only this variant (repeatable; default: all)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first deal (default 0)")
    parser.add_argument("--claims", action="store_true", help="add the right claimed score to each deal")
    parser.add_argument("--jobs", type=int, default=2, help="variants written in parallel (default 2)")
    args = parser.parse_args()
    names = args.variant or shipped_names()
    args.out.mkdir(parents=True, exist_ok=True)
    print(f"$ python {' '.join(sys.argv)}")
    jobs = [(name, args.out, args.deals, args.seed, args.claims) for name in names]
    with multiprocessing.Pool(max(1, min(args.jobs, len(jobs)))) as pool:
        for name, deals, seconds in pool.starmap(write_variant, jobs):
            size = (args.out / f"{name}.jsonl").stat().st_size
            print(f"{name:<10} {deals:>8,} deals  {size / 1e6:7.1f} MB  written in {seconds:6.1f} s")


if __name__ == "__main__":
    main()
