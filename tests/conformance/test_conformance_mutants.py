"""Proof that the harness catches mistakes: deliberately wrong engines fail exactly the affected cases.

Each wrong engine is conformance/examples/wrong_engine.py with one mutation, run through the
external-engine path (one process, the protocol, the comparison rules). The cases each mutation must
break are worked out from the cases themselves, never from an engine's output: which positions give
a partner-master exception, which coinched deals have a belote, which failed contracts use a 162 chute.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from refscore.conformance.corpus import Test as CorpusTest
from refscore.conformance.corpus import corpus_variant, load_corpus, select
from refscore.conformance.engines import PersistentEngine
from refscore.conformance.runner import FAIL, PASS, run_tests

ROOT = Path(__file__).resolve().parents[2]
NORMATIVE = select(load_corpus(ROOT / "conformance").tests(), kinds=["normative"])
WRONG_ENGINE = ROOT / "conformance" / "examples" / "wrong_engine.py"

# The positions where a player who cannot follow, holding trumps, may discard because his partner is
# master (rule play.partner-master): forgetting the exception makes the engine demand a trump there.
PARTNER_MASTER_CASES = {
    "legal-partner-master-free@coinche",
    "legal-partner-master-free@coinche-5",
    "legal-partner-master-free@contree",
    "legal-partner-trump-master-free@coinche",
    "legal-partner-trump-master-free@coinche-5",
    "legal-partner-trump-master-free@contree",
    "legal-partner-master-free-officiel@officiel",
    "legal-overtrump-partner-forced-officiel@officiel",
    "legal-overtrump-partner-only-lower-officiel@officiel",
    "legal-partner-master-free-belote@belote",
    "legal-partner-trump-master-free-belote@belote",
    # the litige deal: in trick 2 E, void in clubs and holding trumps, discards 10D while his
    # partner W is master; without the exception that card is illegal
    "score-litige-belote@belote",
    "claim-litige-belote@belote",
    "claim-litige-refuted-belote@belote",
    # E, void in hearts and holding only spades (trump), plays over his partner W's master KS: with
    # the exception forgotten he must over-ruff KS (JS 10S only) instead of playing any trump
    "legal-partner-master-only-trumps@coinche",
    "legal-partner-master-only-trumps@contree",
}


def _coinched_with_belote(test: CorpusTest) -> bool:
    """A scored deal under a coinche or surcoinche in which some unit scores its belote."""
    expected = test.expectation.data
    coinched = any(call["call"] in ("coinche", "surcoinche") for call in test.case.record["auction"])
    belote = any(facts.get("belote", 0) > 0 for facts in expected.get("units", {}).values())
    return coinched and belote and expected.get("status") == "legal"


def _failed_with_chute_162(test: CorpusTest) -> bool:
    """A failed contract (not a litige) in a variant whose chute is 162."""
    chute = corpus_variant(test.variant).data["scoring"]["constants"].get("chute")
    expected = test.expectation.data
    if chute != 162 or "score.litige" in test.case.rules:
        return False
    # an irregularity by the takers scores as a failed contract (rule penalty.play), chute included
    failed_by_penalty = "penalty" in expected and "score.failed" in test.case.rules
    return expected.get("made") is False or failed_by_penalty


MUTANTS: list[tuple[str, Callable[[CorpusTest], bool]]] = [
    ("partner-master", lambda test: test.key in PARTNER_MASTER_CASES),
    ("belote-multiplied", _coinched_with_belote),
    ("chute-160", _failed_with_chute_162),
]


@pytest.mark.slow
@pytest.mark.parametrize(("mutation", "affected"), MUTANTS, ids=[name for name, _ in MUTANTS])
def test_a_wrong_engine_fails_exactly_the_affected_cases(
    mutation: str, affected: Callable[[CorpusTest], bool]
) -> None:
    expected = {test.key for test in NORMATIVE if affected(test)}
    assert len(expected) >= 9, "the corpus must exercise this mistake"
    engine = PersistentEngine([sys.executable, str(WRONG_ENGINE), mutation], timeout=30)
    report = run_tests(NORMATIVE, engine, engine_label=mutation)
    failed = {result.test.key for result in report.results if result.outcome == FAIL}
    assert failed == expected
    assert report.count(PASS) == len(NORMATIVE) - len(expected) and report.processes == 1
    for result in report.failures:
        assert result.mismatches, result.message  # a disagreement on a value, not a crash


def test_the_failure_names_the_rule_and_both_values() -> None:
    tests = select(NORMATIVE, case_globs=["score-failed"], variants=["coinche"])
    engine = PersistentEngine([sys.executable, str(WRONG_ENGINE), "chute-160"], timeout=30)
    [result] = run_tests(tests, engine, engine_label="chute-160").results
    assert [m.render() for m in result.mismatches] == [
        "scores: expected {NS: 20, EW: 282}, got {NS: 20, EW: 280} (rule score.failed)"
    ]


def test_a_failed_generated_case_names_the_rule_that_differs() -> None:
    """A generated case lists every rule its judges cite; a wrong score must name the scoring case
    the deal falls under. gen-coinche-5-0004 judged under coinche is a failed contract (rule
    score.failed, spec/rules.md 5.4), whose case also lists score.contract-made, first in order."""
    corpus = load_corpus(ROOT / "conformance").tests()
    tests = select(corpus, case_globs=["gen-coinche-5-0004"], variants=["coinche"], kinds=["generated"])
    assert sorted(rule for rule in tests[0].case.rules if rule.startswith("score."))[0] != "score.failed"
    engine = PersistentEngine([sys.executable, str(WRONG_ENGINE), "chute-160"], timeout=30)
    [result] = run_tests(tests, engine, engine_label="chute-160").results
    assert [(m.field, m.rule) for m in result.mismatches] == [("scores", "score.failed")]
