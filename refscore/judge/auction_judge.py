"""The auction: judge each call in turn and find the contract (or a redeal).

Why a small state machine: every rule of the auction (`auction.*` in spec/rules.md) is a check on
one call against the state left by the calls before it, so the first illegal call can be reported
with the calls that were legal at that moment.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from refscore.base.cards import Card, Suit, suit_of
from refscore.base.precompiled import dataclass
from refscore.kernel.auction import RULE_OF, AuctionKernel, AuctionState, CallKind, Reason, call_kind
from refscore.kernel.deal import DealTable
from refscore.kernel.deal_walk import TRUMP_KINDS, TRUMP_SUITS, AuctionCall, auction_call, walk_auction
from refscore.model.record import Call, Trump
from refscore.model.variant import TrumpKind, Variant


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

    def _next_after(self, seat: str) -> str:
        return self.seats[(self.seats.index(seat) + 1) % len(self.seats)]

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
        if self.ended:
            return ()
        facts = self.facts(seat, seat)

        def legal(kind: CallKind) -> bool:
            return self.table.reason(kind, facts) is Reason.LEGAL

        calls = ["pass"]
        turned = "SHDC"[self.turned_suit] if self.turned_suit is not None else "?"
        if legal(CallKind.TAKE_TURNED):
            calls.append(f"take {turned} (the turned suit)")
        if legal(CallKind.TAKE_OTHER):
            calls.append(f"take another suit than {turned}")
        if legal(CallKind.TAKE_MODE):
            calls += [f"take {kind.value}" for kind in self.rules.trump_modes if kind is not TrumpKind.SUIT]
        if legal(CallKind.BID):
            current = self.last.value if self.last else 0
            ladder = self.kernel.ladder
            low = next((value for value in range(current + 1, len(ladder)) if ladder[value]), None)
            if low is not None:
                calls.append(f"a bid from {low} to {self.rules.ceiling} in steps of {self.rules.step}")
            calls += [f"{bid.name} ({bid.value})" for bid in self.rules.special_bids if bid.value > current]
        if legal(CallKind.COINCHE):
            calls.append("coinche")
        if legal(CallKind.SURCOINCHE):
            calls.append("surcoinche")
        return tuple(calls)

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
        rules = self.rules
        last = self.last
        turned = "SHDC"[self.turned_suit] if self.turned_suit is not None else "?"
        match reason:
            case Reason.LEGAL:
                raise AssertionError("a legal call has no message")
            case Reason.ENDED:
                return "the auction had already ended"
            case Reason.OUT_OF_TURN:
                return f"it was {expected}'s turn to call, not {call.seat}'s"
            case Reason.UNKNOWN_CALL:
                return f"a {call.kind!r} call does not exist here (calls: {', '.join(self.table.words)})"
            case Reason.NO_COINCHE:
                return "this variant has no coinche"
            case Reason.COINCHE_OWN_SIDE:
                return f"{call.seat} is not an opponent of the bidder, {last.seat if last else '?'}"
            case Reason.NOTHING_TO_COINCHE:
                return "there is no bid to coinche"
            case Reason.ALREADY_COINCHED:
                return "the contract is already coinched"
            case Reason.NOT_COINCHABLE:
                return f"a {last.special if last else '?'} bid may not be coinched here"
            case Reason.NOT_NEXT:
                bidder = last.seat if last else "?"
                after = self._next_after(bidder) if last else "?"
                return f"only {after}, the next to speak after {bidder}'s bid, may coinche it"
            case Reason.NO_SURCOINCHE:
                return "this variant has no surcoinche"
            case Reason.NOT_COINCHED:
                return "only a coinched contract can be surcoinched"
            case Reason.SURCOINCHE_WRONG_SIDE:
                return f"{call.seat} is not on the coinched side"
            case Reason.ALREADY_SURCOINCHED:
                return "the contract is already surcoinched"
            case Reason.FROZEN:
                return "no bid may follow a coinche"
            case Reason.PARTNER_MUST_PASS:
                return f"{call.seat} is the partner of the coincher, {self.coinched_by}, and may only pass"
            case Reason.SPECIAL_ENDS:
                return f"no bid may follow a {last.special if last else '?'}"
            case Reason.PASSED:
                return f"{call.seat} has passed and may not bid again"
            case Reason.TRUMP_MODE:
                allowed = ", ".join(kind.value for kind in rules.trump_modes)
                mode = call.trump.kind.value if call.trump is not None else "?"
                return f"{mode} is not played here (allowed: {allowed})"
            case Reason.UNKNOWN_SPECIAL:
                names = ", ".join(b.name for b in rules.special_bids) or "none"
                return f"{call.value!r} is not a special bid of this variant ({names})"
            case Reason.RANGE:
                return f"{int(call.value or 0)} is outside {rules.floor}-{rules.ceiling}"
            case Reason.STEP:
                return f"{int(call.value or 0)} is not {rules.floor} plus a multiple of {rules.step}"
            case Reason.NOT_HIGHER:
                said = call.value if isinstance(call.value, str) else int(call.value or 0)
                standing = (last.special or last.value) if last else "?"
                return f"{said} does not exceed the last bid, {standing}"
            case Reason.ALREADY_TAKEN:
                return f"{last.seat if last else '?'} has already taken"
            case Reason.TAKE_MODE_FIRST_ROUND | Reason.TAKE_MODE_NOT_PLAYED:
                allowed = ", ".join(k.value for k in rules.trump_modes if k is not TrumpKind.SUIT)
                where = "in the first round" if reason is Reason.TAKE_MODE_FIRST_ROUND else "here"
                mode = call.trump.kind.value if call.trump is not None else "?"
                return f"{mode} cannot be taken {where}" + (
                    f" (second round: another suit or {allowed})" if allowed else ""
                )
            case Reason.TAKE_TURNED_ONLY:
                return f"in the first round only the turned suit ({turned}) can be taken"
            case Reason.TAKE_OTHER_ONLY:
                return f"in the second round the taker names a suit other than {turned}"
            case _:
                assert_never(reason)

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
    rule, message = RULE_OF[reason], auction._message(reason, call, auction.expected_seat(index))
    legal = auction.legal_calls(call.seat) if call.seat == auction.expected_seat(index) else ()
    if rule == "auction.turn" and not auction.ended:
        legal = (f"a call by {auction.expected_seat(index)}",)
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
