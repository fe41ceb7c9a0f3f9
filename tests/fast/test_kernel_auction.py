"""The auction kernel (refscore.kernel.auction): the one place where a call is judged legal or not.

Why these tests:
- the table is `decide` on every (call kind, facts) pair, for random option sets (the table is
  built by a shortcut that fills whole blocks: it must not differ from `decide` anywhere);
- on every fact combination a state of the auction can reach, the judge that reads the table gives
  the same rule, message, legal calls and next state as the judge it replaced (tests/auction_oracle.py,
  the reference judge before the kernel), under random auction options and special bids;
- whole random auctions give the same result through both judges;
- batch checking (both tiers) equals the reference on random and mutated auctions of random house
  variants (tests/strategies_variants.py, now drawing the auction options too);
- every value of every auction enum of the schema is taught to the kernel (a new value fails here,
  and `assert_never` makes mypy fail where it is not handled).
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import random
from typing import Any

import auction_oracle as oracle
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies_variants import SCHEMA, auction_enum_values, house_variants
from test_fast import TIERS, event, reference
from test_house_variants import _agree

import refscore.judge.auction_judge as judged
from refscore.base.cards import Card, Suit
from refscore.judge.generate import random_deal
from refscore.kernel import auction as kernel
from refscore.kernel.auction import (
    BID_ENDS_BIDDING,
    BID_NOT_COINCHABLE,
    BID_STANDS,
    CALLER_BIDDER_SIDE,
    CALLER_COINCHER_PARTNER,
    CALLER_NEXT_AFTER_BID,
    CALLER_PASSED,
    COINCHED,
    ENDED,
    OUT_OF_TURN,
    RULE_OF,
    SECOND_ROUND,
    STATES,
    SURCOINCHED,
    AuctionFacts,
    AuctionKind,
    AuctionOptions,
    AuctionTable,
    CallKind,
    CoincheBy,
    PartnerAfterCoinche,
    Reason,
    decide,
)
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import Call, Trump
from refscore.model.rule_ids import RULES
from refscore.model.variant import SpecialBid, TrumpKind, Variant

SETTINGS = settings(
    max_examples=12,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

#: the rules a bid or a take may still break once the table allows its state (steps 6 to 10)
VALUE_RULES = {
    "auction.trump-mode",
    "auction.special-bid",
    "auction.bid-range",
    "auction.bid-step",
    "auction.bid-higher",
    "auction.take",
}


@st.composite
def auction_options(draw: st.DrawFn) -> AuctionOptions:
    return AuctionOptions(
        kind=draw(st.sampled_from(AuctionKind)),
        coinche=draw(st.booleans()),
        surcoinche=draw(st.booleans()),
        coinche_freezes_bidding=draw(st.booleans()),
        bid_after_pass=draw(st.booleans()),
        surcoinche_ends_auction=draw(st.booleans()),
        coinche_by=draw(st.sampled_from(CoincheBy)),
        partner_after_coinche=draw(st.sampled_from(PartnerAfterCoinche)),
    )


@st.composite
def judged_variants(draw: st.DrawFn) -> Variant:
    """A shipped variant (four seats in two teams, or three alone) under random auction options, with
    four special bids: every combination of `ends_bidding` and `coinchable`."""
    base = shipped_variant(draw(st.sampled_from(["coinche", "chien-3", "belote", "contree"])))
    options = draw(auction_options())
    made = shipped_variant("coinche").auction.special_bids[0].made
    specials = tuple(
        SpecialBid(f"s{int(ends)}{int(coinchable)}", 250 + 10 * index, made, ends, coinchable)
        for index, (ends, coinchable) in enumerate(itertools.product((False, True), repeat=2))
    )
    modes = tuple(mode for mode in TrumpKind if mode in base.modes and draw(st.booleans())) or (
        TrumpKind.SUIT,
    )
    rules = dataclasses.replace(
        base.auction,
        kind=options.kind.value,
        coinche=options.coinche,
        surcoinche=options.surcoinche,
        coinche_freezes_bidding=options.coinche_freezes_bidding,
        bid_after_pass=options.bid_after_pass,
        surcoinche_ends_auction=options.surcoinche_ends_auction,
        coinche_by=options.coinche_by.value,
        partner_after_coinche=options.partner_after_coinche.value,
        special_bids=specials if draw(st.booleans()) else specials[:1],
        trump_modes=modes,
        passes_to_end=draw(st.integers(1, len(base.seats) - 1)),
    )
    return dataclasses.replace(base, auction=rules)


# --- the table is decide, everywhere ---------------------------------------------------------------


@pytest.mark.slow
@SETTINGS
@given(options=auction_options())
def test_the_table_is_decide_on_every_index(options: AuctionOptions) -> None:
    table = AuctionTable.build(options)
    assert len(table.reasons) == len(CallKind) * STATES
    for kind in CallKind:
        for index in range(STATES):
            assert table.reasons[kind << len(kernel.FACTS) | index] == decide(
                options, kind, AuctionFacts.from_index(index)
            ), (kind, AuctionFacts.from_index(index))


# --- the judge on the table equals the judge it replaced, state by state -------------------------------

_RELATIONS = BID_STANDS | COINCHED | SURCOINCHED | CALLER_BIDDER_SIDE | CALLER_COINCHER_PARTNER
_RELATIONS |= CALLER_NEXT_AFTER_BID


def _relations(variant: Variant) -> dict[int, tuple[str | None, str | None, str | None]]:
    """(bidder, coincher, surcoincher) realising each combination of the facts that relate the
    caller (the first seat) to the standing bid, among the states an auction can reach: the coincher
    an opponent of the bidder, the surcoincher on the bidder's side."""
    seats = variant.seats
    caller = seats[0]
    found: dict[int, tuple[str | None, str | None, str | None]] = {}
    for bidder, coincher, surcoincher in itertools.product([None, *seats], repeat=3):
        if bidder is None and (coincher or surcoincher):
            continue
        if coincher is not None and variant.same_side(coincher, bidder or ""):
            continue
        if surcoincher is not None and not variant.same_side(surcoincher, bidder or ""):
            continue
        bits = 0
        if bidder is not None:
            bits |= BID_STANDS
            bits |= CALLER_BIDDER_SIDE if variant.same_side(caller, bidder) else 0
            bits |= CALLER_NEXT_AFTER_BID if caller == seats[(seats.index(bidder) + 1) % len(seats)] else 0
        if coincher is not None:
            bits |= COINCHED
            bits |= (
                CALLER_COINCHER_PARTNER if caller != coincher and variant.same_side(caller, coincher) else 0
            )
        if surcoincher is not None:
            bits |= SURCOINCHED
        found.setdefault(bits, (bidder, coincher, surcoincher))
    return found


