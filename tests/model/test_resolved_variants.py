"""The pre-resolved shipped variants (`refscore/_generated/resolved_variants.py`) are their files' data.

Why: `refscore.load.variant_loader.shipped_variant` builds a shipped variant from that data instead of
parsing its YAML files at every start (PyYAML is then not imported by `refscore check FILE.jsonl`).
It uses the data only when the digest of the files matches, so a stale file costs speed, not
correctness; this test says when to write it again:
`python tests/model/test_resolved_variants.py --write`.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from refscore._generated import resolved_variants as _resolved_variants
from refscore.load.variant_loader import (
    _load_variant,
    resolve_shipped,
    resolved_shipped,
    shipped_chain,
    shipped_digest,
    shipped_names,
    shipped_variant,
)

RESOLVED = Path(__file__).resolve().parents[2] / "refscore" / "_generated" / "resolved_variants.py"


def _entries() -> dict[str, tuple[tuple[str, ...], str, str]]:
    """What the module must hold: for each playable shipped variant, its chain of files, their
    digest, and its data resolved from them (as compact JSON)."""
    entries = {}
    for name in shipped_names():
        data = resolve_shipped(name)
        if data.get("abstract"):
            continue
        chain = shipped_chain(name)
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        entries[name] = (tuple(chain), shipped_digest(chain), text)
    return entries


def test_the_pre_resolved_data_is_the_files_data() -> None:
    assert _entries() == _resolved_variants.RESOLVED, (
        "a variant file changed: run `python tests/model/test_resolved_variants.py --write`"
    )


@pytest.mark.parametrize("name", shipped_names())
def test_a_shipped_variant_is_the_same_built_either_way(name: str) -> None:
    """The Variant built from the pre-resolved data equals the one built from the YAML files."""
    assert resolved_shipped(name) is not None
    assert shipped_variant(name) == _load_variant(name, None, validate=False)


def test_a_changed_file_is_read_from_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    """A digest that no longer matches: no pre-resolved data, the YAML files decide."""
    chain, _, text = _resolved_variants.RESOLVED["coinche"]
    monkeypatch.setitem(_resolved_variants.RESOLVED, "coinche", (chain, "0" * 64, text))
    assert resolved_shipped("coinche") is None


def test_the_chain_follows_extends() -> None:
    # variants/contree.yaml says `extends: _base`; _base.yaml extends nothing
    assert shipped_chain("contree") == ["contree", "_base"]


def write() -> None:
    lines = [
        "# ruff: noqa: E501 (a variant's data is one JSON string)",
        '"""Shipped variants resolved from their YAML files (generated: do not edit).',
        "",
        "Written by `python tests/model/test_resolved_variants.py --write`; read by",
        "`refscore.load.variant_loader.resolved_shipped` (why: see there), which uses an entry while the",
        "digest of its files matches. For each playable shipped variant: (its chain of files, their",
        'digest, its resolved data as JSON). The test of that file fails when they differ."""',
        "",
        "RESOLVED: dict[str, tuple[tuple[str, ...], str, str]] = {",
    ]
    for name, (chain, digest, text) in _entries().items():  # quoted as `ruff format` leaves them
        names = ", ".join(json.dumps(part) for part in chain) + ("," if len(chain) == 1 else "")
        lines.append(f"    {json.dumps(name)}: (")
        lines.append(f"        ({names}),")
        lines.append(f"        {json.dumps(digest)},")
        lines.append(f"        {text!r},")
        lines.append("    ),")
    lines.append("}")
    RESOLVED.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        write()
