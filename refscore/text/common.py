"""What the text builders share: the catalogue of a language, cards, suits, contracts, rule titles
and texts, variant titles and descriptions, in English or French.

Why here: every output (story, coach, game sheet, HTML page, rulebook, check text) names cards and
rules the same way; one module keeps them the same. The French rule texts are read from
`spec/rules.fr.md`, written beside `spec/rules.md` with the same ids and numbers.

Pure: no I/O beyond reading the shipped rule texts once.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from typing import Any

from refscore.base.cards import RANK_LETTERS, SUIT_SYMBOLS, Card, rank_of, suit_of
from refscore.base.langs import Lang, seat_in
from refscore.base.resources import read_text
from refscore.judge.auction_judge import Contract
from refscore.model.rule_ids import RULES, Rule, parse_rules
from refscore.model.variant import ScoringCase, TrumpKind, Variant

from . import en, fr

_WORDS: dict[str, dict[str, str]] = {"en": en.WORDS, "fr": fr.WORDS}
_LABELS: dict[str, dict[str, str]] = {"en": en.LABELS, "fr": fr.LABELS}
_RULEBOOK: dict[str, dict[str, str]] = {"en": en.RULEBOOK, "fr": fr.RULEBOOK}
_RANKS_FR = ("7", "8", "9", "10", "V", "D", "R", "A")
_SUITS = {"en": ("spades", "hearts", "diamonds", "clubs"), "fr": ("pique", "cœur", "carreau", "trèfle")}


def words(lang: Lang) -> dict[str, str]:
    """The sentences of one language, by key."""
    return _WORDS[lang]


def labels(lang: Lang) -> dict[str, str]:
    """The labels of the HTML picture in one language, by key."""
    return _LABELS[lang]


def rulebook_words(lang: Lang) -> dict[str, str]:
    """The prose of the rulebook and of the variant diff in one language, by key."""
    return _RULEBOOK[lang]


@cache
def rules_fr() -> dict[str, Rule]:
    """The numbered rules in French (`spec/rules.fr.md`: same ids and numbers as `spec/rules.md`)."""
    return parse_rules(read_text("spec", "rules.fr.md"))


def rules_in(lang: Lang) -> dict[str, Rule]:
    """The numbered rules in `lang`."""
    return rules_fr() if lang == "fr" else RULES


def rule_title(rule: str, lang: Lang) -> str:
    """The title of a numbered rule in `lang` (the id itself for an unknown rule)."""
    found = rules_in(lang).get(rule) or RULES.get(rule)
    return found.title if found is not None else rule


def rule_heading(rule: str, lang: Lang) -> str:
    """`rule play.follow-suit (3.3 Follow suit)` / `règle play.follow-suit (3.3 Fournir ...)`."""
    found = RULES.get(rule)
    number = f"{found.number} " if found is not None else ""
    return f"{words(lang)['rule']} {rule} ({number}{rule_title(rule, lang)})"


def rule_text(rule: str, lang: Lang = "en") -> str:
    """The normative text of a rule on one line, in `lang`."""
    found = rules_in(lang).get(rule)
    return " ".join(found.text.split()) if found is not None else ""


def _localized(data: Any, key: str, lang: Lang) -> str:
    """`key_fr` in French when the variant gives one, else `key` (`title`, `description`...)."""
    if not isinstance(data, dict):
        return ""
    if lang != "en":
        translated = data.get(f"{key}_{lang}")
        if isinstance(translated, str) and translated.strip():
            return " ".join(translated.split())
    value = data.get(key)
    return " ".join(str(value).split()) if value is not None else ""


def variant_title(variant: Variant, lang: Lang) -> str:
    """The variant's title in `lang` (`title_fr` in French, the `title` otherwise)."""
    return _localized(variant.data, "title", lang) or variant.title


