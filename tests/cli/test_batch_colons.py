"""The compiled count of colons (`_fastcore.same_colons`) gives `_no_key_twice` exactly the verdict of
writing the value back with orjson, and a line with a key written twice is refused as the reference
reader refuses it.

Why a test of its own: the batch reads each line with orjson, which keeps the last of a key written
twice; `_no_key_twice` catches that by comparing the colons of the line with the colons of the value
(tests/cli/test_batch_strict_json.py). The compiled core counts the value's colons without writing it: a
miscount would let a record with a duplicated key through, or send ordinary lines to the slow path.
So: equal counts on random values (strings with colons, quotes, escapes, non-ASCII, lone surrogates),
the same verdict on random lines with and without the compiled count, and hostile shapes (deep
nesting, a huge list) answered in bounded time and stack.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import refscore.fast.batch_lines as batch
from refscore.base.errors import InputFormatError
from refscore.fast.batch_lines import LineChecker, _no_key_twice
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant

orjson = pytest.importorskip("orjson", reason="the accelerated reader is orjson (pip install .[fast])")
if batch._same_colons is None:  # pragma: no cover - without a C compiler, or REFSCORE_CORE=python
    pytest.skip("the compiled core refscore.fast._fastcore is not built here", allow_module_level=True)
same_colons = batch._same_colons
READER = LineChecker(lambda data: shipped_variant("coinche"), "x.jsonl")  # only its `_decode`

# Text that makes colons and escapes frequent: colons, quotes, backslashes, controls, non-ASCII
# (two- and four-byte), and (in values built directly, never read) lone surrogates.
TEXT = st.text(st.sampled_from(':"\\\n\t\x00aé€😀:\ud800\udfff'), max_size=8)
READABLE = st.text(st.sampled_from(':"\\\n\t\x00aé€😀:'), max_size=8)


def values(texts: st.SearchStrategy[str]) -> st.SearchStrategy[Any]:
    scalars = st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1) | st.floats(allow_nan=False)
    return st.recursive(
        scalars | texts,
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(texts, inner, max_size=4),
        max_leaves=20,
    )


@settings(max_examples=300, derandomize=True, deadline=None)
@given(values(TEXT))
def test_the_count_is_the_colons_orjson_writes(value: Any) -> None:
    """The value's colons are those orjson writes (one more in the line: not the same); declined (-1)
    exactly where orjson cannot write the value (a lone surrogate); a \\u00XX escape in the line: 0."""
    try:
        written = orjson.dumps(value)
    except TypeError:
        assert same_colons(b"{}", value, 254) == -1
        return
    escaped = b"\\u00" in written  # orjson writes a control character so
    assert same_colons(written, value, 254) == (0 if escaped else 1)
    assert same_colons(written + b":", value, 254) == 0
    assert same_colons(b'"\\u003a"' + written, value, 254) == 0


@st.composite
def object_text(draw: st.DrawFn, depth: int = 2) -> str:
    """JSON text of an object whose members are drawn as a list: a key may come twice. Keys come
    from a few, colons included, so that duplicates are common; blanks vary around the colons."""
    members = draw(
        st.lists(st.tuples(st.sampled_from(["a", "b", "a:b", ":", "é"]), st.integers(0, 3)), max_size=5)
    )
    parts = []
    for key, kind in members:
        if kind == 0 and depth > 0:
            item = draw(object_text(depth - 1))
        elif kind == 1 and depth > 0:
            item = "[" + ",".join(draw(st.lists(object_text(depth - 1), max_size=2))) + "]"
        else:
            item = json.dumps(
                draw(READABLE | st.integers(-(2**63), 2**63 - 1)), ensure_ascii=draw(st.booleans())
            )
        blank = draw(st.sampled_from(["", " ", "\t"]))
        parts.append(f"{json.dumps(key, ensure_ascii=draw(st.booleans()))}{blank}:{blank}{item}")
    return "{" + ",".join(parts) + "}"


def verdicts(raw: bytes, monkeypatch: pytest.MonkeyPatch) -> tuple[bool, bool]:
    """`_no_key_twice` with the compiled count, then by writing the value back (the pure tier)."""
    value = orjson.loads(raw)
    compiled = _no_key_twice(raw, value)
    with monkeypatch.context() as patch:
        patch.setattr(batch, "_same_colons", None)
        written = _no_key_twice(raw, value)
    return compiled, written


@pytest.mark.slow
@settings(max_examples=150, derandomize=True, deadline=None)
@given(object_text())
def test_a_key_written_twice_is_refused_as_the_reference_reader_refuses_it(text: str) -> None:
    raw = text.encode("utf-8")
    with pytest.MonkeyPatch.context() as monkeypatch:
        compiled, written = verdicts(raw, monkeypatch)
    assert compiled == written
    twice = False
    try:
        json.loads(text, object_pairs_hook=_refuse_twice)
    except _Twice:
        twice = True
    if twice:
        assert not compiled  # orjson kept one of the two: the line goes to the reference reader
    else:
        assert compiled == (b"\\u00" not in raw)  # (an escape such as \u003a: left to the reference)
    # and the line as the batch reads it: refused at the duplicate, as a single check refuses it
    if twice:
        with pytest.raises(InputFormatError, match="duplicate key") as refused:
            READER._decode(1, raw)
        assert refused.value.rule == "record.format" and refused.value.place is not None
    else:
        assert READER._decode(1, raw)[0] == orjson.loads(raw)


class _Twice(Exception):
    pass


def _refuse_twice(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    if len({key for key, _ in pairs}) < len(pairs):
        raise _Twice
    return dict(pairs)


@pytest.mark.parametrize("depth", [1, 253, 254, 255, 300, 1024])
def test_deep_nesting_gets_the_verdict_of_writing_it_back(depth: int) -> None:
    """Deeper than orjson writes (254), the compiled count declines and the written-back check says
    no, as it always did; the recursion of the count is bounded whatever the depth asked."""
    for raw in (b"[" * depth + b"]" * depth, b'{"a":' * depth + b"1" + b"}" * depth):
        with pytest.MonkeyPatch.context() as monkeypatch:
            compiled, written = verdicts(raw, monkeypatch)
        assert compiled == written == (depth <= 254)
    nested: Any = []
    for _ in range(100_000):  # deeper than any reader gives: the count stops at its own bound
        nested = [nested]
    assert same_colons(b"[]", nested, 10**6) == -1


def test_a_huge_list_is_counted_in_a_loop() -> None:
    raw = b'{"a":[' + b'"x:y",' * 200_000 + b"1]}"
    assert same_colons(raw, orjson.loads(raw), 254) == 1
    assert same_colons(raw + b":", orjson.loads(raw), 254) == 0
    assert _no_key_twice(raw, orjson.loads(raw))


def test_what_no_json_reader_gives_is_declined() -> None:
    """Types and keys a reader never gives: -1 (the caller writes the value back instead)."""
    assert same_colons(b'{"1":"a"}', {1: "a"}, 254) == -1
    assert same_colons(b"[1,2]", (1, 2), 254) == -1
    assert same_colons(b'["x",{}]', ["x", object()], 254) == -1

    class Text(str):
        pass

    assert same_colons(b'["a:b"]', [Text("a:b")], 254) == -1
    line = b'{"a:b" : ["c:d", {"e" :null}]}'  # a member each, a:b and c:d: 4
    assert same_colons(line, {"a:b": ["c:d", {"e": None}]}, 254) == 1
    assert same_colons(line, {"a:b": ["c:d", {}]}, 254) == 0
    with pytest.raises(TypeError):
        same_colons("text", {}, 254)  # type: ignore[arg-type]


def test_check_fast_reads_each_line_as_the_reference_path_does() -> None:
    """`check_fast` reads the usual line inline (orjson, then the compiled count); anything else
    (a key written twice, a \\u00XX escape, a value that is not an object) as `_decode` always did:
    its result is then `check`'s, byte for byte, or None (and `check` words the refusal)."""
    variant = shipped_variant("coinche")
    line = json.dumps(random_deal(variant, 7), ensure_ascii=False)
    escaped = json.dumps({**json.loads(line), "comment": "é:"})  # ensure_ascii: "\u00e9:"
    assert "\\u00e9" in escaped
    twice = line.replace('"dealer":', '"dealer": "E", "dealer":', 1)
    checker = LineChecker(lambda data: variant, "x.jsonl")
    for number, text in enumerate((line, escaped), 1):
        raw = text.encode()
        done = checker.check_fast(number, raw)
        outcome = checker.check(number, raw)
        assert done is not None and outcome is not None and outcome.status == "legal"
        assert done[0] == batch.dumps_line(outcome.result)
    for raw in (twice.encode(), b"null", b"[1]", b'{"a":1,"a":2}'):
        assert checker.check_fast(3, raw) is None
        outcome = checker.check(3, raw)
        assert outcome is not None and outcome.status == "unusable"
    refused = checker.check(3, twice.encode())
    assert refused is not None and "duplicate key 'dealer'" in (refused.message or "")
