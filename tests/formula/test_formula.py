"""Tests of the formula language (spec/formula.lark, spec/formula.md) and refscore.formula.compiler."""

from __future__ import annotations

import io
import pickle
import tokenize
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import refscore.formula.compiler
from refscore.formula.compiler import (
    MAX_LENGTH,
    MAX_NESTING,
    MAX_VALUE,
    Formula,
    FormulaError,
    FormulaEvaluationError,
    FormulaNameError,
    FormulaRangeError,
    FormulaSyntaxError,
    FormulaTypeError,
    Value,
    ValueType,
    compile_formula,
)

INT, BOOL = ValueType.INT, ValueType.BOOL

NAMES: dict[str, ValueType] = {
    "a": INT,
    "b": INT,
    "c": INT,
    "z": INT,
    "t": BOOL,
    "f": BOOL,
    "taker_total": INT,
    "contract": INT,
    # Names that start with a keyword must stay names.
    "order": INT,
    "notable": BOOL,
    "true_count": INT,
}
ENV: dict[str, Value] = {
    "a": 7,
    "b": 2,
    "c": -3,
    "z": 0,
    "t": True,
    "f": False,
    "taker_total": 124,
    "contract": 110,
    "order": 1,
    "notable": True,
    "true_count": 5,
}


def run(text: str, env: Mapping[str, Value] = ENV) -> Value:
    return compile_formula(text, NAMES).evaluate(env)


# --------------------------------------------------------------------------------------------------
# Values

VALUES: list[tuple[str, Value]] = [
    # literals and names
    ("0", 0),
    ("000123", 123),
    ("999999999", 999_999_999),
    ("true", True),
    ("false", False),
    ("a", 7),
    ("t", True),
    ("order + true_count", 6),
    ("notable and t", True),
    (" a\t+\n b ", 9),
    # precedence and associativity of + - * / %
    ("1 + 2 * 3", 7),
    ("(1 + 2) * 3", 9),
    ("a - b - 1", 4),
    ("a - (b - 1)", 6),
    ("2 * 3 % 4", 2),
    ("2 * (3 % 4)", 6),
    ("100 / 7 * 7", 98),
    ("1+2+3+4*5", 26),
    # floor division and modulo follow Python's // and %
    ("a / b", 3),
    ("c / b", -2),
    ("a / -b", -4),
    ("c % b", 1),
    ("a % -b", -1),
    ("a % b", 1),
    ("7 / 2", 3),
    ("-7 / 2", -4),
    ("7 / -2", -4),
    ("-7 % 2", 1),
    ("7 % -2", -1),
    ("(a / b) * b + a % b", 7),
    ("(c / b) * b + c % b", -3),
    ("(a + 5) / 10 * 10", 10),
    # unary minus binds tighter than * / %
    ("-a / b", -4),
    ("-(a / b)", -3),
    ("--a", 7),
    ("- -a", 7),
    ("-a * -b", 14),
    ("a - -b", 9),
    ("-c", 3),
    # comparisons
    ("a > b", True),
    ("a >= 7", True),
    ("a < 7", False),
    ("a <= 7", True),
    ("a == 7", True),
    ("a != 7", False),
    ("a + 1 > b * 4", False),
    ("t == true", True),
    ("t != f", True),
    ("taker_total >= contract and taker_total > 82", True),
    # and / or / not: not < and < or, all looser than comparisons
    ("t and f", False),
    ("t or f", True),
    ("not t", False),
    ("not not t", True),
    ("not f and t", True),
    ("not t or t", True),
    ("t or t and f", True),
    ("f or t and f", False),
    ("f or f or t", True),
    ("t and t and f", False),
    ("not a == 7", False),
    ("a > b and b > c", True),
    # and / or / if evaluate only what they need, so they can guard a division
    ("z != 0 and a / z > 1", False),
    ("z == 0 or a / z > 1", True),
    ("if(z != 0, a / z, 0)", 0),
    # functions
    ("max(a, b)", 7),
    ("max(a, b, 9, c)", 9),
    ("min(a, b, c)", -3),
    ("min(a, 82)", 7),
    ("abs(c)", 3),
    ("abs(-a)", 7),
    ("if(t, a, b)", 7),
    ("if(f, a, b)", 2),
    ("if(a > b, t, f)", True),
    ("if(t, 250, taker_total)", 250),
    ("max(1, 2) + min(3, 4) * 2", 8),
    ("(taker_total + contract) * 2 + 20", 488),
    # constant subexpressions and long flat chains
    ("2 * (3 + 4)", 14),
    ("1+" * 999 + "1", 1000),
    ("t and " * 300 + "t", True),
    ("f or " * 300 + "t", True),
    ("(" * MAX_NESTING + "a" + ")" * MAX_NESTING, 7),
]


