"""`refscore check FILE.jsonl` and `refscore check -`: check a stream of deal records, one per line.

Why its own module: batch checking is I/O and process management around `refscore.fast.batch_lines` — a
stream read line by line (memory stays flat whatever the file size), results written in input
order as they come, `--jobs N` worker processes fed a bounded number of chunks at a time, Ctrl-C
turned into a summary of what was done, and `-o FILE` written through a temporary file and a rename.

`--jobs N` (0: every core this process may use): for a regular file, the parent only plans byte
ranges of whole lines (`cli/ranges.py`) and each worker reads, checks and writes out its own ranges;
the parent orders the results, writes them and adds up the summaries. From standard input or a FIFO
the parent reads the lines and sends them to the workers in chunks. Either way the output, the
summary and the exit status are those of `--jobs 1`, byte for byte. The parent checks the first range
(or chunk) itself before it forks the workers, which so inherit the variant and its tables warm; at
most CHUNKS_PER_JOB ranges per worker are in flight. A worker that dies (killed, out of memory) stops
the command with a message and exit status 2, as does a file that changes while it is read; the
workers are stopped with the command (Ctrl-C included), and an `-o` file is then not written.

Output: one result per input line (blank lines are skipped), in input order, on stdout or in the
`-o` file: a line of text (`--format text`), the lean `refscore-batch/1` JSON object (`--format
jsonl`, described in `refscore/fast/batch_lines.py`), or the full reference result (`--format json`, one
compact object per line). The summary goes to stderr, never into the results.

Exit status, in this order of precedence: 130 interrupted (Ctrl-C or SIGTERM: the summary covers the
lines done, and an `-o` file is not written), 2 a line was unusable (or the input could not be
read, changed while it was read, or a worker process died), 1 a deal was illegal or its claim
wrong, 0 every deal legal (or redealt, or incomplete) and every claim confirmed.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import mmap
import os
import signal
import stat
import sys
import threading
import time
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import field
from types import FrameType
from typing import IO, TYPE_CHECKING, Any, Protocol, TypeVar

from refscore.base.errors import EXIT_ILLEGAL, EXIT_OK, EXIT_UNUSABLE, RefscoreError, sentence
from refscore.base.precompiled import dataclass
from refscore.fast.batch_lines import (
    MAX_LINE_BYTES,
    LineChecker,
    LineOutcome,
    TooLong,
    cut_lines,
    describe,
    dumps_line,
)
from refscore.model.variant import Variant

from .inputs import open_input_stream, resolve_variant
from .output import Output as _Output  # the -o policy: cli/output.py
from .output import open_output
from .ranges import RANGE_BYTES, WARM_BYTES, Bounded, FileChanged, FileLook, Range, plan_ranges

if TYPE_CHECKING:
    # imported where the workers start (`--jobs` other than 1): a sixth of the start-up of a
    # batch run (bench/startup.py), which `--jobs 1` does not need
    import multiprocessing.context
    from concurrent.futures import Future, ProcessPoolExecutor

EXIT_INTERRUPTED = 130
CHUNK_BYTES = 1 << 18
"""Bytes of lines sent to a worker at a time (about 300 deals): enough to make passing them cheap."""
CHUNKS_PER_JOB = 4
"""Chunks in flight per worker: bounds memory however long the input, and keeps the workers busy."""
SLOT_BYTES = 1 << 20
"""Bytes of shared memory a worker may write the results of one task into (twice a range's input:
results of a range in JSON Lines are about its size); larger results go through the pool's pipe."""
SHOWN_ERRORS = 5
READ_BLOCK = 1 << 16
"""Bytes read from the input at a time."""
OUTPUT_BUFFER = 1 << 20
"""Bytes of results kept before a write: flushed sooner whenever the input makes the command wait."""


class VariantCache:
    """Resolves the variant of each record once per name: `--variant`, else the record's own.

    Why: a file of a hundred thousand deals names the same variant a hundred thousand times; a
    variant that cannot be loaded is remembered too, and reported on each line that names it.
    """

    def __init__(self, option: str | None, file: str) -> None:
        self.option = option
        self.file = file
        self.known: dict[Any, Variant | RefscoreError] = {}

    def __call__(self, data: Any) -> Variant:
        named = data.get("variant") if isinstance(data, dict) else None
        key = None if self.option is not None or not isinstance(named, str) else named
        known = self.known.get(key)
        if known is None:
            try:
                known = resolve_variant(self.option, data, self.file)
            except RefscoreError as error:
                known = error
            if key is not None or self.option is not None:
                self.known[key] = known
        if isinstance(known, RefscoreError):
            raise known
        return known


