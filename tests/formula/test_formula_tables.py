"""The formula parser's shipped tables (`refscore/_generated/formula_tables.py`) are the grammar's.

Why: `refscore.formula.compiler._parser` loads those tables instead of analysing `spec/formula.lark` at every
start; if the grammar changes and the tables are not written again, formulas would be read by the
old grammar. Regenerate with `python tools/regenerate.py formula_tables`.
"""

from __future__ import annotations

from typing import Any

import pytest
from lark.exceptions import UnexpectedInput

from refscore._generated import formula_tables as _formula_tables
from refscore.formula.compiler import _parser, build_parser, compile_formula, parser_tables
from tools import regenerate


def test_the_shipped_tables_are_the_grammars() -> None:
    """Written from this grammar (its digest) and this lark: else `_parser` would not use them."""
    fresh = parser_tables(build_parser())
    assert (_formula_tables.TABLES["grammar"], _formula_tables.TABLES["lark"]) == (
        fresh["grammar"],
        fresh["lark"],
    ), "spec/formula.lark changed (or lark did): " + regenerate.command("formula_tables")
    assert _parser().parser is not build_parser().parser


TEXTS = [
    "taker_total + contract * mult",
    "if(a > 3, b, c) and not d",
    "-(a - b) % 7 / 2",
    "max(a, b, c) >= min(1, 2) or a != b",
    "true == false",
    "1 +",
    "(a",
    "a < b < c",
    "a = b",
    "max(1)",
    "a b",
    ",",
    "A + 1",
    "a +* b",
]


@pytest.mark.parametrize("text", TEXTS)
def test_the_loaded_parser_reads_as_the_built_one(text: str) -> None:
    """Same trees; same errors, at the same place, expecting the same terminals (from the tables).
    (The LALR states are numbered differently from one build to the next, so the tables themselves
    are not compared.)"""
    built, loaded = build_parser(), _parser()

    def outcome(parser: Any) -> Any:
        try:
            return parser.parse(text)
        except UnexpectedInput as error:
            interactive = parser.parse_interactive(text)
            try:
                for _ in interactive.iter_parse():
                    pass
            except UnexpectedInput:
                pass
            return (
                type(error).__name__,
                getattr(error, "pos_in_stream", None),
                sorted(getattr(error, "expected", None) or []),
                sorted(getattr(error, "accepts", None) or []),
                sorted(interactive.accepts()),
            )

    assert outcome(loaded) == outcome(built)


def test_formulas_compile_through_the_loaded_parser() -> None:
    # 80 + 2 * 10 = 100: the loaded parser gives the tree the compiler evaluates
    formula = compile_formula("contract + 2 * mult", {"contract": _int(), "mult": _int()})
    assert formula.evaluate({"contract": 80, "mult": 10}) == 100


def _int() -> object:
    from refscore.formula.compiler import ValueType

    return ValueType.INT
