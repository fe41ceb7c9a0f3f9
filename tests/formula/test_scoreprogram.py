"""The scoring formulas as programs (`Formula.program`, `refscore/judge/_scorecore.c`) equal the closures.

Why: the compiled tier of batch checking scores a deal by interpreting the programs that the
formula compiler emits beside its closures (`formula.Op`), and falls back to the closures only when
a program fails. So: each opcode does what the language says (worked by hand below); a program
fails exactly where the closures raise, and otherwise gives their value (hypothesis, over formulas
with every construct of the grammar and values up to and past MAX_VALUE); a bad program is refused
when it is loaded, never run; the rounding as a formula equals `Rounding.apply`; and the whole
compiled scorer equals `ScoringPlan._evaluate` on random keys of shipped and house variants.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies_variants import any_bool_formulas, any_int_formulas, build, house_variants

from refscore.base.errors import VariantError
from refscore.formula.compiler import (
    MAX_NESTING,
    MAX_VALUE,
    FormulaError,
    FormulaRangeError,
    Op,
    ValueType,
    compile_formula,
)
from refscore.judge import scoring_plan
from refscore.judge.scoring import UnitFacts
from refscore.judge.scoring_plan import ScoringPlan
from refscore.load.variant_loader import load_variant, shipped_names, shipped_variant
from refscore.model.variant import Rounding, Variant

_scorecore = pytest.importorskip("refscore.judge._scorecore")
if (
    scoring_plan._scorecore is None
):  # REFSCORE_CORE=python: `ScoringPlan` runs the closures only (nothing to compare)
    pytest.skip("the compiled scorer is turned off (REFSCORE_CORE=python)", allow_module_level=True)

C, L = Op.CONST, Op.LOAD


def run(*code: int, values: tuple[int, ...] = ()) -> int | None:
    result: int | None = _scorecore.run(tuple(int(item) for item in code), values)
    return result


# -- each opcode, by hand -------------------------------------------------------------------------


def test_push_and_load() -> None:
    assert run(C, 7) == 7
    assert run(L, 1, values=(5, 9)) == 9  # slot 1 holds 9


@pytest.mark.parametrize(
    ("op", "operand", "expected"),
    [
        (Op.NEG, 7, -7),
        (Op.NEG, -7, 7),
        (Op.NOT, 0, 1),  # not false
        (Op.NOT, 1, 0),
        (Op.ABS, -7, 7),
        (Op.ABS, 7, 7),
    ],
)
def test_unary(op: Op, operand: int, expected: int) -> None:
    assert run(C, operand, op) == expected


@pytest.mark.parametrize(
    ("left", "op", "right", "expected"),
    [
        (2, Op.ADD, 3, 5),
        (2, Op.SUB, 3, -1),
        (6, Op.MUL, 7, 42),
        (10**8, Op.MUL, 10**7, 10**15),  # exactly MAX_VALUE: allowed
        (10**8, Op.MUL, -(10**7), -(10**15)),
        (10**8, Op.MUL, 10**8, None),  # 10**16 > MAX_VALUE: FormulaRangeError in the closures
        (7, Op.DIV, 2, 3),  # 3.5 floored
        (-7, Op.DIV, 2, -4),  # -3.5 floored (Python's //, not C's truncation to -3)
        (7, Op.DIV, -2, -4),
        (-7, Op.DIV, -2, 3),
        (7, Op.DIV, 0, None),  # division by zero
        (7, Op.MOD, 2, 1),
        (-7, Op.MOD, 2, 1),  # -7 = -4 * 2 + 1: the sign of the divisor
        (7, Op.MOD, -2, -1),  # 7 = -4 * -2 - 1
        (-7, Op.MOD, -2, -1),
        (7, Op.MOD, -1, 0),
        (7, Op.MOD, 0, None),  # modulo by zero
        (2, Op.EQ, 3, 0),
        (3, Op.EQ, 3, 1),
        (2, Op.NE, 3, 1),
        (3, Op.NE, 3, 0),
        (2, Op.LT, 3, 1),
        (3, Op.LT, 3, 0),
        (3, Op.LE, 3, 1),
        (4, Op.LE, 3, 0),
        (3, Op.GT, 2, 1),
        (3, Op.GT, 3, 0),
        (3, Op.GE, 3, 1),
        (2, Op.GE, 3, 0),
        (2, Op.MIN, 3, 2),
        (2, Op.MAX, 3, 3),
        (-2, Op.MIN, -3, -3),
    ],
)
def test_binary(left: int, op: Op, right: int, expected: int | None) -> None:
    assert run(C, left, C, right, op) == expected


def test_sums_past_max_value_fail_at_the_end_only() -> None:
    # 10**15 + 10**15 - 10**15 = 10**15: the closures never check a sum on the way, only the result
    assert run(C, 10**15, C, 10**15, Op.ADD, C, 10**15, Op.SUB) == 10**15
    assert run(C, 10**15, C, 1, Op.ADD) is None  # 10**15 + 1: the result is out of range
    assert run(C, 2**62, C, 2**62, Op.ADD) is None  # past 64 bits: fails rather than wraps


@pytest.mark.parametrize(("condition", "expected"), [(1, 10), (0, 20)])
def test_if(condition: int, expected: int) -> None:
    # if(condition, 10, 20): CONST c, JUMP_IF_FALSE over "CONST 10, JUMP 2" (4 ints), CONST 10,
    # JUMP over "CONST 20" (2 ints), CONST 20
    assert run(C, condition, Op.JUMP_IF_FALSE, 4, C, 10, Op.JUMP, 2, C, 20) == expected


def test_if_runs_only_the_chosen_branch() -> None:
    # if(true, 1, 1 / 0): the division is skipped, as the closures skip it
    assert run(C, 1, Op.JUMP_IF_FALSE, 4, C, 1, Op.JUMP, 5, C, 1, C, 0, Op.DIV) == 1
    assert run(C, 0, Op.JUMP_IF_FALSE, 4, C, 1, Op.JUMP, 5, C, 1, C, 0, Op.DIV) is None


@pytest.mark.parametrize(
    ("left", "right", "conjunction", "disjunction"),
    [(0, 0, 0, 0), (0, 1, 0, 1), (1, 0, 0, 1), (1, 1, 1, 1)],
)
def test_and_or(left: int, right: int, conjunction: int, disjunction: int) -> None:
    assert run(C, left, Op.AND_JUMP, 2, C, right) == conjunction
    assert run(C, left, Op.OR_JUMP, 2, C, right) == disjunction


def test_and_or_stop_early() -> None:
    # false and 1 / 0 == 0: the right operand is never run (likewise true or ...)
    assert run(C, 0, Op.AND_JUMP, 8, C, 1, C, 0, Op.DIV, C, 0, Op.EQ) == 0
    assert run(C, 1, Op.OR_JUMP, 8, C, 1, C, 0, Op.DIV, C, 0, Op.EQ) == 1
    assert run(C, 1, Op.AND_JUMP, 8, C, 1, C, 0, Op.DIV, C, 0, Op.EQ) is None


def test_fail_and_the_final_range() -> None:
    assert run(Op.FAIL) is None
    assert run(L, 0, Op.FAIL, Op.ADD, values=(1,)) is None
    assert run(C, MAX_VALUE + 1) is None  # a result beyond MAX_VALUE
    assert run(C, -MAX_VALUE) == -MAX_VALUE


def test_the_core_knows_every_opcode() -> None:
    """`Scorer()` compares formula.Op with its own table; this says which differs, if one does."""
    assert [op.name for op in Op] == [
        "CONST", "LOAD", "NEG", "NOT", "ABS", "ADD", "SUB", "MUL", "DIV", "MOD", "EQ", "NE",
        "LT", "LE", "GT", "GE", "MIN", "MAX", "JUMP_IF_FALSE", "JUMP", "AND_JUMP", "OR_JUMP", "FAIL",
    ]  # fmt: skip
    assert [op.value for op in Op] == list(range(len(Op)))


# -- bad programs are refused when loaded -------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "values", "says"),
    [
        ((), (), "program of 0 ints"),
        ((99,), (), "unknown opcode 99"),
        ((-1,), (), "unknown opcode -1"),
        ((C,), (), "lacks its operand"),
        ((L, 1), (5,), "slot 1 outside"),
        ((L, -1), (5,), "slot -1 outside"),
        ((Op.ADD,), (), "underflow"),
        ((C, 1, C, 2), (), "leaves 2 values"),
        ((C, 1, Op.JUMP_IF_FALSE, 9, C, 2), (), "does not land"),
        ((C, 1, Op.JUMP_IF_FALSE, 1, C, 2), (), "does not land"),  # into CONST's operand
        ((C, 1, Op.JUMP_IF_FALSE, -2, C, 2), (), "does not land"),  # backwards: no loops
        ((C, 1, Op.JUMP_IF_FALSE, 2, C, 2), (), "different stacks"),
        ((C, 1, Op.JUMP, 2, C, 2), (), "unreachable"),
        ((C, 2**64), (), "not a 64-bit int"),
        ((C, 1, *(C, 1, Op.ADD) * 5, *(C, 1) * 300, *(Op.ADD,) * 300), (), "on the stack"),
    ],
)
def test_bad_programs_are_refused(code: tuple[int, ...], values: tuple[int, ...], says: str) -> None:
    with pytest.raises(ValueError, match=says):
        _scorecore.run(tuple(int(item) for item in code), values)


def test_a_program_is_a_tuple_of_ints() -> None:
    with pytest.raises(TypeError):
        _scorecore.run([0, 1], ())  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="64-bit int"):
        _scorecore.run((0, "1"), ())  # type: ignore[arg-type]


def test_the_deepest_formula_fits_the_stack() -> None:
    # the deepest nesting the language accepts, each level holding one more value on the stack
    depth = MAX_NESTING // 2 - 1
    text = "a + (" * depth + "a" + ")" * depth
    formula = compile_formula(text, {"a": ValueType.INT})
    assert run(*formula.program({"a": 0}), values=(2,)) == 2 * (depth + 1)


def test_a_scorer_with_another_opcode_table_is_refused() -> None:
    scorer = ScoringPlan(shipped_variant("coinche"))
    assert scorer.core is not None
    quantities, made, cases, rounding, constants = scorer.core.programs
    arguments: dict[str, Any] = {
        "units": scorer.units,
        "facts": len(scorer.facts),
        "specials": len(made) - 1,
        "constants": constants,
        "quantity_slots": tuple(slot for slot, _ in scorer.quantities),
        "quantities": quantities,
        "before": scorer.before,
        "made": made,
        "cases": cases,
        "rounding": rounding,
        "made_slot": scorer.made_slot,
        "opcodes": {op.name: op.value for op in Op},
        "max_value": MAX_VALUE,
    }
    _scorecore.Scorer(**arguments)  # as scoring_plan.ScoringPlan builds it: accepted
    for change, says in [
        ({"opcodes": {**arguments["opcodes"], "ADD": 6}}, "Op.ADD differs"),
        ({"opcodes": {**arguments["opcodes"], "POW": 23}}, "does not know"),
        ({"max_value": MAX_VALUE * 10}, "MAX_VALUE differs"),
        ({"made_slot": scorer.made_slot + 1}, "layout"),
        ({"made": made[:1] + made}, "sizes"),
        ({"cases": ((None, (C, 1), (L, 10**6), (), ()),)}, "slot 1000000 outside"),
        ({"cases": ((None, (C, 1), (C, 1), (99,), ()),)}, "outside"),
        ({"cases": ((None, [C, 1], (C, 1), (), ()),)}, "tuple of ints"),
        ({"rounding": (L, 1)}, "slot 1 outside"),  # the rounding reads one value: the score
        # the made test reads taker_total (quantity 2), which would then be computed after it
        ({"before": ()}, "a made test reads quantity 2 before it is computed"),
        ({"before": (2, 1, 0)}, "reads quantity 0 before"),  # own_total (1) reads own_tricks (0)
    ]:
        with pytest.raises(ValueError, match=says):
            _scorecore.Scorer(**{**arguments, **change})


# -- programs equal closures ----------------------------------------------------------------------

INTS = ["a", "b", "c"]
BOOLS = ["t", "f"]
NAMES = {**dict.fromkeys(INTS, ValueType.INT), **dict.fromkeys(BOOLS, ValueType.BOOL)}
VALUES = st.one_of(
    st.sampled_from([0, 1, -1, 10**8, -(10**8), MAX_VALUE, -MAX_VALUE]),  # zero divisors, big products
    st.integers(-20, 20),
    st.integers(-(10**9), 10**9),
)
FORMULA_SETTINGS = settings(
    max_examples=400,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


#: formulas that often raise: a quotient or remainder by a formula (0 for some values), a product
#: of three (past MAX_VALUE for large ones), or anything of the grammar
_FACTORS = st.one_of(
    st.sampled_from(["a", "b", "c", "a + b", "-c", "abs(b)"]), any_int_formulas(INTS, BOOLS, 1)
)
RISKY = st.one_of(
    st.tuples(any_int_formulas(INTS, BOOLS, 2), st.sampled_from(["/", "%"]), _FACTORS).map(
        lambda t: f"({t[0]}) {t[1]} ({t[2]})"
    ),
    st.lists(_FACTORS, min_size=2, max_size=3).map(lambda t: " * ".join(f"({x})" for x in t)),
    any_int_formulas(INTS, BOOLS),
    any_bool_formulas(INTS, BOOLS),
)


@pytest.mark.slow
@FORMULA_SETTINGS
@given(
    text=RISKY,
    values=st.tuples(VALUES, VALUES, VALUES, st.booleans(), st.booleans()),
)
def test_programs_equal_closures(text: str, values: tuple[int, int, int, bool, bool]) -> None:
    """The program of a formula gives the closures' value, or fails where they raise."""
    _program_and_closures(text, values)


