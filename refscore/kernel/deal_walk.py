"""The deal walk: one walk over masks from the contract through the turned card, the chien and the
écart, the belote's holder and the tricks, giving the deal's facts or its first fault with the
position it happened in.

Why here: what the cards of a deal make of it is a rule decision (spec/rules.md `deal.turned`,
`deal.discard`, `belote.valid`, `play.*`, `points.*`), made once. The reference check
(`refscore.judge.check`) only turns this walk's result into words; the auction before it is the
judge's (`judge_auction`, over `kernel.auction.AuctionState`) and the annonces are settled by the
judge between the belote and the play (`judge.declarations`), from the hands this walk says were
held at the first trick.

Pure data in, pure data out: seats are indexes into `variant.seats`, cards the ints of
`refscore.base.cards`, hands 32-bit masks; nothing here writes a sentence.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field

from refscore.base.cards import Card
from refscore.model.record import DealRecord
from refscore.model.variant import Variant

from .deal import DealTable, sweep_of
from .play import PlayKernel

__all__ = [
    "DealShape",
    "DealWalk",
    "Fault",
    "FaultKind",
    "Turn",
    "WalkRules",
    "WalkedTrick",
    "cards_of",
    "deal_facts",
    "walk_deal",
]


class FaultKind(enum.Enum):
    """What the first fault of a deal is, after its auction."""

    TURNED = "turned"  # the taker does not hold the turned card (deal.turned)
    DISCARD_COUNT = "discard_count"  # the écart has the wrong number of cards (deal.discard)
    DISCARD_CARD = "discard_card"  # a card of the écart is not the taker's (deal.discard)
    BELOTE = "belote"  # a belote declared by a seat that did not hold it (belote.valid)
    LEADER = "leader"  # a trick led by another seat than the one whose lead it was (play.turn)
    UNFINISHED = "unfinished"  # a trick short of cards that is not the last recorded (play.complete)
    NOT_HELD = "not_held"  # a card its player does not hold (play.card-held)
    OBLIGATION = "obligation"  # a card an obligation of play forbids (the rule: `Fault.rule`)


#: the rule each kind of fault breaks, but an obligation's (which the play kernel names)
RULE_OF = {
    FaultKind.TURNED: "deal.turned",
    FaultKind.DISCARD_COUNT: "deal.discard",
    FaultKind.DISCARD_CARD: "deal.discard",
    FaultKind.BELOTE: "belote.valid",
    FaultKind.LEADER: "play.turn",
    FaultKind.UNFINISHED: "play.complete",
    FaultKind.NOT_HELD: "play.card-held",
}


@dataclass(frozen=True)
class Fault:
    """The first fault: its kind and rule, the seat at fault (-1: nobody), the card (-1: none),
    where it is (`trick` and `card` 0-based in the record's tricks; `index`, the écart's card) and
    what was legal: a mask of cards (`allowed`), or the seat whose lead it was (`leader`)."""

    kind: FaultKind
    rule: str
    seat: int = -1
    card: int = -1
    trick: int = -1
    position: int = -1
    index: int = -1
    allowed: int = 0
    leader: int = -1
    #: An obligation's fault: the part of the hand (`play.Subset`) the broken restriction allowed, so
    #: that its words are picked by (rule, subset), as the coach's are (-1: not an obligation).
    subset: int = -1


@dataclass(frozen=True)
class Turn:
    """A seat about to play a card of trick `number` (1-based): the seats in play order from the
    leader, the cards already in the trick, the hand held and the card the record plays there
    (-1: the record stops before it)."""

    number: int
    order: tuple[int, ...]
    before: tuple[int, ...]
    hand: int
    card: int = -1

    @property
    def seat(self) -> int:
        return self.order[len(self.before)]


@dataclass(frozen=True)
class WalkedTrick:
    """A trick as played: its leader, the seats in play order, the cards, its winner (-1 while
    unfinished) and its card points."""

    number: int
    leader: int
    order: tuple[int, ...]
    cards: tuple[int, ...]
    winner: int
    points: int


@dataclass(frozen=True)
class DealShape:
    """What the walk reads of a record once the auction gave a contract, as ints: each seat's hand,
    the chien, the turned card, the écart (None: none written), who declared the belote, each
    trick's leader (-1: not written) and cards, the first leader and the taker."""

    hands: tuple[int, ...]
    chien: int
    turned: int
    discard: tuple[int, ...] | None
    belote: int
    tricks: tuple[tuple[int, tuple[int, ...]], ...]
    first: int
    taker: int

    @classmethod
    def of(cls, record: DealRecord, variant: Variant, first: str, taker: str) -> DealShape:
        seats = variant.seats
        return cls(
            tuple(_mask(record.hands[seat]) for seat in seats),
            _mask(record.chien),
            -1 if record.turned is None else record.turned,
            record.discard,
            -1 if record.belote is None else seats.index(record.belote),
            tuple(
                (
                    -1 if trick.leader is None else seats.index(trick.leader),
                    tuple(p.card for p in trick.plays),
                )
                for trick in record.tricks
            ),
            seats.index(first),
            seats.index(taker),
        )