def _call(variant: Variant, kind: CallKind) -> Call:
    """A call of `kind` by the first seat, as legal as its value can be (the highest numbered bid, a
    trump mode the variant plays) so that the state decides."""
    rules = variant.auction
    seat = variant.seats[0]
    mode = rules.trump_modes[0]
    trump = Trump(mode, Suit(0) if mode is TrumpKind.SUIT else None)
    modes = [m for m in rules.trump_modes if m is not TrumpKind.SUIT] or [TrumpKind.NO_TRUMP]
    match kind:
        case CallKind.PASS | CallKind.COINCHE | CallKind.SURCOINCHE:
            return Call(seat, kind.name.lower(), None, None, "$")
        case CallKind.BID:
            top = max(v for v in range(rules.floor, rules.ceiling + 1) if (v - rules.floor) % rules.step == 0)
            return Call(seat, "bid", top, trump, "$")
        case CallKind.TAKE:
            return Call(seat, "take", None, None, "$")
        case CallKind.TAKE_TURNED:
            return Call(seat, "take", None, Trump(TrumpKind.SUIT, Suit(0)), "$")
        case CallKind.TAKE_OTHER:
            return Call(seat, "take", None, Trump(TrumpKind.SUIT, Suit(2)), "$")
        case CallKind.TAKE_MODE:
            return Call(seat, "take", None, Trump(modes[0]), "$")
        case CallKind.OTHER:
            return Call(seat, "double", None, None, "$")


