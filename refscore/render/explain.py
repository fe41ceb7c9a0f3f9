"""The deal told in words, in French or English (kept for older imports).

The sentences and their builders live in the package `refscore.text`: the catalogues of each
language (`text.en`, `text.fr`), the coach view (`text.coach`), the game sheet (`text.game`), the
story of a deal (`text.story`) and what they share (`text.common`). This module re-exports their
public names so that `from refscore.render.explain import explain_deal` keeps working.
"""

from __future__ import annotations

from refscore.base.langs import LANGS, Lang
from refscore.text.coach import coach_text, why_not
from refscore.text.common import (
    card_text,
    cards_text,
    contract_text,
    rule_heading,
    rule_text,
    rule_title,
    rules_fr,
    suit_text,
    variant_description,
    variant_title,
    words,
)
from refscore.text.facts import facts_score_text
from refscore.text.game import evening_text, game_text
from refscore.text.story import explain_deal, verdict, violation_card

__all__ = [
    "LANGS",
    "Lang",
    "card_text",
    "cards_text",
    "coach_text",
    "contract_text",
    "evening_text",
    "explain_deal",
    "facts_score_text",
    "game_text",
    "rule_heading",
    "rule_text",
    "rule_title",
    "rules_fr",
    "suit_text",
    "variant_description",
    "variant_title",
    "verdict",
    "violation_card",
    "why_not",
    "words",
]
