"""`PenaltyPlan` (the fast batch path's penalty) writes the reference's JSON, byte for byte.

Why a property and not worked examples: the plan fills numbers into words fixed per variant and
remembers each formula's value and working by the values it reads, so what can go wrong is a
template or a memo key that is wrong for some variant or some input (a formula that reads a name
the key leaves out, a rendering that differs for a negative value or a truth value, a line in
another order). So, over random HOUSE variants (tests/strategies_variants.py: drawn scoring
formulas, rounding, belote and dix de der values, special bids; here also each `penalties` mode)
and random inputs, the plan's JSON is compared with `report.penalty_to_json(penalty_score(...))`,
the reference's scorer with no memo at all, as text (so `true` and `1` differ): once from a plan
that is fresh (every memo misses) and once from a plan kept warm across the examples (its memos
hit). A failing formula (a division by zero) must fail in both. Each plan is made twice: on the
pure tier (its formulas' lines joined from memos) and with the compiled scorer, which writes those
lines (`_scorecore.PenaltyLines`). The worked examples with scores by hand are in
tests/fast/test_fast_penalty.py (through the real command).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies_variants import house_with_penalties

from refscore.base.cards import Suit
from refscore.base.errors import VariantError
from refscore.fast.penalty_plan import PenaltyPlan
from refscore.formula.compiler import FormulaError
from refscore.judge.auction_judge import Contract
from refscore.judge.penalty import penalty_score
from refscore.judge.scoring import UnitFacts
from refscore.judge.scoring_plan import ScoringPlan
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import Trump
from refscore.model.variant import TrumpKind, Variant
from refscore.render.report import penalty_to_json

try:
    import orjson
except ImportError:  # pragma: no cover - exercised where orjson is not installed
    orjson = None  # type: ignore[assignment]

TRUMPS = [Trump(TrumpKind.SUIT, Suit(n)) for n in range(4)] + [
    Trump(TrumpKind.NO_TRUMP, None),
    Trump(TrumpKind.ALL_TRUMP, None),
]
_WARM: dict[tuple[str, bool], PenaltyPlan] = {}  # plans kept across examples: their memos hit
#: whether the compiled scorer (refscore/judge/_scorecore.c) is built here
COMPILED = ScoringPlan(shipped_variant("coinche")).core is not None
#: the tiers a plan is made on: joined from memos, and written by the compiled scorer
TIERS = [False, pytest.param(True, marks=pytest.mark.skipif(not COMPILED, reason="no compiled scorer"))]


def make_plan(variant: Variant, compiled: bool) -> PenaltyPlan:
    """A plan of `variant`: on the pure tier, or with the compiled scorer's lines (and then it has them)."""
    if not compiled:
        return PenaltyPlan(variant)
    plan = PenaltyPlan(variant, ScoringPlan(variant))
    assert plan.lines is not None, "the compiled scorer writes every shipped and drawn variant's lines"
    return plan


def warm_plan(name: str, variant: Variant, compiled: bool) -> PenaltyPlan:
    """The plan of `name` kept across examples (its memos hit)."""
    key = (name, compiled)
    if key not in _WARM:
        _WARM[key] = make_plan(variant, compiled)
    return _WARM[key]


def reference(
    variant: Variant, contract: Contract, irregularity: Any, seat: str, **inputs: Any
) -> str | None:
    """The reference's JSON as text, or None when a formula fails (as the reference's breakdown
    reports it)."""
    try:
        penalty = penalty_score(variant, contract, irregularity, seat, **inputs)
    except VariantError:
        return None
    return json.dumps(penalty_to_json(penalty))


def planned(plan: PenaltyPlan, contract: Contract, irregularity: Any, seat: str, **inputs: Any) -> str | None:
    """The plan's JSON as text, or None when a formula fails; its entry's bytes (what the batch
    writes, joined from pieces) must be orjson's writing of that JSON."""
    try:
        answer = plan.json(
            contract, plan.contract_values(contract), contract.taker, irregularity, seat, **inputs
        )
        if answer is not None and orjson is not None:
            entry = plan.entry(
                contract, plan.contract_values(contract), contract.taker, irregularity, seat, **inputs
            )
            assert entry[1] == orjson.dumps(answer)
    except FormulaError:
        return None
    return json.dumps(answer)