def variant_description(variant: Variant, lang: Lang) -> str:
    """The variant's description in `lang`: `description_fr` in French, and nothing rather than the
    English one (a French rulebook never falls back to English)."""
    if lang != "en":
        translated = variant.data.get(f"description_{lang}")
        return " ".join(translated.split()) if isinstance(translated, str) else ""
    return _localized(variant.data, "description", lang)


def localized(data: Any, key: str, lang: Lang) -> str:
    """A text field of a variant's mapping (an interpretation, a case) in `lang`."""
    return _localized(data, key, lang)


def card_text(card: Card, lang: Lang) -> str:
    """`J♥`, `10♠` in English; `V♥`, `10♠` in French (valet, dame, roi)."""
    ranks = _RANKS_FR if lang == "fr" else RANK_LETTERS
    return ranks[rank_of(card)] + SUIT_SYMBOLS[suit_of(card)]


#: the French article of each rank, as a player says the card: l'as, la dame, le roi... (le huit: its
#: h is aspirated)
_ARTICLES_FR = ("le ", "le ", "le ", "le ", "le ", "la ", "le ", "l'")


def card_in_sentence(card: Card, lang: Lang) -> str:
    """A card named inside a sentence: in French with the article its rank takes (`l'A♣`, `la D♥`,
    `le V♠`), in English as `card_text` (its sentences say "E's J♥", "over J♥").

    Why: a French sentence that writes "monter sur le A♣" is read "le as"."""
    if lang != "fr":
        return card_text(card, lang)
    return _ARTICLES_FR[rank_of(card)] + card_text(card, lang)


#: A card as the records write it (`7D`, `JS`, `10H`), inside a text the engine wrote
_CARD_CODE = re.compile(r"\b(10|[7-9JQKA])([SHDC])\b")


def record_cards_fr(text: str) -> str:
    """The cards a text of the engine names as the records write them (`7D`, `JS`), as a French
    reader writes them (`7♦`, `V♠`); the rest of the text as it is."""
    return _CARD_CODE.sub(
        lambda m: _RANKS_FR[RANK_LETTERS.index(m[1])] + SUIT_SYMBOLS["SHDC".index(m[2])], text
    )


def record_card_text(name: str, lang: Lang) -> str:
    """A card as the records and JSON outputs write it (`JS`, `10H`) said for people in `lang`
    (`J♠` / `V♠`, `10♥`): the one function the text outputs built on JSON documents (`analyse`)
    call, so a card never reaches a French reader as `JS`. A name that is not a card is kept."""
    from refscore.base.cards import CardNotationError, parse_card

    try:
        return card_text(parse_card(name), lang)
    except CardNotationError:
        return name


def record_trump_text(code: str, lang: Lang) -> str:
    """A trump as the records write it (`S H D C SA TA`) said for people: `♠`, `sans atout`..."""
    kind = {"SA": TrumpKind.NO_TRUMP, "TA": TrumpKind.ALL_TRUMP}.get(code, TrumpKind.SUIT)
    suit = "SHDC".find(code) if kind is TrumpKind.SUIT and len(code) == 1 else -1
    if kind is TrumpKind.SUIT and suit < 0:
        return code
    return trump_text(kind, suit if suit >= 0 else None, lang)


def cards_text(cards: Sequence[Card], lang: Lang) -> str:
    return " ".join(card_text(card, lang) for card in cards) if cards else "—"


def suit_text(suit: int, lang: Lang, *, symbol: bool = False) -> str:
    name = _SUITS[lang][suit]
    return f"{SUIT_SYMBOLS[suit]}" if symbol else f"{name} {SUIT_SYMBOLS[suit]}"


def contract_text(contract: Contract, lang: Lang) -> str:
    """`110 ♥`, `capot ♠`, `90 sans atout`, with the coinche if any."""
    w = words(lang)
    trump = trump_text(contract.trump.kind, contract.trump.suit, lang)
    # a taken trump (classic belote) has no value: the trump alone
    text = (
        trump
        if contract.special is None and not contract.value
        else f"{contract.special or contract.value} {trump}"
    )
    if contract.surcoinched_by:
        text += " " + w["surcoinched"]
    elif contract.coinched_by:
        text += " " + w["coinched"]
    return text


