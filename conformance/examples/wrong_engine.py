#!/usr/bin/env python3
"""A deliberately wrong engine: the example adapter with one rule of the resolved variant changed.

Why it exists: tests/test_conformance_mutants.py runs the corpus through it to prove that the harness
catches real mistakes, and reports exactly the cases they affect. Each mutation is a mistake an
engine author could make:

    partner-master     forgets the partner-master exception: must ruff even when the partner is master
    belote-multiplied  multiplies the belote on a coinche (it is never multiplied)
    chute-160          scores a failed contract with a chute of 160 in a 162 variant

    refscore conformance run --engine "python3 conformance/examples/wrong_engine.py chute-160"
"""

from __future__ import annotations

import copy
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from adapter import Adapter, build_from_request, main

from refscore.variant import Variant

Mutation = Callable[[dict[str, Any]], None]


def forget_partner_master(data: dict[str, Any]) -> None:
    if data["play"]["must_ruff"] == "unless_partner_master":
        data["play"]["must_ruff"] = "always"


def multiply_belote(data: dict[str, Any]) -> None:
    for case in data["scoring"]["cases"]:
        for side in ("taker", "defence"):
            case[side] = str(case[side]).replace("own_belote", "(own_belote * mult)")


def chute_160(data: dict[str, Any]) -> None:
    if data["scoring"]["constants"].get("chute") == 162:
        data["scoring"]["constants"]["chute"] = 160


MUTATIONS: dict[str, Mutation] = {
    "partner-master": forget_partner_master,
    "belote-multiplied": multiply_belote,
    "chute-160": chute_160,
}


def mutated_builder(mutation: Mutation) -> Callable[[Mapping[str, Any]], Variant]:
    def build(data: Mapping[str, Any]) -> Variant:
        changed = copy.deepcopy(dict(data))
        mutation(changed)
        return build_from_request(changed)

    return build


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in MUTATIONS:
        print(f"usage: wrong_engine.py {{{'|'.join(MUTATIONS)}}}", file=sys.stderr)
        sys.exit(2)
    name = sys.argv[1]
    sys.exit(main(Adapter(mutated_builder(MUTATIONS[name]), name=f"wrong-engine-{name}")))
