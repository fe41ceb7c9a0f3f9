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
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies_variants import house_variants

import refscore.fast.batch_lines as batch
from refscore.fast.batch_lines import LegalLines, LineChecker, dumps_line, lean_line
from refscore.fast.checker import FastChecker, lean_result
from refscore.judge.check import check_deal
from refscore.judge.generate import declare_held_annonces, random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import read_record
from refscore.model.variant import Variant

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


@pytest.mark.slow
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


@pytest.mark.slow
@settings(
    max_examples=40,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(variant=house_variants(), seed=st.integers(0, 2**32 - 1), realistic=st.booleans())
def test_the_batch_line_of_a_house_variant_is_the_references(
    variant: Variant, seed: int, realistic: bool
) -> None:
    """On house variants drawn from the schema's option space (teams, scoring formulas, play and
    annonce options), the batch's line of a legal deal (written from ints where the compiled cores
    and orjson are there) is the line of the reference's result (`check_deal`), with no claim, a
    claim that holds and one that does not."""
    deal = random_deal(variant, seed)
    if realistic:
        declare_held_annonces(deal, variant)
    checker = LineChecker(lambda data: variant, "x.jsonl")
    scores = lean_result(check_deal(read_record(json.loads(json.dumps(deal)), variant), variant))["scores"]
    assert scores is not None  # a random deal is legal
    for claim in claims_of(scores):
        record = dict(deal) if claim is None else {**deal, "claim": claim}
        expected = lean_result(check_deal(read_record(json.loads(json.dumps(record)), variant), variant))
        fast = checker.check_fast(7, json.dumps(record).encode("utf-8"))
        assert fast is not None, "a legal deal of a house variant left the fast path"
        assert fast[0] == lean_line(7, record.get("id"), expected)


def test_odd_names_are_written_as_orjson_writes_them() -> None:
    """The template's constants are orjson's writing of the names: a NUL (the template's mark of a
    value, which orjson writes escaped), quotes and `%` in a variant's names change nothing."""
    if batch._fill is None:  # pragma: no cover - without a C compiler, or REFSCORE_CORE=python
        pytest.skip("LegalLines writes with the compiled core refscore.fast._fastcore, not built here")
    variant = shipped_variant("contree")
    checker = FastChecker(variant)
    deal = random_deal(variant, 7)
    scored = checker.check_scored(deal)
    assert isinstance(scored, tuple)
    checker.variant_id = checker.results.variant_id = "con\x00%dtree"
    checker.fingerprint = checker.results.fingerprint = 'x"%s\\'
    lines = LegalLines.of(checker)
    assert lines is not None
    lean = checker.check(deal)
    assert lean is not None
    assert lines.line(3, "i%d\x00", None, scored) == lean_line(3, "i%d\x00", lean)


def test_fill_writes_ints_in_decimal_and_bytes_as_they_are() -> None:
    fill = batch._fill
    if fill is None:  # pragma: no cover - without a C compiler, or REFSCORE_CORE=python
        pytest.skip("the compiled core refscore.fast._fastcore is not built here")
    values = (0, -1, 2**63 - 1, -(2**63), b"", b"x\x00y", 1234567890)
    parts = tuple(bytes([65 + i]) * i for i in range(len(values) + 1))
    expected = parts[0] + b"".join(
        (str(value).encode() if isinstance(value, int) else value) + part
        for value, part in zip(values, parts[1:], strict=True)
    )
    assert fill(parts, values) == expected
    with pytest.raises(OverflowError):
        fill((b"", b""), (2**63,))
    for bad in ((True,), ("text",), (1.0,)):
        with pytest.raises(TypeError):
            fill((b"", b""), bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        fill((b"",), (1,))
