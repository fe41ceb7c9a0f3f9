"""The worked example of seeds/002_1780c8b1ec375c58.txt, as recorded deals.

"Contrat de 110 à cœur. Le preneur réalise 124 points : il marque 234 (124 + 110), la défense marque
38. S'il n'avait fait que 96 [...] il marquait 0, et la défense 272 (162 + 110)." The deals in
conformance/deals/ were built so that the takers make exactly 124 and 96; the trick points below
were added up by hand from the card values (hearts trump: J 20, 9 14, A 11, 10 10, K 4, Q 3; other
suits: A 11, 10 10, K 4, Q 3, J 2).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from refscore import CheckResult, check_deal, read_record
from refscore.load.variant_loader import shipped_variant

DEALS = Path(__file__).resolve().parents[2] / "conformance" / "deals"

# trick winners and points worked by hand, see the module docstring
MADE_TRICKS = [("S", 19), ("N", 34), ("E", 4), ("S", 31), ("E", 34), ("S", 5), ("S", 7), ("S", 18)]
FAILED_TRICKS = [("S", 47), ("W", 25), ("W", 14), ("E", 27), ("S", 5), ("S", 9), ("N", 21), ("N", 4)]


def _check(name: str) -> CheckResult:
    variant = shipped_variant("coinche")
    data = json.loads((DEALS / name).read_text(encoding="utf-8"))
    return check_deal(read_record(data, variant), variant)


@pytest.mark.parametrize(
    ("name", "tricks", "taker_points", "scores"),
    [
        # 19 + 34 + 31 + 5 + 7 + 18 = 114 cards + 10 der = 124 >= 110: made, 124 + 110 = 234; EW 4 + 34 = 38
        ("seed002-made.json", MADE_TRICKS, 124, {"NS": 234, "EW": 38}),
        # 47 + 5 + 9 + 21 + 4 = 86 cards + 10 der = 96 < 110: failed, NS 0, EW 162 + 110 = 272
        ("seed002-failed.json", FAILED_TRICKS, 96, {"NS": 0, "EW": 272}),
    ],
)
def test_seed002_worked_example(
    name: str, tricks: list[tuple[str, int]], taker_points: int, scores: dict[str, int]
) -> None:
    result = _check(name)
    assert result.status == "legal"
    assert [(t.winner, t.points) for t in result.tricks] == tricks
    ns = result.facts["NS"]
    assert ns.cards + ns.der + ns.belote == taker_points
    assert result.scores == scores
    assert result.claim_confirmed is True
