"""When one call breaks several auction rules, the rule reported follows the order of spec/rules.md
section 2 (RULES.md, "Irregularities"): one test per step, each with a call that also breaks a later
step, so that reporting the later rule would fail it.

Seats N E S W, dealer W: N speaks first. `coinche`: bids 80-160 by 10, capot 250, suit trumps only.
"""

from __future__ import annotations

from pathlib import Path

from refscore.judge.auction_judge import judge_auction
from refscore.load.variant_loader import load_variant, shipped_variant
from refscore.model.record import Call, Trump
from refscore.model.variant import TrumpKind, Variant

COINCHE = shipped_variant("coinche")
SEATS = "NESW"


def call(
    index: int, kind: str, value: int | str | None = None, trump: str | None = "H", seat: str | None = None
) -> Call:
    """Call `index` (0-based) of the auction, by the seat whose turn it is unless `seat` says otherwise."""
    who = seat or SEATS[index % 4]
    chosen = None
    if kind in ("bid", "take") and trump is not None:
        chosen = Trump(TrumpKind.NO_TRUMP) if trump == "SA" else Trump(TrumpKind.SUIT, "SHDC".index(trump))
    return Call(who, kind, value, chosen, f"$.auction[{index}]")


def first_violation(variant: Variant, calls: list[Call]) -> tuple[str, str]:
    result = judge_auction(variant, "W", calls)
    assert result.violation is not None
    return result.violation.rule, result.violation.message


def test_step_1_the_auction_is_over_before_out_of_turn() -> None:
    calls = [call(0, "bid", 80), call(1, "pass"), call(2, "pass"), call(3, "pass")]
    # the auction ended after W's pass; the next call is also by the wrong seat (S instead of N)
    rule, _ = first_violation(COINCHE, [*calls, call(4, "bid", 90, seat="S")])
    assert rule == "auction.end"


def test_step_2_out_of_turn_before_a_word_that_is_not_a_call() -> None:
    rule, _ = first_violation(COINCHE, [call(0, "take", seat="E")])
    assert rule == "auction.turn"


def test_step_3_a_word_that_is_not_a_call_before_the_bid_rules() -> None:
    # a `take` in a bidding auction, in a trump mode coinche does not play
    rule, _ = first_violation(COINCHE, [call(0, "take", trump="SA")])
    assert rule == "auction.call-kind"


def test_step_4_coinche_own_side_before_already_coinched() -> None:
    # N bids, E coinches, S (N's partner) coinches again: his own side, and already coinched
    rule, message = first_violation(COINCHE, [call(0, "bid", 80), call(1, "coinche"), call(2, "coinche")])
    assert rule == "auction.coinche" and "not an opponent" in message


def test_step_4_surcoinche_not_coinched_before_wrong_side() -> None:
    # N bids, E surcoinches: nothing is coinched, and E is not on the bidding side either
    rule, message = first_violation(COINCHE, [call(0, "bid", 80), call(1, "surcoinche")])
    assert rule == "auction.surcoinche" and "only a coinched contract" in message


def test_step_5_frozen_by_a_coinche_before_trump_mode_range_and_step() -> None:
    # after a coinche, S bids 85 sans atout: frozen, trump mode, and off the step
    calls = [call(0, "bid", 80), call(1, "coinche"), call(2, "bid", 85, trump="SA")]
    assert first_violation(COINCHE, calls)[0] == "auction.coinche-freezes"


def test_step_5_a_standing_capot_before_the_bidders_own_pass(tmp_path: Path) -> None:
    # officiel's capot ends the bidding; a house rule also forbids bidding again after a pass
    house = tmp_path / "house.yaml"
    house.write_text(
        "extends: officiel\nid: house\ntitle: officiel, no bid after a pass\n"
        "auction: {bid_after_pass: false}\n",
        encoding="utf-8",
    )
    variant = load_variant(str(house))
    first = variant.seats[(variant.seats.index("W") + variant.first_speaker) % 4]
    order = [variant.seats[(variant.seats.index(first) + i) % 4] for i in range(8)]
    calls = [
        call(0, "pass", seat=order[0]),
        call(1, "bid", "capot", seat=order[1]),
        call(2, "pass", seat=order[2]),
        call(3, "pass", seat=order[3]),
        call(4, "bid", "capot", seat=order[4]),  # passed before, and the capot stands
    ]
    rule, message = first_violation(variant, calls)
    assert rule == "auction.special-bid" and "no bid may follow" in message


def test_step_6_trump_mode_before_an_unknown_special_bid() -> None:
    rule, _ = first_violation(COINCHE, [call(0, "bid", "generale", trump="SA")])
    assert rule == "auction.trump-mode"


def test_step_7_an_unknown_special_bid_before_not_above_the_last() -> None:
    rule, message = first_violation(COINCHE, [call(0, "bid", "capot"), call(1, "bid", "generale")])
    assert rule == "auction.special-bid" and "not a special bid" in message


def test_step_8_the_range_before_the_step() -> None:
    # 165: above the ceiling 160 and not 80 plus a multiple of 10
    assert first_violation(COINCHE, [call(0, "bid", 165)])[0] == "auction.bid-range"


def test_step_9_the_step_before_not_above_the_last_bid() -> None:
    # 95 after 100: off the step and not above
    assert first_violation(COINCHE, [call(0, "bid", 100), call(1, "bid", 95)])[0] == "auction.bid-step"


def test_step_10_not_above_the_last_bid() -> None:
    assert first_violation(COINCHE, [call(0, "bid", 100), call(1, "bid", 90)])[0] == "auction.bid-higher"
