"""The CPU cost of declared annonces on the fast path: the deals of a file that declare some, checked
with and without their `annonces`, beside `json.loads` of the same lines, in one run.

Why: a realistic deal of contrée, officiel or the chien games declares annonces, which the compiled
core classifies with the memo of `refscore.fast.annonce_book` (Python fills it on a miss) and settles
with the kernel's tables (`refscore.kernel.annonces`; since then no settlement is computed in
Python on the compiled tier: "0 settlements" below; bench/annonces_batch.py for the batch). The figure
that matters is what they add to a deal, with cold memos as a batch starts (a fresh checker each
round) and warm (the same checker again: only the lookups). CPU time (`time.process_time`), best of
`--rounds`, the variants alternating within each round: the machine's load moves wall-clock times.
"With" minus "without" also counts the scoring memo's extra misses (annonce points vary the scoring
key), which is the scorer's cost, not the annonces'; the miss counts say how much of the rest is
the settlements computed in Python (the pure tier's memo) and the declarations classified.

    python bench/make_corpus.py CORPUS --deals 20000 --realistic
    python bench/annonces_cost.py CORPUS/contree.jsonl contree [--rounds 5]
"""

from __future__ import annotations

import argparse
import gc
import json
import time
from typing import Any

from refscore.fast.checker import FastChecker
from refscore.load.variant_loader import shipped_variant


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("variant")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    variant = shipped_variant(args.variant)
    with open(args.file, "rb") as handle:
        lines = [line for line in handle if b'"annonces"' in line]
    if not lines:
        raise SystemExit(f"{args.file}: no deal declares annonces")
    declared = [json.loads(line) for line in lines]
    stripped = [{key: value for key, value in data.items() if key != "annonces"} for data in declared]

    def loads() -> float:
        start = time.process_time()
        for line in lines:
            json.loads(line)
        return time.process_time() - start

    def check(records: list[dict[str, Any]], checker: FastChecker) -> float:
        gc.collect()
        start = time.process_time()
        for data in records:
            checker.check(data)
        return time.process_time() - start

    best = dict.fromkeys(("json.loads", "cold with", "cold without", "warm with", "warm without"), 1e9)
    for _ in range(args.rounds):
        best["json.loads"] = min(best["json.loads"], loads())
        for name, records in (("with", declared), ("without", stripped)):
            checker = FastChecker(variant)
            best[f"cold {name}"] = min(best[f"cold {name}"], check(records, checker))
            best[f"warm {name}"] = min(best[f"warm {name}"], check(records, checker))
            if name == "with":  # (before refscore.fast.annonce_book: the checker's own two memos)
                book = getattr(checker, "annonce_book", None)
                misses = (
                    (len(book.settled), len(book.classes))
                    if book is not None
                    else (len(checker.annonce_memo), len(checker.declarations))
                )
    count = len(lines)
    per = {name: seconds / count * 1e6 for name, seconds in best.items()}
    tier = "compiled core" if FastChecker(variant).core is not None else "pure Python tier"
    each = sum(len(data["annonces"]) for data in declared) / count
    print(f"{args.variant} ({tier}): {count} deals declare annonces, {each:.2f} each")
    print(f"  json.loads            {per['json.loads']:7.2f} us/line")
    for state in ("cold", "warm"):
        cost = per[f"{state} with"] - per[f"{state} without"]
        print(
            f"  check {state}: with {per[f'{state} with']:7.2f}, without {per[f'{state} without']:7.2f}"
            f" us/deal: annonces {cost:5.2f} us/deal"
        )
    print(
        f"  cold memos: {misses[0]} settlements computed ({misses[0] / count:.0%} of the deals),"
        f" {misses[1]} declarations classified"
    )


if __name__ == "__main__":
    main()
