"""The deal walk: one walk over masks from the deal's shape through the auction's calls, the turned
card, the chien and the écart, the belote's holder and the tricks, giving the deal's facts or its
first fault with the position it happened in (`walk_record`; `walk_deal` from a known contract).

Why here: what the calls and the cards of a deal make of it is a rule decision (spec/rules.md
`auction.*`, `deal.turned`, `deal.discard`, `belote.valid`, `play.*`, `points.*`), made once, with
the kernel's tables (`kernel.auction`, `kernel.play`). The reference check (`refscore.judge.check`)
only turns this walk's result into words, and the pure fast tier (`refscore.fast.checker`) into a
lean result; the annonces are settled by the judge between the belote and the play
(`judge.declarations`), from the hands this walk says were held at the first trick.

Pure data in, pure data out: seats are indexes into `variant.seats`, cards the ints of
`refscore.base.cards`, hands 32-bit masks; nothing here writes a sentence.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import field

from refscore.base.cards import Card, Suit
from refscore.base.precompiled import dataclass
from refscore.model.record import Call, DealRecord, Trump
from refscore.model.variant import TrumpKind, Variant

from .auction import FACTS, AuctionKernel, AuctionState, CallKind, Reason, call_kind
from .auction import RULE_OF as CALL_RULE_OF
from .belote import belote_cards
from .deal import DealTable, sweep_of
from .play import PlayKernel

__all__ = [
    "TRUMP_KINDS",
    "TRUMP_SUITS",
    "AuctionCall",
    "DealShape",
    "DealWalk",
    "Fault",
    "FaultKind",
    "Turn",
    "WalkRules",
    "WalkedTrick",
    "auction_call",
    "cards_of",
    "deal_facts",
    "trump_code",
    "walk_auction",
    "walk_deal",
    "walk_record",
]

#: A trump choice as a small int, its code: 0-3 a suit (S H D C), 4 sans atout, 5 tout atout.
TRUMP_KINDS = (*(TrumpKind.SUIT,) * 4, TrumpKind.NO_TRUMP, TrumpKind.ALL_TRUMP)
TRUMP_SUITS = (Suit(0), Suit(1), Suit(2), Suit(3), None, None)


def trump_code(trump: Trump) -> int:
    """The code of a trump choice (`TRUMP_KINDS`)."""
    if trump.suit is not None:
        return int(trump.suit)
    return 4 if trump.kind is TrumpKind.NO_TRUMP else 5


class FaultKind(enum.Enum):
    """What the first fault of a deal is."""

    CALL = "call"  # a call the auction's table refuses (the rule: `Fault.rule`, why: `Fault.reason`)
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
    where it is (`trick` and `card` 0-based in the record's tricks; `index`, the écart's card or
    the call) and what was legal: a mask of cards (`allowed`), or the seat whose lead it was
    (`leader`); for a call, why the table refuses it (`reason`)."""

    kind: FaultKind
    rule: str
    seat: int = -1
    card: int = -1
    trick: int = -1
    position: int = -1
    index: int = -1
    allowed: int = 0
    leader: int = -1
    reason: Reason = Reason.LEGAL
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
    """What the walk reads of a record, as ints: each seat's hand, the chien, the turned card, the
    écart (None: none written), who declared the belote, each trick's leader (-1: not written) and
    cards, the first speaker (who leads the first trick), the taker (-1: the auction's to find),
    and the calls (`AuctionCall`) with the trump code each bid or take names (-1: none)."""

    hands: tuple[int, ...]
    chien: int
    turned: int
    discard: tuple[int, ...] | None
    belote: int
    tricks: tuple[tuple[int, tuple[int, ...]], ...]
    first: int
    taker: int = -1
    calls: tuple[AuctionCall, ...] = ()
    codes: tuple[int, ...] = ()

    @classmethod
    def of(cls, record: DealRecord, variant: Variant) -> DealShape:
        seats = variant.seats
        first = (seats.index(record.dealer) + variant.first_speaker) % len(seats)
        turned = -1 if record.turned is None else record.turned
        calls = tuple(
            auction_call(call, seats.index(call.seat), seats[(first + index) % len(seats)], turned)
            for index, call in enumerate(record.calls)
        )
        return cls(
            tuple(_mask(record.hands[seat]) for seat in seats),
            _mask(record.chien),
            turned,
            record.discard,
            -1 if record.belote is None else seats.index(record.belote),
            tuple(
                (
                    -1 if trick.leader is None else seats.index(trick.leader),
                    tuple(p.card for p in trick.plays),
                )
                for trick in record.tricks
            ),
            first,
            calls=tuple(read for read, _ in calls),
            codes=tuple(code for _, code in calls),
        )


