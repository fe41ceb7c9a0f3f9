"""The words a violation's `where` uses (refscore/base/places.py), shared by `check` and the batch path.

Expected strings are the record's positions counted from 1, as people count them: the third trick's
second card is "trick 3, card 2" and sits at `$.tricks[2][1]` of the record.
"""

from __future__ import annotations

from refscore.base.places import call_where, card_where, trick_where
from refscore.fast.checker import violation_place


def test_people_count_from_one() -> None:
    assert call_where(0) == "call 1"
    assert trick_where(7) == "trick 8"
    assert card_where(2, 1) == "trick 3, card 2"


def test_batch_path_names_the_card_as_check_does() -> None:
    # The batch path writes the JSON path of the record's list and the same words as `check`.
    assert violation_place(2, 1) == ("$.tricks[2][1]", "trick 3, card 2")
    assert violation_place(0, 3) == ("$.tricks[0][3]", "trick 1, card 4")
