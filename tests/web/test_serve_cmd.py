"""`refscore serve` as a club types it: a port already taken, an address that is not this machine's."""

from __future__ import annotations

import os
import subprocess
import sys

from web_server import CHECKOUT, Server


def _serve(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(CHECKOUT)}
    return subprocess.run(
        [sys.executable, "-m", "refscore", "serve", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def test_a_port_in_use_is_one_line_and_exit_2(server: Server) -> None:
    done = _serve("--port", str(server.port))
    assert done.returncode == 2
    assert done.stderr.startswith(f"refscore: error: cannot listen on 127.0.0.1 port {server.port}: ")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_an_address_not_of_this_machine(server: Server) -> None:
    done = _serve("--host", "256.0.0.1", "--port", str(server.port))
    assert done.returncode == 2
    assert done.stderr.startswith("refscore: error: cannot listen on 256.0.0.1 port ")
    assert done.stderr.count("\n") == 1
