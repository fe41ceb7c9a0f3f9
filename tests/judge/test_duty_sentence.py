"""The sentence of `check` for a card that breaks a duty is picked by (rule, subset), the kernel's
restriction, not by the rule alone: a new play option making a new kind of duty under an existing
rule is said by the part of the hand it leaves, with no code in `check` (CONTRIBUTING.md,
"Checklist: adding a rule axis").

The new duty is a toy, built in the test (not in the schema): under play.follow-suit, a player who
follows a plain suit must go over the best card of that suit when he can. It is taught to
`refscore.kernel.play.decide` for the duration of a test only, for one variant's play rules.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import refscore.kernel.play as play
from refscore.fast.checker import FastChecker
from refscore.judge.check import check_deal
from refscore.judge.positions import NAMED_STEPS
from refscore.judge.violation_words import _BY_SUBSET, _SENTENCES
from refscore.kernel.play import Subset
from refscore.model.record import read_record
from refscore.model.variant import Variant

ROOT = Path(__file__).resolve().parents[2]
FAILED = json.loads((ROOT / "conformance" / "deals" / "seed002-failed.json").read_text(encoding="utf-8"))


@pytest.fixture
def toy(make_variant: Callable[[str], Variant], monkeypatch: pytest.MonkeyPatch) -> Iterator[Variant]:
    """A variant whose play rules `decide` gives the toy duty: following a plain suit (not trump,
    not tout atout) and able to go over, the player must (`play.follow-suit`, FOLLOWING_HIGHER)."""
    variant = make_variant("extends: coinche\n")
    real = play.decide

    def decide(rules: play.PlayRules, s: play.Situation) -> play.Steps:
        plain = not s.leading and s.can_follow and not s.led_trump and not s.all_trump
        if rules is variant.play and plain and s.can_overtake:
            return (("play.follow-suit", Subset.FOLLOWING), ("play.follow-suit", Subset.FOLLOWING_HIGHER))
        return real(rules, s)

    monkeypatch.setattr(play, "decide", decide)
    play.legal_table.cache_clear()  # the tables are built once a process: build this one anew
    play.rules_in_play.cache_clear()
    yield variant
    monkeypatch.undo()
    play.legal_table.cache_clear()
    play.rules_in_play.cache_clear()


def test_the_coach_has_a_sentence_for_every_named_step() -> None:
    assert set(_SENTENCES) == set(NAMED_STEPS)
    assert set(_BY_SUBSET) == set(Subset)


def test_a_new_duty_under_an_existing_rule_is_said_by_the_cards_it_leaves(toy: Variant) -> None:
    # seed002-failed, trick 6: K♣ led, Q♣ played, then N, whose clubs are 9♣ J♣ A♣ (the record's
    # hands less his cards played). Plain suits rank A 10 K Q J 9...: only A♣ goes over the K♣.
    # N plays J♣: under the toy duty he had to go over; the old sentence of play.follow-suit ("holds
    # cards of the suit led") would be wrong, as he followed.
    result = check_deal(read_record(FAILED, toy), toy)
    assert result.status == "illegal" and result.violation is not None
    violation = result.violation
    assert (violation.rule, violation.place, violation.legal) == (
        "play.follow-suit",
        "$.tricks[5][2]",
        ("AC",),
    )
    assert violation.message == "N played JC but had to go over the best card of the suit led (C)"
    # both fast tiers word it the same (a fast answer is only ever an answer the reference gives)
    for compiled in (False, True):
        fast = FastChecker(toy, compiled=compiled).check(dict(FAILED))
        assert fast is not None, compiled
        assert fast["violation"]["message"] == violation.message, compiled
