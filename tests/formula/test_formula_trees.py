"""The parse trees written ahead of time (`refscore/_generated/formula_trees.py`) are the parser's trees.

Why: `refscore.formula.compiler._parse` rebuilds a shipped formula's tree from that module instead of
parsing it at every start (refscore/formula/trees.py says why). It does so only under the grammar
the trees were parsed with; this test fails when the module is stale (a variant's formula or the
grammar changed: `python tests/formula/test_formula_trees.py --write`) and checks each rebuilt tree
against the parser, node for node.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from refscore._generated import formula_trees as _formula_trees
from refscore.fast.checker import FastChecker
from refscore.formula import compiler as formula
from refscore.formula.parser import parse
from refscore.formula.trees import dump, load, shipped_tree
from refscore.load.variant_loader import resolve_shipped, shipped_names
from refscore.model.variant import build_variant

TREES = Path(__file__).resolve().parents[2] / "refscore" / "_generated" / "formula_trees.py"


def _shipped_texts() -> list[str]:
    """Every formula text a shipped variant's start-up parses (its variant and its checker), as a
    fresh process sees them: some formulas are compiled once per process and kept (a rounding
    rule's), so an earlier test of this process would hide them from `_recorded_texts`."""
    done = subprocess.run(
        [sys.executable, "-c", RECORD],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD,
        check=True,
        cwd=Path(__file__).resolve().parent,
    )
    texts: list[str] = json.loads(done.stdout)
    return texts


HANG_GUARD = 120  # seconds: a guard against a hang, not a timing assertion
RECORD = "import json, test_formula_trees as t; print(json.dumps(t._recorded_texts()))"


def _recorded_texts() -> list[str]:
    """Every formula text `formula._parse` reads while each shipped variant and its checker are built."""
    texts: list[str] = []
    parse_text = formula._parse

    def recording(text: str) -> Any:
        texts.append(text)
        return parse_text(text)

    formula._parse = recording  # type: ignore[assignment]
    try:
        for name in shipped_names():
            data = resolve_shipped(name)
            if not data.get("abstract"):
                variant = build_variant(data, name, lambda path, name=name: (f"variants/{name}.yaml", "1:1"))
                FastChecker(variant)
                if variant.rounding.mode != "none":
                    # the rounding's formulas: the compiled scorer parses them at start-up, the pure
                    # tier (REFSCORE_CORE=python) at its first deal; the module holds them for both
                    variant.rounding.step()
                    variant.rounding.formula()
    finally:
        formula._parse = parse_text  # type: ignore[assignment]
    return sorted(set(texts))


def _entries() -> dict[str, Any]:
    """What the module must hold: the parser's tree of every shipped formula, as `dump` writes it."""
    tables = formula._tables()
    return {text: dump(parse(text, tables)) for text in _shipped_texts()}


def test_the_trees_are_the_shipped_formulas_trees() -> None:
    assert formula._grammar() == _formula_trees.GRAMMAR, "the grammar changed: write the trees again"
    assert _entries() == _formula_trees.TREES, (
        "a shipped formula changed: run `python tests/formula/test_formula_trees.py --write`"
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


def write() -> None:
    entries = _entries()
    TREES.write_text(
        "# ruff: noqa\n"
        '"""Parse trees of the shipped variants\' formulas (generated: do not edit).\n\n'
        "Written by `python tests/formula/test_formula_trees.py --write`; read by `refscore.formula.trees`\n"
        "(why: see there), only under the grammar of digest `GRAMMAR`. For each formula text, its\n"
        '`formula_trees.dump`. The test of that file fails when it is stale."""\n\n'
        "from typing import Any\n\n"
        f"GRAMMAR = {formula._grammar()!r}\n\n"
        f"TREES: dict[str, Any] = {entries!r}\n",
        encoding="utf-8",
    )
    subprocess.run([sys.executable, "-m", "ruff", "format", "-q", str(TREES)], check=True)


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        write()
    else:
        sys.exit("usage: python tests/formula/test_formula_trees.py --write")
