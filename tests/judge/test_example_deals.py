"""The example deals shipped in conformance/deals/, one or more per variant, checked against values
worked out by hand (each file's `comment` shows the arithmetic): trick winners and points, each
scoring unit's score, and the table's claim confirmed.

Card values used by hand: trump J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4,
Q 3, J 2; the last trick 10 more.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from refscore import check_deal, read_record, shipped_names
from refscore.load.variant_loader import shipped_variant

DEALS = Path(__file__).resolve().parents[2] / "conformance" / "deals"

# file: (tricks as (winner, card points), scores); tricks and scores added up by hand
EXPECTED: dict[str, tuple[list[tuple[str, int]], dict[str, int]]] = {
    # 110 hearts made with 124: 234 / 38 (seed 002)
    "seed002-made": (
        [("S", 19), ("N", 34), ("E", 4), ("S", 31), ("E", 34), ("S", 5), ("S", 7), ("S", 18)],
        {"NS": 234, "EW": 38},
    ),
    # 110 hearts failed with 96: 0 / 162 + 110 = 272 (seed 002)
    "seed002-failed": (
        [("S", 47), ("W", 25), ("W", 14), ("E", 27), ("S", 5), ("S", 9), ("N", 21), ("N", 4)],
        {"NS": 0, "EW": 272},
    ),
    # 125 spades by steps of 5, NS 34: failed, EW 162 + 125 = 287
    "coinche-5-failed": (
        [("S", 15), ("W", 27), ("E", 17), ("W", 14), ("W", 39), ("S", 19), ("W", 10), ("W", 11)],
        {"NS": 0, "EW": 287},
    ),
    # 80 spades coinched, NS 104 + 10 + belote 20 = 134: made; 114 + 0 + 2 x 80 + 20 = 294; EW's tierce lost
    "contree-coinched-annonces": (
        [("N", 14), ("N", 34), ("W", 24), ("N", 16), ("N", 16), ("E", 24), ("S", 10), ("S", 14)],
        {"NS": 294, "EW": 0},
    ),
    # 80 diamonds, NS 85 + 10 = 95 > 67: made; 175 -> 180, 67 -> 70 (rounded, 5 up)
    "officiel-made-rounded": (
        [("N", 28), ("E", 13), ("W", 4), ("E", 16), ("S", 18), ("S", 23), ("W", 34), ("S", 16)],
        {"NS": 180, "EW": 70},
    ),
    # C takes 80 clubs: 68 + 10 + discard 4 = 82: made; C 80, A 6, B 74
    "chien-3-made": (
        [
            ("B", 10),
            ("A", 6),
            ("C", 24),
            ("B", 23),
            ("B", 20),
            ("B", 21),
            ("C", 13),
            ("C", 17),
            ("C", 14),
            ("C", 0),
        ],
        {"A": 6, "B": 74, "C": 80},
    ),
    # A takes 110 spades: 57 + 10 + discard 11 = 78: failed; B 110 + 24 = 134
    "chien-2-failed": (
        [
            ("A", 15),
            ("B", 12),
            ("B", 3),
            ("B", 5),
            ("A", 12),
            ("B", 4),
            ("A", 20),
            ("A", 4),
            ("A", 0),
            ("A", 6),
        ],
        {"A": 0, "B": 134},
    ),
    # W names hearts in the second round; 81 to 81: litige, the takers keep their belote (none), NS 81
    "belote-litige": (
        [("W", 21), ("S", 24), ("E", 37), ("S", 25), ("S", 19), ("W", 6), ("S", 13), ("E", 7)],
        {"NS": 81, "EW": 0},
    ),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_deal(name: str) -> None:
    data = json.loads((DEALS / f"{name}.json").read_text(encoding="utf-8"))
    variant = shipped_variant(data["variant"])
    result = check_deal(read_record(data, variant), variant)
    tricks, scores = EXPECTED[name]
    assert result.status == "legal", result.violation
    assert [(trick.winner, trick.points) for trick in result.tricks] == tricks
    assert result.scores == scores
    assert result.claim_confirmed is True


def test_every_variant_has_an_example_deal() -> None:
    variants = {json.loads(path.read_text(encoding="utf-8"))["variant"] for path in DEALS.glob("*.json")}
    assert variants >= set(shipped_names())
