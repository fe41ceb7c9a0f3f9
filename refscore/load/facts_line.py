"""The one-line form of a facts record, as a player says it (`spec/deal-notation.md`, "Facts in one line").

    contree 100H by N coinche E points NS 72 belote N
    coinche 110 ♥ by S; points NS 124; claim NS 234 EW 38

Why a line: at the table nobody writes JSON. The line is read into the same dictionary as a JSON
facts record (`spec/facts.schema.json`), so both are checked and scored by one path
(`refscore.judge.facts_check`). Keywords have French aliases (contre, surcontre, par, plis...).
"""

from __future__ import annotations

import re
from typing import Any

from refscore.base.errors import RefscoreError

__all__ = ["FactsLineError", "parse_facts_line"]


class FactsLineError(RefscoreError):
    """A facts line that cannot be read (exit 2), naming the word at fault."""


_KEYWORDS: dict[str, str] = {
    "coinche": "coinche",
    "contre": "coinche",
    "coinched": "coinche",
    "surcoinche": "surcoinche",
    "surcontre": "surcoinche",
    "points": "points",
    "cards": "cards",
    "cartes": "cards",
    "der": "der",
    "capot": "capot",
    "generale": "generale",
    "générale": "generale",
    "belote": "belote",
    "annonces": "annonces",
    "discard": "discard",
    "ecart": "discard",
    "écart": "discard",
    "tricks": "tricks",
    "plis": "tricks",
    "claim": "claim",
    "ecrit": "claim",
    "écrit": "claim",
}
_ONE_WORD = {"coinche", "surcoinche", "der", "capot", "generale", "belote"}
_NUMBER = re.compile(r"^[0-9]{1,6}$")
_SPECIAL = {"capot", "generale", "générale"}
_TRUMPS = re.compile(r"^(?:[SHDC♠♥♦♣]|SA|TA|NT)$", re.IGNORECASE)
_GLUED = re.compile(r"^([0-9]{1,6})([SHDC♠♥♦♣]|SA|TA|NT)$", re.IGNORECASE)
_MAX_WORDS = 200


def _error(message: str, word: int, expected: str) -> FactsLineError:
    return FactsLineError(message, place=f"word {word}", expected=expected)


def parse_facts_line(line: str) -> dict[str, Any]:
    """The facts record (as JSON data) said by `line`; its `variant` is set when the line names one."""
    words = line.replace(";", " ").replace(",", " ").split()
    if len(words) > _MAX_WORDS:
        raise FactsLineError("the line is too long", expected=f"at most {_MAX_WORDS} words")
    lowered = [word.lower() for word in words]
    by = next((i for i, word in enumerate(lowered) if word in ("by", "par")), None)
    if by is None or by + 1 >= len(words):
        raise _error("no taker", len(words), "`by SEAT` after the contract (for example `110H by S`)")
    data: dict[str, Any] = {"taker": words[by + 1]}
    head = words[:by]
    if head and _GLUED.match(head[-1]):
        match = _GLUED.match(head[-1])
        assert match is not None
        data["contract"], data["trump"] = int(match.group(1)), match.group(2)
        rest = head[:-1]
    elif (
        len(head) >= 2
        and _TRUMPS.match(head[-1])
        and (_NUMBER.match(head[-2]) or head[-2].lower() in _SPECIAL)
    ):
        data["contract"] = int(head[-2]) if _NUMBER.match(head[-2]) else head[-2].lower()
        data["trump"] = head[-1]
        rest = head[:-2]
    elif head and _TRUMPS.match(head[-1]):
        data["trump"] = head[-1]  # classic belote: a trump taken, no value
        rest = head[:-1]
    else:
        raise _error(
            f"no contract before {words[by]!r}", by + 1, "a contract such as 110H, 100 ♥, capot SA or H"
        )
    if len(rest) > 1:
        raise _error(f"unexpected {rest[1]!r}", 2, "a variant name, then the contract")
    if rest:
        data["variant"] = rest[0]
    index = by + 2
    while index < len(words):
        key = _KEYWORDS.get(lowered[index])
        if key is None:
            raise _error(
                f"unknown word {words[index]!r}", index + 1, "a keyword: " + ", ".join(sorted(_KEYWORDS))
            )
        if key in data:
            raise _error(f"{words[index]!r} said twice", index + 1, "each fact once")
        index += 1
        if key in _ONE_WORD:
            if index >= len(words):
                raise _error(f"nothing after {words[index - 1]!r}", index, "a seat or a side")
            data[key] = words[index]
            index += 1
        elif key == "discard":
            if index >= len(words) or not _NUMBER.match(words[index]) or len(words[index]) > 9:
                raise _error("no points after the discard", index + 1, "a number")
            data[key] = int(words[index])
            index += 1
        else:
            pairs: dict[str, int] = {}
            while (
                index + 1 < len(words) and lowered[index] not in _KEYWORDS and _NUMBER.match(words[index + 1])
            ):
                if words[index] in pairs:  # the last would silently win: a right claim read "WRONG"
                    raise _error(f"{words[index]!r} given twice after {key!r}", index + 1, "each side once")
                if len(words[index + 1]) > 9:
                    raise _error(f"a number of {len(words[index + 1])} digits", index + 2, "at most 9 digits")
                pairs[words[index]] = int(words[index + 1])
                index += 2
            if not pairs:
                raise _error(f"nothing after {key!r}", index + 1, "one or more `SIDE NUMBER` pairs (NS 72)")
            data[key] = pairs
    return data
