"""Double-dummy cases through the runner's protocol: a position in, the points a side can guarantee out.

Why in the corpus: a solver for coinche or belote can only be trusted if it gives the same values as
an independent one on positions that exercise every obligation of play, card table and last-trick
bonus. `conformance/double-dummy/cases.json` holds such end positions, each with the value an
unpruned minimax gives (`refscore.solver.brute_value`); here they become corpus cases of the
question `double-dummy` (feature `double-dummy`), so `refscore conformance run` puts them to any
engine as it puts the deal records, and an engine without a solver skips them by feature.

The request carries `position` (not `record`): the trump, the side, the hands by seat, the leader of
the current trick, its cards, and the winners of the finished tricks. The answer is
`{"status": "solved", "value": N}` (conformance/README.md, "Double-dummy requests").
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from importlib.abc import Traversable
from typing import Any

from refscore.base.cards import Card, CardNotationError, parse_card
from refscore.base.errors import RefscoreError, sentence
from refscore.model.record import parse_trump
from refscore.model.variant import TrumpKind, Variant
from refscore.solver import Position, Solver

from .cases import Case, CorpusError, Expectation, corpus_variant, corpus_variant_names

QUESTION = "double-dummy"
FEATURE = "double-dummy"
FORMAT = "refscore-double-dummy/1"
#: The corpus folder of the cases (in an installed package: `double_dummy`, a package name).
FOLDERS = ("double-dummy", "double_dummy")
FILE = "cases.json"
#: The rules a value depends on: legal cards, the trick's winner, the card points, the dix de der.
RULES = ("play.follow-suit", "play.trick-winner", "points.card-values", "points.dix-de-der")


class PositionError(RefscoreError):
    """A double-dummy position that cannot be solved: the text says what is wrong and where."""


def read_position(variant: Variant, data: Any) -> tuple[TrumpKind, int | None, str, Position]:
    """The trump kind, trump suit, side and `Position` of a request's `position`, checked: known
    seats, unit and trump mode, every card once, and hands of sizes that fit the trick and the
    finished tricks (`deal.hand_size`)."""
    if not isinstance(data, Mapping):
        raise PositionError(sentence("dd.position_must_json_object"), place="$.position")
    seats = variant.seats

    def text(key: str) -> str:
        value = data.get(key)
        if not isinstance(value, str):
            raise PositionError(
                sentence("dd.must_string_got", key_=key, name=type(value).__name__), place=f"$.{key}"
            )
        return value

    def card(token: Any, place: str) -> Card:
        if not isinstance(token, str):
            raise PositionError(sentence("dd.not_card"), place=place)
        try:
            return parse_card(token)
        except CardNotationError:
            raise PositionError(sentence("dd.not_card"), place=place) from None

    try:
        trump = parse_trump(text("trump"), "$.trump")
    except PositionError:
        raise
    except RefscoreError:
        raise PositionError(sentence("dd.not_trump_h_d"), place="$.trump") from None
    if trump.kind not in variant.modes:
        raise PositionError(
            sentence("dd.variant_has_no_mode", variant_id=variant.id, kind_value=trump.kind.value),
            place="$.trump",
        )
    side = text("side")
    units = [name for name, _ in variant.teams]
    if side not in units:
        raise PositionError(
            sentence("dd.unknown_side_units", side=side, units=", ".join(units)), place="$.side"
        )
    hands_data = data.get("hands")
    if not isinstance(hands_data, Mapping) or sorted(hands_data) != sorted(seats):
        raise PositionError(sentence("dd.hands_must_give_cards", seats=", ".join(seats)), place="$.hands")
    hands: list[tuple[Card, ...]] = []
    for name in seats:
        held = hands_data[name]
        if not isinstance(held, list):
            raise PositionError(sentence("dd.hand_must_list_cards"), place=f"$.hands.{name}")
        hands.append(tuple(sorted(card(token, f"$.hands.{name}[{i}]") for i, token in enumerate(held))))
    leader_name = text("leader")
    if leader_name not in seats:
        raise PositionError(sentence("dd.unknown_seat", leader_name=leader_name), place="$.leader")
    leader = seats.index(leader_name)
    trick_data = data.get("trick", [])
    winners_data = data.get("winners", [])
    if not isinstance(trick_data, list) or len(trick_data) >= len(seats):
        raise PositionError(sentence("dd.trick_must_list_fewer", seats_count=len(seats)), place="$.trick")
    if not isinstance(winners_data, list) or not all(isinstance(w, str) and w in seats for w in winners_data):
        raise PositionError(sentence("dd.winners_must_list_seats"), place="$.winners")
    trick = tuple(card(token, f"$.trick[{i}]") for i, token in enumerate(trick_data))
    every = [c for hand in hands for c in hand] + list(trick)
    if len(set(every)) != len(every):
        raise PositionError(sentence("dd.card_appears_twice"), place="$.hands")
    left = len(hands[leader]) + (1 if trick else 0)
    for step in range(len(seats)):
        seat = (leader + step) % len(seats)
        if len(hands[seat]) != left - (1 if step < len(trick) else 0):
            raise PositionError(
                sentence(
                    "dd.holds_cards_trick_leader",
                    seat=seats[seat],
                    held=len(hands[seat]),
                    number=left - (1 if step < len(trick) else 0),
                ),
                place=f"$.hands.{seats[seat]}",
            )
    if left == 0 or left + len(winners_data) != variant.hand_size:
        raise PositionError(
            sentence(
                "dd.finished_tricks_play_not",
                winners_data_count=len(winners_data),
                left=left,
                variant_hand_size=variant.hand_size,
            ),
            place="$.winners",
        )
    winners = tuple(seats.index(w) for w in winners_data)
    return trump.kind, trump.suit, side, Position(tuple(hands), leader, trick, winners)


def position_answer(variant: Variant, data: Any) -> dict[str, Any]:
    """The reference answer to a double-dummy request: the value, by refscore's solver."""
    try:
        kind, suit, side, position = read_position(variant, data)
    except PositionError as error:
        return {"status": "rejected", "reason": str(error)}
    from refscore.base.cards import Suit

    solver = Solver(variant, kind, Suit(suit) if suit is not None else None, side)
    return {"status": "solved", "value": solver.value(position)}


