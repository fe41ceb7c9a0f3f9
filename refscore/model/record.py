"""Deal records: validate the JSON against `spec/deal.schema.json` and read it into typed values.

Why two steps: the schema catches shape errors with a JSON path; this module then reads cards and
trump names (naming the bad token and its path) and checks what a schema cannot: seats of the
variant, hand sizes, and that the 32 cards are dealt once (rules `deal.*`). Legality of the calls
and cards is the engine's business, not the reader's.
"""

from __future__ import annotations

import itertools
import json
from functools import cache
from typing import TYPE_CHECKING, Any

from refscore.base.cards import Card, CardNotationError, Suit, card_name, parse_card, parse_suit
from refscore.base.errors import DealRecordError, InputFormatError, Said, sentence
from refscore.base.kinds import CallWord
from refscore.base.precompiled import dataclass
from refscore.base.resources import read_text
from refscore.base.schema_words import schema_sentence
from refscore.model.variant import TrumpKind, Variant

if TYPE_CHECKING:
    import jsonschema

    from refscore.base.words import Reading

_TRUMP_WORDS: dict[str, TrumpKind] = {
    "sa": TrumpKind.NO_TRUMP,
    "sans atout": TrumpKind.NO_TRUMP,
    "sans-atout": TrumpKind.NO_TRUMP,
    "nt": TrumpKind.NO_TRUMP,
    "no_trump": TrumpKind.NO_TRUMP,
    "no trump": TrumpKind.NO_TRUMP,
    "ta": TrumpKind.ALL_TRUMP,
    "tout atout": TrumpKind.ALL_TRUMP,
    "tout-atout": TrumpKind.ALL_TRUMP,
    "at": TrumpKind.ALL_TRUMP,
    "all_trump": TrumpKind.ALL_TRUMP,
    "all trump": TrumpKind.ALL_TRUMP,
}


@dataclass(frozen=True)
class Trump:
    """A trump choice: a suit (with `suit` set), sans atout or tout atout."""

    kind: TrumpKind
    suit: Suit | None = None

    def __str__(self) -> str:
        if self.suit is not None:
            return "SHDC"[self.suit]
        return "SA" if self.kind is TrumpKind.NO_TRUMP else "TA"


@dataclass(frozen=True)
class Call:
    """One call of the auction as recorded (`kind` says which; `path` is where it was read)."""

    seat: str
    kind: CallWord
    value: int | str | None
    trump: Trump | None
    path: str

    def __str__(self) -> str:
        if self.kind == "bid":
            return f"{self.value} {self.trump}"
        if self.kind == "take" and self.trump is not None:
            return f"take {self.trump}"
        return self.kind


@dataclass(frozen=True)
class Play:
    """One card played, with where it was read, so that a violation can point at it."""

    card: Card
    path: str


@dataclass(frozen=True)
class TrickRecord:
    """One trick as recorded: its leader when the record names one, and its plays in order."""

    leader: str | None
    plays: tuple[Play, ...]
    path: str


@dataclass(frozen=True)
class Annonce:
    """One annonce declared: its seat, its cards and the kind the record gives, if any."""

    seat: str
    cards: tuple[Card, ...]
    kind: str | None
    path: str


@dataclass(frozen=True)
class DealRecord:
    """A deal as recorded, read but not yet judged."""

    variant: str | None
    dealer: str
    hands: dict[str, tuple[Card, ...]]
    chien: tuple[Card, ...]
    dead: tuple[Card, ...] | None
    turned: Card | None
    discard: tuple[Card, ...] | None
    calls: tuple[Call, ...]
    annonces: tuple[Annonce, ...]
    belote: str | None
    tricks: tuple[TrickRecord, ...]
    claim: dict[str, int] | None
    fingerprint: str | None = None  # the rules it was scored under, if the record says (warned if not ours)
    as_dealt: bool = False  # the hands as dealt before the auction (deal.dealt_before_auction): a redeal


@cache
def _deal_schema() -> dict[str, Any]:
    schema: dict[str, Any] = json.loads(read_text("spec", "deal.schema.json"))
    return schema


