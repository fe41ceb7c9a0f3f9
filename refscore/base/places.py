"""How a violation names its place for people: "trick 3", "trick 3, card 2", "call 4".

Why a module: the reference (`check`) and the batch path (`fast.violation_place`) both write these
words into a violation's `where`, and the batch path must not import `check` (its start-up). One
home keeps the two lines of a file equal; `tests/base/test_places.py` checks both use it. Numbers are
counted from 0, as the record's lists are; people count from 1.
"""

from __future__ import annotations


def call_where(index: int) -> str:
    """The call at `index` of the auction (from 0)."""
    return f"call {index + 1}"


def trick_where(number: int) -> str:
    """Trick `number` (from 0)."""
    return f"trick {number + 1}"


def card_where(number: int, position: int) -> str:
    """The card at `position` (from 0) of trick `number` (from 0)."""
    return f"{trick_where(number)}, card {position + 1}"


__all__ = ["call_where", "card_where", "trick_where"]
