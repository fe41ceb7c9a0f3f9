"""The line reader of batch mode: block reads split into lines exactly as `readline` would give them.

Why its own test: the reader splits blocks of bytes itself (a `readline` per line cost more than
checking the deal), so a line cut by a block boundary, a last line without a newline, or an
over-long line straddling several blocks must still come out whole, numbered, and bounded.
"""

from __future__ import annotations

import io

import pytest
import refscore.cli.batch as batch
from hypothesis import given, settings
from hypothesis import strategies as st

from refscore.fast import batch_lines
from refscore.fast.batch_lines import TooLong

Line = tuple[int, "bytes | tuple[str, int]"]


def expected(content: bytes, limit: int) -> list[Line]:
    """The lines by their definition: pieces between newlines; a last piece without a newline is a
    line when it is not empty; a line longer than `limit` (newline excluded) is given as its size
    (newline included)."""
    pieces = content.split(b"\n")
    last = pieces.pop()
    lines: list[Line] = [
        (number, ("too long", len(piece) + 1) if len(piece) > limit else piece)
        for number, piece in enumerate(pieces, 1)
    ]
    if last:
        lines.append((len(pieces) + 1, ("too long", len(last)) if len(last) > limit else last))
    return lines


def read(content: bytes) -> list[Line]:
    return [
        (number, ("too long", raw.size) if isinstance(raw, TooLong) else raw)
        for number, raw in batch._lines(io.BufferedReader(io.BytesIO(content)), batch._Stop())
    ]


@settings(max_examples=400, derandomize=True, deadline=None)
@given(
    content=st.lists(st.sampled_from([b"\n", b"{}", b"x" * 9, b"\r\n", b"ab", b" "]), max_size=40).map(
        b"".join
    ),
    block=st.integers(min_value=1, max_value=12),
    limit=st.integers(min_value=1, max_value=15),
)
def test_lines_are_split_as_defined_whatever_the_block_size(content: bytes, block: int, limit: int) -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(batch, "READ_BLOCK", block)
        patch.setattr(batch, "MAX_LINE_BYTES", limit)
        assert read(content) == expected(content, limit)


@settings(max_examples=300, derandomize=True, deadline=None)
@given(
    st.binary(max_size=300)
    | st.lists(st.sampled_from([b"\n", b"", b"\x00", b"\r", b"ab", b"\xff" * 40]), max_size=60).map(b"".join)
)
def test_a_block_is_cut_into_its_lines_as_bytes_split_cuts_it(block: bytes) -> None:
    """The cutter of blocks (the compiled core's memchr where it is there) is `split(b"\\n")`."""
    assert batch_lines.cut_lines(block) == block.split(b"\n")
    assert batch_lines._split_lines(block) == block.split(b"\n")


def test_the_compiled_cutter_is_used_where_the_core_is() -> None:
    if batch_lines._LineWriter is None:
        pytest.skip("no compiled core here")
    assert batch_lines.cut_lines is not batch_lines._split_lines
    with pytest.raises(TypeError):
        batch_lines.cut_lines("text")  # type: ignore[arg-type]


@settings(max_examples=200, derandomize=True, deadline=None)
@given(
    content=st.lists(st.sampled_from([b"\n", b"{}", b"x" * 9, b"ab", b" "]), max_size=40).map(b"".join),
    block=st.integers(min_value=1, max_value=12),
    limit=st.integers(min_value=1, max_value=15),
    chunk=st.integers(min_value=1, max_value=30),
)
def test_the_chunks_sent_to_workers_hold_the_same_lines(
    content: bytes, block: int, limit: int, chunk: int
) -> None:
    """`--jobs N` sends the workers runs of lines joined by newlines; split again, they are the lines."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(batch, "READ_BLOCK", block)
        patch.setattr(batch, "MAX_LINE_BYTES", limit)
        patch.setattr(batch, "CHUNK_BYTES", chunk)
        chunks = list(batch._chunks(batch._pieces(io.BufferedReader(io.BytesIO(content)), batch._Stop())))
        lines = [
            (n, ("too long", raw.size) if isinstance(raw, TooLong) else raw)
            for n, raw in batch._split(chunks)
        ]
        assert lines == expected(content, limit)


def test_a_long_line_across_many_blocks_is_skipped_not_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(batch, "READ_BLOCK", 1000)
    content = b'{"a": 1}\n' + b"x" * 250_000 + b"\n" + b'{"b": 2}'
    assert read(content) == [(1, b'{"a": 1}'), (2, ("too long", 250_001)), (3, b'{"b": 2}')]