def short_ids(table: list[Any]) -> list[str]:
    """Readable test ids: some table entries are thousands of characters long."""
    return [f"{index}:{row[0][:24]}" for index, row in enumerate(table)]


@pytest.mark.parametrize(("text", "expected"), VALUES, ids=short_ids(VALUES))
def test_value(text: str, expected: Value) -> None:
    result = run(text)
    assert result == expected
    assert type(result) is type(expected)  # bool results are bools, int results are not


@pytest.mark.parametrize(
    ("text", "result_type", "names"),
    [
        ("taker_total + contract", INT, {"taker_total", "contract"}),
        ("a > b or t", BOOL, {"a", "b", "t"}),
        ("if(t, a, a)", INT, {"t", "a"}),
        ("1 + 2", INT, set()),
    ],
)
def test_formula_attributes(text: str, result_type: ValueType, names: set[str]) -> None:
    formula = compile_formula(text, NAMES)
    assert formula.text == text
    assert formula.result_type is result_type
    assert formula.names == frozenset(names)


def test_expect_accepts_the_right_type() -> None:
    assert compile_formula("a > b", NAMES, expect=BOOL).result_type is BOOL
    assert compile_formula("a + b", NAMES, expect=INT).result_type is INT


def test_formulas_compare_by_text_and_types() -> None:
    first = compile_formula("a + b", NAMES)
    assert first == compile_formula("a + b", NAMES)
    assert hash(first) == hash(compile_formula("a + b", NAMES))
    assert first != compile_formula("a+b", NAMES)


def test_missing_name_at_evaluation_is_a_key_error() -> None:
    formula = compile_formula("a + b", NAMES)
    with pytest.raises(KeyError):
        formula.evaluate({"a": 1})


def test_no_eval_exec_compile_or_ast() -> None:
    source = Path(refscore.formula.compiler.__file__).read_text(encoding="utf-8")
    words = {
        token.string
        for token in tokenize.generate_tokens(io.StringIO(source).readline)
        if token.type == tokenize.NAME
    }
    assert not words & {"eval", "exec", "compile", "ast", "__import__"}


# --------------------------------------------------------------------------------------------------
# Errors

