"""Generated (regression) cases: seeded random legal deals, with the reference engine's expectations.

Why kept apart from the normative cases: their expectations are refscore's own output, not worked by
hand, so they catch an engine that drifts from refscore (or refscore from itself), not a misreading
of the rules. Each record is `refscore.judge.generate.random_deal(variant, seed)`; a deal made for one
variant is also judged under the variants that share its seats, which shows how house rules change
a score. Run `python -m refscore.conformance.generated` from a checkout to rewrite the files.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import refscore
from refscore.base.version import __version__
from refscore.judge.check import check_deal
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import read_record

from . import jsonfmt
from .corpus import CORPUS_FORMAT
from .features import used_features
from .reference import reference_answer

#: variant -> (number of seeds, the variants that also judge its deals)
PLAN: dict[str, tuple[int, tuple[str, ...]]] = {
    "coinche": (40, ("coinche", "coinche-5", "contree")),
    "coinche-5": (20, ("coinche-5", "contree", "coinche")),
    "contree": (40, ("contree", "coinche-5", "coinche")),
    "officiel": (40, ("officiel",)),
    "chien-3": (40, ("chien-3",)),
    "chien-2": (40, ("chien-2",)),
    "belote": (40, ("belote",)),
}
_ALWAYS_RULES = ("deal.deck", "deal.seats", "auction.end", "play.follow-suit", "play.trick-winner")


def _expectation(variant_name: str, record: dict[str, Any]) -> tuple[dict[str, Any], set[str]]:
    """The reference engine's verdict as an expectation, and the rules its breakdown cites."""
    variant = shipped_variant(variant_name)
    answer = reference_answer(variant, "check", record)
    expected: dict[str, Any] = {"status": answer["status"]}
    rules: set[str] = set()
    if answer.get("violation"):
        expected["violation"] = answer["violation"]
        rules.add(answer["violation"]["rule"])
    if answer.get("made") is not None:
        expected["made"] = answer["made"]
    if answer.get("units"):
        expected["units"] = answer["units"]
    if answer.get("scores") is not None:
        expected["scores"] = answer["scores"]
    if answer["status"] == "legal":
        result = check_deal(read_record(record, variant), variant)
        rules |= {line.rule for line in result.lines}
    return expected, rules


def generated_case(variant_name: str, seed: int, judges: tuple[str, ...]) -> dict[str, Any]:
    record = random_deal(shipped_variant(variant_name), seed)
    record.pop("variant", None)
    record.pop("id", None)
    expect: dict[str, Any] = {}
    rules: set[str] = set(_ALWAYS_RULES)
    for judge in judges:
        expect[judge], cited = _expectation(judge, record)
        rules |= cited
    statuses = {expected["status"] for expected in expect.values()}
    features = used_features(record, "check", statuses, [shipped_variant(name) for name in judges])
    contract = next(call for call in record["auction"] if call["call"] in ("bid", "take"))
    value = contract.get("value", "take")
    trump = contract.get("trump", f"the turned {record.get('turned')}")
    return {
        "id": f"gen-{variant_name}-{seed:04d}",
        "kind": "generated",
        "description": f"random legal {variant_name} deal, seed {seed}: "
        f"{value} {trump} by {contract['seat']}",
        "rules": sorted(rules),
        "features": sorted(features),
        "seed": seed,
        "record": record,
        "expect": expect,
    }


def generated_file(variant_name: str) -> dict[str, Any]:
    count, judges = PLAN[variant_name]
    return {
        "$schema": "../case.schema.json",
        "format": CORPUS_FORMAT,
        "topic": f"generated {variant_name} deals (regression)",
        "description": "Expectations produced by the reference engine, not worked by hand: "
        "see conformance/README.md.",
        "kind": "generated",
        "generator": {
            "function": "refscore.judge.generate.random_deal",
            "variant": variant_name,
            "seeds": [1, count],
            "expectations_by": f"refscore {__version__}",
        },
        "cases": [generated_case(variant_name, seed, judges) for seed in range(1, count + 1)],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="only report files that would change")
    args = parser.parse_args(argv)
    folder = Path(refscore.__file__).resolve().parent.parent / "conformance" / "generated"
    if not folder.is_dir():
        print(f"no corpus checkout at {folder}: regenerate from a source tree", file=sys.stderr)
        return 2
    changed = 0
    for name in PLAN:
        path = folder / f"{name}.json"
        text = jsonfmt.dumps(generated_file(name))
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old != text:
            changed += 1
            print(f"{'would change' if args.check else 'wrote'} {path}")
            if not args.check:
                path.write_text(text, encoding="utf-8")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
