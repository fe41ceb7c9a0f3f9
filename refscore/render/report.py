"""The machine-readable result of a check (`spec/result.schema.json`).

Why a separate module: the JSON shape is a published format that other engines and the conformance
runner read, so it is built in one place from a `CheckResult`, never ad hoc in the CLI.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, assert_never

from refscore.base.cards import card_name
from refscore.judge.auction_judge import Contract
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
    result: CheckResult, file: str | None = None, record: DealRecord | None = None, *, to_write: bool = False
) -> dict[str, Any]:
    """The JSON result of one checked deal; `record` (the deal checked) changes nothing in it but
    lets the walk see the same parts as the other renderers (refscore/render/parts.py).

    `to_write` puts `to_write_json` first, as the text and the HTML open with what to write: the
    single-deal outputs (`check --format json`, `score --format json`, the server's `/v1/check` and
    `/v1/score`) ask for it; a batch's lines and the conformance runner do not (their bytes are a
    contract with engines and the fast path)."""
    out = json_from_parts(walk(result, record), file)
    return {"to_write": to_write_json(result), **out} if to_write else out


def to_write_json(result: CheckResult) -> dict[str, Any]:
    """What the table should write, as data (spec/result.schema.json `to_write`): the sentence's key
    and the scores (`refscore.text.score_words.to_write`, the choice the text makes), who took and
    who coinched, how the contract ended, the rule that decided the score and the points the sides
    had; after an irregularity, the penalty's rule and the seat at fault. No prose: the words are
    the key's sentence in `refscore/text/en.py` and `fr.py`, filled with these values."""
    from refscore.text.score_words import to_write

    key, scores = to_write(result)
    contract, score, penalty = result.contract, result.score, result.penalty
    outcome: str | None = None
    rule: str | None = None
    if score is not None and result.scores is not None:
        rule = score.case.rule
        outcome = "litige" if rule == "score.litige" else ("made" if score.made else "failed")
    elif penalty is not None:
        rule = penalty.rule
        outcome = None if penalty.made is None else ("made" if penalty.made else "failed")
    totals = {line.name: line.value for line in result.lines if line.unit is None}
    return {
        "key": key,
        "scores": scores,
        "taker": contract.taker if contract is not None else None,
        "side": result.variant.team_of(contract.taker) if contract is not None else None,
        "contract": _contract_label(contract) if contract is not None else None,
        "coinched_by": contract.coinched_by if contract is not None else None,
        "surcoinched_by": contract.surcoinched_by if contract is not None else None,
        "outcome": outcome,
        "rule": rule,
        "taker_points": totals.get("taker_total") if rule is not None and penalty is None else None,
        "defence_points": totals.get("defence_total") if rule is not None and penalty is None else None,
        "at_fault": penalty.seat if penalty is not None else None,
    }


def _contract_label(contract: Contract) -> str:
    """`110 H`, `capot SA`, `H` (a take without a value): the value or special bid, then the trump."""
    value = contract.special or (str(contract.value) if contract.value else "")
    return f"{value} {contract.trump}".strip()


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
