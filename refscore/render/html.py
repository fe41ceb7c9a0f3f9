"""A picture of a deal: one self-contained HTML page (no network, no external assets).

Why HTML: a page opens on any phone or laptop at the table and prints. It tells the score in words
first, as a player would ("Contrat de 110 ♥ par S, rempli : NS ont 124 points..."), then shows the
hands with the players' names, the auction, the declarations (belote, annonces), the tricks as a
table with the winning card of each marked, the illegal card highlighted with its rule and the
cards that were allowed, and last the score with the variant's formulas filled in, folded in a
`<details>` for whoever wants the working. The layout fits a phone (390 px wide: every column of
the play table stays visible, short headings on narrow screens). Everything is inline (one
`<style>`, no script, no image, no link), and every text from the record is escaped.

Pure: returns the page as a string; the CLI writes it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from html import escape
from typing import TYPE_CHECKING, assert_never

from refscore.base.cards import SUIT_SYMBOLS, Card, suit_of
from refscore.base.langs import Lang
from refscore.base.version import __version__
from refscore.judge.check import CheckResult
from refscore.model.record import Call, DealRecord
from refscore.model.variant import TrumpKind, Variant
from refscore.render.html_cards import card_html, cards_html, suit_colour
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
from refscore.render.story import legal_text, verdict_text, violation_message
from refscore.text.coach import why_not
from refscore.text.common import (
    card_text,
    contract_text,
    rule_heading,
    rule_text,
    scores_text,
    seat_text,
    variant_title,
    words,
)
from refscore.text.common import labels as labels_of
from refscore.text.lines import line_detail, line_name, line_unit, line_value
from refscore.text.notes import note_text
from refscore.text.penalty_text import penalty_html
from refscore.text.score_words import what_to_write

if TYPE_CHECKING:
    from refscore.solver.analyse import Analysis

__all__ = ["render_html"]


_STYLE = """
*, *::before, *::after { box-sizing: border-box; }
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 1rem auto; max-width: 60rem;
       padding: 0 1rem; color: #1b1b1b; background: #fdfdfb; line-height: 1.4; overflow-wrap: break-word; }
