"""The numbered rules text (spec/rules.md) and the rule ids the engine and the variants cite."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path
from typing import Any

from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.model.rule_ids import RULES, parse_rules

ROOT = Path(__file__).resolve().parents[2]
RULE_ID = re.compile(
    r"""["'](?P<id>(?:record|deal|auction|play|points|annonce|belote|score|claim)\.[a-z0-9-]+)["']"""
)


def test_rules_are_numbered_in_order_with_unique_ids() -> None:
    text = (ROOT / "spec" / "rules.md").read_text(encoding="utf-8")
    headings = re.findall(r"^### (\d+)\.(\d+) `([^`]+)`", text, flags=re.MULTILINE)
    assert len(headings) == len(RULES) == len({rule_id for _, _, rule_id in headings})
    numbers = [(int(section), int(item)) for section, item, _ in headings]
    assert numbers == sorted(numbers)
    for (section, item), (next_section, next_item) in itertools.pairwise(numbers):
        assert (next_section, next_item) in ((section, item + 1), (section + 1, 1))


def test_every_rule_has_a_title_and_a_text() -> None:
    for rule in RULES.values():
        assert rule.title and len(rule.text) > 40, rule.id


def _variant_keys(schema: Any, prefix: str = "") -> set[str]:
    """Dotted key paths of the variant schema (``auction.floor``...), which look like rule ids."""
    keys: set[str] = set()
    for name, sub in schema.get("properties", {}).items():
        path = f"{prefix}{name}"
        keys |= {path} | _variant_keys(sub, f"{path}.")
    return keys


def test_every_rule_id_cited_in_the_code_exists() -> None:
    schema = json.loads((ROOT / "spec" / "variant.schema.json").read_text(encoding="utf-8"))
    variant_keys = _variant_keys(schema)
    cited: dict[str, str] = {}
    for folder in ("refscore", "cli"):
        for path in (ROOT / folder).rglob("*.py"):
            for match in RULE_ID.finditer(path.read_text(encoding="utf-8")):
                if match["id"] in RULES or match["id"] not in variant_keys:
                    cited.setdefault(match["id"], str(path.relative_to(ROOT)))
    unknown = {rule_id: where for rule_id, where in cited.items() if rule_id not in RULES}
    assert not unknown
    # the engine's own violations: at least every auction and play rule is cited somewhere
    assert {rule_id for rule_id in RULES if rule_id.startswith(("auction.", "play."))} - set(cited) <= {
        "play.trick-winner"
    }


def test_every_scoring_case_of_every_variant_cites_a_rule() -> None:
    for name in shipped_names():
        for case in shipped_variant(name).scoring.cases:
            assert case.rule in RULES, (name, case.rule)


def test_parse_rules_reads_headings_and_bodies() -> None:
    rules = parse_rules(
        "# Title\n\n### 1.1 `a.b` — First\nText one.\n\n## 2. Part\n### 2.1 `c.d-e` — Second\nTwo.\n"
    )
    assert [(r.number, r.id, r.title, r.text) for r in rules.values()] == [
        ("1.1", "a.b", "First", "Text one."),
        ("2.1", "c.d-e", "Second", "Two."),
    ]


def test_no_code_path_is_named_after_a_variant() -> None:
    """Rules are data: the engine and the CLI never test a variant's name."""
    names = "|".join(re.escape(name) for name in shipped_names())
    # a variant's id or name compared with a shipped name ("coinche" as a call kind is fine)
    pattern = re.compile(
        rf"""\b(?:variant\w*|id|name)\b(?:\.\w+)*\s*(?:==|!=|\bin\b)\s*[(\[{{]?\s*["'](?:{names})["']"""
    )
    offending = [
        f"{path.relative_to(ROOT)}:{number}"
        for folder in ("refscore", "cli")
        for path in (ROOT / folder).rglob("*.py")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if pattern.search(line)
    ]
    assert offending == []


def test_every_shipped_schema_is_a_valid_json_schema() -> None:
    """The engine trusts its schemas at start-up (no meta-schema check there): this test checks them."""
    import jsonschema

    paths = [*sorted((ROOT / "spec").glob("*.schema.json")), ROOT / "conformance" / "case.schema.json"]
    assert len(paths) >= 5
    for path in paths:
        schema = json.loads(path.read_text(encoding="utf-8"))
        jsonschema.validators.validator_for(schema).check_schema(schema)
