"""The server the web tests talk to: `python -m refscore serve` started on a free loopback port.

The fixture `server` (tests/web/conftest.py) starts it once per session; this module holds what the
tests share with it: the checkout, a free port, and a small HTTP client.

Why a real server in a subprocess: the pages and the API are tested as a browser and a platform
reach them, over HTTP through uvicorn, with the command a club would type. The tests need the
optional extra (`pip install '.[web]'`, which `.ci/run` installs); without it they are skipped with
that message.
"""

from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

CHECKOUT = Path(__file__).resolve().parent.parent
START_GUARD = 60  # seconds: a guard against a server that never starts, not a timing assertion


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class Server:
    """A running `refscore serve`, and plain HTTP requests to it (the standard library's client)."""

    def __init__(self, port: int, process: subprocess.Popen[bytes]) -> None:
        self.port = port
        self.process = process
        self.base = f"http://127.0.0.1:{port}"

    def request(
        self,
        method: str,
        path: str,
        body: bytes | Iterable[bytes] | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, dict[str, str], bytes]:
        """One request; a body given as pieces is sent chunked, a piece per chunk."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        try:
            chunked = body is not None and not isinstance(body, bytes)
            connection.request(method, path, body=body, headers=headers or {}, encode_chunked=chunked)
            response = connection.getresponse()
            return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
        finally:
            connection.close()

    def post_json(self, path: str, data: Any) -> tuple[int, Any]:
        status, _, body = self.request(
            "POST", path, json.dumps(data).encode(), {"content-type": "application/json"}
        )
        return status, json.loads(body)


def start_server(folder: Path) -> Server:
    """`python -m refscore serve` in `folder`, once it accepts connections."""
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(CHECKOUT)}
    process = subprocess.Popen(
        [sys.executable, "-m", "refscore", "serve", "--port", str(port)],
        cwd=folder,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + START_GUARD
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return Server(port, process)
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                assert process.stderr is not None
                pytest.fail(f"refscore serve did not start: {process.stderr.read().decode()[-2000:]}")
            time.sleep(0.1)


def stop_server(server: Server) -> str:
    """Stop it; what it wrote on stderr."""
    process = server.process
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    assert process.stderr is not None
    return process.stderr.read().decode("utf-8", "replace")
