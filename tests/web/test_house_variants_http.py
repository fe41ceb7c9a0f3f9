"""House variants drawn from the schema (tests/strategies_variants.py), sent as a club would: their
YAML with the facts to `/v1/score`, and pasted on *Nos règles* then used by *La marque*.

Why: house variants are the product; the web shell must score under any rules a club may write
exactly as the engine does (the same function, `refscore.judge.facts_check`), refuse what the
engine refuses with the same message, and never answer 5xx.
"""

from __future__ import annotations

import json
import urllib.parse
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies_variants import build, house_overrides
from web_server import Server

from refscore.base.errors import RefscoreError
from refscore.judge.facts_check import read_facts, score_facts
from refscore.render.report import result_to_json

FACTS = {"taker": "N", "contract": 100, "trump": "H", "coinche": "E", "points": {"NS": 72}, "belote": "N"}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(overrides=house_overrides(), facts=st.sampled_from([FACTS, {**FACTS, "coinche": None}]))
def test_a_house_variant_scores_over_http_as_in_the_engine(
    server: Server, overrides: dict, facts: dict
) -> None:  # type: ignore[type-arg]
    facts = {key: value for key, value in facts.items() if value is not None}
    text = yaml.safe_dump(overrides, sort_keys=False, allow_unicode=True)
    variant = build(overrides)
    try:
        expected: dict[str, Any] | None = result_to_json(
            score_facts(read_facts(dict(facts), variant)), None, to_write=True
        )
        problem = None
    except RefscoreError as error:
        expected, problem = None, error
    status, answer = server.post_json("/v1/score", {"facts": facts, "variant_yaml": text})
    if expected is None:
        assert status == 422, answer
        assert problem is not None and answer["error"]["message"] == problem.message
        return
    assert status == 200, answer
    expected["variant"] = answer["variant"]  # the pasted file's id is named after its label
    expected["fingerprint"] = answer["fingerprint"]
    assert answer == expected
    # the same rules pasted on "Nos règles", then used by "La marque"
    form = urllib.parse.urlencode({"yaml": text}).encode()
    status, headers, _ = server.request(
        "POST", "/regles", form, {"content-type": "application/x-www-form-urlencoded"}
    )
    assert status == 200
    cookie = headers["set-cookie"].split(";")[0]
    query = urllib.parse.urlencode(
        {"line": "100H par N " + ("coinche E " if "coinche" in facts else "") + "points NS 72 belote N"}
    )
    status, _, page = server.request("GET", f"/?{query}", headers={"cookie": cookie})
    assert status == 200
    shown = " · ".join(
        f"{unit if unit != 'EW' else 'EO'} <b>{n}</b>" for unit, n in expected["scores"].items()
    )
    assert shown in page.decode(), json.dumps(expected["scores"])
