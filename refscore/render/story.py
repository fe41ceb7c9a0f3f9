"""The story of a checked deal, in English or French: the auction, each trick, each violation,
the score.

Why a story: the person with a dispute wants to know *why*: how the auction reached the contract,
who won each trick and by which rule, which card was not allowed and which were, and how the
variant's formulas turn the points into the score, with the numbers filled in. The words of the
game stay French in both languages (belote, rebelote, capot, dix de der, dedans, coinche, sans
atout, tout atout), as players say them.

Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import assert_never

from refscore.base.langs import Lang, place_in
from refscore.judge.check import CheckResult, Violation
from refscore.judge.scoring import ScoreLine
from refscore.kernel.deal import DealTable, Sweep
from refscore.kernel.play import OBLIGATION_RULES
from refscore.model.record import Call, DealRecord
from refscore.model.variant import TrumpKind, Variant
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
    TrickWin,
    UndeclaredBelote,
    Unfinished,
    Verdict,
    verdict_of,
    violation_card,
    walk,
)
from refscore.text.coach import why_not
from refscore.text.common import (
    annonce_text,
    card_in_sentence,
    card_text,
    cards_text,
    case_description,
    contract_text,
    record_cards_fr,
    rule_heading,
    rule_text,
    rule_title,
    scores_text,
    seat_text,
    suit_text,
    trump_text,
    value_text,
    variant_title,
    words,
)
from refscore.text.error_words import french
from refscore.text.penalty_text import penalty_lines
from refscore.text.score_words import score_in_words, what_to_write

__all__ = [
    "REVOKE_RULES",
    "action_text",
    "call_text",
    "explain_deal",
    "fault_word",
    "legal_text",
    "verdict",
    "violation_card",
    "violation_message",
    "where_text",
]


def call_text(call: Call, variant: Variant, lang: Lang) -> str:
    w = words(lang)
    if call.kind == "pass":
        return w["call.pass"].format(seat=seat_text(call.seat, lang))
    if call.kind == "bid" and call.trump is not None:
        bid = f"{call.value} {trump_text(call.trump.kind, call.trump.suit, lang)}"
        return w["call.bid"].format(seat=seat_text(call.seat, lang), bid=bid)
    if call.kind == "coinche":
        return w["call.coinche"].format(
            seat=seat_text(call.seat, lang), mult=DealTable.of(variant).multiplier(True, False)
        )
    if call.kind == "surcoinche":
        return w["call.surcoinche"].format(
            seat=seat_text(call.seat, lang), mult=DealTable.of(variant).multiplier(True, True)
        )
    if call.kind == "take":
        trump = "" if call.trump is None else " " + trump_text(call.trump.kind, call.trump.suit, lang)
        return w["call.take"].format(seat=seat_text(call.seat, lang), trump=trump)
    return w["call.other"].format(seat=seat_text(call.seat, lang), call=str(call))


_SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def _legal_calls(legal: Sequence[str], lang: Lang) -> str:
    """The calls a seat could make (`judge.call_words`: sentences of the catalogues, English in the
    JSON result), said in `lang`."""
    return ", ".join(legal) if lang == "en" else ", ".join(french(item) for item in legal)


#: The rules whose breach a French player calls a "renonce" (not following, not trumping, not going
#: over when bound to); every other breach is a "faute".
REVOKE_RULES = OBLIGATION_RULES


def where_text(violation: Violation, lang: Lang) -> str:
    """`trick 1, card 2` / `pli 1, carte 2`: where a violation is, in `lang`."""
    return place_in(violation.where, lang)


def fault_word(violation: Violation, lang: Lang) -> str:
    """What the table calls the breach: `renonce` or `faute` in French (`ILLEGAL` in English)."""
    return words(lang)["fault.revoke" if violation.rule in REVOKE_RULES else "fault.other"]


def legal_text(violation: Violation, lang: Lang) -> str:
    """What was allowed at that moment (`violation.legal`), in `lang`."""
    if violation.phase == "auction":
        return _legal_calls(violation.legal, lang)
    if lang == "en":
        return ", ".join(violation.legal)
    items = []
    for item in violation.legal:  # cards, a count of cards, or the seat whose lead it was (W is O)
        item = record_cards_fr(item)
        items.append(seat_text(re.sub(r"^(\d+) cards?$", r"\1 cartes", item), lang))
    return ", ".join(items)


def violation_message(result: CheckResult, record: DealRecord, lang: Lang) -> str:
    """The breach in a player's words: the engine's message in English; in French, what the rule
    required of that seat at that card (as the coach says it), else the rule's French title."""
    violation = result.violation
    if violation is None:
        return ""
    if lang == "en":
        return violation.message
    located = violation_card(violation)
    position = result.position  # (the check stopped at this card: its position)
    if located is not None and position is not None and violation.rule != "play.card-held":
        return why_not(position, violation.rule, lang)
    if violation.rule == "play.card-held" and violation.seat is not None:
        return words(lang)["not_held"].format(seat=seat_text(violation.seat, lang))
    if violation.rule == "claim.match" and result.claim is not None:
        return words(lang)["ck.wrong_claim"].format(
            claimed=scores_text(result.claim, lang), scores=scores_text(result.scores, lang)
        )
    return rule_title(violation.rule, lang)


