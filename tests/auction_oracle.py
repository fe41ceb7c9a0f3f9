"""The oracle of tests/fast/test_kernel_auction.py: the reference judge of the auction as it was written
before the kernel (refscore/judge/auction_judge.py at 8d6b8cd), kept unchanged so the kernel's table and the
judge that reads it can be compared, state by state and call by call, with the behaviour they replace.
Not used by the engine. Its original docstring follows.

The auction: judge each call in turn and find the contract (or a redeal).

Why a small state machine: every rule of the auction (`auction.*` in spec/rules.md) is a check on
one call against the state left by the calls before it, so the first illegal call can be reported
with the calls that were legal at that moment.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from refscore.base.cards import Card, Suit, suit_of
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
    """The state left by the calls judged so far (last bid, coinche, passes in a row, end)."""

    def __init__(self, variant: Variant, dealer: str, turned: Card | None = None) -> None:
        self.variant = variant
        self.rules = variant.auction
        self.turned_suit: Suit | None = suit_of(turned) if turned is not None else None
        self.turned_card = self.rules.kind == "turned_card"
        # everybody passes once (twice with a turned card: a second round on another suit): redeal
        self.redeal_after = len(variant.seats) * (2 if self.turned_card else 1)
        self.seats = variant.seats
        self.start = (self.seats.index(dealer) + variant.first_speaker) % len(self.seats)
        self.last: _Bid | None = None
        self.coinched_by: str | None = None
        self.surcoinched_by: str | None = None
        self.passes = 0
        self.passed: set[str] = set()
        self.ended = False
        self.redeal = False

    def expected_seat(self, index: int) -> str:
        return self.seats[(self.start + index) % len(self.seats)]

    # -- what may be said -------------------------------------------------------------------------
    def can_bid(self, seat: str) -> bool:
        if self.coinched_by and self.rules.coinche_freezes_bidding:
            return False
        if self._partner_must_pass(seat):
            return False
        if not self.rules.bid_after_pass and seat in self.passed:
            return False
        if self.last is not None and self.last.special is not None:
            special = self.rules.special(self.last.special)
            if special is not None and special.ends_bidding:
                return False
        return True

    def legal_calls(self, seat: str) -> tuple[str, ...]:
        """What `seat` could say now, in words, for the report of an illegal call."""
        if self.ended:
            return ()
        calls = ["pass"]
        if self.turned_card and self.last is None:
            turned = "SHDC"[self.turned_suit] if self.turned_suit is not None else "?"
            if self.passes < len(self.seats):
                return ("pass", f"take {turned} (the turned suit)")
            others = [f"{kind.value}" for kind in self.rules.trump_modes if kind is not TrumpKind.SUIT]
            return ("pass", f"take another suit than {turned}", *(f"take {other}" for other in others))
        if self.can_bid(seat) and not self.turned_card:
            current = self.last.value if self.last else 0
            low = max(self.rules.floor, current + 1)
            low += (-(low - self.rules.floor)) % self.rules.step
            if low <= self.rules.ceiling:
                calls.append(f"a bid from {low} to {self.rules.ceiling} in steps of {self.rules.step}")
            calls += [f"{bid.name} ({bid.value})" for bid in self.rules.special_bids if bid.value > current]
        if (
            self.last
            and self.rules.coinche
            and not self.coinched_by
            and not self.variant.same_side(seat, self.last.seat)
            and self._coinchable()
            and self._may_coinche(seat)
        ):
            calls.append("coinche")
        if (
            self.coinched_by
            and self.rules.surcoinche
            and not self.surcoinched_by
            and self.last
            and self.variant.same_side(seat, self.last.seat)
        ):
            calls.append("surcoinche")
        return tuple(calls)

    # -- judging one call -------------------------------------------------------------------------
    def judge(self, index: int, call: Call) -> tuple[str, str] | None:
        """Apply one call; return (rule, message) when it is illegal."""
        if self.ended:
            return "auction.end", "the auction had already ended"
        expected = self.expected_seat(index)
        if call.seat != expected:
            return "auction.turn", f"it was {expected}'s turn to call, not {call.seat}'s"
        if self.turned_card:
            # after the take, a turned-card variant with a coinche goes on: coinche, surcoinche, passes
            handlers = {"pass": self._pass, "take": self._take}
            if self.rules.coinche:
                handlers.update(coinche=self._coinche, surcoinche=self._surcoinche)
        else:
            handlers = {
                "pass": self._pass,
                "bid": self._bid,
                "coinche": self._coinche,
                "surcoinche": self._surcoinche,
            }
        handler = handlers.get(call.kind)
        if handler is None:
            kinds = ", ".join(handlers)
            return "auction.call-kind", f"a {call.kind!r} call does not exist here (calls: {kinds})"
        return handler(call)

    def _pass(self, call: Call) -> None:
        self.passes += 1
        self.passed.add(call.seat)
        if self.last is None and self.passes >= self.redeal_after:
            self.ended = self.redeal = True
        elif self.last is not None and self.passes >= self.rules.passes_to_end:
            self.ended = True
        return None

    def _bid(self, call: Call) -> tuple[str, str] | None:
        assert call.trump is not None, "the deal schema requires a trump on a bid"
        # The order of the checks is the order of spec/rules.md section 2 (steps 5 to 10): the rule
        # reported for a bid that breaks several is the first that applies.
        if self.coinched_by and self.rules.coinche_freezes_bidding:
            return "auction.coinche-freezes", "no bid may follow a coinche"
        if self._partner_must_pass(call.seat):
            return (
                "auction.coinche-freezes",
                f"{call.seat} is the partner of the coincher, {self.coinched_by}, and may only pass",
            )
        if self.last is not None and self.last.special is not None:
            standing = self.rules.special(self.last.special)
            if standing is not None and standing.ends_bidding:
                return "auction.special-bid", f"no bid may follow a {standing.name}"
        if not self.rules.bid_after_pass and call.seat in self.passed:
            return "auction.bid-after-pass", f"{call.seat} has passed and may not bid again"
        if call.trump.kind not in self.rules.trump_modes:
            allowed = ", ".join(kind.value for kind in self.rules.trump_modes)
            return "auction.trump-mode", f"{call.trump.kind.value} is not played here (allowed: {allowed})"
        if isinstance(call.value, str):
            bid = self.rules.special(call.value)
            if bid is None:
                names = ", ".join(b.name for b in self.rules.special_bids) or "none"
                return "auction.special-bid", f"{call.value!r} is not a special bid of this variant ({names})"
            value, special = bid.value, bid.name
        else:
            value, special = int(call.value or 0), None
            if not self.rules.floor <= value <= self.rules.ceiling:
                return "auction.bid-range", f"{value} is outside {self.rules.floor}-{self.rules.ceiling}"
            if (value - self.rules.floor) % self.rules.step:
                return (
                    "auction.bid-step",
                    f"{value} is not {self.rules.floor} plus a multiple of {self.rules.step}",
                )
        if self.last is not None and value <= self.last.value:
            return (
                "auction.bid-higher",
                f"{special or value} does not exceed the last bid, {self.last.special or self.last.value}",
            )
        self.last = _Bid(call.seat, value, special, call.trump)
        self.coinched_by = None
        self.passes = 0
        return None

    def _take(self, call: Call) -> tuple[str, str] | None:
        """Classic belote: the turned suit in round 1, another suit in round 2 (rule auction.take)."""
        turned = self.turned_suit
        assert turned is not None, "read_record requires the turned card of a turned-card variant"
        if self.last is not None:
            return "auction.take", f"{self.last.seat} has already taken"
        first_round = self.passes < len(self.seats)
        named = call.trump.suit if call.trump is not None else None
        if call.trump is not None and named is None:
            # sans atout or tout atout: only in the second round, where the variant plays them
            kind = call.trump.kind
            if first_round or kind not in self.rules.trump_modes:
                allowed = ", ".join(k.value for k in self.rules.trump_modes if k is not TrumpKind.SUIT)
                where = "in the first round" if first_round else "here"
                return (
                    "auction.take",
                    f"{kind.value} cannot be taken {where}"
                    + (f" (second round: another suit or {allowed})" if allowed else ""),
                )
            self.last = _Bid(call.seat, 0, None, call.trump)
            self._taken()
            return None
        if first_round:
            if named is not None and named != turned:
                return (
                    "auction.take",
                    f"in the first round only the turned suit ({'SHDC'[turned]}) can be taken",
                )
            trump = Trump(TrumpKind.SUIT, turned)
        else:
            if named is None or named == turned:
                return (
                    "auction.take",
                    f"in the second round the taker names a suit other than {'SHDC'[turned]}",
                )
            trump = Trump(TrumpKind.SUIT, named)
        self.last = _Bid(call.seat, 0, None, trump)
        self._taken()
        return None

    def _taken(self) -> None:
        """A take ends the auction, unless the variant has a coinche: then the others may still coinche
        (and the takers surcoinche) until `end_after_passes` passes in a row."""
        if self.rules.coinche:
            self.passes = 0
        else:
            self.ended = True

    def _coinche(self, call: Call) -> tuple[str, str] | None:
        # step 4 of the order of spec/rules.md section 2: own side, nothing to coinche, already coinched
        if not self.rules.coinche:
            return "auction.coinche", "this variant has no coinche"
        if self.last is not None and self.variant.same_side(call.seat, self.last.seat):
            return "auction.coinche", f"{call.seat} is not an opponent of the bidder, {self.last.seat}"
        if self.last is None:
            return "auction.coinche", "there is no bid to coinche"
        if self.coinched_by:
            return "auction.coinche", "the contract is already coinched"
        if not self._coinchable():
            return "auction.coinche", f"a {self.last.special} bid may not be coinched here"
        if not self._may_coinche(call.seat):
            after = self.seats[(self.seats.index(self.last.seat) + 1) % len(self.seats)]
            return (
                "auction.coinche",
                f"only {after}, the next to speak after {self.last.seat}'s bid, may coinche it",
            )
        self.coinched_by = call.seat
        self.passes = 0
        return None

    def _coinchable(self) -> bool:
        """Whether the standing bid may be coinched (`auction.special_bids.NAME.coinchable`)."""
        if self.last is None or self.last.special is None:
            return True
        special = self.rules.special(self.last.special)
        return special is None or special.coinchable

    def _may_coinche(self, seat: str) -> bool:
        """`auction.coinche.by` (rule auction.coinche): any opponent, or only the player whose turn
        comes right after the last bid (`next_opponent`: a coinche said at once, or never)."""
        if self.rules.coinche_by == "any_opponent" or self.last is None:
            return True
        return seat == self.seats[(self.seats.index(self.last.seat) + 1) % len(self.seats)]

    def _partner_must_pass(self, seat: str) -> bool:
        """`auction.coinche.partner_after_coinche: must_pass` (rule auction.coinche-freezes): while a
        coinche stands, the coincher's partner may only pass (he has no coinche or surcoinche to say)."""
        return (
            self.rules.partner_after_coinche == "must_pass"
            and self.coinched_by is not None
            and seat != self.coinched_by
            and self.variant.same_side(seat, self.coinched_by)
        )

    def _surcoinche(self, call: Call) -> tuple[str, str] | None:
        if not self.rules.surcoinche:
            return "auction.surcoinche", "this variant has no surcoinche"
        # step 4 of the order: not coinched, then the wrong side (then already surcoinched)
        if not self.coinched_by or self.last is None:
            return "auction.surcoinche", "only a coinched contract can be surcoinched"
        if not self.variant.same_side(call.seat, self.last.seat):
            return "auction.surcoinche", f"{call.seat} is not on the coinched side"
        if self.surcoinched_by:
            return "auction.surcoinche", "the contract is already surcoinched"
        self.surcoinched_by = call.seat
        self.passes = 0
        if self.rules.surcoinche_ends_auction:
            self.ended = True
        return None

    def contract(self) -> Contract | None:
        if self.last is None or not self.ended:
            return None
        mult = 1
        if self.surcoinched_by:
            mult = self.rules.surcoinche_multiplier
        elif self.coinched_by:
            mult = self.rules.coinche_multiplier
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
    """Judge every call in order; stop at the first illegal one. `turned`: classic belote's turned card."""
    auction = _Auction(variant, dealer, turned)
    for index, call in enumerate(calls):
        legal = auction.legal_calls(call.seat) if call.seat == auction.expected_seat(index) else ()
        problem = auction.judge(index, call)
        if problem is not None:
            rule, message = problem
            if rule == "auction.turn" and not auction.ended:
                legal = (f"a call by {auction.expected_seat(index)}",)
            return AuctionResult(
                None, False, auction.ended, AuctionViolation(index, call, rule, message, legal)
            )
    return AuctionResult(auction.contract(), auction.redeal, auction.ended, None)


def first_player(variant: Variant, dealer: str) -> str:
    """The first speaker, who also leads the first trick (rule deal.seats)."""
    return variant.seats[(variant.seats.index(dealer) + variant.first_speaker) % len(variant.seats)]