h1 { font-size: 1.5rem; margin-bottom: .2rem; } h2 { font-size: 1.2rem; margin-top: 1.6rem;
       border-bottom: 1px solid #ccc; } h3 { font-size: 1rem; margin: .3rem 0; }
.variant { color: #555; margin-top: 0; }
.verdict { font-weight: bold; padding: .5rem .8rem; border-radius: .4rem; }
.verdict.ok { background: #e6f4e6; border: 1px solid #7bb87b; }
.verdict.bad { background: #fbe7e6; border: 1px solid #d37a74; }
.write { font-size: 1.25rem; margin: .4rem 0; }
.words { font-size: 1.1rem; padding: .4rem .8rem; border-left: 4px solid #7bb87b; background: #f4faf4; }
.hands { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: .6rem; }
.hand { border: 1px solid #ccc; border-radius: .4rem; padding: .4rem .6rem; background: #fff; min-width: 0; }
.hand p { margin: .1rem 0; font-size: 1.05rem; }
.player { font-weight: normal; }
.red { color: #c0392b; } .black { color: #1b1b1b; }
table { border-collapse: collapse; margin: .4rem 0; max-width: 100%; }
th, td { border: 1px solid #ccc; padding: .25rem .5rem; text-align: center; overflow-wrap: normal; }
td.text { text-align: left; }
td.win { background: #fff3c4; font-weight: bold; }
td.illegal, span.illegal { background: #f8c9c5; outline: 2px solid #c0392b; font-weight: bold; }
.rule-id { display: block; font-size: .75rem; font-weight: normal; color: #7a1f16; overflow-wrap: anywhere; }
.violation { border-left: 4px solid #c0392b; padding: .2rem .8rem; background: #fff7f6; }
blockquote { margin: .4rem 0; color: #333; }
.muted { color: #666; font-size: .9rem; }
.short { display: none; }
#play table { width: 100%; }
details { margin-top: .8rem; } summary { cursor: pointer; font-weight: bold; }
.scroll { max-width: 100%; overflow-x: auto; }
code { overflow-wrap: anywhere; }
tr.dd-cost td { background: #fde8d8; } #dd-irregular { font-weight: bold; }
@media (max-width: 40rem) {
  body { padding: 0 .4rem; margin: .5rem auto; }
  th, td { padding: .15rem .2rem; font-size: .85rem; }
  #play table { table-layout: fixed; }
  .long { display: none; } .short { display: inline; }
  .rule-id { font-size: .65rem; }
  #score-detail thead { display: none; }
  #score-detail table, #score-detail tbody, #score-detail tr,
  #score-detail td { display: block; width: 100%; }
  #score-detail tr { border: 1px solid #ccc; margin: .3rem 0; padding: .2rem; }
  #score-detail td { border: 0; text-align: left; padding: .05rem .2rem; }
  #penalty thead { display: none; }
  #penalty table, #penalty tbody, #penalty tr, #penalty td { display: block; width: 100%; }
  #penalty tr { border: 1px solid #ccc; margin: .3rem 0; padding: .2rem; }
  #penalty td { border: 0; text-align: left; padding: .05rem .2rem; overflow-wrap: anywhere; }
}
@media print { body { max-width: none; } .verdict { border: 1px solid #000; } }
"""


def _hand_by_suit(hand: Sequence[Card], lang: Lang) -> str:
    rows = []
    for suit in range(4):
        in_suit = sorted((card for card in hand if suit_of(card) == suit), reverse=True)
        colour = suit_colour(suit)
        ranks = " ".join(escape(card_text(card, lang)[:-1]) for card in in_suit) or "—"
        rows.append(f'<p><span class="{colour}">{SUIT_SYMBOLS[suit]}</span> {ranks}</p>')
    return "".join(rows)


def _call_html(call: Call, variant: Variant, lang: Lang) -> str:
    if call.kind == "bid" and call.trump is not None:
        text = f"{call.value} {contract_trump(call, lang)}"
    elif call.kind == "take":
        text = words(lang)["call.take"].format(
            seat="", trump=f" {contract_trump(call, lang)}" if call.trump else ""
        )
    else:
        text = {"pass": "passe" if lang == "fr" else "pass"}.get(call.kind, call.kind)
    return escape(text.strip())


def contract_trump(call: Call, lang: Lang) -> str:
    assert call.trump is not None
    if call.trump.kind is TrumpKind.SUIT and call.trump.suit is not None:
        return SUIT_SYMBOLS[call.trump.suit]
    return words(lang)["sans_atout" if call.trump.kind is TrumpKind.NO_TRUMP else "tout_atout"]


def _head(long: str, short: str) -> str:
    """A column heading: the long label, and a short one shown instead on a phone."""
    if long == short:
        return escape(long)
    return (
        f'<span class="long">{escape(long)}</span>'
        f'<span class="short" title="{escape(long)}">{escape(short)}</span>'
    )


def render_html(
    result: CheckResult,
    record: DealRecord,
    *,
    lang: Lang = "en",
    title: str | None = None,
    locate: Callable[[str], str | None] | None = None,
    notes: Sequence[str] = (),
    players: Mapping[str, str] | None = None,
    analysis: Analysis | None = None,
) -> str:
    """The page for one checked deal (see the module docstring). `players`: the players' names by
    seat (the record's `players` field), shown with the hands. `analysis`: the deal's double-dummy
    analysis (`refscore.solver.analyse.analyse_deal`), shown after the play (`render --analyse`)."""
    labels = labels_of(lang)
    w = words(lang)
    variant = result.variant
    name = title or "refscore"
    good = result.status in ("legal", "redeal", "incomplete")
    parts: list[str] = [
        "<!DOCTYPE html>",
        f'<html lang="{lang}">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(labels['deal'])} {escape(name)} — {escape(variant.id)}</title>",
        f"<style>{_STYLE}</style>",
        "</head>",
        "<body>",
        "<header>",
        f"<h1>{escape(labels['deal'])} {escape(name)}</h1>",
        f'<p class="variant">{escape(variant.id)} — {escape(variant_title(variant, lang))}'
        f' <code class="fingerprint">{escape(variant.fingerprint)}</code></p>',
    ]
    # the walk's parts (refscore/render/parts.py), each drawn where the page shows it: the verdict on top
    body: list[str] = []
    play: list[Part] = []
    score: Score | None = None
    claim: Claim | None = None
    penalty: list[str] = []
    checked_notes: tuple[str, ...] = ()
    for part in walk(result, record):
        match part:
            case Hands():
                body += _hands_section(part, variant, lang, players or {})
            case Auction():
                body += _auction_section(part, result, record, lang)
            case Declarations():
                body += _declarations_section(part, result, record, lang)
            case Trick() | UndeclaredBelote() | PlayFault() | Unfinished():
                play.append(part)
            case Score():
                score = part
            case Claim():
                claim = part
            case PenaltyPart():
                penalty = penalty_html(part.penalty, lang, result)
            case Notes():
                checked_notes = part.notes
            case Verdict():
                told = verdict_text(part, lang, locate)
                parts.append(
                    f'<p class="verdict {"ok" if good else "bad"}" id="verdict">'
                    f"{escape(w['h.verdict'])}{escape(w['colon'])}{escape(told)}</p>"
                )
            case Heading():
                pass  # the header above
            case _:
                assert_never(part)
    parts[parts.index("<header>") + 3 : parts.index("<header>") + 3] = _words_section(result, lang)
    parts.append("</header>")
    parts += body
    parts += _play_section(play, result, record, lang, locate)
    if analysis is not None:
        from refscore.render.html_analysis import analysis_section

        parts += analysis_section(analysis, lang)
    if score is not None:
        parts += _score_section(score, claim, result, lang)
    parts += penalty
    if notes or checked_notes:
        parts.append(f'<section id="notes"><h2>{escape(labels["notes"])}</h2><ul>')
        parts += [f"<li>{escape(note_text(note, lang))}</li>" for note in (*checked_notes, *notes)]
        parts.append("</ul></section>")
    parts.append(
        f'<footer><p class="muted">{escape(labels["generated"].format(version=__version__))}</p></footer>'
    )
    parts.append("</body>\n</html>\n")
    return "\n".join(parts)


def _words_section(result: CheckResult, lang: Lang) -> list[str]:
    """What the table writes, first thing on the page (above the verdict, in the first screen of a
    phone): the scores, then the contract in words, or the penalty and who was at fault."""
    first, *rest = what_to_write(result, lang)
    out = [
        f'<section id="in-words"><h2>{escape(labels_of(lang)["in_words"])}</h2>',
        f'<p class="write" id="write"><strong>{escape(first)}</strong></p>',
    ]
    out += [f'<p class="words" id="score-words">{escape(told)}</p>' for told in rest if told]
    out.append("</section>")
    return out


def _hands_section(part: Hands, variant: Variant, lang: Lang, players: Mapping[str, str]) -> list[str]:
    labels = labels_of(lang)
    first = part.first
    colon = words(lang)["colon"]
    out = [f'<section id="hands"><h2>{escape(labels["hands"])}</h2>', '<div class="hands">']
    for seat, hand in part.hands:
        roles = []
        if seat == part.dealer:
            roles.append(labels["dealer"])
        if seat == first:
            roles.append(labels["first"])
        role = f' <span class="muted">({escape(", ".join(roles))})</span>' if roles else ""
        team = variant.team_of(seat)
        unit = f" · {escape(seat_text(team, lang))}" if team != seat else ""
        player = players.get(seat)
        named = (
            f' <span class="player" id="player-{escape(seat)}">— {escape(player)}</span>' if player else ""
        )
        shown = escape(seat_text(seat, lang))
        out.append(
            f'<div class="hand" id="hand-{escape(seat)}"><h3>{shown}{named}{unit}{role}</h3>'
            f"{_hand_by_suit(hand, lang)}</div>"
        )
    out.append("</div>")
    if part.chien:
        out.append(f"<p>{escape(labels['chien'] + colon)}{cards_html(sorted(part.chien), lang)}</p>")
    if part.discard is not None:
        out.append(f"<p>{escape(labels['discard'] + colon)}{cards_html(sorted(part.discard), lang)}</p>")
    out.append("</section>")
    return out


def _auction_section(part: Auction, result: CheckResult, record: DealRecord, lang: Lang) -> list[str]:
    labels = labels_of(lang)
    w = words(lang)
    variant = result.variant
    seats = variant.seats
    out = [f'<section id="auction"><h2>{escape(labels["auction"])}</h2>']
    if part.first is None or not part.calls:
        out.append(f"<p>{escape(w['no_calls'])}</p></section>")
        return out
    start = seats.index(part.first)
    order = [seats[(start + i) % len(seats)] for i in range(len(seats))]
    violation, bad = part.violation, part.bad
    out.append(
        "<table><thead><tr>"
        + "".join(f"<th>{escape(seat_text(seat, lang))}</th>" for seat in order)
        + "</tr></thead><tbody>"
    )
    row: list[str] = []
    for index, call in enumerate(part.calls):
        cell = _call_html(call, variant, lang)
        if index == bad and violation is not None:
            seat = escape(seat_text(call.seat, lang))
            cell = (
                f'<td class="illegal" title="{escape(violation_message(result, record, lang))}">'
                f'{seat} {cell}<span class="rule-id">{escape(violation.rule)}</span></td>'
            )
        elif call.seat != order[index % len(order)]:
            cell = f'<td class="text">{escape(seat_text(call.seat, lang))} {cell}</td>'
        else:
            cell = f"<td>{cell}</td>"
        row.append(cell)
        if len(row) == len(order):
            out.append("<tr>" + "".join(row) + "</tr>")
            row = []
    if row:
        out.append("<tr>" + "".join(row) + "<td></td>" * (len(order) - len(row)) + "</tr>")
    out.append("</tbody></table>")
    contract = part.contract
    if contract is not None:
        out.append(
            f"<p><strong>{escape(labels['contract'])}</strong>{escape(w['colon'])}"
            f"{escape(contract_text(contract, lang))} — {escape(seat_text(contract.taker, lang))} "
            f"({escape(seat_text(variant.team_of(contract.taker), lang))}), ×{contract.mult}</p>"
        )
    if violation is not None:
        out += _violation_box(result, record, lang, [])
    out.append("</section>")
    return out


def _declarations_section(
    part: Declarations, result: CheckResult, record: DealRecord, lang: Lang
) -> list[str]:
    """The belote and the annonces declared, and what each scored (rules points.belote,
    points.annonces-strongest)."""
    labels = labels_of(lang)
    w = words(lang)
    out = [f'<section id="declarations"><h2>{escape(labels["declarations"])}</h2>']
    declared = []  # HTML: each sentence escaped, its cards drawn in colour
    if part.belote is not None:
        declared.append(escape(w["declared_belote"].format(seat=seat_text(part.belote, lang))))
    for annonce in part.annonces:
        kind = f" ({annonce.kind})" if annonce.kind else ""
        sentence = escape(
            w["declared_annonce"].format(seat=seat_text(annonce.seat, lang), cards="\x00", kind=kind)
        )
        declared.append(sentence.replace("\x00", cards_html(annonce.cards, lang)))
    scored = [
        f"{seat_text(line.unit, lang) if line.unit else line.unit}{w['colon']}{line_name(line, lang)} "
        f"{line_value(line, result, lang)}"
        + (f" — {line_detail(line, result, lang)}" if line.name == "annonce" else "")
        for line in part.scored
    ]
    if not declared and not scored:
        out.append(f"<p>{escape(labels['no_declarations'])}</p></section>")
        return out
    if declared:
        out.append(f"<h3>{escape(labels['declared'])}</h3><ul>")
        out += [f"<li>{item}</li>" for item in declared]
        out.append("</ul>")
    if scored:
        out.append(f"<h3>{escape(labels['scored'])}</h3><ul>")
        out += [f"<li>{escape(item)}</li>" for item in scored]
        out.append("</ul>")
    violation = part.violation
    if violation is not None and violation.phase in ("annonce", "belote"):
        out += _violation_box(result, record, lang, [])
    out.append("</section>")
    return out


def _violation_box(
    result: CheckResult, record: DealRecord, lang: Lang, extra: list[str], message: str | None = None
) -> list[str]:
    labels = labels_of(lang)
    violation = result.violation
    assert violation is not None
    out = [
        '<div class="violation" id="violation">',
        f"<h3>{escape(labels['violation'] + words(lang)['colon'] + rule_heading(violation.rule, lang))}</h3>",
        f"<p>{escape(message or violation_message(result, record, lang))}</p>",
        f"<blockquote>{escape(rule_text(violation.rule, lang))}</blockquote>",
    ]
    if violation.legal and not extra:
        out.append(f"<p>{escape(labels['allowed'] + words(lang)['colon'] + legal_text(violation, lang))}</p>")
    out += extra
    out.append("</div>")
    return out


def _play_section(
    play: Sequence[Part],
    result: CheckResult,
    record: DealRecord,
    lang: Lang,
    locate: Callable[[str], str | None] | None,
) -> list[str]:
    """The tricks and the illegal card of the play, from the walk's `Trick` and `PlayFault` parts."""
    labels = labels_of(lang)
    variant = result.variant
    seats = variant.seats
    out = [f'<section id="play"><h2>{escape(labels["play"])}</h2>']
    tricks = [part.trick for part in play if isinstance(part, Trick)]
    fault = next((part for part in play if isinstance(part, PlayFault)), None)
    violation = fault.violation if fault is not None else None
    bad = fault.located if fault is not None else None
    if not tricks and bad is None:
        out.append(f"<p>{escape(labels['no_tricks'])}</p>")
        if violation is not None:
            out += _violation_box(result, record, lang, [])
        out.append("</section>")
        return out
    head = "".join(f"<th>{escape(seat_text(seat, lang))}</th>" for seat in seats)
    out.append(
        f"<table><thead><tr><th>{_head(labels['trick'], labels['trick_short'])}</th>"
        f"<th>{_head(labels['lead'], labels['lead_short'])}</th>{head}"
        f"<th>{_head(labels['winner'], labels['winner_short'])}</th>"
        f"<th>{_head(labels['points'], labels['points_short'])}</th></tr></thead><tbody>"
    )
    for trick in tricks:
        by_seat = dict(trick.cards)
        cells = []
        for seat in seats:
            card = by_seat.get(seat)
            if card is None:
                cells.append("<td></td>")
            elif seat == trick.winner:
                cells.append(
                    f'<td class="win" title="{escape(labels["wins"])}">{card_html(card, lang)} ★</td>'
                )
            else:
                cells.append(f"<td>{card_html(card, lang)}</td>")
        winner = seat_text(trick.winner, lang) if trick.winner else ""
        out.append(
            f"<tr><td>{trick.number}</td><td>{escape(seat_text(trick.leader, lang))}</td>{''.join(cells)}"
            f"<td>{escape(winner)}</td><td>{trick.points}</td></tr>"
        )
    extra: list[str] = []
    message: str | None = None
    if (
        fault is not None
        and fault.card is not None
        and bad is not None
        and violation is not None
        and violation.seat is not None
    ):
        trick_index, _ = bad
        position = fault.position
        bad_card = fault.card
        by_seat = dict(position.before) if position is not None else {}
        cells = []
        for seat in seats:
            if seat == violation.seat:
                cells.append(
                    f'<td class="illegal" title="{escape(labels["illegal"])}">{card_html(bad_card, lang)}'
                    f'<span class="rule-id">{escape(violation.rule)}</span></td>'
                )
            elif seat in by_seat:
                cells.append(f"<td>{card_html(by_seat[seat], lang)}</td>")
            else:
                cells.append("<td></td>")
        leader = seat_text(position.leader, lang) if position is not None else ""
        out.append(
            f"<tr><td>{trick_index + 1}</td><td>{escape(leader)}</td>{''.join(cells)}<td>—</td><td></td></tr>"
        )
        if position is not None:
            what = f"{seat_text(violation.seat, lang)} {card_text(bad_card, lang)}"
            if violation.rule != "play.card-held":
                message = f"{what}{words(lang)['colon']}{why_not(position, violation.rule, lang)}."
            extra.append(
                f"<p>{escape(labels['allowed'] + words(lang)['colon'])}"
                f"{cards_html(position.allowed, lang)}</p>"
            )
            refused = fault.refusals
            if refused:
                extra.append(f"<p>{escape(labels['why_not'])}{escape(words(lang)['colon'].rstrip())}</p><ul>")
                for refusal in refused:
                    why = why_not(position, refusal.rule, lang, refusal.cards[0])
                    extra.append(
                        f"<li>{cards_html(refusal.cards, lang)} — {escape(rule_heading(refusal.rule, lang))}"
                        f"{escape(words(lang)['colon'])}{escape(why)}</li>"
                    )
                extra.append("</ul>")
    out.append("</tbody></table>")
    out.append(f'<p class="muted">★ {escape(labels["wins"])}</p>')
    if violation is not None:
        out += _violation_box(result, record, lang, extra, message)
    out.append("</section>")
    return out


def _score_section(part: Score, claim: Claim | None, result: CheckResult, lang: Lang) -> list[str]:
    labels = labels_of(lang)
    w = words(lang)
    out = [f'<section id="score"><h2>{escape(labels["score"])}</h2>']
    if part.score is None:
        key = {"redeal": "no_score_redeal"}.get(part.status)
        out.append(f"<p>{escape(w[key] if key else labels['no_score'])}</p></section>")
        return out
    scores = scores_text(part.scores, lang)  # the sides as the table writes them (EO in French)
    out.append(f'<p id="final-score"><strong>{escape(w["score"].format(scores=scores))}</strong></p>')
    if claim is not None:
        claimed = scores_text(claim.claimed, lang)
        key = "claim_ok" if claim.confirmed else "claim_bad"
        out.append(f"<p>{escape(w[key].format(claimed=claimed, scores=scores))}</p>")
    out.append(f'<details id="score-detail"><summary>{escape(labels["detail"])}</summary>')
    out.append(
        '<div class="scroll"><table><thead><tr>'
        f"<th>{escape(labels['unit'])}</th><th>{escape(labels['item'])}</th>"
        f"<th>{escape(labels['value'])}</th><th>{escape(labels['rule'])}</th><th>{escape(labels['working'])}</th>"
        "</tr></thead><tbody>"
    )
    for line in part.lines:
        shown = line_value(line, result, lang)
        strong = line.name in ("deal score", "rounded")
        cell = f"<strong>{escape(shown)}</strong>" if strong else escape(shown)
        out.append(
            f"<tr><td>{escape(line_unit(line, lang, labels['deal_total']))}</td>"
            f'<td class="text">{escape(line_name(line, lang))}</td><td>{cell}</td>'
            f'<td class="text">{escape(line.rule)}</td>'
            f'<td class="text">{_code_html(line_detail(line, result, lang))}</td></tr>'
        )
    out.append("</tbody></table></div></details>")
    out.append("</section>")
    return out


def _code_html(text: str) -> str:
    """Escape, then `code` -> <code>code</code> (the formulas of the French details)."""
    parts = escape(text).split("`")
    return "".join(f"<code>{part}</code>" if index % 2 else part for index, part in enumerate(parts))