_OUTCOMES = ("value", "failure")


def _program_and_closures(text: str, values: tuple[int, int, int, bool, bool]) -> str:
    """Assert that the program of `text` gives the closures' value or fails where they raise;
    which of the two it was (or "refused" for a formula refused when it compiles)."""
    try:
        formula = compile_formula(text, NAMES)
    except FormulaError:
        return "refused"  # (a constant division by zero...): no program to run
    order = ["filler", *reversed(NAMES)]  # the names anywhere in the values, after a filler
    slots = {name: index for index, name in enumerate(order)}
    env = dict(zip(NAMES, values, strict=True))
    positional = [0, *(int(env[name]) for name in order[1:])]
    try:
        expected: int | None = int(formula.positional(slots)(positional))
    except FormulaError:
        expected = None
    assert run(*formula.program(slots), values=tuple(positional)) == expected
    return "failure" if expected is None else "value"


#: formulas that raise for some values: each construct around a quotient, a remainder or a product
FAILING = [
    "a / b",
    "a % (b - c)",
    "a * b * c",
    "-(a * b) + c",
    "abs(a * b) - abs(c)",
    "min(a / b, c, a * c)",
    "max(a, b % c)",
    "if(t, a / b, b / c)",
    "if(a * b > c, 1, 0)",
    "t and a / b > 0 or f",
    "f or not (b * c == a)",
    "a * b <= c and c >= a % b",
    "((a * b) != (b * a)) == t",
    "a + a + a + b * c - c * b",
]


