"""spec/variants.md §4, the table of the play options, is the schema's and the shipped variants' data.

Why generated: a play option is written once, in spec/variant.schema.json (its values, its
description, the rulebook's sentence for each value) and its default in variants/_base.yaml; the
document's table is written from them by `python tools/regenerate.py play_options`, so a new
option needs no line in the document. This test says when to write it again.
"""

from __future__ import annotations

from tools import regenerate


def test_the_play_options_table_is_the_schemas() -> None:
    path = regenerate.DOCUMENTS["play_options"]
    assert path.read_text(encoding="utf-8") == regenerate.document_with_part(
        "play_options", regenerate.play_options_text()
    ), "a play option or a shipped variant changed: " + regenerate.command("play_options")


def test_the_table_says_each_value_as_the_rulebook_does() -> None:
    # worked from the schema by hand: underruff's three values, the default `optional` (_base.yaml)
    text = regenerate.play_options_text()
    assert (
        "|  | `optional` (default) | Holding only trumps lower than an opponent's ruff, he may play any "
        "card (no duty to under-ruff). |"
    ) in text
    # officiel alone forces over-trumping a partner; chien-2 and chien-3 always ruff and under-ruff
    assert "| `officiel` | `always` | `unless_partner_master` | `required` | `optional` | `forced` |" in text
    assert "| `chien-2`, `chien-3` | `always` | `always` | `required` | `forced` | `free` |" in text


def test_the_part_sits_between_its_markers() -> None:
    opening, closing = regenerate.markers("play_options")
    text = regenerate.DOCUMENTS["play_options"].read_text(encoding="utf-8")
    assert text.count(opening) == text.count(closing) == 1 and text.index(opening) < text.index(closing)
