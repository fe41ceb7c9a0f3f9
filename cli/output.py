"""Every place a command writes to: `-o FILE`, or standard output. One policy, used by every command.

Why one module: an output option is where a careless command does the most harm. Run as root,
replacing `/dev/null` by a regular file breaks the system; `check in.jsonl -o in.jsonl` destroys the
input before it is read; a half-written report looks like a whole one. So, for every writing option:

- a target that is one of the command's inputs (same device and inode, whatever the spelling, through
  any symlink) is refused before anything is read or written;
- a character device or a FIFO (`-o /dev/null`, `-o /dev/stdout`, a named pipe) is written through,
  as a shell redirection would, never replaced;
- a symlink is kept: its target is written (atomically, in the target's own folder);
- anything else is written atomically: a temporary file beside the target, then a rename, so a
  reader never sees half a file, and any failure (including Ctrl-C) leaves no `.tmp` file behind
  and any old file whole;
- a directory, socket or other odd target is refused;
- standard output that is closed (`>&-`) is a clear message and exit status 2, not a traceback.

API for commands: `write_text_output(path, text, inputs=(...))` writes a whole text at once;
`open_output(path, inputs=(...))` returns an `Output` to stream bytes into (`write`, `flush`, then
`commit` on success or `discard` on failure; also a context manager that commits or discards).
`path` None or `-` means standard output. Errors are `OutputError` (a `RefscoreError`, exit 2).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import sys
from collections.abc import Iterable
from types import TracebackType
from typing import IO

from refscore.base.errors import InputFormatError, sentence
from refscore.load.reader import inputs_read

__all__ = [
    "Output",
    "OutputError",
    "TerminalText",
    "check_not_an_input",
    "open_output",
    "stdout_is_open",
    "terminal_safe",
    "terminal_safe_bytes",
    "write_text_output",
]

#: Bytes buffered before a write to the target (the batch's results are many small lines).
OUTPUT_BUFFER = 1 << 20


def _escape(code: int) -> str:
    # C0 as `\x1b` (JSON never holds one raw); DEL, C1 and bidi as `\u0085`, which a JSON string
    # reads back as the same character: a JSON result passed through the gate stays the same JSON
    return f"\\x{code:02x}" if code < 0x20 else f"\\u{code:04x}"


#: Control characters (C0 but tab and newline, DEL, C1) and the bidirectional overrides, each
#: written as its escape: a variant title or a record's comment is text from a file, and
#: `\x1b]...` or U+202E printed raw would command the terminal or reorder what the reader sees.
_TERMINAL_ESCAPES = {
    code: _escape(code)
    for code in (
        *range(0x20),
        0x7F,
        *range(0x80, 0xA0),
        0x061C,
        0x200E,
        0x200F,
        *range(0x202A, 0x202F),
        *range(0x2066, 0x206A),
    )
    if code not in (0x09, 0x0A)
}
#: The same characters in UTF-8, to find them in bytes without decoding (the batch's results).
_UNSAFE_BYTES = re.compile(
    rb"[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]|\xd8\x9c|\xe2\x80[\x8e\x8f\xaa-\xae]|\xe2\x81[\xa6-\xa9]"
)


def terminal_safe(text: str) -> str:
    """`text` with every control character escaped (`\x1b`), newlines and tabs kept: the gate to the
    terminal, which every string the CLI prints goes through (`TerminalText`, `Output.write`)."""
    return text.translate(_TERMINAL_ESCAPES)


def terminal_safe_bytes(data: bytes) -> bytes:
    """`terminal_safe` for UTF-8 bytes; the bytes themselves when there is nothing to escape (the
    common case, found by one scan in C)."""
    if _UNSAFE_BYTES.search(data) is None:
        return data
    return terminal_safe(data.decode("utf-8", "surrogateescape")).encode("utf-8", "surrogateescape")


class TerminalText:
    """A text stream (standard output or error) whose every write goes through `terminal_safe`.

    Why a stream and not a helper to call: the CLI installs it over `sys.stdout` and `sys.stderr`
    for the whole run (`RefscoreGroup.main` in cli/main.py), so `click.echo`, `print` and click's
    own messages are neutralised in every command, a new one included, without remembering to.
    """

    def __init__(self, stream: IO[str]) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        if not isinstance(text, str):  # click asks `write(b"")` to tell text streams from binary ones
            raise TypeError("a text stream")
        return self._stream.write(terminal_safe(text))

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


class OutputError(InputFormatError):
    """An output target that cannot or must not be written (exit status 2)."""


def stdout_is_open() -> bool:
    """Whether file descriptor 1 is open (a command started with `>&-` has none)."""
    try:
        os.fstat(1)
    except OSError:
        return False
    return sys.stdout is not None


def _identity(path: str) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return info.st_dev, info.st_ino


def check_not_an_input(path: str, inputs: Iterable[str]) -> None:
    """Refuse `path` if it is the same file (device and inode) as one of `inputs`.

    Why by inode: `in.jsonl`, `./in.jsonl`, a symlink to it and a hard link are all the same file,
    and writing any of them atomically would replace the input before (or while) it is read.
    Character devices and FIFOs are exempt: `-o /dev/stdout` with input `/dev/stdin` is fine.
    """
    target = _identity(path)
    if target is None:
        return
    with contextlib.suppress(OSError):
        if not stat.S_ISREG(os.stat(path).st_mode):
            return
    for source in inputs:
        if source != "-" and _identity(source) == target:
            raise _is_input(path, source)
    if "-" in inputs and _descriptor_identity(0) == target:
        raise _is_input(path, "(standard input)")
    if target in inputs_read():  # a `--variant`, an `extends:` parent, a file a record named...
        raise _is_input(path, "read by this command")


def _is_input(path: str, source: str) -> OutputError:
    what = (
        sentence("output.a_file_read")
        if source == "read by this command"
        else sentence("output.the_input_file", source=source)
    )
    return OutputError(
        sentence("output.output", what=what),
        file=path,
        expected=sentence("output.output_file_other_than"),
    )


def _descriptor_identity(descriptor: int) -> tuple[int, int] | None:
    try:
        info = os.fstat(descriptor)
    except OSError:
        return None
    return info.st_dev, info.st_ino


class Output:
    """A target being written: bytes go to `write`; `commit` makes them visible, `discard` drops them.

    On a regular file (or a new one) the bytes go to a temporary file beside it, renamed over it by
    `commit`; on standard output, a character device or a FIFO they go straight through.
    """

    def __init__(self, path: str | None, stream: IO[bytes], temporary: str | None, final: str | None) -> None:
        self.path = path  # as the user wrote it, for messages
        self.stream = stream
        self.temporary = temporary
        self.final = final  # the real path the temporary file is renamed to
        self._mode: int | None = None
        if final is not None:
            with contextlib.suppress(OSError):
                self._mode = stat.S_IMODE(os.stat(final).st_mode)

    def write(self, data: bytes) -> None:
        if self.temporary is None:  # standard output, a device, a FIFO: maybe a terminal
            data = terminal_safe_bytes(data)
        self.stream.write(data)

    def flush(self) -> None:
        self.stream.flush()

    def commit(self) -> None:
        """Finish: flush, and for an atomic target rename the temporary file over the target."""
        if self.temporary is None or self.final is None:
            try:
                self.stream.flush()
            finally:
                if self.path is not None and self.path != "-":
                    with contextlib.suppress(OSError):
                        self.stream.close()
            return
        try:
            self.stream.close()
            if _identity(self.final) in inputs_read():  # became an input while we wrote
                self.discard()
                raise _is_input(self.path or self.final, "read by this command")
            if self._mode is None:
                mask = os.umask(0)
                os.umask(mask)
                self._mode = 0o666 & ~mask  # mkstemp makes 0600; give a new file the usual mode
            os.chmod(self.temporary, self._mode)
            os.replace(self.temporary, self.final)
        except OSError as error:
            self.discard()
            raise OutputError(
                sentence("output.cannot_write_file", reason=error.strerror or str(error)),
                file=self.path,
                expected=sentence("output.writable_file"),
            ) from None
        self.temporary = None

    def discard(self) -> None:
        """Give up: remove the temporary file (the target is untouched); stdout gets what was written."""
        if self.temporary is None:
            with contextlib.suppress(OSError, ValueError):
                self.stream.flush()
            return
        with contextlib.suppress(OSError, ValueError):
            self.stream.close()
        with contextlib.suppress(OSError):
            os.unlink(self.temporary)
        self.temporary = None

    def __enter__(self) -> Output:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if kind is None:
            self.commit()
        else:
            self.discard()


def _fail(path: str, error: OSError, expected: str | None = None) -> OutputError:
    return OutputError(
        sentence("output.cannot_write_file", reason=error.strerror or str(error)),
        file=path,
        expected=expected or sentence("output.writable_file"),
    )


def open_output(path: str | None, *, inputs: Iterable[str] = (), buffering: int = OUTPUT_BUFFER) -> Output:
    """Open the target of a writing option (see the module's docstring for the policy).

    `path` None or `-` is standard output; `inputs` are the files the command reads, which the
    target must not be.
    """
    if path is None or path == "-":
        if not stdout_is_open():
            raise OutputError(
                sentence("output.standard_output_closed"), expected=sentence("output.open_standard_output_o")
            )
        try:  # a buffer of our own: Python's may be unbuffered (PYTHONUNBUFFERED), a system call a line
            stream: IO[bytes] = open(1, "wb", buffering=buffering, closefd=False)  # noqa: SIM115
        except (OSError, ValueError):  # no file descriptor (a test's captured stdout)
            stream = sys.stdout.buffer
        return Output(path, stream, None, None)
    if "\0" in path:
        raise OutputError(
            sentence("output.path_with_nul_byte"),
            file=path.replace("\0", "\\0"),
            expected=sentence("output.file_name"),
        )
    check_not_an_input(path, inputs)
    target = _identity(path)
    for descriptor in (1, 2):
        if target is not None and target == _descriptor_identity(descriptor):
            # `-o /dev/stdout`, `/proc/self/fd/1`, or the very file standard output goes to: written
            # through that descriptor, at its offset and with its append mode (`>> log.txt` appends)
            return Output(path, os.fdopen(os.dup(descriptor), "wb", buffering=buffering), None, None)
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as error:
        raise _fail(path, error) from None
    if mode is not None and (stat.S_ISCHR(mode) or stat.S_ISFIFO(mode)):
        # written through, as `> /dev/null` would, by its own name
        descriptor = _open_through(path, stat.S_ISFIFO(mode))
        return Output(path, os.fdopen(descriptor, "wb", buffering=buffering), None, None)
    if mode is not None and not stat.S_ISREG(mode):
        raise OutputError(
            sentence("output.not_file_that_can"),
            file=path,
            expected=sentence("output.regular_file_device_fifo"),
        )
    final = os.path.realpath(path)  # a symlink is kept: its target is what gets written
    try:
        handle, temporary = _temporary_beside(final)
    except OSError as error:
        raise _fail(path, error, sentence("output.writable_folder")) from None
    return Output(path, os.fdopen(handle, "wb", buffering=buffering), temporary, final)


#: Seconds `-o FIFO` waits for a reader to open the other end before giving up.
FIFO_WAIT = 10.0


def _open_through(path: str, fifo: bool) -> int:
    """A device or FIFO opened for writing. A FIFO is opened non-blocking, again and again until
    a reader comes or `FIFO_WAIT` seconds pass: a plain open would wait for ever for a reader."""
    import time

    flags = os.O_WRONLY | os.O_APPEND | os.O_CLOEXEC | os.O_NOCTTY
    deadline = time.monotonic() + FIFO_WAIT
    while True:
        try:
            descriptor = os.open(path, flags | (os.O_NONBLOCK if fifo else 0))
        except OSError as error:
            if fifo and error.errno == errno.ENXIO and time.monotonic() < deadline:
                time.sleep(0.05)
                continue
            if fifo and error.errno == errno.ENXIO:
                raise OutputError(
                    sentence("output.nobody_read_fifo_for", fifo_wait=FIFO_WAIT),
                    file=path,
                    expected=sentence("output.fifo_with_reader_at"),
                ) from None
            raise _fail(path, error) from None
        if fifo:
            os.set_blocking(descriptor, True)
        return descriptor


def _temporary_beside(final: str) -> tuple[int, str]:
    """A new file beside `final` (its folder, `.NAME.RANDOM.tmp`, mode 0600, opened for reading and
    writing, never through a symbolic link), as `tempfile.mkstemp` makes one, and its path.

    Why not `tempfile`: importing it (with `shutil` and `random`) was about 12 M instructions of the
    start-up of every `refscore check FILE.jsonl -o OUT` (bench/startup.py).
    """
    folder, name = os.path.split(final)
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    for _ in range(100):  # a name already taken: another (48 random bits; tempfile tries 10,000)
        temporary = os.path.join(folder, f".{name}.{os.urandom(6).hex()}.tmp")
        try:
            return os.open(temporary, flags, 0o600), temporary
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, sentence("output.no_usable_temporary_file"), folder)


def write_text_output(path: str | None, text: str, *, inputs: Iterable[str] = ()) -> None:
    """Write a whole UTF-8 text to a writing option's target (None or `-`: standard output).

    Lone surrogates (which a JSON record may carry in a string) are written as their escape
    (`\\ud800`, what JSON and the notation's quoted text read back) rather than failing halfway:
    the output stays valid UTF-8 and nothing is left behind.
    """
    data = text.encode("utf-8", "backslashreplace")
    if path is None or path == "-":  # through sys.stdout, in order with what was printed before
        if not stdout_is_open():
            raise OutputError(
                sentence("output.standard_output_closed"), expected=sentence("output.open_standard_output_o")
            )
        sys.stdout.flush()
        sys.stdout.buffer.write(terminal_safe_bytes(data))
        sys.stdout.buffer.flush()
        return
    output = open_output(path, inputs=inputs)
    try:
        output.write(data)
    except BaseException as error:
        output.discard()
        if isinstance(error, OSError):
            raise _fail(path or "-", error) from None
        raise
    output.commit()
