"""The one-line form of a facts record, as a player says it (`spec/deal-notation.md`, "Facts in one line").

    contree 100H by N coinche E points NS 72 belote N
    contree 100 coeur par Nord coinché par Est, NS 72 avec la belote de Nord
    coinche 110 ♥ by S; points NS 124; claim NS 234 EW 38

Why a line: at the table nobody writes JSON. The line is read into the same dictionary as a JSON
facts record (`spec/facts.schema.json`), so both are checked and scored by one path
(`refscore.judge.facts_check`). The words are the players' own, French or English, read through
the one table of words (`refscore.base.words`): `coinché par Est`, `contré E`, `avec la belote de
Nord`, `NS 72` (card points with the dix de der when no keyword says otherwise), `chuté`. Seats and
sides are kept as written (`Nord`, `EO`): the facts reader names them by the variant's seats.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from refscore.base.errors import RefscoreError, said
from refscore.base.words import (
    COINCHE_WORDS,
    OUTCOME_WORDS,
    SIDE_WORDS,
    SURCOINCHE_WORDS,
    AmbiguousWord,
    Reading,
    fold,
    special_of,
    trump_of,
)

__all__ = ["FactsLine", "FactsLineError", "parse_facts_line", "read_contract", "read_facts_line"]


class FactsLineError(RefscoreError):
    """A facts line that cannot be read (exit 2), naming the word at fault."""


#: Folded keyword -> the facts record's key.
_KEYWORDS: dict[str, str] = {
    **dict.fromkeys(COINCHE_WORDS, "coinche"),
    **dict.fromkeys(SURCOINCHE_WORDS, "surcoinche"),
    "points": "points",
    "pts": "points",
    "cards": "cards",
    "cartes": "cards",
    "der": "der",
    "dix de der": "der",
    "capot": "capot",
    "generale": "generale",
    "belote": "belote",
    "rebelote": "belote",
    "belote rebelote": "belote",
    "annonces": "annonces",
    "annonce": "annonces",
    "discard": "discard",
    "ecart": "discard",
    "tricks": "tricks",
    "plis": "tricks",
    "claim": "claim",
    "ecrit": "claim",
    "ecrits": "claim",
}
_ONE_WORD = {"coinche", "surcoinche", "der", "capot", "generale", "belote"}
_PAIRS = {"points", "cards", "annonces", "tricks", "claim"}
_BY = {"by", "par"}
#: Words that join the others and say nothing ("avec la belote de Nord", "pris par").
_FILLERS = {"avec", "la", "le", "les", "de", "du", "des", "pour", "et", "with", "the", "of", "and"}
_FILLERS |= {"pris", "prise", "taken", "contrat", "contract", "au", "en"}
#: Two or three words read as one.
_PHRASES = {
    ("sans", "atout"): "sans atout",
    ("tout", "atout"): "tout atout",
    ("no", "trump"): "sans atout",
    ("dix", "de", "der"): "dix de der",
    ("belote", "rebelote"): "belote rebelote",
    ("belote", "et", "rebelote"): "belote rebelote",
}
_NUMBER = re.compile(r"^[0-9]{1,6}$")
_GLUED = re.compile(r"^([0-9]{1,6})(\D.*)$")
_MAX_WORDS = 200


@dataclass(frozen=True)
class FactsLine:
    """A facts line read: the facts record (`data`) and, when the line says it, how the contract
    ended (`outcome`: made, failed or litige), which the score is checked against."""

    data: dict[str, Any]
    outcome: str | None


def _error(key: str, word: int, expected: str, **params: str) -> RefscoreError:
    return said(FactsLineError, key, place=f"word {word}", expected=expected, word=str(word), **params)


def _words(line: str) -> list[tuple[str, str, int]]:
    """(as written, folded, position from 1) of each word, phrases joined, fillers left out."""
    raw = line.replace(";", " ").replace(",", " ").split()
    if len(raw) > _MAX_WORDS:
        raise said(FactsLineError, "fl.too_long", expected="fl.at_most", limit=str(_MAX_WORDS))
    folded = [fold(word) for word in raw]
    out: list[tuple[str, str, int]] = []
    index = 0
    while index < len(raw):
        for size in (3, 2):
            phrase = _PHRASES.get(tuple(folded[index : index + size]))
            if phrase is not None:
                out.append((" ".join(raw[index : index + size]), phrase, index + 1))
                index += size
                break
        else:
            if folded[index] not in _FILLERS:
                out.append((raw[index], folded[index], index + 1))
            index += 1
    return out


def _side_like(written: str) -> bool:
    """Whether a word before a number names a side without a keyword (`NS 72`, `EO 90`, a chien
    game's `A 40`): a side word, or a short name in capitals."""
    return fold(written) in SIDE_WORDS or (len(written) <= 3 and written.isalpha() and written.isupper())


def _trump(text: str, position: int, reading: Reading) -> str | None:
    try:
        return trump_of(text, reading)
    except AmbiguousWord:
        raise _error("fl.ambiguous_trump", position, "fl.write_trump", token=text) from None


def _contract(head: list[tuple[str, str, int]], by: int, reading: Reading) -> dict[str, Any]:
    """The variant, value and trump of the words before the taker's `par`."""
    data: dict[str, Any] = {}
    rest = head
    glued = _GLUED.match(head[-1][0]) if head else None
    trump = _trump(glued.group(2), head[-1][2], reading) if glued else None
    if glued and trump is not None:
        data["contract"], data["trump"] = int(glued.group(1)), trump
        rest = head[:-1]
    elif head and (trump := _trump(head[-1][0], head[-1][2], reading)) is not None:
        data["trump"] = trump
        rest = head[:-1]
        if rest and _NUMBER.match(rest[-1][1]):
            data["contract"] = int(rest[-1][1])
            rest = rest[:-1]
        elif rest and special_of(rest[-1][1]) is not None:
            data["contract"] = special_of(rest[-1][1])
            rest = rest[:-1]
        # else: classic belote, a trump taken with no value
    else:
        raise _error("fl.no_contract", by, "fl.a_contract", before=head[-1][0] if head else "par")
    if len(rest) > 1:
        raise _error("fl.unexpected", rest[1][2], "fl.variant_then_contract", token=rest[1][0])
    if rest:
        data["variant"] = rest[0][0]
    return data


def read_facts_line(line: str, reading: Reading = "en") -> FactsLine:
    """The facts record said by `line`, and the outcome it states; `reading` decides what `C` means
    (clubs in English, cœur in French; refused as ambiguous under `ask`)."""
    words = _words(line)
    by = next((i for i, (_, folded, _) in enumerate(words) if folded in _BY), None)
    if by is None or by + 1 >= len(words):
        last = words[-1][2] if words else 1
        raise _error("fl.no_taker", last, "fl.by_seat")
    data = _contract(words[:by], words[by][2], reading)
    data["taker"] = words[by + 1][0]
    outcome: str | None = None
    index = by + 2
    while index < len(words):
        written, folded, position = words[index]
        key = _KEYWORDS.get(folded)
        if key is None and folded in OUTCOME_WORDS:
            if outcome is not None:
                raise _error("fl.twice", position, "fl.each_once", token=written)
            outcome = OUTCOME_WORDS[folded]
            index += 1
            continue
        if (
            key is None
            and _side_like(written)
            and index + 1 < len(words)
            and _NUMBER.match(words[index + 1][1])
        ):
            key = "points"  # `NS 72`: a side's card points, with the dix de der
            index -= 1  # the side is the first word of the pairs
        elif key is None:
            raise _error("fl.unknown_word", position, "fl.a_keyword", token=written)
        elif key in data and key not in _PAIRS:
            raise _error("fl.twice", position, "fl.each_once", token=written)
        index += 1
        if key in _ONE_WORD:
            if index < len(words) and words[index][1] in _BY:
                index += 1  # `coinché par Est`, `belote par N`
            if index >= len(words):
                raise _error("fl.nothing_after", position, "fl.seat_or_side", token=written)
            data[key] = words[index][0]
            index += 1
        elif key == "discard":
            if index >= len(words) or not _NUMBER.match(words[index][1]):
                raise _error("fl.no_discard_points", position + 1, "fl.a_number")
            data[key] = int(words[index][1])
            index += 1
        else:
            pairs: dict[str, int] = data.setdefault(key, {})
            start = len(pairs)
            while (
                index + 1 < len(words)
                and words[index][1] not in _KEYWORDS
                and words[index][1] not in OUTCOME_WORDS
                and _NUMBER.match(words[index + 1][1])
            ):
                side = words[index][0]
                if side in pairs:
                    raise _error("fl.twice", words[index][2], "fl.each_once", token=side)
                pairs[side] = int(words[index + 1][1])
                index += 2
            if len(pairs) == start:
                raise _error("fl.nothing_after", position, "fl.side_number", token=written)
    return FactsLine(data, outcome)


def read_contract(text: str, reading: Reading = "en") -> dict[str, Any]:
    """A contract as a player says it, with or without its taker (`110 cœur par S`, `100H`, `sans
    atout`, `TA`): `trump`, and `contract` (the value or special bid) and `taker` when said."""
    words = _words(text)
    by = next((i for i, (_, folded, _) in enumerate(words) if folded in _BY), len(words))
    if by + 2 < len(words):
        raise _error("fl.unexpected", words[by + 2][2], "fl.a_contract", token=words[by + 2][0])
    if by + 1 == len(words):
        raise _error("fl.nothing_after", words[by][2], "fl.seat_or_side", token=words[by][0])
    data = _contract(words[:by], words[by][2] if by < len(words) else len(words) + 1, reading)
    if data.pop("variant", None) is not None:
        raise _error("fl.unexpected", words[0][2], "fl.a_contract", token=words[0][0])
    if by < len(words):
        data["taker"] = words[by + 1][0]
    return data


def parse_facts_line(line: str, reading: Reading = "en") -> dict[str, Any]:
    """The facts record (as JSON data) said by `line`; its `variant` is set when the line names one."""
    return read_facts_line(line, reading).data