def _state(
    auction: Any,
    bid_class: Any,
    variant: Variant,
    index: int,
    relations: dict[int, tuple[str | None, str | None, str | None]],
) -> bool:
    """Put `auction` (either judge) in a state whose facts, seen from the first seat, are `index`;
    False when no state an auction of this variant can reach has them (there the old judge's
    answers were never asked for, and some contradict each other: its list of legal calls offered a
    surcoinche where its judge knew no such call)."""
    seats = variant.seats
    relation = relations.get(index & _RELATIONS)
    if relation is None:
        return False
    bidder, coincher, surcoincher = relation
    special_bits = index & (BID_ENDS_BIDDING | BID_NOT_COINCHABLE)
    rules = variant.auction
    turned_card = rules.kind == "turned_card"
    if (coincher is not None and not rules.coinche) or (surcoincher is not None and not rules.surcoinche):
        return False  # no coinche (surcoinche) is ever said
    if turned_card and (special_bits or (bidder is not None and not rules.coinche and not index & ENDED)):
        return False  # no special bid; a take without a coinche ends the auction
    if not turned_card and index & SECOND_ROUND and not index & ENDED:
        return False  # everybody passed once: the redeal
    if bidder is not None and index & SECOND_ROUND:
        return False
    if bidder is None and special_bits:
        return False
    auction.start = 1 if index & OUT_OF_TURN else 0  # expected_seat(0) is the caller, or the next
    if bidder is not None:
        ends, coinchable = bool(special_bits & BID_ENDS_BIDDING), not special_bits & BID_NOT_COINCHABLE
        special = next(
            (
                bid
                for bid in variant.auction.special_bids
                if bid.ends_bidding == ends and bid.coinchable == coinchable
            ),
            None,
        )
        if special_bits and special is None:
            return False
        value = special.value if special_bits and special else variant.auction.floor
        name = special.name if special_bits and special else None
        auction.last = bid_class(bidder, value, name, Trump(TrumpKind.SUIT, Suit(1)))
    auction.coinched_by = coincher
    auction.surcoinched_by = surcoincher
    auction.passes = len(seats) if index & SECOND_ROUND else 0
    auction.passed = {seats[0]} if index & CALLER_PASSED else set()
    auction.ended = bool(index & ENDED)
    return True


def _copy_state(old: Any, new: judged._Auction) -> None:
    """Put the reference judge's `AuctionState` (seats as numbers) in the oracle's state (names)."""
    number = {seat: index for index, seat in enumerate(new.seats)}
    state, last = new.state, old.last
    new.start = old.start
    if last is not None:
        special = new.kernel.special_index[last.special] if last.special is not None else -1
        state.put_bid(number[last.seat], last.value, special)
        new.trump = last.trump
    state.coinched_by = number[old.coinched_by] if old.coinched_by is not None else -1
    state.surcoinched_by = number[old.surcoinched_by] if old.surcoinched_by is not None else -1
    state.standing |= (kernel.COINCHED if old.coinched_by else 0) | (
        kernel.SURCOINCHED if old.surcoinched_by else 0
    )
    state.passes = old.passes
    state.passed = sum(1 << number[seat] for seat in old.passed)
    state.ended = old.ended
    state.standing |= kernel.ENDED if old.ended else 0


def _snapshot(auction: Any) -> tuple[Any, ...]:
    last = auction.last
    return (
        auction.ended,
        auction.redeal,
        auction.passes,
        frozenset(auction.passed),
        auction.coinched_by,
        auction.surcoinched_by,
        None if last is None else (last.seat, last.value, last.special, last.trump),
    )


@pytest.mark.slow
@SETTINGS
@given(variant=judged_variants())
def test_the_table_equals_the_old_judge_on_every_fact_combination(variant: Variant) -> None:
    turned = Card(0)  # the 7 of spades: the turned suit is spades
    table = kernel.AuctionKernel.of(variant.auction, len(variant.seats)).table
    caller = variant.seats[0]
    compared = 0
    relations = _relations(variant)
    for kind in CallKind:
        call = _call(variant, kind)
        for index in range(STATES):
            old = oracle._Auction(variant, variant.seats[0], turned)
            new = judged._Auction(variant, variant.seats[0], turned)
            if not _state(old, oracle._Bid, variant, index, relations):
                continue
            _copy_state(old, new)
            expected = new.expected_seat(0)
            assert new.facts(caller, expected) == index, "the judge computes the facts of this state"
            if not index & OUT_OF_TURN:
                assert new.legal_calls(caller) == old.legal_calls(caller), AuctionFacts.from_index(index)
            problem = old.judge(0, call)
            assert new.judge(0, call) == problem, (kind, AuctionFacts.from_index(index))
            assert _snapshot(new) == _snapshot(old)
            reason = table.reason(kind, index)
            if reason is Reason.LEGAL:
                assert problem is None or problem[0] in VALUE_RULES, (kind, problem)
            else:
                assert problem is not None and problem[0] == RULE_OF[reason], (kind, reason, problem)
            compared += 1
    assert compared > 100