#: The record's keys in the order `spec/deal.schema.json` lists them (the order output uses).
RECORD_KEYS: tuple[str, ...] = tuple(_deal_schema()["properties"])


@cache
def _deal_validator() -> jsonschema.protocols.Validator:
    """The deal schema's validator, built once. jsonschema is imported here, not with the module: it
    takes a tenth of a second to load, which commands that never validate a record need not pay."""
    import jsonschema

    schema = _deal_schema()
    validator: jsonschema.protocols.Validator = jsonschema.validators.validator_for(schema)(schema)
    return validator


def decode_json(text: str, file: str | None, *, expected: str, line: int | None = None) -> Any:
    """Decode JSON text, turning every way it can fail into a located `InputFormatError`.

    `line` is the line number of a JSON Lines input (then JSON's own line is always 1); without it
    a syntax error is placed at JSON's line:column in the file.
    """
    try:
        value = _STRICT.decode(text)
    except _DuplicateKey:
        value = _MARKING.decode(text)  # again, marking the object, to say where: errors only
    except json.JSONDecodeError as error:
        place = f"{line if line is not None else error.lineno}:{error.colno}"
        raise InputFormatError(
            sentence("rec.not_valid_json", reason=error.msg),
            file=file,
            place=place,
            expected=expected,
            rule="record.format",
        ) from None
    except RecursionError:
        raise InputFormatError(
            sentence("rec.json_nested_too_deeply"),
            file=file,
            place=None if line is None else str(line),
            expected=expected,
            rule="record.format",
        ) from None
    except ValueError as error:  # an integer of more than 4300 digits
        raise InputFormatError(
            sentence("rec.not_valid_json2", reason=str(error).split(":")[0]),
            file=file,
            place=None if line is None else str(line),
            expected=sentence("rec.numbers_reasonable_size"),
            rule="record.format",
        ) from None
    if isinstance(value, _Marked):
        path, key = _duplicate_place(value.value)
        raise InputFormatError(
            sentence("rec.duplicate_key", key_=_short(repr(key))),
            file=file,
            place=json_path((*path, key)),
            expected=sentence("rec.each_key_once_object"),
            rule="record.format",
        )
    return value


class _DuplicateKey(Exception):
    """Internal: the JSON text has an object with a key twice."""


def _refuse_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    built = dict(pairs)
    if len(built) != len(pairs):
        raise _DuplicateKey
    return built


def _mark_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    built = dict(pairs)
    if len(built) == len(pairs):
        return built
    seen: set[str] = set()
    marked = _Duplicated(built)
    for key, _ in pairs:
        if key in seen:
            marked.key = key
            break
        seen.add(key)
    return marked


class _Marked:
    """The decoded value of a text with duplicate keys (from `_MARKING`, tagged by `decode_json`)."""

    def __init__(self, value: Any) -> None:
        self.value = value


#: Decoders built once (`json.loads` with a hook builds one per call, a third of its time): the
#: first refuses a duplicate key as soon as it meets it; the second, used only then, keeps going
#: and marks the object so that the error can name its path.
_STRICT = json.JSONDecoder(object_pairs_hook=_refuse_duplicates)
_MARKING_DECODER = json.JSONDecoder(object_pairs_hook=_mark_duplicates)


class _MarkingDecoder:
    def decode(self, text: str) -> _Marked:
        return _Marked(_MARKING_DECODER.decode(text))


_MARKING = _MarkingDecoder()


class _Duplicated(dict[str, Any]):
    """An object of the JSON text that had a key twice (`key`); found again by `_duplicate_place`."""

    key: str


def _duplicate_place(value: Any) -> tuple[tuple[str | int, ...], str]:
    """The path of the first object marked `_Duplicated` in a decoded value, and its repeated key."""
    pending: list[tuple[Any, tuple[str | int, ...]]] = [(value, ())]
    while pending:
        item, path = pending.pop()
        if isinstance(item, _Duplicated):
            return path, item.key
        if isinstance(item, dict):
            pending.extend((child, (*path, key)) for key, child in reversed(list(item.items())))
        elif isinstance(item, list):
            pending.extend((child, (*path, index)) for index, child in reversed(list(enumerate(item))))
    raise AssertionError("a duplicate was marked")  # pragma: no cover


