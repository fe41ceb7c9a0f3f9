"""The parse trees written ahead of time (`refscore/_generated/formula_trees.py`) are the parser's trees.

Why: `refscore.formula.compiler._parse` rebuilds a shipped formula's tree from that module instead of
parsing it at every start (refscore/formula/trees.py says why). It does so only under the grammar
the trees were parsed with; this test fails when the module is stale (a variant's formula or the
grammar changed: `python tools/regenerate.py formula_trees`) and checks each rebuilt tree
against the parser, node for node.
"""

from __future__ import annotations

from typing import Any

import pytest

from refscore._generated import formula_trees as _formula_trees
from refscore.formula import compiler as formula
from refscore.formula.parser import parse
from refscore.formula.trees import dump, load, shipped_tree
from tools import regenerate


def test_the_trees_are_the_shipped_formulas_trees() -> None:
    assert formula._grammar() == _formula_trees.GRAMMAR, "the grammar changed: " + regenerate.command(
        "formula_trees"
    )
    assert regenerate.formula_tree_entries() == _formula_trees.TREES, (
        "a shipped formula changed: " + regenerate.command("formula_trees")
    )


def test_a_rebuilt_tree_is_the_parsers_tree() -> None:
    """Node for node: rule names, children, tokens (type, text, span) and each node's positions."""
    tables = formula._tables()
    assert len(_formula_trees.TREES) > 20
    for text, literal in _formula_trees.TREES.items():
        rebuilt = shipped_tree(text, formula._grammar())
        assert rebuilt is not None
        assert dump(rebuilt) == dump(parse(text, tables)) == literal
        assert repr(rebuilt) == repr(parse(text, tables))


def test_a_formula_compiles_the_same_either_way(monkeypatch: pytest.MonkeyPatch) -> None:
    """The compiled formula (text, type, names, rendering, value) from a rebuilt tree and from the
    parser."""
    text = max(_formula_trees.TREES, key=len)
    names = dict.fromkeys(_names(text), formula.ValueType.INT)
    shipped = formula.compile_formula(text, names)
    monkeypatch.setattr(formula, "shipped_tree", lambda text, grammar: None)
    parsed = formula.compile_formula(text, names)
    assert shipped == parsed  # text, result type, names
    assert shipped._pieces == parsed._pieces and shipped.can_fail == parsed.can_fail
    for value in (0, 7, 90):
        values = dict.fromkeys(names, value)
        assert shipped.evaluate(values) == parsed.evaluate(values)


def _names(text: str) -> set[str]:
    tree = load(_formula_trees.TREES[text])
    found: set[str] = set()

    def walk(node: Any) -> None:
        if node is None:
            return
        if hasattr(node, "children"):
            for child in node.children:
                walk(child)
        elif node.type == "NAME":
            found.add(str(node))

    walk(tree)
    return found


def test_another_grammar_reads_no_tree() -> None:
    text = next(iter(_formula_trees.TREES))
    assert shipped_tree(text, "0" * 64) is None
    assert shipped_tree("a formula no variant ships + 1", _formula_trees.GRAMMAR) is None


@pytest.mark.parametrize("literal", [None, (0, "INT", "3", 0, 1)])
def test_leaves_round_trip(literal: Any) -> None:
    assert dump(load(literal)) == literal
