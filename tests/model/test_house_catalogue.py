"""The house-rule catalogue (variants/house/catalogue.yaml): every snippet is a valid variant, every
case gives the result its entry says under the parent and under the house file, the fast path agrees
with the reference on every house variant, and every interpretation in the shipped variants'
provenance has its entry.

The expected values are the catalogue's, worked by hand there from the facts of the normative cases
(see each entry's `justification`); this test only runs them.
"""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from refscore.base.errors import RefscoreError
from refscore.fast.checker import FastChecker, lean_result
from refscore.judge.check import CheckResult, check_deal
from refscore.judge.game_sheet import settle_game
from refscore.load.variant_loader import load_variant, shipped_names, shipped_variant
from refscore.model.record import read_record
from refscore.model.rule_ids import RULES
from refscore.model.variant import Variant

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = ROOT / "variants" / "house" / "catalogue.yaml"


@cache
def catalogue() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(CATALOGUE.read_text(encoding="utf-8"))
    return data


@cache
def corpus_records() -> dict[str, dict[str, Any]]:
    records: dict[str, dict[str, Any]] = {}
    for path in sorted((ROOT / "conformance" / "cases").glob("*.json")):
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            records[case["id"]] = case["record"]
    return records


ENTRIES = catalogue()["entries"]
IDS = [entry["id"] for entry in ENTRIES]


def house_variant(entry: dict[str, Any]) -> Variant:
    """The entry's snippet, loaded as the file `house/ID.yaml` (validated against the schema)."""
    name = f"house/{entry['id']}.yaml"

    def read(path: str) -> str:
        assert path == name, f"the snippet may only extend a shipped variant, not read {path}"
        return str(entry["variant"])

    return load_variant(name, read)


def parent_of(entry: dict[str, Any]) -> Variant:
    parent = yaml.safe_load(entry["variant"])["extends"]
    assert parent in shipped_names(), "a catalogue entry extends a shipped variant"
    return shipped_variant(parent)


def record_of(case: dict[str, Any]) -> dict[str, Any]:
    source = case["record"]
    record = copy.deepcopy(corpus_records()[source] if isinstance(source, str) else source)
    record.update(copy.deepcopy(case.get("patch", {})))
    return record


def judge(record: dict[str, Any], variant: Variant) -> CheckResult:
    return check_deal(read_record(copy.deepcopy(record), variant), variant)


def assert_deal(result: CheckResult, expected: dict[str, Any], where: str) -> None:
    assert result.status == expected["status"], (where, result.status, result.violation)
    if "violation" in expected:
        assert result.violation is not None and result.violation.rule == expected["violation"], where
    if "scores" in expected:
        assert result.scores == expected["scores"], where
    for unit, facts in expected.get("units", {}).items():
        for fact, value in facts.items():
            assert getattr(result.facts[unit], fact) == value, (where, unit, fact)


def test_the_catalogue_is_well_formed() -> None:
    assert len(set(IDS)) == len(IDS), "entry ids are unique"
    for entry in ENTRIES:
        assert set(entry["names"]) == {"fr", "en"} and all(entry["names"].values()), entry["id"]
        assert all(rule in RULES for rule in entry["rules"]), entry["id"]
        assert "justification" in entry["case"], entry["id"]
        assert entry["case"]["parent"] != entry["case"]["house"], f"{entry['id']}: the case must change"


@pytest.mark.parametrize("entry", ENTRIES, ids=IDS)
def test_every_snippet_is_a_valid_house_variant(entry: dict[str, Any]) -> None:
    variant = house_variant(entry)
    assert variant.id == entry["id"]
    assert variant.fingerprint != parent_of(entry).fingerprint, "the snippet changes a rule"


@pytest.mark.parametrize("entry", ENTRIES, ids=IDS)
def test_every_case_changes_as_its_entry_says(entry: dict[str, Any]) -> None:
    case = entry["case"]
    house, parent = house_variant(entry), parent_of(entry)
    if "against" in case:  # compared with another entry's house file (an option on top of another)
        parent = house_variant(next(other for other in ENTRIES if other["id"] == case["against"]))
    if "sheet" in case:
        for variant, expected in ((parent, case["parent"]), (house, case["house"])):
            sheet = {
                "deals": [
                    {"deal": record_of(deal)} if "record" in deal else deal for deal in case["sheet"]["deals"]
                ]
            }
            result = settle_game(sheet, variant)
            assert result.status == expected["status"], (variant.id, result.status, result.problem)
            if "winners" in expected:
                assert list(result.winners) == expected["winners"], variant.id
            if "totals" in expected:
                assert result.totals == expected["totals"], variant.id
        return
    record = record_of(case)
    for variant, expected in ((parent, case["parent"]), (house, case["house"])):
        where = f"{entry['id']} under {variant.id}"
        if "error" in expected:  # the record cannot be read under these rules
            with pytest.raises(RefscoreError) as refused:
                judge(record, variant)
            assert refused.value.rule == expected["error"], where
        else:
            assert_deal(judge(record, variant), expected, where)


@pytest.mark.parametrize("entry", [e for e in ENTRIES if "sheet" not in e["case"]], ids=lambda e: e["id"])
def test_the_fast_path_agrees_on_every_house_variant(entry: dict[str, Any]) -> None:
    house = house_variant(entry)
    record = record_of(entry["case"])
    if "error" in entry["case"]["house"]:
        for compiled in (True, False):
            assert FastChecker(house, compiled=compiled).check(copy.deepcopy(record)) is None
        return
    expected = lean_result(judge(record, house))
    for compiled in (True, False):
        lean = FastChecker(house, compiled=compiled).check(copy.deepcopy(record))
        assert lean is None or lean == expected, (entry["id"], compiled)


def test_every_provenance_interpretation_has_its_entry() -> None:
    answered = {
        (ref["variant"], ref["point"]) for entry in ENTRIES for ref in entry.get("provenance", [])
    } | {(item["provenance"]["variant"], item["provenance"]["point"]) for item in catalogue()["not_rules"]}
    listed = set()
    for name in shipped_names():
        for item in shipped_variant(name).data.get("provenance", {}).get("interpretations", []):
            listed.add((name, item["point"]))
    assert listed - answered == set(), "interpretations without a catalogue entry"
    assert answered - listed == set(), "catalogue references to interpretations that do not exist"


@pytest.mark.slow
@pytest.mark.parametrize("entry", [e for e in ENTRIES if "sheet" not in e["case"]], ids=lambda e: e["id"])
def test_random_deals_of_every_house_variant_agree_on_both_tiers(entry: dict[str, Any]) -> None:
    """Seeded random legal deals of the house variant (refscore.judge.generate): the reference judges them
    legal (or a redeal), and each tier of the fast path either declines or gives the same result."""
    from refscore.judge.generate import random_deal

    house = house_variant(entry)
    checkers = [FastChecker(house, compiled=True), FastChecker(house, compiled=False)]
    for seed in range(5):
        record = random_deal(house, seed)
        reference = judge(record, house)
        assert reference.status in ("legal", "redeal"), (entry["id"], seed, reference.violation)
        for checker in checkers:
            lean = checker.check(copy.deepcopy(record))
            assert lean is None or lean == lean_result(reference), (entry["id"], seed)
