"""The words of an illegal call: its sentence and the calls its player could have made instead.

Why a module of its own: the reference judge (`refscore.judge.auction_judge`) and the batch's fast
tiers (`refscore.fast.auction_faults`) word a call the kernel's table refuses alike, byte for byte;
written once here, from plain values (the call as read, the seats' names, the standing bid's
parts), the fast tiers word a fault without building the judge's objects or importing it. Which
call is illegal, and why, is the kernel's (`refscore.kernel.auction`): these functions only say it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import assert_never

from refscore.base.cards import SUIT_SYMBOLS, Suit
from refscore.base.errors import sentence
from refscore.base.langs import SeatWord
from refscore.kernel.auction import AuctionKernel, CallKind, Reason
from refscore.model.record import Call
from refscore.model.variant import AuctionRules, TrumpKind

__all__ = ["Standing", "call_sentence", "legal_call_words", "shown_legal"]

Standing = tuple[str, int, "str | None"]
"""The standing bid as a sentence names it: its bidder's seat, its value and its special bid's
name (None: a numbered bid, or a take)."""


def call_sentence(
    kernel: AuctionKernel,
    rules: AuctionRules,
    seats: Sequence[str],
    reason: Reason,
    call: Call,
    expected: str,
    last: Standing | None,
    coinched_by: str | None,
    turned_suit: Suit | None,
) -> str:
    """The sentence of `check` for `call`, illegal for `reason` (its rule is `RULE_OF[reason]`;
    `kernel`: the variant's auction), when `expected` was the seat to speak, `last` the standing
    bid (None: none stands), `coinched_by` the seat that coinched it and `turned_suit` the turned
    card's suit (None: no turned card)."""
    turned = "SHDC"[turned_suit] if turned_suit is not None else "?"
    match reason:
        case Reason.LEGAL:
            raise AssertionError("a legal call has no message")
        case Reason.ENDED:
            return "the auction had already ended"
        case Reason.OUT_OF_TURN:
            return f"it was {expected}'s turn to call, not {call.seat}'s"
        case Reason.UNKNOWN_CALL:
            return f"a {call.kind!r} call does not exist here (calls: {', '.join(kernel.table.words)})"
        case Reason.NO_COINCHE:
            return "this variant has no coinche"
        case Reason.COINCHE_OWN_SIDE:
            return f"{call.seat} is not an opponent of the bidder, {last[0] if last else '?'}"
        case Reason.NOTHING_TO_COINCHE:
            return "there is no bid to coinche"
        case Reason.ALREADY_COINCHED:
            return "the contract is already coinched"
        case Reason.NOT_COINCHABLE:
            return f"a {last[2] if last else '?'} bid may not be coinched here"
        case Reason.NOT_NEXT:
            bidder = last[0] if last else "?"
            after = seats[(seats.index(last[0]) + 1) % len(seats)] if last else "?"
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
            return f"{call.seat} is the partner of the coincher, {coinched_by}, and may only pass"
        case Reason.SPECIAL_ENDS:
            return f"no bid may follow a {last[2] if last else '?'}"
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
            standing = (last[2] or last[1]) if last else "?"
            return f"{said} does not exceed the last bid, {standing}"
        case Reason.ALREADY_TAKEN:
            return f"{last[0] if last else '?'} has already taken"
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


def legal_call_words(
    kernel: AuctionKernel,
    rules: AuctionRules,
    ended: bool,
    facts: int,
    current: int,
    turned_suit: Suit | None,
) -> tuple[str, ...]:
    """What a seat could say, in words, for the report of an illegal call: none once the auction
    `ended`, else the calls the kernel's table allows under `facts` (the state seen from that seat,
    in turn), `current` being the standing bid's value (0: none stands)."""
    if ended:
        return ()
    table = kernel.table

    def legal(kind: CallKind) -> bool:
        return table.reason(kind, facts) is Reason.LEGAL

    calls: list[str] = [sentence("call.pass")]
    turned = "SHDC"[turned_suit] if turned_suit is not None else "?"
    symbol = SUIT_SYMBOLS[turned_suit] if turned_suit is not None else "?"
    if legal(CallKind.TAKE_TURNED):
        calls.append(sentence("call.take_turned", suit=turned, symbol=symbol))
    if legal(CallKind.TAKE_OTHER):
        calls.append(sentence("call.take_other", suit=turned, symbol=symbol))
    if legal(CallKind.TAKE_MODE):
        modes = [kind for kind in rules.trump_modes if kind is not TrumpKind.SUIT]
        calls += [sentence(f"call.take_{kind.value}") for kind in modes]  # call.take_no_trump, ...
    if legal(CallKind.BID):
        ladder = kernel.ladder
        low = next((value for value in range(current + 1, len(ladder)) if ladder[value]), None)
        if low is not None:
            calls.append(sentence("call.bid_range", low=low, ceiling=rules.ceiling, step=rules.step))
        calls += [
            sentence("call.special", name=bid.name, value=bid.value)
            for bid in rules.special_bids
            if bid.value > current
        ]
    if legal(CallKind.COINCHE):
        calls.append(sentence("call.coinche"))
    if legal(CallKind.SURCOINCHE):
        calls.append(sentence("call.surcoinche"))
    return tuple(calls)


def shown_legal(
    rule: str, seat: str, expected: str, ended: bool, legal_of: Callable[[], tuple[str, ...]]
) -> tuple[str, ...]:
    """The legal calls an illegal call's violation shows: the seat whose turn it was, for a call out
    of turn in an auction still going; else what the caller could have said (`legal_of()`), when it
    was its turn; else none."""
    if rule == "auction.turn" and not ended:
        return _call_by(expected)
    return legal_of() if seat == expected else ()


@functools.lru_cache(maxsize=64)
def _call_by(expected: str) -> tuple[str, ...]:
    """("a call by W",): kept by seat, as the batch shows it for every call out of turn."""
    return (sentence("call.by", seat=SeatWord(expected)),)
