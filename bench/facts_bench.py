"""Speed of scoring from facts (`refscore score`'s engine) and of `refscore infer`, against a baseline
measured in the same run: `json.loads` of the same facts records, and `check_deal` of the deals they
come from.

    python bench/facts_bench.py --deals 2000 --variant coinche --repeat 3

Not run by the tests. Every figure is the best of --repeat runs, measured side by side (the machine
is shared and its speed drifts).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from pathlib import Path

from refscore.judge.check import check_deal
from refscore.judge.facts_check import facts_of_result, read_facts, score_facts
from refscore.judge.generate import random_deal
from refscore.judge.infer import infer_rules, load_space
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import read_record

ROOT = Path(__file__).resolve().parent.parent


def best(repeat: int, work: Callable[[], object]) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--variant", default="coinche")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    variant = shipped_variant(args.variant)
    deals, facts = [], []
    for seed in range(args.deals):
        data = random_deal(variant, seed)
        checked = check_deal(read_record(data, variant), variant)
        if checked.score is not None:
            deals.append(data)
            facts.append(json.dumps(facts_of_result(checked)))
    print(f"{len(facts)} scored deals of {args.variant} (seeds 0..{args.deals - 1}), best of {args.repeat}")

    def loads() -> None:
        for text in facts:
            json.loads(text)

    def score() -> None:
        for text in facts:
            score_facts(read_facts(json.loads(text), variant))

    def check() -> None:
        for data in deals:
            check_deal(read_record(data, variant), variant)

    base = best(args.repeat, loads)
    scored = best(args.repeat, score)
    checked_time = best(args.repeat, check)
    n = len(facts)
    print(f"json.loads of the facts records   {base * 1e6 / n:9.1f} µs a record (baseline)")
    ratio = scored / base
    print(f"read_facts + score_facts          {scored * 1e6 / n:9.1f} µs a record ({ratio:.0f}x baseline)")
    print(f"read_record + check_deal (deals)  {checked_time * 1e6 / n:9.1f} µs a deal")
    sheet = json.loads((ROOT / "conformance" / "games" / "chute-160.json").read_text(encoding="utf-8"))
    space = load_space(None)
    found = infer_rules(sheet, shipped_variant("coinche"), space)
    seconds = best(args.repeat, lambda: infer_rules(sheet, shipped_variant("coinche"), space))
    print(
        f"infer chute-160.json              {seconds:9.2f} s ({found.tried} rule sets tried, "
        f"found: {'; '.join(c.label for c in found.changes)})"
    )


if __name__ == "__main__":
    main()