ERRORS: list[tuple[str, type[FormulaError], str]] = [
    # syntax, with the column and what was expected
    ("1 +", FormulaSyntaxError, "unexpected end of formula at column 4 of '1 +'; expected a number, a name"),
    ("", FormulaSyntaxError, "empty formula"),
    ("   ", FormulaSyntaxError, "empty formula"),
    ("(a", FormulaSyntaxError, "at column 3 of '(a'; expected \")\""),
    (")", FormulaSyntaxError, "unexpected \")\" at column 1 of ')'; expected a number"),
    ("1 2", FormulaSyntaxError, "unexpected number 2 at column 3"),
    ("a b", FormulaSyntaxError, "unexpected name 'b' at column 3"),
    ("max(a,)", FormulaSyntaxError, 'unexpected ")" at column 7'),
    ("a and or b", FormulaSyntaxError, 'unexpected "or" at column 7'),
    ("1 + not t", FormulaSyntaxError, 'unexpected "not" at column 5'),
    ("a < b < c", FormulaSyntaxError, "at column 7 of 'a < b < c'; expected"),
    ("a < b < c", FormulaSyntaxError, "comparisons do not chain"),
    ("a == b == c", FormulaSyntaxError, "comparisons do not chain"),
    ("a = b", FormulaSyntaxError, "unexpected character '=' at column 3"),
    ("a = b", FormulaSyntaxError, 'write "==" to compare'),
    ("a && b", FormulaSyntaxError, 'write "and"'),
    ("a $ b", FormulaSyntaxError, "unexpected character '$' at column 3"),
    ("1.5", FormulaSyntaxError, "numbers are whole numbers"),
    ("Taker_total", FormulaSyntaxError, "lowercase"),
    # literals of more than 9 digits
    ("1234567890", FormulaSyntaxError, "number 1234567890 is too long (10 digits) at column 1"),
    ("a + 0000000001", FormulaSyntaxError, "at most 9 digits"),
    # nesting and length
    (
        "(" * (MAX_NESTING + 1) + "a" + ")" * (MAX_NESTING + 1),
        FormulaSyntaxError,
        "formula nested too deeply",
    ),
    ("(" * 10_000 + "1" + ")" * 10_000, FormulaSyntaxError, "formula nested too deeply"),
    ("-" * 500 + "a", FormulaSyntaxError, "formula nested too deeply"),
    ("not " * 200 + "t", FormulaSyntaxError, "formula nested too deeply"),
    ("abs(" * 200 + "a" + ")" * 200, FormulaSyntaxError, "formula nested too deeply"),
    ("a + " * 600 + "a", FormulaSyntaxError, "formula too long (2401 characters)"),
    # names
    (
        "taker_totl + contract",
        FormulaNameError,
        "unknown name 'taker_totl' at column 1 of 'taker_totl + contract'; did you mean 'taker_total'?",
    ),
    ("a + contrat", FormulaNameError, "unknown name 'contrat' at column 5"),
    ("a + contrat", FormulaNameError, "known names: a, b, c, contract, f"),
    ("xyzzy", FormulaNameError, "known names: "),
    ("max + 1", FormulaNameError, "'max' is a function"),
    ("mx(a, b)", FormulaNameError, "unknown function 'mx' at column 1 of 'mx(a, b)'; did you mean 'max'?"),
    ("a + a(1)", FormulaNameError, "'a' is a value, not a function"),
    # argument counts
    ("max(a)", FormulaNameError, "max() takes at least 2 arguments but got 1 at column 1"),
    ("min()", FormulaNameError, "min() takes at least 2 arguments but got 0"),
    ("abs(a, b)", FormulaNameError, "abs() takes 1 argument but got 2"),
    (
        "1 + if(t, a)",
        FormulaNameError,
        "if() takes 3 arguments (condition, value if true, value if false) but got 2 at column 5",
    ),
    # types
    ("t + 1", FormulaTypeError, "operator '+' needs int operands, but 't' is bool at column 1"),
    ("1 * (a > b)", FormulaTypeError, "operator '*' needs int operands, but '(a > b)' is bool at column 5"),
    ("a and t", FormulaTypeError, "operator 'and' needs bool operands, but 'a' is int at column 1"),
    ("t or a", FormulaTypeError, "operator 'or' needs bool operands, but 'a' is int at column 6"),
    ("not a", FormulaTypeError, "operator 'not' needs a bool operand, but 'a' is int"),
    ("-t", FormulaTypeError, "operator '-' needs an int operand, but 't' is bool at column 2"),
    ("t < f", FormulaTypeError, "operator '<' compares ints, but 't' is bool"),
    ("a >= f", FormulaTypeError, "operator '>=' compares ints, but 'f' is bool at column 6"),
    (
        "a == t",
        FormulaTypeError,
        "operator '==' compares values of the same type, but 'a' is int and 't' is bool at column 3",
    ),
    ("if(a, 1, 2)", FormulaTypeError, "the condition of if() must be bool, but 'a' is int at column 4"),
    ("if(t, 1, f)", FormulaTypeError, "the two values of if() must have the same type"),
    ("max(a, t)", FormulaTypeError, "max() needs int arguments, but 't' is bool at column 8"),
    ("abs(t)", FormulaTypeError, "abs() needs int arguments"),
    # a divisor that is always zero is rejected when compiling
    ("a / 0", FormulaEvaluationError, "division by zero at column 5 of 'a / 0'; the divisor '0' is always 0"),
    ("a % 0", FormulaEvaluationError, "modulo by zero at column 5"),
    ("a / (1 - 1)", FormulaEvaluationError, "the divisor '(1 - 1)' is always 0"),
    ("a / -0", FormulaEvaluationError, "division by zero"),
    ("if(t, a, 1 / 0)", FormulaEvaluationError, "division by zero at column 14"),
]


@pytest.mark.parametrize(("text", "error", "fragment"), ERRORS, ids=short_ids(ERRORS))
def test_error(text: str, error: type[FormulaError], fragment: str) -> None:
    with pytest.raises(error) as caught:
        compile_formula(text, NAMES)
    message = str(caught.value)
    assert fragment in message
    assert "\n" not in message
    assert message[0].islower()
    assert caught.value.formula == text


def test_error_attributes() -> None:
    with pytest.raises(FormulaNameError) as caught:
        compile_formula("a + nope", NAMES)
    error = caught.value
    assert (error.formula, error.column, error.message) == ("a + nope", 5, "unknown name 'nope'")
    assert isinstance(error, FormulaError)
    assert isinstance(error, ValueError)


