"""The parse trees of the shipped variants' formulas, written ahead of time.

Why: `refscore check FILE.jsonl` builds its variant at every start, and a shipped variant's 23
formulas were parsed each time: decoding the grammar's LALR tables (its lexer's regular
expressions compiled by `re`, in Python) and running the parser cost about 12 M instructions, 4%
of the command's start-up (bench/startup.py). The texts of the shipped
formulas are the same at every start, so their trees are written once, at development time, into
`refscore/_generated/formula_trees.py` (`python tools/regenerate.py formula_trees`) as
plain literals, and
`refscore.formula.compiler._parse` rebuilds a tree from there when it has the text.

Same trees by construction: an entry is used only while the grammar is the one it was parsed with
(the digest of `spec/formula.lark`, which `refscore.formula.compiler._tables` checks the same way), and
`tests/formula/test_formula_trees.py` fails when the module is stale and checks that every tree rebuilt
from it is, node for node (rule names, tokens, positions), the one the parser gives. A text not in
the table (a house variant's formula) is parsed as before.
"""

from __future__ import annotations

from typing import Any

from refscore.formula.parser import Meta, Token, Tree

__all__ = ["dump", "load", "shipped_tree"]

_TOKEN, _TREE = 0, 1


def dump(node: Any) -> Any:
    """A tree as plain literals: (1, rule, meta items, children) for a node, (0, type, value,
    start, end) for a token, None for an absent optional."""
    if node is None:
        return None
    if isinstance(node, Token):
        return (_TOKEN, node.type, node.value, node.start_pos, node.end_pos)
    if isinstance(node, Tree):
        return (_TREE, node.data, tuple(sorted(vars(node.meta).items())), tuple(map(dump, node.children)))
    raise TypeError(f"not a formula tree: {node!r}")


def load(literal: Any) -> Any:
    """The tree `dump` wrote, rebuilt: new objects at each call (a `Formula` keeps its tree)."""
    if literal is None:
        return None
    if literal[0] == _TOKEN:
        return Token(*literal[1:])
    _, data, meta, children = literal
    tree: Tree[Token] = Tree(data, [load(child) for child in children])
    tree.meta = Meta()
    vars(tree.meta).update(meta)
    return tree


def shipped_tree(text: str, grammar: str) -> Tree[Token] | None:
    """The tree of a shipped formula's text under the grammar of digest `grammar`, or None."""
    from refscore._generated.formula_trees import GRAMMAR, TREES

    literal = TREES.get(text) if grammar == GRAMMAR else None
    return None if literal is None else load(literal)
