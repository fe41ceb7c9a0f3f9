"""The `server` fixture of the web tests: `refscore serve` started once per session (tests/web_server.py).

The tests need the optional extra (`pip install '.[web]'`, which `.ci/run` installs); without it
they are skipped with that message.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed: pip install '.[web]'")
pytest.importorskip("uvicorn", reason="the web extra is not installed: pip install '.[web]'")
pytest.importorskip("multipart", reason="the web extra is not installed: pip install '.[web]'")

from web_server import Server, start_server, stop_server


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("serve")  # the server's working folder: it must write nothing there
    running = start_server(folder)
    try:
        yield running
    finally:
        said = stop_server(running)
    assert "Traceback" not in said, said[-3000:]  # no request ever reached the catch-all handler
    assert not list(folder.iterdir()), "the server wrote into its working folder"
