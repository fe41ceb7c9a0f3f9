"""Which rule of spec/rules.md each key of a variant file configures, read from the schema.

Why from the schema: the key and the rule it implements are written once, side by side, as an
``"x-rule"`` annotation on the key in spec/variant.schema.json; documents (the rulebook, `variants
diff`) read it here instead of keeping a table of their own that a new key would have to be added to.
The same for what the printed rulebook says of an option's value (``"x-rulebook"`` in English,
``"x-rulebook-fr"`` in French): a new option of a section the rulebook reads so is printed
without a line of the rulebook's code.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from refscore.base.langs import Lang
from refscore.base.resources import read_text

__all__ = ["OptionWords", "key_rules", "option_values", "option_words", "rule_of_key"]


@cache
def _schema() -> dict[str, Any]:
    schema: dict[str, Any] = json.loads(read_text("spec", "variant.schema.json"))
    return schema


@cache
def key_rules() -> tuple[tuple[str, str], ...]:
    """(dotted key, rule id) of every annotated key of the variant schema, in schema order."""
    schema = _schema()
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


#: An option of a section, the sentence for each of its values in each language, and the trump
#: mode the variant must offer for the option to matter (``"x-rulebook-mode"``), if any.
OptionWords = tuple[str, dict[Lang, dict[str, str]], str | None]


@cache
def option_words(section: str) -> tuple[OptionWords, ...]:
    """Every option of the schema's `section` (``play``) in schema order, with its rulebook words.

    Each option of such a section must carry both ``x-rulebook`` and ``x-rulebook-fr``, with a
    sentence for every value of its ``enum``: a KeyError here names the option left out, and
    tests/render/test_rulebook.py checks every option is printed."""
    options: list[OptionWords] = []
    for key, node in _schema()["properties"][section]["properties"].items():
        words: dict[Lang, dict[str, str]] = {
            "en": dict(node["x-rulebook"]),
            "fr": dict(node["x-rulebook-fr"]),
        }
        options.append((key, words, node.get("x-rulebook-mode")))
    return tuple(options)


@cache
def option_values(section: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(key, the values of its ``enum``) of every option of the schema's `section`, in schema order.

    Why here: whoever must reason over every combination of a section's options (the coverage of
    the play rules, the kernel's tests) draws them from the schema, so a new option needs no line."""
    return tuple(
        (key, tuple(node["enum"])) for key, node in _schema()["properties"][section]["properties"].items()
    )
