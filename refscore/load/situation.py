"""What one player knows when it is his turn to play: a "situation" record (`spec/situation.schema.json`).

Why a record of its own: a player asking "may I play this?" knows his own hand, the contract, the
cards already in the trick and who played them, and who his partner is (the variant's teams); he
does not know the other hands, and must not have to invent a whole legal deal to ask. Other hands
may be given, only to be checked against the rest (a card is in one place only).

Pure: no I/O. Every refusal is a `SituationError` naming the place in the record, what was expected
and the rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from refscore.base.cards import (
    AmbiguousCard,
    Card,
    CardNotationError,
    ambiguity_params,
    card_name,
    parse_card,
)
from refscore.base.errors import DealRecordError, RefscoreError, said, sentence
from refscore.base.precompiled import dataclass
from refscore.base.words import AmbiguousWord, Reading, seat_of
from refscore.kernel.play import ContractCards
from refscore.model.record import Trump, parse_trump
from refscore.model.variant import Variant

__all__ = ["SITUATION_FORMAT", "SeatView", "SituationError", "read_situation"]

SITUATION_FORMAT = "refscore-situation/1"
_KEYS = {"format", "variant", "seat", "hand", "contract", "trick", "others", "comment", "notation"}
_CONTRACT_KEYS = {"trump", "value", "taker"}


class SituationError(RefscoreError):
    """A situation that no table could be in: an unknown seat or card, a card in two places..."""


@dataclass(frozen=True)
class SeatView:
    """A seat about to play: his hand, the trump, the cards on the table (seat, card) in play order."""

    seat: str
    hand: tuple[Card, ...]
    trump: Trump
    value: int | str | None
    taker: str | None
    trick: tuple[tuple[str, Card], ...]
    others: Mapping[str, tuple[Card, ...]]

    def cards(self, variant: Variant) -> ContractCards:
        return ContractCards.build(variant.modes[self.trump.kind], self.trump.suit)


def _fail(message: str, place: str, expected: str, rule: str = "record.format") -> SituationError:
    return SituationError(message, place=place, expected=expected, rule=rule)


def _card(token: Any, place: str, reading: Reading) -> Card:
    if not isinstance(token, str):
        raise _fail(
            sentence("situation.not_card", token=token),
            place,
            sentence("situation.card_such_as_h"),
            "record.card",
        )
    try:
        return parse_card(token, reading)
    except AmbiguousCard as error:
        raise said(
            SituationError,
            "card.ambiguous",
            place=place,
            expected="card.write_one",
            rule="record.card",
            **ambiguity_params(error),
        ) from None
    except CardNotationError:
        raise _fail(
            sentence("situation.not_card", token=token),
            place,
            sentence("situation.card_such_as_h"),
            "record.card",
        ) from None


def _cards(value: Any, place: str, limit: int, reading: Reading) -> tuple[Card, ...]:
    if not isinstance(value, list) or len(value) > limit:
        raise _fail(
            sentence("situation.not_list_cards"), place, sentence("situation.list_at_most_cards", limit=limit)
        )
    return tuple(_card(token, f"{place}[{index}]", reading) for index, token in enumerate(value))


def _seat(value: Any, place: str, variant: Variant) -> str:
    """A seat as the variant writes it, from any of the players' words for it (`O`, `Ouest`)."""
    seat = seat_of(value, variant.seats) if isinstance(value, str) else None
    if seat is None:
        raise said(
            SituationError,
            "seat.unknown",
            place=place,
            expected="seat.one_of",
            rule="deal.seats",
            token=str(value)[:40],
            seats=", ".join(variant.seats),
        )
    return seat


def _check_value(value: Any, variant: Variant) -> None:
    """A contract value the variant's auction can bid: a number of its ladder or one of its special
    bids by name (a situation is untrusted: `-110`, `true`, 10^30 or a générale where there is none
    is refused at its place, not carried into the coach's text)."""
    if value is None:
        return
    rules = variant.auction
    names = [bid.name for bid in rules.special_bids]
    ladder = sentence("situation.a_bid_from", floor=rules.floor, ceiling=rules.ceiling, step=rules.step)
    expected = sentence("situation.or_special", ladder=ladder, names=", ".join(names)) if names else ladder
    if isinstance(value, str):
        if value not in names:
            raise _fail(
                sentence("situation.not_special_bid_here", value=_short(value)), "$.contract.value", expected
            )
        return
    if not isinstance(value, int) or isinstance(value, bool):
        raise _fail(sentence("situation.contract_value_not_number"), "$.contract.value", expected)
    on_ladder = rules.floor <= value <= rules.ceiling and (value - rules.floor) % max(rules.step, 1) == 0
    if not on_ladder:
        if abs(value) >= 10**12:  # not quoted: a number of 4,000 digits is no help on one line
            raise _fail(
                sentence("situation.number_digits", abs_count=len(str(abs(value)))),
                "$.contract.value",
                expected,
            )
        raise _fail(sentence("situation.not_bid_this_variant", value=value), "$.contract.value", expected)


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else f"{text[:limit]}..."