# --- whole auctions -----------------------------------------------------------------------------


@st.composite
def auctions(draw: st.DrawFn, variant: Variant) -> list[Call]:
    """A random auction, mostly in turn and mostly plausible, so that it goes some way before the
    first illegal call (if any)."""
    seats = variant.seats
    rules = variant.auction
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    first = (variant.first_speaker) % len(seats)  # the dealer is the first seat
    calls: list[Call] = []
    value = rules.floor
    for index in range(draw(st.integers(1, 16))):
        seat = seats[(first + index) % len(seats)] if rng.random() < 0.93 else rng.choice(seats)
        word = rng.choice(["pass"] * 5 + ["bid"] * 3 + ["coinche", "surcoinche", "take", "take", "double"])
        trump: Trump | None = None
        said: int | str | None = None
        if word == "bid":
            mode = rng.choice([*TrumpKind])
            trump = Trump(mode, Suit(rng.randrange(4)) if mode is TrumpKind.SUIT else None)
            if rng.random() < 0.15 and rules.special_bids:
                said = rng.choice([*(bid.name for bid in rules.special_bids), "slam"])
            else:
                value += rng.choice([-rules.step, 0, rules.step, rules.step, 2 * rules.step, 3])
                said = value
        elif word == "take" and rng.random() < 0.7:
            mode = rng.choice([TrumpKind.SUIT, TrumpKind.SUIT, TrumpKind.NO_TRUMP, TrumpKind.ALL_TRUMP])
            trump = Trump(mode, Suit(rng.randrange(4)) if mode is TrumpKind.SUIT else None)
        calls.append(Call(seat, word, said, trump, f"$.auction[{index}]"))
    return calls


@settings(SETTINGS, max_examples=150)
@given(variant=judged_variants(), data=st.data())
def test_whole_auctions_are_judged_as_before(variant: Variant, data: st.DataObject) -> None:
    calls = data.draw(auctions(variant))
    turned = Card(8 * data.draw(st.integers(0, 3)))
    dealer = variant.seats[0]
    new = judged.judge_auction(variant, dealer, calls, turned)
    old = oracle.judge_auction(variant, dealer, calls, turned)
    assert (new.redeal, new.finished) == (old.redeal, old.finished)
    assert new.contract == old.contract  # (both the engine's Contract: the oracle's own class)
    assert (new.violation is None) == (old.violation is None)
    if new.violation is not None and old.violation is not None:
        assert dataclasses.astuple(new.violation) == dataclasses.astuple(old.violation)
        event(f"illegal: {new.violation.rule}")
    else:
        event("legal" if new.finished else "unfinished")


# --- batch checking on random and mutated auctions of random house variants ----------------------


def _mutate_auction(deal: dict[str, Any], draw: Any, variant: Variant) -> None:
    calls = deal["auction"]
    index = draw(st.integers(0, max(len(calls) - 1, 0)))
    seat = calls[index]["seat"] if calls else variant.seats[0]
    choice = draw(
        st.sampled_from(
            ["pass", "coinche", "surcoinche", "take", "take-other", "bid", "special", "delete", "seat"]
        )
    )
    if choice == "delete" and calls:
        del calls[index]
    elif choice == "seat" and calls:
        calls[index]["seat"] = draw(st.sampled_from(variant.seats))
    elif choice == "bid":
        value = draw(st.integers(variant.auction.floor - 10, variant.auction.ceiling + 10))
        trump = draw(st.sampled_from(["S", "H", "SA", "TA"]))
        calls.insert(index, {"seat": seat, "call": "bid", "value": value, "trump": trump})
    elif choice == "special":
        name = draw(st.sampled_from(["capot", "generale", "slam"]))
        calls.insert(index, {"seat": seat, "call": "bid", "value": name, "trump": "H"})
    elif choice == "take-other":
        calls.insert(
            index, {"seat": seat, "call": "take", "trump": draw(st.sampled_from(["S", "H", "SA", "TA"]))}
        )
    else:
        calls.insert(index, {"seat": seat, "call": choice})


