"""`refscore legal` in words: the cards a player may play, and every duty of play said both ways.

Why both ways: a player asks "did I have to trump?" and the answer that settles it names the rule
whether it binds ("you must ruff (play.must-ruff)") or lets him off ("your partner is master, you
need not ruff (play.partner-master)"). The duties come from `refscore.judge.positions.duties`; the words, in
English and French, live here: a sentence for each duty the coach knows, and one for each part of the
hand the kernel's restrictions leave (`subset.*`), which says any other duty (a new play option's).

Pure: no I/O.
"""

from __future__ import annotations

from refscore.base.cards import SUIT_SYMBOLS, Card, suit_of
from refscore.base.langs import Lang
from refscore.judge.positions import Duty, RecordedTurn, duties
from refscore.text.common import card_in_sentence, card_text, seat_text

__all__ = ["duties_lines", "duty_sentence", "situation_text"]

_SUITS: dict[Lang, tuple[str, ...]] = {
    "en": ("spades", "hearts", "diamonds", "clubs"),
    "fr": ("pique", "cœur", "carreau", "trèfle"),
}

_WORDS: dict[Lang, dict[str, str]] = {
    "en": {
        "lead": "you lead: any card of your hand",
        "follow": "you must follow {suit}",
        "cannot_follow": "you hold no {suit}, the suit led: you need not follow",
        "go_over": "you must go over {who}'s {card}",
        "cannot_go_over": "you cannot go over {who}'s {card}: any card of the suit led will do",
        "no_go_over_duty": "the house rules do not make you go over {who}'s {card}",
        "partner_master_over": "your partner {who} is master with {card}: you need not go over",
        "no_trump": "you hold no trump: you may discard any card",
        "ruff": "you must ruff",
        "partner_master": "your partner {who} is master with {card}, you need not ruff",
        "no_ruff_duty": "the house rules do not make you ruff",
        "overruff": "you must over-ruff {who}'s {card}",
        "overtrump_partner": "if you trump, you must go over your partner {who}'s {card}",
        "underruff_forced": (
            "you cannot over-ruff {who}'s {card}, and you must still play a trump (under-ruff)"
        ),
        "underruff_forbidden": "you cannot over-ruff {who}'s {card}, and you may not under-ruff: discard",
        "underruff_free": "you cannot over-ruff {who}'s {card}: you need not under-ruff, any card will do",
        "only_trumps": "you cannot over-ruff {who}'s {card} and hold only trumps: you play one",
        # a restriction said by the part of the hand it leaves (refscore.judge.positions.NAMED_STEPS)
        "subset.HAND": "you may play any card",
        "subset.FOLLOWING": "you must play {suit}, the suit led",
        "subset.FOLLOWING_HIGHER": "you must play {suit} over {who}'s {card}",
        "subset.TRUMPS": "you must play a trump",
        "subset.TRUMPS_HIGHER": "you must play a trump over {who}'s {card}",
        "subset.NON_TRUMPS": "you must play a card that is not a trump",
        "subset.NON_TRUMPS_OR_TRUMPS_HIGHER": "you must discard, or trump over {who}'s {card}",
        "title": "{seat} to play, trump {trump}{contract}.",
        "table": "On the table: {cards}.",
        "empty": "The trick is empty: {seat} leads.",
        "holds": "{seat} holds: {cards}.",
        "may": "{seat} may play: {cards}.",
        "why": "Why:",
        "leaves": "leaves {cards}",
    },
    "fr": {
        "lead": "vous entamez : n'importe quelle carte",
        "follow": "vous devez fournir à {suit}",
        "cannot_follow": "vous n'avez pas de {suit}, la couleur demandée : vous ne pouvez pas fournir",
        "go_over": "vous devez monter sur {card} de {who}",
        "cannot_go_over": (
            "vous ne pouvez pas monter sur {card} de {who} : toute carte de la couleur convient"
        ),
        "no_go_over_duty": "les règles de la maison ne vous obligent pas à monter sur {card} de {who}",
        "partner_master_over": (
            "votre partenaire {who} est maître avec {card} : vous n'êtes pas obligé de monter"
        ),
        "no_trump": "vous n'avez pas d'atout : vous pouvez défausser n'importe quelle carte",
        "ruff": "vous devez couper",
        "partner_master": ("votre partenaire {who} est maître avec {card}, vous n'êtes pas obligé de couper"),
        "no_ruff_duty": "les règles de la maison ne vous obligent pas à couper",
        "overruff": "vous devez surcouper {card} de {who}",
        "overtrump_partner": "si vous coupez, vous devez monter sur {card} de votre partenaire {who}",
        "underruff_forced": (
            "vous ne pouvez pas surcouper {card} de {who}, et devez quand même jouer atout (sous-couper)"
        ),
        "underruff_forbidden": (
            "vous ne pouvez pas surcouper {card} de {who}, et ne pouvez pas sous-couper : défaussez"
        ),
        "underruff_free": "vous ne pouvez pas surcouper {card} de {who} : pas d'obligation de sous-couper",
        "only_trumps": (
            "vous ne pouvez pas surcouper {card} de {who} et n'avez que des atouts : jouez-en un"
        ),
        "subset.HAND": "vous pouvez jouer n'importe quelle carte",
        "subset.FOLLOWING": "vous devez jouer {suit}, la couleur demandée",
        "subset.FOLLOWING_HIGHER": "vous devez jouer {suit} plus fort que {card} de {who}",
        "subset.TRUMPS": "vous devez jouer atout",
        "subset.TRUMPS_HIGHER": "vous devez jouer un atout plus fort que {card} de {who}",
        "subset.NON_TRUMPS": "vous devez jouer une carte qui n'est pas de l'atout",
        "subset.NON_TRUMPS_OR_TRUMPS_HIGHER": (
            "vous devez défausser, ou couper plus fort que {card} de {who}"
        ),
        "title": "À {seat} de jouer, atout {trump}{contract}.",
        "table": "Sur la table : {cards}.",
        "empty": "Le pli est vide : {seat} entame.",
        "holds": "{seat} a en main : {cards}.",
        "may": "{seat} peut jouer : {cards}.",
        "why": "Pourquoi :",
        "leaves": "reste {cards}",
    },
}


