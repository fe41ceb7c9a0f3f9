"""The score of a facts record (`refscore score`), in words.

Why beside the story of a deal: a facts record is scored by the same formulas as a checked deal, so
its text reuses the deal's score story and claim story; only the heading (no card was seen) and the
verdict differ.
"""

from __future__ import annotations

from refscore.base.langs import Lang
from refscore.judge.check import CheckResult
from refscore.render.parts import walk
from refscore.render.story import score_and_claim
from refscore.text.common import (
    coinche_text,
    plain_contract_text,
    scores_text,
    seat_text,
    variant_title,
    words,
)
from refscore.text.notes import note_text
from refscore.text.score_words import what_to_write

__all__ = ["facts_score_text"]


def facts_score_text(result: CheckResult, lang: Lang = "en", file: str | None = None) -> str:
    """The score of a facts record: the same score story as `explain`, with the same formulas and
    rule ids, under a heading that says no card was seen."""
    w = words(lang)
    variant = result.variant
    out: list[str] = [*what_to_write(result, lang), ""]  # what the table writes, first
    if file:
        out.append(w["file"].format(file=file))
    out.append(w["title"].format(id=variant.id, title=variant_title(variant, lang)))
    out.append(w["f.source"])
    contract = result.contract
    if contract is not None:
        out.append(
            w["f.contract"].format(
                contract=plain_contract_text(contract, lang),
                taker=seat_text(contract.taker, lang),
                unit=seat_text(variant.team_of(contract.taker), lang),
            )
            + coinche_text(contract, lang)
        )
    out.append("")
    out += score_and_claim(walk(result), result, lang, False, told=True)
    out.append("")
    score = result.score
    if score is not None:
        key = f"f.{'wrong' if result.status == 'wrong_claim' else 'ok'}.{'made' if score.made else 'failed'}"
        out.append(
            w[key].format(
                rule=score.case.rule,
                scores=scores_text(result.scores, lang),
                claimed=scores_text(result.claim, lang),
            )
        )
    for note in result.notes:
        out.append(w["note"].format(note=note_text(note, lang)))
    return "\n".join(out) + "\n"