def plain_contract_text(contract: Contract, lang: Lang) -> str:
    """`110 ♥`, `capot ♠`: the contract without its coinche, which `coinche_text` says with who."""
    trump = trump_text(contract.trump.kind, contract.trump.suit, lang)
    if contract.special is None and not contract.value:
        return trump
    return f"{contract.special or contract.value} {trump}"


def coinche_text(contract: Contract, lang: Lang) -> str:
    """`, coinched by E` / `, coinché par E et surcoinché par N`, or "" when not coinched: who
    coinched is said with the seat, never left to be read as the taker's."""
    w = words(lang)
    if contract.surcoinched_by and contract.coinched_by:
        return w["who_surcoinched"].format(
            coincher=seat_text(contract.coinched_by, lang), seat=seat_text(contract.surcoinched_by, lang)
        )
    if contract.coinched_by:
        return w["who_coinched"].format(seat=seat_text(contract.coinched_by, lang))
    return ""


#: The seats and sides of the four-player game as a French table writes them (Ouest, Est-Ouest).
def seat_text(seat: str | None, lang: Lang) -> str:
    """A seat or a side as the players of `lang` write it: `W` and `EW` are `O` and `EO` in French
    ("?" for a seat the record does not know)."""
    if seat is None:
        return "?"
    return seat_in(seat, lang)


def trump_text(kind: TrumpKind, suit: int | None, lang: Lang) -> str:
    if kind is TrumpKind.SUIT and suit is not None:
        return SUIT_SYMBOLS[suit]
    return words(lang)["sans_atout" if kind is TrumpKind.NO_TRUMP else "tout_atout"]


def join_words(items: Sequence[str], lang: Lang) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {words(lang)['and']} " + items[-1]


def value_text(value: int | bool | str, lang: Lang) -> str:
    if isinstance(value, bool):
        return words(lang)["yes" if value else "no"]
    return str(value)


def scores_text(scores: dict[str, int] | None, lang: Lang = "en") -> str:
    return ", ".join(f"{seat_text(unit, lang)} {value}" for unit, value in (scores or {}).items())


def case_description(variant: Variant, case: ScoringCase, lang: Lang) -> str:
    """The description of a scoring case in `lang` (`description_fr` in the variant's case)."""
    cases = variant.data.get("scoring", {}).get("cases", [])
    for index, candidate in enumerate(variant.scoring.cases):
        if candidate is case and index < len(cases):
            return localized(cases[index], "description", lang) or case.description
    return case.description


_ANNONCE_FR = (
    (
        re.compile(r"\bcarré of (J|Q|K|A|10|9|8|7)\b"),
        lambda m: "carré de " + _RANKS_FR[RANK_LETTERS.index(m[1])],
    ),
    (re.compile(r"\((\d+) cards\)"), lambda m: f"({m[1]} cartes)"),
    (_CARD_CODE, lambda m: record_cards_fr(m[0])),
    (
        re.compile(r" \(not the strongest: scores nothing\)"),
        lambda m: " (pas la plus forte : ne marque rien)",
    ),
    (
        re.compile(r" \(does not beat the opponents' best: scores nothing\)"),
        lambda m: " (ne bat pas la meilleure des adversaires : ne marque rien)",
    ),
    (
        re.compile(r" \(tied with an equal annonce: nobody scores\)"),
        lambda m: " (à égalité avec une annonce égale : personne ne marque)",
    ),
)


def annonce_text(detail: str, lang: Lang) -> str:
    """An annonce line of the score (`N: carré of J`, `W: tierce KH QH JH`) in `lang`."""
    if lang == "en":
        return detail
    for pattern, replace in _ANNONCE_FR:
        detail = pattern.sub(replace, detail)
    seat, colon, rest = detail.partition(": ")
    return f"{seat_text(seat, lang)}{words(lang)['colon']}{rest}" if colon else detail
