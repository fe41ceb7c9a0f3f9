"""The corpus lint: the shipped corpus is clean, and each kind of mistake in a case file is caught.

The source tree's corpus and registries are read directly (not the installed copies), so that the
test judges the files being edited.
"""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from refscore.conformance.corpus import CorpusError, load_corpus
from refscore.conformance.features import load_features
from refscore.conformance.lint import lint_corpus
from refscore.model.rule_ids import parse_rules

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "conformance"
FEATURES = load_features(ROOT / "spec" / "features.yaml")
RULE_IDS = set(parse_rules((ROOT / "spec" / "rules.md").read_text(encoding="utf-8")))


def test_the_shipped_corpus_lints_clean() -> None:
    problems = lint_corpus(CORPUS, features=FEATURES, rules=RULE_IDS)
    assert [problem.render() for problem in problems] == []


def test_normative_and_generated_cases_live_in_separate_files() -> None:
    corpus = load_corpus(CORPUS)
    for case_file in corpus.files:
        kinds = {case["kind"] for case in case_file.data["cases"]}
        assert kinds == {case_file.kind}, case_file.path
        assert case_file.path.startswith("generated/") == (case_file.kind == "generated")


# --- a small corpus with one mistake of each kind ---------------------------------------------------------

GOOD: dict[str, Any] = {
    "id": "good-case",
    "kind": "normative",
    "description": "everybody passes: redeal",
    "rules": ["auction.all-pass", "score.redeal"],
    "features": ["partnerships", "redeal"],
    "record": {
        "dealer": "W",
        "hands": {
            "N": ["AS", "10S", "JH", "7H", "AD", "7D", "8C", "7C"],
            "E": ["KS", "7S", "9H", "8H", "10D", "8D", "AC", "QC"],
            "S": ["QS", "8S", "KH", "QH", "KD", "9D", "10C", "9C"],
            "W": ["JS", "9S", "AH", "10H", "QD", "JD", "KC", "JC"],
        },
        "auction": [{"seat": seat, "call": "pass"} for seat in "NESW"],
    },
    "expect": {
        "coinche": {"status": "redeal", "scores": {"NS": 0, "EW": 0}, "justification": "four passes: redeal"}
    },
}


def _corpus(tmp_path: Path, cases: list[dict[str, Any]], extra: dict[str, Any] | None = None) -> Path:
    folder = tmp_path / "corpus"
    (folder / "cases").mkdir(parents=True)
    shutil.copy(CORPUS / "case.schema.json", folder / "case.schema.json")
    data = {"format": "refscore-conformance/1", "topic": "test", "kind": "normative", "cases": cases}
    (folder / "cases" / "a.json").write_text(json.dumps(data), encoding="utf-8")
    if extra is not None:
        (folder / "cases" / "b.json").write_text(json.dumps(extra), encoding="utf-8")
    return folder


def _variant(**changes: Any) -> dict[str, Any]:
    case = copy.deepcopy(GOOD)
    case.update(changes)
    return case


def _messages(folder: Path) -> list[str]:
    return [problem.render() for problem in lint_corpus(folder, features=FEATURES, rules=RULE_IDS)]


def test_a_good_case_passes(tmp_path: Path) -> None:
    assert _messages(_corpus(tmp_path, [GOOD])) == []


def test_each_mistake_is_reported(tmp_path: Path) -> None:
    duplicated_card = copy.deepcopy(GOOD["record"])
    duplicated_card["hands"]["N"][0] = "KS"  # KS twice, AS missing
    cases = [
        GOOD,
        _variant(),  # duplicate id
        _variant(id="unknown-rule", rules=["auction.all-pass", "play.no-such-rule"]),
        _variant(id="unknown-feature", features=["partnerships", "redeal", "teleport"]),
        _variant(id="undeclared-feature", features=["partnerships"]),
        _variant(id="unknown-variant", expect={"bridge": GOOD["expect"]["coinche"]}),
        _variant(id="bad-deal", record=duplicated_card),
        _variant(id="answer-in-record", record={**GOOD["record"], "claim": {"NS": 0, "EW": 0}}),
        _variant(id="variant-in-record", record={**GOOD["record"], "variant": "coinche"}),
    ]
    messages = "\n".join(_messages(_corpus(tmp_path, cases)))
    assert "good-case: duplicate id" in messages
    assert "unknown-rule: unknown rule id 'play.no-such-rule'" in messages
    assert "unknown-feature: unknown feature 'teleport'" in messages
    assert "undeclared-feature: uses feature(s) it does not declare: redeal" in messages
    assert "unknown-variant: unknown variant 'bridge'" in messages
    assert "bad-deal: [coinche] not a well-formed deal" in messages and "KS is dealt twice" in messages
    assert "answer-in-record: the record carries a claimed score" in messages
    assert "variant-in-record: the record names a variant" in messages


def test_expectations_must_fit_the_question(tmp_path: Path) -> None:
    legal_cards = _variant(
        id="legal-cards-with-status",
        question="legal-cards",
        features=["partnerships", "legal-cards"],
        expect={"coinche": {"status": "legal", "justification": "x"}},
    )
    wrong_unit = _variant(
        id="wrong-unit",
        expect={"coinche": {"status": "redeal", "scores": {"NS": 0, "WE": 0}, "justification": "x"}},
    )
    messages = "\n".join(_messages(_corpus(tmp_path, [legal_cards, wrong_unit])))
    assert "legal-cards-with-status: [coinche] a legal-cards case must expect `legal_cards`" in messages
    assert "cannot expect `status`" in messages
    assert "wrong-unit: [coinche] unknown scoring unit 'WE' in scores" in messages


def test_schema_problems_are_located_and_do_not_stop_the_lint(tmp_path: Path) -> None:
    no_justification = {k: v for k, v in GOOD.items() if k != "expect"}
    no_justification["expect"] = {"coinche": {"status": "redeal"}}
    broken = {
        "format": "refscore-conformance/1",
        "topic": "t",
        "kind": "normative",
        "cases": [no_justification],
    }
    messages = _messages(_corpus(tmp_path, [_variant(id="fine")], extra=broken))
    assert len(messages) == 1 and messages[0].startswith("cases/b.json: at $.cases[0]")
    with pytest.raises(CorpusError, match=r"cases/b.json: at \$\.cases\[0\]"):
        load_corpus(_corpus(tmp_path / "again", [_variant(id="fine")], extra=broken))


def test_a_file_that_is_not_json_is_reported(tmp_path: Path) -> None:
    folder = _corpus(tmp_path, [GOOD])
    (folder / "cases" / "b.json").write_text("{not json", encoding="utf-8")
    assert any("b.json:1:2: not valid JSON" in message for message in _messages(folder))
