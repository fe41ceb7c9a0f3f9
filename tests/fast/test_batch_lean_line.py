"""`batch.lean_line` writes exactly the bytes of `dumps_line` of the whole result dict.

Why: the fast path of `refscore check FILE.jsonl --format jsonl` joins each result line around
orjson's writing of the lean result instead of copying it into a dict with `line`, `id` and `error`;
the output must stay byte for byte what it was, with orjson and with the `json` module's fallback
(no orjson, or a string orjson refuses such as a lone surrogate), for any `id` a record may carry.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import refscore.fast.batch_lines as batch
from refscore.fast.batch_lines import LineChecker, dumps_line, lean_line
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant

# Strings with what JSON writers escape differently: quotes, backslashes, controls, non-ASCII, a
# character outside the BMP, lone surrogates (JSON allows "\ud800"; orjson refuses to write them).
TEXT = st.text(st.sampled_from('a:"\\/\n\t\x00\x1f\x7fé€😀\u2028\ud800\udfff'), max_size=6)
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-(2**63), 2**64 - 1)
    | st.integers(2**64, 2**70)  # beyond what orjson writes: the json module's way
    | st.floats(allow_nan=False, allow_infinity=False)
    | TEXT
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
    max_leaves=12,
)
#: A lean result: keys as fast.py writes them and random ones (`line`, `id`, `error` among them,
#: which the whole dict would overwrite in place), with any values.
KEYS = st.sampled_from(["status", "contract", "scores", "case", "line", "id", "error"]) | TEXT
LEANS = st.dictionaries(KEYS, VALUES, max_size=6)
IDS = st.none() | TEXT | VALUES


def whole(number: int, record_id: Any, lean: dict[str, Any]) -> bytes:
    return dumps_line({"line": number, "id": record_id, **lean, "error": None})


@settings(max_examples=300, derandomize=True, deadline=None)
@given(st.integers(1, 2**63 - 1), IDS, LEANS)
def test_the_same_bytes_as_the_whole_dict(number: int, record_id: Any, lean: dict[str, Any]) -> None:
    assert lean_line(number, record_id, lean) == whole(number, record_id, lean)


@settings(max_examples=100, derandomize=True, deadline=None)
@given(st.integers(1, 2**63 - 1), IDS, LEANS)
def test_the_same_bytes_without_orjson(number: int, record_id: Any, lean: dict[str, Any]) -> None:
    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setattr(batch, "_orjson", None)
        assert lean_line(number, record_id, lean) == whole(number, record_id, lean)


@pytest.mark.parametrize("name", ["coinche", "contree", "chien-3"])
def test_the_same_bytes_on_the_fast_path_results(name: str) -> None:
    """Real lean results (legal deals, redeals, illegal cards), with odd ids: the same lines."""
    variant = shipped_variant(name)
    checker = LineChecker(lambda data: variant, "x.jsonl")
    fast = checker._fast_checker(variant)
    ids = [None, "plain", 'quo"te\\', "\ud800 alone", "é😀\u2028", ""]
    written = 0
    for seed in range(30):
        deal = random_deal(variant, seed)
        lean = fast.check(deal)
        if lean is None:
            continue
        for record_id in ids:
            assert lean_line(seed + 1, record_id, lean) == whole(seed + 1, record_id, lean)
            written += 1
    assert written >= 60  # most random deals are the fast path's
