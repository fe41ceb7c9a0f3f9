"""The auction: judge each call in turn and find the contract (or a redeal).

Why a small state machine: every rule of the auction (`auction.*` in spec/rules.md) is a check on
one call against the state left by the calls before it, so the first illegal call can be reported
with the calls that were legal at that moment.
"""

from __future__ import annotations

from collections.abc import Sequence

from refscore.base.cards import Card, Suit, suit_of
from refscore.base.precompiled import dataclass
from refscore.judge.call_words import call_sentence, legal_call_words, shown_legal
from refscore.kernel.auction import RULE_OF, AuctionKernel, AuctionState, CallKind, Reason, call_kind
from refscore.kernel.deal import DealTable
from refscore.kernel.deal_walk import TRUMP_KINDS, TRUMP_SUITS, AuctionCall, auction_call, walk_auction
from refscore.model.record import Call, Trump
from refscore.model.variant import Variant


@dataclass(frozen=True)
class Contract:
    """What the auction decided: the scoring formulas read the value, the multiplier and who coinched."""

    taker: str
    value: int
    special: str | None  # the special bid's name (capot, generale...), None for a numbered bid
    trump: Trump
    mult: int
    coinched_by: str | None
    surcoinched_by: str | None

    @property
    def label(self) -> str:
        """``110 H``, ``capot S``; classic belote has no numbered contract, just the trump."""
        return f"{self.special or self.value} {self.trump}" if self.special or self.value else str(self.trump)

    def __str__(self) -> str:
        text = self.label
        if self.surcoinched_by:
            text += " surcoinched"
        elif self.coinched_by:
            text += " coinched"
        return text


@dataclass(frozen=True)
class AuctionViolation:
    """The first illegal call, with the calls its player could have made instead (`legal`)."""

    index: int
    call: Call
    rule: str
    message: str
    legal: tuple[str, ...]


@dataclass(frozen=True)
class AuctionResult:
    """The outcome: a contract, a redeal (everybody passed), or unfinished; or the first illegal call."""

    contract: Contract | None
    redeal: bool
    finished: bool
    violation: AuctionViolation | None


@dataclass
class _Bid:
    """The standing bid; a special bid keeps its name so that `ends_bidding` can be looked up."""

    seat: str
    value: int
    special: str | None
    trump: Trump


class _Auction:
    """The reference judge of one auction: the seats by name, the words of each reason.

    Which call is legal is the kernel's (`refscore.kernel.auction`): the state left by the calls
    judged so far is the kernel's `AuctionState` (seats as numbers), which computes the facts the
    table reads; this class adds the names, the standing bid's trump, and the sentences."""

    def __init__(self, variant: Variant, dealer: str, turned: Card | None = None) -> None:
        self.variant = variant
        self.rules = variant.auction
        self.kernel = AuctionKernel.of(variant.auction, len(variant.seats))
        self.table = self.kernel.table
        self.turned_suit: Suit | None = suit_of(turned) if turned is not None else None
        self.turned = -1 if turned is None else int(turned)
        self.seats = variant.seats
        self.index = {seat: number for number, seat in enumerate(self.seats)}
        self.start = (self.seats.index(dealer) + variant.first_speaker) % len(self.seats)
        units = [variant.team_of(seat) for seat in self.seats]
        self.state = AuctionState(self.kernel, tuple(units.index(unit) for unit in units))
        self.trump: Trump | None = None  # the standing bid's (or take's)

    # -- the state, by seat names (the report's and the tests' view) -------------------------------
    def _name(self, seat: int) -> str | None:
        return self.seats[seat] if seat >= 0 else None

    @property
    def last(self) -> _Bid | None:
        state = self.state
        if state.bidder < 0 or self.trump is None:
            return None
        special = self.rules.special_bids[state.special].name if state.special >= 0 else None
        return _Bid(self.seats[state.bidder], state.value, special, self.trump)

    @property
    def coinched_by(self) -> str | None:
        return self._name(self.state.coinched_by)

    @property
    def surcoinched_by(self) -> str | None:
        return self._name(self.state.surcoinched_by)

    @property
    def passes(self) -> int:
        return self.state.passes

    @property
    def passed(self) -> set[str]:
        return {seat for number, seat in enumerate(self.seats) if self.state.passed >> number & 1}

    @property
    def ended(self) -> bool:
        return self.state.ended

    @property
    def redeal(self) -> bool:
        return self.state.redeal

    def expected_seat(self, index: int) -> str:
        return self.seats[(self.start + index) % len(self.seats)]

    def facts(self, seat: str, expected: str) -> int:
        """The kernel's facts (`refscore.kernel.auction.FACTS`) of this state, seen from `seat`."""
        return self.state.facts(self.index[seat], seat != expected)

    def _kind(self, call: Call) -> CallKind:
        trump = call.trump
        return call_kind(
            call.kind,
            trump.suit if trump is not None else None,
            trump is not None and trump.suit is None,
            self.turned_suit,
        )

    # -- what may be said -------------------------------------------------------------------------
    def legal_calls(self, seat: str) -> tuple[str, ...]:
        """What `seat` could say now, in words, for the report of an illegal call."""
        last = self.last
        return legal_call_words(
            self.kernel,
            self.rules,
            self.ended,
            self.facts(seat, seat),
            last.value if last else 0,
            self.turned_suit,
        )

    # -- judging one call -------------------------------------------------------------------------
    def read(self, index: int, call: Call) -> tuple[AuctionCall, int]:
        """Call `index` as the kernel's walk reads it, and the trump code it names
        (`kernel.deal_walk.auction_call`)."""
        return auction_call(call, self.index[call.seat], self.expected_seat(index), self.turned)

    def stand(self, code: int) -> None:
        """Keep the trump of the standing bid or take, by its code (-1: none stands yet)."""
        if code >= 0:
            self.trump = Trump(TRUMP_KINDS[code], TRUMP_SUITS[code])

    def judge(self, index: int, call: Call) -> tuple[str, str] | None:
        """Apply one call; return (rule, message) when it is illegal."""
        read, code = self.read(index, call)
        _, reason = walk_auction(self.state, (read,))
        if reason is not Reason.LEGAL:
            return RULE_OF[reason], self._message(reason, call, self.expected_seat(index))
        self.stand(code)
        return None

    def _message(self, reason: Reason, call: Call, expected: str) -> str:
        """The sentence of `check` for an illegal call (the rule id is `RULE_OF[reason]`)."""
        last = self.last
        return call_sentence(
            self.kernel,
            self.rules,
            self.seats,
            reason,
            call,
            expected,
            None if last is None else (last.seat, last.value, last.special),
            self.coinched_by,
            self.turned_suit,
        )

    def contract(self) -> Contract | None:
        if self.last is None or not self.ended:
            return None
        mult = DealTable.of(self.variant).multiplier(bool(self.coinched_by), bool(self.surcoinched_by))
        return Contract(
            self.last.seat,
            self.last.value,
            self.last.special,
            self.last.trump,
            mult,
            self.coinched_by,
            self.surcoinched_by,
        )


