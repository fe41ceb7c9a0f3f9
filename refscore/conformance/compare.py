"""The comparison rules: when does an engine's answer agree with a case's expectation?

Why in the runner and nowhere else: CommonMark implementations that each wrote their own comparison
reported different failure counts on the same data. The rules (conformance/README.md, "Comparison")
are: exact status; a violation compared by rule id, phase and place (the engine's place may point
inside the expected one); exact integers for facts and scores, only the facts a case lists; scores
for every scoring unit; legal cards as a set of cards in any spelling.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from refscore.base.cards import CardNotationError, parse_card

from .protocol import Answer, canonical_cards

if TYPE_CHECKING:  # only named in annotations: the package loads this module with its own import
    from .corpus import Case, Expectation

#: The rule a mismatching fact belongs to, for the failure report.
FACT_RULES = {
    "cards": "points.card-values",
    "der": "points.dix-de-der",
    "belote": "points.belote",
    "annonces": "points.annonces-strongest",
    "discard": "points.discard",
    "tricks_won": "play.trick-winner",
}


@dataclass(frozen=True)
class Mismatch:
    """One field where the answer differs from the expectation."""

    field: str  # status, violation.rule, units.NS.cards, scores, legal_cards...
    expected: Any
    actual: Any
    rule: str  # the rule id to read to settle the disagreement

    def render(self) -> str:
        return f"{self.field}: expected {_shown(self.expected)}, got {_shown(self.actual)} (rule {self.rule})"


def place_matches(expected: str, actual: str) -> bool:
    """The engine's place is the expected JSON path or a path inside it (`$.annonces[0].cards[1]`)."""
    return actual == expected or (actual.startswith(expected) and actual[len(expected)] in ".[")


def _case_rule(case: Case, prefixes: tuple[str, ...]) -> str:
    return next((rule for rule in case.rules if rule.startswith(prefixes)), case.rules[0])


def _status_text(answer: Answer) -> str:
    if answer.violation is not None:
        v = answer.violation
        return f"{answer.status} ({v['rule']}, {v['phase']}, at {v['place']})"
    if answer.reason:
        return f"{answer.status} ({answer.reason})"
    return answer.status


#: The unit facts that belong to a feature (spec/features.yaml): an engine that declares the features it
#: supports, without this one, need not report the fact (a coinche engine has no discard, and one
#: without annonces always scores 0 of them); a value it does report is still compared.
FACT_FEATURES = {"annonces": "annonces", "discard": "chien"}


def compare(
    case: Case, expectation: Expectation, answer: Answer, features: frozenset[str] | None = None
) -> list[Mismatch]:
    """Every mismatch between `answer` and `expectation` (empty: the engine agrees). `features`: the
    features the engine declares it supports (None: it declares none, so every fact is required)."""
    expected = expectation.data
    if "value" in expected:  # a double-dummy position: the points the side can guarantee
        rule = _case_rule(case, ("points.",))
        if answer.status != "solved" or answer.value is None:
            return [Mismatch("status", "solved", _status_text(answer), rule)]
        return (
            []
            if answer.value == expected["value"]
            else [Mismatch("value", expected["value"], answer.value, rule)]
        )
    if "legal_cards" in expected:
        want = canonical_cards(expected["legal_cards"], "legal_cards")
        rule = _case_rule(case, ("play.",))
        if answer.legal_cards is None:
            return [Mismatch("legal_cards", want, _status_text(answer), rule)]
        return [] if answer.legal_cards == want else [Mismatch("legal_cards", want, answer.legal_cards, rule)]

    status = expected["status"]
    violation: Mapping[str, str] | None = expected.get("violation")
    if answer.status != status:
        rule = violation["rule"] if violation is not None else _case_rule(case, ())
        return [Mismatch("status", status, _status_text(answer), rule)]
    mismatches: list[Mismatch] = []
    if violation is not None:
        got = answer.violation or {}
        rule = violation["rule"]
        for key in ("rule", "phase"):
            if got.get(key) != violation[key]:
                mismatches.append(Mismatch(f"violation.{key}", violation[key], got.get(key), rule))
        if not place_matches(violation["place"], got.get("place", "")):
            mismatches.append(Mismatch("violation.place", violation["place"], got.get("place"), rule))
    if "made" in expected and answer.made != expected["made"]:
        mismatches.append(Mismatch("made", expected["made"], answer.made, "score.contract-made"))
    for unit, facts in expected.get("units", {}).items():
        got_unit = (answer.units or {}).get(unit, {})
        for fact, value in facts.items():
            lacking = features is not None and FACT_FEATURES.get(fact, "") not in (*features, "")
            if lacking and got_unit.get(fact) is None:
                continue  # a fact of a feature the engine says it lacks: not required
            if got_unit.get(fact) != value:
                mismatches.append(
                    Mismatch(f"units.{unit}.{fact}", value, got_unit.get(fact), FACT_RULES[fact])
                )
    if "scores" in expected and answer.scores != expected["scores"]:
        rule = _case_rule(case, ("score.",))
        mismatches.append(Mismatch("scores", expected["scores"], answer.scores, rule))
    if "penalty" in expected:
        want, got = expected["penalty"], answer.penalty or {}
        for key in ("rule", "scores"):
            if got.get(key) != want.get(key):
                mismatches.append(Mismatch(f"penalty.{key}", want.get(key), got.get(key), want["rule"]))
    return mismatches


def _card_order(name: str) -> tuple[int, str]:
    try:
        return parse_card(name), name
    except CardNotationError:
        return 99, name


def _shown(value: Any) -> str:
    if isinstance(value, (frozenset, set)):
        return "{" + ", ".join(sorted(value, key=_card_order)) + "}"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{key}: {_shown(item)}" for key, item in value.items()) + "}"
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