@pytest.mark.slow
@pytest.mark.parametrize("tier", TIERS)
@settings(SETTINGS, max_examples=60)
@given(variant=house_variants(), seed=st.integers(0, 2**32 - 1), mutate=st.booleans(), data=st.data())
def test_batch_equals_the_reference_on_random_auctions(
    tier: str, variant: Variant, seed: int, mutate: bool, data: st.DataObject
) -> None:
    deal = random_deal(variant, seed)
    if mutate:
        _mutate_auction(deal, data.draw, variant)
    answer = _agree(variant, deal, tier)
    if not mutate:
        assert answer is not None, "a clean deal of a house variant was declined"
    expected = reference(json.loads(json.dumps(deal)), variant)
    violation = expected["violation"] if expected is not None else None
    if violation is not None and violation["phase"] == "auction":
        assert answer is not None, "an auction fault was left to the reference path"  # (equal: `_agree`)


# --- every enum value is taught ---------------------------------------------------------------------


def test_every_auction_enum_value_of_the_schema_is_taught() -> None:
    """A value added to the schema's auction enums and not to the kernel fails here; every
    combination of them builds a table, so a value the kernel's `match` does not handle raises
    (`assert_never` at run time) — and makes mypy fail before that."""
    auction = SCHEMA["properties"]["auction"]["properties"]
    assert {kind.value for kind in AuctionKind} == set(auction["kind"]["enum"])
    assert {by.value for by in CoincheBy} == set(auction_enum_values("coinche", "by"))
    assert {p.value for p in PartnerAfterCoinche} == set(
        auction_enum_values("coinche", "partner_after_coinche")
    )
    for kind, by, partner in itertools.product(AuctionKind, CoincheBy, PartnerAfterCoinche):
        options = AuctionOptions(kind, True, True, False, False, False, by, partner)
        table = kernel.auction_table(options)
        assert len(table.reasons) == len(CallKind) * STATES
        assert kernel.rounds(options) in (1, 2)
        assert all(isinstance(end, bool) for end in table.ends)


def test_every_reason_cites_a_rule_of_the_rule_book() -> None:
    assert RULE_OF[Reason.LEGAL] == ""
    for reason in Reason:
        if reason is not Reason.LEGAL:
            assert RULE_OF[reason] in RULES, reason
    # and the table holds nothing but reasons
    for options in (AuctionOptions.of(shipped_variant(name).auction) for name in ("coinche", "belote")):
        assert set(kernel.auction_table(options).reasons) <= {int(reason) for reason in Reason}


def test_the_reference_words_every_reason() -> None:
    """`refscore.judge.auction_judge` has a sentence for every reason (a `match` with `assert_never`)."""
    variant = shipped_variant("coinche")
    auction = judged._Auction(variant, variant.seats[0], Card(0))
    call = Call(variant.seats[0], "bid", 80, Trump(TrumpKind.SUIT, Suit(0)), "$")
    for reason in Reason:
        if reason is not Reason.LEGAL:
            assert auction._message(reason, call, variant.seats[1])


def test_the_bid_ladder_is_the_floor_the_step_and_the_ceiling() -> None:
    """Rules auction.bid-range and auction.bid-step, by hand: floor 80, step 10, ceiling 160 (coinche)
    make the bids 80, 90, ... 160, nothing else; coinche-5's step of 5 adds 85, 95, ... 155."""
    ladder = kernel.AuctionKernel.of(shipped_variant("coinche").auction, 4).ladder
    assert [value for value, legal in enumerate(ladder) if legal] == list(range(80, 161, 10))
    ladder5 = kernel.AuctionKernel.of(shipped_variant("coinche-5").auction, 4).ladder
    assert [value for value, legal in enumerate(ladder5) if legal] == list(range(80, 161, 5))