@pytest.mark.parametrize("text", FAILING)
@settings(max_examples=40, derandomize=True, deadline=None)
@given(values=st.tuples(VALUES, VALUES, VALUES, st.booleans(), st.booleans()))
def test_programs_fail_where_closures_raise(text: str, values: tuple[int, int, int, bool, bool]) -> None:
    """As above, with formulas that raise for many values, so failures are compared too."""
    assert _program_and_closures(text, values) in _OUTCOMES


# -- the rounding as a formula --------------------------------------------------------------------


@settings(max_examples=200, derandomize=True, deadline=None)
@given(
    to=st.one_of(st.sampled_from([1, 2, 5, 10, 1000]), st.integers(1, 1000)),
    half_up=st.booleans(),
    value=st.one_of(st.integers(-5000, 5000), st.integers(-(10**12), 10**12)),
)
def test_the_rounding_formula_equals_apply(to: int, half_up: bool, value: int) -> None:
    rounding = Rounding("deal", to, half_up)
    formula = rounding.formula()
    assert formula.evaluate({"score": value}) == rounding.apply(value)
    assert run(*formula.program({"score": 0}), values=(value,)) == rounding.apply(value)


@pytest.mark.parametrize(
    ("to", "half_up", "value", "expected"),
    [
        (10, True, 15, 20),  # an exact half goes up
        (10, False, 15, 10),  # or down
        (10, True, -15, -10),  # -15 = -2 * 10 + 5: the half goes up, to -10
        (10, False, -15, -20),
        (10, False, 16, 20),  # past the half
        (10, True, 14, 10),
    ],
)
def test_the_rounding_formula_by_hand(to: int, half_up: bool, value: int, expected: int) -> None:
    rounding = Rounding("deal", to, half_up)
    assert rounding.formula().evaluate({"score": value}) == expected
    assert rounding.apply(value) == expected


