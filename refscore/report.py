"""The machine-readable result of a check (`spec/result.schema.json`).

Why a separate module: the JSON shape is a published format that other engines and the conformance
runner read, so it is built in one place from a `CheckResult`, never ad hoc in the CLI.
"""

from __future__ import annotations

from typing import Any

from .cards import card_name
from .check import CheckResult
from .errors import EXIT_ILLEGAL, EXIT_OK
from .penalty import Penalty
from .rules import RULES

RESULT_FORMAT = "refscore-result/1"


def exit_code(result: CheckResult) -> int:
    return EXIT_ILLEGAL if result.status in ("illegal", "wrong_claim") else EXIT_OK


def result_to_json(result: CheckResult, file: str | None = None) -> dict[str, Any]:
    contract = result.contract
    out: dict[str, Any] = {
        "format": RESULT_FORMAT,
        "file": file,
        "variant": result.variant.id,
        "fingerprint": result.variant.fingerprint,
        "fingerprint_warning": result.fingerprint_warning,
        "status": result.status,
        "exit_code": exit_code(result),
        "contract": None
        if contract is None
        else {
            "taker": contract.taker,
            "side": result.variant.team_of(contract.taker),
            "value": contract.value,
            "special": contract.special,
            "trump": str(contract.trump),
            "mult": contract.mult,
            "coinched_by": contract.coinched_by,
            "surcoinched_by": contract.surcoinched_by,
        },
        "violation": None,
        "tricks": [
            {
                "number": trick.number,
                "leader": trick.leader,
                "cards": [{"seat": seat, "card": card_name(card)} for seat, card in trick.cards],
                "winner": trick.winner,
                "points": trick.points,
            }
            for trick in result.tricks
        ],
        "units": {
            unit: {
                "cards": f.cards,
                "der": f.der,
                "belote": f.belote,
                "annonces": f.annonces,
                "discard": f.discard,
                "tricks_won": f.tricks_won,
            }
            for unit, f in result.facts.items()
        },
        "made": result.score.made if result.score is not None else None,
        "scores": result.scores,
        "breakdown": [
            {
                "unit": line.unit,
                "name": line.name,
                "value": line.value,
                "rule": line.rule,
                "detail": line.detail,
            }
            for line in result.lines
        ],
        "claim": None
        if result.claim is None
        else {"claimed": result.claim, "confirmed": result.claim_confirmed},
        "notes": list(result.notes),
    }
    out["penalty"] = penalty_to_json(result.penalty)
    if result.violation is not None:
        v = result.violation
        out["violation"] = {
            "rule": v.rule,
            "rule_title": v.rule_title,
            "phase": v.phase,
            "place": v.place,
            "where": v.where,
            "seat": v.seat,
            "action": v.action,
            "message": v.message,
            "legal": list(v.legal),
        }
    return out


def penalty_to_json(penalty: Penalty | None) -> dict[str, Any] | None:
    """The score the table writes after an irregularity (rules `penalty.*`), or None."""
    if penalty is None:
        return None
    return {
        "rule": penalty.rule,
        "rule_title": RULES[penalty.rule].title,
        "mode": penalty.mode,
        "irregularity": penalty.irregularity,
        "seat": penalty.seat,
        "unit": penalty.unit,
        "taker_at_fault": penalty.taker_at_fault,
        "made": penalty.made,
        "scores": penalty.scores,
        "breakdown": [
            {
                "unit": line.unit,
                "name": line.name,
                "value": line.value,
                "rule": line.rule,
                "detail": line.detail,
            }
            for line in penalty.lines
        ],
    }
