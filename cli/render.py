"""Text rendering of a check result: the verdict, the auction, the trick table and the breakdown.

Why plain text with rule ids: the reader is a player settling a dispute, who must be able to follow
each number to the rule it comes from in spec/rules.md.
"""

from __future__ import annotations

from refscore.cards import card_name
from refscore.check import CheckResult
from refscore.record import DealRecord
from refscore.rules import rule_title


def render_text(result: CheckResult, record: DealRecord, file: str) -> str:
    variant = result.variant
    out: list[str] = [f"{file} — variant {variant.id} ({variant.title})"]
    if record.variant and record.variant != variant.id:
        out.append(f"note: the record says variant {record.variant!r}; judged under {variant.id!r} as asked")
    calls = " · ".join(f"{call.seat} {call}" for call in record.calls) or "(none)"
    out.append(f"Auction: {calls}")
    contract = result.contract
    if contract is not None:
        side = variant.team_of(contract.taker)
        coinche = (
            ("surcoinched by " + contract.surcoinched_by)
            if contract.surcoinched_by
            else (("coinched by " + contract.coinched_by) if contract.coinched_by else "not coinched")
        )
        out.append(
            f"Contract: {contract.label} by {contract.taker} ({side}), {coinche}, multiplier {contract.mult}"
        )
    if result.tricks:
        seats = variant.seats
        out.append("")
        out.append("Trick  Lead  " + "".join(f"{seat:<6}" for seat in seats) + "Winner  Points")
        for trick in result.tricks:
            by_seat = {seat: card_name(card) for seat, card in trick.cards}
            cells = "".join(
                f"{by_seat.get(seat, '-') + ('*' if trick.winner == seat else ''):<6}" for seat in seats
            )
            out.append(
                f"{trick.number:>5}  {trick.leader:<4}  {cells}{(trick.winner or '?'):<8}{trick.points}"
            )
        out.append("(* wins the trick)")
    if result.lines:
        out.append("")
        out.append("Score breakdown")
        for line in result.lines:
            unit = line.unit or "deal"
            value = ("yes" if line.value else "no") if isinstance(line.value, bool) else line.value
            detail = f"  {line.detail}" if line.detail else ""
            out.append(f"  {unit:<5} {line.name:<14} {value!s:>6}  [{line.rule}]{detail}")
    for note in result.notes:
        out.append(f"note: {note}")
    out.append("")
    out.append(_verdict(result))
    if result.penalty is not None:
        from refscore.penalty_text import penalty_lines

        out += penalty_lines(result.penalty)
    return "\n".join(out)


def _verdict(result: CheckResult) -> str:
    scores = result.scores
    score_text = ", ".join(f"{unit} {value}" for unit, value in scores.items()) if scores else ""
    violation = result.violation
    if result.status == "illegal" and violation is not None:
        legal = f" Legal at that moment: {', '.join(violation.legal)}." if violation.legal else ""
        actor = f"{violation.seat} " if violation.seat else ""
        action = f"{actor}{violation.action}: " if violation.action else ""
        return (
            f"Verdict: ILLEGAL at {violation.where} ({violation.place}): {action}{violation.message}. "
            f"Rule {violation.rule} — {rule_title(violation.rule)}.{legal}"
        )
    if result.status == "wrong_claim" and violation is not None:
        return (
            f"Verdict: legal play, WRONG CLAIM: {violation.message}. Score: {score_text} (rule claim.match)."
        )
    if result.status == "incomplete":
        return "Verdict: legal so far; the deal is incomplete, no score."
    claim = ""
    if result.claim_confirmed:
        claim = "; the claimed score is confirmed"
    if result.status == "redeal":
        return f"Verdict: REDEAL (everybody passed): {score_text}{claim}."
    made = "made" if result.score and result.score.made else "not made"
    case = f" ({rule_title(result.score.case.rule)})" if result.score else ""
    return f"Verdict: LEGAL, contract {made}{case}. Score: {score_text}{claim}."
