"""A game sheet settled, in words: the deals, the running totals, the target, the winner and why.

Why beside `refscore.judge.game_sheet`: it settles the sheet; this module tells it in English or French.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from refscore.base.langs import Lang
from refscore.judge.game_sheet import Evening, GameDeal, GameResult

from .common import contract_text, join_words, scores_text, seat_text, variant_title, words
from .notes import note_text

__all__ = ["evening_text", "game_text"]


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]], right: set[int]) -> list[str]:
    widths = [max(len(str(row[i])) for row in [headers, *rows]) for i in range(len(headers))]

    def line(row: Sequence[str]) -> str:
        cells = [
            str(cell).rjust(widths[i]) if i in right else str(cell).ljust(widths[i])
            for i, cell in enumerate(row)
        ]
        return "  ".join(cells).rstrip()

    return [line(headers), *(line(row) for row in rows)]


def game_text(result: GameResult, lang: Lang = "en") -> str:
    """A game sheet settled: the deals, the running totals, the target and who won, and why."""
    w = words(lang)
    variant = result.variant
    units = [unit for unit, _ in variant.teams]
    game = variant.game
    rounding = variant.rounding
    out = [w["g.title"].format(id=variant.id, title=variant_title(variant, lang))]
    out.append(
        w["g.target"].format(
            target=result.target,
            win=w["g.win.reach" if game.win_on_reach else "g.win.exceed"],
            both=w[f"g.both.{game.both_reach_target}"],
            tie=w[f"g.tie.{game.exact_tie}"],
            rounding=w[f"g.round.{rounding.mode}"].format(to=rounding.to),
        )
    )
    if result.players:
        players = ", ".join(f"{seat_text(seat, lang)} {name}" for seat, name in result.players.items())
        out.append(w["g.players"].format(players=players))
    out.append("")
    headers = [
        w["g.deal"],
        w["g.contract"],
        *(seat_text(unit, lang) for unit in units),
        "|",
        *(w["g.total_of"].format(unit=seat_text(unit, lang)) for unit in units),
    ]
    rows = []
    notes: list[str] = []
    for deal in result.deals:
        if deal.contract is not None:
            label = f"{contract_text(deal.contract, lang)} {seat_text(deal.contract.taker, lang)}"
            if deal.contract.taker in result.players:
                label += f" ({result.players[deal.contract.taker]})"
        else:
            label = " ".join(part for part in (deal.contract_label, deal.taker_label) if part) or "—"
        scores = [str(deal.scores.get(unit, "")) for unit in units]
        totals = [str(deal.totals.get(unit, "")) for unit in units]
        rows.append([str(deal.number), label, *scores, "|", *totals])
        notes += [f"{w['g.deal']} {deal.number}{w['colon']}{note_text(note, lang)}" for note in deal.notes]
    right = {0, *range(2, 2 + len(units)), *range(3 + len(units), 3 + 2 * len(units))}
    out += _table(headers, rows, right)
    if notes:
        out.append("")
        out += [w["note"].format(note=note) for note in notes]
    wrong = [deal for deal in result.deals if deal.wrong is not None]
    if wrong:
        out.append("")
        out += [w["g.wrong"].format(line=_sides(_wrong_line(deal, lang), lang)) for deal in wrong]
    out.append("")
    totals_text = scores_text(result.totals, lang)
    if rounding.mode == "final" and result.deals:
        out.append(w["g.final_round"].format(to=rounding.to, totals=totals_text))
    if result.status == "illegal_deal":
        out.append(note_text(result.problem or "", lang))
    elif result.status in ("won", "shared") and result.decided_at is not None:
        deal_totals = result.deals[result.decided_at - 1].totals
        shown = scores_text(deal_totals, lang)
        winner = result.winners[0]
        winner_shown = seat_text(winner, lang)
        why = {
            "single": w["g.why.single"].format(
                unit=winner_shown, total=deal_totals[winner], target=result.target, deal=result.decided_at
            ),
            "higher": w["g.why.higher"].format(deal=result.decided_at, totals=shown),
            "taker": w["g.why.taker"].format(deal=result.decided_at, unit=winner_shown, totals=shown),
            "shared": w["g.why.shared"].format(deal=result.decided_at, totals=shown),
            "capot": w["g.why.capot"].format(deal=result.decided_at, unit=winner_shown),
        }[result.reason or "single"]
        if result.tie_deal is not None and result.tie_deal < result.decided_at:
            why = w["g.why.after_tie"].format(tie_deal=result.tie_deal) + "; " + why
        if result.status == "shared":
            shared = [seat_text(unit, lang) for unit in result.winners]
            out.append(w["g.shared"].format(winners=join_words(shared, lang), why=why))
        else:
            out.append(w["g.winner"].format(winner=winner_shown, why=why))
    elif result.status == "tie_pending":
        out.append(w["g.tie_pending"].format(rule=f"game.exact_tie: {game.exact_tie}"))
    else:
        out.append(w["g.unfinished"].format(target=result.target))
    if result.extra_deals:
        out.append(w["g.extra"].format(deals=", ".join(str(n) for n in result.extra_deals)))
    for what, claimed, actual, ok in result.claim_checks:
        key = f"g.claim_{'ok' if ok else 'bad'}_{what}"
        out.append(w[key].format(claimed=_sides(claimed, lang), actual=_sides(actual, lang)))
    return "\n".join(out) + "\n"


def evening_text(evening: Evening, lang: Lang = "en") -> str:
    """Several games of one sheet: each game as `game_text`, then who won each."""
    if len(evening.games) == 1:
        return game_text(evening.games[0], lang)
    w = words(lang)
    out: list[str] = []
    items = []
    for n, game in enumerate(evening.games, start=1):
        title = f" — {game.title}" if game.title else ""
        out.append(w["e.game"].format(n=n, count=len(evening.games), title=title))
        out.append(game_text(game, lang))
        names = [
            f"{seat_text(unit, lang)} ({', '.join(evening.players[s] for s in seats if s in evening.players)})"  # noqa: E501
            if any(s in evening.players for s in seats)
            else seat_text(unit, lang)
            for unit, seats in evening.variant.teams
            if unit in game.winners
        ]
        key = "e.item" if game.winners else "e.open"
        items.append(w[key].format(n=n, winners=join_words(names, lang)))
    out.append(w["e.winners"].format(items="; ".join(items)))
    return "\n".join(out) + "\n"


#: A seat or side the engine wrote in a text it formatted itself (a claim check): W, EW.
_SIDE_WORD = re.compile(r"(?<![\w.])(?:W|EW|WE)(?![\w.])")


def _sides(text: str, lang: Lang) -> str:
    """`NS 1104, EW 1052` as a French table writes it (`EO`): the seats and sides in a text the
    engine formatted before the language was known (`GameResult.claim_checks`)."""
    return _SIDE_WORD.sub(lambda found: seat_text(found.group(), lang), text) if lang == "fr" else text


def _wrong_line(deal: GameDeal, lang: Lang) -> str:
    """A wrong line of the sheet in `lang`: what the table wrote and what the rules give, from the
    deal's scores (`GameDeal.wrong_scores`); a written score no deal of its contract gives is told
    as the engine wrote it."""
    if deal.wrong_scores is None:  # a sentence of the catalogues, said by its key (`note_text`)
        return note_text(deal.wrong or "", lang)
    place, written, right, rule = deal.wrong_scores
    return words(lang)["g.wrong_scores"].format(
        number=deal.number,
        place=place,
        written=scores_text(written, lang),
        right=scores_text(right, lang),
        rule=rule,
    )
