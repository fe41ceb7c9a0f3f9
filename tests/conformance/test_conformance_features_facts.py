"""An engine that declares the features it supports is not asked for the unit facts of a feature it
lacks (annonces, chien), and the runner's summary groups the failures by cause.

Why: a small coinche engine without annonces or chien scores those deals right, yet failed them for
not writing `annonces: 0` and `discard: 0`; and a hundred failures listed one by one hid that they
were two mistakes.
"""

from __future__ import annotations

from typing import Any

import pytest

from refscore.conformance.compare import FACT_FEATURES, compare
from refscore.conformance.corpus import Test as CorpusTest  # not a pytest class
from refscore.conformance.corpus import load_corpus
from refscore.conformance.protocol import Answer
from refscore.conformance.runner import FAIL, failure_causes, render_report
from refscore.conformance.runner import TestResult as Result  # not a pytest class


def _tests_with_facts() -> list[CorpusTest]:
    """Check cases whose expected unit facts include annonces or discard, in cases that use neither
    feature (the engine would not be skipped on them)."""
    found = []
    for test in load_corpus().tests():
        units = test.expectation.data.get("units", {})
        facts = {fact for unit in units.values() for fact in unit}
        features = set(test.case.features)
        if facts & set(FACT_FEATURES) and not features & set(FACT_FEATURES.values()):
            found.append(test)
    return found


TESTS = _tests_with_facts()


def _answer(test: CorpusTest, units: dict[str, dict[str, Any]]) -> Answer:
    expected = test.expectation.data
    return Answer(
        status=expected["status"],
        violation=expected.get("violation"),
        made=expected.get("made"),
        units=units,
        scores=expected.get("scores"),
        penalty=expected.get("penalty"),
    )


def test_the_corpus_has_such_cases() -> None:
    assert len(TESTS) >= 10


@pytest.mark.parametrize("test", TESTS[:40], ids=lambda test: test.key)
def test_a_fact_of_a_lacking_feature_is_not_required(test: CorpusTest) -> None:
    units = test.expectation.data["units"]
    without = {
        unit: {fact: value for fact, value in facts.items() if fact not in FACT_FEATURES}
        for unit, facts in units.items()
    }
    answer = _answer(test, without)
    # an engine that declares no features is asked for every fact
    assert compare(test.case, test.expectation, answer) != []
    # an engine that supports what the case uses, but neither annonces nor chien, is not
    supported = frozenset(test.case.features)
    assert compare(test.case, test.expectation, answer, supported) == []
    # an engine that supports annonces and chien must give their facts
    full = supported | {"annonces", "chien"}
    assert compare(test.case, test.expectation, answer, full) != []
    # a value it gives is compared all the same: a wrong one is a failure
    wrong = {unit: {**facts, "annonces": 999} for unit, facts in without.items()}
    mismatches = compare(test.case, test.expectation, _answer(test, wrong), supported)
    if any("annonces" in facts for facts in units.values()):
        assert {m.field.rsplit(".", 1)[1] for m in mismatches} == {"annonces"}


def test_failures_are_grouped_by_cause() -> None:
    from refscore.conformance.compare import Mismatch

    test = TESTS[0]
    annonces = Mismatch("units.NS.annonces", 0, None, "points.annonces-strongest")
    annonces_ew = Mismatch("units.EW.annonces", 0, None, "points.annonces-strongest")
    scores = Mismatch("scores", {"NS": 1}, {"NS": 2}, "score.made")
    results = [
        Result(test, FAIL, "", (annonces, annonces_ew)),  # one test, one cause: counted once
        Result(test, FAIL, "", (annonces, scores)),
        Result(test, FAIL, "the engine crashed: exit status 1"),
    ]
    assert failure_causes(results) == [
        ("`units.*.annonces` (points.annonces-strongest)", 2),
        ("`scores` (score.made)", 1),
        ("the engine crashed", 1),
    ]


def test_the_report_shows_the_causes_first() -> None:
    from refscore.conformance.compare import Mismatch
    from refscore.conformance.runner import RunReport

    test = TESTS[0]
    report = RunReport(
        results=[Result(test, FAIL, "", (Mismatch("units.NS.discard", 0, None, "points.discard"),))],
        engine=None,
        engine_label="in-process",
        seconds=0.0,
    )
    for text, heading in (
        (render_report(report, lang="en"), "Failures by cause"),
        (render_report(report, lang="fr"), "Échecs par cause"),
    ):
        assert heading in text and "1  `units.*.discard` (points.discard)" in text
        assert text.index(heading) < text.index(test.key)
