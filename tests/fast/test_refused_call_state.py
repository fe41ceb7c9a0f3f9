"""The compiled walk hands over the state before a call the kernel's table refuses
(`_fastcore.c` `REFUSED_IF`, read by `FastChecker.check_scored` through `auction_faults.state_of`):
the same call index, standing trump, turned card and `AuctionState` as the Python walk leaves
(`FastChecker._check`: `_calls`, then `walk_auction`).

Why: the batch words an illegal call from that state without walking the record again, so a state
handed over wrong would word the fault from another situation. The property runs the faults of
tests/fast/test_illegal_auction_line.py over house variants; the line itself stays the reference's
(tests/fast/test_illegal_auction_line.py, tests/fast/test_auction_faults.py).
"""

from __future__ import annotations

from hypothesis import event, given
from hypothesis import strategies as st
from strategies_variants import house_variants
from test_illegal_auction_line import SETTINGS, with_an_auction_fault

from refscore.fast.auction_faults import state_of
from refscore.fast.checker import FastChecker
from refscore.kernel.auction import AuctionState
from refscore.kernel.deal_walk import walk_auction
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import Variant

_FIELDS = (
    "bidder",
    "value",
    "special",
    "coinched_by",
    "surcoinched_by",
    "passes",
    "passed",
    "ended",
    "redeal",
    "standing",
)


def _python_walk(checker: FastChecker, deal: dict[str, object]) -> tuple[object, ...]:
    """(index, standing trump code, turned card, the state's fields) as `FastChecker._check` walks."""
    start = (checker.seat_index[deal["dealer"]] + checker.first_offset) % checker.n
    turned = checker.cards[deal["turned"]] if checker.turned_card else -1
    read, codes = checker._calls(deal["auction"], start, turned)
    state = AuctionState(checker.auction, checker.unit_of)
    stop, _ = walk_auction(state, read)
    legal = len(read) if stop < 0 else stop
    code = next((codes[index] for index in range(legal - 1, -1, -1) if codes[index] >= 0), 0)
    return (legal, code, turned, *(getattr(state, name) for name in _FIELDS))


@SETTINGS
@given(variant=house_variants(), seed=st.integers(0, 2**32 - 1), data=st.data())
def test_the_state_handed_over_is_the_python_walks(variant: Variant, seed: int, data: st.DataObject) -> None:
    checker = FastChecker(variant)
    if checker.core is None:
        return
    deal = with_an_auction_fault(variant, seed, data)
    judged = checker.core.judge_flat(deal)
    if judged is None or len(judged) != 13:
        event("not a refused call the compiled walk read whole")
        return
    event("handed over")
    index, code, turned, *fields = judged
    state = state_of(checker.auction, checker.unit_of, fields)
    handed = (index, code, turned, *(getattr(state, name) for name in _FIELDS))
    assert handed == _python_walk(checker, deal)
    assert type(state.ended) is bool and type(state.redeal) is bool


def test_a_bid_below_the_standing_one_hands_over_the_standing_bid() -> None:
    # contree (numbered bids 80 to 160 in steps of 10; capot and générale apart), dealer N, so E speaks
    # first: E bids 100 hearts, S passes, W bids 90 spades, below the standing 100: the walk stops at
    # call 2 with E's bid standing (bidder E = seat 1, value 100, hearts' code), one pass (S = seat 2)
    variant = shipped_variant("contree")
    checker = FastChecker(variant)
    assert checker.core is not None
    deal = {
        "dealer": "N",
        "hands": {
            "N": ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"],
            "E": ["7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"],
            "S": ["7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD"],
            "W": ["7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"],
        },
        "auction": [
            {"seat": "E", "call": "bid", "value": 100, "trump": "H"},
            {"seat": "S", "call": "pass"},
            {"seat": "W", "call": "bid", "value": 90, "trump": "S"},
        ],
    }
    judged = checker.core.judge_flat(deal)
    assert judged is not None and len(judged) == 13
    index, code, _, *fields = judged
    state = state_of(checker.auction, checker.unit_of, fields)
    assert index == 2
    assert (state.bidder, state.value, state.special, state.passes, state.passed) == (1, 100, -1, 1, 1 << 2)
    assert (state.coinched_by, state.surcoinched_by, state.ended, state.redeal) == (-1, -1, False, False)
    assert checker.trumps["H"] == code  # the standing bid's trump, not the refused bid's spades
    assert _python_walk(checker, deal) == (index, code, -1, *(getattr(state, n) for n in _FIELDS))
