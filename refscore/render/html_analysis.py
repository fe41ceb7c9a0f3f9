"""The double-dummy annotations of the HTML picture (`refscore render --analyse`).

Why a section of its own, after the play: the picture shows what happened; this section shows what
could have happened, from the same deal, in the words of `refscore analyse`: the points the takers
could guarantee after each card, the cards that cost points (how many, to which side, and whether
they turned a made contract into a failed one or back), the better cards at that moment, the value
just before an illegal card, and, when computed, the table of every trump. Plain HTML (a table, no
script); every text is escaped.

Pure: returns HTML lines; `refscore.render.html.render_html` places them.
"""

from __future__ import annotations

from html import escape

from refscore.base.langs import Lang
from refscore.render.html_cards import card_html, cards_html
from refscore.solver.analyse import Analysis, CardNote, Outcome
from refscore.text.analysis import word
from refscore.text.common import seat_text

__all__ = ["analysis_section", "position_page"]


def _made(made: bool | None, lang: Lang) -> str:
    return "" if made is None else word("made" if made else "failed", lang)


def _outcome(key: str, outcome: Outcome | None, unit: str, lang: Lang) -> list[str]:
    if outcome is None:
        return []
    made = _made(outcome.made, lang)
    scores = ", ".join(f"{seat_text(name, lang)} {points}" for name, points in (outcome.scores or {}).items())
    colon = " : " if lang == "fr" else ": "
    text = f"{word(key, lang)}{colon}{seat_text(unit, lang)} {outcome.points} {word('points', lang)}"
    text += f", {made}" if made else ""
    text += f" ; {word('score', lang)} {scores}" if lang == "fr" else f"; {word('score', lang)} {scores}"
    return [f'<li id="dd-{escape(key.replace("_", "-"))}">{escape(text)}</li>']


def _par(analysis: Analysis, lang: Lang) -> list[str]:
    """The par line, first (`id="dd-par"`), in the words of the text output."""
    from refscore.solver.analyse import analysis_to_json
    from refscore.text.analysis import par_text

    lines = par_text(analysis_to_json(analysis)["par"], lang)
    return [f'<p id="dd-par"><strong>{escape(line)}</strong></p>' for line in lines]


def _decisive(analysis: Analysis, lang: Lang) -> list[str]:
    """The decisive card in one line (`id="dd-decisive"`), before the card-by-card table."""
    from refscore.solver.analyse import analysis_to_json
    from refscore.text.analysis import decisive_text

    lines = decisive_text(analysis_to_json(analysis), lang)
    return [f'<p id="dd-decisive"><strong>{escape(line)}</strong></p>' for line in lines]


def _position(analysis: Analysis, lang: Lang) -> list[str]:
    """Every legal card where the record stops (`id="dd-position"`), in the words of the text."""
    from refscore.solver.analyse import analysis_to_json
    from refscore.text.analysis import position_text

    lines = position_text(analysis_to_json(analysis), lang)
    if not lines:
        return []
    items = "".join(f"<li>{escape(line.strip())}</li>" for line in lines[1:])
    return [f'<div id="dd-position"><p>{escape(lines[0])}</p><ul>{items}</ul></div>']


def _card_row(note: CardNote, side_of: dict[str, str], lang: Lang) -> str:
    """One card: the takers' points after it; a costly card also its cost, its flip and the better
    cards (its row marked `dd-cost`)."""
    cells = [
        f"<td>{note.trick}.{note.position}</td>",
        f"<td>{escape(seat_text(note.seat, lang))}</td>",
        f"<td>{card_html(note.card, lang)}</td>",
        f"<td>{note.after}</td>",
    ]
    if not note.cost:
        cells += ["<td></td>", "<td></td>"]
        return "<tr>" + "".join(cells) + "</tr>"
    cost = word("h.cost_cell", lang, points=note.cost, unit=side_of[note.seat])
    if note.made_before is not None and note.made_after is not None and note.made_before != note.made_after:
        flip = word("h.flip", lang, before=_made(note.made_before, lang), after=_made(note.made_after, lang))
        cost += f" ({flip})"
    cells += [f'<td class="text">{escape(cost)}</td>', f"<td>{cards_html(note.better, lang)}</td>"]
    return f'<tr class="dd-cost" id="dd-card-{note.trick}-{note.position}">' + "".join(cells) + "</tr>"


