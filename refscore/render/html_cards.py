"""Cards in HTML: a card or a run of cards in the words of `lang`, red or black by suit.

Why a module of its own: the picture of a deal (`refscore.render.html`) and its double-dummy section
(`refscore.render.html_analysis`) both show cards; each imported the other for it, a loop between the
page and one of its sections. Both now read these, and the page alone places the section.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from refscore.base.cards import Card, suit_of
from refscore.base.langs import Lang
from refscore.text.common import card_text


def suit_colour(suit: int) -> str:
    """The class of a suit's colour in the page's style sheet: hearts and diamonds red."""
    return "red" if suit in (1, 2) else "black"


def card_html(card: Card, lang: Lang) -> str:
    """One card, escaped, in its suit's colour."""
    return f'<span class="{suit_colour(suit_of(card))}">{escape(card_text(card, lang))}</span>'


def cards_html(cards: Sequence[Card], lang: Lang) -> str:
    """Cards side by side, or a dash for none."""
    return " ".join(card_html(card, lang) for card in cards) if cards else "—"
