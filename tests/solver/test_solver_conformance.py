"""The fast solver gives the value of every double-dummy conformance case (computed by brute force)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from refscore.base.cards import parse_card
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import parse_trump
from refscore.solver import Position, Solver

CASES: list[dict[str, Any]] = json.loads(
    (Path(__file__).resolve().parents[2] / "conformance" / "double-dummy" / "cases.json").read_text(
        encoding="utf-8"
    )
)["cases"]


@pytest.mark.parametrize("case", CASES, ids=[case["id"] for case in CASES])
def test_case(case: dict[str, Any]) -> None:
    v = shipped_variant(case["variant"])
    trump = parse_trump(case["trump"], "$.trump")
    position = Position(
        tuple(tuple(sorted(parse_card(c) for c in case["hands"][seat])) for seat in v.seats),
        v.seats.index(case["leader"]),
        tuple(parse_card(c) for c in case["trick"]),
        tuple(v.seats.index(seat) for seat in case["winners"]),
    )
    assert Solver(v, trump.kind, trump.suit, case["side"]).value(position) == case["value"]
