"""The words players write at the table, in French and English: suits, trumps, seats, sides and the
participles of a contract (coinché, chuté...), read in one place by every reader.

Why one module: the facts line (`refscore score --line`), the options of `refscore legal`, the
`.deal` notation and the game sheets all read what a player typed; a word one of them knows and
another refuses is a trap at the table. Every table here is keyed by the *folded* word (lower case,
accents dropped, `œ` as `oe`, hyphens as spaces), so `Cœur`, `coeur` and `COEUR` are one word, and
`sans-atout` is `sans atout`.

One letter means two suits: `C` is clubs in English and cœur in French. A reader reads it by the
language in force (`Reading`): `en` (clubs), `fr` (cœur, when the record or the user says the
notation is French), or `ask` (a French locale or `--lang fr` without a word on the notation): a
token that stays ambiguous is refused, naming both readings, never guessed.

Pure: no I/O.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Literal

__all__ = [
    "COINCHE_WORDS",
    "OUTCOME_WORDS",
    "SURCOINCHE_WORDS",
    "Reading",
    "fold",
    "reading_of",
    "seat_of",
    "side_of",
    "special_of",
    "trump_of",
]

#: How the letter `C` is read: clubs (`en`), cœur (`fr`), or refused when ambiguous (`ask`).
Reading = Literal["en", "fr", "ask"]


def fold(text: str) -> str:
    """`Cœur` -> `coeur`, `Trèfle` -> `trefle`, `sans-atout` -> `sans atout`: the key of every table."""
    text = text.strip().replace("œ", "oe").replace("Œ", "OE")
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(char for char in decomposed if not unicodedata.combining(char))
    return " ".join(bare.lower().replace("-", " ").replace("_", " ").split())


def reading_of(lang: str | None, notation: str | None = None) -> Reading:
    """The reading of `C` for a user speaking `lang` ("en" or "fr") whose record or option says its
    `notation` is French ("fr") or English ("en"), or says nothing (None)."""
    if notation in ("fr", "en"):
        return "fr" if notation == "fr" else "en"
    return "ask" if lang == "fr" else "en"


#: Suit words and letters that mean one suit in either language (the index: ♠ 0, ♥ 1, ♦ 2, ♣ 3).
SUIT_WORDS: dict[str, int] = {
    "spades": 0,
    "hearts": 1,
    "diamonds": 2,
    "clubs": 3,
    "pique": 0,
    "coeur": 1,
    "carreau": 2,
    "trefle": 3,
    "s": 0,
    "h": 1,
    "d": 2,
    "p": 0,
    "k": 2,
    "t": 3,
    "♠": 0,
    "♥": 1,
    "♦": 2,
    "♣": 3,
    "♤": 0,
    "♡": 1,
    "♢": 2,
    "♧": 3,
}
#: The letter of two suits: clubs in English, cœur in French.
AMBIGUOUS_SUIT = "c"
#: Trumps that are not a suit, folded: the record's spelling.
MODE_WORDS: dict[str, str] = {
    "sa": "SA",
    "nt": "SA",
    "sans atout": "SA",
    "sansatout": "SA",
    "no trump": "SA",
    "notrump": "SA",
    "no trumps": "SA",
    "ta": "TA",
    "at": "TA",
    "tout atout": "TA",
    "toutatout": "TA",
    "all trump": "TA",
    "all trumps": "TA",
}
_SUIT_CODES = ("S", "H", "D", "C")

#: Seats of the four-player game, folded, to the record's letters (which are English: W is Ouest).
SEAT_WORDS: dict[str, str] = {
    "n": "N",
    "e": "E",
    "s": "S",
    "w": "W",
    "o": "W",
    "nord": "N",
    "est": "E",
    "sud": "S",
    "ouest": "W",
    "north": "N",
    "east": "E",
    "south": "S",
    "west": "W",
}
#: Sides of the four-player game, folded, to the record's unit names.
SIDE_WORDS: dict[str, str] = {
    "ns": "NS",
    "sn": "NS",
    "nord sud": "NS",
    "ew": "EW",
    "we": "EW",
    "eo": "EW",
    "oe": "EW",
    "est ouest": "EW",
    "ouest est": "EW",
}
#: Words that say a contract was coinched (doubled) or surcoinched, folded.
COINCHE_WORDS = frozenset({"coinche", "coinchee", "coinched", "contre", "contree", "x2", "double"})
SURCOINCHE_WORDS = frozenset({"surcoinche", "surcoinchee", "surcoinched", "surcontre", "surcontree", "x4"})
#: Words that say how the contract ended, folded: made, failed, litige.
OUTCOME_WORDS: dict[str, str] = {
    "chute": "failed",
    "chutee": "failed",
    "dedans": "failed",
    "failed": "failed",
    "fait": "made",
    "faite": "made",
    "passe": "made",
    "reussi": "made",
    "made": "made",
    "litige": "litige",
}
#: Special bids, folded, to the variant's names.
SPECIAL_WORDS: dict[str, str] = {"capot": "capot", "generale": "generale"}


def trump_of(text: str, reading: Reading) -> str | None:
    """The record's spelling of the trump `text` names (`S H D C SA TA`), or None when it names
    none; `AmbiguousTrump` for `C` under the `ask` reading."""
    folded = fold(text.replace("\ufe0f", ""))
    if folded in MODE_WORDS:
        return MODE_WORDS[folded]
    if folded == AMBIGUOUS_SUIT:
        if reading == "ask":
            raise AmbiguousWord(text, ("♣", "♥"))
        return "H" if reading == "fr" else "C"
    suit = SUIT_WORDS.get(folded)
    return _SUIT_CODES[suit] if suit is not None else None


def seat_of(text: str, seats: Sequence[str]) -> str | None:
    """The seat of `seats` that `text` names (`Nord`, `n`, `O`, `Ouest` -> W), or None. A seat
    written as the variant writes it always wins (a variant with seats A, B, C keeps its C)."""
    if text in seats:
        return text
    seat = SEAT_WORDS.get(fold(text))
    return seat if seat is not None and seat in seats else None


def side_of(text: str, units: Sequence[str]) -> str | None:
    """The scoring unit of `units` that `text` names (`NS`, `EO`, `Est-Ouest` -> EW), or None."""
    if text in units:
        return text
    unit = SIDE_WORDS.get(fold(text))
    return unit if unit is not None and unit in units else None


def special_of(text: str) -> str | None:
    """The special bid `text` names (`capot`, `générale`), or None."""
    return SPECIAL_WORDS.get(fold(text))


class AmbiguousWord(ValueError):
    """A token that reads as two things in the two languages (`AC`: A♣ or A♥); `readings` are the
    two meanings in symbols, the English one first."""

    def __init__(self, token: str, readings: tuple[str, str]) -> None:
        self.token = token
        self.readings = readings
        super().__init__(f"{token!r} reads as {readings[0]} in English and {readings[1]} in French")
