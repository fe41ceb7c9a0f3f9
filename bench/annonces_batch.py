"""The batch's CPU per deal, deals that declare annonces apart, beside `json.loads` of the same lines.

Why: the declared annonces of a deal are classified (a memo, filled in Python on a miss) and settled
(the kernel's tables, walked by the compiled core); this shows what a deal with annonces costs next
to one without, legal and illegal, as a batch runs them: `LineChecker.check_fast` on every line of
the file with a fresh checker each round (cold memos, as `refscore check` starts), CPU time
(`time.process_time_ns`, per line), best round of `--rounds`. The baseline, `json.loads` of every
line, is measured in the same rounds; "ratio" is its time over the batch's (the target:
1/3 or better; start-up not included, unlike bench/ratio.py).

    python bench/make_corpus.py CORPUS --deals 20000 --realistic [--illegal 0.1]
    python bench/annonces_batch.py CORPUS/chien-3-illegal.jsonl chien-3 [--rounds 5]

To compare two trees in one run, call it alternately with PYTHONPATH set to each.
"""

from __future__ import annotations

import argparse
import gc
import json
import time

from refscore.fast.batch_lines import LineChecker
from refscore.load.variant_loader import shipped_variant


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("variant")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    variant = shipped_variant(args.variant)
    with open(args.file, "rb") as handle:
        lines = handle.read().split(b"\n")
    lines = [line for line in lines if line.strip()]
    declares = [b'"annonces": [{' in line or b'"annonces":[{' in line for line in lines]
    gc.freeze()
    best_loads = best_total = float("inf")
    best: dict[str, list[int]] = {}
    for _ in range(args.rounds):
        clock = time.process_time_ns
        start = clock()
        for line in lines:
            json.loads(line)
        best_loads = min(best_loads, clock() - start)
        checker = LineChecker(lambda _data: variant, args.file)
        buckets: dict[str, list[int]] = {}
        total = 0
        for number, (line, declared) in enumerate(zip(lines, declares, strict=True), start=1):
            before = clock()
            answer = checker.check_fast(number, line)
            spent = clock() - before
            total += spent
            status = answer[1] if answer is not None else "reference"
            bucket = buckets.setdefault(f"{status}, {'with' if declared else 'no'} annonces", [0, 0])
            bucket[0] += 1
            bucket[1] += spent
        if total < best_total:
            best_total, best = total, buckets
    count = len(lines)
    print(f"{args.file} ({args.variant}): {count} deals, best of {args.rounds} rounds (CPU)")
    print(f"  json.loads          {best_loads / count / 1e3:7.2f} us/line")
    ratio = best_loads / best_total
    print(f"  check_fast          {best_total / count / 1e3:7.2f} us/deal   ratio {ratio:.3f}")
    for name, (deals, spent) in sorted(best.items()):
        print(f"    {name:<28} {deals:6d} deals {spent / deals / 1e3:7.2f} us/deal")


if __name__ == "__main__":
    main()