def action_text(violation: Violation, lang: Lang) -> str:
    """The call or card at fault (`7D` / `7♦`)."""
    action = violation.action or ""
    if lang == "en":
        return action
    action = record_cards_fr(action)
    action = re.sub(r"^take\b", "prend", action)
    action = re.sub(r"\b([SHDC])$", lambda m: _SUIT_SYMBOL[m[1]], action)
    return {"pass": "passe", "the turned card": "la carte retournée"}.get(action, action)


def _where(violation: Violation, lang: Lang, locate: Callable[[str], str | None] | None) -> str:
    where = where_text(violation, lang)
    located = locate(violation.place) if locate is not None else None
    return f"{where}, {located}" if located else where


def _auction_story(part: Auction, variant: Variant, lang: Lang) -> list[str]:
    w = words(lang)
    out = [w["h.auction"]]
    out.append(w["dealer"].format(dealer=seat_text(part.dealer, lang), first=seat_text(part.first, lang)))
    violation, bad_index = part.violation, part.bad
    calls = part.calls[:bad_index] if bad_index is not None else part.calls
    if calls:
        text = ", ".join(call_text(call, variant, lang) for call in calls)
        out.append(w["calls"].format(calls=text[:1].upper() + text[1:]))
    elif bad_index is None:
        out.append(w["no_calls"])
    if violation is not None and bad_index is not None:
        call = part.calls[bad_index]
        message = violation.message if lang == "en" else rule_title(violation.rule, lang)
        out.append(
            w["bad_call"].format(n=bad_index + 1, call=call_text(call, variant, lang), message=message)
        )
        out.append(
            "  "
            + w["rule_text"].format(
                heading=rule_heading(violation.rule, lang), text=rule_text(violation.rule, lang)
            )
        )
        if violation.legal:
            out.append("  " + w["legal_calls"].format(calls=_legal_calls(violation.legal, lang)))
        return out
    contract = part.contract
    if part.all_passed:
        out.append(w["all_pass"])
        return out
    if contract is None:
        if part.unended:
            out.append(w["not_ended"])
        return out
    last = part.calls[-1] if part.calls else None
    if last is not None and last.kind == "surcoinche":
        out.append(w["end_surcoinche"])
    elif last is not None and last.kind == "take":
        out.append(w["end_take"])
    else:
        non_pass = [call for call in part.calls if call.kind != "pass"]
        if non_pass:
            anchor = non_pass[-1]
            what = w["what_coinche" if anchor.kind == "coinche" else "what_bid"].format(
                seat=seat_text(anchor.seat, lang)
            )
            out.append(w["end_passes"].format(what=what, n=variant.auction.passes_to_end))
    bids = [call for call in part.calls if call.kind == "bid" and call.trump is not None]
    if len(bids) > 1:
        listed = ", ".join(
            f"{seat_text(call.seat, lang)} {call.value} {trump_text(call.trump.kind, call.trump.suit, lang)}"
            for call in bids
            if call.trump is not None
        )
        out.append(w["bids"].format(bids=listed))
    if contract.surcoinched_by:
        coinche = w["surcoinched_by"].format(
            coincher=seat_text(contract.coinched_by, lang), seat=seat_text(contract.surcoinched_by, lang)
        )
    elif contract.coinched_by:
        coinche = w["coinched_by"].format(seat=seat_text(contract.coinched_by, lang))
    else:
        coinche = w["not_coinched"]
    plain = contract_text(contract, lang).replace(" " + w["surcoinched"], "").replace(" " + w["coinched"], "")
    key = "contract" if variant.auction.coinche else "contract_plain"
    out.append(
        w[key].format(
            contract=plain,
            taker=seat_text(contract.taker, lang),
            side=seat_text(variant.team_of(contract.taker), lang),
            coinche=coinche,
            mult=contract.mult,
        )
    )
    if part.chien is not None:
        chien, discard = part.chien
        out.append(
            w["chien"].format(
                taker=seat_text(contract.taker, lang),
                chien=cards_text(chien, lang),
                discard=cards_text(discard, lang),
            )
        )
    return out


