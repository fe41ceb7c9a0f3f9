"""Declared annonces on the fast tiers: the compiled core settles a legal deal's annonces itself.

Why: a realistic deal of contrée, officiel or the chien games declares annonces; the compiled core
(`_fastcore.c` `settle_annonces`) reads them, checks that each card was held and serves once, and
looks the classification and the settlement up in the memos of `refscore.fast.annonce_book`, which
Python fills on a miss with `refscore.judge.declarations` (the rules, written once). Here: a legal deal with
annonces never leaves the core; each unusual declaration (not held, a card serving twice, a kind
that is not the cards', a hostile list, cards that are not strings) gives the reference's verdict
on both tiers, the tiers agreeing exactly; and the core's memo keys are Python's.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from test_fast import NO_CORE

from refscore.base.errors import RefscoreError
from refscore.fast import checker as fast
from refscore.fast.checker import FastChecker, lean_result
from refscore.judge.check import check_deal
from refscore.judge.generate import declare_held_annonces, random_deal
from refscore.kernel.annonces import SCORE_FACTS, Winner
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import read_record
from refscore.model.variant import Variant

#: shipped variants with annonces that the compiled core serves
ANNONCE_VARIANTS = ("contree", "officiel", "chien-3", "chien-2", "coinche-5")
needs_core = pytest.mark.skipif(fast._fastcore is None, reason=NO_CORE)


def reference(variant: Variant, data: dict[str, Any]) -> dict[str, Any] | None:
    try:
        return lean_result(check_deal(read_record(copy.deepcopy(data), variant), variant))
    except RefscoreError:
        return None


def scored_deal(variant: Variant, *, units_scoring: int = 1) -> dict[str, Any]:
    """A legal deal (from the first seeds) whose declared annonces score for `units_scoring` units
    or more: every annonce held declared, as real logs have them."""
    for seed in range(2000):
        deal = random_deal(variant, seed)
        declare_held_annonces(deal, variant)
        expected = reference(variant, deal)
        if (
            deal.get("annonces")
            and expected is not None
            and expected["status"] == "legal"
            and sum(1 for unit in expected["units"].values() if unit["annonces"]) >= units_scoring
        ):
            return deal
    raise AssertionError("no such deal in 2000 seeds")  # pragma: no cover


def verdicts(variant: Variant, data: Any) -> list[dict[str, Any] | None]:
    """The answers of both tiers (fresh checkers: cold memos) and of the reference path."""
    wire = json.loads(json.dumps(data))
    answers = [
        FastChecker(variant, compiled=compiled).check(copy.deepcopy(wire)) for compiled in (True, False)
    ]
    return [*answers, reference(variant, wire)]


@needs_core
@pytest.mark.parametrize("name", ANNONCE_VARIANTS)
def test_a_legal_deal_with_annonces_never_leaves_the_core(name: str) -> None:
    """The core answers the deal itself (a legal result, not None), with the reference's points:
    `_from_core` adds nothing, so the lean result is the reference one."""
    variant = shipped_variant(name)
    deal = json.loads(json.dumps(scored_deal(variant)))
    checker = FastChecker(variant)
    assert checker.core is not None
    judged = checker.core.judge(deal)
    assert judged is not None and len(judged) == 3, "the core declined a legal deal with annonces"
    _, _, units = judged
    expected = reference(variant, deal)
    assert expected is not None
    assert {unit: facts["annonces"] for unit, facts in units.items()} == {
        unit: facts["annonces"] for unit, facts in expected["units"].items()
    }
    assert checker.check(deal) == expected


@pytest.mark.parametrize("name", ANNONCE_VARIANTS)
def test_both_tiers_equal_the_reference_with_annonces(name: str) -> None:
    variant = shipped_variant(name)
    compiled, pure, expected = verdicts(variant, scored_deal(variant))
    assert expected is not None
    assert compiled == pure == expected


def _not_held(deal: dict[str, Any], variant: Variant) -> None:
    # the first annonce declared by the next seat, which holds none of its cards
    first = deal["annonces"][0]
    first["seat"] = variant.seats[(variant.seats.index(first["seat"]) + 1) % len(variant.seats)]


def _serves_twice(deal: dict[str, Any], variant: Variant) -> None:
    deal["annonces"].append(copy.deepcopy(deal["annonces"][0]))  # the same cards, declared again


def _wrong_kind(deal: dict[str, Any], variant: Variant) -> None:
    deal["annonces"][0]["kind"] = "quinte"  # no annonce's name starts with it


def _hostile_kind(deal: dict[str, Any], variant: Variant) -> None:
    deal["annonces"][0]["kind"] = "x" * 5000


def _kind_not_str(deal: dict[str, Any], variant: Variant) -> None:
    deal["annonces"][0]["kind"] = 3


def _kind_null(deal: dict[str, Any], variant: Variant) -> None:
    deal["annonces"][0]["kind"] = None


def _ten_thousand(deal: dict[str, Any], variant: Variant) -> None:
    deal["annonces"] = [copy.deepcopy(deal["annonces"][0]) for _ in range(10_000)]


def _cards_not_str(deal: dict[str, Any], variant: Variant) -> None:
    deal["annonces"][0]["cards"] = list(range(len(deal["annonces"][0]["cards"])))


def _cards_not_hashable(deal: dict[str, Any], variant: Variant) -> None:
    deal["annonces"][0]["cards"] = [[card] for card in deal["annonces"][0]["cards"]]


def _card_written_twice(deal: dict[str, Any], variant: Variant) -> None:
    cards = deal["annonces"][0]["cards"]
    cards[-1] = cards[0]


def _unknown_key(deal: dict[str, Any], variant: Variant) -> None:
    deal["annonces"][0]["points"] = 20


def _no_seat(deal: dict[str, Any], variant: Variant) -> None:
    del deal["annonces"][0]["seat"]


def _empty_cards(deal: dict[str, Any], variant: Variant) -> None:
    deal["annonces"][0]["cards"] = []


FALSE_DECLARATIONS = [
    _not_held,
    _serves_twice,
    _wrong_kind,
    _hostile_kind,
    _kind_not_str,
    _kind_null,
    _ten_thousand,
    _cards_not_str,
    _cards_not_hashable,
    _card_written_twice,
    _unknown_key,
    _no_seat,
    _empty_cards,
]


@pytest.mark.slow
@pytest.mark.parametrize("name", ["contree", "chien-3"])
@pytest.mark.parametrize("mutate", FALSE_DECLARATIONS, ids=lambda mutate: mutate.__name__.strip("_"))
def test_an_unusual_declaration_is_the_reference_paths(name: str, mutate: Any) -> None:
    """Each is refused by the reference (a false annonce, rule annonce.valid, or an unusable
    record): both tiers decline it, so the reference words it."""
    variant = shipped_variant(name)
    deal = scored_deal(variant)
    mutate(deal, variant)
    compiled, pure, expected = verdicts(variant, deal)
    assert expected is None or (
        expected["status"] == "illegal" and expected["violation"]["rule"] == "annonce.valid"
    )
    assert compiled is None and pure is None


@pytest.mark.parametrize("name", ["contree", "chien-3"])
def test_a_kind_in_capitals_is_a_true_kind(name: str) -> None:
    """`annonces.kind_matches` reads a kind in any case: "TIERCE" names a tierce, and both tiers
    answer as the reference does (the kind is remembered once, by its spelling)."""
    variant = shipped_variant(name)
    deal = scored_deal(variant)
    for annonce in deal["annonces"]:
        annonce["kind"] = "CARRE" if len({card[:-1] for card in annonce["cards"]}) == 1 else ""
    compiled, pure, expected = verdicts(variant, deal)
    assert expected is not None and expected["status"] == "legal"
    assert compiled == pure == expected


@needs_core
@pytest.mark.parametrize("kind", [None, ""])
def test_the_core_reads_the_memos_python_fills(kind: str | None) -> None:
    """On a miss the core asks the AnnonceBook (`declare`), which remembers; the same deal again is
    classified from the memo alone: the core's key is `class_key`, with no kind written or with one
    (the empty kind names every annonce: `annonces.kind_matches`). The settlement needs no memo:
    the core walks the kernel's tables."""
    variant = shipped_variant("contree")
    deal = json.loads(json.dumps(scored_deal(variant)))
    if kind is not None:
        for annonce in deal["annonces"]:
            annonce["kind"] = kind
    checker = FastChecker(variant)
    assert checker.core is not None
    book = checker.annonce_book
    calls: list[str] = []

    def declare(code: int, mask: int, kind: str | None) -> int:
        calls.append("declare")
        return book.declare(code, mask, kind)

    checker.core.annonce_memos(
        book.kinds,
        book.classes,
        declare,
        tuple(winner.name for winner in Winner),
        SCORE_FACTS,
        bytes(book.table.winner),
        bytes(book.table.scores),
    )
    first = checker.check(deal)
    assert calls.count("declare") == len(deal["annonces"])
    assert book.classes and book.settled == {}, "the core settles without the Python tier's memo"
    calls.clear()
    assert checker.check(copy.deepcopy(deal)) == first
    assert calls == [], "the core missed a memo Python filled: its keys differ"


