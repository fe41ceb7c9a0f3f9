"""The coach view in words: what a seat may play at a point of the deal, and why not the others.

Why beside `refscore.judge.positions`: the model (`RecordedTurn`, `refusals`) says which rule removed
each card; this module says it the way a player would, in English or French.
"""

from __future__ import annotations

from refscore.base.cards import Card, suit_of
from refscore.base.langs import Lang
from refscore.judge.positions import NAMED_STEPS, RecordedTurn, broken_subset, refusals, top_card
from refscore.kernel.play import Subset
from refscore.model.variant import Obligation, Underruff

from .common import (
    card_in_sentence,
    card_text,
    cards_text,
    contract_text,
    rule_heading,
    seat_text,
    suit_text,
    words,
)

__all__ = ["coach_text", "why_not"]


def why_not(position: RecordedTurn, rule: str, lang: Lang, card: Card | None = None) -> str:
    """One sentence: what the rule required of this seat at this point, in the players' terms;
    `card`, a card the rule excluded (the card played by default), picks which of the rule's
    restrictions is said when it has several."""
    w = words(lang)
    seat = position.seat
    led_suit = suit_of(position.before[0][1]) if position.before else None
    led = suit_text(led_suit, lang) if led_suit is not None else "?"
    master = position.master
    top_trump = top_card(position, trumps=True)
    top_led = top_card(position, trumps=False)
    rules = position.variant.play
    subset = broken_subset(position, rule, card if card is not None else position.played)
    said = seat_text(seat, lang)

    def by(top: tuple[str, Card] | None) -> tuple[str, str]:
        """Who holds `top` and the card as the sentence names it (in French with its article)."""
        return (seat_text(top[0], lang), card_in_sentence(top[1], lang)) if top is not None else ("?", "?")

    if subset is not None and (rule, subset) not in NAMED_STEPS:
        # a restriction without words of its own (a new play option's): the cards it leaves
        top = top_led if subset in (Subset.FOLLOWING, Subset.FOLLOWING_HIGHER) else top_trump or master
        who, named = by(top)
        return w[f"why.subset.{subset.name}"].format(seat=said, suit=led, who=who, card=named)
    if rule == "play.follow-suit":
        return w["why.follow"].format(seat=said, suit=led)
    if rule == "play.trump-lead-overtake" and top_led is not None:
        return w["why.trump_lead"].format(seat=said, card=by(top_led)[1])
    if rule == "play.all-trump-overtake" and top_led is not None:
        return w["why.all_trump"].format(seat=said, card=by(top_led)[1], suit=led)
    if rule == "play.must-ruff":
        text = w["why.ruff"].format(seat=said, suit=led)
        if rules.must_ruff is Obligation.UNLESS_PARTNER_MASTER and master is not None:
            text += w["why.ruff_partner"].format(seat=seat_text(master[0], lang))
        return text
    if top_trump is not None:
        key = {
            "play.must-overruff": "why.overruff",
            "play.underruff": "why.underruff_forced"
            if rules.underruff is Underruff.FORCED
            else "why.underruff_forbidden",
            "play.overtrump-partner": "why.overtrump_partner",
        }.get(rule)
        if key is not None:
            who, named = by(top_trump)
            return w[key].format(seat=said, who=who, card=named)
    return w["why.other"].format(seat=said)


def coach_text(position: RecordedTurn, lang: Lang = "en") -> str:
    """The coach view: the table, the hand, the cards that may be played, and why not the others."""
    w = words(lang)
    seat = position.seat
    contract = position.contract
    lines = [
        w["coach.title"].format(
            trick=position.trick,
            seat=seat_text(seat, lang),
            contract=contract_text(contract, lang),
            taker=seat_text(contract.taker, lang),
        )
    ]
    master = position.master
    if master is not None:
        played = ", ".join(f"{seat_text(who, lang)} {card_text(card, lang)}" for who, card in position.before)
        lines.append(w["coach.table"].format(cards=played))
        trump = w["coach.trump_word"] if position.cards.is_trump[master[1]] else ""
        lines.append(
            w["coach.master"].format(
                seat=seat_text(master[0], lang), card=card_in_sentence(master[1], lang), trump=trump
            )
        )
    else:
        lines.append(w["coach.leads"].format(seat=seat_text(seat, lang)))
    lines.append(w["coach.holds"].format(seat=seat_text(seat, lang), cards=cards_text(position.hand, lang)))
    steps = position.legality.steps
    if steps:
        reason = f" — {rule_heading(steps[-1][0], lang)}"
    else:
        reason = f" — {w['coach.free']}" if position.before else ""
    lines.append(w["coach.may"].format(cards=cards_text(position.allowed, lang)) + reason)
    refused = refusals(position)
    if refused:
        lines.append(w["coach.not"])
        for refusal in refused:
            heading = rule_heading(refusal.rule, lang)
            lines.append(f"  {cards_text(refusal.cards, lang)} — {heading}{w['colon'].rstrip()}")
            lines.append(f"    {why_not(position, refusal.rule, lang, refusal.cards[0])}.")
    if position.played is not None:
        key = "coach.played_ok" if position.played in position.legality.allowed else "coach.played_bad"
        lines.append(w[key].format(seat=seat_text(seat, lang), card=card_in_sentence(position.played, lang)))
    for trick, who, rule in position.problems:
        lines.append(w["coach.problem"].format(trick=trick, seat=seat_text(who, lang), rule=rule))
    return "\n".join(lines)