@dataclass
class Summary:
    """What the run did, for stderr and the exit status."""

    source: str
    lang: str = "en"  # of the lines on stderr (`check FILE.jsonl --lang fr`)
    counts: Counter[str] = field(default_factory=Counter)
    rules: Counter[str] = field(default_factory=Counter)
    errors: list[str] = field(default_factory=list)
    reference: int = 0
    last_line: int = 0
    started: float = field(default_factory=time.perf_counter)

    def add(self, status: str, rule: str | None, message: str | None, fast: bool, line: int) -> None:
        self.counts[status] += 1
        if rule is not None:
            self.rules[rule] += 1
        if message is not None and len(self.errors) < SHOWN_ERRORS:
            self.errors.append(message)
        if not fast:
            self.reference += 1
        self.last_line = max(self.last_line, line)

    def merge(self, other: Summary) -> None:
        self.counts.update(other.counts)
        self.rules.update(other.rules)
        self.errors += other.errors[: SHOWN_ERRORS - len(self.errors)]
        self.reference += other.reference
        self.last_line = max(self.last_line, other.last_line)

    def exit_status(self) -> int:
        if self.counts["unusable"]:
            return EXIT_UNUSABLE
        if self.counts["illegal"] or self.counts["wrong_claim"]:
            return EXIT_ILLEGAL
        return EXIT_OK

    def lines(self) -> list[str]:
        total = sum(self.counts.values())
        elapsed = time.perf_counter() - self.started
        if self.lang == "fr":
            from refscore.text.batch_words import summary_fr

            common = ", ".join(f"{rule} {count}" for rule, count in self.rules.most_common(5))
            said = summary_fr(self.source, total, elapsed, dict(self.counts), self.reference, common)
            return said + [f"refscore : inutilisable : {message}" for message in self.errors]
        rate = f", {total / elapsed:,.0f} deals/s" if elapsed > 0 and total else ""
        labels = ("legal", "redeal", "incomplete", "illegal", "wrong_claim", "unusable")
        parts = ", ".join(f"{self.counts[label]:,} {label.replace('_', ' ')}" for label in labels)
        text = [
            f"refscore: {self.source}: {total:,} deals in {elapsed:.2f} s{rate}: {parts}"
            f" ({self.reference:,} by the reference path)"
        ]
        if self.rules:
            common = ", ".join(f"{rule} {count:,}" for rule, count in self.rules.most_common(5))
            text.append(f"refscore: most frequent violations: {common}")
        for message in self.errors:
            text.append(f"refscore: unusable: {message}")
        if self.counts["unusable"] > len(self.errors):
            text.append(
                f"refscore: ... and {self.counts['unusable'] - len(self.errors):,} more unusable lines"
            )
        return text


class _Readable(Protocol):
    def read(self, size: int = -1, /) -> bytes: ...

    def fileno(self) -> int: ...


Piece = tuple[int, "list[bytes] | bytes | TooLong"]
"""(number of its first line, its lines: cut, as `_pieces` gives them, or joined by newlines, as a
worker's chunk or a single line), or (line number, TooLong) for a line too long to keep."""

CutPiece = tuple[int, "list[bytes] | TooLong"]
"""A piece as `_pieces` gives it: its lines cut, or a line too long to keep."""