def auction_call(call: Call, seat: int, expected: str, turned: int) -> tuple[AuctionCall, int]:
    """A recorded call as the walk reads it, and the trump code it names (-1: none): a take names
    the turned suit unless it names another suit or a mode."""
    trump = call.trump
    turned_suit = Suit(turned >> 3) if turned >= 0 else None
    kind = call_kind(
        call.kind,
        trump.suit if trump is not None else None,
        trump is not None and trump.suit is None,
        turned_suit,
    )
    code = -1  # (a call the table refuses may name nothing readable: it never stands)
    if kind is CallKind.BID or kind is CallKind.TAKE_OTHER or kind is CallKind.TAKE_MODE:
        code = trump_code(trump) if trump is not None else -1
    elif kind is CallKind.TAKE or kind is CallKind.TAKE_TURNED:
        code = turned >> 3
    read = (seat, call.seat != expected, kind, call.value, trump.kind if trump is not None else None)
    return read, code


@dataclass(frozen=True)
class WalkRules:
    """One variant's numbers and tables the walk reads: the seats' units and play orders, the
    chien's and the écart's sizes, the tricks of a deal, the deal's values (`DealTable`), the
    auction's kernel, and by trump code the play's kernel (None where the variant does not play
    it) and the belote's cards (0 where there is none)."""

    unit_of: tuple[int, ...]
    #: the seats in play order from each leader
    orders: tuple[tuple[int, ...], ...]
    chien: int
    discard: int
    tricks: int
    deal: DealTable
    auction: AuctionKernel
    plays: tuple[PlayKernel | None, ...]
    belotes: tuple[int, ...]

    @staticmethod
    def of(variant: Variant) -> WalkRules:
        units = [name for name, _ in variant.teams]
        seats = len(variant.seats)
        modes = variant.modes
        return WalkRules(
            tuple(units.index(variant.team_of(seat)) for seat in variant.seats),
            tuple(_order(leader, seats) for leader in range(seats)),
            variant.chien,
            variant.discard,
            variant.hand_size,
            DealTable.of(variant),
            AuctionKernel.of(variant.auction, seats),
            tuple(
                PlayKernel.of(variant, kind, suit) if kind in modes else None
                for kind, suit in zip(TRUMP_KINDS, TRUMP_SUITS, strict=True)
            ),
            tuple(
                belote_cards(modes[kind], suit) if kind in modes else 0
                for kind, suit in zip(TRUMP_KINDS, TRUMP_SUITS, strict=True)
            ),
        )


