"""The corpus lint: every problem a case file can have, collected rather than stopping at the first.

Why beyond the schema: a schema cannot say that ids are unique across files, that a rule id exists in
spec/rules.md, that a feature exists in the registry and matches what the record uses, that the deal
is a well-formed 32-card deal for every variant that expects something of it, or that the record
does not carry the answer. The lint is also a test (tests/conformance/test_conformance_lint.py).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from importlib.abc import Traversable
from typing import Any

from refscore.base.cards import CardNotationError, card_name, parse_card
from refscore.base.errors import RefscoreError, sentence
from refscore.model.record import read_record
from refscore.model.rule_ids import RULES
from refscore.model.variant import Variant

from .corpus import (
    CorpusError,
    case_file_entries,
    corpus_folder,
    corpus_variant,
    corpus_variant_names,
    read_json,
    schema_problems,
)
from .features import used_features

_CHECK_ONLY = ("status", "violation", "made", "units", "scores")


@dataclass(frozen=True)
class Problem:
    """One finding: the file, the case (None: the whole file) and what is wrong (a sentence of the
    error catalogues, said in the language asked by `render`)."""

    file: str
    case: str | None
    message: str

    def render(self, lang: str = "en") -> str:
        message, sep = self.message, ": "
        if lang == "fr":
            from refscore.text.error_words import french

            message, sep = french(message), " : "
        return sep.join([self.file, self.case, message] if self.case else [self.file, message])


class _Linter:
    def __init__(self, root: Traversable, features: Mapping[str, str], rules: Collection[str]) -> None:
        self.root = root
        self.features = features
        self.rules = rules
        self.problems: list[Problem] = []
        self.seen: dict[str, str] = {}
        self.variants = set(corpus_variant_names())

    def problem(self, file: str, case: str | None, message: str) -> None:
        self.problems.append(Problem(file, case, message))

    def file(self, name: str, data: Any) -> None:
        invalid = schema_problems(data, self.root)
        for place, message in invalid:
            self.problem(name, None, sentence("lint.at_place", place=place, message=message))
        if invalid:
            return  # the semantic checks below rely on the schema's shape
        for case in data["cases"]:
            self.case(name, data, case)

    def case(self, file: str, data: Mapping[str, Any], case: Mapping[str, Any]) -> None:
        case_id = case["id"]

        def fail(message: str) -> None:
            self.problem(file, case_id, message)

        if case_id in self.seen:
            fail(sentence("lint.duplicate_id", other=self.seen[case_id]))
        self.seen[case_id] = file
        if case["kind"] != data["kind"]:
            fail(sentence("lint.kind_in_file", kind=case["kind"], file_kind=data["kind"]))
        for rule in case["rules"]:
            if rule not in self.rules:
                fail(sentence("lint.unknown_rule", rule=rule))
        for feature in case["features"]:
            if feature not in self.features:
                fail(sentence("lint.unknown_feature", feature=feature))
        record = case["record"]
        if "variant" in record:
            fail(sentence("lint.record_names_variant"))
        if "claim" in record and "claim.match" not in case["rules"]:
            fail(sentence("lint.record_carries_claim"))
        question = case.get("question", "check")
        variants: list[Variant] = []
        statuses: set[str] = set()
        for variant_id, expected in case["expect"].items():
            if variant_id not in self.variants:
                fail(
                    sentence(
                        "lint.unknown_variant", variant=variant_id, shipped=", ".join(sorted(self.variants))
                    )
                )
                continue
            variant = corpus_variant(variant_id)
            variants.append(variant)
            statuses.add(expected.get("status", ""))
            for message in self.expectation(question, case["rules"], expected, variant):
                fail(sentence("lint.in_variant", variant=variant_id, message=message))
            for message in self.deal(record, variant):
                fail(sentence("lint.in_variant", variant=variant_id, message=message))
        used = used_features(record, question, statuses, variants)
        declared = set(case["features"])
        if used - declared:
            fail(sentence("lint.undeclared_features", features=", ".join(sorted(used - declared))))
        if declared - used:
            fail(sentence("lint.unused_features", features=", ".join(sorted(declared - used))))

    def expectation(
        self, question: str, rules: Collection[str], expected: Mapping[str, Any], variant: Variant
    ) -> list[str]:
        messages: list[str] = []
        if question == "legal-cards":
            if "legal_cards" not in expected:
                messages.append(sentence("lint.legal_cards_needed"))
            messages += [
                sentence("lint.legal_cards_cannot", key_=key) for key in _CHECK_ONLY if key in expected
            ]
            for card in expected.get("legal_cards", []):
                try:
                    canonical = card_name(parse_card(card))
                except CardNotationError:
                    messages.append(sentence("lint.not_a_card", card=card))
                    continue
                if canonical != card:
                    messages.append(sentence("lint.write_card_as", card=card, canonical=canonical))
            return messages
        if "legal_cards" in expected:
            messages.append(sentence("lint.only_legal_cards"))
        if "status" not in expected:
            messages.append(sentence("lint.status_needed"))
        violation = expected.get("violation")
        if violation is not None:
            if violation["rule"] not in self.rules:
                messages.append(sentence("lint.unknown_violation_rule", rule=violation["rule"]))
            elif violation["rule"] not in rules:
                messages.append(sentence("lint.violation_rule_not_listed", rule=violation["rule"]))
        units = [name for name, _ in variant.teams]
        for key in ("units", "scores"):
            for unit in expected.get(key, {}):
                if unit not in units:
                    messages.append(
                        sentence("lint.unknown_unit", unit=unit, key_=key, units=", ".join(units))
                    )
        if "scores" in expected and sorted(expected["scores"]) != sorted(units):
            messages.append(sentence("lint.scores_every_unit", units=", ".join(units)))
        return messages

    def deal(self, record: Mapping[str, Any], variant: Variant) -> list[str]:
        """A well-formed deal of the 32 cards for this variant (schema, seats, sizes, each card once)."""
        try:
            read = read_record(dict(record), variant)
        except RefscoreError as error:
            return [sentence("lint.not_well_formed", error=error)]
        if variant.dead_cards and read.dead is None:
            return [sentence("lint.list_dead_cards")]
        return []


def lint_corpus(
    root: Traversable | None = None,
    *,
    features: Mapping[str, str],
    rules: Collection[str] | None = None,
) -> list[Problem]:
    """Every problem of the corpus under `root` (default: the shipped corpus), in file order."""
    base = root if root is not None else corpus_folder()
    linter = _Linter(base, features, rules if rules is not None else set(RULES))
    entries = case_file_entries(base)
    if not entries:
        return [Problem(str(base), None, sentence("lint.no_case_files"))]
    for name, entry in entries:
        try:
            data = read_json(entry, name)
        except CorpusError as error:
            linter.problem(name, None, sentence("engines.as_is", error=error))
            continue
        linter.file(name, data)
    return linter.problems
