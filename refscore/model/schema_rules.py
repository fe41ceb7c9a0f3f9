"""Which rule of spec/rules.md each key of a variant file configures, read from the schema.

Why from the schema: the key and the rule it implements are written once, side by side, as an
``"x-rule"`` annotation on the key in spec/variant.schema.json; documents (the rulebook, `variants
diff`) read it here instead of keeping a table of their own that a new key would have to be added to.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from refscore.base.resources import read_text

__all__ = ["key_rules", "rule_of_key"]


@cache
def key_rules() -> tuple[tuple[str, str], ...]:
    """(dotted key, rule id) of every annotated key of the variant schema, in schema order."""
    schema = json.loads(read_text("spec", "variant.schema.json"))
    found: list[tuple[str, str]] = []

    def walk(node: Any, path: tuple[str, ...]) -> None:
        if not isinstance(node, dict):
            return
        if "x-rule" in node and path:
            found.append((".".join(path), str(node["x-rule"])))
        for key, child in node.get("properties", {}).items():
            walk(child, (*path, key))

    walk(schema, ())
    return tuple(found)


def rule_of_key(key: str) -> str | None:
    """The rule a dotted key (``auction.coinche.multiplier``) configures: that of its longest
    annotated prefix, or None (the `game` keys, the prose)."""
    best: tuple[int, str] | None = None
    for annotated, rule in key_rules():
        if (key == annotated or key.startswith(annotated + ".")) and (
            best is None or len(annotated) > best[0]
        ):
            best = (len(annotated), rule)
    return best[1] if best is not None else None
