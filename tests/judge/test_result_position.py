"""The check's result carries the position where the play stopped (`CheckResult.position`): the
first illegal card's, or the next card's in a deal legal so far but unfinished. It must be exactly
the coach's replay of the same record to that card (`positions.position_at`), which the renderers
and the conformance reference used to call, so what they show does not change."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from refscore.base.cards import card_name
from refscore.judge.check import check_deal
from refscore.judge.generate import random_deal
from refscore.judge.positions import position_at
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import read_record

_CARD = re.compile(r"\$\.tricks\[\d+\]\[\d+\]$")
SHIPPED = ["coinche", "contree", "officiel", "coinche-5", "belote", "chien-3", "chien-2"]


def _swapped(deal: dict[str, Any], rng: random.Random) -> None:
    """Two played cards swapped (bench/make_corpus.py's illegal deals): a card its player did not
    hold then, or a revoke."""
    plays = [(t, c) for t, trick in enumerate(deal["tricks"]) for c in range(len(trick))]
    (t1, c1), (t2, c2) = rng.sample(plays, 2)
    tricks = deal["tricks"]
    tricks[t1][c1], tricks[t2][c2] = tricks[t2][c2], tricks[t1][c1]


@pytest.mark.parametrize("name", SHIPPED)
@settings(max_examples=30, derandomize=True, deadline=None)
@given(seed=st.integers(0, 10**6), cut=st.integers(0, 31), swap=st.booleans())
def test_the_carried_position_is_the_replayed_one(name: str, seed: int, cut: int, swap: bool) -> None:
    variant = shipped_variant(name)
    deal = random_deal(variant, seed)
    rng = random.Random(seed)
    if swap:
        _swapped(deal, rng)
    else:  # stop the play after `cut` cards: unfinished, legal so far
        cards = [card for trick in deal["tricks"] for card in trick][: cut % (variant.hand_size * 4)]
        size = len(variant.seats)
        deal["tricks"] = [cards[i : i + size] for i in range(0, len(cards), size)]
    record = read_record(json.loads(json.dumps(deal)), variant)
    result = check_deal(record, variant)
    position = result.position
    violation = result.violation
    if violation is not None and _CARD.match(violation.place):  # an illegal card of the play
        assert position is not None, violation
        assert position.seat == violation.seat
        assert position.played is not None and card_name(position.played) == violation.action
        assert tuple(card_name(card) for card in position.allowed) == violation.legal
    elif result.status == "incomplete" and result.contract is not None:
        assert position is not None and position.played is None
    else:
        assert position is None, (result.status, violation)
        return
    replayed = position_at(record, variant, position.trick, position.seat)
    assert position == replayed


def test_a_revoke_s_position_worked_by_hand() -> None:
    # conformance/cases/penalties.json "penalty-revoke-trick3-defence" (coinche, S takes 110 H): trick
    # 1 JS QS 10S KS (S's 10S wins), trick 2 7H 8H JH 9H (N's JH wins), trick 3 N leads 9S and E
    # plays 7D holding no spade but 10H and KH: he had to ruff. His hand then: 10H KH 7D 9D KD AD
    # (QS and 9H played); what was legal: the trumps 10H KH only.
    variant = shipped_variant("coinche")
    record = read_record(
        {
            "dealer": "W",
            "hands": {
                "N": ["9S", "JS", "AS", "JH", "8D", "10D", "8C", "10C"],
                "E": ["QS", "9H", "10H", "KH", "7D", "9D", "KD", "AD"],
                "S": ["8S", "10S", "7H", "QH", "AH", "JD", "QD", "KC"],
                "W": ["7S", "KS", "8H", "7C", "9C", "JC", "QC", "AC"],
            },
            "auction": [
                {"seat": "N", "call": "pass"},
                {"seat": "E", "call": "pass"},
                {"seat": "S", "call": "bid", "value": 110, "trump": "H"},
                {"seat": "W", "call": "pass"},
                {"seat": "N", "call": "pass"},
                {"seat": "E", "call": "pass"},
            ],
            "tricks": [["JS", "QS", "10S", "KS"], ["7H", "8H", "JH", "9H"], ["9S", "7D", "8S", "7S"]],
        },
        variant,
    )
    position = check_deal(record, variant).position
    assert position is not None
    assert (position.trick, position.seat, position.leader) == (3, "E", "N")
    assert [(seat, card_name(card)) for seat, card in position.before] == [("N", "9S")]
    assert sorted(card_name(card) for card in position.hand) == sorted(["10H", "KH", "7D", "9D", "KD", "AD"])
    assert position.played is not None and card_name(position.played) == "7D"
    assert sorted(card_name(card) for card in position.allowed) == ["10H", "KH"]


def test_a_false_annonce_with_a_later_illegal_card() -> None:
    # conformance/cases/penalties.json "penalty-false-annonce-belote" (N's 7S 8S JS is no sequence),
    # with the first two cards of trick 6 swapped (S leads JC, which W holds): the penalty's replay of
    # the play meets that illegal card and stops there; the deal is judged at its first fault, the
    # annonce, and the replay's position is not the result's.
    variant = shipped_variant("belote")
    data: dict[str, Any] = {
        "dealer": "W",
        "hands": {
            "N": ["7S", "8S", "JS", "10H", "QH", "9D", "QD", "9C"],
            "E": ["10S", "KS", "7H", "JH", "7D", "10D", "KD", "AD"],
            "S": ["9S", "QS", "8H", "9H", "AH", "8C", "10C", "QC"],
            "W": ["AS", "KH", "8D", "JD", "7C", "JC", "KC", "AC"],
        },
        "auction": [{"seat": seat, "call": "pass"} for seat in "NESWNES"]
        + [{"seat": "W", "call": "take", "trump": "H"}],
        "turned": "7C",
        "tricks": [
            ["8S", "10S", "9S", "AS"],
            ["KC", "9C", "10D", "10C"],
            ["QC", "AC", "QH", "JH"],
            ["7H", "AH", "KH", "10H"],
            ["9H", "JD", "QD", "7D"],
            ["JC", "8C", "9D", "KD"],
            ["8D", "JS", "AD", "8H"],
            ["QS", "7C", "7S", "KS"],
        ],
        "annonces": [{"seat": "N", "cards": ["7S", "8S", "JS"]}],
    }
    result = check_deal(read_record(data, variant), variant)
    assert result.status == "illegal" and result.violation is not None
    assert result.violation.rule == "annonce.valid"
    assert result.penalty is not None and result.position is None