def test_the_belote_is_the_king_and_queen_of_trump() -> None:
    """Rule belote: the king and queen of trump, in the modes whose table has one (hearts: QH KH)."""
    from refscore.base.cards import card_name
    from refscore.kernel.belote import belote_cards, belote_pair

    variant = shipped_variant("coinche")
    assert [card_name(card) for card in belote_pair(variant.modes[TrumpKind.SUIT], Suit(1))] == ["QH", "KH"]
    assert belote_cards(variant.modes[TrumpKind.SUIT], Suit(1)) == (1 << 13) | (1 << 14)
    if TrumpKind.NO_TRUMP in variant.modes:
        assert belote_pair(variant.modes[TrumpKind.NO_TRUMP], None) == ()


# --- the one state every consumer advances ---------------------------------------------------------


def test_the_auction_state_by_hand() -> None:
    """Coinche, seats N E S W (0 1 2 3; sides NS = 0, EW = 1), N first to speak. Rules auction.end
    (after a bid, the three others pass in a row) and auction.all-pass (four passes, no bid: redeal):
    the pass limits are (4, 3). N passes; E bids 80; S coinches; W, N and E pass: it ends there."""
    variant = shipped_variant("coinche")
    state = kernel.AuctionState(kernel.AuctionKernel.of(variant.auction, 4), (0, 1, 0, 1))
    assert state.kernel.pass_limits == (4, 3)
    assert state.facts(0, False) == 0  # nothing said yet
    assert state.facts(1, True) == OUT_OF_TURN
    state.advance(CallKind.PASS, 0)
    state.advance(CallKind.BID, 1, 80)
    # S: an opponent of E, and the next to speak after the bid; N: passed before, not next
    assert state.facts(2, False) == BID_STANDS | CALLER_NEXT_AFTER_BID
    assert state.facts(0, False) == BID_STANDS | CALLER_PASSED
    state.advance(CallKind.COINCHE, 2)
    # W: on the bidder's side; N: the coincher's partner, who passed before
    assert state.facts(3, False) == BID_STANDS | COINCHED | CALLER_BIDDER_SIDE
    assert state.facts(0, False) == BID_STANDS | COINCHED | CALLER_COINCHER_PARTNER | CALLER_PASSED
    for seat in (3, 0):
        state.advance(CallKind.PASS, seat)
        assert not state.ended
    state.advance(CallKind.PASS, 1)  # the third pass in a row after the coinche
    assert (state.ended, state.redeal, state.bidder, state.value, state.coinched_by) == (
        True,
        False,
        1,
        80,
        2,
    )
    assert state.facts(2, False) & ENDED
    # a higher bid lifts the coinche (where the variant lets one follow it): E 80, S coinche, W 90
    again = kernel.AuctionState(state.kernel, (0, 1, 0, 1))
    again.advance(CallKind.BID, 1, 80)
    again.advance(CallKind.COINCHE, 2)
    again.advance(CallKind.BID, 3, 90)
    assert (again.coinched_by, again.facts(0, False) & COINCHED) == (-1, 0)
    # four passes and no bid: the redeal
    redeal = kernel.AuctionState(state.kernel, (0, 1, 0, 1))
    for seat in range(4):
        assert not redeal.ended
        redeal.advance(CallKind.PASS, seat)
    assert (redeal.ended, redeal.redeal) == (True, True)


def test_only_the_kernel_computes_the_facts_of_an_auction() -> None:
    """Structural: no module but `refscore/kernel/auction.py` computes a fact seen from the caller
    (each consumer advances `AuctionState`; the compiled core checks the fact names it computes)."""
    from pathlib import Path

    root = Path(judged.__file__).parent
    caller_facts = ("CALLER_BIDDER_SIDE", "CALLER_NEXT_AFTER_BID", "CALLER_PASSED", "CALLER_COINCHER_PARTNER")
    sources = [*root.rglob("*.py"), *(root.parent / "cli").rglob("*.py")]
    for source in sources:
        if source.name == "auction.py" and source.parent.name == "kernel":
            continue
        text = source.read_text(encoding="utf-8")
        for fact in caller_facts:
            assert fact not in text, f"{source} computes {fact}: advance kernel.auction.AuctionState"
