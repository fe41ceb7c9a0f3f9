"""Whether a decoded deal record certainly has the shape `spec/deal.schema.json` describes.

Why: the reference reader validates every record with `jsonschema` (about a millisecond a deal),
and the fast tier answers a record the reference would call illegal only when it is sure the
reader would not call it unusable first. `certain_shape` is True only where the schema accepts the
record *and* `refscore.model.record.validate_shape`'s own checks pass (sizes, integers written as
integers); it may say False of a record the schema accepts (a `players` map of many names, a
special bid's name ending in a newline), which then goes to the reference path as before.
tests/fast/test_illegal_auction_line.py holds it to the schema on records drawn around valid ones.
`certain_rest` says the same of the reader's own checks (seats, cards, trumps, claim units) on what
the fast walk had not read when an illegal call stopped it. Where the compiled walk stopped there,
its core looks at that rest alone (`_fastcore.Core.rest_certain`, for a variant `walk_reads_shape`
accepts), and these two are asked only where it is not sure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from typing import Any

from refscore.base.cards import DECK, card_name
from refscore.model.record import RECORD_KEYS

#: the keys spec/deal.schema.json allows: of a record, a call, an annonce, a trick written as an object
TOP_KEYS = frozenset(RECORD_KEYS)
_TEXT_KEYS = ("variant", "id", "event", "date", "comment")
_SEAT_KEYS = ("dealer", "belote")
_CARD_LISTS = ("chien", "dead", "discard")
CALL_KEYS = frozenset({"seat", "call", "value", "trump"})
_CALL_WORDS = frozenset({"pass", "bid", "coinche", "surcoinche", "take"})
ANNONCE_KEYS = frozenset({"seat", "cards", "kind"})
TRICK_KEYS = frozenset({"leader", "cards"})
_SPECIAL_NAME = re.compile(r"[a-z_][a-z0-9_]*")  # the schema's pattern, without `$`'s final newline
_CANONICAL = frozenset(card_name(card) for card in DECK)  # "7S" ... "10S": each one `_card` accepts
_MAX_PLAYERS = 8  # far below the reader's bounds of values and entries (record.MAX_RECORD_VALUES)


def _seat(value: Any) -> bool:
    return type(value) is str and 1 <= len(value) <= 8


def _card(value: Any) -> bool:
    return type(value) is str and 2 <= len(value) <= 4


def _cards(value: Any, least: int, most: int) -> bool:
    if type(value) is not list or not least <= len(value) <= most:
        return False
    try:  # the usual spelling: every card by its canonical name (a set look-up each, in C)
        if _CANONICAL.issuperset(value):
            return True
    except TypeError:  # (an item that cannot be hashed: not a card)
        return False
    return all(map(_card, value))


def _integer(value: Any, least: int, most: int) -> bool:
    return type(value) is int and least <= value <= most  # (not a bool, not 110.0)


def _call(call: Any) -> bool:
    if type(call) is not dict or not call.keys() <= CALL_KEYS:
        return False
    if not _seat(call.get("seat")) or type(call.get("call")) is not str or call["call"] not in _CALL_WORDS:
        return False
    if "value" in call:
        value = call["value"]
        if not (_integer(value, 0, 100_000) or (type(value) is str and _SPECIAL_NAME.fullmatch(value))):
            return False
    if "trump" in call and not (type(call["trump"]) is str and 1 <= len(call["trump"]) <= 12):
        return False
    return call["call"] != "bid" or ("value" in call and "trump" in call)


def _annonce(item: Any) -> bool:
    return (
        type(item) is dict
        and item.keys() <= ANNONCE_KEYS
        and _seat(item.get("seat"))
        and _cards(item.get("cards"), 1, 8)
        and type(item.get("kind", "")) is str
    )


def _trick(trick: Any) -> bool:
    if type(trick) is list:
        return _cards(trick, 1, 4)
    return (
        type(trick) is dict
        and trick.keys() <= TRICK_KEYS
        and _cards(trick.get("cards"), 1, 4)
        and ("leader" not in trick or _seat(trick["leader"]))
    )


def certain_shape(data: Any) -> bool:
    """True only when `validate_shape(data)` certainly passes (see the module's docstring)."""
    if type(data) is not dict or not data.keys() <= TOP_KEYS or None in data.values():
        return False  # (the schema allows no null)
    get = data.get
    if get("format", "refscore-deal/1") != "refscore-deal/1" or type(get("format", "")) is not str:
        return False
    if not all(type(data[key]) is str for key in _TEXT_KEYS if key in data):
        return False
    if not all(_seat(data[key]) for key in _SEAT_KEYS if key in data) or "dealer" not in data:
        return False
    if not all(_cards(data[key], 0, 32) for key in _CARD_LISTS if key in data):
        return False
    if "turned" in data and not _card(data["turned"]):
        return False
    if "fingerprint" in data and not (type(data["fingerprint"]) is str and len(data["fingerprint"]) <= 200):
        return False
    players = get("players")
    if players is not None and not (
        type(players) is dict
        and len(players) <= _MAX_PLAYERS
        and all(type(name) is str for name in players.values())
    ):
        return False
    hands = get("hands")
    if not (
        type(hands) is dict and 2 <= len(hands) <= 4 and all(_cards(hand, 0, 32) for hand in hands.values())
    ):
        return False
    calls = get("auction")
    if not (type(calls) is list and len(calls) <= 200 and all(map(_call, calls))):
        return False
    annonces = get("annonces", [])
    if not (type(annonces) is list and len(annonces) <= 40 and all(map(_annonce, annonces))):
        return False
    tricks = get("tricks", [])
    if not (type(tricks) is list and len(tricks) <= 16 and all(map(_trick, tricks))):
        return False
    claim = get("claim")
    return claim is None or (
        type(claim) is dict
        and 1 <= len(claim) <= 4
        and all(_integer(value, -1_000_000, 1_000_000) for value in claim.values())
    )


def certain_rest(
    data: dict[str, Any],
    seats: Collection[str],
    units: Collection[str],
    known: Collection[str],
    is_card: Callable[[str], bool],
    is_trump: Callable[[str], bool],
) -> bool:
    """True only when `read_shaped` certainly reads, in a record of `certain_shape`, what the fast
    walk had not read when an illegal call stopped it: each call's seat and trump, the annonces, the
    belote, the tricks, the discard and the claim's units (the dealer, the hands, the chien, the dead
    cards and the turned card it read before the auction). Why: the reference reads the whole record
    before it judges, so a part it cannot read makes the record unusable rather than illegal.
    `is_card` and `is_trump` read a card and a trump as the reference does; `known`: card names
    `is_card` accepts."""

    def cards(tokens: list[str]) -> bool:
        return all(map(known.__contains__, tokens)) or all(map(is_card, tokens))

    for call in data["auction"]:
        if call["seat"] not in seats or ("trump" in call and not is_trump(call["trump"])):
            return False
    for item in data.get("annonces", ()):
        if item["seat"] not in seats or not cards(item["cards"]):
            return False
    if "belote" in data and data["belote"] not in seats:
        return False
    for trick in data.get("tricks", ()):
        if type(trick) is dict:
            if "leader" in trick and trick["leader"] not in seats:
                return False
            trick = trick["cards"]
        if len(trick) > len(seats) or not cards(trick):
            return False
    return cards(data.get("discard", [])) and all(unit in units for unit in data.get("claim", ()))


def walk_reads_shape(seats: Collection[str], specials: Collection[str], highest_bid: int) -> bool:
    """Whether, for a variant of these `seats`, special bids' names and highest numbered bid, what
    the compiled walk (`_fastcore.c` `judge`) reads before a call it refuses is certainly of the
    schema's shape once read: then `certain_shape` and `certain_rest` need only be asked of the
    rest, which the core does (`_fastcore.Core.rest_certain`). The walk reads the dealer and the
    hands as the variant's seats, and every call before the refused one by the seat whose turn it
    was, with exactly the keys its word takes, a trump it has read before, and a value on the bid
    ladder or a special bid's name (an out-of-turn call is always refused: `kernel.auction.decide`)."""
    return (
        2 <= len(seats) <= 4
        and all(map(_seat, seats))
        and all(map(_SPECIAL_NAME.fullmatch, specials))
        and highest_bid <= 100_000
    )
