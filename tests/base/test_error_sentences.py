"""The sentences of errors raised by key exist in both languages (`refscore.base.error_sentences`):
a key missing in French would show a French user the English sentence, or fail."""

from __future__ import annotations

from refscore.base.error_sentences import ERRORS_EN, ERRORS_FR


def test_every_key_has_both_languages() -> None:
    assert set(ERRORS_EN) == set(ERRORS_FR)
    assert all(ERRORS_EN.values()) and all(ERRORS_FR.values())
