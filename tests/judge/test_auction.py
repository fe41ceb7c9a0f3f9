"""The auction, rule by rule (spec/rules.md §2): hand-written call sequences judged by `judge_auction`.

Seats and who speaks first (rule deal.seats, first_speaker 1): in coinche, coinche-5 and contree
the order is N E S W, so with W dealing N speaks first; in officiel the order is N W S E
(counter-clockwise), so with E dealing N speaks first and W speaks second.
Calls are written "SEAT pass", "SEAT coinche", "SEAT surcoinche", "SEAT 90 H", "SEAT capot S".
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from refscore.base.cards import parse_card
from refscore.judge.auction_judge import AuctionResult, judge_auction
from refscore.judge.check import check_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import Call, parse_trump, read_record
from refscore.model.rule_ids import RULES
from refscore.model.variant import TrumpKind, Variant

MakeVariant = Callable[[str], Variant]

DEALER = {"coinche": "W", "coinche-5": "W", "contree": "W", "officiel": "E", "belote": "W"}
TURNED = "7C"  # classic belote: the turned card in these tests (clubs)
TAKE_TURNED = "take C (the turned suit)"
TAKE_OTHER = "take another suit than C"


def make_calls(*texts: str) -> list[Call]:
    calls = []
    for index, text in enumerate(texts):
        seat, *rest = text.split()
        path = f"$.auction[{index}]"
        if rest[0] in ("pass", "coinche", "surcoinche"):
            calls.append(Call(seat, rest[0], None, None, path))
        elif rest[0] == "take":
            trump = parse_trump(rest[1], f"{path}.trump") if len(rest) > 1 else None
            calls.append(Call(seat, "take", None, trump, path))
        else:
            value: int | str = int(rest[0]) if rest[0].isdigit() else rest[0]
            calls.append(Call(seat, "bid", value, parse_trump(rest[1], f"{path}.trump"), path))
    return calls


def judge(variant: str | Variant, *texts: str) -> AuctionResult:
    v = shipped_variant(variant) if isinstance(variant, str) else variant
    dealer = DEALER.get(v.id, "W")
    turned = parse_card(TURNED) if v.auction.kind == "turned_card" else None
    return judge_auction(v, dealer, make_calls(*texts), turned)


def contract_of(variant: str | Variant, *texts: str) -> tuple[str, int, str | None, str, int]:
    """(taker, value, special, trump, multiplier) of a legal, finished auction."""
    result = judge(variant, *texts)
    assert result.violation is None, result.violation
    assert result.finished and not result.redeal
    assert result.contract is not None
    c = result.contract
    return c.taker, c.value, c.special, str(c.trump), c.mult


# --- legal auctions -------------------------------------------------------------------------------


class TestLegalAuctions:
    def test_three_passes_end(self) -> None:
        assert contract_of("coinche", "N 80 H", "E pass", "S pass", "W pass") == ("N", 80, None, "H", 1)

    def test_two_passes_do_not_end(self) -> None:
        result = judge("coinche", "N 80 H", "E pass", "S pass")
        assert result.violation is None and not result.finished and result.contract is None

    def test_no_calls_yet(self) -> None:
        result = judge("coinche")
        assert result.violation is None and not result.finished and not result.redeal

    def test_four_passes_redeal(self) -> None:
        result = judge("coinche", "N pass", "E pass", "S pass", "W pass")
        assert result.violation is None
        assert result.redeal and result.finished and result.contract is None

    def test_three_passes_at_the_start_do_not_redeal(self) -> None:
        # The fourth player may still open; then the three others must pass.
        calls = ("N pass", "E pass", "S pass", "W 80 D", "N pass", "E pass", "S pass")
        assert contract_of("coinche", *calls) == ("W", 80, None, "D", 1)

    def test_pass_then_later_bid(self) -> None:
        # N passes, then bids at his next turn (bid_after_pass: true).
        calls = ("N pass", "E 80 S", "S pass", "W pass", "N 90 H", "E pass", "S pass", "W pass")
        assert contract_of("coinche", *calls) == ("N", 90, None, "H", 1)

    def test_overbids_last_bid_is_contract(self) -> None:
        calls = ("N 80 H", "E 90 S", "S 100 H", "W pass", "N pass", "E pass")
        assert contract_of("coinche", *calls) == ("S", 100, None, "H", 1)

    def test_coinche_then_surcoinche_ends_at_once(self) -> None:
        result = judge("coinche", "N 100 H", "E coinche", "S surcoinche")
        assert result.violation is None and result.finished
        assert result.contract is not None
        assert (result.contract.taker, result.contract.mult) == ("N", 4)
        assert (result.contract.coinched_by, result.contract.surcoinched_by) == ("E", "S")

    def test_taker_surcoinches_after_passes(self) -> None:
        calls = ("N 100 H", "E coinche", "S pass", "W pass", "N surcoinche")
        assert contract_of("coinche", *calls) == ("N", 100, None, "H", 4)

    def test_coinche_then_three_passes(self) -> None:
        calls = ("N 100 H", "E coinche", "S pass", "W pass", "N pass")
        assert contract_of("coinche", *calls) == ("N", 100, None, "H", 2)
        assert not judge("coinche", "N 100 H", "E coinche", "S pass", "W pass").finished

    def test_coinche_by_the_fourth_seat(self) -> None:
        # W coinches after E and S passed; the count of passes starts again after the coinche.
        calls = ("N 100 H", "E pass", "S pass", "W coinche", "N pass", "E pass")
        assert not judge("coinche", *calls).finished
        result = judge("coinche", *calls, "S pass")
        assert result.finished and result.contract is not None
        assert (result.contract.mult, result.contract.coinched_by) == (2, "W")

    def test_capot_values(self) -> None:
        clockwise = ("N capot H", "E pass", "S pass", "W pass")
        assert contract_of("coinche", *clockwise) == ("N", 250, "capot", "H", 1)
        assert contract_of("contree", *clockwise) == ("N", 260, "capot", "H", 1)
        counter_clockwise = ("N capot H", "W pass", "S pass", "E pass")
        assert contract_of("officiel", *counter_clockwise) == ("N", 250, "capot", "H", 1)

    def test_capot_over_160(self) -> None:
        calls = ("N 160 H", "E capot S", "S pass", "W pass", "N pass")
        assert contract_of("coinche", *calls) == ("E", 250, "capot", "S", 1)

    def test_generale_over_capot(self) -> None:
        calls = ("N capot S", "E generale H", "S pass", "W pass", "N pass")
        assert contract_of("contree", *calls) == ("E", 500, "generale", "H", 1)
        assert contract_of("coinche-5", *calls) == ("E", 500, "generale", "H", 1)

    def test_officiel_capot_may_be_coinched(self) -> None:
        calls = ("N capot H", "W coinche", "S pass", "E pass", "N pass")
        assert contract_of("officiel", *calls) == ("N", 250, "capot", "H", 2)

    def test_officiel_order_is_counter_clockwise(self) -> None:
        calls = ("N pass", "W 80 C", "S pass", "E pass", "N pass")
        assert contract_of("officiel", *calls) == ("W", 80, None, "C", 1)

    def test_coinche5_step_of_5(self) -> None:
        calls = ("N 85 H", "E 90 S", "S 95 H", "W pass", "N pass", "E pass")
        assert contract_of("coinche-5", *calls) == ("S", 95, None, "H", 1)
        assert contract_of("coinche-5", "N 155 H", "E 160 S", "S pass", "W pass", "N pass")[:2] == ("E", 160)

    def test_contree_sans_atout_and_tout_atout(self) -> None:
        calls = ("N 80 SA", "E 90 TA", "S pass", "W pass", "N pass")
        assert contract_of("contree", *calls) == ("E", 90, None, "TA", 1)
        result = judge("contree", "N 80 SA", "E pass", "S pass", "W pass")
        assert result.contract is not None and result.contract.trump.kind is TrumpKind.NO_TRUMP

    def test_floor_and_ceiling_are_legal(self) -> None:
        assert contract_of("coinche", "N 80 H", "E 160 S", "S pass", "W pass", "N pass")[:2] == ("E", 160)

    def test_surcoinche_not_ending(self, make_variant: MakeVariant) -> None:
        slow = make_variant(
            "extends: coinche\nid: slow-surcoinche\nauction:\n  surcoinche:\n    ends_auction: false\n"
        )
        assert not judge(slow, "N 80 H", "E coinche", "S surcoinche", "W pass", "N pass").finished
        calls = ("N 80 H", "E coinche", "S surcoinche", "W pass", "N pass", "E pass")
        assert contract_of(slow, *calls) == ("N", 80, None, "H", 4)


# --- one violation per rule -----------------------------------------------------------------------

# (variant, calls, rule, index of the offending call, calls that must be offered, calls that must not)
BID_80 = "a bid from 80 to 160 in steps of 10"
BID_90 = "a bid from 90 to 160 in steps of 10"
BID_110 = "a bid from 110 to 160 in steps of 10"
CAPOT = "capot (250)"
# fmt: off
VIOLATIONS = [
    # 2.1 auction.turn
    ("coinche", ["E pass"], "auction.turn", 0, {"a call by N"}, set()),
    ("coinche", ["N 80 H", "S pass"], "auction.turn", 1, {"a call by E"}, set()),
    ("officiel", ["N 80 H", "E pass"], "auction.turn", 1, {"a call by W"}, set()),
    # 2.2 auction.bid-range
    ("coinche", ["N 70 H"], "auction.bid-range", 0, {"pass", BID_80, CAPOT}, {"coinche"}),
    ("coinche", ["N 80 H", "E 170 S"], "auction.bid-range", 1, {"pass", BID_90, CAPOT, "coinche"}, set()),
    ("officiel", ["N 0 H"], "auction.bid-range", 0, {"pass", BID_80, CAPOT}, set()),
    # 2.3 auction.bid-step
    ("coinche", ["N 85 H"], "auction.bid-step", 0, {"pass", BID_80}, set()),
    ("contree", ["N 80 H", "E 95 S"], "auction.bid-step", 1, {BID_90, "coinche"}, set()),
    ("coinche-5", ["N 85 H", "E 87 S"], "auction.bid-step", 1, {"a bid from 90 to 160 in steps of 5"}, set()),
    # 2.4 auction.bid-higher
    ("coinche", ["N 100 H", "E 90 S"], "auction.bid-higher", 1, {"pass", BID_110, CAPOT, "coinche"}, set()),
    ("coinche", ["N 100 H", "E 100 S"], "auction.bid-higher", 1, {BID_110}, set()),
    ("coinche-5", ["N 100 H", "E 100 S"], "auction.bid-higher", 1, {"a bid from 105 to 160 in steps of 5"},
     set()),
    ("coinche", ["N capot H", "E 160 S"], "auction.bid-higher", 1, {"pass", "coinche"}, {CAPOT}),
    ("coinche", ["N capot H", "E capot S"], "auction.bid-higher", 1, {"pass", "coinche"}, {CAPOT}),
    ("contree", ["N generale H", "E capot S"], "auction.bid-higher", 1, {"pass", "coinche"},
     {"capot (260)", "generale (500)"}),
    # 2.5 auction.trump-mode
    ("coinche", ["N 80 SA"], "auction.trump-mode", 0, {"pass", BID_80}, set()),
    ("officiel", ["N 80 TA"], "auction.trump-mode", 0, {"pass", BID_80}, set()),
    # 2.6 auction.special-bid
    ("officiel", ["N capot H", "W 160 S"], "auction.special-bid", 1, {"pass", "coinche"}, {CAPOT}),
    ("officiel", ["N capot H", "W pass", "S capot S"], "auction.special-bid", 2, {"pass"}, {"coinche"}),
    ("coinche", ["N generale H"], "auction.special-bid", 0, {"pass", BID_80, CAPOT}, set()),
    # 2.8 auction.coinche
    ("coinche", ["N coinche"], "auction.coinche", 0, {"pass", BID_80, CAPOT}, {"coinche"}),
    ("coinche", ["N 80 H", "E pass", "S coinche"], "auction.coinche", 2, {"pass", BID_90}, {"coinche"}),
    ("coinche", ["N 80 H", "E coinche", "S pass", "W coinche"], "auction.coinche", 3, {"pass"}, {"coinche"}),
    # 2.9 auction.coinche-freezes
    ("coinche", ["N 80 H", "E coinche", "S 90 H"], "auction.coinche-freezes", 2, {"pass", "surcoinche"},
     {BID_90}),
    ("coinche", ["N 80 H", "E coinche", "S pass", "W 90 S"], "auction.coinche-freezes", 3, {"pass"},
     {BID_90, "surcoinche"}),
    ("contree", ["N 80 H", "E coinche", "S capot H"], "auction.coinche-freezes", 2, {"surcoinche"},
     {"capot (260)"}),
    # 2.10 auction.surcoinche
    ("coinche", ["N 80 H", "E coinche", "S pass", "W surcoinche"], "auction.surcoinche", 3, {"pass"},
     {"surcoinche"}),
    ("coinche", ["N 80 H", "E pass", "S surcoinche"], "auction.surcoinche", 2, {"pass", BID_90},
     {"surcoinche"}),
    # 2.11 auction.end
    ("coinche", ["N 80 H", "E pass", "S pass", "W pass", "N pass"], "auction.end", 4, set(), set()),
    # rule 2.13: the calls of the auction's kind only
    ("coinche", ["N take"], "auction.call-kind", 0, {"pass", BID_80, CAPOT}, set()),
    ("belote", ["N 80 H"], "auction.call-kind", 0, {"pass", TAKE_TURNED}, set()),
    ("belote", ["N pass", "E coinche"], "auction.call-kind", 1, {"pass", TAKE_TURNED}, set()),
    # rule 2.14: the turned suit in the first round, another suit in the second
    ("belote", ["N take H"], "auction.take", 0, {"pass", TAKE_TURNED}, set()),
    ("belote", ["N take SA"], "auction.take", 0, {"pass", TAKE_TURNED}, set()),
    ("belote", ["N pass", "E pass", "S pass", "W pass", "N take C"], "auction.take", 4, {"pass", TAKE_OTHER},
     {TAKE_TURNED}),
    ("belote", ["N pass", "E pass", "S pass", "W pass", "N take"], "auction.take", 4, {TAKE_OTHER}, set()),
    ("belote", ["N take", "E pass"], "auction.end", 1, set(), set()),
    ("coinche", ["N 80 H", "E coinche", "S surcoinche", "W pass"], "auction.end", 3, set(), set()),
    ("coinche", ["N pass", "E pass", "S pass", "W pass", "N 80 H"], "auction.end", 4, set(), set()),
]
# fmt: on


@pytest.mark.parametrize(("variant", "calls", "rule", "index", "offered", "not_offered"), VIOLATIONS)
def test_violation(
    variant: str, calls: list[str], rule: str, index: int, offered: set[str], not_offered: set[str]
) -> None:
    result = judge(variant, *calls)
    assert result.violation is not None
    assert result.violation.rule == rule
    assert result.violation.index == index
    assert result.violation.call.seat == calls[index].split()[0]
    assert result.contract is None
    legal = set(result.violation.legal)
    assert offered <= legal, legal
    assert not (not_offered & legal), legal
    if rule == "auction.end":
        assert legal == set() and result.finished
    if rule == "auction.turn":
        assert len(legal) == 1


class TestTurnedCard:
    """Classic belote (rule auction.take): the turned card is the 7 of clubs here."""

    def test_first_round_take_is_the_turned_suit(self) -> None:
        assert contract_of("belote", "N pass", "E take") == ("E", 0, None, "C", 1)
        assert contract_of("belote", "N take C") == ("N", 0, None, "C", 1)

    def test_second_round_names_another_suit(self) -> None:
        calls = ["N pass", "E pass", "S pass", "W pass", "N pass", "E pass", "S take H"]
        assert contract_of("belote", *calls) == ("S", 0, None, "H", 1)

    def test_two_rounds_of_passes_redeal(self) -> None:
        one_round = ["N pass", "E pass", "S pass", "W pass"]
        result = judge("belote", *one_round)
        assert not result.finished and not result.redeal
        result = judge("belote", *one_round, *one_round)
        assert result.finished and result.redeal and result.contract is None


def test_calls_after_a_violation_are_not_judged() -> None:
    # The first illegal call is the one reported, whatever follows.
    result = judge("coinche", "N 80 H", "E 70 S", "S coinche", "N pass")
    assert result.violation is not None and result.violation.index == 1


def test_bid_after_pass_forbidden(make_variant: MakeVariant) -> None:
    # 2.7 auction.bid-after-pass, with the option turned off.
    strict = make_variant("extends: coinche\nid: no-bid-after-pass\nauction:\n  bid_after_pass: false\n")
    result = judge(strict, "N pass", "E 80 H", "S pass", "W pass", "N 90 H")
    assert result.violation is not None
    assert (result.violation.rule, result.violation.index) == ("auction.bid-after-pass", 4)
    assert set(result.violation.legal) == {"pass", "coinche"}
    # S never passed before: S may still overbid.
    assert judge(strict, "N pass", "E 80 H", "S 90 S").violation is None


def test_coinche_disabled(make_variant: MakeVariant) -> None:
    plain = make_variant("extends: coinche\nid: no-coinche\nauction:\n  coinche:\n    enabled: false\n")
    result = judge(plain, "N 80 H", "E coinche")
    assert result.violation is not None
    assert (result.violation.rule, result.violation.index) == ("auction.coinche", 1)
    assert "coinche" not in result.violation.legal


# --- through a full record ------------------------------------------------------------------------

HANDS = {
    "N": ["9S", "JS", "AS", "JH", "8D", "10D", "8C", "10C"],
    "E": ["QS", "9H", "10H", "KH", "7D", "9D", "KD", "AD"],
    "S": ["8S", "10S", "7H", "QH", "AH", "JD", "QD", "KC"],
    "W": ["7S", "KS", "8H", "7C", "9C", "JC", "QC", "AC"],
}


def record(auction: list[dict[str, object]], tricks: list[list[str]] | None = None) -> dict[str, object]:
    data: dict[str, object] = {
        "format": "refscore-deal/1",
        "variant": "coinche",
        "dealer": "W",
        "hands": HANDS,
        "auction": auction,
    }
    if tricks is not None:
        data["tricks"] = tricks
    return data


def test_record_violation_path() -> None:
    variant = shipped_variant("coinche")
    auction: list[dict[str, object]] = [
        {"seat": "N", "call": "bid", "value": 80, "trump": "H"},
        {"seat": "E", "call": "coinche"},
        {"seat": "S", "call": "bid", "value": 90, "trump": "S"},
    ]
    result = check_deal(read_record(record(auction), variant), variant)
    assert result.status == "illegal" and result.violation is not None
    assert (result.violation.rule, result.violation.place, result.violation.seat) == (
        "auction.coinche-freezes",
        "$.auction[2]",
        "S",
    )


def test_all_pass_redeal_and_no_tricks() -> None:
    # 2.12 auction.all-pass: a redeal scores nothing; cards played after it are a violation.
    variant = shipped_variant("coinche")
    passes: list[dict[str, object]] = [{"seat": seat, "call": "pass"} for seat in "NESW"]
    redeal = check_deal(read_record(record(passes), variant), variant)
    assert redeal.status == "redeal" and redeal.violation is None
    assert redeal.scores == {"NS": 0, "EW": 0}
    played = check_deal(read_record(record(passes, [["JS", "QS", "10S", "KS"]]), variant), variant)
    assert played.status == "illegal" and played.violation is not None
    assert (played.violation.rule, played.violation.place) == ("auction.all-pass", "$.tricks[0]")


def test_every_auction_rule_has_a_violation_test() -> None:
    auction_rules = {rule_id for rule_id, rule in RULES.items() if rule.number.startswith("2.")}
    covered = {case[2] for case in VIOLATIONS} | {"auction.bid-after-pass", "auction.all-pass"}
    assert auction_rules == covered


# -- classic belote, house options: sans atout / tout atout in round 2, a coinche after the take --------
ROUND_1_PASSES = ("N pass", "E pass", "S pass", "W pass")


def test_classic_belote_takes_sans_atout_only_in_round_2_where_the_variant_plays_it(
    make_variant: MakeVariant,
) -> None:
    # RULES.md: the variant's trump modes are honoured in the second round only.
    modes = make_variant("extends: belote\nauction:\n  trump_modes: [suit, no_trump, all_trump]\n")
    assert contract_of(modes, *ROUND_1_PASSES, "N take SA")[3] == "SA"
    assert contract_of(modes, *ROUND_1_PASSES, "N pass", "E take TA")[3] == "TA"
    first_round = judge(modes, "N take SA")
    assert first_round.violation is not None and first_round.violation.rule == "auction.take"
    round_2 = judge(modes, *ROUND_1_PASSES, "N pass").violation
    assert round_2 is None
    legal = judge(modes, *ROUND_1_PASSES, "N 80 H").violation
    assert legal is not None and {"take no_trump", "take all_trump"} <= set(legal.legal)
    # the shipped belote does not play them: a sans atout take is illegal in either round
    plain = judge("belote", *ROUND_1_PASSES, "N take SA")
    assert plain.violation is not None and plain.violation.rule == "auction.take"


def test_classic_belote_with_a_coinche_goes_on_after_the_take(make_variant: MakeVariant) -> None:
    coinche = make_variant(
        "extends: belote\nauction:\n  coinche: {enabled: true}\n  surcoinche: {enabled: true}\n"
    )
    # the take no longer ends the auction: three passes do
    unfinished = judge(coinche, "N take")
    assert unfinished.violation is None and not unfinished.finished
    assert contract_of(coinche, "N take", "E pass", "S pass", "W pass")[4] == 1
    # an opponent coinches (x2), the taking side surcoinches (x4, which ends the auction)
    assert contract_of(coinche, "N take", "E coinche", "S pass", "W pass", "N pass")[4] == 2
    assert contract_of(coinche, "N take", "E coinche", "S surcoinche")[4] == 4
    partner = judge(coinche, "N take", "E pass", "S coinche").violation
    assert partner is not None and partner.rule == "auction.coinche"
    again = judge(coinche, "N take", "E take").violation
    assert again is not None and again.rule == "auction.take"
    assert set(judge(coinche, "N take", "E 80 H").violation.legal) == {"pass", "coinche"}  # type: ignore[union-attr]


def test_a_special_bid_that_may_not_be_coinched(make_variant: MakeVariant) -> None:
    strict = make_variant("extends: contree\nauction:\n  special_bids:\n    capot: {coinchable: false}\n")
    result = judge(strict, "N capot H", "E coinche")
    assert result.violation is not None and result.violation.rule == "auction.coinche"
    assert "coinche" not in result.violation.legal
    # a numbered bid still may be; and a générale (coinchable by default) too
    assert contract_of(strict, "N 100 H", "E coinche", "S pass", "W pass", "N pass")[4] == 2
    assert contract_of(strict, "N generale H", "E coinche", "S pass", "W pass", "N pass")[4] == 2


# -- classic belote: a redeal recorded as dealt (deal.dealt_before_auction: 5) ---------------------------
AS_DEALT: dict[str, object] = {
    "dealer": "W",
    "hands": {
        "N": ["AS", "10S", "JH", "7H", "AD"],
        "E": ["KS", "7S", "9H", "8H", "10D"],
        "S": ["QS", "8S", "KH", "QH", "KD"],
        "W": ["JS", "9S", "AH", "10H", "QD"],
    },
    "turned": "7C",
}


def _as_dealt(*calls: str, **changes: object) -> dict[str, object]:
    record = {**AS_DEALT, **changes}
    record["auction"] = [
        {"seat": seat, "call": call} if call == "pass" else {"seat": seat, "call": "take"}
        for seat, call in (text.split() for text in calls)
    ]
    return record


def test_a_redeal_may_be_recorded_as_dealt() -> None:
    # RULES.md (belote): five cards each and the turned card; nobody takes in two rounds: redeal
    belote = shipped_variant("belote")
    passes = [f"{seat} pass" for seat in "NESWNESW"]
    result = check_deal(read_record(_as_dealt(*passes), belote), belote)
    assert result.status == "redeal" and result.scores == {"NS": 0, "EW": 0}
    # an auction not finished yet: legal so far
    assert check_deal(read_record(_as_dealt(*passes[:5]), belote), belote).status == "incomplete"
    # a take: the hands of the play (8 cards) are needed
    taken = check_deal(read_record(_as_dealt("N pass", "E take"), belote), belote)
    assert taken.status == "illegal" and taken.violation is not None
    assert (taken.violation.rule, taken.violation.place) == ("deal.hand-size", "$.hands")


def test_hands_as_dealt_are_all_five_cards_and_apart_from_the_turned_card() -> None:
    from refscore.base.errors import DealRecordError

    belote = shipped_variant("belote")
    passes = [f"{seat} pass" for seat in "NESWNESW"]
    with pytest.raises(DealRecordError) as turned:
        read_record(_as_dealt(*passes, turned="AS"), belote)
    assert turned.value.rule == "deal.deck"
    mixed = dict(AS_DEALT["hands"])  # type: ignore[call-overload]
    mixed["N"] = ["AS", "10S", "JH", "7H", "AD", "7D", "8C", "9C"]
    with pytest.raises(DealRecordError) as sizes:
        read_record(_as_dealt(*passes, hands=mixed), belote)
    assert sizes.value.rule == "deal.hand-size"  # E, S, W hold 5 but N 8: not the hands as dealt
    # coinche deals every card before the auction: five cards is a short hand there
    with pytest.raises(DealRecordError) as short:
        record = _as_dealt("N pass", "E pass", "S pass", "W pass")
        del record["turned"]
        read_record(record, shipped_variant("coinche"))
    assert short.value.rule == "deal.hand-size"


# --- house2: who may coinche (auction.coinche.by), the coincher's partner (partner_after_coinche) -----
# coinche: the order is N E S W and W deals, so N speaks first; passes_to_end is 3.


def test_any_opponent_may_coinche_at_his_turn() -> None:
    # auction.coinche.by: any_opponent (every shipped variant): after N's 80 and two passes, W (an
    # opponent of N, but not the next to speak after the bid) coinches; three passes end it: N 80 H x2.
    calls = ["N 80 H", "E pass", "S pass", "W coinche", "N pass", "E pass", "S pass"]
    assert contract_of("coinche", *calls) == ("N", 80, None, "H", 2)


def test_next_opponent_only_may_coinche(make_variant: MakeVariant) -> None:
    # auction.coinche.by: next_opponent: only E, who speaks right after N's bid, may coinche it.
    strict = make_variant("extends: coinche\nid: next-coinche\nauction:\n  coinche:\n    by: next_opponent\n")
    result = judge(strict, "N 80 H", "E pass", "S pass", "W coinche")
    assert result.violation is not None
    assert (result.violation.rule, result.violation.index) == ("auction.coinche", 3)
    assert "coinche" not in result.violation.legal and "pass" in result.violation.legal
    # E, right after the bid, may: N 80 H x2
    assert contract_of(strict, "N 80 H", "E coinche", "S pass", "W pass", "N pass") == ("N", 80, None, "H", 2)
    # after S's 90 over N's 80, W is the next to speak: he may coinche S's bid: S 90 H x2
    calls = ["N 80 H", "E pass", "S 90 H", "W coinche", "N pass", "E pass", "S pass"]
    assert contract_of(strict, *calls) == ("S", 90, None, "H", 2)


def test_the_coinchers_partner_may_bid_where_the_coinche_does_not_freeze(make_variant: MakeVariant) -> None:
    # partner_after_coinche: may_speak (the default), freezes_bidding false: E coinches N's 80, W (E's
    # partner) bids 90 S over it; three passes: W 90 S, not coinched (x1).
    free = make_variant("extends: coinche\nid: no-freeze\nauction:\n  coinche:\n    freezes_bidding: false\n")
    calls = ["N 80 H", "E coinche", "S pass", "W 90 S", "N pass", "E pass", "S pass"]
    assert contract_of(free, *calls) == ("W", 90, None, "S", 1)


def test_the_coinchers_partner_must_pass(make_variant: MakeVariant) -> None:
    # partner_after_coinche: must_pass: W, E's partner, may only pass while E's coinche stands.
    text = (
        "extends: coinche\nid: partner-passes\nauction:\n  coinche:\n"
        "    freezes_bidding: false\n    partner_after_coinche: must_pass\n"
    )
    strict = make_variant(text)
    result = judge(strict, "N 80 H", "E coinche", "S pass", "W 90 S")
    assert result.violation is not None
    assert (result.violation.rule, result.violation.index) == ("auction.coinche-freezes", 3)
    assert set(result.violation.legal) == {"pass"}
    # the taking side may still bid (S 90 H lifts the coinche); then W may bid again: W 100 S, x1
    calls = ["N 80 H", "E coinche", "S 90 H", "W 100 S", "N pass", "E pass", "S pass"]
    assert contract_of(strict, *calls) == ("W", 100, None, "S", 1)
