"""Run `python -m refscore` as a user would, under a memory bound, and check what every hostile run
must show: an exit status, a message naming the place, no traceback, the files around untouched.

Why a subprocess with `RLIMIT_AS`: a reader that takes memory without bound must fail the test
(MemoryError is a traceback), not slow the machine down; the timeout is a guard against a hang, not
a timing assertion.
"""

from __future__ import annotations

import hashlib
import os
import re
import resource
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

#: Address space a command may take: the interpreter and its libraries take about 300 MB of it.
MEMORY_BOUND = 1 << 30
HANG_GUARD = 120  # seconds: a guard against a hang, not a timing assertion


def _bounded(close: tuple[int, ...]) -> Callable[[], None]:
    def prepare() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BOUND, MEMORY_BOUND))
        for descriptor in close:
            os.close(descriptor)

    return prepare


def refscore(
    *args: str | Path,
    cwd: Path | None = None,
    stdin: str | None = None,
    close: tuple[int, ...] = (),
) -> subprocess.CompletedProcess[str]:
    """`python -m refscore ARGS`, bounded; `close` lists file descriptors closed in the child (0, 1)."""
    completed = subprocess.run(
        [sys.executable, "-m", "refscore", *map(str, args)],
        input=stdin,
        stdin=None if stdin is not None else subprocess.DEVNULL,
        stdout=None if 1 in close else subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=cwd,
        timeout=HANG_GUARD,
        preexec_fn=_bounded(close),
        check=False,
    )
    said = (completed.stdout or "") + completed.stderr
    assert "Traceback" not in said and "MemoryError" not in said, said[-3000:]
    return completed


def expect(completed: subprocess.CompletedProcess[str], status: int, *patterns: str) -> str:
    """Exit `status` and each pattern (a regular expression) in what was printed; returns the text."""
    said = (completed.stdout or "") + completed.stderr
    assert completed.returncode == status, said[-3000:]
    for pattern in patterns:
        assert re.search(pattern, said), f"{pattern!r} not in {said[-3000:]!r}"
    return said


def snapshot(folder: Path) -> dict[str, str]:
    """Every file below `folder` with a digest of its content (FIFOs and devices by kind only)."""
    files: dict[str, str] = {}
    for path in sorted(folder.rglob("*")):
        name = str(path.relative_to(folder))
        if path.is_symlink():
            files[name] = f"link to {os.readlink(path)}"
        elif path.is_file():
            files[name] = hashlib.sha256(path.read_bytes()).hexdigest()
        elif not path.is_dir():
            files[name] = "special"
    return files


def no_temporary_files(folder: Path) -> None:
    leftovers = [path.name for path in folder.rglob("*") if path.name.endswith(".tmp")]
    assert not leftovers, leftovers