def json_path(parts: Any) -> str:
    text = "$"
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else f".{part}"
    return text


def validate_shape(data: Any) -> None:
    """Check a decoded record against the deal schema; raise with the JSON path of the first error.

    Only the first few errors are gathered (the shallowest is reported): a record with a million
    elements in one array must fail fast on `maxItems`, not after every element was validated.
    """
    _check_size(data)
    errors = list(itertools.islice(_deal_validator().iter_errors(data), 20))
    if errors:
        from jsonschema.exceptions import best_match  # loaded already, by _deal_validator

        error = min(errors, key=lambda e: (len(e.absolute_path), list(map(str, e.absolute_path))))
        best = best_match([error])
        raise InputFormatError(
            schema_sentence(best, _short(best.message)),
            place=json_path(best.absolute_path),
            expected=sentence("rec.record_as_described_spec"),
            rule="record.format",
        )
    _check_integers(data)


def _check_integers(data: Any) -> None:
    """Refuse `110.0` where the schema says integer: JSON Schema counts it an integer, but a record
    read and written again must say what it said (`convert` is lossless), and no number of a deal
    record is anything but an integer (spec/deal.schema.json has no other kind of number)."""
    pending: list[tuple[Any, tuple[str | int, ...]]] = [(data, ())]
    while pending:
        value, path = pending.pop()
        if isinstance(value, float):
            raise InputFormatError(
                sentence("rec.not_integer", value=_short(repr(value))),
                place=json_path(path),
                expected=sentence("rec.whole_number_written_without"),
                rule="record.format",
            )
        if isinstance(value, dict):
            pending.extend((item, (*path, key)) for key, item in value.items())
        elif isinstance(value, list):
            pending.extend((item, (*path, index)) for index, item in enumerate(value))


MAX_RECORD_VALUES = 20_000  # a real deal record holds about 1,500 values
MAX_CONTAINER = 1_000  # and no list or mapping of more than 200 entries


def _check_size(data: Any) -> None:
    """Refuse an oversized record before the schema sees it (its messages would print it whole)."""
    pending: list[tuple[Any, tuple[str | int, ...]]] = [(data, ())]
    seen = 0
    while pending:
        value, path = pending.pop()
        seen += 1
        if seen > MAX_RECORD_VALUES:
            raise InputFormatError(
                sentence("rec.record_holds_more_than", max_record_values=MAX_RECORD_VALUES),
                place="$",
                expected=sentence("rec.deal_record_about_values"),
                rule="record.format",
            )
        if isinstance(value, (dict, list)) and len(value) > MAX_CONTAINER:
            raise InputFormatError(
                sentence("rec.entries", value_count=len(value)),
                place=json_path(path),
                expected=sentence("rec.at_most_see_spec", max_container=MAX_CONTAINER),
                rule="record.format",
            )
        if isinstance(value, dict):
            pending.extend((item, (*path, key)) for key, item in value.items())
        elif isinstance(value, list):
            pending.extend((item, (*path, index)) for index, item in enumerate(value))


def _count(count: int, noun: str) -> Said:
    """``1 card``, ``3 cards`` (`refscore.base.cards.plural`) as a sentence of the catalogues."""
    return sentence(f"rec.n_{noun}" if count == 1 else f"rec.n_{noun}s", n=count)


def _short(message: str) -> str:
    return message if len(message) <= 300 else message[:297] + "..."


def parse_trump(text: str, path: str, reading: Reading = "en") -> Trump:
    """The trump `text` names; `C` by `reading` (`AmbiguousWord` under `ask`)."""
    word = text.strip().lower()
    kind = _TRUMP_WORDS.get(word)
    if kind is None:  # the players' other words (`Sans-Atout`, `tout_atout`): read where needed only
        from refscore.base.words import MODE_WORDS, fold

        kind = _TRUMP_WORDS.get(MODE_WORDS.get(fold(text), "").lower())
    if kind is not None:
        return Trump(kind)
    try:
        return Trump(TrumpKind.SUIT, parse_suit(text, reading))
    except CardNotationError:
        raise DealRecordError(
            sentence("rec.not_trump", text=text),
            place=path,
            expected=sentence("rec.suit_h_d_c"),
            rule="record.card",
        ) from None