def _declarations(part: Declarations, lang: Lang) -> list[str]:
    w = words(lang)
    out: list[str] = []
    if part.belote is not None:
        out.append(w["declared_belote"].format(seat=seat_text(part.belote, lang)))
    for annonce in part.annonces:
        kind = f" ({annonce.kind})" if annonce.kind else ""
        out.append(
            w["declared_annonce"].format(
                seat=seat_text(annonce.seat, lang), cards=cards_text(annonce.cards, lang), kind=kind
            )
        )
    violation = part.violation
    if violation is not None:
        message = violation.message if lang == "en" else rule_title(violation.rule, lang)
        out.append(f"{_where(violation, lang, None)}{w['colon']}{message}.")
        out.append(
            "  "
            + w["rule_text"].format(
                heading=rule_heading(violation.rule, lang), text=rule_text(violation.rule, lang)
            )
        )
    return [w["h.declarations"], *out] if out else []


def _trick_why(win: TrickWin, seat: str, lang: Lang) -> str:
    """Why the winning card won, in words."""
    w = words(lang)
    if win.trump:
        if win.trump_led:
            return w["win.trump_led"]
        if win.trumps == 1:
            return w["win.only_trump"].format(seat=seat_text(seat, lang))
        return w["win.high_trump"].format(n=win.trumps)
    key = {TrumpKind.NO_TRUMP: "win.suit_nt", TrumpKind.ALL_TRUMP: "win.suit_ta"}.get(win.kind, "win.suit")
    return w[key].format(suit=suit_text(win.led, lang))


def _trick_story(part: Trick, variant: Variant, lang: Lang) -> list[str]:
    """One trick: its cards, the belote and rebelote counted in it, who won it and why."""
    w = words(lang)
    trick = part.trick
    plays = []
    for position, (seat, card) in enumerate(trick.cards):
        key = "leads" if position == 0 else "plays"
        plays.append(w[key].format(seat=seat_text(seat, lang), card=card_text(card, lang)))
    out = [w["trick"].format(n=trick.number, plays=", ".join(plays))]
    for seat, card, event in part.belote:
        key = "belote_played" if event == "belote" else "rebelote_played"
        out.append(
            "  "
            + w[key].format(
                seat=seat_text(seat, lang),
                card=card_in_sentence(card, lang),
                value=DealTable.of(variant).belote,
                unit=seat_text(variant.team_of(seat), lang),
            )
        )
    if trick.winner is not None and part.win is not None:
        der = w["der"].format(der=part.der) if part.der is not None else ""
        out.append(
            "  "
            + w["wins"].format(
                seat=seat_text(trick.winner, lang),
                card=card_in_sentence(part.win.card, lang),
                why=_trick_why(part.win, trick.winner, lang),
                points=trick.points,
                unit=seat_text(part.unit, lang),
                der=der,
            )
        )
    return out


def _played_before_contract(violation: Violation, lang: Lang) -> list[str]:
    """Cards played where the auction gave no contract (everybody passed, or it had not ended)."""
    w = words(lang)
    reasons = {"auction.all-pass": "everybody passed", "auction.end": "the auction had not ended"}
    why_fr = {
        "auction.all-pass": "tout le monde avait passé",
        "auction.end": "les enchères n'étaient pas finies",
    }
    reason = (reasons if lang == "en" else why_fr).get(violation.rule, violation.message)
    return [w["h.play"], w["played_after"].format(why=reason, rule=violation.rule)]