@dataclass(frozen=True)
class WalkRules:
    """One variant's numbers the walk reads: the seats' units, the chien's and the écart's sizes,
    the tricks of a deal and the deal's values (`DealTable`)."""

    unit_of: tuple[int, ...]
    chien: int
    discard: int
    tricks: int
    deal: DealTable

    @staticmethod
    def of(variant: Variant) -> WalkRules:
        units = [name for name, _ in variant.teams]
        return WalkRules(
            tuple(units.index(variant.team_of(seat)) for seat in variant.seats),
            variant.chien,
            variant.discard,
            variant.hand_size,
            DealTable.of(variant),
        )


@dataclass
class DealWalk:
    """The walk's result: the hands at the first trick (after the écart), the belote's holder (-1:
    nobody), the tricks, and either the first fault (with the turn it happened at, for a card) or,
    for a deal legal so far, the next turn (None once every card is played) and, once finished,
    each unit's facts in the order of `formula.names.SIDE_FACTS` (annonces left 0: the judge
    settles them) with who took every trick."""

    hands: list[int]
    #: the hands as the play left them
    left: list[int] = field(default_factory=list)
    belote_holder: int = -1
    tricks: list[WalkedTrick] = field(default_factory=list)
    fault: Fault | None = None
    turn: Turn | None = None
    facts: list[list[int]] | None = None
    #: the takers' side, the taker himself, the defence took every trick
    sweeps: tuple[bool, bool, bool] = (False, False, False)

    def hands_by_seat(self, seats: Sequence[str]) -> dict[str, list[Card]]:
        """The hands at the first trick by seat name, as the declarations read them."""
        return {seat: cards_of(hand) for seat, hand in zip(seats, self.hands, strict=True)}


def walk_deal(rules: WalkRules, shape: DealShape, play: PlayKernel, belote_cards: int) -> DealWalk:
    """Walk the deal after its auction under one contract (`play`: its kernel; `belote_cards`: the
    belote's king and queen, 0 where the trump mode has none), stopping at the first fault."""
    walk = DealWalk(list(shape.hands))
    fault = _before_play(rules, shape, walk, belote_cards) or _play(rules, shape, play, walk)
    if fault is not None:
        walk.fault = fault
        return walk
    tricks = walk.tricks
    if len(tricks) < rules.tricks or tricks[-1].winner < 0:
        walk.turn = _next_turn(rules, shape, walk)
        return walk
    _finish(rules, shape, play, walk)
    return walk


def _before_play(rules: WalkRules, shape: DealShape, walk: DealWalk, belote_cards: int) -> Fault | None:
    """The turned card, the chien and the écart, the belote's holder and its declaration."""
    taker = shape.taker
    hands = walk.hands
    if shape.turned >= 0 and not hands[taker] >> shape.turned & 1:
        return Fault(FaultKind.TURNED, RULE_OF[FaultKind.TURNED], taker, shape.turned)
    # no chien, or a record that stops before the écart (then it is incomplete)
    if shape.discard is not None or (rules.chien and shape.tricks):
        held = hands[taker] | shape.chien
        discard = shape.discard or ()
        if len(discard) != rules.discard:
            return Fault(FaultKind.DISCARD_COUNT, RULE_OF[FaultKind.DISCARD_COUNT], taker, index=len(discard))
        for index, card in enumerate(discard):
            if not held >> card & 1:
                return Fault(
                    FaultKind.DISCARD_CARD,
                    RULE_OF[FaultKind.DISCARD_CARD],
                    taker,
                    card,
                    index=index,
                    allowed=held,
                )
            held &= ~(1 << card)
        hands[taker] = held
    if belote_cards:
        walk.belote_holder = next(
            (seat for seat, hand in enumerate(hands) if hand & belote_cards == belote_cards), -1
        )
    if shape.belote >= 0 and shape.belote != walk.belote_holder:
        return Fault(FaultKind.BELOTE, RULE_OF[FaultKind.BELOTE], shape.belote)
    return None


def _order(leader: int, seats: int) -> tuple[int, ...]:
    return tuple((leader + offset) % seats for offset in range(seats))


