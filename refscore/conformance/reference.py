"""The reference engine speaking the protocol: refscore's own verdict on a request, as an answer.

Why a module: the in-process run and the example adapter (conformance/examples/adapter.py) must give
the same answers, so both call `reference_answer`; the adapter only adds the pipes. The legal-cards
question is answered from the check's own result, which carries the position where the play stopped
(`CheckResult.position`: who plays next, with which cards, and what is legal).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from refscore.base.cards import card_name
from refscore.base.errors import RefscoreError
from refscore.base.version import __version__
from refscore.judge.check import CheckResult, check_deal
from refscore.model.record import read_record
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
        answer["legal_cards"] = next_legal_cards(result)
    return answer


def next_legal_cards(result: CheckResult) -> list[str]:
    """The cards the next player may play after the record's last card (the record is legal so far):
    the check stopped there, and its result carries that position (`CheckResult.position`)."""
    position = result.position
    if position is None:
        return []
    return sorted(card_name(card) for card in position.legality.allowed)