def draw_case(draw: st.DrawFn, variant: Variant) -> tuple[Contract, Any, str, dict[str, Any], dict[str, Any]]:
    """A contract, an irregularity and its seat, and the inputs as the reference and the plan take them."""
    seats = variant.seats
    units = [unit for unit, _ in variant.teams]
    specials = [bid for bid in variant.auction.special_bids]
    special = draw(st.sampled_from([None, None, *specials]))
    taker = draw(st.sampled_from(seats))
    others = [seat for seat in seats if variant.team_of(seat) != variant.team_of(taker)]
    mult = draw(st.sampled_from([1, 2, 4, 3]))
    coinched_by = draw(st.sampled_from(others)) if mult > 1 else None
    surcoinched_by = taker if mult > 2 and draw(st.booleans()) else None
    contract = Contract(
        taker,
        special.value if special is not None else draw(st.sampled_from([0, 80, 90, 110, 160, 250])),
        special.name if special is not None else None,
        draw(st.sampled_from(TRUMPS)),
        mult,
        coinched_by,
        surcoinched_by,
    )
    seat = draw(st.sampled_from(seats))
    irregularity = draw(st.sampled_from(["play", "false_annonce"]))
    small = st.sampled_from([0, 0, 10, 20, 50, 100, 150])
    belote = draw(st.integers(-1, len(units) - 1))
    annonces = [draw(small) for _ in units]
    won = [
        (draw(st.integers(0, 162)), draw(st.sampled_from([0, 0, 10])), draw(st.integers(0, 8))) for _ in units
    ]
    play_points = draw(st.sampled_from([0, 130, 152, 162, 200]))
    discard = draw(st.sampled_from([0, 4, 21]))
    for_reference = {
        "play_points": play_points,
        "discard": discard,
        "belote_unit": units[belote] if belote >= 0 else None,
        "annonces": {unit: points for unit, points in zip(units, annonces, strict=True) if points},
        "won": {
            unit: UnitFacts(cards=cards, der=der, tricks_won=tricks)
            for unit, (cards, der, tricks) in zip(units, won, strict=True)
        },
    }
    for_plan = {
        "play_points": play_points,
        "discard": discard,
        "belote_unit": belote,
        "annonces": annonces,
        "won": won,
    }
    return contract, irregularity, seat, for_reference, for_plan