# -- the whole scorer ---------------------------------------------------------------------------------


@st.composite
def keys(draw: st.DrawFn, scorer: ScoringPlan) -> tuple[Any, ...]:
    """A scoring key of `scorer`'s layout (see fast.FastChecker._finish)."""
    specials = len(scorer.special_flags) - 1
    facts = st.integers(0, 400)
    return (
        draw(st.integers(0, scorer.units - 1)),  # the takers' unit
        draw(st.sampled_from([0, 80, 90, 160, 250, 500])),  # contract
        draw(st.integers(-1, specials - 1)),  # special bid
        draw(st.sampled_from([1, 2, 4])),  # mult
        draw(st.booleans()),
        draw(st.booleans()),
        draw(st.integers(0, 2)),  # a suit, sans atout, tout atout
        draw(st.booleans()),
        draw(st.booleans()),
        draw(st.booleans()),
        *(draw(facts) for _ in range(scorer.units * len(scorer.facts))),
    )


def _same(scorer: ScoringPlan, key: tuple[Any, ...]) -> None:
    assert scorer.core is not None
    found = scorer.core.score(key)
    try:
        expected = scorer._evaluate(key)
    except FormulaError:
        assert found is None
        return
    assert found is not None, "a program failed where the closures did not"
    made, case, scores = found
    assert (made, scorer.rules[case], dict(zip(scorer.unit_names, scores, strict=True))) == expected


