"""Facts under a house rule where the last trick is worth nothing (`dix_de_der.value: 0`).

Why: who took the last trick then changes no number, so the facts need not say it; the reader used
to try each side, find no side holding the (zero) dix de der, and stop with a Python error instead
of a score (found by tests/web/test_house_variants_http.py through `refscore serve`).
"""

from __future__ import annotations

from refscore.judge.facts_check import read_facts, score_facts
from refscore.load.variant_loader import load_variant

HOUSE = "extends: contree\nid: noder\ndix_de_der:\n  value: 0\n"
FACTS = {"taker": "N", "contract": 100, "trump": "H", "coinche": "E", "points": {"NS": 72}, "belote": "N"}


def test_the_last_trick_need_not_be_written_when_it_is_worth_nothing() -> None:
    variant = load_variant("noder.yaml", read_file=lambda _path: HOUSE)
    unwritten = score_facts(read_facts(dict(FACTS), variant)).scores
    for side in ("NS", "EW"):
        assert score_facts(read_facts({**FACTS, "der": side}, variant)).scores == unwritten
