"""Hostile and broken input through HTTP: the files of tests/hostile/, paths, sizes, markup, bad HTTP.

Why over a real server: what a stranger on the club's network meets is the answer on the wire — a
4xx with the CLI's located message, never a 500 nor a traceback (the `server` fixture also fails if
one reached the server's log), never a file opened because a request named it, and every text a
user sent escaped in the pages. The timeout of the client is a guard against a hang.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.parse
from pathlib import Path

import pytest
from web_server import CHECKOUT, Server

HOSTILE = CHECKOUT / "tests" / "hostile"


def _cli_status(path: Path, *command: str) -> int:
    """The exit status of `refscore COMMAND PATH` (default `check PATH --format json`)."""
    env = {**os.environ, "PYTHONPATH": str(CHECKOUT)}
    args = [*command, str(path)] if command else ["check", str(path), "--format", "json"]
    done = subprocess.run(
        [sys.executable, "-m", "refscore", *args],
        capture_output=True,
        env=env,
        cwd=path.parent,
        timeout=120,
    )
    return done.returncode


@pytest.mark.parametrize("name", sorted(p.name for p in HOSTILE.glob("*.json")))
def test_every_hostile_record(server: Server, name: str) -> None:
    """Each hostile record: unusable for the CLI (exit 2) is unusable here (422), and never a 5xx."""
    data = (HOSTILE / name).read_bytes()
    status, _, body = server.request("POST", "/v1/check", data, {"content-type": "application/json"})
    assert status in (200, 413, 422), (status, body[:300])
    answer = json.loads(body)
    if _cli_status(HOSTILE / name) == 2:
        assert status == 422, answer
    if status == 422:
        assert answer["status"] == "unusable"
        assert answer["error"]["text"].startswith("refscore: error: ")
        assert answer["error"]["text_fr"].startswith("refscore : erreur : ")
    else:
        assert answer["fingerprint"]


@pytest.mark.parametrize("name", sorted(p.name for p in HOSTILE.glob("*.yaml")))
def test_every_hostile_variant(server: Server, name: str) -> None:
    """Each hostile variant file posted as a club's YAML: refused (422, with its place) when
    `refscore variants validate` refuses it, quickly, never a 5xx."""
    started = time.monotonic()
    status, _, body = server.request("POST", "/v1/variants", (HOSTILE / name).read_bytes())
    assert time.monotonic() - started < 60  # a guard against a hang (billion laughs), not a timing test
    answer = json.loads(body)
    assert status in (200, 422), answer
    if _cli_status(HOSTILE / name, "variants", "validate") == 2:
        assert status == 422, answer
    if status == 422:
        assert answer["error"]["file"] == "variante.yaml"
        assert answer["error"]["place"]
    else:
        assert answer["fingerprint"].startswith(answer["id"] + "@")


def test_no_path_from_a_request_is_opened(server: Server, tmp_path: Path) -> None:
    secret = tmp_path / "secret.yaml"
    secret.write_text("extends: contree\nid: stolen\n# the password is hunter2\n")
    record = json.loads((CHECKOUT / "conformance" / "deals" / "seed002-made.json").read_text())
    for variant in (str(secret), "../" * 8 + str(secret)[1:], "secret.yaml", "/dev/stdin", "/dev/zero"):
        status, answer = server.post_json("/v1/check", {**record, "variant": variant})
        assert status == 422
        assert "server opens no file" in answer["error"]["message"]
        assert "hunter2" not in json.dumps(answer)
    # in a pasted variant's `extends:`, and in a batch line
    status, _, body = server.request("POST", "/v1/variants", f"extends: {secret}\n".encode())
    assert status == 422
    assert "shipped variants only" in json.loads(body)["error"]["message"]
    line = json.dumps({**record, "variant": str(secret)}).encode()
    status, _, body = server.request("POST", "/v1/check", line, {"content-type": "application/x-ndjson"})
    assert json.loads(body)["status"] == "unusable"
    assert b"hunter2" not in body
    # a game sheet naming a deal file, on the sheet page
    status, _, page = server.request(
        "POST",
        "/feuille",
        urllib.parse.urlencode({"new": f"file {secret}", "lines": ""}).encode(),
        {"content-type": "application/x-www-form-urlencoded"},
    )
    assert status == 200
    assert b"hunter2" not in page


def test_bodies_past_their_bound(server: Server) -> None:
    big = b"{" + b" " * 10_000_001 + b"}"
    status, _, body = server.request("POST", "/v1/check", big, {"content-type": "application/json"})
    assert status == 413
    assert json.loads(body)["error"]["expected"] == "at most 10,000,000 bytes"
    form = urllib.parse.urlencode({"text": "x" * 1_000_001}).encode()
    status, _, page = server.request(
        "POST", "/donne", form, {"content-type": "application/x-www-form-urlencoded"}
    )
    assert status == 413
    assert b"Traceback" not in page


def test_deep_nesting_and_huge_numbers(server: Server) -> None:
    for body in (b"[" * 100_000 + b"]" * 100_000, b'{"a": ' + b"9" * 100_000 + b"}"):
        for path in ("/v1/check", "/v1/score", "/v1/legal", "/v1/analyse"):
            status, _, answer = server.request("POST", path, body, {"content-type": "application/json"})
            assert status == 422, (path, answer[:200])


def test_not_utf8_is_located_at_its_byte(server: Server) -> None:
    status, answer = 0, {}
    status, _, body = server.request(
        "POST", "/v1/score", b"contree \xff 100H", {"content-type": "text/plain"}
    )
    answer = json.loads(body)
    assert status == 422
    assert answer["error"]["place"] == "byte 8"


def test_a_line_longer_than_the_reader_keeps(server: Server) -> None:
    line = b'{"id": "' + b"x" * 200_000 + b'"}\n{"variant": "coinche"}\n'
    status, _, body = server.request("POST", "/v1/check", line, {"content-type": "application/x-ndjson"})
    first, second = (json.loads(row) for row in body.splitlines())
    assert status == 200
    assert first["status"] == "unusable" and first["line"] == 1
    assert second["line"] == 2


def test_user_text_is_escaped_in_every_page(server: Server) -> None:
    markup = '<script>alert(1)</script>"><img src=x onerror=alert(2)>'
    quoted = urllib.parse.quote(markup)
    for path in (
        f"/?line={quoted}",
        f"/?taker={quoted}&trump={quoted}&points={quoted}",
        f"/jouer?seat=S&trump=H&hand={quoted}&table={quoted}",
        f"/regles?diff={quoted}",
        f"/langue?to=en&back={quoted}",
    ):
        status, _, page = server.request("GET", path)
        assert status in (200, 303), path
        assert b"<script>alert" not in page and b"<img src=x" not in page, path
    for path, field in (("/donne", "text"), ("/feuille", "new"), ("/regles", "yaml")):
        form = urllib.parse.urlencode({field: markup}).encode()
        status, _, page = server.request(
            "POST", path, form, {"content-type": "application/x-www-form-urlencoded"}
        )
        assert status == 200, path
        assert b"<script>alert" not in page and b"<img src=x" not in page, path


def test_pages_run_no_script_and_are_not_framed_elsewhere(server: Server) -> None:
    for path in ("/", "/jouer", "/donne", "/feuille", "/regles"):
        status, headers, page = server.request("GET", path)
        assert status == 200
        policy = headers["content-security-policy"]
        assert "default-src 'none'" in policy and "script-src" not in policy
        assert "frame-ancestors 'none'" in policy
        assert b"<script" not in page


def test_the_language_switch_goes_back_only_to_a_local_page(server: Server) -> None:
    for back in ("https://evil.example/", "//evil.example/", "/\\evil.example"):
        status, headers, _ = server.request("GET", f"/langue?to=en&back={urllib.parse.quote(back)}")
        assert status == 303
        assert headers["location"] == "/"


def test_empty_bodies(server: Server) -> None:
    for path in ("/v1/check", "/v1/score", "/v1/legal", "/v1/analyse", "/v1/variants"):
        status, _, body = server.request("POST", path, b"", {"content-type": "application/json"})
        assert status == 422, (path, body[:200])
    status, _, body = server.request("POST", "/v1/check", b"", {"content-type": "application/x-ndjson"})
    assert (status, body) == (200, b"")  # no line, no result: as `refscore check -` of nothing


def test_unknown_paths_and_methods(server: Server) -> None:
    status, _, body = server.request("GET", "/v1/nothing")
    assert status == 404 and json.loads(body)["error"]["text"] == "HTTP 404"
    status, _, body = server.request("DELETE", "/v1/check")
    assert status == 405
    status, _, body = server.request("GET", "/../../etc/passwd")
    assert status == 404 and b"root:" not in body


def test_clients_that_leave_before_their_body_is_sent(server: Server) -> None:
    """A body shorter than its Content-Length, then the connection closed: the server goes on (and
    the `server` fixture checks that no traceback reached its log)."""
    for path, kind, start in (
        ("/v1/check", "application/json", b'{"a":'),
        ("/v1/check", "application/x-ndjson", b'{"variant": "coinche"}\n{"a'),
        ("/donne", "application/x-www-form-urlencoded", b"text=abc"),
    ):
        with socket.create_connection(("127.0.0.1", server.port), timeout=30) as raw:
            head = (
                f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: {kind}\r\nContent-Length: 100000\r\n\r\n"
            )
            raw.sendall(head.encode() + start)
    time.sleep(0.5)
    status, _, _ = server.request("GET", "/v1/variants")
    assert status == 200


def test_a_malformed_chunked_body(server: Server) -> None:
    """Chunk sizes that are not hexadecimal: the server answers 400 and stays up."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=30) as raw:
        raw.sendall(
            b"POST /v1/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-ndjson\r\n"
            b"Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"
        )
        assert raw.recv(100).startswith(b"HTTP/1.1 ")
    status, _, _ = server.request("GET", "/v1/variants")
    assert status == 200
