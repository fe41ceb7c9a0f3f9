"""The violation of an illegal call for the fast batch path: the kernel's verdict on the call, in
the reference's words, without building the reference judge's objects.

Why: the fast path stops its auction walk at the first call the table refuses, with the kernel's
state before it (`_fastcore.c` `REFUSED_IF`, or the Python walk). The reference then judges that
call alone (`auction_judge.judge_call`): the kernel's `walk_auction` on the call as
`deal_walk.auction_call` reads it gives the reason, and `refscore.judge.call_words` words it. Here
the same two kernel functions give the reason and the same word functions say it, from the state's
ints and the seats' names, without the judge's objects: an illegal call's line now costs about one
and a half legal lines' instructions, against four (bench/README.md). What repeats is kept: the
call as read (by what is written in it), its place (by its index) and the legal calls (by the
facts they read).

Nothing is decided here: the reason is the kernel's, the words `call_words`', the violation's
fields `check_deal`'s as `render.result_json` writes them. tests/fast/test_auction_faults.py:
equal to the reference's verdict, kept parts hit or missed.

Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from refscore.base.cards import Suit
from refscore.base.places import call_where
from refscore.judge.call_words import call_sentence, legal_call_words, shown_legal
from refscore.kernel.auction import RULE_OF, AuctionKernel, AuctionState, Reason
from refscore.kernel.deal_walk import auction_call, walk_auction
from refscore.model.record import Call, read_call
from refscore.model.rule_ids import RULES
from refscore.model.variant import Variant

__all__ = ["AuctionFaults", "CallFault", "state_of"]

_MAX_KEPT = 20_000  # calls and legal sets kept: bounds the memos over a long batch of hostile input


def state_of(kernel: AuctionKernel, unit_of: Sequence[int], fields: Sequence[int]) -> AuctionState:
    """The kernel's `AuctionState` from the compiled walk's ints (`_fastcore.c`, `REFUSED_IF`: bidder,
    value, special, coinched_by, surcoinched_by, passes, passed, ended, redeal, standing), as the
    Python walk would have left it: why, the batch then words a refused call without walking the
    record's auction again."""
    state = AuctionState(kernel, unit_of)
    (
        state.bidder,
        state.value,
        state.special,
        state.coinched_by,
        state.surcoinched_by,
        state.passes,
        state.passed,
        ended,
        redeal,
        state.standing,
    ) = fields
    state.ended, state.redeal = bool(ended), bool(redeal)
    return state


class CallFault:
    """What the batch's line of an illegal call is written from (`batch_lines.CallFaultLines`): the
    violation (`AuctionFaults.violation`'s, read-only) and the record's claim (None: none)."""

    __slots__ = ("claim", "violation")

    def __init__(self, violation: dict[str, Any], claim: Any) -> None:
        self.violation = violation
        self.claim = claim

    @property
    def rule(self) -> str:
        rule: str = self.violation["rule"]
        return rule


class AuctionFaults:
    """`FastChecker._auction_fault`'s violation for one variant."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.rules = variant.auction
        seats = variant.seats
        self.seats = seats
        self.n = len(seats)
        self.seat_index = {seat: index for index, seat in enumerate(seats)}
        self.first_speaker = variant.first_speaker
        self.kernel = AuctionKernel.of(self.rules, self.n)
        #: each call as read (`read_call`; its path not read), its caller's number and the violation's
        #: action, by what is written in it
        self.calls: dict[tuple[Any, ...], tuple[Call, int, str]] = {}
        #: the violation's place (`read_call`'s path) and where, by the call's index
        self.places: dict[int, tuple[str, str]] = {}
        #: the legal calls' words (`legal_call_words`), by what they read
        self.legal: dict[tuple[bool, int, int, Suit | None], tuple[str, ...]] = {}
        #: each rule's title (`RULES`)
        self.titles = {rule: RULES[rule].title for rule in RULE_OF.values() if rule}

    def violation(
        self, data: dict[str, Any], index: int, state: AuctionState, turned: int
    ) -> dict[str, Any] | None:
        """The violation of call `index` of `data` (a record of the schema's shape: every call a
        dict of strings and ints, every seat and trump one the reader reads), the calls before it
        having left `state` (`turned`: the turned card, -1: none), as `check_deal` reports it; None
        when the kernel finds the call legal (`state` then moved past it). (The standing bid's trump
        is not read: no sentence names it.)"""
        written = data["auction"][index]
        key = tuple(written.items())  # (strings and ints only, never a bool: `record_shape._call`)
        known = self.calls.get(key)
        if known is None:
            call = read_call(written, index, self.variant)
            known = (call, self.seat_index[call.seat], str(call))
            if len(self.calls) >= _MAX_KEPT:
                self.calls.clear()
            self.calls[key] = known
        call, caller, action = known
        at = self.places.get(index)
        if at is None:  # (at most 200: the schema's longest auction)
            at = self.places[index] = (read_call(written, index, self.variant).path, call_where(index))
        place, where = at
        seats = self.seats
        expected = seats[(self.seat_index[data["dealer"]] + self.first_speaker + index) % self.n]
        read, _ = auction_call(call, caller, expected, turned)
        _, reason = walk_auction(state, (read,))  # (the kernel's verdict: `judge_call`'s)
        if reason is Reason.LEGAL:
            return None
        bidder = state.bidder
        turned_suit = Suit(turned >> 3) if turned >= 0 else None
        last = None
        if bidder >= 0:
            special = self.rules.special_bids[state.special].name if state.special >= 0 else None
            last = (seats[bidder], state.value, special)
        coinched_by = seats[state.coinched_by] if state.coinched_by >= 0 else None
        rule = RULE_OF[reason]
        message = call_sentence(
            self.kernel, self.rules, seats, reason, call, expected, last, coinched_by, turned_suit
        )
        ended = state.ended
        legal = shown_legal(
            rule,
            call.seat,
            expected,
            ended,
            lambda: self._legal(
                ended, state.facts(caller, False), state.value if bidder >= 0 else 0, turned_suit
            ),
        )
        return {  # (`check_deal`'s violation of an illegal call, as `render.result_json` writes it)
            "rule": rule,
            "rule_title": self.titles[rule],
            "phase": "auction",
            "place": place,
            "where": where,
            "seat": call.seat,
            "action": action,
            "message": message,
            "legal": list(legal),
        }

    def _legal(self, ended: bool, facts: int, current: int, turned_suit: Suit | None) -> tuple[str, ...]:
        """`legal_call_words`, kept by what it reads."""
        key = (ended, facts, current, turned_suit)
        known = self.legal.get(key)
        if known is None:
            known = legal_call_words(self.kernel, self.rules, ended, facts, current, turned_suit)
            if len(self.legal) >= _MAX_KEPT:
                self.legal.clear()
            self.legal[key] = known
        return known