def analysis_section(analysis: Analysis, lang: Lang) -> list[str]:
    """The `<section id="analysis">` of the picture (nothing when there was nothing to analyse)."""
    variant = analysis.variant
    unit = analysis.taker_unit or ""  # (raw: `word` and `_outcome` say it as `lang` writes it)
    out = [f'<section id="analysis"><h2>{escape(word("h.analysis", lang))}</h2>']
    if analysis.contract is None or analysis.best is None:
        # no contract, or an irregularity before the play (the verdict above says which)
        out.append(f'<p id="dd-nothing">{escape(word("nothing", lang))}</p></section>')
        return out
    out.append(f'<p class="muted">{escape(word("h.intro", lang, unit=unit))}</p>')
    out += _par(analysis, lang)
    summary = _outcome("as_played", analysis.played, unit, lang) + _outcome("best", analysis.best, unit, lang)
    if summary:
        out += ["<ul>", *summary, "</ul>"]
    out += _decisive(analysis, lang)
    out += _position(analysis, lang)
    bad = analysis.irregularity
    if bad is not None:
        text = word(
            "h.irregular",
            lang,
            seat=bad.seat,
            card="\x00",
            rule=bad.rule,
            value=bad.value,
            made=word("and_made", lang) if bad.made else "",
            legal="\x01",
        )
        html_text = escape(text).replace("\x00", card_html(bad.card, lang))
        html_text = html_text.replace("\x01", cards_html(bad.legal, lang))
        out.append(f'<p class="violation" id="dd-irregular">{html_text}</p>')
    if analysis.cards:
        side_of = {seat: variant.team_of(seat) for seat in variant.seats}
        costly = [note for note in analysis.cards if note.cost]
        out.append(f"<h3>{escape(word('h.cards', lang))}</h3>")
        counted = word("h.costly", lang, count=len(costly)) if costly else word("h.no_costly", lang)
        out.append(f'<p id="dd-costly">{escape(counted)}</p>')
        heads = ("h.trick", "h.seat", "h.card", "h.value", "h.cost", "h.better")
        out.append(
            '<div class="scroll"><table id="dd-cards"><thead><tr>'
            + "".join(f"<th>{escape(word(key, lang))}</th>" for key in heads)
            + "</tr></thead><tbody>"
        )
        out += [_card_row(note, side_of, lang) for note in analysis.cards]
        out.append("</tbody></table></div>")
    if analysis.table:
        out += _mode_table(analysis, lang)
    out.append("</section>")
    return out


def _mode_table(analysis: Analysis, lang: Lang) -> list[str]:
    units = list(analysis.table[0].points)
    out = [
        f"<h3>{escape(word('h.table', lang))}</h3>",
        f"<p>{escape(word('table', lang))}</p>",
        '<div class="scroll"><table id="dd-table"><thead><tr>'
        f"<th>{escape(word('h.trump', lang))}</th>"
        + "".join(f"<th>{escape(seat_text(unit, lang))}</th>" for unit in units)
        + "</tr></thead><tbody>",
    ]
    for row in analysis.table:
        cells = []
        for unit in units:
            bid = row.best_bid.get(unit)
            shown = word("none", lang) if bid is None else word("take", lang) if bid == "take" else str(bid)
            cells.append(f"<td>{escape(word('h.table_cell', lang, points=row.points[unit], bid=shown))}</td>")
        out.append(f"<tr><td>{escape(row.trump)}</td>{''.join(cells)}</tr>")
    out.append("</tbody></table></div>")
    return out


def position_page(analysis: Analysis, lang: Lang) -> str:
    """A page of its own for a position analysed from one player's view (`refscore analyse --format
    html` without a deal: `refscore.solver.analyse.analyse_view`): the contract, then every legal
    card in the words of the text (`id="dd-position"`). Plain HTML, every text escaped."""
    from refscore.solver.analyse import analysis_to_json
    from refscore.text.common import record_trump_text

    data = analysis_to_json(analysis)
    contract = data["contract"]
    head = data["variant"]
    if contract is not None:
        value, _, trump = str(contract["label"]).rpartition(" ")
        head += f" {value} {record_trump_text(trump, lang)}".rstrip()
        head += f" ({seat_text(contract['taker'], lang)}, {seat_text(contract['unit'], lang)})"
    return "\n".join(
        [
            "<!DOCTYPE html>",
            f'<html lang="{lang}">',
            '<head>\n<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{escape(head)}</title>",
            "<style>body { font-family: sans-serif; max-width: 48rem; margin: 1rem auto; padding: 0 .5rem; }"
            " li { margin: .2rem 0; }</style>",
            "</head>\n<body>",
            f"<h1>{escape(head)}</h1>",
            *_position(analysis, lang),
            "</body>\n</html>\n",
        ]
    )
