"""The compiled core answers the first illegal card of the play itself, under random HOUSE variants.

Why: the core (`refscore/fast/_fastcore.c`) used to decline a deal with an illegal card, and the Python tier
played it again. Now it hands back the facts of the first violation (trick, position, seat, card, the
situation's index into the kernel's table and the hand's subsets then, what each seat won before it);
`FastChecker` reads the rule and the legal set off the kernel's table by that index. This proves, on
deals of drawn house variants (tests/strategies_variants.py: every play option value, card orders and
points, scoring formulas...) made illegal the way logs are (two played cards swapped, a card
replaced), that the core does answer them, and that its answer equals the Python tier's and the
reference path's field by field. (About 10 s alone, 25 s on a loaded machine: drawing and loading
the house variants is most of it, so the examples are kept to 40.)
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st
from strategies_variants import house_variants

from refscore.base.cards import DECK, card_name
from refscore.base.errors import RefscoreError
from refscore.fast import checker as fast
from refscore.fast.checker import FastChecker, lean_result
from refscore.judge.check import check_deal
from refscore.judge.generate import declare_held_annonces, random_deal
from refscore.model.record import read_record
from refscore.model.variant import Variant

needs_core = pytest.mark.skipif(fast._fastcore is None, reason="the compiled core is not built here")
CARDS = [card_name(card) for card in DECK]


def reference(data: Any, variant: Variant) -> dict[str, Any] | None:
    try:
        return lean_result(check_deal(read_record(copy.deepcopy(data), variant), variant))
    except RefscoreError:
        return None


def wire(data: Any) -> Any:
    return json.loads(json.dumps(data))


@pytest.mark.slow
@needs_core
@settings(
    max_examples=40,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)
@given(variant=house_variants(), seed=st.integers(0, 2**32 - 1), data=st.data())
def test_the_core_answers_the_first_illegal_card_as_the_python_tier_and_the_reference(
    variant: Variant, seed: int, data: st.DataObject
) -> None:
    compiled = FastChecker(variant)
    assume(compiled.core is not None)
    assert compiled.core is not None
    deal = random_deal(variant, seed)
    tricks = deal.get("tricks") or []
    assume(tricks)
    if data.draw(st.booleans()):
        declare_held_annonces(deal, variant)
    pick = st.integers(0, 10**6)
    how = data.draw(st.sampled_from(["swap-own", "swap-own", "swap-tricks-cards", "swap-in-trick", "card"]))
    number = data.draw(pick) % len(tricks)
    a = tricks[number]
    i = data.draw(pick) % len(a)
    owner = {card: seat for seat, hand in deal["hands"].items() for card in hand}
    if how == "card":  # a played card replaced by another card: often one its player does not hold
        a[i] = data.draw(st.sampled_from(CARDS))
    elif how == "swap-own":  # a card its player holds, played a trick early: a breach of an obligation
        later = [
            (trick, j)
            for trick in tricks[number + 1 :]
            for j, card in enumerate(trick)
            if card in owner and owner[card] == owner.get(a[i])
        ]
        assume(later)
        b, j = later[data.draw(pick) % len(later)]
        a[i], b[j] = b[j], a[i]
    else:
        b = a if how == "swap-in-trick" else tricks[data.draw(pick) % len(tricks)]
        j = data.draw(pick) % len(b)
        a[i], b[j] = b[j], a[i]
    judged = compiled.core.judge(wire(deal))
    answer = compiled.check(wire(deal))
    assert answer == FastChecker(variant, compiled=False).check(wire(deal))
    expected = reference(wire(deal), variant)
    if expected is not None and expected["status"] == "illegal" and expected["violation"]["phase"] == "play":
        # an illegal card of a complete deal: the core answers it, and the checker from its facts
        assert judged is not None and len(judged) == 12, judged
        assert answer is not None
        assert judged[1:5] == (
            int(expected["violation"]["place"].split("[")[1].rstrip("]")),
            int(expected["violation"]["place"].split("[")[2].rstrip("]")),
            variant.seats.index(expected["violation"]["seat"]),
            CARDS.index(expected["violation"]["action"]),
        )
        event(f"illegal: {expected['violation']['rule']}")
    if answer is not None:
        assert expected is not None
        for key in expected:  # field by field, for a readable failure
            assert answer[key] == expected[key], key
        assert answer == expected
    else:
        event(f"declined: {'unusable' if expected is None else expected['status']}")