@pytest.mark.parametrize("name", shipped_names())
@settings(max_examples=60, derandomize=True, deadline=None)
@given(data=st.data())
def test_the_compiled_scorer_equals_the_closures(name: str, data: st.DataObject) -> None:
    scorer = _SHIPPED.setdefault(name, ScoringPlan(shipped_variant(name)))
    _same(scorer, data.draw(keys(scorer)))


_SHIPPED: dict[str, ScoringPlan] = {}


@pytest.mark.slow
@settings(
    max_examples=60,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(variant=house_variants(), data=st.data())
def test_the_compiled_scorer_equals_the_closures_on_house_variants(
    variant: Variant, data: st.DataObject
) -> None:
    scorer = ScoringPlan(variant)
    for _ in range(5):
        _same(scorer, data.draw(keys(scorer)))


def test_the_pure_tier_has_no_compiled_scorer() -> None:
    assert ScoringPlan(shipped_variant("contree"), compiled=False).core is None


def test_a_scorer_beyond_the_cores_sizes_keeps_the_closures() -> None:
    """A valid variant the compiled scorer cannot hold (4,100 constants: past its 4,096 values) is
    scored by the closures, never refused."""
    variant = build(
        {"extends": "coinche", "id": "house", "scoring": {"constants": {f"k{i}": i for i in range(4100)}}}
    )
    scorer = ScoringPlan(variant)
    assert scorer.core is None
    # coinche, contract 80 by unit 0 in a suit, not coinched: 100 card points and the last trick
    # (10) against 52, no belote; made (110 >= 80), so the first case: the takers score their 110
    # plus the contract, 190, the defence its 52 (coinche.yaml: own_total + contract, own_total)
    assert scorer.facts == (0, 1, 2)  # each unit's cards, der, belote
    key = (0, 80, -1, 1, False, False, 0, False, False, False, 100, 10, 0, 52, 0, 0)
    assert scorer.score(key) == (True, scorer.rules[0], dict(zip(scorer.unit_names, (190, 52), strict=True)))


def test_a_quantity_that_may_raise_is_computed_with_what_it_reads() -> None:
    """tests/hostile/formula-powers.yaml: q2 = q1 * q1 * ... raises for every deal, so it is computed
    for every deal, and so is q1, which it reads (q1 alone could not raise, and no case reads it):
    the program fails, as the closures raise; it must not read q1 as 0 (a program that would is
    refused when the scorer is made)."""
    powers = Path(__file__).resolve().parents[1] / "hostile" / "formula-powers.yaml"
    scorer = ScoringPlan(load_variant(str(powers)))
    assert scorer.core is not None
    key = (0, 110, -1, 1, False, False, 0, False, False, False, 100, 10, 0, 52, 0, 0)
    assert scorer.core.score(key) is None
    with pytest.raises(FormulaRangeError):
        scorer._evaluate(key)
    assert scorer.score(key) is None


@pytest.mark.parametrize("name", shipped_names())
@settings(max_examples=40, derandomize=True, deadline=None)
@given(data=st.data())
def test_the_breakdown_gives_the_plans_numbers(name: str, data: st.DataObject) -> None:
    """The reference's breakdown walks the same plan as `score`: the same outcome, case and scores
    on every key, and a variant error exactly where the closures fail."""
    scorer = _SHIPPED.setdefault(name, ScoringPlan(shipped_variant(name)))
    key = data.draw(keys(scorer))
    try:
        expected = scorer._evaluate(key)
    except FormulaError:
        with pytest.raises(VariantError):
            scorer.breakdown(key)
        return
    score = scorer.breakdown(key)
    assert (score.made, score.case.rule, score.scores) == expected
    # the breakdown's last lines are each unit's deal score, rounded where the variant rounds
    assert [line.unit for line in score.lines if line.name == "deal score"] == list(scorer.unit_names)


def test_the_key_of_a_deal_from_its_names_and_facts() -> None:
    """coinche, 80 by NS in a suit, not coinched, NS 100 card points and the last trick (10), EW 52:
    the key holds the takers' unit (0), the contract, no special bid (-1), the multiplier, the kind
    (0, a suit), who took every trick, then each unit's cards, der and belote (what coinche reads)."""
    variant = shipped_variant("coinche")
    scorer = ScoringPlan(variant)
    names: dict[str, int | bool] = {
        "contract": 80, "mult": 1, "coinched": False, "surcoinched": False, "special_bid": False,
        "no_trump": False, "all_trump": False, "taker_side_all_tricks": False, "taker_all_tricks": False,
        "defence_all_tricks": False, "capot_bid": False,
    }  # fmt: skip
    facts = {"NS": UnitFacts(cards=100, der=10, tricks_won=5), "EW": UnitFacts(cards=52, tricks_won=3)}
    assert scorer.facts == (0, 1, 2)
    key = (0, 80, -1, 1, False, False, 0, False, False, False, 100, 10, 0, 52, 0, 0)
    assert scorer.key("NS", names, facts) == key
