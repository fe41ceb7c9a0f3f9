"""The reference engine speaking the protocol: refscore's own verdict on a request, as an answer.

Why a module: the in-process run and the example adapter (conformance/examples/adapter.py) must give
the same answers, so both call `reference_answer`; the adapter only adds the pipes. The legal-cards
question is answered by the coach view (`refscore.judge.positions`), replaying the record to a seat's turn,
because `check_deal` judges a record but does not say who plays next or with which cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from refscore import __version__
from refscore.base.cards import card_name
from refscore.base.errors import RefscoreError
from refscore.judge.auction_judge import first_player
from refscore.judge.check import CheckResult, check_deal
from refscore.judge.positions import position_at
from refscore.model.record import DealRecord, read_record
from refscore.model.variant import Variant
from refscore.render.report import result_to_json

ENGINE_NAME = "refscore"
ENGINE_VERSION = __version__


def reference_answer(variant: Variant, question: str, record_data: Mapping[str, Any]) -> dict[str, Any]:
    """The protocol answer (without `id`) of the reference engine to one request (`record_data`: the
    record, or for a double-dummy question the position)."""
    if question == "double-dummy":
        from .double_dummy import position_answer

        return position_answer(variant, record_data)
    try:
        record = read_record(dict(record_data), variant)
    except RefscoreError as error:
        return {"status": "rejected", "reason": str(error)}
    result = check_deal(record, variant)
    data = result_to_json(result)
    answer: dict[str, Any] = {
        "status": data["status"],
        "violation": None,
        "made": data["made"],
        "units": data["units"],
        "scores": data["scores"],
    }
    if data["penalty"] is not None:
        answer["penalty"] = {key: data["penalty"][key] for key in ("rule", "scores")}
    if data["violation"] is not None:
        answer["violation"] = {key: data["violation"][key] for key in ("rule", "phase", "place")}
    if question == "legal-cards" and result.status == "incomplete":
        answer["legal_cards"] = next_legal_cards(record, variant, result)
    return answer


def next_legal_cards(record: DealRecord, variant: Variant, result: CheckResult) -> list[str]:
    """The cards the next player may play after the record's last card (the record is legal so far).

    The coach view (`refscore legal`) already replays a record to any seat's turn: ask it about the
    seat whose turn comes next.
    """
    if result.contract is None:
        return []
    last = result.tricks[-1] if result.tricks else None
    if last is None:
        trick, leader, count = 1, first_player(variant, record.dealer), 0
    elif last.winner is not None:
        trick, leader, count = last.number + 1, last.winner, 0
    else:
        trick, leader, count = last.number, last.leader, len(last.cards)
    seats = variant.seats
    seat = seats[(seats.index(leader) + count) % len(seats)]
    position = position_at(record, variant, trick, seat)
    return sorted(card_name(card) for card in position.legality.allowed)
