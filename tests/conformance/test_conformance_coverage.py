"""Rule coverage: every rule of spec/rules.md has normative cases, in every variant where it applies.

The rule ids are read from spec/rules.md at test time, so a rule added to the text without cases (or
without a line in the applicability table of refscore/conformance/coverage.py) fails here.
"""

from __future__ import annotations

from pathlib import Path

from refscore.conformance.corpus import corpus_variant_names, load_corpus
from refscore.conformance.coverage import missing_violations, unclassified, uncovered_pairs, uncovered_rules
from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.model.rule_ids import parse_rules
from refscore.model.variant import Variant

ROOT = Path(__file__).resolve().parents[2]
CORPUS = load_corpus(ROOT / "conformance")
RULE_IDS = list(parse_rules((ROOT / "spec" / "rules.md").read_text(encoding="utf-8")))
VARIANTS: list[Variant] = [shipped_variant(name) for name in shipped_names()]


def test_the_rules_text_has_rules() -> None:
    assert len(RULE_IDS) > 40 and "play.must-overruff" in RULE_IDS


def test_every_rule_has_a_normative_case() -> None:
    assert uncovered_rules(CORPUS, RULE_IDS) == []


def test_every_rule_is_classified_for_coverage() -> None:
    """A new rule must say where it applies and where it can be broken (coverage.SCOPES)."""
    assert unclassified(RULE_IDS) == []


def test_every_rule_has_a_normative_case_in_every_variant_where_it_applies() -> None:
    assert uncovered_pairs(CORPUS, RULE_IDS, VARIANTS) == []


def test_every_rule_that_can_be_broken_has_a_violation_case_in_every_variant() -> None:
    """Each auction and play rule (and the declaration, discard and claim rules) has a case expecting
    exactly that violation, wherever the variant's options make a violation possible."""
    assert missing_violations(CORPUS, RULE_IDS, VARIANTS) == []


def test_every_shipped_variant_has_normative_cases() -> None:
    covered = {test.variant for test in CORPUS.tests() if test.case.kind == "normative"}
    # the shipped variants, and the corpus's own house variants (conformance/variants/), each used
    assert covered == set(corpus_variant_names())
    assert set(shipped_names()) <= covered