def read_situation(data: Any, variant: Variant, reading: Reading = "en") -> SeatView:
    """Check a situation record (JSON data) against `variant`; raise `SituationError` naming the place.
    `reading` says what the letter C of a card or trump means (`refscore.base.words`)."""
    if not isinstance(data, dict):
        raise _fail(
            sentence("situation.situation_json_object"),
            "$",
            sentence("situation.object_spec_situation_schema"),
        )
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise _fail(
            sentence("situation.unknown_key", key_=unknown[0]),
            f"$.{unknown[0]}",
            sentence("situation.keys_among", keys=", ".join(sorted(_KEYS))),
        )
    if data.get("format", SITUATION_FORMAT) != SITUATION_FORMAT:
        raise _fail(
            sentence("situation.unknown_format", format_=data.get("format")),
            "$.format",
            repr(SITUATION_FORMAT),
        )
    for key in ("seat", "hand", "contract"):
        if key not in data:
            raise _fail(
                sentence("situation.situation_has_no", key_=key), "$", sentence("situation.key", key_=key)
            )
    notation = data.get("notation")
    if notation is not None and notation not in ("en", "fr"):
        raise _fail(
            sentence("situation.unknown_notation", notation=notation),
            "$.notation",
            sentence("situation.en_fr"),
        )
    if notation is not None:  # the record says how its cards are written: that settles what C means
        reading = "fr" if notation == "fr" else "en"
    seat = _seat(data["seat"], "$.seat", variant)
    hand = _cards(data["hand"], "$.hand", variant.hand_size + variant.discard, reading)
    if not hand:
        raise _fail(
            sentence("situation.hand_empty"), "$.hand", sentence("situation.cards_player_still_holds")
        )

    contract = data["contract"]
    if not isinstance(contract, dict) or "trump" not in contract or set(contract) - _CONTRACT_KEYS:
        raise _fail(
            sentence("situation.not_contract"), "$.contract", sentence("situation.object_with_trump_optional")
        )
    if not isinstance(contract["trump"], str):
        raise _fail(sentence("situation.trump_not_text"), "$.contract.trump", sentence("situation.h_d_c_sa"))
    try:
        trump = parse_trump(contract["trump"], "$.contract.trump", reading)
    except AmbiguousWord:
        raise said(
            SituationError,
            "fl.ambiguous_trump",
            place="$.contract.trump",
            expected="fl.write_trump",
            token=contract["trump"][:40],
        ) from None
    except DealRecordError as error:
        raise _fail(
            error.message, "$.contract.trump", error.expected or sentence("situation.a_trump"), "record.card"
        ) from None
    if trump.kind not in variant.auction.trump_modes:
        raise _fail(
            sentence("situation.not_played_here", trump=trump),
            "$.contract.trump",
            sentence("situation.trump_mode_variant"),
            "auction.trump-mode",
        )
    value = contract.get("value")
    _check_value(value, variant)
    taker = _seat(contract["taker"], "$.contract.taker", variant) if "taker" in contract else None

    raw_trick = data.get("trick", [])
    if not isinstance(raw_trick, list) or len(raw_trick) >= len(variant.seats):
        raise _fail(
            sentence("situation.not_trick_progress"),
            "$.trick",
            sentence("situation.list_at_most", number=len(variant.seats) - 1),
        )
    trick: list[tuple[str, Card]] = []
    for index, entry in enumerate(raw_trick):
        place = f"$.trick[{index}]"
        if not isinstance(entry, dict) or set(entry) != {"seat", "card"}:
            raise _fail(sentence("situation.not_card_on_table"), place, sentence("situation.object"))
        who = _seat(entry["seat"], f"{place}.seat", variant)
        if trick:
            previous = variant.seats.index(trick[-1][0])
            follows = variant.seats[(previous + 1) % len(variant.seats)]
            if who != follows:
                raise _fail(
                    sentence("situation.cannot_play_after", who=who, card=trick[-1][0]),
                    f"{place}.seat",
                    follows,
                    "play.turn",
                )
        trick.append((who, _card(entry["card"], f"{place}.card", reading)))
    if trick:
        after = variant.seats[(variant.seats.index(trick[-1][0]) + 1) % len(variant.seats)]
        if after != seat:
            raise _fail(
                sentence("situation.after_it_turn_not", card=trick[-1][0], after=after, seat=seat),
                "$.seat",
                after,
                "play.turn",
            )

    others: dict[str, tuple[Card, ...]] = {}
    raw_others = data.get("others", {})
    if not isinstance(raw_others, dict):
        raise _fail(
            sentence("situation.not_set_hands"), "$.others", sentence("situation.object_seat_list_cards")
        )
    for who, cards in raw_others.items():
        place = f"$.others.{who}"
        who = _seat(who, place, variant)
        if who == seat:
            raise _fail(
                sentence("situation.player_himself", who=who),
                place,
                sentence("situation.other_players_hands"),
            )
        others[who] = _cards(cards, place, variant.hand_size + variant.discard, reading)

    seen: dict[Card, str] = {}
    places = [("$.hand", hand), *((f"$.others.{who}", cards) for who, cards in others.items())]
    places += [(f"$.trick[{index}].card", (card,)) for index, (_, card) in enumerate(trick)]
    for place, cards in places:
        for card in cards:
            if card in seen:
                raise _fail(
                    sentence("situation.both_at_at", card=card_name(card), first=seen[card], place_=place),
                    place,
                    sentence("situation.each_card_one_place"),
                    "deal.deck",
                )
            seen[card] = place
    return SeatView(seat, hand, trump, value, taker, tuple(trick), others)
