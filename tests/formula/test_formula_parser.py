"""`refscore.formula.parser` reads formulas as lark does, from the same tables.

Why: formulas are read without lark at run time (start-up: see that module), and lark is the
reference for what the grammar `spec/formula.lark` means. For every text, both parsers must give the
same tree (rule names, children, tokens and their spans, node spans) or the same error (the
character the lexer stops at; the unexpected token, the terminals expected and those accepted), and
the same terminals "accepted before" a character that does not lex (the hint of a syntax error).
Texts: every string of every shipped and conformance variant file (formulas, and prose that is not
one), the error corpus of tests/formula/test_formula_tables.py, and drawn formulas, valid and not.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from lark import Token as LarkToken
from lark import Tree as LarkTree
from lark.exceptions import UnexpectedCharacters as LarkCharacters
from lark.exceptions import UnexpectedInput
from lark.exceptions import UnexpectedToken as LarkUnexpectedToken

from refscore.formula import parser as formula_parser
from refscore.formula.compiler import _parser, _tables

ROOT = Path(__file__).resolve().parents[2]


def _shape(node: Any) -> Any:
    """A tree of either parser as plain data: names, tokens with their spans, node spans."""
    if isinstance(node, (LarkTree, formula_parser.Tree)):
        meta = node.meta
        span = (getattr(meta, "start_pos", None), getattr(meta, "end_pos", None))
        return (node.data, span, [_shape(child) for child in node.children])
    if isinstance(node, (LarkToken, formula_parser.Token)):
        return ("token", node.type, str(node), node.start_pos, node.end_pos)
    assert node is None, node
    return None


def _lark_outcome(text: str) -> Any:
    parser = _parser()
    try:
        return _shape(parser.parse(text))
    except LarkCharacters as error:
        interactive = parser.parse_interactive(text)
        try:
            for _ in interactive.iter_parse():
                pass
        except UnexpectedInput:
            pass
        return ("characters", error.pos_in_stream, sorted(interactive.accepts()))
    except LarkUnexpectedToken as error:
        token = error.token
        return (
            "token",
            (token.type, str(token), token.start_pos),
            sorted(error.expected),
            sorted(error.accepts),
        )


def _driver_outcome(text: str) -> Any:
    tables = _tables()
    try:
        return _shape(formula_parser.parse(text, tables))
    except formula_parser.UnexpectedCharacters as error:
        return ("characters", error.pos_in_stream, sorted(formula_parser.accepted_before(text, tables)))
    except formula_parser.UnexpectedToken as error:
        token = error.token
        return (
            "token",
            (token.type, str(token), token.start_pos),
            sorted(error.expected),
            sorted(error.accepts),
        )


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in _strings(item)]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item)]
    return []


def _corpus() -> list[str]:
    files = sorted((ROOT / "variants").glob("*.yaml")) + sorted((ROOT / "conformance").glob("**/*.yaml"))
    texts = {text for file in files for text in _strings(yaml.safe_load(file.read_text(encoding="utf-8")))}
    return sorted(text for text in texts if len(text) <= 300)


ERRORS = [
    "",
    "   ",
    "1 +",
    "(a",
    "a)",
    "a < b < c",
    "a = b",
    "a b",
    ",",
    "A + 1",
    "a +* b",
    "max()",
    "max(1,)",
    "if(a, b c)",
    "not",
    "1 2",
    "a and or b",
    "x == == y",
    "f(g(h(",
    "a % (b",
    "true false",
    "order + nothing - true_count",
    "or",
    "1 + @",
    "a\n+\tb",
    "-(-(-1))",
    "a.b",
    "a & b",
    "12abc",
]


def test_the_corpus_is_not_empty() -> None:
    # the shipped variants have formulas: the comparison below would be vacuous without them
    assert any(_lark_outcome(text)[0] == "start" for text in _corpus())


@pytest.mark.parametrize("text", ERRORS)
def test_hand_written_texts_parse_the_same(text: str) -> None:
    assert _driver_outcome(text) == _lark_outcome(text)


def test_every_string_of_the_variant_files_parses_the_same() -> None:
    for text in _corpus():
        assert _driver_outcome(text) == _lark_outcome(text), text


_WORDS = ["a", "b", "x1", "order", "max", "if", "or", "and", "not", "true", "false", "0", "7", "123"]
_SIGNS = ["(", ")", ",", "+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "=", "!", "A", "."]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(_WORDS + _SIGNS), max_size=12), st.sampled_from(["", " ", "  ", "\n"]))
def test_drawn_token_soups_parse_the_same(pieces: list[str], gap: str) -> None:
    text = gap.join(pieces) if gap else " ".join(pieces).replace("( ", "(").replace(" )", ")")
    assert _driver_outcome(text) == _lark_outcome(text)


_ATOMS = st.sampled_from(["a", "b", "taker_total", "1", "42", "true", "false"])
_FORMULAS = st.recursive(
    _ATOMS,
    lambda inner: st.one_of(
        st.tuples(inner, st.sampled_from([*_SIGNS[3:14], "and", "or"]), inner).map(" ".join),
        inner.map(lambda x: f"({x})"),
        inner.map(lambda x: f"not {x}"),
        inner.map(lambda x: f"-{x}"),
        st.lists(inner, min_size=0, max_size=3).map(lambda xs: f"max({', '.join(xs)})"),
    ),
    max_leaves=10,
)


@settings(max_examples=150, deadline=None)
@given(_FORMULAS)
def test_drawn_formulas_parse_the_same(text: str) -> None:
    assert _driver_outcome(text) == _lark_outcome(text)