def judge_auction(
    variant: Variant, dealer: str, calls: Sequence[Call], turned: Card | None = None
) -> AuctionResult:
    """Judge every call in order; stop at the first illegal one. `turned`: classic belote's turned card.

    The kernel walks the calls (`kernel.deal_walk.walk_auction`); this judge names the contract it
    reached, or words the first illegal call from the state the walk left before it. The check
    reads the same from its walk of the whole deal (`contract_of`, `call_violation`)."""
    auction = _Auction(variant, dealer, turned)
    read = [auction.read(index, call) for index, call in enumerate(calls)]
    stop, reason = walk_auction(auction.state, [call for call, _ in read])
    legal = len(calls) if stop < 0 else stop
    # the last bid or take before the end or the fault is the one that stands
    auction.stand(next((read[index][1] for index in range(legal - 1, -1, -1) if read[index][1] >= 0), -1))
    if stop >= 0:
        violation = _violation(auction, stop, calls[stop], reason)
        return AuctionResult(None, False, auction.ended, violation)
    return AuctionResult(auction.contract(), auction.redeal, auction.ended, None)


def _walked(variant: Variant, dealer: str, turned: Card | None, state: AuctionState, code: int) -> _Auction:
    """The judge of an auction the kernel walked to `state`, the standing trump's code `code`."""
    auction = _Auction(variant, dealer, turned)
    auction.state = state
    auction.stand(code)
    return auction


def contract_of(variant: Variant, dealer: str, state: AuctionState, code: int) -> Contract | None:
    """The contract of an auction the kernel walked to its end (`DealWalk.auction`, `.code`), None
    while none stands or the auction goes on."""
    return _walked(variant, dealer, None, state, code).contract()


def call_violation(
    variant: Variant,
    dealer: str,
    turned: Card | None,
    walked: tuple[AuctionState, int],
    fault: tuple[int, Reason],
    call: Call,
) -> AuctionViolation:
    """The first illegal call of a deal the kernel walked (`walked`: the state it left before the
    call and the standing trump's code; `fault`: the call's index and why), in words."""
    state, code = walked
    index, reason = fault
    return _violation(_walked(variant, dealer, turned, state, code), index, call, reason)


def _violation(auction: _Auction, index: int, call: Call, reason: Reason) -> AuctionViolation:
    """Call `index`, illegal for `reason`, in words, with what its player could have said instead
    (the state is the one before it: what was legal then)."""
    expected = auction.expected_seat(index)
    rule, message = RULE_OF[reason], auction._message(reason, call, expected)
    legal = shown_legal(rule, call.seat, expected, auction.ended, lambda: auction.legal_calls(call.seat))
    return AuctionViolation(index, call, rule, message, legal)


def _judge(auction: _Auction, index: int, call: Call) -> AuctionViolation | None:
    """Apply call `index`, or the violation it is."""
    read, code = auction.read(index, call)
    _, reason = walk_auction(auction.state, (read,))
    if reason is Reason.LEGAL:
        auction.stand(code)
        return None
    return _violation(auction, index, call, reason)


def judge_call(
    variant: Variant,
    dealer: str,
    turned: Card | None,
    state: AuctionState,
    trump: Trump | None,
    index: int,
    call: Call,
) -> AuctionViolation | None:
    """`judge_auction`'s verdict on call `index` alone, the calls before it having left the kernel's
    `state` (`trump`: the standing bid's or take's, None when none stands): its violation, or None
    when it is legal (then `state` has advanced past it).

    Why: the batch's fast tier walks the auction with the kernel's state and stops at the first call
    the table refuses; the rule, the sentence and the legal calls are then this judge's, from that
    state, without reading the record into objects and replaying the calls before it."""
    auction = _Auction(variant, dealer, turned)
    auction.state, auction.trump = state, trump
    return _judge(auction, index, call)


def first_player(variant: Variant, dealer: str) -> str:
    """The first speaker, who also leads the first trick (rule deal.seats)."""
    return variant.seats[(variant.seats.index(dealer) + variant.first_speaker) % len(variant.seats)]
