"""The batch's line of an illegal card, written from pieces (`batch.IllegalLines`, fed by
`FastChecker.illegal_pieces`), is byte for byte the line the reference path writes for the deal
(`LineChecker(fast=False).check`, `dumps_line`) and the lean line of the dict path (`lean_line` of
`FastChecker.check`).

Why a property over house variants with every `penalties` mode, fresh and warm: the writer keeps
each piece of the line (the contract, the violation's head, place, seat and card, sentence, legal
set, and the penalty's JSON in its plan entry) by a key, so what can go wrong is a key that leaves
out something its piece shows, or a part whose bytes differ from orjson's writing of the object.
A fresh writer misses every memo; the same writer hits them on the next deals of its variant, on
the same deal checked a second time (with another line number and id), and, for the shipped
variants, across the examples (one checker per variant kept for the whole run). Deals are made
illegal the way logs are (a card replaced, two played cards swapped), as in
tests/fast/test_fast_illegal.py. Worked examples with the scores by hand: tests/fast/test_fast_penalty.py.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st
from strategies_variants import house_with_penalties

from refscore.base.cards import DECK, card_name
from refscore.fast import batch_lines as batch
from refscore.fast import checker as fast
from refscore.fast.batch_lines import IllegalLines, LineChecker, dumps_line, lean_line
from refscore.fast.checker import FastChecker, IllegalPieces
from refscore.judge.generate import declare_held_annonces, random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import Variant

needs_core = pytest.mark.skipif(
    fast._fastcore is None or batch._fill is None or batch._orjson is None,
    reason="the compiled core (and orjson) write the batch's lines here",
)
CARDS = [card_name(card) for card in DECK]
SHIPPED = ["coinche", "contree", "officiel", "coinche-5", "belote", "chien-3", "chien-2"]
IDS = st.none() | st.text(st.sampled_from('a"\\\n\x00é%'), max_size=5)
_WARM: dict[str, LineChecker] = {}  # a checker per shipped variant, kept across examples: memos hit


def illegal_deal(variant: Variant, seed: int, data: st.DataObject) -> dict[str, Any]:
    """A random deal of `variant` with one played card replaced or two swapped (often illegal)."""
    deal = random_deal(variant, seed)
    tricks = deal.get("tricks") or []
    assume(tricks)
    if data.draw(st.booleans()):
        declare_held_annonces(deal, variant)
    pick = st.integers(0, 10**6)
    number = data.draw(pick) % len(tricks)
    trick = tricks[number]
    i = data.draw(pick) % len(trick)
    how = data.draw(st.sampled_from(["card", "swap", "swap-own", "swap-own"]))
    owner = {card: seat for seat, hand in deal["hands"].items() for card in hand}
    # a card its player holds, played a trick early: most often the breach of an obligation
    later = [
        (other, j)
        for other in tricks[number + 1 :]
        for j, card in enumerate(other)
        if card in owner and owner[card] == owner.get(trick[i])
    ]
    if how == "card":  # a played card replaced by another: often one its player does not hold
        trick[i] = data.draw(st.sampled_from(CARDS))
    elif how == "swap-own" and later:
        other, j = later[data.draw(pick) % len(later)]
        trick[i], other[j] = other[j], trick[i]
    else:
        other = tricks[data.draw(pick) % len(tricks)]
        j = data.draw(pick) % len(other)
        trick[i], other[j] = other[j], trick[i]
    claim = data.draw(st.sampled_from([None, "some", "all"]))
    units = [unit for unit, _ in variant.teams]
    if claim is not None:
        deal["claim"] = {unit: 10 * n for n, unit in enumerate(units[: 1 if claim == "some" else None])}
    record_id = data.draw(IDS)
    if record_id is not None:
        deal["id"] = record_id
    return deal


def assert_written_as_the_reference(
    variant: Variant, checker: LineChecker, deal: dict[str, Any], number: int, *, events: bool = True
) -> bool:
    """The fast line of `deal` (if the fast path answers it) equals the reference's; whether it
    was an illegal card the fast path answered."""
    raw = json.dumps(deal, ensure_ascii=False).encode("utf-8")
    fast_answer = checker.check_fast(number, raw)
    reference = LineChecker(lambda _: variant, "x.jsonl", fast=False).check(number, raw)
    assert reference is not None
    if fast_answer is None:
        if events:
            event(f"declined: {reference.status}")
        return False
    line, status, rule = fast_answer
    assert line == dumps_line(reference.result)
    assert (status, rule) == (reference.status, reference.rule)
    if status != "illegal":
        return False
    lean = FastChecker(variant).check(json.loads(raw))
    assert lean is not None
    assert line == lean_line(number, deal.get("id"), lean)
    if events:
        event(f"illegal: {rule}, penalty {'none' if variant.penalties is None else variant.penalties.play}")
    return True


@pytest.mark.slow
@needs_core
@settings(
    max_examples=40,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)
@given(variant=house_with_penalties(), seed=st.integers(0, 2**32 - 1), data=st.data())
def test_the_illegal_line_is_the_reference_line_on_house_variants(
    variant: Variant, seed: int, data: st.DataObject
) -> None:
    assume(FastChecker(variant).core is not None)
    deals = [illegal_deal(variant, seed + n, data) for n in range(3)]
    checker = LineChecker(lambda _: variant, "x.jsonl")
    for number, deal in enumerate(deals, 1):
        assert_written_as_the_reference(variant, checker, deal, number)
        # again in the same checker, its memos warm, under another line number and id
        again = {**deal, "id": f"again-{number}"}
        assert_written_as_the_reference(variant, checker, again, 10**9 + number)


@pytest.mark.slow
@needs_core
@pytest.mark.parametrize("name", SHIPPED)
@settings(
    max_examples=30, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.filter_too_much]
)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_the_illegal_line_is_the_reference_line_on_shipped_variants(
    name: str, seed: int, data: st.DataObject
) -> None:
    variant = shipped_variant(name)
    warm = _WARM.setdefault(name, LineChecker(lambda _: variant, "x.jsonl"))
    deal = illegal_deal(variant, seed, data)
    assert_written_as_the_reference(variant, warm, deal, 7)
    assert_written_as_the_reference(variant, LineChecker(lambda _: variant, "x.jsonl"), deal, 8)


def test_odd_names_are_written_as_orjson_writes_them() -> None:
    """The template's constants are orjson's writing of the names: a NUL (the template's mark of a
    value, which orjson writes escaped), quotes and `%` change nothing."""
    if fast._fastcore is None or batch._fill is None or batch._orjson is None:
        pytest.skip("the compiled core (and orjson) write the batch's lines here")
    variant = shipped_variant("contree")
    checker = FastChecker(variant)
    for seed in range(200):
        deal = random_deal(variant, seed)
        first, second = deal["tricks"][0], deal["tricks"][1]
        first[1], second[1] = second[1], first[1]  # (two cards of one player's? often: illegal)
        pieces = checker.check_scored(deal)
        if isinstance(pieces, IllegalPieces):
            break
    else:  # pragma: no cover
        raise AssertionError("no illegal deal in 200 seeds")
    checker.variant_id = checker.results.variant_id = "con\x00%dtree"
    checker.fingerprint = checker.results.fingerprint = 'x"%s\\'
    lines = IllegalLines(checker, batch._fill)
    lean = checker.check(deal)
    assert lean is not None and lean["status"] == "illegal"
    assert lines.line(3, "i%d\x00", pieces) == lean_line(3, "i%d\x00", lean)


def swapped_own(variant: Variant, seed: int) -> dict[str, Any]:
    """Deal `seed` of `variant` with a card of a trick swapped with a later card of the same
    player (most often the breach of an obligation: following suit, ruffing, overtaking)."""
    deal = random_deal(variant, seed)
    tricks = deal["tricks"]
    owner = {card: seat for seat, hand in deal["hands"].items() for card in hand}
    number = seed % (len(tricks) - 1)
    i = seed // 7 % len(tricks[number])
    for other in tricks[number + 1 :]:
        for j, card in enumerate(other):
            if owner.get(card) == owner.get(tricks[number][i]):
                tricks[number][i], other[j] = other[j], tricks[number][i]
                return deal
    return deal


@pytest.mark.slow
@needs_core
@pytest.mark.parametrize("name", ["coinche", "chien-3"])
def test_many_illegal_lines_through_one_checker_are_the_reference_lines(name: str) -> None:
    """One checker for 150 deals, as a batch: its memos hit across deals that differ only in what a
    key must tell apart (the card led under a sentence, the seat under a legal set...)."""
    variant = shipped_variant(name)
    checker = LineChecker(lambda _: variant, "x.jsonl")
    answered = 0
    for seed in range(150):
        deal = swapped_own(variant, seed)
        answered += assert_written_as_the_reference(variant, checker, deal, seed + 1, events=False)
    assert answered > 100  # (most swaps are illegal cards the fast path answers)
