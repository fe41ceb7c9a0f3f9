"""The fingerprint of a variant's rules: which rules a result was computed under, in one short text.

Why: a score means nothing without the rules it was computed under, and two files named `contree`
may not hold the same rules. The fingerprint is ``ID@SCHEMA_VERSION:DIGEST``, where DIGEST is the
first 16 hex digits of the SHA-256 of the resolved variant (after `extends:`), written as canonical
JSON (sorted keys, no spaces) *without its prose*: the title, the description, the provenance and
the scoring cases' descriptions (in English and French) explain the rules but do not change a
score, so rewording them keeps the fingerprint; so does an option at its neutral value
(`x-neutral` in the schema, see `neutral_values`). The id and the schema version are outside the
digest (they name, they do not rule): a house file that extends `contree` and changes nothing has
contree's digest under its own id.

A shipped variant's fingerprint is pinned by tests/model/test_fingerprint.py; CHANGELOG.md says why each
time one changes.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from refscore.base.digest import sha256
from refscore.base.errors import sentence
from refscore.base.resources import read_text

__all__ = [
    "DIGEST_LENGTH",
    "FINGERPRINT_PATTERN",
    "PROSE_KEYS",
    "fingerprint",
    "fingerprint_warning",
    "rules_digest",
    "same_rules",
]

#: Top-level keys that name or explain a variant without changing any decision of the engine.
PROSE_KEYS = frozenset(
    {
        "id",
        "title",
        "title_fr",
        "description",
        "description_fr",
        "provenance",
        "schema_version",
        "abstract",
        "extends",
    }
)
#: Keys of a scoring case that explain it in words (English, French) without changing a score.
CASE_PROSE_KEYS = frozenset({"description", "description_fr"})
DIGEST_LENGTH = 16
#: What a fingerprint looks like (also in spec/deal.schema.json and spec/result.schema.json).
FINGERPRINT_PATTERN = r"^[A-Za-z0-9_.-]+@[0-9]+:[0-9a-f]{16}$"
_PATTERN = re.compile(FINGERPRINT_PATTERN)


@cache
def neutral_values() -> tuple[tuple[tuple[str, ...], Any], ...]:
    """(path, value) of every option of spec/variant.schema.json annotated ``"x-neutral": VALUE``.

    Why: a new option enters `variants/_base.yaml` with the value that keeps the rules as they were
    (its neutral value). Left in the digest, it would change the fingerprint of every variant although
    no rule changed; so an option at its neutral value is left out of the digest, and a fingerprint
    changes only when a variant chooses another value.
    """
    schema = json.loads(read_text("spec", "variant.schema.json"))
    found: list[tuple[tuple[str, ...], Any]] = []

    def walk(node: Any, path: tuple[str, ...]) -> None:
        if not isinstance(node, dict):
            return
        if "x-neutral" in node and path:
            found.append((path, node["x-neutral"]))
        for key, child in node.get("properties", {}).items():
            walk(child, (*path, key))

    walk(schema, ())
    return tuple(found)


def _without_neutral(rules: dict[str, Any]) -> dict[str, Any]:
    for path, neutral in neutral_values():
        holder: Any = rules
        for key in path[:-1]:
            holder = holder.get(key) if isinstance(holder, dict) else None
        if isinstance(holder, dict) and path[-1] in holder and holder[path[-1]] == neutral:
            holder = _copy_path(rules, path[:-1])
            del holder[path[-1]]
    return rules


def _copy_path(rules: dict[str, Any], path: tuple[str, ...]) -> dict[str, Any]:
    """The mapping at `path`, copied along the way so that the caller's data is never changed."""
    holder = rules
    for key in path:
        holder[key] = dict(holder[key])
        holder = holder[key]
    return holder


def _rules_only(data: Mapping[str, Any]) -> dict[str, Any]:
    """The resolved data without its prose and its options at their neutral value (see above)."""
    rules = {key: value for key, value in data.items() if key not in PROSE_KEYS}
    scoring = rules.get("scoring")
    if isinstance(scoring, Mapping) and isinstance(scoring.get("cases"), list):
        cases = [
            {key: value for key, value in case.items() if key not in CASE_PROSE_KEYS}
            if isinstance(case, Mapping)
            else case
            for case in scoring["cases"]
        ]
        rules["scoring"] = {**scoring, "cases": cases}
    return _without_neutral(rules)


def rules_digest(data: Mapping[str, Any]) -> str:
    """The first 16 hex digits of the SHA-256 of the rules, as canonical JSON."""
    text = json.dumps(_rules_only(data), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return sha256(text.encode("utf-8")).hexdigest()[:DIGEST_LENGTH]


def fingerprint(data: Mapping[str, Any]) -> str:
    """``ID@SCHEMA_VERSION:DIGEST`` of resolved variant data (as `Variant.data` holds it)."""
    return f"{data.get('id', '')}@{data.get('schema_version', 1)}:{rules_digest(data)}"


def same_rules(first: str, second: str) -> bool:
    """Whether two fingerprints name the same rules (the same digest and schema version), whatever
    the ids; False when either is not a fingerprint."""
    if not (_PATTERN.match(first) and _PATTERN.match(second)):
        return False
    return first.split("@", 1)[1] == second.split("@", 1)[1]


def fingerprint_warning(recorded: str, applied: str) -> str:
    """The note `check` adds when a record says it was scored under other rules than it is now."""
    if same_rules(recorded, applied):
        return sentence("note.same_rules_other_name", recorded=recorded, applied=applied)
    return sentence("note.other_rules", recorded=recorded, applied=applied)
