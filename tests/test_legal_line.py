"""The batch's line of a legal deal, written from ints (`batch.LegalLines`, fed by
`FastChecker.check_scored`), is byte for byte the line of the lean result (`lean_line` of
`FastChecker.check`) and of the line-by-line path (`LineChecker.check`, `dumps_line`).

Why: the fast path of `refscore check FILE.jsonl --format jsonl` no longer builds the lean result's
dicts for a legal deal; the output must stay what it was for every shipped variant, with annonces
declared, with claims that hold (all units or some), claims that do not (the dict path then words
the refutation), and odd ids (a lone surrogate goes to the line-by-line path).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from refscore.batch import LegalLines, LineChecker, dumps_line, lean_line
from refscore.fast import FastChecker
from refscore.generate import declare_held_annonces, random_deal
from refscore.variant_loader import shipped_variant

SHIPPED = ["coinche", "contree", "officiel", "coinche-5", "belote", "chien-3", "chien-2"]
IDS = st.none() | st.text(st.sampled_from('a"\\\n\x00é😀\u2028%\ud800'), max_size=5)


def claims_of(scores: dict[str, int]) -> list[dict[str, int] | None]:
    """No claim, the true scores, one unit's true score, and a claim one point off (refuted)."""
    first = next(iter(scores))
    return [None, dict(scores), {first: scores[first]}, {**scores, first: scores[first] + 1}]


def expected_line(variant_name: str, number: int, record: dict[str, Any]) -> bytes | None:
    """The line the dict path writes (None where it declines the deal)."""
    variant = shipped_variant(variant_name)
    lean = FastChecker(variant).check(json.loads(json.dumps(record)))
    if lean is None:
        return None
    return lean_line(number, record.get("id"), lean)


@pytest.mark.parametrize("name", SHIPPED)
@settings(max_examples=25, derandomize=True, deadline=None)
@given(seed=st.integers(0, 10**6), number=st.integers(1, 2**40), record_id=IDS, realistic=st.booleans())
def test_the_legal_line_is_the_lean_line(
    name: str, seed: int, number: int, record_id: str | None, realistic: bool
) -> None:
    variant = shipped_variant(name)
    deal = random_deal(variant, seed)
    if realistic:
        declare_held_annonces(deal, variant)
    if record_id is not None:
        deal["id"] = record_id
    lean = FastChecker(variant).check(json.loads(json.dumps(deal)))
    assert lean is not None  # a random deal is the fast path's
    checker = LineChecker(lambda data: variant, "x.jsonl")
    for claim in claims_of(lean["scores"]):
        record = dict(deal) if claim is None else {**deal, "claim": claim}
        raw = json.dumps(record, ensure_ascii=False).encode("utf-8", "surrogatepass")
        fast = checker.check_fast(number, raw)
        outcome = checker.check(number, raw)
        assert outcome is not None
        if fast is None:  # (an id orjson refuses to read or write: the line-by-line path's)
            assert record_id is not None and "\ud800" in record_id
            continue
        line, status, rule = fast
        assert line == dumps_line(outcome.result)
        assert (status, rule) == (
            outcome.status,
            outcome.result["violation"] and outcome.result["violation"]["rule"],
        )
        if "\ud800" not in (record_id or ""):
            assert line == expected_line(name, number, record)


def test_a_percent_in_the_names_is_written_as_it_is() -> None:
    """The template doubles `%` in its constants: a unit, variant or fingerprint holding one is
    written as orjson writes it."""
    variant = shipped_variant("contree")
    checker = FastChecker(variant)
    lines = LegalLines.of(checker)
    assert lines is not None
    deal = random_deal(variant, 7)
    scored = checker.check_scored(deal)
    assert isinstance(scored, tuple)
    checker.variant_id = "con%dtree%%"
    checker.fingerprint = "x%s"
    lines = LegalLines(checker)
    lean = checker.check(deal)
    assert lean is not None
    assert lines.line(3, "i%d", None, scored) == lean_line(3, "i%d", lean)
