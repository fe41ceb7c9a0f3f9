"""Text rendering of a check result: the verdict, the auction, the trick table, the score in words
and, with `--detail`, the breakdown.

Why plain text with rule ids: the reader is a player settling a dispute, who must be able to follow
each number to the rule it comes from in spec/rules.md. The words come from the catalogues of
`refscore.text` (English or French); the score is told in words, and the formula names of the
breakdown wait for `--detail`: a player reads the final scores and the rule of the case.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, assert_never

from refscore.base.langs import Lang
from refscore.judge.check import CheckResult
from refscore.model.record import DealRecord

if TYPE_CHECKING:
    from refscore.render.parts import Part, Verdict


def render_text(
    result: CheckResult, record: DealRecord, file: str, lang: Lang = "en", detail: bool = False
) -> str:
    """The check's text. Without `detail` the score is told in words, then each unit's final score
    with the rule of its scoring case: a player reads no formula name. With `detail` the
    breakdown table follows the words, each line with its formula name, value, rule and workings."""
    from refscore.render.parts import walk

    return text_from_parts(walk(result, record), result, record, file, lang, detail)


def text_from_parts(
    parts: Iterable[Part],
    result: CheckResult,
    record: DealRecord,
    file: str,
    lang: Lang = "en",
    detail: bool = False,
) -> str:
    """The check's text from the parts of a walk (refscore/render/parts.py), each part its lines; the
    penalty follows the verdict. `result` and `record` are what the parts came from, for the
    words of the score and of the violation."""
    from refscore.base.cards import card_name
    from refscore.render.parts import (
        Auction,
        Claim,
        Declarations,
        Hands,
        Heading,
        Notes,
        PenaltyPart,
        PlayFault,
        Score,
        Trick,
        UndeclaredBelote,
        Unfinished,
        Verdict,
    )
    from refscore.text.common import (
        card_text,
        plain_contract_text,
        scores_text,
        seat_text,
        variant_title,
        words,
    )
    from refscore.text.notes import note_text
    from refscore.text.penalty_text import penalty_lines
    from refscore.text.score_words import what_to_write

    w = words(lang)
    variant = result.variant
    out: list[str] = [*what_to_write(result, lang), ""]  # what the table writes, before the detail
    after: list[str] = []  # the penalty, told after the verdict
    lead_width = max(4, len(w["ck.lead"]))
    in_table = False  # between the first and the last trick: the table ends with its key
    for part in parts:
        if in_table and not isinstance(part, Trick):
            out.append(w["ck.star"])
            in_table = False
        match part:
            case Heading():
                variant = part.variant
                out.append(w["ck.head"].format(file=file, id=variant.id, title=variant_title(variant, lang)))
                if part.record_variant:
                    out.append(w["ck.record_variant"].format(named=part.record_variant, id=variant.id))
            case Auction():
                if lang == "en":
                    calls = " · ".join(f"{call.seat} {call}" for call in part.calls)
                else:
                    from refscore.render.story import call_text

                    calls = " · ".join(call_text(call, variant, lang) for call in part.calls)
                out.append(w["ck.auction"].format(calls=calls or w["ck.none"]))
                contract = part.contract
                if contract is not None:
                    side = variant.team_of(contract.taker)
                    coinche = (
                        w["ck.surcoinched_by"].format(seat=seat_text(contract.surcoinched_by, lang))
                        if contract.surcoinched_by
                        else (
                            w["ck.coinched_by"].format(seat=seat_text(contract.coinched_by, lang))
                            if contract.coinched_by
                            else w["not_coinched"]
                        )
                    )
                    label = contract.label if lang == "en" else plain_contract_text(contract, lang)
                    out.append(
                        w["ck.contract"].format(
                            contract=label,
                            taker=seat_text(contract.taker, lang),
                            side=seat_text(side, lang),
                            coinche=coinche,
                            mult=contract.mult,
                        )
                    )
            case Trick(trick=trick):
                seats = variant.seats
                if not in_table:
                    in_table = True
                    out.append("")
                    out.append(
                        f"{w['ck.trick']:<5}  {w['ck.lead']:<{lead_width}}  "
                        + "".join(f"{seat_text(seat, lang):<6}" for seat in seats)
                        + f"{w['ck.winner']:<8}{w['ck.points']}"
                    )
                by_seat = {
                    seat: card_name(card) if lang == "en" else card_text(card, lang)
                    for seat, card in trick.cards
                }
                cells = "".join(
                    f"{by_seat.get(seat, '-') + ('*' if trick.winner == seat else ''):<6}" for seat in seats
                )
                winner = seat_text(trick.winner, lang)
                leader = seat_text(trick.leader, lang)
                out.append(f"{trick.number:>5}  {leader:<{lead_width}}  {cells}{winner:<8}{trick.points}")
            case Score() if part.lines:
                out.append("")  # the score in words opened the text (`what_to_write`)
                if detail:
                    _breakdown(result, lang, out)
                elif part.score is not None:
                    out.append(
                        w["ck.final"].format(scores=scores_text(part.scores, lang), rule=part.score.case.rule)
                    )
            case Notes():
                for note in part.notes:
                    out.append(w["ck.note"].format(note=note_text(note, lang)))
            case PenaltyPart():
                after = penalty_lines(part.penalty, lang, result, detail)
            case Verdict():
                out.append("")
                out.append(_verdict(part, result, record, lang))
            case (
                Hands() | Declarations() | UndeclaredBelote() | PlayFault() | Unfinished() | Score() | Claim()
            ):
                pass  # the text tells these through the verdict and the score
            case _:
                assert_never(part)
    return "\n".join(out + after)


def _breakdown(result: CheckResult, lang: Lang, out: list[str]) -> None:
    """The breakdown table (`--detail`): one line per quantity, with the variant's formula name."""
    from refscore.text.common import words
    from refscore.text.lines import line_detail, line_name, line_unit, line_value

    w = words(lang)
    out.append(w["ck.breakdown"])
    name_width = max(14, *(len(line_name(line, lang)) for line in result.lines))
    for line in result.lines:
        unit = line_unit(line, lang, w["ck.deal"])
        value = line_value(line, result, lang)
        detail = line_detail(line, result, lang)
        shown = f"  {detail}" if detail else ""
        out.append(f"  {unit:<5} {line_name(line, lang):<{name_width}} {value:>6}  [{line.rule}]{shown}")


