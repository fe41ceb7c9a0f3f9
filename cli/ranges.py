"""A regular file cut into byte ranges of whole lines, for `check FILE.jsonl --jobs N`.

Why ranges: with `--jobs N` the parent used to read every line, cut chunks and send their bytes to
the workers through pipes; that reading, copying and pickling in one process is what bounded the
gain of more workers. For a regular file the parent now only plans ranges — a block read and a
newline count per range, at memory speed — and sends each worker the file's path and three
integers (start, end, number of the range's first line); the worker opens the file itself, reads
its range, and checks it. A range always starts and ends at a line boundary (the parent cuts after
the last newline of each block), so a worker never needs a neighbour's bytes, and line numbers are
the same as a single process gives them. A line longer than a range simply makes that range
longer: the worker's reader (`cli/batch.py`'s `_pieces`) skips an over-long line without keeping it.

A file that changes while it is read (appended to, truncated, replaced) would give results that
match no version of it: the parent reads only the size the file had when it was opened, every
reader refuses a file that ends sooner, a worker refuses a file that is not the one planned
(device, inode, size), and the command compares the file with its first look at the end
(`FileChanged`, exit status 2, never a hang).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

from refscore.base.errors import sentence
from refscore.base.precompiled import dataclass

__all__ = ["RANGE_BYTES", "WARM_BYTES", "Bounded", "FileChanged", "FileLook", "Range", "plan_ranges"]

RANGE_BYTES = 1 << 19
"""Bytes of a range (about 600 deals of 800 bytes): large enough that sending it and its results costs the
parent little, small enough that the last range does not leave the other workers idle for long."""
WARM_BYTES = 1 << 16
"""Bytes of the first range, which the parent checks itself before the workers are forked: it loads
the variant and builds its tables once, and every worker inherits them warm."""


class FileChanged(Exception):
    """The input file is not what it was when the command opened it (picklable: one message)."""


@dataclass(frozen=True)
class FileLook:
    """What a file looked like: which file (device, inode), its size and its last change."""

    device: int
    inode: int
    size: int
    mtime_ns: int

    @classmethod
    def of(cls, descriptor: int) -> FileLook:
        info = os.fstat(descriptor)
        return cls(info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)

    def same_file(self, other: FileLook) -> bool:
        return (self.device, self.inode) == (other.device, other.inode)

    def change(self, now: FileLook) -> str | None:
        """How the file changed since this look, in words, or None."""
        if not self.same_file(now):
            return sentence("ranges.replaced")
        if now.size != self.size:
            return sentence("ranges.size_went", before=self.size, after=now.size)
        if now.mtime_ns != self.mtime_ns:
            return sentence("ranges.written_to")
        return None


@dataclass(frozen=True)
class Range:
    """Bytes `start` to `end` (excluded) of the file, whole lines, the first numbered `first_line`."""

    start: int
    end: int
    first_line: int


class Bounded:
    """Bytes `start` to `end` (excluded) of a file descriptor, as `read1` gives them, read with
    `os.pread` (no shared file position: the parent and its forked workers may share a descriptor).
    A file that ends sooner raises `FileChanged` (it was truncated while it was read)."""

    def __init__(self, descriptor: int, start: int, end: int) -> None:
        self.descriptor = descriptor
        self.position = start
        self.end = end

    def read1(self, size: int = -1) -> bytes:
        left = self.end - self.position
        if left <= 0:
            return b""
        block = os.pread(self.descriptor, left if size < 0 else min(size, left), self.position)
        if not block:
            raise FileChanged(sentence("ranges.ended_sooner", left=left))
        self.position += len(block)
        return block

    read = read1

    def fileno(self) -> int:
        return self.descriptor


def plan_ranges(
    descriptor: int, size: int, range_bytes: int = RANGE_BYTES, first_bytes: int = WARM_BYTES
) -> Iterator[Range]:
    """The ranges of the first `size` bytes of the file open as `descriptor`.

    Each block read ends a range after its last newline (a block without one makes the range
    longer); the newlines of the block number the next range's first line. One buffer, reused:
    the parent's memory does not grow with the file or with a long line.
    """
    buffer = bytearray(max(1, range_bytes, first_bytes))
    view = memoryview(buffer)
    start = position = 0
    first_line = 1
    want = max(1, first_bytes)
    while position < size:
        got = os.preadv(descriptor, [view[: min(want, size - position)]], position)
        if not got:
            raise FileChanged(f"it ended {size - position:,} bytes sooner than when it was opened")
        last = buffer.rfind(b"\n", 0, got)
        if last >= 0:  # every newline of the block is at or before `last`
            cut = position + last + 1
            yield Range(start, cut, first_line)
            start, first_line = cut, first_line + buffer.count(b"\n", 0, got)
        position += got
        want = max(1, range_bytes)
    if start < size:
        yield Range(start, size, first_line)
