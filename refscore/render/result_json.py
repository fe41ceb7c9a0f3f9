"""The pieces of a result's JSON that the batch's fast path writes too: a violation, the lines of a
breakdown, a penalty, the exit code of a status (`spec/result.schema.json`).

Why apart from `refscore.render.report`: the fast path writes an illegal deal's penalty and a
wrong claim's violation with these, and `report` imports the walk over a whole result
(`render.parts`) and the reference's `check`, which its lines never need (`bench/startup.py`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from refscore.base.errors import EXIT_ILLEGAL, EXIT_OK
from refscore.model.rule_ids import RULES

if TYPE_CHECKING:  # (the reference's classes: their modules are not on the fast path)
    from refscore.base.kinds import Status
    from refscore.judge.check import Violation
    from refscore.judge.scoring import ScoreLine


def status_exit_code(status: Status) -> int:
    """1 for a deal with a fault (an illegal action, a wrong claim), else 0 (errors.py)."""
    return EXIT_ILLEGAL if status in ("illegal", "wrong_claim") else EXIT_OK


def violation_json(violation: Violation | None) -> dict[str, Any] | None:
    if violation is None:
        return None
    return {
        "rule": violation.rule,
        "rule_title": violation.rule_title,
        "phase": violation.phase,
        "place": violation.place,
        "where": violation.where,
        "seat": violation.seat,
        "action": violation.action,
        "message": violation.message,
        "legal": list(violation.legal),
    }


def breakdown_json(lines: Iterable[ScoreLine]) -> list[dict[str, Any]]:
    return [
        {
            "unit": line.unit,
            "name": line.name,
            "value": line.value,
            "rule": line.rule,
            "detail": line.detail,
        }
        for line in lines
    ]


def penalty_json(
    rule: str,
    mode: str,
    irregularity: str,
    seat: str,
    unit: str,
    taker_at_fault: bool,
    made: bool | None,
    scores: dict[str, int] | None,
    breakdown: list[dict[str, Any]],
) -> dict[str, Any]:
    """The JSON of a penalty from its fields (spec/result.schema.json `penalty`): `penalty_to_json`,
    and the fast batch path that writes a penalty without a `Penalty` (refscore.fast.penalty_plan)."""
    return {
        "rule": rule,
        "rule_title": RULES[rule].title,
        "mode": mode,
        "irregularity": irregularity,
        "seat": seat,
        "unit": unit,
        "taker_at_fault": taker_at_fault,
        "made": made,
        "scores": scores,
        "breakdown": breakdown,
    }
