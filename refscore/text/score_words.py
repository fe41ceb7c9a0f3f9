"""The score of a deal told in words, before any formula: what the contract was, whether it was
made, how many points the takers had against what they needed, and what each side scores.

Why: a player reads "Contrat de 100 ♥ coinché, chuté : NS ont 92 points, il en fallait 100. EW
marquent (162 + 100) × 2 = 524, NS gardent leur belote (20)." and understands the deal; the names
of the variant's formulas (`taker_total`, `own_tricks`) belong to the detailed view. The numbers
come from the score lines the engine wrote (`CheckResult.lines`): the working of each unit's
formula with its names replaced by their values, so the words can never disagree with the score.

Pure: no I/O.
"""

from __future__ import annotations

import re

from refscore.base.langs import Lang
from refscore.judge.check import CheckResult
from refscore.judge.scoring import ScoreLine

from .common import coinche_text, plain_contract_text, seat_text, words

__all__ = ["numbers_of", "score_in_words", "to_write", "what_to_write"]

_ZERO_TERM = re.compile(r" \+ 0(?![\d.])")
_TIMES_ONE = re.compile(r" \* 1(?![\d.])")


def numbers_of(detail: str) -> str:
    """`own_total + contract = 124 + 110 + 0` -> `124 + 110`: the working with numbers only, the
    terms that add nothing (`+ 0`, `× 1`) left out; "" when the detail has no numbers."""
    if " = " not in detail:
        return ""
    numbers = detail.rsplit(" = ", 1)[1]
    if re.search(r"[a-z_]", numbers):
        return ""
    numbers = _TIMES_ONE.sub("", _ZERO_TERM.sub("", numbers))
    while numbers.startswith("0 + "):
        numbers = numbers[4:]
    return numbers.replace("*", "×")


def _line(lines: list[ScoreLine], name: str, unit: str | None = None) -> ScoreLine | None:
    return next((line for line in lines if line.name == name and line.unit == unit), None)


def score_in_words(result: CheckResult, lang: Lang) -> str:
    """One or two sentences for a scored deal; "" when the deal has no score."""
    score, contract, scores = result.score, result.contract, result.scores
    if score is None or contract is None or scores is None:
        return ""
    w = words(lang)
    variant = result.variant
    lines = list(result.lines)
    members = dict(variant.teams)
    side = variant.team_of(contract.taker)
    side_shown = f" ({seat_text(side, lang)})" if side != contract.taker else ""
    taker = seat_text(contract.taker, lang)

    def form(unit: str) -> str:
        return "p" if len(members.get(unit, (unit,))) > 1 else "s"

    if contract.special is None and not contract.value:
        head = w["sw.trump"].format(
            contract=plain_contract_text(contract, lang), taker=taker, side=side_shown
        )
    else:
        head = w["sw.contract"].format(
            contract=plain_contract_text(contract, lang), taker=taker, side=side_shown
        )
    head += coinche_text(contract, lang)
    case = score.case.rule
    outcome = w["sw.litige" if case == "score.litige" else ("sw.made" if score.made else "sw.failed")]
    first = f"{head}, {outcome}"
    taker_total = _line(lines, "taker_total")
    defence_total = _line(lines, "defence_total")
    if taker_total is not None:
        if contract.special is not None:
            needed = w["sw.needed_all"]
        elif defence_total is not None and contract.value:
            needed = w["sw.needed_both"].format(contract=contract.value, defence=defence_total.value)
        elif defence_total is not None:
            needed = w["sw.needed_more"].format(defence=defence_total.value)
        else:
            needed = w["sw.needed_contract"].format(contract=contract.value)
        have = w[f"sw.have.{form(side)}"].format(side=seat_text(side, lang), points=taker_total.value)
        first += f"{w['colon']}{have}, {needed}"
    parts = []
    for unit, _ in variant.teams:
        value = scores.get(unit, 0)
        belote = _line(lines, "belote", unit)
        deal_score = _line(lines, "deal score", unit)
        rounded = _line(lines, "rounded", unit)
        if (
            belote is not None
            and belote.value
            and deal_score is not None
            and deal_score.value == belote.value
        ):
            parts.append(
                w[f"sw.keeps_belote.{form(unit)}"].format(unit=seat_text(unit, lang), value=belote.value)
            )
            continue
        working = numbers_of(deal_score.detail) if deal_score is not None else ""
        raw = deal_score.value if deal_score is not None else value
        shown = f"{working} = {raw}" if working and working != str(raw) else str(raw)
        if rounded is not None and str(rounded.value) != str(raw):
            shown = w["sw.rounded"].format(value=shown, rounded=rounded.value)
        parts.append(w[f"sw.scores.{form(unit)}"].format(unit=seat_text(unit, lang), working=shown))
    text = first + ". " + ", ".join(parts) + "."
    return text[:1].upper() + text[1:]


def to_write(result: CheckResult) -> tuple[str, dict[str, int] | None]:
    """What the table should write, as the key of its sentence (`write.scores`, `write.reported`,
    `write.redeal`, `write.incomplete`, `write.none`) and the scores to write (None when there are
    none): the deal's score, else the penalty's, else why there is nothing to write. One choice for
    the text (`what_to_write`) and the JSON result's `to_write` (`refscore.render.report`)."""
    if result.score is not None and result.scores is not None:
        return "write.scores", result.scores
    penalty = result.penalty
    if penalty is not None:
        return ("write.reported", None) if penalty.scores is None else ("write.scores", penalty.scores)
    if result.redeal and result.status != "illegal":
        return "write.redeal", None
    if result.status == "incomplete":
        return "write.incomplete", None
    return "write.none", None


def what_to_write(result: CheckResult, lang: Lang) -> list[str]:
    """What the table should write, first, before any breakdown: the scores, then the contract in
    words (who took, who coinched, made or failed and why); after an irregularity of play, the
    penalty's scores and who was at fault; otherwise why there is nothing to write.

    Why first: at the table the question is "what do we write?"; on a phone the breakdown, the
    tricks and the formulas come after it, folded."""
    from refscore.text.penalty_text import penalty_summary

    from .common import scores_text

    w = words(lang)
    key, scores = to_write(result)
    first = w[key].format(scores=scores_text(scores, lang)) if scores is not None else w[key]
    if result.score is not None and result.scores is not None:
        return [first, score_in_words(result, lang)]
    if result.penalty is not None:
        return [first, penalty_summary(result.penalty, lang)]
    return [first]
