"""`--jobs N` on a regular file, in one process: the ranges the parent plans and what the workers
make of them, against the single reader of `--jobs 1`.

Why in-process: the property runs hundreds of random files; forking workers for each would take
minutes. The worker's task (`_check_range`) is called here as a worker would call it; the pool
around it is tried on the real command in `tests/cli/test_batch_jobs.py`.
"""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest
import refscore.cli.batch as batch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from refscore.cli.ranges import Bounded, FileChanged, FileLook, Range, plan_ranges

from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant


def _deal(seed: int, *, swap: bool = False, claim: bool = False) -> bytes:
    deal = random_deal(shipped_variant("coinche"), seed)
    if swap:  # a card its player did not hold then, or a revoke
        deal["tricks"][2][1], deal["tricks"][3][1] = deal["tricks"][3][1], deal["tricks"][2][1]
    if claim:  # a wrong claimed score (rule claim.match)
        deal["claim"] = {"NS": 12345}
    return json.dumps(deal).encode()


LIMIT = 3000  # MAX_LINE_BYTES while these tests run: a deal is about 800 bytes
LINES = [
    _deal(1),
    _deal(2, swap=True),
    _deal(3, claim=True),
    _deal(4)[:-9],  # not valid JSON: unusable
    b'{"variant": "nowhere"}',  # an unknown variant: unusable
    b"",  # blank: skipped, but counted in the line numbers
    b"  \t",
    b"x" * (LIMIT + 500),  # longer than any line may be: skipped, reported by its size
    b"\xff\xfe not UTF-8",
]


def single(path: Path) -> tuple[bytes, batch.Summary]:
    """What `--jobs 1` writes and counts (`_run_here`, without the command around it)."""
    checker = batch.LineChecker(batch.VariantCache(None, str(path)), str(path))
    summary = batch.Summary(str(path))
    texts: list[bytes] = []
    with path.open("rb") as stream:
        batch._check_lines(checker, "jsonl", batch._lines(stream, batch._Stop()), texts.append, summary, None)
    return b"".join(texts), summary


def by_ranges(path: Path, range_bytes: int, first_bytes: int) -> tuple[bytes, batch.Summary]:
    """What the workers write and count, range by range, put in order as the parent does."""
    batch._prepare_worker(None, str(path), "jsonl")
    summary = batch.Summary(str(path))
    texts: list[bytes] = []
    with path.open("rb") as stream:
        look = FileLook.of(stream.fileno())
        for part in plan_ranges(stream.fileno(), look.size, range_bytes, first_bytes):
            text, done = batch._check_range((str(path), look, part))
            texts.append(text)
            summary.merge(done)
    return b"".join(texts), summary


def counted(summary: batch.Summary) -> tuple[object, ...]:
    return (summary.counts, summary.rules, summary.errors, summary.reference, summary.last_line)


@settings(
    max_examples=60,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    picks=st.lists(st.integers(0, len(LINES) - 1), max_size=14),
    crlf=st.lists(st.booleans(), min_size=14, max_size=14),
    final_newline=st.booleans(),
    bom=st.booleans(),
    range_bytes=st.integers(1, 4000),
    first_bytes=st.integers(1, 4000),
)
def test_ranges_give_the_bytes_and_the_summary_of_one_reader(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    picks: list[int],
    crlf: list[bool],
    final_newline: bool,
    bom: bool,
    range_bytes: int,
    first_bytes: int,
) -> None:
    monkeypatch.setattr(batch, "MAX_LINE_BYTES", LIMIT)
    lines = [LINES[pick] + (b"\r" if ending else b"") for pick, ending in zip(picks, crlf, strict=False)]
    content = (b"\xef\xbb\xbf" if bom else b"") + b"\n".join(lines)
    if final_newline and lines:
        content += b"\n"
    path = tmp_path / "random.jsonl"
    path.write_bytes(content)
    text, summary = single(path)
    in_ranges, merged = by_ranges(path, range_bytes, first_bytes)
    assert in_ranges == text
    assert counted(merged) == counted(summary)


@settings(max_examples=300, derandomize=True, deadline=None)
@given(
    content=st.lists(st.sampled_from([b"\n", b"{}", b"x" * 9, b"\r\n", b"ab"]), max_size=40).map(b"".join),
    range_bytes=st.integers(1, 20),
    first_bytes=st.integers(1, 20),
)
def test_ranges_are_whole_lines_that_cover_the_file(
    content: bytes, range_bytes: int, first_bytes: int
) -> None:
    """The ranges follow each other from byte 0 to the end; each ends after a newline (but the last,
    at the end of a file without one); each is numbered by the newlines before it."""
    path = _file(content)
    try:
        descriptor = os.open(path, os.O_RDONLY)
        try:
            parts = list(plan_ranges(descriptor, len(content), range_bytes, first_bytes))
        finally:
            os.close(descriptor)
    finally:
        os.unlink(path)
    assert [part.start for part in parts] == [0, *(part.end for part in parts[:-1])][: len(parts)]
    assert (parts[-1].end if parts else 0) == len(content)
    for part in parts:
        assert part.end > part.start
        assert part.first_line == content.count(b"\n", 0, part.start) + 1
        assert content[part.end - 1 : part.end] == b"\n" or part.end == len(content)


def _file(content: bytes) -> str:
    import tempfile

    handle, name = tempfile.mkstemp(suffix=".jsonl")
    with os.fdopen(handle, "wb") as out:
        out.write(content)
    return name


def test_a_file_that_ends_sooner_than_planned(tmp_path: Path) -> None:
    path = tmp_path / "short.jsonl"
    path.write_bytes(b"{}\n{}\n")
    descriptor = os.open(path, os.O_RDONLY)
    try:
        with pytest.raises(FileChanged, match="ended 4 bytes sooner"):
            list(plan_ranges(descriptor, 10, 4, 4))
        bounded = Bounded(descriptor, 3, 9)
        assert bounded.read1(100) == b"{}\n"
        with pytest.raises(FileChanged, match="ended 3 bytes sooner"):
            bounded.read1(100)
    finally:
        os.close(descriptor)


def test_a_worker_refuses_a_file_that_is_not_the_one_planned(tmp_path: Path) -> None:
    path = tmp_path / "grown.jsonl"
    path.write_bytes(b"{}\n")
    with path.open("rb") as stream:
        look = FileLook.of(stream.fileno())
    batch._prepare_worker(None, str(path), "jsonl")
    path.write_bytes(b"{}\n{}\n")  # the same file, written to: a size the plan did not know
    with pytest.raises(FileChanged, match="size went from 3 to 6 bytes"):
        batch._check_range((str(path), look, Range(0, 3, 1)))
    other = tmp_path / "other.jsonl"
    other.write_bytes(b"{}\n")
    other.replace(path)  # another file by the same name
    with pytest.raises(FileChanged, match="replaced by another file"):
        batch._check_range((str(path), look, Range(0, 3, 1)))


def test_the_first_line_number_of_a_range_reaches_the_reader() -> None:
    stream = io.BufferedReader(io.BytesIO(b"a\n\nb"))
    assert list(batch._split(batch._pieces(stream, batch._Stop(), first_line=41))) == [
        (41, b"a"),
        (42, b""),
        (43, b"b"),
    ]