def _card(token: str, path: str) -> Card:
    try:
        return parse_card(token)
    except CardNotationError as error:
        raise DealRecordError(
            sentence("rec.not_card", token=token),
            place=path,
            expected=error.expected,
            rule="record.card",
        ) from None


def _cards(tokens: list[str], path: str) -> tuple[Card, ...]:
    return tuple(_card(token, f"{path}[{index}]") for index, token in enumerate(tokens))


def _seat(seat: str, variant: Variant, path: str) -> str:
    if seat not in variant.seats:
        raise DealRecordError(
            sentence("rec.unknown_seat", seat=seat),
            place=path,
            expected=sentence("rec.one_seats", variant_id=variant.id, seats=", ".join(variant.seats)),
            rule="deal.seats",
        )
    return seat


def read_record(data: Any, variant: Variant) -> DealRecord:
    """Read a decoded JSON record for `variant`; raise `InputFormatError`/`DealRecordError` with its path."""
    validate_shape(data)
    return read_shaped(data, variant)


def read_shaped(data: Any, variant: Variant) -> DealRecord:
    """`read_record` of a record already known to have the schema's shape: the reading that follows.

    Why apart: the batch's fast tier knows the shape of the records it answers without the schema
    validator (`refscore.fast.record_shape`), and reads the rest exactly as the reference does."""
    dealer = _seat(data["dealer"], variant, "$.dealer")
    hands: dict[str, tuple[Card, ...]] = {}
    for seat, tokens in data["hands"].items():
        _seat(seat, variant, f"$.hands.{seat}")
        hands[seat] = _cards(tokens, f"$.hands.{seat}")
    missing = [seat for seat in variant.seats if seat not in hands]
    if missing:
        raise DealRecordError(
            sentence("rec.no_hand_for", seats=", ".join(missing)),
            place="$.hands",
            expected=sentence("rec.hand_for_each_seat", seats=", ".join(variant.seats)),
            rule="deal.seats",
        )
    before = variant.dealt_before_auction
    # a redeal recorded as dealt: every hand as it was during the auction (classic belote: five cards)
    as_dealt = 0 < before < variant.hand_size and all(len(hand) == before for hand in hands.values())
    for seat, hand in hands.items():
        if len(hand) != variant.hand_size and not as_dealt:
            raise DealRecordError(
                sentence("rec.hand_has", seat=seat, hand_count=_count(len(hand), "card")),
                place=f"$.hands.{seat}",
                expected=sentence("rec.cards2", variant_hand_size=variant.hand_size),
                rule="deal.hand-size",
            )
    chien = _cards(data.get("chien", []), "$.chien")
    if len(chien) != variant.chien:
        raise DealRecordError(
            sentence("rec.chien_has", chien_count=_count(len(chien), "card")),
            place="$.chien",
            expected=sentence("rec.cards", variant_chien=variant.chien),
            rule="deal.deck",
        )
    dead = _cards(data["dead"], "$.dead") if "dead" in data else None
    if dead is not None and len(dead) != variant.dead_cards:
        raise DealRecordError(
            sentence("rec.listed", dead_count=_count(len(dead), "dead_card")),
            place="$.dead",
            expected=sentence("rec.leave_them_out", variant_dead_cards=variant.dead_cards),
            rule="deal.deck",
        )
    _check_deck(hands, chien, dead, variant, as_dealt=as_dealt)

    calls = [read_call(call, index, variant) for index, call in enumerate(data["auction"])]

    annonces = tuple(
        Annonce(
            _seat(item["seat"], variant, f"$.annonces[{index}].seat"),
            _cards(item["cards"], f"$.annonces[{index}].cards"),
            item.get("kind"),
            f"$.annonces[{index}]",
        )
        for index, item in enumerate(data.get("annonces", []))
    )
    belote = _seat(data["belote"], variant, "$.belote") if "belote" in data else None

    tricks = []
    for index, trick in enumerate(data.get("tricks", [])):
        path = f"$.tricks[{index}]"
        if isinstance(trick, dict):
            leader = _seat(trick["leader"], variant, f"{path}.leader") if "leader" in trick else None
            tokens, card_path = trick["cards"], f"{path}.cards"
        else:
            leader, tokens, card_path = None, trick, path
        if len(tokens) > len(variant.seats):
            raise DealRecordError(
                sentence("rec.trick_has_cards", number=index + 1, tokens_count=len(tokens)),
                place=card_path,
                expected=sentence("rec.one_card_per_player", variant_seats_count=len(variant.seats)),
                rule="play.complete",
            )
        plays = tuple(
            Play(_card(token, f"{card_path}[{i}]"), f"{card_path}[{i}]") for i, token in enumerate(tokens)
        )
        tricks.append(TrickRecord(leader, plays, path))

    claim = data.get("claim")
    if claim is not None:
        units = [name for name, _ in variant.teams]
        for unit in claim:
            if unit not in units:
                raise DealRecordError(
                    sentence("rec.unknown_scoring_unit_claim", unit=unit),
                    place=f"$.claim.{unit}",
                    expected=sentence("rec.one", choices=", ".join(units)),
                    rule="claim.match",
                )
    turned = _card(data["turned"], "$.turned") if "turned" in data else None
    if (turned is None) != (not variant.auction.turned_card):
        needed = "needs" if turned is None else "has no"
        raise DealRecordError(
            sentence("rec.turned_card", variant_id=variant.id, needed=needed),
            place="$.turned",
            expected=sentence("rec.turned_exactly_variants_whose"),
            rule="deal.turned",
        )
    if as_dealt and turned is not None and any(turned in hand for hand in hands.values()):
        raise DealRecordError(
            sentence("rec.turned_card_also_hand", turned=card_name(turned)),
            place="$.turned",
            expected=sentence("rec.hands_as_dealt_cards", before=before),
            rule="deal.deck",
        )
    discard = _cards(data["discard"], "$.discard") if "discard" in data else None
    return DealRecord(
        data.get("variant"),
        dealer,
        hands,
        chien,
        dead,
        turned,
        discard,
        tuple(calls),
        annonces,
        belote,
        tuple(tricks),
        dict(claim) if claim is not None else None,
        data.get("fingerprint"),
        as_dealt,
    )