def _verdict(part: Verdict, result: CheckResult, record: DealRecord, lang: Lang) -> str:
    """The verdict line of the walk's `Verdict` part (`result` and `record` word the violation)."""
    from refscore.model.rule_ids import RULES
    from refscore.render.story import action_text, fault_word, legal_text, violation_message, where_text
    from refscore.text.common import rule_title, scores_text, seat_text, words

    w = words(lang)
    scores = part.scores
    score_text = scores_text(scores, lang) if scores else ""

    def numbered(rule: str) -> str:
        found = RULES.get(rule)
        return f"{found.number} {rule_title(rule, lang)}" if found else rule

    violation = part.violation
    if part.status == "illegal" and violation is not None:
        legal = w["ck.v.legal_at"].format(legal=legal_text(violation, lang)) if violation.legal else ""
        actor = f"{seat_text(violation.seat, lang)} " if violation.seat else ""
        action = f"{actor}{action_text(violation, lang)}: " if violation.action else ""
        if lang != "en" and action:
            action = action[:-2] + w["colon"]
        return w["ck.v.illegal"].format(
            fault=fault_word(violation, lang),
            where=where_text(violation, lang),
            place=violation.place,
            action=action,
            message=violation_message(result, record, lang),
            rule=violation.rule,
            title=numbered(violation.rule),
            legal=legal,
        )
    if part.status == "wrong_claim" and violation is not None:
        return w["ck.v.wrong_claim"].format(
            message=violation_message(result, record, lang), scores=score_text
        )
    if part.status == "incomplete":
        return w["ck.v.incomplete"]
    claim = w["ck.v.confirmed"] if part.claim_confirmed else ""
    if part.status == "redeal":
        return w["ck.v.redeal"].format(scores=score_text, claim=claim)
    made = w["ck.v.made" if part.made else "ck.v.not_made"]
    case = f" ({numbered(part.case_rule)})" if part.case_rule else ""
    return w["ck.v.legal"].format(made=made, case=case, scores=score_text, claim=claim)