def _play_violation(part: PlayFault, lang: Lang, locate: Callable[[str], str | None] | None) -> list[str]:
    w = words(lang)
    violation = part.violation
    out: list[str] = []
    number = part.number
    if violation.rule == "play.turn":
        out.append(
            w["bad_leader"].format(
                n=number, seat=seat_text(violation.seat, lang), leader=", ".join(violation.legal)
            )
        )
        return out
    if violation.rule == "play.complete":
        out.append(w["short_trick"].format(n=number))
        return out
    located = part.located
    if located is None or violation.seat is None or part.card is None:
        out.append(f"{_where(violation, lang, locate)}: {violation.message}.")
        return out
    trick_index, card_index = located
    position = part.position
    plays = []
    if position is not None:
        for index, (seat, card) in enumerate(position.before):
            plays.append(
                w["leads" if index == 0 else "plays"].format(
                    seat=seat_text(seat, lang), card=card_text(card, lang)
                )
            )
        if plays:
            out.append(w["trick"].format(n=trick_index + 1, plays=", ".join(plays)))
    if violation.rule == "play.card-held" or position is None:
        message = (
            w["not_held"].format(seat=seat_text(violation.seat, lang))
            if position is not None
            else violation.message
        )
    else:
        message = why_not(position, violation.rule, lang)
    at = w["at"].format(where=locate(violation.place)) if locate and locate(violation.place) else ""
    out.append(
        w["bad_card"].format(
            n=trick_index + 1,
            k=card_index + 1,
            at=at,
            seat=seat_text(violation.seat, lang),
            card=card_text(part.card, lang),
            message=message,
        )
    )
    out.append(
        "  "
        + w["rule_text"].format(
            heading=rule_heading(violation.rule, lang), text=rule_text(violation.rule, lang)
        )
    )
    if position is not None:
        out.append(
            "  "
            + w["could_play"].format(
                seat=seat_text(violation.seat, lang),
                hand=cards_text(position.hand, lang),
                allowed=cards_text(position.allowed, lang),
            )
        )
        if part.refusals:
            out.append("  " + w["why_not_head"])
            for refusal in part.refusals:
                out.append(
                    f"    {cards_text(refusal.cards, lang)} — {rule_heading(refusal.rule, lang)}{w['colon']}"
                    f"{why_not(position, refusal.rule, lang, refusal.cards[0])}."
                )
    return out


def _working(detail: str, value: int | bool | str, lang: Lang, name: str | None = None) -> str:
    """`own_total + contract = 124 + 110` and 234 -> `own_total + contract = 124 + 110 = 234`.

    In French the formula and its working (the variant's own words: `own_total`, `and`, `not`)
    are set apart as code, the result after them."""
    shown = value_text(value, lang)
    code = f"{name} = {detail}" if name else detail
    if lang != "en":
        return f"`{code}`" if detail == shown or detail.endswith(f" = {shown}") else f"`{code}` = {shown}"
    if detail == shown or detail.endswith(f" = {shown}"):
        return code
    return f"{code} = {shown}"


