"""The gate in: how refscore reads the bytes of a file somebody named, and turns them into data.

Why one module: a reader written again for each command forgets something (a FIFO that blocks the
open for ever, a device read without end, a NUL byte that is a bare `ValueError`, a 5,000-digit
number, a duplicate key). Every file a user or a file names is read here:

- `read_regular_file(path, limit)`: a path written INSIDE a file (a record's `variant`, an
  `extends:`, a game sheet's deals, a corpus case): a regular file only, opened non-blocking and
  checked with `fstat` before a byte is read;
- `read_named_file(path, limit)`: a path the user typed: a regular file, or a pipe, FIFO or
  character device as the user asked (`<(...)`, `/dev/stdin`), read without ever blocking for
  longer than `PIPE_WAIT` seconds with nothing coming;
- `read_stream(stream, limit, name)`: standard input, with the same cap;
- `strict_json` and `safe_yaml`: the same limits for every format (duplicate keys refused,
  integers of more than a few digits refused, YAML aliases refused, nesting bounded).

The path policy (which paths written in a file may be opened at all) is `cli/path_policy.py`'s.
Only the standard library and `refscore.base.errors` are imported at module level: the batch's fast
path imports this module.
"""

from __future__ import annotations

import os
import select
import stat
from typing import IO, Any

from refscore.base.errors import InputFormatError, Said, sentence

__all__ = [
    "PIPE_WAIT",
    "PathPolicyError",
    "inputs_read",
    "note_input",
    "open_named_stream",
    "read_error",
    "read_named_file",
    "read_regular_file",
    "read_stream",
    "refuse_nul",
    "safe_yaml",
    "strict_json",
    "too_large",
]

#: Seconds a pipe or FIFO the user named may stay silent (no byte, no end) before the read gives up:
#: a FIFO nobody writes to must not hang a command for ever.
PIPE_WAIT = 10.0
_CHUNK = 1 << 16


#: (device, inode) of every regular file this process was asked to read or has read: the gate out
#: (`cli/output.py`) never replaces one of them, whatever spelling, symlink or `/proc` path leads there.
_READ: set[tuple[int, int]] = set()


def note_input(path: str) -> None:
    """Note `path` (`-`: standard input) as an input of this command, if it is a regular file."""
    if path == "-":
        _note_descriptor(0)
        return
    if "\0" in path:
        return
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return
    if stat.S_ISREG(info.st_mode):
        _READ.add((info.st_dev, info.st_ino))


def _note_descriptor(descriptor: int) -> None:
    try:
        info = os.fstat(descriptor)
    except OSError:
        return
    if stat.S_ISREG(info.st_mode):
        _READ.add((info.st_dev, info.st_ino))


def inputs_read() -> frozenset[tuple[int, int]]:
    """The identities noted by `note_input` and by every read of this module."""
    return frozenset(_READ)


class PathPolicyError(InputFormatError):
    """A path refscore does not open: outside the policy, not a regular file, a NUL byte (exit 2)."""


def refuse_nul(path: str, *, file: str | None = None, place: str | None = None) -> None:
    """Refuse a path holding a NUL byte: no file has such a name, and the system calls would raise
    a bare `ValueError`. Only a path written inside a file can hold one (a command line cannot)."""
    if "\0" in path:
        raise PathPolicyError(
            sentence("reader.path_with_nul_byte"),
            file=file,
            place=place,
            expected=sentence("reader.file_name_names_never"),
            rule="record.format",
        )


def read_error(path: str, error: OSError) -> InputFormatError:
    """`cannot read the file: <reason>`, naming the file."""
    return InputFormatError(
        sentence("reader.cannot_read_file", reason=error.strerror or str(error)),
        file=path,
        expected=sentence("reader.readable_file"),
    )


def too_large(path: str, limit: int) -> InputFormatError:
    """`file too large`, with the cap."""
    return InputFormatError(
        sentence("reader.file_too_large"), file=path, expected=sentence("reader.at_most_bytes", limit=limit)
    )


def _open(path: str) -> int:
    refuse_nul(path)
    flags = os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | getattr(os, "O_CLOEXEC", 0)
    try:
        return os.open(path, flags)
    except OSError as error:
        raise read_error(path, error) from None


