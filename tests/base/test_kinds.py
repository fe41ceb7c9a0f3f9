"""Each `Literal` of refscore/base/kinds.py is the `enum` of the published schema that defines the word.

Why: the engine compares statuses, phases and call kinds as strings; typed as `Literal` a misspelt
value is a mypy error, and this test keeps each `Literal` equal to its schema, so a value added on
one side only (a new status in the result schema, a new call in the deal schema) fails here.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, get_args

import pytest

from refscore.base import kinds

SPEC = Path(__file__).resolve().parents[2] / "spec"


def _at(schema: str, *path: str) -> Any:
    node: Any = json.loads((SPEC / schema).read_text(encoding="utf-8"))
    for key in path:
        node = node[key]
    return node


@pytest.mark.parametrize(
    ("literal", "enum"),
    [
        (kinds.Status, _at("result.schema.json", "properties", "status", "enum")),
        (kinds.Phase, _at("result.schema.json", "$defs", "violation", "properties", "phase", "enum")),
        (
            kinds.CallWord,
            _at("deal.schema.json", "properties", "auction", "items", "properties", "call", "enum"),
        ),
        (
            kinds.AuctionKindWord,
            _at("variant.schema.json", "properties", "auction", "properties", "kind", "enum"),
        ),
        (
            kinds.Irregularity,
            _at("result.schema.json", "$defs", "penalty", "properties", "irregularity", "enum"),
        ),
        (kinds.PenaltyMode, _at("result.schema.json", "$defs", "penalty", "properties", "mode", "enum")),
        (
            kinds.PenaltyMode,
            _at("variant.schema.json", "properties", "penalties", "properties", "play", "enum"),
        ),
        (
            kinds.PenaltyMode,
            _at("variant.schema.json", "properties", "penalties", "properties", "false_annonce", "enum"),
        ),
    ],
    ids=[
        "status",
        "phase",
        "call",
        "auction-kind",
        "irregularity",
        "penalty-mode",
        "penalties-play",
        "penalties-false-annonce",
    ],
)
def test_each_literal_is_its_schema_enum(literal: Any, enum: list[str]) -> None:
    assert list(get_args(literal)) == enum