def _pieces(
    stream: _Readable, stop: _Stop, before_wait: Callable[[], None] | None = None, first_line: int = 1
) -> Iterator[CutPiece]:
    """The input as runs of whole lines, a block at a time, without a Python step per line, each
    run cut into its lines (one pass over the block counts them and cuts them).

    Why blocks: reading and cutting a block costs a fraction of a `readline` per line; `read1`
    returns what a pipe has, so results still come as the lines arrive on standard input;
    `before_wait` is called before each read that may wait (the input is not a regular file), so
    that the results of the lines read so far are out before the command waits for more. A line
    longer than MAX_LINE_BYTES is skipped, not kept, and given as its size (newline included).
    `first_line` is the number of the stream's first line (a worker's range starts further on).
    """
    if before_wait is not None and _is_regular_file(stream):
        before_wait = None
    read = getattr(stream, "read1", stream.read)
    number = first_line - 1  # number of the last line given
    pending = b""  # the start of a line whose end is not read yet
    skipped = -1  # >= 0: the bytes of a too-long line skipped so far
    while True:
        if before_wait is not None:
            before_wait()
        stop.safe = True
        try:
            block = read(READ_BLOCK)
        finally:
            stop.safe = False
        if not block:
            break
        end = block.rfind(b"\n")
        if end >= 0:
            head, block = block[:end], block[end + 1 :]  # the block's whole lines; what follows them
            cut = head.find(b"\n")
            first, rest = (head, None) if cut < 0 else (head[:cut], head[cut + 1 :])
            number += 1  # the line that `pending` (or a skip) began
            if skipped >= 0:
                yield number, TooLong(skipped + len(first) + 1)
                skipped = -1
            else:
                first, pending = pending + first, b""
                yield number, (TooLong(len(first) + 1) if len(first) > MAX_LINE_BYTES else [first])
            if rest is not None:
                lines = cut_lines(rest)
                if len(rest) > MAX_LINE_BYTES and max(map(len, lines)) > MAX_LINE_BYTES:
                    for line in lines:  # a block longer than a line may be: one by one
                        number += 1
                        yield number, (TooLong(len(line) + 1) if len(line) > MAX_LINE_BYTES else [line])
                else:
                    yield number + 1, lines
                    number += len(lines)
        if skipped >= 0:
            skipped += len(block)
        else:
            pending += block
            if len(pending) > MAX_LINE_BYTES:
                skipped, pending = len(pending), b""
    if skipped >= 0:
        yield number + 1, TooLong(skipped)
    elif pending:
        yield number + 1, [pending]


def _lines(
    stream: _Readable, stop: _Stop, before_wait: Callable[[], None] | None = None
) -> Iterator[tuple[int, bytes | TooLong]]:
    """(line number, bytes without the newline) for each line; a line too long to keep as its size."""
    return _split(_pieces(stream, stop, before_wait))


def _split(pieces: Iterable[Piece]) -> Iterator[tuple[int, bytes | TooLong]]:
    for first, piece in pieces:
        yield from _rows(first, piece)


def _rows(first: int, piece: list[bytes] | bytes | TooLong) -> Iterable[tuple[int, bytes | TooLong]]:
    """(line number, line) of each line of a piece whose first line is `first`."""
    if isinstance(piece, list):
        return enumerate(piece, first)
    if isinstance(piece, TooLong):
        return ((first, piece),)
    return enumerate(cut_lines(piece), first)


def _chunks(pieces: Iterable[CutPiece]) -> Iterator[Piece]:
    """Pieces regrouped for the workers: runs of about CHUNK_BYTES, and each too-long line alone."""
    runs: list[bytes] = []
    first = size = 0
    for number, piece in pieces:
        if isinstance(piece, TooLong):
            if runs:
                yield first, b"\n".join(runs)
                runs, size = [], 0
            yield number, piece
            continue
        if not runs:
            first = number
        runs += piece
        size += sum(map(len, piece)) + len(piece)
        if size >= CHUNK_BYTES:
            yield first, b"\n".join(runs)
            runs, size = [], 0
    if runs:
        yield first, b"\n".join(runs)


def _is_regular_file(stream: _Readable) -> bool:
    try:
        return stat.S_ISREG(os.fstat(stream.fileno()).st_mode)
    except (OSError, ValueError):  # no file descriptor (a test's stream): treat it as a pipe
        return False


#: The text output in French: `text` as the workers see it when `--lang fr` was asked (run_batch).
TEXT_FR = "text-fr"


def _render(outcome: LineOutcome, output_format: str, file: str) -> bytes:
    if output_format in ("text", TEXT_FR):
        lang = "fr" if output_format == TEXT_FR else "en"
        # a lone surrogate (JSON allows "\ud800") is written as that escape
        return (describe(outcome, file, lang) + "\n").encode("utf-8", "backslashreplace")
    return dumps_line(outcome.result)


# -- worker processes ------------------------------------------------------------------------------

_worker: tuple[LineChecker, str] | None = None


def _prepare_worker(variant_option: str | None, file: str, output_format: str) -> None:
    global _worker
    resolve = VariantCache(variant_option, file)
    _worker = (LineChecker(resolve, file, full=output_format == "json"), output_format)


