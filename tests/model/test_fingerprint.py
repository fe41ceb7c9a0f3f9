"""The fingerprint of a variant's rules: pinned for the shipped variants, blind to prose, stamped on
every result, and a warning when a record names other rules."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from refscore.fast.checker import FastChecker, lean_result
from refscore.judge.check import check_deal
from refscore.load.variant_loader import load_variant, shipped_names, shipped_variant
from refscore.model.fingerprint import FINGERPRINT_PATTERN, fingerprint, rules_digest, same_rules
from refscore.model.record import read_record
from refscore.render.report import result_to_json

ROOT = Path(__file__).resolve().parents[2]
MADE = ROOT / "conformance" / "deals" / "seed002-made.json"

#: A shipped variant's fingerprint changes only when its rules change: when one of these fails, the
#: rules of that variant changed. Update the value AND say why in CHANGELOG.md ("Fingerprints").
PINNED = {
    "belote": "belote@1:a53741c0211e8397",
    "chien-2": "chien-2@1:12dedd08f652ff77",
    "chien-3": "chien-3@1:f00ded69d9d02d82",
    "coinche": "coinche@1:3a5086074edb22e1",
    "coinche-5": "coinche-5@1:e1237f4c8b0030dc",
    "contree": "contree@1:27f1f08c75fee6f6",
    "officiel": "officiel@1:c317917d5c73bc08",
}


def test_every_shipped_variant_has_its_pinned_fingerprint() -> None:
    assert sorted(PINNED) == shipped_names()
    for name, expected in PINNED.items():
        assert shipped_variant(name).fingerprint == expected, (
            f"the rules of {name} changed: update PINNED and say why in CHANGELOG.md"
        )


def test_the_fingerprint_has_the_documented_shape() -> None:
    import re

    for name in shipped_names():
        assert re.match(FINGERPRINT_PATTERN, shipped_variant(name).fingerprint)


def test_prose_does_not_change_the_digest_but_a_rule_does() -> None:
    data = json.loads(json.dumps(shipped_variant("contree").data))
    digest = rules_digest(data)
    reworded = json.loads(json.dumps(data))
    reworded["title"] = "Another title"
    reworded["description"] = "Other words"
    reworded["provenance"] = {"sources": []}
    reworded["scoring"]["cases"][0]["description"] = "said differently"
    assert rules_digest(reworded) == digest
    changed = json.loads(json.dumps(data))
    changed["belote"]["value"] = 30
    assert rules_digest(changed) != digest
    reordered = dict(reversed(list(data.items())))  # key order is not a rule
    assert rules_digest(reordered) == digest


def test_a_house_file_that_changes_nothing_has_the_same_rules_under_its_own_id(tmp_path: Path) -> None:
    same = tmp_path / "club.yaml"
    same.write_text("extends: contree\ntitle: Our club\n", encoding="utf-8")
    club = load_variant(str(same))
    contree = shipped_variant("contree")
    assert club.fingerprint.startswith("club@1:")
    assert same_rules(club.fingerprint, contree.fingerprint)
    other = tmp_path / "other.yaml"
    other.write_text("extends: contree\nbelote: {value: 30}\n", encoding="utf-8")
    assert not same_rules(load_variant(str(other)).fingerprint, contree.fingerprint)
    assert not same_rules("not a fingerprint", contree.fingerprint)
    assert fingerprint(contree.data) == contree.fingerprint


def _made() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(MADE.read_text(encoding="utf-8"))
    return data


def test_every_result_carries_the_fingerprint_and_the_fast_path_agrees() -> None:
    data = _made()
    variant = shipped_variant(data["variant"])
    result = check_deal(read_record(data, variant), variant)
    full = result_to_json(result)
    assert full["fingerprint"] == variant.fingerprint
    assert not any("warning" in note for note in full["notes"])
    for compiled in (True, False):
        lean = FastChecker(variant, compiled=compiled).check(data)
        assert lean is not None and lean == lean_result(result)
        assert lean["fingerprint"] == variant.fingerprint


def test_a_record_scored_under_other_rules_gets_a_warning_on_every_path() -> None:
    data = _made()
    variant = shipped_variant(data["variant"])
    data["fingerprint"] = shipped_variant("contree").fingerprint
    result = check_deal(read_record(data, variant), variant)
    assert result.status == "legal"  # a warning, not a verdict
    assert any("rules differ" in note for note in result.notes)
    # the fast path declines, so the batch result is the reference one, with its note
    assert FastChecker(variant).check(data) is None
    assert result_to_json(result)["fingerprint_warning"] == result.notes[-1]
    assert lean_result(result)["fingerprint_warning"] == result.notes[-1]
    data["fingerprint"] = variant.fingerprint  # the same rules: no warning, fast path accepts
    assert FastChecker(variant).check(data) is not None
    assert not check_deal(read_record(data, variant), variant).notes


def test_the_same_rules_under_another_name_is_said_so() -> None:
    data = _made()
    variant = shipped_variant(data["variant"])
    data["fingerprint"] = "club" + variant.fingerprint[variant.fingerprint.index("@") :]
    notes = check_deal(read_record(data, variant), variant).notes
    assert any("the same rules" in note for note in notes)


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "refscore", *args], capture_output=True, text=True, timeout=120
    )


@pytest.mark.parametrize("name", ["contree", "belote"])
def test_variants_show_prints_the_fingerprint(name: str) -> None:
    done = run("variants", "show", name, "--fingerprint")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == PINNED[name]


def test_check_json_carries_the_fingerprint() -> None:
    done = run("check", str(MADE), "--format", "json")
    assert json.loads(done.stdout)["fingerprint"] == PINNED["coinche"]


def test_a_jsonl_line_scored_under_other_rules_carries_the_warning(tmp_path: Path) -> None:
    same, other = _made(), _made()
    other["fingerprint"] = PINNED["contree"]
    same["fingerprint"] = PINNED["coinche"]
    lines = tmp_path / "deals.jsonl"
    lines.write_text(json.dumps(same) + "\n" + json.dumps(other) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    done = run("check", str(lines), "--format", "jsonl", "-o", str(out))
    assert done.returncode == 0, done.stderr
    first, second = (json.loads(line) for line in out.read_text(encoding="utf-8").splitlines())
    assert first["fingerprint"] == second["fingerprint"] == PINNED["coinche"]
    assert first["fingerprint_warning"] is None
    assert "rules differ" in second["fingerprint_warning"]


def test_an_option_at_its_neutral_value_leaves_the_fingerprint_alone(tmp_path: Path) -> None:
    import yaml

    from refscore.model.fingerprint import neutral_values

    base_data = yaml.safe_load((ROOT / "variants" / "_base.yaml").read_text(encoding="utf-8"))
    assert neutral_values(), "the schema annotates its newer options with x-neutral"
    for path, neutral in neutral_values():
        value: Any = base_data
        for key in path:
            value = value[key]
        assert value == neutral, f"{'.'.join(path)}: _base.yaml must hold the neutral value"
    same = tmp_path / "same.yaml"
    same.write_text("extends: contree\nannonces: {card_serves: once}\n", encoding="utf-8")
    other = tmp_path / "other.yaml"
    other.write_text("extends: contree\nannonces: {card_serves: carre_and_sequence}\n", encoding="utf-8")
    contree = shipped_variant("contree").fingerprint
    assert same_rules(load_variant(str(same)).fingerprint, contree)
    assert not same_rules(load_variant(str(other)).fingerprint, contree)


@settings(max_examples=60, deadline=None)
@given(
    name=st.sampled_from(sorted(PINNED)),
    prose=st.text(max_size=40),
    belote=st.integers(min_value=0, max_value=1000),
)
def test_the_digest_follows_the_rules_not_the_prose(name: str, prose: str, belote: int) -> None:
    data = json.loads(json.dumps(shipped_variant(name).data))
    digest = rules_digest(data)
    reworded = {**data, "title": prose, "description": prose, "id": prose or "x"}
    assert rules_digest(reworded) == digest
    changed = {**data, "belote": {**data["belote"], "value": belote}}
    assert (rules_digest(changed) == digest) == (belote == data["belote"]["value"])
