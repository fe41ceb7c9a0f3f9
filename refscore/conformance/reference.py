"""The reference engine speaking the protocol: refscore's own verdict on a request, as an answer.

Why a module: the in-process run and the example adapter (conformance/examples/adapter.py) must give
the same answers, so both call `reference_answer`; the adapter only adds the pipes. The legal-cards
question is answered here by replaying the record's play, because the engine's `check_deal` judges
a record but does not say who plays next or with which cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from refscore import __version__
from refscore.auction import first_player
from refscore.cards import Card, card_name
from refscore.check import CheckResult, check_deal
from refscore.errors import RefscoreError
from refscore.play import ContractCards, legal_cards
from refscore.record import DealRecord, read_record
from refscore.report import result_to_json
from refscore.variant import Variant

ENGINE_NAME = "refscore"
ENGINE_VERSION = __version__


def reference_answer(variant: Variant, question: str, record_data: Mapping[str, Any]) -> dict[str, Any]:
    """The protocol answer (without `id`) of the reference engine to one request."""
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
    if data["violation"] is not None:
        answer["violation"] = {key: data["violation"][key] for key in ("rule", "phase", "place")}
    if question == "legal-cards" and result.status == "incomplete":
        answer["legal_cards"] = next_legal_cards(record, variant, result)
    return answer


def next_legal_cards(record: DealRecord, variant: Variant, result: CheckResult) -> list[str]:
    """The cards the next player may play after the record's last card (the record is legal so far)."""
    contract = result.contract
    if contract is None:
        return []
    seats = variant.seats
    hands: dict[str, list[Card]] = {seat: list(hand) for seat, hand in record.hands.items()}
    if variant.chien:
        taker_hand = hands[contract.taker] + list(record.chien)
        for card in record.discard or ():
            taker_hand.remove(card)
        hands[contract.taker] = taker_hand
    for trick in result.tricks:
        for seat, card in trick.cards:
            hands[seat].remove(card)
    last = result.tricks[-1] if result.tricks else None
    played: list[Card] = []
    if last is None:
        leader = first_player(variant, record.dealer)
    elif last.winner is not None:
        leader = last.winner
    else:
        leader, played = last.leader, [card for _, card in last.cards]
    order = [seats[(seats.index(leader) + i) % len(seats)] for i in range(len(seats))]
    seat = order[len(played)]
    mode = variant.modes[contract.trump.kind]
    table = ContractCards.build(mode, contract.trump.suit)

    def partners(a: str, b: str) -> bool:
        return variant.team_of(a) == variant.team_of(b)

    allowed = legal_cards(table, variant.play, hands[seat], played, order, seat, partners).allowed
    return sorted(card_name(card) for card in allowed)
