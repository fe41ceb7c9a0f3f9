"""What both engine adapters share: reading cards and tricks, naming the rule a refused card breaks.

Why here: colver and belote-cli both refuse an illegal card without saying why (colver leaves it out of
its legal actions, belote-cli raises `IllegalMoveError` with a message for people). The protocol asks for
the rule id of spec/rules.md, so the adapter names it from the position, as an engine author would, from
the duties of play in the order the rules list them. Nothing here judges legality: the engine does that.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from refscore.base.cards import CardNotationError, card_name, parse_card
from refscore.base.errors import RefscoreError
from refscore.model.record import parse_trump
from refscore.model.variant import TrumpKind

TRUMP_ORDER = ["7", "8", "Q", "K", "10", "A", "9", "J"]  # weakest first


def canonical(card: Any) -> str | None:
    """A card of the record in any spelling of spec/notation.md, as `10H`, or None if it is not one."""
    try:
        return card_name(parse_card(card)) if isinstance(card, str) else None
    except CardNotationError:
        return None


def canonical_trump(text: Any) -> str | None:
    """A trump of the record in any spelling (`hearts`, `♥`, `sans atout`...) as S H D C, SA or TA."""
    if not isinstance(text, str):
        return None
    try:
        trump = parse_trump(text, "$")
    except RefscoreError:
        return None
    if trump.kind is TrumpKind.NO_TRUMP:
        return "SA"
    if trump.kind is TrumpKind.ALL_TRUMP:
        return "TA"
    return "SHDC"[int(trump.suit)] if trump.suit is not None else None


def suit_of(card: str) -> str:
    return card[-1]


def rank_of(card: str) -> str:
    return card[:-1]


def trick_cards(trick: Any) -> tuple[list[Any], str | None]:
    """The cards of a trick and its written leader (tricks are lists, or objects naming their `leader`)."""
    if isinstance(trick, Mapping):
        cards = trick.get("cards")
        leader = trick.get("leader")
        return (list(cards) if isinstance(cards, list) else []), (leader if isinstance(leader, str) else None)
    return (list(trick) if isinstance(trick, list) else []), None


def trump_strength(card: str) -> int:
    return TRUMP_ORDER.index(rank_of(card))


def refused_card_rule(
    hand: Sequence[str], played: Sequence[tuple[str, str]], card: str, trump: str, partner: str
) -> str:
    """The rule a refused card breaks (`played`: the trick so far as (seat, card) pairs)."""
    if card not in hand:
        return "play.card-held"
    led = suit_of(played[0][1])
    if suit_of(card) != led and any(suit_of(c) == led for c in hand):
        return "play.follow-suit"
    trumps_played = [c for _, c in played if suit_of(c) == trump]
    best = max((trump_strength(c) for c in trumps_played), default=-1)
    if led == trump:
        return "play.trump-lead-overtake"
    if suit_of(card) != trump:
        if any(suit_of(c) == trump for c in hand):
            return "play.must-ruff"
        return "play.follow-suit"
    if trump_strength(card) < best and any(suit_of(c) == trump and trump_strength(c) > best for c in hand):
        master = _master(played, trump)
        return "play.overtrump-partner" if master == partner else "play.must-overruff"
    return "play.underruff"


def _master(played: Sequence[tuple[str, str]], trump: str) -> str:
    led = suit_of(played[0][1])
    plain = ["7", "8", "9", "J", "Q", "K", "10", "A"]

    def strength(card: str) -> int:
        if suit_of(card) == trump:
            return 100 + trump_strength(card)
        return plain.index(rank_of(card)) if suit_of(card) == led else -1

    return max(played, key=lambda seat_card: strength(seat_card[1]))[0]


def scored(
    record: Mapping[str, Any], status: str, made: bool | None, scores: dict[str, int]
) -> dict[str, Any]:
    """The answer for a deal the engine scored: `wrong_claim` when the table's claimed score differs."""
    answer: dict[str, Any] = {"status": status, "made": made, "scores": scores}
    claim = record.get("claim")
    if isinstance(claim, Mapping) and any(scores.get(unit) != value for unit, value in claim.items()):
        answer["status"] = "wrong_claim"
        answer["violation"] = violation("claim.match", "claim", "$.claim")
    return answer


def violation(rule: str, phase: str, place: str) -> dict[str, str]:
    return {"rule": rule, "phase": phase, "place": place}


def illegal(rule: str, phase: str, place: str) -> dict[str, Any]:
    return {"status": "illegal", "violation": violation(rule, phase, place)}
