"""The penalty of an irregularity told to people: text for `check` and `explain`, a block for the HTML page.

Why a module of its own: the text report, the story and the page all say the same thing (who was at
fault, which penalty rule decides, the score the table should write), in English and French; the
words live here once rather than in each renderer.

Pure: no I/O.
"""

from __future__ import annotations

from html import escape

from .langs import Lang
from .penalty import Penalty
from .rules import rule_title

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
        "yes": "yes",
        "no": "no",
        "unit": "Unit",
        "item": "Item",
        "value": "Value",
        "working": "Working",
        "rule_h": "Rule",
        "deal": "deal",
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
        "yes": "oui",
        "no": "non",
        "unit": "Camp",
        "item": "Élément",
        "value": "Valeur",
        "working": "Calcul",
        "rule_h": "Règle",
        "deal": "donne",
    },
}


def _scores(penalty: Penalty) -> str:
    return ", ".join(f"{unit} {value}" for unit, value in (penalty.scores or {}).items())


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
    rule = w["rule"].format(rule=penalty.rule, title=rule_title(penalty.rule))
    return f"{text}; {rule}."


def penalty_lines(penalty: Penalty, lang: Lang = "en") -> list[str]:
    """The penalty as text: the summary, the breakdown with its rule ids, and the score to write."""
    w = _WORDS[lang]
    out = [f"{w['heading']}: {penalty_summary(penalty, lang)}"]
    if penalty.score is not None:
        for line in penalty.lines:
            unit = line.unit or w["deal"]
            value = (w["yes"] if line.value else w["no"]) if isinstance(line.value, bool) else line.value
            detail = f"  {line.detail}" if line.detail else ""
            out.append(f"  {unit:<5} {line.name:<14} {value!s:>6}  [{line.rule}]{detail}")
    out.append(w["write"].format(scores=_scores(penalty)) if penalty.scores is not None else w["nothing"])
    return out


def penalty_html(penalty: Penalty | None, lang: Lang = "en") -> list[str]:
    """A small section of the HTML page (`id="penalty"`); nothing when the deal has no penalty."""
    if penalty is None:
        return []
    w = _WORDS[lang]
    out = [
        '<section id="penalty">',
        f"<h2>{escape(w['heading'])}</h2>",
        f"<p>{escape(penalty_summary(penalty, lang))}</p>",
    ]
    if penalty.score is not None:
        out.append(
            f"<table><thead><tr><th>{escape(w['unit'])}</th><th>{escape(w['item'])}</th>"
            f"<th>{escape(w['value'])}</th><th>{escape(w['rule_h'])}</th><th>{escape(w['working'])}</th></tr></thead><tbody>"
        )
        for line in penalty.lines:
            value = (w["yes"] if line.value else w["no"]) if isinstance(line.value, bool) else str(line.value)
            out.append(
                f'<tr><td>{escape(line.unit or w["deal"])}</td><td class="text">{escape(line.name)}</td>'
                f'<td>{escape(value)}</td><td class="text">{escape(line.rule)}</td>'
                f'<td class="text">{escape(line.detail)}</td></tr>'
            )
        out.append("</tbody></table>")
    final = w["write"].format(scores=_scores(penalty)) if penalty.scores is not None else w["nothing"]
    out.append(f'<p id="penalty-score"><strong>{escape(final)}</strong></p>')
    out.append("</section>")
    return out
