"""The pages' words and the web shell's messages say everything in both languages.

Why here: `refscore/text/web.py` is the pages' own catalogue; a key added in one language and not
the other would show a raw key on a page, and a message without its French pattern would show
between « » to a French player (refscore/text/error_words.py keeps unknown messages that way).
"""

from __future__ import annotations

import pytest

from refscore.base.errors import RefscoreError
from refscore.text.error_words import error_text
from refscore.text.web import WEB_WORDS


def test_both_catalogues_have_the_same_keys() -> None:
    assert set(WEB_WORDS["fr"]) == set(WEB_WORDS["en"])
    assert all(text.strip() for words in WEB_WORDS.values() for text in words.values())


def _errors() -> list[RefscoreError]:
    from refscore.cli.web.engine import settle_sheet
    from refscore.cli.web.sources import deal_from_text, record_variant, variant_from_text

    from refscore.load.variant_loader import shipped_variant

    errors: list[RefscoreError] = []
    attempts = [
        lambda: record_variant("../club.yaml"),
        lambda: record_variant(None),
        lambda: variant_from_text("extends: ./other.yaml\n"),
        lambda: variant_from_text("x" * 1_000_001),
        lambda: deal_from_text('{"variant": "coinche"', "(donne)", None),
        lambda: deal_from_text("{}", "(donne)", None),
        lambda: settle_sheet(
            {"variant": "coinche", "deals": [{"file": "d.json"}]}, shipped_variant("coinche")
        ),
    ]
    for attempt in attempts:
        with pytest.raises(RefscoreError) as caught:
            attempt()
        errors.append(caught.value)
    return errors


def test_the_web_shells_messages_are_french() -> None:
    for error in _errors():
        french = error_text(error, "fr")
        assert french.startswith("refscore : erreur : ")
        assert "«" not in french, french  # every part of the message has its French words
