"""The engines a run can judge: refscore in-process, or an external program in persistent or simple mode.

Why the care: the program under test may crash, hang, print garbage or answer the wrong case. Each of
those must become a failure of that one case with a clear message; the runner itself never crashes,
never waits forever (a timeout per answer), and never uses a shell (the command is split with
`shlex.split` and started with `subprocess`). A persistent engine serves the whole corpus from one
process; it is restarted only after it died or timed out.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import queue
import shlex
import signal
import subprocess
import threading
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, Any, Protocol

from refscore.base.errors import RefscoreError, sentence

from .corpus import Test, corpus_variant
from .protocol import (
    DEFAULT_TIMEOUT,
    EXIT_STATUS,
    Answer,
    EngineInfo,
    ProtocolError,
    parse_answer,
    parse_hello,
    run_message,
    start_message,
    stop_message,
)
from .reference import ENGINE_NAME, ENGINE_VERSION, reference_answer

if TYPE_CHECKING:
    from refscore.model.variant import Variant

#: After this many lost processes in a row (failed start, crash, timeout, garbage) without one good
#: answer between them, the remaining cases fail without another restart.
MAX_FAILURES_IN_ROW = 5
_STDERR_KEPT = 40  # lines of the engine's stderr kept for failure messages


class EngineCommandError(RefscoreError):
    """An `--engine` command that cannot be split into a program and its arguments."""


@dataclass(frozen=True)
class EngineFailure:
    """The engine did not give a usable answer to one request; `message` says what happened."""

    message: str


EngineOutcome = Answer | EngineFailure


class Engine(Protocol):
    """What the runner needs from an engine."""

    @property
    def info(self) -> EngineInfo | None: ...

    @property
    def processes_started(self) -> int: ...

    def start(self) -> EngineFailure | None: ...

    def ask(self, test: Test) -> EngineOutcome: ...

    def close(self) -> None: ...


def variant_data(name: str) -> Mapping[str, Any]:
    """The fully resolved variant, as JSON, that every request carries."""
    return corpus_variant(name).data


def split_command(command: str) -> list[str]:
    try:
        argv = shlex.split(command)
    except ValueError as error:
        raise EngineCommandError(
            sentence("engines.cannot_split_engine_command", error=error),
            expected=sentence("engines.command_line"),
        ) from None
    if not argv:
        raise EngineCommandError(
            sentence("engines.engine_command_empty"), expected=sentence("engines.program_its_arguments")
        )
    return argv


class ReferenceEngine:
    """refscore itself, called in-process: no JSON round trip, but the same answers as the adapter."""

    def __init__(self, variants: Mapping[str, Variant] | None = None) -> None:
        """`variants`: variants by id that the corpus does not have (a dialect's rules), judged like
        the corpus's own."""
        self._info = EngineInfo(ENGINE_NAME, ENGINE_VERSION)
        self._variants = dict(variants or {})

    @property
    def info(self) -> EngineInfo | None:
        return self._info

    @property
    def processes_started(self) -> int:
        return 0

    def start(self) -> EngineFailure | None:
        return None

    def ask(self, test: Test) -> EngineOutcome:
        try:
            variant = self._variants.get(test.variant) or corpus_variant(test.variant)
            answer = reference_answer(variant, test.case.question, test.case.record)
            return parse_answer(answer, None)
        except (ProtocolError, RefscoreError) as error:
            return EngineFailure(sentence("engines.as_is", error=error))
        except Exception as error:  # the engine under test has a bug: a failure of this case only
            return EngineFailure(sentence("engines.raised", kind=type(error).__name__, error=str(error)))

    def close(self) -> None:
        return None


#: Longest line an engine may write (an answer is a few hundred bytes): longer, the case fails and
#: the engine is stopped, rather than the runner buffering an endless line.
MAX_LINE_BYTES = 1_000_000
#: Most bytes one engine process may write to stdout in all (the whole corpus takes well under 1 MB).
MAX_OUTPUT_BYTES = 64_000_000
#: Longest stderr line kept for a failure message (the rest of the line is dropped).
_STDERR_LINE_KEPT = 300
#: Seconds to wait for the reading threads once the process is gone (a grandchild may hold a pipe).
_DRAIN_WAIT = 2.0


class _TooLong(Exception):
    """The engine broke an output cap; the text says which."""


#: Engine processes started and not yet killed. Why: an engine runs in its own session, so Ctrl-C
#: at the terminal does not reach it, and SIGTERM reaches refscore alone; whatever unwinds the run
#: (an interrupt, a signal, a bug) ends with `kill_all`, so no engine outlives refscore.
_LIVE: set[subprocess.Popen[bytes]] = set()


def kill_all() -> None:
    """Kill every engine process group still running (called when a run unwinds, and at exit)."""
    for popen in list(_LIVE):
        _kill_group(popen)


def _kill_group(popen: subprocess.Popen[bytes]) -> None:
    """Kill the engine's process group (it runs in its own session): the engine and any children it
    started, even after the engine itself has exited."""
    _LIVE.discard(popen)
    try:
        os.killpg(popen.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        if popen.poll() is None:
            popen.kill()


def _start(argv: list[str], cwd: str | None) -> subprocess.Popen[bytes]:
    if not _LIVE:
        atexit.unregister(kill_all)
        atexit.register(kill_all)
    popen = subprocess.Popen(
        argv,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=cwd,
        bufsize=0,
        start_new_session=True,  # its own process group, so that a kill reaches its children
    )
    _LIVE.add(popen)
    return popen


class _StderrTail:
    """Reads an engine's stderr to its end, keeping the last lines (each cut short) for messages."""

    def __init__(self, stream: IO[bytes]) -> None:
        self.lines: deque[str] = deque(maxlen=_STDERR_KEPT)
        self.thread = threading.Thread(target=self._drain, args=(stream,), daemon=True)
        self.thread.start()

    def _drain(self, stream: IO[bytes]) -> None:
        line_open = False  # the last piece read did not end a line: the rest of it is dropped
        try:
            while piece := stream.readline(_STDERR_LINE_KEPT):
                if not line_open:
                    self.lines.append(piece.decode("utf-8", "replace").rstrip("\r\n"))
                line_open = not piece.endswith(b"\n")
        except (OSError, ValueError):
            pass

    def tail(self, count: int = 3) -> str:
        """`; its stderr ends: a | b | c`, or nothing; waits a moment for the engine's last words."""
        self.thread.join(_DRAIN_WAIT)
        kept = [line for line in list(self.lines) if line.strip()][-count:]
        return sentence("engines.stderr_ends", lines=" | ".join(kept)) if kept else ""


class _Process:
    """One running engine process, with threads that read its stdout lines and keep its stderr tail.

    Output is read in bounded pieces: a line longer than MAX_LINE_BYTES, or more than
    MAX_OUTPUT_BYTES in all, ends the reading with a `_TooLong` (the case fails, the engine is
    stopped), so an engine that writes without end costs the runner no more than the caps.
    """

    def __init__(self, argv: list[str], cwd: str | None) -> None:
        self.popen = _start(argv, cwd)
        self.lines: queue.Queue[bytes | _TooLong | None] = queue.Queue()
        assert self.popen.stdout is not None and self.popen.stderr is not None
        self.stderr = _StderrTail(self.popen.stderr)
        threading.Thread(target=self._pump, args=(self.popen.stdout,), daemon=True).start()

    def _pump(self, stream: IO[bytes]) -> None:
        total = 0
        try:
            while line := stream.readline(MAX_LINE_BYTES + 1):
                total += len(line)
                if len(line) > MAX_LINE_BYTES:
                    self.lines.put(_TooLong(sentence("engines.line_longer", max_bytes=MAX_LINE_BYTES)))
                    return
                if total > MAX_OUTPUT_BYTES:
                    self.lines.put(_TooLong(sentence("engines.wrote_more", max_bytes=MAX_OUTPUT_BYTES)))
                    return
                if line.strip():  # blank lines carry nothing; tolerate them
                    self.lines.put(line)
        except (OSError, ValueError):
            pass
        self.lines.put(None)

    def send(self, message: Mapping[str, Any]) -> str | None:
        """Write one message line; the reason it could not be written, or None."""
        assert self.popen.stdin is not None
        try:
            self.popen.stdin.write((json.dumps(message, ensure_ascii=False) + "\n").encode("utf-8"))
            self.popen.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            return sentence("engines.closed_input")
        return None

    def receive(self, timeout: float) -> Any:
        """The next message; raise `ProtocolError` for garbage or a broken cap, `TimeoutError`, or
        `EOFError` at the end."""
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError(sentence("engines.no_answer_within", timeout=timeout)) from None
        if line is None:
            raise EOFError
        if isinstance(line, _TooLong):
            raise ProtocolError(line.args[0])
        text = line.decode("utf-8", "replace")
        try:
            return json.loads(text)
        except json.JSONDecodeError as error:
            raise ProtocolError(
                sentence("engines.engine_wrote_line_that", reason=error.msg, line=text[:120])
            ) from None
        except ValueError:  # an integer of more than 4,300 digits
            raise ProtocolError(sentence("engines.engine_wrote_number_too")) from None
        except RecursionError:
            raise ProtocolError(sentence("engines.engine_wrote_json_nested")) from None

    def exit_text(self) -> str:
        """`the engine exited with status N; its stderr ends: ...` (or `stopped` if it lives on)."""
        try:
            code = self.popen.wait(timeout=_DRAIN_WAIT)
        except subprocess.TimeoutExpired:
            code = None
        text = sentence("engines.stopped") if code is None else sentence("engines.exited", code=code)
        return sentence("engines.then_tail", text=text, tail=self.stderr.tail())

    def kill(self) -> None:
        _kill_group(self.popen)
        self.popen.wait()
        # stdout and stderr are left to the reading threads, which end at their end of file
        if self.popen.stdin is not None:
            with contextlib.suppress(OSError, ValueError):
                self.popen.stdin.close()


class _External:
    """What every external engine is given — its command, the time it has to answer, its working
    folder, how a variant name becomes the data sent — and the count of the processes it started.

    Why a base: the persistent and the one-process-per-request engines are reached the same way and
    differ only in how long a process lives."""

    def __init__(
        self,
        argv: list[str],
        *,
        timeout: float = DEFAULT_TIMEOUT,
        cwd: str | None = None,
        resolve: Callable[[str], Mapping[str, Any]] = variant_data,
    ) -> None:
        self.argv = argv
        self.timeout = timeout
        self.cwd = cwd
        self.resolve = resolve  # variant name -> resolved variant sent (a dialect's too: dialect.py)
        self._started = 0

    @property
    def processes_started(self) -> int:
        return self._started

    def _cannot_start(self, error: OSError) -> EngineFailure:
        return EngineFailure(
            sentence("engines.cannot_start", program=self.argv[0], reason=error.strerror or error)
        )


class PersistentEngine(_External):
    """An external engine serving every request from one process (newline-delimited JSON)."""

    # its state, from the start (each instance sets its own as it goes)
    _info: EngineInfo | None = None
    _process: _Process | None = None
    _failures_in_row = 0
    _last_failure = ""

    @property
    def info(self) -> EngineInfo | None:
        return self._info

    def start(self) -> EngineFailure | None:
        """Start the process and read its start answer (engine name, version, variants, features)."""
        if self._failures_in_row >= MAX_FAILURES_IN_ROW:
            return EngineFailure(
                sentence("engines.not_restarted", count=MAX_FAILURES_IN_ROW, last=self._last_failure)
            )
        failure = self._spawn()
        if failure is not None:
            self._count_failure(failure.message)
        return failure

    def _count_failure(self, message: str) -> None:
        self._failures_in_row += 1
        self._last_failure = message

    def _spawn(self) -> EngineFailure | None:
        try:
            process = _Process(self.argv, self.cwd)
        except OSError as error:
            return self._cannot_start(error)
        self._started += 1
        problem = process.send(start_message())
        if problem is not None:  # it died before reading: say how, not only that the pipe closed
            problem = sentence("engines.no_start_answer", exit=process.exit_text())
        else:
            try:
                info = parse_hello(process.receive(self.timeout))
            except (ProtocolError, TimeoutError) as error:
                problem = sentence("engines.bad_start_answer", error=error)
            except EOFError:
                problem = sentence("engines.no_start_answer", exit=process.exit_text())
        if problem is not None:
            process.kill()
            return EngineFailure(problem)
        self._info = info
        self._process = process
        return None

    def ask(self, test: Test) -> EngineOutcome:
        if self._process is None:
            failure = self.start()
            if failure is not None:
                return failure
        process = self._process
        assert process is not None
        problem = process.send(run_message(test, self.resolve(test.variant)))
        if problem is not None:
            return self._lost(sentence("engines.problem_exit", problem=problem, exit=process.exit_text()))
        try:
            answer = parse_answer(process.receive(self.timeout), test.case.id)
        except TimeoutError as error:
            return self._lost(sentence("engines.then_stopped", error=error))
        except EOFError:
            return self._lost(sentence("engines.no_answer", exit=process.exit_text()))
        except ProtocolError as error:
            # after a line we cannot trust, the next answers may be out of step: start afresh
            return self._lost(sentence("engines.invalid_answer", error=error))
        self._failures_in_row = 0
        return answer

    def _lost(self, message: str) -> EngineFailure:
        if self._process is not None:
            self._process.kill()
            self._process = None
        self._count_failure(message)
        return EngineFailure(message)

    def close(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        if process.send(stop_message()) is None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.popen.wait(timeout=self.timeout)
        process.kill()


class SimpleEngine(_External):
    """An external engine started once per request: the request on stdin, the answer on stdout."""

    @property
    def info(self) -> EngineInfo | None:
        return None

    def start(self) -> EngineFailure | None:
        return None

    def ask(self, test: Test) -> EngineOutcome:
        request = json.dumps(run_message(test, self.resolve(test.variant)), ensure_ascii=False) + "\n"
        try:
            popen = _start(self.argv, self.cwd)
        except OSError as error:
            return self._cannot_start(error)
        self._started += 1
        assert popen.stdin is not None and popen.stdout is not None and popen.stderr is not None
        stderr = _StderrTail(popen.stderr)
        output: list[bytes] = []
        reader = threading.Thread(target=_read_capped, args=(popen.stdout, output), daemon=True)
        reader.start()
        with contextlib.suppress(OSError, ValueError):  # an engine that does not read its request
            popen.stdin.write(request.encode("utf-8"))
        with contextlib.suppress(OSError, ValueError):
            popen.stdin.close()
        try:
            code = popen.wait(timeout=self.timeout)
        except subprocess.TimeoutExpired:
            _kill_group(popen)
            popen.wait()
            return EngineFailure(
                sentence(
                    "engines.then_stopped", error=sentence("engines.no_answer_within", timeout=self.timeout)
                )
            )
        _kill_group(popen)  # children it left behind
        reader.join(_DRAIN_WAIT)
        stdout = b"".join(output)
        if len(stdout) > MAX_LINE_BYTES:
            return EngineFailure(
                sentence(
                    "engines.then_tail",
                    text=sentence("engines.wrote_more", max_bytes=MAX_LINE_BYTES),
                    tail=stderr.tail(),
                )
            )
        return self._read(stdout.decode("utf-8", "replace"), stderr, code, test)

    def _read(self, stdout: str, stderr: _StderrTail, code: int, test: Test) -> EngineOutcome:
        try:
            answer = parse_answer(json.loads(stdout), None)
        except json.JSONDecodeError as error:
            shown = stdout.strip()[:120]
            return EngineFailure(
                sentence(
                    "engines.then_tail",
                    text=sentence("engines.not_json_answer", code=code, reason=error.msg, shown=shown),
                    tail=stderr.tail(),
                )
            )
        except RecursionError:
            return EngineFailure(sentence("engines.invalid_answer", error=sentence("engines.json_too_deep")))
        except ValueError:  # an integer of more than 4,300 digits
            return EngineFailure(
                sentence("engines.invalid_answer", error=sentence("engines.number_too_long"))
            )
        except ProtocolError as error:
            return EngineFailure(sentence("engines.invalid_answer", error=error))
        expected_code = EXIT_STATUS.get(answer.status, 0)
        if code != expected_code:
            return EngineFailure(
                sentence("engines.wrong_exit_status", status=answer.status, code=code, expected=expected_code)
            )
        return answer

    def close(self) -> None:
        return None


def _read_capped(stream: IO[bytes], into: list[bytes]) -> None:
    """Read a simple-mode engine's stdout into `into`, at most MAX_LINE_BYTES + 1 bytes (the rest
    is read and dropped, so the engine never blocks on a full pipe)."""
    kept = 0
    try:
        while piece := stream.read(65536):
            if kept <= MAX_LINE_BYTES:
                into.append(piece[: MAX_LINE_BYTES + 1 - kept])
                kept += len(into[-1])
    except (OSError, ValueError):
        pass