def read_regular_file(path: str, limit: int) -> bytes:
    """The bytes of `path` if it is a regular file of at most `limit` bytes.

    Opened non-blocking (a FIFO would otherwise block the open until a writer comes, for good) and
    without becoming a controlling terminal, then checked with `fstat` before anything is read: a
    FIFO, a device, `/dev/stdin`, a socket or a directory is refused without a byte read.
    """
    descriptor = _open(path)
    try:
        info = os.fstat(descriptor)
        _note_descriptor(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise PathPolicyError(
                sentence("reader.not_regular_file", kind_=_kind(info.st_mode)),
                file=path,
                expected=sentence("reader.regular_file_fifos_devices"),
            )
        return _read_regular(descriptor, path, info.st_size, limit)
    finally:
        os.close(descriptor)


def read_named_file(path: str, limit: int, wait: float | None = None) -> bytes:
    """The bytes of a file the user typed: a regular file, or a pipe, FIFO or character device
    read to its end (at most `limit` bytes, and never `wait` seconds, by default `PIPE_WAIT`, with
    nothing coming).

    A directory, socket or block device is refused without a byte read.
    """
    descriptor = _open(path)
    try:
        info = os.fstat(descriptor)
        _note_descriptor(descriptor)
        if stat.S_ISREG(info.st_mode):
            return _read_regular(descriptor, path, info.st_size, limit)
        if not (stat.S_ISFIFO(info.st_mode) or stat.S_ISCHR(info.st_mode)):
            raise PathPolicyError(
                sentence("reader.not_file_that_can", kind_=_kind(info.st_mode)),
                file=path,
                expected=sentence("reader.regular_file_pipe_character"),
            )
        return _read_pipe(descriptor, path, limit, PIPE_WAIT if wait is None else wait)
    finally:
        os.close(descriptor)


def open_named_stream(path: str, wait: float | None = None) -> IO[bytes]:
    """A file the user named, opened to be read as a stream (a batch of JSON Lines): a regular file,
    or a pipe or FIFO once something comes on it within `wait` seconds (`PIPE_WAIT`); `OSError`
    with the reason otherwise (a FIFO nobody writes to, a directory, a socket)."""
    import errno

    refuse_nul(path)
    descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | getattr(os, "O_CLOEXEC", 0))
    try:
        info = os.fstat(descriptor)
        _note_descriptor(descriptor)
        if stat.S_ISFIFO(info.st_mode) or stat.S_ISCHR(info.st_mode):
            ready, _, _ = select.select([descriptor], [], [], PIPE_WAIT if wait is None else wait)
            if not ready:
                raise OSError(
                    errno.ETIMEDOUT,
                    sentence("reader.nothing_came_for_seconds", wait=PIPE_WAIT if wait is None else wait),
                )
        elif not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, sentence("reader.not_file_that_can", kind_=_kind(info.st_mode)))
        os.set_blocking(descriptor, True)
        return os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise


def read_stream(
    stream: IO[bytes], limit: int, name: str = "(standard input)", wait: float | None = None
) -> bytes:
    """At most `limit` bytes of an open stream (standard input), or `file too large`: reading all
    of an endless input into memory is the one thing a reader must never do."""
    try:
        descriptor = stream.fileno()
    except (OSError, ValueError, AttributeError):
        descriptor = -1
    if descriptor >= 0:
        _note_descriptor(descriptor)
    if descriptor >= 0 and wait is not None:
        return _read_pipe(descriptor, name, limit, wait, restore=True)
    try:
        data = stream.read(limit + 1)
    except OSError as error:
        raise read_error(name, error) from None
    if len(data) > limit:
        raise too_large(name, limit)
    return data


def _read_regular(descriptor: int, path: str, size: int, limit: int) -> bytes:
    if size > limit:
        raise too_large(path, limit)
    try:
        os.set_blocking(descriptor, True)
        with os.fdopen(descriptor, "rb", closefd=False) as handle:
            data = handle.read(limit + 1)
    except OSError as error:
        raise read_error(path, error) from None
    if len(data) > limit:
        raise too_large(path, limit)
    return data


def _read_pipe(descriptor: int, path: str, limit: int, wait: float, *, restore: bool = False) -> bytes:
    """Read a non-blocking descriptor to its end, waiting at most `wait` seconds for each chunk."""
    was_blocking = os.get_blocking(descriptor)
    os.set_blocking(descriptor, False)
    chunks: list[bytes] = []
    size = 0
    try:
        while True:
            # waited on first: a FIFO no writer has opened yet reads as an empty file, not as one
            # whose writer is still to come, and select says "ready" only once something happened
            ready, _, _ = select.select([descriptor], [], [], wait)
            if not ready:
                raise InputFormatError(
                    sentence("reader.nothing_came_for_seconds", wait=wait),
                    file=path,
                    expected=sentence("reader.pipe_fifo_that_someone"),
                )
            try:
                chunk = os.read(descriptor, _CHUNK)
            except BlockingIOError:
                continue
            except OSError as error:
                raise read_error(path, error) from None
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise too_large(path, limit)
    finally:
        if restore:
            os.set_blocking(descriptor, was_blocking)


def strict_json(text: str, file: str | None, expected: str) -> Any:
    """JSON as every reader of refscore takes it: duplicate keys, integers of more than 4,300
    digits and nesting beyond the stack are located errors (`refscore.model.record`); whether a
    number must be an integer is each schema's to say."""
    from refscore.model.record import decode_json

    return decode_json(text, file, expected=expected)


def safe_yaml(text: str, file: str) -> Any:
    """YAML as every reader of refscore takes it: safe loading, no anchors or aliases (no billion
    laughs), nesting and integer length bounded, located errors (`refscore.load.yamlsource`)."""
    from refscore.load.yamlsource import parse_yaml

    return parse_yaml(text, file).data


def _kind(mode: int) -> Said:
    """The kind of a file that is not a regular one, as a sentence of the error catalogues."""
    for test, name in (
        (stat.S_ISDIR, "directory"),
        (stat.S_ISFIFO, "fifo"),
        (stat.S_ISCHR, "character_device"),
        (stat.S_ISBLK, "block_device"),
        (stat.S_ISSOCK, "socket"),
    ):
        if test(mode):
            return sentence(f"reader.kind_{name}")
    return sentence("reader.kind_unusual")
