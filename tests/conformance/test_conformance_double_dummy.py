"""Double-dummy cases through the runner's protocol (conformance/README.md, "Double-dummy requests").

Why these tests: the 48 positions of conformance/double-dummy/cases.json carry values computed by an
unpruned minimax; the runner must put them to any engine as `position` requests, refscore's own
solver must answer every one, a solver with a mistake must fail exactly the positions the mistake
changes (worked out with the same unpruned minimax under the mistaken rule, never from the wrong
engine's answers), and an engine without a solver must skip them by feature, not fail them.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

import pytest

from refscore.base.cards import Suit, parse_card
from refscore.conformance.corpus import corpus_variant, load_corpus, select
from refscore.conformance.double_dummy import QUESTION, position_answer, read_position
from refscore.conformance.engines import PersistentEngine, ReferenceEngine
from refscore.conformance.protocol import EngineInfo, ProtocolError, parse_answer, run_message
from refscore.conformance.runner import FAIL, PASS, SKIP, run_tests
from refscore.solver import brute_value

ROOT = Path(__file__).resolve().parents[2]
TESTS = select(load_corpus(ROOT / "conformance").tests(), case_globs=["dd-*"])
WRONG_ENGINE = ROOT / "conformance" / "examples" / "wrong_engine.py"


def test_the_corpus_holds_the_48_positions_as_double_dummy_questions() -> None:
    assert len(TESTS) == 48
    assert {test.variant for test in TESTS} == {
        "coinche",
        "contree",
        "officiel",
        "belote",
        "chien-3",
        "chien-2",
    }
    for test in TESTS:
        assert test.case.question == QUESTION and "double-dummy" in test.case.features
        assert set(test.expectation.data) == {"value"}


def test_the_request_carries_the_position_not_a_record() -> None:
    test = TESTS[0]
    request = run_message(test, corpus_variant(test.variant).data)
    assert request["question"] == "double-dummy" and "record" not in request
    assert set(request["position"]) == {"trump", "side", "hands", "leader", "trick", "winners"}


def test_refscore_answers_every_position() -> None:
    report = run_tests(TESTS, ReferenceEngine(), engine_label="in-process")
    assert report.count(PASS) == 48 and report.ok


def _brute_without_der(test_data: dict[str, object], variant_id: str) -> int:
    variant = corpus_variant(variant_id)
    mistaken = dataclasses.replace(variant, der_value=0, der_capot=0, der_generale=0)
    kind, suit, side, position = read_position(variant, test_data)
    return brute_value(
        mistaken,
        kind,
        Suit(suit) if suit is not None else None,
        side,
        position.hands,
        position.leader,
        position.trick,
        position.winners,
    )


def test_a_solver_that_forgets_the_dix_de_der_fails_exactly_the_positions_it_changes() -> None:
    # The positions whose value changes when the last trick is worth nothing: the unpruned minimax
    # under that mistaken rule says which (every position where the side, playing its best, takes
    # the last trick with its bonus).
    expected = {
        test.key
        for test in TESTS
        if _brute_without_der(dict(test.case.record), test.variant) != test.expectation.data["value"]
    }
    assert len(expected) >= 10, "the positions must exercise the dix de der"
    engine = PersistentEngine([sys.executable, str(WRONG_ENGINE), "dd-no-der"], timeout=30)
    report = run_tests(TESTS, engine, engine_label="dd-no-der")
    failed = {result.test.key for result in report.results if result.outcome == FAIL}
    assert failed == expected
    assert report.processes == 1
    for result in report.failures:
        assert [mismatch.field for mismatch in result.mismatches] == ["value"]


def test_the_wrong_solver_still_judges_deals_right() -> None:
    tests = select(load_corpus(ROOT / "conformance").tests(), case_globs=["score-made", "score-failed"])
    engine = PersistentEngine([sys.executable, str(WRONG_ENGINE), "dd-no-der"], timeout=30)
    assert run_tests(tests, engine, engine_label="dd-no-der").ok


def test_an_engine_without_a_solver_skips_them_by_feature() -> None:
    # colver and belote-cli declare their features in their start answers, without `double-dummy`
    info = EngineInfo("colver", "0.11.1", None, frozenset({"partnerships", "coinche", "belote-declared"}))
    reason = info.unsupported(TESTS[0])
    assert reason is not None and "double-dummy" in reason

    class Declining(ReferenceEngine):
        @property
        def info(self) -> EngineInfo:
            return info

    report = run_tests(TESTS[:5], Declining(), engine_label="declining")
    assert report.count(SKIP) == 5


def test_a_solved_answer_needs_an_exact_integer_value() -> None:
    assert parse_answer({"id": "x", "status": "solved", "value": 34}, "x").value == 34
    for value in (34.0, True, None, "34"):
        with pytest.raises(ProtocolError, match="value"):
            parse_answer({"id": "x", "status": "solved", "value": value}, "x")


@pytest.mark.parametrize(
    ("change", "place"),
    [
        ({"side": "XY"}, "$.side"),
        ({"trump": "nothing"}, "$.trump"),
        ({"leader": "Q"}, "$.leader"),
        ({"trick": ["QH", "QH"]}, "$.hands"),  # a card held and played, or played twice
        ({"winners": []}, "$.winners"),  # too few finished tricks for the hands
        ({"hands": {"N": ["AH"], "E": ["QH", "9C"], "S": ["7S", "9D"], "W": ["7D"]}}, "$.hands.N"),
    ],
)
def test_a_bad_position_is_rejected_with_its_place(change: dict[str, object], place: str) -> None:
    test = next(t for t in TESTS if t.case.id == "dd-00-coinche")
    data = {**json.loads(json.dumps(test.case.record)), **change}
    answer = position_answer(corpus_variant("coinche"), data)
    assert answer["status"] == "rejected" and place in answer["reason"], answer


def test_a_hand_worked_position() -> None:
    # dd-00-coinche: hearts trump, EW to guarantee; W led JH (20). N holds AH QD, E QH 9C, S 7S 9D,
    # W 7D. N must follow hearts with AH (11), E follows with QH (3), S discards: W's jack wins 20 + 11
    # + 3 + the discard (7S or 9D, 0 points) = 34 for EW, and W leads 7D to the last trick: N's QD
    # wins it (QD 3, 9C/9D 0... plus the dix de der 10, for NS). EW: 34.
    test = next(t for t in TESTS if t.case.id == "dd-00-coinche")
    assert test.expectation.data["value"] == 34
    assert position_answer(corpus_variant("coinche"), test.case.record) == {"status": "solved", "value": 34}
    assert parse_card("JH") in read_position(corpus_variant("coinche"), test.case.record)[3].trick
