"""Rule coverage: every rule of spec/rules.md has normative cases, in every variant where it applies.

The rule ids are read from spec/rules.md at test time, so a rule added to the text without cases (or
without a line in the applicability table of refscore/conformance/coverage.py) fails here.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from refscore.conformance.corpus import corpus_variant_names, load_corpus
from refscore.conformance.coverage import (
    SCOPES,
    missing_violations,
    unclassified,
    uncovered_pairs,
    uncovered_rules,
)
from refscore.load.variant_loader import resolve_shipped, shipped_names, shipped_variant
from refscore.model.rule_ids import parse_rules
from refscore.model.variant import PlayRules, Variant

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


def _scope(rule: str, name: str, play: dict[str, str] | None = None) -> tuple[bool, bool]:
    """(applies, can be broken) of a rule of play in a shipped variant, its play options changed."""
    variant = shipped_variant(name)
    if play:
        variant = replace(variant, play=PlayRules.from_data({**PLAY_DATA[name], **play}))
    scope = SCOPES[rule]
    return scope.applies(variant), scope.violable(variant)


PLAY_DATA = {name: resolve_shipped(name)["play"] for name in ("contree", "officiel", "chien-2", "chien-3")}


def test_the_scope_of_a_rule_of_play_is_read_off_the_kernel() -> None:
    """spec/rules.md §3 and spec/variants.md §4, worked by hand for the shipped variants."""
    # contree: partners, a trump suit; over a partner's trump any trump will do (overtrump_partner:
    # free): the rule applies (some house rule could make it bind) but cannot be broken; officiel
    # forces it
    assert _scope("play.overtrump-partner", "contree") == (True, False)
    assert _scope("play.overtrump-partner", "officiel") == (True, True)
    # ... and partner_master_only_trumps: overtrump makes it bind in contree too
    assert _scope("play.overtrump-partner", "contree", {"partner_master_only_trumps": "overtrump"}) == (
        True,
        True,
    )
    # chien-2: two players, each for himself: no partner, and no ruff on the table before the second
    # card (the only card there is the lead), so neither over-ruffing nor under-ruffing can bind
    assert _scope("play.overtrump-partner", "chien-2") == (False, False)
    assert _scope("play.must-overruff", "chien-2") == (False, False)
    assert _scope("play.underruff", "chien-3") == (True, True)  # forced, three players
    # must_ruff: never: "none of the duties below applies" (spec/variants.md §4)
    assert _scope("play.must-overruff", "contree", {"must_ruff": "never"}) == (True, False)
    assert _scope("play.underruff", "chien-3", {"must_ruff": "never"}) == (True, False)
    # tout atout is bid in contree, not in officiel
    assert _scope("play.all-trump-overtake", "contree") == (True, True)
    assert _scope("play.all-trump-overtake", "officiel") == (False, False)
    assert _scope("play.all-trump-overtake", "contree", {"all_trump_overtake": "never"}) == (True, False)
    # the permission: partner master, free to discard, where must_ruff is unless_partner_master
    assert _scope("play.partner-master", "contree") == (True, False)
    assert _scope("play.partner-master", "chien-3") == (False, False)  # must_ruff: always
    assert _scope("play.partner-master", "contree", {"must_ruff": "always"}) == (False, False)
