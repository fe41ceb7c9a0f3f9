#!/usr/bin/env python3
"""A deliberately wrong engine: the example adapter with one rule of the resolved variant changed.

Why it exists: tests/conformance/test_conformance_mutants.py runs the corpus through it to prove that the harness
catches real mistakes, and reports exactly the cases they affect. Each mutation is a mistake an
engine author could make:

    partner-master     forgets the partner-master exception: must ruff even when the partner is master
    belote-multiplied  multiplies the belote on a coinche (it is never multiplied)
    chute-160          scores a failed contract with a chute of 160 in a 162 variant
    dd-no-der          a double-dummy solver that forgets the dix de der (double-dummy questions
                       only: its deal checks stay right)

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

from refscore.model.variant import Variant

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


def forget_dix_de_der(data: dict[str, Any]) -> None:
    for key in ("value", "capot", "generale"):
        data["dix_de_der"][key] = 0


#: Mistakes of a double-dummy solver: the variant is changed for the double-dummy questions only.
SOLVER_MUTATIONS: dict[str, Mutation] = {"dd-no-der": forget_dix_de_der}


class SolverMutant(Adapter):
    """Right on deal records, wrong on double-dummy positions."""

    def __init__(self, mutation: Mutation, name: str) -> None:
        super().__init__(name=name)
        self.solver = Adapter(mutated_builder(mutation), name=name)

    def judge(self, request: Mapping[str, Any]) -> dict[str, Any]:
        if request.get("question") == "double-dummy":
            return self.solver.judge(request)
        return super().judge(request)


def mutated_builder(mutation: Mutation) -> Callable[[Mapping[str, Any]], Variant]:
    def build(data: Mapping[str, Any]) -> Variant:
        changed = copy.deepcopy(dict(data))
        mutation(changed)
        return build_from_request(changed)

    return build


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in {**MUTATIONS, **SOLVER_MUTATIONS}:
        print(f"usage: wrong_engine.py {{{'|'.join([*MUTATIONS, *SOLVER_MUTATIONS])}}}", file=sys.stderr)
        sys.exit(2)
    name = sys.argv[1]
    if name in SOLVER_MUTATIONS:
        sys.exit(main(SolverMutant(SOLVER_MUTATIONS[name], name=f"wrong-engine-{name}")))
    sys.exit(main(Adapter(mutated_builder(MUTATIONS[name]), name=f"wrong-engine-{name}")))
