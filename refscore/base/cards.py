"""Cards, suits and ranks, and the card notation players type.

Why ints: a card is the small integer ``suit * 8 + rank`` so that hands and tricks are cheap to
build, compare and hash when hundreds of thousands of deals are checked; the `Card` NewType keeps
that invisible to readers and to mypy.

Notation (see spec/notation.md): a rank then a suit, case-insensitive.
ranks  7 8 9 10 (or T) J Q K A; French V (valet), D (dame), R (roi).
suits  S H D C; Unicode ♠ ♥ ♦ ♣ (and the white forms ♤ ♡ ♢ ♧); French P (pique), K (carreau),
       T (trèfle), C (cœur). C is clubs in English and cœur in French: after a French rank letter
       (V, D, R) it is cœur and after an English one (J, Q, K) clubs, whatever the language; after
       a rank both languages write (7 8 9 10 T A) it is read by the `Reading` in force
       (`refscore.base.words`): clubs, cœur, or refused as ambiguous (`AmbiguousCard`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NewType

if TYPE_CHECKING:  # the words are loaded by the readers that need them, not by the batch's fast path
    from .words import Reading

Card = NewType("Card", int)
Suit = NewType("Suit", int)
Rank = NewType("Rank", int)

SUITS: tuple[Suit, ...] = tuple(Suit(i) for i in range(4))
RANKS: tuple[Rank, ...] = tuple(Rank(i) for i in range(8))
DECK: tuple[Card, ...] = tuple(Card(i) for i in range(32))

SUIT_LETTERS = ("S", "H", "D", "C")
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")
RANK_LETTERS = ("7", "8", "9", "10", "J", "Q", "K", "A")

_RANK_ALIASES: dict[str, int] = {
    "7": 0,
    "8": 1,
    "9": 2,
    "10": 3,
    "T": 3,
    "J": 4,
    "Q": 5,
    "K": 6,
    "A": 7,
    "V": 4,
    "D": 5,
    "R": 6,
}
_FRENCH_RANKS = frozenset({"V", "D", "R"})
_ENGLISH_RANKS = frozenset({"J", "Q", "K"})
_SYMBOLS = frozenset("♠♥♦♣♤♡♢♧")
_SUIT_ALIASES: dict[str, int] = {
    "S": 0,
    "H": 1,
    "D": 2,
    "C": 3,
    "♠": 0,
    "♥": 1,
    "♦": 2,
    "♣": 3,
    "♤": 0,
    "♡": 1,
    "♢": 2,
    "♧": 3,
    "P": 0,
    "K": 2,
    "T": 3,
}


class CardNotationError(ValueError):
    """A token that is not a card (or suit) in any accepted spelling."""

    def __init__(self, token: str, expected: str) -> None:
        from refscore.base.errors import Said

        self.token = token
        #: What was expected, and the message, as sentences of the error catalogues (`expected` is
        #: the key of the first): `str(error)` is the English message.
        self.expected = Said(expected, {})
        self.message = Said("cards.not_a", {"token": token, "what": self.expected})
        super().__init__(self.message)


class AmbiguousCard(CardNotationError):
    """A card whose `C` reads as clubs in English and cœur in French (`AC`: A♣ or A♥), under a
    reading that will not guess; `readings` are the two cards, the English one first."""

    def __init__(self, token: str, readings: tuple[Card, Card]) -> None:
        self.readings = readings
        super().__init__(token, "cards.one_card_c")


def plural(count: int, noun: str) -> str:
    """``1 card``, ``3 cards``: messages name counts the way people say them."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def make_card(rank: int, suit: int) -> Card:
    return Card(suit * 8 + rank)


def suit_of(card: Card) -> Suit:
    return Suit(card >> 3)


def rank_of(card: Card) -> Rank:
    return Rank(card & 7)


def card_name(card: Card) -> str:
    """Canonical text of a card: ``JH``, ``10S``, ``AD``, ``7C``."""
    return RANK_LETTERS[card & 7] + SUIT_LETTERS[card >> 3]


_CARD_EXPECTED = "cards.a_card"  # the key of the sentence (refscore/base/error_sentences.py)

_card_cache: dict[str, Card] = {}


def parse_card(token: str, reading: Reading = "en") -> Card:
    """Read one card in any accepted spelling; raise `CardNotationError` naming the token, and
    `AmbiguousCard` for a `C` after 7 8 9 10 T or A under the `ask` reading."""
    cached = _card_cache.get(token) if reading == "en" else None
    if cached is not None:
        return cached
    stripped = token.strip() if isinstance(token, str) else ""
    # upper() maps a few non-ASCII letters onto ASCII ones ("ſ" -> "S"); only ASCII letters count
    text = stripped.upper() if all(char.isascii() or char in _SYMBOLS for char in stripped) else ""
    if len(text) < 2:
        raise CardNotationError(str(token), _CARD_EXPECTED)
    rank_text, suit_text = text[:-1], text[-1]
    rank = _RANK_ALIASES.get(rank_text)
    suit = _SUIT_ALIASES.get(suit_text)
    if rank is None or suit is None:
        raise CardNotationError(token, _CARD_EXPECTED)
    if suit_text == "C" and rank_text not in _ENGLISH_RANKS:
        if rank_text in _FRENCH_RANKS or reading == "fr":
            suit = 1  # French spelling: VC, DC, RC (and AC under French notation) are de cœur
        elif reading == "ask":
            raise AmbiguousCard(str(token), (make_card(rank, 3), make_card(rank, 1)))
    card = make_card(rank, suit)
    if reading == "en" and len(_card_cache) < 4096:
        _card_cache[token] = card
    return card


def parse_cards(tokens: Iterable[str], reading: Reading = "en") -> list[Card]:
    return [parse_card(token, reading) for token in tokens]


_SUIT_EXPECTED = "cards.a_suit"


def parse_suit(token: str, reading: Reading = "en") -> Suit:
    """Read a suit letter, symbol or name (used for the trump of a bid); `C` by `reading`."""
    from .words import SUIT_WORDS, AmbiguousWord, fold

    text = fold(token) if isinstance(token, str) else ""
    if text == "c":
        if reading == "ask":
            raise AmbiguousWord(str(token), ("♣", "♥"))
        return Suit(1 if reading == "fr" else 3)
    suit = SUIT_WORDS.get(text)
    if suit is None:
        raise CardNotationError(str(token), _SUIT_EXPECTED)
    return Suit(suit)


_RANK_NAMES_FR = ("7", "8", "9", "10", "valet", "dame", "roi", "as")


def ambiguity_params(error: AmbiguousCard) -> dict[str, str]:
    """The parameters of the `card.ambiguous` sentences: the token and both readings, in symbols
    and, for French, in words ("as de trèfle (A♣)")."""
    clubs = error.readings[0]
    rank = _RANK_NAMES_FR[rank_of(clubs)]
    shown = ("A" if rank == "as" else rank) if rank in ("as", "7", "8", "9", "10") else rank
    return {
        "token": error.token,
        "clubs": shown + SUIT_SYMBOLS[3],
        "hearts": shown + SUIT_SYMBOLS[1],
        "clubs_fr": f"{rank} de trèfle ({shown}{SUIT_SYMBOLS[3]})",
        "hearts_fr": f"{rank} de cœur ({shown}{SUIT_SYMBOLS[1]})",
    }
