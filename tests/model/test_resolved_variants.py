"""The pre-resolved shipped variants (`refscore/_generated/resolved_variants.py`) are their files' data.

Why: `refscore.load.variant_loader.shipped_variant` builds a shipped variant from that data instead of
parsing its YAML files at every start (PyYAML is then not imported by `refscore check FILE.jsonl`).
It uses the data only when the digest of the files matches, so a stale file costs speed, not
correctness; this test says when to write it again:
`python tools/regenerate.py resolved_variants`.
"""

from __future__ import annotations

import pytest

from refscore._generated import resolved_variants as _resolved_variants
from refscore.load.variant_loader import (
    _load_variant,
    resolved_shipped,
    shipped_chain,
    shipped_names,
    shipped_variant,
)
from tools import regenerate


def test_the_pre_resolved_data_is_the_files_data() -> None:
    assert regenerate.resolved_entries() == _resolved_variants.RESOLVED, (
        "a variant file changed: " + regenerate.command("resolved_variants")
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
