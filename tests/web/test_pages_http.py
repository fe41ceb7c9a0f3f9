"""The pages' forms as a browser without scripts posts them: a JSON file uploaded with the analysis
asked for, a club's YAML uploaded, and the bound on the double-dummy analysis.

Why beside the browser tests: a file upload is a multipart body that these tests can write byte for
byte; the answers are compared with what the CLI says of the same file.
"""

from __future__ import annotations

import json
import time
import uuid

import pytest
from web_server import CHECKOUT, Server

DEALS = CHECKOUT / "conformance" / "deals"


def _multipart(fields: dict[str, str], files: dict[str, tuple[str, bytes]]) -> tuple[bytes, str]:
    boundary = uuid.uuid4().hex
    parts: list[bytes] = []
    for name, value in fields.items():
        parts.append(
            f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
        )
    for name, (filename, data) in files.items():
        head = (
            f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
            "Content-Type: application/octet-stream\r\n\r\n"
        )
        parts.append(head.encode() + data + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


def test_an_uploaded_record_with_its_analysis(server: Server) -> None:
    body, kind = _multipart(
        {"text": "", "analyse": "1"}, {"file": ("seed.json", (DEALS / "seed002-made.json").read_bytes())}
    )
    status, _, page = server.request("POST", "/donne", body, {"content-type": kind})
    text = page.decode()
    assert status == 200
    assert 'id="answer"' in text and "answer good" in text
    assert "&lt;section id=&quot;analysis&quot;&gt;" in text  # the picture, framed, has its analysis


def test_an_uploaded_club_variant_is_used_on_every_page(server: Server) -> None:
    # coinche x3 (auction.coinche.multiplier): the table's sentence becomes 162 + 3 x 100 = 462 for
    # the defence, the takers keep their belote, 20 (RULES.md, `contree`, with the club's multiplier)
    club = b"extends: contree\nid: club\nauction:\n  coinche:\n    multiplier: 3\n"
    body, kind = _multipart({"yaml": ""}, {"file": ("club.yaml", club)})
    status, headers, page = server.request("POST", "/regles", body, {"content-type": kind})
    assert status == 200
    assert "club" in page.decode()
    cookie = headers["set-cookie"].split(";")[0]
    status, _, page = server.request(
        "GET", "/?contract=100&trump=H&taker=N&coinche=E&points=72&belote=N", headers={"cookie": cookie}
    )
    assert "NS <b>20</b> · EO <b>462</b>" in page.decode()


def test_the_analysis_is_stopped_at_its_bound() -> None:
    """The worker process of an analysis longer than its bound is ended, and the caller told (503)."""
    pytest.importorskip("starlette")
    from refscore.cli.web.engine import Busy, _run_bounded

    from refscore.load.variant_loader import shipped_variant
    from refscore.model.record import read_record

    variant = shipped_variant("coinche")
    record = read_record(json.loads((DEALS / "seed002-made.json").read_text()), variant)

    def slow(analysis: object) -> str:
        time.sleep(30)
        return "never"

    started = time.monotonic()
    with pytest.raises(Busy, match=r"longer than 0\.5 s"):
        _run_bounded(record, variant, False, slow, 0.5)
    assert time.monotonic() - started < 20  # a guard: the worker was ended, not waited for


def test_three_sides_give_each_sides_points(server: Server) -> None:
    """Chien à trois: three sides, so La marque asks each side's points (spec/facts.md), and scores
    them with the engine's function."""
    from refscore.judge.facts_check import read_facts, score_facts
    from refscore.load.variant_loader import shipped_variant

    cookie = {"cookie": "variant=chien-3"}
    status, _, page = server.request("GET", "/", headers=cookie)
    assert 'name="points_A"' in page.decode() and 'name="points"' not in page.decode()
    query = "contract=80&trump=H&taker=A&points_A=90&points_B=40&points_C=32"
    status, _, page = server.request("GET", f"/?{query}", headers=cookie)
    facts = {"taker": "A", "contract": 80, "trump": "H", "points": {"A": 90, "B": 40, "C": 32}}
    scores = score_facts(read_facts(facts, shipped_variant("chien-3"))).scores or {}
    shown = " · ".join(f"{unit} <b>{points}</b>" for unit, points in scores.items())
    assert status == 200
    assert shown in page.decode()