@dataclass
class DealWalk:
    """The walk's result: the hands at the first trick (after the écart), the auction's state and
    the contract, the belote's holder (-1: nobody), each trick's winner (-1 while unfinished) and
    card points, and either the first fault (with the turn it happened at, for a card) or, for a
    deal legal so far, the next turn (None once every card is played) and, once finished, each
    unit's facts in the order of `formula.names.SIDE_FACTS` (annonces left 0: the judge settles
    them) with who took every trick."""

    hands: list[int]
    shape: DealShape
    #: the auction's state when the walk left it: at its end, or before its first illegal call
    auction: AuctionState | None = None
    #: the contract's taker and trump code (-1: no contract)
    taker: int = -1
    code: int = -1
    #: the hands as the play left them
    left: list[int] = field(default_factory=list)
    belote_holder: int = -1
    #: (winner, card points) of each trick walked
    played: list[tuple[int, int]] = field(default_factory=list)
    fault: Fault | None = None
    turn: Turn | None = None
    facts: list[list[int]] | None = None
    #: the takers' side, the taker himself, the defence took every trick
    sweeps: tuple[bool, bool, bool] = (False, False, False)

    @property
    def tricks(self) -> list[WalkedTrick]:
        """The tricks walked, as played (built when asked: the fast tier reads `played`)."""
        tricks = []  # (a walk stopped at a fault played fewer tricks than the record holds)
        leader = self.shape.first
        seats = len(self.hands)
        for number, ((winner, points), (_, cards)) in enumerate(
            zip(self.played, self.shape.tricks, strict=False)
        ):
            tricks.append(WalkedTrick(number + 1, leader, _order(leader, seats), cards, winner, points))
            if winner >= 0:
                leader = winner
        return tricks

    def hands_by_seat(self, seats: Sequence[str]) -> dict[str, list[Card]]:
        """The hands at the first trick by seat name, as the declarations read them."""
        return {seat: cards_of(hand) for seat, hand in zip(seats, self.hands, strict=True)}


AuctionCall = tuple[int, bool, CallKind, "int | str | None", "TrumpKind | None"]
"""A call as the auction's walk reads it: the seat that says it, whether it speaks out of turn,
its kind, a bid's value as written (a number, or a special bid's name) and the trump mode a bid or
a take names (None: none)."""

_FACT_BITS = len(FACTS)


def walk_auction(state: AuctionState, calls: Sequence[AuctionCall]) -> tuple[int, Reason]:
    """Walk the auction's calls from `state` (advanced past each legal one) with the kernel's table
    (`kernel.auction`: the call's kind against the facts of the state seen from its seat, then a
    bid's trump mode and value, a take's mode): the index of the first illegal call and why, the
    state left as it was before it, or (-1, LEGAL) when every call is legal."""
    kernel = state.kernel
    reasons = kernel.table.reasons
    for index, (seat, out_of_turn, kind, value, mode) in enumerate(calls):
        reason = reasons[kind << _FACT_BITS | state.facts(seat, out_of_turn)]
        if reason:
            return index, Reason(reason)
        if kind is CallKind.BID:
            assert mode is not None, "the deal schema requires a trump on a bid"
            legal = kernel.bid_reason(mode, value, state.value if state.bidder >= 0 else None)
            if legal is not Reason.LEGAL:
                return index, legal
            if isinstance(value, str):
                special = kernel.special_index[value]
                state.advance(kind, seat, kernel.special_values[special], special)
            else:
                state.advance(kind, seat, int(value or 0))
            continue
        if kind is CallKind.TAKE_MODE:
            assert mode is not None, "a take of a mode names it"
            legal = kernel.take_reason(mode)
            if legal is not Reason.LEGAL:
                return index, legal
        state.advance(kind, seat)
    return -1, Reason.LEGAL


def walk_record(rules: WalkRules, shape: DealShape) -> DealWalk:
    """Walk a deal from its shape: the auction's calls (`walk_auction`) to the contract, then the
    deal under it (`walk_deal`), stopping at the first fault. A walk whose auction gives no
    contract (a redeal, an auction not ended) stops after it, as does one whose contract names a
    trump the variant does not play (`WalkRules.plays`)."""
    state = AuctionState(rules.auction, rules.unit_of)
    stop, reason = walk_auction(state, shape.calls)
    codes = shape.codes
    legal = len(codes) if stop < 0 else stop
    code = next((codes[index] for index in range(legal - 1, -1, -1) if codes[index] >= 0), -1)
    walk = DealWalk(list(shape.hands), shape, state, code=code)
    if stop >= 0:
        seat = shape.calls[stop][0]
        walk.fault = Fault(FaultKind.CALL, CALL_RULE_OF[reason], seat, index=stop, reason=reason)
        return walk
    play = rules.plays[code] if code >= 0 else None
    if state.redeal or not state.ended or play is None:
        return walk
    walk.taker = state.bidder
    return _walk(rules, shape, play, rules.belotes[code], walk)