def test_errors_pickle() -> None:
    with pytest.raises(FormulaTypeError) as caught:
        compile_formula("t + 1", NAMES)
    copy = pickle.loads(pickle.dumps(caught.value))
    assert type(copy) is FormulaTypeError
    assert str(copy) == str(caught.value)


def test_no_names_available() -> None:
    with pytest.raises(FormulaNameError, match="no names can be used here"):
        compile_formula("a", {})


@pytest.mark.parametrize(
    ("text", "expect", "fragment"),
    [
        ("a + 1", BOOL, "the formula gives an int but a bool is needed here in 'a + 1'"),
        ("a > 1", INT, "the formula gives a bool but an int is needed here"),
    ],
)
def test_expect_rejects_the_wrong_type(text: str, expect: ValueType, fragment: str) -> None:
    with pytest.raises(FormulaTypeError) as caught:
        compile_formula(text, NAMES, expect=expect)
    assert caught.value.column is None
    assert fragment in str(caught.value)


def test_text_at_the_length_cap_is_accepted() -> None:
    text = "1" + " " * (MAX_LENGTH - 1)
    assert len(text) == MAX_LENGTH
    assert run(text) == 1
    with pytest.raises(FormulaSyntaxError, match="too long"):
        compile_formula(text + " ", NAMES)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("a / z", "division by zero at column 5 of 'a / z'; the divisor 'z' is 0"),
        ("a % z", "modulo by zero at column 5"),
        ("1 + a / z + 2", "division by zero at column 9"),
        ("1 + a % (z * 3) - 2", "the divisor '(z * 3)' is 0"),
        ("max(a / z, 1)", "division by zero"),
        ("a / (b - 2)", "the divisor '(b - 2)' is 0"),
        ("12 / z", "division by zero"),
    ],
)
def test_zero_divisor_at_run_time(text: str, fragment: str) -> None:
    formula = compile_formula(text, NAMES)
    with pytest.raises(FormulaEvaluationError) as caught:
        formula.evaluate(ENV)
    assert fragment in str(caught.value)
    assert formula.evaluate({**ENV, "z": 1, "b": 3}) is not None


# --------------------------------------------------------------------------------------------------
# Render

RENDERS = [
    ("taker_total + contract", {"taker_total": 124, "contract": 110}, "124 + 110"),
    ("(a+b)*2", ENV, "(7 + 2) * 2"),
    ("if(t, a, -c)", ENV, "if(true, 7, -(-3))"),
    ("not t or f", ENV, "not true or false"),
    ("max(a,c,  007)", ENV, "max(7, (-3), 007)"),
    ("a >= b and b != c", ENV, "7 >= 2 and 2 != (-3)"),
    ("a - -c % 2", ENV, "7 - -(-3) % 2"),
]


@pytest.mark.parametrize(("text", "env", "expected"), RENDERS)
def test_render(text: str, env: Mapping[str, Value], expected: str) -> None:
    formula = compile_formula(text, NAMES)
    rendered = formula.render(env)
    assert rendered == expected
    # The rendering is itself a formula, with the same value.
    assert compile_formula(rendered, {}).evaluate({}) == formula.evaluate(env)


# --------------------------------------------------------------------------------------------------
# Property: evaluation agrees with a reference interpreter of the same tree

Tree = tuple[Any, ...]  # ("lit", 5) | ("name", "a") | ("neg", tree) | ("op", "+", left, right)

PRIORITY = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2}
TREE_NAMES = {"a": INT, "b": INT, "c": INT}


def trees(operators: str, depth: int = 5) -> st.SearchStrategy[Tree]:
    """Random expression trees at most ``depth`` deep, so well under MAX_NESTING."""
    leaves: st.SearchStrategy[Tree] = st.one_of(
        st.builds(lambda n: ("lit", n), st.integers(0, 999_999_999)),
        st.builds(lambda n: ("name", n), st.sampled_from(sorted(TREE_NAMES))),
    )
    strategy = leaves
    for _ in range(depth):
        smaller = strategy
        strategy = st.one_of(
            leaves,
            st.builds(lambda x: ("neg", x), smaller),
            st.builds(lambda o, x, y: ("op", o, x, y), st.sampled_from(operators), smaller, smaller),
        )
    return strategy


def priority(tree: Tree) -> int:
    if tree[0] == "op":
        return PRIORITY[str(tree[1])]
    return 3 if tree[0] == "neg" else 4


