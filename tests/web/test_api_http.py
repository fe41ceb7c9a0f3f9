"""The JSON API over real HTTP, against `refscore serve` started by the tests (conftest.py).

Expected scores are worked by hand from /work/shared/RULES.md; everything else is compared with what
the `refscore` command writes for the same input, since the API must say exactly what the CLI says.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from web_server import CHECKOUT, Server

DEALS = CHECKOUT / "conformance" / "deals"

#: "contrée, 100 cœur par Nord, coinché par Est, NS ont fait 72 avec la belote", the issue's sentence.
#: RULES.md, `contree`: coinched, the takers need 100; NS have 72 card points + 20 of belote = 92 < 100,
#: so the contract fails: the defence scores 162 + 2 x 100 = 362 (no annonces, no belote of its own),
#: the takers keep only their belote, 20 ("never lost").
TABLE_FACTS = {
    "variant": "contree",
    "taker": "N",
    "contract": 100,
    "trump": "H",
    "coinche": "E",
    "points": {"NS": 72},
    "belote": "N",
}


def cli(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONPATH": str(CHECKOUT)}
    return subprocess.run(
        [sys.executable, "-m", "refscore", *args], input=stdin, capture_output=True, env=env, timeout=600
    )


def test_score_the_tables_sentence(server: Server) -> None:
    status, answer = server.post_json("/v1/score", TABLE_FACTS)
    assert status == 200
    assert answer["scores"] == {"NS": 20, "EW": 362}
    assert answer["made"] is False
    assert answer["fingerprint"].startswith("contree@")


def test_score_one_line_and_a_wrong_claim_refuted(server: Server) -> None:
    line = b"contree 100H by N coinche E points NS 72 belote N claim NS 0 EW 362"
    status, _, body = server.request("POST", "/v1/score", line, {"content-type": "text/plain"})
    answer = json.loads(body)
    assert status == 200
    # the table forgot the takers' belote (20, never lost): the claim is wrong, exit status 1
    assert answer["status"] == "wrong_claim"
    assert answer["exit_code"] == 1
    assert answer["scores"] == {"NS": 20, "EW": 362}


def test_score_equals_the_cli(server: Server, tmp_path: Path) -> None:
    facts = tmp_path / "facts.json"
    facts.write_text(json.dumps(TABLE_FACTS))
    done = cli("score", str(facts), "--format", "json")
    expected = json.loads(done.stdout)
    status, answer = server.post_json("/v1/score", TABLE_FACTS)
    assert status == 200
    expected["file"] = None  # the CLI names the file it read; the API read none
    assert answer == expected


def test_a_clubs_pasted_variant_scores_by_its_own_rules(server: Server) -> None:
    # A club coinches x3 (auction.coinche.multiplier): RULES.md's failed coinched contract is then
    # 162 + 3 x 100 = 462 for the defence; the takers keep their belote, 20.
    club = "extends: contree\nid: club\nauction:\n  coinche:\n    multiplier: 3\n"
    facts = {k: v for k, v in TABLE_FACTS.items() if k != "variant"}
    status, answer = server.post_json("/v1/score", {"facts": facts, "variant_yaml": club})
    assert status == 200, answer
    assert answer["scores"] == {"NS": 20, "EW": 462}
    assert answer["variant"] == "club"
    assert answer["fingerprint"].startswith("club@")


def test_check_one_deal_equals_the_cli(server: Server) -> None:
    for name in ("seed002-failed.json", "contree-coinched-annonces.json", "belote-litige.json"):
        path = DEALS / name
        expected = json.loads(cli("check", str(path), "--format", "json").stdout)
        expected["file"] = None
        status, answer = server.post_json("/v1/check", json.loads(path.read_text()))
        assert status == 200
        assert answer == expected, name


def _corpus(tmp_path: Path) -> bytes:
    """Random deals (a tenth illegal), then lines a platform's log may hold: blank, broken JSON,
    a duplicate key, a variant that does not exist, a line longer than the batch reader keeps."""
    out = tmp_path / "corpus"
    env = {**os.environ, "PYTHONPATH": str(CHECKOUT)}
    subprocess.run(
        [sys.executable, str(CHECKOUT / "bench" / "make_corpus.py"), str(out), "--deals", "300",
         "--variant", "coinche", "--realistic", "--illegal", "0.1"],
        check=True, capture_output=True, env=env, timeout=600,
    )  # fmt: skip
    lines = (out / "coinche-illegal.jsonl").read_bytes().splitlines()
    hostile = [
        b"",
        b'{"variant": "coinche", "auction": [',
        b'{"variant": "coinche", "variant": "contree"}',
        b'{"variant": "no-such-variant"}',
        b'{"id": "' + b"x" * 150_000 + b'"}',
        b"\xff\xfe not text",
    ]
    return b"\n".join([*lines[:150], *hostile, *lines[150:]]) + b"\n"


def test_json_lines_stream_back_the_clis_lines_byte_for_byte(server: Server, tmp_path: Path) -> None:
    data = _corpus(tmp_path)
    expected = cli("check", "-", "--format", "jsonl", stdin=data)
    assert expected.returncode == 2  # the hostile lines are unusable
    status, headers, body = server.request(
        "POST", "/v1/check", data, {"content-type": "application/x-ndjson"}
    )
    assert status == 200
    assert headers["content-type"].startswith("application/x-ndjson")
    assert body == expected.stdout
    assert body.count(b"\n") == 300 + 5  # one result per line, the blank line none
    # named like the CLI's file, the messages of the unusable lines name it too
    path = tmp_path / "deals.jsonl"
    path.write_bytes(data)
    named = cli("check", str(path), "--format", "jsonl")
    status, _, body = server.request(
        "POST", f"/v1/check?name={path}", data, {"content-type": "application/x-ndjson"}
    )
    assert body == named.stdout


def test_json_lines_sent_in_small_pieces(server: Server, tmp_path: Path) -> None:
    """A platform streaming its log (chunked, lines cut anywhere) gets the same lines."""
    data = _corpus(tmp_path)
    expected = cli("check", "-", "--format", "jsonl", stdin=data).stdout
    pieces = (data[i : i + 777] for i in range(0, len(data), 777))
    status, _, body = server.request("POST", "/v1/check", pieces, {"content-type": "application/x-ndjson"})
    assert status == 200
    assert body == expected


def test_json_lines_from_several_platforms_at_once(server: Server, tmp_path: Path) -> None:
    """Batches checked at the same time (each on its own thread of the server) stay each its own."""
    data = _corpus(tmp_path)
    expected = cli("check", "-", "--format", "jsonl", stdin=data).stdout
    halves = [b"\n".join(data.split(b"\n")[i::2]) for i in (0, 1)]
    wanted = [cli("check", "-", "--format", "jsonl", stdin=half).stdout for half in halves]
    bodies = [data, halves[0], halves[1], data]
    with ThreadPoolExecutor(4) as pool:
        answers = list(
            pool.map(
                lambda body: server.request(
                    "POST", "/v1/check", body, {"content-type": "application/x-ndjson"}
                ),
                bodies,
            )
        )
    assert [body for _, _, body in answers] == [expected, wanted[0], wanted[1], expected]


def test_legal_partner_master(server: Server) -> None:
    # spec/examples/situation-partner-master.json: hearts trump, N leads A♣, E follows; S has no club.
    # RULES.md: unable to follow, ruff unless your partner is master; N is master, so S may play
    # any of his four cards.
    situation = json.loads((CHECKOUT / "spec" / "examples" / "situation-partner-master.json").read_text())
    status, answer = server.post_json("/v1/legal", situation)
    assert status == 200
    assert sorted(answer["allowed"]) == sorted(situation["hand"])
    binding = [duty for duty in answer["duties"] if duty["binds"]]
    assert binding == []
    rules = {duty["rule"] for duty in answer["duties"]}
    assert "play.partner-master" in rules
    assert "partenaire" in answer["text_fr"]
    assert answer["fingerprint"].startswith("coinche@")


def test_legal_must_ruff(server: Server) -> None:
    # The same, but E leads A♣ and S's partner has not played: S, without a club, must ruff (RULES.md).
    situation = {
        "variant": "coinche",
        "seat": "S",
        "hand": ["8S", "7H", "QH", "JD"],
        "contract": {"trump": "H"},
        "trick": [{"seat": "E", "card": "AC"}],
    }
    status, answer = server.post_json("/v1/legal", situation)
    assert status == 200
    assert sorted(answer["allowed"]) == ["7H", "QH"]


def test_analyse_equals_the_cli(server: Server) -> None:
    path = DEALS / "seed002-made.json"
    expected = json.loads(cli("analyse", str(path), "--format", "json", "--no-table").stdout)
    status, answer = server.post_json("/v1/analyse", json.loads(path.read_text()))
    assert status == 200
    expected["file"] = None
    fingerprint = answer.pop("fingerprint")
    assert fingerprint.startswith("coinche@")
    assert answer == expected


def test_game_sheets_equal_the_cli(server: Server) -> None:
    for name in ("evening.json", "wrong-line.json", "exact-tie.json"):
        path = CHECKOUT / "conformance" / "games" / name
        done = cli("game", str(path), "--format", "json")
        expected = json.loads(done.stdout)
        status, answer = server.post_json("/v1/game", json.loads(path.read_text()))
        assert status == 200
        if "fingerprint" not in expected:  # an evening's JSON has none of its own: the API adds it
            assert answer.pop("fingerprint").startswith(expected["variant"] + "@")
        assert answer == expected, name
    # a sheet naming a deal file: refused, nothing opened
    sheet = {"variant": "coinche", "deals": [{"file": "../../etc/passwd"}]}
    status, answer = server.post_json("/v1/game", sheet)
    assert status == 422
    assert "opens no file" in answer["error"]["message"]


def test_variants_list_validate_and_diff(server: Server) -> None:
    status, _, body = server.request("GET", "/v1/variants")
    listed = json.loads(body)["variants"]
    assert status == 200
    shown = cli("variants", "list").stdout.decode()
    assert [v["id"] for v in listed] == [line.split()[0] for line in shown.splitlines() if line.strip()]
    for variant in listed:
        fingerprint = cli("variants", "show", variant["id"], "--fingerprint").stdout.decode().strip()
        assert variant["fingerprint"] == fingerprint
    status, _, body = server.request("POST", "/v1/variants", b"extends: coinche\nid: ours\n")
    assert status == 200
    assert json.loads(body)["id"] == "ours"
    status, _, body = server.request("GET", "/v1/variants/diff?a=contree&b=coinche")
    expected = json.loads(cli("variants", "diff", "contree", "coinche", "--format", "json").stdout)
    answer = json.loads(body)
    assert status == 200
    assert answer["differences"] == expected["differences"]


def test_openapi_is_served_and_shipped(server: Server) -> None:
    status, _, body = server.request("GET", "/v1/openapi.json")
    assert status == 200
    document: dict[str, Any] = json.loads(body)
    assert body == (CHECKOUT / "spec" / "openapi.json").read_bytes()
    assert document["openapi"].startswith("3.")
    for path in ("/v1/check", "/v1/score", "/v1/legal", "/v1/analyse", "/v1/variants"):
        assert path in document["paths"]
    # each body schema it names is a schema shipped in spec/
    names = {ref for ref in json.dumps(document).split('"$ref": "')[1:]}
    for ref in names:
        target = ref.split('"')[0]
        if not target.startswith("#"):
            assert (CHECKOUT / "spec" / target).is_file(), target
