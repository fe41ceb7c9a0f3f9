"""The tests judge this checkout's sources, not a copy of refscore installed earlier.

Why: a stale installed copy made the suite pass on code that was no longer there. CI tests the
built wheel on its own (.ci/run, a second environment used from outside the source tree).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import refscore.cli

import refscore

CHECKOUT = Path(__file__).resolve().parents[2]


def test_the_engine_and_the_command_line_come_from_the_checkout() -> None:
    assert Path(refscore.__file__).resolve().parent == CHECKOUT / "refscore"
    assert Path(refscore.cli.__file__).resolve().parent == CHECKOUT / "cli"


def test_a_command_started_by_a_test_uses_the_checkout_too(tmp_path: Path) -> None:
    code = "import refscore, refscore.cli.main as m; print(refscore.__file__); print(m.__file__)"
    shown = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, check=True, timeout=60
    ).stdout.split()
    assert [Path(path).resolve().parent for path in shown] == [CHECKOUT / "refscore", CHECKOUT / "cli"]