def _play(rules: WalkRules, shape: DealShape, play: PlayKernel, walk: DealWalk) -> Fault | None:
    """The tricks, card by card, against the play kernel's table."""
    hands = list(walk.hands)  # the hands at the first trick stay in `walk.hands`
    seats = len(hands)
    unit_of = rules.unit_of
    leader = shape.first
    recorded = len(shape.tricks)
    for index, (written, cards) in enumerate(shape.tricks):
        if written >= 0 and written != leader:
            return Fault(FaultKind.LEADER, RULE_OF[FaultKind.LEADER], written, trick=index, leader=leader)
        if len(cards) < seats and index + 1 < recorded:
            return Fault(FaultKind.UNFINISHED, RULE_OF[FaultKind.UNFINISHED], trick=index)
        order = _order(leader, seats)
        played: list[Card] = []
        for position, card in enumerate(cards):
            seat = order[position]
            hand = hands[seat]
            partner_master = False
            if played:
                winner = order[play.winner(played)]
                partner_master = winner != seat and unit_of[winner] == unit_of[seat]
            situation, masks = play.subsets(hand, played, partner_master)
            allowed = masks[play.table.allowed[situation]]
            subset = -1
            if not hand >> card & 1:
                kind, rule = FaultKind.NOT_HELD, RULE_OF[FaultKind.NOT_HELD]
            else:
                steps = play.table.steps[situation]
                broken = next(((rule, part) for rule, part in steps if not masks[part] >> card & 1), None)
                if broken is None:
                    hands[seat] = hand & ~(1 << card)
                    played.append(Card(card))
                    continue
                kind, (rule, subset) = FaultKind.OBLIGATION, broken
            walk.turn = Turn(index + 1, order, tuple(played), hand, card)
            return Fault(kind, rule, seat, card, index, position, allowed=allowed, subset=subset)
        finished = len(played) == seats
        winner = order[play.winner(played)] if finished else -1
        walk.tricks.append(WalkedTrick(index + 1, leader, order, tuple(played), winner, play.points(played)))
        if finished:
            leader = winner
    walk.left = hands
    return None


def _next_turn(rules: WalkRules, shape: DealShape, walk: DealWalk) -> Turn | None:
    """The turn of the next card of a deal legal so far but unfinished (None once every card of
    the deal is played)."""
    hands = walk.left
    seats = len(hands)
    last = walk.tricks[-1] if walk.tricks else None
    played: tuple[int, ...]
    if last is None:
        number, leader, played = 1, shape.first, ()
    elif last.winner >= 0:
        number, leader, played = last.number + 1, last.winner, ()
    else:
        number, leader, played = last.number, last.leader, last.cards
    if number > rules.tricks:
        return None
    order = _order(leader, seats)
    return Turn(number, order, played, hands[order[len(played)]])


def _finish(rules: WalkRules, shape: DealShape, play: PlayKernel, walk: DealWalk) -> None:
    """The facts of a finished deal (`deal_facts`), from its tricks, belote and écart."""
    holder = walk.belote_holder
    walk.facts, walk.sweeps = deal_facts(
        rules,
        [(trick.winner, trick.points) for trick in walk.tricks],
        taker=shape.taker,
        belote_holder=holder,
        belote_called=holder >= 0 and shape.belote == holder,
        discard_points=play.points(shape.discard) if shape.discard else 0,
    )


def deal_facts(
    rules: WalkRules,
    tricks: Sequence[tuple[int, int]],
    *,
    taker: int,
    belote_holder: int = -1,
    belote_called: bool = False,
    discard_points: int = 0,
) -> tuple[list[list[int]], tuple[bool, bool, bool]]:
    """Each unit's facts of a finished deal (`tricks`: each trick's winner and card points), in
    the order of SIDE_FACTS, annonces left 0: card points and tricks won, the last trick's value by
    who took every trick (rule points.dix-de-der), the belote's credit (points.belote), the écart's
    points to the takers (points.discard); and whether the takers' side, the taker himself and the
    defence took every trick."""
    unit_of = rules.unit_of
    facts = [[0] * 6 for _ in range(max(unit_of) + 1)]
    for winner, points in tricks:
        unit = facts[unit_of[winner]]
        unit[0] += points
        unit[5] += 1
    winners = {winner for winner, _ in tricks}
    sweep = sweep_of(len({unit_of[seat] for seat in winners}) == 1, len(winners) == 1)
    facts[unit_of[tricks[-1][0]]][1] = rules.deal.last_trick_value(sweep)
    if belote_holder >= 0:
        facts[unit_of[belote_holder]][2] = rules.deal.belote_credit(belote_called)
    if discard_points:
        facts[unit_of[taker]][4] = discard_points
    side = facts[unit_of[taker]][5]
    return facts, (side == len(tricks), winners == {taker}, side == 0)


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask, in order."""
    return [Card(card) for card in range(32) if mask >> card & 1]


def _mask(cards: tuple[int, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask
