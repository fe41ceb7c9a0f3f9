"""The penalty of an irregularity told to people: text for `check` and `explain`, a block for the HTML page.

Why a module of its own: the text report, the story and the page all say the same thing (who was at
fault, which penalty rule decides, the score the table should write), in English and French; the
words live here once rather than in each renderer.

Pure: no I/O.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape

from .check import CheckResult
from .langs import Lang
from .penalty import Penalty
from .scoring import ScoreLine
from .text.common import rule_title
from .text.lines import line_detail, line_name, line_value

__all__ = ["penalty_html", "penalty_lines", "penalty_summary"]

_WORDS: dict[Lang, dict[str, str]] = {
    "en": {
        "heading": "Penalty",
        "takers": "the takers",
        "defence": "the defence",
        "lose_failed": (
            "{seat} ({who}, {unit}) is at fault: {unit} loses the deal, scored as a failed contract"
        ),
        "lose_made": (
            "{seat} ({who}, {unit}) is at fault: {unit} loses the deal, scored as a made contract with "
            "every card point in play and the last trick to the takers, no capot bonus"
        ),
        "void": "{seat} ({who}, {unit}) is at fault: the deal is void and redealt, nobody scores",
        "report": "{seat} ({who}, {unit}) is at fault: reported only, the house rules give no score",
        "write": "The table writes: {scores}.",
        "nothing": "The table writes nothing: the players settle it.",
        "rule": "rule {rule} — {title}",
        "unit": "Unit",
        "item": "Item",
        "value": "Value",
        "working": "Working",
        "rule_h": "Rule",
        "deal": "deal",
        "detail": "The penalty in detail",
    },
    "fr": {
        "heading": "Pénalité",
        "takers": "les preneurs",
        "defence": "la défense",
        "lose_failed": (
            "{seat} ({who}, {unit}) est en faute : {unit} perd la donne, comptée comme un contrat chuté"
        ),
        "lose_made": (
            "{seat} ({who}, {unit}) est en faute : {unit} perd la donne, comptée comme un contrat réussi, "
            "tous les points en jeu et le dix de der aux preneurs, sans prime de capot"
        ),
        "void": (
            "{seat} ({who}, {unit}) est en faute : la donne est annulée et redistribuée, personne ne marque"
        ),
        "report": (
            "{seat} ({who}, {unit}) est en faute : signalé seulement, les règles de la maison ne "
            "donnent aucun score"
        ),
        "write": "La table marque : {scores}.",
        "nothing": "La table ne marque rien : les joueurs décident.",
        "rule": "règle {rule} — {title}",
        "unit": "Camp",
        "item": "Élément",
        "value": "Valeur",
        "working": "Calcul",
        "rule_h": "Règle",
        "deal": "donne",
        "detail": "La pénalité en détail",
    },
}


def _scores(penalty: Penalty) -> str:
    return ", ".join(f"{unit} {value}" for unit, value in (penalty.scores or {}).items())


def _scored(result: CheckResult, penalty: Penalty) -> CheckResult:
    """The result as the penalty scores it: the breakdown's words (the case's description, the
    details of each line) are told from the penalty's score, as they are for a legal deal's."""
    return replace(result, score=penalty.score)


def penalty_summary(penalty: Penalty, lang: Lang = "en") -> str:
    """One sentence: who is at fault, what the penalty makes of the deal, and the rule that decides."""
    w = _WORDS[lang]
    if penalty.mode == "void":
        key = "void"
    elif penalty.mode == "report_only":
        key = "report"
    else:
        key = "lose_failed" if penalty.taker_at_fault else "lose_made"
    who = w["takers"] if penalty.taker_at_fault else w["defence"]
    text = w[key].format(seat=penalty.seat, who=who, unit=penalty.unit)
    rule = w["rule"].format(rule=penalty.rule, title=rule_title(penalty.rule, lang))
    return f"{text}; {rule}."


def _detail(line: ScoreLine, penalty: Penalty, scored: CheckResult, lang: Lang) -> str:
    """The working of a line; the line the penalty decides (`contract made`) is told by the summary."""
    if line.rule == penalty.rule:
        return penalty_summary(penalty, lang)
    return line_detail(line, scored, lang)


def penalty_lines(result: CheckResult, lang: Lang = "en") -> list[str]:
    """The penalty of `result` as text: the summary, the breakdown with its rule ids, and the score
    to write; nothing when the deal has no penalty."""
    penalty = result.penalty
    if penalty is None:
        return []
    w = _WORDS[lang]
    out = [f"{w['heading']}: {penalty_summary(penalty, lang)}"]
    if penalty.score is not None:
        scored = _scored(result, penalty)
        width = max(14, *(len(line_name(line, lang)) for line in penalty.lines))
        for line in penalty.lines:
            unit = line.unit or w["deal"]
            value = line_value(line, scored, lang)
            detail = _detail(line, penalty, scored, lang)
            shown = f"  {detail}" if detail else ""
            out.append(f"  {unit:<5} {line_name(line, lang):<{width}} {value:>6}  [{line.rule}]{shown}")
    out.append(w["write"].format(scores=_scores(penalty)) if penalty.scores is not None else w["nothing"])
    return out


def penalty_html(result: CheckResult, lang: Lang = "en") -> list[str]:
    """A small section of the HTML page (`id="penalty"`): the summary and the score to write first,
    the breakdown folded (and scrolling on a phone, like the score's); nothing without a penalty."""
    penalty = result.penalty
    if penalty is None:
        return []
    w = _WORDS[lang]
    out = [
        '<section id="penalty">',
        f"<h2>{escape(w['heading'])}</h2>",
        f"<p>{escape(penalty_summary(penalty, lang))}</p>",
    ]
    final = w["write"].format(scores=_scores(penalty)) if penalty.scores is not None else w["nothing"]
    out.append(f'<p id="penalty-score"><strong>{escape(final)}</strong></p>')
    if penalty.score is not None:
        scored = _scored(result, penalty)
        out.append(f'<details id="penalty-detail"><summary>{escape(w["detail"])}</summary>')
        out.append(
            f'<div class="scroll"><table><thead><tr><th>{escape(w["unit"])}</th><th>{escape(w["item"])}</th>'
            f"<th>{escape(w['value'])}</th><th>{escape(w['rule_h'])}</th><th>{escape(w['working'])}</th>"
            "</tr></thead><tbody>"
        )
        for line in penalty.lines:
            out.append(
                f"<tr><td>{escape(line.unit or w['deal'])}</td>"
                f'<td class="text">{escape(line_name(line, lang))}</td>'
                f"<td>{escape(line_value(line, scored, lang))}</td>"
                f'<td class="text">{escape(line.rule)}</td>'
                f'<td class="text">{escape(_detail(line, penalty, scored, lang))}</td></tr>'
            )
        out.append("</tbody></table></div></details>")
    out.append("</section>")
    return out