def _cards(cards: tuple[Card, ...] | list[Card], lang: Lang) -> str:
    return " ".join(card_text(card, lang) for card in sorted(cards)) or "-"


def duty_sentence(duty: Duty, position: RecordedTurn, lang: Lang = "en") -> str:
    """One duty as a sentence ending with its rule id: "you must ruff (play.must-ruff)"."""
    led = suit_of(position.before[0][1]) if position.before else 0
    text = _WORDS[lang][duty.reason].format(
        suit=f"{_SUITS[lang][led]} {SUIT_SYMBOLS[led]}",
        who=seat_text(duty.who, lang) if duty.who else "?",
        card=card_in_sentence(duty.card, lang) if duty.card is not None else "?",
    )
    return f"{text} ({duty.rule})"


def duties_lines(position: RecordedTurn, lang: Lang = "en") -> list[str]:
    """The "Why:" block: every duty, binding or not, each with its rule and the cards it leaves."""
    w = _WORDS[lang]
    out = [w["why"]]
    for duty in duties(position):
        leaves = f" — {w['leaves'].format(cards=_cards(duty.cards, lang))}" if duty.binds else ""
        out.append(f"  - {duty_sentence(duty, position, lang)}{leaves}")
    return out


def situation_text(position: RecordedTurn, lang: Lang = "en") -> str:
    """The answer to "what may I play?" from a situation: the table, the hand, the legal cards, why."""
    w = _WORDS[lang]
    contract = position.contract
    suit = contract.trump.suit
    if suit is not None:
        trump = f"{_SUITS[lang][suit]} {SUIT_SYMBOLS[suit]}"
    else:
        trump = {"en": "no trump", "fr": "sans atout"}[lang] if str(contract.trump) == "SA" else "tout atout"
    shown = contract.special or contract.value or ""
    taker = seat_text(contract.taker, lang)
    extra = f" ({shown} by {taker})" if shown and lang == "en" else ""
    if shown and lang == "fr":
        extra = f" ({shown} par {taker})"
    seat = seat_text(position.seat, lang)
    lines = [w["title"].format(seat=seat, trump=trump, contract=extra)]
    if position.before:
        played = ", ".join(f"{seat_text(who, lang)} {card_text(card, lang)}" for who, card in position.before)
        lines.append(w["table"].format(cards=played))
    else:
        lines.append(w["empty"].format(seat=seat))
    lines.append(w["holds"].format(seat=seat, cards=_cards(position.hand, lang)))
    lines.append(w["may"].format(seat=seat, cards=_cards(position.allowed, lang)))
    lines += duties_lines(position, lang)
    return "\n".join(lines)
