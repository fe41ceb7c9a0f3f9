"""The machine-readable result of a check (`spec/result.schema.json`).

Why a separate module: the JSON shape is a published format that other engines and the conformance
runner read, so it is built in one place from a `CheckResult`, never ad hoc in the CLI.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, assert_never

from refscore.base.cards import card_name
from refscore.judge.check import CheckResult
from refscore.judge.penalty import Penalty
from refscore.model.record import DealRecord
from refscore.model.variant import Variant
from refscore.render.parts import (
    Auction,
    Claim,
    Declarations,
    Hands,
    Heading,
    Notes,
    Part,
    PenaltyPart,
    PlayFault,
    Score,
    Trick,
    UndeclaredBelote,
    Unfinished,
    Verdict,
    walk,
)
from refscore.render.result_json import (
    breakdown_json,
    penalty_json,
    status_exit_code,
    violation_json,
)

RESULT_FORMAT = "refscore-result/1"


def exit_code(result: CheckResult) -> int:
    return status_exit_code(result.status)


def result_to_json(
    result: CheckResult, file: str | None = None, record: DealRecord | None = None
) -> dict[str, Any]:
    """The JSON result of one checked deal; `record` (the deal checked) changes nothing in it but
    lets the walk see the same parts as the other renderers (refscore/render/parts.py)."""
    return json_from_parts(walk(result, record), file)


def json_from_parts(parts: Iterable[Part], file: str | None = None) -> dict[str, Any]:
    """The JSON result from the parts of a walk: each part fills its keys, in the schema's order."""
    out: dict[str, Any] = dict.fromkeys(_KEYS)
    out.update(format=RESULT_FORMAT, file=file, tricks=[], breakdown=[])
    variant: Variant | None = None
    for part in parts:
        match part:
            case Trick():  # first: the most frequent part
                trick = part.trick
                out["tricks"].append(
                    {
                        "number": trick.number,
                        "leader": trick.leader,
                        "cards": [{"seat": seat, "card": card_name(card)} for seat, card in trick.cards],
                        "winner": trick.winner,
                        "points": trick.points,
                    }
                )
            case Heading():
                variant = part.variant
                out["variant"] = variant.id
                out["fingerprint"] = variant.fingerprint
                out["fingerprint_warning"] = part.fingerprint_warning
            case Auction(contract=contract) if contract is not None and variant is not None:
                out["contract"] = {
                    "taker": contract.taker,
                    "side": variant.team_of(contract.taker),
                    "value": contract.value,
                    "special": contract.special,
                    "trump": str(contract.trump),
                    "mult": contract.mult,
                    "coinched_by": contract.coinched_by,
                    "surcoinched_by": contract.surcoinched_by,
                }
            case Score():
                out["units"] = {
                    unit: {
                        "cards": f.cards,
                        "der": f.der,
                        "belote": f.belote,
                        "annonces": f.annonces,
                        "discard": f.discard,
                        "tricks_won": f.tricks_won,
                    }
                    for unit, f in part.facts
                }
                out["made"] = part.score.made if part.score is not None else None
                out["scores"] = part.scores
                out["breakdown"] = breakdown_json(part.lines)
            case Claim():
                out["claim"] = {"claimed": part.claimed, "confirmed": part.confirmed}
            case PenaltyPart():
                out["penalty"] = penalty_to_json(part.penalty)
            case Notes():
                out["notes"] = list(part.notes)
            case Verdict():
                out["status"] = part.status
                out["exit_code"] = status_exit_code(part.status)
                out["violation"] = violation_json(part.violation)
            case Hands() | Auction() | Declarations() | UndeclaredBelote() | PlayFault() | Unfinished():
                pass  # told by the tricks, the breakdown and the violation
            case _:
                assert_never(part)
    return out


#: The keys of a result, in the order of spec/result.schema.json's examples.
_KEYS = (
    "format",
    "file",
    "variant",
    "fingerprint",
    "fingerprint_warning",
    "status",
    "exit_code",
    "contract",
    "violation",
    "tricks",
    "units",
    "made",
    "scores",
    "breakdown",
    "claim",
    "notes",
    "penalty",
)


def penalty_to_json(penalty: Penalty | None) -> dict[str, Any] | None:
    """The score the table writes after an irregularity (rules `penalty.*`), or None."""
    if penalty is None:
        return None
    breakdown = breakdown_json(penalty.lines)
    return penalty_json(
        penalty.rule,
        penalty.mode,
        penalty.irregularity,
        penalty.seat,
        penalty.unit,
        penalty.taker_at_fault,
        penalty.made,
        penalty.scores,
        breakdown,
    )
