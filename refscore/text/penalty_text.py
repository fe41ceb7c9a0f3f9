"""The penalty of an irregularity told to people: text for `check` and `explain`, a block for the HTML page.

Why a module of its own: the text report, the story and the page all say the same thing (who was at
fault, which penalty rule decides, the score the table should write), in English and French; the
words live here once rather than in each renderer.

Pure: no I/O.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape
from typing import TYPE_CHECKING

from refscore.base.langs import Lang
from refscore.judge.penalty import Penalty
from refscore.judge.scoring import ScoreLine

if TYPE_CHECKING:
    from refscore.judge.check import CheckResult

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
        "colon": ": ",
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
        "colon": " : ",
        # the penalty's own score lines (refscore/judge/penalty.py), the others as in `check`
        "ln.irregularity": "irrégularité",
        "ln.annonces": "annonces",
        "d.void": "la donne est annulée et redistribuée : personne ne marque",
        "d.report": "signalé seulement : pas de marque",
        "d.belote": "compte quoi qu'il arrive",
        "d.discard": "l'écart reste au preneur",
        "d.settled": "réglées",
        "d.no_annonces": "le camp fautif ne marque pas d'annonce",
        "d.at_fault_failed": "{seat} ({who}) en faute : compté comme un contrat chuté",
        "d.at_fault_made": (
            "{seat} ({who}) en faute : compté comme un contrat réussi, le camp preneur ayant tous les points "
            "en jeu et le dernier pli, sans prime de capot"
        ),
    },
}


#: The fact lines whose detail is a fixed sentence, with its key in `_WORDS`.
_FIXED_DETAILS = {"belote": "d.belote", "discard": "d.discard"}


def _scores(penalty: Penalty, lang: Lang) -> str:
    from refscore.text.common import scores_text

    return scores_text(penalty.scores, lang)


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
    from refscore.text.common import rule_title, seat_text

    text = w[key].format(seat=seat_text(penalty.seat, lang), who=who, unit=seat_text(penalty.unit, lang))
    rule = w["rule"].format(rule=penalty.rule, title=rule_title(penalty.rule, lang))
    return f"{text}{';' if lang == 'en' else ' ;'} {rule}."


def _french_line(
    line: ScoreLine, penalty: Penalty, result: CheckResult | None, lang: Lang
) -> tuple[str, str, str]:
    """(name, value, detail) of one line of the penalty's breakdown in `lang`: the penalty's own
    lines from this module's words, the others as `check` says them (refscore/text/lines.py)."""
    from refscore.text.common import seat_text
    from refscore.text.lines import line_detail, line_name, line_value

    w = _WORDS[lang]
    value = (w["yes"] if line.value else w["no"]) if isinstance(line.value, bool) else str(line.value)
    name = w.get(f"ln.{line.name}") or line_name(line, lang)
    if line.name == "irregularity":
        return name, value, w["d.void" if penalty.mode == "void" else "d.report"]
    if line.name == "contract made":
        who = w["takers"] if penalty.taker_at_fault else w["defence"]
        key = "d.at_fault_failed" if penalty.taker_at_fault else "d.at_fault_made"
        return name, value, w[key].format(seat=seat_text(penalty.seat, lang), who=who)
    if line.name == "annonces":
        return name, value, w["d.settled" if line.rule == "points.annonces-strongest" else "d.no_annonces"]
    fixed = _FIXED_DETAILS.get(line.name)
    if fixed is not None:
        return name, value, w[fixed]
    if result is None:
        return name, value, line.detail
    view = replace(result, score=penalty.score) if penalty.score is not None else result
    if line.name == "case":
        value = line_value(line, view, lang)
    return name, value, line_detail(line, view, lang)


def _line(line: ScoreLine, penalty: Penalty, result: CheckResult | None, lang: Lang) -> tuple[str, str, str]:
    if lang == "en":
        w = _WORDS[lang]
        value = (w["yes"] if line.value else w["no"]) if isinstance(line.value, bool) else str(line.value)
        return line.name, value, line.detail
    return _french_line(line, penalty, result, lang)


def penalty_lines(
    penalty: Penalty, lang: Lang = "en", result: CheckResult | None = None, detail: bool = True
) -> list[str]:
    """The penalty as text: the summary, the breakdown with its rule ids, and the score to write.
    `result`: the checked deal, which names the variant's cases and rounding in `lang`. Without
    `detail` (`check` without `--detail`) the breakdown, which carries the formula names, is left out."""
    from refscore.text.lines import line_unit

    w = _WORDS[lang]
    out = [f"{w['heading']}{w['colon']}{penalty_summary(penalty, lang)}"]
    if penalty.score is not None and detail:
        told = [(line, *_line(line, penalty, result, lang)) for line in penalty.lines]
        width = max(14, *(len(name) for _, name, _, _ in told))
        for line, name, value, shown in told:
            unit = line_unit(line, lang, w["deal"])
            working = f"  {shown}" if shown else ""
            out.append(f"  {unit:<5} {name:<{width}} {value:>6}  [{line.rule}]{working}")
    written = _scores(penalty, lang)
    out.append(w["write"].format(scores=written) if penalty.scores is not None else w["nothing"])
    return out


def penalty_html(penalty: Penalty | None, lang: Lang = "en", result: CheckResult | None = None) -> list[str]:
    """A small section of the HTML page (`id="penalty"`); nothing when the deal has no penalty."""
    if penalty is None:
        return []
    from refscore.text.lines import line_unit

    w = _WORDS[lang]
    out = [
        '<section id="penalty">',
        f"<h2>{escape(w['heading'])}</h2>",
        f"<p>{escape(penalty_summary(penalty, lang))}</p>",
    ]
    if penalty.score is not None:  # the working, folded: the score to write is on top of the page
        out.append(f"<details><summary>{escape(w['working'])}</summary>")
        out.append(
            f"<table><thead><tr><th>{escape(w['unit'])}</th><th>{escape(w['item'])}</th>"
            f"<th>{escape(w['value'])}</th><th>{escape(w['rule_h'])}</th><th>{escape(w['working'])}</th></tr></thead><tbody>"
        )
        for line in penalty.lines:
            name, value, detail = _line(line, penalty, result, lang)
            out.append(
                f'<tr><td>{escape(line_unit(line, lang, w["deal"]))}</td><td class="text">{escape(name)}</td>'
                f'<td>{escape(value)}</td><td class="text">{escape(line.rule)}</td>'
                f'<td class="text">{escape(detail)}</td></tr>'
            )
        out.append("</tbody></table></details>")
    final = w["write"].format(scores=_scores(penalty, lang)) if penalty.scores is not None else w["nothing"]
    out.append(f'<p id="penalty-score"><strong>{escape(final)}</strong></p>')
    out.append("</section>")
    return out