def _score_story(part: Score, result: CheckResult, lang: Lang, detail: bool, told: bool = False) -> list[str]:
    """The score section; `result` is the deal the part came from, for the score in words (left
    out when `told`: the text already opened with it, `what_to_write`)."""
    w = words(lang)
    variant = result.variant
    score = part.score
    out = [w["h.score"]]
    if score is None:
        key = {"redeal": "no_score_redeal", "incomplete": "no_score_incomplete"}.get(
            part.status, "no_score_illegal"
        )
        out.append(w[key])
        if part.status == "illegal":
            out.append(w["stops"])
        return out
    lines = part.lines
    if not told:
        out.append(score_in_words(result, lang))
    by_name: dict[str, list[ScoreLine]] = {}
    for line in lines:
        by_name.setdefault(line.name, []).append(line)
    cards = [
        f"{seat_text(line.unit or '', lang)} {line.value} ({w['tricks_n'].format(n=line.detail.split()[0])})"
        for line in by_name.get("card points", [])
    ]
    if cards:
        out.append(w["card_points"].format(items=", ".join(cards)))
    for name, key in (("dix de der", "der_line"), ("belote", "belote_line"), ("discard", "discard_line")):
        items = [f"{seat_text(line.unit or '', lang)} {line.value}" for line in by_name.get(name, [])]
        if items:
            plain = DealTable.of(variant).last_trick_value(Sweep.NONE)
            capot = name == "dix de der" and any(line.value != plain for line in by_name[name])
            out.append(w["der_capot" if capot else key].format(items=", ".join(items)))
    annonces = [f"{annonce_text(line.detail, lang)} → {line.value}" for line in by_name.get("annonce", [])]
    if annonces:
        out.append(w["annonces_line"].format(items=w["semicolon"].join(annonces)))
    for line in lines if detail else ():
        if (
            line.unit is None
            and line.rule == "score.contract-made"
            and line.name not in ("contract made", "case")
        ):
            out.append(_working(line.detail, line.value, lang, line.name))
    made_line = next((line for line in lines if line.name == "contract made"), None)
    if made_line is not None and detail:
        formula, _, numbers = made_line.detail.partition(" = ")
        working = f"{formula}{w['colon']}{numbers}" if numbers else formula
        if lang != "en":
            working = f"`{made_line.detail}`"
        out.append(w["made_q"].format(working=working, answer=w["made_yes" if score.made else "made_no"]))
    case = score.case
    out.append(
        w["case"].format(
            heading=rule_heading(case.rule, lang), description=case_description(variant, case, lang)
        )
    )
    for unit, _ in variant.teams if detail else ():
        out.append(w["unit_score"].format(unit=seat_text(unit, lang)))
        for line in lines:
            if line.unit != unit or line.rule in (
                "points.card-values",
                "points.dix-de-der",
                "points.belote",
                "points.discard",
                "points.annonces-strongest",
            ):
                continue
            if line.name == "rounded":
                if str(line.value) == _previous_score(lines, unit):
                    continue
                out.append(
                    "  "
                    + w["rounded"].format(
                        to=variant.rounding.to, value=_previous_score(lines, unit), rounded=line.value
                    )
                )
            elif line.name == "deal score":
                out.append(f"  {_working(line.detail, line.value, lang)}")
            else:
                out.append(f"  {_working(line.detail, line.value, lang, line.name)}")
    out.append(w["score"].format(scores=scores_text(part.scores, lang)))
    return out


def _previous_score(lines: Sequence[ScoreLine], unit: str) -> str:
    value = next((line.value for line in lines if line.unit == unit and line.name == "deal score"), "?")
    return str(value)


def _claim_story(part: Claim, lang: Lang) -> list[str]:
    w = words(lang)
    if part.scores is None:
        return []
    claimed = scores_text(part.claimed, lang)
    if part.confirmed:
        return [w["claim_ok"].format(claimed=claimed)]
    return [w["claim_bad"].format(claimed=claimed, scores=scores_text(part.scores, lang))]


def score_and_claim(
    parts: Iterable[Part], result: CheckResult, lang: Lang, detail: bool, told: bool = False
) -> list[str]:
    """The score section of the story, with the penalty and the claim (the facts record's text too);
    `told`: the score in words opened the text already."""
    score: list[str] = []
    penalty: list[str] = []
    claim: list[str] = []
    scored = False
    for part in parts:
        if isinstance(part, Score):
            score = _score_story(part, result, lang, detail, told)
            scored = part.score is not None
        elif isinstance(part, PenaltyPart) and not scored:  # told where the score would be
            penalty = penalty_lines(part.penalty, lang, result)
        elif isinstance(part, Claim):
            claim = _claim_story(part, lang)
    return score + penalty + claim


def verdict(result: CheckResult, lang: Lang, locate: Callable[[str], str | None] | None = None) -> str:
    """The one-line verdict in `lang`."""
    return verdict_text(verdict_of(result), lang, locate)


