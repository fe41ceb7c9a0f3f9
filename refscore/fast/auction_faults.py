"""The violation of an illegal call for the fast batch path, judged by the reference judge once per
situation.

Why a memo: the fast path stops its auction walk at the first call the table refuses and asks the
reference judge (`auction_judge.judge_call`) for the rule, the sentence and the legal calls, which
costs about as much as judging a whole legal deal. The verdict reads nothing but the variant, the
dealer, the turned card, the kernel's state before the call (with the standing bid's trump), the
call's index and the call as written, so it is kept by those: realistic logs repeat the same few
faults (a call out of turn, a bid below the standing one) in the same situations.

Nothing is decided here: the verdict and its words are the judge's (`judge_call`), the violation's
fields `check_deal`'s as `render.result_json` writes them. tests/fast/test_auction_faults.py: equal to the
reference's verdict, memo hit or missed.

Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from refscore.base.cards import Card, Suit
from refscore.base.places import call_where
from refscore.kernel.auction import AuctionKernel, AuctionState
from refscore.model.record import Trump
from refscore.model.rule_ids import RULES
from refscore.model.variant import TrumpKind, Variant

__all__ = ["AuctionFaults", "state_of"]

_MAX_MEMO = 20_000  # situations kept: bounds the memo over a long batch of hostile input
_MISSING = object()


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


class AuctionFaults:
    """`FastChecker._auction_fault`'s violation for one variant, kept by its situation."""

    def __init__(self, variant: Variant, kinds: Sequence[TrumpKind], suits: Sequence[Suit | None]) -> None:
        self.variant = variant
        #: the trump kind and suit of each of the fast path's trump codes
        self.kinds, self.suits = kinds, suits
        #: the violation (None: the call is legal), by situation (see `violation`)
        self.memo: dict[tuple[Any, ...], dict[str, Any] | None] = {}

    def violation(
        self, data: dict[str, Any], index: int, state: AuctionState, code: int, turned: int
    ) -> dict[str, Any] | None:
        """The violation of call `index` of `data` (a record of the schema's shape: every call a
        dict of strings and ints), the calls before it having left `state` (`code`: the standing
        bid's trump code, read only when a bid stands; `turned`: the turned card, -1: none), as
        `check_deal` reports it; None when the judge finds the call legal. Shared by the results
        that show it: read-only."""
        bidder = state.bidder
        call = data["auction"][index]
        key = (
            data["dealer"],
            turned,
            code if bidder >= 0 else -1,
            bidder,
            state.value,
            state.special,
            state.coinched_by,
            state.surcoinched_by,
            state.passes,
            state.passed,
            state.ended,
            state.redeal,
            state.standing,
            index,
            *call.items(),  # (strings and ints only, never a bool: `record_shape._call`)
        )
        known = self.memo.get(key, _MISSING)
        if known is _MISSING:
            known = self._judge(data, index, state, code, turned)
            if len(self.memo) >= _MAX_MEMO:
                self.memo.clear()
            self.memo[key] = known
        return known  # type: ignore[return-value]

    def _judge(
        self, data: dict[str, Any], index: int, state: AuctionState, code: int, turned: int
    ) -> dict[str, Any] | None:
        """`violation` on a miss of the memo: the reference judge's verdict on the call alone."""
        from refscore.judge.auction_judge import judge_call
        from refscore.model.record import read_call

        variant = self.variant
        trump = Trump(self.kinds[code], self.suits[code]) if state.bidder >= 0 else None
        dealt = Card(turned) if turned >= 0 else None
        call = read_call(data["auction"][index], index, variant)
        bad = judge_call(variant, data["dealer"], dealt, state, trump, index, call)
        if bad is None:
            return None
        return {  # (`check_deal`'s violation of an illegal call, as `render.result_json` writes it)
            "rule": bad.rule,
            "rule_title": RULES[bad.rule].title,
            "phase": "auction",
            "place": call.path,
            "where": call_where(index),
            "seat": call.seat,
            "action": str(call),
            "message": bad.message,
            "legal": list(bad.legal),
        }