def walk_deal(rules: WalkRules, shape: DealShape, play: PlayKernel, belote_cards: int) -> DealWalk:
    """Walk the deal after its auction under one contract, taken by `shape.taker` (`play`: its
    kernel; `belote_cards`: the belote's king and queen, 0 where the trump mode has none),
    stopping at the first fault."""
    return _walk(rules, shape, play, belote_cards, DealWalk(list(shape.hands), shape, taker=shape.taker))


def _walk(
    rules: WalkRules, shape: DealShape, play: PlayKernel, belote_cards: int, walk: DealWalk
) -> DealWalk:
    """The deal under its contract (`walk.taker`), from the turned card to the last trick."""
    fault = _before_play(rules, shape, walk, belote_cards) or _play(rules, shape, play, walk)
    if fault is not None:
        walk.fault = fault
        return walk
    played = walk.played
    if len(played) < rules.tricks or played[-1][0] < 0:
        walk.turn = _next_turn(rules, shape, walk)
        return walk
    _finish(rules, shape, play, walk)
    return walk


def _before_play(rules: WalkRules, shape: DealShape, walk: DealWalk, belote_cards: int) -> Fault | None:
    """The turned card, the chien and the écart, the belote's holder and its declaration."""
    taker = walk.taker
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
    """The tricks, card by card, against the play kernel's table.

    Why a quick card: under most tables (`PlayKernel.quick`) a held card that leads, follows a
    plain suit led, or is played by a seat holding neither the suit led nor a trump is legal
    whatever else is on the table; only the others are looked up (`PlayKernel.subsets`)."""
    hands = list(walk.hands)  # the hands at the first trick stay in `walk.hands`
    seats = len(hands)
    unit_of = rules.unit_of
    orders = rules.orders
    cards = play.cards
    key_by_led = cards.key_by_led
    points = cards.points
    trump_mask = play.trump_mask
    quick = play.quick
    subsets = play.subsets
    allowed_of = play.table.allowed
    played_tricks = walk.played
    leader = shape.first
    recorded = len(shape.tricks)
    for index, (written, trick) in enumerate(shape.tricks):
        if written >= 0 and written != leader:
            return Fault(FaultKind.LEADER, RULE_OF[FaultKind.LEADER], written, trick=index, leader=leader)
        if len(trick) < seats and index + 1 < recorded:
            return Fault(FaultKind.UNFINISHED, RULE_OF[FaultKind.UNFINISHED], trick=index)
        if not trick:
            played_tricks.append((-1, 0))
            continue
        order = orders[leader]
        led = trick[0] >> 3
        plain = quick and not trump_mask >> trick[0] & 1  # a card of the suit led follows freely
        guard = 0xFF << 8 * led | trump_mask  # what a seat must hold for its card to be looked up
        keys = key_by_led[led]
        best = 0  # the position of the card winning the trick so far
        for position, card in enumerate(trick):
            seat = order[position]
            hand = hands[seat]
            if hand >> card & 1 and (
                (quick and (not position or not hand & guard)) or (plain and card >> 3 == led)
            ):
                hands[seat] = hand & ~(1 << card)
                if keys[card] > keys[trick[best]]:
                    best = position
                continue
            partner_master = position > 0 and unit_of[order[best]] == unit_of[seat]
            situation, masks = subsets(hand, trick[:position], partner_master)
            allowed = masks[allowed_of[situation]]
            if hand >> card & 1 and allowed >> card & 1:
                hands[seat] = hand & ~(1 << card)
                if keys[card] > keys[trick[best]]:
                    best = position
                continue
            subset = -1
            if not hand >> card & 1:
                kind, rule = FaultKind.NOT_HELD, RULE_OF[FaultKind.NOT_HELD]
            else:
                kind, (rule, subset) = FaultKind.OBLIGATION, play.broken_step(situation, masks, card)
            walk.turn = Turn(index + 1, order, tuple(trick[:position]), hand, card)
            return Fault(kind, rule, seat, card, index, position, allowed=allowed, subset=subset)
        winner = order[best] if len(trick) == seats else -1
        played_tricks.append((winner, sum([points[card] for card in trick])))
        if winner >= 0:
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
        walk.played,
        taker=walk.taker,
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
