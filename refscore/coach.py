"""The coach view: the cards a seat could play at one point of a deal, and why the others were not.

Why a module of its own: the explanation of an illegal card, the HTML page and `refscore legal` all
need the same thing, the position at one card of the play (the hand held then, the cards already on
the table, the master card) and which obligation of `refscore.play.legal_cards` excluded each
other card (the words are `refscore.explain`'s). The deal
is replayed as recorded up to that point; an earlier illegal card does not stop the replay (the
question is what the seat could play there), it is only reported alongside.

Pure: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass

from .auction import Contract, first_player, judge_auction
from .cards import Card, suit_of
from .errors import RefscoreError
from .play import ContractCards, Legality, legal_cards
from .record import DealRecord
from .variant import Variant

__all__ = ["CoachError", "Position", "Refusal", "position_at", "refusals", "top_card"]


class CoachError(RefscoreError):
    """A position that cannot be shown: no contract, no such trick, a seat whose turn has not come."""


@dataclass(frozen=True)
class Position:
    """One seat about to play one card of one trick, as the record has it."""

    variant: Variant
    contract: Contract
    cards: ContractCards
    trick: int  # 1-based
    seat: str
    leader: str
    before: tuple[tuple[str, Card], ...]  # the cards already in the trick, in play order
    hand: tuple[Card, ...]  # the seat's cards at that moment (sorted)
    played: Card | None  # what the record says he played there, if it goes that far
    legality: Legality
    problems: tuple[tuple[int, str, str], ...] = ()  # earlier irregularities passed: (trick, seat, rule)

    @property
    def master(self) -> tuple[str, Card] | None:
        """The seat and card winning the trick so far."""
        if not self.before:
            return None
        index = self.cards.winning_index([card for _, card in self.before])
        return self.before[index]

    @property
    def allowed(self) -> tuple[Card, ...]:
        return tuple(sorted(self.legality.allowed))


@dataclass(frozen=True)
class Refusal:
    """Cards of the hand that one rule excluded (the first restriction that left them out)."""

    rule: str
    cards: tuple[Card, ...]


def _seats_from(variant: Variant, leader: str) -> list[str]:
    seats = variant.seats
    start = seats.index(leader)
    return [seats[(start + i) % len(seats)] for i in range(len(seats))]


def position_at(record: DealRecord, variant: Variant, trick: int, seat: str) -> Position:
    """Replay `record` to the moment `seat` plays to trick `trick` (1-based); raise `CoachError`."""
    if seat not in variant.seats:
        raise CoachError(
            f"unknown seat {seat!r}", expected=f"one of {', '.join(variant.seats)}", rule="deal.seats"
        )
    judged = judge_auction(variant, record.dealer, record.calls, record.turned)
    contract = judged.contract
    if contract is None:
        reason = (
            f"the auction is illegal at call {judged.violation.index + 1} (rule {judged.violation.rule})"
            if judged.violation is not None
            else ("everybody passed" if judged.redeal else "the auction has not ended")
        )
        raise CoachError(f"no contract: {reason}", expected="a deal whose auction ends in a contract")
    if trick < 1 or trick > len(record.tricks) + 1 or trick > variant.hand_size:
        last = min(len(record.tricks) + 1, variant.hand_size)
        raise CoachError(f"there is no trick {trick} to show", expected=f"a trick from 1 to {last}")
    cards = ContractCards.build(variant.modes[contract.trump.kind], contract.trump.suit)
    problems: list[tuple[int, str, str]] = []
    hands = {name: list(hand) for name, hand in record.hands.items()}
    if record.discard is not None or variant.chien:
        taker_hand = hands[contract.taker] + list(record.chien)
        for card in record.discard or ():
            if card in taker_hand:
                taker_hand.remove(card)
        hands[contract.taker] = taker_hand
    leader = first_player(variant, record.dealer)
    for number, recorded in enumerate(record.tricks[: trick - 1], start=1):
        order = _seats_from(variant, leader)
        if len(recorded.plays) < len(order):
            raise CoachError(
                f"trick {number} is not finished, so trick {trick} has not started",
                place=recorded.path,
                expected=f"a trick up to {number}",
            )
        played: list[Card] = []
        for who, play in zip(order, recorded.plays, strict=False):
            hand = hands[who]
            if play.card not in hand:
                problems.append((number, who, "play.card-held"))
            else:
                broken = legal_cards(
                    cards, variant.play, hand, played, order, who, variant.same_side
                ).broken_rule(play.card)
                if broken is not None:
                    problems.append((number, who, broken))
                hand.remove(play.card)
            played.append(play.card)
        leader = order[cards.winning_index(played)]
    order = _seats_from(variant, leader)
    position = order.index(seat)
    recorded_plays = record.tricks[trick - 1].plays if trick <= len(record.tricks) else ()
    if len(recorded_plays) < position:
        raise CoachError(
            f"{seat} plays card {position + 1} of trick {trick}, but only {len(recorded_plays)} "
            "card(s) of it are recorded: the cards before his are unknown",
            expected=f"a seat among {', '.join(order[: len(recorded_plays) + 1])} (the leader is {leader})",
        )
    before = tuple((who, play.card) for who, play in zip(order, recorded_plays[:position], strict=False))
    for who, card in before:
        if card in hands[who]:
            hands[who].remove(card)
    held = tuple(sorted(hands[seat]))
    legality = legal_cards(
        cards, variant.play, held, [card for _, card in before], order, seat, variant.same_side
    )
    played_card = recorded_plays[position].card if len(recorded_plays) > position else None
    return Position(
        variant, contract, cards, trick, seat, leader, before, held, played_card, legality, tuple(problems)
    )


def refusals(position: Position) -> list[Refusal]:
    """The cards each restriction excluded, in the order the restrictions apply."""
    remaining = set(position.hand)
    out: list[Refusal] = []
    for rule, allowed in position.legality.steps:
        excluded = tuple(sorted(card for card in remaining if card not in allowed))
        if excluded:
            out.append(Refusal(rule, excluded))
        remaining &= set(allowed)
    return out


def top_card(position: Position, *, trumps: bool) -> tuple[str, Card] | None:
    """The highest card on the table: among the trumps, or among the cards of the suit led."""
    if not position.before:
        return None
    led = suit_of(position.before[0][1])
    candidates = [
        (who, card)
        for who, card in position.before
        if (position.cards.is_trump[card] if trumps else suit_of(card) == led)
    ]
    if not candidates:
        return None
    return max(candidates, key=lambda item: position.cards.strength[item[1]])