@pytest.mark.slow
@settings(
    max_examples=60,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(variant=house_with_penalties(), data=st.data())
@pytest.mark.parametrize("compiled", TIERS)
def test_the_plan_writes_the_reference_json_on_house_variants(
    compiled: bool, variant: Variant, data: st.DataObject
) -> None:
    """Fresh and warm plans both give the reference's JSON text, or both fail; several inputs per
    variant, so that the fresh plan's memos also hit within one example."""
    fresh = make_plan(variant, compiled)
    warm = warm_plan(variant.fingerprint, variant, compiled)
    for _ in range(4):
        contract, irregularity, seat, for_reference, for_plan = draw_case(data.draw, variant)
        expected = reference(variant, contract, irregularity, seat, **for_reference)
        assert planned(fresh, contract, irregularity, seat, **for_plan) == expected
        assert planned(warm, contract, irregularity, seat, **for_plan) == expected


@settings(max_examples=80, derandomize=True, deadline=None)
@given(
    name=st.sampled_from(["coinche", "contree", "officiel", "chien-3", "chien-2", "coinche-5", "belote"]),
    data=st.data(),
)
@pytest.mark.parametrize("compiled", TIERS)
def test_the_plan_writes_the_reference_json_on_shipped_variants(
    compiled: bool, name: str, data: st.DataObject
) -> None:
    """The same on the shipped variants, with one warm plan each (as a batch keeps it)."""
    variant = shipped_variant(name)
    warm = warm_plan(name, variant, compiled)
    contract, irregularity, seat, for_reference, for_plan = draw_case(data.draw, variant)
    expected = reference(variant, contract, irregularity, seat, **for_reference)
    assert expected is not None  # the shipped formulas never fail
    assert planned(warm, contract, irregularity, seat, **for_plan) == expected
    assert planned(make_plan(variant, compiled), contract, irregularity, seat, **for_plan) == expected


@pytest.mark.parametrize("compiled", TIERS)
def test_a_formula_that_divides_by_zero_fails_in_the_plan_as_in_the_reference(
    compiled: bool, make_variant: Any
) -> None:
    """A taker's formula dividing by the defence's card points: 0 when the takers are not at
    fault (the defence then holds nothing), so the reference fails and so must the plan."""
    variant = make_variant(
        "extends: coinche\nscoring:\n  cases:\n    - rule: score.made\n"
        "      taker: contract / defence_cards\n      defence: own_cards\n"
    )
    plan = make_plan(variant, compiled)
    contract = Contract("N", 80, None, TRUMPS[0], 1, None, None)
    units = [unit for unit, _ in variant.teams]
    inputs = {"play_points": 152, "discard": 0, "belote_unit": None, "annonces": {}, "won": {}}
    assert reference(variant, contract, "play", "E", **inputs) is None
    zero = [(0, 0, 0)] * len(units)
    answer = planned(
        plan, contract, "play", "E", play_points=152, discard=0, belote_unit=-1, annonces=[0, 0], won=zero
    )
    assert answer is None


@settings(max_examples=40, derandomize=True, deadline=None)
@given(
    name=st.sampled_from(["coinche", "contree", "chien-3", "coinche-5", "belote"]),
    data=st.data(),
)
def test_contract_values_read_no_taker_no_coincher_no_suit(name: str, data: st.DataObject) -> None:
    """The fast path shares a contract's values, and the contract itself, between contracts that
    differ only in who took, who coinched or surcoinched, and the suit (`FastChecker._penalty`):
    those must give the same values, and the plan the reference's JSON with the shared contract
    and each deal's own taker."""
    variant = shipped_variant(name)
    plan = _WARM.setdefault(name, PenaltyPlan(variant))
    first, irregularity, seat, for_reference, for_plan = draw_case(data.draw, variant)
    seats = variant.seats
    taker = data.draw(st.sampled_from(seats))
    others = [s for s in seats if variant.team_of(s) != variant.team_of(taker)]
    kind_suits = [t for t in TRUMPS if t.kind == first.trump.kind]
    second = Contract(
        taker,
        first.value,
        first.special,
        data.draw(st.sampled_from(kind_suits)),
        first.mult,
        data.draw(st.sampled_from(others)) if first.coinched_by is not None else None,
        taker if first.surcoinched_by is not None else None,
    )
    assert plan.contract_values(second) == plan.contract_values(first)
    expected = reference(variant, second, irregularity, seat, **for_reference)
    shared = plan.json(first, plan.contract_values(first), taker, irregularity, seat, **for_plan)
    assert json.dumps(shared) == expected


@pytest.mark.skipif(not COMPILED, reason="no compiled scorer")
def test_the_compiled_lines_refuse_what_is_not_their_layout() -> None:
    """`_scorecore.PenaltyLines` checks what it is given (made and called) and never reads past it:
    a bad part is ValueError or TypeError when it is made, a value of another layout when it
    writes, and a value beyond MAX_VALUE is None (Python then writes the lines)."""
    from refscore.judge._scorecore import PenaltyLines

    variant = shipped_variant("coinche")
    plan = make_plan(variant, True)
    scoring = ScoringPlan(variant)
    assert plan.lines is not None and scoring.core is not None
    slots = scoring.slots
    quantities = tuple(step.compiled(slots) for _, step in plan.quantities)
    cases = tuple((taker.compiled(slots), defence.compiled(slots)) for _, taker, defence, _, _ in plan.cases)
    good: list[Any] = [
        scoring.core,
        scoring.facts,
        quantities,
        tuple(False for _ in quantities),
        cases,
        (0,),
        (b'"NS"', b'"EW"', b"null"),
        (b"{", b"}"),
    ]
    assert PenaltyLines(*good) is not None
    quantity = quantities[0]
    assert quantity is not None
    bad_shows = (*quantity[:4], (10**6,), quantity[5])  # a slot far outside the values
    bad_words = (*quantity[:3], (), quantity[4], quantity[5])  # no words at all
    refused: list[tuple[int, Any]] = [
        (0, object()),
        (1, (0,) * 7),
        (2, quantities[:-1]),
        (2, (bad_shows, *quantities[1:])),
        (2, (bad_words, *quantities[1:])),
        (4, cases[:-1]),
        (5, (len(cases),)),
        (6, (b'"NS"', b'"EW"')),
        (7, (b"{",)),
    ]
    for index, bad in refused:
        with pytest.raises((ValueError, TypeError)):
            PenaltyLines(*good[:index], bad, *good[index + 1 :])
    lines = PenaltyLines(*good)
    contract = Contract("N", 80, None, TRUMPS[0], 1, None, None)
    values = plan.contract_values(contract)
    facts = [(10, 0, 0, 0, 0, 1), (20, 0, 0, 0, 0, 2)]
    assert lines.write(values, facts, 0, True) is not None
    for arguments in (
        (values[:-1], facts, 0, True),
        (values, facts[:1], 0, True),
        (values, [(1, 2)] * 2, 0, True),
        (values, facts, 2, True),
        (values, facts, -1, True),
    ):
        with pytest.raises(ValueError):
            lines.write(*arguments)
    with pytest.raises(TypeError):
        lines.write(values, [("a",) * 6] * 2, 0, True)
    with pytest.raises(TypeError):
        lines.write(list(values), facts, 0, True)  # type: ignore[arg-type]
    beyond = [(10**16, 0, 0, 0, 0, 1), (20, 0, 0, 0, 0, 2)]
    assert lines.write(values, beyond, 0, True) is None


@pytest.mark.skipif(not COMPILED, reason="no compiled scorer")
def test_the_compiled_plan_keeps_no_piece_of_a_penalty_it_read_back() -> None:
    """A penalty's JSON object read back from the compiled lines' bytes (`json_of`) is read whole:
    those pieces are each deal's own, so a memo of them would only grow over a long batch."""
    variant = shipped_variant("coinche")
    plan = make_plan(variant, True)
    units = [unit for unit, _ in variant.teams]
    for cards in range(0, 160, 7):
        contract = Contract("N", 80 + cards % 30, None, TRUMPS[cards % 6], 1, None, None)
        inputs = {"play_points": 152, "discard": 0, "belote_unit": None, "annonces": {}}
        won = {units[1]: UnitFacts(cards=cards, der=0, tricks_won=cards // 20)}
        expected = reference(variant, contract, "play", "N", **inputs, won=won)
        answer = planned(
            plan,
            contract,
            "play",
            "N",
            play_points=152,
            discard=0,
            belote_unit=-1,
            annonces=[0, 0],
            won=[(0, 0, 0), (cards, 0, cards // 20)],
        )
        assert answer == expected
    assert plan.pieces_read == {}