def to_text(tree: Tree, minimal: bool) -> str:
    """The formula for ``tree``: with only the parentheses it needs, or around every operation."""

    def wrap(sub: Tree, needed: bool) -> str:
        text = to_text(sub, minimal)
        return f"({text})" if needed or (not minimal and sub[0] in ("op", "neg")) else text

    if tree[0] in ("lit", "name"):
        return str(tree[1])
    if tree[0] == "neg":
        return "-" + wrap(tree[1], priority(tree[1]) < 3)
    _, op, left, right = tree
    mine = PRIORITY[op]
    # Left-associative: a right operand of the same priority needs parentheses.
    return f"{wrap(left, priority(left) < mine)} {op} {wrap(right, priority(right) <= mine)}"


def reference(tree: Tree, env: Mapping[str, int]) -> int:
    """Python's own integer arithmetic on the tree (// and % for / and %)."""
    if tree[0] == "lit":
        return int(tree[1])
    if tree[0] == "name":
        return env[str(tree[1])]
    if tree[0] == "neg":
        return -reference(tree[1], env)
    _, op, left, right = tree
    x, y = reference(left, env), reference(right, env)
    if op == "+":
        return x + y
    if op == "-":
        return x - y
    if op == "*":
        if abs(x * y) > MAX_VALUE:  # spec/formula.md "Bounds": a product is checked as it is made
            raise OverflowError
        return x * y
    if op == "/":
        return x // y
    return x % y


envs = st.fixed_dictionaries({name: st.integers(-1000, 1000) for name in TREE_NAMES})


@settings(deadline=None)
@given(tree=trees("+-*"), env=envs, minimal=st.booleans())
def test_evaluate_matches_reference(tree: Tree, env: dict[str, int], minimal: bool) -> None:
    text = to_text(tree, minimal)
    try:
        expected = reference(tree, env)
    except OverflowError:
        expected = MAX_VALUE + 1
    if abs(expected) > MAX_VALUE:  # and the result is checked at the end
        with pytest.raises(FormulaRangeError):
            compile_formula(text, TREE_NAMES).evaluate(env)
    else:
        assert compile_formula(text, TREE_NAMES).evaluate(env) == expected


@settings(deadline=None)
@given(tree=trees("+-*/%", depth=4), env=envs, minimal=st.booleans())
def test_division_matches_reference(tree: Tree, env: dict[str, int], minimal: bool) -> None:
    text = to_text(tree, minimal)
    try:
        expected: int | None = reference(tree, env)
    except ZeroDivisionError:
        expected = None
    except OverflowError:
        expected = MAX_VALUE + 1
    if expected is not None and abs(expected) > MAX_VALUE:
        # out of range, unless a division by zero comes first in the order of evaluation
        with pytest.raises(FormulaEvaluationError):
            compile_formula(text, TREE_NAMES).evaluate(env)
    elif expected is None:
        # Either caught when compiling (a divisor with no names) or when evaluating.
        with pytest.raises(FormulaEvaluationError):
            compile_formula(text, TREE_NAMES).evaluate(env)
    else:
        assert compile_formula(text, TREE_NAMES).evaluate(env) == expected


@settings(deadline=None)
@given(tree=trees("+-*"), env=envs)
def test_render_round_trips(tree: Tree, env: dict[str, int]) -> None:
    try:
        if abs(reference(tree, env)) > MAX_VALUE:
            return  # out of range: tested above
    except OverflowError:
        return
    formula: Formula = compile_formula(to_text(tree, minimal=True), TREE_NAMES)
    rendered = formula.render(env)
    assert not set(rendered) & set(TREE_NAMES)
    assert compile_formula(rendered, {}).evaluate({}) == formula.evaluate(env)


@pytest.mark.parametrize(
    ("text", "can_fail"),
    [
        ("a + b * c", False),
        ("a / 2 + a % 3", False),  # a divisor known when it compiles, and not 0
        ("a / b", True),
        ("a % (b - c)", True),
        ("if(t, a / b, 0)", True),
        ("min(a, b) > 3 and not f", False),
    ],
)
def test_a_formula_says_whether_it_can_fail_at_run_time(text: str, can_fail: bool) -> None:
    """Only a division or modulo by a value known at run time can fail once compiled; the fast path
    may rely on it to skip quantities that cannot."""
    formula = compile_formula(text, NAMES)
    assert formula.can_fail is can_fail
    if can_fail:
        with pytest.raises(FormulaEvaluationError):
            formula.evaluate({"a": 1, "b": 0, "c": 0, "t": True, "f": False})
