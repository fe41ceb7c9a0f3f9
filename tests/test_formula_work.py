"""`scoring.FormulaWork`: the memo of each formula's value and working by the values it reads.

Why these tests: the fast batch path scores every illegal deal's penalty through `score_deal` with
one `FormulaWork` per variant, warm from every earlier deal; a hit must give exactly what a miss
computes (the value and the rendered working of spec/formula.md), whatever the variant's formulas,
and a formula that fails must fail on every deal, not only the first.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies_variants import house_variants

from refscore.auction import Contract
from refscore.errors import VariantError
from refscore.formula import ValueType, compile_formula
from refscore.record import parse_trump
from refscore.scoring import FormulaWork, UnitFacts, deal_names, score_deal
from refscore.variant import Variant
from refscore.variant_loader import shipped_variant

_WORK: dict[int, tuple[Variant, FormulaWork]] = {}  # warm memos, shared by the examples below


def _warm_work(variant: Variant) -> FormulaWork:
    """One memo per variant for the whole run (the variant kept, so that its id stays its own)."""
    known = _WORK.get(id(variant))
    if known is None or known[0] is not variant:
        known = _WORK[id(variant)] = (variant, FormulaWork(variant))
    return known[1]


facts_strategy = st.builds(
    UnitFacts,
    cards=st.integers(0, 162),
    der=st.sampled_from([0, 10]),
    belote=st.sampled_from([0, 20]),
    annonces=st.sampled_from([0, 20, 50, 100, 150]),
    discard=st.sampled_from([0, 4, 21]),
    tricks_won=st.integers(0, 8),
)


@settings(
    max_examples=40,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    variant=house_variants(),
    facts=st.lists(facts_strategy, min_size=5, max_size=5),
    taker=st.integers(0, 4),
    value=st.sampled_from([80, 90, 110, 160, 250]),
    mult=st.sampled_from([1, 2, 4]),
    repeats=st.lists(st.integers(0, 4), min_size=1, max_size=3),
)
def test_a_warm_memo_scores_as_the_formulas_do(
    variant: Variant,
    facts: list[UnitFacts],
    taker: int,
    value: int,
    mult: int,
    repeats: list[int],
) -> None:
    """On random house variants (their scoring formulas drawn from the formula grammar) and
    random facts: `score_deal` with a memo warm from every earlier example, and again with the
    facts of one unit copied to another (so that some formulas see values they saw before), equals
    `score_deal` evaluating and rendering every formula, line for line."""
    units = [unit for unit, _ in variant.teams]
    by_unit = dict(zip(units, facts, strict=False))
    seats = variant.seats
    contract = Contract(seats[taker % len(seats)], value, None, parse_trump("H", "$"), mult, None, None)
    taker_unit = variant.team_of(contract.taker)
    names = deal_names(
        variant, contract, taker_side_all_tricks=False, taker_all_tricks=False, defence_all_tricks=False
    )
    work = _warm_work(variant)
    for repeat in [-1, *repeats]:
        if repeat >= 0:  # one unit takes another's facts: equal values, met again by the memo
            by_unit[units[repeat % len(units)]] = by_unit[units[(repeat + 1) % len(units)]]
        try:
            plain = score_deal(variant, by_unit, taker_unit, names, None)
        except VariantError as error:  # a drawn formula divides by zero here: the memo fails alike
            with pytest.raises(VariantError) as memoised:
                score_deal(variant, by_unit, taker_unit, names, None, work)
            assert str(memoised.value) == str(error)
            continue
        assert score_deal(variant, by_unit, taker_unit, names, None, work) == plain


def test_a_hit_returns_the_value_and_working_a_miss_computed() -> None:
    """`taker_total >= contract` with taker_total 95 and contract 80 is true, and its working
    shows both numbers: "taker_total >= contract = 95 >= 80". Asked again with the same two values
    (and any other name changed) the memo answers the same; with taker_total 75 it is false."""
    variant = shipped_variant("coinche")
    work = FormulaWork(variant)
    made = compile_formula(
        "taker_total >= contract", {"taker_total": ValueType.INT, "contract": ValueType.INT}
    )
    env = {"taker_total": 95, "contract": 80, "mult": 1}
    assert work.value(made, env, variant) is True
    assert work.shown(made, env, True) == "taker_total >= contract = 95 >= 80"
    again = {"taker_total": 95, "contract": 80, "mult": 2}
    assert work.value(made, again, variant) is True
    assert work.shown(made, again, True) == "taker_total >= contract = 95 >= 80"
    lower = {"taker_total": 75, "contract": 80}
    assert work.value(made, lower, variant) is False
    assert work.shown(made, lower, False) == "taker_total >= contract = 75 >= 80"


def test_a_failing_formula_fails_every_time() -> None:
    """`contract / own_tricks` with own_tricks 0 divides by zero: a variant error each time it is
    asked (a failure is never remembered as a value), and 160 / 16 = 10 where own_tricks is 16."""
    variant = shipped_variant("coinche")
    work = FormulaWork(variant)
    ratio = compile_formula("contract / own_tricks", {"contract": ValueType.INT, "own_tricks": ValueType.INT})
    for _ in range(2):
        with pytest.raises(VariantError):
            work.value(ratio, {"contract": 160, "own_tricks": 0}, variant)
    env = {"contract": 160, "own_tricks": 16}
    assert work.value(ratio, env, variant) == 10
    assert work.shown(ratio, env, 10) == "contract / own_tricks = 160 / 16"
