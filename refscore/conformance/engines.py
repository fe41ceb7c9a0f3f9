"""The engines a run can judge: refscore in-process, or an external program in persistent or simple mode.

Why the care: the program under test may crash, hang, print garbage or answer the wrong case. Each of
those must become a failure of that one case with a clear message; the runner itself never crashes,
never waits forever (a timeout per answer), and never uses a shell (the command is split with
`shlex.split` and started with `subprocess`). A persistent engine serves the whole corpus from one
process; it is restarted only after it died or timed out.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import shlex
import signal
import subprocess
import threading
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from typing import IO, Any, Protocol

from refscore.errors import RefscoreError

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


Outcome = Answer | EngineFailure


class Engine(Protocol):
    """What the runner needs from an engine."""

    @property
    def info(self) -> EngineInfo | None: ...

    @property
    def processes_started(self) -> int: ...

    def start(self) -> EngineFailure | None: ...

    def ask(self, test: Test) -> Outcome: ...

    def close(self) -> None: ...


def variant_data(name: str) -> Mapping[str, Any]:
    """The fully resolved variant, as JSON, that every request carries."""
    return corpus_variant(name).data


def split_command(command: str) -> list[str]:
    try:
        argv = shlex.split(command)
    except ValueError as error:
        raise EngineCommandError(
            f"cannot split the engine command: {error}", expected="a command line"
        ) from None
    if not argv:
        raise EngineCommandError("the engine command is empty", expected="a program and its arguments")
    return argv


class ReferenceEngine:
    """refscore itself, called in-process: no JSON round trip, but the same answers as the adapter."""

    def __init__(self) -> None:
        self._info = EngineInfo(ENGINE_NAME, ENGINE_VERSION)

    @property
    def info(self) -> EngineInfo | None:
        return self._info

    @property
    def processes_started(self) -> int:
        return 0

    def start(self) -> EngineFailure | None:
        return None

    def ask(self, test: Test) -> Outcome:
        try:
            answer = reference_answer(corpus_variant(test.variant), test.case.question, test.case.record)
            return parse_answer(answer, None)
        except (ProtocolError, RefscoreError) as error:
            return EngineFailure(str(error))
        except Exception as error:  # the engine under test has a bug: a failure of this case only
            return EngineFailure(f"the engine raised {type(error).__name__}: {error}")

    def close(self) -> None:
        return None


class _Process:
    """One running engine process, with threads that read its stdout lines and keep its stderr tail."""

    def __init__(self, argv: list[str], cwd: str | None) -> None:
        self.popen = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=cwd,
            text=True,
            encoding="utf-8",
            errors="replace",
            bufsize=1,
            start_new_session=True,  # its own process group, so that a kill reaches its children
        )
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.stderr: deque[str] = deque(maxlen=_STDERR_KEPT)
        assert self.popen.stdout is not None and self.popen.stderr is not None
        threading.Thread(target=self._pump, args=(self.popen.stdout,), daemon=True).start()
        threading.Thread(target=self._drain, args=(self.popen.stderr,), daemon=True).start()

    def _pump(self, stream: IO[str]) -> None:
        try:
            for line in stream:
                if line.strip():  # blank lines carry nothing; tolerate them
                    self.lines.put(line)
        except (OSError, ValueError):
            pass
        self.lines.put(None)

    def _drain(self, stream: IO[str]) -> None:
        try:
            for line in stream:
                self.stderr.append(line.rstrip("\n"))
        except (OSError, ValueError):
            pass

    def send(self, message: Mapping[str, Any]) -> str | None:
        """Write one message line; the reason it could not be written, or None."""
        assert self.popen.stdin is not None
        try:
            self.popen.stdin.write(json.dumps(message, ensure_ascii=False) + "\n")
            self.popen.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            return "the engine closed its input"
        return None

    def receive(self, timeout: float) -> Any:
        """The next message; raise `ProtocolError` for garbage, `TimeoutError`, or `EOFError` at the end."""
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError(f"no answer within {timeout:g} s") from None
        if line is None:
            raise EOFError
        try:
            return json.loads(line)
        except json.JSONDecodeError as error:
            raise ProtocolError(
                f"the engine wrote a line that is not JSON ({error.msg}): {line[:120]!r}"
            ) from None

    def exit_text(self) -> str:
        try:
            code = self.popen.wait(timeout=2)
        except subprocess.TimeoutExpired:
            code = None
        text = "the engine stopped" if code is None else f"the engine exited with status {code}"
        tail = [line for line in self.stderr if line.strip()][-3:]
        return text + (f"; its stderr ends: {' | '.join(tail)}" if tail else "")

    def kill(self) -> None:
        if self.popen.poll() is None:
            try:
                os.killpg(self.popen.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                self.popen.kill()
        self.popen.wait()
        # stdout and stderr are left to the reading threads, which end at their end of file
        if self.popen.stdin is not None:
            with contextlib.suppress(OSError, ValueError):
                self.popen.stdin.close()


class PersistentEngine:
    """An external engine serving every request from one process (newline-delimited JSON)."""

    def __init__(self, argv: list[str], *, timeout: float = DEFAULT_TIMEOUT, cwd: str | None = None) -> None:
        self.argv = argv
        self.timeout = timeout
        self.cwd = cwd
        self._info: EngineInfo | None = None
        self._process: _Process | None = None
        self._started = 0
        self._failures_in_row = 0
        self._last_failure = ""

    @property
    def info(self) -> EngineInfo | None:
        return self._info

    @property
    def processes_started(self) -> int:
        return self._started

    def start(self) -> EngineFailure | None:
        """Start the process and read its start answer (engine name, version, variants, features)."""
        if self._failures_in_row >= MAX_FAILURES_IN_ROW:
            return EngineFailure(
                f"not restarted after {MAX_FAILURES_IN_ROW} failures in a row; last: {self._last_failure}"
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
            return EngineFailure(f"cannot start the engine {self.argv[0]!r}: {error.strerror or error}")
        self._started += 1
        problem = process.send(start_message())
        if problem is None:
            try:
                info = parse_hello(process.receive(self.timeout))
            except (ProtocolError, TimeoutError) as error:
                problem = f"bad start answer: {error}"
            except EOFError:
                problem = f"no start answer: {process.exit_text()}"
        if problem is not None:
            process.kill()
            return EngineFailure(problem)
        self._info = info
        self._process = process
        return None

    def ask(self, test: Test) -> Outcome:
        if self._process is None:
            failure = self.start()
            if failure is not None:
                return failure
        process = self._process
        assert process is not None
        problem = process.send(run_message(test, variant_data(test.variant)))
        if problem is not None:
            return self._lost(f"{problem}: {process.exit_text()}")
        try:
            answer = parse_answer(process.receive(self.timeout), test.case.id)
        except TimeoutError as error:
            return self._lost(f"{error}; the engine was stopped")
        except EOFError:
            return self._lost(f"no answer: {process.exit_text()}")
        except ProtocolError as error:
            # after a line we cannot trust, the next answers may be out of step: start afresh
            return self._lost(f"invalid answer: {error}")
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


class SimpleEngine:
    """An external engine started once per request: the request on stdin, the answer on stdout."""

    def __init__(self, argv: list[str], *, timeout: float = DEFAULT_TIMEOUT, cwd: str | None = None) -> None:
        self.argv = argv
        self.timeout = timeout
        self.cwd = cwd
        self._started = 0

    @property
    def info(self) -> EngineInfo | None:
        return None

    @property
    def processes_started(self) -> int:
        return self._started

    def start(self) -> EngineFailure | None:
        return None

    def ask(self, test: Test) -> Outcome:
        request = json.dumps(run_message(test, variant_data(test.variant)), ensure_ascii=False) + "\n"
        try:
            popen = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=self.cwd,
                text=True,
                encoding="utf-8",
                errors="replace",
                start_new_session=True,
            )
        except OSError as error:
            return EngineFailure(f"cannot start the engine {self.argv[0]!r}: {error.strerror or error}")
        self._started += 1
        try:
            stdout, stderr = popen.communicate(request, timeout=self.timeout)
        except subprocess.TimeoutExpired:
            try:
                os.killpg(popen.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                popen.kill()
            popen.communicate()
            return EngineFailure(f"no answer within {self.timeout:g} s; the engine was stopped")
        return self._read(stdout, stderr, popen.returncode, test)

    def _read(self, stdout: str, stderr: str, code: int, test: Test) -> Outcome:
        tail = " | ".join([line for line in stderr.splitlines() if line.strip()][-3:])
        try:
            answer = parse_answer(json.loads(stdout), None)
        except json.JSONDecodeError as error:
            shown = stdout.strip()[:120]
            return EngineFailure(
                f"the engine (exit status {code}) did not write a JSON answer ({error.msg}): {shown!r}"
                + (f"; its stderr ends: {tail}" if tail else "")
            )
        except ProtocolError as error:
            return EngineFailure(f"invalid answer: {error}")
        expected_code = EXIT_STATUS.get(answer.status, 0)
        if code != expected_code:
            return EngineFailure(
                f"the engine answered {answer.status!r} with exit status {code}; "
                f"the protocol says {expected_code}"
            )
        return answer

    def close(self) -> None:
        return None