def _features(variant: Variant, trump: str) -> tuple[str, ...]:
    partnered = any(len(members) > 1 for _, members in variant.teams)
    found = {FEATURE, "partnerships" if partnered else "each-for-himself"}
    if trump == "SA":
        found.add("sans-atout")
    elif trump == "TA":
        found.add("tout-atout")
    return tuple(sorted(found))


def double_dummy_cases(root: Traversable) -> list[Case]:
    """The cases of `double-dummy/cases.json` under the corpus `root` (none if it has no such file),
    each checked (known variant, a solvable position, an integer value)."""
    entry = None
    for folder in FOLDERS:
        candidate = root.joinpath(folder).joinpath(FILE)
        if candidate.is_file():
            entry, name = candidate, f"{folder}/{FILE}"
            break
    if entry is None:
        return []
    try:
        data = json.loads(entry.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise CorpusError(sentence("dd.cannot_read_double_dummy", error=error), file=name) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("cases"), list):
        raise CorpusError(
            sentence("dd.not_double_dummy_case"), file=name, expected=sentence("dd.cases", format=FORMAT)
        )
    known = set(corpus_variant_names())
    cases: list[Case] = []
    for index, raw in enumerate(data["cases"]):
        place = f"$.cases[{index}]"
        if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
            raise CorpusError(sentence("dd.case_must_object_with"), file=name, place=place)
        variant_id, value = raw.get("variant"), raw.get("value")
        if variant_id not in known:
            raise CorpusError(
                sentence("dd.unknown_variant", variant_id=variant_id), file=name, place=f"{place}.variant"
            )
        if isinstance(value, bool) or not isinstance(value, int):
            raise CorpusError(sentence("dd.value_must_integer"), file=name, place=f"{place}.value")
        variant = corpus_variant(variant_id)
        position = {
            key: raw[key] for key in ("trump", "side", "hands", "leader", "trick", "winners") if key in raw
        }
        try:
            read_position(variant, position)
        except PositionError as error:
            raise CorpusError(error.message, file=name, place=f"{place}{(error.place or '$')[1:]}") from None
        tricks = len(position["hands"][position["leader"]]) + (1 if position.get("trick") else 0)
        expectation = Expectation(
            variant_id,
            {"value": value},
            "value by an unpruned minimax over every legal card (refscore.solver.brute_value)",
        )
        cases.append(
            Case(
                id=raw["id"],
                kind="generated",
                file=name,
                description=f"double dummy: the points {position['side']} can guarantee, trump "
                f"{position['trump']}, {tricks} trick(s) to play",
                rules=RULES,
                features=_features(variant, str(position["trump"])),
                question=QUESTION,
                record=position,
                expectations=(expectation,),
                raw=raw,
            )
        )
    return cases