def verdict_text(part: Verdict, lang: Lang, locate: Callable[[str], str | None] | None = None) -> str:
    """The one-line verdict of a walk's `Verdict` part, in `lang`."""
    w = words(lang)
    scores = scores_text(part.scores, lang)
    if part.status == "illegal" and part.violation is not None:
        return w["v.illegal"].format(
            where=_where(part.violation, lang, locate),
            rule=part.violation.rule,
            fault=fault_word(part.violation, lang),
        )
    if part.status == "wrong_claim":
        return w["v.wrong_claim"].format(scores=scores)
    if part.status == "redeal":
        return w["v.redeal"]
    if part.status == "incomplete":
        return w["v.incomplete"]
    return w["v.legal_made" if part.made else "v.legal_failed"].format(scores=scores)


def explain_deal(
    result: CheckResult,
    record: DealRecord,
    *,
    lang: Lang = "en",
    file: str | None = None,
    locate: Callable[[str], str | None] | None = None,
    derived: Sequence[str] = (),
    derived_from_rest: bool = False,
    unverifiable: Sequence[str] = (),
    notes: Sequence[str] = (),
    detail: bool = False,
    players: Mapping[str, str] | None = None,
) -> str:
    """The story of a checked deal (see the module docstring).

    `locate` turns a JSON path of the record into a place in the file it came from (``line 9,
    column 3`` for a deal in notation); `derived` names the seats whose hands were not written
    (from the play, or `derived_from_rest`: the cards the others leave) and `unverifiable` the rules
    that could therefore not be checked. The score is told in words; `detail` adds the variant's
    formulas with their numbers (`taker_total = ...`). `players`: the players' names by seat (the
    record's `players` field), told once at the top so that the seats below read as people.
    """
    w = words(lang)
    variant = result.variant
    out: list[str] = [*what_to_write(result, lang), ""]  # what the table writes, before the story
    if file:
        out.append(w["file"].format(file=file))
    sections: list[list[str]] = []
    play: list[str] = []
    scored: list[Part] = []
    told_verdict = ""
    for part in walk(result, record):
        match part:
            case Heading():
                out.append(w["title"].format(id=variant.id, title=variant_title(variant, lang)))
                named = [
                    (seat, str(players[seat])) for seat in variant.seats if players and players.get(seat)
                ]
                if named:
                    listed = ", ".join(f"{seat_text(seat, lang)} ({name})" for seat, name in named)
                    out.append(w["players_line"].format(players=listed))
                if part.record_variant:
                    out.append(w["record_variant"].format(named=part.record_variant, id=variant.id))
                if derived:
                    key = "derived_rest" if derived_from_rest else "derived"
                    out.append(w[key].format(seats=", ".join(seat_text(seat, lang) for seat in derived)))
                    if unverifiable:
                        headings = "; ".join(rule_heading(rule, lang) for rule in unverifiable)
                        key = "unverifiable_rest" if derived_from_rest else "unverifiable"
                        out.append(w[key].format(rules=headings))
            case Auction():
                sections.append(_auction_story(part, variant, lang))
                if part.contract is not None:
                    play = [w["h.play"]]
            case Declarations():
                sections.append(_declarations(part, lang))
            case Trick():
                play += _trick_story(part, variant, lang)
            case UndeclaredBelote():
                play.append(
                    w["belote_unannounced"].format(seat=seat_text(part.holder, lang), variant=variant.id)
                )
            case PlayFault() if part.before_contract:
                play = _played_before_contract(part.violation, lang)
            case PlayFault():
                play += _play_violation(part, lang, locate)
            case Unfinished():
                play.append(w["unfinished"].format(cards=part.cards))
            case Score() | PenaltyPart() | Claim():
                scored.append(part)
            case Verdict():
                told_verdict = verdict_text(part, lang, locate)
            case Hands() | Notes():
                pass  # the hands show in the tricks; the notes told are the caller's (`notes`)
            case _:
                assert_never(part)
    sections += [play, score_and_claim(scored, result, lang, detail, told=True)]
    for section in sections:
        if section:
            out.append("")
            out.append(section[0])
            out.extend(section[1:])
    out.append("")
    out.append(f"{w['h.verdict']}{w['colon']}{told_verdict}")
    for note in notes:
        out.append(w["note"].format(note=note))
    return "\n".join(out) + "\n"