def _init_worker(
    variant_option: str | None, file: str, output_format: str, shared: mmap.mmap | None = None
) -> None:
    """A worker process starts with the checker the parent prepared and warmed on the first chunk
    when it was forked; a spawned one (another platform) builds its own: compiled formulas hold
    closures, which do not pickle. Ctrl-C is the parent's business: the parent stops the workers and
    prints the summary."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # a forked worker inherits the parent's handler
    _end_with_the_parent()
    global _slots
    _slots = shared
    if _worker is None:
        _prepare_worker(variant_option, file, output_format)


def _end_with_the_parent() -> None:
    """Linux: the kernel sends this worker SIGTERM when the parent dies, even by SIGKILL, so that no
    worker outlives the command (the pool's own clean-up runs only if the parent can run it)."""
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(Exception):  # no C library to ask: the pool's clean-up remains
        import ctypes

        set_death_signal = 1  # PR_SET_PDEATHSIG, <linux/prctl.h>
        ctypes.CDLL(None, use_errno=True).prctl(set_death_signal, signal.SIGTERM, 0, 0, 0)
        if os.getppid() == 1:  # the parent died before the request: do as the kernel would have
            os.kill(os.getpid(), signal.SIGTERM)


def _check_chunk(chunk: Piece) -> tuple[bytes, Summary]:
    """A worker's task: one piece of `_chunks` (the lines, joined, pickle at the cost of a copy)."""
    assert _worker is not None, "the pool initializer sets the checker"
    checker, output_format = _worker
    summary = Summary(checker.file)
    texts: list[bytes] = []
    _check_lines(checker, output_format, [chunk], texts.append, summary, None)
    return b"".join(texts), summary


RangeTask = tuple[str, FileLook, Range]
"""A worker's task on a regular file: (path, what the parent saw of the file, the range to check)."""


def _check_range(task: RangeTask) -> tuple[bytes, Summary]:
    """A worker's task on a regular file: open it, read the range, check its lines, and give the
    results as bytes (the parent writes them as they are) with their summary.

    The file is opened by its path (non-blocking: a FIFO put in its place must not hang the worker)
    and must be the file the parent planned, of the same size: anything else is `FileChanged`.
    """
    assert _worker is not None, "the pool initializer sets the checker"
    checker, output_format = _worker
    path, look, part = task
    descriptor = os.open(path, os.O_RDONLY | os.O_CLOEXEC | os.O_NONBLOCK)
    try:
        now = FileLook.of(descriptor)
        if not look.same_file(now) or now.size != look.size:  # the end of the run judges writes
            raise FileChanged(look.change(now))
        summary = Summary(checker.file)
        texts: list[bytes] = []
        pieces = _pieces(Bounded(descriptor, part.start, part.end), _Stop(), first_line=part.first_line)
        _check_lines(checker, output_format, pieces, texts.append, summary, None)
    finally:
        os.close(descriptor)
    return b"".join(texts), summary


class WorkerDied(Exception):
    """A worker process ended without giving its results (killed, out of memory, a crash), or
    raised what no line should make it raise."""


# -- the command -----------------------------------------------------------------------------------


class _Stop:
    """Ctrl-C (SIGINT) and SIGTERM: stop between two lines, never in the middle of writing one.

    Why the `safe` flag: while the main thread waits (for input, or for a worker's results) the
    signal must break the wait, so the handler raises KeyboardInterrupt there; elsewhere it only sets
    the event, which the loops look at after each line or chunk.
    """

    def __init__(self) -> None:
        self.event = threading.Event()
        self.safe = False
        self.previous: dict[int, Any] = {}

    def __enter__(self) -> _Stop:
        for number in (signal.SIGINT, signal.SIGTERM):
            if signal.getsignal(number) == signal.SIG_IGN:
                continue  # started ignoring it (a background job of a script): it stays ignored
            with contextlib.suppress(ValueError):  # not the main thread (tests): keep the default
                self.previous[number] = signal.signal(number, self._handle)
        return self

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        self.event.set()
        if self.safe:
            raise KeyboardInterrupt

    def __exit__(self, *exc: object) -> None:
        for number, handler in self.previous.items():
            signal.signal(number, handler)


def _say(error: RefscoreError, lang: str) -> None:
    """`refscore: error: ...` on stderr, in `lang` (the catalogues' sentence of the error's key)."""
    from refscore.text.error_words import error_text

    print(error_text(error, "fr" if lang == "fr" else "en"), file=sys.stderr)


def run_batch(
    source: str,
    variant_option: str | None,
    output_format: str,
    jobs: int,
    output_path: str | None,
    lang: str = "en",
) -> int:
    """Check every line of `source` (`-`: standard input); print the summary; return the exit status.
    `lang`: the language of the text lines and of the summary (JSON results have none)."""
    file = "<stdin>" if source == "-" else source
    if output_format == "text" and lang == "fr":
        output_format = TEXT_FR
    summary = Summary(file, lang)
    try:
        stream: IO[bytes] = open_input_stream(source)
    except OSError as error:
        _say(
            RefscoreError(sentence("batch.cannot_read_file", reason=error.strerror or error), file=file), lang
        )
        return EXIT_UNUSABLE
    try:
        output = open_output(output_path, inputs=(source,))
    except RefscoreError as error:
        _say(error, lang)
        if stream is not sys.stdin.buffer:
            stream.close()
        return EXIT_UNUSABLE
    interrupted = broken_pipe = False
    jobs = jobs or available_cores()
    try:
        with _Stop() as stop:
            try:
                if source != "-" and _POSITIONED_READS and _is_regular_file(stream):
                    _run_file(stream, source, variant_option, output_format, jobs, output, summary, stop)
                elif jobs <= 1:
                    _run_here(stream, file, variant_option, output_format, output, summary, stop)
                else:
                    _run_pool(stream, file, variant_option, output_format, jobs, output, summary, stop)
            except KeyboardInterrupt:
                stop.event.set()
            interrupted = stop.event.is_set()
        if interrupted:
            output.discard()
        else:
            output.commit()
    except BrokenPipeError:
        broken_pipe = True
        with contextlib.suppress(OSError):  # stdout is gone: keep the interpreter from complaining
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except OSError as error:  # reading the input, writing the output, starting the workers
        output.discard()
        _say(RefscoreError(sentence("batch.os_error", reason=error.strerror or error), file=file), lang)
        return EXIT_UNUSABLE
    except RefscoreError as error:
        output.discard()
        _say(error, lang)
        return EXIT_UNUSABLE
    except FileChanged as error:
        output.discard()
        changed = sentence("batch.file_changed", change=error.args[0])
        _say(RefscoreError(changed, file=file, expected=sentence("batch.file_nobody_writes")), lang)
        return EXIT_UNUSABLE
    except WorkerDied as error:
        output.discard()
        key = "batch.worker_died_not_written" if output_path is not None else "batch.worker_died"
        _say(RefscoreError(sentence(key, error=error.args[0]), file=file), lang)
        return EXIT_UNUSABLE
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()
    for line in summary.lines():
        print(line, file=sys.stderr)
    if interrupted:
        kept = "; the output file was not written" if output_path is not None else ""
        print(f"refscore: interrupted after line {summary.last_line:,}{kept}", file=sys.stderr)
        return EXIT_INTERRUPTED
    if broken_pipe:
        print("refscore: the output was closed: stopped", file=sys.stderr)
    return summary.exit_status()


def _run_here(
    stream: _Readable,
    file: str,
    variant_option: str | None,
    output_format: str,
    output: _Output,
    summary: Summary,
    stop: _Stop,
) -> None:
    checker = LineChecker(VariantCache(variant_option, file), file, full=output_format == "json")
    pieces = _pieces(stream, stop, before_wait=output.flush)
    _check_lines(checker, output_format, pieces, output.write, summary, stop)


_frozen = False  # gc.freeze() done in this process


def _check_lines(
    checker: LineChecker,
    output_format: str,
    lines: Iterable[Piece],
    write: Callable[[bytes], object],
    summary: Summary,
    stop: _Stop | None,
) -> None:
    """Check the lines of `lines` (pieces of `_pieces`, or single lines, which are pieces of one
    line), writing the results of each piece at once and counting them; stop early when `stop` is
    set, after the line that saw it.

    JSON Lines output tries `LineChecker.check_fast` first: an ordinary legal deal then costs no
    `LineOutcome` and no full summary entry. Why pieces: splitting a piece here and writing its
    results in one call spares each line a generator step and a `write` (the results of a piece are
    out before `_pieces` waits for more input, so a pipe still gets them as the lines come)."""
    global _frozen
    fast = checker.check_fast if output_format == "jsonl" else None
    counts = summary.counts
    rules = summary.rules
    stopped = stop.event.is_set if stop is not None else None
    for first, piece in lines:
        if not _frozen and checker.checkers:
            # The variant, its formulas and tables, built for the first deal, live to the end: the
            # garbage collector need not traverse them again and again (about 5% of the
            # instructions of a run, callgrind).
            gc.freeze()
            _frozen = True
        results: list[bytes] = []
        last = 0  # the last line that gave a result (a blank line gives none)
        rows = _rows(first, piece)
        for number, raw in rows:
            done = fast(number, raw) if fast is not None else None
            if done is not None:
                results.append(done[0])
                counts[done[1]] += 1
                if done[2] is not None:
                    rules[done[2]] += 1
                last = number
            else:
                outcome = checker.check(number, raw)
                if outcome is not None:
                    results.append(_render(outcome, output_format, checker.file))
                    summary.add(outcome.status, outcome.rule, outcome.message, outcome.fast, number)
                    last = number
            if stopped is not None and stopped():
                break
        if results:
            write(b"".join(results))
        summary.last_line = max(summary.last_line, last)
        if stopped is not None and stopped():
            return


def _run_file(
    stream: IO[bytes],
    path: str,
    variant_option: str | None,
    output_format: str,
    jobs: int,
    output: _Output,
    summary: Summary,
    stop: _Stop,
) -> None:
    """A regular file: the size it has now is what is read, by this process (`--jobs 1`) or by the
    workers, a range each (`cli/ranges.py`); a file that changed meanwhile is `FileChanged`."""
    descriptor = stream.fileno()
    look = FileLook.of(descriptor)
    if jobs <= 1:
        whole = Bounded(descriptor, 0, look.size)
        _run_here(whole, path, variant_option, output_format, output, summary, stop)
    else:
        parts = plan_ranges(descriptor, look.size, RANGE_BYTES, WARM_BYTES)
        tasks: Iterator[RangeTask] = ((path, look, part) for part in parts)
        _run_workers(tasks, _check_range, variant_option, path, output_format, jobs, output, summary, stop)
    if not stop.event.is_set():
        change = look.change(FileLook.of(descriptor))
        if change is not None:
            raise FileChanged(change)


def _run_pool(
    stream: IO[bytes],
    file: str,
    variant_option: str | None,
    output_format: str,
    jobs: int,
    output: _Output,
    summary: Summary,
    stop: _Stop,
) -> None:
    """Standard input or a FIFO: the main thread reads the lines and sends them to `jobs` worker
    processes in chunks (`_chunks`), at most CHUNKS_PER_JOB chunks per worker in flight, so memory
    stays flat however long the input."""
    chunks = _chunks(_pieces(stream, stop, before_wait=output.flush))
    _run_workers(chunks, _check_chunk, variant_option, file, output_format, jobs, output, summary, stop)


Task = TypeVar("Task")


def _run_workers(
    tasks: Iterable[Task],
    check: Callable[[Task], tuple[bytes, Summary]],
    variant_option: str | None,
    file: str,
    output_format: str,
    jobs: int,
    output: _Output,
    summary: Summary,
    stop: _Stop,
) -> None:
    """`check` each task in `jobs` worker processes; write the results in the order of the tasks.

    The parent checks the first task itself, then forks the workers: they inherit the variant, its
    tables and memos, warm, instead of each building them again (and an input of one task starts no
    process at all). At most CHUNKS_PER_JOB tasks per worker are in flight. A worker that dies is
    `WorkerDied` (a `ProcessPoolExecutor` notices it, where a `multiprocessing.Pool` would wait for
    its results forever); however this ends, the workers are stopped before it returns.
    """
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    _prepare_worker(variant_option, file, output_format)
    executor: ProcessPoolExecutor | None = None
    pending: deque[Future[tuple[bytes | int, Summary]]] = deque()
    slots = jobs * CHUNKS_PER_JOB  # tasks in flight: task k writes into slot k % slots
    shared = _Shared(slots, SLOT_BYTES)
    sent = 0

    def collect() -> None:
        stop.safe = True
        try:
            text, done = pending.popleft().result()
        except (FileChanged, OSError, BrokenProcessPool):
            raise
        except Exception as error:  # a fault of the worker's own: no traceback, a message
            raise WorkerDied(
                f"a worker process failed after line {summary.last_line:,}"
                f" ({type(error).__name__}: {error}); please report it to the refscore maintainers"
            ) from None
        finally:
            stop.safe = False
        output.write(shared.take(sent - len(pending) - 1, text))
        summary.merge(done)

    warmed = finished = False
    try:
        for task in tasks:
            if not warmed:
                warmed = True
                text, done = check(task)  # the first task, here
                output.write(text)
                summary.merge(done)
                output.flush()  # nothing of it left in a buffer the workers would inherit
            else:
                if executor is None:
                    executor = ProcessPoolExecutor(
                        jobs,
                        mp_context=_fork(),
                        initializer=_init_worker,
                        initargs=(variant_option, file, output_format, shared.memory),
                    )
                pending.append(executor.submit(_in_slot, check, task, shared.offset(sent)))
                sent += 1
                while len(pending) >= slots and not stop.event.is_set():
                    collect()
            if stop.event.is_set():
                return
        while pending and not stop.event.is_set():
            collect()
        finished = True
    except BrokenProcessPool:
        raise WorkerDied(sentence("batch.worker_process_died", line=summary.last_line)) from None
    finally:
        if executor is not None:
            _stop_workers(executor, finished)
        shared.close()


class _Shared:
    """Shared memory the workers write their results into, a slot per task in flight, so that the
    parent writes them out from there: results through the pool's pipe cost the parent a read, a
    copy and an unpickling each (about two thirds of its work, measured: bench/jobs.py).

    Slot k % count serves task k: tasks are collected in the order they were sent and at most
    `count` are in flight, so a slot is free again when its next task is sent. Where the workers are
    not forked (no shared anonymous memory to inherit) or results do not fit, they come by pipe.
    """

    def __init__(self, count: int, size: int) -> None:
        self.count = count
        self.size = size
        self.memory: mmap.mmap | None = None
        if _fork().get_start_method() == "fork" and size > 0:
            self.memory = mmap.mmap(-1, count * size)  # MAP_SHARED | MAP_ANONYMOUS, kept by fork

    def offset(self, task: int) -> tuple[int, int]:
        """Where task number `task` may write its results: (offset, size); size 0: nowhere."""
        return ((task % self.count) * self.size, self.size) if self.memory is not None else (0, 0)

    def take(self, task: int, result: bytes | int) -> bytes:
        """The results of task number `task`: as they came, or (a length) from its slot."""
        if isinstance(result, bytes):
            return result
        assert self.memory is not None, "only a slot gives a length"
        start = (task % self.count) * self.size
        return self.memory[start : start + result]

    def close(self) -> None:
        if self.memory is not None:
            self.memory.close()
            self.memory = None


_slots: mmap.mmap | None = None
"""In a worker: the parent's `_Shared.memory`."""


def _in_slot(
    check: Callable[[Task], tuple[bytes, Summary]], task: Task, slot: tuple[int, int]
) -> tuple[bytes | int, Summary]:
    """A worker runs `check` on `task` and puts the results in its slot of shared memory when they
    fit there: it then returns their length instead of the bytes."""
    text, done = check(task)
    start, size = slot
    if _slots is None or len(text) > size:
        return text, done
    _slots[start : start + len(text)] = text
    return len(text), done


_POSITIONED_READS = hasattr(os, "pread") and hasattr(os, "preadv")
"""Reads at an offset (POSIX): the ranges need them; elsewhere a file is read as a stream is."""


@functools.cache
def _fork() -> multiprocessing.context.BaseContext:
    """Forked workers inherit the parent's warm checker; where there is no fork they build their own.
    (A function, not a constant: `multiprocessing` is imported only when workers start.)"""
    import multiprocessing

    return multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else None)


def _stop_workers(executor: ProcessPoolExecutor, finished: bool) -> None:
    """Shut the pool down: after a finished run, let the workers end; otherwise (Ctrl-C, an error,
    a dead worker) end them now, and wait for each, so that none outlives the command."""
    if finished:
        executor.shutdown(wait=True)
        return
    processes = list((executor._processes or {}).values())  # the pool has no public list of them
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        with contextlib.suppress(OSError, ValueError):
            process.terminate()
    for process in processes:
        with contextlib.suppress(OSError, ValueError, AssertionError):
            process.join()


def available_cores() -> int:
    """The cores this process may run on (`--jobs 0`): its CPU affinity where the system has one."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)
