"""The fast path agrees with the reference path: same lean result, or it declines.

Why hypothesis: the fast path (refscore/fast/checker.py) re-implements legality and scoring with bit masks,
so it is compared with `lean_result(check_deal(read_record(...)))` on seeded random deals of every
shipped variant, and on deals mutated the ways real records go wrong (a changed card, claim, bid,
seat, spelling...). Two properties: on a clean deal it never declines; on any deal, when it answers,
its answer is the reference one — and it never answers where the reference finds a fault.

Every property runs on both tiers of the fast path (`tier`): `compiled`, `FastChecker(variant)` as
batch checking builds it, which asks the C core (refscore/fast/_fastcore.c) first for the bidding variants
it serves; and `pure`, `FastChecker(variant, compiled=False)`, the Python tier alone, which the
compiled tier falls back to. Where the extension is not built the compiled tier is skipped, never
passed (tests/fast/test_fastcore.py turns that into a failure under REFSCORE_REQUIRE_COMPILED=1).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import event as _event
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context

from refscore.base.errors import RefscoreError
from refscore.fast import checker as fast
from refscore.fast.checker import LEAN_KEYS, FastChecker, lean_result
from refscore.judge.check import check_deal
from refscore.judge.generate import declare_held_annonces, random_deal
from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.model.record import RECORD_KEYS, read_record
from refscore.model.variant import Variant

VARIANTS = shipped_names()
SETTINGS = settings(
    max_examples=150,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
#: the shipped variants the compiled core serves (bidding, no chien, no dead cards, no turned card); on
#: the others `FastChecker(variant)` has no core and is the pure tier (tests/fast/test_fastcore.py checks it)
COMPILED_VARIANTS = ("belote", "chien-2", "chien-3", "coinche", "coinche-5", "contree", "officiel")
NO_CORE = (
    "the compiled core refscore.fast._fastcore is not built (or REFSCORE_CORE=python): the compiled tier "
    "is not tested here; REFSCORE_REQUIRE_COMPILED=1 makes tests/fast/test_fastcore.py fail on it"
)
_CHECKERS: dict[tuple[str, str], FastChecker] = {}
_REFERENCE: dict[tuple[str, str], dict[str, Any] | None] = {}
#: one seed for every parametrization of a property, so that both tiers see the same deals and the
#: reference path judges each once (`derandomize` alone draws other examples for each parameter)
SAME_EXAMPLES = hypothesis_seed(2_002_001)


def _compiled(*values: str) -> Any:
    """A parameter of the compiled tier: skipped, with its reason, where the extension is not built."""
    return pytest.param(
        *values, marks=pytest.mark.skipif(fast._fastcore is None, reason=NO_CORE), id="-".join(values)
    )


#: the two tiers of the fast path
TIERS = [_compiled("compiled"), "pure"]
#: (variant, tier): every shipped variant on the pure tier, the ones the core serves on the compiled one
VARIANT_TIERS = [
    *(_compiled(name, "compiled") for name in VARIANTS if name in COMPILED_VARIANTS),
    *(pytest.param(name, "pure", id=f"{name}-pure") for name in VARIANTS),
]


def event(text: str) -> None:
    """Hypothesis statistics (`pytest --hypothesis-show-statistics`), also callable outside a test."""
    if currently_in_test_context():
        _event(text)


def make_checker(variant: Variant, tier: str) -> FastChecker:
    """The fast path of one tier; on the compiled tier, a variant the core serves must get it."""
    made = FastChecker(variant, compiled=tier == "compiled")
    if tier == "compiled" and variant.id in COMPILED_VARIANTS:
        assert made.core is not None, f"{variant.id}: the compiled core is built but not used"
    return made


def checker(name: str, tier: str) -> FastChecker:
    if (name, tier) not in _CHECKERS:
        _CHECKERS[name, tier] = make_checker(shipped_variant(name), tier)
    return _CHECKERS[name, tier]


def reference(data: Any, variant: Variant) -> dict[str, Any] | None:
    """The reference lean result, or None when the record is unusable."""
    try:
        return lean_result(check_deal(read_record(data, variant), variant))
    except RefscoreError:
        return None


def agree(name: str, data: Any, tier: str) -> dict[str, Any] | None:
    """Check one record both ways; the fast path answers only when it answers right."""
    wire = json.loads(json.dumps(data))  # what a line of a JSON Lines file decodes to
    answer = checker(name, tier).check(wire)
    key = (name, json.dumps(wire))
    if key not in _REFERENCE:
        _REFERENCE[key] = reference(copy.deepcopy(wire), shipped_variant(name))
    expected = _REFERENCE[key]
    if answer is not None:
        assert expected is not None, "the fast path accepted an unusable record"
        # an illegal deal is answered only for a card of the play (the first violation, from the
        # kernel) or a call of the auction; a wrong claim of a legal deal or a redeal, with the
        # reference's words
        assert expected["status"] in ("legal", "redeal", "wrong_claim") or (
            expected["status"] == "illegal" and expected["violation"]["phase"] in ("play", "auction")
        ), expected["violation"]
        assert answer == expected
        event(f"fast {answer['status']}")
    else:
        event(f"declined: {'unusable' if expected is None else expected['status']}")
    return answer


def claim_for(name: str, data: dict[str, Any]) -> dict[str, int]:
    result = check_deal(read_record(data, shipped_variant(name)), shipped_variant(name))
    assert result.scores is not None
    return dict(result.scores)


# --- clean deals: never declined, always equal ------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(("name", "tier"), VARIANT_TIERS)
@SETTINGS
@SAME_EXAMPLES
@given(seed=SEEDS)
def test_random_deals_agree(name: str, tier: str, seed: int) -> None:
    assert agree(name, random_deal(shipped_variant(name), seed), tier) is not None


@pytest.mark.parametrize(("name", "tier"), VARIANT_TIERS)
@settings(max_examples=40, derandomize=True, deadline=None)
@SAME_EXAMPLES
@given(seed=SEEDS)
def test_realistic_deals_agree(name: str, tier: str, seed: int) -> None:
    """Every annonce held declared, as platforms log them: never declined, equal to the reference."""
    deal = random_deal(shipped_variant(name), seed)
    declare_held_annonces(deal, shipped_variant(name))
    assert agree(name, deal, tier) is not None


def written_claim(scores: dict[str, int], deltas: list[int], named: int) -> tuple[dict[str, int], bool]:
    """A claim written from the rules' `scores`: the first `named` units (at least one, so a claim
    may name fewer units than score), each changed by its delta (`deltas` cycle); and whether it is
    wrong (a named unit's score changed: rule claim.match)."""
    units = list(scores)[: max(1, min(named, len(scores)))]
    claim = {unit: scores[unit] + deltas[i % len(deltas)] for i, unit in enumerate(units)}
    return claim, any(claim[unit] != scores[unit] for unit in units)


CLAIM_DELTAS = st.lists(st.sampled_from([0, 0, 1, -1, -10, 10, 162, -1000]), min_size=1, max_size=4)


@pytest.mark.slow
@pytest.mark.parametrize(("name", "tier"), VARIANT_TIERS)
@settings(max_examples=60, derandomize=True, deadline=None)
@SAME_EXAMPLES
@given(seed=SEEDS, deltas=CLAIM_DELTAS, named=st.integers(1, 4), redeal=st.integers(0, 5))
def test_claims_agree(name: str, tier: str, seed: int, deltas: list[int], named: int, redeal: int) -> None:
    """A right or wrong claim (one unit's score changed, several, a claim naming fewer units), on a
    complete deal or (one time in six) a redeal: answered on the fast path, equal to the reference."""
    variant = shipped_variant(name)
    data = random_deal(variant, seed)
    if not redeal:
        _mutate(data, "redeal", lambda _: True, variant)  # everybody passes; no tricks
    claim, wrong = written_claim(claim_for(name, data), deltas, named)
    data["claim"] = claim
    answer = agree(name, data, tier)
    assert answer is not None  # a wrong claim too is answered on the fast path, as the reference words it
    assert answer["status"] == ("wrong_claim" if wrong else "redeal" if not redeal else "legal")
    assert answer["claim"] == {"claimed": claim, "confirmed": not wrong}
    assert answer["exit_code"] == (1 if wrong else 0)
    event(
        f"claim of {len(claim)} units, {'wrong' if wrong else 'right'}, {'played' if redeal else 'a redeal'}"
    )


def test_lean_result_is_a_cut_of_the_full_result() -> None:
    variant = shipped_variant("coinche")
    lean = lean_result(check_deal(read_record(random_deal(variant, 1), variant), variant))
    assert list(lean) == [*LEAN_KEYS, "case"]


# --- mutated deals ---------------------------------------------------------------------------------

CARDS = [f"{rank}{suit}" for suit in "SHDC" for rank in ("7", "8", "9", "10", "J", "Q", "K", "A")]
SPELLINGS = {"10S": "TS", "JH": "jh", "QD": "D♦", "KC": "RT", "AS": "A♠", "7H": "7♡"}


def _mutate(data: dict[str, Any], kind: str, draw: Callable[..., Any], variant: Variant) -> None:
    tricks = data.get("tricks")
    if not tricks and kind in (
        "card",
        "swap-in-trick",
        "swap-tricks-cards",
        "short",
        "short-middle",
        "leader",
    ):
        return
    tricks = tricks or []
    seats = list(variant.seats)
    pick = st.integers(min_value=0, max_value=10**6)
    if kind == "card":  # a played card replaced by any card (or a token that is no card)
        trick = tricks[draw(pick) % len(tricks)]
        trick[draw(pick) % len(trick)] = draw(st.sampled_from([*CARDS, "1S", "", "XX"]))
    elif kind == "swap-in-trick":
        trick = tricks[draw(pick) % len(tricks)]
        i, j = draw(pick) % len(trick), draw(pick) % len(trick)
        trick[i], trick[j] = trick[j], trick[i]
    elif kind == "swap-tricks-cards":
        a, b = tricks[draw(pick) % len(tricks)], tricks[draw(pick) % len(tricks)]
        i, j = draw(pick) % len(a), draw(pick) % len(b)
        a[i], b[j] = b[j], a[i]
    elif kind == "swap-hands":
        first, second = draw(st.sampled_from(seats)), draw(st.sampled_from(seats))
        i, j = draw(pick) % variant.hand_size, draw(pick) % variant.hand_size
        hands = data["hands"]
        hands[first][i], hands[second][j] = hands[second][j], hands[first][i]
    elif kind == "duplicate-hand-card":
        seat = draw(st.sampled_from(seats))
        data["hands"][seat][0] = data["hands"][seat][1]
    elif kind == "bid-value":
        bids = [call for call in data["auction"] if call["call"] == "bid"]
        if bids:
            bids[0]["value"] = draw(
                st.sampled_from([70, 85, 90, 165, 170, 250, "capot", "generale", "Capot", 110.0, True, "110"])
            )
    elif kind == "bid-trump":
        calls = [call for call in data["auction"] if call["call"] in ("bid", "take")]
        if calls:
            calls[0]["trump"] = draw(
                st.sampled_from(["S", "H", "D", "C", "SA", "TA", "cœur", "x", "sans atout"])
            )
    elif kind == "call":
        calls = data["auction"]
        index = draw(pick) % len(calls)
        choice = draw(st.sampled_from(["pass", "coinche", "surcoinche", "take", "bid", "delete", "insert"]))
        if choice == "delete":
            del calls[index]
        elif choice == "insert":
            calls.insert(index, {"seat": calls[index]["seat"], "call": "pass"})
        elif choice == "bid":
            calls[index] = {"seat": calls[index]["seat"], "call": "bid", "value": 160, "trump": "H"}
        else:
            calls[index] = {"seat": calls[index]["seat"], "call": choice}
    elif kind == "call-key":
        call = data["auction"][draw(pick) % len(data["auction"])]
        call[draw(st.sampled_from(["value", "trump", "extra"]))] = draw(st.sampled_from([80, "H", None]))
        if draw(st.booleans()):
            call.pop(draw(st.sampled_from(["value", "trump", "seat", "call"])), None)
    elif kind == "call-seat":
        call = data["auction"][draw(pick) % len(data["auction"])]
        call["seat"] = draw(st.sampled_from([*seats, "Z"]))
    elif kind == "dealer":
        data["dealer"] = draw(st.sampled_from([*seats, "Z", 3]))
    elif kind == "belote":
        data["belote"] = draw(st.sampled_from(seats))
    elif kind == "drop-belote":
        data.pop("belote", None)
    elif kind == "annonce":
        seat = draw(st.sampled_from(seats))
        data["annonces"] = [{"seat": seat, "cards": data["hands"][seat][:3]}]
    elif kind == "short":
        if draw(st.booleans()):
            tricks.pop()
        else:
            tricks[-1].pop()
    elif kind == "short-middle" and len(tricks) > 1 and isinstance(tricks[0], list):
        tricks[draw(pick) % (len(tricks) - 1)].pop()
    elif kind == "leader":
        index = draw(pick) % len(tricks)
        tricks[index] = {"leader": draw(st.sampled_from(seats)), "cards": tricks[index]}
    elif kind == "spelling":
        for trick in tricks:
            trick[:] = [SPELLINGS.get(card, card) for card in trick]
        for hand in data["hands"].values():
            hand[:] = [SPELLINGS.get(card, card) for card in hand]
    elif kind == "extra-key":
        data[draw(st.sampled_from(["players", "event", "comment", "bogus", "format"]))] = draw(
            st.sampled_from(["x", 1, {"N": "Ann"}, "refscore-deal/1", "refscore-deal/2", None])
        )
    elif kind == "redeal":
        first = data["auction"][0]["seat"]
        start = seats.index(first)
        rounds = 2 if variant.auction.kind == "turned_card" else 1
        data["auction"] = [
            {"seat": seats[(start + i) % len(seats)], "call": "pass"} for i in range(len(seats) * rounds)
        ]
        if draw(st.booleans()):
            data.pop("tricks")
            for key in ("discard", "belote"):
                data.pop(key, None)
    elif kind == "discard":
        if "discard" in data:
            data["discard"][0] = draw(st.sampled_from([*CARDS, data["discard"][1]]))
        else:
            data["discard"] = []
    elif kind == "claim-unit":
        data["claim"] = {draw(st.sampled_from([*seats, "NS", "EW", "A", "XY"])): draw(st.integers(-5, 400))}
    elif kind == "claim-units":  # a claim naming every unit, most often wrong (rule claim.match)
        data["claim"] = {unit: draw(st.sampled_from([0, 20, 38, 162, 250, 500])) for unit, _ in variant.teams}
    elif kind == "huge":
        target = draw(st.sampled_from(["claim", "value"]))
        if target == "claim":
            data["claim"] = {variant.teams[0][0]: 10**30}
        else:
            bids = [call for call in data["auction"] if call["call"] == "bid"]
            if bids:
                bids[0]["value"] = 10**30


MUTATIONS = [
    "card",
    "swap-in-trick",
    "swap-tricks-cards",
    "swap-hands",
    "duplicate-hand-card",
    "bid-value",
    "bid-trump",
    "call",
    "call-key",
    "call-seat",
    "dealer",
    "belote",
    "drop-belote",
    "annonce",
    "short",
    "short-middle",
    "leader",
    "spelling",
    "extra-key",
    "redeal",
    "discard",
    "claim-unit",
    "claim-units",
    "huge",
]


@pytest.mark.slow
@pytest.mark.parametrize("tier", TIERS)
@settings(max_examples=700, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@SAME_EXAMPLES
@given(
    name=st.sampled_from(VARIANTS),
    seed=SEEDS,
    kinds=st.lists(st.sampled_from(MUTATIONS), min_size=1, max_size=2),
    data=st.data(),
)
def test_mutated_deals_agree(name: str, tier: str, seed: int, kinds: list[str], data: st.DataObject) -> None:
    variant = shipped_variant(name)
    deal = random_deal(variant, seed)
    for kind in kinds:
        try:
            _mutate(deal, kind, data.draw, variant)
        except (IndexError, KeyError, TypeError, AttributeError, ValueError, ZeroDivisionError):
            event("a mutation that did not apply")  # e.g. a swap in a trick an earlier one removed
        event(kind)
    agree(name, deal, tier)


@pytest.mark.parametrize(("name", "tier"), VARIANT_TIERS)
def test_spellings_and_trick_objects_stay_on_the_fast_path(name: str, tier: str) -> None:
    variant = shipped_variant(name)
    deal = random_deal(variant, 7)
    for trick in deal["tricks"]:
        trick[:] = [SPELLINGS.get(card, card) for card in trick]
    deal["tricks"][0] = {"cards": deal["tricks"][0]}
    assert agree(name, deal, tier) is not None


@pytest.mark.parametrize(
    "mutation",
    [
        lambda d: d["tricks"].__setitem__(2, d["tricks"][2][:3]),  # a trick of 3 cards in the middle
        lambda d: d["hands"]["N"].append("7S"),  # 9 cards
    ],
)
@pytest.mark.parametrize("tier", TIERS)
def test_the_fast_path_declines_what_is_wrong(mutation: Any, tier: str) -> None:
    deal = random_deal(shipped_variant("coinche"), 3)
    mutation(deal)
    assert checker("coinche", tier).check(json.loads(json.dumps(deal))) is None
    agree("coinche", deal, tier)


@pytest.mark.parametrize("tier", TIERS)
def test_a_call_out_of_turn_is_answered_as_the_reference(tier: str) -> None:
    # the deal's dealer is N and coinche's first speaker the dealer's next (E): a pass by S as the
    # first call is out of turn (rule auction.turn), the first fault of the deal
    deal = random_deal(shipped_variant("coinche"), 3)
    deal["auction"].insert(0, {"seat": "S", "call": "pass"})  # S speaks where it was E's turn
    answer = agree("coinche", deal, tier)
    assert answer is not None and answer["status"] == "illegal"
    assert answer["violation"]["rule"] == "auction.turn" and answer["violation"]["place"] == "$.auction[0]"


@pytest.mark.parametrize(
    ("mutation", "place"),
    [
        # trick 4 reversed: its leader now plays the card the fourth player held (rule play.card-held)
        (lambda d: d["tricks"][3].reverse(), "$.tricks[3][0]"),
        # the first card of trick 1 led again in trick 2: nobody holds it any more (play.card-held)
        (lambda d: d["tricks"][1].__setitem__(0, d["tricks"][0][0]), "$.tricks[1][0]"),
    ],
)
@pytest.mark.parametrize("tier", TIERS)
def test_an_illegal_card_is_answered_on_the_fast_path(mutation: Any, place: str, tier: str) -> None:
    """The first violation of the play comes from the kernel at full speed, equal to the reference's."""
    deal = random_deal(shipped_variant("coinche"), 3)
    mutation(deal)
    answer = agree("coinche", deal, tier)
    assert answer is not None and answer["status"] == "illegal" and answer["exit_code"] == 1
    assert answer["violation"]["rule"] == "play.card-held" and answer["violation"]["place"] == place
    assert answer["scores"] is None and answer["units"] == {}


@pytest.mark.parametrize("tier", TIERS)
def test_a_formula_failing_at_run_time_is_left_to_the_reference_path(make_variant: Any, tier: str) -> None:
    """Division by zero in a scoring formula: the fast path declines, the reference path reports it."""
    variant = make_variant(
        "extends: coinche\nscoring:\n  quantities:\n    ratio: own_cards / own_belote\n"
        "    own_tricks: own_cards + own_der\n    own_total: own_tricks + own_belote\n"
        "    taker_total: taker_cards + taker_der + taker_belote\n"
    )
    deal = random_deal(variant, 5)
    deal.pop("belote", None)
    checks = make_checker(variant, tier)
    assert tier == "pure" or checks.core is not None
    for seed in range(30):
        deal = random_deal(variant, seed)
        if checks.check(json.loads(json.dumps(deal))) is None:
            with pytest.raises(RefscoreError, match="division by zero"):
                check_deal(read_record(deal, variant), variant)
            return
    pytest.fail("no deal without a belote among 30")


# --- faults found in review, now fixed ---------------------------------------------------------------


@pytest.mark.parametrize("tier", TIERS)
def test_a_record_without_an_auction_is_declined(tier: str) -> None:
    deal = random_deal(shipped_variant("coinche"), 3)
    del deal["auction"]
    assert checker("coinche", tier).check(deal) is None
    assert reference(deal, shipped_variant("coinche")) is None


@pytest.mark.parametrize("tier", TIERS)
@pytest.mark.parametrize(
    ("key", "redeal"),
    [
        *(pytest.param(key, False) for key in RECORD_KEYS),
        pytest.param("tricks", True, id="tricks-of-a-redeal"),
    ],
)
def test_a_null_value_is_left_to_the_reference_path(key: str, redeal: bool, tier: str) -> None:
    deal = random_deal(shipped_variant("coinche"), 3)
    if redeal:
        start = shipped_variant("coinche").seats.index(deal["auction"][0]["seat"])
        deal["auction"] = [{"seat": "NESW"[(start + i) % 4], "call": "pass"} for i in range(4)]
        deal.pop("belote", None)
    deal[key] = None
    assert reference(deal, shipped_variant("coinche")) is None  # no key of the schema is nullable
    assert agree("coinche", deal, tier) is None


#: a house variant whose plain cards are worth 1000 points each (spec/variant.schema.json allows
#: 0 to 1000 a card): a side's card points then need more than 11 bits
BIG_POINTS = (
    "extends: coinche\ncards:\n  tables:\n"
    "    plain: {order: [A, 10, K, Q, J, 9, 8, 7],\n"
    "            points: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000]}\n"
)


@pytest.mark.parametrize("tier", TIERS)
def test_large_card_points_agree(make_variant: Any, tier: str) -> None:
    variant = make_variant(BIG_POINTS)
    checks = make_checker(variant, tier)
    for seed in range(20):
        deal = random_deal(variant, seed)
        answer = checks.check(json.loads(json.dumps(deal)))
        assert answer is not None
        assert answer == reference(deal, variant)