def test_a_false_kind_is_not_remembered_by_either_tier() -> None:
    """Hostile kinds cannot fill the memos: a declaration the reference refuses is not kept."""
    variant = shipped_variant("contree")
    deal = scored_deal(variant)
    _hostile_kind(deal, variant)
    for compiled in (True, False):
        checker = FastChecker(variant, compiled=compiled)
        assert checker.check(json.loads(json.dumps(deal))) is None
        assert all(len(kind) < 20 for kind in checker.annonce_book.kinds)
        assert checker.annonce_book.settled == {}


@needs_core
@pytest.mark.parametrize("name", ["contree", "officiel"])
def test_annonce_points_is_the_pure_tiers_settlement(name: str) -> None:
    """`Core.annonce_points` (what an illegal deal's annonces go through on the compiled tier)
    gives the pure tier's points by unit, with every leader and taker; None for a false one."""
    variant = shipped_variant(name)
    deal = json.loads(json.dumps(scored_deal(variant)))
    compiled, pure = FastChecker(variant), FastChecker(variant, compiled=False)
    assert compiled.core is not None
    judged = compiled.core.judge(deal)
    assert judged is not None
    code = judged[0][3]
    hands = tuple(compiled._mask(deal["hands"][seat], variant.hand_size) for seat in variant.seats)
    for leader in range(len(variant.seats)):
        for taker in range(len(variant.seats)):
            points = compiled.core.annonce_points(deal["annonces"], code, hands, leader, taker)
            assert points == pure.annonces.points(deal["annonces"], code, hands, leader, taker)
    not_held = copy.deepcopy(deal["annonces"])
    _not_held({"annonces": not_held}, variant)
    assert compiled.core.annonce_points(not_held, code, hands, 0, 0) is None