def read_call(call: dict[str, Any], index: int, variant: Variant) -> Call:
    """Call `index` of a record's auction, of the schema's shape, as `read_shaped` reads it.

    Why apart: the batch's fast tier reads only the call its walk stopped at (an illegal call) and
    words it with the reference's call sentences (`refscore.fast.auction_faults`,
    `refscore.judge.call_words`)."""
    path = f"$.auction[{index}]"
    trump = parse_trump(call["trump"], f"{path}.trump") if "trump" in call else None
    return Call(_seat(call["seat"], variant, f"{path}.seat"), call["call"], call.get("value"), trump, path)


def _check_deck(
    hands: dict[str, tuple[Card, ...]],
    chien: tuple[Card, ...],
    dead: tuple[Card, ...] | None,
    variant: Variant,
    *,
    as_dealt: bool = False,
) -> None:
    seen: dict[Card, str] = {}
    groups: list[tuple[str, tuple[Card, ...]]] = [(f"$.hands.{seat}", hand) for seat, hand in hands.items()]
    groups += [("$.chien", chien)] + ([("$.dead", dead)] if dead is not None else [])
    for path, cards in groups:
        for index, card in enumerate(cards):
            if card in seen:
                raise DealRecordError(
                    sentence("rec.dealt_twice_also_at", card=card_name(card), first=seen[card]),
                    place=f"{path}[{index}]",
                    expected=sentence("rec.each_cards_once"),
                    rule="deal.deck",
                )
            seen[card] = f"{path}[{index}]"
    if (dead is not None or variant.dead_cards == 0) and not as_dealt:
        assert len(seen) == 32, "sizes were checked against a 32-card variant"
